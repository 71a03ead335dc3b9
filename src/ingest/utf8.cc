#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "ingest/ingest_internal.h"

namespace showgraph::ingest {

namespace {
constexpr uint64_t kHighBits = 0x8080808080808080ull;

uint64_t Load8(const unsigned char* p) {
  uint64_t w;
  std::memcpy(&w, p, 8);
  return w;
}

// Length of the valid UTF-8 sequence at s[i], or 0 when it is not valid.
size_t ValidSequenceLength(const unsigned char* s, size_t n, size_t i) {
  unsigned char c = s[i];
  if (c < 0x80) return 1;
  auto cont = [&](size_t k) { return i + k < n && (s[i + k] & 0xC0) == 0x80; };
  if (c >= 0xC2 && c <= 0xDF) return cont(1) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    if (!cont(1) || !cont(2)) return 0;
    unsigned char c1 = s[i + 1];
    if (c == 0xE0 && c1 < 0xA0) return 0;  // overlong
    if (c == 0xED && c1 > 0x9F) return 0;  // surrogates
    return 3;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    if (!cont(1) || !cont(2) || !cont(3)) return 0;
    unsigned char c1 = s[i + 1];
    if (c == 0xF0 && c1 < 0x90) return 0;
    if (c == 0xF4 && c1 > 0x8F) return 0;
    return 4;
  }
  return 0;
}
}  // namespace

size_t SanitizeUtf8(std::string* s) {
  const auto* p = reinterpret_cast<const unsigned char*>(s->data());
  size_t n = s->size();
  // Fast path: most documents are valid, so check before copying.
  size_t i = 0;
  while (i < n) {
    // Sixteen, then eight ASCII bytes at a time: the bulk of English text.
#if defined(__SSE2__)
    while (i + 16 <= n && _mm_movemask_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i))) == 0) i += 16;
#endif
    while (i + 8 <= n && (Load8(p + i) & kHighBits) == 0) i += 8;
    if (i >= n) break;
    size_t len = ValidSequenceLength(p, n, i);
    if (len == 0) break;
    i += len;
  }
  if (i == n) return 0;
  std::string out;
  out.reserve(n + 16);
  out.append(s->data(), i);
  size_t bad = 0;
  while (i < n) {
    size_t len = ValidSequenceLength(p, n, i);
    if (len == 0) {
      out += "\xEF\xBF\xBD";
      ++bad;
      ++i;
    } else {
      out.append(s->data() + i, len);
      i += len;
    }
  }
  s->swap(out);
  return bad;
}

Status CheckLooksLikeText(std::string_view content, const std::string& what) {
  size_t probe = content.size() < 8192 ? content.size() : 8192;
  size_t control = 0;
  const auto* p = reinterpret_cast<const unsigned char*>(content.data());
  size_t i = 0;
#if defined(__SSE2__)
  // Sixteen bytes a step; the bytes below 0x20 (mostly line ends) are read one by one, in
  // order, so the first NUL is still the one reported.
  for (; i + 16 <= probe; i += 16) {
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
    const __m128i below_space = _mm_cmpeq_epi8(_mm_max_epu8(bytes, _mm_set1_epi8(0x1F)), _mm_set1_epi8(0x1F));
    for (auto mask = static_cast<uint32_t>(_mm_movemask_epi8(below_space)); mask != 0; mask &= mask - 1) {
      const size_t at = i + static_cast<size_t>(__builtin_ctz(mask));
      const unsigned char c = p[at];
      if (c == 0) return Status::InvalidInput(what + ": binary file (NUL byte at offset " + std::to_string(at) + ")");
      if (c != '\n' && c != '\r' && c != '\t' && c != '\f') ++control;
    }
  }
#endif
  for (; i < probe; ++i) {
    // Skip eight bytes at once when none is below 0x20 (the classic SWAR "has less" test).
    while (i + 8 <= probe) {
      uint64_t w = Load8(p + i);
      if (((w - 0x2020202020202020ull) & ~w & kHighBits) != 0) break;
      i += 8;
    }
    if (i >= probe) break;
    unsigned char c = p[i];
    if (c == 0) return Status::InvalidInput(what + ": binary file (NUL byte at offset " + std::to_string(i) + ")");
    if (c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f') ++control;
  }
  if (probe > 0 && control * 20 > probe)
    return Status::InvalidInput(what + ": binary file (too many control characters)");
  return Status::Ok();
}

Status FinishDocument(Document* doc, const ReaderOptions& options, const std::string& what) {
  if (doc->text.size() > options.max_document_bytes)
    return Status::TooLarge(what + ": document of " + std::to_string(doc->text.size()) + " bytes exceeds the limit of " +
                            std::to_string(options.max_document_bytes));
  doc->replaced_bytes += SanitizeUtf8(&doc->text);
  bool blank = true;
  for (char c : doc->text) {
    if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
      blank = false;
      break;
    }
  }
  if (blank) return Status::InvalidInput(what + ": empty document (no text)");
  if (doc->source.empty()) doc->source = what;
  return Status::Ok();
}

}  // namespace showgraph::ingest
