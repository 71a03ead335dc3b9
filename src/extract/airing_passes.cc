// airing, the document's second look: once every sentence is read, the airings are set
// against each other and the article's shape - a paired title's two times, a season named
// by its paragraph, a time or night told once for two airings of a work, an episode's
// airing credited to its series, a finale retold by its weekday alone.
#include <algorithm>

#include "extract/calendar.h"
#include "extract/context.h"
#include "text/chars.h"
#include "text/search.h"

namespace showgraph::extract {

namespace {

// Where the work named `name` (or one of its aliases) first stands in `text`, or npos.
size_t WorkPosition(const WorkMention& w, std::string_view text) {
  size_t best = text.find(w.name);
  for (const std::string& a : w.aliases)
    if (size_t at = text.find(a); at != std::string_view::npos && (best == std::string_view::npos || at < best))
      best = at;
  return best;
}

// 'Comedies "Vantrell" and "Glimmerfell" return on Wednesday, Sept. 29, at 8/7c and
// 8:30/7:30c, for their third and second seasons respectively': two titles joined by
// "and" and two times of one date go together in order, and so do two ordinals of
// seasons before "respectively". The clause reader credits both times to the first title.
void SplitPairedTitles(const DocContext& ctx, std::vector<Fact>* out) {
  for (size_t a = 0; a < out->size(); ++a) {
    Fact& first = (*out)[a];
    if (first.kind != FactKind::kAiring || first.evidence.empty() || first.date.empty() || first.time.empty()) continue;
    for (size_t b = a + 1; b < out->size(); ++b) {
      Fact& second = (*out)[b];
      if (second.kind != FactKind::kAiring || second.evidence.empty() || second.work != first.work ||
          second.date != first.date || second.time.empty() || second.time == first.time ||
          second.evidence.front().start != first.evidence.front().start)
        continue;
      const uint32_t s = ctx.at.SentenceAt(first.evidence.front().start);
      const std::string_view text = ctx.at.Slice(ctx.at.sentences[s].span);
      // Exactly two works in the sentence, the airings' first, then another after " and ".
      const WorkMention* other = nullptr;
      size_t first_at = std::string_view::npos, other_at = std::string_view::npos;
      int named = 0;
      for (const WorkMention& w : ctx.works) {
        const size_t at = WorkPosition(w, text);
        if (at == std::string_view::npos) continue;
        ++named;
        if (w.name == first.work) first_at = at;
        else other = &w, other_at = at;
      }
      if (named != 2 || !other || first_at == std::string_view::npos || other_at < first_at) break;
      const std::string_view between = text.substr(first_at, other_at - first_at);
      if (between.size() > first.work.size() + 8 || between.find(" and ") == std::string_view::npos) break;
      second.work = other->name;
      // "for their third and second seasons respectively"
      if (text.find("respectively") != std::string_view::npos) {
        const uint32_t e = ctx.at.sentences[s].end_token;
        for (uint32_t k = ctx.at.sentences[s].first_token; k + 3 < e; ++k) {
          const int n1 = WordNumber(ctx.Lower(k)), n2 = WordNumber(ctx.Lower(k + 2));
          if (n1 > 0 && n2 > 0 && ctx.IsLower(k + 1, "and") &&
              (ctx.IsLower(k + 3, "seasons") || ctx.IsLower(k + 3, "series"))) {
            first.season = n1;
            second.season = n2;
            break;
          }
        }
      }
      break;
    }
  }
}

// 'SPINDRIFT ACADEMY (Midseason Premiere)' over "The naval-academy drama returns with the
// back half of its third season": a premiere, finale or episode told without its season
// takes the one season its paragraph names, when the paragraph names no other work.
void SeasonOfParagraph(const DocContext& ctx, std::vector<Fact>* out) {
  for (Fact& f : *out) {
    if (f.kind != FactKind::kAiring || f.season || f.occasion.empty() || f.occasion == "timeslot" ||
        f.occasion == "series premiere" || f.occasion == "series finale" || f.evidence.empty())
      continue;
    const uint32_t para = ctx.at.sentences[ctx.at.SentenceAt(f.evidence.front().start)].paragraph;
    // (A listing's heading line is a paragraph of its own: the paragraph under it too.)
    const uint32_t last = para + 1 < ctx.at.paragraphs.size() && ctx.WholeParagraph(ctx.at.SentenceAt(f.evidence.front().start))
                              ? para + 1
                              : para;
    const Span span{ctx.at.paragraphs[para].span.start, ctx.at.paragraphs[last].span.end};
    int season = 0;
    bool one = true;
    // (No other work named there; a title in capitals is not found by its written form.)
    bool other = false;
    for (const WorkMention& w : ctx.works)
      other = other || (w.name != f.work && WorkPosition(w, ctx.at.Slice(span)) != std::string_view::npos);
    if (other) continue;
    for (uint32_t s = ctx.at.SentenceAt(span.start); s < ctx.at.sentences.size() && one; ++s) {
      const Sentence& sent = ctx.at.sentences[s];
      if (sent.paragraph > last) break;
      for (size_t k = sent.first_token + 1; k + 1 < sent.end_token; ++k) {
        int n = 0;
        // "its third season", "the back half of its fifth season"
        if (ctx.IsLower(k + 1, "season") && (ctx.IsLower(k - 1, "its") || ctx.IsLower(k - 1, "the")))
          n = WordNumber(ctx.Lower(k));
        // "Season 5 episodes"
        else if (ctx.IsLower(k, "season") && ctx.T(k).Has(kCapitalized) && ctx.T(k + 1).kind == TokenKind::kNumber)
          n = text::LeadingNumber(ctx.Tok(k + 1));
        if (n <= 0) continue;
        if (season && n != season) one = false;
        season = n;
      }
    }
    if (one && season > 0) f.season = season;
  }
}

// "Starz has cancelled Harrowfield after three seasons ... the series finale will air Friday,
// Dec. 18", "After six seasons, the hospital drama signs off with a series finale": a series
// finale is of the last season, whose number the run's length gives ("after N seasons",
// "its sixth and final season"). The article's own work is told of anywhere in it; another
// work only in the finale's paragraph. Nothing when two numbers are given.
// "will return for a third series next spring ... Series three begins Sunday, April 11": a
// premiere with no day that the article dates elsewhere is that dated one, told early.
void DropUndatedPremieresDatedElsewhere(std::vector<Fact>* out) {
  auto undated_premiere = [](const Fact& f) {
    return f.kind == FactKind::kAiring && f.date.empty() && f.weekday.empty() && f.time.empty() &&
           (f.occasion == "season premiere" || f.occasion == "series premiere");
  };
  auto dated_elsewhere = [&](const Fact& f) {
    return std::any_of(out->begin(), out->end(), [&](const Fact& g) {
      return g.kind == FactKind::kAiring && !g.date.empty() && g.work == f.work && g.occasion == f.occasion &&
             g.season == f.season;
    });
  };
  std::erase_if(*out, [&](const Fact& f) { return undated_premiere(f) && dated_elsewhere(f); });
}

void SeasonOfSeriesFinale(const DocContext& ctx, std::vector<Fact>* out) {
  for (Fact& f : *out) {
    if (f.kind != FactKind::kAiring || f.season || f.occasion != "series finale" || f.evidence.empty()) continue;
    const uint32_t para = ctx.at.sentences[ctx.at.SentenceAt(f.evidence.front().start)].paragraph;
    const Span span = f.work == ctx.MainWork() ? Span{0, static_cast<uint32_t>(ctx.at.text.size())}
                                               : ctx.at.paragraphs[para].span;
    int season = 0;
    bool one = true;
    for (uint32_t s = ctx.at.SentenceAt(span.start); s < ctx.at.sentences.size() && one; ++s) {
      const Sentence& sent = ctx.at.sentences[s];
      if (sent.span.start >= span.end) break;
      for (size_t k = sent.first_token + 1; k + 1 < sent.end_token; ++k) {
        int n = 0;
        if (ctx.IsLower(k + 1, "seasons") && ctx.IsLower(k - 1, "after")) n = WordNumber(ctx.Lower(k));  // "after three seasons"
        else if (ctx.IsLower(k + 1, "and") && k + 3 < sent.end_token && ctx.IsLower(k + 2, "final") &&
                 ctx.IsLower(k + 3, "season"))
          n = WordNumber(ctx.Lower(k));  // "its sixth and final season"
        if (n <= 0 || n >= 40) continue;
        if (season && n != season) one = false;
        season = n;
      }
    }
    if (one && season > 0) f.season = season;
  }
}

// Whether the span writes a date with its month ("May 30", "Sept. 18"; not "in April").
bool WritesMonth(const DocContext& ctx, Span span) {
  const Sentence& sent = ctx.at.sentences[ctx.at.SentenceAt(span.start)];
  for (size_t k = sent.first_token; k < sent.end_token && ctx.T(k).start < span.end; ++k)
    if (ctx.T(k).start >= span.start && ctx.T(k).Has(kCapitalized) && MonthOf(ctx.Lower(k)) &&
        (ctx.T(k + 1).kind == TokenKind::kNumber || (ctx.Is(k + 1, ".") && ctx.T(k + 2).kind == TokenKind::kNumber)))
      return true;
  return false;
}

// Whether paragraph `paragraph` names a network anywhere.
bool ParagraphNamesANetwork(const DocContext& ctx, uint32_t paragraph) {
  const Span para = ctx.at.paragraphs[paragraph].span;
  for (const NetworkMention& n : ctx.networks)
    if (ctx.T(n.first).start >= para.start && ctx.T(n.first).start < para.end) return true;
  return false;
}

// The works the article gives a network by its possessive: "Hulu's "Batok"", "HBO's family
// drama "Potao"" (a few lower-case words may stand between), as (network, work) pairs.
using OwnedWorkList = std::vector<std::pair<std::string, std::string>>;

OwnedWorkList OwnedWorks(const DocContext& ctx) {
  OwnedWorkList owned;
  for (const NetworkMention& n : ctx.networks) {
    if (!ctx.T(n.end).Has(kPossessive)) continue;
    size_t k = n.end + 1;
    while (k < ctx.size() && k < n.end + 5 && ctx.T(k).kind == TokenKind::kWord && !ctx.T(k).Has(kCapitalized)) ++k;
    if (ctx.T(k).Has(kQuoteMark)) ++k;
    if (k >= ctx.size() || !ctx.masked[k]) continue;
    const Sentence& sent = ctx.at.sentences[ctx.SentenceOf(k)];
    std::string work = FirstWorkIn(ctx, ctx.at.text.substr(ctx.T(k).start, sent.span.end - ctx.T(k).start));
    if (!work.empty() && std::find(owned.begin(), owned.end(), std::pair(n.name, work)) == owned.end())
      owned.emplace_back(n.name, std::move(work));
  }
  return owned;
}

// A roundup of several networks' shows ("Zilpha X, on HBO's "Potao"; Lovina Y, on Hulu's
// "Batok" ... which Hulu premieres on Wednesday, Aug. 15"): an airing whose sentence names
// no work, credited to a work the article gives another network, is the one work the
// article gives the airing's own network.
std::vector<std::string> WorksOf(const OwnedWorkList& owned, const std::string& network) {
  std::vector<std::string> works;
  for (const auto& [n, w] : owned)
    if (n == network) works.push_back(w);
  return works;
}

std::vector<std::string> NetworksOf(const OwnedWorkList& owned, const std::string& work) {
  std::vector<std::string> networks;
  for (const auto& [n, w] : owned)
    if (w == work) networks.push_back(n);
  return networks;
}

void WorkOfItsNetwork(const DocContext& ctx, const OwnedWorkList& owned, std::vector<Fact>* out) {
  if (owned.size() < 2) return;
  for (Fact& f : *out) {
    if (f.kind != FactKind::kAiring || f.network.empty() || f.evidence.empty()) continue;
    const std::vector<std::string> mine = WorksOf(owned, f.network);
    const std::vector<std::string> theirs = NetworksOf(owned, f.work);
    if (mine.size() != 1 || mine.front() == f.work || theirs.empty() ||
        std::find(theirs.begin(), theirs.end(), f.network) != theirs.end())
      continue;
    const Sentence& sent = ctx.at.sentences[ctx.at.SentenceAt(f.evidence.front().start)];
    if (!FirstWorkIn(ctx, ctx.at.Slice(sent.span)).empty()) continue;  // the sentence names its work
    // (Nor when its paragraph names no network: the network is then the article's guess, and
    // the work, read from the sentence before, is surer. '"Anegada," a police drama, ... It
    // returns for its fourth season' in a story about Hulu's "Telkeppe" and NBC's "Anegada".)
    if (!ParagraphNamesANetwork(ctx, sent.paragraph)) continue;
    f.work = mine.front();
  }
}

// The other way round: an airing whose paragraph names no network ("The new season also
// moves from Tuesdays to Wednesdays at 10 p.m. ET", under a section on FX's "Tubuan") is on
// the one network the article gives its work, not on the article's most named one.
void NetworkOfItsWork(const DocContext& ctx, const OwnedWorkList& owned, std::vector<Fact>* out) {
  if (owned.empty()) return;
  for (Fact& f : *out) {
    if (f.kind != FactKind::kAiring || f.network.empty() || f.evidence.empty()) continue;
    const std::vector<std::string> owners = NetworksOf(owned, f.work);
    if (owners.size() != 1 || owners.front() == f.network) continue;
    const Sentence& sent = ctx.at.sentences[ctx.at.SentenceAt(f.evidence.front().start)];
    if (!ParagraphNamesANetwork(ctx, sent.paragraph)) f.network = owners.front();
  }
}

// A premiere-date tracker ("Summer Premiere Dates, Updated"): an entry line that opens
// with its title ('"Tayaw" (FX), Season 3: Tuesday, June 23, ...') dates that title's
// premiere, of the season it names (a later season's) or of the series.
void PremiereTrackerEntries(const DocContext& ctx, std::vector<Fact>* out) {
  if (!ctx.doc.meta.title) return;
  const std::string headline = ToLower(*ctx.doc.meta.title);
  if (headline.find("premiere") == std::string::npos) return;
  std::vector<std::string> seen;  // works whose first dated entry is read
  for (Fact& f : *out) {
    if (f.kind != FactKind::kAiring || f.date.empty() || f.evidence.empty()) continue;
    if (std::find(seen.begin(), seen.end(), f.work) != seen.end()) continue;
    seen.push_back(f.work);
    if (f.occasion != "episode") continue;
    const uint32_t s = ctx.at.SentenceAt(f.evidence.front().start);
    const Sentence& sent = ctx.at.sentences[s];
    if (!ctx.OpensParagraph(s) || !ctx.T(sent.first_token).Has(kQuoteMark)) continue;
    f.occasion = f.season.value_or(0) >= 2 ? "season premiere" : "series premiere";
  }
}

// "TV Tonight: ..." over a listings column, "Best Bet Tonight: 'Gulpen'" over a capsule
// ("GULPEN / CBS, 8 p.m."): an airing told with a time and no day is tonight's, the day of
// publication.
void TonightsColumn(const DocContext& ctx, std::vector<Fact>* out) {
  if (!ctx.doc.meta.title || !ctx.doc.meta.published) return;
  const std::string& title = *ctx.doc.meta.title;
  bool tonight = title.starts_with("TV Tonight") || title.starts_with("Tonight on TV") ||
                 title.starts_with("Tonight's TV") || title.starts_with("What's on TV Tonight") ||
                 title.starts_with("What to Watch Tonight");
  for (size_t k = 0; k < ctx.size() && ctx.KindOfSentence(ctx.SentenceOf(k)) == ParagraphKind::kHeadline && !tonight;
       ++k)
    tonight = ctx.IsLower(k, "tonight");
  if (!tonight) return;
  int y, m, d;
  if (!ParseIsoDate(*ctx.doc.meta.published, &y, &m, &d)) return;
  for (Fact& f : *out)
    if (f.kind == FactKind::kAiring && f.occasion != "timeslot" && !f.time.empty() && f.date.empty() &&
        f.weekday.empty()) {
      f.date = *ctx.doc.meta.published;
      f.weekday = std::string(kWeekdays[DayOfWeek(y, m, d)]);
    }
}

}  // namespace

void ReconcileAirings(const DocContext& ctx, std::vector<Fact>* out) {
  // 'JAN. 5: "Ash Barrels"' over a paragraph of story, in a recap of a weekly show's
  // month: a dated heading on the night of the article's own work's slot, on its network,
  // names an episode of that work, not a show of its own.
  if (const std::string& main_work = ctx.MainWork(); !main_work.empty()) {
    const Fact* slot = nullptr;
    for (const auto& f : *out)
      if (f.kind == FactKind::kAiring && f.work == main_work && f.occasion == "timeslot" && !f.weekday.empty()) {
        slot = &f;
        break;
      }
    for (auto& f : *out) {
      if (!slot || f.kind != FactKind::kAiring || f.work == main_work || f.date.empty() || f.weekday != slot->weekday ||
          (!f.network.empty() && f.network != slot->network) || f.evidence.empty())
        continue;
      const size_t start = f.evidence.front().start;
      const uint32_t s = ctx.at.SentenceAt(start);
      const Sentence& sent = ctx.at.sentences[s];
      // (A heading line of its own: 'Friday, Jan. 23: "Tavurvur," Season 2, all eight
      // episodes. The volcano thriller ...' is a release calendar's entry for a show of its own.)
      if (sent.span.start == start && OpensWithDateColon(ctx, sent.first_token) && ctx.OpensParagraph(s) &&
          ctx.WholeParagraph(s)) {
        f.work = main_work;
        f.occasion = "episode";
      }
    }
  }
  TonightsColumn(ctx, out);
  const OwnedWorkList owned = OwnedWorks(ctx);  // (read once for both passes)
  WorkOfItsNetwork(ctx, owned, out);
  NetworkOfItsWork(ctx, owned, out);
  PremiereTrackerEntries(ctx, out);
  SplitPairedTitles(ctx, out);
  SeasonOfParagraph(ctx, out);
  SeasonOfSeriesFinale(ctx, out);
  DropUndatedPremieresDatedElsewhere(out);
  // ("had been set to return on Tuesday, March 9, at 10/9c. It will now premiere on
  // Tuesday, March 16, in the same slot": the time of the work's airing told before.)
  // ("The second, which airs right after it at 11 p.m.": the night of the airing before.)
  for (size_t a = 0; a < out->size(); ++a) {
    Fact& f = (*out)[a];
    if (f.kind != FactKind::kAiring || f.evidence.empty() || f.occasion == "timeslot") continue;
    const bool no_time = f.time.empty(), no_day = f.date.empty() && f.weekday.empty() && !f.time.empty();
    if (!no_time && !no_day) continue;
    const std::string_view text = ctx.at.Slice(ctx.at.sentences[ctx.at.SentenceAt(f.evidence.front().start)].span);
    const bool same_slot = no_time && (text.find("same slot") != std::string_view::npos ||
                                       text.find("same time") != std::string_view::npos ||
                                       text.find("same hour") != std::string_view::npos);
    const bool right_after = no_day && (text.find("right after") != std::string_view::npos ||
                                        text.find("immediately after") != std::string_view::npos);
    if (!same_slot && !right_after) continue;
    for (size_t b = a; b-- > 0;) {
      const Fact& before = (*out)[b];
      if (before.kind != FactKind::kAiring || before.work != f.work ||
          !(before.network == f.network || before.network.empty() || f.network.empty()))
        continue;
      if (same_slot && !before.time.empty()) {
        f.time = before.time;
        f.timezone = before.timezone;
        break;
      }
      // (The airing it follows has a time of its own, earlier that night.)
      if (right_after && !before.date.empty() && !before.time.empty() && before.time < f.time) {
        f.date = before.date;
        f.weekday = before.weekday;
        break;
      }
    }
  }
  // A film has no premiere of a series or season, nor episodes: "The new movie ... premieres
  // Saturday, Dec. 14", "returns for its annual airing" are its airings, with no occasion.
  for (Fact& f : *out)
    if (f.kind == FactKind::kAiring && f.occasion != "timeslot")
      if (const WorkMention* w = ctx.WorkNamed(f.work); w && w->type == "film") f.occasion.clear();
  // An episode's airing is its series': 'In the final minutes of "The Second Landing,"
  // which aired Oct. 14 on NBC' in an article about the series.
  if (const WorkMention& series = ctx.works[ctx.main_work]; series.type == "series")
    for (Fact& f : *out) {
      if (f.kind != FactKind::kAiring || f.occasion != "episode" || f.work == series.name) continue;
      if (const WorkMention* w = ctx.WorkNamed(f.work); w && w->type == "other") f.work = series.name;
    }
  // "Foo is moving to Sundays. ... returns on Sunday 7 February at 7.40pm": a slot told
  // without its time takes the time of the work's dated airing on that weekday.
  for (auto& slot : *out) {
    if (slot.kind != FactKind::kAiring || slot.occasion != "timeslot" || slot.weekday.empty() || !slot.time.empty())
      continue;
    for (const auto& dated : *out)
      if (dated.kind == FactKind::kAiring && &dated != &slot && dated.work == slot.work &&
          dated.weekday == slot.weekday && !dated.date.empty() && !dated.time.empty() &&
          (dated.network == slot.network || dated.network.empty() || slot.network.empty())) {
        slot.time = dated.time;
        slot.timezone = dated.timezone;
        break;
      }
  }
  // "The Season 2 finale airs Sunday, May 30 ... Sunday's finale was written by ...": a
  // premiere or finale told again by its weekday alone is the one already dated, not one
  // a week apart.
  std::vector<bool> retold(out->size(), false);
  for (size_t a = 0; a < out->size(); ++a) {
    const Fact& f = (*out)[a];
    if (f.kind != FactKind::kAiring || f.date.empty() || f.weekday.empty() || f.evidence.empty() ||
        (!f.occasion.ends_with(" finale") && !f.occasion.ends_with(" premiere")))
      continue;
    for (size_t b = 0; b < out->size(); ++b) {
      const Fact& g = (*out)[b];
      if (b == a || g.kind != FactKind::kAiring || g.work != f.work || g.occasion != f.occasion ||
          g.weekday != f.weekday || g.date.empty() || g.date == f.date || g.evidence.empty())
        continue;
      int y1, m1, d1, y2, m2, d2;
      if (!ParseIsoDate(f.date, &y1, &m1, &d1) || !ParseIsoDate(g.date, &y2, &m2, &d2)) continue;
      if (IsoDateShifted(y1, m1, d1, 7) != g.date && IsoDateShifted(y1, m1, d1, -7) != g.date) continue;
      if (!WritesMonth(ctx, f.evidence.front()) && WritesMonth(ctx, g.evidence.front())) retold[a] = true;
    }
  }
  size_t kept = 0;
  for (size_t a = 0; a < out->size(); ++a) {
    if (retold[a]) continue;
    if (kept != a) (*out)[kept] = std::move((*out)[a]);
    ++kept;
  }
  out->resize(kept);
}

}  // namespace showgraph::extract
