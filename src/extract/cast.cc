// cast: who plays whom, in the forms the press writes it.
//   Carrie (AnnaSophia Robb) / Sebastian's (Austin Butler) / Maggie [Katie Findlay]
//   Lindsey Gort will portray the iconic character of Samantha / X plays Y / X, who plays Y
//   Y, played by X / X as Y / X has been cast as Y / X's Y
#include <algorithm>

#include "extract/context.h"

namespace showgraph::extract {

namespace {

bool IsPlayVerb(std::string_view w) {
  static const char* const kVerbs[] = {"plays", "play", "played", "playing", "portrays", "portray", "portrayed",
                                       "portraying"};
  for (const char* v : kVerbs)
    if (w == v) return true;
  return false;
}

bool IsCastVerb(std::string_view w) {
  static const char* const kVerbs[] = {"cast", "recast", "recur", "recurs", "recurring", "joins", "join", "joined",
                                       "joining", "return", "returns", "returning", "star", "stars", "starring",
                                       "co-stars", "co-star", "guest-stars", "guest-star", "appears", "appear",
                                       "debuts", "tapped", "signed", "enlisted"};
  for (const char* v : kVerbs)
    if (w == v) return true;
  return false;
}

// An actor is named in full: two words or more, or one the document completes.
std::string ActorName(const DocContext& ctx, const NameRun* run) {
  if (!run) return {};
  if (run->words >= 2) return ctx.Resolve(run->text);
  std::string full = ctx.Resolve(run->text);
  return full.find(' ') != std::string::npos ? full : std::string();
}

std::string CharacterName(const DocContext& ctx, const NameRun* run) {
  if (!run) return {};
  return ctx.Resolve(run->text);
}

void Add(DocContext& ctx, std::vector<Fact>* out, const std::string& actor, const std::string& character,
         size_t tok, double confidence) {
  if (actor.empty() || character.empty() || actor == character) return;
  // An actor who is also a character of the same article is a misreading.
  for (auto& f : *out) {
    if (f.actor == actor && f.character == character) {
      Span s = ctx.SentenceSpanOf(tok);
      if (std::find(f.evidence.begin(), f.evidence.end(), s) == f.evidence.end()) f.evidence.push_back(s);
      f.confidence = std::max(f.confidence, confidence);
      return;
    }
  }
  Fact f;
  f.kind = FactKind::kCast;
  f.actor = actor;
  f.character = character;
  f.work = ctx.MainWork();
  f.evidence.push_back(ctx.SentenceSpanOf(tok));
  f.confidence = confidence;
  out->push_back(std::move(f));
}

// The name run that ends right before token `i`, skipping a possessive "'s".
const NameRun* NameBefore(const DocContext& ctx, size_t i) {
  if (i == 0) return nullptr;
  if (ctx.T(i - 1).Has(kPossessive) || (ctx.Tok(i - 1) == "\u2019" || ctx.Tok(i - 1) == "'"))
    return i >= 2 ? ctx.NameEndingAt(i - 2) : nullptr;
  return ctx.NameEndingAt(i - 1);
}

}  // namespace

void ExtractCast(DocContext& ctx, std::vector<Fact>* out) {
  const size_t n = ctx.size();
  for (uint32_t s = 0; s < ctx.at.sentences.size(); ++s) {
    if (ctx.KindOfSentence(s) != ParagraphKind::kStory) continue;
    const Sentence& sent = ctx.at.sentences[s];
    for (size_t i = sent.first_token; i < sent.end_token; ++i) {
      std::string_view w = ctx.Tok(i);
      // Character (Actor) and Character [Actor].
      if (w == "(" || w == "[") {
        const NameRun* inner = ctx.NameAt(i + 1);
        const char* close = w == "(" ? ")" : "]";
        if (inner && ctx.Is(inner->end, close)) {
          const NameRun* outer = NameBefore(ctx, i);
          std::string actor = ActorName(ctx, inner);
          if (outer && !actor.empty() && (inner->words >= 2 || w == "(")) {
            // "AnnaSophia [Robb]" completes a name; it is not a cast.
            bool completion = w == "[" && inner->words == 1;
            if (!completion) Add(ctx, out, actor, CharacterName(ctx, outer), i, 0.95);
          }
        }
        continue;
      }
      std::string lower = ctx.Lower(i);
      // Actor plays / will play / portrays [the ... character of] Character.
      if (IsPlayVerb(lower)) {
        size_t a = i;
        // "will portray", "is set to play", "who plays", ", who also plays"
        while (a > sent.first_token) {
          std::string p = ctx.Lower(a - 1);
          if (p == "will" || p == "to" || p == "who" || p == "also" || p == "set" || p == "is" || p == "was" ||
              p == "would" || p == "now" || p == "," || p == "has" || p == "had" || p == "previously" ||
              p == "currently")
            --a;
          else
            break;
        }
        const NameRun* actor_run = a > 0 ? ctx.NameEndingAt(a - 1) : nullptr;
        size_t c = i + 1;
        // "the iconic character of", "the role of", "a young"
        for (size_t k = i + 1; k < std::min<size_t>(i + 8, sent.end_token); ++k) {
          std::string kl = ctx.Lower(k);
          if ((kl == "of") && k > i + 1 && (ctx.Lower(k - 1) == "character" || ctx.Lower(k - 1) == "role" ||
                                            ctx.Lower(k - 1) == "part" || ctx.Lower(k - 1) == "version")) {
            c = k + 1;
            break;
          }
        }
        if (c == i + 1) {
          // Skip "the", "a", "young" before a name: "plays a young Samantha".
          while (c < sent.end_token && !ctx.NameAt(c) && ctx.T(c).kind == TokenKind::kWord &&
                 !ctx.T(c).Has(kCapitalized) && c < i + 3)
            ++c;
        }
        const NameRun* char_run = ctx.NameAt(c);
        if (char_run && !ctx.T(char_run->end < n ? char_run->end : n - 1).Has(kPossessive))
          Add(ctx, out, ActorName(ctx, actor_run), CharacterName(ctx, char_run), i, 0.9);
        continue;
      }
      // Character, played by Actor / (played by Actor)
      if ((lower == "played" || lower == "portrayed") && ctx.IsLower(i + 1, "by")) {
        size_t c = i;
        while (c > sent.first_token && (ctx.Is(c - 1, ",") || ctx.Is(c - 1, "(") || ctx.IsLower(c - 1, "who") ||
                                        ctx.IsLower(c - 1, "is") || ctx.IsLower(c - 1, "was")))
          --c;
        const NameRun* char_run = c > 0 ? ctx.NameEndingAt(c - 1) : nullptr;
        Add(ctx, out, ActorName(ctx, ctx.NameAt(i + 2)), CharacterName(ctx, char_run), i, 0.9);
        continue;
      }
      // Actor as Character: after a casting verb, or right after a full name.
      if (lower == "as" && i > sent.first_token) {
        const NameRun* char_run = ctx.NameAt(i + 1);
        if (!char_run || (char_run->end < n && ctx.T(char_run->end).Has(kPossessive))) continue;
        const NameRun* actor_run = ctx.NameEndingAt(i - 1);
        std::string prev_word = actor_run && actor_run->first > 0 ? ctx.Lower(actor_run->first - 1) : "";
        if (prev_word == "such" || prev_word == "known" || prev_word == "same") continue;
        if (!actor_run) {
          // "X has been cast as", "X joins the cast as", "X will recur as": the subject
          // is the last full name before the verb.
          bool verb = false;
          for (size_t k = i; k > sent.first_token && k + 5 > i; --k) verb = verb || IsCastVerb(ctx.Lower(k - 1));
          if (!verb) continue;
          for (size_t k = i; k > sent.first_token; --k) {
            const NameRun* r = ctx.NameEndingAt(k - 1);
            if (r && r->words >= 2) {
              actor_run = r;
              break;
            }
          }
        } else if (actor_run->words < 2) {
          continue;
        }
        Add(ctx, out, ActorName(ctx, actor_run), CharacterName(ctx, char_run), i, 0.85);
        continue;
      }
      // Actor's Character: a full name, a possessive, and a capitalized name.
      if (ctx.T(i).Has(kPossessive)) {
        const NameRun* actor_run = i > 0 ? ctx.NameEndingAt(i - 1) : nullptr;
        const NameRun* char_run = ctx.NameAt(i + 1);
        if (actor_run && actor_run->words >= 2 && char_run && !(char_run->end < n && ctx.T(char_run->end).Has(kPossessive)))
          Add(ctx, out, ActorName(ctx, actor_run), CharacterName(ctx, char_run), i, 0.7);
      }
    }
  }
  // A name that is someone's actor is not also a character: drop such misreadings.
  std::vector<std::string> actors;
  for (const auto& f : *out)
    if (f.kind == FactKind::kCast) actors.push_back(f.actor);
  std::erase_if(*out, [&](const Fact& f) {
    return f.kind == FactKind::kCast && std::find(actors.begin(), actors.end(), f.character) != actors.end();
  });
}

}  // namespace showgraph::extract
