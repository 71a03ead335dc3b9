// quote: direct quotations and who said them. Attribution after the quote ("...,"
// Crane says / says Crane), before it (She added, "..."), in the sentence before
// (Amy told us that ... "..."), a quotation interrupted by its attribution, quotes
// continued across paragraphs, and the last speaker as the fallback.
#include <algorithm>
#include <unordered_map>

#include "extract/calendar.h"
#include "extract/context.h"
#include "syntax/shallow.h"

namespace showgraph::extract {

namespace {

bool IsPronoun(Word lower) { return lower == "he" || lower == "she" || lower == "they"; }

// What the article has shown of its speakers' genders, from the pronouns their quotes
// were credited with ("“...,” he writes" after naming someone): 'm' or 'f'.
using Genders = std::unordered_map<std::string, char>;
char GenderOf(std::string_view pronoun) { return pronoun == "he" ? 'm' : pronoun == "she" ? 'f' : 0; }
bool Fits(const Genders& genders, const std::string& name, char want) {
  if (!want) return true;
  auto it = genders.find(name);
  return it == genders.end() || it->second == want;
}

// Words that may stand between a speaker's name and the speech verb or the quote:
// titles and roles ("executive producer Lia M. Crane says").
bool IsSpeakerFiller(const DocContext& ctx, size_t i) {
  Word l = ctx.Lower(i);
  // "and": "said creator and writer Elsbeth Radcliffe".
  static constexpr std::string_view kWords[] = {"executive", "producer", "ep", "showrunner", "creator", "co-creator",
                                                "and", "co-showrunner",
                                       "star", "actor", "actress", "writer", "director", "the", "series", "show",
                                       "co-star", "newcomer", "host", "also", "later", "then", "once", "again",
                                       "simply", "quickly", "recently", "previously", "exclusively", "jokingly"};
  static constexpr WordFilter kWordsFilter(kWords);
  if (!kWordsFilter.MayContain(l)) return false;
  for (std::string_view k : kWords)
    if (l == k) return true;
  return false;
}

// "Marchbank, 44, said": the name of a speaker whose age stands between the name and the
// speech verb at token v, or null.
const NameRun* NameBeforeAge(const DocContext& ctx, size_t v) {
  if (v < 4 || !ctx.Is(v - 1, ",") || ctx.T(v - 2).kind != TokenKind::kNumber || !ctx.Is(v - 3, ",")) return nullptr;
  return ctx.NameEndingAt(v - 4);
}

struct Attribution {
  std::string speaker;  // resolved name, or a pronoun to resolve
  bool pronoun = false;
  size_t pronoun_at = SIZE_MAX;  // the pronoun's byte offset: it refers back from there
};

// The speaker named at a speech verb v: "NAME v" or "PRONOUN v", else "v NAME".
bool SpeakerAtVerb(const DocContext& ctx, size_t v, size_t lo, size_t hi, Attribution* a) {
  if (v > lo) {
    Word prev = ctx.Lower(v - 1);
    // "an NBC spokesperson said": a network speaks through its spokesperson.
    if ((prev == "spokesperson" || prev == "spokeswoman" || prev == "spokesman") && v >= lo + 2) {
      size_t k = v - 2;
      while (k > lo && ctx.masked[k - 1] && !ctx.NetworkAt(k)) --k;  // to the start of the network's name
      if (const NetworkMention* nm = ctx.NetworkAt(k); nm && nm->end == v - 1) {
        a->speaker = nm->name + " spokesperson";
        return true;
      }
    }
    if (IsPronoun(prev)) {
      a->speaker = prev;
      a->pronoun = true;
      a->pronoun_at = ctx.T(v - 1).start;
      return true;
    }
    if (const NameRun* r = ctx.NameEndingAt(v - 1); r && r->first >= lo) {
      a->speaker = ctx.Resolve(r->text);
      return true;
    }
    // ("Creator X will say only that "...", "X also says": past an auxiliary or an adverb;
    // "Aulakh, who calls her "...": the name a relative pronoun stands for.)
    {
      size_t p = v;
      while (p > lo + 1 && (ctx.IsLower(p - 1, "will") || ctx.IsLower(p - 1, "would") || ctx.IsLower(p - 1, "also") ||
                            ctx.IsLower(p - 1, "only") || ctx.IsLower(p - 1, "later") || ctx.IsLower(p - 1, "once") ||
                            ctx.IsLower(p - 1, "still") || ctx.IsLower(p - 1, "then") || ctx.IsLower(p - 1, "has") ||
                            ctx.IsLower(p - 1, "had") || ctx.IsLower(p - 1, "can") || ctx.IsLower(p - 1, "could")))
        --p;
      if (p < v)
        if (const NameRun* r = ctx.NameEndingAt(p - 1); r && r->first >= lo && !ctx.masked[r->first]) {
          a->speaker = ctx.Resolve(r->text);
          return true;
        }
      if (p >= lo + 3 && ctx.IsLower(p - 1, "who") && ctx.Is(p - 2, ","))
        if (const NameRun* r = ctx.NameEndingAt(p - 3); r && r->first >= lo && !ctx.masked[r->first]) {
          a->speaker = ctx.Resolve(r->text);
          return true;
        }
    }
    if (const NameRun* r = v >= lo + 4 ? NameBeforeAge(ctx, v) : nullptr; r && r->first >= lo) {
      a->speaker = ctx.Resolve(r->text);
      return true;
    }
    // ("writer Vitumbiko Mzumara, who wrote the finale, told an interviewer that ...": the
    // name before a relative clause closed by its comma; first, for the clause may end in a
    // name of its own: "X, who took over from the series' creator, Y, told reporters".)
    if (prev == "," && v >= lo + 4)
      for (size_t who = v - 2; who > lo + 1 && who + 20 > v; --who) {
        // (A plural possessive's mark is no quotation: "the series' creator".)
        if ((ctx.T(who).Has(kQuoteMark) && !ctx.T(who).Has(kPossessive) && !ctx.Lower(who - 1).ends_with("s")) ||
            ctx.Is(who, "."))
          break;
        if (!ctx.IsLower(who, "who") || !ctx.Is(who - 1, ",")) continue;
        // (Not a post's words: "the ABC's Head of Scripted Production, who ...".)
        if (const NameRun* r = ctx.NameEndingAt(who - 2);
            r && r->first >= lo && r->first > 0 && !ctx.IsLower(r->first - 1, "of") && !ctx.masked[r->first] &&
            !ctx.T(r->first - 1).Has(kPossessive)) {
          a->speaker = ctx.Resolve(r->text);
          return true;
        }
        break;
      }
    // "ITV's head of drama, Polly Reyes, added:": an appositive name before the verb.
    if (prev == "," && v >= lo + 2)
      if (const NameRun* r = ctx.NameEndingAt(v - 2); r && r->first >= lo && r->first > 0) {
        // ("her lawyer, Leton Marsh of Marsh Okafor, said": the person before the firm.)
        if (const NameRun* person = r->first >= lo + 3 && (ctx.IsLower(r->first - 1, "of") ||
                                                            ctx.IsLower(r->first - 1, "at"))
                                        ? ctx.NameEndingAt(r->first - 2)
                                        : nullptr;
            person && person->first > lo && ctx.Is(person->first - 1, ",")) {
          a->speaker = ctx.Resolve(person->text);
          return true;
        }
        if (ctx.Is(r->first - 1, ",")) {
          a->speaker = ctx.Resolve(r->text);
          return true;
        }
      }
    // '"...," Miroslava Kask, president of original programming at Starz, said': the name
    // right after the quotation, then its apposition.
    if (prev == ",") {
      size_t k = lo;
      while (k < v && ctx.T(k).kind == TokenKind::kPunct) ++k;
      if (const NameRun* r = ctx.NameAt(k); r && r->end + 2 < v && ctx.Is(r->end, ",")) {
        bool apposition = true;
        for (size_t m = r->end + 1; m + 1 < v && apposition; ++m)
          apposition = !ctx.T(m).Has(kQuoteMark) && !ctx.Is(m, ".") && !ctx.SpeechVerb(m);
        if (apposition) {
          a->speaker = ctx.Resolve(r->text);
          return true;
        }
      }
    }
  }
  size_t k = v + 1;
  while (k < hi && IsSpeakerFiller(ctx, k)) ++k;
  // '"...," said Hulu's head of original programming, Sara Blum.': a description, a comma
  // and the name.
  if (k < hi && (ctx.masked[k] || ctx.T(k).Has(kPossessive) || (k + 1 < hi && ctx.T(k + 1).Has(kPossessive)))) {
    for (size_t m = k; m + 1 < hi && m < k + 10; ++m) {
      if (ctx.T(m).Has(kQuoteMark) || ctx.Is(m, ".") || ctx.SpeechVerb(m)) break;
      if (ctx.Is(m, ","))
        if (const NameRun* r = ctx.NameAt(m + 1); r && !ctx.masked[m + 1]) {
          a->speaker = ctx.Resolve(r->text);
          return true;
        }
    }
  }
  // ('"...," said NBC Entertainment president Maya Ross': a network and an executive's
  // title before the name.)
  if (k < hi && ctx.masked[k]) {
    size_t m = k;
    while (m < hi && m < k + 8 &&
           (ctx.masked[m] || [&] {
             const Word t = ctx.Lower(m);
             return t == "entertainment" || t == "president" || t == "co-president" || t == "chairman" ||
                    t == "chairwoman" || t == "chair" || t == "ceo" || t == "chief" || t == "content" ||
                    t == "officer" || t == "programming" || t == "originals" || t == "executive" || t == "senior" ||
                    t == "vice" || t == "head" || t == "of" || t == "original" || t == "drama" || t == "comedy" ||
                    t == "scripted" || t == "television" || t == "studios";
           }()))
      ++m;
    if (m > k && m < hi)
      if (const NameRun* r = ctx.NameAt(m); r && !ctx.masked[m]) {
        a->speaker = ctx.Resolve(r->text);
        return true;
      }
  }
  if (k < hi) {
    if (const NameRun* r = ctx.NameAt(k)) {
      a->speaker = ctx.Resolve(r->text);
      return true;
    }
    Word l = ctx.Lower(k);
    if (IsPronoun(l)) {
      a->speaker = l;
      a->pronoun = true;
      a->pronoun_at = ctx.T(k).start;
      return true;
    }
  }
  return false;
}

// '"...," the network said in a statement': the network named last before token `v`;
// "the studio said": the company named last before it; "" for any other noun.
std::string CompanyOfNoun(const DocContext& ctx, Word noun, size_t v) {
  std::string company;
  if (noun == "studio") {
    for (size_t k = v; k-- > 0 && k + 400 > v && company.empty();)
      if (const NameRun* r = ctx.NameEndingAt(k); r && IsCompanyName(r->text)) company = ctx.Resolve(r->text);
  } else if (noun == "network" || noun == "streamer") {
    for (const NetworkMention& nm : ctx.networks)
      if (nm.end <= v) company = nm.name;
  }
  return company;
}

// 'Piecha's own statement, sent through a representative, ran to one sentence: "..."',
// 'Esdaille, who left a comment under the post: "..."', 'Kandzia had quoted the post with
// a line of her own: "..."': the author a statement's noun before the colon at `colon`
// names (its possessor, the name a "who" before it stands for, or the sentence's subject
// name), or "".
std::string AuthorOfStatementBeforeColon(const DocContext& ctx, size_t colon) {
  const Sentence& sent = ctx.at.sentences[ctx.SentenceOf(colon)];
  size_t noun = 0;
  for (size_t k = sent.first_token + 1; k < colon && !noun; ++k) {
    const Word w = ctx.Lower(k);
    if (w == "statement" || w == "post" || w == "caption" || w == "comment" || w == "reply" || w == "message" ||
        w == "tweet" || w == "line" || w == "response" || w == "note")
      noun = k;
  }
  if (!noun) return {};
  size_t owner = noun - 1;
  if (ctx.IsLower(owner, "own") && owner > sent.first_token) --owner;
  if (ctx.T(owner).Has(kPossessive))
    if (const NameRun* r = ctx.NameEndingAt(owner - 1); r && !ctx.masked[r->first] && !IsCompanyName(r->text))
      return ctx.Resolve(r->text);
  for (size_t who = noun; who-- > sent.first_token + 2 && who + 10 > noun;)
    if (ctx.IsLower(who, "who") && ctx.Is(who - 1, ",")) {
      const NameRun* r = ctx.NameEndingAt(who - 2);
      return r && !ctx.masked[r->first] ? ctx.Resolve(r->text) : std::string();
    }
  if (const NameRun* r = ctx.NameAt(sent.first_token); r && !ctx.masked[r->first] && r->end < colon &&
                                                        !ctx.T(r->end).Has(kPossessive) && !IsCompanyName(r->text))
    return ctx.Resolve(r->text);
  return {};
}

bool IsSpeechVerb(const DocContext& ctx, size_t i) { return ctx.SpeechVerb(i); }

// First token at or after byte offset `off`.
size_t TokenAtOrAfter(const AnnotatedText& at, size_t off) {
  auto it = std::lower_bound(at.tokens.begin(), at.tokens.end(), off,
                             [](const Token& t, size_t o) { return t.start < o; });
  return static_cast<size_t>(it - at.tokens.begin());
}

// The same token, found by stepping from token `near` (a token or two away: a quotation's
// marks from its first and last words), where a binary search over the whole article made
// some ten steps. Any `near` gives the same answer: the tokens are in text order.
size_t TokenAtOrAfterNear(const AnnotatedText& at, size_t off, size_t near) {
  size_t k = std::min(near, at.tokens.size());
  while (k > 0 && at.tokens[k - 1].start >= off) --k;
  while (k < at.tokens.size() && at.tokens[k].start < off) ++k;
  return k;
}

std::string_view TrimSpace(std::string_view s, size_t* lead) {
  size_t b = 0, e = s.size();
  while (b < e && (s[b] == ' ' || s[b] == '\n' || s[b] == '\t')) ++b;
  while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\n' || s[e - 1] == '\t')) --e;
  *lead = b;
  return s.substr(b, e - b);
}

// An apostrophe that closes a plural's possessive ("the series' creator", "the Vances'
// farm"): attached to a word in "s", a space after it; no quotation mark.
bool PluralPossessiveMark(const DocContext& ctx, size_t k) {
  if (k == 0 || k + 1 >= ctx.size() || !(ctx.Is(k, "'") || ctx.Is(k, "\u2019"))) return false;
  const Token& before = ctx.T(k - 1);
  const std::string_view word = ctx.Tok(k - 1);
  return before.kind == TokenKind::kWord && before.end == ctx.T(k).start && !word.empty() &&
         (word.back() == 's' || word.back() == 'S') && ctx.T(k + 1).start > ctx.T(k).end &&
         ctx.T(k + 1).kind == TokenKind::kWord;
}

// The person a sentence is about: a name at its start, past openers, titles and roles
// ("Meanwhile, executive producer X ...", "X, 23, was more forthcoming"). A pronoun
// subject comes back as "he"/"she"/"they"; no subject as "".
std::string SentenceSubject(const DocContext& ctx, uint32_t s) {
  const Sentence& sent = ctx.at.sentences[s];
  for (size_t k = sent.first_token; k < sent.end_token && k < sent.first_token + 8; ++k) {
    const Token& t = ctx.T(k);
    if (t.Has(kInQuote) || t.Has(kQuoteMark)) return {};
    if (const NameRun* r = ctx.NameAt(k)) {
      if (r->end < ctx.size() && ctx.T(r->end).Has(kPossessive)) {
        // ("Flatts Road's founder, Icelyn Furbert, will become ...": the name in apposition
        // to the possessor's post.)
        size_t m = r->end + 1;
        while (m < sent.end_token && m < r->end + 5 && ctx.T(m).kind == TokenKind::kWord && !ctx.T(m).Has(kCapitalized))
          ++m;
        const NameRun* named = m > r->end + 1 && ctx.Is(m, ",") ? ctx.NameAt(m + 1) : nullptr;
        return named && ctx.Is(named->end, ",") && !IsCompanyName(named->text) ? ctx.Resolve(named->text)
                                                                                : std::string();
      }
      return ctx.Resolve(r->text);
    }
    Word l = ctx.Lower(k);
    // ("Her husband, the theatre director Edgar Dohnt, posted ...": a kin noun and the name in
    // apposition to it, past a job.)
    if ((l == "her" || l == "his" || l == "their") && ctx.lex.relations.count(ctx.Lower(k + 1)) &&
        ctx.Is(k + 2, ",")) {
      size_t m = k + 3;
      while (m < sent.end_token && m < k + 9 && !ctx.NameAt(m) && ctx.T(m).kind == TokenKind::kWord &&
             !ctx.T(m).Has(kCapitalized))
        ++m;
      if (const NameRun* named = ctx.NameAt(m); named && ctx.Is(named->end, ",") && !IsCompanyName(named->text))
        return ctx.Resolve(named->text);
    }
    if (IsPronoun(l)) return std::string(l);
    // ("The newcomer is Edvin Falk, who plays ...": a copula that names the one described.)
    if ((l == "is" || l == "was") && k > sent.first_token)
      if (const NameRun* r = ctx.NameAt(k + 1); r && (r->end >= sent.end_token || !ctx.T(r->end).Has(kPossessive)))
        return ctx.Resolve(r->text);
    // A network's or a show's possessive before the name: "HBO's Francine Adair".
    bool opener = t.kind == TokenKind::kPunct || ctx.masked[k] || t.Has(kPossessive) || IsSpeakerFiller(ctx, k) ||
                  l == "and" || l == "but" ||
                  l == "meanwhile" || l == "so" || l == "still" || l == "now" || l == "later" || l == "newcomer" ||
                  l == "only" || l == "even" || l == "just" ||  // "Only Blodwen isn't raising a glass."
                  ctx.lex.honorifics.count(l) || ctx.lex.roles.Find(l) ||
                  // a job before the name: "Charge nurse Nour Abdelrahim takes ..."
                  ctx.Has(k, kWordOccupation) || (k + 1 < sent.end_token && ctx.Has(k + 1, kWordOccupation)) ||
                  // a company's possessive: "Larch Road's founder, Ines Tull, ..."
                  (t.Has(kCapitalized) && k + 1 < sent.end_token &&
                   (ctx.T(k + 1).Has(kPossessive) ||
                    (ctx.T(k + 1).Has(kCapitalized) && k + 2 < sent.end_token && ctx.T(k + 2).Has(kPossessive)))) ||
                  // the place and office before an official's title: "Los Angeles Superior Court Judge X"
                  (t.Has(kCapitalized) && !ctx.Honorific(k) && ctx.NameAfterTitle(k) != nullptr);
    if (!opener) return {};
  }
  return {};
}

// The article's credited people (actors, crew: likely referents of "she said") and the
// parts the actors play.
struct Credited {
  std::vector<std::string> people;
  std::vector<std::string> characters;
  std::vector<std::pair<std::string, std::string>> posts;  // crew role, person
};

// The one person credited with the post a sentence's subject names ("On the return,
// the showrunner was more guarded."), or "".
// The one person credited with `post` ("creator", "showrunner", "co-creator", "director"),
// or "" when none is, or two are.
std::string PostHolder(const Credited& credited, std::string_view post) {
  if (post != "showrunner" && post != "creator" && post != "co-creator" && post != "director") return {};
  std::string holder;
  for (const auto& [role, person] : credited.posts) {
    if (role != post || person == holder) continue;
    if (!holder.empty()) return {};  // two of them: not certain which
    holder = person;
  }
  return holder;
}

std::string PostHolderNamed(const DocContext& ctx, const Sentence& sent, const Credited& credited) {
  for (size_t t = sent.first_token; t + 2 < sent.end_token && t < sent.first_token + 12; ++t) {
    if (!ctx.IsLower(t, "the")) continue;
    const Word post = ctx.Lower(t + 1);
    if (post != "showrunner" && post != "creator" && post != "co-creator" && post != "director") continue;
    // The subject: at the opening or after a lead set off by a comma, before its verb.
    if (t > sent.first_token && !ctx.Is(t - 1, ",")) continue;
    if (ctx.T(t + 2).kind != TokenKind::kWord || ctx.T(t + 2).Has(kPossessive) || ctx.IsLower(t + 2, "of") ||
        ctx.IsLower(t + 2, "and"))
      continue;
    return PostHolder(credited, post);
  }
  return {};
}

// Whether token t of sentence s stands in a main clause, not in a subordinate one ("when
// Gianakos first pitched her the idea", "who directed it"): the subject a later "she said"
// refers to is a main clause's.
bool InMainClause(const DocContext& ctx, uint32_t s, size_t t) {
  const Sentence& sent = ctx.at.sentences[s];
  std::vector<syntax::Word> words;
  ctx.SentenceWords(s, &words);
  const syntax::Parse p = syntax::ParseSentence(words);
  for (int c = p.clause_of[t - sent.first_token]; c >= 0; c = p.clauses[c].parent) {
    const syntax::ClauseKind kind = p.clauses[c].kind;
    if (kind == syntax::ClauseKind::kMain) return true;
    if (kind != syntax::ClauseKind::kComplement) return false;
  }
  return false;
}

// The sentence opens with a pronoun of gender `want`, maybe after a short lead ("After
// that she ...").
bool OpensWithPronoun(const DocContext& ctx, const Sentence& sent, char want) {
  for (size_t t = sent.first_token; t < sent.first_token + 4 && t < sent.end_token; ++t)
    if (GenderOf(ctx.Lower(t)) == want && !ctx.T(t).Has(kInQuote)) return true;
  return false;
}

// `text` names `person`: a word of the name (three letters or more) stands in it whole.
bool TextNames(std::string_view text, const std::string& person) {
  for (size_t from = 0; from < person.size();) {
    size_t space = person.find(' ', from);
    if (space == std::string::npos) space = person.size();
    const std::string_view part = std::string_view(person).substr(from, space - from);
    from = space + 1;
    if (part.size() < 3) continue;
    for (size_t at = text.find(part); at != std::string_view::npos; at = text.find(part, at + 1)) {
      const bool starts = at == 0 || !std::isalpha(static_cast<unsigned char>(text[at - 1]));
      const size_t end = at + part.size();
      const bool ends = end >= text.size() || !std::isalpha(static_cast<unsigned char>(text[end]));
      if (starts && ends) return true;
    }
  }
  return false;
}

// The quotation's own words, without a quotation nested in it: in "Vidaller kept telling me,
// 'Slower, Kenny, it's a boat'" the name is the one spoken to, in someone else's words.
std::string OwnWords(std::string_view text) {
  constexpr std::string_view kLeft = "\u2018", kRight = "\u2019";
  auto letter_at = [text](size_t k) { return k < text.size() && std::isalpha(static_cast<unsigned char>(text[k])); };
  std::string own;
  bool nested = false;
  for (size_t k = 0; k < text.size(); ++k) {
    const std::string_view rest = text.substr(k);
    // An opening mark starts a word ("me, 'Slower"); a closing one ends one and is no
    // apostrophe ("it's", "it’s").
    const size_t mark = rest.starts_with(kLeft) || rest.starts_with(kRight) ? kLeft.size() : text[k] == '\'' ? 1 : 0;
    if (!nested && mark && (k == 0 || text[k - 1] == ' ') && (text[k] == '\'' || rest.starts_with(kLeft))) {
      nested = true;
      k += mark - 1;
      continue;
    }
    if (nested && mark && (text[k] == '\'' || rest.starts_with(kRight)) && !letter_at(k + mark)) {
      nested = false;
      k += mark - 1;
      continue;
    }
    if (!nested) own += text[k];
  }
  return own;
}

// Paragraph `p`'s text names `person` (by a word of the name: "Yeom" of "Yeom Seo-yeon",
// "Lachance" of "Giedre Lachance").
bool NamedInParagraph(const DocContext& ctx, uint32_t p, const std::string& person) {
  return TextNames(ctx.at.Slice(ctx.at.paragraphs[p].span), person);
}

// The speaker quoted most so far (at least `at_least` times), other than `not_this`, whom
// the pronoun's gender fits; "" when none.
std::string MostQuotedFitting(const std::vector<std::pair<std::string, int>>& quotes_by, const Genders& genders,
                              char want, const std::string& not_this, int at_least) {
  const std::pair<std::string, int>* top = nullptr;
  for (const auto& c : quotes_by)
    if (c.first != not_this && c.second >= at_least && Fits(genders, c.first, want) && (!top || c.second > top->second))
      top = &c;
  return top ? top->first : std::string();
}

// The one name sentence `sent` gives outside quotations and possessives, resolved; "" when it
// gives none or more than one. With `parts_and_places_are_none`, a part someone plays ("she
// played Dr. Iva Blankenship", "as the boxer X") or a place ("notes from Yambio") still
// counts as one name but is no one.
std::string OnlyPersonNamed(const DocContext& ctx, const Sentence& sent, bool parts_and_places_are_none) {
  std::string only;
  int named = 0;
  for (size_t t = sent.first_token; t < sent.end_token; ++t)
    if (const NameRun* r = ctx.NameAt(t)) {
      if (!ctx.T(t).Has(kInQuote) && !(r->end < ctx.size() && ctx.T(r->end).Has(kPossessive))) {
        bool none = false;
        if (parts_and_places_are_none) {
          for (size_t b = t; b > sent.first_token && b + 5 > t && !none; --b)
            none = IsPlayVerb(ctx.Lower(b - 1)) || ctx.IsLower(b - 1, "as");
          none = none || (t > sent.first_token && IsPlacePreposition(ctx.Lower(t - 1)));
        }
        only = none ? std::string() : ctx.Resolve(r->text);
        ++named;
      }
      t = r->end - 1;
    }
  return named == 1 ? only : std::string();
}

// The person "he" or "she" at byte `pos` most likely means: the subject of the nearest
// sentence before it that has a named one (within the paragraph and the one before).
// A referent the pronoun's gender rules out (`want`, per `genders`) is passed over.
std::string ResolvePronoun(const DocContext& ctx, size_t pos, const std::string& fallback, const Credited& credited,
                           const Genders& genders, char want) {
  const std::vector<std::string>& people = credited.people;
  uint32_t s = ctx.at.SentenceAt(pos);
  uint32_t para = ctx.at.sentences[s].paragraph;
  int extended = 0;  // paragraphs added to the search by sentences the pronoun opens
  // A person named only as an agent ("The episode was directed by X.") is kept in
  // reserve: a speaker named in the sentence before is likelier.
  std::string reserve;
  for (uint32_t k = s + 1; k-- > 0;) {
    if (ctx.at.sentences[k].paragraph + 1 < para) break;
    // A person seen speaking elsewhere, named in the sentence, is the likeliest
    // referent ("..., but Halloway laughed off the theory. "..." he jokes").
    const Sentence& sent = ctx.at.sentences[k];
    // ("She credits the creator, X, who keeps a list and, she said, crosses one off "...": a
    // pronoun within a sentence the same pronoun opens is that one's, told before it.)
    if (k == s && want != 0 && OpensWithPronoun(ctx, sent, want) && ctx.T(sent.first_token).start + 24 < pos) {
      if (k == 0) break;
      if (ctx.at.sentences[k - 1].paragraph + 1 < para) break;
      if (ctx.at.sentences[k - 1].paragraph < para) {
        para = ctx.at.sentences[k - 1].paragraph;  // (the paragraph before counts, as for an opening pronoun)
        ++extended;
      }
      continue;
    }
    // "On Jadwiga's return, the showrunner was more guarded. '...,' she said."
    if (std::string holder = PostHolderNamed(ctx, sent, credited); !holder.empty() && Fits(genders, holder, want))
      return holder;
    // Someone seen speaking comes first; then a person the article names (an actor,
    // a producer), but not one in brackets after a character ("Nora (Actor)").
    std::string speaker, person;
    bool by_agent = false;
    bool speaker_main = false;  // the speaker stands in the sentence's main clause
    size_t pos_tok = TokenAtOrAfter(ctx.at, pos);  // look back a bounded stretch only
    size_t from = std::max<size_t>(sent.first_token, pos_tok > 200 ? pos_tok - 200 : 0);
    for (size_t t = from; t < sent.end_token && ctx.T(t).start < pos; ++t) {
      const NameRun* r = ctx.NameAt(t);
      if (!r || ctx.T(t).Has(kInQuote)) continue;
      std::string full = ctx.Resolve(r->text);
      bool bracketed = t > 0 && (ctx.Is(t - 1, "(") || ctx.Is(t - 1, "["));
      // "Barraclough has played Glenys for fourteen years ... she told us": the part an
      // actor plays is no referent of the actor's "she".
      Word before = t > 0 ? ctx.Lower(t - 1) : Word();
      if (IsPlayVerb(before) || before == "as") continue;
      // ("he is Muthappa's son ... "...," he said": a possessor is someone else's kin.)
      if (r->end + 1 < ctx.size() && ctx.T(r->end).Has(kPossessive))
        if (auto kin = ctx.lex.relations.find(ctx.Lower(r->end + 1)); kin != ctx.lex.relations.end() &&
                                                                       kin->second.type == "family")
          continue;
      // (Nor the outlet the speaker talked to: "she told Rerun Riot".)
      // (Nor a company: "... will become Bascome's chief creative officer".)
      if (bracketed || !Fits(genders, full, want) || (ctx.doc.meta.outlet && full == *ctx.doc.meta.outlet) ||
          IsCompanyName(full))
        continue;
      // Of two speakers, the later, unless it stands in a subordinate clause ("X said she
      // ... when Y pitched her the idea"; but "X did not ..., but Y posted ...").
      if (ctx.speakers.count(full) && (speaker.empty() || InMainClause(ctx, k, t))) {
        speaker = full;
        speaker_main = InMainClause(ctx, k, t);
      }
      // Of the people credited, the first: the sentence's subject more often than the
      // one it hands something to ("X, who handed the job to Y, said he ...").
      // ("After that she co-created Foo with Y. ... she says": a partner named after
      // "with" in a sentence the same pronoun opens is not the pronoun's person.)
      if (want != 0 && (before == "with" || before == "alongside") && OpensWithPronoun(ctx, sent, want)) continue;
      if (person.empty() && std::find(people.begin(), people.end(), full) != people.end()) {
        person = full;
        by_agent = before == "by";  // "The episode was directed by X."
      }
    }
    std::string subj = SentenceSubject(ctx, k);
    // A credited person who is the sentence's subject outranks a character quoted elsewhere
    // ("Quenneville, who wrote the finale, said ..., with Thelonious facing trial.").
    const auto& parts = credited.characters;
    if (!person.empty() && subj == person && !speaker.empty() &&
        std::find(parts.begin(), parts.end(), speaker) != parts.end())
      return person;
    // ("D'Orsogna got the loudest cheer when Ximenes asked whether ... "...," she said.":
    // the subject, over a speaker inside a subordinate clause.)
    if (!person.empty() && subj == person && !speaker.empty() && !speaker_main && speaker != person) return person;
    if (!speaker.empty()) return speaker;
    // ("He sent Sabiha home first, in the rain. "I was sure," she said": a sentence whose
    // subject is the other gender's pronoun, naming one person, names the one "she" is.)
    if (person.empty() && want != 0 && k < s && IsPronoun(subj) && GenderOf(subj) != 0 && GenderOf(subj) != want) {
      const std::string only = OnlyPersonNamed(ctx, sent, /*parts_and_places_are_none=*/false);
      if (!only.empty() && Fits(genders, only, want) && !IsCompanyName(only)) return only;
    }
    if (!person.empty()) {
      if (!reserve.empty() || !by_agent || k == 0) return reserve.empty() ? person : reserve;
      reserve = person;
      continue;
    }
    if (!subj.empty() && !IsPronoun(subj) && Fits(genders, subj, want)) return reserve.empty() ? subj : reserve;
    // ("The final scene finds Mimmo alone in the freezer, on the phone. "...," he says.": a
    // sentence right before, in the quotation's paragraph, whose subject is no one and
    // which names one person, names the one the pronoun is.)
    if (subj.empty() && want != 0 && k + 1 == s && sent.paragraph == ctx.at.sentences[s].paragraph &&
        reserve.empty()) {
      const std::string only = OnlyPersonNamed(ctx, sent, /*parts_and_places_are_none=*/true);
      if (!only.empty() && Fits(genders, only, want) && !IsCompanyName(only) &&
          !(ctx.doc.meta.outlet && only == *ctx.doc.meta.outlet))
        return only;
    }
    // "After that she co-created Foo. ..." before "she says": the same person, told of
    // further back; the search goes back a paragraph more (twice at most).
    if (want != 0 && extended < 2 && sent.paragraph < para && OpensWithPronoun(ctx, sent, want)) {
      para = sent.paragraph;
      ++extended;
    }
  }
  return reserve.empty() ? fallback : reserve;
}

// The subject of a speech verb that the sentence right before the quotation at byte `pos`
// opens with ("Creator X said the writers ...", "X, speaking through an interpreter, said
// she ..."), when the quotation opens its own sentence in the same paragraph; else "".
std::string ReporterOfSentenceBefore(const DocContext& ctx, size_t pos) {
  const uint32_t s = ctx.at.SentenceAt(pos);
  if (s == 0 || ctx.at.sentences[s - 1].paragraph != ctx.at.sentences[s].paragraph) return {};
  const Sentence& quote_sent = ctx.at.sentences[s];
  if (!ctx.T(quote_sent.first_token).Has(kQuoteMark)) return {};
  const Sentence& before = ctx.at.sentences[s - 1];
  const std::string subject = SentenceSubject(ctx, s - 1);
  if (subject.empty() || IsPronoun(subject) || IsCompanyName(subject)) return {};
  // The sentence's first speech verb, within its first words, is the subject's.
  for (size_t k = before.first_token + 1; k < before.end_token && k < before.first_token + 20; ++k) {
    if (ctx.T(k).Has(kInQuote) || ctx.T(k).Has(kQuoteMark)) return {};
    if (!IsSpeechVerb(ctx, k)) continue;
    Attribution attr;
    return SpeakerAtVerb(ctx, k, before.first_token, before.end_token, &attr) && !attr.pronoun && attr.speaker == subject
               ? subject
               : std::string();
  }
  return {};
}

// The subject of the sentence holding the quote's opening mark, or of the one before.
std::string SubjectNear(const DocContext& ctx, size_t pos, const Credited& credited, const Genders& genders) {
  uint32_t s = ctx.at.SentenceAt(pos);
  uint32_t para = ctx.at.sentences[s].paragraph;
  for (uint32_t k = s + 1; k-- > 0 && k + 2 > s;) {
    if (ctx.at.sentences[k].paragraph != para) break;
    std::string subj = SentenceSubject(ctx, k);
    if (IsPronoun(subj))
      return ResolvePronoun(ctx, ctx.at.sentences[k].span.start - (k > 0 ? 1 : 0), "", credited, genders,
                            GenderOf(subj));
    if (!subj.empty()) return subj;
  }
  return {};
}

// Whether the pronoun's verb at token `pronoun` tells a line spoken in the show: "he tells
// her in the fifth episode", "she asks him", "he says in the pilot". (A review or a recap
// quotes the characters' dialogue; their words are the characters'.)
bool SceneLineAt(const DocContext& ctx, size_t pronoun) {
  const Sentence& sent = ctx.at.sentences[ctx.SentenceOf(pronoun)];
  const size_t verb = pronoun + 1;
  if (verb >= sent.end_token || !IsSpeechVerb(ctx, verb)) return false;
  // ("tells her", "asks him", "she tells a new intern": one character speaking to another;
  // not "told reporters", "tells the audience".)
  const Word v = ctx.Lower(verb);
  const bool to_someone = v == "tells" || v == "told" || v == "asks" || v == "asked" || v == "warns" ||
                          v == "warned" || v == "reminds" || v == "reminded" || v == "assures" || v == "assured";
  if (to_someone && (ctx.IsLower(verb + 1, "her") || ctx.IsLower(verb + 1, "him"))) return true;
  if (to_someone && (ctx.IsLower(verb + 1, "a") || ctx.IsLower(verb + 1, "an")) && verb + 3 < sent.end_token) {
    size_t noun = verb + 2;
    if (ctx.T(noun).kind == TokenKind::kWord && !ctx.T(noun).Has(kCapitalized) && ctx.T(noun + 1).kind == TokenKind::kWord &&
        !ctx.T(noun + 1).Has(kCapitalized))
      ++noun;  // "a new intern"
    const Word n = ctx.Lower(noun);
    if (ctx.T(noun).kind == TokenKind::kWord && !ctx.T(noun).Has(kCapitalized) && n != "reporter" && n != "journalist" &&
        n != "crowd" && n != "room" && n != "panel" && n != "podcast" && n != "magazine" && n != "newspaper" &&
        n != "radio" && n != "press" && n != "group")
      return true;
  }
  // ("in the fifth episode", "in the pilot", "in episode 5", "in the finale")
  for (size_t k = verb + 1; k + 1 < sent.end_token && k < verb + 6; ++k) {
    if (!ctx.IsLower(k, "in")) continue;
    size_t m = k + 1;
    if (ctx.IsLower(m, "the")) ++m;
    if (ctx.IsLower(m, "pilot") || ctx.IsLower(m, "premiere") || ctx.IsLower(m, "finale") ||
        ctx.IsLower(m, "episode") || (WordNumber(ctx.Lower(m)) > 0 && ctx.IsLower(m + 1, "episode")))
      return true;
  }
  return false;
}

// The characters named in the sentence before the quotation at byte `pos` (in its paragraph),
// outside quotation marks and brackets, in order: who a scene line's pronoun can be.
std::vector<std::string> CharactersBefore(const DocContext& ctx, size_t pos, const Credited& credited) {
  std::vector<std::string> found;
  const uint32_t s = ctx.at.SentenceAt(pos);
  if (s == 0 || ctx.at.sentences[s - 1].paragraph != ctx.at.sentences[s].paragraph) return found;
  const Sentence& before = ctx.at.sentences[s - 1];
  for (size_t t = before.first_token; t < before.end_token; ++t) {
    const NameRun* r = ctx.NameAt(t);
    if (!r) continue;
    const bool bracketed = t > 0 && (ctx.Is(t - 1, "(") || ctx.Is(t - 1, "["));
    std::string full = ctx.Resolve(r->text);
    if (!bracketed && !ctx.T(t).Has(kInQuote) &&
        std::find(credited.characters.begin(), credited.characters.end(), full) != credited.characters.end() &&
        std::find(found.begin(), found.end(), full) == found.end())
      found.push_back(std::move(full));
    t = r->end - 1;
  }
  return found;
}

}  // namespace

void ExtractQuotes(const DocContext& ctx, std::vector<Fact>* out) {
  // People the article has named (actors, crew) are the likely referents of "she said".
  Credited credited;
  std::vector<std::string>& people = credited.people;
  for (const auto& f : *out) {
    if (f.kind == FactKind::kCast) people.push_back(f.actor);
    if (f.kind == FactKind::kCrew) people.push_back(f.person);
    if (f.kind == FactKind::kCast) credited.characters.push_back(f.character);
    if (f.kind == FactKind::kCrew) credited.posts.emplace_back(f.role, f.person);
  }
  const auto& at = ctx.at;
  std::string last_speaker;       // the most recent speaker named in full
  // Before anyone has been quoted, "she said" most likely means the person the headline
  // names: "'Foo' Creator Jane Doe on That Finale".
  for (size_t k = 0; k < ctx.size() && last_speaker.empty(); ++k) {
    if (ctx.KindOfSentence(ctx.SentenceOf(k)) != ParagraphKind::kHeadline) {
      if (k > 0 && ctx.KindOfSentence(ctx.SentenceOf(k - 1)) == ParagraphKind::kHeadline) break;
      continue;
    }
    if (const NameRun* r = ctx.NameAt(k)) {
      std::string full = ctx.Resolve(r->text);
      // (Someone the article names again below, or whom a role word introduces: "'Harbor
      // Lights' Creator Ines Marlow Talks". Not "the Sitcom That Fed Forest Hills", a
      // headline's title-cased words taken for a name.)
      const bool named_below = at.text.find(full, ctx.T(r->end - 1).end) != std::string::npos;
      const bool role_before = k > 0 && (ctx.Has(k - 1, kWordRoleStart) || ctx.IsLower(k - 1, "star") ||
                                         ctx.IsLower(k - 1, "actor") || ctx.IsLower(k - 1, "actress") ||
                                         ctx.IsLower(k - 1, "host"));
      // (Not a company: "Bascome Media to Buy Flatts Road Pictures".)
      if (full.find(' ') != std::string::npos && !ctx.T(k).Has(kInQuote) && (named_below || role_before) &&
          !IsCompanyName(full))
        last_speaker = full;
      k = r->end - 1;
    }
  }
  Genders genders;
  std::vector<std::string> speakers_in_order;  // each speaker once, by their latest quote
  std::vector<std::pair<std::string, int>> quotes_by;  // quotes attributed so far, per speaker
  std::string prev_quote_speaker;  // the speaker of the previous accepted quotation
  uint32_t prev_quote_paragraph = UINT32_MAX;
  bool prev_quote_unclosed = false;
  size_t prev_quote_end = 0;
  size_t prev_pronoun_at = SIZE_MAX;  // the pronoun the previous quotation was attributed by
  // The character a scene line was spoken to ('"...," he tells her'), who may answer in the
  // next quotation of its paragraph, and the pronoun that answer would take.
  std::string scene_told;
  char scene_want = 0;
  uint32_t scene_paragraph = UINT32_MAX;
  for (size_t qi = 0; qi < at.quotations.size(); ++qi) {
    const Quotation& q = at.quotations[qi];
    if (at.paragraphs[q.paragraph].kind != ParagraphKind::kStory) continue;
    // Single marks quote speech in British style (‘... scene,’ he said); elsewhere they
    // mark titles and nested quotes. Speech ends in punctuation inside the marks.
    if (q.single) {
      std::string_view inner = at.Slice(q.inner);
      while (!inner.empty() && (inner.back() == ' ' || inner.back() == '\n')) inner.remove_suffix(1);
      const bool ends_spoken = !inner.empty() && (inner.back() == ',' || inner.back() == '.' || inner.back() == '!' ||
                                                  inner.back() == '?' || inner.ends_with("\u2026") ||
                                                  inner.ends_with("\u2014"));
      // (British style puts the period outside: "said the response had been 'extraordinary,
      // and frankly a little overwhelming'." A lower-case start of three words or more in a
      // sentence with a speech verb is speech, not a title.)
      bool partial = false;
      if (!ends_spoken && !inner.empty() && inner.front() >= 'a' && inner.front() <= 'z' &&
          std::count(inner.begin(), inner.end(), ' ') >= 2) {
        const Sentence& qs = at.sentences[ctx.SentenceOf(TokenAtOrAfter(at, q.inner.start))];
        for (size_t k = qs.first_token; k < qs.end_token && !partial; ++k)
          partial = !ctx.T(k).Has(kInQuote) && IsSpeechVerb(ctx, k) && ctx.T(k).end <= q.outer.start;
      }
      if (!ends_spoken && !partial) continue;
    }
    const Span para = at.paragraphs[q.paragraph].span;
    size_t first = TokenAtOrAfter(at, q.inner.start);
    size_t last = first;  // one past the last token inside
    size_t words = 0, capitalized = 0;
    bool lower_content = false;  // a lower-case word a title would capitalize ("Ask me Monday.")
    // Every word inside is a work's or a network's (read in the same pass: a second one over
    // the words cost as much as this one).
    bool all_masked = true;
    while (last < at.tokens.size() && at.tokens[last].end <= q.inner.end) {
      if (IsWordToken(at.tokens[last])) {
        ++words;
        all_masked = all_masked && ctx.masked[last];
        if (at.tokens[last].Has(kCapitalized)) ++capitalized;
        else if (words <= 4 && !lower_content && at.tokens[last].kind == TokenKind::kWord)
          lower_content = !IsFunctionWord(ctx.Lower(last));
      }
      ++last;
    }
    size_t lead = 0;
    std::string_view text = TrimSpace(at.Slice(q.inner), &lead);
    // One-word quotes and fragments are no quotes; two words are, when they end a spoken
    // sentence that is not a title ('"They're allies," she said. "That's rarer."').
    if (text.empty() || words < 2) continue;
    if (words == 2 && (capitalized == 2 || !(text.ends_with(",") || text.ends_with(".") || text.ends_with("?") ||
                                             text.ends_with("!"))))
      continue;
    // Scare quotes follow an article: not a "very special episode," though.
    if (words <= 5 && q.has_open_mark && first >= 2) {
      Word det = ctx.Lower(first - 2);
      if (det == "a" || det == "an" || det == "the" || det == "this" || det == "that" || det == "his" ||
          det == "her" || det == "their" || det == "its" || det == "our")
        continue;
    }
    std::string_view tail = text.substr(text.size() - 1);
    bool punct_end = tail == "." || tail == "," || tail == "?" || tail == "!" || tail == "-" ||
                     text.ends_with("\u2026") || text.ends_with("\u2014") || text.ends_with("\u2013");
    // Titles: every word capitalized (or a known work's title), short, at most a comma
    // or period inside the marks (American style puts them there).
    bool title_like = capitalized + 1 >= words && words <= 8 && !text.ends_with("?") && !text.ends_with("!") &&
                      !(lower_content && words <= 4 && punct_end);
    // ('"Nine years, Ferdia," Bronagh says': a line cut by its speech verb is speech, however
    // many names it holds.)
    // (Not after a genre noun or "titled": 'a veteran of NBC's cop drama "The Long Shift,"
    // says': a title before the verb.)
    const size_t open_mark = TokenAtOrAfterNear(at, q.outer.start, first);
    const bool named_work = open_mark > 0 && (ctx.Has(open_mark - 1, kWordWorkNoun) || ctx.IsLower(open_mark - 1, "titled") ||
                                              ctx.IsLower(open_mark - 1, "called") || ctx.IsLower(open_mark - 1, "named") ||
                                              ctx.IsLower(open_mark - 1, "dubbed") ||
                                              // ('The finale, "The Salt Does Not Forget," kills': set off
                                              // after a work's noun.)
                                              (open_mark > 1 && ctx.Is(open_mark - 1, ",") &&
                                               (ctx.Has(open_mark - 2, kWordWorkNoun) || ctx.IsLower(open_mark - 2, "finale") ||
                                                ctx.IsLower(open_mark - 2, "episode") ||
                                                ctx.IsLower(open_mark - 2, "premiere"))));
    // (The token after the closing mark.)
    const size_t after = TokenAtOrAfterNear(at, q.outer.end, last);
    if (title_like && !named_work && text.ends_with(",") && q.has_close_mark) {
      for (size_t k = after; k < at.tokens.size() && k < after + 4 && title_like; ++k)
        if (IsSpeechVerb(ctx, k)) title_like = false;
    }
    // (A title-cased quotation after a work's noun or "titled" is the work's title, however
    // long: 'The episode, titled "Every Vow Has a Witness," spent its first half ...'.)
    if ((title_like && (!punct_end || words <= 4 || all_masked || named_work)) || all_masked) continue;

    // Attribution after the closing mark, within its sentence.
    Attribution attr;
    bool found = false;
    // (A quotation that ends its sentence is not attributed by the next one: 'said the
    // series was "... told properly." Amedee Larade, CBC's executive director, added: "..."'.)
    const bool ends_sentence = (text.ends_with(".") || text.ends_with("!") || text.ends_with("?")) && last > first &&
                               after < at.tokens.size() && ctx.SentenceOf(after) != ctx.SentenceOf(last - 1) &&
                               at.tokens[after].Has(kCapitalized);
    if (q.has_close_mark && !ends_sentence && after < at.tokens.size() && at.tokens[after].start < para.end) {
      uint32_t sent = ctx.SentenceOf(after);
      size_t hi = std::min<size_t>(at.sentences[sent].end_token, after + 12);
      for (size_t k = after; k < hi && !found; ++k) {
        if (at.tokens[k].Has(kQuoteMark) && !PluralPossessiveMark(ctx, k)) break;
        if (IsSpeechVerb(ctx, k)) {
          // Between the quote and the verb: the speaker with their titles ("AMC
          // programming chief Renée Castaño said"), or nothing ("says Crane").
          const bool aged = k >= after + 4 && NameBeforeAge(ctx, k);
          bool clean = k == after || (k == after + 1 && at.tokens[after].kind == TokenKind::kPunct) ||
                       ctx.NameEndingAt(k - 1) || IsPronoun(ctx.Lower(k - 1)) || aged || ctx.Is(k - 1, ",");
          if (clean && SpeakerAtVerb(ctx, k, after, hi, &attr)) {
            found = true;
          } else if (k == after + 2 && ctx.IsLower(after, "the")) {
            // ('"...," the creator said in a statement': the one person credited with the post.)
            if (std::string holder = PostHolder(credited, ctx.Lower(after + 1)); !holder.empty()) {
              attr.speaker = std::move(holder);
              found = true;
            } else if (std::string company = CompanyOfNoun(ctx, ctx.Lower(after + 1), after); !company.empty()) {
              attr.speaker = std::move(company);  // '"...," the network said in a statement'
              found = true;
            }
          }
          break;
        }
      }
    }
    // Attribution before the opening mark: "She added, “", or a speech verb in the
    // stretch since the previous quotation (its sentence or the one before).
    double confidence = 0.95;
    if (!found && q.has_open_mark) {
      const size_t open_tok = open_mark;
      size_t lo_off = std::max(para.start, q.paragraph == prev_quote_paragraph ? prev_quote_end : para.start);
      size_t lo = TokenAtOrAfter(at, lo_off);
      for (size_t k = open_tok; k > lo && k + 60 > open_tok && !found; --k) {
        size_t v = k - 1;
        if (at.tokens[v].Has(kQuoteMark)) break;
        if (IsSpeechVerb(ctx, v) && SpeakerAtVerb(ctx, v, lo, open_tok, &attr)) {
          found = true;
          confidence = open_tok - v <= 3 ? 0.95 : 0.8;
        }
      }
    }
    // "a pirate lord who, according to Kvalheim, "falls in love with ..."": the source
    // named just before the opening mark.
    if (!found && q.has_open_mark) {
      const size_t open_tok = open_mark;
      const uint32_t open_sent = open_tok < at.tokens.size() ? ctx.SentenceOf(open_tok) : 0;
      for (size_t k = open_tok; k > 2 && k + 10 > open_tok && !found; --k) {
        if (k - 1 < at.sentences[open_sent].first_token || at.tokens[k - 1].Has(kQuoteMark)) break;
        if (!ctx.IsLower(k - 1, "to") || !ctx.IsLower(k - 2, "according")) continue;
        if (const NameRun* r = ctx.NameAt(k); r && r->end + 2 >= open_tok) {
          attr.speaker = ctx.Resolve(r->text);
          found = true;
        }
      }
    }
    if (!found && q.has_open_mark && open_mark > 0 && ctx.Is(open_mark - 1, ":")) {
      attr.speaker = AuthorOfStatementBeforeColon(ctx, open_mark - 1);
      found = !attr.speaker.empty();
    }
    // A pulled quotation credited on the line after it: "— Mara Quint, who plays Nora".
    // (The quotation is its paragraph; a list's "-" bullet is no credit.)
    if (!found && q.has_close_mark && q.outer.start == para.start && q.paragraph + 1 < at.paragraphs.size()) {
      size_t k = TokenAtOrAfter(at, at.paragraphs[q.paragraph + 1].span.start);
      Word dash = k < at.tokens.size() ? ctx.Tok(k) : Word();
      if (dash == "\u2014" || dash == "\u2013")
        if (const NameRun* r = ctx.NameAt(k + 1)) {
          attr.speaker = ctx.Resolve(r->text);
          found = true;
        }
    }
    bool continues = prev_quote_unclosed && q.paragraph == prev_quote_paragraph + 1;
    std::string speaker;
    if (found) {
      if (attr.pronoun) {
        const char want = GenderOf(attr.speaker);
        // ("He added that de la Vega was ...: '...'": not a name after the pronoun.)
        speaker = ResolvePronoun(ctx, std::min(q.outer.start, attr.pronoun_at), last_speaker, credited, genders, want);
        // ("Tonosaki, speaking through an interpreter, said she had listened to Blascetta's
        // reading. "...," she said.": the one whose "said" the sentence before opens with
        // speaks on, whoever it names after.)
        if (std::string reporter = ReporterOfSentenceBefore(ctx, q.outer.start);
            !reporter.empty() && reporter != speaker && Fits(genders, reporter, want))
          speaker = reporter;
        // ('"...," he says. "..."': the second half of a quotation split by one pronoun's
        // verb is the first half's speaker, however the first was settled.)
        const bool same_pronoun = attr.pronoun_at == prev_pronoun_at && q.paragraph == prev_quote_paragraph;
        // An answer to an interview's question ("... Does comedy feel different?" then
        // "“...,” she laughs."): the pronoun is the interviewee, the one quoted most so far.
        if (q.paragraph > 0 && q.outer.start == para.start &&
            ctx.at.Slice(at.paragraphs[q.paragraph - 1].span).ends_with("?")) {
          const std::pair<std::string, int>* top = nullptr;
          for (const auto& c : quotes_by)
            if (Fits(genders, c.first, want) && (!top || c.second > top->second)) top = &c;
          if (top && top->second >= 2) speaker = top->first;
        }
        // ('"Bonita said, 'Then learn to play him well,'" he says': no one names themselves
        // in their own words; the interviewee the article opened on, or its most quoted, is
        // likelier.)
        if (!speaker.empty() && TextNames(OwnWords(text), speaker)) {
          std::string other = MostQuotedFitting(quotes_by, genders, want, speaker, 1);
          if (other.empty() && last_speaker != speaker && Fits(genders, last_speaker, want)) other = last_speaker;
          if (!other.empty() && !TextNames(text, other)) speaker = other;
        }
        // ("Janelle Keway plays Lenora ..." then, a paragraph on, '"That is my cue," he
        // says': a person named in an earlier paragraph, never quoted and of no known gender,
        // gives way to the interviewee quoted twice or more, whose gender fits.)
        if (!speaker.empty() && want && !genders.contains(speaker) &&
            std::none_of(quotes_by.begin(), quotes_by.end(), [&](const auto& c) { return c.first == speaker; }) &&
            !NamedInParagraph(ctx, q.paragraph, speaker) &&
            // (Not a quotation that opens its paragraph after one that names the person:
            // "Lachance said she had one request ..." then '"I asked ...," she said'.)
            !(q.outer.start == para.start && q.paragraph > 0 && NamedInParagraph(ctx, q.paragraph - 1, speaker)))
          if (std::string top = MostQuotedFitting(quotes_by, genders, want, speaker, 2);
              !top.empty() && genders.contains(top))
            speaker = top;
        if (same_pronoun && !prev_quote_speaker.empty()) speaker = prev_quote_speaker;
        // A line spoken in the show ('"...," he tells her in the fifth episode'): the first
        // character the sentence before names, of the pronoun's gender; the one told answers
        // the next line of the other pronoun ('"...," she says').
        const size_t pronoun_tok = TokenAtOrAfter(at, attr.pronoun_at);
        if (!same_pronoun && SceneLineAt(ctx, pronoun_tok)) {
          const std::vector<std::string> cast = CharactersBefore(ctx, q.outer.start, credited);
          for (const std::string& c : cast)
            if (Fits(genders, c, want)) {
              speaker = c;
              scene_told.clear();
              for (const std::string& other : cast)
                if (other != c && Fits(genders, other, want == 'f' ? 'm' : 'f')) {
                  scene_told = other;
                  break;
                }
              scene_want = want == 'f' ? 'm' : 'f';
              scene_paragraph = q.paragraph;
              break;
            }
        } else if (!same_pronoun && !scene_told.empty() && q.paragraph == scene_paragraph && want == scene_want &&
                   prev_quote_paragraph == q.paragraph) {
          speaker = scene_told;
          scene_told.clear();
        }
        // "she says" where the nearest speaker has been "he": the latest speaker who fits.
        if (!Fits(genders, speaker, want))
          for (auto it = speakers_in_order.rbegin(); it != speakers_in_order.rend(); ++it)
            if (Fits(genders, *it, want)) {
              speaker = *it;
              break;
            }
        if (want && !speaker.empty() && Fits(genders, speaker, want)) genders.emplace(speaker, want);
      } else {
        speaker = attr.speaker;
        // ("Rumaihi said", with her father Sinan Rumaihi named later: a surname the
        // resolver left bare is the first person the article named with it.)
        if (speaker.find(' ') == std::string::npos)
          if (std::string named = ctx.FirstNamedWithSurname(speaker); !named.empty()) speaker = std::move(named);
      }
    } else if (q.paragraph == prev_quote_paragraph || continues) {
      speaker = prev_quote_speaker;
      confidence = 0.8;
    } else {
      // No verb: the person the sentence around or before the quote is about
      // ("Brennan only grinned when we asked. "...""), else the last speaker.
      speaker = SubjectNear(ctx, q.outer.start, credited, genders);
      confidence = 0.7;
      if (speaker.empty()) {
        speaker = last_speaker;
        confidence = 0.6;
      }
    }
    if (!speaker.empty() && speaker.find(' ') != std::string::npos) {
      last_speaker = speaker;
      std::erase(speakers_in_order, speaker);
      speakers_in_order.push_back(speaker);
      auto counted = std::find_if(quotes_by.begin(), quotes_by.end(), [&](const auto& c) { return c.first == speaker; });
      if (counted == quotes_by.end()) quotes_by.emplace_back(speaker, 1);
      else ++counted->second;
    }
    prev_quote_paragraph = q.paragraph;
    prev_quote_unclosed = !q.has_close_mark;
    prev_quote_end = q.outer.end;
    prev_quote_speaker = speaker;
    prev_pronoun_at = found && attr.pronoun ? attr.pronoun_at : SIZE_MAX;
    if (speaker.empty()) continue;  // no one to attribute it to: not a fact
    Fact& f = out->emplace_back();
    f.kind = FactKind::kQuote;
    f.speaker = speaker;
    f.text = std::string(text);
    f.evidence.push_back({q.inner.start + lead, q.inner.start + lead + text.size()});
    f.confidence = confidence;
  }
}

}  // namespace showgraph::extract
