// Airings in the forms the press writes them: premieres, finales, recurring slots,
// listings, zones and networks. Every sentence here is invented for the test.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "extract_test_util.h"
#include "showgraph/extractor.h"
#include "showgraph/reader.h"

namespace showgraph {
namespace {

using testing::CastOf;
using testing::ExtractFrom;
using testing::kHead;
using testing::OfKind;
using testing::WorkNames;

TEST(AiringTest, ListingTimeWithCentral) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) + "The Lamplighters finale airs Monday at 8/7c on The CW.\n"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].network, "The CW");
  EXPECT_EQ(airings[0].weekday, "Monday");
  EXPECT_EQ(airings[0].time, "20:00");
  EXPECT_EQ(airings[0].timezone, "ET");
  EXPECT_EQ(airings[0].occasion, "season finale");
  ASSERT_TRUE(airings[0].season.has_value());
  EXPECT_EQ(*airings[0].season, 3);
}

// One moment written in three zones is one airing, in ET; a Japanese broadcaster's slot
// keeps no zone and its own network.
TEST(AiringTest, AMomentInSeveralZonesAndAJapaneseSlot) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                    "The Lamplighters streams Saturdays at 9:30 a.m. PT / 11:30 a.m. CT / 12:30 p.m. "
                                    "ET on Crunchyroll. In Japan it airs on Tokyo MX on Sundays at 1:30 a.m.\n"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 2u);
  EXPECT_EQ(airings[0].network, "Crunchyroll");
  EXPECT_EQ(airings[0].weekday, "Saturday");
  EXPECT_EQ(airings[0].time, "12:30");
  EXPECT_EQ(airings[0].timezone, "ET");
  EXPECT_EQ(airings[1].network, "Tokyo MX");
  EXPECT_EQ(airings[1].weekday, "Sunday");
  EXPECT_EQ(airings[1].time, "01:30");
  EXPECT_EQ(airings[1].timezone, "");
}

// A network's schedule grid: a night on a line of its own, then "TIME — Title (note)"
// lines, each a title and its slot on that night; prose after it ends the grid.
TEST(AiringTest, AScheduleGrid) {
  auto facts = ExtractFrom(
      "CBS Sets Its Winter Lineup\n\nTV Guide\n\nCBS unveiled its winter schedule on Tuesday.\n\n"
      "MONDAY\n8 p.m. \u2014 Copperline\n9 p.m. \u2014 Lowmoor (new)\n\n"
      "TUESDAY\n8:30 p.m. \u2014 Ardent Ways (new)\n\n"
      "The network did not say when 9 p.m. comedies return.\n");
  auto names = WorkNames(facts);
  for (const char* title : {"Copperline", "Lowmoor", "Ardent Ways"})
    EXPECT_NE(std::find(names.begin(), names.end(), title), names.end()) << title;
  auto airings = OfKind(facts, FactKind::kAiring);
  auto slot = [&](const std::string& work) -> const Fact* {
    for (const Fact& f : airings)
      if (f.work == work && f.occasion == "timeslot") return &f;
    return nullptr;
  };
  ASSERT_NE(slot("Lowmoor"), nullptr);
  EXPECT_EQ(slot("Lowmoor")->weekday, "Monday");
  EXPECT_EQ(slot("Lowmoor")->time, "21:00");
  EXPECT_EQ(slot("Lowmoor")->network, "CBS");
  ASSERT_NE(slot("Ardent Ways"), nullptr);
  EXPECT_EQ(slot("Ardent Ways")->weekday, "Tuesday");
  EXPECT_EQ(slot("Ardent Ways")->time, "20:30");
}

TEST(AiringTest, ABareTimeInTheNextSentenceTimesTheDatedAiring) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                        "NBC has set Tuesday, March 3 as the return date for The Lamplighters. It "
                                        "will air at 10 p.m. ET.\n",
                                    "2026-02-01"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].date, "2026-03-03");
  EXPECT_EQ(airings[0].time, "22:00");
  EXPECT_EQ(airings[0].timezone, "ET");
}

TEST(AiringTest, AMidseasonPremiereIsAnEpisodeAndADaysSlotIsASlot) {
  auto facts = ExtractFrom(std::string(kHead) +
                               "The Lamplighters returns with its midseason premiere on Thursday, Feb. 26, at 9 "
                               "p.m. on NBC. It keeps its Thursday slot for the rest of the season on NBC.\n",
                           "2026-01-10");
  auto airings = OfKind(facts, FactKind::kAiring);
  ASSERT_EQ(airings.size(), 2u);
  EXPECT_EQ(airings[0].occasion, "episode");
  EXPECT_EQ(airings[0].date, "2026-02-26");
  EXPECT_EQ(airings[1].occasion, "timeslot");
  EXPECT_EQ(airings[1].weekday, "Thursday");
}

TEST(AiringTest, ADayWithATimeBeforeTimeSlotIsASlot) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                    "The Lamplighters lost its Thursday 10/9c time slot when NBC moved it.\n"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].occasion, "timeslot");
  EXPECT_EQ(airings[0].weekday, "Thursday");
  EXPECT_EQ(airings[0].time, "22:00");
}

TEST(AiringTest, APremiereFollowedByARunToTheFinale) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                        "The Lamplighters premieres Thursday, Feb. 5, 2026, on Peacock with two "
                                        "episodes, followed by a new episode every Thursday through the March 19 "
                                        "finale.\n",
                                    "2026-01-20"),
                        FactKind::kAiring);
  std::vector<std::string> got;
  for (const auto& a : airings) got.push_back(a.occasion + " " + a.date);
  std::sort(got.begin(), got.end());
  EXPECT_EQ(got, (std::vector<std::string>{"season finale 2026-03-19", "season premiere 2026-02-05", "timeslot "}));
}

TEST(AiringTest, PastSlotsOtherShowsDaysAndAWeeklyRunWithoutAVerb) {
  // "behind the network's Sunday newsmagazine" names another show's day: the bare time
  // still times the dated airing of the sentence before.
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                        "NBC has set Tuesday, March 3 as the return date for The Lamplighters. It "
                                        "will air at 10 p.m. ET, after the network's Tuesday quiz hour.\n",
                                    "2026-02-01"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].date, "2026-03-03");
  EXPECT_EQ(airings[0].time, "22:00");
  // A slot the show "spent" a season in is history, not a listing.
  airings = OfKind(ExtractFrom(std::string(kHead) +
                                   "The Lamplighters ends its run on NBC on Sunday, May 10. The drama spent its first "
                                   "season on Tuesday nights before moving to Sundays.\n",
                               "2026-04-01"),
                   FactKind::kAiring);
  for (const auto& a : airings) EXPECT_NE(a.weekday, "Tuesday") << a.occasion;
  // "..., followed by one new episode weekly, every Friday": the run is a slot even
  // though its clause has no airing verb of its own.
  airings = OfKind(ExtractFrom(std::string(kHead) +
                                   "On Peacock, The Lamplighters opens its third season with two episodes on Friday, "
                                   "Jan. 9, followed by one new episode weekly, every Friday.\n",
                               "2026-01-02"),
                   FactKind::kAiring);
  bool slot = std::any_of(airings.begin(), airings.end(),
                          [](const Fact& a) { return a.occasion == "timeslot" && a.weekday == "Friday"; });
  EXPECT_TRUE(slot);
}

TEST(AiringTest, AnHourIsASlotAndARelativeClauseAirsTheWorkBeforeIt) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                        "The Lamplighters premieres Monday, Jan. 4, at 9 p.m. on NBC. After the "
                                        "premiere, the series keeps the Monday 9 p.m. hour.\n\nThe move puts it "
                                        "against CBS's drama Copper Hollow, which also airs on Mondays at 9.\n",
                                    "2025-12-01"),
                        FactKind::kAiring);
  std::vector<std::string> got;
  for (const auto& a : airings) got.push_back(a.work + " " + a.occasion + " " + a.weekday + " " + a.time);
  std::sort(got.begin(), got.end());
  EXPECT_EQ(got, (std::vector<std::string>{"Copper Hollow timeslot Monday 21:00",
                                           "The Lamplighters season premiere Monday 21:00",
                                           "The Lamplighters timeslot Monday 21:00"}));
}

TEST(AiringTest, BritishReturnForASecondSeriesAndItsFinalEpisode) {
  auto airings = OfKind(ExtractFrom("Gorse Hill series two: BBC One sets Sunday 14 March return\n\n"
                                    "The BBC has confirmed that Gorse Hill will return for a second series on "
                                    "Sunday 14 March.\n\nThe final episode airs on BBC One on Sunday 18 April.\n",
                                    "2026-11-25"),
                        FactKind::kAiring);
  std::vector<std::string> got;
  for (const auto& a : airings)
    got.push_back(a.occasion + " " + a.date + " " + (a.season ? std::to_string(*a.season) : "-"));
  std::sort(got.begin(), got.end());
  EXPECT_EQ(got, (std::vector<std::string>{"season finale 2027-04-18 2", "season premiere 2027-03-14 2"}));
}

TEST(AiringTest, AFinaleClauseAfterWithAndTheChannelNamedNext) {
  // "The BBC" announces, "BBC One" airs it: the next sentence's bare time is the
  // premiere's, and the channel is the more exact name. The finale after ", with the
  // final episode" ends the season the premiere opened, though the article talks a lot
  // about series one.
  auto airings = OfKind(ExtractFrom("Gorse Hill series two\n\n"
                                    "The BBC has confirmed that Gorse Hill will return for a second series on "
                                    "Sunday 14 March. The six-part series opens on BBC One at 9pm and will continue "
                                    "weekly, with the final episode on Sunday 18 April.\n\nSeries one drew big "
                                    "audiences. Series one was also a hit abroad, and the first series won awards.\n",
                                    "2026-11-25"),
                        FactKind::kAiring);
  std::vector<std::string> got;
  for (const auto& a : airings)
    got.push_back(a.occasion + " " + a.date + " " + a.time + " " + a.network + " " +
                  (a.season ? std::to_string(*a.season) : "-"));
  std::sort(got.begin(), got.end());
  EXPECT_EQ(got, (std::vector<std::string>{"season finale 2027-04-18  BBC One 2",
                                           "season premiere 2027-03-14 21:00 BBC One 2"}));
}

TEST(AiringTest, AWeekdayInThePastIsTheLastOneBeforePublication) {
  // Published on Thursday 2026-11-19: "aired Wednesday" was 2026-11-18, "premiered
  // Thursday" the same day; the change of month works too.
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                        "Spoilers for Season 3, Episode 10 of The Lamplighters, which aired "
                                        "Wednesday on ABC.\n",
                                    "2026-11-19"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].date, "2026-11-18");
  EXPECT_EQ(airings[0].weekday, "Wednesday");
  airings = OfKind(ExtractFrom(std::string(kHead) + "The Lamplighters premiered Saturday on NBC.\n", "2026-12-02"),
                   FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].date, "2026-11-28");
}

TEST(AiringTest, AReturnThatStaysIsASlotAndANetworksBlockIsNoAiring) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                        "The Lamplighters returns for Season 3 on Tuesday, Jan. 5, at 8/7c on Fox, "
                                        "and will stay there.\n\nThe network says its scripted Thursday block will "
                                        "return in April.\n",
                                    "2026-11-25"),
                        FactKind::kAiring);
  std::vector<std::string> got;
  for (const auto& a : airings) got.push_back(a.occasion + " " + a.weekday + " " + a.date + " " + a.time);
  std::sort(got.begin(), got.end());
  EXPECT_EQ(got, (std::vector<std::string>{"season premiere Tuesday 2027-01-05 20:00", "timeslot Tuesday  20:00"}));
}

TEST(AiringTest, TheSeasonBeforeFinaleIsTheAiringsNotTheRenewals) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                        "Paramount+ has renewed The Lamplighters for a third season, less than a week "
                                        "after the Season 2 finale dropped on Thursday, Dec. 11.\n",
                                    "2025-12-15"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].occasion, "season finale");
  ASSERT_TRUE(airings[0].season.has_value());
  EXPECT_EQ(*airings[0].season, 2);
  EXPECT_EQ(airings[0].date, "2025-12-11");
}

TEST(AiringTest, TwoSlotsInOneClauseEachKeepTheirTime) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                    "The Lamplighters lost its Thursday 10/9c time slot in the spring, when NBC moved "
                                    "it to Fridays at 9/8c.\n"),
                        FactKind::kAiring);
  std::vector<std::string> got;
  for (const auto& a : airings) got.push_back(a.occasion + " " + a.weekday + " " + a.time);
  std::sort(got.begin(), got.end());
  EXPECT_EQ(got, (std::vector<std::string>{"timeslot Friday 21:00", "timeslot Thursday 22:00"}));
}

TEST(AiringTest, RecurringSlot) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) + "Tune into The Lamplighters on Fridays @ 9PM on NBC!\n"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].occasion, "timeslot");
  EXPECT_EQ(airings[0].weekday, "Friday");
  EXPECT_EQ(airings[0].time, "21:00");
  EXPECT_EQ(airings[0].network, "NBC");
}

TEST(AiringTest, EverySingularDayIsASlot) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                    "The Lamplighters returns to HBO with new episodes every Sunday at 9 p.m.\n"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].occasion, "timeslot");
  EXPECT_EQ(airings[0].weekday, "Sunday");
  EXPECT_EQ(airings[0].time, "21:00");
}

TEST(AiringTest, ReturnAfterAWeekOffIsAnEpisodeNotAPremiere) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                        "The Lamplighters takes next week off and returns Sunday, Nov. 9 on HBO.\n",
                                    "2025-10-20"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].occasion, "episode");
  EXPECT_EQ(airings[0].date, "2025-11-09");
}

TEST(AiringTest, SpinoffStartingOnADateIsASeriesPremiereOfItsOwnWork) {
  // The article is about season 3 of one show; the spinoff's start is its own premiere,
  // and the sentence after it, which names no show, airs the spinoff too.
  auto facts = ExtractFrom(
      "The Lamplighters Renewed for Season 3\n\n"
      "HBO renewed The Lamplighters for a third season on Monday.\n\n"
      "Next comes \u201cCopper Bell Inn,\u201d the Lamplighters spinoff, which will stream on Max starting "
      "Thursday, Sept. 18. Nell Osei stars as the innkeeper. The first two episodes will also air on HBO on "
      "Sunday, Sept. 21 at 10 p.m. ET.\n",
      "2025-08-01");
  auto airings = OfKind(facts, FactKind::kAiring);
  ASSERT_EQ(airings.size(), 2u);
  EXPECT_EQ(airings[0].work, "Copper Bell Inn");
  EXPECT_EQ(airings[0].occasion, "series premiere");
  EXPECT_EQ(airings[0].network, "Max");
  EXPECT_EQ(airings[0].date, "2025-09-18");
  EXPECT_EQ(airings[1].work, "Copper Bell Inn");
  EXPECT_EQ(airings[1].network, "HBO");
  EXPECT_EQ(airings[1].date, "2025-09-21");
  EXPECT_EQ(airings[1].time, "22:00");
}

TEST(AiringTest, PremiereDateGetsItsYearFromThePublicationDate) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                "The Lamplighters Season 3 premieres Friday, Oct. 25 at 8 p.m. ET/PT on HBO.\n",
                            "2024-10-01"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].date, "2024-10-25");
  EXPECT_EQ(airings[0].weekday, "Friday");
  EXPECT_EQ(airings[0].time, "20:00");
  EXPECT_EQ(airings[0].timezone, "ET");
  EXPECT_EQ(airings[0].occasion, "season premiere");
}

TEST(AiringTest, AWeekdaySettlesTheYearOfADateMonthsBeforePublication) {
  // Sept. 4, 2025 was a Thursday; the article is from December 2025.
  auto airings = OfKind(ExtractFrom(std::string(kHead) + "The Lamplighters premiered Thursday, Sept. 4 on CBS.\n",
                                    "2025-12-16"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].date, "2025-09-04");
  EXPECT_EQ(airings[0].weekday, "Thursday");
}

TEST(AiringTest, ANetworkHeadingRulesItsSectionOfARoundup) {
  auto airings = OfKind(ExtractFrom("Spring Premiere Dates\n\nTV Guide\n\nNBC\n\n"
                                    "Iron Vale, NBC's frontier drama, returns Monday, March 2 at 9/8c.\n\nFox\n\n"
                                    "Gull Point, the workplace comedy, will end its run with a series "
                                    "finale on Sunday, May 17, at 8/7c.\n",
                                    "2026-02-10"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 2u);
  EXPECT_EQ(airings[1].work, "Gull Point");
  EXPECT_EQ(airings[1].network, "FOX");  // the canonical form of the network list
  EXPECT_EQ(airings[1].date, "2026-05-17");
  EXPECT_EQ(airings[1].occasion, "series finale");
}

TEST(AiringTest, SlotTimeEndTimeAndATrailerIsNoAiring) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                    "The Lamplighters premieres Monday, Jan. 4, at 9 p.m. ET on ABC. The two-hour "
                                    "premiere runs until 11 p.m. ET.\n\nAfter that, The Lamplighters settles into "
                                    "Tuesdays at 8:30/7:30c.\n\nABC released the first trailer on Thursday.\n",
                                    "2026-12-01"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 2u);
  EXPECT_EQ(airings[0].date, "2027-01-04");
  EXPECT_EQ(airings[0].time, "21:00");  // not the 11 p.m. end
  EXPECT_EQ(airings[1].occasion, "timeslot");
  EXPECT_EQ(airings[1].weekday, "Tuesday");
  EXPECT_EQ(airings[1].time, "20:30");
}

TEST(AiringTest, FourthAndFinalSeason) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                    "The Lamplighters wraps its fourth and final season on Hulu on Wednesday, Jan. "
                                    "14.\n",
                                    "2025-12-01"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].season, 4);
  EXPECT_EQ(airings[0].occasion, "series finale");
  EXPECT_EQ(airings[0].date, "2026-01-14");
}

TEST(AiringTest, TheParagraphsNetworkAndABingeDrop) {
  auto airings = OfKind(ExtractFrom("Winter Premiere Dates\n\nTV Guide\n\nNBC\n\nIron Vale, NBC's frontier drama, "
                                    "returns Monday, Jan. 12 at 9/8c.\n\nStreaming\n\nPeacock's Dune Tavern is "
                                    "going the binge route. For its second season, the streamer drops all eight "
                                    "episodes on Friday, March 6.\n",
                                    "2025-11-18"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 2u);
  EXPECT_EQ(airings[1].work, "Dune Tavern");
  EXPECT_EQ(airings[1].network, "Peacock");
  EXPECT_EQ(airings[1].date, "2026-03-06");
  EXPECT_EQ(airings[1].occasion, "season premiere");
}

TEST(AiringTest, AUsListingWithNoZoneIsEastern) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                    "The Lamplighters is back for Season 2 on Tuesday, Jan. 27, at 10 p.m. on FX.\n",
                                    "2025-11-18"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].time, "22:00");
  EXPECT_EQ(airings[0].timezone, "ET");
  airings = OfKind(ExtractFrom(std::string(kHead) + "The Lamplighters returns Sunday, Jan. 25 at 9pm on BBC One.\n",
                               "2025-11-18"),
                   FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].time, "21:00");
  EXPECT_EQ(airings[0].timezone, "");
}

TEST(AiringTest, AnnouncementDayIsNotTheAiringDay) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                "All eight episodes drop on Netflix on May 5, the streamer announced Tuesday.\n",
                            "2025-04-22"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].date, "2025-05-05");
  EXPECT_EQ(airings[0].weekday, "Monday");
}

// A roundup in sections, each under a heading "TITLE (Network)": a sentence that names
// no title airs the heading's work on the heading's network, and a title written only in
// capitals is named in title case.
TEST(ExtractAirings, RoundupSectionHeadingsNameTheWorkAndNetwork) {
  auto facts = ExtractFrom(
      "Winter Dates for Four Shows\n\n"
      "Here is what is coming to cable after the holidays.\n\n"
      "BRINEWICK (FX)\n"
      "The fishing-town drama returns for its second season on Tuesday, Jan. 12 at 10 p.m. ET/PT.\n\n"
      "THE CORMORANT CLUB (TBS)\n"
      "The bowling comedy premieres Thursday, Feb. 4 at 10/9c.\n",
      "2026-11-25");
  const std::vector<std::string> works = WorkNames(facts);
  EXPECT_NE(std::find(works.begin(), works.end(), "Brinewick"), works.end());
  EXPECT_NE(std::find(works.begin(), works.end(), "The Cormorant Club"), works.end());
  auto airings = OfKind(facts, FactKind::kAiring);
  ASSERT_EQ(airings.size(), 2u);
  EXPECT_EQ(airings[0].work, "Brinewick");
  EXPECT_EQ(airings[0].network, "FX");
  EXPECT_EQ(airings[0].date, "2027-01-12");
  EXPECT_EQ(airings[1].work, "The Cormorant Club");
  EXPECT_EQ(airings[1].network, "TBS");
  EXPECT_EQ(airings[1].time, "22:00");
}

// A finale after "through" is an airing of its own, and does not make the premiere one.
TEST(ExtractAirings, AFinaleAfterThroughIsAClauseOfItsOwn) {
  auto airings = OfKind(ExtractFrom("Saltmarsh Review\n\n"
                                    "The first three episodes of Saltmarsh arrive Friday, Oct. 9, on Peacock, with a "
                                    "new one every Friday through the season finale on Nov. 20.\n",
                                    "2026-09-30"),
                        FactKind::kAiring);
  const Fact* premiere = nullptr;
  const Fact* finale = nullptr;
  for (const auto& a : airings) {
    if (a.date == "2026-10-09") premiere = &a;
    if (a.date == "2026-11-20") finale = &a;
  }
  ASSERT_NE(premiere, nullptr);
  EXPECT_NE(premiere->occasion, "season finale");
  ASSERT_NE(finale, nullptr);
  EXPECT_EQ(finale->occasion, "season finale");
  EXPECT_EQ(finale->network, "Peacock");
  // "episodes of Saltmarsh": what a work's parts are "of" is a work.
  EXPECT_EQ(finale->work, "Saltmarsh");
}

// In a roundup another show's season ("Brinewick Season 3", or one named under
// Brinewick's heading) is not the season of the article's own work.
TEST(ExtractAirings, AnotherShowsSeasonIsNotTheArticlesOwn) {
  auto facts = ExtractFrom(
      "\"Gullwing\" Starts Tonight, \"Brinewick\" Sets Its Return\n\n"
      "Gullwing, a new sketch show, premieres tonight at 11/10c on Comedy Central.\n\n"
      "BRINEWICK (FX)\n"
      "The fishing-town drama returns for Season 3 on Tuesday, Jan. 12 at 10 p.m. ET/PT. FX also released a "
      "trailer for Brinewick Season 3.\n",
      "2026-11-25");
  bool saw_gullwing = false;
  for (const auto& a : OfKind(facts, FactKind::kAiring)) {
    if (a.work != "Gullwing") continue;
    saw_gullwing = true;
    EXPECT_EQ(a.occasion, "series premiere");
    EXPECT_FALSE(a.season.has_value());
  }
  EXPECT_TRUE(saw_gullwing);
}

// Slots told in other ways: a move to a day whose time the dated return gives; an old
// slot with its time; a day with its time after any verb ("takes Sundays at 7pm"); a
// network's possessive before a genre noun; a day inside a quotation is no slot.
TEST(ExtractAirings, SlotsToldAsMovesPastSlotsAndRivals) {
  auto facts = ExtractFrom(
      "Marrowby Moves to Sundays\n\n"
      "The BBC One drama Marrowby is moving to Sundays. Its fourth series returns on Sunday 14 February at 8.10pm on BBC One.\n\n"
      "The drama spent its first three series on Tuesday nights at 9pm. It now faces ITV's new legal drama "
      "Quillon, which takes Sundays at 8pm. \"Sunday at 8 is a brutal hour,\" the producer said.\n",
      "2026-11-20");
  auto airings = OfKind(facts, FactKind::kAiring);
  auto has_slot = [&](const std::string& work, const std::string& weekday, const std::string& time,
                      const std::string& network) {
    return std::any_of(airings.begin(), airings.end(), [&](const Fact& a) {
      return a.work == work && a.occasion == "timeslot" && a.weekday == weekday && a.time == time &&
             a.network == network;
    });
  };
  EXPECT_TRUE(has_slot("Marrowby", "Sunday", "20:10", "BBC One"));
  EXPECT_TRUE(has_slot("Marrowby", "Tuesday", "21:00", "BBC One"));
  EXPECT_TRUE(has_slot("Quillon", "Sunday", "20:00", "ITV"));
  // The producer's "Sunday at 8" makes no airing of its own.
  for (const auto& a : airings) EXPECT_NE(a.occasion, "episode") << a.work << " " << a.time;
}

// A late-night slot of every weeknight, and the slot it leaves, told by its time alone;
// "8/7 Central" is 8 p.m. Eastern.
TEST(ExtractAirings, WeeknightSlotsAndCentralTime) {
  auto airings = OfKind(ExtractFrom("Late Lark Moves Up\n\n"
                                    "Starting Monday, Jan. 11, Late Lark with Oona Pratchett airs weeknights at "
                                    "12:05 a.m. on CBS, instead of its current 1:05 a.m. slot.\n\n"
                                    "Catch new episodes of Fernwick Mondays at 8/7 Central on CBS.\n",
                                    "2026-11-20"),
                        FactKind::kAiring);
  auto has_slot = [&](const std::string& weekday, const std::string& time) {
    return std::any_of(airings.begin(), airings.end(), [&](const Fact& a) {
      return a.occasion == "timeslot" && a.weekday == weekday && a.time == time;
    });
  };
  EXPECT_TRUE(has_slot("", "00:05"));
  EXPECT_TRUE(has_slot("", "01:05"));
  EXPECT_TRUE(has_slot("Monday", "20:00"));
}

// A schedule of several shows: a season told of a show the paragraph is about is not the
// article's own, nor is one recalled in a quotation; a series finale told twice (once as
// "the finale") is one airing.
TEST(ExtractAirings, SeasonsOfOtherShowsAndOneFinaleToldTwice) {
  auto facts = ExtractFrom(
      "Fox Sets Its Winter Schedule\n\nTV Guide\n\n"
      "Cinderfell, the network's oldest drama, will end with its sixth season, and its series finale is set for "
      "Sunday, March 14, at 8/7c.\n\n"
      "Ropewalk moves to Tuesdays. The sitcom about a family of sailmakers returns for Season 2 on Tuesday, "
      "Jan. 5, at 8/7c.\n\n"
      "\"I wrote the ending during the first season,\" the creator said. Cinderfell begins its final run on "
      "Sunday, Jan. 3, at 9 p.m. ET. The finale on March 14 runs two hours.\n",
      "2026-11-20");
  int finales = 0;
  for (const auto& a : OfKind(facts, FactKind::kAiring)) {
    if (a.work != "Cinderfell") continue;
    if (a.date == "2027-01-03") {
      EXPECT_EQ(a.season, 6) << a.occasion;
    }
    if (a.occasion.ends_with("finale")) {
      ++finales;
      EXPECT_EQ(a.occasion, "series finale");
      EXPECT_EQ(a.date, "2027-03-14");
    }
  }
  EXPECT_EQ(finales, 1);
}

// A new show's date is its series premiere; the run after the debut is a slot of no one
// weekday ("a Monday-through-Thursday run"); a list line that repeats a prose date adds
// no airing of its own.
TEST(ExtractAirings, ANewShowsRunAndAListThatRepeatsADate) {
  auto facts = ExtractFrom(
      "Late-Night and Cable Dates\n\n"
      "TBS set its new late-night show, The Owl Shift with Priya Vandermolen, for Monday, Jan. 11 at 11/10c. "
      "After the debut it settles into a Monday-through-Thursday run at 11:30/10:30c.\n\n"
      "On AMC, the coastal noir Gannet Rock returns for its second season on Sunday, Jan. 10 at 9 p.m. ET.\n\n"
      "- 'Gannet Rock' (AMC): Sunday, Jan. 10 at 9 p.m. ET\n",
      "2026-11-24");
  auto airings = OfKind(facts, FactKind::kAiring);
  auto count = [&](const std::string& work, const std::string& occasion, const std::string& time) {
    return std::count_if(airings.begin(), airings.end(), [&](const Fact& a) {
      return a.work == work && a.occasion == occasion && a.time == time;
    });
  };
  EXPECT_EQ(count("The Owl Shift with Priya Vandermolen", "series premiere", "23:00"), 1);
  EXPECT_EQ(count("The Owl Shift with Priya Vandermolen", "timeslot", "23:30"), 1);
  EXPECT_EQ(count("The Owl Shift with Priya Vandermolen", "series premiere", "23:30"), 0);
  int gannet = 0;
  for (const auto& a : airings)
    if (a.work == "Gannet Rock") {
      ++gannet;
      EXPECT_EQ(a.occasion, "season premiere");
      EXPECT_EQ(a.date, "2027-01-10");
    }
  EXPECT_EQ(gannet, 1);
}

// A recap's "Tuesday's episode of Foo": an episode of Foo (not of the episode's own
// title), aired the Tuesday before the recap, in the season the headline names.
TEST(ExtractAirings, TheEpisodeARecapRecaps) {
  auto airings = OfKind(ExtractFrom("'Medlar' Recap, Season 4, Episode 2: Hard Frost\n\n"
                                    "Spoilers follow for \u201cHard Frost,\u201d Tuesday\u2019s episode of Medlar, "
                                    "which airs Tuesdays at 9 p.m. on CBC.\n",
                                    "2026-11-26"),
                        FactKind::kAiring);
  const Fact* episode = nullptr;
  for (const auto& a : airings)
    if (a.occasion == "episode") episode = &a;
  ASSERT_NE(episode, nullptr);
  EXPECT_EQ(episode->work, "Medlar");
  EXPECT_EQ(episode->date, "2026-11-24");
  EXPECT_EQ(episode->season, 4);
}

// "at midnight ET/PT" is 00:00 of the day named; "noon" is 12:00.
TEST(ExtractAirings, MidnightAndNoon) {
  auto facts = ExtractFrom(
      "Owlbright Sets a Date\n\n"
      "The stop-motion comedy Owlbright premieres Sunday, Dec. 6 at midnight ET/PT on Adult Swim.\n",
      "2026-11-25");
  auto airings = OfKind(facts, FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].date, "2026-12-06");
  EXPECT_EQ(airings[0].time, "00:00");
  EXPECT_EQ(airings[0].timezone, "ET");
  auto noon = OfKind(ExtractFrom("Owlbright Sets a Date\n\n"
                                 "The comedy Owlbright premieres Saturday, Dec. 5 at noon on Adult Swim.\n",
                                 "2026-11-25"),
                     FactKind::kAiring);
  ASSERT_EQ(noon.size(), 1u);
  EXPECT_EQ(noon[0].time, "12:00");
}

// A broadcaster outside the US named in the clause keeps its times free of a US zone,
// though the first network named is a US one by the same letters ("the ABC").
TEST(ExtractAirings, AustralianBroadcasterTimesHaveNoZone) {
  auto facts = ExtractFrom(
      "Gidgee Creek Moves to Sundays\n\n"
      "The ABC has confirmed that its outback drama Gidgee Creek will return for a third series on Sunday "
      "7 February at 7.40pm on ABC TV.\n",
      "2026-11-25");
  auto airings = OfKind(facts, FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].time, "19:40");
  EXPECT_EQ(airings[0].date, "2027-02-07");
  EXPECT_EQ(airings[0].timezone, "");
}

TEST(ExtractAirings, ABracketedLocalTimeAndTwoNetworksAtOnce) {
  // "9 p.m. (9:30 NT)" does not end the sentence at "p.m."; "on CBC and CBC Gem" is the
  // premiere on both; Newfoundland time is no zone of the schema.
  auto airings = OfKind(ExtractFrom("Pelican Reach returns for its third season on Tuesday, Jan. 5 at 9 p.m. (9:30 "
                                    "NT) on CBC and CBC Gem.\n",
                                    "2026-11-25"),
                        FactKind::kAiring);
  std::vector<std::string> networks;
  for (const Fact& a : airings) {
    EXPECT_EQ(a.date, "2027-01-05");
    EXPECT_EQ(a.time, "21:00");
    EXPECT_EQ(a.timezone, "");
    networks.push_back(a.network);
  }
  EXPECT_EQ(networks, (std::vector<std::string>{"CBC", "CBC Gem"}));
}

TEST(ExtractAirings, AForeignZoneWithItsUsMomentInBrackets) {
  auto airings = OfKind(ExtractFrom("Netflix's Korean drama The Lemon Barge premieres Saturday, Dec. 5 at 9:10 p.m. "
                                    "KST (7:10 a.m. ET) on Netflix.\n\nOn KBS2, the rival drama Silver Orchard "
                                    "premieres Friday, Dec. 4 at 9:50 p.m. KST (7:50 a.m. ET).\n",
                                    "2026-11-28"),
                        FactKind::kAiring);
  bool us = false, local = false;
  for (const Fact& a : airings) {
    if (a.network == "Netflix") us = a.time == "07:10" && a.timezone == "ET";
    if (a.network == "KBS2") local = a.time == "21:50" && a.timezone.empty();
  }
  EXPECT_TRUE(us);
  EXPECT_TRUE(local);
}

// "the tvN drama" says where the show comes from; the service the clause airs it "on"
// is its home, for the slot and for the next sentence's dated episodes.
TEST(ExtractAirings, TheNetworkOfOriginGivesWayToTheServiceItAirsOn) {
  auto airings = OfKind(ExtractFrom("'Paper Lanterns' Episodes 5-6 Recap\n\nNew episodes of the JTBC drama Paper "
                                    "Lanterns arrive every Friday at 10:30 p.m. KST (8:30 a.m. ET) on Viki. Episodes 7 "
                                    "and 8 drop Friday, Dec. 4, at 8:30 a.m. ET.\n",
                                    "2026-11-28"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 2u);
  for (const Fact& a : airings) {
    EXPECT_EQ(a.network, "Viki") << a.occasion;
    EXPECT_EQ(a.time, "08:30") << a.occasion;
    EXPECT_EQ(a.timezone, "ET") << a.occasion;
  }
}

// A revival: the old run's slot is on the network that cancelled the show, not on the
// service that revives it, though the sentence before names the service first.
TEST(ExtractAirings, ARunInThePastIsOnTheNetworkThatCancelledIt) {
  auto airings = OfKind(ExtractFrom("Hulu Revives 'Birch Lane'\n\nHulu has ordered an eight-episode revival of "
                                    "Birch Lane, the family drama that ABC cancelled in 2015. The original aired "
                                    "Tuesdays at 10/9c from 2011 to 2015.\n",
                                    "2026-11-26"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].network, "ABC");
  EXPECT_EQ(airings[0].weekday, "Tuesday");
  EXPECT_EQ(airings[0].time, "22:00");
}

// Classic-TV networks, where an old series reruns, are networks too.
TEST(ExtractAirings, AClassicTvNetworksMarathon) {
  auto airings = OfKind(ExtractFrom("Remembering 'Lampwick'\n\nMeTV will air a 'Lampwick' marathon on Saturday, "
                                    "Dec. 5, beginning at noon ET, and Cozi TV reruns it weeknights at 7.\n",
                                    "2026-11-24"),
                        FactKind::kAiring);
  std::vector<std::string> networks;
  for (const Fact& a : airings) networks.push_back(a.network);
  std::sort(networks.begin(), networks.end());
  EXPECT_EQ(networks, (std::vector<std::string>{"Cozi TV", "MeTV"}));
}

TEST(ExtractAirings, TheDayOfTheNewsAndATimeInsideAQuotationAreNoAirings) {
  auto airings = OfKind(ExtractFrom("CBS Sets Its Winter Lineup: 'Ironbridge' Gets a Finale Date\n\nCBS handed out its "
                                    "winter and spring schedule on Tuesday morning.\n\nThe ABC's head of drama, Ottoline "
                                    "Marrow, said of the ABC drama Tallowood: \"Sunday at 7.40 is where our audience "
                                    "expects the best Australian drama.\"\n",
                                    "2026-11-24"),
                        FactKind::kAiring);
  for (const Fact& a : airings) ADD_FAILURE() << "no airing here: " << a.work << " " << a.weekday << " " << a.time;
}

TEST(ExtractAirings, ANextDayStreamingHomeIsNotTheNextSentencesNetwork) {
  auto airings = OfKind(ExtractFrom("Telemundo Sets 'Naranjal'\n\nNaranjal premieres Monday, Jan. 11, at 10/9c on "
                                    "Telemundo. Episodes will be available to stream on Peacock the next day. The "
                                    "Marea Alta finale airs Friday, Jan. 8, at 9/8c.\n",
                                    "2026-11-27"),
                        FactKind::kAiring);
  bool found = false;
  for (const Fact& a : airings)
    if (a.date == "2027-01-08") {
      found = true;
      EXPECT_EQ(a.network, "Telemundo");
    }
  EXPECT_TRUE(found);
}

TEST(ExtractAirings, ALeadInIsNotTheShowAndAMoveIsNoPremiere) {
  auto airings = OfKind(ExtractFrom("NBC Shuffles Its Winter Nights\n\nBrassmonger returns for its third season on "
                                    "Tuesday, Jan. 12, at 9/8c. Quillfeather, a new comedy about a "
                                    "failing printshop, premieres Tuesday, Jan. 12, at 9:30/8:30c, and will air "
                                    "Tuesdays at 9:30 following Brassmonger.\n\nThe bayou procedural Marshgrove, which "
                                    "has aired Thursdays at 10 since its debut, shifts to Fridays at 8 p.m., starting "
                                    "Friday, Jan. 15.\n",
                                    "2026-11-23"),
                        FactKind::kAiring);
  bool slot = false, moved = false;
  for (const Fact& a : airings) {
    if (a.work == "Brassmonger") {
      EXPECT_EQ(a.time, "21:00") << a.occasion;  // its own, not its follower's
    }
    if (a.work == "Quillfeather" && a.occasion == "timeslot") {
      slot = true;
      EXPECT_EQ(a.time, "21:30");
    }
    if (a.work == "Marshgrove" && a.date == "2027-01-15") {
      moved = true;
      EXPECT_EQ(a.time, "20:00");
      EXPECT_EQ(a.occasion.find("premiere"), std::string::npos) << a.occasion;
    }
  }
  EXPECT_TRUE(slot);
  EXPECT_TRUE(moved);
}

// A season denied ("not in a second series") is none; the day of the news ("confirmed
// the news on Thursday") gives way to the day written with a date; a season's dated end
// is its finale; a next-day streaming home in the same sentence is not the slot's network.
TEST(ExtractAirings, DeniedSeasonsNewsDaysSeasonEndsAndSecondHomes) {
  auto carrow = OfKind(ExtractFrom("'Carrow Fell' Gets a Date\n\nThe Aerial\nNovember 24, 2026\n\nCarrow Fell "
                                   "begins Sunday 6 December at 9pm on BBC One. The answer arrives in the final "
                                   "episode, not in a second series.\n",
                                   "2026-11-24"),
                       FactKind::kAiring);
  ASSERT_FALSE(carrow.empty());
  EXPECT_EQ(carrow[0].date, "2026-12-06");
  EXPECT_EQ(carrow[0].occasion, "series premiere");
  EXPECT_FALSE(carrow[0].season.has_value());

  auto gloam = OfKind(ExtractFrom("'Gloamfen' Canceled\n\nPrime Video has canceled Gloamfen. The streamer "
                                  "confirmed the news on Thursday, which means that the Season 2 finale, which "
                                  "streamed Friday, Oct. 30, on Prime Video, will now serve as the series finale.\n",
                                  "2026-11-24"),
                      FactKind::kAiring);
  bool finale = false;
  for (const Fact& a : gloam)
    if (a.date == "2026-10-30") {
      finale = true;
      EXPECT_EQ(a.weekday, "Friday");
    }
  EXPECT_TRUE(finale);

  auto sorrel = OfKind(ExtractFrom("Sorrelby Returns\n\nSeason 4 of \"Sorrelby\" premieres Tuesday, Jan. 12, at 10 "
                                   "p.m. ET/PT on FX. New episodes air Tuesdays at 10 p.m. after that, and each "
                                   "episode streams the next day on Hulu. The ten-episode season ends on Tuesday, "
                                   "March 9.\n",
                                   "2026-11-24"),
                       FactKind::kAiring);
  bool slot = false, end = false;
  for (const Fact& a : sorrel) {
    if (a.occasion == "timeslot" && a.weekday == "Tuesday") {
      slot = true;
      EXPECT_EQ(a.network, "FX");
    }
    if (a.date == "2027-03-09") {
      end = true;
      EXPECT_EQ(a.occasion, "season finale");
    }
  }
  EXPECT_TRUE(slot);
  EXPECT_TRUE(end);
}

// An upfront's forms: a preview "before moving to its regular time slot on Tuesday, Jan. 5,
// at 9 p.m." (two airings and a slot); a move "from Wednesdays to Fridays at 8 p.m. beginning
// Jan. 8" (the new night's time); "its fourth season will conclude on March 26".
TEST(ExtractAirings, APreviewAMoveAndASeasonThatWillConclude) {
  auto airings = OfKind(ExtractFrom("NBC Sets Dates for 'Brackenmoor' and 'Saltwick'\n\nThe legal drama Brackenmoor "
                                    "will get a special preview on Sunday, Jan. 3, at 10 p.m. ET on NBC before moving "
                                    "to its regular time slot on Tuesday, Jan. 5, at 9 p.m.\n\nReturning drama "
                                    "Saltwick moves from Wednesdays to Fridays at 8 p.m. beginning Jan. 8, and its "
                                    "fourth season will conclude on March 26.\n",
                                    "2026-11-23"),
                        FactKind::kAiring);
  auto find = [&](const std::string& work, const std::string& date, const std::string& occasion) -> const Fact* {
    for (const Fact& a : airings)
      if (a.work == work && a.date == date && (occasion.empty() || a.occasion == occasion)) return &a;
    return nullptr;
  };
  ASSERT_NE(find("Brackenmoor", "2027-01-03", ""), nullptr);
  const Fact* regular = find("Brackenmoor", "2027-01-05", "");
  ASSERT_NE(regular, nullptr);
  EXPECT_EQ(regular->time, "21:00");
  bool slot = false;
  for (const Fact& a : airings) slot = slot || (a.work == "Brackenmoor" && a.occasion == "timeslot" && a.weekday == "Tuesday");
  EXPECT_TRUE(slot);
  const Fact* moved = find("Saltwick", "2027-01-08", "");
  ASSERT_NE(moved, nullptr);
  EXPECT_EQ(moved->time, "20:00");
  EXPECT_NE(find("Saltwick", "2027-03-26", "season finale"), nullptr);
}

// An import: the network its first run was on, named in an apposition, gives way to the
// one the airing verb names; "returns ... on AMC, and streams on AMC+" keeps AMC.
TEST(ExtractAirings, TheNetworkTheAiringVerbNames) {
  auto airings = OfKind(ExtractFrom("Norway's 'Fjellvik' Heads to Netflix\n\nFjellvik, the crime drama that was a "
                                    "ratings sensation on NRK1 last spring, will stream on Netflix starting Friday, "
                                    "Dec. 11.\n\nThe show's rival, Dustholm, returns Sunday, Feb. 21 at 9 p.m. on AMC "
                                    "and streams on AMC+.\n",
                                    "2026-11-26"),
                        FactKind::kAiring);
  bool netflix = false, amc = false;
  for (const Fact& a : airings) {
    if (a.date == "2026-12-11") {
      netflix = true;
      EXPECT_EQ(a.network, "Netflix");
    }
    if (a.date == "2027-02-21" && a.network == "AMC") amc = true;
  }
  EXPECT_TRUE(netflix);
  EXPECT_TRUE(amc);
}

// "Max will premiere the limited series Foo on Sunday": a network that is also a given
// name, as a sentence's subject before a network's verb (not "Max said").
TEST(ExtractAirings, ANetworkAsTheSubjectOfItsVerb) {
  auto airings = OfKind(ExtractFrom("Winter Calendar\n\nStreamside\nDecember 1, 2026\n\nMax will premiere the "
                                    "limited series The Tinder Year on Sunday, Jan. 24, at 9 p.m. ET, and it will "
                                    "also air on HBO at the same time.\n",
                                    "2026-12-01"),
                        FactKind::kAiring);
  bool found = false;
  for (const Fact& a : airings)
    if (a.date == "2027-01-24") {
      found = true;
      EXPECT_EQ(a.network, "Max");
    }
  EXPECT_TRUE(found);
}

// A K-drama's listing: a network written with a capital inside ("tvN"), two nights joined
// by "and" sharing the time after them, and a premiere on the broadcaster told with no
// time taking the local one a later sentence gives beside the US moment.
TEST(ExtractAirings, AKoreanBroadcastersNightsAndLocalTime) {
  auto airings = OfKind(ExtractFrom("'The Moonlit Contract': Everything to Know\n\nStreamside\nNovember 20, 2026\n\n"
                                    "The Moonlit Contract premieres on tvN on Saturday, Dec. 12. The premiere starts "
                                    "at 9:10 p.m. KST (7:10 a.m. ET) on Saturday, Dec. 12, on Netflix. After that it "
                                    "airs Saturdays and Sundays at 9:10 p.m. KST on tvN and streams on Netflix.\n",
                                    "2026-11-20"),
                        FactKind::kAiring);
  bool premiere = false, us_premiere = false, saturday = false, sunday = false;
  for (const Fact& a : airings) {
    if (a.date == "2026-12-12" && a.network == "tvN") {
      premiere = true;
      EXPECT_EQ(a.time, "21:10");
    }
    if (a.date == "2026-12-12" && a.network == "Netflix") {
      us_premiere = true;
      EXPECT_EQ(a.time, "07:10");
    }
    if (a.occasion == "timeslot") {
      EXPECT_EQ(a.network, "tvN") << a.weekday;
      EXPECT_EQ(a.time, "21:10") << a.weekday;
      saturday = saturday || a.weekday == "Saturday";
      sunday = sunday || a.weekday == "Sunday";
    }
  }
  EXPECT_TRUE(premiere);
  EXPECT_TRUE(us_premiere);
  EXPECT_TRUE(saturday);
  EXPECT_TRUE(sunday);
}

// A roundup's bullet whose bracket names two networks ("Saltmoor (AMC and AMC+)") is a
// title of its own. A new run "starting Jan. 13" after "the Jan. 5 sneak peek" starts on
// the 13th, no premiere; a day the date cannot fall on ("After that one Monday outing,
// ..., starting Jan. 14") is not the date's.
TEST(ExtractAirings, BracketsOfTwoNetworksAndARunThatStartsLater) {
  auto facts = ExtractFrom("January Premiere Dates: 'Hollow Pines' and More\n\nStreamside\nNovember 20, 2026\n\n"
                           "- Tuesday, Jan. 5: Hollow Pines (ABC), series premiere, 8:30/7:30c. A sneak peek.\n\n"
                           "- Sunday, Jan. 10: Saltmoor (AMC and AMC+), Season 5 premiere, 10/9c.\n\n"
                           "Hollow Pines is only visiting Tuesday. After the Jan. 5 sneak peek, the comedy settles "
                           "into its regular slot on Wednesdays at 8:30/7:30c, starting Jan. 13.\n\n"
                           "Dunmore premieres Monday, Jan. 11, at 8/7c on NBC. After that one Monday outing, the show "
                           "moves into its regular slot, Thursdays at 9:30/8:30c, starting Jan. 14.\n",
                           "2026-11-20");
  auto works = WorkNames(facts);
  EXPECT_NE(std::find(works.begin(), works.end(), "Saltmoor"), works.end());
  bool saltmoor = false, pines_13 = false, dunmore_14 = false;
  for (const Fact& a : OfKind(facts, FactKind::kAiring)) {
    if (a.date == "2027-01-10") {
      saltmoor = true;
      EXPECT_EQ(a.work, "Saltmoor");
    }
    if (a.work == "Hollow Pines" && a.date == "2027-01-13") {
      pines_13 = true;
      EXPECT_NE(a.occasion, "series premiere");
      EXPECT_EQ(a.time, "20:30");
    }
    if (a.work == "Dunmore" && a.date == "2027-01-14") {
      dunmore_14 = true;
      EXPECT_EQ(a.weekday, "Thursday");
    }
    EXPECT_FALSE(a.work == "Dunmore" && a.weekday == "Monday" && a.date.empty() && a.occasion != "timeslot");
  }
  EXPECT_TRUE(saltmoor);
  EXPECT_TRUE(pines_13);
  EXPECT_TRUE(dunmore_14);
}

// A streaming list's heading lines, "Title[, Season N] (Weekday, Mon. D[, time])", each
// on a line of its own: the title is a work, the line its airing on the list's network,
// and the lines below it are about it.
TEST(ExtractAirings, AStreamingListsDatedHeadings) {
  auto facts = ExtractFrom("New on Netflix This Week: 'Copper Tide' and More\n\nStreamside\n\nNovember 23, 2026\n\n"
                           "Here is everything arriving on Netflix this week.\n\n"
                           "Copper Tide (Tuesday, Nov. 24)\nA limited series about a mining town. Wren Adair stars "
                           "as Jolene Pike.\n\n"
                           "The Ninth Lantern, Season 2 (Wednesday, Nov. 25)\nThe fantasy drama returns. Priya Nair "
                           "is back as the exiled queen Ilse.\n\n"
                           "Dust and Denim, Season 3 (Friday, Nov. 27, 12 p.m. PT)\nThe rodeo drama wraps its run.\n",
                           "2026-11-23");
  auto works = WorkNames(facts);
  EXPECT_NE(std::find(works.begin(), works.end(), "Dust and Denim"), works.end());
  const Fact* ilse = CastOf(facts, "Priya Nair", "Ilse");
  ASSERT_NE(ilse, nullptr);
  EXPECT_EQ(ilse->work, "The Ninth Lantern");
  bool lantern = false, dust = false;
  for (const Fact& a : OfKind(facts, FactKind::kAiring)) {
    if (a.work == "The Ninth Lantern" && a.date == "2026-11-25") {
      lantern = true;
      EXPECT_EQ(a.network, "Netflix");
      EXPECT_EQ(a.season, 2);
    }
    if (a.work == "Dust and Denim" && a.date == "2026-11-27") {
      dust = true;
      EXPECT_EQ(a.time, "12:00");
      EXPECT_EQ(a.timezone, "PT");
    }
  }
  EXPECT_TRUE(lantern);
  EXPECT_TRUE(dust);
  // The other forms of the line: the network in the bracket, after a colon, after "on";
  // a dateline ("Updated Sun, Nov 22, 2026") and a label ("Premieres: ...") are none.
  facts = ExtractFrom("The Best New Shows Streaming This Week\n\nStreamside\n\nUpdated Sun, Nov 22, 2026\n\n"
                      "Here are the new series worth your time.\n\n"
                      "Copper Tide (Netflix, Nov. 24)\nWren Adair stars as Jolene Pike.\n\n"
                      "Saltwater Saints: Friday, Nov. 27, Prime Video\nBia Rocha plays Dora, the eldest.\n\n"
                      "Premieres: Sunday, Jan. 10, 9/8c, ABC\n",
                      "2026-11-22");
  works = WorkNames(facts);
  EXPECT_EQ(std::find(works.begin(), works.end(), "Updated Sun"), works.end());
  EXPECT_EQ(std::find(works.begin(), works.end(), "Premieres"), works.end());
  const Fact* dora = CastOf(facts, "Bia Rocha", "Dora");
  ASSERT_NE(dora, nullptr);
  EXPECT_EQ(dora->work, "Saltwater Saints");
  bool copper = false, saints = false;
  for (const Fact& a : OfKind(facts, FactKind::kAiring)) {
    copper = copper || (a.work == "Copper Tide" && a.date == "2026-11-24" && a.network == "Netflix");
    saints = saints || (a.work == "Saltwater Saints" && a.date == "2026-11-27" && a.network == "Prime Video");
  }
  EXPECT_TRUE(copper);
  EXPECT_TRUE(saints);
}

// An upfront schedule in prose: a night that opens the sentence carries to its later
// clauses ("On Tuesdays, A airs at 8, and B takes the 9 p.m. slot", "Mondays kick off with
// X at 8 p.m., followed by Y at 10 p.m."); "It premieres ..." after such a sentence is
// the work named last; "the singing competition X" names a work.
TEST(ExtractAirings, AnUpfrontScheduleInProse) {
  auto facts = ExtractFrom("NBC Sets Fall Schedule: 'Ironmill' Moves to Fridays\n\nBy Tess Moran\n\nMonday, May 10, 2027\n\n"
                           "NBC unveiled its fall schedule Monday.\n\n"
                           "Mondays kick off with the singing competition The Loudest Room at 8 p.m., followed by "
                           "the new medical drama Saint Brigid at 10 p.m.\n\n"
                           "On Tuesdays, the returning comedy Desk Set airs at 8, and the freshman legal drama "
                           "Counsel for the Damned takes the 9 p.m. slot. It premieres Tuesday, Sept. 21.\n",
                           "2027-05-10");
  auto works = WorkNames(facts);
  EXPECT_NE(std::find(works.begin(), works.end(), "The Loudest Room"), works.end());
  bool brigid = false, counsel_slot = false, counsel_premiere = false;
  for (const Fact& a : OfKind(facts, FactKind::kAiring)) {
    if (a.work == "Saint Brigid" && a.occasion == "timeslot") {
      brigid = true;
      EXPECT_EQ(a.weekday, "Monday");
      EXPECT_EQ(a.time, "22:00");
    }
    if (a.work == "Counsel for the Damned" && a.occasion == "timeslot") {
      counsel_slot = true;
      EXPECT_EQ(a.weekday, "Tuesday");
      EXPECT_EQ(a.time, "21:00");
    }
    if (a.date == "2027-09-21") {
      counsel_premiere = true;
      EXPECT_EQ(a.work, "Counsel for the Damned");
    }
  }
  EXPECT_TRUE(brigid);
  EXPECT_TRUE(counsel_slot);
  EXPECT_TRUE(counsel_premiere);
}

// An import: the network it aired on at home, in a relative clause ("when it aired on
// France 2 last spring"), gives way to the one it "will stream on".
TEST(ExtractAirings, AnImportsPastNetworkGivesWay) {
  auto airings = OfKind(ExtractFrom("French Hit 'Les Sables Noirs' Comes to Hulu\n\nStreamside\nNovember 20, 2026\n\n"
                                    "Les Sables Noirs, the Breton thriller that drew eight million viewers when it "
                                    "aired on France 2 last spring, will stream on Hulu starting Thursday, Jan. 14.\n",
                                    "2026-11-20"),
                        FactKind::kAiring);
  bool found = false;
  for (const Fact& a : airings)
    if (a.date == "2027-01-14") {
      found = true;
      EXPECT_EQ(a.network, "Hulu");
    }
  EXPECT_TRUE(found);
}

// A weekend column's entries, published Friday 2026-11-27: "the second season arrives
// Friday" is that season's premiere; "landed Thursday" is the day before; an entry's own
// network "(HBO)" stays when the sentence adds that it "will also stream on Max".
TEST(AiringTest, AWeekendColumnsEntries) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                        "The Ninth Lantern (Apple TV+). The fantasy epic's second season arrives "
                                        "Friday with two episodes.\n\n"
                                        "Gallowglass (Netflix). All eight episodes of the Irish crime drama landed "
                                        "Thursday.\n\n"
                                        "Copper Rain (HBO). The limited series premieres Sunday at 10 p.m. ET/PT and "
                                        "will also stream on Max.\n",
                                    "2026-11-27"),
                        FactKind::kAiring);
  bool lantern = false, gallowglass = false, copper = false;
  for (const Fact& f : airings) {
    if (f.work == "The Ninth Lantern" && f.date == "2026-11-27") {
      lantern = true;
      EXPECT_EQ(f.occasion, "season premiere");
      EXPECT_EQ(f.season, 2);
    }
    if (f.work == "Gallowglass") {
      gallowglass = true;
      EXPECT_EQ(f.date, "2026-11-26");
    }
    if (f.work == "Copper Rain" && f.date == "2026-11-29") {
      copper = true;
      EXPECT_EQ(f.network, "HBO");
      EXPECT_EQ(f.time, "22:00");
    }
  }
  EXPECT_TRUE(lantern);
  EXPECT_TRUE(gallowglass);
  EXPECT_TRUE(copper);
}

// A renewals roundup, published Friday 2026-11-27: "renewed for a fourth season, three days
// after its third season ended Sunday" dates the third season's finale in the past; "The
// comedy, which spent two seasons on Tuesdays at 8:30/7:30c on ABC before it was canceled,
// returns ... on Hulu on Wednesday, March 3": the old slot is ABC's, the return Hulu's.
TEST(AiringTest, ARenewalsPastFinaleAndAMovesOldSlot) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                        "HBO has renewed \"Dunmarrow\" for a fourth season, three days after its "
                                        "third season ended Sunday with its best numbers.\n\n"
                                        "\"Hollin Row\" is moving from ABC to Hulu. The comedy, which spent two "
                                        "seasons on Tuesdays at 8:30/7:30c on ABC before it was canceled in May, "
                                        "returns for its third season on Hulu on Wednesday, March 3.\n",
                                    "2026-11-27"),
                        FactKind::kAiring);
  bool finale = false, old_slot = false, hulu = false;
  for (const Fact& f : airings) {
    if (f.work == "Dunmarrow" && f.occasion == "season finale") {
      finale = true;
      EXPECT_EQ(f.date, "2026-11-22");
      EXPECT_EQ(f.season, 3);
    }
    if (f.work == "Hollin Row" && f.occasion == "timeslot" && f.weekday == "Tuesday") {
      old_slot = true;
      EXPECT_EQ(f.network, "ABC");
    }
    if (f.work == "Hollin Row" && f.date == "2027-03-03") {
      hulu = true;
      EXPECT_EQ(f.network, "Hulu");
      EXPECT_EQ(f.time, "");
    }
  }
  EXPECT_TRUE(finale);
  EXPECT_TRUE(old_slot);
  EXPECT_TRUE(hulu);
}

// A "TV tonight" column: a day heading after a label, entry lines that open with a quoted
// title ("marathon, noon ET"), and an entry's prose under its line.
TEST(AiringTest, ATonightColumnsEntryLines) {
  auto facts = ExtractFrom(
      "TV Tonight: A Pub Christmas and the \"Fenwater\" Finale\nChannelsurf\nBy Ada Lee\nSUNDAY, NOV. 29, 2026\n\n"
      "Your guide to tonight.\n\nTONIGHT: SUNDAY, NOV. 29\n\n"
      "\"Tollbridge Row\" marathon, noon ET, BBC America\nCatch up before the new series: BBC America runs all 12 "
      "episodes of the police drama back to back.\n\n"
      "\"Fenwater,\" 9 p.m. ET/PT, HBO (Season 2 finale)\nThe detective finally gets her man.\n");
  auto names = WorkNames(facts);
  EXPECT_NE(std::find(names.begin(), names.end(), "Tollbridge Row"), names.end());
  auto airings = OfKind(facts, FactKind::kAiring);
  auto find = [&](const std::string& work) -> const Fact* {
    for (const Fact& a : airings)
      if (a.work == work) return &a;
    return nullptr;
  };
  const Fact* marathon = find("Tollbridge Row");
  ASSERT_NE(marathon, nullptr);
  EXPECT_EQ(marathon->network, "BBC America");
  EXPECT_EQ(marathon->date, "2026-11-29");
  EXPECT_EQ(marathon->time, "12:00");
  const Fact* finale = find("Fenwater");
  ASSERT_NE(finale, nullptr);
  EXPECT_EQ(finale->date, "2026-11-29");
  EXPECT_EQ(finale->time, "21:00");
  EXPECT_EQ(finale->occasion, "season finale");
  // The prose under the marathon's line is the same airing, not the headline work's.
  for (const Fact& a : airings) EXPECT_FALSE(a.work == "Fenwater" && a.network == "BBC America");
}

// A date told in the past tense lies before the publication date, even two months back.
TEST(AiringTest, APremiereToldInThePast) {
  auto airings = OfKind(ExtractFrom("'Stellar Post' Dub Cast Revealed\nAnimewire\nBy Ada Lee\nNovember 26, 2026\n\n"
                                    "The anime \"Stellar Post\" premiered in Japan on Oct. 3 on TV Tokyo. The dub "
                                    "premieres Friday, Dec. 4, on Crunchyroll.\n"),
                        FactKind::kAiring);
  std::vector<std::string> dates;
  for (const Fact& a : airings) dates.push_back(a.date);
  EXPECT_NE(std::find(dates.begin(), dates.end(), "2026-10-03"), dates.end());
  EXPECT_NE(std::find(dates.begin(), dates.end(), "2026-12-04"), dates.end());
  EXPECT_EQ(std::find(dates.begin(), dates.end(), "2027-10-03"), dates.end());
}

// A soap's week ahead: each weekday heading is that day's episode, dated from the
// publication date, unless the day's text says there is none.
TEST(AiringTest, AWeekAheadsDayHeadings) {
  const std::string head = "This Week on \"Larkmoor\": A Wedding and a Ghost\nSoapwire\nby Ada Lee\nMon., Nov. 23, 2026\n\n";
  const std::string days =
      "CBS's soap \"Larkmoor,\" which airs weekdays at 12:30/11:30c, has a busy week.\n\nMONDAY\n\nNell finds the "
      "letter.\n\nTUESDAY\n\nThe wedding begins.\n\nTHURSDAY\n\nNo new episode on Thanksgiving.\n\nFRIDAY\n\n"
      "Bo proposes.\n";
  auto airings = OfKind(ExtractFrom(head + days), FactKind::kAiring);
  std::vector<std::string> episodes;
  for (const Fact& a : airings)
    if (a.occasion == "episode") episodes.push_back(a.weekday + " " + a.date);
  std::sort(episodes.begin(), episodes.end());
  EXPECT_EQ(episodes, (std::vector<std::string>{"Friday 2026-11-27", "Monday 2026-11-23", "Tuesday 2026-11-24"}));
  // Without a week told, weekday headings are a schedule's nights: no dated episodes.
  auto schedule = OfKind(ExtractFrom("CBS Sets Its Winter Nights for \"Larkmoor\"\nSoapwire\nby Ada Lee\nMon., Nov. 23, 2026\n\n" + days),
                         FactKind::kAiring);
  for (const Fact& a : schedule) EXPECT_TRUE(a.date.empty()) << a.weekday << " " << a.date;
}

// "every Saturday and Sunday at 9:10 p.m.": two slots, both with the time.
TEST(AiringTest, EverySaturdayAndSunday) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                    "The Lamplighters airs every Saturday and Sunday at 9:10 p.m. KST on tvN.\n"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 2u);
  for (const Fact& a : airings) {
    EXPECT_EQ(a.occasion, "timeslot");
    EXPECT_EQ(a.time, "21:10");
    EXPECT_EQ(a.network, "tvN");
  }
}

// A buyer named first, and the home broadcaster in the relative clause that airs it.
TEST(AiringTest, TheNetworkOfTheRelativeClauseThatAirsIt) {
  auto airings = OfKind(
      ExtractFrom("Acorn TV Picks Up 'Mallee Creek'\nImportwire\nBy Jill Marsh\nNovember 25, 2026\n\nAcorn TV has "
                  "acquired the U.S. rights to \"Mallee Creek,\" the Australian drama that airs Sundays at 7:30 p.m. "
                  "on ABC TV in its home country.\n\nFX's crime drama \"Coldharbour\" returns on Thursday, Feb. 4 at 10 "
                  "p.m. ET with two episodes, which stream the next day on Hulu.\n"),
      FactKind::kAiring);
  bool abc = false, fx = false;
  for (const Fact& a : airings) {
    abc = abc || (a.work == "Mallee Creek" && a.network == "ABC TV" && a.weekday == "Sunday");
    fx = fx || (a.work == "Coldharbour" && a.network == "FX" && a.date == "2027-02-04");
    EXPECT_FALSE(a.work == "Mallee Creek" && a.network == "Acorn TV" && a.weekday == "Sunday");
  }
  EXPECT_TRUE(abc);
  EXPECT_TRUE(fx);
}

// A prequel named for its year: a work of its own, and the one a sentence naming it airs,
// not the show whose slot it takes over; its network president is quoted by title.
TEST(AiringTest, AYearPrequelTakingOverItsParentsSlot) {
  auto facts = ExtractFrom(
      "NBC Orders a Prequel\nPeacockwire\nBy Hal Brenner\nNovember 22, 2026\n\nNBC has ordered \"Ironwood: "
      "1962,\" a prequel to its long-running drama \"Ironwood,\" which is in its sixth season.\n\n\"Ironwood: 1962\" "
      "was created by Rachel Kim. It will premiere Tuesday, Feb. 23, at 10 p.m., taking over the \"Ironwood\" time "
      "slot.\n\n\"Walter is the most requested character on this network,\" said NBC Entertainment president Maya "
      "Ross.\n");
  auto names = WorkNames(facts);
  EXPECT_NE(std::find(names.begin(), names.end(), "Ironwood: 1962"), names.end());
  EXPECT_TRUE(testing::HasCrew(facts, "Rachel Kim", "creator"));
  for (const Fact& c : OfKind(facts, FactKind::kCrew)) EXPECT_EQ(c.work, "Ironwood: 1962");
  auto airings = OfKind(facts, FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].work, "Ironwood: 1962");
  EXPECT_EQ(airings[0].date, "2027-02-23");
  EXPECT_EQ(testing::SpeakerOfQuote(facts, "Walter is the most"), "Maya Ross");
}

// "After five seasons, X ended Sunday night": the series finale, last Sunday.
TEST(AiringTest, ARunOfSeasonsEndedOnADay) {
  auto airings = OfKind(ExtractFrom("'Ashfall' Showrunner on the Finale\nFinalewire\nBy Ed Pry\nNovember 26, 2026\n\n"
                                    "After five seasons, AMC's \"Ashfall\" ended Sunday night with a wedding.\n"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].occasion, "series finale");
  EXPECT_EQ(airings[0].date, "2026-11-22");
}

}  // namespace
// "Watch" in a name ("the Wolfsbane Watch", a fan group) is no airing verb: a group's
// Saturday stunt is no airing. The same sentence with a show that "airs" is one.
TEST(AiringTest, AWatchInANameIsNoAiringVerb) {
  const std::string head = "Fans Fly a Banner\n\nTwo weeks after NBC canceled \"Marrow Creek,\" fans are angry.\n\n";
  auto none = OfKind(ExtractFrom(head + "A group calling itself the Marrow Watch raised enough to fly a banner over "
                                        "the network's offices on Saturday.\n",
                                 "2026-11-23"),
                     FactKind::kAiring);
  EXPECT_TRUE(none.empty());
  auto one = OfKind(ExtractFrom(head + "A group will watch the finale, which airs on Saturday.\n", "2026-11-23"),
                    FactKind::kAiring);
  ASSERT_EQ(one.size(), 1u);
  EXPECT_EQ(one[0].date, "2026-11-28");
}

// An awards night's day ("at the Gildmark Awards on Saturday") and its broadcast ("The
// ceremony airs on tape delay Sunday at 8 p.m. ET on CBS") are no airings of a work; the
// winner's own premiere is one.
TEST(AiringTest, AnAwardsNightIsNoAiring) {
  auto airings = OfKind(
      ExtractFrom("'Quiet Coast' Sweeps the Gildmark Awards\n\nIt was a big night for Apple TV+'s \"The Quiet Coast,\" "
                  "which took home four trophies at the Gildmark Awards on Saturday.\n\nHalvard Strand played Jonas Dahl "
                  "on \"Northwatch.\"\n\nThe ceremony airs on tape delay Sunday at 8 p.m. ET on CBS. \"The Quiet Coast\" "
                  "returns Friday, Jan. 8, on Apple TV+.\n",
                  "2026-11-22"),
      FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].work, "The Quiet Coast");
  EXPECT_EQ(airings[0].date, "2027-01-08");
}

// A soap's week of spoilers: each dated day heading ("MONDAY, FEB. 1") is that day's
// episode; "ABC's Gulf Coast soap" names a place, not a title, so the slot is the soap's.
// The same headings in an article that is no week of one show give no episodes.
TEST(AiringTest, ASoapsWeekOfSpoilers) {
  const std::string body =
      "\"Marram Sound\" fans will argue about this week. ABC's Gulf Coast soap, which airs weekdays at 2/1c, "
      "clears out old secrets.\n\nMONDAY, FEB. 1\n\nThe DNA results are in.\n\nTUESDAY, FEB. 2\n\nA wedding "
      "goes wrong.\n";
  auto week = OfKind(ExtractFrom("'Marram Sound' Spoilers, Week of Feb. 1: A DNA Test\n\n" + body, "2027-01-30"),
                     FactKind::kAiring);
  std::vector<std::string> dates;
  for (const Fact& f : week) {
    EXPECT_EQ(f.work, "Marram Sound");
    if (f.occasion == "episode") dates.push_back(f.date);
  }
  EXPECT_EQ(dates, (std::vector<std::string>{"2027-02-01", "2027-02-02"}));
  auto other = OfKind(ExtractFrom("Marram Sound Is Back\n\n" + body, "2027-01-30"), FactKind::kAiring);
  for (const Fact& f : other) EXPECT_NE(f.occasion, "episode");
}

// A two-night premiere: one time after the second night's date is the first night's time
// too; "The final two episodes air Sunday" is the finale.
TEST(AiringTest, ATwoNightPremiereAndItsFinalTwoEpisodes) {
  auto airings = OfKind(
      ExtractFrom("'Skerry Light' Premieres Over Two Nights\n\n'Skerry Light' is a six-part limited series that "
                  "premieres over two nights, Sunday, Jan. 10, and Monday, Jan. 11, at 9 p.m. on National Geographic. "
                  "The final two episodes air Sunday, Jan. 17.\n",
                  "2026-12-18"),
      FactKind::kAiring);
  std::map<std::string, const Fact*> by_date;
  for (const Fact& f : airings) by_date[f.date] = &f;
  ASSERT_EQ(by_date.count("2027-01-10"), 1u);
  ASSERT_EQ(by_date.count("2027-01-11"), 1u);
  ASSERT_EQ(by_date.count("2027-01-17"), 1u);
  EXPECT_EQ(by_date["2027-01-10"]->time, "21:00");
  EXPECT_EQ(by_date["2027-01-10"]->occasion, "series premiere");
  EXPECT_EQ(by_date["2027-01-11"]->time, "21:00");
  EXPECT_TRUE(by_date["2027-01-17"]->occasion.ends_with("finale")) << by_date["2027-01-17"]->occasion;
}

// "new episodes follow on Thursdays" is a slot; so is "a new episode follows every
// Thursday" under a watch list's pick heading, on the heading's network.
TEST(AiringTest, NewEpisodesFollowOnANight) {
  auto slots = [](const std::vector<Fact>& facts, const std::string& work) {
    std::vector<std::string> out;
    for (const Fact& f : facts)
      if (f.kind == FactKind::kAiring && f.work == work && f.occasion == "timeslot")
        out.push_back(f.weekday + "/" + f.network);
    return out;
  };
  auto a = ExtractFrom("'Penumbra' Jumps Ahead\n\nPeacock's \"Penumbra\" is back. Season 3 premieres with two "
                       "episodes, and new episodes follow on Thursdays.\n",
                       "2027-01-19");
  EXPECT_EQ(slots(a, "Penumbra"), std::vector<std::string>{"Thursday/Peacock"});
  auto b = ExtractFrom("Weekend Watchlist\n\nHere are the picks.\n\n\"Gildhollow,\" streaming Thursday on Hulu\n\n"
                       "The ghost story's episodes are up today, and a new episode follows every Thursday.\n",
                       "2027-01-07");
  EXPECT_EQ(slots(b, "Gildhollow"), std::vector<std::string>{"Thursday/Hulu"});
}

// "with a new episode each Thursday" is a slot, as "every Thursday" is.
TEST(AiringTest, ANewEpisodeEachNightIsASlot) {
  auto facts = ExtractFrom("'Kilnward' Returns\n\nITV's drama Kilnward returns to ITV1 on Sunday 4 April at 9pm for "
                           "its third series. In the US, series three streams on Peacock from Thursday 8 April, with "
                           "a new episode each Thursday after that.\n",
                           "2027-03-01");
  bool slot = false;
  for (const Fact& f : facts)
    slot = slot || (f.kind == FactKind::kAiring && f.work == "Kilnward" && f.network == "Peacock" &&
                    f.occasion == "timeslot" && f.weekday == "Thursday");
  EXPECT_TRUE(slot);
}

// "arrive on Netflix on Saturday, Feb. 27, and Sunday, Feb. 28": the clause that is only a
// further date airs the episodes again on that date.
TEST(AiringTest, AFurtherDateAfterAndIsAnotherEpisode) {
  auto facts = ExtractFrom("'Moonrent' Episode 8 Recap\n\nEpisodes 9 and 10 of \"Moonrent\" arrive on Netflix on "
                           "Saturday, Feb. 27, and Sunday, Feb. 28.\n",
                           "2027-02-22");
  std::vector<std::string> dates;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.work == "Moonrent" && f.network == "Netflix") dates.push_back(f.date + " " + f.weekday);
  EXPECT_EQ(dates, (std::vector<std::string>{"2027-02-27 Saturday", "2027-02-28 Sunday"}));
}

// A person who moves a wedding to a day is no show moving to a night; a network moving a
// show still is. MGM+ is the service's name (Epix its old one).
TEST(AiringTest, ACharacterMovingAThingIsNoAiring) {
  auto facts = ExtractFrom("'Tallvine' in January\n\nMGM+'s \"Tallvine\" airs Tuesdays. After the funeral she "
                           "moves it up to the last Saturday in January. In March MGM+ moves it to Fridays at 9 p.m.\n",
                           "2027-01-27");
  std::vector<std::string> days;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.work == "Tallvine") days.push_back(f.weekday + "/" + f.network);
  EXPECT_EQ(days, (std::vector<std::string>{"Tuesday/MGM+", "Friday/MGM+"}));
}

// A recap of a weekly show's month under dated headings ('JAN. 5: "Ash Barrels"'): on
// the night of the show's slot, each heading names an episode of the show, not a show.
TEST(AiringTest, DatedHeadingsOfARecapNameEpisodes) {
  auto facts = ExtractFrom(
      "'Larchmere' in January\n\nHere is everything that happened in the four January episodes of "
      "\"Larchmere,\" which airs Tuesdays at 9/8c on NBC.\n\nJAN. 5: \"Ash Barrels\"\n\nOdile Brandt "
      "(Ada Fenn) collapses among the barrels.\n\nJAN. 12: \"The Night Picker\"\n\nHer son comes home.\n",
      "2027-01-27");
  std::vector<std::string> episodes;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && !f.date.empty()) episodes.push_back(f.work + " " + f.date);
  EXPECT_EQ(episodes, (std::vector<std::string>{"Larchmere 2027-01-05", "Larchmere 2027-01-12"}));
}

// An episode's airing, told by its title, is an airing of the series the article is about.
TEST(AiringTest, AnEpisodeTitlesAiringIsTheSeries) {
  auto facts = testing::ExtractFrom(
      "'Harrowgate' Star on the Death of Det. Ilse Varga\n\nExitline\nBy Ona Brill\nFri, Oct. 15, 2027\n\n"
      "For three seasons, Det. Ilse Varga was the one cop on NBC's police drama \"Harrowgate\" that viewers trusted. "
      "In the final minutes of \"The Second Stair,\" which aired Oct. 14 on NBC, Ilse (Ruth Onn) is shot twice.\n");
  const auto airings = testing::OfKind(facts, FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].work, "Harrowgate");
  EXPECT_EQ(airings[0].date, "2027-10-14");
  EXPECT_EQ(airings[0].network, "NBC");
  for (const Fact& f : testing::OfKind(facts, FactKind::kWork)) {
    if (f.name == "The Second Stair") {
      EXPECT_EQ(f.type, "other");
    }
  }
}

// A premiere moved "in the same slot" keeps the time told before; "tomorrow night" is the
// day after the article's date.
TEST(AiringTest, TheSameSlotAndTomorrowNight) {
  auto facts = testing::ExtractFrom(
      "ABC Delays 'Tinmoor' a Week\n\nDial Tone\nBy Ona Brill\nWednesday, March 3, 2027\n\n"
      "ABC has pushed the Season 2 premiere of its political thriller \"Tinmoor\" back a week. \"Tinmoor\" had been "
      "set to return on Tuesday, March 9, at 10/9c. It will now premiere on Tuesday, March 16, in the same slot.\n\n"
      "ABC's family comedy \"The Rusk Way\" moves to Mondays at 8/7c. Its last Thursday episode airs tomorrow "
      "night.\n");
  bool moved = false, tomorrow = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring)) {
    if (f.work == "Tinmoor" && f.date == "2027-03-16") {
      EXPECT_EQ(f.time, "22:00");
      moved = true;
    }
    if (f.work == "The Rusk Way" && f.date == "2027-03-04") {
      EXPECT_EQ(f.weekday, "Thursday");
      tomorrow = true;
    }
  }
  EXPECT_TRUE(moved);
  EXPECT_TRUE(tomorrow);
}

// "The second, which airs right after it at 11 p.m.": the night of the premiere before it.
TEST(AiringTest, AnEpisodeRightAfterThePremiere) {
  auto facts = testing::ExtractFrom(
      "Review: FX's 'The Surveyor's Wife' Is Great\n\nMarginalia\nReview by Ursi Caff\nFeb. 2, 2027\n\n"
      "The drama premieres this Thursday, Feb. 4, at 10 p.m. Eastern on FX with back-to-back episodes. After that, "
      "new episodes air Thursdays at 10, through a finale on March 18.\n\n"
      "The first episode is mostly grief. The second, which airs right after it at 11 p.m., is where the mystery "
      "begins.\n");
  bool second = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring))
    if (f.time == "23:00") {
      EXPECT_EQ(f.date, "2027-02-04");
      second = true;
    }
  EXPECT_TRUE(second);
}

// "All times Pacific.": a column's times that name no zone are Pacific, not the Eastern
// the press writes by default; a time that names its zone keeps it.
TEST(AiringTest, AColumnsStatedZoneForTimesThatNameNone) {
  auto facts = testing::ExtractFrom(
      "What to Watch: 'Gorsemoor' and 'Tallis Lane'\n\nTubewatch\nby Kiri Marsh\nSun., Mar. 14, 2027\n\n"
      "Two shows worth your week. All times Pacific.\n\n"
      "AMC's moorland drama \"Gorsemoor\" returns for its third season Monday, March 15, at 9 p.m. on AMC.\n\n"
      "Fox's comedy \"Tallis Lane\" premieres Tuesday, March 16, at 8 p.m. ET on Fox.\n");
  int seen = 0;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring)) {
    if (f.date == "2027-03-15") {
      EXPECT_EQ(f.timezone, "PT");
      ++seen;
    }
    if (f.date == "2027-03-16") {
      EXPECT_EQ(f.timezone, "ET");
      ++seen;
    }
  }
  EXPECT_EQ(seen, 2);
}

// "All times are Eastern." in a Canadian broadcaster's release: its listings are Eastern
// although a CBC time alone keeps no zone, and so is a time whose clause names no network.
TEST(AiringTest, AStatedZoneHoldsForACanadianNetworkAndAnUnnamedOne) {
  auto facts = testing::ExtractFrom(
      "CTV Sets Its Winter Nights\nPrairie Wire\nTuesday, Nov. 4, 2031\n\n"
      "TORONTO - CTV today set two winter dramas. All times are Eastern.\n\n"
      "\"Saltgrass\" premieres Monday, Jan. 5, at 9 p.m. on CTV.\n\n"
      "\"Bellwether Ridge\" begins its final season Wednesday, Jan. 7, at 10 p.m.\n");
  int seen = 0;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring)) {
    if (f.date == "2032-01-05" || f.date == "2032-01-07") {
      EXPECT_EQ(f.timezone, "ET") << f.work;
      ++seen;
    }
  }
  EXPECT_EQ(seen, 2);
}

// Without the article's word, a Canadian broadcaster's time keeps no zone.
TEST(AiringTest, ACanadianNetworksTimeAloneKeepsNoZone) {
  auto facts = testing::ExtractFrom(
      "CTV Sets Its Winter Nights\nPrairie Wire\nTuesday, Nov. 4, 2031\n\n"
      "TORONTO - CTV today set a winter drama.\n\n"
      "\"Saltgrass\" premieres Monday, Jan. 5, at 9 p.m. on CTV.\n");
  bool seen = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring))
    if (f.date == "2032-01-05") {
      EXPECT_EQ(f.timezone, "");
      seen = true;
    }
  EXPECT_TRUE(seen);
}

// "moves to Thursdays at 8:30 p.m., where its fourth season opens Sept. 26": a season that
// opens is a season premiere, though the clause tells of a move.
TEST(AiringTest, ASeasonThatOpensAfterAMoveIsASeasonPremiere) {
  auto facts = testing::ExtractFrom(
      "ABC Sets Its Fall\nWire\nWednesday, June 5, 2030\n\nABC announced its fall schedule today.\n\n"
      "After three seasons on Wednesdays at 8:30 p.m., \"Tallgrass\" moves to Thursdays at 8:30 p.m. on ABC, "
      "where its fourth season opens Sept. 26.\n");
  bool seen = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring))
    if (f.date == "2030-09-26") {
      seen = true;
      EXPECT_EQ(f.occasion, "season premiere");
    }
  EXPECT_TRUE(seen);
}

// 'Beginning Monday, June 3, "The Parlor Hour" moves up from 12:37 a.m. to 11:35 p.m.': the
// new hour is the airing's and its slot's, the hour it leaves its old slot.
TEST(AiringTest, AMoveFromOneHourToAnother) {
  auto facts = testing::ExtractFrom(
      "CBS Shuffle: 'The Parlor Hour' Moves Up to 11:35\nWire\nFeb. 12, 2030\n\nCBS announced a late-night "
      "shuffle.\n\nBeginning Monday, June 3, \"The Parlor Hour\" moves up from 12:37 a.m. to 11:35 p.m. ET/PT on CBS.\n");
  bool dated = false, new_slot = false, old_slot = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring)) {
    if (f.date == "2030-06-03") {
      dated = true;
      EXPECT_EQ(f.time, "23:35");
    }
    new_slot = new_slot || (f.occasion == "timeslot" && f.time == "23:35");
    old_slot = old_slot || (f.occasion == "timeslot" && f.time == "00:37" && f.date.empty());
  }
  EXPECT_TRUE(dated);
  EXPECT_TRUE(new_slot);
  EXPECT_TRUE(old_slot);
}

// "the show will end its run Friday, May 24": the series finale.
TEST(AiringTest, EndingItsRunIsTheSeriesFinale) {
  auto facts = testing::ExtractFrom(
      "Late-Night Exit\nWire\nFeb. 12, 2030\n\nThe host of CBS's \"Kelso Tonight\" told the audience that the "
      "show will end its run Friday, May 24.\n");
  bool seen = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring))
    if (f.date == "2030-05-24") {
      seen = true;
      EXPECT_EQ(f.occasion, "series finale");
    }
  EXPECT_TRUE(seen);
}

// 'repeats of the CBS sitcom "Tallow" will fill 12:37 a.m. on weeknights': a time before the
// nights it recurs on is a slot, not one airing.
TEST(AiringTest, ATimeBeforeWeeknightsIsASlot) {
  auto facts = testing::ExtractFrom(
      "CBS Shuffle: 'Tallow' Repeats at 12:37\nWire\nFeb. 12, 2030\n\nCBS announced a late-night shuffle.\n\n"
      "Until a new show is ready, repeats of the CBS sitcom \"Tallow\" will fill 12:37 a.m. on weeknights.\n");
  bool slot = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring)) {
    EXPECT_EQ(f.occasion, "timeslot") << f.time;
    slot = slot || (f.occasion == "timeslot" && f.time == "00:37");
  }
  EXPECT_TRUE(slot);
}

// A holiday special's night and its repeats: "with encores at 10/9c that night and again on
// Christmas Eve at 6 p.m." (the same night, then a holiday as a date), a repeat told by its
// verb, a marathon "On Christmas Day", a second airing verb with a date of its own ("and
// returns Jan. 7"), and a rerun "The next night".
TEST(AiringTest, RepeatsEncoresAndHolidays) {
  auto facts = testing::ExtractFrom(
      "Holiday Plans at Freeform\nWire\nMonday, Nov. 18, 2030\n\nAll times are Eastern.\n\n"
      "The warm-up is \"A Corran Christmas,\" the first new episode of \"The Corrans\" in years, which airs on "
      "Freeform Sunday, Dec. 8, at 8/7c, with encores at 10/9c that night and again on Christmas Eve at 6 p.m.\n\n"
      "The one drama in the mix is \"Skelmore,\" which airs its winter finale Tuesday, Dec. 10, at 9/8c on "
      "Freeform and returns Jan. 7. On Christmas Day, Freeform fills its schedule with a \"Skelmore\" marathon, "
      "from 9 a.m. until midnight.\n\n\"The Corrans\" repeats on Freeform on Sunday, Dec. 22, at 6 p.m. The next "
      "night, Freeform will rerun the \"Skelmore\" pilot at 8/7c.\n");
  std::set<std::string> seen;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring)) seen.insert(f.date + " " + f.time);
  for (const char* want : {"2030-12-08 20:00", "2030-12-08 22:00", "2030-12-24 18:00", "2030-12-10 21:00",
                           "2031-01-07 ", "2030-12-25 09:00", "2030-12-22 18:00", "2030-12-23 20:00"})
    EXPECT_TRUE(seen.count(want)) << want;
}

// Thanksgiving is the fourth Thursday of November; "Halloween" the 31st of October.
TEST(AiringTest, ThanksgivingAndHalloweenAreDates) {
  auto facts = testing::ExtractFrom(
      "Holiday Plans\nWire\nMonday, Oct. 7, 2030\n\n\"Skelmore\" airs a marathon on AMC on Thanksgiving Day at "
      "7 a.m. \"Skelmore\" also airs on AMC on Halloween at 10 p.m.\n");
  std::set<std::string> seen;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring)) seen.insert(f.date + " " + f.weekday);
  EXPECT_TRUE(seen.count("2030-11-28 Thursday"));
  EXPECT_TRUE(seen.count("2030-10-31 Thursday"));
}

// A weekend column: its day headings head other shows' entries, so a heading is no airing of
// the article's first show; "HBO will replay the premiere at 11 p.m." is a repeat, not a
// premiere; "the New York Film Festival" names no film "New York".
TEST(AiringTest, AWeekendColumnsDaysReplaysAndAFestival) {
  auto facts = testing::ExtractFrom(
      "What to Watch This Weekend: 'Tallstone' Is Back\nZine\nBy A. Critic\nFriday, Oct. 18, 2030\n\n"
      "A crowded weekend. Times are Eastern.\n\nFRIDAY\n\n\"Tallstone,\" Season 2 (Netflix). All eight episodes "
      "drop today.\n\nSATURDAY\n\n\"Corrigan\" (NBC). The second episode airs at 10 p.m.\n\nSUNDAY\n\n"
      "\"Hollowell\" (HBO). HBO's new drama premieres at 9 p.m. It screened at the New York Film Festival earlier "
      "this month; HBO will replay the premiere at 11 p.m.\n");
  for (const Fact& f : testing::OfKind(facts, FactKind::kWork)) EXPECT_NE(f.name, "New York");
  bool replay = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring)) {
    EXPECT_FALSE(f.work == "Tallstone" && (f.date == "2030-10-19" || f.date == "2030-10-20")) << f.date;
    if (f.time == "23:00") {
      replay = true;
      EXPECT_EQ(f.work, "Hollowell");
      EXPECT_EQ(f.occasion, "episode");
    }
  }
  EXPECT_TRUE(replay);
}

// Under a column's SATURDAY heading, "NBC reruns last Sunday's series premiere at 8 p.m." is a
// rerun that Saturday and the premiere the Sunday before ("by Tuesday" is no day it airs);
// under SUNDAY, "premieres at 9 p.m. and then settles into Sundays at 9" is that night and a
// slot, and "airs Sunday at 10 p.m., the show's regular slot" an airing and its slot.
TEST(AiringTest, AColumnsRerunPremiereAndRegularSlot) {
  auto facts = testing::ExtractFrom(
      "What to Watch This Weekend\nZine\nBy A. Critic\nFriday, Oct. 18, 2030\n\nTimes are Eastern.\n\n"
      "FRIDAY\n\n\"Pellmire\" (Hulu). All ten episodes drop today.\n\n"
      "SATURDAY\n\n\"Corrigan\" (NBC). NBC reruns last Sunday's series premiere at 8 p.m., a smart move for a "
      "drama that vanished from the conversation by Tuesday. The second episode airs Sunday at 10 p.m., the show's "
      "regular slot.\n\nSUNDAY\n\n\"Hollowell\" (HBO). HBO's new drama premieres at 9 p.m. ET/PT and then "
      "settles into Sundays at 9.\n");
  std::set<std::string> seen;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring))
    seen.insert(f.work + " " + f.occasion + " " + f.date + " " + f.weekday + " " + f.time);
  for (const char* want :
       {"Corrigan episode 2030-10-19 Saturday 20:00", "Corrigan series premiere 2030-10-13 Sunday ",
        "Corrigan episode 2030-10-20 Sunday 22:00", "Corrigan timeslot  Sunday 22:00",
        "Hollowell series premiere 2030-10-20 Sunday 21:00", "Hollowell timeslot  Sunday 21:00"})
    EXPECT_TRUE(seen.count(want)) << want;
  for (const std::string& f : seen) EXPECT_EQ(f.find("Tuesday"), std::string::npos) << f;
}

// A Taiwanese drama and its US simulcast: PTS is a network outside the US (its time keeps no
// zone, told in "Taiwan time"); "at 11 p.m. Taiwan time, which is 11 a.m. ET (8 a.m. PT) on
// Saturdays and Sundays" gives the US streamer both nights at 11:00 ET; a premiere party is
// no airing.
TEST(AiringTest, AHomeClockAndItsUsMoment) {
  auto facts = testing::ExtractFrom(
      "'Sayun' Gets a Worldwide Simulcast\nWire\nTuesday, Aug. 20, 2030\n\n\"Sayun\" premieres on PTS on "
      "Saturday, Sept. 14, at 10 p.m. Taiwan time, and Netflix will stream every episode outside Taiwan.\n\n"
      "In the US: Netflix's drop comes at 11 p.m. Taiwan time, which is 11 a.m. ET (8 a.m. PT) on Saturdays and "
      "Sundays, starting Saturday, Sept. 14. A premiere party for the cast is planned for Taipei on Saturday, "
      "Sept. 7.\n");
  std::set<std::string> seen;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring)) {
    seen.insert(f.network + " " + f.occasion + " " + f.weekday + " " + f.date + " " + f.time + " " + f.timezone);
    EXPECT_NE(f.date, "2030-09-07");
  }
  for (const char* want : {"PTS series premiere Saturday 2030-09-14 22:00 ", "Netflix timeslot Saturday  11:00 ET",
                           "Netflix timeslot Sunday  11:00 ET"})
    EXPECT_TRUE(seen.count(want)) << want;
}

// A TV movie's premiere is an airing with no occasion: a film has no series or season.
TEST(AiringTest, AFilmsAiringHasNoOccasion) {
  auto facts = testing::ExtractFrom(
      "Holiday Plans at Freeform\nWire\nMonday, Nov. 18, 2030\n\n\"Skelmore\" airs Tuesdays at 9/8c on Freeform. "
      "The new movie is \"Pinewood Nights,\" which premieres Saturday, Dec. 14, at 8 p.m. ET/PT on Freeform.\n");
  bool film = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring))
    if (f.work == "Pinewood Nights") {
      film = true;
      EXPECT_EQ(f.date, "2030-12-14");
      EXPECT_EQ(f.occasion, "");
    }
  EXPECT_TRUE(film);
}

// '"Tallow," a panel show, premieres Monday, Sept. 9, at 12:37 a.m. and holds the slot
// weeknights after that': the premiere, and the hour as a slot of every weeknight.
TEST(AiringTest, HoldsTheSlotWeeknights) {
  auto facts = testing::ExtractFrom(
      "CBS Shuffle: 'Tallow' Takes 12:37\nWire\nFeb. 12, 2030\n\nCBS announced a late-night shuffle.\n\n"
      "The new show is \"Tallow,\" a panel show, which premieres on CBS Monday, Sept. 9, at 12:37 a.m. and holds "
      "the slot weeknights after that.\n");
  bool premiere = false, slot = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring)) {
    premiere = premiere || (f.date == "2030-09-09" && f.time == "00:37");
    slot = slot || (f.occasion == "timeslot" && f.time == "00:37" && f.weekday.empty());
  }
  EXPECT_TRUE(premiere);
  EXPECT_TRUE(slot);
}

// A streamer's weekly day: "returns ... on Tuesday, Feb. 2, with two episodes, and new episodes
// every Tuesday after that", "has released new episodes every Wednesday since January".
TEST(AiringTest, NewEpisodesEveryTuesday) {
  auto facts = testing::ExtractFrom(
      "New on Hulu: 'Fernmoth' Season 2 and 'Glasswort'\nWire\nMonday, Jan. 25, 2027\n\nThe big one is "
      "\"Fernmoth.\" Hulu's gothic boarding-school drama returns for its second season on Tuesday, Feb. 2, with two "
      "episodes, and new episodes every Tuesday after that.\n\n\"Glasswort\" wraps its third season on Feb. 24. "
      "Hulu's animated comedy has released new episodes every Wednesday since January.\n");
  std::set<std::string> slots;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring))
    if (f.occasion == "timeslot") slots.insert(f.work + " " + f.weekday);
  EXPECT_TRUE(slots.count("Fernmoth Tuesday"));
  EXPECT_TRUE(slots.count("Glasswort Wednesday"));
}

// A fall calendar's entries: "opens with a two-night event that concludes Tuesday, Sept. 14"
// is the premiere's second night, no finale; "and the final episode is set for Dec. 13" is
// the last one's date though its clause names no network.
TEST(AiringTest, ATwoNightEventAndTheFinalEpisodesDate) {
  auto facts = testing::ExtractFrom(
      "Fall Premiere Dates\nWire\nWednesday, Aug. 4, 2027\n\n- 8 p.m.: \"Brimwater\" (NBC), Season 5 premiere. The "
      "fishing-town drama opens with a two-night event that concludes Tuesday, Sept. 14, at 10 p.m.\n\n"
      "- 10 p.m.: \"Kuusk\" (NBC), Season 6 premiere. NBC said in May that the sixth season will be its last, and "
      "the final episode is set for Dec. 13.\n");
  bool second_night = false, last = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring)) {
    if (f.date == "2027-09-14") {
      second_night = true;
      EXPECT_EQ(f.occasion.find("finale"), std::string::npos) << f.occasion;
    }
    if (f.date == "2027-12-13") {
      last = true;
      EXPECT_EQ(f.work, "Kuusk");
      EXPECT_NE(f.occasion.find("finale"), std::string::npos) << f.occasion;
    }
  }
  EXPECT_TRUE(second_night);
  EXPECT_TRUE(last);
}

// "which will premiere in January on NBC", "will return in January with its fifth season":
// a start ahead in a month with no day is an airing with no date; a start behind ("debuted
// in January") or a renewal is none.
TEST(AiringTest, AStartAheadInAMonthIsAnAiringWithNoDate) {
  auto facts = testing::ExtractFrom(
      "NBC Sets Winter Plans\nWire\nWednesday, June 5, 2030\n\nNBC announced its plans today.\n\n"
      "Held for midseason is the legal drama \"Hollowmere,\" from Ada Brannock, which will premiere in January "
      "on NBC.\n\nThe mystery \"Quillmoor\" is being held and will return in January with its fifth season.\n\n"
      "The comedy \"Fenwick\" debuted in January on NBC and was renewed in March.\n\nHBO renewed the Western "
      "\"Flintcombe\" for a fourth season, which will return in January. NBC renewed \"Tarrow\" in January.\n");
  bool hollowmere = false, quillmoor = false, flintcombe = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring)) {
    EXPECT_NE(f.work, "Fenwick");
    EXPECT_EQ(f.date, "") << f.work;
    if (f.work == "Hollowmere") {
      hollowmere = true;
      EXPECT_EQ(f.network, "NBC");
      EXPECT_EQ(f.occasion, "series premiere");
    }
    EXPECT_NE(f.work, "Tarrow");
    if (f.work == "Flintcombe") {
      flintcombe = true;
      EXPECT_EQ(f.occasion, "season premiere");
      EXPECT_EQ(f.season, 4);
    }
    if (f.work == "Quillmoor") {
      quillmoor = true;
      EXPECT_EQ(f.occasion, "season premiere");
      EXPECT_EQ(f.season, 5);
    }
  }
  EXPECT_TRUE(hollowmere);
  EXPECT_TRUE(quillmoor);
  EXPECT_TRUE(flintcombe);
}

// "the midseason return of COUNTERCLAIM in a new Tuesday home": a weekday that modifies
// "home" is a slot's night, not a date (the article's own Tuesday was taken for one).
TEST(AiringTest, ANewTuesdayHomeIsASlotNotADate) {
  auto facts = testing::ExtractFrom(
      "CBS SETS 'LOADLINE'\nCBS Entertainment\nLOS ANGELES \u2013 Tuesday, Jan. 5, 2027\n\n"
      "CBS announced that LOADLINE, a new family drama, will premiere Thursday, Jan. 14 at 9 p.m. ET/PT. The "
      "network also set the midseason return of the legal drama COUNTERCLAIM in a new Tuesday home and the Season "
      "3 finale of the comedy PASTORAL CARE.\n\nPASTORAL CARE\nThe Season 3 finale of PASTORAL CARE airs Monday, "
      "March 1 at 8:30/7:30c.\n");
  bool loadline = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring)) {
    EXPECT_NE(f.date, "2027-01-05") << f.work;
    loadline = loadline || f.date == "2027-01-14";
  }
  EXPECT_TRUE(loadline);
}

// A renewal roundup: "Sunday's finale was written by ..." after "The Season 2 finale airs
// Sunday, May 30" is that finale, not one a week before; a quoted title the next sentence
// calls "the Western" is a series; "The current third season, which airs Sundays at 10
// p.m. ET, wraps June 13" is the third season's finale, and the slot is the show's.
TEST(AiringTest, AFinaleRetoldByItsWeekdayAndASeasonThatWraps) {
  auto facts = testing::ExtractFrom(
      "HBO Renews 'Sumpwater' Before Its Finale\nRenewline\nby Vai Tehau\nMay 25, 2027 11:30 a.m. ET\n\n"
      "HBO has renewed \"Sumpwater\" for a third season. The Season 2 finale airs Sunday, May 30, at 9 p.m. ET "
      "on HBO.\n\nSunday's finale was written by Ilu Kabas, who also wrote the premiere in April.\n\n"
      "The network did better by \"Hoofbeat.\" HBO renewed the Western for a fourth season. The current third "
      "season, which airs Sundays at 10 p.m. ET, wraps June 13.\n");
  bool finale = false, slot = false, wraps = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring)) {
    EXPECT_NE(f.date, "2027-05-23") << f.work;
    finale = finale || (f.work == "Sumpwater" && f.occasion == "season finale" && f.date == "2027-05-30");
    slot = slot || (f.work == "Hoofbeat" && f.occasion == "timeslot" && f.weekday == "Sunday" && f.time == "22:00");
    wraps = wraps || (f.work == "Hoofbeat" && f.occasion == "season finale" && f.date == "2027-06-13" &&
                      f.season == 3);
  }
  EXPECT_TRUE(finale);
  EXPECT_TRUE(slot);
  EXPECT_TRUE(wraps);
}

// "... beginning with the fourth episode on Aug. 22, "Foo" moves to 10 p.m. ET/PT for the
// rest of the run": the dated episode at the new time, and the new slot on its night. A
// move "to 10 p.m." with no day before it dates nothing.
TEST(AiringTest, AMoveToANewTimeFromADate) {
  auto facts = testing::ExtractFrom(
      "AMC Sets 'Cottonmouth' Season 2\nTrailerline\nBy Terv Aon\nThursday, June 24, 2027\n\n"
      "The first three episodes of \"Cottonmouth\" air Sundays at 9 on AMC, and beginning with the fourth episode "
      "on Aug. 22, \"Cottonmouth\" moves to 10 p.m. ET/PT for the rest of the run.\n\n"
      "Its sister show \"Boatyard\" moves to 11 p.m. as well, the network said.\n");
  bool dated = false, slot = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring)) {
    dated = dated || (f.work == "Cottonmouth" && f.date == "2027-08-22" && f.time == "22:00");
    slot = slot || (f.work == "Cottonmouth" && f.occasion == "timeslot" && f.weekday == "Sunday" && f.time == "22:00");
    EXPECT_NE(f.time, "23:00") << f.work;
  }
  EXPECT_TRUE(dated);
  EXPECT_TRUE(slot);
}

// An interview's passing dates: "since its June 13 premiere" is behind the article, and "It
// airs Sundays at 10/9c and streams the next day on Hulu" is a slot of the network the
// paragraph named, Hulu only the day after.
TEST(AiringTest, APremiereSinceAndASlotThatStreamsTheNextDay) {
  auto facts = testing::ExtractFrom(
      "Zari Nash on Directing 'Ferrylight'\nCastline\nInterview by Peg Zoun\nWed., Aug. 25, 2027\n\n"
      "\"Ferrylight\" has been a modest summer hit for ABC since its June 13 premiere. It airs Sundays at 10/9c "
      "and streams the next day on Hulu.\n");
  bool premiere = false, slot = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring)) {
    premiere = premiere || (f.occasion.ends_with("premiere") && f.date == "2027-06-13");
    slot = slot || (f.occasion == "timeslot" && f.network == "ABC" && f.weekday == "Sunday" && f.time == "22:00");
    EXPECT_NE(f.date, "2028-06-13");
  }
  EXPECT_TRUE(premiere);
  EXPECT_TRUE(slot);
}

// A TV-this-week column's day: "At 7, two comedies go head to head: ABC's "Ochreway," back for
// its fifth season, and Fox's "Tinplate," back for its second." - both return that night
// at 7, the second in its second season (the season word left out).
TEST(AiringTest, TwoReturnsAtOneOpeningTime) {
  auto facts = testing::ExtractFrom(
      "TV This Week: Premieres\nCottonwood Register\nBy Kom Lal\nSunday, September 19, 2027\n\n"
      "Premiere week is here. All times Central.\n\nWEDNESDAY, SEPT. 22\nAt 7, two comedies go head to head: "
      "ABC's \"Ochreway,\" back for its fifth season, and Fox's \"Tinplate,\" back for its second.\n");
  bool first = false, second = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring)) {
    first = first || (f.work == "Ochreway" && f.date == "2027-09-22" && f.time == "19:00" && f.season == 5);
    second = second || (f.work == "Tinplate" && f.date == "2027-09-22" && f.time == "19:00" && f.timezone == "CT" &&
                        f.season == 2 && f.occasion == "season premiere");
  }
  EXPECT_TRUE(first);
  EXPECT_TRUE(second);
}

// A delay: 'The news is less cheerful for "Quillmoss." Netflix has pushed the third season of
// the period mystery from Friday, Nov. 12, to Friday, Jan. 21, 2028' airs on the date it is
// pushed to, not the one it leaves; a slot it moves from ("moves from Tuesdays at 9/8c to
// Thursdays at 10/9c") is still a slot that was.
TEST(AiringTest, ASeasonPushedFromOneDateToAnother) {
  auto facts = testing::ExtractFrom(
      "Netflix Maps Its Fall\nDropline\nby Jhem Kief\nSept. 8, 2027 4:05 PM PT\n\n"
      "The news is less cheerful for \"Quillmoss.\" Netflix has pushed the third season of the period mystery "
      "from Friday, Nov. 12, to Friday, Jan. 21, 2028, because its effects are running behind.\n\n"
      "Fox's \"Kettlemoor\" moves from Tuesdays at 9/8c to Thursdays at 10/9c starting Jan. 14.\n");
  bool pushed = false, old_slot = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring)) {
    EXPECT_NE(f.date, "2027-11-12") << f.work;
    pushed = pushed || (f.work == "Quillmoss" && f.date == "2028-01-21" && f.season == 3);
    old_slot = old_slot || (f.work == "Kettlemoor" && f.weekday == "Tuesday" && f.occasion == "timeslot");
  }
  EXPECT_TRUE(pushed);
  EXPECT_TRUE(old_slot);
}


// A show leaving a service on a date ("all four seasons of "Reiga" leave Netflix on Oct. 31")
// is no airing.
TEST(AiringTest, LeavingAServiceIsNoAiring) {
  auto facts = testing::ExtractFrom(
      "Streaming This Week\nKavaleht\nBy Ann Example\nOct. 1, 2027\n\nLast chance: all four seasons of \"Reiga\" "
      "leave Netflix on Oct. 31. The older drama \"Tamsel\" is leaving Hulu Friday, Oct. 15. \"Brindle\" premieres "
      "on Hulu Friday, Oct. 8.\n");
  int airings = 0;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring) {
      ++airings;
      EXPECT_EQ(f.work, "Brindle");
    }
  EXPECT_EQ(airings, 1);
}


// "after" must count the seasons for a run that ended: "two weeks after the Season 2 finale,
// which aired Tuesday, Sept. 28, on FX and ended with a death ... of the show's first two
// seasons" is a season's finale; "ended Sunday after five seasons" is the series'.
TEST(AiringTest, ARunEndsAfterItsSeasonsNotAfterAFinale) {
  auto facts = testing::ExtractFrom(
      "Showrunner Change at 'Kettleby'\nTrade Desk\nBy Ann Example\nFri 8 Oct 2027\n\nThe handoff comes two weeks "
      "after the Season 2 finale of \"Kettleby,\" which aired Tuesday, Sept. 28, on FX and ended with the death of "
      "the union steward at the center of the show's first two seasons.\n\nAMC's \"Ashfall\" ended Sunday, Oct. 3, "
      "after five seasons.\n");
  std::string kettleby, ashfall;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring) (f.work == "Kettleby" ? kettleby : ashfall) = f.occasion;
  EXPECT_EQ(kettleby, "season finale");
  EXPECT_EQ(ashfall, "series finale");
}


// "its best number since its January 2025 debut" dates no premiere of the airing the clause
// tells ("The penultimate episode, which aired last Sunday"); "HBO's East Coast feed" is no
// title.
TEST(AiringTest, ADebutMeasuredFromAndANetworksFeed) {
  auto facts = testing::ExtractFrom(
      "How to Watch the 'Skarvik' Finale\nVaatleja\nBy Ann Example\nMay 12, 2028 7:00 AM EDT\n\nThe finale of "
      "HBO's \"Skarvik\" airs Sunday, May 14, at 9 p.m. ET on HBO. It streams on Max at the same moment it starts on "
      "HBO's East Coast feed. The penultimate episode, which aired last Sunday, drew 3.1 million viewers, the show's "
      "best number since its January 2025 debut.\n");
  const auto names = testing::WorkNames(facts);
  EXPECT_EQ(std::find(names.begin(), names.end(), "East Coast"), names.end());
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.date == "2028-05-07") {
      EXPECT_EQ(f.occasion, "episode");
    }
}


// "Where Netflix's "Nordmark" dropped all ten episodes last spring, "Hvalby" takes its time,
// and FX is releasing it accordingly: two episodes on Tuesday, March 7": "it" in a later
// clause is the work named last before it, not the sentence's first.
TEST(AiringTest, ItInALaterClauseIsTheWorkNamedLastBeforeIt) {
  auto facts = testing::ExtractFrom(
      "Review: 'Hvalby' Earns Its Slow Tide\nSkiggi\nReview by Ann Example\nMonday, March 6, 2028\n\nWhere "
      "Netflix's Arctic thriller \"Nordmark\" dropped all ten of its episodes at once last spring, \"Hvalby\" takes "
      "its time, and FX is releasing it accordingly: two episodes on Tuesday, March 7, starting at 10 p.m. ET/PT.\n");
  bool found = false;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.date == "2028-03-07") {
      EXPECT_EQ(f.work, "Hvalby");
      found = true;
    }
  EXPECT_TRUE(found);
}


// "The network will begin live coverage at 7 p.m. ET on Tuesday, Nov. 7": news coverage is
// no show's airing.
TEST(AiringTest, LiveCoverageIsNoAiring) {
  auto facts = testing::ExtractFrom(
      "CBS Shuffles Its Week\nNaightyn\nBy Ann Example\nNov. 2, 2028 5:48 p.m. ET\n\nThe network will begin "
      "live coverage at 7 p.m. ET on Tuesday, Nov. 7, preempting the legal drama \"Juvik.\"\n");
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring) {
      EXPECT_NE(f.time, "19:00") << f.work;
    }
}


// A description of the airings of a document: "network|occasion|season|weekday|date|time".
std::set<std::string> AiringRows(const std::vector<Fact>& facts) {
  std::set<std::string> rows;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring)
      rows.insert(f.work + "|" + f.network + "|" + f.occasion + "|" + (f.season ? std::to_string(*f.season) : "") +
                  "|" + f.weekday + "|" + f.date + "|" + f.time);
  return rows;
}

// A service that "released" episodes or a season aired them ("released a trailer" is news),
// and a weekly run told "from a premiere on March 7 to a finale last Friday, April 25" has
// both ends; the past verb puts them in the year of the article, not the next.
TEST(AiringTest, ReleasedEpisodesAndARunFromPremiereToFinale) {
  auto facts = ExtractFrom(
      "'Gorse Hill' Season 2 Review\nBingeline\nBy Ann Example\nFriday, May 9, 2031\n\n"
      "Peacock released the second season of \"Gorse Hill\" weekly on Thursdays, from a three-episode premiere on "
      "March 13 to a two-episode finale last Thursday, May 1.\n\n"
      "Hulu released all six episodes of the third season of \"Minster Lane\" on Tuesday, April 8. Hulu also "
      "released a trailer for \"Dunnock\" on Wednesday, April 30.\n");
  const auto rows = AiringRows(facts);
  EXPECT_TRUE(rows.count("Gorse Hill|Peacock|season premiere|2|Thursday|2031-03-13|")) << ::testing::PrintToString(rows);
  EXPECT_TRUE(rows.count("Gorse Hill|Peacock|season finale|2|Thursday|2031-05-01|")) << ::testing::PrintToString(rows);
  EXPECT_TRUE(rows.count("Gorse Hill|Peacock|timeslot||Thursday||")) << ::testing::PrintToString(rows);
  bool minster = false;
  for (const Fact& f : facts) {
    if (f.kind != FactKind::kAiring) continue;
    EXPECT_NE(f.work, "Dunnock") << f.date;
    if (f.work == "Minster Lane" && f.date == "2031-04-08" && f.network == "Hulu") minster = true;
  }
  EXPECT_TRUE(minster);
}

// "airs weekdays at 1 p.m. on CBS, though the network will preempt it on Monday, June 30":
// the slot stands, and the day it is preempted is no airing.
TEST(AiringTest, APreemptedDayIsNoAiring) {
  auto facts = ExtractFrom(
      "'Cedar Bend' Summer Preview\nSoapline\nBy Ann Example\nMonday, June 9, 2031\n\n"
      "\"Cedar Bend\" airs weekdays at 1 p.m. ET on CBS, though the network will preempt it on Monday, June 30, for "
      "a news special.\n");
  bool slot = false;
  for (const Fact& f : facts) {
    if (f.kind != FactKind::kAiring) continue;
    EXPECT_NE(f.date, "2031-06-30");
    slot = slot || (f.occasion == "timeslot" && f.time == "13:00");
  }
  EXPECT_TRUE(slot);
}

// "the episode that was meant to air on Friday, Jan. 30, has not been rescheduled": an
// airing that was only intended is none; the real one in the next sentence stands.
TEST(AiringTest, AnAiringThatWasOnlyMeantIsNone) {
  auto facts = ExtractFrom(
      "'Tollgate' Pulled\nTV Desk\nBy Ann Example\nMonday, Feb. 2, 2032\n\n"
      "The episode of NBC's \"Tollgate\" that was meant to air on Friday, Jan. 30, has not been rescheduled. "
      "The next new episode airs Friday, Feb. 6, at 9 p.m. ET on NBC.\n");
  bool next = false;
  for (const Fact& f : facts) {
    if (f.kind != FactKind::kAiring) continue;
    EXPECT_NE(f.date, "2032-01-30");
    next = next || f.date == "2032-02-06";
  }
  EXPECT_TRUE(next);
}

// "..., and new ones follow on Wednesdays": the weekly day after a return; "which dropped
// with the other seven on Friday" is a release on the Friday before the article, of the
// season the article says it covers ("the sixth episode of the second season") though a
// later season is named more often; "she has dropped out" is no airing.
TEST(AiringTest, NewOnesFollowDroppedAndTheCoveredSeason) {
  auto facts = ExtractFrom(
      "Before 'Marula' Returns\nCatchup Desk\nBy Ann Example\nMonday, July 21, 2031\n\n"
      "Hulu's \"Marula\" returns Wednesday, July 23, with two episodes, and new ones follow on Wednesdays.\n");
  EXPECT_TRUE(AiringRows(facts).count("Marula|Hulu|timeslot||Wednesday||")) << ::testing::PrintToString(AiringRows(facts));
  facts = ExtractFrom(
      "Saying Goodbye to 'Tassili'\nSendoff\nBy Ann Example\nMonday, Oct. 6, 2031\n\n"
      "This interview discusses the sixth episode of the second season of Netflix's \"Tassili.\"\n\n"
      "In the sixth episode of the season, which dropped with the other seven on Friday, Imre was shot. By the "
      "finale his sister has dropped out of school.\n\n"
      "He shot flashbacks for the third season, which Netflix has not dated. The third season follows his sister.\n");
  const auto rows = AiringRows(facts);
  EXPECT_TRUE(rows.count("Tassili|Netflix|episode|2|Friday|2031-10-03|")) << ::testing::PrintToString(rows);
  EXPECT_EQ(rows.size(), 1u) << ::testing::PrintToString(rows);
}

// "this recap reveals the last episode of La Salinera, which aired Friday night at 9/8c on
// Univision": the last episode is a finale.
TEST(AiringTest, TheLastEpisodeOfIsAFinale) {
  auto facts = ExtractFrom(
      "'La Salinera' Gran Final Recap\nCulebronera\nBy Ann Example\nSaturday, Nov. 28, 2026\n\n"
      "Spoiler alert: this recap reveals everything that happened in the last episode of La Salinera, which aired "
      "Friday night at 9/8c on Univision.\n");
  bool finale = false;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.date == "2026-11-27")
      finale = f.occasion == "season finale" || f.occasion == "series finale";
  EXPECT_TRUE(finale) << ::testing::PrintToString(AiringRows(facts));
}

// "moves from Thursdays at 10/9c to Thursdays at 9/8c": the old slot and the new one, on the
// same night.
TEST(AiringTest, AMoveToANewTimeOnTheSameNight) {
  auto facts = testing::ExtractFrom(
      "CBS Shuffles Its Week\nNaightyn\nBy Ann Example\nNov. 2, 2028 5:48 p.m. ET\n\n\"Vuolde\" moves from "
      "Thursdays at 10/9c to Thursdays at 9/8c on CBS.\n");
  std::vector<std::string> times;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.occasion == "timeslot" && f.weekday == "Thursday") times.push_back(f.time);
  std::sort(times.begin(), times.end());
  EXPECT_EQ(times, (std::vector<std::string>{"21:00", "22:00"}));
}

// A series finale is of the last season, which the run's length numbers: "cancelled ...
// after three seasons" anywhere in an article about the work.
TEST(AiringTest, ASeriesFinaleIsOfTheLastSeason) {
  auto facts = testing::ExtractFrom(
      "Starz Cancels 'Tollmoor' After Three Seasons\nNaightyn\nBy Ann Example\nNov. 2, 2028\n\n"
      "Starz has cancelled \"Tollmoor,\" its drama about a family of ferrymen, after three seasons.\n\n"
      "The remaining episodes air as scheduled, and the series finale will air Friday, Dec. 18, at 9 p.m. ET.\n");
  bool finale = false;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.occasion == "series finale") {
      finale = true;
      EXPECT_EQ(f.season, 3) << ::testing::PrintToString(AiringRows(facts));
    }
  EXPECT_TRUE(finale) << ::testing::PrintToString(AiringRows(facts));
}

// "will release the first two episodes of Season 3 on Thursday, Sept. 23": the numbered
// season's premiere.
TEST(AiringTest, TheFirstTwoEpisodesOfASeasonArePremiere) {
  auto facts = testing::ExtractFrom(
      "'Tongkon' Season 3: Everything We Know\nNaightyn\nBy Ann Example\nMonday, Aug. 23, 2032\n\n"
      "Q: When does Season 3 premiere?\nA: Paramount+ will release the first two episodes of Season 3 of \"Tongkon\" on "
      "Thursday, Sept. 23, with new episodes on Thursdays after that.\n");
  bool premiere = false;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.date == "2032-09-23") premiere = f.occasion == "season premiere";
  EXPECT_TRUE(premiere) << ::testing::PrintToString(AiringRows(facts));
}

// '"Tidemill" returns for its third season on Aug. 4, and "Quillmore" begins its fourth on
// Wednesday, Sept. 22': the ordinal whose noun is left out numbers a season too.
TEST(AiringTest, AnOrdinalWhoseSeasonIsLeftOut) {
  auto facts = testing::ExtractFrom(
      "Emmy Nominations\nNaightyn\nBy Ann Example\nThursday, July 15, 2027\n\nABC's comedy \"Quillmore\" picked "
      "up its first writing nomination, and Apple TV+'s drama \"Tidemill\" got three.\n\nWinners will be named on Sunday, "
      "Sept. 19. \"Tidemill\" returns for its third season on Aug. 4 on Apple TV+, and \"Quillmore\" begins its "
      "fourth on Wednesday, Sept. 22, at 8:30/7:30c on ABC.\n");
  bool found = false;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.work == "Quillmore" && f.date == "2027-09-22") {
      found = true;
      EXPECT_EQ(f.occasion, "season premiere");
      EXPECT_EQ(f.season, 4);
    }
  EXPECT_TRUE(found) << ::testing::PrintToString(AiringRows(facts));
}

// "The second season, which wrapped up on Hulu on Wednesday, May 26, ended with ...": a
// season's end told in the past is its finale (not production that wrapped).
TEST(AiringTest, ASeasonThatWrappedUpIsAFinale) {
  auto facts = testing::ExtractFrom(
      "'Dockett' Showrunner Steps Down\nNaightyn\nBy Ann Example\nWednesday, June 16, 2027\n\n\"Dockett\" stars "
      "Veer Wout as a Boston public defender. The second season, which wrapped up on Hulu on Wednesday, May 26, ended "
      "with her brother under arrest.\n");
  bool finale = false;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.date == "2027-05-26") finale = f.occasion == "season finale";
  EXPECT_TRUE(finale) << ::testing::PrintToString(AiringRows(facts));
}

// "a 90-minute series finale from 9 to 10:30 p.m.": the start of a range is the airing's
// time, in the evening as its end is; "the move from 9 to 10 o'clock" gives none.
TEST(AiringTest, TheStartOfATimeRange) {
  auto facts = testing::ExtractFrom(
      "DVR Alert\nNaightyn\nBy Ann Example\nSunday, Nov. 13, 2033\n\nABC's \"Ulaxe\" ends its run with a 90-minute "
      "series finale on Tuesday, Nov. 15, from 9 to 10:30 p.m.\n");
  bool found = false;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.date == "2033-11-15") {
      found = true;
      EXPECT_EQ(f.time, "21:00");
    }
  EXPECT_TRUE(found) << ::testing::PrintToString(AiringRows(facts));
}

// A week's preview under day headings ("Here is the week ahead."): "MONDAY" ... "SUNDAY" run
// on in order, so under a Sunday's date line the last "SUNDAY" is a week on; a day whose
// first sentence names another work ("NBC's "Iqyax" airs two new episodes"), or that has
// "Nothing new", is no day of the article's own show.
TEST(AiringTest, DayHeadingsRunOnInOrder) {
  auto facts = testing::ExtractFrom(
      "DVR Alert: A Long Goodbye for 'Ulaxe'\nNaightyn\nBy Ann Example\nSunday, Nov. 13, 2033\n\nHere is the week "
      "ahead.\n\nMONDAY\n\nNBC's \"Iqyaxa\" airs two new episodes at 8 and 9 p.m.\n\nTUESDAY\n\nABC's \"Ulaxe\" ends "
      "its run with a series finale at 9 p.m.\n\nWEDNESDAY\n\nNothing new.\n\nSUNDAY\n\nCBS's \"Tanaxe\" airs its fall "
      "finale at 8:30 p.m.\n");
  bool sunday = false;
  for (const Fact& f : facts) {
    if (f.kind != FactKind::kAiring) continue;
    if (f.work == "Tanaxe") {
      sunday = true;
      EXPECT_EQ(f.date, "2033-11-20");
    }
    if (f.work == "Ulaxe" && f.date == "2033-11-14") ADD_FAILURE() << "Monday's entry is another show's";
    if (f.work == "Ulaxe" && f.date == "2033-11-16") ADD_FAILURE() << "Wednesday has nothing new";
  }
  EXPECT_TRUE(sunday) << ::testing::PrintToString(AiringRows(facts));
}

// A mailbag's question names the show its answer goes on about: 'Q: My husband and I watched
// "Sompoton" on ABC ...' over 'A: It moved. ... its third season goes to Hulu, which drops
// all eight episodes on Wednesday, March 16.'
TEST(AiringTest, AMailbagsAnswerIsOfTheQuestionsShow) {
  auto facts = testing::ExtractFrom(
      "Ask the TV Desk: Where Did 'Sompotan' Go, and When Is 'Tagaly' Back?\nNaightyn\nBy Ann Example\nMonday, Feb. 14, 2033\n\nQ: \"Tagaly\" "
      "disappeared in December. Is it canceled?\n\nA: No. NBC's fantasy drama comes back on Tuesday, Feb. 22, at 10/9c."
      "\n\nQ: My husband and I watched \"Sompotan\" on ABC every week. What happened?\n\nA: It moved. For two seasons ABC "
      "aired the comedy Thursdays at 7 p.m.; its third season goes to Hulu, which drops all eight episodes on Wednesday, "
      "March 16.\n");
  bool hulu = false, nbc = false;
  for (const Fact& f : facts) {
    if (f.kind == FactKind::kAiring && f.date == "2033-03-16") {
      hulu = true;
      EXPECT_EQ(f.work, "Sompotan");
    }
    if (f.kind == FactKind::kAiring && f.date == "2033-02-22") {
      nbc = true;
      EXPECT_EQ(f.work, "Tagaly");
    }
  }
  EXPECT_TRUE(hulu && nbc) << ::testing::PrintToString(AiringRows(facts));
}

// 'the third-season finale of "Shungo" airs tonight at 10 p.m. ET on Starz, with an encore on
// Saturday at 11 p.m. ET': the finale (season 3, one hyphenated word) and its encore are two
// airings; "with a repeat ... at 9pm that evening" is the same evening's.
TEST(AiringTest, AFinaleWithAnEncoreAndARepeatThatEvening) {
  auto facts = testing::ExtractFrom(
      "Starz Earnings Call\nNaightyn\nBy Ann Example\nWednesday, Sept. 7, 2033\n\nThe third-season finale of "
      "\"Shungo\" airs tonight at 10 p.m. ET on Starz, with an encore on Saturday at 11 p.m. ET.\n");
  bool finale = false, encore = false;
  for (const Fact& f : facts) {
    if (f.kind != FactKind::kAiring) continue;
    if (f.date == "2033-09-07" && f.occasion == "season finale" && f.season == 3 && f.time == "22:00") finale = true;
    if (f.date == "2033-09-10" && f.time == "23:00") encore = true;
  }
  EXPECT_TRUE(finale) << ::testing::PrintToString(AiringRows(facts));
  EXPECT_TRUE(encore) << ::testing::PrintToString(AiringRows(facts));
}

// 'FRIDAY' over 'CBS repeats Thursday's "Lamario" at 10 p.m.': a possessive day after a
// repeat's verb is the episode's first night, and the repeat is Friday's; "Sunday's finale
// airs at 9" stays Sunday's.
TEST(AiringTest, ARepeatOfThursdaysEpisode) {
  auto facts = testing::ExtractFrom(
      "DVR Alert\nNaightyn\nBy Ann Example\nSunday, Nov. 13, 2033\n\nHere is the week ahead.\n\nTHURSDAY\n\nOn CBS, "
      "\"Lamario\" airs a new episode at 8 p.m., as it does every Thursday.\n\nFRIDAY\n\nCBS repeats Thursday's "
      "\"Lamario\" at 10 p.m.\n\nSATURDAY\n\nNothing new.\n");
  bool friday = false;
  for (const Fact& f : facts) {
    if (f.kind != FactKind::kAiring || f.work != "Lamario") continue;
    if (f.date == "2033-11-18" && f.time == "22:00") friday = true;
    if (f.date == "2033-11-17") {
      EXPECT_NE(f.time, "22:00");  // not the repeat's hour
    }
  }
  EXPECT_TRUE(friday) << ::testing::PrintToString(AiringRows(facts));
}

// A local paper's hour: "comes back on Tuesday, Feb. 22, at 9 p.m. here, which is 10/9c back
// East" is 10 p.m. ET; an awards show "from 8 to 11 p.m." leaves the show's own "at 9/8c"
// its hour.
TEST(AiringTest, ALocalHourThenTheNetworksAndARangeOfAnotherShow) {
  auto facts = testing::ExtractFrom(
      "Ask the TV Desk\nNaightyn\nBy Ann Example\nMonday, Feb. 14, 2033\n\nNBC's \"Tagall\" comes back from its "
      "winter break on Tuesday, Feb. 22, at 9 p.m. here, which is 10/9c back East.\n\nABC carries an awards show from 8 "
      "to 11 p.m., so \"Qawaxe\" sits out the week and returns on ABC next Wednesday, Feb. 23, at 9/8c.\n");
  bool nbc = false, abc = false;
  for (const Fact& f : facts) {
    if (f.kind != FactKind::kAiring) continue;
    if (f.work == "Tagall" && f.date == "2033-02-22") {
      nbc = true;
      EXPECT_EQ(f.time, "22:00");
      EXPECT_EQ(f.timezone, "ET");
    }
    if (f.work == "Qawaxe" && f.date == "2033-02-23") {
      abc = true;
      EXPECT_EQ(f.time, "21:00");
    }
  }
  EXPECT_TRUE(nbc && abc) << ::testing::PrintToString(AiringRows(facts));
}

// "Peacock will release all ten episodes of the third season of "Honai" on Thursday, July
// 14": a future release airs them, and "Peacock" opening the sentence before "will release"
// is the network.
TEST(AiringTest, AServiceWillReleaseASeason) {
  auto facts = testing::ExtractFrom(
      "Peacock Rescues a Drama\nNaightyn\nBy Ann Example\nMonday, June 6, 2033\n\nPeacock will release all ten "
      "episodes of the third season of \"Honaie\" on Thursday, July 14.\n");
  bool found = false;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.date == "2033-07-14") {
      found = true;
      EXPECT_EQ(f.network, "Peacock");
      EXPECT_EQ(f.season, 3);
    }
  EXPECT_TRUE(found) << ::testing::PrintToString(AiringRows(facts));
}

// 'CBS has moved the two-hour third-season finale of its palace drama "The Achadoo" from Jan.
// 30 to Sunday, Feb. 6, at 9/8c': a long object before "from"; the date it moves to airs.
TEST(AiringTest, AMoveWithALongObject) {
  auto facts = testing::ExtractFrom(
      "Football Wins Again\nNaightyn\nBy Ann Example\nTuesday, Jan. 25, 2033\n\nThe big one: CBS has moved the "
      "two-hour third-season finale of its palace drama \"The Achadoo\" from Jan. 30 to Sunday, Feb. 6, at 9/8c.\n");
  bool moved = false;
  for (const Fact& f : facts) {
    if (f.kind != FactKind::kAiring) continue;
    EXPECT_NE(f.date, "2033-01-30");
    moved = moved || (f.date == "2033-02-06" && f.time == "21:00");
  }
  EXPECT_TRUE(moved) << ::testing::PrintToString(AiringRows(facts));
}

// A column's item opens on a short line naming its season ('"Tarnwick," Season 3 (Sunday).');
// "the premiere" in the sentence after is that season's premiere, not the series'.
TEST(AiringTest, AColumnItemsOpeningLineNamesTheSeason) {
  auto facts = testing::ExtractFrom(
      "What to Watch This Week\nNaightyn\nBy Ann Example\nMonday, Oct. 4, 2032\n\n\"Brackwater\" (Friday). The "
      "new thriller premieres Friday, Oct. 8, on Hulu.\n\n\"Tarnwick,\" Season 3 "
      "(Sunday). The mining drama is still an HBO show first: the premiere airs Sunday, Oct. 10, at 9 p.m. ET on HBO.\n");
  bool found = false;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.date == "2032-10-10") {
      found = true;
      EXPECT_EQ(f.occasion, "season premiere");
      EXPECT_EQ(f.season, 3);
    }
  EXPECT_TRUE(found) << ::testing::PrintToString(AiringRows(facts));
}

// A daytime soap's week: "airs weekdays at 12:30 p.m. ET ... and streams the next day on
// Paramount+" is the article's network's slot (CBS), not the streamer's; "will preempt it
// on Thursday, Nov. 22, ..., then make up the day by airing two episodes back to back on
// Friday, Nov. 23, at 12:30 and 1 p.m. ET" airs twice on the Friday, not on the Thursday.
TEST(AiringTest, ASoapsSlotAndItsMakeUpDay) {
  auto facts = testing::ExtractFrom(
      "Soap Shuffles Its Holiday Week\nNaightyn\nBy Ann Example\nWednesday, Oct. 17, 2035\n\nCBS's daytime soap "
      "\"Tamber Cove\" is changing writers.\n\n\"Tamber Cove\" airs weekdays at 12:30 p.m. ET and streams the next "
      "day on Paramount+. CBS will preempt it on Thursday, Nov. 22, for its parade coverage, then make up the day by "
      "airing two episodes back to back on Friday, Nov. 23, at 12:30 and 1 p.m. ET.\n");
  bool slot = false, first = false, second = false;
  for (const Fact& f : facts) {
    if (f.kind != FactKind::kAiring) continue;
    EXPECT_NE(f.date, "2035-11-22");
    slot = slot || (f.occasion == "timeslot" && f.time == "12:30" && f.network == "CBS");
    first = first || (f.date == "2035-11-23" && f.time == "12:30");
    second = second || (f.date == "2035-11-23" && f.time == "13:00");
  }
  EXPECT_TRUE(slot && first && second) << ::testing::PrintToString(AiringRows(facts));
}

// "The Monday 10/9c drama has averaged 7.1 million viewers ..., according to figures the
// network released on Monday, which makes it the most-watched new series on broadcast":
// a slot written before the show's noun, and no airing on a coming Monday.
TEST(AiringTest, ASlotWrittenBeforeTheShowsNoun) {
  auto facts = testing::ExtractFrom(
      "NBC Orders More Episodes\nNaightyn\nBy Ann Example\nTuesday, Nov. 6, 2035\n\nNBC has picked up nine more "
      "episodes of \"Tallgrass Court,\" its freshman legal drama.\n\nThe Monday 10/9c drama has averaged 7.1 million "
      "viewers a week, according to figures the network released on Monday, which makes it the most-watched new "
      "series on broadcast this fall.\n");
  bool slot = false;
  for (const Fact& f : facts) {
    if (f.kind != FactKind::kAiring) continue;
    EXPECT_TRUE(f.date.empty()) << f.date;
    slot = slot || (f.occasion == "timeslot" && f.weekday == "Monday" && f.time == "22:00" && f.network == "NBC");
  }
  EXPECT_TRUE(slot) << ::testing::PrintToString(AiringRows(facts));
}

// A streamer's release calendar: "New episodes go live each Wednesday at 12 a.m. ET, which
// is 9 p.m. Tuesday on the West Coast" is one slot (the restated moment airs nothing of its
// own); "Apple announced the return date on Aug. 21 and put out the trailer last Thursday"
// airs nothing; the list's lines ("Episode 3: Wednesday, Oct. 24") are episodes of the
// season its heading names.
TEST(AiringTest, AStreamersReleaseCalendar) {
  auto facts = testing::ExtractFrom(
      "When Every Episode Arrives\nNaightyn\nBy Ann Example\nMonday, Oct. 8, 2035\n\nApple TV+ is not dropping "
      "the new season of \"Tanager Row\" all at once.\n\nNew episodes go live each Wednesday at 12 a.m. ET, which is "
      "9 p.m. Tuesday on the West Coast. Apple announced the return date on Aug. 21 and put out the full trailer last "
      "Thursday.\n\nThe Season 2 schedule:\n\nEpisode 3: Wednesday, Oct. 24\n\nEpisode 4: Wednesday, Oct. 31\n");
  bool slot = false, third = false, fourth = false;
  for (const Fact& f : facts) {
    if (f.kind != FactKind::kAiring) continue;
    EXPECT_NE(f.weekday, "Tuesday");
    EXPECT_NE(f.weekday, "Thursday");
    EXPECT_EQ(f.date.find("-08-21"), std::string::npos);
    slot = slot || (f.occasion == "timeslot" && f.weekday == "Wednesday" && f.time == "00:00" && f.timezone == "ET");
    third = third || (f.date == "2035-10-24" && f.occasion == "episode" && f.season == 2);
    fourth = fourth || (f.date == "2035-10-31" && f.network == "Apple TV+");
  }
  EXPECT_TRUE(slot && third && fourth) << ::testing::PrintToString(AiringRows(facts));
}

// Under a "TV Tonight" headline, an airing told with a time and no day is tonight's: the
// day of publication.
TEST(AiringTest, ATonightColumnsTimesAreTonights) {
  auto facts = testing::ExtractFrom(
      "TV Tonight: A Wedding on the Fire Line\nNaightyn\nBy Ann Example\nSunday, March 11, 2035\n\nAt 8, CBS airs "
      "two new episodes of \"Harlan Flats\" back to back, at 8 and 8:30 p.m. ET.\n");
  int tonight = 0;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.date == "2035-03-11" && f.weekday == "Sunday") ++tonight;
  EXPECT_EQ(tonight, 2) << ::testing::PrintToString(AiringRows(facts));
}

// A network's panel and a delay: "showed the first full trailer ... at its panel on
// Thursday" airs nothing that Thursday; "Its third season was set to open Jan. 9, but
// post-production fell behind, and ABC now has it premiering Wednesday, March 5" is a
// plan that fell through and then the third season's premiere.
TEST(AiringTest, ATrailersDayAndAPlanThatFellThrough) {
  auto facts = testing::ExtractFrom(
      "Two Dates\nNaightyn\nBy Ann Example\nMonday, Jan. 22, 2035\n\nTNT showed the first full trailer for "
      "\"Copperhill\" at its press tour panel in Pasadena on Thursday.\n\nThe comedy \"Tin Roof\" is also on the move. "
      "Its third season was set to open Jan. 9, but post-production fell behind, and ABC now has it premiering "
      "Wednesday, March 7, at 8:30/7:30c.\n");
  bool premiere = false;
  for (const Fact& f : facts) {
    if (f.kind != FactKind::kAiring) continue;
    EXPECT_NE(f.weekday, "Thursday") << f.work;
    EXPECT_EQ(f.date.find("-01-09"), std::string::npos);
    premiere = premiere || (f.work == "Tin Roof" && f.date == "2035-03-07" && f.occasion == "season premiere" &&
                            f.season == 3);
  }
  EXPECT_TRUE(premiere) << ::testing::PrintToString(AiringRows(facts));
}

// A roundtable of three networks' shows: "Kutemba X, who created the show, has promised her
// a courtroom in Season 2, which Hulu premieres on Wednesday, Aug. 15" is a premiere of the
// one work the article gives Hulu ("Hulu's "Batok""), not of the article's first show.
TEST(AiringTest, AnAiringOfTheWorkItsNetworkOwns) {
  auto facts = testing::ExtractFrom(
      "Three Actresses, One Table\nNaightyn\nBy Ann Example\nMonday, July 2, 2035\n\nThree actresses: Zilpa Orrin, "
      "who plays the matriarch Hnek on HBO's \"Potava\"; Lovina Sotto, who plays the lawyer Ilang on Hulu's "
      "\"Batoka\"; and Phila Vater, who stars on Netflix's \"Kamesta.\"\n\nOrrin waited two seasons for one scene in "
      "\"Potava.\"\n\nSotto had never been to Kalinga. Kutemba Saka, who created the show, has promised her a "
      "courtroom in Season 2, which Hulu premieres on Wednesday, Aug. 15.\n");
  bool premiere = false;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.date == "2035-08-15") {
      premiere = true;
      EXPECT_EQ(f.work, "Batoka");
    }
  EXPECT_TRUE(premiere) << ::testing::PrintToString(AiringRows(facts));
}

// "Max released the whole first season ... in the US on Thursday" (in an article of Monday,
// June 4) is the Thursday behind it; "will release it on Thursday" the one ahead.
TEST(AiringTest, ReleasedOnABareWeekdayIsBehindUs) {
  auto past = testing::ExtractFrom(
      "A Spanish Thriller's Finale\nNaightyn\nBy Ann Example\nMonday, June 4, 2035\n\nMax released the whole first "
      "season of \"Tierra Negra\" in the US on Thursday, and plenty of you have already finished it.\n");
  auto coming = testing::ExtractFrom(
      "A Spanish Thriller Arrives\nNaightyn\nBy Ann Example\nMonday, June 4, 2035\n\nMax will release the whole first "
      "season of \"Tierra Negra\" in the US on Thursday.\n");
  bool before = false, after = false;
  for (const Fact& f : past) before = before || (f.kind == FactKind::kAiring && f.date == "2035-05-31");
  for (const Fact& f : coming) after = after || (f.kind == FactKind::kAiring && f.date == "2035-06-07");
  EXPECT_TRUE(before) << ::testing::PrintToString(AiringRows(past));
  EXPECT_TRUE(after) << ::testing::PrintToString(AiringRows(coming));
}

// A release calendar's dated entries ('Friday, Jan. 23: "Tavurvur," Season 2, all eight
// episodes. The volcano thriller ...') air the title each names, even on the night of the
// first title's weekly slot; only a dated heading line of its own names an episode.
TEST(AiringTest, ACalendarsDatedEntriesAirTheirOwnTitles) {
  auto facts = ExtractFrom(
      "Every Drop Through March\n\nPrime Video laid out its first quarter on Monday.\n\nFriday, Jan. 9: "
      "\"Kawsay,\" first three episodes, then one a week on Fridays.\n\nFriday, Jan. 23: \"Tavurvur,\" Season 2, "
      "all eight episodes. The volcano thriller had been listed for Jan. 16.\n",
      "2036-12-16");
  std::vector<std::string> dated;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && !f.date.empty()) dated.push_back(f.work + " " + f.date);
  EXPECT_EQ(dated, (std::vector<std::string>{"Kawsay 2037-01-09", "Tavurvur 2037-01-23"}));
}

// An airing whose paragraph names no network is on the one network the article gives its
// work ('FX's "Tubuan"'), not on the network the article names most.
TEST(AiringTest, AnAiringIsOnItsWorksNetwork) {
  auto facts = ExtractFrom(
      "Crew Moves: 'Tubuan' Gets a New Showrunner, 'Yaku' Jumps to NBC\n\nA HANDOFF AT FX\n\nGari Kevau will run "
      "FX's \"Tubuan\" for its third season.\n\nThe new season also moves from Tuesdays to Wednesdays at 10 p.m. "
      "ET, premiering Wednesday, Sept. 10.\n\nTWO AT THE TOP\n\n\"Yaku\" is leaving Peacock for NBC. Its third "
      "season will air on NBC Sundays at 10/9c starting Sept. 21.\n",
      "2036-06-20");
  int tubuan = 0;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.work == "Tubuan") {
      EXPECT_EQ(f.network, "FX") << f.weekday << " " << f.date;
      ++tubuan;
    }
  EXPECT_GT(tubuan, 0);
}

// A recap looks back at its days, but "The finale airs next Sunday at 9 p.m. ET" looks
// ahead: the coming Sunday from the publication date.
TEST(AiringTest, ARecapsNextSundayLooksAhead) {
  auto facts = ExtractFrom(
      "'Lamprais' Recap: The Dream Episode\n\nThe seventh episode of Starz's \"Lamprais\" aired Sunday at 9 p.m. "
      "ET.\n\nThe season finale airs next Sunday at 9 p.m. ET on Starz.\n",
      "2036-10-13");
  std::vector<std::string> dated;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && !f.date.empty()) dated.push_back(f.occasion + " " + f.date);
  EXPECT_EQ(dated, (std::vector<std::string>{"episode 2036-10-12", "season finale 2036-10-19"}));
}

// "ended its second season Wednesday at 9 p.m." and "wrapped its first season" are finales
// (and dated back, to the Wednesday behind).
TEST(AiringTest, EndedItsSeasonIsAFinale) {
  auto facts = ExtractFrom(
      "Who Died on 'Sobranie'\n\nCBC's \"Sobranie,\" the drama about a family's sawmill, ended its second season "
      "Wednesday at 9 p.m. with a fire.\n",
      "2036-12-11");
  std::vector<std::string> dated;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && !f.date.empty()) dated.push_back(f.occasion + " " + f.date);
  EXPECT_EQ(dated, (std::vector<std::string>{"season finale 2036-12-10"}));
  // ("closes its fourth season at 9/8c": so is a season closed.)
  auto closes = ExtractFrom("Your Weekend TV Planner\n\nCBS's legal drama \"Nuvuk\" closes its fourth season "
                            "Sunday at 9/8c.\n",
                            "2037-05-22");
  std::vector<std::string> occasions;
  for (const Fact& f : closes)
    if (f.kind == FactKind::kAiring) occasions.push_back(f.occasion);
  EXPECT_EQ(occasions, (std::vector<std::string>{"season finale"}));
}

// A premiere-date tracker's entry lines date premieres: '"Tayaw" (FX), Season 3: Tuesday,
// June 23, ...' is the season's; a new show's, the series'. "The first trailer dropped
// Monday, and the series arrives this summer" dates no airing on Monday.
TEST(AiringTest, APremiereTrackersEntries) {
  auto facts = ExtractFrom(
      "Summer Premiere Dates, Updated\n\nHere are this week's changes.\n\n\"Tayaw\" (FX), Season 3: Tuesday, "
      "June 23, two episodes at 10 p.m. ET/PT.\n\n\"Binakol\" (Apple TV+), limited series: the first two episodes "
      "arrive Friday, June 26.\n\n\"Dalikan\" (Prime Video), new drama: the first trailer dropped Monday, and "
      "Prime Video says the series arrives this summer.\n",
      "2037-05-13");
  std::vector<std::string> dated;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && !f.date.empty()) dated.push_back(f.work + " " + f.occasion + " " + f.date);
  EXPECT_EQ(dated, (std::vector<std::string>{"Tayaw season premiere 2037-06-23", "Binakol series premiere 2037-06-26"}));
}

// '"Waglisla" comes back from its winter break on Monday, Jan. 5, at 10 p.m.': a show's
// break, so the quoted word is a series, and the airing is its, not the headline's show's.
TEST(AiringTest, ComesBackFromItsWinterBreak) {
  auto facts = ExtractFrom(
      "ABC's Winter Grid: 'Morongo General' Moves to Thursdays\n\nMONDAY. Nothing moves until \"Waglisla\" comes "
      "back from its winter break on Monday, Jan. 5, at 10 p.m. with the back half of its third season.\n",
      "2036-12-10");
  std::vector<std::string> dated;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && !f.date.empty()) dated.push_back(f.work + " " + f.date);
  EXPECT_EQ(dated, (std::vector<std::string>{"Waglisla 2037-01-05"}));
}

// "CBS canceled "Requa" on Wednesday ..., so its Season 2 finale, which aired Sunday at 9/8c,
// is now the series finale": Wednesday is the day of the decision; the finale aired Sunday.
TEST(AiringTest, TheDayOfACancellationIsNoAiring) {
  auto facts = ExtractFrom(
      "Bubble Watch: CBS Drops 'Requa'\n\nCBS canceled \"Requa\" on Wednesday after two seasons, so its Season 2 "
      "finale, which aired Sunday at 9/8c, is now the series finale.\n",
      "2036-05-08");
  std::vector<std::string> dated;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && !f.date.empty()) dated.push_back(f.occasion + " " + f.date);
  EXPECT_EQ(dated, (std::vector<std::string>{"series finale 2036-05-04"}));
}

// "is moving its soap from 1 p.m. to 12:30 p.m. ET/PT, starting Monday, March 2": a move
// between two slots, no premiere; the hour it leaves and the hour it takes are slots, even
// when a relative clause splits the day off. The show that takes the old hour "premieres the
// same day".
std::vector<std::string> AiringLines(const std::vector<Fact>& facts) {
  std::vector<std::string> rows;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring)
      rows.push_back(f.work + " " + f.occasion + " " + f.weekday + " " + f.date + " " + f.time);
  std::sort(rows.begin(), rows.end());
  return rows;
}

TEST(AiringTest, AMoveFromOneHourToAnotherIsTwoSlotsAndNoPremiere) {
  auto facts = ExtractFrom(
      "CBS Shuffles Its Afternoon\n\nCBS is moving its daytime soap \"Ferncliff\" from 1 p.m. to 12:30 p.m. ET/PT "
      "starting Monday, March 2. The 1 p.m. slot goes to the new talk show \"The Orla Hour,\" which premieres the "
      "same day. Every episode also streams on Paramount+ the same day it airs.\n",
      "2037-02-10");
  EXPECT_EQ(AiringLines(facts), (std::vector<std::string>{
                                    "Ferncliff episode Monday 2037-03-02 12:30",
                                    "Ferncliff timeslot   13:00",
                                    "Ferncliff timeslot Monday  12:30",
                                    "The Orla Hour series premiere Monday 2037-03-02 13:00",
                                }));
  auto split = ExtractFrom(
      "CBS Shuffles Its Afternoon\n\nCBS is moving its daytime soap \"Ferncliff\" from 1 p.m. to 12:30 p.m. ET/PT, "
      "which is 11:30 a.m. Central, starting Monday, March 2.\n",
      "2037-02-10");
  std::vector<std::string> slots;
  for (const std::string& row : AiringLines(split))
    if (row.find("timeslot") != std::string::npos) slots.push_back(row);
  EXPECT_EQ(slots, (std::vector<std::string>{"Ferncliff timeslot   12:30", "Ferncliff timeslot   13:00"}));
}

// "runs a marathon of the first season from 10 a.m., ahead of the second season's premiere on
// Monday at 9/8c": the marathon is no premiere; the premiere is an airing of its own.
TEST(AiringTest, AMarathonAheadOfAPremiereIsTwoAirings) {
  auto facts = ExtractFrom(
      "Holiday Weekend Viewing\n\nTNT runs a marathon of the first season of \"Kestrel Run\" from 10 a.m., ahead "
      "of the second season's premiere on Monday at 9/8c.\n",
      "2037-05-22");
  EXPECT_EQ(AiringLines(facts), (std::vector<std::string>{
                                    "Kestrel Run episode   10:00",
                                    "Kestrel Run season premiere Monday 2037-05-25 21:00",
                                }));
}

// A ratings report: "CBS won the week of Feb. 8 to 14", then run-in day labels ("WEDNESDAY.
// ABC's "Sandalu" reached its 100th episode at 8 p.m. with 4.6 million"): each night is a
// day of that week, behind the publication date. A night that "drew" its figure is behind
// us too, and "a show Fox promoted" names no work.
TEST(AiringTest, ARatingsReportsRunInDaysFallInItsWeek) {
  auto facts = ExtractFrom(
      "Ratings: A Quiet Week\n\nCBS won the week of Feb. 8 to 14 in total viewers, according to Nielsen.\n\n"
      "WEDNESDAY. ABC's \"Sandalu\" reached its 100th episode at 8 p.m. with 4.6 million, its best of the "
      "season.\n\nTHURSDAY. NBC filled 10 p.m. with a repeat of the police drama \"Kandakasi\" (2.4 million).\n\n"
      "Elsewhere, Fox's new fishing drama \"Waga\" opened with 3.3 million on Tuesday at 9 p.m., soft numbers for a "
      "show Fox promoted all winter.\n",
      "2038-02-16");
  EXPECT_EQ(AiringLines(facts), (std::vector<std::string>{
                                    "Kandakasi episode Thursday 2038-02-11 22:00",
                                    "Sandalu episode Wednesday 2038-02-10 20:00",
                                    "Waga series premiere Tuesday 2038-02-16 21:00",
                                }));
  auto works = WorkNames(facts);
  EXPECT_EQ(std::count(works.begin(), works.end(), "Fox"), 0);
}

// A streamer's Top 10 column: a ranked entry '1. "Ponung," Season 2 (11.9 million views).'
// gives its title and season to the sentences after it; "all six episodes of the thriller,
// about ..., arrived Wednesday, March 3" is a release; "the CBS procedural came to Netflix on
// Monday, March 1" is on Netflix; and "Prime Video has set the second season of "Kebang" for
// Friday, March 12" is a season premiere.
TEST(AiringTest, AChartsRankedEntriesAndTheirReleases) {
  auto facts = ExtractFrom(
      "Netflix Top 10\n\nNetflix released its weekly Top 10 lists on Tuesday.\n\n"
      "1. \"Ponung,\" Season 2 (11.9 million views). The dance drama held the top spot; all ten episodes "
      "dropped Thursday, Feb. 25.\n\n"
      "2. \"Kulintang: Limited Series\" (9.4 million). New this week. All six episodes of the thriller, about a gong "
      "player who witnesses a killing at a wedding in Cotabato City, arrived Wednesday, March 3.\n\n"
      "3. \"Kula,\" Season 1 (7.7 million). The first three seasons of the CBS procedural came to Netflix on "
      "Monday, March 1.\n\n"
      "4. \"Ponung,\" Season 1 (5.2 million).\n\n"
      "Elsewhere, Prime Video has set the second season of \"Kebang\" for Friday, March 12.\n",
      "2038-03-09");
  std::vector<std::string> rows;
  for (const Fact& f : OfKind(facts, FactKind::kAiring))
    rows.push_back(f.work + " " + f.network + " " + f.occasion + " " + (f.season ? std::to_string(*f.season) : "-") +
                   " " + f.date);
  std::sort(rows.begin(), rows.end());
  EXPECT_EQ(rows, (std::vector<std::string>{
                      "Kebang Prime Video season premiere 2 2038-03-12",
                      "Kula Netflix episode 1 2038-03-01",
                      "Kulintang Netflix episode - 2038-03-03",
                      "Ponung Netflix season premiere 2 2038-02-25",
                  }));
}

// A recap of a week under day headings: "spent the week of Oct. 17 marrying ..." over MONDAY
// and TUESDAY: the days of that week, behind the Saturday it is published, not the next.
TEST(AiringTest, AWeeksRecapUnderDayHeadingsFallsInTheWeekItNames) {
  auto facts = ExtractFrom(
      "'Isle Breve' Wedding Week, Day by Day\n\nABC's \"Isle Breve\" spent the week of Oct. 17 marrying the "
      "schoolteacher Aspa Meto to the farmer Flor Balta.\n\nMONDAY\n\nThe rehearsal dinner ended early.\n\n"
      "TUESDAY\n\nAt the bachelor party, the brothers fought on the dock.\n\nWEDNESDAY\n\nThe wedding went on.\n",
      "2039-10-22");
  std::vector<std::string> dated;
  for (const Fact& f : OfKind(facts, FactKind::kAiring))
    if (!f.date.empty()) dated.push_back(f.weekday + " " + f.date);
  std::sort(dated.begin(), dated.end());
  EXPECT_EQ(dated, (std::vector<std::string>{"Monday 2039-10-17", "Tuesday 2039-10-18", "Wednesday 2039-10-19"}));
}

// Broadcasters outside the US named in data/networks.txt: a Nigerian channel's premiere in
// its own clock keeps no zone; a US streamer of foreign series is a network too.
TEST(AiringTest, AfricanIndianAndLatinAmericanBroadcasters) {
  auto facts = ExtractFrom(
      "Palace Drama Premieres Sunday\n\n\"The Kingmaker,\" a palace saga, premieres on Africa Magic Showcase on "
      "Sunday, Nov. 6, at 8 p.m. WAT with two episodes back to back. StarPlus's family saga \"Bahi Kata\" "
      "returns Monday, Nov. 7, at 9 p.m. MHz Choice premieres the second season of \"Kvark\" on Tuesday, Nov. 8.\n",
      "2039-10-31");
  std::vector<std::string> rows;
  for (const Fact& f : OfKind(facts, FactKind::kAiring))
    rows.push_back(f.work + " | " + f.network + " | " + f.time + " | " + f.timezone);
  std::sort(rows.begin(), rows.end());
  EXPECT_EQ(rows, (std::vector<std::string>{"Bahi Kata | StarPlus | 21:00 | ", "Kvark | MHz Choice |  | ",
                                            "The Kingmaker | Africa Magic Showcase | 20:00 | "}));
}

// A festival's screening is no airing, but "..., three weeks before the season premieres on
// Peacock on Thursday, April 8" is: a clause of its own, of the season the sentence named.
TEST(AiringTest, APremiereAfterBeforeInAFestivalsSentence) {
  auto facts = ExtractFrom(
      "Festival Lineup\n\nOut of competition, the festival will screen the first two episodes of the fourth and "
      "final season of Peacock's \"Yakas\" on Saturday, March 20, nearly three weeks before the season premieres "
      "on Peacock on Thursday, April 8.\n",
      "2038-02-16");
  std::vector<std::string> rows;
  for (const Fact& f : OfKind(facts, FactKind::kAiring))
    rows.push_back(f.work + " " + f.occasion + " " + (f.season ? std::to_string(*f.season) : "-") + " " + f.date);
  EXPECT_EQ(rows, (std::vector<std::string>{"Yakas season premiere 4 2038-04-08"}));
}

// A box set's note: an episode's title in the sentence before ('who wrote "Smokehouse," the
// third-season episode ...') is no work of the next sentence's airing ("the series finale,
// ..., which aired Wednesday, Oct. 29, 2036"): that is the series'.
TEST(AiringTest, AnEpisodeTitleBeforeIsNoWorkOfTheNextAiring) {
  auto facts = ExtractFrom(
      "Box Set Review\n\nFX's drama \"Kijix\" ran five seasons. Wojtek Kuch, who wrote \"Smokehouse,\" the "
      "third-season episode in which the camp burns, joins the creator for that one. The set ends, as the show "
      "did, with the series finale, which aired Wednesday, Oct. 29, 2036.\n",
      "2036-11-03");
  std::vector<std::string> rows;
  for (const Fact& f : OfKind(facts, FactKind::kAiring)) rows.push_back(f.work + " " + f.occasion + " " + f.date);
  EXPECT_EQ(rows, (std::vector<std::string>{"Kijix series finale 2036-10-29"}));
}

// "CBS's "Matanz," the family saga that airs weekdays at 12:30 p.m. ET/PT and streams on
// Paramount+ the next day": the slot is CBS's; the streamer a day later is a second home.
TEST(AiringTest, AStreamerTheNextDayIsNoSlotsNetwork) {
  auto facts = ExtractFrom(
      "Daytime Mailbag\n\nThis week nearly every letter was about CBS's \"Matanz,\" the family saga that airs "
      "weekdays at 12:30 p.m. ET/PT and streams on Paramount+ the next day.\n",
      "2039-03-08");
  std::vector<std::string> rows;
  for (const Fact& f : OfKind(facts, FactKind::kAiring)) rows.push_back(f.network + " " + f.occasion + " " + f.time);
  EXPECT_EQ(rows, (std::vector<std::string>{"CBS timeslot 12:30"}));
}

// "airs Monday to Saturday at 9 p.m." is a slot of six nights, as "Monday through Friday" is.
TEST(AiringTest, AWeekdayRangeWithTo) {
  auto facts = ExtractFrom(
      "Saga Guide\n\nStar Plus's \"Bahi Kat\" has run for six years. The show airs Monday to Saturday at 9 p.m. "
      "on Star Plus.\n",
      "2039-10-17");
  std::vector<std::string> rows;
  for (const Fact& f : OfKind(facts, FactKind::kAiring)) rows.push_back(f.occasion + " " + f.weekday + " " + f.time);
  EXPECT_EQ(rows, (std::vector<std::string>{"timeslot  21:00"}));
}

// "a two-night premiere on Tuesday, June 4, and Wednesday, June 5, at 8/7c, the network said
// Wednesday, and then settles into Wednesdays": the second night is a premiere airing of its
// own, its time is the first night's too, and the slot after does not take it. A quoted title
// that goes on from the show's ("Saltworks Juniors") is its spinoff, with its own slot.
TEST(AiringTest, ATwoNightPremiereSaidByTheNetworkAndASpinoffNamedAfterItsParent) {
  auto facts = ExtractFrom(
      "Saltworks Sets Its Return\n\nABC's sand-building contest \"Saltworks\" will open its third season with a "
      "two-night premiere on Tuesday, June 4, and Wednesday, June 5, at 8/7c, the network said Wednesday, and then "
      "settles into Wednesdays at 8/7c.\n\n\"Saltworks Juniors,\" the kids' edition, aired Thursdays at 8/7c last "
      "summer.\n",
      "2041-05-01");
  std::vector<std::string> names;
  for (const Fact& f : OfKind(facts, FactKind::kWork)) names.push_back(f.name);
  EXPECT_NE(std::find(names.begin(), names.end(), "Saltworks Juniors"), names.end());
  const std::vector<Fact> airings = OfKind(facts, FactKind::kAiring);  // (by_date points into it)
  std::map<std::string, const Fact*> by_date;
  for (const Fact& f : airings)
    if (!f.date.empty()) by_date[f.date] = &f;
  ASSERT_EQ(by_date.count("2041-06-04"), 1u);
  ASSERT_EQ(by_date.count("2041-06-05"), 1u);
  EXPECT_EQ(by_date["2041-06-04"]->time, "20:00");
  EXPECT_EQ(by_date["2041-06-05"]->time, "20:00");
  EXPECT_EQ(by_date["2041-06-05"]->weekday, "Wednesday");
  EXPECT_EQ(by_date["2041-06-05"]->occasion, "season premiere");
  bool spinoff_slot = false;
  for (const Fact& f : airings)
    spinoff_slot = spinoff_slot || (f.work == "Saltworks Juniors" && f.weekday == "Thursday" && f.occasion == "timeslot");
  EXPECT_TRUE(spinoff_slot);
}

// "will premiere on Sunday, May 5, at 9 p.m. ET/PT, the network said Monday at a screening of
// the first episode here": the screening is where the date was told, not the airing. "New
// episodes follow on Sundays through June 9." on its own is the show's slot.
TEST(AiringTest, ADateToldAtAScreeningAndEpisodesThatFollowOnANight) {
  auto airings = OfKind(ExtractFrom("HBO Dates 'Marigot'\n\nHBO's six-part limited series \"Marigot\" will premiere "
                                    "on Sunday, May 5, at 9 p.m. ET/PT, the network said Monday at a screening of the "
                                    "first episode here. New episodes follow on Sundays through June 9.\n\nThe cast "
                                    "had watched it at a screening in London on Tuesday.\n",
                                    "2041-03-18"),
                        FactKind::kAiring);
  bool premiere = false, slot = false;
  for (const Fact& f : airings) {
    premiere = premiere || (f.date == "2041-05-05" && f.time == "21:00" && f.occasion == "series premiere");
    slot = slot || (f.occasion == "timeslot" && f.weekday == "Sunday" && f.network == "HBO");
    EXPECT_NE(f.weekday, "Tuesday") << f.date;
  }
  EXPECT_TRUE(premiere);
  EXPECT_TRUE(slot);
}

// "with two episodes at 10 p.m. ET/PT; the other six follow on Tuesdays through Oct. 21": the
// rest of a limited series' run is its slot.
TEST(AiringTest, TheOtherSixFollowOnANight) {
  auto airings = OfKind(ExtractFrom("FX Dates 'Kololo'\n\nFX will premiere the limited series \"Kololo\" on Tuesday, "
                                    "Sept. 9, with two episodes at 10 p.m. ET/PT; the other six follow on Tuesdays "
                                    "through Oct. 21.\n",
                                    "2031-08-11"),
                        FactKind::kAiring);
  bool slot = false;
  for (const Fact& f : airings) slot = slot || (f.occasion == "timeslot" && f.weekday == "Tuesday" && f.network == "FX");
  EXPECT_TRUE(slot);
}

// "Pinckaers, who spent six seasons on the Dutch police series "Maasbracht," joins a cast led
// by Zonzini. The second season premieres Jan. 12.": the premiere is the article's show's, not
// the actor's past credit's.
TEST(AiringTest, AnActorsPastCreditIsNoWorkOfTheNextSentencesPremiere) {
  auto airings = OfKind(ExtractFrom("'Champlas' Adds a Brother\n\nSjef Pink has joined the second season of HBO's "
                                    "\"Champlas\" in a recurring role.\n\nPink, who spent six seasons on the Dutch "
                                    "police series \"Maasbrug,\" joins a cast led by Ada Zon. The second season "
                                    "premieres Jan. 12.\n",
                                    "2041-11-13"),
                        FactKind::kAiring);
  ASSERT_FALSE(airings.empty());
  for (const Fact& f : airings)
    if (f.date == "2042-01-12") {
      EXPECT_EQ(f.work, "Champlas");
    }
}

// "debuts tonight at 10/9c on FX, with a second episode right behind it at 11": the second
// episode airs the same night at 11.
TEST(AiringTest, ASecondEpisodeRightBehindTheFirst) {
  auto airings = OfKind(ExtractFrom("Tonight: 'Viscan' on FX\n\nPREMIERE ALERT: \"Viscan\" debuts tonight at 10/9c on "
                                    "FX, with a second episode right behind it at 11.\n",
                                    "2041-11-06"),
                        FactKind::kAiring);
  std::vector<std::string> lines;
  for (const Fact& f : airings) lines.push_back(f.date + " " + f.time + " " + f.occasion);
  std::sort(lines.begin(), lines.end());
  EXPECT_EQ(lines, (std::vector<std::string>{"2041-11-06 22:00 series premiere", "2041-11-06 23:00 episode"}));
}

// A "Tonight" column's capsule: "GULPEN / CBS, 8 p.m." under "Best Bet Tonight" airs on the
// day the column is published.
TEST(AiringTest, ATonightCapsuleAirsOnThePublicationDay) {
  auto airings = OfKind(ExtractFrom("Best Bet Tonight: 'Gulpen'\nThe Advance\nBy Ann Writer\nSaturday, Dec. 7, 2041\n\n"
                                    "GULPEN\nCBS, 8 p.m.\n\nSeason 2, Episode 7. Thei Voss takes the brewery's books "
                                    "to the bank.\n"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].date, "2041-12-07");
  EXPECT_EQ(airings[0].weekday, "Saturday");
  EXPECT_EQ(airings[0].time, "20:00");
}

// "ended its fourth season Monday with a live finale at 9 p.m. ET" is the finale; "The cast
// reunion, taped before the finale, airs next Monday, Dec. 3, at 8/7c" is not.
TEST(AiringTest, AnAiringToldAgainstTheFinaleIsNoFinale) {
  auto airings = OfKind(ExtractFrom("'Lovelanes' Finale Recap\n\nFox's \"Lovelanes\" ended its fourth season Monday "
                                    "with a live finale at 9 p.m. ET.\n\nNext. The cast reunion, taped before the "
                                    "finale, airs next Monday, Dec. 3, at 8/7c on Fox.\n",
                                    "2040-11-27"),
                        FactKind::kAiring);
  std::map<std::string, std::string> occasion_by_date;
  for (const Fact& f : airings) occasion_by_date[f.date] = f.occasion;
  EXPECT_EQ(occasion_by_date["2040-11-26"], "season finale");
  ASSERT_EQ(occasion_by_date.count("2040-12-03"), 1u);
  EXPECT_EQ(occasion_by_date["2040-12-03"].find("finale"), std::string::npos) << occasion_by_date["2040-12-03"];
}

// "The comedy "Koudmo," normally on Wednesdays at 9/8c, takes the week off and returns
// Wednesday, Oct. 24": the break and the return are one clause (after a slot), the return
// the next episode, no premiere.
TEST(AiringTest, TakesTheWeekOffAndReturnsIsOneClause) {
  auto airings = OfKind(ExtractFrom("Playoffs Bump Fox\n\nThe comedy \"Koudmo,\" normally on Wednesdays at 9/8c, takes "
                                    "the week off and returns Wednesday, Oct. 24.\n",
                                    "2040-10-16"),
                        FactKind::kAiring);
  bool dated = false;
  for (const Fact& f : airings)
    if (f.date == "2040-10-24") {
      dated = true;
      EXPECT_EQ(f.occasion, "episode");
    }
  EXPECT_TRUE(dated);
}

// "ABC will air "Deadfall: Live From the Fillmore," a concert special, on Friday, Nov. 20, at
// 8/7c, three days after the season finale on Tuesday, Nov. 17. The series airs Tuesdays at
// 9/8c.": the finale is an airing of its own, and it and the slot are the show's, not the
// special's.
TEST(AiringTest, AFinaleToldAfterASpecialIsTheParentShows) {
  auto airings = OfKind(ExtractFrom("'Deadfall' Goes Live\n\nABC renewed the drama \"Deadfall.\" ABC will air "
                                    "\"Deadfall: Live From the Fillmore,\" an hourlong concert special, on Friday, "
                                    "Nov. 20, at 8/7c, three days after the season finale on Tuesday, Nov. 17. The "
                                    "series airs Tuesdays at 9/8c.\n",
                                    "2043-11-10"),
                        FactKind::kAiring);
  std::vector<std::string> lines;
  for (const Fact& f : airings) lines.push_back(f.work + "/" + f.occasion + "/" + f.date);
  std::sort(lines.begin(), lines.end());
  EXPECT_EQ(lines, (std::vector<std::string>{"Deadfall/season finale/2043-11-17", "Deadfall/timeslot/",
                                             "Deadfall: Live From the Fillmore/episode/2043-11-20"}));
}

// An obituary's "X, who created the CBS family drama "Moko Jumb," died on Sunday at her home"
// tells no airing.
TEST(AiringTest, ADayOfDeathIsNoAiring) {
  auto airings = OfKind(ExtractFrom("Iphigenia Caneg Dies at 78\n\nIphigenia Caneg, a television writer who created "
                                    "the CBS family drama \"Moko Jumb,\" died on Sunday at her home in Pasadena.\n",
                                    "2041-02-19"),
                        FactKind::kAiring);
  for (const Fact& f : airings) EXPECT_TRUE(f.date.empty()) << f.date << " " << f.occasion;
}

// A business story about Hulu's "Telkep" and NBC's "Anegal": '"Anegal," a police drama, is the
// steadier business. It returns for its fourth season on Thursday, Jan. 10, at 10/9c.' is
// NBC's Anegal (its paragraph names no network, so the work read before is surer than the
// article's network); "agreed on Tuesday to buy" the studio is no airing.
TEST(AiringTest, AReturnInABusinessStoryKeepsItsWorkAndADealDayIsNoAiring) {
  auto airings = OfKind(
      ExtractFrom("Bascom Media to Buy Flatt Road Pictures\n\nBascom Media agreed on Tuesday to buy Flatt Road Pictures, "
                  "the studio that makes Hulu's \"Telkep\" and NBC's \"Anegal,\" for $2.1 billion.\n\nThe prize is "
                  "\"Telkep,\" a family drama on Hulu.\n\n\"Anegal,\" a police drama set in the British Virgin "
                  "Islands, is the steadier business. It returns for its fourth season on Thursday, Jan. 10, at "
                  "10/9c.\n",
                  "2040-11-14"),
      FactKind::kAiring);
  bool returns = false;
  for (const Fact& f : airings) {
    EXPECT_NE(f.weekday, "Tuesday") << f.work;
    if (f.date == "2041-01-10") {
      returns = true;
      EXPECT_EQ(f.work, "Anegal");
      EXPECT_EQ(f.network, "NBC");
    }
  }
  EXPECT_TRUE(returns);
}

// Text copied from the web: "runs 9\u201311 p.m." (an en dash's range starts at its first hour),
// and a title in asterisks for italics, "*Ahiska* airs Tuesdays at 10/9c on NBC".
TEST(AiringTest, AnEnDashRangeAndATitleInAsterisks) {
  auto airings = OfKind(ExtractFrom("AMC Dates 'Sonderhav'\n\nAMC will premiere \u201cSonderhav\u201d on Sunday, "
                                    "March 13, with a two-hour opener that runs 9\u201311 p.m. ET/PT.\n\nSpoilers "
                                    "for Tuesday\u2019s episode of *Ahiska*, the sixth of its third season, follow. "
                                    "*Ahiska* airs Tuesdays at 10/9c on NBC.\n",
                                    "2044-03-02"),
                        FactKind::kAiring);
  bool premiere = false, slot = false;
  for (const Fact& f : airings) {
    if (f.work == "Sonderhav" && f.date == "2044-03-13") {
      premiere = true;
      EXPECT_EQ(f.time, "21:00");
    }
    if (f.work == "Ahiska" && f.occasion == "timeslot") {
      slot = true;
      EXPECT_EQ(f.time, "22:00");
      EXPECT_EQ(f.network, "NBC");
    }
  }
  EXPECT_TRUE(premiere);
  EXPECT_TRUE(slot);
}

// FX's drama: "After that it airs Tuesdays at 10/9c, one episode a week, and each episode
// streams on Hulu the next day": the slot is FX's; the service a day later is a second home.
TEST(AiringTest, AServiceTheNextDayIsNoSlotsNetwork) {
  auto airings = OfKind(ExtractFrom("FX Ends 'Kerman'\n\nFX's \"Kerman\" will end with its fourth season this fall.\n\n"
                                    "The final season premieres Tuesday, Sept. 13, at 10/9c. After that it airs Tuesdays "
                                    "at 10/9c, one episode a week, and each episode streams on Hulu the next day.\n",
                                    "2044-06-07"),
                        FactKind::kAiring);
  bool slot = false;
  for (const Fact& f : airings)
    if (f.occasion == "timeslot") {
      slot = true;
      EXPECT_EQ(f.network, "FX");
    }
  EXPECT_TRUE(slot);
}

// A reader's mailbag: "NBC moved it ... The next new episode is this Friday, Oct. 7.": a
// copula between the episode and its day states the airing.
TEST(AiringTest, TheNextEpisodeIsThisFriday) {
  auto airings = OfKind(ExtractFrom("Ask the TV Desk\n\nNBC moved it. \"Egmont\" aired Sundays at 9/8c through "
                                    "September, and it is now on Fridays at 8/7c. The next new episode is this Friday, "
                                    "Oct. 7.\n",
                                    "2044-10-03"),
                        FactKind::kAiring);
  bool episode = false;
  for (const Fact& f : airings)
    if (f.date == "2044-10-07") {
      episode = true;
      EXPECT_EQ(f.work, "Egmont");
    }
  EXPECT_TRUE(episode);
}

// 'For the first season of "Klezse," she wrote about her village. For the second \u2014 all eight
// episodes arrive on Hulu on Friday, Feb. 12 \u2014 she wrote ...': the ordinal is the season.
TEST(AiringTest, ForTheSecondIsTheSecondSeason) {
  auto airings = OfKind(ExtractFrom("Klezse Returns\n\nFor the first season of \u201cKlezse,\u201d Bora Nyis wrote about "
                                    "the village she grew up in. For the second \u2014 all eight episodes arrive on Hulu "
                                    "on Friday, Feb. 12 \u2014 she wrote about the people who leave it.\n",
                                    "2044-02-08"),
                        FactKind::kAiring);
  bool drop = false;
  for (const Fact& f : airings)
    if (f.date == "2044-02-12") {
      drop = true;
      EXPECT_EQ(f.season, 2);
    }
  EXPECT_TRUE(drop);
}

// A recap of "the sixth of its third season", whose later paragraph says a character has
// done the books "since Season 1": a start long past does not make the article's season.
TEST(AiringTest, SinceSeasonOneIsNoArticlesSeason) {
  auto airings = OfKind(ExtractFrom("Ahiska Recap\n\nSpoilers for Tuesday's episode of \"Ahiska,\" the sixth of its third "
                                    "season, follow.\n\nTuesday's episode, written by Kirs Carst, is the one where the "
                                    "walls finally move.\n\nZulfiye, the bookkeeper who has done the family's taxes since "
                                    "Season 1, is at the door.\n",
                                    "2044-03-02"),
                        FactKind::kAiring);
  bool episode = false;
  for (const Fact& f : airings)
    if (f.date == "2044-03-01") {
      episode = true;
      EXPECT_EQ(f.season, 3);
    }
  EXPECT_TRUE(episode);
}

// A Pacific column: "drops Wednesday at midnight (3 a.m. ET)", "on Tuesday at 5 p.m. (8 p.m.
// ET)": the Eastern hour in brackets after the local one is the moment the schema writes.
TEST(AiringTest, TheEasternHourInBracketsAfterALocalOne) {
  auto airings = OfKind(ExtractFrom("Weekend Watch\n\nNetflix's thriller \"Phja Oac\" drops Wednesday at midnight (3 a.m. "
                                    "ET).\n\n\"The Elagos\" (CBS) tries a live episode on Tuesday at 5 p.m. (8 p.m. ET).\n",
                                    "2044-04-10"),
                        FactKind::kAiring);
  int seen = 0;
  for (const Fact& f : airings) {
    if (f.work == "Phja Oac" && f.date == "2044-04-13") {
      ++seen;
      EXPECT_EQ(f.time, "03:00");
      EXPECT_EQ(f.timezone, "ET");
    }
    if (f.work == "The Elagos" && f.date == "2044-04-12") {
      ++seen;
      EXPECT_EQ(f.time, "20:00");
    }
  }
  EXPECT_EQ(seen, 2);
}

// Broadcasters of Turkish, Philippine and Mexican dramas: "on Kanal D on Tuesdays at 8 p.m."
// is the channel's own clock (no US zone); "Estrella TV" is a US network.
TEST(AiringTest, TurkishPhilippineAndMexicanBroadcasters) {
  auto airings = OfKind(ExtractFrom("Dizi Heads West\n\n\"Kacak\" airs on Kanal D on Tuesdays at 8 p.m. in Istanbul. "
                                    "\"Muscovado\" airs weeknights at 8 p.m. on Kapamilya Channel. \"Hijas\" premieres "
                                    "on Estrella TV on Monday, April 24, at 8/7c.\n",
                                    "2045-04-20"),
                        FactKind::kAiring);
  std::set<std::string> networks;
  for (const Fact& f : airings) {
    networks.insert(f.network);
    if (f.network == "Kanal D") {
      EXPECT_TRUE(f.timezone.empty());
    }
  }
  EXPECT_TRUE(networks.count("Kanal D"));
  EXPECT_TRUE(networks.count("Kapamilya Channel"));
  EXPECT_TRUE(networks.count("Estrella TV"));
}

// '"Hijas," the TV Azteca telenovela, comes to US television on Monday, April 24, when Estrella TV
// begins airing it weeknights at 8/7c': the network that airs it, as its verb's subject, over the
// network of origin.
TEST(AiringTest, TheNetworkThatBeginsAiringItOverTheOrigin) {
  auto airings = OfKind(ExtractFrom("Estrella Picks Up 'Hijas'\n\n\"Hijas del Volcan,\" the TV Azteca telenovela about "
                                    "three sisters, comes to US television on Monday, April 24, when Estrella TV begins "
                                    "airing it weeknights at 8/7c.\n",
                                    "2045-04-20"),
                        FactKind::kAiring);
  bool premiere = false;
  for (const Fact& f : airings)
    if (f.date == "2045-04-24") {
      premiere = true;
      EXPECT_EQ(f.network, "Estrella TV");
    }
  EXPECT_TRUE(premiere);
}

// A network's synopses: 'EPISODE 7: "Bareboat Charter"' over "Sunday, Nov. 12, 9/8c" dates an
// episode of the article's series.
TEST(AiringTest, ASynopsisBlocksDatedEpisodeLines) {
  auto airings = OfKind(ExtractFrom("Five Cays Synopses\n\nFox has sent out titles for the next episodes of \"Five "
                                    "Cays.\" The show airs Sundays at 9/8c on Fox.\n\nEPISODE 7: \"Bareboat Charter\"\n"
                                    "Sunday, Nov. 12, 9/8c\n\nThe charter captain reports his boat stolen.\n\nEPISODE 8: "
                                    "\"Short Lobster\"\nSunday, Nov. 19, 9/8c\n\nA friend goes missing.\n",
                                    "2045-11-02"),
                        FactKind::kAiring);
  std::set<std::string> dates;
  for (const Fact& f : airings)
    if (f.work == "Five Cays" && f.time == "21:00") dates.insert(f.date);
  EXPECT_TRUE(dates.count("2045-11-12"));
  EXPECT_TRUE(dates.count("2045-11-19"));
}

// "its second season moves to Sundays at 7/6c, starting Sunday, July 7" is the second
// season's premiere; '"Puddleport" joins ABC's Saturday-morning block on Saturday, Oct. 1' a
// new show's.
TEST(AiringTest, ASeasonThatMovesAndAShowThatJoinsABlockPremiere) {
  auto moved = OfKind(ExtractFrom("ABC Moves Its Spinoff\n\n\"Tidebuilt\" returns Sundays at 8/7c on ABC. ABC is also "
                                  "moving the show's spinoff. \"Tidebuilt Juniors,\" the kids' version, aired Thursdays "
                                  "at 8/7c last summer; its second season moves to Sundays at 7/6c, starting Sunday, "
                                  "July 7.\n",
                                  "2041-06-20"),
                      FactKind::kAiring);
  auto joined = OfKind(ExtractFrom("Family Screen\n\n\"Puddleport,\" a cartoon for children, joins ABC's Saturday-morning "
                                   "block on Saturday, Oct. 1, at 9 a.m. Eastern.\n",
                                   "2044-09-25"),
                       FactKind::kAiring);
  std::string juniors, puddleport;
  for (const Fact& f : moved)
    if (f.date == "2041-07-07") juniors = f.occasion;
  for (const Fact& f : joined)
    if (f.date == "2044-10-01") puddleport = f.occasion;
  EXPECT_EQ(juniors, "season premiere");
  EXPECT_EQ(puddleport, "series premiere");
}

// "BBC One has set Sunday, Oct. 4, for the second series of X": the set date of a numbered
// British series is its premiere; "..., the BBC said on Tuesday" gives the news's day, no
// airing.
TEST(AiringTest, DateSetForTheSecondSeriesAndTheDayItWasSaid) {
  auto airings = OfKind(ExtractFrom("Kilnhope Sets Return\n\nScreen Notes\n\n"
                                    "BBC One has set Sunday, Oct. 4, for the second series of \"Kilnhope,\" its "
                                    "fishing drama, with the first of six new episodes at 9pm. The series will then "
                                    "air Sundays at 9pm, the BBC said on Tuesday.\n",
                                    "2026-09-01"),
                        FactKind::kAiring);
  bool premiere = false;
  for (const Fact& a : airings) {
    EXPECT_NE(a.weekday, "Tuesday") << a.date;
    if (a.date == "2026-10-04") {
      EXPECT_EQ(a.occasion, "season premiere");
      premiere = true;
    }
  }
  EXPECT_TRUE(premiere);
}

// "Spoilers for Tuesday's third-season finale ... follow", in a recap: a described finale's
// day is the one behind the publication date.
TEST(AiringTest, DescribedFinaleOfAPastDayInARecap) {
  auto airings = OfKind(ExtractFrom("'Kilnhope' Season 3 Finale Recap: A Wedding\n\nRecapper\n\n"
                                    "Spoilers for Tuesday's third-season finale of ABC's \"Kilnhope\" follow. The "
                                    "family finally blew itself up at the wedding, and the episode ended on a grave.\n",
                                    "2026-05-20"),
                        FactKind::kAiring);
  bool dated = false;
  for (const Fact& a : airings)
    if (a.occasion == "season finale") {
      EXPECT_EQ(a.date, "2026-05-19");
      dated = a.date == "2026-05-19";
    }
  EXPECT_TRUE(dated);
}

// "renewed for a third season, which will premiere in the fall": a premiere ahead at a time
// of year is an airing with no date; one the article dates later is that dated one; a
// title in a credit's brackets is no work of the next sentence's debut.
TEST(AiringTest, PremiereAheadAtATimeOfYear) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                    "NBC has renewed \"Kilnhope\" for a third season, which will premiere in "
                                    "the fall.\n",
                                    "2026-05-20"),
                        FactKind::kAiring);
  ASSERT_EQ(airings.size(), 1u);
  EXPECT_EQ(airings[0].work, "Kilnhope");
  EXPECT_EQ(airings[0].occasion, "season premiere");
  EXPECT_EQ(airings[0].season.value_or(0), 3);
  EXPECT_TRUE(airings[0].date.empty());
  auto dated = OfKind(ExtractFrom(std::string(kHead) +
                                      "ITV has confirmed that \"Kilnhope\" will return for a third series next "
                                      "spring. Series three begins on ITV1 on Sunday, April 11, 2027, at 9pm.\n",
                                      "2026-11-20"),
                      FactKind::kAiring);
  for (const Fact& a : dated) EXPECT_FALSE(a.date.empty()) << a.occasion;
  auto credit = OfKind(ExtractFrom(std::string(kHead) +
                                       "Ada Roe executive produces alongside showrunner Priya Castellanos (Hulu's "
                                       "\"The Understudy Room\"). The series is expected to debut on Netflix in "
                                       "2026.\n",
                                       "2025-03-02"),
                       FactKind::kAiring);
  for (const Fact& a : credit) EXPECT_NE(a.work, "The Understudy Room");
}

// '"Tassa," a six-part docuseries, arrives on Hulu on Wednesday, Oct. 3': a new show's first
// night is its premiere ("a new episode arrives" is none); and 'Friday, Jan. 9: "Kawsay," first
// three episodes. The new drama arrives at 12 a.m. PT': one premiere, dated and timed.
TEST(AiringTest, NewShowArrivesIsItsPremiere) {
  auto airings = OfKind(ExtractFrom(std::string(kHead) +
                                    "\"Tassa,\" a six-part docuseries about the band, arrives on Hulu on Wednesday, "
                                    "Oct. 3. A new episode of \"Kilnhope\" arrives on Hulu on Thursday, Oct. 4.\n",
                                    "2040-10-01"),
                        FactKind::kAiring);
  for (const Fact& a : airings) {
    if (a.work == "Tassa") {
      EXPECT_EQ(a.occasion, "series premiere");
    }
    if (a.work == "Kilnhope") {
      EXPECT_EQ(a.occasion, "episode");
    }
  }
  auto calendar = OfKind(ExtractFrom(std::string(kHead) +
                                     "Prime Video calendar:\n\nFriday, Jan. 9: \"Kawsay,\" first three episodes, "
                                     "then one a week on Fridays. The new drama arrives at 12 a.m. PT.\n",
                                     "2037-01-02"),
                         FactKind::kAiring);
  int premieres = 0;
  for (const Fact& a : calendar)
    if (a.occasion == "series premiere") {
      ++premieres;
      EXPECT_EQ(a.date, "2037-01-09");
      EXPECT_FALSE(a.time.empty());
    }
  EXPECT_EQ(premieres, 1);
}

// A mailbag: 'Where did "Cold Harbor" go?' over an answer that says "the thriller returns Monday,
// Feb. 23, at 10/9c": the question's work is the answer's.
TEST(AiringTest, ReadersQuestionNamesTheAnswersWork) {
  auto airings = OfKind(ExtractFrom("Ask the Scoop Desk: a 'Ladder Nine' Brother and Where 'Cold Harbor' Went\n\n"
                                    "Scoopline\n\n"
                                    "Will we see more of Bridgie's brother on \"Ladder Nine\"?\n\n"
                                    "You will. \"Ladder Nine\" airs Thursdays at 9/8c on CBS.\n\n"
                                    "Where did \"Cold Harbor\" go?\n\n"
                                    "Blame Milan. NBC has handed its prime time to the Winter Olympics, and the thriller "
                                    "returns Monday, Feb. 23, at 10/9c.\n",
                                    "2026-02-17"),
                        FactKind::kAiring);
  bool cold_spring = false;
  for (const Fact& a : airings) {
    if (a.date == "2026-02-23") {
      EXPECT_EQ(a.work, "Cold Harbor");
      cold_spring = a.work == "Cold Harbor";
    }
  }
  EXPECT_TRUE(cold_spring);
  // (A long answer whose last sentences name no title: still the question's work.)
  auto long_answer = OfKind(ExtractFrom("Ask the Scoop Desk: 'Tylerton' Exes and a 'Ladder Nine' Brother\n\nScoopline\n\n"
                                        "Will we see more of Bridgie's brother on \"Ladder Nine\"?\n\n"
                                        "You will. \"Ladder Nine\" airs Thursdays at 9/8c on CBS.\n\n"
                                        "Is there any hope for Dellie and Lanny on \"Tylerton\"? Two seasons of them not "
                                        "speaking is a lot.\n\n"
                                        "Hope, yes. Speed, no. The two were divorced before the pilot. They share a dock. "
                                        "They do not speak. The showrunner says the finale will change that. The ABC "
                                        "drama returns from its winter break Tuesday, March 3, at 10/9c.\n",
                                        "2026-02-17"),
                            FactKind::kAiring);
  bool tylerton = false;
  for (const Fact& a : long_answer)
    if (a.date == "2026-03-03") tylerton = a.work == "Tylerton";
  EXPECT_TRUE(tylerton);
}

// A premiere told as a network's news ('Hulu said Monday that "X" will premiere ...') and
// the weekly run after it in the forms streamers write ("the other six will follow on
// Wednesdays", "New episodes follow every Wednesday.", "adds one episode every Friday").
TEST(AiringTest, PremiereInReportedNewsAndTheWeeklyRunAfterIt) {
  auto reported = OfKind(ExtractFrom("Hulu Dates 'Brackwater'\n\nOutlet\n\n"
                                     "Hulu said Monday that \"Brackwater\" will premiere on Wednesday, March 4, with its "
                                     "first two episodes, and that the other six will follow on Wednesdays through April 15.\n",
                                     "2026-03-02"),
                         FactKind::kAiring);
  bool premiere = false, slot = false;
  for (const Fact& a : reported) {
    if (a.date == "2026-03-04") premiere = a.work == "Brackwater" && a.occasion == "series premiere";
    if (a.occasion == "timeslot") slot = a.work == "Brackwater" && a.weekday == "Wednesday";
  }
  EXPECT_TRUE(premiere);
  EXPECT_TRUE(slot);
  // ("is set to return" on a date: the season's return, of a title quoted mid-sentence.)
  auto set_to_return = OfKind(ExtractFrom("Netflix Dates 'Brackwater'\n\nOutlet\n\nNetflix confirmed that "
                                          "\"Brackwater\" is set to return Friday, March 6.\n",
                                          "2026-03-02"),
                              FactKind::kAiring);
  ASSERT_EQ(set_to_return.size(), 1u);
  EXPECT_EQ(set_to_return[0].work, "Brackwater");
  EXPECT_EQ(set_to_return[0].occasion, "season premiere");
  EXPECT_EQ(set_to_return[0].date, "2026-03-06");
  for (const char* run : {"New episodes follow every Wednesday.", "After that, Apple adds one episode every Wednesday."}) {
    auto airings = OfKind(ExtractFrom(std::string("Apple Dates 'Lowfield'\n\nOutlet\n\n\"Lowfield\" premieres Wednesday, "
                                                  "March 4, on Apple TV+. ") +
                                          run + "\n",
                                      "2026-03-02"),
                          FactKind::kAiring);
    bool weekly = false;
    for (const Fact& a : airings)
      if (a.occasion == "timeslot") weekly = a.work == "Lowfield" && a.weekday == "Wednesday" && a.network == "Apple TV+";
    EXPECT_TRUE(weekly) << run;
  }
}

// "In last Tuesday's episode", "at the end of Sunday's second episode": the episode of a
// day is an airing whatever the verb, dated from the date line; "next Tuesday's" looks ahead.
TEST(AiringTest, ADaysEpisodeIsDatedFromTheDateLine) {
  auto airings = OfKind(ExtractFrom("Recap: 'Brackwater'\n\nOutlet\n\n"
                                    "In last Tuesday's episode of \"Brackwater,\" Lena found the second set of books. "
                                    "Her father dies at the end of Sunday's second episode.\n\n"
                                    "Ahead of next Tuesday's episode, the cast talked to us.\n",
                                    "2026-08-13"),
                        FactKind::kAiring);
  std::set<std::string> dates;
  for (const Fact& a : airings)
    if (a.work == "Brackwater" && a.occasion == "episode") dates.insert(a.date);
  EXPECT_TRUE(dates.count("2026-08-11"));
  EXPECT_TRUE(dates.count("2026-08-09"));
  EXPECT_TRUE(dates.count("2026-08-18"));
}

// "joined the show in Season 6 ... the show is now in its ninth": the season on the air is
// the ninth, and an undated season's episode takes it.
TEST(AiringTest, NowInItsNinthIsTheSeasonOnTheAir) {
  auto airings = OfKind(ExtractFrom("Harlan Leaves 'Brackwater'\n\nOutlet\n\n"
                                    "Vera Harlan joined \"Brackwater\" in Season 6 and leaves after four seasons; the "
                                    "show is now in its ninth.\n\n"
                                    "Her replacement makes his first appearance in next Tuesday's episode, Dec. 1.\n",
                                    "2026-11-25"),
                        FactKind::kAiring);
  bool dec1 = false;
  for (const Fact& a : airings)
    if (a.date == "2026-12-01") {
      dec1 = true;
      EXPECT_EQ(a.season.value_or(0), 9);
    }
  EXPECT_TRUE(dec1);
}

// A streamer's release told around the season: "The second, which Netflix released all at
// once on Friday" (the season named in the sentence before), "the streamer adds the rest of
// the first season on Friday", "will start the second on Monday"; '"Yayla" adds Mara Quint'
// is a casting trade's title. ("The trailer, which Netflix released" is no airing.)
TEST(AiringTest, ReleasesAndStartsToldAroundTheSeason) {
  auto released = OfKind(ExtractFrom("Review: 'Late City'\n\nOutlet\n\nThe first season of Netflix's drama "
                                     "\"Late City\" was a procedural. The second, which Netflix released all at once on "
                                     "Friday, Oct. 9, is harder and better. The trailer for the third, which Netflix "
                                     "released on Thursday, Oct. 8, is long.\n",
                                     "2026-10-12"),
                         FactKind::kAiring);
  ASSERT_EQ(released.size(), 1u);
  EXPECT_EQ(released[0].date, "2026-10-09");
  EXPECT_EQ(released[0].season.value_or(0), 2);
  auto added = OfKind(ExtractFrom("Netflix Picks Up 'Yayla'\n\nOutlet\n\nNetflix's recut of \"Yayla\" runs 24 "
                                  "episodes, and the streamer adds the rest of the first season on Friday, Oct. 2.\n",
                                  "2026-09-21"),
                      FactKind::kAiring);
  ASSERT_EQ(added.size(), 1u);
  EXPECT_EQ(added[0].date, "2026-10-02");
  EXPECT_EQ(added[0].network, "Netflix");
  auto started = OfKind(ExtractFrom("The CW Dates 'Selkirk Avenue'\n\nOutlet\n\nIn the US, The CW, which aired the "
                                    "first season of \"Selkirk Avenue\" last summer, will start the second on Monday, "
                                    "Jan. 11, at 8/7c.\n",
                                    "2026-09-21"),
                        FactKind::kAiring);
  ASSERT_EQ(started.size(), 1u);
  EXPECT_EQ(started[0].season.value_or(0), 2);
  auto cast_news = OfKind(ExtractFrom("'Yayla' Adds Mara Quint\n\nOutlet\n\n\"Yayla\" adds Mara Quint to its second "
                                      "season, which premieres Friday, Oct. 2.\n",
                                      "2026-09-21"),
                          FactKind::kAiring);
  ASSERT_EQ(cast_news.size(), 1u);
  EXPECT_EQ(cast_news[0].work, "Yayla");
  EXPECT_EQ(cast_news[0].occasion, "season premiere");
}

// A network whose name is also a word ("Peacock") is the network wherever the article names it
// plainly elsewhere ("... on Peacock"): "Peacock has built its summer around X, which premieres
// ..." airs on Peacock. Not "for people without Peacock"; "made the change on Monday" is news.
TEST(AiringTest, AWordNamedNetworkTheArticleNamesPlainlyElsewhere) {
  auto airings = OfKind(ExtractFrom("A Summer of 'Little Canada'\n\nOutlet\n\n"
                                    "For people without Peacock, NBC will air the first episode of \"Little Canada\" on "
                                    "Saturday, June 6, at 8 p.m.\n\n"
                                    "Peacock has built its summer around the show, which premieres Thursday, June 4.\n\n"
                                    "Peacock made the change on Monday. The first season is streaming on Peacock.\n",
                                    "2026-05-14"),
                        FactKind::kAiring);
  bool premiere = false, nbc = false;
  for (const Fact& a : airings) {
    if (a.date == "2026-06-04") premiere = a.network == "Peacock";
    if (a.date == "2026-06-06") nbc = a.network == "NBC";
    EXPECT_NE(a.date, "2026-05-11") << "the day of the change is news";
  }
  EXPECT_TRUE(premiere);
  EXPECT_TRUE(nbc);
  // (Named nowhere plainly: the word stays a word.)
  auto unnamed = OfKind(ExtractFrom("Summer\n\nOutlet\n\nPeacock has built its summer around \"Little Canada,\" "
                                    "which premieres Thursday, June 4.\n",
                                    "2026-05-14"),
                        FactKind::kAiring);
  for (const Fact& a : unnamed) EXPECT_TRUE(a.network.empty()) << a.network;
}

// A station's guide: a plural night alone on a line ("SUNDAYS") over an entry line with two
// zones, a quoted title and prose after it in the same paragraph is that night's slot; a
// screening of the premiere at the library is no airing.
TEST(AiringTest, AGuidesPluralNightOverAnEntryWithProse) {
  auto airings = OfKind(ExtractFrom("On Ridgeline PBS in March: 'Rue de Lappe' Returns\n\nOutlet\n\n"
                                    "Times below are given Eastern first, then Central.\n\n"
                                    "SUNDAYS\n9 p.m. ET / 8 p.m. CT -- \"Rue de Lappe\" (Masterpiece). The British drama "
                                    "opens its second season Sunday, March 1, on PBS.\n\n"
                                    "ALSO THIS MONTH\nWe will preview the \"Rue de Lappe\" premiere at the Crossville "
                                    "library on Tuesday, Feb. 24, at 6 p.m. CT.\n",
                                    "2026-02-20"),
                        FactKind::kAiring);
  bool slot = false;
  for (const Fact& a : airings) {
    if (a.occasion == "timeslot" && a.weekday == "Sunday") slot = a.time == "21:00" && a.timezone == "ET";
    EXPECT_NE(a.date, "2026-02-24") << "a screening at the library";
  }
  EXPECT_TRUE(slot);
}

// "did its second-season live episode Thursday at 8:30 p.m. ET" is behind the Friday date
// line; "CBS gives Tuesday's anniversary episode a full hour" under a Monday date line is ahead.
TEST(AiringTest, ADoneEpisodeIsBehindAndANetworksPlanAhead) {
  auto done = OfKind(ExtractFrom("'Second Rise' Goes Live\n\nOutlet\n\nCBS's multi-camera comedy \"Second Rise\" did "
                                 "its second-season live episode Thursday at 8:30 p.m. ET.\n",
                                 "2026-02-27"),
                     FactKind::kAiring);
  bool thursday = false;
  for (const Fact& a : done) thursday = thursday || a.date == "2026-02-26";
  EXPECT_TRUE(thursday);
  auto plan = OfKind(ExtractFrom("A 'Harvest Ridge' Quiz\n\nOutlet\n\nCBS gives Tuesday's anniversary episode of "
                                 "\"Harvest Ridge\" a full hour.\n",
                                 "2026-03-23"),
                     FactKind::kAiring);
  for (const Fact& a : plan) EXPECT_NE(a.date, "2026-03-17");
}

}  // namespace showgraph
