// Internal to the airing reader (src/extract/airing*.cc): what the document walk
// (airing.cc) and the clause reader (airing_clause.cc) share - the airing a clause states,
// how it joins the facts told before, and the word tests both ask (airing_cues.cc). Not a
// public interface.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "extract/calendar.h"
#include "extract/context.h"

namespace showgraph::extract {

// The day a roundup's heading names for the entries under it.
struct DayHeading {
  int weekday = -1, month = 0, day = 0;
  // The clause is an entry line under the heading ('- "Udumets" (Netflix), Season 2.'): it
  // airs on the heading's day with or without a time or an airing verb.
  bool entry_line = false;
};

struct Airing {
  std::string work, network, occasion, weekday, date, time, timezone;
  // The broadcaster's own time when `time` is the US moment of a foreign one ("9:10 p.m.
  // KST (7:10 a.m. ET)" on a US streamer): "21:10".
  std::string local_time;
  std::optional<int> season;
  Span evidence;
};

// Adds `a` to `out` as an airing fact, or unites it with the fact of the same airing told
// before (airing.cc).
void Merge(std::vector<Fact>* out, const Airing& a, double confidence);

// Reads one clause (tokens [first, stop)) of a sentence for an airing and adds what it
// states to `out` (airing_clause.cc); `clause` is its byte span, `fallback_network` the
// network to assume when the clause names none, `section_work` the work of the section's
// heading, `heading` the day heading it stands under, `lead` a listing entry's lead sentence.
// `carried_day`: a recurring night an earlier clause of the sentence named ("On Tuesdays,
// A airs at 8, and B takes the 9 p.m. slot"), for a clause that names a time and no day.
void ReadClause(const DocContext& ctx, size_t first, size_t stop, Span clause, const std::string& fallback_network,
                const std::string& section_work, const DayHeading& heading, const Sentence* lead,
                std::vector<Fact>* out, int carried_day = -1);

// The work the sentences before sentence s in its paragraph name first, the nearest one
// first, looking at most three back (and at s itself first when `with_s`), or ""
// (airing_clause.cc; the season context asks it too).
std::string WorkOfSentencesBefore(const DocContext& ctx, uint32_t s, bool with_s);

// The word tests below are defined in airing_cues.cc.

// Broadcasters whose schedules are not in US Eastern time (data/non_us_networks.txt).
bool IsNonUsBroadcaster(std::string_view network);

// std::snprintf(buf, size, "%02d:%02d", hour, minute), without its cost (some 1,200
// instructions a call) for the numbers a clock has, 0 to 99; any other goes through it.
void FormatClock(char* buf, size_t size, int hour, int minute);

// A word that says a show airs (data in src/lexicon/lexicon.cc, kAiringVerbs): a bit of
// the token's word classes, looked up once per document.
// ("a group calling itself the Wolfsbane Watch": "Watch" after a capital word, inside a
// sentence, is the noun of a name. A listing's "Series Premiere" stays a cue.)
bool AiringVerbAt(const DocContext& ctx, size_t i);

// (Inline, the words its patterns open at first: the airing gates ask it of some 75,000
// tokens a corpus, nearly all none of them; AiringVerbAt reads the rest.)
inline bool IsAiringVerbAt(const DocContext& ctx, size_t i) {
  return (ctx.Has(i, kWordAiringVerb) || ctx.IsLower(i, "go") || ctx.IsLower(i, "goes") || ctx.IsLower(i, "came") ||
          ctx.IsLower(i, "comes") || ctx.IsLower(i, "arrived")) &&
         AiringVerbAt(ctx, i);
}

// SeasonEndsAt past its first letter's test.
bool SeasonEndVerbAt(const DocContext& ctx, size_t i);

// "The ten-episode season ends on Tuesday, March 9": a season's end, dated, is its
// finale ("a month after the season ends" names no day). (The first letter inline: the
// airing gates ask it of some 70,000 tokens a corpus, nearly all no such verb.)
inline bool SeasonEndsAt(const DocContext& ctx, size_t i) {
  const Word w = ctx.Lower(i);
  return w.size() >= 3 && (w[0] == 'e' || w[0] == 'c' || w[0] == 'w') && SeasonEndVerbAt(ctx, i);
}

// EpisodeIsOnDay past its words' test: the day or date after "is" at i + 1.
bool DayAfterEpisodeIs(const DocContext& ctx, size_t i);

// "The next new episode is this Friday, Oct. 7.", "the finale is on Sunday": a copula between
// an episode (at token i) and its day or date. (The words inline, packed-key compares: the
// airing gates ask it of some 75,000 tokens a corpus.)
inline bool EpisodeIsOnDay(const DocContext& ctx, size_t i) {
  return (ctx.IsLower(i, "episode") || ctx.IsLower(i, "finale") || ctx.IsLower(i, "premiere")) &&
         ctx.IsLower(i + 1, "is") && DayAfterEpisodeIs(ctx, i);
}

// "new episodes follow", "the other six will follow": token k is "follow(s)" with episodes
// for its subject, the run after a first airing ("will" may stand between).
bool EpisodesFollowAt(const DocContext& ctx, size_t first, size_t k);

// "Tuesday's episode", "Sunday's second episode", "Thursday's season finale": the weekday at
// token i names an episode by its day (a word or two may describe the episode).
bool DaysEpisodeAt(const DocContext& ctx, size_t i);

// "through", "until": the end of a run of episodes.
inline bool IsRunEnd(Word w) { return w == "through" || w == "until" || w == "thru"; }

// "the season finale", "the Jan. 13 finale": "finale" within a few tokens from k.
bool FinaleWithin(const DocContext& ctx, size_t k, size_t end);

// "... nights at 8.30pm", "... 9/8c": a clock time within a few tokens from k.
bool TimeFollows(const DocContext& ctx, size_t k, size_t end);

// The weekday token k names in any case ("SUNDAY" or "Sunday", as the weekday table
// spells it), or -1.
int WeekdayInAnyCase(const DocContext& ctx, size_t k, bool* plural);

// A soap's week, told day by day: "On Monday at 7.30pm, a stranger walks into the pub",
// "Thursday at 8pm is the one you have been waiting for". The day and time lead the
// sentence that starts at `first`; the episode is the article's show's.
bool OpensWithDayAndTime(const DocContext& ctx, size_t first);

// "Sunday, Nov. 12, 9/8c", a paragraph of its own right under an episode's heading
// ('EPISODE 7: "Bareboat Charter"') in a network's synopses: the episode's date and time.
bool DatedEpisodeLine(const DocContext& ctx, uint32_t s);

// The date of `weekday` nearest the ISO date `published`: the last one up to it (`back`),
// or the next one from it on. Empty when the date does not parse.
std::string WeekdayFromPublished(const std::string& published, int weekday, bool back);

// The first season sentence `sent` names ("Foo, Season 1 finale (The CW)."), or 0.
int FirstSeasonIn(const DocContext& ctx, const Sentence& sent);

// The network an article is about: the one it names most.
std::string DominantNetwork(const DocContext& ctx);

// "the tvN drama", "the BBC series" (the network's mention is [at, end)): a network
// that only says where the show comes from.
// ("the BBC detective series": a word or two may stand before the noun.)
bool NetworkOfOrigin(const DocContext& ctx, size_t at, size_t end);

// "makes its U.S. debut", "its American premiere" in [from, stop): the show comes from
// abroad, and the network of its origin is not the one it now airs on.
bool TellsUsDebut(const DocContext& ctx, size_t from, size_t stop);

// "... and will also stream on Max" (the network at token i): a second home of an airing
// whose own network is named before. ("will also air on CBS" is an airing of its own.)
bool AlsoStreamsOn(const DocContext& ctx, size_t i, size_t first);

// "the next day", "the next morning", "a day later", "the following day" right after token
// `end`: a network named before it is a second home.
bool StreamsLater(const DocContext& ctx, size_t end);

}  // namespace showgraph::extract
