// A "what to watch" roundup: day headings, listing entries that open with the title and
// the network in brackets, several shows per article. Every sentence here is invented
// for the test.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "extract_test_util.h"
#include "showgraph/extractor.h"
#include "showgraph/reader.h"

namespace showgraph {
namespace {

using testing::CastOf;
using testing::ExtractFrom;
using testing::HasCast;

const char* kRoundup =
    "Your Week on the Couch: Farewells and First Dates\n"
    "\n"
    "Remote Patrol\n"
    "By Ines Valcourt\n"
    "March 6, 2026\n"
    "\n"
    "Spring is here, and so is a crowded week of television. Here is what to watch.\n"
    "\n"
    "SUNDAY, MARCH 8\n"
    "\n"
    "Harrow Point, Season 3 (AMC). The Maine-set fishing drama is back. It returns at 9 p.m. ET on AMC with "
    "a storm episode.\n"
    "\n"
    "TUESDAY, MARCH 10\n"
    "\n"
    "Dawlish\u2019s Folly, series finale (PBS). Four seasons in, the garden mystery closes its doors at 8/7c. "
    "Its creator, Benedikt Sorensen-Achterberg, wrote the last episode himself, and museum director Winifred "
    "Ashby (Coral Nakashima-Reyes) finally solves the case of the missing sundial.\n"
    "\n"
    "THURSDAY, MARCH 12\n"
    "\n"
    "Tollgate Nine and Lantern Alley (Showtime). Showtime ends the first season of Tollgate Nine at 10 p.m. "
    "ET, and starts its new comedy Lantern Alley right after at 10:30 p.m.\n"
    "\n"
    "Brightwater Clinic (NBC). NBC\u2019s hospital drama moves to Thursdays at 9 p.m., handing its old Monday "
    "hour to a singing contest.\n";

std::vector<Fact> Extract() {
  auto doc = DocumentFromBuffer("roundup.txt", kRoundup, InputFormat::kText);
  EXPECT_TRUE(doc.ok()) << doc.status().ToString();
  return Extractor().Extract(doc.value());
}

std::vector<std::string> WorkNames(const std::vector<Fact>& facts) {
  std::vector<std::string> out;
  for (const auto& f : facts)
    if (f.kind == FactKind::kWork) out.push_back(f.name);
  std::sort(out.begin(), out.end());
  return out;
}

const Fact* AiringOf(const std::vector<Fact>& facts, const std::string& work, const std::string& occasion) {
  for (const auto& f : facts)
    if (f.kind == FactKind::kAiring && f.work == work && f.occasion == occasion) return &f;
  return nullptr;
}

int AiringCount(const std::vector<Fact>& facts, const std::string& work) {
  return static_cast<int>(std::count_if(facts.begin(), facts.end(), [&](const Fact& f) {
    return f.kind == FactKind::kAiring && f.work == work;
  }));
}

TEST(RoundupTest, EachListingLeadNamesItsWorks) {
  // Two titles of one entry split at "and"; an inner possessive stays in the title; the
  // "Maine-set" adjective is no title.
  EXPECT_EQ(WorkNames(Extract()),
            (std::vector<std::string>{"Brightwater Clinic", "Dawlish\u2019s Folly", "Harrow Point", "Lantern Alley",
                                      "Tollgate Nine"}));
}

TEST(RoundupTest, ADayHeadingDatesTheEntryAndTheLeadGivesSeasonAndOccasion) {
  auto facts = Extract();
  const Fact* harrow = AiringOf(facts, "Harrow Point", "season premiere");
  ASSERT_NE(harrow, nullptr);
  EXPECT_EQ(harrow->network, "AMC");
  EXPECT_EQ(harrow->weekday, "Sunday");
  EXPECT_EQ(harrow->date, "2026-03-08");
  EXPECT_EQ(harrow->time, "21:00");
  ASSERT_TRUE(harrow->season.has_value());
  EXPECT_EQ(*harrow->season, 3);

  // "series finale" is said only in the lead; the time only in the sentence after it.
  const Fact* folly = AiringOf(facts, "Dawlish\u2019s Folly", "series finale");
  ASSERT_NE(folly, nullptr);
  EXPECT_EQ(folly->network, "PBS");
  EXPECT_EQ(folly->date, "2026-03-10");
  EXPECT_EQ(folly->weekday, "Tuesday");
  EXPECT_EQ(folly->time, "20:00");
}

TEST(RoundupTest, TwoShowsOfOneEntryEachAirTheHeadingsDay) {
  auto facts = Extract();
  const Fact* finale = AiringOf(facts, "Tollgate Nine", "season finale");
  ASSERT_NE(finale, nullptr);
  EXPECT_EQ(finale->date, "2026-03-12");
  EXPECT_EQ(finale->time, "22:00");
  const Fact* premiere = AiringOf(facts, "Lantern Alley", "series premiere");
  ASSERT_NE(premiere, nullptr);
  EXPECT_EQ(premiere->network, "Showtime");
  EXPECT_EQ(premiere->date, "2026-03-12");
  EXPECT_EQ(premiere->time, "22:30");
}

TEST(RoundupTest, ANewSlotIsASlotAndTheOldOneIsNoAiring) {
  auto facts = Extract();
  const Fact* slot = AiringOf(facts, "Brightwater Clinic", "timeslot");
  ASSERT_NE(slot, nullptr);
  EXPECT_EQ(slot->weekday, "Thursday");
  EXPECT_EQ(slot->time, "21:00");
  EXPECT_EQ(slot->date, "");  // a recurring slot has no date, heading or not
  EXPECT_EQ(AiringCount(facts, "Brightwater Clinic"), 1);
}

TEST(RoundupTest, ACharactersJobIsNoCrewAndARolesAppositionIs) {
  auto facts = Extract();
  bool creator = false, director = false;
  for (const auto& f : facts) {
    if (f.kind != FactKind::kCrew) continue;
    creator = creator || (f.person == "Benedikt Sorensen-Achterberg" && f.role == "creator");
    director = director || f.role == "director";
  }
  EXPECT_TRUE(creator);
  EXPECT_FALSE(director) << "'museum director Winifred Ashby (Actor)' is a character's job";
  EXPECT_TRUE(std::any_of(facts.begin(), facts.end(), [](const Fact& f) {
    return f.kind == FactKind::kCast && f.actor == "Coral Nakashima-Reyes" && f.character == "Winifred Ashby";
  }));
}

// A Canadian schedule under quoted-title headings: the headline's "Season 3" and the
// seasons under the first heading are the first show's, not the article's; a press
// dateline's date is no airing's. Invented text.
const char* kCanadianSchedule =
    "Global and CBC Set Winter Dates: 'Hollybank' Opens Its Doors, 'Pelican Reach' Sails Into Season 3\n"
    "\n"
    "Northscreen\n"
    "By Ilse Varga\n"
    "Wednesday, Nov. 25, 2026\n"
    "\n"
    "TORONTO \u2013 Nov. 25, 2026 \u2013 CBC today announced that Pelican Reach will return Tuesday, Jan. 5, at 9 "
    "p.m. on CBC.\n"
    "\n"
    "'Pelican Reach' returns with a wedding\n"
    "\n"
    "The ferry drama has spent two seasons on the water. The second season ended with a storm, and the third "
    "season opens with a wedding.\n"
    "\n"
    "'Hollybank' brings a night-shift ER to Global\n"
    "\n"
    "Global's biggest new drama of the winter, Hollybank, premieres Thursday, Jan. 7 at 8 p.m. ET/PT on Global, with "
    "new episodes streaming the next day on Crave. Hollybank follows a trauma team.\n";

TEST(RoundupTest, SeasonsUnderAnotherShowsHeadingAndADatelineDate) {
  auto doc = DocumentFromBuffer("schedule.txt", kCanadianSchedule, InputFormat::kText);
  ASSERT_TRUE(doc.ok());
  auto facts = Extractor().Extract(doc.value());
  const Fact* reach = AiringOf(facts, "Pelican Reach", "season premiere");
  ASSERT_NE(reach, nullptr);
  EXPECT_EQ(reach->date, "2027-01-05");
  const Fact* holly = AiringOf(facts, "Hollybank", "series premiere");
  ASSERT_NE(holly, nullptr);
  EXPECT_FALSE(holly->season.has_value());
  EXPECT_EQ(holly->network, "Global");
  EXPECT_EQ(holly->date, "2027-01-07");
  EXPECT_EQ(holly->time, "20:00");
  for (const auto& f : facts) EXPECT_NE(f.date, "2026-11-25") << "the dateline is no airing: " << f.work;
}

// A midseason preview: a heading in capitals over each show's section, which ends with a
// listing line. Invented text.
const char* kPreview =
    "Midseason TV Preview: Three Shows for January\n"
    "\n"
    "Couchside\n"
    "By Ilse Varga\n"
    "Friday, Nov. 27, 2026\n"
    "\n"
    "Come January, the networks reshuffle their schedules.\n"
    "\n"
    "BRACKENMOOR\n"
    "\n"
    "ABC's best new drama of the season is a legal show set in a family kitchen.\n"
    "\n"
    "Premieres: Sunday, Jan. 10, 9/8c, ABC\n"
    "\n"
    "TOLLGATE DINER\n"
    "\n"
    "Fox's blue-collar comedy opens its third season with a wedding countdown.\n"
    "\n"
    "Returns: Thursday, Jan. 14, 8 p.m. ET, Fox (Season 3 premiere)\n";

TEST(RoundupTest, CapitalHeadingsOverListingLinesNameTheShows) {
  auto doc = DocumentFromBuffer("preview.txt", kPreview, InputFormat::kText);
  ASSERT_TRUE(doc.ok());
  auto facts = Extractor().Extract(doc.value());
  auto names = WorkNames(facts);
  EXPECT_EQ(names, (std::vector<std::string>{"Brackenmoor", "Tollgate Diner"}));
  const Fact* first = AiringOf(facts, "Brackenmoor", "series premiere");
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(first->date, "2027-01-10");  // not the year "9/8c" would make
  EXPECT_EQ(first->time, "21:00");
  const Fact* back = AiringOf(facts, "Tollgate Diner", "season premiere");
  ASSERT_NE(back, nullptr);
  EXPECT_EQ(back->season, 3);
  EXPECT_EQ(back->date, "2027-01-14");
  EXPECT_EQ(back->network, "FOX");
}

// A streaming service's month, one listing line a title: "Dec. 2: 'Title' (Season 2)".
const char* kMonthList =
    "New on Netflix in December: Three Titles to Queue Up\n"
    "\n"
    "Streamline\n"
    "By Ada Rune\n"
    "Monday, Nov. 30, 2026\n"
    "\n"
    "Netflix closes out the year with returning favorites and new arrivals.\n"
    "\n"
    "Dec. 2: 'Copper Lantern' (Season 2)\n"
    "The Welsh mining drama returns with all eight episodes. Nia Brython stars as Gwen Pryce, a union organizer.\n"
    "\n"
    "Dec. 9: 'The Salt Road' (limited series)\n"
    "A six-part thriller about a smuggling ring. Lena Strand plays customs officer Ebba Lind.\n"
    "\n"
    "Dec. 16: 'Frostbite Bakeoff' (series premiere)\n"
    "A holiday baking competition.\n";

TEST(RoundupTest, AMonthsListingLinesNameTheTitlesTheirDatesAndTheirParts) {
  auto doc = DocumentFromBuffer("month.txt", kMonthList, InputFormat::kText);
  ASSERT_TRUE(doc.ok());
  auto facts = Extractor().Extract(doc.value());
  EXPECT_EQ(WorkNames(facts), (std::vector<std::string>{"Copper Lantern", "Frostbite Bakeoff", "The Salt Road"}));
  auto dated = [&](const std::string& work) -> std::string {
    for (const auto& f : facts)
      if (f.kind == FactKind::kAiring && f.work == work && !f.date.empty()) return f.date;
    return "(none)";
  };
  EXPECT_EQ(dated("Copper Lantern"), "2026-12-02");
  EXPECT_EQ(dated("The Salt Road"), "2026-12-09");
  EXPECT_EQ(dated("Frostbite Bakeoff"), "2026-12-16");
  bool strand = false;
  for (const auto& f : facts)
    if (f.kind == FactKind::kCast && f.actor == "Lena Strand") strand = f.work == "The Salt Road";
  EXPECT_TRUE(strand) << "the part is credited to its entry's title";
}

std::vector<Fact> ExtractBuffer(const std::string& text) {
  auto doc = DocumentFromBuffer("release.txt", text, InputFormat::kText);
  EXPECT_TRUE(doc.ok()) << doc.status().ToString();
  return Extractor().Extract(doc.value());
}

// A network's press release prints its titles in capitals and its slots as ranges:
// "Tuesday, Jan. 12 (8:00-10:00 PM ET/PT) - TITLE (Two-Hour Season Premiere)". The note in
// brackets is no title; a "Time Period Premiere" is the first night in the new slot.
TEST(RoundupTest, APressReleasesCapitalTitlesAndRanges) {
  auto facts = ExtractBuffer(
      "NBC Sets Winter Dates for HOLLOWAY STATION and BRINEWOOD\nPresswire\nBy Presswire Staff\nNovember 23, 2026\n\n"
      "NBC today announced its winter schedule, led by the new medical drama HOLLOWAY STATION and the returning "
      "comedy BRINEWOOD.\n\n"
      "Tuesday, Jan. 12 (8:00-10:00 PM ET/PT) \u2013 BRINEWOOD (Two-Hour Season Premiere)\n"
      "Thursday, Jan. 14 (10:00-11:00 PM ET/PT) \u2013 HOLLOWAY STATION (Series Premiere)\n"
      "Thursday, Jan. 21 (9:00-10:00 PM ET/PT) \u2013 HOLLOWAY STATION (Time Period Premiere)\n\n"
      "After its two-hour premiere, BRINEWOOD settles into its regular Tuesday (9:00-10:00 PM ET/PT) time "
      "period on Jan. 19.\n\n"
      "BRINEWOOD stars Odile Farquharson as Marisol Teague, the mayor of a lakeside town.\n\n"
      "HOLLOWAY STATION stars Caspian Ferreira-Lund as Tobiah Strand, a rookie paramedic.\n");
  const auto works = WorkNames(facts);
  EXPECT_EQ(works, (std::vector<std::string>{"Brinewood", "Holloway Station"}));
  const Fact* brinewood = AiringOf(facts, "Brinewood", "season premiere");
  ASSERT_NE(brinewood, nullptr);
  EXPECT_EQ(brinewood->date, "2027-01-12");
  EXPECT_EQ(brinewood->time, "20:00");
  const Fact* holloway = AiringOf(facts, "Holloway Station", "series premiere");
  ASSERT_NE(holloway, nullptr);
  EXPECT_EQ(holloway->time, "22:00");
  for (const Fact& f : facts) {
    if (f.kind == FactKind::kAiring && f.date == "2027-01-21") {
      EXPECT_EQ(f.occasion, "episode");
    }
  }
  // "After its two-hour premiere, X settles into its regular Tuesday (9:00-10:00 PM ET/PT)
  // time period on Jan. 19": a slot, and that night is no premiere.
  const Fact* slot = AiringOf(facts, "Brinewood", "timeslot");
  ASSERT_NE(slot, nullptr);
  EXPECT_EQ(slot->weekday, "Tuesday");
  EXPECT_EQ(slot->time, "21:00");
  for (const Fact& f : facts) {
    if (f.kind == FactKind::kAiring && f.date == "2027-01-19") {
      EXPECT_EQ(f.occasion, "episode");
    }
  }
  // ("TITLE stars X as Y": the verb, and each paragraph is of the title that opens it.)
  const Fact* mayor = CastOf(facts, "Odile Farquharson", "Marisol Teague");
  ASSERT_NE(mayor, nullptr);
  EXPECT_EQ(mayor->work, "Brinewood");
  const Fact* medic = CastOf(facts, "Caspian Ferreira-Lund", "Tobiah Strand");
  ASSERT_NE(medic, nullptr);
  EXPECT_EQ(medic->work, "Holloway Station");
}

// A week's renewals in trade style: titles in double quotes after "the Western", after a
// network's plain possessive ("CBS' "X""), opening a sentence about a move, and in an
// apposition with a participle ("X, the six-part drama written by Y"); a paragraph that
// opens with its quoted title is about it.
TEST(RoundupTest, QuotedTitlesOfAWeeksRenewals) {
  auto facts = ExtractBuffer(
      "Renewed and Canceled This Week\nPickupdesk\nBy Lior Abramsky\nNovember 27, 2026\n\n"
      "HBO has renewed \"Dunmarrow\" for a third season. The whaling saga stars Perpetua Anstruther as Honora "
      "Kell, a captain's widow.\n\n"
      "AMC has canceled the Western \"Sagebrook\" after one season.\n\n"
      "CBS' \"Tidewick\" will end with its fourth and final season.\n\n"
      "\"Hollin Row\" is moving from ABC to Hulu.\n\n"
      "Ashcombe, the six-part drama written by Gwenllian Prothero, begins on BBC One in January.\n");
  const auto works = WorkNames(facts);
  for (const char* w : {"Dunmarrow", "Sagebrook", "Tidewick", "Hollin Row", "Ashcombe"}) {
    EXPECT_NE(std::find(works.begin(), works.end(), w), works.end()) << w;
  }
  const Fact* cast = CastOf(facts, "Perpetua Anstruther", "Honora Kell");
  ASSERT_NE(cast, nullptr);
  EXPECT_EQ(cast->work, "Dunmarrow");
}

// An episode's title in an apposition ('"Snowblind," the winter finale of the third
// season of Saltmarsh') is a work of its own kind, and its sentence's credits are the
// series'.
TEST(RoundupTest, AnEpisodesTitleIsNoTopic) {
  auto facts = ExtractBuffer(
      "'Saltmarsh' Recap: Snowed In\nRecapline\nBy Ines Paley\nNovember 25, 2026\n\n"
      "Saltmarsh, the Fox medical drama, closed its fall run on Tuesday.\n\n"
      "\"Snowblind,\" the winter finale of the third season, was written by showrunner Marisela Ocotlan and "
      "directed by Teuila Faleolo.\n");
  bool episode_other = false;
  for (const Fact& f : facts) {
    if (f.kind == FactKind::kWork && f.name == "Snowblind") episode_other = f.type == "other";
    if (f.kind == FactKind::kCrew) {
      EXPECT_EQ(f.work, "Saltmarsh") << f.person;
    }
  }
  EXPECT_TRUE(episode_other);
}

}  // namespace
// A casting roundup: "a guest spot on The CW's "Hollow Creek" as Y" is a part (a spot,
// and a network of two words before the title); "The season premieres Thursday" after
// "will recur in the third season of X" is that season's premiere, though X is not the
// article's main work.
TEST(RoundupTest, ACastingRoundupsGuestSpotAndTheSeasonTheSentenceBeforeNames) {
  auto facts = ExtractFrom(
      "Casting Roundup: Three Shows Add Players\n\nCastwire\n\n"
      "BRINEWOOD (HBO)\n\nKestrel Adeyemi-Frost has joined the second season of HBO's \"Brinewood\" as a series "
      "regular.\n\n"
      "THE SLOW THAW (Netflix)\n\nBao Castellano-Ruiz will recur in the third season of \"The Slow Thaw\" as Emeka "
      "Strode. The season premieres Thursday, Jan. 14, on Netflix.\n\n"
      "PIKE HOLLOW (The CW)\n\nTamsin Reyes-Oyelowo has booked a guest spot on The CW's \"Pike Hollow\" as Rosalind "
      "Vane, a journalist.\n",
      "2026-11-24");
  EXPECT_TRUE(HasCast(facts, "Tamsin Reyes-Oyelowo", "Rosalind Vane"));
  const Fact* premiere = nullptr;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.date == "2027-01-14") premiere = &f;
  ASSERT_NE(premiere, nullptr);
  EXPECT_EQ(premiere->work, "The Slow Thaw");
  EXPECT_EQ(premiere->occasion, "season premiere");
  EXPECT_EQ(premiere->season, std::optional<int>(3));
}

// A weekend watch list: each pick's heading line ('"Tallowmarsh," Friday, 9 p.m., Starz',
// '"Pegwell," Friday on Apple TV+') airs its title, even with the day and time before the
// network; the paragraph under it airs on that network, and its first sentence says which
// occasion and season the heading's airing is.
TEST(RoundupTest, AWatchListsPicks) {
  auto facts = ExtractFrom(
      "Weekend Watchlist: Safecrackers and Sheep\n\nCouchline\n\nThe networks are back. Here are three picks, and "
      "a word about AMC.\n\n"
      "\"Tallowmarsh,\" Friday, 9 p.m., Starz\n\n"
      "The Season 2 premiere of the best-dressed crime show on television picks up in 1926 Lyon.\n\n"
      "\"Pegwell,\" Friday on Apple TV+\n\n"
      "The week's best new show premieres Friday with two episodes, then one a week on Fridays.\n\n"
      "\"Bramblecote,\" Sunday, 8 p.m. ET/PT, PBS (Season 4 premiere)\n\n"
      "The gentlest drama on television is back.\n",
      "2027-01-07");
  const std::vector<std::string> works = WorkNames(facts);
  EXPECT_EQ(works, (std::vector<std::string>{"Bramblecote", "Pegwell", "Tallowmarsh"}));
  const Fact* tallow = AiringOf(facts, "Tallowmarsh", "season premiere");
  ASSERT_NE(tallow, nullptr);
  EXPECT_EQ(tallow->season, std::optional<int>(2));
  EXPECT_EQ(tallow->date, "2027-01-08");
  EXPECT_EQ(tallow->network, "Starz");
  const Fact* peg = AiringOf(facts, "Pegwell", "series premiere");
  ASSERT_NE(peg, nullptr);
  EXPECT_EQ(peg->network, "Apple TV+");
  const Fact* bramble = AiringOf(facts, "Bramblecote", "season premiere");
  ASSERT_NE(bramble, nullptr);
  EXPECT_EQ(bramble->network, "PBS");
  EXPECT_EQ(bramble->time, "20:00");
}

namespace {

// A network's fall dates: a season opened in so many words, and two comedies sharing one
// clause, each with its own time and, "respectively", its own season.
const char* kFallDates =
    "NBC Sets Its Fall Dates: 'Saltwick' Sails Back and 'Ferncastle' Returns\n"
    "\n"
    "Dial Tone\n"
    "By Oriane Massadou\n"
    "Tuesday, September 14, 2027\n"
    "\n"
    "NBC has set its fall calendar. First out is \"Saltwick,\" which opens its fourth season on Monday, "
    "Sept. 20, at 9/8c on NBC.\n"
    "\n"
    "Comedies \"Ferncastle\" and \"Dovecourt\" return back to back on Wednesday, Sept. 29, at 8/7c and "
    "8:30/7:30c, for their third and second seasons respectively.\n";

TEST(RoundupTest, AnOpenedSeasonAndTwoTitlesSharingAClause) {
  auto facts = testing::ExtractFrom(kFallDates);
  const std::vector<std::string> works = testing::WorkNames(facts);
  EXPECT_NE(std::find(works.begin(), works.end(), "Dovecourt"), works.end());
  const Fact* saltwick = nullptr;
  const Fact* ferncastle = nullptr;
  const Fact* dovecourt = nullptr;
  for (const Fact& f : facts) {
    if (f.kind != FactKind::kAiring) continue;
    if (f.work == "Saltwick") saltwick = &f;
    if (f.work == "Ferncastle") ferncastle = &f;
    if (f.work == "Dovecourt") dovecourt = &f;
  }
  ASSERT_NE(saltwick, nullptr);
  EXPECT_EQ(saltwick->occasion, "season premiere");
  EXPECT_EQ(saltwick->season, std::optional<int>(4));
  EXPECT_EQ(saltwick->date, "2027-09-20");
  EXPECT_EQ(saltwick->time, "21:00");
  ASSERT_NE(ferncastle, nullptr);
  ASSERT_NE(dovecourt, nullptr);
  EXPECT_EQ(ferncastle->time, "20:00");
  EXPECT_EQ(dovecourt->time, "20:30");
  EXPECT_EQ(ferncastle->date, "2027-09-29");
  EXPECT_EQ(dovecourt->date, "2027-09-29");
  EXPECT_EQ(ferncastle->season, std::optional<int>(3));
  EXPECT_EQ(dovecourt->season, std::optional<int>(2));
  EXPECT_EQ(dovecourt->occasion, "season premiere");
}

// A week's listing, a line per day in one paragraph: each line's title takes its own
// network in brackets, even one that is also a common word ("Fox").
TEST(RoundupTest, ListingLinesInOneParagraphEachWithItsNetwork) {
  auto facts = testing::ExtractFrom(
      "TV This Week: 'Lychgate Row' Says Goodbye\n\nCouchbeacon\nBy Baukje Tjeerd\nSunday, January 10, 2027\n\n"
      "Below is our guide to the week ahead.\n\nTHE WEEK AT A GLANCE\n\n"
      "Thu., Jan. 14: 8 p.m. \u2014 \"Lychgate Row\" (CBS), two-hour series finale\n"
      "Fri., Jan. 15: 8:00 PM ET \u2014 \"Cresset\" (Fox), series premiere\n\n"
      "FRIDAY. Fox's steampunk adventure \"Cresset\" keeps that Friday hour afterward.\n");
  const Fact* cresset = nullptr;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.work == "Cresset" && !f.date.empty()) cresset = &f;
  ASSERT_NE(cresset, nullptr);
  EXPECT_EQ(cresset->network, "FOX");
  EXPECT_EQ(cresset->date, "2027-01-15");
  EXPECT_EQ(cresset->time, "20:00");
  EXPECT_EQ(cresset->occasion, "series premiere");
}

// A press release's listing line gives no season; the paragraph under it does.
TEST(RoundupTest, AListingLinesSeasonFromTheParagraphUnderIt) {
  auto facts = testing::ExtractFrom(
      "NBC Announces Its Midseason Schedule\n\nNBC Communications\nNBC Press Office\nDecember 1, 2026\n\n"
      "NBC today announced its midseason schedule.\n\n"
      "MONDAY, JAN. 4\n9:00-10:00 PM ET/PT \u2013 HALYARD ACADEMY (Midseason Premiere)\n\n"
      "The naval-academy drama returns with the back half of its third season. Cadet Rona Vik (Isa Lund) learns "
      "who sank the ship.\n\n"
      "WEDNESDAY, FEB. 24\n8:00-10:00 PM ET/PT \u2013 TOPSAIL & TIDE (Two-Hour Season Finale)\n\n"
      "The seafaring drama closes its fifth season with a two-hour finale.\n");
  std::optional<int> halyard, topsail;
  for (const Fact& f : facts) {
    if (f.kind != FactKind::kAiring) continue;
    if (f.date == "2027-01-04") halyard = f.season;
    if (f.date == "2027-02-24") topsail = f.season;
  }
  EXPECT_EQ(halyard, std::optional<int>(3));
  EXPECT_EQ(topsail, std::optional<int>(5));
}

// "returns for series two ..., with every episode of the new series on iview": a British
// "new series" past the first is a season premiere.
TEST(RoundupTest, ABritishNewSeriesIsASeasonPremiere) {
  auto facts = testing::ExtractFrom(
      "Saltbush Flat Returns\n\nAntipodal\nBy Ines Warra\n2 February 2027\n\n"
      "ABC has confirmed that the outback crime drama Saltbush Flat returns for series two at 8.30pm AEDT on "
      "Sunday 14 February on ABC TV, with every episode of the new series landing on ABC iview the same night.\n");
  bool premiere = false;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.date == "2027-02-14" && f.network == "ABC") {
      EXPECT_EQ(f.occasion, "season premiere");
      EXPECT_EQ(f.season, std::optional<int>(2));
      premiere = true;
    }
  EXPECT_TRUE(premiere);
}


// "wraps the third season of its western 'Quarrel Ridge'": that season is the other
// show's, so a listing line of the headline's show without a season takes none from it.
TEST(RoundupTest, ASeasonOfAnotherShowNamedAfterOfIsNotTheArticles) {
  auto facts = testing::ExtractFrom(
      "'Pellmore' Is Back and More of the Week's Television\nSofa Ledger\nBy Runa Bexley\n"
      "Sunday, March 7, 2027\n\n"
      "Before the week begins, Starz wraps the third season of its western \"Quarrel Ridge\" tonight at 9.\n\n"
      "Mon., March 8: 10 p.m. \u2014 \"Pellmore\" (ABC), midseason premiere\n");
  bool pellmore = false;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.work == "Pellmore") {
      EXPECT_EQ(f.season, std::nullopt) << "Quarrel Ridge's season is not Pellmore's";
      pellmore = true;
    }
  EXPECT_TRUE(pellmore);
}


// In a column about several series, a sentence that names no show goes on about the one
// its paragraph named last: "Sela Maro is back as ..." after a paragraph opening about
// Brackmoor is Brackmoor's part, and so is the next paragraph's, the headline naming
// Brackmoor. A show named once, as a past credit, does not count.
TEST(RoundupTest, ASentenceWithoutATitleIsAboutTheShowItsParagraphNamedLast) {
  auto facts = testing::ExtractFrom(
      "'Tallowgate' Returns, 'Brackmoor' Comes Back, 'Quillrest' Arrives\nSofa Ledger\nBy Runa Bexley\n"
      "Sunday, March 7, 2027\n\n"
      "NBC's harbor drama \"Tallowgate\" returns Monday at 9/8c. Showrunner Ilse Varga promises a storm.\n\n"
      "Over on Hulu, all eight episodes of the second season of \"Brackmoor,\" its moody crime saga, arrive "
      "Wednesday. Sela Maro is back as the coroner Ottilie Brand. Creator Hanno Dray wrote every episode.\n\n"
      "\"We flooded the morgue set twice,\" said Pell Varno, who plays the coroner's assistant, Ines Ruck.\n\n"
      "\"Quillrest\" premieres Thursday at 10, following \"Tallowgate\". Ama Quell stars as the ferry captain "
      "Dagny Roe.\n\n"
      "\"Tallowgate\" also adds Orrin Vale, who spent four seasons on the comedy \"Pinwhistle\". Kerstin Loy "
      "plays his sister, Wenna Vale.\n");
  auto work_of = [&](FactKind kind, const std::string& person) {
    for (const Fact& f : facts)
      if (f.kind == kind && (f.actor == person || f.person == person)) return f.work;
    return std::string("(none)");
  };
  EXPECT_EQ(work_of(FactKind::kCast, "Sela Maro"), "Brackmoor");
  EXPECT_EQ(work_of(FactKind::kCrew, "Hanno Dray"), "Brackmoor");
  EXPECT_EQ(work_of(FactKind::kCrew, "Ilse Varga"), "Tallowgate");
  // (A quotation's paragraph after the one about a show the headline names.)
  EXPECT_EQ(work_of(FactKind::kCast, "Pell Varno"), "Brackmoor");
  // (The show that a sentence is about comes first; the one it follows after.)
  EXPECT_EQ(work_of(FactKind::kCast, "Ama Quell"), "Quillrest");
  EXPECT_NE(work_of(FactKind::kCast, "Kerstin Loy"), "Pinwhistle") << "a past credit named once";
  EXPECT_NE(work_of(FactKind::kCast, "Kerstin Loy"), "(none)");
}


// A column's section headings quote their titles in single marks ("'Rinse Cycle' (Fox)"):
// each heads its section, and the network in its brackets is the section's.
TEST(RoundupTest, HeadingsWithTitlesInSingleQuotationMarks) {
  auto facts = testing::ExtractFrom(
      "What to Watch\nTubewatch\nby Kop Shre\nSun., Mar. 14, 2027\n\nFour shows worth your week.\n\n"
      "'Cinderpath' (AMC)\nAMC's rural drama ends its run tonight at 9.\n\n"
      "'Rinse Cycle' (Fox)\nThe best comedy returns for its fourth season Monday, March 15, at 8:30 p.m.\n");
  bool rinse = false;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.work == "Rinse Cycle") {
      EXPECT_EQ(f.network, "FOX");
      rinse = true;
    }
  EXPECT_TRUE(rinse);
}


// An upfront roundup's headings hold a title in capitals and, in brackets, a genre and a
// season or slot rather than a network ("QUILLBANK (drama, midseason)"): each still heads
// its section, so the credits under it are that show's, not the one before.
TEST(RoundupTest, CapitalTitleHeadingsWithGenreBracketsHeadTheirSections) {
  auto facts = testing::ExtractFrom(
      "CBS Upfront: 'Marrowby' and 'Quillbank' Make the Cut\nTrade Desk\nby Ona Feld\nMay 12, 2027\n\n"
      "CBS picked up two new series on Monday.\n\n"
      "MARROWBY (drama, fall)\n\n"
      "Created by Lutz Amani, \"Marrowby\" follows a lighthouse crew. Wren Odell stars as Pia Sorel.\n\n"
      "QUILLBANK (comedy, Thursdays at 8:30/7:30c)\n\n"
      "The comedy is co-created by Dov Ansel and Kiri Maro. Tam Ruiz plays Nell Quist, a baker.\n");
  EXPECT_EQ(testing::CrewWorkOf(facts, "Lutz Amani", "creator"), "Marrowby");
  EXPECT_EQ(testing::CrewWorkOf(facts, "Dov Ansel", "creator"), "Quillbank");
  const Fact* part = testing::CastOf(facts, "Tam Ruiz", "Nell Quist");
  ASSERT_NE(part, nullptr);
  EXPECT_EQ(part->work, "Quillbank");
}

// A premiere calendar's entry lines under a day heading need no time: '- "Title" (Hulu),
// series premiere.' and '- "Title" (Netflix), Season 2.' air on the heading's day; "Three
// episodes, then new ones weekly on Wednesdays" is the entry's weekly slot.
TEST(RoundupTest, UntimedEntryLinesUnderADayHeadingAndAWeeklyRun) {
  auto facts = testing::ExtractFrom(
      "Fall Premiere Dates\nDial Notes\nBy Ann Rook\nUpdated Aug. 9, 2027, 10:15 a.m. ET\n\n"
      "Every confirmed premiere, in calendar order. All times are Eastern.\n\n"
      "WEDNESDAY, SEPT. 22\n\n"
      "- \"Brackwater\" (Hulu), series premiere. Three episodes, then new ones weekly on Wednesdays.\n"
      "- \"Tollmere\" (Netflix), Season 2. All eight episodes drop at once.\n"
      "- 9 p.m.: \"Fenlight\" (NBC), series premiere. A rural clinic drama.\n");
  auto find = [&](const std::string& work, const std::string& occasion) -> const Fact* {
    for (const Fact& f : facts)
      if (f.kind == FactKind::kAiring && f.work == work && (occasion.empty() || f.occasion == occasion)) return &f;
    return nullptr;
  };
  const Fact* premiere = find("Brackwater", "series premiere");
  ASSERT_NE(premiere, nullptr);
  EXPECT_EQ(premiere->date, "2027-09-22");
  EXPECT_EQ(premiere->network, "Hulu");
  const Fact* slot = find("Brackwater", "timeslot");
  ASSERT_NE(slot, nullptr);
  EXPECT_EQ(slot->weekday, "Wednesday");
  const Fact* drop = find("Tollmere", "");
  ASSERT_NE(drop, nullptr);
  EXPECT_EQ(drop->date, "2027-09-22");
  ASSERT_TRUE(drop->season.has_value());
  EXPECT_EQ(*drop->season, 2);
  const Fact* timed = find("Fenlight", "series premiere");
  ASSERT_NE(timed, nullptr);
  EXPECT_EQ(timed->time, "21:00");
}

// A chart ("Netflix's Top 10 this week") and a season of television ("Fall TV 2027 Premiere
// Dates") are no works.
TEST(RoundupTest, AChartAndATelevisionSeasonAreNoWorks) {
  auto facts = testing::ExtractFrom(
      "Fall TV 2027 Premiere Dates: The Calendar\nDial Notes\nBy Ann Rook\nUpdated Aug. 9, 2027\n\n"
      "Netflix's Top 10 this week was led again by \"Daugmere\" Season 2, which premiered in March.\n");
  const auto names = testing::WorkNames(facts);
  EXPECT_EQ(std::find(names.begin(), names.end(), "Top 10"), names.end());
  EXPECT_EQ(std::find(names.begin(), names.end(), "Fall TV 2027"), names.end());
  EXPECT_NE(std::find(names.begin(), names.end(), "Daugmere"), names.end());
}

// A weekly streaming column: services as headings in capitals ("HULU", "PRIME VIDEO") and
// each pick's paragraph opening with its title and the day in brackets ('"Bracken,"
// Season 2 (Thursday).'), in the week the headline names ("(Oct. 4-10)").
TEST(RoundupTest, AStreamingWeeksPicksUnderServiceHeadings) {
  auto facts = testing::ExtractFrom(
      "New on Streaming This Week (Oct. 4-10): 'Bracken' Returns\nDial Notes\nBy Ann Rook\nPosted 10/01/2027\n\n"
      "Every Friday we sort through the coming week's releases.\n\nHULU\n\n\"Tollmere\" (Tuesday). Hulu's new "
      "comedy opens with three episodes, then adds one every Tuesday.\n\nPRIME VIDEO\n\n\"Bracken,\" Season 2 "
      "(Thursday). The first three episodes of the mystery drop at once.\n\nAPPLE TV+\n\n\"Selkie Row\" (Friday). "
      "The docuseries premieres with two episodes.\n");
  auto find = [&](const std::string& work, const std::string& occasion) -> const Fact* {
    for (const Fact& f : facts)
      if (f.kind == FactKind::kAiring && f.work == work && f.occasion == occasion) return &f;
    return nullptr;
  };
  const Fact* tollmere = find("Tollmere", "series premiere");
  ASSERT_NE(tollmere, nullptr);
  EXPECT_EQ(tollmere->date, "2027-10-05");
  EXPECT_EQ(tollmere->network, "Hulu");
  const Fact* bracken = find("Bracken", "season premiere");
  ASSERT_NE(bracken, nullptr);
  EXPECT_EQ(bracken->date, "2027-10-07");
  EXPECT_EQ(bracken->network, "Prime Video");
  const Fact* selkie = find("Selkie Row", "series premiere");
  ASSERT_NE(selkie, nullptr);
  EXPECT_EQ(selkie->date, "2027-10-08");  // the column's week, not the day it was posted
  EXPECT_EQ(selkie->network, "Apple TV+");
}

// A week's listing line dates an airing ('Mon., March 8: 10 p.m. - "Pellmore" (ABC)') and
// the paragraph below tells its occasion with no day ("returns at 10/9c with the back half
// of its fourth season"): one airing, the premiere of that date, not a second one undated.
TEST(RoundupTest, AnUndatedPremiereAtAListingLinesTimeIsThatAiring) {
  auto facts = testing::ExtractFrom(
      "'Pellmore' Is Back and More of the Week's Television\nSofa Ledger\nBy Runa Bexley\n"
      "Sunday, March 7, 2027\n\nOur guide to the week. Times are Eastern.\n\n"
      "Mon., March 8: 10 p.m. \u2014 \"Pellmore\" (ABC), midseason premiere\n\n"
      "MONDAY. ABC's harbor drama \"Pellmore\" returns from its winter break at 10/9c with the back half of its "
      "fourth season.\n");
  int pellmore = 0;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAiring && f.work == "Pellmore" && f.occasion != "timeslot") {
      ++pellmore;
      EXPECT_EQ(f.date, "2027-03-08");
    }
  EXPECT_EQ(pellmore, 1);
}

}  // namespace
// A quoted title with no genre noun is a series when its clause says so: an airing verb
// and a plural weekday ('"Fenwold" airs Mondays at 8/7c'), or a season of its own ('"Fenwold"
// opens its fourth season'); an episode's title airing once ('"Gutterball" airs Thursday')
// is not. A title introduced with a genre noun ('followed by the series premiere of
// "Haybarn," a single-camera sitcom') is the show the next sentence's parts belong to.
TEST(RoundupTest, AQuotedTitlesClauseSaysSeriesAndAnIntroducedTitleIsTheTopic) {
  auto facts = testing::ExtractFrom(
      "Fox Sets Its Winter Nights\nGridline\nBy Tova Ruhl\nTuesday, Nov. 16, 2027\n\n"
      "Mondays get a new comedy hour. On Monday, Jan. 10, at 8/7c, \"Fenwold\" opens its fourth season, followed "
      "by the series premiere of \"Haybarn,\" a single-camera sitcom set at a county fair. Chiso Lumb plays "
      "Penda Nak, the fair's manager. After that, \"Fenwold\" airs Mondays at 8/7c and \"Haybarn\" at 8:30/7:30c.\n\n"
      "\"Gutterball\" airs Thursday.\n");
  auto names = testing::WorkNames(facts);
  EXPECT_NE(std::find(names.begin(), names.end(), "Fenwold"), names.end());
  EXPECT_EQ(std::find(names.begin(), names.end(), "Gutterball"), names.end());
  const Fact* part = testing::CastOf(facts, "Chiso Lumb", "Penda Nak");
  ASSERT_NE(part, nullptr);
  EXPECT_EQ(part->work, "Haybarn");
  bool slot = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring))
    slot = slot || (f.work == "Fenwold" && f.occasion == "timeslot" && f.weekday == "Monday" && f.time == "20:00");
  EXPECT_TRUE(slot);
  // ("..., followed by the series premiere of "Haybarn"": that night, a series premiere.)
  bool follows = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring))
    follows = follows || (f.work == "Haybarn" && f.occasion == "series premiere" && f.date == "2028-01-10");
  EXPECT_TRUE(follows);
}

// '"Fenwold" airs Mondays at 8/7c and "Haybarn" at 8:30/7:30c': the second title, with only
// its time, airs on the first one's night.
TEST(RoundupTest, ASecondTitleWithOnlyItsTimeSharesTheNight) {
  auto facts = testing::ExtractFrom(
      "Fox Sets Its Winter Nights\nGridline\nBy Tova Ruhl\nTuesday, Nov. 16, 2027\n\n"
      "The sitcom \"Haybarn\" is new this winter. After that, \"Fenwold\" airs Mondays at 8/7c and \"Haybarn\" "
      "at 8:30/7:30c.\n");
  bool first = false, second = false;
  for (const Fact& f : testing::OfKind(facts, FactKind::kAiring)) {
    first = first || (f.work == "Fenwold" && f.weekday == "Monday" && f.time == "20:00");
    second = second || (f.work == "Haybarn" && f.occasion == "timeslot" && f.weekday == "Monday" &&
                        f.time == "20:30" && f.timezone == "ET");
  }
  EXPECT_TRUE(first);
  EXPECT_TRUE(second);
}

}  // namespace showgraph
