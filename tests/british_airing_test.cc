// British schedule forms: day before month ("Sunday 15 March"), minutes after a point
// ("8.45pm"), "series two" for a season, "Monday nights" for a slot, dates in date lines
// without a month name. Every sentence here is invented for the test.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "showgraph/extractor.h"
#include "showgraph/reader.h"

namespace showgraph {
namespace {

Document Read(const std::string& name, const std::string& text) {
  auto doc = DocumentFromBuffer(name, text, InputFormat::kText);
  EXPECT_TRUE(doc.ok()) << doc.status().ToString();
  return doc.value();
}

const char* kArticle =
    "Tidewater Lane series two: BBC confirms a spring return\n"
    "\n"
    "The Aerial\n"
    "Tuesday 3 March 2026, 9.15am\n"
    "\n"
    "The BBC has confirmed that Tidewater Lane, its Cornish fishing drama, is coming back.\n"
    "\n"
    "Series two begins on BBC One on Sunday 15 March at 9pm, with new episodes weekly. The first series aired "
    "on Monday nights at 9pm.\n"
    "\n"
    "Before then, a special airs on BBC One on Saturday 7 March at 8.45pm.\n";

const Fact* AiringOf(const std::vector<Fact>& facts, const std::string& occasion, const std::string& weekday) {
  for (const auto& f : facts)
    if (f.kind == FactKind::kAiring && f.occasion == occasion && f.weekday == weekday) return &f;
  return nullptr;
}

TEST(BritishAiringTest, TheDateLineWithTheDayBeforeTheMonthIsThePublicationDate) {
  EXPECT_EQ(Read("a.txt", kArticle).meta.published.value_or(""), "2026-03-03");
}

TEST(BritishAiringTest, NumericDateLines) {
  EXPECT_EQ(Read("b.txt", "A Headline Here\n\nPublished 11.20.2026\n\nBody text.\n").meta.published.value_or(""),
            "2026-11-20");
  EXPECT_EQ(Read("c.txt", "A Headline Here\n\nPosted 20/11/2026\n\nBody text.\n").meta.published.value_or(""),
            "2026-11-20");
  EXPECT_EQ(Read("d.txt", "A Headline Here\n\n2026-11-20\n\nBody text.\n").meta.published.value_or(""),
            "2026-11-20");
  // Not a date: no four-digit year, or no such month.
  EXPECT_FALSE(Read("e.txt", "A Headline Here\n\nVersion 1.2.3\n\nBody text.\n").meta.published.has_value());
  EXPECT_FALSE(Read("f.txt", "A Headline Here\n\nCode 40.40.2026\n\nBody text.\n").meta.published.has_value());
}

TEST(BritishAiringTest, AnAppositionWithItsNamesTheWork) {
  auto facts = Extractor().Extract(Read("a.txt", kArticle));
  EXPECT_TRUE(std::any_of(facts.begin(), facts.end(),
                          [](const Fact& f) { return f.kind == FactKind::kWork && f.name == "Tidewater Lane"; }));
}

TEST(BritishAiringTest, SeriesTwoBeginsOnADayBeforeItsMonth) {
  auto facts = Extractor().Extract(Read("a.txt", kArticle));
  const Fact* premiere = AiringOf(facts, "season premiere", "Sunday");
  ASSERT_NE(premiere, nullptr);
  EXPECT_EQ(premiere->work, "Tidewater Lane");
  EXPECT_EQ(premiere->network, "BBC One");
  EXPECT_EQ(premiere->date, "2026-03-15");
  EXPECT_EQ(premiere->time, "21:00");
  EXPECT_EQ(premiere->timezone, "");  // a British broadcaster's time is local, no US zone
  ASSERT_TRUE(premiere->season.has_value());
  EXPECT_EQ(*premiere->season, 2);
}

TEST(BritishAiringTest, MondayNightsIsASlotAndAPointSeparatesMinutes) {
  auto facts = Extractor().Extract(Read("a.txt", kArticle));
  const Fact* slot = AiringOf(facts, "timeslot", "Monday");
  ASSERT_NE(slot, nullptr);
  EXPECT_EQ(slot->time, "21:00");
  const Fact* special = AiringOf(facts, "episode", "Saturday");
  ASSERT_NE(special, nullptr);
  EXPECT_EQ(special->date, "2026-03-07");
  EXPECT_EQ(special->time, "20:45");
}

TEST(BritishAiringTest, AHeadlinesVerbPhraseAndACapitalHeadingAreNoTitles) {
  auto facts = Extractor().Extract(Read(
      "g.txt",
      "\u2018Glass Harbor\u2019 Ends in Flames \u2014 and Peacock Has Already Ordered Season 2\n\nScreen Notes\n\n"
      "Glass Harbor wrapped its first season on Peacock this week.\n\nSEASON 1: THE RECKONING\n\n"
      "Season 1 made clear that nothing in Glass Harbor was ever safe.\n"));
  std::vector<std::string> works;
  for (const auto& f : facts)
    if (f.kind == FactKind::kWork) works.push_back(f.name);
  EXPECT_EQ(works, std::vector<std::string>{"Glass Harbor"});
}

// A soap's week of spoilers, told day by day under the date line's week.
const char* kSoapWeek =
    "Pennock Quay spoilers: a wedding and a goodbye\n"
    "\n"
    "Soapbox | Spoilers\n"
    "By Nell Garrow\n"
    "Saturday 28 November 2026\n"
    "\n"
    "Here is everything coming up next week. As ever, Pennock Quay airs weeknights at 7.30pm on ITV1. There is no "
    "episode on Wednesday, when ITV1 has live football, but Thursday's wedding is an hour-long special at 8pm.\n"
    "\n"
    "On Monday at 7.30pm, a stranger walks into the pub and orders a pint.\n"
    "\n"
    "By Friday at 7.30pm, the landlord has been thrown out of the flat with two bin bags.\n";

TEST(BritishAiringTest, ASoapsWeekDayByDay) {
  auto facts = Extractor().Extract(Read("soap.txt", kSoapWeek));
  const Fact* slot = AiringOf(facts, "timeslot", "");
  ASSERT_NE(slot, nullptr) << "'As ever, Pennock Quay airs weeknights': a title after an opening phrase";
  EXPECT_EQ(slot->work, "Pennock Quay");
  EXPECT_EQ(slot->time, "19:30");
  const Fact* monday = AiringOf(facts, "episode", "Monday");
  ASSERT_NE(monday, nullptr);
  EXPECT_EQ(monday->date, "2026-11-30");  // the next Monday after the date line
  EXPECT_EQ(monday->time, "19:30");
  EXPECT_EQ(monday->network, "ITV1");
  const Fact* friday = AiringOf(facts, "episode", "Friday");
  ASSERT_NE(friday, nullptr);
  EXPECT_EQ(friday->date, "2026-12-04");
  const Fact* thursday = AiringOf(facts, "episode", "Thursday");
  ASSERT_NE(thursday, nullptr);
  EXPECT_EQ(thursday->time, "20:00");
  EXPECT_EQ(thursday->date, "2026-12-03");
  EXPECT_EQ(AiringOf(facts, "episode", "Wednesday"), nullptr) << "there is no episode on Wednesday";
}

// An Australian weekly guide: day headings with the day before the month, and entry
// lines "Title, time, Network" over each entry's paragraph.
const char* kWeeklyGuide =
    "What's on TV this week\n"
    "\n"
    "Guidebox | TV Guide\n"
    "By Nell Garrow\n"
    "Sunday 29 November 2026\n"
    "\n"
    "Here is our pick of the week, night by night.\n"
    "\n"
    "MONDAY 30 NOVEMBER\n"
    "\n"
    "Ironbark Flat, 8.30pm, ABC TV\n"
    "The season three finale of the ABC's outback vet drama. Dr Edie Marr finally answers the city clinic.\n"
    "\n"
    "Tumbleweed Pub, 9.30pm, ABC TV\n"
    "Straight after Ironbark Flat, the ABC's pub comedy keeps getting better.\n"
    "\n"
    "TUESDAY 1 DECEMBER\n"
    "\n"
    "Kestrel Base, 7.30pm, Seven\n"
    "Seven's flying-doctor drama returns for its second season.\n"
    "\n"
    "WEDNESDAY 2 DECEMBER\n"
    "\n"
    "Opal Town, Stan\n"
    "Stan's new crime series premieres today, with all six episodes available from 12am.\n";

TEST(BritishAiringTest, AWeeklyGuidesEntryLinesUnderItsDayHeadings) {
  auto facts = Extractor().Extract(Read("guide.txt", kWeeklyGuide));
  auto airing_of = [&](const std::string& work) -> const Fact* {
    for (const auto& f : facts)
      if (f.kind == FactKind::kAiring && f.work == work && !f.date.empty()) return &f;
    return nullptr;
  };
  const Fact* finale = airing_of("Ironbark Flat");
  ASSERT_NE(finale, nullptr);
  EXPECT_EQ(finale->network, "ABC TV");
  EXPECT_EQ(finale->date, "2026-11-30");
  EXPECT_EQ(finale->time, "20:30");
  EXPECT_EQ(finale->timezone, "");
  EXPECT_EQ(finale->occasion, "season finale");
  const Fact* comedy = airing_of("Tumbleweed Pub");  // the entry's work, not the one its text names
  ASSERT_NE(comedy, nullptr);
  EXPECT_EQ(comedy->time, "21:30");
  const Fact* base = airing_of("Kestrel Base");
  ASSERT_NE(base, nullptr);
  EXPECT_EQ(base->network, "Seven");
  EXPECT_EQ(base->date, "2026-12-01");
  const Fact* opal = airing_of("Opal Town");
  ASSERT_NE(opal, nullptr);
  EXPECT_EQ(opal->network, "Stan");
  EXPECT_EQ(opal->date, "2026-12-02");
}

// "X, the six-part drama, will begin on BBC One on Sunday 3 January at 9pm, the BBC
// confirmed on Monday": the attribution after the airing is no airing and no cancel of
// it; the slot of the next sentence's first clause is on BBC One, not on the iPlayer its
// second clause names.
TEST(BritishAiringTest, AnAttributionAfterTheAiringAndASlotBeforeTheIPlayer) {
  auto facts = Extractor().Extract(Read(
      "b.txt",
      "Ashcombe Sets a January Start\n\nThe Aerial\nMonday 30 November 2026\n\n"
      "Ashcombe, the six-part period drama written by Gwenllian Prothero, will begin on BBC One on Sunday 3 "
      "January at 9pm, the BBC confirmed on Monday. The series will continue on Sunday nights at 9pm, and all six "
      "episodes will be available on BBC iPlayer from 6am on the day of the first episode.\n"));
  const Fact* premiere = AiringOf(facts, "series premiere", "Sunday");
  ASSERT_NE(premiere, nullptr);
  EXPECT_EQ(premiere->network, "BBC One");
  EXPECT_EQ(premiere->date, "2027-01-03");
  const Fact* slot = AiringOf(facts, "timeslot", "Sunday");
  ASSERT_NE(slot, nullptr);
  EXPECT_EQ(slot->network, "BBC One");
  EXPECT_EQ(slot->time, "21:00");
  for (const auto& f : facts) EXPECT_NE(f.weekday, "Monday") << f.occasion;
}

// "The BBC has confirmed that the second series of X, its crime drama, will begin on BBC One
// on Sunday 19 September at 9pm": news of an airing told in its complement; a screening at
// a festival or a preview is no airing; "PBS has scheduled series two ... from Sunday,
// January 9" is the run's first night there.
TEST(BritishAiringTest, ConfirmedThatItWillBeginAndScreeningsAreNoAirings) {
  auto facts = Extractor().Extract(Read(
      "d.txt", "Tregarrow Series Two Date\n\nThe Aerial\nThursday 2 September 2027\n\n"
               "The BBC has confirmed that the second series of Tregarrow, its Cornish crime drama, will begin on BBC "
               "One on Sunday 19 September at 9pm. The opening episode screened at the Edinburgh TV Festival on 26 "
               "August. \"It costs her,\" the writer said at a preview screening in London on Tuesday.\n\n"
               "PBS has scheduled series two for its Masterpiece strand from Sunday, January 9, 2028, at 9pm ET.\n"));
  const Fact* premiere = AiringOf(facts, "season premiere", "Sunday");
  ASSERT_NE(premiere, nullptr);
  EXPECT_EQ(premiere->network, "BBC One");
  EXPECT_EQ(premiere->date, "2027-09-19");
  bool pbs = false;
  for (const auto& f : facts) {
    if (f.kind != FactKind::kAiring) continue;
    EXPECT_NE(f.date, "2027-08-26");
    EXPECT_NE(f.weekday, "Tuesday");
    pbs = pbs || (f.network == "PBS" && f.date == "2028-01-09" && f.occasion == "season premiere");
  }
  EXPECT_TRUE(pbs);
}

// "On Monday, Prime Video announced that it had renewed X": the day of the news.
TEST(BritishAiringTest, TheDayOfANewsVerbIsNoAiring) {
  auto facts = Extractor().Extract(Read(
      "c.txt", "Renewal News\n\nThe Aerial\nWednesday 2 December 2026\n\n"
               "The Cartwrights, the Prime Video drama, ended its first season last week. On Monday, Prime Video "
               "announced that it had renewed The Cartwrights for a second season.\n"));
  for (const auto& f : facts) EXPECT_NE(f.kind, FactKind::kAiring) << f.weekday;
}

// A soap's week ahead: headings with the day, the channel and the time ("7.30pm", two
// times for a double bill), the usual slot of every weeknight, a day of "next week" told
// before the headings, and a streaming service's morning. The place before "soap" is no
// title.
TEST(BritishAiringTest, ASoapsWeekAheadUnderDayHeadings) {
  auto facts = Extractor().Extract(Read(
      "d.txt", "Brackley spoilers: a wedding and a walkout\n\nSoapsider\nTuesday 1 December 2026\n\n"
               "It is a big week in Brackley next week. ITV1's Yorkshire soap, which usually airs every weeknight at "
               "7.30pm, is running a double bill on Thursday.\n\n"
               "Monday 7 December (ITV1, 7.30pm)\n\nDot Fenn (Ava Lum) finds the letter.\n\n"
               "Thursday 10 December (ITV1, 7.30pm and 8.30pm)\n\nThe wedding goes ahead.\n\n"
               "Every episode of Brackley is on ITVX from 7am on the day it airs on ITV1.\n"));
  std::vector<std::string> airings, works;
  for (const auto& f : facts) {
    if (f.kind == FactKind::kWork) works.push_back(f.name);
    if (f.kind != FactKind::kAiring) continue;
    airings.push_back(f.network + " " + f.occasion + " " + f.date + " " + f.time);
  }
  std::sort(airings.begin(), airings.end());
  EXPECT_EQ(works, std::vector<std::string>{"Brackley"});
  EXPECT_EQ(airings, (std::vector<std::string>{"ITV1 episode 2026-12-07 19:30", "ITV1 episode 2026-12-10 19:30",
                                               "ITV1 episode 2026-12-10 20:30", "ITV1 timeslot  19:30",
                                               "ITVX episode  07:00"}));
}

// An Irish network written without its accent ("RTE One premieres series two on Sunday,
// Sept. 16, at 9.30pm") is the network, as the text writes it, and no work; its time keeps
// no US zone.
TEST(BritishAiringTest, AnIrishNetworkWrittenInAscii) {
  auto facts = Extractor().Extract(
      Read("a.txt", "Where to Watch Series Two\nNaightyn\nBy Ann Example\nMonday, Sept. 10, 2035\n\nThe Irish-Canadian "
                    "drama \"Kilnamoe\" is back.\n\nRTE One premieres series two on Sunday, Sept. 16, at 9.30pm, with new "
                    "episodes on Sunday nights at the same time.\n"));
  bool premiere = false;
  for (const auto& f : facts) {
    EXPECT_FALSE(f.kind == FactKind::kWork && f.name == "RTE One");
    if (f.kind == FactKind::kAiring && f.date == "2035-09-16") {
      premiere = true;
      EXPECT_EQ(f.network, "RTE One");
      EXPECT_EQ(f.time, "21:30");
      EXPECT_EQ(f.timezone, "");
      EXPECT_EQ(f.work, "Kilnamoe");
    }
  }
  EXPECT_TRUE(premiere);
}

// "Episode one of series two goes out on BBC One at 21:00 tonight, Sunday 7 January": the
// second series' premiere, at a 24-hour clock's nine in the evening.
TEST(BritishAiringTest, EpisodeOneOfSeriesTwoAtTwentyOneHundred) {
  auto facts = Extractor().Extract(
      Read("a.txt", "Kelpmoor Series Two: What Time Is It On?\nNaightyn\nBy Ann Example\nSunday 7 January 2035\n\nThe "
                    "island drama \"Kelpmoor\" is back tonight.\n\nEpisode one of series two goes out on BBC One at 21:00 "
                    "tonight, Sunday 7 January.\n"));
  bool premiere = false;
  for (const auto& f : facts)
    if (f.kind == FactKind::kAiring && f.date == "2035-01-07") {
      premiere = true;
      EXPECT_EQ(f.occasion, "season premiere");
      EXPECT_EQ(f.time, "21:00");
      EXPECT_EQ(f.season, 2);
    }
  EXPECT_TRUE(premiere);
}

// A continental clock with a point: "aired Sunday at 21.00 on SVT1" is nine in the evening.
TEST(BritishAiringTest, AContinentalClockWithAPoint) {
  auto facts = Extractor().Extract(
      Read("a.txt", "SVT Renews Its Hit\nNaightyn\nBy Ann Example\nTuesday, Feb. 20, 2035\n\nSwedish public broadcaster "
                    "SVT has renewed \"Myrland,\" its crime drama.\n\nThe first-season finale aired Sunday at 21.00 on "
                    "SVT1 and drew 2.4 million viewers.\n"));
  bool finale = false;
  for (const auto& f : facts)
    if (f.kind == FactKind::kAiring && f.date == "2035-02-18") {
      finale = true;
      EXPECT_EQ(f.time, "21:00");
    }
  EXPECT_TRUE(finale);
}

// "its Thursday Island police drama" names a place, and "its best result for a Sunday drama
// since 2031" a kind of show: neither is a day the show airs.
TEST(BritishAiringTest, ADayInAPlaceNameOrAKindOfShow) {
  auto facts = Extractor().Extract(
      Read("a.txt", "New Faces for Season Two\nNaightyn\nBy Ann Example\nWednesday, March 14, 2035\n\nThe ABC has named "
                    "the new faces for the second season of \"Wairuna,\" its Thursday Island police drama.\n\nSeason one "
                    "aired Sundays at 8.30pm on ABC TV last winter and averaged 812,000 viewers, its best result for a "
                    "Sunday drama since 2031.\n"));
  for (const auto& f : facts)
    if (f.kind == FactKind::kAiring) {
      EXPECT_NE(f.weekday, "Thursday");
      EXPECT_TRUE(f.date.empty()) << f.date;
    }
}

}  // namespace
}  // namespace showgraph
