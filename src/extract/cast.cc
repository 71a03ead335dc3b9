// cast: who plays whom, in the forms the press writes it.
//   Nora (Rosa Lind) / Eli's (Cal Brisk) / Tess [Mia Stone]
//   Jo Kell will portray the iconic character of Ivy / X plays Y / X, who plays Y
//   Y, played by X / X as Y / X has been cast as Y / X's Y
// (The readers of a whole line or sentence shape, headings and cast blocks, are in
// cast_lines.cc.)
#include <algorithm>
#include <array>
#include <unordered_set>

#include "extract/cast_internal.h"
#include "extract/context.h"
#include "extract/crew_people.h"

namespace showgraph::extract {

namespace {

// "known", "remembered": the word before "for playing" in a career's summary.
bool IsKnownFor(Word w) {
  return w == "known" || w == "remembered" || w == "famous" || w == "beloved" || w == "recognized" ||
         w == "celebrated" || w == "acclaimed" || w == "loved";
}

// The character a description names after its comma: "her eldest son, Wesley Pruitt",
// "Hazel's sister-in-law and longtime rival, Bettina Pruitt" (from token k; nullptr when
// the words there are no such description).
const NameRun* DescribedCharacter(const DocContext& ctx, size_t k, size_t end) {
  Word first = ctx.Lower(k);
  const NameRun* owner = ctx.NameAt(k);
  // (A possessor may be a capitalized word no name run holds: "Eglantine's rival".)
  size_t owner_end = owner ? owner->end
                     : ctx.T(k).kind == TokenKind::kWord && ctx.T(k).Has(kCapitalized) && k + 1 < end ? k + 1
                                                                                                        : 0;
  // ("Station 6's commanding officer": a numbered place's possessive.)
  if (owner_end && owner_end + 1 < end && ctx.T(owner_end).kind == TokenKind::kNumber &&
      ctx.T(owner_end + 1).Has(kPossessive))
    ++owner_end;
  bool possessor = owner_end && owner_end < end && ctx.T(owner_end).Has(kPossessive);
  // ("played that uncle, the regent Oska Hest": a demonstrative of a part told before.)
  bool opens = first == "her" || first == "his" || first == "their" || first == "the" || first == "a" ||
               first == "that" || first == "this" || possessor;
  if (!opens) return nullptr;
  k = possessor ? owner_end + 1 : k + 1;
  size_t words = 0;
  for (size_t stop = k + 10; k < end && k < stop; ++k) {
    const Token& t = ctx.T(k);
    // "Hoyt's ex-wife and, awkwardly, his business partner, Trudy": an adverb set off by
    // commas inside the description.
    if (ctx.Is(k, ",") && words > 0 && k + 2 < end && ctx.Is(k + 2, ",") && ctx.T(k + 1).kind == TokenKind::kWord &&
        !ctx.T(k + 1).Has(kCapitalized) && ctx.Lower(k + 1).ends_with("ly")) {
      ++k;
      continue;
    }
    if (ctx.Is(k, ",")) {  // "their father, Lord Alasdair Voss": past a title
      if (words == 0 || k + 1 >= end) return nullptr;
      const NameRun* r = ctx.NameAt(k + 1);
      if (!r && (ctx.IsLower(k + 1, "the") || ctx.IsLower(k + 1, "a"))) {
        // "Eglantine's rival, the Hamtramck bootlegger Sigismund Wojtaszek": the first
        // name after the description that modifies no noun.
        for (size_t m = k + 2; m < end && m < k + 8 && ctx.T(m).kind == TokenKind::kWord; ++m) {
          const NameRun* n = ctx.NameAt(m);
          if (!n) continue;
          if (n->end < end && ctx.T(n->end).kind == TokenKind::kWord && !ctx.T(n->end).Has(kCapitalized)) {
            m = n->end - 1;
            continue;
          }
          return m > k + 2 ? n : nullptr;
        }
        return nullptr;
      }
      return r ? r : ctx.NameAfterTitle(k + 1);
    }
    // "Okereke's longtime boss on Marrowbone, Lt. Kermit Oberlander": the show between.
    if (ctx.IsLower(k, "the") && k + 1 < end && ctx.masked[k + 1] && (ctx.IsLower(k - 1, "on") || ctx.IsLower(k - 1, "in")))
      continue;
    if (ctx.masked[k] && k > 1 &&
        (ctx.IsLower(k - 1, "on") || ctx.IsLower(k - 1, "in") || ctx.masked[k - 1] ||
         (ctx.IsLower(k - 1, "the") && (ctx.IsLower(k - 2, "on") || ctx.IsLower(k - 2, "in")))))
      continue;
    // "Lorrae's teenage niece Alkira": a kin or a job right before the name, no comma.
    if (words > 0 && t.Has(kCapitalized) && ctx.NameAt(k) && !ctx.masked[k] &&
        (ctx.lex.relations.contains(std::string_view(ctx.Lower(k - 1))) || ctx.Has(k - 1, kWordOccupation)))
      return ctx.NameAt(k);
    // ("their 16-year-old daughter, Annike": a hyphenated number is a word here.)
    const bool hyphenated_number = t.kind == TokenKind::kNumber && ctx.Tok(k).find('-') != std::string_view::npos;
    if ((t.kind != TokenKind::kWord && !hyphenated_number) || t.Has(kCapitalized)) return nullptr;
    ++words;
  }
  return nullptr;
}

// Whether a production role ("showrunner", "executive producer", "series creator") in
// lower case starts at token k; "series regular" is no such role.
bool IsCrewPostAt(const DocContext& ctx, size_t k, size_t end) {
  if (k >= end || !ctx.Has(k, kWordRoleStart) || ctx.T(k).Has(kCapitalized)) return false;
  for (size_t len = 1; len <= 3 && k + len <= end; ++len) {
    std::string phrase = ToLower(ctx.at.Slice(Span{ctx.T(k).start, ctx.T(k + len - 1).end}));
    if (ctx.lex.roles.Find(phrase)) return true;
  }
  return false;
}

bool IsPreposition(Word w) {
  static constexpr std::string_view kWords[] = {"from", "alongside", "with", "to", "for", "in", "on", "at", "by",
                                                "after", "opposite", "under", "behind", "beside"};
  static constexpr WordFilter kWordsFilter(kWords);
  if (!kWordsFilter.MayContain(w)) return false;
  for (std::string_view k : kWords)
    if (w == k) return true;
  return false;
}

bool IsCastVerb(Word w) {
  static constexpr std::string_view kVerbs[] = {"cast", "recast", "recur", "recurs", "recurring", "recurred", "joins", "join", "joined",
                                       "joining", "return", "returns", "returning", "star", "stars", "starring", "starred",
                                       "co-starred", "guest-starred",
                                       "co-stars", "co-star", "guest-stars", "guest-star", "appears", "appear",
                                       "debuts", "debut", "tapped", "signed", "enlisted", "reprises", "reprise",
                                       "reprising", "reprised"};
  static constexpr WordFilter kVerbsFilter(kVerbs);
  if (!kVerbsFilter.MayContain(w)) return false;
  for (std::string_view v : kVerbs)
    if (w == v) return true;
  return false;
}

}  // namespace

std::string ActorName(const DocContext& ctx, const NameRun* run) {
  if (!run) return {};
  if (run->words >= 2) return ctx.Resolve(run->text);
  std::string full = ctx.Resolve(run->text);
  if (full.find(' ') != std::string::npos) return full;
  // (One name only for a person the article says goes by one.)
  for (const auto& m : ctx.mononyms)
    if (m == full) return full;
  return {};
}

std::string CharacterName(const DocContext& ctx, const NameRun* run) {
  if (!run) return {};
  // "First Officer Sabeen Tenbroek": a rank whose last word is a title comes off, when a
  // full name follows it.
  for (size_t k = run->end; k-- > run->first + 1;) {
    if (!ctx.Honorific(k) || run->end - (k + 1) < 2) continue;
    size_t start = ctx.Is(k + 1, ".") ? k + 2 : k + 1;
    if (run->end - start < 2) break;
    return ctx.Resolve(FoldSpaces(ctx.at.text.substr(ctx.T(start).start, ctx.T(run->end - 1).end - ctx.T(start).start)));
  }
  return ctx.Resolve(run->text);
}

void Add(DocContext& ctx, std::vector<Fact>* out, const std::string& actor, const std::string& character,
         size_t tok, double confidence, const std::string& work) {
  if (actor.empty() || character.empty() || actor == character) return;
  // An actor who is also a character of the same article is a misreading.
  for (auto& f : *out) {
    if (f.actor == actor && f.character == character) {
      AddEvidence(&f, ctx.SentenceSpanOf(tok));
      f.confidence = std::max(f.confidence, confidence);
      return;
    }
  }
  Fact& f = out->emplace_back();
  f.kind = FactKind::kCast;
  f.actor = actor;
  f.character = character;
  f.work = work.empty() ? ctx.WorkHere(tok) : work;
  // "Telemundo's new telenovela, X, premieres Monday. The series stars A as B": a sentence
  // that opens with "the series" is of the work the sentence before named last.
  if (work.empty()) {
    const uint32_t s = ctx.SentenceOf(tok);
    const size_t first = ctx.at.sentences[s].first_token;
    if (s > 0 && ctx.IsLower(first, "the") && first + 1 < ctx.size() && ctx.Has(first + 1, kWordWorkNoun) &&
        !ctx.T(first + 1).Has(kCapitalized))
      if (std::string before = LastWorkIn(ctx, ctx.at.Slice(ctx.at.sentences[s - 1].span)); !before.empty())
        f.work = before;
  }
  f.evidence.push_back(ctx.SentenceSpanOf(tok));
  f.confidence = confidence;
}

std::string WorkOfPart(const DocContext& ctx, size_t k, size_t end, bool keep_main) {
  // "as Truman Peaslee, a widowed rancher, on Paramount+'s Buckmoor": past a short
  // description.
  if (k + 2 < end && ctx.Is(k, ",") && (ctx.IsLower(k + 1, "a") || ctx.IsLower(k + 1, "an") || ctx.IsLower(k + 1, "the")))
    for (size_t c = k + 2; c < end && c < k + 10; ++c)
      if (ctx.Is(c, ",")) {
        k = c + 1;
        break;
      }
  // "as Detective Y, the role she played for six seasons on NBC's Foo": the role's clause.
  if (k + 3 < end && ctx.Is(k, ",") && ctx.IsLower(k + 1, "the") &&
      (ctx.IsLower(k + 2, "role") || ctx.IsLower(k + 2, "part") || ctx.IsLower(k + 2, "character")))
    for (size_t c = k + 3; c < end && c < k + 12; ++c)
      if (ctx.IsLower(c, "on") || ctx.IsLower(c, "in")) {
        k = c;
        break;
      }
  if (k >= end || !(ctx.IsLower(k, "in") || ctx.IsLower(k, "on"))) return {};
  // "... for playing Nell in the same show": the work the sentence before ends with.
  if (ctx.IsLower(k + 1, "the") && ctx.IsLower(k + 2, "same") && ctx.Has(k + 3, kWordWorkNoun)) {
    const uint32_t s = ctx.SentenceOf(k);
    if (s == 0) return {};
    const std::string work = LastWorkIn(ctx, ctx.at.Slice(ctx.at.sentences[s - 1].span));
    return work == ctx.MainWork() && !keep_main ? std::string() : work;
  }
  size_t stop = k + 1;
  while (stop < end && stop < k + 10 && !ctx.Is(stop, ",") && !ctx.Is(stop, ";") && !ctx.IsLower(stop, "and")) ++stop;
  if (stop <= k + 1) return {};
  std::string work =
      FirstWorkIn(ctx, ctx.at.text.substr(ctx.T(k + 1).start, ctx.T(stop - 1).end - ctx.T(k + 1).start));
  return work == ctx.MainWork() && !keep_main ? std::string() : work;
}

namespace {

// "Netflix's period drama Foo, in which she played X": the work a ", in which" clause at
// token k (the comma) refers back to, from the sentence's words before it.
std::string WorkBeforeWhich(const DocContext& ctx, size_t k, size_t first) {
  if (!(ctx.Is(k, ",") && (ctx.IsLower(k + 1, "in") || ctx.IsLower(k + 1, "on")) && ctx.IsLower(k + 2, "which")))
    return {};
  size_t from = k;
  while (from > first && !ctx.Is(from - 1, ";") && !ctx.Is(from - 1, ",") && from + 12 > k) --from;
  if (from >= k) return {};
  std::string work = FirstWorkIn(ctx, ctx.at.text.substr(ctx.T(from).start, ctx.T(k - 1).end - ctx.T(from).start));
  return work == ctx.MainWork() ? std::string() : work;
}

// The name run that ends right before token `i`, skipping a possessive "'s".
const NameRun* NameBefore(const DocContext& ctx, size_t i) {
  if (i == 0) return nullptr;
  if (ctx.T(i - 1).Has(kPossessive) || (ctx.Tok(i - 1) == "\u2019" || ctx.Tok(i - 1) == "'"))
    return i >= 2 ? ctx.NameEndingAt(i - 2) : nullptr;
  return ctx.NameEndingAt(i - 1);
}

// The part named at token k ("the voice of Biscotti"), or, where a possessor or a
// description stands there, the one the description names ("the voice of her grandfather,
// Eldric"); nullptr when neither.
const NameRun* PartNamedOrDescribedAt(const DocContext& ctx, size_t k, size_t end) {
  const NameRun* part = NameAfter(ctx, k);
  if (!part || (part->end < ctx.size() && ctx.T(part->end).Has(kPossessive))) part = DescribedCharacter(ctx, k, end);
  return part;
}

// The person a profile's pronoun ("he played ...", "His last role was ...") stands for:
// the nearest full name before token `tok`, in its sentence or the three before it,
// that is no part (after a play verb, or a character already cast).
bool IsPossessiveWord(Word w) { return w == "his" || w == "her" || w == "their"; }

const NameRun* PersonBefore(const DocContext& ctx, uint32_t s, size_t tok, const std::vector<Fact>& cast) {
  const size_t first = ctx.at.sentences[s >= 3 ? s - 3 : 0].first_token;
  for (size_t m = tok; m > first && m + 160 > tok; --m) {
    const NameRun* r = ctx.NameEndingAt(m - 1);
    if (!r) continue;
    m = r->first + 1;
    size_t before = r->first;
    while (before > first && (ctx.Honorific(before - 1) || ctx.Is(before - 1, "."))) --before;
    if (before > first && (IsPlayVerb(ctx.Lower(before - 1)) || ctx.IsLower(before - 1, "as"))) continue;
    // ("the period drama from Djeneba Jalloh", "a film directed by his older brother, Habtom":
    // a maker or a kin named on the way is not the one the pronoun is about.)
    if (before > first && (ctx.IsLower(before - 1, "from") || ctx.IsLower(before - 1, "by"))) continue;
    if (before > first + 2 && ctx.Is(before - 1, ",") && ctx.lex.relations.contains(std::string_view(ctx.Lower(before - 2))) &&
        (IsPossessiveWord(ctx.Lower(before - 3)) || IsPossessiveWord(ctx.Lower(before - 4))))
      continue;
    std::string name = ActorName(ctx, r);
    if (!name.empty() && !IsCastPart(cast, name)) return r;
  }
  // (An obituary or a profile names its person in the headline: "Asmerom Kahsay, the Captain
  // of 'Medeber', Dies at 71".)
  if (const NameRun* headline = HeadlinePerson(ctx); headline && !ActorName(ctx, headline).empty()) return headline;
  return nullptr;
}

// "Her mother, Adela, wants to sell ..., and Brunhilde Utley plays her like ...": the
// character an object pronoun after the play verb of `actor` stands for: the nearest name
// before the actor, in this sentence or the two before, that is no place, no crew and
// no one else's part. `want` is the pronoun's gender ('f', 'm'): a name set off after a
// kin noun of the other gender ("her late husband, Yakhiil") is not its referent.
const NameRun* CharacterOfObjectPronoun(const DocContext& ctx, uint32_t s, const NameRun* actor,
                                        const std::vector<Fact>& cast, const std::vector<std::string>& crew,
                                        char want) {
  const size_t actor_first = actor->first;
  const std::string actor_name = ActorName(ctx, actor);
  // (Three sentences back when the two before name no one: "Sister Margery Wintle ... died
  // ... She was 71. Her death ... ends the longest run .... X has played her since 2001.")
  auto names_someone = [&ctx](uint32_t k) {
    for (size_t t = ctx.at.sentences[k].first_token; t < ctx.at.sentences[k].end_token; ++t)
      if (ctx.NameAt(t)) return true;
    return false;
  };
  const uint32_t back = s > 2 && !names_someone(s - 1) && !names_someone(s - 2) ? s - 3 : s > 1 ? s - 2 : 0;
  const size_t first = ctx.at.sentences[back].first_token;
  for (size_t m = actor_first; m > first && m + 120 > actor_first; --m) {
    const NameRun* r = ctx.NameEndingAt(m - 1);
    if (!r) continue;
    m = r->first + 1;
    if (r->end < ctx.size() && ctx.T(r->end).Has(kPossessive)) continue;  // "Winnie's mother"
    // A place: "move to Florida", "on the South Side".
    Word before = r->first > 0 ? ctx.Lower(r->first - 1) : Word();
    if (IsPreposition(before) || before == "the") continue;
    // ("Ewusi Endeley (Loisl Pirpamer)": an actor in brackets plays the part before.)
    if (before == "(" || before == "[") continue;
    // ("Ward 3 of Cinderby Cottage Hospital": a place's number after its word, the rest of a
    // title's name.)
    if (r->first > 0 && ctx.masked[r->first - 1]) continue;
    if (r->end < ctx.size() && ctx.T(r->end).kind == TokenKind::kNumber) continue;
    // ("a Little Rock lawyer": a name that modifies the noun after it is no one.)
    if (r->end < ctx.size() && ctx.T(r->end).kind == TokenKind::kWord && !ctx.T(r->end).Has(kCapitalized)) {
      bool article = false;  // (a word or two may stand between: "a Little Rock lawyer")
      for (size_t b = r->first; b > 0 && b + 3 > r->first && !article && !ctx.T(b).Has(kSentenceStart) &&
                                ctx.T(b - 1).kind == TokenKind::kWord;
           --b)
        article = ctx.IsLower(b - 1, "a") || ctx.IsLower(b - 1, "an");
      if (article) continue;
    }
    // ("... the store her late husband, Yakhiil, opened ... X plays her": a man, no "her".)
    if (want && r->first >= 2 && ctx.Is(r->first - 1, ",")) {
      const char named_as = NounGender(ctx.Lower(r->first - 2));
      if (named_as && named_as != want) continue;
    }
    std::string name = ctx.Resolve(r->text);
    bool taken = std::find(crew.begin(), crew.end(), name) != crew.end();
    for (const Fact& f : cast) taken = taken || f.actor == name || (f.character == name && f.actor != actor_name);
    if (!taken) return r;
  }
  return nullptr;
}

// The person a Q&A answers for: "BRANNAGH: Because ..." names them; "A: ..." leaves
// them to the headline ("Josephine Hathersage on 'Sorrowby' Season 2 ..."). nullptr
// when sentence s is in no answer.
const NameRun* Interviewee(const DocContext& ctx, uint32_t s) {
  uint32_t open = s;
  while (open > 0 && !ctx.OpensParagraph(open)) --open;
  const size_t t = ctx.at.sentences[open].first_token;
  if (!ctx.Is(t + 1, ":")) return nullptr;
  if (ctx.Is(t, "A")) {
    for (uint32_t h = 0; h < ctx.at.sentences.size() && h < 3; ++h) {
      if (ctx.KindOfSentence(h) != ParagraphKind::kHeadline) continue;
      for (size_t k = ctx.at.sentences[h].first_token; k < ctx.at.sentences[h].end_token; ++k)
        if (const NameRun* r = ctx.NameAt(k); r && r->words >= 2) return r;
    }
    return nullptr;
  }
  // A speaker's label in capitals: the name the article writes in full elsewhere.
  const NameRun* r = ctx.NameAt(t);
  return r && r->end == t + 1 && ActorName(ctx, r).size() > 0 ? r : nullptr;
}

// "On AMC's Bramble (2009-2012) he was ...", "In Foo, she played ...": the work a
// sentence opens with, when it is not the article's main one; else "".
std::string OpeningWork(const DocContext& ctx, const Sentence& sent) {
  if (!ctx.IsLower(sent.first_token, "on") && !ctx.IsLower(sent.first_token, "in")) return {};
  size_t stop = sent.first_token + 1;
  while (stop < sent.end_token && stop < sent.first_token + 8 && !ctx.Is(stop, ",") && !ctx.Is(stop, "(")) ++stop;
  if (stop <= sent.first_token + 1) return {};
  std::string work = FirstWorkIn(
      ctx, ctx.at.text.substr(ctx.T(sent.first_token + 1).start, ctx.T(stop - 1).end - ctx.T(sent.first_token + 1).start));
  return work == ctx.MainWork() ? std::string() : work;
}

// "A (B)": a bracket after a name, its two readings weighed once the sentences are read.
struct Parens {
  const NameRun* outer;
  const NameRun* inner;
  size_t tok;
  bool titled;  // the bracket's name has a title: it is the character
};

// Actor plays / will play / portrays [the ... character of] Character: the play verb at
// token i of sentence s (`lower`, its lower case), its actor before it and its part after.
void ReadPlayVerb(DocContext& ctx, uint32_t s, size_t i, Word lower, const std::vector<std::string>& crew,
                  std::vector<Fact>* out) {
  const Sentence& sent = ctx.at.sentences[s];
  const size_t n = ctx.size();
  size_t a = i;
  // "will portray", "is set to play", "who plays", ", who also plays", "returns to voice",
  // "still voices"
  while (a > sent.first_token) {
    Word p = ctx.Lower(a - 1);
    const bool returns = (p == "returns" || p == "returning" || p == "return" || p == "returned") &&
                         ctx.IsLower(a, "to");
    if (p == "will" || p == "'ll" || p == "\u2019ll" || p == "to" || p == "who" || p == "also" || p == "set" ||
        p == "is" || p == "was" ||
        p == "signed" || p == "on" || p == "agreed" || p == "been" || p == "tapped" ||
        p == "would" || p == "now" || p == "," || p == "has" || p == "had" || p == "previously" ||
        p == "currently" || p == "still" || p == "again" || returns)
      --a;
    else
      break;
  }
  // ("X, who grew up in Warri and has played Y": the relative clause's second verb.)
  if (a > sent.first_token + 4 && ctx.IsLower(a - 1, "and"))
    for (size_t who = a - 2; who > sent.first_token + 1 && who + 12 > a; --who)
      if (ctx.IsLower(who, "who") && ctx.Is(who - 1, ",")) {
        a = who - 1;
        break;
      }
  // ("Tunde Bako, 41, who has played Musa": past an age set off by commas.)
  if (a > sent.first_token + 3 && ctx.T(a - 1).kind == TokenKind::kNumber && ctx.Is(a - 2, ",") &&
      ctx.Lower(a - 1).size() <= 3)
    a -= 2;
  // "Jory Pask (Saltfern) plays": past an earlier credit in brackets.
  if (a >= sent.first_token + 4 && ctx.Is(a - 1, ")") && ctx.masked[a - 2]) {
    size_t open = a - 2;
    while (open > sent.first_token && open + 8 > a && !ctx.Is(open, "(")) --open;
    if (ctx.Is(open, "(")) a = open;
  }
  const NameRun* actor_run = a > 0 ? ctx.NameEndingAt(a - 1) : nullptr;
  // ("Meipo Sapuro, a 19-year-old nursing student from Guam, will play Y": a place that
  // ends an apposition is no actor; the name that opens the sentence is, below.)
  if (actor_run && actor_run->first > sent.first_token && IsPlacePreposition(ctx.Lower(actor_run->first - 1)))
    actor_run = nullptr;
  // ("Funaki, last seen as Itria, plays Bonaria": the name after "as" in an apposition
  // is an old part, not the actor.)
  if (actor_run && actor_run->first > sent.first_token && ctx.IsLower(actor_run->first - 1, "as") &&
      a < i && ctx.Is(a, ","))
    actor_run = nullptr;
  // "Netflix's drama Foo, in which she played X": the part is in that work, and the
  // actor is the person the sentence is about (its first full name).
  std::string prior_work;
  if (!actor_run && a >= sent.first_token + 4 && (ctx.IsLower(a - 1, "she") || ctx.IsLower(a - 1, "he"))) {
    prior_work = WorkBeforeWhich(ctx, a - 4, sent.first_token);
    for (size_t m = sent.first_token; !prior_work.empty() && m < a - 4 && !actor_run; ++m)
      if (const NameRun* r = ctx.NameAt(m); r && !ActorName(ctx, r).empty()) actor_run = r;
    if (!actor_run) prior_work.clear();
  }
  // "Overstreet, the only grown-up in the main cast, played Tucker Kinlaw": the name
  // that opens the sentence, before its apposition.
  // "The singer Zulay, who goes by one name, plays Y": the name before the relative clause.
  if (!actor_run && i > sent.first_token + 4 && ctx.Is(i - 1, ","))
    for (size_t who = i - 2; who > sent.first_token + 1 && who + 14 > i; --who)
      if (ctx.IsLower(who, "who") && ctx.Is(who - 1, ",")) {
        if (const NameRun* r = ctx.NameEndingAt(who - 2); r && !ActorName(ctx, r).empty()) actor_run = r;
        break;
      }
  // ("X, a Lagos-born stage actress making her animation debut, will voice Y": past
  // "will" too.)
  // ('X, best known for BBC Scotland's "Findochty," will play Y': the apposition's comma may
  // stand inside a title's quotation marks.)
  const bool comma_before_will =
      i > sent.first_token + 4 && ctx.IsLower(i - 1, "will") &&
      (ctx.Is(i - 2, ",") || (i > sent.first_token + 5 && ctx.T(i - 2).Has(kQuoteMark) && ctx.Is(i - 3, ",")));
  if (!actor_run && i < sent.first_token + 24 && ((i > sent.first_token + 3 && ctx.Is(i - 1, ",")) || comma_before_will))
    if (const NameRun* r = ctx.NameAt(sent.first_token); r && ctx.Is(r->end, ",") && !ActorName(ctx, r).empty())
      actor_run = r;
  // ("Checo rolls into town, and Mahonri Mangum, best known as the bartender Thurl Tolman on
  // CBS's "Last Round," plays him": an actor after "and", past an apposition of an earlier
  // part that may end inside quotation marks.)
  if (!actor_run && i > sent.first_token + 6 && (ctx.Is(i - 1, ",") || ctx.T(i - 1).Has(kQuoteMark)))
    for (size_t m = i - 1; m > sent.first_token + 1 && m + 30 > i && !actor_run; --m) {
      const NameRun* r = ctx.NameAt(m);
      if (!r || r->end >= i || !ctx.Is(r->end, ",")) continue;
      const bool aside = ctx.IsLower(r->end + 1, "best") || ctx.IsLower(r->end + 1, "who") ||
                         ctx.IsLower(r->end + 1, "a") || ctx.IsLower(r->end + 1, "an") ||
                         ctx.IsLower(r->end + 1, "last") || ctx.IsLower(r->end + 1, "known");
      if (aside && ctx.IsLower(m - 1, "and") && ctx.Is(m - 2, ",") && !ActorName(ctx, r).empty()) actor_run = r;
    }
  // ("Jhonder Perozo, in a handful of episodes, plays Nerio": past an aside that a
  // preposition opens.)
  // (The walk back above stops past the comma, or on it.)
  const size_t aside_end = ctx.Is(a, ",") ? a : a - 1;
  if (!actor_run && a > sent.first_token + 4 && ctx.Is(aside_end, ","))
    for (size_t c = aside_end - 1; c > sent.first_token + 1 && c + 9 > aside_end; --c)
      if (ctx.Is(c, ",")) {
        if (IsPreposition(ctx.Lower(c + 1)))
          if (const NameRun* r = ctx.NameEndingAt(c - 1); r && !ActorName(ctx, r).empty()) actor_run = r;
        break;
      }
  // "Tremaine is the lead of FX's Lowcountry, playing Beau Decker": a participle after a
  // comma is the part of the sentence's subject, its first full name.
  if (!actor_run && lower == "playing" && i > sent.first_token + 3 && ctx.Is(i - 1, ","))
    for (size_t m = sent.first_token; m + 1 < i && m < sent.first_token + 12 && !actor_run; ++m)
      if (const NameRun* r = ctx.NameAt(m)) {
        if (!ctx.masked[m] && !ctx.T(r->end < sent.end_token ? r->end : m).Has(kPossessive) &&
            !ActorName(ctx, r).empty()) {
          actor_run = r;
          // ("the lead of FX's Lowcountry, playing Y": the part is in the work just named.)
          if (prior_work.empty() && ctx.masked[i - 2]) prior_work = LastWorkBefore(ctx, i - 1);
        }
        break;
      }
  // "She moved to prime time with Copperline, the ABC drama, playing the mine owner
  // Y": the profile's person, in the work the sentence named before.
  if (!actor_run && lower == "playing" && i > sent.first_token + 3 && ctx.Is(i - 1, ",") &&
      (ctx.IsLower(sent.first_token, "she") || ctx.IsLower(sent.first_token, "he"))) {
    actor_run = PersonBefore(ctx, s, sent.first_token, *out);
    if (actor_run && prior_work.empty()) prior_work = LastWorkBefore(ctx, i - 1);
  }
  // A Q&A's answer: "I played Gisella Umberger, a teenage pickpocket, on Hulu".
  if (!actor_run && a > sent.first_token && ctx.Is(a - 1, "I")) actor_run = Interviewee(ctx, s);
  // A profile: "On Dustbowl, the CBS western, he played Deputy Abe Cole".
  // ("She'll play Corinne Ashdown": the contraction is one word.)
  if (!actor_run && a > sent.first_token &&
      (ctx.IsLower(a - 1, "she") || ctx.IsLower(a - 1, "he") || ctx.IsLower(a - 1, "she'll") ||
       ctx.IsLower(a - 1, "he'll") || ctx.IsLower(a - 1, "she\u2019ll") || ctx.IsLower(a - 1, "he\u2019ll"))) {
    actor_run = PersonBefore(ctx, s, a - 1, *out);
    // ("Giordanengo played Dalmasso's older sister, Nyasegi, and he played her kid brother":
    // after "and", a pronoun that takes over the play verb from the actor before it is the
    // other actor that clause names.)
    if (actor_run && a >= sent.first_token + 3 && ctx.IsLower(a - 2, "and") && actor_run->first >= sent.first_token) {
      const std::string first_actor = ActorName(ctx, actor_run);
      bool played_before = false;
      for (size_t k = actor_run->end; k < a - 2 && !played_before; ++k) played_before = IsPlayVerb(ctx.Lower(k));
      if (played_before)
        for (size_t k = actor_run->end; k < a - 2; ++k)
          if (const NameRun* r = ctx.NameAt(k)) {
            if (const std::string other = ActorName(ctx, r); !other.empty() && other != first_actor) {
              actor_run = r;
              break;
            }
            k = r->end - 1;
          }
    }
    if (actor_run && prior_work.empty()) prior_work = OpeningWork(ctx, sent);
  }
  // ("Nobody is taking it better than Dexroy Wattley. The former Royals closer, who
  // retired in 2035, now plays the harbormaster Lavity Creque": a description of the
  // person just named opens the sentence.)
  if (!actor_run && a > sent.first_token + 2 && ctx.IsLower(sent.first_token, "the") &&
      (lower == "plays" || lower == "played")) {
    size_t comma = sent.first_token + 1;
    while (comma < a && comma < sent.first_token + 6 && ctx.T(comma).kind == TokenKind::kWord &&
           !ctx.NameAt(comma))
      ++comma;
    if (comma > sent.first_token + 1 && ctx.Is(comma, ",") && ctx.IsLower(comma + 1, "who"))
      actor_run = PersonBefore(ctx, s, sent.first_token, *out);
  }
  // A career: "Przybylski was best known for playing Y", "X, perhaps best remembered
  // for playing Y, died": the subject before "known for" (a pronoun, the profile's person).
  if (!actor_run && lower == "playing" && i > sent.first_token + 2 && ctx.IsLower(i - 1, "for") &&
      IsKnownFor(ctx.Lower(i - 2))) {
    size_t k = i - 2;
    while (k > sent.first_token && k + 6 > i) {
      const Word before = ctx.Lower(k - 1);
      if (before != "best" && before != "most" && before != "perhaps" && before != "probably" && before != "widely" && before != "also" &&
          before != "was" && before != "is" && before != "remains" && before != "be" && before != "will" && before != "," && before != "still" &&
          before != "well")
        break;
      --k;
    }
    if (k > sent.first_token && (ctx.IsLower(k - 1, "he") || ctx.IsLower(k - 1, "she")))
      actor_run = PersonBefore(ctx, s, k - 1, *out);
    else if (const NameRun* r = k > sent.first_token ? ctx.NameEndingAt(k - 1) : nullptr;
             r && !ctx.masked[r->first] && !ActorName(ctx, r).empty())
      actor_run = r;
  }
  // Awards: "X was nominated for lead actress in a drama for playing Y".
  if (!actor_run && lower == "playing" && i > sent.first_token)
    actor_run = NomineeBefore(ctx, i - 1, sent.first_token);
  // ("He was nominated for a Golden Globe for playing Mulroney": the profile's person.)
  if (!actor_run && lower == "playing" && i > sent.first_token + 3 && ctx.IsLower(i - 1, "for") &&
      (ctx.IsLower(sent.first_token, "he") || ctx.IsLower(sent.first_token, "she")) &&
      (ctx.IsLower(sent.first_token + 2, "nominated") || ctx.IsLower(sent.first_token + 1, "won")))
    actor_run = PersonBefore(ctx, s, sent.first_token, *out);
  // ("Edilsa Ipuana, the 19-year-old salt raker Ezati Onzima has played since the season
  // began, is ...": a relative clause with its object gone, after the part's description.)
  if (actor_run && (lower == "played" || lower == "plays") && actor_run->first > sent.first_token + 3 &&
      (ctx.IsLower(i + 1, "since") || ctx.IsLower(i + 1, "for") || ctx.Is(i + 1, ","))) {
    size_t d = actor_run->first;
    while (d > sent.first_token + 1 && d + 6 > actor_run->first &&
           (ctx.T(d - 1).kind == TokenKind::kWord || ctx.T(d - 1).kind == TokenKind::kNumber) &&
           !ctx.T(d - 1).Has(kCapitalized) && !ctx.IsLower(d - 1, "the"))
      --d;
    if (d < actor_run->first && d > sent.first_token + 1 && ctx.IsLower(d - 1, "the") && ctx.Is(d - 2, ","))
      if (const NameRun* part = ctx.NameEndingAt(d - 3); part && !ActorName(ctx, actor_run).empty()) {
        Add(ctx, out, ActorName(ctx, actor_run), CharacterName(ctx, part), i, 0.75);
        return;
      }
  }
  // "Zeno Ingersoll plays him, and ...", "X plays her like a woman who ...": an
  // object pronoun stands for the character named before.
  if (actor_run && (ctx.IsLower(i + 1, "him") || ctx.IsLower(i + 1, "her"))) {
    const Token& next = ctx.T(i + 2);
    Word nw = ctx.Lower(i + 2);
    // ("X, who has played him since the show began in 1998": a time after it too.)
    // ("because Jamwal plays him too": an adverb of repetition after it.)
    if (next.kind == TokenKind::kPunct || nw == "like" || nw == "as" || nw == "with" || nw == "and" ||
        nw == "but" || nw == "so" || nw.ends_with("ly") || nw == "since" || nw == "for" || nw == "until" ||
        nw == "too" || nw == "again" || nw == "here" ||
        // ("Their father, X, died in the first season; Y played him in flashbacks")
        (nw == "in" && (ctx.IsLower(i + 3, "flashbacks") || ctx.IsLower(i + 3, "flashback")))) {
      if (const NameRun* r =
              CharacterOfObjectPronoun(ctx, s, actor_run, *out, crew, ctx.IsLower(i + 1, "her") ? 'f' : 'm'))
        Add(ctx, out, ActorName(ctx, actor_run), CharacterName(ctx, r), i, 0.75);
      return;
    }
  }
  size_t c = i + 1;
  bool role_of = false;  // "the role of X": the name after "of" is the part
  // "the iconic character of", "the role of", "a young"
  for (size_t k = i + 1; k < std::min<size_t>(i + 8, sent.end_token); ++k) {
    Word kl = ctx.Lower(k);
    if ((kl == "of") && k > i + 1 && (ctx.Lower(k - 1) == "character" || ctx.Lower(k - 1) == "role" ||
                                      ctx.Lower(k - 1) == "part" || ctx.Lower(k - 1) == "version")) {
      c = k + 1;
      role_of = true;
      break;
    }
  }
  if (c == i + 1) {
    // Skip "the", "a", "young" before a name: "plays a young Ivy", "played the scheming
    // dowager Lady X".
    while (c < sent.end_token && !ctx.NameAt(c) && ctx.T(c).kind == TokenKind::kWord &&
           !ctx.T(c).Has(kCapitalized) && c < i + 5)
      ++c;
  }
  const NameRun* char_run = NameAfter(ctx, c);
  // ("plays the detective from Newcastle": a name after a preposition is a place or
  // someone else, not the part.)
  if (char_run && c > i + 2 && ctx.NameAt(c) == char_run && !role_of) {
    const Word before = ctx.Lower(c - 1);
    if (before == "from" || before == "in" || before == "at" || before == "of" || before == "near" ||
        before == "outside" || before == "for" || before == "with")
      char_run = nullptr;
  }
  // "played the eldest Cray son": a family name that modifies a kin or trade noun
  // names no one.
  if (char_run && char_run->end < sent.end_token && c > i + 1) {
    Word noun = ctx.Lower(char_run->end);
    if (ctx.T(char_run->end).kind == TokenKind::kWord && !ctx.T(char_run->end).Has(kCapitalized) &&
        (ctx.lex.relations.contains(std::string_view(noun)) || ctx.Has(char_run->end, kWordOccupation) ||
         noun == "family" || noun == "kid" || noun == "boy" || noun == "girl")) {
      // ("plays the retired Gurkha sergeant Khadga Gharti": a capitalized modifier of
      // the noun, and the name right after the noun is the part.)
      const NameRun* named = char_run->end + 1 < sent.end_token ? ctx.NameAt(char_run->end + 1) : nullptr;
      if (!named || (named->end < n && ctx.T(named->end).Has(kPossessive))) return;
      char_run = named;
    }
  }
  if (!char_run || (char_run->end < n && ctx.T(char_run->end).Has(kPossessive)))
    char_run = DescribedCharacter(ctx, i + 1, sent.end_token);
  if (char_run && !ctx.T(char_run->end < n ? char_run->end : n - 1).Has(kPossessive)) {
    if (prior_work.empty()) prior_work = WorkOfPart(ctx, char_run->end, sent.end_token);
    // ("has cast A, B and C to play Laudat at three ages": every name of the list the
    // casting verb takes plays the part. Read before Add, which may register names.)
    std::vector<std::string> listed;
    if (actor_run && i >= sent.first_token + 2 && ctx.IsLower(i - 1, "to") && actor_run->end + 1 == i) {
      size_t m = actor_run->first;
      while (m >= sent.first_token + 3 && listed.size() < 5 &&
             (ctx.IsLower(m - 1, "and") || ctx.Is(m - 1, ","))) {
        const size_t before = ctx.Is(m - 1, ",") || !ctx.Is(m - 2, ",") ? m - 1 : m - 2;
        const NameRun* r = before > sent.first_token ? ctx.NameEndingAt(before - 1) : nullptr;
        if (!r || ActorName(ctx, r).empty()) break;
        listed.push_back(ActorName(ctx, r));
        m = r->first;
      }
      // (A part named in full: a bare surname kin share is left to the one actor.)
      if (m <= sent.first_token || !IsCastVerb(ctx.Lower(m - 1)) ||
          CharacterName(ctx, char_run).find(' ') == std::string::npos)
        listed.clear();
    }
    const std::string part = CharacterName(ctx, char_run);
    Add(ctx, out, ActorName(ctx, actor_run), part, i, 0.9, prior_work);
    for (const std::string& actor : listed) Add(ctx, out, actor, part, i, 0.85, prior_work);
    // "X plays her younger brother, Yemane, and Y her mother, Nebiat": the verb left out
    // of a second actor's clause, whose part is described the same way.
    {
      size_t k = char_run->end;
      if (ctx.Is(k, ",")) ++k;
      if (k + 4 < sent.end_token && ctx.IsLower(k, "and"))
        if (const NameRun* actor2 = ctx.NameAt(k + 1); actor2 && actor2->words >= 2 && !ctx.masked[k + 1]) {
          const Word next = ctx.Lower(actor2->end);
          if (next == "her" || next == "his" || next == "their")
            if (const NameRun* part2 = DescribedCharacter(ctx, actor2->end, sent.end_token);
                part2 && !ActorName(ctx, actor2).empty())
              Add(ctx, out, ActorName(ctx, actor2), CharacterName(ctx, part2), k, 0.8, prior_work);
        }
    }
    // "X voices Vitalie and also his father, Grigore", "voices both Vitalie and Vitalie's
    // father, Grigore": a second part of the same actor, described before its name.
    {
      size_t k = char_run->end;
      if (ctx.Is(k, "(")) {  // past the part's own actor in brackets, were there one
        while (k < sent.end_token && !ctx.Is(k, ")")) ++k;
        ++k;
      }
      if (ctx.Is(k, ",")) ++k;
      // ("voices the patriarch, Vitalie, a winemaker who ..., and also Vitalie's father,
      // Grigore": past the part's own description when "also" says so.)
      if (!ctx.IsLower(k, "and"))
        for (size_t t = k; t + 2 < sent.end_token && t < k + 25; ++t) {
          if (ctx.IsLower(t, "and") && ctx.IsLower(t + 1, "also") && ctx.Is(t - 1, ",")) {
            k = t;
            break;
          }
          if (IsCastVerb(ctx.Lower(t)) || ctx.Is(t, ";")) break;
        }
      if (k + 4 < sent.end_token && ctx.IsLower(k, "and")) {
        size_t m = k + 1;
        if (ctx.IsLower(m, "also")) ++m;
        const Word w = ctx.Lower(m);
        const bool described = w == "his" || w == "her" || w == "their" || (ctx.NameAt(m) && ctx.T(ctx.NameAt(m)->end).Has(kPossessive));
        if (described)
          if (const NameRun* part2 = DescribedCharacter(ctx, m, sent.end_token);
              part2 && part2 != char_run && !ActorName(ctx, actor_run).empty() &&
              CharacterName(ctx, part2) != CharacterName(ctx, char_run))
            Add(ctx, out, ActorName(ctx, actor_run), CharacterName(ctx, part2), k, 0.75, prior_work);
      }
    }
    // "who played Jonas Dahl on "Northwatch" and Pastor Eli Grund on "The Parish"": a
    // second part in a second work, each with its own.
    const std::string first_work = WorkOfPart(ctx, char_run->end, sent.end_token, /*keep_main=*/true);
    for (size_t k = char_run->end; !first_work.empty() && k + 3 < sent.end_token && k < char_run->end + 14; ++k) {
      if (!ctx.IsLower(k, "and")) continue;
      size_t m = k + 1;
      if (ctx.IsLower(m, "later") || ctx.IsLower(m, "then")) ++m;
      const NameRun* second = NameAfter(ctx, m);
      if (!second) break;
      const std::string second_work = WorkOfPart(ctx, second->end, sent.end_token, /*keep_main=*/true);
      if (!second_work.empty() && second_work != first_work && !ActorName(ctx, actor_run).empty())
        Add(ctx, out, ActorName(ctx, actor_run), CharacterName(ctx, second), i, 0.8, second_work);
      break;
    }
  } else if (!char_run) {
    // A career's list: "has played a crooked alderman on ABC's City Desk, a country
    // doctor on CBS's Pine Ridge and, most famously, Captain Ed Mulroney on NBC's
    // Precinct 9": the named items, each in the work after it.
    for (size_t k = i + 1; k + 1 < sent.end_token && k < i + 40; ++k) {
      if (!(ctx.Is(k, ",") || ctx.IsLower(k, "and"))) continue;
      size_t m = k + 1;
      if (ctx.IsLower(m, "and")) ++m;
      // (An aside between commas: ", most famously,".)
      for (size_t aside = m; aside < m + 3 && aside + 1 < sent.end_token; ++aside)
        if (ctx.Is(aside, ",")) {
          m = aside + 1;
          break;
        }
      const NameRun* item = NameAfter(ctx, m);
      if (!item || ctx.masked[item->first] || item->words < 2 || !ctx.IsLower(item->end, "on")) continue;
      const std::string item_work = WorkOfPart(ctx, item->end, sent.end_token);
      if (!item_work.empty()) Add(ctx, out, ActorName(ctx, actor_run), CharacterName(ctx, item), i, 0.75, item_work);
      k = item->end;
    }
  }
}

// Actor as Character: "as" at token i of sentence s (`lower`), after a casting verb or
// right after a full name; `role_of`: "the role of Y" at i, read as "as Y".
void ReadAsPart(DocContext& ctx, uint32_t s, size_t i, Word lower, bool role_of, std::vector<Fact>* out) {
  const Sentence& sent = ctx.at.sentences[s];
  const size_t n = ctx.size();
  const size_t as = role_of ? i + 1 : i;  // the token the character follows
  // "as showrunner", "as executive producer": a post on the crew, not a part.
  if (IsCrewPostAt(ctx, as + 1, sent.end_token)) return;
  // "as Ophelia", "as flight engineer Maren Oduya", "as the ship's medic, Teodor
  // Vance", "as Ophelia's older sister, Hazel Crane".
  const NameRun* char_run = NameAfter(ctx, as + 1);
  size_t k = as + 1;
  // ("is back as Elva and Arville's son, Ancil Caudill": two possessors.)
  if (char_run && char_run->end + 1 < n && ctx.IsLower(char_run->end, "and"))
    if (const NameRun* second = NameAfter(ctx, char_run->end + 1);
        second && second->end < n && ctx.T(second->end).Has(kPossessive))
      char_run = second;
  if (!char_run || (char_run->end < n && ctx.T(char_run->end).Has(kPossessive))) {
    if (char_run) k = char_run->end;
    char_run = nullptr;
    // (Up to a dozen words: "as Hoyt's ex-wife and, awkwardly, his business partner, Trudy".)
    for (; k < sent.end_token && k < as + 13; ++k) {
      const Token& t = ctx.T(k);
      if (const NameRun* r = NameAfter(ctx, k); r && k > as + 1 && !(r->end < n && ctx.T(r->end).Has(kPossessive))) {
        char_run = r;
        break;
      }
      // A preposition or a crew post ends the description: "as showrunner from
      // Rourke", "served as showrunner alongside Ormsby" name no character.
      if (IsCrewPostAt(ctx, k, sent.end_token)) break;
      if (IsPreposition(ctx.Lower(k))) break;
      // ("with Pree as her business partner, and she has started seeing Ewan": a
      // clause after the comma, no part.)
      if (ctx.Is(k, ",") && (ctx.IsLower(k + 1, "and") || ctx.IsLower(k + 1, "but") || ctx.IsLower(k + 1, "who") ||
                             ctx.IsLower(k + 1, "which") || ctx.IsLower(k + 1, "while")))
        break;
      bool filler = t.Has(kPossessive) || ctx.Is(k, ",") || ctx.Is(k, "'") || ctx.Is(k, "\u2019") ||
                    t.kind == TokenKind::kNumber ||  // "Bridget's 15-year-old daughter, Hester"
                    // ("as RCMP Sgt. Orla Vance", "as FBI agent Dana Marsh": a service's initials.)
                    (k == as + 1 && t.kind == TokenKind::kWord && t.Has(kAllCaps) && ctx.Tok(k).size() <= 5) ||
                    (t.kind == TokenKind::kWord && !t.Has(kCapitalized));
      if (!filler) break;
    }
  }
  if (!char_run || (char_run->end < n && ctx.T(char_run->end).Has(kPossessive))) return;
  // ("follows the Hrubec family as their Nebraska dairy farm slides": a name after "their"
  // that modifies the noun after it is no part; "as" is a conjunction there.)
  if (char_run->first == as + 2 && char_run->end < n && ctx.T(char_run->end).kind == TokenKind::kWord &&
      !ctx.T(char_run->end).Has(kCapitalized)) {
    const Word det = ctx.Lower(as + 1);
    if (det == "their" || det == "its" || det == "our") return;
  }
  // ("Yona, in the suit as Fulmar, has him pinned", "dressed as Santa": a disguise or a
  // masked identity, no part.)
  if (lower == "as" && (ctx.IsLower(i - 1, "suit") || ctx.IsLower(i - 1, "costume") || ctx.IsLower(i - 1, "mask") ||
                        ctx.IsLower(i - 1, "disguise") || ctx.IsLower(i - 1, "dressed") ||
                        ctx.IsLower(i - 1, "disguised") || ctx.IsLower(i - 1, "masked")))
    return;
  const NameRun* actor_run = ctx.NameEndingAt(i - 1);
  // "has a recurring role on Netflix's Ferrydown as Y": the title before "as" is the
  // part's work, not its actor.
  std::string part_work;
  bool role_on = false;
  if (!actor_run || ctx.masked[i - 1] ||
      (actor_run->first > sent.first_token &&
       (ctx.IsLower(actor_run->first - 1, "on") || ctx.T(actor_run->first - 1).Has(kPossessive)))) {
    // ("a guest spot on The CW's "Hollow Creek" as Y": a spot, a part or an arc too,
    // and a network of two words.)
    for (size_t m = i - 1; m > sent.first_token && m + 10 > i; --m)
      if ((ctx.IsLower(m - 1, "role") || ctx.IsLower(m - 1, "spot") || ctx.IsLower(m - 1, "part") ||
           ctx.IsLower(m - 1, "arc")) &&
          (ctx.IsLower(m, "on") || ctx.IsLower(m, "in"))) {
        part_work = FirstWorkIn(ctx, ctx.at.Slice(Span{ctx.T(m).start, ctx.T(i - 1).end}));
        actor_run = nullptr;
        role_on = true;
        break;
      }
  }
  Word prev_word = actor_run && actor_run->first > 0 ? ctx.Lower(actor_run->first - 1) : Word();
  if (prev_word == "such" || prev_word == "known" || prev_word == "same") return;
  if (!actor_run) {
    // "X has been cast as", "X joins the cast as", "X will recur as": the subject
    // is the last full name before the verb.
    bool verb = role_of || role_on;
    // ("who recurred through the first season as Y": up to eight words back, past no comma
    // after the fourth.)
    // (Farther back only a verb that casts and says nothing of the story: not "Nell's
    // return puts her back under the same roof as ...".)
    for (size_t m = i; m > sent.first_token && m + 9 > i; --m) {
      if (m + 5 <= i && ctx.Is(m - 1, ",")) break;
      const Word v = ctx.Lower(m - 1);
      verb = verb || (m + 5 > i ? IsCastVerb(v)
                                : v == "recurred" || v == "recurs" || v == "recur" || v == "cast" ||
                                      v == "recast" || v == "guest-starred" || v == "guest-stars" ||
                                      v == "co-starred" || v == "starred");
    }
    // "will appear in the Netflix drama's third season as Y": past a phrase of where.
    for (size_t m = i; !verb && m > sent.first_token + 1 && m + 12 > i && !ctx.Is(m - 1, ","); --m)
      verb = (ctx.IsLower(m - 1, "in") || ctx.IsLower(m - 1, "on")) && IsCastVerb(ctx.Lower(m - 2));
    // "with X back as Y"; "best known for his turn as Y": a part all the same.
    Word before_as = ctx.Lower(i - 1);
    // "is best known to English-speaking fans as Inspector X in Y": an earlier part.
    for (size_t m = i; m > sent.first_token + 1 && m + 6 > i; --m)
      if (ctx.IsLower(m - 1, "known") && (ctx.IsLower(m - 2, "best") || ctx.IsLower(m - 2, "well"))) verb = true;
    // "spent two seasons as the surgeon Dr. Y on Hulu's Foo", "his five years as Y".
    const bool spell = (before_as == "seasons" || before_as == "years" || before_as == "season" ||
                        before_as == "episodes") &&
                       i >= sent.first_token + 2 &&
                       (ctx.T(i - 2).kind == TokenKind::kNumber || ctx.IsLower(i - 2, "two") ||
                        ctx.IsLower(i - 2, "three") || ctx.IsLower(i - 2, "four") || ctx.IsLower(i - 2, "five") ||
                        ctx.IsLower(i - 2, "six") || ctx.IsLower(i - 2, "seven") || ctx.IsLower(i - 2, "eight") ||
                        ctx.IsLower(i - 2, "nine") || ctx.IsLower(i - 2, "ten") || ctx.IsLower(i - 2, "one"));
    // A career's part in a named work: "spent nine seasons as Judge X on NBC's Foo", "had
    // a recurring part as the grandmother Y on Netflix's Bar" (the work may be the one
    // the article is most about, as in an actor's obituary).
    const bool in_work = !WorkOfPart(ctx, char_run->end, sent.end_token, /*keep_main=*/true).empty();
    const bool had_part = (before_as == "part" || before_as == "role") && i >= sent.first_token + 3 &&
                          (ctx.IsLower(i - 2, "recurring") || ctx.IsLower(i - 2, "a") ||
                           ctx.IsLower(i - 2, "guest") || ctx.IsLower(i - 2, "small") ||
                           ctx.IsLower(i - 2, "supporting") || ctx.IsLower(i - 2, "starring"));
    verb = verb || (spell && in_work) || (had_part && in_work) || before_as == "back" ||
           (i >= sent.first_token + 2 &&
            (before_as == "turn" || before_as == "role" || before_as == "stint" || before_as == "run") &&
            (ctx.IsLower(i - 2, "his") || ctx.IsLower(i - 2, "her") || ctx.IsLower(i - 2, "their")));
    // "His last regular role was on Netflix's Ferncliff, as Eldon Ruud": the part of
    // the person a possessive pronoun stands for.
    // ("Before that came her first lead, as Y": a lead is a role.)
    bool pronoun_role = false;
    for (size_t m = sent.first_token; m + 1 < i && m < sent.first_token + 6; ++m)
      if ((ctx.IsLower(m, "his") || ctx.IsLower(m, "her")) &&
          (ctx.IsLower(m + 1, "role") || ctx.IsLower(m + 2, "role") || ctx.IsLower(m + 3, "role") ||
           ctx.IsLower(m + 1, "part") || ctx.IsLower(m + 2, "part") || ctx.IsLower(m + 1, "lead") ||
           ctx.IsLower(m + 2, "lead")))
        pronoun_role = true;
    // "most audiences still know her as Detective Y": the person the pronoun stands for.
    const bool known_as = i >= sent.first_token + 2 && (ctx.IsLower(i - 1, "her") || ctx.IsLower(i - 1, "him")) &&
                          (ctx.IsLower(i - 2, "know") || ctx.IsLower(i - 2, "knows") ||
                           ctx.IsLower(i - 2, "remember") || ctx.IsLower(i - 2, "remembers"));
    if (known_as) {
      if (const NameRun* r = PersonBefore(ctx, s, i - 1, *out)) {
        actor_run = r;
        verb = true;
      }
    }
    if (pronoun_role && !ctx.NameAt(sent.first_token)) {
      if (const NameRun* r = PersonBefore(ctx, s, sent.first_token, *out)) {
        actor_run = r;
        verb = true;
      }
    }
    // "Joining as Y, a veteran of the squad, is X": the actor comes after the verb "is".
    // ("In the role of Y, ..., is newcomer X": no name stands before the part either.)
    Word opener = ctx.Lower(sent.first_token);
    bool name_before = false;
    for (size_t m = sent.first_token; m < i && !name_before; ++m) name_before = ctx.NameAt(m) != nullptr;
    if (opener == "joining" || opener == "playing" || opener == "starring" || opener == "portraying" ||
        !name_before) {
      for (size_t m = char_run->end; m + 1 < sent.end_token; ++m)
        if ((ctx.IsLower(m, "is") || ctx.IsLower(m, "will")) &&
            !ctx.IsLower(m - 1, "who") && !ctx.IsLower(m - 1, "which") && !ctx.IsLower(m - 1, "that")) {
          size_t a = ctx.IsLower(m, "will") && ctx.IsLower(m + 1, "be") ? m + 2 : m + 1;
          // "is newcomer X", "is series regular X": a descriptor before the name.
          for (size_t d = 0; d < 3 && a < sent.end_token && !ctx.NameAt(a) &&
                             ctx.T(a).kind == TokenKind::kWord && !ctx.T(a).Has(kCapitalized);
               ++d)
            ++a;
          if (const NameRun* r = ctx.NameAt(a); r && !ActorName(ctx, r).empty()) {
            actor_run = r;
            verb = true;
          }
          break;
        }
    }
    for (size_t m = i; !actor_run && m > sent.first_token && m + 40 > i; --m) {
      const NameRun* r = ctx.NameEndingAt(m - 1);
      if (r && ctx.masked[r->first]) continue;  // a title or a network ("on Netflix's Foo")
      // "Best known for playing Dara Voss on ..., he joins as Y": a part, not the actor.
      if (r) {
        size_t before = r->first;  // past any titles: "playing Lieutenant Dara Voss"
        while (before > sent.first_token && (ctx.Honorific(before - 1) || ctx.Is(before - 1, "."))) --before;
        if (before > sent.first_token && IsPlayVerb(ctx.Lower(before - 1))) continue;
      }
      if (r && !ActorName(ctx, r).empty()) {
        actor_run = r;
        break;
      }
    }
    // "Rounding out the ensemble is X. Best known for ..., he joins the cast as Y": a
    // pronoun subject of the casting verb is the last actor the sentence before names.
    // (A paragraph may open so too when the part is an earlier one, "Before Foo, he spent
    // three seasons as Y on Bar": a profile goes on about its person.)
    if (!actor_run && verb && (!ctx.OpensParagraph(s) || spell)) {
      // ("These days she is a network fixture: she stars as": a clause's subject.)
      bool pronoun = false;
      for (size_t m = sent.first_token; m < i && !pronoun; ++m) {
        Word pw = ctx.Lower(m);
        pronoun = (pw == "he" || pw == "she" || pw == "they") && !ctx.T(m).Has(kInQuote) &&
                  (m == sent.first_token || ctx.Is(m - 1, ",") || ctx.Is(m - 1, ":") || ctx.Is(m - 1, ";") ||
                   m < sent.first_token + 3 || ctx.IsLower(m - 1, "when"));
      }
      // (Past the parts it names: "Wolcott played Kenzie Stroud. These days she stars as".)
      if (pronoun) actor_run = PersonBefore(ctx, s, sent.first_token, *out);
      // (Far into an obituary, "she" is still the person its headline names, unless
      // that name is a part.)
      if (pronoun && !actor_run && in_work)
        if (const NameRun* r = HeadlinePerson(ctx); r && !IsCastPart(*out, ActorName(ctx, r))) actor_run = r;
    }
    // A "where you've seen her" list: '"Cresslow" (CBS). Four seasons as the hacker Romah
    // Dlam': an item under its title's lead line is a part of the person the headline names.
    if (!actor_run && spell && !name_before && s > 0 && ctx.at.sentences[s - 1].paragraph == sent.paragraph &&
        IsListingLead(ctx, s - 1))
      if (const NameRun* r = HeadlinePerson(ctx); r && !IsCastPart(*out, ActorName(ctx, r))) {
        actor_run = r;
        verb = true;
        part_work = FirstWorkIn(ctx, ctx.at.Slice(ctx.at.sentences[s - 1].span));
      }
    // Without a casting verb, the actor must be what the sentence is about: its
    // first name, a few words before "as" ("Otis Granger rounds out the family as X").
    if (!verb && actor_run) {
      bool first_name_of_sentence = true;
      for (size_t m = sent.first_token; m < actor_run->first; ++m)
        if (ctx.NameAt(m)) first_name_of_sentence = false;
      // ("X first came to viewers' attention in 1971 as the nurse Y on the CBS serial
      // Foo": farther, for a part in a work named after it.)
      const size_t reach = in_work && actor_run->first == sent.first_token ? 16 : 5;
      if (!first_name_of_sentence || ActorName(ctx, actor_run).empty() || i - actor_run->end > reach)
        actor_run = nullptr;
    }
    if (!actor_run) return;
  } else if (ActorName(ctx, actor_run).empty()) {
    return;
  }
  if (part_work == ctx.MainWork()) part_work.clear();
  Add(ctx, out, ActorName(ctx, actor_run), CharacterName(ctx, char_run), i, 0.85,
      part_work.empty() ? WorkOfPart(ctx, char_run->end, sent.end_token) : part_work);
}

// "A (B)" read by the walk (`parens`), once the plain patterns are known: Character
// (Actor), or Actor (Character) where the article says so elsewhere.
void AddBracketedParts(DocContext& ctx, const std::vector<Parens>& parens, std::vector<Fact>* out) {
  const size_t n = ctx.size();
  // "A (B)" is usually Character (Actor), but lists of casting news write Actor
  // (Character). What the article says elsewhere decides: a name known as an actor
  // (from the plain patterns, or as someone quoted) or as a character.
  // Names seen as the subject of "plays" ("Celeste plays her like ...") are actors too.
  std::vector<std::string> players;
  // (The runs NameAt finds, one per token a run starts at, read from the list of runs
  // rather than by asking every token; only whether a name is among them matters.)
  for (size_t idx = 0; idx < ctx.names.size(); ++idx) {
    const size_t k = ctx.names[idx].first;
    if (k + 1 >= n || ctx.name_starting_at[k] != static_cast<int32_t>(idx)) continue;
    const NameRun* r = &ctx.names[idx];
    if (r->end >= n) continue;
    Word verb = ctx.Lower(r->end);
    if ((IsPlayVerb(verb) || verb == "stars" || verb == "co-stars") && !ctx.IsLower(r->end + 1, "by"))
      players.push_back(ctx.Resolve(r->text));
  }
  auto known_actor = [&](const std::string& name) {
    for (const auto& f : *out)
      if (f.actor == name) return true;
    return std::find(players.begin(), players.end(), name) != players.end();
  };
  auto known_character = [&](const std::string& name) { return IsCastPart(*out, name); };
  std::vector<bool> reversed(parens.size(), false);
  // Both readings of each bracket, kept for the facts added below: actor outside and part
  // inside, then the plain one, part outside and actor inside. (ActorName and CharacterName
  // read only the context, which adding facts leaves as it is.)
  std::vector<std::array<std::string, 4>> readings(parens.size());
  for (size_t k = 0; k < parens.size(); ++k) {
    readings[k] = {ActorName(ctx, parens[k].outer), CharacterName(ctx, parens[k].inner),
                   ActorName(ctx, parens[k].inner), CharacterName(ctx, parens[k].outer)};
    const auto& [a, c, plain_actor, plain_char] = readings[k];
    bool rev = !a.empty() && (known_actor(a) || known_character(c)) && !known_actor(plain_actor) &&
               !known_character(plain_char);
    // "Rounding out the regular cast are X (Tillie Gantry), ...": a list the sentence
    // introduces as its cast names the actors first.
    const Sentence& sent = ctx.at.sentences[ctx.SentenceOf(parens[k].tok)];
    bool cast_word = false, list_verb = false;
    // (The list's opening words: at most 200 tokens back, so a run-on sentence of brackets
    // stays linear.)
    const size_t list_from = parens[k].outer->first > sent.first_token + 200 ? parens[k].outer->first - 200 : sent.first_token;
    for (size_t m = list_from; m < parens[k].outer->first; ++m) {
      Word l = ctx.Lower(m);
      // ("The returning cast around the table: A (B), C (D) ...": or a colon after the word.)
      list_verb = list_verb || l == "are" || l == "include" || l == "includes" || l == "including" ||
                  (cast_word && l == ":");
      cast_word = cast_word || l == "cast" || l == "ensemble";
    }
    if (!a.empty() && cast_word && list_verb && !known_character(plain_char) && !known_actor(plain_actor)) rev = true;
    // ("Chiqui Dacuno (Concordia) and Ariel Lagado (Florante) anchored the older generation":
    // a one-word bracket that is the given name of a full name the article gave before is the
    // part, so the full name outside is its actor. Not a surname: "Councillor Bryce Hadley
    // (Morrow)" is the press's short form of an actor named before.)
    if (!a.empty() && parens[k].inner->words == 1 && parens[k].outer->words >= 2 && !known_actor(plain_actor) &&
        !known_character(plain_char)) {
      const std::string inner = ctx.Resolve(parens[k].inner->text);
      const std::string& given = parens[k].inner->text;
      if (inner.size() > given.size() && inner.compare(0, given.size(), given) == 0 && inner[given.size()] == ' ' &&
          inner != ctx.Resolve(parens[k].outer->text))
        rev = true;
    }
    if (parens[k].titled) rev = !a.empty();
    reversed[k] = rev;
  }
  // Members of one list follow the list's convention: a sentence with one bracket read
  // the other way round reads them all so.
  std::unordered_set<uint32_t> reversed_sentences;
  for (size_t k = 0; k < parens.size(); ++k)
    if (reversed[k]) reversed_sentences.insert(ctx.SentenceOf(parens[k].tok));
  for (size_t k = 0; k < parens.size(); ++k) {
    const bool rev = reversed[k] || reversed_sentences.count(ctx.SentenceOf(parens[k].tok));
    const auto& [a, c, plain_actor, plain_char] = readings[k];
    if (rev)
      Add(ctx, out, a, c, parens[k].tok, 0.8);
    else
      Add(ctx, out, plain_actor, plain_char, parens[k].tok, 0.95);
  }
}

}  // namespace

void ExtractCast(DocContext& ctx, const std::vector<std::string>& crew, std::vector<Fact>* out) {
  const size_t n = ctx.size();
  std::vector<Parens> parens;  // "A (B)": decided once the plain patterns are known
  for (uint32_t s = 0; s < ctx.at.sentences.size(); ++s) {
    // (A paragraph under a heading in capitals may name its actor's part without a cue:
    // "TANNER GASKINS" / "Gaskins was Jaxon Varnadoe, ...".)
    const bool under_heading = s > 0 && ctx.OpensParagraph(s) && ctx.WholeParagraph(s - 1) &&
                               ctx.T(ctx.at.sentences[s - 1].end_token - 1).Has(kAllCaps);
    const Sentence& sent = ctx.at.sentences[s];
    if (ctx.KindOfSentence(s) == ParagraphKind::kStory && AddHeadingPart(ctx, s, out)) continue;
    if (ctx.KindOfSentence(s) == ParagraphKind::kStory && AddCastBlockLine(ctx, s, out)) continue;
    if (ctx.KindOfSentence(s) == ParagraphKind::kStory && AddItemHeadingCast(ctx, s, out)) continue;
    if (ctx.KindOfSentence(s) == ParagraphKind::kStory && !under_heading && AddActorIsPart(ctx, s, out)) continue;
    if (ctx.KindOfSentence(s) != ParagraphKind::kStory || (!ctx.SentenceMay(s, DocContext::kCueCast) && !under_heading))
      continue;
    if (AddPairedParts(ctx, sent, out)) continue;
    for (size_t i = sent.first_token; i < sent.end_token; ++i) {
      // (Every pattern below opens at a word or an opening bracket: a number or another mark
      // is passed by one test, where the word tests cost some thirty.)
      if (ctx.T(i).kind != TokenKind::kWord && !ctx.Is(i, "(") && !ctx.Is(i, "[")) continue;
      Word w = ctx.Tok(i);
      // Character (Actor) and Character [Actor].
      if (w == "(" || w == "[") {
        // "(Actor)", or with a description first: "(guest star Actor)", "(newcomer Actor)".
        size_t at = i + 1;
        while (at < sent.end_token && at < i + 4 && !ctx.NameAt(at) && ctx.T(at).kind == TokenKind::kWord &&
               !ctx.T(at).Has(kCapitalized))
          ++at;
        const NameRun* inner = ctx.NameAt(at);
        // "X (Reverend Zebulon Plumb)": a title marks the bracket's name as the character.
        // (Not "Dame" or "Sir", which actors carry too.)
        const bool titled = !inner && at < sent.end_token && !ctx.IsLower(at, "dame") && !ctx.IsLower(at, "sir") &&
                            (inner = ctx.NameAfterTitle(at)) != nullptr;
        const char* close = w == "(" ? ")" : "]";
        // "Ozzie and Ophelia Marchetti (Ravi Dunleavy and Priya Dunleavy)": two parts and
        // their actors, in order.
        if (inner && w == "(" && ctx.IsLower(inner->end, "and"))
          if (const NameRun* inner2 = ctx.NameAt(inner->end + 1); inner2 && ctx.Is(inner2->end, ")")) {
            const NameRun* part2 = NameBefore(ctx, i);
            const NameRun* part1 = part2 && part2->first >= sent.first_token + 2 && ctx.IsLower(part2->first - 1, "and")
                                       ? ctx.NameEndingAt(part2->first - 2)
                                       : nullptr;
            const std::string actor1 = ActorName(ctx, inner), actor2 = ActorName(ctx, inner2);
            if (part1 && !actor1.empty() && !actor2.empty()) {
              std::string name1 = CharacterName(ctx, part1), name2 = CharacterName(ctx, part2);
              if (!name1.empty() && !name2.empty()) {
                ShareSurname(ctx, part1, &name1, part2, name2);
                Add(ctx, out, actor1, name1, i, 0.8);
                Add(ctx, out, actor2, name2, i, 0.8);
              }
            }
            i = inner2->end;
            continue;
          }
        // ("Duri Padrun (Curdin Caduff, seen only in flashbacks)", "(Vappu Hietanen, back on
        // the show after three years)": an actor's full name, then a remark in lower case.)
        bool remark = false;
        if (inner && w == "(" && !titled && inner->words >= 2 && ctx.Is(inner->end, ",") &&
            inner->end + 1 < sent.end_token && ctx.T(inner->end + 1).kind == TokenKind::kWord &&
            !ctx.T(inner->end + 1).Has(kCapitalized))
          for (size_t m = inner->end + 2; m < sent.end_token && m < inner->end + 14 && !remark; ++m) {
            if (ctx.Is(m, "(") || ctx.Is(m, ".")) break;
            remark = ctx.Is(m, ")");
          }
        if (inner && (ctx.Is(inner->end, close) || remark)) {
          const NameRun* outer = NameBefore(ctx, i);
          // ("Bataraz of House Adiyukh (X)": the one of the house, not the house.)
          if (outer && outer->first >= 2 && ctx.IsLower(outer->first - 1, "of") &&
              (ctx.IsLower(outer->first, "house") || ctx.IsLower(outer->first, "clan")))
            if (const NameRun* person = ctx.NameEndingAt(outer->first - 2)) outer = person;
          std::string actor = ActorName(ctx, inner);
          // "the ghost manga Yurei Densha (Ghost Train)": a title and its translation.
          const bool title = outer && outer->first > 0 && ctx.Has(outer->first - 1, kWordWorkNoun);
          if (outer && !title && (titled || !actor.empty()) && (inner->words >= 2 || w == "(")) {
            // "Rosa [Lind]" completes a name; it is not a cast.
            bool completion = w == "[" && inner->words == 1;
            if (!completion) parens.push_back({outer, inner, i, titled});
          }
        }
        continue;
      }
      Word lower = ctx.Lower(i);
      // "Her portrayer, Thato Molapo, said ...", "Puleng's portrayer, X": the one who plays
      // the character the possessor is.
      if (lower == "portrayer" && i > sent.first_token && ctx.Is(i + 1, ",")) {
        const NameRun* actor = ctx.NameAt(i + 2);
        if (actor && !ActorName(ctx, actor).empty()) {
          const NameRun* part = nullptr;
          if (ctx.T(i - 1).Has(kPossessive)) part = NameBefore(ctx, i);
          else if (ctx.IsLower(i - 1, "her") || ctx.IsLower(i - 1, "his"))
            part = CharacterOfObjectPronoun(ctx, s, actor, *out, crew, ctx.IsLower(i - 1, "her") ? 'f' : 'm');
          if (part && part != actor) Add(ctx, out, ActorName(ctx, actor), CharacterName(ctx, part), i, 0.7);
        }
        continue;
      }
      // "Three actors have played Sargon: Tufail Razdan until 1996, Ishfaq Kachru for the next
      // fifteen years and Zahoor Bamzai since 2011": each name the list after the colon starts.
      if ((lower == "played" || lower == "play") && i > sent.first_token)
        if (const NameRun* part = ctx.NameAt(i + 1); part && ctx.Is(part->end, ":")) {
          for (size_t k = part->end + 1; k < sent.end_token;) {
            const NameRun* actor = ctx.NameAt(k);
            if (!actor || ActorName(ctx, actor).empty()) break;
            Add(ctx, out, ActorName(ctx, actor), CharacterName(ctx, part), i, 0.7);
            k = actor->end;
            while (k < sent.end_token && !ctx.Is(k, ",") && !ctx.IsLower(k, "and") && !ctx.Is(k, ";")) ++k;
            while (k < sent.end_token && (ctx.Is(k, ",") || ctx.IsLower(k, "and"))) ++k;
          }
          i = part->end;
          continue;
        }
      // "X lends her voice to Marzipan, a traveling peddler mouse": a voice part.
      if ((lower == "lends" || lower == "lend" || lower == "lent" || lower == "lending") && i > sent.first_token &&
          (ctx.IsLower(i + 1, "her") || ctx.IsLower(i + 1, "his") || ctx.IsLower(i + 1, "their")) &&
          ctx.IsLower(i + 2, "voice") && ctx.IsLower(i + 3, "to")) {
        size_t a = i;
        while (a > sent.first_token && (ctx.IsLower(a - 1, "will") || ctx.IsLower(a - 1, "also") ||
                                        ctx.IsLower(a - 1, "who") || ctx.Is(a - 1, ",")))
          --a;
        const NameRun* actor = a > sent.first_token ? ctx.NameEndingAt(a - 1) : nullptr;
        const NameRun* part = PartNamedOrDescribedAt(ctx, i + 4, sent.end_token);
        if (actor && part && !ActorName(ctx, actor).empty())
          Add(ctx, out, ActorName(ctx, actor), CharacterName(ctx, part), i, 0.85);
        continue;
      }
      // "The grump is Marceau, a raccoon ... Costantino Vallebona gives him a voice like a tire
      // going flat": the object pronoun stands for the character named before.
      if ((lower == "gives" || lower == "gave" || lower == "giving") && i > sent.first_token &&
          (ctx.IsLower(i + 1, "him") || ctx.IsLower(i + 1, "her")) && ctx.IsLower(i + 2, "a") &&
          ctx.IsLower(i + 3, "voice")) {
        size_t a = i;
        while (a > sent.first_token && (ctx.IsLower(a - 1, "also") || ctx.IsLower(a - 1, "who") || ctx.Is(a - 1, ",")))
          --a;
        const NameRun* actor = a > sent.first_token ? ctx.NameEndingAt(a - 1) : nullptr;
        if (actor && !ActorName(ctx, actor).empty())
          if (const NameRun* r =
                  CharacterOfObjectPronoun(ctx, s, actor, *out, crew, ctx.IsLower(i + 1, "her") ? 'f' : 'm'))
            Add(ctx, out, ActorName(ctx, actor), CharacterName(ctx, r), i, 0.75);
        continue;
      }
      // "X is the voice of her grandfather, Eldric Brambleweft", "X is the voice of Biscotti",
      // "Dzemila Bohdanowicz is again the voice of his wife, Clorinda", "joins as the voice of
      // Gonta": the voice part of the name before the copula.
      if (lower == "voice" && i > sent.first_token + 2 && ctx.IsLower(i - 1, "the") && ctx.IsLower(i + 1, "of") &&
          i + 2 < sent.end_token) {
        size_t a = i - 1;
        while (a > sent.first_token &&
               (ctx.IsLower(a - 1, "is") || ctx.IsLower(a - 1, "was") || ctx.IsLower(a - 1, "again") ||
                ctx.IsLower(a - 1, "also") || ctx.IsLower(a - 1, "still") || ctx.IsLower(a - 1, "now") ||
                ctx.IsLower(a - 1, "as") || ctx.IsLower(a - 1, "joins") || ctx.IsLower(a - 1, "will") ||
                ctx.IsLower(a - 1, "be") || ctx.IsLower(a - 1, "becomes")))
          --a;
        const NameRun* actor = a < i - 1 ? ctx.NameEndingAt(a - 1) : nullptr;
        const NameRun* part = PartNamedOrDescribedAt(ctx, i + 2, sent.end_token);
        if (actor && part && !ActorName(ctx, actor).empty())
          Add(ctx, out, ActorName(ctx, actor), CharacterName(ctx, part), i, 0.85);
        continue;
      }
      // "Peter Lind, who played Danny, is not returning; the role has been recast with Theo
      // Grant": the part last cast, in this sentence or the one before, goes to the new actor.
      if ((lower == "recast" || lower == "recasting") && ctx.IsLower(i + 1, "with") && !out->empty())
        if (const NameRun* actor = ctx.NameAt(i + 2); actor && !ActorName(ctx, actor).empty()) {
          // (Only where "the role" is the one just cast, in this sentence: "X, who played Y,
          // is not returning; the role has been recast with Z".)
          bool the_role = false;
          for (size_t k = i; k > sent.first_token && k + 5 > i && !the_role; --k)
            the_role = ctx.IsLower(k - 1, "role") && k >= 2 && ctx.IsLower(k - 2, "the");
          const Fact& last = out->back();
          if (the_role && !last.evidence.empty() && last.evidence.back().start >= sent.span.start)
            Add(ctx, out, ActorName(ctx, actor), std::string(last.character), i, 0.8);
          continue;
        }
      // "Inuwa Bagudu, who played Faly, has exited, and Tijjani Dikko steps into the role";
      // "Inonge Mubita now plays her; Sibeso Namakau, who originated the role, left": the
      // part last cast, in this sentence or the one before, is theirs too.
      if ((lower == "steps" || lower == "stepped" || lower == "originated" || lower == "inherits" ||
           lower == "inherited") &&
          ctx.IsLower(i + (lower.starts_with("step") ? 2 : 1), "the") &&
          ctx.IsLower(i + (lower.starts_with("step") ? 3 : 2), "role") &&
          (!lower.starts_with("step") || ctx.IsLower(i + 1, "into")) && !out->empty() && i > sent.first_token) {
        size_t a = i;
        if (ctx.IsLower(a - 1, "who") && a >= sent.first_token + 3 && ctx.Is(a - 2, ",")) a -= 2;
        const NameRun* actor = ctx.NameEndingAt(a - 1);
        const Fact& last = out->back();
        const uint32_t from = s > 0 && ctx.at.sentences[s - 1].paragraph == sent.paragraph
                                  ? ctx.at.sentences[s - 1].span.start
                                  : sent.span.start;
        if (actor && !ActorName(ctx, actor).empty() && ActorName(ctx, actor) != last.actor &&
            !last.evidence.empty() && last.evidence.back().start >= from)
          Add(ctx, out, ActorName(ctx, actor), std::string(last.character), i, 0.75);
        continue;
      }
      // A cast list that varies its verb: "X plays Kameshwar, Hemangini Bhati is Archana and
      // Y plays Ravikant", "The veteran Eglee Pernia is Mama Coromoto, and Z plays Nerio":
      // an actor "is" the part, in a sentence whose other clauses play parts.
      if (lower == "is" && i > sent.first_token && i + 1 < sent.end_token)
        if (const NameRun* actor = ctx.NameEndingAt(i - 1); actor && actor->words >= 2 && !ctx.masked[actor->first] &&
                                                         !IsCastPart(*out, ActorName(ctx, actor))) {
          const NameRun* part = NameAfter(ctx, i + 1);
          const size_t after = part ? part->end : 0;
          bool listed = false;
          for (size_t k = sent.first_token; k < sent.end_token && !listed; ++k) listed = k != i && IsPlayVerb(ctx.Lower(k));
          // (The part ends its clause: "is Archana and", "is Mama Coromoto,".)
          const bool closes = part && (after >= sent.end_token || ctx.Is(after, ",") || ctx.Is(after, ".") ||
                                       ctx.Is(after, ";") || ctx.IsLower(after, "and"));
          if (listed && closes && !ctx.T(after < n ? after : n - 1).Has(kPossessive) &&
              !ActorName(ctx, actor).empty() && !ctx.masked[part->first])
            Add(ctx, out, ActorName(ctx, actor), CharacterName(ctx, part), i, 0.75);
        }
      // "Tenzin Pemba takes over Gonzaburo from Tomokazu Nagatsuka": a recast names both.
      if ((lower == "takes" || lower == "took" || lower == "take" || lower == "taking" || lower == "taken") &&
          ctx.IsLower(i + 1, "over") && i > sent.first_token) {
        size_t c = i + 2;
        if (ctx.IsLower(c, "the") && ctx.IsLower(c + 1, "role") && ctx.IsLower(c + 2, "of")) c += 3;
        const NameRun* part = ctx.NameAt(c);
        size_t from = part ? part->end : 0;
        // "CBS has recast the role of Sheriff Wade Holloway. Marcus Lind takes over the part
        // from Dale Robins": the role the sentence before names.
        if (!part && ctx.IsLower(c, "the") && (ctx.IsLower(c + 1, "part") || ctx.IsLower(c + 1, "role")) && s > 0 &&
            ctx.at.sentences[s - 1].paragraph == sent.paragraph) {
          const Sentence& before = ctx.at.sentences[s - 1];
          for (size_t k = before.first_token; k + 2 < before.end_token && !part; ++k)
            if ((ctx.IsLower(k, "role") || ctx.IsLower(k, "part")) && ctx.IsLower(k + 1, "of")) part = NameAfter(ctx, k + 2);
          from = c + 2;
        }
        size_t subject_end = i;  // ("Epimenio Ulibarri has taken over the role": past "has")
        while (subject_end > sent.first_token + 1 &&
               (ctx.IsLower(subject_end - 1, "has") || ctx.IsLower(subject_end - 1, "have") ||
                ctx.IsLower(subject_end - 1, "had") || ctx.IsLower(subject_end - 1, "will")))
          --subject_end;
        const NameRun* actor = ctx.NameEndingAt(subject_end - 1);
        // ("Benancio Atencio, who played Ernst, is shooting a film, so Epimenio Ulibarri has
        // taken over the role", "X, who played Antoni for six years, left. Y took over the part
        // on Monday": the part just cast to someone else, in this sentence or the one before.)
        if (!part && actor && ctx.IsLower(c, "the") && (ctx.IsLower(c + 1, "part") || ctx.IsLower(c + 1, "role")) &&
            !ctx.IsLower(c + 2, "of") && !out->empty()) {
          const Fact& last = out->back();
          const uint32_t told = last.evidence.empty() ? UINT32_MAX : ctx.at.SentenceAt(last.evidence.back().start);
          if ((told == s || (told + 1 == s && ctx.at.sentences[told].paragraph == sent.paragraph)) &&
              last.actor != ActorName(ctx, actor) && !ActorName(ctx, actor).empty()) {
            Add(ctx, out, ActorName(ctx, actor), std::string(last.character), i, 0.8);
            continue;
          }
        }
        // ("takes over the role of Jenita Wapau, Getano's sister, from Vaelua Tuumuli": past
        // the part's apposition.)
        if (part && ctx.Is(from, ","))
          for (size_t k = from + 1; k + 1 < sent.end_token && k < from + 12; ++k)
            if (ctx.Is(k, ",") || ctx.Is(k, ".")) {
              if (ctx.Is(k, ",") && ctx.IsLower(k + 1, "from")) from = k + 1;
              break;
            }
        if (part && actor && !ActorName(ctx, actor).empty()) {
          Add(ctx, out, ActorName(ctx, actor), CharacterName(ctx, part), i, 0.85);
          if (ctx.IsLower(from, "from"))
            if (const NameRun* before = ctx.NameAt(from + 1); before && !ActorName(ctx, before).empty())
              Add(ctx, out, ActorName(ctx, before), CharacterName(ctx, part), i, 0.8);
        }
        continue;
      }
      // Character, played by Actor / (played by Actor) / played with relish by Actor:
      // the character is the nearest name before the verb in the sentence.
      if (lower == "played" || lower == "portrayed" || lower == "voiced") {
        size_t by = i + 1;
        while (by < sent.end_token && by < i + 6 && !ctx.IsLower(by, "by") && !ctx.NameAt(by)) ++by;
        size_t actor_at = by + 1;  // "played by newcomer X", "played by veteran actor X"
        // ("voiced by the Malawian singer Mavuto": past a capitalized adjective too.)
        auto describes = [&](size_t k) {
          if (ctx.T(k).kind != TokenKind::kWord) return false;
          if (!ctx.T(k).Has(kCapitalized)) return !ctx.NameAt(k);
          const NameRun* r = ctx.NameAt(k);
          return r && r->words == 1 && ActorName(ctx, r).empty() && k + 1 < sent.end_token &&
                 ctx.T(k + 1).kind == TokenKind::kWord && !ctx.T(k + 1).Has(kCapitalized);
        };
        while (actor_at < sent.end_token && actor_at < by + 5 && describes(actor_at)) ++actor_at;
        if (ctx.IsLower(by, "by") && ctx.NameAt(actor_at)) {
          const NameRun* char_run = nullptr;
          // ("Teboho's stepdaughter, Limpho, who quit ... to work for Puleng, is played by X":
          // the one the relative clause describes, not a name inside it.)
          if (i >= sent.first_token + 4 && (ctx.IsLower(i - 1, "is") || ctx.IsLower(i - 1, "was")) && ctx.Is(i - 2, ","))
            for (size_t who = i - 2; who > sent.first_token + 1 && who + 40 > i; --who)
              if (ctx.IsLower(who, "who") && ctx.Is(who - 1, ",")) {
                size_t end = who - 1;
                if (ctx.Is(end - 1, ")"))
                  for (size_t open = end - 1; open > sent.first_token && open + 8 > end; --open)
                    if (ctx.Is(open, "(")) {
                      end = open;
                      break;
                    }
                if (const NameRun* r = ctx.NameEndingAt(end - 1); r && !ctx.T(r->end).Has(kPossessive)) char_run = r;
                break;
              }
          // ("Nohora Jamioy, a weaver from Sibundoy, is played as a girl by X", "Nelcy and
          // Marleny, are both played by X": the subject before the apposition, not a place in it.)
          size_t copula = i;
          if (copula > sent.first_token + 1 && (ctx.IsLower(copula - 1, "both") || ctx.IsLower(copula - 1, "also")))
            --copula;
          if (!char_run && copula >= sent.first_token + 4 &&
              (ctx.IsLower(copula - 1, "is") || ctx.IsLower(copula - 1, "was") || ctx.IsLower(copula - 1, "are") ||
               ctx.IsLower(copula - 1, "were")) &&
              ctx.Is(copula - 2, ","))
            for (size_t c = copula - 3; c > sent.first_token && c + 14 > copula; --c)
              if (ctx.Is(c, ",")) {
                if (const NameRun* r = ctx.NameEndingAt(c - 1); r && !ctx.T(r->end).Has(kPossessive)) char_run = r;
                break;
              }
          // ("Mamie, Andre's first wife and Brielle's mother, was played by X": a possessor
          // inside the description is not the part.)
          for (size_t c = i; c > sent.first_token && c + 40 > i && !char_run; --c) {
            char_run = ctx.NameEndingAt(c - 1);
            if (char_run && ctx.T(char_run->end).Has(kPossessive)) char_run = nullptr;
          }
          // "The second wife is Marjolein, a piano tuner ... She is played by X.": a pronoun
          // subject stands for the character named before.
          if (!char_run && i >= sent.first_token + 2 && i <= sent.first_token + 3 &&
              (ctx.IsLower(sent.first_token, "she") || ctx.IsLower(sent.first_token, "he")))
            char_run = CharacterOfObjectPronoun(ctx, s, ctx.NameAt(actor_at), *out, crew,
                                                ctx.IsLower(sent.first_token, "she") ? 'f' : 'm');
          if (!char_run) continue;
          Add(ctx, out, ActorName(ctx, ctx.NameAt(actor_at)), CharacterName(ctx, char_run), i, 0.9);
          // ("Nelcy and Marleny Muchavisoy ... are both played by X": twins, one actor.)
          if (ctx.IsLower(i - 1, "both") && char_run->first >= sent.first_token + 2 && ctx.IsLower(char_run->first - 1, "and"))
            if (const NameRun* twin = ctx.NameEndingAt(char_run->first - 2); twin && !ctx.T(twin->end).Has(kPossessive))
              Add(ctx, out, ActorName(ctx, ctx.NameAt(actor_at)), CharacterName(ctx, twin), i, 0.85);
          // ("is played as a girl by A in the first twelve chapters and as a woman by B": the
          // part's second actor.)
          for (size_t k = ctx.NameAt(actor_at)->end; k + 3 < sent.end_token && k < ctx.NameAt(actor_at)->end + 10; ++k)
            if (ctx.IsLower(k, "and") && ctx.IsLower(k + 1, "as")) {
              size_t by2 = k + 2;
              while (by2 < sent.end_token && by2 < k + 6 && !ctx.IsLower(by2, "by")) ++by2;
              if (const NameRun* second = ctx.IsLower(by2, "by") ? ctx.NameAt(by2 + 1) : nullptr;
                  second && !ActorName(ctx, second).empty())
                Add(ctx, out, ActorName(ctx, second), CharacterName(ctx, char_run), i, 0.85);
              break;
            }
          // "Sayo is voiced by X in English and by Y in Japanese": the second language's actor.
          if (size_t k = ctx.NameAt(actor_at)->end; ctx.IsLower(k, "in") && ctx.IsLower(k + 2, "and") &&
                                                    ctx.IsLower(k + 3, "by") && k + 4 < sent.end_token)
            if (const NameRun* second = ctx.NameAt(k + 4); second && !ActorName(ctx, second).empty())
              Add(ctx, out, ActorName(ctx, second), CharacterName(ctx, char_run), i, 0.85);
          // A list that leaves the verb out: "Sora is voiced by A, Kenta by B and Gorou by C".
          for (size_t k = ctx.NameAt(actor_at)->end; k + 3 < sent.end_token && k < i + 60;) {
            if (!ctx.Is(k, ",") && !ctx.IsLower(k, "and")) break;
            size_t m = ctx.IsLower(k + 1, "and") ? k + 2 : k + 1;
            const NameRun* part = ctx.NameAt(m);
            if (!part || !ctx.IsLower(part->end, "by")) break;
            const NameRun* actor = ctx.NameAt(part->end + 1);
            if (!actor) break;
            Add(ctx, out, ActorName(ctx, actor), CharacterName(ctx, part), i, 0.85);
            k = actor->end;
          }
          continue;
        }
      }
      // Actor plays / will play / portrays [the ... character of] Character.
      // ("will voice Nettle", "to voice her": the verb; "her voice" is the noun.)
      const bool voice_verb = lower == "voice" && i > sent.first_token &&
                              (ctx.IsLower(i - 1, "will") || ctx.IsLower(i - 1, "to") || ctx.IsLower(i - 1, "would"));
      if (IsPlayVerb(lower) || voice_verb) {
        ReadPlayVerb(ctx, s, i, lower, crew, out);
        continue;
      }
      // Actor as Character: after a casting verb, or right after a full name.
      // "X has landed the role of Y", "in the recurring role of Y" read as "as Y".
      // A profile: "As Sgt. Ray Dunn, a rumpled desk sergeant, Mandel anchored the ensemble":
      // the part opens the sentence, and the actor is the subject after its apposition.
      if (lower == "as" && i == sent.first_token) {
        const NameRun* char_run = NameAfter(ctx, i + 1);
        if (!char_run || ctx.T(char_run->end).Has(kPossessive)) continue;
        for (size_t k = char_run->end; k + 1 < sent.end_token && k < char_run->end + 24; ++k) {
          if (!ctx.Is(k, ",")) continue;
          const NameRun* r = ctx.NameAt(k + 1);
          if (!r || r->end >= sent.end_token || ctx.T(r->end).kind != TokenKind::kWord ||
              ctx.T(r->end).Has(kCapitalized))
            continue;
          Add(ctx, out, ActorName(ctx, r), CharacterName(ctx, char_run), i, 0.8);
          break;
        }
        continue;
      }
      // "Carlene Crockett arrives from Baltimore in the March 10 episode, with Aikaeli Kisanga
      // in the role": the actor named with "in the role" plays the part named before.
      if (lower == "role" && i >= sent.first_token + 4 && ctx.IsLower(i - 1, "the") && ctx.IsLower(i - 2, "in"))
        if (const NameRun* actor = ctx.NameEndingAt(i - 3);
            actor && actor->first > sent.first_token && ctx.IsLower(actor->first - 1, "with") &&
            !ActorName(ctx, actor).empty())
          if (const NameRun* part = CharacterOfObjectPronoun(ctx, s, actor, *out, crew, 0);
              part && ctx.SentenceOf(part->first) == s) {
            Add(ctx, out, ActorName(ctx, actor), CharacterName(ctx, part), i, 0.8);
            continue;
          }
      // A cast rundown's clause: "...; Rohan Vale is her half brother, Waldemar Ostrova, the
      // clinic's accountant": a full name, "is", a described part, in a sentence that has
      // cast someone before.
      if (lower == "is" && i > sent.first_token + 1 && i + 3 < sent.end_token) {
        const NameRun* actor = ctx.NameEndingAt(i - 1);
        const size_t a = actor ? actor->first : 0;
        const bool clause_opens =
            actor && a > sent.first_token &&
            (ctx.Is(a - 1, ";") || (ctx.IsLower(a - 1, "and") && a - 1 > sent.first_token && ctx.Is(a - 2, ",")));
        bool cast_before = false;
        for (size_t k = sent.first_token; clause_opens && k < a && !cast_before; ++k)
          cast_before = IsCastVerb(ctx.Lower(k)) || IsPlayVerb(ctx.Lower(k)) || ctx.IsLower(k, "as");
        if (cast_before && actor->words >= 2 && !ActorName(ctx, actor).empty()) {
          if (const NameRun* part = DescribedCharacter(ctx, i + 1, sent.end_token))
            Add(ctx, out, ActorName(ctx, actor), CharacterName(ctx, part), i, 0.75);
          // ("..., and Frauke Batt is Sheriff Okke Quib, who ...": a titled part.)
          else if (ctx.Honorific(i + 1) && ctx.T(i + 1).Has(kCapitalized))
            if (const NameRun* titled = ctx.NameAfterTitle(i + 1); titled && titled->words >= 2)
              Add(ctx, out, ActorName(ctx, actor), CharacterName(ctx, titled), i, 0.75);
        }
        continue;
      }
      // Under a heading that names the actor ("TANNER GASKINS"): "Gaskins was Jaxon
      // Varnadoe, the rich kid from Raleigh".
      if ((lower == "was" || lower == "is") && s > 0 && ctx.OpensParagraph(s) && ctx.WholeParagraph(s - 1)) {
        const NameRun* actor = ctx.NameAt(sent.first_token);
        const NameRun* part = NameAfter(ctx, i + 1);
        const Sentence& heading = ctx.at.sentences[s - 1];
        if (actor && actor->end == i && part && part->words >= 2 && ctx.Is(part->end, ",") &&
            ctx.T(heading.end_token - 1).Has(kAllCaps) && ctx.Lower(heading.end_token - 1) == std::string_view(ctx.Lower(actor->end - 1)))
          Add(ctx, out, ActorName(ctx, actor), CharacterName(ctx, part), i, 0.75);
        continue;
      }
      // "On AMC's Bramble (2009-2012) he was Judge Ike Ross, a county judge": a sentence
      // that opens with another work, a pronoun subject, "was" and a name.
      if ((lower == "was" || lower == "is") && i > sent.first_token &&
          (ctx.IsLower(i - 1, "he") || ctx.IsLower(i - 1, "she"))) {
        const std::string opening_work = OpeningWork(ctx, sent);
        if (opening_work.empty()) continue;
        const NameRun* char_run = NameAfter(ctx, i + 1);
        if (char_run && char_run->end < sent.end_token && ctx.Is(char_run->end, ",")) {
          if (const NameRun* actor_run = PersonBefore(ctx, s, i - 1, *out); actor_run && actor_run != char_run)
            Add(ctx, out, ActorName(ctx, actor_run), CharacterName(ctx, char_run), i, 0.75, opening_work);
        }
        continue;
      }
      const bool role_of = lower == "role" && ctx.IsLower(i + 1, "of") && i > sent.first_token;
      if ((lower == "as" && i > sent.first_token) || role_of) {
        ReadAsPart(ctx, s, i, lower, role_of, out);
        continue;
      }
      // Actor's Character: a full name, a possessive, and a capitalized name.
      if (ctx.T(i).Has(kPossessive)) {
        const NameRun* actor_run = i > 0 ? ctx.NameEndingAt(i - 1) : nullptr;
        // "on North Carolina's Outer Banks": after a preposition of place, a place's.
        if (actor_run && actor_run->first > 0) {
          Word p = ctx.Lower(actor_run->first - 1);
          if (p == "on" || p == "in" || p == "at" || p == "from" || p == "across" || p == "near" ||
              p == "around" || p == "outside" || p == "throughout")
            continue;
          // "are executive producers with Mulga Lane's Digby Blacksall": a company's producer.
          bool crew_words = false;
          for (size_t m = actor_run->first; m > sent.first_token && m + 4 > actor_run->first && !crew_words; --m)
            crew_words = ctx.Has(m - 1, kWordRoleStart) || ctx.Lower(m - 1).starts_with("produc");
          if (crew_words) continue;
        }
        const NameRun* char_run = NameAfter(ctx, i + 1);
        std::string actor = ActorName(ctx, actor_run);
        bool is_crew = std::find(crew.begin(), crew.end(), actor) != crew.end();
        if (!actor.empty() && !is_crew && char_run && !(char_run->end < n && ctx.T(char_run->end).Has(kPossessive)))
          Add(ctx, out, actor, CharacterName(ctx, char_run), i, 0.7);
      }
    }
  }
  AddBracketedParts(ctx, parens, out);
  // A name that is someone's actor is not also a character: drop such misreadings.
  std::unordered_set<std::string> actors;
  for (const auto& f : *out)
    if (f.kind == FactKind::kCast) actors.insert(f.actor);
  std::erase_if(*out, [&](const Fact& f) {
    return f.kind == FactKind::kCast && actors.count(f.character);
  });
}

}  // namespace showgraph::extract
