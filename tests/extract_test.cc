// Works, names and the choice of fact kinds in the forms the press writes them. Every
// sentence here is invented for the test.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "extract_test_util.h"
#include "showgraph/extractor.h"
#include "showgraph/reader.h"

namespace showgraph {
namespace {

using testing::CrewOf;
using testing::ExtractFrom;
using testing::HasCast;
using testing::HasCrew;
using testing::kHead;
using testing::MakeDoc;
using testing::OfKind;
using testing::SpeakerOfQuote;
using testing::WorkNames;

TEST(WorkTest, TitleBeforeTvWordAndInQuotes) {
  auto works = OfKind(ExtractFrom(std::string(kHead) +
                          "The Lamplighters finale airs Monday. The singer's \"Velvet Tour\" kickoff party is the setting.\n"),
                      FactKind::kWork);
  std::vector<std::string> names;
  for (const auto& w : works) names.push_back(w.name);
  EXPECT_NE(std::find(names.begin(), names.end(), "The Lamplighters"), names.end());
  // A quoted title with no TV word near it is not taken for a work.
  EXPECT_EQ(std::find(names.begin(), names.end(), "Velvet Tour"), names.end());
}

// "Fairlanes, the ABC sitcom about ..., will return": a network inside the apposition
// says whose show the title is, whatever verb follows.
TEST(WorkTest, AnAppositionWithANetworkAndAGenreNoun) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Hulu is turning the lights back on. Fairlanes, the ABC sitcom about a feuding Toledo "
                           "family and the diner it runs, will return next year.\n\nIn its original run, Fairlanes "
                           "aired Tuesdays at 8:30/7:30c on ABC.\n");
  auto names = WorkNames(facts);
  EXPECT_NE(std::find(names.begin(), names.end(), "Fairlanes"), names.end());
  EXPECT_EQ(OfKind(facts, FactKind::kAiring).size(), 1u);
}

// A known title, a colon and a title-case run: a spinoff ("Beatline: Norfolk, a spinoff")
// and a film ("A theatrical film, Beatline: Night of Embers, opens").
TEST(WorkTest, ATitleAColonAndASubtitleIsAWorkOfItsOwn) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Beatline, the CBS drama, is expanding. The network ordered a backdoor pilot for Beatline: "
                           "Norfolk, a spinoff of its long-running procedural. A theatrical film, Beatline: Night of "
                           "Embers, opens in April.\n");
  bool spinoff = false, film = false;
  for (const Fact& f : OfKind(facts, FactKind::kWork)) {
    spinoff = spinoff || (f.name == "Beatline: Norfolk" && f.type == "series");
    film = film || (f.name == "Beatline: Night of Embers" && f.type == "film");
  }
  EXPECT_TRUE(spinoff);
  EXPECT_TRUE(film);
}

// "People still know you from Quillbridge": where the public knows an actor from is a work.
TEST(WorkTest, WhereThePublicKnowsAnActorFrom) {
  auto facts = ExtractFrom(std::string(kHead) + "Q: A lot of people still know you from Quillbridge.\n\n"
                                                "A: Everybody still knows me from Quillbridge.\n");
  auto names = WorkNames(facts);
  EXPECT_NE(std::find(names.begin(), names.end(), "Quillbridge"), names.end());
}

// An English word is a title when its own apposition names its kind ("Hayloft, the new
// comedy from ..."); "ABC on Monday laid out its schedule" is the day of the news.
TEST(WorkTest, ACommonWordTitledByItsAppositionAndTheNewsDay) {
  auto facts = ExtractFrom(
      "ABC's Midseason Plan\n\nTV Guide\n\nMonday, November 23, 2026\n\n"
      "ABC on Monday laid out its schedule for the winter.\n\n"
      "Hayloft, the new comedy from creators Ann Dee and Bo Fenn, premieres Wednesday, Jan. 13, at 8:30/7:30c.\n");
  auto names = WorkNames(facts);
  EXPECT_NE(std::find(names.begin(), names.end(), "Hayloft"), names.end());
  for (const Fact& f : OfKind(facts, FactKind::kAiring)) EXPECT_NE(f.date, "2026-11-23") << f.work;
}

TEST(WorkTest, ATitleWrittenWithAPossessiveEveryTimeKeepsIt) {
  auto facts = ExtractFrom("Winter Schedule\n\nFox has found a new home for the medical drama Saint Aldric\u2019s "
                           "when it returns in February. Closing out Tuesdays, Saint Aldric\u2019s moves to 10 "
                           "p.m.\n");
  auto works = OfKind(facts, FactKind::kWork);
  bool found = std::any_of(works.begin(), works.end(), [](const Fact& f) { return f.name == "Saint Aldric\u2019s"; });
  EXPECT_TRUE(found);
  // A possessive before a noun is the usual kind: "Foo's finale".
  facts = ExtractFrom("Winter Schedule\n\nThe drama Gallowmere returns in May. Gallowmere\u2019s finale airs in "
                      "June, and Gallowmere\u2019s cast will tour.\n");
  works = OfKind(facts, FactKind::kWork);
  found = std::any_of(works.begin(), works.end(), [](const Fact& f) { return f.name == "Gallowmere"; });
  EXPECT_TRUE(found);
}

TEST(WorkTest, NetworkPossessiveAndGenreNoun) {
  auto works = OfKind(ExtractFrom(std::string(kHead) +
                          "She was last seen on HBO's Copper Sky and in the cop drama The Ninth Ward.\n"),
                      FactKind::kWork);
  std::vector<std::string> names;
  for (const auto& w : works) names.push_back(w.name);
  EXPECT_NE(std::find(names.begin(), names.end(), "Copper Sky"), names.end());
  EXPECT_NE(std::find(names.begin(), names.end(), "The Ninth Ward"), names.end());
}

TEST(WorkTest, ACapitalizedModifierOfAGenreNounIsNotATitle) {
  auto works = OfKind(ExtractFrom(std::string(kHead) + "Hulu's Gothic family drama Wrenfield returns in June.\n"),
                      FactKind::kWork);
  std::vector<std::string> names;
  for (const auto& w : works) names.push_back(w.name);
  EXPECT_NE(std::find(names.begin(), names.end(), "Wrenfield"), names.end());
  EXPECT_EQ(std::find(names.begin(), names.end(), "Gothic"), names.end());
}

TEST(WorkTest, AnAppositionWithAGenreNounMakesATitle) {
  auto works = OfKind(ExtractFrom(std::string(kHead) +
                                  "Iron Vale, ABC's frontier drama, returns in March. Gull Point, a coast guard "
                                  "comedy starring Ada Wren, follows it. Ty Brook, a veteran of NBC's cop drama, "
                                  "joins. Set in the Yukon in 1898, the show follows a mail carrier.\n"),
                      FactKind::kWork);
  std::vector<std::string> names;
  for (const auto& w : works) names.push_back(w.name);
  EXPECT_NE(std::find(names.begin(), names.end(), "Iron Vale"), names.end());
  EXPECT_NE(std::find(names.begin(), names.end(), "Gull Point"), names.end());
  // A person described by a show, and a clause that starts after the comma, are not titles.
  EXPECT_EQ(std::find(names.begin(), names.end(), "Ty Brook"), names.end());
  for (const auto& n : names) EXPECT_EQ(n.find("Yukon"), std::string::npos) << n;
}

TEST(WorkTest, AQuotedTitleInTheHeadlineThatTheStoryRepeats) {
  auto works = OfKind(ExtractFrom("\u2018Wrenfield\u2019 Adds Two: The Gothic Drama Casts Its Twins\n\nTV Guide\n\n"
                                  "Wrenfield has found its twins. The casting was announced Monday.\n"),
                      FactKind::kWork);
  ASSERT_FALSE(works.empty());
  EXPECT_EQ(works[0].name, "Wrenfield");
  // A pulled quotation in the headline is not a title: the story writes it in lower case.
  works = OfKind(ExtractFrom("Iron Vale Boss: \u2018Nobody Gets Out Clean\u2019\n\nTV Guide\n\n"
                             "\"Nobody gets out clean,\" the Iron Vale showrunner says of the finale.\n"),
                 FactKind::kWork);
  for (const auto& w : works) EXPECT_NE(w.name, "Nobody Gets Out Clean");
}

// "Foo Casts X as Y" over a masthead whose first word is a role ("Showrunner Notes"):
// the role word is the next line's, so Y is no "Y Showrunner" title but Foo's part.
TEST(WorkTest, ARoleWordOnTheLineUnderTheHeadlineMarksNoTitle) {
  auto facts = ExtractFrom("Gullhaven Casts Odile Prentiss as Mara Quist\n\nShowrunner Notes\nBy Tam Rook\n"
                           "May 3, 2027\n\nThe fantasy series Gullhaven has cast Odile Prentiss as Mara Quist, a "
                           "smuggler.\n");
  const auto names = WorkNames(facts);
  EXPECT_EQ(std::find(names.begin(), names.end(), "Mara Quist"), names.end());
  EXPECT_NE(std::find(names.begin(), names.end(), "Gullhaven"), names.end());
  EXPECT_TRUE(HasCast(facts, "Odile Prentiss", "Mara Quist"));
}

TEST(WorkTest, TheOutletIsNotAWorkAndATitleStopsBeforeANetwork) {
  Document doc = MakeDoc("Silver Pass Returns Tonight\n\nThe Sofa Gazette\n\nSilver Pass returns tonight at 9/8c on "
                         "ABC. Its creator is adapting the novel The Glass Daughter for Amazon.\n",
                         "");
  doc.meta.outlet = "The Sofa Gazette";
  auto works = OfKind(Extractor().Extract(doc), FactKind::kWork);
  std::vector<std::string> names;
  for (const auto& w : works) names.push_back(w.name);
  EXPECT_EQ(std::find(names.begin(), names.end(), "The Sofa Gazette"), names.end());
  EXPECT_NE(std::find(names.begin(), names.end(), "The Glass Daughter"), names.end());
  EXPECT_EQ(std::find(names.begin(), names.end(), "The Glass Daughter for Amazon"), names.end());
}

TEST(WorkTest, ATheTitleThatASentenceOfAiringIsAboutAndAPossessiveNetwork) {
  auto works = OfKind(ExtractFrom(std::string(kHead) +
                                  "The Harlow Letters, which went on a winter break in December, returns Thursday, "
                                  "Feb. 26. Peacock's Dune Tavern, meanwhile, is doing the opposite. The White House "
                                  "said nothing.\n"),
                      FactKind::kWork);
  std::vector<std::string> names;
  for (const auto& w : works) names.push_back(w.name);
  EXPECT_NE(std::find(names.begin(), names.end(), "The Harlow Letters"), names.end());
  EXPECT_NE(std::find(names.begin(), names.end(), "Dune Tavern"), names.end());
  EXPECT_EQ(std::find(names.begin(), names.end(), "The White House"), names.end());
}

TEST(WorkTest, AnAbbreviationsPeriodStaysInATitle) {
  auto works = OfKind(ExtractFrom(std::string(kHead) + "NBC will fill the slot with repeats of its medical drama "
                                                       "St. Jude Mercy.\n"),
                      FactKind::kWork);
  std::vector<std::string> names;
  for (const auto& w : works) names.push_back(w.name);
  EXPECT_NE(std::find(names.begin(), names.end(), "St. Jude Mercy"), names.end());
  EXPECT_EQ(std::find(names.begin(), names.end(), "St"), names.end());
}

TEST(WorkTest, APlayAfterADeterminerNamesAWorkButTheVerbDoesNot) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The creator saw Mara Quint in the Off-Broadway play Cellar Door. Quint will play Nora "
                           "Vale in the new season.\n");
  bool play = false, nora = false;
  for (const auto& f : facts) {
    if (f.kind != FactKind::kWork) continue;
    play = play || (f.name == "Cellar Door" && f.type == "other");
    nora = nora || f.name.find("Nora") != std::string::npos;
  }
  EXPECT_TRUE(play);
  EXPECT_FALSE(nora);
  EXPECT_TRUE(HasCast(facts, "Mara Quint", "Nora Vale"));
}

TEST(WorkTest, AndTheBeforeAKindOfWorkEndsATitle) {
  auto works = OfKind(ExtractFrom(std::string(kHead) +
                                  "She starred in Hulu's Velvet Knives and the Off-Broadway play Slack Water, and "
                                  "before that in the sitcom Salt and the Sea.\n"),
                      FactKind::kWork);
  std::vector<std::string> names;
  for (const auto& w : works) names.push_back(w.name);
  EXPECT_NE(std::find(names.begin(), names.end(), "Velvet Knives"), names.end());
  EXPECT_NE(std::find(names.begin(), names.end(), "Salt and the Sea"), names.end());
}

TEST(NameTest, AnOrdinaryWordThatIsTheDocumentsSurnameIsThatPerson) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The series comes from writer Ansel Baker. \"Every town keeps a secret,\" Baker said. "
                           "Baker executive produces with Ruth Ng.\n");
  auto quotes = OfKind(facts, FactKind::kQuote);
  ASSERT_EQ(quotes.size(), 1u);
  EXPECT_EQ(quotes[0].speaker, "Ansel Baker");
  EXPECT_TRUE(HasCrew(facts, "Ansel Baker", "executive producer"));
}

TEST(NameTest, AHeadlineVerbIsNotPartOfTheName) {
  auto facts = ExtractFrom("FX's 'The Quiet Tide' Casts Ilse Marrow-Tate and Four More\n\nTV Guide\n\n"
                           "Marrow-Tate will lead The Quiet Tide as Maud Penn, the coroner.\n");
  EXPECT_TRUE(HasCast(facts, "Ilse Marrow-Tate", "Maud Penn"));
  for (const auto& f : facts) EXPECT_EQ(f.actor.find("Casts"), std::string::npos);
}

TEST(ExtractKinds, ParsesTheListAndRejectsUnknownNames) {
  auto o = ParseExtractKinds("work, story");
  ASSERT_TRUE(o.ok());
  EXPECT_TRUE(o->works);
  EXPECT_TRUE(o->story);
  EXPECT_FALSE(o->cast || o->crew || o->airings || o->quotes);
  auto all = ParseExtractKinds("work,cast,crew,airing,quote,story");
  ASSERT_TRUE(all.ok());
  EXPECT_TRUE(all->works && all->cast && all->crew && all->airings && all->quotes && all->story);
  auto bad = ParseExtractKinds("cast,relationships");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("relationships"), std::string::npos);
  EXPECT_FALSE(ParseExtractKinds("").ok());
}

// A kind extracted alone comes out as it does with every kind on: crew still runs first
// so that a showrunner is not read as an actor.
TEST(ExtractKinds, CastAloneEqualsCastAmongAll) {
  Document d;
  d.id = "k";
  d.text =
      "Tidewater Adds Two for Season 3\n\n"
      "Showrunner Lena Ortiz has cast Paul Vance as Deputy Ray Holt. Ortiz told us Holt is trouble. Mia Chen, "
      "who plays Ada Holt, returns.\n";
  auto cast_of = [](const std::vector<Fact>& facts) {
    std::vector<std::pair<std::string, std::string>> v;
    for (const auto& f : facts)
      if (f.kind == FactKind::kCast) v.emplace_back(f.actor, f.character);
    return v;
  };
  auto every = Extractor().Extract(d);
  auto only = ParseExtractKinds("cast");
  ASSERT_TRUE(only.ok());
  auto alone = Extractor(*only).Extract(d);
  EXPECT_FALSE(cast_of(every).empty());
  EXPECT_EQ(cast_of(alone), cast_of(every));
  for (const auto& f : alone) EXPECT_EQ(f.kind, FactKind::kCast);
}

// A bare title that opens a sentence of airing is the work that airs; a person's shape
// (a given name, or a name whose second word is no English word) is not.
TEST(ExtractWorks, TitleThatReturnsInASlotIsAWork) {
  auto one = ExtractFrom("Fenwater Returns for Season 2\n\nFenwater returns Friday at 9 p.m. ET on NBC.\n");
  EXPECT_EQ(WorkNames(one), std::vector<std::string>{"Fenwater"});
  auto airings = OfKind(one, FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].work, "Fenwater");
  EXPECT_EQ(airings[0].time, "21:00");
  auto two = ExtractFrom("Big Night\n\nCopper Lantern premieres Tuesday on HBO with two episodes.\n");
  EXPECT_EQ(WorkNames(two), std::vector<std::string>{"Copper Lantern"});
  // People who return in a slot.
  EXPECT_TRUE(WorkNames(ExtractFrom("Big Night\n\nNora returns Friday at 9 p.m. ET on NBC.\n")).empty());
  EXPECT_TRUE(WorkNames(ExtractFrom("Big Night\n\nJamie Okafor returns Friday at 9 p.m. on NBC.\n")).empty());
  // No slot in the sentence: a return in the story, not an airing.
  EXPECT_TRUE(WorkNames(ExtractFrom("Big Night\n\nFenwater returns to the harbor in the end.\n")).empty());
}

// A title in quotation marks may end in a possessive: the whole quotation is the title.
TEST(ExtractWorks, AQuotedTitleThatEndsInAPossessive) {
  auto facts = ExtractFrom("An Oral History of the \u201cSupper at Okonkwo\u2019s\u201d Finale\n\nFor five "
                           "seasons, \u201cSupper at Okonkwo\u2019s\u201d was what the country watched on Thursdays.\n",
                           "2026-05-14");
  EXPECT_EQ(WorkNames(facts), std::vector<std::string>{"Supper at Okonkwo\u2019s"});
  // Written bare once with a cue, it is still one work.
  auto twice = ExtractFrom("An Oral History of the \u201cSupper at Okonkwo\u2019s\u201d Finale\n\nThe cast of "
                           "\u201cSupper at Okonkwo\u2019s\u201d met again in May.\n",
                           "2026-05-14");
  EXPECT_EQ(WorkNames(twice), std::vector<std::string>{"Supper at Okonkwo\u2019s"});
}

// A quoted title that ends its sentence, described by the next one ("The six-part limited
// series ..."), is a work, and the airing the description tells of is its.
TEST(ExtractWorks, AQuotedTitleTheNextSentenceDescribes) {
  auto facts = ExtractFrom("Fox Shuffles Its Winter\n\nBefore any of that, Fox has to say goodbye to \"Brineholt.\" "
                           "The six-part limited series concludes on Wednesday, Dec. 16, at 9/8c on Fox.\n",
                           "2026-11-24");
  EXPECT_EQ(WorkNames(facts), std::vector<std::string>{"Brineholt"});
  auto airings = OfKind(facts, FactKind::kAiring);
  ASSERT_FALSE(airings.empty());
  EXPECT_EQ(airings[0].work, "Brineholt");
  EXPECT_EQ(airings[0].date, "2026-12-16");
}

// A month's list of arrivals: each dated line's quoted title is a work, with a note in
// brackets ("(complete series)") or alone on its line.
TEST(ExtractWorks, AMonthsListOfArrivals) {
  auto facts = ExtractFrom("Everything Coming to Hulu in December\n\nDec. 15: \"Marram Bay\" (complete series)\nAll "
                           "five seasons of the NBC comedy.\n\nDec. 25: \"A Very Marram Christmas\"\nThe holiday "
                           "special arrives on Christmas Day.\n",
                           "2026-11-28");
  EXPECT_EQ(WorkNames(facts), (std::vector<std::string>{"Marram Bay", "A Very Marram Christmas"}));
}

// A weekday may lead a dated line ("Friday, Jan. 1:"), and a note of what arrives may
// follow the title ("penultimate episode"): the title is a work, and the line dates its
// airing on the list's service. A foreign series' "U.S. debut" is on that service too,
// not on the broadcaster it comes from ("the BBC detective series").
TEST(ExtractWorks, AWeekdayLedListOfArrivalsAndAUsDebut) {
  auto facts = ExtractFrom("Everything Coming to Peacock in March\n\nPeacock has a full month.\n\n"
                           "Monday, March 1: \"Gull Rock\" Season 3. All eight episodes arrive at once.\n\n"
                           "Tuesday, March 9: \"Pemberlow\" penultimate episode. The finale follows a week later.\n\n"
                           "Thursday, March 11: \"Tidewrack,\" the BBC detective series, makes its U.S. debut.\n",
                           "2027-02-26");
  EXPECT_EQ(WorkNames(facts), (std::vector<std::string>{"Gull Rock", "Pemberlow", "Tidewrack"}));
  std::map<std::string, const Fact*> by_date;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && !f.date.empty()) by_date[f.date] = &f;
  ASSERT_EQ(by_date.count("2027-03-01"), 1u);
  EXPECT_EQ(by_date["2027-03-01"]->work, "Gull Rock");
  EXPECT_EQ(by_date["2027-03-01"]->season, std::optional<int>(3));
  ASSERT_EQ(by_date.count("2027-03-09"), 1u);
  EXPECT_EQ(by_date["2027-03-09"]->work, "Pemberlow");
  EXPECT_EQ(by_date["2027-03-09"]->network, "Peacock");
  ASSERT_EQ(by_date.count("2027-03-11"), 1u);
  EXPECT_EQ(by_date["2027-03-11"]->work, "Tidewrack");
  EXPECT_EQ(by_date["2027-03-11"]->network, "Peacock");
}

// A Spanish, Portuguese or Italian title keeps its particles ("Sangre de Olivo", "Amor y
// Venganza"), as a Japanese one keeps "no"; a particle at the title's end does not join.
TEST(ExtractWorks, ATitlesRomanceParticles) {
  auto facts = ExtractFrom("Telemundo Sets Two Novelas\n\nTelemundo's new telenovela \"Sangre de Olivo\" premieres "
                           "Monday, Jan. 11, at 9/8c, and the drama \"Amor y Venganza\" follows at 10/9c.\n",
                           "2026-12-01");
  EXPECT_EQ(WorkNames(facts), (std::vector<std::string>{"Sangre de Olivo", "Amor y Venganza"}));
}

// "Fox" is a word and a network: its possessive before a quoted title makes it the
// network, past the quotation mark ("in an episode of Fox's 'Quincunx.'").
TEST(ExtractWorks, ANetworkThatIsAWordBeforeAQuotedTitle) {
  auto facts = ExtractFrom("Actor Dies at 84\n\nHe played a hit man in an episode of Fox's 'Quincunx.' He loved it.\n",
                           "2026-11-24");
  EXPECT_EQ(WorkNames(facts), std::vector<std::string>{"Quincunx"});
}

// Titles in more places: after "noir", after a network's possessive and an adjective, in
// apposition to a genre noun, and in a bulleted list with the network in brackets. Words
// that only look like cues make none: a genre word after a preposition ("in western
// Montana"), the verb "show", and a place before a genre noun ("The Tulsa police drama").
TEST(ExtractWorks, TitlesInListsAppositionsAndAfterAdjectives) {
  auto facts = ExtractFrom(
      "Winter Premiere Dates\n\n"
      "On AMC, the coastal noir Brinehollow returns Sunday, Jan. 10 at 9 p.m. ET. Its showrunner came from "
      "NBC's short-lived Quayside. TBS set its new late-night show, The Wee Hours with Odile Marchbank, for "
      "Monday, Jan. 11.\n\n"
      "Tamworth Lane, a comedy about a diner in western Montana, returns in March. The new images show "
      "Deputy Anselm Fairweather at the diner. The Tulsa police drama returns Friday at 9 p.m.\n\n"
      "- 'Cobbler Street' (ABC): series premiere, Wednesday, Jan. 6 at 8:30/7:30c\n",
      "2026-11-24");
  const std::vector<std::string> works = WorkNames(facts);
  auto has = [&](const std::string& name) { return std::find(works.begin(), works.end(), name) != works.end(); };
  EXPECT_TRUE(has("Brinehollow"));
  EXPECT_TRUE(has("Quayside"));
  EXPECT_TRUE(has("The Wee Hours with Odile Marchbank"));
  EXPECT_TRUE(has("Tamworth Lane"));
  EXPECT_TRUE(has("Cobbler Street"));
  EXPECT_FALSE(has("Montana"));
  EXPECT_FALSE(has("Deputy Anselm Fairweather"));
  EXPECT_FALSE(has("The Tulsa"));
}

// A host's show: the name after "with" in the title stays a person, who can be credited.
TEST(ExtractWorks, HostNameInsideAShowTitleStaysAPerson) {
  auto facts = ExtractFrom(
      "Late Shift Moves\n\n"
      "Starting Monday, Afterhours with Odalys Brennigan airs weeknights at 12:35 a.m. on NBC. "
      "Brennigan, who also executive produces, called the move welcome.\n");
  EXPECT_TRUE(HasCrew(facts, "Odalys Brennigan", "executive producer"));
}

// "X is a drama on HBO": a title said to be a work at the start of its sentence.
TEST(ExtractWorks, TitleSaidToBeAWork) {
  auto facts = ExtractFrom("Big Week\n\nQuillmoor is a period drama on HBO. It returns in May.\n");
  auto works = OfKind(facts, FactKind::kWork);
  ASSERT_EQ(works.size(), 1u);
  EXPECT_EQ(works[0].name, "Quillmoor");
  // A person said to be something is no work.
  EXPECT_TRUE(OfKind(ExtractFrom("Big Week\n\nNora Quill is a nurse on the ward.\n"), FactKind::kWork).empty());
}

// A headline's verb ends the title before it and starts none ("Foo Sets Fall Premiere");
// an apposition may stand between a title and its verb of airing.
TEST(ExtractWorks, HeadlineVerbEndsTheTitle) {
  auto facts = ExtractFrom(
      "Lanternwick Cove Sets Fall Premiere\n\n"
      "Lanternwick Cove, from creator Idris Halloran, debuts Monday, Oct. 4 at 10 p.m. on FX.\n");
  EXPECT_EQ(WorkNames(facts), std::vector<std::string>{"Lanternwick Cove"});
  auto airings = OfKind(facts, FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].work, "Lanternwick Cove");
  EXPECT_EQ(airings[0].time, "22:00");
}

// "the sixth episode of Foo" makes Foo a work, but "after two seasons of Idrissa smiling at
// him" is a person doing something: by the gerund after the name, or by the name being part
// of one the article gives in full.
TEST(ExtractWorks, SeasonsOfAPersonDoingSomethingIsNoWork) {
  auto facts = ExtractFrom(
      "Goodbye to 'Tenere Road'\n\nOn \"Tenere Road,\" Idrissa ag Moussa shot his cousin after two seasons of "
      "Idrissa smiling at him, and three episodes of Moussa lying to the caravan.\n");
  EXPECT_EQ(WorkNames(facts), std::vector<std::string>{"Tenere Road"});
}

// "follows a brigade in Chukotka and the Omrypkyr family that runs it": a name before a
// family's noun is a surname, and "X and the Y" there no title.
TEST(ExtractWorks, ANameBeforeFamilyIsNoTitle) {
  auto facts = ExtractFrom(
      "'Tundra Line' Review\n\nThe drama \"Tundra Line\" follows a reindeer brigade in Chukotka and the Omrypkyr "
      "family that runs it.\n");
  EXPECT_EQ(WorkNames(facts), std::vector<std::string>{"Tundra Line"});
}

TEST(ExtractTest, ADaysEpisodeToldInThePastIsTheLastSuchDayAndAComingDayTheNext) {
  // Published on a Tuesday: "Friday's finale" that "answered" was the Friday before; a show
  // that "returns Monday at 9 p.m." returns the Monday after.
  auto facts = ExtractFrom(
      "Prime Video's The Mapmakers wrapped its first season. In Friday's finale on Prime Video, it answered the "
      "big question.\n\nNBC's Harbor Nine returns Monday at 9 p.m. on NBC.\n",
      "2026-11-24");
  bool past = false, ahead = false;
  for (const Fact& f : OfKind(facts, FactKind::kAiring)) {
    if (f.weekday == "Friday") past = f.date == "2026-11-20";
    if (f.weekday == "Monday") ahead = f.date == "2026-11-30";
  }
  EXPECT_TRUE(past);
  EXPECT_TRUE(ahead);
}

TEST(WorksTest, AHeadlineThatQuotesItsTitlesAndANationalityBeforeAGenreNoun) {
  auto facts = ExtractFrom(
      "CBC and Global Set Dates: 'Pelican Reach' Sails Into Season 3, 'Hollybank' Premiering With Two Episodes\n\n"
      "CBC's ferry drama Pelican Reach, the broadcaster's most-watched Canadian series last winter, returns Jan. 5. "
      "Global's Korean drama import Hollybank premieres Jan. 7.\n");
  auto names = WorkNames(facts);
  std::sort(names.begin(), names.end());
  EXPECT_EQ(names, (std::vector<std::string>{"Hollybank", "Pelican Reach"}));
}

TEST(ExtractTest, ANovelsAuthorAShoutedLineAndANameThatOpensAClause) {
  auto facts = ExtractFrom(
      "Peacock Sets 'Gullhaven'\n\nGullhaven is Peacock's limited series based on the novel Rimefall by Sunniva "
      "Oddsen. Lars Vik executive produces with Ada Rune and Ivo Hale, and Oddsen is a consulting producer.\n\n"
      "\"If you say 'push' one more time,\" Ugne yells, \"I'm naming her after the van.\"\n\n"
      "\"I grew up hearing about that winter,\" Oddsen said.\n");
  auto names = WorkNames(facts);
  EXPECT_NE(std::find(names.begin(), names.end(), "Rimefall"), names.end());
  EXPECT_EQ(std::find(names.begin(), names.end(), "Rimefall by Sunniva Oddsen"), names.end());
  EXPECT_EQ(SpeakerOfQuote(facts, "I grew up hearing"), "Sunniva Oddsen");
  EXPECT_EQ(SpeakerOfQuote(facts, "If you say"), "Ugne");
  EXPECT_NE(CrewOf(facts, "Ivo Hale", "executive producer"), nullptr);
  EXPECT_EQ(CrewOf(facts, "Sunniva Oddsen", "executive producer"), nullptr);
}

// A title-case headline's verdict ends the title ("Gloamfen Canceled After Two Seasons"),
// and the network's verdict in the body names a one-word show ("has canceled Gloamfen").
TEST(WorkTest, AVerdictNamesTheShow) {
  auto names = WorkNames(ExtractFrom("Gloamfen Canceled After Two Seasons\n\nPrime Video has canceled Gloamfen "
                                     "after two seasons. The fantasy drama starred Ada Vell.\n"));
  EXPECT_NE(std::find(names.begin(), names.end(), "Gloamfen"), names.end());
  for (const auto& n : names) EXPECT_EQ(n.find("Canceled"), std::string::npos) << n;
}

// "The newcomer Halfmoon Motors will follow at 8:30/7:30c": a new show's title in a
// listing sentence is a work (a listing's "8:30/7:30c" gives a slot as "p.m." does).
TEST(WorkTest, ANewcomersTitleInAListingSentence) {
  auto names = WorkNames(ExtractFrom("Fox Sets Its Tuesday Comedies\n\nThe newcomer Dustwell Garage will follow "
                                     "at 8:30/7:30c beginning Feb. 2.\n"));
  EXPECT_NE(std::find(names.begin(), names.end(), "Dustwell Garage"), names.end());
}

// A job title after a network's possessive ("the ABC's Head of Scripted Production") and
// a place with a year ("in Tucson in 1998") are no works.
TEST(WorksTest, JobTitlesAndPlacesWithYearsAreNoWorks) {
  auto facts = ExtractFrom("'Coolabah Flats' Returns\n\nBy Tess Moran\n\nNovember 20, 2026\n\n"
                           "Coolabah Flats returns to ABC TV in February. Merrilyn Pettinger, the ABC's Head of "
                           "Scripted Production, said the response had been overwhelming. The star said they met doing "
                           "Lorca in a basement theater in Tucson in 1998.\n");
  auto works = WorkNames(facts);
  EXPECT_EQ(std::find(works.begin(), works.end(), "Head of Scripted Production"), works.end());
  EXPECT_EQ(std::find(works.begin(), works.end(), "Tucson in 1998"), works.end());
  EXPECT_NE(std::find(works.begin(), works.end(), "Coolabah Flats"), works.end());
}

// A headline's quoted title after its capitalized genre noun, never named again below.
TEST(WorkTest, AQuotedTitleAfterAHeadlinesGenreNoun) {
  auto facts = ExtractFrom(
      "Acorn TV Picks Up Australian Drama 'Red Gum Creek' for U.S. Viewers\nImportwire\nBy Jill Marsh\n"
      "November 25, 2026\n\nThe series airs Sundays at 7:40 p.m. on ABC TV in Australia.\n");
  auto names = WorkNames(facts);
  EXPECT_NE(std::find(names.begin(), names.end(), "Red Gum Creek"), names.end());
  EXPECT_EQ(OfKind(facts, FactKind::kAiring).size(), 1u);
}

// A listing's one-line entry names the work of the paragraph under it: the parts cast
// there are that work's, not the headline's.
TEST(WorkTest, AnEntryLineIsTheWorkOfTheParagraphUnderIt) {
  auto facts = ExtractFrom(
      "TV Tonight: A Pub Christmas and the \"Fenwater\" Finale\nChannelsurf\nBy Ada Lee\nSUNDAY, NOV. 29, 2026\n\n"
      "\"Tollbridge Row\" marathon, noon ET, BBC America\nCatch up on the police drama, starring Seona Ibar as "
      "Detective Inspector Isla Mac.\n\n\"Fenwater,\" 9 p.m. ET/PT, HBO (Season 2 finale)\nDet. Obdu Huam (Tami "
      "Tsik) finally gets her man.\n");
  bool tollbridge = false, fenwater = false;
  for (const Fact& c : OfKind(facts, FactKind::kCast)) {
    tollbridge = tollbridge || (c.actor == "Seona Ibar" && c.work == "Tollbridge Row");
    fenwater = fenwater || (c.actor == "Tami Tsik" && c.work == "Fenwater");
  }
  EXPECT_TRUE(tollbridge);
  EXPECT_TRUE(fenwater);
}

// A capital word before a genre noun modifies it ("ABC's new Geelong drama"); a street
// after "a block of" is a place; neither is a title.
TEST(ExtractTest, APlaceBeforeAGenreNounOrAfterABlockOfIsNoTitle) {
  auto facts = testing::ExtractFrom(
      "Crumbside: ABC's new Geelong drama puts two bakeries at war\n\nAntipodal\nBy Ivo Dane\n8 March 2027\n\n"
      "The ABC's new six-part drama Crumbside premieres on ABC TV on Sunday 21 March at 8.30pm. It was shot "
      "over ten weeks on a single block of Pakington Street in Geelong West.\n");
  EXPECT_EQ(testing::WorkNames(facts), std::vector<std::string>{"Crumbside"});
}

// A subordinating conjunction opening an answer is no part of the name after it.
TEST(ExtractTest, BecauseIsNoGivenName) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Ilse Marov plays Nerys Talbot, and Oren Hale plays Simeon Talbot.\n\n"
                           "Q: Why did Simeon have to go?\n\n"
                           "HALE: Because Nerys needed to lose him. Once they separated in the premiere, he was "
                           "the last door back.\n");
  for (const Fact& f : facts)
    for (const std::string& name : {f.a, f.b, f.entity, f.character, f.speaker})
      EXPECT_EQ(name.find("Because"), std::string::npos) << name;
  for (const Fact& f : facts)
    for (const std::string& name : f.participants) EXPECT_EQ(name.find("Because"), std::string::npos) << name;
}

// A streamer's month, a line per date: the date before the dash is no title.
TEST(ExtractTest, ADateBeforeADashIsNoTitle) {
  auto facts = ExtractFrom(
      "Everything Coming to Hulu in February\n\nStreamwise\nBy Ola Brenn\nJanuary 28, 2027\n\n"
      "Here is everything coming to Hulu, by date.\n\n"
      "Feb. 1 \u2014 \"Rook Lane,\" Seasons 1-4 (library)\n\n"
      "Feb. 2 \u2014 \"Fernmoth,\" Season 2 premiere (first two episodes)\n\n"
      "Feb. 19 \u2014 \"The Tinsmith of Ghent,\" complete limited series\n\n"
      "Feb. 24 \u2014 \"Glasswort,\" Season 3 finale\n\nThe big one is \"Fernmoth.\"\n");
  const std::vector<std::string> works = WorkNames(facts);
  EXPECT_EQ(std::count(works.begin(), works.end(), "Feb. 24"), 0);
  EXPECT_EQ(std::count(works.begin(), works.end(), "Glasswort"), 1);
}

}  // namespace

// "Max, meanwhile, has canceled the comedy": a network that is a common word (and a given
// name) is the sentence's subject before a trade verb, past an adverb set off by commas; so
// "his daughter" later in the sentence is no daughter of "Max".
TEST(WorkTest, ANetworkSubjectPastAnAdverb) {
  auto doc = DocumentFromBuffer(
      "m.txt",
      "Harbor Town Season 2 Preview\n\nMax, meanwhile, has canceled the comedy \"Shoebox\" after two seasons. Its "
      "last scene, in which Mashu Tshiv (Nosa Ekh) hands his shop to his daughter, Livhu Tshiv (Ima Ogb), works.\n",
      InputFormat::kText);
  ASSERT_TRUE(doc.ok());
  auto facts = Extractor().Extract(doc.value());
  for (const Fact& f : facts)
    if (f.kind == FactKind::kRelationship) {
      EXPECT_NE(f.a, "Max");
      EXPECT_NE(f.b, "Max");
    }
}

// 'CBS's "Kelso Tonight,"': a calendar word inside quotation marks is part of the title,
// and the quoted title is not read again in part ("Kelso").
TEST(WorkTest, ACalendarWordInsideAQuotedTitle) {
  auto facts = ExtractFrom(
      "CBS Shake-Up\nWire\nFeb. 12, 2030\n\nThe host of CBS's \"Kelso Tonight,\" which has aired weeknights at "
      "11:35 p.m. since 2022, said the show will end its run Friday, May 24.\n");
  bool whole = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kWork)) {
    EXPECT_NE(f.name, "Kelso");
    whole = whole || f.name == "Kelso Tonight";
  }
  EXPECT_TRUE(whole);
}

// 'The new movie is "Pinewood Nights,"', 'The one drama in the mix is "Beskid,"': a subject
// that is a genre noun names the quoted title after "is"; so does a relative clause that
// premieres it. A subject that is no genre noun ('The answer is "Nobody"') names nothing.
TEST(WorkTest, AGenreNounSubjectBeforeIsNamesAQuotedTitle) {
  auto facts = ExtractFrom(
      "Holiday Plans\nWire\nMonday, Nov. 18, 2030\n\nThe new movie is \"Pinewood Nights,\" which premieres "
      "Saturday, Dec. 14, at 8 p.m. The one drama in the mix is \"Beskid,\" which airs its finale Tuesday, Dec. 10. "
      "Another pick is \"Coldwater,\" which premieres Friday, Dec. 13. The answer is \"Nobody Home.\"\n");
  std::map<std::string, std::string> types;
  for (const Fact& f : testing::OfKind(facts, FactKind::kWork)) types[f.name] = f.type;
  EXPECT_EQ(types["Pinewood Nights"], "film");
  EXPECT_EQ(types["Beskid"], "series");
  EXPECT_EQ(types["Coldwater"], "series");
  EXPECT_EQ(types.count("Nobody Home"), 0u);
}

// 'Freeform's "Holiday Hearth" stunt starts next week ... Every "Holiday Hearth" title streams
// on Hulu': a programming banner is no work, wherever else it is quoted.
TEST(WorkTest, AProgrammingStuntIsNoWork) {
  auto facts = ExtractFrom(
      "Holiday Plans\nWire\nMonday, Nov. 18, 2030\n\nFreeform's \"Holiday Hearth\" stunt starts next week. The "
      "sitcom \"The Corrans\" airs Sunday, Dec. 8, at 8/7c. Every \"Holiday Hearth\" title streams on Hulu the day "
      "after it airs.\n");
  bool corrans = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kWork)) {
    EXPECT_NE(f.name, "Holiday Hearth");
    corrans = corrans || f.name == "The Corrans";
  }
  EXPECT_TRUE(corrans);
}

// 'adapted from X's trilogy, "A," "B" and "C"': every title of a list after a noun that
// names several works is one, and none is a quotation.
TEST(ExtractWorks, ATrilogysListOfQuotedTitles) {
  auto facts = ExtractFrom("What the Show Changed\n\nNetflix's \"Ranao\" returns Friday. The drama is adapted from "
                           "Amin Tulawie's trilogy, \"The Torogan,\" \"Salt on the Lake\" and \"The Last "
                           "Sarimanok,\" and the showrunner has rearranged it.\n",
                           "2026-11-24");
  const std::vector<std::string> works = WorkNames(facts);
  for (const char* title : {"The Torogan", "Salt on the Lake", "The Last Sarimanok"})
    EXPECT_NE(std::find(works.begin(), works.end(), title), works.end()) << title;
  for (const Fact& f : facts) {
    if (f.kind == FactKind::kQuote) {
      EXPECT_NE(f.text, "Salt on the Lake");
    }
  }
}

// Quoted titles mid-sentence that only a show can be: a network's trade verb's object ("Fox
// moves "Mestia" from Saturdays", the network opening the sentence), a subject that "airs a
// new episode", one that "sits out the week and returns on ABC" (an episode then, no
// premiere).
TEST(ExtractWorks, QuotedTitlesOfTradeVerbsAndANewEpisode) {
  auto facts = ExtractFrom("DVR Alert\n\nFox moves \"Mestia\" from Saturdays at 8 p.m. to Saturdays at 9 p.m.\n\nOver "
                           "on CBS, \"Lamaria\" airs a new episode at 8 p.m., as it does every Thursday.\n\nABC carries an "
                           "awards show, so \"Qawax\" sits out the week and returns on ABC next Wednesday, Nov. 23, at "
                           "9/8c.\n",
                           "2033-11-13");
  const std::vector<std::string> works = WorkNames(facts);
  for (const char* title : {"Mestia", "Lamaria", "Qawax"})
    EXPECT_NE(std::find(works.begin(), works.end(), title), works.end()) << title;
  for (const Fact& f : facts) {
    if (f.kind == FactKind::kAiring && f.work == "Qawax") {
      EXPECT_EQ(f.occasion, "episode");
    }
  }
}

// A sports event is no show: "Game 6 of the American League Championship Series", "the World
// Series" (the drama the game preempts is one).
TEST(ExtractTest, ASportsEventIsNoWork) {
  Document doc;
  doc.id = "sports";
  doc.text = "Playoff Game Bumps Fox's Wednesday\n\nGame 6 of the American League Championship Series is "
             "Wednesday night at 7:08 p.m. Central on Fox, which moves the drama \"Koudmen\" to next week. The "
             "winner goes on to the World Series.\n";
  Extractor extractor;
  std::vector<std::string> names;
  for (const Fact& f : extractor.Extract(doc))
    if (f.kind == FactKind::kWork) names.push_back(f.name);
  EXPECT_EQ(names, (std::vector<std::string>{"Koudmen"}));
}

// A short item's headline may be the only place its title is quoted: "Coming Soon: 'Gaflen'"
// over a blurb that never names the show again. A one-word pull quote in ordinary words
// ("'Devastated': ...") is no title.
TEST(ExtractTest, AOneWordTitleQuotedOnlyInTheHeadline) {
  auto facts = ExtractFrom("Coming Soon: 'Gaflen'\nQueuecard\nBy Ann Writer\nMonday, Nov. 18, 2041\n\nARRIVES "
                           "FRIDAY ON NETFLIX: all six episodes of a thriller about the last guesthouse on a mountain "
                           "road.\n");
  EXPECT_EQ(WorkNames(facts), (std::vector<std::string>{"Gaflen"}));
  auto pulled = ExtractFrom("'Devastated': A Star on Her Exit\nOutlet\nBy Ann Writer\nMonday, Nov. 18, 2041\n\n"
                            "She left the show on Friday.\n");
  EXPECT_TRUE(WorkNames(pulled).empty());
}

}  // namespace showgraph
