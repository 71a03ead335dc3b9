// airing: when and where a work airs. "airs Monday at 8/7c on The CW", "Fridays @ 8PM",
// "premieres Friday, Oct. 25 at 8 p.m. ET", "tonight at 9", season and series
// premieres and finales, recurring timeslots. Also the article's season context.
#include <algorithm>
#include <cstdio>
#include <ctime>

#include "extract/airing_occasion.h"
#include "extract/calendar.h"
#include "extract/context.h"
#include "text/chars.h"
#include "text/search.h"

namespace showgraph::extract {

bool IsNonUsBroadcaster(std::string_view network);

namespace {

// std::snprintf(buf, size, "%02d:%02d", hour, minute), without its cost (some 1,200
// instructions a call) for the numbers a clock has, 0 to 99; any other goes through it.
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

// A word that says a show airs (data in src/lexicon/lexicon.cc, kAiringVerbs): a bit of
// the token's word classes, looked up once per document.
// ("a group calling itself the Wolfsbane Watch": "Watch" after a capital word, inside a
// sentence, is the noun of a name. A listing's "Series Premiere" stays a cue.)
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

// (Inline, the words its patterns open at first: the airing gates ask it of some 75,000
// tokens a corpus, nearly all none of them; AiringVerbAt reads the rest.)
inline bool IsAiringVerbAt(const DocContext& ctx, size_t i) {
  return (ctx.Has(i, kWordAiringVerb) || ctx.IsLower(i, "go") || ctx.IsLower(i, "goes") || ctx.IsLower(i, "came") ||
          ctx.IsLower(i, "comes") || ctx.IsLower(i, "arrived")) &&
         AiringVerbAt(ctx, i);
}

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
    if (f.work != a.work || (f.occasion != a.occasion && !one_finale && !one_day && !one_moment)) continue;
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
    if (a.occasion == "series finale" || ((one_day || one_moment) && f.occasion == "episode")) f.occasion = a.occasion;
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

// The work the sentences before sentence s in its paragraph name first, the nearest one
// first, looking at most three back (and at s itself first when `with_s`), or "".
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
  }
  return {};
}

}  // namespace

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
  // (A tie goes to the earlier season: a later one is more often the one ahead.)
  int best = 0;
  for (int n = 1; n < 40; ++n)
    if (counts[static_cast<size_t>(n)] > counts[static_cast<size_t>(best)]) best = n;
  if (best > 0) ctx.season = best;
}

namespace {

// The network an article is about: the one it names most.
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

// "the tvN drama", "the BBC series" (the network's mention is [at, end)): a network
// that only says where the show comes from.
// ("the BBC detective series": a word or two may stand before the noun.)
bool NetworkOfOrigin(const DocContext& ctx, size_t at, size_t end) {
  if (at == 0 || !ctx.IsLower(at - 1, "the")) return false;
  for (size_t k = end; k < end + 3 && k < ctx.size(); ++k) {
    if (ctx.Has(k, kWordWorkNoun)) return true;
    if (ctx.T(k).kind != TokenKind::kWord || ctx.T(k).Has(kCapitalized)) return false;
  }
  return false;
}

// An awards night's word: "the Gildmark Awards", "the ceremony", "the gala".
bool IsCeremonyWord(Word w) {
  return w == "awards" || w == "ceremony" || w == "gala" || w == "emmys" || w == "globes" || w == "telecast";
}

// "makes its U.S. debut", "its American premiere" in [from, stop): the show comes from
// abroad, and the network of its origin is not the one it now airs on.
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

// The first season sentence `sent` names ("Foo, Season 1 finale (The CW)."), or 0.
int FirstSeasonIn(const DocContext& ctx, const Sentence& sent) {
  size_t end = 0;
  for (size_t k = sent.first_token; k < sent.end_token; ++k)
    if (int n = SeasonAt(ctx, k, &end); n > 0) return n;
  return 0;
}

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

// "... and will also stream on Max" (the network at token i): a second home of an airing
// whose own network is named before. ("will also air on CBS" is an airing of its own.)
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

// Whether the paragraph of token i names `network` before it.
bool NamedInParagraphBefore(const DocContext& ctx, const std::string& network, size_t i) {
  const uint32_t paragraph = ctx.at.sentences[ctx.SentenceOf(i)].paragraph;
  for (const NetworkMention& n : ctx.networks)
    if (n.first < i && n.name == network && ctx.at.sentences[ctx.SentenceOf(n.first)].paragraph == paragraph)
      return true;
  return false;
}

}  // namespace

// Broadcasters whose schedules are not in US Eastern time (data/non_us_networks.txt).
bool IsNonUsBroadcaster(std::string_view network) {
  const Lexicon& lex = Lexicon::Get();
  if (auto it = lex.network_is_non_us.find(network); it != lex.network_is_non_us.end()) return it->second;
  for (const std::string& p : lex.non_us_network_prefixes)
    if (network.starts_with(p)) return true;
  return false;
}

namespace {

// The weekday token k names in any case ("SUNDAY" or "Sunday", as the weekday table
// spells it), or -1.
int WeekdayInAnyCase(const DocContext& ctx, size_t k, bool* plural) {
  std::string name(ctx.Lower(k));
  if (!name.empty()) name[0] = static_cast<char>(name[0] - 'a' + 'A');
  return WeekdayOf(name, plural);
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

// "... nights at 8.30pm", "... 9/8c": a clock time within a few tokens from k.
bool TimeFollows(const DocContext& ctx, size_t k, size_t end) {
  for (size_t m = k; m < end && m < k + 4; ++m) {
    if (ctx.T(m).kind != TokenKind::kNumber) continue;
    Clock c;
    size_t after = 0;
    if ((ctx.IsLower(m - 1, "at") || ctx.IsLower(m - 1, "@")) && ParseTime(ctx, m, end, &c, &after)) return true;
  }
  return false;
}

// "through", "until": the end of a run of episodes.
bool IsRunEnd(Word w) { return w == "through" || w == "until" || w == "thru"; }

// "the season finale", "the Jan. 13 finale": "finale" within a few tokens from k.
bool FinaleWithin(const DocContext& ctx, size_t k, size_t end) {
  for (size_t m = k; m < end && m < k + 5; ++m)
    if (ctx.IsLower(m, "finale")) return true;
  return false;
}

}  // namespace

namespace {

// "2027", not "9/8c": four digits.
bool IsYear(Word w) {
  return w.size() == 4 && std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// A soap's week, told day by day: "On Monday at 7.30pm, a stranger walks into the pub",
// "Thursday at 8pm is the one you have been waiting for". The day and time lead the
// sentence that starts at `first`; the episode is the article's show's.
// A list's entry line under a day heading: a line that opens (past a bullet) with a quoted
// title and its network in brackets ('- "Pihlakas" (Hulu), series premiere.').
bool IsTitleEntryLine(const DocContext& ctx, const Sentence& sent) {
  const size_t at = sent.span.start;
  if (at > 0 && ctx.at.text[at - 1] != '\n') return false;
  size_t k = sent.first_token;
  const Word bullet = ctx.Tok(k);
  if (bullet == "-" || bullet == "*" || bullet == "\u2022" || bullet == "\u2013" || bullet == "\u2014") ++k;
  if (k >= sent.end_token || !ctx.T(k).Has(kQuoteMark)) return false;
  for (size_t m = k + 1; m + 2 < sent.end_token && m < k + 14; ++m)
    if (ctx.Is(m, "(")) return ctx.NetworkAt(m + 1) != nullptr;
  return false;
}

bool OpensWithDayAndTime(const DocContext& ctx, size_t first) {
  if (!ctx.T(first).Has(kSentenceStart)) return false;
  size_t k = ctx.IsLower(first, "on") || ctx.IsLower(first, "by") ? first + 1 : first;
  bool plural = false;
  return !ctx.T(k).Has(kInQuote) && WeekdayOf(ctx.Tok(k), &plural) >= 0 && !plural && ctx.IsLower(k + 1, "at") &&
         ctx.T(k + 2).kind == TokenKind::kNumber;
}


// The date of `weekday` nearest the ISO date `published`: the last one up to it (`back`),
// or the next one from it on. Empty when the date does not parse.
std::string WeekdayFromPublished(const std::string& published, int weekday, bool back) {
  int y, m, d;
  if (!ParseIsoDate(published, &y, &m, &d)) return {};
  const int shift = back ? -((DayOfWeek(y, m, d) - weekday + 7) % 7) : (weekday - DayOfWeek(y, m, d) + 7) % 7;
  return IsoDateShifted(y, m, d, shift);
}

// A weekly streaming column's pick, the first sentence of its paragraph: '"Daugova," Season
// 3, Part 1 (Wednesday).', '"Irbe" (Friday).' - a quoted title, perhaps its season, and a
// weekday in brackets before the final period. The weekday (-1 when it is no such pick),
// with *title_end the token after the title's closing mark and *season the season (or 0).
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

}  // namespace

namespace {

// SeasonEndsAt past its first letter's test.
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

// "The ten-episode season ends on Tuesday, March 9": a season's end, dated, is its
// finale ("a month after the season ends" names no day). (The first letter inline: the
// airing gates ask it of some 70,000 tokens a corpus, nearly all no such verb.)
inline bool SeasonEndsAt(const DocContext& ctx, size_t i) {
  const Word w = ctx.Lower(i);
  return w.size() >= 3 && (w[0] == 'e' || w[0] == 'c' || w[0] == 'w') && SeasonEndVerbAt(ctx, i);
}

}  // namespace

// "released [all eight episodes of the fourth season]", "released the second season":
// what a service releases from token k on is episodes or a season, not a trailer or news.
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

// Reads one clause (tokens [first, end)) of a sentence for an airing; `clause` is its
// byte span, `fallback_network` the network to assume when the clause names none.
// `carried_day`: a recurring night an earlier clause of the sentence named ("On Tuesdays,
// A airs at 8, and B takes the 9 p.m. slot"), for a clause that names a time and no day.
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

// "the next day", "the next morning", "a day later", "the following day" right after token
// `end`: a network named before it is a second home.
bool StreamsLater(const DocContext& ctx, size_t end) {
  size_t k = end;
  if (ctx.IsLower(k, "the") || ctx.IsLower(k, "a")) ++k;
  const Word first = ctx.Lower(k), second = ctx.Lower(k + 1);
  return (first == "next" && (second == "day" || second == "morning")) || (first == "day" && second == "later") ||
         (first == "following" && (second == "day" || second == "morning"));
}

// EpisodeIsOnDay past its words' test: the day or date after "is" at i + 1.
[[gnu::noinline]] bool DayAfterEpisodeIs(const DocContext& ctx, size_t i) {
  size_t k = i + 2;
  if (ctx.IsLower(k, "this") || ctx.IsLower(k, "next") || ctx.IsLower(k, "on")) ++k;
  bool plural = false;
  return (WeekdayOf(ctx.Tok(k), &plural) >= 0 && !plural) || MonthOf(ctx.Lower(k)) > 0;
}

// "The next new episode is this Friday, Oct. 7.", "the finale is on Sunday": a copula between
// an episode (at token i) and its day or date. (The words inline, packed-key compares: the
// airing gates ask it of some 75,000 tokens a corpus.)
inline bool EpisodeIsOnDay(const DocContext& ctx, size_t i) {
  return (ctx.IsLower(i, "episode") || ctx.IsLower(i, "finale") || ctx.IsLower(i, "premiere")) &&
         ctx.IsLower(i + 1, "is") && DayAfterEpisodeIs(ctx, i);
}

// 'EPISODE 7: "Bareboat Charter"', "Episode 12": a paragraph that heads an episode's entry
// in a network's synopses.
bool EpisodeHeading(const DocContext& ctx, uint32_t paragraph) {
  const Span span = ctx.at.paragraphs[paragraph].span;
  const size_t k = ctx.at.sentences[ctx.at.SentenceAt(span.start)].first_token;
  return ctx.IsLower(k, "episode") && ctx.T(k + 1).kind == TokenKind::kNumber && span.size() < 80;
}

// "Sunday, Nov. 12, 9/8c", a paragraph of its own right under an episode's heading
// ('EPISODE 7: "Bareboat Charter"') in a network's synopses: the episode's date and time.
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

// "premieres", "debuts", "launches" among the clause's words.
bool ClauseHasPremiereVerb(const DocContext& ctx, size_t first, size_t stop) {
  for (size_t k = first; k < stop; ++k) {
    const Word w = ctx.Lower(k);
    if (w == "premieres" || w == "debuts" || w == "launches" || w == "premiere" || w == "debut") return true;
  }
  return false;
}

void ReadClause(const DocContext& ctx, size_t first, size_t stop, Span clause, const std::string& fallback_network,
                const std::string& section_work, const DayHeading& heading, const Sentence* lead,
                std::vector<Fact>* out, int carried_day = -1) {
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
    // "..., followed by a new episode every Wednesday": the run after a premiere, cut off
    // as a clause of its own, airs like the clause before it.
    if (ctx.IsLower(first, "followed") && ctx.IsLower(first + 1, "by")) cue = true;
    // ("..., with encores at 10/9c that night and again on Christmas Eve at 6 p.m.")
    // (With no day of its own, the same night: "at 8 p.m. and again at 9 p.m.")
    // (", and again on Monday at 8 p.m." starts at "and"; "... and again on ..." at "again".)
    const bool again = (ctx.IsLower(first, "again") && first > 0 && ctx.IsLower(first - 1, "and")) ||
                       (ctx.IsLower(first, "and") && ctx.IsLower(first + 1, "again"));
    if (again) {
      cue = true;
      night_after = 0;
    }
    // ('and Fox's "Tinplate," back for its second': a title's apposition says it returns.)
    for (size_t k = first + 1; k + 2 < stop && k < first + 12 && !cue; ++k) {
      if (!ctx.IsLower(k, "back") || !ctx.IsLower(k + 1, "for")) continue;
      size_t b = k;
      bool comma = false;
      while (b > first && (ctx.Is(b - 1, ",") || ctx.T(b - 1).Has(kQuoteMark))) comma = comma || ctx.Is(--b, ",");
      cue = comma && b > first && ctx.masked[b - 1];
    }
    if (ctx.IsLower(first, "with") && ctx.IsLower(first + 1, "the") && first > 0 && ctx.Is(first - 1, ",")) cue = true;
    if (IsRunEnd(ctx.Lower(first)) && FinaleWithin(ctx, first + 1, stop)) cue = true;
    if (OpensWithDayAndTime(ctx, first) || OpensWithDateColon(ctx, first) || DatedEpisodeLine(ctx, ctx.SentenceOf(first)))
      cue = true;
    // ('... airs Mondays at 8/7c and "Haybarn" at 8:30/7:30c': a title and its time on the
    // night the clause before names, whose verb it shares.)
    if (carried_day >= 0 && (ctx.T(first).Has(kQuoteMark) || ctx.masked[first])) cue = true;
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
    // "Netflix has pushed the third season from Friday, Nov. 12, to Friday, Jan. 21, 2028":
    // the date it is moved from is no airing; the one it is moved to is.
    size_t old_from = 0, old_to = 0;
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
    for (size_t i = first; i < stop; ++i) {
      if (i > old_from && i < old_to) continue;
      Word lower = ctx.Lower(i);
      Word w = ctx.Tok(i);
      // ("airs weekdays at 1 p.m. on CBS, though the network will preempt it on Monday, June
      // 30, for a news special": the day it is preempted is the one it does not air.)
      if (lower.starts_with("preempt") || lower.starts_with("pre-empt")) break;
      // ("the episode that was meant to air on Jan. 30 has not been rescheduled": an airing
      // that was only intended.)
      if ((lower == "meant" || lower == "supposed") && ctx.IsLower(i + 1, "to") &&
          (ctx.IsLower(i + 2, "air") || ctx.IsLower(i + 2, "premiere") || ctx.IsLower(i + 2, "run")))
        return;
      // ("Its third season was set to open Jan. 9, but post-production fell behind": a plan
      // the past tense and a "but" after it say fell through.)
      if (lower == "set" && i > first && (ctx.IsLower(i - 1, "was") || ctx.IsLower(i - 1, "were")) &&
          ctx.IsLower(i + 1, "to") && IsAiringVerbAt(ctx, i + 2)) {
        bool but = false;
        for (size_t k = i + 3; k < stop && k < i + 16 && !but; ++k) but = ctx.IsLower(k, "but");
        if (but) return;
      }
      if (IsAiringVerbAt(ctx, i) || SeasonEndsAt(ctx, i)) cue = true;
      // ("and new episodes follow on Thursdays", "a new episode follows every Thursday")
      // ("and the final episode is set for Dec. 13": the last episode's date.)
      if (lower == "episode" && i > first && (ctx.IsLower(i - 1, "final") || ctx.IsLower(i - 1, "last"))) cue = true;
      if (EpisodeIsOnDay(ctx, i)) cue = true;
      if ((lower == "follow" || lower == "follows") && i > first &&
          (ctx.IsLower(i - 1, "episodes") || ctx.IsLower(i - 1, "episode") ||
           // ("and new ones follow on Wednesdays")
           (ctx.IsLower(i - 1, "ones") && i > first + 1 && ctx.IsLower(i - 2, "new")) ||
           // ("the other six follow on Tuesdays")
           (i > first + 1 && WordNumber(ctx.Lower(i - 1)) > 1 &&
            (ctx.IsLower(i - 2, "other") || ctx.IsLower(i - 2, "remaining")))))
        cue = true;
      // ("then new ones weekly on Wednesdays", "then one a week on Fridays", "then adds one
      // every Tuesday": a weekly run after a first drop.)
      if (i + 2 < stop && ((lower == "weekly" && ctx.IsLower(i + 1, "on")) ||
                           (lower == "week" && ctx.IsLower(i - 1, "a") && ctx.IsLower(i + 1, "on")))) {
        bool plural = false;
        if (WeekdayOf(ctx.Tok(i + 2), &plural) >= 0) cue = true;
      }
      if (lower == "every" && i > first + 1 && i + 1 < stop && (ctx.IsLower(i - 1, "one") || ctx.IsLower(i - 1, "ones"))) {
        bool plural = false;
        if (WeekdayOf(ctx.Tok(i + 1), &plural) >= 0 && !plural) cue = true;
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
        if (said == i || !told_before) return;
      }
      // ("X, who created the CBS family drama "Moko Jumbie," died on Sunday at her home": an
      // obituary's day of death is no airing.)
      if ((lower == "died" || lower == "dies") && i > first && i + 2 < stop &&
          (ctx.IsLower(i + 1, "on") || [&] {
            bool plural = false;
            return WeekdayInAnyCase(ctx, i + 1, &plural) >= 0;
          }()))
        return;
      // ("Bascome Media agreed on Tuesday to buy Flatts Road Pictures, the studio that makes
      // Hulu's "Telkeppe"": a deal's day is no airing.)
      if ((lower == "buy" || lower == "acquire") && i > first && ctx.IsLower(i - 1, "to")) return;
      // ("a premiere party for the cast is planned for Taipei on Saturday": an event, no airing.)
      if ((lower == "party" || lower == "parties" || lower == "gala") && i > first &&
          (ctx.IsLower(i - 1, "premiere") || ctx.IsLower(i - 1, "launch") || ctx.IsLower(i - 1, "finale") ||
           ctx.IsLower(i - 1, "viewing") || ctx.IsLower(i - 1, "watch")))
        return;
      // ("The network will begin live coverage at 7 p.m. ET on Tuesday, Nov. 7": news
      // coverage is no show's airing.)
      if (lower == "coverage" && i > first && (ctx.IsLower(i - 1, "live") || ctx.IsLower(i - 1, "election") ||
                                               ctx.IsLower(i - 1, "news") || ctx.IsLower(i - 1, "its") ||
                                               ctx.IsLower(i - 1, "special")))
        return;
      // ("all four seasons of "Reiga" leave Netflix on Oct. 31": a show leaving a service is
      // no airing.)
      if ((lower == "leave" || lower == "leaves" || lower == "leaving") && i + 1 < stop && ctx.NetworkAt(i + 1)) return;
      // ("Netflix released all eight episodes of the fourth season on Thursday, Oct. 30": a
      // service releasing episodes airs them; "released a trailer" is news.)
      // ("the streamer will release all ten episodes of its third season on Thursday": the
      // future too.)
      if ((lower == "released" || lower == "releases" || lower == "release") && ReleasesEpisodes(ctx, i + 1, stop)) {
        cue = true;
        released_past = lower == "released";
        continue;
      }
      if (lower.starts_with("renew") || lower.starts_with("cancel") || lower == "ordered" || lower == "announced" ||
          lower == "confirmed" || lower == "revealed" || lower == "released" || lower == "unveiled" ||
          lower == "teased" || lower == "posted" || lower == "laid" || lower == "handed" || lower == "outlined" ||
          lower == "detailed" || lower == "issued" || lower == "shared") {
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
        news_day = news_day || (i > first + 1 && ctx.IsLower(i - 1, "on") &&
                                (ctx.IsLower(i - 2, "news") || ctx.IsLower(i - 2, "announcement") ||
                                 ctx.IsLower(i - 2, "decision")));
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
          past_episode_day = i + 1 < stop && ctx.T(i + 1).Has(kPossessive) &&
                             (ctx.IsLower(i + 2, "episode") || ctx.IsLower(i + 2, "finale"));
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
        if (dd >= 1 && dd <= 31 && has_year && (ctx.Is(after_date, "\u2013") || ctx.Is(after_date, "\u2014") || ctx.Is(after_date, "-"))) {
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
        const bool dash_range = i + 3 < stop && (ctx.Tok(i + 1) == "\u2013" || ctx.Tok(i + 1) == "\u2014") &&
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
    // A listing entry's lead ("Foo, Season 1 finale (The CW).") says which season and
    // occasion the entry's sentences are about.
    if (lead && !season_here) season_here = FirstSeasonIn(ctx, *lead);
    // "... will recur in the third season of X. The season premieres Thursday": "the
    // season" is the one the sentence before names, in the same paragraph.
    if (!season_here && ctx.IsLower(first, "the") && ctx.IsLower(first + 1, "season")) {
      const uint32_t s = ctx.SentenceOf(first);
      if (s > 0 && ctx.at.sentences[s - 1].paragraph == ctx.at.sentences[s].paragraph &&
          ctx.at.sentences[s].first_token == first)
        season_here = FirstSeasonIn(ctx, ctx.at.sentences[s - 1]);
    }
    // ("... the first two episodes of the fourth and final season, three weeks before the
    // season premieres on Peacock": the season the sentence named before "before".)
    if (!season_here && first > 0 && ctx.IsLower(first - 1, "before") && ctx.IsLower(first, "the") &&
        ctx.IsLower(first + 1, "season"))
      season_here = FirstSeasonIn(ctx, ctx.at.sentences[ctx.SentenceOf(first)]);
    // ("Its third season was set to open Jan. 9, but ..., and ABC now has it premiering
    // Wednesday, March 5": "it" is the season an earlier clause of the sentence names.)
    if (!season_here) {
      const Sentence& whole = ctx.at.sentences[ctx.SentenceOf(first)];
      // (Not when the clause names a work of its own: "and premieres the anthology Foo right
      // behind it".)
      bool it = false;
      for (size_t k = first; k < stop && first > whole.first_token; ++k) it = it || ctx.IsLower(k, "it");
      if (it && FirstWorkIn(ctx, ctx.at.text.substr(ctx.T(first).start, ctx.T(stop - 1).end - ctx.T(first).start)).empty())
        season_here = FirstSeasonIn(ctx, whole);
    }
    // ('"Polgwidden," Season 4 (Sunday). ... the premiere airs Sunday, Oct. 10': a column
    // item's short opening line names the season its paragraph is about.)
    if (!season_here) {
      const uint32_t s = ctx.SentenceOf(first);
      if (s > 0 && ctx.at.sentences[s - 1].paragraph == ctx.at.sentences[s].paragraph && ctx.OpensParagraph(s - 1) &&
          ctx.at.sentences[s - 1].end_token - ctx.at.sentences[s - 1].first_token <= 12)
        season_here = FirstSeasonIn(ctx, ctx.at.sentences[s - 1]);
    }
    // ("The current third season, which airs Sundays at 10, wraps June 13": the clause after
    // a relative clause goes on from the subject before it.)
    if (!season_here && first >= 4 && ctx.Is(first - 1, ",")) {
      const Sentence& sent = ctx.at.sentences[ctx.SentenceOf(first)];
      size_t which = first - 1;
      while (which > sent.first_token && !(ctx.IsLower(which, "which") && ctx.Is(which - 1, ","))) --which;
      if (which > sent.first_token + 1 && which + 12 > first)
        for (size_t k = sent.first_token; k + 1 < which && !season_here; ++k) {
          size_t end = 0;
          season_here = SeasonAt(ctx, k, &end);
        }
    }
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
    const bool month_ahead = month_alone && !dated && !slot && clock.hour < 0 && StartAhead(ctx, first, stop);
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
                  Contains(text, " signed off ") ||
                  // ("NBC's "Ridgeback" drew 6.2 million viewers Monday at 10": a ratings
                  // report's night, behind us.)
                  Contains(text, " drew ") || Contains(text, " averaged ") || OpenedWithAFigure(text) ||
                  // ("Max released the whole first season ... on Thursday": a release behind us.)
                  (released_past && !Contains(text, "will ") && !Contains(text, " be released")) ||
                  (past_episode_day && (IsRecap(ctx) || (!Contains(text, "will ") && !Contains(text, " airs") &&
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
             ((ctx.IsLower(i - 2, "follow") || ctx.IsLower(i - 2, "follows")) &&
              (ctx.IsLower(i - 3, "episodes") || ctx.IsLower(i - 3, "ones") ||
               (i > sent.first_token + 3 && WordNumber(ctx.Lower(i - 3)) > 1 &&
                (ctx.IsLower(i - 4, "other") || ctx.IsLower(i - 4, "remaining"))))))) ||
           (!plural && ctx.IsLower(i - 1, "every") && ctx.IsLower(i - 2, "one")));
      // ("The next new episode is this Friday, Oct. 7.": a copula between the episode and its day.)
      const bool episode_is_day = EpisodeIsOnDay(ctx, i);
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
