// crew, who: the person a production credit is of. Subjects before a verb ("X and Y
// executive produce"), across a copula ("X is the showrunner"), before an apposition,
// the person an opening pronoun stands for (in a profile, the headline's), and who takes
// a post ("returns as director", "has been promoted to showrunner").
#include "extract/crew_people.h"

#include <algorithm>

namespace showgraph::extract {

std::string PersonName(const DocContext& ctx, const NameRun* run) {
  if (!run) return {};
  std::string full = ctx.Resolve(run->text);
  return full.find(' ') != std::string::npos ? full : std::string();
}

// The name before an apposition that ends at token `comma` ("X, a former writer on Hulu's
// Foo, ..."): the apposition opens with "a", "an" or "the" after a comma at most `reach`
// tokens back; nullptr when there is none.
const NameRun* NameBeforeApposition(const DocContext& ctx, size_t comma, size_t first, size_t reach) {
  size_t open = comma;
  while (open > first && open + reach > comma && !ctx.Is(open - 1, ",")) --open;
  // ("X, best known as the creator of Foo, wrote": an apposition of what X is known as.)
  const bool known_as = (ctx.IsLower(open, "best") && ctx.IsLower(open + 1, "known")) || ctx.IsLower(open, "known");
  if (open > first + 1 && ctx.Is(open - 1, ",") &&
      (ctx.IsLower(open, "a") || ctx.IsLower(open, "an") || ctx.IsLower(open, "the") || known_as))
    return ctx.NameEndingAt(open - 2);
  return nullptr;
}

// The name that opens a sentence (from `first`) whose verb phrase runs, with no comma or
// other name, up to the "and" at token `and_at`: "X serves as showrunner and ...", also
// past an apposition ("X, a longtime writer on CBS's Foo, serves as ... and ...").
const NameRun* SubjectOfJoinedVerb(const DocContext& ctx, size_t and_at, size_t first) {
  // ("The playwright X joined the staff ... and wrote": a job before the name.)
  if (ctx.IsLower(first, "the") && !ctx.NameAt(first))
    for (size_t k = first + 1; k < first + 4 && k < and_at; ++k) {
      if (ctx.NameAt(k)) {
        first = k;
        break;
      }
      if (ctx.T(k).kind != TokenKind::kWord || ctx.T(k).Has(kCapitalized)) break;
    }
  const NameRun* subject = ctx.NameAt(first);
  if (!subject || ctx.masked[first]) return nullptr;
  size_t verbs = subject->end;
  if (ctx.Is(verbs, ",") && (ctx.IsLower(verbs + 1, "a") || ctx.IsLower(verbs + 1, "an"))) {
    size_t close = verbs + 2;
    while (close < and_at && close < verbs + 16 && !ctx.Is(close, ",")) ++close;
    if (close >= and_at || !ctx.Is(close, ",")) return nullptr;
    verbs = close + 1;
    if (verbs < and_at && ctx.T(verbs).Has(kQuoteMark)) ++verbs;  // '..."Foo," serves'
  }
  // The verb phrase: lower-case words only ("serves as showrunner", "created the series").
  if (verbs >= and_at || ctx.T(verbs).kind != TokenKind::kWord || ctx.T(verbs).Has(kCapitalized)) return nullptr;
  for (size_t m = verbs; m < and_at; ++m) {
    // ("joined the staff after two plays at the Abbey and wrote": a place is no one.)
    if (ctx.T(m).Has(kCapitalized) && m > verbs && IsPlaceBefore(ctx, m - 1)) {
      while (m + 1 < and_at && ctx.T(m + 1).Has(kCapitalized)) ++m;
      continue;
    }
    if (ctx.T(m).kind != TokenKind::kWord || ctx.T(m).Has(kCapitalized) || ctx.NameAt(m)) return nullptr;
  }
  return subject;
}

// The person a verb at token i is said of: the nearest name before it, across
// "who", "will", "also", commas and auxiliaries.
namespace {

// The name before the ", who" that opens the relative clause holding token `from`, walking
// back from `from` while above `lowest` and stopping at a "." or ";" (and at a comma when
// `comma_ends`); nullptr when no clause opens there, or no name stands before its comma.
const NameRun* WhoClauseAntecedent(const DocContext& ctx, size_t from, size_t lowest, bool comma_ends) {
  for (size_t m = from; m > lowest; --m) {
    if (ctx.Is(m - 1, ".") || ctx.Is(m - 1, ";") || (comma_ends && ctx.Is(m - 1, ","))) return nullptr;
    if (ctx.IsLower(m - 1, "who") && ctx.Is(m - 2, ",")) return ctx.NameEndingAt(m - 3);
  }
  return nullptr;
}

// The lowest token a walk back of `reach` tokens from `anchor` may go to, not past two
// tokens into the sentence that starts at `first`.
size_t WalkFloor(size_t first, size_t anchor, size_t reach) {
  return std::max(first + 2, anchor >= reach ? anchor - reach : 0);
}

}  // namespace

std::vector<const NameRun*> SubjectsBefore(const DocContext& ctx, size_t i, size_t first) {
  // "X serves as showrunner and executive produces": the subject of the first verb.
  if (i > first + 2 && ctx.IsLower(i - 1, "and"))
    if (const NameRun* subject = SubjectOfJoinedVerb(ctx, i - 1, first)) return {subject};
  size_t k = i;
  while (k > first) {
    Word p = ctx.Lower(k - 1);
    if (p == ")") {  // a parenthetical credit: "X (Hulu's Y), who will direct"
      size_t m = k - 1;
      while (m > first && !ctx.Is(m, "(")) --m;
      if (m > first && m + 12 > k) {
        k = m;
        continue;
      }
    }
    if (p == "who" || p == "will" || p == "also" || p == "," || p == "has" || p == "had" || p == "have" ||
        p == "is" || p == "are" || p == "set" || p == "to" || p == "executive" || p == "would" || p == "previously" ||
        p == "originally" || p == "again" || p == "and" || p == "been" || p == "tapped" || p == "hired" ||
        p == "recently" || p == "most" || p == "once" || p == "formerly" || p == "briefly" || p == "now" ||
        p == "still" || p == "currently" || p == "jointly" ||
        p == "chosen" || p == "named" || p == "enlisted" || p == "recruited" || p == "expected" || p == "agreed" ||
        // ("Ulrik Ostergaard returns to direct the premiere")
        ((p == "returns" || p == "returning" || p == "return" || p == "returned") && ctx.IsLower(k, "to")) ||
        (p == "(" && ctx.IsLower(k, "who")) ||  // "Showrunner X (who also wrote the pilot)"
        (ctx.T(k - 1).Has(kQuoteMark) && k >= first + 2 && ctx.Is(k - 2, ",")))  // '..."Foo," wrote'
      --k;
    else if (k >= first + 3 && (p == "duo" || p == "pair" || p == "trio" || p == "team") && ctx.IsLower(k - 2, "the") &&
             ctx.Is(k - 3, ","))
      k -= 2;  // "X and Y, the duo who co-created ...": the names before the apposition
    else
      break;
    // "X, a former writer on Hulu's Foo, executive produces": past the apposition.
    if (k > first && ctx.Is(k, ",") && !ctx.NameEndingAt(k - 1))
      if (const NameRun* r = NameBeforeApposition(ctx, k, first, 14)) {
        k = r->end;
        break;
      }
  }
  std::vector<const NameRun*> out;
  const NameRun* last = k > first ? ctx.NameEndingAt(k - 1) : nullptr;
  if (!last) return out;
  // ("X, who plays ... on the Moisie River, directed ...", "X, who worked on a crabber
  // before moving to Los Angeles, wrote ...": a name after a preposition ends the relative
  // clause and is no one's; the clause's antecedent is the one the verb is said of.)
  // ("X, who directed the pilot and is an executive producer with Y, returns to direct":
  // a partner after "with" too.)
  if (last->first > first + 1 && (IsPlaceBefore(ctx, last->first - 1) || ctx.IsLower(last->first - 1, "to") ||
                                  ctx.IsLower(last->first - 1, "from") ||
                                  // (not "with Demba Kandeh directing the pilot": the name right before it)
                                  (ctx.IsLower(last->first - 1, "with") && last->end < i))) {
    if (const NameRun* r = WhoClauseAntecedent(ctx, last->first - 1, WalkFloor(first, last->first, 24), false))
      out.push_back(r);
    return out;
  }
  // ("Selpin Etscheit, who plays the mine's head of security, Kapenda Muhunga, will direct":
  // the part a relative clause names is played; the actor before the clause directs.)
  if (last->first > first + 4 && ctx.Is(last->first - 1, ","))
    for (size_t m = last->first - 1; m > first + 2 && m + 12 > last->first; --m)
      if ((ctx.IsLower(m, "plays") || ctx.IsLower(m, "played")) && ctx.IsLower(m - 1, "who") && ctx.Is(m - 2, ",")) {
        if (const NameRun* actor = ctx.NameEndingAt(m - 3)) last = actor;
        break;
      }
  out.push_back(last);
  // ("created by Corrigan and Jem Adebayo, who also directs the premiere": a relative
  // clause with a verb in the singular is of the last name alone.)
  {
    size_t v = i;
    const bool relative = [&] {
      for (size_t m = i; m > last->end && m + 4 > i; --m)
        if (ctx.IsLower(m - 1, "who")) return true;
      return false;
    }();
    const Word verb = ctx.Lower(v);
    if (relative && verb.size() > 3 && verb.ends_with("s") && !verb.ends_with("ss") &&
        !ctx.IsLower(v - 1, "have") && !ctx.IsLower(v - 1, "will"))
      return out;
  }
  // "X and Y executive produce": the names joined before it.
  size_t s = last->first;
  while (s >= first + 2 && (ctx.IsLower(s - 1, "and") || ctx.Is(s - 1, ","))) {
    const NameRun* prev = ctx.NameEndingAt(s - 2);
    if (!prev) break;
    out.push_back(prev);
    s = prev->first;
  }
  return out;
}

const NameRun* PlayerOfPart(const DocContext& ctx, const NameRun* part, size_t first) {
  for (size_t m = part->first; m > first + 2 && m + 16 > part->first; --m) {
    if (ctx.Is(m - 1, ".") || ctx.Is(m - 1, ";")) break;
    if (!ctx.IsLower(m - 1, "who") || !ctx.Is(m - 2, ",")) continue;
    bool plays = false;
    for (size_t v = m; v < part->first && !plays; ++v) plays = IsPlayVerb(ctx.Lower(v));
    return plays ? ctx.NameEndingAt(m - 3) : nullptr;
  }
  return nullptr;
}

// "X and Y are also executive producers", "X is the showrunner": a name before the
// role across a copula.
const NameRun* CopulaSubject(const DocContext& ctx, size_t i, size_t first, std::vector<const NameRun*>* more) {
  size_t k = i;
  bool copula = false;
  // ("who are siblings and co-showrunners": a noun of what they are, joined before the role.)
  if (k >= first + 4 && ctx.IsLower(k - 1, "and") && ctx.T(k - 2).kind == TokenKind::kWord &&
      !ctx.T(k - 2).Has(kCapitalized) && (ctx.IsLower(k - 3, "are") || ctx.IsLower(k - 3, "is")) &&
      ctx.IsLower(k - 4, "who"))
    k -= 2;
  while (k > first) {
    Word p = ctx.Lower(k - 1);
    if (p == "is" || p == "are" || p == "was" || p == "were" || p == "serves" || p == "serve" || p == "served" ||
        p == "who" || p == "," || p == "remains" || p == "remained" || p == "remain" || p == "stays" || p == "previously" ||
        p == "formerly" || p == "still" || p == "now" || p == "currently" || p == "been" || p == "has" || p == "have" || p == "had" ||
        p == "as" || p == "be" || p == "will" || p == "also" || p == "again" || p == "an" || p == "a" || p == "the" ||
        p == "its" ||
        p == "series" || p == "show" || p == "became" || p == "becomes" || p == "credited" ||
        // ("series creator X returns as lead writer and executive producer")
        ((p == "returns" || p == "return" || p == "returning" || p == "stays" || p == "continues") &&
         ctx.IsLower(k, "as")) ||
        // ("A, B and C are the show's executive producers": the show's possessive.)
        (ctx.T(k - 1).Has(kPossessive) && k >= first + 2 && (ctx.IsLower(k - 2, "show") || ctx.IsLower(k - 2, "series")))) {
      copula = copula || p == "is" || p == "are" || p == "was" || p == "were" || p == "as" || p == "remains" ||
               p == "remained" || p == "remain" || p == "stays" || p == "been" || p == "became" || p == "becomes" ||
               // ("... and will be its showrunner and an executive producer")
               (p == "be" && k >= first + 2 && ctx.IsLower(k - 2, "will")) ||
               // ("X has a consulting producer credit on the reboot")
               ((p == "has" || p == "have" || p == "had") && [&] {
                 size_t after = 0;
                 return RoleAt(ctx, i, ctx.size(), &after) && ctx.IsLower(after, "credit");
               }());
      if (p == ",") {  // "X, who serve as": the name is right before the comma
        --k;
        break;
      }
      --k;
    } else if (ctx.T(k - 1).Has(kQuoteMark) && k >= first + 2 && ctx.Is(k - 2, ",")) {
      k -= 2;  // '..."Glass Acre," serves as showrunner': the comma inside the quotation
      break;
    } else {
      break;
    }
  }
  if (!copula || k <= first) return nullptr;
  // ("Khuroo, who stepped back after Season 2 to run another series, remains an executive
  // producer": past a relative clause closed by its comma, when no one else is named in it.)
  // ("X, who produced the documentary about the same stretch of Wisconsin, is an executive
  // producer": a place that ends the clause is no one.)
  const NameRun* before_comma = ctx.Is(k, ",") ? ctx.NameEndingAt(k - 1) : nullptr;
  // ("Miriam Solberg, who co-created the series with Vance, returns as director": the name
  // that ends a relative clause is not the one it describes.)
  if (before_comma)
    if (const NameRun* r = WhoClauseAntecedent(ctx, before_comma->first, WalkFloor(first, k, 24), true)) return r;
  if (before_comma && before_comma->first > first + 1 && IsPlaceBefore(ctx, before_comma->first - 1))
    before_comma = nullptr;
  if (const NameRun* player = before_comma ? PlayerOfPart(ctx, before_comma, first) : nullptr) return player;
  if (ctx.Is(k, ",") && !before_comma)
    if (const NameRun* r = WhoClauseAntecedent(ctx, k, WalkFloor(first, k, 24), false)) return r;
  // "X, a longtime writer on CBS's Foo, serves as showrunner": past the apposition.
  if (ctx.Is(k, ",") && !ctx.NameEndingAt(k - 1))
    if (const NameRun* r = NameBeforeApposition(ctx, k, first, 14)) return r;
  // "X, 47, is the creator": past the age.
  if (k >= first + 3 && ctx.T(k - 1).kind == TokenKind::kNumber && ctx.Is(k - 2, ",")) k -= 2;
  // "X created the series and will serve as showrunner": the subject of the sentence
  // whose second verb this is.
  if (ctx.IsLower(k - 1, "and") && k > first + 2) {
    const NameRun* subject = ctx.NameAt(first);
    // "X, who directed the pilot and is an executive producer, ...": the relative
    // clause's verbs are all said of X.
    size_t verbs = subject ? subject->end : first;
    if (subject && ctx.Is(verbs, ",") && ctx.IsLower(verbs + 1, "who")) verbs += 2;
    // ('X ("Waxwing") directed the pilot and is also an executive producer': past a
    // bracketed credit.)
    if (subject && ctx.Is(verbs, "("))
      for (size_t close = verbs + 1; close < k && close < verbs + 10; ++close)
        if (ctx.Is(close, ")")) {
          verbs = close + 1;
          break;
        }
    if (subject && verbs + 1 < k && ctx.T(verbs).kind == TokenKind::kWord && !ctx.T(verbs).Has(kCapitalized) &&
        !ctx.T(verbs).Has(kPossessive)) {
      bool one_clause = true;  // no comma or second name between: one verb phrase
      for (size_t m = verbs; m + 1 < k && one_clause; ++m) one_clause = !ctx.Is(m, ",") && !ctx.NameAt(m);
      if (one_clause) return subject;
    }
  }
  // "creator X, who is stepping back ... but remains an executive producer": the name
  // the relative clause describes.
  if ((ctx.IsLower(k - 1, "but") || ctx.IsLower(k - 1, "and")) && k > first + 3) {
    for (size_t m = k - 1; m > first + 1 && m + 25 > k; --m) {
      if (ctx.Is(m, ".") || ctx.Is(m, ";")) break;
      if (ctx.IsLower(m, "who") && ctx.Is(m - 1, ","))
        if (const NameRun* r = ctx.NameEndingAt(m - 2)) return r;
    }
  }
  // Skip "of Northlight Pictures" after the names.
  size_t end = k;
  for (size_t m = k; m > first && m + 5 > k; --m)
    if (ctx.IsLower(m - 1, "of")) end = m - 1;
  const NameRun* last = ctx.NameEndingAt(end - 1);
  if (!last) return nullptr;
  // "X and Y": the names before.
  size_t s = last->first;
  // ("Routledge and the producer Jordan Charlton are the executive producers": past the
  // last name's own description.)
  for (size_t t = s; t > first + 2 && t + 4 > s; --t)
    if (ctx.IsLower(t - 1, "the") || ctx.IsLower(t - 1, "a")) {
      size_t after = 0;
      if (RoleAt(ctx, t, s, &after) && after == s && ctx.IsLower(t - 2, "and")) s = t - 1;
      break;
    }
  while (s >= 2 && (ctx.IsLower(s - 1, "and") || ctx.Is(s - 1, ","))) {
    const NameRun* prev = ctx.NameEndingAt(s - 2);
    if (!prev) break;
    more->push_back(prev);
    s = prev->first;
  }
  return last;
}

namespace {

// A name at token m after a place preposition or "to" in its sentence (from `first`) is
// most often a place ("moved to Los Angeles and took a job ..."), not a person.
bool AfterPlaceWord(const DocContext& ctx, size_t m, size_t first) {
  // ("on the shore of Lake Superior": a name that opens with a word of geography.)
  const Word w = ctx.Lower(m);
  if (w == "lake" || w == "mount" || w == "river" || w == "fort" || w == "port" || w == "cape" || w == "isle" ||
      w == "gulf" || w == "bay")
    return true;
  return m > first && (IsPlacePreposition(ctx.Lower(m - 1)) || ctx.IsLower(m - 1, "to"));
}

}  // namespace

// The person a headline names ("How Marisol Quintero-Baptiste Built a Career"): its
// first name of two words or more that is neither a title nor a network, or nullptr.
const NameRun* HeadlinePerson(const DocContext& ctx) {
  for (size_t k = 0; k < ctx.size() && k < 40; ++k) {
    if (ctx.KindOfSentence(ctx.SentenceOf(k)) != ParagraphKind::kHeadline) break;
    if (const NameRun* r = ctx.NameAt(k)) {
      if (r->words >= 2 && !ctx.masked[k] && !ctx.T(k).Has(kInQuote) && !PersonName(ctx, r).empty()) return r;
      k = r->end - 1;
    }
  }
  return nullptr;
}

// "Mara Quint created the show. She also wrote the pilot": a pronoun opening sentence s,
// with only `filler` words between it and token i, is the person the sentence before
// (in the same paragraph) opens with.
const NameRun* OpeningPronounReferent(const DocContext& ctx, uint32_t s, size_t i, bool (*filler)(Word)) {
  const Sentence& sent = ctx.at.sentences[s];
  if (s == 0 || i <= sent.first_token) return nullptr;
  // "Before that(,) she was a writer on ...": a short lower-case opening may come first.
  size_t pronoun = sent.first_token;
  for (size_t k = sent.first_token; k < sent.first_token + 4 && k < i; ++k) {
    Word w = ctx.Lower(k);
    if (w == "he" || w == "she" || w == "they") {
      pronoun = k;
      break;
    }
    if (k > sent.first_token && ctx.T(k).Has(kCapitalized)) break;
  }
  Word first = ctx.Lower(pronoun);
  if (first != "he" && first != "she" && first != "they") return nullptr;
  for (size_t m = pronoun + 1; m < i; ++m)
    if (!filler(ctx.Lower(m))) return nullptr;
  // "After that she co-created Foo with X. Then she ran Bar": a sentence before that
  // opens with the same pronoun speaks of the same person; look past it (a few at most).
  for (int hops = 0; hops < 3 && s >= 2; ++hops) {
    const Sentence& prev = ctx.at.sentences[s - 1];
    if (prev.paragraph + 1 < ctx.at.sentences[s].paragraph) break;
    // ("After two years at a Houston firm, she quit": the pronoun after a short lead.)
    bool same = false;
    for (size_t k = prev.first_token; k < prev.first_token + 12 && k < prev.end_token && !same; ++k)
      same = ctx.Lower(k) == std::string_view(first) && !ctx.T(k).Has(kInQuote) && !ctx.NameAt(prev.first_token);
    if (!same) break;
    --s;
  }
  const Sentence& before = ctx.at.sentences[s - 1];
  // The sentence before, in this paragraph or closing the one before, opens with the
  // person; or names only one ("Harrowfield was Larrinaga's first series. She ...").
  // (The story's first sentence, or the first of a run of "she" sentences: the profile's
  // subject, the person its headline names.)
  if (ctx.KindOfSentence(s - 1) != ParagraphKind::kStory) return HeadlinePerson(ctx);
  if (before.paragraph + 1 < ctx.at.sentences[s].paragraph) return nullptr;
  auto is_work = [&ctx](const NameRun* r) {
    return std::any_of(ctx.works.begin(), ctx.works.end(), [r](const WorkMention& w) { return w.name == r->text; });
  };
  if (const NameRun* r = ctx.NameAt(before.first_token); r && !PersonName(ctx, r).empty() && !is_work(r)) return r;
  const NameRun* only = nullptr;
  for (size_t m = before.first_token; m < before.end_token; ++m)
    if (const NameRun* r = ctx.NameAt(m)) {
      const bool place = AfterPlaceWord(ctx, m, before.first_token);
      // ("..., playing Beau Decker": a part the person plays is no second person.)
      const Word prev = m > before.first_token ? ctx.Lower(m - 1) : Word();
      const bool part = IsPlayVerb(prev) || prev == "as";
      if (!place && !part && !PersonName(ctx, r).empty() && !is_work(r)) {
        if (only && PersonName(ctx, only) != PersonName(ctx, r)) return nullptr;
        only = r;
      }
      m = r->end - 1;
    }
  if (only) return only;
  // A profile's "she" where the sentences before name no one: the person its headline names.
  return before.paragraph != sent.paragraph || !ctx.NameAt(before.first_token) ? HeadlinePerson(ctx) : nullptr;
}

// The person "she"/"her" in sentence s stands for when no name opens it: the one the
// sentence before (in its paragraph) opens with or names alone, else the first person it
// names ("Marisol Quintero is a writer. Her first show was Cinderhill, a drama she
// created").
const NameRun* PersonBeforePronoun(const DocContext& ctx, uint32_t s) {
  if (s == 0 || ctx.OpensParagraph(s)) return nullptr;
  const Sentence& before = ctx.at.sentences[s - 1];
  for (size_t m = before.first_token; m < before.end_token && m < before.first_token + 30; ++m)
    if (const NameRun* r = ctx.NameAt(m)) {
      const bool place = AfterPlaceWord(ctx, m, before.first_token);
      if (!place && !ctx.masked[m] && !PersonName(ctx, r).empty()) return r;
      m = r->end - 1;
    }
  return nullptr;
}

// Words between a subject and its production verb: "She also will direct".
bool IsAuxiliary(Word w) {
  return w == "also" || w == "will" || w == "has" || w == "had" || w == "would" || w == "then" || w == "again" ||
         // ("he previously ran ...", "Oosthuizen most recently ran ...")
         w == "previously" || w == "recently" || w == "most" || w == "once" || w == "formerly" || w == "briefly";
}

// Words between a subject and the role it holds: "She remains an executive producer",
// "He is also the show's head writer".
bool IsCopulaFiller(Word w) {
  return w == "is" || w == "was" || w == "remains" || w == "remained" || w == "stays" || w == "also" ||
         w == "still" || w == "now" || w == "an" || w == "a" || w == "the" || w == "previously" ||
         w == "formerly" || w == "will" || w == "be" || w == "serve" || w == "serves" || w == "as" ||
         w == "credited";  // "She is still credited as an executive producer"
}

// Words between "she" and the verb that takes a post: "She then spent", "He also took".
bool IsPostFiller(Word w) { return w == "then" || w == "also" || w == "later" || w == "eventually" || w == "soon"; }

// Words between the subject and "promoted": "She has now been promoted".
bool IsRaisedFiller(Word w) {
  return w == "been" || w == "has" || w == "have" || w == "now" || w == "was" || w == "is" || w == "will" ||
         w == "be" || w == "since" || w == "just";
}

// The person who takes the post named at token `role` ("returns as director", "took
// over as showrunner", "stays on as writer"): the name right before the verb, or the
// name a ", who ..." clause describes. nullptr when `role` follows no such verb.
const NameRun* PostHolder(const DocContext& ctx, size_t role, size_t first) {
  // "will serve as the revival's showrunner": past the work's possessive.
  if (role >= first + 5 && ctx.T(role - 1).Has(kPossessive) && ctx.T(role - 2).kind == TokenKind::kWord &&
      !ctx.T(role - 2).Has(kCapitalized) && ctx.IsLower(role - 3, "the") && ctx.IsLower(role - 4, "as"))
    role -= 2;
  // ("named Hedwiga Skrzypczyk as the new showrunner": a fresh post's adjective.)
  if (role >= first + 4 && (ctx.IsLower(role - 1, "new") || ctx.IsLower(role - 1, "interim")) &&
      (ctx.IsLower(role - 2, "the") || ctx.IsLower(role - 2, "its") || ctx.IsLower(role - 2, "their")))
    role -= 1;
  // "returns as an executive producer": an article may stand before the post.
  if (role >= first + 3 && (ctx.IsLower(role - 1, "an") || ctx.IsLower(role - 1, "a") || ctx.IsLower(role - 1, "the") ||
                            ctx.IsLower(role - 1, "its") || ctx.IsLower(role - 1, "their")))
    --role;
  // "The same statement named Hedwiga Skrzypczyk as the new showrunner", "hired X as its
  // showrunner": the one a verb of hiring names before "as".
  if (role >= first + 4 && ctx.IsLower(role - 1, "as"))
    if (const NameRun* r = ctx.NameEndingAt(role - 2); r && r->first > first) {
      const Word v = ctx.Lower(r->first - 1);
      if (v == "named" || v == "hired" || v == "tapped" || v == "appointed" || v == "installed" || v == "names" ||
          v == "hires" || v == "taps" || v == "appoints" || v == "tapping" || v == "naming" || v == "hiring")
        return r;
    }
  // "has been promoted to showrunner": a post one is raised to.
  const bool raised_to = role >= first + 2 && ctx.IsLower(role - 1, "to") &&
                         (ctx.IsLower(role - 2, "promoted") || ctx.IsLower(role - 2, "elevated") ||
                          ctx.IsLower(role - 2, "upped") || ctx.IsLower(role - 2, "bumped"));
  if (role < first + 2 || !(ctx.IsLower(role - 1, "as") || raised_to)) return nullptr;
  size_t verb = role - 2;
  // "spent two years as showrunner of Peacock's Foo": a time between the verb and "as".
  if (verb >= first + 2 && (ctx.IsLower(verb, "years") || ctx.IsLower(verb, "seasons") || ctx.IsLower(verb, "decade") ||
                            ctx.IsLower(verb, "months")) &&
      (ctx.IsLower(verb - 2, "spent") || ctx.IsLower(verb - 2, "spends")))
    verb -= 2;
  if (raised_to) {
    size_t subject_end = verb;  // past "has (now) been", "was"
    while (subject_end > first && IsRaisedFiller(ctx.Lower(subject_end - 1))) --subject_end;
    if (subject_end > first)
      if (const NameRun* r = ctx.NameEndingAt(subject_end - 1)) return r;
    return OpeningPronounReferent(ctx, ctx.SentenceOf(first), verb, IsRaisedFiller);
  }
  if (ctx.IsLower(verb, "over") || ctx.IsLower(verb, "on") || ctx.IsLower(verb, "aboard") || ctx.IsLower(verb, "down") ||
      (ctx.IsLower(verb, "out") && verb > first && (ctx.IsLower(verb - 1, "is") || ctx.IsLower(verb - 1, "was")))) {
    if (verb == first) return nullptr;
    --verb;  // "took over", "stays on", "came aboard", "steps down", "is out"
  }
  static constexpr std::string_view kPostVerbs[] = {
      "returns", "returned", "returning", "return", "serves",   "served",  "serving",  "serve",  "took",
      "takes",   "taking",   "take",      "stays",  "stayed",   "stay",    "joins",    "joined", "join",
      "signed",  "came",     "comes",     "steps",  "stepped",  "remains", "remain",   "continues",
      "boards",  "boarded",  "spent",     "spends", "credited", "exits",   "exited",   "is",     "was",
      "known"};
  static constexpr WordFilter kPostFilter(kPostVerbs);
  auto post_verb = [&ctx](size_t at) {
    const Word v = ctx.Lower(at);
    return kPostFilter.MayContain(v) &&
           std::find(std::begin(kPostVerbs), std::end(kPostVerbs), std::string_view(v)) != std::end(kPostVerbs);
  };
  // ("joins the Western 'Plainsong' as co-showrunner": the show joined, between the verb
  // and "as".)
  if (!post_verb(verb)) {
    size_t k = verb;
    while (k > first && k + 8 > verb && !post_verb(k) &&
           (ctx.masked[k] || ctx.T(k).Has(kQuoteMark) || ctx.T(k).Has(kInQuote) || ctx.T(k).Has(kPossessive) ||
            (ctx.T(k).kind == TokenKind::kWord && (!ctx.NameAt(k) || ctx.Common(k)))))  // ("the Western 'Foo'")
      --k;
    const Word v = ctx.Lower(k);
    if (v == "joins" || v == "joined" || v == "join" || v == "boards" || v == "boarded" || v == "rejoins" ||
        v == "rejoined" || v == "exits" || v == "exited" || v == "leaves" || v == "left" || v == "returns" ||
        v == "returned" || v == "return")
      verb = k;
  }
  Word v = ctx.Lower(verb);
  // ("is out as showrunner", "is still credited as": "is" only before "out" or "credited".)
  if (!post_verb(verb) || ((v == "is" || v == "was") && !ctx.IsLower(verb + 1, "out"))) return nullptr;
  if (v == "credited" && verb > first + 1 && ctx.IsLower(verb - 1, "still")) --verb;
  // "X, best known as the creator of Foo,": the name before the comma.
  if (v == "known") {
    size_t comma = verb > first && (ctx.IsLower(verb - 1, "best") || ctx.IsLower(verb - 1, "also")) ? verb - 1 : verb;
    if (comma > first + 1 && ctx.Is(comma - 1, ",")) return ctx.NameEndingAt(comma - 2);
    return nullptr;
  }
  if (verb > first)
    if (const NameRun* r = ctx.NameEndingAt(verb - 1)) return r;
  // ("X will stay on as", "X has also joined": past the auxiliaries.)
  {
    size_t e = verb;
    while (e > first + 1 && (IsAuxiliary(ctx.Lower(e - 1)) || ctx.IsLower(e - 1, "still") || ctx.IsLower(e - 1, "now") ||
                             ctx.IsLower(e - 1, "is") || ctx.IsLower(e - 1, "was")))
      --e;
    if (e < verb)
      if (const NameRun* r = ctx.NameEndingAt(e - 1)) return r;
    // ("X left the room, but she is still credited as": the name that opens the sentence.)
    if ((ctx.IsLower(e - 1, "she") || ctx.IsLower(e - 1, "he")) && e - 1 > first)
      if (const NameRun* r = ctx.NameAt(first); r && r->end < e - 1 && ctx.T(r->end).kind == TokenKind::kWord &&
                                                !ctx.T(r->end).Has(kCapitalized)) {
        bool other = false;
        for (size_t m = r->end; m + 1 < e && !other; ++m) other = ctx.NameAt(m) && !ctx.masked[m];
        if (!other) return r;
      }
  }
  // "She then spent two years as showrunner", "She followed it with Foo, and then spent
  // two years as showrunner": the person the opening pronoun stands for.
  if (verb > first && (ctx.IsLower(first, "she") || ctx.IsLower(first, "he"))) {
    if (const NameRun* r = OpeningPronounReferent(ctx, ctx.SentenceOf(first), verb, IsPostFiller)) return r;
    const size_t joint = ctx.IsLower(verb - 1, "then") ? verb - 2 : verb - 1;
    if (joint > first && ctx.IsLower(joint, "and"))
      if (const NameRun* r = OpeningPronounReferent(ctx, ctx.SentenceOf(first), first + 1, IsPostFiller)) return r;
  }
  // "X created the series, wrote the pilot and serves as showrunner": the name that opens
  // the sentence, when a verb follows it.
  // ("Its showrunner, X, stepped down but stayed on as an executive producer": past an
  // opening role's apposition, and after "but" too.)
  if (verb > first + 2 && (ctx.IsLower(verb - 1, "and") || ctx.IsLower(verb - 1, "but") || ctx.Is(verb - 1, ","))) {
    size_t opener = first;
    if (!ctx.NameAt(first) && (ctx.IsLower(first, "its") || ctx.IsLower(first, "the") || ctx.IsLower(first, "her") ||
                               ctx.IsLower(first, "his"))) {
      size_t after = 0;
      if (RoleAt(ctx, first + 1, verb, &after) && ctx.Is(after, ",") && ctx.NameAt(after + 1) &&
          ctx.Is(ctx.NameAt(after + 1)->end, ","))
        opener = after + 1;
    }
    const NameRun* r = ctx.NameAt(opener);
    size_t next = r ? r->end : 0;
    if (r && opener != first) ++next;  // past the apposition's closing comma
    if (r && next < verb && ctx.T(next).kind == TokenKind::kWord && !ctx.T(next).Has(kCapitalized) &&
        !ctx.T(next).Has(kPossessive))
      return r;
  }
  // "X, a co-executive producer on the first season, will serve as": the name before the
  // apposition, past the auxiliaries.
  size_t subject_end = verb;
  while (subject_end > first + 1 &&
         (ctx.IsLower(subject_end - 1, "will") || ctx.IsLower(subject_end - 1, "would") ||
          ctx.IsLower(subject_end - 1, "also") || ctx.IsLower(subject_end - 1, "to") ||
          ctx.IsLower(subject_end - 1, "set") || ctx.IsLower(subject_end - 1, "is")))
    --subject_end;
  if (subject_end > first + 1 && ctx.Is(subject_end - 1, ","))
    if (const NameRun* r = NameBeforeApposition(ctx, subject_end - 1, first, 15)) return r;
  // "X, who ..., returns as": the name before the first ", who".
  // ("Day-to-day duties go to X, a veteran of the room, who will serve as": past the
  // apposition.)
  for (size_t k = first; k + 2 < verb; ++k)
    if (ctx.Is(k + 1, ",") && ctx.IsLower(k + 2, "who")) {
      if (const NameRun* r = ctx.NameEndingAt(k)) return r;
      if (const NameRun* r = NameBeforeApposition(ctx, k + 1, first, 15)) return r;
    }
  return nullptr;
}

// The holder of a post, and when the post is named in the plural, the names listed
// before it: "A, B and C, who ...".
std::vector<const NameRun*> WithPartnersBefore(const DocContext& ctx, const NameRun* holder, bool plural) {
  std::vector<const NameRun*> out;
  if (!holder) return out;
  out.push_back(holder);
  for (const NameRun* h = holder; plural && h->first >= 2 && (ctx.IsLower(h->first - 1, "and") || ctx.Is(h->first - 1, ","));) {
    h = ctx.NameEndingAt(h->first - 2);
    if (!h) break;
    out.push_back(h);
  }
  return out;
}

}  // namespace showgraph::extract
