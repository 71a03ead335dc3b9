// Relationships of a pair: "X and Y dated (broke up, are rivals)", "the Castell sisters,
// Ines and Mar", "she and Tor have been rivals", "X and Y, a married couple", "the Plumbs
// are a married couple"; and "they" or "the two" for a pair told just before.
#include "extract/story_internal.h"

namespace showgraph::extract {

// The first pair "X and Y" sentence `s` names, as characters.
bool Story::PairInSentence(uint32_t s, std::string* a, std::string* b) const {
  const Sentence& ps = ctx_.at.sentences[s];
  if (ps.paragraph + 1 < ctx_.at.sentences[sentence_].paragraph) return false;
  for (size_t k = ps.first_token; k < ps.end_token; ++k)
    if (const NameRun* r = RunAt(k)) {
      size_t end = 0;
      if (PairAt(k, a, b, &end) && *a != *b) return true;
      k = r->end - 1;
    }
  return false;
}

void Story::PairPronouns(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out) {
  // "... the story we wanted to tell about Dana and Eli. In Season 1 they were enemies.
  // ... They have a daughter, Liis": a "they" that opens its clause, with no name before it
  // in its sentence, is the pair a sentence just before named (three back at most).
  // "Dalmazzo was Teresio's partner until the two men split it, and they have fought over
  // the boundary stones ever since": "they" after "and" goes on about the two of the tie
  // the sentence has just stated, now rivals.
  if (w == "they" && i > sent.first_token + 1 && ctx_.IsLower(i - 1, "and") && !out->empty()) {
    size_t v = i + 1;
    while (v < sent.end_token && v < i + 4 && (ctx_.IsLower(v, "have") || ctx_.IsLower(v, "had") || ctx_.IsLower(v, "been")))
      ++v;
    const Word verb = ctx_.Lower(v);
    const Fact& last = out->back();
    const Span here = ctx_.at.sentences[sentence_].span;
    if ((verb == "fought" || verb == "feuded" || verb == "battled" || verb == "warred" || verb == "clashed") &&
        last.kind == FactKind::kRelationship && !last.evidence.empty() && last.evidence.back().start >= here.start &&
        last.evidence.back().start < here.end && Asserted(v)) {
      const std::string a = last.a, b = last.b;
      AddRelationship(out, a, b, "rivalry", "current", 0.6);
    }
  }
  if (w == "they" && i + 2 < sent.end_token && sentence_ > 0 && i < sent.first_token + 5) {
    bool named = false;
    for (size_t k = sent.first_token; k < i && !named; ++k) named = RunAt(k) != nullptr;
    std::string a, b;
    // (Up to three sentences back: "They are lovers. ... They have a daughter".)
    bool paired = false;
    for (uint32_t back = 1; !named && back <= 3 && back <= sentence_ && !paired; ++back)
      paired = PairInSentence(sentence_ - back, &a, &b);
    if (paired) {
      size_t v = i + 1;
      while (v < sent.end_token && v < i + 4 &&
             (ctx_.IsLower(v, "have") || ctx_.IsLower(v, "had") || ctx_.IsLower(v, "are") || ctx_.IsLower(v, "were") ||
              ctx_.IsLower(v, "now") || ctx_.IsLower(v, "became") || ctx_.IsLower(v, "become")))
        ++v;
      if (!PairCopula(i + 1, v, a, b, out) && (ctx_.IsLower(i + 1, "have") || ctx_.IsLower(i + 1, "had")) &&
          (ctx_.IsLower(i + 2, "a") || ctx_.IsLower(i + 2, "an"))) {
        // "They have a daughter, Liis": the child of both.
        size_t noun = i + 3;
        const Word n = ctx_.Lower(noun);
        if ((n == "daughter" || n == "son" || n == "child") && ctx_.Is(noun + 1, ",") && Asserted(i + 1))
          if (std::string child = CharacterAt(noun + 2); !child.empty() && child != a && child != b) {
            AddRelationship(out, a, child, "family", "current", 0.7);
            AddRelationship(out, b, child, "family", "current", 0.7);
          }
      }
    }
  }
  // "Her brother, Seikhohao, took it badly, and the two are now open enemies": "the two" as
  // a clause's subject is the pair just told of, and what they are follows.
  if (w == "two" && i > sent.first_token && ctx_.IsLower(i - 1, "the") && i + 2 < sent.end_token &&
      (i - 1 == sent.first_token || ctx_.IsLower(i - 2, "and") || ctx_.Is(i - 2, ",")) &&
      (ctx_.IsLower(i + 1, "are") || ctx_.IsLower(i + 1, "were") || ctx_.IsLower(i + 1, "became") ||
       ctx_.IsLower(i + 1, "have") || ctx_.IsLower(i + 1, "had"))) {
    std::string a, b;
    // (A tie this sentence has just told is the two's: "Her brother, Seikhohao, ...".)
    for (auto f = out->rbegin(); f != out->rend() && a.empty(); ++f)
      if (f->kind == FactKind::kRelationship && !f->evidence.empty() && f->evidence.back().start >= sent.span.start &&
          f->evidence.back().start < sent.span.end) {
        a = f->a;
        b = f->b;
      }
    if ((!a.empty() || SubjectPair(i, &a, &b)) && a != b) {
      // (The copula's next word, as "they are" is read: "now open" are adjectives to it.)
      size_t v = i + 1;
      while (v < sent.end_token && v < i + 4 &&
             (ctx_.IsLower(v, "are") || ctx_.IsLower(v, "were") || ctx_.IsLower(v, "have") || ctx_.IsLower(v, "had")))
        ++v;
      PairCopula(i + 1, v, a, b, out);
    }
  }
}

bool Story::PairTies(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out) {
  // "couple - Ben (Al Roe) and Sam (Tim Poe)"
  if (w == "couple" || w == "couples" || w == "duo" || w == "lovebirds") {
    for (size_t k = i + 1; k < sent.end_token && k < i + 4; ++k) {
      std::string a, b;
      size_t end;
      if (PairAt(k, &a, &b, &end)) {
        if (Asserted(i)) AddRelationship(out, a, b, "romance", "current", 0.8);
        break;
      }
    }
  }

  // "the Castell sisters, Ines (X) and Mar (Y)", "twins Ada and Bo": kin to each other.
  if ((w == "sisters" || w == "brothers" || w == "siblings" || w == "twins" || w == "cousins") && i + 2 < sent.end_token) {
    const size_t at = ctx_.Is(i + 1, ",") ? i + 2 : i + 1;
    std::string a, b;
    size_t end = 0;
    if (RunAt(at) && PairAt(at, &a, &b, &end) && a != b && Presupposed(i)) {
      AddRelationship(out, a, b, "family", "current", 0.7);
      // ("the feuding Lumiste sisters, Piret and Triin": rivals as well.)
      for (size_t k = i > sent.first_token + 3 ? i - 3 : sent.first_token; k < i; ++k)
        if (ctx_.IsLower(k, "feuding") || ctx_.IsLower(k, "warring") || ctx_.IsLower(k, "rival")) {
          AddRelationship(out, a, b, "rivalry", "current", 0.65);
          break;
        }
    }
  }
  // "she and Tor have been bitter rivals": a pronoun first, resolved to a character. (Read
  // at the name, since a pronoun starts no pattern.)
  if (i >= sent.first_token + 2 && ctx_.IsLower(i - 1, "and") && (ctx_.IsLower(i - 2, "he") || ctx_.IsLower(i - 2, "she"))) {
    const size_t p = i - 2;
    bool opens = p == sent.first_token || ctx_.Is(p - 1, ",") ||
                 (p >= sent.first_token + 2 && (ctx_.IsLower(p - 1, "and") || ctx_.IsLower(p - 1, "but")) &&
                  ctx_.Is(p - 2, ","));
    // ("By the midseason finale he and Ziva were together": after an opening phrase of time.)
    // (Or after ", and": "..., and by the midseason finale he and Ziva were together".)
    for (size_t start = p; !opens && start > sent.first_token && start + 7 > p; --start) {
      const size_t w0 = start - 1;
      const Word lead = ctx_.Lower(w0);
      if (!(lead == "by" || lead == "in" || lead == "after" || lead == "since" || lead == "until" || lead == "during"))
        continue;
      if (w0 != sent.first_token && !ctx_.Is(w0 - 1, ",") && !(ctx_.IsLower(w0 - 1, "and") && ctx_.Is(w0 - 2, ",")))
        break;
      opens = true;
      for (size_t k = w0 + 1; opens && k < p; ++k)
        opens = ctx_.T(k).kind == TokenKind::kWord && !ctx_.NameAt(k) && !ctx_.Has(k, kWordStoryCue);
    }
    if (const NameRun* r2 = opens ? RunAt(i) : nullptr) {
      std::string b = CharacterAt(r2->first);
      std::string a;
      // ("Ebube (X), ..., arrived to replace Vartan's old crew, and by the finale he and Ziva
      // were together": within the sentence, its subject, not the nearest possessor.)
      if (const NameRun* subject = p > sent.first_token ? RunAt(sent.first_token) : nullptr;
          subject && !b.empty() && !PossessiveAt(After(subject)))
        a = CharacterAt(sent.first_token);
      if (a.empty() || a == b) a = b.empty() ? std::string() : ResolvePronoun(p, b);
      size_t end = After(r2);
      size_t v = end;
      while (v < sent.end_token && v < end + 3 &&
             (ctx_.IsLower(v, "have") || ctx_.IsLower(v, "had") || ctx_.IsLower(v, "are") || ctx_.IsLower(v, "were")))
        ++v;
      if (!a.empty() && a != b && PairCopula(end, v, a, b, out)) return true;
    }
  }
  // "X and Y dated / broke up / got engaged / got married / are best friends"
  // ("He and his wife, Lika (X), divorced in Season 2": a pronoun may open the pair; read
  // at the possessive, since a pronoun starts no pattern.)
  const bool pronoun_pair = IsPossessivePronoun(w) && i >= sent.first_token + 2 && ctx_.IsLower(i - 1, "and") &&
                            HeOrShe(ctx_.Lower(i - 2)) && i - 2 == PastSpeakerLabel(sent);
  if (const NameRun* r = visit_run_; (r && (i == sent.first_token || !ctx_.T(i - 1).Has(kPossessive))) || pronoun_pair) {
    std::string a, b;
    size_t end;
    if (PairAt(pronoun_pair ? i - 2 : i, &a, &b, &end)) {
      size_t v = end;
      while (v < sent.end_token && v < end + 3 &&
             (ctx_.IsLower(v, "have") || ctx_.IsLower(v, "had") || ctx_.IsLower(v, "finally") ||
              ctx_.IsLower(v, "will") || ctx_.IsLower(v, "are") || ctx_.IsLower(v, "were") ||
              ctx_.IsLower(v, "both") || ctx_.IsLower(v, "officially") || ctx_.IsLower(v, "secretly")))
        ++v;
      // ("X and Y have been married for thirty years", "play Jaycee and Demarco Tortice,
      // married thirty years and still arguing": a marriage told as a state, no wedding.)
      const bool state = (ctx_.IsLower(v, "been") && ctx_.IsLower(v + 1, "married")) ||
                         (ctx_.Is(end, ",") && ctx_.IsLower(end + 1, "married") &&
                          (ctx_.IsLower(end + 3, "years") || ctx_.IsLower(end + 4, "years")));
      if (state && Asserted(v)) {
        AddRelationship(out, a, b, "romance", "current", 0.8);
        return true;
      }
      std::string_view verb = ctx_.Lower(v), next = ctx_.Lower(v + 1);
      if (PairApposition(end, a, b, out)) return true;
      if (PairCopula(end, v, a, b, out)) {
        // "X and Y were business partners until 1998, and they have been bitter rivals
        // ever since": "they" goes on about the same two.
        for (size_t k = v + 1; k + 2 < sent.end_token && k < v + 30; ++k) {
          if (!ctx_.IsLower(k, "they") || !(ctx_.IsLower(k - 1, "and") || ctx_.Is(k - 1, ",") || ctx_.Is(k - 1, ";")))
            continue;
          size_t v2 = k + 1;
          while (v2 < sent.end_token && v2 < k + 3 &&
                 (ctx_.IsLower(v2, "have") || ctx_.IsLower(v2, "had") || ctx_.IsLower(v2, "are") ||
                  ctx_.IsLower(v2, "were") || ctx_.IsLower(v2, "now")))
            ++v2;
          PairCopula(k + 1, v2, a, b, out);
          break;
        }
        return true;
      }
      // Only a verb some pattern below knows is worth a parse of the clause.
      static constexpr std::string_view kVerbs[] = {"dated", "dating", "kissed", "kiss", "fell", "got", "hooked",
                                                    "broke", "break", "split", "divorced", "separated", "called",
                                                    "get", "are", "engaged", "betrothed", "wed", "marry", "married",
                                                    "were", "became", "'s", "\u2019s"};
      bool known = ctx_.T(v).Has(kPossessive);
      for (std::string_view k : kVerbs) known = known || verb == k;
      if (known && Asserted(v)) {
        if (verb == "dated" || verb == "dating" || verb == "kissed" || verb == "kiss" || (verb == "fell" && next == "in") ||
            (verb == "got" && next == "together") || (verb == "hooked" && next == "up")) {
          bool ended = verb == "dated" && ParagraphText(sent.paragraph).find("before") != std::string_view::npos;
          AddRelationship(out, a, b, "romance", ended ? "ended" : "current", 0.75);
        } else if ((verb == "broke" || verb == "break") && next == "up") {
          AddRelationship(out, a, b, "romance", "ended", 0.8);
          AddEvent(out, "breakup", {a, b}, 0.8);
        } else if (((verb == "split" || verb == "divorced" || verb == "separated") && !IsDeterminer(next)) ||
                   (verb == "called" && next == "it")) {
          // ("separated in Season 2 and reconciled in the Season 3 finale", "divorced ..., and
          // the trailer shows them marrying again": together again by the end.)
          bool again = false;
          for (size_t k = v + 1; k < sent.end_token && k < v + 24 && !again; ++k)
            again = ctx_.IsLower(k, "reconciled") || ctx_.IsLower(k, "reconcile") || ctx_.IsLower(k, "remarried") ||
                    ctx_.IsLower(k, "remarry") ||
                    ((ctx_.IsLower(k, "marrying") || ctx_.IsLower(k, "married") || ctx_.IsLower(k, "marry")) &&
                     ctx_.IsLower(k + 1, "again"));
          AddRelationship(out, a, b, "romance", again ? "current" : "ended", 0.8);
          AddEvent(out, "breakup", {a, b}, 0.8);
        } else if (((verb == "got" || verb == "get" || verb == "are") && IsEngaged(next)) || IsEngaged(verb)) {
          AddRelationship(out, a, b, "romance", "current", 0.8);
          AddEvent(out, "engagement", {a, b}, 0.8);
        } else if (((verb == "got" || verb == "get") && next == "married") || verb == "wed" || verb == "marry" ||
                   verb == "married") {
          AddRelationship(out, a, b, "romance", "current", 0.8);
          AddEvent(out, "wedding", {a, b}, 0.8);
        } else if ((verb == "are" || verb == "were" || verb == "became") && (next == "friends" || next == "best")) {
          AddRelationship(out, a, b, "friendship", verb == "were" ? "ended" : "current", 0.75);
        } else if (verb == "\u2019s" || verb == "'s" || ctx_.T(v).Has(kPossessive)) {
          // "Nora and Eli's relationship", "Nora (X) and Eli's (Y) relationship"
          size_t n = v + 1;
          if (ctx_.Is(n, "(")) {
            while (n < sent.end_token && !ctx_.Is(n, ")")) ++n;
            ++n;
          }
          std::string_view noun = ctx_.Lower(n);
          if (noun == "relationship" || noun == "romance" || noun == "marriage")
            AddRelationship(out, a, b, "romance", ParagraphSaysEnded(sent.paragraph) ? "ended" : "", 0.6);
          else if (noun == "friendship")
            AddRelationship(out, a, b, "friendship", "", 0.7);
          else if (noun == "affair") {  // "Jewel and Khalil's affair began in the Season 3 finale"
            AddEvent(out, "infidelity", {a, b}, 0.7, EventSeason(v));
            AddRelationship(out, a, b, "romance", "", 0.6);
          }
        }
      }
    }
  }
  return false;
}

bool Story::PairApposition(size_t end, const std::string& a, const std::string& b, std::vector<Fact>* out) {
  if (!ctx_.Is(end, ",")) return false;
  const size_t k = end + 1;
  // ", who are siblings and co-showrunners": the relative clause's copula.
  if (ctx_.IsLower(k, "who") && (ctx_.IsLower(k + 1, "are") || ctx_.IsLower(k + 1, "were")))
    return PairCopula(k + 1, k + 2, a, b, out);
  // ", a married couple", ", two brothers who never say what they mean".
  if (ctx_.IsLower(k, "a") || ctx_.IsLower(k, "two")) return PairCopula(end, k, a, b, out, true);
  return false;
}

// After the pair "X and Y" (ending at `end`; `v` is the first token after its auxiliaries):
// "are rivals", "were sisters", "became best friends", "have been bitter rivals", "can't
// stand each other". Adds the relationship and says whether it did.
bool Story::PairCopula(size_t end, size_t v, const std::string& a, const std::string& b, std::vector<Fact>* out,
                       bool apposition) {
  const auto& lex = ctx_.lex;
  const Sentence& sent = ctx_.at.sentences[sentence_];
  std::string_view verb = ctx_.Lower(v);
  // "Concettina and Anzelmo had a summer affair the year before Francesco was born": a
  // romance, over when told with "had"; "are having an affair", "have been having a fling":
  // going on.
  if (ctx_.IsLower(end, "had") || ctx_.IsLower(end, "have") || ctx_.IsLower(end, "are") || ctx_.IsLower(end, "were")) {
    for (size_t k = end + 1; k < sent.end_token && k < end + 6; ++k) {
      const Word n = ctx_.Lower(k);
      if (n == "affair" || n == "fling" || n == "tryst" || n == "dalliance" || n == "romance") {
        if (!Asserted(k)) break;
        const bool over = ctx_.IsLower(end, "had") && !ctx_.IsLower(end + 1, "been");
        AddRelationship(out, a, b, "romance", over ? "ended" : "current", 0.7);
        return true;
      }
      if (ctx_.T(k).kind != TokenKind::kWord || ctx_.T(k).Has(kCapitalized)) break;
    }
  }
  // "can't stand each other", "hate each other": a rivalry between the two.
  {
    size_t e = v;
    if ((ctx_.IsLower(e, "can't") || ctx_.IsLower(e, "can\u2019t") || ctx_.IsLower(e, "cannot")) &&
        ctx_.IsLower(e + 1, "stand"))
      e += 2;
    else if (ctx_.IsLower(e, "can") && ctx_.IsLower(e + 1, "not") && ctx_.IsLower(e + 2, "stand"))
      e += 3;
    else if (ctx_.IsLower(e, "hate") || ctx_.IsLower(e, "despise") || ctx_.IsLower(e, "loathe") ||
             ctx_.IsLower(e, "detest"))
      e += 1;
    if (e > v && ctx_.IsLower(e, "each") && ctx_.IsLower(e + 1, "other") && Asserted(v)) {
      AddRelationship(out, a, b, "rivalry", "current", 0.7);
      return true;
    }
    // "spent two seasons trying to destroy each other": a fight told as what the two spend
    // their time on (over, when told in the past tense alone).
    if (verb == "spent" || verb == "spend" || verb == "spends" || verb == "spending" || verb == "are" ||
        verb == "were" || verb == "been") {
      for (size_t k = v + 1; k + 3 < sent.end_token && k < v + 8; ++k) {
        if (!ctx_.IsLower(k, "trying") || !ctx_.IsLower(k + 1, "to")) continue;
        const Word hostile = ctx_.Lower(k + 2);
        if ((hostile == "destroy" || hostile == "ruin" || hostile == "kill" || hostile == "sabotage" ||
             hostile == "undermine" || hostile == "outdo" || hostile == "outmaneuver") &&
            ctx_.IsLower(k + 3, "each") && ctx_.IsLower(k + 4, "other") && Asserted(v)) {
          const bool over = verb == "spent" && !(v > end && (ctx_.IsLower(v - 1, "have") || ctx_.IsLower(v - 1, "has")));
          AddRelationship(out, a, b, "rivalry", over ? "ended" : "current", 0.65);
          return true;
        }
        break;
      }
    }
    // "he and Dhanraj have not spoken since a fight over the parade": an estrangement.
    if ((verb == "not" && ctx_.IsLower(v + 1, "spoken")) ||
        ((verb == "haven't" || verb == "haven\u2019t" || verb == "hadn't" || verb == "hadn\u2019t") &&
         ctx_.IsLower(v + 1, "spoken"))) {
      // (Since a quarrel, or for years: not "since the funeral", which may be grief.)
      const Word when = ctx_.Lower(v + 2);
      bool quarrel = false;
      for (size_t k = v + 3; k < sent.end_token && k < v + 7 && !quarrel; ++k) {
        const Word q = ctx_.Lower(k);
        quarrel = q == "fight" || q == "feud" || q == "falling-out" || q == "quarrel" || q == "argument" ||
                  q == "years" || q == "decades";
      }
      if ((when == "since" || when == "in" || when == "for") && quarrel && v > end &&
          (ctx_.IsLower(v - 1, "have") || ctx_.IsLower(v - 1, "had") || verb != "not")) {
        AddRelationship(out, a, b, "rivalry", "current", 0.6);
        return true;
      }
    }
  }
  // A relation noun after "be": "are rivals", "were sisters", "became best friends", "have
  // been bitter rivals", "are sworn enemies" (up to two adjectives before the noun).
  bool became = verb == "became" || verb == "become";
  // ("Marcus and Priya end up friends again": what the two become.)
  const bool end_up = (verb == "end" || verb == "ended" || verb == "ends") && ctx_.IsLower(v + 1, "up");
  // ("Cass and Tamsin end the night as friends": what the two are at the end of it.)
  const bool end_as = (verb == "end" || verb == "ended" || verb == "ends") && ctx_.IsLower(v + 1, "the") &&
                      ctx_.IsLower(v + 3, "as") &&
                      (ctx_.IsLower(v + 2, "night") || ctx_.IsLower(v + 2, "episode") || ctx_.IsLower(v + 2, "day") ||
                       ctx_.IsLower(v + 2, "evening") || ctx_.IsLower(v + 2, "season") || ctx_.IsLower(v + 2, "hour"));
  // ("Joss and Mara spent the first half of Season 3 as rivals": what the two were
  // for that time.)
  size_t spent_as = 0;
  if (verb == "spent" || verb == "spend" || verb == "spends" || verb == "spending")
    for (size_t k = v + 1; k < sent.end_token && k < v + 10 && !ctx_.Is(k, ","); ++k)
      if (ctx_.IsLower(k, "as")) {
        spent_as = k;
        break;
      }
  became = became || end_up || end_as || spent_as;
  bool been = verb == "been" && v > end && (ctx_.IsLower(v - 1, "have") || ctx_.IsLower(v - 1, "had"));
  // "have feuded since the pilot", "have been feuding for years": a rivalry between the two.
  {
    const std::string_view f = been ? ctx_.Lower(v + 1) : verb;
    if ((f == "feud" || f == "feuded" || f == "feuding") && !apposition && Asserted(v)) {
      AddRelationship(out, a, b, "rivalry", "current", 0.7);
      return true;
    }
  }
  size_t nv = spent_as ? spent_as + 1 : end_as ? v + 4 : end_up ? v + 2 : became || been ? v + 1 : v;
  bool after_be =
      apposition || became || been || (v > end && (ctx_.IsLower(v - 1, "are") || ctx_.IsLower(v - 1, "were")));
  if (!after_be) return false;
  auto relation_at = [&](size_t k) -> const Lexicon::Relation* {
    if (k + 1 < sent.end_token)
      if (const Lexicon::Relation* rel = TwoWordRelation(k)) return rel;
    auto it = lex.relations.find(ctx_.Lower(k));
    return it == lex.relations.end() ? nullptr : &it->second;
  };
  size_t noun = nv;
  const Lexicon::Relation* rel = relation_at(nv);
  for (size_t k = nv; !rel && k < nv + 2 && k + 1 < sent.end_token; ++k) {
    // Only plain lower-case adjectives: not "the", "not", "in", a name or a number.
    const Token& t = ctx_.T(k);
    std::string_view adj = ctx_.Lower(k);
    if (t.kind != TokenKind::kWord || t.Has(kCapitalized) || IsDeterminer(adj) || adj == "not" || adj == "never" ||
        adj == "no" || adj == "in" || adj == "of" || adj == "like" || adj == "more" || adj == "less")
      break;
    noun = k + 1;
    rel = relation_at(noun);
  }
  // "are at war", "have been at war since the pilot": a rivalry (one told in the past is over).
  if (!rel && ctx_.IsLower(nv, "at") && ctx_.IsLower(nv + 1, "war") && !became && Asserted(v)) {
    const bool past = v > end && (ctx_.IsLower(v - 1, "were") || (been && ctx_.IsLower(v - 1, "had")));
    AddRelationship(out, a, b, "rivalry", past ? "ended" : "current", 0.7);
    return true;
  }
  // "by the finale he and Ziva were together", "Hidde and Valborg are together again", "by
  // Thursday she and Taliep are back together": a couple.
  if (!rel && (ctx_.IsLower(nv, "together") || (ctx_.IsLower(nv, "back") && ctx_.IsLower(nv + 1, "together"))) &&
      Asserted(v)) {
    AddRelationship(out, a, b, "romance", "current", 0.7);
    return true;
  }
  // "She and Ermes were the couple of Season 1", "are a couple again", "the show's golden
  // couple" (not "a couple of weeks"; not in a quotation, where "X and Y are the couple"
  // is as often a figure of speech).
  if (!rel && (ctx_.IsLower(nv, "a") || ctx_.IsLower(nv, "the")) && !ctx_.T(v).Has(kInQuote)) {
    size_t c = nv + 1;
    while (c < sent.end_token && c < nv + 4 && !ctx_.IsLower(c, "couple") &&
           (ctx_.T(c).kind == TokenKind::kWord || ctx_.T(c).Has(kPossessive)) && !ctx_.T(c).Has(kCapitalized))
      ++c;
    if (ctx_.IsLower(c, "couple") && !(ctx_.IsLower(nv, "a") && ctx_.IsLower(c + 1, "of")) && Asserted(v)) {
      AddRelationship(out, a, b, "romance", "current", 0.7);
      return true;
    }
  }
  if (!rel || !Asserted(v)) return false;
  // "X and Y are new parents" says nothing of the two to each other; "are sisters" does.
  std::string_view n = ctx_.Lower(noun);
  if (n == "parents" || n == "children" || n == "daughters" || n == "sons" || n == "kids" || n == "grandchildren")
    return false;
  // (A bounded time told in the past is over: "spent the first half of Season 3 as rivals".)
  bool past = (v > end && (ctx_.IsLower(v - 1, "were") || (been && ctx_.IsLower(v - 1, "had")))) ||
              (spent_as && verb == "spent");
  AddRelationship(out, a, b, rel->type, past && rel->type != "family" ? "ended" : rel->status, 0.75);
  return true;
}

void Story::PluralSurname(size_t i, const Sentence& sent, std::vector<Fact>* out) {
  const std::string_view w = ctx_.Lower(i);
  if (w.size() < 4 || !w.ends_with('s') || !ctx_.IsLower(i - 1, "the")) return;
  std::string a, b;
  if (!PairOfSurname(ctx_.Tok(i), &a, &b)) return;
  size_t v = i + 1;
  while (v < sent.end_token && v < i + 3 && (ctx_.IsLower(v, "are") || ctx_.IsLower(v, "were")))
    ++v;
  if (!PairApposition(i + 1, a, b, out)) PairCopula(i + 1, v, a, b, out);
}

bool Story::PairOfSurname(std::string_view plural, std::string* a, std::string* b) const {
  // "Plumbs", "Joneses": the name with its plural ending taken off.
  std::string_view one = plural.substr(0, plural.size() - 1);
  std::string_view other = plural.ends_with("es") ? plural.substr(0, plural.size() - 2) : std::string_view();
  a->clear();
  b->clear();
  for (const auto& [actor, part] : cast_) {
    const std::string_view surname = Surname(part);
    if (surname.empty() || (surname != one && surname != other) || part == *a || part == *b) continue;
    if (a->empty()) *a = part;
    else if (b->empty()) *b = part;
    else return false;  // three or more: a family, not a pair
  }
  return !b->empty();
}

}  // namespace showgraph::extract
