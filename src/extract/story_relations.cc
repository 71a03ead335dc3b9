// Relationships: the order of the pattern families (Relations), and the ties one set phrase
// tells, romances set up or hinted at, kisses and clashes. A relation noun after a
// possessor ("her best friend Tess") or in a description is read in story_relations_kin.cc,
// a pair ("X and Y broke up") in story_relations_pairs.cc.
#include <algorithm>

#include "extract/story_internal.h"

namespace showgraph::data {
extern const std::string_view k_bonds;
}  // namespace showgraph::data

namespace showgraph::extract {

// "Bram Okoro (X), the quarterback she has been dating": the character an apposition
// describes when the clause in it ends at the verb at `verb` with no object ("the N
// she/he [has been] [adverb] VERB"); *pronoun is the clause's subject. "" otherwise.
std::string Story::ApposedObjectOf(size_t verb, size_t* pronoun) const {
  size_t k = verb;
  const size_t first = ctx_.at.sentences[ctx_.SentenceOf(verb)].first_token;
  while (k > first + 3 && k + 5 > verb) {
    const Word w = ctx_.Lower(k - 1);
    if (w == "been" || w == "has" || w == "had" || w == "is" || w == "was" || w == "'s" || w == "\u2019s" ||
        (w.size() > 4 && w.ends_with("ly") && !ctx_.T(k - 1).Has(kCapitalized)))
      --k;
    else
      break;
  }
  if (!ctx_.IsLower(k - 1, "she") && !ctx_.IsLower(k - 1, "he")) return {};
  *pronoun = k - 1;
  // The noun group: "the" and at most four lower-case words, right after a comma.
  size_t d = k - 1;
  while (d > first + 1 && d + 6 > k && !ctx_.IsLower(d - 1, "the") && ctx_.T(d - 1).kind == TokenKind::kWord &&
         !ctx_.T(d - 1).Has(kCapitalized))
    --d;
  if (d <= first + 2 || !ctx_.IsLower(d - 1, "the") || !ctx_.Is(d - 2, ",")) return {};
  return CharacterBeforeComma(d - 2);
}

std::string_view Surname(std::string_view name) {
  while (!name.empty()) {
    const size_t space = name.rfind(' ');
    if (space == std::string_view::npos) return {};
    std::string_view last = name.substr(space + 1);
    if (last != "Jr." && last != "Jr" && last != "Sr." && last != "Sr" && last != "II" && last != "III" &&
        last != "IV")
      return last;
    name = name.substr(0, space);
  }
  return {};
}

void Story::Relations(size_t i, const Sentence& sent, std::vector<Fact>* out) {
  const std::string_view w = ctx_.Lower(i);
  const bool name = visit_run_ != nullptr, possessive = ctx_.T(i).Has(kPossessive);
  // The families come in this order, which is the order of their facts (a later pattern
  // reads what an earlier one added to `out`). Each is called only at a token one of its
  // patterns opens with (a name, a possessive, or one of its words): every token visited
  // came here, and a call to each family at each cost 1% of the run's instructions. A
  // pattern that opens with a new word adds it to its family's test.
  if (name || possessive || w == "her" || w == "his" || w == "relation" || w == "related" || w == "unrelated")
    PhraseTies(i, sent, w, out);
  if (w == "they" || w == "two") PairPronouns(i, sent, w, out);
  if (possessive || IsPossessivePronoun(w) || w == "whose") PossessorTies(i, sent, w, out);
  if (ctx_.Has(i, kWordStoryCue)) DescriptionTies(i, sent, w, out);
  if ((name || IsPossessivePronoun(w) || w == "couple" || w == "couples" || w == "duo" || w == "lovebirds" ||
       w == "sisters" || w == "brothers" || w == "siblings" || w == "twins" || w == "cousins") &&
      PairTies(i, sent, w, out))
    return;
  if (name || w == "romance" || w == "falls" || w == "feelings" || w == "love" || w == "loves" || w == "loved" ||
      w == "married" || w == "wed" || IsEngaged(w))
    RomanceTies(i, sent, w, out);
  VerbTies(i, sent, w, out);
}

void Story::PhraseTies(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out) {
  const auto& lex = ctx_.lex;
  // "Wilma is not Marnie's aunt, as fans had guessed, but her biological mother": the
  // relation after "but" holds between the subject and the one the pronoun stands for.
  if ((w == "her" || w == "his") && i > sent.first_token + 4 && ctx_.IsLower(i - 1, "but")) {
    size_t noun = i + 1;
    if (noun + 1 < sent.end_token && ctx_.T(noun).kind == TokenKind::kWord && !lex.relations.count(ctx_.Lower(noun)))
      ++noun;  // one adjective: "biological", "real"
    const auto it = lex.relations.find(ctx_.Lower(noun));
    bool negated = false;
    for (size_t k = sent.first_token; k + 1 < i && !negated; ++k)
      negated = ctx_.IsLower(k, "not") || ctx_.Lower(k).ends_with("n't") || ctx_.Lower(k).ends_with("n\u2019t");
    if (it != lex.relations.end() && negated && ctx_.T(noun + 1).kind == TokenKind::kPunct) {
      const std::string subject = SubjectBefore(i - 1);
      const std::string owner = ResolvePronoun(i, subject);
      if (!subject.empty() && !owner.empty() && subject != owner)
        AddRelationship(out, subject, owner, it->second.type, it->second.status, 0.65);
    }
  }
  // "Margalida (X) gave birth to Pere": the child named after "birth to" is the mother's.
  // ("gave birth to a daughter, Clarmonde" is the kin noun's pattern.)
  if (visit_run_ && i >= sent.first_token + 3 && ctx_.IsLower(i - 1, "to") && ctx_.IsLower(i - 2, "birth")) {
    const Word verb = ctx_.Lower(i - 3);
    if ((verb == "gave" || verb == "gives" || verb == "give" || verb == "giving" || verb == "given") && Asserted(i - 3)) {
      bool has_subject = false;
      const std::string mother = ClauseSubject(i - 3, &has_subject);
      const std::string child = CharacterAt(i);
      if (!mother.empty() && !child.empty() && mother != child) AddRelationship(out, mother, child, "family", "current", 0.8);
    }
  }
  // "Erasmo had been on Orfelina's payroll since before the pilot": who pays someone
  // employs them.
  if (ctx_.T(i).Has(kPossessive) && ctx_.IsLower(i + 1, "payroll") && i >= sent.first_token + 2)
    if (const NameRun* payer = ctx_.NameEndingAt(i - 1); payer && payer->first > sent.first_token &&
                                                          ctx_.IsLower(payer->first - 1, "on") && Asserted(i)) {
      bool has_subject = false;
      const std::string paid = ClauseSubject(payer->first - 1, &has_subject);
      const std::string boss = CharacterAt(payer->first);
      if (!paid.empty() && !boss.empty() && paid != boss) AddRelationship(out, boss, paid, "professional", "current", 0.7);
    }
  // "Kiziah ... catches Tyso's eye": a romance to come.
  if (ctx_.T(i).Has(kPossessive) && ctx_.IsLower(i + 1, "eye") && i >= sent.first_token + 2)
    if (const NameRun* eyed = ctx_.NameEndingAt(i - 1); eyed && eyed->first > sent.first_token) {
      const Word verb = ctx_.Lower(eyed->first - 1);
      if ((verb == "catches" || verb == "caught" || verb == "catch" || verb == "catching") && Asserted(i)) {
        bool has_subject = false;
        const std::string subject = ClauseSubject(eyed->first - 1, &has_subject);
        const std::string other = CharacterAt(eyed->first);
        if (!subject.empty() && !other.empty() && subject != other)
          AddRelationship(out, subject, other, "romance", "potential", 0.6);
      }
    }
  // "Ancil's engagement to the county clerk, Lacy Gayheart, ended in that same finale": the
  // two were engaged; the verb after says whether it holds.
  if (ctx_.T(i).Has(kPossessive) && (ctx_.IsLower(i + 1, "engagement") || ctx_.IsLower(i + 1, "marriage")) &&
      ctx_.IsLower(i + 2, "to") && i > sent.first_token)
    if (const NameRun* owner = ctx_.NameEndingAt(i - 1)) {
      size_t named_at = i + 3;
      std::string other = CharacterAt(named_at);
      if (other.empty()) other = CharacterAfterDescription(i + 3, 8);
      const std::string me = CharacterAt(owner->first);
      if (!other.empty() && !me.empty() && other != me && Presupposed(i)) {
        bool over = false;
        for (size_t k = i + 4; k + 1 < sent.end_token && k < i + 20 && !over; ++k) {
          const Word v = ctx_.Lower(k);
          over = v == "ended" || v == "collapsed" || (v == "is" && ctx_.IsLower(k + 1, "over")) ||
                 (v == "was" && ctx_.IsLower(k + 1, "over")) || (v == "called" && ctx_.IsLower(k + 1, "off")) ||
                 (v == "fell" && ctx_.IsLower(k + 1, "apart"));
        }
        AddRelationship(out, me, other, "romance", over ? "ended" : "current", 0.7);
      }
    }
  // "as a detective constable under Detective Inspector Craig Shaftoe": who works under
  // someone, a job named before, works for them.
  if (visit_run_ && i >= sent.first_token + 3 && ctx_.IsLower(i - 1, "under")) {
    bool job = false;
    for (size_t k = i - 1; k > sent.first_token && k + 4 > i - 1 && !job; --k)
      job = ctx_.Has(k - 1, kWordOccupation);
    if (job && Asserted(i)) {
      bool has_subject = false;
      std::string worker = ClauseSubject(i - 1, &has_subject);
      // ("Series two moved Nicola to CID as a detective constable under X": with no one for
      // a subject, the one named last before.)
      for (size_t k = i - 1; worker.empty() && k > sent.first_token; --k)
        if (const NameRun* r = ctx_.NameEndingAt(k - 1); r && !PossessiveAt(r->end)) {
          worker = CharacterAt(r->first);
          break;
        }
      const std::string boss = CharacterAt(i);
      if (!worker.empty() && !boss.empty() && worker != boss)
        AddRelationship(out, boss, worker, "professional", "current", 0.6);
    }
  }
  // "Despite the name, he is no relation to the family", "is not related to any of them",
  // "an unrelated Dolidze": a shared surname says nothing of this one.
  if ((w == "relation" && ctx_.IsLower(i - 1, "no")) ||
      (w == "related" && (ctx_.IsLower(i - 1, "not") || ctx_.Lower(i - 1).ends_with("n't") ||
                          ctx_.Lower(i - 1).ends_with("n\u2019t"))) ||
      w == "unrelated") {
    // (Not of actors: "played by A and B, who are not related".)
    bool of_actors = false;
    for (size_t k = i; k > sent.first_token + 2 && k + 5 > i && !of_actors; --k)
      if (ctx_.IsLower(k - 1, "who") && ctx_.Is(k - 2, ","))
        if (const NameRun* r = ctx_.NameEndingAt(k - 3)) of_actors = people_.count(ctx_.Resolve(r->text)) > 0;
    std::string who = of_actors ? std::string() : SubjectBefore(i);
    // ("POLICARPIO OUANO (X) / The harbor master. Same surname, no relation.": under a
    // who's-who heading, the heading's part.)
    if (who.empty() && !of_actors && VerblessOpening(i)) who = SectionTopic();
    if (!who.empty()) unrelated_.insert(std::move(who));
  }
}

void Story::RomanceTies(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out) {
  // "Dorkas has been with the radio announcer Yuliana ever since", "Nia is with Cal now": a
  // couple. (Only when what follows the name closes the clause or tells how long: "has been
  // with Cal at the hospital" is about where they are.)
  if (const NameRun* r = visit_run_; r && (i == sent.first_token || !ctx_.T(i - 1).Has(kPossessive))) {
    const size_t k = After(r);
    const bool been = (ctx_.IsLower(k, "has") || ctx_.IsLower(k, "had") || ctx_.IsLower(k, "have")) &&
                      ctx_.IsLower(k + 1, "been") && ctx_.IsLower(k + 2, "with");
    const bool is = ctx_.IsLower(k, "is") && ctx_.IsLower(k + 1, "with");
    size_t obj = been ? k + 3 : is ? k + 2 : 0;
    if (obj && ctx_.IsLower(obj, "the")) ++obj;
    while (obj && obj < k + 8 && !RunAt(obj) && ctx_.T(obj).kind == TokenKind::kWord &&
           !ctx_.T(obj).Has(kCapitalized) && !IsDeterminer(ctx_.Lower(obj)))
      ++obj;  // "the radio announcer Yuliana"
    if (const NameRun* r2 = obj ? RunAt(obj) : nullptr) {
      const size_t e = After(r2);
      const bool closes = ctx_.Is(e, ".") ||
                          (been && (ctx_.IsLower(e, "since") || ctx_.IsLower(e, "for") ||
                                    (ctx_.IsLower(e, "ever") && ctx_.IsLower(e + 1, "since")))) ||
                          (is && (ctx_.IsLower(e, "now") || (ctx_.IsLower(e, "these") && ctx_.IsLower(e + 1, "days"))));
      const std::string a = CharacterAt(i), b = CharacterAt(obj);
      if (closes && !a.empty() && !b.empty() && a != b && Asserted(k))
        AddRelationship(out, a, b, "romance", "current", 0.6);
    }
  }

  if ((w == "romance" && (ctx_.IsLower(i - 1, "to") || ctx_.IsLower(i - 1, "will"))) ||
      (w == "falls" && ctx_.IsLower(i + 1, "for"))) {
    size_t obj = w == "falls" ? i + 2 : i + 1;
    std::string other = CharacterAt(obj);
    std::string subject = SubjectBefore(i);
    if (Asserted(i)) AddRelationship(out, subject, other, "romance", "potential", 0.7);
  }
  // "Gwen finally acting on her feelings for Arlo Benning": a romance (acted on, one that
  // is; else one that may be).
  if (w == "feelings" && ctx_.IsLower(i + 1, "for") && i > sent.first_token && RunAt(i + 2)) {
    const std::string other = CharacterAt(i + 2);
    std::string subject;
    if (IsPossessivePronoun(ctx_.Lower(i - 1))) subject = ResolvePronoun(i - 1, other);
    else if (const NameRun* r = ctx_.NameEndingAt(i - 2); r && PossessiveAt(i - 1)) subject = CharacterAt(r->first);
    bool acted = false;
    for (size_t k = i > sent.first_token + 4 ? i - 4 : sent.first_token; k < i && !acted; ++k)
      acted = ctx_.IsLower(k, "acting") || ctx_.IsLower(k, "acts") || ctx_.IsLower(k, "acted") ||
              ctx_.IsLower(k, "confesses") || ctx_.IsLower(k, "confessed") || ctx_.IsLower(k, "admits") ||
              ctx_.IsLower(k, "admitted");
    if (!subject.empty() && !other.empty() && subject != other && Asserted(i))
      AddRelationship(out, subject, other, "romance", acted ? "current" : "potential", 0.6);
  }
  // "Cody, whose secret romance with Shayna in Season 2 set off ...", "her brief romance
  // with Dario": the owner of the romance and the one it is with.
  if (w == "romance" && ctx_.IsLower(i + 1, "with") && i > sent.first_token && RunAt(i + 2)) {
    size_t d = i;
    while (d > sent.first_token && d + 4 > i && ctx_.T(d - 1).kind == TokenKind::kWord &&
           !ctx_.T(d - 1).Has(kCapitalized) && !IsPossessivePronoun(ctx_.Lower(d - 1)) && !ctx_.IsLower(d - 1, "whose"))
      --d;
    const std::string other = CharacterAt(i + 2);
    std::string owner;
    if (d > sent.first_token && ctx_.IsLower(d - 1, "whose") && d >= sent.first_token + 3 && ctx_.Is(d - 2, ","))
      owner = AntecedentOfRelative(d - 1, 16);
    else if (d > sent.first_token && IsPossessivePronoun(ctx_.Lower(d - 1)) && !ctx_.IsLower(d - 1, "their"))
      owner = ResolvePronoun(d - 1, other);
    if (!owner.empty() && !other.empty() && owner != other && Asserted(i))
      AddRelationship(out, owner, other, "romance", "", 0.6);
  }
  // "Do-hyun is also in love with Ji-woo", "has quietly been in love with her for a
  // decade": a love not (yet) returned.
  if (w == "love" && i > sent.first_token && ctx_.IsLower(i - 1, "in") && ctx_.IsLower(i + 1, "with") &&
      !ctx_.IsLower(i + 2, "the")) {
    std::string other = CharacterAt(i + 2);
    // ("in love with her classmate Mwesigwa": a possessive's noun and its name, not her.)
    if (other.empty() && IsPossessivePronoun(ctx_.Lower(i + 2)) && i + 3 < sent.end_token &&
        !ctx_.T(i + 3).Has(kCapitalized))
      if (const syntax::Tag tag = ParseOf(sentence_).tags[i + 3 - sent.first_token];
          tag == syntax::Tag::kNoun || tag == syntax::Tag::kAdj)
        other = CharacterAfterDescription(i + 2, 4);
    // ("falls in love with a Canadian nurse, Desire Prevost": a description, then the name.)
    if (other.empty() && (ctx_.IsLower(i + 2, "a") || ctx_.IsLower(i + 2, "an")))
      other = CharacterAfterDescription(i + 2, 5);
    if (other.empty() && (ctx_.IsLower(i + 2, "her") || ctx_.IsLower(i + 2, "him")))
      other = ResolvePronoun(i + 2, SubjectBefore(i - 1));
    std::string subject = SubjectBefore(i - 1);
    if (!subject.empty() && !other.empty() && subject != other && Asserted(i))
      AddRelationship(out, subject, other, "romance", "potential", 0.65);
  }
  // "Graciano has loved Palmira quietly for sixteen episodes", "Kai still loves Pia": a love
  // told by its verb, returned or not; only with the name right after it (not "loves her
  // son, Eli", a family's love).
  if ((w == "loves" || (w == "loved" && i > sent.first_token &&
                        (ctx_.IsLower(i - 1, "has") || ctx_.IsLower(i - 1, "have") || ctx_.IsLower(i - 1, "always")))) &&
      RunAt(i + 1) && !PossessiveAt(RunAt(i + 1)->end) && Asserted(i)) {
    const std::string other = CharacterAt(i + 1);
    const std::string subject = other.empty() ? std::string() : SubjectBefore(i);
    // (Not two of one family name: "Dana Price loves Ada Price" is most often a family's love.)
    const std::string_view family = Surname(subject);
    if (!subject.empty() && subject != other && (family.empty() || family != Surname(other)))
      AddRelationship(out, subject, other, "romance", "potential", 0.6);
  }
  // "a love interest for Sam"; "gives Roz a possible love interest in Dani": the one
  // named just before the noun group, else the subject.
  if (w == "love" && ctx_.IsLower(i + 1, "interest") && (ctx_.IsLower(i + 2, "for") || ctx_.IsLower(i + 2, "in"))) {
    std::string other = CharacterAt(i + 3, /*place_ok=*/true);
    std::string subject;
    size_t k = i;
    while (k > sent.first_token && k + 4 > i && ctx_.T(k - 1).kind == TokenKind::kWord &&
           !ctx_.T(k - 1).Has(kCapitalized) && !PossessiveAt(k - 1))
      --k;
    if (k > sent.first_token && k < i)
      if (const NameRun* r = ctx_.NameEndingAt(k - 1)) subject = CharacterAt(r->first);
    if (subject.empty()) subject = SubjectBefore(i);
    if (Asserted(i)) AddRelationship(out, subject, other, "romance", "potential", 0.7);
  }
  // "return as the long-married Yurko and Paraska Hnatko", "the married Ona and Teo Vale": a
  // couple named together after the word.
  // (Read at the first name: "long-married" is no cue word of its own.)
  if (i > sent.first_token + 1 && i + 2 < sent.end_token && ctx_.IsLower(i - 2, "the") &&
      (ctx_.IsLower(i - 1, "married") || ctx_.Lower(i - 1).ends_with("-married"))) {
    if (const NameRun* first = ctx_.NameAt(i); first && ctx_.IsLower(first->end, "and")) {
      const std::string a = CharacterAt(i), b = CharacterAt(first->end + 1);
      if (!a.empty() && !b.empty() && a != b && Asserted(i)) AddRelationship(out, a, b, "romance", "current", 0.75);
    }
  }
  // An object relative: "Odette (A), the retired schoolteacher Andre married last year";
  // "Aukusti (A) is the man Liisa was engaged to": the one described and the subject of
  // the clause that describes them.
  if (((w == "married" || w == "wed") && i >= sent.first_token + 4) ||
      (IsEngaged(w) && ctx_.IsLower(i + 1, "to") &&
       (i + 2 >= sent.end_token || ctx_.T(i + 2).kind == TokenKind::kPunct || ctx_.IsLower(i + 2, "before") ||
        ctx_.IsLower(i + 2, "when") || ctx_.IsLower(i + 2, "until") || ctx_.IsLower(i + 2, "for")))) {
    size_t v = i;
    if (IsEngaged(w))
      while (v > sent.first_token + 2 && v + 3 > i &&
             (ctx_.IsLower(v - 1, "was") || ctx_.IsLower(v - 1, "been") || ctx_.IsLower(v - 1, "had")))
        --v;
    size_t end = v;  // past the subject's "(Actor)"
    if (ctx_.Is(end - 1, ")")) {
      size_t open = end - 1;
      while (open > sent.first_token && open + 8 > end && !ctx_.Is(open, "(")) --open;
      end = open;
    }
    const NameRun* subject_run = end > sent.first_token ? ctx_.NameEndingAt(end - 1) : nullptr;
    if (subject_run && subject_run->first > sent.first_token + 2 && !PossessiveAt(subject_run->end)) {
      size_t d = subject_run->first;  // back over the description's lower-case words to "the"
      while (d > sent.first_token + 1 && d + 5 > subject_run->first && ctx_.T(d - 1).kind == TokenKind::kWord &&
             !ctx_.T(d - 1).Has(kCapitalized) && !ctx_.IsLower(d - 1, "the") && !ctx_.IsLower(d - 1, "a"))
        --d;
      const bool described = d < subject_run->first && d > sent.first_token + 1 &&
                             (ctx_.IsLower(d - 1, "the") || ctx_.IsLower(d - 1, "a"));
      std::string described_one;
      if (described && ctx_.Is(d - 2, ",")) {
        described_one = CharacterBeforeComma(d - 2);
      } else if (described && ctx_.IsLower(d - 2, "and")) {
        // ("Aukusti (A), the union steward on the docks and the man Liisa was engaged to":
        // the second noun of the apposition.)
        for (size_t c = d - 2; c > sent.first_token + 1 && c + 14 > d; --c)
          if (ctx_.Is(c - 1, ",")) {
            if (ctx_.IsLower(c, "the") || ctx_.IsLower(c, "a")) described_one = CharacterBeforeComma(c - 1);
            break;
          }
      }
      if (described && described_one.empty() && (ctx_.IsLower(d - 2, "is") || ctx_.IsLower(d - 2, "was")))
        described_one = CopulaSubject(d - 1);
      const std::string subject = CharacterAt(subject_run->first);
      if (!described_one.empty() && !subject.empty() && described_one != subject && Asserted(i))
        AddRelationship(out, subject, described_one, "romance", IsEngaged(w) ? "" : "current", 0.65);
    }
  }
}

void Story::VerbTies(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out) {
  // "X is dating Y", "X befriends Y", "X hires Y", "X works for Y": a verb and its object.
  {
    const char* type = nullptr;
    const char* status = "current";
    size_t obj = i + 1;
    if (w == "dating" || w == "dates") type = "romance";
    // ("She dated a fellow resident, Sahat, for most of it": over; "has dated ... since": not.)
    else if (w == "dated" && i > sent.first_token && !ctx_.IsLower(i - 1, "has") && !ctx_.IsLower(i - 1, "have") &&
             !ctx_.IsLower(i - 1, "had") && !ctx_.IsLower(i - 1, "be") && !ctx_.IsLower(i - 1, "been") &&
             !ctx_.IsLower(i - 1, "and") && !ctx_.IsLower(i - 1, "who")) {
      type = "romance";
      status = "ended";
    }
    // ("This season she is seeing Nicte", "has been seeing", "started seeing".)
    else if (w == "seeing" && i > sent.first_token &&
             (ctx_.IsLower(i - 1, "is") || ctx_.IsLower(i - 1, "been") || ctx_.IsLower(i - 1, "started") ||
              ctx_.IsLower(i - 1, "starts") || ctx_.IsLower(i - 1, "begins") || ctx_.IsLower(i - 1, "began") ||
              ctx_.IsLower(i - 1, "secretly")))
      type = "romance";
    else if (const size_t falls_for = w == "falls" || w == "fell" || w == "falling" || w == "fallen" ? FallsForAt(i) : 0;
             falls_for > 0) {
      type = "romance";  // "Leif falls for her daughter, Amandine"
      obj = falls_for;
    }
    // ("The synopsis says Rab will fall for Lily": a romance to come.)
    else if (w == "fall" && i > sent.first_token && (ctx_.IsLower(i - 1, "will") || ctx_.IsLower(i - 1, "to")) &&
             FallsForAt(i) > 0) {
      type = "romance";
      status = "potential";
      obj = FallsForAt(i);
    }
    else if (w == "befriends" || w == "befriended") type = "friendship";
    else if (w == "hires" || w == "hired") type = "professional";
    else if ((w == "works" || w == "worked" || w == "work" || w == "working" || w == "drives" || w == "drove" ||
              w == "driven" || w == "crewed" || w == "crews") &&
             ctx_.IsLower(i + 1, "for")) {
      // ("who had driven for him for six years", "to work for Puleng", "the boat he crewed
      // for Jaroslav": a working tie with the one worked for.)
      type = "professional";
      obj = i + 2;
    }
    else if ((w == "cooked" || w == "cooks" || w == "worked" || w == "works" || w == "served" || w == "serves") &&
             ctx_.IsLower(i + 1, "under")) {
      type = "professional";  // "who has cooked under Pape since he was sixteen"
      obj = i + 2;
    }
    else if ((w == "reports" || w == "reported" || w == "answers") && ctx_.IsLower(i + 1, "to")) {
      type = "professional";  // "reports to Roosevelt": the boss is named
      obj = i + 2;
    }
    else if (w == "employs" || w == "employed") type = "professional";
    if (type && !(w == "hired" && i > sent.first_token && (ctx_.IsLower(i - 1, "was") || ctx_.IsLower(i - 1, "is")))) {
      const size_t type_obj = obj;
      while (obj < sent.end_token && obj < i + 4 && !RunAt(obj) && ctx_.T(obj).kind == TokenKind::kWord &&
             !ctx_.T(obj).Has(kCapitalized))
        ++obj;  // "dating rookie Owen Pratt"
      // ("dating Reggie's nephew, Marcus": the one named after the possessor's noun.)
      std::string other = OneNamedAfterPossessor(obj);
      // "dating the town's 911 dispatcher, Laleh Fothergill": a description, a comma, the name.
      if (other.empty() && !RunAt(obj)) other = CharacterAfterDescription(type_obj, 8);
      std::string subject;
      // ("Azamat, who had driven for him": the object pronoun is someone else named before.)
      if (other.empty() && type == std::string_view("professional") &&
          (ctx_.IsLower(type_obj, "him") || ctx_.IsLower(type_obj, "her"))) {
        subject = SubjectBefore(i);
        if (!subject.empty()) other = ResolvePronoun(type_obj, subject);
      }
      // "Bram (X), the quarterback she has been secretly dating since ...": a clause with
      // no object inside an apposition; the one it describes is the object, and the
      // pronoun its subject.
      if (other.empty() && !ctx_.T(type_obj).Has(kCapitalized))
        if (size_t pronoun = 0; (other = ApposedObjectOf(i, &pronoun)).size())
          subject = ResolvePronoun(pronoun, other);
      if (!other.empty()) {
        if (subject.empty()) subject = SubjectBefore(i);
        if (!subject.empty() && subject != other && Asserted(i))
          AddRelationship(out, subject, other, type, status, 0.65);
      }
    }
  }
  // "he sees Tae-yang as a rival", "regards her as his enemy": a rivalry of the one who sees.
  if ((w == "sees" || w == "saw" || w == "views" || w == "viewed" || w == "regards" || w == "regarded") &&
      i > sent.first_token) {
    if (const NameRun* r = RunAt(i + 1)) {
      size_t k = After(r);
      if (ctx_.IsLower(k, "as")) {
        ++k;
        for (size_t m = k; m < k + 3 && m < sent.end_token; ++m) {
          std::string_view noun = ctx_.Lower(m);
          if (noun == "rival" || noun == "threat" || noun == "enemy" || noun == "nemesis" || noun == "competition") {
            std::string other = CharacterAt(r->first), subject = SubjectBefore(i);
            if (!other.empty() && !subject.empty() && subject != other && Asserted(i))
              AddRelationship(out, subject, other, "rivalry", "current", 0.65);
            break;
          }
          if (ctx_.T(m).kind != TokenKind::kWord || ctx_.T(m).Has(kCapitalized)) break;
        }
      }
    }
  }
  // "Naserian fired him in the last episode", "she fires Parsimei": a working tie that ended.
  if ((w == "fired" || w == "fires") && i > sent.first_token && i + 1 < sent.end_token && Asserted(i)) {
    const std::string subject = SubjectBefore(i);
    std::string other = CharacterAt(i + 1);
    // ("fired him in the last episode", "fired her."; not "fired her assistant")
    const bool object_pronoun = (ctx_.IsLower(i + 1, "him") || ctx_.IsLower(i + 1, "her")) &&
                                (i + 2 >= sent.end_token || ctx_.T(i + 2).kind == TokenKind::kPunct ||
                                 ctx_.IsLower(i + 2, "in") || ctx_.IsLower(i + 2, "on") || ctx_.IsLower(i + 2, "after") ||
                                 ctx_.IsLower(i + 2, "for") || ctx_.IsLower(i + 2, "from"));
    if (other.empty() && object_pronoun) other = ResolvePronoun(i + 1, subject);
    if (!subject.empty() && !other.empty() && subject != other && !ctx_.IsLower(i - 1, "was") &&
        !ctx_.IsLower(i - 1, "is") && !ctx_.IsLower(i - 1, "gets") && !ctx_.IsLower(i - 1, "got"))
      AddRelationship(out, subject, other, "professional", "ended", 0.6);
  }
  // "Joost and Severine name her Fenne", "they named the baby Rosa": the parents of the
  // child named.
  if ((w == "name" || w == "named" || w == "names") && i > sent.first_token + 2 && i + 2 < sent.end_token &&
      (ctx_.IsLower(i + 1, "her") || ctx_.IsLower(i + 1, "him") ||
       (ctx_.IsLower(i + 1, "the") && (ctx_.IsLower(i + 2, "baby") || ctx_.IsLower(i + 2, "girl") ||
                                       ctx_.IsLower(i + 2, "boy"))))) {
    const size_t child_at = ctx_.IsLower(i + 1, "the") ? i + 3 : i + 2;
    std::string a, b;
    // (The chunker may read "Joost and Severine name" as one noun group: the pair that
    // opens the sentence right before the verb.)
    size_t pair_end = 0;
    const bool pair_opens = PairAt(sent.first_token, &a, &b, &pair_end) && pair_end == i;
    if (child_at < sent.end_token && RunAt(child_at) && (pair_opens || (SubjectPair(i, &a, &b) && Asserted(i))))
      if (const std::string child = CharacterAt(child_at); !child.empty() && child != a && child != b) {
        AddRelationship(out, a, child, "family", "current", 0.65);
        AddRelationship(out, b, child, "family", "current", 0.65);
      }
  }
  // "push them together", "they end up together": a romance; hedged by a modal it is a
  // potential one ("the finale may push them together").
  if (w == "together" && i > sent.first_token + 1 && !ctx_.IsLower(i - 1, "back")) {
    std::string a, b;
    bool them = ctx_.IsLower(i - 1, "them");
    bool found = them ? LastTwoNamed(i - 1, &a, &b) : SubjectPair(i, &a, &b);
    std::string_view verb = ctx_.Lower(them ? i - 2 : i - 1);
    bool romantic = verb == "push" || verb == "pushes" || verb == "bring" || verb == "brings" || verb == "get" ||
                    verb == "got" || verb == "up" || verb == "draw" || verb == "draws";
    if (found && romantic) {
      const syntax::Parse& p = ParseOf(sentence_);
      int clause = ClauseAt(i);
      const syntax::Chunk* v = p.VerbOf(clause);
      if (Asserted(i)) AddRelationship(out, a, b, "romance", "current", 0.6);
      else if (v && v->modal && !v->negated && Presupposed(i)) AddRelationship(out, a, b, "romance", "potential", 0.55);
    }
  }
  // "finally kissed rookie Owen Pratt", "clashes with Ashdown"
  if ((w == "kissed" || w == "kisses" || w == "clashes" || w == "clashed" || w == "feuds" || w == "feuding") &&
      Asserted(i)) {
    size_t k = i + 1;
    if (w.starts_with("clash") || w.starts_with("feud")) {
      if (!ctx_.IsLower(k, "with")) return;
      ++k;
    }
    while (k < sent.end_token && k < i + 4 && !RunAt(k) && ctx_.T(k).kind == TokenKind::kWord &&
           !ctx_.T(k).Has(kCapitalized))
      ++k;
    std::string other = CharacterAt(k), subject = SubjectBefore(i);
    bool kiss = w.starts_with("kiss");
    if (!other.empty() && !subject.empty())
      AddRelationship(out, subject, other, kiss ? "romance" : "rivalry", kiss ? "" : "current", 0.65);
  }
  // "spent the second season fighting her nephew, Ubaldo", "fights Ixchel for the farm",
  // "goes after Helka from day one", "wants Heni's job": a rivalry of the subject and the
  // one fought, gone after, or whose job is wanted.
  // ("has spent the season hunting his own brother, the bank robber X": a hunt is a fight.)
  const bool hunts = (w == "hunting" || w == "hunts") && !ctx_.IsLower(i + 1, "for") && !ctx_.IsLower(i + 1, "down");
  const bool fights = w == "fighting" || w == "fights" || w == "fought" || hunts;
  const bool goes_after = (w == "goes" || w == "went" || w == "going") && ctx_.IsLower(i + 1, "after");
  const bool wants_job = w == "wants" || w == "wanted";
  // (The clause test last, for a rival found: it parses the sentence.)
  if ((fights || goes_after || wants_job) && i > sent.first_token && i + 2 < sent.end_token) {
    const size_t obj = goes_after ? i + 2 : i + 1;
    const NameRun* r = RunAt(obj);
    std::string other;
    if (wants_job) {
      // (Only a possessor's job or post: "wants Heni's job", not "wants Heni to stay".)
      const Word noun = r && PossessiveAt(r->end) ? ctx_.Lower(r->end + 1) : Word();
      if (noun == "job" || noun == "seat" || noun == "chair" || noun == "crown" || noun == "throne" ||
          noun == "title" || noun == "post")
        other = CharacterAt(obj);
    } else {
      // (A person's description opens with "her", "his": not "fighting the sale, Gwithian ...".)
      other = r ? OneNamedAfterPossessor(obj)
                : IsPossessivePronoun(ctx_.Lower(obj)) ? NamedAfterDescriptionComma(obj) : std::string();
    }
    const std::string subject = other.empty() ? std::string() : SubjectBefore(i);
    if (!subject.empty() && subject != other && Asserted(i))
      AddRelationship(out, subject, other, "rivalry", "current", 0.6);
  }
  // "trying to put Firuz in prison", "wants to send her brother to jail", "has been trying to
  // buy him out for years": who would jail another or buy another out is that one's rival.
  const bool jails = w == "put" || w == "puts" || w == "putting" || w == "send" || w == "sends" || w == "sending";
  const bool buys_out = w == "buy" || w == "buys" || w == "buying";
  if ((jails || buys_out) && i > sent.first_token && i + 3 < sent.end_token) {
    const NameRun* r = RunAt(i + 1);
    const bool pronoun = !r && (ctx_.IsLower(i + 1, "him") || ctx_.IsLower(i + 1, "her"));
    const size_t after = r ? After(r) : i + 2;
    const bool jailed = jails && after + 1 < sent.end_token &&
                        (((ctx_.IsLower(after, "in") || ctx_.IsLower(after, "to")) &&
                          (ctx_.IsLower(after + 1, "prison") || ctx_.IsLower(after + 1, "jail"))) ||
                         (ctx_.IsLower(after, "behind") && ctx_.IsLower(after + 1, "bars")));
    const bool bought_out = buys_out && ctx_.IsLower(after, "out") && !ctx_.IsLower(after + 1, "of");
    if ((r || pronoun) && (jailed || bought_out) && (ctx_.IsLower(i - 1, "to") || Asserted(i))) {
      const std::string subject = SubjectBefore(ctx_.IsLower(i - 1, "to") ? i - 1 : i);
      const std::string other = r ? CharacterAt(i + 1) : ResolvePronoun(i + 1, subject);
      if (!subject.empty() && !other.empty() && subject != other)
        AddRelationship(out, subject, other, "rivalry", "current", 0.6);
    }
  }
  // "runs against Nuria for president", "goes up against", "testifies against Thelonious":
  // a contest or a betrayal, between the verb's subject and the one after "against".
  if (w == "against" && i > sent.first_token + 1) {
    size_t verb = i - 1;
    Word before = ctx_.Lower(verb);
    if ((before == "up" || before == "off") && verb > sent.first_token + 1) --verb;
    // ("ran for mayor of her river town against her older brother": past the office.)
    for (size_t f = verb; f > sent.first_token + 1 && f + 7 > i; --f)
      if (ctx_.IsLower(f, "for") && (ctx_.IsLower(f - 1, "ran") || ctx_.IsLower(f - 1, "runs") ||
                                     ctx_.IsLower(f - 1, "running"))) {
        verb = f - 1;
        before = ctx_.Lower(verb);
        break;
      }
    const Word v = ctx_.Lower(verb);
    const bool contest =
        (before == "up" && (v == "goes" || v == "went" || v == "going" || v == "go")) ||
        (before == "off" && (v == "faces" || v == "faced" || v == "facing")) || v == "runs" || v == "ran" ||
        v == "running" || v == "competes" || v == "competed" || v == "competing" || v == "testifies" ||
        v == "testified" || v == "testify" || v == "plots" || v == "plotted" || v == "plotting" ||
        v == "schemes" || v == "schemed" || v == "scheming";
    // (The clause test last, for the two found: it parses the sentence.)
    if (contest) {
      std::string other = CharacterAt(i + 1);
      if (other.empty() && IsPossessivePronoun(ctx_.Lower(i + 1))) other = OneNamedAfterPossessor(i + 1);
      // ("against her older brother, Eliseo")
      if (other.empty() && IsPossessivePronoun(ctx_.Lower(i + 1))) other = NamedAfterDescriptionComma(i + 1);
      const std::string subject = other.empty() ? std::string() : SubjectBefore(verb);
      if (!subject.empty() && Asserted(verb))
        AddRelationship(out, subject, other, "rivalry", "current", 0.65);
    }
  }
  // "wants to buy the ranch out from under Odile", "trying to take the casino away from
  // Berniece": the one who would take it is the rival of the one who holds it.
  const bool from = w == "from" && i > sent.first_token + 3;
  const bool out_from_under = from && ctx_.IsLower(i - 1, "out") && ctx_.IsLower(i + 1, "under");
  const bool away_from = from && ctx_.IsLower(i - 1, "away");
  if (out_from_under || away_from) {
    size_t verb = 0;
    for (size_t v = i - 2; v > sent.first_token && v + 9 > i && !verb; --v) {
      const Word vw = ctx_.Lower(v);
      if (vw == "buy" || vw == "buys" || vw == "buying" || vw == "bought" || vw == "take" || vw == "takes" ||
          vw == "taking" || vw == "took" || vw == "steal" || vw == "steals" || vw == "stealing" || vw == "stole" ||
          vw == "wrest" || vw == "wrestle" || vw == "pry" || vw == "snatch")
        verb = v;
      else if (ctx_.Is(v, ",") || ctx_.Is(v, ";") || vw == "and")
        break;
    }
    const std::string other = verb ? CharacterAt(out_from_under ? i + 2 : i + 1) : std::string();
    if (!other.empty()) {
      // (A wish is enough: "wants to buy ... out from under" is the rivalry itself, unless
      // it is denied or asked.)
      bool wished = !question_ && verb > sent.first_token + 2 && ctx_.IsLower(verb - 1, "to") &&
                    (ctx_.IsLower(verb - 2, "wants") || ctx_.IsLower(verb - 2, "wanted"));
      for (size_t k = verb - 2; wished && k > sent.first_token && k + 4 > verb - 2; --k)
        wished = !IsNegation(ctx_.Lower(k - 1)) && !IsHedge(ctx_.Lower(k - 1));
      const std::string subject = SubjectBefore(wished ? verb - 2 : verb);
      if (!subject.empty() && subject != other && (wished || Asserted(verb)))
        AddRelationship(out, subject, other, "rivalry", "current", 0.6);
    }
  }
}

namespace {

// data/bonds.txt: "feud" -> rivalry, current.
const StringMap<Lexicon::Relation>& BondTable() {
  static const auto* table = [] {
    auto* t = new StringMap<Lexicon::Relation>();
    ForEachDataLine(data::k_bonds, [t](std::string_view line) {
      std::vector<std::string_view> parts = SplitBar(line);
      if (parts.size() >= 3) (*t)[std::string(parts[0])] = {std::string(parts[1]), std::string(parts[2])};
    });
    return t;
  }();
  return *table;
}

}  // namespace

// A bond noun before a name: "the cold war between Elliot and Pryce", "her affair with
// Lottie", "strikes an uneasy partnership with Thomas Greer". Starts at the name.
void Story::Bonds(size_t i, const Sentence& sent, std::vector<Fact>* out) {
  if (i < sent.first_token + 2 || !visit_run_) return;
  // "at war with his next-door neighbor, Reggie": a description between "with" and the name.
  size_t at = i - 1;
  if (ctx_.Is(at, ",")) {
    size_t m = at;
    // ("the rivalry between the twins, Ozzie and Ophelia": "between" too.)
    while (m > sent.first_token + 1 && m + 6 > at && ctx_.T(m - 1).kind == TokenKind::kWord &&
           !ctx_.T(m - 1).Has(kCapitalized) && !ctx_.IsLower(m - 1, "with") && !ctx_.IsLower(m - 1, "against") &&
           !ctx_.IsLower(m - 1, "between"))
      --m;
    if (m > sent.first_token + 1 && m < at &&
        (ctx_.IsLower(m - 1, "with") || ctx_.IsLower(m - 1, "against") || ctx_.IsLower(m - 1, "between")))
      at = m - 1;
  } else if (ctx_.T(at).kind == TokenKind::kWord && !ctx_.T(at).Has(kCapitalized) && !ctx_.IsLower(at, "with") &&
             !ctx_.IsLower(at, "against") && !ctx_.IsLower(at, "between")) {
    // ("a contract marriage with chaebol heir Baek Tae-joon": a job right before the name.)
    size_t m = at;
    while (m > sent.first_token + 1 && m + 3 > at && ctx_.T(m).kind == TokenKind::kWord && !ctx_.T(m).Has(kCapitalized) &&
           !ctx_.IsLower(m, "with") && !ctx_.IsLower(m, "against") && !ctx_.IsLower(m, "the") && !ctx_.IsLower(m, "a"))
      --m;
    if (m < at && (ctx_.IsLower(m, "with") || ctx_.IsLower(m, "against"))) at = m;
    // ("their long feud with the cannery owner Larion Yaska": a job after an article.)
    else if (m > sent.first_token && m < at && (ctx_.IsLower(m, "the") || ctx_.IsLower(m, "a")) &&
             (ctx_.IsLower(m - 1, "with") || ctx_.IsLower(m - 1, "against")))
      at = m - 1;
  }
  std::string_view prep = ctx_.Lower(at);
  if (prep != "between" && prep != "with" && prep != "against") return;
  if (at < sent.first_token + 1) return;
  const auto& bonds = BondTable();
  const Lexicon::Relation* bond = nullptr;
  size_t noun = at - 1;
  if (at >= sent.first_token + 2) {
    std::string two(ctx_.Lower(at - 2));
    two += ' ';
    two += ctx_.Lower(at - 1);
    if (auto it = bonds.find(two); it != bonds.end()) {
      bond = &it->second;
      noun = at - 2;
    }
  }
  if (!bond)
    if (auto it = bonds.find(ctx_.Lower(at - 1)); it != bonds.end()) bond = &it->second;
  if (!bond) return;
  if (prep == "between") {
    std::string a, b;
    size_t end;
    if (PairAt(i, &a, &b, &end) && Presupposed(i)) {
      // "the rivalry between A and B (X and Y) finally ends": the bond's own verb after the pair.
      size_t v = end;
      if (ctx_.Is(v, "(")) {
        while (v < sent.end_token && !ctx_.Is(v, ")")) ++v;
        ++v;
      }
      if (ctx_.Is(v, ",")) ++v;
      if (ctx_.IsLower(v, "finally") || ctx_.IsLower(v, "officially")) ++v;
      const bool over = (ctx_.IsLower(v, "ends") || ctx_.IsLower(v, "ended") ||
                         ((ctx_.IsLower(v, "is") || ctx_.IsLower(v, "was")) && ctx_.IsLower(v + 1, "over"))) &&
                        Asserted(v);
      AddRelationship(out, a, b, bond->type, over ? "ended" : bond->status, 0.7);
    }
    return;
  }
  // ("an affair with Eli's mother, Yadira": the one the possessor's noun names.)
  const NameRun* named = visit_run_;
  std::string other = named && PossessiveAt(named->end) ? OneNamedAfterPossessor(i) : CharacterAt(i);
  if (other.empty()) return;
  // The other side: the bond's possessor ("her affair", "Nora's feud"), else the subject.
  // ("Nora's on-again, off-again romance with Eli": a comma between two adjectives.)
  auto adjective = [&](size_t w) {
    return ctx_.T(w).kind == TokenKind::kWord && !ctx_.T(w).Has(kCapitalized) && !PossessiveAt(w) &&
           !IsPossessivePronoun(ctx_.Lower(w)) && !ctx_.Has(w, kWordStoryCue);
  };
  size_t k = noun;
  while (k > sent.first_token && k + 5 > noun &&
         (adjective(k - 1) || (k > sent.first_token + 1 && k < noun && ctx_.Is(k - 1, ",") && adjective(k - 2))))
    --k;
  std::string owner;
  bool held = false;
  if (k > sent.first_token && IsPossessivePronoun(ctx_.Lower(k - 1))) {
    owner = ResolvePronoun(k - 1, other);
    held = Presupposed(noun);
  } else if (k > sent.first_token + 1 && PossessiveAt(k - 1)) {
    if (const NameRun* r = ctx_.NameEndingAt(k - 2)) owner = CharacterAt(r->first);
    held = Presupposed(noun);
  } else {
    owner = SubjectBefore(noun);
    held = Asserted(noun);
  }
  if (held) AddRelationship(out, owner, other, bond->type, bond->status, 0.65);
  // "a secret affair with Viola", "has been having an affair with his brother's wife": an
  // affair is an infidelity of the two who have it.
  const std::string_view bond_noun = ctx_.Lower(noun);
  if (held && !owner.empty() && owner != other && (bond_noun == "affair" || bond_noun == "affairs"))
    AddEvent(out, "infidelity", {owner, other}, 0.65, EventSeason(noun));
}

void Story::BondOver(size_t i, const Sentence& sent, std::vector<Fact>* out) {
  const Word w = ctx_.Lower(i);
  // "..., ending a friendship that goes back forty years": the verb before the bond.
  const bool ending = (w == "ending" || w == "ends" || w == "ended") && i + 2 < sent.end_token &&
                      (ctx_.IsLower(i + 1, "a") || ctx_.IsLower(i + 1, "their") || ctx_.IsLower(i + 1, "the"));
  if ((w != "their" && !ending) || i + 3 >= sent.end_token) return;
  // "their friendship is over", or with one word before the noun: "their long friendship".
  size_t noun = ending ? i + 2 : i + 1;
  const bool verb_next = ctx_.IsLower(noun + 1, "is") || ctx_.IsLower(noun + 1, "was") ||
                         ctx_.IsLower(noun + 1, "ends") || ctx_.IsLower(noun + 1, "ended");
  if (!ending && !verb_next && (ctx_.IsLower(noun + 2, "is") || ctx_.IsLower(noun + 2, "was"))) ++noun;
  const auto& bonds = BondTable();
  auto it = bonds.find(ctx_.Lower(noun));
  const Word n = ctx_.Lower(noun);
  const char* type = it != bonds.end() ? it->second.type.c_str() : n == "relationship" ? "romance" : nullptr;
  if (!type) return;
  const size_t verb = ending ? i : noun + 1;
  const bool over = ending ||
                    ((ctx_.IsLower(verb, "is") || ctx_.IsLower(verb, "was")) &&
                     (ctx_.IsLower(verb + 1, "over") || ctx_.IsLower(verb + 1, "finished") ||
                      ctx_.IsLower(verb + 1, "done"))) ||
                    ctx_.IsLower(verb, "ends") || ctx_.IsLower(verb, "ended");
  // (A participle "ending ..." hangs off a clause that may be negated: "never wants to
  // see him again, ending a friendship".)
  if (!over || !(ending ? Presupposed(verb) : Asserted(verb))) return;
  // The bond of that type stated last, in this sentence or the two before.
  const uint32_t here = sentence_;
  int looked = 0;  // the last facts only: a bond just stated is near the end
  for (auto it2 = out->rbegin(); it2 != out->rend() && ++looked <= 64; ++it2) {
    if (it2->kind != FactKind::kRelationship || it2->type != type || it2->evidence.empty()) continue;
    const uint32_t at = ctx_.at.SentenceAt(it2->evidence.back().start);
    if (at + 2 < here) break;
    it2->status = "ended";
    it2->evidence.push_back(Evidence());
    return;
  }
}

void Story::SharedSurnames(std::vector<Fact>* out) const {
  // Kin are introduced one by one across an article ("Joining as Pip Corwell, the missing
  // brother"), and the tie is rarely spelled out for every pair; a shared surname states it.
  // The parts: the cast, then characters the story names without an actor.
  std::vector<std::pair<std::string, Span>> parts;
  for (size_t j = 0; j < cast_.size(); ++j) parts.emplace_back(cast_[j].second, cast_evidence_[j]);
  auto add_part = [&](const std::string& w, const Fact& f) {
    if (people_.count(w) || unrelated_.count(w) ||
        std::any_of(parts.begin(), parts.end(), [&](const auto& p) { return p.first == w; }))
      return;
    parts.emplace_back(w, f.evidence.empty() ? Span{} : f.evidence.front());
  };
  for (const Fact& f : *out) {
    if (f.kind == FactKind::kRelationship) {
      add_part(f.a, f);
      add_part(f.b, f);
    } else if (f.kind == FactKind::kEvent) {
      for (const auto& w : f.participants) add_part(w, f);
    }
  }
  for (size_t j = 1; j < parts.size(); ++j) {
    const std::string& b = parts[j].first;
    const std::string_view surname = Surname(b);
    if (surname.empty()) continue;
    for (size_t i = 0; i < j; ++i) {
      const std::string& a = parts[i].first;
      if (a == b || Surname(a) != surname || unrelated_.count(a) || unrelated_.count(b)) continue;
      // ("Marip Zau Brang" and "Zau Brang": one of them is the other's short form, one
      // person, not two of a family.)
      if ((a.size() > b.size() && a.ends_with(" " + b)) || (b.size() > a.size() && b.ends_with(" " + a))) continue;
      // Any tie already found says more ("her husband, Piran Mendizabal" is a romance).
      const bool tied = std::any_of(out->begin(), out->end(), [&](const Fact& f) {
        return f.kind == FactKind::kRelationship && ((f.a == a && f.b == b) || (f.a == b && f.b == a));
      });
      if (tied) continue;
      Fact& f = out->emplace_back();
      f.kind = FactKind::kRelationship;
      f.a = a;
      f.b = b;
      f.type = "family";
      f.status = "current";
      f.evidence = {parts[i].second, parts[j].second};
      f.confidence = 0.5;
    }
  }
}

}  // namespace showgraph::extract
