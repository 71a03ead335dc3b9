// Internal to the works reader (src/extract/works*.cc): the word and title tests that
// FindWorks (works.cc) and the lookups of the works it found (works_lookup.cc) both ask.
// Inline: TitleRunEnd asks IsCalendarWord of every word of every title it scans. Not a
// public interface.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "extract/context.h"

namespace showgraph::extract {

// Weekdays (one or plural), "tonight" and the months but May: the words that end a title
// ("The Foo Tuesdays @ 8PM") and start no heading.
inline bool IsCalendarWord(Word w) {
  static constexpr std::string_view kWords[] = {
      "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mondays", "tuesdays",
      "wednesdays", "thursdays", "fridays", "saturdays", "sundays", "tonight", "january", "february", "march",
      "april", "june", "july", "august", "september", "october", "november", "december"};
  static constexpr WordFilter kWordsFilter(kWords);
  if (!kWordsFilter.MayContain(w)) return false;
  for (std::string_view k : kWords)
    if (w == k) return true;
  return false;
}

// The ")" closing a bracket that opens before token k and holds only networks: "(HBO)",
// "(AMC and AMC+)", "(CBC, CBC Gem)"; 0 otherwise.
inline size_t NetworksInBracket(const DocContext& ctx, size_t k) {
  for (int count = 0; count < 4; ++count) {
    const NetworkMention* nm = ctx.NetworkAt(k);
    if (!nm) return 0;
    k = nm->end;
    if (ctx.Is(k, ")")) return k;
    if (!(ctx.IsLower(k, "and") || ctx.Is(k, ",") || ctx.Is(k, "/") || ctx.Is(k, "&"))) return 0;
    ++k;
  }
  return 0;
}

// What two written forms of one title share: lower case, a leading "the" aside ("The
// Lamplighters", "Lamplighters", "THE LAMPLIGHTERS").
inline std::string TitleKey(std::string_view name) {
  std::string lower = ToLower(name);
  return lower.starts_with("the ") ? lower.substr(4) : lower;
}

// Written in capitals: letters, none of them lower case, and more than an acronym's four
// ("SPARROWGRASS", "THE GOLDCREST"; not "NCIS").
inline bool Shouted(const std::string& s) {
  size_t letters = 0;
  for (char c : s) {
    if (c >= 'a' && c <= 'z') return false;
    letters += c >= 'A' && c <= 'Z';
  }
  return letters > 4;
}

}  // namespace showgraph::extract
