// crew: production roles. "executive producer Amy B. Harris", "EP X", "showrunner X",
// "co-creator and executive producer X", "X, the show's creator", "created by X".
#include <algorithm>

#include "extract/context.h"

namespace showgraph::extract {

namespace {

// The canonical role of a role phrase starting at token i, and the token after it.
const std::string* RoleAt(const DocContext& ctx, size_t i, size_t limit, size_t* next) {
  const auto& roles = ctx.lex.roles;
  for (size_t len = std::min<size_t>(roles.max_words, limit - i); len >= 1; --len) {
    std::string_view span = ctx.at.text.substr(ctx.T(i).start, ctx.T(i + len - 1).end - ctx.T(i).start);
    std::string folded = FoldSpaces(span);
    const std::string* canon = roles.Find(folded);
    if (!canon) {
      bool all_caps = std::all_of(folded.begin(), folded.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
      if (!all_caps) canon = roles.Find(ToLower(folded));  // "Executive Producer", but "ep" is not "EP"
    }
    if (canon) {
      *next = i + len;
      return canon;
    }
  }
  return nullptr;
}

std::string PersonName(const DocContext& ctx, const NameRun* run) {
  if (!run) return {};
  std::string full = ctx.Resolve(run->text);
  return full.find(' ') != std::string::npos ? full : std::string();
}

void Add(const DocContext& ctx, std::vector<Fact>* out, const std::string& person, const std::string& role,
         size_t tok, double confidence) {
  if (person.empty()) return;
  Span ev = ctx.SentenceSpanOf(tok);
  for (auto& f : *out)
    if (f.person == person && f.role == role) {
      if (std::find(f.evidence.begin(), f.evidence.end(), ev) == f.evidence.end()) f.evidence.push_back(ev);
      return;
    }
  Fact f;
  f.kind = FactKind::kCrew;
  f.person = person;
  f.role = role;
  f.work = ctx.MainWork();
  f.evidence.push_back(ev);
  f.confidence = confidence;
  out->push_back(std::move(f));
}

}  // namespace

void ExtractCrew(DocContext& ctx, std::vector<Fact>* out) {
  for (uint32_t s = 0; s < ctx.at.sentences.size(); ++s) {
    if (ctx.KindOfSentence(s) == ParagraphKind::kFurniture) continue;
    const Sentence& sent = ctx.at.sentences[s];
    for (size_t i = sent.first_token; i < sent.end_token; ++i) {
      std::string lower = ctx.Lower(i);
      // "created by X", "written by X", "directed by X"
      if (ctx.IsLower(i + 1, "by") && (lower == "created" || lower == "written" || lower == "directed" ||
                                       lower == "co-created" || lower == "developed")) {
        const char* role = lower == "written" ? "writer" : lower == "directed" ? "director" : "creator";
        Add(ctx, out, PersonName(ctx, ctx.NameAt(i + 2)), role, i, 0.85);
        continue;
      }
      size_t next = 0;
      const std::string* role = RoleAt(ctx, i, sent.end_token, &next);
      if (!role) continue;
      if (i > sent.first_token) {
        std::string prev = ctx.Lower(i - 1);
        if (prev == "casting" || prev == "art" || prev == "music" || (prev == "the" && ctx.IsLower(next, "of"))) continue;
      }
      if (ctx.IsLower(next, "of") && ctx.IsLower(next + 1, "photography")) continue;
      // More roles joined on: "co-creator and executive producer X".
      std::vector<std::string> roles{*role};
      size_t k = next;
      while (k < sent.end_token && (ctx.IsLower(k, "and") || ctx.Is(k, "/") || ctx.Is(k, ","))) {
        size_t after = 0;
        const std::string* more = RoleAt(ctx, k + 1, sent.end_token, &after);
        if (!more) break;
        roles.push_back(*more);
        k = after;
      }
      // ROLE NAME [and NAME]
      const NameRun* run = ctx.NameAt(k);
      if (run) {
        std::vector<const NameRun*> people{run};
        if (ctx.IsLower(run->end, "and"))
          if (const NameRun* second = ctx.NameAt(run->end + 1)) people.push_back(second);
        for (const NameRun* p : people)
          for (const auto& r : roles) Add(ctx, out, PersonName(ctx, p), r, i, 0.9);
        i = run->end - 1;
        continue;
      }
      // NAME, the show's ROLE / NAME, who is the series' ROLE
      size_t b = i;
      while (b > sent.first_token) {
        std::string p = ctx.Lower(b - 1);
        if (p == "the" || p == "show" || p == "series" || p == "its" || p == "," || p == "who" || p == "is" ||
            p == "was" || p == "also" || p == "an" || p == "a" || ctx.T(b - 1).Has(kPossessive) || p == "\u2019" ||
            p == "'")
          --b;
        else
          break;
      }
      if (b < i && b > sent.first_token && ctx.Is(b, ",")) {
        const NameRun* before = ctx.NameEndingAt(b - 1);
        for (const auto& r : roles) Add(ctx, out, PersonName(ctx, before), r, i, 0.8);
      }
    }
  }
}

}  // namespace showgraph::extract
