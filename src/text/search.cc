#include "text/search.h"

#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace showgraph::text {

size_t Find(std::string_view text, std::string_view needle, size_t from) {
  const size_t n = text.size(), k = needle.size();
  if (from > n || k > n - from) return std::string_view::npos;
  if (k == 0) return from;
  const char* h = text.data();
  if (k == 1) {
    const void* hit = std::memchr(h + from, needle[0], n - from);
    return hit ? static_cast<size_t>(static_cast<const char*>(hit) - h) : std::string_view::npos;
  }
  // The two bytes tested first: the outermost ones that are not spaces.
  size_t a = 0, b = k - 1;
  while (a < k && needle[a] == ' ') ++a;
  while (b > a && needle[b] == ' ') --b;
  if (a >= b) a = 0, b = k - 1;
  const size_t last_start = n - k;
  size_t i = from;
#if defined(__SSE2__)
  const __m128i want_a = _mm_set1_epi8(needle[a]), want_b = _mm_set1_epi8(needle[b]);
  // Bit j: the start at p + j has both tested bytes.
  auto starts_matching = [&](const char* p) {
    __m128i at_a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + a));
    __m128i at_b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + b));
    return static_cast<uint32_t>(
        _mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(at_a, want_a), _mm_cmpeq_epi8(at_b, want_b))));
  };
  // Of the candidate starts `mask` marks from `base`, in order: true when the search is
  // over, with *found the needle's start, or npos once past the last possible one.
  auto settle = [&](size_t base, uint32_t mask, size_t* found) {
    for (; mask != 0; mask &= mask - 1) {
      const size_t s = base + static_cast<size_t>(__builtin_ctz(mask));
      if (s > last_start || std::memcmp(h + s, needle.data(), k) == 0) {
        *found = s > last_start ? std::string_view::npos : s;
        return true;
      }
    }
    return false;
  };
  size_t found;
  // Thirty-two candidate starts i..i+31 per step, then sixteen; the loads stay inside the
  // text. (Most steps find no candidate: one test for both halves saves a third of the loop.)
  for (; i + b + 32 <= n && i <= last_start; i += 32)
    if (settle(i, starts_matching(h + i) | starts_matching(h + i + 16) << 16, &found)) return found;
  for (; i + b + 16 <= n && i <= last_start; i += 16)
    if (settle(i, starts_matching(h + i), &found)) return found;
#endif
  for (; i <= last_start; ++i)
    if (h[i + a] == needle[a] && h[i + b] == needle[b] && std::memcmp(h + i, needle.data(), k) == 0) return i;
  return std::string_view::npos;
}

}  // namespace showgraph::text
