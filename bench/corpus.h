// A deterministic generator of synthetic entertainment-journalism articles, for
// benchmarks and load tests. Every series, person, outlet and sentence is invented from
// name pools and template sentences written for this file; nothing is copied from real
// articles.
//
//   sgbench::CorpusGenerator gen(/*seed=*/42);
//   std::string txt = gen.Text(7);    // a plain-text article, 3-8 KB
//   std::string page = gen.Html(7);   // the same kind of story as a full HTML page
//
// Article i depends only on (seed, i), so any subset can be regenerated in any order
// and corpora are byte-identical across runs and machines (no std:: distributions,
// whose output is implementation-defined).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace sgbench {

struct ArticleInfo {
  std::string id;         // "a0000042"
  std::string title;      // headline
  std::string outlet;     // invented publication
  std::string author;
  std::string published;  // YYYY-MM-DD
  std::string url;
};

class CorpusGenerator {
 public:
  explicit CorpusGenerator(uint64_t seed) : seed_(seed) {}

  // A plain-text article (title line, outlet, byline, credits, story, trailing
  // furniture), 3-8 KB.
  std::string Text(uint64_t index, ArticleInfo* info = nullptr) const;

  // A full HTML page: head with styles, meta, JSON-LD and scripts; nav, share
  // buttons, the article (3-7 KB of story), a related-articles aside, a newsletter
  // form, a footer and trailing scripts. Typically 9-16 KB.
  std::string Html(uint64_t index, ArticleInfo* info = nullptr) const;

  // One JSON Lines record (with its newline) in the shape the jsonl reader takes:
  // {"id", "title", "url", "published", "outlet", "author", "text" | "html"}.
  std::string JsonLine(uint64_t index, bool html) const;

 private:
  uint64_t seed_;
};

// Appends `s` as a JSON string literal (quotes included).
void AppendJsonLiteral(const std::string& s, std::string* out);

}  // namespace sgbench
