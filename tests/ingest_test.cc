// Readers: plain text, HTML, JSON Lines, WARC (.warc and .warc.gz), directories, and
// documents from memory. Every input is written by the test itself.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "showgraph/reader.h"
#include "test_util.h"

namespace showgraph {
namespace {

using testing::AllErrors;
using testing::Contains;
using testing::Drained;
using testing::DrainPaths;
using testing::TempDir;
using testing::WriteFile;

// The paragraphs of a document's text (blank-line separated), trimmed.
std::vector<std::string> Paras(const std::string& text) {
  std::vector<std::string> out;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find("\n\n", pos);
    if (end == std::string::npos) end = text.size();
    std::string p = text.substr(pos, end - pos);
    while (!p.empty() && (p.front() == '\n' || p.front() == ' ')) p.erase(p.begin());
    while (!p.empty() && (p.back() == '\n' || p.back() == ' ')) p.pop_back();
    if (!p.empty()) out.push_back(p);
    pos = end + 2;
  }
  return out;
}

bool HasPara(const std::string& text, const std::string& para) {
  auto ps = Paras(text);
  return std::find(ps.begin(), ps.end(), para) != ps.end();
}

Document ReadOne(const std::string& path, ReaderOptions options = {}) {
  Drained d = DrainPaths({path}, options);
  EXPECT_EQ(d.failures, 0u) << AllErrors(d);
  EXPECT_EQ(d.docs.size(), 1u);
  return d.docs.empty() ? Document() : d.docs[0];
}

// ---------------------------------------------------------------- plain text

TEST(PlainTextReader, FirstLineIsTitleAndBylinesGiveMeta) {
  TempDir dir;
  std::string path = dir / "maple_lane.txt";
  WriteFile(path,
            "Maple Lane Returns for a Second Season\n"
            "\n"
            "Screen Rant\n"
            "By Jane Roe\n"
            "May 14, 2024\n"
            "\n"
            "The comedy Maple Lane will return in the fall, the network said on Tuesday.\n"
            "\n"
            "Kim Vale is back as the diner owner.\n");
  Document doc = ReadOne(path);
  EXPECT_EQ(doc.id, "maple_lane.txt");
  EXPECT_TRUE(Contains(doc.source, "maple_lane.txt"));
  ASSERT_TRUE(doc.meta.title.has_value());
  EXPECT_EQ(*doc.meta.title, "Maple Lane Returns for a Second Season");
  EXPECT_EQ(doc.meta.outlet.value_or("<none>"), "Screen Rant");
  EXPECT_EQ(doc.meta.author.value_or("<none>"), "Jane Roe");
  EXPECT_EQ(doc.meta.published.value_or("<none>"), "2024-05-14");
  // The text is the file as written.
  EXPECT_TRUE(Contains(doc.text, "Kim Vale is back as the diner owner."));
  EXPECT_EQ(doc.replaced_bytes, 0u);
}

// A compact masthead: the headline, then the outlet and the date on the lines right under
// it, with no blank line between.
TEST(PlainTextReader, CompactMastheadStillHasATitle) {
  TempDir dir;
  std::string path = dir / "compact.txt";
  WriteFile(path,
            "'Maple Lane' Is Back: Hulu Revives the '90s Sitcom\n"
            "Screen Rant\n"
            "Wednesday 25 November 2026\n"
            "\n"
            "The comedy Maple Lane will return in the fall, the network said on Tuesday.\n");
  Document doc = ReadOne(path);
  ASSERT_TRUE(doc.meta.title.has_value());
  EXPECT_EQ(*doc.meta.title, "'Maple Lane' Is Back: Hulu Revives the '90s Sitcom");
  EXPECT_EQ(doc.meta.outlet.value_or("<none>"), "Screen Rant");
  EXPECT_EQ(doc.meta.published.value_or("<none>"), "2026-11-25");
}

TEST(PlainTextReader, SentenceFirstLineIsNotATitle) {
  TempDir dir;
  std::string path = dir / "story.txt";
  WriteFile(path,
            "The comedy Maple Lane will return in the fall, the network said.\n"
            "\n"
            "Kim Vale is back as the diner owner.\n");
  Document doc = ReadOne(path);
  EXPECT_FALSE(doc.meta.title.has_value()) << *doc.meta.title;
}

TEST(PlainTextReader, SlugPrefixBeforeHeadlineIsDropped) {
  TempDir dir;
  std::string path = dir / "slug.txt";
  WriteFile(path,
            "maple lane season 2 finale post 'Maple Lane' Season 2 Finale: Who Stays and Who Goes\n"
            "\n"
            "The finale of Maple Lane airs Sunday, and not everyone will make it out.\n");
  Document doc = ReadOne(path);
  ASSERT_TRUE(doc.meta.title.has_value());
  EXPECT_EQ(*doc.meta.title, "'Maple Lane' Season 2 Finale: Who Stays and Who Goes");
}

TEST(PlainTextReader, PostedByAndLikeOnFacebookLines) {
  TempDir dir;
  std::string path = dir / "posted.txt";
  WriteFile(path,
            "Birch Road Casts Its New Sheriff\n"
            "\n"
            "Posted by: Lena Ortiz\n"
            "\n"
            "Tom Keel will play the new sheriff on Birch Road, the producers said on Friday.\n"
            "\n"
            "Like Screen Rant on FB\n");
  Document doc = ReadOne(path);
  EXPECT_EQ(doc.meta.title.value_or("<none>"), "Birch Road Casts Its New Sheriff");
  EXPECT_EQ(doc.meta.author.value_or("<none>"), "Lena Ortiz");
  EXPECT_EQ(doc.meta.outlet.value_or("<none>"), "Screen Rant");
}

// ---------------------------------------------------------------- HTML

const char* kFurniturePage = R"(<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Maple Lane Finale Recap: The Diner Burns | Couch Report</title>
  <meta name="author" content="Jane Roe">
  <meta property="og:site_name" content="Couch Report">
  <meta property="article:published_time" content="2024-05-20T10:00:00Z">
  <link rel="canonical" href="https://couchreport.example/maple-lane-finale">
  <style>.share { color: red; } STYLE_TEXT</style>
  <script>var tracker = "SCRIPT_TEXT";</script>
</head>
<body>
  <nav class="site-nav"><ul><li><a href="/">NAV_HOME</a></li><li><a href="/tv">NAV_TV</a></li></ul></nav>
  <div class="share-buttons"><a href="#">SHARE_ON_FACEBOOK</a></div>
  <article>
    <h1>Maple Lane Finale Recap: The Diner Burns</h1>
    <p>The season finale of Maple Lane aired on Sunday.</p>
    <p>Kim Vale plays the diner owner, and she was <em>superb</em> in <a href="/x">the last scene</a>.</p>
    <div class="social-share"><span>SHARE_WIDGET</span></div>
    <aside class="related-articles"><h3>Related Articles</h3><ul><li>RELATED_LINK</li></ul></aside>
    <p>Tom O&rsquo;Neal &amp; friends return next year.<br>The network has not set a date.</p>
  </article>
  <footer class="site-footer"><p>FOOTER_TEXT</p></footer>
</body>
</html>
)";

TEST(HtmlReader, KeepsParagraphsAndDropsFurniture) {
  TempDir dir;
  std::string path = dir / "finale.html";
  WriteFile(path, kFurniturePage);
  Document doc = ReadOne(path);
  EXPECT_EQ(doc.id, "finale.html");
  EXPECT_TRUE(HasPara(doc.text, "The season finale of Maple Lane aired on Sunday.")) << doc.text;
  // Inline elements do not break a paragraph.
  EXPECT_TRUE(HasPara(doc.text, "Kim Vale plays the diner owner, and she was superb in the last scene.")) << doc.text;
  // Entities decoded; <br> ends a paragraph.
  EXPECT_TRUE(HasPara(doc.text, "Tom O\u2019Neal & friends return next year.")) << doc.text;
  EXPECT_TRUE(HasPara(doc.text, "The network has not set a date.")) << doc.text;
  for (const char* junk : {"SCRIPT_TEXT", "STYLE_TEXT", "NAV_HOME", "NAV_TV", "SHARE_ON_FACEBOOK", "SHARE_WIDGET",
                           "RELATED_LINK", "Related Articles", "FOOTER_TEXT", "<p>", "&amp;", "&rsquo;"})
    EXPECT_FALSE(Contains(doc.text, junk)) << junk << " in:\n" << doc.text;
  // Metadata.
  EXPECT_EQ(doc.meta.title.value_or("<none>"), "Maple Lane Finale Recap: The Diner Burns");
  EXPECT_EQ(doc.meta.author.value_or("<none>"), "Jane Roe");
  EXPECT_EQ(doc.meta.outlet.value_or("<none>"), "Couch Report");
  EXPECT_EQ(doc.meta.published.value_or("<none>"), "2024-05-20");
  EXPECT_EQ(doc.meta.url.value_or("<none>"), "https://couchreport.example/maple-lane-finale");
}

TEST(HtmlReader, BodyWithoutArticleElementDropsNavAndFooter) {
  TempDir dir;
  std::string path = dir / "plain_page.htm";
  WriteFile(path,
            "<html><head><title>Birch Road Is Renewed</title></head><body>"
            "<div id=\"nav\"><a>Home</a> <a>NAV_LINK</a></div>"
            "<div role=\"navigation\">ROLE_NAV</div>"
            "<div class=\"content\"><p>Birch Road has been renewed for a third season.</p>"
            "<p>Production starts in March.</p></div>"
            "<div class=\"related\"><p>RELATED_STORY</p></div>"
            "<div id=\"footer\">FOOTER_TEXT</div>"
            "</body></html>");
  Document doc = ReadOne(path);
  EXPECT_TRUE(HasPara(doc.text, "Birch Road has been renewed for a third season.")) << doc.text;
  EXPECT_TRUE(HasPara(doc.text, "Production starts in March.")) << doc.text;
  for (const char* junk : {"NAV_LINK", "ROLE_NAV", "RELATED_STORY", "FOOTER_TEXT"})
    EXPECT_FALSE(Contains(doc.text, junk)) << junk << " in:\n" << doc.text;
  // No <h1>, no Open Graph: the <title> is the title.
  EXPECT_EQ(doc.meta.title.value_or("<none>"), "Birch Road Is Renewed");
}

TEST(HtmlReader, TitleTagLosesSiteSuffix) {
  auto r = DocumentFromBuffer("t.html",
                              "<html><head><title>Birch Road Finale Recap | Couch Report</title></head>"
                              "<body><p>The finale aired on Sunday night.</p></body></html>",
                              InputFormat::kHtml);
  ASSERT_TRUE(r.ok()) << r.status().ToString();
  EXPECT_EQ(r->meta.title.value_or("<none>"), "Birch Road Finale Recap");
}

TEST(HtmlReader, OpenGraphTitleWhenNoHeading) {
  auto r = DocumentFromBuffer("og.html",
                              "<html><head><title>Some page | Site</title>"
                              "<meta property=\"og:title\" content=\"Birch Road Adds Two Deputies\">"
                              "<meta property=\"og:site_name\" content=\"Couch Report\">"
                              "<meta property=\"og:url\" content=\"https://couchreport.example/birch\">"
                              "</head><body><p>Two deputies join the cast of Birch Road.</p></body></html>",
                              InputFormat::kHtml);
  ASSERT_TRUE(r.ok()) << r.status().ToString();
  EXPECT_EQ(r->meta.title.value_or("<none>"), "Birch Road Adds Two Deputies");
  EXPECT_EQ(r->meta.outlet.value_or("<none>"), "Couch Report");
  EXPECT_EQ(r->meta.url.value_or("<none>"), "https://couchreport.example/birch");
}

TEST(HtmlReader, JsonLdGivesTitleAuthorDateAndPublisher) {
  const char* page = R"(<html><head>
<script type="application/ld+json">
{"@context": "https://schema.org", "@type": "NewsArticle",
 "headline": "Birch Road Sets Its Season 3 Premiere",
 "datePublished": "2024-09-03T08:30:00-04:00",
 "author": {"@type": "Person", "name": "Omar Pell"},
 "publisher": {"@type": "Organization", "name": "The Remote Report"}}
</script></head>
<body><p>Birch Road returns on Thursday, Oct. 3, the network said.</p></body></html>)";
  auto r = DocumentFromBuffer("ld.html", page, InputFormat::kHtml);
  ASSERT_TRUE(r.ok()) << r.status().ToString();
  EXPECT_EQ(r->meta.title.value_or("<none>"), "Birch Road Sets Its Season 3 Premiere");
  EXPECT_EQ(r->meta.author.value_or("<none>"), "Omar Pell");
  EXPECT_EQ(r->meta.published.value_or("<none>"), "2024-09-03");
  EXPECT_EQ(r->meta.outlet.value_or("<none>"), "The Remote Report");
  EXPECT_FALSE(Contains(r->text, "NewsArticle")) << r->text;
  EXPECT_TRUE(HasPara(r->text, "Birch Road returns on Thursday, Oct. 3, the network said.")) << r->text;
}

TEST(HtmlReader, JsonLdInsideGraph) {
  const char* page = R"(<html><head>
<script type="application/ld+json">
{"@context": "https://schema.org", "@graph": [
  {"@type": "WebSite", "name": "Not The Headline"},
  {"@type": "Article", "headline": "Maple Lane Wraps Production", "datePublished": "2023-11-30",
   "author": [{"@type": "Person", "name": "Ada Brill"}]}]}
</script></head><body><p>Maple Lane wrapped production this week.</p></body></html>)";
  auto r = DocumentFromBuffer("graph.html", page, InputFormat::kHtml);
  ASSERT_TRUE(r.ok()) << r.status().ToString();
  EXPECT_EQ(r->meta.title.value_or("<none>"), "Maple Lane Wraps Production");
  EXPECT_EQ(r->meta.author.value_or("<none>"), "Ada Brill");
  EXPECT_EQ(r->meta.published.value_or("<none>"), "2023-11-30");
}

TEST(HtmlReader, MetaTagsWinOverJsonLd) {
  const char* page = R"(<html><head>
<meta name="author" content="Meta Author">
<meta property="article:published_time" content="2024-01-02T00:00:00Z">
<meta property="og:site_name" content="Meta Outlet">
<script type="application/ld+json">
{"@type": "NewsArticle", "headline": "LD Headline", "author": {"name": "LD Author"},
 "datePublished": "2020-05-05", "publisher": {"name": "LD Outlet"}}
</script></head><body><h1>Heading Title</h1><p>Some story text goes here.</p></body></html>)";
  auto r = DocumentFromBuffer("both.html", page, InputFormat::kHtml);
  ASSERT_TRUE(r.ok()) << r.status().ToString();
  EXPECT_EQ(r->meta.title.value_or("<none>"), "Heading Title");
  EXPECT_EQ(r->meta.author.value_or("<none>"), "Meta Author");
  EXPECT_EQ(r->meta.published.value_or("<none>"), "2024-01-02");
  EXPECT_EQ(r->meta.outlet.value_or("<none>"), "Meta Outlet");
}

// ---------------------------------------------------------------- JSON Lines

TEST(JsonLinesReader, RecordsWithTextHtmlAndMetadata) {
  TempDir dir;
  std::string path = dir / "feed.jsonl";
  WriteFile(path,
            R"({"id": "rec-1", "title": "Maple Lane Returns in May", "url": "https://wire.example/maple", )"
            R"("published": "2025-01-14T08:00:00Z", "text": "Maple Lane returns in May.\n\nKim Vale is back."})"
            "\n"
            "\n"  // a blank line is not a record
            R"({"id": "rec-2", "title": "Birch Road Renewed", "html": "<p>First paragraph here.</p><script>x=1</script><p>Second paragraph here.</p>"})"
            "\n"
            R"({"id": 7, "text": "A record whose id is a number."})"
            "\n"
            R"({"text": "A record without an id."})"
            "\n");
  Drained d = DrainPaths({path});
  ASSERT_EQ(d.failures, 0u) << AllErrors(d);
  ASSERT_EQ(d.docs.size(), 4u);
  EXPECT_EQ(d.documents_read, 4u);

  const Document& a = d.docs[0];
  EXPECT_EQ(a.id, "rec-1");
  EXPECT_EQ(a.text, "Maple Lane returns in May.\n\nKim Vale is back.");
  EXPECT_EQ(a.meta.title.value_or("<none>"), "Maple Lane Returns in May");
  EXPECT_EQ(a.meta.url.value_or("<none>"), "https://wire.example/maple");
  EXPECT_EQ(a.meta.published.value_or("<none>"), "2025-01-14");
  EXPECT_EQ(a.source, path + ":1");

  const Document& b = d.docs[1];
  EXPECT_EQ(b.id, "rec-2");
  EXPECT_EQ(b.meta.title.value_or("<none>"), "Birch Road Renewed");
  EXPECT_TRUE(HasPara(b.text, "First paragraph here.")) << b.text;
  EXPECT_TRUE(HasPara(b.text, "Second paragraph here.")) << b.text;
  EXPECT_FALSE(Contains(b.text, "x=1"));
  EXPECT_EQ(b.source, path + ":3");  // line numbers count the blank line

  EXPECT_EQ(d.docs[2].id, "7");
  // No id: the document is named by where it came from.
  EXPECT_FALSE(d.docs[3].id.empty());
  EXPECT_TRUE(d.docs[3].id.ends_with(":5")) << d.docs[3].id;
}

TEST(JsonLinesReader, RecordWithoutTextOrHtmlFailsAlone) {
  TempDir dir;
  std::string path = dir / "feed.ndjson";
  WriteFile(path,
            R"({"id": "a", "text": "The first record has text."})"
            "\n"
            R"({"id": "b", "url": "https://wire.example/b"})"
            "\n"
            R"({"id": "c", "text": "The third record has text."})"
            "\n");
  Drained d = DrainPaths({path});
  ASSERT_EQ(d.docs.size(), 2u);
  EXPECT_EQ(d.docs[0].id, "a");
  EXPECT_EQ(d.docs[1].id, "c");
  ASSERT_EQ(d.errors.size(), 1u);
  EXPECT_EQ(d.failures, 1u);
  EXPECT_TRUE(Contains(d.errors[0].message(), path + ":2")) << d.errors[0].message();
}

// ---------------------------------------------------------------- WARC

std::vector<std::string> SampleWarcRecords() {
  using testing::HttpResponse;
  using testing::SimplePage;
  using testing::WarcRecord;
  std::vector<std::string> recs;
  recs.push_back(WarcRecord("warcinfo", "<urn:uuid:00000000-0000-0000-0000-000000000000>", "",
                            "software: showgraph-test\r\nformat: WARC File Format 1.0\r\n"));
  recs.push_back(WarcRecord("request", "<urn:uuid:00000000-0000-0000-0000-000000000001>",
                            "https://couchreport.example/a",
                            "GET /a HTTP/1.1\r\nHost: couchreport.example\r\n\r\n"));
  recs.push_back(WarcRecord("response", "<urn:uuid:00000000-0000-0000-0000-00000000000a>",
                            "https://couchreport.example/a",
                            HttpResponse(SimplePage("Maple Lane Gets a Spinoff",
                                                    {"Maple Lane will get a spinoff set in the diner.",
                                                     "Kim Vale will produce it."}))));
  recs.push_back(WarcRecord("response", "<urn:uuid:00000000-0000-0000-0000-00000000000b>",
                            "https://couchreport.example/logo.png",
                            HttpResponse(std::string("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16), "image/png")));
  recs.push_back(WarcRecord("response", "<urn:uuid:00000000-0000-0000-0000-00000000000c>",
                            "https://couchreport.example/c",
                            HttpResponse("<html><head><meta property=\"article:published_time\" "
                                         "content=\"2023-12-01T09:00:00Z\"></head><body><h1>Birch Road Finale</h1>"
                                         "<p>The Birch Road finale airs on Monday.</p></body></html>")));
  return recs;
}

void ExpectSampleWarcDocs(const Drained& d) {
  ASSERT_EQ(d.failures, 0u) << AllErrors(d);
  ASSERT_EQ(d.docs.size(), 2u);  // warcinfo, request and the image are not documents
  const Document& a = d.docs[0];
  EXPECT_EQ(a.id, "<urn:uuid:00000000-0000-0000-0000-00000000000a>");
  EXPECT_EQ(a.meta.url.value_or("<none>"), "https://couchreport.example/a");
  EXPECT_EQ(a.meta.title.value_or("<none>"), "Maple Lane Gets a Spinoff");
  EXPECT_TRUE(HasPara(a.text, "Maple Lane will get a spinoff set in the diner.")) << a.text;
  EXPECT_TRUE(HasPara(a.text, "Kim Vale will produce it.")) << a.text;
  EXPECT_FALSE(Contains(a.text, "HTTP/1.1"));
  EXPECT_FALSE(Contains(a.text, "Content-Type"));
  // No date in the page: the capture date stands in.
  EXPECT_EQ(a.meta.published.value_or("<none>"), "2024-03-05");

  const Document& c = d.docs[1];
  EXPECT_EQ(c.id, "<urn:uuid:00000000-0000-0000-0000-00000000000c>");
  EXPECT_TRUE(HasPara(c.text, "The Birch Road finale airs on Monday.")) << c.text;
  // The page's own date wins over the capture date.
  EXPECT_EQ(c.meta.published.value_or("<none>"), "2023-12-01");
}

TEST(WarcReader, PlainWarcResponseRecords) {
  TempDir dir;
  std::string path = dir / "crawl.warc";
  std::string all;
  for (const auto& r : SampleWarcRecords()) all += r;
  WriteFile(path, all);
  ExpectSampleWarcDocs(DrainPaths({path}));
}

TEST(WarcReader, GzipOneMemberPerRecord) {
  TempDir dir;
  std::string path = dir / "crawl.warc.gz";
  testing::WriteGzipMembers(path, SampleWarcRecords());
  ExpectSampleWarcDocs(DrainPaths({path}));
}

TEST(WarcReader, GzipWholeFileOneMember) {
  TempDir dir;
  std::string path = dir / "crawl2.warc.gz";
  std::string all;
  for (const auto& r : SampleWarcRecords()) all += r;
  WriteFile(path, testing::Gzip(all));
  ExpectSampleWarcDocs(DrainPaths({path}));
}

TEST(WarcReader, SniffedWithoutExtension) {
  TempDir dir;
  std::string path = dir / "crawl_capture";
  std::string all;
  for (const auto& r : SampleWarcRecords()) all += r;
  WriteFile(path, all);
  ExpectSampleWarcDocs(DrainPaths({path}));
}

// ---------------------------------------------------------------- directories, batches

TEST(InputSet, DirectoriesRecursivelyInSortedOrder) {
  TempDir dir;
  std::string root = dir / "in";
  WriteFile(root + "/b_second.txt", "Birch Road Renewed\n\nBirch Road has been renewed by the network.\n");
  WriteFile(root + "/a_first/z_last.txt", "The comedy about the diner returns in the fall.\n");
  WriteFile(root + "/a_first/deeper/page.html", "<html><body><p>Deep page text is here.</p></body></html>");
  WriteFile(root + "/a_first/feed.jsonl",
            "{\"id\": \"j1\", \"text\": \"Record one text.\"}\n{\"id\": \"j2\", \"text\": \"Record two text.\"}\n");
  WriteFile(root + "/.hidden.txt", "Hidden files are not inputs.\n");
  WriteFile(root + "/c_third.warc",
            testing::WarcRecord("response", "<urn:uuid:w1>", "https://x.example/",
                                testing::HttpResponse("<html><body><p>Archived page text.</p></body></html>")));
  Drained d = DrainPaths({root});
  ASSERT_EQ(d.failures, 0u) << AllErrors(d);
  std::vector<std::string> ids;
  for (const auto& doc : d.docs) ids.push_back(doc.id);
  // Sorted by path: a_first/deeper/page.html < a_first/feed.jsonl < a_first/z_last.txt < b_second.txt < c_third.warc
  std::vector<std::string> want = {"page.html", "j1", "j2", "z_last.txt", "b_second.txt", "<urn:uuid:w1>"};
  EXPECT_EQ(ids, want);
  EXPECT_EQ(d.documents_read, 6u);
}

TEST(InputSet, PathsKeepTheirGivenOrder) {
  TempDir dir;
  WriteFile(dir / "b.txt", "The second file, listed first.\n");
  WriteFile(dir / "a.txt", "The first file, listed second.\n");
  Drained d = DrainPaths({dir / "b.txt", dir / "a.txt"});
  ASSERT_EQ(d.docs.size(), 2u);
  EXPECT_EQ(d.docs[0].id, "b.txt");
  EXPECT_EQ(d.docs[1].id, "a.txt");
}

TEST(InputSet, UnknownExtensionsAreSniffed) {
  TempDir dir;
  WriteFile(dir / "page.data", "<html><body><p>Sniffed as a page.</p></body></html>");
  WriteFile(dir / "records.data", "{\"id\": \"s1\", \"text\": \"Sniffed as a record.\"}\n");
  WriteFile(dir / "notes.data", "Sniffed as text, with <angle> words later.\n");
  Drained d = DrainPaths({dir / "page.data", dir / "records.data", dir / "notes.data"});
  ASSERT_EQ(d.failures, 0u) << AllErrors(d);
  ASSERT_EQ(d.docs.size(), 3u);
  EXPECT_EQ(d.docs[0].text, "Sniffed as a page.");
  EXPECT_EQ(d.docs[1].id, "s1");
  EXPECT_EQ(d.docs[1].text, "Sniffed as a record.");
  EXPECT_EQ(d.docs[2].text, "Sniffed as text, with <angle> words later.\n");
}

TEST(InputSet, FormatOptionOverridesSniffing) {
  TempDir dir;
  WriteFile(dir / "page.data", "<p>Tags are <b>kept</b> as text.</p>");
  ReaderOptions options;
  options.format = InputFormat::kText;
  Drained d = DrainPaths({dir / "page.data"}, options);
  ASSERT_EQ(d.docs.size(), 1u) << AllErrors(d);
  EXPECT_TRUE(Contains(d.docs[0].text, "<b>kept</b>")) << d.docs[0].text;
}

// ---------------------------------------------------------------- documents from memory

TEST(DocumentFromBuffer, TextHtmlAndSniffing) {
  auto t = DocumentFromBuffer("mem-1", "Birch Road Renewed\n\nThe network renewed Birch Road.", InputFormat::kText);
  ASSERT_TRUE(t.ok()) << t.status().ToString();
  EXPECT_EQ(t->id, "mem-1");
  EXPECT_EQ(t->text, "Birch Road Renewed\n\nThe network renewed Birch Road.");
  EXPECT_EQ(t->meta.title.value_or("<none>"), "Birch Road Renewed");

  auto h = DocumentFromBuffer("mem-2", "<html><body><p>One.</p><p>Two.</p></body></html>", InputFormat::kAuto);
  ASSERT_TRUE(h.ok()) << h.status().ToString();
  EXPECT_EQ(h->text, "One.\n\nTwo.");

  auto e = DocumentFromBuffer("mem-3", "", InputFormat::kText);
  ASSERT_FALSE(e.ok());
  EXPECT_TRUE(Contains(e.status().message(), "mem-3")) << e.status().message();

  auto b = DocumentFromBuffer("mem-4", std::string("ab\0cd", 5), InputFormat::kText);
  ASSERT_FALSE(b.ok());
  EXPECT_TRUE(Contains(b.status().message(), "mem-4")) << b.status().message();

  ReaderOptions small;
  small.max_document_bytes = 10;
  auto big = DocumentFromBuffer("mem-5", "This text is longer than ten bytes.", InputFormat::kText, small);
  ASSERT_FALSE(big.ok());
  EXPECT_EQ(big.status().code(), Status::Code::kTooLarge);
  EXPECT_TRUE(Contains(big.status().message(), "mem-5")) << big.status().message();
}

}  // namespace
}  // namespace showgraph
