// The events of one character's life: pregnancies, births, deaths and coming out, read
// by LifeEvents (and the divorces, weddings and engagements told between them, kept in
// place: a later pattern reads the facts an earlier one added). Events calls it in turn
// with the other families (story_events.cc).
#include "extract/story_internal.h"

namespace showgraph::extract {

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
  // A scene an episode opens or ends with, told by a participle after the one it shows: "The
  // pilot opens with the funeral director X (Actor) dying at his own front desk" (a death),
  // "the fall finale ended with X proposing to Y" (an engagement), "the new series opens with
  // ... and Y's niece, X (Actor), arriving in Lowestoft" (an arrival).
  if ((w == "dying" || w == "proposing" || w == "arriving") && i > sent.first_token + 3) {
    // (Past the actor in brackets, and a comma after them: "Lucy Vance (X), arriving".)
    const size_t k = ctx_.Is(i - 1, ",") && ctx_.Is(i - 2, ")") ? i - 1 : i;
    if (const NameRun* r = RunBeforeActor(k, 12)) {
      // "with" before the name, past a description or an earlier item of the scene.
      size_t with = r->first;
      while (with > sent.first_token && with + 24 > r->first && !ctx_.IsLower(with - 1, "with") &&
             !ctx_.Is(with - 1, ";") && !ctx_.Is(with - 1, ":"))
        --with;
      const Word verb = with >= sent.first_token + 2 ? ctx_.Lower(with - 2) : Word();
      const bool scene = with > sent.first_token && ctx_.IsLower(with - 1, "with") &&
                         (verb == "opens" || verb == "opened" || verb == "ends" || verb == "ended" || verb == "begins" ||
                          verb == "began" || verb == "closes" || verb == "closed" || verb == "starts" ||
                          verb == "started") &&
                         Asserted(with - 2);
      if (std::string who = scene ? CharacterAt(r->first) : std::string(); !who.empty()) {
        // ("The pilot opens with ...": the first season's.)
        const bool pilot = with >= sent.first_token + 3 && ctx_.IsLower(with - 3, "pilot");
        const std::optional<int> season = pilot ? std::optional<int>(1) : EventSeason(i);
        if (w == "dying") AddEvent(out, "death", {who}, 0.65, season);
        if (w == "arriving") AddEvent(out, "arrival", {who}, 0.6, season);
        if (w == "proposing" && ctx_.IsLower(i + 1, "to"))
          if (std::string other = CharacterAt(i + 2); !other.empty() && other != who) {
            AddEvent(out, "engagement", {who, other}, 0.65, season);
            AddRelationship(out, who, other, "romance", "current", 0.6);
          }
      }
    }
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
  // ("the brothers, who bury their father, Budoc, in the first scene": "bury" too.)
  if ((w == "buried" || w == "buries" || w == "burying" || w == "bury") && i + 2 < sent.end_token && Asserted(i) &&
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
  // (Not one ended: "called off her engagement to Thodoris", "broke off his engagement".)
  const bool ended = i >= sent.first_token + 2 && IsPossessivePronoun(ctx_.Lower(i - 1)) &&
                     (ctx_.IsLower(i - 2, "off") || ctx_.IsLower(i - 2, "ended") || ctx_.IsLower(i - 2, "ends") ||
                      ctx_.IsLower(i - 2, "end") || ctx_.IsLower(i - 2, "cancels") || ctx_.IsLower(i - 2, "cancelled") ||
                      ctx_.IsLower(i - 2, "canceled"));
  if (w == "engagement" && ctx_.IsLower(i + 1, "to") && i > sent.first_token && !ended &&
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

}  // namespace showgraph::extract
