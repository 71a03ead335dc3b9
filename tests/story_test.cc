// Relationships, events and attributes: what a statement says, and what a question,
// a negation or a hypothetical does not. Every article here is invented for the test.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "extract_test_util.h"
#include "showgraph/extractor.h"
#include "showgraph/reader.h"

namespace showgraph {
namespace {

using testing::HasCast;
using testing::HasAttribute;
using testing::OfKind;

std::vector<Fact> ExtractText(const std::string& body) {
  auto doc = DocumentFromBuffer("story.txt", "Harbor Town Season 2 Preview\n\n" + body, InputFormat::kText);
  EXPECT_TRUE(doc.ok()) << doc.status().ToString();
  return Extractor().Extract(doc.value());
}

// The status of the relationship of `type` between a and b (the last one stated), or
// "(none)".
std::string StatusOf(const std::vector<Fact>& rels, const std::string& a, const std::string& b,
                     const std::string& type) {
  std::string status = "(none)";
  for (const Fact& f : rels)
    if (f.type == type && ((f.a == a && f.b == b) || (f.a == b && f.b == a))) status = f.status;
  return status;
}

bool HasPair(const std::vector<Fact>& rels, const std::string& a, const std::string& b, const std::string& type) {
  return std::any_of(rels.begin(), rels.end(), [&](const Fact& f) {
    return f.type == type && ((f.a == a && f.b == b) || (f.a == b && f.b == a));
  });
}

// Everyone an arrival event names, sorted.
std::vector<std::string> ArrivalsIn(const std::vector<Fact>& facts) {
  std::vector<std::string> arrivals;
  for (const Fact& f : OfKind(facts, FactKind::kEvent))
    if (f.type == "arrival") arrivals.insert(arrivals.end(), f.participants.begin(), f.participants.end());
  std::sort(arrivals.begin(), arrivals.end());
  return arrivals;
}

// The cast introduced before each case, so that the names are known characters.
const char* kCast =
    "Harbor Town stars Jo Smith as Dana Price, Al Roe as Mark Hale and Tia Moss as Lucy Vance. "
    "Bram Cole plays Eli Ward.\n\n";

TEST(StoryTest, QuestionStatesNoRelationshipOrEvent) {
  auto facts = ExtractText(std::string(kCast) + "Will Dana and Eli reunite in the spring? Nobody knows.\n");
  EXPECT_TRUE(OfKind(facts, FactKind::kRelationship).empty());
  EXPECT_TRUE(OfKind(facts, FactKind::kEvent).empty());
}

TEST(StoryTest, NegatedComingOutIsNoEvent) {
  auto facts =
      ExtractText(std::string(kCast) + "Eli is not coming out to his family before the harvest fair.\n");
  EXPECT_TRUE(OfKind(facts, FactKind::kEvent).empty());
}

TEST(StoryTest, NegatedPregnancyIsNoEvent) {
  auto facts = ExtractText(std::string(kCast) + "Despite the rumors, Dana is not pregnant.\n");
  EXPECT_TRUE(OfKind(facts, FactKind::kEvent).empty());
}

TEST(StoryTest, HypotheticalIsNoEvent) {
  auto facts = ExtractText(std::string(kCast) + "If Lucy were pregnant, the whole town would know by noon.\n");
  EXPECT_TRUE(OfKind(facts, FactKind::kEvent).empty());
}

TEST(StoryTest, GeneralRemarkIsNoRelationship) {
  auto facts = ExtractText(std::string(kCast) + "Romances fade and friendships last, as every small town learns.\n");
  EXPECT_TRUE(OfKind(facts, FactKind::kRelationship).empty());
}

TEST(StoryTest, SpoilerPregnancyResolvesThePronoun) {
  auto facts = ExtractText(std::string(kCast) +
                           "Lucy has had a rough year. (Spoiler alert: she's pregnant, as of the last episode!)\n");
  auto events = OfKind(facts, FactKind::kEvent);
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].type, "pregnancy");
  ASSERT_EQ(events[0].participants.size(), 1u);
  EXPECT_EQ(events[0].participants[0], "Lucy Vance");
  ASSERT_TRUE(events[0].spoiler.has_value());
  EXPECT_TRUE(*events[0].spoiler);
}

TEST(StoryTest, InfidelityHasThreeParticipantsAndImpliesRelations) {
  auto facts = ExtractText(std::string(kCast) +
                           "After Mark cheated on Dana with her best friend Lucy, is there any hope left for them?\n");
  auto events = OfKind(facts, FactKind::kEvent);
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].type, "infidelity");
  EXPECT_EQ(events[0].participants, (std::vector<std::string>{"Mark Hale", "Dana Price", "Lucy Vance"}));
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Lucy Vance", "friendship"));
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Dana Price", "romance"));
}

TEST(StoryTest, CoupleWithActorsInBrackets) {
  auto facts = ExtractText("Our favorite couple - Dana (Jo Smith) and Eli (Bram Cole) - are back.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  ASSERT_EQ(rels.size(), 1u);
  EXPECT_TRUE(HasPair(rels, "Dana", "Eli", "romance"));
  EXPECT_EQ(rels[0].status, "current");
}

TEST(StoryTest, BreakupEndsTheRomance) {
  auto facts = ExtractText(std::string(kCast) + "Dana and Mark broke up in the premiere.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  ASSERT_EQ(rels.size(), 1u);
  EXPECT_EQ(rels[0].status, "ended");
  auto events = OfKind(facts, FactKind::kEvent);
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].type, "breakup");
}

TEST(StoryTest, SexualityInAComplementClause) {
  auto facts = ExtractText(std::string(kCast) + "Lucy would be shocked to find out that Eli was gay.\n");
  auto attrs = OfKind(facts, FactKind::kAttribute);
  ASSERT_EQ(attrs.size(), 1u);
  EXPECT_EQ(attrs[0].entity, "Eli Ward");
  EXPECT_EQ(attrs[0].attribute, "sexuality");
  EXPECT_EQ(attrs[0].value, "gay");
}

TEST(StoryTest, SeasonComesFromTheArticle) {
  auto facts = ExtractText(std::string(kCast) + "This season, Dana and Eli got engaged.\n");
  auto events = OfKind(facts, FactKind::kEvent);
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].type, "engagement");
  ASSERT_TRUE(events[0].season.has_value());
  EXPECT_EQ(*events[0].season, 2);  // from the headline "Season 2"
}

TEST(StoryTest, OccupationsFromAppositionsTitlesAndModifiers) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana Price, the town's only veterinarian, is back. Sheriff Eli Ward returns too. "
                           "Lucy spends the week with marine biologist Mark Hale.\n");
  EXPECT_TRUE(HasAttribute(facts, "Dana Price", "occupation", "veterinarian"));
  EXPECT_TRUE(HasAttribute(facts, "Eli Ward", "occupation", "sheriff"));
  EXPECT_TRUE(HasAttribute(facts, "Mark Hale", "occupation", "marine biologist"));
}

TEST(StoryTest, AgeHometownAndEra) {
  auto facts = ExtractText(std::string(kCast) +
                           "Harbor Town is set in 1974 Maine. Lucy Vance, a nurse from Portland, meets Dana. "
                           "Mark's 15-year-old daughter, Eli, is not amused.\n");
  EXPECT_TRUE(HasAttribute(facts, "Harbor Town", "era", "1974"));
  EXPECT_TRUE(HasAttribute(facts, "Lucy Vance", "hometown", "Portland"));
  EXPECT_TRUE(HasAttribute(facts, "Lucy Vance", "occupation", "nurse"));
  EXPECT_TRUE(HasAttribute(facts, "Eli Ward", "age", "15"));
}

TEST(StoryTest, PronounInAThatClauseIsTheMainSubject) {
  auto facts = ExtractText(std::string(kCast) +
                           "In the last scene, Dana learned from her doctor, Lucy Vance, that she is pregnant.\n");
  auto events = OfKind(facts, FactKind::kEvent);
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].participants, std::vector<std::string>{"Dana Price"});
}

TEST(StoryTest, PairWithARelationNounBeforeTheSecondName) {
  auto facts = ExtractText(std::string(kCast) + "Lucy and her longtime boyfriend Eli are officially engaged.\n");
  auto events = OfKind(facts, FactKind::kEvent);
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].type, "engagement");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Lucy Vance", "Eli Ward", "romance"));
}

TEST(StoryTest, AnotherNounPhraseIsNotTheOneWhoArrives) {
  auto facts = ExtractText(std::string(kCast) + "Eli collapsed and died before the paramedics arrived.\n");
  for (const auto& f : OfKind(facts, FactKind::kEvent)) EXPECT_NE(f.type, "arrival");
}

TEST(StoryTest, WeddingOfTwoDescribedCharacters) {
  auto facts = ExtractText("The season opens on the wedding of Sheriff Dale Brody (Garrett Kinsey) and county "
                           "prosecutor Marisol Vega (Ana Trevi).\n");
  auto events = OfKind(facts, FactKind::kEvent);
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].type, "wedding");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Dale Brody", "Marisol Vega", "romance"));
}

TEST(StoryTest, CalendarWordNickname) {
  auto facts = ExtractText("Ophelia Crane (Rosa Lind) meets Juniper \"June\" Hollis (Mia Stone) again. "
                           "Ophelia and June dated last year, before the fire.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Ophelia Crane", "Juniper Hollis", "romance"));
}

TEST(StoryTest, ActorsAreNotGivenTheirCharactersAttributes) {
  auto facts = ExtractText(std::string(kCast) + "Jo Smith, a former dancer, joined the show last year.\n");
  EXPECT_FALSE(HasAttribute(facts, "Jo Smith", "occupation", "dancer"));
}

bool HasEvent(const std::vector<Fact>& facts, const std::string& type, std::vector<std::string> who) {
  std::sort(who.begin(), who.end());
  return std::any_of(facts.begin(), facts.end(), [&](const Fact& f) {
    if (f.kind != FactKind::kEvent || f.type != type) return false;
    std::vector<std::string> p = f.participants;
    std::sort(p.begin(), p.end());
    return p == who;
  });
}

// Questions, conditions, hedges and negations, each in its own clause.

TEST(StoryTest, WhetherStatesNothing) {
  auto facts = ExtractText(std::string(kCast) + "Whether Dana and Eli reunite is anyone's guess.\n");
  EXPECT_TRUE(OfKind(facts, FactKind::kRelationship).empty());
  EXPECT_TRUE(OfKind(facts, FactKind::kEvent).empty());
}

TEST(StoryTest, ConditionalInfidelityIsNoEvent) {
  auto facts = ExtractText(std::string(kCast) + "If Mark ever cheated on Dana with Lucy, she would leave town.\n");
  EXPECT_TRUE(OfKind(facts, FactKind::kEvent).empty());
}

TEST(StoryTest, ModalDeathIsNoEvent) {
  auto facts = ExtractText(std::string(kCast) + "Eli might die before the finale.\n");
  EXPECT_TRUE(OfKind(facts, FactKind::kEvent).empty());
}

TEST(StoryTest, HedgedComplementIsNoEvent) {
  auto facts = ExtractText(std::string(kCast) + "Viewers are convinced that Lucy is pregnant.\n");
  EXPECT_TRUE(OfKind(facts, FactKind::kEvent).empty());
}

TEST(StoryTest, NegationStaysInItsClause) {
  auto facts = ExtractText(std::string(kCast) + "Dana never learned the truth, but Lucy is pregnant.\n");
  EXPECT_TRUE(HasEvent(facts, "pregnancy", {"Lucy Vance"}));
  EXPECT_EQ(OfKind(facts, FactKind::kEvent).size(), 1u);
}

TEST(StoryTest, RelationInANounGroupHoldsUnderNegation) {
  auto facts = ExtractText(std::string(kCast) + "Dana is upset. Her best friend Lucy never called back.\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Lucy Vance", "Dana Price", "friendship"));
}

TEST(StoryTest, NegatedBondIsNoRelationship) {
  auto facts = ExtractText(std::string(kCast) + "Dana has no partnership with Mark Hale this year.\n");
  EXPECT_TRUE(OfKind(facts, FactKind::kRelationship).empty());
}

// Relationships read from the clause structure.

TEST(StoryTest, RelationInThePredicateOfBe) {
  auto facts = ExtractText(std::string(kCast) + "Eli happens to be Mark's nephew.\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Eli Ward", "Mark Hale", "family"));
}

TEST(StoryTest, RelativeClauseTakesItsAntecedent) {
  auto facts = ExtractText(std::string(kCast) + "Eli, a fisherman who becomes Dana's first love, arrives in May.\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Eli Ward", "Dana Price", "romance"));
}

TEST(StoryTest, BondsBetweenAndWith) {
  auto facts = ExtractText(std::string(kCast) +
                           "The feud between Mark and Eli drives the season. "
                           "Meanwhile Dana strikes an uneasy partnership with Lucy Vance.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Eli Ward", "rivalry"));
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Lucy Vance", "professional"));
}

TEST(StoryTest, LoveInterestGivenToSomeone) {
  auto facts = ExtractText(std::string(kCast) + "The new season gives Dana a possible love interest in Eli Ward.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  ASSERT_TRUE(HasPair(rels, "Dana Price", "Eli Ward", "romance"));
  EXPECT_EQ(rels[0].status, "potential");
}

TEST(StoryTest, PairInARelativeClauseGotEngagedLastSeason) {
  auto facts = ExtractText("The premiere opens on the wedding of Dana Price (Jo Smith) and Eli Ward, played by "
                           "Bram Cole, who got engaged in last season's finale.\n");
  auto events = OfKind(facts, FactKind::kEvent);
  ASSERT_TRUE(HasEvent(events, "engagement", {"Dana Price", "Eli Ward"}));
  ASSERT_TRUE(HasEvent(events, "wedding", {"Dana Price", "Eli Ward"}));
  for (const auto& e : events)
    if (e.type == "engagement") {
      EXPECT_EQ(e.season, std::optional<int>(1));
    }
}

TEST(StoryTest, TheTwoAreTheLastTwoNamed) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana and Eli dated all last year, and the two are officially broken up now.\n");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Dana Price", "Eli Ward"}));
}

TEST(StoryTest, SleepingWithSomeoneElseIsInfidelity) {
  auto facts = ExtractText(std::string(kCast) +
                           "Lucy is Mark's wife. Eli corners Lucy at the dock, and the two of them slept together "
                           "the night before.\n");
  EXPECT_TRUE(HasEvent(facts, "infidelity", {"Lucy Vance", "Eli Ward", "Mark Hale"}));
}

// Comings and goings.

TEST(StoryTest, ReturnsAndActorsBackInTheirRoles) {
  auto facts = ExtractText(std::string(kCast) + "And yes, Dana is back. Jo Smith is back in the role, too.\n");
  auto events = OfKind(facts, FactKind::kEvent);
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].type, "return");
  EXPECT_EQ(events[0].participants, std::vector<std::string>{"Dana Price"});
}

TEST(StoryTest, ArrivalsBroughtInOrPlayedByANewcomer) {
  auto facts = ExtractText("Season 2 brings in Ada Quill, a chemist from Leeds. Newcomer Bram Cole plays Eli "
                           "Ward, the new harbor master.\n");
  EXPECT_TRUE(HasEvent(facts, "arrival", {"Ada Quill"}));
  EXPECT_TRUE(HasEvent(facts, "arrival", {"Eli Ward"}));
}

TEST(StoryTest, EventNamedByAPossessedNoun) {
  auto facts = ExtractText(std::string(kCast) + "Mark was never the hero, but his exit still stings.\n");
  EXPECT_TRUE(HasEvent(facts, "departure", {"Mark Hale"}));
  auto asked = ExtractText(std::string(kCast) + "Will Mark's exit stick?\n");
  EXPECT_TRUE(OfKind(asked, FactKind::kEvent).empty());
}

TEST(StoryTest, PronounContinuesThePreviousSubject) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana learned from Lucy Vance that she is pregnant. The timing points at her ex, Eli Ward.\n");
  EXPECT_TRUE(HasEvent(facts, "pregnancy", {"Dana Price"}));
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Eli Ward", "romance"));
  EXPECT_FALSE(HasPair(rels, "Lucy Vance", "Eli Ward", "romance"));
}

TEST(StoryTest, CharactersWhoTellEachOtherThingsStayCharacters) {
  auto facts = ExtractText("Nora Vale, Mark Hale's bride, is calm. Nora tells him nothing.\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Nora Vale", "Mark Hale", "romance"));
}

TEST(StoryTest, PairsWithARelationNounAfterBe) {
  auto facts = ExtractText(std::string(kCast) + "Dana and Lucy are rivals at the bakery, but Mark and Eli were friends.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Lucy Vance", "rivalry"));
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Eli Ward", "friendship"));
}

TEST(StoryTest, PluralRelationNounWithTwoNames) {
  auto facts = ExtractText(std::string(kCast) + "Dana's parents, Mark and Lucy, come to visit.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Mark Hale", "family"));
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Lucy Vance", "family"));
}

TEST(StoryTest, VerbsWithAnObject) {
  auto facts = ExtractText(std::string(kCast) + "Dana is dating Eli again. Mark hires Lucy for the summer.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Eli Ward", "romance"));
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Lucy Vance", "professional"));
  auto negated = ExtractText(std::string(kCast) + "Dana is not dating Eli.\n");
  EXPECT_TRUE(OfKind(negated, FactKind::kRelationship).empty());
}

TEST(StoryTest, AModalHintIsAPotentialRomance) {
  auto facts = ExtractText(std::string(kCast) +
                           "Lucy and Eli have been circling each other, and the finale may push them together.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  ASSERT_EQ(rels.size(), 1u);
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Eli Ward", "romance"));
  EXPECT_EQ(rels[0].status, "potential");
  auto asked = ExtractText(std::string(kCast) + "Lucy and Eli keep circling. Will the finale push them together?\n");
  EXPECT_TRUE(OfKind(asked, FactKind::kRelationship).empty());
}

TEST(StoryTest, IntroducedCharacterArrives) {
  auto facts = ExtractText(std::string(kCast) + "Lucy will be introduced in the third episode.\n");
  EXPECT_TRUE(HasEvent(facts, "arrival", {"Lucy Vance"}));
}

TEST(StoryTest, CrushOnSomeone) {
  auto facts = ExtractText(std::string(kCast) + "Dana hides her crush on Eli from everyone.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  ASSERT_TRUE(HasPair(rels, "Dana Price", "Eli Ward", "romance"));
  EXPECT_EQ(rels[0].status, "potential");
}

std::vector<Fact> ExtractTitled(const std::string& title, const std::string& body) {
  auto doc = DocumentFromBuffer("story.txt", title + "\n\n" + body, InputFormat::kText);
  EXPECT_TRUE(doc.ok()) << doc.status().ToString();
  return Extractor().Extract(doc.value());
}

TEST(StoryTest, SeasonInWordsAndRenewalsAhead) {
  auto facts = ExtractTitled("Harbor Town: Inside the Big Week",
                             "We are hooked on season three of Harbor Town. Jo Smith plays Dana Price and Al Roe "
                             "plays Mark Hale. Dana and Mark broke up in the premiere. Should the network renew it "
                             "for a fourth season, the writers have plans.\n");
  auto events = OfKind(facts, FactKind::kEvent);
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].season, std::optional<int>(3));
}

TEST(StoryTest, StatusChangesOverSeasonsAreSeparateFacts) {
  auto facts = ExtractText(std::string(kCast) +
                           "In Season 1, Dana and Eli got engaged. Dana and Eli broke up this season.\n");
  int romances = 0;
  for (const auto& f : OfKind(facts, FactKind::kRelationship))
    if (HasPair({f}, "Dana Price", "Eli Ward", "romance")) {
      ++romances;
      EXPECT_EQ(f.status, f.season == std::optional<int>(1) ? "current" : "ended");
    }
  EXPECT_EQ(romances, 2);
}

TEST(StoryTest, AgesSaidOfASubject) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark's 58, and tired. Dana, who just turned 30 in the premiere, throws a party. "
                           "Lucy is tired too. She's 41.\n");
  EXPECT_TRUE(HasAttribute(facts, "Mark Hale", "age", "58"));
  EXPECT_TRUE(HasAttribute(facts, "Dana Price", "age", "30"));
  EXPECT_FALSE(HasAttribute(facts, "Lucy Vance", "age", "41"));  // a pronoun: too uncertain for an age
}

// A pair told by its copula: "have been bitter rivals" (adjectives before the noun), a
// pronoun for one of the two ("she and Lucy"), "can't stand each other", "sees X as a
// rival", "reports to X". "are new parents" says nothing of the two to each other.
TEST(StoryTest, PairsByCopulaPronounAndEachOther) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark Hale and Eli Ward have been bitter rivals for twenty years.\n\n"
                           "Dana Price runs the ferry, and she and Lucy Vance are sworn enemies.\n\n"
                           "Eli Ward sees Dana Price as a rival. Mark Hale reports to Lucy Vance.\n\n"
                           "Mark Hale and Lucy Vance are exhausted new parents.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Mark Hale", "Eli Ward", "rivalry"), "current");
  EXPECT_EQ(StatusOf(rels, "Dana Price", "Lucy Vance", "rivalry"), "current");
  EXPECT_TRUE(HasPair(rels, "Eli Ward", "Dana Price", "rivalry"));
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Lucy Vance", "professional"));
  EXPECT_FALSE(HasPair(rels, "Mark Hale", "Lucy Vance", "family"));
}

// "can't stand each other" is a rivalry; "had been close friends" a friendship of the past.
TEST(StoryTest, EachOtherAndHadBeenFriends) {
  auto facts = ExtractText(std::string(kCast) +
                           "Lucy Vance and Eli Ward can't stand each other.\n\n"
                           "Dana Price and Mark Hale had been close friends since college.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Lucy Vance", "Eli Ward", "rivalry"), "current");
  EXPECT_EQ(StatusOf(rels, "Dana Price", "Mark Hale", "friendship"), "ended");
}

// In a cast rundown, "his" after a play verb is the part that verb introduced, unless that
// part is a woman ("co-stars as Hoyt's ex-wife and, awkwardly, his business partner,
// Trudy, and C plays his son"): then it is the possessor's. Both of the description's
// nouns are ties; an actor who "is her half brother, Y" is no one's kin.
TEST(StoryTest, RundownPossessorsAndTwoTies) {
  auto facts = ExtractText(
      "Hal Brandt (Nadia Quist) runs the mill. Mira Gault co-stars as Hal's ex-wife and, awkwardly, his business "
      "partner, Trudy Brandt, and Kim Osei plays his teenage son, Benny.\n\n"
      "Petra Lind plays Dr. Maribel Ostrova, a surgeon; Rohan Vale is her half brother, Waldemar Ostrova.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Hal Brandt", "Trudy Brandt", "romance"), "ended");
  EXPECT_TRUE(HasPair(rels, "Hal Brandt", "Trudy Brandt", "professional"));
  EXPECT_TRUE(HasPair(rels, "Hal Brandt", "Benny", "family"));
  EXPECT_FALSE(HasPair(rels, "Trudy Brandt", "Benny", "family"));
  EXPECT_TRUE(HasPair(rels, "Maribel Ostrova", "Waldemar Ostrova", "family"));
  EXPECT_FALSE(HasPair(rels, "Rohan Vale", "Waldemar Ostrova", "family"));
}

// Places and offices are no one's kin: a state after its town ("in Mesilla, New Mexico,
// the water rights her grandfather fought for"), a district after its city's possessive
// ("in Houston's Third Ward"), a saint's town ("of St. Michaels, a widower who ..."), a
// word in capitals ("the town's GP and Lorrae's former fiancee"), a name that modifies a
// noun ("a former Coast Guard lieutenant who was X's roommate").
TEST(StoryTest, PlacesAndOfficesAreNoOnesKin) {
  auto facts = ExtractText(
      "Nora Vale (Jo Smith) runs the orchard in Mesilla, New Mexico, the water rights her grandfather fought for.\n\n"
      "Hal Dunn (Al Roe) runs a car wash in Houston's Third Ward. His elder daughter, Wenonah, moves home, and his "
      "younger daughter, Cheryl, tells him to sell.\n\n"
      "Ted Iriarte (Bo Torres) is the harbormaster of St. Michaels, a former Coast Guard lieutenant who was Carl "
      "Ross's roommate.\n\n"
      "Ann Quach (Mia Lu) is the town's GP and Lorrae Mabb's former fiancee. Lorrae Mabb (Kim Ode) is the sergeant.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  for (const Fact& f : rels)
    for (const std::string& who : {f.a, f.b})
      EXPECT_TRUE(who != "New Mexico" && who != "Third Ward" && who != "Michaels" && who != "GP" &&
                  who != "Coast Guard")
          << f.a << " / " << f.b;
  EXPECT_TRUE(HasPair(rels, "Hal Dunn", "Cheryl", "family"));
  EXPECT_TRUE(HasPair(rels, "Lorrae Mabb", "Ann Quach", "romance"));
}

// A recap's traps: "the fire that nearly killed her" kills no one; "while she was married
// to X" is the marriage of the clause's subject before it (no wedding); a second "who"
// has the first one's antecedent ("X, the fire captain who raised Y and who died ...");
// "when her mother died" is not her death; an episode's title in quotes with its comma
// inside arrives nowhere.
TEST(StoryTest, NearlyKilledWhileMarriedAndTheSecondWho) {
  auto facts = ExtractText(
      "Brona Devane (Sadie Dunn) opens the envelope. He ordered the fire that nearly killed her in Season 2.\n\n"
      "Amedeo Ambrosi asks Brona Devane how old she was when her mother died. It turns out Liadan Devane had an "
      "affair with Amedeo Ambrosi while she was married to Bressal Devane, the fire captain who raised Brona and "
      "who died believing she was his.\n\n"
      "Episode 7, \"Slack Water,\" arrives Friday, Dec. 4.\n");
  EXPECT_FALSE(HasEvent(facts, "death", {"Brona Devane"}));
  EXPECT_TRUE(HasEvent(facts, "death", {"Bressal Devane"}));
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Liadan Devane", "Bressal Devane", "romance"));
  EXPECT_FALSE(HasPair(rels, "Amedeo Ambrosi", "Bressal Devane", "romance"));
  EXPECT_FALSE(HasEvent(facts, "wedding", {"Liadan Devane", "Bressal Devane"}));
  for (const Fact& f : OfKind(facts, FactKind::kEvent))
    for (const std::string& p : f.participants) EXPECT_NE(p, "Slack Water") << f.type;
}

// A warning at the top ("Spoilers ahead for the Season 3 finale") makes the comings and
// goings told in the paragraphs after it spoilers too; without one they are not.
TEST(StoryTest, ASpoilerWarningCoversTheParagraphsAfterIt) {
  const std::string story = "Ruth Pike (Ada Crane) leaves town for Chicago after the ceremony.\n";
  auto warned = ExtractText("Warning: spoilers ahead for the Season 2 finale.\n\n" + std::string(kCast) + story);
  auto plain = ExtractText(std::string(kCast) + story);
  auto departure = [](const std::vector<Fact>& facts) -> const Fact* {
    for (const Fact& f : facts)
      if (f.kind == FactKind::kEvent && f.type == "departure") return &f;
    return nullptr;
  };
  ASSERT_NE(departure(warned), nullptr);
  ASSERT_NE(departure(plain), nullptr);
  ASSERT_TRUE(departure(warned)->spoiler.has_value());
  ASSERT_TRUE(departure(plain)->spoiler.has_value());
  EXPECT_TRUE(*departure(warned)->spoiler);
  EXPECT_FALSE(*departure(plain)->spoiler);
}

// "is now married to X" is a marriage, no wedding.
TEST(StoryTest, NowMarriedIsAState) {
  auto facts = ExtractText(std::string(kCast) + "Mark Hale is now married to Lucy Vance's best friend, Ivy Lane.\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Mark Hale", "Ivy Lane", "romance"));
  EXPECT_FALSE(HasEvent(facts, "wedding", {"Mark Hale", "Ivy Lane"}));
}

// Breakups and arrivals in cast rundowns: "Y, Carl's wife, who walked out on him in the
// Season 2 finale"; "Bich is Lorrae's former fiancee, whose engagement to Lorrae ended in
// the series one finale" (a British season); "Kingi (X), a shearing contractor from
// Rotorua, turns up" is Kingi's arrival, not the town's.
TEST(StoryTest, WalkedOutEngagementEndedAndArrivalsPastAnApposition) {
  auto facts = ExtractText(
      "Cold Harbor stars Jo Smith as Lorrae Mabb and Mia Lu as Bich Quach. Al Roe plays Carl Ross. Ana Reyes plays "
      "Penrose Ross, Carl Ross's wife, who walked out on him in the Season 2 finale.\n\n"
      "Bich Quach is Lorrae's former fiancee, whose engagement to Lorrae ended in the series one finale.\n\n"
      "Kingi Marsters (Tom Ivey), a shearing contractor from Rotorua, turns up with his gang.\n");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Penrose Ross", "Carl Ross"}));
  EXPECT_EQ(StatusOf(OfKind(facts, FactKind::kRelationship), "Penrose Ross", "Carl Ross", "romance"), "ended");
  bool engagement_over = false;
  for (const Fact& f : OfKind(facts, FactKind::kEvent))
    if (f.type == "breakup" && std::find(f.participants.begin(), f.participants.end(), "Bich Quach") !=
                                   f.participants.end()) {
      engagement_over = true;
      EXPECT_EQ(f.season, 1);
    }
  EXPECT_TRUE(engagement_over);
  EXPECT_TRUE(HasEvent(facts, "arrival", {"Kingi Marsters"}));
  EXPECT_FALSE(HasEvent(facts, "arrival", {"Rotorua"}));
}

// "moves home", "moves back home", past an apposition: a return.
TEST(StoryTest, MovingHomeIsAReturn) {
  auto facts = ExtractText(std::string(kCast) +
                           "His elder daughter, Wenonah Dunn (Kay Oduya), moves home from Atlanta after her divorce. "
                           "Dana Price moves back home in the premiere.\n");
  EXPECT_TRUE(HasEvent(facts, "return", {"Wenonah Dunn"}));
  EXPECT_TRUE(HasEvent(facts, "return", {"Dana Price"}));
}

// A listed job of several words whose last word alone is no job: "as public defender X",
// "X, a public defender".
TEST(StoryTest, JobsOfSeveralWords) {
  auto facts = ExtractText("Harbor Town stars Tom Eklof as public defender Sigvor Jarvinen and Ana Reyes as Ivy Lane, "
                           "a public defender.\n");
  EXPECT_TRUE(HasAttribute(facts, "Sigvor Jarvinen", "occupation", "public defender"));
  EXPECT_TRUE(HasAttribute(facts, "Ivy Lane", "occupation", "public defender"));
}

// A calendar word that is a part's name ("Mar (Sofia Ortiz)") is a name in its other
// mentions too ("Mar is engaged to ..."), and "the Castell sisters, A and B" are kin.
TEST(StoryTest, CalendarWordNamesAndSiblingsNamedAsAPair) {
  auto facts = ExtractText("The series follows the Castell sisters, Ines (Laura Pena) and Mar (Sofia Ortiz), who "
                           "inherit a vineyard.\n\nMar is engaged to Daniel Salas (Pablo Ruiz). The festival opens "
                           "Mar. 5.\n");
  EXPECT_TRUE(HasCast(facts, "Sofia Ortiz", "Mar"));
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Ines", "Mar", "family"));
  EXPECT_TRUE(HasEvent(facts, "engagement", {"Mar", "Daniel Salas"}));
}

// A relative clause at the end of an apposition tells of the named one ("X, a shearing
// contractor from Rotorua who turns up with his gang"); a district after a place noun and
// a city's possessive ("on the same corner of Houston's Third Ward") is a place.
TEST(StoryTest, AppositionsEndingInWhoAndDistricts) {
  auto facts = ExtractText(std::string(kCast) +
                           "Tom Ivey joins the cast as Kingi Marsters, a shearing contractor from Rotorua who turns "
                           "up with his gang in the opening episode.\n\n"
                           "Hal Dunn (Al Roe) has run a car wash on the same corner of Houston's Third Ward for "
                           "thirty years. His elder daughter, Wenonah, moves home, and his younger daughter, Cheryl, "
                           "tells him to sell.\n");
  EXPECT_TRUE(HasEvent(facts, "arrival", {"Kingi Marsters"}));
  for (const Fact& f : OfKind(facts, FactKind::kRelationship))
    EXPECT_TRUE(f.a != "Third Ward" && f.b != "Third Ward") << f.a << " / " << f.b;
}

}  // namespace
}  // namespace showgraph

namespace showgraph {
namespace {

// "her" after a place: the town and its state, or a name used as a modifier, are no one.
TEST(StoryTest, APossessivePronounSkipsPlaces) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "Dana Price is a widowed painter in Savannah, Ga., who returns home. Ruth Ames played "
                                 "her eldest son, Eli Ward.\n\nLucy Vance, a Baltimore harbor cop, loses her partner, "
                                 "Mark Hale.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Eli Ward", "family"));
  for (const auto& f : rels) {
    EXPECT_NE(f.a, "Ga");
    EXPECT_NE(f.a, "Baltimore");
  }
}

// "left the Vesper Valley for Corran, and his sister, X, learned she is pregnant": the town
// one leaves a place for is no one's brother, and the pregnancy is the sister's, the
// subject of the clause after ", and".
TEST(StoryTest, APlaceLeftForIsNoOneAndACoordinatedSubjectKeepsItsEvent) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark quit the harbor and left the Vesper Valley for Corran, and his sister, Lucy, "
                           "learned she is pregnant.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Lucy Vance", "family"));
  for (const auto& f : rels) EXPECT_TRUE(f.a != "Corran" && f.b != "Corran") << f.a << " " << f.b;
  auto events = OfKind(facts, FactKind::kEvent);
  EXPECT_TRUE(HasEvent(events, "pregnancy", {"Lucy Vance"}));
  EXPECT_FALSE(HasEvent(events, "pregnancy", {"Mark Hale"}));
}

}  // namespace
}  // namespace showgraph

namespace showgraph {
namespace {

TEST(StoryTest, MarriedAsAVerbAndAnAcceptedProposal) {
  auto facts = ExtractText(std::string(kCast) +
                           "Eli finally married his longtime girlfriend, Lucy. Dana accepted Mark's proposal. "
                           "Tia Moss says they are married in real life too.\n");
  auto events = OfKind(facts, FactKind::kEvent);
  EXPECT_TRUE(HasEvent(events, "wedding", {"Eli Ward", "Lucy Vance"}));
  EXPECT_TRUE(HasEvent(events, "engagement", {"Dana Price", "Mark Hale"}));
}

}  // namespace
}  // namespace showgraph

namespace showgraph {
namespace {

TEST(StoryTest, OccupationsInAppositionsAndAfterACopula) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana Price, the coroner, opens an inquest. Mark Hale is a widowed schoolteacher. Lucy "
                           "Vance, a pastry chef in her late thirties, runs the bakery. Eli Ward is a mess.\n");
  EXPECT_TRUE(HasAttribute(facts, "Dana Price", "occupation", "coroner"));
  EXPECT_TRUE(HasAttribute(facts, "Mark Hale", "occupation", "schoolteacher"));
  EXPECT_TRUE(HasAttribute(facts, "Lucy Vance", "occupation", "pastry chef"));
  for (const auto& f : OfKind(facts, FactKind::kAttribute)) EXPECT_NE(f.entity, "Eli Ward") << f.value;
}

// A part the article casts is a character after a preposition too ("came from Lucy's best
// friend"), where an uncast name would be read as a place ("came from Boston's ...").
TEST(StoryTest, ACastPartAfterAPrepositionIsACharacter) {
  auto facts = ExtractText(std::string(kCast) +
                           "The comic relief came from Lucy's best friend, Ivy Dunn (Meg Orr), who went into labor "
                           "at the dance. The money came from Boston's oldest bank, Quill Trust.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Ivy Dunn", "friendship"));
  EXPECT_EQ(rels.size(), 1u);
}

// A name ending like a past tense is no verb that opens a new clause: "Idony, Aldred and
// Ysbel's daughter and Lucy's half-sister" ties Idony to all three; and "Mildred" stands in
// a list of descriptions as any name does.
TEST(StoryTest, ANameEndingInEdIsNoVerb) {
  auto facts = ExtractText(std::string(kCast) +
                           "Then there is Idony Hale, Aldred and Ysbel's daughter and Lucy's half-sister, who is 19. "
                           "Rufus Lane (Ian Bo), the chief of customs, a pillar of Mildred's church and the husband of "
                           "Dana, runs the dock.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Aldred", "Idony Hale", "family"));
  EXPECT_TRUE(HasPair(rels, "Ysbel", "Idony Hale", "family"));
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Idony Hale", "family"));
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Rufus Lane", "romance"));
}

// "X stabbed him on the stairs, and he died": the "he" who dies after a clause with "him"
// is the one done to, not the one who did it; "she" likewise after "her".
TEST(StoryTest, AHeWhoDiesAfterHimIsTheOneDoneTo) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark switched back to Dana's side. Eli stabbed him on the palace stairs, and he died in "
                           "Dana's arms.\n\nLucy was no better off. Dana pushed her off the pier, and she drowned.\n");
  EXPECT_TRUE(HasEvent(facts, "death", {"Mark Hale"}));
  EXPECT_FALSE(HasEvent(facts, "death", {"Eli Ward"}));
  EXPECT_TRUE(HasEvent(facts, "death", {"Lucy Vance"}));
  EXPECT_FALSE(HasEvent(facts, "death", {"Dana Price"}));
}

// Ways of leaving the story: walking off a ship, moving to a city, boarding a bus, being
// written out; not a time slot's move, nor a move in a life story ("at 24").
TEST(StoryTest, WaysOfLeavingTheStory) {
  auto facts = ExtractText(std::string(kCast) +
                           "The premiere brings back Dana's estranged son, Tobin, who walked off the cutter in the "
                           "Season 3 finale.\n\nLucy moved to Lisbon in the finale. Mark boards a bus out of town. Eli "
                           "is written out in the third episode.\n\nThe show moves to Thursdays in March. Dana moved "
                           "to Boston at 24.\n");
  EXPECT_TRUE(HasEvent(facts, "departure", {"Tobin"}));
  EXPECT_TRUE(HasEvent(facts, "departure", {"Lucy Vance"}));
  EXPECT_TRUE(HasEvent(facts, "departure", {"Mark Hale"}));
  EXPECT_TRUE(HasEvent(facts, "departure", {"Eli Ward"}));
  EXPECT_FALSE(HasEvent(facts, "departure", {"Dana Price"}));
}

// An obituary's forms: the town one was born in, "He was 74." after a death, "the wife of
// his oldest friend, the boat builder X" (an apposition that describes before it names), and
// "she left him at the end of Season 2" for a couple told before (not "left him at the
// station", nor for two never told of as a couple).
TEST(StoryTest, AnObituarysAgeBirthplaceAndALeaving) {
  auto facts = ExtractText(std::string(kCast) +
                           "Eli was born in Jorhat. He died in the Season 3 finale. He was 74.\n\n"
                           "In Season 2 Mark had an affair with Oyi Patir (Budhni Rao), the wife of his oldest friend, "
                           "the boat builder Kaban Patir (Dukhia Lal). Kaban did not forgive Oyi, and she left him at "
                           "the end of Season 2.\n\nLucy left him at the station.\n");
  EXPECT_TRUE(HasAttribute(facts, "Eli Ward", "hometown", "Jorhat"));
  EXPECT_TRUE(HasAttribute(facts, "Eli Ward", "age", "74"));
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Oyi Patir", "Kaban Patir", "romance"));
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Oyi Patir", "Kaban Patir"}));
  EXPECT_FALSE(HasEvent(facts, "breakup", {"Lucy Vance", "Mark Hale"}));
}

// "the two" as a clause's subject is the pair a tie of the same sentence has just told
// ("Her brother, X, took it badly, and the two are now open enemies"), else the pair told
// just before ("Dana and Eli fought. The two are enemies.").
TEST(StoryTest, TheTwoAreWhatFollows) {
  auto facts = ExtractText(std::string(kCast) +
                           "Lucy was named the heir. Her brother, Tobin Vance (Ned Orr), took it badly, and the two "
                           "are now open enemies.\n\nDana and Eli fought all season. The two are enemies.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Tobin Vance", "rivalry"));
  EXPECT_FALSE(HasPair(rels, "Mark Hale", "Tobin Vance", "rivalry"));
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Eli Ward", "rivalry"));
}

// A bare surname two parts share is one of the family, no character of its own ("The
// youngest Vance, 24, came out"); "the internet has him dead" is a guess, no death.
TEST(StoryTest, ASharedSurnameAloneAndAGuessedDeath) {
  auto facts = ExtractText(std::string(kCast) +
                           "Tom Vance (Ned Orr) runs the hotel. The youngest Vance, 24, came out to her father in the "
                           "finale.\n\nMark coughs through every scene, and the internet has him dead by the Season 3 "
                           "premiere.\n");
  for (const Fact& f : facts) {
    if (f.kind == FactKind::kAttribute) {
      EXPECT_NE(f.entity, "Vance");
    }
    if (f.kind == FactKind::kEvent) {
      EXPECT_TRUE(std::find(f.participants.begin(), f.participants.end(), "Vance") == f.participants.end());
    }
  }
  EXPECT_FALSE(HasEvent(facts, "death", {"Mark Hale"}));
}

// Coming back: "came back from Dubai in the premiere" is a return and Dubai no hometown;
// "who came back to the island in the Season 3 premiere" a relative clause's return; "came
// back from the first season" (of writers) nothing.
TEST(StoryTest, ComingBackFromAPlaceAndInARelativeClause) {
  auto facts = ExtractText(std::string(kCast) +
                           "Lucy's first love, Tobin Hale (Ned Orr), came back from Dubai in the premiere.\n\n"
                           "Her son, Moipak Vance (Phagu Lal), a schoolteacher in Dibrugarh, who came back to the "
                           "island in the Season 3 premiere, made peace with her.\n");
  EXPECT_TRUE(HasEvent(facts, "return", {"Tobin Hale"}));
  EXPECT_FALSE(HasAttribute(facts, "Tobin Hale", "hometown", "Dubai"));
  EXPECT_TRUE(HasEvent(facts, "return", {"Moipak Vance"}));
}

// "left for Delhi on the night bus": a named place one leaves for is a departure; a part's
// house is not ("left for Lucy's house").
TEST(StoryTest, LeavingForANamedPlace) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark packed a bag and left for Delhi on the night bus.\n\nEli left for Lucy's house.\n");
  EXPECT_TRUE(HasEvent(facts, "departure", {"Mark Hale"}));
  EXPECT_FALSE(HasEvent(facts, "departure", {"Eli Ward"}));
}

// "Her engagement to Mark fell apart": the couple breaks up; "losing her father, Eli, to
// the thin ice of the river": the one lost dies (not "lost the farm to the bank").
TEST(StoryTest, AnEngagementThatFellApartAndOneLostToTheIce) {
  auto facts = ExtractText(std::string(kCast) +
                           "Lucy is Eli's daughter. Her engagement to Mark fell apart two episodes earlier.\n\n"
                           "The season ended with Lucy losing her father, Eli, to the thin ice of the river. Dana "
                           "lost the farm to the bank.\n");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Lucy Vance", "Mark Hale"}));
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Lucy Vance", "Mark Hale", "romance"));
  EXPECT_TRUE(HasEvent(facts, "death", {"Eli Ward"}));
  for (const Fact& f : OfKind(facts, FactKind::kEvent)) EXPECT_FALSE(f.type == "death" && f.participants[0] != "Eli Ward");
}

// A ranking's paragraphs open on their part ("WINNER: X (Y).", "LOSER: Uncle X."), and the
// sentence after describes it: "The harbor pilot ..." is its job, "Mark's older brother
// died" its death and its tie, "Lucy's first love came back from Oslo" its return and
// romance, "The youngest Hale, 24, came out" its age. Only that paragraph is about it.
TEST(StoryTest, AParagraphThatOpensOnItsPart) {
  auto facts = ExtractText(std::string(kCast) +
                           "WINNER: Nell Orrin (Ada Pike). The harbor pilot spent the season saving Dana.\n\n"
                           "LOSER: Uncle Teodor. Mark's older brother died of a stroke in the third episode.\n\n"
                           "WINNER: Casimir Vell (Bo Lund). Lucy's first love came back from Oslo in the "
                           "premiere.\n\nWINNER: Sorcha Quill (Ivy Marr). The youngest Quill, 24, came out to her "
                           "father in the finale.\n\nLOSER: The critics. The harbor pilot lost the vote.\n");
  EXPECT_TRUE(HasAttribute(facts, "Nell Orrin", "occupation", "harbor pilot"));
  EXPECT_TRUE(HasEvent(facts, "death", {"Teodor"}));
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Mark Hale", "Teodor", "family"));
  EXPECT_TRUE(HasEvent(facts, "return", {"Casimir Vell"}));
  EXPECT_TRUE(HasAttribute(facts, "Sorcha Quill", "age", "24"));
  EXPECT_TRUE(HasEvent(facts, "coming-out", {"Sorcha Quill"}));
  // ("came out to her father": an unnamed father is no one, and "her" no one else's.)
  for (const Fact& f : OfKind(facts, FactKind::kRelationship))
    EXPECT_FALSE(f.type == "family" && (f.a == "Sorcha Quill" || f.b == "Sorcha Quill")) << f.a << " " << f.b;
  int pilots = 0;  // the last paragraph names no part: its pilot is no one
  for (const Fact& f : OfKind(facts, FactKind::kAttribute)) pilots += f.value == "harbor pilot";
  EXPECT_EQ(pilots, 1);
}

// "LOSER: Tobin Ferro (X). Lucy's fiance, ..., was caught with her cousin, Greta (Y). Greta
// dumped him the next morning": the fiance is the paragraph's part, so he is a man, and
// "him" is his (not Lucy's, the name of the sentence before).
TEST(StoryTest, DumpedHimTheNextMorningInAParagraphAboutHim) {
  auto facts = ExtractText(std::string(kCast) +
                           "LOSER: Tobin Ferro (Rafe Oduya). Lucy's fiance, engaged to her since the first season, "
                           "was caught in the fourth episode with her cousin, Greta Moll (Una Vey). Lucy threw the "
                           "ring into the river. Greta dumped him the next morning.\n");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Greta Moll", "Tobin Ferro"}));
  EXPECT_FALSE(HasEvent(facts, "breakup", {"Greta Moll", "Lucy Vance"}));
}

// "LOSER: Eli. Passed over, he packed a bag and left for Delhi": the paragraph's part leaves.
TEST(StoryTest, PassedOverHeLeft) {
  auto facts = ExtractText(std::string(kCast) + "Lucy's brother, Eli, took it badly.\n\nLOSER: Eli. Passed over, he "
                                                "packed a bag and left for Delhi on the night bus.\n");
  EXPECT_TRUE(HasEvent(facts, "departure", {"Eli Ward"}));
}

// "That does not stop her from sleeping with Mark's deckhand, Tobin": what is not stopped
// goes on; "is sleeping with the harbor pilot, Nell": the one described first.
TEST(StoryTest, NotStoppedFromSleepingWithSomeone) {
  auto facts = ExtractText(std::string(kCast) +
                           "Lucy is married to Eli. That does not stop her from sleeping with Mark's deckhand, Tobin "
                           "Ferro (Rafe Oduya), again.\n\nDana is sleeping with the harbor pilot, Nell Orrin (Ada "
                           "Pike).\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Tobin Ferro", "romance"));
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Nell Orrin", "romance"));
}

// A soap's year: "the father is not her fiance, the schoolteacher Mark, but Eli, with whom
// she had been sleeping behind Mark's back" (a fiance set off in apposition is one whatever
// the copula denies; "with whom she" is a romance); "Mark called off the wedding" (the
// fiance's breakup); "he took the ferry to Corran" (a departure: the town is no one);
// "She left Eli and moved back ..." (a breakup with a partner named); "stepped off the
// ferry in his first scene" (an arrival); a ranking's numbered item opens on its part.
TEST(StoryTest, ASoapsYearOfFiancesFerriesAndFirstScenes) {
  auto facts = ExtractText(std::string(kCast) +
                           "MAY. Lucy learned she is pregnant. In June a test settled it: the father is not her fiance, "
                           "the schoolteacher Mark, but Eli, with whom she had been sleeping behind Mark's back since "
                           "February.\n\nJULY. Mark called off the wedding at the altar. The next morning he took the "
                           "ferry to Corran.\n\nAUGUST. Dana married Tobin Ferro (Rafe Oduya).\n\nNOVEMBER. Dana "
                           "chose her first love. She left Tobin and moved back into the harbor house.\n\n"
                           "DECEMBER. Her estranged son, Ivo Marr (Pell Dunn), stepped off the ferry in his first "
                           "scene on the show.\n\n3. Nell Orrin (Ada Pike), 6-1. Born and raised in Corran, she "
                           "turned up at the farm, in her first scene, in the third season's first episode.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Mark Hale", "romance"));
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Eli Ward", "romance"));
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Mark Hale", "Lucy Vance"}));
  EXPECT_TRUE(HasEvent(facts, "departure", {"Mark Hale"}));
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Dana Price", "Tobin Ferro"}));
  EXPECT_TRUE(HasEvent(facts, "arrival", {"Ivo Marr"}));
  EXPECT_TRUE(HasEvent(facts, "arrival", {"Nell Orrin"}));
  for (const Fact& f : OfKind(facts, FactKind::kEvent))
    for (const std::string& p : f.participants) EXPECT_TRUE(p != "Corran" && p != "Born") << f.type << " " << p;
}

// A ranking's items describe their parts: "2. Nell Orrin (X), 3-1. His eldest daughter, 52,
// is the farm's stable master" (her age and job), "4. Ivo Marr (Y), 8-1. Mark's nephew is
// the farm's accountant" (his job and tie).
TEST(StoryTest, ARankingsItemsDescribeTheirParts) {
  auto facts = ExtractText(std::string(kCast) +
                           "2. Nell Orrin (Ada Pike), 3-1. His eldest daughter, 52, is the farm's stable master and "
                           "knows every horse.\n\n4. Ivo Marr (Pell Dunn), 8-1. Mark's nephew is the farm's "
                           "accountant and the only one who has read the will.\n");
  EXPECT_TRUE(HasAttribute(facts, "Nell Orrin", "age", "52"));
  EXPECT_TRUE(HasAttribute(facts, "Nell Orrin", "occupation", "stable master"));
  EXPECT_TRUE(HasAttribute(facts, "Ivo Marr", "occupation", "accountant"));
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Mark Hale", "Ivo Marr", "family"));
}

// "He and his wife, X (Y), divorced in Season 2": a pronoun opens the pair; "She and her
// husband, the vet X, separated in Season 2 and reconciled in the Season 3 finale": a
// breakup, and together again by the end.
TEST(StoryTest, APronounAndAPartnerWhoSplit) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark runs the farm. He and his wife, Nell Orrin (Ada Pike), divorced in Season 2.\n\n"
                           "Lucy runs the stables. She and her husband, the vet Ivo Marr (Pell Dunn), separated in "
                           "Season 2 and reconciled in the Season 3 finale.\n");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Mark Hale", "Nell Orrin"}));
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Lucy Vance", "Ivo Marr"}));
  bool ended = false, together = false;
  for (const Fact& f : OfKind(facts, FactKind::kRelationship)) {
    if (f.type != "romance") continue;
    ended = ended || (f.a == "Mark Hale" && f.b == "Nell Orrin" && f.status == "ended");
    together = together || (f.a == "Lucy Vance" && f.b == "Ivo Marr" && f.status == "current");
  }
  EXPECT_TRUE(ended);
  EXPECT_TRUE(together);
}

// "Eli, 31, comes home in the premiere": a return past an age set off by commas; "married
// Tobin, a banana wholesaler,": a job in apposition to the object.
TEST(StoryTest, AReturnPastAnAgeAndAWholesaler) {
  auto facts = ExtractText(std::string(kCast) +
                           "Eli left for Corran in Season 2. Eli, 31, comes home in the premiere, the showrunner "
                           "confirmed. Lucy married Tobin Ferro (Rafe Oduya), a banana wholesaler, in the finale.\n");
  EXPECT_TRUE(HasEvent(facts, "return", {"Eli Ward"}));
  EXPECT_TRUE(HasAttribute(facts, "Tobin Ferro", "occupation", "banana wholesaler"));
}

// "left the Vesper Valley for Corran": a place left for a named place is an exit too; a
// person left for another ("left the farm for Lucy") is not.
TEST(StoryTest, LeavingAPlaceForANamedPlace) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark quit the mill and left the Vesper Valley for Corran.\n\nEli left the farm for "
                           "Lucy.\n");
  EXPECT_TRUE(HasEvent(facts, "departure", {"Mark Hale"}));
  EXPECT_FALSE(HasEvent(facts, "departure", {"Eli Ward"}));
}

// "is married to a Guwahati banker, Khwmsi": a capitalized word that modifies the noun
// closing a description is part of it; a name before other words is not ("marries
// trawlerman Reece at St Hild's").
TEST(StoryTest, ACapitalizedModifierInADescription) {
  auto facts = ExtractText(std::string(kCast) +
                           "Lucy is married to a Guwahati banker, Khwmsi Hazow (Somdu Tek).\n\nDana marries "
                           "trawlerman Reece at St Hild's.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Khwmsi Hazow", "romance"));
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Reece", "romance"));
}

// "X reads Y's messages, and their marriage is over": the two named before "their" break up.
TEST(StoryTest, TheirMarriageIsOver) {
  auto facts = ExtractText(std::string(kCast) +
                           "Eli reads Lucy's messages, and their marriage is over by the end of the hour.\n");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Eli Ward", "Lucy Vance"}));
  bool ended = false;
  for (const auto& f : OfKind(facts, FactKind::kRelationship))
    ended = ended || (HasPair({f}, "Eli Ward", "Lucy Vance", "romance") && f.status == "ended");
  EXPECT_TRUE(ended);
}

// "Jwngsar fires him on the spot" after "Episode 7, "The Nephew": The twist of the season:
// Dwimalu is Sansuma's nephew": "him" is the sentence before's subject (past an episode
// heading and an opening phrase's colon), not the possessor named last, and not the one
// who fires.
TEST(StoryTest, AnObjectPronounIsTheSubjectBeforeNotItsPossessor) {
  auto facts = ExtractText(std::string(kCast) +
                           "Episode 7, \"The Nephew\": The twist of the season: Eli is Dana's nephew, placed on the "
                           "estate years ago to spy. Mark fires him on the spot.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Eli Ward", "professional"));
  EXPECT_FALSE(HasPair(rels, "Mark Hale", "Dana Price", "professional"));
}

// What the audience holds is no fact: "Fans have also decided that Potri is secretly
// Macmod's daughter", "Fans are sure that he will be back".
TEST(StoryTest, WhatFansHoldIsNoFact) {
  auto facts = ExtractText(std::string(kCast) +
                           "Fans have also decided that Lucy is secretly Mark's daughter. Fans are sure that Eli will "
                           "be back.\n");
  EXPECT_FALSE(HasPair(OfKind(facts, FactKind::kRelationship), "Mark Hale", "Lucy Vance", "family"));
  EXPECT_FALSE(HasEvent(facts, "return", {"Eli Ward"}));
}

// "X, a nurse, accepted his proposal": an engagement to the one "his" stands for; "who came
// home in the pilot" a relative clause's return.
TEST(StoryTest, AcceptedHisProposalAndCameHomeInARelativeClause) {
  auto facts = ExtractText(std::string(kCast) +
                           "Eli is Mark's elder son. Nora Bali (Kin Tay), a nurse, accepted his proposal in the "
                           "Season 1 finale.\n\nHis sister, Potri Ward (Dinul Bag), who came home in the pilot after "
                           "ten years, runs the firm.\n");
  EXPECT_TRUE(HasEvent(facts, "engagement", {"Nora Bali", "Eli Ward"}));
  EXPECT_TRUE(HasEvent(facts, "return", {"Potri Ward"}));
}

// An obituary's run of "He ... His ... His ... He": "his" goes on with the same man ("He
// married twice. His first wife, Panoi, died ... His second marriage, to the weaver Yamini,
// came in the Season 1 finale. He was not a faithful husband. In Season 2 he had an affair
// with X"), never the wife a sentence opened with, nor the son named last.
TEST(StoryTest, AnObituarysRunOfHisAndHe) {
  auto facts = ExtractText(std::string(kCast) +
                           "Eli died in the Season 3 finale. He was 74.\n\nHe married twice. His first wife, Panoi, "
                           "died before the series began, giving birth to their son, Moipak. His second marriage, to "
                           "the weaver Yamini Doley (Sombari Pur), came in the Season 1 finale.\n\nHe was not a "
                           "faithful husband. In Season 2 he had an affair with Oyi Patir (Budh Bhen).\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Eli Ward", "Yamini Doley", "romance"));
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Eli Ward", "Yamini Doley"}));
  EXPECT_TRUE(HasPair(rels, "Eli Ward", "Oyi Patir", "romance"));
  EXPECT_FALSE(HasPair(rels, "Moipak", "Yamini Doley", "romance"));
  EXPECT_FALSE(HasPair(rels, "Yamini Doley", "Oyi Patir", "romance"));
}

// "Newell Jow, who played Mark's younger brother, Zbyszek, in the original series, died in
// 2019": the actor died, no character.
TEST(StoryTest, AnActorsDeathPastARelativeClauseIsNoStoryEvent) {
  auto facts = ExtractText(std::string(kCast) +
                           "Newell Jow, who played Mark's younger brother, Zbyszek, in the original series, died in "
                           "2019.\n");
  EXPECT_FALSE(HasEvent(facts, "death", {"Zbyszek"}));
  EXPECT_FALSE(HasEvent(facts, "death", {"Newell Jow"}));
}

// Idioms of couples: "tie the knot", "call it quits", "X and Y's wedding" (not one called
// off), "her on-again, off-again girlfriend, X".
TEST(StoryTest, IdiomsOfCouples) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana and Eli tie the knot in the finale.\n\nMark and Lucy call it quits in the premiere."
                           "\n\nThe epilogue opens on Tobin and Nell's wedding. Ada and Bo's wedding is called off."
                           "\n\nDana's on-again, off-again girlfriend, Ivy Dunn, returns.\n");
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Dana Price", "Eli Ward"}));
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Mark Hale", "Lucy Vance"}));
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Tobin", "Nell"}));
  EXPECT_FALSE(HasEvent(facts, "wedding", {"Ada", "Bo"}));
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Dana Price", "Ivy Dunn", "romance"));
}

// A named pair's romance: "X and Y have been dating since the pilot", "share a kiss in the
// finale" (not "never kiss"); "X has a crush on Y" a love interest.
TEST(StoryTest, ANamedPairDatingKissingAndACrush) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana and Eli have been dating since the pilot.\n\nMark and Lucy share a kiss in the "
                           "finale.\n\nTobin Hale has a crush on Nell Dunn.\n\nIvy and Bo never kiss.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Eli Ward", "romance"));
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Lucy Vance", "romance"));
  EXPECT_TRUE(HasPair(rels, "Tobin Hale", "Nell Dunn", "romance"));
  EXPECT_FALSE(HasPair(rels, "Ivy", "Bo", "romance"));
}

// "X returns to Boston in the premiere" is a return (not "returns to the role", "to CBS",
// "to Mark"); "Eli is killed off in the fifth episode" a death.
TEST(StoryTest, ReturningToAPlaceAndKilledOffInThePassive) {
  auto facts = ExtractText(std::string(kCast) +
                           "Lucy returns to Boston in the premiere. Dana returns to the role in March. Mark returns to "
                           "CBS. Tobin Vance (Ned Orr) returns to Dana in the finale.\n\nEli is killed off in the fifth "
                           "episode.\n");
  EXPECT_TRUE(HasEvent(facts, "return", {"Lucy Vance"}));
  EXPECT_FALSE(HasEvent(facts, "return", {"Dana Price"}));
  EXPECT_FALSE(HasEvent(facts, "return", {"Mark Hale"}));
  EXPECT_FALSE(HasEvent(facts, "return", {"Tobin Vance"}));
  EXPECT_TRUE(HasEvent(facts, "death", {"Eli Ward"}));
}

}  // namespace
}  // namespace showgraph

namespace showgraph {
namespace {

// "the death of Dana's father, the retired judge Mark Hale": the father died, not Dana,
// and he is her family; a place after "in" and a word ("in small-town Vermont") is no one.
TEST(StoryTest, TheDeathOfSomeonesRelativeAndAPlaceAfterAnAdjective) {
  auto facts = ExtractText(std::string(kCast) +
                           "Series one ended with the death of Dana's father, the retired judge Mark Hale, in the "
                           "lake. Eli Ward is a widowed dentist in small-town Vermont who lives with his aunt, "
                           "Lucy Vance.\n");
  auto events = OfKind(facts, FactKind::kEvent);
  EXPECT_TRUE(HasEvent(events, "death", {"Mark Hale"}));
  EXPECT_FALSE(HasEvent(events, "death", {"Dana Price"}));
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Mark Hale", "family"));
  for (const auto& f : rels) {
    EXPECT_NE(f.a, "Vermont");
    EXPECT_NE(f.b, "Vermont");
  }
}

TEST(StoryTest, BothParentsOfAListedFamilyAndTheChildrenAreSiblings) {
  auto facts = ExtractText(
      "The whole Ostrander family, Wim and Hanne and their three grown children, Pieter, Ineke and Joris, "
      "stays up all night guarding the greenhouse.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  for (const char* parent : {"Wim", "Hanne"})
    for (const char* child : {"Pieter", "Ineke", "Joris"})
      EXPECT_TRUE(HasPair(rels, parent, child, "family")) << parent << " / " << child;
  EXPECT_TRUE(HasPair(rels, "Pieter", "Ineke", "family"));
  EXPECT_TRUE(HasPair(rels, "Ineke", "Joris", "family"));
  EXPECT_TRUE(HasPair(rels, "Pieter", "Joris", "family"));
  EXPECT_FALSE(HasPair(rels, "Wim", "Hanne", "family"));  // the parents are not said to be kin
}

TEST(StoryTest, ParentsListedAreNotSiblings) {
  auto facts = ExtractText(std::string(kCast) + "Lucy's parents, Dana and Mark, arrive for the wedding.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Dana Price", "family"));
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Mark Hale", "family"));
  EXPECT_FALSE(HasPair(rels, "Dana Price", "Mark Hale", "family"));
}

TEST(StoryTest, FirstAppearanceIsAnArrivalAndAScreenDebutIsNot) {
  auto facts = ExtractText(std::string(kCast) +
                           "Eli arrives with his new wife, Rosalind Tey (Una Farr), who is making her first "
                           "appearance on the show.\n\nNewcomer Una Farr makes her screen debut.\n");
  const std::vector<std::string> arrivals = ArrivalsIn(facts);
  // Eli's own arrival is his verb's; the actor's screen debut is no one's.
  EXPECT_EQ(arrivals, (std::vector<std::string>{"Eli Ward", "Rosalind Tey"}));
}

TEST(StoryTest, DatingADescribedCharacterNamedAfterAComma) {
  auto facts = ExtractText(std::string(kCast) +
                           "Eli has been dating the town's 911 dispatcher, Rosalind Tey (Una Farr), since the spring.\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Eli Ward", "Rosalind Tey", "romance"));
}

TEST(StoryTest, ABondsLengthBetweenTheNounAndTheName) {
  auto facts = ExtractText(std::string(kCast) + "Dana learns that her husband of twenty years, Mark, has a second family.\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Dana Price", "Mark Hale", "romance"));
}

TEST(StoryTest, APronounSkipsThePossessorInsideAnApposition) {
  // "her" is Lucy's, whom the apposition describes, not Eli's.
  auto facts = ExtractText(std::string(kCast) +
                           "Lucy, Eli's older sister and the harbor master, finally learns the truth: her husband, "
                           "Mark, has been lying for years.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Mark Hale", "romance"));
  EXPECT_FALSE(HasPair(rels, "Eli Ward", "Mark Hale", "romance"));
}

TEST(StoryTest, CopulaWithAnAdverbBeforeTheRelation) {
  auto facts = ExtractText(std::string(kCast) + "Mark is also Dana's son.\n\nLucy has been Eli's deputy for two seasons.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Dana Price", "family"));
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Eli Ward", "professional"));
}

TEST(StoryTest, TwoWordRelationNouns) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana's half brother, Eli, runs the marina. Lucy's business partner, Mark, wants out.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Eli Ward", "family"));
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Mark Hale", "professional"));
  EXPECT_FALSE(HasPair(rels, "Lucy Vance", "Mark Hale", "romance"));  // not the one-word "partner"
}

TEST(StoryTest, JoiningTheCastIsAnArrivalOnlyAfterTheFirstSeason) {
  // ExtractText's headline names Season 2: a new character arrives.
  auto later = ExtractText(std::string(kCast) +
                           "Una Farr joins the cast as Dana's long-lost half sister, Rosalind Tey, who turns up at "
                           "the funeral.\n");
  auto events = OfKind(later, FactKind::kEvent);
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].type, "arrival");
  EXPECT_EQ(events[0].participants, std::vector<std::string>{"Rosalind Tey"});
  // A new show's casting: everyone is new, no one arrives.
  auto doc = DocumentFromBuffer("casting.txt",
                                "Netflix Casts Its New Drama 'Tollgate'\n\nTollgate stars Jo Smith as Dana Price. "
                                "Una Farr joins as Rosalind Tey, Dana's half sister.\n",
                                InputFormat::kText);
  ASSERT_TRUE(doc.ok());
  EXPECT_TRUE(OfKind(Extractor().Extract(doc.value()), FactKind::kEvent).empty());
}

TEST(StoryTest, APairOwnsTheRelationUnlessTheNameFollowsTheNoun) {
  auto facts = ExtractText(std::string(kCast) +
                           "Rosalind Tey (Una Farr), Dana and Mark's teenage daughter, hates the harbor.\n\n"
                           "Lucy and Dana's brother Eli have been circling each other for weeks.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Rosalind Tey", "family"));
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Rosalind Tey", "family"));
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Eli Ward", "family"));
  EXPECT_FALSE(HasPair(rels, "Lucy Vance", "Eli Ward", "family"));
}

TEST(StoryTest, RelationNounOfAName) {
  auto facts = ExtractText(std::string(kCast) + "Mark is the father of Lucy.\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Mark Hale", "Lucy Vance", "family"));
}

TEST(StoryTest, FallingForADescribedCharacter) {
  auto facts = ExtractText(std::string(kCast) + "Naturally, Eli falls for her daughter, Lucy, a large-animal vet.\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Eli Ward", "Lucy Vance", "romance"));
}

TEST(StoryTest, DivorcedFromIsABreakup) {
  auto facts = ExtractText(std::string(kCast) + "By the finale, Dana is divorced from Mark.\n");
  auto events = OfKind(facts, FactKind::kEvent);
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].type, "breakup");
  auto rels = OfKind(facts, FactKind::kRelationship);
  ASSERT_EQ(rels.size(), 1u);
  EXPECT_EQ(rels[0].status, "ended");
}

TEST(StoryTest, DivorcedFromAfterACommaTakesTheSubjectOfTheVerbBefore) {
  auto facts = ExtractText(std::string(kCast) +
                           "Going into Season 3, Dana is engaged to Eli, divorced from Mark, and living with Lucy.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Mark Hale", "romance"));
  EXPECT_FALSE(HasPair(rels, "Eli Ward", "Mark Hale", "romance"));
}

TEST(StoryTest, DeathOfADescribedCharacter) {
  auto facts = ExtractText(std::string(kCast) +
                           "The season opens with the death of the family patriarch, Mark, so expect a fight over "
                           "the boatyard.\n");
  auto events = OfKind(facts, FactKind::kEvent);
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].type, "death");
  EXPECT_EQ(events[0].participants, std::vector<std::string>{"Mark Hale"});
}

TEST(StoryTest, VoiceRolesAreCastAndTwoNounsNameOneCharacter) {
  auto facts = ExtractText("Hedda Lorne voices Pip Marsh, the motel's night clerk, and Una Farr voices his mother "
                           "and boss, Greta Marsh, who runs the place from a folding chair.\n");
  auto cast = OfKind(facts, FactKind::kCast);
  auto plays = [&](const std::string& actor, const std::string& character) {
    return std::any_of(cast.begin(), cast.end(),
                       [&](const Fact& f) { return f.actor == actor && f.character == character; });
  };
  EXPECT_TRUE(plays("Hedda Lorne", "Pip Marsh"));
  EXPECT_TRUE(plays("Una Farr", "Greta Marsh"));
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Pip Marsh", "Greta Marsh", "family"));
  EXPECT_TRUE(HasPair(rels, "Pip Marsh", "Greta Marsh", "professional"));
  EXPECT_FALSE(HasPair(rels, "Una Farr", "Greta Marsh", "family"));  // an actor is no one's mother here
}

TEST(StoryTest, RelationNounWithAdjectivesAfterAParenthesis) {
  auto facts = ExtractText(std::string(kCast) +
                           "The dead woman is Lucy (Tia Moss, seen mostly in flashbacks), the restless wife of the "
                           "resort owner Mark, and nobody can explain it.\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Lucy Vance", "Mark Hale", "romance"));
}

TEST(StoryTest, ArrivalOfAPossessorsRelativeAndEngagedToADescribedCharacter) {
  auto facts = ExtractText(std::string(kCast) +
                           "The season ended with the arrival of Dana's estranged younger sister, Rosalind (Una "
                           "Farr).\n\nIt also ended with Lucy engaged to the flying doctor Eli.\n");
  auto events = OfKind(facts, FactKind::kEvent);
  EXPECT_TRUE(HasEvent(events, "arrival", {"Rosalind"}));
  EXPECT_FALSE(HasEvent(events, "arrival", {"Dana Price"}));
  EXPECT_TRUE(HasEvent(events, "engagement", {"Lucy Vance", "Eli Ward"}));
}

TEST(StoryTest, ProposalsWeddingsDeathsAndHomecomingsWithDescriptions) {
  auto facts = ExtractText(std::string(kCast) +
                           "The finale ended with Dana accepting a proposal from her first mate, Mark.\n\n"
                           "On Thursday, hairdresser Lucy marries trawlerman Eli at St Hild's.\n\n"
                           "Monday's penultimate episode killed off the veteran smokejumper Rosalind Tey (Una Farr).\n\n"
                           "The premiere brings home Dana's older brother, Cyril, who left fifteen years ago. Then "
                           "Bram comes home.\n");
  auto events = OfKind(facts, FactKind::kEvent);
  EXPECT_TRUE(HasEvent(events, "engagement", {"Dana Price", "Mark Hale"}));
  EXPECT_TRUE(HasEvent(events, "wedding", {"Lucy Vance", "Eli Ward"}));
  EXPECT_TRUE(HasEvent(events, "death", {"Rosalind Tey"}));
  EXPECT_TRUE(HasEvent(events, "return", {"Cyril"}));
  EXPECT_FALSE(HasEvent(events, "return", {"Dana Price"}));
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Eli Ward", "romance"));
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Mark Hale", "romance"));
}

TEST(StoryTest, APronounAfterAPlayVerbIsTheCharacterThePlayVerbBeforeIntroduced) {
  auto facts = ExtractText("Harbor Town stars Jo Smith as Dana Price. Al Roe plays Dana's rival, the Hamtramck "
                           "bootlegger Mark Hale, who ordered the killing of Lucy Vance, and Tia Moss plays his "
                           "son, Eli Hale. Bram Cole plays Dana's gran, Ada Price.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Mark Hale", "rivalry"));
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Eli Hale", "family"));
  EXPECT_FALSE(HasPair(rels, "Lucy Vance", "Eli Hale", "family"));
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Ada Price", "family"));
}

TEST(StoryTest, JobsBeforeANameAndAFanTheoryThatStatesNothing) {
  auto facts = ExtractText(std::string(kCast) +
                           "Landlady Lucy Vance (Tia Moss) is less sure. On Thursday, hairdresser Dana marries "
                           "trawlerman Mark.\n\nFans have spent months theorizing that Eli is secretly Dana's "
                           "father.\n");
  auto job_of = [&](const std::string& who) {
    for (const Fact& f : OfKind(facts, FactKind::kAttribute))
      if (f.entity == who && f.attribute == "occupation") return f.value;
    return std::string("(none)");
  };
  EXPECT_EQ(job_of("Lucy Vance"), "landlady");
  EXPECT_EQ(job_of("Mark Hale"), "trawlerman");
  EXPECT_FALSE(HasPair(OfKind(facts, FactKind::kRelationship), "Eli Ward", "Dana Price", "family"));
}

TEST(StoryTest, JobsAfterARelationsCommaTurningUpLaborAndEngagements) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana's ex-husband, police detective Mark, raises their son alone. Lucy's best friend and "
                           "head designer, Rosalind Tey (Una Farr), who went into labor during the first dance, stole the show.\n\n"
                           "Her estranged father, Eli, finally turns up after a decade away.\n\n"
                           "Mark is engaged to Lucy's niece, Ada Price.\n\n"
                           "She comes out to her father, not to Eli.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Mark Hale", "romance"));
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Rosalind Tey", "friendship"));
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Ada Price", "romance"));
  EXPECT_FALSE(HasPair(rels, "Mark Hale", "Lucy Vance", "romance"));  // the possessor is not the fiancee
  auto events = OfKind(facts, FactKind::kEvent);
  EXPECT_TRUE(HasEvent(events, "birth", {"Rosalind Tey"}));
  EXPECT_TRUE(HasEvent(events, "return", {"Eli Ward"}));
  EXPECT_TRUE(HasEvent(events, "engagement", {"Mark Hale", "Ada Price"}));
}

TEST(StoryTest, AnActorTurningUpInFlashbacksIsNoArrival) {
  auto facts = ExtractText(std::string(kCast) +
                           "Una Farr, who played Lucy, turns up in a handful of flashbacks.\n\nThen Eli turns up "
                           "uninvited at the wedding.\n");
  const std::vector<std::string> arrivals = ArrivalsIn(facts);
  EXPECT_EQ(arrivals, std::vector<std::string>{"Eli Ward"});
}

TEST(StoryTest, HerOwnIsTheSubjectsAndABurialIsADeath) {
  auto facts = ExtractText(std::string(kCast) +
                           "Sent to the barn, Dana walks in on Lucy and her own husband, Mark, in the loft.\n\n"
                           "By the finale Lucy has buried her husband, Eli (Bram Cole), who was shot outside a hotel.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Mark Hale", "romance"));
  EXPECT_FALSE(HasPair(rels, "Lucy Vance", "Mark Hale", "romance"));
  EXPECT_TRUE(HasEvent(facts, "death", {"Eli Ward"}));
}

// A place that modifies a noun ("the struggling Duluth bowling alley") is no one a
// pronoun after it refers to: "her father" is Dana's.
TEST(StoryTest, PlaceModifyingANounIsNoPronounReferent) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana runs the struggling Duluth bowling alley that her father, Gus (Ray Lund), will not "
                           "sell.\n\nLucy drives past the old Vance family farm, where her uncle, Otto (Sam Pry), "
                           "still lives.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Gus", "family"));
  EXPECT_FALSE(HasPair(rels, "Duluth", "Gus", "family"));
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Otto", "family"));
}

// A kin noun with a relative clause names the kin in the clause: "the mother who walked
// out on Dana and Eli", "the son Mark has not seen". A job noun does not.
TEST(StoryTest, KinNounWithARelativeClause) {
  auto facts = ExtractText(std::string(kCast) +
                           "The stranger at the door is Vera Price (Ann Cole), the mother who walked out on Dana and "
                           "Eli twenty years ago.\n\nHe is Tom Hale, the son Mark Hale has not seen since the war.\n\n"
                           "The man in the boat is Rex Pike, the detective who arrested Lucy in the pilot.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Vera Price", "Dana Price", "family"));
  EXPECT_TRUE(HasPair(rels, "Vera Price", "Eli Ward", "family"));
  EXPECT_TRUE(HasPair(rels, "Tom Hale", "Mark Hale", "family"));
  EXPECT_FALSE(HasPair(rels, "Rex Pike", "Lucy Vance", "family"));
}

// The subject of "dies" stands before an apposition that holds possessors: "Sam Price
// (Ned Kerr), Dana and Mark's only son, dies", not Mark.
TEST(StoryTest, DeathSubjectBeforeAnAppositionWithPossessors) {
  auto facts = ExtractText(std::string(kCast) +
                           "Sam Price (Ned Kerr), Dana and Mark's only son, dies in the warehouse fire he set "
                           "himself.\n");
  EXPECT_TRUE(HasEvent(facts, "death", {"Sam Price"}));
  EXPECT_FALSE(HasEvent(facts, "death", {"Mark Hale"}));
}

// A rank's abbreviation before a name is the rank ("Lt.", "Det.", "Capt."), "Special
// Agent" is a job, stacked titles give none, and a job of two words the data lists
// keeps both ("funeral director", though "funeral" is a story word).
TEST(StoryTest, RanksAndTwoWordJobs) {
  auto facts = ExtractText(
      "Harbor Town stars Jo Smith as Special Agent Dana Price and Al Roe as Lt. Mark Hale. Tia Moss plays Lucy "
      "Vance, a 34-year-old funeral director, and Bram Cole plays Det. Eli Ward.\n\n"
      "Lucy's father, retired Navy Capt. Tom Vance, still lives in Norfolk. Lt. Cmdr. Ada Ruiz runs the base.\n");
  EXPECT_TRUE(HasAttribute(facts, "Dana Price", "occupation", "special agent"));
  EXPECT_TRUE(HasAttribute(facts, "Mark Hale", "occupation", "lieutenant"));
  EXPECT_TRUE(HasAttribute(facts, "Eli Ward", "occupation", "detective"));
  EXPECT_TRUE(HasAttribute(facts, "Tom Vance", "occupation", "captain"));
  EXPECT_TRUE(HasAttribute(facts, "Lucy Vance", "occupation", "funeral director"));
  EXPECT_FALSE(HasAttribute(facts, "Ada Ruiz", "occupation", "lieutenant"));
}

// "Her" passes over a name a kin noun marks as a man's ("Lucy's father, Tom Vance"), and
// a place after "to" is no referent even after the pronoun.
TEST(StoryTest, APronounSkipsANameOfTheOtherGenderAndPlaces) {
  auto facts = ExtractText(std::string(kCast) +
                           "Lucy's father, Tom Vance (Rick Orr), still lives in Norfolk. Her sister, Ivy (Meg Dunn), "
                           "is a nurse.\n\nHer mother, Ada, wants to sell the house and move to Florida.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Ivy", "family"));
  EXPECT_FALSE(HasPair(rels, "Tom Vance", "Ivy", "family"));
  EXPECT_FALSE(HasPair(rels, "Florida", "Ada", "family"));
}

// What the rest of the article shows of a character's gender rules a pronoun out too:
// a sentence that goes on with "He" from one about Kasimir alone makes him a man, so
// "Her sister" is not his; an occupation ("barmaid Stacey") makes her a woman, so past the
// landlord the pronoun finds her, not the mechanic named between.
TEST(StoryTest, APronounSkipsACharacterTheArticleShowsIsOfTheOtherGender) {
  auto facts = ExtractText(
      "Tamsworth stars Ola Brinde as Kasimir Oduya.\n\n"
      "Kasimir Oduya (Ola Brinde) is a ferry captain. He spends the season trying to win back his former wife. "
      "Her sister, Lenka Vrabel (Ada Moss), is not convinced.\n");
  EXPECT_FALSE(HasPair(OfKind(facts, FactKind::kRelationship), "Kasimir Oduya", "Lenka Vrabel", "family"));

  facts = ExtractText(
      "Barmaid Stacey Swarbrick (Demi Ro) is engaged to mechanic Mostyn Pike. Worse news for the man she has "
      "been seeing: landlord Alun Brill (Elwyn Sco), the husband of her boss, Leanne.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Stacey Swarbrick", "Leanne", "professional"));
  EXPECT_FALSE(HasPair(rels, "Mostyn Pike", "Leanne", "professional"));
}

// An age set off by commas may stand between a name and its apposition ("Mirela Toth
// (X), 27, Anzor and Pavla's daughter"); a pronoun of the clause the name opens is hers,
// not the possessors' in the apposition, and so is a "She" that opens the next sentence.
TEST(StoryTest, AnAgeAndAPairOfPossessorsInAnApposition) {
  auto facts = ExtractText(
      "Fenmoor stars Ida Rusk as Mirela Toth, Tom Hale as Anzor Toth, Lia Bond as Pavla Toth and Ned Rowe as "
      "Casimir Lenz.\n\n"
      "That left the wedding. Mirela Toth (Ida Rusk), 27, Anzor and Pavla's daughter, had planned to marry her "
      "fiance, the chef Casimir Lenz (Ned Rowe), in June. She marries Casimir in the barn.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Anzor Toth", "Mirela Toth", "family"));
  EXPECT_TRUE(HasPair(rels, "Pavla Toth", "Mirela Toth", "family"));
  EXPECT_TRUE(HasPair(rels, "Mirela Toth", "Casimir Lenz", "romance"));
  EXPECT_FALSE(HasPair(rels, "Pavla Toth", "Casimir Lenz", "romance"));
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Mirela Toth", "Casimir Lenz"}));
  EXPECT_FALSE(HasEvent(facts, "wedding", {"Pavla Toth", "Casimir Lenz"}));
}

// "Osgood Marr (X), Wenna's husband, whose death leaves her broke. She ...": the kin noun
// of a possessor after the name makes him a man, so "She" passes him for Wenna.
TEST(StoryTest, AKinNounOfAPossessorAfterTheNameGivesItsGender) {
  auto facts = ExtractText(
      "Tallowgate stars Ada Fenn as Wenna Marr and Rob Tye as Osgood Marr.\n\n"
      "Wenna Marr has just buried a husband. The premiere opens on the funeral of Osgood Marr (Rob Tye), "
      "Wenna's husband, whose sudden death leaves her with a stack of debts. She doesn't sell. Instead she "
      "strikes an uneasy partnership with Lachlan Dray, a merchant who sails into port.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_FALSE(HasPair(rels, "Osgood Marr", "Lachlan Dray", "professional"));
}

// "His brother was pronounced dead", "Pell's son is killed": the kin dies, not the one
// the possessor stands for, even past the verb's auxiliaries.
TEST(StoryTest, AKinNounsDeathPastAuxiliariesIsNotThePossessors) {
  auto facts = ExtractText(
      "Ossian Tarr (Rob Tye), the youngest, never wanted any of it. He leaves town on the last ferry with his "
      "girlfriend, Bryn Vos (Ada Fenn), a nurse at the hospital where his brother was pronounced dead, and a bag "
      "of cash.\n\nWenna Marr (Ada Fenn) runs the inn. Wenna's son was found dead in the harbor.\n");
  EXPECT_TRUE(HasEvent(facts, "departure", {"Ossian Tarr"}));
  EXPECT_FALSE(HasEvent(facts, "death", {"Ossian Tarr"}));
  EXPECT_FALSE(HasEvent(facts, "death", {"Wenna Marr"}));
}

// "gave birth to a son, Reuben": a birth, and the child is the mother's. "X, the son of
// that rival family, whom Thirza married": the wedding of the one "whom" stands for.
TEST(StoryTest, ABirthNamesTheChildAndWhomSheMarried) {
  auto facts = ExtractText(
      "Edda Moss is back as his daughter, Tamsin Garth, and Joel Pike as Osric Venn, the son of that rival "
      "family, whom Tamsin married in the Season 2 finale.\n\n"
      "Tamsin Garth (Edda Moss) gave birth to a son, Corwen, in the closing minutes of Season 2.\n");
  EXPECT_TRUE(HasEvent(facts, "birth", {"Tamsin Garth"}));
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Tamsin Garth", "Corwen", "family"));
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Tamsin Garth", "Osric Venn"}));
  EXPECT_TRUE(HasPair(rels, "Tamsin Garth", "Osric Venn", "romance"));
}

// "X signed a contract with Y. He needed a wife ... She needed the money for her younger
// brother": after a sentence that opens with "He", "She" is the woman who opened the one
// before it, not the grandmother the "He" sentence names.
TEST(StoryTest, SheAfterAHeSentenceIsTheOtherOfThePair) {
  auto facts = ExtractText(
      "A quick refresher. Florist Yoon Sera (Ada Fenn), 29, signed a contract marriage with Baek Taeho (Rob Tye), "
      "34, the heir to a hotel chain. He needed a wife before his grandmother, Chairwoman Go Misun (Lia Bond), "
      "would make him CEO. She needed the money for her younger brother, Yoon Haram (Ned Rowe).\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Yoon Sera", "Yoon Haram", "family"));
  EXPECT_FALSE(HasPair(rels, "Go Misun", "Yoon Haram", "family"));
}

// "Mara ended it", "she called it off at the altar": "it" is the romance the subject was
// said to be in just before; a romance stated long before is no antecedent.
TEST(StoryTest, EndedItAndCalledItOffAreBreakups) {
  auto facts = ExtractText(
      "Vowgate stars Ada Fenn as Mara Quill, Rob Tye as Joss Arden and Ned Rowe as Tobin Vale.\n\n"
      "In Season 1, Mara and Joss dated in secret for most of the year. Mara ended it in the Season 1 finale.\n\n"
      "Season 2 made it worse. Mara got engaged to Tobin Vale in the fourth episode. The finale took place at that "
      "wedding, and Mara called it off at the altar.\n");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Mara Quill", "Joss Arden"}));
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Mara Quill", "Tobin Vale"}));
}

// "A and B spent the first half of Season 3 as rivals": a rivalry, over once told in the
// past; "spend the season as friends" holds now.
TEST(StoryTest, APairSpentATimeAsRivals) {
  auto facts = ExtractText(
      "Joss Arden (Rob Tye) and Mara Quill (Ada Fenn) spent the first half of Season 3 as rivals for control of "
      "the chapel. Tobin Vale (Ned Rowe) and Ivy Dunn (Meg Dunn) spend the season as friends.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Joss Arden", "Mara Quill", "rivalry"), "ended");
  EXPECT_EQ(StatusOf(rels, "Tobin Vale", "Ivy Dunn", "friendship"), "current");
}

// "Joss, the chapel's photographer and the son of its owner, Vera": the second of two
// descriptions joined by "and" describes the name before the first.
TEST(StoryTest, TheSecondOfTwoDescriptionsJoinedByAnd) {
  auto facts = ExtractText(
      "Rob Tye plays Joss Arden, the chapel's photographer and the son of its owner, Vera Arden (Lia Bond).\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Joss Arden", "Vera Arden", "family"));
}

// A kin noun before a name is evidence of its gender only in apposition: "the son Denise
// has not seen" and "the man Liisa was engaged to" say nothing of Denise or Liisa, so a
// later "her" may still be theirs.
TEST(StoryTest, AReducedRelativeGivesTheNameNoGender) {
  auto facts = ExtractText(
      "Denise Ogden (Bea Holt) runs the chip shop. He is Jay Ogden, the son Denise Ogden has not seen in years. "
      "Denise is thrilled. Landlady Maxine Platt (Sue Dent), her best friend of thirty years, is less sure.\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Denise Ogden", "Maxine Platt", "friendship"));
}

// "who were married in Season 1 and divorced by Season 3": an ended romance and a
// breakup, no wedding.
TEST(StoryTest, MarriedAndDivorcedIsABreakup) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana and Mark (Al Roe), who were married in Season 1 and divorced by Season 3, now run "
                           "rival diners.\n");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Dana Price", "Mark Hale"}));
  EXPECT_FALSE(HasEvent(facts, "wedding", {"Dana Price", "Mark Hale"}));
  bool ended = false;
  for (const Fact& f : OfKind(facts, FactKind::kRelationship))
    if (f.type == "romance" && f.status == "ended") ended = true;
  EXPECT_TRUE(ended);
}

// A kin or job noun's name may stand after a description with capitals and a title
// ("her father, retired Navy Capt. Tom Vance") or after the show ("Dana's boss on Harbor
// Town, Lt. Carl Moss"); a place that modifies a noun is no one ("a former Coast Guard
// investigator"); and a kin noun that is itself a possessor ("her late father's ferry")
// names no one, so no name before it is taken for the kin.
TEST(StoryTest, KinNamesPastDescriptionsAndShows) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana's father, retired Navy Capt. Tom Vance (Rick Orr), still lives in Norfolk.\n\n"
                           "Sam Lee plays Dana's new second-in-command, a former Coast Guard investigator.\n\n"
                           "Ned Kerr, who plays Dana's longtime boss on Harbor Town, Lt. Carl Moss, returns.\n\n"
                           "Set in Newfoundland, the show follows Lucy Vance (Tia Moss), who took over her late "
                           "father's ferry.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Tom Vance", "family"));
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Carl Moss", "professional"));
  EXPECT_FALSE(HasPair(rels, "Dana Price", "Coast Guard", "professional"));
  EXPECT_FALSE(HasPair(rels, "Dana Price", "Ned Kerr", "professional"));
  EXPECT_FALSE(HasPair(rels, "Newfoundland", "Lucy Vance", "family"));
}

// "The two split in 2011": a breakup of the last two named; "split the money" is none.
TEST(StoryTest, ThePairSplitIsABreakup) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark was Lucy's husband for the whole first run. The two split in 2011 but still own the "
                           "diner together.\n\nDana and Eli split the money from the sale.\n");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Mark Hale", "Lucy Vance"}));
  EXPECT_FALSE(HasEvent(facts, "breakup", {"Dana Price", "Eli Ward"}));
}

// "His" in the sentence after one that opens with a long apposition is that sentence's
// subject, not the last name in it.
TEST(StoryTest, APronounAfterASubjectWithALongApposition) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark Hale (Al Roe), Eli's old rival and the man who has been robbing the bank one "
                           "forged cheque at a time, is unmasked as the one who drowned Eli. His own daughter, "
                           "Ivy (Meg Dunn), hands the police the ledger.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Ivy", "family"));
  EXPECT_FALSE(HasPair(rels, "Eli Ward", "Ivy", "family"));
}

// A partner is a working tie unless the text calls it a life partner; an old partner is
// a tie of the past, an old friend still a friend.
TEST(StoryTest, PartnersAreColleaguesUnlessToldOtherwise) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana teams up with her old partner, Bo Quint (Rae Lund), to find the boat.\n\n"
                           "Mark moves in with his life partner, Wes Arno (Cal Oduya).\n\n"
                           "Lucy calls her old friend, Fay Orme (Kit Vale).\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Dana Price", "Bo Quint", "professional"), "ended");
  EXPECT_FALSE(HasPair(rels, "Dana Price", "Bo Quint", "romance"));
  EXPECT_EQ(StatusOf(rels, "Mark Hale", "Wes Arno", "romance"), "current");
  EXPECT_FALSE(HasPair(rels, "Mark Hale", "Wes Arno", "professional"));
  EXPECT_EQ(StatusOf(rels, "Lucy Vance", "Fay Orme", "friendship"), "current");
}

// A who's-who explainer: "NAME (Actor)" headings in capitals are cast; below one, a
// verbless description and an opening pronoun are about the heading's part.
TEST(StoryTest, AWhosWhoExplainer) {
  auto facts = ExtractText(
      "TOBIN FENWICK (Cass Obuya)\n\n"
      "The patriarch. He was married to Orla for twenty years, but he had a secret affair with Pell Marr.\n\n"
      "ORLA FENWICK (Bree Castellan)\n\n"
      "Tobin's first wife and the mother of Wren and Ivo. She married Dax Hume in the Season 2 finale.\n");
  EXPECT_TRUE(HasCast(facts, "Cass Obuya", "Tobin Fenwick"));
  EXPECT_TRUE(HasCast(facts, "Bree Castellan", "Orla Fenwick"));
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Tobin Fenwick", "Orla Fenwick", "romance"));
  EXPECT_TRUE(HasPair(rels, "Orla Fenwick", "Wren", "family"));
  EXPECT_TRUE(HasPair(rels, "Orla Fenwick", "Ivo", "family"));
  EXPECT_TRUE(HasEvent(facts, "infidelity", {"Tobin Fenwick", "Pell Marr"}));
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Orla Fenwick", "Dax Hume"}));
  EXPECT_FALSE(HasEvent(facts, "wedding", {"Tobin Fenwick", "Orla Fenwick"}));
}

// Under a who's-who heading, a pronoun later in a sentence is still the part's when the
// characters named before it are of the other gender: the section's opening "He" and
// "She" show whose gender is whose.
TEST(StoryTest, AWhosWhoPronounLaterInTheSentence) {
  auto facts = ExtractText(
      "HALVOR BRANDT (Cass Obuya)\n\n"
      "He is the governor, and he has been since the Season 1 finale.\n\n"
      "MIREILLE OKAFOR (Bree Castellan)\n\n"
      "She is the lieutenant governor. In Season 1 she was Halvor's running mate and his most loyal soldier, and "
      "she married his chief of staff, Anselm Vey, in the Season 1 finale.\n");
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Mireille Okafor", "Anselm Vey"}));
  EXPECT_FALSE(HasEvent(facts, "wedding", {"Halvor Brandt", "Anselm Vey"}));
}

// "Was married to X for years" is a marriage that was, not a wedding; an affair is an
// infidelity.
TEST(StoryTest, AMarriageThatWasAndAnAffair) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark was married to Lucy for thirty years, but he had a secret affair with Dana.\n");
  EXPECT_FALSE(HasEvent(facts, "wedding", {"Mark Hale", "Lucy Vance"}));
  EXPECT_TRUE(HasEvent(facts, "infidelity", {"Mark Hale", "Dana Price"}));
  EXPECT_EQ(StatusOf(OfKind(facts, FactKind::kRelationship), "Mark Hale", "Lucy Vance", "romance"), "ended");
}

// The object of an active "murdered" dies, not its subject; "shot dead" after a name; "in
// the pilot" is the first season.
TEST(StoryTest, WhoDiesWhenSomeoneIsMurdered) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark, who murdered Lucy's father, Tom Vance, in the pilot, is back.\n\n"
                           "The season ends with Dana shot dead on the church steps.\n");
  EXPECT_TRUE(HasEvent(facts, "death", {"Tom Vance"}));
  EXPECT_TRUE(HasEvent(facts, "death", {"Dana Price"}));
  EXPECT_FALSE(HasEvent(facts, "death", {"Mark Hale"}));
  for (const Fact& f : OfKind(facts, FactKind::kEvent))
    if (f.type == "death" && f.participants == std::vector<std::string>{"Tom Vance"}) {
      EXPECT_EQ(f.season, 1);
    }
}

// Jobs after "is the" (past an age), after a possessor ("the company's head chemist"), of
// three words ("chief operating officer"), and in a who's-who section's verbless opening.
TEST(StoryTest, JobsAfterTheAndInAWhosWhoSection) {
  auto facts = ExtractText(
      "WREN FENWICK (Cass Obuya)\n\n"
      "The youngest, and the company's head chemist. Her brother Ivo Fenwick, 41, is the chief operating "
      "officer. Pell Marr is the town's postmistress.\n");
  EXPECT_TRUE(HasAttribute(facts, "Wren Fenwick", "occupation", "head chemist"));
  EXPECT_TRUE(HasAttribute(facts, "Ivo Fenwick", "occupation", "chief operating officer"));
  EXPECT_TRUE(HasAttribute(facts, "Pell Marr", "occupation", "postmistress"));
}

// A season-by-season explainer: a "SEASON 2: ..." heading dates the events below it until
// the next heading; "his" in a clause "he" opens is his ("To end a war that cost both
// sides, he agrees to marry his son Wes to Ivy, the daughter of his rival Eli").
TEST(StoryTest, SectionSeasonsAndTheSubjectsPossessive) {
  auto facts = ExtractText(std::string(kCast) +
                           "SEASON 1: THE TRUCE\n\n"
                           "Mark Hale runs the waterfront and the Harbor Town diner. To end a war that has cost "
                           "both sides a dozen men, he agrees to marry his eldest son, Wes Hale, to Ivy Ward, the "
                           "daughter of his rival Eli Ward.\n\n"
                           "SEASON 2: THE STEPS\n\n"
                           "Dana Price dies on the church steps.\n\n"
                           "WHERE TO WATCH\n\nAll seasons stream on Hulu.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Wes Hale", "family"));
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Eli Ward", "rivalry"));
  EXPECT_FALSE(HasPair(rels, "Wes Hale", "Eli Ward", "rivalry"));
  for (const Fact& f : rels)
    if (f.type == "family" && (f.a == "Wes Hale" || f.b == "Wes Hale")) {
      EXPECT_EQ(f.season, 1);
    }
  for (const Fact& f : OfKind(facts, FactKind::kEvent))
    if (f.type == "death") {
      EXPECT_EQ(f.season, 2);
    }
  for (const Fact& f : OfKind(facts, FactKind::kCrew)) EXPECT_NE(f.person, "Mark Hale") << f.role;
}

// A company ("Haeron Group", "Vandiver Beauty") is no character, so "her" is not its.
TEST(StoryTest, ACompanyIsNoCharacter) {
  auto facts = ExtractText(std::string(kCast) +
                           "Lucy Vance is the heiress of Haeron Group, a cosmetics empire founded by her "
                           "grandfather, Chairman Tom Vance.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Tom Vance", "family"));
  for (const Fact& f : rels) EXPECT_TRUE(f.a != "Haeron Group" && f.b != "Haeron Group") << f.a << " " << f.b;
}

// "her hometown of Tromso" is her hometown, and the town is no one ("Her father" is hers).
TEST(StoryTest, AHometownOfAPlace) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana Price returns to her hometown of Fjellby after her sister vanishes. Her father, the "
                           "retired fisherman Tom Price (Rick Orr), refuses to help.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Tom Price", "family"));
  for (const Fact& f : rels) EXPECT_TRUE(f.a != "Fjellby" && f.b != "Fjellby") << f.a << " " << f.b;
  EXPECT_TRUE(HasAttribute(facts, "Dana Price", "hometown", "Fjellby"));
}

// "Their friendship is over": the friendship just stated has ended.
TEST(StoryTest, TheirBondIsOver) {
  auto facts = ExtractText(std::string(kCast) +
                           "The killer is Dana's best friend, Ivy Lane (Meg Dunn). Dana trusted her with everything. "
                           "Their friendship is over.\n");
  EXPECT_EQ(StatusOf(OfKind(facts, FactKind::kRelationship), "Dana Price", "Ivy Lane", "friendship"), "ended");
}

// A sitcom recap's forms: "at war with his next-door neighbor, X"; "runs into Reggie's
// sister, Y (Actor)" (meeting someone, not a place); "starts dating Reggie's nephew, Z";
// "..., ending a friendship that goes back forty years".
TEST(StoryTest, NeighborsSistersNephewsAndAnEndedFriendship) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark Hale has been at war with his next-door neighbor, Eli Ward, since spring.\n\n"
                           "Lucy runs into Eli's sister, Pia Ward (Kay Oduya). Dana starts dating Eli's nephew, Wes "
                           "Ward (Tom Ivey).\n\n"
                           "Mark's oldest friend, Ned Pike (Al Ruiz), sides with Eli. Mark says he never wants to see "
                           "him again, ending a friendship that goes back forty years.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Eli Ward", "rivalry"));
  EXPECT_TRUE(HasPair(rels, "Eli Ward", "Pia Ward", "family"));
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Wes Ward", "romance"));
  EXPECT_FALSE(HasPair(rels, "Dana Price", "Eli Ward", "romance"));
  EXPECT_EQ(StatusOf(rels, "Mark Hale", "Ned Pike", "friendship"), "ended");
}

// "Lucy leaves Mark" ends a romance (a cast part, not "leaves Dublin"); "Mark kills Eli"
// is Eli's death; a part named with titles before it ("FBI Special Agent Dana Price") is
// the part the article casts.
TEST(StoryTest, LeavingAPartnerKillingAndTitledParts) {
  auto facts = ExtractText(std::string(kCast) +
                           "Lucy Vance leaves Mark Hale and moves home. Dana Price leaves Dublin for a job.\n\n"
                           "In the finale, Mark Hale kills Eli Ward in the kitchen. FBI Special Agent Dana Price "
                           "arrives in the season premiere.\n");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Lucy Vance", "Mark Hale"}));
  EXPECT_FALSE(HasEvent(facts, "breakup", {"Dana Price", "Dublin"}));
  EXPECT_TRUE(HasEvent(facts, "death", {"Eli Ward"}));
  EXPECT_FALSE(HasEvent(facts, "death", {"Mark Hale"}));
  for (const Fact& f : OfKind(facts, FactKind::kEvent))
    for (const std::string& p : f.participants) EXPECT_EQ(p.find("Agent"), std::string::npos) << f.type;
}

// An agent's line names real people ("repped by Gersh and attorney X": no occupation of a
// character), and a name after "the Blue Ridge Mountains of" is a place, which no pronoun
// after it stands for.
TEST(StoryTest, RepresentationLinesAndPlacesAfterMountains) {
  auto facts = ExtractText(
      "Corliss Ambrose-Tate stars as Wynn Dabney, who leads a rescue team in the Blue Ridge Mountains of "
      "Virginia, and Peregrine Osei plays his second-in-command and ex-wife, Marit Dabney.\n\n"
      "Ambrose-Tate is repped by Gersh and attorney Helmut Vantongeren.\n\n"
      "The show's attorney Lisette Gravelle is Wynn's rival.\n");
  bool lawyer = false, counsel = false;
  for (const Fact& f : OfKind(facts, FactKind::kAttribute)) {
    lawyer = lawyer || f.entity == "Helmut Vantongeren";
    counsel = counsel || (f.entity == "Lisette Gravelle" && f.value == "attorney");
  }
  EXPECT_FALSE(lawyer);
  EXPECT_TRUE(counsel);
  const auto rels = OfKind(facts, FactKind::kRelationship);
  for (const Fact& f : rels) {
    EXPECT_NE(f.a, "Virginia") << f.type;
    EXPECT_NE(f.b, "Virginia") << f.type;
  }
  EXPECT_TRUE(HasPair(rels, "Wynn Dabney", "Marit Dabney", "romance"));
}

// "married to the actor X, her co-star on Foo, who died in 2015": the actor is a real
// person (no occupation), and "her co-star", not a character named before, is who died.
// A part the article casts keeps its job as an actor ("Eli Ward, a struggling actor").
TEST(StoryTest, AnActorsSpouseIsNoCharacter) {
  auto facts = ExtractText(std::string(kCast) +
                           "Lucy Vance works nights. Lucy Vance was married for years to the actor Hollis "
                           "Brandvold, her co-star on the CBS drama Copperline, who died in 2015.\n\n"
                           "Eli Ward, a struggling actor, moves in next door.\n");
  for (const Fact& f : OfKind(facts, FactKind::kEvent)) EXPECT_NE(f.type, "death") << f.participants.front();
  bool hollis = false, wes = false;
  for (const Fact& f : OfKind(facts, FactKind::kAttribute)) {
    hollis = hollis || f.entity == "Hollis Brandvold";
    wes = wes || (f.entity == "Eli Ward" && f.value == "actor");
  }
  EXPECT_FALSE(hollis);
  EXPECT_TRUE(wes);
}

// "the man who killed her brother": someone unnamed died; neither the one hunting him
// nor anyone named before is the dead.
TEST(StoryTest, AKillingOfSomeoneUnnamed) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana Price is hunting the man who killed her brother. Mark Hale killed the "
                           "witness before the trial.\n");
  for (const Fact& f : OfKind(facts, FactKind::kEvent)) EXPECT_NE(f.type, "death") << f.participants.front();
}

// A given name that is an English word stands for its full name before a possessive
// ("Nettle Wren ... Nettle's mother"), though alone it stays a word ("a nettle").
TEST(StoryTest, AGivenNameThatIsAWordBeforeAPossessive) {
  auto facts = ExtractText(
      "Tove Arkwright plays Nettle Wrenfield, an apprentice. Ilse Marsh plays Clover Wrenfield, Nettle's mother, a "
      "pilot. A nettle grows by the shed.\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Nettle Wrenfield", "Clover Wrenfield", "family"));
}

// "the night Dana's engagement to Mark Hale is announced": an engagement of the two and
// a romance; "Lucy's engagement to Eli Ward ended" is no new engagement.
TEST(StoryTest, ANamesEngagementTo) {
  auto facts = ExtractText(std::string(kCast) +
                           "The premiere opens on the night Dana's engagement to Mark Hale is announced. "
                           "Lucy's engagement to Eli Ward ended last spring.\n");
  EXPECT_TRUE(HasEvent(facts, "engagement", {"Dana Price", "Mark Hale"}));
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Dana Price", "Mark Hale", "romance"));
  EXPECT_FALSE(HasEvent(facts, "engagement", {"Lucy Vance", "Eli Ward"}));
}

// Attributes in appositions: "X, the 22-year-old daughter of ...", "Y, an 11-year-old
// apprentice", "the housekeeper, Mrs Z" (a title before the name), and jobs the lexicon
// now knows ("a widowed dry cleaner", "a wine critic").
TEST(StoryTest, AgesAfterArticlesJobsBeforeTitles) {
  auto facts = ExtractText(
      "Tove Arkwright plays Ethelinda Voss, the 22-year-old daughter of a railroad fortune. Nell Orr plays "
      "Pippa Quill, an 11-year-old apprentice. The beating heart of the series is the housekeeper, Mrs Sibyl "
      "Kennet, who keeps a secret. Rafi Dorn plays Manpreet Sandhu, a widowed dry cleaner in Fresno, and Idris "
      "Vale plays Nizar Hadad, a wine critic.\n");
  std::vector<std::string> got;
  for (const Fact& f : OfKind(facts, FactKind::kAttribute)) got.push_back(f.entity + ":" + f.value);
  auto has = [&](const std::string& want) { return std::find(got.begin(), got.end(), want) != got.end(); };
  EXPECT_TRUE(has("Ethelinda Voss:22"));
  EXPECT_TRUE(has("Pippa Quill:11"));
  EXPECT_TRUE(has("Sibyl Kennet:housekeeper"));
  EXPECT_TRUE(has("Manpreet Sandhu:dry cleaner"));
  EXPECT_TRUE(has("Nizar Hadad:wine critic"));
}

// More jobs the lexicon knows ("a teenage pickpocket", "the centuries-old stationmaster",
// "a marine biologist"), with the describing word left off the job.
TEST(StoryTest, JobsWithDescribingWordsLeftOff) {
  auto facts = ExtractText(
      "Nell Orr plays Gisela Umber, a teenage pickpocket. Rafi Dorn voices Kurogami, the centuries-old "
      "stationmaster. Idris Vale plays Wren Hadlow, a marine biologist.\n");
  std::vector<std::string> got;
  for (const Fact& f : OfKind(facts, FactKind::kAttribute)) got.push_back(f.entity + ":" + f.value);
  auto has = [&](const std::string& want) { return std::find(got.begin(), got.end(), want) != got.end(); };
  EXPECT_TRUE(has("Gisela Umber:pickpocket"));
  EXPECT_TRUE(has("Kurogami:stationmaster"));
  EXPECT_TRUE(has("Wren Hadlow:marine biologist"));
}

TEST(StoryTest, AppositionPastAPossessiveThatEndsInEd) {
  // "shed's" ends in "ed" but is a possessor, not a verb that would open a new clause.
  auto rels = OfKind(ExtractText("Orla Venning voices Pim Tallowby. Quillon, the shed's only clerk and Pim's "
                                 "best friend, is voiced by Baptiste Orrin.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Pim Tallowby", "Quillon", "friendship"));
}

TEST(StoryTest, RegardsSomeoneAsHisEnemy) {
  // The pronoun is the relative clause's subject, reached past an apposition.
  auto rels = OfKind(ExtractText("Orla Venning voices Pim Tallowby. Marten Hollis voices Ludo Grask, the owner of "
                                 "the mill, who regards Pim's grandfather Osric as his oldest enemy.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Ludo Grask", "Osric", "rivalry"));
  EXPECT_FALSE(HasPair(rels, "Pim Tallowby", "Osric", "rivalry"));
}

TEST(StoryTest, ACapitalizedNounAfterAnArticleIsNoCharacter) {
  // "a former Marine" names no one; the duke's title names a place, not the duke.
  auto rels = OfKind(ExtractText("Cassia Lund stars as Dana Pell, a former Marine who runs a diner with her younger "
                                 "brother, Tobiah (Ferris Omondi).\n\nHugh Braddock, who plays Edmund Carrow, the "
                                 "Duke of Fellmoor, leads the cast. His only son and heir, Rupert, is played by Milo "
                                 "Stanhope.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Pell", "Tobiah", "family"));
  EXPECT_FALSE(HasPair(rels, "Marine", "Tobiah", "family"));
  EXPECT_TRUE(HasPair(rels, "Edmund Carrow", "Rupert", "family"));
  EXPECT_FALSE(HasPair(rels, "Fellmoor", "Rupert", "family"));
}

TEST(StoryTest, APlaceThatModifiesANounAfterAPossessiveIsNoReferent) {
  // "his late uncle's failing Napa Valley winery": the place names no one "his" could mean.
  auto rels = OfKind(ExtractText("CORKSCREW stars Tariq Bennani as Selim Haddou, a wine critic who inherits his late "
                                 "uncle's failing Napa Valley winery and has to run it with his estranged sister, "
                                 "Leila Haddou (Noor Khalidi).\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Selim Haddou", "Leila Haddou", "family"));
  EXPECT_FALSE(HasPair(rels, "Napa Valley", "Leila Haddou", "family"));
}

TEST(StoryTest, AFormerProtegee) {
  auto rels = OfKind(ExtractText("Ruth Oyelaran plays Ada Quist, a lawyer. In the premiere, Ada faces her former "
                                 "prot\u00e9g\u00e9e, Bess Ilori (Kim Arden), in court.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Ada Quist", "Bess Ilori", "professional"), "ended");
}

TEST(StoryTest, TheLastVerbOfARelativeClauseRunIsTheAntecedents) {
  // "..., and becomes X's best friend" after a run of verbs, or after an adverbial clause.
  auto rels = OfKind(ExtractText("Ola Brandt voices Fennick Tuft, a hedgehog. Sirkka Lund lends her voice to Marzella, "
                                 "a peddler mouse who shows up at the inn in the third episode, moves into the attic "
                                 "without asking, and becomes Fennick's best friend.\n\nMarikit Sol lends her voice "
                                 "to Pimola, who moves into the attic while the balloon is patched and quickly becomes "
                                 "Fennick's rival.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Fennick Tuft", "Marzella", "friendship"));
  EXPECT_TRUE(HasPair(rels, "Fennick Tuft", "Pimola", "rivalry"));
}

TEST(StoryTest, ATwinSisterWhoDrowned) {
  auto facts = ExtractText("Mirela Sandu plays Kestrin Valo. Tove Ancher plays Kestrin's twin sister, Liesl, who "
                           "drowned in the Season 1 finale.\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Kestrin Valo", "Liesl", "family"));
  EXPECT_TRUE(HasEvent(facts, "death", {"Liesl"}));
}

TEST(StoryTest, APronounForAnUnnamedKinNamesNoOneWhoDies) {
  // "he" is her father, who has no name here: not Yumi.
  auto facts = ExtractText("Emi Tabata stars as Yumi Kato, the daughter of a pearl diver, who takes over her father's "
                           "boat after he dies in the first episode.\n");
  for (const Fact& f : OfKind(facts, FactKind::kEvent)) EXPECT_NE(f.type, "death") << f.participants[0];
}

TEST(StoryTest, AnOrdinaryWordNamedAfterAPossessorsRelationNoun) {
  // "Sorrel" and "Nutmeg" are ordinary words; after "plays Nora's sister," they are parts.
  auto facts = ExtractText("Ben Ode plays Nora Finch. Tove Ancher plays Nora's sister, Sorrel.\n\nAda Lenz voices "
                           "Nora's best friend, Nutmeg, a mouse.\n");
  EXPECT_TRUE(HasCast(facts, "Tove Ancher", "Sorrel"));
  EXPECT_TRUE(HasCast(facts, "Ada Lenz", "Nutmeg"));
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Nora Finch", "Sorrel", "family"));
  EXPECT_TRUE(HasPair(rels, "Nora Finch", "Nutmeg", "friendship"));
}

TEST(StoryTest, ARelationNounBeforeACopulaAndTheName) {
  auto rels = OfKind(ExtractText("Ben Ode plays Solomon Vane. Solomon's oldest enemy is Roscoe Pike. Solomon's "
                                 "sister is Roscoe's lawyer.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Solomon Vane", "Roscoe Pike", "rivalry"));
  EXPECT_FALSE(HasPair(rels, "Solomon Vane", "Roscoe Pike", "family"));  // the sister is Roscoe's lawyer
}

TEST(StoryTest, TheyGoesOnAboutThePairJustNamed) {
  auto rels = OfKind(ExtractText("Ada Marr plays Ines Lund. Bo Kent plays Tova Berg. Ines and Tova were business "
                                 "partners until a failed merger in 1998, and they have been bitter rivals ever "
                                 "since.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Ines Lund", "Tova Berg", "professional"), "ended");
  EXPECT_EQ(StatusOf(rels, "Ines Lund", "Tova Berg", "rivalry"), "current");
}

TEST(StoryTest, MakesHerSomeonesRelation) {
  // The object of "makes" is the sentence's first character, or the first after a colon.
  // (Brielle keeps her mother's surname: a shared one would make the pair family anyway.)
  auto rels = OfKind(ExtractText("Ana Pike plays Brielle Juneau. Tom Cole plays Andre Cassin. Ruth Gate plays Odessa Cassin, "
                                 "the retired schoolteacher Andre married last year, which makes her Brielle's new "
                                 "stepmother.\n\nKay Lim plays Vivi Moss. Jo Ruiz plays Fia Urquell. Thelo and Vivi "
                                 "are done: in the final scene, Vivi signs papers that make her Fia's partner.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Brielle Juneau", "Odessa Cassin", "family"));
  EXPECT_FALSE(HasPair(rels, "Brielle Juneau", "Andre Cassin", "family"));
  EXPECT_TRUE(HasPair(rels, "Vivi Moss", "Fia Urquell", "professional"));
}

TEST(StoryTest, AndWhoBecomesIsTheFirstWhosAntecedents) {
  auto rels = OfKind(ExtractText("Tom Cole plays Andre Juneau. Sterling Bolt plays Beau Tuttle, a developer who wants "
                                 "to buy the barbershop and the rest of the block and who quickly becomes Andre's "
                                 "nemesis.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Andre Juneau", "Beau Tuttle", "rivalry"));
}

TEST(StoryTest, APairWhoseSecondIsDescribedBetweenCommas) {
  auto rels = OfKind(ExtractText("Halima Oster plays Sabeen Tenbrook. Sabeen and the ship's engineer, Piet Lamor (Jubal "
                                 "Anst), finally kiss in the finale.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Sabeen Tenbrook", "Piet Lamor", "romance"));
}

TEST(StoryTest, AHomecomingInARelativeClause) {
  auto facts = ExtractText("Edurne Ola stars as Maialen Arreta, an inspector with the Basque police who returns to "
                           "Bermeo, the town she grew up in.\n\nAna Kerr plays Nessa Kinley. Nessa is a barrister in "
                           "London who has not been home in eleven years, and who comes home to Alnmouth for the "
                           "party.\n\nBo Lund plays Ivo Marsh, a widower who returns to Nessa after a year.\n");
  EXPECT_TRUE(HasEvent(facts, "return", {"Maialen Arreta"}));
  EXPECT_TRUE(HasEvent(facts, "return", {"Nessa Kinley"}));
  EXPECT_FALSE(HasEvent(facts, "return", {"Ivo Marsh"}));  // back to a character, not home
}

TEST(StoryTest, JobsAfterAnAdverbARelativeATitleAndOfFourWords) {
  auto facts = ExtractText("Kitty Bram returns as their daughter, Tina, who is now a 40-year-old ER nurse.\n\nMarquis "
                           "Love is now a widowed pastor.\n\nDr. Eulo Carriz (Ben Ode), the 70-year-old chief of "
                           "emergency medicine, dies.\n\nSiosa Fifi (Tom Cole), the paramedic Dr. Flor Valdiv (Ana "
                           "Pike) has been seeing, proposes. Later trauma surgeon Dr. Flor Valdiv says yes.\n");
  EXPECT_TRUE(HasAttribute(facts, "Tina", "occupation", "nurse"));
  EXPECT_TRUE(HasAttribute(facts, "Marquis Love", "occupation", "pastor"));
  EXPECT_TRUE(HasAttribute(facts, "Eulo Carriz", "occupation", "chief of emergency medicine"));
  EXPECT_TRUE(HasAttribute(facts, "Siosa Fifi", "occupation", "paramedic"));
  EXPECT_FALSE(HasAttribute(facts, "Flor Valdiv", "occupation", "paramedic"));
  EXPECT_TRUE(HasAttribute(facts, "Flor Valdiv", "occupation", "trauma surgeon"));
}

TEST(StoryTest, TogetherAHolidayAndASpeakerWhoseKinIsNamed) {
  auto facts = ExtractText("Vusi Ntu plays Ebube Omo. Ada Lin plays Ziva Kastel. Ed Kay plays Vartan Hovs. Ebube Omo "
                           "arrived to replace Vartan's old crew, and by the midseason finale he and Ziva were "
                           "together.\n\nNo new episode on Thanksgiving. CBS is airing the episode in which Ziva "
                           "married her late husband, Reinier.\n\nValborg Sollen's 16-year-old son, Sten, is not her "
                           "husband's. \"Either you tell him or I do,\" Valborg says.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Ebube Omo", "Ziva Kastel", "romance"));
  EXPECT_FALSE(HasPair(rels, "Vartan Hovs", "Ziva Kastel", "romance"));
  for (const Fact& f : rels) EXPECT_NE(f.a, "Thanksgiving");
  // A speaker of a quotation with no actor is a character when the story names her kin.
  EXPECT_TRUE(HasPair(rels, "Valborg Sollen", "Sten", "family"));
}

TEST(StoryTest, AShePronounChainedThroughTheSentenceBefore) {
  // "her" continues the "she" of the sentence before, which is the daughter named before it.
  auto rels = OfKind(ExtractText("Old Tomo died in the premiere. His daughter, Ziva Kastel (Rasa Zem), a pilot, came "
                                 "home for the funeral. Within weeks she was running the mountain with her mother, "
                                 "Branka (Irm Sod), and fighting with her younger brother, Matevz (Gor Vrh).\n\nThe "
                                 "season's lighter thread was her romance with Gwithian Kell (Nya Mag).\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Ziva Kastel", "Gwithian Kell", "romance"));
  EXPECT_FALSE(HasPair(rels, "Branka", "Gwithian Kell", "romance"));
}

TEST(StoryTest, DeathIdiomsAndASubjectOfItsOwn) {
  auto facts = ExtractText("Ana Sastre plays Zurine Arri. Zurine is ordered to bring in her own brother, the outlaw "
                           "Ekaitz Arri (Eneko Ugal), dead or alive. Later the king dies in the premiere. \"Somebody "
                           "has already read their death scene,\" she said.\n");
  for (const Fact& f : OfKind(facts, FactKind::kEvent)) EXPECT_NE(f.type, "death") << f.participants[0];
}

TEST(StoryTest, InLoveWithAndAMarriageWithAJobBeforeTheName) {
  auto rels = OfKind(ExtractText("Park Seo plays Han Ji-woo. Kim Min plays Baek Tae-joon. Choi Woo plays Baek Do-hyun. "
                                 "Ji-woo signed a one-year contract marriage with chaebol heir Baek Tae-joon in the "
                                 "premiere. Tae-joon's half-brother, Do-hyun, is also in love with Ji-woo.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Han Ji-woo", "Baek Tae-joon", "romance"));
  EXPECT_EQ(StatusOf(rels, "Baek Do-hyun", "Han Ji-woo", "romance"), "potential");
}

TEST(StoryTest, APronounRunThroughATranscriptsLabels) {
  // "Her" goes back through "She ..." answers and a question, past the speaker labels.
  auto rels = OfKind(ExtractText("Mireille Oduya plays Dana Castell.\n\nODUYA: Dana gave birth to her daughter, Rosie, "
                                 "in the premiere. It changed everything about how she works.\n\nSCREENLINE: She's "
                                 "also a detective now.\n\nODUYA: She made detective at the end of Season 2. Her "
                                 "sister Corinne, played by Aisling Breck, runs the precinct.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Castell", "Corinne", "family"));
}

TEST(StoryTest, ASubjectNamedBetweenCommasAfterItsDescription) {
  auto facts = ExtractText("In the finale, Sheriff Cal Rourke (Tom Vance) is killed, and his longtime deputy, Rosa "
                           "Diaz (Lena Ortiz), marries the town doctor, Eli Shaw (Ben Kerr).\n");
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Rosa Diaz", "Eli Shaw"}));
  EXPECT_FALSE(HasEvent(facts, "wedding", {"Cal Rourke", "Eli Shaw"}));
}

TEST(StoryTest, TheirAfterTheCoupleTheSentenceNamed) {
  auto rels = OfKind(ExtractText("The series stars Kate Dun as Jess Harl, with Rob Tul as her ex-husband, Gary, and "
                                 "Finn Ash as their teenage son, Liam.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Jess Harl", "Liam", "family"));
  EXPECT_TRUE(HasPair(rels, "Gary", "Liam", "family"));
}

TEST(StoryTest, ANameWithItsActorAfterFromIsACharacter) {
  // "came from Vartan Hovs (X)": after "from" a name is most often a place, but not one
  // with an actor in brackets.
  auto rels = OfKind(ExtractText("Rasa Zem plays Ziva Kastel. The bigger betrayal came from Vartan Hovs (Vlas Kub), the "
                                 "ski patrol director who had taught Ziva to ski and had been her mentor ever since.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Ziva Kastel", "Vartan Hovs", "professional"));
}

TEST(StoryTest, ASeniorRankBeforeAName) {
  auto facts = ExtractText("The series stars Kate Dun as Senior Constable Jess Harl.\n");
  EXPECT_TRUE(testing::HasCast(facts, "Kate Dun", "Jess Harl"));
  EXPECT_TRUE(HasAttribute(facts, "Jess Harl", "occupation", "constable"));
}

TEST(StoryTest, ATitleAndASurnameIsTheOneFirstNamedInFullAfterIt) {
  auto facts = ExtractText("Lee Sung plays Chairman Baek Il-hwan. Kim Min plays his son, Baek Tae-joon. Later "
                           "Chairman Baek collapses.\n");
  EXPECT_TRUE(HasAttribute(facts, "Baek Il-hwan", "occupation", "chairman"));
  EXPECT_FALSE(HasAttribute(facts, "Baek", "occupation", "chairman"));
}

TEST(StoryTest, OccupationsOfTheGenresWesternsAndFerries) {
  auto facts = ExtractText("Eneko Ugal plays the outlaw Ekaitz Arri. Jogv Poul plays Onni Terv, a ferry captain. Voa "
                           "Rako plays Marjo Lein, a piano tuner from Rotterdam.\n");
  EXPECT_TRUE(HasAttribute(facts, "Ekaitz Arri", "occupation", "outlaw"));
  EXPECT_TRUE(HasAttribute(facts, "Onni Terv", "occupation", "ferry captain"));
  EXPECT_TRUE(HasAttribute(facts, "Marjo Lein", "occupation", "piano tuner"));
}

TEST(StoryTest, TheTwoAreTheCoupleTheSentenceJustToldOf) {
  auto facts = ExtractText("Rasa Zem plays Ziva Kastel. Ziva fought her younger brother, Matevz (Gor Vrh), who wanted "
                           "to sell.\n\nThe season's lighter thread was Ziva's romance with Gwithian Kell (Nya Mag), the "
                           "ski school director, and the two were married in the Season 1 finale.\n");
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Ziva Kastel", "Gwithian Kell"}));
  EXPECT_FALSE(HasEvent(facts, "wedding", {"Matevz", "Gwithian Kell"}));
}

TEST(StoryTest, AnAppositionThatHasComeBack) {
  auto facts = ExtractText("Queralt Azpi plays Nuria Roca. Nuria is not happy to find that her ex-boyfriend, Ermengol "
                           "Condo (Cresc Quis), has come back from a year in Lima.\n");
  EXPECT_TRUE(HasEvent(facts, "return", {"Ermengol Condo"}));
}

TEST(StoryTest, OfficesBeforeANameAreTitles) {
  auto facts = ExtractText("Her boss is Postmaster Gonza Isuru, a former navy pilot. Srik Venka voices Alderman Hubert "
                           "Fogwh, the owner of the factory.\n");
  EXPECT_TRUE(HasAttribute(facts, "Gonza Isuru", "occupation", "postmaster"));
  EXPECT_TRUE(HasAttribute(facts, "Hubert Fogwh", "occupation", "alderman"));
}

TEST(StoryTest, AJobAndARelationBeforeTheName) {
  auto facts = ExtractText("Seona Ibar stars as Detective Inspector Isla Mac and Oriol Bern as her sergeant and "
                           "ex-husband, Fionn Mac.\n");
  EXPECT_TRUE(HasAttribute(facts, "Fionn Mac", "occupation", "sergeant"));
}

TEST(StoryTest, JobsOfThreeWordsFromTheLexicon) {
  auto facts = ExtractText("Ana Lee plays Latrice Esk, a family court judge. Bo Ray plays Ferd Kin, a city councilor.\n");
  EXPECT_TRUE(HasAttribute(facts, "Latrice Esk", "occupation", "family court judge"));
  EXPECT_FALSE(HasAttribute(facts, "Latrice Esk", "occupation", "court judge"));
  EXPECT_TRUE(HasAttribute(facts, "Ferd Kin", "occupation", "city councilor"));
}

TEST(StoryTest, AnAgeRightBeforeANameOrAList) {
  auto facts = ExtractText("The twins, 17-year-old Kaisa and Saana Terv, narrate the novel. The show cast 16-year-old "
                           "Maya Lin as Nell Ward.\n");
  EXPECT_TRUE(HasAttribute(facts, "Kaisa", "age", "17"));
  EXPECT_TRUE(HasAttribute(facts, "Saana Terv", "age", "17"));
  EXPECT_FALSE(HasAttribute(facts, "Maya Lin", "age", "16"));  // an actor, not a character
}

// A sentence-initial name whose "married X" the parse takes for a modifier: the wedding
// is still of the two, and "divorced him in Season 2" ends it in that season.
TEST(StoryTest, MarriedThenDivorcedHim) {
  auto facts = ExtractText("Orla Finch plays Maren Hollis.\n\nMaren married Jonah in Season 1 and divorced him in "
                           "Season 2.\n");
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Maren Hollis", "Jonah"}));
  EXPECT_FALSE(HasEvent(facts, "wedding", {"Jonah", "Jonah"}));
  EXPECT_EQ(StatusOf(OfKind(facts, FactKind::kRelationship), "Maren Hollis", "Jonah", "romance"), "ended");
  bool breakup_in_two = false;
  for (const Fact& f : OfKind(facts, FactKind::kEvent))
    if (f.type == "breakup") breakup_in_two = f.season == 2;
  EXPECT_TRUE(breakup_in_two);
}

// An interviewer's question asks about the sister; that she is the sister, it takes as
// known. (Whether two reunite, a question does not say: QuestionStatesNoRelationshipOrEvent.)
TEST(StoryTest, AQuestionTakesAPossessedRelationAsKnown) {
  auto facts = ExtractText(std::string(kCast) + "Dana is back in town. And what about her sister, Nell Price?\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Dana Price", "Nell Price", "family"));
}

// An obituary's survivors are the actor's family: "his" is the person the sentence is
// about, not the last man named before.
TEST(StoryTest, SurvivedByHisWifeAndSon) {
  auto facts = ExtractText("Albert Okafor played Cyril Doone on Lampwick. His son, Tobias, said he died at home.\n\n"
                           "Okafor is survived by his wife of 51 years, Marguerite; his son, Tobias; and his "
                           "daughter, Ines Varga.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Albert Okafor", "Marguerite", "romance"));
  EXPECT_TRUE(HasPair(rels, "Albert Okafor", "Tobias", "family"));
  EXPECT_TRUE(HasPair(rels, "Albert Okafor", "Ines Varga", "family"));
  EXPECT_FALSE(HasPair(rels, "Tobias", "Marguerite", "romance"));
}

// A pronoun inside the apposition that describes a character is someone else's: the
// husband is not his own boss. A pregnancy test is no pregnancy. (Past the husband, whom
// the article shows to be a man, "her" goes only to a woman it shows: the barmaid.)
TEST(StoryTest, APronounInsideAnAppositionAndAPregnancyTest) {
  auto facts = ExtractText("Jo Smith plays barmaid Stacey Swarbrick.\n\nThat is bad news for Stacey, who is engaged to "
                           "Mostyn Pickles, and worse news for the man she meets in the cellar: landlord Alun "
                           "Brierley (Tom Hale), the husband of her boss, Leanne.\n\nBlodwen Sowerbutts spots her at "
                           "the chemist with a pregnancy test.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Stacey Swarbrick", "Leanne", "professional"));
  EXPECT_FALSE(HasPair(rels, "Alun Brierley", "Leanne", "professional"));
  EXPECT_FALSE(HasPair(rels, "Mostyn Pickles", "Leanne", "professional"));
  EXPECT_TRUE(HasPair(rels, "Alun Brierley", "Leanne", "romance"));
  EXPECT_FALSE(HasEvent(facts, "pregnancy", {"Blodwen Sowerbutts"}));
}

// A pronoun after a sentence whose subject is no character: the character that sentence
// describes as of the pronoun's gender ("the widow"), not the man named last.
TEST(StoryTest, APronounFindsTheCharacterDescribedByGender) {
  auto facts = ExtractText("The door belongs to Adela Brenn (Mia Cole), the widow who runs the yard. She married the "
                           "banker Ruthven Pike in the finale.\n\nHer daughter, Minna (Lu Fad), sneaks "
                           "out to meet Gennaro Fusco (Tark Og), the shipwright.\n");
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Adela Brenn", "Ruthven Pike"}));
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Adela Brenn", "Minna", "family"));
  EXPECT_FALSE(HasPair(rels, "Ruthven Pike", "Minna", "family"));
}

// "the two of them marry": a plural subject's verb of marriage, of the pair named last;
// "to marry" is only a plan.
TEST(StoryTest, TheTwoOfThemMarry) {
  auto facts = ExtractText(std::string(kCast) + "Lucy spent the winter sneaking out to meet Eli. The secret will not "
                           "survive the spring: the two of them marry in the sixth episode.\n");
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Lucy Vance", "Eli Ward"}));
  auto plan = ExtractText(std::string(kCast) + "Lucy spent the winter sneaking out to meet Eli. They want to marry "
                          "in the spring.\n");
  EXPECT_FALSE(HasEvent(plan, "wedding", {"Lucy Vance", "Eli Ward"}));
}

// "walks back into the yard", "comes back to town": a return, past an apposition too.
TEST(StoryTest, WalksBackIntoTown) {
  auto facts = ExtractText(std::string(kCast) + "Dana's elder son, Konrad Price (Rafi Nass), walks back into the yard "
                           "in the premiere after five years away. Eli came back to town in the spring.\n");
  EXPECT_TRUE(HasEvent(facts, "return", {"Konrad Price"}));
  EXPECT_TRUE(HasEvent(facts, "return", {"Eli Ward"}));
}

// "X and Y end up friends again": what the two become.
TEST(StoryTest, TheTwoEndUpFriends) {
  auto facts = ExtractText(std::string(kCast) + "By the end of the night, Mark and Lucy end up friends again.\n");
  EXPECT_EQ(StatusOf(OfKind(facts, FactKind::kRelationship), "Mark Hale", "Lucy Vance", "friendship"), "current");
}

// A hyphenated adjective before a job describes the person ("a burned-out chef"); a
// hyphenated compound that is the job's own stays ("a search-and-rescue pilot").
TEST(StoryTest, AHyphenatedAdjectiveBeforeAJob) {
  auto facts = ExtractText("Jo Smith plays Ruprecht Crumb, a burned-out chef, and Al Roe plays Ziva Kast, a "
                           "search-and-rescue pilot.\n");
  EXPECT_TRUE(HasAttribute(facts, "Ruprecht Crumb", "occupation", "chef"));
  EXPECT_FALSE(HasAttribute(facts, "Ruprecht Crumb", "occupation", "burned-out chef"));
  EXPECT_TRUE(HasAttribute(facts, "Ziva Kast", "occupation", "search-and-rescue pilot"));
}

// An organizer is a job, with the word before it when the lexicon lists the two.
TEST(StoryTest, AnOrganizerIsAJob) {
  auto facts = ExtractText("Jo Smith plays Carmine Bell, a community organizer, and Al Roe plays Rose Dorc, a union "
                           "organizer.\n");
  EXPECT_TRUE(HasAttribute(facts, "Carmine Bell", "occupation", "community organizer"));
  EXPECT_TRUE(HasAttribute(facts, "Rose Dorc", "occupation", "union organizer"));
}

// "Trooper" and "Corporal" before a name are ranks: the character is named without
// them, and the rank is the character's job.
TEST(StoryTest, TrooperAndCorporalAreRanks) {
  auto facts = ExtractText("Balnur Seit plays Trooper Dayanara Pink, and Ode Malk plays Corporal Ines Varo.\n");
  EXPECT_TRUE(HasCast(facts, "Balnur Seit", "Dayanara Pink"));
  EXPECT_TRUE(HasAttribute(facts, "Dayanara Pink", "occupation", "trooper"));
  EXPECT_TRUE(HasAttribute(facts, "Ines Varo", "occupation", "corporal"));
}

// "who comes home to Hexford, Oklahoma", "moved back home to Duluth": home is the town.
TEST(StoryTest, ComesHomeToATown) {
  auto facts = ExtractText("Golnaz Fara plays Wynonie Tall, a former Army investigator who comes home to Hexford, "
                           "Oklahoma, to run for sheriff. Bo Ray plays Amos Lind, who moved back home to Duluth.\n");
  EXPECT_TRUE(HasAttribute(facts, "Wynonie Tall", "hometown", "Hexford"));
  EXPECT_TRUE(HasAttribute(facts, "Amos Lind", "hometown", "Duluth"));
}

// "whether Dana's daughter, Nell, would ever marry": whether she marries is open; that
// she is Dana's daughter is not.
TEST(StoryTest, AWhetherClauseTakesAPossessedRelationAsKnown) {
  auto facts = ExtractText(std::string(kCast) + "Fans asked whether Dana's daughter, Nell Price (Ivy Ro), would ever "
                           "marry Eli.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Nell Price", "family"));
  EXPECT_FALSE(HasPair(rels, "Nell Price", "Eli Ward", "romance"));
}

// "sent Dana's son, Tonino (X), off to culinary school": a character sent off leaves;
// "sent Eli a letter" sends no one away.
TEST(StoryTest, SentOffToSchoolIsADeparture) {
  auto facts = ExtractText(std::string(kCast) + "The finale sent Dana's adopted son, Tonino Price (Sou Pho), off to "
                           "culinary school in Paris. Lucy sent Eli a letter.\n");
  EXPECT_TRUE(HasEvent(facts, "departure", {"Tonino Price"}));
  EXPECT_FALSE(HasEvent(facts, "departure", {"Eli Ward"}));
}

}  // namespace
// An apposition whose clause has no object ("Bram (X), the quarterback she has been
// secretly dating") ties the one it describes to the clause's subject.
TEST(StoryTest, AnAppositionsClauseWithNoObject) {
  auto rels = OfKind(ExtractText("Juno Petrakis (Nell Ash) leaves the party with Bram Okafor (Rui Tam), the quarterback "
                                 "she has been secretly dating since the homecoming dance.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Juno Petrakis", "Bram Okafor", "romance"), "current");
}

// A rivalry "between" a described pair ("the twins, Ozzie and Ophelia") is theirs, and it
// is over when the sentence says it "finally ends"; two who "end the night as friends"
// are friends.
TEST(StoryTest, ARivalryBetweenADescribedPairEndsAndFriendsAtTheNightsEnd) {
  auto rels = OfKind(ExtractText("The rivalry between the twins, Ozzie and Ophelia Marchetti (Ravi Dunleavy and Priya Dunleavy), finally ends when "
                                 "Ophelia admits the truth. The feud between Dana Price and Eli Ward goes on. Cassius "
                                 "Wilde and Lucy Vance end the night as friends.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Ozzie Marchetti", "Ophelia Marchetti", "rivalry"), "ended");
  EXPECT_EQ(StatusOf(rels, "Dana Price", "Eli Ward", "rivalry"), "current");
  EXPECT_EQ(StatusOf(rels, "Cassius Wilde", "Lucy Vance", "friendship"), "current");
}

// "left town" is a departure; "left him a note" is none.
TEST(StoryTest, LeftTownIsADeparture) {
  auto events = OfKind(ExtractText(std::string(kCast) + "Eli left town in the first season. Dana left him a note.\n"),
                       FactKind::kEvent);
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].type, "departure");
  EXPECT_EQ(events[0].participants, std::vector<std::string>{"Eli Ward"});
  EXPECT_EQ(events[0].season, std::optional<int>(1));
}

// A working tie may take "to": "the new deputy to Sheriff Agnes Pell". A family noun
// does not ("a mother to them all" names no one).
TEST(StoryTest, ADeputyToASheriff) {
  auto rels = OfKind(ExtractText("Emeka Strode (Bao Castellano), a veteran who becomes the new deputy to Sheriff "
                                 "Agnes Pell (Greta Lindqvist-Oduya), arrives in the premiere.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Emeka Strode", "Agnes Pell", "professional"), "current");
}

// "called off the wedding" ends the romance of the one who calls it off with the one
// stated before; "ended the engagement of A, described, and B, described" ends theirs.
// Both are breakups.
TEST(StoryTest, CallingOffAWeddingAndEndingAnEngagement) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana is engaged to Eli. Dana called off the wedding after learning that Eli had lied.\n\n"
                           "The finale also ended the engagement of Dana's sister, Lucy Vance, and the town doctor, "
                           "Mark Hale.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Dana Price", "Eli Ward", "romance"), "ended");
  EXPECT_EQ(StatusOf(rels, "Lucy Vance", "Mark Hale", "romance"), "ended");
  int breakups = 0;
  for (const Fact& f : OfKind(facts, FactKind::kEvent)) breakups += f.type == "breakup";
  EXPECT_EQ(breakups, 2);
}

// A surprise parentage: "turns out to be the mother of Y", and "is not Y's aunt, as fans
// had guessed, but her biological mother". Negated, it is none.
TEST(StoryTest, ASurpriseParentage) {
  auto rels = OfKind(ExtractText(std::string(kCast) + "Dana turns out to be the biological mother of Eli.\n\n"
                                 "Lucy Vance is not Mark Hale's aunt, as fans had guessed, but his real mother.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Eli Ward", "family"));
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Mark Hale", "family"));
  auto none = OfKind(ExtractText(std::string(kCast) + "Dana never turns out to be the mother of Eli.\n"),
                     FactKind::kRelationship);
  EXPECT_FALSE(HasPair(none, "Dana Price", "Eli Ward", "family"));
}

// A profile of a character's seasons: "Their daughter, Rosie," after the sentence that
// married the couple is the daughter of both; "Her daughter, Rosie, was born" is the
// mother's birth; "Dana divorced Eli" ends the marriage with a breakup; "after their
// father drowned" is the death of someone unnamed, not of the sentence's subject.
TEST(StoryTest, AProfileOfMarriagesChildrenAndADivorce) {
  auto facts = ExtractText(std::string(kCast) +
                           "In the first season Dana married Eli in a barn. Their daughter, Rosie, grew up fast.\n\n"
                           "Lucy Vance is a pilot. Her daughter, Ada, was born in the Season 2 finale.\n\n"
                           "By the third season Dana divorced Eli after he sold her boat.\n\n"
                           "Their mother, Ingrid, raised Mark alone after their father drowned.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Rosie", "family"));
  EXPECT_TRUE(HasPair(rels, "Eli Ward", "Rosie", "family"));
  EXPECT_EQ(StatusOf(rels, "Dana Price", "Eli Ward", "romance"), "ended");
  bool birth = false, breakup = false;
  for (const Fact& f : OfKind(facts, FactKind::kEvent)) {
    if (f.type == "birth") birth = f.participants == std::vector<std::string>{"Lucy Vance"};
    if (f.type == "breakup") breakup = true;
    EXPECT_NE(f.type, "death") << f.participants.front();
  }
  EXPECT_TRUE(birth);
  EXPECT_TRUE(breakup);
}

// "her drowned husband" is an adjective, and "drowned his business partner" a verb with
// an object: neither is the death of the sentence's subject. "X drowned in the finale" is.
// "..., where she has been locked, Harrowin's widow, Lady Gisla, gives birth" is Gisla's
// birth, the name right before the verb.
TEST(StoryTest, DrownedAsAnAdjectiveOrWithAnObjectAndABirthsSubject) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana starts hearing her drowned husband on the radio. Lucy tries to prove that Eli drowned "
                           "his business partner. Mark drowned in the finale.\n\n"
                           "Meanwhile, in the tower where she has been locked, Eli's widow, Lady Gisla, gives birth to a "
                           "son.\n");
  std::vector<std::string> dead, mothers;
  for (const Fact& f : OfKind(facts, FactKind::kEvent)) {
    if (f.type == "death") dead.insert(dead.end(), f.participants.begin(), f.participants.end());
    if (f.type == "birth") mothers.insert(mothers.end(), f.participants.begin(), f.participants.end());
  }
  EXPECT_EQ(dead, std::vector<std::string>{"Mark Hale"});
  EXPECT_EQ(mothers, std::vector<std::string>{"Gisla"});
}

// "That brings his daughter, Odile (X), home" is her return; "Jeannot (X), the hall's
// house fiddler and Odile's high school sweetheart, who is now engaged to her best friend,
// Mattie (Y)" engages Jeannot and Mattie, past an apposition with possessives in it.
TEST(StoryTest, BroughtHomeAndEngagedAfterALongApposition) {
  auto facts = ExtractText(
      "Seumas MacIsaac (Ben Chiasson) has a stroke. That brings his daughter, Odile MacIsaac (Hiba Nemeh), home.\n\n"
      "Complicating everything is Jeannot Aucoin (Ovide Thery), the hall's house fiddler and Odile's high school "
      "sweetheart, who is now engaged to her best friend, Mattie Sylliboy (Kateri Deveau).\n");
  bool returned = false;
  for (const Fact& f : OfKind(facts, FactKind::kEvent))
    returned = returned || (f.type == "return" && f.participants == std::vector<std::string>{"Odile MacIsaac"});
  EXPECT_TRUE(returned);
  EXPECT_EQ(StatusOf(OfKind(facts, FactKind::kRelationship), "Jeannot Aucoin", "Mattie Sylliboy", "romance"), "current");
}

// A "they" that opens its clause, with no name before it, is the pair a sentence just
// before named: "... about Dana and Eli. In Season 1 they were enemies. They are lovers
// now." A "they" after a name in its own sentence is not.
TEST(StoryTest, TheyIsThePairNamedJustBefore) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "The story we wanted to tell about Dana and Eli needed time. In Season 1 they were "
                                 "enemies.\n\nThey are lovers now.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Eli Ward", "rivalry"));
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Eli Ward", "romance"));
  auto none = OfKind(ExtractText(std::string(kCast) + "The story about Dana and Eli needed time. Lucy says they "
                                                      "were enemies.\n"),
                     FactKind::kRelationship);
  EXPECT_FALSE(HasPair(none, "Dana Price", "Eli Ward", "rivalry"));
}

// Trades of period and small-town dramas: a fiddler, a chieftain, a cannery worker.
TEST(StoryTest, AFiddlerAChieftainAndACanneryWorker) {
  auto facts = ExtractText("Jo Smith plays Seumas Bell, a fiddler. Al Roe plays Hrodna Vask, a chieftain. Tia Moss "
                           "plays Vitina Ruiz, a cannery worker.\n");
  EXPECT_TRUE(HasAttribute(facts, "Seumas Bell", "occupation", "fiddler"));
  EXPECT_TRUE(HasAttribute(facts, "Hrodna Vask", "occupation", "chieftain"));
  EXPECT_TRUE(HasAttribute(facts, "Vitina Ruiz", "occupation", "cannery worker"));
}

// "an affair with Eli's mother, Yadira" is an affair with Yadira, not with Eli.
TEST(StoryTest, AnAffairWithAPossessorsKin) {
  auto facts = ExtractText(std::string(kCast) + "Mark had a one-night affair with Eli's mother, Yadira Kolar.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Yadira Kolar", "romance"));
  EXPECT_FALSE(HasPair(rels, "Mark Hale", "Eli Ward", "romance"));
  bool affair = false;
  for (const Fact& f : OfKind(facts, FactKind::kEvent))
    affair = affair || (f.type == "infidelity" && f.participants == std::vector<std::string>{"Mark Hale", "Yadira Kolar"});
  EXPECT_TRUE(affair);
}

// A wedding planned is a romance, and calling the wedding off ends it; "filed for divorce"
// with no one named divorces the spouse stated just before.
TEST(StoryTest, APlannedWeddingCalledOffAndADivorceFiledFor) {
  auto facts = ExtractText(std::string(kCast) +
                           "Lucy Vance, Mark's only child, was supposed to marry the town's notary, Eli Ward, in the "
                           "Season 2 finale. Standing at the altar, she learned that he had lied. She called off the "
                           "wedding and walked out alone.\n\n"
                           "Mark's wife, Dana Price, had been sleeping with Eli for a year. Mark filed for divorce "
                           "before the episode was over.\n");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Lucy Vance", "Eli Ward"}));
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Mark Hale", "Dana Price"}));
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Lucy Vance", "Eli Ward", "romance"), "ended");
  EXPECT_EQ(StatusOf(rels, "Mark Hale", "Dana Price", "romance"), "ended");
}

// "were the couple of Season 1" is a romance that "ended it" can end; "proposed ..., and
// Lucy said yes" is an engagement; a colon may stand between a kin noun and the name.
TEST(StoryTest, TheCoupleAProposalAcceptedAndAKinNounBeforeAColon) {
  auto facts = ExtractText(std::string(kCast) +
                           "She and Eli were the couple of Season 1, prom king and queen. By the middle of Season 2 "
                           "they were fighting in every episode, and Eli ended it in the Season 2 finale.\n\n"
                           "Mark proposed at the bonfire, in the middle of the chaos, and Dana said yes.\n\n"
                           "Eli lost his father: Hollis Ward, who ran the marina, left town. Lucy and Dana are not a "
                           "couple of anything.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Eli Ward", "Lucy Vance"}));
  EXPECT_TRUE(HasEvent(facts, "engagement", {"Mark Hale", "Dana Price"}));
  EXPECT_TRUE(HasPair(rels, "Eli Ward", "Hollis Ward", "family"));
  EXPECT_FALSE(HasPair(rels, "Lucy Vance", "Dana Price", "romance"));
}

// "the husband of Dana" as the last of a list of descriptions is the named one's; "his
// wife and their young son, Hollis" are two people, not one with two nouns.
TEST(StoryTest, HusbandOfAfterAListOfDescriptionsAndWifeAndTheirSon) {
  auto facts = ExtractText(std::string(kCast) +
                           "The first name in the ledger is Mark Hale, the chief of customs, a pillar of the port's "
                           "best society and the husband of Dana Price.\n\n"
                           "Eli arrests him at the breakfast table, in front of his wife and their young son, "
                           "Hollis Hale.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Dana Price", "romance"));
  EXPECT_FALSE(HasPair(rels, "Eli Ward", "Hollis Hale", "romance"));
  EXPECT_FALSE(HasPair(rels, "Mark Hale", "Hollis Hale", "romance"));
}

// Affairs: "cheating on her with his press secretary, X" names the spouse through the
// pronoun (the partner stated last) and the lover past a description; "A and B's affair"
// is one; "sleeping with Emil's wife, Rosa" is with Rosa, and a "he" is no woman.
TEST(StoryTest, AffairsThroughPronounsPossessorsAndAPairsAffair) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark is married to Dana, and for most of Season 2 he was cheating on her with his press "
                           "secretary, Ivo Brandt.\n\n"
                           "Lucy and Eli's affair began in the Season 2 finale.\n\n"
                           "Teo Rask is the son of Jori Rask. Teo's mother, Yana Rask, runs the docks. Emil Pavo is "
                           "married to Rosa Pavo. Yana finds receipts in a truck and learns that he has been sleeping "
                           "with Emil's wife, Rosa Pavo.\n");
  EXPECT_TRUE(HasEvent(facts, "infidelity", {"Mark Hale", "Dana Price", "Ivo Brandt"}));
  EXPECT_TRUE(HasEvent(facts, "infidelity", {"Lucy Vance", "Eli Ward"}));
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_FALSE(HasPair(rels, "Yana Rask", "Rosa Pavo", "romance"));
  EXPECT_FALSE(HasPair(rels, "Yana Rask", "Emil Pavo", "romance"));
}

// "They separated for good in the Season 2 finale": the two named just before break up
// ("separated" is a story cue, and "for" may follow it).
TEST(StoryTest, TheyFinallySeparated) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana married Eli in Season 1. Season 2 was hard on the marriage. Dana spent the winter "
                           "fighting the sale, and Eli spent it teaching. They separated for good in the Season 2 "
                           "finale.\n");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Dana Price", "Eli Ward"}));
}

// "X (Actor), a transfer from a boarding school in Fiji who arrives in the Season 3
// premiere": the relative clause's arrival is the one the long description is about.
TEST(StoryTest, ArrivalInARelativeClauseAfterALongDescription) {
  auto facts = ExtractText(std::string(kCast) +
                           "The new student is Fesa Manu (Moth Moa), a transfer from a boarding school in Fiji who "
                           "arrives in the Season 3 premiere.\n");
  EXPECT_TRUE(HasEvent(facts, "arrival", {"Fesa Manu"}));
}

// Deaths told gently: "collapsed ... and never woke up", "passed away" (not "passed the
// bar").
TEST(StoryTest, NeverWokeUpAndPassedAway) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark collapsed in his own workshop in the Season 2 premiere and never woke up. Dana passed "
                           "away in the finale. Eli passed the bar exam.\n");
  EXPECT_TRUE(HasEvent(facts, "death", {"Mark Hale"}));
  EXPECT_TRUE(HasEvent(facts, "death", {"Dana Price"}));
  EXPECT_FALSE(HasEvent(facts, "death", {"Eli Ward"}));
}

// Kin introduced one by one: two parts the article casts with one surname are family,
// with both cast sentences for evidence; a tie already found (a marriage) is kept as it
// is, and a generation suffix is no surname.
TEST(StoryTest, SharedSurnameIsFamily) {
  auto facts = ExtractText(
      "Wren Halloway (Tess Okafor) is a paramedic in a river town. Joining as Jory Halloway, the missing "
      "brother seen only in flashbacks, is newcomer Ade Brannock. Pell Strand (Nina Ruiz) runs the ferry "
      "with her husband, Osric Strand (Lio Mendes). Abner Vail Jr. (Rob Lynd) owns the pier, and Sela "
      "Jr. (Ann Cole) is its cook.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Wren Halloway", "Jory Halloway", "family"));
  for (const Fact& f : rels) {
    if (f.type != "family" || f.a != "Wren Halloway") continue;
    EXPECT_EQ(f.evidence.size(), 2u);
  }
  EXPECT_TRUE(HasPair(rels, "Pell Strand", "Osric Strand", "romance"));
  EXPECT_FALSE(HasPair(rels, "Pell Strand", "Osric Strand", "family"));
  EXPECT_FALSE(HasPair(rels, "Abner Vail Jr.", "Sela Jr.", "family"));
}

// A character the story names without an actor counts too: one whose return is told.
TEST(StoryTest, SharedSurnameOfACharacterWithoutAnActor) {
  auto facts = ExtractText(
      "Tobin Marrow (Cal Reyes) runs an orchard in the valley. In the Season 2 premiere, Fen Marrow returns "
      "from the city after ten years away.\n");
  EXPECT_TRUE(HasEvent(facts, "return", {"Fen Marrow"}));
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Tobin Marrow", "Fen Marrow", "family"));
}

// Two adjectives with a comma between them before a bond noun: "Nora's on-again,
// off-again romance with the harbor master, Gervase".
TEST(StoryTest, BondAfterTwoAdjectivesWithAComma) {
  auto facts = ExtractText(
      "Hortensia Kastellan (Mira Lund) is the mayor. Kastellan's on-again, off-again romance with the harbor "
      "master, Gervase Bramwell (Thorsten Ade), is settled in the finale.\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Hortensia Kastellan", "Gervase Bramwell", "romance"));
}

// A pair described after a comma: "a married couple", "two brothers", "who are sisters";
// and "a couple of days later" describes no one.
TEST(StoryTest, PairDescribedAfterAComma) {
  auto rels = OfKind(ExtractText("Ada Moss (Jo Lin) and Tom Reel (Al Dee), a married couple, run the inn. Kit Vane "
                                 "(Ro Sato) and Pim Okoro (Lu Chen), two old rivals, share a dock. Una Brill (Sia "
                                 "Kaur) and Bex Tarn (Mae Ruiz), who are sisters, sell the boat. Fen Gale (Ola Berg) "
                                 "and Cy Dorn (Ivo Marsh), a couple of days later, meet at the pier.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Ada Moss", "Tom Reel", "romance"), "current");
  EXPECT_TRUE(HasPair(rels, "Kit Vane", "Pim Okoro", "rivalry"));
  EXPECT_TRUE(HasPair(rels, "Una Brill", "Bex Tarn", "family"));
  EXPECT_FALSE(HasPair(rels, "Fen Gale", "Cy Dorn", "romance"));
}

// "The Plumbs are a married couple": a family name in the plural is the two parts cast
// with it, even when it is also a common word ("Reels"); not when three share it.
TEST(StoryTest, PluralSurnameIsThePair) {
  auto rels = OfKind(ExtractText("Zeb Reel (Jo Lin) and Pat Reel (Al Dee) lead the cast. The Reels are a married "
                                 "couple who run the mission bank.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Zeb Reel", "Pat Reel", "romance"), "current");
  EXPECT_FALSE(HasPair(rels, "Zeb Reel", "Pat Reel", "family"));
  auto three = OfKind(ExtractText("Zeb Reel (Jo Lin), Pat Reel (Al Dee) and Mo Reel (Ty Fox) lead the cast. The "
                                  "Reels are rivals of the Dunns.\n"),
                      FactKind::kRelationship);
  EXPECT_FALSE(HasPair(three, "Zeb Reel", "Pat Reel", "rivalry"));
}

// A name after a noun's "of" that the article casts as no part is a place, not whom a
// later "her" refers to.
TEST(StoryTest, PronounSkipsAPlaceAfterOf) {
  auto rels = OfKind(ExtractText("Henna Cole is back as Sheriff Maren Aldercott, the reluctant lawwoman of "
                                 "Silvermine, and Hamish Stiles returns as her ex-husband, Rory Tolland, who runs "
                                 "the ski shop.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Maren Aldercott", "Rory Tolland", "romance"), "ended");
  EXPECT_FALSE(HasPair(rels, "Silvermine", "Rory Tolland", "romance"));
}

// ", who quickly becomes Lavell's nemesis" after a long apposition: the name before it.
TEST(StoryTest, WhoBecomesAfterALongApposition) {
  auto rels = OfKind(ExtractText("Lavell Dinwiddie (Jo Lin) runs the car wash. Seung Paek plays Florentino "
                                 "Dimagiba, the owner of the new express wash across the street, who quickly becomes "
                                 "Lavell's nemesis.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Lavell Dinwiddie", "Florentino Dimagiba", "rivalry"));
}

// A contest or a betrayal "against" someone: "runs against Nuria for president", "goes up
// against", "testifies against"; not when negated.
TEST(StoryTest, RivalryOfAVerbAgainst) {
  auto rels = OfKind(ExtractText("Nuria Rocafort (Jo Lin) is a junior. Amaiur Etxarri (Dol Wang), a transfer student "
                                 "who arrives in the premiere, immediately runs against Nuria for president. Irving "
                                 "Stavros (Al Dee) walks into the grand jury room and testifies against Amaiur. Mara "
                                 "Voss (Ki Ode) never runs against Irving.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Amaiur Etxarri", "Nuria Rocafort", "rivalry"));
  EXPECT_TRUE(HasPair(rels, "Irving Stavros", "Amaiur Etxarri", "rivalry"));
  EXPECT_FALSE(HasPair(rels, "Mara Voss", "Irving Stavros", "rivalry"));
}

// Homecomings: "has come home", "is moving back home", and in a relative clause "who
// returns from exile", "who left at 17 and returns 15 years later", "who went to prison
// and came home in Season 2"; not "returns from lunch" outside one.
TEST(StoryTest, HomecomingsOfMoreShapes) {
  auto facts = ExtractText(
      "Emyr Tudur (Cai Lew) has come home after a year in prison. Tina Moss (Kit Bram) is moving back home to "
      "Milwaukee. Lia Gall stars as Ederra Vaunt, the princess who returns from exile in the pilot. Ara Mont "
      "stars as Citlali Sepul, a chemist who left Veracruz at 17 and returns 15 years later. Zel Gva stars as "
      "Ancel Haskill, the fisherman who went to prison in the pilot and came home in Season 2. Mara Voss (Jo "
      "Lin) runs the bar, and returns from lunch late.\n");
  EXPECT_TRUE(HasEvent(facts, "return", {"Emyr Tudur"}));
  EXPECT_TRUE(HasEvent(facts, "return", {"Tina Moss"}));
  EXPECT_TRUE(HasEvent(facts, "return", {"Ederra Vaunt"}));
  EXPECT_TRUE(HasEvent(facts, "return", {"Citlali Sepul"}));
  EXPECT_TRUE(HasEvent(facts, "return", {"Ancel Haskill"}));
  EXPECT_FALSE(HasEvent(facts, "return", {"Mara Voss"}));
}

// "proved his wife, Azalais (X), had been sleeping with Sicard": the name set off by commas
// before the auxiliaries is the subject, not the sentence's; "sleeping with her best
// friend, Ottoline": the one the pronoun's noun names. Both are infidelities of a spouse.
TEST(StoryTest, SleepingWithPastAuxiliariesAndAPronounsNoun) {
  auto facts = ExtractText(
      "Guilhem Escar (Jo Lin) found the letters that proved his wife, Azalais Escar (Nur Kan), had been sleeping "
      "with Sicard Peyrolles (Nas Yel). Then Marnie Szabo (Bea Hall) discovered that her husband, Cal Szabo (Tom "
      "Rey), had been sleeping with her best friend, Ottoline Graves (Ana Lu).\n");
  EXPECT_TRUE(HasEvent(facts, "infidelity", {"Azalais Escar", "Guilhem Escar", "Sicard Peyrolles"}));
  EXPECT_TRUE(HasEvent(facts, "infidelity", {"Cal Szabo", "Marnie Szabo", "Ottoline Graves"}));
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_FALSE(HasPair(rels, "Guilhem Escar", "Sicard Peyrolles", "romance"));
}

// A who's-who heading in title case, "Engelbert Runggaldier (Kwizera Gatete)", makes its
// part the topic of the section below: "He is married to Emerenzia" is Engelbert's, not
// that of the possessor the section opens with ("Notburga's eldest").
TEST(StoryTest, TitleCaseHeadingIsTheSectionsTopic) {
  auto rels = OfKind(ExtractText("Here is our guide.\n\nEngelbert Runggaldier (Kwizera Gatete)\n\nNotburga's eldest, "
                                 "38, who manages the hotel. He is married to Emerenzia (Ishimwe Uwimana), who grew up "
                                 "across the valley.\n\nCrescenz Runggaldier (Umutoni Mukamana)\n\nNotburga's "
                                 "daughter, back at the hotel. Her ex-husband, the ski instructor Vinzenz Demetz, turns "
                                 "up in the second episode.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Engelbert Runggaldier", "Emerenzia", "romance"), "current");
  EXPECT_EQ(StatusOf(rels, "Crescenz Runggaldier", "Vinzenz Demetz", "romance"), "ended");
  EXPECT_FALSE(HasPair(rels, "Notburga", "Emerenzia", "romance"));
}

// "Despite the name, he is no relation to the family": a shared surname makes no family of
// him; "A and B, who are not related" said of actors leaves their parts alone.
TEST(StoryTest, NoRelationDespiteTheSurname) {
  auto rels = OfKind(ExtractText("Manana Dolidze (Haj Pusz) runs the winery. Irakli Dolidze (Fer Orm) owns the "
                                 "vineyard across the road. Despite the name, he is no relation to the family. The "
                                 "twins Kaisa Tervo and Saana Tervo are played by Tig Mek and Siri Wong, who are not "
                                 "related.\n"),
                     FactKind::kRelationship);
  EXPECT_FALSE(HasPair(rels, "Manana Dolidze", "Irakli Dolidze", "family"));
  EXPECT_TRUE(HasPair(rels, "Kaisa Tervo", "Saana Tervo", "family"));
}

// "She dated a fellow resident, Sahat, for most of it": a romance told in the past is over;
// "she is seeing Nicte" is a current one, but "seeing a therapist" names no one.
TEST(StoryTest, DatedIsOverAndIsSeeingIsCurrent) {
  auto rels = OfKind(ExtractText("Tiurma Nain (Moi Ker) had the biggest first season. She dated a fellow resident, "
                                 "Sahat Pardede (Fenlo Kissack), for most of it. Now she is seeing Nicte Chable (Aal "
                                 "Tea), a firefighter. Bex Tarn (Mae Ruiz) is seeing a therapist.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Tiurma Nain", "Sahat Pardede", "romance"), "ended");
  EXPECT_EQ(StatusOf(rels, "Tiurma Nain", "Nicte Chable", "romance"), "current");
  for (const Fact& f : rels) EXPECT_TRUE(f.a != "Bex Tarn" && f.b != "Bex Tarn") << f.a << " / " << f.b;
}

// "she and her husband, Vaidotas, are expecting", "is expecting a baby": a pregnancy, the
// woman's ("expecting a call" is none); "drives out of town", "skips town": a departure.
TEST(StoryTest, ExpectingAndDrivingOutOfTown) {
  auto facts = ExtractText("Agne Mazeika (Val Pren) kept a secret all season, and at the wedding she and her husband, "
                           "Vaidotas Mazeika (Fat Lle), announced they are expecting. Mara Voss (Jo Lin) is expecting "
                           "a call. Nediljko Franul (Och Bat) drives out of town before the funeral.\n");
  EXPECT_TRUE(HasEvent(facts, "pregnancy", {"Agne Mazeika"}));
  EXPECT_FALSE(HasEvent(facts, "pregnancy", {"Vaidotas Mazeika"}));
  EXPECT_FALSE(HasEvent(facts, "pregnancy", {"Mara Voss"}));
  EXPECT_TRUE(HasEvent(facts, "departure", {"Nediljko Franul"}));
}

// "Manana came to the valley with her husband, Nugzar. ... | Their elder son, Paata": a
// paragraph that opens with "their" goes on with the couple of the paragraph before.
TEST(StoryTest, TheirOpensAParagraphAfterACouple) {
  auto rels = OfKind(ExtractText("Manana Dolid (Haj Pusz) came to the valley in 1994 with her husband, Nugzar (Ged "
                                 "Bod). Nugzar died in the Season 1 finale.\n\nTheir elder son, Paata (Bot Var), "
                                 "sold insurance in Spokane for a decade.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Manana Dolid", "Paata", "family"));
  EXPECT_TRUE(HasPair(rels, "Nugzar", "Paata", "family"));
}

// "X, who quit in Season 3 to open a goat dairy": a departure; not "quit smoking", not
// "called it quits" (a breakup), not "refuses to quit".
TEST(StoryTest, QuitIsADeparture) {
  auto facts = ExtractText("Every former employee comes back, including Lysander Kettle (Sil Roark), who quit in "
                           "Season 3 to open a goat dairy. Mara Voss (Jo Lin) quit smoking in the premiere. Bex Tarn "
                           "(Mae Ruiz) refuses to quit. Ivo Marsh (Cy Dorn) and Una Brill (Sia Kaur) called it quits "
                           "in the finale.\n");
  EXPECT_TRUE(HasEvent(facts, "departure", {"Lysander Kettle"}));
  EXPECT_FALSE(HasEvent(facts, "departure", {"Mara Voss"}));
  EXPECT_FALSE(HasEvent(facts, "departure", {"Bex Tarn"}));
  EXPECT_FALSE(HasEvent(facts, "departure", {"Ivo Marsh"}));
  EXPECT_FALSE(HasEvent(facts, "departure", {"Una Brill"}));
}

// In a later season, "comes aboard as", "signs on as", "came on board as" a part is its
// arrival, like "joins the cast as".
TEST(StoryTest, ComesAboardAsIsAnArrival) {
  auto facts = ExtractText("Season 2 premieres in March. Hug Delorme comes aboard as Marusia Fedoruk, a celebrity "
                           "baker. Ana Pike signs on as Tova Reyes. Lio Mendes came on board as Ezra Quill. Kit Vane "
                           "(Ro Sato) comes on strong.\n");
  EXPECT_TRUE(HasEvent(facts, "arrival", {"Marusia Fedoruk"}));
  EXPECT_TRUE(HasEvent(facts, "arrival", {"Tova Reyes"}));
  EXPECT_TRUE(HasEvent(facts, "arrival", {"Ezra Quill"}));
  EXPECT_FALSE(HasEvent(facts, "arrival", {"Kit Vane"}));
}

// Deaths a recap tells sideways: "doesn't make it to the end of the night", "did not make
// it", "is found floating in the river"; not "might not make it", not "doesn't make it to the
// wedding".
TEST(StoryTest, DoesNotMakeItAndFoundFloating) {
  auto facts = ExtractText("The reception ends in gunfire, and Deputy Ray Thibo (Cole Fer) doesn't make it to the end "
                           "of the night. Thad Crane (Barn Ell), the rival publisher, is found floating in the river. "
                           "Bex Tarn (Mae Ruiz) did not make it. Mara Voss (Jo Lin) might not make it. Ivo Marsh (Cy "
                           "Dorn) doesn't make it to the wedding.\n");
  EXPECT_TRUE(HasEvent(facts, "death", {"Ray Thibo"}));
  EXPECT_TRUE(HasEvent(facts, "death", {"Thad Crane"}));
  EXPECT_TRUE(HasEvent(facts, "death", {"Bex Tarn"}));
  EXPECT_FALSE(HasEvent(facts, "death", {"Mara Voss"}));
  EXPECT_FALSE(HasEvent(facts, "death", {"Ivo Marsh"}));
}

// "It is also the last we will see of Glenys": a departure; asked, it is none.
TEST(StoryTest, TheLastWeWillSeeOf) {
  auto facts = ExtractText("It is also the last we will see of Glenys Rushby (Sheila Barr), Maxine's mother. Is this "
                           "the last we see of Ezra Quill (Lio Men)?\n");
  EXPECT_TRUE(HasEvent(facts, "departure", {"Glenys Rushby"}));
  EXPECT_FALSE(HasEvent(facts, "departure", {"Ezra Quill"}));
}

// Names that are no characters: "Set in Galveston, ..." opens a premise; "inside City
// Hall" and "her family came to Hialeah" are places. So "her ex-husband" after them is
// the woman's, not the place's. "They were married for eleven years" is a marriage that
// was, no wedding.
TEST(StoryTest, PlacesAndAPremisesParticipleAreNoCharacters) {
  auto facts = ExtractText(
      "Set in Galveston, Texas, the drama stars Ada Quist as the dispatcher Nell Sorby (Ada Quist). Her son, "
      "Tobin Sorby (Ray Lume), 24, comes home.\n\n"
      "Marit Coyle (Ines Vale), 48, grew up in Jacmel before her family came to Hialeah. She learns the shooter "
      "was paid by someone inside City Hall, which points straight at her ex-husband, Mayor Aurel Pask (Teo Brandt). "
      "\"They were married for eleven years,\" the showrunner said of Marit and Aurel.\n");
  const auto rels = OfKind(facts, FactKind::kRelationship);
  for (const Fact& f : rels) {
    EXPECT_NE(f.a, "Set");
    EXPECT_NE(f.a, "City Hall");
    EXPECT_NE(f.a, "Hialeah");
    EXPECT_NE(f.b, "Hialeah");
  }
  EXPECT_TRUE(HasPair(rels, "Nell Sorby", "Tobin Sorby", "family"));
  EXPECT_TRUE(HasPair(rels, "Marit Coyle", "Aurel Pask", "romance"));
  EXPECT_FALSE(HasEvent(facts, "wedding", {"Marit Coyle", "Aurel Pask"}));
}

// Ties told in a cast list's descriptions: "Twins Ada and Bo Reyes (A and B)" (the plural
// kin word that opens the sentence is no part of a name), "Nell's partner on the
// ambulance, Ruth Kade" (a place of the bond between the noun and the name), and "Ivo
// Marsh, the thoroughbred breeder next door and Tomas's bitter rival" (an adjective in
// -ed after the article is no verb).
TEST(StoryTest, TwinsAPartnerOnTheAmbulanceAndARivalAfterADescription) {
  auto facts = ExtractText(
      "Twins Ada and Bo Reyes (Lia Tam and Ola Berg), 29, still run the car wash. Nell Dray (Uma Fisk) drives the "
      "night ambulance. Nell's partner on the ambulance, Ruth Kade (Pia Lund), is a retired boxer. Tomas Vey (Ed "
      "Moor) keeps horses. Sam Rook plays Ivo Marsh, the thoroughbred breeder next door and Tomas's bitter rival, "
      "who wants the farm.\n");
  const auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Ada Reyes", "Bo Reyes", "family") || HasPair(rels, "Ada", "Bo Reyes", "family"));
  EXPECT_TRUE(HasPair(rels, "Nell Dray", "Ruth Kade", "professional"));
  EXPECT_TRUE(HasPair(rels, "Tomas Vey", "Ivo Marsh", "rivalry"));
  for (const Fact& f : OfKind(facts, FactKind::kCast)) EXPECT_EQ(f.character.find("Twins"), std::string::npos);
}

// "the dead" is a noun: "who can hear the dead", "a train that carries the recently dead"
// tell of no one's death; "Ivy is found dead" does.
TEST(StoryTest, TheDeadIsANounNotADeath) {
  auto facts = ExtractText(
      "The story follows Mina Kade (Lia Tam), a conductor on a train that carries the recently dead through the fog. "
      "Oren Vale (Bo Lin) is an undertaker who can hear the dead. In the finale, Ivy Rusk (Ana Moor) is found "
      "dead.\n");
  EXPECT_FALSE(HasEvent(facts, "death", {"Mina Kade"}));
  EXPECT_FALSE(HasEvent(facts, "death", {"Oren Vale"}));
  EXPECT_TRUE(HasEvent(facts, "death", {"Ivy Rusk"}));
}

// Events told in a trade story's or a recap's forms: "the return of her ex-husband, X"
// (a pronoun's noun before the name), "Y, whose wedding to his sweetheart, Z, closed the
// second season", "is fatally poisoned" and "is finally marrying W".
TEST(StoryTest, AReturnOfAPronounsNounAWhoseWeddingAFatalPoisoningAndMarrying) {
  auto facts = ExtractText(
      "The season ended with the return of her ex-husband, Aldo Brito (Sep Vann). Tomas Reyne plays her eldest, "
      "Bo Saliba, whose wedding to his high school sweetheart, Rana Moua (Sou Nass), closed the second season. In "
      "the finale the housekeeper Hilde Romm (Yng Foss) is fatally poisoned at the supper. Leo Botel (Kas Lut), the "
      "middle child, is finally marrying Alba Rapo (Yan Hryn).\n");
  EXPECT_TRUE(HasEvent(facts, "return", {"Aldo Brito"}));
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Bo Saliba", "Rana Moua"}));
  EXPECT_TRUE(HasEvent(facts, "death", {"Hilde Romm"}));
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Leo Botel", "Alba Rapo"}));
}

// More names that are no characters, so a possessive pronoun after them is not theirs: a
// town after "above" and its state after a comma ("a ski area above Ouray, Colorado"), a
// city after "left for", and an event after its year ("at the 1976 Olympics").
TEST(StoryTest, ATownAndItsStateACityLeftForAndAnEventAfterItsYear) {
  auto facts = ExtractText(
      "The series opened with the death of Drago Kast (Ivo Len), the founder of a ski area above Ouray, Colorado, "
      "who was buried by an avalanche. His daughter, Ziva Kast (Rasa Zem), who had left for Denver a decade "
      "earlier, came home. Lise Eis (Shk Dar) is a swimmer who defects at the 1976 Olympics in Montreal and leaves "
      "her younger sister, Gundi Eis (Ana Lor), behind.\n");
  const auto rels = OfKind(facts, FactKind::kRelationship);
  for (const Fact& f : rels)
    for (const char* place : {"Ouray", "Colorado", "Denver", "Olympics", "Montreal"}) {
      EXPECT_NE(f.a, place);
      EXPECT_NE(f.b, place);
    }
  EXPECT_TRUE(HasPair(rels, "Drago Kast", "Ziva Kast", "family"));
  EXPECT_TRUE(HasPair(rels, "Lise Eis", "Gundi Eis", "family"));
}

// The length of a bond between its noun and the name, in seasons too ("her boyfriend of
// two seasons, X"); "partner" with a length is a life partner, "business partner" stays
// a working tie; and "sweetheart" is a romance.
TEST(StoryTest, ABondsLengthAPartnerOfYearsAndASweetheart) {
  auto facts = ExtractText(
      "The premiere opens with Deputy Mira Toll (Ana Vesk) and her boyfriend of two seasons, Jory Penn (Kel Ash), "
      "arguing in her cruiser. The night ends with her partner of ten years, Tavi Roon (Del Ums), walking out. "
      "Fen Adda (Lia Kor), Mira's business partner of six years, runs the shop. Bex Lune (Sam Ho), the "
      "bar's piano player, is Tavi's high school sweetheart.\n");
  const auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Mira Toll", "Jory Penn", "romance"));
  EXPECT_TRUE(HasPair(rels, "Mira Toll", "Tavi Roon", "romance"));
  EXPECT_FALSE(HasPair(rels, "Mira Toll", "Tavi Roon", "professional"));
  EXPECT_TRUE(HasPair(rels, "Tavi Roon", "Bex Lune", "romance"));
  EXPECT_TRUE(HasPair(rels, "Mira Toll", "Fen Adda", "professional"));
}

// Since when, between a tie's noun and the name ("His best friend since kindergarten,
// X"), and the nouns of a British friendship and of working ties: "best mate",
// "superior", "handler".
TEST(StoryTest, SinceWhenABestMateASuperiorAndAHandler) {
  auto facts = ExtractText(
      "Tam Orrin (Ola Brun) runs the sawmill. His best friend since kindergarten, Dace Pello (Jin Hart), drives a "
      "log truck. Moss Pike (Dai Rees), who has been Rilla's best mate since primary school, asks her to be a "
      "witness. Ferro Saitova is Major Quellin, Odo Kann's superior. Ines Rua (Bea Ott) is a spy; Abe Nour co-stars "
      "as her handler, Lucan Merrow.\n");
  const auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Tam Orrin", "Dace Pello", "friendship"));
  EXPECT_TRUE(HasPair(rels, "Rilla", "Moss Pike", "friendship"));
  EXPECT_TRUE(HasPair(rels, "Odo Kann", "Quellin", "professional"));
  EXPECT_TRUE(HasPair(rels, "Ines Rua", "Lucan Merrow", "professional"));
}

// Endings told with a partner named after a pronoun's noun: "throwing her husband, X, out
// of the house", "walking out on her husband, X", "calling off her engagement to a Mumbai
// banker, X"; "cheated on his wife, Y, with Z" is the three of them. Throwing a son out
// ends no romance.
TEST(StoryTest, ThrownOutWalkedOutOnAndAnEngagementCalledOff) {
  auto facts = ExtractText(
      "Rhia Cad returns as Anwen Tudd, who ended series one by throwing her husband, Garmon Deil (Aeron Vau), out "
      "of the house. Eun Yoon (Tso Amar) is last seen walking out on her husband, Jae Yoon (Ash Dag), and taking "
      "the night ferry. The first season ended with Mina Rande (Nila Bord) calling off her engagement to a Mumbai "
      "banker, Kedar Apt (Rup Gog). Paata Dol (Gedi Bod) cheated on his wife, Eteri Dol (Ana Kov), with Salo Gel "
      "(Kin Bard). Vera Pask (Ola Min) throws her son, Ruslan Pask (Ivo Kar), out of the house.\n");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Anwen Tudd", "Garmon Deil"}));
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Eun Yoon", "Jae Yoon"}));
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Mina Rande", "Kedar Apt"}));
  EXPECT_TRUE(HasEvent(facts, "infidelity", {"Paata Dol", "Eteri Dol", "Salo Gel"}));
  EXPECT_FALSE(HasEvent(facts, "breakup", {"Vera Pask", "Ruslan Pask"}));
}

// A family firm is no one a pronoun stands for ("built Osset Haulage ... His son from his
// first marriage, Chermo"): the noun's "from ..." before the name; "best friends with
// Chermo's half-brother, Khet" is a friendship with the one the possessor's noun names;
// "will return in the second episode" is a return to come.
TEST(StoryTest, ASonFromAMarriageBestFriendsWithAndAReturnToCome) {
  auto facts = ExtractText(
      "Aksar Osset (Way Sud) came to Ohio in 1998 and built Osset Haulage around a single borrowed truck. His son "
      "from his first marriage, Chermo (Ket Wid), drives the long-haul routes. Azam Koz (Ged Par) had been best "
      "friends with Chermo's half-brother, Khet Osset (Kad Sum), since high school. Madi Koz (Put Ari) will "
      "return in the second episode.\n");
  const auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Aksar Osset", "Chermo", "family"));
  EXPECT_FALSE(HasPair(rels, "Osset Haulage", "Chermo", "family"));
  EXPECT_TRUE(HasPair(rels, "Azam Koz", "Khet Osset", "friendship"));
  EXPECT_TRUE(HasEvent(facts, "return", {"Madi Koz"}));
}

// "... decided he dies at sea. He does not.": the next sentence's denial takes the death
// back (but "men who assume she'll sell. She doesn't." leaves a death told before alone);
// "X, Taneti and Kaitinano's son, was with Y ..., and they split": the pair is X and Y,
// not a possessor.
TEST(StoryTest, ADenialInTheNextSentenceAndTheyPastTwoPossessors) {
  auto facts = ExtractText(
      "The final shot shows Karo Tok (Gia Fel) leaving the atoll. A lot of viewers decided he dies at sea. He "
      "does not.\n\n"
      "The premiere opens on the funeral of Jos Ashby (Ald Pry), whose sudden death leaves his widow with debts "
      "and a city of men who assume she'll sell. She doesn't.\n\n"
      "Kavi Ruan (Ren Ola), 27, Tane and Kaiti's son, was with the schoolteacher Tabra Iab (Yur Cij) through all "
      "of Season 1, and they split in the Season 2 finale.\n");
  EXPECT_FALSE(HasEvent(facts, "death", {"Karo Tok"}));
  EXPECT_TRUE(HasEvent(facts, "death", {"Jos Ashby"}));
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Kavi Ruan", "Tabra Iab"}));
  EXPECT_FALSE(HasEvent(facts, "breakup", {"Tane", "Tabra Iab"}));
}

// Under a who's-who heading, a verbless description's "who arrives in the first episode"
// is the part's arrival, and "Same surname, no relation." keeps the part out of the
// family that shares the name.
TEST(StoryTest, AWhosWhoArrivalAndNoRelation) {
  auto facts = ExtractText(
      "ESTELA OUAN (Tel Tau)\n\n"
      "The founder, 67. She runs the ferries.\n\n"
      "DODO OUAN (Pet Ful)\n\n"
      "Estela's son, 44, and captain of the flagship.\n\n"
      "HARA SABEL (Sul Manu)\n\n"
      "A navigator, 29, from Davao, who arrives in the first episode to replace a man Estela fired.\n\n"
      "POLI OUAN (Kal Taof)\n\n"
      "The harbor master. Same surname, no relation.\n");
  EXPECT_TRUE(HasEvent(facts, "arrival", {"Hara Sabel"}));
  const auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Estela Ouan", "Dodo Ouan", "family"));
  EXPECT_FALSE(HasPair(rels, "Estela Ouan", "Poli Ouan", "family"));
  EXPECT_FALSE(HasPair(rels, "Dodo Ouan", "Poli Ouan", "family"));
}

// A soap's week: "asks X to marry him" is an engagement; "What she leaves out" is no
// departure; a wife who "spent a night with his business partner, Y" is unfaithful with
// Y; "calls the wedding off at the altar" ends the romance with the one she was marrying;
// "X's mother, Y (Actor), will return later this month" is a return; "New Year's" is no one.
TEST(StoryTest, ASoapsWeekOfProposalsNightsAndCalledOffWeddings) {
  auto facts = ExtractText(
      "This week Officer Xico Cuet (Daur Chach) finally asks Telva Llan (Amra Lag) to marry him, and she says "
      "yes. Cola Banc (Asta Sham) tells her husband, Pacho Banc (Inal Tsv), that she is pregnant. What she leaves "
      "out: over New Year's she spent a night with his business partner, Xuac Cang (Alk Kvit). Ceferi Tun (Gun "
      "Gab) is marrying Nelo Solar (Tem Chan). Ceferi calls the wedding off at the altar. Telva's mother, Aldo "
      "Quir (Zai Arg), will return later this month for the engagement party.\n");
  EXPECT_TRUE(HasEvent(facts, "engagement", {"Xico Cuet", "Telva Llan"}));
  EXPECT_FALSE(HasEvent(facts, "departure", {"Cola Banc"}));
  EXPECT_TRUE(HasEvent(facts, "infidelity", {"Cola Banc", "Xuac Cang"}));
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Ceferi Tun", "Nelo Solar"}));
  EXPECT_TRUE(HasEvent(facts, "return", {"Aldo Quir"}));
  for (const Fact& f : OfKind(facts, FactKind::kRelationship)) {
    EXPECT_NE(f.a, "New Year");
    EXPECT_NE(f.b, "New Year");
  }
}

// Names that are no one: a place after a decade ("a police detective in 1920s Zomba, and
// ... his sister" is the detective's), a genre ("Westerns are supposed to be dead").
TEST(StoryTest, APlaceAfterADecadeAndAGenreAreNoOne) {
  auto facts = ExtractText(
      "Tebu Tabwe (Ari Kab) stars as Inspector Khumo Kaching, a police detective in 1920s Zomba, and Arit Kaboa "
      "plays his sister, Chiso (Lia Ren), who keeps the books.\n\n"
      "\"Westerns are supposed to be dead,\" the head of drama said. Westerns are supposed to be dead.\n");
  const auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Khumo Kaching", "Chiso", "family"));
  for (const Fact& f : rels) {
    EXPECT_NE(f.a, "Zomba");
    EXPECT_NE(f.b, "Zomba");
  }
  EXPECT_FALSE(HasEvent(facts, "death", {"Westerns"}));
}

// "They broke up" of the couple the sentence before met; returns told past a relative
// clause ("X (A), who fled to Tromso after the fire, comes home"), after the name's
// brackets ("returns for the first time since ..."), and to come ("will be back for ...").
// "is back at the base, still recovering" is no return.
TEST(StoryTest, TheyBrokeUpAndReturnsPastClauses) {
  auto facts = ExtractText(
      "Signe Lund (Eva Moe), a nurse, met Arne Dahl (Per Eik), a teacher, in the pilot. They broke up in the "
      "Season 2 finale.\n\n"
      "Stig Vann (Tor Rud), who fled to Tromso after the fire, comes home in the final minutes. Her ex-husband, "
      "Ola Haug (Jens Bye), returns for the first time since the Season 1 finale. Leni Berg (Kaja Aas) moved to "
      "Bergen. Leni will be back for at least four episodes next season.\n\n"
      "Kari Holt (Mia Ek) is back at the base, still recovering from the crash.\n");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Signe Lund", "Arne Dahl"}));
  EXPECT_EQ(StatusOf(OfKind(facts, FactKind::kRelationship), "Signe Lund", "Arne Dahl", "romance"), "ended");
  EXPECT_TRUE(HasEvent(facts, "return", {"Stig Vann"}));
  EXPECT_TRUE(HasEvent(facts, "return", {"Ola Haug"}));
  EXPECT_TRUE(HasEvent(facts, "return", {"Leni Berg"}));
  EXPECT_FALSE(HasEvent(facts, "return", {"Kari Holt"}));
}

// A post somewhere else takes a character away ("took a hospital job in Akron", "has
// accepted a fellowship in Lima"), and so does a ticket out ("is on the early bus to
// Boston"); a relative clause's backstory ("a ranger who took a job in Nome to ...") and a
// job with no place are no exit.
TEST(StoryTest, DeparturesByAJobElsewhereAndATicketOut) {
  auto facts = ExtractText(
      "Madi Koss (Pia Ari) walked out on Tor Gade (Ola Dahl) in the Season 2 finale and took a hospital job in "
      "Akron. Her boyfriend, Auk Mill (Chan Vong), tells her he has accepted a fellowship in Lima. Ilda Rapp (Ales "
      "Sak) is on the early bus to Boston.\n\n"
      "The series follows park ranger Dina Vell (Nele Vand), who took a job in Nome to search for her sister. Kai "
      "Lunde (Per Eik) took a job at the bakery.\n");
  EXPECT_TRUE(HasEvent(facts, "departure", {"Madi Koss"}));
  EXPECT_TRUE(HasEvent(facts, "departure", {"Auk Mill"}));
  EXPECT_TRUE(HasEvent(facts, "departure", {"Ilda Rapp"}));
  EXPECT_FALSE(HasEvent(facts, "departure", {"Dina Vell"}));
  EXPECT_FALSE(HasEvent(facts, "departure", {"Kai Lunde"}));
}

// A name that opens its sentence is read within it: a heading above ("A funeral and a
// grudge") is no "a former Marine" before a one-word name, so "Akhsar died." is a death.
TEST(StoryTest, AHeadingAboveIsNotPartOfTheNextSentence) {
  auto facts = ExtractText(
      "Orsolya Kemeny (Wayan Sud) came to Ohio in 1998.\n\nSeason 2: A funeral and a grudge\n\n"
      "Orsolya died in the Season 2 premiere, when her rig slid off an icy ramp.\n");
  EXPECT_TRUE(HasEvent(facts, "death", {"Orsolya Kemeny"}));
}

// "lost her father, X (A), to a stroke" is X's death; "lost the farm to the bank" and a
// spouse lost to another woman are not.
TEST(StoryTest, LostSomeoneToAnIllnessIsADeath) {
  auto facts = ExtractText(
      "The ferry captain Wumpa Abu (Lia Roe) lost her father, Iddo Napp (Bed Tem), to a stroke on the same boat. "
      "Rui Vaz (Ed Moe) lost the farm to the bank. Ana Vaz (Pia Moe) lost her husband, Tor Vaz (Jon Eik), to "
      "Marta Holm (Kim Ro).\n");
  EXPECT_TRUE(HasEvent(facts, "death", {"Iddo Napp"}));
  EXPECT_FALSE(HasEvent(facts, "death", {"Tor Vaz"}));
  EXPECT_FALSE(HasEvent(facts, "death", {"Rui Vaz"}));
}

// "The episode also brought in Wumpa's younger sister, Zena (X)": Zena arrives, and she is
// Wumpa's sister ("in" after "brought" opens no place).
TEST(StoryTest, BroughtInSomeonesSisterIsTheSistersArrival) {
  auto facts = ExtractText(
      "Wumpa Abu (Lia Roe) is a ferry captain. The episode also brought in Wumpa's younger sister, Zena Napp "
      "(Ule Sad).\n");
  EXPECT_TRUE(HasEvent(facts, "arrival", {"Zena Napp"}));
  EXPECT_FALSE(HasEvent(facts, "arrival", {"Wumpa Abu"}));
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Wumpa Abu", "Zena Napp", "family"));
}

// "Chue and Shoua's eldest, Nou" names a child of both; in "his eldest son, Ettore" the
// word is an adjective before the noun.
TEST(StoryTest, EldestAndYoungestAsNounsAndAsAdjectives) {
  auto facts = ExtractText(
      "Chue Lor (Rit Svay) and his wife, Shoua (Chen Yim), run a stall. Chue and Shoua's eldest, Nou Lor (Sov "
      "Prak), is a nurse.\n\nSalvio Vesk (Ned Kerr) agrees to marry his eldest son, Ettore (Vil Kar), to a "
      "rival's daughter.\n");
  const auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Chue Lor", "Nou Lor", "family"));
  EXPECT_TRUE(HasPair(rels, "Shoua", "Nou Lor", "family"));
  EXPECT_TRUE(HasPair(rels, "Salvio Vesk", "Ettore", "family"));
}

// A dynasty's "X's eldest son by Y, Z" and "Z (A), X's son by Y": Y is the child's other
// parent.
TEST(StoryTest, ASonByAnotherParent) {
  auto facts = ExtractText(
      "Khong Bes (Ser Tleu), Naran Bes's eldest son by Tsetseg (Ana Roe), should have inherited. Bayas (Mad "
      "Ute), Naran Bes's son by Solongo (Kim Ro), was never acknowledged.\n");
  const auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Naran Bes", "Khong Bes", "family"));
  EXPECT_TRUE(HasPair(rels, "Tsetseg", "Khong Bes", "family"));
  EXPECT_TRUE(HasPair(rels, "Solongo", "Bayas", "family"));
  EXPECT_FALSE(HasPair(rels, "Tsetseg", "Naran Bes", "family"));
}

// Working ties told by what one does for another: "who had driven for him for six years"
// (the pronoun is the one named before), "who has cooked under Pape", "quit to work for
// Pule", and "her first mate, Loyo".
TEST(StoryTest, WorkingForAndUnderSomeone) {
  auto facts = ExtractText(
      "Akh Gag (Way Sud) runs a firm. Akh left nothing to Aza Koz (Ola Sand), who had driven for him for six "
      "years.\n\nPape Mbo (Mer Oor) is the chef. Sali Gni (Ald Soy), who has cooked under Pape since he was "
      "sixteen, finishes the service.\n\nLimpo Moh (Bok Mot) quit the company to work for Pule Lek (Tha Mol). "
      "Bern Nose (Kim Ro) trusts her first mate, Loyo Tizz (Tib Sno).\n");
  const auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Aza Koz", "Akh Gag", "professional"));
  EXPECT_TRUE(HasPair(rels, "Sali Gni", "Pape Mbo", "professional"));
  EXPECT_TRUE(HasPair(rels, "Limpo Moh", "Pule Lek", "professional"));
  EXPECT_TRUE(HasPair(rels, "Bern Nose", "Loyo Tizz", "professional"));
}

// "X plays Sera, whose husband, the county surveyor Duri (A), drowns": the relative's
// possessor owns the tie. "Paat was cheating on Eter with Salo": an affair that went on is a
// romance too (not "cheated on Cara with Mag", which may have been once).
TEST(StoryTest, WhoseHusbandAndTheAffairsRomance) {
  auto facts = ExtractText(
      "Tina Tsch plays Sera Pad, whose husband, the county surveyor Duri Holt (Cur Cad), drowns in the river.\n\n"
      "Paat Dol (Vil Hal) was cheating on Eter Dol (Ana Roe) with Salo Gel (Kin Bar), the accountant.\n\n"
      "Seb Ros (Tom Ek) cheated on Cara Lind (Mia Ro) with her best friend Mag Holt (Ida Sol).\n");
  const auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Sera Pad", "Duri Holt", "romance"));
  EXPECT_TRUE(HasPair(rels, "Paat Dol", "Salo Gel", "romance"));
  EXPECT_TRUE(HasPair(rels, "Paat Dol", "Eter Dol", "romance"));
  EXPECT_FALSE(HasPair(rels, "Seb Ros", "Mag Holt", "romance"));  // once, maybe: no romance of its own
}

// Object relatives: "Odet (A), the retired schoolteacher Andr married last year", "X is the
// man Liis was engaged to before she left", and the second noun of an apposition ("the
// union steward and the man Liis was engaged to").
TEST(StoryTest, MarriedAndEngagedInObjectRelatives) {
  auto facts = ExtractText(
      "Rutt Gat plays Odet Jun, the retired schoolteacher Andr Jun (Mik Ro) married last year.\n\n"
      "Aukus Nisk (Har Lut) is the man Liis Rau (Kim Ro) was engaged to before she left for law school.\n\n"
      "And then there is Tarm Vek (Ole Bo), the union steward on the docks and the man Sini Laak (Ida Ek) was "
      "engaged to before she left.\n");
  const auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Andr Jun", "Odet Jun", "romance"));
  EXPECT_TRUE(HasPair(rels, "Liis Rau", "Aukus Nisk", "romance"));
  EXPECT_TRUE(HasPair(rels, "Sini Laak", "Tarm Vek", "romance"));
}

// "the couple's two daughters, Elmi and Aatos", "the couple's middle child": the couple told
// of just before (in this paragraph or the two before).
TEST(StoryTest, TheCouplesChildren) {
  auto facts = ExtractText(
      "Val Vorn (Ted Ek) has been married to Pirk Vorn (Tif Ker), a principal, since before the show began, and "
      "the couple's two daughters, Elmi and Aatos, call at the worst moments.\n");
  const auto rels = OfKind(facts, FactKind::kRelationship);
  for (const char* parent : {"Val Vorn", "Pirk Vorn"})
    for (const char* child : {"Elmi", "Aatos"}) EXPECT_TRUE(HasPair(rels, parent, child, "family")) << parent << child;
}

// A house or a clan is a family's name, not one of its people: "Bata of House Adiyukh (A),
// ... Queen Satan's oldest enemy" gives no tie with "House Adiyukh", and "his daughter" is
// Bata's.
TEST(StoryTest, AHouseIsNoOne) {
  auto facts = ExtractText(
      "Bata of House Adiyukh (Tom Ek), lord of the river forts and Queen Satan's oldest enemy, was run through at "
      "the ford. Lady Gua Adiyukh (Ana Roe) is his daughter.\n");
  const auto rels = OfKind(facts, FactKind::kRelationship);
  for (const Fact& f : rels) {
    EXPECT_NE(f.a, "House Adiyukh");
    EXPECT_NE(f.b, "House Adiyukh");
  }
  EXPECT_TRUE(HasPair(rels, "Bata", "Gua Adiyukh", "family"));
}

// "Ederra (A) tells Drevan (B) that she is pregnant": the one who tells is pregnant, not the
// one told; "pulling Lyle aside to tell him she's pregnant" stays hers.
TEST(StoryTest, SheWhoTellsSheIsPregnant) {
  auto facts = ExtractText(
      "In the final minutes, Ederra Vaunt (Ana Roe) tells Drevan Ilb (Tom Ek) that she is pregnant.\n\n"
      "The wedding gave us the sweetest moment: Ivy Dela (Mia Ro) pulling Lyle Task (Ola Sand) aside before the "
      "vows to tell him she's pregnant.\n");
  EXPECT_TRUE(HasEvent(facts, "pregnancy", {"Ederra Vaunt"}));
  EXPECT_FALSE(HasEvent(facts, "pregnancy", {"Drevan Ilb"}));
  EXPECT_TRUE(HasEvent(facts, "pregnancy", {"Ivy Dela"}));
  EXPECT_FALSE(HasEvent(facts, "pregnancy", {"Lyle Task"}));
}

// A first entrance on screen is an arrival: "who came down from Atlanta in the Season 2
// premiere", "who sails into Caedwyn's harbor in the third episode", "who came to court in
// Season 2"; "came home in the premiere" is a return, and an entrance with no time on
// screen ("came to the city years ago") is none.
TEST(StoryTest, EntrancesOnScreenAreArrivals) {
  auto facts = ExtractText(
      "Murd Rath (Tom Ek) is a defense attorney who came down from Atlanta in the Season 2 premiere. Lord Miro "
      "Vant (Ari Sol) is a pirate lord who sails into Caedwyn's harbor in the third episode. Nasr Khap (Yus Asn), "
      "the blacksmith's daughter who came to court in Season 2, rode out alone. Tane Vala (Ana Roe) came home in "
      "the premiere. Oda Brek (Mia Ro) came to the city years ago.\n");
  EXPECT_TRUE(HasEvent(facts, "arrival", {"Murd Rath"}));
  EXPECT_TRUE(HasEvent(facts, "arrival", {"Miro Vant"}));
  EXPECT_TRUE(HasEvent(facts, "arrival", {"Nasr Khap"}));
  EXPECT_FALSE(HasEvent(facts, "arrival", {"Tane Vala"}));
  EXPECT_TRUE(HasEvent(facts, "return", {"Tane Vala"}));
  EXPECT_FALSE(HasEvent(facts, "arrival", {"Oda Brek"}));
}

// "the two said their vows": the wedding of the couple told of lately, not of the last two
// names on the way ("Granv (C) walked her in").
TEST(StoryTest, TheTwoSaidTheirVows) {
  auto facts = ExtractText(
      "Sybil Tuck (Ber Leth) and Rashad Over (Ter Wed) have been engaged since the Season 4 finale. Granv Hesel "
      "(Clar Dank) walked her in, and the two said their vows in front of half the staff.\n");
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Sybil Tuck", "Rashad Over"}));
  EXPECT_FALSE(HasEvent(facts, "wedding", {"Rashad Over", "Granv Hesel"}));
}

// "... he finally proposed. She said yes.": an engagement with the one the proposer's
// romance was told with.
TEST(StoryTest, AProposalAcceptedInTheNextSentence) {
  auto facts = ExtractText(
      "Nou Vang (Sov Prak) met Yeng Kue (Kos Nhem) in the pilot. They broke up in the Season 2 finale, and on "
      "Tuesday, at the stall, he finally proposed. She said yes.\n");
  EXPECT_TRUE(HasEvent(facts, "engagement", {"Nou Vang", "Yeng Kue"}));
}

// "the state trooper who proposed to him in last season's finale": an engagement with the
// one the pronoun stands for; "... proposed to him in front of everyone. Saul said no." is
// none (the romance stays).
TEST(StoryTest, ProposalsToAPronounAndOnesTurnedDown) {
  auto facts = ExtractText(
      "Eust Ibbo plays Merle Quat, who runs the diner beside a toll plaza, and Posy Jank plays his fiancee, Roset "
      "Brze, the state trooper who proposed to him in last season's finale.\n\n"
      "The reception belonged to Saul Nork (Ilir Mul). His boyfriend of two seasons, Rima Urbo (Art Gjo), stood up "
      "during the toasts and proposed to him in front of everyone. Saul said no.\n");
  EXPECT_TRUE(HasEvent(facts, "engagement", {"Roset Brze", "Merle Quat"}));
  EXPECT_FALSE(HasEvent(facts, "engagement", {"Rima Urbo", "Saul Nork"}));
}

// "Her boyfriend of two seasons, Nari (A), proposed in the fourth episode. She said no, and
// the two split for good in the sixth.": "the two" is the couple of the sentence before,
// not the last two names on the way.
TEST(StoryTest, TheTwoAreTheCoupleOfTheSentenceBefore) {
  auto facts = ExtractText(
      "Srey Heng (Pat Imin), 27, took a job at a hotel, where her new boss, the executive chef Rach Tith (Muy Roz), "
      "is a tyrant. Srey's love life was less happy. Her boyfriend of two seasons, Nari Sok (Ola Ek), proposed in the "
      "fourth episode. She said no, and the two split for good in the sixth.\n");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Srey Heng", "Nari Sok"}));
  EXPECT_FALSE(HasEvent(facts, "breakup", {"Rach Tith", "Nari Sok"}));
}

// "served her husband, Parv, the family's lawyer, with divorce papers": a breakup.
TEST(StoryTest, ServedWithDivorcePapers) {
  auto facts = ExtractText(
      "Nigi Sod (Pep Fad), a surgeon, served her husband, Parv Sodi, the family's lawyer, with divorce papers at the "
      "funeral reception.\n");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Nigi Sod", "Parv Sodi"}));
  EXPECT_EQ(StatusOf(OfKind(facts, FactKind::kRelationship), "Nigi Sod", "Parv Sodi", "romance"), "ended");
}

// What one flees is a place ("who fled Bergen as a boy"), and what belongs to someone is
// an owner's ("The bakery belongs to Oskar Brandvold (X)"): the "His" after them is the
// owner's, not the city's.
TEST(StoryTest, AFledCityIsNoOneAndAnOwnerIsTheReferent) {
  auto facts = ExtractText(
      "The bakery belongs to Oskar Brandvold (Tomas Lien), 61, who fled Bergen as a boy. His wife, Ingrid "
      "(Mette Sand), runs the till. Their daughter, Sunniva (Kari Holm), 27, left for a hotel job.\n");
  const auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Oskar Brandvold", "Ingrid", "romance"));
  EXPECT_TRUE(HasPair(rels, "Ingrid", "Sunniva", "family"));
  EXPECT_TRUE(HasPair(rels, "Oskar Brandvold", "Sunniva", "family"));
  for (const Fact& f : rels) {
    EXPECT_NE(f.a, "Bergen");
    EXPECT_NE(f.b, "Bergen");
  }
}

// A who's-who section's facts about its part: "The founder, 67." (an age that ends the
// sentence), "X's daughter from his first marriage, 16," (past a longer noun group), "A
// navigator, 29, from Davao," and "originally from Leyte" (hometowns), "She grew up on
// Bohol" (an island's "on").
TEST(StoryTest, AWhosWhoSectionsAgesAndHometowns) {
  auto facts = ExtractText(
      "ESTELA OUAN (Tel Tau)\n\nThe founder, 67. She grew up on Bohol and bought her first ferry in 1979.\n\n"
      "MAYU TUMU (Lus Vai)\n\nNono's daughter from his first marriage, 16, and Leni's stepdaughter.\n\n"
      "ONDO LUMA (Ato Fol)\n\nThe first mate, 61, originally from Leyte.\n\n"
      "HARA SABEL (Sul Manu)\n\nA navigator, 29, from Davao, who arrives in the first episode.\n");
  EXPECT_TRUE(HasAttribute(facts, "Estela Ouan", "age", "67"));
  EXPECT_TRUE(HasAttribute(facts, "Estela Ouan", "hometown", "Bohol"));
  EXPECT_TRUE(HasAttribute(facts, "Mayu Tumu", "age", "16"));
  EXPECT_TRUE(HasAttribute(facts, "Ondo Luma", "hometown", "Leyte"));
  EXPECT_TRUE(HasAttribute(facts, "Hara Sabel", "hometown", "Davao"));
}

// "X agreeing to marry the organizer she had spent the season trying to break, Y" is an
// engagement; "he agrees to marry his eldest son, Ettore, to Concetta" is a match for another.
TEST(StoryTest, AgreeingToMarryAndAMatchForAnother) {
  auto facts = ExtractText(
      "Its first season ended with the mine owner Ndina Shaan (Bup Kap) agreeing to marry the union organizer she "
      "had spent eight episodes trying to break, Nghidi Hauf (Lio Ren).\n\n"
      "To end a war, Salvo Vesc (Ire Tan) agrees to marry his eldest son, Etto Vesc (Vil Kar), to Conce Quar (Eka "
      "Ram), the daughter of his rival.\n");
  EXPECT_TRUE(HasEvent(facts, "engagement", {"Ndina Shaan", "Nghidi Hauf"}));
  EXPECT_FALSE(HasEvent(facts, "engagement", {"Salvo Vesc", "Etto Vesc"}));
}

// "return as the long-married Yuri and Pasha Corran": a couple named together after
// "married" is a romance, not only a family sharing a surname.
TEST(StoryTest, TheLongMarriedCoupleIsARomance) {
  auto facts = ExtractText(
      "Remy Hale and Hubi Lott return as the long-married Yuri and Pasha Corran, still arguing over the same kitchen "
      "table. Ana Bell and Ted Roe play the married Ona and Teo Vale.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Yuri Corran", "Pasha Corran", "romance"), "current");
  EXPECT_EQ(StatusOf(rels, "Ona Vale", "Teo Vale", "romance"), "current");
  EXPECT_FALSE(HasPair(rels, "Yuri Corran", "Pasha Corran", "family"));
}

// "Zena Holt (Ola Brin), now a veterinarian,", "Her friend Yaro Tem (Lek Saw), now the village
// police officer,": an apposition after "now" is its owner's job.
TEST(StoryTest, AJobAfterNowInAnApposition) {
  auto facts = ExtractText(
      "Their daughter, Zena Holt (Ola Brin), now a veterinarian, brings home her fiance. Her friend Yaro Tem (Lek "
      "Saw), now the village police officer, is supposed to enforce the permit.\n");
  std::set<std::string> seen;
  for (const Fact& f : OfKind(facts, FactKind::kAttribute)) seen.insert(f.entity + ": " + f.value);
  EXPECT_TRUE(seen.count("Zena Holt: veterinarian"));
  EXPECT_TRUE(seen.count("Yaro Tem: police officer"));
}

// A couple's timeline in a recap's own words: "the two finally kiss", "they date in secret"
// (a kin named in an apposition before is not one of the two); a named proposer's proposal
// with no object ("Tomas proposes in the fifth episode with a ring"); "breaks off the
// engagement" with the one engaged to; the last of a row of verbs ("learns ..., breaks off
// ... and leaves for Lagos") shares its subject; "divorces him" is the husband told of.
TEST(StoryTest, ACouplesTimelineInARecapsWords) {
  auto facts = ExtractText(
      "Ines Waro (Ada Kell), 17 and the daughter of the village doctor, Dr. Bako Waro (Sam Obi), meets Tomas Ide "
      "(Rui Pell), a welder at his uncle's shop. They are friends for six episodes. In the finale the two finally "
      "kiss in the rain.\n\n"
      "The doctor forbids it, so they date in secret. Tomas proposes in the fifth episode with a ring he cannot "
      "afford. In the finale Ines learns that he owes money, breaks off the engagement and leaves for a nursing "
      "course in Lagos.\n\n"
      "Ines comes home married to Yusuf Dare (Kofi Lam), a pilot. Ines divorces him in the finale.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Ines Waro", "Tomas Ide", "romance"));
  EXPECT_FALSE(HasPair(rels, "Bako Waro", "Tomas Ide", "romance"));
  EXPECT_TRUE(HasEvent(facts, "engagement", {"Ines Waro", "Tomas Ide"}));
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Ines Waro", "Tomas Ide"}));
  EXPECT_TRUE(HasEvent(facts, "departure", {"Ines Waro"}));
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Ines Waro", "Yusuf Dare"}));
  EXPECT_EQ(StatusOf(rels, "Ines Waro", "Yusuf Dare", "romance"), "ended");
}

// "A stroke puts her father, Eino (X), in a hospital bed and leaves the fleet with nobody":
// a row of verbs whose subject is no character is no one's departure; a pronoun's proposal
// goes to a romance told in its own sentence or the one before, not further back.
TEST(StoryTest, NoDepartureForAThingsRowAndNoStaleProposal) {
  auto facts = ExtractText(
      "Liv Ranta (Ona Pell) runs the mill. A stroke puts her father, Eino Ranta (Tor Vik), in a hospital bed in "
      "Duluth and leaves the family's fleet with nobody at the wheel.\n\n"
      "Liv is married to Arne Holm (Per Lund). By the sixth episode, Liv has filed for divorce. She finds comfort "
      "in Mats Eide (Jon Dahl), the new foreman. In the last scene, he proposes on the frozen lake.\n");
  EXPECT_FALSE(HasEvent(facts, "departure", {"Eino Ranta"}));
  EXPECT_FALSE(HasEvent(facts, "engagement", {"Arne Holm", "Liv Ranta"}));
}

// "Tavo (X), eldest son of the family patriarch, Ramon (Y), 71, finally married Lucia": the
// kin named in the apposition is not the one who marries. "Her ex-husband, Inspector Dario
// (Z), is back in Oaxaca for the first time since Season 1, supposedly to look into the
// deeds": a return (the hedge is on the purpose; the season measured from is not the
// return's). "her mother, Rosa (W), who left the house that night for her sister's place":
// a departure.
TEST(StoryTest, AppositionsAroundTheSubjectAndHedgedPurposes) {
  auto facts = ExtractText(
      "Tavo Ruiz (Ari Mond), eldest son of the family patriarch, Ramon Ruiz (Bo Lenz), 71, finally married Lucia "
      "Vela (Cy Dorn) in front of both clans.\n\n"
      "Meanwhile Inez Ruiz's ex-husband, Inspector Dario Pena (Del Ash), is back in Oaxaca for the first time since "
      "Season 1, supposedly to look into the land deeds. Inez took it better than her mother, Rosa Ruiz (Eve Hart), "
      "who left the house that night for her sister's place in Puebla.\n");
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Lucia Vela", "Tavo Ruiz"}));
  EXPECT_FALSE(HasEvent(facts, "wedding", {"Lucia Vela", "Ramon Ruiz"}));
  EXPECT_TRUE(HasEvent(facts, "departure", {"Rosa Ruiz"}));
  bool returned = false;
  for (const Fact& f : OfKind(facts, FactKind::kEvent))
    if (f.type == "return" && f.participants == std::vector<std::string>{"Dario Pena"}) {
      returned = true;
      EXPECT_NE(f.season, std::optional<int>(1));
    }
  EXPECT_TRUE(returned);
}

// A primer's section: "She dumped her boyfriend, Tiko Lenz, by text" (the partner described
// first) is a breakup; "Tiko, never seen in Season 1, turns up in the premiere" is an arrival
// (the aside's negation is not the verb's, nor is its season the arrival's); "found her on
// the steps with Jomo (X), the vet who has loved her, and the two finally kissed" pairs the
// pronoun's character with the name.
TEST(StoryTest, APrimersBreakupArrivalAndKiss) {
  auto facts = ExtractText(
      "Season 2 of \"Savanna Road\" opens next week.\n\n"
      "Wanja Keli (Ama Toh) left for university in Season 1. She dumped her boyfriend, Tiko Lenz, by text on the "
      "way. Tiko, never seen in Season 1, turns up in the premiere as a guide for a rival camp.\n\n"
      "Her mother, Nasha Keli (Eda Roo), runs the camp. Her husband, Baraka, was shot dead in the finale, and "
      "Nasha, 44, now runs it alone. The last "
      "scene found her on the lodge steps with Jomo Sabi (Kit Ode), the vet who has loved her since the pilot, and "
      "the two finally kissed.\n");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Tiko Lenz", "Wanja Keli"}));
  bool arrival = false;
  for (const Fact& f : OfKind(facts, FactKind::kEvent))
    if (f.type == "arrival" && f.participants == std::vector<std::string>{"Tiko Lenz"}) {
      arrival = true;
      EXPECT_NE(f.season, std::optional<int>(1));
    }
  EXPECT_TRUE(arrival);
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Jomo Sabi", "Nasha Keli", "romance"));
}

// A soap preview's sentences: "After three years of near misses, Ade (X) finally marries
// Bisi (Y). Midway through the vows his ex-wife, Chioma (Z), back in town for the first time
// since 2027, walks up the aisle" ("Midway" is no name; "his" is the groom, the subject
// past the opening phrase; the apposition says she returns); "Kunle (W), a teacher who came
// out to his mother, Amaka, last year, marries his boyfriend, the paramedic Tobi Ayo (V)"
// (the subject is not the mother named in the relative clause; the partner is named after
// his job); "Femi proposes on the seawall, and Nkem says yes" (the one who says yes).
TEST(StoryTest, ASoapPreviewsWeddingsAndReturns) {
  auto facts = ExtractText(
      "After three years of near misses, Ade Bello (Ola Kay) finally marries Bisi Ojo (Eno Uma). Midway through the "
      "vows his ex-wife, Chioma Eze (Ify Obi), back in town for the first time since 2027, walks up the aisle.\n\n"
      "Kunle Ade (Dayo Fis), a high school teacher who came out to his mother, Amaka, on air last year, marries his "
      "boyfriend, the paramedic Tobi Ayo (Seun Ola), in an August episode.\n\n"
      "Nkem Oji (Ada Ume) has been seeing Femi Eko (Obi Ndu) since spring, and she has a business partner, Pree "
      "Das (Ali Rey). Midway through the season Femi proposes on the seawall, and Nkem says yes.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Ade Bello", "Chioma Eze", "romance"), "ended");
  EXPECT_FALSE(HasPair(rels, "Bisi Ojo", "Chioma Eze", "romance"));
  for (const Fact& f : facts) EXPECT_FALSE(f.kind == FactKind::kRelationship && (f.a == "Midway" || f.b == "Midway"));
  EXPECT_TRUE(HasEvent(facts, "return", {"Chioma Eze"}));
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Kunle Ade", "Tobi Ayo"}));
  EXPECT_FALSE(HasEvent(facts, "wedding", {"Amaka", "Tobi Ayo"}));
  EXPECT_TRUE(HasEvent(facts, "engagement", {"Femi Eko", "Nkem Oji"}));
  EXPECT_FALSE(HasEvent(facts, "engagement", {"Femi Eko", "Pree Das"}));
}

// An exit interview: "Tiwa (X), the salt trader Amadou was engaged to before he married
// Kadi" is an ended romance of Amadou and Tiwa (the stranded "to" is no engagement to Kadi);
// "Idris fled north toward the border" is a departure.
TEST(StoryTest, AStrandedEngagedToAndFleeing) {
  auto facts = ExtractText(
      "The death lands hardest on Amadou's wife, Kadi (Ama Sow). The episode also closed the book on Tiwa (Ola Ba), "
      "the salt trader Amadou was engaged to before he married Kadi. Idris Cole (Ben Ake) fled north toward the "
      "border in the last minutes.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Amadou", "Tiwa", "romance"), "ended");
  EXPECT_FALSE(HasEvent(facts, "engagement", {"Amadou", "Kadi"}));
  EXPECT_TRUE(HasEvent(facts, "departure", {"Idris Cole"}));
}

// A season review's family: "Her son, Ivo (X), 22, had already left for a job at the mine"
// (past the age, a departure); "his girlfriend, Nuka (Y), ended things with him over it"
// (the one her romance is with); "He comes back for the funeral" (a pronoun's return). Not
// a backstory ("until she left for university"), nor a quotation's pronoun.
TEST(StoryTest, LeavingForAJobEndingThingsWithHimAndComingBack) {
  auto facts = ExtractText(
      "Teo Ranu (Al Bex) drowns in the eighth episode. His widow, Mira Ranu (Ona Fey), takes the herd over. Her son, "
      "Ivo Ranu (Kim Dale), 22, had already left for a job at the mine in Anadyr in the fourth episode, and his "
      "girlfriend, Nuka Tal (Sia Moe), ended things with him over it. He comes back for the funeral.\n\n"
      "Ada Lusk (Eve Barr) was Ben Ord's (Cal Rix) first girlfriend, until she left for university. \"She came back "
      "for her mother's sake,\" the showrunner said.\n");
  EXPECT_TRUE(HasEvent(facts, "departure", {"Ivo Ranu"}));
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Ivo Ranu", "Nuka Tal"}));
  EXPECT_TRUE(HasEvent(facts, "return", {"Ivo Ranu"}));
  EXPECT_FALSE(HasEvent(facts, "departure", {"Ada Lusk"}));
  EXPECT_FALSE(HasEvent(facts, "return", {"Ada Lusk"}));
}

// "Kelevyt (X), a Moscow surgeon nobody has mentioned in twenty years, comes home for the
// funeral": a return past an aside whose negation is its own, and the job before an object
// relative; "the brigade leader, Keutegin (Y)" and "a safari guide" are jobs.
TEST(StoryTest, AReturnPastANegatedAsideAndItsJob) {
  auto facts = ExtractText(
      "The herd moves on with the brigade leader, Teo Ranu (Al Bex), refusing to leave. Teo's sister, Ilse Ranu (Ona "
      "Fey), a Moscow surgeon nobody has mentioned in twenty years, comes home for the funeral. Her son, Kai Ranu "
      "(Jo Pell), is a safari guide.\n");
  EXPECT_TRUE(HasEvent(facts, "return", {"Ilse Ranu"}));
  EXPECT_TRUE(HasAttribute(facts, "Ilse Ranu", "occupation", "surgeon"));
  EXPECT_TRUE(HasAttribute(facts, "Teo Ranu", "occupation", "brigade leader"));
  EXPECT_TRUE(HasAttribute(facts, "Kai Ranu", "occupation", "safari guide"));
}

// "Ona, 17 and the daughter of the town pastor, the Rev. Abel Ward (X), meets ...": an age
// that goes on with "and", and a job before a name past "the Rev.".
TEST(StoryTest, AnAgeGoingOnWithAndAndAJobBeforeTheRev) {
  auto facts = ExtractText(
      "Ona Ward (Eli Vance) meets a boy.\n\nOna, 17 and the daughter of the town pastor, the Rev. Abel Ward (Cy "
      "Dunn), meets Tomas Ide (Rui Pell).\n");
  EXPECT_TRUE(HasAttribute(facts, "Ona Ward", "age", "17"));
  EXPECT_TRUE(HasAttribute(facts, "Abel Ward", "occupation", "pastor"));
}

// "The dead woman is Ida Fell (X), the restless wife of the resort owner": her death; "who
// played his sister, Tove, in the first season until the character died of fever": the
// part's death.
TEST(StoryTest, TheDeadWomanIsAndTheCharacterDied) {
  auto facts = ExtractText(
      "The dead woman is Ida Fell (Ann Rook), the restless wife of the resort owner.\n\n"
      "His wife is the actress Mia Holt, who played Amund's sister, Tove, in the first season until the character "
      "died of fever in its finale.\n");
  EXPECT_TRUE(HasEvent(facts, "death", {"Ida Fell"}));
  EXPECT_TRUE(HasEvent(facts, "death", {"Tove"}));
  EXPECT_FALSE(HasEvent(facts, "death", {"Mia Holt"}));
}

// "Marq (X), Bree's high school sweetheart, who broke up with her in the Season 3 finale":
// the pronoun's breakup; "Paj ended it herself in the finale": the romance told of last,
// however far back, for a subject named right before the verb.
TEST(StoryTest, BrokeUpWithHerAndANamedSubjectEndedIt) {
  auto facts = ExtractText(
      "Ama Diop returns as Marq Lowe, Bree Janko's high school sweetheart, who broke up with her in the Season 3 "
      "finale.\n\n"
      "Paj Vang (Ola Fey) married Tong Vang (Al Bex) in the pilot. They ran the stall for years. The stall burned. "
      "The insurance never paid. Paj ended it herself in the Season 3 finale.\n");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Bree Janko", "Marq Lowe"}));
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Paj Vang", "Tong Vang"}));
}

// Returns told with "is": "Eka is back at the dock in the premiere", "Mandla's son, Tuli, is
// home."; and past an apposition with a relative clause: "His daughter, Ziva (X), a pilot
// who had left for Denver a decade earlier, came home for the funeral". A peddler "who
// shows up at the inn ..., moves into the attic" still arrives.
TEST(StoryTest, IsBackAtIsHomeAndCameHomePastAWhoClause) {
  auto facts = ExtractText(
      "Eka Udo (Al Bex) left in Season 1. Eka is back at the airboat dock in the premiere.\n\n"
      "Mandla Cele (Ola Fey) runs the farm. Also, Mandla's son, Tuli, is home.\n\n"
      "Bo Kast (Cy Dunn) dies. His daughter, Ziva Kast (Eve Hart), a search-and-rescue pilot who had left for Denver "
      "a decade earlier, came home to Ouray for the funeral and never went back.\n\n"
      "Sirkka Wig lends her voice to Marzipan, a traveling peddler mouse who shows up at the inn in the third "
      "episode, moves into the attic without asking, and becomes Fennick's best friend.\n");
  EXPECT_TRUE(HasEvent(facts, "return", {"Eka Udo"}));
  EXPECT_TRUE(HasEvent(facts, "return", {"Tuli"}));
  EXPECT_TRUE(HasEvent(facts, "return", {"Ziva Kast"}));
  EXPECT_TRUE(HasEvent(facts, "arrival", {"Marzipan"}));
}

// "Ime (X), Itoro's husband, is sleeping with her business partner at the catering company,
// Edi Akpan (Y)": the one the pronoun's noun names, past a place in its description.
TEST(StoryTest, SleepingWithAPartnerDescribedWithAPlace) {
  auto facts = ExtractText(
      "Itoro Inyang (Mwiya Kala) runs a catering company with her husband, Ime Inyang (Muyu Nyam). Ime is sleeping "
      "with her business partner at the catering company, Edi Akpan (Nalu Sili).\n");
  EXPECT_TRUE(HasEvent(facts, "infidelity", {"Edi Akpan", "Ime Inyang", "Itoro Inyang"}));
}

// "Uche and Chidi named their daughter Rosie", "Joost and Sev name her Fenne": the child is
// both parents' kin.
TEST(StoryTest, APairNamesTheirChild) {
  auto facts = ExtractText(
      "Uche Obi (Al Bex) married Chidi Eze (Cy Dunn) last season. Uche and Chidi named their daughter Rosie, after the "
      "flower.\n\n"
      "Joost Vos (Ida Lin) and Sev Lac (Bo Kast) have a baby girl. Joost and Sev name her Fenne, after his mother.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Uche Obi", "Rosie", "family"));
  EXPECT_TRUE(HasPair(rels, "Chidi Eze", "Rosie", "family"));
  EXPECT_TRUE(HasPair(rels, "Joost Vos", "Fenne", "family"));
  EXPECT_TRUE(HasPair(rels, "Sev Lac", "Fenne", "family"));
}

// "Gwen finally acting on her feelings for Arlo (X)": a romance that is; "Cody, Kenzie's
// older brother, whose secret romance with Shayna (Y) set off the fight": the owner of the
// romance is the relative's antecedent; "Jewel and Khalil's affair began": a romance too.
TEST(StoryTest, FeelingsForWhoseRomanceWithAndAnAffair) {
  auto facts = ExtractText(
      "Gwen Marsh (Al Bex) runs the store. The second season leans into romance, with Gwen finally acting on her "
      "feelings for Arlo Benning (Cy Dunn), her late husband's best friend.\n\n"
      "Ivo Lark played Cody Sistrunk, Kenzie's older brother, whose secret romance with Shayna Kinlaw in Season 2 "
      "set off the fight.\n\n"
      "Jewel Vane (Ida Lin) and Khalil Vane (Bo Kast) are in-laws. Jewel and Khalil's affair began in the Season 3 "
      "finale.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Gwen Marsh", "Arlo Benning", "romance"), "current");
  EXPECT_TRUE(HasPair(rels, "Cody Sistrunk", "Shayna Kinlaw", "romance"));
  EXPECT_TRUE(HasPair(rels, "Jewel Vane", "Khalil Vane", "romance"));
}

// A crime family's staff: "Amedeo's enforcer, Colm Fogg (X)", "Amedeo's right-hand man, Tito
// Ruiz (Y)" are professional ties.
TEST(StoryTest, EnforcersAndRightHandMen) {
  auto facts = ExtractText(
      "Amedeo Rossi (Al Bex) runs the docks. When Amedeo's enforcer, Colm Fogg (Cy Dunn), figures that out, he "
      "follows him onto the ferry. Later, Amedeo's right-hand man, Tito Ruiz (Ida Lin), takes the boat.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Amedeo Rossi", "Colm Fogg", "professional"));
  EXPECT_TRUE(HasPair(rels, "Amedeo Rossi", "Tito Ruiz", "professional"));
}

// Leaving a named city ("her ex-husband, Adil (X), had left Boston at the end of Season 1",
// "left Houston for Kano") or for the airport is a departure; leaving a character is not one.
TEST(StoryTest, LeavingACityOrForTheAirport) {
  auto facts = ExtractText(
      "Her ex-husband, Adil Brit (Al Bex), had left Boston at the end of Season 1. Mairo Goni (Ida Lin) left Houston "
      "for Kano in the finale. Waylon Chet (Cy Dunn) left for the airport before the reception was over. Ona Pell (Bo "
      "Kast) left Mairo at the gate.\n");
  EXPECT_TRUE(HasEvent(facts, "departure", {"Adil Brit"}));
  EXPECT_TRUE(HasEvent(facts, "departure", {"Mairo Goni"}));
  EXPECT_TRUE(HasEvent(facts, "departure", {"Waylon Chet"}));
  EXPECT_FALSE(HasEvent(facts, "departure", {"Ona Pell"}));
}

// "Naserian fired him in the last episode": a working tie that ended; "was fired" names no
// one who fires.
TEST(StoryTest, FiredHimEndsAWorkingTie) {
  auto facts = ExtractText(
      "Nasra Kise (Nka Kai) runs the camp. Parsi Tenk (Mug Kio), her head ranger, sold the routes to poachers. Nasra "
      "fired him in the last episode. Olo Vane (Ida Lin) was fired by the hotel.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Nasra Kise", "Parsi Tenk", "professional"), "ended");
}

// A ranking whose items are heading lines of their own ("4. Orla Brenn (Season 2)")
// heads the paragraph under it: its opening description is the part ("Kilcarra's most
// feared harbor master, 61," a job and an age; "Mark's wife of twenty years, played by X,"
// a cast; "only to die of a fever" a death; "The skipper's murder in the finale" a death),
// and "Y played the ferryman as ..." casts the part. A paragraph past the next heading is
// about that heading's part only.
TEST(StoryTest, ARankingsHeadingLinesHeadTheParagraphsUnderThem) {
  auto facts = ExtractText(std::string(kCast) +
                           "4. Orla Brenn (Season 2)\nKilcarra's most feared harbor master, 61, spent a season "
                           "fining Dana's boats.\n\n3. Irene Hale (Season 3)\nHere is where it starts to hurt. "
                           "Mark's wife of twenty years, played by Sunniva Roe, survived two seasons of storms only "
                           "to die of a fever in the finale.\n\n2. Padraig Toal (Season 1)\nThe skipper's murder in "
                           "the Season 1 finale is when the show found its engine. Cathal Brody played the ferryman "
                           "as a man at peace with every sin but his last.\n");
  EXPECT_TRUE(HasAttribute(facts, "Orla Brenn", "occupation", "harbor master"));
  EXPECT_TRUE(HasAttribute(facts, "Orla Brenn", "age", "61"));
  EXPECT_TRUE(HasCast(facts, "Sunniva Roe", "Irene Hale"));
  EXPECT_TRUE(HasEvent(facts, "death", {"Irene Hale"}));
  EXPECT_TRUE(HasEvent(facts, "death", {"Padraig Toal"}));
  EXPECT_TRUE(HasCast(facts, "Cathal Brody", "Padraig Toal"));
  EXPECT_FALSE(HasEvent(facts, "death", {"Orla Brenn"}));
  EXPECT_FALSE(HasCast(facts, "Sunniva Roe", "Padraig Toal"));
}

// "betrothed to" is an older word for "engaged to": an engagement and a romance.
TEST(StoryTest, BetrothedIsEngaged) {
  auto facts = ExtractText(std::string(kCast) + "In the first season Lucy was betrothed to Eli to seal a treaty.\n");
  EXPECT_TRUE(HasEvent(facts, "engagement", {"Lucy Vance", "Eli Ward"}));
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Lucy Vance", "Eli Ward", "romance"));
}

// "She is 32 now.", a short sentence of its own after one about a character, is her age
// (not inside a quotation); "He was named harbor master in the premiere" is his job.
TEST(StoryTest, AShortAgeSentenceAndAJobSomeoneIsNamedTo) {
  auto facts = ExtractText(std::string(kCast) +
                           "Lucy was married off to Eli at 17. She is 32 now.\n\nMark lost the vote. He was named "
                           "harbor master in the Season 2 premiere.\n\n\"She is 40,\" Jo Smith said of Dana.\n");
  EXPECT_TRUE(HasAttribute(facts, "Lucy Vance", "age", "32"));
  EXPECT_TRUE(HasAttribute(facts, "Mark Hale", "occupation", "harbor master"));
  EXPECT_FALSE(HasAttribute(facts, "Dana Price", "age", "40"));
}

// "left him at the altar" and "jilted" end a romance; "him" is the one named before, not
// the possessor of the subject's own description ("Eli's daughter, Lucy, left him ...").
// Jobs: a village health aide, a boatman, a cacao grower, a textile exporter.
TEST(StoryTest, LeftAtTheAltarAndJilted) {
  auto facts = ExtractText(std::string(kCast) +
                           "Tobin Ferro (Rafe Oduya) is the one to watch. Eli's daughter, Lucy, left him at the altar "
                           "in the Season 1 finale.\n\nMark jilted Dana in the premiere.\n\nIvo Marr (Pell Dunn) is a "
                           "boatman.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Tobin Ferro", "romance"));
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Lucy Vance", "Tobin Ferro"}));
  EXPECT_FALSE(HasPair(rels, "Lucy Vance", "Eli Ward", "romance"));
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Mark Hale", "Dana Price"}));
  EXPECT_TRUE(HasAttribute(facts, "Ivo Marr", "occupation", "boatman"));
}

// A rewatch guide's items open on their episode ("Season 1, Episode 10. Dana marries Mark."):
// the event is of that season, not of the season the article names last.
TEST(StoryTest, ARewatchGuidesItemNamesItsSeason) {
  auto facts = ExtractText(std::string(kCast) +
                           "The third season arrives Friday. These are the episodes that matter.\n\nSeason 1, "
                           "Episode 10. Dana marries Mark in the harbor chapel.\n\nSeason 3, Episode 4. Eli dies "
                           "of a stroke in his garden.\n");
  bool wedding = false, death = false;
  for (const Fact& f : OfKind(facts, FactKind::kEvent)) {
    if (f.type == "wedding") {
      wedding = true;
      EXPECT_EQ(f.season, 1);
    }
    if (f.type == "death") {
      death = true;
      EXPECT_EQ(f.season, 3);
    }
  }
  EXPECT_TRUE(wedding && death);
}

// 'Its chorus, "Love is cheap, the rent is not," is stuck in my head': a word that opens a
// quotation before a lower-case word is no one, so "Their son" after it is the couple's.
TEST(StoryTest, AWordThatOpensAQuotationIsNoOne) {
  auto facts = ExtractText(std::string(kCast) +
                           "Tobias Renn (Al Fenn) opens the episode with a sad number about the price of bread. His "
                           "wife, Greta (Ula Brin), answers with a better one about the price of marrying him. Its "
                           "chorus, \"Love is cheap, the rent is not,\" is already stuck in my head, and the cast "
                           "album comes out Friday.\n\nThe big moments belong to the kids. Their son, Ivo (Pell "
                           "Dunn), 16, comes out as gay to his parents halfway through a song about mopping.\n");
  for (const Fact& f : facts) {
    EXPECT_NE(f.a, "Love");
    EXPECT_NE(f.b, "Love");
    for (const std::string& p : f.participants) EXPECT_NE(p, "Love");
  }
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Greta", "Ivo", "family"));
}

// A marriage told as a state: "play Ada and Ivo Marr, married thirty years and still arguing"
// and "Nell and Tobin Ferro have been married for ten years" are romances, not the family a
// shared surname would make them, and no wedding.
TEST(StoryTest, MarriedThirtyYears) {
  auto facts = ExtractText(std::string(kCast) +
                           "Una Vey and Rafe Oduya play Ada and Ivo Marr, married thirty years and still arguing "
                           "about the thermostat.\n\nNell Ferro (Pell Dunn) and Tobin Ferro (Al Fenn) have been "
                           "married for ten years.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Ada Marr", "Ivo Marr", "romance"));
  EXPECT_FALSE(HasPair(rels, "Ada Marr", "Ivo Marr", "family"));
  EXPECT_TRUE(HasPair(rels, "Nell Ferro", "Tobin Ferro", "romance"));
  EXPECT_FALSE(HasPair(rels, "Nell Ferro", "Tobin Ferro", "family"));
  for (const Fact& f : OfKind(facts, FactKind::kEvent)) EXPECT_NE(f.type, "wedding");
}

// "the pilot who built Marr Air out of one floatplane, lost her husband, Ivo Marr (X), ...":
// a family's airline is no one, so "her husband" and "Their son" are hers and Ivo's.
TEST(StoryTest, AFamilysAirlineIsNoOne) {
  auto facts = ExtractText(std::string(kCast) +
                           "Ada Marr (Una Vey), 58, the pilot who built Marr Air out of one floatplane, lost her "
                           "husband, Ivo Marr (Rafe Oduya), when his plane went down in the finale. Their son, Teo "
                           "Marr (Pell Dunn), has blamed himself ever since.\n");
  for (const Fact& f : OfKind(facts, FactKind::kRelationship)) EXPECT_TRUE(f.a != "Marr Air" && f.b != "Marr Air");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Ada Marr", "Ivo Marr", "romance"));
}

// "His wedding to Nell Orrin (X) in the Season 2 finale was not [easy]": a wedding and its
// romance; "the week before her wedding to Eli" only dates something else.
TEST(StoryTest, HisWeddingToSomeone) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark is a police officer in Corran. His wedding to Nell Orrin (Ada Pike) in the Season 2 "
                           "finale was not easy to dress.\n\nDana and Tobin were together for one night, the week "
                           "before her wedding to Eli.\n");
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Mark Hale", "Nell Orrin"}));
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Mark Hale", "Nell Orrin", "romance"));
  EXPECT_FALSE(HasEvent(facts, "wedding", {"Dana Price", "Eli Ward"}));
}

// "Ada Marr (X), a master weaver of 66 who ..." is 66; "a weaver of 40 years" is no age.
TEST(StoryTest, AJobOfAnAge) {
  auto facts = ExtractText(std::string(kCast) +
                           "The heart of the show is Ada Marr (Una Vey), a master weaver of 66 who wears only black. "
                           "Ivo Marr (Pell Dunn), a weaver of 40 years, is her brother.\n");
  EXPECT_TRUE(HasAttribute(facts, "Ada Marr", "age", "66"));
  EXPECT_FALSE(HasAttribute(facts, "Ivo Marr", "age", "40"));
}

// A one-word mention that the article completes to a company ("made by Pleinmont Pictures"
// ... "went down off Pleinmont") is no one: "He left Dana, his wife" is not the company's.
TEST(StoryTest, AWordCompletedToACompanyIsNoOne) {
  auto facts = ExtractText(std::string(kCast) +
                           "The series is made by Pleinmont Pictures.\n\nThe storm in the final episode took Eli, "
                           "whose boat went down off Pleinmont. He left Dana, his wife of thirty years, with a bank "
                           "loan.\n");
  for (const Fact& f : OfKind(facts, FactKind::kRelationship))
    EXPECT_TRUE(f.a != "Pleinmont Pictures" && f.b != "Pleinmont Pictures") << f.a << " " << f.b;
}

// "Four seasons as the hacker Romah Dlamo, the procedural's resident wiseacre, until the
// writers killed her off with a car bomb": the part dies.
TEST(StoryTest, TheWritersKilledHerOff) {
  auto facts = testing::ExtractFrom(
      "Where You've Seen Nelda Quincy\n\nBy Ann Example\n\nNBC promoted Nelda Quincy to series regular on "
      "\"Makoshi\" this week.\n\n\"Cresslowe\" (CBS). Four seasons as the hacker Romah Dlamo, the procedural's "
      "resident wiseacre, until the writers killed her off with a car bomb in 2031.\n");
  EXPECT_TRUE(HasEvent(facts, "death", {"Romah Dlamo"}));
}

// Rivals said of the pair: "are at war", "have been at war since", "have feuded", "the
// feuding sisters, X and Y" (sisters and rivals both).
TEST(StoryTest, APairAtWarOrFeuding) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "Dana and Mark have been at war since the pilot. Lucy and Eli have feuded for "
                                 "years.\n\nThe feuding sisters, Ada Marr (Una Vey) and Ivy Marr (Pell Dunn), "
                                 "run rival bakeries.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Mark Hale", "rivalry"));
  EXPECT_TRUE(HasPair(rels, "Lucy Vance", "Eli Ward", "rivalry"));
  EXPECT_TRUE(HasPair(rels, "Ada Marr", "Ivy Marr", "rivalry"));
  EXPECT_TRUE(HasPair(rels, "Ada Marr", "Ivy Marr", "family"));
}

// "Dana has been with the radio host Eli Ward ever since": a couple; "has been with Lucy at
// the hospital" is where one is, and no couple.
TEST(StoryTest, HasBeenWithSomeoneEverSince) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "Dana has been with the radio host Eli Ward ever since. Mark has been with Lucy "
                                 "at the hospital all night.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Eli Ward", "romance"));
  EXPECT_FALSE(HasPair(rels, "Mark Hale", "Lucy Vance", "romance"));
}

// "Dana marries Mark's oldest rival, Eli": the one named after the possessor's noun is the
// one married; "he married Dana's mother, Ada" is not Dana's wedding.
TEST(StoryTest, MarriesAPossessorsRival) {
  auto facts = ExtractText(std::string(kCast) + "In the finale Dana marries Mark's oldest rival, Eli Ward.\n\n"
                                                "Ada Marr (Una Vey) is back. Long before he married Dana's mother, "
                                                "Ada, Al had a daughter.\n");
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Dana Price", "Eli Ward"}));
  EXPECT_FALSE(HasEvent(facts, "wedding", {"Dana Price", "Mark Hale"}));
  EXPECT_FALSE(HasEvent(facts, "wedding", {"Dana Price", "Ada Marr"}));
}

// "lost her husband, Y, when his plane went down" / "in a car crash": Y dies; "lost her
// husband, Y, in the divorce" tells of no death.
TEST(StoryTest, LostAPartnerWhenThePlaneWentDown) {
  auto facts = ExtractText(std::string(kCast) +
                           "In the finale Dana lost her husband, Ada Marr (Una Vey), when his plane went down over "
                           "the lake. Lucy lost her husband, Ivo Marr (Pell Dunn), in the divorce.\n");
  EXPECT_TRUE(HasEvent(facts, "death", {"Ada Marr"}));
  EXPECT_FALSE(HasEvent(facts, "death", {"Ivo Marr"}));
}

// "left her husband, the journalist Y, in the finale": a breakup; "left her husband, Y, in
// charge of the farm" is none.
TEST(StoryTest, LeftHerHusbandInTheFinale) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana left her husband, the journalist Ada Marr (Una Vey), in the finale. Lucy left her "
                           "husband, Ivo Marr (Pell Dunn), in charge of the farm.\n");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Dana Price", "Ada Marr"}));
  EXPECT_FALSE(HasEvent(facts, "breakup", {"Lucy Vance", "Ivo Marr"}));
}

// "Y (X), Dana's younger brother, comes home from a decade in Brisbane": past an apposition
// that opens with a possessor, the verb is Y's return.
TEST(StoryTest, ComesHomePastAPossessorsApposition) {
  auto facts = ExtractText(std::string(kCast) +
                           "Ada Marr (Una Vey), Dana's younger brother, comes home from a decade in Brisbane in the "
                           "season opener.\n");
  EXPECT_TRUE(HasEvent(facts, "return", {"Ada Marr"}));
}

// A fan wiki's character sheet: labelled fields under the part's heading line give its age,
// job (up to a preposition) and home town; "Job: Runs the bakery" is a verb phrase, no job.
TEST(StoryTest, ACharacterSheetsLabelledFields) {
  auto facts = ExtractText(std::string(kCast) +
                           "Here is where everyone stands.\n\nADA MARR (Una Vey)\nStatus: Alive. Age: 57. Job: "
                           "Cheesemaker, third generation. From: Steinbach.\n\nIVO MARR (Pell Dunn)\nStatus: "
                           "Alive. Age: 55. Job: Runs the bakery.\n\nOLA BRANDT (Kit Moe)\nJob: Minister of the "
                           "village church.\n");
  EXPECT_TRUE(HasAttribute(facts, "Ada Marr", "age", "57"));
  EXPECT_TRUE(HasAttribute(facts, "Ada Marr", "occupation", "cheesemaker"));
  EXPECT_TRUE(HasAttribute(facts, "Ada Marr", "hometown", "Steinbach"));
  EXPECT_TRUE(HasAttribute(facts, "Ivo Marr", "age", "55"));
  EXPECT_TRUE(HasAttribute(facts, "Ola Brandt", "occupation", "minister"));
  for (const Fact& f : facts) {
    if (f.kind == FactKind::kAttribute && f.entity == "Ivo Marr") {
      EXPECT_NE(f.attribute, "occupation") << f.value;
    }
  }
}

// A roundup under category headings: each item under "DEAD" dies, under "GONE, BUT
// BREATHING" leaves, under "BACK" returns; "NOT DEAD, DESPITE EVERYTHING" tells no death.
TEST(StoryTest, ItemsUnderACategoryHeading) {
  auto facts = ExtractText(std::string(kCast) +
                           "Here is the tally.\n\nDEAD\n\nAda Marr (Una Vey). The patriarch collapsed in the "
                           "fourth episode.\n\nGONE, BUT BREATHING\n\nIvo Marr (Pell Dunn). He took the night "
                           "bus to Vancouver.\n\nBACK\n\nOla Brandt (Kit Moe). She came home in the second "
                           "episode.\n\nNOT DEAD, DESPITE EVERYTHING\n\nPia Lund (Rae Oak). The truck went into "
                           "the river, and she walked out of it.\n");
  EXPECT_TRUE(HasEvent(facts, "death", {"Ada Marr"}));
  EXPECT_TRUE(HasEvent(facts, "departure", {"Ivo Marr"}));
  EXPECT_TRUE(HasEvent(facts, "return", {"Ola Brandt"}));
  EXPECT_FALSE(HasEvent(facts, "death", {"Pia Lund"}));
}

// A character sheet's ties and status: "Family: Married to X. Father of Y and Z.",
// "Relationships: Divorced from W in Season 2.", "Status: Dead (Season 1 finale)."; the
// labels and "Father" are no one.
TEST(StoryTest, ACharacterSheetsTiesAndStatus) {
  auto facts = ExtractText(std::string(kCast) +
                           "Here is where everyone stands.\n\nADA MARR (Una Vey)\nStatus: Alive. Job: Baker.\n"
                           "Family: Married to Ivo Marr. Father of Ola Marr and Pia Marr.\nLast seen: Selling his "
                           "boat.\n\nIVO MARR (Pell Dunn)\nStatus: Dead (Season 1 finale).\n\nOLA MARR (Kit Moe)\n"
                           "Relationships: Divorced from Tom Vik (Bo Lee) in Season 2.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Ada Marr", "Ivo Marr", "romance"));
  EXPECT_TRUE(HasPair(rels, "Ada Marr", "Ola Marr", "family"));
  EXPECT_TRUE(HasPair(rels, "Ada Marr", "Pia Marr", "family"));
  EXPECT_TRUE(HasPair(rels, "Ola Marr", "Tom Vik", "romance"));
  EXPECT_EQ(StatusOf(rels, "Ola Marr", "Tom Vik", "romance"), "ended");
  EXPECT_TRUE(HasEvent(facts, "breakup", {"Ola Marr", "Tom Vik"}));
  EXPECT_TRUE(HasEvent(facts, "death", {"Ivo Marr"}));
  EXPECT_FALSE(HasEvent(facts, "death", {"Ada Marr"}));
  for (const Fact& f : rels) {
    EXPECT_NE(f.a, "Father");
    EXPECT_NE(f.b, "Father");
    EXPECT_NE(f.a, "Job");
  }
}

// "runs a pharmacy on Newark Avenue in Jersey City with her son, Eli": a street's name is
// no one, so "her" is Dana's.
TEST(StoryTest, AStreetIsNoOne) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "Dana runs a pharmacy on Newark Avenue in Jersey City with her son, Eli.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Eli Ward", "family"));
  for (const Fact& f : rels) EXPECT_TRUE(f.a != "Newark Avenue" && f.b != "Newark Avenue") << f.a << " " << f.b;
}

// A sheet's heading that is a name alone ("PIA LUND"), after headings that name their
// actors, heads its fields too: a part no one plays now.
TEST(StoryTest, ASheetHeadingWithoutAnActor) {
  auto facts = ExtractText(std::string(kCast) +
                           "Here is where everyone stands.\n\nADA MARR (Una Vey)\nStatus: Alive. Age: 57.\n\n"
                           "PIA LUND\nStatus: Dead (Season 1 finale). Age at death: 88.\n");
  EXPECT_TRUE(HasEvent(facts, "death", {"Pia Lund"}));
  EXPECT_TRUE(HasAttribute(facts, "Pia Lund", "age", "88"));
  EXPECT_FALSE(HasAttribute(facts, "Ada Marr", "age", "88"));
}

// "X finally says yes to the paramedic Y, whom she has turned down since the pilot; he
// proposes at the party": an engagement; "says yes to the job" is none.
TEST(StoryTest, SaysYesToAProposal) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana finally says yes to the paramedic Eli Ward, whom she has turned down since the "
                           "pilot; he proposes at the baptism party. Lucy says yes to the job in Akron.\n");
  EXPECT_TRUE(HasEvent(facts, "engagement", {"Dana Price", "Eli Ward"}));
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Dana Price", "Eli Ward", "romance"));
}

// "The premiere ... brings in a new night pharmacist, Ada Marr, and ...": an arrival, past
// the description between "brings in" and the name.
TEST(StoryTest, BringsInADescribedNewcomer) {
  auto facts = ExtractText(std::string(kCast) +
                           "The premiere finds Dana in counseling, brings in a new night pharmacist, Ada Marr, and "
                           "has Mark cutting prices again.\n");
  EXPECT_TRUE(HasEvent(facts, "arrival", {"Ada Marr"}));
}

// "Rae Oak stars as Ada Marr, a weaver who runs the stall when her grandmother, Ivy Marr,
// falls ill. Her brother, Ivo, ...": the part the actor plays is the topic the pronoun
// goes on with, not the grandmother named last.
TEST(StoryTest, AnActorsPartIsTheTopic) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "Rae Oak stars as Ada Marr, a weaver who runs the family's stall when her "
                                 "grandmother, Ivy Tull, falls ill. Her brother, Ivo Penn (Pell Dunn), has borrowed "
                                 "against the stall.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Ada Marr", "Ivo Penn", "family"));
  EXPECT_FALSE(HasPair(rels, "Ivy Tull", "Ivo Penn", "family"));
}

// A press kit's entries: "ADA MARR (Una Vey). 39. A special agent with the DEA." gives the
// part's age and job; a number that is no age ("IVO MARR (Pell Dunn). 2019.") none.
TEST(StoryTest, APressKitsEntryAgeAndJob) {
  auto facts = ExtractText(std::string(kCast) +
                           "THE CHARACTERS\n\nADA MARR (Una Vey). 39. A special agent with the DEA, raised on the "
                           "island.\n\nIVO MARR (Pell Dunn). 2019. The year he left.\n");
  EXPECT_TRUE(HasAttribute(facts, "Ada Marr", "age", "39"));
  EXPECT_TRUE(HasAttribute(facts, "Ada Marr", "occupation", "special agent") ||
              HasAttribute(facts, "Ada Marr", "occupation", "agent"));
  EXPECT_FALSE(HasAttribute(facts, "Ivo Marr", "age", "2019"));
  // ("OLA BRANDT (Kit Moe). 41. Ada's ex-husband, now a colonel": the part's tie to the
  // possessor.)
  auto tied = ExtractText(std::string(kCast) +
                          "THE CHARACTERS\n\nADA MARR (Una Vey). 39. A special agent.\n\nOLA BRANDT (Kit Moe). 41. "
                          "Ada's ex-husband, now a colonel in the police.\n");
  auto rels = OfKind(tied, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Ola Brandt", "Ada Marr", "romance"));
  EXPECT_EQ(StatusOf(rels, "Ola Brandt", "Ada Marr", "romance"), "ended");
}

// "the captain Dana and her three grown sons on the bayou south of Houma, La.": a name after
// a point of the compass and "of" is a place, and so is the state after it; neither is kin.
TEST(StoryTest, SouthOfATownIsAPlace) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "The show followed the widowed captain Dana and her three grown sons on the bayou "
                                 "south of Houma, La. Mark played the eldest.\n"),
                     FactKind::kRelationship);
  for (const Fact& f : rels)
    EXPECT_TRUE(f.a != "Houma" && f.b != "Houma" && f.a != "La" && f.b != "La") << f.a << " " << f.b;
}

// "the marina owner Eli Ward, whose marriage to Dana in the seventh-season finale is still
// the most-watched episode": a couple, and a wedding dated to an episode.
TEST(StoryTest, WhoseMarriageToSomeoneInTheFinale) {
  auto facts = ExtractText(std::string(kCast) +
                           "Bram Cole played the family's rival, the marina owner Eli Ward, whose marriage to Dana "
                           "in the seventh-season finale is still the most-watched episode.\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Eli Ward", "Dana Price", "romance"));
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Eli Ward", "Dana Price"}));
}

// "learns that her son Eli has been sleeping with his brother's wife, Ada Marr": an affair
// of the two, though the brother is not named.
TEST(StoryTest, SleepingWithSomeoneElsesWife) {
  auto facts = ExtractText(std::string(kCast) +
                           "Dana learns that her son Eli has been sleeping with his brother's wife, Ada Marr (Una "
                           "Vey), and she learns it in front of everyone.\n");
  EXPECT_TRUE(HasEvent(facts, "infidelity", {"Eli Ward", "Ada Marr"}));
}

// "Eli's ex-wife, Ada Marr (Una Vey), presumed dead since the winery fire, walks back in
// through the cellar door": a return past an aside of what was believed.
TEST(StoryTest, PresumedDeadWalksBackIn) {
  auto facts = ExtractText(std::string(kCast) +
                           "And Eli's ex-wife, Ada Marr (Una Vey), presumed dead since the winery fire, walks back "
                           "in through the cellar door.\n");
  EXPECT_TRUE(HasEvent(facts, "return", {"Ada Marr"}));
}

// "the fire that killed his wife, Maida", "the blast that killed the mine foreman, Udo
// Kessler": the one named after the description and its comma dies; "the man who killed her
// brother, a trader" names no one who died.
TEST(StoryTest, KilledADescriptionThenItsName) {
  auto facts = ExtractText(std::string(kCast) +
                           "Six months after the flood that killed his wife, Ada Marr, Eli reopens the crossing. The "
                           "first season ended with the blast that killed the mine foreman, Udo Kessler. The man who "
                           "killed her brother, a trader, fled.\n");
  EXPECT_TRUE(HasEvent(facts, "death", {"Ada Marr"}));
  EXPECT_TRUE(HasEvent(facts, "death", {"Udo Kessler"}));
  int deaths = 0;
  for (const Fact& f : OfKind(facts, FactKind::kEvent)) deaths += f.type == "death";
  EXPECT_EQ(deaths, 2);
}

// "The season ended with Sheriff Dana Price (Jo Smith) marrying the town doctor, Lucy Vance":
// a wedding told with a participle after "with", as "with her saying yes" tells that the one
// proposed to accepted.
TEST(StoryTest, EndedWithAMarriageAndWithHerSayingYes) {
  auto facts = ExtractText(std::string(kCast) +
                           "The season ended with Sheriff Dana Price (Jo Smith) marrying the town doctor, Lucy Vance "
                           "(Tia Moss). The finale ends with the foreman Eli Ward (Bram Cole) proposing to Ada Marr "
                           "(Una Vey) in the snow outside the mill, and with her saying yes.\n");
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Dana Price", "Lucy Vance"}));
  EXPECT_TRUE(HasEvent(facts, "engagement", {"Eli Ward", "Ada Marr"}));
}

// "Season 3 brings in their mother, Ada Marr": an arrival past a possessive description;
// "as Dana's estranged aunt, Una Roe, who turns up at her station asking for help": an
// arrival told by the relative clause's own verb.
TEST(StoryTest, BroughtInTheirMotherAndWhoTurnsUp) {
  auto facts = ExtractText(std::string(kCast) +
                           "The creator confirmed that Season 3 brings in their mother, Ada Marr, who has only been "
                           "talked about for two seasons. Guest star Una Vey will appear in the fourth episode as "
                           "Dana's estranged aunt, Una Roe, who turns up at her station asking for help.\n");
  EXPECT_EQ(ArrivalsIn(facts), (std::vector<std::string>{"Ada Marr", "Una Roe"}));
}

// "spent the second season fighting her own nephew, Eli", "wants Dana's job", "goes after
// Dana from day one", "ran for mayor of her town against her older brother, Mark Hale":
// rivalries told by a verb. "fighting the sale, Eli ..." and "wants Lucy to stay" are none.
TEST(StoryTest, RivalriesToldByAVerb) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "Dana spent the second season fighting her own nephew, Eli Ward. Una Vey will recur "
                                 "as Ada Marr, a younger pilot who wants Dana's job. Lucy ran for mayor of her river "
                                 "town against her older brother, Mark Hale, and lost. Tom Ost plays Kai Ruehl, a "
                                 "lawyer who arrives in the first episode and goes after Lucy from day one.\n\nMark "
                                 "spent the spring fighting the sale, Eli spent it fishing, and Lucy wants Dana to "
                                 "stay.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Dana Price", "Eli Ward", "rivalry"), "current");
  EXPECT_EQ(StatusOf(rels, "Ada Marr", "Dana Price", "rivalry"), "current");
  EXPECT_EQ(StatusOf(rels, "Lucy Vance", "Mark Hale", "rivalry"), "current");
  EXPECT_EQ(StatusOf(rels, "Kai Ruehl", "Lucy Vance", "rivalry"), "current");
  EXPECT_EQ(StatusOf(rels, "Mark Hale", "Eli Ward", "rivalry"), "(none)");
  EXPECT_EQ(StatusOf(rels, "Lucy Vance", "Dana Price", "rivalry"), "(none)");
}

// "Eli has loved Dana quietly for sixteen episodes": a love told by its verb, returned or
// not; "Lucy loves her son, Mark Hale" is a family's. "Mark left for the mines in the
// first episode": a departure.
TEST(StoryTest, LovesAndLeftForTheMines) {
  auto facts = ExtractText(std::string(kCast) +
                           "Eli is the village schoolteacher, and he has loved Dana quietly for sixteen episodes. "
                           "Lucy loves her son, Mark Hale. Mark left for the mines in the first episode.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Eli Ward", "Dana Price", "romance"), "potential");
  EXPECT_EQ(StatusOf(rels, "Lucy Vance", "Mark Hale", "romance"), "(none)");
  EXPECT_TRUE(HasEvent(facts, "departure", {"Mark Hale"}));
}

// "It was the finale in which Dana's sister, Ada Price, opened a rival shop": a name after a
// relative pronoun ("in which") is no place, as one after "in small-town" would be.
TEST(StoryTest, ANameAfterInWhichIsNoPlace) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "It was the finale in which Dana's sister, Ada Price, opened a rival shop across "
                                 "the road.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Dana Price", "Ada Price", "family"), "current");
}

// "Dana Price, daughter of the harbor master, Mark Hale": a bare kin noun after the name's
// comma; "their long feud with the cannery owner Eli Ward": a job after the article.
TEST(StoryTest, ABareKinNounAndAFeudWithADescribedRival) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "Jo Smith plays the ranger Dana Price, daughter of the harbor master, Mark Hale. "
                                 "The series follows Lucy and her long feud with the cannery owner Eli Ward.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Dana Price", "Mark Hale", "family"), "current");
  EXPECT_EQ(StatusOf(rels, "Lucy Vance", "Eli Ward", "rivalry"), "current");
}

// "Una Vey plays Ada Marr, Eli's ex-fiancee, who follows him south": "ex-fiancee" written
// without its accent is an ended romance too.
TEST(StoryTest, AnExFianceeWithoutTheAccent) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "Una Vey plays Ada Marr, Eli's ex-fiancee, who follows him south.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Eli Ward", "Ada Marr", "romance"), "ended");
}

// "Mark and Lucy's twin daughters, Ada and Una, ...", "Dana goes on a first date with Eli",
// "by Thursday she and Mark are back together", "has fallen, in the worst possible way, for
// Lucy": ties the soaps tell.
TEST(StoryTest, TwinDaughtersAFirstDateBackTogetherAndFallenPastAnAside) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "Mark and Lucy's twin daughters, Ada Hale and Una Hale, run the mill. Next week Dana "
                                 "goes on a first date with Eli, the new paramedic.\n\nTia Moss is back as Lucy, and "
                                 "by Thursday she and Mark are back together. Eli has fallen, in the worst possible "
                                 "way, for Ada Hale.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Lucy Vance", "Ada Hale", "family"), "current");
  EXPECT_EQ(StatusOf(rels, "Mark Hale", "Una Hale", "family"), "current");
  EXPECT_EQ(StatusOf(rels, "Dana Price", "Eli Ward", "romance"), "potential");
  EXPECT_EQ(StatusOf(rels, "Lucy Vance", "Mark Hale", "romance"), "current");
  EXPECT_NE(StatusOf(rels, "Eli Ward", "Ada Hale", "romance"), "(none)");
}

// "Mark left for the mines in the first episode and comes home in the seventh": a departure
// and, by the second verb of the same subject, a return.
TEST(StoryTest, LeftAndComesHomeInOneSentence) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark left for the mines in the first episode and comes home in the seventh, too late to "
                           "make peace with his father.\n");
  EXPECT_TRUE(HasEvent(facts, "departure", {"Mark Hale"}));
  EXPECT_TRUE(HasEvent(facts, "return", {"Mark Hale"}));
}

// "recovered the body of the pilot, Ada Marr", "identified Eli's body": a body found is a
// death; "a body of work" and "the body of water" are none.
TEST(StoryTest, ABodyFoundIsADeath) {
  auto facts = ExtractText(std::string(kCast) +
                           "The Coast Guard recovered the wreck and the body of the pilot, Ada Marr, but never found "
                           "Mark. Dana identified Eli's body. It was a body of work to be proud of. The body of water "
                           "froze.\n");
  std::vector<std::string> dead;
  for (const Fact& f : OfKind(facts, FactKind::kEvent))
    if (f.type == "death") dead.insert(dead.end(), f.participants.begin(), f.participants.end());
  std::sort(dead.begin(), dead.end());
  EXPECT_EQ(dead, (std::vector<std::string>{"Ada Marr", "Eli Ward"}));
}

// "wants to buy the mill out from under Lucy", "trying to take the diner away from Dana": the
// one who would take it is the holder's rival; a denied wish is none.
TEST(StoryTest, BuyingOutFromUnderSomeoneIsARivalry) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "Mark wants to buy the mill out from under Lucy. Eli Ward, the developer who "
                                 "arrives in the premiere, has spent the season trying to take the diner away from "
                                 "Dana. Dana does not want to take the boat away from Mark.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Mark Hale", "Lucy Vance", "rivalry"), "current");
  EXPECT_EQ(StatusOf(rels, "Eli Ward", "Dana Price", "rivalry"), "current");
  EXPECT_EQ(StatusOf(rels, "Dana Price", "Mark Hale", "rivalry"), "(none)");
}

// "their children, Ada (X), a lawyer in Leeds, and Una (Y)": a description between two
// names of a list does not end it.
TEST(StoryTest, AListOfChildrenPastADescription) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "The pilot meets Mark; his wife, Lucy; and their children, Ada Hale (Rose Finch), a "
                                 "lawyer in Leeds, and Una Hale (Ivy Stone).\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Mark Hale", "Una Hale", "family"), "current");
  EXPECT_EQ(StatusOf(rels, "Lucy Vance", "Una Hale", "family"), "current");
  EXPECT_EQ(StatusOf(rels, "Mark Hale", "Ada Hale", "family"), "current");
}

// "Mark's accountant, Ada Marr", "is Lucy's lawyer", "as Dana's driver, Bo Platt": a hired
// hand works for the possessor. Not "drives her to the lawyer", and not the lawyer of a
// pronoun that stands for no part ("her lawyer" in a deal).
TEST(StoryTest, AHiredHandOfAPossessorIsAProfessionalTie) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "Eli sleeps with Ada Marr (Rose Finch), Mark's accountant. Lucy's husband, Cal "
                                 "Booth, is Dana's lawyer. Jem Oakes makes his debut as Lucy's driver, Bo Platt.\n\n"
                                 "Lucy's older sister, Una Hale, drives her to the lawyer.\n\n"
                                 "The deal was negotiated by her agent, Ivo Grant of Marlow Talent, and her lawyer, "
                                 "Pia Sand.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Mark Hale", "Ada Marr", "professional"), "current");
  EXPECT_EQ(StatusOf(rels, "Dana Price", "Cal Booth", "professional"), "current");
  EXPECT_EQ(StatusOf(rels, "Lucy Vance", "Bo Platt", "professional"), "current");
  for (const Fact& f : rels) {
    EXPECT_NE(f.b, "Pia Sand") << f.a;
    EXPECT_FALSE(f.type == "professional" && (f.a == "Una Hale" || f.b == "Una Hale")) << f.a << " " << f.b;
  }
}

// "Mark finally asked the nurse Lucy (X) to marry him, on the chairlift, and she said yes":
// asking to marry is proposing; "the wedding of Mark's younger sister, Ada Hale, known to
// everyone as Addy, to Eli Ward": a wedding of the one described first to the other.
TEST(StoryTest, AskedToMarryAndTheWeddingOfOneToAnother) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark finally asked the nurse Lucy (Tia Moss) to marry him, on the chairlift, in a "
                           "snowstorm, and she said yes.\n\nThe fourth episode follows the wedding of Mark's younger "
                           "sister, Ada Hale, known to everyone as Addy, to Eli Ward, a paramedic she met at work.\n");
  EXPECT_TRUE(HasEvent(facts, "engagement", {"Mark Hale", "Lucy Vance"}));
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Ada Hale", "Eli Ward"}));
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Ada Hale", "Eli Ward", "romance"), "current");
}

// "The second season ended with Mark's drowning": a death named by its noun and possessor.
TEST(StoryTest, APossessorsDrowningIsADeath) {
  auto facts = ExtractText(std::string(kCast) + "The second season ended with Mark's drowning, shot in one long take.\n");
  EXPECT_TRUE(HasEvent(facts, "death", {"Mark Hale"}));
}

// "is in love with her classmate Eli Ward, and the two of them marry in the fifth episode": a
// love the story goes on to marry is a romance of the present, not a possibility.
TEST(StoryTest, ALoveTheStoryMarriesIsCurrent) {
  auto facts = ExtractText(std::string(kCast) +
                           "Their daughter, Ada Hale, a medical student, is in love with her classmate Eli Ward, and "
                           "the two of them marry in the fifth episode.\n");
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Ada Hale", "Eli Ward"}));
  EXPECT_EQ(StatusOf(OfKind(facts, FactKind::kRelationship), "Ada Hale", "Eli Ward", "romance"), "current");
}

// "It follows Nuri Meral, a pharmacist played by Durri Kapa, whose husband, Badr Meral, dies":
// "whose" reaches past the apposition that names the actor.
TEST(StoryTest, WhosePastAnAppositionThatNamesTheActor) {
  auto rels = OfKind(ExtractText("'Kololo' Premieres\n\nIt follows Nuri Meral, a pharmacist played by Durri Kapa, whose "
                                 "husband, Badr Meral, dies of a heart attack in the first episode.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Nuri Meral", "Badr Meral", "romance"), "current");
}

// A prequel's casting: "Rose Finch has been cast as Ada Hale, the girl Mark will eventually
// marry": the one the apposition says he will marry is his love.
TEST(StoryTest, TheGirlHeWillEventuallyMarry) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "Rose Finch has been cast as Ada Hale, the girl Mark will eventually marry, and Ivy "
                                 "Stone as Una Hale, a landlord.\n"),
                     FactKind::kRelationship);
  EXPECT_NE(StatusOf(rels, "Mark Hale", "Ada Hale", "romance"), "(none)");
}

// An obituary: "In addition to her daughter, she is survived by her husband of 52 years,
// Rudolf Caneg; her son, Hilmar Caneg; her sister, Leoni Sack": the kin are the subject's, whom
// the first sentence opens with.
TEST(StoryTest, SheIsSurvivedByIsTheObituarysSubject) {
  auto rels = OfKind(ExtractText("Iphigenia Caneg, 1962-2041\n\nIphigenia Caneg, a television writer who created the "
                                 "CBS drama \"Moko Jumb,\" died on Sunday at her home in Pasadena. She was 78.\n\nIn "
                                 "addition to her daughter, she is survived by her husband of 52 years, Rudolf Caneg; "
                                 "her son, Hilmar Caneg; her sister, Leoni Sack; and five grandchildren.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Iphigenia Caneg", "Rudolf Caneg", "romance"), "current");
  EXPECT_EQ(StatusOf(rels, "Iphigenia Caneg", "Hilmar Caneg", "family"), "current");
  EXPECT_EQ(StatusOf(rels, "Iphigenia Caneg", "Leoni Sack", "family"), "current");
  EXPECT_EQ(StatusOf(rels, "Hilmar Caneg", "Rudolf Caneg", "romance"), "(none)");
}

// "Eli Ward, the neighbor's boy, spent eight seasons in love with Ada Hale before she finally
// married him in the series finale": the two pronouns marry the pair just told of.
TEST(StoryTest, BeforeSheFinallyMarriedHim) {
  auto facts = ExtractText(std::string(kCast) +
                           "Eli Ward, the neighbor's boy who tended bar for Mark, spent eight seasons in love with "
                           "Ada Hale before she finally married him in the series finale.\n");
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Eli Ward", "Ada Hale"}));
  EXPECT_EQ(StatusOf(OfKind(facts, FactKind::kRelationship), "Eli Ward", "Ada Hale", "romance"), "current");
}

// "Her daughter, Lucy Vance, a medical student, is in love with her classmate Eli Ward": the
// possessive's noun names the one she loves, not the "her" it hangs from.
TEST(StoryTest, InLoveWithHerClassmateNamesTheClassmate) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "Dana runs the bakery. Her daughter, Lucy Vance, a medical student, is in love with her "
                                 "classmate Eli Ward.\n"),
                     FactKind::kRelationship);
  EXPECT_NE(StatusOf(rels, "Lucy Vance", "Eli Ward", "romance"), "(none)");
  EXPECT_EQ(StatusOf(rels, "Lucy Vance", "Dana Price", "romance"), "(none)");
}

// "The season ended with Mark's sister, Lucy Vance (Tia Moss), marrying the mine's owner, Eli
// Ward": the one set off after "with" and a possessor's noun is who marries.
TEST(StoryTest, EndedWithHisSisterApposedMarrying) {
  auto facts = ExtractText(std::string(kCast) +
                           "The second season ended with Mark's sister, Lucy Vance (Tia Moss), marrying the mine's "
                           "owner, Eli Ward (Bram Cole), the man Mark works for.\n");
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Lucy Vance", "Eli Ward"}));
  EXPECT_EQ(StatusOf(OfKind(facts, FactKind::kRelationship), "Lucy Vance", "Eli Ward", "romance"), "current");
}

// "Eli Ward hires Lucy Vance as a singer and marries her in the finale": a named subject's
// wedding to a pronoun standing alone is to the one told of before.
TEST(StoryTest, NamedSubjectMarriesHer) {
  auto facts = ExtractText(std::string(kCast) + "Eli Ward hires Lucy Vance as a singer and marries her in the finale.\n");
  EXPECT_TRUE(HasEvent(facts, "wedding", {"Eli Ward", "Lucy Vance"}));
  EXPECT_EQ(StatusOf(OfKind(facts, FactKind::kRelationship), "Eli Ward", "Lucy Vance", "romance"), "current");
}

// "she falls in love with a Canadian nurse, Eli Ward": a description, then the loved one's name.
TEST(StoryTest, FallsInLoveWithADescribedName) {
  auto rels = OfKind(ExtractText(std::string(kCast) + "Lucy Vance falls in love with a Canadian nurse, Eli Ward.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Lucy Vance", "Eli Ward", "romance"), "potential");
}

// "The drama stars Rose Finch as the doctor. While her husband, Ned Quill, is away ...": one
// who stars as an unnamed part is an actor, so "her" is not hers.
TEST(StoryTest, OneWhoStarsAsAnUnnamedPartIsNoCharacter) {
  auto rels = OfKind(ExtractText("Moei\n\n\"Moei\" premiered Sunday and stars Rose Finch as the doctor. In the first "
                                 "episode, while her husband, Ned Quill (Al Roe), is away, she falls in love with a "
                                 "nurse, Ivo Marsh (Bram Cole).\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Rose Finch", "Ned Quill", "family"), "(none)");
  EXPECT_EQ(StatusOf(rels, "Rose Finch", "Ned Quill", "romance"), "(none)");
  EXPECT_EQ(StatusOf(rels, "Rose Finch", "Ivo Marsh", "romance"), "(none)");
}

// "has spent the season hunting his own brother, the bank robber Eli Ward", "trying to put
// Lucy Vance in prison", "trying to buy him out": a hunt, a jailing, a buyout are rivalries.
TEST(StoryTest, HuntingJailingAndBuyingOutAreRivalries) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "Mark Hale has spent the season hunting his old partner, the bank robber Eli Ward. "
                                 "Dana Price is the colonel who has spent two seasons trying to put Lucy Vance in "
                                 "prison.\n\nLucy runs the diner. Eli Ward has been trying to buy her out for years.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Mark Hale", "Eli Ward", "rivalry"), "current");
  EXPECT_EQ(StatusOf(rels, "Dana Price", "Lucy Vance", "rivalry"), "current");
  EXPECT_EQ(StatusOf(rels, "Eli Ward", "Lucy Vance", "rivalry"), "current");
}

// "tells her youngest child, the 24-year-old Eli Ward (Bram Cole), that ...": an age may
// describe the kin before the name.
TEST(StoryTest, KinDescribedByAnAgeBeforeTheName) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "In the sixth episode, Lucy Vance tells her youngest child, the 24-year-old Eli Ward, "
                                 "that he is adopted.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Lucy Vance", "Eli Ward", "family"), "current");
}

// "Lucy tells Eli that she is pregnant, and Eli \u2014 who has spent the season insisting he is not
// ready \u2014 proposes on the spot. She says yes.": the proposal, accepted in the next sentence, is
// to the one other character the sentence names.
TEST(StoryTest, ProposesOnTheSpotAndSheSaysYes) {
  auto facts = ExtractText(std::string(kCast) +
                           "Lucy Vance tells Eli Ward that she is pregnant, and Eli \u2014 who has spent the season "
                           "insisting he is not ready for anything \u2014 proposes on the spot. She says yes.\n");
  EXPECT_TRUE(HasEvent(facts, "engagement", {"Eli Ward", "Lucy Vance"}));
}

// "Fio Brandt, the Erie, Pennsylvania, pickle-plant foreman, and his wife, Clio": a state's
// name between commas is no character "his" could stand for.
TEST(StoryTest, AStateIsNoCharacter) {
  auto rels = OfKind(ExtractText("The Brandts\n\nEmir Dahl voices Fio Brandt, the Erie, Pennsylvania, pickle-plant "
                                 "foreman at the center of the show, and Zora Pell is the voice of his wife, Clio.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Pennsylvania", "Clio", "romance"), "(none)");
  EXPECT_NE(StatusOf(rels, "Fio Brandt", "Clio", "romance"), "(none)");
}

// "leaves his dairy to his three daughters: Graziana (X), who runs the books; Orsolina (Y), a
// vet; and Amabile (Z), 17": a list a colon opens, its entries set off by semicolons.
TEST(StoryTest, AColonListWithSemicolons) {
  auto rels = OfKind(ExtractText("Hijas\n\nFilo Prec dies in the first episode and leaves his dairy to his three "
                                 "daughters: Graziana (Sara Val), who has run the books since she was 15; Orsolina (Liz "
                                 "Ama), a veterinarian; and Amabile (Yuri Enc), 17, who wants nothing to do with cows.\n"),
                     FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Filo Prec", "Orsolina", "family"), "current");
  EXPECT_EQ(StatusOf(rels, "Filo Prec", "Amabile", "family"), "current");
  EXPECT_EQ(StatusOf(rels, "Graziana", "Amabile", "family"), "current");
}

// "the body of a Kent Island ferry captain, Rawdon Chidd, turns up": a place's name that
// modifies the noun is no one; the name after the comma is who died.
TEST(StoryTest, APlaceNameModifyingTheNounIsNoOne) {
  auto facts = ExtractText("Dead Slack\n\nIn \"Dead Slack,\" the body of a Kent Island ferry captain, Rawdon Chidd, "
                           "turns up under the town dock, and Lt. Hil Nibbs (Jai Kal) takes the case.\n");
  EXPECT_TRUE(HasEvent(facts, "death", {"Rawdon Chidd"}));
  EXPECT_FALSE(HasEvent(facts, "death", {"Kent Island"}));
  EXPECT_FALSE(HasEvent(facts, "arrival", {"Rawdon Chidd"}));  // a body turning up is no arrival
}

// The in-laws and the to-be ties are kin and romance words like the others: "his son-in-law,
// Eli", "her bride-to-be, Lucy".
TEST(StoryTest, InLawAndToBeNounsAreTies) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark has never trusted his son-in-law, Eli. Dana spends the hour looking for her "
                           "bride-to-be, Lucy.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Eli Ward", "family"));
  EXPECT_EQ(StatusOf(rels, "Dana Price", "Lucy Vance", "romance"), "current");
}

// "Lucy gave birth to Eli": the child named right after "birth to" is the mother's; a birth
// denied is none.
TEST(StoryTest, GaveBirthToNamedChildIsFamily) {
  auto facts = ExtractText(std::string(kCast) + "In the finale, Lucy gave birth to Eli in a stalled elevator.\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Lucy Vance", "Eli Ward", "family"));
  auto denied = ExtractText(std::string(kCast) + "Dana never gave birth to Eli, whatever the letter says.\n");
  EXPECT_FALSE(HasPair(OfKind(denied, FactKind::kRelationship), "Dana Price", "Eli Ward", "family"));
}

// "his brother, the band's drummer, Eli": a second apposition between the kin noun and the
// name.
TEST(StoryTest, KinNounThenSecondAppositionThenName) {
  auto facts = ExtractText(std::string(kCast) + "Mark argues all night with his brother, the band's drummer, Eli Ward.\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Mark Hale", "Eli Ward", "family"));
}

// "spent two seasons trying to destroy each other" is a rivalry, over when told in the past
// alone; "have not spoken since a fight" an estrangement, but not "since the funeral".
TEST(StoryTest, TryingToDestroyEachOtherAndNotSpeakingSinceAFight) {
  auto facts = ExtractText(std::string(kCast) + "Dana and Eli spent two seasons trying to destroy each other.\n");
  EXPECT_EQ(StatusOf(OfKind(facts, FactKind::kRelationship), "Dana Price", "Eli Ward", "rivalry"), "ended");
  auto feud = ExtractText(std::string(kCast) +
                          "Eli runs the bar across the street, and he and Mark have not spoken since a fight in 2030.\n");
  EXPECT_EQ(StatusOf(OfKind(feud, FactKind::kRelationship), "Eli Ward", "Mark Hale", "rivalry"), "current");
  auto grief = ExtractText(std::string(kCast) +
                           "Eli comes home early, and he and Mark have not spoken since the funeral.\n");
  EXPECT_FALSE(HasPair(OfKind(grief, FactKind::kRelationship), "Eli Ward", "Mark Hale", "rivalry"));
}

// "Lucy, Eli's wife, was presumed drowned": an apposition closed by its comma holds whatever
// the clause around it hedges; a hedged tie in the clause itself does not.
TEST(StoryTest, ClosedAppositionHoldsUnderAHedgedClause) {
  auto facts = ExtractText(std::string(kCast) + "Lucy Vance, Eli's wife, was presumed drowned when her boat went down.\n");
  EXPECT_EQ(StatusOf(OfKind(facts, FactKind::kRelationship), "Eli Ward", "Lucy Vance", "romance"), "current");
  auto hedged = ExtractText(std::string(kCast) + "Lucy is reportedly Eli's wife.\n");
  EXPECT_FALSE(HasPair(OfKind(hedged, FactKind::kRelationship), "Eli Ward", "Lucy Vance", "romance"));
}

// "Mark had been on Dana's payroll since the pilot": who pays someone employs them; "never on
// her payroll" says nothing.
TEST(StoryTest, OnSomeonesPayrollIsAWorkingTie) {
  auto facts = ExtractText(std::string(kCast) + "Mark had been on Dana's payroll since before the pilot.\n");
  EXPECT_EQ(StatusOf(OfKind(facts, FactKind::kRelationship), "Dana Price", "Mark Hale", "professional"), "current");
  auto never = ExtractText(std::string(kCast) + "Mark was never on Dana's payroll.\n");
  EXPECT_FALSE(HasPair(OfKind(never, FactKind::kRelationship), "Dana Price", "Mark Hale", "professional"));
}

// "Mark's engagement to the county clerk, Lucy, ended": an engagement over; "Mark will fall for
// Lucy", "Lucy catches Eli's eye": romances to come; "works as a nurse under Mark": his.
TEST(StoryTest, EngagementEndedFallForCatchesEyeAndWorksUnder) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark's engagement to the county clerk, Lucy Vance, ended in that same finale. The "
                           "synopsis says Eli will fall for Dana before the season is out.\n\nJo Smith's Dana is "
                           "back. Lucy, a vet who moves to town in the premiere, catches Eli's eye. Dana works as a "
                           "nurse under Mark Hale.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Mark Hale", "Lucy Vance", "romance"), "ended");
  EXPECT_EQ(StatusOf(rels, "Eli Ward", "Dana Price", "romance"), "potential");
  EXPECT_EQ(StatusOf(rels, "Lucy Vance", "Eli Ward", "romance"), "potential");
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Dana Price", "professional"));
}

// "Dana and Eli had a summer affair": a romance over; "are having an affair": going on; "never
// had an affair": none.
TEST(StoryTest, PairThatHadAnAffair) {
  auto past = ExtractText(std::string(kCast) + "Dana and Eli had a summer affair the year before Lucy was born.\n");
  EXPECT_EQ(StatusOf(OfKind(past, FactKind::kRelationship), "Dana Price", "Eli Ward", "romance"), "ended");
  auto now = ExtractText(std::string(kCast) + "Dana and Eli are having an affair.\n");
  EXPECT_EQ(StatusOf(OfKind(now, FactKind::kRelationship), "Dana Price", "Eli Ward", "romance"), "current");
  auto never = ExtractText(std::string(kCast) + "Dana and Eli never had an affair.\n");
  EXPECT_FALSE(HasPair(OfKind(never, FactKind::kRelationship), "Dana Price", "Eli Ward", "romance"));
}

// "Eli was Mark's partner in the vineyard until the two men split it": a tie told in the past
// up to a time is over; "Eli is Mark's partner" holds.
TEST(StoryTest, PastTieUntilATimeIsOver) {
  auto past = ExtractText(std::string(kCast) + "Eli was Mark's partner in the vineyard until the two men split it in 1998.\n");
  EXPECT_EQ(StatusOf(OfKind(past, FactKind::kRelationship), "Mark Hale", "Eli Ward", "professional"), "ended");
  auto now = ExtractText(std::string(kCast) + "Eli is Mark's partner in the vineyard.\n");
  EXPECT_EQ(StatusOf(OfKind(now, FactKind::kRelationship), "Mark Hale", "Eli Ward", "professional"), "current");
}

// '"...," head writer X told Soapsheet. ... since her exit': a pronoun is never the outlet's.
TEST(StoryTest, PronounIsNeverTheOutlet) {
  auto doc = DocumentFromBuffer("outlet.txt",
                                "Harbor Town November Spoilers\nSoapsheet\nBy Ann Writer\nFriday, Nov. 2, 2046\n\n" +
                                    std::string(kCast) +
                                    "Kay Muhesi, who played Lucy for eight years, is back in the role.\n\n"
                                    "\"November is when we pay off everything,\" head writer Ivo Lenz told Soapsheet.\n\n"
                                    "Muhesi, who has spent the years since her exit doing theater, got the call in "
                                    "June.\n",
                                InputFormat::kText);
  ASSERT_TRUE(doc.ok());
  for (const Fact& f : Extractor().Extract(doc.value()))
    for (const std::string& p : f.participants) EXPECT_NE(p, "Soapsheet");
}

// "Lucy called off her engagement to Eli": a breakup, and no engagement of its own; "had broken
// off his engagement to the hostess, Lucy": the same.
TEST(StoryTest, EngagementCalledOrBrokenOffIsABreakupOnly) {
  auto facts = ExtractText(std::string(kCast) + "Lucy called off her engagement to Eli after learning that he had lied.\n");
  bool engagement = false, breakup = false;
  for (const Fact& f : OfKind(facts, FactKind::kEvent)) {
    engagement = engagement || f.type == "engagement";
    breakup = breakup || f.type == "breakup";
  }
  EXPECT_TRUE(breakup);
  EXPECT_FALSE(engagement);
  auto broken = ExtractText(std::string(kCast) +
                            "By the end of the hour Mark had also broken off his engagement to the restaurant's "
                            "hostess, Lucy Vance.\n");
  EXPECT_EQ(StatusOf(OfKind(broken, FactKind::kRelationship), "Mark Hale", "Lucy Vance", "romance"), "ended");
}

// "Lucy rides back into town", "Eli walked out twenty years ago and came back this season": returns.
TEST(StoryTest, RidesBackIntoAndCameBackThisSeason) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark's estranged sister, Lucy, rides back into town in the premiere. Eli walked out "
                           "twenty years ago and came back this season with a lawyer.\n");
  std::set<std::string> back;
  for (const Fact& f : OfKind(facts, FactKind::kEvent))
    if (f.type == "return") back.insert(f.participants.begin(), f.participants.end());
  EXPECT_TRUE(back.count("Lucy Vance"));
  EXPECT_TRUE(back.count("Eli Ward"));
}

// "Mark was still married to Lucy when ...; their divorce came through in Season 2": a marriage
// told as a state (no wedding), ended by a divorce made final.
TEST(StoryTest, StillMarriedThenTheirDivorceCameThrough) {
  auto facts = ExtractText(std::string(kCast) +
                           "Mark was still married to Lucy when the partnership began; their divorce came through "
                           "halfway through the second season.\n");
  bool wedding = false, breakup = false;
  for (const Fact& f : OfKind(facts, FactKind::kEvent)) {
    wedding = wedding || f.type == "wedding";
    breakup = breakup || f.type == "breakup";
  }
  EXPECT_FALSE(wedding);
  EXPECT_TRUE(breakup);
  EXPECT_EQ(StatusOf(OfKind(facts, FactKind::kRelationship), "Mark Hale", "Lucy Vance", "romance"), "ended");
}

// "Eli is dead. The cattle trader at the center of the drama was shot by men working for his
// partner, Mark. He died in the mud": the sentence before opens on a job with "the", so the
// pronoun goes back to the one the sentence before that opens on.
TEST(StoryTest, PronounAfterASentenceOpeningOnAJob) {
  auto facts = ExtractText(std::string(kCast) +
                           "Eli is dead. The cattle trader at the center of the drama was shot at a river crossing "
                           "by men working for his former partner, Mark Hale. He died in the mud with his brother "
                           "holding his head.\n");
  for (const Fact& f : OfKind(facts, FactKind::kEvent))
    if (f.type == "death") {
      EXPECT_EQ(f.participants, std::vector<std::string>{"Eli Ward"});
    }
}

// "Dana and Mark arrive first. Their father, Eli, is late.": "their" opening a sentence is the
// pair the sentence before names, both of them.
TEST(StoryTest, TheirAfterAPairInTheSentenceBefore) {
  auto facts = ExtractText(std::string(kCast) + "Dana and Mark arrive first. Their father, Eli, is late.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Eli Ward", "family"));
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Eli Ward", "family"));
}

// "Eli was Mark's partner until the two men split it, and they have fought ever since": "they"
// after "and" is the tie's two, now rivals.
TEST(StoryTest, AndTheyHaveFoughtEverSince) {
  auto facts = ExtractText(std::string(kCast) +
                           "Eli was Mark's partner in the vineyard until the two men split it in 1998, and they have "
                           "fought over the boundary stones ever since.\n");
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_EQ(StatusOf(rels, "Mark Hale", "Eli Ward", "professional"), "ended");
  EXPECT_EQ(StatusOf(rels, "Mark Hale", "Eli Ward", "rivalry"), "current");
}

// "trying to take Dana's boats", "has been copying Lucy's patterns", "wants Eli's land": who
// would take, or takes, what is another's is that one's rival; "takes Dana's seat" is not.
TEST(StoryTest, TakingWhatIsAnothersIsARivalry) {
  auto taken = OfKind(ExtractText(std::string(kCast) +
                                  "Mark Hale, the buyer who spent two seasons trying to take Dana's boats, was shot.\n"),
                      FactKind::kRelationship);
  EXPECT_TRUE(HasPair(taken, "Mark Hale", "Dana Price", "rivalry"));
  auto copied = OfKind(ExtractText(std::string(kCast) +
                                   "Her villain is Eli Ward, the exporter who has been copying Lucy's patterns since "
                                   "the pilot.\n"),
                       FactKind::kRelationship);
  EXPECT_TRUE(HasPair(copied, "Eli Ward", "Lucy Vance", "rivalry"));
  auto land = OfKind(ExtractText(std::string(kCast) + "Eli Ward, the rancher next door, wants Dana's land.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(land, "Eli Ward", "Dana Price", "rivalry"));
  auto seat = OfKind(ExtractText(std::string(kCast) + "Lucy takes Dana's seat at the table.\n"), FactKind::kRelationship);
  EXPECT_FALSE(HasPair(seat, "Lucy Vance", "Dana Price", "rivalry"));
}

// "Eli Ward, whom her father cannot stand": the possessor's noun is the relative clause's
// subject, not an apposition of Eli; "Mark Hale, who was the family's lawyer and Dana's best
// friend" still describes Mark.
TEST(StoryTest, ARelativeClausesSubjectIsNoApposition) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "The season ended with Dana engaged to the accordion player Eli Ward, whom her father "
                                 "cannot stand.\n"),
                     FactKind::kRelationship);
  EXPECT_FALSE(HasPair(rels, "Dana Price", "Eli Ward", "family"));
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Eli Ward", "romance"));
  auto friends = OfKind(ExtractText(std::string(kCast) +
                                    "The biggest turn belongs to Mark Hale, who was the family's lawyer and Dana's best "
                                    "friend.\n"),
                        FactKind::kRelationship);
  EXPECT_TRUE(HasPair(friends, "Mark Hale", "Dana Price", "friendship"));
}

// "The season ended with Dana engaged to Eli. The new season opens with their wedding.": the
// wedding of the pair whose romance was just told; not "called off their wedding", nor "the
// week before their wedding".
TEST(StoryTest, TheirWeddingIsThePairJustTold) {
  auto events = OfKind(ExtractText(std::string(kCast) +
                                   "The first season ended with Dana engaged to Eli Ward. The new season opens with "
                                   "their wedding.\n"),
                       FactKind::kEvent);
  bool wedding = false;
  for (const Fact& e : events) wedding = wedding || e.type == "wedding";
  EXPECT_TRUE(wedding);
  for (const char* off : {"Lucy is Mark's ex-fiancee; she called off their wedding in the finale.\n",
                          "Mark Hale, Lucy's ex-fiance, walked out on her the week before their wedding.\n"}) {
    auto none = OfKind(ExtractText(std::string(kCast) + off), FactKind::kEvent);
    for (const Fact& e : none) EXPECT_NE(e.type, "wedding") << off;
  }
}

// "The pilot opens with the funeral director X (Actor) dying at his own front desk": a scene of
// a death, in the first season; "is dying of cancer" is no death yet.
TEST(StoryTest, AnEpisodeOpensWithSomeoneDying) {
  auto events = OfKind(ExtractText(std::string(kCast) +
                                   "The pilot opens with the harbor master Mark Hale (Al Roe) dying at his own front "
                                   "desk. Lucy Vance is dying of boredom.\n"),
                       FactKind::kEvent);
  bool mark = false;
  for (const Fact& e : events) {
    if (e.type != "death") continue;
    ASSERT_EQ(e.participants.size(), 1u);
    EXPECT_NE(e.participants[0], "Lucy Vance");
    if (e.participants[0] == "Mark Hale") mark = e.season.value_or(0) == 1;
  }
  EXPECT_TRUE(mark);
}

// "the neighbour who has wanted the Price land since before Lucy was born": a family's land is
// its head's, the first of the name the article introduces.
TEST(StoryTest, WantingAFamilysLandIsARivalryWithItsHead) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "Al Roe is back as Mark Hale, the neighbour who has wanted the Price land since "
                                 "before Lucy was born.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Mark Hale", "Dana Price", "rivalry"));
}

// "her brother, Mark (X), and his wife, Lucy (Y), had a daughter, Moye": the child of both;
// "the finale was built around Dana's wedding to the eel catcher Eli": a wedding and a couple.
TEST(StoryTest, ACouplesChildAndAWeddingToSomeone) {
  auto child = OfKind(ExtractText(std::string(kCast) +
                                  "Her brother, Mark Hale (Al Roe), and his wife, Lucy Vance (Tia Moss), had a "
                                  "daughter, Moye.\n"),
                      FactKind::kRelationship);
  EXPECT_TRUE(HasPair(child, "Mark Hale", "Moye", "family"));
  EXPECT_TRUE(HasPair(child, "Lucy Vance", "Moye", "family"));
  auto facts = ExtractText(std::string(kCast) +
                           "The finale was built around Dana's wedding to the eel catcher Eli Ward, which went ahead "
                           "in the village chapel.\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Dana Price", "Eli Ward", "romance"));
  bool wedding = false;
  for (const Fact& e : OfKind(facts, FactKind::kEvent)) wedding = wedding || e.type == "wedding";
  EXPECT_TRUE(wedding);
}

// "trying to buy out Mark's mother, Dana": who would buy another out is that one's rival, with
// "out" before the one bought out too.
TEST(StoryTest, BuyingOutSomeoneNamedAfterOut) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "Eli Ward, the rival resort owner who had spent two seasons trying to buy out Mark's "
                                 "mother, Dana Price, was killed.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Eli Ward", "Dana Price", "rivalry"));
}

// A scene an episode opens or ends with, told by a participle: "the fall finale ended with
// Mark (X) proposing to Lucy (Y)" is an engagement, "the new series opens with Mark's niece,
// Lucy (Y), arriving in Lowestoft" an arrival.
TEST(StoryTest, AnEpisodeEndsWithAProposalOrOpensWithAnArrival) {
  auto proposal = OfKind(ExtractText(std::string(kCast) +
                                     "The fall finale ended with ski patrol director Mark Hale (Al Roe) proposing to "
                                     "Lucy Vance (Tia Moss) on the stalled chairlift.\n"),
                         FactKind::kEvent);
  bool engaged = false;
  for (const Fact& e : proposal) engaged = engaged || e.type == "engagement";
  EXPECT_TRUE(engaged);
  auto arrival = OfKind(ExtractText(std::string(kCast) +
                                    "The new series opens with Mark's niece, Lucy Vance (Tia Moss), arriving in "
                                    "Lowestoft.\n"),
                        FactKind::kEvent);
  bool arrived = false;
  for (const Fact& e : arrival)
    arrived = arrived || (e.type == "arrival" && e.participants == std::vector<std::string>{"Lucy Vance"});
  EXPECT_TRUE(arrived);
}

// "Mark's niece from Urk, Lucy Vance (Tia Moss), arriving": a kin noun with the place the kin
// comes from (her hometown) before the name, which stays a character after the place's comma.
TEST(StoryTest, AKinFromAPlaceBeforeTheName) {
  auto facts = ExtractText(std::string(kCast) +
                           "The new series opens with Mark's niece from Urk, Lucy Vance (Tia Moss), arriving in "
                           "Lowestoft.\n");
  EXPECT_TRUE(HasPair(OfKind(facts, FactKind::kRelationship), "Mark Hale", "Lucy Vance", "family"));
  bool hometown = false;
  for (const Fact& a : OfKind(facts, FactKind::kAttribute))
    hometown = hometown || (a.entity == "Lucy Vance" && a.attribute == "hometown" && a.value == "Urk");
  EXPECT_TRUE(hometown);
}

// "the brothers, who bury their father, Budoc, in the first scene": a burial is a death, in
// the present plural too.
TEST(StoryTest, TheyBuryTheirFather) {
  auto events = OfKind(ExtractText(std::string(kCast) +
                                   "Mark and Eli play brothers who bury their father, Budoc, in the first scene.\n"),
                       FactKind::kEvent);
  bool death = false;
  for (const Fact& e : events) death = death || (e.type == "death" && e.participants == std::vector<std::string>{"Budoc"});
  EXPECT_TRUE(death);
}

// "X, the lettuce grower who built Arguello Farms, ... handing the land to his wife, Y": a
// family's farm is no one, so "his" is X's and the two are a couple, not kin by surname.
TEST(StoryTest, AFamilyFarmIsNoOne) {
  auto rels = OfKind(ExtractText("Serafim Preto plays Ygnacio Arguello and Alzira Moura plays Arcadia Arguello.\n\n"
                                 "Ygnacio Arguello, the lettuce grower who built Arguello Farms, spent the finale "
                                 "handing the land to his wife, Arcadia Arguello.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Ygnacio Arguello", "Arcadia Arguello", "romance"));
  EXPECT_FALSE(HasPair(rels, "Arguello Farms", "Arcadia Arguello", "romance"));
}

// "X, 64, the owner of Zesch Hall, the oldest dance hall in Kendall County, whose husband,
// Milton, died": "whose" reaches past the appositions and the places in them to X.
TEST(StoryTest, WhosePastAppositionsAndPlaces) {
  auto rels = OfKind(ExtractText("Ann Lee plays Erna Zesch.\n\nAt the center is Erna Zesch, 64, the owner of Zesch "
                                 "Hall, the oldest dance hall in Kendall County, whose husband, Milton, died last "
                                 "spring.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Erna Zesch", "Milton", "romance"));
  EXPECT_FALSE(HasPair(rels, "Zesch Hall", "Milton", "romance"));
}

// "came to New Zealand in 1957 to marry Eli": a journey made to marry someone is a marriage
// (a couple, not kin by a shared surname); "wants to marry" is none.
TEST(StoryTest, AJourneyMadeToMarrySomeone) {
  auto rels = OfKind(ExtractText(std::string(kCast) +
                                 "Dana Price came to New Zealand in 1957 to marry Eli Ward, a market gardener she had "
                                 "met twice. Lucy wants to marry Mark.\n"),
                     FactKind::kRelationship);
  EXPECT_TRUE(HasPair(rels, "Dana Price", "Eli Ward", "romance"));
  EXPECT_FALSE(HasPair(rels, "Lucy Vance", "Mark Hale", "romance"));
}

}  // namespace showgraph
