// Paragraphs, tokens, and the assembly of all layers.
#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "lexicon/lexicon.h"
#include "showgraph/text.h"
#include "text/chars.h"
#include "text/sentences.h"

namespace showgraph {

using text::DecodeAt;

namespace {

std::string_view TrimView(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

bool EndsSentence(std::string_view line) {
  if (line.empty()) return true;
  char c = line.back();
  if (c == '.' || c == '!' || c == '?' || c == ':' || c == '"' || c == ')') return true;
  // Curly closing quote or ellipsis (three-byte sequences ending 0x9D / 0x99 / 0xA6).
  return line.size() >= 3 && static_cast<unsigned char>(line[line.size() - 3]) == 0xE2;
}

// The furniture prefixes by their first byte: most lines start with a byte none has.
using PrefixIndex = std::array<std::vector<std::string_view>, 256>;
PrefixIndex IndexFurniturePrefixes() {
  PrefixIndex index;
  for (const auto& p : Lexicon::Get().furniture_prefixes)
    if (!p.empty()) index[static_cast<unsigned char>(p[0])].push_back(p);
  return index;
}

bool IsFurnitureLine(std::string_view line) {
  if (line.size() > 240 || line.empty()) return false;
  static const PrefixIndex kPrefixes = IndexFurniturePrefixes();
  for (std::string_view p : kPrefixes[static_cast<unsigned char>(line[0])])
    if (line.starts_with(p)) return true;
  // (One search for "Photo " first: most lines have none, and each spelling's search was
  // a pass over the line.)
  if (const size_t photo = line.find("Photo "); photo != std::string_view::npos &&
                                                (line.find("Photo Credit", photo) != std::string_view::npos ||
                                                 line.find("Photo credit", photo) != std::string_view::npos))
    return true;
  if (line.substr(0, 5) == "Like " &&
      (line.ends_with(" on FB") || line.ends_with(" on Facebook") || line.ends_with(" on Twitter")))
    return true;
  if (line.size() <= 64 && Lexicon::Get().outlets.Find(line)) return true;  // an outlet's name alone
  if (line.substr(0, 3) == "By " && line.size() < 60 && !EndsSentence(line)) return true;
  return false;
}

}  // namespace

std::vector<Paragraph> SplitParagraphs(std::string_view t) {
  // A paragraph is a line; lines that wrap a long paragraph (the next one starts in
  // lower case) are joined back.
  std::vector<Paragraph> out;
  size_t pos = 0;
  while (pos < t.size()) {
    size_t nl = t.find('\n', pos);
    if (nl == std::string_view::npos) nl = t.size();
    std::string_view raw = t.substr(pos, nl - pos);
    std::string_view line = TrimView(raw);
    if (!line.empty()) {
      size_t start = static_cast<size_t>(line.data() - t.data());
      size_t end = start + line.size();
      bool joined = false;
      if (!out.empty() && out.back().span.end + 1 == pos) {  // previous line directly above
        std::string_view prev = t.substr(out.back().span.start, out.back().span.size());
        unsigned char first = static_cast<unsigned char>(line[0]);
        if (prev.size() > 60 && !EndsSentence(prev) && first >= 'a' && first <= 'z') {
          out.back().span.end = end;
          joined = true;
        }
      }
      if (!joined) out.push_back({{start, end}, ParagraphKind::kStory});
    }
    pos = nl + 1;
  }
  bool related_block = false;
  for (auto& p : out) {
    std::string_view line = t.substr(p.span.start, p.span.size());
    // After "Related Articles" come the titles of other articles: short lines, not story.
    if (related_block && line.size() <= 200) {
      p.kind = ParagraphKind::kFurniture;
      continue;
    }
    related_block = false;
    if (IsFurnitureLine(line)) {
      p.kind = ParagraphKind::kFurniture;
      related_block = line.substr(0, 7) == "Related" || line.substr(0, 9) == "More from" ||
                      line.substr(0, 11) == "Other Links";
    }
  }
  return out;
}

namespace {

constexpr uint8_t kAsciiLetter = 1, kAsciiUpper = 2, kAsciiDigit = 4, kAsciiJoiner = 8, kAsciiSpace = 16;
constexpr uint8_t kAsciiAlnum = kAsciiLetter | kAsciiDigit;
constexpr std::array<uint8_t, 128> MakeAsciiClasses() {
  std::array<uint8_t, 128> c{};
  // Marks that may continue a word ("don't", "x-ray", "8:30", "U.S.", "Disney+"); any other
  // ASCII character ends it at once.
  for (char j : std::string_view("'-&:/,.+")) c[static_cast<size_t>(j)] = kAsciiJoiner;
  for (char j : std::string_view(" \t\n\r\f\v")) c[static_cast<size_t>(j)] = kAsciiSpace;  // text::IsSpace in ASCII
  for (int i = 'a'; i <= 'z'; ++i) c[static_cast<size_t>(i)] = kAsciiLetter;
  for (int i = 'A'; i <= 'Z'; ++i) c[static_cast<size_t>(i)] = kAsciiLetter | kAsciiUpper;
  for (int i = '0'; i <= '9'; ++i) c[static_cast<size_t>(i)] = kAsciiDigit;
  return c;
}
constexpr std::array<uint8_t, 128> kAsciiClass = MakeAsciiClasses();
// The same classes for every byte value (bytes of multi-byte sequences have none), so
// the hot loop needs no range check.
constexpr std::array<uint8_t, 256> MakeByteClasses() {
  std::array<uint8_t, 256> c{};
  for (size_t i = 0; i < 128; ++i) c[i] = kAsciiClass[i];
  return c;
}
constexpr std::array<uint8_t, 256> kByteClass = MakeByteClasses();

// The end of the run of ASCII letters and digits that starts at t[j], at most `end`.
// (Sixteen bytes a step: the run is the bulk of every word, and the byte loop cost a
// table look-up and two branches a letter.)
size_t AsciiAlnumRunEnd(std::string_view t, size_t j, size_t end) {
#if defined(__SSE2__)
  // A byte x is in [lo, lo + count) when x - lo - 128, as a signed byte, is below
  // count - 128. Letters are tested in lower case: x | 0x20 is a lower-case letter only
  // for a letter.
  const auto in_range = [](__m128i x, char lo, char count) {
    return _mm_cmplt_epi8(_mm_add_epi8(x, _mm_set1_epi8(static_cast<char>(-128 - lo))),
                          _mm_set1_epi8(static_cast<char>(count - 128)));
  };
  for (; j + 16 <= end; j += 16) {
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(t.data() + j));
    const __m128i alnum = _mm_or_si128(in_range(_mm_or_si128(bytes, _mm_set1_epi8(0x20)), 'a', 26),
                                       in_range(bytes, '0', 10));
    const auto others = static_cast<uint32_t>(~_mm_movemask_epi8(alnum)) & 0xFFFF;
    if (others != 0) return j + static_cast<size_t>(__builtin_ctz(others));
  }
#endif
  while (j < end && (kByteClass[static_cast<unsigned char>(t[j])] & kAsciiAlnum)) ++j;
  return j;
}

// Letters and digits (code points) in t[from, to), apostrophes not counted.
size_t AlnumCount(std::string_view t, size_t from, size_t to) {
  size_t n = 0;
  for (size_t k = from; k < to;) {
    size_t l;
    char32_t c = DecodeAt(t, k, &l);
    n += text::IsLetter(c) || text::IsDigit(c);
    k += l;
  }
  return n;
}

bool HasLetter(std::string_view t, size_t from, size_t to) {
  for (size_t k = from; k < to;) {
    size_t l;
    if (text::IsLetter(DecodeAt(t, k, &l))) return true;
    k += l;
  }
  return false;
}

// At least two letters, and every letter upper case.
bool AllCaps(std::string_view t, size_t from, size_t to) {
  size_t letters = 0;
  for (size_t k = from; k < to;) {
    size_t l;
    char32_t c = DecodeAt(t, k, &l);
    if (text::IsLetter(c)) {
      if (!text::IsUpper(c)) return false;
      ++letters;
    }
    k += l;
  }
  return letters >= 2;
}

}  // namespace

std::vector<Token> Tokenize(std::string_view t, Span range) {
  std::vector<Token> out;
  out.reserve(range.size() / 5 + 4);
  AppendTokens(t, range, &out);
  return out;
}

void AppendTokens(std::string_view t, Span range, std::vector<Token>* tokens) {
  std::vector<Token>& out = *tokens;
  size_t i = range.start;
  const size_t end = range.end;
  while (i < end) {
    if (t[i] == ' ') {  // the commonest byte between tokens
      ++i;
      continue;
    }
    size_t len;
    char32_t c = DecodeAt(t, i, &len);
    // (An ASCII code point's tests from its class, one load: most tokens open with one.)
    const bool ascii = c < 0x80;
    const uint8_t ascii_class = ascii ? kByteClass[c] : 0;
    if (ascii ? (ascii_class & kAsciiSpace) != 0 : text::IsSpace(c)) {
      i += len;
      continue;
    }
    Token tok;
    tok.start = static_cast<uint32_t>(i);
    if (ascii ? (ascii_class & kAsciiAlnum) != 0 : text::IsLetter(c)) {
      tok.kind = ascii_class & kAsciiDigit ? TokenKind::kNumber : TokenKind::kWord;
      size_t j = i;
      size_t segment = i;  // start of the letters since the last period or hyphen (U.S., p.m.)
      while (j < end) {
        // ASCII letters and digits, the bulk of any word.
        j = AsciiAlnumRunEnd(t, j, end);
        if (j >= end) break;
        unsigned char b = static_cast<unsigned char>(t[j]);
        if (b < 0x80 && !(kByteClass[b] & kAsciiJoiner)) break;  // a space or other mark: the word is over
        // A joiner joins only before a letter or digit ("Disney+" aside): "word, " and
        // "word. " end here without decoding.
        if (b < 0x80 && b != '+') {
          unsigned char after_b = j + 1 < end ? static_cast<unsigned char>(t[j + 1]) : ' ';
          if (after_b < 0x80 && !(kByteClass[after_b] & kAsciiAlnum)) break;
        }
        size_t l;
        char32_t d = DecodeAt(t, j, &l);
        if (text::IsLetter(d) || text::IsDigit(d)) {
          j += l;
          continue;
        }
        size_t l2 = 0;
        char32_t next = j + l < end ? DecodeAt(t, j + l, &l2) : 0;
        bool next_alnum = text::IsLetter(next) || text::IsDigit(next);
        if (text::IsApostrophe(d) && next_alnum) {
          // "don't", "O'Brien" stay whole; a possessive "'s" splits off.
          size_t l3 = 0;
          char32_t after = j + l + l2 < end ? DecodeAt(t, j + l + l2, &l3) : 0;
          bool possessive = (next == 's' || next == 'S') && !text::IsLetter(after) && !text::IsDigit(after);
          if (possessive) break;
          j += l;
          continue;
        }
        if ((d == '-' || d == '&') && next_alnum) {
          j += l;
          segment = j;
          continue;
        }
        if ((d == ':' || d == '/' || d == ',') && tok.kind == TokenKind::kNumber && text::IsDigit(next)) {
          j += l;  // 8:30, 8/7c, 1,000
          continue;
        }
        if (d == '.' && text::IsLetter(next) && AlnumCount(t, segment, j) == 1) {
          // Letter-period chains: U.S, p.m, A.V (the final period stays punctuation).
          size_t l3 = 0;
          char32_t after = j + l + l2 < end ? DecodeAt(t, j + l + l2, &l3) : 0;
          if (after == '.') {
            j += l;
            segment = j;
            continue;
          }
        }
        if (d == '+' && !next_alnum && HasLetter(t, i, j)) {  // Disney+, Apple TV+
          j += l;
        }
        break;
      }
      tok.end = static_cast<uint32_t>(j);
      if (ascii ? (ascii_class & kAsciiUpper) != 0 : text::IsUpper(c)) tok.flags |= kCapitalized;
      // All capitals ("HBO", "9PM"): only a word that does not start in lower case can be.
      // (A lower-case ASCII second letter settles it at once: "Nora".)
      if (!(c >= 'a' && c <= 'z') && !(j - i >= 2 && t[i + 1] >= 'a' && t[i + 1] <= 'z') && AllCaps(t, i, j))
        tok.flags |= kAllCaps;
      out.push_back(tok);
      i = j;
      // Split-off possessive (an apostrophe: ' or the lead byte of U+2019).
      if (i < end && (t[i] == '\'' || static_cast<unsigned char>(t[i]) == 0xE2)) {
        size_t l;
        char32_t d = DecodeAt(t, i, &l);
        if (text::IsApostrophe(d) && i + l < end && (t[i + l] == 's' || t[i + l] == 'S')) {
          Token pos_tok;
          pos_tok.start = static_cast<uint32_t>(i);
          pos_tok.end = static_cast<uint32_t>(i + l + 1);
          pos_tok.kind = TokenKind::kWord;
          pos_tok.flags = kPossessive;
          out.push_back(pos_tok);
          i += l + 1;
        }
      }
      continue;
    }
    // Punctuation: one code point, or an ellipsis of three periods.
    tok.kind = TokenKind::kPunct;
    if (c == '.' && i + 2 < end && t[i + 1] == '.' && t[i + 2] == '.') {
      size_t j = i;
      while (j < end && t[j] == '.') ++j;
      tok.end = static_cast<uint32_t>(j);
    } else {
      tok.end = static_cast<uint32_t>(i + len);
    }
    if (text::IsQuoteMark(c)) tok.flags |= kQuoteMark;
    out.push_back(tok);
    i = tok.end;
  }
}

uint32_t AnnotatedText::SentenceAt(size_t offset) const {
  auto it = std::upper_bound(sentences.begin(), sentences.end(), offset,
                             [](size_t off, const Sentence& s) { return off < s.span.start; });
  if (it == sentences.begin()) return 0;
  return static_cast<uint32_t>(it - sentences.begin() - 1);
}

namespace {

// Marks the tokens inside quotations (double marks; not single ones). A token is read
// against the first quotation not ending before it; the tokens that cannot be marked
// (before that quotation's inside, or anywhere in a single-marked one) are passed over by
// a binary search, since tokens are in text order, rather than one by one.
void MarkTokensInQuotes(AnnotatedText* at) {
  std::vector<Token>& tokens = at->tokens;
  const auto starts_before = [](const Token& t, size_t pos) { return t.start < pos; };
  size_t q = 0;
  for (size_t i = 0; i < tokens.size();) {
    Token& tok = tokens[i];
    while (q < at->quotations.size() && at->quotations[q].inner.end <= tok.start) ++q;
    if (q == at->quotations.size()) break;
    const Quotation& quote = at->quotations[q];
    if (quote.single || tok.start < quote.inner.start) {
      // (To the inside's start, or its end: no token before either moves on to the next
      // quotation, and either lies past this token's start.)
      const size_t to = quote.single ? quote.inner.end : std::min(quote.inner.start, quote.inner.end);
      i = static_cast<size_t>(std::lower_bound(tokens.begin() + i, tokens.end(), to, starts_before) - tokens.begin());
      continue;
    }
    // The inside: every token that starts in it, marked when it ends in it too. (In a loop
    // of its own, where the loop above looked the quotation up again for every token.)
    const size_t inner_end = quote.inner.end;
    for (; i < tokens.size() && tokens[i].start < inner_end; ++i)
      if (tokens[i].end <= inner_end) tokens[i].flags |= kInQuote;
  }
}

}  // namespace

namespace {

// A title set in italics and copied as asterisks ("*Ahıska* airs Tuesdays"): the two
// asterisks that hug a short capitalized run are its quotation marks, as a title's straight
// or curly marks are. (Not a footnote's "*" or a list's bullet: the pair must close, on
// the same line, within a dozen tokens.)
void MarkAsteriskTitles(AnnotatedText* at) {
  const std::string_view t = at->text;
  if (t.find('*') == std::string_view::npos) return;
  std::vector<Token>& tokens = at->tokens;
  const auto is_star = [&](size_t k) {
    return tokens[k].kind == TokenKind::kPunct && tokens[k].end == tokens[k].start + 1 && t[tokens[k].start] == '*';
  };
  const auto alnum_at = [&](size_t byte) {
    return byte < t.size() && std::isalnum(static_cast<unsigned char>(t[byte]));
  };
  for (size_t k = 0; k + 2 < tokens.size(); ++k) {
    if (!is_star(k) || tokens[k + 1].start != tokens[k].end || !tokens[k + 1].Has(kCapitalized) ||
        (tokens[k].start > 0 && alnum_at(tokens[k].start - 1)))
      continue;
    for (size_t c = k + 2; c < tokens.size() && c < k + 14; ++c) {
      if (t.substr(tokens[c - 1].end, tokens[c].start - tokens[c - 1].end).find('\n') != std::string_view::npos) break;
      if (!is_star(c)) continue;
      if (tokens[c].start == tokens[c - 1].end && !alnum_at(tokens[c].end)) {
        tokens[k].flags |= kQuoteMark;
        tokens[c].flags |= kQuoteMark;
        k = c;
      }
      break;
    }
  }
}

}  // namespace

AnnotatedText Annotate(const Document& doc) {
  AnnotatedText at;
  at.text = doc.text;
  at.paragraphs = SplitParagraphs(at.text);
  // The headline and its repeats (some pages print it twice).
  if (doc.meta.title) {
    std::string_view title = *doc.meta.title;
    for (size_t i = 0; i < at.paragraphs.size() && i < 6; ++i) {
      std::string_view p = at.Slice(at.paragraphs[i].span);
      if (p == title || (p.size() >= title.size() && p.substr(p.size() - title.size()) == title))
        at.paragraphs[i].kind = ParagraphKind::kHeadline;
    }
  }
  at.quotations = FindQuotations(at.text, at.paragraphs);
  for (uint32_t pi = 0; pi < at.paragraphs.size(); ++pi) {
    const auto& p = at.paragraphs[pi];
    // (A quarter of the bytes: articles run to about a token per five bytes, and a fifth
    // fell short for 225 of the 384 articles of the 2 MB corpus, whose vectors were regrown,
    // copying every token.)
    if (at.tokens.empty()) at.tokens.reserve(at.text.size() / 4 + 16);
    uint32_t first = static_cast<uint32_t>(at.tokens.size());
    AppendTokens(at.text, p.span, &at.tokens);
    text::SplitSentences(at.text, at.tokens, first, static_cast<uint32_t>(at.tokens.size()), pi, &at.sentences);
  }
  MarkTokensInQuotes(&at);
  MarkAsteriskTitles(&at);
  return at;
}

}  // namespace showgraph
