// airing: when and where a work airs. "airs Monday at 8/7c on The CW", "Fridays @ 8PM",
// "premieres Friday, Oct. 25 at 8 p.m. ET", "tonight at 9", season and series
// premieres and finales, recurring timeslots. Also the article's season context.
// This file is the document walk: day headings, listings, episode lists and the cutting
// of sentences into clauses; airing_clause.cc reads each clause, airing_passes.cc sets
// the airings against each other once all are read.
#include <algorithm>
#include <cstdio>
#include <ctime>

#include "extract/airing_internal.h"
#include "extract/airing_occasion.h"
#include "text/chars.h"
#include "text/search.h"

namespace showgraph::extract {

void Merge(std::vector<Fact>* out, const Airing& a, double confidence) {
  // "premieres on tvN on Saturday, Dec. 5 ... The premiere starts at 9:10 p.m. KST (7:10
  // a.m. ET) on Saturday, Dec. 5": the broadcaster's airing of that date, told with no
  // time, takes the local one.
  if (!a.local_time.empty())
    for (auto& f : *out)
      if (f.kind == FactKind::kAiring && f.work == a.work && f.date == a.date && f.occasion == a.occasion &&
          f.time.empty() && !f.network.empty() && IsNonUsBroadcaster(f.network))
        f.time = a.local_time;
  for (auto& f : *out) {
    // "its series finale is set for Sunday, March 21 ... The finale on March 21": a
    // season's and the series' finale on one date are one airing, the series'.
    const bool one_finale = f.occasion.ends_with(" finale") && a.occasion.ends_with(" finale") && !a.date.empty() &&
                            f.date == a.date;
    // "returns for its second season on Sunday, Jan. 10 ..." and, in a list below, "-
    // 'Foo' (AMC): Sunday, Jan. 10 at 9 p.m.": an airing told with no occasion on the
    // date of one told with it is that one.
    const bool one_day = !a.date.empty() && f.date == a.date && (a.occasion == "episode") != (f.occasion == "episode") &&
                         a.occasion != "timeslot" && f.occasion != "timeslot";
    // ('"Foo" (NBC), Monday, Jan. 11, 9 p.m.' and below it 'Foo returns at 9/8c with the
    // back half of its fourth season': a premiere or finale told with no day, at the time
    // of an airing told with its date and no occasion, is that airing.)
    auto undated_occasion = [](const Fact& x) {
      return x.date.empty() && x.weekday.empty() && !x.time.empty() &&
             (x.occasion.ends_with(" premiere") || x.occasion.ends_with(" finale"));
    };
    const bool one_moment = !a.time.empty() && f.time == a.time &&
                            ((undated_occasion(f) && a.occasion == "episode" && !a.date.empty()) ||
                             (!f.date.empty() && f.occasion == "episode" && a.date.empty() && a.weekday.empty() &&
                              (a.occasion.ends_with(" premiere") || a.occasion.ends_with(" finale"))));
    // ('Friday, Jan. 9: "Kawsay," first three episodes ... The new drama arrives at 12 a.m.
    // PT': a premiere's time told right after the dated line, with no day of its own.)
    const bool told_next = f.occasion == "episode" && !f.date.empty() && f.time.empty() && !f.evidence.empty() &&
                           a.date.empty() && a.weekday.empty() && !a.time.empty() &&
                           a.occasion.ends_with(" premiere") && a.evidence.start >= f.evidence.back().end &&
                           a.evidence.start - f.evidence.back().end < 160;
    if (f.work != a.work || (f.occasion != a.occasion && !one_finale && !one_day && !one_moment && !told_next)) continue;
    if (f.season && a.season && f.season != a.season) continue;
    // Same occasion: one fact, fields united, when nothing contradicts.
    auto fits = [](const std::string& x, const std::string& y) { return x.empty() || y.empty() || x == y; };
    if (!fits(f.network, a.network) || !fits(f.weekday, a.weekday) || !fits(f.date, a.date) || !fits(f.time, a.time))
      continue;
    auto fill = [](std::string& x, const std::string& y) {
      if (x.empty()) x = y;
    };
    fill(f.network, a.network);
    fill(f.weekday, a.weekday);
    fill(f.date, a.date);
    fill(f.time, a.time);
    fill(f.timezone, a.timezone);
    if (a.occasion == "series finale" || ((one_day || one_moment || told_next) && f.occasion == "episode"))
      f.occasion = a.occasion;
    if (!f.season) f.season = a.season;
    f.evidence.push_back(a.evidence);
    f.confidence = std::max(f.confidence, confidence);
    return;
  }
  Fact& f = out->emplace_back();
  f.kind = FactKind::kAiring;
  f.work = a.work;
  f.network = a.network;
  f.occasion = a.occasion;
  f.weekday = a.weekday;
  f.date = a.date;
  f.time = a.time;
  f.timezone = a.timezone;
  f.season = a.season;
  f.evidence.push_back(a.evidence);
  f.confidence = confidence;
}

namespace {

// "All times Pacific.", "Times are Eastern unless we say otherwise", "All times listed are
// PT": the zone the article's times are in, or "".
std::string StatedListingZone(const DocContext& ctx) {
  // (The tokens are read only when the text has the word's letters: most articles do not.)
  if (FindFrom(ctx.LowerText(), "times", 0) == std::string_view::npos) return {};
  for (size_t i = 1; i < ctx.size(); ++i) {
    if (!ctx.IsLower(i, "times")) continue;
    if (!ctx.IsLower(i - 1, "all") && !ctx.IsLower(i + 1, "are") && !ctx.IsLower(i + 1, "listed")) continue;
    for (size_t k = i + 1; k < i + 4 && k < ctx.size(); ++k) {
      const Word w = ctx.Lower(k);
      if (w == "pacific" || w == "pt") return "PT";
      if (w == "eastern" || w == "et") return "ET";
      if (w == "central" || w == "ct") return "CT";
      if (w == "mountain" || w == "mt") return "MT";
      if (ctx.T(k).kind == TokenKind::kPunct) break;
    }
  }
  return {};
}

}  // namespace

void FindSeasonContext(DocContext& ctx) {
  if (std::string zone = StatedListingZone(ctx); !zone.empty()) {
    ctx.listing_zone = zone;
    ctx.listing_zone_stated = true;
  }
  // "renew it for Season 2": the article is about the season before.
  std::vector<int> counts(40, 0);
  bool headline_in_text = false;  // a season named in the headline's own paragraph
  // Only "season(s)" or the word before it can start a season phrase: skip the rest at once.
  auto season_word = [&ctx](size_t k) {
    Word w = ctx.Lower(k);
    return w.size() >= 6 && w[0] == 's' && w[1] == 'e';
  };
  // In a roundup a season can be another show's: "Foo Season 2", or one named under
  // Foo's section heading ("FOO (FX)", "'Foo' returns with a wedding"). Only the
  // article's own work's seasons count. (FindSections has read the headings.)
  auto owner_of = [&](size_t i, size_t end) -> std::string {
    if (ctx.main_work < 0) return {};
    const uint32_t s = ctx.SentenceOf(i);
    // "closes out the second season of its frontier drama 'Foo'": the work after "of",
    // within a few words and before any comma.
    if (ctx.IsLower(end, "of") && ctx.SentenceOf(end) == s) {
      size_t stop = end + 1;
      while (stop < ctx.size() && stop < end + 8 && ctx.SentenceOf(stop) == s &&
             !(ctx.T(stop).kind == TokenKind::kPunct && !ctx.T(stop).Has(kQuoteMark)))
        ++stop;
      const size_t from = ctx.T(end + 1).start;
      if (stop > end + 1)
        if (std::string w = FirstWorkIn(ctx, ctx.at.text.substr(from, ctx.T(stop - 1).end - from)); !w.empty()) return w;
    }
    if (std::string w = LastWorkBefore(ctx, i); !w.empty()) return w;
    // "The family comedy ... returns for Season 3": the work the paragraph is about.
    if (std::string w = WorkOfSentencesBefore(ctx, s, /*with_s=*/false); !w.empty()) return w;
    return s < ctx.section_work.size() && ctx.section_work[s] >= 0 ? ctx.works[static_cast<size_t>(ctx.section_work[s])].name
                                                                   : std::string();
  };
  // (Each token is tested twice, as the word after one and as itself: the answer is kept
  // from one step to the next.)
  bool season_here = season_word(0);
  for (size_t i = 0; i < ctx.size(); ++i) {
    const bool season_next = season_word(i + 1);
    const bool may_start = season_here || season_next;
    season_here = season_next;
    if (!may_start) continue;
    size_t end = 0;
    int n = SeasonAt(ctx, i, &end);
    if (n <= 0 || n >= 40) continue;
    if (std::string owner = owner_of(i, end); !owner.empty() && owner != ctx.MainWork()) continue;
    bool renewal = false;
    for (size_t k = i > 8 ? i - 8 : 0; k < i; ++k) {
      Word w = ctx.Lower(k);
      renewal = renewal || w == "renew" || w == "renewed" || w == "renews" || w == "renewal" || w == "pickup";
    }
    if (renewal && n > 1) {
      ctx.season = n - 1;
      return;
    }
    // "than its freshman season", "last season": looking back, weighs nothing ("wraps up
    // with its fifth season" counts).
    Word prev = i > 0 ? ctx.Lower(i - 1) : Word();
    Word before = i > 1 ? ctx.Lower(i - 2) : Word();
    // A season in a quotation is a memory ("I wrote it during the first season").
    if (ctx.T(i).Has(kInQuote)) continue;
    // "the answer arrives in the final episode, not in a second series": no such season.
    bool denied = false;
    for (size_t k = i > 4 ? i - 4 : 0; k < i; ++k) denied = denied || ctx.IsLower(k, "not") || ctx.IsLower(k, "never");
    if (denied) continue;
    // ("the bookkeeper who has done the family's taxes since Season 1": a start long past.)
    bool past = prev == "last" || prev == "previous" || prev == "after" || prev == "since" ||
                (prev == "its" && (before == "than" || before == "since" || before == "after" || before == "during"));
    // ("Gwilliam joined Cutwater in Season 6": when someone came, long before now.)
    for (size_t k = i; prev == "in" && !past && k-- > 0 && k + 5 > i;) {
      const Word v = ctx.Lower(k);
      past = v == "joined" || v == "arrived" || v == "debuted" || v == "introduced";
    }
    // The headline counts double: it says what the article is about.
    const bool headline = ctx.KindOfSentence(ctx.SentenceOf(i)) == ParagraphKind::kHeadline;
    headline_in_text = headline_in_text || headline;
    // "This interview discusses the sixth episode of the second season", "Season 2, Episode
    // 6": the episode an article covers names its season, which counts double too.
    const bool of_episode = (prev == "the" && before == "of" && i > 2 &&
                             (ctx.IsLower(i - 3, "episode") || ctx.IsLower(i - 3, "finale") ||
                              ctx.IsLower(i - 3, "premiere"))) ||
                            (ctx.Is(end, ",") && ctx.IsLower(end + 1, "episode"));
    counts[static_cast<size_t>(n)] += past ? 0 : headline || of_episode ? 2 : 1;
  }
  if (ctx.doc.meta.title && !headline_in_text) {
    // The headline's season counts double: it says what the article is about.
    const std::string& t = *ctx.doc.meta.title;
    for (size_t pos = 0; (pos = t.find("Season ", pos)) != std::string::npos; pos += 7) {
      int n = text::LeadingNumber(std::string_view(t).substr(pos + 7));
      // "'Turnstone' Sails Into Season 3, 'Yarrow' Opens ...": the season of the work
      // named last before it, which may not be the article's.
      const WorkMention* owner = nullptr;
      size_t owner_at = 0;
      for (const WorkMention& w : ctx.works)
        if (size_t at = std::string_view(t).substr(0, pos).rfind(w.name); at != std::string::npos && (!owner || at > owner_at)) {
          owner = &w;
          owner_at = at;
        }
      if (owner && ctx.main_work >= 0 && owner->name != ctx.MainWork()) continue;
      if (n > 0 && n < 40) counts[static_cast<size_t>(n)] += 2;
    }
  }
  // "the show is now in its ninth", "now in its fourth season": the season on the air now,
  // which outweighs the seasons told in passing.
  for (size_t k = ctx.NextLower(0, "now"); k + 3 < ctx.size(); k = ctx.NextLower(k + 1, "now")) {
    if (!ctx.IsLower(k + 1, "in") || !ctx.IsLower(k + 2, "its")) continue;
    const int n = WordNumber(ctx.Lower(k + 3));
    if (n > 0 && n < 40 && (ctx.T(k + 4).kind == TokenKind::kPunct || ctx.IsLower(k + 4, "season") ||
                            ctx.IsLower(k + 4, "series")))
      counts[static_cast<size_t>(n)] += 3;
  }
  // (A tie goes to the earlier season: a later one is more often the one ahead.)
  int best = 0;
  for (int n = 1; n < 40; ++n)
    if (counts[static_cast<size_t>(n)] > counts[static_cast<size_t>(best)]) best = n;
  if (best > 0) ctx.season = best;
}

namespace {

// A network the sentence names after "on" in [from, stop).
bool LaterNetworkOn(const DocContext& ctx, size_t from, size_t stop) {
  for (size_t k = from + 1; k < stop; ++k)
    if (ctx.IsLower(k - 1, "on") && ctx.NetworkAt(k)) return true;
  return false;
}

// "NBC cancelled", "CBS canceled it", "Fox had axed" (the network's mention ends at
// `end`): the show's former home.
bool CancelledBy(const DocContext& ctx, size_t end) {
  if (ctx.IsLower(end, "had") || ctx.IsLower(end, "abruptly") || ctx.IsLower(end, "quietly")) ++end;
  const Word w = ctx.Lower(end);
  return w == "cancelled" || w == "canceled" || w == "axed" || w == "dropped" || w == "scrapped";
}

// A sentence that tells of a run in the past: "The original ran on Thursdays from 2012 to
// 2016", "It aired Sundays at 9 for six seasons".
bool RunsInThePast(const DocContext& ctx, const Sentence& sent) {
  for (size_t i = sent.first_token; i < sent.end_token; ++i) {
    const Word w = ctx.Lower(i);
    if ((w == "ran" || w == "aired") && !ctx.T(i).Has(kInQuote)) return true;
  }
  return false;
}

// A roundup's day heading, a paragraph of its own: "SUNDAY, NOV. 29", "Monday, Dec. 1".
// A date line with a year is the article's own date, not a heading.
// Tokens [k, end) are the paragraph's.
DayHeading ReadDayHeading(const DocContext& ctx, size_t k, size_t end) {
  DayHeading h;
  // ("TONIGHT: SUNDAY, NOV. 29": past a label and its colon.)
  if (end - k > 3 && ctx.T(k).kind == TokenKind::kWord && ctx.Is(k + 1, ":") &&
      (ctx.IsLower(k, "tonight") || ctx.IsLower(k, "today") || ctx.IsLower(k, "tomorrow")))
    k += 2;
  if (end - k > 7) return h;
  bool plural = false;
  int d = WeekdayInAnyCase(ctx, k, &plural);
  if (d < 0 || plural) return h;
  ++k;
  if (ctx.Is(k, ",")) ++k;
  int m = 0, day = 0;
  if (k + 1 < end && ctx.T(k).kind == TokenKind::kNumber && (m = MonthOf(ctx.Lower(k + 1)))) {
    day = text::LeadingNumber(ctx.Tok(k));  // "MONDAY 30 NOVEMBER", as British and Australian guides write it
    k += 2;
  } else {
    m = k < end ? MonthOf(ctx.Lower(k)) : 0;
    if (!m) return h;
    ++k;
    if (ctx.Is(k, ".")) ++k;
    day = k < end && ctx.T(k).kind == TokenKind::kNumber ? text::LeadingNumber(ctx.Tok(k)) : 0;
    ++k;
  }
  if (day < 1 || day > 31) return h;
  if (k < end && ctx.T(k).kind != TokenKind::kPunct) return h;  // a year or more words
  if (k + 1 < end) return h;
  h.weekday = d;
  h.month = m;
  h.day = day;
  return h;
}

// A list's entry line under a day heading: a line that opens (past a bullet) with a quoted
// title and its network in brackets ('- "Pihlakas" (Hulu), series premiere.').
bool IsTitleEntryLine(const DocContext& ctx, const Sentence& sent) {
  const size_t at = sent.span.start;
  if (at > 0 && ctx.at.text[at - 1] != '\n') return false;
  size_t k = sent.first_token;
  const Word bullet = ctx.Tok(k);
  if (bullet == "-" || bullet == "*" || bullet == "\u2022" || IsDash(bullet)) ++k;
  if (k >= sent.end_token || !ctx.T(k).Has(kQuoteMark)) return false;
  for (size_t m = k + 1; m + 2 < sent.end_token && m < k + 14; ++m)
    if (ctx.Is(m, "(")) return ctx.NetworkAt(m + 1) != nullptr;
  return false;
}

// A weekly streaming column's pick, the first sentence of its paragraph: '"Daugova," Season
// 3, Part 1 (Wednesday).', '"Irbe" (Friday).' - a quoted title, perhaps its season, and a
// weekday in brackets before the final period. The weekday (-1 when it is no such pick),
// with *title_end the token after the title's closing mark and *season the season (or 0).
// A plural weekday alone on a line of its own ("SUNDAYS", "Saturdays"), or -1.
int PluralDayHeading(const DocContext& ctx, uint32_t s) {
  const Sentence& sent = ctx.at.sentences[s];
  if (sent.end_token - sent.first_token != 1 || !ctx.WholeParagraph(s) ||
      ctx.KindOfSentence(s) != ParagraphKind::kStory)
    return -1;
  bool plural = false;
  const int d = WeekdayInAnyCase(ctx, sent.first_token, &plural);
  return plural ? d : -1;
}

int BracketWeekdayPick(const DocContext& ctx, const Sentence& sent, size_t* title_end, int* season) {
  const size_t n = sent.end_token - sent.first_token;
  if (n < 6 || n > 16 || !ctx.T(sent.first_token).Has(kQuoteMark) || !ctx.Is(sent.end_token - 1, ".") ||
      !ctx.Is(sent.end_token - 2, ")") || !ctx.Is(sent.end_token - 4, "("))
    return -1;
  bool plural = false;
  const int weekday = WeekdayOf(ctx.Tok(sent.end_token - 3), &plural);
  if (weekday < 0 || plural) return -1;
  size_t close = sent.first_token + 1;
  while (close < sent.end_token - 4 && !ctx.T(close).Has(kQuoteMark)) ++close;
  if (close >= sent.end_token - 4) return -1;
  *title_end = close + 1;
  *season = 0;
  for (size_t k = *title_end; k + 1 < sent.end_token - 4; ++k)
    if (ctx.IsLower(k, "season") && ctx.T(k + 1).kind == TokenKind::kNumber) *season = text::LeadingNumber(ctx.Tok(k + 1));
  return weekday;
}

// The date of `weekday` in the week a column covers: the range its headline gives ("New
// on Streaming This Week (Oct. 4-10)"), else the first such day after its publication.
std::string DateInColumnWeek(const DocContext& ctx, int weekday) {
  if (!ctx.doc.meta.published) return {};
  int y = 0, m = 0, d = 0;
  if (!ParseIsoDate(*ctx.doc.meta.published, &y, &m, &d)) return {};
  // The headline's range: a month, then a number run "4-10".
  for (size_t k = 0; k + 1 < ctx.size() && ctx.KindOfSentence(ctx.SentenceOf(k)) == ParagraphKind::kHeadline; ++k) {
    const int month = MonthOf(ctx.Lower(k));
    if (!month) continue;
    size_t num = ctx.Is(k + 1, ".") ? k + 2 : k + 1;
    if (num >= ctx.size() || ctx.T(num).kind != TokenKind::kNumber) continue;
    const std::string_view range = ctx.Tok(num);
    const int first_day = text::LeadingNumber(range);
    if (first_day < 1 || first_day > 31 || range.find('-') == std::string_view::npos) continue;
    const int year = month < m - 6 ? y + 1 : y;  // (a December column about January)
    const int shift = (weekday - DayOfWeek(year, month, first_day) + 7) % 7;
    return IsoDateShifted(year, month, first_day, shift);
  }
  const int shift = (weekday - DayOfWeek(y, m, d) + 7) % 7;
  return IsoDateShifted(y, m, d, shift == 0 ? 7 : shift);
}

}  // namespace

// A clause that is only a further day and date ("and Sunday, Feb. 28."), perhaps with its
// time and who said it: its ISO date, *weekday and *clock, or "" when the clause holds
// anything else or the weekday does not fit the date.
std::string BareDateClause(const DocContext& ctx, size_t first, size_t end, int* weekday_out, Clock* clock) {
  size_t k = first;
  if (k < end && ctx.IsLower(k, "and")) ++k;
  bool plural = false;
  const int weekday = k < end ? WeekdayOf(ctx.Tok(k), &plural) : -1;
  if (weekday < 0 || plural) return {};
  if (++k < end && ctx.Is(k, ",")) ++k;
  const int month = k < end && ctx.T(k).Has(kCapitalized) ? MonthOf(ctx.Lower(k)) : 0;
  if (month == 0) return {};
  if (++k < end && ctx.Is(k, ".")) ++k;
  const int day = k < end && ctx.T(k).kind == TokenKind::kNumber ? text::LeadingNumber(ctx.Tok(k)) : 0;
  if (day < 1 || day > 31) return {};
  if (++k < end && ctx.Is(k, ",")) ++k;
  // ("and Wednesday, June 5, at 8/7c, the network said Wednesday": its time, and who said it.)
  size_t after_time = k;
  if (k + 1 < end && ctx.IsLower(k, "at") && ParseTime(ctx, k + 1, end, clock, &after_time)) k = after_time;
  if (k < end && ctx.Is(k, ",") && k + 1 < end) {
    bool said = false;
    for (size_t m = k + 1; m < end && m < k + 6 && !said; ++m)
      said = ctx.IsLower(m, "said") || ctx.IsLower(m, "announced") || ctx.IsLower(m, "according");
    if (said) k = end;
  }
  for (; k < end; ++k)
    if (ctx.T(k).kind != TokenKind::kPunct) return {};
  const int year = InferYear(ctx, month, day, weekday);
  if (year == 0 || DayOfWeek(year, month, day) != weekday) return {};
  *weekday_out = weekday;
  return IsoDate(year, month, day);
}

// "Deadwax: Live From the Fillmore": the show a special's title goes on from, when the
// article names that show as a work of its own; else "".
std::string ParentOfSpecial(const DocContext& ctx, const std::string& work) {
  const size_t colon = work.find(": ");
  if (colon == std::string::npos || colon == 0) return {};
  const std::string parent = work.substr(0, colon);
  return ctx.WorkNamed(parent) ? parent : std::string();
}

// "a second episode", "another episode", "a second hour" at token k: one more episode the
// same night.
bool SecondEpisodeAt(const DocContext& ctx, size_t k) {
  if (ctx.IsLower(k, "another")) return ctx.IsLower(k + 1, "episode") || ctx.IsLower(k + 1, "hour");
  return (ctx.IsLower(k, "a") || ctx.IsLower(k, "the")) && ctx.IsLower(k + 1, "second") &&
         (ctx.IsLower(k + 2, "episode") || ctx.IsLower(k + 2, "hour"));
}

// "from a two-episode premiere on March 7" in [start, end): a run's first end.
bool FromPremiereBefore(const DocContext& ctx, size_t start, size_t end) {
  for (size_t k = start; k + 1 < end; ++k)
    if (ctx.IsLower(k, "from"))
      for (size_t m = k + 1; m < end && m < k + 7; ++m)
        if (ctx.IsLower(m, "premiere")) return true;
  return false;
}

// A release calendar's line, a paragraph of its own: "Episode 3: Wednesday, Oct. 24",
// "Episodes 9 and 10: Wednesday, Dec. 12". An episode's airing on that date, of the season
// the lines above name ("The Season 2 schedule:"). Whether sentence s was one.
bool EpisodeListLine(const DocContext& ctx, uint32_t s, const std::string& network, std::vector<Fact>* out) {
  const Sentence& sent = ctx.at.sentences[s];
  const size_t end = sent.end_token;
  size_t k = sent.first_token;
  if (!ctx.WholeParagraph(s) || (!ctx.IsLower(k, "episode") && !ctx.IsLower(k, "episodes")) ||
      ctx.T(k + 1).kind != TokenKind::kNumber)
    return false;
  for (++k; k < end && (ctx.T(k).kind == TokenKind::kNumber || ctx.IsLower(k, "and") || ctx.Is(k, "-") ||
                        ctx.Is(k, "\u2013") || ctx.IsLower(k, "through") || ctx.Is(k, ","));
       ++k) {
  }
  if (!ctx.Is(k, ":")) return false;
  bool plural = false;
  const int weekday = WeekdayOf(ctx.Tok(k + 1), &plural);
  if (weekday >= 0) k += ctx.Is(k + 2, ",") ? 2 : 1;
  const int month = MonthOf(ctx.Lower(k + 1));
  size_t at = ctx.Is(k + 2, ".") ? k + 3 : k + 2;
  if (plural || month == 0 || ctx.T(at).kind != TokenKind::kNumber || at + 1 != end) return false;
  const int day = text::LeadingNumber(ctx.Tok(at));
  const int year = InferYear(ctx, month, day, weekday);
  if (day < 1 || day > 31 || year == 0) return false;
  Airing a;
  a.work = ctx.WorkHere(sent.first_token);
  if (a.work.empty()) return false;
  a.network = network;
  a.occasion = "episode";
  if (weekday >= 0) a.weekday = std::string(kWeekdays[weekday]);
  a.date = IsoDate(year, month, day);
  // (The season of the list's heading, a few lines up.)
  for (uint32_t up = s; up-- > 0 && up + 16 > s && !a.season;)
    if (const int n = FirstSeasonIn(ctx, ctx.at.sentences[up]); n > 0) a.season = n;
  a.evidence = sent.span;
  Merge(out, a, 0.7);
  return true;
}

// "The Monday 10/9c drama has averaged 7.1 million viewers": a night and an hour written
// before the show's noun, a slot the sentence takes as known; no airing verb needed.
// Whether it found one.
bool SlotBeforeWorkNoun(const DocContext& ctx, const Sentence& sent, const std::string& doc_network,
                        std::vector<Fact>* out) {
  for (size_t k = sent.first_token + 1; k + 2 < sent.end_token; ++k) {
    bool plural = false;
    const int weekday = WeekdayOf(ctx.Tok(k), &plural);
    if (weekday < 0 || plural || !ctx.T(k).Has(kCapitalized) || ctx.T(k).Has(kInQuote)) continue;
    // ("The Monday 10/9c drama", "NBC's Monday 10/9c drama")
    const NetworkMention* owner = k >= sent.first_token + 2 && ctx.T(k - 1).Has(kPossessive) ? ctx.NetworkAt(k - 2)
                                                                                            : nullptr;
    if (!ctx.IsLower(k - 1, "the") && !owner) continue;
    Clock clock;
    size_t end = 0;
    if (!ParseTime(ctx, k + 1, sent.end_token, &clock, &end) || clock.hour < 0 || clock.tz.empty() ||
        !ctx.Has(end, kWordWorkNoun))
      continue;
    Airing a;
    a.work = ctx.WorkHere(k);
    if (a.work.empty()) return false;
    a.network = owner ? owner->name : doc_network;
    a.occasion = "timeslot";
    a.weekday = std::string(kWeekdays[weekday]);
    char buf[8];
    FormatClock(buf, sizeof buf, clock.hour, clock.minute);
    a.time = buf;
    a.timezone = clock.tz;
    a.evidence = sent.span;
    Merge(out, a, 0.7);
    return true;
  }
  return false;
}

// "MONDAY." opening a paragraph that goes on: a run-in label of a day, in capitals.
int RunInDayLabel(const DocContext& ctx, uint32_t s) {
  const Sentence& sent = ctx.at.sentences[s];
  if (sent.end_token != sent.first_token + 2 || !ctx.Is(sent.first_token + 1, ".") || !ctx.OpensParagraph(s) ||
      ctx.EndsParagraph(s))
    return -1;
  const Word w = ctx.Tok(sent.first_token);
  for (char c : w)
    if (c < 'A' || c > 'Z') return -1;
  bool plural = false;
  const int d = WeekdayInAnyCase(ctx, sent.first_token, &plural);
  return plural ? -1 : d;
}

// The first day of "the week of Feb. 8 to 14" (or "the week of Feb. 8") in the article's
// first two paragraphs of text, as an ISO date; "" when none is named.
std::string WeekOfFirstDay(const DocContext& ctx) {
  for (uint32_t s = 0, stories = 0; s < ctx.at.sentences.size() && stories <= 2; ++s) {
    if (ctx.KindOfSentence(s) != ParagraphKind::kStory) continue;
    stories += ctx.OpensParagraph(s);
    const Sentence& sent = ctx.at.sentences[s];
    for (size_t k = sent.first_token + 2; k + 1 < sent.end_token; ++k) {
      if (!ctx.IsLower(k - 2, "week") || !ctx.IsLower(k - 1, "of")) continue;
      const int month = ctx.T(k).Has(kCapitalized) ? MonthOf(ctx.Lower(k)) : 0;
      const size_t d = k + 1 + ctx.Is(k + 1, ".");
      if (!month || d >= sent.end_token || ctx.T(d).kind != TokenKind::kNumber) continue;
      const int day = text::LeadingNumber(ctx.Tok(d));
      if (const int year = day > 0 && day <= 31 ? InferYear(ctx, month, day, -1, /*told_past=*/true) : 0; year > 0)
        return IsoDate(year, month, day);
    }
  }
  return {};
}

// A chart's ranked entry, '1. "Ponung," Season 2 (11.9 million views).': a quoted title
// opening the item, its figure in brackets at the end. Its title and season are those of the
// entry's sentences after it.
bool RankedEntryLead(const DocContext& ctx, uint32_t s) {
  const Sentence& sent = ctx.at.sentences[s];
  if (!ctx.OpensItem(s)) return false;
  size_t first = sent.first_token;
  // (The number may open the sentence itself when the splitter kept it: "1. "Ponung," ...".)
  if (ctx.T(first).kind == TokenKind::kNumber && ctx.Is(first + 1, ".")) first += 2;
  if (first >= sent.end_token || !ctx.T(first).Has(kQuoteMark) || sent.end_token - first > 20) return false;
  size_t close = sent.end_token - 1;
  if (ctx.Is(close, ".")) --close;
  if (!ctx.Is(close, ")")) return false;
  size_t open = close;
  while (open > first && !ctx.Is(open, "(")) --open;
  return ctx.Is(open, "(") && ctx.T(open + 1).kind == TokenKind::kNumber;
}

// "the second season's premiere on Monday": "premiere" within a few words, then "on" and a
// day or a month.
bool PremiereOnADayWithin(const DocContext& ctx, size_t k, size_t end) {
  for (size_t p = k; p + 2 < end && p < k + 7; ++p) {
    if (!ctx.IsLower(p, "premiere")) continue;
    bool plural = false;
    return ctx.IsLower(p + 1, "on") && (WeekdayOf(ctx.Tok(p + 2), &plural) >= 0 || MonthOf(ctx.Lower(p + 2)) > 0);
  }
  return false;
}

// Clauses of a sentence that can each state an airing: split at ", and" and ";"
// ("... debuted on June 26, and ahead of its finale, which drops Aug. 14").
std::vector<std::pair<size_t, size_t>> Clauses(const DocContext& ctx, const Sentence& sent) {
  std::vector<std::pair<size_t, size_t>> out;
  size_t start = sent.first_token;
  for (size_t i = sent.first_token; i + 1 < sent.end_token; ++i) {
    // "..., followed by a new episode every Thursday through the March 19 finale": the
    // run after the premiere is a clause of its own.
    // "The comedy, which spent two seasons on Tuesdays at 8:30/7:30c on ABC before it was
    // canceled in May, returns ... on Hulu on Wednesday, March 3": the relative clause
    // between commas is a clause of its own (its past slot is not the return's).
    // ("... at 12 a.m. ET, which is 9 p.m. Tuesday on the West Coast": the same moment told
    // in another zone, no airing of its own. Not after a local time, "9 p.m. here, which is
    // 10/9c back East", whose restatement is the Eastern one.)
    const auto us_zone = [&](size_t k) {
      const Word z = ctx.Lower(k);
      return z == "et" || z == "pt" || z == "ct" || z == "mt" || z == "est" || z == "pst" || z == "edt" || z == "pdt";
    };
    if (ctx.Is(i, ",") && ctx.IsLower(i + 1, "which") && ctx.IsLower(i + 2, "is") && i > start && us_zone(i - 1) &&
        ctx.T(i + 3).kind == TokenKind::kNumber) {
      size_t close = i + 3;
      while (close < sent.end_token && !ctx.Is(close, ",")) ++close;
      out.push_back({start, i});
      start = close < sent.end_token ? close + 1 : sent.end_token;
      i = close;
      continue;
    }
    if (ctx.Is(i, ",") && ctx.IsLower(i + 1, "which") && i > start && i + 3 < sent.end_token) {
      size_t close = i + 2;
      while (close < sent.end_token && !ctx.Is(close, ",")) ++close;
      bool slot = false, verb_after = false;
      for (size_t k = i + 2; k < close && !slot; ++k) slot = ctx.T(k).kind == TokenKind::kNumber;
      if (close + 1 < sent.end_token) verb_after = ctx.Has(close + 1, kWordAiringVerb);
      if (slot && verb_after) {
        out.push_back({start, i});
        out.push_back({i + 1, close});
        start = close + 1;
        i = close;
        continue;
      }
    }
    bool split = ctx.Is(i, ";") || (ctx.Is(i, ",") && ctx.IsLower(i + 1, "and") && i > start + 3) ||

                 // "... opens at 9pm and will continue weekly, with the final episode on
                 // Sunday 18 April": the finale is a clause of its own.
                 (ctx.Is(i, ",") && ctx.IsLower(i + 1, "with") && ctx.IsLower(i + 2, "the") && i > start + 3 &&
                  (ctx.IsLower(i + 3, "final") || ctx.IsLower(i + 3, "finale") || ctx.IsLower(i + 3, "last"))) ||
                 (ctx.Is(i, ",") && ctx.IsLower(i + 1, "followed") && ctx.IsLower(i + 2, "by") && i > start + 3) ||
                 // "... at 8/7c, with encores at 10/9c that night and again on Christmas Eve at
                 // 6 p.m.": each repeat is a clause of its own.
                 // (", with an encore on Saturday at 11 p.m. ET": one repeat too.)
                 (ctx.Is(i, ",") && ctx.IsLower(i + 1, "with") && i > start + 3 &&
                  (ctx.IsLower(i + 2, "encores") || ctx.IsLower(i + 2, "repeats") || ctx.IsLower(i + 2, "reruns") ||
                   ((ctx.IsLower(i + 2, "an") || ctx.IsLower(i + 2, "a")) &&
                    (ctx.IsLower(i + 3, "encore") || ctx.IsLower(i + 3, "repeat") || ctx.IsLower(i + 3, "rerun") ||
                     ctx.IsLower(i + 3, "replay"))))) ||
                 (ctx.IsLower(i, "and") && ctx.IsLower(i + 1, "again") && i > start + 3) ||
                 // "debuts tonight at 10/9c on FX, with a second episode right behind it at 11":
                 // the second episode is a clause of its own.
                 (ctx.Is(i, ",") && ctx.IsLower(i + 1, "with") && i > start + 3 && SecondEpisodeAt(ctx, i + 2)) ||
                 // "CBS will preempt it on Thursday, Nov. 22, ..., then make up the day by airing
                 // two episodes ... on Friday, Nov. 23": what follows "then" with a date of its
                 // own is a clause of its own.
                 (ctx.Is(i, ",") && ctx.IsLower(i + 1, "then") && i > start + 3 && i + 2 < sent.end_token &&
                  ctx.T(i + 2).kind == TokenKind::kWord && !ctx.T(i + 2).Has(kCapitalized) && [&] {
                    for (size_t k = i + 2; k + 1 < sent.end_token; ++k)
                      if (MonthOf(ctx.Lower(k)) > 0 && ctx.T(k + 1 + ctx.Is(k + 1, ".")).kind == TokenKind::kNumber)
                        return true;
                    return false;
                  }()) ||
                 // "premieres at 9 p.m. ET/PT and then settles into Sundays at 9": the slot after
                 // the first night is a clause of its own.
                 (ctx.IsLower(i, "and") && ctx.IsLower(i + 1, "then") && i > start + 3 &&
                  (ctx.IsLower(i + 2, "settles") || ctx.IsLower(i + 2, "moves") || ctx.IsLower(i + 2, "shifts"))) ||
                 // "... with a new episode every Wednesday through the season finale on Jan.
                 // 13": the finale is a clause of its own.
                 (IsRunEnd(ctx.Lower(i)) && i > start + 3 && FinaleWithin(ctx, i + 1, sent.end_token)) ||
                 // "... a preview on Sunday, Jan. 3, before moving to its regular slot on
                 // Tuesday, Jan. 5": the move is a clause of its own.
                 // "... weekly on Fridays, from a two-episode premiere on March 7 to a two-episode
                 // finale last Friday, April 25": the finale's end of the run is a clause of its own.
                 (ctx.IsLower(i, "to") && i > start + 3 && FinaleWithin(ctx, i + 1, sent.end_token) &&
                  FromPremiereBefore(ctx, start, i)) ||
                 // "runs a marathon of the first season from 10 a.m., ahead of the second
                 // season's premiere on Monday at 9/8c": the premiere is a clause of its own.
                 (ctx.Is(i, ",") && ctx.IsLower(i + 1, "ahead") && ctx.IsLower(i + 2, "of") && i > start + 3 &&
                  PremiereOnADayWithin(ctx, i + 3, sent.end_token)) ||
                 // "... will screen the first two episodes on Saturday, March 20, three weeks
                 // before the season premieres on Peacock on Thursday, April 8": the premiere
                 // after "before" is a clause of its own.
                 (ctx.IsLower(i, "before") && i > start + 3 && i + 3 < sent.end_token &&
                  (ctx.IsLower(i + 1, "the") || ctx.IsLower(i + 1, "its")) &&
                  (ctx.IsLower(i + 2, "season") || ctx.IsLower(i + 2, "series") || ctx.IsLower(i + 2, "show")) &&
                  IsAiringVerbAt(ctx, i + 3)) ||
                 // "... on Friday, Nov. 20, at 8/7c, three days after the season finale on
                 // Tuesday, Nov. 17": the finale is a clause of its own.
                 ((ctx.IsLower(i, "after") || ctx.IsLower(i, "before")) && i > start + 3 &&
                  ctx.IsLower(i + 1, "the") && i + 5 < sent.end_token &&
                  [&] {
                    size_t k = i + 2;
                    if (ctx.IsLower(k, "season") || ctx.IsLower(k, "series")) ++k;
                    return (ctx.IsLower(k, "finale") || ctx.IsLower(k, "premiere")) && ctx.IsLower(k + 1, "on") &&
                           k + 2 < sent.end_token && ctx.T(k + 2).Has(kCapitalized) &&
                           [&] {
                             bool plural = false;
                             return WeekdayInAnyCase(ctx, k + 2, &plural) >= 0 || MonthOf(ctx.Lower(k + 2)) > 0;
                           }();
                  }()) ||
                 (ctx.IsLower(i, "before") && i > start + 3 &&
                  (ctx.IsLower(i + 1, "moving") || ctx.IsLower(i + 1, "settling") ||
                   ctx.IsLower(i + 1, "shifting") || ctx.IsLower(i + 1, "returning")));
    // '"Fenwold" airs Mondays at 8/7c and "Haybarn" at 8:30/7:30c': a second title with
    // only its time is a clause of its own, on the first one's night.
    if (!split && ctx.IsLower(i, "and") && i > start + 3 && ctx.T(i + 1).Has(kQuoteMark) && i + 2 < sent.end_token &&
        ctx.masked[i + 2]) {
      size_t k = i + 2;
      while (k < sent.end_token && (ctx.masked[k] || ctx.T(k).Has(kQuoteMark) || ctx.Is(k, ","))) ++k;
      split = ctx.IsLower(k, "at") && k + 1 < sent.end_token && ctx.T(k + 1).kind == TokenKind::kNumber;
      for (size_t m = k; split && m < sent.end_token; ++m) split = !ctx.Has(m, kWordAiringVerb);
    }
    // "airs the midseason finale Tuesday, Dec. 10, at 9/8c and returns Jan. 7": a second
    // airing verb after a dated airing, with a date of its own, is a clause of its own.
    // (Not "takes the week off and returns Wednesday, Oct. 24": the break and the return are
    // one clause, the return no premiere.)
    if (!split && ctx.IsLower(i, "and") && i > start + 3 && IsAiringVerbAt(ctx, i + 1) &&
        !ctx.T(i + 1).Has(kCapitalized) && !ctx.IsLower(i - 1, "off")) {
      bool timed_before = false, dated_after = false;
      for (size_t k = start; k < i && !timed_before; ++k) timed_before = ctx.T(k).kind == TokenKind::kNumber;
      for (size_t k = i + 2; k < sent.end_token && k < i + 6 && !dated_after; ++k)
        dated_after = ctx.T(k).Has(kCapitalized) && MonthOf(ctx.Lower(k));
      split = timed_before && dated_after;
    }
    if (!split) continue;
    if (i > start) out.push_back({start, i});  // ";;" or a leading ";" makes no empty clause
    start = i + 1;
  }
  if (start < sent.end_token) out.push_back({start, sent.end_token});
  return out;
}

void ExtractAirings(const DocContext& ctx, std::vector<Fact>* out) {
  if (ctx.main_work < 0) return;
  const std::string doc_network = DominantNetwork(ctx);
  // A roundup's section heading that is a network's name ("CBS" on a line of its own)
  // stands for the network of the sections below it, until the next short heading.
  // A day heading ("SUNDAY, NOV. 29") dates the entries below it, until the next heading.
  std::string section_network;
  // A roundup's section heading that is a title and its network in brackets, a paragraph
  // of its own ("COLDHARBOUR (FX)"), names the work and network of the paragraphs below it.
  std::string section_work;
  DayHeading day_heading;
  // A schedule grid's night ("MONDAY" on a line of its own) for the grid lines below it
  // ("8 p.m. — Copperline"); -1 outside a grid.
  int grid_weekday = -1;
  const Sentence* lead = nullptr;  // the lead of the listing entry being read
  // A lone weekday on a line of its own ("MONDAY"): a grid's night, or a day of a week's
  // preview ("This week on ...": MONDAY, TUESDAY, ...), dated from the publication date.
  auto lone_weekday = [&ctx](uint32_t s) {
    const Sentence& sent = ctx.at.sentences[s];
    bool plural = false;
    // (The cheap tests first: this runs for every sentence.)
    if (sent.end_token - sent.first_token > 2 || !ctx.T(sent.first_token).Has(kCapitalized) ||
        !(sent.end_token - sent.first_token == 1 || ctx.Is(sent.first_token + 1, ":")) ||
        ctx.KindOfSentence(s) != ParagraphKind::kStory || !ctx.WholeParagraph(s))
      return -1;
    const int d = WeekdayInAnyCase(ctx, sent.first_token, &plural);
    return plural ? -1 : d;
  };
  int py = 0, pm = 0, pd = 0;
  const bool dated_doc = ctx.doc.meta.published && ParseIsoDate(*ctx.doc.meta.published, &py, &pm, &pd);
  // Lone weekday headings; three or more, in an article that says it previews a week
  // ("This Week on ...", "the week of Nov. 23"), make a week's preview. (A schedule's
  // nights are headed so too.)
  int week_days = 0;
  for (uint32_t s = 0; dated_doc && s < ctx.at.sentences.size(); ++s) week_days += lone_weekday(s) >= 0;
  // (A headline's week is cheap to look for; the text is searched only when there are
  // lone weekday headings: most articles have none.)
  const std::string_view headline = ctx.doc.meta.title ? std::string_view(*ctx.doc.meta.title) : std::string_view();
  bool week_told = dated_doc && (text::Find(headline, "Week") != std::string_view::npos ||
                                 text::Find(headline, "week") != std::string_view::npos);
  // ("'Marram Sound' Spoilers, Week of Feb. 1": one show's week, day by day.)
  const bool soap_week = dated_doc && (text::Find(headline, "Week of") != std::string_view::npos ||
                                       text::Find(headline, "week of") != std::string_view::npos ||
                                       text::Find(headline, "Spoilers") != std::string_view::npos ||
                                       text::Find(headline, "spoilers") != std::string_view::npos);
  if (week_days >= 3) {
    week_told = week_told || text::Find(ctx.at.text, "the week of ") != std::string_view::npos ||
                text::Find(ctx.at.text, "This week") != std::string_view::npos ||
                text::Find(ctx.at.text, "this week") != std::string_view::npos ||
                text::Find(ctx.at.text, "the week ahead") != std::string_view::npos;
    if (!week_told) week_days = 0;
  }
  // "CBS won the week of Feb. 8 to 14 ...": the first day of the week a ratings report
  // covers, which its run-in day labels ("MONDAY. NBC's ... drew 6.2 million") fall in.
  const std::string covered_week = dated_doc ? WeekOfFirstDay(ctx) : std::string();
  uint32_t run_in_paragraph = UINT32_MAX;  // the paragraph a run-in day label heads
  // A watch list's pick: a heading line of its own, '"Tallowmarsh," Friday, 9 p.m., Starz',
  // airs the title; the paragraph under it airs on that network, and its first sentence
  // may say which occasion the heading's airing is ("The Season 2 premiere of ...").
  std::string pick_network;
  std::string last_day_heading;  // the date of a week's preview's day heading before this one
  uint32_t pick_paragraph = UINT32_MAX;
  size_t pick_fact = SIZE_MAX;
  for (uint32_t s = 0; s < ctx.at.sentences.size(); ++s) {
    if (ctx.KindOfSentence(s) != ParagraphKind::kStory) continue;
    const Sentence& sent = ctx.at.sentences[s];
    if (sent.paragraph == pick_paragraph && ctx.OpensParagraph(s) && pick_fact < out->size()) {
      bool dated = false;
      int season = 0;
      for (size_t k = sent.first_token; k < sent.end_token && !dated; ++k) {
        bool plural = false;
        dated = ctx.T(k).Has(kCapitalized) && (MonthOf(ctx.Lower(k)) || WeekdayOf(ctx.Tok(k), &plural) >= 0);
        size_t end = 0;
        if (!season) season = SeasonAt(ctx, k, &end);
      }
      if (!dated) {
        Fact& pick = (*out)[pick_fact];
        const std::string occasion =
            OccasionOf(ToLower(ctx.at.Slice(sent.span)), false, false, true, season, pick.season.value_or(0));
        if (pick.occasion == "episode" && occasion != "episode" && occasion != "timeslot") pick.occasion = occasion;
        // ("All eight episodes of the third and final season land at once.")
        if (season > 0 && !pick.season) pick.season = season;
      }
    }
    const bool paragraph_start = ctx.OpensParagraph(s);
    const bool whole_paragraph = ctx.WholeParagraph(s);
    // A mailbag's question ('Q: "Sompoton" disappeared ...') names the show its answer ('A:
    // It moved. For two seasons ABC aired the comedy ...') goes on about.
    if (paragraph_start && ctx.Is(sent.first_token, "Q") && ctx.Is(sent.first_token + 1, ":"))
      if (std::string asked = FirstWorkIn(ctx, ctx.at.Slice(ctx.at.paragraphs[sent.paragraph].span)); !asked.empty())
        section_work = asked;
    // A run-in day label ("MONDAY. NBC's medical drama ... drew 6.2 million at 10 p.m.")
    // heads its own paragraph only.
    if (run_in_paragraph != UINT32_MAX && sent.paragraph != run_in_paragraph) {
      day_heading = {};
      run_in_paragraph = UINT32_MAX;
    }
    if (const int d = RunInDayLabel(ctx, s); d >= 0) {
      day_heading = {d, 0, 0};
      // (The label's day on or after the week's first: WeekdayFromPublished reads any date.)
      int y = 0, m = 0, day = 0;
      if (ParseIsoDate(WeekdayFromPublished(covered_week, d, /*back=*/false), &y, &m, &day)) day_heading = {d, m, day};
      run_in_paragraph = sent.paragraph;
      continue;
    }
    // ("SUNDAYS" over '9 p.m. ET / 8 p.m. CT -- "Rue de Lappe"': a guide's night, every week.)
    if (const int d = PluralDayHeading(ctx, s); d >= 0 && s + 1 < ctx.at.sentences.size() && GridLineTitle(ctx, s + 1)) {
      grid_weekday = d;
      continue;
    }
    if (const int d = lone_weekday(s); d >= 0) {
      grid_weekday = d;
      // A week's preview: the day's episode, on the first such weekday from the
      // publication date on, unless the day's text says there is none.
      const bool grid_follows = s + 1 < ctx.at.sentences.size() && GridLineTitle(ctx, s + 1);
      if (week_days >= 3 && !grid_follows) {
        std::string date = WeekdayFromPublished(*ctx.doc.meta.published, d, /*back=*/false);
        int y = 0, m = 0, day = 0;
        // ("spent the week of Oct. 17 marrying ..." over MONDAY ... FRIDAY: the days of the
        // week the article names, before or after its date.)
        if (!covered_week.empty()) date = WeekdayFromPublished(covered_week, d, /*back=*/false);
        // ("MONDAY" ... "SUNDAY" under a Sunday's date line: the days run on in order, so a
        // day no later than the heading before is a week on.)
        if (!last_day_heading.empty() && date <= last_day_heading && ParseIsoDate(date, &y, &m, &day))
          date = IsoDateShifted(y, m, day, 7);
        last_day_heading = date;
        if (ParseIsoDate(date, &y, &m, &day)) day_heading = {d, m, day};
        const std::string_view next =
            s + 1 < ctx.at.sentences.size() ? ctx.at.Slice(ctx.at.sentences[s + 1].span) : std::string_view();
        // ('FRIDAY' over '"Tojil," Season 2 (Netflix).': a column's day, whose entries are
        // other shows, is no day of the article's own show.)
        const std::string own = section_work.empty() ? ctx.MainWork() : section_work;
        // ('MONDAY' over 'NBC's "Iqyax" airs two new episodes': a day whose first sentence
        // names another work first, quoted or not.)
        const std::string first_work = s + 1 < ctx.at.sentences.size() ? FirstWorkIn(ctx, next) : std::string();
        const bool other_entry = s + 1 < ctx.at.sentences.size() &&
                                 (ctx.T(ctx.at.sentences[s + 1].first_token).Has(kQuoteMark) || !first_work.empty()) &&
                                 first_work != own;
        if (!next.starts_with("No new episode") && !next.starts_with("No episode") && !next.starts_with("Nothing") &&
            !other_entry) {
          Airing a;
          a.work = own;
          a.occasion = "episode";
          a.weekday = kWeekdays[d];
          a.date = date;
          a.evidence = sent.span;
          Merge(out, a, 0.6);
        }
      }
      continue;
    }
    if (paragraph_start) {
      if (const size_t title = grid_weekday >= 0 ? GridLineTitle(ctx, s) : 0) {
        Clock clock;
        size_t after = 0;
        std::string work = FirstWorkIn(ctx, ctx.at.Slice(Span{ctx.T(title).start, sent.span.end}));
        if (!work.empty() && ParseTime(ctx, sent.first_token, title, &clock, &after) && clock.hour >= 0) {
          Airing a;
          a.work = work;
          a.network = section_network.empty() ? doc_network : section_network;
          a.occasion = "timeslot";
          a.weekday = std::string(kWeekdays[grid_weekday]);
          char buf[8];
          FormatClock(buf, sizeof buf, clock.hour, clock.minute);
          a.time = buf;
          a.timezone = clock.tz.empty() && ((!a.network.empty() && !IsNonUsBroadcaster(a.network)) || ctx.listing_zone_stated)
                           ? ctx.listing_zone
                           : clock.tz;
          a.evidence = sent.span;
          Merge(out, a, 0.8);
        }
        continue;
      }
      // Prose ends the grid.
      if (!whole_paragraph || ctx.Is(sent.end_token - 1, ".")) grid_weekday = -1;
    }
    // (A guide's entry line, "Quandong, Stan", and a day, "MONDAY 30 NOVEMBER", are no
    // network headings.)
    if (whole_paragraph && sent.end_token - sent.first_token <= 3 && ctx.T(sent.end_token - 1).kind != TokenKind::kPunct &&
        !GuideLineNetwork(ctx, s) && ReadDayHeading(ctx, sent.first_token, sent.end_token).weekday < 0) {
      const NetworkMention* nm = ctx.NetworkAt(sent.first_token);
      section_network = nm && nm->end == sent.end_token ? nm->name : std::string();
      section_work.clear();
      day_heading = {};
      continue;
    }
    if (std::string w = SectionHeadingWork(ctx, s); !w.empty()) {
      section_work = w;
      size_t open = sent.end_token - 1;
      while (open > sent.first_token && !ctx.Is(open, "(")) --open;
      const NetworkMention* nm = ctx.NetworkAt(open + 1);
      section_network = nm ? nm->name : std::string();
      day_heading = {};
      lead = nullptr;
      continue;
    }
    if (paragraph_start) {
      // The splitter may cut a heading at an abbreviation's period ("NOV. | 29").
      uint32_t last = s;
      while (last + 1 < ctx.at.sentences.size() && ctx.at.sentences[last + 1].paragraph == sent.paragraph) ++last;
      if (DayHeading h = ReadDayHeading(ctx, sent.first_token, ctx.at.sentences[last].end_token); h.weekday >= 0) {
        day_heading = h;
        // A soap's week of spoilers ("'Marram Sound' Spoilers, Week of Feb. 1" over
        // "MONDAY, FEB. 1", "TUESDAY, FEB. 2", ...): each dated day heading is that day's
        // episode of the show, when the story under it names no other.
        if (soap_week && h.month > 0 && h.day > 0 && last + 1 < ctx.at.sentences.size()) {
          const Sentence& next = ctx.at.sentences[last + 1];
          const std::string named = FirstWorkIn(ctx, ctx.at.Slice(ctx.at.paragraphs[next.paragraph].span));
          if (named.empty() || named == ctx.MainWork())
            if (const int year = InferYear(ctx, h.month, h.day, h.weekday); year > 0) {
              Airing a;
              a.work = ctx.MainWork();
              a.occasion = "episode";
              a.weekday = kWeekdays[h.weekday];
              a.date = IsoDate(year, h.month, h.day);
              a.evidence = sent.span;
              Merge(out, a, 0.6);
            }
        }
        s = last;
        continue;
      }
    }
    // A streaming list's dated heading line ("The Ninth Lantern, Season 2 (Wednesday, Nov.
    // 25)") is the airing of its title on the list's network, read as its own lead.
    if (size_t title_end = 0; ctx.T(sent.first_token).Has(kSentenceStart)) {
      int heading_season = 0;
      if (DatedHeading(ctx, s, &title_end, &heading_season)) {
        const std::string work = FirstWorkIn(ctx, ctx.at.Slice(Span{sent.span.start, ctx.T(title_end - 1).end}));
        if (!work.empty()) {
          ReadClause(ctx, sent.first_token, sent.end_token, sent.span, section_network.empty() ? doc_network : section_network,
                     work, day_heading, &sent, out);
          lead = nullptr;
          continue;
        }
      }
    }
    if (paragraph_start) {
      size_t title_end = 0;
      int pick_season = 0;
      if (const int wd = BracketWeekdayPick(ctx, sent, &title_end, &pick_season); wd >= 0) {
        const std::string work = FirstWorkIn(ctx, ctx.at.Slice(Span{sent.span.start, ctx.T(title_end - 1).end}));
        const std::string date = work.empty() ? std::string() : DateInColumnWeek(ctx, wd);
        if (!date.empty()) {
          Airing a;
          a.work = work;
          a.network = section_network.empty() ? doc_network : section_network;
          // (What the pick's paragraph says it is: a season's first episodes, a new show's.)
          const std::string paragraph = ToLower(ctx.at.Slice(ctx.at.paragraphs[sent.paragraph].span));
          if (pick_season > 1) a.occasion = "season premiere";
          else if (paragraph.find(" new ") != std::string::npos || paragraph.find("premiere") != std::string::npos)
            a.occasion = "series premiere";
          if (pick_season > 0) a.season = pick_season;
          a.weekday = kWeekdays[wd];
          a.date = date;
          a.evidence = sent.span;
          Merge(out, a, 0.7);
          continue;
        }
      }
    }
    if (paragraph_start) {
      // A TV guide's entry line ("Wilga, 8.30pm, ABC TV") is a paragraph of its own: it
      // leads the paragraph after it.
      const bool guide_entry = lead && lead->paragraph + 1 == sent.paragraph &&
                               GuideLineNetwork(ctx, ctx.SentenceOf(lead->first_token));
      if (IsListingLead(ctx, s) || RankedEntryLead(ctx, s)) {
        lead = &sent;
        continue;  // its title and network are read with the entry's sentences
      }
      if (!guide_entry) lead = nullptr;
    } else if (RankedEntryLead(ctx, s)) {
      lead = &sent;  // (after its number, a sentence of its own)
      continue;
    }
    // (Where the lead's network starts, when the lead is a guide's line; else 0.)
    const size_t lead_guide_network = lead ? GuideLineNetwork(ctx, ctx.SentenceOf(lead->first_token)) : 0;
    // Most sentences name no time at all: a number, a weekday, a month or "tonight" is
    // the price of a closer look.
    // A guide entry's line names the work, the network and the time of the paragraph
    // after it ("Wilga, 8.30pm, ABC TV"), whose first sentence airs it (ReadClause reads
    // its network and time).
    const bool entry_line = day_heading.weekday >= 0 && IsTitleEntryLine(ctx, sent);
    bool maybe = (lead_guide_network && day_heading.weekday >= 0 && paragraph_start) || entry_line;
    for (size_t i = sent.first_token; i < sent.end_token && !maybe; ++i) {
      const Token& t = ctx.T(i);
      maybe = t.kind == TokenKind::kNumber || ctx.Lower(i) == "tonight" || ctx.Lower(i) == "tomorrow" ||
              ctx.Lower(i) == "noon" ||
              ctx.Lower(i) == "midnight" ||
              (t.Has(kCapitalized) && ctx.NonName(i) &&
               (MonthOf(ctx.Lower(i)) || ctx.Lower(i).ends_with("day") || ctx.Lower(i).ends_with("days")));
    }
    // ("... a third season, which will premiere in the fall": a time of year, ahead.)
    for (size_t i = sent.first_token + 1; i < sent.end_token && !maybe; ++i) {
      const Word w = ctx.Lower(i);
      maybe = (w == "fall" || w == "spring" || w == "summer" || w == "autumn" || w == "winter" || w == "year") &&
              (ctx.IsLower(i - 1, "the") || ctx.IsLower(i - 1, "this") || ctx.IsLower(i - 1, "next")) &&
              !(i + 1 < sent.end_token && ctx.T(i + 1).Has(kPossessive));  // (not "the fall's last wave")
    }
    if (!maybe) continue;
    if (EpisodeListLine(ctx, s, section_network.empty() ? doc_network : section_network, out)) continue;
    // (A sentence that names the slot so and no date tells no airing of its own: "The
    // Monday 10/9c drama ... the most-watched new series on broadcast this fall".)
    if (SlotBeforeWorkNoun(ctx, sent, doc_network, out)) {
      bool dated = false;
      for (size_t k = sent.first_token; k + 1 < sent.end_token && !dated; ++k)
        dated = MonthOf(ctx.Lower(k)) > 0 && ctx.T(k).Has(kCapitalized) &&
                ctx.T(k + 1 + ctx.Is(k + 1, ".")).kind == TokenKind::kNumber;
      if (!dated) continue;
    }
    // A clause states an airing only with an airing verb or a network: a sentence with
    // neither anywhere is passed over before its clauses are read.
    bool cue_or_network = lead != nullptr || OpensWithDayAndTime(ctx, sent.first_token) ||  // a lead names both
                          DatedEpisodeLine(ctx, s) ||
                          OpensWithDateColon(ctx, sent.first_token) ||
                          sent.paragraph == pick_paragraph;  // (a watch list's pick heading names the network)
    for (size_t i = sent.first_token; i < sent.end_token && !cue_or_network; ++i) {
      bool plural = false;
      const bool weekday = ctx.T(i).Has(kCapitalized) && ctx.Lower(i).size() >= 6 && WeekdayOf(ctx.Tok(i), &plural) >= 0;
      const bool nightly_slot = weekday &&
                                (plural || ctx.IsLower(i + 1, "nights") || ctx.IsLower(i + 1, "evenings")) &&
                                TimeFollows(ctx, i + 1, sent.end_token);
      // ("Three episodes, then new ones weekly on Wednesdays", "then one a week on Fridays",
      // "then adds one every Tuesday": a weekly run, said of the entry above.)
      const bool weekly_run =
          weekday && i > sent.first_token + 2 &&
          ((plural && ctx.IsLower(i - 1, "on") &&
            (ctx.IsLower(i - 2, "weekly") || (ctx.IsLower(i - 2, "week") && ctx.IsLower(i - 3, "a")) ||
             // ("New episodes follow on Sundays through June 9.", "the other six follow on Tuesdays")
             EpisodesFollowAt(ctx, sent.first_token, i - 2))) ||
           (!plural && ctx.IsLower(i - 1, "every") &&
            // ("New episodes follow every Wednesday.")
            (ctx.IsLower(i - 2, "one") || EpisodesFollowAt(ctx, sent.first_token, i - 2) ||
             // ("Apple adds one episode every Friday")
             (ctx.IsLower(i - 2, "episode") && ctx.IsLower(i - 3, "one")))));
      // ("The next new episode is this Friday, Oct. 7.": a copula between the episode and its day.)
      // ("in last Wednesday's episode", "Sunday's second episode": a day's episode.)
      const bool episode_is_day = EpisodeIsOnDay(ctx, i) || (weekday && !plural && DaysEpisodeAt(ctx, i));
      cue_or_network = ctx.masked[i] || IsAiringVerbAt(ctx, i) || SeasonEndsAt(ctx, i) || nightly_slot || weekly_run ||
                       episode_is_day;
    }
    if (!cue_or_network) continue;
    // The sentence's own network stands for its clauses that name none.
    // Else the network of the sentences before it in its paragraph ("Peacock's Dune
    // Tavern is doing the opposite. Its debut season premieres ..."), the section's, or
    // the article's.
    // (own_at: where the sentence's own network stands, if it names one.)
    size_t own_at = SIZE_MAX;
    // "The original ran on Thursdays at 8:30/7:30c from 2012 to 2016": a run in the past is
    // on the network that cancelled the show, not on the one reviving it.
    const bool past_run = RunsInThePast(ctx, sent);
    auto network_before = [&](uint32_t from) {
      if (past_run)
        for (uint32_t k = from + 1; k-- > 0 && k + 4 > s && ctx.at.sentences[k].paragraph == sent.paragraph;) {
          const Sentence& ks = ctx.at.sentences[k];
          for (size_t i = ks.first_token; i < ks.end_token; ++i)
            if (const NetworkMention* nm = ctx.NetworkAt(i); nm && CancelledBy(ctx, nm->end)) return nm->name;
        }
      for (uint32_t k = from + 1; k-- > 0 && k + 4 > s;) {
        const Sentence& ks = ctx.at.sentences[k];
        if (ks.paragraph != sent.paragraph) break;
        // "Episodes will be available to stream on Peacock the next day.": a second home,
        // not the network the next sentence's airing is on.
        if (k != s) {
          const std::string_view before = ctx.at.Slice(ks.span);
          if (before.find("next day") != std::string_view::npos || before.find("to stream") != std::string_view::npos)
            continue;
        }
        for (size_t i = ks.first_token; i < ks.end_token; ++i)
          if (const NetworkMention* nm = ctx.NetworkAt(i)) {
            // "..., and each episode streams the next day on Hulu": the second home again.
            bool second_home = false;
            for (size_t b = i > ks.first_token + 6 ? i - 6 : ks.first_token; b < i; ++b)
              second_home = second_home || (ctx.IsLower(b, "next") && ctx.IsLower(b + 1, "day"));
            // ("... and will also stream on Max": the entry's own network is named before.)
            second_home = second_home || AlsoStreamsOn(ctx, i, ks.first_token);
            // ("..., and each episode streams on Hulu the next day": after it, too.)
            second_home = second_home || (i >= ks.first_token + 2 && ctx.IsLower(i - 1, "on") && StreamsLater(ctx, nm->end));
            if (second_home) continue;
            // ("For people without Peacock, NBC will air the first episode": not that one.)
            if (i > ks.first_token && ctx.IsLower(i - 1, "without")) continue;
            // ("New episodes of the tvN drama arrive ... on Netflix": the service it is on.)
            // ("..., the BBC detective series, makes its U.S. debut": the list's service.)
            if (NetworkOfOrigin(ctx, i, nm->end) &&
                (LaterNetworkOn(ctx, nm->end, ks.end_token) || TellsUsDebut(ctx, nm->end, ks.end_token)))
              continue;
            if (k == s) own_at = i;
            return nm->name;
          }
      }
      return std::string();
    };
    std::string sentence_network = network_before(s);
    if (sentence_network.empty() && sent.paragraph == pick_paragraph) sentence_network = pick_network;
    if (sentence_network.empty()) sentence_network = section_network.empty() ? doc_network : section_network;
    // The section's work: its "TITLE (Network)" heading's, else the one FindSections read
    // from a heading or a paragraph's opening ("TOLLHOUSE" over "Returns: Thursday, ...").
    std::string entry_work = section_work;
    if (entry_work.empty() && s < ctx.section_work.size() && ctx.section_work[s] >= 0)
      entry_work = ctx.works[static_cast<size_t>(ctx.section_work[s])].name;
    // ('EPISODE 7: "Bareboat Charter"' over "Sunday, Nov. 12, 9/8c": a network's synopsis
    // block dates an episode of the article's series.)
    if (entry_work.empty() && DatedEpisodeLine(ctx, s)) entry_work = ctx.MainWork();
    if (lead_guide_network) {
      entry_work = FirstWorkIn(ctx, ctx.at.Slice(lead->span));
      if (!paragraph_start) continue;  // the entry's later sentences tell its story
    }
    // (The pick's heading: its network and its airing, for the paragraph under it.)
    const size_t facts_before = out->size();
    const bool pick_heading = whole_paragraph && ctx.T(sent.first_token).Has(kQuoteMark) && own_at != SIZE_MAX;
    auto clauses = Clauses(ctx, sent);
    // "The series will continue on Sunday nights at 9pm, and all six episodes will be on
    // BBC iPlayer": a clause before the sentence's network is on the one named before it.
    const std::string prior_network =
        own_at != SIZE_MAX && s > 0 && clauses.size() > 1 ? network_before(s - 1) : std::string();
    int carried_day = -1;  // "On Tuesdays, ...": the night the first clause names
    for (const auto& [first, end] : clauses) {
      Span span = clauses.size() == 1 ? sent.span : Span{ctx.T(first).start, ctx.T(end - 1).end};
      const std::string& clause_network =
          own_at != SIZE_MAX && own_at >= end && !prior_network.empty() ? prior_network : sentence_network;
      const size_t clause_facts = out->size();
      DayHeading clause_heading = day_heading;
      clause_heading.entry_line = entry_line && first == sent.first_token;
      ReadClause(ctx, first, end, span, clause_network, entry_work, clause_heading, lead, out,
                 first == sent.first_token ? -1 : carried_day);
      // ("ABC will air "Deadwax: Live From the Fillmore" ..., three days after the season
      // finale on Tuesday, Nov. 17. The series airs Tuesdays at 9/8c": a clause that does
      // not name the special but says "season" or "series" is its parent show's.)
      for (size_t k = clause_facts; k < out->size(); ++k)
        if (Fact& f = (*out)[k]; f.kind == FactKind::kAiring)
          if (const std::string parent = ParentOfSpecial(ctx, f.work); !parent.empty()) {
            const std::string_view said = ctx.at.Slice(span);
            if (said.find(f.work) == std::string_view::npos &&
                (text::Find(said, "season") != std::string_view::npos ||
                 text::Find(said, "series") != std::string_view::npos))
              f.work = parent;
          }
      // '... "Burrfield" opens its fourth season, followed by the series premiere of
      // "Haybarn"': a premiere that follows a dated airing is on its night.
      if (out->size() == clause_facts && clause_facts > facts_before && ctx.IsLower(first, "followed") &&
          ctx.IsLower(first + 1, "by")) {
        const Fact before = (*out)[clause_facts - 1];
        const std::string_view text = ctx.at.Slice(span);
        const char* occasion = text::Find(text, "series premiere") != std::string_view::npos   ? "series premiere"
                               : text::Find(text, "season premiere") != std::string_view::npos ? "season premiere"
                                                                                                : nullptr;
        const std::string work = FirstWorkIn(ctx, text);
        if (occasion && !work.empty() && work != before.work && before.kind == FactKind::kAiring &&
            !before.date.empty()) {
          Fact next = before;
          next.work = work;
          next.occasion = occasion;
          next.time.clear();
          next.timezone.clear();
          next.season.reset();
          next.evidence = {span};
          out->push_back(std::move(next));
        }
      }
      // "debuts tonight at 10/9c on FX, with a second episode right behind it at 11": the
      // second episode airs the same night, at its own time.
      if (out->size() == clause_facts && clause_facts > facts_before && ctx.IsLower(first, "with") &&
          SecondEpisodeAt(ctx, first + 1)) {
        const Fact& before = (*out)[clause_facts - 1];
        Clock clock;
        size_t after_time = 0;
        for (size_t k = first + 2; k + 1 < end && before.kind == FactKind::kAiring && !before.date.empty(); ++k)
          if (ctx.IsLower(k, "at") && ParseTime(ctx, k + 1, end, &clock, &after_time) && !clock.foreign_zone) {
            Fact next = before;
            next.occasion = "episode";
            char buf[16];
            FormatClock(buf, sizeof buf, clock.hour, clock.minute);
            next.time = buf;
            next.timezone = clock.tz.empty() ? before.timezone : clock.tz;
            next.evidence = {span};
            if (next.time > before.time) out->push_back(std::move(next));
            break;
          }
      }
      // "Episodes 9 and 10 arrive on Netflix on Saturday, Feb. 27, and Sunday, Feb. 28": a
      // clause that is only a further date is the episode airing before it, on that date.
      // ("a two-night premiere on Tuesday, June 4, and Wednesday, June 5, at 8/7c": so is a
      // premiere's second night.)
      if (out->size() == clause_facts && clause_facts > facts_before && first != sent.first_token) {
        const Fact& before = (*out)[clause_facts - 1];
        const std::string_view said = ctx.at.Slice(sent.span);
        const bool two_nights = text::Find(said, "two-night") != std::string_view::npos ||
                                text::Find(said, "two nights") != std::string_view::npos ||
                                text::Find(said, "two-part") != std::string_view::npos;
        const bool premiere = before.occasion == "season premiere" || before.occasion == "series premiere";
        int weekday = -1;
        Clock clock;
        std::string date;
        if (before.kind == FactKind::kAiring && (before.occasion == "episode" || (premiere && two_nights)) &&
            !before.date.empty())
          date = BareDateClause(ctx, first, end, &weekday, &clock);
        if (!date.empty() && date > before.date) {
          Fact again = before;
          again.date = date;
          again.weekday = kWeekdays[weekday];
          again.evidence = {span};
          if (clock.hour >= 0 && !clock.foreign_zone) {
            char buf[16];
            FormatClock(buf, sizeof buf, clock.hour, clock.minute);
            again.time = buf;
            again.timezone = !clock.tz.empty() ? clock.tz : !IsNonUsBroadcaster(again.network) ? ctx.listing_zone : "";
          }
          out->push_back(std::move(again));
        }
      }
      if (first == sent.first_token && clauses.size() > 1) {
        // (Only a night with no date in its clause: "Mondays kick off with ...".)
        bool dated = false;
        for (size_t k = first; k < end && !dated; ++k) dated = ctx.T(k).Has(kCapitalized) && MonthOf(ctx.Lower(k));
        // ('After that, "Fenwold" airs Mondays at 8/7c and "Haybarn" at 8:30/7:30c': the
        // night after the airing verb, too.)
        size_t reach = first + 4;
        for (size_t k = first; k < end && k < first + 10; ++k)
          if (ctx.Has(k, kWordAiringVerb)) reach = std::max(reach, k + 3);
        for (size_t k = first; k < end && k < reach && !dated && carried_day < 0; ++k) {
          bool plural = false;
          if (int d = WeekdayOf(ctx.Tok(k), &plural); d >= 0 && plural) carried_day = d;
        }
      }
    }
    // "At 7, two comedies go head to head: ABC's "Ochreway," ..., and Fox's "Tinplate," ...":
    // a time that opens the sentence is every clause's.
    if (ctx.IsLower(sent.first_token, "at") && out->size() > facts_before + 1) {
      const Fact* timed = nullptr;
      for (size_t k = facts_before; k < out->size() && !timed; ++k)
        if ((*out)[k].kind == FactKind::kAiring && !(*out)[k].time.empty()) timed = &(*out)[k];
      Clock c;
      size_t after = 0;
      if (timed && ParseTime(ctx, sent.first_token + 1, sent.end_token, &c, &after) && ctx.Is(after, ",")) {
        const Fact source = *timed;
        for (size_t k = facts_before; k < out->size(); ++k) {
          Fact& f = (*out)[k];
          if (f.kind == FactKind::kAiring && f.time.empty() && f.date == source.date && !f.date.empty()) {
            f.time = source.time;
            f.timezone = source.timezone;
          }
        }
      }
    }
    // "premieres over two nights, Sunday, Jan. 10, and Monday, Jan. 11, at 9 p.m.": a time
    // after the last of the sentence's dates is the time of the ones before it too.
    // (The last dated one: a slot may follow, "..., and then settles into Wednesdays at 8".)
    size_t last_dated = out->size();
    for (size_t k = out->size(); k > facts_before && last_dated == out->size(); --k)
      if ((*out)[k - 1].kind == FactKind::kAiring && !(*out)[k - 1].date.empty()) last_dated = k - 1;
    for (size_t k = facts_before; last_dated < out->size() && k < last_dated; ++k) {
      Fact& early = (*out)[k];
      const Fact& late = (*out)[last_dated];
      // (Not from a coming night to a past one: "reruns last Sunday's premiere at 8 p.m.")
      const bool past_to_coming = ctx.doc.meta.published && early.date < *ctx.doc.meta.published &&
                                  late.date >= *ctx.doc.meta.published;
      if (early.kind == FactKind::kAiring && late.kind == FactKind::kAiring && !early.date.empty() &&
          early.time.empty() && !late.date.empty() && late.date > early.date && !late.time.empty() &&
          early.work == late.work && early.network == late.network && !past_to_coming) {
        early.time = late.time;
        early.timezone = late.timezone;
      }
    }
    if (pick_heading && out->size() == facts_before + 1) {
      pick_network = sentence_network;
      pick_paragraph = sent.paragraph + 1;
      pick_fact = facts_before;
    }
  }
  ReconcileAirings(ctx, out);
}

}  // namespace showgraph::extract
