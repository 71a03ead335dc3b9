// What the article shows of its characters' genders, so that a pronoun is not given to a
// character it cannot refer to ("Her sister" after a sentence about a man).
#include "extract/story_internal.h"

#include <unordered_map>

namespace showgraph::extract {

namespace {

// Words for people that carry a gender but are no kin nouns or titles, so that
// MentionGender, which reads any of its words, does not know them: "barmaid Stacey".
char DescriptionGender(std::string_view w) {
  static const auto* const table = GenderTable(
      {"barmaid", "landlady", "actress", "hostess", "heiress", "duchess", "countess", "empress", "nun",
       "housewife", "businesswoman", "policewoman", "chairwoman", "spokeswoman", "headmistress", "godmother",
       "goddaughter", "woman", "girl", "schoolgirl", "seamstress", "songstress", "sorceress", "priestess"},
      {"barman", "businessman", "policeman", "chairman", "spokesman", "headmaster", "godfather", "godson",
       "man", "boy", "schoolboy", "monk", "duke", "earl", "emperor", "fisherman", "nobleman", "congressman"});
  if (auto it = table->find(w); it != table->end()) return it->second;
  return NounGender(w);
}

// A gendered word for what someone does, which may stand before a name with no comma
// ("barmaid Stacey"), unlike a kin noun or "man" ("the man Ivy was engaged to").
bool Occupation(std::string_view w) {
  return NounGender(w) == 0 && DescriptionGender(w) != 0 && w != "man" && w != "woman" && w != "boy" &&
         w != "girl";
}

}  // namespace

// "He is Jay Ogden", "She, Mara, ...": the pronoun points ahead, to a name a few words on.
bool Story::NamedRightAfter(size_t k, size_t end) const {
  for (size_t m = k + 1; m < end && m < k + 4; ++m)
    if (ctx_.NameAt(m)) return true;
  return false;
}

// The gender of a kin noun or title the mention stands in apposition to: right before it
// ("his sister, Lenka", "Mrs. Okafor", "the widow Adelgunde") or right after it ("Adelgunde,
// the widow who"). Stricter than MentionGender: a possessor ("which makes him Ivy's
// half-brother") or a name inside a quotation ("I'm your father, Ivy") is no evidence.
char Story::KinNounGender(const NameRun* r) const {
  if (ctx_.T(r->first).Has(kInQuote) || PossessiveAt(r->end)) return 0;
  const Sentence& sent = ctx_.at.sentences[ctx_.SentenceOf(r->first)];
  const size_t first = sent.first_token, end = sent.end_token;
  size_t k = r->first;
  while (k > first && (ctx_.Is(k - 1, ".") || (ctx_.Honorific(k - 1) && ctx_.T(k - 1).Has(kCapitalized))) &&
         k + 4 > r->first)
    --k;
  const bool comma = k > first && ctx_.Is(k - 1, ",");
  if (comma) --k;
  // Without a comma, only after a possessor or as a title: "her sister Tess", "Queen
  // Aud", but not "the son Denise has not seen".
  if (k > first)
    if (const char g = DescriptionGender(ctx_.Lower(k - 1));
        g && (comma || ctx_.T(k - 1).Has(kCapitalized) || Occupation(ctx_.Lower(k - 1)) ||
              (k - 1 > first && (IsPossessivePronoun(ctx_.Lower(k - 2)) || PossessiveAt(k - 2)))))
      return g;
  k = After(r);
  if (k + 2 < end && ctx_.Is(k, ",") && (ctx_.IsLower(k + 1, "the") || ctx_.IsLower(k + 1, "a") || ctx_.IsLower(k + 1, "an")))
    for (size_t m = k + 2; m < end && m < k + 5 && ctx_.T(m).kind == TokenKind::kWord && !PossessiveAt(m + 1); ++m)
      if (const char g = DescriptionGender(ctx_.Lower(m))) return g;
  // "Josiah (X), Bridget's husband,", "Tom, her brother,": a kin noun of a possessor.
  if (k + 3 < end && ctx_.Is(k, ",")) {
    size_t noun = 0;
    if (IsPossessivePronoun(ctx_.Lower(k + 1))) noun = k + 2;
    else if (const NameRun* owner = ctx_.NameAt(k + 1); owner && PossessiveAt(owner->end)) noun = owner->end + 1;
    if (noun && noun < end && (ctx_.Is(noun + 1, ",") || ctx_.Is(noun + 1, ".") || noun + 1 == end))
      if (const char g = NounGender(ctx_.Lower(noun))) return g;
  }
  return 0;
}

char Story::CharacterGender(const std::string& character) const {
  if (!genders_built_) BuildGenders();
  auto it = genders_.find(character);
  return it == genders_.end() ? 0 : it->second;
}

// Three kinds of evidence, each a vote: a kin noun or title at a mention ("his sister,
// Lenka", "Mrs. Okafor"; two votes), a sentence that goes on with "She" after one that
// names only her ("Lenka packs. She leaves ..."), and a "herself" whose nearest name is
// hers. A character with votes for both keeps the gender of a clear majority only.
void Story::BuildGenders() const {
  genders_built_ = true;
  struct Votes {
    int f = 0, m = 0;
  };
  std::unordered_map<std::string, Votes> votes;
  auto vote = [&votes](const std::string& c, char g, int n) {
    Votes& v = votes[c];
    (g == 'f' ? v.f : v.m) += n;
  };
  const auto& sentences = ctx_.at.sentences;
  // The genders of the people nouns between two tokens: bit 1 'f', bit 2 'm'. (Read only
  // where a vote needs it: most sentences are never asked.)
  auto described = [this](size_t from, size_t to) {
    uint8_t bits = 0;
    for (size_t k = from; k < to; ++k)
      if (ctx_.T(k).kind == TokenKind::kWord)
        if (const char g = DescriptionGender(ctx_.Lower(k))) bits |= g == 'f' ? 1 : 2;
    return bits;
  };
  // The next token from k that the scan of a sentence below stops at: a name's start, or a
  // word of seven bytes ("herself"). (A loop with no call in it, whose reads stay in
  // registers: the scan's own loop, which calls, loaded them again at every token.)
  const int32_t* const name_start = ctx_.name_starting_at.data();
  const Token* const tokens = ctx_.at.tokens.data();
  auto next_stop = [name_start, tokens](size_t k, size_t end) {
    while (k < end && name_start[k] < 0 && tokens[k].end - tokens[k].start != 7) ++k;
    return k;
  };
  std::string only;  // the sentence before opens with this character and names no one else
  for (uint32_t s = 0; s < sentences.size(); ++s) {
    const Sentence& sent = sentences[s];
    const bool story = ctx_.KindOfSentence(s) == ParagraphKind::kStory;
    // The sentence opens with "She" or "He" and goes on from one about a single character
    // in the same paragraph ("Lenka packs. She leaves ..."), unless that one also names a
    // person of the pronoun's gender it may refer to ("Tom calls his wife. She ...").
    const size_t opening = PastSpeakerLabel(sent);
    // The gender of a "She" or "He" that opens the sentence and points back, or 0.
    const char opens_with = story && opening < sent.end_token && !ctx_.T(opening).Has(kInQuote) &&
                                    !NamedRightAfter(opening, sent.end_token)
                                ? HeOrShe(ctx_.Lower(opening))
                                : 0;
    if (opens_with && !only.empty() && sentences[s - 1].paragraph == sent.paragraph &&
        !(described(sentences[s - 1].first_token, sentences[s - 1].end_token) & (opens_with == 'f' ? 1 : 2)))
      vote(only, opens_with, 1);
    // A who's-who section goes on with "She" or "He" about the part its heading names.
    if (opens_with && (!ctx_.part_headings.empty() || !ctx_.paragraph_parts.empty()))
      if (std::string topic = TopicOf(sent.paragraph); !topic.empty()) vote(topic, opens_with, 1);
    // "LOSER: X (Y). Lhingneilam's fiance, ...": the noun that describes the part a
    // paragraph opens on ("The hotel manager spent two seasons proving herself": or a
    // reflexive of the description).
    if (story && !ctx_.paragraph_parts.empty())
      if (const std::string part = DescribedPart(s); !part.empty()) {
        size_t k = sent.first_token + 1;
        if (const NameRun* owner = ctx_.NameAt(sent.first_token)) k = owner->end + 1;  // past "'s"
        for (size_t m = k; m < sent.end_token && m < k + 3 && ctx_.T(m).kind == TokenKind::kWord; ++m)
          if (const char g = DescriptionGender(ctx_.Lower(m))) {
            vote(part, g, 2);
            break;
          }
        for (size_t m = k; m < sent.end_token && m < k + 12; ++m) {
          if (ctx_.NameAt(m)) break;
          if (ctx_.IsLower(m, "herself") || ctx_.IsLower(m, "himself")) {
            vote(part, ctx_.IsLower(m, "herself") ? 'f' : 'm', 1);
            break;
          }
        }
      }
    only.clear();
    bool single = story;              // no name in the sentence but its opening character's
    const NameRun* nearest = nullptr;  // the name met last, for a reflexive
    for (size_t k = next_stop(sent.first_token, sent.end_token); k < sent.end_token;
         k = next_stop(k + 1, sent.end_token)) {
      if (const NameRun* r = ctx_.NameAt(k)) {
        const char g = KinNounGender(r);
        const bool opens = k == opening && !PossessiveAt(r->end);
        if (g || opens || (single && !only.empty())) {
          std::string c = CharacterAt(k);
          if (g && !c.empty()) vote(c, g, 2);
          if (opens && !c.empty()) only = std::move(c);
          else single = single && c == only;
        }
        if (opens && !only.empty()) k = After(r) - 1;  // and its "(Actor)"
        else k = r->end - 1;
        nearest = r;
        continue;
      }
      // "Tom blames himself" (but not "Tom's mother blames herself").
      const Token& t = ctx_.T(k);
      if (nearest && t.end - t.start == 7 && !t.Has(kInQuote)) {
        const Word w = ctx_.Lower(k);
        if ((w == "herself" || w == "himself") && described(nearest->end, k) == 0)
          if (std::string c = CharacterAt(nearest->first); !c.empty()) vote(c, w == "herself" ? 'f' : 'm', 1);
      }
    }
    if (!single) only.clear();
  }
  for (const auto& [c, v] : votes) {
    if (v.f > 0 && v.m == 0) genders_.emplace(c, 'f');
    else if (v.m > 0 && v.f == 0) genders_.emplace(c, 'm');
    else if (v.f >= 2 * v.m + 2) genders_.emplace(c, 'f');
    else if (v.m >= 2 * v.f + 2) genders_.emplace(c, 'm');
  }
}

}  // namespace showgraph::extract
