// Internal to the shallow parser (src/syntax/): the part-of-speech tagger and the word
// list it reads. Not a public interface.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "syntax/shallow.h"

namespace showgraph::syntax {

// A word of data/syntax_words.txt: its usual tag, the tag it takes in other contexts, and
// whether it is a verb whose complement is not asserted ("think", "hope").
struct Entry {
  Tag tag = Tag::kNoun;
  Tag other = Tag::kNoun;  // the tag in other contexts
  bool ambiguous = false;
  bool hedge = false;
};

// The entry of a lower-case word, or nullptr.
const Entry* Find(std::string_view w);

inline bool IsVerbTag(Tag t) {
  return t == Tag::kVerb || t == Tag::kVerbS || t == Tag::kVerbPast || t == Tag::kVerbPart || t == Tag::kVerbGerund;
}
inline bool IsAuxTag(Tag t) { return t == Tag::kBe || t == Tag::kHave || t == Tag::kDo || t == Tag::kModal; }
inline bool IsNominalTag(Tag t) {
  return t == Tag::kNoun || t == Tag::kProper || t == Tag::kPronoun || t == Tag::kNum;
}

// One tag per word: the word list, then capitals, then suffixes, then one left-to-right
// pass over the neighbours ("her" before a noun, "-s" after a subject, "that" after a verb).
std::vector<Tag> TagWords(std::span<const Word> words);

}  // namespace showgraph::syntax
