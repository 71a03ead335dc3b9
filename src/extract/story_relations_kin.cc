// Relationships a relation noun names: after a possessor ("her best friend Tess", "Juno's
// new boo Mateo", "Ruth Castellan, Nora's mother", "their daughter, Rosie") or in a
// description ("the father of Ptolemy", "the mother who walked out on Shirin"); with the
// helpers that find the other one (the copula's subject, an obituary's, an apposition's).
#include "extract/story_internal.h"

namespace showgraph::extract {

// The couple of the last romance stated in the sentence before this one, in the same
// paragraph; false when it states none.
bool Story::CoupleOfSentenceBefore(const std::vector<Fact>& out, std::string* a, std::string* b) const {
  const uint32_t before = sentence_ - 1;
  // ("Manana came to the valley with her husband, Nugzar. ... | Their elder son, Paata": at
  // a paragraph's opening, any sentence of the paragraph before.)
  const uint32_t paragraph = ctx_.at.sentences[before].paragraph;
  const bool opens = paragraph != ctx_.at.sentences[sentence_].paragraph;
  int looked = 0;
  for (auto it = out.rbegin(); it != out.rend() && ++looked <= 32; ++it) {
    if (it->kind != FactKind::kRelationship || it->evidence.empty()) continue;
    const uint32_t at = ctx_.at.SentenceAt(it->evidence.back().start);
    if (opens ? ctx_.at.sentences[at].paragraph < paragraph : at < before) break;
    if ((opens || at == before) && it->type == "romance") {
      *a = it->a;
      *b = it->b;
      return true;
    }
  }
  return false;
}

namespace {
const Lexicon::Relation& RomanticPartner() {
  static const Lexicon::Relation kPartner{"romance", "current"};
  return kPartner;
}
}  // namespace

void Story::PossessorTies(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out) {
  const auto& lex = ctx_.lex;
  // Possessor + relation noun + name: "her best friend Tess", "Juno's new boo Mateo".
  // ("X plays Seraina, whose husband, the surveyor Duri, drowns": a relative's possessor.)
  const bool whose = w == "whose" && i > sent.first_token + 1 && ctx_.Is(i - 1, ",");
  if (IsPossessivePronoun(w) || ctx_.T(i).Has(kPossessive) || whose) {
    size_t k = i + 1;
    std::string status_override;
    bool old_tie = false;  // "his old partner": a working tie of the past (an old friend is still one)
    // Words between the possessor and the noun: "new", "older", "15-year-old".
    auto modifier = [&](size_t m) {
      return ctx_.T(m).kind == TokenKind::kWord ||
             (ctx_.T(m).kind == TokenKind::kNumber && ctx_.Tok(m).find('-') != std::string_view::npos);
    };
    // ("their eldest, Nou" names a child; in "his eldest son, Ettore" the word is an adjective.)
    // ("Madangopal and Kastur's twin daughters, Bimla and Shanta": "twin" before a kin noun
    // is its adjective too.)
    auto adjective_rank = [&](size_t m) {
      return (ctx_.IsLower(m, "eldest") || ctx_.IsLower(m, "youngest") ||
              (ctx_.IsLower(m, "twin") && lex.relations.count(ctx_.Lower(m + 1)))) &&
             m + 1 < sent.end_token && ctx_.T(m + 1).kind == TokenKind::kWord && !ctx_.T(m + 1).Has(kCapitalized);
    };
    // ("her on-again, off-again boyfriend, Tomas": the pair of words is one modifier.)
    if (ctx_.IsLower(k, "on-again") && ctx_.Is(k + 1, ",") && ctx_.IsLower(k + 2, "off-again")) k += 3;
    // ("drives her to the lawyer": a preposition or an article ends the possessor's phrase.)
    auto function_word = [&](size_t m) {
      const Word f = ctx_.Lower(m);
      return f == "to" || f == "the" || f == "a" || f == "an" || f == "for" || f == "with" || f == "at" ||
             f == "in" || f == "on" || f == "from" || f == "into";
    };
    while (k < sent.end_token && k < i + 6 && modifier(k) && !function_word(k) && !ctx_.T(k).Has(kCapitalized) &&
           (!lex.relations.count(ctx_.Lower(k)) || adjective_rank(k)) &&
           !(k + 1 < sent.end_token && TwoWordRelation(k))) {
      std::string_view adj = ctx_.Lower(k);
      if (adj == "former" || adj == "estranged" || adj == "late" || adj == "onetime" || adj == "one-time")
        status_override = "ended";
      old_tie = old_tie || adj == "old";
      ++k;
    }
    const Lexicon::Relation* rel = nullptr;
    size_t after = k;
    if (k + 1 < sent.end_token) {
      if (const Lexicon::Relation* two = TwoWordRelation(k)) {
        rel = two;
        after = k + 2;
      }
    }
    if (!rel) {
      auto it = lex.relations.find(ctx_.Lower(k));
      if (it != lex.relations.end() && !ctx_.IsLower(k + 1, "general")) {  // not "attorney general"
        rel = &it->second;
        after = k + 1;
      }
    }
    if (rel && old_tie && rel->type == "professional" && status_override.empty()) status_override = "ended";
    if (rel) {
      std::string_view noun = ctx_.Lower(after - 1);
      const bool bare_partner = noun == "partner" && after == k + 1;  // not "business partner"
      bool plural = (noun.size() > 3 && noun.ends_with('s') && !noun.ends_with("ss")) || noun.ends_with("children");
      // "his mother and boss, Grizel": two nouns for one character.
      // ("her best friend and head designer, Ugochi": a job of up to three words.)
      const Lexicon::Relation* also_rel = nullptr;
      if (ctx_.IsLower(after, "and")) {
        size_t second = after + 1;
        // ("his ex-wife and, awkwardly, his business partner, Trudy": an adverb aside.)
        if (ctx_.Is(second, ",") && ctx_.Lower(second + 1).ends_with("ly") && ctx_.Is(second + 2, ",")) second += 3;
        // ("... and his business partner": a possessive pronoun before the second noun; but
        // "his wife and their young son, Abdon" are two people, the second of other owners.)
        if (IsPossessivePronoun(ctx_.Lower(second))) {
          if (IsPossessivePronoun(w) && ctx_.Lower(second) != w) second = sent.end_token;
          else ++second;
        }
        size_t comma = second;
        while (comma < sent.end_token && comma < second + 3 && ctx_.T(comma).kind == TokenKind::kWord &&
               !ctx_.T(comma).Has(kCapitalized))
          ++comma;
        if (comma > second && ctx_.Is(comma, ",")) {
          if (const Lexicon::Relation* two = comma >= second + 2 ? TwoWordRelation(comma - 2) : nullptr) also_rel = two;
          else if (auto it2 = lex.relations.find(ctx_.Lower(comma - 1)); it2 != lex.relations.end()) also_rel = &it2->second;
          after = comma;
        }
      }
      // "her husband of fifteen years, Piran", "her boyfriend of two seasons, Dex": the
      // length of the bond before the name.
      if (ctx_.IsLower(after, "of")) {
        const Word span = ctx_.Lower(after + 2);
        if (span == "years" || span == "year" || span == "seasons" || span == "months" || span == "decades") {
          after += 3;
          // ("her partner of ten years" is a life partner, not a colleague.)
          if (bare_partner) rel = &RomanticPartner();
        }
      }
      // "Naranbaatar's eldest son by Tsetsegmaa, Khongor", "his son by Delgermaa": the other
      // parent, named after "by"; the child is the one named after or before.
      std::string other_parent;
      if (ctx_.IsLower(after, "by") && rel->type == "family" &&
          (noun == "son" || noun == "daughter" || noun == "child" || noun == "sons" || noun == "daughters" ||
           noun.ends_with("children")))
        if (const NameRun* r = RunAt(after + 1); r && !PossessiveAt(r->end)) {
          other_parent = CharacterAt(after + 1);
          if (!other_parent.empty()) after = After(r);
        }
      // "His best friend since kindergarten, Danny": since when, before the name.
      // ("His son from his first marriage, Chermen": from where, too.)
      if (ctx_.IsLower(after, "since") || (ctx_.IsLower(after, "from") && rel->type == "family")) {
        size_t m = after + 1;
        while (m < sent.end_token && m < after + 4 && ctx_.T(m).kind == TokenKind::kWord && !ctx_.T(m).Has(kCapitalized))
          ++m;
        if (m > after + 1 && ctx_.Is(m, ",") && RunAt(m + 1)) after = m;
      }
      // ("Meindert's niece from Urk, Klaasje Hakvoort": a place the kin comes from, which is
      // her hometown.)
      std::string from_place;
      if (ctx_.IsLower(after, "from") && rel->type == "family" && after + 1 < sent.end_token &&
          ctx_.T(after + 1).Has(kCapitalized) && ctx_.T(after + 1).kind == TokenKind::kWord) {
        size_t m = after + 1;
        while (m < sent.end_token && m < after + 4 && ctx_.T(m).Has(kCapitalized) && ctx_.T(m).kind == TokenKind::kWord)
          ++m;
        if (ctx_.Is(m, ",") && RunAt(m + 1)) {
          from_place = std::string(ctx_.at.text.substr(ctx_.T(after + 1).start, ctx_.T(m - 1).end - ctx_.T(after + 1).start));
          after = m;
        }
      }
      // "Okereke's longtime boss on Marrowbone, Lt. Kermit Oberlander": the show between.
      if ((ctx_.IsLower(after, "on") || ctx_.IsLower(after, "in")) && after + 1 < sent.end_token && ctx_.masked[after + 1]) {
        size_t m = after + 1;
        while (m < sent.end_token && m < after + 8 && ctx_.masked[m]) ++m;
        if (ctx_.Is(m, ",")) after = m;
      }
      // "Drahomira's partner on the ambulance, Blazena Hroch": a place of the bond between.
      if ((ctx_.IsLower(after, "on") || ctx_.IsLower(after, "at") || ctx_.IsLower(after, "in")) &&
          (ctx_.IsLower(after + 1, "the") || ctx_.IsLower(after + 1, "a"))) {
        size_t m = after + 2;
        while (m < sent.end_token && m < after + 5 && ctx_.T(m).kind == TokenKind::kWord && !ctx_.T(m).Has(kCapitalized))
          ++m;
        if (m > after + 2 && ctx_.Is(m, ",") && RunAt(m + 1)) after = m;
      }
      // ("he lost his father: Gjenio Pittin, who ran the marina": a colon, too.)
      const bool comma = ctx_.Is(after, ",") || (ctx_.Is(after, ":") && RunAt(after + 1));
      if (comma) ++after;
      if (ctx_.IsLower(after, "on")) ++after;  // "her crush on Eli"
      std::string other = CharacterAt(after);
      if (!from_place.empty() && !other.empty()) AddAttribute(out, other, "hometown", from_place);
      const bool name_follows = !comma && !other.empty();
      // "Solomon's oldest enemy is Roscoe Pike": the name after a copula (not a possessor:
      // "Nora's sister is Ada's rival").
      if (other.empty() && !comma && (ctx_.IsLower(after, "is") || ctx_.IsLower(after, "was")))
        if (const NameRun* r = RunAt(after + 1); r && !PossessiveAt(r->end)) other = CharacterAt(after + 1);
      // "Nuala's father, the retired superintendent Donncha Breslin": a description
      // between the noun and the name.
      // "her ex-husband, police detective Gustav Giordano": a job right before the name.
      if (other.empty() && comma && !RunAt(after) && ctx_.T(after).kind == TokenKind::kWord &&
          !ctx_.T(after).Has(kCapitalized) && !ctx_.IsLower(after, "the") && !ctx_.IsLower(after, "a")) {
        size_t m = after;
        while (m < sent.end_token && m < after + 3 && ctx_.T(m).kind == TokenKind::kWord && !ctx_.T(m).Has(kCapitalized))
          ++m;
        if (m > after && ctx_.Has(m - 1, kWordOccupation) && RunAt(m)) other = CharacterAt(m);
        // "her father, retired Navy Capt. Homer Okereke": words, a capitalized modifier and
        // a title before the name.
        for (m = after; other.empty() && m < sent.end_token && m < after + 6; ++m) {
          const Token& t = ctx_.T(m);
          if (const NameRun* r = ctx_.NameAt(m); r && !ModifiesNoun(r)) {
            // ("Navy Capt." may itself be a run: the name is after its title.)
            const NameRun* named = ctx_.Honorific(r->end - 1) ? ctx_.NameAfterTitle(r->end - 1) : nullptr;
            other = CharacterAt(named ? named->first : m);
            break;
          }
          if (ctx_.Honorific(m) && t.Has(kCapitalized)) {
            if (const NameRun* r = ctx_.NameAfterTitle(m)) other = CharacterAt(r->first);
            break;
          }
          // Only a description's words: a job, or an adjective of age or standing.
          const Word lw = ctx_.Lower(m);
          const bool describes = t.Has(kCapitalized) || ctx_.Has(m, kWordOccupation) || lw == "retired" ||
                                 lw == "former" || lw == "late" || lw == "longtime" || lw == "estranged" ||
                                 lw == "eldest" || lw == "elder" || lw == "older" || lw == "younger" ||
                                 lw == "beloved" || lw == "veteran";
          if (t.kind != TokenKind::kWord || !describes) break;
        }
      }
      if (other.empty() && (ctx_.IsLower(after, "the") || ctx_.IsLower(after, "a"))) {
        // (A place may stand in it: "the Hamtramck bootlegger Sigismund Wojtaszek"; or an age:
        // "her youngest child, the 24-year-old Lorenzino".)
        const auto age = [&](size_t m) { return ctx_.T(m).kind == TokenKind::kNumber && ctx_.Tok(m).ends_with("-old"); };
        for (size_t m = after + 1; m < sent.end_token && m < after + 6 && (ctx_.T(m).kind == TokenKind::kWord || age(m));
             ++m) {
          if (!ctx_.T(m).Has(kCapitalized) || m == after + 1) continue;
          if (const NameRun* r = RunAt(m); r && ModifiesNoun(r)) {  // "a former Coast Guard investigator"
            m = r->end - 1;
            continue;
          }
          other = CharacterAt(m);
          if (!other.empty()) {
            after = m;
            break;
          }
          if (const NameRun* r = RunAt(m)) m = r->end - 1;
        }
      }
      // "his brother, the band's drummer, Lambert Darroux": a second apposition, a short
      // description that "the" opens and a comma closes, before the name.
      if (other.empty() && comma && ctx_.IsLower(after, "the")) {
        size_t m = after + 1;
        while (m < sent.end_token && m < after + 6 &&
               ((ctx_.T(m).kind == TokenKind::kWord && !ctx_.T(m).Has(kCapitalized)) || PossessiveAt(m)))
          ++m;
        if (m > after + 1 && ctx_.Is(m, ",")) {
          if (const NameRun* r = RunAt(m + 1); r && !PossessiveAt(r->end)) {
            other = CharacterAt(m + 1);
            if (!other.empty()) after = m + 1;
          }
        }
      }
      // A plural noun names all of a list: "Juno's parents, Ada and Tom", "their three
      // grown children, Marijke, Joost and Wietske".
      std::vector<std::string> more;
      if (plural && !other.empty()) {
        more = ListAt(after);
        if (more.empty() || more.front() != other) more.clear();
        else more.erase(more.begin());
      }
      const NameRun* owner_run = IsPossessivePronoun(w) || i == 0 ? nullptr : ctx_.NameEndingAt(i - 1);
      // "Solenne and Lorimer's daughter": the possessor is a pair. Not so where the name
      // follows the noun: "Wren and Nora's brother Callum have been circling each other".
      const NameRun* co_owner_run = owner_run && !name_follows && owner_run->first > 1 &&
                                            ctx_.IsLower(owner_run->first - 1, "and")
                                        ? ctx_.NameEndingAt(owner_run->first - 2)
                                        : nullptr;
      const size_t owner_first = co_owner_run ? co_owner_run->first : owner_run ? owner_run->first : i;
      // "her late father's ferry", "her mother's death": the kin is named nowhere here.
      const bool noun_possessive = PossessiveAt(after) || ctx_.T(after - 1).Has(kPossessive);
      const bool named_after_noun = !other.empty();
      bool named_before_apposition = false;  // "Ruth Castellan, Nora's mother, ..."
      if (other.empty() && !noun_possessive) {
        // Apposition: "Ruth Castellan, Nora's mother", "Amelia Stroud, the town's doctor
        // and Eli's wife": the name before the comma that opens the description.
        size_t start = owner_first;
        for (size_t c = start; c > sent.first_token + 1 && c + 10 > start; --c) {
          // A verb between the comma and the possessor makes it a new clause
          // ("..., leaving a note for his mother"), not an apposition.
          std::string_view between = ctx_.Lower(c - 1);
          // (A possessive is no verb: "the shed's only employee and Nettle's best friend";
          // nor is a word right after an article: "the thoroughbred breeder and Nurbek's
          // rival"; nor a name: "Idony, Aldred and Ysbel's daughter and Nessa's half-sister".)
          const bool after_article = c >= 2 && (ctx_.IsLower(c - 2, "the") || ctx_.IsLower(c - 2, "a") ||
                                                ctx_.IsLower(c - 2, "an"));
          const bool verb_form = (between.ends_with("ing") || between.ends_with("ed")) && !after_article &&
                                 !ctx_.NameAt(c - 1);
          if (!ctx_.T(c - 1).Has(kPossessive) && !ctx_.T(c).Has(kPossessive) &&
              (verb_form || between == "for" ||
               between == "to" || between == "with" || between == "where" || between == "when" || IsPlayVerb(between) ||
               // ("Sulpice Vialle, whom her father cannot stand": the possessor's noun is the
               // relative clause's subject, no apposition.)
               between == "whom" || between == "which" ||
               // (Not "Irving, who was the family's lawyer and Thelonious's best friend": a
               // copula's predicate is the one described.)
               (between == "who" && !ctx_.IsLower(c, "was") && !ctx_.IsLower(c, "is") && !ctx_.IsLower(c, "were") &&
                !ctx_.IsLower(c, "are") && !ctx_.IsLower(c, "becomes") && !ctx_.IsLower(c, "became") &&
                !ctx_.IsLower(c, "remains"))))
            break;
          if (!ctx_.Is(c - 1, ",")) continue;
          other = CharacterBeforeComma(c - 1);
          named_before_apposition = !other.empty() && c == start;  // (the possessor right after the comma)
          break;
        }
      }
      // The object of a verb of regard: "who regards Eldon as his oldest enemy".
      // The pronoun is the clause's subject, the one who regards.
      bool regarded = false;
      if (other.empty() && !noun_possessive && IsPossessivePronoun(w) && i >= sent.first_token + 2 &&
          ctx_.IsLower(i - 1, "as") && ctx_.NameEndingAt(i - 2)) {
        other = CharacterAt(ctx_.NameEndingAt(i - 2)->first);
        regarded = !other.empty();
      }
      // "..., which makes her Brielle's new stepmother": the object of "make" is the one
      // the noun names.
      if (other.empty() && !noun_possessive && owner_first >= sent.first_token + 2 &&
          (ctx_.IsLower(owner_first - 1, "her") || ctx_.IsLower(owner_first - 1, "him")) &&
          (ctx_.IsLower(owner_first - 2, "makes") || ctx_.IsLower(owner_first - 2, "made") ||
           ctx_.IsLower(owner_first - 2, "make"))) {
        // (The first character of the sentence, or of its part after a colon: the one the
        // "which" clause goes on about. "...: in the last scene, Vivienne signs papers that
        // make her Fiammetta's partner".)
        size_t from = sent.first_token;
        for (size_t m = sent.first_token; m + 2 < owner_first; ++m)
          if (ctx_.Is(m, ":") || ctx_.Is(m, ";")) from = m + 1;
        for (size_t m = from; m + 2 < owner_first && other.empty(); ++m)
          if (const NameRun* r = RunAt(m)) {
            if (!PossessiveAt(r->end)) other = CharacterAt(m);
            m = r->end - 1;
          }
      }
      // The predicate of "be" or "become": "Owen happens to be Ray's nephew", "a picker who
      // becomes Delia's first love".
      if (other.empty() && !noun_possessive) {
        other = CopulaSubject(owner_first);
        // ("Dalmazzo was Teresio's partner in the vineyard until the two men split it": a tie
        // told in the past up to a time is over.)
        if (!other.empty() && owner_first > sent.first_token &&
            (ctx_.IsLower(owner_first - 1, "was") || ctx_.IsLower(owner_first - 1, "were")))
          for (size_t u = after; u < sent.end_token && u < after + 8 && !ctx_.Is(u, ","); ++u)
            if (ctx_.IsLower(u, "until")) {
              status_override = "ended";
              break;
            }
      }
      // A who's-who section's description of its part: "Solomon's first wife and ...".
      if (other.empty() && !noun_possessive && VerblessOpening(owner_first)) other = SectionTopic();
      // ("LOSER: Uncle Chinkhanlal. Thangboi's older brother died ...": the part a paragraph
      // opens on, described by the possessor's noun that opens the next sentence.)
      if (other.empty() && !noun_possessive && owner_first == sent.first_token) other = DescribedPart(sentence_);
      std::string owner, co_owner;
      // "Hendrik and Griet and their children": both of the pair own the relation.
      if (whose) {
        owner = CharacterBeforeComma(i - 1);
        // ("Nurbanu Merali, a pharmacist played by Durriya Kapasi, whose husband, ...": past
        // the apposition that names the actor.)
        for (size_t c = i - 2; owner.empty() && c > sent.first_token + 1 && c + 12 > i; --c)
          if (ctx_.Is(c, ",")) {
            bool played_by = false;
            for (size_t m = c + 1; m + 1 < i - 1 && !played_by; ++m)
              played_by = ctx_.IsLower(m, "played") && ctx_.IsLower(m + 1, "by");
            if (played_by) owner = CharacterBeforeComma(c);
            break;
          }
        // ("Erna Zesch, 64, the owner of Zesch Hall, the oldest dance hall in Kendall County,
        // whose husband, Milton, died": past appositions set off by commas, to the character
        // they describe, when the name before the comma is a place.)
        for (size_t c = i - 2; owner.empty() && c > sent.first_token + 1 && c + 32 > i; --c) {
          if (ctx_.Is(c, ";") || ctx_.IsLower(c, "who") || ctx_.IsLower(c, "whose")) break;
          if (!ctx_.Is(c, ",")) continue;
          // (Not a place or a holding named after "of", "in": "the owner of Zesch Hall".)
          if (const NameRun* r = ctx_.NameEndingAt(c - 1);
              r && r->first > sent.first_token && (ctx_.IsLower(r->first - 1, "of") || IsPlacePreposition(ctx_.Lower(r->first - 1))))
            continue;
          owner = CharacterBeforeComma(c);
        }
      } else if (w == "their" && PairBeforeTheir(i, &owner, &co_owner)) {
      } else if (w == "their" && i > sent.first_token + 3 && RunAt(sent.first_token) &&
                 SubjectPair(i, &owner, &co_owner) && other != owner && other != co_owner) {
        // "Ugochi and Chukwudi named their daughter Rosie": the pair the clause is about.
      } else if (w == "their" && last_pair_sentence_ == sentence_ && other != last_pair_.first &&
                 other != last_pair_.second) {
        // "X as her ex-husband, Gary, and Y as their teenage son, Liam": the couple this
        // sentence has just named.
        owner = last_pair_.first;
        co_owner = last_pair_.second;
      } else if (w == "their" && i == sent.first_token && sentence_ > 0 &&
                 CoupleOfSentenceBefore(*out, &owner, &co_owner) && other != owner && other != co_owner) {
        // "In the first season she married Declan. Their daughter, Rosie, ...": the couple
        // the sentence before made.
      } else if (w == "their" && i == sent.first_token && sentence_ > 0 && rel->type == "family" &&
                 ctx_.at.sentences[sentence_ - 1].paragraph == sent.paragraph &&
                 PairInSentence(sentence_ - 1, &owner, &co_owner) && other != owner && other != co_owner) {
        // "Dana and Mark arrive first. Their father, Eli, is late.": the pair the sentence
        // before opens on.
      } else if (IsPossessivePronoun(w) && ctx_.IsLower(i + 1, "own")) {
        // "Marijke walks in on Ghislaine and her own husband": "own" is the subject's.
        bool has_subject = false;
        owner = ClauseSubject(i, &has_subject);
        if (owner.empty()) owner = ResolvePronoun(i, other);
      } else if (IsPossessivePronoun(w) && !(owner = SurvivedBy(i)).empty()) {
        // An obituary: "Przybylski is survived by his wife, ...; his son, ...": the person
        // the pronouns are of (who is no character, so the resolver would pass them over).
      } else if (IsPossessivePronoun(w)) {
        if (regarded) owner = RelativeAntecedent(i);
        if (owner.empty() || owner == other) owner = ResolvePronoun(i, other);
        // "Alun Brierley, the husband of her boss, Leanne": a pronoun inside the apposition
        // that describes a character is someone else's (the husband is not his own boss).
        // (The sentence's first other character, whom the sentence is about: "That's bad news
        // for Stacey, who is engaged to Mostyn, and worse for ... Alun, the husband of her boss".)
        if (const std::string described = DescribedByApposition(i); !described.empty() && owner == described) {
          owner.clear();
          for (size_t m = sent.first_token; m < i && owner.empty(); ++m)
            if (const NameRun* r = RunAt(m)) {
              if (std::string c = CharacterAt(m); c != described && c != other) owner = c;
              m = r->end - 1;
            }
        }
      } else if (!owner_run && i >= sent.first_token + 2 && ctx_.T(i).Has(kPossessive) &&
                 (ctx_.IsLower(i - 1, "couple") || ctx_.IsLower(i - 1, "pair")) && ctx_.IsLower(i - 2, "the") &&
                 !last_pair_.first.empty() && last_pair_sentence_ <= sentence_ &&
                 ctx_.at.sentences[last_pair_sentence_].paragraph + 3 > sent.paragraph && other != last_pair_.first &&
                 other != last_pair_.second) {
        // "the couple's two daughters, Elmi and Aatos", "the couple's middle child": the
        // couple just told of.
        owner = last_pair_.first;
        co_owner = last_pair_.second;
      } else if (owner_run) {
        owner = CharacterAt(owner_run->first);
        if (co_owner_run) co_owner = CharacterAt(co_owner_run->first);
      }
      // ("The deal was negotiated by her lawyer, X": a pronoun's lawyer or driver is a cast
      // part's only; in an article about a deal or a trial it is the real person's.)
      const bool hired_hand = noun == "lawyer" || noun == "attorney" || noun == "accountant" ||
                              noun == "bookkeeper" || noun == "driver" || noun == "chauffeur";
      if (hired_hand && IsPossessivePronoun(w) && !character_set_.count(owner)) owner.clear();
      // "romantic future with X" style phrases are handled below; here a name must follow.
      // ("The father is not her fiance, the schoolteacher Welhelmus (X), but ...": the
      // fiance named in apposition is one whatever the copula denies.)
      const bool apposed = comma && named_after_noun && IsPossessivePronoun(w) && i > sent.first_token + 2;
      // ("Kunhibi, Beeran's wife, was presumed drowned": an apposition closed by its comma
      // holds whatever the clause around it hedges.)
      const bool closed_apposition = named_before_apposition && comma && !ctx_.T(i).Has(kInQuote);
      if (!other.empty() && !owner.empty() &&
          (closed_apposition || Presupposed(i, /*through_questions=*/true, apposed))) {
        std::string status = status_override.empty() ? rel->status : status_override;
        for (const std::string* o : {&owner, &co_owner}) {
          if (o->empty()) continue;
          AddRelationship(out, *o, other, rel->type, status, 0.8);
          if (also_rel && also_rel->type != rel->type) AddRelationship(out, *o, other, also_rel->type, also_rel->status, 0.7);
          for (const std::string& m : more) AddRelationship(out, *o, m, rel->type, status, 0.75);
        }
        if (!other_parent.empty() && other_parent != other) AddRelationship(out, other_parent, other, "family", status, 0.75);
        // Children or siblings named together are one another's siblings.
        if (rel->type == "family" && !more.empty() &&
            (noun.ends_with("children") || noun == "kids" || noun == "sons" || noun == "daughters" || noun == "siblings" ||
             noun == "brothers" || noun == "sisters" || noun == "twins")) {
          more.insert(more.begin(), other);
          for (size_t x = 0; x < more.size(); ++x)
            for (size_t y = x + 1; y < more.size(); ++y) AddRelationship(out, more[x], more[y], "family", status, 0.7);
        }
      }
    }
    // "his romantic future with Sam"
    if (IsPossessivePronoun(w) && ctx_.IsLower(i + 1, "romantic") && ctx_.IsLower(i + 3, "with")) {
      std::string other = CharacterAt(i + 4);
      std::string owner = ResolvePronoun(i, other);
      if (!other.empty() && Asserted(i)) AddRelationship(out, owner, other, "romance", "", 0.7);
    }
  }
}

void Story::DescriptionTies(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out) {
  const auto& lex = ctx_.lex;
  // "he is also the father of Ptolemy", "Oswin, the mentor of Calla,": the noun, "of", the
  // name; the other is the copula's subject or the name the description follows.
  // "Desdemona (Actor), the restless wife of the resort owner Ragnvald": adjectives may
  // stand before the noun, a description before the name.
  // ("the new deputy to Sheriff Agnes Pell": a working tie may take "to".)
  const bool of_or_to = ctx_.IsLower(i + 1, "of") || (ctx_.IsLower(i + 1, "to") && [&] {
                          const auto rel = lex.relations.find(w);
                          return rel != lex.relations.end() && rel->second.type == "professional";
                        }());
  if (i > sent.first_token + 1 && of_or_to && ctx_.Has(i, kWordStoryCue)) {
    size_t det = i - 1;
    while (det > sent.first_token && det + 3 > i && ctx_.T(det).kind == TokenKind::kWord &&
           !ctx_.T(det).Has(kCapitalized) && !ctx_.IsLower(det, "the") && !ctx_.IsLower(det, "a") &&
           !ctx_.IsLower(det, "an"))
      --det;
    auto it = lex.relations.find(w);
    std::string other;
    std::vector<std::string> others;  // "the mother of Elijah and Dinah": each of a list
    // ("Budhani Chaudhary, daughter of the village headman, Bhagiram": a bare noun right
    // after the name's comma.)
    const bool bare = det == i - 1 && ctx_.Is(det, ",");
    if (it != lex.relations.end() &&
        (bare || ctx_.IsLower(det, "the") || ctx_.IsLower(det, "a") || ctx_.IsLower(det, "an"))) {
      other = CharacterAt(i + 2);
      if (other.empty() && !RunAt(i + 2)) other = CharacterAfterDescription(i + 2, 5);
      if (!other.empty()) others = ListAt(i + 2);
      if (others.empty() || others.front() != other) others = {other};
    }
    if (!other.empty()) {
      std::string owner = bare ? CharacterBeforeComma(det) : CopulaSubject(det);
      if (owner.empty() && !bare && det > sent.first_token + 1 && ctx_.Is(det - 1, ","))
        owner = CharacterBeforeComma(det - 1);
      // ("Joss Arden, the chapel's photographer and the son of its owner, Vera": the
      // second of two descriptions joined by "and".)
      // ("Telesforo (X), the chief of customs, a pillar of the port's best society and the
      // husband of Eufrasia": past a list of descriptions, to the name they follow.)
      if (owner.empty() && det > sent.first_token + 3 && ctx_.IsLower(det - 1, "and"))
        for (size_t c = det - 2, commas = 0; c > sent.first_token && c + 24 > det && commas < 3; --c) {
          const Word cw = ctx_.Lower(c);
          if (ctx_.T(c).kind == TokenKind::kWord && !ctx_.NameAt(c) &&  // (a name is no verb: "Mildred")
              (cw.ends_with("ed") || cw.ends_with("ing") || IsPlayVerb(cw)))
            break;
          if (ctx_.Is(c, ",")) {
            ++commas;
            owner = CharacterBeforeComma(c);
            if (!owner.empty()) break;
            // (Only descriptions between: "the chief of customs", "a pillar of ...".)
            if (!(ctx_.IsLower(c + 1, "the") || ctx_.IsLower(c + 1, "a") || ctx_.IsLower(c + 1, "an"))) break;
          }
        }
      if (owner.empty() && VerblessOpening(det)) owner = SectionTopic();
      if (!owner.empty() && Presupposed(i))
        for (const std::string& o : others)
          if (o != owner) AddRelationship(out, owner, o, it->second.type, it->second.status, 0.7);
    }
  }

  // "It is Jadwiga, the mother who walked out on Shirin and Rhodri", "He is Jayden, the son
  // Denise has not seen in years": a kin noun with a relative clause names the kin in it.
  if (i > sent.first_token + 1 && ctx_.IsLower(i - 1, "the") && ctx_.Has(i, kWordStoryCue)) {
    auto it = lex.relations.find(w);
    const bool relative = ctx_.IsLower(i + 1, "who") || ctx_.IsLower(i + 1, "that") || ctx_.IsLower(i + 1, "whom");
    const NameRun* reduced = relative ? nullptr : RunAt(i + 1);  // "the son Denise has ..."
    if (it != lex.relations.end() && it->second.type == "family" && (relative || reduced)) {
      std::vector<std::string> kin;
      if (reduced) {
        size_t v = After(reduced);
        std::string_view vw = ctx_.Lower(v);
        if (vw == "has" || vw == "had" || vw == "left" || vw == "abandoned" || vw == "raised" || vw == "never" ||
            vw == "gave")
          kin.push_back(CharacterAt(reduced->first));
      } else {
        // The first character of the clause, and a second joined to it by "and".
        for (size_t k = i + 2; k < sent.end_token && k < i + 10 && !ctx_.Is(k, ","); ++k) {
          if (!RunAt(k)) continue;
          if (ctx_.T(k - 1).Has(kPossessive) || PossessiveAt(RunAt(k)->end)) break;
          kin = ListAt(k);
          break;
        }
      }
      std::string owner = ctx_.Is(i - 2, ",") ? CharacterBeforeComma(i - 2) : std::string();
      for (const std::string& other : kin)
        if (!owner.empty() && !other.empty() && other != owner && Presupposed(i))
          AddRelationship(out, owner, other, "family", it->second.status, 0.65);
    }
  }
}

// The character a copular clause is about, when token `tok` stands in its predicate:
// "Owen happens to be [Ray's nephew]", "Tomas, who becomes [Delia's first love]".
std::string Story::CopulaSubject(size_t tok) const {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  // A form of "be" or "become" shortly before, or no parse is needed.
  bool copula = false;
  for (size_t k = tok; k > sent.first_token && k + 5 > tok && !copula; --k) {
    std::string_view w = ctx_.Lower(k - 1);
    copula = w == "is" || w == "was" || w == "be" || w == "are" || w == "were" || w.starts_with("becom") ||
             w == "became" || w == "been" || w.starts_with("remain") || w == "'s" || w == "\u2019s";
  }
  if (!copula) return {};
  // "Marzella, a peddler mouse who shows up ..., moves in without asking, and becomes
  // Fennick's best friend", "who moves in while the roof is patched and quickly becomes
  // Nettle's rival": the last verb of a relative clause's run is the antecedent's, where
  // the parse loses the run.
  if (size_t v = tok - 1; v > sent.first_token + 3) {
    // ("who had taught Ziva to ski and had been her mentor ever since": "been" too.)
    const bool been = ctx_.IsLower(v, "been") && (ctx_.IsLower(v - 1, "had") || ctx_.IsLower(v - 1, "has"));
    const Word vw = ctx_.Lower(v);
    size_t a = been ? v - 2 : v - 1;  // the "and" before the verb, perhaps past an adverb
    if (ctx_.Lower(a).ends_with("ly") || ctx_.IsLower(a, "soon") || ctx_.IsLower(a, "eventually")) --a;
    if (ctx_.IsLower(a, "who") && ctx_.IsLower(a - 1, "and")) --a;  // "... and who quickly becomes"
    if ((vw == "becomes" || vw == "became" || been) && ctx_.IsLower(a, "and"))
      if (std::string who = RelativeAntecedent(v, /*reach=*/40); !who.empty()) return who;
    // ("Tino, the owner of the new wash across the street, who quickly becomes Lavell's
    // nemesis": the name before the apposition.)
    if ((vw == "becomes" || vw == "became") && ctx_.IsLower(a, "who") && ctx_.Is(a - 1, ","))
      if (std::string who = AntecedentOfRelative(a, /*reach=*/16); !who.empty() && Asserted(v)) return who;
  }
  // "X turns out to be the biological mother of Y", "is revealed to be": "to be" after a
  // verb of finding out is a copula of the verb's subject.
  if (tok >= sent.first_token + 4 && ctx_.IsLower(tok - 1, "be") && ctx_.IsLower(tok - 2, "to")) {
    const Word v3 = ctx_.Lower(tok - 3);
    const bool found_out = (v3 == "out" && (ctx_.IsLower(tok - 4, "turns") || ctx_.IsLower(tok - 4, "turned") ||
                                            ctx_.IsLower(tok - 4, "turn"))) ||
                           v3 == "revealed" || v3 == "proves" || v3 == "proved";
    if (found_out && Asserted(tok - 3)) {
      bool has_subject = false;
      return ClauseSubject(tok - 3, &has_subject);
    }
  }
  const syntax::Parse& p = ParseOf(sentence_);
  int clause = ClauseAt(tok);
  const syntax::Chunk* v = p.VerbOf(clause);
  int np = p.chunk_of[tok - sent.first_token];
  if (!v || !v->copula || np < 0) return {};
  // "Piet is also Radulf's son", "is now her stepmother": adverbs between verb and noun.
  for (size_t k = v->end; k < p.chunks[np].first; ++k) {
    std::string_view a = ctx_.Lower(sent.first_token + k);
    if (a != "also" && a != "now" && a != "still" && a != "actually" && a != "secretly" && a != "really")
      return {};
  }
  if (!Asserted(tok)) return {};
  bool has_subject = false;
  return ClauseSubject(tok, &has_subject);
}

// "X is survived by his wife, Y": X, for a pronoun at token `tok` after "survived by" in
// the sentence; "" when the sentence is no such list.
std::string Story::SurvivedBy(size_t tok) const {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  for (size_t k = sent.first_token + 1; k + 1 < tok && k < sent.first_token + 12; ++k) {
    if (!ctx_.IsLower(k, "survived") || !ctx_.IsLower(k + 1, "by")) continue;
    size_t end = k;
    if (end > sent.first_token && (ctx_.IsLower(end - 1, "is") || ctx_.IsLower(end - 1, "was"))) --end;
    if (const NameRun* r = end > sent.first_token ? ctx_.NameEndingAt(end - 1) : nullptr; r && r->first == sent.first_token)
      return ctx_.Resolve(r->text);
    // ("In addition to her daughter, she is survived by her husband, ...": the obituary's
    // subject, whom its first sentence opens with.)
    // (Not "by their daughter": a couple's, read elsewhere.)
    if (end > sent.first_token && (ctx_.IsLower(end - 1, "she") || ctx_.IsLower(end - 1, "he")) &&
        !ctx_.IsLower(tok, "their"))
      for (uint32_t s = 0, stories = 0; s < ctx_.at.sentences.size() && stories < 3; ++s)
        if (ctx_.KindOfSentence(s) == ParagraphKind::kStory) {
          ++stories;
          if (const NameRun* r = ctx_.NameAt(ctx_.at.sentences[s].first_token); r && r->words >= 2)
            return ctx_.Resolve(r->text);
        }
    return {};
  }
  return {};
}

// The character an apposition holding the possessive pronoun at `tok` describes: "Alun
// Brierley (X), the husband of her boss": Alun Brierley; "" when it stands elsewhere.
std::string Story::DescribedByApposition(size_t tok) const {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  if (tok < sent.first_token + 5 || !ctx_.IsLower(tok - 1, "of") || !ctx_.lex.relations.count(ctx_.Lower(tok - 2)))
    return {};
  size_t det = tok - 3;
  if (!ctx_.IsLower(det, "the") && !ctx_.IsLower(det, "a")) return {};
  if (!ctx_.Is(det - 1, ",")) return {};
  return CharacterBeforeComma(det - 1);
}

}  // namespace showgraph::extract
