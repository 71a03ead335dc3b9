// Query parameters of the HTTP API, validated against each endpoint's list: an unknown,
// repeated, empty or malformed parameter is an error, never ignored.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "showgraph/status.h"

namespace showgraph::serve_internal {

struct ParamSpec {
  enum class Type { kText, kInt, kBool };
  const char* name;
  Type type = Type::kText;
  bool required = false;
  int64_t min = 0, max = 0;  // kInt: inclusive bounds
  size_t max_bytes = 200;    // kText: at most this many bytes of UTF-8 with no control characters
};

// A parameter spec for each kind.
inline ParamSpec Text(const char* name, bool required = false, size_t max_bytes = 200) {
  return {name, ParamSpec::Type::kText, required, 0, 0, max_bytes};
}
inline ParamSpec Int(const char* name, int64_t min, int64_t max, bool required = false) {
  return {name, ParamSpec::Type::kInt, required, min, max, 0};
}
inline ParamSpec Bool(const char* name) { return {name, ParamSpec::Type::kBool, false, 0, 0, 0}; }

class Params {
 public:
  // Checks `query` (decoded name -> value pairs, as the HTTP layer parsed them) against
  // `specs`; InvalidInput naming the parameter and the rule it breaks.
  static Result<Params> Parse(const std::multimap<std::string, std::string>& query, const std::vector<ParamSpec>& specs);

  bool Has(const std::string& name) const { return values_.count(name) > 0; }
  std::string Text(const std::string& name) const;  // "" when absent
  std::optional<int64_t> Int(const std::string& name) const;
  bool Bool(const std::string& name, bool absent = false) const;

 private:
  std::map<std::string, std::string> values_;
};

// True when `s` is well-formed UTF-8 (no overlongs, surrogates or code points past U+10FFFF).
bool IsValidUtf8(const std::string& s);

}  // namespace showgraph::serve_internal
