// Events: the test every event pattern's token must pass, and the order of the pattern
// families it calls (story_events_romance.cc: couples; story_events_life.cc: births,
// deaths; story_events_moves.cc: arrivals, departures, returns); and the helpers they share.
#include <algorithm>
#include <unordered_set>

#include "extract/story_internal.h"

namespace showgraph::extract {

std::string Story::RomancePartner(const std::vector<Fact>& out, const std::string& who, size_t max_facts,
                                  std::optional<uint32_t> since) const {
  size_t looked = 0;
  for (auto it = out.rbegin(); it != out.rend() && looked++ < max_facts; ++it) {
    if (it->kind != FactKind::kRelationship || it->type != "romance" || (it->a != who && it->b != who)) continue;
    if (since && (it->evidence.empty() || ctx_.at.SentenceAt(it->evidence.back().start) < *since)) continue;
    return it->a == who ? it->b : it->a;
  }
  return {};
}

std::string Story::RecentRomancePartner(const std::vector<Fact>& out, const std::string& who) const {
  return who.empty() ? std::string() : RomancePartner(out, who, 32, sentence_ >= 2 ? sentence_ - 2 : 0);
}

namespace {

// Every word Events compares its token's word `w` with ("engaged" and "betrothed" through
// IsEngaged). Each of its patterns needs `w` to be one of its words, or a possessive ("her",
// "Ana's"), before it reads anything else: a word of this list added to a pattern
// (story_events_*.cc) belongs here too.
bool IsEventWord(std::string_view w) {
  static constexpr std::string_view kWords[] = {
    "accepted", "accepting", "accepts", "agreed", "agreeing", "agrees", "aisle", "arrival", "arrived", "arrives", "arriving",
    "asked", "asking", "asks", "betrothed", "boarded", "boards", "body", "born", "break", "breaking", "breaks", "broke",
    "broken", "buried", "buries", "burying", "bury", "bus", "call", "called", "calling", "calls", "came", "cheated",
    "cheating", "cheats", "comes", "coming", "crush", "date", "dating", "dead", "death", "delivered", "delivers",
    "depart", "departs", "departure", "die", "died", "dies", "divorce", "divorced", "divorces", "drives", "drove",
    "drowned", "drowns", "dumped", "dumps", "dying", "end", "ended", "ends", "engaged", "engagement", "exit", "exits",
    "expecting", "ferry", "fled", "flees", "found", "funeral", "gave", "gives", "giving", "home", "injured",
    "introduced", "introduction", "jilted", "jilts", "joined", "joins", "kicked", "kicking", "kicks", "killed",
    "kills", "kiss", "kissed", "knot", "labor", "labour", "leave", "leaves", "leaving", "left", "loses", "losing",
    "lost", "make", "marriage", "married", "marries", "marry", "marrying", "moved", "moves", "murder", "murdered",
    "murders", "papers", "passed", "passes", "plane", "poisoned", "pregnancy", "pregnant", "proposed", "proposes", "proposing",
    "quit", "quits", "relationship", "relocated", "relocates", "return", "returned", "returns", "rides", "rode",
    "romance", "sailed", "sails", "sends", "sent", "separated", "shot", "signed", "signs", "skipped", "skips",
    "sleeping", "sleeps", "slept", "spend", "spends", "spent", "split", "splits", "stabbed", "takes", "threw",
    "throwing", "thrown", "throws", "took", "train", "vows", "wakes", "walked", "walking", "walks", "wed",
    "wedding", "woke", "wounded", "written", "yes"};
  static const std::unordered_set<std::string_view, StringHash> kSet(std::begin(kWords), std::end(kWords));
  return kSet.count(w) > 0;
}

}  // namespace

bool Story::CategoryHeading(uint32_t s, const char** event) const {
  const Sentence& sent = ctx_.at.sentences[s];
  if (!ctx_.WholeParagraph(s) || sent.end_token - sent.first_token > 6) return false;
  bool words = false, negated = false;
  const char* found = nullptr;
  for (size_t k = sent.first_token; k < sent.end_token; ++k) {
    if (ctx_.T(k).kind == TokenKind::kPunct) continue;
    if (ctx_.T(k).kind != TokenKind::kWord || !ctx_.T(k).Has(kAllCaps)) return false;
    words = true;
    const Word w = ctx_.Lower(k);
    if (w == "not" || w == "only" || w == "almost" || w == "nearly" || w == "feared" || w == "maybe" ||
        w == "rumored" || w == "fake" || w == "faked")
      negated = true;
    else if (w == "dead" || w == "died" || w == "death" || w == "deaths" || w == "killed" || w == "rip")
      found = found ? found : "death";
    else if (w == "back" || w == "returned" || w == "returns" || w == "returning" || w == "comebacks")
      found = found ? found : "return";
    else if (w == "gone" || w == "left" || w == "exits" || w == "exited" || w == "departed" || w == "departures")
      found = found ? found : "departure";
    else if (w == "arrivals" || w == "arrived" || w == "newcomers")
      found = found ? found : "arrival";
  }
  if (!words) return false;
  *event = negated ? nullptr : found;
  return true;
}

void Story::CategoryItem(uint32_t s, const char* event, std::vector<Fact>* out) {
  const Sentence& sent = ctx_.at.sentences[s];
  const NameRun* r = RunAt(sent.first_token);
  if (!r) return;
  const size_t after = After(r);
  if (after < sent.end_token && !ctx_.Is(after, ".") && !ctx_.Is(after, ":")) return;
  cue_ = sent.first_token;
  if (const std::string who = CharacterAt(sent.first_token); !who.empty()) AddEvent(out, event, {who}, 0.6);
}

void Story::Events(size_t i, const Sentence& sent, std::vector<Fact>* out) {
  std::string_view w = ctx_.Lower(i);
  // (Most tokens a pattern may start at are names: passed over here, with no pattern's test.)
  if (!IsEventWord(w) && !IsPossessivePronoun(w) && !PossessiveAt(i)) return;
  // The families come in this order, which is the order of their facts (a later pattern
  // reads what an earlier one added to `out`).
  CoupleEvents(i, sent, w, out);
  if (PartnerEvents(i, sent, w, out)) return;
  LifeEvents(i, sent, w, out);
  ComingsAndGoings(i, sent, w, out);
  PartingsAndAffairs(i, sent, w, out);
}

bool Story::PronounSubjectContradicts(size_t verb, const std::string& who) const {
  if (who.empty()) return false;
  const Sentence& sent = ctx_.at.sentences[sentence_];
  size_t s = verb;
  while (s > sent.first_token && s + 4 > verb &&
         (ctx_.IsLower(s - 1, "has") || ctx_.IsLower(s - 1, "had") || ctx_.IsLower(s - 1, "have") ||
          ctx_.IsLower(s - 1, "been") || ctx_.IsLower(s - 1, "was") || ctx_.IsLower(s - 1, "is") ||
          ctx_.IsLower(s - 1, "were")))
    --s;
  const char want = s > sent.first_token ? HeOrShe(ctx_.Lower(s - 1)) : 0;
  const char g = want ? CharacterGender(who) : 0;
  return g && g != want;
}

// "found her on the steps", "loved her since the pilot": "her" as an object, not a
// possessor ("her husband").
bool Story::ObjectHer(size_t k) const {
  if (k + 1 >= ctx_.size() || ctx_.T(k + 1).kind == TokenKind::kPunct) return true;
  static constexpr std::string_view kAfter[] = {"on", "in", "at", "with", "since", "to", "for", "from", "and",
                                                "by", "into", "out", "off", "up", "down", "back", "again"};
  const Word next = ctx_.Lower(k + 1);
  return std::find(std::begin(kAfter), std::end(kAfter), next) != std::end(kAfter);
}

// The two characters the clause of token `tok` is about: "X and Y", "X (Actor) and
// prosecutor Y, who ...", or "the two", "both", "they" for the last couple named.
bool Story::SubjectPair(size_t tok, std::string* a, std::string* b) const {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  const syntax::Parse& p = ParseOf(sentence_);
  int sc = p.SubjectChunk(ClauseAt(tok));
  if (sc < 0) return false;
  const syntax::Chunk& c = p.chunks[sc];
  size_t first = sent.first_token + c.first, end = sent.first_token + c.end;
  std::string_view w0 = ctx_.Lower(first);
  bool anaphor = (end == first + 2 && w0 == "the" &&
                  (ctx_.IsLower(first + 1, "two") || ctx_.IsLower(first + 1, "pair") || ctx_.IsLower(first + 1, "couple"))) ||
                 (end == first + 1 && (w0 == "they" || w0 == "both"));
  // ("her romance with Gwithian, ..., and the two were married": the couple just told of.)
  // ("Her boyfriend of two seasons, Narith, proposed in the fourth episode. She said no, and
  // the two split": or in the sentence or two before, in the same paragraph.)
  // (Not when this sentence names two others before: "Eli corners Lucy at the dock, and the
  // two of them slept together".)
  bool two_named_here = false;
  if (last_pair_sentence_ != sentence_) {
    std::string seen;
    for (size_t k = sent.first_token; k < first && !two_named_here; ++k)
      if (const NameRun* r = ctx_.NameAt(k)) {
        if (std::string character = CharacterAt(k); !character.empty()) {
          if (seen.empty()) seen = character;
          else two_named_here = character != seen;
        }
        k = r->end - 1;
      }
  }
  // ("The last scene found her on the steps with Sironka (X), the vet who has loved her,
  // and the two finally kissed": one name and a pronoun for someone else make the two.)
  if (anaphor && !two_named_here) {
    std::string named, pronoun_of;
    size_t pronoun_at = 0;
    for (size_t k = sent.first_token; k < first; ++k) {
      if (const NameRun* r = ctx_.NameAt(k)) {
        if (std::string character = CharacterAt(k); !character.empty()) {
          if (!named.empty() && character != named) {
            named.clear();
            break;
          }
          named = character;
        }
        k = r->end - 1;
      } else if (!pronoun_at && (ctx_.IsLower(k, "him") || ctx_.IsLower(k, "she") || ctx_.IsLower(k, "he") ||
                                 (ctx_.IsLower(k, "her") && ObjectHer(k)))) {
        pronoun_at = k;
      }
    }
    if (!named.empty() && pronoun_at && pronoun_at < first) {
      pronoun_of = ResolvePronoun(pronoun_at, named);
      if (!pronoun_of.empty() && pronoun_of != named) {
        *a = pronoun_of;
        *b = named;
        return true;
      }
    }
  }
  const bool recent_pair = last_pair_sentence_ == sentence_ ||
                           (!two_named_here && last_pair_sentence_ < sentence_ && last_pair_sentence_ + 2 >= sentence_ &&
                            ctx_.at.sentences[last_pair_sentence_].paragraph == sent.paragraph);
  if (anaphor && recent_pair && !last_pair_.first.empty()) {
    *a = last_pair_.first;
    *b = last_pair_.second;
    return true;
  }
  if (anaphor) return LastTwoNamed(first, a, b);
  *b = CharacterOfChunk(sentence_, sc);
  if (b->empty()) return false;
  // Back from the group over a description and "and" to the first name.
  size_t k = first;
  while (k > sent.first_token && k + 3 > first && ctx_.T(k - 1).kind == TokenKind::kWord &&
         !ctx_.T(k - 1).Has(kCapitalized) && !ctx_.IsLower(k - 1, "and"))
    --k;
  if (k <= sent.first_token + 1 || !ctx_.IsLower(k - 1, "and")) return false;
  size_t e = k - 1;
  if (ctx_.Is(e - 1, ")")) {
    while (e > sent.first_token && !ctx_.Is(e - 1, "(")) --e;
    if (e > sent.first_token) --e;
  }
  const NameRun* r = e > 0 ? ctx_.NameEndingAt(e - 1) : nullptr;
  if (!r) return false;
  *a = CharacterAt(r->first);
  return !a->empty() && *a != *b;
}

// ", the daughter of the town pastor," ending at the comma `comma`: a kin noun with "of"
// in the words since the comma before, in the same sentence (`possessive_too`: or "his
// mother," right before the comma).
bool Story::KinAppositionBefore(size_t comma, bool possessive_too) const {
  const uint32_t s = ctx_.SentenceOf(comma);
  for (size_t k = comma; k > 1 && k + 8 > comma && ctx_.SentenceOf(k - 1) == s; --k) {
    if (ctx_.Is(k - 1, ",")) return false;
    // (", who came out to his mother, Aniema,": a kin noun after a possessive pronoun too.)
    if (possessive_too && k + 1 == comma && IsPossessivePronoun(ctx_.Lower(k - 1))) {
      auto rel = ctx_.lex.relations.find(ctx_.Lower(k));
      if (rel != ctx_.lex.relations.end() && rel->second.type == "family") return true;
    }
    if (!ctx_.IsLower(k, "of")) continue;
    auto rel = ctx_.lex.relations.find(ctx_.Lower(k - 1));
    if (rel != ctx_.lex.relations.end() && rel->second.type == "family") return true;
  }
  return false;
}

// The two characters named last before token `tok`, in its paragraph or the one before:
// what "the two", "they" and "them" refer to. Possessors ("Nora's brother") are passed by.
bool Story::LastTwoNamed(size_t tok, std::string* a, std::string* b) const {
  uint32_t para = ctx_.at.sentences[ctx_.SentenceOf(tok)].paragraph;
  a->clear();
  b->clear();
  for (size_t k = tok; k > 0 && k + kReach > tok; --k) {
    if (ctx_.at.sentences[ctx_.SentenceOf(k - 1)].paragraph + 1 < para) break;
    const NameRun* r = ctx_.NameEndingAt(k - 1);
    // A possessor counts when a partner noun follows ("Mark was Lucy's husband. The two
    // split"), not a kin noun ("Wren and Nora's brother Callum ... push them together").
    if (!r) continue;
    if (PossessiveAt(k)) {
      auto rel = ctx_.lex.relations.find(ctx_.Lower(k + 1));
      if (rel == ctx_.lex.relations.end() || rel->second.type != "romance") continue;
    }
    // ("Karotu, Taneti and Kaitinano's son, was with Tabera ..., and they split": the first
    // of two possessors is passed by too.)
    if (ctx_.IsLower(k, "and"))
      if (const NameRun* second = RunAt(k + 1); second && PossessiveAt(second->end)) {
        auto rel = ctx_.lex.relations.find(ctx_.Lower(second->end + 1));
        if (rel == ctx_.lex.relations.end() || rel->second.type != "romance") {
          k = r->first + 1;
          continue;
        }
      }
    // ("Alemla, the daughter of the town pastor, the Rev. Takatemjen Jamir, meets Imkong ...
    // the two finally kiss": a kin named in an apposition is a side character, not one of
    // the two.)
    const size_t lead = StartPastTitle(r->first, 2);
    if (lead > 2 && ctx_.Is(lead - 1, ",") && KinAppositionBefore(lead - 1)) {
      k = r->first + 1;
      continue;
    }
    std::string named = CharacterAt(r->first);
    if (named.empty() || named == *b) continue;
    if (b->empty()) {
      *b = named;
    } else {
      *a = named;
      return true;
    }
    k = r->first + 1;
  }
  return false;
}

}  // namespace showgraph::extract
