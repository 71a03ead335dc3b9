// Cast and crew in the forms the press writes them. Every sentence here is invented
// for the test.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "extract_test_util.h"
#include "showgraph/extractor.h"
#include "showgraph/reader.h"

namespace showgraph {
namespace {

// The work of the cast fact pairing actor and character, or "(none)".
std::string CastWorkOf(const std::vector<Fact>& facts, const std::string& actor, const std::string& character) {
  for (const Fact& f : facts)
    if (f.kind == FactKind::kCast && f.actor == actor && f.character == character) return f.work;
  return "(none)";
}

using testing::CastOf;
using testing::CrewOf;
using testing::CrewWorkOf;
using testing::ExtractFrom;
using testing::HasCast;
using testing::HasCrew;
using testing::kHead;
using testing::OfKind;
using testing::SpeakerOfQuote;
using testing::WorkNames;

// "The returning cast around the table: A (B), C (D) and E, who plays F": a list a colon
// opens after the word "cast" names its actors first.
TEST(CastTest, ACastListAfterAColonNamesActorsFirst) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The returning cast around the table: Ina Ruto (Wanjiru Kamau), Odhiambo Otieno (Baraka "
                           "Mwangi) and Achieng Were, who plays the bookkeeper, Nyokabi Njeri.\n");
  EXPECT_TRUE(HasCast(facts, "Ina Ruto", "Wanjiru Kamau"));
  EXPECT_TRUE(HasCast(facts, "Odhiambo Otieno", "Baraka Mwangi"));
  EXPECT_FALSE(HasCast(facts, "Wanjiru Kamau", "Ina Ruto"));
}

// Two parts of three words sharing the first and the last ("Umbu Ndilu Hambandima" and
// "Umbu Lapu Hambandima", a father and his son) are two people: the middle word is no
// initial to fill in.
TEST(CastTest, ThreeWordNamesThatShareTheirEndsAreTwoPeople) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Wayan Ngurah Arsana (Ina Ruto), 81, is the patriarch who has refused to name an heir.\n\n"
                           "1. Wayan Putu Arsana (Made Oka), 5-2. Ngurah's son is the favorite.\n");
  EXPECT_TRUE(HasCast(facts, "Ina Ruto", "Wayan Ngurah Arsana"));
  EXPECT_TRUE(HasCast(facts, "Made Oka", "Wayan Putu Arsana"));
  EXPECT_FALSE(HasCast(facts, "Made Oka", "Wayan Ngurah Arsana"));
}

TEST(CastTest, APronounSubjectOfJoinsTheCastAsIsTheActorNamedJustBefore) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Rounding out the ensemble is Tamsin Roe. Best known for playing Kit Lane on NBC\u2019s "
                           "Blue Meridian, she joins the cast as Hollis Pike, the town\u2019s only nurse.\n");
  EXPECT_TRUE(HasCast(facts, "Tamsin Roe", "Hollis Pike"));
  EXPECT_FALSE(HasCast(facts, "Kit Lane", "Hollis Pike"));
}

// An obituary or a profile names the actor once and then says "he": every part it lists
// is that person's, in the forms such pieces use.
TEST(CastTest, AProfilesPronounPartsAreItsSubjects) {
  auto facts = ExtractFrom(
      "Walt Mandel, Star of TV Westerns and Cop Shows, Dies at 80\n\nTV Guide\n\n"
      "Walt Mandel, the actor who spent six decades on television, died Tuesday at his home. He was 80.\n\n"
      "Born in Omaha in 1946, Mandel worked as a bricklayer first. On Dustbowl, the CBS western that ran from "
      "1969 to 1974, he played Deputy Abe Cole, the sidekick to the marshal.\n\n"
      "His breakthrough came with Beatline, NBC's precinct drama. As Sgt. Ray Dunn, a rumpled desk sergeant, "
      "Mandel anchored the ensemble for six seasons.\n\n"
      "On AMC's Bramble (2009-2012) he was Judge Ike Ross, a county judge who took bribes.\n\n"
      "His last regular role was on Netflix's Ferncliff (2020-2024), as Eldon Ruud, the stubborn patriarch of a "
      "dairy family.\n");
  EXPECT_TRUE(HasCast(facts, "Walt Mandel", "Abe Cole"));
  EXPECT_TRUE(HasCast(facts, "Walt Mandel", "Ray Dunn"));
  EXPECT_TRUE(HasCast(facts, "Walt Mandel", "Ike Ross"));
  EXPECT_TRUE(HasCast(facts, "Walt Mandel", "Eldon Ruud"));
  EXPECT_EQ(OfKind(facts, FactKind::kCast).size(), 4u);
}

// An interview names parts in its own ways: "X plays her" for the character just named
// (not the place or the showrunner before it), and a Q&A's "I played ..." for the person
// the headline is about.
TEST(CastTest, ObjectPronounsAndAQandAsFirstPerson) {
  auto facts = ExtractFrom(
      "Nadia Ferrante on 'Lowtide' Season 2 and Her Days as a Child Star\nFootlight\nNov. 28, 2026\n\n"
      "When we first met Ottilie Marsh, the harbour pilot at the center of Lowtide, she was about to quit. "
      "Showrunner Quentin Abara calls Nadia Ferrante, who plays her, \"fearless.\"\n\n"
      "Q: Who is making it hard for her?\n\n"
      "A: Her mother, Ruth, wants to sell the boat and move to Florida, and Dana Kell plays her like a storm. "
      "Then there's Tobias, her little brother. Ed Munro plays him, and he's lovely.\n\n"
      "Q: People still know you from Quillbridge.\n\n"
      "A: I was sixteen and I played Gita Varga, a teenage thief, on Hulu for two seasons.\n");
  EXPECT_TRUE(HasCast(facts, "Nadia Ferrante", "Ottilie Marsh"));
  EXPECT_TRUE(HasCast(facts, "Dana Kell", "Ruth"));
  EXPECT_TRUE(HasCast(facts, "Ed Munro", "Tobias"));
  EXPECT_TRUE(HasCast(facts, "Nadia Ferrante", "Gita Varga"));
  EXPECT_FALSE(HasCast(facts, "Dana Kell", "Florida"));
  EXPECT_FALSE(HasCast(facts, "Nadia Ferrante", "Quentin Abara"));
}

// An anime's casts: the dub's "voices", the original's "is voiced by" with the verb left
// out after the first part, an earlier part "best known ... as", and a title's
// translation in brackets, which is no actor.
TEST(CastTest, AnAnimesDubAndOriginalCasts) {
  auto facts = ExtractFrom(
      "'Lantern Line' Sets January Simulcast\n\nOtakuwire\n\n"
      "Lantern Line, Studio Kiri's adaptation of Aiko Mori's ghost manga Yurei Densha (Ghost Train), premieres "
      "Saturday, Jan. 9, on Crunchyroll. The story follows Sora Tanabe, a conductor on a night train.\n\n"
      "Mia Rowan voices Sora in the English dub.\n\n"
      "In the original Japanese, Sora is voiced by Yui Hoshino, Kenta by Ren Aoki and Gorou by Taro Ishida. "
      "Ishida, a veteran of hundreds of roles, is best known to English-speaking fans as Inspector Ryo Kato in "
      "the crime anime Kurokaze.\n");
  EXPECT_TRUE(HasCast(facts, "Mia Rowan", "Sora Tanabe"));
  EXPECT_TRUE(HasCast(facts, "Yui Hoshino", "Sora Tanabe"));
  EXPECT_TRUE(HasCast(facts, "Ren Aoki", "Kenta"));
  EXPECT_TRUE(HasCast(facts, "Taro Ishida", "Gorou"));
  EXPECT_TRUE(HasCast(facts, "Taro Ishida", "Ryo Kato"));
  EXPECT_FALSE(HasCast(facts, "Ghost Train", "Yurei Densha"));
  EXPECT_FALSE(HasCast(facts, "Sora Tanabe", "Yui Hoshino"));
  auto names = WorkNames(facts);
  EXPECT_NE(std::find(names.begin(), names.end(), "Yurei Densha"), names.end());
  EXPECT_EQ(std::find(names.begin(), names.end(), "English-speaking"), names.end());
}

// A revival's crew: "returns as an executive producer" (an article before the post),
// "go to X, a veteran of ..., who will serve as showrunner" (past the apposition), "created
// Foo and has run it since" (an auxiliary after "and"); "produced by X's company" makes X
// no producer.
// A showrunner's credits: "will remain an executive producer", "he was showrunner of ..."
// after "He created ...", and "co-created Thimbleton with Gary Noon" (the partner is no
// part of the title; a talk show's "with" host is, elsewhere).
TEST(CrewTest, AShowrunnersCreditsInAnExitStory) {
  auto facts = ExtractFrom(
      "Beatline Showrunner Exits\n\nTV Guide\n\n"
      "Sam Ortiz, who created the NBC drama Beatline and has run it since the pilot, is stepping down as "
      "showrunner. Ortiz keeps his created-by credit and will remain an executive producer.\n\n"
      "Ortiz's credits go back further. He created the CBS western Hatchet, and he was showrunner of the second "
      "season of Hulu's Quickstep before he sold Beatline.\n\n"
      "Before Beatline, Lena Marsh co-created the Peacock comedy Thimbleton with Gary Noon.\n");
  EXPECT_TRUE(HasCrew(facts, "Sam Ortiz", "executive producer"));
  bool quickstep = false;
  for (const Fact& f : facts) quickstep = quickstep || (f.person == "Sam Ortiz" && f.role == "showrunner" && f.work == "Quickstep");
  EXPECT_TRUE(quickstep);
  auto names = WorkNames(facts);
  EXPECT_NE(std::find(names.begin(), names.end(), "Thimbleton"), names.end());
}

TEST(CrewTest, ARevivalsCrewInLongerForms) {
  auto facts = ExtractFrom(
      "Fairlanes Is Back\n\nTV Guide\n\nFairlanes, the ABC sitcom about a diner, will return on Hulu. "
      "Beatline, the NBC drama, is back too.\n\n"
      "Original creator Mel Hardy, who based the show on his parents' diner, returns as an executive producer. "
      "Day-to-day duties go to Rita Baum, a veteran of the original writers' room, who will serve as showrunner.\n\n"
      "The revival is produced by Hardy's Blue Plate Productions for Hulu.\n\n"
      "Gus Lind created Beatline and has run it since its first season.\n");
  EXPECT_TRUE(HasCrew(facts, "Mel Hardy", "executive producer"));
  EXPECT_FALSE(HasCrew(facts, "Mel Hardy", "producer"));
  EXPECT_TRUE(HasCrew(facts, "Rita Baum", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Gus Lind", "showrunner"));
}

// "X, who plays Dana's longtime boss on Harbor Town, Lt. Carl Moss, ...": the show named
// between the described part and its name.
TEST(CastTest, ADescribedPartWithTheShowBetween) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Ned Kerr, who plays Dana's longtime boss on The Lamplighters, Lt. Carl Moss, will appear "
                           "in the pilot.\n");
  EXPECT_TRUE(HasCast(facts, "Ned Kerr", "Carl Moss"));
}

// A where-are-they-now piece: "the teen drama Marla Quent created" is its creator (no
// title), a name in a heading in capitals ("BRYN WOLCOTT") is the full name of the surname
// below it, and "These days she is ...: she stars as X" is hers.
TEST(CastTest, AWhereAreTheyNowPiece) {
  auto facts = ExtractFrom(
      "The 'Dunegrass' Kids Are All Grown Up\n\nThrowbacker\nPublished Nov. 29, 2026\n\n"
      "Dunegrass, the teen drama Marla Quent created about kids working summer jobs, aired on The WB.\n\n"
      "\"I wrote the pilot in my car,\" Quent told the crowd.\n\nBRYN WOLCOTT\n\n"
      "Wolcott played Kenzie Stroud, the lifeguard with the loud mouth. These days she is a fixture: she stars "
      "as Dr. Earla Nettie, a veterinarian, on CBS's Wishful.\n\n"
      "\"Kenzie taught me how to cry on cue,\" Wolcott said.\n\nTANNER VOIGHT\n\n"
      "Voight was Jack Dunn, the rich kid from Raleigh who spent his summers in Manteo. \"I miss him,\" Voight "
      "said.\n\nLAMONT ORR\n\n"
      "Orr, the only grown-up in the main cast, played Hal Kinn, the bait-shop owner. \"They were a handful,\" "
      "Orr said.\n");
  EXPECT_TRUE(HasCast(facts, "Tanner Voight", "Jack Dunn"));
  EXPECT_TRUE(HasCast(facts, "Lamont Orr", "Hal Kinn"));
  EXPECT_TRUE(HasCrew(facts, "Marla Quent", "creator"));
  EXPECT_TRUE(HasCast(facts, "Bryn Wolcott", "Kenzie Stroud"));
  EXPECT_TRUE(HasCast(facts, "Bryn Wolcott", "Earla Nettie"));
  EXPECT_EQ(SpeakerOfQuote(facts, "Kenzie taught me"), "Bryn Wolcott");
  EXPECT_EQ(SpeakerOfQuote(facts, "I wrote the pilot"), "Marla Quent");
  auto names = WorkNames(facts);
  EXPECT_EQ(std::find(names.begin(), names.end(), "Marla Quent"), names.end());
}

TEST(CastTest, APlacesPossessiveIsNoActorsPart) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The show follows a family of oyster farmers on Cape Verity\u2019s Salt Flats. Mara "
                           "Quint\u2019s Nora runs the family.\n");
  EXPECT_FALSE(HasCast(facts, "Cape Verity", "Salt Flats"));
  EXPECT_TRUE(HasCast(facts, "Mara Quint", "Nora"));
}

TEST(CastTest, CharacterThenActorInBrackets) {
  auto facts = ExtractFrom(std::string(kHead) + "Maya (Rosa Lind) finally confronts her brother.\n");
  EXPECT_TRUE(HasCast(facts, "Rosa Lind", "Maya"));
}

TEST(CastTest, PossessiveCharacterThenActor) {
  auto facts = ExtractFrom(std::string(kHead) + "Maya's (Rosa Lind) plan falls apart.\n");
  EXPECT_TRUE(HasCast(facts, "Rosa Lind", "Maya"));
}

TEST(CastTest, WillPortrayTheCharacterOf) {
  auto facts = ExtractFrom(std::string(kHead) + "Newcomer Rosa Lind will portray the iconic character of Maya.\n");
  EXPECT_TRUE(HasCast(facts, "Rosa Lind", "Maya"));
}

TEST(CastTest, PlayedByAndPlays) {
  auto facts = ExtractFrom(std::string(kHead) +
                   "Owen Tate, played by Cal Brisk, is back. Dee Harlow plays Ivy Marsh, the town's mayor.\n");
  EXPECT_TRUE(HasCast(facts, "Cal Brisk", "Owen Tate"));
  EXPECT_TRUE(HasCast(facts, "Dee Harlow", "Ivy Marsh"));
}

TEST(CastTest, StarsAsAndCastAs) {
  auto facts = ExtractFrom(std::string(kHead) +
                   "The series stars Nia Cole as Dr. June Park. Tom Vale has been cast as Sheriff Abe Lott.\n");
  EXPECT_TRUE(HasCast(facts, "Nia Cole", "June Park"));
  EXPECT_TRUE(HasCast(facts, "Tom Vale", "Abe Lott"));
}

TEST(CastTest, RoleOfAndJoiningAsWithTheActorAfter) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Joining as Nell Arden, the town's new coroner, is Pia Strand. Lou Okafor, who has landed "
                           "the role of Bram Kett, starts filming next week.\n");
  EXPECT_TRUE(HasCast(facts, "Pia Strand", "Nell Arden"));
  EXPECT_TRUE(HasCast(facts, "Lou Okafor", "Bram Kett"));
}

TEST(CastTest, EarlierPartsAreCastInTheirOwnWorks) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Nico Varga has joined The Lamplighters as Abel Stroud. Varga is best known for his turn "
                           "as Sergeant Ivo Lark in the NBC procedural Harbor Watch. Mira Solberg, who plays Tess, "
                           "most recently starred as the pastry chef Ondine Marsh in Hulu's comedy Sweet Ruin. "
                           "Solberg is a stage veteran; her credits include the BBC drama Gallowmere, in which she "
                           "played the scheming dowager Lady Agnes Hurst.\n");
  const Fact* part = CastOf(facts, "Nico Varga", "Ivo Lark");
  if (!part) part = CastOf(facts, "Nico Varga", "Sergeant Ivo Lark");
  ASSERT_NE(part, nullptr);
  EXPECT_EQ(part->work, "Harbor Watch");
  part = CastOf(facts, "Mira Solberg", "Ondine Marsh");
  ASSERT_NE(part, nullptr);
  EXPECT_EQ(part->work, "Sweet Ruin");
  part = CastOf(facts, "Mira Solberg", "Agnes Hurst");
  ASSERT_NE(part, nullptr);
  EXPECT_EQ(part->work, "Gallowmere");
  // The new part is in the article's own work.
  part = CastOf(facts, "Nico Varga", "Abel Stroud");
  ASSERT_NE(part, nullptr);
  EXPECT_EQ(part->work, "The Lamplighters");
}

TEST(CastTest, BackAsAndJoiningAsPastARelativeClause) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Ada Quell returns as DCI Rhona Vey, with Bram Tolliver back as her weary deputy, DS "
                           "Colm Ash.\n\nJoining as Wren Kett, the lost son, who is seen only in dreams, is "
                           "newcomer Oisin Pryde.\n");
  // (A British police rank before the name is a title, as "Det." is: not part of the name.)
  EXPECT_TRUE(HasCast(facts, "Ada Quell", "Rhona Vey"));
  EXPECT_TRUE(HasCast(facts, "Bram Tolliver", "Colm Ash"));
  EXPECT_TRUE(HasCast(facts, "Oisin Pryde", "Wren Kett"));
}

TEST(CastTest, AFamilyNameBeforeAKinNounIsNoPart) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "For Lior Benn, who has played the eldest Harrow son since the pilot, the finale was "
                           "hard.\n");
  EXPECT_TRUE(OfKind(facts, FactKind::kCast).empty());
}

TEST(CastTest, AGivenNameThatIsAWordAndAListIntroducedAsTheCast) {
  // "Clemency" is an English word, but opening the sentence before a surname the article
  // never completes, it is the actor's given name.
  auto facts = ExtractFrom(std::string(kHead) + "Clemency Ortega-Vass stars as Wynne Pell, a retired diver.\n");
  EXPECT_TRUE(HasCast(facts, "Clemency Ortega-Vass", "Wynne Pell"));
  // A list the sentence calls its cast names actors first; a titled name in brackets is
  // the character.
  facts = ExtractFrom(std::string(kHead) +
                      "Rounding out the regular cast are Ines Dorr (Tilda Gantry), Cal Weir (Reverend Amos "
                      "Plumb) and Mae Rudd (Patience Plumb).\n\nTilda is the youngest of the family.\n");
  EXPECT_TRUE(HasCast(facts, "Ines Dorr", "Tilda Gantry"));
  EXPECT_TRUE(HasCast(facts, "Cal Weir", "Amos Plumb"));
  EXPECT_TRUE(HasCast(facts, "Mae Rudd", "Patience Plumb"));
  // A description before a titled name: "plays their father, Lord X".
  facts = ExtractFrom(std::string(kHead) + "Ross Dunn plays their father, Lord Aldo Crane, a retired judge.\n");
  EXPECT_TRUE(HasCast(facts, "Ross Dunn", "Aldo Crane"));
}

TEST(CastTest, ARankEndingInATitleComesOffTheCharacter) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The finale leaves First Officer Sabine Toll (Halla Berg) in command of the ship.\n");
  EXPECT_TRUE(HasCast(facts, "Halla Berg", "Sabine Toll"));
  // A title alone before a one-word name stays: "Captain Rook (Ivo Hale)".
  facts = ExtractFrom(std::string(kHead) + "Second Officer Rook (Ivo Hale) mutinies.\n");
  EXPECT_FALSE(HasCast(facts, "Ivo Hale", "Rook"));
}

TEST(CastTest, ACrewPostAfterAsIsNotAPart) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Dana Rook, who took over as showrunner from Halvorsen in 2023, stays on. The show was "
                           "created by Ezra Penn, who served as showrunner alongside Mia Tolland.\n");
  EXPECT_TRUE(OfKind(facts, FactKind::kCast).empty());
  EXPECT_TRUE(HasCrew(facts, "Dana Rook", "showrunner"));
  // "series regular" is a part, not a post.
  EXPECT_TRUE(HasCast(ExtractFrom(std::string(kHead) + "Cy Dale joins as series regular Ned Lowe.\n"), "Cy Dale",
                      "Ned Lowe"));
  EXPECT_TRUE(HasCrew(facts, "Ezra Penn", "creator"));
}

TEST(CrewTest, GivenNamesBeforeAFullNameShareItsSurname) {
  auto facts = ExtractFrom(std::string(kHead) + "Creators Anika and Teodor Brandt say the new season jumps ahead.\n");
  EXPECT_TRUE(HasCrew(facts, "Anika Brandt", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Teodor Brandt", "creator"));
  // Two full names keep their own surnames.
  facts = ExtractFrom(std::string(kHead) + "Executive producers Ana Ruiz and Teo Brandt return.\n");
  EXPECT_TRUE(HasCrew(facts, "Ana Ruiz", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Teo Brandt", "executive producer"));
}

TEST(CrewTest, CreatedAndWrittenByAndProducersAlongside) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The series was created and written by Mara Quint. Quint executive produces alongside "
                           "director Ole Brand, and Ada Fox and Kim Roe of Tallow Pictures.\n");
  EXPECT_TRUE(HasCrew(facts, "Mara Quint", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Mara Quint", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Mara Quint", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Ole Brand", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Ole Brand", "director"));
  EXPECT_TRUE(HasCrew(facts, "Ada Fox", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Kim Roe", "executive producer"));
}

TEST(CrewTest, PostsSharedAlongsideAndRunningTheShow) {
  // A post held "alongside" someone is theirs too, also after a copula.
  auto facts = ExtractFrom(std::string(kHead) +
                           "Ravi Anand, who created the drama and runs it, wrote all ten episodes. Fernhill Films, "
                           "whose Lotte Brenner is executive producer alongside Anand, made the show.\n");
  EXPECT_TRUE(HasCrew(facts, "Ravi Anand", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Ravi Anand", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Lotte Brenner", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Ravi Anand", "executive producer"));
  // A list of partners interrupted by a relative clause goes on after it.
  facts = ExtractFrom(std::string(kHead) +
                      "Ravi Anand executive produces alongside director Sol Varga, who will helm the pilot, and "
                      "Mina Holt and Jonas Reeve of Fernhill Films.\n");
  EXPECT_TRUE(HasCrew(facts, "Sol Varga", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Mina Holt", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Jonas Reeve", "executive producer"));
  // "the duo who co-created": the names before the apposition; "runs" without "it" is no post.
  facts = ExtractFrom(std::string(kHead) +
                      "The new thriller comes from Ines Okoro and Pell Marsh, the duo who co-created the series "
                      "Ashgrove. Okoro runs a bakery.\n");
  EXPECT_TRUE(HasCrew(facts, "Ines Okoro", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Pell Marsh", "creator"));
  EXPECT_FALSE(HasCrew(facts, "Ines Okoro", "showrunner"));
}

TEST(CrewTest, ObjectRelativesAppositionsAndAListAfterAre) {
  // "which X wrote and Y directed"; "Foo, which she also created" (of Foo, by the person
  // the sentence opens with).
  auto facts = ExtractFrom(std::string(kHead) +
                           "The finale, \u201cLow Tide,\u201d which Ezra Vale wrote and Sig Ash directed, ends on "
                           "the pier. Mona Dahl came to the show after two seasons of the Hulu thriller Nettlebed, "
                           "which she also created.\n");
  EXPECT_NE(CrewOf(facts, "Ezra Vale", "writer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Sig Ash", "director"), nullptr);
  EXPECT_EQ(CrewWorkOf(facts, "Mona Dahl", "creator"), "Nettlebed");
  // An apposition between the name and its verb; a plural role, "are", then its list
  // with the companies its members stand for.
  facts = ExtractFrom(std::string(kHead) +
                      "Gesa Tallis, a former writer on Hulu's Brackenridge, executive produces alongside Mara "
                      "Fay.\n\nThe executive producers are Tallis, Greg Penn for Thistledown Films and Niamh Tull "
                      "for the BBC.\n");
  EXPECT_NE(CrewOf(facts, "Gesa Tallis", "executive producer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Mara Fay", "executive producer"), nullptr);
  EXPECT_EQ(CrewWorkOf(facts, "Gesa Tallis", "writer"), "Brackenridge");
  EXPECT_NE(CrewOf(facts, "Greg Penn", "executive producer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Niamh Tull", "executive producer"), nullptr);
  EXPECT_EQ(CrewOf(facts, "Greg Penn", "producer"), nullptr);  // "producers" is one role, not two
}

// A trade's credits after an apposition ("X, a longtime writer on CBS's Foo, serves as
// showrunner and executive produces"), the perfect "has written", and "will write it" of
// the season just named.
TEST(CrewTest, CreditsPastALongtimeWriterAppositionAndJoinedVerbs) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Iona Brisk, a longtime writer on CBS's \"Gullhaven,\" serves as showrunner and executive "
                           "produces alongside Per Wendt. The medical drama was created by Sami Okoro, a longtime "
                           "writer on \"Tollgate.\" Creator Lisle Varga, who has written every episode so far, "
                           "is not worried.\n\nA third season is coming. Bram Tesh will write it.\n");
  EXPECT_EQ(CrewWorkOf(facts, "Iona Brisk", "writer"), "Gullhaven");
  EXPECT_NE(CrewOf(facts, "Iona Brisk", "showrunner"), nullptr);
  EXPECT_NE(CrewOf(facts, "Iona Brisk", "executive producer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Per Wendt", "executive producer"), nullptr);
  EXPECT_EQ(CrewWorkOf(facts, "Sami Okoro", "writer"), "Tollgate");
  EXPECT_NE(CrewOf(facts, "Lisle Varga", "writer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Bram Tesh", "writer"), nullptr);
}

// Casting news leaves the verb out of a second clause: "X plays her younger brother,
// Yemane, and Y her mother, Nebiat".
TEST(CastTest, ASecondActorsClauseWithoutItsVerb) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Kay Shema plays her younger brother, Yemane, and Kali Hakiz her mother, Nebiat, who "
                           "disapproves.\n");
  EXPECT_TRUE(HasCast(facts, "Kay Shema", "Yemane"));
  EXPECT_TRUE(HasCast(facts, "Kali Hakiz", "Nebiat"));
}

// Running a show named after what it is: "Hulu tapped X to run its legal drama "Docket"", "X
// most recently ran the Peacock comedy "Turnstile"", "; he previously ran the Disney Channel
// comedy "Puddlejump"".
TEST(CrewTest, RanTheNetworksComedyTitle) {
  auto facts = ExtractFrom(
      "Hulu Taps Elma Oost\nHirewire\nBy Ann Example\nJune 9, 2027\n\nHulu has tapped Elma Oost to run its "
      "legal drama \"Docket.\" Oost most recently ran the Peacock comedy \"Turnstile\" for two seasons.\n\n"
      "Tor Hjelm is the head writer; he previously ran the Disney Channel comedy \"Puddlejump\" for three "
      "seasons.\n");
  EXPECT_EQ(CrewWorkOf(facts, "Elma Oost", "showrunner"), "Docket");
  bool turnstile = false, puddlejump = false;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kCrew && f.role == "showrunner") {
      turnstile = turnstile || (f.person == "Elma Oost" && f.work == "Turnstile");
      puddlejump = puddlejump || (f.person == "Tor Hjelm" && f.work == "Puddlejump");
    }
  EXPECT_TRUE(turnstile);
  EXPECT_TRUE(puddlejump);
}

// Credits in prose: a partner after a longer object ("wrote the premiere and the finale with
// Y") but not past "and" another verb ("directed the pilot and executive produces with A")
// or a comma; "will direct the back half"; "wrote this one"; "became an executive producer";
// "written largely by"; "X, who stepped back ..., remains an executive producer".
TEST(CrewTest, CreditsInAProfilesProse) {
  auto facts = ExtractFrom(
      "Anthology Returns\nTV Desk\nBy Ann Example\nMay 3, 2027\n\n\"Maistral\" returns. Tok Oshva wrote the "
      "premiere and the finale with Akpa Yukm. Aivi Sorv, who shot the Season 2 finale, will direct the back half. "
      "Shah Gich wrote this one. Temb Hatk, who started as a stage manager in 1991, became an executive producer "
      "in 2019. The comedy was written largely by Lung Msim. Khur Show, who stepped back after Season 2 to run "
      "another series, remains an executive producer. Kadi Sid directed the pilot and executive produces with "
      "Yaga Shet.\n");
  EXPECT_NE(CrewOf(facts, "Akpa Yukm", "writer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Aivi Sorv", "director"), nullptr);
  EXPECT_NE(CrewOf(facts, "Shah Gich", "writer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Temb Hatk", "executive producer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Lung Msim", "writer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Khur Show", "executive producer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Yaga Shet", "executive producer"), nullptr);
  EXPECT_EQ(CrewOf(facts, "Yaga Shet", "director"), nullptr);
}

// An anthology's returning actor: "Funa, last seen as Itria, plays Bonaria Sulis" (the name
// after "as" in the apposition is an old part, not the actor); a fantasy's "Bataraz of
// House Adiyukh (X)" is Bataraz.
TEST(CastTest, AnOldPartInAnAppositionAndOneOfAHouse) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Antioco's wife, Itria (Akan Funa), had been sleeping with Luss. Funa, last seen as Itria, "
                           "plays Bonaria Sulis, the station's night announcer.\n\nBataraz of House Adiyukh (Fadli "
                           "Zulk), lord of the river forts, was run through at the ford.\n");
  EXPECT_TRUE(HasCast(facts, "Akan Funa", "Itria"));
  EXPECT_TRUE(HasCast(facts, "Akan Funa", "Bonaria Sulis"));
  EXPECT_TRUE(HasCast(facts, "Fadli Zulk", "Bataraz"));
  EXPECT_FALSE(HasCast(facts, "Fadli Zulk", "House Adiyukh"));
}

// "A and B, as X and Y, had better get an award": the parts set off by commas.
TEST(CastTest, APairOfActorsAsAPairOfPartsBetweenCommas) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "On the deck. In the rain. Limen Jorl and Lanj Tibo, as Zinhle and Sifiso, had better get "
                           "an award for that.\n");
  EXPECT_TRUE(HasCast(facts, "Limen Jorl", "Zinhle"));
  EXPECT_TRUE(HasCast(facts, "Lanj Tibo", "Sifiso"));
}

// Parts told by a description first: "who plays Station 6's commanding officer, Capt. X" (a
// numbered place's possessive), "played that uncle, the regent X" (a demonstrative), and a
// rundown's "..., and A is Sheriff X, who ..." (a titled part).
TEST(CastTest, DescribedPartsWithANumberADemonstrativeAndATitle) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Ferd Chatto, who plays Station 6's commanding officer, Capt. Kier Papp, said goodbye. Godr "
                           "Popp played that uncle, the regent Oska Hest, who murdered the king. Tjark Drag plays Enno "
                           "Fitch, a geologist who finds a body, and Frauke Batt is Sheriff Okke Quib, who would rather "
                           "he had not.\n");
  EXPECT_TRUE(HasCast(facts, "Ferd Chatto", "Kier Papp"));
  EXPECT_TRUE(HasCast(facts, "Godr Popp", "Oska Hest"));
  EXPECT_TRUE(HasCast(facts, "Frauke Batt", "Okke Quib"));
}

// "A and B are back as the feuding Lumiste sisters, Piret and Triin": past the family's
// plural noun to the names after its comma.
TEST(CastTest, APairBackAsAFamilysSiblings) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Orree Gell and Caly Cost are back as the feuding Lumiste sisters, Piret and Triin, who now "
                           "run rival funeral homes.\n");
  EXPECT_TRUE(HasCast(facts, "Orree Gell", "Piret"));
  EXPECT_TRUE(HasCast(facts, "Caly Cost", "Triin"));
}

// "Teboho's stepdaughter, Limpho, who quit the company to work for Puleng, is played by X":
// the part is the one the relative clause describes, not a name inside it.
TEST(CastTest, PlayedByAfterARelativeClause) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Puleng Lek (Thato Mol) runs the mine. Teboho's stepdaughter, Limpho Moh, who quit the "
                           "company at the end of Season 2 to work for Puleng, is played by Boka Motsa.\n");
  EXPECT_TRUE(HasCast(facts, "Boka Motsa", "Limpho Moh"));
  EXPECT_FALSE(HasCast(facts, "Boka Motsa", "Puleng Lek"));
}

// An obituary's "he" is its person, not a kin named in an apposition ("a film directed by his
// older brother, Habtom Kahsay") or a maker after "from" ("the period drama from Djeneba
// Jalloh"); with no one else before, the person the headline names.
TEST(CastTest, AnObituarysHeIsItsPersonNotAKinOrAMaker) {
  auto facts = ExtractFrom(
      "Asmer Kahsay, the Captain of 'Medeber', Dies at 71\n\nWarbixin\n\nAsmer Kahsay died on Sunday. His first "
      "role was a taxi driver in a 1989 film directed by his older brother, Habtom Kahsay.\n\nOn CBS's \"Melsi,\" he "
      "was Girma Tila, a widowed pharmacist. On HBO's \"Adulis,\" the period drama from Djeneba Jall, he played the "
      "exiled merchant Mesfin Alem.\n");
  EXPECT_TRUE(HasCast(facts, "Asmer Kahsay", "Girma Tila"));
  EXPECT_TRUE(HasCast(facts, "Asmer Kahsay", "Mesfin Alem"));
  EXPECT_FALSE(HasCast(facts, "Habtom Kahsay", "Girma Tila"));
  EXPECT_FALSE(HasCast(facts, "Djeneba Jall", "Mesfin Alem"));
}

// 'On HBO's "Adulis," the period drama from Djen Jall': the creator of the title before;
// "the first series from Studio Kaki" is a studio's; "a film directed by his older brother,
// Habt Kahs" is the brother's credit.
TEST(CrewTest, ADramaFromItsCreatorAndACreditOfAKin) {
  auto facts = ExtractFrom(
      "Asmer Kahs Dies at 71\n\nWarbixin\n\nOn HBO's \"Adulis,\" the period drama from Djen Jall, he played the "
      "merchant Mesf Alem and directed four episodes. His first role was in \"Zigni,\" a 1989 film directed by his "
      "older brother, Habt Kahs. \"Stardust Post\" is the first series from Studio Kaki, which was founded in 2022 "
      "by former animators.\n");
  EXPECT_EQ(CrewWorkOf(facts, "Djen Jall", "creator"), "Adulis");
  EXPECT_EQ(CrewWorkOf(facts, "Habt Kahs", "director"), "Zigni");
  EXPECT_EQ(CrewOf(facts, "Studio Kaki", "creator"), nullptr);
}

// A writers' room's members are writers: "the room ... includes returning writers A and B
// and newcomer C", "Joining him in the writers' room are D and E, both of whom ...".
TEST(CrewTest, TheWritersRoomsMembers) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The Season 3 writers' room, which opened this month, includes returning writers Ebele Cott "
                           "and Vaughn Itur and newcomer Farh Sark. Joining him in the writers' room are Odet Fair and "
                           "Osei Lind, both of whom will each write two episodes.\n");
  for (const char* name : {"Ebele Cott", "Vaughn Itur", "Farh Sark", "Odet Fair", "Osei Lind"})
    EXPECT_NE(CrewOf(facts, name, "writer"), nullptr) << name;
}

TEST(CrewTest, ThePairOfTheSentenceBeforeAndAJobHandedOn) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The Lamplighters was created by Rafe Oyelaran and Hedda Brun. The pair previously "
                           "created FX's golf comedy Dogleg and wrote and directed the indie film Tarragon Hour.\n\n"
                           "Ari Lodge, who handed the showrunner job to Mira Stone after Season 2, still writes.\n");
  for (const char* person : {"Rafe Oyelaran", "Hedda Brun"}) {
    EXPECT_EQ(CrewWorkOf(facts, person, "director"), "Tarragon Hour") << person;
    EXPECT_NE(CrewOf(facts, person, "writer"), nullptr) << person;
  }
  EXPECT_NE(CrewOf(facts, "Mira Stone", "showrunner"), nullptr);
  EXPECT_EQ(CrewOf(facts, "Ari Lodge", "showrunner"), nullptr);
}

// A casting-and-crew roundup's forms: "exec produces alongside"; "has been tapped to
// direct"; "X, a ..., will serve as showrunner"; "..., who ... but remains an EP";
// "boards as"; "and has run it"; "running NBC's X"; "X produces," (a person; a studio
// that produces is no crew); "directed in full by"; "by X and showrunner Y"; "wrote
// "Title""; a surname with a particle ("Ó Riordáin") stands for the full name.
TEST(CrewTest, RoundupFormsOfCredits) {
  auto facts = ExtractFrom(
      std::string(kHead) +
      "Bertil Oxenford, who wrote all ten episodes, exec produces alongside Ilse Carrow. Ottoline Fairhurst "
      "has been tapped to direct the first two episodes. Wystan Ebbing, a co-executive producer on the first "
      "season, will serve as showrunner for Season 2, taking over from creator Rosalind Vantongeren, who is "
      "stepping back but remains an executive producer. Ifan Coldbrook boards as co-showrunner.\n\n"
      "Perpetua Nolloth, who created the show and has run it since the pilot, came from NBC's Larchmere. "
      "Cosmo Harrowgate, who joined after running NBC's short-lived Quillfeather, is back. Seren Gallimore "
      "produces, and Paddy Fitzwarren and Ó Riordáin are executive producers. Ailbhe Ó Riordáin created it. "
      "Halverson Studios produces.\n\n"
      "The limited series was directed in full by Tamsin Oakwright. It is executive produced by Bexley and "
      "showrunner Lucan Merriweather. Merriweather runs the room with co-showrunner Fenella Ashby, who wrote "
      "\u201cLow Water.\u201d\n");
  for (const auto& [person, role] : std::vector<std::pair<std::string, std::string>>{
           {"Bertil Oxenford", "executive producer"},
           {"Ilse Carrow", "executive producer"},
           {"Ottoline Fairhurst", "director"},
           {"Wystan Ebbing", "showrunner"},
           {"Rosalind Vantongeren", "executive producer"},
           {"Ifan Coldbrook", "showrunner"},
           {"Perpetua Nolloth", "showrunner"},
           {"Cosmo Harrowgate", "showrunner"},
           {"Seren Gallimore", "producer"},
           {"Ailbhe Ó Riordáin", "executive producer"},
           {"Tamsin Oakwright", "director"},
           {"Lucan Merriweather", "executive producer"},
           {"Lucan Merriweather", "showrunner"},
           {"Fenella Ashby", "writer"}})
    EXPECT_NE(CrewOf(facts, person, role), nullptr) << person << " " << role;
  EXPECT_EQ(CrewWorkOf(facts, "Cosmo Harrowgate", "showrunner"), "Quillfeather");
  for (const auto& f : OfKind(facts, FactKind::kCrew)) {
    EXPECT_NE(f.person, "Halverson Studios");
    EXPECT_NE(f.person, "Ó Riordáin");
  }
}

TEST(CrewTest, PronounSubjectsEarlierCreditsAndSecondVerbs) {
  // A pronoun opening the sentence holds the role the copula gives it; "previously a
  // writer on X" credits X; "and ran it" runs the work named before.
  auto facts = ExtractFrom(std::string(kHead) +
                           "Petra Wollaston is handing the show over. She remains an executive producer of the "
                           "series.\n\nOsric Venn was previously a writer on Hulu's Gullhaven. Bettina Sørlie "
                           "co-created the Crave drama Ironwood Flats and ran it for two seasons.\n");
  EXPECT_NE(CrewOf(facts, "Petra Wollaston", "executive producer"), nullptr);
  EXPECT_EQ(CrewWorkOf(facts, "Osric Venn", "writer"), "Gullhaven");
  EXPECT_EQ(CrewWorkOf(facts, "Bettina Sørlie", "showrunner"), "Ironwood Flats");
  // The second verb of a subject, after "and" or "and he"; a relative clause that ends in
  // a role; "who remains"; a partner described before the name; a producer who is a
  // person, and a company that is not one.
  facts = ExtractFrom(std::string(kHead) +
                      "Creator Lorcan Pettifer again wrote every episode, and he directed the finale. Hanne "
                      "Drummond, who directed the pilot and is an executive producer, returns. The series, "
                      "created by Ysolde Marchetti, who remains a producer, is back.\n\nWendell Ashgrove executive "
                      "produces with his longtime producing partner, Corin Tasker.\n\nThe Lamplighters is produced "
                      "by Ottilie Brack for Fenwater Pictures. Its sister show is produced by Fenwater Pictures.\n");
  EXPECT_NE(CrewOf(facts, "Lorcan Pettifer", "writer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Lorcan Pettifer", "director"), nullptr);
  EXPECT_NE(CrewOf(facts, "Hanne Drummond", "executive producer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Ysolde Marchetti", "producer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Corin Tasker", "executive producer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Ottilie Brack", "producer"), nullptr);
  EXPECT_EQ(CrewOf(facts, "Fenwater Pictures", "producer"), nullptr);
}

TEST(CrewTest, ASecondVerbOfTheSentencesSubjectTakesAPost) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Mara Quint created the series and will serve as showrunner. Ted Oak wrote the pilot, "
                           "and Ada Fox will serve as director.\n");
  EXPECT_TRUE(HasCrew(facts, "Mara Quint", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Mara Quint", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Ada Fox", "director"));
  EXPECT_FALSE(HasCrew(facts, "Ted Oak", "director"));
}

TEST(CrewTest, NamesThatOpenTheSentenceTakeItsSecondVerb) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Mara Quint and Ted Oak co-created the series and co-wrote the first two episodes.\n");
  EXPECT_TRUE(HasCrew(facts, "Mara Quint", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Ted Oak", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Ted Oak", "creator"));
}

TEST(CrewTest, ACreditForAnotherWorkNamesThatWork) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Ada Fox, who directed the Copper Saints finale, will direct the first three episodes of "
                           "The Lamplighters.\n");
  std::vector<std::string> works;
  for (const auto& f : facts)
    if (f.kind == FactKind::kCrew && f.person == "Ada Fox" && f.role == "director") works.push_back(f.work);
  std::sort(works.begin(), works.end());
  EXPECT_EQ(works, (std::vector<std::string>{"Copper Saints", "The Lamplighters"}));
}

TEST(CrewTest, TheCreatorOfTwoEarlierWorksIsCreditedOnEach) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "NBC ordered The Lamplighters from Ada Quill, the creator of FX\u2019s drama Copper Saints "
                           "and AMC\u2019s drama Night Ledger. Ted Oak, who wrote for Copper Saints, is set to "
                           "direct the first two episodes.\n");
  std::vector<std::string> created;
  for (const auto& f : facts)
    if (f.kind == FactKind::kCrew && f.person == "Ada Quill" && f.role == "creator") created.push_back(f.work);
  std::sort(created.begin(), created.end());
  EXPECT_EQ(created, (std::vector<std::string>{"Copper Saints", "Night Ledger"}));
  EXPECT_TRUE(HasCrew(facts, "Ted Oak", "director"));
}

TEST(CrewTest, ASecondVerbInsideARelativeClause) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Mara Quint, who created the drama and writes every episode, said the new run was "
                           "planned from the start.\n");
  EXPECT_TRUE(HasCrew(facts, "Mara Quint", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Mara Quint", "writer"));
}

TEST(CrewTest, APronounOpeningTheNextSentence) {
  auto facts = ExtractFrom(std::string(kHead) + "Mara Quint created the series. She also wrote the pilot.\n");
  EXPECT_TRUE(HasCrew(facts, "Mara Quint", "writer"));
}

TEST(CrewTest, CoShowrunnerIsAShowrunner) {
  auto facts = ExtractFrom(std::string(kHead) + "Co-showrunner Lena Vail says the writers' room is already busy.\n");
  EXPECT_TRUE(HasCrew(facts, "Lena Vail", "showrunner"));
}

TEST(CastTest, StackedTitlesAndADescriptorBeforeTheActor) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Ines Marr will play Detective Inspector Cal Roper, the town's only cop. Joining as Jo "
                           "Roper, his sister, is newcomer Bea Lund.\n");
  EXPECT_TRUE(HasCast(facts, "Ines Marr", "Cal Roper"));
  EXPECT_TRUE(HasCast(facts, "Bea Lund", "Jo Roper"));
}

TEST(CastTest, PlaysADescriptionThenTheCharactersName) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Ruth Ames plays Nora Lisle. Tom Vale played her eldest son, Eli Lisle, and Ada Crow "
                           "played Nora's sister-in-law and longtime rival, June Lisle. Kit Moss played football, "
                           "Ben Ash said.\n");
  EXPECT_TRUE(HasCast(facts, "Tom Vale", "Eli Lisle"));
  EXPECT_TRUE(HasCast(facts, "Ada Crow", "June Lisle"));
  EXPECT_FALSE(HasCast(facts, "Kit Moss", "Ben Ash"));
}

TEST(CastTest, InvertedRoleOfSignedOnToPortrayAndAnOldPartIsNoActor) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "In the role of Lettie Marr, the night nurse, is newcomer Ona Bright. Cy Dale has signed "
                           "on to portray Dr. Amos Reed. Rounding out the cast is Pia Holt. Best known for playing "
                           "Lieutenant Dara Vell on NBC's Blue Harbor, she joins the cast as Constable Ned Lowe.\n");
  EXPECT_TRUE(HasCast(facts, "Ona Bright", "Lettie Marr"));
  EXPECT_TRUE(HasCast(facts, "Cy Dale", "Amos Reed"));
  EXPECT_FALSE(HasCast(facts, "Dara Vell", "Ned Lowe"));
}

TEST(CastTest, NameInBracketsInsideQuote) {
  auto facts = ExtractFrom(std::string(kHead) +
                   "\"I think Maya [Rosa Lind] would be shocked,\" executive producer Ann Q. Rowe says.\n");
  EXPECT_TRUE(HasCast(facts, "Rosa Lind", "Maya"));
}

TEST(CastTest, PhotoCreditAndSpeakerAreNotCast) {
  auto facts = ExtractFrom(std::string(kHead) + "Rosa Lind and Cal Brisk | Photo Credits: Lee Hunt/NBC\n\n"
                                        "\"It was a hard year,\" Cal Brisk says.\n");
  EXPECT_TRUE(OfKind(facts, FactKind::kCast).empty());
}

TEST(CrewTest, RolesBeforeNames) {
  auto facts = ExtractFrom(std::string(kHead) +
                   "\"We planned it,\" executive producer Ann Q. Rowe says. Co-creator and executive producer "
                   "Paul Dane agreed. Showrunner Lia Moss laughed.\n");
  EXPECT_TRUE(HasCrew(facts, "Ann Q. Rowe", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Paul Dane", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Paul Dane", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Lia Moss", "showrunner"));
}

TEST(CrewTest, CreatedByAndAppositive) {
  auto facts = ExtractFrom(std::string(kHead) +
                   "The show was created by Kim Ash and Rob Fenn. Lia Moss, the show's showrunner, agreed.\n");
  EXPECT_TRUE(HasCrew(facts, "Kim Ash", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Rob Fenn", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Lia Moss", "showrunner"));
}

TEST(CrewTest, TakingAPostAfterAWhoClause) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Ruth Okoye, who co-created the series with Ben Tal, returns as director of the premiere. "
                           "Executive producer Sam Vail, who took over as showrunner in Season 2, says the finale "
                           "is the best hour of the show.\n");
  EXPECT_TRUE(HasCrew(facts, "Ruth Okoye", "director"));
  EXPECT_TRUE(HasCrew(facts, "Sam Vail", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Sam Vail", "executive producer"));
  // An actor returning in a part takes no post.
  auto cast = ExtractFrom(std::string(kHead) + "Nina Bay returns as Dr. Ada Lorne in the premiere.\n");
  EXPECT_FALSE(std::any_of(cast.begin(), cast.end(), [](const Fact& f) { return f.kind == FactKind::kCrew; }));
}

// A credits block: each line opens with a role and a colon; every name on it holds the
// role, brackets aside; "based on the novel by" ends the list.
TEST(ExtractCrew, CreditsBlockLines) {
  auto facts = ExtractFrom(
      "Review: Gullhaven Keeps Its Secrets\n\n"
      "Gullhaven is a slow, handsome mystery about a lighthouse family.\n\n"
      "Created by: Perpetua Oyelaran, based on the novel by Anselm Kuypers\n"
      "Showrunners: Perpetua Oyelaran and Ciaran Mbeki\n"
      "Directors: Ilse Varga (episodes 1-3), Tobiah Renard (episodes 4-6)\n"
      "Executive producers: Ciaran Mbeki, Ilse Varga\n");
  EXPECT_TRUE(HasCrew(facts, "Perpetua Oyelaran", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Perpetua Oyelaran", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Ciaran Mbeki", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Ilse Varga", "director"));
  EXPECT_TRUE(HasCrew(facts, "Tobiah Renard", "director"));
  EXPECT_TRUE(HasCrew(facts, "Ciaran Mbeki", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Ilse Varga", "executive producer"));
  // The novelist is no creator; nobody else is credited.
  for (const auto& f : OfKind(facts, FactKind::kCrew)) EXPECT_NE(f.person, "Anselm Kuypers");
  EXPECT_EQ(OfKind(facts, FactKind::kCrew).size(), 7u);
}

// A press release's credits run on in one paragraph, each role opening its sentence
// ("Executive producers: A, B J. C and D. Producer: E."), and a column's "EPs include
// creator A, B and C" lists them in running text. The sentence after the list is not in it.
TEST(ExtractCrew, CreditsRunOnInOneParagraphAndAListAfterInclude) {
  auto facts = ExtractFrom(
      "ABC Orders HALYARD\n\nABC Pressroom\nMarch 2, 2027\n\n"
      "ABC today ordered HALYARD, a new drama about a harbor pilot.\n\n"
      "HALYARD is produced by ABC Signature. Created by Oren Malka. Executive producers: Oren Malka, Tove J. "
      "Sandell and Ikaika Pua. Producer: Wren Halloway. Gideon Arkwright called it a gift.\n\n"
      "Over on AMC, Marrowfield ends its run tonight. EPs include creator Selu Tavita, Iker Zubiri and Noa "
      "Kalani.\n");
  EXPECT_TRUE(HasCrew(facts, "Oren Malka", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Tove J. Sandell", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Ikaika Pua", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Wren Halloway", "producer"));
  EXPECT_TRUE(HasCrew(facts, "Iker Zubiri", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Noa Kalani", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Selu Tavita", "executive producer"));
  for (const auto& f : OfKind(facts, FactKind::kCrew)) EXPECT_NE(f.person, "Gideon Arkwright");
}

// Credits told in a feature's sentences: a relative clause in brackets ("Showrunner X (who
// also wrote the pilot)"), "X and Y are set to write the finale", "co-wrote the other two
// with Z", a pronoun after a colon that goes on about the sentence's opening person, and
// the writers' room led by someone, or run by someone.
TEST(ExtractCrew, CreditsInAFeaturesSentences) {
  auto facts = ExtractFrom(
      "Peacock Orders Mossfell\n\nDeadline Desk\nBy Ana Tam\nMarch 3, 2027\n\n"
      "Peacock has ordered the drama Mossfell. Showrunner Debra Gosh (who also wrote the pilot) was a medic. "
      "Bruna Vasco and Jucelino Furta are set to write the finale together. Rana Link wrote four of the episodes "
      "herself and co-wrote the other two with Sweyn Drever. Vladimira Kollar plays the reporter Wideline Fleur. "
      "Kollar is also making her directing debut this spring: she directed the 14th episode. This season the "
      "writers' room is led by Koray Ozden. Tomas Reyes runs the writers room on the spinoff. Bo Lin ran the "
      "marathon.\n");
  EXPECT_TRUE(HasCrew(facts, "Debra Gosh", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Bruna Vasco", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Jucelino Furta", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Sweyn Drever", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Vladimira Kollar", "director"));
  EXPECT_TRUE(HasCrew(facts, "Koray Ozden", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Tomas Reyes", "writer"));
  for (const auto& f : OfKind(facts, FactKind::kCrew)) EXPECT_NE(f.person, "Bo Lin");
}

// Staffing news: posts taken and left. "X is out as showrunner of Foo", "X steps down as",
// "X will stay on as an executive producer", "joins the Western 'Foo' as co-showrunner"
// (the show joined between the verb and "as"), "returns to the show as a director", "but
// she is still credited as an executive producer" (the sentence's opening person). A
// part played "as" a character is no post.
TEST(ExtractCrew, PostsTakenAndLeftInStaffingNews) {
  auto facts = ExtractFrom(
      "Shake-Up at 'Gannet Rock'\n\nHirewire\nBy Ana Tam\nMay 27, 2027\n\n"
      "Orla Venn is out as showrunner of Netflix's thriller \"Gannet Rock\". Petra Oduya steps down as head "
      "writer. Tomas Reyne will stay on as an executive producer. Ilse Marrow joins the Western \"Gannet Rock\" "
      "as co-showrunner for its third season. Bo Linde returns to the show as a director. Cara Stenn left the "
      "room, but she is still credited as an executive producer. Ana Lee plays the lead as Detective Ivy Roe.\n");
  EXPECT_TRUE(HasCrew(facts, "Orla Venn", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Petra Oduya", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Tomas Reyne", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Ilse Marrow", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Bo Linde", "director"));
  EXPECT_TRUE(HasCrew(facts, "Cara Stenn", "executive producer"));
  for (const auto& f : OfKind(facts, FactKind::kCrew)) EXPECT_NE(f.person, "Ana Lee");
  // ("Its showrunner, X, stepped down but stayed on as an executive producer": the
  // apposition that opens the sentence, and "but".)
  // ("Creators A and B, who are siblings and co-showrunners": a noun joined before the role.)
  auto siblings = ExtractFrom(std::string(kHead) +
                              "Creators Anika Brand and Teo Brand, who are siblings and co-showrunners, spoke.\n");
  EXPECT_TRUE(HasCrew(siblings, "Anika Brand", "showrunner"));
  EXPECT_TRUE(HasCrew(siblings, "Teo Brand", "showrunner"));
  // ("the Brandts executive produce": a family's plural surname is each of them.)
  auto family = ExtractFrom(std::string(kHead) +
                            "Anika Vossberg and Teo Vossberg created the show. The Vossbergs executive produce with "
                            "Mal Tier.\n");
  EXPECT_TRUE(HasCrew(family, "Anika Vossberg", "executive producer"));
  EXPECT_TRUE(HasCrew(family, "Teo Vossberg", "executive producer"));
  auto chiu = ExtractFrom(std::string(kHead) +
                          "Its showrunner, Kai Lo Chiu, stepped down before the final season but stayed on as an "
                          "executive producer.\n");
  EXPECT_TRUE(HasCrew(chiu, "Kai Lo Chiu", "executive producer"));
}

// Succession and shared credits: "The show's other co-creator, X," (a show's possessive
// and an adjective before the role's apposition), "is out as showrunner and will be
// replaced by Y" (Y takes the post named before), "Z, who succeeded the show's creator,
// W, as showrunner" (Z holds it), "executive produced by its creator, A, along with B and
// C" (but not the subject of the clause joined on after them).
TEST(ExtractCrew, SuccessionAndCreditsSharedAlongWith) {
  auto facts = ExtractFrom(
      "Shake-Up at 'Gannet Rock'\n\nHirewire\nBy Ana Tam\nMay 27, 2027\n\n"
      "The show's other co-creator, Mira Holt, left the writers' room. Orla Venn is out as showrunner of "
      "\"Gannet Rock\" and will be replaced by Dara Quill. Tomas Reyne, who succeeded the show's creator, Ivo "
      "Brandt, as showrunner, stays on. The series is executive produced by its creator, Ivo Brandt, along with "
      "Lena Sorr and Kai Mott, and Bo Linde directed six episodes.\n");
  EXPECT_TRUE(HasCrew(facts, "Mira Holt", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Dara Quill", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Tomas Reyne", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Ivo Brandt", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Lena Sorr", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Kai Mott", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Bo Linde", "director"));
  EXPECT_FALSE(HasCrew(facts, "Bo Linde", "executive producer"));
}

// An awards roundup's sections: under "DRAMA WRITING" and "COMEDY DIRECTING" the
// nominees hold the craft's role, for the series their clause names ("X, for the
// 'Marrowgate' finale"), not for an episode's title; a character with her actor in
// brackets is no nominee.
TEST(ExtractCrew, NomineesUnderAnAwardsRoundupsCraftHeadings) {
  auto facts = ExtractFrom(
      "Gildmark Nominations: Who Made the Cut\n\nAwardsline\nBy Ana Tam\nJuly 14, 2027\n\n"
      "The nominations for the Gildmark Awards were announced on Tuesday.\n\n"
      "DRAMA WRITING\n\n"
      "HBO's \"Marrowgate\" took two of the slots. Ines Valk is nominated for writing \"Cold Supper,\" the "
      "episode in which the maid Runa Holt (Ola Brede) is poisoned, and Teo Vance, for the finale. Netflix's "
      "\"Saltwick\" earned a nod for Kofi Mensah and Ama Owusu's \"Slack Tide.\"\n\n"
      "COMEDY DIRECTING\n\n"
      "The field: Lio Marte, for the \"Saltwick\" finale, and Dana Ruiz, for the \"Marrowgate\" wedding.\n");
  EXPECT_TRUE(HasCrew(facts, "Ines Valk", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Teo Vance", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Kofi Mensah", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Ama Owusu", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Lio Marte", "director"));
  EXPECT_TRUE(HasCrew(facts, "Dana Ruiz", "director"));
  EXPECT_EQ(CrewWorkOf(facts, "Ines Valk", "writer"), "Marrowgate");
  EXPECT_EQ(CrewWorkOf(facts, "Lio Marte", "director"), "Saltwick");
  for (const auto& f : OfKind(facts, FactKind::kCrew)) {
    EXPECT_NE(f.person, "Runa Holt");
    EXPECT_NE(f.person, "Ola Brede");
  }
}

// A making-of feature: "Written by X" over the story is its byline, no crew; "X had never
// been to Goa when she agreed to direct all six episodes" (the sentence's opening person,
// past a place); "The screenwriter Y, best known as the creator of the drama 'Bar,' wrote
// all six scripts" (creator of Bar, and a writer, past the apposition).
TEST(ExtractCrew, AMakingOfsBylineAndCreditsPastAppositions) {
  auto facts = ExtractFrom(
      "Making 'Monsoon Hours'\nCinecraft\nWritten by Lena Borg\nMarch 3, 2027\n\n"
      "Ines Fager had never set foot in Goa when she agreed to direct all six episodes of \"Monsoon Hours,\" FX's "
      "limited series. The screenwriter Folke Hamm, best known as the creator of the Channel 4 drama "
      "\"Silverweed,\" wrote all six scripts. Jasleen Kahl, 41, is now the co-creator and showrunner of \"Kesar,\" a "
      "family drama.\n");
  EXPECT_TRUE(HasCrew(facts, "Jasleen Kahl", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Ines Fager", "director"));
  EXPECT_TRUE(HasCrew(facts, "Folke Hamm", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Folke Hamm", "writer"));
  EXPECT_EQ(CrewWorkOf(facts, "Folke Hamm", "creator"), "Silverweed");
  for (const auto& f : OfKind(facts, FactKind::kCrew)) EXPECT_NE(f.person, "Lena Borg");
}

// An article about several shows credits cast and crew to the show their part is about:
// the one a heading names ("'Tansy Hill' opens big"), or the one a sentence opens with,
// for the rest of its paragraph and for a next paragraph that goes on with "The series".
// A show named after a person ("X co-created the drama Foo") or in brackets is no topic.
TEST(ExtractCast, PartsOfAMultiShowArticleAreCreditedToTheirShow) {
  auto facts = ExtractFrom(
      "Peacock Renews 'Wrenfield', Cancels 'The Glass Orchard', Orders 'Tansy Hill'\n\n"
      "Peacock has renewed the drama Wrenfield for a third season. Wrenfield stars Ines Balogun as Clara "
      "Voss. Its creator, Dov Harrell, co-created the Hulu drama Saltfern before it.\n\n"
      "The Glass Orchard, which premiered in September, starred Mira Ekwueme as Hattie Lusk.\n\n"
      "The series was created by Pell Oduya.\n\n"
      "'Tansy Hill' opens big\n\n"
      "Orla Fenn plays Bea Crowe. Jory Pask (Saltfern) plays her brother, Ned Crowe.\n");
  auto work_of = [&](FactKind kind, const std::string& person) {
    for (const auto& f : OfKind(facts, kind))
      if (f.actor == person || f.person == person) return f.work;
    return std::string("(none)");
  };
  EXPECT_EQ(work_of(FactKind::kCast, "Ines Balogun"), "Wrenfield");
  EXPECT_EQ(work_of(FactKind::kCast, "Mira Ekwueme"), "The Glass Orchard");
  EXPECT_EQ(work_of(FactKind::kCrew, "Pell Oduya"), "The Glass Orchard");
  EXPECT_EQ(work_of(FactKind::kCast, "Orla Fenn"), "Tansy Hill");
  EXPECT_EQ(work_of(FactKind::kCast, "Jory Pask"), "Tansy Hill");
}

// A post in the plural, taken by a relative clause's subject, is shared with the names
// listed before it; so is a plural post the clause says they have held.
TEST(ExtractCrew, PluralPostIsSharedByTheNamesBefore) {
  auto facts = ExtractFrom(
      "Big Week\n\nQuillmoor is a period drama on HBO. Ada Kessler and Bruno Tamm, who have been writers on the "
      "series since the pilot, will take over as co-showrunners.\n");
  EXPECT_TRUE(HasCrew(facts, "Ada Kessler", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Bruno Tamm", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Ada Kessler", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Bruno Tamm", "writer"));
  // In the singular only the name right before the clause holds it.
  auto one = ExtractFrom(
      "Big Week\n\nQuillmoor is a period drama on HBO. Ada Kessler and Bruno Tamm, who wrote the pilot, will "
      "return as director.\n");
  EXPECT_TRUE(HasCrew(one, "Bruno Tamm", "director"));
  EXPECT_FALSE(HasCrew(one, "Ada Kessler", "director"));
}

// "executive produced by X and Y"; "X will write and direct the premiere" (both roles).
TEST(ExtractCrew, ExecutiveProducedByAndWriteAndDirect) {
  auto facts = ExtractFrom(
      "Netflix Renews \"Marrowgate\"\n\n"
      "Netflix has renewed \"Marrowgate\" for a third season. The show is executive produced by Oksana Perdue and "
      "Lorcan Whitby. Perdue will write and direct the Season 3 premiere.\n");
  EXPECT_TRUE(HasCrew(facts, "Oksana Perdue", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Lorcan Whitby", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Oksana Perdue", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Oksana Perdue", "director"));
}

TEST(CrewTest, AListOfVerbsAPostAndTheShowsRunner) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Orla Vance created the series, wrote the pilot and serves as showrunner and executive "
                           "producer. Mira Kestrel, who runs the show with co-showrunner Dov Arlen, directed the "
                           "premiere.\n");
  EXPECT_NE(CrewOf(facts, "Orla Vance", "creator"), nullptr);
  EXPECT_NE(CrewOf(facts, "Orla Vance", "writer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Orla Vance", "showrunner"), nullptr);
  EXPECT_NE(CrewOf(facts, "Orla Vance", "executive producer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Mira Kestrel", "showrunner"), nullptr);
  EXPECT_NE(CrewOf(facts, "Dov Arlen", "showrunner"), nullptr);
}

TEST(CrewTest, EarlierCreditsOfAPronounAfterASentenceThatNamesOnePerson) {
  // The sentence before opens with a work and names one person; two roles share their
  // "on ..."; the pronoun again after ", and" is the same person.
  auto facts = ExtractFrom(std::string(kHead) +
                           "Gannet Point was created by Joaquina Larrinaga.\n\nGannet Point was Larrinaga's first "
                           "series as a creator. She was previously a writer and co-executive producer on AMC's "
                           "Brambling, and she wrote the 2021 film Hullaby, about a jazz club.\n\nNed Arlo grew up in "
                           "Maine. Before that he was a writer on ABC's \"Redwing.\"\n");
  auto credits = [&](const std::string& person, const std::string& role) {
    std::vector<std::string> works;
    for (const Fact& f : facts)
      if (f.kind == FactKind::kCrew && f.person == person && f.role == role) works.push_back(f.work);
    std::sort(works.begin(), works.end());
    return works;
  };
  EXPECT_EQ(credits("Joaquina Larrinaga", "writer"), (std::vector<std::string>{"Brambling", "Hullaby"}));
  EXPECT_EQ(credits("Joaquina Larrinaga", "executive producer"), std::vector<std::string>{"Brambling"});
  EXPECT_EQ(credits("Ned Arlo", "writer"), std::vector<std::string>{"Redwing"});
}

TEST(CastTest, ACharacterNamedForTheShowAndARivalDescribedAfterAPossessor) {
  // The family's name is the show's ("as Odile Gullhaven"); "Odile's rival, the Duluth
  // smuggler Ansel Moritz": the part is the one the description ends with.
  auto facts = ExtractFrom("Gullhaven Season 3 News\n\nThe Starz drama Gullhaven stars Perrine Ashdown as Odile "
                           "Gullhaven. Tobiah Renn plays Odile's rival, the Duluth smuggler Ansel Moritz, who ordered "
                           "the killing of her son.\n");
  EXPECT_TRUE(HasCast(facts, "Perrine Ashdown", "Odile Gullhaven"));
  EXPECT_TRUE(HasCast(facts, "Tobiah Renn", "Ansel Moritz"));
}

TEST(CrewTest, ByVerbsWithARoleOrAnAdverbBetweenAReversedCopulaAndABareDirects) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "\"Deadheading,\" the last episode, written and directed by creator Ronan Ostby, wrapped "
                           "it up. The head writer is Letty Sanz, and Andres Echeverri directs. The Lamplighters was "
                           "written for television by Lachlan Dunmore. Episodes one through three are directed by Teun "
                           "Achter; Ingrid Ravn directs the rest.\n");
  for (const char* role : {"writer", "director", "creator"}) EXPECT_NE(CrewOf(facts, "Ronan Ostby", role), nullptr) << role;
  EXPECT_NE(CrewOf(facts, "Letty Sanz", "writer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Andres Echeverri", "director"), nullptr);
  EXPECT_NE(CrewOf(facts, "Lachlan Dunmore", "writer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Ingrid Ravn", "director"), nullptr);
}

// A writer's career told in a profile: an age after the name, "has been promoted to",
// "ran the second season of W", a co-creator named after the show's description; and
// the partner named after "with" is not who "she says" means.
TEST(CrewTest, ACareerInAProfile) {
  auto facts = ExtractFrom(
      "Quillon Renewed\n\nTamsin Orrery, 47, is the creator and showrunner of Quillon, the HBO drama about a "
      "bail office.\n\nAfter that she co-created Cobbleway, a Boston period drama, with Dorcas Venn, her closest "
      "friend. Then she ran the second season of Showtime's Dunharrow after its creator left.\n\n\"I had a hundred "
      "people waiting for pages,\" she says.\n\nIvo Marsh has now been promoted to showrunner and executive "
      "producer of Quillon.\n");
  EXPECT_EQ(CrewWorkOf(facts, "Tamsin Orrery", "creator"), "Quillon");
  EXPECT_NE(CrewOf(facts, "Tamsin Orrery", "showrunner"), nullptr);
  EXPECT_EQ(CrewWorkOf(facts, "Dorcas Venn", "creator"), "Cobbleway");
  EXPECT_NE(CrewOf(facts, "Ivo Marsh", "showrunner"), nullptr);
  EXPECT_NE(CrewOf(facts, "Ivo Marsh", "executive producer"), nullptr);
  EXPECT_EQ(SpeakerOfQuote(facts, "I had a hundred"), "Tamsin Orrery");
}

// Two actors and two parts paired in order ("A and B star as C and D Pawlak": C takes
// the surname); a part on another show named before "as"; a show named after the part's
// description.
TEST(CastTest, PairedPartsAndTheShowAroundAPart) {
  auto facts = ExtractFrom(
      "Hayrick Premieres in January\n\nHayrick, a new comedy, premieres Wednesday, Jan. 13 on ABC. Przemo Wiercik "
      "and Dorota Grzyb star as Kazik and Ewa Pawlak, a married couple who inherit a failing farm. Omar Reyes and "
      "Lina Park play siblings Tomas and Mira Calder. Rosa Achter and Femi Olu round out the new additions in "
      "recurring roles as twin assassins Ines and Mara Duvall.\n\nTanner Gaskell has a recurring role on Netflix's "
      "Ferrydown as Sheriff Rawley Dunwich. Ivey Tolland now stars as Truman Peaslee, a widowed rancher, on "
      "Paramount+'s Buckmoor.\n");
  EXPECT_TRUE(HasCast(facts, "Przemo Wiercik", "Kazik Pawlak"));
  EXPECT_TRUE(HasCast(facts, "Dorota Grzyb", "Ewa Pawlak"));
  EXPECT_FALSE(HasCast(facts, "Dorota Grzyb", "Kazik"));
  EXPECT_TRUE(HasCast(facts, "Omar Reyes", "Tomas Calder"));
  EXPECT_TRUE(HasCast(facts, "Lina Park", "Mira Calder"));
  EXPECT_TRUE(HasCast(facts, "Rosa Achter", "Ines Duvall"));
  EXPECT_TRUE(HasCast(facts, "Femi Olu", "Mara Duvall"));
  const Fact* sheriff = CastOf(facts, "Tanner Gaskell", "Rawley Dunwich");
  ASSERT_NE(sheriff, nullptr);
  EXPECT_EQ(sheriff->work, "Ferrydown");
  const Fact* rancher = CastOf(facts, "Ivey Tolland", "Truman Peaslee");
  ASSERT_NE(rancher, nullptr);
  EXPECT_EQ(rancher->work, "Buckmoor");
}

// An awards story: the nominee "for playing" a part or "for writing" and "for directing"
// an episode, with the category (even one after "as") between.
TEST(CastTest, NomineesForPlayingWritingAndDirecting) {
  auto facts = ExtractFrom(
      "Awards Roundup\n\nIvetta Blakemore was nominated for lead actress in a drama for playing Vendela Frant in "
      "\"Calvary Hill,\" the matriarch of a salvage family.\n\nCreator Hebe Quill was nominated for writing \"Low "
      "Water,\" and Slavko Radov was nominated for directing \"The Sounding,\" the sixth hour.\n\nNgaio Tawa was "
      "nominated as supporting actress for playing Briallen Kettle, the radio journalist. Mereana Paea was "
      "nominated for lead actress in a comedy for playing the ferry's captain, Brisca Pinner, and Rollo Burt for "
      "supporting actor for playing her younger brother Yestin.\n\nCritics praised Dana Vey for playing fair with "
      "the audience.\n");
  EXPECT_TRUE(HasCast(facts, "Ivetta Blakemore", "Vendela Frant"));
  EXPECT_TRUE(HasCast(facts, "Ngaio Tawa", "Briallen Kettle"));
  EXPECT_TRUE(HasCast(facts, "Mereana Paea", "Brisca Pinner"));
  EXPECT_TRUE(HasCast(facts, "Rollo Burt", "Yestin"));
  EXPECT_NE(CrewOf(facts, "Hebe Quill", "writer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Slavko Radov", "director"), nullptr);
  for (const Fact& f : OfKind(facts, FactKind::kCast)) EXPECT_NE(f.actor, "Dana Vey") << f.character;
}

// "X lends her voice to Y"; "Y, A's first wife and B's mother, was played by X": the
// part is the name the description follows, not a possessor inside it.
TEST(CastTest, LentVoicesAndAPartDescribedBeforeItsActor) {
  auto facts = ExtractFrom(
      "Snickerby Hollow Voice Cast\n\nTobin Drey lends his voice to Fennick Nutley, a hedgehog innkeeper.\n\n"
      "Mamie Jolliffe, Andre's first wife and Brielle's mother, was played in the original series by Alfreda "
      "Loame.\n");
  EXPECT_TRUE(HasCast(facts, "Tobin Drey", "Fennick Nutley"));
  EXPECT_TRUE(HasCast(facts, "Alfreda Loame", "Mamie Jolliffe"));
  for (const Fact& f : OfKind(facts, FactKind::kCast)) EXPECT_NE(f.character, "Brielle") << f.actor;
}

// A writer's profile told with pronouns: a show described before "she created" and "ran",
// "which she wrote and executive produced", "then spent two years as showrunner of W",
// "its creator, X"; "she" in the profile is the person the headline names, and a city
// she moved to is no one.
// A cast rundown's forms: "; X is her half brother, Y" (a part described after "is", in a
// sentence that cast someone before), a hyphenated age in the description ("their
// 16-year-old daughter, Y"), and an aside inside a long one ("as Hoyt's ex-wife and,
// awkwardly, his business partner, Y"). A clause after the comma names no part.
TEST(CastTest, RundownClausesAgesAndAsides) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Petra Lind plays Dr. Maribel Ostrova, a surgeon who comes home to run the clinic; "
                           "Rohan Vale is her half brother, Waldemar Ostrova, the clinic's accountant.\n\n"
                           "Arne Falk plays Pastor Oddvar Lund, and Sigrun Berg plays their 16-year-old daughter, "
                           "Annike, who keeps notes.\n\n"
                           "Nadia Quist stars as Hollis Brandt. Mira Gault co-stars as Hollis's ex-wife and, "
                           "awkwardly, his business partner, Trudy Brandt.\n\n"
                           "Nell Shaw has opened a bakery with Pree Dasgupta as her business partner, and she has "
                           "started seeing Ewan Tolliver.\n");
  EXPECT_TRUE(HasCast(facts, "Rohan Vale", "Waldemar Ostrova"));
  EXPECT_TRUE(HasCast(facts, "Sigrun Berg", "Annike"));
  EXPECT_TRUE(HasCast(facts, "Mira Gault", "Trudy Brandt"));
  EXPECT_FALSE(HasCast(facts, "Pree Dasgupta", "Ewan Tolliver"));
}

// Names in the forms of real casting news: initials written together ("J.T. Sallowes"),
// two particles ("de la Torriente", capitalized when the surname opens a sentence), an
// earlier part told by how long it lasted ("spent two seasons as Dr. Y on Hulu's Foo"),
// and credits listed in brackets after a name ("(Ferntide, The Wrenfold Inquiry)").
TEST(CastTest, InitialsParticlesSpellsAndCreditLists) {
  auto facts = ExtractFrom(
      "'Quay Street' Adds Three for Season 3\n\nBy Tess Moran\n\nNovember 20, 2026\n\n"
      "Quay Street, the Hulu drama, returns for a third season in January. The cast adds Nkiru Obi-Lawson (Ferntide, "
      "The Wrenfold Inquiry), Baudilio de la Torriente and J.T. Sallowes.\n\n"
      "Sallowes will recur as Eysteinn Drabble, a lobbyist. De la Torriente will play Teodulfo Iribarne, the "
      "harbormaster.\n\n"
      "De la Torriente, who was born in Seville, spent two seasons as the surgeon Dr. Higinio Zabal on Hulu's "
      "Larkvale.\n");
  EXPECT_TRUE(HasCast(facts, "J.T. Sallowes", "Eysteinn Drabble"));
  EXPECT_TRUE(HasCast(facts, "Baudilio de la Torriente", "Teodulfo Iribarne"));
  const Fact* earlier = CastOf(facts, "Baudilio de la Torriente", "Higinio Zabal");
  ASSERT_NE(earlier, nullptr);
  EXPECT_EQ(earlier->work, "Larkvale");
  auto works = WorkNames(facts);
  EXPECT_NE(std::find(works.begin(), works.end(), "Ferntide"), works.end());
  EXPECT_NE(std::find(works.begin(), works.end(), "The Wrenfold Inquiry"), works.end());
}

// A generational suffix is part of the actor's name: "(Aloysius Ravenel Jr.)", "Cleavon
// Haywood III stars as Lavell".
TEST(CastTest, GenerationalSuffixes) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "D'Amico's enforcer, Colm Fogarty (Aloysius Ravenel Jr.), follows him onto the ferry. "
                           "Cleavon Haywood III stars as Lavell Dunn, the owner of the car wash.\n");
  EXPECT_TRUE(HasCast(facts, "Aloysius Ravenel Jr.", "Colm Fogarty"));
  EXPECT_TRUE(HasCast(facts, "Cleavon Haywood III", "Lavell Dunn"));
}

// A profile's earlier parts: "most audiences still know her as Detective Y, the role she
// played for six seasons on NBC's Foo" (the part is in Foo), and "Before that came her
// first lead, as Z in the 2001 film Bar".
TEST(CastTest, KnownAsAndAFirstLead) {
  auto facts = ExtractFrom(
      "Ana Goria on 'Acequia'\n\nBy Tess Moran\n\nNovember 24, 2026\n\n"
      "For a season of FX's Acequia, Clotilde Arteaga held everything together.\n\n"
      "Ana Goria, who plays Clotilde, has been acting for thirty years, and most audiences still know her as "
      "Detective Paz Anzures, the role she played for six seasons on NBC's Quebradilla. Before that came her first "
      "lead, as the boxer Ameyalli Cienfuegos in the 2001 film Copper Moon.\n");
  const Fact* paz = CastOf(facts, "Ana Goria", "Paz Anzures");
  ASSERT_NE(paz, nullptr);
  EXPECT_EQ(paz->work, "Quebradilla");
  const Fact* lead = CastOf(facts, "Ana Goria", "Ameyalli Cienfuegos");
  ASSERT_NE(lead, nullptr);
  EXPECT_EQ(lead->work, "Copper Moon");
}

// A spinoff's announcement names its parent as often as itself: the spinoff is the
// article's work ("'Harbor Lights' Spinoff 'Lantern Row' Ordered"), and "Harbor Lights
// creator X will executive produce the spinoff" credits X with each. A renewal that also
// announces a spinoff ("'Maple Row' Renewed ..., Spinoff 'Tin Cup' Sets Date") stays the
// renewed show's.
TEST(CrewTest, ASpinoffAndItsParent) {
  auto facts = ExtractFrom(
      "'Harbor Lights' Spinoff 'Lantern Row' Ordered at CBS\n\nBy Tess Moran\n\nNovember 20, 2026\n\n"
      "CBS has ordered Lantern Row, a spinoff of its hit drama Harbor Lights, with Mara Quint reprising her role as "
      "Detective Ivy Sorensen.\n\nThe new series follows Ivy to Portland. Harbor Lights creator Dev Anand will "
      "executive produce the spinoff. Joining Quint in the cast is Tom Baird as Captain Lou Ferris.\n\n"
      "Harbor Lights is in its sixth season on CBS, and Harbor Lights fans will see Ivy leave in the spring.\n");
  EXPECT_EQ(CrewWorkOf(facts, "Dev Anand", "creator"), "Harbor Lights");
  EXPECT_EQ(CrewWorkOf(facts, "Dev Anand", "executive producer"), "Lantern Row");
  const Fact* lou = CastOf(facts, "Tom Baird", "Lou Ferris");
  ASSERT_NE(lou, nullptr);
  EXPECT_EQ(lou->work, "Lantern Row");
  auto renewal = ExtractFrom(
      "'Maple Row' Renewed for Season 3 at Peacock, Spinoff 'Tin Cup' Sets Premiere Date\n\nBy Tess Moran\n\n"
      "November 20, 2026\n\nPeacock has renewed Maple Row for a third season. Ana Reyes stars as Gwen Marsh.\n\n"
      "The spinoff is \"Tin Cup,\" the \"Maple Row\" spinoff, which will stream on Peacock starting Thursday, "
      "Sept. 18.\n");
  const Fact* gwen = CastOf(renewal, "Ana Reyes", "Gwen Marsh");
  ASSERT_NE(gwen, nullptr);
  EXPECT_EQ(gwen->work, "Maple Row");
}

// A veteran actor's profile: "the lead of FX's Foo, playing Y" (a participle: the
// subject's part, in the work just named); "Before Bar, he spent three seasons as Z on
// Baz" opening a paragraph; "He was nominated for a Golden Globe for playing W" (the award
// is no nominee); "He also directed ..." after a sentence that names him and his part.
TEST(CastTest, AVeteranActorsProfile) {
  auto facts = ExtractFrom(
      "Forty Years of Being the Other Guy\n\nBy Tess Moran\n\nNovember 20, 2026\n\n"
      "You know Hollis Tremaine's face. Over four decades he has played a crooked alderman on ABC's City Desk, a "
      "country doctor on CBS's Pine Ridge and, most famously, Captain Ed Mulroney on NBC's Precinct 9.\n\n"
      "Now, at 68, Tremaine is the lead of FX's Lowcountry, playing Beau Decker, a retired shrimper. He also "
      "directed the fifth episode of Lowcountry.\n\n"
      "Before Precinct 9, he spent three seasons as Deputy Carl Bixby on The Long Road, the CBS western. He was "
      "nominated for a Golden Globe for playing Mulroney.\n");
  const Fact* beau = CastOf(facts, "Hollis Tremaine", "Beau Decker");
  ASSERT_NE(beau, nullptr);
  EXPECT_EQ(beau->work, "Lowcountry");
  const Fact* carl = CastOf(facts, "Hollis Tremaine", "Carl Bixby");
  ASSERT_NE(carl, nullptr);
  EXPECT_EQ(carl->work, "The Long Road");
  // The career's list alone names the part in its work.
  auto list = ExtractFrom(
      "Forty Years of Being the Other Guy\n\nBy Tess Moran\n\nNovember 20, 2026\n\n"
      "You know Hollis Tremaine's face. Over four decades he has played a crooked alderman on ABC's City Desk, a "
      "country doctor on CBS's Pine Ridge and, most famously, Captain Ed Mulroney on NBC's Precinct 9.\n");
  const Fact* ed = CastOf(list, "Hollis Tremaine", "Ed Mulroney");
  ASSERT_NE(ed, nullptr);
  EXPECT_EQ(ed->work, "Precinct 9");
  for (const Fact& f : OfKind(facts, FactKind::kCast)) EXPECT_NE(f.actor, "Golden Globe");
  EXPECT_TRUE(HasCrew(facts, "Hollis Tremaine", "director"));
}

// Producers named with a plural post: "X and Y are executive producers with Mulga Lane's
// Digby Blacksall" (a company's person), and "the pair executive produce with Z" after a
// sentence that names the two.
TEST(CrewTest, PluralPostsWithOthersAndThePair) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Series creator Dana Ellwood wrote all six episodes. Ellwood and Nia Quaife are executive "
                           "producers with Mulga Lane's Digby Blacksall.\n\n"
                           "The series was created by Mara Bell and Gus Fenn. Fenn is the showrunner, and the pair "
                           "executive produce with Cleavon Haywood.\n");
  EXPECT_TRUE(HasCrew(facts, "Digby Blacksall", "executive producer"));
  EXPECT_FALSE(HasCrew(facts, "Mulga Lane", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Mara Bell", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Gus Fenn", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Cleavon Haywood", "executive producer"));
  // "created by X and Y, who met as staff writers and wrote the pilot": both wrote it.
  auto pilot = ExtractFrom(std::string(kHead) +
                           "The series was created by Mara Bell and Gus Fenn, who met as staff writers on a sitcom "
                           "and wrote the pilot on spec.\n");
  EXPECT_TRUE(HasCrew(pilot, "Mara Bell", "writer"));
  EXPECT_TRUE(HasCrew(pilot, "Gus Fenn", "writer"));
}

// A part described by a kin noun right before its name, with no comma: "X, who played
// Lorrae's teenage niece Alkira in series one".
TEST(CastTest, APartNamedRightAfterItsKinNoun) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Lowanna Yarran, who played Lorrae's teenage niece Alkira in series one, has been promoted "
                           "to a series regular.\n");
  EXPECT_TRUE(HasCast(facts, "Lowanna Yarran", "Alkira"));
}

// Casting news that names the part after "is": "De la Cueva is Teodulfo Iribarne, the new
// harbormaster", for an actor named before in a sentence about casting; a person never
// cast gets no part so ("Ms. Dunn is Ann Lee, the mayor" names no actor).
TEST(CastTest, AnActorIsAPartInCastingNews) {
  auto facts = ExtractFrom("'Quay Street' Adds Two\n\nBy Tess Moran\n\nNovember 20, 2026\n\n"
                           "Quay Street, the Hulu drama, returns in January. Baltasar de la Cueva has joined the cast "
                           "as a series regular.\n\n"
                           "De la Cueva is Teodulfo Iribarne, the newly elected harbormaster, who arrives with a "
                           "grudge.\n\nNora Dunn is Ann Lee, the mayor's aide, in real life.\n");
  EXPECT_TRUE(HasCast(facts, "Baltasar de la Cueva", "Teodulfo Iribarne"));
  for (const Fact& f : OfKind(facts, FactKind::kCast)) EXPECT_NE(f.character, "Ann Lee");
}

TEST(CrewTest, AProfileToldWithPronouns) {
  auto facts = ExtractFrom(
      "How Marisol Quintero-Baptiste Built a Career\n\nBy Al Fenn\nNovember 22, 2026\n\n"
      "After two years at a firm, she quit, moved to Los Angeles and took a job on a procedural. Within a year "
      "she was a staff writer.\n\n"
      "Her first show was Cinderhill, a drama she created for AMC in 2016 and ran for three seasons. She "
      "followed it with the Hulu series Ashgrove, which she wrote and executive produced, and then spent two "
      "years as showrunner of Peacock's Tallowmere after its creator, Desmond Ekwueme, stepped aside.\n");
  EXPECT_EQ(CrewWorkOf(facts, "Marisol Quintero-Baptiste", "creator"), "Cinderhill");
  EXPECT_EQ(CrewWorkOf(facts, "Marisol Quintero-Baptiste", "executive producer"), "Ashgrove");
  EXPECT_EQ(CrewWorkOf(facts, "Desmond Ekwueme", "creator"), "Tallowmere");
  bool ran_cinderhill = false, ran_tallowmere = false;
  for (const Fact& f : OfKind(facts, FactKind::kCrew)) {
    EXPECT_NE(f.person, "Los Angeles") << f.role;
    if (f.person == "Marisol Quintero-Baptiste" && f.role == "showrunner") {
      ran_cinderhill = ran_cinderhill || f.work == "Cinderhill";
      ran_tallowmere = ran_tallowmere || f.work == "Tallowmere";
    }
  }
  EXPECT_TRUE(ran_cinderhill);
  EXPECT_TRUE(ran_tallowmere);
  EXPECT_NE(CrewOf(facts, "Marisol Quintero-Baptiste", "writer"), nullptr);
}

// A part that is an ordinary English word, after a verb of voicing or playing: cartoon
// animals ("voices Marzipan, a peddler mouse"), with a rank ("lends his voice to Captain
// Brisket"); an ordinary word after the verb that does not end there names no part.
TEST(CastTest, PartsThatAreOrdinaryWords) {
  auto facts = ExtractFrom("'Burrowfield' Finds Its Voices\n\nBy Ines Paley\n\nNovember 24, 2026\n\n"
                           "The animated comedy Burrowfield premieres on Netflix in March.\n\n"
                           "Odalys Penhallow voices Marzipan, a traveling peddler mouse. Raimo Kettunen lends his "
                           "voice to Captain Brisket, a retired ferry pilot. Tove Arkwright plays Hazel Burrow.\n");
  EXPECT_TRUE(HasCast(facts, "Odalys Penhallow", "Marzipan"));
  bool brisket = false;
  for (const Fact& f : OfKind(facts, FactKind::kCast))
    brisket = brisket || (f.actor == "Raimo Kettunen" && (f.character == "Brisket" || f.character == "Captain Brisket"));
  EXPECT_TRUE(brisket);
  EXPECT_TRUE(HasCast(facts, "Tove Arkwright", "Hazel Burrow"));
}

// Korean names put the surname first: a surname that is also an English word ("Oh",
// "Bang", "Shin") is a name before a given name of two hyphened syllables, and alone
// later it is that person ("Bang said ..."). A place's compound ("A Jeju-born chef") is
// no name.
TEST(CastTest, KoreanNamesSurnameFirst) {
  auto facts = ExtractFrom("Ferry Drama Sets Sail\n\nBy Ana Lisboa\n\nNovember 24, 2026\n\n"
                           "The Netflix drama Saltwind Harbor premieres Friday. Shin Ye-rin plays the captain Ha "
                           "Mi-sook, and Bang Tae-ho plays her rival, Oh Gyu-bin. A Jeju-born chef runs the galley.\n\n"
                           "Shin, who trained for months, said she learned to dock a ferry. \"I hit the pier twice,\" "
                           "she said.\n\nBang said the role scared him. \"I get seasick on the bus,\" he said.\n");
  EXPECT_TRUE(HasCast(facts, "Shin Ye-rin", "Ha Mi-sook"));
  EXPECT_TRUE(HasCast(facts, "Bang Tae-ho", "Oh Gyu-bin"));
  EXPECT_EQ(SpeakerOfQuote(facts, "I hit the pier"), "Shin Ye-rin");
  EXPECT_EQ(SpeakerOfQuote(facts, "I get seasick"), "Bang Tae-ho");
  for (const Fact& f : facts) {
    EXPECT_EQ(f.actor.find("Jeju"), std::string::npos);
    EXPECT_EQ(f.a.find("Jeju"), std::string::npos);
  }
}

// An obituary tells a career with pronouns far from the name: "as the nurse X on the CBS
// serial Foo" after the subject, ", playing the mine owner Y" after "with Bar", "when she
// spent nine seasons as Judge Z on NBC's Baz", "she had a recurring part as W on Netflix's
// Qux from 2017 to 2019" (the headline's person; the years are no part of the title). "The
// series stars A as B" is of the work the sentence before named.
TEST(CastTest, AnObituarysCareer) {
  auto facts = ExtractFrom(
      "Marguerite Oyelaran-Voss, Star of 'Copperline,' Dies at 84\n\nBy Teodor Halvorsen\nNovember 25, 2026\n\n"
      "Marguerite Oyelaran-Voss, whose career spanned five decades, died Tuesday. She was 84.\n\n"
      "Oyelaran-Voss first came to viewers' attention in 1971 as the nurse Adaline Crewe on the CBS daytime serial "
      "Harbor Lights General, a role she played for six years. She moved to prime time in 1979 with Copperline, the "
      "ABC mining-town drama, playing the widowed mine owner Hester Gaunt for five seasons.\n\n"
      "Her biggest success came in the 1990s, when she spent nine seasons as Judge Rowena Pike on NBC's The Dunmore "
      "Files. The role brought her two Emmy nominations. Later she had a recurring part as the grandmother Ilse "
      "Brandauer on Netflix's Greyhaven from 2017 to 2019.\n\n"
      "Telemundo's new telenovela, La Hermana Perdida, premieres Monday, Jan. 11. The series stars Rodrigo "
      "Almanzar as Mateo Quiroga.\n");
  EXPECT_EQ(CastWorkOf(facts, "Marguerite Oyelaran-Voss", "Adaline Crewe"), "Harbor Lights General");
  EXPECT_EQ(CastWorkOf(facts, "Marguerite Oyelaran-Voss", "Hester Gaunt"), "Copperline");
  EXPECT_EQ(CastWorkOf(facts, "Marguerite Oyelaran-Voss", "Rowena Pike"), "The Dunmore Files");
  EXPECT_EQ(CastWorkOf(facts, "Marguerite Oyelaran-Voss", "Ilse Brandauer"), "Greyhaven");
  EXPECT_EQ(CastWorkOf(facts, "Rodrigo Almanzar", "Mateo Quiroga"), "La Hermana Perdida");
  for (const Fact& f : OfKind(facts, FactKind::kWork)) EXPECT_EQ(f.name.find("2017"), std::string::npos);
}

// A voice cast in the forms of an animation announcement: "X, a stage actress making her
// animation debut, will voice Y"; "X is the voice of her grandfather, Y" (and the actor is
// no one's kin).
TEST(CastTest, AVoiceCastsOtherForms) {
  auto facts = ExtractFrom("'Gustbury' Finds Its Voices\n\nBy Ines Paley\n\nNovember 24, 2026\n\n"
                           "The animated series Gustbury premieres on Netflix in March.\n\n"
                           "Omolara Adeyemi-Frost, a Lagos-born stage actress making her animation debut, will voice "
                           "Wren Halloway, an apprentice kite maker. Tariq al-Hamdani is the voice of her "
                           "grandfather, Osric Halloway, a retired lighthouse keeper.\n");
  EXPECT_TRUE(HasCast(facts, "Omolara Adeyemi-Frost", "Wren Halloway"));
  EXPECT_TRUE(HasCast(facts, "Tariq al-Hamdani", "Osric Halloway"));
  for (const Fact& f : OfKind(facts, FactKind::kRelationship)) {
    EXPECT_NE(f.a, "Tariq al-Hamdani");
    EXPECT_NE(f.b, "Tariq al-Hamdani");
  }
}

// A rank's abbreviation is a title before the name ("stars as Cmdr. Nohea Kealoha"), and
// "Lt. Cmdr." is one rank, a lieutenant commander.
TEST(CastTest, AbbreviatedRanksBeforeAPart) {
  auto facts = ExtractFrom("'Farspoke' Renewed\n\nBy Ines Paley\n\nNovember 24, 2026\n\n"
                           "Apple TV+ renewed the thriller Farspoke. Vikram Soodan stars as Cmdr. Nohea Kealoha, "
                           "captain of a salvage tug. Cressida Lumley plays Lt. Cmdr. Ysolde Thackeray.\n");
  EXPECT_TRUE(HasCast(facts, "Vikram Soodan", "Nohea Kealoha"));
  bool ranked = false;
  for (const Fact& f : OfKind(facts, FactKind::kAttribute)) {
    if (f.entity == "Ysolde Thackeray") {
      EXPECT_NE(f.value, "commander");
    }
    ranked = ranked || (f.entity == "Ysolde Thackeray" && f.value == "lieutenant commander");
  }
  EXPECT_TRUE(ranked);
}

// Crew credits of an animation announcement and a transcript: "who serves as showrunner
// and executive producer with X and Y" (producing is shared, running the show is not),
// "Z is the supervising director", "and W directed it" (the episode just named).
TEST(CrewTest, SharedProducingSupervisingDirectorAndDirectedIt) {
  auto facts = ExtractFrom("'Emberfall' Sets Its Team\n\nBy Ines Paley\n\nNovember 24, 2026\n\n"
                           "The animated comedy Emberfall premieres on Netflix in January. It is created by Liwayway "
                           "Lacsamar, who serves as showrunner and executive producer with Yevhen Bondarchuk and "
                           "Sigismund Frescobald. Ibrahim Fofanah is the supervising director.\n\n"
                           "\"I wrote the finale myself, and Haoran Ouyeung directed it.\"\n");
  EXPECT_NE(CrewOf(facts, "Yevhen Bondarchuk", "executive producer"), nullptr);
  EXPECT_NE(CrewOf(facts, "Sigismund Frescobald", "executive producer"), nullptr);
  EXPECT_EQ(CrewOf(facts, "Yevhen Bondarchuk", "showrunner"), nullptr);
  EXPECT_NE(CrewOf(facts, "Liwayway Lacsamar", "showrunner"), nullptr);
  EXPECT_NE(CrewOf(facts, "Ibrahim Fofanah", "director"), nullptr);
  EXPECT_NE(CrewOf(facts, "Haoran Ouyeung", "director"), nullptr);
}

// "A directs the first three episodes and B the last three": the verb is left out of the
// second clause, and B directs too.
TEST(CrewTest, AVerbLeftOutOfTheSecondClause) {
  auto facts = ExtractFrom("'Emberfall' Sets Its Team\n\nBy Ines Paley\n\nNovember 24, 2026\n\n"
                           "The drama Emberfall premieres on CBS in January. Euan Trasker directs the first three "
                           "episodes and Kirsty Mallinsen the last three.\n");
  EXPECT_NE(CrewOf(facts, "Euan Trasker", "director"), nullptr);
  EXPECT_NE(CrewOf(facts, "Kirsty Mallinsen", "director"), nullptr);
}

// "will serve as the revival's showrunner": a post past the work's possessive.
TEST(CrewTest, APostPastTheWorksPossessive) {
  auto facts = ExtractFrom("'Emberfall' Revival Set\n\nBy Ines Paley\n\nNovember 24, 2026\n\n"
                           "The drama Emberfall returns on CBS in January. Day-to-day duties belong to Obiora "
                           "Bagwel, who was a staff writer on the original and will serve as the revival's "
                           "showrunner.\n");
  EXPECT_NE(CrewOf(facts, "Obiora Bagwel", "showrunner"), nullptr);
}

// "called the finale, which she wrote and which B directed": the second "which" is the
// first one's, so both credits stand.
TEST(CrewTest, TwoWhichClausesOfOneObject) {
  auto facts = ExtractFrom("'Emberfall' Ends\n\nBy Ines Paley\n\nNovember 24, 2026\n\n"
                           "The drama Emberfall premieres on CBS in January. Its showrunner is Lidia Varga.\n\n"
                           "In a post, Varga called the finale, which she wrote and which Aarne Lindhom directed, "
                           "the best hour.\n");
  EXPECT_NE(CrewOf(facts, "Aarne Lindhom", "director"), nullptr);
  EXPECT_NE(CrewOf(facts, "Lidia Varga", "writer"), nullptr);
}

// A person of one name, when the article says so ("the singer Zulay, who goes by one name,
// plays Y"; "Y is voiced by the Malawian singer Mavuto, who performs under one name"), is
// an actor, and the speaker of the "he said" after; a lone name that the article does not
// so describe is not ("Odalys plays Wren" casts no one).
TEST(CastTest, APersonOfOneName) {
  auto facts = ExtractFrom("'Gustbury' Finds Its Voices\n\nBy Ines Paley\n\nNovember 24, 2026\n\n"
                           "The animated series Gustbury premieres on Netflix in March.\n\n"
                           "The singer and actress Zulayka, who goes by one name, plays Wren Halloway. Biscotti, "
                           "the shed's only employee, is voiced by the Malawian singer Mavutoh, who performs under "
                           "one name. \"I had to learn to coo on cue,\" he said. Odalys plays Pip Halloway.\n");
  EXPECT_TRUE(HasCast(facts, "Zulayka", "Wren Halloway"));
  EXPECT_TRUE(HasCast(facts, "Mavutoh", "Biscotti"));
  EXPECT_EQ(SpeakerOfQuote(facts, "I had to learn"), "Mavutoh");
  for (const Fact& f : OfKind(facts, FactKind::kCast)) EXPECT_NE(f.actor, "Odalys");
}

// "She is played by X": the pronoun stands for the character named in the sentence before.
TEST(CastTest, APronounSubjectOfPlayedBy) {
  auto facts = ExtractFrom(std::string(kHead) + "The second wife is Marjolein, a piano tuner from Rotterdam who moves "
                                                "into the house in the first episode. She is played by Voa Rakoto.\n");
  EXPECT_TRUE(HasCast(facts, "Voa Rakoto", "Marjolein"));
}

// A novel's title that opens with a function word, set off by commas after "novel", is
// a work; a lake is no person; so "She" is the novelist the sentence before names.
TEST(CrewTest, AProfilesSheAfterANovelsTitleAndALake) {
  auto facts = ExtractFrom(
      "FX's 'Wintergreen Sound'\n\nIngegerd Strandqvist has lived in Bayfield for most of her life. Her 2021 novel, "
      "What the Ice Keeps, about a ferry captain on the shore of Lake Superior, has become a limited series for FX, "
      "retitled Wintergreen Sound, and Strandqvist did not simply sell the rights. She wrote all eight scripts and "
      "serves as showrunner.\n");
  auto names = testing::WorkNames(facts);
  EXPECT_NE(std::find(names.begin(), names.end(), "What the Ice Keeps"), names.end());
  EXPECT_TRUE(HasCrew(facts, "Ingegerd Strandqvist", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Ingegerd Strandqvist", "writer"));
}

// "the role has been recast with X": the part just cast passes to the new actor.
TEST(CastTest, ARoleRecastWithANewActor) {
  auto facts = ExtractFrom(std::string(kHead) + "Peter Lind, who played their son Danny Hollister, is not returning; "
                                                "the role has been recast with Theo Grant.\n");
  EXPECT_TRUE(HasCast(facts, "Peter Lind", "Danny Hollister"));
  EXPECT_TRUE(HasCast(facts, "Theo Grant", "Danny Hollister"));
}

// An anime's two casts: "is voiced by X in English and by Y in Japanese", "X takes over Y
// from Z"; a manga's title with its particle, and its translation in brackets (no cast).
TEST(CastTest, AnAnimesEnglishAndJapaneseVoices) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The studio adapted the series from Fumi Tsuru's manga Hoshikuzu no Tegami (Stardust "
                           "Letters). Sayo is voiced by M.K. Akunna in English and by Miyu Kashiwa in Japanese. Tenzin "
                           "Pemba takes over Gonzaburo from Tomo Nagatsu.\n");
  EXPECT_TRUE(HasCast(facts, "M.K. Akunna", "Sayo"));
  EXPECT_TRUE(HasCast(facts, "Miyu Kashiwa", "Sayo"));
  EXPECT_TRUE(HasCast(facts, "Tenzin Pemba", "Gonzaburo"));
  EXPECT_TRUE(HasCast(facts, "Tomo Nagatsu", "Gonzaburo"));
  EXPECT_FALSE(HasCast(facts, "Stardust Letters", "Tegami"));
  auto names = testing::WorkNames(facts);
  EXPECT_NE(std::find(names.begin(), names.end(), "Hoshikuzu no Tegami"), names.end());
}

// An obituary: the actor "best known for playing" a part, named by the surname of a full
// name that ends in "Jr." and whose headline writes the nickname for the given name.
TEST(CastTest, BestKnownForPlayingByASurnameBeforeJr) {
  auto facts = ExtractFrom(
      "Bertie Okafor Jr., the Desk Sergeant of 'Lampwick,' Dies at 84\n\nMarqueegram\nNovember 24, 2026\n\n"
      "Albert 'Bertie' Okafor Jr., the character actor, died Sunday.\n\n"
      "Okafor was best known for playing Sgt. Cyril Doone on CBS's 'Lampwick' (1998-2004).\n\n"
      "\"I was always the third guy through the door,\" Okafor said in 2011.\n");
  EXPECT_TRUE(HasCast(facts, "Albert Okafor Jr.", "Cyril Doone"));
  EXPECT_EQ(SpeakerOfQuote(facts, "I was always the third guy through the door,"), "Albert Okafor Jr.");
}

// An awards night: "X took best actress in a drama for playing Y" casts X as Y.
TEST(CastTest, TookBestActressForPlaying) {
  auto facts = ExtractFrom("'Ferrowgate' Sweeps the Awards\n\nLucienne Abara took best actress in a drama for playing "
                           "Marisol Vane in \"Ferrowgate.\" Dario Pell took home the prize for playing Hank Lutz "
                           "on \"Tin Roof.\"\n");
  EXPECT_TRUE(HasCast(facts, "Lucienne Abara", "Marisol Vane"));
  EXPECT_TRUE(HasCast(facts, "Dario Pell", "Hank Lutz"));
}

// A casting roundup under headings in capitals: when one heading is a title the text
// quotes, every heading is a work, and each item's parts are in its heading's work.
// "She'll play" is the subject of the sentence before.
TEST(CastTest, ARoundupUnderHeadingsInCapitals) {
  auto facts = ExtractFrom("Casting Roundup: 'Brightwater' Adds Two\n\nBRIGHTWATER\n\nFenella Osei has been cast as a "
                           "series regular in Season 2 of Apple TV+'s \"Brightwater.\" She'll play Corinne Ashdown, a "
                           "divorce lawyer.\n\nNIGHT FERRY\n\nShowrunner Anouk Delacroix has tapped newcomer Sami "
                           "Haddad to play Yusuf, a deckhand, in the Hulu thriller's second season.\n");
  EXPECT_TRUE(HasCast(facts, "Fenella Osei", "Corinne Ashdown"));
  const Fact* yusuf = CastOf(facts, "Sami Haddad", "Yusuf");
  ASSERT_NE(yusuf, nullptr);
  EXPECT_EQ(yusuf->work, "Night Ferry");
}

// "X will appear in the Netflix drama's third season as Y" (a phrase of where between the
// verb and "as"); "Z takes over the part from W" after a sentence naming the role.
TEST(CastTest, AppearInASeasonAsAndTakesOverThePart) {
  auto facts = ExtractFrom("Casting Roundup\n\nRosalind Achebe will appear in the Netflix drama's third season as Dame "
                           "Agatha Pell, a retired opera singer.\n\nCBS has recast the role of Sheriff Wade Holloway on "
                           "\"Kestrel Point.\" Marcus Lindqvist takes over the part from Dale Robins.\n");
  EXPECT_TRUE(HasCast(facts, "Rosalind Achebe", "Agatha Pell"));
  EXPECT_TRUE(HasCast(facts, "Marcus Lindqvist", "Wade Holloway"));
  EXPECT_TRUE(HasCast(facts, "Dale Robins", "Wade Holloway"));
}

}  // namespace
// Two parts and their two actors in one bracket: "Ozzie and Ophelia Marchetti (Ravi
// Dunleavy and Priya Dunleavy)". The first part shares the second's surname, and a later
// "Ozzie" is the same character.
TEST(CastTest, TwoPartsAndTheirActorsInOneBracket) {
  auto facts = ExtractFrom("Larkspur High Recap\n\nOn \"Larkspur High,\" the twins, Ozzie and Ophelia Marchetti (Ravi "
                           "Dunleavy and Priya Dunleavy), are siblings at war. Ozzie loses the election.\n");
  EXPECT_TRUE(HasCast(facts, "Ravi Dunleavy", "Ozzie Marchetti"));
  EXPECT_TRUE(HasCast(facts, "Priya Dunleavy", "Ophelia Marchetti"));
  auto rels = OfKind(facts, FactKind::kRelationship);
  EXPECT_FALSE(rels.empty());
  for (const Fact& f : rels) {
    EXPECT_NE(f.a, "Ozzie");
    EXPECT_NE(f.b, "Ozzie");
  }
}

// An awards night: "for playing Nell Carraway in the same show" is a part of the work the
// sentence before named; "who played X on "A" and Y on "B"" is two parts in two works.
TEST(CastTest, ThePartInTheSameShowAndTwoPartsInTwoWorks) {
  auto facts = ExtractFrom(
      "'Quiet Coast' Sweeps the Gildmark Awards\n\n"
      "Apple TV+'s \"The Quiet Coast\" took home four trophies. Odalys Fenwick-Ibe won best actress for playing "
      "Harriet Solberg.\n\n"
      "Tomasz Wierzbicki won best director for \"Salt and Iron,\" the FX miniseries about a mining strike. "
      "Kimberly-Ann Osei took best actress in a limited series for playing Nell Carraway in the same show.\n\n"
      "The in memoriam segment honored Halvard Strand, who played Captain Jonas Dahl on \"Northwatch\" and Pastor "
      "Eli Grund on \"The Parish.\"\n",
      "2026-11-22");
  const Fact* nell = CastOf(facts, "Kimberly-Ann Osei", "Nell Carraway");
  ASSERT_NE(nell, nullptr);
  EXPECT_EQ(nell->work, "Salt and Iron");
  const Fact* dahl = CastOf(facts, "Halvard Strand", "Jonas Dahl");
  const Fact* grund = CastOf(facts, "Halvard Strand", "Eli Grund");
  ASSERT_NE(dahl, nullptr);
  ASSERT_NE(grund, nullptr);
  EXPECT_EQ(dahl->work, "Northwatch");
  EXPECT_EQ(grund->work, "The Parish");
}

// Surname particles of Arabic, Swedish and Welsh names: "Saqr ibn Humaid", "Tyra af
// Sillén" (who opens a later sentence as "Af Sillén"), "Rhodri ap Gwyn".
TEST(CastTest, IbnAfAndApParticles) {
  auto facts = ExtractFrom("'Cinderhold' Finale Recap\n\nOn \"Cinderhold,\" Harrow Vollmond (Saqr ibn Humaid) "
                           "poisons his brother, and Gisla (Rhodri ap Gwyn) flees.\n\n\"We knew it,\" showrunner Tyra "
                           "af Sill\u00e9n told us. Af Sill\u00e9n said more.\n");
  EXPECT_TRUE(HasCast(facts, "Saqr ibn Humaid", "Harrow Vollmond"));
  EXPECT_TRUE(HasCast(facts, "Rhodri ap Gwyn", "Gisla"));
  EXPECT_TRUE(HasCrew(facts, "Tyra af Sill\u00e9n", "showrunner"));
}

// Particles inside the names of parts and people: Maasai "ole", Tuareg "ag", Hebrew "ben",
// Hassaniya "ould". The part is the whole name, not the word after the particle.
TEST(CastTest, OleAgBenAndOuldParticles) {
  auto facts = ExtractFrom("'Saltroad' Returns\n\nOn \"Saltroad,\" Karimo ole Sankan (Wekesa Ndiro) guards the well, "
                           "and his cousin, Idrissa ag Mahmoud (Tahar Nouri), betrays him. Noa ben Arieh plays the "
                           "trader Lev, and Sidi ould Brahim plays the guide.\n");
  EXPECT_TRUE(HasCast(facts, "Wekesa Ndiro", "Karimo ole Sankan"));
  EXPECT_TRUE(HasCast(facts, "Tahar Nouri", "Idrissa ag Mahmoud"));
  EXPECT_TRUE(HasCast(facts, "Noa ben Arieh", "Lev"));
  EXPECT_FALSE(HasCast(facts, "Wekesa Ndiro", "Sankan"));
  EXPECT_FALSE(HasCast(facts, "Tahar Nouri", "Mahmoud"));
}

// "Tunde Bako, 41, who has played Musa since the pilot", "Kemi Ade, who grew up in Warri and
// has played Sade": past an age and past the relative clause's first verb, to the actor.
TEST(CastTest, WhoHasPlayedPastAnAgeAndAFirstVerb) {
  auto facts = ExtractFrom("'Azalai' Says Goodbye\n\nOn \"Azalai,\" Musa is dead.\n\nTunde Bako, 41, who has "
                           "played Musa since the first episode, has known for a year. Kemi Ade, who grew up in "
                           "Warri and has played Sade since the pilot, has known too.\n");
  EXPECT_TRUE(HasCast(facts, "Tunde Bako", "Musa"));
  EXPECT_TRUE(HasCast(facts, "Kemi Ade", "Sade"));
}

// "X plays the detective from Newcastle": a name after a preposition is a place, no part;
// "Y will portray the iconic character of Samantha" still casts the name after "of".
TEST(CastTest, ANameAfterAPrepositionIsNoPart) {
  auto facts = ExtractFrom("'Carrickmoor' Returns\n\nOn \"Carrickmoor,\" Senthil Bhatta plays the detective from "
                           "Newcastle, who was Nessa's first boyfriend. Newcomer Lina Gort will portray the iconic "
                           "character of Sabine.\n");
  EXPECT_FALSE(HasCast(facts, "Senthil Bhatta", "Newcastle"));
  EXPECT_TRUE(HasCast(facts, "Lina Gort", "Sabine"));
}

// "The premiere was directed by Kerr Skill, and Kala Wai promised it ends ...": the name
// after ", and" with its own verb opens a clause, no second director; "Zel Mand was the
// show's head writer; Wad Ched executive produced every episode and directed the pilot":
// the second verb's subject is its own clause's.
TEST(CrewTest, AClauseAfterAndAndASemicolonsSubject) {
  auto facts = ExtractFrom(
      "'Ostenvale' Returns\n\nShowrunner Kala Wai spoke to us. The premiere of \"Ostenvale\" was directed by Kerr "
      "Skill, and Kala Wai promised it ends with a bang.\n\n"
      "The two co-created \"The Salibas.\" Zel Mand was the show's head writer; Wad Ched executive produced every "
      "episode and directed the pilot and the finale.\n");
  EXPECT_TRUE(HasCrew(facts, "Kerr Skill", "director"));
  EXPECT_FALSE(HasCrew(facts, "Kala Wai", "director"));
  EXPECT_TRUE(HasCrew(facts, "Wad Ched", "director"));
  EXPECT_FALSE(HasCrew(facts, "Zel Mand", "director"));
}

// "and Kas Lund directed all eight hours" (a season's hours are its episodes); "creator
// Levi Bou, a playwright who grew up near a dance hall and who wrote all eight episodes"
// (past a short apposition that ends in "who").
TEST(CrewTest, AllEightHoursAndAnAppositionEndingInWho) {
  auto facts = ExtractFrom(
      "'Strath' Arrives\n\nThe drama \"Strath\" arrives on Hulu. Showrunner Yola Prieto handled the scripts, and "
      "Kas Lund directed all eight hours. The series comes from creator Levi Bou, a playwright who grew up near a "
      "dance hall and who wrote all eight episodes.\n");
  EXPECT_TRUE(HasCrew(facts, "Kas Lund", "director"));
  EXPECT_TRUE(HasCrew(facts, "Levi Bou", "writer"));
}

// "..., with showrunner Nils Bul writing the season's last two episodes": a name's
// participle credits the writing.
TEST(CrewTest, ANamesWritingParticiple) {
  auto facts = ExtractFrom(
      "'Spindrift' Returns\n\nThe drama \"Spindrift\" continues Mondays at 9/8c through May, with showrunner Nils "
      "Bul writing the season's last two episodes.\n");
  EXPECT_TRUE(HasCrew(facts, "Nils Bul", "writer"));
}

// "the county surveyor Duri Pad (Curd Cad, seen only in flashbacks)", "Anna Kest (Vap Hiet,
// back on the show after three years), Floris's first wife": an actor's bracket may hold a
// remark, and the apposition after it still names her tie.
TEST(CastTest, AnActorsBracketWithARemark) {
  auto facts = ExtractFrom(
      "'Widow' Review\n\nOn \"The Widow,\" Floris Kest (Al Bex) marries Mahaut. His first wife is back: it is "
      "Anna Kest (Vap Hiet, back on the show after three years), Floris's first wife, who was presumed dead. Seraina "
      "mourns her husband, the county surveyor Duri Pad (Curd Cad, seen only in flashbacks).\n");
  EXPECT_TRUE(HasCast(facts, "Vap Hiet", "Anna Kest"));
  EXPECT_TRUE(HasCast(facts, "Curd Cad", "Duri Pad"));
  bool romance = false;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kRelationship && f.type == "romance" &&
        ((f.a == "Floris Kest" && f.b == "Anna Kest") || (f.a == "Anna Kest" && f.b == "Floris Kest")))
      romance = true;
  EXPECT_TRUE(romance);
}

// A cast rundown's "X is Major Y, ...": a titled part of one word, in a sentence that casts
// another actor after it, both found. Outside a rundown, "X is Major Y" casts no one.
TEST(CastTest, ATitledPartAfterIsInACastRundown) {
  auto facts = ExtractFrom(
      "'Harbor Lights' Sets Its Cast\n\nPia Lune plays her son, Ivo Renk, a clerk at the harbor. Dara Vennick is Major Colton, Ivo's superior, and "
      "Bram Dorrel plays Lt. Arvo Kemmet, the young officer who guards the port.\n\n"
      "Back home, Tasso Brill is Captain Meers, he says, at least in his own head.\n");
  EXPECT_TRUE(HasCast(facts, "Dara Vennick", "Colton"));
  EXPECT_TRUE(HasCast(facts, "Bram Dorrel", "Arvo Kemmet"));
  EXPECT_FALSE(HasCast(facts, "Tasso Brill", "Meers"));
}

// Credits told in passing: "created by X, who also runs it" (showrunner), "Y wrote it, as
// she did every episode of the new season" (writer), "Z, who has played Det. W since the
// pilot, directed the final hour" (director).
TEST(CrewTest, RunsItWroteItAndTheFinalHour) {
  auto facts = ExtractFrom(
      "'Ferrylight' Sets Its Finale\n\nHirewire\nBy Probe Writer\nMay 27, 2027\n\n"
      "The show was created by Erlin Galap, who also runs it. The premiere was directed by Tuain Tamar. Tepa "
      "Ngato wrote it, as she did every episode of the new season. Mwap Nkand, who has played Det. Pene Iyam "
      "since the pilot, directed the final hour.\n");
  EXPECT_TRUE(HasCrew(facts, "Erlin Galap", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Erlin Galap", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Tepa Ngato", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Mwap Nkand", "director"));
}

// A holiday lineup's credits: "stars as RCMP Sgt. Orla Vance" (a service's initials before the
// part's title), "and Lena Holt is Mina Sark, the pastry chef" (a clause after a play verb),
// "play twin brothers, Ajax and Kip Tarr" (a plural noun and its comma), and "directed it from
// a script by Cleo Banks" (the writer).
TEST(CastCrewTest, AHolidayLineupsCredits) {
  auto facts = testing::ExtractFrom(
      "CBC Sets Its Fall Lineup\nWire\nWednesday, June 5, 2030\n\n\"Tallmoor\" begins its final season Wednesday, "
      "Oct. 2, at 9 p.m. Anya Perl stars as RCMP Sgt. Orla Vance, whose brother turns up in the premiere.\n\n"
      "The new movie is \"A Pinewood Christmas,\" which premieres Saturday, Dec. 14. Tom Reed plays Ivo Marsh, a "
      "widowed ski instructor, and Lena Holt is Mina Sark, the pastry chef who rents his room. Bo Tran directed it "
      "from a script by Cleo Banks.\n\n\"Hollowell\" premieres Sunday, Oct. 20, on HBO. Seve Arno and Ike Dole "
      "play twin brothers, Ajax and Kip Tarr, who inherit a bus company.\n");
  std::set<std::string> seen;
  for (const Fact& f : testing::OfKind(facts, FactKind::kCast)) seen.insert(f.actor + " as " + f.character);
  for (const Fact& f : testing::OfKind(facts, FactKind::kCrew)) seen.insert(f.person + " " + f.role);
  for (const char* want : {"Anya Perl as Orla Vance", "Tom Reed as Ivo Marsh", "Lena Holt as Mina Sark",
                           "Seve Arno as Ajax Tarr", "Ike Dole as Kip Tarr", "Cleo Banks writer", "Bo Tran director"})
    EXPECT_TRUE(seen.count(want)) << want;
}

// A trade story's credits on other works: 'the legal drama "Quillbrook," from Dara Fenn'
// (creator), 'on FX's "Parnell," which they co-created' (both people the sentence opens
// with), '"Kestrel" is now run by Dika Kwan' (showrunner). A bakery "run by" someone is no
// show.
TEST(CastCrewTest, FromTheyCoCreatedAndRunBy) {
  auto facts = testing::ExtractFrom(
      "HBO Hires a Director\nWire\nWednesday, June 5, 2030\n\nHeld for midseason is the legal drama "
      "\"Quillbrook,\" from Dara Fenn, which will premiere in January on CBC.\n\nHBO hired Ana Kudo to direct its "
      "drama \"Kestrel,\" created by Lev Rask. Kudo and Rask last worked together on FX's \"Parnell,\" which they "
      "co-created. \"Kestrel\" is now run by Dika Kwan, a writer on its first two seasons. Its heroine works in a "
      "bakery run by Mira Holt.\n");
  std::set<std::string> seen;
  for (const Fact& f : testing::OfKind(facts, FactKind::kCrew)) seen.insert(f.person + " " + f.role + " " + f.work);
  for (const char* want : {"Dara Fenn creator Quillbrook", "Ana Kudo creator Parnell", "Lev Rask creator Parnell",
                           "Dika Kwan showrunner Kestrel"})
    EXPECT_TRUE(seen.count(want)) << want;
  for (const std::string& f : seen) EXPECT_EQ(f.find("Mira Holt"), std::string::npos) << f;
}

// Producing credits told past a bracketed credit ('X ("Foo") directed the pilot and is also
// an executive producer'), after an article in a list of posts ("showrunner and an
// executive producer"), and by "she" after "but" for the one person named before ("but she
// is still credited as an executive producer").
TEST(CrewTest, ProducerCreditsPastAsidesArticlesAndAPronoun) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Tomas Ferrant (\"Waxwing\") directed the pilot and is also an executive producer.\n\n"
                           "Day-to-day duties belong to Obi Bagwell, who was a staff writer on the original and will "
                           "serve as the revival's showrunner and an executive producer.\n\n"
                           "The other co-creator, Jaco Bezuiden, left the room after the first season, but she is "
                           "still credited as an executive producer.\n");
  EXPECT_TRUE(HasCrew(facts, "Tomas Ferrant", "director"));
  EXPECT_TRUE(HasCrew(facts, "Tomas Ferrant", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Obi Bagwell", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Obi Bagwell", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Jaco Bezuiden", "executive producer"));
}

// "X directed the first four and Y the rest": so many episodes, unsaid, and the verb left out
// for the second name.
TEST(CrewTest, DirectedTheFirstFourAndTheRest) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Sarthe Teron wrote five of the eight episodes and Kareng Terang the other three; Lunse "
                           "Ingti directed the first four and Rongbong Timung the rest.\n");
  EXPECT_TRUE(HasCrew(facts, "Kareng Terang", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Lunse Ingti", "director"));
  EXPECT_TRUE(HasCrew(facts, "Rongbong Timung", "director"));
}

// Credits whose object is the episode just named: "X wrote it; Y directed.", "A and B wrote
// them together".
TEST(CrewTest, WroteItDirectedAndWroteThemTogether) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The series finale airs tonight. Creator Daoh Hasnu wrote it; Gajing Naid directed.\n\n"
                           "Budhu Dung directed the first two episodes. Sani Soreng and Jatru Kerk wrote them "
                           "together.\n");
  EXPECT_TRUE(HasCrew(facts, "Daoh Hasnu", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Gajing Naid", "director"));
  EXPECT_TRUE(HasCrew(facts, "Sani Soreng", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Jatru Kerk", "writer"));
}

// In a cast rundown, "ACTOR is X's grandmother, PART, who ...": the part named after a kin
// description of it.
TEST(CastTest, ActorIsAKinDescriptionThenThePart) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Rosa Scior stars as Kanykei Toktog, a 17-year-old exercise rider. Salvo Scal plays her "
                           "father, Nurbek Toktog, a former veterinarian. Santuzza Ingras is Kanykei's grandmother, "
                           "Begaiym Toktog, who grew up on the summer pastures.\n");
  EXPECT_TRUE(HasCast(facts, "Santuzza Ingras", "Begaiym Toktog"));
}

// "X, who has played him since 1998", "Y has played her for six seasons": the object pronoun
// past a time is the character named before.
TEST(CastTest, PlayedHimSinceAndHerForSeasons) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Ekong Usor dies in his sleep in late June. Mukela Luba, who has played him since 1998, is "
                           "retiring.\n\nPuleng Lekha is written out. Thato Mola has played her for six seasons.\n");
  EXPECT_TRUE(HasCast(facts, "Mukela Luba", "Ekong Usor"));
  EXPECT_TRUE(HasCast(facts, "Thato Mola", "Puleng Lekha"));
}

// "Her portrayer, X, said ...": the character "her" stands for; "Three actors have played
// Sargon: A until 1996, B for the next fifteen years and C since 2011": each of the list.
TEST(CastTest, APortrayerAndAListOfActorsAfterAColon) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Puleng Lekha is written out. Her portrayer, Thato Mola, said the news did not come as a "
                           "surprise.\n\nThree actors have played Sargon: Tufail Razd until 1996, Ishfaq Kach for the "
                           "next fifteen years and Zahoor Bamz since 2011.\n");
  EXPECT_TRUE(HasCast(facts, "Thato Mola", "Puleng Lekha"));
  EXPECT_TRUE(HasCast(facts, "Tufail Razd", "Sargon"));
  EXPECT_TRUE(HasCast(facts, "Ishfaq Kach", "Sargon"));
  EXPECT_TRUE(HasCast(facts, "Zahoor Bamz", "Sargon"));
}

// A recast's other actor: "Y steps into the role" after the part was cast in the sentence,
// "X, who originated the role," after "Z now plays her".
TEST(CastTest, SteppingIntoAndOriginatingTheRole) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Inuwa Bagu, who played the youngest son, Faly Rasol, in the pilot, has exited, and Tijjani "
                           "Dikk steps into the role.\n\nEnobong Ukpo is back, and Inonge Mubi now plays her; Sibeso "
                           "Namak, who originated the role, left the show in 2029.\n");
  EXPECT_TRUE(HasCast(facts, "Tijjani Dikk", "Faly Rasol"));
  EXPECT_TRUE(HasCast(facts, "Inonge Mubi", "Enobong Ukpo"));
  EXPECT_TRUE(HasCast(facts, "Sibeso Namak", "Enobong Ukpo"));
}

// A plural post is the pair's ("A and B co-created the show and serve as co-showrunners"),
// and the one who "takes over" holds the post named before it ("A exits as showrunner; B
// takes over").
TEST(CrewTest, CoShowrunnersAndTakingOver) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Ada Vanc and Tom Reeds co-created the show and serve as co-showrunners.\n\n"
                           "Lu Chenn exits as showrunner of the spinoff; Bo Marr takes over.\n");
  EXPECT_TRUE(HasCrew(facts, "Ada Vanc", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Tom Reeds", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Lu Chenn", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Bo Marr", "showrunner"));
}

// Running a show told of its seasons or after a network's possessive ("ran the first three
// seasons", "has run CBS's drama \"X\"", "left to run Fox's \"Y\""), a list of names that
// "are the show's executive producers", "wrote it with Z", "Z produced." at a clause's end;
// and no credit for one who "had been set to direct" before leaving the project.
TEST(CrewTest, RunningSeasonsAndAListOfTheShowsProducers) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Ada Vanc has run CBS's firefighter drama \"Ember Row\" for five seasons.\n\nCreator Tom "
                           "Reeds ran the first three seasons before leaving. Lu Chenn, who joined in the fourth, left "
                           "after the sixth to run Fox's \"Taiga Line.\" Vanc, Reeds and Bo Marr are the show's executive producers.\n\n"
                           "\"Ember Row\" was created by Reeds, and he wrote it with Ivo Pask. Ola Brun directed the "
                           "finale after Cy Dorn, who had been set to direct it, left the project. Vanc is an executive "
                           "producer, and Eda Holm produced.\n");
  EXPECT_TRUE(HasCrew(facts, "Ada Vanc", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Tom Reeds", "showrunner"));
  EXPECT_TRUE(std::any_of(facts.begin(), facts.end(), [](const Fact& f) {
    return f.kind == FactKind::kCrew && f.person == "Lu Chenn" && f.role == "showrunner" && f.work == "Taiga Line";
  }));
  EXPECT_TRUE(HasCrew(facts, "Ada Vanc", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Tom Reeds", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Bo Marr", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Ivo Pask", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Eda Holm", "producer"));
  EXPECT_TRUE(HasCrew(facts, "Ola Brun", "director"));
  EXPECT_FALSE(HasCrew(facts, "Cy Dorn", "director"));
}

// "X, the senior director who directed the 9,000th episode" and "the supervising producer,
// Y," are crew credits, and no character's occupation; a casting director is no crew, and
// her job is the two words ("casting director", not "director").
TEST(CrewTest, SeniorDirectorsSupervisingProducersAndCastingDirectors) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Iola Venn, the senior director who directed the 9,000th episode, will direct the "
                           "10,000th, and the supervising producer, Elzie Marr, has been promoted to producer. "
                           "Casting director Orla Pike said the show would add two cousins.\n");
  EXPECT_TRUE(HasCrew(facts, "Iola Venn", "director"));
  EXPECT_TRUE(HasCrew(facts, "Elzie Marr", "producer"));
  EXPECT_FALSE(HasCrew(facts, "Orla Pike", "director"));
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAttribute) {
      EXPECT_TRUE(f.entity != "Iola Venn" && f.entity != "Elzie Marr") << f.entity << " " << f.value;
      if (f.entity == "Orla Pike") {
        EXPECT_EQ(f.value, "casting director");
      }
    }
}

// "X, who plays the pilot Y in the drama about a fishing camp on the Moisie River, directed
// the sixth episode": the river that ends the relative clause directs nothing; X does.
TEST(CrewTest, APlaceThatEndsARelativeClauseDirectsNothing) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Ada Vanc plays a pilot. Vanc, who plays the pilot Desneiges Ashini in the drama about a "
                           "fishing camp on the Moisie River, directed the sixth episode of the second season.\n");
  EXPECT_TRUE(HasCrew(facts, "Ada Vanc", "director"));
  EXPECT_FALSE(HasCrew(facts, "Moisie River", "director"));
}

// "X, who produced a documentary about the same stretch of Wisconsin, is an executive
// producer": past the relative clause to X (the place ending it is no one); "Y, who grew up
// in Ohio, is an executive producer" too; "Z directed both." and "W directed Part 1" are
// directing credits.
TEST(CrewTest, ACopulaPastARelativeClauseAndDirectingBoth) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Ada Vanc, who produced a documentary about the same stretch of Wisconsin, is an executive "
                           "producer. Tom Reeds, who grew up in Ohio, is an executive producer too.\n\nLu Chenn wrote "
                           "the first two episodes, and Bo Marr directed both. Ivo Pask directed Part 1, and Eda Holm "
                           "directs Part 2.\n");
  EXPECT_TRUE(HasCrew(facts, "Ada Vanc", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Tom Reeds", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Bo Marr", "director"));
  EXPECT_TRUE(HasCrew(facts, "Ivo Pask", "director"));
  EXPECT_TRUE(HasCrew(facts, "Eda Holm", "director"));
  for (const Fact& f : OfKind(facts, FactKind::kCrew)) EXPECT_TRUE(f.person != "Wisconsin" && f.person != "Ohio");
}

// A "where you've seen her" list under a profile's headline: '"Cresslow" (CBS). Four
// seasons as the hacker Romah Dlam, ...' and 'Her first job, at 17: three episodes as ...'
// are the headline person's parts in the lead line's works.
TEST(CastTest, AWhereYouveSeenHerList) {
  auto facts = ExtractFrom(
      "Where You've Seen Nelda Quincy, the Scene-Stealer Who Just Made Series Regular\n\nBy Ann Example\n\nNBC "
      "promoted Nelda Quincy to series regular on \"Makoshi\" this week.\n\nWhere else you have seen her:\n\n"
      "\"Hobbledene\" (Disney Channel). Her first job, at 17: three episodes as Baptista Sompa, the twin sister the "
      "heroine did not know she had.\n\n\"Cresslowe\" (CBS). Four seasons as the hacker Romah Dlamo, the procedural's "
      "resident wiseacre.\n");
  EXPECT_TRUE(HasCast(facts, "Nelda Quincy", "Baptista Sompa"));
  EXPECT_TRUE(HasCast(facts, "Nelda Quincy", "Romah Dlamo"));
}

// "X, who plays the mine's head of security, Y, will direct the fourth episode": the actor
// directs; the part the relative clause names does not.
TEST(CrewTest, TheActorBeforeWhoPlaysDirects) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Selpa Ettin, who plays the mine's head of security, Kapo Muhun, will direct the fourth "
                           "episode, her first time behind the camera.\n");
  EXPECT_TRUE(HasCrew(facts, "Selpa Ettin", "director"));
  EXPECT_FALSE(HasCrew(facts, "Kapo Muhun", "director"));
  EXPECT_TRUE(HasCast(facts, "Selpa Ettin", "Kapo Muhun"));
}

// "X, a 19-year-old nursing student from Guam, will play Y": the place that ends the
// apposition is no actor; the name that opens the sentence plays the part.
TEST(CastTest, APlaceThatEndsAnAppositionIsNoActor) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Meipo Sapura, a 19-year-old nursing student from Guam, will play Sinina Aiso, the daughter "
                           "of the last navigator on the island.\n");
  EXPECT_TRUE(HasCast(facts, "Meipo Sapura", "Sinina Aiso"));
}

// "X, who worked on a crabber before moving to Los Angeles, wrote the fifth episode": the
// place that ends the relative clause writes nothing; X does.
TEST(CastCrewTest, AWriterPastARelativeClauseEndingInAPlace) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Kemi Adebayo, who worked on a crabber before moving to Los Angeles, wrote the fifth "
                           "episode. Tomas Vell, who grew up in Portland, directed the pilot.\n");
  EXPECT_TRUE(HasCrew(facts, "Kemi Adebayo", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Tomas Vell", "director"));
  for (const Fact& f : facts) EXPECT_NE(f.person, "Los Angeles");
}

// "X, the series' original showrunner," / "Y, the drama's creator,": a post the show's
// possessive names, past an adjective; "the series'" is no apposition that makes X a title.
TEST(CastCrewTest, APostAfterTheSeriesPossessive) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Aubin Renouf, the series' original showrunner, left in October. Cala Moreno, the "
                           "drama's creator, stays on.\n");
  EXPECT_TRUE(HasCrew(facts, "Aubin Renouf", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Cala Moreno", "creator"));
  for (const std::string& name : WorkNames(facts)) EXPECT_NE(name, "Aubin Renouf");
}

// "X, a former public defender, now runs the show with Y": both run it ("now" between the
// subject and the verb).
TEST(CastCrewTest, NowRunsTheShowWith) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Susanne Messervy, a former public defender, now runs the show with Helier Perchard.\n");
  EXPECT_TRUE(HasCrew(facts, "Susanne Messervy", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Helier Perchard", "showrunner"));
}

// "X has written on the cocoa-plantation drama since the pilot" (a modifier between "the"
// and the genre noun); "A and B, both writers on the first two seasons," (a plural post in
// an apposition after "both" is the pair's).
TEST(CastCrewTest, WrittenOnTheDramaAndBothWriters) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Gari Kevau has written on the cocoa-plantation drama since the pilot. Ethelyn "
                           "Shenandoah and Newt Lyons, both writers on the first two seasons, replace him.\n");
  EXPECT_TRUE(HasCrew(facts, "Gari Kevau", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Ethelyn Shenandoah", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Newt Lyons", "writer"));
}

// "X, who recurred through the first season as the port's harbor master, Y, becomes a
// series regular": a casting verb further back than four words; a story word there ("Nell's
// return puts her back under the same roof as her grandmother, Z") casts no one.
TEST(CastCrewTest, RecurredThroughASeasonAs) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Gaudi Karoho, who recurred through the first season as the port's harbor master, Tarube "
                           "Dairi, becomes a series regular.\n\nNell Kilbride (Anouk Devers) is back. Nell's "
                           "return puts her back under the same roof as her grandmother, Oonagh Kilbride (Win "
                           "Dunleavy).\n");
  EXPECT_TRUE(HasCast(facts, "Gaudi Karoho", "Tarube Dairi"));
  EXPECT_FALSE(HasCast(facts, "Nell Kilbride", "Oonagh Kilbride"));
}

// A cast roundup's headings that name the actor first ("OVA BATTISE (Rosanna Beiler)" over
// '..., Battise said.'): the capitals are the actor; once one heading is so, the rest of
// the article's are read so too.
TEST(CastCrewTest, HeadingsThatNameTheActorFirst) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "We asked the cast the same question.\n\nOVA BATTISE (Rosanna Beiler)\n\nRosanna broke off "
                           "her engagement. \"She has a library card,\" Battise said.\n\nORLO LANGLEY (Mose Riehl)\n\n"
                           "Langley is the one cast member saying goodbye.\n");
  EXPECT_TRUE(HasCast(facts, "Ova Battise", "Rosanna Beiler"));
  EXPECT_TRUE(HasCast(facts, "Orlo Langley", "Mose Riehl"));
  EXPECT_FALSE(HasCast(facts, "Rosanna Beiler", "Ova Battise"));
}

// A press kit's entries: "IVALEEN NEWBALL (Goreth Ndayisenga). 39. A special agent ...": the
// heading is the first sentence of the paragraph about the part.
TEST(CastCrewTest, APressKitsEntryLines) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "THE CHARACTERS\n\nIVALEEN NEWBALL (Goreth Ndayisenga). 39. A special agent with the "
                           "DEA.\n\nWELVIN HUDGSON (Dieudonne Havyarimana). 41. Ivaleen's ex-husband, now a "
                           "colonel.\n");
  EXPECT_TRUE(HasCast(facts, "Goreth Ndayisenga", "Ivaleen Newball"));
  EXPECT_TRUE(HasCast(facts, "Dieudonne Havyarimana", "Welvin Hudgson"));
}

// A press notice's blocks: under "CAST", lines "Character: Actor"; under "CREDITS",
// "Directed by A (episodes 1-3) and B (episodes 4-6)" credits both. A "Name: Name" line
// under no cast heading casts no one.
TEST(CastCrewTest, APressNoticesCastAndCreditsBlocks) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "CAST\n\nBenediktus Renwarin: Dougal Takaliuang\nYoakim Renwarin: Corrie Manganang\n\n"
                           "CREDITS\n\nDirected by Obaja Mambor (episodes 1-3) and Lodewijk Kapisa (episodes 4-6).\n\n"
                           "CONTACT\n\nPress Office: Mira Tandel\n");
  EXPECT_TRUE(HasCast(facts, "Dougal Takaliuang", "Benediktus Renwarin"));
  EXPECT_TRUE(HasCast(facts, "Corrie Manganang", "Yoakim Renwarin"));
  EXPECT_TRUE(HasCrew(facts, "Obaja Mambor", "director"));
  EXPECT_TRUE(HasCrew(facts, "Lodewijk Kapisa", "director"));
  for (const Fact& f : facts) EXPECT_NE(f.actor, "Mira Tandel");
}

// "A directed episodes 1-4 and B episodes 5-8": B directs too (the verb left out), and the
// name before "episodes" and their numbers is no title.
TEST(CastCrewTest, DirectedEpisodesByNumberWithTheVerbLeftOut) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Tiburcia Sopale directed episodes 1-4 and Petrona Riloha episodes 5-8.\n");
  EXPECT_TRUE(HasCrew(facts, "Tiburcia Sopale", "director"));
  EXPECT_TRUE(HasCrew(facts, "Petrona Riloha", "director"));
  for (const std::string& name : WorkNames(facts)) EXPECT_NE(name, "Petrona Riloha");
}

// "The first two episodes screen at the Cartagena film festival": a festival, lower case
// too, is no film's cue.
TEST(CastCrewTest, AFilmFestivalInLowerCaseIsNoFilm) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The first two episodes screen at the Cartagena film festival on March 6.\n");
  for (const std::string& name : WorkNames(facts)) EXPECT_NE(name, "Cartagena");
}

// The outlet line "Kessendale Magazine" under the headline: the outlet's name before its
// "Magazine" is no work either, though the article names the college again.
TEST(CastCrewTest, TheOutletsNameIsNoWork) {
  auto facts = ExtractFrom(
      "Alumni Spotlight: Lovell Roughface Goes North for Netflix's 'Edziza'\nKessendale Magazine\nBy Orvie Ayak\n"
      "Wednesday, March 4, 2037\n\nWhen Lovell Roughface left Kessendale in 2026, he did not expect to be cold for "
      "a living. He plays Eldridge Edzerza on Netflix's \"Edziza.\"\n");
  for (const std::string& name : WorkNames(facts)) EXPECT_NE(name, "Kessendale");
}

// "a family of Mountain Jews from Azerbaijan who own a store", "a village at the edge of
// Bardiya National Park in Nepal": a group of people and a place, no titles.
TEST(WorksTest, PeopleAndPlacesAfterOfAreNoTitles) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Yafo Ishak created AMC's \"Qirmiz.\" The drama follows a family of Mountain Jews from "
                           "Azerbaijan who own a jewelry store in Brooklyn. Peacock's \"Maghi,\" a drama about a "
                           "family in a village at the edge of Bardiya National Park in Nepal, ended on Thursday.\n");
  auto works = WorkNames(facts);
  std::sort(works.begin(), works.end());
  EXPECT_EQ(works, (std::vector<std::string>{"Maghi", "Qirmiz", "The Lamplighters"}));  // (the headline's show)
}

// A nominations list: under "BEST DIRECTING, LIMITED SERIES OR TV MOVIE" (a long category
// in capitals) each line 'Name, "Show," "Episode" (Network)' credits its director with the
// show, and the episode's title is a work of its own kind. A winners list's 'Writing: Name,
// "Show," "Episode"' and "X won the writing prize for" credit a writer.
TEST(ExtractCrew, NominationsAndWinnersListLines) {
  auto facts = ExtractFrom(
      "Golden Hour Nominations\n\nAwardsline\nBy Ana Tam\nJuly 14, 2027\n\n"
      "The academy announced its nominees on Tuesday.\n\n"
      "BEST DIRECTING, LIMITED SERIES OR TV MOVIE\n\n"
      "Vico Matam, \"Idjan,\" \"The North Wall\" (FX)\n\n"
      "Pia Sajo, \"Payam,\" \"Cattle on the Cliff\" (Hulu)\n\n"
      "WINNERS\n\n"
      "HBO's \"Harol\" took three prizes.\n\n"
      "Writing: Cas Cuasa, \"Harol,\" \"The Ninth Pig\"\n\n"
      "Later, Dora Velt won the directing prize for \"Harol.\"\n");
  EXPECT_EQ(CrewWorkOf(facts, "Vico Matam", "director"), "Idjan");
  EXPECT_EQ(CrewWorkOf(facts, "Pia Sajo", "director"), "Payam");
  EXPECT_EQ(CrewWorkOf(facts, "Cas Cuasa", "writer"), "Harol");
  EXPECT_TRUE(HasCrew(facts, "Dora Velt", "director"));
  for (const Fact& w : OfKind(facts, FactKind::kWork)) {
    if (w.name == "The North Wall") {
      EXPECT_EQ(w.type, "other");
    }
  }
}

// A streamer's Top 10 column: '2. "Kulintang: Limited Series" (9.4 million).' names the show
// (the part after the colon is the chart's, no subtitle); '5. "The Salt Accounts" (4.8
// million).' is a ranked entry; "the third Filipino series" and 'the Filipino drama "Vakul"'
// make no title of a nationality.
TEST(WorksTest, AStreamingChartsEntries) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Here is the list.\n\n2. \"Kulintang: Limited Series\" (9.4 million). New this week.\n\n"
                           "5. \"The Salt Accounts\" (4.8 million). The documentary dropped Friday.\n\nOn the "
                           "non-English list, the Filipino drama \"Vakul\" debuted at No. 1. It is the third "
                           "Filipino series to top the list.\n");
  auto works = WorkNames(facts);
  std::sort(works.begin(), works.end());
  EXPECT_EQ(works, (std::vector<std::string>{"Kulintang", "The Lamplighters", "The Salt Accounts", "Vakul"}));
}

// "who plays the retired Gurkha sergeant Khadga Gharti": a capitalized modifier of the noun,
// the name after it the part. "She runs the store her late husband, Yakhiil, opened in 1994.
// Rosella Nagan plays her like a general": "her" is no husband.
TEST(ExtractCast, PastACapitalizedModifierAndAHerThatIsNoHusband) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Sukhram Dangar, who plays the retired Gurkha sergeant Khadga Ghart, went next.\n\n"
                           "Sheyva Mardak is the heart of the show. She is 71, she runs the store her late husband, "
                           "Yakhiil, opened in 1994. Rosella Nagan plays her like a general.\n");
  EXPECT_TRUE(HasCast(facts, "Sukhram Dangar", "Khadga Ghart"));
  EXPECT_TRUE(HasCast(facts, "Rosella Nagan", "Sheyva Mardak"));
  EXPECT_FALSE(HasCast(facts, "Rosella Nagan", "Yakhiil"));
}

// Recasts and parts of two actors: "X, who played Ernst, is shooting a film, so Y has taken
// over the role"; "Nohora Jamioy, a weaver from Sibundoy, is played as a girl by A ... and as
// a woman by B"; "Nelcy and Marleny Muchavisoy are both played by C".
TEST(ExtractCast, RecastsTakenOverAndPartsOfTwoActors) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Benan Atenc, who played Ernst Ramlo for two seasons, is shooting a film, so Epim Ulibar "
                           "has taken over the role.\n\nHonor Bellan, who played Antoni Segu for six years, left in "
                           "January. Tibur Orecch took over the part on Monday.\n\nNohora Jamio, a weaver from "
                           "Sibundoy, is played as a girl by Sharik Yatac in the first chapters and as a woman by "
                           "Yulei Pechen after the jump. Her cousins, Nelcy and Marleny Muchavi, are both played by "
                           "Yudy Ipi.\n");
  EXPECT_TRUE(HasCast(facts, "Epim Ulibar", "Ernst Ramlo"));
  EXPECT_TRUE(HasCast(facts, "Tibur Orecch", "Antoni Segu"));
  EXPECT_TRUE(HasCast(facts, "Sharik Yatac", "Nohora Jamio"));
  EXPECT_TRUE(HasCast(facts, "Yulei Pechen", "Nohora Jamio"));
  EXPECT_TRUE(HasCast(facts, "Yudy Ipi", "Marleny Muchavi"));
  EXPECT_TRUE(HasCast(facts, "Yudy Ipi", "Nelcy"));
  EXPECT_FALSE(HasCast(facts, "Sharik Yatac", "Sibundoy"));
}

// Credits told the local way: "Screenplay: Nishi Ritsu. Direction: Sado Itsu, Kaki Eiko."
// (a press notice's labels); "Ender Vilor and Leudy Mavar directed, and ..."; "created the
// series and is again its head writer".
TEST(ExtractCrew, ScreenplayAndDirectionLabelsAndDirectedBeforeAComma) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "STAFF: Original work: a novel. Screenplay: Nishi Ritsu. Direction: Sado Itsu, Kaki Eiko.\n\n"
                           "Ender Vilor and Leudy Mavar directed, and Nelsy Sulba was the executive producer. Britt "
                           "Ingve created the series and is again its head writer.\n");
  EXPECT_TRUE(HasCrew(facts, "Nishi Ritsu", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Sado Itsu", "director"));
  EXPECT_TRUE(HasCrew(facts, "Kaki Eiko", "director"));
  EXPECT_TRUE(HasCrew(facts, "Ender Vilor", "director"));
  EXPECT_TRUE(HasCrew(facts, "Leudy Mavar", "director"));
  EXPECT_TRUE(HasCrew(facts, "Britt Ingve", "writer"));
}

// A cast list that varies its verb: "A plays Kamesh, Hemang Bhat is Archana and B plays Ravi";
// "Eglee Perni is Mama Coromo, and Jhond Perozz, in a handful of episodes, plays Nerio" (past
// an aside a preposition opens). "Tom Ostt is the best thing in it" casts no one.
TEST(ExtractCast, AnActorIsThePartInACastListAndPastAnAside) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Gajen Shekha plays Kamesh, Hemang Bhat is Archana and Indra Ranaw plays Ravi. The veteran "
                           "Eglee Perni is Mama Coromo, and Jhond Perozz, in a handful of episodes, plays Nerio. Tom "
                           "Ostt is the best thing in it, and he plays Kai.\n");
  EXPECT_TRUE(HasCast(facts, "Hemang Bhat", "Archana"));
  EXPECT_TRUE(HasCast(facts, "Eglee Perni", "Mama Coromo"));
  EXPECT_TRUE(HasCast(facts, "Jhond Perozz", "Nerio"));
  for (const Fact& f : OfKind(facts, FactKind::kCast)) EXPECT_NE(f.character, "the best thing");
}

// "Bimla's son, Bhanu Tibre, 24, who looks exactly like his great-grandfather, because Jamwa
// plays him too": an object pronoun before "too" is the part named before.
TEST(ExtractCast, PlaysHimToo) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Vikram Jamwa played the founder. The second leap brought the fourth generation: Bimla's "
                           "son, Bhanu Tibre, 24, who looks exactly like his great-grandfather, because Jamwa plays "
                           "him too.\n");
  EXPECT_TRUE(HasCast(facts, "Vikram Jamwa", "Bhanu Tibre"));
}

// "has played Shawano County Sheriff Ruel Pecore since the pilot": the county and the office
// before the title are no part of the character's name.
TEST(CastCrewTest, APartAfterAPlaceAndAnOfficialsTitle) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Ivo Brandt, who has played Marlow County Sheriff Ruel Hatch since the pilot, is now a "
                           "series regular.\n");
  EXPECT_TRUE(HasCast(facts, "Ivo Brandt", "Ruel Hatch"));
}

// Crew in everyday sentences: "The season's executive producers are A, the showrunner since
// the first season, and B"; "is an executive producer with C and with the actress D, who
// also narrates"; "created by the late E"; "F directed all eight."; "her executive
// producer, G."
TEST(CastCrewTest, CrewPastDescriptionsASecondWithTheLateAndAllEight) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The season's executive producers are Seraya Bell, the showrunner since the first "
                           "season, and Avram Kobb. Ines Sqalli is an executive producer with Driss Lahd and with the "
                           "actress Dorra Mezz, who also narrates. It was created by the late Menno Twell, who sold "
                           "the format on a single page. Jokha Alkin directed all eight. The finale is a sit-down "
                           "between the host and her executive producer, Naji Somm.\n");
  EXPECT_TRUE(HasCrew(facts, "Seraya Bell", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Seraya Bell", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Avram Kobb", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Driss Lahd", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Dorra Mezz", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Menno Twell", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Jokha Alkin", "director"));
  EXPECT_TRUE(HasCrew(facts, "Naji Somm", "executive producer"));
}

// A critic's essay: "Hikmat Tal, a veteran of procedurals, who ran the fourth, fifth and sixth
// seasons" is a showrunner; "The finale was directed, as the pilot was, by Jarrell Hyde".
TEST(CastCrewTest, RanTheFourthFifthAndSixthSeasonsAndDirectedPastAnAside) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "What it got was Hikmat Tal, a veteran of network procedurals, who ran the fourth, fifth "
                           "and sixth seasons. The finale was directed, as the pilot was, by Jarrell Hyde, and it has "
                           "the pilot's patience.\n");
  EXPECT_TRUE(HasCrew(facts, "Hikmat Tal", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Jarrell Hyde", "director"));
}

// A sports page: "Nobody is taking it better than Dex Watt. The former Royals closer, who
// retired in 2035, now plays the harbormaster Lavo Creek on "Trellis Cove"": the description
// opening the sentence is the person just named.
TEST(CastCrewTest, ADescriptionOfThePersonJustNamedPlaysAPart) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Nobody is taking the bump better than Dex Watt. The former Royals closer, who retired in "
                           "2035 with 214 saves, now plays the harbormaster Lavo Creek on \"Trellis Cove,\" and he "
                           "said he would have been at the ballpark.\n");
  EXPECT_TRUE(HasCast(facts, "Dex Watt", "Lavo Creek"));
}

// A reboot's room: "X created the reboot and will be its showrunner and an executive
// producer"; "A and B are staff writers"; "Maela Hann, who played the original's heroine,
// Arminda Jard, has a consulting producer credit" (the player's credit, not the part's).
TEST(CastCrewTest, ARebootsRoomWillBeStaffWritersAndACreditOfThePlayer) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Scholastika Pesch created the reboot and will be its showrunner and an executive producer. "
                           "Serafine Losk and Jacob Ghos are staff writers. Maela Hann, who played the original's "
                           "heroine, Arminda Jard, has a consulting producer credit on the reboot.\n");
  EXPECT_TRUE(HasCrew(facts, "Scholastika Pesch", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Scholastika Pesch", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Serafine Losk", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Jacob Ghos", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Maela Hann", "producer"));
  EXPECT_FALSE(HasCrew(facts, "Arminda Jard", "producer"));
}

// A biopic's casting: "has cast Anhar Sab, Soenita Ram and Sharat Cho to play Theresine Vall
// at three ages": each actor of the list plays her. Not "is in talks to play" with no list.
TEST(CastCrewTest, ThreeActorsCastToPlayOnePart) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The biopic, about the singer Theresine Vall, has cast Anhar Sab, Soenita Ram and Sharat "
                           "Cho to play Theresine Vall at three ages. Reports had Taufi Heka in talks to play the "
                           "sheriff, Onni Mala.\n");
  EXPECT_TRUE(HasCast(facts, "Anhar Sab", "Theresine Vall"));
  EXPECT_TRUE(HasCast(facts, "Soenita Ram", "Theresine Vall"));
  EXPECT_TRUE(HasCast(facts, "Sharat Cho", "Theresine Vall"));
}

// Voice casts: "returns to voice X", "is again the voice of his wife, X", "still voices their
// son, X", and "gives him a voice" for the character named just before.
TEST(CastCrewTest, VoicePartsInTheFormsAnimationPressWrites) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Emir Dahl returns to voice Fio Brandt, the foreman at the center of the show, and Zora "
                           "Pell is again the voice of his wife, Clio Brandt. Adam Stone still voices their son, "
                           "Quin, who is 12.\n\nThe town grump is Marceau, a raccoon who runs the bait shop. Cory "
                           "Vale gives him a voice like a tire going flat.\n");
  EXPECT_TRUE(HasCast(facts, "Emir Dahl", "Fio Brandt"));
  EXPECT_TRUE(HasCast(facts, "Zora Pell", "Clio Brandt"));
  EXPECT_TRUE(HasCast(facts, "Adam Stone", "Quin"));
  EXPECT_TRUE(HasCast(facts, "Cory Vale", "Marceau"));
}

// "the first from Gul Adin, who created it and is its showrunner" (creator of the work
// talked of); "Ulrik Ost returns to direct the premiere"; "Evdo Borg, who directed the pilot
// and is an executive producer with Tugu Zhek, returns to direct the finale" (the one the
// relative clause is of, not the partner after "with").
TEST(CastCrewTest, CreatedItReturnsToDirectAndAPartnerInARelativeClause) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The series is the first from Gul Adin, who created it and is its showrunner. Ulrik Ost "
                           "returns to direct the premiere. Evdo Borg, who directed the pilot and is an executive "
                           "producer with Tugu Zhek, returns to direct the finale.\n");
  EXPECT_TRUE(HasCrew(facts, "Gul Adin", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Ulrik Ost", "director"));
  EXPECT_TRUE(HasCrew(facts, "Evdo Borg", "director"));
  EXPECT_FALSE(HasCrew(facts, "Tugu Zhek", "director"));
}

// "created, written and directed by X" (three roles before one "by"); 'runs "Girotondo" as
// showrunner' (a quoted title right after the verb); 'will create and run "Juniko"'.
TEST(CastCrewTest, ThreeRolesBeforeByAndRunsAQuotedTitle) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The puppet series \"Mundi\" was created, written and directed by Rosa Joli. The spinoff "
                           "\"Girotondo\" premieres Saturday, and Jakub Much runs \"Girotondo\" as showrunner. Mira "
                           "Smaj will create and run \"Juniko,\" an animated series for Netflix.\n");
  EXPECT_TRUE(HasCrew(facts, "Rosa Joli", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Rosa Joli", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Rosa Joli", "director"));
  EXPECT_EQ(CrewWorkOf(facts, "Jakub Much", "showrunner"), "Girotondo");
  EXPECT_EQ(CrewWorkOf(facts, "Mira Smaj", "creator"), "Juniko");
}

// "The same statement named Hedda Skrz as the new showrunner", "Hulu has named Ivo Marsh as its
// interim showrunner": the one a verb of hiring names before "as" holds the post.
TEST(CastCrewTest, NamedAsTheNewShowrunner) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The studio confirmed the exit. The same statement named Hedda Skrz as the new showrunner. "
                           "Later, Hulu named Ivo Marsh as its interim showrunner.\n");
  EXPECT_TRUE(HasCrew(facts, "Hedda Skrz", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Ivo Marsh", "showrunner"));
}

// "created for television by Agna Geos, who wrote the game's story, and Gusti Mers, a veteran
// of HBO dramas": the list goes on past a relative clause set off by commas.
TEST(CastCrewTest, ACreatorListPastARelativeClause) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The series was created for television by Agna Geos, who wrote the game's story, and Gusti "
                           "Mers, a veteran of HBO dramas.\n");
  EXPECT_TRUE(HasCrew(facts, "Agna Geos", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Gusti Mers", "creator"));
}

// "The series was created by A and B. The two are its showrunners." / "Both are executive
// producers.": a plural copula after "the two" or "both" credits the pair named just before.
TEST(CastCrewTest, TheTwoAreItsShowrunners) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The series was created by Agna Geos and Gusti Mers. The two are its showrunners.\n\nThe "
                           "finale was written by Ivo Marsh and Ada Lind. Both are executive producers.\n");
  EXPECT_TRUE(HasCrew(facts, "Agna Geos", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Gusti Mers", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Ivo Marsh", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Ada Lind", "executive producer"));
}

// A finale recap's credits: "Chiqui Dac (Concordia) and Ariel Lag (Florante) anchored the older
// generation": the one-word bracket is the given name of a part named before, so the full name
// outside is the actor. "Councillor Bryce Had (Morrow)" keeps the press's surname of an actor.
TEST(CastCrewTest, ActorBeforeTheGivenNameOfAPartNamedBefore) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Concordia Montel lost a daughter in the fire, and her husband, Florante Montel, has known "
                           "the truth for years.\n\nChiqui Dac (Concordia) and Ariel Lag (Florante) anchored the older "
                           "generation all season.\n\nThey join Gethin Morr, set as Councillor Bryce Had (Morr).\n");
  EXPECT_TRUE(HasCast(facts, "Chiqui Dac", "Concordia Montel"));
  EXPECT_TRUE(HasCast(facts, "Ariel Lag", "Florante Montel"));
  EXPECT_FALSE(HasCast(facts, "Concordia Montel", "Chiqui Dac"));
}

// A network release's boilerplate heading, "ABOUT THE SERIES", is page furniture: no work.
TEST(WorksTest, AReleasesAboutTheSeriesHeadingIsNoWork) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "\"Codrin\" airs Tuesdays at 10/9c on CBS.\n\nABOUT THE SERIES\n\nCODRIN follows the small "
                           "police department of a Chesapeake Bay town.\n");
  for (const std::string& name : WorkNames(facts)) EXPECT_EQ(name.find("About"), std::string::npos) << name;
}

// Recasts and flashbacks: "takes over the role of Jen Wap, Getano's sister, from Vael Tuum, who
// played her in season one" (past the part's apposition to the one before); "Their father,
// Mbori Gbar, died in the first season; Spir Akch played him in flashbacks."
TEST(CastCrewTest, TakesOverFromPastAnAppositionAndPlayedHimInFlashbacks) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Hep Pasil takes over the role of Jen Wap, Getano's 19-year-old sister, from Vael Tuum, who "
                           "played her in season one.\n\nTheir father, Mbori Gbar, died in the first season; Spir Akch "
                           "played him in flashbacks.\n");
  EXPECT_TRUE(HasCast(facts, "Hep Pasil", "Jen Wap"));
  EXPECT_TRUE(HasCast(facts, "Vael Tuum", "Jen Wap"));
  EXPECT_TRUE(HasCast(facts, "Spir Akch", "Mbori Gbar"));
}

// "Edil Ipua, the 19-year-old salt raker Ezat Onzi has played since the season began, is her
// daughter": a relative clause with its object gone, after the part's description.
TEST(CastCrewTest, ThePartAnActorHasPlayedSince) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Then there is the reveal: Edil Ipua, the 19-year-old salt raker Ezat Onzi has played since "
                           "the season began, is Ester's daughter.\n");
  EXPECT_TRUE(HasCast(facts, "Ezat Onzi", "Edil Ipua"));
}

// "Yona, in the suit as Fulmar, has him pinned": a masked identity, no part; "Luise Kowa, who
// plays Yona," keeps Yona a character.
TEST(CastCrewTest, InTheSuitAsACodenameIsNoPart) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The masked man has spent the season leaving wet footprints in Yona Madmo's apartment.\n\n"
                           "The reveal comes on the breakwater. Yona, in the suit as Fulmar, has him pinned against the "
                           "rocks.\n\nFor a second Luise Kowa, who plays Yona, looks about nine years old.\n");
  EXPECT_FALSE(HasCast(facts, "Yona Madmo", "Fulmar"));
  EXPECT_TRUE(HasCast(facts, "Luise Kowa", "Yona Madmo"));
}

// "Verbena Talliford (Ora Bell) ...": a sentence's first word that is also an ordinary word
// ("verbena") is a given name when the actor follows in brackets or the article writes it
// as a name inside a sentence, even where another character completes the surname: the
// bracket's actor plays the mother, not the son named after her.
TEST(CastTest, OrdinaryWordOpeningASentenceIsAGivenNameBeforeAnActorInBrackets) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Verbena Talliford (Ora Bell) runs the hotel. Tobias Talliford (Lafayette Frane) "
                           "learns the truth about his father.\n");
  EXPECT_TRUE(HasCast(facts, "Ora Bell", "Verbena Talliford"));
  EXPECT_FALSE(HasCast(facts, "Ora Bell", "Tobias Talliford"));
  EXPECT_TRUE(HasCast(facts, "Lafayette Frane", "Tobias Talliford"));
  auto later = ExtractFrom(std::string(kHead) +
                           "Verbena Talliford runs the hotel. Tobias Talliford (Lafayette Frane) is Verbena's son.\n");
  bool family = false;
  for (const Fact& f : later)
    if (f.kind == FactKind::kRelationship && f.type == "family" &&
        ((f.a == "Verbena Talliford" && f.b == "Tobias Talliford") ||
         (f.a == "Tobias Talliford" && f.b == "Verbena Talliford")))
      family = true;
  EXPECT_TRUE(family);
}

// "Writer-creator Noor Haddad": a compound of two roles is a role before the name, not a
// part of it.
TEST(CrewTest, HyphenatedRoleCompoundIsNoPartOfTheName) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Writer-creator Noor Haddad, who grew up in a river town, returns to write all eight "
                           "episodes. Writer-director Ilse Brand directs the finale.\n");
  EXPECT_TRUE(HasCrew(facts, "Noor Haddad", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Ilse Brand", "director"));
  for (const Fact& f : OfKind(facts, FactKind::kCrew)) EXPECT_EQ(f.person.find("Writer-"), std::string::npos);
}

// "Noor Haddad, Saltmarsh's creator and showrunner": a title's possessive before the roles of
// an apposition; a network's ("Africa Magic's director of content") is no credit.
TEST(CrewTest, ApposedRolesAfterATitlesPossessive) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The villain of \"Saltmarsh\" is Ottoline. Noor Haddad, Saltmarsh's creator and "
                           "showrunner, wrote the part for her. Ilse Brand, Africa Magic's director of content, "
                           "said the channel was proud.\n");
  EXPECT_TRUE(HasCrew(facts, "Noor Haddad", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Noor Haddad", "showrunner"));
  EXPECT_FALSE(HasCrew(facts, "Ilse Brand", "director"));
}

// "Saltmarsh is the creation of playwright Noor Haddad", "the brainchild of X": the creator;
// "the creation of Ottoline (Ana Diaz)", a character with her actor, is no credit.
TEST(CrewTest, CreationAndBrainchildOfNameTheCreator) {
  auto facts = ExtractFrom(std::string(kHead) + "Saltmarsh is the creation of playwright Noor Haddad.\n");
  EXPECT_TRUE(HasCrew(facts, "Noor Haddad", "creator"));
  auto brain = ExtractFrom(std::string(kHead) + "The drama is the brainchild of Ilse Brand, a former lawyer.\n");
  EXPECT_TRUE(HasCrew(brain, "Ilse Brand", "creator"));
  auto part = ExtractFrom(std::string(kHead) + "The creation of Ottoline Marsh (Ana Diaz) is the hour's twist.\n");
  EXPECT_FALSE(HasCrew(part, "Ottoline Marsh", "creator"));
}

// "Haddad and the producer Ilse Brand are the executive producers": both hold the plural
// post, past the second name's own description.
TEST(CrewTest, PairWithDescribedSecondNameBeforeAPluralPost) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Series creator Noor Haddad spoke to us. Haddad and the producer Ilse Brand are the "
                           "executive producers.\n");
  EXPECT_TRUE(HasCrew(facts, "Noor Haddad", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Ilse Brand", "executive producer"));
}

// "creator X returns as lead writer and executive producer": the roles one returns as; "Y, who
// co-created the series with Z, returns as director" is Y's, not Z's.
TEST(CrewTest, ReturnsAsRolesAndTheRelativeClausesName) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Behind the camera, series creator Noor Haddad returns as lead writer and executive "
                           "producer. Ilse Brand, who co-created the series with Haddad, returns as director.\n");
  EXPECT_TRUE(HasCrew(facts, "Noor Haddad", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Noor Haddad", "executive producer"));
  EXPECT_TRUE(HasCrew(facts, "Ilse Brand", "director"));
  EXPECT_FALSE(HasCrew(facts, "Noor Haddad", "director"));
}

// '... his last words, "Not Hallgrim."': an ordinary word opening a quotation is no part of the
// name after it.
TEST(CastTest, OrdinaryWordOpeningAQuotationIsNoPartOfAName) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "He dies in Zephyrine's arms, and his last words -- \u201cNot Hallgrim. Your brother.\u201d -- "
                           "will get people killed. Hallgrim (Ade Lund), the king's son, takes the throne anyway.\n");
  EXPECT_TRUE(HasCast(facts, "Ade Lund", "Hallgrim"));
  EXPECT_FALSE(HasCast(facts, "Ade Lund", "Not Hallgrim"));
}

// "X is back as Elva and Arville's son, Ancil" (two possessors); "She is played by X" after "a
// Little Rock lawyer" (a name that modifies a noun is no referent); 'X, best known for BBC
// Scotland's "Findochty," will play Y' (the apposition's comma inside the quotation marks);
// "follows the Hrubec family as their Nebraska dairy farm slides" (no part).
TEST(CastTest, TwoPossessorsPronounPartApposedActorAndNoPartAfterTheir) {
  auto pair = ExtractFrom(std::string(kHead) + "Ivo Lenz is back as Elva and Arville's son, Ancil Caudill, who "
                                               "came home from the Army.\n");
  EXPECT_TRUE(HasCast(pair, "Ivo Lenz", "Ancil Caudill"));
  EXPECT_FALSE(HasCast(pair, "Ivo Lenz", "Elva"));
  auto pronoun = ExtractFrom(std::string(kHead) +
                             "Euel's younger sister, Ethelene Coffelt, a Little Rock lawyer, comes back in the "
                             "premiere. She is played by Sila Nardo.\n");
  EXPECT_TRUE(HasCast(pronoun, "Sila Nardo", "Ethelene Coffelt"));
  auto apposed = ExtractFrom(std::string(kHead) +
                             "Scot Mazza, best known for four series of BBC Scotland's \"Findochty,\" will play "
                             "Goliath's younger brother, Plato Herne.\n");
  EXPECT_TRUE(HasCast(apposed, "Scot Mazza", "Plato Herne"));
  auto family = ExtractFrom(std::string(kHead) +
                            "The drama follows three generations of the Hrubec family as their Nebraska dairy farm "
                            "slides toward auction. Jouni Rautio plays the patriarch, Vaclav Hrubec.\n");
  EXPECT_TRUE(HasCast(family, "Jouni Rautio", "Vaclav Hrubec"));
  for (const Fact& f : OfKind(family, FactKind::kCast)) EXPECT_NE(f.character, "Nebraska");
}

// "Ada played Bo's older sister, Nell, and he played her kid brother, Tam": the pronoun after "and"
// that takes over the play verb is the other actor the clause names.
TEST(CastTest, PronounTakingOverThePlayVerbIsTheOtherActor) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Ada Lind and Bo Rask lead the cast. A decade ago, on Fox's family comedy \"Half Acre,\" "
                           "Lind played Rask's older sister, Nell, and he played her hopeless kid brother, Tam.\n");
  EXPECT_TRUE(HasCast(facts, "Ada Lind", "Nell"));
  EXPECT_TRUE(HasCast(facts, "Bo Rask", "Tam"));
  EXPECT_FALSE(HasCast(facts, "Ada Lind", "Tam"));
}

// "created by Ann Roe and Jem Ode, who also directs the premiere": a relative clause whose verb is
// in the singular is of the last name alone; "who also direct" is of both.
TEST(CrewTest, SingularVerbOfARelativeClauseAfterAPair) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Saltmarsh was created by Ann Roe and Jem Ode, who also directs the premiere.\n");
  EXPECT_TRUE(HasCrew(facts, "Jem Ode", "director"));
  EXPECT_FALSE(HasCrew(facts, "Ann Roe", "director"));
  auto both = ExtractFrom(std::string(kHead) +
                          "Saltmarsh was created by Ann Roe and Jem Ode, who also direct the premiere.\n");
  EXPECT_TRUE(HasCrew(both, "Ann Roe", "director"));
}

// "Checo rolls into town, and Ivo Lenz, best known as the bartender Thurl on CBS's "Last Round,"
// plays him as a man who never reads a room": the actor after "and", past his apposition.
TEST(CastTest, ActorAfterAndPastAnAppositionOfAnEarlierPart) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Checo, a former defenseman from Saskatoon, rolls into town to drop the puck, and Ivo Lenz, "
                           "best known as the bartender Thurl Tolman on CBS's \"Last Round,\" plays him as a man who "
                           "has never once read a room.\n");
  EXPECT_TRUE(HasCast(facts, "Ivo Lenz", "Checo"));
}

// "Dellie's younger sister, Carlene Crockett, arrives in the March 10 episode, with Ada Kisa in the
// role": the actor named with "in the role" plays the part named before in the sentence.
TEST(CastTest, WithActorInTheRole) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Nibley also confirmed that Dellie's younger sister, Carlene Crockett, arrives from "
                           "Baltimore in the March 10 episode, with Ada Kisa in the role.\n");
  EXPECT_TRUE(HasCast(facts, "Ada Kisa", "Carlene Crockett"));
}

// "The show's creators, X and Y, who met in the writers' room of NBC's Foo": a plural role's
// pair in apposition, and a place in a writers' room is a writing credit on that show.
TEST(CrewTest, CreatorsPairInAppositionAndAWritersRoom) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "\"Quidnet\" is a new Peacock comedy. The show's creators, Maran Lipang and Galih Agong, "
                           "who met in the writers' room of NBC's \"Bay Street Fire,\" are clear about what they "
                           "were after. Dov Amsel came up in the \"Harrow Point\" writers' room.\n");
  EXPECT_TRUE(HasCrew(facts, "Maran Lipang", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Galih Agong", "creator"));
  bool lipang_wrote_bay_street = false, amsel_wrote_harrow = false;
  for (const Fact& f : facts) {
    if (f.kind != FactKind::kCrew || f.role != "writer") continue;
    lipang_wrote_bay_street = lipang_wrote_bay_street || (f.person == "Maran Lipang" && f.work == "Bay Street Fire");
    amsel_wrote_harrow = amsel_wrote_harrow || (f.person == "Dov Amsel" && f.work == "Harrow Point");
  }
  EXPECT_TRUE(lipang_wrote_bay_street);
  EXPECT_TRUE(amsel_wrote_harrow);
}

// "a documentary director making her scripted debut" writes nothing (the participle after a
// determiner is an adjective); "The playwright X joined the staff ... at the Abbey and wrote
// the seventh episode": the subject past a job before the name and a place in the verb phrase.
TEST(CrewTest, ScriptedDebutAndAJobBeforeTheJoinedVerbsSubject) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "\"Crosshaven\" is an RTE One drama. Toinette Cayrol takes the opening block; Njoki Gakii, "
                           "a documentary director making her scripted debut, takes episodes four and five. The "
                           "playwright Mariette Teyssedre joined the staff this year after two plays at the Abbey and "
                           "wrote the season's seventh episode.\n");
  EXPECT_FALSE(HasCrew(facts, "Toinette Cayrol", "writer"));
  EXPECT_FALSE(HasCrew(facts, "Njoki Gakii", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Mariette Teyssedre", "writer"));
}

// A long-running show's people told in passing: "created by X, who wrote Margery's first
// scene" (a writer too), "the show's executive producer, who has run it since 2018" (its
// showrunner), "the show's first director, Y" (its director).
TEST(CrewTest, ALongRunningShowsPeopleToldInPassing) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "\"Cinderby\" is a BBC One hospital drama. The series was created by Hendrikje Bos, who "
                           "wrote Margery's first scene. \"Margery was the hospital,\" said Albertje Woord, the "
                           "show's executive producer, who has run it since 2018. Holzknecht is married off screen to "
                           "the show's first director, Willempje Schreur.\n");
  EXPECT_TRUE(HasCrew(facts, "Hendrikje Bos", "writer"));
  EXPECT_TRUE(HasCrew(facts, "Albertje Woord", "showrunner"));
  EXPECT_TRUE(HasCrew(facts, "Willempje Schreur", "director"));
}

// "X has played her since the first episode": "her" is the character named last, three
// sentences back when the two before name no one; not a place's word before its number ("Ward
// 3"), nor the rest of a title's name ("Cinderby Cottage Hospital").
TEST(CastTest, PlayedHerReachesPastSentencesThatNameNoOne) {
  auto facts = ExtractFrom("Sister Margery Wintle of 'Cinderby' Dies at 71\n\nOutlet\n\n"
                           "Spoiler warning: this obituary discusses Saturday's episode of \"Cinderby.\"\n\n"
                           "Sister Margery Wintle, who ran Ward 3 of Cinderby Cottage Hospital through 26 series of the "
                           "BBC One drama, died on Saturday night's episode. She was 71.\n\n"
                           "Her death ends the longest run of any character in British medical drama. Christl "
                           "Holzknecht has played her since the first episode in 2001.\n");
  EXPECT_TRUE(HasCast(facts, "Christl Holzknecht", "Margery Wintle"));
  EXPECT_FALSE(HasCast(facts, "Christl Holzknecht", "Ward"));
  EXPECT_FALSE(HasCast(facts, "Christl Holzknecht", "Cottage Hospital"));
}

// "who took over in 2009 from the show's late creator, Savo Jovicevic": a creator who has died
// is still the creator.
TEST(CrewTest, TheShowsLateCreator) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "\"Harvest Ridge\" is a CBS soap. Executive producer Milunka Dukanovic, who took over in "
                           "2009 from the show's late creator, Savo Jovicevic, said only that the hour was special.\n");
  EXPECT_TRUE(HasCrew(facts, "Savo Jovicevic", "creator"));
  EXPECT_TRUE(HasCrew(facts, "Milunka Dukanovic", "executive producer"));
}

// One actor, two parts: "X voices Vitalie and also his father, Grigore", and past the first
// part's own description ("..., a winemaker who ..., and also Vitalie's father, Grigore").
TEST(CastTest, OneActorAndASecondPartDescribedBeforeItsName) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Jofre Pazmino voices the patriarch, Vitalie Cebotari, a winemaker who has never sold a "
                           "bottle at a profit, and also Vitalie's father, Grigore, who died in the pilot. Ana Ruiz "
                           "plays Dana Price and also her mother, Ines Price.\n");
  EXPECT_TRUE(HasCast(facts, "Jofre Pazmino", "Vitalie Cebotari"));
  EXPECT_TRUE(HasCast(facts, "Jofre Pazmino", "Grigore"));
  EXPECT_TRUE(HasCast(facts, "Ana Ruiz", "Ines Price"));
}

}  // namespace showgraph
