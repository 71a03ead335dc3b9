// Which occasion an airing clause's words name: a premiere (of a series or a season), a
// finale, a run's slot or one more episode, from its phrases ("ended its second season",
// "returns for", "moves to Fridays", "time period premiere").
#include "extract/airing_occasion.h"

#include <algorithm>
#include <cstdint>
#include <iterator>

#include "text/chars.h"

namespace showgraph::extract {

namespace {

// A clause's text with the byte pairs it holds, so that a phrase with a pair the clause
// lacks is ruled out without a pass over the clause. (OccasionOf asks some seventy phrases
// of each clause, and most are not there.)
class PhraseFilter {
 public:
  explicit PhraseFilter(std::string_view text) : text_(text) {
    for (size_t k = 0; k + 1 < text.size(); ++k) {
      const size_t pair = Pair(text[k], text[k + 1]);
      pairs_[pair / 64] |= uint64_t{1} << (pair % 64);
    }
  }
  // Contains(text, phrase), exactly: a phrase in the text has every one of its pairs there.
  bool Contains(std::string_view phrase) const {
    for (size_t k = 0; k + 1 < phrase.size(); ++k) {
      const size_t pair = Pair(phrase[k], phrase[k + 1]);
      if (!(pairs_[pair / 64] >> (pair % 64) & 1)) return false;
    }
    return showgraph::extract::Contains(text_, phrase);
  }

 private:
  // Distinct for pairs of lower-case letters and spaces; other pairs may share a number,
  // which only lets a phrase through to the search.
  static size_t Pair(char a, char b) {
    return (static_cast<unsigned char>(a) & 0x3f) << 5 | (static_cast<unsigned char>(b) & 0x1f);
  }
  static constexpr size_t kPairs = 64 * 32;  // the numbers Pair gives
  std::string_view text_;
  uint64_t pairs_[kPairs / 64] = {};
};

// "is moving its soap from 1 p.m. to 12:30 p.m.", "shifts the drama from Thursdays to
// Fridays": a move between two slots, told with "from ... to" after the verb.
bool MovesFromTo(std::string_view lower_text) {
  for (std::string_view verb : {"moving ", "moves ", "moved ", "shifting ", "shifts ", "shifted "}) {
    const size_t at = lower_text.find(verb);
    if (at == std::string_view::npos) continue;
    const size_t from = lower_text.find(" from ", at);
    if (from != std::string_view::npos && from < at + 80 && lower_text.find(" to ", from) < from + 40) return true;
  }
  return false;
}

}  // namespace

// "opened with 3.3 million", "opened to 4 million viewers": a ratings report's first night.
bool OpenedWithAFigure(std::string_view lower_text) {
  for (std::string_view lead : {"opened with ", "opened to ", "debuted with ", "debuted to ", "premiered to "}) {
    const size_t at = lower_text.find(lead);
    if (at != std::string_view::npos && at + lead.size() < lower_text.size() && text::IsDigit(static_cast<unsigned char>(lower_text[at + lead.size()])))
      return true;
  }
  return false;
}

// The occasion a sentence's words name. `dated`: the clause names a day of the month, so
// "starting Thursday, Sept. 18" is the start of a run. `work_season`: the season the
// article is about, when the airing is of the article's own work (else 0).
std::string OccasionOf(const std::string& lower_text, bool midseason, bool plural_day, bool dated, int season_here,
                       int work_season) {
  // The schema has no midseason occasion: a return from a break is the next episode.
  if (midseason) return "episode";
  const PhraseFilter phrases(lower_text);
  // ("The final episode" alone is a season's last: British outlets write it of a series.)
  // ("After five seasons, AMC's Ashfall ended Sunday night": a run of seasons over.)
  // ("The handoff comes two weeks after the Season 2 finale, which ... ended with a death
  // ... of the show's first two seasons": "after" must count the seasons.)
  auto after_seasons = [&lower_text] {
    for (size_t at = lower_text.find("after "); at != std::string::npos; at = lower_text.find("after ", at + 6)) {
      const std::string_view rest = std::string_view(lower_text).substr(at + 6, 24);
      const size_t space = rest.find(' ');
      if (space == std::string_view::npos) continue;
      const std::string_view count = rest.substr(0, space);
      static constexpr std::string_view kCounts[] = {"two", "three", "four", "five", "six", "seven", "eight",
                                                     "nine", "ten", "eleven", "twelve", "its", "their", "a"};
      const bool counted = (!count.empty() && count[0] >= '1' && count[0] <= '9') ||
                           std::find(std::begin(kCounts), std::end(kCounts), count) != std::end(kCounts);
      if (counted && rest.find(" seasons") != std::string_view::npos) return true;
    }
    return false;
  };
  // ("the show will end its run Friday, May 24": the last of the series.)
  const bool run_ended = (phrases.Contains(" ended ") && after_seasons()) || phrases.Contains("end its run") ||
                         phrases.Contains("ends its run") || phrases.Contains("ending its run") ||
                         phrases.Contains("concludes its run") || phrases.Contains("conclude its run");
  bool series = phrases.Contains("series finale") || phrases.Contains("final season") || run_ended;
  // ("opens with a two-night event that concludes Tuesday": the premiere's second night.)
  const bool two_nights = phrases.Contains("two-night") || phrases.Contains("two-part");
  // ("The cast reunion, taped before the finale, airs next Monday": a finale the airing is
  // told against is not the airing.)
  const bool finale_as_mark = phrases.Contains("before the finale") || phrases.Contains("after the finale") ||
                              phrases.Contains("since the finale");
  bool finale = (phrases.Contains("finale") && !finale_as_mark) || phrases.Contains("wraps up") ||
                phrases.Contains("wraps its") || (phrases.Contains("concludes") && !two_nights) ||
                phrases.Contains("signs off") || phrases.Contains("final episode") ||
                // ("the last episode of La Salitrera, which aired Friday night")
                phrases.Contains("the last episode of") ||
                // ("The final two episodes air Sunday, Jan. 17")
                phrases.Contains("final two episodes") || phrases.Contains("final three episodes") ||
                phrases.Contains("last two episodes") ||
                phrases.Contains("season will conclude") || phrases.Contains("season will end") ||
                phrases.Contains("closes out") ||
                (phrases.Contains(" ends ") && phrases.Contains("season")) ||
                phrases.Contains("season ended ") || phrases.Contains("season wrapped ") || run_ended ||
                // ("ended its second season Wednesday at 9 p.m.", "wrapped its first season")
                ((phrases.Contains("ended its ") || phrases.Contains("wrapped its ") ||
                  phrases.Contains("closes its ") || phrases.Contains("closed its ")) &&
                 phrases.Contains("season")) ||
                // ("The current third season, which airs Sundays at 10, wraps June 13.")
                (dated && (phrases.Contains("wraps ") || phrases.Contains("wraps up ")) &&
                 !phrases.Contains("production") && !phrases.Contains("filming") &&
                 !phrases.Contains("shooting")) ||
                // ("The second season, which wrapped up on Hulu on Wednesday, May 26": a season's
                // end told in the past.)
                (dated && phrases.Contains("season") && phrases.Contains("wrapped up ") &&
                 !phrases.Contains("production") && !phrases.Contains("filming") &&
                 !phrases.Contains("shooting"));
  // ("HBO will replay the premiere at 11 p.m.", "NBC reruns last Sunday's series premiere at
  // 8 p.m.": a repeat of an occasion is not that occasion.)
  if (phrases.Contains("replay") || phrases.Contains("rerun") || phrases.Contains("encore") ||
      phrases.Contains(" repeats "))
    return plural_day ? "timeslot" : "episode";
  if (finale) return series ? "series finale" : "season finale";
  // "EMBERLINE (Time Period Premiere)": the first night in the regular slot, no premiere.
  if (phrases.Contains("time period premiere") || phrases.Contains("time slot premiere") ||
      phrases.Contains("timeslot premiere"))
    return "episode";
  if (phrases.Contains("series premiere")) return "series premiere";
  // "MOTHBALL (Season Premiere)": the text says which.
  // ("Its debut season premieres Thursday" is a new show's.)
  if (phrases.Contains("season premiere") && !phrases.Contains("season premieres") &&
      !phrases.Contains("debut season") && !phrases.Contains("first season") &&
      !phrases.Contains("after the") && !phrases.Contains("after its"))
    return "season premiere";
  // Back after a week or a break off the air: the next episode, not a premiere.
  bool after_break = phrases.Contains(" off and return") || phrases.Contains("hiatus") ||
                     phrases.Contains("after a break") || phrases.Contains("week off") ||
                     phrases.Contains("sits out the week") || phrases.Contains("sit out the week");
  // "After the debut it settles into ...": what follows the premiere is not it.
  // ("After its two-hour premiere, X settles into ...": a word or two may stand between.)
  bool after_premiere = phrases.Contains("after the debut") || phrases.Contains("after its debut") ||
                        phrases.Contains("after the premiere") || phrases.Contains("after its premiere");
  for (const char* lead : {"after its ", "after the ", "following its ", "following the "}) {
    const size_t at = lower_text.find(lead);
    if (after_premiere || at == std::string::npos) continue;
    const size_t word = lower_text.find("premiere", at);
    const size_t comma = lower_text.find(',', at);
    after_premiere = word != std::string::npos && word < at + 32 && (comma == std::string::npos || word < comma);
  }
  // ("... drew 3.1 million viewers, its best number since its January 2025 debut": a debut
  // the clause measures from is no premiere of this airing.)
  const bool debut = phrases.Contains("debut") && !phrases.Contains("since its") &&
                     !phrases.Contains("since the");
  // ("moves to Thursdays at 8:30 p.m., where its fourth season opens Sept. 26")
  const bool season_opens = phrases.Contains("season opens") || phrases.Contains("season begins") ||
                            phrases.Contains("season starts");
  bool premiere = phrases.Contains("premier") || debut || season_opens || OpenedWithAFigure(lower_text) ||
                  // "The fantasy epic's second season arrives Friday"
                  phrases.Contains("season arrives") || phrases.Contains("season lands") ||
                  // ('"Tassa," a six-part docuseries, arrives on Hulu on Wednesday', "the new
                  // fantasy drama lands Thursday", "gets a sneak peek": a new show's first night.)
                  ((phrases.Contains(" arrives ") || phrases.Contains(" lands ") || phrases.Contains("sneak peek")) &&
                   (phrases.Contains("new ") || phrases.Contains("-part ") || phrases.Contains("docuseries") ||
                    phrases.Contains("limited series") || phrases.Contains("miniseries")) &&
                   !phrases.Contains("new episode") && !phrases.Contains("new season")) ||
                  // "TBS set its new late-night show ... for Monday, Jan. 11": a new show's date.
                  (dated && phrases.Contains("its new ") && phrases.Contains(" for ")) ||
                  // ("Prime Video has set the second season of "Kebang" for Friday, March 12": a
                  // season's date set.)
                  (dated && (phrases.Contains(" set the ") || phrases.Contains(" sets the ") ||
                             phrases.Contains(" has set ")) &&
                   // ("BBC One has set Sunday, Oct. 4, for the second series of ...")
                   (phrases.Contains(" season") || phrases.Contains(" series ")) && phrases.Contains(" for ")) ||
                  phrases.Contains("launches") || phrases.Contains("episodes drop") ||
                  phrases.Contains("drops all") || phrases.Contains("releases all") ||
                  phrases.Contains("released all") ||
                  phrases.Contains("drop on") || phrases.Contains("returns") ||
                  phrases.Contains(" return on") || phrases.Contains(" return back") ||
                  // "opens its fourth season on Monday"
                  ((phrases.Contains("opens its") || phrases.Contains("opens season") ||
                    phrases.Contains("starts its") || phrases.Contains("kicks off its")) &&
                   phrases.Contains("season")) ||
                  phrases.Contains("return for") || phrases.Contains("will return") ||
                  // ("is set to return Friday, March 6", "is slated to return")
                  phrases.Contains(" to return ") ||
                  phrases.Contains("return date") || phrases.Contains("back for") ||
                  (dated && (phrases.Contains("starting ") || phrases.Contains("kicks off"))) ||
                  (phrases.Contains("starts ") && phrases.Contains(" new ")) ||
                  // ('"Puddleport" joins ABC's Saturday-morning block on Saturday, Oct. 1': a
                  // new show's first morning in a lineup.)
                  (dated && phrases.Contains(" joins ") &&
                   (phrases.Contains(" block") || phrases.Contains(" lineup") || phrases.Contains(" schedule"))) ||
                  phrases.Contains("opener") || phrases.Contains(" begins ") ||
                  // ("will release the first two episodes of Season 3 on Thursday": a numbered
                  // season's first night, as "the final two episodes" are its last.)
                  phrases.Contains("first two episodes of season") ||
                  phrases.Contains("first three episodes of season") ||
                  phrases.Contains("first episode of season") ||
                  // ("Episode one of series two goes out on BBC One at 21:00 tonight")
                  phrases.Contains("episode one of series") || phrases.Contains("episode one of season") ||
                  phrases.Contains("episode 1 of series") || phrases.Contains("episode 1 of season") ||
                  phrases.Contains("first episode of series") ||
                  phrases.Contains("will begin on") || phrases.Contains(" begins on") ||
                  // ("PBS has scheduled series two ... from Sunday, January 9", "ABC TV picks it
                  // up ... on Sunday 26 September": a run's first night elsewhere.)
                  (dated && (phrases.Contains("scheduled") || phrases.Contains("picks it up") ||
                             phrases.Contains("picks up")) &&
                   (phrases.Contains(" from ") || phrases.Contains(" on ")) &&
                   (phrases.Contains("series ") || phrases.Contains("season ") || phrases.Contains(" it ")));
  // "shifts to Fridays at 8 p.m., starting Friday, Jan. 8": a move to a new night, not
  // a premiere, unless the text calls it one.
  // ("its second season moves to Sundays at 7/6c, starting Sunday, July 7": a season that
  // moves opens on the new night, the move its premiere.)
  const bool season_moves = phrases.Contains("season moves ") || phrases.Contains("season shifts to") ||
                            phrases.Contains("season will move");
  if (premiere && !phrases.Contains("premier") && !phrases.Contains("return") && !season_opens && !season_moves &&
      (phrases.Contains("shifts to") || phrases.Contains("moves to") || phrases.Contains("moving to") ||
       phrases.Contains("switches to") || phrases.Contains("shifting to") ||
       phrases.Contains("relocates to") || phrases.Contains("settles into") ||
       phrases.Contains("moves into") || phrases.Contains("regular slot") || MovesFromTo(lower_text)))
    premiere = false;
  if (premiere && !after_break && !after_premiere) {
    bool returning = phrases.Contains("return") || phrases.Contains("back for") || season_here > 1 ||
                     work_season > 1 || phrases.Contains("final run") || phrases.Contains("final season");
    bool new_show = phrases.Contains("spinoff") || phrases.Contains("spin-off") ||
                    phrases.Contains("new series") || phrases.Contains("its new ");
    // ("returns for series two ..., with every episode of the new series on iPlayer": a
    // British "new series" is a new season when its number is past the first.)
    return returning && (!new_show || season_here > 1) ? "season premiere" : "series premiere";
  }
  return plural_day ? "timeslot" : "episode";
}

}  // namespace showgraph::extract
