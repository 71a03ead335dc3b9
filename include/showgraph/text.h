// The text layer: paragraphs, sentences, tokens and quotations of a document, each with
// byte offsets into Document::text. Built once per document; later stages never re-scan
// raw bytes that this layer already understood.
//
//   showgraph::AnnotatedText at = showgraph::Annotate(doc);
//   for (const auto& s : at.sentences) std::cout << at.Slice(s.span) << "\n";
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "showgraph/document.h"
#include "showgraph/fact.h"

namespace showgraph {

enum class ParagraphKind : uint8_t {
  kStory,      // the article itself
  kHeadline,   // the title line (and its repeats)
  kFurniture,  // bylines, credits, share prompts, "Related Articles": metadata, not story
};

struct Paragraph {
  Span span;
  ParagraphKind kind = ParagraphKind::kStory;
};

enum class TokenKind : uint8_t { kWord, kNumber, kPunct };

enum TokenFlag : uint16_t {
  kCapitalized = 1 << 0,  // first letter upper case
  kAllCaps = 1 << 1,      // two or more letters, all upper case ("CW", "EP")
  kInQuote = 1 << 2,      // inside a quotation's marks
  kSentenceStart = 1 << 3,
  kPossessive = 1 << 4,   // the "'s" or "'" split off a word
  kQuoteMark = 1 << 5,    // a quotation mark (punctuation)
};

struct Token {
  uint32_t start = 0, end = 0;
  TokenKind kind = TokenKind::kWord;
  uint16_t flags = 0;
  bool Has(TokenFlag f) const { return (flags & f) != 0; }
};

struct Sentence {
  Span span;
  uint32_t paragraph = 0;
  uint32_t first_token = 0, end_token = 0;  // [first_token, end_token) in tokens
};

struct Quotation {
  Span outer;  // with its marks
  Span inner;  // the words between the marks
  uint32_t paragraph = 0;
  bool has_open_mark = true;   // false: the opening mark is missing (quote runs from the paragraph start)
  bool has_close_mark = true;  // false: runs to the end of the paragraph (continued in the next one)
  bool single = false;         // single marks ('...' or ‘...’) at the top level
};

struct AnnotatedText {
  std::string_view text;  // borrowed from the Document, which must outlive this
  std::vector<Paragraph> paragraphs;
  std::vector<Sentence> sentences;
  std::vector<Token> tokens;
  std::vector<Quotation> quotations;  // in text order

  std::string_view Slice(Span s) const { return text.substr(s.start, s.end - s.start); }
  std::string_view TokenText(uint32_t i) const { return text.substr(tokens[i].start, tokens[i].end - tokens[i].start); }
  // Index of the sentence containing byte `offset` (the last one for offsets past the end).
  uint32_t SentenceAt(size_t offset) const;
};

// Builds every layer. `doc.meta.title`, when set, marks the headline paragraphs.
AnnotatedText Annotate(const Document& doc);

// Exposed for tests and benchmarks: the layers one at a time.
std::vector<Paragraph> SplitParagraphs(std::string_view text);
std::vector<Token> Tokenize(std::string_view text, Span range);
// Tokenize, appending to *out (one buffer for a whole document).
void AppendTokens(std::string_view text, Span range, std::vector<Token>* out);
std::vector<Quotation> FindQuotations(std::string_view text, const std::vector<Paragraph>& paragraphs);

}  // namespace showgraph
