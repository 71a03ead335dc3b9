// Attributes of characters (occupation, hometown) from the forms a description takes: a
// job after the actor in parentheses, after an age, after a possessor, in a capitalized
// office; a town a character came from or grew up in.
// Every article here is invented.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "extract_test_util.h"

namespace showgraph {
namespace {

using testing::ExtractFrom;
using testing::HasAttribute;

bool HasOccupation(const std::vector<Fact>& facts, const std::string& entity, const std::string& value) {
  return HasAttribute(facts, entity, "occupation", value);
}

std::vector<Fact> Article(const std::string& body) {
  return ExtractFrom("Saltmarsh: The Season 3 Guide\n\nBy Wyn Probert\n\n"
                     "\"Saltmarsh\" returns Sunday on HBO. " + body + "\n");
}

TEST(AttributeTest, JobAfterTheActorInParentheses) {
  auto facts = Article("Odile Brankovan (Vesna Kirilova) is a heart surgeon in Tulsa who comes home for funerals.");
  EXPECT_TRUE(HasOccupation(facts, "Odile Brankovan", "heart surgeon"));
}

// Ages told after the name: "Tina, who is now a 40-year-old ER nurse" (a capitalized word
// of the job is no one), "Tilly, now 17 and done with ...".
TEST(AttributeTest, AgesOfARelativeClauseAndAfterNow) {
  auto facts = Article(
      "Kitt Bram returns as their daughter, Tina Wojc, who is now a 40-year-old ER nurse. Ind Cas plays their "
      "daughter, Tilly Toll, now 17 and very much done with being told what to do.");
  EXPECT_TRUE(HasAttribute(facts, "Tina Wojc", "age", "40"));
  EXPECT_TRUE(HasAttribute(facts, "Tilly Toll", "age", "17"));
}

// Trades the lexicon knows: "the sitcom about a widowed clockmaker, X (A)", "the
// shipowner X (A)", "the station's night announcer", "the pearl buyer from Betio".
TEST(AttributeTest, OldTradesAsJobs) {
  auto facts = Article(
      "The sitcom is about a widowed clockmaker, Tud Wheel (Loe Abg), and his daughters. The shipowner Gum Alq "
      "(Mam And) runs for the water.");
  EXPECT_TRUE(HasOccupation(facts, "Tud Wheel", "clockmaker"));
  EXPECT_TRUE(HasOccupation(facts, "Gum Alq", "shipowner"));
  facts = Article("Funa plays Bona Sulis, the station's night announcer, 44. Tebao Kai (Rit Waw), the pearl buyer "
                  "from Betio, drowned.");
  EXPECT_TRUE(HasOccupation(facts, "Bona Sulis", "night announcer"));
  EXPECT_TRUE(HasAttribute(facts, "Bona Sulis", "age", "44"));  // the age after the job's apposition
  EXPECT_TRUE(HasOccupation(facts, "Tebao Kai", "pearl buyer"));
  facts = Article("It follows Franca Labo (Yev Kob), a care worker in Crawley, who fights the Home Office.");
  EXPECT_TRUE(HasOccupation(facts, "Franca Labo", "care worker"));
}

// Where a newcomer "arrives from" is home ("DC Peran (X), who arrives from Plymouth in the
// opening episode"), and so is "the town she grew up in" after a place.
TEST(AttributeTest, HometownsOfArrivalsAndTheTownSheGrewUpIn) {
  auto facts = Article(
      "Derwa has a new partner, DC Peran Glass (Iwan Mad), who arrives from Plymouth in the opening episode. "
      "Edurne Ola stars as Maial Arre, an inspector who returns to Bermeo, the town she grew up in, to take the case.");
  bool plymouth = false;
  for (const Fact& f : facts)
    plymouth = plymouth || (f.kind == FactKind::kAttribute && f.attribute == "hometown" && f.value == "Plymouth" &&
                            f.entity.ends_with("Peran Glass"));
  EXPECT_TRUE(plymouth);
  EXPECT_TRUE(HasAttribute(facts, "Maial Arre", "hometown", "Bermeo"));
}

// A time before a job is no part of it ("This week publican Merv ..."); "night manager" is
// one job.
TEST(AttributeTest, ATimeBeforeTheJob) {
  auto facts = Article(
      "This week publican Merv Pett (Grov Tol) enters the annual lawnmower race. Wila Chai (Ana Roe), the "
      "hotel's night manager, sees everything.");
  EXPECT_TRUE(HasOccupation(facts, "Merv Pett", "publican"));
  EXPECT_FALSE(HasOccupation(facts, "Merv Pett", "week publican"));
}

// A job in an apposition ends before an object relative clause: "Madina (A), a paramedic he
// met at a pileup", "Brandur (B), the schoolteacher she was supposed to marry".
TEST(AttributeTest, AJobBeforeAnObjectRelativeClause) {
  auto facts = Article(
      "Chermen Gag (Tom Ek) married Madina Koz (Putu Ari), a paramedic he met at a pileup outside Conneaut, in the "
      "Season 1 finale. The real heat is between Beinta Pat and Brandur Sjur (Orm Thr), the schoolteacher she was "
      "supposed to marry.");
  EXPECT_TRUE(HasOccupation(facts, "Madina Koz", "paramedic"));
  EXPECT_TRUE(HasOccupation(facts, "Brandur Sjur", "schoolteacher"));
}

// "Her head chef and business partner of twenty years, Pape (A)": a job, "and" a two-word
// tie and how long it has lasted, then the name.
TEST(AttributeTest, AJobAndATieOfYearsBeforeTheName) {
  auto facts = Article("Her head chef and business partner of twenty years, Pape Mbo (Mer Oor), is in a foul mood.");
  EXPECT_TRUE(HasOccupation(facts, "Pape Mbo", "head chef"));
}

// Two words, one job: "Detective Inspector X" is a detective inspector (not a detective and
// an inspector), "Police Chief X" a police chief whose name is X alone.
TEST(AttributeTest, CompoundTitles) {
  auto facts = Article(
      "Her father, Police Chief Pelay Llan (Bes Ash), takes the news badly. Detective Inspector Sido Yilm (Und Pal) "
      "reviews the station.");
  EXPECT_TRUE(HasOccupation(facts, "Pelay Llan", "police chief"));
  EXPECT_TRUE(HasOccupation(facts, "Sido Yilm", "detective inspector"));
  EXPECT_FALSE(HasOccupation(facts, "Sido Yilm", "inspector"));
}

// 'HBO has ordered a prequel series, "Skuggas," set in 1973': the era is the work named right
// before it in the sentence, not the article's.
TEST(AttributeTest, TheEraOfTheWorkNamedBefore) {
  auto facts = Article("HBO has ordered a prequel series, \"Skuggas,\" set in 1973, when the mine first opened.");
  EXPECT_TRUE(HasAttribute(facts, "Skuggas", "era", "1973"));
  EXPECT_FALSE(HasAttribute(facts, "Saltmarsh", "era", "1973"));
}

TEST(AttributeTest, JobInAnAppositionPastAnAge) {
  auto facts = Article("Rurik Vasquez (Tomas Ilic), 71, the boss of the family since the pilot, is arrested.");
  EXPECT_TRUE(HasOccupation(facts, "Rurik Vasquez", "boss"));
}

TEST(AttributeTest, JobAfterAPossessorOrAPossessivePronoun) {
  auto facts = Article(
      "Odile Brankovan (Vesna Kirilova) runs the mill. Rurik Vasquez (Tomas Ilic) is a singer. "
      "He is Odile's chief of staff. Mia Sol (Ane Berg) is his lawyer.");
  EXPECT_TRUE(HasOccupation(facts, "Rurik Vasquez", "chief of staff"));
  EXPECT_TRUE(HasOccupation(facts, "Mia Sol", "lawyer"));
}

TEST(AttributeTest, CapitalizedOfficeBeforeTheJob) {
  auto facts = Article("Hedda Quill (Ann Rowe) is the County majority leader and a mother of three.");
  EXPECT_TRUE(HasOccupation(facts, "Hedda Quill", "majority leader"));
}

// Someone's boss is a tie between two people; "her secretary, Ada" is a job.
TEST(AttributeTest, SomeonesBossIsNoJob) {
  auto facts = Article(
      "Alun Pryce (Elwyn Sayer) is the husband of her boss, Lowri Pryce. Corin Lusk (Tam Dee) fires "
      "his secretary, Ada Finch (Mo Dee).");
  EXPECT_FALSE(HasOccupation(facts, "Lowri Pryce", "boss"));
  EXPECT_FALSE(HasOccupation(Article("Lowri Pryce (Ena Bell) is Corin's boss, a fact the show hid."), "Lowri Pryce",
                             "boss"));
  EXPECT_TRUE(HasOccupation(facts, "Ada Finch", "secretary"));
}

TEST(AttributeTest, WhereACharacterCameFromIsHome) {
  auto facts = Article(
      "Rurik Vasquez (Tomas Ilic), who came over from Oahu in the premiere, meets Mia Sol (Ane Berg). "
      "Mia arrived in Reno from Boise, Idaho, in the pilot. Tove Brask (Ann Rye) came from Mia's party.");
  EXPECT_TRUE(HasAttribute(facts, "Rurik Vasquez", "hometown", "Oahu"));
  EXPECT_TRUE(HasAttribute(facts, "Mia Sol", "hometown", "Boise"));
  EXPECT_FALSE(HasAttribute(facts, "Tove Brask", "hometown", "Mia"));
  EXPECT_FALSE(HasAttribute(facts, "Tove Brask", "hometown", "Mia Sol"));
  // "in Reno from Boise" after "arrived" is a place, not a title.
  for (const Fact& f : facts) EXPECT_NE(f.kind == FactKind::kWork ? f.name : "", "Reno from Boise");
}

TEST(AttributeTest, GrewUpSomewhereInATown) {
  auto facts = Article("Odile Brankovan (Vesna Kirilova), 29, who grew up above her father's bait shop in Tulsa, "
                       "opens a bakery.");
  EXPECT_TRUE(HasAttribute(facts, "Odile Brankovan", "hometown", "Tulsa"));
}

TEST(AttributeTest, ThePilotIsAnEpisodeAndAQuotedPronounIsNoOnesJob) {
  auto facts = Article(
      "Valto Vorn (Anoop Vatt) is shot by the man he has called his partner since the pilot, Det. Baltazar "
      "Jaru (Tenho Kap). \"Valto was a good cop,\" Vatt said. \"She is a principal,\" he said.");
  EXPECT_FALSE(HasOccupation(facts, "Baltazar Jaru", "pilot"));
  EXPECT_TRUE(HasOccupation(facts, "Baltazar Jaru", "detective"));
  EXPECT_TRUE(HasOccupation(facts, "Valto Vorn", "cop"));
  EXPECT_FALSE(HasOccupation(facts, "Valto Vorn", "good cop"));
  for (const Fact& f : facts) EXPECT_NE(f.kind == FactKind::kAttribute ? f.value : "", "principal");
}

// Descriptions in the forms casting news and guides write them: past an earlier
// description, after "and the", before a participle or a preposition, "named", a comma
// closing an apposition before "is", an adverb after "is", and adjectives that are not
// part of the job.
TEST(AttributeTest, JobsInTheFormsOfCastingNews) {
  auto facts = Article(
      "Also on board: Ida Wren (Ann Bo) as Agatha Rooke, Ezekiel's wife, a formidable churchwarden who runs the "
      "parish. Mo Dee has been cast as Helen Corwell, Dana's estranged mother and the landlady of the only pub. "
      "Rae Tull stars as Gwen Marsh, a recently widowed hardware-store owner trying to keep the shop open. "
      "Ola Fenn plays Lemuel Cobbold, the territorial marshal sent to keep order. "
      "The show starred Cora Vale as an overnight editor named Bernie Osterhout. "
      "His daughter, Signe Aaberg (Kit Vale), is a 41-year-old corporate lawyer in Duluth. "
      "Sunna Hovland (Lin Roe) is having a night of her own: she is also Maude's cardiologist. "
      "Tam Orr plays Gawain Thibault, the groundskeeper to whom she is secretly married.");
  EXPECT_TRUE(HasOccupation(facts, "Agatha Rooke", "churchwarden"));
  EXPECT_TRUE(HasOccupation(facts, "Helen Corwell", "landlady"));
  EXPECT_TRUE(HasOccupation(facts, "Gwen Marsh", "hardware-store owner"));
  EXPECT_TRUE(HasOccupation(facts, "Lemuel Cobbold", "territorial marshal"));
  EXPECT_TRUE(HasOccupation(facts, "Bernie Osterhout", "editor"));
  EXPECT_TRUE(HasOccupation(facts, "Signe Aaberg", "corporate lawyer"));
  EXPECT_TRUE(HasOccupation(facts, "Sunna Hovland", "cardiologist"));
  EXPECT_TRUE(HasOccupation(facts, "Gawain Thibault", "groundskeeper"));
}

// Ages in appositions past an actor, after a possessor's noun, and after "is a".
TEST(AttributeTest, AgesInAppositionsAndAfterACopula) {
  auto facts = Article(
      "Clodagh Imrie (Mae Grant), a 24-year-old nurse from Galway, is Nell's half-sister. "
      "Kezia Forde joins as Briony Calder, Solenne and Lorimer's 16-year-old daughter, who hates the town. "
      "His daughter, Signe Aaberg (Kit Vale), is a 41-year-old corporate lawyer in Duluth. "
      "Eulogio Carr (Ono Bal), the 70-year-old chief of emergency medicine, pulls passengers out of the bus.");
  EXPECT_TRUE(HasAttribute(facts, "Clodagh Imrie", "age", "24"));
  EXPECT_TRUE(HasAttribute(facts, "Briony Calder", "age", "16"));
  EXPECT_TRUE(HasAttribute(facts, "Signe Aaberg", "age", "41"));
  EXPECT_TRUE(HasAttribute(facts, "Eulogio Carr", "age", "70"));
}

// Home towns: "a Gimli native", "a Dublin-born candlemaker" (not "a Hungarian-born
// handler"), "has come from Hull" (not by a "he" that would be a woman), "was raised by ...
// in Whitby".
TEST(AttributeTest, HomeTownsFromNativeBornComeFromAndRaisedIn) {
  auto facts = Article(
      "Bryn Einar plays the charge nurse, Eyvind Hafst, a Gimli native who runs the night shift. "
      "Ines March stars as Bridget Ashby, a Dublin-born candlemaker's wife. "
      "Mara Hegg plays Piroska Somo, a Hungarian-born handler. "
      "Otti Scull (Ann Roe) was raised by a coal merchant's family in Whitby. "
      "Jayden's mother, Denise Old (Bren Hep), opens the door. Jayden Old (Tom Ash) is back, and he has come "
      "from Hull with a bag of laundry.");
  EXPECT_TRUE(HasAttribute(facts, "Eyvind Hafst", "hometown", "Gimli"));
  EXPECT_TRUE(HasAttribute(facts, "Bridget Ashby", "hometown", "Dublin"));
  EXPECT_FALSE(HasAttribute(facts, "Piroska Somo", "hometown", "Hungarian"));
  EXPECT_TRUE(HasAttribute(facts, "Otti Scull", "hometown", "Whitby"));
  EXPECT_FALSE(HasAttribute(facts, "Denise Old", "hometown", "Hull"));
}

// A who's-who section opens its description with the part's noun and an age in commas
// ("The harbor pilot, 47, who ...", "Idony's eldest son, 29, the family embalmer"): the
// age and the job are the heading's part's. A later sentence's age in commas without a
// name before it is no one's.
TEST(AttributeTest, AnAgeInCommasAfterAWhosWhoSectionsOpeningNoun) {
  auto facts = ExtractFrom(
      "'Tidewrack' Season 2: Who's Who\n\nBy Wyn Probert\n\n\"Tidewrack\" returns Sunday on HBO.\n\n"
      "IDONY MARREN (Sela Voss)\nThe harbor pilot, 47, who has never lost a ship.\n\n"
      "OSWIN MARREN (Teodor Blum)\nIdony's eldest son, 29, the family embalmer and the only one who stayed. "
      "The year after, 1998, the harbor froze.\n\n"
      "ROHESE MARREN (Ula Penn)\nIdony's younger sister, a longshorewoman at the Port of Tacoma.\n");
  EXPECT_TRUE(HasAttribute(facts, "Idony Marren", "age", "47"));
  EXPECT_TRUE(HasAttribute(facts, "Oswin Marren", "age", "29"));
  EXPECT_TRUE(HasOccupation(facts, "Oswin Marren", "family embalmer") || HasOccupation(facts, "Oswin Marren", "embalmer"));
  EXPECT_TRUE(HasOccupation(facts, "Rohese Marren", "longshorewoman"));
  for (const Fact& f : facts) {
    if (f.kind != FactKind::kAttribute) continue;
    EXPECT_NE(f.value, "1998") << f.entity;
  }
}

// Jobs the lexicon knows: "a Lilongwe-born ornithologist", "a bookbinder who inherits ...",
// "a church organist in Dubuque", "the bank robber X".
TEST(AttributeTest, MoreJobsTheLexiconKnows) {
  auto facts = Article(
      "Teue Teban is back as Tiya Chirw, a Lilongwe-born ornithologist in Marquette. Kaur Taoab plays Chimw "
      "Nkhom, a bookbinder who inherits her aunt's shop. Sand Khan plays Sangh Jen, a church organist in Dubuque. "
      "The marshal spends the season hunting his brother, the bank robber Ndivh Mud (Osay Idem).");
  EXPECT_TRUE(HasOccupation(facts, "Tiya Chirw", "ornithologist"));
  EXPECT_TRUE(HasOccupation(facts, "Chimw Nkhom", "bookbinder"));
  EXPECT_TRUE(HasOccupation(facts, "Sangh Jen", "church organist"));
  EXPECT_TRUE(HasOccupation(facts, "Ndivh Mud", "bank robber"));
}

// Titles before a name that are a station: British police ranks ("DCI", "DS"), a
// superintendent, a bishop, a queen, a major; alone the same words are none ("a major
// twist"), and a job in the apposition after the name says more than the title ("Lord
// Hallam Pryce, a retired judge").
TEST(AttributeTest, TitlesThatAreStationsBeforeAName) {
  auto facts = Article(
      "Pell Arno returns as DCI Mirren Tasker, with Gus Okoro as her deputy, DS Hale Brannock. Her old mentor, "
      "Superintendent Ives Corran, is in prison. Ola Dent plays Bishop Wendell Sparrow. Queen Ysolde Marrach "
      "still fears Major Tomas Keele, and the finale has a major twist. Their father, Lord Hallam Pryce, a retired "
      "judge, stays out of it.");
  EXPECT_TRUE(HasOccupation(facts, "Mirren Tasker", "detective chief inspector"));
  EXPECT_TRUE(HasOccupation(facts, "Hale Brannock", "detective sergeant"));
  EXPECT_TRUE(HasOccupation(facts, "Ives Corran", "superintendent"));
  EXPECT_TRUE(HasOccupation(facts, "Wendell Sparrow", "bishop"));
  EXPECT_TRUE(HasOccupation(facts, "Ysolde Marrach", "queen"));
  EXPECT_TRUE(HasOccupation(facts, "Tomas Keele", "major"));
  EXPECT_TRUE(HasOccupation(facts, "Hallam Pryce", "judge"));
  EXPECT_FALSE(HasOccupation(facts, "Hallam Pryce", "lord"));
  for (const Fact& f : facts) {
    if (f.kind == FactKind::kAttribute) {
      EXPECT_NE(f.entity, "twist");
    }
  }
}

// "Lucy works as a nurse at the county hospital": the job one works as; "Ivo, originally
// from Tulsa, is new in town": an apposition of origin.
TEST(AttributeTest, WorksAsAndOriginallyFrom) {
  auto facts = Article("Odile Brank (Vesna Kiril) works as a nurse at the county hospital. Ivo Marr (Tom Sed), "
                       "originally from Tulsa, is new in town.");
  EXPECT_TRUE(HasOccupation(facts, "Odile Brank", "nurse"));
  EXPECT_TRUE(HasAttribute(facts, "Ivo Marr", "hometown", "Tulsa"));
}

}  // namespace
// A roundtable's list: "Lovina Sock, the lawyer Ilang Dula on Hulu's "Batok"": the job is the
// character's after it, not the actress's before the comma. And jobs the lexicon learned:
// "the dyer", "a volcanologist", "the bush pilot".
TEST(AttributeTest, AJobBeforeACharacterOnANetworksShowAndNewJobs) {
  auto facts = Article("Three actresses at one table: Lovina Sock, the lawyer Ilang Dula on Hulu's \"Batok\"; and Philena "
                       "Alt. Then there is Tokuzo Ata (Haruo Tei), the dyer who has worked the mud for forty years. Nayra "
                       "Horm (Ana Gil), a volcanologist, arrives.");
  EXPECT_TRUE(HasOccupation(facts, "Ilang Dula", "lawyer"));
  EXPECT_FALSE(HasOccupation(facts, "Lovina Sock", "lawyer"));
  EXPECT_TRUE(HasOccupation(facts, "Tokuzo Ata", "dyer"));
  EXPECT_TRUE(HasOccupation(facts, "Nayra Horm", "volcanologist"));
}

// "Her husband, Levern Wini, was a dip-net fisherman at the falls": the job of the name set off
// by commas before the copula.
TEST(AttributeTest, AJobAfterACopulaPastAnApposedName) {
  auto facts = Article("Ardella Wini (Kathlyn Nana) runs the house. Her husband, Levern Wini, was a dip-net fisherman "
                       "at the falls.");
  EXPECT_TRUE(HasOccupation(facts, "Levern Wini", "dip-net fisherman"));
  // ("was a police officer married to a schoolteacher": a participle after the job ends it too.)
  auto married = Article("Their daughter, Berdie Wini, was a police officer married to a schoolteacher, Percy Toh.");
  EXPECT_TRUE(HasOccupation(married, "Berdie Wini", "police officer"));
}

// '"It is a football problem," an NBC publicist, Sylvio Jaff, told me': a network's employee who
// speaks in the article is a real person, no character with a job; a network's reporter in a
// show's story ("Nora Lisk, a CBS reporter, ...") keeps hers.
TEST(AttributeTest, ANetworksQuotedEmployeeHasNoJob) {
  auto facts = Article("\"It is a football problem,\" an NBC publicist, Sylvio Jaff, told me. On the show, Nora Lisk "
                       "(Ada Brun) is a CBS reporter.");
  for (const Fact& f : facts) EXPECT_NE(f.entity, "Sylvio Jaff");
  EXPECT_TRUE(HasOccupation(facts, "Nora Lisk", "cbs reporter"));
}

// "the stubborn rancher", "the put-upon manager": a word of temper before the job describes the
// person, not the work.
TEST(AttributeTest, TemperBeforeAJobIsNoPartOfIt) {
  auto facts = Article("Arne Dahl plays the stubborn rancher Eustis Kvamme. Osmond Haslam (Ben Ode), the put-upon "
                       "manager of the club, gets the sack.");
  EXPECT_TRUE(HasOccupation(facts, "Eustis Kvamme", "rancher"));
  EXPECT_FALSE(HasOccupation(facts, "Eustis Kvamme", "stubborn rancher"));
  EXPECT_FALSE(HasOccupation(facts, "Osmond Haslam", "put-upon manager"));
}

// "Cecily, now nineteen and home", "Nesta, forty-two and engaged": an age in words in the
// apposition after a name; "Lucy, one of the twins," is none.
TEST(AttributeTest, AgeInWordsAfterAName) {
  auto facts = Article("Ada Bell plays Cecily Vance, now nineteen and home after a year at university. Ina Roe plays "
                       "Nesta Gwynne, forty-two and engaged to the quarryman. Lucy Gwynne, one of the twins, is home.");
  bool cecily = false, nesta = false, lucy = false;
  for (const Fact& f : facts) {
    if (f.kind != FactKind::kAttribute || f.attribute != "age") continue;
    cecily = cecily || (f.entity == "Cecily Vance" && f.value == "19");
    nesta = nesta || (f.entity == "Nesta Gwynne" && f.value == "42");
    lucy = lucy || f.entity == "Lucy Gwynne";
  }
  EXPECT_TRUE(cecily);
  EXPECT_TRUE(nesta);
  EXPECT_FALSE(lucy);
}

// "X is a night-shift nurse from Enugu", "a shrimper from St. Helena Island": the town a job is
// told "from" is home; "a lawyer from Mia's firm" is someone's place, no town.
TEST(AttributeTest, HometownAfterAJobFrom) {
  auto facts = Article("Ike Obi (Ada Bell) is a night-shift nurse from Enugu who has lost count. Hagar Grove (Ina "
                       "Roe) is a shrimper from St. Helena Island who runs the last boat. Lucy Vance (Tia Moss), a "
                       "lawyer from Hagar's firm, arrives.");
  std::set<std::string> homes;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAttribute && f.attribute == "hometown") homes.insert(f.entity + ":" + f.value);
  EXPECT_TRUE(homes.count("Ike Obi:Enugu"));
  EXPECT_TRUE(homes.count("Hagar Grove:St. Helena Island"));
  for (const std::string& h : homes) EXPECT_EQ(h.find("Lucy Vance:"), std::string::npos) << h;
}

// "X is a 29-year-old freelance translator buried under her late father's debts", "Y, a ski
// patroller": the job before a participle and its preposition; "ski patroller" is a job.
TEST(AttributeTest, JobBeforeAParticipleAndSkiPatroller) {
  auto facts = Article("Yeo Byeol (Wi Bada) is a 29-year-old freelance translator buried under her late father's "
                       "debts. Ada Bell plays her younger sister, Xochitl Quiroz, a ski patroller who has spent three "
                       "seasons bringing her the worst cases.");
  EXPECT_TRUE(HasOccupation(facts, "Yeo Byeol", "freelance translator"));
  EXPECT_TRUE(HasOccupation(facts, "Xochitl Quiroz", "ski patroller"));
}

// "The harbor master in question is Tobiah Quennell": a sentence that opens on the job names its
// holder after the copula.
TEST(AttributeTest, SentenceOpeningOnAJobNamesItsHolder) {
  auto facts = Article("I will say no more. The harbor master in question is Tobiah Quennell, a newcomer played by "
                       "Lamar Ekwensi.");
  EXPECT_TRUE(HasOccupation(facts, "Tobiah Quennell", "harbor master"));
}

// "arrives from Dar es Salaam", "came from Rio de Janeiro": a particle inside the place's name is
// part of it.
TEST(AttributeTest, PlaceWithAParticleInItsName) {
  auto facts = Article("Eli Mbwa (Ann Lee), the man whose debts started all of this, arrives from Dar es Salaam in "
                       "the premiere.");
  bool home = false;
  for (const Fact& f : facts)
    if (f.kind == FactKind::kAttribute && f.attribute == "hometown" && f.entity == "Eli Mbwa") home = f.value == "Dar es Salaam";
  EXPECT_TRUE(home);
}

// Jobs in appositions written without the usual article: "owner of Lukong Cabs", "then a law
// student"; "a civil servant" is a job of two words.
TEST(AttributeTest, AppositionJobsWithoutAnArticleOrAfterThen) {
  auto facts = Article("In the finale, the cab of her father, Sevidzem Lukong (Tijs Kapitein), owner of Lukong Cabs, "
                       "was found burned out. Vernyuy Lukong (Namondo Ekema), then a law student, got engaged to "
                       "Dzekem Nsahlai (Ekow Mensa), a civil servant her mother adored.");
  EXPECT_TRUE(HasOccupation(facts, "Sevidzem Lukong", "owner"));
  EXPECT_TRUE(HasOccupation(facts, "Vernyuy Lukong", "law student"));
  EXPECT_TRUE(HasOccupation(facts, "Dzekem Nsahlai", "civil servant"));
}

// A job of three lower-case words keeps all three when the word before them describes or
// determines ("the county's crime lab chemist", "with ski patrol director Lukas"); "a high
// school chemistry teacher" keeps two, and "a vain artistic director" drops the adjective.
TEST(AttributeTest, AThreeWordJobWholeAndNoMore) {
  auto facts = Article("In the finale Benito Arguello (Ricardo Pires) married Rafaela Cota (Beatriz Fidalgo), the "
                       "county's crime lab chemist. The season ended with ski patrol director Lukas Gstrein (Kifon "
                       "Bamnjo) proposing. Yeng Kue (Mai Lor), a high school chemistry teacher, left. Montague "
                       "Dunstable (Ivo Crane), a vain artistic director, stayed.");
  EXPECT_TRUE(HasOccupation(facts, "Rafaela Cota", "crime lab chemist"));
  EXPECT_TRUE(HasOccupation(facts, "Lukas Gstrein", "ski patrol director"));
  EXPECT_TRUE(HasOccupation(facts, "Yeng Kue", "chemistry teacher"));
  EXPECT_TRUE(HasOccupation(facts, "Montague Dunstable", "artistic director"));
}

// A job followed by when it was held: "was a sheriff's deputy from the pilot on", "the
// family's bookkeeper for all eight seasons".
TEST(AttributeTest, AJobFollowedByWhenItWasHeld) {
  auto facts = Article("Their son, Benito Arguello (Ricardo Pires), was a sheriff's deputy from the pilot on. Ygnacio "
                       "Arguello (Serafim Preto) handed the land to his wife, Arcadia Arguello (Alzira Moura), the "
                       "family's bookkeeper for all eight seasons.");
  EXPECT_TRUE(HasOccupation(facts, "Benito Arguello", "deputy"));
  EXPECT_TRUE(HasOccupation(facts, "Arcadia Arguello", "bookkeeper"));
}

// The job something makes someone: "The epilogue makes her a county judge", "makes X (Actor)
// a county judge".
TEST(AttributeTest, TheJobSomethingMakesSomeone) {
  auto facts = Article("Apolinaria Lorenzana (Yuet Leong) was the public defender. The epilogue makes her a county "
                       "judge. The finale makes Rafaela Cota (Beatriz Fidalgo) the undersheriff.");
  EXPECT_TRUE(HasOccupation(facts, "Apolinaria Lorenzana", "county judge"));
  EXPECT_TRUE(HasOccupation(facts, "Rafaela Cota", "undersheriff"));
}

// "Oscar Stehling, in his 70s, is the hall's bartender": the copula's subject past an age in
// decades.
TEST(AttributeTest, ACopulasSubjectPastAnAgeInDecades) {
  auto facts = Article("Oscar Stehling (Ade Banjo), in his 70s, is the hall's bartender and has been for fifty years.");
  EXPECT_TRUE(HasOccupation(facts, "Oscar Stehling", "bartender"));
}

// "X (Actor), 68, was a fruit grower on the Black Sage bench": a job with where it was held.
TEST(AttributeTest, AJobWithWhereItWasHeld) {
  auto facts = Article("Albano Cangueiro (Russell Chung), 68, was a fruit grower on the Black Sage bench for forty "
                       "years.");
  EXPECT_TRUE(HasOccupation(facts, "Albano Cangueiro", "fruit grower"));
}

}  // namespace showgraph
