// Lexicon: general knowledge of the genre, loaded once from the embedded data files.
// Nothing here is specific to one series, person or article.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace showgraph {

// Multi-word names matched on token boundaries: "The CW", "USA Network".
struct PhraseTable {
  // written form -> canonical form
  std::unordered_map<std::string, std::string> canonical;
  size_t max_words = 1;
  const std::string* Find(std::string_view written) const {
    auto it = canonical.find(std::string(written));
    return it == canonical.end() ? nullptr : &it->second;
  }
};

class Lexicon {
 public:
  PhraseTable networks;
  PhraseTable outlets;
  PhraseTable roles;             // "EP" -> "executive producer"
  std::unordered_set<std::string> speech_verbs;       // lower case, one or two words
  std::unordered_set<std::string> abbreviations;      // lower case, no final period
  std::unordered_set<std::string> non_names;          // lower case
  std::unordered_map<std::string, std::string> work_cues;  // cue word after a title -> work type
  std::unordered_map<std::string, std::string> work_nouns;  // noun before a title -> work type
  std::vector<std::string> furniture_prefixes;
  std::unordered_set<std::string> honorifics;  // lower case: "dr", "deputy"
  struct Relation {
    std::string type, status;
  };
  std::unordered_map<std::string, Relation> relations;  // "best friend" -> friendship, current

  // The English word list: is `lower` an ordinary (lower-case) word? Is it listed as a
  // proper name (capitalized entry, e.g. a given name or surname)?
  bool IsCommonWord(std::string_view lower) const { return common_words_.count(std::string(lower)) > 0; }
  bool IsProperName(std::string_view lower) const { return proper_names_.count(std::string(lower)) > 0; }

  static const Lexicon& Get();

 private:
  Lexicon();
  std::unordered_set<std::string> common_words_;
  std::unordered_set<std::string> proper_names_;
};

// ASCII lower-casing (names in the lexicons are ASCII).
std::string ToLower(std::string_view s);

}  // namespace showgraph
