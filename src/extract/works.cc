// Titles of works: quoted titles, capitalized runs that a TV word follows ("The Foo
// finale", "the Foo characters") or that "Tune into" / "from" precede, and their short
// forms and acronyms. What other readers ask of the works found (which work a stretch of
// text or a sentence is about) is in works_lookup.cc.
#include <algorithm>
#include <cstring>
#include <unordered_set>

#include "extract/calendar.h"
#include "extract/context.h"
#include "extract/works_internal.h"
#include "text/chars.h"

namespace showgraph::extract {

bool IsFunctionWord(Word w) {
  // "and", "the", "of", "in", "on", "a", "an", "for", "to", "with", "at", "from", "by",
  // "or", "&", by length: the short words a title holds pass a first-letter filter, and
  // the list was then read to its end.
  switch (w.size()) {
    case 1:
      return w == "a" || w == "&";
    case 2:
      return w == "of" || w == "in" || w == "on" || w == "an" || w == "to" || w == "at" || w == "by" || w == "or";
    case 3:
      return w == "and" || w == "the" || w == "for";
    case 4:
      return w == "with" || w == "from";
    default:
      return false;
  }
}

namespace {

bool IsRomanceParticle(Word w) {
  return w == "de" || w == "del" || w == "della" || w == "di" || w == "da" || w == "do" || w == "dos" || w == "das" ||
         w == "du" || w == "des" || w == "la" || w == "las" || w == "los" || w == "el" || w == "y";
}

// The work type the cue word at i implies (CueAt below, past its class test), or nullptr.
[[gnu::noinline]] const std::string* CueWordAt(const DocContext& ctx, size_t i) {
  // ("the New York Film Festival", "the Busan International Film Festival": an event's
  // name, not a title before its cue.)
  // ("the Cartagena film festival": a festival in lower case too.)
  if (const Word next = ctx.Lower(i + 1);
      next == "festival" || next == "fest" || next == "festivals" ||
      (ctx.T(i + 1).Has(kCapitalized) && (next == "awards" || next == "academy" || next == "institute" ||
                                          next == "school" || next == "critics" || next == "market" ||
                                          next == "society" || next == "guild")))
    return nullptr;
  auto it = ctx.lex.work_cues.find(ctx.Lower(i));
  return it == ctx.lex.work_cues.end() ? nullptr : &it->second;
}

// The work type a cue word right after a title implies, or nullptr. (The class test inline:
// the title scans ask it of some 70,000 tokens a corpus, nearly all no cue.)
inline const std::string* CueAt(const DocContext& ctx, size_t i) {
  return ctx.Has(i, kWordWorkCue) ? CueWordAt(ctx, i) : nullptr;
}

// "The new movie is", "The one drama in the mix is": the genre noun of a sentence's subject
// right before its "is" at `is`, past a phrase after it; nullptr when the subject is not one.
const std::string* CopulaSubjectNoun(const DocContext& ctx, size_t is) {
  const size_t first = ctx.at.sentences[ctx.SentenceOf(is)].first_token;
  if (is < first + 2 || is > first + 8) return nullptr;
  const Word det = ctx.Lower(first);
  if (det != "the" && det != "its" && det != "this" && det != "our" && det != "their" && det != "another")
    return nullptr;
  for (size_t k = first + 1; k < is; ++k) {
    if (ctx.T(k).kind != TokenKind::kWord || ctx.T(k).Has(kPossessive)) return nullptr;
    if (!ctx.Has(k, kWordWorkNoun)) continue;
    // (Nothing after the noun but a phrase it opens: "in the mix", "of the week".)
    const Word next = ctx.Lower(k + 1);
    if (k + 1 != is && next != "in" && next != "of" && next != "on" && next != "for" && next != "this") return nullptr;
    return &ctx.lex.work_nouns.find(ctx.Lower(k))->second;
  }
  return nullptr;
}

// (Forced inline: the title scans ask it some 200,000 times a corpus.)
[[gnu::always_inline]] inline bool TitleWord(const DocContext& ctx, size_t i) {
  const Token& t = ctx.T(i);
  if (ctx.masked[i] || t.Has(kPossessive)) return false;
  if (t.kind == TokenKind::kNumber) return true;
  return t.kind == TokenKind::kWord && (t.Has(kCapitalized) || t.Has(kAllCaps));
}

// The words a title-case run may go on through that are no title words: a function word
// ("Lords of the Deep"), a Romance particle ("Sangre de Olivo") or Japanese "no". (None
// has more than five bytes.)
bool MayGoOnThroughTitle(Word w) {
  return w.size() <= 5 && (IsFunctionWord(w) || w == "no" || IsRomanceParticle(w));
}

// The verbs of the trade press's headlines ("Foo Sets Premiere Date", "Foo Taps X").
bool IsHeadlineVerb(Word w) {
  static constexpr std::string_view kVerbs[] = {
      "sets",  "gets",   "adds",     "casts",   "taps",    "lands",    "books",   "drops",   "reveals", "unveils",
      "renews", "cancels", "announces", "confirms", "teases", "eyes",   "nabs",    "enlists", "recruits", "welcomes",
      "ups",   "promotes", "releases", "shares",  "debuts",  "premieres", "returns", "ends",  "wraps",   "moves",
      // "Foo Canceled After Two Seasons", "Foo Renewed for Season 3"
      "canceled", "cancelled", "renewed", "axed", "revived", "delayed", "postponed", "greenlit", "scrapped"};
  static constexpr WordFilter kFilter(kVerbs);
  // (A set past the filter, which lets many words through: a pass over the list cost some
  // 250 instructions a word.)
  static const std::unordered_set<std::string_view, StringHash> kSet(std::begin(kVerbs), std::end(kVerbs));
  return kFilter.MayContain(w) && kSet.count(w) > 0;
}

// A title-case run starting at token i: capitalized words, with lower-case function
// words inside ("Lords of the Deep"). Stops before a cue word ("The Foo Finale").
size_t TitleRunEnd(const DocContext& ctx, size_t i, size_t limit, bool quoted = false) {
  size_t j = i;
  while (j < limit) {
    if (j > i && ctx.T(j).Has(kSentenceStart)) break;
    // (Asked once here: the tests below and the hyphen's want it too.)
    const bool title_word = TitleWord(ctx, j);
    // A token that is no title word, no possessive and no word a run goes on through below
    // (a function word, a particle, "no") ends the run ("Jamie Fallon said", "Foo, ..."),
    // where most runs end: every way below ends it then. (Tested first: the tests below
    // cost some 50 instructions a run.)
    if (j > i && !title_word && !ctx.T(j).Has(kPossessive) && !MayGoOnThroughTitle(ctx.Tok(j))) break;
    if (j > i && CueAt(ctx, j)) break;
    // Calendar words end a title: "The Foo Tuesdays @ 8PM". (Not inside quotation marks,
    // which bound the title themselves: "Kelso Tonight", "Monday Mornings".)
    if (j > i && !quoted && ctx.T(j).kind == TokenKind::kWord && IsCalendarWord(ctx.Lower(j))) break;
    // In a headline, the trade's verbs end a title: "Ferryman's Rest Sets Fall Premiere".
    // (The headline first: two loads, where the verb's test is a hash look-up.)
    if (j > i && j + 1 < limit && ctx.KindOfSentence(ctx.SentenceOf(j)) == ParagraphKind::kHeadline &&
        IsHeadlineVerb(ctx.Lower(j)))
      break;
    // A possessive inside a title: "Plover's End", "The Handmaid's Tale" (the word after
    // it is a title word, not "The": "Netflix's The Crown" is two things).
    if (j > i && ctx.T(j).Has(kPossessive) && j + 1 < limit && TitleWord(ctx, j + 1) &&
        ctx.T(j + 1).kind == TokenKind::kWord && !IsFunctionWord(ctx.Lower(j + 1)) &&
        !ctx.T(j + 1).Has(kSentenceStart) && !CueAt(ctx, j + 1) && !IsCalendarWord(ctx.Lower(j + 1))) {
      j += 2;
      continue;
    }
    // "The Providence-set labor saga", "an Emmy-winning drama": a capitalized word with a
    // lower-case end after a hyphen, before a lower-case word, is an adjective.
    if (j > i && j + 1 < ctx.size() && title_word && ctx.T(j + 1).kind == TokenKind::kWord &&
        !ctx.T(j + 1).Has(kCapitalized) && !ctx.T(j + 1).Has(kAllCaps)) {
      Word w = ctx.Tok(j);
      size_t hyphen = w.rfind('-');
      if (hyphen != Word::npos && hyphen + 1 < w.size() && w[hyphen + 1] >= 'a' && w[hyphen + 1] <= 'z') break;
    }
    if (title_word) {
      // An abbreviation's period stays inside a title: "St. Alder's", "Mr. Robot".
      if (j + 2 < limit && ctx.Is(j + 1, ".") && ctx.T(j + 1).start == ctx.T(j).end &&
          ctx.lex.abbreviations.count(ctx.Lower(j)) && TitleWord(ctx, j + 2) &&
          !ctx.T(j + 2).Has(kSentenceStart)) {
        j += 3;
        continue;
      }
      ++j;
      continue;
    }
    // Function words inside a title ("Lords of the Deep", "Game of Thrones"), never
    // before a calendar word ("The Foo on Fridays").
    // Nor before a network's name: "The Wire Mother for Amazon".
    // "Velvet Knives and the Off-Broadway play Slack Water": "and the" before a phrase
    // that names a kind of work joins two phrases ("Sex and the City" stays whole).
    if (j > i && (ctx.IsLower(j, "and") || ctx.IsLower(j, "or")) &&
        (ctx.IsLower(j + 1, "the") || ctx.IsLower(j + 1, "a") || ctx.IsLower(j + 1, "an"))) {
      bool kind_follows = false;
      for (size_t k = j + 2; k < limit && k < j + 5 && !kind_follows; ++k) {
        Word w = ctx.Lower(k);
        kind_follows = !ctx.T(k).Has(kCapitalized) && (ctx.Has(k, kWordWorkNoun) || w == "play" || w == "musical" ||
                                                      w == "movie" || w == "film");
      }
      if (kind_follows) break;
    }
    // "co-created Thimble with Gyasi Nkansah": after a verb of making, "with" and a
    // person's name end a title ("The Small Hours with Imtiaz Rattray" keeps its host).
    auto made = [&] {
      for (size_t k = i; k > 0 && k + 6 > i; --k)
        if (ctx.Has(k - 1, kWordCrewCue)) return true;
      return false;
    };
    if (j > i && ctx.IsLower(j, "with") && made() && j + 2 < limit && TitleWord(ctx, j + 1) && TitleWord(ctx, j + 2) &&
        !ctx.Common(j + 1) && ctx.T(j + 1).kind == TokenKind::kWord &&
        (j + 3 >= limit || !TitleWord(ctx, j + 3) || ctx.T(j + 3).Has(kSentenceStart)))
      break;
    // A Japanese title's particle: "Hoshikuzu no Tegami"; a Spanish, Portuguese, Italian or
    // French one: "Sangre de Olivo", "Amor y Venganza", "La Casa de las Flores".
    if (j > i && (ctx.Tok(j) == "no" || IsRomanceParticle(ctx.Tok(j))) && j + 1 < limit && TitleWord(ctx, j + 1) && ctx.T(j + 1).Has(kCapitalized) &&
        !ctx.NonName(j + 1) && ctx.T(j - 1).Has(kCapitalized)) {
      ++j;
      continue;
    }
    if (j > i && IsFunctionWord(ctx.Tok(j))) {
      size_t k = j + 1;
      if (k < limit && IsFunctionWord(ctx.Tok(k))) ++k;
      // "of Tollgate Nine at 10 p.m.": a clock time is no part of a title.
      bool clock = k < limit && ctx.T(k).kind == TokenKind::kNumber &&
                   (ctx.IsLower(j, "at") || ctx.IsLower(k + 1, "p.m") || ctx.IsLower(k + 1, "a.m") ||
                    ctx.IsLower(k + 1, "pm"));
      // ("Greyhaven from 2017 to 2019", "in 1994": a year after a preposition is a date;
      // "Class of 2027" keeps its number.)
      const bool dated = k < limit && ctx.T(k).kind == TokenKind::kNumber && !ctx.IsLower(j, "of");
      if (k < limit && TitleWord(ctx, k) && !clock && !dated && !CueAt(ctx, k) && !ctx.NonName(k) &&
          !ctx.NetworkAt(k)) {
        j = k;
        continue;
      }
    }
    break;
  }
  return j;
}

const std::string kSeries = "series";
const std::string kOtherWork = "other";  // a play, an episode's title
constexpr size_t kMaxCandidates = 64;

// The words right after a quoted title say it is a series: an airing verb and a plural
// weekday ("airs Mondays at 8/7c", "moves to Tuesdays"), or a season of its own ("opens
// its fourth season", "spent its first three seasons on Wednesdays"). Token k is the
// first after the closing mark.
bool SeriesClauseAfter(const DocContext& ctx, size_t k) {
  const size_t n = ctx.size();
  if (k < n && (ctx.IsLower(k, "will") || ctx.IsLower(k, "now") || ctx.IsLower(k, "then"))) ++k;
  if (k >= n || ctx.T(k).kind != TokenKind::kWord || ctx.T(k).Has(kCapitalized)) return false;
  if (ctx.Has(k, kWordAiringVerb) || ctx.IsLower(k, "moves") || ctx.IsLower(k, "shifts"))
    for (size_t m = k + 1; m < n && m < k + 4; ++m) {
      bool plural = false;
      if (ctx.T(m).kind == TokenKind::kWord && WeekdayOf(ctx.Tok(m), &plural) >= 0 && plural) return true;
    }
  for (size_t m = k + 1; m < n && m < k + 3; ++m)
    if (ctx.IsLower(m, "its"))
      for (size_t s = m + 1; s < n && s < m + 5; ++s)
        if (ctx.IsLower(s, "season") || ctx.IsLower(s, "seasons")) return true;
  // ('"Lamaria" airs a new episode at 8 p.m.', '"Iqyax" airs two new episodes': a show's.)
  if (ctx.Has(k, kWordAiringVerb))
    for (size_t m = k + 1; m + 1 < n && m < k + 4; ++m)
      if (ctx.IsLower(m, "new") && (ctx.IsLower(m + 1, "episode") || ctx.IsLower(m + 1, "episodes"))) return true;
  // ('"Waglisla" comes back from its winter break on Monday': a show's break.)
  if (ctx.IsLower(k, "comes") || ctx.IsLower(k, "came") || ctx.IsLower(k, "returns") || ctx.IsLower(k, "returned"))
    for (size_t m = k + 1; m < n && m < k + 7; ++m)
      if (ctx.IsLower(m, "break") || ctx.IsLower(m, "hiatus")) return true;
  // ('"Qawax" sits out the week and returns on ABC': a show's week off.)
  if (ctx.IsLower(k, "sits") && ctx.IsLower(k + 1, "out")) return true;
  // ('"Qawax" returns on ABC next Wednesday': a return on a network is a show's.)
  if (ctx.IsLower(k, "returns") || ctx.IsLower(k, "premieres") || ctx.IsLower(k, "debuts"))
    for (size_t m = k + 1; m < n && m < k + 4; ++m)
      if (ctx.NetworkAt(m)) return true;
  // ('Hulu said Monday that "Brackwater" will premiere on Wednesday, March 4', '... that
  // "Brackwater" returns Friday, March 6', '"Brackwater" is set to return Friday, March 6':
  // a premiere or a return on a dated day is a show's, wherever its sentence starts.)
  if (ctx.IsLower(k, "is") && (ctx.IsLower(k + 1, "set") || ctx.IsLower(k + 1, "slated") ||
                               ctx.IsLower(k + 1, "scheduled")) && ctx.IsLower(k + 2, "to"))
    k += 3;
  const bool future = k > 0 && (ctx.IsLower(k - 1, "will") || ctx.IsLower(k - 1, "to"));
  if ((future && (ctx.IsLower(k, "premiere") || ctx.IsLower(k, "return") || ctx.IsLower(k, "debut"))) ||
      ctx.IsLower(k, "premieres") || ctx.IsLower(k, "returns") || ctx.IsLower(k, "debuts"))
    for (size_t m = k + 1; m + 1 < n && m < k + 4; ++m) {
      bool plural = false;
      if (ctx.T(m).kind == TokenKind::kWord && WeekdayOf(ctx.Tok(m), &plural) >= 0 && !plural &&
          (ctx.Is(m + 1, ",") || MonthOf(ctx.Lower(m + 1)) > 0))
        return true;
    }
  return false;
}

// Role words after a title in a headline or a quoted title: "'Foo' EP", "Foo Star".
bool IsRoleCue(const DocContext& ctx, size_t i) {
  if (i >= ctx.size()) return false;
  Word l = ctx.Lower(i);
  return l == "ep" || l == "star" || l == "stars" || l == "boss" || l == "creator" || l == "showrunner" ||
         l == "producer" || l == "writer" || l == "director" || l == "recap" || l == "actor" ||
         l == "actress" || l == "alum" ||
         // ('the "Harrow Point" writers' room')
         (l == "writers" && (ctx.Is(i + 1, "'") || ctx.Is(i + 1, "\u2019")) && ctx.IsLower(i + 2, "room"));
}

// The work type a noun before token i implies ("the cop drama X", "Netflix's X"),
// skipping an opening quotation mark; nullptr when there is none.
const std::string* NounBefore(const DocContext& ctx, size_t i) {
  // Most words asked are none of what the tests below read: a quotation mark, a genre noun,
  // a possessive or one after it, a stage's "play" or "musical". (Ruled out at once: the
  // tests cost some 40 instructions a word, for some 50,000 words a corpus.)
  if (!(ctx.T(i).flags & (kQuoteMark | kPossessive)) && !ctx.Has(i, kWordWorkNoun) &&
      !(i > 0 && ctx.T(i - 1).Has(kPossessive)) && !ctx.IsLower(i, "play") && !ctx.IsLower(i, "musical"))
    return nullptr;
  while (i > 0 && ctx.T(i).Has(kQuoteMark)) {
    // "CBS' "Keelback"": an apostrophe right after a network's final s is its possessive.
    if (ctx.T(i).kind == TokenKind::kPunct && (ctx.Is(i, "'") || ctx.Is(i, "\u2019")) && ctx.masked[i - 1] &&
        ctx.T(i - 1).end == ctx.T(i).start && (ctx.Tok(i - 1).ends_with('s') || ctx.Tok(i - 1).ends_with('S')))
      for (const auto& n : ctx.networks)
        if (n.end == i) return &kSeries;
    --i;
  }
  if (ctx.T(i).Has(kQuoteMark)) return nullptr;
  // "the Western "Gallowbrook"": a genre noun may take a capital after a determiner.
  if (i > 0 && ctx.Has(i, kWordWorkNoun) && ctx.T(i).Has(kCapitalized) && !ctx.T(i).Has(kSentenceStart) &&
      (ctx.IsLower(i - 1, "the") || ctx.IsLower(i - 1, "a") || ctx.IsLower(i - 1, "an")))
    return &ctx.lex.work_nouns.find(ctx.Lower(i))->second;
  // ('Comedies "Vantrell" and ...': a genre noun opening the sentence before a quoted title.)
  const bool opening_noun = ctx.T(i).Has(kSentenceStart) && i + 1 < ctx.size() && ctx.T(i + 1).Has(kQuoteMark);
  if (ctx.Has(i, kWordWorkNoun) && (!ctx.T(i).Has(kCapitalized) || opening_noun)) {
    Word before = i > 0 ? ctx.Lower(i - 1) : Word();
    // "in western Pennsylvania": a genre word after a preposition describes a place.
    if (before == "in" || before == "from" || before == "across" || before == "near" || before == "of") return nullptr;
    // "The first-look images show X": the verb, not the noun.
    if (ctx.IsLower(i, "show") &&
        (before == "images" || before == "photos" || before == "pictures" || before == "stills" ||
         before == "shots" || before == "clips" || before == "trailers" || before == "teasers" ||
         before == "posters" || before == "numbers" || before == "ratings" || before == "figures" ||
         before == "polls" || before == "data" || before == "results" || before == "reports" || before == "records"))
      return nullptr;
    return &ctx.lex.work_nouns.find(ctx.Lower(i))->second;
  }
  // "the Off-Broadway play Slack Water", "a stage musical": a play after a determiner or
  // a stage word, never the verb ("will play Nora").
  if ((ctx.IsLower(i, "play") || ctx.IsLower(i, "musical")) && i > 0) {
    Word d = ctx.Lower(i - 1);
    if (d == "the" || d == "a" || d == "an" || d == "her" || d == "his" || d == "their" || d == "stage" ||
        d == "broadway" || d == "off-broadway" || d == "west")
      return &kOtherWork;
  }
  // A network's possessive: "HBO's The Glass Orchard", "Hulu's Sidebar"; an adjective of
  // a show may stand between ("NBC's short-lived Parkhaven").
  if (i > 1 && !ctx.T(i).Has(kPossessive) && ctx.T(i - 1).Has(kPossessive)) {
    static constexpr std::string_view kShowAdjectives[] = {
        "new", "upcoming", "short-lived", "long-running", "acclaimed", "beloved", "hit", "canceled", "cancelled",
        "forthcoming", "latest", "breakout", "buzzy", "award-winning", "popular", "former", "recent", "defunct"};
    Word w = ctx.Lower(i);
    if (std::find(std::begin(kShowAdjectives), std::end(kShowAdjectives), std::string_view(w)) !=
        std::end(kShowAdjectives))
      --i;
  }
  if (ctx.T(i).Has(kPossessive) && i > 0 && ctx.masked[i - 1])
    for (const auto& n : ctx.networks)
      if (n.end == i) return &kSeries;
  return nullptr;
}

// The genre noun of an apposition that starts at token `det` ("a coast guard drama",
// "NBC's firefighter drama", "the network's newest comedy"); nullptr when there is none.
const std::string* AppositionNoun(const DocContext& ctx, size_t det) {
  size_t k = det;
  if (ctx.IsLower(k, "the") || ctx.IsLower(k, "a") || ctx.IsLower(k, "an") || ctx.IsLower(k, "its") ||
      ctx.IsLower(k, "their")) {
    ++k;  // "Scarrowby, its Northumberland crime drama, ..."
  } else if (k + 1 < ctx.size() && ctx.masked[k] && ctx.T(k + 1).Has(kPossessive)) {
    k += 2;  // a network's possessive
  } else {
    return nullptr;
  }
  // The noun heads the apposition: no preposition or possessive before it ("a veteran of
  // NBC's cop drama" describes a person), and the apposition ends after it ("..., the show
  // follows" is a new clause).
  // ("Cinderhill, a drama she created for AMC": a relative clause without "that".)
  static constexpr std::string_view kAfterNoun[] = {"about", "starring", "from", "that", "which", "set",
                                                    "based", "created", "following", "with", "in", "on",
                                                    "for", "she", "he", "they", "written", "directed",
                                                    "adapted", "developed", "produced", "co-created", "penned"};
  for (size_t end = k + 6; k < ctx.size() && k < end; ++k) {
    const Token& t = ctx.T(k);
    // A capitalized modifier may stand in it ("its Northumberland crime drama"), a network not.
    // ("the network's oldest drama": a broadcaster's possessive may stand in it too.)
    if (t.Has(kPossessive) && k > det) {
      Word owner = ctx.Lower(k - 1);
      if (owner == "network" || owner == "streamer" || owner == "channel" || owner == "broadcaster" ||
          owner == "service" || owner == "platform")
        continue;
    }
    // A network right after the determiner says whose show it is: "the NBC sitcom about ...".
    if (ctx.masked[k] && k == det + 1 && !t.Has(kPossessive)) {
      if (const NetworkMention* n = ctx.NetworkAt(k)) {
        k = n->end - 1;
        continue;
      }
    }
    if (t.kind == TokenKind::kPunct || t.Has(kPossessive) || ctx.masked[k]) return nullptr;
    // ("Cinderhill, a Western she created": a genre noun written with a capital.)
    if (t.Has(kCapitalized) && !(k == det + 1 && ctx.Has(k, kWordWorkNoun))) continue;
    Word w = ctx.Lower(k);
    if (w == "of" || w == "from" || w == "with" || w == "for" || w == "in" || w == "on" || w == "at") return nullptr;
    if (!ctx.Has(k, kWordWorkNoun)) continue;
    if (k + 1 >= ctx.size()) return nullptr;
    const Token& next = ctx.T(k + 1);
    // ("X, the series' original showrunner": an apostrophe after the noun and a lower-case
    // word is the noun's possessive; the apposition goes on about a person.)
    const bool possessive = (ctx.Is(k + 1, "'") || ctx.Is(k + 1, "\u2019")) && k + 2 < ctx.size() &&
                            ctx.T(k + 2).kind == TokenKind::kWord && !ctx.T(k + 2).Has(kCapitalized);
    if (possessive) return nullptr;
    // ('Elsewhere, Fox's new fishing drama "Waga" opened ...': the noun's own title follows
    // in quotation marks; the apposition is not about the word before the comma.)
    if (next.Has(kQuoteMark) && k + 2 < ctx.size() && ctx.T(k + 2).Has(kCapitalized)) return nullptr;
    bool closed = next.kind == TokenKind::kPunct ||
                  std::find(std::begin(kAfterNoun), std::end(kAfterNoun), ctx.Lower(k + 1)) != std::end(kAfterNoun);
    return closed ? &ctx.lex.work_nouns.find(w)->second : nullptr;
  }
  return nullptr;
}

// The sentence gives a slot: a network, a weekday or "tonight", or a clock time.
bool SentenceGivesSlot(const DocContext& ctx, uint32_t s) {
  const Sentence& sent = ctx.at.sentences[s];
  for (size_t k = sent.first_token; k < sent.end_token; ++k) {
    if (ctx.NetworkAt(k)) return true;
    Word w = ctx.Lower(k);
    if (w == "p.m" || w == "a.m" || w == "pm" || w == "am" || w == "tonight" || w == "tomorrow") return true;
    // "8:30/7:30c", "9/8c": a listing's time.
    if (ctx.T(k).kind == TokenKind::kNumber && w.size() >= 3 && w.back() == 'c' && w.find('/') != Word::npos) return true;
    bool plural = false;
    if (w.size() >= 6 && (w.ends_with("day") || w.ends_with("days")) && WeekdayOf(ctx.Tok(k), &plural) >= 0)
      return true;
  }
  return false;
}

// The verbs that make the run before them a title airing ("Foo returns Friday"): fewer
// than the lexicon's airing verbs, whose "moves", "lands" or "catch" a person does too.
bool IsVerbOfAiring(Word w) { return w == "returns" || w == "premieres" || w == "debuts" || w == "airs"; }

// "moves to Tuesdays", "shifts to Friday nights": a move to a new slot, at token k.
bool MovesToADay(const DocContext& ctx, size_t k) {
  Word w = ctx.Lower(k);
  if ((w != "moves" && w != "shifts" && w != "heads") || !ctx.IsLower(k + 1, "to")) return false;
  bool plural = false;
  return WeekdayOf(ctx.Tok(k + 2), &plural) >= 0 && (plural || ctx.IsLower(k + 3, "nights"));
}

// Whether a sentence says something airs: "premieres", "returns", "debuts", "airs".
bool SentenceAirs(const DocContext& ctx, uint32_t s) {
  const Sentence& sent = ctx.at.sentences[s];
  for (size_t k = sent.first_token; k < sent.end_token; ++k) {
    Word w = ctx.Lower(k);
    if (w == "premieres" || w == "premiere" || w == "returns" || w == "return" || w == "debuts" || w == "airs")
      return true;
  }
  return false;
}

// The run [i, j) is the title of a listing entry's lead: it opens the lead, and only a
// comma and a few plain words ("Season 1 finale") stand between it and the bracket.
bool ListingLead(const DocContext& ctx, size_t i, size_t j) {
  const uint32_t s = ctx.SentenceOf(i);
  if (ctx.at.sentences[s].first_token != i || !IsListingLead(ctx, s)) return false;
  if (ctx.Is(j, ",") && GuideLineNetwork(ctx, s)) return true;  // "Wilga, 8.30pm, ABC TV"
  size_t k = j;
  if (ctx.Is(k, ","))
    for (++k; k < j + 6 && k < ctx.size() && !ctx.Is(k, "("); ++k)
      if (ctx.T(k).kind == TokenKind::kPunct) return false;
  return ctx.Is(k, "(");
}

// The run [i, j) is an item of a list of credits in brackets after a person's name:
// "Chidimma Adesanya-Thorley (Ferntide, The Wrenfold Inquiry)". The list has two items or
// more, each a capitalized run, so it is no "Character (Actor)". `marks_before_i` is the
// number of the context's possessives and brackets before token i.
bool InCreditList(const DocContext& ctx, size_t i, size_t j, size_t marks_before_i) {
  const uint32_t s = ctx.SentenceOf(i);
  const size_t first = ctx.at.sentences[s].first_token, end = ctx.at.sentences[s].end_token;
  // The bracket: the nearest "(" before the run, in its sentence and at most 25 tokens
  // back, with no ")" between. (Found among the context's brackets, back from the first
  // after i, where a walk back over up to 24 tokens for every run, most of them with no
  // bracket before them, cost some 3 million instructions a corpus.)
  const std::vector<uint32_t>& marks = ctx.PossessivesAndBrackets();
  size_t open = 0;  // the token after the "(", or 0 for none
  for (auto it = marks.begin() + static_cast<std::ptrdiff_t>(marks_before_i); it != marks.begin();) {
    const size_t mark = *--it;
    if (mark + 25 < i || mark < first) break;
    if (ctx.Is(mark, "(")) {
      open = mark + 1;
      break;
    }
  }
  if (open <= first + 2) return false;
  for (size_t k = open; k < i; ++k)
    if (ctx.Is(k, ")")) return false;
  // A person's shape before the bracket: two capitalized words.
  if (!ctx.T(open - 2).Has(kCapitalized) || !ctx.T(open - 3).Has(kCapitalized) ||
      ctx.T(open - 2).kind != TokenKind::kWord)
    return false;
  size_t items = 1;
  size_t close = open;
  for (; close < end && close < open + 30 && !ctx.Is(close, ")"); ++close) {
    if (ctx.Is(close, "(")) return false;
    if (ctx.Is(close, ",")) {
      if (close + 1 >= end || !ctx.T(close + 1).Has(kCapitalized)) return false;
      ++items;
    }
  }
  return ctx.Is(close, ")") && items >= 2 && ctx.T(open).Has(kCapitalized) && j <= close;
}

struct Candidate {
  std::string name, type;
  Span span;
  bool strong = false;
};

std::string StripThe(const std::string& s) { return s.rfind("The ", 0) == 0 ? s.substr(4) : s; }

// "NIGHTCAP WITH EFUA MAHLABA" -> "Nightcap with Efua Mahlaba": each word capitalized,
// short function words inside in lower case.
std::string TitleCase(const std::string& s) {
  std::string out = ToLower(s);
  size_t start = 0;
  while (start < out.size()) {
    size_t end = out.find(' ', start);
    if (end == std::string::npos) end = out.size();
    std::string_view word(out.data() + start, end - start);
    static constexpr std::string_view kSmall[] = {"a", "an", "and", "at", "by", "for", "in", "of",
                                                  "on", "or", "the", "to", "with"};
    bool small = start > 0 && std::find(std::begin(kSmall), std::end(kSmall), word) != std::end(kSmall);
    if (!small && out[start] >= 'a' && out[start] <= 'z') out[start] = static_cast<char>(out[start] - 32);
    start = end + 1;
  }
  return out;
}

// Acronym of a title's words: "Lords of the Deep" -> "LOTD".
std::string Acronym(const std::string& s) {
  std::string out;
  bool start = true;
  for (char c : s) {
    if (start && c != ' ') out += static_cast<char>(c >= 'a' && c <= 'z' ? c - 32 : c);
    start = c == ' ';
  }
  return out;
}

// Counts mentions of `phrase` at word boundaries.
int CountMentions(std::string_view text, const std::string& phrase) {
  if (phrase.empty()) return 0;
  int count = 0;
  size_t pos = 0;
  auto is_alnum = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); };
  while ((pos = FindFrom(text, phrase, pos)) != std::string_view::npos) {
    bool left = pos == 0 || !is_alnum(text[pos - 1]);
    size_t end = pos + phrase.size();
    bool right = end >= text.size() || !is_alnum(text[end]);
    if (left && right) ++count;
    pos = end;
  }
  return count;
}

// Whether `text` calls the work `name` a spinoff, a prequel or a sequel of the work
// `parent` names right before: "'Harbor Lights' Spinoff 'Lantern Row'", "the Harbor
// Lights spinoff Lantern Row"; or "Lantern Row, a spinoff of ...". (One search per form.)
bool IsNamedSpinoff(std::string_view text, const std::string& name, const std::vector<WorkMention>& works) {
  if (name.empty()) return false;
  static constexpr std::string_view kNouns[] = {"spinoff", "Spinoff", "spin-off", "Spin-Off", "Spin-off", "prequel",
                                                "Prequel"};
  static constexpr std::string_view kMarks[] = {" ", " '", " \u2018", " \"", " \u201C"};
  std::string needle;
  for (std::string_view noun : kNouns)
    for (std::string_view mark : kMarks) {
      needle.assign(noun);
      needle += mark;
      needle += name;
      for (size_t pos = text::Find(text, needle, 0); pos != std::string_view::npos;
           pos = text::Find(text, needle, pos + needle.size())) {
        // The parent's title ends right before, perhaps in quotation marks.
        std::string_view before = text.substr(0, pos);
        if (!before.ends_with(' ')) continue;
        before.remove_suffix(1);
        for (std::string_view close : {"'", "\u2019", "\"", "\u201D"})
          if (before.ends_with(close)) {
            before.remove_suffix(close.size());
            break;
          }
        for (const WorkMention& w : works)
          if (w.name != name && !w.name.empty() && before.ends_with(StripThe(w.name))) return true;
      }
    }
  for (std::string_view after : {", a spinoff of", ", a spin-off of", ", a prequel to", ", a new spinoff of"}) {
    needle = name;
    needle += after;
    if (text::Find(text, needle, 0) != std::string_view::npos) return true;
  }
  return false;
}

// "Saint Aldric's": a title written with a possessive every time the article names it,
// and at least once where no noun follows ("Saint Aldric's moves to Tuesdays", "...
// repeats of St. Alder's."), ends in that possessive. Returns the written form, or "".
std::string PossessiveTitle(std::string_view text, const std::string& name) {
  // Most titles are soon written bare: the first mention settles it without counting.
  if (size_t first = FindFrom(text, name, 0); first != std::string_view::npos) {
    std::string_view after = text.substr(first + name.size());
    if (!after.starts_with("'s") && !after.starts_with("\u2019s")) return {};
  }
  const int total = CountMentions(text, name);
  if (total < 2) return {};
  std::string forms[] = {name + "'s", name + "\u2019s"};
  int possessive = 0;
  std::string written;
  bool standalone = false;
  auto is_alnum = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); };
  for (const std::string& form : forms) {
    // One pass per form: the mentions at word boundaries are counted (as CountMentions
    // does), and every one is checked for a noun after it.
    for (size_t pos = FindFrom(text, form, 0); pos != std::string_view::npos;
         pos = FindFrom(text, form, pos + form.size())) {
      size_t k = pos + form.size();
      if ((pos == 0 || !is_alnum(text[pos - 1])) && (k >= text.size() || !is_alnum(text[k]))) ++possessive;
      while (k < text.size() && text[k] == ' ') ++k;
      size_t e = k;
      while (e < text.size() && ((text[e] >= 'a' && text[e] <= 'z') || (text[e] >= 'A' && text[e] <= 'Z'))) ++e;
      std::string_view next = text.substr(k, e - k);
      static constexpr std::string_view kNotNouns[] = {"when", "and", "or", "is", "was", "has", "had", "will",
                                                       "moves", "returns", "airs", "gone", "comes", "which",
                                                       "who", "remains", "continues", "ends", "wraps", "stays"};
      if (next.empty() || std::find(std::begin(kNotNouns), std::end(kNotNouns), next) != std::end(kNotNouns)) {
        standalone = true;
        if (written.empty()) written = form;
      }
    }
  }
  return possessive == total && standalone ? written : std::string();
}

// "Limited Series", "Season 2", "Part 1", "Series 3" at token k: the part of a show a
// streamer's chart writes after its title and a colon.
bool ChartPartAt(const DocContext& ctx, size_t k) {
  if (k + 1 >= ctx.size()) return false;
  const Word part = ctx.Lower(k);
  return (part == "limited" && ctx.IsLower(k + 1, "series")) ||
         ((part == "season" || part == "part" || part == "series") && ctx.T(k + 1).kind == TokenKind::kNumber);
}

// Quoted titles: a quotation that is a title whole. Adds them to `cands`, and notes the
// headline paragraphs that quote a title, where each title taken starts and its quotation
// ends (the title-case runs read neither again), and the programming banners the text
// quotes (no works).
void AddQuotedTitles(const DocContext& ctx, std::vector<Candidate>& cands, std::vector<uint32_t>& quoting_headlines,
                     std::vector<size_t>& quoted_title_starts, std::vector<size_t>& quoted_title_limits,
                     std::vector<std::string>& banners) {
  const auto& at = ctx.at;
  for (const auto& q : at.quotations) {
    if (at.paragraphs[q.paragraph].kind == ParagraphKind::kFurniture) continue;
    // Tokens of the quotation.
    auto first = std::lower_bound(at.tokens.begin(), at.tokens.end(), q.inner.start,
                                  [](const Token& t, size_t off) { return t.start < off; });
    size_t i = static_cast<size_t>(first - at.tokens.begin());
    size_t limit = i;
    while (limit < at.tokens.size() && at.tokens[limit].end <= q.inner.end) ++limit;
    if (i >= limit || !TitleWord(ctx, i)) continue;
    size_t j = TitleRunEnd(ctx, i, limit, /*quoted=*/true);
    // A possessive that ends the quotation is the title's: “Upstairs at Bellanca’s”.
    if (j > i && j + 1 >= limit && j < limit && ctx.T(j).Has(kPossessive)) ++j;
    // ('"Kulintang: Limited Series"', '"Tallow: Season 2"': a streamer's chart names the
    // show, then after a colon which part of it; the show is the title.)
    const bool chart_part = j + 2 < limit && ctx.Is(j, ":") && ChartPartAt(ctx, j + 1) && j + 3 >= limit;
    // The whole quotation must be the title (a trailing comma or period aside).
    size_t rest = chart_part ? limit : j;
    while (rest < limit && at.tokens[rest].kind == TokenKind::kPunct) ++rest;
    if (rest != limit || j - i > 8) continue;
    // A title is taken when a cue follows it, a title verb precedes it, or it heads the article.
    size_t after = limit;
    while (after < at.tokens.size() && at.tokens[after].kind == TokenKind::kPunct &&
           at.tokens[after].start < q.outer.end)
      ++after;
    // ('Freeform's "Holiday Hearth" stunt', 'its "Funny Fridays" block': a network's
    // programming banner, not a show.)
    if (const Word next = ctx.Lower(after); next == "stunt" || next == "block" || next == "lineup" ||
                                            next == "initiative" || next == "banner" || next == "slate") {
      banners.push_back(FoldSpaces(at.text.substr(at.tokens[i].start, at.tokens[j - 1].end - at.tokens[i].start)));
      continue;
    }
    const std::string* cue = CueAt(ctx, after);
    if (!cue && IsRoleCue(ctx, after)) cue = &kSeries;
    // ('8:00 PM ET — "Cresset" (Fox), series premiere': a quoted title with its network in
    // brackets is a show.)
    if (!cue && ctx.Is(after, "("))
      if (const NetworkMention* n = ctx.NetworkAt(after + 1); n && ctx.Is(n->end, ")"))
        cue = &kSeries;
    if (!cue && chart_part) cue = &kSeries;
    // ('5. "The Salt Accounts" (4.8 million).': a ranked list's entry, its figure in brackets.)
    if (!cue && ctx.Is(after, "(") && i >= 3 && ctx.T(i - 1).Has(kQuoteMark) && ctx.Is(i - 2, ".") &&
        ctx.T(i - 3).kind == TokenKind::kNumber && ctx.OpensParagraph(ctx.SentenceOf(i - 3)) &&
        ctx.at.sentences[ctx.SentenceOf(i - 3)].first_token == i - 3)
      cue = &kSeries;
    // ('Virgilio Matom, "Idjang," "The North Wall" (FX)': a nominations line names the show,
    // then its episode, then the network in brackets. The first title is the show; the
    // second, right after it, the episode.)
    const bool episode_after_show = i >= 3 && ctx.T(i - 1).Has(kQuoteMark) && ctx.T(i - 2).Has(kQuoteMark) &&
                                    ctx.Is(i - 3, ",") && ctx.Is(after, "(");
    if (cue == &kSeries && episode_after_show) cue = &kOtherWork;
    if (!cue && ctx.T(after).Has(kQuoteMark)) {
      size_t k = after + 1;
      while (k < at.tokens.size() && k < after + 10 && !ctx.T(k).Has(kQuoteMark)) ++k;
      if (k + 2 < at.tokens.size() && ctx.Is(k + 1, "("))
        if (const NetworkMention* n = ctx.NetworkAt(k + 2); n && ctx.Is(n->end, ")")) cue = &kSeries;
    }
    // "Dec. 2: 'Copper Lantern' (Season 2)", "'The Salt Road' (limited series)": a listing's
    // note in brackets says what the title is.
    if (!cue && ctx.Is(after, "(")) {
      Word note = ctx.Lower(after + 1);
      if (note == "season" || note == "series" || note == "limited" || note == "docuseries" || note == "miniseries" ||
          note == "all" || note == "new" || note == "returning" || note == "complete" || note == "seasons" ||
          note == "final" || note == "holiday")
        cue = &kSeries;
      else if (note == "film" || note == "movie" || note == "documentary")
        cue = &ctx.lex.work_nouns.find(std::string_view("film"))->second;
    }
    Word prev = i >= 2 ? ctx.Lower(i - 2) : Word();
    bool verb_before = prev == "into" || prev == "watch" || prev == "watching" || prev == "from" || prev == "on" ||
                       prev == "of" || prev == "in" || prev == "catch";
    // ('In the final minutes of "The Second Landing," which aired Oct. 14': a part of an
    // episode names an episode.)
    if (prev == "of" && i >= 3) {
      const Word part = ctx.Lower(i - 3);
      if (part == "minutes" || part == "moments" || part == "seconds" || part == "scenes" || part == "scene")
        cue = &kOtherWork;
    }
    const std::string* noun = NounBefore(ctx, i >= 1 ? i - 1 : 0);
    if (!cue && noun) cue = noun;
    // ('The new movie is "A Pinewood Christmas,"', 'The one drama in the mix is "Beskid"': a
    // subject that is a genre noun, then "is".)
    if (!cue && i >= 4 && ctx.IsLower(i - 2, "is")) cue = CopulaSubjectNoun(ctx, i - 2);
    // ('"Beskid," which premieres Tuesday': a relative clause that premieres or returns it.)
    // (The comma may stand inside the marks: "Beskid," which ...)
    if (const size_t which = ctx.Is(after, ",") ? after + 1 : after;
        !cue && (ctx.Is(after, ",") || ctx.Is(limit - 1, ",")) && ctx.IsLower(which, "which")) {
      const Word v = ctx.Lower(which + 1);
      if (v == "premieres" || v == "returns" || v == "debuts" || v == "launches") cue = &kSeries;
    }
    // ('Comedies "Vantrell" and "Glimmerfell" return': the second of two quoted titles
    // joined by "and" after a plural genre noun.)
    if (!cue && i >= 5 && ctx.IsLower(i - 2, "and") && ctx.T(i - 3).Has(kQuoteMark)) {
      size_t open = i - 4;
      while (open > 0 && open + 12 > i && !ctx.T(open).Has(kQuoteMark)) --open;
      if (open > 0 && ctx.T(open).Has(kQuoteMark) && ctx.Lower(open - 1).ends_with('s'))
        if (const std::string* plural = NounBefore(ctx, open - 1)) cue = plural;
    }
    // ('the trilogy, "The Torogan," "Salt on the Lake" and "The Last Sarimanok"': a title
    // later in a list of quoted titles takes the noun before the list's first, when that
    // noun names several works (a plural, or "trilogy").)
    if (!cue && i >= 3 && ctx.T(i - 1).Has(kQuoteMark)) {
      size_t open = i - 1;
      for (int items = 0; items < 4 && open >= 3; ++items) {
        size_t k = open - 1;  // back over the separator: a closing mark, a comma, "and"
        while (k > 0 && k + 4 > open && (ctx.Is(k, ",") || ctx.IsLower(k, "and") || ctx.T(k).Has(kQuoteMark))) --k;
        if (k + 1 == open || ctx.T(k).kind != TokenKind::kWord) break;
        size_t earlier = k;  // the opening mark of the title before
        while (earlier > 0 && earlier + 10 > k &&
               !(ctx.T(earlier).Has(kQuoteMark) && ctx.T(earlier + 1).Has(kCapitalized)))
          --earlier;
        if (!ctx.T(earlier).Has(kQuoteMark) || earlier + 10 <= k) break;
        open = earlier;
        const size_t before = open > 1 && ctx.Is(open - 1, ",") ? open - 2 : open - 1;
        if (const std::string* n = NounBefore(ctx, before);
            n && (ctx.Lower(before).ends_with('s') || ctx.IsLower(before, "trilogy"))) {
          cue = n;
          break;
        }
      }
    }
    // "Acorn TV Picks Up Australian Drama 'Red Gum Creek'": a headline capitalizes its genre
    // noun too.
    if (!cue && i >= 2 && ctx.T(i - 1).Has(kQuoteMark) && ctx.Has(i - 2, kWordWorkNoun) &&
        at.paragraphs[q.paragraph].kind == ParagraphKind::kHeadline)
      cue = &ctx.lex.work_nouns.find(ctx.Lower(i - 2))->second;
    // An apposition that says what it is: "“Tin Star Motel,” the “Maple & Main” spinoff".
    // (The comma may stand inside the marks: “Tin Star Motel,” the ...)
    size_t det = ctx.Is(after, ",") ? after + 1 : after;
    bool comma = ctx.Is(after, ",") || ctx.Is(limit - 1, ",");
    if (!cue && comma && (ctx.IsLower(det, "the") || ctx.IsLower(det, "a") || ctx.IsLower(det, "an"))) {
      for (size_t k = det + 1; k < at.tokens.size() && k < det + 8; ++k) {
        if (ctx.Is(k, ",") || ctx.Is(k, ".")) break;
        if (ctx.Has(k, kWordWorkNoun)) {
          cue = &ctx.lex.work_nouns.find(ctx.Lower(k))->second;
          break;
        }
        if (const std::string* c = CueAt(ctx, k); c && *c != "series") {
          cue = c;
          break;
        }
      }
    }
    // 'Fox has to say goodbye to "Skerrow." The six-part limited series, about ...': a
    // quotation that ends its sentence, and the next one opens by describing it.
    // ('The network did better by "Whetstone." HBO renewed the Western for a fourth season':
    // or a verb names it so, right after the sentence's subject.)
    size_t the = after;
    if (!cue && after + 3 < at.tokens.size() && ctx.T(after).Has(kSentenceStart) && !ctx.IsLower(after, "the") &&
        ctx.NetworkAt(after))
      for (size_t k = after + 1; k < after + 5 && the == after; ++k)
        if (ctx.IsLower(k, "the") && ctx.T(k - 1).kind == TokenKind::kWord && !ctx.T(k - 1).Has(kCapitalized))
          the = k;
    if (!cue && after < at.tokens.size() && (the != after || ctx.T(after).Has(kSentenceStart)) &&
        ctx.IsLower(the, "the"))
      // ("Netflix has pushed the third season of the period mystery": past a season's "of the".)
      for (size_t k = the + 1; k < at.tokens.size() && k < the + (the != after ? 8 : 5); ++k) {
        if (ctx.T(k).kind != TokenKind::kWord || (ctx.T(k).Has(kCapitalized) && !ctx.Has(k, kWordWorkNoun))) break;
        if (ctx.Has(k, kWordWorkNoun)) {
          cue = &ctx.lex.work_nouns.find(ctx.Lower(k))->second;
          break;
        }
      }
    // An episode's title: '"Snowblind," the winter finale of the third season', '"Gutterball,"
    // the season's ninth episode' (a work of its own kind, never the series' stand-in).
    if (comma && (ctx.IsLower(det, "the") || ctx.IsLower(det, "a") || ctx.IsLower(det, "an")))
      for (size_t k = det + 1; k < at.tokens.size() && k < det + 8; ++k) {
        if (ctx.Is(k, ",") || ctx.Is(k, ".") || ctx.IsLower(k, "of")) break;
        const Word w = ctx.Lower(k);
        if (w == "episode" || w == "finale" || w == "premiere" || w == "installment" || w == "opener") {
          cue = &kOtherWork;
          break;
        }
      }
    // A listing's line: '"Greyfriars Wynd" marathon, noon ET, BBC America', 'Tuesday, Dec. 1:
    // "Sunnybank," 8/7c, The CW': a quoted title opening its paragraph (or after a date and
    // a colon) with a network a few tokens on.
    if (!cue && !verb_before) {
      const size_t para_first = ctx.at.sentences[ctx.SentenceOf(i)].first_token;
      const bool opens = ctx.OpensParagraph(ctx.SentenceOf(i)) &&
                         (i == para_first + 1 || (i > para_first + 2 && i < para_first + 9 && ctx.Is(i - 2, ":") &&
                                                  ctx.T(para_first).Has(kCapitalized)));
      // (A heading line of its own may name the day and time first: '"Bramblecote," Sunday,
      // 8 p.m. ET/PT, PBS', '"Gull Rock," all episodes drop at 3 a.m. ET Friday on Netflix'.)
      const size_t reach = ctx.WholeParagraph(ctx.SentenceOf(i)) && ctx.Is(j, ",") ? 20 : 10;
      if (opens)
        for (const NetworkMention& n : ctx.networks)
          if (n.first >= limit && n.first < limit + reach && ctx.SentenceOf(n.first) == ctx.SentenceOf(i)) {
            cue = &kSeries;
            break;
          }
      // ('Dec. 25: "A Very Saltmarsh Christmas"': a month's list of arrivals, a dated line
      // that holds the title alone.)
      // ('Wednesday, Jan. 27: "Tin Cups" penultimate episode': the weekday may lead, and
      // then the line may go on with a note of what arrives.)
      const bool weekday_led = ctx.T(para_first).Has(kCapitalized) && !MonthOf(ctx.Lower(para_first));
      if (!cue && opens && i > para_first + 2 && OpensWithDateColon(ctx, para_first) &&
          (after >= at.tokens.size() || ctx.T(after).Has(kSentenceStart) ||
           ctx.SentenceOf(after) != ctx.SentenceOf(i) || ctx.Is(after, "(") ||
           (weekday_led && ctx.T(after).kind == TokenKind::kWord)))
        cue = &kSeries;
    }
    // A quoted title in the headline ("'Harrowgate': Apple TV+ Drama Adds Five") is a work
    // when the story writes it again in the same case; a pulled quotation is in title
    // case only up there.
    if (!cue && !verb_before && at.paragraphs[q.paragraph].kind == ParagraphKind::kHeadline) {
      std::string name = FoldSpaces(at.text.substr(at.tokens[i].start, at.tokens[j - 1].end - at.tokens[i].start));
      const size_t body = at.paragraphs[q.paragraph].span.end;
      if (body < at.text.size() && CountMentions(std::string_view(at.text).substr(body), name) > 0) verb_before = true;
      // ("Best Bet Tonight: 'Gulpen'", "Coming Soon: 'Gaflei'": a short item's headline may be
      // the only place its one-word title is quoted; a pulled quotation is a phrase.)
      if (!verb_before && j == i + 1 && !ctx.Common(i) && ctx.T(i).Has(kCapitalized) && !ctx.T(i).Has(kAllCaps) &&
          !ctx.NetworkAt(i) && !ctx.NameAt(i))
        verb_before = true;
    }
    // '"Bramblestead" is moving from ABC to Hulu', '"Keelback" has been renewed': a quoted
    // title that opens a sentence whose verb is the trade's.
    if (!cue && !verb_before && i > 0 && ctx.at.sentences[ctx.SentenceOf(i)].first_token == i - 1)
      for (size_t k = after; k < after + 3 && k < at.tokens.size() && !verb_before; ++k) {
        const Word v = ctx.Lower(k);
        // (Not "airs", which an episode's title takes too: '"Gutterball" airs Thursday'.)
        // ('"Brindle" premieres on Hulu Friday': a premiere or a return is a show's.)
        verb_before = v == "moving" || v == "moves" || v.starts_with("renew") || v.starts_with("cancel") ||
                      v == "ends" || v == "wraps" || v == "premieres" || v == "debuts" || v == "returns" ||
                      v == "launches" ||
                      // ('"Yayla" adds Mara Quint to its second season': a casting trade's verb.)
                      v == "adds" || v == "casts" || v == "taps" || v == "enlists" || v == "recruits" ||
                      v == "signs";
      }
    // ('"Morvoren" (Friday).', '"Daugova," Season 3, Part 1 (Wednesday).': a streaming
    // column's pick, a quoted title opening its paragraph with the day in brackets.)
    if (!cue && !verb_before && i > 0 && ctx.OpensParagraph(ctx.SentenceOf(i)) &&
        ctx.at.sentences[ctx.SentenceOf(i)].first_token == i - 1) {
      const Sentence& own = ctx.at.sentences[ctx.SentenceOf(i)];
      bool plural = false;
      if (own.end_token - own.first_token <= 16 && own.end_token >= own.first_token + 5 &&
          ctx.Is(own.end_token - 1, ".") && ctx.Is(own.end_token - 2, ")") && ctx.Is(own.end_token - 4, "(") &&
          WeekdayOf(ctx.Tok(own.end_token - 3), &plural) >= 0 && !plural)
        cue = &kSeries;
    }
    // '"Burrfield" airs Mondays at 8/7c', 'after that, "Burrfield" opens its fourth season':
    // a recurring night or a season of its own is a series' (an episode airs once).
    if (!cue && !verb_before && SeriesClauseAfter(ctx, after)) cue = &kSeries;
    // ('Fox moves "Mestia" from Saturdays', 'NBC renews "X"': a network's trade verb's object.)
    if (!cue && !verb_before && i >= 3 && ctx.T(i - 1).Has(kQuoteMark)) {
      const Word v = ctx.Lower(i - 2);
      if ((v == "moves" || v == "moved" || v.starts_with("renew") || v.starts_with("cancel") || v == "shifts" ||
           v == "pulls" || v == "orders" || v == "ordered" || v == "schedules" || v == "scheduled") &&
          ctx.NetworkAt(i - 3))
        cue = &kSeries;
      if (!cue && i >= 4 && v == "up" && (ctx.IsLower(i - 3, "picks") || ctx.IsLower(i - 3, "picked")) && ctx.NetworkAt(i - 4))
        cue = &kSeries;
    }
    std::string name = FoldSpaces(at.text.substr(at.tokens[i].start, at.tokens[j - 1].end - at.tokens[i].start));
    // ('"Tidewater Juniors," the kids' version': a quoted title that goes on from a title
    // taken before it is a spinoff named after its parent.)
    if (!cue && !verb_before && j > i + 1)
      for (const Candidate& parent : cands)
        if (name.size() > parent.name.size() + 1 && name.starts_with(parent.name) && name[parent.name.size()] == ' ') {
          cue = &kSeries;
          break;
        }
    if (!cue && !verb_before) continue;
    Candidate c;
    c.name = std::move(name);
    c.type = cue ? *cue : "series";
    c.span = ctx.SentenceSpanOf(i);
    c.strong = true;
    cands.push_back(c);
    quoted_title_starts.push_back(i);
    quoted_title_limits.push_back(limit);
    if (at.paragraphs[q.paragraph].kind == ParagraphKind::kHeadline) quoting_headlines.push_back(q.paragraph);
  }
}

// A preview's section heading in capitals ("TOLLHOUSE") whose section ends with a
// listing line ("Premieres: Sunday, Jan. 10, 9/8c, ABC", "Returns: ...", "Streaming:
// ..."): the show the section is about.
// (A roundup's headings, "BRIGHTWATER", "KESTREL POINT", "NIGHT FERRY": when one of
// them is a title the text quotes, they all are.)
void AddShoutedHeadings(const DocContext& ctx, std::vector<Candidate>& cands) {
  const auto& at = ctx.at;
  struct Shout {
    uint32_t sentence;
    std::string heading;
    bool bracketed;  // "IJURU (drama, midseason)"
  };
  std::vector<Shout> shouted;
  // Whether a heading the text quotes is found, of each form (bare, bracketed): the
  // headings of that form are all titles ("NOT GOING FORWARD" over bracketed titles is not).
  bool a_heading_is_quoted[2] = {false, false};
  size_t of_form[2] = {0, 0};
  for (uint32_t s = 0; s < at.sentences.size(); ++s) {
    const Sentence& sent = at.sentences[s];
    if (!ctx.WholeParagraph(s) || ctx.KindOfSentence(s) != ParagraphKind::kStory) continue;
    // (A lower-case letter in the first word rules the line out before it is copied: most
    // lines are prose.)
    const std::string_view first_word = ctx.Tok(sent.first_token);
    if (std::any_of(first_word.begin(), first_word.end(), [](char c) { return c >= 'a' && c <= 'z'; })) continue;
    // ("IJURU (drama, midseason)": the capitals before a bracket that ends the line.)
    size_t words = sent.end_token - sent.first_token;
    // A line of more than six tokens is a heading only as capitals before a bracket that
    // ends it, within sixteen tokens (below): ruled out before the line is copied.
    if (words > 6 && (words > 16 || !ctx.Is(sent.end_token - 1, ")"))) continue;
    std::string heading = FoldSpaces(at.Slice(sent.span));
    bool bracketed = false;
    if (const size_t open = heading.find(" ("); open != std::string::npos && ctx.Is(sent.end_token - 1, ")") &&
                                                words <= 16) {
      heading.resize(open);
      bracketed = true;
      words = 0;
      for (size_t k = sent.first_token; k < sent.end_token && !ctx.Is(k, "("); ++k) ++words;
    } else if (ctx.T(sent.end_token - 1).kind == TokenKind::kPunct) {
      continue;
    }
    if (words > 6 || !Shouted(heading)) continue;
    const std::string key = TitleKey(heading);
    for (const Candidate& c : cands)
      a_heading_is_quoted[bracketed] = a_heading_is_quoted[bracketed] || (c.strong && TitleKey(c.name) == key);
    ++of_form[bracketed];
    shouted.push_back({s, std::move(heading), bracketed});
  }
  for (int form = 0; form < 2; ++form)
    if (of_form[form] < 2) a_heading_is_quoted[form] = false;
  for (const auto& [s, heading, bracketed] : shouted) {
    const Sentence& sent = at.sentences[s];
    bool listing = a_heading_is_quoted[bracketed];
    for (uint32_t k = s + 1; k < at.sentences.size() && k < s + 40 && !listing; ++k) {
      const Sentence& ks = at.sentences[k];
      if (ks.paragraph == sent.paragraph) continue;
      const bool opens = ctx.OpensParagraph(k);
      if (opens && ks.end_token - ks.first_token <= 6 && Shouted(FoldSpaces(at.Slice(ks.span)))) break;  // the next heading
      Word w = ctx.Lower(ks.first_token);
      listing = opens && ctx.Is(ks.first_token + 1, ":") &&
                (w == "premieres" || w == "premiere" || w == "returns" || w == "streaming" || w == "debuts" ||
                 w == "airs" || w == "when" || w == "where");
    }
    if (!listing) continue;
    Candidate c;
    c.name = heading;
    c.type = "series";
    c.span = sent.span;
    c.strong = true;
    cands.push_back(c);
  }
}

// Unquoted title-case runs with a cue after or a title verb before.
// (A quoted title taken whole, and a headline that quotes its titles, are read no more.)
void AddTitleCaseRuns(const DocContext& ctx, const std::vector<uint32_t>& quoting_headlines,
                      const std::vector<size_t>& quoted_title_starts, const std::vector<size_t>& quoted_title_limits,
                      std::vector<Candidate>& cands) {
  const auto& at = ctx.at;
  // The possessives and brackets before the run, for InCreditList: counted on as the runs
  // go on (they start in text order), where each run's binary search for them cost some
  // 40 instructions.
  const std::vector<uint32_t>& marks = ctx.PossessivesAndBrackets();
  size_t marks_before_run = 0;
  // (Most tokens are lower-case words: NextWithFlag passes them over without a call.)
  for (size_t i = ctx.NextWithFlag(0, kCapitalized | kAllCaps); i < ctx.size();
       i = ctx.NextWithFlag(i + 1, kCapitalized | kAllCaps)) {
    if (!TitleWord(ctx, i) || ctx.T(i).kind == TokenKind::kNumber) continue;
    if (ctx.KindOfSentence(ctx.SentenceOf(i)) == ParagraphKind::kFurniture) continue;  // links to other articles
    // A quoted title taken whole is not read again in part ('CBS's "Kelso Tonight"'), nor
    // the rest of its quotation ('"Kulintang: Limited Series"').
    if (auto it = std::upper_bound(quoted_title_starts.begin(), quoted_title_starts.end(), i);
        it != quoted_title_starts.begin() && i < quoted_title_limits[static_cast<size_t>(it - quoted_title_starts.begin()) - 1])
      continue;
    // A headline that quotes its titles ("'Turnstone' Sails Into Season 3") quotes them
    // all: its other title-case words are its verbs and nouns.
    if (!quoting_headlines.empty() && !ctx.T(i).Has(kInQuote) &&
        std::find(quoting_headlines.begin(), quoting_headlines.end(),
                  at.sentences[ctx.SentenceOf(i)].paragraph) != quoting_headlines.end())
      continue;
    Word lower = ctx.Lower(i);
    // "... Sets Fall Premiere": a headline's verb starts no title.
    if (i > 0 && !ctx.T(i).Has(kSentenceStart) && ctx.KindOfSentence(ctx.SentenceOf(i)) == ParagraphKind::kHeadline &&
        IsHeadlineVerb(lower))
      continue;
    bool starts_the = lower == "the";
    // A title may start with a function word ("What the Orchard Kept") when a noun before it says it is one.
    // ("Her 2021 novel, What the Ice Keeps, about ...": or before the comma of an apposition.)
    if (!starts_the && ctx.NonName(i) && !(i > 0 && NounBefore(ctx, i - 1)) &&
        !(i > 1 && ctx.Is(i - 1, ",") && NounBefore(ctx, i - 2)))
      continue;
    // "English-speaking fans", "Spanish-language rights": a compound of a word that names no
    // title (a nationality) and a lower-case word is an adjective.
    if (size_t dash = lower.find('-'); dash != std::string_view::npos && dash + 1 < lower.size() &&
                                       ctx.Tok(i)[dash + 1] >= 'a' && ctx.Tok(i)[dash + 1] <= 'z' &&
                                       (ctx.lex.classes.Find(lower.substr(0, dash)) & kWordNonName))
      continue;
    size_t limit = ctx.size();
    size_t j = TitleRunEnd(ctx, i, limit);
    if (starts_the && j - i < 2) {
      continue;
    }
    if (j == i) continue;
    // "Netflix's Southern family drama Sugarhouse": a capitalized modifier of a genre noun
    // that a title follows is not itself a title.
    {
      size_t k = j;
      while (k < j + 2 && k < ctx.size() && ctx.T(k).kind == TokenKind::kWord && !ctx.T(k).Has(kCapitalized) &&
             !ctx.Has(k, kWordWorkNoun))
        ++k;
      // ('the Filipino drama "Vakul"': the title may stand in quotation marks.)
      const bool title_next = k + 1 < ctx.size() && (TitleWord(ctx, k + 1) || (ctx.T(k + 1).Has(kQuoteMark) &&
                                                                             k + 2 < ctx.size() && TitleWord(ctx, k + 2)));
      if (title_next && ctx.Has(k, kWordWorkNoun) && !ctx.T(k).Has(kCapitalized)) {
        i = j - 1;
        continue;
      }
    }
    // "The Albuquerque police drama returns": a run after "The" that a genre noun follows
    // within two words is that noun's modifier. ("ITV1's Lancashire soap": one word after a
    // network's possessive, the genre noun right after it, likewise.)
    // ("ABC's Gulf Coast soap": two words, with the genre noun right after them.)
    const bool after_network_possessive =
        (j == i + 1 || (j == i + 2 && j < ctx.size() && ctx.Has(j, kWordWorkNoun) && !ctx.T(j).Has(kCapitalized))) &&
        i > 1 && ctx.T(i - 1).Has(kPossessive) && ctx.masked[i - 2];
    if (starts_the || after_network_possessive) {
      bool modifier = false;
      for (size_t k = j; k < j + 3 && k < ctx.size() && !modifier; ++k) {
        if (ctx.T(k).kind != TokenKind::kWord || ctx.T(k).Has(kCapitalized)) break;
        modifier = ctx.Has(k, kWordWorkNoun);
      }
      if (modifier) {
        i = j - 1;
        continue;
      }
    }
    size_t words = j - i;
    // "and" alone joins two names ("Eli and Nora"); a title has more ("Lords of the Deep").
    bool inner_function = false;
    for (size_t k = i + 1; k + 1 < j; ++k)
      inner_function = inner_function || (IsFunctionWord(ctx.Tok(k)) && ctx.Tok(k) != "and" && ctx.Tok(k) != "&");
    bool strong = (starts_the && words >= 2) || (inner_function && words >= 3);
    // A cue word counts in the title's own sentence only ("SEASON 2: THE WILL" then
    // "Season 2 begins ..." in the next paragraph is no "THE WILL Season").
    const std::string* cue = j < ctx.size() && !ctx.T(j).Has(kSentenceStart) ? CueAt(ctx, j) : nullptr;
    // ("Tiburcia Sopale directed episodes 1-4 and Petrona Riloha episodes 5-8": a credit with
    // its verb left out; the name before "episodes" and their numbers is a person's.)
    if (cue && i > 0 && ctx.IsLower(i - 1, "and") && (ctx.IsLower(j, "episodes") || ctx.IsLower(j, "episode")) &&
        ctx.T(j + 1).kind == TokenKind::kNumber) {
      const Sentence& sent = at.sentences[ctx.SentenceOf(i)];
      for (size_t k = sent.first_token; k + 1 < i && cue; ++k)
        if ((ctx.IsLower(k, "directed") || ctx.IsLower(k, "wrote") || ctx.IsLower(k, "directs") ||
             ctx.IsLower(k, "writes")) &&
            ctx.IsLower(k + 1, "episodes"))
          cue = nullptr;
    }
    // A schedule grid's line: "9 p.m. — Lowmoor (new)".
    // (Only after a dash, and a few sentences back at most: a hostile paragraph stays linear.)
    const bool after_dash = i > 0 && (ctx.Is(i - 1, "\u2014") || ctx.Is(i - 1, "\u2013") || ctx.Is(i - 1, "-") ||
                                      ctx.Is(i - 1, "--"));
    uint32_t para_first = ctx.SentenceOf(i);
    for (int back = 0; after_dash && back < 3 && para_first > 0 && !ctx.OpensParagraph(para_first); ++back) --para_first;
    if (!cue && after_dash && GridLineTitle(ctx, para_first) == i &&
        (j >= ctx.size() || ctx.Is(j, "(") || ctx.T(j).Has(kSentenceStart) || ctx.SentenceOf(j) != ctx.SentenceOf(i) ||
         ctx.at.sentences[ctx.SentenceOf(j)].paragraph != ctx.at.sentences[ctx.SentenceOf(i)].paragraph))
      cue = &kSeries;
    if (!cue && ListingLead(ctx, i, j)) {
      // "Foo Bar and Baz Qux (FX).": two titles of two words or more share an entry.
      size_t split = j;
      for (size_t k = i + 2; k + 2 < j && split == j; ++k)
        if (ctx.IsLower(k, "and")) split = k;
      for (auto [from, to] : {std::pair{i, split}, std::pair{split + 1, j}}) {
        if (from >= to) continue;
        Candidate c;
        c.name = FoldSpaces(at.text.substr(ctx.T(from).start, ctx.T(to - 1).end - ctx.T(from).start));
        c.type = kSeries;
        c.span = ctx.SentenceSpanOf(i);
        c.strong = true;
        cands.push_back(c);
      }
      i = j - 1;
      continue;
    }
    size_t p = i;  // the word before, past any opening quotation mark
    while (p > 0 && ctx.T(p - 1).Has(kQuoteMark)) --p;
    Word prev = p >= 1 ? ctx.Lower(p - 1) : Word();
    bool tune_into = prev == "into" && p >= 2 && (ctx.Lower(p - 2) == "tune" || ctx.Lower(p - 2) == "tuning");
    // "Prime Video has canceled Gloamfen", "NBC renewed Foo": a network's verdict is on a show.
    const bool verdict = !ctx.T(p).Has(kSentenceStart) && (prev == "renewed" || prev == "renews" || prev == "canceled" || prev == "cancelled" ||
                         prev == "cancels" || prev == "axed" || prev == "axes" || prev == "revived" ||
                         prev == "revives");
    // ("who arrived in Reno from Boise": after a verb of moving, "in" opens a place.)
    const bool place_in = prev == "in" && p >= 2 &&
                          (ctx.IsLower(p - 2, "arrived") || ctx.IsLower(p - 2, "arrives") || ctx.IsLower(p - 2, "moved") ||
                           ctx.IsLower(p - 2, "moves") || ctx.IsLower(p - 2, "settled") || ctx.IsLower(p - 2, "lives") ||
                           ctx.IsLower(p - 2, "lived") || ctx.IsLower(p - 2, "born") || ctx.IsLower(p - 2, "up"));
    // ("on a single block of Pakington Street in Geelong West": after a place noun and "of",
    // a place.)
    const bool place_of = prev == "of" && p >= 2 &&
                          (ctx.IsLower(p - 2, "block") || ctx.IsLower(p - 2, "corner") || ctx.IsLower(p - 2, "streets") ||
                           ctx.IsLower(p - 2, "town") || ctx.IsLower(p - 2, "city") || ctx.IsLower(p - 2, "village") ||
                           ctx.IsLower(p - 2, "suburb") || ctx.IsLower(p - 2, "outskirts") ||
                           ctx.IsLower(p - 2, "neighborhood") || ctx.IsLower(p - 2, "neighbourhood") ||
                           // ("a village at the edge of Bardiya National Park in Nepal")
                           ctx.IsLower(p - 2, "edge") || ctx.IsLower(p - 2, "heart") || ctx.IsLower(p - 2, "shore") ||
                           ctx.IsLower(p - 2, "shores") || ctx.IsLower(p - 2, "foot") || ctx.IsLower(p - 2, "banks") ||
                           ctx.IsLower(p - 2, "coast") || ctx.IsLower(p - 2, "slopes") || ctx.IsLower(p - 2, "rim") ||
                           // ("a family of Mountain Jews from Azerbaijan who own a store": people,
                           // whom a relative clause follows.)
                           (j < ctx.size() && ctx.IsLower(j, "who")));
    bool verb_before = tune_into || verdict || prev == "watch" || prev == "watching" || prev == "catch" ||
                       (strong && !place_in && !place_of && (prev == "from" || prev == "of" || prev == "in"));
    const std::string* noun = p >= 1 ? NounBefore(ctx, p - 1) : nullptr;
    // A single English word with no genre noun before it is no title whatever its cue (the
    // test of one-word runs below), unless an apposition or a listing's note after it may
    // name it: its cues are not looked for. (Most single-word runs end here.)
    if (words == 1 && !noun && ctx.Common(i) && !ctx.Is(j, ",") && !(ctx.T(i).Has(kAllCaps) && ctx.Is(j, "("))) {
      i = j - 1;
      continue;
    }
    // "A lot of people still know you from Cutpurse": where the public knows an actor from.
    if (!cue && prev == "from" && p >= 3) {
      const Word who = ctx.Lower(p - 2), verb = ctx.Lower(p - 3);
      if ((who == "me" || who == "you" || who == "her" || who == "him" || who == "them") &&
          (verb == "know" || verb == "knows" || verb == "knew" || verb == "remember" || verb == "remembers" ||
           verb == "recognize" || verb == "recognizes"))
        cue = &kSeries;
    }
    // "HBO's Francesca Ilyin-Marsh, executive vice president ...": after a network's
    // possessive, a given name and a comma make a person of the network, not a title.
    if (noun && !cue && ctx.T(p - 1).Has(kPossessive) && ctx.Proper(i) && ctx.Is(j, ",") && j - i <= 3)
      noun = nullptr;
    // ("ABC's new Geelong drama puts two bakeries at war": a capital word before a genre
    // noun modifies the noun; the title is elsewhere.)
    if (noun && !cue && j < ctx.size() && ctx.Has(j, kWordWorkNoun) && !ctx.T(j).Has(kCapitalized)) noun = nullptr;
    // ("a show Fox promoted through two months of football": a network, the subject of such
    // a relative clause, with its verb in the past.)
    // (A network's name that is an ordinary word too, "Fox", is no mention here: the table.)
    if (noun && !cue && p == i && j < ctx.size() && (ctx.NetworkAt(i) || (j == i + 1 && ctx.lex.networks.Find(ctx.Tok(i)))) &&
        ctx.T(j).kind == TokenKind::kWord && !ctx.T(j).Has(kCapitalized) && ctx.Lower(j).ends_with("ed"))
      noun = nullptr;
    // "the teen drama Lurline Hodnett created about ...": a person, the subject of a
    // relative clause that leaves out "that", not a title.
    if (noun && !cue && j - i >= 2 && j - i <= 3 && p == i && j < ctx.size()) {
      const Word v = ctx.Lower(j);
      if (v == "created" || v == "co-created" || v == "wrote" || v == "developed" || v == "directed" ||
          v == "produced" || v == "runs" || v == "ran" || v == "writes" || v == "made" || v == "dreamed")
        noun = nullptr;
    }
    if (!cue && noun) cue = noun;
    // "- MOTHBALL (Season Premiere)": a listing's note in brackets after a title in capitals
    // (which may be an English word).
    bool listing_note = false;
    if (!cue && ctx.T(i).Has(kAllCaps) && ctx.Is(j, "("))
      for (size_t k = j + 1; k < ctx.size() && k < j + 6 && !ctx.Is(k, ")"); ++k)
        if (ctx.IsLower(k, "premiere") || ctx.IsLower(k, "finale")) {
          cue = &kSeries;
          listing_note = true;
          break;
        }
    // An apposition that says what it is: "Copper Saints, NBC's firefighter drama, ...",
    // "Lakeshore Rescue, a coast guard drama starring ...".
    bool apposition = false;  // the title's own apposition names its kind ("Hayloft, the new comedy from")
    if (!cue && ctx.Is(j, ",")) apposition = (cue = AppositionNoun(ctx, j + 1)) != nullptr;
    // "The Marlowe Files, which went on a break, will return ...": a title in the title's
    // shape that a sentence of airing is about.
    if (!cue && strong && starts_the && ctx.T(i).Has(kSentenceStart) && SentenceAirs(ctx, ctx.SentenceOf(i)))
      cue = &kSeries;
    // "Saltmarsh returns Friday at 9 p.m. on NBC": a run that opens the sentence, followed
    // at once by a verb of airing, in a sentence that gives a slot. A person's shape is no
    // title: a given name first ("Nora returns ..."), or two words the second of which is
    // no English word ("Jamie Fallon returns ...").
    const bool person_shape = (ctx.Proper(i) && !ctx.Common(i)) || (words == 2 && !ctx.Common(i + 1));
    // An apposition may stand between: "Ferryman's Rest, from creator X, debuts Monday".
    size_t verb_at = j;
    if (ctx.Is(j, ",")) {
      size_t close = j + 1;
      while (close < ctx.size() && close < j + 12 && !ctx.Is(close, ",") && ctx.SentenceOf(close) == ctx.SentenceOf(j))
        ++close;
      if (ctx.Is(close, ",")) verb_at = close + 1;
    }
    // The run may follow a short opening phrase: "As ever, Saltcote airs weeknights ...".
    bool opens = ctx.T(i).Has(kSentenceStart);
    if (!opens && i >= 2 && ctx.Is(i - 1, ",")) {
      const size_t first = ctx.at.sentences[ctx.SentenceOf(i)].first_token;
      opens = first + 5 >= i;
      for (size_t k = first + 1; opens && k + 1 < i; ++k) opens = ctx.T(k).kind == TokenKind::kWord && !ctx.T(k).Has(kCapitalized);
    }
    // "The newcomer Halfmoon Motors will follow at 8:30/7:30c": a new show's title, in an
    // airing sentence.
    if (!cue && p >= 2 && (prev == "newcomer" || prev == "newbie" || prev == "freshman") &&
        ctx.IsLower(p - 2, "the") && verb_at < ctx.size()) {
      const size_t v = ctx.IsLower(verb_at, "will") ? verb_at + 1 : verb_at;
      const Word vw = ctx.Lower(v);
      if ((IsVerbOfAiring(vw) || vw == "follow" || vw == "follows" || vw == "air" || vw == "premiere" ||
           vw == "debut" || vw == "launch" || vw == "launches") &&
          SentenceGivesSlot(ctx, ctx.SentenceOf(i)))
        cue = &kSeries;
    }
    if (!cue && opens && !person_shape && verb_at < ctx.size() &&
        !ctx.T(verb_at).Has(kCapitalized) && (IsVerbOfAiring(ctx.Lower(verb_at)) || MovesToADay(ctx, verb_at)) &&
        ctx.KindOfSentence(ctx.SentenceOf(i)) != ParagraphKind::kHeadline && SentenceGivesSlot(ctx, ctx.SentenceOf(i)))
      cue = &kSeries;
    // "the first two episodes of Saltmarsh", "the Season 2 finale of Foo", "the cast of
    // Foo": what a work's parts are "of" is a work.
    // ("after two seasons of Agaly smiling at him": a person doing something, by the gerund
    // after the name or a name the article gives someone in full.)
    // (Asked only after "of": the name index's look-up cost some 1M instructions a corpus
    // when every run asked it.)
    const auto person_of = [&] {
      return (j < ctx.size() && ctx.T(j).kind == TokenKind::kWord && !ctx.T(j).Has(kCapitalized) &&
              ctx.Lower(j).ends_with("ing")) ||
             (j == i + 1 && ctx.HasFullNameWithPart(ctx.Tok(i)));
    };
    if (!cue && prev == "of" && p >= 2 && !person_of() && !(j < ctx.size() && ctx.T(j).Has(kPossessive))) {
      Word part = ctx.Lower(p - 2);
      if (part == "episodes" || part == "episode" || part == "finale" || part == "premiere" || part == "pilot" ||
          part == "season" || part == "seasons" || part == "cast" || part == "creator" || part == "showrunner" ||
          part == "stars" || part == "writers" || (ctx.T(p - 2).kind == TokenKind::kNumber && p >= 3 &&
                                                    (ctx.IsLower(p - 3, "season") || ctx.IsLower(p - 3, "series"))))
        cue = &kSeries;
    }
    // "its new late-night show, The Small Hours with X, for Monday": a title in apposition
    // to a genre noun.
    if (!cue && prev == "," && p >= 2 && (starts_the || !person_shape) && ctx.Is(j, ","))
      if (const std::string* before = NounBefore(ctx, p - 2)) cue = before;
    // "- 'Pinecastle Plaza' (ABC): series premiere, ...": a title, then its network in
    // brackets, in a list.
    if (!cue && (p < i || !person_shape)) {
      size_t k = j;
      while (k < ctx.size() && ctx.T(k).Has(kQuoteMark)) ++k;
      if (ctx.Is(k, "("))
        if (NetworksInBracket(ctx, k + 1)) cue = &kSeries;
    }
    // "Glimmerdale is a drama on HBO", "Tidewell was a cult comedy": a title that opens
    // its sentence and is said to be a work.
    if (!cue && ctx.T(i).Has(kSentenceStart) && !person_shape && (ctx.IsLower(j, "is") || ctx.IsLower(j, "was")))
      cue = AppositionNoun(ctx, j + 1);
    // In a headline (title case) a role word after a title marks it: "Foo Star X Talks".
    // (In the same line: "Foo Casts X as Y" over a masthead "Showrunner Notes" is no "Y
    // Showrunner".)
    if (!cue && ctx.KindOfSentence(ctx.SentenceOf(i)) == ParagraphKind::kHeadline && j < ctx.size() &&
        ctx.SentenceOf(j) == ctx.SentenceOf(i) && IsRoleCue(ctx, j) && words >= 2)
      cue = &kSeries;
    // A credit in brackets after a person's name: "Tamsin Achebe (The Glass Orchard)".
    if (!cue && prev == "(" && ctx.Is(j, ")") && p >= 2 && ctx.T(p - 2).Has(kCapitalized) &&
        (starts_the || inner_function))
      cue = &kSeries;
    while (marks_before_run < marks.size() && marks[marks_before_run] < i) ++marks_before_run;
    if (!cue && InCreditList(ctx, i, j, marks_before_run)) cue = &kSeries;
    // A streaming list's heading line: "Copper Tide (Tuesday, Nov. 24)".
    if (!cue && ctx.T(i).Has(kSentenceStart)) {
      size_t title_end = 0;
      int season = 0;
      if (DatedHeading(ctx, ctx.SentenceOf(i), &title_end, &season) && title_end == j) cue = &kSeries;
    }
    if (!cue && verdict && !ctx.Common(i)) cue = &kSeries;  // "has canceled Gloamfen"
    // A single word followed by a cue must be a name-like word, not "New season"
    // (unless a network's possessive or a genre noun names it: "Hulu's Sidebar").
    if (words == 1 && ((ctx.Common(i) && !noun && !apposition && !listing_note) || !cue)) {
      i = j - 1;
      continue;
    }
    bool all_non_names = true;
    for (size_t k = i; k < j; ++k)
      all_non_names = all_non_names && (ctx.NonName(k) || IsFunctionWord(ctx.Tok(k)) ||
                                        ctx.T(k).kind == TokenKind::kNumber);
    // "USA Network's Sheriff Drama": a description ending in a genre noun, not a title.
    bool description = false;
    for (size_t k = i + 1; k < j; ++k) description = description || ctx.Has(k, kWordWorkNoun);
    // "Prime Video Has Already Ordered Season 2": a headline's verb phrase, not a title;
    // "SEASON 2: THE WILL": a section heading in capitals, not a title.
    static constexpr std::string_view kVerbStarts[] = {"has", "have", "had", "is", "are", "was", "were",
                                                       "does", "did", "gets", "got"};
    // (The filter first: most runs open with no such verb, and the list's search cost some
    // 120 instructions a run.)
    static constexpr WordFilter kVerbStartsFilter(kVerbStarts);
    bool verb_start = kVerbStartsFilter.MayContain(lower) &&
                      std::find(std::begin(kVerbStarts), std::end(kVerbStarts), std::string_view(lower)) !=
                          std::end(kVerbStarts);
    // Inside a run only the perfect's auxiliary: "This Is Us" is a title.
    for (size_t k = i + 1; k < j && !verb_start; ++k) {
      Word w = ctx.Lower(k);
      verb_start = w == "has" || w == "have" || w == "had";
    }
    bool all_caps = true;
    for (size_t k = i; k < j && all_caps; ++k) all_caps = ctx.T(k).Has(kAllCaps) || ctx.T(k).kind == TokenKind::kNumber;
    // "the ABC's Head of Scripted Production": a job title, not a show; "in Tucson in
    // 1998": a place and a year.
    static constexpr std::string_view kTitleJobs[] = {"head",  "president", "chief",     "director", "controller",
                                                      "vice",  "chair",     "chairman",  "chairwoman", "editor",
                                                      "senior", "commissioner"};
    const bool job_title = j > i + 2 && ctx.IsLower(i + 1, "of") &&
                           std::find(std::begin(kTitleJobs), std::end(kTitleJobs), std::string_view(lower)) !=
                               std::end(kTitleJobs);
    const bool place_and_year = j > i + 2 && ctx.IsLower(j - 2, "in") && ctx.T(j - 1).kind == TokenKind::kNumber &&
                                ctx.Tok(j - 1).size() == 4 && i > 0 && IsPlacePreposition(ctx.Lower(i - 1));
    // ("Netflix's Top 10 this week": a chart; "Fall TV 2027 Premiere Dates": a season of
    // television, not a show.)
    const bool chart = (lower == "top" && i + 1 < j && ctx.T(i + 1).kind == TokenKind::kNumber) ||
                       // ("HBO's East Coast feed": a network's feed, not a title.)
                       ctx.IsLower(j, "feed") || ctx.IsLower(j, "feeds");
    // ("Game 6 of the American League Championship Series", "the World Series": a sports
    // event, not a show.)
    bool sports_event = lower == "world" && ctx.IsLower(j, "series");
    for (size_t k = i; k < j && !sports_event; ++k)
      sports_event = ctx.IsLower(k, "championship") || ctx.IsLower(k, "championships");
    bool tv_year = false;
    for (size_t k = i; k + 1 < j && !tv_year; ++k)
      tv_year = ctx.Tok(k) == "TV" && ctx.T(k + 1).kind == TokenKind::kNumber && ctx.Tok(k + 1).size() == 4;
    if (job_title || place_and_year || chart || tv_year || sports_event) {
      i = j - 1;
      continue;
    }
    // One word in capitals is an acronym ("FBI", "NYPD") unless a genre noun names it and
    // the text writes it so again: a network's press release prints its titles in capitals
    // ("the new firefighting drama EMBERLINE").
    const bool shouted_title = all_caps && words == 1 && (noun || ctx.Is(j, "(")) && ctx.Tok(i).size() >= 4 &&
                               CountMentions(at.text, std::string(ctx.Tok(i))) >= 2;
    // "LANTERNFALL (Two-Hour Season Premiere)": a listing's note in brackets is no title.
    const bool bracket_note = i > 0 && ctx.Is(i - 1, "(") && CueAt(ctx, j) != nullptr && !noun;
    if (all_non_names || description || (!cue && !verb_before) ||
        (ctx.T(i).Has(kAllCaps) && words == 1 && !shouted_title) || verb_start || (all_caps && !cue) || bracket_note) {
      i = j - 1;
      continue;
    }
    // Person-like runs ("Chris Wood") need the title shape or a TV cue word that only
    // titles take.
    if (!strong && cue && (ctx.Lower(j) == "character" || ctx.Lower(j) == "characters" || ctx.Lower(j) == "cast")) {
      i = j - 1;
      continue;
    }
    // ("a brigade in Chukotka and the Omrypkyr family": a name before a family's noun is a
    // surname, and the run no title.)
    if (j < ctx.size() && (ctx.IsLower(j, "family") || ctx.IsLower(j, "clan") || ctx.IsLower(j, "household") ||
                           ctx.IsLower(j, "dynasty") || ctx.IsLower(j, "families"))) {
      i = j - 1;
      continue;
    }
    // "the novel Hoarfrost by Sharmistha Venugopal": a book's author is no part of its title.
    if (cue && (*cue == "book" || *cue == "film"))
      for (size_t k = i + 1; k + 2 < j; ++k)
        if (ctx.IsLower(k, "by") && ctx.T(k + 1).Has(kCapitalized) && ctx.T(k + 2).Has(kCapitalized)) {
          j = k;
          break;
        }
    Candidate c;
    c.name = FoldSpaces(at.text.substr(ctx.T(i).start, ctx.T(j - 1).end - ctx.T(i).start));
    c.type = cue ? *cue : "series";
    c.span = ctx.SentenceSpanOf(i);
    c.strong = strong;
    cands.push_back(c);
    i = j - 1;
  }
}

// The candidates become the works of the document, ctx.works.
// Merge: "Lamplighters" is "The Lamplighters", and a section heading's "COLDHARBOUR" is
// "Coldharbour"; keep the fuller form, and a form in capitals only when there is no other.
void MergeCandidates(DocContext& ctx, const std::vector<Candidate>& cands) {
  // The outlet that published the article is not a work it is about.
  const std::string outlet = ctx.doc.meta.outlet.value_or("");
  for (const auto& c : cands) {
    // ("Kessendale Magazine": nor is the outlet's name before its "Magazine" or "News".)
    if (!outlet.empty() && (c.name == outlet || (outlet.size() > c.name.size() && outlet.starts_with(c.name) &&
                                                 outlet[c.name.size()] == ' ')))
      continue;
    // ('Feb. 24 — "Glasswort," Season 3 finale': a month and a day are a date, not a title.)
    if (const size_t sp = c.name.find(' '); sp != std::string::npos && sp + 1 < c.name.size() &&
                                            c.name.find(' ', sp + 1) == std::string::npos) {
      std::string month = ToLower(std::string_view(c.name).substr(0, sp));
      if (!month.empty() && month.back() == '.') month.pop_back();
      const std::string_view day = std::string_view(c.name).substr(sp + 1);
      if (MonthOf(month) && std::all_of(day.begin(), day.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
        continue;
    }
    WorkMention* found = nullptr;
    const std::string c_key = TitleKey(c.name);
    for (auto& w : ctx.works)
      if (TitleKey(w.name) == c_key) found = &w;
    if (!found) {
      ctx.works.push_back({c.name, c.type, {}, {}, 0, true});
      found = &ctx.works.back();
    } else if (Shouted(found->name) != Shouted(c.name) ? Shouted(found->name)
                                                       : c.name.size() > found->name.size()) {
      found->aliases.push_back(found->name);
      found->name = c.name;
    } else if (c.name != found->name) {
      found->aliases.push_back(c.name);
    }
    found->evidence.push_back(c.span);
    if (found->type == "series" && c.type != "series") found->type = c.type;
  }
}

// The name each work goes by, of the forms the text writes it in; the others stay its
// aliases.
void SettleWorkNames(DocContext& ctx) {
  // A title the article writes only in capitals (a section heading) is named in title
  // case: "THE GOLDCREST" -> "The Goldcrest"; the capitals stay a written form of it.
  for (auto& work : ctx.works)
    if (Shouted(work.name)) {
      work.aliases.push_back(work.name);
      work.name = TitleCase(work.name);
    }
  // "The Foo" or "Foo": the article's own usage decides. "The" belongs to the title
  // when the text never (or seldom) writes the title without it.
  for (auto& work : ctx.works) {
    std::string bare = StripThe(work.name);
    if (bare == work.name) continue;
    int with_the = CountMentions(ctx.at.text, work.name) + CountMentions(ctx.at.text, "the " + bare);
    int total = CountMentions(ctx.at.text, bare);
    if (total - with_the > with_the) {
      work.aliases.push_back(work.name);
      work.name = bare;
    }
  }
  for (auto& work : ctx.works)
    if (std::string written = PossessiveTitle(ctx.at.text, work.name); !written.empty()) {
      work.aliases.push_back(work.name);
      work.name = written;
      // (The quoted “Supper at Okonkwo’s” may be a work already: one fact for the two.)
      for (const auto& other : ctx.works)
        if (&other != &work && other.name == written && other.emit) work.emit = false;
    }
}

// A known title, a colon and a title-case run name a work of their own: a spinoff
// ("Marrowbone: Norfolk"), a film ("Amagiri Express: Night of Fireflies").
void AddSubtitledWorks(DocContext& ctx) {
  std::vector<WorkMention> subtitled;
  // Where a title is followed at once by a colon: the tokens of those colons, found by a
  // search per title (a document holds many colons, few after a title).
  std::vector<std::pair<size_t, const WorkMention*>> colons;
  for (const auto& w : ctx.works) {
    if (!w.emit || w.name.empty()) continue;
    const std::string needle = w.name + ":";
    for (size_t pos = text::Find(ctx.at.text, needle, 0); pos != std::string_view::npos && colons.size() < 64;
         pos = text::Find(ctx.at.text, needle, pos + needle.size())) {
      if (pos > 0 && std::isalnum(static_cast<unsigned char>(ctx.at.text[pos - 1]))) continue;
      const size_t colon_at = pos + w.name.size();
      auto it = std::lower_bound(ctx.at.tokens.begin(), ctx.at.tokens.end(), colon_at,
                                 [](const Token& t, size_t off) { return t.start < off; });
      if (it != ctx.at.tokens.end() && it->start == colon_at) colons.push_back({size_t(it - ctx.at.tokens.begin()), &w});
    }
  }
  for (const auto& [k, base] : colons) {
    if (k == 0 || k + 1 >= ctx.size() || ctx.works.size() + subtitled.size() >= kMaxCandidates) continue;
    const uint32_t s = ctx.SentenceOf(k);
    // ("Saltwater Saints: Friday, Nov. 27": a date after the colon is no subtitle.)
    bool plural_day = false;
    // ("Ironwood: 1962", a prequel named for its year.)
    const bool year = ctx.T(k + 1).kind == TokenKind::kNumber && ctx.Tok(k + 1).size() == 4 &&
                      ctx.Tok(k + 1) >= "1700" && ctx.Tok(k + 1) <= "2199" && ctx.SentenceOf(k + 1) == s;
    if (!year && (ctx.KindOfSentence(s) != ParagraphKind::kStory || ctx.SentenceOf(k + 1) != s ||
                  !ctx.T(k + 1).Has(kCapitalized) || IsCalendarWord(ctx.Lower(k + 1)) ||
                  WeekdayOf(ctx.Tok(k + 1), &plural_day) >= 0 || MonthOf(ctx.Lower(k + 1))))
      continue;
    if (year && ctx.KindOfSentence(s) != ParagraphKind::kStory) continue;
    // ("Kulintang: Limited Series", "Tallow: Season 2", "Ashgrove: Volume 2": a chart's
    // part of the show, no subtitle.)
    if (ChartPartAt(ctx, k + 1) || (ctx.IsLower(k + 1, "volume") && ctx.T(k + 2).kind == TokenKind::kNumber))
      continue;
    const size_t end = year ? k + 2 : TitleRunEnd(ctx, k + 1, ctx.at.sentences[s].end_token);
    if (end <= k + 1 || end - (k + 1) > 6) continue;
    const std::string subtitle = FoldSpaces(ctx.at.Slice(Span{ctx.T(k + 1).start, ctx.T(end - 1).end}));
    const std::string name = base->name + ": " + subtitle;
    // Its kind: a noun in the apposition before it ("A theatrical film, X:") or after it.
    size_t first = k;
    while (first > 0 && ctx.T(first - 1).start >= ctx.T(k).start - base->name.size()) --first;
    std::string type = "series";
    if (first >= 2 && ctx.Is(first - 1, ",") && ctx.Has(first - 2, kWordWorkNoun))
      type = ctx.lex.work_nouns.find(ctx.Lower(first - 2))->second;
    else if (ctx.Is(end, ","))
      if (const std::string* noun = AppositionNoun(ctx, end + 1)) type = *noun;
    bool known = false;
    for (const auto& w : subtitled) known = known || w.name == name;
    for (const auto& w : ctx.works) known = known || w.name == name;
    if (!known) subtitled.push_back({name, type, {base->name + " " + subtitle}, {ctx.SentenceSpanOf(k)}, 0, true});
  }
  for (auto& w : subtitled) ctx.works.push_back(std::move(w));
}

// Mentions, acronyms, and the article's main work: each work's count of mentions (an
// acronym the text uses becomes an alias), and the series named most (ctx.main_work).
void CountMentionsAndMainWork(DocContext& ctx) {
  std::string headline = ctx.doc.meta.title.value_or("");
  int best = -1;
  // (Most articles name no spinoff: one look for the word before a search per work. The
  // tokens are read only when the text holds "spin" or "prequel", which each word has.)
  bool spinoff_text = false;
  const std::string_view lower_text = ctx.LowerText();
  const bool spinoff_letters = FindFrom(lower_text, "spin", 0) != std::string_view::npos ||
                               FindFrom(lower_text, "prequel", 0) != std::string_view::npos;
  for (size_t k = 0; spinoff_letters && k < ctx.size() && !spinoff_text; ++k) {
    const Word w = ctx.Lower(k);
    spinoff_text = w.size() >= 7 && (w[0] == 's' || w[0] == 'p') &&
                   (w == "spinoff" || w == "spin-off" || w == "prequel" || w == "spinoffs");
  }
  const bool spinoff_headline = spinoff_text;  // (the headline's words are the text's too)
  for (size_t w = 0; w < ctx.works.size(); ++w) {
    auto& work = ctx.works[w];
    std::string bare = StripThe(work.name);
    work.mentions = CountMentions(ctx.at.text, bare);
    for (const auto& alias : work.aliases)
      if (Shouted(alias)) work.mentions += CountMentions(ctx.at.text, alias);
    if (bare.find(' ') != std::string::npos) {
      std::string acro = Acronym(bare);
      if (acro.size() >= 3 && CountMentions(ctx.at.text, acro) > 0) {
        work.aliases.push_back(acro);
        work.mentions += CountMentions(ctx.at.text, acro);
      }
    }
    if (!headline.empty() && CountMentions(headline, bare) > 0) work.mentions += 3;
    // An article about a spinoff names its parent as often: the spinoff is its subject
    // ("'Harbor Lights' Spinoff 'Lantern Row' Ordered", "Lantern Row, a spinoff of ...").
    if ((spinoff_text && IsNamedSpinoff(ctx.at.text, bare, ctx.works)) ||
        (spinoff_headline && IsNamedSpinoff(headline, bare, ctx.works)))
      work.mentions += 4;
    if (work.type == "series" && (best < 0 || work.mentions > ctx.works[static_cast<size_t>(best)].mentions))
      best = static_cast<int>(w);
  }
  ctx.main_work = best;
}

// Mask every mention so that title words are not read as names. A host's show is the
// exception: in "Nightcap with Efua Mahlaba" the name after "with" stays a person's.
void MaskMentions(DocContext& ctx) {
  const auto& at = ctx.at;
  for (const auto& work : ctx.works) {
    std::vector<std::string> forms{StripThe(work.name)};
    for (const auto& a : work.aliases) forms.push_back(StripThe(a));
    for (const auto& form : forms) {
      size_t host = form.find(" with ");
      const size_t masked_length = host != std::string::npos && form.find(' ', host + 6) != std::string::npos &&
                                           form[host + 6] >= 'A' && form[host + 6] <= 'Z'
                                       ? host
                                       : form.size();
      size_t pos = 0;
      while ((pos = FindFrom(ctx.at.text, form, pos)) != std::string_view::npos) {
        size_t end = pos + masked_length;
        auto it = std::lower_bound(at.tokens.begin(), at.tokens.end(), pos,
                                   [](const Token& t, size_t off) { return t.start < off; });
        const size_t first = static_cast<size_t>(it - at.tokens.begin());
        // "Olympia Verbeek as Eglantine Harrowfield": a one-word title right after a given
        // name is the family's name that the show is called after, not the show.
        const bool surname = form.find(' ') == std::string::npos && first > 0 && first < at.tokens.size() &&
                             !at.tokens[first].Has(kSentenceStart) && at.tokens[first - 1].kind == TokenKind::kWord &&
                             at.tokens[first - 1].Has(kCapitalized) && !at.tokens[first - 1].Has(kQuoteMark) &&
                             !ctx.masked[first - 1] && !ctx.NonName(first - 1) &&
                             ctx.SentenceOf(first - 1) == ctx.SentenceOf(first) &&
                             at.tokens[first - 1].end + 1 == at.tokens[first].start;
        for (size_t k = first; !surname && k < at.tokens.size() && at.tokens[k].end <= end; ++k) ctx.masked[k] = 1;
        pos += form.size();
      }
    }
  }
}

}  // namespace

void FindWorks(DocContext& ctx) {
  std::vector<Candidate> cands;
  std::vector<uint32_t> quoting_headlines;  // headline paragraphs that quote a title
  std::vector<size_t> quoted_title_starts;  // the first tokens of quoted titles taken, in order
  std::vector<size_t> quoted_title_limits;  // and the ends of their quotations
  std::vector<std::string> banners;          // programming banners ("Holiday Hearth" stunt): no works
  AddQuotedTitles(ctx, cands, quoting_headlines, quoted_title_starts, quoted_title_limits, banners);
  AddShoutedHeadings(ctx, cands);
  AddTitleCaseRuns(ctx, quoting_headlines, quoted_title_starts, quoted_title_limits, cands);
  // A real article names a handful of works; a flood of candidates is noise, and each
  // candidate costs a pass over the text below. Keep the first ones.
  if (!banners.empty())
    std::erase_if(cands, [&](const Candidate& c) {
      return std::find(banners.begin(), banners.end(), c.name) != banners.end();
    });
  if (cands.size() > kMaxCandidates) cands.resize(kMaxCandidates);
  MergeCandidates(ctx, cands);
  SettleWorkNames(ctx);
  AddSubtitledWorks(ctx);
  CountMentionsAndMainWork(ctx);
  MaskMentions(ctx);
}

void ExtractWorks(const DocContext& ctx, std::vector<Fact>* out) {
  for (const auto& w : ctx.works) {
    if (!w.emit) continue;
    // (Built in place: a Fact moved into the list costs some 730 instructions.)
    Fact& f = out->emplace_back();
    f.kind = FactKind::kWork;
    f.name = w.name;
    f.type = w.type;
    if (!w.evidence.empty()) f.evidence.push_back(w.evidence.front());
    f.confidence = w.mentions >= 2 ? 0.9 : 0.7;
  }
}

}  // namespace showgraph::extract
