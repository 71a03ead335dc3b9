#include "text/search.h"

#include <array>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace showgraph::text {

namespace {

// The bytes that stand a few times in a hundred bytes of prose at most: capitals (names
// and sentences open with one), digits, brackets and the rarer marks and letters.
constexpr std::array<bool, 256> MakeRareInProse() {
  std::array<bool, 256> rare{};
  for (int c = 'A'; c <= 'Z'; ++c) rare[static_cast<size_t>(c)] = true;
  for (int c = '0'; c <= '9'; ++c) rare[static_cast<size_t>(c)] = true;
  for (char c : std::string_view("():;&+/!?jqxz")) rare[static_cast<unsigned char>(c)] = true;
  return rare;
}
constexpr std::array<bool, 256> kRareInProse = MakeRareInProse();

// The needle's last byte that is rare in prose, or npos. (The last: "The Crown" is sought
// by its 'C', not by the 'T' of every "The".)
size_t RareByteOf(std::string_view needle) {
  for (size_t r = needle.size(); r-- > 0;)
    if (kRareInProse[static_cast<unsigned char>(needle[r])]) return r;
  return std::string_view::npos;
}

// Find, for a needle whose byte needle[r] is rare: memchr finds that byte's places (far
// faster than any test of two bytes at every place), and the needle is compared at each.
size_t FindByRareByte(std::string_view text, std::string_view needle, size_t from, size_t r) {
  const char* h = text.data();
  const size_t last_start = text.size() - needle.size();
  for (size_t p = from + r; p <= last_start + r;) {
    const void* hit = std::memchr(h + p, needle[r], last_start + r + 1 - p);
    if (!hit) break;
    const size_t s = static_cast<size_t>(static_cast<const char*>(hit) - h) - r;
    // (The first and last bytes before the call: most places of the rare byte are none.)
    if (h[s] == needle.front() && h[s + needle.size() - 1] == needle.back() &&
        std::memcmp(h + s, needle.data(), needle.size()) == 0)
      return s;
    p = s + r + 1;
  }
  return std::string_view::npos;
}

}  // namespace

size_t Find(std::string_view text, std::string_view needle, size_t from) {
  const size_t n = text.size(), k = needle.size();
  if (from > n || k > n - from) return std::string_view::npos;
  if (k == 0) return from;
  const char* h = text.data();
  if (k == 1) {
    const void* hit = std::memchr(h + from, needle[0], n - from);
    return hit ? static_cast<size_t>(static_cast<const char*>(hit) - h) : std::string_view::npos;
  }
  // (Over a whole article: a clause or a sentence is soon read either way.)
  if (n - from >= 256)
    if (const size_t r = RareByteOf(needle); r != std::string_view::npos) return FindByRareByte(text, needle, from, r);
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
  // The last starts, fewer than sixteen, as one more block of sixteen that ends at the last
  // start (its loads end at the text's last byte), those before i masked off: the byte loop
  // below cost a short text, a clause or a paragraph, about as much as the steps before it.
  if (i <= last_start && last_start >= 15) {
    const size_t base = last_start - 15;  // below i: the loop above stopped short of it
    const uint32_t before_i = (uint32_t{1} << (i - base)) - 1;
    return settle(base, starts_matching(h + base) & ~before_i, &found) ? found : std::string_view::npos;
  }
#endif
  for (; i <= last_start; ++i)
    if (h[i + a] == needle[a] && h[i + b] == needle[b] && std::memcmp(h + i, needle.data(), k) == 0) return i;
  return std::string_view::npos;
}

}  // namespace showgraph::text
