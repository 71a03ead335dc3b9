// The lookups other readers ask of the works FindWorks found (works.cc): which work a
// stretch of text names (FirstWorkIn, LastWorkIn, TopicWorkIn, WorkJustBefore ...), which
// work each sentence is about (FindSections, SectionHeadingWork), and the listing and
// heading lines that tell it (DatedHeading, GridLineTitle, GuideLineNetwork, IsListingLead).
#include <algorithm>
#include <string>
#include <string_view>

#include "extract/calendar.h"
#include "extract/context.h"
#include "extract/works_internal.h"
#include "text/chars.h"

namespace showgraph::extract {

namespace {

// Calls fn(form, work) for every written form (the name, then its aliases) of every work
// confident enough to be a fact.
template <typename Fn>
void ForEachEmittedForm(const DocContext& ctx, Fn fn) {
  for (const auto& w : ctx.works) {
    if (!w.emit) continue;
    fn(w.name, w);
    for (const auto& alias : w.aliases) fn(alias, w);
  }
}

// The work a stretch of text names first, and where (*pos); nullptr when it names none.
const std::string* FirstWorkAt(const DocContext& ctx, std::string_view text, size_t* pos) {
  *pos = std::string_view::npos;
  const std::string* best = nullptr;
  size_t best_size = 0;
  ForEachEmittedForm(ctx, [&](const std::string& form, const WorkMention& w) {
    size_t at = text.find(form);
    // (At one place, the longer title: "Ironwood: 1962" over "Ironwood".)
    if (at != std::string_view::npos && (at < *pos || (at == *pos && form.size() > best_size))) {
      *pos = at;
      best = &w.name;
      best_size = form.size();
    }
  });
  return best;
}

// The one work a stretch of text names, and where (*pos); nullptr when it names none or
// more than one.
const std::string* OnlyWorkIn(const DocContext& ctx, std::string_view text, size_t* pos);

}  // namespace

// The work a stretch of text names first, or "".
std::string FirstWorkIn(const DocContext& ctx, std::string_view text) {
  size_t pos;
  const std::string* best = FirstWorkAt(ctx, text, &pos);
  return best ? *best : std::string();
}

std::string WorkOfHeading(const DocContext& ctx, std::string_view heading) {
  std::string_view title = heading.substr(0, heading.find(" ("));
  while (!title.empty() && (title.back() == ' ' || title.back() == ':')) title.remove_suffix(1);
  // ("'Rinse Cycle' (Fox)", "“Rinse Cycle” (Fox)": the title inside its marks.)
  for (std::string_view mark : {std::string_view("'"), std::string_view("\""), std::string_view("\u2018"),
                                std::string_view("\u2019"), std::string_view("\u201C"), std::string_view("\u201D")}) {
    if (title.starts_with(mark)) title.remove_prefix(mark.size());
    if (title.ends_with(mark)) title.remove_suffix(mark.size());
  }
  const std::string want = TitleKey(title);
  const std::string* found = nullptr;
  ForEachEmittedForm(ctx, [&](const std::string& form, const WorkMention& w) {
    if (!found && !want.empty() && TitleKey(form) == want) found = &w.name;
  });
  return found ? *found : std::string();
}

namespace {

const std::string* OnlyWorkIn(const DocContext& ctx, std::string_view text, size_t* pos) {
  const std::string* first = FirstWorkAt(ctx, text, pos);
  return first && LastWorkIn(ctx, text) == *first ? first : nullptr;
}

}  // namespace

std::string SectionHeadingWork(const DocContext& ctx, uint32_t s) {
  const Sentence& sent = ctx.at.sentences[s];
  // (The bracket first: one compare, where few sentences end so.)
  if (!ctx.Is(sent.end_token - 1, ")")) return {};
  // (A paragraph of its own, or the first line of one: "'Rinse Cycle' (Fox)" over the
  // text about it with no blank line between.)
  size_t line_end = sent.span.end;
  while (line_end < ctx.at.text.size() && (ctx.at.text[line_end] == ' ' || ctx.at.text[line_end] == '\r')) ++line_end;
  const bool own_line = ctx.OpensParagraph(s) && line_end < ctx.at.text.size() && ctx.at.text[line_end] == '\n';
  if (!(ctx.WholeParagraph(s) || own_line)) return {};
  if (IsListingLead(ctx, s)) return WorkOfHeading(ctx, ctx.at.Slice(sent.span));
  // ("IJURU (drama, midseason)", "WINTA (comedy, Thursdays at 8:30/7:30c)": a title in
  // capitals is a heading whatever its brackets say.)
  const std::string_view line = ctx.at.Slice(sent.span);
  if (sent.end_token - sent.first_token > 16 || !ctx.OpensParagraph(s)) return {};
  const size_t open = line.find(" (");
  if (open == std::string_view::npos || !Shouted(std::string(line.substr(0, open)))) return {};
  return WorkOfHeading(ctx, line);
}

// How far into its sentence (bytes) a work may stand and still open it: "Paramount+'s
// The Paper Lanterns, ...", "On AMC, the coastal noir Dunmarrow ...".
constexpr size_t kTopicReach = 40;

void FindSections(DocContext& ctx) {
  const auto& sentences = ctx.at.sentences;
  ctx.section_work.assign(sentences.size(), -1);
  if (ctx.works.size() < 2) return;  // one work: every section is of it
  auto index_of = [&ctx](const std::string& name) {
    for (size_t w = 0; w < ctx.works.size(); ++w)
      if (ctx.works[w].name == name) return static_cast<int32_t>(w);
    return int32_t{-1};
  };
  int32_t section = -1;     // set by a heading, until the next one
  int32_t topic = -1;       // set by a sentence that opens with its work, for its paragraph
  int32_t last_topic = -1;  // the last topic: "The series was created by ..." goes on with it
  int32_t line_topic = -1;  // the topic a listing's entry line hands the paragraph after it
  for (uint32_t s = 0; s < sentences.size(); ++s) {
    const Sentence& sent = sentences[s];
    const bool paragraph_start = ctx.OpensParagraph(s);
    if (paragraph_start) {
      // ('"Greyfriars Wynd" marathon, noon ET, BBC America' over "Catch up before ...": a
      // listing's one-line entry is the topic of the paragraph under it.)
      topic = line_topic;
      line_topic = -1;
      Word w0 = ctx.Lower(sent.first_token);
      if (w0 == "it" || (w0 == "the" && ctx.Has(sent.first_token + 1, kWordWorkNoun))) topic = last_topic;
    }
    if (ctx.KindOfSentence(s) == ParagraphKind::kStory) {
      // A sentence that opens with the one work it names is about it, and so is the rest
      // of its paragraph ("The Paper Lanterns, which premiered in September, starred X as
      // Y."). A work named after a person ("X co-created the CBC drama Foo"), in brackets
      // ("X (Foo) as Y") or in a quotation is no topic.
      std::string_view text = ctx.at.Slice(sent.span);
      size_t pos;
      const std::string* first = OnlyWorkIn(ctx, text, &pos);
      // (An episode's title is no topic: its paragraph is of the series.)
      if (const int32_t w = first ? index_of(*first) : -1; w >= 0 && ctx.works[static_cast<size_t>(w)].type == "other")
        first = nullptr;
      if (first && pos <= kTopicReach) {
        const size_t offset = sent.span.start + pos;
        size_t k = sent.first_token;
        bool person_before = false;
        for (; k < sent.end_token && ctx.T(k).start < offset; ++k) person_before = person_before || ctx.NameAt(k);
        // (A quoted title after a listing's date, "Dec. 9: 'The Salt Road'", is the topic.)
        size_t after = k;
        while (after < sent.end_token && ctx.T(after).start < offset + first->size()) ++after;
        // ('HBO has renewed "Cheverell" for a fourth season': a quotation that is just the
        // title is how the trade press writes titles, no aside.)
        size_t close = after;
        if (close < sent.end_token && (ctx.Is(close, ",") || ctx.Is(close, "."))) ++close;
        const bool quoted_title = k > sent.first_token && ctx.T(k - 1).Has(kQuoteMark) && close < sent.end_token &&
                                  ctx.T(close).Has(kQuoteMark);
        const bool aside = k < sent.end_token && !OpensWithDateColon(ctx, sent.first_token) &&
                           ((ctx.T(k).Has(kInQuote) && !quoted_title) || (k > sent.first_token && ctx.Is(k - 1, "(")));
        // ("Harbor Lights creator X will executive produce the spinoff": a title that
        // modifies a role names the role's work, not the sentence's.)
        const bool modifier = after < sent.end_token && ctx.T(after).kind == TokenKind::kWord &&
                              !ctx.T(after).Has(kCapitalized) &&
                              (ctx.Has(after, kWordRoleStart) || ctx.IsLower(after, "star") ||
                               // ("Lanternfall stars Lorenza di Falco as ...": the verb.)
                               (ctx.IsLower(after, "stars") && !ctx.NameAt(after + 1)) ||
                               ctx.IsLower(after, "alum") || ctx.IsLower(after, "fans"));
        if (!person_before && !aside && !modifier) {
          topic = last_topic = index_of(*first);
          // (A line of its own without a final period: an entry's line.)
          if (paragraph_start && ctx.WholeParagraph(s) && !ctx.Is(sent.end_token - 1, ".") &&
              !ctx.Is(sent.end_token - 1, "?") && !ctx.Is(sent.end_token - 1, "!"))
            line_topic = topic;
        }
      }
    }
    const bool whole_paragraph = paragraph_start && ctx.EndsParagraph(s);
    if (whole_paragraph && sent.end_token > sent.first_token && ctx.KindOfSentence(s) == ParagraphKind::kStory) {
      // A heading: "COLDHARBOUR (FX)", or a short line without a final period that names
      // one work ("'Turquoise Mesa' moves to Tuesdays", "A Monday night for 'Bramblecote'").
      std::string heading = SectionHeadingWork(ctx, s);
      const Token& last = ctx.T(sent.end_token - 1);
      // ("Dec. 9: 'The Salt Road' (limited series)": a listing line heads its entry too.)
      const size_t longest = OpensWithDateColon(ctx, sent.first_token) ? 16 : 10;
      if (heading.empty() && sent.end_token - sent.first_token <= longest && !ctx.Is(sent.end_token - 1, ".") &&
          !ctx.Is(sent.end_token - 1, "?") && !ctx.Is(sent.end_token - 1, "!") && last.kind != TokenKind::kNumber) {
        size_t pos;
        if (const std::string* only = OnlyWorkIn(ctx, ctx.at.Slice(sent.span), &pos)) heading = *only;
      }
      if (!heading.empty()) {
        section = index_of(heading);
        topic = last_topic = -1;
      }
    }
    // A streaming list's dated heading line heads the lines after it, in its paragraph or
    // in the next ones ("Copper Tide (Tuesday, Nov. 24)" then the show's description).
    if (size_t title_end = 0; ctx.T(sent.first_token).Has(kSentenceStart)) {
      int season = 0;
      if (DatedHeading(ctx, s, &title_end, &season)) {
        size_t pos;
        const std::string_view title = ctx.at.Slice(Span{sent.span.start, ctx.T(title_end - 1).end});
        if (const std::string* only = OnlyWorkIn(ctx, title, &pos)) {
          section = index_of(*only);
          topic = last_topic = -1;
        }
      }
    }
    ctx.section_work[s] = topic >= 0 ? topic : section;
  }
}

size_t DatedHeading(const DocContext& ctx, uint32_t s, size_t* title_end, int* season) {
  const Sentence& sent = ctx.at.sentences[s];
  // A line of its own that opens its paragraph: the paragraph ends with it, or a line
  // break follows it. (Tested first: few sentences are.)
  if (!ctx.OpensParagraph(s)) return 0;
  const std::string_view text = ctx.at.text;
  if (!ctx.EndsParagraph(s) && (sent.span.end >= text.size() || text[sent.span.end] != '\n')) return 0;
  if (ctx.KindOfSentence(s) != ParagraphKind::kStory || sent.end_token - sent.first_token > 24 ||
      sent.end_token - sent.first_token < 4 || !ctx.T(sent.first_token).Has(kCapitalized))
    return 0;
  // The date below needs a number past the title's first word and a separator: a line with
  // none is no dated heading, whatever its words. (Tested before them: the title's test
  // reads every word against the calendar.)
  bool number = false;
  for (size_t k = sent.first_token + 2; k < sent.end_token && !number; ++k)
    number = ctx.T(k).kind == TokenKind::kNumber;
  if (!number) return 0;
  // The title runs to the first separator: "(", ":", a dash or a comma.
  size_t sep = sent.first_token;
  for (; sep < sent.end_token; ++sep) {
    const Word w = ctx.Tok(sep);
    if (w == "(" || w == ":" || w == "\u2014" || w == "\u2013" || w == "-" || w == ",") break;
    const Token& t = ctx.T(sep);
    const bool title_word = t.Has(kCapitalized) || t.kind == TokenKind::kNumber || t.Has(kQuoteMark) || w == "&" ||
                            w == "'" || w == "\u2019" || IsFunctionWord(ctx.Lower(sep));
    // (A dateline is no heading: "Updated Sun, Nov 29, 2026", "Friday, Nov. 27".)
    bool plural_day = false;
    if (!title_word || IsCalendarWord(ctx.Lower(sep)) || MonthOf(ctx.Lower(sep)) || WeekdayOf(w, &plural_day) >= 0 ||
        ctx.IsLower(sep, "updated") || ctx.IsLower(sep, "posted") || ctx.IsLower(sep, "published") ||
        (w.size() == 3 && (w == "Sun" || w == "Mon" || w == "Tue" || w == "Wed" || w == "Thu" || w == "Fri" ||
                           w == "Sat")))
      return 0;
  }
  // (A year on the line makes it a dateline too.)
  for (size_t y = sep; y < sent.end_token; ++y)
    if (ctx.T(y).kind == TokenKind::kNumber && ctx.Tok(y).size() == 4 && ctx.Tok(y) >= "1900" && ctx.Tok(y) <= "2099")
      return 0;
  if (sep == sent.first_token || sep + 2 >= sent.end_token) return 0;
  // ("Premieres: Sunday, Jan. 10, 9/8c, ABC": a listing's label, not a title.)
  if (sep == sent.first_token + 1 && ctx.Common(sent.first_token)) return 0;
  // ", Season 2", "- Season 2" after the title.
  *season = 0;
  size_t k = sep + 1;
  if ((ctx.IsLower(k, "season") || ctx.IsLower(k, "series")) && ctx.T(k + 1).kind == TokenKind::kNumber) {
    *season = text::LeadingNumber(ctx.Tok(k + 1));
    k += 2;
  }
  // A date in the rest of the line: a month and a day ("Nov. 24"), not a time alone.
  bool dated = false;
  for (; k + 1 < sent.end_token && !dated; ++k)
    dated = ctx.T(k).Has(kCapitalized) && MonthOf(ctx.Lower(k)) &&
            (ctx.T(k + 1).kind == TokenKind::kNumber || (ctx.Is(k + 1, ".") && k + 2 < sent.end_token &&
                                                          ctx.T(k + 2).kind == TokenKind::kNumber));
  if (!dated) return 0;
  *title_end = sep;
  return sep;
}

bool OpensWithDateColon(const DocContext& ctx, size_t first) {
  if (!ctx.T(first).Has(kCapitalized)) return false;
  // ("Friday, Jan. 1:": a weekday may lead the date.)
  bool plural = false;
  if (first + 2 < ctx.size() && ctx.Is(first + 1, ",") && WeekdayOf(ctx.Tok(first), &plural) >= 0 && !plural) first += 2;
  if (!ctx.T(first).Has(kCapitalized) || !MonthOf(ctx.Lower(first))) return false;
  size_t k = first + 1;
  if (ctx.Is(k, ".")) ++k;
  return ctx.T(k).kind == TokenKind::kNumber && ctx.Is(k + 1, ":");
}

size_t GridLineTitle(const DocContext& ctx, uint32_t s) {
  const Sentence& sent = ctx.at.sentences[s];
  if (!ctx.OpensParagraph(s) || ctx.KindOfSentence(s) != ParagraphKind::kStory ||
      ctx.T(sent.first_token).kind != TokenKind::kNumber)
    return 0;
  // The time, then a dash, within a few tokens ("8", "p.m", ".", "—"; "10:30pm", "-").
  size_t end = sent.end_token;
  for (uint32_t k = s + 1; k < ctx.at.sentences.size() && ctx.at.sentences[k].paragraph == sent.paragraph &&
                          end - sent.first_token <= 24;
       ++k)
    end = ctx.at.sentences[k].end_token;
  // ('9 p.m. ET / 8 p.m. CT -- "Rue de Lappe" (Masterpiece). The British drama ...': a
  // guide's entry line with its two zones, the title quoted, and the entry's prose after it
  // in the same paragraph.)
  const bool entry_with_prose = end - sent.first_token > 24 && sent.end_token - sent.first_token <= 24;
  if (entry_with_prose) end = sent.end_token;
  if (end - sent.first_token > 24) return 0;
  bool clock = false;
  for (size_t k = sent.first_token; k < end && k < sent.first_token + (entry_with_prose ? 12 : 5); ++k) {
    const Word w = ctx.Lower(k);
    clock = clock || w == "p.m" || w == "a.m" || w == "pm" || w == "am" || w.ends_with("pm") || w.ends_with("am") ||
            w.find(':') != std::string_view::npos;
    if (w == "\u2014" || w == "\u2013" || w == "-" || w == "--") {
      size_t title = k + 1;
      while (title < end && ctx.Is(title, "-")) ++title;  // ("--" as two marks)
      if (entry_with_prose && title < end && ctx.T(title).Has(kQuoteMark)) ++title;
      return clock && title < end && ctx.T(title).Has(kCapitalized) ? title : 0;
    }
  }
  return 0;
}

std::string LastWorkIn(const DocContext& ctx, std::string_view text) {
  size_t best_end = 0;
  const std::string* best = nullptr;
  ForEachEmittedForm(ctx, [&](const std::string& form, const WorkMention& w) {
    size_t pos = text.rfind(form);
    if (pos != std::string_view::npos && pos + form.size() > best_end) {
      best_end = pos + form.size();
      best = &w.name;
    }
  });
  return best ? *best : std::string();
}

std::string TopicWorkIn(const DocContext& ctx, std::string_view text) {
  // A title that modifies what follows it names no topic: "Foo creator Ann Lee", "Foo's
  // star", "Foo fans".
  static constexpr std::string_view kModified[] = {"creator", "co-creator", "showrunner", "star",  "stars",
                                                   "alum",    "alums",      "fans",       "writer", "writers",
                                                   "boss",    "producer",   "producers",  "cast",   "actor",
                                                   "actress", "veteran",    "director",   "team",   "universe"};
  auto modifier = [&](size_t end) {
    while (end < text.size() && (text[end] == '"' || text[end] == '\'')) ++end;
    std::string_view rest = text.substr(end);
    if (rest.starts_with("\u201D")) rest.remove_prefix(3);
    if (rest.starts_with("'s ") || rest.starts_with("\u2019s ")) return true;
    if (!rest.starts_with(" ")) return false;
    rest.remove_prefix(1);
    const size_t word_end = std::min(rest.find_first_of(" ,.;:"), rest.size());
    const std::string word = ToLower(rest.substr(0, word_end));
    return std::find(std::begin(kModified), std::end(kModified), word) != std::end(kModified);
  };
  // A title the sentence introduces with a genre noun ('the premiere of "Haybarn," a
  // single-camera sitcom set at a county fair') is what the next sentences go on about.
  static constexpr std::string_view kGenres[] = {"sitcom", "comedy", "drama",    "series", "thriller",
                                                 "procedural", "soap", "miniseries", "docuseries", "anthology"};
  auto introduced = [&](size_t end) {
    while (end < text.size() && (text[end] == '"' || text[end] == '\'' || text[end] == ',')) ++end;
    std::string_view rest = text.substr(end);
    while (rest.starts_with("\u201D") || rest.starts_with("\u2019")) rest.remove_prefix(3);
    if (rest.starts_with(",")) rest.remove_prefix(1);
    if (!rest.starts_with(" a ") && !rest.starts_with(" an ")) return false;
    rest = rest.substr(0, std::min<size_t>(rest.size(), 48));
    const size_t stop = rest.find_first_of(",.;");
    rest = rest.substr(0, stop);
    for (std::string_view g : kGenres)
      for (size_t at = rest.find(g); at != std::string_view::npos; at = rest.find(g, at + 1))
        if (rest[at - 1] == ' ' && (at + g.size() == rest.size() || rest[at + g.size()] == ' ')) return true;
    return false;
  };
  const std::string* best = nullptr;
  size_t best_at = 0;
  bool best_introduced = false;
  ForEachEmittedForm(ctx, [&](const std::string& form, const WorkMention& w) {
    for (size_t at = FindFrom(text, form, 0); at != std::string_view::npos; at = FindFrom(text, form, at + 1)) {
      // ("Created by Ann Lee (Bar), Foo follows ...": a credit in brackets.)
      size_t before = at;
      while (before > 0 && (text[before - 1] == '"' || text[before - 1] == '\'')) --before;
      if (modifier(at + form.size()) || (before > 0 && text[before - 1] == '(')) continue;
      const bool intro = at > 0 && introduced(at + form.size());
      if (!best || (intro && !best_introduced) || (intro == best_introduced && at < best_at)) {
        best = &w.name;
        best_at = at;
        best_introduced = intro;
      }
    }
  });
  return best ? *best : std::string();
}

std::string LastWorkBefore(const DocContext& ctx, size_t tok) {
  const size_t from = ctx.T(ctx.at.sentences[ctx.SentenceOf(tok)].first_token).start;
  return LastWorkIn(ctx, ctx.at.text.substr(from, ctx.T(tok).start - from));
}

std::string WorkJustBefore(const DocContext& ctx, std::string_view text) {
  // Past spaces and closing quotation marks: '"Low Tide," which', 'Shadwell Quay, which'.
  for (bool trimmed = true; trimmed;) {
    trimmed = false;
    while (!text.empty() && (text.back() == ' ' || text.back() == '"' || text.back() == '\'')) {
      text.remove_suffix(1);
      trimmed = true;
    }
    for (std::string_view mark : {std::string_view("\u201D"), std::string_view("\u2019")})
      if (text.ends_with(mark)) {
        text.remove_suffix(mark.size());
        trimmed = true;
      }
  }
  std::string work = LastWorkIn(ctx, text);
  return !work.empty() && text.ends_with(work) ? work : std::string();
}

// A TV guide's entry line, a paragraph of its own: "Wilga, 8.30pm, ABC TV", "Quandong,
// Stan": a title, a comma, at most a time, and the network ending the line. The token
// where the network starts, or 0.
size_t GuideLineNetwork(const DocContext& ctx, uint32_t s) {
  const Sentence& sent = ctx.at.sentences[s];
  if (!ctx.WholeParagraph(s) || sent.end_token - sent.first_token > 10 || !ctx.T(sent.first_token).Has(kCapitalized))
    return 0;
  size_t end = sent.end_token;
  if (ctx.Is(end - 1, ".")) --end;
  for (size_t k = sent.first_token + 2; k < end; ++k)
    if (const NetworkMention* nm = ctx.NetworkAt(k)) return nm->end == end && ctx.Is(k - 1, ",") ? k : 0;
  return 0;
}

bool IsListingLead(const DocContext& ctx, uint32_t s) {
  const Sentence& sent = ctx.at.sentences[s];
  if (ctx.KindOfSentence(s) != ParagraphKind::kStory || sent.end_token - sent.first_token > 16) return false;
  if (!ctx.OpensParagraph(s)) return false;
  if (GuideLineNetwork(ctx, s)) return true;
  // "... (HBO)" then at most the closing period.
  size_t close = sent.end_token - 1;
  if (ctx.T(close).kind == TokenKind::kPunct && !ctx.Is(close, ")")) --close;
  if (close <= sent.first_token + 2 || !ctx.Is(close, ")")) return false;
  for (size_t k = close; k-- > sent.first_token + 1;) {
    if (!ctx.Is(k, "(")) continue;
    return NetworksInBracket(ctx, k + 1) == close;
  }
  return false;
}

}  // namespace showgraph::extract
