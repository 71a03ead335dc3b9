// The shallow parser: tags, then chunks, then clauses, each one left-to-right pass.
#include "syntax/shallow.h"

#include <unordered_map>

#include "lexicon/lexicon.h"
#include "showgraph/text.h"

namespace showgraph {
namespace data {
extern const std::string_view k_syntax_words;
}  // namespace data

namespace syntax {
namespace {

struct Entry {
  Tag tag = Tag::kNoun;
  Tag other = Tag::kNoun;  // the tag in other contexts
  bool ambiguous = false;
  bool hedge = false;
};

bool ParseTag(std::string_view s, Tag* t) {
  static const std::pair<std::string_view, Tag> kNames[] = {
      {"D", Tag::kDet},      {"PRO", Tag::kPronoun}, {"POS", Tag::kPossessive}, {"P", Tag::kPrep},
      {"CC", Tag::kCoord},   {"SC", Tag::kSubord},   {"REL", Tag::kRel},        {"WH", Tag::kWh},
      {"BE", Tag::kBe},      {"HAVE", Tag::kHave},   {"DO", Tag::kDo},          {"MD", Tag::kModal},
      {"NEG", Tag::kNeg},    {"TO", Tag::kTo},       {"ADV", Tag::kAdv},        {"ADJ", Tag::kAdj},
      {"V", Tag::kVerb},     {"VZ", Tag::kVerbS},    {"VD", Tag::kVerbPast},    {"VN", Tag::kVerbPart},
      {"N", Tag::kNoun},     {"NUM", Tag::kNum}};
  for (const auto& [name, tag] : kNames)
    if (name == s) {
      *t = tag;
      return true;
    }
  return false;
}

// The word list, read once from data/syntax_words.txt.
const std::unordered_map<std::string_view, Entry>& WordTable() {
  static const auto* table = [] {
    auto* t = new std::unordered_map<std::string_view, Entry>();
    std::string_view text = data::k_syntax_words;
    size_t pos = 0;
    while (pos < text.size()) {
      size_t nl = text.find('\n', pos);
      if (nl == std::string_view::npos) nl = text.size();
      std::string_view line = text.substr(pos, nl - pos);
      pos = nl + 1;
      if (line.empty() || line[0] == '#') continue;
      size_t bar = line.find('|');
      if (bar == std::string_view::npos) continue;
      Entry e;
      std::string_view word = line.substr(0, bar), rest = line.substr(bar + 1);
      int n = 0;
      while (!rest.empty()) {
        size_t b = rest.find('|');
        std::string_view part = rest.substr(0, b);
        rest = b == std::string_view::npos ? std::string_view() : rest.substr(b + 1);
        Tag tag;
        if (part == "HEDGE") e.hedge = true;
        else if (ParseTag(part, &tag)) {
          if (n++ == 0) e.tag = tag;
          else {
            e.other = tag;
            e.ambiguous = true;
          }
        }
      }
      t->emplace(word, e);  // the first line of a word wins
    }
    return t;
  }();
  return *table;
}

const Entry* Find(std::string_view w) {
  const auto& lex = WordTable();
  auto it = lex.find(w);
  return it == lex.end() ? nullptr : &it->second;
}

bool IsVerbTag(Tag t) {
  return t == Tag::kVerb || t == Tag::kVerbS || t == Tag::kVerbPast || t == Tag::kVerbPart || t == Tag::kVerbGerund;
}
bool IsAuxTag(Tag t) { return t == Tag::kBe || t == Tag::kHave || t == Tag::kDo || t == Tag::kModal; }
bool IsNominalTag(Tag t) {
  return t == Tag::kNoun || t == Tag::kProper || t == Tag::kPronoun || t == Tag::kNum;
}
bool IsApostropheS(std::string_view w) { return w == "'s" || w == "\u2019s" || w == "'" || w == "\u2019"; }

// Tag from the word alone: lexicon, then capitals, then suffixes.
Tag TagAlone(const Word& w, const Entry* e, bool* ambiguous_s, bool* maybe_verb) {
  *ambiguous_s = *maybe_verb = false;
  std::string_view s = w.lower;
  if (w.name) return Tag::kProper;
  if (w.punct) return Tag::kPunct;
  if (w.number) return s.find('-') != std::string_view::npos ? Tag::kAdj : Tag::kNum;  // "15-year-old"
  if (e) return e->tag;
  if (s.ends_with("n't") || s.ends_with("n\u2019t")) return Tag::kNeg;
  if (w.capitalized && !w.sentence_start) return Tag::kProper;
  size_t n = s.size();
  auto ends = [&](std::string_view suf) { return n >= suf.size() + 2 && s.ends_with(suf); };
  if (ends("ly")) return Tag::kAdv;
  if (ends("ing")) {
    std::string_view stem = s.substr(0, n - 3);
    if (stem.find_first_of("aeiouy") != std::string_view::npos) return Tag::kVerbGerund;
    return Tag::kNoun;  // "thing", "spring"
  }
  if (ends("ed")) return Tag::kVerbPast;
  if (ends("est") && n >= 6) {  // superlatives: "closest", "oldest"; not "interest", "forest"
    static constexpr std::string_view kNouns[] = {"interest", "forest", "request", "contest", "protest",
                                                  "harvest", "conquest", "inquest", "manifest", "suggest"};
    bool noun = false;
    for (std::string_view k : kNouns) noun = noun || s == k;
    if (!noun) return Tag::kAdj;
  }
  for (std::string_view suf : {"tion", "sion", "ment", "ness", "ity", "ship", "ism", "ist", "hood", "ance", "ence"})
    if (ends(suf)) return Tag::kNoun;
  for (std::string_view suf : {"ous", "ful", "able", "ible", "ical", "less", "ish"})
    if (ends(suf)) return Tag::kAdj;
  if (n > 3 && s.back() == 's' && !s.ends_with("ss") && !s.ends_with("us") && !s.ends_with("is")) {
    *ambiguous_s = true;  // plural noun or third-person verb: the context decides
    return Tag::kNoun;
  }
  *maybe_verb = true;
  return Tag::kNoun;
}

// Words after a "'s" that make it "is" or "has": "she's pregnant", "Ray's 58", "he's been".
bool VerbAfterApostropheS(const Word& next, Tag next_tag) {
  static constexpr std::string_view kPredicates[] = {
      "been", "going", "got", "not", "never", "a", "an", "the", "back", "about", "set", "also", "still", "just",
      "always", "now", "gone", "done", "finally", "already", "in", "on", "at", "out", "over", "here", "there",
      "pregnant", "dead", "engaged", "married", "single", "gay", "bisexual", "straight", "so", "really", "no",
      "become", "leaving", "coming", "getting"};
  if (next.number && next.lower.find('-') == std::string_view::npos) return true;
  for (std::string_view p : kPredicates)
    if (next.lower == p) return true;
  return next_tag == Tag::kVerbPart || next_tag == Tag::kVerbGerund || next_tag == Tag::kNeg;
}

std::vector<Tag> TagWords(std::span<const Word> words) {
  size_t n = words.size();
  std::vector<Tag> tags(n);
  std::vector<uint8_t> amb_s(n), maybe_verb(n);
  std::vector<const Entry*> entries(n);
  for (size_t i = 0; i < n; ++i) {
    bool a, v;
    if (!words[i].name && !words[i].punct && !words[i].number) entries[i] = Find(words[i].lower);
    tags[i] = TagAlone(words[i], entries[i], &a, &v);
    amb_s[i] = a;
    maybe_verb[i] = v;
  }
  for (size_t i = 0; i < n; ++i) {
    const Word& w = words[i];
    Tag prev = i > 0 ? tags[i - 1] : Tag::kPunct;
    Tag next = i + 1 < n ? tags[i + 1] : Tag::kPunct;
    if (w.name) continue;
    if (w.possessive || (IsApostropheS(w.lower) && i > 0)) {
      bool after_pronoun = prev == Tag::kPronoun || prev == Tag::kRel || prev == Tag::kWh ||
                           (i > 0 && (words[i - 1].lower == "that" || words[i - 1].lower == "there" ||
                                      words[i - 1].lower == "here"));
      tags[i] = after_pronoun || (i + 1 < n && VerbAfterApostropheS(words[i + 1], next)) ? Tag::kBe : Tag::kPossessive;
      continue;
    }
    if (tags[i] == Tag::kSubord) {
      // "When did you ...?": a question word. "since grade school": a preposition.
      if ((w.lower == "when" || w.lower == "where") && IsAuxTag(next)) {
        tags[i] = Tag::kWh;
        continue;
      }
      if (w.lower == "since" || w.lower == "after" || w.lower == "before" || w.lower == "until" ||
          w.lower == "till") {
        bool verb = false;
        for (size_t k = i + 1; k < n && !words[k].punct && tags[k] != Tag::kCoord && tags[k] != Tag::kSubord; ++k) {
          if ((IsVerbTag(tags[k]) && tags[k] != Tag::kVerbGerund) || IsAuxTag(tags[k]) || amb_s[k]) verb = true;
        }
        if (!verb) tags[i] = Tag::kPrep;
      }
      continue;
    }
    const Entry* e = entries[i];
    if (e && e->ambiguous) {
      Tag a = e->tag, b = e->other;
      auto pick = [&](Tag t) { tags[i] = t; };
      if (w.lower == "that") {
        // After a verb it opens a complement; after a noun a relative clause when a verb
        // follows; before a noun it is a determiner.
        bool particle = prev == Tag::kPrep && i > 1 && IsVerbTag(tags[i - 2]);  // "find out that"
        if (IsVerbTag(prev) || prev == Tag::kBe || prev == Tag::kAdj || particle) pick(Tag::kSubord);
        else if ((IsNominalTag(prev)) && (IsVerbTag(next) || IsAuxTag(next) || next == Tag::kAdv || next == Tag::kNeg))
          pick(Tag::kRel);
        else if (IsNominalTag(prev) || prev == Tag::kPunct) pick(next == Tag::kPronoun || next == Tag::kProper ? Tag::kSubord : Tag::kDet);
        else pick(Tag::kDet);
      } else if (w.lower == "her") {
        bool noun_follows = next == Tag::kNoun || next == Tag::kAdj || next == Tag::kProper || next == Tag::kNum ||
                            next == Tag::kVerbGerund || (next == Tag::kAdv && i + 2 < n && tags[i + 2] == Tag::kAdj) ||
                            (i + 1 < n && entries[i + 1] && entries[i + 1]->ambiguous &&
                             entries[i + 1]->other == Tag::kVerb);
        pick(noun_follows ? Tag::kPossessive : Tag::kPronoun);
      } else if (w.lower == "as") {
        pick(next == Tag::kPronoun && words[i + 1].lower != "her" ? Tag::kSubord : Tag::kPrep);
      } else if (b == Tag::kVerb || a == Tag::kVerb) {
        bool verb = prev == Tag::kTo || prev == Tag::kModal || prev == Tag::kDo || prev == Tag::kPronoun ||
                    (prev == Tag::kNeg && i > 1 && (tags[i - 2] == Tag::kDo || tags[i - 2] == Tag::kModal));
        bool noun = prev == Tag::kDet || prev == Tag::kPossessive || prev == Tag::kAdj || prev == Tag::kPrep;
        pick(verb ? Tag::kVerb : noun ? Tag::kNoun : a);
      } else if (a == Tag::kAdj && b == Tag::kVerbPast) {
        pick(prev == Tag::kHave ? Tag::kVerbPart : Tag::kAdj);
      }
      continue;
    }
    if (amb_s[i]) {
      bool object_follows = next == Tag::kDet || next == Tag::kPossessive || next == Tag::kTo || next == Tag::kPrep ||
                            next == Tag::kProper || next == Tag::kAdv;
      bool noun = i == 0 || prev == Tag::kDet || prev == Tag::kPossessive || prev == Tag::kAdj || prev == Tag::kNum ||
                  prev == Tag::kPrep || prev == Tag::kVerb || prev == Tag::kVerbS || prev == Tag::kVerbPast ||
                  prev == Tag::kBe || ((prev == Tag::kCoord || prev == Tag::kPunct) && !object_follows);
      if (!noun && (prev == Tag::kCoord || prev == Tag::kPunct || prev == Tag::kNoun || prev == Tag::kProper || prev == Tag::kPronoun || prev == Tag::kAdv ||
                    prev == Tag::kRel))
        tags[i] = Tag::kVerbS;
      continue;
    }
    bool subject_pronoun = i > 0 && prev == Tag::kPronoun &&
                           (words[i - 1].lower == "he" || words[i - 1].lower == "she" || words[i - 1].lower == "they" ||
                            words[i - 1].lower == "i" || words[i - 1].lower == "we" || words[i - 1].lower == "you");
    if (maybe_verb[i] && (prev == Tag::kTo || prev == Tag::kModal || prev == Tag::kDo || subject_pronoun ||
                          (prev == Tag::kNeg && i > 1 && (tags[i - 2] == Tag::kDo || tags[i - 2] == Tag::kModal)))) {
      tags[i] = Tag::kVerb;
      continue;
    }
    if (tags[i] == Tag::kVerb && (prev == Tag::kDet || prev == Tag::kPossessive || prev == Tag::kAdj)) {
      tags[i] = Tag::kNoun;  // "the fall", "her return"
    } else if (tags[i] == Tag::kVerbPast) {
      if (prev == Tag::kHave || prev == Tag::kBe) tags[i] = Tag::kVerbPart;
      else if (prev == Tag::kDet || prev == Tag::kPossessive || prev == Tag::kAdj) tags[i] = Tag::kAdj;
      else if (prev == Tag::kAdv && i > 1 && (tags[i - 2] == Tag::kHave || tags[i - 2] == Tag::kBe))
        tags[i] = Tag::kVerbPart;
    } else if (tags[i] == Tag::kVerbGerund && (prev == Tag::kDet || prev == Tag::kPossessive || prev == Tag::kAdj)) {
      tags[i] = Tag::kNoun;  // "the wedding", "her coming-out"
    }
  }
  return tags;
}

bool IsModalWord(std::string_view w) {
  return w == "might" || w == "could" || w == "would" || w == "may" || w == "should" || w == "can" ||
         w == "must" || w == "'d" || w == "\u2019d";
}

void Chunk_(std::span<const Word> words, Parse* p) {
  const auto& tags = p->tags;
  size_t n = words.size();
  p->chunk_of.assign(n, -1);
  size_t i = 0;
  while (i < n) {
    Tag t = tags[i];
    bool verb_start = IsVerbTag(t) || IsAuxTag(t) ||
                      (t == Tag::kNeg && i + 1 < n && (IsVerbTag(tags[i + 1]) || IsAuxTag(tags[i + 1])));
    if (verb_start) {
      Chunk c;
      c.kind = ChunkKind::kVerb;
      c.first = static_cast<uint32_t>(i);
      size_t j = i, last_verb = i;
      bool have_verb = false;
      while (j < n) {
        Tag u = tags[j];
        std::string_view w = words[j].lower;
        bool take = IsVerbTag(u) || IsAuxTag(u) || u == Tag::kNeg ||
                    (u == Tag::kAdv && j + 1 < n && (IsVerbTag(tags[j + 1]) || IsAuxTag(tags[j + 1]) ||
                                                     tags[j + 1] == Tag::kNeg)) ||
                    (u == Tag::kTo && j > i && j + 1 < n &&
                     (IsVerbTag(tags[j + 1]) || tags[j + 1] == Tag::kBe || tags[j + 1] == Tag::kHave ||
                      (tags[j + 1] == Tag::kNoun && Find(words[j + 1].lower))));
        // A verb right after a finished verb starts an object clause only after "to";
        // "set to romance", "going to be coming", "happens to be" are one group.
        if (take && have_verb && IsVerbTag(u) && j > 0 && IsVerbTag(tags[j - 1]) && tags[j - 1] != Tag::kVerbGerund &&
            words[j - 1].lower != "going")
          break;
        if (!take) break;
        // "pretends not to notice": the negation belongs to the infinitive, not this group.
        if (u == Tag::kNeg && have_verb && IsVerbTag(tags[last_verb]) && j + 1 < n && tags[j + 1] == Tag::kTo) break;
        if (u == Tag::kTo && j + 1 < n && tags[j + 1] == Tag::kNoun) p->tags[j + 1] = Tag::kVerb;  // "to romance"
        if (u == Tag::kNeg || w == "never") c.negated = true;
        if (u == Tag::kModal) {
          if (IsModalWord(w)) c.modal = true;
          else c.future = true;
        }
        if (w == "going" || w == "set" || w == "about") {
          if (j + 1 < n && tags[j + 1] == Tag::kTo) c.future = true;
        }
        if (IsVerbTag(u) || IsAuxTag(u)) {
          last_verb = j;
          have_verb = true;
        }
        ++j;
      }
      if (j == i) j = i + 1;
      c.end = static_cast<uint32_t>(j);
      c.head = static_cast<uint32_t>(last_verb);
      std::string_view h = words[last_verb].lower;
      Tag ht = tags[last_verb];
      c.copula = ht == Tag::kBe || h.starts_with("becom") || h == "became" || h.starts_with("seem") ||
                 h.starts_with("remain");
      for (size_t k = c.first; k < c.head; ++k)
        if (tags[k] == Tag::kBe && (ht == Tag::kVerbPart || ht == Tag::kVerbPast)) c.passive = true;
      for (size_t k = c.first; k < c.end; ++k) p->chunk_of[k] = static_cast<int32_t>(p->chunks.size());
      p->chunks.push_back(c);
      i = j;
      continue;
    }
    bool noun_start = t == Tag::kDet || t == Tag::kPossessive || t == Tag::kNum || t == Tag::kAdj ||
                      t == Tag::kNoun || t == Tag::kProper || t == Tag::kPronoun;
    if (noun_start) {
      Chunk c;
      c.kind = ChunkKind::kNoun;
      c.first = static_cast<uint32_t>(i);
      size_t j = i, head = i;
      bool has_head = false;
      while (j < n) {
        Tag u = tags[j];
        bool take;
        if (has_head && tags[head] == Tag::kPronoun) take = false;  // "him", "she": alone
        else if (u == Tag::kPossessive && j > i && words[j].possessive) take = true;  // "Nora's"
        else if (u == Tag::kDet || u == Tag::kPossessive) take = j == i || (j > i && tags[j - 1] == Tag::kPossessive);
        else take = u == Tag::kNum || u == Tag::kAdj || u == Tag::kNoun || u == Tag::kProper || u == Tag::kPronoun ||
                    (u == Tag::kAdv && j + 1 < n && tags[j + 1] == Tag::kAdj && j > i) ||
                    (words[j].name && j > i);
        if (!take) break;
        if (IsNominalTag(u)) {
          head = j;
          has_head = true;
        }
        ++j;
      }
      if (j == i) j = i + 1;
      c.end = static_cast<uint32_t>(j);
      c.head = static_cast<uint32_t>(has_head ? head : j - 1);
      for (size_t k = c.first; k < c.end; ++k) p->chunk_of[k] = static_cast<int32_t>(p->chunks.size());
      p->chunks.push_back(c);
      i = j;
      continue;
    }
    ++i;
  }
}

bool IsHedgeWord(std::string_view w) {
  static constexpr std::string_view kHedges[] = {"maybe",    "perhaps",   "possibly",  "probably", "supposedly",
                                                 "apparently", "seemingly", "allegedly", "reportedly", "presumed",
                                                 "rumored",  "rumoured",  "presumably"};
  for (std::string_view h : kHedges)
    if (w == h) return true;
  return false;
}

// The noun group a relative pronoun at word i describes: the nearest one before it, or
// past an apposition ("Tomas, a picker, who ...") the named one before that.
int Antecedent(const Parse& p, std::span<const Word> words, size_t i) {
  int best = -1;
  for (size_t k = i; k > 0; --k) {
    int c = p.chunk_of[k - 1];
    if (c >= 0 && p.chunks[c].kind == ChunkKind::kNoun) {
      best = c;
      break;
    }
    if (words[k - 1].lower != "," && words[k - 1].lower != ")" && words[k - 1].lower != "(" && c < 0 &&
        p.tags[k - 1] != Tag::kPunct)
      break;
    if (c >= 0) break;
  }
  if (best < 0) return -1;
  // "Vega, played by X, who ...": the noun the participle phrase describes.
  if (const Chunk& b0 = p.chunks[best]; b0.first > 0 && words[b0.first - 1].lower == "by") {
    int c = p.clause_of[b0.first];
    if (p.clauses[c].kind == ClauseKind::kRelative && p.clauses[c].antecedent >= 0) return p.clauses[c].antecedent;
  }
  // "Name (Actor)": the name before the brackets.
  const Chunk& b = p.chunks[best];
  if (b.first > 0 && words[b.first - 1].lower == "(" && b.first >= 2) {
    int before = p.chunk_of[b.first - 2];
    if (before >= 0 && p.chunks[before].kind == ChunkKind::kNoun) best = before;
  }
  const Chunk& c = p.chunks[best];
  if (p.tags[c.head] != Tag::kProper && c.first >= 2 && words[c.first - 1].lower == ",") {
    size_t k = c.first - 2;
    if (words[k].lower == ")") {
      while (k > 0 && words[k].lower != "(") --k;
      if (k > 0) --k;
    }
    int before = p.chunk_of[k];
    if (before >= 0 && p.chunks[before].kind == ChunkKind::kNoun && p.tags[p.chunks[before].head] == Tag::kProper)
      best = before;
  }
  return best;
}

// The subject of a clause whose first verb group is chunk `v`: the last noun group of the
// clause before it that no preposition governs, past appositions and bracketed actors.
int SubjectBefore(const Parse& p, std::span<const Word> words, int clause, int v) {
  int found = -1;
  for (int c = v - 1; c >= 0; --c) {
    const Chunk& ch = p.chunks[c];
    if (p.clause_of[ch.first] != clause) {
      if (found >= 0) break;
      continue;
    }
    if (ch.kind != ChunkKind::kNoun) {
      if (found >= 0) break;
      return -1;  // another verb group first
    }
    bool governed = ch.first > 0 && p.tags[ch.first - 1] == Tag::kPrep;
    bool bracketed = ch.first > 0 && (words[ch.first - 1].lower == "(" || words[ch.first - 1].lower == "[");
    if (governed || bracketed) continue;
    if (found < 0) {
      found = c;
      continue;
    }
    // An apposition "Name, a description," or "description, Name": the name is the subject.
    if (p.tags[p.chunks[found].head] != Tag::kProper && p.tags[ch.head] == Tag::kProper) found = c;
    break;
  }
  return found;
}

}  // namespace

std::string_view TagName(Tag t) {
  static constexpr std::string_view kNames[] = {"N",  "NNP", "PRP", "POS", "DT", "CD", "JJ", "RB", "VB",
                                                "VBZ", "VBD", "VBN", "VBG", "BE", "HAVE", "DO", "MD", "NEG",
                                                "TO", "IN", "CC", "SC", "REL", "WH", "PUNCT"};
  return kNames[static_cast<size_t>(t)];
}

Parse ParseSentence(std::span<const Word> words) {
  Parse p;
  size_t n = words.size();
  p.tags = TagWords(words);
  Chunk_(words, &p);
  p.clause_of.assign(n, 0);
  p.clauses.push_back(Clause{});
  std::vector<int> stack{0};
  auto next_chunk_kind = [&](size_t i) -> int {  // 0 none, 1 noun then verb, 2 verb
    if (i >= n) return 0;
    int c = p.chunk_of[i];
    if (c < 0) return p.tags[i] == Tag::kSubord || p.tags[i] == Tag::kRel ? 3 : 0;
    if (p.chunks[c].kind == ChunkKind::kVerb) return 2;
    size_t after = p.chunks[c].end;
    if (after < n && words[after].lower == "(") {  // "Name (Actor) left"
      while (after < n && words[after].lower != ")") ++after;
      ++after;
    }
    if (after + 1 < n && words[after].lower == "of" && p.chunk_of[after + 1] >= 0 &&
        p.chunks[p.chunk_of[after + 1]].kind == ChunkKind::kNoun)
      after = p.chunks[p.chunk_of[after + 1]].end;  // "the two of them slept"
    while (after < n && p.tags[after] == Tag::kAdv) ++after;  // "his exit still stings"
    return after < n && p.chunk_of[after] >= 0 && p.chunks[p.chunk_of[after]].kind == ChunkKind::kVerb ? 1 : 0;
  };
  auto open = [&](ClauseKind kind, size_t i, int parent) {
    Clause c;
    c.kind = kind;
    c.parent = parent;
    c.first = c.marker = static_cast<uint32_t>(i);
    p.clauses.push_back(c);
    stack.push_back(static_cast<int>(p.clauses.size()) - 1);
  };
  for (size_t i = 0; i < n; ++i) {
    Tag t = p.tags[i];
    std::string_view w = words[i].lower;
    int top = stack.back();
    if (t == Tag::kSubord && w != "than") {
      ClauseKind kind = ClauseKind::kAdverbial;
      if (w == "if" || w == "unless") kind = ClauseKind::kConditional;
      if (w == "whether") kind = ClauseKind::kWhether;
      if (w == "if" && p.clauses[top].verb >= 0) {
        std::string_view head = words[p.chunks[p.clauses[top].verb].head].lower;
        if (head.starts_with("wonder") || head.starts_with("ask") || head == "see" || head.starts_with("decid"))
          kind = ClauseKind::kWhether;
      }
      if (w == "that") kind = ClauseKind::kComplement;
      open(kind, i, top);
      if (kind == ClauseKind::kComplement && p.clauses[top].verb >= 0) {
        const Chunk& v = p.chunks[p.clauses[top].verb];
        for (size_t k = v.first; k < v.end; ++k)
          if (const Entry* e = Find(words[k].lower); e && e->hedge) p.clauses.back().hedged = true;
        // "fans are convinced that", "she hopes that": the word after the verb group too.
        if (v.end < i)
          if (const Entry* e = Find(words[v.end].lower); e && e->hedge) p.clauses.back().hedged = true;
      }
    } else if (t == Tag::kRel) {
      open(ClauseKind::kRelative, i, top);
      p.clauses.back().antecedent = Antecedent(p, words, i);
    } else if ((t == Tag::kVerbPast || t == Tag::kVerbPart) && i >= 2 && words[i - 1].lower == "," &&
               i + 1 < n && words[i + 1].lower == "by" && p.chunk_of[i - 2] >= 0 &&
               p.chunks[p.chunk_of[i - 2]].kind == ChunkKind::kNoun) {
      // "Margo, played by X, learned ...": a participle phrase describing the noun before it.
      open(ClauseKind::kRelative, i, top);
      p.clauses.back().antecedent = p.chunk_of[i - 2];
    } else if (t == Tag::kCoord && p.clauses[top].verb >= 0) {
      int next = next_chunk_kind(i + 1);
      if (next == 1 || next == 2) {
        Clause prev = p.clauses[top];
        stack.pop_back();
        Clause c;
        c.kind = prev.kind;
        c.parent = prev.parent;
        c.first = c.marker = static_cast<uint32_t>(i);
        c.coordinated = top;
        c.antecedent = prev.antecedent;
        c.hedged = prev.hedged;
        p.clauses.push_back(c);
        stack.push_back(static_cast<int>(p.clauses.size()) - 1);
      }
    } else if (w == ";" || w == ":" || w == "\u2014" || w == "\u2013") {
      stack.assign(1, 0);
      if (p.clauses[0].verb >= 0 || i > 0) {
        Clause c;
        c.first = c.marker = static_cast<uint32_t>(i + 1);
        p.clauses.push_back(c);
        stack.assign(1, static_cast<int>(p.clauses.size()) - 1);
      }
    } else if (w == "," && stack.size() > 1 && p.clauses[top].verb >= 0) {
      int next = next_chunk_kind(i + 1);
      if (next == 1 || next == 2 || (next == 3 && p.clauses[top].kind != ClauseKind::kRelative)) stack.pop_back();
    }
    top = stack.back();
    p.clause_of[i] = top;
    int c = p.chunk_of[i];
    if (c >= 0 && p.chunks[c].first == i && p.chunks[c].kind == ChunkKind::kVerb && p.clauses[top].verb < 0) {
      p.clauses[top].verb = c;
      p.clauses[top].subject = SubjectBefore(p, words, top, c);
    }
    if (IsHedgeWord(w)) p.clauses[top].hedged = true;
  }
  // A question: the sentence ends with "?" (before any closing marks or brackets).
  size_t last = n;
  while (last > 0 && (words[last - 1].lower == "\"" || words[last - 1].lower == ")" ||
                      words[last - 1].lower == "\u201D" || words[last - 1].lower == "'"))
    --last;
  if (last > 0 && words[last - 1].lower == "?") {
    // Every clause of the last main clause's tree asks, except presupposed adverbials.
    int asked = p.clause_of[last - 1];
    while (p.clauses[asked].parent >= 0) asked = p.clauses[asked].parent;
    for (size_t k = 0; k < p.clauses.size(); ++k) {
      int root = static_cast<int>(k);
      bool adverbial = false;
      while (p.clauses[root].parent >= 0) {
        adverbial = adverbial || p.clauses[root].kind == ClauseKind::kAdverbial;
        root = p.clauses[root].parent;
      }
      adverbial = adverbial || p.clauses[k].kind == ClauseKind::kAdverbial;
      if ((root == asked || p.clauses[root].first >= p.clauses[asked].first) && !adverbial)
        p.clauses[k].question = true;
    }
  }
  return p;
}

bool Parse::Asserted(int clause) const {
  if (clause < 0 || clause >= static_cast<int>(clauses.size())) return false;
  const Chunk* v = VerbOf(clause);
  if (v && (v->negated || v->modal)) return false;
  // A negated subject: "nobody", "no one".
  if (int s = SubjectChunk(clause); s >= 0 && tags[chunks[s].first] == Tag::kNeg) return false;
  for (int k = clause; k >= 0; k = clauses[k].parent) {
    const Clause& c = clauses[k];
    if (c.question || c.hedged) return false;
    if (c.kind == ClauseKind::kConditional || c.kind == ClauseKind::kWhether) return false;
    if (c.kind == ClauseKind::kAdverbial) return true;  // presupposed
    if (c.coordinated >= 0 && clauses[c.coordinated].kind == ClauseKind::kConditional) return false;
  }
  return true;
}

int Parse::SubjectChunk(int clause) const {
  for (int k = clause, guard = 0; k >= 0 && guard < 8; ++guard) {
    const Clause& c = clauses[k];
    if (c.subject >= 0) return c.subject;
    if (c.kind == ClauseKind::kRelative && c.antecedent >= 0) return c.antecedent;
    k = c.coordinated;
  }
  return -1;
}

Words WordsFromText(std::string_view sentence) {
  Words out;
  out.lower.assign(sentence);
  for (char& c : out.lower)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  std::vector<Token> tokens = Tokenize(sentence, Span{0, sentence.size()});
  for (size_t i = 0; i < tokens.size(); ++i) {
    const Token& t = tokens[i];
    Word w;
    w.lower = std::string_view(out.lower).substr(t.start, t.end - t.start);
    w.capitalized = t.Has(kCapitalized);
    w.sentence_start = i == 0;
    w.possessive = t.Has(kPossessive);
    w.number = t.kind == TokenKind::kNumber;
    w.punct = t.kind == TokenKind::kPunct;
    w.name = w.capitalized && !Find(w.lower) &&
             (i > 0 || !(showgraph::Lexicon::Get().classes.Find(w.lower) & kWordCommon));
    out.words.push_back(w);
  }
  return out;
}

}  // namespace syntax
}  // namespace showgraph
