// The showgraph command: exit codes, the stderr summary, stdin ("-"), output options.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "test_util.h"

namespace showgraph {
namespace {

using testing::Cli;
using testing::CommandResult;
using testing::Contains;
using testing::RunCommand;
using testing::ShellQuote;
using testing::TempDir;
using testing::WriteFile;

const char* kGoodText =
    "Birch Road Renewed for Season 3\n\n"
    "The network renewed Birch Road for a third season on Monday. Tom Keel plays the sheriff.\n";

std::vector<nlohmann::json> JsonLines(const std::string& out) {
  std::vector<nlohmann::json> v;
  size_t pos = 0;
  while (pos < out.size()) {
    size_t nl = out.find('\n', pos);
    if (nl == std::string::npos) nl = out.size();
    std::string line = out.substr(pos, nl - pos);
    if (!line.empty()) v.push_back(nlohmann::json::parse(line));
    pos = nl + 1;
  }
  return v;
}

std::vector<std::string> DocIds(const std::string& out) {
  std::vector<std::string> ids;
  for (const auto& j : JsonLines(out)) ids.push_back(j["doc"]["id"].get<std::string>());
  return ids;
}

// "showgraph: N documents read, ... M failed" -> {N, M}; {-1, -1} when absent.
std::pair<long, long> Summary(const std::string& err) {
  std::smatch m;
  static const std::regex re(R"(showgraph: (\d+) documents read, .*?(\d+) failed)");
  if (!std::regex_search(err, m, re)) return {-1, -1};
  return {std::stol(m[1]), std::stol(m[2])};
}

TEST(Cli, AllGoodExitsZero) {
  TempDir dir;
  WriteFile(dir / "in/a.txt", kGoodText);
  WriteFile(dir / "in/b.html", "<html><body><h1>Maple Lane Ends</h1><p>Maple Lane ends its run in May.</p></body></html>");
  CommandResult r = RunCommand(Cli() + " extract " + ShellQuote(dir / "in"));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(Summary(r.err), (std::pair<long, long>{2, 0})) << r.err;
  EXPECT_EQ(DocIds(r.out), (std::vector<std::string>{"a.txt", "b.html"}));
  // Every line is a SCHEMA.md record.
  for (const auto& j : JsonLines(r.out)) {
    ASSERT_TRUE(j.contains("doc"));
    ASSERT_TRUE(j.contains("facts"));
    for (const char* k : {"id", "title", "outlet", "author", "published", "url"}) EXPECT_TRUE(j["doc"].contains(k)) << k;
    EXPECT_TRUE(j["facts"].is_array());
  }
  EXPECT_FALSE(Contains(r.err, "error"));
}

TEST(Cli, AnyFailureExitsOneAndTheRestIsProcessed) {
  TempDir dir;
  WriteFile(dir / "in/1_good.txt", kGoodText);
  WriteFile(dir / "in/2_empty.txt", "");
  WriteFile(dir / "in/3_feed.jsonl",
            "{\"id\": \"f1\", \"text\": \"Feed record one is fine.\"}\n"
            "{\"id\": \"f2\", \"text\": \n"
            "{\"id\": \"f3\", \"text\": \"Feed record three is fine.\"}\n");
  WriteFile(dir / "in/4_binary.txt", std::string("\0\0\0\1\2", 5));
  WriteFile(dir / "in/5_good.txt", kGoodText);
  CommandResult r = RunCommand(Cli() + " extract " + ShellQuote(dir / "in"));
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_EQ(Summary(r.err), (std::pair<long, long>{4, 3})) << r.err;
  EXPECT_EQ(DocIds(r.out), (std::vector<std::string>{"1_good.txt", "f1", "f3", "5_good.txt"}));
  // Each failure is reported with its file (and line).
  EXPECT_TRUE(Contains(r.err, "2_empty.txt")) << r.err;
  EXPECT_TRUE(Contains(r.err, "3_feed.jsonl:2")) << r.err;
  EXPECT_TRUE(Contains(r.err, "4_binary.txt")) << r.err;
}

TEST(Cli, MissingFileExitsOne) {
  TempDir dir;
  WriteFile(dir / "a.txt", kGoodText);
  CommandResult r = RunCommand(Cli() + " extract " + ShellQuote(dir / "nope.txt") + " " + ShellQuote(dir / "a.txt"));
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_EQ(Summary(r.err), (std::pair<long, long>{1, 1})) << r.err;
  EXPECT_TRUE(Contains(r.err, "nope.txt")) << r.err;
  EXPECT_EQ(DocIds(r.out), (std::vector<std::string>{"a.txt"}));
}

TEST(Cli, OversizedDocumentIsAFailure) {
  TempDir dir;
  std::string big(3u << 20, 'x');
  for (size_t i = 80; i < big.size(); i += 80) big[i] = ' ';
  WriteFile(dir / "a_big.txt", big);
  WriteFile(dir / "b_good.txt", kGoodText);
  CommandResult r = RunCommand(Cli() + " extract --max-doc-mb 1 " + ShellQuote(dir / "a_big.txt") + " " +
                               ShellQuote(dir / "b_good.txt"));
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_EQ(Summary(r.err), (std::pair<long, long>{1, 1})) << r.err;
  EXPECT_TRUE(Contains(r.err, "a_big.txt")) << r.err;
  EXPECT_EQ(DocIds(r.out), (std::vector<std::string>{"b_good.txt"}));
}

TEST(Cli, FiftyMegabyteLineOverTheLimitFailsAlone) {
  TempDir dir;
  {
    std::string line;
    line.reserve(50'000'000);
    while (line.size() < 50'000'000) line += "the diner burns again and nobody watches ";
    line.resize(50'000'000);
    WriteFile(dir / "a_huge.txt", line);
  }
  WriteFile(dir / "b_good.txt", kGoodText);
  CommandResult r = RunCommand(Cli() + " extract --max-doc-mb 16 " + ShellQuote(dir.path().string()));
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_EQ(Summary(r.err), (std::pair<long, long>{1, 1})) << r.err;
  EXPECT_TRUE(Contains(r.err, "a_huge.txt")) << r.err;
  EXPECT_EQ(DocIds(r.out), (std::vector<std::string>{"b_good.txt"}));
}

TEST(Cli, InvalidUtf8IsAWarningNotAFailure) {
  TempDir dir;
  WriteFile(dir / "bad_utf8.txt", "Kim Vale\xFF\xFE plays the diner owner on Maple Lane.\n");
  CommandResult r = RunCommand(Cli() + " extract " + ShellQuote(dir / "bad_utf8.txt"));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(Contains(r.err, "bad_utf8.txt")) << r.err;
  EXPECT_TRUE(Contains(r.err, "2 invalid UTF-8 bytes")) << r.err;
  EXPECT_EQ(Summary(r.err), (std::pair<long, long>{1, 0})) << r.err;
  auto lines = JsonLines(r.out);  // the output is still valid JSON (nlohmann rejects bad UTF-8)
  ASSERT_EQ(lines.size(), 1u);
}

TEST(Cli, StdinPlainText) {
  TempDir dir;
  WriteFile(dir / "in.txt", kGoodText);
  CommandResult r = RunCommand(Cli() + " extract -", dir / "in.txt");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  auto lines = JsonLines(r.out);
  ASSERT_EQ(lines.size(), 1u) << r.err;
  EXPECT_EQ(lines[0]["doc"]["id"], "stdin");
  EXPECT_EQ(lines[0]["doc"]["title"], "Birch Road Renewed for Season 3");
  EXPECT_EQ(Summary(r.err), (std::pair<long, long>{1, 0})) << r.err;
}

TEST(Cli, StdinJsonLinesSniffedAndForced) {
  TempDir dir;
  WriteFile(dir / "in.jsonl",
            "{\"id\": \"s1\", \"text\": \"Stdin record one.\"}\n{\"id\": \"s2\", \"text\": \"Stdin record two.\"}\n");
  CommandResult r = RunCommand(Cli() + " extract -", dir / "in.jsonl");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(DocIds(r.out), (std::vector<std::string>{"s1", "s2"}));
  r = RunCommand(Cli() + " extract --format jsonl -", dir / "in.jsonl");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(DocIds(r.out), (std::vector<std::string>{"s1", "s2"}));
  // A bad record on stdin is named by line.
  WriteFile(dir / "bad.jsonl", "{\"id\": \"s1\", \"text\": \"Stdin record one.\"}\n{broken\n");
  r = RunCommand(Cli() + " extract -", dir / "bad.jsonl");
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_TRUE(Contains(r.err, ":2")) << r.err;
  EXPECT_EQ(Summary(r.err), (std::pair<long, long>{1, 1})) << r.err;
}

TEST(Cli, StdinHtml) {
  TempDir dir;
  WriteFile(dir / "in.html",
            "<html><head><title>Maple Lane Ends</title><script>var SCRIPT_TEXT=1;</script></head>"
            "<body><p>Maple Lane ends its run in May.</p></body></html>");
  for (std::string args : {" extract -", " extract --format html -"}) {
    CommandResult r = RunCommand(Cli() + args + " --evidence", dir / "in.html");
    EXPECT_EQ(r.exit_code, 0) << args << ": " << r.err;
    EXPECT_TRUE(Contains(r.out, "== stdin")) << args << ": " << r.out;
    EXPECT_TRUE(Contains(r.out, "Maple Lane Ends")) << args << ": " << r.out;
    EXPECT_FALSE(Contains(r.out, "SCRIPT_TEXT")) << args << ": " << r.out;
  }
}

std::string StdinWarc() {
  return testing::WarcRecord("response", "<urn:uuid:stdin-1>", "https://x.example/1",
                             testing::HttpResponse(testing::SimplePage("Stdin Page One", {"The first page."}))) +
         testing::WarcRecord("response", "<urn:uuid:stdin-2>", "https://x.example/2",
                             testing::HttpResponse(testing::SimplePage("Stdin Page Two", {"The second page."})));
}

TEST(Cli, StdinWarcWithFormat) {
  TempDir dir;
  WriteFile(dir / "in.warc", StdinWarc());
  WriteFile(dir / "in.warc.gz", testing::Gzip(StdinWarc()));
  for (const char* file : {"in.warc", "in.warc.gz"}) {
    CommandResult r = RunCommand(Cli() + " extract --format warc -", dir / file);
    EXPECT_EQ(r.exit_code, 0) << file << ": " << r.err;
    EXPECT_EQ(DocIds(r.out), (std::vector<std::string>{"<urn:uuid:stdin-1>", "<urn:uuid:stdin-2>"})) << file;
  }
}

// BUG (src/ingest/source.cc + warc_reader.cc): on stdin without --format, the sniffer
// peeks with getc(stdin), which pulls a whole buffer from fd 0 into stdio; the WARC
// reader then reads fd 0 again through gzdopen(dup(0)) and never sees those bytes. A
// WARC on stdin yields 0 documents with exit status 0 (silent loss), and a .warc.gz on
// stdin is not recognized at all (gzip magic is not sniffed for stdin) and fails as a
// "binary file". The README says stdin is sniffed.
TEST(Cli, StdinWarcSniffed) {
  SCOPED_TRACE("KNOWN BUG: fails until the bug described above this test is fixed");
  TempDir dir;
  WriteFile(dir / "in.warc", StdinWarc());
  WriteFile(dir / "in.warc.gz", testing::Gzip(StdinWarc()));
  for (const char* file : {"in.warc", "in.warc.gz"}) {
    CommandResult r = RunCommand(Cli() + " extract -", dir / file);
    EXPECT_EQ(r.exit_code, 0) << file << ": " << r.err;
    EXPECT_EQ(DocIds(r.out), (std::vector<std::string>{"<urn:uuid:stdin-1>", "<urn:uuid:stdin-2>"}))
        << file << ": " << r.err;
  }
}

TEST(Cli, EmptyStdinIsAFailure) {
  CommandResult r = RunCommand(Cli() + " extract -");  // stdin is /dev/null
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_TRUE(Contains(r.err, "stdin")) << r.err;
  EXPECT_EQ(Summary(r.err), (std::pair<long, long>{0, 1})) << r.err;
}

TEST(Cli, OutputFileQuietAndEvidence) {
  TempDir dir;
  WriteFile(dir / "a.txt", kGoodText);
  CommandResult r = RunCommand(Cli() + " extract -q -o " + ShellQuote(dir / "out.jsonl") + " " + ShellQuote(dir / "a.txt"));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "");  // -q: no summary
  EXPECT_EQ(DocIds(testing::ReadFile(dir / "out.jsonl")), (std::vector<std::string>{"a.txt"}));

  r = RunCommand(Cli() + " extract --evidence " + ShellQuote(dir / "a.txt"));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(Contains(r.out, "== a.txt")) << r.out;
  EXPECT_TRUE(Contains(r.out, "Birch Road Renewed for Season 3")) << r.out;
}

// BUG (tools/cli/main.cc): usage errors exit with CLI11's own codes (105, 106, ...)
// instead of 2, as --help and the README promise.
TEST(Cli, UsageErrorsExitTwo) {
  SCOPED_TRACE("KNOWN BUG: fails until the bug described above this test is fixed");
  EXPECT_EQ(RunCommand(Cli() + " extract").exit_code, 2);                            // no paths
  EXPECT_EQ(RunCommand(Cli()).exit_code, 2);                                         // no subcommand
  EXPECT_EQ(RunCommand(Cli() + " extract --format pdf x.txt").exit_code, 2);         // bad option value
  EXPECT_EQ(RunCommand(Cli() + " eval").exit_code, 2);                               // no gold
  EXPECT_EQ(RunCommand(Cli() + " eval /nonexistent/gold.jsonl x.jsonl").exit_code, 2);  // unreadable gold
  EXPECT_EQ(RunCommand(Cli() + " --help").exit_code, 0);
}

TEST(Cli, EvalJsonOfHandMadeFiles) {
  TempDir dir;
  WriteFile(dir / "gold.jsonl",
            "{\"doc\": {\"id\": \"d1\"}, \"facts\": [{\"kind\": \"work\", \"name\": \"Maple Lane\"}, "
            "{\"kind\": \"cast\", \"actor\": \"Kim Vale\", \"character\": \"Nora\"}]}\n");
  WriteFile(dir / "pred.jsonl",
            "{\"doc\": {\"id\": \"d1\"}, \"facts\": [{\"kind\": \"work\", \"name\": \"maple lane\"}, "
            "{\"kind\": \"work\", \"name\": \"Birch Road\"}]}\n");
  CommandResult r = RunCommand(Cli() + " eval --json " + ShellQuote(dir / "gold.jsonl") + " " + ShellQuote(dir / "pred.jsonl"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["work"]["tp"], 1);
  EXPECT_EQ(j["work"]["fp"], 1);
  EXPECT_EQ(j["work"]["fn"], 0);
  EXPECT_EQ(j["cast"]["fn"], 1);
  EXPECT_NEAR(j["work"]["f1"].get<double>(), 0.667, 1e-9);
  EXPECT_EQ(j["docs"], 1);
  EXPECT_EQ(j["docs_predicted"], 1);
  EXPECT_TRUE(j["quote_attribution"].is_null());
  // A bad line in the prediction file is named.
  WriteFile(dir / "bad.jsonl", "{\"doc\": {\"id\": \"d1\"}, \"facts\": []}\nnot json\n");
  r = RunCommand(Cli() + " eval " + ShellQuote(dir / "gold.jsonl") + " " + ShellQuote(dir / "bad.jsonl"));
  EXPECT_NE(r.exit_code, 0);
  EXPECT_TRUE(Contains(r.err, "bad.jsonl:2")) << r.err;
}

// --kinds: only the named kinds come out; the rest are not looked for. A made-up article
// with a cast line, a crew credit, an airing and a quote.
TEST(Cli, KindsSelectsTheFactKinds) {
  TempDir dir;
  WriteFile(dir / "in/a.txt",
            "Saltmarsh Returns for Season 2\n\n"
            "The drama Saltmarsh returns Friday at 9 p.m. ET on NBC. Creator Dana Velez runs the show, and Omar Quist plays "
            "the harbor master, Eli Stroud.\n\n"
            "\"We wanted the town to feel like a character,\" Velez said.\n");
  auto kinds_of = [](const std::string& out) {
    std::set<std::string> kinds;
    for (const auto& j : JsonLines(out))
      for (const auto& f : j["facts"]) kinds.insert(f["kind"].get<std::string>());
    return kinds;
  };
  CommandResult all = RunCommand(Cli() + " extract -q " + ShellQuote(dir / "in"));
  ASSERT_EQ(all.exit_code, 0) << all.err;
  for (const char* k : {"cast", "crew", "airing", "quote"}) EXPECT_EQ(kinds_of(all.out).count(k), 1u) << k << all.out;
  CommandResult some = RunCommand(Cli() + " extract -q --kinds airing,quote " + ShellQuote(dir / "in"));
  ASSERT_EQ(some.exit_code, 0) << some.err;
  EXPECT_EQ(kinds_of(some.out), (std::set<std::string>{"airing", "quote"})) << some.out;
  CommandResult bad = RunCommand(Cli() + " extract -q --kinds cast,casting " + ShellQuote(dir / "in"));
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_TRUE(Contains(bad.err, "casting")) << bad.err;
  EXPECT_TRUE(bad.out.empty());
}

}  // namespace
}  // namespace showgraph
