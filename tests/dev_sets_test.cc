// The project's own gold sets (examples/ and tests/testdata/heldout*): the core kinds
// stay where issue 3 asks (0.9 per kind on examples/) and the development sets do not
// fall back. The floors for the held-out sets sit below their current scores (README,
// "Quality") by a margin, so a fix that trades one article for another passes and a
// rule that breaks a whole pattern does not.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "showgraph/eval.h"
#include "showgraph/extractor.h"
#include "test_util.h"

namespace showgraph {
namespace {

struct DevSet {
  const char* name;
  const char* articles;  // a directory under the source tree
  double floor;          // F1 every core kind must reach
};

const DevSet kSets[] = {
    {"examples", "examples/articles", 0.90},
    {"heldout", "tests/testdata/heldout", 0.90},
    {"heldout2", "tests/testdata/heldout2", 0.80},
    {"heldout3", "tests/testdata/heldout3", 0.85},
    {"heldout4", "tests/testdata/heldout4", 0.85},
    // Airings of heldout5's network schedule and British drama are its weakest kind (0.87).
    {"heldout5", "tests/testdata/heldout5", 0.80},
    // heldout6's airings (late-night slots, an Australian schedule) are the weakest kind (0.83).
    {"heldout6", "tests/testdata/heldout6", 0.75},
    // heldout7's airings (a network schedule, a bulleted premiere list) are the weakest (0.81).
    {"heldout7", "tests/testdata/heldout7", 0.75},
    // heldout9 (a development set since its first score): airings in Canadian, Korean and
    // soap schedules are the weakest (0.83).
    {"heldout9", "tests/testdata/heldout9", 0.75},
    // heldout11 and heldout13 (development sets since their first scores): heldout11's
    // airings (0.89) and heldout13's works (0.83, an anime's film and a Q&A's old credits)
    // are their weakest.
    {"heldout11", "tests/testdata/heldout11", 0.80},
    {"heldout13", "tests/testdata/heldout13", 0.75},
    // heldout15, 17, 18 and 20 (development sets since their first scores): crew in a
    // showrunner exit (0.90), works in a nominations roundup (0.92), airings in a K-drama
    // and a streaming roundup (0.90) and heldout20's airings (0.91) are their weakest.
    {"heldout15", "tests/testdata/heldout15", 0.85},
    {"heldout17", "tests/testdata/heldout17", 0.85},
    {"heldout18", "tests/testdata/heldout18", 0.85},
    {"heldout20", "tests/testdata/heldout20", 0.85},
    // heldout22 (a development set since its first score): airings of a network press
    // release and a BBC drama (0.86) are its weakest.
    {"heldout22", "tests/testdata/heldout22", 0.80},
    // heldout24 (a development set since its first score): airings of a TV-tonight column
    // and a soap's week ahead (0.87) and works (0.89: a manga's title with a particle) are
    // its weakest.
    {"heldout24", "tests/testdata/heldout24", 0.80},
    // heldout26 (a development set since its first score): works of an obituary and an
    // oral history (0.94) are its weakest.
    {"heldout26", "tests/testdata/heldout26", 0.85},
    // heldout28 (a development set since its first score): airings of a weekend watch list
    // and a two-night premiere (0.92) and crew (0.92) are its weakest core kinds.
    {"heldout28", "tests/testdata/heldout28", 0.85},
    // heldout30 (a development set since its first score): airings of a month's recap
    // whose dated headings name episodes, and of a K-drama on two services (0.78), are its
    // weakest.
    {"heldout30", "tests/testdata/heldout30", 0.75},
    // heldout32 (a development set since its first score): airings of a network's fall
    // roundup (0.98) are its weakest core kind.
    {"heldout32", "tests/testdata/heldout32", 0.85},
    // heldout34 (a development set written for airings): its airings (0.73: a TV-this-week
    // column, a streamer's month, a press release, a delayed premiere) are far its weakest.
    {"heldout34", "tests/testdata/heldout34", 0.60},
    // heldout35 (a development set written for relationships and events): its core kinds
    // all reached 0.95 at its first score; the story kinds it was written for are not
    // floored here.
    {"heldout35", "tests/testdata/heldout35", 0.90},
    // heldout36 (a development set written for crew, airings and attributes): its airings
    // (0.77 at its first score: a Pacific-time column, a press release's moved slot) are
    // its weakest core kind.
    {"heldout36", "tests/testdata/heldout36", 0.70},
    // heldout37 (a development set written for crew, events and relationships): its crew
    // (0.69 at its first score: staffing news, an awards roundup, an obituary, a career
    // profile) is its weakest core kind.
    {"heldout37", "tests/testdata/heldout37", 0.60},
    // heldout38 (a development set written for airings): its airings (0.67 at its first
    // score: a network's midseason moves, a streamer's release plan, a Central-time column,
    // a renewal roundup, a simulcast, an interview's passing dates) are its weakest.
    {"heldout38", "tests/testdata/heldout38", 0.60},
    // heldout39 (a development set written for relationships, events and attributes): its
    // core kinds were all 0.92 or more at its first score; the story kinds are not floored.
    {"heldout39", "tests/testdata/heldout39", 0.85},
    // heldout40 (a development set written for airings and works): its airings (0.39 at its
    // first score: a fall calendar in list form, one series on three countries' channels, a
    // finale's how-to-watch, an election-night schedule change, a streaming column) are its
    // weakest by far.
    {"heldout40", "tests/testdata/heldout40", 0.30},
    // heldout41 (a development set written for cast and crew): its cast (0.74 at its first
    // score: an upfront roundup, a spinoff's shared credits, an obituary) is its weakest
    // written-for kind; its seven airings (0.59) sit lower.
    {"heldout41", "tests/testdata/heldout41", 0.50},
    // heldout42 (a development set written for relationships, events and attributes): its
    // core kinds were 0.87 or more at its first score; the story kinds are not floored.
    {"heldout42", "tests/testdata/heldout42", 0.80},
    // heldout43 (a development set written for relationships, events, attributes and crew in
    // prose): its crew (0.79 at its first score: an anthology's returning actors, a podcast
    // transcript, a soap's anniversary, a showrunner's AMA) is its weakest core kind.
    {"heldout43", "tests/testdata/heldout43", 0.70},
    // heldout44 (a development set written for airings and crew): its airings (0.33 at its
    // first score: a fall-lineup release, a late-night shake-up, holiday marathons, a
    // simulcast in Taiwan time, a weekend column under day headings) are its weakest by far.
    {"heldout44", "tests/testdata/heldout44", 0.25},
    // heldout45 (a development set written for relationships, events and attributes): its
    // airings (0.70 at its first score: a recap's next-episode line, a soap's summer preview,
    // a streaming review) are its weakest core kind.
    {"heldout45", "tests/testdata/heldout45", 0.60},
    // heldout46 (a development set written for relationships, events and attributes): its
    // works (0.80 at its first score: novels an adaptation explainer names) and crew (0.86)
    // are its weakest core kinds.
    {"heldout46", "tests/testdata/heldout46", 0.70},
    // heldout47 (a development set written for airings, crew and works): its airings (0.41 at
    // its first score: a sports preemption, a Mountain-time mailbag, a network-to-streamer
    // rescue, a split season's drop times, a DVR column, an earnings-call slate) are its
    // weakest by far.
    {"heldout47", "tests/testdata/heldout47", 0.35},
    // heldout48 (a development set written for relationships, events and attributes): its
    // airings (0.76 at its first score: a soap's weekday slot, a procedural's moved finale)
    // are its weakest core kind.
    {"heldout48", "tests/testdata/heldout48", 0.65},
    // heldout49 (a development set of the genre's everyday mix): its airings (0.62 at its
    // first score: a premiere-date teaser, a table read's season preview) are its weakest
    // core kind.
    {"heldout49", "tests/testdata/heldout49", 0.50},
    // heldout50 (the genre's everyday news, airings, works and crew weighted): its airings
    // (0.72 at its first score: a back-nine order, a night move, a soap's holiday week) and
    // crew (0.76) were its weakest core kinds.
    {"heldout50", "tests/testdata/heldout50", 0.70},
    // heldout51 (written for the story kinds): its core kinds all first scored 0.84 or more.
    {"heldout51", "tests/testdata/heldout51", 0.75},
    // heldout52 (the genre's everyday mix): its airings (0.85) are its weakest core kind.
    {"heldout52", "tests/testdata/heldout52", 0.75},
    // heldout53 (written for airings): its airings first scored 0.56 (a release calendar, a
    // Pacific "TV Tonight" column, a trailer's panel, a delayed premiere).
    {"heldout53", "tests/testdata/heldout53", 0.70},
    // heldout54 (series from outside the US): its airings first scored 0.52 (British dates and
    // 24-hour clocks, a Swedish broadcaster, an Irish one written without its accent).
    {"heldout54", "tests/testdata/heldout54", 0.60},
    // heldout55 (cast and crew news and who said what): its airings (0.59 at first, a
    // roundtable of three networks' shows) and cast (0.82) were its weakest core kinds.
    {"heldout55", "tests/testdata/heldout55", 0.70},
    // heldout56 (recaps, finale write-ups, story-so-far explainers): its airings (0.67 at
    // its first score: a recap's "next Sunday", "ended its second season") were its weakest
    // core kind.
    {"heldout56", "tests/testdata/heldout56", 0.60},
    // heldout57 (everyday TV news in new shapes): its airings first scored 0.48 (a release
    // calendar's dated entries, a section's show on its own network, a grid's winter break).
    {"heldout57", "tests/testdata/heldout57", 0.40},
    // heldout58 (the story kinds in previews and interviews): its works (0.67 at its first
    // score) and cast (0.71: headings that name the actor first, a press kit's entries).
    {"heldout58", "tests/testdata/heldout58", 0.60},
    // heldout59 (scheduling news): its airings first scored 0.61 (a premiere tracker's
    // entries, an overtime overrun, a soap's slot move, a syndication deal).
    {"heldout59", "tests/testdata/heldout59", 0.55},
    // heldout60 (industry lists and data pieces: a nominations release, a winners report, a
    // weekly ratings report, a festival lineup, a top-10 column, a box set): its airings
    // first scored 0.24 (a ratings report's run-in days, a chart's drop dates).
    {"heldout60", "tests/testdata/heldout60", 0.20},
    // heldout61 (interviews in transcript forms: an oral history signed "-- Name, role", a Q&A
    // under initials, a panel, an email interview, a live chat): its airings (0.74 at its
    // first score) are its weakest core kind.
    {"heldout61", "tests/testdata/heldout61", 0.65},
    // heldout62 (soaps, telenovelas and melodramas, story first): its airings first scored
    // 0.49 (a wedding week recapped under day headings, weekday slots with no day).
    {"heldout62", "tests/testdata/heldout62", 0.40},
    // heldout63 (non-US series in everyday news shapes): its airings first scored 0.50
    // (home broadcasts in their own clocks, simulcasts) and its crew 0.77.
    {"heldout63", "tests/testdata/heldout63", 0.40},
    // heldout64 (unscripted and hybrid television: a competition, a docuseries, a game show's
    // revival, a true-crime limited series, a talk show's last week, a dating-show finale):
    // its airings first scored 0.65 (a two-night premiere, a spinoff's move, nightly guests).
    {"heldout64", "tests/testdata/heldout64", 0.60},
    // heldout65 (news outside the entertainment desk: a merger, a lawsuit, a local paper's
    // filming story, a sports preemption, an obituary, wire briefs): its airings first scored
    // 0.69.
    {"heldout65", "tests/testdata/heldout65", 0.60},
    // heldout66 (long-form features of 1,200-1,500 words: a cover story, a making-of long
    // read, a critic's essay on a whole run): its airings first scored 0.82 and its crew
    // 0.88.
    {"heldout66", "tests/testdata/heldout66", 0.70},
    // heldout67 (very short items: a renewal blurb, a TV-guide capsule, a push alert, a
    // coming-soon blurb, a ratings one-liner): its airings first scored 0.67 and its quotes
    // 0.82.
    {"heldout67", "tests/testdata/heldout67", 0.60},
    // heldout68 (dramas about real people: a biopic cast at three ages, real athletes in a
    // sports drama, a true story's subject on her actress, a review against the record): its
    // cast and airings first scored 0.79.
    {"heldout68", "tests/testdata/heldout68", 0.70},
    // heldout69 (reboots, revivals, prequels and spinoffs): its crew first scored 0.73 (a
    // writers' room, credits across the parent and the new show) and its airings 0.85.
    {"heldout69", "tests/testdata/heldout69", 0.65},
    // heldout70 (text as copied from the web: curly marks, em and en dashes, diacritics, a
    // title in asterisks): its airings first scored 0.50 (an en dash's hour range).
    {"heldout70", "tests/testdata/heldout70", 0.45},
    // heldout71 (animation and voice casts, an anime dub, puppets): its cast first scored 0.55.
    {"heldout71", "tests/testdata/heldout71", 0.50},
    // heldout72 (statements and social posts as sources): its airings first scored 0.83 and
    // its crew 0.85.
    {"heldout72", "tests/testdata/heldout72", 0.75},
    // heldout73 (superhero, comic-book and video-game adaptations: codenames, unmaskings,
    // multiverse variants): its cast and airings first scored 0.83.
    {"heldout73", "tests/testdata/heldout73", 0.75},
    // heldout74 (guest stars, recurring arcs and episode-level credits in procedurals): its
    // airings first scored 0.61.
    {"heldout74", "tests/testdata/heldout74", 0.55},
    // heldout75 (Asian, Turkish and Latin American dramas in the English press, on their own
    // clocks): its airings first scored 0.39.
    {"heldout75", "tests/testdata/heldout75", 0.35},
    // heldout76 (the plain core genre: interviews, previews, a premiere-date item, a finale
    // recap, a renewal): its airings first scored 0.78 and its crew 0.87.
    {"heldout76", "tests/testdata/heldout76", 0.70},
    // heldout77 (relationships and story events told in prose: recaps, a primer, a paired
    // interview, soap spoilers, a review, a post-mortem): its airings first scored 0.83; its
    // relationships (0.49) and events (0.35) are not floored.
    {"heldout77", "tests/testdata/heldout77", 0.75},
    // heldout78 (the plain core genre, a second draw: a scoop column, a comedy recap, a series
    // order, a trailer-and-date story, a sneak-peek post, a character actress's profile): its
    // airings first scored 0.51.
    {"heldout78", "tests/testdata/heldout78", 0.45},
    // heldout80 (who said what: a convention panel, a rewatch podcast, a writers' roundtable, a
    // press conference, anniversary memories, a review quoting dialogue): its airings first
    // scored 0.67 and its crew 0.87.
    // heldout79 (schedules and the people behind shows: a midseason shuffle, a streamer's
    // drop calendar, a creator's exit, a station's program guide, a renewal, a festival
    // dispatch): its airings first scored 0.73 and its crew 0.82.
    {"heldout79", "tests/testdata/heldout79", 0.65},
    {"heldout80", "tests/testdata/heldout80", 0.60},
    // heldout81 (the plain core genre, a third draw: a showrunner interview, an explainer
    // before a premiere, an exit after a death, first-look photos, a mid-season check-in, a
    // ratings-and-renewal story): its airings first scored 0.86 and its works 0.89.
    {"heldout81", "tests/testdata/heldout81", 0.80},
    // heldout82 (what happens, and what spoils it: a finale recap, a spoiler-free first look, a
    // catch-up before a final season, loglines of unaired episodes, a leak the network
    // confirms in part, a character's obituary): its airings first scored 0.72; its events
    // (0.68) and relationships (0.68) are not floored.
    {"heldout82", "tests/testdata/heldout82", 0.65},
    // heldout84 (shows of every form: an animated comedy's voice cast, a sitcom's live
    // episode, an anthology, a novel's limited series, a soap's anniversary quiz, a children's
    // series' special): its airings first scored 0.65; its events (0.53) are not floored.
    // heldout83 (who the characters are: a meet-the-characters guide, casting breakdowns, press
    // bios, a family tree, a where-are-they-now, a cast interview): its airings first scored
    // 0.57.
    {"heldout83", "tests/testdata/heldout83", 0.50},
    {"heldout84", "tests/testdata/heldout84", 0.60},
};

std::string GoldOf(const DevSet& set) {
  std::string dir = std::string(SHOWGRAPH_SOURCE_DIR) + "/" + set.articles;
  return std::string(set.name) == "examples" ? std::string(SHOWGRAPH_SOURCE_DIR) + "/examples/gold.jsonl"
                                             : dir + "/gold.jsonl";
}

// The articles of a set: every file but its README and its gold (text, HTML, JSON Lines
// bundles, WARC).
std::vector<std::string> ArticlesOf(const DevSet& set) {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::recursive_directory_iterator(std::string(SHOWGRAPH_SOURCE_DIR) + "/" +
                                                                     set.articles))
    if (e.is_regular_file() && e.path().extension() != ".md" && e.path().filename() != "gold.jsonl")
      out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

class DevSets : public ::testing::TestWithParam<DevSet> {};

TEST_P(DevSets, CoreKindsReachTheirFloor) {
  const DevSet& set = GetParam();
  auto gold = LoadFactsFile(GoldOf(set));
  ASSERT_TRUE(gold.ok()) << gold.status().ToString();
  std::vector<std::string> paths = ArticlesOf(set);
  ASSERT_FALSE(paths.empty());
  testing::Drained d = testing::DrainPaths(paths);
  ASSERT_EQ(d.failures, 0u) << testing::AllErrors(d);
  Extractor extractor;
  std::vector<FactsRecord> pred;
  for (const Document& doc : d.docs) {
    FactsRecord r;
    r.doc_id = doc.id;
    r.facts = extractor.Extract(doc);
    r.optional.assign(r.facts.size(), false);
    pred.push_back(std::move(r));
  }
  EvalReport rep = Evaluate(gold.value(), pred);
  EXPECT_EQ(rep.docs_predicted, rep.docs) << "every gold document is extracted";
  for (const char* kind : {"work", "cast", "crew", "airing", "quote"}) {
    auto it = rep.kinds.find(kind);
    ASSERT_NE(it, rep.kinds.end()) << kind;
    EXPECT_GE(it->second.f1(), set.floor) << set.name << " " << kind << "\n" << FormatReport(rep, true);
  }
}

INSTANTIATE_TEST_SUITE_P(All, DevSets, ::testing::ValuesIn(kSets),
                         [](const ::testing::TestParamInfo<DevSet>& set_info) { return std::string(set_info.param.name); });

}  // namespace
}  // namespace showgraph
