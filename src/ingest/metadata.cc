// Metadata that plain text carries in its own lines: headline, byline, outlet.
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstring>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "ingest/ingest_internal.h"
#include "lexicon/lexicon.h"
#include "text/search.h"

namespace showgraph::ingest {

namespace {

std::string_view Trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

bool StartsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }
bool IsUpper(char c) { return c >= 'A' && c <= 'Z'; }
bool IsLowerOrDigit(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); }

std::vector<std::string_view> Lines(std::string_view text) {
  std::vector<std::string_view> lines;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t nl = text.find('\n', pos);
    if (nl == std::string_view::npos) nl = text.size();
    auto line = Trim(text.substr(pos, nl - pos));
    if (!line.empty()) lines.push_back(line);
    pos = nl + 1;
  }
  return lines;
}

// The last '\n' in text[0, end), or npos. (glibc's memrchr where there is one: rfind's
// byte loop cost more than the lines HeadAndTailLines spares.)
size_t LastNewlineBefore(std::string_view text, size_t end) {
#if defined(__GLIBC__)
  const void* found = ::memrchr(text.data(), '\n', end);
  return found ? static_cast<size_t>(static_cast<const char*>(found) - text.data()) : std::string_view::npos;
#else
  return end == 0 ? std::string_view::npos : text.rfind('\n', end - 1);
#endif
}

// Lines(text) when it has head + tail lines or fewer; else its first `head` lines and its
// last `tail` lines, in order. (The lines in between are read by no one: splitting the
// whole text into lines cost some 8,000 instructions an article.)
std::vector<std::string_view> HeadAndTailLines(std::string_view text, size_t head, size_t tail) {
  std::vector<std::string_view> lines;
  size_t pos = 0;
  while (pos <= text.size() && lines.size() < head) {
    size_t nl = text.find('\n', pos);
    if (nl == std::string_view::npos) nl = text.size();
    auto line = Trim(text.substr(pos, nl - pos));
    if (!line.empty()) lines.push_back(line);
    pos = nl + 1;
  }
  // From the end back to where the head stopped, the same lines (those between newlines).
  const size_t head_lines = lines.size();
  size_t end = text.size();
  while (pos <= end && lines.size() - head_lines < tail) {
    const size_t nl = LastNewlineBefore(text, end);
    const size_t start = nl == std::string_view::npos ? 0 : nl + 1;
    if (start < pos) break;
    auto line = Trim(text.substr(start, end - start));
    if (!line.empty()) lines.push_back(line);
    if (nl == std::string_view::npos) break;
    end = nl;
  }
  std::reverse(lines.begin() + static_cast<std::ptrdiff_t>(head_lines), lines.end());
  return lines;
}

// "lamplighters season 2 premiere post 'The Lamplighters' Season 2 ...": a CMS slug
// glued before the headline. Drops a leading run of lower-case words when a headline
// (capitalized or quoted) follows it.
std::string_view DropSlugPrefix(std::string_view line) {
  if (line.empty() || !IsLowerOrDigit(line[0])) return line;
  size_t pos = 0, words = 0;
  while (pos < line.size()) {
    size_t sp = line.find(' ', pos);
    if (sp == std::string_view::npos) return line;  // all lower case: keep as is
    ++words;
    pos = sp + 1;
    char c = line[pos];
    if (IsUpper(c) || c == '\'' || c == '"' || static_cast<unsigned char>(c) == 0xE2) break;
    if (!IsLowerOrDigit(c)) return line;
  }
  if (words < 3 || pos >= line.size()) return line;
  return line.substr(pos);
}

// The outlet a line names, if it names a known one as a whole.
const std::string* OutletOfLine(std::string_view line) {
  const auto& outlets = Lexicon::Get().outlets;
  if (line.size() > 60) return nullptr;
  return outlets.Find(line);
}

// "Like Just Jared Jr. on FB" -> "Just Jared Jr."
std::string OutletFromLikeLine(std::string_view line) {
  if (!StartsWith(line, "Like ")) return {};
  for (std::string_view tail : {" on FB", " on Facebook", " on facebook"}) {
    if (line.size() > tail.size() + 5 && line.substr(line.size() - tail.size()) == tail) {
      std::string_view name = Trim(line.substr(5, line.size() - 5 - tail.size()));
      if (const auto* canon = Lexicon::Get().outlets.Find(name)) return *canon;
      return std::string(name);
    }
  }
  return {};
}

// "Posted by:Jane Doe", "By Jane Doe | May 1, 2024", "Words by Jane Doe",
// "December 10, 2024 — By Jane Doe" -> the name.
// Whether "by" or "By" stands in the line: every byline's prefix below holds one, and most
// lines asked about hold neither, where each prefix's search was a pass over the line.
bool HasBy(std::string_view line) {
  for (size_t y = line.find('y', 1); y != std::string_view::npos; y = line.find('y', y + 1))
    if (line[y - 1] == 'b' || line[y - 1] == 'B') return true;
  return false;
}

std::string AuthorFromLine(std::string_view line) {
  if (line.size() > 120 || !HasBy(line)) return {};
  for (std::string_view prefix : {"Posted by:", "Posted by", "Written by:", "Written by", "Words by", "Story by",
                                  "Reporting by", "By:", "By ", "by "}) {
    size_t at = line.find(prefix);
    if (at == std::string_view::npos) continue;
    // Mid-line only after a separator: "May 1, 2024 — By Jane Doe".
    if (at > 0) {
      std::string_view before = Trim(line.substr(0, at));
      if (before.empty() || !(before.ends_with("|") || before.ends_with("\u2014") || before.ends_with("-") ||
                              before.ends_with(",") || before.ends_with("\u2013")))
        continue;
    }
    std::string_view name = Trim(line.substr(at + prefix.size()));
    size_t cut = name.find_first_of("|,;(");
    if (cut != std::string_view::npos) name = Trim(name.substr(0, cut));
    for (std::string_view stop : {" on ", " \u2014", " - ", " \u2013", " for "}) {
      size_t pos = name.find(stop);
      if (pos != std::string_view::npos) name = Trim(name.substr(0, pos));
    }
    // A byline is a short run of capitalized words.
    size_t words = 1 + static_cast<size_t>(std::count(name.begin(), name.end(), ' '));
    if (name.empty() || !IsUpper(name[0]) || words > 5) return {};
    return std::string(name);
  }
  return {};
}

const char* const kMonthNames[] = {"January", "February", "March",     "April",   "May",      "June",
                                   "July",    "August",   "September", "October", "November", "December"};

// "Published 11.20.2026", "11/20/2026", "2026-11-20" -> ISO date. A first number over 12
// is a day (the European "20.11.2026").
std::string NumericDateFromLine(std::string_view line) {
  for (size_t p = 0; p < line.size(); ++p) {
    if (line[p] < '0' || line[p] > '9' || (p > 0 && line[p - 1] >= '0' && line[p - 1] <= '9')) continue;
    int parts[3] = {0, 0, 0};
    size_t digits[3] = {0, 0, 0};
    char sep = 0;
    size_t q = p;
    int n = 0;
    for (; n < 3; ++n) {
      while (q < line.size() && line[q] >= '0' && line[q] <= '9' && digits[n] < 5) {
        parts[n] = parts[n] * 10 + (line[q++] - '0');
        ++digits[n];
      }
      if (digits[n] == 0) break;
      if (n == 2) break;
      if (q >= line.size() || (line[q] != '.' && line[q] != '/' && line[q] != '-')) break;
      if (sep && line[q] != sep) break;
      sep = line[q++];
    }
    if (n != 2 || digits[2] == 0 || (q < line.size() && line[q] >= '0' && line[q] <= '9')) continue;
    int y, m, d;
    if (digits[0] == 4) {
      y = parts[0], m = parts[1], d = parts[2];
    } else if (digits[2] == 4) {
      y = parts[2];
      m = parts[0] > 12 ? parts[1] : parts[0];
      d = parts[0] > 12 ? parts[0] : parts[1];
    } else {
      continue;
    }
    if (y > 1900 && y < 2200 && m >= 1 && m <= 12 && d >= 1 && d <= 31) {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", y, m, d);
      return buf;
    }
  }
  return {};
}

// "May 14, 2024", "Monday, October 28, 2024", "Published April 22, 2025", "Tuesday 24
// November 2026, 11.02am", "Published 11.20.2026" -> ISO date.
std::string DateFromLine(std::string_view line) {
  // (Every date read below has a year of four digits: a line with no digit, most lines
  // asked about, has none, and its twelve searches for a month are spared.)
  if (line.size() > 120 || std::none_of(line.begin(), line.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return {};
  for (int m = 0; m < 12; ++m) {
    std::string_view month = kMonthNames[m];
    size_t pos = 0;
    while ((pos = line.find(month.substr(0, 3), pos)) != std::string_view::npos) {
      size_t p = pos + 3;
      while (p < line.size() && ((line[p] >= 'a' && line[p] <= 'z') || line[p] == '.')) ++p;
      int day = 0, year = 0;
      while (p < line.size() && line[p] == ' ') ++p;
      // A day has at most two digits; more ("June 7777...") is no date, and
      // reading them all would overflow.
      size_t day_digits = 0;
      while (p < line.size() && line[p] >= '0' && line[p] <= '9') {
        if (++day_digits <= 2) day = day * 10 + (line[p] - '0');
        ++p;
      }
      if (day_digits > 2) day = 0;
      // "24 November 2026": the number after the month is the year.
      if (day_digits == 4) {
        for (size_t q = p - 4; q < p; ++q) year = year * 10 + (line[q] - '0');
        if (year > 1900) {
          size_t b = pos;
          while (b > 0 && line[b - 1] == ' ') --b;
          int before = 0, scale = 1;
          while (b > 0 && line[b - 1] >= '0' && line[b - 1] <= '9' && scale <= 10) {
            before += (line[--b] - '0') * scale;
            scale *= 10;
          }
          if (before >= 1 && before <= 31 && (b == 0 || line[b - 1] < '0' || line[b - 1] > '9')) {
            char buf[32];
            std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", year, m + 1, before);
            return buf;
          }
        }
        year = 0;
      }
      if (p < line.size() && line[p] == ',') ++p;
      while (p < line.size() && line[p] == ' ') ++p;
      size_t digits = 0;
      while (p < line.size() && line[p] >= '0' && line[p] <= '9' && digits < 5) {
        year = year * 10 + (line[p++] - '0');
        ++digits;
      }
      if (day >= 1 && day <= 31 && digits == 4 && year > 1900) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", year, m + 1, day);
        return buf;
      }
      pos += 3;
    }
  }
  return NumericDateFromLine(line);
}

// "SCREEN CHATTER" -> "Screen Chatter"; short all-caps words ("TV") stay.
std::string UnShout(std::string_view s) {
  bool any_lower = std::any_of(s.begin(), s.end(), [](char c) { return c >= 'a' && c <= 'z'; });
  std::string out(s);
  if (any_lower) return out;
  size_t word_start = 0;
  for (size_t i = 0; i <= out.size(); ++i) {
    if (i == out.size() || out[i] == ' ') {
      if (i - word_start > 2)
        for (size_t k = word_start + 1; k < i; ++k)
          if (out[k] >= 'A' && out[k] <= 'Z') out[k] = static_cast<char>(out[k] + 32);
      word_start = i + 1;
    }
  }
  return out;
}

// A masthead line under the headline: a few capitalized words that are not a byline,
// a date or a credit ("Couch Report", "LAUGH TRACK DAILY | TV | Nov 21, 2024").
std::string OutletFromMasthead(std::string_view line) {
  if (line.find("Photo") != std::string_view::npos || line.find("Credit") != std::string_view::npos) return {};
  std::string_view first = Trim(line.substr(0, line.find('|')));
  if (first.empty() || first.size() > 40 || !IsUpper(first[0])) return {};
  if (!AuthorFromLine(line).empty() && first.find("By") != std::string_view::npos) return {};
  if (!DateFromLine(first).empty()) return {};
  for (char c : first)
    if (c == '.' || c == ',' || c == ':' || c == '?' || c == '!' || c == '"' || c == '(') return {};
  size_t words = 1 + static_cast<size_t>(std::count(first.begin(), first.end(), ' '));
  if (words > 5) return {};
  for (std::string_view w : {"Photo", "Posted", "Spoiler", "Warning", "Exclusive", "EXCLUSIVE", "By ", "Updated"})
    if (StartsWith(first, w)) return {};
  return UnShout(first);
}

// The longest known outlet name that starts at text[pos] ("TV Guide", "Just Jared Jr."), or "".
std::string OutletAt(std::string_view text, size_t pos) {
  const auto& outlets = Lexicon::Get().outlets;
  size_t end = pos;
  std::string best;
  for (size_t words = 0; words < outlets.max_words && end < text.size(); ++words) {
    size_t next = text.find_first_of(" ,.;:!?\n", end);
    if (next == std::string_view::npos) next = text.size();
    if (const auto* canon = outlets.Find(text.substr(pos, next - pos))) best = *canon;
    // "Jr." keeps its period: try the form with it too.
    if (next < text.size() && text[next] == '.')
      if (const auto* canon = outlets.Find(text.substr(pos, next + 1 - pos))) best = *canon;
    if (next >= text.size() || text[next] != ' ') break;
    end = next + 1;
  }
  return best;
}

// "... tells Zap2it." / "... told TV Guide": a known outlet after a speech verb. The
// verbs rank in this order; within one verb the first outlet in the text wins.
// The verbs after which an outlet's name stands ("told Variety"), in the order they are
// tried. Each is a space, then 't', 's' or 'i', and 'l', 'd' or 'a' three bytes on.
constexpr std::string_view kSpeechToOutlet[] = {" tells ", " told ", " said to ", " speaking with ",
                                                " in an interview with "};
constexpr size_t kSpeechVerbs = std::size(kSpeechToOutlet);

// Where each verb stands in the text, as a search resumed past each match finds it (no two
// matches of one verb overlap): one pass over the text for all five, where a search per
// verb read it five times. With SSE2 the bytes that may open a verb (by its first, second
// and fifth bytes) are found sixteen at a time; only they are compared with the verbs.
std::array<std::vector<size_t>, kSpeechVerbs> SpeechVerbPositions(std::string_view text) {
  std::array<std::vector<size_t>, kSpeechVerbs> at;
  std::array<size_t, kSpeechVerbs> free_from{};  // where each verb's next match may start
  auto try_at = [&](size_t p) {
    for (size_t v = 0; v < kSpeechVerbs; ++v) {
      const std::string_view verb = kSpeechToOutlet[v];
      // (The verb's second byte first, inline: most places tried hold none of the five.)
      if (p >= free_from[v] && text.size() - p >= verb.size() && text[p + 1] == verb[1] &&
          std::memcmp(text.data() + p, verb.data(), verb.size()) == 0) {
        at[v].push_back(p);
        free_from[v] = p + verb.size();
      }
    }
  };
  size_t p = 0;
#if defined(__SSE2__)
  const char* h = text.data();
  auto any_of = [](__m128i bytes, char a, char b, char c) {
    return _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8(a)), _mm_cmpeq_epi8(bytes, _mm_set1_epi8(b))),
                        _mm_cmpeq_epi8(bytes, _mm_set1_epi8(c)));
  };
  for (; p + 20 <= text.size(); p += 16) {
    const auto load = [h, p](size_t k) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(h + p + k)); };
    const __m128i first = _mm_cmpeq_epi8(load(0), _mm_set1_epi8(' '));
    const __m128i second = any_of(load(1), 't', 's', 'i'), fifth = any_of(load(4), 'l', 'd', 'a');
    const __m128i opens = _mm_and_si128(_mm_and_si128(first, second), fifth);
    for (auto mask = static_cast<uint32_t>(_mm_movemask_epi8(opens)); mask != 0; mask &= mask - 1)
      try_at(p + static_cast<size_t>(__builtin_ctz(mask)));
  }
#endif
  for (; p < text.size(); ++p)
    if (text[p] == ' ') try_at(p);
  return at;
}

std::string OutletFromSpeech(std::string_view text) {
  const auto at = SpeechVerbPositions(text);
  for (size_t v = 0; v < kSpeechVerbs; ++v)
    for (size_t pos : at[v])
      if (std::string outlet = OutletAt(text, pos + kSpeechToOutlet[v].size()); !outlet.empty()) return outlet;
  return {};
}

}  // namespace

void FillMetaFromText(Document* doc) {
  // Bylines, mastheads and credits stand in the first and last lines: read only those.
  std::string_view text = doc->text;
  std::vector<std::string_view> lines;
  if (text.size() <= 8192) {
    lines = HeadAndTailLines(text, 8, 10);  // (the loops below read no others)
  } else {
    lines = Lines(text.substr(0, text.find('\n', 4096)));
    if (lines.size() > 8) lines.resize(8);
    size_t tail = text.rfind('\n', text.size() - 4096);
    auto tail_lines = Lines(text.substr(tail == std::string_view::npos ? 0 : tail));
    lines.insert(lines.end(), tail_lines.begin(), tail_lines.end());
  }
  const size_t head = std::min<size_t>(lines.size(), 8);
  const size_t tail_start = lines.size() > 10 ? lines.size() - 10 : 0;
  auto visit = [&](std::string_view line) {
    if (!doc->meta.outlet) {
      if (const auto* canon = OutletOfLine(line)) doc->meta.outlet = *canon;
      else if (auto o = OutletFromLikeLine(line); !o.empty()) doc->meta.outlet = o;
    }
    if (!doc->meta.author)
      if (auto a = AuthorFromLine(line); !a.empty()) doc->meta.author = a;
  };
  for (size_t i = 0; i < head; ++i) visit(lines[i]);
  for (size_t i = std::max(tail_start, head); i < lines.size(); ++i) visit(lines[i]);
  if (!doc->meta.outlet)
    if (auto o = OutletFromSpeech(doc->text); !o.empty()) doc->meta.outlet = o;
  // The masthead: the first short line after the headline, before the story starts.
  const size_t first = doc->meta.title && !lines.empty() && lines[0].find(*doc->meta.title) != std::string_view::npos;
  for (size_t i = first; i < head && !doc->meta.outlet; ++i) {
    if (lines[i].size() > 150) break;  // the story has begun
    if (doc->meta.title && lines[i] == *doc->meta.title) continue;
    if (auto o = OutletFromMasthead(lines[i]); !o.empty()) doc->meta.outlet = o;
  }
  for (size_t i = 0; i < head && !doc->meta.published; ++i) {
    if (lines[i].size() > 150) break;
    if (auto d = DateFromLine(lines[i]); !d.empty()) doc->meta.published = d;
  }
}

void FinishPlainTextDocument(Document* doc) {
  if (!doc->meta.title) {
    size_t start = doc->text.find_first_not_of(" \t\r\n");
    if (start != std::string::npos) {
      size_t nl = doc->text.find('\n', start);
      std::string_view first = Trim(std::string_view(doc->text).substr(
          start, (nl == std::string::npos ? doc->text.size() : nl) - start));
      bool next_blank = nl == std::string::npos || nl + 1 >= doc->text.size() || doc->text[nl + 1] == '\n' ||
                        doc->text[nl + 1] == '\r';
      // A compact masthead: the headline, then the outlet, byline or date on the very next
      // lines ("Reelroom", "Jo Bell", "Wednesday 25 November 2026"), short and unpunctuated.
      if (!next_blank) {
        size_t nl2 = doc->text.find('\n', nl + 1);
        std::string_view next = Trim(std::string_view(doc->text).substr(
            nl + 1, (nl2 == std::string::npos ? doc->text.size() : nl2) - nl - 1));
        next_blank = !next.empty() && next.size() <= 60 && next.back() != '.' && next.back() != ',';
      }
      char last = first.empty() ? '.' : first.back();
      size_t words = 1 + static_cast<size_t>(std::count(first.begin(), first.end(), ' '));
      if (next_blank && last != '.' && last != ',' && last != ';' && words <= 40 && first.size() <= 400)
        doc->meta.title = std::string(DropSlugPrefix(first));
    }
  }
  FillMetaFromText(doc);
}

}  // namespace showgraph::ingest
