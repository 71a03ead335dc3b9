// Quotation marks: straight, curly and mixed; a missing opening mark; quotes that run
// to the paragraph's end; single marks at the top level (titles, headlines).
#include <algorithm>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "showgraph/text.h"
#include "text/chars.h"

namespace showgraph {

using text::DecodeAt;

namespace {

struct Mark {
  size_t pos, len;
  char32_t c;
};

// Word-at-a-time search (the SWAR zero-byte test): whether any byte of w equals b.
constexpr uint64_t kOnes = 0x0101010101010101ull, kHighs = 0x8080808080808080ull;
inline uint64_t HasByte(uint64_t w, unsigned char b) {
  uint64_t x = w ^ (kOnes * b);
  return (x - kOnes) & ~x & kHighs;
}

// The first byte at or after i that may start a quotation mark: '"', '\'', or the
// lead byte of a curly mark (U+2018..U+201E) or a guillemet (U+00AB, U+00BB).
size_t NextMarkByte(std::string_view t, size_t i, size_t end) {
#if defined(__SSE2__)
  // Sixteen bytes a step, and the first such byte straight from the mask.
  const auto is = [](__m128i bytes, unsigned char b) {
    return _mm_cmpeq_epi8(bytes, _mm_set1_epi8(static_cast<char>(b)));
  };
  for (; i + 16 <= end; i += 16) {
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(t.data() + i));
    const __m128i marks = _mm_or_si128(_mm_or_si128(is(bytes, '"'), is(bytes, '\'')),
                                       _mm_or_si128(is(bytes, 0xE2), is(bytes, 0xC2)));
    if (const auto mask = static_cast<uint32_t>(_mm_movemask_epi8(marks)))
      return i + static_cast<size_t>(__builtin_ctz(mask));
  }
#endif
  while (i + 8 <= end) {
    uint64_t w;
    std::memcpy(&w, t.data() + i, 8);
    if (HasByte(w, '"') | HasByte(w, '\'') | HasByte(w, 0xE2) | HasByte(w, 0xC2)) break;
    i += 8;
  }
  for (; i < end; ++i) {
    unsigned char b = static_cast<unsigned char>(t[i]);
    if (b == '"' || b == '\'' || b == 0xE2 || b == 0xC2) return i;
  }
  return end;
}

// Mark lists reused from paragraph to paragraph.
struct MarkScratch {
  std::vector<Mark> doubles, singles;
};

bool SpaceOrOpenerBefore(std::string_view t, size_t pos, size_t para_start) {
  if (pos == para_start) return true;
  // Step back one code point.
  size_t k = pos - 1;
  while (k > para_start && (static_cast<unsigned char>(t[k]) & 0xC0) == 0x80) --k;
  size_t len;
  char32_t c = DecodeAt(t, k, &len);
  return text::IsSpace(c) || c == '(' || c == '[' || c == 0x2014 || c == 0x2013 || c == '-' || c == '/' ||
         text::IsDoubleMark(c);
}

bool LetterAfter(std::string_view t, size_t pos, size_t end) {
  if (pos >= end) return false;
  size_t len;
  char32_t c = DecodeAt(t, pos, &len);
  return text::IsLetter(c) || text::IsDigit(c);
}

bool LetterBefore(std::string_view t, size_t pos, size_t para_start) {
  if (pos == para_start) return false;
  size_t k = pos - 1;
  while (k > para_start && (static_cast<unsigned char>(t[k]) & 0xC0) == 0x80) --k;
  size_t len;
  char32_t c = DecodeAt(t, k, &len);
  return text::IsLetter(c) || text::IsDigit(c);
}

void ScanParagraph(std::string_view t, Span para, uint32_t pi, MarkScratch* scratch, std::vector<Quotation>* out) {
  std::vector<Mark>& doubles = scratch->doubles;
  std::vector<Mark>& singles = scratch->singles;
  doubles.clear();
  singles.clear();
  for (size_t i = para.start; i < para.end;) {
    i = NextMarkByte(t, i, para.end);
    if (i >= para.end) break;
    size_t len;
    char32_t c = DecodeAt(t, i, &len);
    if (text::IsDoubleMark(c)) doubles.push_back({i, len, c});
    else if (text::IsSingleMark(c)) singles.push_back({i, len, c});
    i += len;
  }
  const size_t first_quote = out->size();
  // Double marks.
  size_t open = SIZE_MAX, open_len = 0;
  for (const Mark& m : doubles) {
    bool is_open = text::IsOpenDouble(m.c) ||
                   (m.c == '"' && (SpaceOrOpenerBefore(t, m.pos, para.start) || !LetterBefore(t, m.pos, para.start)) &&
                    LetterAfter(t, m.pos + m.len, para.end) && open == SIZE_MAX);
    bool is_close = text::IsCloseDouble(m.c) || (m.c == '"' && !is_open);
    if (open == SIZE_MAX) {
      if (is_open) {
        open = m.pos;
        open_len = m.len;
      } else if (is_close && out->size() == first_quote && m.pos > para.start) {
        // A closing mark with no opening one before it: the opening mark is missing and
        // the quotation starts with the paragraph.
        Quotation q;
        q.outer = {para.start, m.pos + m.len};
        q.inner = {para.start, m.pos};
        q.paragraph = pi;
        q.has_open_mark = false;
        out->push_back(q);
      }
      continue;
    }
    if (is_close || m.c == '"') {
      Quotation q;
      q.outer = {open, m.pos + m.len};
      q.inner = {open + open_len, m.pos};
      q.paragraph = pi;
      out->push_back(q);
      open = SIZE_MAX;
    } else {
      // A second opening mark: the first one was never closed. End it here.
      Quotation q;
      q.outer = {open, m.pos};
      q.inner = {open + open_len, m.pos};
      q.paragraph = pi;
      q.has_close_mark = false;
      out->push_back(q);
      open = m.pos;
      open_len = m.len;
    }
  }
  if (open != SIZE_MAX) {
    Quotation q;
    q.outer = {open, para.end};
    q.inner = {open + open_len, para.end};
    q.paragraph = pi;
    q.has_close_mark = false;
    out->push_back(q);
  }
  const size_t end_doubles = out->size();
  // Single marks outside the double quotations: 'Title' or ‘a quote’.
  auto inside_double = [&](size_t pos) {
    for (size_t k = first_quote; k < end_doubles; ++k)
      if (pos >= (*out)[k].outer.start && pos < (*out)[k].outer.end) return true;
    return false;
  };
  size_t sopen = SIZE_MAX, sopen_len = 0;
  for (const Mark& m : singles) {
    if (inside_double(m.pos)) continue;
    bool letter_before = LetterBefore(t, m.pos, para.start);
    bool letter_after = LetterAfter(t, m.pos + m.len, para.end);
    if (letter_before && letter_after) continue;  // apostrophe: don't, O'Brien
    if (sopen == SIZE_MAX) {
      // "the '90s": an apostrophe before digits is an elision, not an opening mark.
      bool digit_after = m.pos + m.len < para.end && t[m.pos + m.len] >= '0' && t[m.pos + m.len] <= '9';
      if ((m.c == 0x2018 || m.c == '\'') && letter_after && !digit_after && SpaceOrOpenerBefore(t, m.pos, para.start)) {
        sopen = m.pos;
        sopen_len = m.len;
      }
      continue;
    }
    if (!letter_after && (m.c == 0x2019 || m.c == '\'' || m.c == 0x2018)) {
      Quotation q;
      q.outer = {sopen, m.pos + m.len};
      q.inner = {sopen + sopen_len, m.pos};
      q.paragraph = pi;
      q.single = true;
      out->push_back(q);
      sopen = SIZE_MAX;
    }
  }
  // Keep text order.
  std::sort(out->begin() + static_cast<long>(first_quote), out->end(),
            [](const Quotation& a, const Quotation& b) { return a.outer.start < b.outer.start; });
}

}  // namespace

std::vector<Quotation> FindQuotations(std::string_view t, const std::vector<Paragraph>& paragraphs) {
  std::vector<Quotation> out;
  MarkScratch scratch;
  for (uint32_t pi = 0; pi < paragraphs.size(); ++pi) ScanParagraph(t, paragraphs[pi].span, pi, &scratch, &out);
  return out;
}

}  // namespace showgraph
