// Quotations and their speakers in the forms the press writes them. Every sentence
// here is invented for the test.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "extract_test_util.h"
#include "showgraph/extractor.h"
#include "showgraph/reader.h"

namespace showgraph {
namespace {

using testing::ExtractFrom;
using testing::kHead;
using testing::MakeDoc;
using testing::OfKind;
using testing::SpeakerOfQuote;

// 'The finale, "The Tide Does Not Wait," kills ...' and 'The episode, titled "Every Oath Has
// a Witness," spent ...': a title-cased quotation set off after an episode's noun, or after
// "titled", is the episode's title, however long; a line after it is still a quote.
TEST(QuoteTest, ALongEpisodeTitleAfterItsNounIsNoQuote) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "\"We knew it had to hurt,\" showrunner Ina Ruto said. The finale, \"The Tide Does Not "
                           "Wait,\" kills the matriarch. The episode, titled \"Every Oath Has a Witness,\" spent its "
                           "first half on the ceremony.\n");
  auto quotes = OfKind(facts, FactKind::kQuote);
  ASSERT_EQ(quotes.size(), 1u);
  EXPECT_EQ(quotes[0].text, "We knew it had to hurt,");
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

// A surname with its particles in lower case ("says de la Vega") is the speaker named in
// full before; a pronoun before the quote ("He added that de la Vega was ...: '...'")
// refers back from where it stands, not to a name after it.
TEST(QuoteTest, ParticleSurnamesAndAPronounBeforeTheName) {
  auto facts = ExtractFrom(
      "'Quay Street' Adds Baltasar de la Vega\n\nBy Tess Moran\n\nNovember 20, 2026\n\n"
      "Quay Street, the Hulu drama, is adding Baltasar de la Vega for its third season. \"He was our first "
      "choice,\" showrunner Zimo Przyb told Castbeat.\n\n"
      "He added that de la Vega was the only name on the list for the part: 'We wrote him with Baltasar in mind "
      "and then spent three months hoping he'd say yes.'\n\n"
      "\"That is the job,\" says de la Vega, 71.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "That is the job"), "Baltasar de la Vega");
  EXPECT_EQ(SpeakerOfQuote(facts, "We wrote him"), "Zimo Przyb");
}

// A short line of names cut by its speech verb is speech ('"Nine years, Ferdia,"
// Bronagh says'); a title after a genre noun is not ('a veteran of NBC's cop drama "The
// Long Shift," says').
TEST(QuoteTest, ShortLinesOfNamesAndTitlesBeforeTheVerb) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Bronagh Devane (Sadie Dunn) lays out the transfers. \"Nine years, Ferdia,\" Bronagh says. "
                           "\"You lied to me every day.\"\n\n"
                           "Mabry, a veteran of NBC's cop drama \"The Long Shift,\" says the show changed.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "Nine years"), "Bronagh Devane");
  EXPECT_EQ(SpeakerOfQuote(facts, "The Long Shift"), "<no such quote>");
}

// British style: a partial quotation in single marks with the period outside, starting in
// lower case, in a sentence with a speech verb ("said the response had been 'extraordinary,
// and frankly a little overwhelming'."). A title in single marks is none.
TEST(QuoteTest, BritishPartialQuotesInSingleMarks) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Merrilyn Pettinger, the ABC's head of drama, said the response had been 'extraordinary, "
                           "and frankly a little overwhelming'. The first series was called 'The Long Paddock'.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "extraordinary, and frankly"), "Merrilyn Pettinger");
  EXPECT_EQ(SpeakerOfQuote(facts, "The Long Paddock"), "<no such quote>");
}

// "the showrunner" as a sentence's subject is the one person credited as showrunner: her
// "she said" after it is hers, not that of a character named in the lead-in ("On
// Jadwiga's return, ..."). With two showrunners the post names no one.
TEST(QuoteTest, APostAsTheSubjectIsItsHolder) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Tinderline was created by Haruko Ibsen-Mwale, who is also the showrunner. Jadwiga Pell "
                           "(Noor Castellane) returned in the finale after twenty years away.\n\n"
                           "Jadwiga told her son the truth. \"You were never supposed to find me,\" Jadwiga said.\n\n"
                           "On Jadwiga's return, the showrunner was more guarded. \"She has lost her brother and "
                           "her husband in one day,\" she said.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "You were never supposed"), "Jadwiga Pell");
  EXPECT_EQ(SpeakerOfQuote(facts, "She has lost her brother"), "Haruko Ibsen-Mwale");
}

// A job before the name that opens the sentence ("Charge nurse Nour Abdel takes ...") leaves
// her the subject a "she says" after it refers to, not a speaker of the paragraph before.
TEST(QuoteTest, AJobBeforeTheSubjectsName) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Dr. Flora Valdes (Citla Lalanne) is furious. \"I would have told you first,\" Flora "
                           "answers, and walks out.\n\n"
                           "Charge nurse Nour Abdel (Rawa Toukan) calls her husband, Matagi, a firefighter, and "
                           "tells him she is pregnant. \"I was going to wait until Christmas,\" she says.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "I was going to wait"), "Nour Abdel");
}

// "she said" after a sentence whose subject is an actor and whose subordinate clause
// names a moderator who spoke: the subject. "according to X, "..."": X.
TEST(QuoteTest, TheSubjectOverASpeakerInAWhenClauseAndAccordingTo) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Maria Dorso plays Brisen Tall. The podcaster Teo Ximen moderated. Ximen asked what "
                           "everyone wanted to know: \"Is anybody on this stage safe?\"\n\nDorso got the loudest "
                           "cheer when Ximen asked whether Brisen would survive. \"Brisen would die for him. That's "
                           "her job,\" she said.\n\nHe will play a pirate lord who, according to Ximen, \"falls in "
                           "love with exactly the wrong person.\"\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "Brisen would die for him"), "Maria Dorso");
  EXPECT_EQ(SpeakerOfQuote(facts, "falls in love with exactly"), "Teo Ximen");
}

// '"...," said Hulu's head of original programming, Sara Blum.': past the description.
TEST(QuoteTest, SaidADescriptionACommaAndTheName) {
  auto facts = ExtractFrom(std::string(kHead) + "\"We left the family in a terrible place,\" Lena Marsh said.\n\n"
                                                "\"This is the show our subscribers have asked for,\" said Hulu's "
                                                "head of original programming, Sara Blum.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "This is the show"), "Sara Blum");
}

// Short lines are quotes: two words that end a spoken sentence ('"They're allies," she
// said. "That's rarer."'), and three whose lower-case word no title would keep ('"Ask me
// Monday."'); a one-word quote and a two-word title ('"Night Shift,"') are not.
// "writer Ima Kole, who wrote the finale, told an interviewer that fans "are reading too much
// into the weather."": the name before a relative clause closed by its comma speaks; a
// post's capitals before ", who" ("the BBC's Head of Scripted Drama, who ...") are no one.
TEST(QuoteTest, TheNameBeforeARelativeClauseThatTold) {
  auto facts = ExtractFrom(
      "'Tundra' Season 2 Review\n\nTeo Ranu (Al Bex) drowns. \"The herd does not wait,\" Teo tells him.\n\n"
      "A subplot goes nowhere; writer Ima Kole, who wrote the finale, told an interviewer that fans \"are reading "
      "too much into the weather.\"\n\n"
      "Rana Hoss, the BBC's Head of Scripted Drama, who commissioned both series, said the response had been "
      "\"extraordinary, and frankly a little overwhelming.\"\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "are reading too much"), "Ima Kole");
  EXPECT_EQ(SpeakerOfQuote(facts, "extraordinary, and frankly"), "Rana Hoss");
}

// An obituary: "Wadih Ched, Director Who Shaped Four Decades of TV, Dies at 86" ... "His
// daughter, Jou Ched, said ..." ... ""It was the best job I ever had," Ched told us": a
// surname two full names share is the one the headline names.
TEST(QuoteTest, ASharedSurnameIsTheHeadlinesPerson) {
  auto facts = ExtractFrom(
      "Wadih Ched, Director Who Shaped Four Decades of TV, Dies at 86\n\nWadih Ched, a television director, died on "
      "Thursday. His daughter, Jou Ched, said the cause was heart failure. \"It was the best job I ever had,\" Ched "
      "told this newspaper in 2009.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "It was the best job"), "Wadih Ched");
}

// "Only Blodwen isn't raising a glass. '...,' she mutters": "Only" opens the sentence but
// is no part of the name of someone the article names in full, and the speaker is hers.
TEST(QuoteTest, OnlyBeforeAGivenName) {
  auto facts = ExtractFrom(
      "Test Show Recap\n\nVillage busybody Blodwen Sowerby spots her. Leanne Bryce pours the first round. Only "
      "Blodwen isn't raising a glass. \"I've buried two husbands and I know a guilty face when I see one,\" she "
      "mutters into her sherry.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "I've buried two husbands"), "Blodwen Sowerby");
}

// ""This land remembers," Mutha Kod told him. ... he told her the truth: he is Mutha's son
// by a coffee picker. "You never asked whose son I was," he said.": a possessor before a kin
// noun is someone else's kin, not the one who speaks.
TEST(QuoteTest, APossessorOfKinIsNotTheSpeaker) {
  auto facts = ExtractFrom(
      "Test Show Recap\n\n\"This land remembers who bled for it,\" Mutha Kod told him. \"Not this week,\" "
      "Chenga Lal said.\n\nCornered about the money, Chenga Lal told her the truth: he is Mutha's son by a coffee "
      "picker. \"You never asked whose son I was,\" he said.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "You never asked"), "Chenga Lal");
}

TEST(QuoteTest, TwoAndThreeWordLines) {
  auto facts = ExtractFrom(std::string(kHead) +
                           "Fans hoping the two will fall in love should not hold their breath. \"They're allies,\" "
                           "Asena Vuni said. \"That's rarer.\"\n\nDoes Dara forgive her father? Vuni only laughed. "
                           "\"Ask me Monday.\"\n\nHer favorite episode is \"Night Shift,\" she said, and the "
                           "word she uses for it is \"perfect.\"\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "They're allies"), "Asena Vuni");
  EXPECT_EQ(SpeakerOfQuote(facts, "That's rarer"), "Asena Vuni");
  EXPECT_EQ(SpeakerOfQuote(facts, "Ask me Monday"), "Asena Vuni");
  for (const Fact& f : OfKind(facts, FactKind::kQuote)) {
    EXPECT_FALSE(f.text.starts_with("Night Shift")) << f.text;
    EXPECT_FALSE(f.text.starts_with("perfect")) << f.text;
  }
}

// The one who "calls" something a phrase says it ("Yevloyev calls "the loudest hour we've
// ever made""), and so does a speaker past an auxiliary or an adverb ("Behera will say only
// that "..."") or a relative pronoun ("Aulakh, who calls her "..."").
TEST(QuoteTest, CallsWillSayOnlyAndWhoCalls) {
  auto facts = ExtractFrom(
      "The Team Behind the Show\n\nBy Ann Example\n\nTulawie, an executive producer of the series, calls the theory "
      "\"very generous to the family.\" Aulakh, who calls her \"the calmest person in any burning building,\" handles "
      "the edit. She directed the 14th episode, which Yevloyev calls \"the loudest hour we have ever made.\" Creator "
      "Biswajit Behera will say only that \"somebody leaves the courthouse in handcuffs.\"\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "very generous"), "Tulawie");
  EXPECT_EQ(SpeakerOfQuote(facts, "the calmest person"), "Aulakh");
  EXPECT_EQ(SpeakerOfQuote(facts, "the loudest hour"), "Yevloyev");
  EXPECT_EQ(SpeakerOfQuote(facts, "somebody leaves"), "Biswajit Behera");
}

// A quotation that ends its sentence is not attributed by a speech verb in the next one:
// 'X said the series was "... told properly." Y, CBC's executive director, added: "..."'.
TEST(QuoteTest, ASentenceEndingQuoteKeepsItsOwnSpeaker) {
  auto facts = ExtractFrom(
      "Two Networks, One Drama\n\nBy Ann Example\n\nDolina MacIv, BBC Scotland's head of drama, said the series was "
      "\"exactly the kind of story the islands have been waiting to see told properly.\" Amedee Lara, CBC's executive "
      "director, added: \"Cape Breton audiences are going to recognise every accent.\"\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "exactly the kind"), "Dolina MacIv");
  EXPECT_EQ(SpeakerOfQuote(facts, "Cape Breton audiences"), "Amedee Lara");
}

// "She credits the show's creator, X, who keeps a list of the scenes his actors ask for and,
// she said, crosses one off "only when ..."": the "she" inside a sentence that "She" opens
// is the one told of before it, not the creator the sentence names.
TEST(QuoteTest, APronounInsideASentenceTheSamePronounOpens) {
  auto facts = ExtractFrom(
      "Three Actresses, One Table\n\nBy Ann Example\n\n\"I asked for that scene the first week,\" Zilpa Orrin said. "
      "\"They made me wait.\"\n\nShe credits the show's creator, Ngamo Kettle, who keeps a list of the scenes his "
      "actors ask for and, she said, crosses one off \"only when the character has paid for it.\"\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "only when the character"), "Zilpa Orrin");
}

}  // namespace
// "An Oral History of the Sitcom That Fed Forest Hills": title-cased headline words that
// the article never names again are no person, so no quotation falls to them by default.
TEST(QuoteTest, AHeadlinesTitleCasedWordsAreNoDefaultSpeaker) {
  auto quotes = OfKind(ExtractFrom("An Oral History of \"Brisket,\" the Sitcom That Fed Forest Hills\nRewindhouse\n"
                                   "By Ann Writer\nMonday, Sept. 13, 2038\n\nTen years ago this week, FX premiered "
                                   "\"Brisket,\" a comedy about a family restaurant in Queens.\n\nThe owner's father "
                                   "came to the set the first week, tasted the prop soup and said, \"This is not soup. "
                                   "This is a crime.\"\n"),
                       FactKind::kQuote);
  for (const Fact& q : quotes) EXPECT_NE(q.speaker, "Fed Forest") << q.text;
}

// A profile: '"Bonnie said, 'Then learn to play him well,'" he says' after a sentence about
// Bonnie Roundtree: no one names themselves in their own words, so "he" is the profile's
// man. Later, a person named a paragraph back, never quoted and of no known gender, gives
// way to the interviewee quoted twice before: '"That is my cue," he says'.
TEST(QuoteTest, AProfilesHeIsNotTheOneHisWordsName) {
  auto facts = ExtractFrom(
      "Willard Kiog Has Waited 40 Years for This Part\nScreenside\nBy Ann Writer\nMay 2, 2038\n\n"
      "Willard Kiog takes the call from the cab of his pickup. He is 64.\n\n"
      "He turned down the audition twice. The show's creator, Bonnie Roundtree, talked him into it.\n\n"
      "\"Bonnie said, 'Then learn to play him well,'\" he says. \"So I spent a month on a ranch.\"\n\n"
      "What he will say is that the third season brings a wedding. Janelle Kew plays the bride.\n\n"
      "The gulls start up again. \"That is my cue,\" he says.\n");
  auto quotes = OfKind(facts, FactKind::kQuote);
  ASSERT_EQ(quotes.size(), 3u);
  for (const Fact& q : quotes) EXPECT_EQ(q.speaker, "Willard Kiog") << q.text;
}

// A cast roundup's heading "LURA PONCHO (Lizzie Esh)" names the actor in capitals: "Poncho",
// an ordinary word, is her surname where the section quotes her ('"...," Poncho said').
TEST(QuoteTest, ASurnameFromAHeadingInCapitalsSpeaks) {
  auto facts = ExtractFrom(
      "Cast Roundup\nOutlet\nBy Ann Writer\nMarch 13, 2028\n\nWe asked the cast one question.\n\n"
      "LURA PONCHO (Lizzie Esh)\n\nThe schoolteacher Lizzie Esh spent the first season courting Benuel. "
      "\"Lizzie is pregnant, and she has been telling everyone,\" Poncho said.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "Lizzie is pregnant"), "Lura Poncho");
}

// A court story: "her lawyer, Leton Marsh of Marsh Okafor, said" (the person before the firm
// speaks), and "Cook County Circuit Court Judge Hana Ebbe" is Hana Ebbe, whom "the judge
// wrote that" a sentence later stands for.
TEST(QuoteTest, ALawyerOfAFirmAndAJudgeBehindHerCourt) {
  auto facts = ExtractFrom(
      "Court Sends Writer's Suit to Trial\nOutlet\nBy Ann Writer\nMarch 13, 2028\n\nNella Rusk sued the show's "
      "creator, Owen Pryde, in April.\n\nCook County Circuit Court Judge Hana Ebbe denied the motion. In her "
      "ruling, the judge wrote that the scripts \"share far more than a setting.\"\n\n\"She wrote this family,\" "
      "her lawyer, Leton Marsh of Marsh Okafor, said after the hearing.\n\nPryde's lawyer, Ines Valt of Corder "
      "Hale, said her client had written about the town \"since long before the plaintiff\" and would win.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "share far more"), "Hana Ebbe");
  EXPECT_EQ(SpeakerOfQuote(facts, "She wrote this family"), "Leton Marsh");
  EXPECT_EQ(SpeakerOfQuote(facts, "since long before"), "Ines Valt");
}

// A business story: a headline's company ("Marlow Media to Buy ...") is no default speaker,
// nor a referent of "she said"; "the studio's founder, Ines Tull, will ..." has her for its
// subject. A cast list's "The newcomer is Edvin Falk, who plays Verner and called him
// "..."" is his.
TEST(QuoteTest, ACompanyIsNoSpeakerAndACopulaNamesTheSubject) {
  auto facts = ExtractFrom(
      "Marlow Media to Buy Larch Road Pictures\nOutlet\nBy Ann Writer\nMarch 13, 2028\n\nMarlow Media agreed on "
      "Tuesday to buy Larch Road Pictures, the studio behind the drama \"Tallowmere.\"\n\nLarch Road's founder, "
      "Ines Tull, will become Marlow's chief creative officer. She started the studio in 2019. \"The writers keep "
      "their rooms,\" she said.\n\nRunar's actor, Bo Lind, is back in flashbacks. The newcomer is Edvin Falk, who "
      "plays Verner and called him \"a man who has read every rule.\"\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "The writers keep"), "Ines Tull");
  EXPECT_EQ(SpeakerOfQuote(facts, "a man who has read"), "Edvin Falk");
}

// A dating show's recap: "He sent Sabia home first, in the rain. "I was sure," she said in the
// car.": the one woman the sentence with "he" for its subject names is the "she".
TEST(QuoteTest, TheOneNamedBySentenceOfTheOtherGendersPronoun) {
  auto facts = ExtractFrom(
      "Lovelines Finale Recap\nOutlet\nBy Ann Writer\nMarch 13, 2028\n\nThe lead, Sufian Gess, was down to two "
      "women: Emna Karo, a nurse from New Jersey, and Sabia Dang, a hygienist from Chicago. He sent Sabia home "
      "first, in the rain. \"I was sure,\" she said in the car.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "I was sure"), "Sabia Dang");
}

// A profile names its subject in full first and her kin later ("Her father, Sinan Rumai"):
// "Rumai said" is the subject.
TEST(QuoteTest, ASurnameSharedWithKinNamedLaterIsTheSubjects) {
  auto facts = ExtractFrom(
      "The Rescue Swimmer\nOutlet\nBy Ann Writer\nMarch 13, 2028\n\nMiryai Rumai has now watched herself jump "
      "out of a helicopter six times.\n\nHer father, Sinan Rumai, a goldsmith, taught her to swim. Her husband, "
      "Hirmiz Rumai, is not in the series.\n\n\"I would watch the show first,\" Rumai said.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "I would watch"), "Miryai Rumai");
}

// '"We would rather be late than fake it," the creator said in a statement.': the one person
// the article credits as creator.
TEST(QuoteTest, TheCreatorSaidIsTheCreditedCreator) {
  auto facts = ExtractFrom(
      "'Bierto' Is Delayed\nOutlet\nBy Ann Writer\nMarch 13, 2028\n\nThe series, created by Agata Terenz, stars "
      "Ana Flips as Sieglinde Zerb.\n\n\"We would rather be late than fake it,\" the creator said in a statement.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "We would rather"), "Agata Terenz");
}

// '"...," the network said in a statement' is the network the article named; "the studio
// said" the company it named.
TEST(QuoteTest, TheNetworkAndTheStudioSaid) {
  auto facts = ExtractFrom(
      "Vet Exits 'Ranchland'\nOutlet\nBy Ann Writer\nMarch 13, 2028\n\nDana Reyes, who plays the vet on CBS's "
      "\"Ranchland,\" is leaving. \"I am done,\" she wrote.\n\nCBS answered on Monday. \"Dana has been the heart "
      "of the show,\" the network said in a statement.\n\nQuenby Television, the studio behind it, agreed. \"We "
      "will miss her,\" the studio said.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "Dana has been"), "CBS");
  EXPECT_EQ(SpeakerOfQuote(facts, "We will miss"), "Quenby Television");
}

// A statement's noun before a colon names the author: "Piecha's own statement ... ran to one
// sentence: "..."", "Esdaille, who left a comment under the post: "..."".
TEST(QuoteTest, AStatementsNounBeforeAColonNamesItsAuthor) {
  auto facts = ExtractFrom(
      "Showrunner Exits\nOutlet\nBy Ann Writer\nMarch 13, 2028\n\nThe studio confirmed that Leon Piecha has "
      "left. \"We thank him,\" said Vera Dunn, its president.\n\nPiecha's own statement, sent through a "
      "representative, ran to one sentence: \"I am proud of the first season.\"\n\nThe foreman is played by Glen "
      "Esdaille, who left a comment under the post within minutes: \"Who will hold the lantern now?\"\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "I am proud"), "Leon Piecha");
  EXPECT_EQ(SpeakerOfQuote(facts, "Who will hold"), "Glen Esdaille");
}

// "Creator Gio Rivan said the writers never considered writing Edvige out. "She is the only
// person who can do math," he said.": the one whose "said" opens the sentence before speaks
// on, whoever that sentence names after.
TEST(QuoteTest, TheReporterOfTheSentenceBeforeSpeaksOn) {
  auto facts = ExtractFrom(
      "The Puechers Return\nOutlet\nBy Ann Writer\nMarch 13, 2028\n\nEdvige Puech (Ana Berch) is back. Lino Marz "
      "voices her brother.\n\nCreator and showrunner Gio Rivan said the writers never considered writing Edvige out. "
      "\"She is the only person in that house who can do math,\" he said. \"We need her.\"\n\nMarin Blasc said she met "
      "Sawa Tonos over a video call. \"She told me Hanae is angry,\" Blasc said.\n\nSawa Tonos, speaking through an "
      "interpreter, said she had listened to Blasc's test reading. \"She found the anger faster than I did,\" she said.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "She is the only"), "Gio Rivan");
  EXPECT_EQ(SpeakerOfQuote(facts, "She found the anger"), "Sawa Tonos");
}

// "The final scene finds Mimmo alone in the freezer, on the phone. "...," he says.": the sentence
// before, whose subject is no one, names the one person the pronoun is; a part someone
// played ("she played Dr. Iva Brandt") or a place ("notes from Yambio") is none.
TEST(QuoteTest, PronounAfterASentenceNamingOnePerson) {
  auto facts = ExtractFrom(
      "Saltmarsh Finale Recap\n\n"
      "Saltmarsh stars Ada Brill as Nell Fane and Tom Kerr as Mimmo Scarpa. Nell married Jory in the finale, "
      "and Jory wept.\n\n"
      "Then the cliffhanger. The final scene finds Mimmo alone in the freezer, on the phone to someone we never "
      "see. \"The old man is gone,\" he says.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "The old man is gone"), "Mimmo Scarpa");
  auto played = ExtractFrom(
      "Ada Brill Looks Back\n\n"
      "Ada Brill has been acting for thirty years.\n\n"
      "Most viewers met her on NBC's \"Stillwell,\" where she played Dr. Iva Brandt, the county coroner. "
      "\"The coroner was written as a small part,\" she says.\n");
  EXPECT_EQ(SpeakerOfQuote(played, "The coroner was written"), "Ada Brill");
}

// '"...," the series' creator and showrunner, Ann Roe, said': a plural's possessive apostrophe
// is no quotation mark between the quotation and its speaker.
TEST(QuoteTest, PluralPossessiveBetweenQuotationAndSpeaker) {
  auto facts = ExtractFrom(
      "Island Drama Returns\n\n"
      "The island is small.\n\n"
      "\"Everybody on that island owes somebody,\" the series' creator and showrunner, Ann Roe, said in a phone "
      "interview.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "Everybody on that island"), "Ann Roe");
}

// A review quotes the show's dialogue: '"...," he tells her in the fifth episode' after a
// sentence naming two characters is the first character's line (not the actor named a
// paragraph before), and the one told answers the next line ('"...," she says').
TEST(ExtractQuotes, SceneLinesAreTheCharactersAndTheOneToldAnswers) {
  auto facts = ExtractFrom(
      "Review: 'Quayside'\n\n"
      "Quayside stars Mara Bell as Ilde Macy and Tomas Reyes as Alvise Hart.\n\n"
      "The weakest thread is the rival shack run by Amasa Cole (Arnald Lang). Lang is funny, but the show does "
      "not know what to do with him.\n\n"
      "Better is the health inspector, Alvise Hart (Tomas Reyes), who keeps finding reasons to visit and whom Ilde "
      "keeps finding reasons to meet. \"I'm here about the walk-in,\" he tells her in the fifth episode. "
      "\"It's always the walk-in,\" she says.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "I'm here about the walk-in"), "Alvise Hart");
  EXPECT_EQ(SpeakerOfQuote(facts, "It's always the walk-in"), "Ilde Macy");
}

// A name inside a quotation nested in the quote ("Vidaller kept telling me, 'Slower, Kenny,
// it's a boat'") is the one spoken to: the speaker may well be that Kenny.
TEST(ExtractQuotes, ANameInANestedQuotationIsTheOneSpokenTo) {
  auto facts = ExtractFrom(
      "Ten Years of 'Chimacum'\n\n"
      "Chimacum starred Kenny Sparks as Dell Cartwright and Peir Arjo as Lou Vance. \"It rained,\" Arjo said.\n\n"
      "Sparks had never held a plane. \"The first week, the director kept telling me, 'Slower, Kenny, it's a "
      "boat,'\" he said.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "The first week"), "Kenny Sparks");
}

// '"...," she tells a new intern' is a scene line, the character's; "Showrunner X, who took
// over this season from the series' creator, Y, told reporters that ... "..."" is X's (the
// plural possessive's mark is no quotation, and the relative clause may end in a name).
TEST(ExtractQuotes, ASceneLineToSomeoneAndASpeakerPastALongRelativeClause) {
  auto facts = ExtractFrom(
      "Review: 'Grand Concourse'\n\n"
      "Grand Concourse stars Audrey Meisner as Dr. Akissi Brou and Kylie Jaensch as Ahou Ngoran.\n\n"
      "Showrunner Abiye Bobmanuel, who took over this season from the series' creator, Boma Dokubo, told reporters "
      "in October that the back half would be \"about who gets to stay in the building.\"\n\n"
      "A word for the charge nurse, Ahou Ngoran (Kylie Jaensch), who has the season's best lines. \"I have been here "
      "longer than the elevators,\" she tells a new intern.\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "about who gets to stay"), "Abiye Bobmanuel");
  EXPECT_EQ(SpeakerOfQuote(facts, "I have been here longer"), "Ahou Ngoran");
}

// A caption with no speech verb is the sentence's subject's: "Her husband, the theatre director
// Edgar Dohnt, posted a photograph ... with the caption "..."" (the name in apposition to the
// kin noun, past a job).
TEST(ExtractQuotes, ACaptionIsTheSubjectInAppositionToAKinNoun) {
  auto facts = ExtractFrom(
      "Raelene Mattschoss Leaves 'Night Ward'\n\n"
      "\"Night Ward\" stars Raelene Mattschoss. \"I loved it,\" said Pacome Adjoumani, the producer.\n\n"
      "Her husband, the theatre director Edgar Dohnt, posted a photograph of the two of them on Monday with the "
      "caption \"Twenty-two years and she still makes me cry on a Sunday.\"\n");
  EXPECT_EQ(SpeakerOfQuote(facts, "Twenty-two years"), "Edgar Dohnt");
}

}  // namespace showgraph
