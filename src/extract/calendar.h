// Calendar words and numbers as airings read them: weekdays, months, seasons, clock
// times, ISO dates, and the year a date written without one falls in.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "extract/context.h"

namespace showgraph::extract {

inline constexpr std::string_view kWeekdays[] = {"Sunday",   "Monday", "Tuesday", "Wednesday",
                                                 "Thursday", "Friday", "Saturday"};
inline constexpr std::string_view kMonths[] = {"january", "february", "march",     "april",   "may",      "june",
                                               "july",    "august",   "september", "october", "november", "december"};

// 0..6 for a weekday name (singular or plural), -1 otherwise; *plural says which.
int WeekdayOf(std::string_view w, bool* plural);
// An en or em dash, a token of its own ("9–11 p.m.", "Calif. – Nov. 23, 2026 –"), where a
// hyphen joins words into one token. (Shared by the clock and the airing readers.)
inline bool IsDash(Word w) { return w == "\u2013" || w == "\u2014"; }
// 1..12 for a month name or abbreviation ("Oct", "Sept"), 0 otherwise.
int MonthOf(Word lower);
// The number a word names: "two", "second", "sophomore", "2", "2nd" -> 2; -1 for "final"
// or "last"; 0 otherwise.
int WordNumber(Word lower);
// "Season 2", "season two", "second season", "S2": the season number a phrase at token
// i names, with *end past it; 0 when none.
int SeasonAt(const DocContext& ctx, size_t i, size_t* end);

// A time of day, 24-hour, and its zone when written ("ET").
struct Clock {
  int hour = -1, minute = 0;
  std::string tz;
  // A zone the schema has no name for ("9:10 p.m. KST", "8pm GMT"): the time is local to
  // a broadcaster outside the US, never Eastern.
  bool foreign_zone = false;
  // The same moment in US time, in brackets after a foreign one: "9:10 p.m. KST (7:10
  // a.m. ET)". alt_hour < 0 when there is none.
  int alt_hour = -1, alt_minute = 0;
  std::string alt_tz;
};

// Reads "8", "8:30", "8/7c", "8PM", "8:30pm", "8.30pm", "midnight", "noon" (+ "p.m." /
// "ET" after) at token i, with *end past it.
bool ParseTime(const DocContext& ctx, size_t i, size_t limit, Clock* out, size_t* end);
// A time zone written after a time that the schema has no name for: "KST", "GMT", "NT".
bool IsForeignZone(std::string_view w);

// Day of week (0 = Sunday) of a Gregorian date.
int DayOfWeek(int y, int m, int d);
// "2024-10-25" -> 2024, 10, 25; false for anything that is not a calendar date.
bool ParseIsoDate(const std::string& s, int* y, int* m, int* d);
// 2024, 10, 25 -> "2024-10-25".
std::string IsoDate(int y, int m, int d);
// The ISO date `days` after y-m-d (before it when negative); empty when out of range.
std::string IsoDateShifted(int y, int m, int d, int days);
// The latest year written after a date in the text ("June 26, 2025"), or 0.
int YearInText(const DocContext& ctx);
// The year of month/day: from the publication date (allowing a month back for articles
// written after airing), else from the text, confirmed by the weekday when one is given;
// 0 when nothing settles it.
// `told_past`: the date is told of the past ("premiered in Japan on Oct. 3"), so it lies
// up to a year before the publication date.
int InferYear(const DocContext& ctx, int month, int day, int weekday, bool told_past = false);

}  // namespace showgraph::extract
