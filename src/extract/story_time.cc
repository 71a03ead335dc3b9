// The story in time: the season a fact holds in, and whether a paragraph says a romance
// is over.
#include "extract/story_internal.h"

#include <algorithm>

namespace showgraph::extract {

// Events told in the past in a subordinate clause ("after Eli cheated on
// Nora") happened before the season the article is about.
std::optional<int> Story::EventSeason(size_t cue) const {
  auto season = SeasonHere();
  if (!season || *season <= 1 || season != ArticleSeason()) return season;
  const Sentence& sent = ctx_.at.sentences[sentence_];
  for (size_t k = cue; k > sent.first_token && k + 8 > cue; --k) {
    std::string_view w = ctx_.Lower(k - 1);
    if (w == "after" || w == "since") return *season - 1;
  }
  return season;
}

namespace {

// "3", "three", "third": a season number, or 0.
int SeasonNumber(std::string_view w) {
  static constexpr std::string_view kWords[] = {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"};
  static constexpr std::string_view kOrdinals[] = {"first", "second", "third", "fourth", "fifth",
                                                   "sixth", "seventh", "eighth", "ninth", "tenth"};
  if (!w.empty() && w[0] >= '1' && w[0] <= '9' && w.size() <= 2) return text::LeadingNumber(w);
  for (int n = 0; n < 10; ++n)
    if (w == kWords[n] || w == kOrdinals[n]) return n + 1;
  return 0;
}

}  // namespace

int Story::SeasonNumberAt(size_t k) const {
  return ctx_.T(k).kind == TokenKind::kPunct ? 0 : SeasonNumber(ctx_.Lower(k));
}

// The season a statement at token k names: "Season 2", "season three", "the first season";
// "last season" and "next season" count from the article's. 0 when none.
int Story::SeasonNamedAt(size_t k, size_t end) const {
  std::string_view w = ctx_.Lower(k);
  // "in the pilot", "in the series premiere": the first season (not "a rescue pilot").
  if (k >= 2 && ctx_.IsLower(k - 1, "the") && ctx_.IsLower(k - 2, "in") &&
      (w == "pilot" || (w == "series" && k + 1 < end && ctx_.IsLower(k + 1, "premiere"))))
    return 1;
  if (w == "season" && k + 1 < end) {
    if (int n = SeasonNumber(ctx_.Lower(k + 1)); n > 0 && ctx_.T(k + 1).kind != TokenKind::kPunct) return n;
  }
  // British usage: "in the series one finale", "the first episode of series two" (not
  // "series five years later").
  if (w == "series" && k + 1 < end && ctx_.T(k + 1).kind != TokenKind::kPunct) {
    const std::string_view after = k + 2 < end ? ctx_.Lower(k + 2) : std::string_view();
    if (int n = SeasonNumber(ctx_.Lower(k + 1));
        n > 0 && ctx_.Lower(k + 1) != "first" && after != "years" && after != "episodes" && after != "times")
      return n;
  }
  if (k + 1 < end && ctx_.IsLower(k + 1, "season")) {
    if (ctx_.T(k).kind != TokenKind::kNumber)
      if (int n = SeasonNumber(w); n > 0) return n;
    if (w == "last" || w == "previous") {
      auto a = ArticleSeason();
      return a && *a > 1 ? *a - 1 : 0;
    }
    if (w == "next") {
      auto a = ArticleSeason();
      return a ? *a + 1 : 0;
    }
  }
  return 0;
}

// The article's season, from every season the text names in digits or words ("Season 2",
// "season three", "now in its third season"), the headline counting double; seasons looked
// back on ("last season") or ahead to ("a third season", "renewed for Season 4") do not
// count, and a tie goes to the later season. Else the text layer's, else 1 for a new series
// ("a new drama", "series premiere").
std::optional<int> Story::ArticleSeason() const {
  if (season_) return *season_;
  season_ = ctx_.season;  // meanwhile, for "last season" met in the count (and not counted)
  int counts[41] = {};
  int renewed = 0;  // "renew it for Season 2": that season and later ones are ahead
  // Every "season" or "Season" (not "SEASON": a heading's), each a compare of the token's
  // packed key. (A search of the bytes for "eason" and a binary search of the tokens for
  // each match cost more.) (NextLower finds the tokens "season" in any case, in a loop
  // with no call.)
  for (size_t t = ctx_.NextLower(0, "season"); t < ctx_.size(); t = ctx_.NextLower(t + 1, "season")) {
    if (!ctx_.Is(t, "season") && !ctx_.Is(t, "Season")) continue;
    // "Season 2" starts here; "third season" one word before.
    size_t k = t;
    int n = SeasonNamedAt(t, ctx_.size());
    if (n <= 0 && t > 0) n = SeasonNamedAt(k = t - 1, ctx_.size());
    if (n <= 0 || n > 40) continue;
    std::string_view first = ctx_.Lower(k);
    std::string_view before = k > 0 ? ctx_.Lower(k - 1) : std::string_view();
    if (first == "last" || first == "next" || first == "previous" || before == "a" || before == "another" ||
        before == "next" || before == "last" || before == "previous")
      continue;
    bool renewal = false;
    for (size_t m = t > 8 ? t - 8 : 0; m < t; ++m) {
      std::string_view r = ctx_.Lower(m);
      renewal = renewal || r.starts_with("renew") || r == "order" || r == "ordered" || r == "pickup";
    }
    if (renewal) {
      renewed = renewed == 0 ? n : std::min(renewed, n);
      continue;
    }
    counts[n] += ctx_.KindOfSentence(ctx_.SentenceOf(t)) == ParagraphKind::kHeadline ? 2 : 1;
  }
  if (renewed > 0) {
    for (int n = renewed; n <= 40; ++n) counts[n] = 0;
    if (renewed > 1) ++counts[renewed - 1];
  }
  int best = 0;
  for (int n = 1; n <= 40; ++n)
    if (counts[n] >= counts[best] && counts[n] > 0) best = n;
  std::optional<int> season = best > 0 ? std::optional<int>(best) : ctx_.season;
  for (size_t t = 0; !season && t + 1 < ctx_.size(); ++t) {
    std::string_view w = ctx_.Lower(t), next = ctx_.Lower(t + 1);
    if (w != "new" && w != "series") continue;
    bool show = false;
    for (size_t m = t + 1; m < ctx_.size() && m < t + 4; ++m) {
      std::string_view n = ctx_.Lower(m);
      show = show || n == "drama" || n == "series" || n == "comedy" || n == "show" || n == "thriller";
    }
    if ((w == "series" && next == "premiere") || (w == "new" && show)) season = 1;
  }
  season_ = season;
  return season;
}

// The season the clause of the visited token names, else the article's. Only the clause
// and the clauses it hangs from count: in "X marries Y, who got engaged last season" the
// wedding is this season's.
std::optional<int> Story::SeasonHere() const {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  const syntax::Parse* p = cue_ >= sent.first_token && cue_ < sent.end_token ? &ParseOf(sentence_) : nullptr;
  int clause = p ? p->clause_of[cue_ - sent.first_token] : -1;
  // (A compare of the token's packed key.)
  auto is_season = [&](size_t k) { return ctx_.IsLower(k, "season"); };
  // (Near the cue only: a season a clause names is never far from its words, and a run-on
  // sentence must not be read again for every fact in it.)
  const size_t from = cue_ > sent.first_token + 80 ? cue_ - 80 : sent.first_token;
  const size_t to = std::min<size_t>(sent.end_token, std::max<size_t>(cue_, sent.first_token) + 80);
  for (size_t k = from; k < to; ++k) {
    if (!is_season(k) && !(k + 1 < sent.end_token && is_season(k + 1)) && !ctx_.IsLower(k, "pilot") &&
        !ctx_.IsLower(k, "series"))
      continue;
    if (p) {
      int c = p->clause_of[k - sent.first_token];
      bool in_scope = false;
      int root = clause;
      for (int a = clause; a >= 0 && !in_scope; a = p->clauses[a].parent) {
        in_scope = a == c;
        root = a;
      }
      // After a colon the statement elaborates the one before it: "caught up on Season 4:
      // the return of Jonah".
      uint32_t start = p->clauses[root].first;
      if (!in_scope && start > 0 && ctx_.Is(sent.first_token + start - 1, ":") && p->clauses[c].parent < 0 &&
          p->clauses[c].first < start)
        in_scope = true;
      if (!in_scope) continue;
    }
    // ("is back for the first time since Season 1": the season measured from is not this one.)
    if (k > sent.first_token + 1 &&
        (ctx_.IsLower(k - 1, "since") || (ctx_.IsLower(k - 1, "the") && ctx_.IsLower(k - 2, "since"))))
      continue;
    // ("Saitoti, never seen in Season 1, turns up in the premiere": a season denied.)
    bool denied = false;
    for (size_t m = k; m > sent.first_token && m + 4 > k && !denied; --m)
      denied = ctx_.IsLower(m - 1, "never") || ctx_.IsLower(m - 1, "not");
    if (denied) continue;
    if (int n = SeasonNamedAt(k, sent.end_token); n > 0) return n;
  }
  if (int n = SectionSeason(sent.paragraph); n > 0) return n;
  return ArticleSeason();
}

int Story::SectionSeason(uint32_t paragraph) const {
  if (section_season_.empty()) {
    section_season_.assign(ctx_.at.paragraphs.size(), 0);
    int current = 0;
    int item = 0;  // the season a paragraph's own opening label names
    for (uint32_t s = 0; s < ctx_.at.sentences.size(); ++s) {
      const Sentence& sent = ctx_.at.sentences[s];
      const size_t first = sent.first_token;
      if (ctx_.WholeParagraph(s) && sent.end_token - first <= 8 && !ctx_.Is(sent.end_token - 1, ".")) {
        // A heading: "SEASON 2: THE CHURCH STEPS" sets a season; any other ends one.
        current = ctx_.IsLower(first, "season") && first + 1 < sent.end_token ? SeasonNumberAt(first + 1) : 0;
      }
      // A rewatch guide's item: "Season 2, Episode 7. Boniface sleeps with ...": its
      // paragraph only.
      if (ctx_.OpensParagraph(s))
        item = ctx_.IsLower(first, "season") && first + 3 < sent.end_token && ctx_.Is(first + 2, ",") &&
                       ctx_.IsLower(first + 3, "episode")
                   ? SeasonNumberAt(first + 1)
                   : 0;
      if (sent.paragraph < section_season_.size()) section_season_[sent.paragraph] = item ? item : current;
    }
  }
  return paragraph < section_season_.size() ? section_season_[paragraph] : 0;
}

// Words in a paragraph that say a romance is over.
bool Story::ParagraphSaysEnded(uint32_t p) const {
  std::string text = ToLower(ParagraphText(p));
  for (const char* cue : {"back together", "move on", "moving on", "broke up", "breakup", "break up", " ex ",
                          " ex.", " ex?", "split", "betrayal", "reconnect"})
    if (text.find(cue) != std::string::npos) return true;
  return false;
}

}  // namespace showgraph::extract
