#include "showgraph/status.h"

namespace showgraph {

std::string Status::ToString() const {
  const char* name = "OK";
  switch (code_) {
    case Code::kOk: return "OK";
    case Code::kInvalidInput: name = "invalid input"; break;
    case Code::kNotFound: name = "not found"; break;
    case Code::kIoError: name = "I/O error"; break;
    case Code::kTooLarge: name = "too large"; break;
    case Code::kUnsupported: name = "unsupported"; break;
    case Code::kInternal: name = "internal error"; break;
  }
  return std::string(name) + ": " + message_;
}

}  // namespace showgraph
