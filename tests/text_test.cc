// The text layer: paragraphs, furniture, sentences, tokens and quotations, with byte
// offsets that round-trip into the text. All sentences here are made up for the tests.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "showgraph/document.h"
#include "showgraph/text.h"
#include "test_util.h"
#include "text/search.h"

namespace showgraph {
namespace {

using testing::IsValidUtf8;

Document Doc(std::string text, std::optional<std::string> title = std::nullopt) {
  Document d;
  d.id = std::string("t");  // (assigning the literal trips a false GCC 12 -Wrestrict warning)
  d.text = std::move(text);
  d.meta.title = std::move(title);
  return d;
}

std::vector<std::string> SentenceTexts(const std::string& text) {
  Document d = Doc(text);
  AnnotatedText at = Annotate(d);
  std::vector<std::string> out;
  for (const auto& s : at.sentences) out.emplace_back(at.Slice(s.span));
  return out;
}

std::vector<std::string> ParagraphTexts(std::string_view text) {
  std::vector<std::string> out;
  for (const auto& p : SplitParagraphs(text)) out.emplace_back(text.substr(p.span.start, p.span.size()));
  return out;
}

std::vector<std::string> TokenTexts(std::string_view text) {
  std::vector<std::string> out;
  for (const auto& t : Tokenize(text, {0, text.size()})) out.emplace_back(text.substr(t.start, t.end - t.start));
  return out;
}

using Strings = std::vector<std::string>;

// Checks every invariant of the layers on one annotated text.
void ExpectConsistent(const AnnotatedText& at) {
  const std::string_view t = at.text;
  size_t prev_end = 0;
  for (const auto& p : at.paragraphs) {
    ASSERT_LE(p.span.start, p.span.end);
    ASSERT_LE(p.span.end, t.size());
    EXPECT_GE(p.span.start, prev_end);
    prev_end = p.span.end;
  }
  size_t covered = 0;
  for (size_t i = 0; i < at.sentences.size(); ++i) {
    const Sentence& s = at.sentences[i];
    ASSERT_LT(s.paragraph, at.paragraphs.size());
    const Span& ps = at.paragraphs[s.paragraph].span;
    EXPECT_GE(s.span.start, ps.start);
    EXPECT_LE(s.span.end, ps.end);
    ASSERT_LT(s.first_token, s.end_token);
    ASSERT_LE(s.end_token, at.tokens.size());
    EXPECT_EQ(s.span.start, at.tokens[s.first_token].start);
    EXPECT_EQ(s.span.end, at.tokens[s.end_token - 1].end);
    EXPECT_TRUE(at.tokens[s.first_token].Has(kSentenceStart));
    EXPECT_EQ(s.first_token, covered) << "sentences must cover the tokens in order";
    covered = s.end_token;
    if (i > 0) {
      EXPECT_GE(s.span.start, at.sentences[i - 1].span.end);
    }
    EXPECT_EQ(at.SentenceAt(s.span.start), i);
    EXPECT_EQ(at.SentenceAt(s.span.end - 1), i);
    EXPECT_TRUE(IsValidUtf8(at.Slice(s.span)));
  }
  EXPECT_EQ(covered, at.tokens.size());
  for (size_t i = 0; i < at.tokens.size(); ++i) {
    const Token& tok = at.tokens[i];
    ASSERT_LT(tok.start, tok.end);
    ASSERT_LE(tok.end, t.size());
    if (i > 0) {
      EXPECT_GE(tok.start, at.tokens[i - 1].end);
    }
    EXPECT_TRUE(IsValidUtf8(at.TokenText(static_cast<uint32_t>(i))));
  }
  for (const auto& q : at.quotations) {
    EXPECT_LE(q.outer.start, q.inner.start);
    EXPECT_LE(q.inner.start, q.inner.end);
    EXPECT_LE(q.inner.end, q.outer.end);
    ASSERT_LT(q.paragraph, at.paragraphs.size());
    EXPECT_GE(q.outer.start, at.paragraphs[q.paragraph].span.start);
    EXPECT_LE(q.outer.end, at.paragraphs[q.paragraph].span.end);
    EXPECT_TRUE(IsValidUtf8(at.Slice(q.inner)));
  }
}

// ---------------------------------------------------------------- paragraphs

TEST(Paragraphs, BlankLinesSeparateAndSpansAreTrimmed) {
  std::string t = "First paragraph here.\n\n   Second one, indented.  \n\n\n\nThird.\n";
  EXPECT_EQ(ParagraphTexts(t), (Strings{"First paragraph here.", "Second one, indented.", "Third."}));
}

TEST(Paragraphs, CrLfLineEndings) {
  std::string t = "First paragraph here.\r\n\r\nSecond paragraph here.\r\n";
  EXPECT_EQ(ParagraphTexts(t), (Strings{"First paragraph here.", "Second paragraph here."}));
}

TEST(Paragraphs, WrappedLinesAreJoined) {
  std::string t =
      "The diner on Maple Lane burned down in the finale, and the owner was nowhere to be\n"
      "seen when the fire trucks finally arrived on the scene.\n"
      "\n"
      "Next paragraph.\n";
  EXPECT_EQ(ParagraphTexts(t),
            (Strings{"The diner on Maple Lane burned down in the finale, and the owner was nowhere to be\n"
                     "seen when the fire trucks finally arrived on the scene.",
                     "Next paragraph."}));
}

TEST(Paragraphs, FurnitureLinesAreRecognized) {
  std::string t =
      "Posted by: Jane Roe\n\n"
      "Kim Vale and Tom Keel | Photo Credits: Ann Lee/Couch Network\n\n"
      "Photo Credits: Ann Lee\n\n"
      "Kim Vale plays the diner owner on Maple Lane.\n\n"
      "By the end of the season, everyone had left the diner.\n\n"
      "View original Maple Lane finale story at Couch Report\n\n"
      "Like Couch Report on FB\n\n"
      "Related Articles\n\n"
      "Maple Lane renewed for a third season\n\n"
      "Birch Road canceled after one season\n";
  auto ps = SplitParagraphs(t);
  ASSERT_EQ(ps.size(), 10u);
  std::vector<ParagraphKind> want = {ParagraphKind::kFurniture, ParagraphKind::kFurniture, ParagraphKind::kFurniture,
                                     ParagraphKind::kStory,     ParagraphKind::kStory,     ParagraphKind::kFurniture,
                                     ParagraphKind::kFurniture, ParagraphKind::kFurniture, ParagraphKind::kFurniture,
                                     ParagraphKind::kFurniture};
  for (size_t i = 0; i < ps.size(); ++i)
    EXPECT_EQ(static_cast<int>(ps[i].kind), static_cast<int>(want[i]))
        << "paragraph " << i << ": " << t.substr(ps[i].span.start, ps[i].span.size());
}

TEST(Paragraphs, HeadlineMarkedFromTitle) {
  Document d = Doc("Maple Lane Gets a Spinoff\n\nThe network ordered a spinoff of Maple Lane.\n",
                   "Maple Lane Gets a Spinoff");
  AnnotatedText at = Annotate(d);
  ASSERT_EQ(at.paragraphs.size(), 2u);
  EXPECT_EQ(at.paragraphs[0].kind, ParagraphKind::kHeadline);
  EXPECT_EQ(at.paragraphs[1].kind, ParagraphKind::kStory);
  ExpectConsistent(at);
}

// ---------------------------------------------------------------- sentences

TEST(Sentences, MonthAbbreviationAndTimes) {
  EXPECT_EQ(SentenceTexts("Maple Lane returns Oct. 25 on the network. It airs at 9 p.m. on Fridays."),
            (Strings{"Maple Lane returns Oct. 25 on the network.", "It airs at 9 p.m. on Fridays."}));
  EXPECT_EQ(SentenceTexts("It airs at 8 p.m. ET on Sundays. Tom Keel directs."),
            (Strings{"It airs at 8 p.m. ET on Sundays.", "Tom Keel directs."}));
  EXPECT_EQ(SentenceTexts("The finale airs at 9 p.m. Viewers can stream it the next day."),
            (Strings{"The finale airs at 9 p.m.", "Viewers can stream it the next day."}));
  EXPECT_EQ(SentenceTexts("It starts Sept. 12 and ends Dec. 4, the network said."),
            (Strings{"It starts Sept. 12 and ends Dec. 4, the network said."}));
}

// A straight quotation mark after the period and a space opens the next sentence; one
// right after the period closes the sentence it ends.
TEST(Sentences, AStraightQuoteAfterASpaceOpensTheNextSentence) {
  EXPECT_EQ(SentenceTexts("\"Tamsel\" leaves Hulu Oct. 15. \"Brindle\" premieres Friday."),
            (Strings{"\"Tamsel\" leaves Hulu Oct. 15.", "\"Brindle\" premieres Friday."}));
  EXPECT_EQ(SentenceTexts("She said, \"It is over.\" Then she left."),
            (Strings{"She said, \"It is over.\"", "Then she left."}));
}

TEST(Sentences, InitialsAndTitles) {
  EXPECT_EQ(SentenceTexts("Producer Lena K. Ortiz met the cast. They talked for hours."),
            (Strings{"Producer Lena K. Ortiz met the cast.", "They talked for hours."}));
  EXPECT_EQ(SentenceTexts("Mr. Keel and Dr. Vale argued. Ms. Ortiz stayed out of it."),
            (Strings{"Mr. Keel and Dr. Vale argued.", "Ms. Ortiz stayed out of it."}));
  EXPECT_EQ(SentenceTexts("Creator Tom R. Keel and Mrs. Pell wrote the pilot."),
            (Strings{"Creator Tom R. Keel and Mrs. Pell wrote the pilot."}));
  // Ranks before a name: "Capt.", "Sgt.", "Lt.", "Det.".
  EXPECT_EQ(SentenceTexts("Ada Voss stars as Capt. Ines Morrow, and Lu Pell plays Sgt. Ray Dunn. Det. Kay Rooke "
                          "returns."),
            (Strings{"Ada Voss stars as Capt. Ines Morrow, and Lu Pell plays Sgt. Ray Dunn.", "Det. Kay Rooke returns."}));
}

// BUG (src/text/sentences.cc): dotted initials ("A.J.", "J.R.") end the sentence when
// a capitalized name follows; only single-letter initials ("Lena K. Ortiz") are known.
TEST(Sentences, DottedInitials) {
  SCOPED_TRACE("KNOWN BUG: fails until the bug described above this test is fixed");
  EXPECT_EQ(SentenceTexts("Producer A.J. Brill wrote the pilot. It sold quickly."),
            (Strings{"Producer A.J. Brill wrote the pilot.", "It sold quickly."}));
}

TEST(Sentences, UnitedStates) {
  EXPECT_EQ(SentenceTexts("The show was shot in the U.S. and Canada over two summers."),
            (Strings{"The show was shot in the U.S. and Canada over two summers."}));
  EXPECT_EQ(SentenceTexts("The U.S. House passed it. Nobody noticed."),
            (Strings{"The U.S. House passed it.", "Nobody noticed."}));
  EXPECT_EQ(SentenceTexts("The family moved to the U.S. The move was hard on them."),
            (Strings{"The family moved to the U.S.", "The move was hard on them."}));
}

TEST(Sentences, Ellipses) {
  EXPECT_EQ(SentenceTexts("I don't know... Maybe next year."), (Strings{"I don't know...", "Maybe next year."}));
  EXPECT_EQ(SentenceTexts("I don't know... maybe next year."), (Strings{"I don't know... maybe next year."}));
  EXPECT_EQ(SentenceTexts("I don't know\u2026 Maybe next year."),
            (Strings{"I don't know\u2026", "Maybe next year."}));
}

TEST(Sentences, QuestionAndExclamation) {
  EXPECT_EQ(SentenceTexts("Is it over? Yes! It is over."), (Strings{"Is it over?", "Yes!", "It is over."}));
  EXPECT_EQ(SentenceTexts("Season 2 premieres Friday. 10 episodes follow weekly."),
            (Strings{"Season 2 premieres Friday.", "10 episodes follow weekly."}));
}

TEST(Sentences, ClosingQuoteStaysWithItsSentence) {
  EXPECT_EQ(SentenceTexts("Ortiz said, \"We start over.\" Then she left the room."),
            (Strings{"Ortiz said, \"We start over.\"", "Then she left the room."}));
  EXPECT_EQ(SentenceTexts("Ortiz said, \u201CWe start over.\u201D Then she left the room."),
            (Strings{"Ortiz said, \u201CWe start over.\u201D", "Then she left the room."}));
  EXPECT_EQ(SentenceTexts("It was over (for now.) Then it began again."),
            (Strings{"It was over (for now.)", "Then it began again."}));
}

TEST(Sentences, QuoteSpanningSentences) {
  std::string t = "\u201CI left. Then I came back. That is all,\u201D Ortiz said. Nobody replied.";
  Document d = Doc(t);
  AnnotatedText at = Annotate(d);
  EXPECT_EQ(SentenceTexts(t), (Strings{"\u201CI left.", "Then I came back.", "That is all,\u201D Ortiz said.",
                                       "Nobody replied."}));
  ASSERT_EQ(at.quotations.size(), 1u);
  EXPECT_EQ(at.Slice(at.quotations[0].inner), "I left. Then I came back. That is all,");
  // The quotation runs across three sentences.
  EXPECT_EQ(at.SentenceAt(at.quotations[0].inner.start), 0u);
  EXPECT_EQ(at.SentenceAt(at.quotations[0].inner.end - 1), 2u);
  ExpectConsistent(at);
}

TEST(Sentences, NeverCrossParagraphs) {
  std::string t = "The diner burned down in the finale and the owner was gone\n\nNobody knows where she went";
  Document d = Doc(t);
  AnnotatedText at = Annotate(d);
  ASSERT_EQ(at.sentences.size(), 2u);
  EXPECT_EQ(at.Slice(at.sentences[0].span), "The diner burned down in the finale and the owner was gone");
  EXPECT_EQ(at.sentences[0].paragraph, 0u);
  EXPECT_EQ(at.Slice(at.sentences[1].span), "Nobody knows where she went");
  EXPECT_EQ(at.sentences[1].paragraph, 1u);
  ExpectConsistent(at);
}

// ---------------------------------------------------------------- tokens

TEST(Tokens, WordsNumbersAndPunctuation) {
  std::string t = "Kim's diner doesn't open; O'Neal said U.S. fans wait 8:30 or 8/7c for 1,000 Disney+ CW shows...";
  EXPECT_EQ(TokenTexts(t), (Strings{"Kim", "'s", "diner", "doesn't", "open", ";", "O'Neal", "said", "U.S", ".",
                                    "fans", "wait", "8:30", "or", "8/7c", "for", "1,000", "Disney+", "CW", "shows",
                                    "..."}));
  auto toks = Tokenize(t, {0, t.size()});
  ASSERT_EQ(toks.size(), 21u);
  EXPECT_EQ(toks[0].kind, TokenKind::kWord);
  EXPECT_TRUE(toks[0].Has(kCapitalized));
  EXPECT_FALSE(toks[0].Has(kAllCaps));
  EXPECT_TRUE(toks[1].Has(kPossessive));
  EXPECT_FALSE(toks[2].Has(kCapitalized));
  EXPECT_EQ(toks[5].kind, TokenKind::kPunct);
  EXPECT_EQ(toks[12].kind, TokenKind::kNumber);
  EXPECT_EQ(toks[16].kind, TokenKind::kNumber);
  EXPECT_TRUE(toks[18].Has(kAllCaps));
  EXPECT_EQ(toks[20].kind, TokenKind::kPunct);
}

TEST(Tokens, UnicodeLettersSpacesAndCurlyMarks) {
  std::string t = "Zo\u00EB \u00C4ngstr\u00F6m\u00A0met Kim\u2019s caf\u00E9 \u201Ctoday\u201D";
  EXPECT_EQ(TokenTexts(t), (Strings{"Zo\u00EB", "\u00C4ngstr\u00F6m", "met", "Kim", "\u2019s", "caf\u00E9",
                                    "\u201C", "today", "\u201D"}));
  auto toks = Tokenize(t, {0, t.size()});
  ASSERT_EQ(toks.size(), 9u);
  EXPECT_TRUE(toks[1].Has(kCapitalized));
  EXPECT_TRUE(toks[4].Has(kPossessive));
  EXPECT_TRUE(toks[6].Has(kQuoteMark));
  EXPECT_TRUE(toks[8].Has(kQuoteMark));
  EXPECT_FALSE(toks[7].Has(kQuoteMark));
}

TEST(Tokens, RangeIsRespected) {
  std::string t = "outside words [inside words] outside";
  size_t s = t.find('['), e = t.find(']') + 1;
  auto toks = Tokenize(t, {s, e});
  ASSERT_EQ(toks.size(), 4u);
  EXPECT_EQ(toks.front().start, s);
  EXPECT_EQ(toks.back().end, e);
}

TEST(Tokens, InQuoteAndSentenceStartFlags) {
  std::string t = "Ortiz said, \"We start over.\" Then she watched 'Maple Lane' again.";
  Document d = Doc(t);
  AnnotatedText at = Annotate(d);
  ExpectConsistent(at);
  for (uint32_t i = 0; i < at.tokens.size(); ++i) {
    std::string_view w = at.TokenText(i);
    bool inside_double = at.tokens[i].start > t.find('"') && at.tokens[i].end <= t.rfind('"');
    if (at.tokens[i].kind == TokenKind::kWord) {
      EXPECT_EQ(at.tokens[i].Has(kInQuote), inside_double) << w;
    }
    if (w == "Maple" || w == "Lane") {
      EXPECT_FALSE(at.tokens[i].Has(kInQuote)) << "single-quoted titles are no quote";
    }
    bool starts = w == "Ortiz" || w == "Then";
    EXPECT_EQ(at.tokens[i].Has(kSentenceStart), starts) << w;
  }
}

// ---------------------------------------------------------------- quotations

struct Q {
  std::string inner;
  bool open = true, close = true, single = false;
};

std::vector<Q> Quotes(const std::string& t) {
  Document d = Doc(t);
  AnnotatedText at = Annotate(d);
  ExpectConsistent(at);
  std::vector<Q> out;
  for (const auto& q : at.quotations) {
    out.push_back({std::string(at.Slice(q.inner)), q.has_open_mark, q.has_close_mark, q.single});
    // The outer span is the inner one plus the marks that are there.
    std::string_view outer = at.Slice(q.outer);
    if (q.has_open_mark) {
      EXPECT_GT(q.inner.start, q.outer.start) << outer;
    } else {
      EXPECT_EQ(q.inner.start, q.outer.start) << outer;
    }
    if (q.has_close_mark) {
      EXPECT_LT(q.inner.end, q.outer.end) << outer;
    }
  }
  return out;
}

void ExpectQuotes(const std::string& t, const std::vector<Q>& want) {
  auto got = Quotes(t);
  ASSERT_EQ(got.size(), want.size()) << t;
  for (size_t i = 0; i < want.size(); ++i) {
    EXPECT_EQ(got[i].inner, want[i].inner) << t;
    EXPECT_EQ(got[i].open, want[i].open) << t << " / " << want[i].inner;
    EXPECT_EQ(got[i].close, want[i].close) << t << " / " << want[i].inner;
    EXPECT_EQ(got[i].single, want[i].single) << t << " / " << want[i].inner;
  }
}

TEST(Quotations, StraightMarks) {
  ExpectQuotes("Ortiz said, \"We start over in the fall.\" Then she left.", {{"We start over in the fall."}});
  ExpectQuotes("\"We start over,\" Ortiz said. \"The diner is gone.\"", {{"We start over,"}, {"The diner is gone."}});
  ExpectQuotes("She called the finale \"a mess\" and laughed.", {{"a mess"}});
}

TEST(Quotations, CurlyMarks) {
  ExpectQuotes("\u201CWe start over,\u201D Ortiz said. \u201CThe diner is gone.\u201D",
               {{"We start over,"}, {"The diner is gone."}});
}

TEST(Quotations, MixedMarks) {
  ExpectQuotes("\u201CWe start over,\" Ortiz said.", {{"We start over,"}});
  ExpectQuotes("\"We start over,\u201D Ortiz said.", {{"We start over,"}});
}

TEST(Quotations, MissingOpeningMark) {
  ExpectQuotes("We start over in the fall,\" Ortiz said.", {{"We start over in the fall,", false, true}});
  ExpectQuotes("We start over in the fall,\u201D Ortiz said.", {{"We start over in the fall,", false, true}});
}

TEST(Quotations, UnclosedRunsToParagraphEnd) {
  std::string t =
      "\u201CWe start over. The diner is gone.\n\n"
      "\u201CAnd we rebuild it,\u201D Ortiz said.\n";
  Document d = Doc(t);
  AnnotatedText at = Annotate(d);
  ExpectConsistent(at);
  ASSERT_EQ(at.quotations.size(), 2u);
  EXPECT_EQ(at.Slice(at.quotations[0].inner), "We start over. The diner is gone.");
  EXPECT_FALSE(at.quotations[0].has_close_mark);
  EXPECT_TRUE(at.quotations[0].has_open_mark);
  EXPECT_EQ(at.quotations[0].paragraph, 0u);
  EXPECT_EQ(at.quotations[0].outer.end, at.paragraphs[0].span.end);
  EXPECT_EQ(at.Slice(at.quotations[1].inner), "And we rebuild it,");
  EXPECT_TRUE(at.quotations[1].has_close_mark);
  EXPECT_EQ(at.quotations[1].paragraph, 1u);
  // Words of the unclosed quotation are in it.
  for (uint32_t i = 0; i < at.tokens.size(); ++i) {
    if (at.TokenText(i) == "diner") {
      EXPECT_TRUE(at.tokens[i].Has(kInQuote));
    }
  }
}

TEST(Quotations, SingleQuotedTitles) {
  ExpectQuotes("The finale of 'Maple Lane' airs Sunday.", {{"Maple Lane", true, true, true}});
  ExpectQuotes("The finale of \u2018Maple Lane\u2019 airs Sunday.", {{"Maple Lane", true, true, true}});
  // Inside a double quotation a single-quoted title is part of it, not a quotation of its own.
  ExpectQuotes("\"I loved 'Maple Lane' as a kid,\" Ortiz said.", {{"I loved 'Maple Lane' as a kid,"}});
}

TEST(Quotations, ApostrophesAreNotQuotes) {
  ExpectQuotes("Kim's diner doesn't open until O'Neal's crew arrives.", {});
  ExpectQuotes("Kim\u2019s diner doesn\u2019t open until O\u2019Neal\u2019s crew arrives.", {});
  ExpectQuotes("The Lees' diner and the Vales' farm were both sold.", {});
  ExpectQuotes("It felt like the '90s all over again.", {});
  ExpectQuotes("Kim\u2019s favorite is \u2018Maple Lane,\u2019 she said.", {{"Maple Lane,", true, true, true}});
}

// BUG (src/text/quotes.cc): a decade elision ('90s, ’80s) opens a single quotation when
// a quoted title follows later in the paragraph, giving the quotation
// "90s sitcom 'Maple Lane" instead of the title alone.
TEST(Quotations, DecadeApostropheBeforeQuotedTitle) {
  SCOPED_TRACE("KNOWN BUG: fails until the bug described above this test is fixed");
  ExpectQuotes("The '90s sitcom 'Maple Lane' returns this fall.", {{"Maple Lane", true, true, true}});
  ExpectQuotes("The \u201990s sitcom \u2018Maple Lane\u2019 returns this fall.", {{"Maple Lane", true, true, true}});
}

TEST(Quotations, OffsetsRoundTripInALongerText) {
  std::string t =
      "Maple Lane Gets a Spinoff\n\n"
      "Posted by: Jane Roe\n\n"
      "The network ordered a spinoff of \u2018Maple Lane\u2019 on Oct. 3, and Mr. Keel will run it. "
      "\u201CWe start over,\u201D Keel said. \"The diner is gone... but the people aren't.\"\n\n"
      "Producer Lena K. Ortiz agreed. \u201CIt airs at 9 p.m. on Fridays, which suits us.\n\n"
      "\u201CAnd the U.S. audience loves a diner,\u201D she added.\n";
  Document d = Doc(t, "Maple Lane Gets a Spinoff");
  AnnotatedText at = Annotate(d);
  ExpectConsistent(at);
  ASSERT_EQ(at.paragraphs.size(), 5u);
  EXPECT_EQ(at.paragraphs[0].kind, ParagraphKind::kHeadline);
  EXPECT_EQ(at.paragraphs[1].kind, ParagraphKind::kFurniture);
  std::vector<std::string> inners;
  for (const auto& q : at.quotations) inners.emplace_back(at.Slice(q.inner));
  EXPECT_EQ(inners, (Strings{"Maple Lane", "We start over,", "The diner is gone... but the people aren't.",
                             "It airs at 9 p.m. on Fridays, which suits us.", "And the U.S. audience loves a diner,"}));
  std::vector<std::string> sents;
  for (const auto& s : at.sentences)
    if (s.paragraph == 3) sents.emplace_back(at.Slice(s.span));
  EXPECT_EQ(sents, (Strings{"Producer Lena K. Ortiz agreed.", "\u201CIt airs at 9 p.m. on Fridays, which suits us."}));
}

// text::Find against std::string_view::find: every start offset, needles of every length
// up to 20 (with and without spaces at their ends), texts of lengths around the sixteen- and
// thirty-two-byte steps, over a small alphabet so that near-misses are everywhere. The
// second alphabet has bytes rare in prose (a capital, a digit), by which a needle over a
// long text is sought alone.
TEST(TextSearch, AgreesWithStringFindEverywhere) {
  uint32_t state = 12345;
  auto next = [&] {
    state = state * 1103515245u + 12345u;
    return (state >> 16) & 0x7FFF;
  };
  int checked = 0;
  for (const std::string alphabet : {"ab  c", "aB  c1"}) {
    for (size_t len : {0, 1, 2, 15, 16, 17, 31, 32, 33, 47, 48, 49, 64, 65, 100, 255, 256, 257, 300, 400}) {
      for (int round = 0; round < 8; ++round) {
        std::string text;
        for (size_t i = 0; i < len; ++i) text += alphabet[next() % alphabet.size()];
        std::vector<std::string> needles;
        for (size_t k = 1; k <= 20; ++k) {
          std::string needle;
          for (size_t i = 0; i < k; ++i) needle += alphabet[next() % alphabet.size()];
          needles.push_back(needle);
          // A piece of the text itself, so that most needles are found somewhere.
          if (len > 0) needles.push_back(text.substr(next() % len, k));
        }
        needles.push_back("   ");
        needles.push_back(" a ");
        for (const std::string& needle : needles)
          for (size_t from = 0; from <= len + 1; ++from) {
            ASSERT_EQ(text::Find(text, needle, from), std::string_view(text).find(needle, from))
                << "text '" << text << "' needle '" << needle << "' from " << from;
            ++checked;
          }
      }
    }
  }
  EXPECT_GT(checked, 100000);
}

TEST(TextSearch, FindsWordsInProse) {
  const std::string prose = "The showrunner tells a reporter that the season ends on a cliffhanger; she told us so.";
  EXPECT_EQ(text::Find(prose, " tells "), prose.find(" tells "));
  EXPECT_EQ(text::Find(prose, " told "), prose.find(" told "));
  EXPECT_EQ(text::Find(prose, "eason"), prose.find("eason"));
  EXPECT_EQ(text::Find(prose, "eason", prose.find("eason") + 1), std::string::npos);
  EXPECT_EQ(text::Find(prose, " speaking with "), std::string::npos);
  EXPECT_EQ(text::Find(prose, ""), 0u);
}

}  // namespace
}  // namespace showgraph
