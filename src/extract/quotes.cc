// quote: direct quotations and who said them. Attribution after the quote ("...,"
// Harris says / says Harris), before it (She added, "..."), in the sentence before
// (Amy told us that ... "..."), a quotation interrupted by its attribution, quotes
// continued across paragraphs, and the last speaker as the fallback.
#include <algorithm>

#include "extract/context.h"

namespace showgraph::extract {

namespace {

bool IsPronoun(std::string_view lower) { return lower == "he" || lower == "she" || lower == "they"; }

// Words that may stand between a speaker's name and the speech verb or the quote:
// titles and roles ("executive producer Amy B. Harris says").
bool IsSpeakerFiller(const DocContext& ctx, size_t i) {
  std::string l = ctx.Lower(i);
  static const char* const kWords[] = {"executive", "producer", "ep", "showrunner", "creator", "co-creator",
                                       "star", "actor", "actress", "writer", "director", "the", "series", "show",
                                       "co-star", "newcomer", "host", "also", "later", "then", "once", "again",
                                       "simply", "quickly", "recently", "previously", "exclusively", "jokingly"};
  for (const char* k : kWords)
    if (l == k) return true;
  return false;
}

struct Attribution {
  std::string speaker;  // resolved name, or a pronoun to resolve
  bool pronoun = false;
  size_t end_tok = 0;  // last token of the attribution (for evidence)
};

// The speaker named at a speech verb v: "NAME v" or "PRONOUN v", else "v NAME".
bool SpeakerAtVerb(const DocContext& ctx, size_t v, size_t lo, size_t hi, Attribution* a) {
  if (v > lo) {
    std::string prev = ctx.Lower(v - 1);
    if (IsPronoun(prev)) {
      a->speaker = prev;
      a->pronoun = true;
      return true;
    }
    if (const NameRun* r = ctx.NameEndingAt(v - 1); r && r->first >= lo) {
      a->speaker = ctx.Resolve(r->text);
      return true;
    }
  }
  size_t k = v + 1;
  while (k < hi && IsSpeakerFiller(ctx, k)) ++k;
  if (k < hi) {
    if (const NameRun* r = ctx.NameAt(k)) {
      a->speaker = ctx.Resolve(r->text);
      return true;
    }
    std::string l = ctx.Lower(k);
    if (IsPronoun(l)) {
      a->speaker = l;
      a->pronoun = true;
      return true;
    }
  }
  return false;
}

bool IsSpeechVerb(const DocContext& ctx, size_t i) {
  return ctx.T(i).kind == TokenKind::kWord && ctx.lex.speech_verbs.count(ctx.Lower(i)) > 0;
}

// First token at or after byte offset `off`.
size_t TokenAtOrAfter(const AnnotatedText& at, size_t off) {
  auto it = std::lower_bound(at.tokens.begin(), at.tokens.end(), off,
                             [](const Token& t, size_t o) { return t.start < o; });
  return static_cast<size_t>(it - at.tokens.begin());
}

std::string_view TrimSpace(std::string_view s, size_t* lead) {
  size_t b = 0, e = s.size();
  while (b < e && (s[b] == ' ' || s[b] == '\n' || s[b] == '\t')) ++b;
  while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\n' || s[e - 1] == '\t')) --e;
  *lead = b;
  return s.substr(b, e - b);
}

}  // namespace

void ExtractQuotes(const DocContext& ctx, std::vector<Fact>* out) {
  const auto& at = ctx.at;
  std::string last_speaker;       // the most recent named speaker
  std::string prev_quote_speaker;  // the speaker of the previous accepted quotation
  uint32_t prev_quote_paragraph = UINT32_MAX;
  bool prev_quote_unclosed = false;
  size_t prev_quote_end = 0;
  for (size_t qi = 0; qi < at.quotations.size(); ++qi) {
    const Quotation& q = at.quotations[qi];
    if (q.single || at.paragraphs[q.paragraph].kind != ParagraphKind::kStory) continue;
    const Span para = at.paragraphs[q.paragraph].span;
    size_t first = TokenAtOrAfter(at, q.inner.start);
    size_t last = first;  // one past the last token inside
    size_t words = 0, capitalized = 0;
    while (last < at.tokens.size() && at.tokens[last].end <= q.inner.end) {
      if (IsWordToken(at.tokens[last])) {
        ++words;
        if (at.tokens[last].Has(kCapitalized)) ++capitalized;
      }
      ++last;
    }
    size_t lead = 0;
    std::string_view text = TrimSpace(at.Slice(q.inner), &lead);
    if (words < 3 || text.empty()) continue;  // one-word quotes, fragments
    std::string_view tail = text.substr(text.size() - 1);
    bool punct_end = tail == "." || tail == "," || tail == "?" || tail == "!" || tail == "-" ||
                     text.ends_with("\u2026") || text.ends_with("\u2014") || text.ends_with("\u2013");
    // Titles: every word capitalized, short, no closing punctuation.
    if (!punct_end && capitalized + 1 >= words && words <= 8) continue;

    // Attribution after the closing mark, within its sentence.
    Attribution attr;
    bool found = false;
    size_t after = TokenAtOrAfter(at, q.outer.end);
    if (q.has_close_mark && after < at.tokens.size() && at.tokens[after].start < para.end) {
      uint32_t sent = at.SentenceAt(at.tokens[after].start);
      size_t hi = std::min<size_t>(at.sentences[sent].end_token, after + 12);
      for (size_t k = after; k < hi && !found; ++k) {
        if (at.tokens[k].Has(kQuoteMark)) break;
        if (IsSpeechVerb(ctx, k)) {
          // Only a name, pronoun or role words may stand between the quote and the verb.
          bool clean = true;
          for (size_t m = after; m < k; ++m)
            clean = clean && (at.tokens[m].kind == TokenKind::kPunct || IsSpeakerFiller(ctx, m) ||
                              ctx.NameAt(m) || IsPronoun(ctx.Lower(m)) || at.tokens[m].Has(kCapitalized));
          if (clean && SpeakerAtVerb(ctx, k, after, hi, &attr)) {
            attr.end_tok = k;
            found = true;
          }
          break;
        }
      }
    }
    // Attribution before the opening mark: "She added, “", or a speech verb in the
    // stretch since the previous quotation (its sentence or the one before).
    double confidence = 0.95;
    if (!found && q.has_open_mark) {
      size_t open_tok = TokenAtOrAfter(at, q.outer.start);
      size_t lo_off = std::max(para.start, q.paragraph == prev_quote_paragraph ? prev_quote_end : para.start);
      size_t lo = TokenAtOrAfter(at, lo_off);
      for (size_t k = open_tok; k > lo && !found; --k) {
        size_t v = k - 1;
        if (at.tokens[v].Has(kQuoteMark)) break;
        if (IsSpeechVerb(ctx, v) && SpeakerAtVerb(ctx, v, lo, open_tok, &attr)) {
          attr.end_tok = v;
          found = true;
          confidence = open_tok - v <= 3 ? 0.95 : 0.8;
        }
      }
    }
    bool continues = prev_quote_unclosed && q.paragraph == prev_quote_paragraph + 1;
    std::string speaker;
    if (found) {
      speaker = attr.pronoun ? last_speaker : attr.speaker;
      if (!attr.pronoun) last_speaker = attr.speaker;
    } else if (continues || q.paragraph == prev_quote_paragraph) {
      speaker = prev_quote_speaker;
      confidence = 0.8;
    } else {
      speaker = last_speaker;
      confidence = 0.6;
    }
    prev_quote_paragraph = q.paragraph;
    prev_quote_unclosed = !q.has_close_mark;
    prev_quote_end = q.outer.end;
    prev_quote_speaker = speaker;
    if (speaker.empty()) continue;  // no one to attribute it to: not a fact
    Fact f;
    f.kind = FactKind::kQuote;
    f.speaker = speaker;
    f.text = std::string(text);
    f.evidence.push_back({q.inner.start + lead, q.inner.start + lead + text.size()});
    f.confidence = confidence;
    out->push_back(std::move(f));
  }
}

}  // namespace showgraph::extract
