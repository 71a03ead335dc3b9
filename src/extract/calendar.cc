// Calendar words and numbers in a document: weekdays, months, seasons, clock times,
// dates and the year a date without one falls in.
#include "extract/calendar.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <string>

#include "lexicon/lexicon.h"
#include "text/chars.h"

namespace showgraph::extract {

// 0..6 for a weekday name (singular or plural), -1 otherwise; *plural says which.
int WeekdayOf(std::string_view w, bool* plural) {
  // (Every form ends in "day" or "days", with three letters or more before: most words
  // are ruled out here.)
  if (w.size() < 6 || !(w.ends_with("day") || w.ends_with("days"))) return -1;
  for (int d = 0; d < 7; ++d) {
    std::string_view name = kWeekdays[d];
    if (w == name) {
      *plural = false;
      return d;
    }
    if (w.size() == name.size() + 1 && w.substr(0, name.size()) == name && w.back() == 's') {
      *plural = true;
      return d;
    }
  }
  return -1;
}

// 1..12 for a month name or abbreviation ("Oct", "Sept"), 0 otherwise.
namespace {
// A word's first three bytes as one number.
constexpr uint32_t FirstThree(std::string_view w) {
  return static_cast<uint32_t>(static_cast<unsigned char>(w[0])) |
         static_cast<uint32_t>(static_cast<unsigned char>(w[1])) << 8 |
         static_cast<uint32_t>(static_cast<unsigned char>(w[2])) << 16;
}
constexpr std::array<uint32_t, 12> kMonthHeads = [] {
  std::array<uint32_t, 12> heads{};
  for (size_t m = 0; m < 12; ++m) heads[m] = FirstThree(kMonths[m]);
  return heads;
}();
}  // namespace

int MonthOf(Word lower) {
  if (lower.size() < 3) return 0;
  // Every form of a month starts with its three letters, which no other month's share:
  // the month so found is the only one the word can be.
  const uint32_t head = FirstThree(lower);
  for (int m = 0; m < 12; ++m) {
    if (head != kMonthHeads[static_cast<size_t>(m)]) continue;
    return lower == kMonths[m] || lower.size() == 3 || (m == 8 && lower == "sept") ? m + 1 : 0;
  }
  return 0;
}

int WordNumber(Word lower) {
  // One to twelve, then the same as ordinals: the number of kSpelled[k] is k % 12 + 1.
  static constexpr std::string_view kSpelled[] = {
      "one",   "two",    "three", "four",   "five",  "six",   "seven",   "eight",  "nine",  "ten",   "eleven",   "twelve",
      "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"};
  // (The filter first: most words asked about are digits or no number at all, and each went
  // through two dozen comparisons.)
  static constexpr WordFilter kSpelledFilter(kSpelled);
  if (kSpelledFilter.MayContain(lower))
    for (size_t k = 0; k < std::size(kSpelled); ++k)
      if (lower == kSpelled[k]) return static_cast<int>(k % 12 + 1);
  if (lower == "freshman") return 1;
  if (lower == "sophomore") return 2;
  if (lower == "final" || lower == "last") return -1;
  if (!lower.empty() && lower.size() <= 3 && std::all_of(lower.begin(), lower.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return text::LeadingNumber(lower);
  // "2nd", "3rd"
  if (lower.size() >= 3 && lower[0] >= '1' && lower[0] <= '9') {
    std::string_view suffix = lower.substr(lower.size() - 2);
    if (suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th")
      return text::LeadingNumber(lower.substr(0, lower.size() - 2));
  }
  return 0;
}

// "Season 2", "season two", "second season", "S2": the season number a phrase at token
// i names, with *end past it; 0 when none.
int SeasonAt(const DocContext& ctx, size_t i, size_t* end) {
  Word lower = ctx.Lower(i);
  if ((lower == "season" || lower == "seasons") && i + 1 < ctx.size()) {
    int n = WordNumber(ctx.Lower(i + 1));
    if (n > 0) {
      *end = i + 2;
      return n;
    }
  }
  // "the third-season finale": one hyphenated word.
  if (lower.size() > 7 && lower.ends_with("-season")) {
    const int n = WordNumber(lower.substr(0, lower.size() - 7));
    if (n > 0 && n < 40) {
      *end = i + 1;
      return n;
    }
  }
  // British usage: "series three", "series 3".
  if (lower == "series" && i + 1 < ctx.size()) {
    int n = WordNumber(ctx.Lower(i + 1));
    if (n > 0 && n < 40) {
      *end = i + 2;
      return n;
    }
  }
  // "third season", "its fourth and final season", "the third series"
  const size_t noun = ctx.IsLower(i + 1, "and") && ctx.IsLower(i + 2, "final") ? i + 3 : i + 1;
  const bool ordinal = lower.size() > 2 && (lower.ends_with("st") || lower.ends_with("nd") ||
                                            lower.ends_with("rd") || lower.ends_with("th"));
  if (ctx.IsLower(noun, "season") || (ordinal && ctx.IsLower(noun, "series"))) {
    int n = WordNumber(lower);
    if (n > 0 && ctx.T(i).kind == TokenKind::kWord && lower != "one") {
      *end = noun + 1;
      return n;
    }
  }
  // ('For the first season of "Klezse," she wrote about her village. For the second \u2014 all
  // eight episodes arrive on Hulu on Friday \u2014 she wrote ...': "the" and an ordinal set off
  // by a mark, the noun left out after a sentence that said "season".)
  if (ordinal && i >= 2 && ctx.IsLower(i - 1, "the") && (ctx.IsLower(i - 2, "for") || ctx.IsLower(i - 2, "in")) &&
      i + 1 < ctx.size() && ctx.T(i + 1).kind == TokenKind::kPunct && !ctx.T(i + 1).Has(kQuoteMark)) {
    const int n = WordNumber(lower);
    const uint32_t s = ctx.SentenceOf(i);
    const size_t from = s > 0 ? ctx.at.sentences[s - 1].first_token : ctx.at.sentences[s].first_token;
    bool said = false;
    for (size_t k = from; k + 1 < i && !said; ++k) said = ctx.IsLower(k, "season");
    if (n > 1 && said) {
      *end = i + 1;
      return n;
    }
  }
  // '"Tidemill" returns for its third season on Aug. 4, and "Quillmore" begins its fourth on
  // Wednesday': an ordinal after "its" with its noun left out, when the sentence has just
  // said "season".
  if (ordinal && i >= 2 && ctx.IsLower(i - 1, "its") && i + 1 < ctx.size() &&
      (ctx.IsLower(i + 1, "on") || ctx.IsLower(i + 1, "in") || ctx.Is(i + 1, ",") || ctx.Is(i + 1, "."))) {
    const int n = WordNumber(lower);
    const uint32_t s = ctx.SentenceOf(i);
    bool said = false;
    for (size_t k = ctx.at.sentences[s].first_token; k + 1 < i && !said; ++k) said = ctx.IsLower(k, "season");
    if (n > 1 && said) {
      *end = i + 1;
      return n;
    }
  }
  return 0;
}

namespace {

// The number part of a clock time at token i (its text lower-cased in w): "8", "8:30",
// "8/7c" (*central), "8PM", "8.30pm", "8 p.m."; the hour in 24-hour time, *past past it.
bool ReadClockNumber(const DocContext& ctx, size_t i, size_t limit, const std::string& w, int* hour_out,
                     int* minute_out, bool* central, size_t* past) {
  if (w.empty() || w[0] < '0' || w[0] > '9') return false;
  int hour = 0, minute = 0;
  size_t p = 0;
  // Past two digits a number is no hour: stop accumulating before an int could overflow.
  for (; p < w.size() && w[p] >= '0' && w[p] <= '9'; ++p)
    if (hour < 100) hour = hour * 10 + (w[p] - '0');
  if (p < w.size() && w[p] == ':') {
    ++p;
    int m = 0, digits = 0;
    while (p < w.size() && w[p] >= '0' && w[p] <= '9') {
      if (m < 100) m = m * 10 + (w[p] - '0');
      ++p;
      ++digits;
    }
    if (digits != 2) return false;
    minute = m;
  }
  std::string rest = w.substr(p);
  // A range in a network's listing, "(10:00-11:00 PM ET/PT)": the airing starts at the
  // first time, and the marker after the range is its half of the day.
  if (minute > 0 || p > 0) {
    if (rest.size() >= 2 && rest[0] == '-' && rest[1] >= '0' && rest[1] <= '9' &&
        rest.find_first_not_of("0123456789:", 1) == std::string::npos)
      rest.clear();
  }
  bool pm = false, am = false;
  bool point_minutes = false;  // minutes written after a point
  size_t j = i + 1;
  // British minutes after a point: "8.30pm" reads as "8", ".", "30pm".
  if (p == w.size() && minute == 0 && j + 1 < limit && ctx.Is(j, ".") && ctx.T(j).start == ctx.T(i).end &&
      ctx.T(j + 1).start == ctx.T(j).end) {
    std::string after = ToLower(ctx.Tok(j + 1));
    if (after.size() >= 2 && after[0] >= '0' && after[0] <= '5' && after[1] >= '0' && after[1] <= '9' &&
        (after.size() == 2 || after[2] < '0' || after[2] > '9')) {
      minute = (after[0] - '0') * 10 + (after[1] - '0');
      rest = after.substr(2);
      j += 2;
      point_minutes = true;
    }
  }
  if (rest == "pm" || rest == "p") pm = true;
  else if (rest == "am") am = true;
  else if (rest.size() >= 3 && rest[0] == '/' && rest.back() == 'c') *central = true;  // 8/7c
  else if (rest.size() >= 2 && rest[0] == '/' && rest.find_first_not_of("0123456789:", 1) == std::string::npos &&
           j < limit && (ctx.Tok(j) == "Central" || ctx.Tok(j) == "central" || ctx.Tok(j) == "CT")) {
    *central = true;  // "8/7 Central" (a bare "8/7" is a date)
    ++j;
  } else if (!rest.empty()) {
    return false;
  }
  // "9–11 p.m.": an en dash between two hours stands apart, where a hyphen joins them into
  // one token ("9-11"); it is the same range, starting at the first hour, with the marker
  // after the range.
  if (rest.empty() && !point_minutes && j + 1 < limit && IsDash(ctx.Tok(j)) &&
      ctx.T(j + 1).kind == TokenKind::kNumber && ctx.Tok(j + 1).find_first_not_of("0123456789:") == std::string::npos)
    j += 2;
  if (!pm && !am && j < limit) {
    std::string next = ToLower(ctx.Tok(j));
    if (next == "p.m" || next == "pm") {
      pm = true;
      ++j;
    } else if (next == "a.m" || next == "am") {
      am = true;
      ++j;
    }
    if ((pm || am) && ctx.Is(j, ".")) ++j;
  }
  // ("goes out on BBC One at 21:00 tonight", "aired Sunday at 21.00 on SVT1": a 24-hour
  // clock, written with its minutes.)
  const bool twenty_four = !pm && !am && hour >= 13 && hour <= 23 && minute <= 59 && rest.empty() &&
                           (w.find(':') != std::string::npos || point_minutes);
  if (twenty_four) {
    *hour_out = hour;
    *minute_out = minute;
    *past = j;
    return true;
  }
  if (hour < 1 || hour > 12 || minute > 59) return false;
  if (pm && hour < 12) hour += 12;
  if (am && hour == 12) hour = 0;
  // No a.m./p.m.: prime time. A listing at "8" means 8 in the evening.
  if (!pm && !am && hour < 12) hour += 12;
  *hour_out = hour;
  *minute_out = minute;
  *past = j;
  return true;
}

}  // namespace

namespace {
bool ReadTime(const DocContext& ctx, size_t i, size_t limit, Clock* out, size_t* end, bool chain);
}  // namespace

bool ParseTime(const DocContext& ctx, size_t i, size_t limit, Clock* out, size_t* end) {
  return ReadTime(ctx, i, limit, out, end, /*chain=*/true);
}

namespace {
// `chain`: read the other zones' readings after a slash too ("9:30 a.m. PT / 12:30 p.m.
// ET"); off for the readings themselves, so a hostile chain costs no recursion.
bool ReadTime(const DocContext& ctx, size_t i, size_t limit, Clock* out, size_t* end, bool chain) {
  const std::string w = ToLower(ctx.Tok(i));
  int hour = 0, minute = 0;
  bool central = false;
  size_t j = i + 1;
  if (w == "midnight" || w == "noon") {
    hour = w == "midnight" ? 0 : 12;  // "at midnight ET/PT": the start of the day named
  } else if (!ReadClockNumber(ctx, i, limit, w, &hour, &minute, &central, &j)) {
    return false;
  }
  out->hour = hour;
  out->minute = minute;
  if (central) out->tz = "ET";
  // ("at 9 p.m. here, which is 10/9c back East": a local paper's hour, then the network's.)
  if (chain && j + 4 < limit && ctx.IsLower(j, "here") && ctx.Is(j + 1, ",") && ctx.IsLower(j + 2, "which") &&
      ctx.IsLower(j + 3, "is")) {
    Clock east;
    size_t east_end = 0;
    if (ReadTime(ctx, j + 4, limit, &east, &east_end, /*chain=*/false) && east.tz == "ET") {
      *out = east;
      *end = east_end;
      return true;
    }
  }
  // ("goes out at 5 p.m. (8 p.m. ET)", "drops at midnight (3 a.m. ET)": a local hour with the
  // Eastern one in brackets after it; the schema writes the moment in ET.)
  if (chain && j + 3 < limit && ctx.Is(j, "(") && ctx.T(j + 1).kind == TokenKind::kNumber) {
    Clock east;
    size_t east_end = 0;
    if (ReadTime(ctx, j + 1, limit, &east, &east_end, /*chain=*/false) && east.tz == "ET" && ctx.Is(east_end, ")")) {
      *out = east;
      *end = east_end + 1;
      return true;
    }
  }
  // Time zone: "ET", "ET/PT", "PT", "Eastern".
  if (j < limit) {
    std::string tz = ctx.Tok(j) == "ET" || ctx.Tok(j) == "EST" || ctx.Tok(j) == "EDT" || ctx.Tok(j) == "Eastern" ? "ET"
                     : ctx.Tok(j) == "PT" || ctx.Tok(j) == "PST" || ctx.Tok(j) == "PDT" || ctx.Tok(j) == "Pacific" ? "PT"
                     : ctx.Tok(j) == "CT" || ctx.Tok(j) == "Central"                                  ? "CT"
                     : ctx.Tok(j) == "MT" || ctx.Tok(j) == "Mountain"                                 ? "MT"
                                                                                                         : "";
    if (!tz.empty()) {
      out->tz = tz;
      ++j;
      while (j + 1 < limit && ctx.Is(j, "/") &&
             (ctx.Tok(j + 1) == "PT" || ctx.Tok(j + 1) == "CT" || ctx.Tok(j + 1) == "MT"))
        j += 2;
      // "9:30 a.m. PT / 11:30 a.m. CT / 12:30 p.m. ET": one moment in several zones; the
      // schema writes it in ET.
      Clock other;
      size_t other_end = 0;
      while (chain && j + 1 < limit && ctx.Is(j, "/") && ctx.T(j + 1).kind == TokenKind::kNumber &&
             ReadTime(ctx, j + 1, limit, &other, &other_end, /*chain=*/false) && !other.tz.empty()) {
        if (other.tz == "ET" && out->tz != "ET") {
          out->hour = other.hour;
          out->minute = other.minute;
          out->tz = "ET";
        }
        j = other_end;
      }
    } else if (IsForeignZone(ctx.Tok(j)) ||
               // ("11 p.m. Taiwan time", "9 p.m. Seoul time": a place's own clock.)
               (j + 1 < limit && ctx.T(j).Has(kCapitalized) && ctx.IsLower(j + 1, "time") && !MonthOf(ctx.Lower(j)))) {
      out->foreign_zone = true;
      j += ctx.IsLower(j + 1, "time") ? 2 : 1;
      // "(7:10 a.m. ET)", ", which is 11 a.m. ET": the US moment of it.
      Clock alt;
      size_t alt_end = 0;
      if (ctx.Is(j, "(") && j + 1 < limit && ReadTime(ctx, j + 1, limit, &alt, &alt_end, false) && !alt.tz.empty() &&
          ctx.Is(alt_end, ")")) {
        out->alt_hour = alt.hour;
        out->alt_minute = alt.minute;
        out->alt_tz = alt.tz;
        j = alt_end + 1;
      } else if (ctx.Is(j, ",") && ctx.IsLower(j + 1, "which") && ctx.IsLower(j + 2, "is") && j + 3 < limit &&
                 ReadTime(ctx, j + 3, limit, &alt, &alt_end, false) && !alt.tz.empty()) {
        out->alt_hour = alt.hour;
        out->alt_minute = alt.minute;
        out->alt_tz = alt.tz;
        j = alt_end;
      }
    }
  }
  *end = j;
  return true;
}
}  // namespace

bool IsForeignZone(std::string_view w) { return Lexicon::Get().foreign_time_zones.count(w) > 0; }

// Day of week (0 = Sunday) of a Gregorian date.
int DayOfWeek(int y, int m, int d) {
  static const int t[] = {0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4};
  if (m < 1 || m > 12) return 0;  // callers pass checked dates; never index past the table
  if (m < 3) y -= 1;
  return ((y + y / 4 - y / 100 + y / 400 + t[m - 1] + d) % 7 + 7) % 7;
}

// "2024-10-25" -> 2024, 10, 25; false for anything that is not a calendar date ("2024-13-45",
// a fuzzer's publication date).
bool ParseIsoDate(const std::string& s, int* y, int* m, int* d) {
  if (s.size() < 10) return false;
  auto digits = [&](size_t from, size_t n) {
    int v = 0;
    for (size_t k = from; k < from + n; ++k) {
      if (s[k] < '0' || s[k] > '9') return -1;
      v = v * 10 + (s[k] - '0');
    }
    return v;
  };
  // The normal form at once; anything else as sscanf reads it ("2024-1-5 ...").
  if (s[4] == '-' && s[7] == '-' && (*y = digits(0, 4)) >= 0 && (*m = digits(5, 2)) >= 0 && (*d = digits(8, 2)) >= 0) {
  } else if (std::sscanf(s.c_str(), "%4d-%2d-%2d", y, m, d) != 3) {
    return false;
  }
  return *y >= 1 && *m >= 1 && *m <= 12 && *d >= 1 && *d <= 31;
}

std::string IsoDate(int y, int m, int d) {
  if (y < 0 || y > 9999 || m < 0 || m > 99 || d < 0 || d > 99) {
    char buf[48];
    std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", y, m, d);
    return buf;
  }
  std::string out = "0000-00-00";
  for (int k = 3; k >= 0; --k, y /= 10) out[static_cast<size_t>(k)] = static_cast<char>('0' + y % 10);
  out[5] = static_cast<char>('0' + m / 10);
  out[6] = static_cast<char>('0' + m % 10);
  out[8] = static_cast<char>('0' + d / 10);
  out[9] = static_cast<char>('0' + d % 10);
  return out;
}

// The year of month/day: given in the text, or the first such date on or after the
// publication date (allowing a month back for articles written after airing).
// Without a publication date, the latest year the article writes out ("June 26, 2025",
// "in 2025") is the year it speaks from; a weekday must then confirm the year.
int YearInText(const DocContext& ctx) {
  int best = 0;
  for (size_t i = 0; i < ctx.size(); ++i) {
    const Token& t = ctx.T(i);
    if (t.kind != TokenKind::kNumber || t.end - t.start != 4) continue;
    int y = text::LeadingNumber(ctx.Tok(i));
    bool after_date = i >= 2 && ctx.Is(i - 1, ",") && ctx.T(i - 2).kind == TokenKind::kNumber;
    if (y >= 1990 && y <= 2100 && after_date) best = std::max(best, y);
  }
  return best;
}

int DocContext::YearInTextCached() const {
  if (year_in_text_ < 0) year_in_text_ = YearInText(*this);
  return year_in_text_;
}

int InferYear(const DocContext& ctx, int month, int day, int weekday, bool told_past) {
  int py, pm, pd;
  if (!ctx.doc.meta.published || !ParseIsoDate(*ctx.doc.meta.published, &py, &pm, &pd)) {
    int y = ctx.YearInTextCached();
    if (y == 0 || weekday < 0) return 0;
    for (int c = y; c <= y + 1; ++c)
      if (DayOfWeek(c, month, day) == weekday) return c;
    return 0;
  }
  for (int y = py - 1; y <= py + 1; ++y) {
    int days_after = (y - py) * 372 + (month - pm) * 31 + (day - pd);
    // Without a weekday a date is read as at most a month past ("returns Oct. 2"); a
    // weekday that agrees settles a date further back too ("premiered Thursday, Sept. 4"
    // in a December article), since the day of the week differs from year to year.
    if (told_past ? (days_after < -365 || days_after > 0)
                  : (days_after < (weekday >= 0 ? -365 : -31) || days_after > 330))
      continue;
    if (weekday >= 0 && DayOfWeek(y, month, day) != weekday) continue;
    return y;
  }
  return 0;
}

std::string IsoDateShifted(int y, int m, int d, int days) {
  namespace chr = std::chrono;
  const chr::year_month_day from{chr::year{y}, chr::month{static_cast<unsigned>(m)}, chr::day{static_cast<unsigned>(d)}};
  const chr::year_month_day day{chr::sys_days{from} + chr::days{days}};
  if (!day.ok()) return {};
  return IsoDate(static_cast<int>(day.year()), static_cast<int>(static_cast<unsigned>(day.month())),
                 static_cast<int>(static_cast<unsigned>(day.day())));
}

}  // namespace showgraph::extract
