// The story in time: the season a fact holds in, and whether a paragraph says a romance
// is over.
#include "extract/story_internal.h"

namespace showgraph::extract {

// Events told in the past in a subordinate clause ("after Eli cheated on
// Nora") happened before the season the article is about.
std::optional<int> Story::EventSeason(size_t cue) const {
  auto season = SeasonHere();
  if (!season || *season <= 1 || season != ctx_.season) return season;
  const Sentence& sent = ctx_.at.sentences[sentence_];
  for (size_t k = cue; k > sent.first_token && k + 8 > cue; --k) {
    std::string_view w = ctx_.Lower(k - 1);
    if (w == "after" || w == "since") return *season - 1;
  }
  return season;
}

std::optional<int> Story::SeasonHere() const {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  for (size_t k = sent.first_token; k < sent.end_token; ++k) {
    std::string_view w = ctx_.Lower(k);
    if (w == "season" && k + 1 < sent.end_token) {
      std::string_view n = ctx_.Lower(k + 1);
      if (!n.empty() && n[0] >= '1' && n[0] <= '9') return std::atoi(std::string(n).c_str());
    }
    if ((w == "first" || w == "second" || w == "third" || w == "fourth" || w == "fifth") &&
        ctx_.IsLower(k + 1, "season")) {
      static constexpr std::string_view kOrd[] = {"first", "second", "third", "fourth", "fifth"};
      for (int n = 0; n < 5; ++n)
        if (w == kOrd[n]) return n + 1;
    }
    if (w == "last" && ctx_.IsLower(k + 1, "season") && ctx_.season && *ctx_.season > 1) return *ctx_.season - 1;
  }
  return ctx_.season;
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
