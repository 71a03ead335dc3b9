// examples/: every article extracts without error, and examples/gold.jsonl describes
// exactly the documents extracted.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "showgraph/extractor.h"
#include "showgraph/reader.h"
#include "test_util.h"

namespace showgraph {
namespace {

using testing::AllErrors;
using testing::Drained;
using testing::DrainPaths;

const std::string kArticles = std::string(SHOWGRAPH_SOURCE_DIR) + "/examples/articles";
const std::string kGold = std::string(SHOWGRAPH_SOURCE_DIR) + "/examples/gold.jsonl";

std::vector<nlohmann::json> GoldRecords() {
  std::vector<nlohmann::json> out;
  std::string text = testing::ReadFile(kGold);
  size_t pos = 0, line_no = 0;
  while (pos < text.size()) {
    size_t nl = text.find('\n', pos);
    if (nl == std::string::npos) nl = text.size();
    ++line_no;
    std::string line = text.substr(pos, nl - pos);
    pos = nl + 1;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    auto j = nlohmann::json::parse(line, nullptr, false);
    EXPECT_FALSE(j.is_discarded()) << kGold << ":" << line_no;
    if (!j.is_discarded()) out.push_back(j);
  }
  return out;
}

std::optional<std::string> OptString(const nlohmann::json& j, const char* key) {
  if (!j.contains(key) || j[key].is_null()) return std::nullopt;
  return j[key].get<std::string>();
}

TEST(Examples, EveryArticleExtractsWithoutError) {
  Drained d = DrainPaths({kArticles});
  EXPECT_EQ(d.failures, 0u) << AllErrors(d);
  ASSERT_GT(d.docs.size(), 0u);
  Extractor extractor;
  for (const Document& doc : d.docs) {
    SCOPED_TRACE(doc.id);
    EXPECT_EQ(doc.replaced_bytes, 0u);
    EXPECT_TRUE(testing::IsValidUtf8(doc.text));
    std::vector<Fact> facts = extractor.Extract(doc);
    EXPECT_FALSE(facts.empty());
    for (const Fact& f : facts) {
      ASSERT_FALSE(f.evidence.empty()) << FactKindName(f.kind);
      for (const Span& s : f.evidence) {
        EXPECT_LT(s.start, s.end);
        EXPECT_LE(s.end, doc.text.size());
      }
      if (f.kind == FactKind::kQuote && f.evidence[0].end <= doc.text.size()) {
        EXPECT_EQ(f.text, doc.text.substr(f.evidence[0].start, f.evidence[0].size()));
      }
    }
  }
}

TEST(Examples, GoldIdsMatchTheDocumentsExtracted) {
  Drained d = DrainPaths({kArticles});
  ASSERT_EQ(d.failures, 0u) << AllErrors(d);
  std::vector<std::string> extracted, gold;
  for (const auto& doc : d.docs) extracted.push_back(doc.id);
  for (const auto& g : GoldRecords()) gold.push_back(g["doc"]["id"].get<std::string>());
  ASSERT_FALSE(gold.empty());
  std::sort(extracted.begin(), extracted.end());
  std::sort(gold.begin(), gold.end());
  EXPECT_EQ(std::adjacent_find(gold.begin(), gold.end()), gold.end()) << "a gold id appears twice";
  EXPECT_EQ(std::adjacent_find(extracted.begin(), extracted.end()), extracted.end()) << "a document id appears twice";
  EXPECT_EQ(extracted, gold);
}

// The gold's doc fields were annotated from the headline, masthead, byline and date
// lines (og:site_name and meta author for HTML): the readers must find the same.
TEST(Examples, MetadataAsInGold) {
  Drained d = DrainPaths({kArticles});
  ASSERT_EQ(d.failures, 0u) << AllErrors(d);
  std::map<std::string, const Document*> by_id;
  for (const auto& doc : d.docs) by_id[doc.id] = &doc;
  for (const auto& g : GoldRecords()) {
    std::string id = g["doc"]["id"];
    SCOPED_TRACE(id);
    ASSERT_TRUE(by_id.count(id));
    const Document& doc = *by_id[id];
    EXPECT_EQ(doc.meta.title, OptString(g["doc"], "title"));
    EXPECT_EQ(doc.meta.outlet, OptString(g["doc"], "outlet"));
    EXPECT_EQ(doc.meta.author, OptString(g["doc"], "author"));
    EXPECT_EQ(doc.meta.published, OptString(g["doc"], "published"));
    EXPECT_EQ(doc.meta.url, OptString(g["doc"], "url"));
  }
}

}  // namespace
}  // namespace showgraph
