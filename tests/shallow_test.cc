// The shallow parser: tags, chunks, clauses and what each clause asserts, on sentences
// written for the test.
#include "syntax/shallow.h"

#include <gtest/gtest.h>

#include <string>

namespace showgraph::syntax {
namespace {

struct Parsed {
  Words in;
  Parse p;
  // Index of the first word equal to `w`.
  size_t At(std::string_view w) const {
    for (size_t i = 0; i < in.words.size(); ++i)
      if (in.words[i].lower == w) return i;
    ADD_FAILURE() << "no word " << w;
    return 0;
  }
  Tag TagOf(std::string_view w) const { return p.tags[At(w)]; }
  int ClauseOf(std::string_view w) const { return p.clause_of[At(w)]; }
  bool Asserted(std::string_view w) const { return p.Asserted(ClauseOf(w)); }
  // The text of the subject noun group of the clause holding `w`.
  std::string SubjectOf(std::string_view w) const {
    int s = p.SubjectChunk(ClauseOf(w));
    if (s < 0) return "";
    std::string out;
    for (uint32_t k = p.chunks[s].first; k < p.chunks[s].end; ++k) {
      if (!out.empty()) out += ' ';
      out += in.words[k].lower;
    }
    return out;
  }
};

Parsed ParseOf(std::string_view sentence) {
  Parsed r{WordsFromText(sentence), {}};
  r.p = ParseSentence(r.in.words);
  return r;
}

TEST(ShallowTagTest, ClosedClassSuffixesAndContext) {
  auto r = ParseOf("Marla quietly packed her old suitcase and drives to the coast.");
  EXPECT_EQ(r.TagOf("marla"), Tag::kProper);
  EXPECT_EQ(r.TagOf("quietly"), Tag::kAdv);
  EXPECT_EQ(r.TagOf("packed"), Tag::kVerbPast);
  EXPECT_EQ(r.TagOf("her"), Tag::kPossessive);
  EXPECT_EQ(r.TagOf("drives"), Tag::kVerbS);
  EXPECT_EQ(r.TagOf("to"), Tag::kTo);
  EXPECT_EQ(r.TagOf("coast"), Tag::kNoun);
}

TEST(ShallowTagTest, HerAsObjectAndApostropheS) {
  auto r = ParseOf("Oskar told her that Vera's sister is back.");
  EXPECT_EQ(r.TagOf("her"), Tag::kPronoun);
  EXPECT_EQ(r.TagOf("that"), Tag::kSubord);
  EXPECT_EQ(r.TagOf("'s"), Tag::kPossessive);
  auto s = ParseOf("Vera's pregnant and Oskar's 40.");
  EXPECT_EQ(s.p.tags[1], Tag::kBe);
  EXPECT_EQ(s.p.tags[5], Tag::kBe);
}

TEST(ShallowTagTest, PluralNounsAndVerbsEndingInS) {
  auto r = ParseOf("The twins leave town and Oskar leaves too.");
  EXPECT_EQ(r.TagOf("twins"), Tag::kNoun);
  EXPECT_EQ(r.TagOf("leaves"), Tag::kVerbS);
  auto g = ParseOf("Her wedding is the best thing in the season.");
  EXPECT_EQ(g.TagOf("wedding"), Tag::kNoun);
  EXPECT_EQ(g.TagOf("thing"), Tag::kNoun);
}

TEST(ShallowChunkTest, VerbGroupsCarryNegationModalityAndFuture) {
  auto r = ParseOf("Oskar is not going to be moving out this year.");
  const Chunk* v = r.p.VerbOf(r.ClauseOf("oskar"));
  ASSERT_NE(v, nullptr);
  EXPECT_TRUE(v->negated);
  EXPECT_TRUE(v->future);
  EXPECT_EQ(r.in.words[v->head].lower, "moving");
  auto m = ParseOf("Vera might marry Oskar.");
  ASSERT_NE(m.p.VerbOf(0), nullptr);
  EXPECT_TRUE(m.p.VerbOf(0)->modal);
  auto c = ParseOf("Vera happens to be his cousin.");
  ASSERT_NE(c.p.VerbOf(0), nullptr);
  EXPECT_TRUE(c.p.VerbOf(0)->copula);
  auto s = ParseOf("Vera is set to romance Oskar.");
  ASSERT_NE(s.p.VerbOf(0), nullptr);
  EXPECT_TRUE(s.p.VerbOf(0)->future);
  EXPECT_EQ(s.in.words[s.p.VerbOf(0)->head].lower, "romance");
}

TEST(ShallowChunkTest, NounGroupsWithPossessors) {
  auto r = ParseOf("Vera's older brother Abner returns.");
  int c = r.p.chunk_of[0];
  ASSERT_GE(c, 0);
  EXPECT_EQ(r.p.chunks[c].kind, ChunkKind::kNoun);
  EXPECT_EQ(r.p.chunks[c].first, 0u);
  EXPECT_EQ(r.in.words[r.p.chunks[c].head].lower, "abner");
  EXPECT_EQ(r.SubjectOf("returns"), "vera 's older brother abner");
}

TEST(ShallowClauseTest, QuestionsAssertNothing) {
  auto r = ParseOf("Will Vera and Oskar ever patch things up?");
  EXPECT_FALSE(r.Asserted("patch"));
  auto s = ParseOf("Since Oskar lied to Vera, can she trust him again?");
  EXPECT_TRUE(s.Asserted("lied"));  // the adverbial clause is presupposed
  EXPECT_FALSE(s.Asserted("trust"));
}

TEST(ShallowClauseTest, NegationIsScopedToItsClause) {
  auto r = ParseOf("Vera never told anyone, but Oskar moved away.");
  EXPECT_FALSE(r.Asserted("told"));
  EXPECT_TRUE(r.Asserted("moved"));
  auto s = ParseOf("Nobody expected that Vera would stay.");
  EXPECT_FALSE(s.Asserted("expected"));
}

TEST(ShallowClauseTest, ConditionalsWhetherAndHedges) {
  auto r = ParseOf("If Vera were pregnant, the whole village would know.");
  EXPECT_EQ(r.p.clauses[r.ClauseOf("pregnant")].kind, ClauseKind::kConditional);
  EXPECT_FALSE(r.Asserted("pregnant"));
  EXPECT_FALSE(r.Asserted("know"));  // "would"
  auto w = ParseOf("Nobody knows whether or not they reconcile.");
  EXPECT_FALSE(w.Asserted("reconcile"));
  auto h = ParseOf("Viewers think that Oskar is secretly the heir.");
  EXPECT_TRUE(h.Asserted("viewers"));
  EXPECT_FALSE(h.Asserted("heir"));
  auto f = ParseOf("Vera finds out that Oskar was adopted.");
  EXPECT_TRUE(f.Asserted("adopted"));
  auto m = ParseOf("Oskar is reportedly leaving the show.");
  EXPECT_FALSE(m.Asserted("leaving"));
}

TEST(ShallowClauseTest, RelativeClausesTakeTheirAntecedentAsSubject) {
  auto r = ParseOf("Teodor, a fisherman who grew up in Brill, becomes Vera's husband.");
  EXPECT_EQ(r.p.clauses[r.ClauseOf("grew")].kind, ClauseKind::kRelative);
  EXPECT_EQ(r.SubjectOf("grew"), "teodor");
  EXPECT_EQ(r.SubjectOf("becomes"), "teodor");
  EXPECT_TRUE(r.p.VerbOf(r.ClauseOf("becomes"))->copula);
}

TEST(ShallowClauseTest, CoordinatedVerbsShareTheSubject) {
  auto r = ParseOf("In the last scene, Vera packed the car and left the farm.");
  EXPECT_EQ(r.SubjectOf("packed"), "vera");
  EXPECT_NE(r.ClauseOf("packed"), r.ClauseOf("left"));
  EXPECT_EQ(r.SubjectOf("left"), "vera");
}

// "..., and his sister, Rosalind (X), learned ...": a clause joined by "and" whose subject
// carries an apposition set off by commas has a subject of its own (the name, of a
// description and a name).
TEST(ShallowClauseTest, ACoordinatedSubjectMayCarryAnApposition) {
  auto r = ParseOf("Tomas quit the mill, and his sister, Rosalind (Edda Lorne), learned she is pregnant.");
  EXPECT_NE(r.ClauseOf("quit"), r.ClauseOf("learned"));
  EXPECT_EQ(r.SubjectOf("quit"), "tomas");
  EXPECT_EQ(r.SubjectOf("learned"), "rosalind");
  r = ParseOf("Tomas quit the mill, and Rosalind, 24, learned the truth.");
  EXPECT_EQ(r.SubjectOf("learned"), "rosalind");
}

// "Passed over, he packed a bag and left": a participle phrase that opens the sentence is
// no main verb; the subject and verb after its comma are.
TEST(ShallowClauseTest, AnOpeningParticiplePhraseIsNoMainVerb) {
  auto r = ParseOf("Passed over, he packed a bag and left for Delhi.");
  EXPECT_EQ(r.SubjectOf("packed"), "he");
  EXPECT_EQ(r.SubjectOf("left"), "he");
  r = ParseOf("Sitting in the warehouse, Tomas asks Vera a question.");
  EXPECT_EQ(r.SubjectOf("asks"), "tomas");
}

TEST(ShallowClauseTest, ColonOpensANewStatement) {
  auto r = ParseOf("Spoiler alert: she's pregnant, as of last week!");
  EXPECT_TRUE(r.Asserted("pregnant"));
  EXPECT_EQ(r.SubjectOf("pregnant"), "she");
}

// "since episode two" before a "that" clause is a preposition: the clause after "that" is
// the fans' belief, not a fact ("Fans have been sure since episode two that Ashdown stole it").
TEST(ShallowClauseTest, SinceBeforeAThatClauseIsAPreposition) {
  auto r = ParseOf("Fans have been sure since episode two that Ashdown is the one who stole the magic.");
  EXPECT_EQ(r.TagOf("since"), Tag::kPrep);
  EXPECT_FALSE(r.Asserted("stole"));
  auto s = ParseOf("Since Oskar lied to Vera, she left.");
  EXPECT_EQ(s.TagOf("since"), Tag::kSubord);
}

}  // namespace
}  // namespace showgraph::syntax
