// The tagger of the shallow parser: a closed-class word list (data/syntax_words.txt),
// capitals, suffixes, then the neighbours.
#include "syntax/tagger.h"

#include <unordered_map>

#include "lexicon/lexicon.h"
#include "showgraph/text.h"

namespace showgraph {
namespace data {
extern const std::string_view k_syntax_words;
}  // namespace data

namespace syntax {
namespace {

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
const std::unordered_map<std::string_view, Entry, showgraph::StringHash>& WordTable() {
  static const auto* table = [] {
    auto* t = new std::unordered_map<std::string_view, Entry, showgraph::StringHash>();
    ForEachDataLine(data::k_syntax_words, [t](std::string_view line) {
      std::vector<std::string_view> parts = SplitBar(line);
      if (parts.size() < 2) return;
      Entry e;
      int n = 0;
      for (size_t k = 1; k < parts.size(); ++k) {
        Tag tag;
        if (parts[k] == "HEDGE") e.hedge = true;
        else if (ParseTag(parts[k], &tag)) {
          if (n++ == 0) e.tag = tag;
          else {
            e.other = tag;
            e.ambiguous = true;
          }
        }
      }
      t->emplace(parts[0], e);  // the first line of a word wins
    });
    // (Sparse buckets: a word's look-up, most often a miss, walks fewer nodes, each of
    // which it hashes again to see where the bucket ends.)
    t->max_load_factor(0.25f);
    t->rehash(0);
    return t;
  }();
  return *table;
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

}  // namespace

const Entry* Find(std::string_view w) {
  const auto& lex = WordTable();
  auto it = lex.find(w);
  return it == lex.end() ? nullptr : &it->second;
}

std::vector<Tag> TagWords(std::span<const Word> words) {
  size_t n = words.size();
  std::vector<Tag> tags(n);
  // What each word alone says, in one vector: a parse allocated three of them.
  struct Alone {
    const Entry* entry = nullptr;
    bool amb_s = false, maybe_verb = false;
  };
  std::vector<Alone> alone(n);
  for (size_t i = 0; i < n; ++i) {
    if (!words[i].name && !words[i].punct && !words[i].number) alone[i].entry = Find(words[i].lower);
    tags[i] = TagAlone(words[i], alone[i].entry, &alone[i].amb_s, &alone[i].maybe_verb);
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
        // ("sure since episode two that Ashdown is ...": the verb after "that" is another clause's.)
        for (size_t k = i + 1; k < n && !words[k].punct && tags[k] != Tag::kCoord && tags[k] != Tag::kSubord &&
                               tags[k] != Tag::kRel && words[k].lower != "that";
             ++k) {
          if ((IsVerbTag(tags[k]) && tags[k] != Tag::kVerbGerund) || IsAuxTag(tags[k]) || alone[k].amb_s) verb = true;
        }
        if (!verb) tags[i] = Tag::kPrep;
      }
      continue;
    }
    const Entry* e = alone[i].entry;
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
                            (i + 1 < n && alone[i + 1].entry && alone[i + 1].entry->ambiguous &&
                             alone[i + 1].entry->other == Tag::kVerb);
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
    if (alone[i].amb_s) {
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
    if (alone[i].maybe_verb && (prev == Tag::kTo || prev == Tag::kModal || prev == Tag::kDo || subject_pronoun ||
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

std::string_view TagName(Tag t) {
  static constexpr std::string_view kNames[] = {"N",  "NNP", "PRP", "POS", "DT", "CD", "JJ", "RB", "VB",
                                                "VBZ", "VBD", "VBN", "VBG", "BE", "HAVE", "DO", "MD", "NEG",
                                                "TO", "IN", "CC", "SC", "REL", "WH", "PUNCT"};
  return kNames[static_cast<size_t>(t)];
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
