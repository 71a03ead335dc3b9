// Relationships: the order of the pattern families (Relations), the ties one set phrase
// tells ("on Orfelina's payroll"), bond nouns ("her affair with Lottie", "their friendship
// is over"), and after the walk the family a shared surname makes. A relation noun after a
// possessor ("her best friend Tess") or in a description is read in story_relations_kin.cc,
// a pair ("X and Y broke up") in story_relations_pairs.cc, a romance or a verb and its
// object ("falls for", "X is dating Y", "fights") in story_relations_verbs.cc.
#include <algorithm>

#include "extract/story_internal.h"

namespace showgraph::data {
extern const std::string_view k_bonds;
}  // namespace showgraph::data

namespace showgraph::extract {

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
  // "her brother, Kiven, and his wife, Ndzi, had a daughter, Moye": the child of both.
  if (visit_run_ && i >= sent.first_token + 6 && ctx_.Is(i - 1, ",") &&
      (ctx_.IsLower(i - 2, "daughter") || ctx_.IsLower(i - 2, "son")) && ctx_.IsLower(i - 3, "a")) {
    const Word verb = ctx_.Lower(i - 4);
    std::string a, b;
    // ("her brother, Kiven Lukong (X), and his wife, Ndzi (Y), had": the two named last before
    // the verb, an "and" between them.)
    auto named_pair = [&] {
      std::vector<std::pair<std::string, size_t>> found;  // (character, first token), last first
      for (size_t k = i - 4; k > sent.first_token && found.size() < 2; --k) {
        const NameRun* r = ctx_.NameEndingAt(k - 1);
        if (!r) continue;
        k = r->first + 1;
        if (PossessiveAt(r->end) || (r->first > 0 && ctx_.Is(r->first - 1, "("))) continue;
        if (std::string c = CharacterAt(r->first); !c.empty()) found.emplace_back(std::move(c), r->first);
      }
      if (found.size() < 2) return false;
      bool joined = false;
      for (size_t k = found[1].second; k < found[0].second && !joined; ++k) joined = ctx_.IsLower(k, "and");
      a = found[1].first;
      b = found[0].first;
      return joined;
    };
    if ((verb == "had" || verb == "have" || verb == "has" || verb == "welcomed" || verb == "welcome") &&
        (SubjectPair(i - 4, &a, &b) || named_pair()) && Asserted(i - 4))
      if (const std::string child = CharacterAt(i); !child.empty() && child != a && child != b) {
        AddRelationship(out, a, child, "family", "current", 0.7);
        AddRelationship(out, b, child, "family", "current", 0.7);
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
  // ("Toyah's wedding to the eel catcher Aiden Rayment": a wedding makes the two a couple.)
  if (ctx_.T(i).Has(kPossessive) &&
      (ctx_.IsLower(i + 1, "engagement") || ctx_.IsLower(i + 1, "marriage") || ctx_.IsLower(i + 1, "wedding")) &&
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
