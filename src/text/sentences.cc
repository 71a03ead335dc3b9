#include "text/sentences.h"

#include "lexicon/lexicon.h"
#include "text/chars.h"

namespace showgraph::text {

namespace {

// Words after "p.m." / "a.m." that continue the same sentence.
bool ContinuesTimeExpression(std::string_view w) {
  // (Zones outside the US too: "9:10 p.m. KST", "8 p.m. GMT", "9 p.m. NT".)
  if (Lexicon::Get().foreign_time_zones.count(w)) return true;
  static constexpr std::string_view kWords[] = {"ET", "PT", "CT", "MT", "EST", "PST", "CST", "EDT", "PDT", "ET/PT",
                                       "Eastern", "Pacific", "Central", "Monday", "Tuesday", "Wednesday",
                                       "Thursday", "Friday", "Saturday", "Sunday", "Mondays", "Tuesdays",
                                       "Wednesdays", "Thursdays", "Fridays", "Saturdays", "Sundays"};
  for (std::string_view k : kWords)
    if (w == k) return true;
  return false;
}

// "A.J", "J.R.R": capitals joined by periods.
bool IsDottedInitials(std::string_view w) {
  if (w.size() < 3 || w.size() % 2 == 0) return false;
  for (size_t i = 0; i < w.size(); ++i)
    if (i % 2 == 0 ? !(w[i] >= 'A' && w[i] <= 'Z') : w[i] != '.') return false;
  return true;
}

// The word in lower case (ASCII, as ToLower), in `buf` when it fits, else in *spill: a
// word before a period is asked about at every one, and ToLower's string cost a call and
// a copy each time.
std::string_view LowerWord(std::string_view word, char (&buf)[32], std::string* spill) {
  if (word.size() > sizeof buf) return *spill = ToLower(word);
  for (size_t k = 0; k < word.size(); ++k) {
    const char c = word[k];
    buf[k] = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
  }
  return std::string_view(buf, word.size());
}

bool IsTerminal(std::string_view p) {
  return p == "." || p == "!" || p == "?" || p == "\u2026" || (p.size() >= 2 && p[0] == '.' && p[1] == '.');
}

bool IsClosing(std::string_view p) {
  return p == "\"" || p == "\u201D" || p == "\u2019" || p == "'" || p == ")" || p == "]" || p == "\u00BB";
}

}  // namespace

void SplitSentences(std::string_view text, std::vector<Token>& tokens, uint32_t first, uint32_t end,
                    uint32_t paragraph, std::vector<Sentence>* out) {
  if (first >= end) return;
  const auto& lex = Lexicon::Get();
  // (A view built directly: tokens lie inside the text by construction, and substr's range
  // check cost its share at every mark.)
  auto tok_text = [&](uint32_t i) {
    return std::string_view(text.data() + tokens[i].start, tokens[i].end - tokens[i].start);
  };
  uint32_t sent_start = first;
  auto emit = [&](uint32_t stop) {  // sentence = tokens [sent_start, stop)
    if (stop <= sent_start) return;
    Sentence s;
    s.span = {tokens[sent_start].start, tokens[stop - 1].end};
    s.paragraph = paragraph;
    s.first_token = sent_start;
    s.end_token = stop;
    tokens[sent_start].flags |= kSentenceStart;
    out->push_back(s);
    sent_start = stop;
  };
  for (uint32_t i = first; i < end; ++i) {
    // Past the words in a loop with nothing else in it: most tokens are words, and the
    // body's calls and stores made the loop load the tokens again at every one.
    while (i < end && tokens[i].kind != TokenKind::kPunct) ++i;
    if (i >= end) break;
    std::string_view p = tok_text(i);
    if (!IsTerminal(p)) continue;
    // Closing quotes and brackets belong to the sentence they close.
    uint32_t j = i + 1;
    // (A straight quotation mark after a space opens the next sentence: 'on Oct. 15. "Brindle"
    // premieres ...'.)
    while (j < end && tokens[j].kind == TokenKind::kPunct && IsClosing(tok_text(j)) &&
           !(tokens[j].start > tokens[j - 1].end && (tok_text(j) == "\"" || tok_text(j) == "'")))
      ++j;
    if (j >= end) break;  // the paragraph ends the sentence anyway
    // What starts the next sentence: a capital, a digit, or an opening mark.
    std::string_view next = tok_text(j);
    size_t len;
    char32_t c = DecodeAt(next, 0, &len);
    bool starts = IsUpper(c) || IsDigit(c) || c == '"' || c == 0x201C || c == 0x2018 || c == '(' || c == '\'';
    if (!starts) continue;
    // A point between digits with no space ends nothing: "8.30pm", "11.02am", "3.5".
    if (p == "." && i > first && tokens[i - 1].end == tokens[i].start && tokens[i].end == tokens[j].start &&
        tokens[i - 1].kind == TokenKind::kNumber && IsDigit(c))
      continue;
    if (p == "." && i > first && tokens[i - 1].end == tokens[i].start) {
      std::string_view prev = tok_text(i - 1);
      char buf[32];
      std::string spill;
      const std::string_view lower = LowerWord(prev, buf, &spill);
      if (lex.prefix_abbreviations.count(lower)) continue;
      if (lower == "p.m" || lower == "a.m") {
        // "9 p.m. (9:30 NT) on CBC": a time in brackets after a time is the same airing's.
        if (ContinuesTimeExpression(next) || next == "on" || next == "(") continue;
        // ("11 p.m. Taiwan time, which is ...": a place's clock.)
        if (j + 1 < end && tok_text(j + 1) == "time") continue;
      } else if (lex.abbreviations.count(lower) && tokens[i - 1].kind == TokenKind::kWord && !IsUpper(c)) {
        continue;
      }
      // A single capital letter is an initial: "Lia M. Crane"; so are "A.J" and "J.R".
      if (prev.size() == 1 && IsUpper(static_cast<unsigned char>(prev[0]))) continue;
      if (IsDottedInitials(prev) && lower != "u.s" && lower != "u.k" && lower != "d.c" && lower != "l.a" &&
          lower != "n.y")
        continue;
      if (lower == "u.s" || lower == "u.k") {
        // "the U.S. House": continues; "in the U.S. The": ambiguous, keep together when the
        // next word is capitalized but not a sentence opener we know of.
        if (!lex.non_names.count(ToLower(next))) continue;
      }
    }
    emit(j);
    i = j - 1;
  }
  emit(end);
}

}  // namespace showgraph::text
