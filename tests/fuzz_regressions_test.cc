// Replays the seed corpus of every fuzz target (fuzz/corpus/<target>/) and every input
// that ever broke one (tests/testdata/fuzz_regressions/<target>/) through the same entry
// function the target calls, in the ordinary suite: what the fuzzers once found stays
// fixed whatever compiler builds the tests.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "fuzz_entries.h"
#include "showgraph/reader.h"
#include "test_util.h"

namespace showgraph {
namespace fuzz {
// Test names print the target, not its bytes.
void PrintTo(const Target& t, std::ostream* os) { *os << t.name; }
}  // namespace fuzz

namespace {

namespace fs = std::filesystem;
using testing::ReadFile;

std::vector<fs::path> FilesUnder(const fs::path& dir) {
  std::vector<fs::path> files;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return files;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() != ".md") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

class FuzzRegressions : public ::testing::TestWithParam<fuzz::Target> {};

TEST_P(FuzzRegressions, SeedCorpusHoldsEveryInvariant) {
  const auto files = FilesUnder(fs::path(SHOWGRAPH_SOURCE_DIR) / "fuzz/corpus" / GetParam().name);
  ASSERT_GE(files.size(), 3u) << "every target keeps a seed corpus";
  for (const auto& f : files) EXPECT_EQ(GetParam().entry(ReadFile(f.string())), "") << f;
}

TEST_P(FuzzRegressions, EveryFoundCrashStaysFixed) {
  for (const auto& f : FilesUnder(fs::path(SHOWGRAPH_SOURCE_DIR) / "tests/testdata/fuzz_regressions" / GetParam().name))
    EXPECT_EQ(GetParam().entry(ReadFile(f.string())), "") << f;
}

// Degenerate inputs that every parser must take without complaint.
TEST(FuzzHarness, EmptyAndTinyInputsAreFine) {
  for (const auto& t : fuzz::Targets()) {
    EXPECT_EQ(t.entry(""), "") << t.name;
    EXPECT_EQ(t.entry(std::string(1, '\0')), "") << t.name;
    EXPECT_EQ(t.entry("\xff\xfe<"), "") << t.name;
  }
}

TEST(FuzzHarness, EveryTargetHasACorpusDirectory) {
  std::vector<std::string> names;
  for (const auto& t : fuzz::Targets()) names.push_back(t.name);
  EXPECT_EQ(names, (std::vector<std::string>{"html", "warc", "jsonl", "text", "datetime", "params"}));
  for (const auto& n : names) EXPECT_TRUE(fs::is_directory(fs::path(SHOWGRAPH_SOURCE_DIR) / "fuzz/corpus" / n)) << n;
}

// The two bugs fuzzing found, as plain tests.
// fuzz_html: a JSON-LD datePublished with a multibyte character in its first ten bytes
// was cut to ten bytes, leaving a half UTF-8 sequence as the publication date.
TEST(FuzzFound, PublicationDateIsADateOrNothing) {
  auto doc = DocumentFromBuffer(
      "p.html",
      "<html><head><script type=\"application/ld+json\">{\"@type\":\"NewsArticle\",\"datePublished\":"
      "\"2024-05-\u00e91\"}</script></head><body><p>Birch Road returns.</p></body></html>",
      InputFormat::kHtml);
  ASSERT_TRUE(doc.ok()) << doc.status().message();
  EXPECT_FALSE(doc.value().meta.published.has_value()) << *doc.value().meta.published;
  doc = DocumentFromBuffer("q.html",
                           "<html><head><script type=\"application/ld+json\">{\"@type\":\"NewsArticle\",\"datePublished\":\"2024-05-19T08:00\"}"
                           "</script></head><body><p>Birch Road returns.</p></body></html>",
                           InputFormat::kHtml);
  ASSERT_TRUE(doc.ok());
  EXPECT_EQ(doc.value().meta.published.value_or(""), "2024-05-19");
}

// fuzz_datetime: a sentence starting with ";" made an empty first clause, and the airing
// extractor read the token before it (before the first token of the document).
TEST(FuzzFound, LeadingSemicolonsMakeNoEmptyClause) {
  EXPECT_EQ(fuzz::FuzzDatetime(";; Birch Road airs Sundays at 9 p.m. on Westline; ; it returns May 4."), "");
  EXPECT_EQ(fuzz::FuzzDatetime("2024-04-01\n; Birch Road airs Sundays at 9 p.m.;;"), "");
}

// fuzz_datetime: a clock time of ten digits overflowed the hour (UBSan: signed overflow).
TEST(FuzzFound, LongDigitRunIsNoTime) {
  EXPECT_EQ(fuzz::FuzzDatetime("2024-04-01\nBirch Road airs Sundays at 9933333333 p.m. and at 9:00000000000 on Westline."), "");
}

INSTANTIATE_TEST_SUITE_P(Targets, FuzzRegressions, ::testing::ValuesIn(fuzz::Targets()),
                         [](const ::testing::TestParamInfo<fuzz::Target>& target) { return std::string(target.param.name); });

}  // namespace
}  // namespace showgraph
