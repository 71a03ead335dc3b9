#include "lexicon/lexicon.h"

#include <algorithm>
#include <cstring>

namespace showgraph {
namespace data {
extern const std::string_view k_networks, k_non_us_networks, k_outlets, k_speech_verbs, k_roles, k_abbreviations, k_prefix_abbreviations, k_foreign_time_zones, k_non_names,
    k_work_cues, k_furniture, k_honorifics, k_work_nouns, k_relations, k_occupations, k_dictionary,
    k_story_cues;
}  // namespace data

namespace {

// Branch-free, so the compiler vectorizes the loops over it: whole documents pass through.
char LowerAscii(char c) { return static_cast<char>(c | (static_cast<unsigned char>(c - 'A') < 26 ? 0x20 : 0)); }

// LowerAscii on eight bytes at once: a byte is 'A'..'Z' when its top bit is clear and its
// low seven bits are at least 'A' and at most 'Z' (each sum below stays inside its byte).
uint64_t LowerAscii8(uint64_t x) {
  constexpr uint64_t kOnes = 0x0101010101010101ull, kHighs = kOnes * 0x80;
  const uint64_t low7 = x & ~kHighs;
  const uint64_t at_least_a = low7 + kOnes * (0x80 - 'A');
  const uint64_t above_z = low7 + kOnes * (0x80 - 'Z' - 1);
  return x | ((at_least_a & ~above_z & ~x & kHighs) >> 2);  // 0x80 >> 2 is the case bit
}

// Lowers a short string in place, eight bytes a step: the dictionary's 75,000 words are
// too short for the compiler's vector loop, and byte by byte they cost 8M instructions.
void LowerInPlace(std::string* s) {
  char* p = s->data();
  const size_t n = s->size();
  size_t k = 0;
  for (; k + 8 <= n; k += 8) {
    uint64_t x;
    std::memcpy(&x, p + k, 8);
    x = LowerAscii8(x);
    std::memcpy(p + k, &x, 8);
  }
  for (; k < n; ++k) p[k] = LowerAscii(p[k]);
}

// The lowest byte of x that is zero, as a byte index; 8 when none is. (A borrow can mark
// bytes above the first zero byte too, never one below it.)
size_t FirstZeroByte(uint64_t x) {
  constexpr uint64_t kOnes = 0x0101010101010101ull, kHighs = kOnes * 0x80;
  const uint64_t zeros = (x - kOnes) & ~x & kHighs;
  return zeros == 0 ? 8 : static_cast<size_t>(__builtin_ctzll(zeros)) / 8;
}

uint64_t Load8(const char* p) {
  uint64_t x;
  std::memcpy(&x, p, 8);
  return x;
}

// How many '\n's text holds, eight bytes a step. (std::count's byte loop cost some 2M
// instructions at every start, over the dictionary alone.)
size_t CountNewlines(std::string_view text) {
  constexpr uint64_t kOnes = 0x0101010101010101ull, kLow7 = kOnes * 0x7F, kNewlines = kOnes * '\n';
  size_t count = 0, k = 0;
  for (; k + 8 <= text.size(); k += 8) {
    const uint64_t x = Load8(text.data() + k) ^ kNewlines;  // a newline's byte is zero
    // Each byte's top bit: set when the byte is not zero (no sum carries into the next byte).
    const uint64_t nonzero = ((x & kLow7) + kLow7) | x;
    const uint64_t zero_bytes = (~nonzero >> 7) & kOnes;  // 1 in each zero byte
    count += static_cast<size_t>((zero_bytes * kOnes) >> 56);  // their sum, in the top byte
  }
  for (; k < text.size(); ++k) count += text[k] == '\n';
  return count;
}

// The first n bytes (n <= 8) of x, the rest zero.
uint64_t LowBytes(uint64_t x, size_t n) { return n >= 8 ? x : x & ((uint64_t{1} << (8 * n)) - 1); }

// The dictionary's words, one a line, into the table: a capitalized entry is a proper
// name, a lower-case one a common word. cmake/embed_data.cmake keeps only lines of ASCII
// letters, so a line needs none of ForEachDataLine's trimming, and most words load from
// two eight-byte loads: the line's end found among their bytes, the word lowered and
// added as numbers. (Byte by byte, through a string and Add, the 75,000 words cost some
// 20M instructions at every start.)
void AddDictionary(std::string_view text, WordClassTable* classes) {
  constexpr uint64_t kNewlines = 0x0A0A0A0A0A0A0A0Aull;
  std::string lower;  // the rare word that does not load so
  size_t pos = 0;
  while (pos < text.size()) {
    const char* p = text.data() + pos;
    size_t n = 16;  // the line's length, when under 16 and the bytes are there to load
    uint64_t lo = 0, hi = 0;
    if (text.size() - pos >= 16) {
      lo = Load8(p);
      hi = Load8(p + 8);
      n = FirstZeroByte(lo ^ kNewlines);
      if (n == 8) n = 8 + FirstZeroByte(hi ^ kNewlines);
    }
    const uint16_t cls = p[0] >= 'A' && p[0] <= 'Z' ? kWordProper : kWordCommon;
    if (n <= WordClassTable::kInline) {
      if (n > 0) classes->AddInline(n, LowerAscii8(LowBytes(lo, n)), LowerAscii8(n > 8 ? LowBytes(hi, n - 8) : 0), cls);
      pos += n + 1;
      continue;
    }
    size_t nl = text.find('\n', pos);
    if (nl == std::string_view::npos) nl = text.size();
    lower.assign(text.substr(pos, nl - pos));
    LowerInPlace(&lower);
    classes->Add(lower, cls);
    pos = nl + 1;
  }
}

}  // namespace

std::string ToLower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = LowerAscii(c);
  return out;
}

std::string ToLowerPadded(std::string_view s, size_t padding) {
  std::string out;
  out.reserve(s.size() + padding);
  out.append(s);
  for (char& c : out) c = LowerAscii(c);
  out.append(padding, '\0');
  return out;
}

std::vector<std::string_view> SplitBar(std::string_view line) {
  std::vector<std::string_view> parts;
  size_t pos = 0;
  while (true) {
    size_t bar = line.find('|', pos);
    parts.push_back(line.substr(pos, bar == std::string_view::npos ? std::string_view::npos : bar - pos));
    if (bar == std::string_view::npos) break;
    pos = bar + 1;
  }
  return parts;
}

namespace {

size_t WordCount(std::string_view s) { return static_cast<size_t>(std::count(s.begin(), s.end(), ' ')) + 1; }

// An upper bound on the tokens a form spans: its words, plus one for every mark that may
// stand as a token of its own.
size_t TokenBound(std::string_view s) {
  size_t marks = static_cast<size_t>(std::count_if(s.begin(), s.end(), [](char c) {
    return c != ' ' && !(c >= 'a' && c <= 'z') && !(c >= 'A' && c <= 'Z') && !(c >= '0' && c <= '9');
  }));
  return WordCount(s) + marks;
}

void NoteForm(PhraseTable* table, std::string_view form) {
  std::string first = ToLower(form.substr(0, form.find(' ')));
  uint8_t& bound = table->max_tokens_from[first];
  bound = static_cast<uint8_t>(std::min<size_t>(255, std::max<size_t>(bound, TokenBound(form))));
  table->first_words.emplace(std::move(first));
  table->max_words = std::max(table->max_words, WordCount(form));
}

// "canonical|alias|alias": every form, the canonical one included, maps to the canonical.
void LoadPhrases(std::string_view text, PhraseTable* table, bool first_is_form) {
  ForEachDataLine(text, [&](std::string_view line) {
    auto parts = SplitBar(line);
    std::string canonical(parts[0]);
    for (size_t i = first_is_form ? 0 : 1; i < parts.size(); ++i) {
      table->canonical.emplace(std::string(parts[i]), canonical);
      table->canonical_lower.emplace(ToLower(parts[i]), canonical);
      NoteForm(table, parts[i]);
    }
  });
}

}  // namespace

Lexicon::Lexicon() {
  // The dictionary's words (one a line) are most of the table: make room for them at once.
  classes.Reserve(CountNewlines(data::k_dictionary) + 4096);
  LoadPhrases(data::k_networks, &networks, true);
  LoadPhrases(data::k_outlets, &outlets, true);
  LoadPhrases(data::k_roles, &roles, false);
  // Role forms are matched case-insensitively except the all-caps abbreviations.
  std::unordered_map<std::string, std::string> lowered;
  for (const auto& [form, canon] : roles.canonical) {
    bool all_caps = std::all_of(form.begin(), form.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
    if (!all_caps) lowered.emplace(ToLower(form), canon);
  }
  for (auto& kv : lowered) roles.canonical.insert(kv);
  for (const auto& [form, canon] : roles.canonical) NoteForm(&roles, form);
  ForEachDataLine(data::k_speech_verbs, [&](std::string_view line) {
    for (auto v : SplitBar(line)) speech_verbs.emplace(v);
  });
  ForEachDataLine(data::k_abbreviations, [&](std::string_view line) { abbreviations.emplace(line); });
  ForEachDataLine(data::k_prefix_abbreviations, [&](std::string_view line) { prefix_abbreviations.emplace(line); });
  ForEachDataLine(data::k_foreign_time_zones, [&](std::string_view line) { foreign_time_zones.emplace(line); });
  ForEachDataLine(data::k_non_names, [&](std::string_view line) { non_names.emplace(line); });
  ForEachDataLine(data::k_work_cues, [&](std::string_view line) {
    auto parts = SplitBar(line);
    work_cues.emplace(std::string(parts[0]), parts.size() > 1 ? std::string(parts[1]) : "series");
  });
  ForEachDataLine(data::k_work_nouns, [&](std::string_view line) {
    auto parts = SplitBar(line);
    work_nouns.emplace(std::string(parts[0]), parts.size() > 1 ? std::string(parts[1]) : "series");
  });
  ForEachDataLine(data::k_relations, [&](std::string_view line) {
    auto parts = SplitBar(line);
    if (parts.size() >= 3) relations[std::string(parts[0])] = {std::string(parts[1]), std::string(parts[2])};
    if (size_t sp = parts[0].find(' '); sp != std::string_view::npos)
      relation_first_words.emplace(std::string(parts[0].substr(0, sp)));
    else
      classes.Add(parts[0], kWordStoryCue);  // "the father of X" starts at the noun
  });
  ForEachDataLine(data::k_furniture, [&](std::string_view line) { furniture_prefixes.emplace_back(line); });
  ForEachDataLine(data::k_non_us_networks, [&](std::string_view line) { non_us_network_prefixes.emplace_back(line); });
  // Every listed network's answer, once: a look-up per airing instead of ~70 prefix tests.
  // (A pair, not a structured binding: clang 14 cannot capture those in a lambda.)
  for (const auto& entry : networks.canonical) {
    const std::string& name = entry.second;
    network_is_non_us.emplace(name, std::any_of(non_us_network_prefixes.begin(), non_us_network_prefixes.end(),
                                                [&name](const std::string& p) { return name.starts_with(p); }));
  }
  ForEachDataLine(data::k_honorifics, [&](std::string_view line) { honorifics.emplace(line); });
  // Words that can start a story pattern (relationships, events, attributes).
  static constexpr std::string_view kStoryCues[] = {
      "her", "his", "their", "couple", "couples", "duo", "lovebirds", "cheated", "cheats", "cheating",
      "romance", "falls", "love", "engaged", "betrothed", "married", "marries", "proposes", "proposed", "dumps", "dumped",
      "breaks", "broke", "break", "breaking", "ended", "ends", "end", "split", "splits", "pregnant",
      "pregnancy", "dies", "died", "drowns", "drowned", "killed", "murdered", "dead", "death", "funeral", "murder", "coming",
      "comes", "came", "arrival", "introduction", "return", "departure", "exit", "depart", "departs",
      "leaves", "leave", "gay", "bisexual", "lesbian", "straight", "queer", "birthday", "grew", "from",
      "gave", "gives", "giving", "joins", "joined", "arrives", "arrived", "set", "hails", "aisle", "wedding", "kissed", "kisses", "clashes", "clashed", "feuds", "feuding"};
  for (std::string_view w : kStoryCues) classes.Add(w, kWordStoryCue);
  ForEachDataLine(data::k_story_cues, [&](std::string_view line) { classes.Add(line, kWordStoryCue); });
  static constexpr std::string_view kCastCues[] = {
      "plays", "play", "played", "playing", "portrays", "portray", "portrayed", "portraying", "as", "role",
      "voices", "voiced", "voicing", "voice", "star", "co-star", "costar",
      "takes", "took",  // "X takes over the role from Y"
      "portrayer"};     // "Her portrayer, X, said ..."
  for (std::string_view w : kCastCues) classes.Add(w, kWordCastCue);
  static constexpr std::string_view kCrewCues[] = {
      "created", "creates", "create", "co-created", "devised", "developed", "written", "co-written", "wrote", "writes",
      "penned", "scripted", "co-wrote", "direct", "directs", "directed", "directing", "produces", "produced",
      "produce", "showruns", "write", "runs", "ran", "run", "running", "script", "scripts", "teleplay", "screenplay",
      "creation", "brainchild"};  // ("is the creation of X", "the brainchild of X")
  for (std::string_view w : kCrewCues) classes.Add(w, kWordCrewCue);
  // Words that say a show airs: "airs", "premieres", a move to a new slot ("settles into
  // Tuesdays"), "new episodes arrive Thursdays", "the third series begins on ITV1", "a
  // special preview on Sunday".
  static constexpr std::string_view kAiringVerbs[] = {
      "airs", "air", "aired", "airing", "premieres", "premiere", "premiered", "premiering", "debuts", "debut",
      "debuted", "returns", "return", "returning", "drops", "drop", "dropped", "streams", "stream", "streaming", "tune",
      "finale", "finales", "launches", "launch", "bows", "broadcast", "broadcasts", "catch", "watch", "moves",
      "move", "moving", "settles", "shifts", "slot", "timeslot", "arrive", "arrives", "land", "lands", "wraps",
      "concludes", "conclude", "begins", "begin", "preview", "previews", "opens", "open",
      // (Repeats air too: "repeats on Sunday, Dec. 22", "with encores at 10/9c", "reruns the premiere".)
      "repeats", "reruns", "rerun", "encore", "encores", "replay", "replays"};
  for (std::string_view w : kAiringVerbs) classes.Add(w, kWordAiringVerb);
  ForEachDataLine(data::k_occupations, [&](std::string_view line) {
    classes.Add(line, kWordOccupation | kWordStoryCue);
    // ("public defender": the pattern starts at "defender", which alone is no job.)
    if (const size_t sp = line.rfind(' '); sp != std::string_view::npos)
      classes.Add(line.substr(sp + 1), kWordOccupationEnd | kWordStoryCue);
  });
  for (const auto& w : non_names) classes.Add(w, kWordNonName);
  for (const auto& w : honorifics) classes.Add(w, kWordHonorific);
  for (const auto& w : speech_verbs) classes.Add(w, kWordSpeech);
  for (const auto& w : roles.first_words) classes.Add(w, kWordRoleStart);
  for (const auto& w : networks.first_words) classes.Add(w, kWordNetworkStart);
  // Work cues and nouns are looked up per token: a class bit rules most tokens out first.
  for (const auto& [w, type] : work_cues) classes.Add(w, kWordWorkCue);
  for (const auto& [w, type] : work_nouns) classes.Add(w, kWordWorkNoun);
  AddDictionary(data::k_dictionary, &classes);
  // Sparse buckets for the node-based tables, searched per token and most often missed:
  // a miss walks the bucket's nodes, hashing each again to see where the bucket ends.
  // (Last: the loops above read some of these tables in order.)
  auto sparse = [](auto& table) {
    table.max_load_factor(0.25f);
    table.rehash(0);
  };
  for (PhraseTable* t : {&networks, &outlets, &roles}) {
    sparse(t->canonical);
    sparse(t->first_words);
    sparse(t->max_tokens_from);
    sparse(t->canonical_lower);
  }
  sparse(speech_verbs);
  sparse(abbreviations);
  sparse(network_is_non_us);
  sparse(prefix_abbreviations);
  sparse(foreign_time_zones);
  sparse(non_names);
  sparse(work_cues);
  sparse(work_nouns);
  sparse(honorifics);
  sparse(relations);
  sparse(relation_first_words);
}

uint64_t WordClassTable::Hash(std::string_view w) {
  const size_t n = w.size();
  if (n <= 16) {
    // The two numbers HashPadded reads from the word zero-padded to sixteen bytes, taken
    // by loads inside the word (overlapping ones, shifted into place) instead of a copy.
    const char* p = w.data();
    uint64_t lo = 0, hi = 0;
    if (n >= 8) {
      lo = Load8(p);
      if (n > 8) hi = Load8(p + n - 8) >> (8 * (16 - n));  // bytes 8..n-1
    } else if (n >= 4) {
      uint32_t first, last;
      std::memcpy(&first, p, 4);
      std::memcpy(&last, p + n - 4, 4);
      lo = first | uint64_t{last} << (8 * (n - 4));
    } else if (n > 0) {
      auto byte = [p](size_t k) { return uint64_t{static_cast<unsigned char>(p[k])} << (8 * k); };
      lo = byte(0) | byte(n / 2) | byte(n - 1);
    }
    return HashBytes(n, lo, hi);
  }
  // Eight bytes per multiply for the rare long word.
  const auto* p = reinterpret_cast<const unsigned char*>(w.data());
  uint64_t h = 0x9E3779B97F4A7C15ull ^ n;
  size_t k = 0;
  for (; k + 8 <= n; k += 8) {
    uint64_t chunk;
    std::memcpy(&chunk, p + k, 8);
    h = (h ^ chunk) * 0xFF51AFD7ED558CCDull;
    h ^= h >> 32;
  }
  if (k < n) {
    uint64_t tail;
    std::memcpy(&tail, p + n - 8, 8);  // n > 16: the last eight bytes
    h = (h ^ tail) * 0xC4CEB9FE1A85EC53ull;
  }
  return h ^ (h >> 29);
}

std::string_view WordClassTable::KeyOf(const Slot& slot) const {
  if (slot.length <= kInline) return {slot.key, slot.length};
  uint32_t offset;
  std::memcpy(&offset, slot.key, sizeof offset);
  return {arena_.data() + offset, slot.length};
}

WordClassTable::Slot& WordClassTable::SlotFor(std::string_view word, uint64_t hash) {
  size_t i = hash & mask_;
  while (slots_[i].length != 0 && KeyOf(slots_[i]) != word) i = (i + 1) & mask_;
  return slots_[i];
}

void WordClassTable::Rehash(size_t capacity) {
  std::vector<Slot> old = std::move(slots_);
  slots_.assign(capacity, Slot{});
  mask_ = capacity - 1;
  for (const Slot& slot : old) {
    if (slot.length == 0) continue;
    size_t i = Hash(KeyOf(slot)) & mask_;
    while (slots_[i].length != 0) i = (i + 1) & mask_;
    slots_[i] = slot;  // a long word's arena offset stays valid
  }
}

void WordClassTable::Reserve(size_t words) {
  size_t capacity = std::max<size_t>(slots_.size(), 16);
  while (capacity < words * 2) capacity *= 2;  // the load stays at most one half
  if (capacity != slots_.size()) Rehash(capacity);
}

void WordClassTable::Add(std::string_view word, uint16_t classes) {
  if (word.empty() || word.size() > 0xFF) return;
  if ((used_ + 1) * 2 > slots_.size()) Reserve(used_ + 1);
  Slot& slot = SlotFor(word, Hash(word));
  if (slot.length == 0) {
    ++used_;
    slot.length = static_cast<uint8_t>(word.size());
    if (word.size() <= kInline) {
      std::memcpy(slot.key, word.data(), word.size());
    } else {
      auto offset = static_cast<uint32_t>(arena_.size());
      std::memcpy(slot.key, &offset, sizeof offset);
      arena_ += word;
    }
  }
  slot.classes |= classes;
}

void WordClassTable::AddInline(size_t n, uint64_t lo, uint64_t hi, uint16_t classes) {
  if ((used_ + 1) * 2 > slots_.size()) Reserve(used_ + 1);
  const auto key_hi = static_cast<uint32_t>(hi);
  for (size_t i = HashBytes(n, lo, hi) & mask_;; i = (i + 1) & mask_) {
    Slot& s = slots_[i];
    if (s.length == 0) {
      ++used_;
      s.length = static_cast<uint8_t>(n);
      std::memcpy(s.key, &lo, 8);
      std::memcpy(s.key + 8, &key_hi, 4);
      s.classes = classes;
      return;
    }
    uint32_t slot_hi;
    std::memcpy(&slot_hi, s.key + 8, 4);
    if (s.length == n && Load8(s.key) == lo && slot_hi == key_hi) {
      s.classes |= classes;
      return;
    }
  }
}

uint16_t WordClassTable::Find(std::string_view word, uint64_t hash) const {
  const size_t n = word.size();
  if (n > kInline) return FindPadded(word.data(), n, hash);
  char padded[16] = {};
  std::memcpy(padded, word.data(), n);
  return FindPadded(padded, n, hash);
}

uint16_t WordClassTable::FindLong(const char* p, size_t n, uint64_t hash) const {
  if (slots_.empty() || n > 0xFF) return 0;
  for (size_t i = hash & mask_; slots_[i].length != 0; i = (i + 1) & mask_) {
    const Slot& s = slots_[i];
    if (s.length != n) continue;
    uint32_t offset;
    std::memcpy(&offset, s.key, sizeof offset);
    if (std::memcmp(arena_.data() + offset, p, n) == 0) return s.classes;
  }
  return 0;
}

const Lexicon& Lexicon::Get() {
  static const Lexicon* lexicon = new Lexicon();  // never destroyed: safe at exit from any thread
  return *lexicon;
}

}  // namespace showgraph
