// Lexicon: general knowledge of the genre, loaded once from the embedded data files.
// Nothing here is specific to one series, person or article.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace showgraph {

// Hash and equality that accept string_view, so look-ups never build a std::string.
// The keys are mostly short words: up to sixteen bytes are hashed inline from two
// overlapping loads and two multiplies, where std::hash's call cost some forty
// instructions a word. (The maps' order of iteration is this hash's; nothing reads them
// in order except the Lexicon's constructor, whose result does not depend on it.)
struct StringHash {
  using is_transparent = void;
  size_t operator()(std::string_view s) const {
    const char* p = s.data();
    const size_t n = s.size();
    if (n > 16) return std::hash<std::string_view>{}(s);
    uint64_t lo = 0, hi = 0;
    if (n >= 8) {
      std::memcpy(&lo, p, 8);
      std::memcpy(&hi, p + n - 8, 8);
    } else if (n >= 4) {
      uint32_t a, b;
      std::memcpy(&a, p, 4);
      std::memcpy(&b, p + n - 4, 4);
      lo = a;
      hi = b;
    } else if (n > 0) {
      lo = static_cast<unsigned char>(p[0]) | static_cast<unsigned char>(p[n / 2]) << 8 |
           static_cast<unsigned char>(p[n - 1]) << 16;
    }
    uint64_t h = (0x9E3779B97F4A7C15ull ^ n ^ lo) * 0xFF51AFD7ED558CCDull;
    h ^= h >> 32;
    h = (h ^ hi) * 0xC4CEB9FE1A85EC53ull;
    return static_cast<size_t>(h ^ (h >> 32));
  }
};
template <typename V>
using StringMap = std::unordered_map<std::string, V, StringHash, std::equal_to<>>;
using StringSet = std::unordered_set<std::string, StringHash, std::equal_to<>>;

// Multi-word names matched on token boundaries: "The CW", "USA Network".
struct PhraseTable {
  // written form -> canonical form
  StringMap<std::string> canonical;
  StringSet first_words;  // first word of every form, to skip most tokens at once
  size_t max_words = 1;
  // Lower-case first word -> the most tokens a form starting with it can span (words plus
  // marks that tokenize apart: "E!" is two): most look-ups then try one or two lengths.
  StringMap<uint8_t> max_tokens_from;
  size_t MaxTokensFrom(std::string_view lower_first) const {
    auto it = max_tokens_from.find(lower_first);
    return it == max_tokens_from.end() ? 0 : it->second;
  }
  const std::string* Find(std::string_view written) const {
    auto it = canonical.find(written);
    return it == canonical.end() ? nullptr : &it->second;
  }
  // Lower-cased form -> canonical form, for names a heading writes in capitals ("HULU",
  // "PRIME VIDEO"); the first form listed wins.
  StringMap<std::string> canonical_lower;
  const std::string* FindLower(std::string_view lower) const {
    auto it = canonical_lower.find(lower);
    return it == canonical_lower.end() ? nullptr : &it->second;
  }
};

// Lexical classes of a lower-case word, all found with one look-up.
enum WordClass : uint16_t {
  kWordNonName = 1 << 0,      // never a name: "monday", "season", "she"
  kWordCommon = 1 << 1,       // an ordinary English word (word list, lower-case entry)
  kWordProper = 1 << 2,       // listed as a proper name (word list, capitalized entry)
  kWordHonorific = 1 << 3,    // "dr", "deputy"
  kWordSpeech = 1 << 4,       // a speech verb: "says", "told"
  kWordRoleStart = 1 << 5,    // first word of a production role: "executive", "ep"
  kWordNetworkStart = 1 << 6, // first word of a network name, lower-cased: "the", "hbo"
  kWordStoryCue = 1 << 7,     // a word that can start a story pattern: "pregnant", "couple"
  kWordCastCue = 1 << 8,      // a word of casting: "plays", "portrayed", "as", "cast"
  kWordCrewCue = 1 << 9,      // a verb of production: "created", "directed", "wrote"
  kWordOccupation = 1 << 10,  // what a character does: "paramedic", "sheriff"
  kWordWorkCue = 1 << 11,     // a key of work_cues: "finale", "premiere"
  kWordWorkNoun = 1 << 12,    // a key of work_nouns: "drama", "sitcom"
  kWordAiringVerb = 1 << 13,  // a word that says a show airs: "premieres", "streams", "moves"
  kWordOccupationEnd = 1 << 14,  // last word of a listed occupation of several: "defender"
};

// An open-addressing table from word to WordClass bits: one cache-friendly probe per
// token instead of a walk through node-based hash sets.
class WordClassTable {
 public:
  // Adds the classes to the word's (words of 1 to 255 bytes; others are ignored). Words go
  // straight into the open-addressing table, which doubles as it fills: the ~77,000 words
  // of the lexicon load without a node-based staging map.
  void Add(std::string_view word, uint16_t classes);
  // Room for this many words in all, so that loading them never rehashes the table.
  void Reserve(size_t words);
  uint16_t Find(std::string_view word) const { return Find(word, Hash(word)); }
  // For a run of look-ups: hash and prefetch a batch of words first, then find them
  // with their hashes, so the table's cache misses overlap instead of queueing.
  static uint64_t Hash(std::string_view w);
  void Prefetch(uint64_t hash) const {
    if (!slots_.empty()) __builtin_prefetch(&slots_[hash & mask_]);
  }
  uint16_t Find(std::string_view word, uint64_t hash) const;
  // The same for a word followed by at least 16 readable bytes (a padded buffer): the
  // word is loaded in place, never copied. Inline: they run once per token.
  static uint64_t HashPadded(const char* p, size_t n) {
    if (n > 16) return Hash(std::string_view(p, n));
    // Two masked loads: the bytes past the word are read but count as zero.
    return HashBytes(n, LowBytes(Load8(p), n), n > 8 ? LowBytes(Load8(p + 8), n - 8) : 0);
  }
  uint16_t FindPadded(const char* p, size_t n, uint64_t hash) const {
    if (n > kInline) return FindLong(p, n, hash);
    // Zero-padded like the stored keys: the comparison is two fixed-size loads.
    return FindBytes(n, LowBytes(Load8(p), n), static_cast<uint32_t>(n > 8 ? LowBytes(Load8(p + 8), n - 8) : 0),
                     hash);
  }
  // The same for a word of 1 to 8 bytes given as a number, its bytes little-endian and the
  // rest zero: DocContext packs every token so once, and its look-ups need no load.
  static uint64_t HashPacked(uint64_t bytes, size_t n) { return HashBytes(n, bytes, 0); }
  // (A stored word of up to eight bytes has zero bytes 8-11, Add's and AddInline's alike:
  // its length and first eight bytes decide, one compare fewer a probe than FindBytes.)
  uint16_t FindPacked(uint64_t bytes, size_t n, uint64_t hash) const {
    if (n == 0 || slots_.empty()) return 0;
    for (size_t i = hash & mask_; slots_[i].length != 0; i = (i + 1) & mask_) {
      const Slot& s = slots_[i];
      if (s.length == n && Load8(s.key) == bytes) return s.classes;
    }
    return 0;
  }
  // Add for a word of 1 to kInline bytes given as two numbers, bytes 0-7 and 8-11
  // little-endian, zero past the word: the same slot and key as Add's, without a copy or a
  // byte comparison (the dictionary's words load so).
  static constexpr size_t kInline = 12;
  void AddInline(size_t n, uint64_t lo, uint64_t hi, uint16_t classes);

 private:
  // 16 bytes, four to a cache line. A word of up to kInline bytes is kept in the slot
  // itself, zero-padded, so a look-up touches one line; a longer one keeps its offset
  // into arena_ in the first four bytes of `key` (kInline is declared above).
  struct Slot {
    char key[kInline] = {};
    uint8_t length = 0;  // 0: empty
    uint8_t unused = 0;
    uint16_t classes = 0;
  };
  // A word of n <= 16 bytes: bytes 0-7 and 8-15 as numbers, zero past the word.
  static uint64_t HashBytes(size_t n, uint64_t lo, uint64_t hi) {
    uint64_t h = (0x9E3779B97F4A7C15ull ^ n ^ lo) * 0xFF51AFD7ED558CCDull;
    h ^= h >> 32;
    h = (h ^ hi) * 0xC4CEB9FE1A85EC53ull;
    return h ^ (h >> 32);
  }
  // A word of n <= kInline bytes, packed as for HashBytes.
  uint16_t FindBytes(size_t n, uint64_t lo, uint32_t hi, uint64_t hash) const {
    if (n == 0 || slots_.empty()) return 0;
    for (size_t i = hash & mask_; slots_[i].length != 0; i = (i + 1) & mask_) {
      const Slot& s = slots_[i];
      uint32_t key_hi;
      std::memcpy(&key_hi, s.key + 8, 4);
      if (s.length == n && Load8(s.key) == lo && key_hi == hi) return s.classes;
    }
    return 0;
  }
  // The first n bytes (n <= 8) of a little-endian load; the rest zero.
  static uint64_t LowBytes(uint64_t x, size_t n) { return n >= 8 ? x : x & ((uint64_t{1} << (8 * n)) - 1); }
  static uint64_t Load8(const char* p) {
    uint64_t x;
    std::memcpy(&x, p, 8);
    return x;
  }
  uint16_t FindLong(const char* p, size_t n, uint64_t hash) const;  // words over kInline bytes
  std::string_view KeyOf(const Slot& slot) const;
  // The slot holding the word, or the empty slot where it would go.
  Slot& SlotFor(std::string_view word, uint64_t hash);
  void Rehash(size_t capacity);  // a power of two

  std::string arena_;
  std::vector<Slot> slots_;
  size_t mask_ = 0;
  size_t used_ = 0;
};

class Lexicon {
 public:
  WordClassTable classes;
  PhraseTable networks;
  PhraseTable outlets;
  PhraseTable roles;             // "EP" -> "executive producer"
  StringSet speech_verbs;       // lower case, one or two words
  StringSet abbreviations;      // lower case, no final period
  std::vector<std::string> non_us_network_prefixes;  // schedules not in US Eastern time
  StringMap<bool> network_is_non_us;  // canonical network name -> has such a prefix
  StringSet prefix_abbreviations;  // "capt", "jan": before a name or number, never sentence-final
  StringSet foreign_time_zones;    // "KST", "GMT": zones the schema has no name for
  StringSet non_names;          // lower case
  StringMap<std::string> work_cues;  // cue word after a title -> work type
  StringMap<std::string> work_nouns;  // noun before a title -> work type
  std::vector<std::string> furniture_prefixes;
  StringSet honorifics;  // lower case: "dr", "deputy"
  struct Relation {
    std::string type, status;
  };
  StringMap<Relation> relations;  // "best friend" -> friendship, current
  StringSet relation_first_words;  // first words of the two-word relations: "best", "love"


  static const Lexicon& Get();

 private:
  Lexicon();
};

// Calls fn(line) for each line of a data file that is neither empty nor a "#" comment,
// with trailing spaces and CR removed.
template <typename Fn>
void ForEachDataLine(std::string_view text, Fn fn) {
  size_t pos = 0;
  while (pos < text.size()) {
    size_t nl = text.find('\n', pos);
    if (nl == std::string_view::npos) nl = text.size();
    std::string_view line = text.substr(pos, nl - pos);
    pos = nl + 1;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
    if (line.empty() || line.front() == '#') continue;
    fn(line);
  }
}

// The fields of a data line: "best friend|friendship|current".
std::vector<std::string_view> SplitBar(std::string_view line);

// ASCII lower-casing (names in the lexicons are ASCII).
std::string ToLower(std::string_view s);
// ToLower(s) with `padding` zero bytes after it, in one allocation (appending them after
// ToLower copied the whole string into a larger one).
std::string ToLowerPadded(std::string_view s, size_t padding);

}  // namespace showgraph
