// Bad input: each case must fail alone, with an error naming the file (and line or
// record), while the rest of the batch is still read. Big and deep inputs are generated
// in a temporary directory at test time.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ingest/ingest_internal.h"
#include "showgraph/extractor.h"
#include "showgraph/reader.h"
#include "showgraph/text.h"
#include "test_util.h"

namespace showgraph {
namespace {

using testing::AllErrors;
using testing::Contains;
using testing::Drained;
using testing::DrainPaths;
using testing::HttpResponse;
using testing::SimplePage;
using testing::TempDir;
using testing::WarcRecord;
using testing::WriteFile;

const char* kGoodText = "Birch Road Renewed\n\nThe network renewed Birch Road for a third season on Monday.\n";

// ---------------------------------------------------------------- empty, binary, missing

TEST(BadInput, EmptyFileFailsAloneAndIsNamed) {
  TempDir dir;
  WriteFile(dir / "a_empty.txt", "");
  WriteFile(dir / "b_blank.txt", " \n\n\t \r\n");
  WriteFile(dir / "c_good.txt", kGoodText);
  Drained d = DrainPaths({dir.path().string()});
  EXPECT_EQ(d.documents_read, 1u);
  EXPECT_EQ(d.failures, 2u);
  ASSERT_EQ(d.docs.size(), 1u);
  EXPECT_EQ(d.docs[0].id, "c_good.txt");
  ASSERT_EQ(d.errors.size(), 2u);
  EXPECT_TRUE(Contains(d.errors[0].message(), "a_empty.txt")) << d.errors[0].message();
  EXPECT_TRUE(Contains(d.errors[0].message(), "empty")) << d.errors[0].message();
  EXPECT_TRUE(Contains(d.errors[1].message(), "b_blank.txt")) << d.errors[1].message();
  EXPECT_TRUE(Contains(d.errors[1].message(), "empty")) << d.errors[1].message();
}

TEST(BadInput, BinaryFileFailsAloneAndIsNamed) {
  TempDir dir;
  std::string png("\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\x01\0\0\0\x01\0\x08\x06\0\0\0", 29);
  WriteFile(dir / "a_image.bin", png);
  WriteFile(dir / "b_image_named.txt", png);
  std::string controls;
  for (int i = 0; i < 400; ++i) controls += static_cast<char>(1 + i % 7);  // no NUL, all control bytes
  WriteFile(dir / "c_controls.txt", controls);
  WriteFile(dir / "d_good.txt", kGoodText);
  Drained d = DrainPaths({dir.path().string()});
  EXPECT_EQ(d.documents_read, 1u);
  EXPECT_EQ(d.failures, 3u);
  ASSERT_EQ(d.errors.size(), 3u) << AllErrors(d);
  const char* names[] = {"a_image.bin", "b_image_named.txt", "c_controls.txt"};
  for (size_t i = 0; i < 3; ++i) {
    EXPECT_TRUE(Contains(d.errors[i].message(), names[i])) << d.errors[i].message();
    EXPECT_TRUE(Contains(d.errors[i].message(), "binary")) << d.errors[i].message();
  }
  ASSERT_EQ(d.docs.size(), 1u);
  EXPECT_EQ(d.docs[0].id, "d_good.txt");
}

TEST(BadInput, MissingFileFailsAloneAndIsNamed) {
  TempDir dir;
  WriteFile(dir / "good.txt", kGoodText);
  Drained d = DrainPaths({dir / "no_such_file.txt", dir / "good.txt"});
  EXPECT_EQ(d.failures, 1u);
  EXPECT_EQ(d.documents_read, 1u);
  ASSERT_EQ(d.errors.size(), 1u);
  EXPECT_TRUE(Contains(d.errors[0].message(), "no_such_file.txt")) << d.errors[0].message();
}

// ---------------------------------------------------------------- invalid UTF-8

TEST(BadInput, SanitizeUtf8ReplacesEachBadByte) {
  struct Case {
    std::string in, out;
    size_t bad;
  };
  const std::string R = "\xEF\xBF\xBD";
  std::vector<Case> cases = {
      {"plain ascii", "plain ascii", 0},
      {"caf\xC3\xA9 \xE2\x80\x9Cok\xE2\x80\x9D \xF0\x9F\x8E\xAC", "caf\xC3\xA9 \xE2\x80\x9Cok\xE2\x80\x9D \xF0\x9F\x8E\xAC", 0},
      {"a\xFF" "b", "a" + R + "b", 1},                       // never valid
      {"a\xC3 b", "a" + R + " b", 1},                        // lead byte without continuation
      {"a\xC0\xAF" "b", "a" + R + R + "b", 2},               // overlong
      {"a\xED\xA0\x80" "b", "a" + R + R + R + "b", 3},       // UTF-16 surrogate
      {"a\xF4\x90\x80\x80" "b", "a" + R + R + R + R + "b", 4},  // past U+10FFFF
      {"end\xE2\x80", "end" + R + R, 2},                    // truncated at the end
      {"\x80\x80", R + R, 2},                               // lone continuation bytes
  };
  for (const auto& c : cases) {
    std::string s = c.in;
    size_t bad = ingest::SanitizeUtf8(&s);
    EXPECT_EQ(bad, c.bad) << ::testing::PrintToString(c.in);
    EXPECT_EQ(s, c.out) << ::testing::PrintToString(c.in);
    EXPECT_TRUE(testing::IsValidUtf8(s));
  }
}

TEST(BadInput, InvalidUtf8InTextFileIsReplacedAndCounted) {
  TempDir dir;
  // 1 (FF) + 1 (C3 before a space) + 3 (surrogate) + 2 (overlong) = 7 bad bytes.
  std::string content =
      "Kim Vale\xFF said the caf\xC3 scene was \xED\xA0\x80 the best.\n\nShe \xC0\xAF loved it, Vale said.\n";
  WriteFile(dir / "bad_utf8.txt", content);
  WriteFile(dir / "good.txt", kGoodText);
  Drained d = DrainPaths({dir / "bad_utf8.txt", dir / "good.txt"});
  ASSERT_EQ(d.failures, 0u) << AllErrors(d);
  ASSERT_EQ(d.docs.size(), 2u);
  const Document& doc = d.docs[0];
  EXPECT_EQ(doc.replaced_bytes, 7u);
  EXPECT_TRUE(testing::IsValidUtf8(doc.text));
  EXPECT_TRUE(Contains(doc.text, "Kim Vale\xEF\xBF\xBD said")) << doc.text;
  EXPECT_TRUE(Contains(doc.text, "loved it, Vale said.")) << doc.text;
  EXPECT_EQ(d.docs[1].replaced_bytes, 0u);
  // The later stages take the repaired text without trouble.
  AnnotatedText at = Annotate(doc);
  EXPECT_GE(at.sentences.size(), 2u);
  for (const auto& s : at.sentences) EXPECT_TRUE(testing::IsValidUtf8(at.Slice(s.span)));
  Extractor extractor;
  for (const Fact& f : extractor.Extract(doc))
    for (const Span& e : f.evidence) EXPECT_LE(e.end, doc.text.size());
}

TEST(BadInput, InvalidUtf8InHtmlFileIsReplacedAndCounted) {
  TempDir dir;
  WriteFile(dir / "bad_utf8.html",
            "<html><body><p>Kim Vale\xFF plays the \xC0\xAF diner owner.</p><p>Second paragraph.</p></body></html>");
  Drained d = DrainPaths({dir / "bad_utf8.html"});
  ASSERT_EQ(d.failures, 0u) << AllErrors(d);
  ASSERT_EQ(d.docs.size(), 1u);
  EXPECT_EQ(d.docs[0].replaced_bytes, 3u);
  EXPECT_TRUE(testing::IsValidUtf8(d.docs[0].text));
  EXPECT_TRUE(Contains(d.docs[0].text, "Second paragraph.")) << d.docs[0].text;
}

// BUG (src/ingest/jsonl_reader.cc): a JSON Lines record whose text holds an invalid
// UTF-8 byte is rejected as "malformed" (nlohmann::json refuses invalid UTF-8 in
// strings) instead of being read with the byte replaced and counted, as every other
// reader does and the README promises.
TEST(BadInput, InvalidUtf8InJsonLinesRecordIsReplacedAndCounted) {
  SCOPED_TRACE("KNOWN BUG: fails until the bug described above this test is fixed");
  TempDir dir;
  std::string path = dir / "feed.jsonl";
  WriteFile(path,
            "{\"id\": \"u1\", \"text\": \"Kim Vale\xFF plays the diner owner.\"}\n"
            "{\"id\": \"u2\", \"text\": \"A clean record.\"}\n");
  Drained d = DrainPaths({path});
  EXPECT_EQ(d.failures, 0u) << AllErrors(d);
  ASSERT_EQ(d.docs.size(), 2u) << AllErrors(d);
  EXPECT_EQ(d.docs[0].id, "u1");
  EXPECT_EQ(d.docs[0].replaced_bytes, 1u);
  EXPECT_TRUE(testing::IsValidUtf8(d.docs[0].text));
}

// ---------------------------------------------------------------- 50 MB on one line

std::string FiftyMegabyteLine() {
  const std::string unit = "the diner burns again and Kim Vale watches ";  // 43 bytes, no newline
  std::string s;
  s.reserve(50'000'000 + unit.size());
  while (s.size() < 50'000'000) s += unit;
  s.resize(50'000'000);
  return s;
}

TEST(BadInput, FiftyMegabyteSingleLineTextFile) {
  TempDir dir;
  WriteFile(dir / "a_huge.txt", FiftyMegabyteLine());
  WriteFile(dir / "b_good.txt", kGoodText);
  {
    // Within the default limit (64 MiB) it is one document; no title from a 50 MB line.
    Drained d = DrainPaths({dir.path().string()});
    ASSERT_EQ(d.failures, 0u) << AllErrors(d);
    ASSERT_EQ(d.docs.size(), 2u);
    EXPECT_EQ(d.docs[0].text.size(), 50'000'000u);
    EXPECT_FALSE(d.docs[0].meta.title.has_value());
    EXPECT_EQ(d.docs[1].id, "b_good.txt");
  }
  {
    // Over a lower limit it fails alone, named, as too large.
    ReaderOptions options;
    options.max_document_bytes = 16u << 20;
    Drained d = DrainPaths({dir.path().string()}, options);
    EXPECT_EQ(d.failures, 1u);
    EXPECT_EQ(d.documents_read, 1u);
    ASSERT_EQ(d.errors.size(), 1u);
    EXPECT_EQ(d.errors[0].code(), Status::Code::kTooLarge);
    EXPECT_TRUE(Contains(d.errors[0].message(), "a_huge.txt")) << d.errors[0].message();
    ASSERT_EQ(d.docs.size(), 1u);
    EXPECT_EQ(d.docs[0].id, "b_good.txt");
  }
}

TEST(BadInput, FiftyMegabyteJsonLinesRecord) {
  TempDir dir;
  std::string path = dir / "feed.jsonl";
  std::string content = "{\"id\": \"small-1\", \"text\": \"The first record is small.\"}\n";
  content += "{\"id\": \"huge\", \"text\": \"" + FiftyMegabyteLine() + "\"}\n";
  content += "{\"id\": \"small-3\", \"text\": \"The third record is small.\"}\n";
  WriteFile(path, content);
  ReaderOptions options;
  options.max_document_bytes = 16u << 20;
  Drained d = DrainPaths({path}, options);
  EXPECT_EQ(d.documents_read, 2u);
  EXPECT_EQ(d.failures, 1u);
  ASSERT_EQ(d.errors.size(), 1u);
  EXPECT_EQ(d.errors[0].code(), Status::Code::kTooLarge);
  EXPECT_TRUE(Contains(d.errors[0].message(), path + ":2")) << d.errors[0].message();
  ASSERT_EQ(d.docs.size(), 2u);
  EXPECT_EQ(d.docs[0].id, "small-1");
  EXPECT_EQ(d.docs[1].id, "small-3");
  EXPECT_EQ(d.docs[1].source, path + ":3");
}

TEST(BadInput, FiftyMegabyteLineAnnotatesInTime) {
  Document doc;
  doc.id = "huge";
  doc.text = FiftyMegabyteLine();
  auto r = testing::RunWithDeadline(
      [&]() -> std::string {
        AnnotatedText at = Annotate(doc);
        if (at.paragraphs.size() != 1) return "expected one paragraph, got " + std::to_string(at.paragraphs.size());
        if (at.tokens.size() < 8'000'000) return "too few tokens: " + std::to_string(at.tokens.size());
        if (at.sentences.empty() || at.sentences.back().span.end > doc.text.size()) return "bad sentences";
        return "";
      },
      30);
  ASSERT_TRUE(r.finished) << "Annotate of a 50 MB line did not finish in 30 s";
  EXPECT_EQ(r.failure, "");
}

// ---------------------------------------------------------------- deep and broken HTML

// Reads `html` as a file in a child process with a deadline; checks that the document is
// read and that its text holds each of `want`.
void ExpectHtmlReadInTime(const std::string& html, const std::vector<std::string>& want, double seconds = 10) {
  TempDir dir;
  std::string path = dir / "page.html";
  WriteFile(path, html);
  auto r = testing::RunWithDeadline(
      [&]() -> std::string {
        Drained d = DrainPaths({path});
        if (d.failures != 0) return "failed: " + AllErrors(d);
        if (d.docs.size() != 1) return "expected one document";
        for (const auto& w : want)
          if (!Contains(d.docs[0].text, w)) return "missing \"" + w + "\" in: " + d.docs[0].text.substr(0, 300);
        return "";
      },
      seconds);
  ASSERT_TRUE(r.finished) << "reading the page did not finish in " << seconds << " s";
  EXPECT_FALSE(r.crashed) << r.failure;
  EXPECT_EQ(r.failure, "");
}

std::string Repeat(const std::string& s, int n) {
  std::string out;
  out.reserve(s.size() * static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) out += s;
  return out;
}

TEST(BadInput, HundredThousandNestedDivs) {
  std::string html = "<html><body>" + Repeat("<div>", 100000) + "<p>Deep words here.</p>" + Repeat("</div>", 100000) +
                     "<p>After the divs.</p></body></html>";
  ExpectHtmlReadInTime(html, {"Deep words here.", "After the divs."});
}

TEST(BadInput, HundredThousandNestedDivsNeverClosed) {
  std::string html = "<html><body><p>Before the divs.</p>" + Repeat("<div>", 100000) + "<p>Deep words here, never closed.";
  ExpectHtmlReadInTime(html, {"Before the divs.", "Deep words here, never closed."});
}

TEST(BadInput, DeepNestingOfMixedElements) {
  std::string html = "<html><body>" + Repeat("<section><span><b>", 40000) + "<p>Deep words here.</p></body></html>";
  ExpectHtmlReadInTime(html, {"Deep words here."});
}

// BUG (src/ingest/html_reader.cc, NestingDepth): the depth estimate that keeps deep pages
// away from gumbo counts every end tag as closing an element. A stray end tag that closes
// nothing ("</br>", which HTML5 reads as <br>) hides the real depth, so 100000 nested
// <div>s reach gumbo, which takes minutes (quadratic in the depth, and it records a copy
// of the open-element stack with each parse error).
TEST(BadInput, DeepNestingHiddenByStrayEndTags) {
  SCOPED_TRACE("KNOWN BUG: fails until the bug described above this test is fixed");
  std::string html = "<html><body>" + Repeat("<div></br>", 100000) + "<p>Deep words here.</p></body></html>";
  ExpectHtmlReadInTime(html, {"Deep words here."});
}

// BUG (same place): "<div/>" is not self-closing in HTML5 (the slash is ignored on
// non-void elements), but NestingDepth treats any "/>" as void, so 100000 of them nest
// 100000 deep inside gumbo.
TEST(BadInput, DeepNestingHiddenBySelfClosingSyntax) {
  SCOPED_TRACE("KNOWN BUG: fails until the bug described above this test is fixed");
  std::string html = "<html><body>" + Repeat("<div/>", 100000) + "<p>Deep words here.</p></body></html>";
  ExpectHtmlReadInTime(html, {"Deep words here."});
}

TEST(BadInput, UnclosedAndTruncatedHtml) {
  TempDir dir;
  WriteFile(dir / "a_unclosed.html",
            "<html><head><title>Birch Road Notes</title><body><p>First paragraph with no end tag"
            "<p>Second paragraph<div><b>bold that is never closed <i>and italic");
  WriteFile(dir / "b_cut_in_tag.html", "<html><body><p>Kept text.</p><p>Cut off before <a href=\"http://exa");
  WriteFile(dir / "c_cut_in_comment.html", "<html><body><p>Text before a comment.</p><!-- never ends <p>hidden");
  WriteFile(dir / "d_good.txt", kGoodText);
  Drained d = DrainPaths({dir.path().string()});
  ASSERT_EQ(d.failures, 0u) << AllErrors(d);
  ASSERT_EQ(d.docs.size(), 4u);
  EXPECT_TRUE(Contains(d.docs[0].text, "First paragraph with no end tag")) << d.docs[0].text;
  EXPECT_TRUE(Contains(d.docs[0].text, "Second paragraph")) << d.docs[0].text;
  EXPECT_TRUE(Contains(d.docs[0].text, "bold that is never closed and italic")) << d.docs[0].text;
  EXPECT_EQ(d.docs[0].meta.title.value_or("<none>"), "Birch Road Notes");
  EXPECT_TRUE(Contains(d.docs[1].text, "Kept text.")) << d.docs[1].text;
  EXPECT_TRUE(Contains(d.docs[1].text, "Cut off before")) << d.docs[1].text;
  EXPECT_TRUE(Contains(d.docs[2].text, "Text before a comment.")) << d.docs[2].text;
  EXPECT_FALSE(Contains(d.docs[2].text, "hidden")) << d.docs[2].text;
}

TEST(BadInput, HtmlWithNoVisibleTextFailsAsEmpty) {
  TempDir dir;
  WriteFile(dir / "a_scripts_only.html",
            "<html><head><script>var x = 1;</script><style>p{}</style></head><body><nav>Menu</nav></body></html>");
  WriteFile(dir / "b_good.txt", kGoodText);
  Drained d = DrainPaths({dir.path().string()});
  EXPECT_EQ(d.documents_read, 1u);
  EXPECT_EQ(d.failures, 1u);
  ASSERT_EQ(d.errors.size(), 1u);
  EXPECT_TRUE(Contains(d.errors[0].message(), "a_scripts_only.html")) << d.errors[0].message();
}

// ---------------------------------------------------------------- WARC

std::string Page(const std::string& title, const std::string& para) { return SimplePage(title, {para}); }

std::vector<std::string> ThreeResponses() {
  return {WarcRecord("response", "<urn:uuid:r1>", "https://x.example/1",
                     HttpResponse(Page("Record One", "The first archived page has text."))),
          WarcRecord("response", "<urn:uuid:r2>", "https://x.example/2",
                     HttpResponse(Page("Record Two", "The second archived page has text."))),
          WarcRecord("response", "<urn:uuid:r3>", "https://x.example/3",
                     HttpResponse(Page("Record Three", "The third archived page has text.")))};
}

// Words that compress poorly, so that a cut halfway through a gzip member lands
// halfway through its text.
std::string NoisyText(size_t bytes) {
  std::string out;
  uint32_t x = 12345;
  while (out.size() < bytes) {
    x = x * 1103515245u + 12345u;
    size_t len = 2 + (x >> 16) % 9;
    for (size_t i = 0; i < len; ++i) {
      x = x * 1103515245u + 12345u;
      out += static_cast<char>('a' + (x >> 16) % 26);
    }
    out += ' ';
  }
  return out;
}

void ExpectTruncatedWarcGz(const std::vector<std::string>& recs, size_t cut_from_end) {
  TempDir dir;
  std::string full = dir / "full.warc.gz";
  testing::WriteGzipMembers(full, recs);
  std::string bytes = testing::ReadFile(full);
  ASSERT_LT(cut_from_end, bytes.size());
  WriteFile(dir / "a_truncated.warc.gz", bytes.substr(0, bytes.size() - cut_from_end));
  WriteFile(dir / "b_good.txt", kGoodText);
  Drained d = DrainPaths({dir / "a_truncated.warc.gz", dir / "b_good.txt"});
  // One truncated record, one failure.
  EXPECT_EQ(d.failures, 1u) << AllErrors(d);
  ASSERT_GE(d.errors.size(), 1u) << AllErrors(d);
  const std::string& msg = d.errors[0].message();
  EXPECT_TRUE(Contains(msg, "a_truncated.warc.gz")) << msg;
  EXPECT_TRUE(Contains(msg, "truncated") || Contains(msg, "corrupt")) << msg;
  // The complete records before the cut are read, and so is the next file.
  ASSERT_EQ(d.docs.size(), 3u) << AllErrors(d);
  EXPECT_EQ(d.docs[0].id, "<urn:uuid:r1>");
  EXPECT_EQ(d.docs[1].id, "<urn:uuid:r2>");
  EXPECT_EQ(d.docs[2].id, "b_good.txt");
  EXPECT_EQ(d.documents_read, 3u);
}

TEST(BadInput, TruncatedWarcGzInTheBody) {
  auto recs = ThreeResponses();
  recs[2] = WarcRecord("response", "<urn:uuid:r3>", "https://x.example/3",
                       HttpResponse(Page("Record Three", NoisyText(40000))));
  ExpectTruncatedWarcGz(recs, testing::Gzip(recs[2]).size() / 2);
}

// BUG (src/ingest/warc_reader.cc): when the cut falls inside a record's WARC headers,
// the reader reports "missing or bad Content-Length" for the record and then, on the
// next call, the gzip error for the file again: one truncation, two failures, and the
// first message blames the Content-Length rather than the truncation.
TEST(BadInput, TruncatedWarcGzInTheHeaders) {
  SCOPED_TRACE("KNOWN BUG: fails until the bug described above this test is fixed");
  auto recs = ThreeResponses();
  ExpectTruncatedWarcGz(recs, testing::Gzip(recs[2]).size() / 2);
}

TEST(BadInput, WarcGzCutInsideTheGzipHeader) {
  TempDir dir;
  std::string whole = testing::Gzip(ThreeResponses()[0]);
  WriteFile(dir / "a_stub.warc.gz", whole.substr(0, 6));
  WriteFile(dir / "b_good.txt", kGoodText);
  Drained d = DrainPaths({dir / "a_stub.warc.gz", dir / "b_good.txt"});
  EXPECT_EQ(d.failures, 1u) << AllErrors(d);
  ASSERT_EQ(d.errors.size(), 1u);
  EXPECT_TRUE(Contains(d.errors[0].message(), "a_stub.warc.gz")) << d.errors[0].message();
  ASSERT_EQ(d.docs.size(), 1u);
  EXPECT_EQ(d.docs[0].id, "b_good.txt");
}

TEST(BadInput, TruncatedPlainWarcNamesTheRecord) {
  TempDir dir;
  auto recs = ThreeResponses();
  std::string all = recs[0] + recs[1] + recs[2];
  WriteFile(dir / "a_cut.warc", all.substr(0, recs[0].size() + recs[1].size() + recs[2].size() / 2));
  WriteFile(dir / "b_good.txt", kGoodText);
  Drained d = DrainPaths({dir / "a_cut.warc", dir / "b_good.txt"});
  EXPECT_EQ(d.failures, 1u);
  ASSERT_EQ(d.errors.size(), 1u);
  EXPECT_TRUE(Contains(d.errors[0].message(), "a_cut.warc")) << d.errors[0].message();
  EXPECT_TRUE(Contains(d.errors[0].message(), "record 3")) << d.errors[0].message();
  ASSERT_EQ(d.docs.size(), 3u);
  EXPECT_EQ(d.docs[0].id, "<urn:uuid:r1>");
  EXPECT_EQ(d.docs[1].id, "<urn:uuid:r2>");
  EXPECT_EQ(d.docs[2].id, "b_good.txt");
}

TEST(BadInput, WarcContentLengthPastTheEndOfTheFile) {
  TempDir dir;
  auto recs = ThreeResponses();
  std::string block = HttpResponse(Page("Record Three", "The third archived page has text."));
  recs[2] = WarcRecord("response", "<urn:uuid:r3>", "https://x.example/3", block,
                       static_cast<long long>(block.size()) + 5000);
  WriteFile(dir / "a_lying.warc", recs[0] + recs[1] + recs[2]);
  WriteFile(dir / "b_good.txt", kGoodText);
  Drained d = DrainPaths({dir / "a_lying.warc", dir / "b_good.txt"});
  EXPECT_EQ(d.failures, 1u) << AllErrors(d);
  ASSERT_EQ(d.errors.size(), 1u) << AllErrors(d);
  EXPECT_TRUE(Contains(d.errors[0].message(), "a_lying.warc")) << d.errors[0].message();
  EXPECT_TRUE(Contains(d.errors[0].message(), "record 3")) << d.errors[0].message();
  ASSERT_EQ(d.docs.size(), 3u);
  EXPECT_EQ(d.docs[2].id, "b_good.txt");
}

// BUG (src/ingest/warc_reader.cc): a Content-Length that is too small is not noticed.
// The record's block is cut short and read as a document, and the rest of it is skipped
// silently as noise. WARC requires CRLF CRLF right after the block; the reader should
// check for it and report the record.
TEST(BadInput, WarcContentLengthTooSmallIsReportedAndTheNextRecordRead) {
  SCOPED_TRACE("KNOWN BUG: fails until the bug described above this test is fixed");
  TempDir dir;
  auto recs = ThreeResponses();
  std::string block = HttpResponse(Page("Record Two", "The second archived page has text."));
  recs[1] = WarcRecord("response", "<urn:uuid:r2>", "https://x.example/2", block,
                       static_cast<long long>(block.size()) - 40);
  WriteFile(dir / "a_lying.warc", recs[0] + recs[1] + recs[2]);
  WriteFile(dir / "b_good.txt", kGoodText);
  Drained d = DrainPaths({dir / "a_lying.warc", dir / "b_good.txt"});
  std::vector<std::string> ids;
  for (const auto& doc : d.docs) ids.push_back(doc.id);
  // Records 1 and 3 and the next file are read.
  EXPECT_NE(std::find(ids.begin(), ids.end(), "<urn:uuid:r1>"), ids.end());
  EXPECT_NE(std::find(ids.begin(), ids.end(), "<urn:uuid:r3>"), ids.end());
  EXPECT_NE(std::find(ids.begin(), ids.end(), "b_good.txt"), ids.end());
  // Record 2 is reported, by file and record.
  ASSERT_EQ(d.errors.size(), 1u) << AllErrors(d);
  EXPECT_TRUE(Contains(d.errors[0].message(), "a_lying.warc")) << d.errors[0].message();
  EXPECT_TRUE(Contains(d.errors[0].message(), "record 2")) << d.errors[0].message();
  EXPECT_EQ(d.documents_read + d.failures, 4u);
}

// BUG (src/ingest/warc_reader.cc): a Content-Length that is too large in the middle of
// an archive swallows the start of the next record into this one's block; no error is
// reported, the page text is polluted with the next record's WARC headers, and the next
// record is lost without a word.
TEST(BadInput, WarcContentLengthTooLargeMidArchiveIsReported) {
  SCOPED_TRACE("KNOWN BUG: fails until the bug described above this test is fixed");
  TempDir dir;
  auto recs = ThreeResponses();
  std::string block = HttpResponse(Page("Record Two", "The second archived page has text."));
  recs[1] = WarcRecord("response", "<urn:uuid:r2>", "https://x.example/2", block,
                       static_cast<long long>(block.size()) + 60);
  WriteFile(dir / "a_lying.warc", recs[0] + recs[1] + recs[2]);
  WriteFile(dir / "b_good.txt", kGoodText);
  Drained d = DrainPaths({dir / "a_lying.warc", dir / "b_good.txt"});
  for (const auto& doc : d.docs) {
    EXPECT_FALSE(Contains(doc.text, "WARC/1.0")) << doc.id << ": " << doc.text;
    EXPECT_FALSE(Contains(doc.text, "WARC-Type")) << doc.id << ": " << doc.text;
  }
  ASSERT_GE(d.docs.size(), 2u);
  EXPECT_EQ(d.docs.front().id, "<urn:uuid:r1>");
  EXPECT_EQ(d.docs.back().id, "b_good.txt");
  ASSERT_GE(d.errors.size(), 1u) << "the lying record was not reported";
  EXPECT_TRUE(Contains(d.errors[0].message(), "a_lying.warc")) << d.errors[0].message();
  EXPECT_TRUE(Contains(d.errors[0].message(), "record 2")) << d.errors[0].message();
}

TEST(BadInput, WarcContentLengthNotANumber) {
  TempDir dir;
  auto recs = ThreeResponses();
  std::string r2 = recs[1];
  size_t at = r2.find("Content-Length: ");
  size_t eol = r2.find("\r\n", at);
  r2.replace(at, eol - at, "Content-Length: lots");
  WriteFile(dir / "a_bad_length.warc", recs[0] + r2 + recs[2]);
  Drained d = DrainPaths({dir / "a_bad_length.warc"});
  ASSERT_GE(d.errors.size(), 1u) << "a record with Content-Length \"lots\" was not reported";
  EXPECT_TRUE(Contains(d.errors[0].message(), "a_bad_length.warc")) << d.errors[0].message();
  EXPECT_TRUE(Contains(d.errors[0].message(), "record 2")) << d.errors[0].message();
  ASSERT_GE(d.docs.size(), 1u);
  EXPECT_EQ(d.docs[0].id, "<urn:uuid:r1>");
  EXPECT_EQ(d.docs.back().id, "<urn:uuid:r3>");
}

// ---------------------------------------------------------------- JSON Lines

TEST(BadInput, MalformedJsonLinesRecordsAmongGoodOnes) {
  TempDir dir;
  std::string path = dir / "feed.jsonl";
  WriteFile(path,
            "{\"id\": \"good-1\", \"text\": \"The first good record.\"}\n"
            "{\"id\": \"cut\", \"text\": \"This record stops in the mid\n"
            "this line is not JSON at all\n"
            "[\"an\", \"array\", \"is not a record\"]\n"
            "{\"id\": \"empty-text\", \"text\": \"   \"}\n"
            "{\"id\": \"good-6\", \"text\": \"The last good record.\"}\n");
  WriteFile(dir / "next.txt", kGoodText);
  Drained d = DrainPaths({path, dir / "next.txt"});
  EXPECT_EQ(d.documents_read, 3u);
  EXPECT_EQ(d.failures, 4u);
  ASSERT_EQ(d.docs.size(), 3u);
  EXPECT_EQ(d.docs[0].id, "good-1");
  EXPECT_EQ(d.docs[1].id, "good-6");
  EXPECT_EQ(d.docs[1].source, path + ":6");
  EXPECT_EQ(d.docs[2].id, "next.txt");
  ASSERT_EQ(d.errors.size(), 4u);
  for (int i = 0; i < 4; ++i) {
    std::string where = path + ":" + std::to_string(i + 2);
    EXPECT_TRUE(Contains(d.errors[static_cast<size_t>(i)].message(), where))
        << "want " << where << " in " << d.errors[static_cast<size_t>(i)].message();
  }
}

// ---------------------------------------------------------------- a batch of everything

TEST(BadInput, MixedBatchCountsEveryInput) {
  TempDir dir;
  std::string root = dir / "batch";
  WriteFile(root + "/01_good.txt", kGoodText);
  WriteFile(root + "/02_empty.txt", "");
  WriteFile(root + "/03_binary.txt", std::string("\0\1\2\3\4\5", 6));
  WriteFile(root + "/04_feed.jsonl",
            "{\"id\": \"f1\", \"text\": \"Feed record one.\"}\nnot json\n{\"id\": \"f3\", \"text\": \"Feed record three.\"}\n");
  WriteFile(root + "/05_page.html", "<html><body><p>A page that reads fine.</p></body></html>");
  WriteFile(root + "/06_good.txt", kGoodText);
  Drained d = DrainPaths({root});
  EXPECT_EQ(d.documents_read, 5u) << AllErrors(d);  // 01, f1, f3, 05, 06
  EXPECT_EQ(d.failures, 3u) << AllErrors(d);        // 02, 03, line 2 of 04
  EXPECT_EQ(d.docs.size(), d.documents_read);
  EXPECT_EQ(d.errors.size(), d.failures);
}

}  // namespace
}  // namespace showgraph
