// libFuzzer target "datetime": see fuzz_entries.h. Aborts when an invariant breaks.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "fuzz_entries.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string broken = showgraph::fuzz::FuzzDatetime(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!broken.empty()) {
    std::fprintf(stderr, "fuzz_datetime: invariant broken: %s\n", broken.c_str());
    std::abort();
  }
  return 0;
}
