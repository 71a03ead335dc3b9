// The events of couples: engagements, weddings, breakups and infidelity, told by the
// couple's nouns and verbs (CoupleEvents), by one partner's verb with the other for its
// object (PartnerEvents), and by a partner left or a night spent (PartingsAndAffairs).
// Events calls these in turn with the other families (story_events.cc).
#include <algorithm>

#include "extract/story_internal.h"

namespace showgraph::extract {

namespace {

// A noun that names a partner in love: "her husband, Garmon".
bool IsPartnerNoun(std::string_view noun) {
  return noun == "husband" || noun == "wife" || noun == "boyfriend" || noun == "girlfriend" || noun == "fiance" ||
         noun == "fianc\u00e9" || noun == "fiancee" || noun == "fianc\u00e9e" || noun == "lover" || noun == "partner";
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
                             ctx_.IsLower(d - 1, "break") || ctx_.IsLower(d - 1, "breaking") ||
                             ctx_.IsLower(d - 1, "broken"));
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
    // ("was still married to X when the partnership began": a state at that time.)
    const bool still = aux_at + 1 < i && (ctx_.IsLower(aux_at + 1, "still") || ctx_.IsLower(aux_at + 1, "already"));
    const bool state = w == "married" && (aux == "is" || aux == "are" || aux == "been" || aux == "remains" || was_for ||
                                          during || ((aux == "was" || aux == "were") && still));
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
  // ("...; their divorce came through halfway through the second season": a divorce made
  // final is the same end.)
  const bool divorce_final = w == "divorce" && ((ctx_.IsLower(i + 1, "came") && ctx_.IsLower(i + 2, "through")) ||
                                                (ctx_.IsLower(i + 1, "went") && ctx_.IsLower(i + 2, "through")) ||
                                                (ctx_.IsLower(i + 1, "was") && ctx_.IsLower(i + 2, "finalized")) ||
                                                (ctx_.IsLower(i + 1, "is") && ctx_.IsLower(i + 2, "final")));
  if ((w == "marriage" || w == "relationship" || w == "engagement" || w == "romance" || divorce_final) &&
      i > sent.first_token && ctx_.IsLower(i - 1, "their") &&
      (divorce_final || ((ctx_.IsLower(i + 1, "is") || ctx_.IsLower(i + 1, "was")) && ctx_.IsLower(i + 2, "over"))) &&
      Asserted(i)) {
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
  // "It ended with Mauricette engaged to Sulpice. The new season opens with their wedding.":
  // "their wedding" is the wedding of the pair whose romance this sentence or the one before
  // (in its paragraph) told. (Not "their wedding plans", nor a wedding called off.)
  // ("she called off their wedding", "walked out the week before their wedding": none took place.)
  auto not_held = [&] {
    for (size_t k = i - 1; k > sent.first_token && k + 5 > i - 1; --k) {
      const Word b = ctx_.Lower(k - 1);
      if (b == "off" || b == "cancelled" || b == "canceled" || b == "postponed" || b == "before" || b == "ahead" ||
          b == "until" || b == "stopped" || b == "crashed" || b == "ruined" || b == "planning" || b == "plan")
        return true;
    }
    return false;
  };
  if (w == "wedding" && i > sent.first_token && ctx_.IsLower(i - 1, "their") && !ctx_.IsLower(i + 1, "plans") &&
      !ctx_.IsLower(i + 1, "planning") && !ctx_.IsLower(i + 1, "anniversary") &&
      !CalledOff(ctx_, i + 1, std::min<size_t>(sent.end_token, i + 8)) && !not_held() && Asserted(i)) {
    const size_t from = sentence_ > 0 && ctx_.at.sentences[sentence_ - 1].paragraph == sent.paragraph
                            ? ctx_.at.sentences[sentence_ - 1].span.start
                            : sent.span.start;
    for (auto f = out->rbegin(); f != out->rend(); ++f)
      if (f->kind == FactKind::kRelationship && f->type == "romance" && !f->evidence.empty() &&
          f->evidence.back().start >= from && f->evidence.back().start < sent.span.end) {
        AddEvent(out, "wedding", {f->a, f->b}, 0.65, EventSeason(i));
        break;
      }
  }
  // "The finale was built around Toyah's wedding to the eel catcher Aiden Rayment": the
  // wedding of the possessor and the one after "to" (not one called off or still planned).
  if (w == "wedding" && i >= sent.first_token + 2 && ctx_.T(i - 1).Has(kPossessive) && ctx_.IsLower(i + 1, "to") &&
      !CalledOff(ctx_, i + 1, std::min<size_t>(sent.end_token, i + 20)) && !not_held() && Asserted(i))
    if (const NameRun* owner = ctx_.NameEndingAt(i - 2)) {
      const std::string me = CharacterAt(owner->first);
      std::string other = CharacterAt(i + 2);
      if (other.empty()) other = CharacterAfterDescription(i + 2, 8);
      if (!me.empty() && !other.empty() && me != other) AddEvent(out, "wedding", {me, other}, 0.7, EventSeason(i));
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

}  // namespace showgraph::extract
