// Hostile documents (issue 8, "Hardening"): each one goes through `showgraph extract` in
// a batch with a normal article. Each must end (the per-test CTest time limit bounds it)
// within a memory limit (ulimit -v on the child, except under AddressSanitizer, which
// needs terabytes of address space), with a correct result or a clear error naming the
// file; the normal article's facts must come out; and the summary must add up:
// documents in = extracted + failed. The inputs are generated here, never committed.
#include <gtest/gtest.h>
#include <zlib.h>

#include <functional>
#include <nlohmann/json.hpp>
#include <regex>
#include <string>
#include <vector>

#include "test_util.h"

#if defined(__SANITIZE_ADDRESS__)
#define SHOWGRAPH_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SHOWGRAPH_UNDER_ASAN 1
#endif
#endif

namespace showgraph {
namespace {

using testing::Cli;
using testing::CommandResult;
using testing::Contains;
using testing::HttpResponse;
using testing::RunCommand;
using testing::ShellQuote;
using testing::SimplePage;
using testing::TempDir;
using testing::WarcRecord;
using testing::WriteFile;

// The cast sentence every article below that should yield facts carries.
const char* kCastSentence = "On Birch Road, Tom Keel plays Sheriff Dana Holt.";
const char* kNormalArticle =
    "Birch Road Renewed for Season 3\n\n"
    "The network renewed Birch Road for a third season on Monday. On Birch Road, Tom Keel plays Sheriff Dana Holt.\n\n"
    "\"We are not done with this town,\" creator Ren Abbot said.\n";

std::vector<nlohmann::json> JsonLines(const std::string& out) {
  std::vector<nlohmann::json> v;
  size_t pos = 0;
  while (pos < out.size()) {
    size_t nl = out.find('\n', pos);
    if (nl == std::string::npos) nl = out.size();
    if (nl > pos) v.push_back(nlohmann::json::parse(out.substr(pos, nl - pos)));
    pos = nl + 1;
  }
  return v;
}

struct Counts {
  long in = -1, extracted = -1, failed = -1;
  bool operator==(const Counts& o) const { return in == o.in && extracted == o.extracted && failed == o.failed; }
};
std::ostream& operator<<(std::ostream& os, const Counts& c) {
  return os << c.in << " in = " << c.extracted << " extracted + " << c.failed << " failed";
}

// "N documents in = E extracted + F failed" from the summary; -1s when absent.
Counts SummaryCounts(const std::string& err) {
  static const std::regex re(R"(showgraph: .*; (\d+) documents in = (\d+) extracted \+ (\d+) failed)");
  std::smatch m;
  if (!std::regex_search(err, m, re)) return {};
  return {std::stol(m[1]), std::stol(m[2]), std::stol(m[3])};
}

bool HasCast(const nlohmann::json& record, const std::string& actor, const std::string& character) {
  for (const auto& f : record["facts"])
    if (f["kind"] == "cast" && f.value("actor", "") == actor && f.value("character", "") == character) return true;
  return false;
}

const nlohmann::json* FindDoc(const std::vector<nlohmann::json>& records, const std::string& id) {
  for (const auto& r : records)
    if (r["doc"]["id"] == id) return &r;
  return nullptr;
}

// The CLI over `paths` with two threads, its address space bounded to 3 GiB.
CommandResult Extract(const std::vector<std::string>& paths) {
  std::string cmd = Cli() + " extract -j 2";
  for (const auto& p : paths) {
    cmd += ' ';
    cmd += ShellQuote(p);
  }
#ifndef SHOWGRAPH_UNDER_ASAN
  cmd.insert(0, "ulimit -v 3145728; ");
#endif
  return RunCommand(cmd);
}

// A gzip member of `header` followed by `zeros` zero bytes, streamed to `path` (so the
// test never holds the inflated size in memory).
void WriteGzipBomb(const std::string& path, const std::string& header, size_t zeros) {
  gzFile gz = gzopen(path.c_str(), "wb9");
  ASSERT_NE(gz, nullptr);
  if (!header.empty()) {
    ASSERT_EQ(gzwrite(gz, header.data(), static_cast<unsigned>(header.size())), static_cast<int>(header.size()));
  }
  std::string chunk(1 << 20, '\0');
  for (size_t done = 0; done < zeros; done += chunk.size())
    ASSERT_GT(gzwrite(gz, chunk.data(), static_cast<unsigned>(std::min(chunk.size(), zeros - done))), 0);
  ASSERT_EQ(gzclose(gz), Z_OK);
}

struct HostileCase {
  const char* name;  // file name in the batch (the extension picks the reader)
  std::function<void(const std::string& path)> write;
  // Either the document is extracted (and `check` holds of its record), or it fails
  // with an error naming the file and containing `error`.
  const char* error = nullptr;
  std::function<void(const nlohmann::json& record)> check = nullptr;
};

std::string Repeat(std::string_view unit, size_t bytes) {
  std::string s;
  s.reserve(bytes + unit.size());
  while (s.size() < bytes) s += unit;
  return s;
}

std::vector<HostileCase> Cases() {
  auto cast_found = [](const nlohmann::json& r) { EXPECT_TRUE(HasCast(r, "Tom Keel", "Dana Holt")) << r.dump(); };
  return {
      // 1 MB of nested tags: too deep for a tree walk, so the plain tag stripper reads it
      // and the paragraph after the tags still yields its fact.
      {"nested_div.html",
       [](const std::string& p) {
         WriteFile(p, Repeat("<div>", 1 << 20) + "<p>" + kCastSentence + "</p>");
       },
       nullptr, cast_found},
      {"nested_mixed.html",
       [](const std::string& p) {
         WriteFile(p, "<html><body>" + Repeat("<b><i><table><tr><td><a href=x>", 1 << 20) + "<p>" + kCastSentence + "</p>");
       },
       nullptr, cast_found},
      // 100 000 quotation marks of every kind after a normal paragraph.
      {"quotation_marks.txt",
       [](const std::string& p) {
         std::string marks;
         const char* kinds[] = {"\"", "\u201C", "\u201D", "'", "\u2018", "\u2019", "\u00AB", "\u00BB", "\u201E", "\u300C"};
         for (int i = 0; i < 100000; ++i) marks += kinds[i % 10];
         WriteFile(p, std::string("Birch Road Notes\n\n") + kCastSentence + "\n\n" + marks + "\n\n" + marks.substr(0, 4001) +
                          " word\n");
       },
       nullptr, cast_found},
      // A 10 MB sentence without punctuation: under the 64 MiB limit, so it is read.
      // Without quotation marks there can be no quote.
      {"long_sentence.txt",
       [](const std::string& p) {
         WriteFile(p, Repeat("the diner burns again and Tom Keel watches Birch Road from the hill ", 10 << 20));
       },
       nullptr,
       [](const nlohmann::json& r) {
         for (const auto& f : r["facts"]) EXPECT_NE(f["kind"], "quote") << f.dump();
       }},
      // A 4 MB run-on sentence of the story, cast and crew patterns that look back or
      // parse (a nominee "for playing", "ending a friendship", "its creator, X", "his"
      // after "he", a bracketed actor after a possessive): each must stay linear.
      {"story_patterns_run_on.txt",
       [](const std::string& p) {
         WriteFile(p, "Birch Road Season 2 Preview\n\n" +
                          Repeat("Ann Lee was nominated for lead actress for playing Bea Cole in Birch Road, and "
                                 "Dana's best friend, Ivy Lane (Meg Dunn), ends their friendship, ending a "
                                 "friendship, and its creator, Al Bo, said he agrees to marry his son to his rival "
                                 "and FBI Special Agent Dana Price Lane leaves Tom Keel and ",
                                 4 << 20));
       },
       nullptr, nullptr},
      // Every Unicode space and quotation mark, between words and around a quote.
      {"unicode_spaces_quotes.txt",
       [](const std::string& p) {
         const char* spaces[] = {"\t", "\v", "\f", "\u0085", "\u00A0", "\u1680", "\u2000", "\u2001", "\u2002",
                                 "\u2003", "\u2004", "\u2005", "\u2006", "\u2007", "\u2008", "\u2009", "\u200A",
                                 "\u200B", "\u2028", "\u2029", "\u202F", "\u205F", "\u3000", "\uFEFF", "\u180E"};
         const char* quotes[][2] = {{"\"", "\""}, {"'", "'"}, {"\u201C", "\u201D"}, {"\u2018", "\u2019"},
                                    {"\u201E", "\u201C"}, {"\u201A", "\u2018"}, {"\u00AB", "\u00BB"}, {"\u2039", "\u203A"},
                                    {"\u300C", "\u300D"}, {"\u300E", "\u300F"}, {"\u301D", "\u301E"}, {"\uFF02", "\uFF02"},
                                    {"\u275D", "\u275E"}, {"\u201F", "\u201D"}, {"\u00BB", "\u00AB"}};
         std::string t = std::string("Birch Road Notes\n\n") + kCastSentence + "\n\n";
         for (const char* s : spaces) t += std::string("The") + s + "town" + s + "waits" + s + "again.\n";
         for (const auto& q : quotes)
           t += std::string(q[0]) + "We stay in the valley," + q[1] + " creator Ren Abbot said. ";
         WriteFile(p, t + "\n");
       },
       nullptr, cast_found},
      // Right-to-left scripts and every bidirectional control around the English sentence.
      {"right_to_left.txt",
       [](const std::string& p) {
         std::string t = "\u05E1\u05D3\u05E8\u05D4 \u05D7\u05D3\u05E9\u05D4 \u05D7\u05D5\u05D6\u05E8\u05EA.\n\n";
         t += "\u0627\u0644\u0645\u0633\u0644\u0633\u0644 \u064A\u0639\u0648\u062F \u0642\u0631\u064A\u0628\u0627.\n\n";
         for (const char* c : {"\u200E", "\u200F", "\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067",
                               "\u2068", "\u2069", "\u061C"})
           t += std::string(c) + "\u05E9\u05DC\u05D5\u05DD " + c + "Birch Road" + c + " \u0645\u0631\u062D\u0628\u0627\n";
         t += "\n";
         t += kCastSentence;
         WriteFile(p, t + "\n");
       },
       nullptr, cast_found},
      // NUL bytes at the start: a binary file, rejected by name.
      {"nul_bytes.txt", [](const std::string& p) { WriteFile(p, std::string("Birch\0Road\0\0\0", 13) + kCastSentence); },
       "binary file (NUL byte at offset 5)"},
      // NUL bytes deep inside text (past the binary probe): read as text, facts found.
      {"nul_late.txt",
       [](const std::string& p) {
         WriteFile(p, std::string(kCastSentence) + "\n\n" + Repeat("The town waits. ", 20000) + std::string(100, '\0') +
                          "\n\nThe end.\n");
       },
       nullptr, cast_found},
      // A gzip bomb: 8 KB of gzip that inflates to 256 MiB, declared as one record. It is
      // skipped as too large without being held in memory.
      {"bomb.warc.gz",
       [](const std::string& p) {
         WriteGzipBomb(p,
                       "WARC/1.0\r\nWARC-Type: response\r\nWARC-Record-ID: <urn:uuid:bomb>\r\nContent-Length: " +
                           std::to_string(256u << 20) + "\r\n\r\n",
                       256u << 20);
       },
       "bomb.warc.gz: record 1: record of 268435456 bytes exceeds the limit"},
      // A gzip bomb of nothing but zeros: no record at all, which is an error, not an
      // empty archive.
      {"zeros.warc.gz", [](const std::string& p) { WriteGzipBomb(p, "", 256u << 20); }, "zeros.warc.gz: no WARC record"},
  };
}

void PrintTo(const HostileCase& c, std::ostream* os) { *os << c.name; }

class Hostile : public ::testing::TestWithParam<HostileCase> {};

TEST_P(Hostile, EndsWithACorrectResultOrAClearErrorAndTheBatchGoesOn) {
  const HostileCase& c = GetParam();
  TempDir dir;
  WriteFile(dir / "batch/a_normal.txt", kNormalArticle);
  const std::string hostile = dir / (std::string("batch/b_") + c.name);
  c.write(hostile);
  if (::testing::Test::HasFatalFailure()) return;
  CommandResult r = Extract({dir / "batch"});
  auto records = JsonLines(r.out);

  // The normal article comes out whole.
  const nlohmann::json* normal = FindDoc(records, "a_normal.txt");
  ASSERT_NE(normal, nullptr) << r.err;
  EXPECT_TRUE(HasCast(*normal, "Tom Keel", "Dana Holt")) << normal->dump();
  bool quote = false;
  for (const auto& f : (*normal)["facts"]) quote |= f["kind"] == "quote" && f.value("speaker", "") == "Ren Abbot";
  EXPECT_TRUE(quote) << normal->dump();

  const std::string id = std::string("b_") + c.name;
  if (c.error) {
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_TRUE(Contains(r.err, "showgraph: error: ")) << r.err;
    EXPECT_TRUE(Contains(r.err, id)) << "the error names the file: " << r.err;
    EXPECT_TRUE(Contains(r.err, c.error)) << r.err;
    EXPECT_EQ(records.size(), 1u) << r.out.substr(0, 2000);
    EXPECT_EQ(SummaryCounts(r.err), (Counts{2, 1, 1})) << r.err;
  } else {
    EXPECT_EQ(r.exit_code, 0) << r.err;
    const nlohmann::json* doc = FindDoc(records, id);
    ASSERT_NE(doc, nullptr) << r.err;
    if (c.check) c.check(*doc);
    EXPECT_EQ(records.size(), 2u);
    EXPECT_EQ(SummaryCounts(r.err), (Counts{2, 2, 0})) << r.err;
  }
}

INSTANTIATE_TEST_SUITE_P(Documents, Hostile, ::testing::ValuesIn(Cases()),
                         [](const ::testing::TestParamInfo<HostileCase>& hostile) {
                           std::string n = hostile.param.name;
                           for (char& ch : n)
                             if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
                           return n;
                         });

// A WARC archive whose Content-Lengths lie, both ways, between good records: each lying
// record is reported with its number, and every good record is still read.
TEST(HostileWarc, LyingContentLengthsCostOnlyTheirOwnRecords) {
  TempDir dir;
  const std::string page = SimplePage("Birch Road Notes", {kCastSentence, "The town waits for spring."});
  const std::string block = HttpResponse(page);
  std::string warc;
  warc += WarcRecord("response", "<urn:uuid:long>", "http://example.invalid/1", block,
                     static_cast<long long>(block.size()) + 300);  // swallows part of the next record
  warc += WarcRecord("response", "<urn:uuid:good-2>", "http://example.invalid/2", block);
  warc += WarcRecord("response", "<urn:uuid:short>", "http://example.invalid/3", block, 40);
  warc += WarcRecord("response", "<urn:uuid:good-4>", "http://example.invalid/4", block);
  warc += WarcRecord("response", "<urn:uuid:huge>", "http://example.invalid/5", block, 1LL << 40);  // past the end
  WriteFile(dir / "batch/a_normal.txt", kNormalArticle);
  WriteFile(dir / "batch/b_lying.warc", warc);
  CommandResult r = Extract({dir / "batch"});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  auto records = JsonLines(r.out);
  std::vector<std::string> ids;
  for (const auto& rec : records) ids.push_back(rec["doc"]["id"]);
  EXPECT_EQ(ids, (std::vector<std::string>{"a_normal.txt", "<urn:uuid:good-2>", "<urn:uuid:good-4>"})) << r.err;
  for (const auto& rec : records) EXPECT_TRUE(HasCast(rec, "Tom Keel", "Dana Holt")) << rec.dump();
  EXPECT_TRUE(Contains(r.err, "b_lying.warc: record 1: Content-Length")) << r.err;
  EXPECT_TRUE(Contains(r.err, "b_lying.warc: record 3: Content-Length 40 is shorter than the record")) << r.err;
  EXPECT_TRUE(Contains(r.err, "b_lying.warc: record 5: truncated record")) << r.err;
  EXPECT_EQ(SummaryCounts(r.err), (Counts{6, 3, 3})) << r.err;
}

// A file read as WARC that holds no record is an error, not an empty archive; noise
// longer than the document size limit gives up the rest of the file.
TEST(HostileWarc, NoRecordIsAnError) {
  TempDir dir;
  WriteFile(dir / "empty.warc", "");
  WriteFile(dir / "text.warc", "just some words\nand more\n");
  for (const char* name : {"empty.warc", "text.warc"}) {
    auto d = testing::DrainPaths({dir / name});
    EXPECT_EQ(d.documents_read, 0u);
    ASSERT_EQ(d.failures, 1u) << name;
    EXPECT_TRUE(Contains(d.errors[0].message(), std::string(name) + ": no WARC record")) << d.errors[0].message();
  }
  const std::string block = HttpResponse(SimplePage("Birch Road", {kCastSentence}));
  WriteFile(dir / "noisy.warc", Repeat("noise line\n", 55000) + WarcRecord("response", "<urn:uuid:1>", "", block));
  ReaderOptions small;
  small.max_document_bytes = 10000;
  auto d = testing::DrainPaths({dir / "noisy.warc"}, small);
  EXPECT_EQ(d.documents_read, 0u);
  ASSERT_EQ(d.failures, 1u);
  EXPECT_TRUE(Contains(d.errors[0].message(), "noisy.warc: no WARC record in 10010 bytes")) << d.errors[0].message();
  // Under the limit, the same noise is skipped and the record read.
  d = testing::DrainPaths({dir / "noisy.warc"});
  EXPECT_EQ(d.documents_read, 1u) << testing::AllErrors(d);
  EXPECT_EQ(d.failures, 0u);
}

}  // namespace
}  // namespace showgraph
