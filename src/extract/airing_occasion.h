// The occasion an airing clause's words name ("series premiere", "season finale",
// "episode", "timeslot"), read from the words alone; airing_occasion.cc. Internal to the
// airing reader (airing.cc, airing_clause.cc), not a public interface.
#pragma once

#include <string>
#include <string_view>

#include "text/search.h"

namespace showgraph::extract {

// (text::Find tests sixteen starts at a time: OccasionOf asks some seventy phrases of
// each clause, and std::string::find stopped at every first letter.)
inline bool Contains(std::string_view text, std::string_view phrase) {
  return text::Find(text, phrase) != std::string_view::npos;
}

// "opened with 3.3 million", "opened to 4 million viewers": a ratings report's first night.
bool OpenedWithAFigure(std::string_view lower_text);

// The occasion a sentence's words name. `dated`: the clause names a day of the month, so
// "starting Thursday, Sept. 18" is the start of a run. `work_season`: the season the
// article is about, when the airing is of the article's own work (else 0).
std::string OccasionOf(const std::string& lower_text, bool midseason, bool plural_day, bool dated, int season_here,
                       int work_season);

}  // namespace showgraph::extract
