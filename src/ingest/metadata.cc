// Metadata that plain text carries in its own lines: headline, byline, outlet.
#include <algorithm>
#include <vector>

#include "ingest/ingest_internal.h"
#include "lexicon/lexicon.h"

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

// "carrie diaries season 2 premiere post 'The Carrie Diaries' Season 2 ...": a CMS slug
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

// "Posted by:Sydney Bucksbaum", "By Jane Doe", "Written by Jane Doe" -> the name.
std::string AuthorFromLine(std::string_view line) {
  for (std::string_view prefix : {"Posted by:", "Posted by", "Written by:", "Written by", "By:", "By "}) {
    if (!StartsWith(line, prefix)) continue;
    std::string_view name = Trim(line.substr(prefix.size()));
    size_t cut = name.find_first_of("|,;");
    if (cut != std::string_view::npos) name = Trim(name.substr(0, cut));
    size_t on = name.find(" on ");
    if (on != std::string_view::npos) name = name.substr(0, on);
    // A byline is a short run of capitalized words.
    size_t words = 1 + static_cast<size_t>(std::count(name.begin(), name.end(), ' '));
    if (name.empty() || !IsUpper(name[0]) || words > 5) return {};
    return std::string(name);
  }
  return {};
}

// "... tells Zap2it." / "... told TV Guide": a known outlet after a speech verb.
std::string OutletFromSpeech(std::string_view text) {
  const auto& outlets = Lexicon::Get().outlets;
  for (std::string_view verb : {" tells ", " told ", " said to ", " speaking with ", " in an interview with "}) {
    size_t pos = 0;
    while ((pos = text.find(verb, pos)) != std::string_view::npos) {
      pos += verb.size();
      // Longest known outlet name that starts here.
      size_t end = pos;
      std::string best;
      for (size_t words = 0; words < outlets.max_words && end < text.size(); ++words) {
        size_t next = text.find_first_of(" ,.;:!?\n", end);
        if (next == std::string_view::npos) next = text.size();
        std::string_view cand = text.substr(pos, next - pos);
        if (const auto* canon = outlets.Find(cand)) best = *canon;
        // "Jr." keeps its period: try the form with it too.
        if (next < text.size() && text[next] == '.')
          if (const auto* canon = outlets.Find(text.substr(pos, next + 1 - pos))) best = *canon;
        if (next >= text.size() || text[next] != ' ') break;
        end = next + 1;
      }
      if (!best.empty()) return best;
    }
  }
  return {};
}

}  // namespace

void FillMetaFromText(Document* doc) {
  auto lines = Lines(doc->text);
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
      char last = first.empty() ? '.' : first.back();
      size_t words = 1 + static_cast<size_t>(std::count(first.begin(), first.end(), ' '));
      if (next_blank && last != '.' && last != ',' && last != ';' && words <= 40 && first.size() <= 400)
        doc->meta.title = std::string(DropSlugPrefix(first));
    }
  }
  FillMetaFromText(doc);
}

}  // namespace showgraph::ingest
