// airing, the word tests both the clause reader (airing_clause.cc) and the document walk
// (airing.cc) ask: an airing verb, a season's end, an episode's day, a second home, a
// network of origin. Apart from both because both read with them; declared, with what
// each one reads, in airing_internal.h.
#include <algorithm>
#include <cstdio>

#include "extract/airing_internal.h"
#include "text/chars.h"

namespace showgraph::extract {

namespace {

// 'EPISODE 7: "Bareboat Charter"', "Episode 12": a paragraph that heads an episode's entry
// in a network's synopses.
bool EpisodeHeading(const DocContext& ctx, uint32_t paragraph) {
  const Span span = ctx.at.paragraphs[paragraph].span;
  const size_t k = ctx.at.sentences[ctx.at.SentenceAt(span.start)].first_token;
  return ctx.IsLower(k, "episode") && ctx.T(k + 1).kind == TokenKind::kNumber && span.size() < 80;
}

}  // namespace

void FormatClock(char* buf, size_t size, int hour, int minute) {
  if (size >= 6 && hour >= 0 && hour <= 99 && minute >= 0 && minute <= 99) {
    buf[0] = static_cast<char>('0' + hour / 10);
    buf[1] = static_cast<char>('0' + hour % 10);
    buf[2] = ':';
    buf[3] = static_cast<char>('0' + minute / 10);
    buf[4] = static_cast<char>('0' + minute % 10);
    buf[5] = '\0';
    return;
  }
  std::snprintf(buf, size, "%02d:%02d", hour, minute);
}

[[gnu::noinline]] bool AiringVerbAt(const DocContext& ctx, size_t i) {
  // ("New episodes go live each Wednesday at 12 a.m. ET": a streamer's release.)
  if ((ctx.IsLower(i, "go") || ctx.IsLower(i, "goes")) && ctx.IsLower(i + 1, "live")) return true;
  // ("The first three seasons of the CBS procedural came to Netflix on Monday": a service's
  // arrival of a library.)
  if ((ctx.IsLower(i, "came") || ctx.IsLower(i, "comes")) && ctx.IsLower(i + 1, "to") && ctx.NetworkAt(i + 2))
    return true;
  // ("All six episodes of the thriller ... arrived Wednesday, March 3": the past of
  // "arrive", said of episodes, a season or a title, not of a character who arrived.)
  if (ctx.IsLower(i, "arrived")) {
    const size_t first = ctx.at.sentences[ctx.SentenceOf(i)].first_token;
    for (size_t k = i; k-- > first && k + 32 > i;) {
      const Word w = ctx.Lower(k);
      if (w == "episodes" || w == "season" || w == "seasons" || w == "series" || (ctx.masked[k] && !ctx.NetworkAt(k)))
        return true;
    }
    return false;
  }
  if (!ctx.Has(i, kWordAiringVerb)) return false;
  // "she moves the wedding up to Saturday": a person moving a thing, not a show moving.
  if (const Word w = ctx.Lower(i); (w == "moves" || w == "move" || w == "moving") && i > 0) {
    const Word subject = ctx.Lower(i - 1);
    return subject != "she" && subject != "he" && subject != "they" && subject != "i" && subject != "we";
  }
  // ("according to figures the network released on Monday", "the trailer Hulu released
  // Friday": what is released is no episode.)
  if (const Word w = ctx.Lower(i); (w == "released" || w == "releases" || w == "release") && i >= 2)
    for (size_t k = i - 1; k + 5 > i && k > 0; --k) {
      const Word o = ctx.Lower(k);
      if (o == "figures" || o == "ratings" || o == "numbers" || o == "data" || o == "statement" || o == "trailer" ||
          o == "teaser" || o == "photos" || o == "images" || o == "poster" || o == "schedule")
        return false;
      if (ctx.T(k).kind == TokenKind::kPunct) break;
    }
  // "which dropped Friday": a release; "she has dropped out", "dropped by the network",
  // "dropped him from the cast": no airing.
  if (ctx.Lower(i) == "dropped") {
    static constexpr std::string_view kNot[] = {"out", "off", "from", "by", "him", "her", "them", "to", "like", "in"};
    const Word next = ctx.Lower(i + 1);
    return std::find(std::begin(kNot), std::end(kNot), next) == std::end(kNot);
  }
  if (ctx.Lower(i) != "watch") return true;
  const Token& t = ctx.T(i);
  const bool inside_name = t.Has(kCapitalized) && !t.Has(kSentenceStart) && !t.Has(kAllCaps) && i > 0 &&
                           ctx.T(i - 1).Has(kCapitalized) && ctx.T(i - 1).kind == TokenKind::kWord &&
                           !ctx.T(i - 1).Has(kSentenceStart);
  return !inside_name;
}

bool IsNonUsBroadcaster(std::string_view network) {
  const Lexicon& lex = Lexicon::Get();
  if (auto it = lex.network_is_non_us.find(network); it != lex.network_is_non_us.end()) return it->second;
  for (const std::string& p : lex.non_us_network_prefixes)
    if (network.starts_with(p)) return true;
  return false;
}

std::string DominantNetwork(const DocContext& ctx) {
  std::vector<std::pair<std::string, int>> counts;
  for (const auto& n : ctx.networks) {
    auto it = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == n.name; });
    if (it == counts.end()) counts.push_back({n.name, 1});
    else ++it->second;
  }
  std::string best;
  int best_count = 0;
  for (const auto& [name, count] : counts)
    if (count > best_count) {
      best = name;
      best_count = count;
    }
  return best;
}

bool NetworkOfOrigin(const DocContext& ctx, size_t at, size_t end) {
  if (at == 0 || !ctx.IsLower(at - 1, "the")) return false;
  for (size_t k = end; k < end + 3 && k < ctx.size(); ++k) {
    if (ctx.Has(k, kWordWorkNoun)) return true;
    if (ctx.T(k).kind != TokenKind::kWord || ctx.T(k).Has(kCapitalized)) return false;
  }
  return false;
}

bool TellsUsDebut(const DocContext& ctx, size_t from, size_t stop) {
  for (size_t k = from; k + 1 < stop; ++k) {
    const Word w = ctx.Lower(k);
    if (w != "u.s" && w != "us" && w != "american" && w != "stateside") continue;
    size_t n = k + 1;
    if (ctx.Is(n, ".")) ++n;
    const Word next = ctx.Lower(n);
    if (next == "debut" || next == "premiere" || next == "bow") return true;
  }
  return false;
}

int FirstSeasonIn(const DocContext& ctx, const Sentence& sent) {
  size_t end = 0;
  for (size_t k = sent.first_token; k < sent.end_token; ++k)
    if (int n = SeasonAt(ctx, k, &end); n > 0) return n;
  return 0;
}

bool AlsoStreamsOn(const DocContext& ctx, size_t i, size_t first) {
  if (i < first + 3 || !ctx.IsLower(i - 1, "on")) return false;
  auto streams = [&](size_t k) {
    const Word verb = ctx.Lower(k);
    return verb == "stream" || verb == "streams" || verb == "streaming" || verb == "available";
  };
  if (streams(i - 2) && (ctx.IsLower(i - 3, "also") || (i >= first + 4 && ctx.IsLower(i - 4, "also")))) return true;
  // ("airs Sundays at 10/9c and streams the next day on Hulu": the day after, elsewhere.)
  return i >= first + 5 && ctx.IsLower(i - 2, "day") &&
         ((ctx.IsLower(i - 3, "next") && ctx.IsLower(i - 4, "the") && streams(i - 5)) ||
          (ctx.IsLower(i - 3, "following") && ctx.IsLower(i - 4, "the") && streams(i - 5)));
}

int WeekdayInAnyCase(const DocContext& ctx, size_t k, bool* plural) {
  std::string name(ctx.Lower(k));
  if (!name.empty()) name[0] = static_cast<char>(name[0] - 'a' + 'A');
  return WeekdayOf(name, plural);
}

bool TimeFollows(const DocContext& ctx, size_t k, size_t end) {
  for (size_t m = k; m < end && m < k + 4; ++m) {
    if (ctx.T(m).kind != TokenKind::kNumber) continue;
    Clock c;
    size_t after = 0;
    if ((ctx.IsLower(m - 1, "at") || ctx.IsLower(m - 1, "@")) && ParseTime(ctx, m, end, &c, &after)) return true;
  }
  return false;
}

bool FinaleWithin(const DocContext& ctx, size_t k, size_t end) {
  for (size_t m = k; m < end && m < k + 5; ++m)
    if (ctx.IsLower(m, "finale")) return true;
  return false;
}

bool OpensWithDayAndTime(const DocContext& ctx, size_t first) {
  if (!ctx.T(first).Has(kSentenceStart)) return false;
  size_t k = ctx.IsLower(first, "on") || ctx.IsLower(first, "by") ? first + 1 : first;
  bool plural = false;
  return !ctx.T(k).Has(kInQuote) && WeekdayOf(ctx.Tok(k), &plural) >= 0 && !plural && ctx.IsLower(k + 1, "at") &&
         ctx.T(k + 2).kind == TokenKind::kNumber;
}

std::string WeekdayFromPublished(const std::string& published, int weekday, bool back) {
  int y, m, d;
  if (!ParseIsoDate(published, &y, &m, &d)) return {};
  const int shift = back ? -((DayOfWeek(y, m, d) - weekday + 7) % 7) : (weekday - DayOfWeek(y, m, d) + 7) % 7;
  return IsoDateShifted(y, m, d, shift);
}

[[gnu::noinline]] bool SeasonEndVerbAt(const DocContext& ctx, size_t i) {
  const Word w = ctx.Lower(i);
  if ((w != "ends" && w != "concludes" && w != "wraps" && w != "end" && w != "conclude" && w != "wrap" &&
       w != "ended" && w != "concluded" && w != "wrapped") ||
      i < 2)
    return false;
  const size_t before = ctx.IsLower(i - 1, "will") ? i - 2 : i - 1;  // "its fourth season will conclude"
  if (!ctx.IsLower(before, "season") && !ctx.IsLower(before, "series")) return false;
  bool plural = false;
  return ctx.IsLower(i + 1, "on") || WeekdayOf(ctx.Tok(i + 1), &plural) >= 0 || MonthOf(ctx.Lower(i + 1)) > 0;
}

bool StreamsLater(const DocContext& ctx, size_t end) {
  size_t k = end;
  if (ctx.IsLower(k, "the") || ctx.IsLower(k, "a")) ++k;
  const Word first = ctx.Lower(k), second = ctx.Lower(k + 1);
  return (first == "next" && (second == "day" || second == "morning")) || (first == "day" && second == "later") ||
         (first == "following" && (second == "day" || second == "morning"));
}

[[gnu::noinline]] bool DayAfterEpisodeIs(const DocContext& ctx, size_t i) {
  size_t k = i + 2;
  if (ctx.IsLower(k, "this") || ctx.IsLower(k, "next") || ctx.IsLower(k, "on")) ++k;
  bool plural = false;
  return (WeekdayOf(ctx.Tok(k), &plural) >= 0 && !plural) || MonthOf(ctx.Lower(k)) > 0;
}

bool EpisodesFollowAt(const DocContext& ctx, size_t first, size_t k) {
  if (k <= first || !(ctx.IsLower(k, "follow") || ctx.IsLower(k, "follows"))) return false;
  const size_t s = ctx.IsLower(k - 1, "will") && k > first + 1 ? k - 2 : k - 1;
  return ctx.IsLower(s, "episodes") || ctx.IsLower(s, "episode") ||
         // ("and new ones follow on Wednesdays")
         (ctx.IsLower(s, "ones") && s > first && ctx.IsLower(s - 1, "new")) ||
         // ("the other six follow on Tuesdays")
         (s > first && WordNumber(ctx.Lower(s)) > 1 && (ctx.IsLower(s - 1, "other") || ctx.IsLower(s - 1, "remaining")));
}

bool DaysEpisodeAt(const DocContext& ctx, size_t i) {
  if (i + 1 >= ctx.size() || !ctx.T(i + 1).Has(kPossessive)) return false;
  for (size_t k = i + 2; k < ctx.size() && k < i + 5; ++k) {
    if (ctx.IsLower(k, "episode") || ctx.IsLower(k, "finale")) return true;
    if (ctx.T(k).kind != TokenKind::kWord || ctx.T(k).Has(kCapitalized)) return false;
  }
  return false;
}

bool DatedEpisodeLine(const DocContext& ctx, uint32_t s) {
  const Sentence& sent = ctx.at.sentences[s];
  if (!ctx.WholeParagraph(s) || sent.paragraph == 0 || !EpisodeHeading(ctx, sent.paragraph - 1)) return false;
  const size_t k = sent.first_token;
  bool plural = false;
  size_t m = k + 2;
  if (WeekdayOf(ctx.Tok(k), &plural) < 0 || plural || !ctx.Is(k + 1, ",") || !MonthOf(ctx.Lower(m))) return false;
  if (ctx.Is(m + 1, ".")) ++m;
  return ctx.T(m + 1).kind == TokenKind::kNumber && ctx.Is(m + 2, ",") && ctx.T(m + 3).kind == TokenKind::kNumber;
}

}  // namespace showgraph::extract
