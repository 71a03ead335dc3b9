// Relationships a verb or a word of love tells: "Nia is with Cal now", "falls for", "in love
// with", "a love interest for Sam", "the man Liisa was engaged to"; "X is dating Y",
// "befriends", "hires", "fires", "sees X as a rival", "push them together", "kissed",
// "fights", "put X in prison", "runs against X", "buy the ranch out from under X".
#include "extract/story_internal.h"

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
  // "Ying came to New Zealand in 1957 to marry Fook": a journey made to marry someone, told
  // in the past, is a marriage.
  if (w == "marry" && i > sent.first_token + 3 && ctx_.IsLower(i - 1, "to") && i + 1 < sent.end_token) {
    bool journey = false;
    for (size_t k = i - 1; k > sent.first_token && k + 10 > i && !journey; --k) {
      const Word v = ctx_.Lower(k - 1);
      journey = v == "came" || v == "moved" || v == "went" || v == "returned" || v == "travelled" ||
                v == "traveled" || v == "flew" || v == "sailed" || v == "emigrated";
      if (ctx_.Is(k - 1, ",") || ctx_.Is(k - 1, ";")) break;
    }
    if (journey)
      if (const std::string other = CharacterAt(i + 1); !other.empty())
        if (const std::string subject = SubjectBefore(i - 1); !subject.empty() && subject != other && Asserted(i - 1))
          AddRelationship(out, subject, other, "romance", "current", 0.6);
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
    // ("the neighbour who has wanted the Schollum land for years": a family's land is its
    // head's, the first of the name the article introduces.)
    auto property = [](Word n) {
      return n == "land" || n == "farm" || n == "ranch" || n == "store" || n == "business" || n == "company" ||
             n == "restaurant" || n == "estate" || n == "house" || n == "boats" || n == "rights";
    };
    if (wants_job && !r && ctx_.IsLower(obj, "the") && ctx_.T(obj + 1).Has(kCapitalized) &&
        ctx_.T(obj + 1).kind == TokenKind::kWord && property(ctx_.Lower(obj + 2)))
      if (std::string head = ctx_.FirstNamedWithSurname(std::string(ctx_.Tok(obj + 1)));
          !head.empty() && character_set_.count(head))
        other = head;
    if (wants_job && other.empty()) {
      // (Only a possessor's job or post: "wants Heni's job", not "wants Heni to stay".)
      const Word noun = r && PossessiveAt(r->end) ? ctx_.Lower(r->end + 1) : Word();
      // ("wants Sylvan's land", "has wanted Mara's store for thirty years": what is hers.)
      if (noun == "job" || noun == "seat" || noun == "chair" || noun == "crown" || noun == "throne" ||
          noun == "title" || noun == "post" || noun == "land" || noun == "store" || noun == "shop" ||
          noun == "farm" || noun == "ranch" || noun == "boat" || noun == "boats" || noun == "business" ||
          noun == "company" || noun == "restaurant" || noun == "territory" || noun == "lease" || noun == "rights")
        other = CharacterAt(obj);
    } else if (!wants_job) {
      // (A person's description opens with "her", "his": not "fighting the sale, Gwithian ...".)
      other = r ? OneNamedAfterPossessor(obj)
                : IsPossessivePronoun(ctx_.Lower(obj)) ? NamedAfterDescriptionComma(obj) : std::string();
    }
    const std::string subject = other.empty() ? std::string() : SubjectBefore(i);
    if (!subject.empty() && subject != other && Asserted(i))
      AddRelationship(out, subject, other, "rivalry", "current", 0.6);
  }
  // "spent two seasons trying to take Mzevinar's boats", "who has been copying Agustina's
  // patterns since the pilot", "stole Dilys's husband": who would take, or takes, what is
  // another's is that one's rival. ("take" only as a wish or an attempt: "takes Mara's
  // seat at the table" is no fight.)
  const bool would_take = (w == "take" || w == "seize" || w == "grab") && i > sent.first_token + 1 &&
                          ctx_.IsLower(i - 1, "to") &&
                          (ctx_.IsLower(i - 2, "trying") || ctx_.IsLower(i - 2, "tried") || ctx_.IsLower(i - 2, "try") ||
                           ctx_.IsLower(i - 2, "tries") || ctx_.IsLower(i - 2, "wants") || ctx_.IsLower(i - 2, "wanted") ||
                           ctx_.IsLower(i - 2, "plotting") || ctx_.IsLower(i - 2, "plots") || ctx_.IsLower(i - 2, "plans") ||
                           ctx_.IsLower(i - 2, "scheming") || ctx_.IsLower(i - 2, "out"));
  const bool takes = w == "stealing" || w == "steals" || w == "stole" || w == "copying" || w == "copies" ||
                     w == "copied" || w == "coveting" || w == "covets" || w == "coveted" || w == "poaching" ||
                     w == "poaches" || w == "poached";
  if ((would_take || takes) && i > sent.first_token && i + 2 < sent.end_token) {
    const NameRun* r = RunAt(i + 1);
    if (r && PossessiveAt(r->end)) {
      const std::string other = CharacterAt(i + 1);
      const size_t verb = would_take ? i - 2 : i;
      const std::string subject = other.empty() ? std::string() : SubjectBefore(verb);
      if (!subject.empty() && subject != other && (would_take ? Presupposed(verb) : Asserted(verb)))
        AddRelationship(out, subject, other, "rivalry", "current", 0.6);
    }
  }
  // "trying to put Firuz in prison", "wants to send her brother to jail", "has been trying to
  // buy him out for years": who would jail another or buy another out is that one's rival.
  const bool jails = w == "put" || w == "puts" || w == "putting" || w == "send" || w == "sends" || w == "sending";
  const bool buys_out = w == "buy" || w == "buys" || w == "buying";
  // ("who had spent two seasons trying to buy out Lukas's mother, Annemarie": "out" first.)
  if (buys_out && ctx_.IsLower(i + 1, "out") && i > sent.first_token && i + 3 < sent.end_token) {
    const NameRun* r = RunAt(i + 2);
    const std::string other = r ? (PossessiveAt(r->end) ? OneNamedAfterPossessor(i + 2) : CharacterAt(i + 2))
                                : std::string();
    if (!other.empty() && (ctx_.IsLower(i - 1, "to") || Asserted(i))) {
      const std::string subject = SubjectBefore(ctx_.IsLower(i - 1, "to") ? i - 1 : i);
      if (!subject.empty() && subject != other) AddRelationship(out, subject, other, "rivalry", "current", 0.6);
    }
  }
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

}  // namespace showgraph::extract
