// Nothing lost (issue 8): for every input set the tests use, documents in = documents
// extracted + documents reported as failed, and `showgraph extract`'s summary says so.
// Each count is also checked against what can be seen apart from the summary: the JSON
// Lines written (one per extracted document), the errors on stderr (one per failure),
// and the number of documents the inputs hold, counted here from the files.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "test_util.h"

namespace showgraph {
namespace {

namespace fs = std::filesystem;
using testing::Cli;
using testing::CommandResult;
using testing::RunCommand;
using testing::ShellQuote;
using testing::TempDir;
using testing::WarcRecord;
using testing::HttpResponse;
using testing::SimplePage;
using testing::WriteFile;

struct Tally {
  long in = -1, extracted = -1, failed = -1;  // from the summary
  long json_lines = 0, error_lines = 0;       // seen on stdout and stderr
};

Tally RunExtract(const std::string& args) {
  CommandResult r = RunCommand(Cli() + " extract " + args);
  Tally t;
  std::smatch m;
  static const std::regex re(R"(showgraph: (\d+) documents read, .*, (\d+) failed; (\d+) documents in = (\d+) extracted \+ (\d+) failed\n)");
  if (std::regex_search(r.err, m, re)) {
    EXPECT_EQ(std::stol(m[1]), std::stol(m[4])) << "documents read are the documents extracted";
    EXPECT_EQ(std::stol(m[2]), std::stol(m[5]));
    t.in = std::stol(m[3]);
    t.extracted = std::stol(m[4]);
    t.failed = std::stol(m[5]);
  } else {
    ADD_FAILURE() << "no summary: " << r.err;
  }
  for (size_t pos = 0; (pos = r.out.find('\n', pos)) != std::string::npos; ++pos) ++t.json_lines;
  for (size_t pos = 0; (pos = r.err.find("showgraph: error: ", pos)) != std::string::npos; ++pos) ++t.error_lines;
  EXPECT_EQ(r.exit_code, t.failed > 0 ? 1 : 0) << r.err;
  EXPECT_EQ(t.in, t.extracted + t.failed) << r.err;
  EXPECT_EQ(t.json_lines, t.extracted) << r.err;
  EXPECT_EQ(t.error_lines, t.failed) << r.err;
  return t;
}

// Documents in a set of files: one per file, or one per non-blank line of a .jsonl.
long CountDocuments(const std::vector<fs::path>& files) {
  long n = 0;
  for (const auto& f : files) {
    if (f.extension() != ".jsonl") {
      ++n;
      continue;
    }
    std::ifstream in(f);
    for (std::string line; std::getline(in, line);)
      if (line.find_first_not_of(" \t\r") != std::string::npos) ++n;
  }
  return n;
}

std::vector<fs::path> Files(const fs::path& dir, const std::string& ext = "") {
  std::vector<fs::path> v;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.is_regular_file() && (ext.empty() || e.path().extension() == ext)) v.push_back(e.path());
  return v;
}

TEST(NothingLost, ExampleArticles) {
  const fs::path dir = fs::path(SHOWGRAPH_SOURCE_DIR) / "examples/articles";
  const long docs = CountDocuments(Files(dir));
  ASSERT_GT(docs, 10);  // nine files and a feed of several records
  Tally t = RunExtract(ShellQuote(dir.string()));
  EXPECT_EQ(t.in, docs);
  EXPECT_EQ(t.extracted, docs);
  EXPECT_EQ(t.failed, 0);
}

TEST(NothingLost, HeldOutArticles) {
  const auto files = Files(fs::path(SHOWGRAPH_SOURCE_DIR) / "tests/testdata/heldout", ".txt");
  ASSERT_EQ(files.size(), 8u);
  std::string args;
  for (const auto& f : files) {
    args += ' ';  // (appended in two steps: GCC 12 warns falsely on " " + string)
    args += ShellQuote(f.string());
  }
  Tally t = RunExtract(args);
  EXPECT_EQ(t.in, 8);
  EXPECT_EQ(t.extracted, 8);
  EXPECT_EQ(t.failed, 0);
}

// The held-out directory as a whole: its README is a document too, and its gold file
// is JSON Lines whose records hold neither text nor html, so each one fails.
TEST(NothingLost, HeldOutDirectoryWithItsGold) {
  const fs::path dir = fs::path(SHOWGRAPH_SOURCE_DIR) / "tests/testdata/heldout";
  const long gold_records = CountDocuments({dir / "gold.jsonl"});
  Tally t = RunExtract(ShellQuote(dir.string()));
  EXPECT_EQ(t.in, 8 + 1 + gold_records);
  EXPECT_EQ(t.extracted, 9);
  EXPECT_EQ(t.failed, gold_records);
}

TEST(NothingLost, BadInputBatch) {
  TempDir dir;
  const std::string good = "Birch Road Renewed\n\nOn Birch Road, Tom Keel plays Sheriff Dana Holt.\n";
  WriteFile(dir / "in/01_empty.txt", "");                                  // fails
  WriteFile(dir / "in/02_binary.txt", std::string("\0\1\2\3 data", 9));   // fails
  WriteFile(dir / "in/03_feed.jsonl",
            "{\"id\": \"f1\", \"text\": \"Mia Lund joins Birch Road.\"}\n"      // 1 ok
            "{\"id\": \"f2\", \"text\": \n"                                      // 2 fails: malformed
            "\n"                                                                // not a record
            "{\"id\": \"f3\", \"title\": \"no body\"}\n"                         // 3 fails: no text
            "{\"id\": \"f4\", \"html\": \"<p>Birch Road returns.</p>\"}\n"       // 4 ok
            "{\"id\": \"f5\", \"text\": \"Birch Road ends.\"}\n");               // 5 ok
  {
    // Two gzip members; the second cut short: the first record reads, the second fails.
    const std::string block = HttpResponse(SimplePage("Birch Road", {"Tom Keel plays Sheriff Dana Holt."}));
    const std::string one = testing::Gzip(WarcRecord("response", "<urn:uuid:w1>", "http://example.invalid/1", block));
    const std::string two = testing::Gzip(WarcRecord("response", "<urn:uuid:w2>", "http://example.invalid/2", block));
    WriteFile(dir / "in/04_cut.warc.gz", one + two.substr(0, two.size() / 2));
  }
  WriteFile(dir / "in/05_big.txt", std::string(2u << 20, 'x'));            // over --max-doc-mb 1: fails
  WriteFile(dir / "in/06_not_warc.warc", "this is not an archive\n");        // fails: no record
  WriteFile(dir / "in/07_good.txt", good);                                  // ok
  WriteFile(dir / "in/08_good.html", "<p>Tom Keel plays Sheriff Dana Holt on Birch Road.</p>");  // ok
  Tally t = RunExtract("--max-doc-mb 1 " + ShellQuote(dir / "in") + " " + ShellQuote(dir / "missing.txt"));
  EXPECT_EQ(t.in, 2 + 5 + 2 + 1 + 1 + 2 + 1);
  EXPECT_EQ(t.extracted, 3 + 1 + 2);
  EXPECT_EQ(t.failed, 2 + 2 + 1 + 1 + 1 + 1);
}

}  // namespace
}  // namespace showgraph
