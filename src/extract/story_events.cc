// Events: infidelity, engagements and weddings, breakups, pregnancies, deaths, coming
// out, births, arrivals, departures and returns.
#include <algorithm>
#include <unordered_set>

#include "extract/calendar.h"
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
// "Ana's"), before it reads anything else: a word of this list added to a pattern below
// belongs here too.
bool IsEventWord(std::string_view w) {
  static constexpr std::string_view kWords[] = {
    "accepted", "accepting", "accepts", "agreed", "agreeing", "agrees", "aisle", "arrival", "arrived", "arrives",
    "asked", "asking", "asks", "betrothed", "boarded", "boards", "body", "born", "break", "breaking", "breaks", "broke",
    "broken", "buried", "buries", "burying", "bus", "call", "called", "calling", "calls", "came", "cheated",
    "cheating", "cheats", "comes", "coming", "crush", "date", "dating", "dead", "death", "delivered", "delivers",
    "depart", "departs", "departure", "die", "died", "dies", "divorce", "divorced", "divorces", "drives", "drove",
    "drowned", "drowns", "dumped", "dumps", "end", "ended", "ends", "engaged", "engagement", "exit", "exits",
    "expecting", "ferry", "fled", "flees", "found", "funeral", "gave", "gives", "giving", "home", "injured",
    "introduced", "introduction", "jilted", "jilts", "joined", "joins", "kicked", "kicking", "kicks", "killed",
    "kills", "kiss", "kissed", "knot", "labor", "labour", "leave", "leaves", "leaving", "left", "loses", "losing",
    "lost", "make", "marriage", "married", "marries", "marry", "marrying", "moved", "moves", "murder", "murdered",
    "murders", "papers", "passed", "passes", "plane", "poisoned", "pregnancy", "pregnant", "proposed", "proposes",
    "quit", "quits", "relationship", "relocated", "relocates", "return", "returned", "returns", "rides", "rode",
    "romance", "sailed", "sails", "sends", "sent", "separated", "shot", "signed", "signs", "skipped", "skips",
    "sleeping", "sleeps", "slept", "spend", "spends", "spent", "split", "splits", "stabbed", "takes", "threw",
    "throwing", "thrown", "throws", "took", "train", "vows", "wakes", "walked", "walking", "walks", "wed",
    "wedding", "woke", "wounded", "written", "yes"};
  static const std::unordered_set<std::string_view, StringHash> kSet(std::begin(kWords), std::end(kWords));
  return kSet.count(w) > 0;
}

// A noun that names a partner in love: "her husband, Garmon".
bool IsPartnerNoun(std::string_view noun) {
  return noun == "husband" || noun == "wife" || noun == "boyfriend" || noun == "girlfriend" || noun == "fiance" ||
         noun == "fianc\u00e9" || noun == "fiancee" || noun == "fianc\u00e9e" || noun == "lover" || noun == "partner";
}

// Words after "when" or "in" that tell of a violent or sudden end ("when the boat
// crashed", "in a car crash").
bool IsFatalWord(std::string_view w) {
  return w == "crash" || w == "crashed" || w == "fire" || w == "accident" || w == "died" || w == "drowned" ||
         w == "killed" || w == "shot" || w == "shooting" || w == "explosion" || w == "overdose" ||
         w == "storm" || w == "avalanche" || w == "ambush" || w == "bombing";
}

// "... wedding is off", "was cancelled", "postponed": a word in tokens [from, end) that
// calls a wedding off.
bool CalledOff(const DocContext& ctx, size_t from, size_t end) {
  for (size_t k = from; k < end; ++k)
    if (ctx.IsLower(k, "off") || ctx.IsLower(k, "cancelled") || ctx.IsLower(k, "canceled") ||
        ctx.IsLower(k, "postponed"))
      return true;
  return false;
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

void Story::CoupleEvents(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out) {
  // "Marnie called off the wedding", "calls off her engagement to Silas", "the finale ended
  // the engagement of Marnie and Silas": the couple breaks up.
  if ((w == "wedding" || w == "engagement" || w == "marriage" || w == "relationship") && i >= sent.first_token + 2) {
    size_t d = i - 1;
    if (IsDeterminer(ctx_.Lower(d))) --d;
    // ("breaks off the engagement": the same.)
    const bool called_off = d > sent.first_token && ctx_.IsLower(d, "off") &&
                            (ctx_.IsLower(d - 1, "called") || ctx_.IsLower(d - 1, "calls") ||
                             ctx_.IsLower(d - 1, "call") || ctx_.IsLower(d - 1, "calling") ||
                             ctx_.IsLower(d - 1, "breaks") || ctx_.IsLower(d - 1, "broke") ||
                             ctx_.IsLower(d - 1, "break") || ctx_.IsLower(d - 1, "breaking"));
    const bool ended = ctx_.IsLower(d, "ended") || ctx_.IsLower(d, "ends") || ctx_.IsLower(d, "ending");
    std::string a, b;
    size_t end = 0;
    if ((called_off || ended) && ctx_.IsLower(i + 1, "of")) {
      // ("the engagement of Hollis's sister, Marnie (X), and the town doctor, Silas (Y)":
      // each side may be described first.)
      if (!PairAt(i + 2, &a, &b, &end)) {
        a = OneNamedAfterPossessor(i + 2);
        for (size_t k = i + 3; !a.empty() && k + 1 < sent.end_token && k < i + 20; ++k)
          if (ctx_.IsLower(k, "and")) {
            b = RunAt(k + 1) ? CharacterAt(k + 1) : CharacterAfterDescription(k + 1, 6);
            break;
          }
      }
    } else if (called_off) {
      a = SubjectBefore(d - 1);
      if (ctx_.IsLower(i + 1, "to") || ctx_.IsLower(i + 1, "with")) {
        b = CharacterAt(i + 2);
        // ("calling off her engagement to a Mumbai banker, Kedar Apte": described first.)
        if (b.empty() && !RunAt(i + 2)) b = CharacterAfterDescription(i + 2, 6);
      } else if (!a.empty()) {
        // (Whom the one calling it off is with: the one engaged to last, else the romance
        // stated last.)
        if (w == "engagement")
          for (auto it = out->rbegin(); it != out->rend() && b.empty(); ++it)
            if (it->kind == FactKind::kEvent && it->type == "engagement" && it->participants.size() == 2 &&
                (it->participants[0] == a || it->participants[1] == a))
              b = it->participants[0] == a ? it->participants[1] : it->participants[0];
        if (b.empty()) b = RomancePartner(*out, a, SIZE_MAX, std::nullopt);
      }
    }
    if (!a.empty() && !b.empty() && a != b && Asserted(called_off ? d - 1 : d)) {
      AddRelationship(out, a, b, "romance", "ended", 0.7);
      AddEvent(out, "breakup", {a, b}, 0.7);
    }
  }
  // "Her engagement to Savely (X) fell apart two episodes earlier", "Mara's marriage to Tom
  // collapses": the couple breaks up.
  if ((w == "engagement" || w == "marriage" || w == "romance" || w == "relationship") && i > sent.first_token &&
      (ctx_.IsLower(i + 1, "to") || ctx_.IsLower(i + 1, "with")) && i + 2 < sent.end_token) {
    std::string a;
    if (IsPossessivePronoun(ctx_.Lower(i - 1)) && ctx_.Lower(i - 1) != "their") a = ResolvePronoun(i - 1);
    else if (ctx_.T(i - 1).Has(kPossessive))
      if (const NameRun* r = ctx_.NameEndingAt(i - 2)) a = CharacterAt(r->first);
    const NameRun* other = RunAt(i + 2);
    std::string b = other ? CharacterAt(i + 2) : std::string();
    size_t v = other ? other->end : 0;
    if (v && ctx_.Is(v, "(")) {
      while (v < sent.end_token && v < other->end + 8 && !ctx_.Is(v, ")")) ++v;
      ++v;
    }
    const bool over =
        v && v + 1 < sent.end_token &&
        (((ctx_.IsLower(v, "fell") || ctx_.IsLower(v, "falls")) && ctx_.IsLower(v + 1, "apart")) ||
         ctx_.IsLower(v, "collapsed") || ctx_.IsLower(v, "collapses") || ctx_.IsLower(v, "crumbled") ||
         ctx_.IsLower(v, "crumbles") || ctx_.IsLower(v, "imploded") || ctx_.IsLower(v, "implodes"));
    if (over && !a.empty() && !b.empty() && a != b && Asserted(v)) {
      AddRelationship(out, a, b, "romance", "ended", 0.7);
      AddEvent(out, "breakup", {a, b}, 0.7);
    }
  }
  // "Mara ended it in the Season 1 finale", "she called it off at the altar": "it" is
  // the romance the subject was said to be in last.
  if ((((w == "ended" || w == "ends") && ctx_.IsLower(i + 1, "it") && !ctx_.IsLower(i + 2, "all")) ||
       ((w == "called" || w == "calls") && ctx_.IsLower(i + 1, "it") && ctx_.IsLower(i + 2, "off"))) &&
      Asserted(i)) {
    const std::string a = SubjectBefore(i);
    // ("Paj ended it herself in the Season 3 finale": a subject named right before the verb
    // ends the romance told of last, however far back.)
    const bool named = i > sent.first_token && ctx_.NameEndingAt(i - 1) != nullptr;
    const std::string b = named ? RomancePartner(*out, a, SIZE_MAX, std::nullopt) : RecentRomancePartner(*out, a);
    if (!b.empty() && a != b) {
      AddRelationship(out, a, b, "romance", "ended", 0.7);
      AddEvent(out, "breakup", {a, b}, 0.7);
    }
  }
  // "Rehema proposed at the bonfire, in the middle of the chaos, and Loreta said yes",
  // "ended with Sorin proposing and Marceline saying yes": an engagement.
  if (w == "yes" && i >= sent.first_token + 4 &&
      (ctx_.IsLower(i - 1, "said") || ctx_.IsLower(i - 1, "says") || ctx_.IsLower(i - 1, "saying"))) {
    std::string b;
    if (const NameRun* r = ctx_.NameEndingAt(i - 2)) b = CharacterAt(r->first);
    else if (HeOrShe(ctx_.Lower(i - 2))) b = ResolvePronoun(i - 2);
    // ("ended with Kai proposing to Lena in the snow, and with her saying yes": the one
    // proposed to says yes.)
    const bool pronoun_says = HeOrShe(ctx_.Lower(i - 2)) || (ctx_.IsLower(i - 2, "her") && ctx_.IsLower(i - 3, "with"));
    for (size_t k = sent.first_token + 1; pronoun_says && k + 2 < i; ++k)
      if (ctx_.Lower(k).starts_with("propos") && ctx_.IsLower(k + 1, "to")) {
        if (const std::string to = CharacterAt(k + 2); !to.empty()) b = to;
        break;
      }
    // ("Otmar finally asked the ski instructor Theres (X) to marry him, on the chairlift,
    // and she said yes": asking to marry is proposing.)
    auto asked_to_marry = [&](size_t k) {
      const Word v = ctx_.Lower(k);
      if (v != "asked" && v != "asks" && v != "asking") return false;
      for (size_t m = k + 2; m + 1 < i && m < k + 12; ++m)
        if (ctx_.IsLower(m, "to") && ctx_.IsLower(m + 1, "marry")) return true;
      return false;
    };
    for (size_t k = sent.first_token + 1; !b.empty() && k + 2 < i; ++k) {
      const Word v = ctx_.Lower(k);
      if (v != "proposed" && v != "proposes" && v != "proposing" && !asked_to_marry(k)) continue;
      const NameRun* r = ctx_.NameEndingAt(k - 1);
      const std::string a = r ? CharacterAt(r->first) : SubjectBefore(k);
      if (!a.empty() && a != b && Asserted(k)) {
        AddRelationship(out, a, b, "romance", "current", 0.75);
        AddEvent(out, "engagement", {a, b}, 0.75);
      }
      break;
    }
  }
  // "Demiana finally says yes to the paramedic Abanoub (X), whom she has turned down since
  // the pilot; he proposes at the party": yes to someone, in a sentence that tells a proposal.
  if (w == "yes" && ctx_.IsLower(i + 1, "to") && i > sent.first_token + 1 &&
      (ctx_.IsLower(i - 1, "said") || ctx_.IsLower(i - 1, "says") || ctx_.IsLower(i - 1, "saying"))) {
    bool proposal = false;
    for (size_t k = sent.first_token; k < sent.end_token && !proposal; ++k)
      proposal = ctx_.Lower(k).starts_with("propos");
    std::string a = proposal ? CharacterAt(i + 2) : std::string();
    if (proposal && a.empty() && !RunAt(i + 2)) a = CharacterAfterDescription(i + 2, 5);
    const std::string b = a.empty() ? std::string() : SubjectBefore(i - 1);
    if (!b.empty() && a != b && Asserted(i)) {
      AddRelationship(out, a, b, "romance", "current", 0.75);
      AddEvent(out, "engagement", {b, a}, 0.75);
    }
  }
  // "the marina owner Octave Verdin, whose marriage to Ozite in the seventh-season finale is
  // still the most-watched episode": a couple; dated to an episode, a wedding.
  if (w == "marriage" && i > sent.first_token + 2 && ctx_.IsLower(i - 1, "whose") && ctx_.IsLower(i + 1, "to") &&
      RunAt(i + 2)) {
    const std::string other = CharacterAt(i + 2), who = AntecedentOfRelative(i - 1, 15);
    if (!other.empty() && !who.empty() && other != who && Asserted(i)) {
      AddRelationship(out, who, other, "romance", "current", 0.65);
      const size_t after = After(RunAt(i + 2));
      bool dated = false;
      if (ctx_.IsLower(after, "in"))
        for (size_t k = after + 1; k < sent.end_token && k < after + 6 && !dated && !ctx_.Is(k, ","); ++k)
          dated = ctx_.IsLower(k, "finale") || ctx_.IsLower(k, "premiere") || ctx_.IsLower(k, "episode") ||
                  (ctx_.IsLower(k, "season") && ctx_.T(k).Has(kCapitalized));
      if (dated) AddEvent(out, "wedding", {who, other}, 0.65);
    }
  }
  // "Guilhem filed for divorce before the episode was over", "she asks for a divorce": from
  // the one the subject's romance was stated with last, in that sentence or the two before.
  if (w == "divorce" && i >= sent.first_token + 2 &&
      ((ctx_.IsLower(i - 1, "for") && (ctx_.IsLower(i - 2, "filed") || ctx_.IsLower(i - 2, "files") ||
                                        ctx_.IsLower(i - 2, "filing"))) ||
       (ctx_.IsLower(i - 1, "a") && i >= sent.first_token + 3 && ctx_.IsLower(i - 2, "for") &&
        (ctx_.IsLower(i - 3, "asks") || ctx_.IsLower(i - 3, "asked") || ctx_.IsLower(i - 3, "files") ||
         ctx_.IsLower(i - 3, "filed")))) &&
      !ctx_.IsLower(i + 1, "from") && Asserted(i)) {
    const size_t verb = ctx_.IsLower(i - 1, "a") ? i - 3 : i - 2;
    const std::string a = SubjectBefore(verb);
    const std::string b = RecentRomancePartner(*out, a);
    if (!b.empty() && a != b) {
      AddRelationship(out, a, b, "romance", "ended", 0.7);
      AddEvent(out, "breakup", {a, b}, 0.7);
    }
  }
  // A relative clause's homecoming: "an inspector who returns to Bermeo, the town she grew
  // up in", "a barrister who has not been home in years, and who comes home to Alnmouth".
  // ("the princess who returns from exile", "a chemist who left at 17 and returns 15 years
  // later", "the fisherman who went to prison and came home in Season 2": "from", a time
  // away, and the second verb of the clause too.)
  const bool returns_verb = w == "returns" || w == "returned";
  if (i > sent.first_token + 2 && (ctx_.IsLower(i - 1, "who") || ctx_.IsLower(i - 1, "and")) &&
      (((w == "comes" || w == "came") && ctx_.IsLower(i + 1, "home")) ||
       (returns_verb && ctx_.IsLower(i + 1, "to") && i + 2 < sent.end_token && ctx_.T(i + 2).Has(kCapitalized) &&
        !ctx_.masked[i + 2] && !ctx_.T(i + 2).Has(kQuoteMark)) ||
       (returns_verb && (ctx_.IsLower(i + 1, "from") || ctx_.IsLower(i + 1, "home"))) ||
       (returns_verb && ctx_.IsLower(i + 2, "years") && ctx_.IsLower(i + 3, "later")))) {
    std::string who = RelativeAntecedent(i, /*reach=*/40);
    // ("Nessa is a barrister in London who ...": the subject of the copula the relative
    // clause's noun is the predicate of; after "and", only a relative clause's antecedent.)
    if (who.empty() && ctx_.IsLower(i - 1, "who"))
      if (const NameRun* r = RunAt(sent.first_token)) {
        const size_t v = After(r);
        if ((ctx_.IsLower(v, "is") || ctx_.IsLower(v, "was")) && (ctx_.IsLower(v + 1, "a") || ctx_.IsLower(v + 1, "an")))
          who = CharacterAt(sent.first_token);
      }
    // (Not "returns to Ada": back to a character, no homecoming.)
    const NameRun* to = w.starts_with("return") ? RunAt(i + 2) : nullptr;
    const bool to_character = to && character_set_.count(ctx_.Resolve(to->text));
    if (!who.empty() && !to_character && Asserted(i)) AddEvent(out, "return", {who}, 0.6);
  }
  // Verbs between two characters: "Eli cheated on Nora with Tess",
  // "Kim set to romance Eli", "Benji getting engaged to Lorraine".
  if ((w == "cheated" || w == "cheats" || w == "cheating") && ctx_.IsLower(i + 1, "on")) {
    std::string cheater = SubjectBefore(i);
    // ("cheated on his wife, Eteri, with ...": the one the pronoun's noun names.)
    size_t named_at = 0;
    std::string partner = PartnerAfterPronounsNoun(i + 2, &named_at);
    // ("he was cheating on her with his press secretary, Dilnoza": a pronoun for the spouse.)
    const bool pronoun = partner.empty() && (ctx_.IsLower(i + 2, "her") || ctx_.IsLower(i + 2, "him"));
    // (The one cheated on is the cheater's partner stated last, else whom the pronoun resolves to.)
    if (partner.empty()) partner = pronoun ? RecentRomancePartner(*out, cheater) : CharacterAt(i + 2);
    if (pronoun && partner.empty()) partner = ResolvePronoun(i + 2, cheater);
    std::string third;
    const NameRun* r = RunAt(named_at ? named_at : i + 2);
    if (r || pronoun) {
      size_t k = r ? After(r) : i + 3;
      if (named_at && ctx_.Is(k, ",")) ++k;
      if (ctx_.IsLower(k, "with")) {
        size_t m = k + 1;
        // "with her best friend Tess", "with his press secretary, Dilnoza"
        while (m < sent.end_token && m < k + 7 && !RunAt(m)) ++m;
        third = CharacterAt(m);
      }
    }
    if (third == cheater || third == partner) third.clear();
    if (!cheater.empty() && !partner.empty() && Asserted(i)) {
      AddEvent(out, "infidelity", third.empty() ? std::vector<std::string>{cheater, partner}
                                                : std::vector<std::string>{cheater, partner, third},
               0.85, EventSeason(i));
      // Cheating on someone presupposes a romance; whether it survived, the paragraph says.
      AddRelationship(out, cheater, partner, "romance",
                      ParagraphSaysEnded(sent.paragraph) ? "ended" : "current", 0.7);
      // (An affair that went on, "was cheating on her with his press secretary", is a
      // romance of its own, how it stands unsaid; "cheated on Carrie with Maggie" may be
      // one night.)
      if (!third.empty() && w == "cheating" && i > sent.first_token &&
          (ctx_.IsLower(i - 1, "was") || ctx_.IsLower(i - 1, "been") || ctx_.IsLower(i - 1, "is")))
        AddRelationship(out, cheater, third, "romance", "", 0.65);
    }
  }
  // "Apollonia Kump, the girl Josef will eventually marry": the one an apposition's relative
  // clause says a name will marry is that name's love.
  if ((w == "marry" || w == "wed") && i >= sent.first_token + 6) {
    size_t k = i - 1;
    if (k > sent.first_token && ctx_.Lower(k).ends_with("ly")) --k;  // "eventually", "finally"
    if (ctx_.IsLower(k, "will") || ctx_.IsLower(k, "would") || ctx_.IsLower(k, "marries")) {
      const NameRun* lover = ctx_.NameEndingAt(k - 1);
      // "..., the girl <lover>": a noun of one or two words after "the", opened by a comma.
      size_t the = lover ? lover->first : 0;
      for (size_t m = the; lover && m > sent.first_token + 1 && m + 4 > lover->first; --m)
        if (ctx_.IsLower(m - 1, "the") && ctx_.Is(m - 2, ",")) {
          the = m - 1;
          break;
        }
      if (lover && the < lover->first && the > sent.first_token + 1) {
        const std::string a = CharacterAt(lover->first), b = CharacterBeforeComma(the - 1);
        if (!a.empty() && !b.empty() && a != b && Presupposed(i)) AddRelationship(out, a, b, "romance", "", 0.6);
      }
    }
  }
  // "Bertha was supposed to marry the family's lawyer, Amos": a wedding planned is a
  // romance (whether it happened, later sentences say).
  if ((w == "marry" || w == "wed") && i >= sent.first_token + 3 && ctx_.IsLower(i - 1, "to")) {
    const Word plan = ctx_.Lower(i - 2);
    if ((plan == "supposed" || plan == "set" || plan == "going" || plan == "planned" || plan == "plans" ||
         plan == "planning" || plan == "due") &&
        Asserted(i - 2)) {
      std::string a = SubjectBefore(i - 2);
      // ("Bertha (X), Ada and Ray's only child, was supposed to marry": the name opening
      // the sentence, past its apposition.)
      if (a.empty() && RunAt(sent.first_token) && i >= sent.first_token + 4 && ctx_.Is(i - 4, ",") &&
          (ctx_.IsLower(i - 3, "was") || ctx_.IsLower(i - 3, "is")))
        a = CharacterAt(sent.first_token);
      const std::string b = RunAt(i + 1) ? CharacterAt(i + 1) : CharacterAfterDescription(i + 1, 6);
      if (!a.empty() && !b.empty() && a != b) AddRelationship(out, a, b, "romance", "current", 0.7);
    }
  }
  // "In the finale the two finally kiss in the rain", "so they date in secret", "the two
  // start dating": a romance of the couple told of (no event).
  // ("Dana and Eli have been dating since the pilot", "share a kiss in the finale": a named
  // pair too.)
  if ((w == "kiss" || w == "kissed" || w == "date" || w == "dating") && i > sent.first_token + 1) {
    size_t s = i - 1;
    while (s > sent.first_token &&
           (ctx_.IsLower(s, "finally") || ctx_.IsLower(s, "secretly") || ctx_.IsLower(s, "start") ||
            ctx_.IsLower(s, "started") || ctx_.IsLower(s, "begin") || ctx_.IsLower(s, "began") ||
            ctx_.IsLower(s, "are") || ctx_.IsLower(s, "were") || ctx_.IsLower(s, "first") || ctx_.IsLower(s, "also") ||
            ctx_.IsLower(s, "have") || ctx_.IsLower(s, "had") || ctx_.IsLower(s, "been") ||
            (w == "kiss" && (ctx_.IsLower(s, "a") || ctx_.IsLower(s, "share") || ctx_.IsLower(s, "shares") ||
                             ctx_.IsLower(s, "shared") || ctx_.IsLower(s, "their")))))
      --s;
    bool plural = ctx_.IsLower(s, "they") || ctx_.IsLower(s, "both") ||
                  (ctx_.IsLower(s, "two") && ctx_.IsLower(s - 1, "the"));
    std::string a, b;
    if (!plural)
      if (const NameRun* second = ctx_.NameEndingAt(s);
          second && second->first >= sent.first_token + 2 && ctx_.IsLower(second->first - 1, "and"))
        if (const NameRun* first = ctx_.NameEndingAt(second->first - 2); first && !PossessiveAt(second->end)) {
          a = CharacterAt(first->first);
          b = CharacterAt(second->first);
        }
    if (!a.empty() && !b.empty() && a != b) {
      if (Asserted(i)) AddRelationship(out, a, b, "romance", "current", 0.65);
    } else if (plural && SubjectPair(i, &a, &b) && a != b && Asserted(i)) {
      AddRelationship(out, a, b, "romance", "current", 0.65);
    }
  }
  // "Dana has a crush on Eli": a love interest.
  if (w == "crush" && ctx_.IsLower(i + 1, "on") && i >= sent.first_token + 2 && ctx_.IsLower(i - 1, "a") &&
      (ctx_.IsLower(i - 2, "has") || ctx_.IsLower(i - 2, "had") || ctx_.IsLower(i - 2, "have") ||
       ctx_.IsLower(i - 2, "develops") || ctx_.IsLower(i - 2, "developed"))) {
    const std::string who = SubjectBefore(i - 2), other = CharacterAt(i + 2);
    if (!who.empty() && !other.empty() && who != other && Asserted(i))
      AddRelationship(out, who, other, "romance", "potential", 0.65);
  }
  // "who got engaged in last season's finale", "the two are officially broken up": a
  // state of the pair the clause is about.
  {
    std::string_view prev = i > sent.first_token ? ctx_.Lower(i - 1) : std::string_view();
    bool become = prev == "got" || prev == "get" || prev == "gets" || prev == "getting" || prev == "are" ||
                  prev == "were" || prev == "officially" || prev == "finally" || prev == "secretly" ||
                  // ("they have broken up")
                  (w == "broken" && (prev == "have" || prev == "had"));
    const char* type = nullptr;
    if ((IsEngaged(w) || w == "married") && become && !ctx_.IsLower(i + 1, "to"))
      type = IsEngaged(w) ? "engagement" : "wedding";
    // "the two of them marry in the sixth episode", "they wed at the courthouse": a plural
    // subject's verb (not "to marry", "won't marry").
    if ((w == "marry" || w == "wed") && i > sent.first_token && prev != "to" && prev != "not" && prev != "never" &&
        prev != "would" && prev != "could" && prev != "might" && prev != "should" && prev != "can't" &&
        prev != "won't" && prev != "didn't" && prev != "don't" && prev != "cannot")
      type = "wedding";
    // ("They broke up in the Season 2 finale", "the two broke up": a plural subject's.)
    if ((w == "broken" || w == "broke") && ctx_.IsLower(i + 1, "up") && !ctx_.IsLower(i + 2, "with")) type = "breakup";
    // ("Dana and Eli tie the knot in the finale", "call it quits in the premiere".)
    if (w == "knot" && i >= sent.first_token + 3 && ctx_.IsLower(i - 1, "the") &&
        (ctx_.IsLower(i - 2, "tie") || ctx_.IsLower(i - 2, "ties") || ctx_.IsLower(i - 2, "tied") ||
         ctx_.IsLower(i - 2, "tying")))
      type = "wedding";
    if (w == "quits" && i >= sent.first_token + 3 && ctx_.IsLower(i - 1, "it") &&
        (ctx_.IsLower(i - 2, "call") || ctx_.IsLower(i - 2, "calls") || ctx_.IsLower(i - 2, "called") ||
         ctx_.IsLower(i - 2, "calling")))
      type = "breakup";
    // "The two split in 2011", "they divorced": the verb with no object.
    if ((w == "split" || w == "separated" || w == "divorced") && i + 1 < sent.end_token) {
      const std::string_view next = ctx_.Lower(i + 1);
      if (ctx_.T(i + 1).kind == TokenKind::kPunct || next == "in" || next == "after" || next == "years" ||
          next == "last" || next == "before" || next == "when" || next == "but" || next == "and" ||
          next == "for" || next == "during" || next == "over" || next == "at" || next == "by")
        type = "breakup";
    }
    // "who were married in Season 1 and divorced by Season 3": the marriage is over.
    if (type && w == "married")
      for (size_t k = i + 1; k + 1 < sent.end_token && k < i + 10 && !ctx_.Is(k, ","); ++k)
        if (ctx_.IsLower(k, "and") && (ctx_.IsLower(k + 1, "divorced") || ctx_.IsLower(k + 1, "separated") ||
                                       ctx_.IsLower(k + 1, "split"))) {
          type = "breakup";
          break;
        }
    // ("They were married for eleven years", "were married until 2019": a marriage that
    // was, no wedding.)
    bool was_for = false;
    if (type && w == "married" && prev == "were")
      for (size_t k = i + 1; k < sent.end_token && k < i + 6 && !was_for; ++k)
        was_for = (ctx_.IsLower(k, "for") && !RunAt(k + 1)) || ctx_.IsLower(k, "until");
    std::string a, b;
    // ("Dana and Eli tie the knot": a verb the parse may take for a noun; the pair right
    // before it.)
    bool paired = false;
    if (type && (w == "knot" || w == "quits"))
      for (size_t k = sent.first_token; k + 2 < i && !paired; ++k) {
        size_t end = 0;
        paired = PairAt(k, &a, &b, &end) && end == i - 2;
      }
    if (type && (paired || SubjectPair(i, &a, &b)) && Asserted(i)) {
      bool breakup = std::string_view(type) == "breakup";
      AddRelationship(out, a, b, "romance", breakup || was_for ? "ended" : "current", 0.7);
      if (!was_for) AddEvent(out, type, {a, b}, 0.7);
    }
  }
  // "served her husband, Parviz, the family's lawyer, with divorce papers": the end of a
  // marriage, of the one served and the one serving.
  if (w == "papers" && i >= sent.first_token + 4 && ctx_.IsLower(i - 1, "divorce") && ctx_.IsLower(i - 2, "with")) {
    for (size_t v = i - 3; v > sent.first_token && v + 16 > i; --v) {
      if (!ctx_.IsLower(v, "served") && !ctx_.IsLower(v, "serves") && !ctx_.IsLower(v, "serving")) continue;
      std::string other = CharacterAfterPronounsNoun(v + 1);
      if (other.empty()) other = CharacterAt(v + 1);
      const std::string subject = SubjectBefore(v);
      if (!other.empty() && !subject.empty() && other != subject && Asserted(v)) {
        AddRelationship(out, subject, other, "romance", "ended", 0.75);
        AddEvent(out, "breakup", {subject, other}, 0.75);
      }
      break;
    }
  }
  // "the two said their vows in front of half the staff", "They say their vows in the little
  // church": a wedding of the pair (not "renew their vows").
  if (w == "vows" && i >= sent.first_token + 3 && ctx_.IsLower(i - 1, "their")) {
    const Word verb = ctx_.Lower(i - 2);
    if ((verb == "said" || verb == "say" || verb == "says" || verb == "exchanged" || verb == "exchange" ||
         verb == "exchanges" || verb == "took" || verb == "take") &&
        Asserted(i - 2)) {
      std::string a, b;
      // ("the two", "they": the couple told of lately, before any two names on the way.)
      const bool anaphor = ctx_.IsLower(i - 3, "they") || (ctx_.IsLower(i - 3, "two") && ctx_.IsLower(i - 4, "the")) ||
                           (ctx_.IsLower(i - 3, "couple") && ctx_.IsLower(i - 4, "the"));
      if (anaphor && !last_pair_.first.empty() && last_pair_sentence_ <= sentence_ &&
          ctx_.at.sentences[last_pair_sentence_].paragraph + 3 > sent.paragraph) {
        a = last_pair_.first;
        b = last_pair_.second;
      } else if (anaphor || !SubjectPair(i - 2, &a, &b)) {
        a.clear();  // (an anaphor with no couple told of lately names no pair it can be sure of)
      }
      if (!a.empty() && !b.empty()) {
        AddRelationship(out, a, b, "romance", "current", 0.7);
        AddEvent(out, "wedding", {a, b}, 0.7);
      }
    }
  }
  // "she delivers a healthy baby girl"
  if ((w == "delivers" || w == "delivered") && Asserted(i))
    for (size_t k = i + 1; k < sent.end_token && k < i + 5; ++k)
      if (ctx_.IsLower(k, "baby") || ctx_.IsLower(k, "son") || ctx_.IsLower(k, "daughter") || ctx_.IsLower(k, "twins")) {
        AddEvent(out, "birth", {SubjectBefore(i)}, 0.7);
        break;
      }
}

bool Story::PartnerEvents(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out) {
  // "Tiwala (X), the salt trader Akhamouk was engaged to before he married Takamat": the
  // preposition is stranded, and the one engaged to is the noun the clause describes; a
  // romance that ended with the other marriage.
  const auto stranded = [&](size_t to) {
    const Word after = to + 1 < sent.end_token ? ctx_.Lower(to + 1) : Word();
    return after.empty() || ctx_.T(to + 1).kind == TokenKind::kPunct || after == "before" || after == "until" ||
           after == "when" || after == "while" || after == "for";
  };
  if ((IsEngaged(w) || w == "married") && ctx_.IsLower(i + 1, "to") && stranded(i + 1) && i >= sent.first_token + 6 &&
      ctx_.IsLower(i - 1, "was")) {
    const NameRun* subject_run = ctx_.NameEndingAt(i - 2);
    std::string other;
    if (subject_run && subject_run->first > sent.first_token + 3) {
      // Back over the description ("the Agadez salt trader") to its comma and the name.
      size_t k = subject_run->first;
      while (k > sent.first_token + 2 && k + 8 > subject_run->first && !ctx_.Is(k - 1, ",")) --k;
      if (ctx_.Is(k - 1, ",") && k < subject_run->first && ctx_.IsLower(k, "the"))
        if (const NameRun* owner = RunBeforeActor(k - 1, 8)) other = CharacterAt(owner->first);
    }
    const std::string subject = subject_run ? CharacterAt(subject_run->first) : std::string();
    if (!other.empty() && !subject.empty() && other != subject && Asserted(i)) {
      bool later = false;  // ("before he married Takamat")
      for (size_t k = i + 2; k < sent.end_token && k < i + 6 && !later; ++k)
        later = ctx_.IsLower(k, "married") || ctx_.IsLower(k, "marrying");
      AddRelationship(out, subject, other, "romance", later || ctx_.IsLower(i + 2, "before") ? "ended" : "", 0.65);
    }
    return true;
  }
  if ((IsEngaged(w) || w == "married") && ctx_.IsLower(i + 1, "to")) {
    std::string other = OneNamedAfterPossessor(i + 2);  // "engaged to Rosaura's niece, Anabel"
    if (other.empty() && !RunAt(i + 2)) other = CharacterAfterDescription(i + 2, 5);  // "to the flying doctor X"
    // ("engaged to her best friend, Mattie": a pronoun's noun, a comma, the name.)
    if (other.empty() && IsPossessivePronoun(ctx_.Lower(i + 2))) other = CharacterAfterPronounsNoun(i + 2);
    std::string subject;
    // ("X (Y), the hall's fiddler and Odile's sweetheart, who is now engaged to ...": the
    // one the relative clause is about, however long the apposition before it.)
    for (size_t k = i; k > sent.first_token && k + 4 > i && subject.empty(); --k)
      if (ctx_.IsLower(k - 1, "who") && k >= 2 && ctx_.Is(k - 2, ",")) subject = RelativeAntecedent(k, /*reach=*/40);
    if (subject.empty()) subject = SubjectBefore(i);
    // "She is married to X", "He was married to X for thirty-one years": a state, no wedding.
    // ("is now married to", "is still married to": past an adverb.)
    size_t aux_at = i > sent.first_token ? i - 1 : i;
    if (aux_at > sent.first_token && (ctx_.IsLower(aux_at, "now") || ctx_.IsLower(aux_at, "still") ||
                                      ctx_.IsLower(aux_at, "also") || ctx_.IsLower(aux_at, "happily") ||
                                      ctx_.IsLower(aux_at, "already") || ctx_.IsLower(aux_at, "secretly")))
      --aux_at;
    const std::string_view aux = i > sent.first_token ? ctx_.Lower(aux_at) : std::string_view();
    // ("She was married to X in the finale" is the wedding; "for thirty-one years",
    // "until", a marriage that was.)
    bool was_for = false;
    if (aux == "was" || aux == "were")
      for (size_t k = i + 2; k < sent.end_token && k < i + 8 && !was_for; ++k)
        was_for = (ctx_.IsLower(k, "for") && !RunAt(k + 1)) || ctx_.IsLower(k, "until");
    // ("while she was married to X": the marriage is the time of something else.)
    bool during = false;
    for (size_t k = i; k > sent.first_token && k + 5 > i && !during; --k)
      during = ctx_.IsLower(k - 1, "while") || ctx_.IsLower(k - 1, "whilst");
    const bool state =
        w == "married" && (aux == "is" || aux == "are" || aux == "been" || aux == "remains" || was_for || during);
    if (!other.empty() && !subject.empty() && Asserted(i)) {
      AddRelationship(out, subject, other, "romance", was_for ? "ended" : "current", 0.75);
      if (!state) AddEvent(out, IsEngaged(w) ? "engagement" : "wedding", {subject, other}, 0.75);
    }
  }
  // "His second marriage, to the weaver Yamini Doley (X), came in the Season 1 finale": the
  // one the possessor married, and the wedding when the marriage "came" or "took place".
  if (w == "marriage" && i > sent.first_token) {
    size_t owner_at = i - 1;
    if (owner_at > sent.first_token && (ctx_.IsLower(owner_at, "first") || ctx_.IsLower(owner_at, "second") ||
                                        ctx_.IsLower(owner_at, "third") || ctx_.IsLower(owner_at, "last")))
      --owner_at;
    size_t to = ctx_.Is(i + 1, ",") ? i + 2 : i + 1;
    if ((ctx_.IsLower(owner_at, "his") || ctx_.IsLower(owner_at, "her")) && ctx_.IsLower(to, "to") && Asserted(i)) {
      std::string other = CharacterAt(to + 1);
      if (other.empty() && !RunAt(to + 1)) other = CharacterAfterDescription(to + 1, 5);
      const std::string owner = other.empty() ? std::string() : ResolvePronoun(owner_at, other);
      if (!owner.empty() && owner != other) {
        AddRelationship(out, owner, other, "romance", "", 0.65);
        bool came = false;
        for (size_t k = to + 2; k + 1 < sent.end_token && k < to + 16 && !came; ++k)
          came = (ctx_.IsLower(k, "came") || ctx_.IsLower(k, "happened") ||
                  (ctx_.IsLower(k, "took") && ctx_.IsLower(k + 1, "place"))) &&
                 ctx_.Is(k - 1, ",");
        if (came) AddEvent(out, "wedding", {owner, other}, 0.65, EventSeason(i));
      }
    }
  }
  // "Khwmsi reads Onsai's messages, and their marriage is over by the end of the hour": the
  // end of the couple's marriage, the two named before it in the sentence (else the couple
  // told of just before).
  if ((w == "marriage" || w == "relationship" || w == "engagement" || w == "romance") && i > sent.first_token &&
      ctx_.IsLower(i - 1, "their") && (ctx_.IsLower(i + 1, "is") || ctx_.IsLower(i + 1, "was")) &&
      ctx_.IsLower(i + 2, "over") && Asserted(i)) {
    std::vector<std::string> named;
    for (size_t k = sent.first_token; k + 1 < i; ++k)
      if (const NameRun* r = RunAt(k)) {
        if (std::string c = CharacterAt(k);
            !c.empty() && std::find(named.begin(), named.end(), c) == named.end())
          named.push_back(c);
        k = r->end - 1;
      }
    std::string a, b;
    if (named.size() == 2) {
      a = named[0];
      b = named[1];
    } else if (named.empty() && !last_pair_.first.empty() && last_pair_sentence_ < sentence_ &&
               last_pair_sentence_ + 2 >= sentence_ &&
               ctx_.at.sentences[last_pair_sentence_].paragraph == sent.paragraph) {
      a = last_pair_.first;
      b = last_pair_.second;
    }
    if (!a.empty() && !b.empty()) {
      AddRelationship(out, a, b, "romance", "ended", 0.7);
      AddEvent(out, "breakup", {a, b}, 0.7, EventSeason(i));
    }
  }
  // "The epilogue opens on Naw Awng and Bawk Htu's wedding": the pair's wedding (not "her
  // parents' wedding", not a wedding that is called off, which the rule above reads).
  if (w == "wedding" && i >= sent.first_token + 4 && ctx_.T(i - 1).Has(kPossessive))
    if (const NameRun* second = ctx_.NameEndingAt(i - 2);
        second && second->first >= sent.first_token + 2 && ctx_.IsLower(second->first - 1, "and"))
      if (const NameRun* first = ctx_.NameEndingAt(second->first - 2)) {
        const std::string a = CharacterAt(first->first), b = CharacterAt(second->first);
        const bool off = CalledOff(ctx_, i + 1, std::min<size_t>(sent.end_token, i + 8));
        if (!a.empty() && !b.empty() && a != b && !off && Asserted(i)) {
          AddRelationship(out, a, b, "romance", "current", 0.7);
          AddEvent(out, "wedding", {a, b}, 0.7);
        }
      }
  // "follows the wedding of Dhanraj's younger sister, Leelawattie, known to everyone as
  // Leela, to Vishnu Seecharan": the wedding of the one, described first, to the other.
  if (w == "wedding" && ctx_.IsLower(i + 1, "of") && i + 4 < sent.end_token && RunAt(i + 2)) {
    const std::string a = OneNamedAfterPossessor(i + 2);
    std::string b;
    for (size_t k = i + 3; !a.empty() && k + 1 < sent.end_token && k < i + 25 && b.empty(); ++k)
      if (ctx_.IsLower(k, "to") && ctx_.Is(k - 1, ",") && RunAt(k + 1)) b = CharacterAt(k + 1);
    const bool off = CalledOff(ctx_, i + 1, sent.end_token);
    if (!b.empty() && a != b && !off && Asserted(i)) {
      AddRelationship(out, a, b, "romance", "current", 0.7);
      AddEvent(out, "wedding", {a, b}, 0.7);
    }
  }
  // "Seppl spent eight seasons in love with Brigitta before she finally married him": two
  // pronouns marry the pair whose romance this sentence has just told.
  if ((w == "married" || w == "marries") && i >= sent.first_token + 4 &&
      (ctx_.IsLower(i + 1, "him") || ctx_.IsLower(i + 1, "her"))) {
    size_t subject = i - 1;
    if (ctx_.Lower(subject).ends_with("ly")) --subject;  // "finally", "eventually"
    // (Both of the pair named in the clause's last stretch: "..., and Seppl Kusold, the
    // neighbor's boy, spent eight seasons in love with Brigitta before she married him".)
    std::vector<std::string> near;
    for (size_t k = i > sent.first_token + 25 ? i - 25 : sent.first_token; k < subject; ++k)
      if (const NameRun* r = RunAt(k)) {
        if (std::string c = CharacterAt(k); !c.empty()) near.push_back(std::move(c));
        k = r->end - 1;
      }
    auto named_near = [&](const std::string& c) { return std::find(near.begin(), near.end(), c) != near.end(); };
    if ((ctx_.IsLower(subject, "she") || ctx_.IsLower(subject, "he")) && Asserted(i))
      for (auto f = out->rbegin(); f != out->rend(); ++f)
        if (f->kind == FactKind::kRelationship && f->type == "romance" && !f->evidence.empty() &&
            f->evidence.back().start >= sent.span.start && f->evidence.back().start < sent.span.end &&
            named_near(f->a) && named_near(f->b)) {
          AddEvent(out, "wedding", {f->a, f->b}, 0.65);
          break;
        }
  }
  // "Dana accepted Eli's proposal": an engagement.
  // ("Normallah, a nurse, accepted his proposal": a pronoun's, the one it stands for.)
  if ((w == "accepted" || w == "accepts" || w == "accepting") && i + 2 < sent.end_token &&
      (ctx_.IsLower(i + 1, "his") || ctx_.IsLower(i + 1, "her")) && ctx_.IsLower(i + 2, "proposal")) {
    const std::string subject = SubjectBefore(i);
    const std::string other = subject.empty() ? std::string() : ResolvePronoun(i + 1, subject);
    if (!other.empty() && other != subject && Asserted(i)) {
      AddEvent(out, "engagement", {subject, other}, 0.7);
      AddRelationship(out, subject, other, "romance", "current", 0.7);
    }
  }
  if ((w == "accepted" || w == "accepts" || w == "accepting") && i + 3 < sent.end_token) {
    const NameRun* r = RunAt(i + 1);
    if (r && r->end + 1 < sent.end_token && ctx_.T(r->end).Has(kPossessive) && ctx_.IsLower(r->end + 1, "proposal")) {
      std::string other = CharacterAt(i + 1), subject = SubjectBefore(i);
      if (!other.empty() && !subject.empty() && subject != other && Asserted(i)) {
        AddEvent(out, "engagement", {subject, other}, 0.75);
        AddRelationship(out, subject, other, "romance", "current", 0.7);
      }
    }
  }
  // "Eli married his longtime girlfriend, Lucy": the verb, not the state ("are married").
  std::string_view before_verb = i > sent.first_token ? ctx_.Lower(i - 1) : std::string_view();
  // ("Leonel is finally marrying Albertina": the progressive, in a recap.)
  // ("The season ended with Sheriff Orlin Gensaw (X) marrying the coroner, Lavada": a
  // name after "with" and before the participle, as "ended with Sorin proposing" is.)
  const bool marrying = w == "marrying" && (before_verb == "is" || before_verb == "finally" || before_verb == "are" ||
                                            NameAfterWithBefore(i));
  bool married_verb = marrying ||
                      (w == "married" && !ctx_.IsLower(i + 1, "to") && before_verb != "got" && before_verb != "get" &&
                       before_verb != "are" && before_verb != "were" && before_verb != "is" && before_verb != "was" &&
                       before_verb != "be" && before_verb != "been" && before_verb != "getting");
  if ((w == "marries" || married_verb || w == "proposes" || w == "proposed") && i + 1 < sent.end_token) {
    size_t obj = ctx_.IsLower(i + 1, "to") ? i + 2 : i + 1;
    // ("marries her mother's oldest rival, Soilihi": the one named after the possessor's noun.)
    const NameRun* object_run = RunAt(obj);
    std::string other = OneNamedAfterPossessor(obj);
    std::string subject = SubjectBefore(i);
    // ("he married Darima's mother, Bayarma": a "he" resolved to the possessor is resolved
    // wrong, since a writer would have said "his mother".)
    if (object_run && PossessiveAt(object_run->end) && CharacterAt(obj) == subject) other.clear();
    // "Maren married Jonah in Season 1 and divorced him": a parse that takes "married
    // Jonah" for a modifier hands the verb its object; the name right before it is the subject.
    if (subject == other && i > sent.first_token)
      if (const NameRun* r = ctx_.NameEndingAt(i - 1); r && (r->first == sent.first_token || ctx_.Is(r->first - 1, ",")))
        subject = CharacterAt(r->first);
    // "Osric Venn, the son of that rival family, whom Tamsin married in the finale":
    // the one "whom" stands for is the object.
    if (const NameRun* r = married_verb || w == "marries" ? ctx_.NameEndingAt(i - 1) : nullptr;
        r && r->first > sent.first_token + 2 && ctx_.IsLower(r->first - 1, "whom") && ctx_.Is(r->first - 2, ",")) {
      // (Past one apposition: "X, the son of that rival family, whom".)
      if (std::string antecedent = AntecedentOfRelative(r->first - 1, 15); !antecedent.empty()) {
        subject = CharacterAt(r->first);
        other = antecedent;
      }
    }
    // ("the state trooper who proposed to him in last season's finale", "the bandleader who
    // hires the teenage Theresine ... and who marries her in 1975": the pronoun is someone
    // told of before, not the subject.)
    // (A wedding's only when its subject is named, not a pronoun or a "who" whose referent
    // the pronoun object would have to be told from: "before she finally married him".)
    const auto named_subject = [&] {
      size_t k = i - 1;
      while (k > sent.first_token && (ctx_.IsLower(k, "finally") || ctx_.IsLower(k, "then") ||
                                      ctx_.IsLower(k, "eventually") || ctx_.IsLower(k, "later")))
        --k;
      return !HeOrShe(ctx_.Lower(k)) && !ctx_.IsLower(k, "who") && !ctx_.IsLower(k, "they");
    };
    // (Not "marries her mother's rival": the pronoun stands alone, before a preposition or a mark.)
    const auto pronoun_alone = [&] {
      return obj + 1 >= sent.end_token || ctx_.T(obj + 1).kind != TokenKind::kWord || ctx_.IsLower(obj + 1, "in") ||
             ctx_.IsLower(obj + 1, "on") || ctx_.IsLower(obj + 1, "at") || ctx_.IsLower(obj + 1, "after");
    };
    if (other.empty() && !subject.empty() && (ctx_.IsLower(obj, "him") || ctx_.IsLower(obj, "her")) &&
        (w == "proposed" || w == "proposes" || (named_subject() && pronoun_alone())))
      other = ResolvePronoun(obj, subject);
    // The object described first, named after a comma: "his longtime girlfriend, Lucy".
    if (other.empty()) other = CharacterAfterPronounsNoun(obj);
    // "marries trawlerman Reece": a description before the name.
    if (other.empty() && !RunAt(obj)) other = CharacterAfterDescription(obj, 5);
    // ("Imkong proposes in the fifth episode with a ring": a proposal with no object, by a
    // proposer named right before it, is to the one the proposer's romance was told with.)
    if (other.empty() && (w == "proposed" || w == "proposes") && !subject.empty()) {
      const Word next = i + 1 < sent.end_token ? ctx_.Lower(i + 1) : Word();
      size_t before = i - 1;
      if (before > sent.first_token && (ctx_.IsLower(before, "finally") || ctx_.IsLower(before, "then"))) --before;
      // (A pronoun's proposal only to a romance told in the same sentence: "has been dating
      // Laleh since Season 1, and he proposes with a ring".)
      const bool named = ctx_.NameEndingAt(before) != nullptr;
      // ("Ewan proposes on the seawall, and Nell says yes": the one who says yes is told.)
      bool yes_after = false;
      for (size_t k = i + 2; k < sent.end_token && !yes_after; ++k)
        yes_after = ctx_.IsLower(k, "yes") && (ctx_.IsLower(k - 1, "says") || ctx_.IsLower(k - 1, "said"));
      if (!yes_after && (next.empty() || ctx_.T(i + 1).kind == TokenKind::kPunct || next == "in" || next == "at" ||
                         next == "on" || next == "with" || next == "during" || next == "after" || next == "before"))
        other = named ? RomancePartner(*out, subject, SIZE_MAX, std::nullopt)
                      : RomancePartner(*out, subject, 32, sentence_ > 0 ? sentence_ - 1 : 0);
    }
    // ("... he finally proposed. She said yes.": a proposal with no object, accepted in the
    // next sentence, is to the one the proposer's romance was told with.)
    // ("Sevinc tells Fevzi that she is pregnant, and Fevzi proposes on the spot. She says yes.":
    // past a phrase that names no one, and, with no romance told, the one other character
    // the sentence names.)
    const auto phrase_to_end = [&] {
      size_t k = i + 1;
      if (k < sent.end_token && (ctx_.IsLower(k, "on") || ctx_.IsLower(k, "in") || ctx_.IsLower(k, "at") ||
                                  ctx_.IsLower(k, "with") || ctx_.IsLower(k, "during") || ctx_.IsLower(k, "after")))
        while (k < sent.end_token && ctx_.T(k).kind == TokenKind::kWord && !ctx_.T(k).Has(kCapitalized)) ++k;
      return k >= sent.end_token || ctx_.T(k).kind == TokenKind::kPunct;
    };
    if (other.empty() && (w == "proposed" || w == "proposes") && !subject.empty() && phrase_to_end() &&
        sentence_ + 1 < ctx_.at.sentences.size()) {
      const Sentence& next = ctx_.at.sentences[sentence_ + 1];
      if (next.paragraph == sent.paragraph && next.end_token >= next.first_token + 3 &&
          HeOrShe(ctx_.Lower(next.first_token)) &&
          (ctx_.IsLower(next.first_token + 1, "said") || ctx_.IsLower(next.first_token + 1, "says")) &&
          ctx_.IsLower(next.first_token + 2, "yes")) {
        other = RecentRomancePartner(*out, subject);
        for (size_t k = sent.first_token; other.empty() && k < i; ++k)
          if (const NameRun* r = RunAt(k)) {
            const std::string c = CharacterAt(k);
            if (!c.empty() && c != subject) other = c;
            k = r->end - 1;
          }
      }
    }
    // ("... proposed to him in front of everyone. ... Saulius said no.": a proposal turned
    // down in the sentences after is no engagement.)
    bool refused = false;
    if (w == "proposed" || w == "proposes")
      for (uint32_t t = sentence_ + 1; t < ctx_.at.sentences.size() && t < sentence_ + 4 && !refused; ++t) {
        const Sentence& later = ctx_.at.sentences[t];
        if (later.paragraph > sent.paragraph + 1) break;
        for (size_t k = later.first_token + 1; k + 1 < later.end_token && !refused; ++k) {
          const bool no = ((ctx_.IsLower(k, "said") || ctx_.IsLower(k, "says")) && ctx_.IsLower(k + 1, "no")) ||
                          (ctx_.IsLower(k, "turned") && (ctx_.IsLower(k + 1, "him") || ctx_.IsLower(k + 1, "her")) &&
                           ctx_.IsLower(k + 2, "down"));
          if (!no) continue;
          // (Said by the one proposed to: named so, or a pronoun opening the very next sentence.)
          const NameRun* r = ctx_.NameEndingAt(k - 1);
          refused = (r && CharacterAt(r->first) == other && !other.empty()) ||
                    (t == sentence_ + 1 && k == later.first_token + 1 && HeOrShe(ctx_.Lower(later.first_token)));
        }
      }
    if (!other.empty() && !subject.empty() && Asserted(i)) {
      if (!refused) AddEvent(out, w == "marries" || married_verb ? "wedding" : "engagement", {subject, other}, 0.75);
      AddRelationship(out, subject, other, "romance", "current", 0.7);
    }
  }
  // "Dana accepting a proposal from her first mate, Mark": an engagement.
  if ((w == "accepting" || w == "accepts" || w == "accepted") && ctx_.IsLower(i + 1, "a") &&
      ctx_.IsLower(i + 2, "proposal") && ctx_.IsLower(i + 3, "from")) {
    std::string other = CharacterAt(i + 4, /*place_ok=*/true), subject = SubjectBefore(i);
    if (other.empty() && !RunAt(i + 4)) other = CharacterAfterDescription(i + 4, 6);
    if (!other.empty() && !subject.empty() && subject != other && Asserted(i)) {
      AddEvent(out, "engagement", {subject, other}, 0.75);
      AddRelationship(out, subject, other, "romance", "current", 0.7);
    }
  }
  if ((w == "dumps" || w == "dumped" || ((w == "breaks" || w == "broke") && ctx_.IsLower(i + 1, "up") &&
                                         ctx_.IsLower(i + 2, "with")))) {
    size_t obj = w.starts_with("dump") ? i + 1 : i + 3;
    std::string other = CharacterAt(obj), subject = SubjectBefore(i);
    // ("Marquis, Brielle's high school sweetheart, who broke up with her": the pronoun's.)
    if (other.empty() && !subject.empty() && (ctx_.IsLower(obj, "her") || ctx_.IsLower(obj, "him")) &&
        (obj + 1 >= sent.end_token || !ctx_.T(obj + 1).Has(kCapitalized)) &&
        (obj + 1 >= sent.end_token || ctx_.T(obj + 1).kind == TokenKind::kPunct || ctx_.IsLower(obj + 1, "in") ||
         ctx_.IsLower(obj + 1, "at") || ctx_.IsLower(obj + 1, "on") || ctx_.IsLower(obj + 1, "after") ||
         ctx_.IsLower(obj + 1, "before") || ctx_.IsLower(obj + 1, "over") || ctx_.IsLower(obj + 1, "by") ||
         ctx_.IsLower(obj + 1, "for") ||
         // ("dumped him the next morning", "dumped her that night", "last week")
         ((ctx_.IsLower(obj + 1, "the") || ctx_.IsLower(obj + 1, "that") || ctx_.IsLower(obj + 1, "last") ||
           ctx_.IsLower(obj + 1, "this")) &&
          [&] {
            for (size_t m = obj + 2; m < sent.end_token && m < obj + 4; ++m) {
              const Word t = ctx_.Lower(m);
              if (t == "morning" || t == "night" || t == "day" || t == "week" || t == "episode" || t == "evening" ||
                  t == "finale" || t == "premiere")
                return true;
            }
            return false;
          }())))
      other = ResolvePronoun(obj, subject);
    // ("She dumped her boyfriend, Saitoti Kaelo, by text": the partner described first.)
    if (other.empty() && IsPossessivePronoun(ctx_.Lower(obj))) other = CharacterAfterPronounsNoun(obj);
    if (!other.empty() && !subject.empty() && Asserted(i)) {
      AddRelationship(out, subject, other, "romance", "ended", 0.8);
      AddEvent(out, "breakup", {subject, other}, 0.8);
    }
  }
  // "Maiko left him at the altar in the Season 1 finale", "she jilted Gocha": a breakup.
  {
    const bool altar = (w == "left" || w == "leaves" || w == "leaving") && ctx_.IsLower(i + 2, "at") &&
                       ctx_.IsLower(i + 3, "the") && ctx_.IsLower(i + 4, "altar");
    const bool jilted = (w == "jilted" || w == "jilts") && i + 1 < sent.end_token;
    if ((altar || jilted) && Asserted(i)) {
      const std::string subject = SubjectBefore(i);
      std::string other = CharacterAt(i + 1);
      if (other.empty() && !subject.empty() && (ctx_.IsLower(i + 1, "him") || ctx_.IsLower(i + 1, "her")) &&
          (altar || ctx_.T(i + 2).kind == TokenKind::kPunct || ctx_.IsLower(i + 2, "in") || ctx_.IsLower(i + 2, "at")))
        other = ResolvePronoun(i + 1, subject);
      // (Not a relative of hers: "Jemal's son, Gocha, is the one to watch. Mzevinar's
      // daughter, Maiko, left him at the altar": the one named before, not a possessor.)
      auto kin = [&](const std::string& c) {
        return std::any_of(out->begin(), out->end(), [&](const Fact& f) {
          return f.kind == FactKind::kRelationship && f.type == "family" &&
                 ((f.a == subject && f.b == c) || (f.a == c && f.b == subject));
        });
      };
      if (!other.empty() && kin(other) && !RunAt(i + 1)) {
        other.clear();
        const uint32_t para = sent.paragraph;
        for (size_t k = sent.first_token; k-- > 0 && other.empty();) {
          if (ctx_.at.sentences[ctx_.SentenceOf(k)].paragraph + 1 < para) break;
          const NameRun* r = ctx_.NameEndingAt(k);
          if (!r) continue;
          const std::string c = PossessiveAt(r->end) ? std::string() : CharacterAt(r->first);
          if (!c.empty() && c != subject && !kin(c)) other = c;
          k = r->first;
        }
      }
      if (!other.empty() && !subject.empty() && subject != other && !kin(other)) {
        AddRelationship(out, subject, other, "romance", "ended", 0.8);
        AddEvent(out, "breakup", {subject, other}, 0.8);
      }
    }
  }
  // "Nora finally ended things with Caleb Dunmore", "X split from Y"
  if (((w == "ended" || w == "ends" || w == "end") && ctx_.IsLower(i + 1, "things") && ctx_.IsLower(i + 2, "with")) ||
      ((w == "split" || w == "splits") && ctx_.IsLower(i + 1, "from"))) {
    size_t obj = w.starts_with("split") ? i + 2 : i + 3;
    std::string other = CharacterAt(obj), subject = SubjectBefore(i);
    // ("his girlfriend, Nutenna (X), ended things with him": the one her romance is with.)
    if (other.empty() && !subject.empty() && (ctx_.IsLower(obj, "him") || ctx_.IsLower(obj, "her")))
      other = RecentRomancePartner(*out, subject);
    if (!other.empty() && !subject.empty() && subject != other && Asserted(i)) {
      AddRelationship(out, subject, other, "romance", "ended", 0.8);
      AddEvent(out, "breakup", {subject, other}, 0.8);
    }
  }
  // "Nora pushed him to break up after she ... walked out on Eli": a breakup with one
  // side named as subject and the other named elsewhere in the sentence.
  if ((w == "break" || w == "breaking") && ctx_.IsLower(i + 1, "up") && !ctx_.IsLower(i + 2, "with")) {
    std::string a, b;
    size_t dummy;
    bool pair_before = false;
    for (size_t k = i > sent.first_token + 30 ? i - 30 : sent.first_token; k < i; ++k)
      if (PairAt(k, &a, &b, &dummy)) pair_before = true;
    if (!pair_before) {
      a = SubjectBefore(i);
      b.clear();
      size_t from = i > sent.first_token + 40 ? i - 40 : sent.first_token;
      for (size_t k = from; k < sent.end_token && k < i + 40 && b.empty(); ++k) {
        const NameRun* r = ctx_.NameAt(k);
        if (!r || (r->end < sent.end_token && ctx_.T(r->end).Has(kPossessive))) continue;  // "Ada's party"
        std::string c = CharacterAt(k);
        if (!c.empty() && c != a) b = c;
      }
    }
    if (!a.empty() && !b.empty() && Asserted(i)) {
      AddRelationship(out, a, b, "romance", "ended", 0.7);
      AddEvent(out, "breakup", {a, b}, 0.7);
    }
  }
  return false;
}

void Story::LifeEvents(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out) {
  // ("a pregnancy test in her basket", "a pregnancy scare": no pregnancy told.)
  if (w == "pregnant" || (w == "pregnancy" && !ctx_.IsLower(i + 1, "test") && !ctx_.IsLower(i + 1, "tests") &&
                          !ctx_.IsLower(i + 1, "scare"))) {
    std::string who;
    if (w == "pregnancy" && i > 0 && ctx_.T(i - 1).Has(kPossessive)) {
      if (const NameRun* r = i > 1 ? ctx_.NameEndingAt(i - 2) : nullptr) who = CharacterAt(r->first);
    } else if (w == "pregnancy" && i > 0 && IsPossessivePronoun(ctx_.Lower(i - 1))) {
      who = ResolvePronoun(i - 1);
    } else {
      who = SubjectBefore(i);
      // ("Ederra tells Drevan that she is pregnant", "tells him she is pregnant": the one who
      // tells, not the one told.)
      size_t she = i;
      while (she > sent.first_token && she + 4 > i && !ctx_.IsLower(she - 1, "she")) --she;
      if (she > sent.first_token + 2 && ctx_.IsLower(she - 1, "she")) {
        size_t told = she - 1;
        if (ctx_.IsLower(told - 1, "that")) --told;
        if (ctx_.Is(told - 1, ")"))  // past the told one's actor: "tells Drevan (X) that"
          for (size_t open = told - 1; open > sent.first_token && open + 8 > told; --open)
            if (ctx_.Is(open, "(")) {
              told = open;
              break;
            }
        const NameRun* object = ctx_.NameEndingAt(told - 1);
        const size_t verb = object ? object->first - 1 : told - 2;
        if (verb > sent.first_token && (object || ctx_.IsLower(told - 1, "him") || ctx_.IsLower(told - 1, "her")) &&
            (ctx_.IsLower(verb, "tells") || ctx_.IsLower(verb, "told") || ctx_.IsLower(verb, "tell") ||
             ctx_.IsLower(verb, "telling"))) {
          // (Only where the reading above landed on the one told: "she" is someone else.)
          const std::string told_one = object ? CharacterAt(object->first) : ResolvePronoun(told - 1);
          if (!told_one.empty() && told_one == who)
            if (std::string teller = ResolvePronoun(she - 1, told_one); !teller.empty()) who = teller;
        }
      }
    }
    if (Asserted(i)) AddEvent(out, "pregnancy", {who}, 0.8);
  }
  // "she and her husband, Vaidotas, are expecting", "is expecting a baby": the mother's
  // pregnancy (of a couple, the one the article shows to be a woman).
  if (w == "expecting" && i > sent.first_token &&
      (ctx_.IsLower(i - 1, "are") || ctx_.IsLower(i - 1, "is") || ctx_.IsLower(i - 1, "were") ||
       ctx_.IsLower(i - 1, "was")) &&
      (i + 1 >= sent.end_token || ctx_.T(i + 1).kind == TokenKind::kPunct ||
       ((ctx_.IsLower(i + 1, "a") || ctx_.IsLower(i + 1, "their") || ctx_.IsLower(i + 1, "her")) &&
        (ctx_.IsLower(i + 2, "baby") || ctx_.IsLower(i + 2, "child") || ctx_.IsLower(i + 2, "first") ||
         ctx_.IsLower(i + 2, "second") || ctx_.IsLower(i + 2, "third"))) ||
       ctx_.IsLower(i + 1, "twins")) &&
      Asserted(i)) {
    std::string a, b, who;
    if (SubjectPair(i - 1, &a, &b)) {
      const char ga = CharacterGender(a), gb = CharacterGender(b);
      who = (gb == 'f' && ga != 'f') || ga == 'm' ? b : a;
    } else {
      who = SubjectBefore(i - 1);
    }
    // ("she and her husband, Vaidotas, are expecting": a man's partner is the one expecting.)
    if (!who.empty() && CharacterGender(who) == 'm') who = RecentRomancePartner(*out, who);
    if (!who.empty()) AddEvent(out, "pregnancy", {who}, 0.7);
  }
  // "Lysander, who quit in Season 3 to open a goat dairy", "Lasma quits halfway through the
  // season": a departure (not "quit smoking", "quit her job at the bank").
  // ("called it quits" is a breakup.)
  if ((w == "quit" || w == "quits") && i > sent.first_token && !ctx_.IsLower(i - 1, "to") && !ctx_.IsLower(i - 1, "it") &&
      !ctx_.IsLower(i - 1, "not") && !ctx_.IsLower(i - 1, "never") && Asserted(i)) {
    const Word next = ctx_.Lower(i + 1);
    const bool leaves = i + 1 >= sent.end_token || ctx_.T(i + 1).kind == TokenKind::kPunct || next == "in" ||
                        next == "halfway" || next == "midway" || next == "after" || next == "before" || next == "at" ||
                        next == "and" || next == "to" || next == "during" || next == "early" || next == "abruptly";
    if (leaves) {
      std::string who = ctx_.IsLower(i - 1, "who") ? RelativeAntecedent(i, /*reach=*/40) : std::string();
      if (who.empty()) who = SubjectBefore(i);
      if (!who.empty()) AddEvent(out, "departure", {who}, 0.6);
    }
  }
  // "Deputy Ray doesn't make it to the end of the night": the recap's word for a death (its
  // negation is the idiom; "might not make it" is hedged, "make it to the wedding" is not).
  if (w == "make" && ctx_.IsLower(i + 1, "it") && i > sent.first_token + 1 && !question_) {
    const Word before = ctx_.Lower(i - 1);
    size_t neg = i - 1;
    if (before == "not" && (ctx_.IsLower(i - 2, "does") || ctx_.IsLower(i - 2, "did"))) neg = i - 2;
    const bool negated = before == "doesn't" || before == "didn't" || before == "doesn\u2019t" ||
                         before == "didn\u2019t" || neg == i - 2;
    const Word after = ctx_.Lower(i + 2);
    const bool idiom = i + 2 >= sent.end_token || ctx_.T(i + 2).kind == TokenKind::kPunct || after == "out" ||
                       after == "through" || after == "past" ||
                       (after == "to" && ctx_.IsLower(i + 3, "the") &&
                        (ctx_.IsLower(i + 4, "end") || ctx_.IsLower(i + 4, "hospital") || ctx_.IsLower(i + 4, "finale")));
    if (negated && idiom && neg > sent.first_token && !IsHedge(ctx_.Lower(neg - 1)))
      if (std::string who = SubjectBefore(neg); !who.empty()) AddEvent(out, "death", {who}, 0.6);
  }
  // "Crane ... is found floating in the river at dawn": a body found.
  if (w == "found" && i > sent.first_token && (ctx_.IsLower(i - 1, "is") || ctx_.IsLower(i - 1, "was")) &&
      (ctx_.IsLower(i + 1, "floating") || ctx_.IsLower(i + 1, "lifeless")) && Asserted(i))
    if (std::string who = SubjectBefore(i - 1); !who.empty()) AddEvent(out, "death", {who}, 0.6);
  // "Nediljko drives out of town before the funeral", "skips town": a departure.
  if ((((w == "drives" || w == "drove") && ctx_.IsLower(i + 1, "out") && ctx_.IsLower(i + 2, "of") &&
        ctx_.IsLower(i + 3, "town")) ||
       ((w == "skips" || w == "skipped") && ctx_.IsLower(i + 1, "town"))) &&
      Asserted(i))
    if (std::string who = SubjectBefore(i); !who.empty()) AddEvent(out, "departure", {who}, 0.6);
  // "Raimbaut ... collapsed in his laboratory and never woke up", "Ama passed away in the
  // premiere": deaths told gently.
  if ((((w == "woke" || w == "wakes") && ctx_.IsLower(i + 1, "up") && i > sent.first_token &&
        ctx_.IsLower(i - 1, "never")) ||
       ((w == "passed" || w == "passes") && ctx_.IsLower(i + 1, "away"))) &&
      !ctx_.T(i).Has(kInQuote)) {
    // ("never" is the event's own wording here, not a negation of it.)
    const bool woke = w == "woke" || w == "wakes";
    if (woke || Asserted(i))
      if (std::string who = SubjectBefore(woke ? i - 1 : i); !who.empty()) AddEvent(out, "death", {who}, 0.65);
  }
  // "The dead woman is Desdemona Fotheringay (X), the restless wife of ...": she died.
  if (w == "dead" && i > sent.first_token && ctx_.IsLower(i - 1, "the") && i + 3 < sent.end_token &&
      (ctx_.IsLower(i + 1, "woman") || ctx_.IsLower(i + 1, "man") || ctx_.IsLower(i + 1, "girl") ||
       ctx_.IsLower(i + 1, "boy") || ctx_.IsLower(i + 1, "victim")) &&
      (ctx_.IsLower(i + 2, "is") || ctx_.IsLower(i + 2, "was")) && RunAt(i + 3) && Asserted(i))
    if (std::string who = CharacterAt(i + 3); !who.empty()) AddEvent(out, "death", {who}, 0.7);
  // "Monday's episode killed off the veteran smokejumper X": X dies.
  // ("until the writers killed her off with a car bomb": the part just named.)
  if ((w == "killed" || w == "kills") && (ctx_.IsLower(i + 1, "her") || ctx_.IsLower(i + 1, "him")) &&
      ctx_.IsLower(i + 2, "off") && Asserted(i))
    if (std::string who = ResolvePronoun(i + 1); !who.empty() && character_set_.count(who))
      AddEvent(out, "death", {who}, 0.65);
  if (w == "killed" && ctx_.IsLower(i + 1, "off") && Asserted(i)) {
    std::string who = CharacterAt(i + 2);
    if (who.empty() && !RunAt(i + 2)) who = CharacterAfterDescription(i + 2, 6);
    // ("Eli is killed off in the fifth episode": the passive's subject.)
    if (who.empty() && i > sent.first_token &&
        (ctx_.IsLower(i - 1, "is") || ctx_.IsLower(i - 1, "was") || ctx_.IsLower(i - 1, "gets") ||
         ctx_.IsLower(i - 1, "got") || ctx_.IsLower(i - 1, "been")))
      who = SubjectBefore(i - 1);
    if (!who.empty()) AddEvent(out, "death", {who}, 0.7);
  } else if ((w == "dies" || w == "died" || w == "killed" || w == "murdered" || w == "dead" || w == "kills" ||
              w == "murders" || ((w == "drowns" || w == "drowned") && !ctx_.IsLower(i + 1, "out"))) &&
             Asserted(i) &&
             // ("bring in her own brother, dead or alive": an idiom, no death.)
             !(w == "dead" && ctx_.IsLower(i + 1, "or") && ctx_.IsLower(i + 2, "alive")) &&
             // ("the internet has him dead by the Season 3 premiere": someone's guess.)
             !(w == "dead" && i >= sent.first_token + 2 && (ctx_.IsLower(i - 1, "him") || ctx_.IsLower(i - 1, "her")) &&
               (ctx_.IsLower(i - 2, "has") || ctx_.IsLower(i - 2, "have") || ctx_.IsLower(i - 2, "had"))) &&
             // ("who can hear the dead", "a train that carries the recently dead": the noun.)
             !(w == "dead" && i > sent.first_token &&
               (ctx_.IsLower(i - 1, "the") ||
                (i > sent.first_token + 1 && ctx_.IsLower(i - 2, "the") && ctx_.Lower(i - 1).ends_with("ly")))) &&
             // ("the fire that nearly killed her", "almost dies": no death.)
             !(i > sent.first_token && (ctx_.IsLower(i - 1, "nearly") || ctx_.IsLower(i - 1, "almost") ||
                                        ctx_.IsLower(i - 1, "narrowly") || ctx_.IsLower(i - 1, "barely"))) &&
             // ("hearing her drowned husband", "the murdered girl": an adjective of someone
             // unnamed, no event of the sentence's subject.)
             !((w == "drowned" || w == "murdered" || w == "dead") && i > sent.first_token &&
               (IsDeterminer(ctx_.Lower(i - 1)) || ctx_.T(i - 1).Has(kPossessive)) && ctx_.T(i + 1).kind == TokenKind::kWord &&
               !ctx_.T(i + 1).Has(kCapitalized))) {
    std::string who = SubjectBefore(i);
    // ("Newell Jowett, who played Stosh's brother, Zbyszek, in the original series, died in
    // 2019": a relative clause closed by its comma before the verb is said of the name before
    // it, here an actor, whose death is no event of the story.)
    if (i > sent.first_token + 4 && ctx_.Is(i - 1, ","))
      for (size_t k = i - 2; k > sent.first_token + 1 && k + 30 > i; --k)
        if (ctx_.IsLower(k, "who") && ctx_.Is(k - 1, ",")) {
          if (const NameRun* r = ctx_.NameEndingAt(k - 2); r && people_.count(ctx_.Resolve(r->text))) who.clear();
          break;
        }
    // "the king dies in the premiere": a subject of its own that names no one here is not
    // the nearest character before it.
    // ("raised them alone after their father drowned": nor does a kin noun's.)
    if ((w == "dies" || w == "died" || w == "drowns" || w == "drowned") && i >= sent.first_token + 2 &&
        (ctx_.IsLower(i - 2, "the") || (IsPossessivePronoun(ctx_.Lower(i - 2)) && ctx_.lex.relations.count(ctx_.Lower(i - 1)))) &&
        ctx_.T(i - 1).kind == TokenKind::kWord && !ctx_.T(i - 1).Has(kCapitalized))
      who.clear();
    // ("who played his sister, Tamoudre, in the first season until the character died of
    // fever": the part named last before it.)
    if (who.empty() && i >= sent.first_token + 2 && ctx_.IsLower(i - 1, "character") && ctx_.IsLower(i - 2, "the"))
      for (size_t k = i - 2; k > sent.first_token && k + 30 > i; --k)
        if (const NameRun* r = ctx_.NameEndingAt(k - 1)) {
          if (std::string c = CharacterAt(r->first); !c.empty() && character_set_.count(c)) {
            who = c;
            break;
          }
          k = r->first + 1;
        }
    // ("where his brother was pronounced dead", "her son is killed": the same past the
    // verb's auxiliaries.)
    {
      size_t k = i;
      while (k > sent.first_token + 2 && k + 4 > i &&
             (ctx_.IsLower(k - 1, "was") || ctx_.IsLower(k - 1, "is") || ctx_.IsLower(k - 1, "were") ||
              ctx_.IsLower(k - 1, "been") || ctx_.IsLower(k - 1, "has") || ctx_.IsLower(k - 1, "had") ||
              ctx_.IsLower(k - 1, "pronounced") || ctx_.IsLower(k - 1, "declared") || ctx_.IsLower(k - 1, "found") ||
              ctx_.IsLower(k - 1, "gets") || ctx_.IsLower(k - 1, "got")))
        --k;
      if (k < i && k >= sent.first_token + 2 && ctx_.lex.relations.count(ctx_.Lower(k - 1)) &&
          (IsPossessivePronoun(ctx_.Lower(k - 2)) || PossessiveAt(k - 2)))
        who.clear();
    }
    // "who takes over her father's boat after he drowns": the pronoun means a kin noun of
    // its gender with no name, nearer than any name: someone unnamed died.
    if (const char g = i > sent.first_token ? PronounGender(ctx_.Lower(i - 1)) : 0;
        g && (ctx_.IsLower(i - 1, "he") || ctx_.IsLower(i - 1, "she"))) {
      for (size_t k = i - 1; k > sent.first_token + 1 && k + 30 > i; --k) {
        if (ctx_.NameEndingAt(k - 1)) break;
        const bool owned = IsPossessivePronoun(ctx_.Lower(k - 2)) || ctx_.T(k - 2).Has(kPossessive);
        if (owned && NounGender(ctx_.Lower(k - 1)) == g && !ctx_.Is(k, ",")) {
          who.clear();
          break;
        }
      }
    }
    // ("Hest ran him through on the stairs, and he died in Ederra's arms": a "he" after a
    // clause with "him" is the one done to, not the one who did it, who would be named
    // again or left out: "and died".)
    if (i > sent.first_token + 3 && (ctx_.IsLower(i - 1, "he") || ctx_.IsLower(i - 1, "she")))
      for (size_t k = i - 2; k > sent.first_token; --k) {
        const bool object = ctx_.IsLower(i - 1, "he") ? ctx_.IsLower(k, "him") : ctx_.IsLower(k, "her") && ObjectHer(k);
        if (!object) continue;
        // (Not the clause's own subject, whom "him" cannot mean: that would be "himself".)
        if (std::string done_to = ResolvePronoun(k, SubjectBefore(k)); !done_to.empty()) who = done_to;
        break;
      }
    // "with Salvio shot dead on the church steps", "Ivy is found dead": the name before.
    if (w == "dead" && i > sent.first_token + 1 &&
        (ctx_.IsLower(i - 1, "shot") || ctx_.IsLower(i - 1, "found") || ctx_.IsLower(i - 1, "left")))
      if (const NameRun* r = ctx_.NameEndingAt(i - 2); r && !CharacterAt(r->first).empty()) who = CharacterAt(r->first);
    // "who murdered Ederra's father, King Wilmot": the active verb's object dies.
    // ("drowned his business partner": "drowned" may take an object too.)
    if ((w == "killed" || w == "murdered" || w == "kills" || w == "murders" ||
         (w == "drowned" && (IsDeterminer(ctx_.Lower(i + 1)) || RunAt(i + 1)))) &&
        !ctx_.IsLower(i - 1, "is") &&
        !ctx_.IsLower(i - 1, "was") &&
        !ctx_.IsLower(i - 1, "gets") && !ctx_.IsLower(i - 1, "been") && !ctx_.IsLower(i - 1, "were") &&
        !ctx_.IsLower(i - 1, "are") && !ctx_.IsLower(i - 1, "get") && !ctx_.IsLower(i - 1, "got")) {
      const NameRun* r = RunAt(i + 1);
      std::string object = OneNamedAfterPossessor(i + 1);
      // ("the fire that killed his wife, Maida", "the blast that killed the mine foreman,
      // Udo Kessler": a description, a comma and the name of the one who died.)
      const std::string described = object.empty() && !r ? NamedAfterDescriptionComma(i + 1) : std::string();
      if (!object.empty()) who = object;
      else if (!described.empty()) who = described;
      else if (r && PossessiveAt(r->end)) who.clear();  // "murdered Ederra's father": not Ederra, nor the killer
      // "the man who killed her brother": someone unnamed died, not the killer nor her.
      else if (ctx_.IsLower(i + 1, "his") || ctx_.IsLower(i + 1, "their") || ctx_.IsLower(i + 1, "a") ||
               ctx_.IsLower(i + 1, "the") ||
               (ctx_.IsLower(i + 1, "her") && i + 2 < sent.end_token && ctx_.T(i + 2).kind == TokenKind::kWord &&
                !ctx_.T(i + 2).Has(kCapitalized)))
        who.clear();
      else if (w == "kills" || w == "murders") who.clear();  // ("kills time", "the murders"): no one named
    }
    if (!who.empty()) AddEvent(out, "death", {who}, 0.7);
  }
  // Under an item's heading, the description that opens its paragraph dies: "Tonatiuh's
  // wife of thirty years, played by X, survived two seasons of threats only to die of a
  // heart attack"; "The patriarch's murder in the Season 1 finale is when ...".
  if (((w == "die" && ctx_.IsLower(i - 1, "to") && ctx_.IsLower(i - 2, "only")) ||
       ((w == "murder" || w == "death") && i == sent.first_token + 3 && ctx_.IsLower(sent.first_token, "the") &&
        PossessiveAt(i - 1))) &&
      Asserted(i) && !ctx_.T(i).Has(kInQuote))
    if (std::string part = DescribedPart(sentence_); !part.empty()) {
      const std::string subject = w == "die" ? SubjectBefore(i - 2) : std::string();
      if (subject.empty() || subject == part) AddEvent(out, "death", {part}, 0.65);
    }
  // ("recovered the body of the pilot, Reinhard Tesch", "identified Kai's body": a body
  // found is a death.)
  if (w == "body" && i > sent.first_token && PossessiveAt(i - 1) && Asserted(i))
    if (const NameRun* r = ctx_.NameEndingAt(i - 2); r && r->first >= sent.first_token)
      if (std::string who = CharacterAt(r->first); !who.empty()) AddEvent(out, "death", {who}, 0.65);
  if ((w == "death" || w == "funeral" || w == "murder" || w == "body") && ctx_.IsLower(i + 1, "of") && Asserted(i)) {
    // "the death of Nuala's father, the retired superintendent Donncha Breslin": the one
    // the possessive's noun names, not the possessor.
    const NameRun* r = RunAt(i + 2);
    if (r && PossessiveAt(r->end)) {
      std::string named = OneNamedAfterPossessor(i + 2);
      if (!named.empty()) AddEvent(out, "death", {named}, 0.7);
    } else {
      std::string who = CharacterAt(i + 2);
      // "the death of the family patriarch, Augustus Whitlow"
      if (who.empty() && !r) who = CharacterAfterDescription(i + 2, 6);
      AddEvent(out, "death", {who}, 0.7);
    }
  }
  // "Signe is divorced from Erlend", "she divorces Erlend": a breakup.
  // ("Maren married Jonah in Season 1 and divorced him in Season 2": the one she married.)
  // ("Nadia divorced Declan after he sold her boat": the past with a name, too.)
  const bool divorced_pronoun =
      (w == "divorced" || w == "divorces") && (ctx_.IsLower(i + 1, "him") || ctx_.IsLower(i + 1, "her"));
  const bool divorced_name = w == "divorced" && RunAt(i + 1) != nullptr;
  if ((w == "divorced" && ctx_.IsLower(i + 1, "from")) || w == "divorces" || divorced_pronoun || divorced_name) {
    // After "from" a name is most often a place, but not after "divorced from".
    std::string other = divorced_pronoun ? ResolvePronoun(i + 1)
                                         : CharacterAt(w == "divorces" || divorced_name ? i + 1 : i + 2, /*place_ok=*/true);
    // "Nell is engaged to Ewan, divorced from Cathal": the clause's subject, not the nearest name.
    // A predicate after a comma shares the subject of the verb before it: "Nell is
    // engaged to Ewan, divorced from Cathal".
    std::string subject;
    for (size_t k = i - 1; ctx_.Is(i - 1, ",") && k > sent.first_token + 1 && k + 15 > i && subject.empty(); --k) {
      std::string_view v = ctx_.Lower(k);
      if (v == "is" || v == "was" || v == "has" || v == "had")
        if (const NameRun* r = ctx_.NameEndingAt(k - 1)) subject = CharacterAt(r->first);
    }
    if (subject.empty()) subject = SubjectBefore(i);
    // ("Alemla divorces him in the finale": him is the one her romance was told with.)
    if (divorced_pronoun && (other.empty() || other == subject))
      if (std::string partner = RecentRomancePartner(*out, subject); !partner.empty()) other = partner;
    if (subject == other && i > sent.first_token + 1)  // (a parse that took the object for the subject)
      if (const NameRun* r = RunAt(sent.first_token); r && r->end < i && IsVerbOfMarriage(ctx_.Lower(r->end)))
        subject = CharacterAt(r->first);
    if (!other.empty() && !subject.empty() && subject != other && Asserted(i)) {
      AddRelationship(out, subject, other, "romance", "ended", 0.75);
      // ("... in Season 1 and divorced him in Season 2": the season named right after it.)
      std::optional<std::optional<int>> season;
      for (size_t k = i + 2; k < sent.end_token && k < i + 6 && !season; ++k)
        if (int n = SeasonNamedAt(k, sent.end_token); n > 0) season = std::optional<int>(n);
      AddEvent(out, "breakup", {subject, other}, 0.7, season);
    }
  }
  if ((w == "coming" || w == "comes" || w == "came") && ctx_.IsLower(i + 1, "out") && Asserted(i)) {
    std::string who = SubjectBefore(i);
    AddEvent(out, "coming-out", {who}, 0.75);
    if (ctx_.IsLower(i + 2, "as")) {
      std::string_view what = ctx_.Lower(i + 3);
      if (what == "gay" || what == "bisexual" || what == "lesbian" || what == "queer" || what == "trans" ||
          what == "pansexual" || what == "asexual")
        AddAttribute(out, who, "sexuality", std::string(what));
    }
  }
  // "walking down the aisle with Beau Lanier": a wedding.
  if ((w == "aisle") && ctx_.IsLower(i - 1, "the") && ctx_.IsLower(i - 2, "down") && ctx_.IsLower(i + 1, "with") &&
      Asserted(i)) {
    std::string other = CharacterAt(i + 2), subject = SubjectBefore(i - 3);
    if (!other.empty() && !subject.empty()) {
      AddEvent(out, "wedding", {subject, other}, 0.7);
      AddRelationship(out, subject, other, "romance", "current", 0.7);
    }
  }
  // "the wedding of Sheriff Dale Brody (Actor) and county prosecutor Marisol Vega"
  if (w == "wedding" && ctx_.IsLower(i + 1, "of") && Asserted(i)) {
    std::string a, b;
    size_t end;
    if (PairAt(i + 2, &a, &b, &end)) {
      AddEvent(out, "wedding", {a, b}, 0.75);
      AddRelationship(out, a, b, "romance", "current", 0.75);
    }
  }
  if (((w == "gave" || w == "gives" || w == "giving") && ctx_.IsLower(i + 1, "birth")) && Asserted(i)) {
    // ("..., Eli's widow, Lady Gisla (X), gives birth to a son": the name right before
    // the verb, past its actor, is the subject, whatever clause came first.)
    const NameRun* r = RunBeforeActor(i > sent.first_token && ctx_.Is(i - 1, ",") ? i - 1 : i, 8);
    const std::string mother = r ? CharacterAt(r->first) : std::string();
    const std::string parent = mother.empty() ? SubjectBefore(i) : mother;
    AddEvent(out, "birth", {parent}, 0.75);
    // "gave birth to a son, Corwen": the child is the mother's.
    if (ctx_.IsLower(i + 2, "to") && (ctx_.IsLower(i + 3, "a") || ctx_.IsLower(i + 3, "her")) &&
        (ctx_.IsLower(i + 4, "son") || ctx_.IsLower(i + 4, "daughter")) && ctx_.Is(i + 5, ","))
      if (std::string child = CharacterAt(i + 6); !child.empty() && !parent.empty() && child != parent)
        AddRelationship(out, parent, child, "family", "current", 0.75);
  }
  // "who went into labor during the first dance"
  if ((w == "labor" || w == "labour") && i > sent.first_token + 2 && ctx_.IsLower(i - 1, "into") &&
      (ctx_.IsLower(i - 2, "went") || ctx_.IsLower(i - 2, "goes") || ctx_.IsLower(i - 2, "going")) && Asserted(i))
    AddEvent(out, "birth", {SubjectBefore(i - 2)}, 0.7);
  // "has buried her husband, Simeon (Actor), who was shot ...": he died.
  if ((w == "buried" || w == "buries" || w == "burying") && i + 2 < sent.end_token && Asserted(i) &&
      !ctx_.IsLower(i - 1, "was") && !ctx_.IsLower(i - 1, "is") && !ctx_.IsLower(i - 1, "were")) {
    std::string who = OneNamedAfterPossessor(i + 1);
    if (who.empty()) who = CharacterAfterPronounsNoun(i + 1);
    if (!who.empty()) AddEvent(out, "death", {who}, 0.65);
  }
  // "is found frozen to death", "was beaten to death"
  if (w == "death" && i > sent.first_token + 1 && ctx_.IsLower(i - 1, "to") && Asserted(i))
    AddEvent(out, "death", {SubjectBefore(i - 2)}, 0.7);
  // "to announce his engagement to his girlfriend, Cassidy"
  // ("the night Hereward's engagement to Ethelinda Vandergrift is announced": a name's.)
  const NameRun* possessor =
      w == "engagement" && i > sent.first_token + 1 && PossessiveAt(i - 1) ? ctx_.NameEndingAt(i - 2) : nullptr;
  if (possessor) {
    const NameRun* r = RunAt(i + 2);
    if (r && (ctx_.IsLower(After(r), "ended") || ctx_.IsLower(After(r), "was"))) possessor = nullptr;
  }
  if (w == "engagement" && ctx_.IsLower(i + 1, "to") && i > sent.first_token &&
      (IsPossessivePronoun(ctx_.Lower(i - 1)) || possessor)) {
    std::string other = CharacterAt(i + 2);
    if (other.empty()) other = CharacterAfterPronounsNoun(i + 2);
    std::string owner = possessor ? CharacterAt(possessor->first) : ResolvePronoun(i - 1, other);
    if (!other.empty() && !owner.empty() && owner != other && Presupposed(i)) {
      AddEvent(out, "engagement", {owner, other}, 0.7);
      AddRelationship(out, owner, other, "romance", "current", 0.7);
    }
  }
}

void Story::ComingsAndGoings(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out) {
  // "Newcomer X joins as Deputy Rhys Calloway", "joins the cast as Ysmay's half brother,
  // Jago": in a later season the character arrives (in a first, everyone is new).
  size_t joins_as = ctx_.IsLower(i + 1, "as") ? i + 2
                    : ctx_.IsLower(i + 1, "the") && ctx_.IsLower(i + 2, "cast") && ctx_.IsLower(i + 3, "as") ? i + 4
                                                                                                              : 0;
  // ("comes aboard as Marusia", "signs on as", "came on board as": joining too.)
  bool joins = w == "joins" || w == "joined";
  if ((w == "comes" || w == "came" || w == "signs" || w == "signed") &&
      (ctx_.IsLower(i + 1, "aboard") || ctx_.IsLower(i + 1, "on"))) {
    const size_t as = ctx_.IsLower(i + 1, "on") && ctx_.IsLower(i + 2, "board") ? i + 3 : i + 2;
    if (ctx_.IsLower(as, "as") && (w.starts_with("sign") || !ctx_.IsLower(i + 1, "on") || as == i + 3)) {
      joins = true;
      joins_as = as + 1;
    }
  }
  if (joins && joins_as) {
    const NameRun* r = RunAt(joins_as);
    if (r && ctx_.T(r->end).Has(kPossessive)) r = nullptr;  // a possessor opens a description
    // "as Ysmay's long-lost half brother, Jago Stainforth": the name after a description.
    for (size_t m = joins_as; !r && m < sent.end_token && m < joins_as + 8; ++m)
      if (ctx_.Is(m, ",")) r = RunAt(m + 1);
    auto season = ArticleSeason();
    if (r && season && *season > 1 && Asserted(i)) AddEvent(out, "arrival", {CharacterAt(r->first)}, 0.6);
  } else if ((w == "joins" || w == "joined" || w == "arrives" || w == "arrived") && Asserted(i)) {
    std::string who = SubjectBefore(i, /*strict=*/true);  // actors joining a cast are people, not characters
    // ("Fesa Manu (X), a transfer from a boarding school in Fiji who arrives in the
    // premiere": the one a relative clause after a long description is about.)
    if (who.empty() && i > sent.first_token + 2 && ctx_.IsLower(i - 1, "who") && (w == "arrives" || w == "arrived"))
      who = RelativeAntecedent(i, /*reach=*/40);
    // ("HARA SABELLANO (X) / A navigator, 29, from Davao, who arrives in the first
    // episode": under a who's-who heading, a verbless description is the heading's part.)
    if (who.empty() && i > sent.first_token + 2 && ctx_.IsLower(i - 1, "who") && (w == "arrives" || w == "arrived") &&
        VerblessOpening(i - 1))
      who = SectionTopic();
    if (!who.empty() && !ctx_.IsLower(i + 2, "cast")) AddEvent(out, "arrival", {who}, 0.6);
  }
  if ((w == "arrival" || w == "introduction") && ctx_.IsLower(i + 1, "of")) {
    size_t k = i + 2;
    while (k < sent.end_token && k < i + 5 && !RunAt(k)) ++k;  // "arrival of young Ivy Lane"
    if (Asserted(i)) AddEvent(out, "arrival", {OneNamedAfterPossessor(k)}, 0.6);
  }
  if ((w == "return" || w == "departure" || w == "exit") && ctx_.IsLower(i + 1, "of") && Asserted(i)) {
    // ("the return of her ex-husband, Adilson Brito": a pronoun's noun, then the name.)
    std::string who = OneNamedAfterPossessor(i + 2);
    if (who.empty()) who = CharacterAfterPronounsNoun(i + 2);
    AddEvent(out, w == "return" ? "return" : "departure", {who}, 0.6);
  }
  // "Boutros, whose wedding to his sweetheart, Randa, closed the second season": the
  // wedding of the one "whose" stands for.
  if (w == "wedding" && i >= sent.first_token + 3 && ctx_.IsLower(i - 1, "whose") && ctx_.Is(i - 2, ",") &&
      ctx_.IsLower(i + 1, "to") && Asserted(i)) {
    std::string owner = CharacterBeforeComma(i - 2);
    std::string other = CharacterAt(i + 2);
    if (other.empty()) other = CharacterAfterPronounsNoun(i + 2);
    if (other.empty() && !RunAt(i + 2)) other = CharacterAfterDescription(i + 2, 6);
    if (!owner.empty() && !other.empty() && owner != other) {
      AddEvent(out, "wedding", {owner, other}, 0.7);
      AddRelationship(out, owner, other, "romance", "current", 0.7);
    }
  }
  // "the housekeeper Haldis (X) is fatally poisoned": a death.
  if ((w == "poisoned" || w == "shot" || w == "stabbed" || w == "wounded" || w == "injured") && i > sent.first_token &&
      ctx_.IsLower(i - 1, "fatally") && Asserted(i)) {
    size_t k = i - 1;
    while (k > sent.first_token + 1 && (ctx_.IsLower(k - 1, "is") || ctx_.IsLower(k - 1, "was") || ctx_.IsLower(k - 1, "gets")))
      --k;
    if (std::string who = SubjectBefore(k); !who.empty()) AddEvent(out, "death", {who}, 0.7);
  }
  // "Ada will be introduced in the third episode"
  if (w == "introduced" && i > sent.first_token &&
      (ctx_.IsLower(i - 1, "is") || ctx_.IsLower(i - 1, "be") || ctx_.IsLower(i - 1, "was") || ctx_.IsLower(i - 1, "gets")) &&
      Asserted(i)) {
    std::string who = SubjectBefore(i, /*strict=*/true);
    if (!who.empty()) AddEvent(out, "arrival", {who}, 0.6);
  }
  // ("What she leaves out: ...", "leaves the door open": no one goes anywhere.)
  const bool leaves_thing = ctx_.IsLower(i + 1, "out") || ctx_.IsLower(i + 1, "behind") ||
                            (ctx_.IsLower(i + 1, "the") && (ctx_.IsLower(i + 2, "door") || ctx_.IsLower(i + 2, "room")));
  // ("Agaly fled north toward Libya", "flees to Lagos": running away is leaving too.)
  const bool flees = (w == "fled" || w == "flees") && i + 1 < sent.end_token &&
                     (ctx_.IsLower(i + 1, "north") || ctx_.IsLower(i + 1, "south") || ctx_.IsLower(i + 1, "east") ||
                      ctx_.IsLower(i + 1, "west") || ctx_.IsLower(i + 1, "to") || ctx_.IsLower(i + 1, "town") ||
                      ctx_.IsLower(i + 1, "the") || ctx_.IsLower(i + 1, "abroad") || ctx_.IsLower(i + 1, "across") ||
                      ctx_.IsLower(i + 1, "into") || ctx_.IsLower(i + 1, "toward") || ctx_.IsLower(i + 1, "towards"));
  // (The clause test only for a subject found: it parses the sentence.)
  if ((w == "depart" || w == "departs" || w == "leaves" || w == "leave" || w == "exits" || flees) && !leaves_thing) {
    // A subject of its own ("the guy who leaves town") is not the character named before it.
    std::string who = SubjectBefore(i, /*strict=*/true);
    // ("Alemla learns the truth, breaks off the engagement and leaves for Shillong": the last
    // of a row of verbs shares the subject of the first.)
    // (A row needs a verb after a comma: ", breaks off ...". "A stroke puts her father, Eino,
    // in a hospital bed and leaves the fleet with nobody" has none.)
    if (who.empty() && i > sent.first_token + 3 && ctx_.IsLower(i - 1, "and") && !ctx_.IsLower(i - 2, "who")) {
      bool row = false;
      for (size_t k = i - 2; k > sent.first_token && !row; --k)
        row = ctx_.Is(k, ",") && ctx_.T(k + 1).kind == TokenKind::kWord && !ctx_.T(k + 1).Has(kCapitalized) &&
              ctx_.Lower(k + 1).size() > 3 && ctx_.Lower(k + 1).ends_with("s") && !ctx_.Lower(k + 1).ends_with("ss");
      if (row) who = SubjectBefore(i);
    }
    if (!who.empty() && Asserted(i)) {
      // "She leaves Ettore": leaving a partner is a breakup, not an exit from the show.
      // (Only a character the article casts: "leaves Dublin for a job" is a place.)
      std::string partner = w == "leaves" ? CharacterAt(i + 1) : std::string();
      if (!character_set_.count(partner)) partner.clear();
      if (!partner.empty() && partner != who) {
        AddRelationship(out, who, partner, "romance", "ended", 0.6);
        AddEvent(out, "breakup", {who, partner}, 0.6);
      } else if (w != "leave" || ctx_.IsLower(i - 1, "will")) {
        AddEvent(out, "departure", {who}, 0.6);
      }
    }
  }
  // "Her daughter, Rosie, was born in the Season 2 finale": a birth, whose participant is
  // the mother (the baby is no participant of its own birth here).
  if (w == "born" && i > sent.first_token + 3 && (ctx_.IsLower(i - 1, "was") || ctx_.IsLower(i - 1, "is")) &&
      ctx_.IsLower(sent.first_token, "her")) {
    size_t noun = sent.first_token + 1;
    if (!ctx_.IsLower(noun, "daughter") && !ctx_.IsLower(noun, "son") && !ctx_.IsLower(noun, "baby")) ++noun;
    const Word n = ctx_.Lower(noun);
    if ((n == "daughter" || n == "son" || n == "baby") && noun + 1 < i && Asserted(i)) {
      const std::string child = ctx_.Is(noun + 1, ",") ? CharacterAt(noun + 2) : std::string();
      const std::string mother = ResolvePronoun(sent.first_token, child);
      if (!mother.empty() && mother != child) AddEvent(out, "birth", {mother}, 0.65);
    }
  }
  // "That brings his daughter, Odile MacIsaac (X), home": the one brought home returns.
  if (w == "home" && i > sent.first_token + 2) {
    const NameRun* r = RunBeforeActor(ctx_.Is(i - 1, ",") ? i - 1 : i, 8);
    bool brought = false;
    for (size_t m = r ? r->first : i; r && m > sent.first_token && m + 12 > r->first && !brought; --m) {
      const Word b = ctx_.Lower(m - 1);
      brought = b == "brings" || b == "brought" || b == "bring" || b == "bringing";
    }
    if (brought && Asserted(i))
      if (std::string who = CharacterAt(r->first); !who.empty()) AddEvent(out, "return", {who}, 0.6);
  }
  // "Ezra left town in the first season": the past tense only with a place one leaves
  // ("left him a note", "left behind" are no exits).
  // "He comes back for the funeral", "she came home in the finale": a pronoun's return
  // (not "comes back to haunt him").
  // (Not in a quotation: "She came back for her daughter's sake," the actress said.)
  if ((w == "comes" || w == "came") && i > sent.first_token && HeOrShe(ctx_.Lower(i - 1)) &&
      !ctx_.T(i).Has(kInQuote) &&
      (ctx_.IsLower(i + 1, "back") || ctx_.IsLower(i + 1, "home")) && !ctx_.IsLower(i + 3, "haunt") &&
      !ctx_.IsLower(i + 3, "bite") && Asserted(i))
    if (std::string who = ResolvePronoun(i - 1); !who.empty()) AddEvent(out, "return", {who}, 0.6);
  // ("had already left for a job at the mine in Anadyr", "left for university in Nairobi":
  // leaving for somewhere is an exit too.)
  // (Not a past told in passing: "his first girlfriend, until she left for university".)
  if (w == "left" && ctx_.IsLower(i + 1, "for") && i + 2 < sent.end_token && !ctx_.IsLower(i - 2, "until") &&
      Asserted(i)) {
    const Word dest = ctx_.Lower(i + 2);
    const bool away = dest == "a" || dest == "university" || dest == "college" || dest == "school" ||
                      dest == "work" || dest == "war" || dest == "good" ||
                      // ("Waylon left for the airport before the reception was over")
                      // ("Ilidio left for the mines in the first episode")
                      (dest == "the" && (ctx_.IsLower(i + 3, "airport") || ctx_.IsLower(i + 3, "border") ||
                                         ctx_.IsLower(i + 3, "coast") || ctx_.IsLower(i + 3, "capital") ||
                                         ctx_.IsLower(i + 3, "mines") || ctx_.IsLower(i + 3, "city") ||
                                         ctx_.IsLower(i + 3, "army") || ctx_.IsLower(i + 3, "navy") ||
                                         ctx_.IsLower(i + 3, "front") || ctx_.IsLower(i + 3, "mainland") ||
                                         ctx_.IsLower(i + 3, "oil"))) ||
                      // ("left for Delhi on the night bus": a place, which no part is named.)
                      (ctx_.T(i + 2).Has(kCapitalized) && ctx_.T(i + 2).kind == TokenKind::kWord &&
                       (!RunAt(i + 2) || (CharacterAt(i + 2).empty() && !PossessiveAt(RunAt(i + 2)->end) &&
                                          !ctx_.masked[i + 2] && !ctx_.NetworkAt(i + 2))));
    if (away)
      if (std::string who = SubjectBefore(i, /*strict=*/true); !who.empty()) AddEvent(out, "departure", {who}, 0.6);
  }
  // (The clause test last, for a place left: it parses the sentence.)
  if (w == "left") {
    size_t k = i + 1;
    if (ctx_.IsLower(k, "the") || ctx_.IsLower(k, "his") || ctx_.IsLower(k, "her")) ++k;
    const Word place = ctx_.Lower(k);
    // ("who left the house that night for her sister's place": a house only when she
    // leaves it for somewhere.)
    bool moves_out = false;
    for (size_t m = k + 1; place == "house" && m < sent.end_token && m < k + 5 && !moves_out; ++m)
      moves_out = ctx_.IsLower(m, "for");
    // ("left the Baliem Valley for Jayapura": whatever is left, for a named place that is no
    // part; not "left her husband for Kofi".)
    if (k == i + 2 && ctx_.IsLower(i + 1, "the"))
      for (size_t m = k; m < sent.end_token && m < k + 5 && !moves_out; ++m) {
        if (ctx_.T(m).kind != TokenKind::kWord) break;
        if (!ctx_.IsLower(m, "for") || m + 1 >= sent.end_token) continue;
        moves_out = ctx_.T(m + 1).Has(kCapitalized) && RunAt(m + 1) && CharacterAt(m + 1).empty() &&
                    !ctx_.NetworkAt(m + 1) && !PossessiveAt(RunAt(m + 1)->end);
        break;
      }
    // ("who had left Boston at the end of Season 1", "left Houston for Kano": a city the
    // article names, no one's name and no network.)
    const bool left_city = k == i + 1 && ctx_.T(k).Has(kCapitalized) && ctx_.T(k).kind == TokenKind::kWord &&
                           !ctx_.T(k).Has(kSentenceStart) && ctx_.Proper(k) && !ctx_.NameAt(k + 1) &&
                           !character_set_.count(ctx_.Resolve(std::string(ctx_.Tok(k)))) && !ctx_.NetworkAt(k);
    if ((place == "town" || place == "home" || place == "city" || place == "country" || place == "island" ||
         place == "village" || moves_out || left_city) &&
        Asserted(i))
      if (std::string who = SubjectBefore(i, /*strict=*/true); !who.empty()) AddEvent(out, "departure", {who}, 0.6);
  }
  // "lost her father, Iddrisu Napari (X), to a stroke", "loses his wife, Ama, to cancer":
  // the one lost dies (not "lost the farm to the bank", "lost custody to").
  // (The clause test last, for a death found: it parses the sentence.)
  if ((w == "lost" || w == "loses" || w == "losing") && i + 2 < sent.end_token) {
    size_t named_at = 0;
    std::string who = CharacterAfterPronounsNoun(i + 1, &named_at);
    if (who.empty() && RunAt(i + 1)) {
      who = OneNamedAfterPossessor(i + 1);
      named_at = i + 1;
    }
    if (!who.empty() && named_at > i) {
      size_t k = named_at;
      while (k < sent.end_token && k < named_at + 8 && !ctx_.IsLower(k, "to")) ++k;
      // ("to the thin ice of the Yuribey river", "to the sea": a killing place or force
      // after "the"; not "lost custody to the state".)
      bool killing_the = false;
      for (size_t m = k + 2; ctx_.IsLower(k + 1, "the") && m < sent.end_token && m < k + 5 && !killing_the; ++m) {
        const Word n = ctx_.Lower(m);
        killing_the = n == "ice" || n == "sea" || n == "river" || n == "flood" || n == "fire" || n == "war" ||
                      n == "storm" || n == "plague" || n == "virus" || n == "flu" || n == "avalanche" ||
                      n == "mine" || n == "ocean" || n == "waves" || n == "cold" || n == "epidemic" ||
                      n == "pandemic" || n == "blizzard" || n == "earthquake";
      }
      const bool cause = k + 1 < sent.end_token && ctx_.IsLower(k, "to") && ctx_.T(k + 1).kind == TokenKind::kWord &&
                         !ctx_.T(k + 1).Has(kCapitalized) && (!ctx_.IsLower(k + 1, "the") || killing_the);
      // ("lost her husband, Darcell (X), when his plane went down", "in a car crash": how
      // the one lost died, told after "when" or "in".)
      bool fatal = false;
      if (!cause && RunAt(named_at)) {
        size_t m = After(RunAt(named_at));
        if (ctx_.Is(m, ",")) ++m;
        if (ctx_.IsLower(m, "when") || ctx_.IsLower(m, "in"))
          for (size_t e = m + 1; e < sent.end_token && e < m + 7 && !fatal && !ctx_.Is(e, ","); ++e)
            fatal = IsFatalWord(ctx_.Lower(e)) || (ctx_.IsLower(e, "down") && ctx_.IsLower(e - 1, "went"));
      }
      if ((cause || fatal) && Asserted(i)) AddEvent(out, "death", {who}, 0.65);
    }
  }
  // "took a hospital job in Akron", "has accepted a fellowship in Buenos Aires", "takes the
  // job in Lisbon": a post somewhere else takes the character away (a place is named).
  // ("a ranger who took a job in Death Valley to search for her sister": a relative
  // clause's backstory, no exit.)
  // (The clause test last, for a post found: it parses the sentence.)
  if ((w == "took" || w == "takes" || w == "accepted" || w == "accepts" || w == "accepting") &&
      i > sent.first_token && !ctx_.IsLower(i - 1, "who") &&
      (ctx_.IsLower(i + 1, "a") || ctx_.IsLower(i + 1, "the") || ctx_.IsLower(i + 1, "an"))) {
    size_t k = i + 2;
    while (k < sent.end_token && k < i + 5 && ctx_.T(k).kind == TokenKind::kWord && !ctx_.T(k).Has(kCapitalized) &&
           !ctx_.IsLower(k, "job") && !ctx_.IsLower(k, "fellowship") && !ctx_.IsLower(k, "post") &&
           !ctx_.IsLower(k, "position") && !ctx_.IsLower(k, "posting") && !ctx_.IsLower(k, "residency"))
      ++k;
    const bool post = k < sent.end_token && (ctx_.IsLower(k, "job") || ctx_.IsLower(k, "fellowship") ||
                                             ctx_.IsLower(k, "post") || ctx_.IsLower(k, "position") ||
                                             ctx_.IsLower(k, "posting") || ctx_.IsLower(k, "residency"));
    if (post && ctx_.IsLower(k + 1, "in") && k + 2 < sent.end_token && RunAt(k + 2) && CharacterAt(k + 2).empty() &&
        Asserted(i))
      if (std::string who = SubjectBefore(i); !who.empty()) AddEvent(out, "departure", {who}, 0.6);
  }
  // "Murdoch ... came down from Atlanta in the Season 2 premiere", "his half-brother,
  // Khalil, walked into the boardroom in the Season 1 premiere", "a pirate lord who sails
  // into Caedwyn's harbor in the third episode", "the blacksmith's daughter who came to
  // court in Season 2": a first entrance on screen is an arrival (not "came home", "came
  // back": returns).
  if ((w == "came" || w == "comes" || w == "walked" || w == "walks" || w == "sails" || w == "sailed" ||
       w == "rides" || w == "rode" || w == "drives" || w == "drove") &&
      i + 2 < sent.end_token && !ctx_.IsLower(i + 1, "home") && !ctx_.IsLower(i + 1, "back") &&
      (ctx_.IsLower(i + 1, "into") || ctx_.IsLower(i + 1, "to") || ctx_.IsLower(i + 1, "down") ||
       ctx_.IsLower(i + 1, "from") || ctx_.IsLower(i + 1, "up"))) {
    // The clause must say when on screen: "in the Season 2 premiere", "in the third
    // episode", "in the pilot", "in Season 2". (Read before the clause test, which parses
    // the sentence.)
    bool on_screen = false;
    for (size_t k = i + 2; k + 1 < sent.end_token && k < i + 14 && !on_screen; ++k) {
      if (ctx_.Is(k, ",") || ctx_.Is(k, ";")) break;
      if (!ctx_.IsLower(k, "in")) continue;
      size_t m = k + 1;
      if (ctx_.IsLower(m, "the")) ++m;
      for (size_t e = m; e < sent.end_token && e < m + 4 && !on_screen; ++e)
        on_screen = ctx_.IsLower(e, "premiere") || ctx_.IsLower(e, "episode") || ctx_.IsLower(e, "pilot") ||
                    (ctx_.IsLower(e, "season") && e + 1 < sent.end_token && ctx_.T(e + 1).kind == TokenKind::kNumber &&
                     e == m);
    }
    if (on_screen && Asserted(i)) {
      std::string who = ctx_.IsLower(i - 1, "who") ? RelativeAntecedent(i, /*reach=*/40) : std::string();
      if (who.empty()) who = SubjectBefore(i);
      if (!who.empty()) AddEvent(out, "arrival", {who}, 0.6);
    }
  }
  // "LOSER: X (Y). Lhingneilam's first love came back from Dubai in the premiere": a
  // description of the part a paragraph opens on comes back (a name's return is read at
  // the name).
  if ((w == "came" || w == "comes") && ctx_.IsLower(i + 1, "back") && i + 3 < sent.end_token &&
      (ctx_.IsLower(i + 2, "into") || ctx_.IsLower(i + 2, "to") || ctx_.IsLower(i + 2, "home") ||
       (ctx_.IsLower(i + 2, "from") && ctx_.T(i + 3).Has(kCapitalized) && !ctx_.masked[i + 3])) &&
      Asserted(i))
    if (const std::string part = DescribedPart(sentence_); !part.empty() && SubjectBefore(i) == part)
      AddEvent(out, "return", {part}, 0.6);
  // "Moipak (X), a schoolteacher in Dibrugarh, who came back to the island in the Season 3
  // premiere": a relative clause's return, when it says when on screen.
  if ((w == "came" || w == "comes" || w == "walked" || w == "walks") &&
      (ctx_.IsLower(i + 1, "back") || ctx_.IsLower(i + 1, "home")) && i > sent.first_token &&
      ctx_.IsLower(i - 1, "who") && Asserted(i)) {
    bool on_screen = false;
    for (size_t k = i + 2; k < sent.end_token && k < i + 14 && !on_screen && !ctx_.Is(k, ","); ++k)
      on_screen = ctx_.IsLower(k, "premiere") || ctx_.IsLower(k, "episode") || ctx_.IsLower(k, "finale") ||
                  (ctx_.IsLower(k, "season") && ctx_.T(k).Has(kCapitalized));
    if (on_screen)
      if (std::string who = RelativeAntecedent(i, /*reach=*/40); !who.empty() && !people_.count(who))
        AddEvent(out, "return", {who}, 0.6);
  }
  // "Spiros walked off the cutter in the Season 3 finale", "moves to Lisbon", "boards a bus
  // out of town", "is written out in the third episode": ways of leaving the story.
  // (Not a relative clause's backstory, "a nurse who moved to Perth as a child"; not a
  // move of a time slot, "moves to Thursdays": the place is a name that is no one's, no
  // day and no network, and the mover a character.)
  // (The words first, the clause test last: it parses the sentence, and most "moves" are a
  // time slot's.)
  if ((w == "walked" || w == "walks" || w == "boards" || w == "boarded" || w == "written" || w == "moved" ||
       w == "moves" || w == "relocates" || w == "relocated") &&
      i > sent.first_token) {
    const bool relative = ctx_.IsLower(i - 1, "who");
    const bool walked_off = (w == "walked" || w == "walks") && ctx_.IsLower(i + 1, "off") &&
                            (ctx_.IsLower(i + 2, "the") || IsPossessivePronoun(ctx_.Lower(i + 2)));
    const bool boards = (w == "boards" || w == "boarded") &&
                        (ctx_.IsLower(i + 1, "a") || ctx_.IsLower(i + 1, "the")) &&
                        (ctx_.IsLower(i + 2, "bus") || ctx_.IsLower(i + 2, "plane") || ctx_.IsLower(i + 2, "train") ||
                         ctx_.IsLower(i + 2, "flight") || ctx_.IsLower(i + 2, "ship"));
    const bool written_out = w == "written" && ctx_.IsLower(i + 1, "out") &&
                             (ctx_.IsLower(i - 1, "is") || ctx_.IsLower(i - 1, "was") || ctx_.IsLower(i - 1, "gets"));
    bool moved_away = false;
    if (!relative && (w == "moved" || w == "moves" || w == "relocates" || w == "relocated") && ctx_.IsLower(i + 1, "to") &&
        i + 2 < sent.end_token && ctx_.T(i + 2).Has(kCapitalized) && ctx_.T(i + 2).kind == TokenKind::kWord &&
        !ctx_.NetworkAt(i + 2)) {
      bool plural = false;
      moved_away = RunAt(i + 2) && CharacterAt(i + 2).empty() && !MonthOf(ctx_.Lower(i + 2)) &&
                   WeekdayOf(ctx_.Tok(i + 2), &plural) < 0 && !ctx_.masked[i + 2];
      // ("moved to Los Angeles at 24", "as a teenager", "in 1998": a life's story, not the show's.)
      for (size_t k = i + 3; moved_away && k + 1 < sent.end_token && k < i + 10 && !ctx_.Is(k, ","); ++k)
        moved_away = !((ctx_.IsLower(k, "at") && ctx_.T(k + 1).kind == TokenKind::kNumber) ||
                       (ctx_.IsLower(k, "as") && (ctx_.IsLower(k + 1, "a") || ctx_.IsLower(k + 1, "an"))) ||
                       (ctx_.IsLower(k, "in") && ctx_.T(k + 1).kind == TokenKind::kNumber && ctx_.Tok(k + 1).size() == 4));
    }
    if ((walked_off || boards || written_out || moved_away) && Asserted(i)) {
      // ("Spiros, who walked off the cutter in the Season 3 finale": the one the clause is of.)
      const std::string who = relative ? RelativeAntecedent(i, /*reach=*/40)
                                       : SubjectBefore(written_out ? i - 1 : i, /*strict=*/true);
      // (A character, not a real person: "She moved to Los Angeles" in an actor's profile.)
      if (!who.empty() && (character_set_.count(who) || (relative && !people_.count(who))))
        AddEvent(out, "departure", {who}, 0.6);
    }
  }
  // "Ilda is on the early bus to Boston", "on the first bus out of Redline": a ticket out.
  if ((w == "bus" || w == "plane" || w == "train" || w == "ferry") && i > sent.first_token + 3 &&
      (ctx_.IsLower(i + 1, "to") || (ctx_.IsLower(i + 1, "out") && ctx_.IsLower(i + 2, "of")))) {
    size_t k = i - 1;
    if (ctx_.IsLower(k, "early") || ctx_.IsLower(k, "first") || ctx_.IsLower(k, "next") || ctx_.IsLower(k, "last") ||
        ctx_.IsLower(k, "night") || ctx_.IsLower(k, "morning"))
      --k;
    if ((ctx_.IsLower(k, "the") || ctx_.IsLower(k, "a")) && ctx_.IsLower(k - 1, "on") &&
        (ctx_.IsLower(k - 2, "is") || ctx_.IsLower(k - 2, "was")) && Asserted(i))
      if (std::string who = SubjectBefore(k - 2); !who.empty()) AddEvent(out, "departure", {who}, 0.6);
    // ("The next morning he took the ferry to Jakarta", "takes the night bus to Lagos": a
    // named place that is no part.)
    if ((ctx_.IsLower(k, "the") || ctx_.IsLower(k, "a")) &&
        (ctx_.IsLower(k - 1, "took") || ctx_.IsLower(k - 1, "takes") || ctx_.IsLower(k - 1, "caught") ||
         ctx_.IsLower(k - 1, "catches") || ctx_.IsLower(k - 1, "boarded") || ctx_.IsLower(k - 1, "boards")) &&
        ctx_.IsLower(i + 1, "to") && i + 2 < sent.end_token && ctx_.T(i + 2).Has(kCapitalized) &&
        ctx_.T(i + 2).kind == TokenKind::kWord && !ctx_.masked[i + 2] && CharacterAt(i + 2).empty() &&
        !ctx_.NetworkAt(i + 2) &&
        Asserted(k - 1))
      if (std::string who = SubjectBefore(k - 1, /*strict=*/true); !who.empty()) AddEvent(out, "departure", {who}, 0.6);
  }
  // "The finale also sent Carmine's adopted son, Tonino (X), off to culinary school in
  // Paris": a character sent off leaves.
  if ((w == "sent" || w == "sends") && Asserted(i))
    for (size_t k = i + 1; k < sent.end_token && k < i + 10; ++k) {
      const NameRun* r = RunAt(k);
      if (!r) continue;
      if (PossessiveAt(r->end)) {  // "Carmine's adopted son, Tonino": the one named after
        k = r->end;
        continue;
      }
      size_t m = After(r);
      if (ctx_.Is(m, ",")) ++m;
      if (ctx_.IsLower(m, "off") || (ctx_.IsLower(m, "packing"))) AddEvent(out, "departure", {CharacterAt(r->first)}, 0.6);
      break;
    }
}

void Story::PartingsAndAffairs(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out) {
  // "Penrose, Carl's wife, who walked out on him in the Season 2 finale": leaving a partner.
  if ((w == "walked" || w == "walks" || w == "walking") && ctx_.IsLower(i + 1, "out") && ctx_.IsLower(i + 2, "on") &&
      Asserted(i)) {
    std::string who = SubjectBefore(i);
    // ("walking out on her husband, Jaesung": the one the pronoun's noun names.)
    std::string partner = PartnerAfterPronounsNoun(i + 3);
    const bool pronoun = partner.empty() && (ctx_.IsLower(i + 3, "him") || ctx_.IsLower(i + 3, "her"));
    if (partner.empty() && !pronoun) partner = CharacterAt(i + 3);
    // ("X, Carl's wife, who walked out on him": the possessor of the apposition first.)
    for (size_t k = i; pronoun && k > sent.first_token + 1 && k + 12 > i && partner.empty(); --k)
      if (PossessiveAt(k - 1))
        if (const NameRun* r = ctx_.NameEndingAt(k - 2)) partner = CharacterAt(r->first);
    if (pronoun && partner.empty()) partner = ResolvePronoun(i + 3, who);
    if (!who.empty() && !partner.empty() && partner != who) {
      AddRelationship(out, who, partner, "romance", "ended", 0.6);
      AddEvent(out, "breakup", {who, partner}, 0.6);
    }
  }
  // "Kaban did not forgive Oyi, and she left him at the end of Season 2", "she leaves him for
  // Tomas": leaving a partner. (Not "left him the farm", "left her at the station", "left
  // him for dead": only at a time of the story, for someone, or at the clause's end.)
  if ((w == "left" || w == "leaves") && (ctx_.IsLower(i + 1, "him") || ctx_.IsLower(i + 1, "her")) &&
      i + 2 < sent.end_token && Asserted(i)) {
    const size_t k = i + 2;
    bool when = ctx_.T(k).kind == TokenKind::kPunct && !ctx_.T(k).Has(kQuoteMark);
    when = when || (ctx_.IsLower(k, "at") && ctx_.IsLower(k + 1, "the") && ctx_.IsLower(k + 2, "end"));
    if (ctx_.IsLower(k, "in")) {
      const size_t m = ctx_.IsLower(k + 1, "the") ? k + 2 : k + 1;
      for (size_t e = m; e < sent.end_token && e < m + 3 && !when; ++e)
        when = ctx_.IsLower(e, "finale") || ctx_.IsLower(e, "premiere") || ctx_.IsLower(e, "episode") ||
               (ctx_.IsLower(e, "season") && e == m);
    }
    std::string partner_of_choice;
    if (ctx_.IsLower(k, "for") && RunAt(k + 1)) partner_of_choice = CharacterAt(k + 1);
    if (when || !partner_of_choice.empty()) {
      const std::string who = SubjectBefore(i);
      const std::string partner = who.empty() ? std::string() : ResolvePronoun(i + 1, who);
      // (Only of a couple told before: "she left him" says too little of who they are.)
      const bool couple = std::any_of(out->begin(), out->end(), [&](const Fact& f) {
        return f.kind == FactKind::kRelationship && f.type == "romance" &&
               ((f.a == who && f.b == partner) || (f.a == partner && f.b == who));
      });
      if (couple && !partner.empty() && partner != who) {
        AddRelationship(out, who, partner, "romance", "ended", 0.6);
        AddEvent(out, "breakup", {who, partner}, 0.6, EventSeason(i));
      }
    }
  }
  // "left her husband, the journalist Lucio Boavida (X), in the finale", "leaves his wife,
  // Ama, for Tomas": leaving the partner the noun names. (Not "left his wife, Ama, the
  // farm", "left her husband, Ed, in charge".)
  if ((w == "left" || w == "leaves") && i + 4 < sent.end_token && IsPossessivePronoun(ctx_.Lower(i + 1)) &&
      IsPartnerNoun(ctx_.Lower(i + 2)) && ctx_.Is(i + 3, ",") && Asserted(i)) {
    size_t named_at = 0;
    const std::string partner = CharacterAfterPronounsNoun(i + 1, &named_at);
    if (const NameRun* r = partner.empty() ? nullptr : RunAt(named_at)) {
      size_t k = After(r);
      if (ctx_.Is(k, ",")) ++k;
      const bool closes = k >= sent.end_token || ctx_.Is(k, ".") || ctx_.Is(k, ";") || ctx_.IsLower(k, "for") ||
                          ctx_.IsLower(k, "and") || ctx_.IsLower(k, "after") ||
                          (ctx_.IsLower(k, "in") && !ctx_.IsLower(k + 1, "charge"));
      const std::string who = closes ? SubjectBefore(i, /*strict=*/true) : std::string();
      if (!who.empty() && who != partner) {
        AddRelationship(out, who, partner, "romance", "ended", 0.6);
        AddEvent(out, "breakup", {who, partner}, 0.6, EventSeason(i));
      }
    }
  }
  // "She left Costan and moved back into the harbor house with Ongky", "left Costan for
  // Ongky", "leaves Tomas at the end of the season": a partner told before, left by name.
  if ((w == "left" || w == "leaves") && i + 2 < sent.end_token && RunAt(i + 1) && !PossessiveAt(RunAt(i + 1)->end) &&
      Asserted(i)) {
    const NameRun* r = RunAt(i + 1);
    const size_t k = After(r);
    const bool closes = k >= sent.end_token || ctx_.T(k).kind == TokenKind::kPunct || ctx_.IsLower(k, "for") ||
                        ctx_.IsLower(k, "and") || ctx_.IsLower(k, "in") || ctx_.IsLower(k, "at") ||
                        ctx_.IsLower(k, "after");
    const std::string partner = CharacterAt(i + 1);
    const std::string who = closes && !partner.empty() ? SubjectBefore(i, /*strict=*/true) : std::string();
    if (!who.empty() && who != partner && character_set_.count(partner) &&
        std::any_of(out->begin(), out->end(), [&](const Fact& f) {
          return f.kind == FactKind::kRelationship && f.type == "romance" && f.status != "ended" &&
                 ((f.a == who && f.b == partner) || (f.a == partner && f.b == who));
        })) {
      AddRelationship(out, who, partner, "romance", "ended", 0.6);
      AddEvent(out, "breakup", {who, partner}, 0.6, EventSeason(i));
    }
  }
  // "throwing her husband, Garmon, out of the house", "has thrown Nuno out": the end of a
  // romance, when the one thrown out is a partner (by the noun, or by a romance told before).
  if ((w == "throws" || w == "threw" || w == "thrown" || w == "throwing" || w == "kicks" || w == "kicked" ||
       w == "kicking") &&
      i + 3 < sent.end_token) {
    size_t named_at = 0;
    std::string partner = PartnerAfterPronounsNoun(i + 1, &named_at);
    const Word noun = named_at ? ctx_.Lower(named_at - 2) : Word{};
    const bool partner_noun = IsPartnerNoun(noun);
    const NameRun* r = RunAt(named_at ? named_at : i + 1);
    size_t k = r ? After(r) : i + 1;
    if (named_at && ctx_.Is(k, ",")) ++k;
    if (r && ctx_.IsLower(k, "out") && Asserted(i)) {
      const std::string who = SubjectBefore(i);
      if (!named_at) partner = CharacterAt(r->first);
      if (!who.empty() && !partner.empty() && who != partner &&
          (partner_noun || (!named_at && RecentRomancePartner(*out, who) == partner))) {
        AddRelationship(out, who, partner, "romance", "ended", 0.6);
        AddEvent(out, "breakup", {who, partner}, 0.6, EventSeason(i));
      }
    }
  }
  // "he finally asks Telva (X) to marry him": a proposal; "she says yes" is not needed.
  if ((w == "asks" || w == "asked" || w == "asking") && i + 4 < sent.end_token) {
    const NameRun* r = RunAt(i + 1);
    size_t k = r ? After(r) : 0;
    if (r && ctx_.IsLower(k, "to") && ctx_.IsLower(k + 1, "marry") &&
        (ctx_.IsLower(k + 2, "him") || ctx_.IsLower(k + 2, "her")) && Asserted(i)) {
      const std::string who = SubjectBefore(i);
      const std::string other = CharacterAt(r->first);
      if (!who.empty() && !other.empty() && who != other) {
        AddRelationship(out, who, other, "romance", "current", 0.7);
        AddEvent(out, "engagement", {who, other}, 0.7, EventSeason(i));
      }
    }
  }
  // "ended with X agreeing to marry the organizer she had spent the season trying to break,
  // Y": an engagement (the one she will marry may be named after a description).
  if ((w == "agrees" || w == "agreed" || w == "agreeing") && ctx_.IsLower(i + 1, "to") && ctx_.IsLower(i + 2, "marry") &&
      i + 3 < sent.end_token) {
    std::string other = CharacterAt(i + 3);
    if (other.empty() && (ctx_.IsLower(i + 3, "the") || ctx_.IsLower(i + 3, "a") || ctx_.IsLower(i + 3, "her") ||
                          ctx_.IsLower(i + 3, "his")))
      for (size_t m = i + 4; m + 1 < sent.end_token && m < i + 16; ++m)
        if (ctx_.Is(m, ",")) {
          other = CharacterAt(m + 1);
          break;
        }
    // ("he agrees to marry his eldest son, Ettore, to Concetta": a match made for another.)
    bool arranged = false;
    for (size_t m = i + 3; m + 1 < sent.end_token && m < i + 20 && !arranged; ++m)
      arranged = ctx_.IsLower(m, "to") && RunAt(m + 1) != nullptr;
    const std::string who = other.empty() || arranged ? std::string() : SubjectBefore(i);
    if (!who.empty() && who != other && Asserted(i)) {
      AddRelationship(out, who, other, "romance", "current", 0.7);
      AddEvent(out, "engagement", {who, other}, 0.7, EventSeason(i));
    }
  }
  // "over New Year's she spent a night with his business partner, Xuacu": a night with
  // someone other than the partner told before is an infidelity.
  if ((w == "spent" || w == "spends" || w == "spend") && (ctx_.IsLower(i + 1, "a") || ctx_.IsLower(i + 1, "the")) &&
      ctx_.IsLower(i + 2, "night") && ctx_.IsLower(i + 3, "with") && Asserted(i)) {
    std::string other = CharacterAt(i + 4);
    if (other.empty()) other = CharacterAfterPronounsNoun(i + 4);
    const std::string who = SubjectBefore(i);
    const std::string partner = who.empty() ? std::string() : RecentRomancePartner(*out, who);
    if (!who.empty() && !other.empty() && !partner.empty() && other != partner && other != who) {
      AddRelationship(out, who, other, "romance", "", 0.6);
      AddEvent(out, "infidelity", {who, other}, 0.65, EventSeason(i));
    }
  }
  // "Ceferina calls the wedding off at the altar": the end of the romance with the one she
  // was to marry.
  if ((w == "calls" || w == "called" || w == "calling") &&
      ((ctx_.IsLower(i + 1, "the") && (ctx_.IsLower(i + 2, "wedding") || ctx_.IsLower(i + 2, "engagement")) &&
        ctx_.IsLower(i + 3, "off")) ||
       (ctx_.IsLower(i + 1, "off") && ctx_.IsLower(i + 2, "the") &&
        (ctx_.IsLower(i + 3, "wedding") || ctx_.IsLower(i + 3, "engagement")))) &&
      Asserted(i)) {
    const std::string who = SubjectBefore(i);
    const std::string partner = who.empty() ? std::string() : RecentRomancePartner(*out, who);
    if (!partner.empty() && partner != who) {
      AddRelationship(out, who, partner, "romance", "ended", 0.6);
      AddEvent(out, "breakup", {who, partner}, 0.65, EventSeason(i));
    }
  }
  // "calling off her engagement to a Mumbai banker, Kedar Apte": a breakup of the two.
  if ((w == "calling" || w == "calls" || w == "called" || w == "call") && ctx_.IsLower(i + 1, "off") &&
      IsPossessivePronoun(ctx_.Lower(i + 2)) && ctx_.IsLower(i + 3, "engagement") && ctx_.IsLower(i + 4, "to") &&
      Asserted(i)) {
    const std::string who = SubjectBefore(i);
    std::string other = CharacterAt(i + 5);
    if (other.empty()) other = CharacterAfterDescription(i + 5, 8);
    // ("to a Mumbai banker, Kedar Apte": a description with a place name in it.)
    for (size_t m = i + 6; other.empty() && m < sent.end_token && m < i + 11; ++m)
      if (ctx_.Is(m, ",")) {
        other = CharacterAt(m + 1);
        break;
      }
    if (!who.empty() && !other.empty() && who != other) {
      AddRelationship(out, who, other, "romance", "ended", 0.6);
      AddEvent(out, "breakup", {who, other}, 0.65, EventSeason(i));
    }
  }
  // "whose engagement to Lorrae ended in the series one finale": a breakup of the two.
  if ((w == "engagement" || w == "marriage" || w == "relationship" || w == "romance") && ctx_.IsLower(i + 1, "to") &&
      i > sent.first_token && (ctx_.IsLower(i - 1, "whose") || IsPossessivePronoun(ctx_.Lower(i - 1)))) {
    const NameRun* r = RunAt(i + 2);
    size_t v = r ? After(r) : i + 2;
    if (r && (ctx_.IsLower(v, "ended") || (ctx_.IsLower(v, "was") && ctx_.IsLower(v + 1, "called") &&
                                          ctx_.IsLower(v + 2, "off"))) &&
        Asserted(v)) {
      std::string other = CharacterAt(r->first);
      std::string who = ctx_.IsLower(i - 1, "whose") ? SubjectBefore(i - 1) : ResolvePronoun(i - 1, other);
      // ("Bich is Lorrae's former fiancee, whose engagement ...": the copula's subject.)
      if (who.empty())
        if (const NameRun* first = RunAt(sent.first_token);
            first && (ctx_.IsLower(After(first), "is") || ctx_.IsLower(After(first), "was")))
          who = CharacterAt(first->first);
      if (!who.empty() && !other.empty() && who != other) {
        AddRelationship(out, who, other, "romance", "ended", 0.6);
        AddEvent(out, "breakup", {who, other}, 0.6);
      }
    }
  }
  // "His wedding to Yosefina Nomleni (X) in the Season 2 finale was not", "Dana's wedding
  // to Eli": a wedding, and the romance it is. (A possessive pronoun only where it opens the
  // sentence, whose subject it then is; not a wedding undone or only planned: "her wedding
  // to X was called off", "Dana's wedding to Eli, planned for the finale".)
  // (Nor one that only dates something else: "the week before her wedding to Alimjan".)
  const auto anchor = [&](size_t k) {
    return k > sent.first_token && (ctx_.IsLower(k - 1, "before") || ctx_.IsLower(k - 1, "after") ||
                                    ctx_.IsLower(k - 1, "since") || ctx_.IsLower(k - 1, "until"));
  };
  if (w == "wedding" && ctx_.IsLower(i + 1, "to") && i > sent.first_token &&
      ((IsPossessivePronoun(ctx_.Lower(i - 1)) && i - 1 == sent.first_token) || PossessiveAt(i - 1)) &&
      !anchor(i - 1) && Presupposed(i))
    if (const NameRun* r = RunAt(i + 2)) {
      const std::string other = CharacterAt(r->first);
      std::string who;
      if (IsPossessivePronoun(ctx_.Lower(i - 1))) who = ResolvePronoun(i - 1, other);
      else if (const NameRun* p = ctx_.NameEndingAt(i - 2)) who = CharacterAt(p->first);
      bool undone = false;
      for (size_t k = After(r); k < sent.end_token && k < After(r) + 12 && !undone; ++k) {
        const Word u = ctx_.Lower(k);
        undone = u == "off" || u == "canceled" || u == "cancelled" || u == "postponed" || u == "interrupted" ||
                 u == "never" || u == "planned" || u == "upcoming";
      }
      if (!who.empty() && !other.empty() && who != other && !undone) {
        AddRelationship(out, who, other, "romance", "current", 0.65);
        AddEvent(out, "wedding", {who, other}, 0.65, EventSeason(i));
      }
    }
  // An event named by a noun with its possessor: "his exit still stings", "Ruth's death".
  if (IsPossessivePronoun(w) || PossessiveAt(i)) {
    size_t k = i + 1;
    if (k < sent.end_token && ctx_.T(k).kind == TokenKind::kWord && !ctx_.Has(k, kWordStoryCue) &&
        !ctx_.T(k).Has(kCapitalized) && k + 1 < sent.end_token)
      ++k;  // "his shocking exit"
    std::string_view noun = ctx_.Lower(k);
    // "making her first appearance", "his final appearance": the adjective decides.
    std::string_view adjective = k > i + 1 ? ctx_.Lower(i + 1) : std::string_view();
    const char* type = noun == "exit" || noun == "departure" ? "departure"
                       : noun == "return" || noun == "comeback" ? "return"
                       : noun == "death" || noun == "murder" || noun == "funeral" || noun == "drowning" ||
                               noun == "killing" || noun == "suicide" || noun == "execution"
                           ? "death"
                       : noun == "arrival" ? "arrival"
                       : noun == "appearance" && adjective == "first" ? "arrival"
                       // ("stepped off the ferry in his first scene on the show")
                       : noun == "scene" && adjective == "first" && i > sent.first_token && ctx_.IsLower(i - 1, "in") &&
                               IsPossessivePronoun(w)
                           ? "arrival"
                       : noun == "appearance" && (adjective == "final" || adjective == "last") ? "departure"
                                                                                               : nullptr;
    // ("read their death scene", "his death threats": the noun modifies another.)
    const Word after_noun = ctx_.Lower(k + 1);
    const bool compound = after_noun == "scene" || after_noun == "scenes" || after_noun == "threat" ||
                          after_noun == "threats" || after_noun == "wish" || after_noun == "sentence" ||
                          after_noun == "trap" || after_noun == "toll";
    if (type && !compound && !ctx_.IsLower(k + 1, "from") && Presupposed(k)) {
      std::string who;
      if (IsPossessivePronoun(w)) who = ResolvePronoun(i);
      else if (const NameRun* r = i > sent.first_token ? ctx_.NameEndingAt(i - 1) : nullptr) who = CharacterAt(r->first);
      AddEvent(out, type, {who}, 0.6);
    }
  }
  // "the two of them slept together", "he slept with her cousin Tess": with a romance of
  // either one known to be going on with someone else, an infidelity.
  // ("That does not stop her from sleeping with X": what is not stopped goes on; the one
  // not stopped sleeps with X.)
  size_t unstopped = 0;  // the object of the negated "stop", or 0
  if (w == "sleeping" && i >= sent.first_token + 5 && ctx_.IsLower(i - 1, "from") &&
      (ctx_.IsLower(i - 3, "stop") || ctx_.IsLower(i - 3, "stopped") || ctx_.IsLower(i - 3, "stops")) &&
      (ctx_.IsLower(i - 4, "not") || ctx_.IsLower(i - 4, "n't") || ctx_.IsLower(i - 4, "never")))
    unstopped = i - 2;
  // ("..., Okto (X), with whom she had been sleeping behind Welhelmus's back": the one
  // before the relative "with whom".)
  if ((w == "slept" || w == "sleeping") && i >= sent.first_token + 6 && Asserted(i))
    for (size_t m = i - 2; m + 6 > i && m > sent.first_token + 2; --m) {
      if (!ctx_.IsLower(m, "whom") || !ctx_.IsLower(m - 1, "with") || !ctx_.Is(m - 2, ",")) continue;
      const Word s_word = ctx_.Lower(m + 1);
      const std::string b = CharacterBeforeComma(m - 2);
      // (A pronoun of the gender earlier in the sentence is the same one: "the father is not
      // her fiance, ..., but X, with whom she had been sleeping".)
      size_t pronoun = m + 1;
      for (size_t k = sent.first_token; HeOrShe(s_word) && k < m; ++k)
        if (PronounGender(ctx_.Lower(k)) == PronounGender(s_word)) {
          pronoun = k;
          break;
        }
      const std::string a = HeOrShe(s_word) ? ResolvePronoun(pronoun, b) : CharacterAt(m + 1);
      if (!a.empty() && !b.empty() && a != b) {
        for (const Fact& f : *out) {
          if (f.kind != FactKind::kRelationship || f.type != "romance" || f.status == "ended") continue;
          const bool has_a = f.a == a || f.b == a, has_b = f.a == b || f.b == b;
          if (has_a == has_b) continue;
          AddEvent(out, "infidelity", {has_a ? a : b, f.a == a || f.a == b ? f.b : f.a, has_a ? b : a}, 0.65,
                   EventSeason(i));
          break;
        }
        AddRelationship(out, a, b, "romance", "", 0.6);
      }
      break;
    }
  if ((w == "slept" || w == "sleeps" || w == "sleeping") && (ctx_.IsLower(i + 1, "together") || ctx_.IsLower(i + 1, "with")) &&
      (unstopped || Asserted(i))) {
    std::string a, b;
    if (ctx_.IsLower(i + 1, "together")) {
      SubjectPair(i, &a, &b);
    } else {
      if (unstopped) {
        a = ctx_.IsLower(unstopped, "her") || ctx_.IsLower(unstopped, "him") ? ResolvePronoun(unstopped)
                                                                              : CharacterAt(unstopped);
      } else {
        a = SubjectBefore(i);
        // ("Yadira ... learns that he has been sleeping with": a "he" is no woman the article
        // has shown to be one.)
        if (PronounSubjectContradicts(i, a)) a.clear();
      }
      const syntax::Parse& p = ParseOf(sentence_);
      // ("sleeping with Emil's wife, Rosalinda": the one named after the possessor's noun.)
      if (const NameRun* r = RunAt(i + 2); r && PossessiveAt(r->end)) b = OneNamedAfterPossessor(i + 2);
      // ("sleeping with her best friend, Ottoline": the one the pronoun's noun names.)
      if (b.empty() && IsPossessivePronoun(ctx_.Lower(i + 2))) b = CharacterAfterPronounsNoun(i + 2);
      if (b.empty() && i + 2 < sent.end_token) b = CharacterOfChunk(sentence_, p.chunk_of[i + 2 - sent.first_token]);
      // ("sleeping with the estate manager, Dwimalu": described first.)
      if (b.empty() && (ctx_.IsLower(i + 2, "the") || ctx_.IsLower(i + 2, "a") || ctx_.IsLower(i + 2, "an")))
        b = CharacterAfterDescription(i + 2, 6);
    }
    if (!a.empty() && !b.empty() && a != b) {
      bool affair = false;
      for (const Fact& f : *out) {
        if (f.kind != FactKind::kRelationship || f.type != "romance" || f.status == "ended") continue;
        bool has_a = f.a == a || f.b == a, has_b = f.a == b || f.b == b;
        if (has_a == has_b) continue;
        const std::string& partner = f.a == a || f.a == b ? f.b : f.a;
        AddEvent(out, "infidelity", {has_a ? a : b, partner, has_a ? b : a}, 0.65, EventSeason(i));
        affair = true;
        break;
      }
      // ("has been sleeping with his brother's wife, Bernardita": someone else's spouse, an
      // affair of the two, whoever the spouse is.)
      for (size_t k = i + 2; !affair && k < sent.end_token && k < i + 7 && !ctx_.Is(k, ","); ++k)
        if ((ctx_.IsLower(k, "wife") || ctx_.IsLower(k, "husband")) && k > i + 2 && ctx_.T(k - 1).Has(kPossessive)) {
          AddEvent(out, "infidelity", {a, b}, 0.6, EventSeason(i));
          affair = true;
        }
      AddRelationship(out, a, b, "romance", "", 0.6);
    }
  }
}

// Comings and goings that start at a character's name: "X is back", "X returns", "Season 2
// brings in X", "played by newcomer Y" (in a later season, Y's character arrives).
void Story::NamedEvents(size_t i, const Sentence& sent, std::vector<Fact>* out) {
  const NameRun* r = visit_run_;
  if (!r || (i > sent.first_token && PossessiveAt(i - 1))) return;
  std::string_view before = i > sent.first_token ? ctx_.Lower(i - 1) : std::string_view();
  std::string_view before2 = i > sent.first_token + 1 ? ctx_.Lower(i - 2) : std::string_view();
  if (before == "newcomer" || before == "newcomers") {
    if (auto season = ArticleSeason(); !season || *season <= 1) return;  // in a first season everyone is new
    std::string name = ctx_.Resolve(r->text);
    for (const auto& [actor, character] : cast_)
      if (actor == name && Presupposed(i)) AddEvent(out, "arrival", {character}, 0.6);
    return;
  }
  // "It is also the last we will see of Glenys (X), Maxine's mother": a departure.
  if (before == "of" && (before2 == "see" || before2 == "saw") && i >= sent.first_token + 5) {
    size_t k = i - 3;
    if (ctx_.IsLower(k, "will") || ctx_.IsLower(k, "'ll") || ctx_.IsLower(k, "\u2019ll")) --k;
    if (ctx_.IsLower(k, "we") && ctx_.IsLower(k - 1, "last") && ctx_.IsLower(k - 2, "the") && Asserted(i))
      if (std::string who = CharacterAt(i); !who.empty()) AddEvent(out, "departure", {who}, 0.6);
  }
  bool brought = (before == "in" && (before2 == "brings" || before2 == "brought" || before2 == "bring")) ||
                 before == "introduces" || before == "introduced" || before == "introducing";
  // ("brings in a new night pharmacist, Bishoy Wahba": a description between.)
  if (before == "," && i >= sent.first_token + 5)
    for (size_t k = i - 2; k > sent.first_token + 1 && k + 7 > i; --k) {
      if (ctx_.T(k).kind != TokenKind::kWord || ctx_.T(k).Has(kCapitalized)) break;
      // ("Season 3 brings in their mother, Valeda": a possessive opens it too.)
      if (!ctx_.IsLower(k, "a") && !ctx_.IsLower(k, "an") && !ctx_.IsLower(k, "the") && !IsPossessivePronoun(ctx_.Lower(k)))
        continue;
      brought = ctx_.IsLower(k - 1, "in") &&
                (ctx_.IsLower(k - 2, "brings") || ctx_.IsLower(k - 2, "brought") || ctx_.IsLower(k - 2, "bring"));
      break;
    }
  // "the premiere brings home Bernadine's older brother, Cyril": a return.
  const bool brought_back = (before == "home" || before == "back") &&
                            (before2 == "brings" || before2 == "brought" || before2 == "bring");
  if (brought_back) {
    std::string who = OneNamedAfterPossessor(i);
    if (!who.empty() && Asserted(i)) AddEvent(out, "return", {who}, 0.6);
    return;
  }
  size_t k = After(r);
  // ("Lusekelo, 31, comes home in the premiere": past an age set off by commas.)
  if (ctx_.Is(k, ",") && k + 3 < sent.end_token && ctx_.T(k + 1).kind == TokenKind::kNumber &&
      ctx_.Tok(k + 1).size() <= 3 && ctx_.Is(k + 2, ",") && ctx_.T(k + 3).kind == TokenKind::kWord &&
      !ctx_.T(k + 3).Has(kCapitalized))
    k += 3;
  bool back = false, returns = false;
  size_t asserted_at = i;  // the token whose clause must assert the event
  size_t return_at = k;    // (the same for a return)
  if (!brought && k + 1 < sent.end_token) {
    std::string_view v = ctx_.Lower(k), next = ctx_.Lower(k + 1);
    // ("Poovamma's ex-husband, Inspector Kushalappa (X), is back in Madikeri": a name set off
    // by commas, then its verb.)
    if (v == "," && next == "is" && (ctx_.IsLower(k + 2, "back") || ctx_.IsLower(k + 2, "home")) &&
        i > sent.first_token + 2) {
      ++k;
      v = next;
      next = ctx_.Lower(k + 1);
    }
    // ("his ex-wife, Imaobong (X), back in town for the first time since 2027, walks up the
    // aisle": an apposition that says so.)
    if (v == "," && next == "back" &&
        (ctx_.IsLower(k + 2, "in") || ctx_.IsLower(k + 2, "home") || ctx_.IsLower(k + 2, "from") ||
         ctx_.IsLower(k + 2, "after")))
      back = true;
    // ("Ekaette is back at the airboat dock in the premiere", "Thulani is home.")
    back = back || ((v == "is" || v == "'s" || v == "\u2019s") && next == "back" &&
           (k + 2 >= sent.end_token || ctx_.T(k + 2).kind == TokenKind::kPunct || ctx_.IsLower(k + 2, "in") ||
            ctx_.IsLower(k + 2, "on") || ctx_.IsLower(k + 2, "for") || ctx_.IsLower(k + 2, "this") ||
            ctx_.IsLower(k + 2, "from") || ctx_.IsLower(k + 2, "after") || ctx_.IsLower(k + 2, "home") ||
            // ("is back at the airboat dock in the premiere": a place, then the episode it is
            // back in; "is back at the base, still recovering" is no return.)
            (ctx_.IsLower(k + 2, "at") && [&] {
              for (size_t m = k + 3; m < sent.end_token && m < k + 10 && !ctx_.Is(m, ","); ++m)
                if (ctx_.IsLower(m, "premiere") || ctx_.IsLower(m, "episode") || ctx_.IsLower(m, "finale"))
                  return true;
              return false;
            }())));
    back = back || (v == "is" && next == "home" && (k + 2 >= sent.end_token || ctx_.Is(k + 2, ".") ||
                                                    ctx_.IsLower(k + 2, "from") || ctx_.IsLower(k + 2, "for")));
    // ("Leakena will be back for at least four episodes next season": a return to come.)
    if (v == "will" && next == "be" && ctx_.IsLower(k + 2, "back") &&
        (k + 3 >= sent.end_token || ctx_.T(k + 3).kind == TokenKind::kPunct || ctx_.IsLower(k + 3, "in") ||
         ctx_.IsLower(k + 3, "for") || ctx_.IsLower(k + 3, "next") || ctx_.IsLower(k + 3, "later")))
      back = true;
    for (size_t m = k + 2; back && m < sent.end_token && m < k + 6; ++m)
      if (ctx_.IsLower(m, "role") || ctx_.IsLower(m, "part")) back = false;  // an actor back in a role
    // "Then Tae-yang comes home.", "X, ..., has come home after a year in prison"
    // ("her ex-boyfriend, Ermengol (X), has come back from a year in Lima": "back" too.)
    if (v == "," && (next == "has" || next == "had") && ctx_.IsLower(k + 2, "come") &&
        (ctx_.IsLower(k + 3, "home") || ctx_.IsLower(k + 3, "back"))) {
      v = "came";
      next = "home";
    }
    // ("Emyr (X) has come home after a year in prison", "is moving back home".)
    if (((v == "has" || v == "had") && next == "come" && (ctx_.IsLower(k + 2, "home") || ctx_.IsLower(k + 2, "back"))) ||
        (v == "is" && next == "moving" && (ctx_.IsLower(k + 2, "home") || ctx_.IsLower(k + 2, "back")))) {
      v = "came";
      next = "home";
    }
    // ("moves home from Atlanta after her divorce", "moves back home": a return too.)
    const bool moves = v == "moves" || v == "moved" || v == "heads" || v == "headed";
    // "walks back into the yard in the premiere", "comes back to town": a return.
    const auto comes_back = [&](std::string_view verb, std::string_view adverb, size_t at) {
      return (verb == "walks" || verb == "walked" || verb == "comes" || verb == "came" || verb == "strolls" ||
              verb == "strolled" || verb == "storms" || verb == "stormed") &&
             adverb == "back" &&
             (ctx_.IsLower(at, "into") || ctx_.IsLower(at, "to") || ctx_.IsLower(at, "in") || ctx_.IsLower(at, "home") ||
              // ("came back from Dubai in the premiere": a place, not "from the first season")
              (ctx_.IsLower(at, "from") && ctx_.T(at + 1).Has(kCapitalized) && !ctx_.masked[at + 1]));
    };
    // ("Madina will return in the second episode": a return to come.)
    // ("Telva's mother, Aldonza (X), will return later this month": after an apposition's
    // comma too, when the name has its actor in brackets: a character, not a star.)
    const size_t wk = v == "," && next == "will" && ctx_.Is(k - 1, ")") ? k + 1 : k;
    const bool will_return = ctx_.IsLower(wk, "will") && ctx_.IsLower(wk + 1, "return") &&
                             (ctx_.IsLower(wk + 2, "in") || ctx_.IsLower(wk + 2, "later") ||
                              ctx_.IsLower(wk + 2, "next") || ctx_.IsLower(wk + 2, "home") ||
                              (wk + 2 < sent.end_token && ctx_.T(wk + 2).kind == TokenKind::kPunct));
    // ("returns for the first time since the Season 2 finale": a return, not a role.)
    const bool first_time = next == "for" && ctx_.IsLower(k + 2, "the") && ctx_.IsLower(k + 3, "first");
    returns = will_return ||
              ((v == "returns" || v == "returned") && next != "as" && (next != "for" || first_time) &&
               // ("returns to Boston in the premiere": a place; not "to the role", "to CBS", a work.)
               (next != "to" || (k + 2 < sent.end_token && ctx_.T(k + 2).Has(kCapitalized) &&
                                 ctx_.T(k + 2).kind == TokenKind::kWord && !ctx_.masked[k + 2] &&
                                 !ctx_.NetworkAt(k + 2) &&
                                 !(RunAt(k + 2) && character_set_.count(ctx_.Resolve(RunAt(k + 2)->text)))))) ||
              comes_back(v, next, k + 2) ||
              ((v == "comes" || v == "came") && next == "home") ||
              (moves && (next == "home" || (next == "back" && ctx_.IsLower(k + 2, "home"))));
    // ("Ilidio left for the mines in the first episode and comes home in the seventh": a
    // second verb of the same subject, joined by "and" with no subject of its own.)
    if (!returns && !brought && (v == "left" || v == "leaves" || v == "moved" || v == "moves"))
      for (size_t c = k + 1; c + 2 < sent.end_token && c < k + 16; ++c) {
        if (RunAt(c) || ctx_.Is(c, ";")) break;
        if (!ctx_.IsLower(c, "and")) continue;
        const Word v2 = ctx_.Lower(c + 1);
        if ((v2 == "comes" || v2 == "came") && (ctx_.IsLower(c + 2, "home") || ctx_.IsLower(c + 2, "back"))) {
          returns = true;
          return_at = c + 1;
        }
        break;
      }
    // "Her estranged father, Milos, finally turns up after a decade away": an arrival, or
    // a return after years away (past an apposition's comma and an adverb).
    size_t up = k;
    // ("Kingi (X), a shearing contractor from Rotorua, turns up": past an apposition.)
    // ("..., a shearing contractor from Rotorua who turns up": or to the "who" that ends it.)
    // ("Mareko (X), Milena's younger brother, comes home": or a possessor's noun.)
    const NameRun* possessor = ctx_.Is(up, ",") ? RunAt(up + 1) : nullptr;
    if (ctx_.Is(up, ",") && (ctx_.IsLower(up + 1, "a") || ctx_.IsLower(up + 1, "an") || ctx_.IsLower(up + 1, "the") ||
                             (possessor && PossessiveAt(possessor->end))))
      for (size_t c = up + 2; c < sent.end_token && c < up + 12; ++c)
        if (ctx_.Is(c, ",") || ctx_.IsLower(c, "who")) {
          up = c;
          break;
        }
    // ("Ziva (X), a pilot who had left for Denver a decade earlier, came home to Ouray": a
    // relative clause inside the apposition, closed by the comma before the verb.)
    if (up != k && ctx_.IsLower(up, "who"))
      for (size_t c = up + 1; c + 1 < sent.end_token && c < up + 20; ++c) {
        if (!CharacterAt(c).empty()) break;
        if (!ctx_.Is(c, ",")) continue;
        const Word after = ctx_.Lower(c + 1);
        if (after == "comes" || after == "came" || after == "returns" || after == "returned") up = c;
        break;
      }
    // ("Saitoti, never seen in Season 1, turns up": an aside that names no one.)
    if (up == k && ctx_.Is(up, ",") &&
        (ctx_.IsLower(up + 1, "never") || ctx_.IsLower(up + 1, "unseen") || ctx_.IsLower(up + 1, "last") ||
         ctx_.IsLower(up + 1, "not") || ctx_.IsLower(up + 1, "long") || ctx_.IsLower(up + 1, "absent") ||
         // ("Gregoria (X), presumed dead since the Season 12 fire, walks back in")
         ctx_.IsLower(up + 1, "presumed") || ctx_.IsLower(up + 1, "believed") || ctx_.IsLower(up + 1, "thought")))
      for (size_t c = up + 2; c < sent.end_token && c < up + 10; ++c) {
        if (!CharacterAt(c).empty()) break;
        if (ctx_.Is(c, ",")) {
          up = c;
          break;
        }
      }
    // ("Stipe (X), who fled to Shreveport after the fire, comes home": past a relative
    // clause closed by its comma, when no one else is named in it.)
    if (ctx_.Is(k, ",") && ctx_.IsLower(k + 1, "who") && up == k)
      for (size_t c = k + 2; c < sent.end_token && c < k + 20; ++c) {
        if (ctx_.Is(c, ".") || ctx_.Is(c, ";") || !CharacterAt(c).empty()) break;
        if (ctx_.Is(c, ",")) {
          up = c;
          break;
        }
      }
    // (", who turns up at his station asking for help": the relative's own verb.)
    if (ctx_.Is(up, ",")) ++up;
    if (ctx_.IsLower(up, "who")) ++up;
    if (ctx_.IsLower(up, "finally") || ctx_.IsLower(up, "then") || ctx_.IsLower(up, "suddenly") ||
        ctx_.IsLower(up, "eventually"))
      ++up;
    if (up != k && up + 1 < sent.end_token) {
      v = ctx_.Lower(up);
      next = ctx_.Lower(up + 1);
      // ("Wenonah (X), ..., moves home from Atlanta": past the apposition too.)
      if (((v == "moves" || v == "moved" || v == "comes" || v == "came") &&
           (next == "home" || (next == "back" && ctx_.IsLower(up + 2, "home")))) ||
          comes_back(v, next, up + 2)) {
        returns = true;
        // ("Kelevyt (X), a surgeon nobody has mentioned in twenty years, comes home": the
        // aside's negation is not the verb's.)
        return_at = up;
      }
      // ("Her ex-husband, Aslak (X), returns for the first time since ...": the verb after
      // the name's brackets.)
      if ((v == "returns" || v == "returned") && up == k + 1 && ctx_.Is(k - 1, ")") &&
          (next == "in" || next == "home" || (next == "for" && ctx_.IsLower(up + 2, "the") && ctx_.IsLower(up + 3, "first"))))
        returns = true;
    }
    // ("Gwen Aldridge, who played Ruth, turns up in a handful of flashbacks": the actor,
    // and in flashbacks; no one arrives.)
    // (Only the words right after the verb are searched: a hostile one-sentence document
    // must stay linear.)
    const bool played = IsPlayVerb(before) || before == "as";
    const std::string_view after_verb =
        std::string_view(ctx_.at.text).substr(ctx_.T(k).start, std::min<size_t>(160, ctx_.at.text.size() - ctx_.T(k).start));
    if ((v == "turns" || v == "turned" || v == "shows" || v == "showed") && next == "up" && !played &&
        after_verb.find("flashback") == std::string_view::npos) {
      if (before == "estranged" || after_verb.find(" away") != std::string_view::npos ||
          after_verb.find(" years") != std::string_view::npos)
        returns = true;
      else
        brought = true;
      // ("Saitoti, never seen in Season 1, turns up": the aside's negation is not the verb's.)
      asserted_at = up;
    }
  }
  // ("the body of a ferry captain, Rawdon Chiddick, turns up under the dock": a body that
  // turns up is a death, told above, no arrival.)
  if (brought)
    for (size_t b = i; b-- > sent.first_token && b + 10 > i;)
      if ((ctx_.IsLower(b, "body") || ctx_.IsLower(b, "corpse")) && ctx_.IsLower(b + 1, "of")) brought = false;
  if (!brought && !back && !returns) return;
  // (After "brings in" a name is no place; after "from" it is: "a contractor from Rotorua,
  // turns up" is the contractor's arrival.)
  std::string who = CharacterAt(i, /*place_ok=*/brought && before == "in");
  // ("brought in Wumpini's younger sister, Zenabu": the one the possessor's noun names.)
  if (brought && PossessiveAt(r->end))
    if (std::string named = OneNamedAfterPossessor(i); !named.empty()) who = named;
  if (who.empty()) return;
  // (The parse puts the aside's "never" in the verb's clause: past an aside, only a
  // condition or a question around the whole sentence takes the event back.)
  const bool sentence_asserted = !ctx_.IsLower(sent.first_token, "if") && !ctx_.IsLower(sent.first_token, "whether") &&
                                 !ParseOf(sentence_).clauses[0].question;
  if (brought && (asserted_at == i ? Asserted(i) : sentence_asserted)) AddEvent(out, "arrival", {who}, 0.6);
  if ((back || returns) && (return_at == k ? Asserted(k) : sentence_asserted)) AddEvent(out, "return", {who}, 0.6);
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
