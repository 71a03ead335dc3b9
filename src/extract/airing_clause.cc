// airing, one clause: ReadClause reads a clause of a sentence - its network, days, dates,
// times, season and occasion - and adds the airings it states. The document walk
// (airing.cc) cuts the sentences into clauses and hands each one here, with what the
// sentence and the article around it say.
#include <algorithm>

#include "extract/airing_internal.h"
#include "extract/airing_occasion.h"
#include "text/chars.h"
#include "text/search.h"

namespace showgraph::extract {

namespace {

// A clause up to the show it follows or replaces ("... following Sousa", "taking over
// the "Ironwood" time slot"), which is not the one that airs.
std::string_view BeforeLeadIn(std::string_view text) {
  size_t cut = text::Find(text, " following ");
  for (std::string_view lead : {" taking over ", " replacing ", " in place of "}) cut = std::min(cut, text::Find(text, lead));
  return text.substr(0, cut);
}

// Whether `work` stands in a relative clause of someone's past ("X, who spent six seasons on
// "Foo," joins ..."): the clause opens with ", who" and a verb of the past before the title.
bool PastCreditClause(std::string_view sentence, const std::string& work) {
  const size_t at = sentence.find(work);
  if (at == std::string_view::npos) return false;
  const size_t who = sentence.rfind(", who ", at);
  if (who == std::string_view::npos || sentence.substr(who + 6, at - who - 6).find(',') != std::string_view::npos)
    return false;
  const std::string_view clause = sentence.substr(who + 6, at - who - 6);
  for (std::string_view verb : {" spent ", " starred ", " played ", " appeared ", " was ", " worked "})
    if (clause.starts_with(verb.substr(1)) || clause.find(verb) != std::string_view::npos) return true;
  return false;
}

// Whether `work` stands inside brackets of its own with a word or two before it, as a
// person's credit: "(Hulu's The Understudy Room)", "(HBO's Vellmoor)".
bool BracketedCredit(std::string_view sentence, const std::string& work) {
  const size_t at = sentence.find(work);
  if (at == std::string_view::npos) return false;
  const size_t open = sentence.rfind('(', at);
  if (open == std::string_view::npos || at - open > 24 || sentence.substr(open, at - open).find(')') != std::string_view::npos)
    return false;
  const size_t after = at + work.size();
  return after < sentence.size() && sentence.substr(after, 3).find(')') != std::string_view::npos;
}

}  // namespace

std::string WorkOfSentencesBefore(const DocContext& ctx, uint32_t s, bool with_s) {
  const uint32_t paragraph = ctx.at.sentences[s].paragraph;
  uint32_t k = with_s ? s + 1 : s;
  for (; k-- > 0 && k + 4 > s && ctx.at.sentences[k].paragraph == paragraph;)
    if (std::string w = FirstWorkIn(ctx, BeforeLeadIn(ctx.at.Slice(ctx.at.sentences[k].span))); !w.empty()) {
      // (An episode's title in a sentence before is no work of this one's airing: "who wrote
      // "Smokehouse," the third-season episode ... The set ends with the series finale".)
      if (k != s)
        if (const WorkMention* m = ctx.WorkNamed(w); m && m->type == "other") continue;
      // (Nor an actor's past credit in a relative clause: "Pinckaers, who spent six seasons
      // on the Dutch police series "Maasbracht," joins the cast. The second season premieres
      // Jan. 12.")
      if (k != s && PastCreditClause(ctx.at.Slice(ctx.at.sentences[k].span), w)) continue;
      // (Nor a credit in brackets after a name: "showrunner Priya Castellanos (Hulu's The
      // Understudy Room). The series is expected to debut on Netflix in 2026.")
      if (k != s && BracketedCredit(ctx.at.Slice(ctx.at.sentences[k].span), w)) continue;
      return w;
    }
  // A listing's entry line heads the paragraph under it ('"Greyfriars Wynd" marathon,
  // noon ET, BBC America' over "Catch up before the new series: ..."): a paragraph of one
  // line without a final period.
  if (k < ctx.at.sentences.size() && k + 1 <= s && ctx.at.sentences[k].paragraph + 1 == paragraph &&
      ctx.WholeParagraph(k)) {
    const Sentence& line = ctx.at.sentences[k];
    if (line.end_token > line.first_token && !ctx.Is(line.end_token - 1, ".") && !ctx.Is(line.end_token - 1, "?"))
      return FirstWorkIn(ctx, ctx.at.Slice(line.span));
    // (So does a reader's question over its answer, in a mailbag: 'Where did "Cold Spring"
    // go?' over "... the thriller returns Monday, Feb. 23".)
    if (line.end_token > line.first_token && ctx.Is(line.end_token - 1, "?"))
      if (std::string w = FirstWorkIn(ctx, ctx.at.Slice(line.span)); !w.empty()) return w;
  }
  // (A long answer names no title in its last sentences either: the question over it, past
  // the answer's first sentence, still names the work.)
  // (The question may run on a sentence or two: 'Is there any hope for Dellie and Lanny on
  // "Tylerton"? Two seasons of them not speaking is a lot.')
  if (k < ctx.at.sentences.size() && ctx.at.sentences[k].paragraph == paragraph) {
    uint32_t q = k;
    while (q > 0 && ctx.at.sentences[q].paragraph == paragraph) --q;
    uint32_t opens = q;  // the question paragraph's first sentence
    while (opens > 0 && opens + 3 > q && ctx.at.sentences[opens - 1].paragraph == ctx.at.sentences[q].paragraph) --opens;
    if (opens != q && ctx.at.sentences[opens].paragraph == ctx.at.sentences[q].paragraph && ctx.OpensParagraph(opens) &&
        ctx.at.sentences[opens].end_token > ctx.at.sentences[opens].first_token &&
        ctx.Is(ctx.at.sentences[opens].end_token - 1, "?"))
      q = opens;
    if (ctx.at.sentences[q].paragraph + 1 == paragraph && (ctx.WholeParagraph(q) || q == opens)) {
      const Sentence& line = ctx.at.sentences[q];
      if (line.end_token > line.first_token && ctx.Is(line.end_token - 1, "?")) {
        // (Only when the answer names no title before the clause: its own would come first.)
        bool titled = false;
        for (uint32_t m = q + 1; m <= k && !titled; ++m) titled = !FirstWorkIn(ctx, ctx.at.Slice(ctx.at.sentences[m].span)).empty();
        if (!titled)
          if (std::string w = FirstWorkIn(ctx, ctx.at.Slice(line.span)); !w.empty()) return w;
      }
    }
  }
  return {};
}

namespace {

// An awards night's word: "the Gildmark Awards", "the ceremony", "the gala".
bool IsCeremonyWord(Word w) {
  return w == "awards" || w == "ceremony" || w == "gala" || w == "emmys" || w == "globes" || w == "telecast";
}

// The work a clause airs: the one it names first; else its sentence's; else, when the
// sentence names none ("The first two episodes will also air on NBC"), the work of the
// sentences before it in the paragraph; else the work of the section's heading; else the
// article's main work.
std::string WorkOfSentence(const DocContext& ctx, Span clause, const std::string& section_work) {
  const std::string_view text = ctx.at.Slice(clause);
  // ""Black Knot," Tuesday's episode of Greengage, which airs ...": the work an episode
  // is "of", before the episode's own title.
  for (std::string_view part : {"episode of ", "episodes of ", "finale of ", "premiere of "})
    if (size_t at = text::Find(text, part); at != std::string_view::npos)
      if (std::string w = FirstWorkIn(ctx, text.substr(at + part.size())); !w.empty()) return w;
  // "and will air Wednesdays at 8:30 following Sousa": the show after "following" is
  // the lead-in, not the one that airs.
  // ("It will premiere Tuesday, taking over the "Ironwood" time slot": the show it replaces
  // is not it either.)
  const std::string_view own = BeforeLeadIn(text);
  const size_t lead_in = own.size() < text.size() ? own.size() : std::string_view::npos;
  if (std::string w = FirstWorkIn(ctx, own); !w.empty()) return w;
  uint32_t s = ctx.at.SentenceAt(clause.start);
  if (s < ctx.at.sentences.size()) {
    const std::string_view sentence = ctx.at.Slice(ctx.at.sentences[s].span);
    // "..., and the freshman drama Counsel takes the 9 p.m. slot. It premieres Tuesday":
    // "It" opening a sentence is the work of the last clause before, named last.
    if (s > 0 && sentence.starts_with("It ") && ctx.at.sentences[s - 1].paragraph == ctx.at.sentences[s].paragraph) {
      const std::string_view before = ctx.at.Slice(ctx.at.sentences[s - 1].span);
      if (text::Find(before, ", and ") != std::string_view::npos)
        if (std::string w = LastWorkIn(ctx, before); !w.empty()) return w;
    }
    // ('Where Netflix's "Nordlysid" dropped all its episodes, "Hvalvagur" takes its time, and
    // FX is releasing it accordingly: two episodes on Tuesday': "it" in a later clause is the
    // work named last before the clause.)
    const Span sent_span = ctx.at.sentences[s].span;
    if (clause.start > sent_span.start + 2 && lead_in == std::string_view::npos) {
      const std::string_view own_lower = text;
      bool pronoun = false;
      for (size_t at = 0; at + 3 < own_lower.size() && !pronoun; ++at)
        pronoun = (at == 0 || own_lower[at - 1] == ' ') &&
                  (own_lower.substr(at, 3) == "it " || own_lower.substr(at, 4) == "its " || own_lower.substr(at, 3) == "it:" ||
                   own_lower.substr(at, 3) == "it,");
      if (pronoun)
        if (std::string w = LastWorkIn(ctx, sentence.substr(0, clause.start - sent_span.start)); !w.empty()) return w;
    }
    if (lead_in != std::string_view::npos)  // the sentence's own work, named before the lead-in
      if (std::string w = FirstWorkIn(ctx, BeforeLeadIn(sentence)); !w.empty())
        return w;
    if (std::string w = WorkOfSentencesBefore(ctx, s, /*with_s=*/lead_in == std::string_view::npos); !w.empty())
      return w;
  }
  return section_work.empty() ? ctx.MainWork() : section_work;
}

// Whether the paragraph of token i names `network` before it.
bool NamedInParagraphBefore(const DocContext& ctx, const std::string& network, size_t i) {
  const uint32_t paragraph = ctx.at.sentences[ctx.SentenceOf(i)].paragraph;
  for (const NetworkMention& n : ctx.networks)
    if (n.first < i && n.name == network && ctx.at.sentences[ctx.SentenceOf(n.first)].paragraph == paragraph)
      return true;
  return false;
}

// The article recaps an episode: its headline says so ("'Foo' Recap, Season 3, Episode 8").
bool IsRecap(const DocContext& ctx) {
  if (!ctx.doc.meta.title) return false;
  const std::string title = ToLower(*ctx.doc.meta.title);
  return Contains(title, "recap");
}

// "Monday-through-Thursday", "Monday through Friday": a range of weekdays at token i.
bool IsWeekdayRange(const DocContext& ctx, size_t i) {
  Word w = ctx.Tok(i);
  bool plural = false;
  if (size_t dash = w.find("-through-"); dash != std::string_view::npos)
    return WeekdayOf(w.substr(0, dash), &plural) >= 0 && WeekdayOf(w.substr(dash + 9), &plural) >= 0;
  // ("Monday through Friday", "Monday thru Thursday", "Monday to Saturday")
  bool last_plural = false;
  if (WeekdayOf(w, &plural) < 0 || WeekdayOf(ctx.Tok(i + 2), &last_plural) < 0) return false;
  if (ctx.IsLower(i + 1, "through") || ctx.IsLower(i + 1, "thru")) return true;
  // (Not a move, "from Tuesday to Friday": "to" makes a range only of single days with no
  // "from" before them.)
  return ctx.IsLower(i + 1, "to") && i > 0 && !ctx.IsLower(i - 1, "from") && !plural && !last_plural;
}

// "2027", not "9/8c": four digits.
bool IsYear(Word w) {
  return w.size() == 4 && std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// The sentence `s`, or the one before it in its paragraph, looks to "next week".
bool SaysNextWeek(const DocContext& ctx, uint32_t s) {
  for (uint32_t k = s; k + 2 > s && k < ctx.at.sentences.size(); --k) {
    if (ctx.at.sentences[k].paragraph != ctx.at.sentences[s].paragraph) break;
    const Sentence& ks = ctx.at.sentences[k];
    for (size_t i = ks.first_token; i + 1 < ks.end_token; ++i)
      if (ctx.IsLower(i, "next") && ctx.IsLower(i + 1, "week")) return true;
    if (k == 0) break;
  }
  return false;
}

// The date of `weekday` in the week (Monday to Sunday) after the one of `published`;
// `fallback` when the date does not parse.
std::string DayOfNextWeek(const std::string& published, int weekday, const std::string& fallback) {
  int y, m, d;
  if (!ParseIsoDate(published, &y, &m, &d)) return fallback;
  const int to_monday = (1 - DayOfWeek(y, m, d) + 7) % 7;
  const int shift = (to_monday == 0 ? 7 : to_monday) + (weekday + 6) % 7;  // (Monday is 0 days in)
  const std::string date = IsoDateShifted(y, m, d, shift);
  return date.empty() ? fallback : date;
}

// "released [all eight episodes of the fourth season]", "released the second season":
// what a service releases from token k on is episodes or a season, not a trailer or news.
// "The second, which Netflix released all at once on Friday", "the season, which the
// streamer released": "released" (at i) of a season or episodes a relative clause names.
bool ReleasedWhichAre(const DocContext& ctx, size_t first, size_t i) {
  for (size_t k = i; k-- > first && k + 5 > i;) {
    if (!ctx.IsLower(k, "which")) continue;
    size_t before = k;
    if (before > first && ctx.Is(before - 1, ",")) --before;
    if (before == first) return false;
    // ("The second, which ...": the ordinal opens the clause; not "The trailer for the third,
    // which ...")
    if (WordNumber(ctx.Lower(before - 1)) > 1 && before >= first + 2 && before - 2 == first &&
        ctx.IsLower(first, "the"))
      return true;
    // ('The second season of "Late City," which Netflix released': the season or episodes a
    // few words before.)
    for (size_t m = before; m-- > first && m + 8 > before;) {
      const Word w = ctx.Lower(m);
      if (w == "season" || w == "episodes" || w == "installment" || w == "installments") return true;
    }
    return false;
  }
  return false;
}

// "the streamer adds the rest of the first season on Friday", "adds two episodes": a
// service adding episodes airs them (not "adds Mara Quint to the cast for season two").
bool AddsEpisodes(const DocContext& ctx, size_t k, size_t stop) {
  for (size_t m = k; m < stop && m < k + 7; ++m) {
    const Word w = ctx.Lower(m);
    if (w == "episodes" || w == "episode" || w == "season" || w == "installments") return true;
    if (ctx.T(m).Has(kCapitalized) || ctx.T(m).kind == TokenKind::kPunct || w == "to") return false;
  }
  return false;
}

bool ReleasesEpisodes(const DocContext& ctx, size_t k, size_t stop) {
  for (size_t m = k; m < stop && m < k + 8; ++m) {
    const Word w = ctx.Lower(m);
    if (w == "episodes" || w == "episode" || w == "season" || w == "installment" || w == "installments" ||
        w == "series")
      return true;
    if (w == "trailer" || w == "teaser" || w == "look" || w == "poster" || w == "date" || w == "statement" ||
        w == "photos" || w == "images" || w == "footage" || w == "clip" || w == "details" || w == "schedule" ||
        ctx.Is(m, ",") || ctx.Is(m, "."))
      return false;
  }
  return false;
}

struct HolidayDate {
  int month = 0, day = 0;
};

// The date a holiday's name at token i stands for: "Christmas Eve", "Christmas Day",
// "New Year's Eve", "Halloween", "Valentine's Day", "Thanksgiving Day" (the fourth Thursday
// of November, in the year of publication); none for anything else.
HolidayDate HolidayAt(const DocContext& ctx, size_t i) {
  const Word w = ctx.Lower(i);
  const Word next = ctx.Lower(i + 1);
  const bool day_or_night = next == "day" || next == "night";
  if (w == "christmas") {
    if (next == "eve") return {12, 24};
    if (next == "day" || (i > 0 && ctx.IsLower(i - 1, "on") && !ctx.T(i + 1).Has(kCapitalized))) return {12, 25};
  }
  if (w == "halloween") return {10, 31};
  if (w == "valentine" && ctx.T(i).Has(kPossessive) && next == "day") return {2, 14};
  if (w == "year" && ctx.T(i).Has(kPossessive) && i > 0 && ctx.IsLower(i - 1, "new")) {
    if (next == "eve") return {12, 31};
    if (next == "day") return {1, 1};
  }
  if (w == "thanksgiving" && (day_or_night || (i > 0 && ctx.IsLower(i - 1, "on"))) && ctx.doc.meta.published) {
    int y, m, d;
    if (!ParseIsoDate(*ctx.doc.meta.published, &y, &m, &d)) return {};
    const int first_thursday = 1 + (4 - DayOfWeek(y, 11, 1) + 7) % 7;
    return {11, first_thursday + 21};
  }
  return {};
}

// "will return", "is set to premiere", "premieres", "will be back": a start the clause puts
// ahead, with no past start ("debuted", "returned") and no denial in it.
bool StartAhead(const DocContext& ctx, size_t first, size_t stop) {
  bool ahead = false, renewed = false;
  for (size_t k = first; k < stop; ++k) {
    const Word w = ctx.Lower(k);
    if (w == "premiered" || w == "returned" || w == "debuted" || w == "launched" || w == "began" || w == "aired" ||
        w == "not" || w == "never" || w == "won't")
      return false;
    // ("HBO renewed the Western for a fourth season, which will return in January": the
    // season a renewal names may return; a renewal alone airs nothing.)
    if (w == "renewed") renewed = true;
    if (w == "which" && renewed) renewed = ahead = false;
    const Word before = k > first ? ctx.Lower(k - 1) : Word();
    const bool base = w == "premiere" || w == "return" || w == "debut" || w == "launch";
    ahead = ahead || w == "premieres" || w == "returns" || w == "debuts" || w == "launches" ||
            (base && (before == "will" || before == "to")) || (w == "back" && before == "be");
  }
  return ahead && !renewed;
}

// A time of year or a year, with no month or day: "in the fall", "next fall", "this spring",
// "early next year", "in 2027", "in autumn 2027".
bool VagueTimeIn(const DocContext& ctx, size_t first, size_t stop) {
  for (size_t k = first + 1; k < stop; ++k) {
    const Word w = ctx.Lower(k);
    const bool season_of_year = w == "fall" || w == "spring" || w == "summer" || w == "winter" || w == "autumn";
    const Word before = ctx.Lower(k - 1);
    if ((season_of_year || w == "year") && (before == "next" || before == "this" || before == "the" ||
                                            (season_of_year && before == "in")))
      return w != "year" || before != "the";
    if (ctx.T(k).kind == TokenKind::kNumber && ctx.Tok(k).size() == 4 && (before == "in" || season_of_year) &&
        (ctx.Tok(k).starts_with("20")))
      return true;
  }
  return false;
}

// A month or a single weekday later in the sentence of token `i` ("..., which is 11:30 a.m.
// Central, starting Monday, March 2").
bool DayNamedAfter(const DocContext& ctx, size_t i) {
  const size_t end = ctx.at.sentences[ctx.SentenceOf(i)].end_token;
  for (size_t k = i + 1; k < end; ++k) {
    bool plural = false;
    if ((ctx.T(k).Has(kCapitalized) && MonthOf(ctx.Lower(k))) || (WeekdayOf(ctx.Tok(k), &plural) >= 0 && !plural))
      return true;
  }
  return false;
}

// "premieres", "debuts", "launches" among the clause's words.
bool ClauseHasPremiereVerb(const DocContext& ctx, size_t first, size_t stop) {
  for (size_t k = first; k < stop; ++k) {
    const Word w = ctx.Lower(k);
    if (w == "premieres" || w == "debuts" || w == "launches" || w == "premiere" || w == "debut") return true;
  }
  return false;
}

// Whether the clause's opening says it airs something, with no airing verb of its own:
// the run after a premiere, a title back for a season, a run's end up to its finale, a
// day and time or a date leading the sentence, a title on a night the clause before named.
bool OpensAsAnAiring(const DocContext& ctx, size_t first, size_t stop, int carried_day) {
  // "..., followed by a new episode every Wednesday": the run after a premiere, cut off
  // as a clause of its own, airs like the clause before it.
  if (ctx.IsLower(first, "followed") && ctx.IsLower(first + 1, "by")) return true;
  // ('and Fox's "Tinplate," back for its second': a title's apposition says it returns.)
  for (size_t k = first + 1; k + 2 < stop && k < first + 12; ++k) {
    if (!ctx.IsLower(k, "back") || !ctx.IsLower(k + 1, "for")) continue;
    size_t b = k;
    bool comma = false;
    while (b > first && (ctx.Is(b - 1, ",") || ctx.T(b - 1).Has(kQuoteMark))) comma = comma || ctx.Is(--b, ",");
    if (comma && b > first && ctx.masked[b - 1]) return true;
  }
  if (ctx.IsLower(first, "with") && ctx.IsLower(first + 1, "the") && first > 0 && ctx.Is(first - 1, ",")) return true;
  if (IsRunEnd(ctx.Lower(first)) && FinaleWithin(ctx, first + 1, stop)) return true;
  if (OpensWithDayAndTime(ctx, first) || OpensWithDateColon(ctx, first) || DatedEpisodeLine(ctx, ctx.SentenceOf(first)))
    return true;
  // ('... airs Mondays at 8/7c and "Haybarn" at 8:30/7:30c': a title and its time on the
  // night the clause before names, whose verb it shares.)
  return carried_day >= 0 && (ctx.T(first).Has(kQuoteMark) || ctx.masked[first]);
}

// "Netflix has pushed the third season from Friday, Nov. 12, to Friday, Jan. 21, 2028":
// the date it is moved from is no airing; the one it is moved to is. The tokens of a move's
// "from" and "to" in [first, stop) as *from and *to; both left 0 when there is none.
void FindMoveFromTo(const DocContext& ctx, size_t first, size_t stop, size_t* from, size_t* to) {
  size_t& old_from = *from;
  size_t& old_to = *to;
  for (size_t k = first + 1; k + 3 < stop && old_to == 0; ++k) {
    const Word v = ctx.Lower(k);
    if (v != "pushed" && v != "moved" && v != "delayed" && v != "postponed" && v != "bumped" && v != "shifted" &&
        v != "pushes" && v != "moves" && v != "delays" && v != "moving" && v != "shifting" && v != "shifts")
      continue;
    // ('CBS has moved the two-hour third-season finale of its palace drama "The Achadu" from
    // Jan. 30 to Sunday, Feb. 6': a long object before "from".)
    for (size_t f = k + 1; f + 2 < stop && f < k + 18 && old_to == 0; ++f) {
      if (!ctx.IsLower(f, "from")) continue;
      // (Not a slot: "moves from Tuesdays at 9/8c to Thursdays" keeps the old one, a slot
      // that was.)
      bool plural = false;
      const bool dated_from =
          MonthOf(ctx.Lower(f + 1)) || (WeekdayOf(ctx.Tok(f + 1), &plural) >= 0 && !plural);
      // ("moves up from 12:37 a.m. to 11:35 p.m.": the hour it leaves, likewise.)
      const bool timed_from = ctx.T(f + 1).kind == TokenKind::kNumber;
      for (size_t t = f + 2; (dated_from || timed_from) && t + 1 < stop && t < f + 8; ++t)
        if (ctx.IsLower(t, "to") &&
            (dated_from ? MonthOf(ctx.Lower(t + 1)) || (WeekdayOf(ctx.Tok(t + 1), &plural) >= 0 && !plural)
                        : ctx.T(t + 1).kind == TokenKind::kNumber)) {
          old_from = f;
          old_to = t;
          break;
        }
    }
  }
}

// Whether the word at token i (`lower`) says the clause tells of no airing: one that was
// only meant, a plan that fell through, a screening, a death, a deal, a party, news
// coverage, a show leaving a service. (Forced inline: ReadClause asks it of every token
// of every clause.)
[[gnu::always_inline]] inline bool TellsNoAiringAt(const DocContext& ctx, size_t first, size_t stop, size_t i,
                                                   Word lower) {
  // ("the episode that was meant to air on Jan. 30 has not been rescheduled": an airing
  // that was only intended.)
  if ((lower == "meant" || lower == "supposed") && ctx.IsLower(i + 1, "to") &&
      (ctx.IsLower(i + 2, "air") || ctx.IsLower(i + 2, "premiere") || ctx.IsLower(i + 2, "run")))
    return true;
  // ("Its third season was set to open Jan. 9, but post-production fell behind": a plan
  // the past tense and a "but" after it say fell through.)
  if (lower == "set" && i > first && (ctx.IsLower(i - 1, "was") || ctx.IsLower(i - 1, "were")) &&
      ctx.IsLower(i + 1, "to") && IsAiringVerbAt(ctx, i + 2)) {
    bool but = false;
    for (size_t k = i + 3; k < stop && k < i + 16 && !but; ++k) but = ctx.IsLower(k, "but");
    if (but) return true;
  }
  // ("said at a preview screening in London on Tuesday", "screened at the Edinburgh TV
  // Festival on 26 August": a screening for an audience is no airing.)
  // (Not where the screening is only where the date was told: "will premiere on Sunday,
  // May 5, at 9 p.m. ET/PT, the network said Monday at a screening of the first episode".)
  if (lower == "screening" || lower == "screenings" || lower == "festival" ||
      (lower == "screened" && ctx.IsLower(i + 1, "at"))) {
    size_t said = i;
    for (size_t k = first; k < i && said == i; ++k)
      if (ctx.IsLower(k, "said") || ctx.IsLower(k, "announced")) said = k;
    bool told_before = false;
    for (size_t k = first; k < said && !told_before; ++k) told_before = ctx.T(k).kind == TokenKind::kNumber;
    if (said == i || !told_before) return true;
  }
  // ("Peacock will screen the finale for fans at Lowell Memorial Auditorium", "We will
  // preview the premiere at the Crossville library on Tuesday": a showing to an audience in
  // a place is no airing.)
  if ((lower == "screen" || lower == "screens" || lower == "preview" || lower == "previews") && i > first &&
      (ctx.IsLower(i - 1, "will") || ctx.IsLower(i - 1, "to") || lower.ends_with("s")))
    for (size_t k = i + 1; k + 1 < stop && k < i + 10; ++k)
      if ((ctx.IsLower(k, "at") || (ctx.IsLower(k, "for") && ctx.IsLower(k + 1, "fans"))) &&
          (ctx.IsLower(k + 1, "the") || ctx.IsLower(k + 1, "fans") || ctx.T(k + 1).Has(kCapitalized)))
        return true;
  // ("X, who created the CBS family drama "Moko Jumbie," died on Sunday at her home": an
  // obituary's day of death is no airing.)
  if ((lower == "died" || lower == "dies") && i > first && i + 2 < stop &&
      (ctx.IsLower(i + 1, "on") || [&] {
        bool plural = false;
        return WeekdayInAnyCase(ctx, i + 1, &plural) >= 0;
      }()))
    return true;
  // ("Bascome Media agreed on Tuesday to buy Flatts Road Pictures, the studio that makes
  // Hulu's "Telkeppe"": a deal's day is no airing.)
  if ((lower == "buy" || lower == "acquire") && i > first && ctx.IsLower(i - 1, "to")) return true;
  // ("a premiere party for the cast is planned for Taipei on Saturday": an event, no airing.)
  if ((lower == "party" || lower == "parties" || lower == "gala") && i > first &&
      (ctx.IsLower(i - 1, "premiere") || ctx.IsLower(i - 1, "launch") || ctx.IsLower(i - 1, "finale") ||
       ctx.IsLower(i - 1, "viewing") || ctx.IsLower(i - 1, "watch")))
    return true;
  // ("The network will begin live coverage at 7 p.m. ET on Tuesday, Nov. 7": news
  // coverage is no show's airing.)
  if (lower == "coverage" && i > first && (ctx.IsLower(i - 1, "live") || ctx.IsLower(i - 1, "election") ||
                                           ctx.IsLower(i - 1, "news") || ctx.IsLower(i - 1, "its") ||
                                           ctx.IsLower(i - 1, "special")))
    return true;
  // ("all four seasons of "Reiga" leave Netflix on Oct. 31": a show leaving a service is
  // no airing.)
  if ((lower == "leave" || lower == "leaves" || lower == "leaving") && i + 1 < stop && ctx.NetworkAt(i + 1)) return true;
  return false;
}

// Whether the word at token i (`lower`) says the clause airs something: an airing verb,
// a season's end, the final episode, an episode's day, episodes that follow, a weekly
// run. (Forced inline: ReadClause asks it of every token of every clause.)
[[gnu::always_inline]] inline bool CueWordAt(const DocContext& ctx, size_t first, size_t stop, size_t i, Word lower) {
  if (IsAiringVerbAt(ctx, i) || SeasonEndsAt(ctx, i)) return true;
  // ("and new episodes follow on Thursdays", "a new episode follows every Thursday")
  // ("and the final episode is set for Dec. 13": the last episode's date.)
  if (lower == "episode" && i > first && (ctx.IsLower(i - 1, "final") || ctx.IsLower(i - 1, "last"))) return true;
  if (EpisodeIsOnDay(ctx, i)) return true;
  if ((lower == "follow" || lower == "follows") && EpisodesFollowAt(ctx, first, i)) return true;
  // ("then new ones weekly on Wednesdays", "then one a week on Fridays", "then adds one
  // every Tuesday": a weekly run after a first drop.)
  if (i + 2 < stop && ((lower == "weekly" && ctx.IsLower(i + 1, "on")) ||
                       (lower == "week" && ctx.IsLower(i - 1, "a") && ctx.IsLower(i + 1, "on")))) {
    bool plural = false;
    if (WeekdayOf(ctx.Tok(i + 2), &plural) >= 0) return true;
  }
  if (lower == "every" && i > first + 1 && i + 1 < stop &&
      (ctx.IsLower(i - 1, "one") || ctx.IsLower(i - 1, "ones") ||
       (ctx.IsLower(i - 1, "episode") && ctx.IsLower(i - 2, "one")))) {
    bool plural = false;
    if (WeekdayOf(ctx.Tok(i + 1), &plural) >= 0 && !plural) return true;
  }
  return false;
}

// The season a clause that names none is about, as the text around it says: a listing
// entry's lead, the sentence before, an earlier clause of its sentence, a column item's
// opening line, the subject before a relative clause; 0 when none does.
int SeasonAroundClause(const DocContext& ctx, size_t first, size_t stop, const Sentence* lead) {
  // A listing entry's lead ("Foo, Season 1 finale (The CW).") says which season and
  // occasion the entry's sentences are about.
  if (lead)
    if (const int n = FirstSeasonIn(ctx, *lead)) return n;
  // "... will recur in the third season of X. The season premieres Thursday": "the
  // season" is the one the sentence before names, in the same paragraph.
  if (ctx.IsLower(first, "the") && ctx.IsLower(first + 1, "season")) {
    const uint32_t s = ctx.SentenceOf(first);
    if (s > 0 && ctx.at.sentences[s - 1].paragraph == ctx.at.sentences[s].paragraph &&
        ctx.at.sentences[s].first_token == first)
      if (const int n = FirstSeasonIn(ctx, ctx.at.sentences[s - 1])) return n;
  }
  // "The first season of "Late City" was a procedural. The second, which Netflix released
  // ...": an ordinal alone opening the sentence after a season is the next season.
  if (ctx.IsLower(first, "the") && WordNumber(ctx.Lower(first + 1)) > 1 && ctx.Is(first + 2, ",")) {
    const uint32_t s = ctx.SentenceOf(first);
    if (s > 0 && ctx.at.sentences[s].first_token == first && FirstSeasonIn(ctx, ctx.at.sentences[s - 1]))
      return WordNumber(ctx.Lower(first + 1));
  }
  // ("... the first two episodes of the fourth and final season, three weeks before the
  // season premieres on Peacock": the season the sentence named before "before".)
  if (first > 0 && ctx.IsLower(first - 1, "before") && ctx.IsLower(first, "the") && ctx.IsLower(first + 1, "season"))
    if (const int n = FirstSeasonIn(ctx, ctx.at.sentences[ctx.SentenceOf(first)])) return n;
  // ("Its third season was set to open Jan. 9, but ..., and ABC now has it premiering
  // Wednesday, March 5": "it" is the season an earlier clause of the sentence names.)
  {
    const Sentence& whole = ctx.at.sentences[ctx.SentenceOf(first)];
    // (Not when the clause names a work of its own: "and premieres the anthology Foo right
    // behind it".)
    bool it = false;
    for (size_t k = first; k < stop && first > whole.first_token; ++k) it = it || ctx.IsLower(k, "it");
    if (it && FirstWorkIn(ctx, ctx.at.text.substr(ctx.T(first).start, ctx.T(stop - 1).end - ctx.T(first).start)).empty())
      if (const int n = FirstSeasonIn(ctx, whole)) return n;
  }
  // ('"Polgwidden," Season 4 (Sunday). ... the premiere airs Sunday, Oct. 10': a column
  // item's short opening line names the season its paragraph is about.)
  {
    const uint32_t s = ctx.SentenceOf(first);
    if (s > 0 && ctx.at.sentences[s - 1].paragraph == ctx.at.sentences[s].paragraph && ctx.OpensParagraph(s - 1) &&
        ctx.at.sentences[s - 1].end_token - ctx.at.sentences[s - 1].first_token <= 12)
      if (const int n = FirstSeasonIn(ctx, ctx.at.sentences[s - 1])) return n;
  }
  // ("The current third season, which airs Sundays at 10, wraps June 13": the clause after
  // a relative clause goes on from the subject before it.)
  if (first >= 4 && ctx.Is(first - 1, ",")) {
    const Sentence& sent = ctx.at.sentences[ctx.SentenceOf(first)];
    size_t which = first - 1;
    while (which > sent.first_token && !(ctx.IsLower(which, "which") && ctx.Is(which - 1, ","))) --which;
    if (which > sent.first_token + 1 && which + 12 > first)
      for (size_t k = sent.first_token; k + 1 < which; ++k) {
        size_t end = 0;
        if (const int n = SeasonAt(ctx, k, &end)) return n;
      }
  }
  return 0;
}

}  // namespace

void ReadClause(const DocContext& ctx, size_t first, size_t stop, Span clause, const std::string& fallback_network,
                const std::string& section_work, const DayHeading& heading, const Sentence* lead,
                std::vector<Fact>* out, int carried_day) {
    // "The ceremony airs on tape delay Sunday on CBS": an awards night's broadcast is no
    // airing of a work.
    if (ctx.IsLower(first, "the") && IsCeremonyWord(ctx.Lower(first + 1))) return;
    std::string network;
    // A broadcaster outside the US named in the clause: its times carry no zone ("The ABC
    // has confirmed ... at 7.40pm on ABC TV").
    bool foreign = false;
    std::string also_network;  // a second network the dated airing is on at the same time
    bool network_by_verb = false;  // the network came right after "airs on", "streams on"
    bool cue = false, tonight = false, tomorrow = false, midseason = false, news_verb = false;
    int night_after = -1;  // "that night" 0, "the next night" 1: days after the airing before
    int repeated_day = -1;  // "reruns last Sunday's premiere": the weekday of the airing repeated
    int weekday = -1, slot_day = -1, month = 0, day = 0, year = 0, season_here = 0;
    size_t date_at = 0;  // the token of the date's month
    bool weekday_with_date = false;  // the weekday is written with the date: "Friday, Oct. 30"
    Clock clock, slot_clock;  // the time of the dated airing, and of the recurring slot
    // Further recurring slots of the clause: "lost its Thursday 10/9c slot when NBC moved
    // it to Fridays at 9/8c".
    std::vector<std::pair<int, Clock>> more_slots;
    bool paired_days = false;  // the first two slots' nights are joined by "and"
    size_t network_at = 0;     // the token the clause's network starts at
    // The network only names where the show comes from ("the tvN drama", "the BBC series"):
    // a service the clause then airs it "on" is its home here.
    bool network_of_origin = false;
    bool any_day_slot = false;             // "weeknights at 12:35 a.m."
    bool past_episode_day = false;         // "Tuesday's episode"
    std::vector<Clock> bare_slot_clocks;   // "its current 1:35 a.m. slot"
    size_t first_signal = 0;  // the first day, date or time the clause names
    int occasion_season = 0;  // a season named right before "finale" or "premiere"
    bool moved_to_time = false;  // "on Aug. 22, it moves to 10 p.m.": a new slot from that day
    bool month_alone = false;    // "in January": a month with no day
    bool released_past = false;  // "Apple TV+ released the second season ...": a run behind us
    // ("..., with encores at 10/9c that night and again on Christmas Eve at 6 p.m.")
    // (With no day of its own, the same night: "at 8 p.m. and again at 9 p.m.")
    // (", and again on Monday at 8 p.m." starts at "and"; "... and again on ..." at "again".)
    const bool again = (ctx.IsLower(first, "again") && first > 0 && ctx.IsLower(first - 1, "and")) ||
                       (ctx.IsLower(first, "and") && ctx.IsLower(first + 1, "again"));
    if (again) {
      cue = true;
      night_after = 0;
    }
    if (!cue && OpensAsAnAiring(ctx, first, stop, carried_day)) cue = true;
    // A time after the recurring day belongs to the slot ("Wednesdays at 10/9c, starting
    // Jan. 6": the dated first episode takes the slot's time too).
    std::string clause_tz;  // a zone the clause writes after one of its times
    Clock second_clock;  // "7.30pm and 8.30pm": a second time of the dated airing
    auto take_time = [&](const Clock& c, size_t at) {
      if (clause_tz.empty()) clause_tz = c.tz;
      if (!first_signal) first_signal = at;
      Clock& target = !more_slots.empty()               ? more_slots.back().second
                      : slot_day >= 0 || any_day_slot ? slot_clock
                                                        : clock;
      if (target.hour < 0) target = c;
      else if (&target == &clock && second_clock.hour < 0 && at > first && ctx.IsLower(at - 1, "and")) second_clock = c;
    };
    // The date or hour a move leaves is no airing: [old_from, old_to) is skipped below.
    size_t old_from = 0, old_to = 0;
    FindMoveFromTo(ctx, first, stop, &old_from, &old_to);
    for (size_t i = first; i < stop; ++i) {
      if (i > old_from && i < old_to) continue;
      Word lower = ctx.Lower(i);
      Word w = ctx.Tok(i);
      // ("airs weekdays at 1 p.m. on CBS, though the network will preempt it on Monday, June
      // 30, for a news special": the day it is preempted is the one it does not air.)
      if (lower.starts_with("preempt") || lower.starts_with("pre-empt")) break;
      if (TellsNoAiringAt(ctx, first, stop, i, lower)) return;
      if (!cue && CueWordAt(ctx, first, stop, i, lower)) cue = true;
      // ("Netflix released all eight episodes of the fourth season on Thursday, Oct. 30": a
      // service releasing episodes airs them; "released a trailer" is news.)
      // ("the streamer will release all ten episodes of its third season on Thursday": the
      // future too.)
      if (((lower == "released" || lower == "releases" || lower == "release") &&
           (ReleasesEpisodes(ctx, i + 1, stop) || ReleasedWhichAre(ctx, first, i))) ||
          ((lower == "adds" || lower == "add" || lower == "added") && AddsEpisodes(ctx, i + 1, stop))) {
        cue = true;
        released_past = lower == "released";
        continue;
      }
      if (lower.starts_with("renew") || lower.starts_with("cancel") || lower == "ordered" || lower == "announced" ||
          lower == "confirmed" || lower == "revealed" || lower == "released" || lower == "unveiled" ||
          lower == "teased" || lower == "posted" || lower == "laid" || lower == "handed" || lower == "outlined" ||
          lower == "detailed" || lower == "issued" || lower == "shared" ||
          // ("The series will then air Sundays at 9pm, the BBC said on Tuesday": the
          // attribution's day, as after "confirmed".)
          lower == "said" || lower == "says") {
        // "... begins on BBC One on Sunday 3 January at 9pm, the BBC confirmed on Monday":
        // the attribution after the airing ends the clause (its day is the news's).
        // (Only when the verb ends its clause: "On Monday, Prime Video announced that it had
        // renewed ..." is news with its day.)
        bool comma_between = false;
        for (size_t k = first_signal; first_signal && k < i && !comma_between; ++k) comma_between = ctx.Is(k, ",");
        bool ends_clause = true;
        bool plural = false;
        for (size_t k = i + 1; k < stop && ends_clause; ++k)
          ends_clause = ctx.T(k).kind == TokenKind::kPunct || ctx.IsLower(k, "on") || ctx.IsLower(k, "today") ||
                        ctx.IsLower(k, "yesterday") || WeekdayOf(ctx.Tok(k), &plural) >= 0;
        if (comma_between && ends_clause) break;
        news_verb = true;
      }
      const NetworkMention* nm = ctx.NetworkAt(i);
      // "Copper Rain (HBO). The series premieres Sunday at 10 and will also stream on Max":
      // the entry's own network stays; the service it "also" streams on is a second home.
      // ("airs weekdays at 12:30 p.m. ET and streams the next day on Paramount+" in an
      // article about CBS's soap: the article's own network.)
      if (nm && !fallback_network.empty() && AlsoStreamsOn(ctx, i, first) &&
          (!ctx.IsLower(i - 2, "day") || NamedInParagraphBefore(ctx, fallback_network, i) ||
           fallback_network == DominantNetwork(ctx))) {
        i = nm->end - 1;
        continue;
      }
      if (nm && IsNonUsBroadcaster(nm->name)) foreign = true;
      // "on CBC and CBC Gem", "on ABC TV and ABC iview": the same airing on both.
      if (nm && (network.empty() || network == nm->name) && also_network.empty() && ctx.IsLower(nm->end, "and"))
        if (const NetworkMention* also = ctx.NetworkAt(nm->end + 1)) {
          network = nm->name;
          also_network = also->name;
          i = also->end - 1;
          continue;
        }
      // "Fjellbris, a sensation on NRK1 last spring, will stream on Netflix starting
      // Friday": the network an airing verb names wins over one named before it.
      const auto after_airing_verb = [&](size_t at) {
        return at >= first + 2 && ctx.IsLower(at - 1, "on") && IsAiringVerbAt(ctx, at - 2);
      };
      // (Only before the clause's day or time: "returns Sunday at 9 p.m. on AMC and streams
      // on AMC+" keeps AMC.)
      // ("..., the thriller that drew eight million viewers when it aired on France 2 last
      // spring, will stream on Hulu": a past airing's network gives way to the coming one.)
      const bool past_network =
          network_by_verb && network_at >= first + 2 &&
          (ctx.IsLower(network_at - 2, "aired") || ctx.IsLower(network_at - 2, "premiered") ||
           ctx.IsLower(network_at - 2, "ran") || ctx.IsLower(network_at - 2, "debuted")) &&
          i >= first + 3 && ctx.IsLower(i - 3, "will");
      // ("Acorn TV has acquired "Mallee Creek," the drama that airs Sundays at 7:30 p.m. on
      // ABC TV": the network of the relative clause that airs it, over the buyer.)
      bool relative_airing = false;
      if (nm && !network.empty() && !network_by_verb && nm->name != network && i >= first + 2 && ctx.IsLower(i - 1, "on"))
        for (size_t k = network_at + 1; k + 1 < i && !relative_airing; ++k)
          // (The clause's day and time in it: not ", with two episodes, which stream the next
          // day on Hulu" after the airing's own date.)
          relative_airing = (ctx.IsLower(k, "that") || ctx.IsLower(k, "which")) && IsAiringVerbAt(ctx, k + 1) &&
                            first_signal > k;
      // ("airs weekdays at 12:30 p.m. and streams on Paramount+ the next day": a second home,
      // a day later, is not the airing's network when the clause has named one.)
      if (nm && !network.empty() && nm->name != network && StreamsLater(ctx, nm->end)) {
        i = nm->end - 1;
        continue;
      }
      // ("the first three seasons of the CBS procedural came to Netflix": "to" after "came"
      // too.)
      // ("the TV Azteca telenovela ... comes to US television on Monday, when Estrella TV
      // begins airing it weeknights": the network that airs it, as the verb's subject.)
      const auto airs_it = [&](size_t v) {
        if (ctx.IsLower(v, "begins") || ctx.IsLower(v, "will") || ctx.IsLower(v, "starts")) ++v;
        return IsAiringVerbAt(ctx, v);
      };
      const bool over_origin = network_of_origin && nm && nm->name != network && i > first &&
                               (ctx.IsLower(i - 1, "on") || airs_it(nm->end) ||
                                (ctx.IsLower(i - 1, "to") && i >= first + 2 &&
                                 (ctx.IsLower(i - 2, "came") || ctx.IsLower(i - 2, "comes"))));
      if (nm && (network.empty() || relative_airing || over_origin ||
                 ((!network_by_verb || past_network) && first_signal == 0 && after_airing_verb(i) && nm->name != network))) {
        network_of_origin = network.empty() && i > first && NetworkOfOrigin(ctx, i, nm->end);
        network_at = i;
        if (!network.empty()) foreign = IsNonUsBroadcaster(nm->name);  // (the override's own)
        network_by_verb = after_airing_verb(i);
        network = nm->name;
        i = nm->end - 1;
        continue;
      }
      bool plural = false;
      int d = WeekdayOf(w, &plural);
      // ("its best result for a Sunday drama since 2031": a day that describes a kind of show
      // is no airing's; the slot before the show's noun is read on its own, above.)
      if (d >= 0 && !plural && i + 1 < stop && ctx.Has(i + 1, kWordWorkNoun) && !ctx.T(i + 1).Has(kCapitalized) &&
          i > first && (ctx.IsLower(i - 1, "a") || ctx.IsLower(i - 1, "any")))
        continue;
      // ("its Thursday Island police drama": a place named for a day is no day.)
      if (d >= 0 && i + 1 < stop && ctx.T(i + 1).Has(kCapitalized) && ctx.T(i + 1).kind == TokenKind::kWord &&
          (ctx.IsLower(i + 1, "island") || ctx.IsLower(i + 1, "islands") || ctx.IsLower(i + 1, "street") ||
           ctx.IsLower(i + 1, "harbour") || ctx.IsLower(i + 1, "harbor") || ctx.IsLower(i + 1, "bay") ||
           ctx.IsLower(i + 1, "creek") || ctx.IsLower(i + 1, "market")))
        continue;
      // ('CBS repeats Thursday's "Lamaria" at 10 p.m.': a possessive day is the episode's
      // first night, not this airing's.)
      // (Only after a repeat's verb: "Sunday's finale airs at 9" is Sunday's airing.)
      if (d >= 0 && !plural && i + 1 < stop && ctx.T(i + 1).Has(kPossessive) && i > first &&
          (ctx.IsLower(i - 1, "repeats") || ctx.IsLower(i - 1, "reruns") || ctx.IsLower(i - 1, "replays") ||
           ctx.IsLower(i - 1, "re-airs") || ctx.IsLower(i - 1, "repeat") || ctx.IsLower(i - 1, "rerun") ||
           ctx.IsLower(i - 1, "encore")))
        continue;
      // ("every Thursday" is the night of a slot, as "Thursdays" is.)
      if (d >= 0 && !plural && i > first && (ctx.IsLower(i - 1, "every") || ctx.IsLower(i - 1, "each"))) {
        plural = true;
        // ("and new episodes every Tuesday after that", "has released new episodes every
        // Wednesday since January": a streamer's weekly day.)
        for (size_t k = i - 1; k > first && k + 4 > i; --k)
          if (ctx.IsLower(k - 1, "episodes") || ctx.IsLower(k - 1, "installments")) cue = true;
      }
      // A day inside a quotation is the speaker's ("Sunday at 7.40 is where our audience
      // expects us"), not the schedule's.
      if (d >= 0 && ctx.T(i).Has(kInQuote)) continue;
      // "took home four trophies at the Gildmark Awards on Saturday": the ceremony's day.
      if (d >= 0 && i >= first + 2 && ctx.IsLower(i - 1, "on") && IsCeremonyWord(ctx.Lower(i - 2))) continue;
      if (d >= 0 && IsWeekdayRange(ctx, i)) {  // "Monday through Thursday": no one weekday
        any_day_slot = true;
        if (!first_signal) first_signal = i;
        i += 2;
        continue;
      }
      if (d >= 0) {
        plural = plural || (i > first && ctx.IsLower(i - 1, "every"));  // "new episodes every Sunday"
        // ("every Saturday and Sunday": the second day too.)
        plural = plural || (i >= first + 3 && ctx.IsLower(i - 1, "and") && ctx.IsLower(i - 3, "every") &&
                            [&] {
                              bool p = false;
                              return WeekdayOf(ctx.Tok(i - 2), &p) >= 0;
                            }());
        plural = plural || ctx.IsLower(i + 1, "nights") || ctx.IsLower(i + 1, "evenings");  // "on Monday nights"
        // "moving to its regular time slot on Tuesday, Jan. 5": the day of the slot.
        plural = plural || (i >= first + 2 && ctx.IsLower(i - 1, "on") &&
                            (ctx.IsLower(i - 2, "slot") || ctx.IsLower(i - 2, "timeslot")));
        // "its Monday slot", "its Thursday 10/9c time slot", "keeps the Monday 9 p.m. hour"
        // (A network's release: "its regular Tuesday (9:00-10:00 PM ET/PT) time period".)
        for (size_t k = i + 1; k < stop && k < i + 11 && !plural; ++k) {
          // ("in a new Tuesday home": a slot too.)
          plural = ctx.IsLower(k, "slot") || ctx.IsLower(k, "timeslot") || ctx.IsLower(k, "hour") ||
                   (k == i + 1 && ctx.IsLower(k, "home")) ||
                   (ctx.IsLower(k, "time") && (ctx.IsLower(k + 1, "slot") || ctx.IsLower(k + 1, "period")));
          const bool clock_word = ctx.IsLower(k, "p.m") || ctx.IsLower(k, "a.m") || ctx.IsLower(k, "pm") ||
                                  ctx.IsLower(k, "et") || ctx.IsLower(k, "time");
          if (!plural && !clock_word && ctx.T(k).kind == TokenKind::kWord && !ctx.T(k).Has(kCapitalized))
            break;  // another word: the day is not the slot's
        }
        // "the streamer announced Tuesday": the day of the news, not of the airing.
        bool news_day = i > first && ctx.SpeechVerb(i - 1);
        // ("CBS canceled "Requa" on Wednesday", "NBC renewed "Tama" for a third season on
        // Tuesday": the day of a decision about the show, not of an airing.)
        for (size_t k = i; !news_day && k-- > first && k + 8 > i;) {
          if (IsAiringVerbAt(ctx, k)) break;
          const Word v = ctx.Lower(k);
          news_day = v == "canceled" || v == "cancelled" || v == "renewed" || v == "axed" || v == "ordered";
        }
        // "The streamer confirmed the news on Thursday": the day of the news too.
        // ("Peacock made the change on Monday": the day of a scheduling decision.)
        news_day = news_day || (i > first + 1 && ctx.IsLower(i - 1, "on") &&
                                (ctx.IsLower(i - 2, "news") || ctx.IsLower(i - 2, "announcement") ||
                                 ctx.IsLower(i - 2, "decision") || ctx.IsLower(i - 2, "change") ||
                                 ctx.IsLower(i - 2, "switch")));
        // ("put out the full trailer last Thursday", "showed the first trailer at its panel
        // on Thursday": the day of a trailer, in a clause that airs nothing.)
        if (!news_day && i > first) {
          bool trailer = false, airs = false;
          for (size_t k = first; k < stop; ++k) {
            trailer = trailer || ctx.IsLower(k, "trailer") || ctx.IsLower(k, "teaser");
            airs = airs || IsAiringVerbAt(ctx, k);
          }
          news_day = trailer && (!airs || ctx.IsLower(i - 1, "last"));
          // ("the first trailer dropped Monday, and Prime Video says the series arrives this
          // summer": the verb before the day is the trailer's.)
          for (size_t k = i; trailer && !news_day && k-- > first && k + 4 > i;)
            if (IsAiringVerbAt(ctx, k))
              for (size_t m = k; m-- > first && m + 3 > k && !news_day;)
                news_day = ctx.IsLower(m, "trailer") || ctx.IsLower(m, "teaser");
        }
        if (news_day) continue;
        // "There is no episode on Wednesday": a day without one.
        if (i >= first + 3 && ctx.IsLower(i - 3, "no") && ctx.IsLower(i - 1, "on")) continue;
        // "CBS handed out its schedule on Tuesday morning": the day of the news.
        if (ctx.IsLower(i + 1, "morning") || ctx.IsLower(i + 1, "afternoon")) continue;
        // "handing its old Tuesday hour to a game show": a slot given up.
        if (i > first && (ctx.IsLower(i - 1, "old") || ctx.IsLower(i - 1, "former") || ctx.IsLower(i - 1, "previous")))
          continue;
        // "spent its first season on Friday nights", "originally aired Tuesdays": a slot
        // of the past, which counts only when its time is given ("spent two series on
        // Thursday nights at 8.30pm" states a slot the show had).
        bool past = false;
        for (size_t k = i; k > first && k + 7 > i && !past; --k) {
          Word b = ctx.Lower(k - 1);
          past = b == "spent" || b == "originally" || b == "formerly" || b == "previously";
        }
        if (past && !(plural && TimeFollows(ctx, i + 1, stop))) continue;
        // "its scripted Thursday block", "the Monday lineup": a day of the network's
        // schedule, not of a show.
        if (ctx.IsLower(i + 1, "block") || ctx.IsLower(i + 1, "lineup") || ctx.IsLower(i + 1, "line-up") ||
            ctx.IsLower(i + 1, "schedule") || ctx.IsLower(i + 1, "programming"))
          continue;
        // "behind the network's Sunday newsmagazine": a day that describes another show.
        if (!plural && i > first && ctx.T(i - 1).Has(kPossessive) && i + 1 < stop &&
            ctx.T(i + 1).kind == TokenKind::kWord && !ctx.T(i + 1).Has(kCapitalized))
          continue;
        if (!first_signal) first_signal = i;
        // "takes Sundays at 7pm", "spent two series on Thursday nights at 8.30pm": a
        // recurring day with its time states a slot, whatever the verb.
        if (plural && TimeFollows(ctx, i + 1, stop)) cue = true;
        // ("moves from Thursdays at 10/9c to Thursdays at 9/8c": the same night, a new time.)
        const bool new_time_same_night = plural && d == slot_day && slot_clock.hour >= 0 && more_slots.empty() &&
                                         i > first && (ctx.IsLower(i - 1, "to") || ctx.IsLower(i - 1, "into"));
        if (new_time_same_night) more_slots.push_back({d, Clock{}});
        if (plural && slot_day < 0) slot_day = d;
        else if (plural && d != slot_day &&
                 std::none_of(more_slots.begin(), more_slots.end(), [d](const auto& m) { return m.first == d; })) {
          // "Saturdays and Sundays at 9:10 p.m.": two nights joined share the time after them.
          bool plural_before = false;
          if (more_slots.empty() && i >= first + 2 && (ctx.IsLower(i - 1, "and") || ctx.Is(i - 1, "&")) &&
              WeekdayOf(ctx.Tok(i - 2), &plural_before) == slot_day &&
              (plural_before || (i >= first + 3 && ctx.IsLower(i - 3, "every"))))  // "every Saturday and Sunday"
            paired_days = true;
          more_slots.push_back({d, Clock{}});
        }
        // ("... and then vanished from the conversation by Tuesday": a deadline, not a day it
        // airs.)
        // ("By Friday at 7.30pm, ..." has its time: an airing.)
        if (!plural && i > first && (ctx.IsLower(i - 1, "by") || ctx.IsLower(i - 1, "since")) &&
            !TimeFollows(ctx, i + 1, stop))
          continue;
        // ("NBC reruns last Sunday's series premiere at 8 p.m.": the day of what is repeated,
        // not of the repeat.)
        if (!plural && i > first && ctx.IsLower(i - 1, "last") && ctx.T(i + 1).Has(kPossessive)) {
          bool repeat = false;
          for (size_t k = first; k < i && !repeat; ++k) {
            const Word v = ctx.Lower(k);
            repeat = v == "reruns" || v == "rerun" || v == "replays" || v == "replay" || v == "repeats" ||
                     v == "repeat" || v == "encores";
          }
          if (repeat) {
            repeated_day = d;
            continue;
          }
        }
        // A day written with its date ("Friday, Oct. 30") is the airing's, over a day named
        // before it without one.
        const size_t after_day = ctx.Is(i + 1, ",") ? i + 2 : i + 1;
        const bool with_date = after_day < stop && ctx.T(after_day).Has(kCapitalized) && MonthOf(ctx.Lower(after_day));
        if (!plural && (weekday < 0 || (with_date && month == 0))) {
          weekday = d;
          weekday_with_date = with_date;
          // "Tuesday's episode" in a recap: the episode it recaps, aired that day.
          // ("Tuesday's third-season finale": a word or two may describe it.)
          // (The episode of a day is an airing, whatever the verb: "Lena dies at the end of
          // Sunday's episode".)
          if (DaysEpisodeAt(ctx, i)) {
            past_episode_day = true;
            cue = true;
          }
        }
        continue;
      }
      // "airs weeknights at 12:35 a.m.", "nightly at 11", "a Monday-through-Thursday run":
      // a slot of no one weekday.
      if (lower == "weeknights" || lower == "nightly" || lower == "weekdays" || lower == "weeknightly" ||
          ((lower == "weeknight" || lower == "weekday") && i > first &&
           (ctx.IsLower(i - 1, "every") || ctx.IsLower(i - 1, "each"))) ||
          (lower.size() > 16 && lower.find("-through-") != std::string_view::npos && IsWeekdayRange(ctx, i))) {
        any_day_slot = true;
        if (!first_signal) first_signal = i;
        continue;
      }
      // "instead of its current 1:35 a.m. slot": a slot given by its time alone.
      if (ctx.T(i).kind == TokenKind::kNumber && i > first &&
          (ctx.IsLower(i - 1, "current") || ctx.IsLower(i - 1, "usual") || ctx.IsLower(i - 1, "regular"))) {
        Clock c;
        size_t after = 0;
        if (ParseTime(ctx, i, stop, &c, &after) && (ctx.IsLower(after, "slot") || ctx.IsLower(after, "timeslot"))) {
          bare_slot_clocks.push_back(c);
          i = after;
          continue;
        }
      }
      // "on Christmas Eve at 6 p.m.", "On Christmas Day, ...": a holiday is its date.
      if (month == 0 && ctx.T(i).Has(kCapitalized) && !ctx.T(i).Has(kInQuote)) {
        const HolidayDate h = HolidayAt(ctx, i);
        if (h.month) {
          if (!first_signal) first_signal = i;
          month = h.month;
          day = h.day;
          date_at = i;
          continue;
        }
      }
      if (lower == "tonight") tonight = true;
      // ("with encores at 10/9c that night", "The next night, Fox will rerun the pilot"): a
      // night told from the airing before.
      // ("with a repeat on Sky Atlantic at 9pm that evening": the evening too.)
      if ((lower == "night" || lower == "evening") && i > first && !ctx.T(i).Has(kInQuote)) {
        const Word before = ctx.Lower(i - 1);
        if (before == "that" || before == "same") night_after = 0;
        if ((before == "next" || before == "following") && i >= first + 2 && ctx.IsLower(i - 2, "the")) night_after = 1;
      }
      // ('the new talk show "The Lavaun Hour," which premieres the same day'): a premiere
      // on the day of the airing before. (Not "streams the same day it airs": every episode.)
      if (lower == "day" && i > first && ctx.IsLower(i - 1, "same") && !ctx.T(i).Has(kInQuote) &&
          ClauseHasPremiereVerb(ctx, first, stop))
        night_after = 0;
      // ("Its last Thursday episode airs tomorrow night": the day after the article's.)
      if (lower == "tomorrow" && !ctx.T(i).Has(kInQuote)) tomorrow = true;
      if (lower == "midseason" || lower == "mid-season" || lower == "winter" || lower == "spring" || lower == "fall")
        midseason = midseason || ctx.IsLower(i + 1, "premiere") || ctx.IsLower(i + 1, "finale");
      if (int m = ctx.T(i).Has(kCapitalized) ? MonthOf(lower) : 0; m) {
        size_t j = i + 1;
        if (ctx.Is(j, ".")) ++j;
        int dd = j < stop ? WordNumber(ctx.Lower(j)) : 0;
        // A press release's dateline, "UNIVERSAL CITY, Calif. – Nov. 23, 2026 – NBC today
        // announced ...": the date of the news, not of an airing.
        const bool has_year = ctx.Is(j + 1, ",") && IsYear(ctx.Tok(j + 2));
        const size_t after_date = has_year ? j + 3 : j + 1;
        if (dd >= 1 && dd <= 31 && has_year && (IsDash(ctx.Tok(after_date)) || ctx.Is(after_date, "-"))) {
          i = after_date;
          continue;
        }
        // ("Apple announced the return date on Aug. 21": the day of the news about a date.)
        // ("CBS won the week of Feb. 8 to 14": a week a report covers, from one day to
        // another, no night of its own.)
        const bool week_range = i >= first + 2 && ctx.IsLower(i - 1, "of") && ctx.IsLower(i - 2, "week") &&
                                j + 2 < stop && (ctx.IsLower(j + 1, "to") || ctx.IsLower(j + 1, "through")) &&
                                ctx.T(j + 2).kind == TokenKind::kNumber;
        if ((news_verb && i >= first + 2 && ctx.IsLower(i - 1, "on") && ctx.IsLower(i - 2, "date")) || week_range) {
          i = j;
          continue;
        }
        // "After the Jan. 5 sneak peek, the comedy settles into ..., starting Jan. 13": the
        // date the new run starts, over one that names what came before.
        const bool starting_over_past =
            month != 0 && date_at >= first + 2 && ctx.IsLower(date_at - 2, "after") && ctx.IsLower(date_at - 1, "the") &&
            i > first && (ctx.IsLower(i - 1, "starting") || ctx.IsLower(i - 1, "beginning"));
        if (dd == 0 && i > first && ctx.IsLower(i - 1, "in") && (j >= stop || ctx.T(j).kind != TokenKind::kNumber))
          month_alone = true;
        if (dd >= 1 && dd <= 31 && (month == 0 || starting_over_past)) {
          if (!first_signal) first_signal = i;
          month = m;
          day = dd;
          date_at = i;
          if (has_year) year = text::LeadingNumber(ctx.Tok(j + 2));
          i = j;
          continue;
        }
      }
      // The day before the month, as British outlets write it: "Sunday 11 April 2027".
      if (ctx.T(i).kind == TokenKind::kNumber && month == 0 && i + 1 < stop && ctx.Tok(i).size() <= 2 &&
          ctx.T(i + 1).Has(kCapitalized)) {
        int dd = text::LeadingNumber(ctx.Tok(i));
        if (int m = MonthOf(ctx.Lower(i + 1)); m && dd >= 1 && dd <= 31) {
          month = m;
          day = dd;
          size_t j = i + 1;
          if (ctx.Is(j + 1, ".")) ++j;
          if (j + 1 < stop && IsYear(ctx.Tok(j + 1))) {
            year = text::LeadingNumber(ctx.Tok(j + 1));
            ++j;
          }
          i = j;
          continue;
        }
      }
      size_t end = 0;
      // ("back for its second": the season word left out.)
      if (!season_here && ctx.IsLower(i, "its") && i > first && ctx.IsLower(i - 1, "for") && i + 1 < stop) {
        const int n = WordNumber(ctx.Lower(i + 1));
        if (n > 0 && (i + 2 >= stop || ctx.T(i + 2).kind == TokenKind::kPunct)) {
          season_here = n;
          ++i;
          continue;
        }
      }
      // ("which aired the first season last summer, will start the second on Monday": the
      // season word left out after a start; the season started is the airing's.)
      if (ctx.IsLower(i, "the") && i > first && i + 2 < stop &&
          (ctx.IsLower(i - 1, "start") || ctx.IsLower(i - 1, "starts") || ctx.IsLower(i - 1, "begin") ||
           ctx.IsLower(i - 1, "begins") || ctx.IsLower(i - 1, "launch") || ctx.IsLower(i - 1, "launches")) &&
          (ctx.IsLower(i + 2, "on") || ctx.T(i + 2).kind == TokenKind::kPunct)) {
        if (const int n = WordNumber(ctx.Lower(i + 1)); n > 1 && !ctx.T(i + 1).Has(kCapitalized)) {
          season_here = n;
          ++i;
          continue;
        }
      }
      if (int n = SeasonAt(ctx, i, &end); n > 0) {
        // "renewed for a third season ... after the Season 2 finale dropped": the season
        // right before "finale" or "premiere" is the airing's.
        // ("... for a fourth season, three days after its third season ended Sunday": the
        // season that ended.)
        const bool of_occasion = ctx.IsLower(end, "finale") || ctx.IsLower(end, "premiere") || SeasonEndsAt(ctx, end);
        if (!season_here || (of_occasion && !occasion_season)) season_here = n;
        if (of_occasion && !occasion_season) occasion_season = n;
        i = end - 1;
        continue;
      }
      Word prev = i > first ? ctx.Lower(i - 1) : Word();
      // A time inside a quotation is the speaker's ("Sunday at 7.40 is where our audience
      // expects us"), as its day is.
      if (ctx.T(i).kind == TokenKind::kNumber && ctx.T(i).Has(kInQuote)) continue;
      if (ctx.T(i).kind == TokenKind::kNumber) {
        bool has_suffix = ToLower(w).find_first_of("apm/") != std::string::npos || ctx.IsLower(i + 1, "p.m") ||
                          ctx.IsLower(i + 1, "a.m") || ctx.IsLower(i + 1, "pm") ||
                          // "(ITV1, 7.30pm)": British minutes after a point carry the suffix.
                          (ctx.Is(i + 1, ".") && (ctx.Lower(i + 2).ends_with("pm") || ctx.Lower(i + 2).ends_with("am")));
        Clock c;
        // "runs until 11 p.m.": the end of a broadcast, not its start.
        // ("moves to 10 p.m. ET/PT for the rest of the run": the slot it moves to.)
        const Word moved = i >= first + 2 ? ctx.Lower(i - 2) : Word();
        // (Only after the day it starts: "beginning ... on Aug. 22, it moves to 10 p.m.")
        // ("is moving it from 1 p.m. to 12:30 p.m. ET/PT, starting Monday, March 2": the hour
        // after a move's "from ... to" is the new one, whatever day follows.)
        const bool move_to = prev == "to" && ((i == old_to + 1 && (month > 0 || weekday >= 0 || DayNamedAfter(ctx, i))) ||
                                              ((month > 0 || weekday >= 0) && (moved == "moves" || moved == "moving" || moved == "moved" ||
                                              moved == "shifts" || moved == "shifted" || moved == "switches" ||
                                              moved == "slides" || moved == "move" || moved == "shift")));
        bool until = prev == "until" || prev == "till" || prev == "through" || (prev == "to" && !move_to);
        // ("a 90-minute series finale from 9 to 10:30 p.m.": the start of a range, in the
        // evening as its end is.)
        // (Its end says the half of the day: not "the move from 9 to 10 o'clock", a slot.)
        // (Nor a range another time "at" follows: 'an awards show from 8 to 11 p.m., so "Qawax"
        // ... returns next Wednesday at 9/8c'.)
        bool range_start = prev == "from" && (ctx.IsLower(i + 1, "to") || ctx.IsLower(i + 1, "until")) &&
                           i + 3 < stop && ctx.T(i + 2).kind == TokenKind::kNumber &&
                           (ctx.IsLower(i + 3, "p.m") || ctx.IsLower(i + 3, "pm") || ToLower(ctx.Tok(i + 2)).ends_with("pm"));
        for (size_t k = i + 3; range_start && k + 1 < stop; ++k)
          range_start = !(ctx.IsLower(k, "at") && ctx.T(k + 1).kind == TokenKind::kNumber);
        // ("a two-hour opener that runs 9–11 p.m.", "(PBS, 9–10 p.m.)": an en dash's range
        // starts at its first hour.)
        const bool dash_range = i + 3 < stop && IsDash(ctx.Tok(i + 1)) &&
                                ctx.T(i + 2).kind == TokenKind::kNumber &&
                                (ctx.IsLower(i + 3, "p.m") || ctx.IsLower(i + 3, "pm") || ctx.IsLower(i + 3, "a.m") ||
                                 ctx.IsLower(i + 3, "am"));
        if (!until && (prev == "at" || prev == "@" || has_suffix || move_to || range_start || dash_range) &&
            ParseTime(ctx, i, stop, &c, &end)) {
          moved_to_time = moved_to_time || move_to;
          take_time(c, i);
          i = end - 1;
        }
      } else if ((ctx.Lower(i) == "midnight" || ctx.Lower(i) == "noon") &&
                 // (A listing's "marathon, noon ET, BBC America": a zone after it.)
                 (prev == "at" || prev == "@" || ctx.Is(i + 1, "ET") || ctx.Is(i + 1, "PT") || ctx.Is(i + 1, "CT"))) {
        Clock c;
        if (ParseTime(ctx, i, stop, &c, &end)) {
          take_time(c, i);
          i = end - 1;
        }
      }
    }
    // A TV guide's entry line ("Wilga, 8.30pm, ABC TV") names the entry's network and
    // gives its time.
    const size_t guide_network = lead ? GuideLineNetwork(ctx, ctx.SentenceOf(lead->first_token)) : 0;
    if (guide_network) {
      network = ctx.NetworkAt(guide_network)->name;
      foreign = IsNonUsBroadcaster(network);
      for (size_t k = lead->first_token; k < guide_network && clock.hour < 0 && slot_day < 0 && !any_day_slot; ++k) {
        Clock c;
        size_t end = 0;
        if (ctx.T(k).kind == TokenKind::kNumber && ParseTime(ctx, k, lead->end_token, &c, &end)) clock = c;
      }
    }
    // Under a day heading, a clause that airs something and names no other day airs
    // that day ("SUNDAY, NOV. 29 ... returns at 9 p.m."); a recurring slot stays one.
    if (heading.weekday >= 0 && month == 0 && !tonight && !tomorrow && (cue || clock.hour >= 0 || heading.entry_line) &&
        (weekday == heading.weekday || (weekday < 0 && slot_day < 0))) {
      weekday = heading.weekday;
      month = heading.month;
      day = heading.day;
    }
    if (!season_here) season_here = SeasonAroundClause(ctx, first, stop, lead);
    bool dated = weekday >= 0 || month > 0 || tonight || tomorrow;
    if (paired_days && slot_clock.hour < 0 && more_slots.front().second.hour >= 0) slot_clock = more_slots.front().second;
    if (carried_day >= 0 && slot_day < 0 && weekday < 0 && month == 0 && !any_day_slot && !tonight && !tomorrow &&
        clock.hour >= 0) {
      slot_day = carried_day;
      slot_clock = clock;
      clock = Clock{};
    }
    // ("will fill 12:37 a.m. on weeknights": a time before the nights it recurs on.)
    if (any_day_slot && slot_clock.hour < 0 && clock.hour >= 0 && weekday < 0 && month == 0 && !tonight &&
        !tomorrow) {
      slot_clock = clock;
      clock = Clock{};
    }
    bool slot = slot_day >= 0 || (any_day_slot && slot_clock.hour >= 0);
    // "HBO renewed the show on Monday": the day of the news, not of an airing.
    if (!cue && news_verb) return;
    // ("Saltmarsh, the BBC detective series, makes its U.S. debut": the debut is on the
    // list's service, not at home.)
    const bool foreign_origin = network_of_origin && TellsUsDebut(ctx, network_at, stop) && !fallback_network.empty();
    if (foreign_origin) {
      network = fallback_network;
      foreign = IsNonUsBroadcaster(network);
      cue = true;
    }
    // "will return in January with its fifth season", "premieres in March on CBC": a start
    // ahead in a month with no day is an airing with no date.
    // ("... for a fourth season, which will premiere in the fall", "its third season will
    // premiere next fall": a time of year, too.)
    // (Only a numbered season's: "Fairlanes, the ABC sitcom ..., will return next year" is a
    // revival's news, its network not yet the one named.)
    const bool month_ahead = (month_alone || (season_here > 0 && VagueTimeIn(ctx, first, stop))) && !dated &&
                             !slot && clock.hour < 0 && StartAhead(ctx, first, stop);
    // A listing entry's lead names the network and the show for its sentences.
    if (!(dated || slot || clock.hour >= 0 || month_ahead) || !(cue || !network.empty() || lead)) return;
    if (network.empty() && clock.hour < 0 && !cue && !lead) return;
    Airing a;
    a.work = guide_network && !section_work.empty() ? section_work : WorkOfSentence(ctx, clause, section_work);
    // "... ITV1's drama Shadwell Quay, which also airs on Sundays at 9pm": a day or time
    // inside a relative clause is of the work right before the clause.
    if (first_signal > first) {
      size_t which = first_signal;
      while (which > first + 1 && !(ctx.IsLower(which, "which") && ctx.Is(which - 1, ","))) --which;
      // Only a title right before the comma: in 'the "Foo" spinoff, which ...' the
      // clause is about the spinoff.
      if (which > first + 1)
        if (std::string w = WorkJustBefore(ctx, std::string_view(ctx.at.text).substr(
                                                    ctx.T(first).start, ctx.T(which - 2).end - ctx.T(first).start));
            !w.empty())
          a.work = w;
    }
    // "... sets March 1 as the premiere date. It will air at 9 p.m. ET": a bare time right
    // after a dated airing of the same work is that airing's time.
    if (!dated && !slot && clock.hour >= 0 && !out->empty()) {
      Fact& prev = out->back();
      const uint32_t here = ctx.at.SentenceAt(clause.start);
      if (prev.kind == FactKind::kAiring && prev.work == a.work && prev.time.empty() && !prev.date.empty() &&
          !prev.evidence.empty() && here > 0 && ctx.at.SentenceAt(prev.evidence.back().start) + 1 == here &&
          (network.empty() || network == prev.network || network.starts_with(prev.network + " "))) {
        if (!network.empty()) prev.network = network;  // "the BBC ... on BBC One": the channel
        char buf[16];
        FormatClock(buf, sizeof buf, clock.hour, clock.minute);
        prev.time = buf;
        prev.timezone = clock.tz;
        if (prev.timezone.empty() && ((!IsNonUsBroadcaster(prev.network) && !foreign) || ctx.listing_zone_stated))
          prev.timezone = ctx.listing_zone;
        AddEvidence(&prev, clause);
        return;
      }
    }
    a.network = network.empty() ? fallback_network : network;
    a.evidence = clause;
    std::string text = ToLower(ctx.at.Slice(clause));
    if (lead) text = ToLower(ctx.at.Slice(lead->span)) + " " + text;
    auto set_time = [&ctx, foreign, &clause_tz](Airing* x, const Clock& c) {
      if (c.hour < 0) return;
      const bool us_network = !x->network.empty() && !IsNonUsBroadcaster(x->network);
      // "9:10 p.m. KST (7:10 a.m. ET)": a US service streams it at the US moment.
      const bool alt = c.foreign_zone && c.alt_hour >= 0 && us_network;
      char buf[16];
      if (alt) {
        FormatClock(buf, sizeof buf, c.hour, c.minute);
        x->local_time = buf;
      }
      FormatClock(buf, sizeof buf, alt ? c.alt_hour : c.hour, alt ? c.alt_minute : c.minute);
      x->time = buf;
      x->timezone = alt ? c.alt_tz : c.tz;
      // "airs its finale at 10 p.m. ET/PT, after five seasons in the Monday 10 p.m. hour":
      // a time with no zone takes the one its clause writes.
      if (x->timezone.empty() && !c.foreign_zone) x->timezone = clause_tz;
      // A US network's listing with no zone is Eastern, as the press writes them; a
      // broadcaster outside the US, or a zone the schema has no name for, keeps none.
      // ("All times are Eastern": the article's word holds for any network.)
      if (x->timezone.empty() && ((us_network && !foreign) || ctx.listing_zone_stated) && !c.foreign_zone)
        x->timezone = ctx.listing_zone;
    };
    if (dated || !slot) {
      if (weekday >= 0) a.weekday = kWeekdays[weekday];
      else if (!slot && slot_day >= 0) a.weekday = kWeekdays[slot_day];
      // No time of its own: the time of the slot on its weekday ("has aired Thursdays at 9,
      // shifts to Fridays at 8 p.m., starting Friday, Jan. 8"), else of the first slot.
      // (The date's year, inferred once for the weekday below and for the date.)
      // ("The series premiered in Japan on Oct. 3": a past verb shortly before the date.)
      bool told_past = released_past;
      for (size_t k = date_at; month > 0 && k > first && k + 7 > date_at && !told_past; --k) {
        const Word v = ctx.Lower(k - 1);
        told_past = v == "premiered" || v == "debuted" || v == "bowed" || v == "launched" || v == "began" ||
                    // ("a modest hit since its June 13 premiere": a start that is behind us.)
                    (v == "since" && (ctx.IsLower(k, "its") || ctx.IsLower(k, "the") || k == date_at));
      }
      int date_year = month > 0 ? (year ? year : InferYear(ctx, month, day, weekday, told_past)) : 0;
      // ("After that one Monday outing, ..., starting Jan. 14": a day the date cannot fall
      // on is not the date's.)
      if (month > 0 && !date_year && weekday >= 0 && !weekday_with_date &&
          (date_year = InferYear(ctx, month, day, -1)) != 0) {
        weekday = -1;
        a.weekday.clear();
      }
      Clock day_clock = slot_clock;
      int day_of_airing = weekday;  // (for "beginning Jan. 8", the date's own weekday)
      if (day_of_airing < 0 && date_year) day_of_airing = DayOfWeek(date_year, month, day);
      for (const auto& [d, c] : more_slots)
        if (d == day_of_airing && day_of_airing != slot_day && c.hour >= 0) day_clock = c;
      set_time(&a, clock.hour >= 0 ? clock : day_clock);
      if (month > 0) {
        const int y = date_year;
        if (y) {
          a.date = IsoDate(y, month, day);
          if (weekday < 0) a.weekday = kWeekdays[DayOfWeek(y, month, day)];
        }
      } else if ((tonight || tomorrow) && ctx.doc.meta.published) {
        int y, m, d;
        if (ParseIsoDate(*ctx.doc.meta.published, &y, &m, &d)) {
          a.date = tomorrow ? IsoDateShifted(y, m, d, 1) : IsoDate(y, m, d);
          if (weekday < 0 && ParseIsoDate(a.date, &y, &m, &d)) a.weekday = kWeekdays[DayOfWeek(y, m, d)];
        }
      } else if (weekday >= 0 && ctx.doc.meta.published &&
                 (Contains(text, " aired ") || Contains(text, "premiered ") || Contains(text, "debuted ") ||
                  Contains(text, " landed ") || Contains(text, " dropped ") || Contains(text, " arrived ") ||
                  Contains(text, "season ended ") || Contains(text, "season wrapped ") || Contains(text, " ended ") ||
                  Contains(text, " wrapped its ") ||
                  // ("did its second-season live episode Thursday at 8:30 p.m.": done, behind us.)
                  Contains(text, " did its ") ||
                  Contains(text, " signed off ") ||
                  // ("NBC's "Ridgeback" drew 6.2 million viewers Monday at 10": a ratings
                  // report's night, behind us.)
                  Contains(text, " drew ") || Contains(text, " averaged ") || OpenedWithAFigure(text) ||
                  // ("Max released the whole first season ... on Thursday": a release behind us.)
                  (released_past && !Contains(text, "will ") && !Contains(text, " be released")) ||
                  // (Not "next Tuesday's episode", even in a recap.)
                  (past_episode_day && !Contains(text, "next " + ToLower(kWeekdays[weekday])) &&
                   // ("Friday's anniversary episode runs an hour": ahead.)
                   // ("CBS gives Tuesday's anniversary episode a full hour": a network's plan.)
                   (IsRecap(ctx) || (!Contains(text, "will ") && !Contains(text, " airs") && !Contains(text, " runs ") &&
                                     !Contains(text, " gives ") &&
                                                         !Contains(text, "ahead of ") && !Contains(text, "before ") &&
                                                         !Contains(text, "upcoming") && !Contains(text, "next ")))))) {
        // ("In Friday's finale, it answered that one": a day's episode told in the past.)
        // "Episode 10, which aired Wednesday": the last such day up to the publication date.
        a.date = WeekdayFromPublished(*ctx.doc.meta.published, weekday, /*back=*/true);
      } else if (weekday >= 0 && ctx.doc.meta.published &&
                 // (A recap looks back, but not at "The finale airs next Sunday at 9 p.m.")
                 (!IsRecap(ctx) || Contains(text, "next " + ToLower(kWeekdays[weekday]))) &&
                 !Contains(text, "last ") && !Contains(text, " was ") && !Contains(text, " were ")) {
        // "returns Monday at 9", "On Tuesday at 7.30pm, ...": the next such day from the
        // publication date on (the article looks ahead).
        a.date = WeekdayFromPublished(*ctx.doc.meta.published, weekday, /*back=*/false);
        // "It's a big one in Thistlegate next week. ... a double bill on Thursday": the day
        // of the week after the publication's.
        if (SaysNextWeek(ctx, ctx.at.SentenceAt(clause.start))) a.date = DayOfNextWeek(*ctx.doc.meta.published, weekday, a.date);
        // ... unless the article has dated that day already: "drops Sunday, June 21", then
        // "ahead of Sunday's episode".
        for (const Fact& f : *out)
          if (f.kind == FactKind::kAiring && f.work == a.work && f.weekday == kWeekdays[weekday] && f.date > a.date) {
            a.date = f.date;
            break;
          }
      }
      // (The airing before; for "and again", one this sentence tells.)
      const uint32_t here = ctx.at.SentenceAt(clause.start);
      if (a.date.empty() && night_after >= 0 && !slot)
        for (auto it = out->rbegin(); it != out->rend(); ++it) {
          int y, m, d;
          if (it->kind != FactKind::kAiring || it->date.empty() || it->evidence.empty()) continue;
          const uint32_t told = ctx.at.SentenceAt(it->evidence.back().start);
          if (again && told != here) break;
          if (!ParseIsoDate(it->date, &y, &m, &d)) continue;
          a.date = IsoDateShifted(y, m, d, night_after);
          if (a.weekday.empty() && ParseIsoDate(a.date, &y, &m, &d)) a.weekday = kWeekdays[DayOfWeek(y, m, d)];
          break;
        }
      if (again && a.date.empty()) return;  // (no airing before it to repeat)
      // The airing repeated, on its day: "last Sunday's series premiere".
      if (repeated_day >= 0 && ctx.doc.meta.published) {
        Airing r = a;
        r.occasion = Contains(text, "series premiere") ? "series premiere"
                     : Contains(text, "season premiere") ? "season premiere"
                     : Contains(text, "finale")          ? "season finale"
                                                         : "episode";
        r.date = WeekdayFromPublished(*ctx.doc.meta.published, repeated_day, /*back=*/true);
        r.weekday = kWeekdays[repeated_day];
        r.time.clear();
        r.timezone.clear();
        Merge(out, r, 0.6);
      }
      const int work_season = a.work == ctx.MainWork() ? ctx.season.value_or(0) : 0;
      a.occasion = OccasionOf(text, midseason, false, month > 0, season_here, work_season);
      if (season_here) a.season = season_here;
      else if ((a.occasion == "season premiere" || a.occasion == "season finale" || a.occasion == "episode") &&
               a.work == ctx.MainWork())
        a.season = ctx.season;  // (an episode of the article's work is of the article's season)
      // A finale told after its season's premiere ("returns for a second series on ...,
      // with the final episode on ...") ends that season.
      if (a.occasion == "season finale" && !season_here)
        for (auto it = out->rbegin(); it != out->rend(); ++it)
          if (it->kind == FactKind::kAiring && it->work == a.work && it->occasion == "season premiere" && it->season) {
            a.season = it->season;
            break;
          }
      if (month_ahead && a.occasion != "series premiere" && a.occasion != "season premiere") return;
      // ("is moving it from 1 p.m. to 12:30 p.m. ET/PT, which is ...": the hour it moves to,
      // with no day in the clause, is its new slot.)
      if (moved_to_time && a.date.empty() && a.weekday.empty() && a.occasion == "episode") a.occasion = "timeslot";
      Merge(out, a, network.empty() ? 0.6 : 0.85);
      // ("beginning with the fourth episode on Aug. 22, it moves to 10 p.m. for the rest of
      // the run": the night of that date, at the new time, is its slot.)
      // ("The second episode airs Sunday at 10 p.m., the show's regular slot.": its night and
      // hour are the slot too.)
      const bool regular_slot = Contains(text, "regular slot") || Contains(text, "usual slot") ||
                                Contains(text, "regular time slot") || Contains(text, "regular timeslot");
      if ((moved_to_time || regular_slot) && !a.weekday.empty() && !a.time.empty() && slot_day < 0) {
        Airing b = a;
        b.occasion = "timeslot";
        b.date.clear();
        b.season.reset();
        Merge(out, b, 0.6);
      }
      // ("moves up from 12:37 a.m. to 11:35 p.m.": the hour it leaves was its slot.)
      Clock left;
      size_t left_end = 0;
      if (moved_to_time && old_from && ctx.T(old_from + 1).kind == TokenKind::kNumber &&
          ParseTime(ctx, old_from + 1, stop, &left, &left_end)) {
        Airing b = a;
        b.occasion = "timeslot";
        b.date.clear();
        b.weekday.clear();
        b.season.reset();
        set_time(&b, left);
        Merge(out, b, 0.6);
      }
      // "Thursday 10 December (ITV1, 7.30pm and 8.30pm)": a second episode that night.
      if (second_clock.hour >= 0 && !a.time.empty()) {
        Airing b = a;
        set_time(&b, second_clock);
        if (b.time != a.time) Merge(out, b, network.empty() ? 0.6 : 0.85);
      }
      if (!also_network.empty() && also_network != a.network && (month > 0 || weekday >= 0)) {
        Airing b = a;
        b.network = also_network;
        Merge(out, b, 0.8);
      }
    }
    // "returns on Tuesday, Jan. 5, at 8/7c, and will stay there", "... then weekly": the
    // day of the return is the slot from then on.
    if (!slot && weekday >= 0 && month > 0 && clock.hour >= 0) {
      // (The sentence's words: "..., and will stay there" is a clause of its own.)
      const std::string sentence = ToLower(ctx.at.Slice(ctx.at.sentences[ctx.SentenceOf(first)].span));
      if (Contains(sentence, "stay there") || Contains(sentence, "stays there") || Contains(sentence, "from then on") ||
          Contains(sentence, "thereafter") || Contains(sentence, "each week") || Contains(sentence, "every week")) {
        slot = true;
        slot_day = weekday;
        slot_clock = clock;
      }
      // ("premieres Monday, Sept. 9, at 12:37 a.m. and holds the slot weeknights after that":
      // the hour, every weeknight.)
      if ((Contains(sentence, "holds the slot") || Contains(sentence, "keeps the slot") ||
           Contains(sentence, "holds that slot")) &&
          (Contains(sentence, "weeknights") || Contains(sentence, "nightly"))) {
        slot = true;
        slot_day = -1;
        slot_clock = clock;
      }
    }
    if (slot || !bare_slot_clocks.empty()) {
      // "... and will settle into its regular slot, Fridays @ 9PM": a recurring slot.
      Airing t;
      t.work = a.work;
      t.network = a.network;
      t.evidence = clause;
      t.occasion = "timeslot";
      if (slot) {
        if (slot_day >= 0) t.weekday = kWeekdays[slot_day];  // else every weeknight
        set_time(&t, dated ? slot_clock : (slot_clock.hour >= 0 ? slot_clock : clock));
        Merge(out, t, network.empty() ? 0.6 : 0.85);
      }
      for (const Clock& c : bare_slot_clocks) {
        t.weekday.clear();
        t.time.clear();
        t.timezone.clear();
        set_time(&t, c);
        Merge(out, t, network.empty() ? 0.6 : 0.85);
      }
      for (const auto& [d, c] : more_slots) {
        t.weekday = kWeekdays[d];
        t.time.clear();
        t.timezone.clear();
        // ("at 11 a.m. ET on Saturdays and Sundays": two nights joined share the one time.)
        set_time(&t, c.hour >= 0 || !paired_days ? c : slot_clock.hour >= 0 ? slot_clock : clock);
        Merge(out, t, network.empty() ? 0.6 : 0.85);
      }
    }
}

}  // namespace showgraph::extract
