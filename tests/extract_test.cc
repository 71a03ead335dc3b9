// Works, cast, crew, airings and quotes in the forms the press writes them. Every
// sentence here is invented for the test.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "showgraph/extractor.h"
#include "showgraph/reader.h"

namespace showgraph {
namespace {

Document MakeDoc(const std::string& text, const std::string& published = "") {
  auto doc = DocumentFromBuffer("t.txt", text, InputFormat::kText);
  EXPECT_TRUE(doc.ok()) << doc.status().ToString();
  Document d = doc.value();
  if (!published.empty()) d.meta.published = published;
  return d;
}

std::vector<Fact> ExtractFrom(const std::string& text, const std::string& published = "") {
  return Extractor().Extract(MakeDoc(text, published));
}

std::vector<Fact> OfKind(const std::vector<Fact>& facts, FactKind kind) {
  std::vector<Fact> out;
  for (const auto& f : facts)
    if (f.kind == kind) out.push_back(f);
  return out;
}

// The names of the work facts, in order.
std::vector<std::string> WorkNames(const std::vector<Fact>& facts) {
  std::vector<std::string> names;
  for (const auto& f : OfKind(facts, FactKind::kWork)) names.push_back(f.name);
  return names;
}

bool HasCast(const std::vector<Fact>& facts, const std::string& actor, const std::string& character) {
  return std::any_of(facts.begin(), facts.end(), [&](const Fact& f) {
    return f.kind == FactKind::kCast && f.actor == actor && f.character == character;
  });
}

bool HasCrew(const std::vector<Fact>& facts, const std::string& person, const std::string& role) {
  return std::any_of(facts.begin(), facts.end(), [&](const Fact& f) {
    return f.kind == FactKind::kCrew && f.person == person && f.role == role;
  });
}

const char* kHead = "The Lamplighters Season 3 Preview\n\nTV Guide\n\n";

std::string SpeakerOfQuote(const std::vector<Fact>& facts, const std::string& text_start);

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

// The cast fact of a pair, or nullptr.
const Fact* CastOf(const std::vector<Fact>& facts, const std::string& actor, const std::string& character) {
  for (const auto& f : facts)
    if (f.kind == FactKind::kCast && f.actor == actor && f.character == character) return &f;
  return nullptr;
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
  EXPECT_TRUE(HasCast(facts, "Ada Quell", "DCI Rhona Vey"));
  EXPECT_TRUE(HasCast(facts, "Bram Tolliver", "DS Colm Ash"));
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

// The crew fact of a person and role, or nullptr.
const Fact* CrewOf(const std::vector<Fact>& facts, const std::string& person, const std::string& role) {
  for (const auto& f : facts)
    if (f.kind == FactKind::kCrew && f.person == person && f.role == role) return &f;
  return nullptr;
}

// The work a crew credit names, or "(no such credit)".
std::string CrewWorkOf(const std::vector<Fact>& facts, const std::string& person, const std::string& role) {
  const Fact* f = CrewOf(facts, person, role);
  return f ? f->work : "(no such credit)";
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

TEST(NameTest, AnOrdinaryWordThatIsTheDocumentsSurnameIsThatPerson) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "The series comes from writer Ansel Baker. \"Every town keeps a secret,\" Baker said. "
                           "Baker executive produces with Ruth Ng.\n");
  auto quotes = OfKind(facts, FactKind::kQuote);
  ASSERT_EQ(quotes.size(), 1u);
  EXPECT_EQ(quotes[0].speaker, "Ansel Baker");
  EXPECT_TRUE(HasCrew(facts, "Ansel Baker", "executive producer"));
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

TEST(NameTest, AHeadlineVerbIsNotPartOfTheName) {
  auto facts = ExtractFrom("FX's 'The Quiet Tide' Casts Ilse Marrow-Tate and Four More\n\nTV Guide\n\n"
                           "Marrow-Tate will lead The Quiet Tide as Maud Penn, the coroner.\n");
  EXPECT_TRUE(HasCast(facts, "Ilse Marrow-Tate", "Maud Penn"));
  for (const auto& f : facts) EXPECT_EQ(f.actor.find("Casts"), std::string::npos);
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

TEST(QuoteTest, InterruptedQuoteIsTwoQuotesOfOneSpeaker) {
  auto quotes = OfKind(ExtractFrom(std::string(kHead) +
                           "Executive producer Ann Q. Rowe joined us. \"We always knew the fire would matter,\" "
                           "Rowe says. \"It was on the board from day one.\"\n"),
                       FactKind::kQuote);
  ASSERT_EQ(quotes.size(), 2u);
  EXPECT_EQ(quotes[0].text, "We always knew the fire would matter,");
  EXPECT_EQ(quotes[0].speaker, "Ann Q. Rowe");
  EXPECT_EQ(quotes[1].text, "It was on the board from day one.");
  EXPECT_EQ(quotes[1].speaker, "Ann Q. Rowe");
}

TEST(QuoteTest, APronounSkipsASpeakerOfTheOtherGender) {
  // Rowe has been "she", Dunmore "he": a later "she says" is Rowe's although Dunmore
  // spoke last.
  auto quotes = OfKind(ExtractFrom(std::string(kHead) +
                           "Showrunner Ann Rowe met us on set.\n\n\"I learned to ride,\" she says. \"Four months "
                           "of it. Cal Dunmore kept count.\"\n\nDunmore, reached by phone, disputes it. \"It was "
                           "five months,\" he says.\n\nWhat should viewers take away?\n\nShe thinks for a while.\n\n"
                           "\"That you can forgive someone and still leave,\" she says finally.\n"),
                       FactKind::kQuote);
  ASSERT_EQ(quotes.size(), 4u);  // the first quotation is interrupted: two quotes
  EXPECT_EQ(quotes[0].speaker, "Ann Rowe");
  EXPECT_EQ(quotes[1].speaker, "Ann Rowe");
  EXPECT_EQ(quotes[2].speaker, "Cal Dunmore");
  EXPECT_EQ(quotes[3].text, "That you can forgive someone and still leave,");
  EXPECT_EQ(quotes[3].speaker, "Ann Rowe");
}

TEST(QuoteTest, AnAppositiveNameBeforeTheVerb) {
  auto quotes = OfKind(ExtractFrom(std::string(kHead) +
                           "Creator Ivo Penhale wrote every episode. \"It was always going to end there,\" he said."
                           "\n\nThe network's head of drama, Polly Reyes, added: \"It belongs on Sunday nights.\"\n"),
                       FactKind::kQuote);
  ASSERT_EQ(quotes.size(), 2u);
  EXPECT_EQ(quotes[1].text, "It belongs on Sunday nights.");
  EXPECT_EQ(quotes[1].speaker, "Polly Reyes");
}

TEST(QuoteTest, TheOutletSheToldIsNoSpeaker) {
  auto doc = MakeDoc(std::string(kHead) +
                     "Showrunner Ada Vey had warned us. \"Nell gets the best day of her life,\" she told Screen "
                     "Owl before the season began. \"That is the show. Nobody wins clean.\"\n\nClemency Orr-Vass "
                     "celebrated the renewal. \"We live to play another day,\" Orr-Vass wrote.\n");
  doc.meta.outlet = "Screen Owl";
  auto quotes = OfKind(Extractor().Extract(doc), FactKind::kQuote);
  ASSERT_EQ(quotes.size(), 3u);
  EXPECT_EQ(quotes[0].speaker, "Ada Vey");
  EXPECT_EQ(quotes[1].speaker, "Ada Vey");
  // A given name that is also an English word opens the sentence: still the full name.
  EXPECT_EQ(quotes[2].speaker, "Clemency Orr-Vass");
}

TEST(QuoteTest, HeIsTheSubjectNotThePersonHandedTheJob) {
  auto quotes = OfKind(ExtractFrom(std::string(kHead) +
                           "Ari Lodge, who created the series and handed the showrunner job to Mira Stone after "
                           "Season 2, said he had known the ending for years. \"I wrote the last scene on a napkin,\" "
                           "he said.\n"),
                       FactKind::kQuote);
  ASSERT_EQ(quotes.size(), 1u);
  EXPECT_EQ(quotes[0].speaker, "Ari Lodge");
}

TEST(QuoteTest, BritishSingleMarksQuoteSpeechButNotTitles) {
  auto quotes = OfKind(ExtractFrom(std::string(kHead) +
                           "Writer Ivo Penhale returns for the new run. \u2018We\u2019ve saved the harbour\u2019s "
                           "oldest secret for last,\u2019 he said. \u2018It was always going to end there.\u2019\n\n"
                           "The finale, \u2018Low Water Mark\u2019, airs in May.\n"),
                       FactKind::kQuote);
  ASSERT_EQ(quotes.size(), 2u);
  EXPECT_EQ(quotes[0].text, "We\u2019ve saved the harbour\u2019s oldest secret for last,");
  EXPECT_EQ(quotes[0].speaker, "Ivo Penhale");
  EXPECT_EQ(quotes[1].text, "It was always going to end there.");
  EXPECT_EQ(quotes[1].speaker, "Ivo Penhale");
}

TEST(QuoteTest, AnActorInBracketsIsNoPronounsReferent) {
  auto quotes = OfKind(
      ExtractFrom(std::string(kHead) +
                  "Showrunner Ines Marlow talked to us about the finale. \"We planned the storm from day one,\" "
                  "Marlow said.\n\n"
                  "In the last scene, the matriarch Hedda Crane (Lotte Vanterpool) walks into the sea.\n\n"
                  "\"I knew people would be angry,\" she said over coffee.\n\n"
                  "\"I read the script twice before I called anyone,\" Vanterpool told us.\n"),
      FactKind::kQuote);
  ASSERT_EQ(quotes.size(), 3u);
  EXPECT_EQ(quotes[1].text, "I knew people would be angry,");
  EXPECT_EQ(quotes[1].speaker, "Ines Marlow");
  EXPECT_EQ(quotes[2].speaker, "Lotte Vanterpool");
}

TEST(QuoteTest, BeforeAnyoneIsQuotedSheIsTheHeadlinesPerson) {
  auto quotes = OfKind(ExtractFrom("\u2018Harbor Lights\u2019 Creator Ines Marlow Talks About the Storm\n\nTV "
                                   "Guide\n\nIn the last scene, the matriarch Hedda Crane (Lotte Vanterpool) walks "
                                   "into the sea.\n\n\"I knew people would be angry,\" she said over coffee.\n"),
                       FactKind::kQuote);
  ASSERT_EQ(quotes.size(), 1u);
  EXPECT_EQ(quotes[0].speaker, "Ines Marlow");
}

TEST(QuoteTest, AttributionBeforeWithPronoun) {
  auto quotes = OfKind(ExtractFrom(std::string(kHead) +
                           "Rosa Lind was candid about the year. She added, \u201CI did not expect the ending at "
                           "all.\u201D\n"),
                       FactKind::kQuote);
  ASSERT_EQ(quotes.size(), 1u);
  EXPECT_EQ(quotes[0].speaker, "Rosa Lind");
}

TEST(QuoteTest, MissingOpeningMark) {
  auto quotes = OfKind(ExtractFrom(std::string(kHead) +
                           "We talked a lot about this at the end of the first season,\u201D showrunner Lia Moss "
                           "tells TV Guide.\n"),
                       FactKind::kQuote);
  ASSERT_EQ(quotes.size(), 1u);
  EXPECT_EQ(quotes[0].text, "We talked a lot about this at the end of the first season,");
  EXPECT_EQ(quotes[0].speaker, "Lia Moss");
}

TEST(QuoteTest, APlatformIsNoOneAPronounCouldMean) {
  auto quotes = OfKind(ExtractFrom(std::string(kHead) +
                                   "Creator Mira Holt confirmed the news in an Instagram post on Monday.\n\n"
                                   "\"We made the show we wanted to make,\" she wrote.\n"),
                       FactKind::kQuote);
  ASSERT_EQ(quotes.size(), 1u);
  EXPECT_EQ(quotes[0].speaker, "Mira Holt");
}

TEST(QuoteTest, AnExecutiveOfTheNetworkIsAPersonNotATitle) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "HBO's Francine Adair, head of drama, praised the season in a statement: \"Nobody "
                           "writes families like this team does.\"\n");
  for (const auto& w : OfKind(facts, FactKind::kWork)) EXPECT_NE(w.name, "Francine Adair");
  auto quotes = OfKind(facts, FactKind::kQuote);
  ASSERT_EQ(quotes.size(), 1u);
  EXPECT_EQ(quotes[0].speaker, "Francine Adair");
}

TEST(QuoteTest, ANetworkSpokesperson) {
  auto quotes = OfKind(ExtractFrom(std::string(kHead) +
                                   "The show will not return, an NBC spokesperson said in a statement. \"We are proud "
                                   "of every episode this team made.\"\n"),
                       FactKind::kQuote);
  ASSERT_EQ(quotes.size(), 1u);
  EXPECT_EQ(quotes[0].speaker, "NBC spokesperson");
}

TEST(QuoteTest, APulledQuotationCreditedOnTheLineAfter) {
  auto quotes = OfKind(ExtractFrom(std::string(kHead) +
                                   "Mara Quint plays Nora Lisle.\n\n\u201cI never rehearsed the scene with anyone. I "
                                   "wanted the first time to be real.\u201d\n\n\u2014 Mara Quint, who plays Nora\n\n"
                                   "- The show \"knows what families inherit,\" and it shows.\n- Ada Fox is great.\n"),
                       FactKind::kQuote);
  ASSERT_GE(quotes.size(), 1u);
  EXPECT_EQ(quotes[0].speaker, "Mara Quint");
  for (const auto& q : quotes) EXPECT_NE(q.speaker, "Ada Fox") << q.text;  // a "-" bullet is no credit
}

TEST(QuoteTest, ScareQuotesTitlesAndSingleWordsAreNotQuotes) {
  auto quotes = OfKind(ExtractFrom(std::string(kHead) +
                           "These \"other people\" arrive at the \"Harvest Ball\" in the \"worst\" way, and it is "
                           "not a \"very special episode,\" Lia Moss says.\n"),
                       FactKind::kQuote);
  EXPECT_TRUE(quotes.empty());
}

TEST(QuoteTest, EvidenceIsTheQuotedText) {
  Document doc = MakeDoc(std::string(kHead) + "\"Nobody leaves this town clean,\" Lia Moss says.\n");
  auto quotes = OfKind(Extractor().Extract(doc), FactKind::kQuote);
  ASSERT_EQ(quotes.size(), 1u);
  ASSERT_FALSE(quotes[0].evidence.empty());
  const Span& e = quotes[0].evidence[0];
  EXPECT_EQ(doc.text.substr(e.start, e.end - e.start), quotes[0].text);
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

// A host's show: the name after "with" in the title stays a person, who can be credited.
TEST(ExtractWorks, HostNameInsideAShowTitleStaysAPerson) {
  auto facts = ExtractFrom(
      "Late Shift Moves\n\n"
      "Starting Monday, Afterhours with Odalys Brennigan airs weeknights at 12:35 a.m. on NBC. "
      "Brennigan, who also executive produces, called the move welcome.\n");
  EXPECT_TRUE(HasCrew(facts, "Odalys Brennigan", "executive producer"));
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

std::string SpeakerOfQuote(const std::vector<Fact>& facts, const std::string& text_start) {
  for (const auto& f : facts)
    if (f.kind == FactKind::kQuote && f.text.starts_with(text_start)) return f.speaker;
  return "<no such quote>";
}

// "she said" after a sentence with two people quoted elsewhere is the main clause's
// subject, not the one in a "when" clause; a director named only as the agent of "directed
// by" gives way to the writer of the sentence before; a character quoted in the recap
// gives way to the credited person who is the sentence's subject.
TEST(ExtractQuotes, PronounSpeakersInTheMainClause) {
  auto facts = ExtractFrom(
      "Saltmarsh Spinoff Ordered\n\n"
      "Saltmarsh stars Ada Brill as Nell Fane. \"Nell has a secret,\" Nell tells Tom in the pilot. "
      "Creator Rafe Dunmore wrote the spinoff. \"Nell was always leaving,\" Dunmore said.\n\n"
      "Brill said she had one request when Dunmore first pitched her the idea.\n\n"
      "\"I asked to keep the boat,\" she said.\n\n"
      "Dunmore, who wrote the finale, said the next season would start with Nell on trial. "
      "The episode was directed by Iris Kemble.\n\n"
      "\"The finale was about what they would lose,\" he said.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "I asked to keep the boat"), "Ada Brill");
  EXPECT_EQ(SpeakerOfQuote(facts, "The finale was about"), "Rafe Dunmore");
}

// "said creator and writer X": the roles joined by "and" stand between verb and name.
TEST(ExtractQuotes, SpeakerAfterTwoJoinedRoles) {
  auto facts = ExtractFrom(
      "Tallowmere Returns\n\n"
      "Maren Osk returns as the constable.\n\n"
      "\"She has spent two series saying she will leave,\" said creator and writer Idunn Castellanos. "
      "\"Now somebody opens the door.\"\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "She has spent two series"), "Idunn Castellanos");
  EXPECT_EQ(SpeakerOfQuote(facts, "Now somebody opens"), "Idunn Castellanos");
}

// In an interview, an answer right after a question whose only attribution is a pronoun
// is the interviewee's (the one quoted most), not the last person of that gender quoted.
TEST(ExtractQuotes, PronounAnswerToAQuestionIsTheInterviewee) {
  auto facts = ExtractFrom(
      "Talking to Priya Vandermolen\n\n"
      "Priya Vandermolen plays the lead in Lanternfield.\n\n"
      "How did you prepare?\n\n"
      "\"I read every draft twice,\" Vandermolen says.\n\n"
      "What was the first day like?\n\n"
      "\"Loud and short,\" Vandermolen tells us.\n\n"
      "Her co-star Odette Brannigan joined this season. \"Priya never stops laughing,\" Brannigan says.\n\n"
      "Does the new season feel different?\n\n"
      "\"It feels lighter,\" she laughs. \"We sleep more.\"\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "Priya never stops"), "Odette Brannigan");
  EXPECT_EQ(SpeakerOfQuote(facts, "It feels lighter"), "Priya Vandermolen");
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

// "Marchbank, 44, said": an age between the name and the verb, after the quotation and
// before its second part.
TEST(ExtractQuotes, AgeBetweenNameAndVerb) {
  auto facts = ExtractFrom(
      "Wrenmoor Creator on the Finale\n\n"
      "Wrenmoor creator Ysolde Marchfield knew the finale would divide fans.\n\n"
      "\"We wanted the ending to hurt a little,\" Marchfield, 44, said in a statement. "
      "\"Nobody gets everything they want.\"\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "We wanted the ending"), "Ysolde Marchfield");
  EXPECT_EQ(SpeakerOfQuote(facts, "Nobody gets everything"), "Ysolde Marchfield");
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

TEST(WorksTest, AHeadlineThatQuotesItsTitlesAndANationalityBeforeAGenreNoun) {
  auto facts = ExtractFrom(
      "CBC and Global Set Dates: 'Pelican Reach' Sails Into Season 3, 'Hollybank' Premiering With Two Episodes\n\n"
      "CBC's ferry drama Pelican Reach, the broadcaster's most-watched Canadian series last winter, returns Jan. 5. "
      "Global's Korean drama import Hollybank premieres Jan. 7.\n");
  auto names = WorkNames(facts);
  std::sort(names.begin(), names.end());
  EXPECT_EQ(names, (std::vector<std::string>{"Hollybank", "Pelican Reach"}));
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

TEST(QuoteTest, ANameAndItsAppositionAfterTheQuoteAndAnActorsSheAfterTheirPart) {
  const std::string head = "Starz Cancels Gullhaven\n\nThe Starz drama Gullhaven stars Perrine Ashdown as Odile Gullhaven.\n\n";
  auto facts = ExtractFrom(head + "\"Gullhaven is a show we have been proud of,\" Liesl Varga, president of original "
                                  "programming at Starz, said in a statement.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "Gullhaven is a show"), "Liesl Varga");
  // (Odile has spoken before, in a line of dialogue, so she is a speaker of the article.)
  facts = ExtractFrom(head + "\"Not today,\" Odile tells her brother.\n\n"
                             "Ashdown has played Odile for three years and says she is ready. \"I'm leaving while "
                             "Odile still has her dignity,\" she told us.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "I'm leaving while"), "Perrine Ashdown");
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

}  // namespace
}  // namespace showgraph
