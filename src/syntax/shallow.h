// A fast shallow parser of English: part-of-speech tags from a closed-class lexicon,
// suffix rules and capitalization; chunks (noun groups, verb groups with their negation,
// modal and auxiliaries); and clauses (main, relative, complement, conditional, adverbial)
// with their subject and verb group, and whether each one asserts anything.
//
// It is meant for the few sentences that carry a story cue, not for every sentence:
//
//   syntax::Words in = syntax::WordsFromText("If Lucy were pregnant, the town would know.");
//   syntax::Parse p = syntax::ParseSentence(in.words);
//   const syntax::Clause& c = p.clauses[p.clause_of[1]];   // the clause of "Lucy"
//   c.kind == syntax::ClauseKind::kConditional;            // so nothing in it is asserted
//
// Thread-safe: ParseSentence keeps no state between calls.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace showgraph::syntax {

enum class Tag : uint8_t {
  kNoun, kProper, kPronoun, kPossessive,  // "her" before a noun, and the split-off "'s"
  kDet, kNum, kAdj, kAdv,
  kVerb, kVerbS, kVerbPast, kVerbPart, kVerbGerund,
  kBe, kHave, kDo, kModal, kNeg, kTo,
  kPrep, kCoord, kSubord, kRel, kWh, kPunct,
};
std::string_view TagName(Tag t);

// One token as the parser sees it. `lower` must outlive the parse.
struct Word {
  std::string_view lower;
  bool capitalized = false;
  bool sentence_start = false;
  bool possessive = false;  // the split-off "'s" or "'"
  bool number = false;
  bool punct = false;
  bool name = false;        // inside a name the caller found ("Nora Castellan")
};

enum class ChunkKind : uint8_t { kNoun, kVerb };

struct Chunk {
  ChunkKind kind = ChunkKind::kNoun;
  uint32_t first = 0, end = 0;  // words [first, end)
  uint32_t head = 0;            // last noun of a noun group; main verb of a verb group
  // Verb groups only.
  bool negated = false;   // "did not", "never", "isn't"
  bool modal = false;     // might, could, would, may, should, can, must (not "will")
  bool future = false;    // will, 'll, "going to", "set to", "about to"
  bool copula = false;    // the main verb is a form of "be" or "become", "seem", "remain"
  bool passive = false;   // "be" + participle
};

enum class ClauseKind : uint8_t {
  kMain,
  kRelative,     // "who ...", "which ...", "that ..." after a noun
  kComplement,   // "that ..." after a verb, or a bare complement of "say", "learn"
  kConditional,  // "if ...", "unless ..."
  kWhether,      // "whether ...", "wonder if ..."
  kAdverbial,    // "after ...", "when ...", "because ...": its content is presupposed
};

struct Clause {
  ClauseKind kind = ClauseKind::kMain;
  int parent = -1;         // the clause this one hangs from
  uint32_t first = 0;      // first word (clauses may resume after an embedded one)
  int subject = -1;        // chunk index of the subject noun group, or -1
  int verb = -1;           // chunk index of the first verb group, or -1
  int antecedent = -1;     // relative clauses: chunk index of the noun group it describes
  int coordinated = -1;    // "Nora packed the car and left": the clause this one is joined to
  uint32_t marker = 0;     // the word that opened it ("if", "who", "that"); == first for kMain
  bool question = false;   // asked, not stated
  bool hedged = false;     // "maybe", "reportedly", or the complement of "think", "hope"
};

struct Parse {
  std::vector<Tag> tags;             // one per word
  std::vector<Chunk> chunks;         // in order
  std::vector<int32_t> chunk_of;     // word -> chunk index, or -1
  std::vector<Clause> clauses;       // clause 0 is the sentence's main clause
  std::vector<int32_t> clause_of;    // word -> clause index

  // Whether the clause states a fact: no question, negation or modal, not a
  // condition or a "whether", and none of these in a clause it depends on (except that
  // an adverbial clause's content is presupposed even in a question: "after X left,
  // is there hope?").
  bool Asserted(int clause) const;
  // The verb group of the clause, or nullptr.
  const Chunk* VerbOf(int clause) const {
    return clauses[clause].verb >= 0 ? &chunks[clauses[clause].verb] : nullptr;
  }
  // The noun group that acts as the clause's subject: its own subject, else (a relative
  // clause) the antecedent, else (a verb group coordinated after another: "Nora packed and
  // left") the subject of the clause before it. -1 when there is none.
  int SubjectChunk(int clause) const;
};

Parse ParseSentence(std::span<const Word> words);

// Tokenizes a sentence and marks capitalized words that do not start it as names:
// enough for tests and tools. `lower` owns the text the words point into.
struct Words {
  std::string lower;
  std::vector<Word> words;
};
Words WordsFromText(std::string_view sentence);

}  // namespace showgraph::syntax
