// What every extractor of one document shares: the annotated text, the networks, works
// and names found in it, and how short names resolve to full ones.
#pragma once

#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "lexicon/lexicon.h"
#include "showgraph/document.h"
#include "showgraph/fact.h"
#include "text/search.h"
#include "showgraph/text.h"

namespace showgraph::syntax {
struct Word;
}

namespace showgraph::extract {

// A token's text. Compared with a string literal, the length is a constant, so the
// compiler inlines the comparison instead of calling memcmp: the extractors make
// millions of such comparisons ("season", "plays", "on").
struct Word : std::string_view {
  constexpr Word() = default;
  constexpr Word(std::string_view s) : std::string_view(s) {}
  Word(const std::string& s) : std::string_view(s) {}
  template <size_t N>
  bool operator==(const char (&literal)[N]) const {
    return size() == N - 1 && std::memcmp(data(), literal, N - 1) == 0;
  }
  // Words are short: a byte loop beats a call to memcmp.
  bool operator==(std::string_view other) const {
    if (size() != other.size()) return false;
    for (size_t k = 0; k < size(); ++k)
      if ((*this)[k] != other[k]) return false;
    return true;
  }
};

// A quick test that rules most words out of a short word list before comparing: which
// first letters, and which last letters, occur among the list's words of each length.
// (The last letters too: many words share a length and a first letter with some word of a
// list, "should" with "sunday", and went on to be compared with every word.)
class WordFilter {
 public:
  template <size_t N>
  constexpr explicit WordFilter(const std::string_view (&words)[N]) {
    for (std::string_view w : words) {
      if (w.empty() || w.size() >= kMaxLength) {
        all_ = true;
      } else {
        first_[w.size()] |= Bit(w.front());
        last_[w.size()] |= Bit(w.back());
      }
    }
  }
  bool MayContain(std::string_view w) const {
    if (all_) return true;
    return !w.empty() && w.size() < kMaxLength && (first_[w.size()] & Bit(w.front())) &&
           (last_[w.size()] & Bit(w.back()));
  }

 private:
  static constexpr size_t kMaxLength = 24;
  // One bit per lower-case letter; bit 31 for every other byte.
  static constexpr uint32_t Bit(char c) { return c >= 'a' && c <= 'z' ? 1u << (c - 'a') : 1u << 31; }
  uint32_t first_[kMaxLength] = {};
  uint32_t last_[kMaxLength] = {};
  bool all_ = false;  // a word the masks cannot describe: always compare
};

// A verb that gives an actor a part: "plays", "portrayed", "voices" (animation), in any
// form. Cast, story and quotes read the same list.
inline bool IsPlayVerb(Word lower) {
  static constexpr std::string_view kVerbs[] = {"plays",      "play",   "played", "playing", "portrays", "portray",
                                                "portrayed", "portraying", "voices", "voiced",  "voicing"};
  static constexpr WordFilter kVerbsFilter(kVerbs);
  if (!kVerbsFilter.MayContain(lower)) return false;
  for (std::string_view v : kVerbs)
    if (lower == v) return true;
  return false;
}

// A run of capitalized tokens that may name a person or character: "Lia M. Crane".
struct NameRun {
  uint32_t first = 0, end = 0;  // tokens [first, end)
  std::string text;             // as written, white space folded
  uint32_t words = 0;           // word tokens (initials count)
};

struct WorkMention {
  std::string name;  // canonical title, as first written in full
  std::string type;  // series, film, book, franchise, other
  std::vector<std::string> aliases;
  std::vector<Span> evidence;
  int mentions = 0;
  bool emit = false;  // confident enough to be a `work` fact
};

struct NetworkMention {
  uint32_t first = 0, end = 0;  // tokens
  std::string name;             // canonical
};

class DocContext {
 public:
  DocContext(const Document& doc, const AnnotatedText& at);

  const Document& doc;
  const AnnotatedText& at;
  const Lexicon& lex;

  // Token access. (The count and the first token are kept here: at.tokens.size() divides
  // by the 12-byte Token, and these accessors run millions of times per megabyte.)
  size_t size() const { return token_count_; }
  // Tokens lie inside the text by construction: no bounds-checked substr (whose throw
  // keeps the compiler from inlining this, the commonest call of the extractors). (Forced
  // inline, as Lower: the compiler still made it a call in some passes.)
  [[gnu::always_inline]] Word Tok(size_t i) const {
    if (i >= token_count_) return {};
    const Token& t = tokens_[i];
    return std::string_view(at.text.data() + t.start, t.end - t.start);
  }
  // The token in lower case (ASCII), a view into a lower-cased copy of the text. (Forced
  // inline: in the longest passes the compiler made it a call, some 200,000 a corpus.)
  [[gnu::always_inline]] Word Lower(size_t i) const {
    if (i >= token_count_) return {};
    const Token& t = tokens_[i];
    return std::string_view(lower_text_.data() + t.start, t.end - t.start);
  }
  // The whole text in lower case (ASCII), byte for byte: a pass that wants a rare word
  // may search it first and read the tokens only when the word's letters are there.
  std::string_view LowerText() const { return std::string_view(lower_text_).substr(0, at.text.size()); }
  // (As IsLower below: a short literal, most often a mark like ",", is one 64-bit compare.)
  template <size_t N>
  bool Is(size_t i, const char (&word)[N]) const {
    if constexpr (N >= 2 && N - 1 <= kKeyBytes)
      return i < token_count_ && text_keys_[i] == PackedWord(word, N - 1);
    else
      return Tok(i) == word;
  }
  bool Is(size_t i, std::string_view word) const { return Tok(i) == word; }
  // A word of up to eight bytes is compared as one number, its bytes packed like the
  // token's in lower_keys_: the pattern code asks this some ten million times per megabyte.
  template <size_t N>
  bool IsLower(size_t i, const char (&word)[N]) const {
    if constexpr (N >= 2 && N - 1 <= kKeyBytes)
      return i < token_count_ && lower_keys_[i] == PackedWord(word, N - 1);
    else
      return i < size() && Lower(i) == word;
  }
  bool IsLower(size_t i, std::string_view word) const { return i < size() && Lower(i) == word; }
  // Past the last token reads as punctuation with no flags: a text's end is a boundary.
  // Checked here, once, because pattern code peeks ahead ("i + 2") everywhere and the
  // fuzzers found three such reads past the end before this check moved here.
  const Token& T(size_t i) const { return i < token_count_ ? tokens_[i] : kPastEnd; }
  // The paragraph kind of the token's sentence.
  ParagraphKind KindOfSentence(uint32_t s) const { return at.paragraphs[at.sentences[s].paragraph].kind; }
  // Sentence s opens its paragraph, ends it, or is its paragraph alone (a heading's or a
  // listing's line).
  bool OpensParagraph(uint32_t s) const { return s == 0 || at.sentences[s - 1].paragraph != at.sentences[s].paragraph; }
  bool EndsParagraph(uint32_t s) const {
    return s + 1 >= at.sentences.size() || at.sentences[s + 1].paragraph != at.sentences[s].paragraph;
  }
  bool WholeParagraph(uint32_t s) const { return OpensParagraph(s) && EndsParagraph(s); }
  // Opens its paragraph, or follows only a list item's number there ("3." / "Rambu Ndapa
  // (X), 6-1.": the splitter ends a sentence at the number's period).
  bool OpensItem(uint32_t s) const {
    if (OpensParagraph(s)) return true;
    if (!OpensParagraph(s - 1) || at.sentences[s - 1].paragraph != at.sentences[s].paragraph) return false;
    const Sentence& number = at.sentences[s - 1];
    return number.end_token == number.first_token + 2 && T(number.first_token).kind == TokenKind::kNumber &&
           Tok(number.first_token).size() <= 2 && (Is(number.first_token + 1, ".") || Is(number.first_token + 1, ")"));
  }

  // Lexicon classes of a token, looked up once per document.
  // (lexflags_ has one entry per token: the kept count spares the vector's size.)
  bool Has(size_t i, WordClass c) const { return i < token_count_ && (lexflags_[i] & c); }
  bool NonName(size_t i) const { return Has(i, kWordNonName); }
  bool Common(size_t i) const { return Has(i, kWordCommon); }
  bool Proper(size_t i) const { return Has(i, kWordProper); }
  bool Honorific(size_t i) const { return Has(i, kWordHonorific); }
  // The name a capitalized title stands before ("Dr. Elliot Marsh", "Deputy Sam
  // Trujillo"), in the same sentence; nullptr when token i is no such title.
  // Titles may stack: "Detective Inspector Rafe Holloway".
  const NameRun* NameAfterTitle(size_t i) const {
    // ("Shawano County Sheriff Ruel Pecore": past the place and office before the title.)
    for (size_t k = i + 1; !Honorific(i) && k + 1 < size() && k < i + 5 && T(k - 1).Has(kCapitalized); ++k)
      if (Honorific(k) && T(k).Has(kCapitalized) && NameAt(k + 1)) i = k;
    for (int titles = 0; titles < 3; ++titles) {
      if (!Honorific(i) || !T(i).Has(kCapitalized)) return nullptr;
      size_t k = Is(i + 1, ".") ? i + 2 : i + 1;
      if (k >= size() || SentenceOf(k) != SentenceOf(i)) return nullptr;
      if (const NameRun* r = NameAt(k)) return r;
      i = k;
    }
    return nullptr;
  }
  bool SpeechVerb(size_t i) const { return Has(i, kWordSpeech); }
  // The first token at or after `from` with any of the classes `c`, or size(): a pass
  // over the tokens of a class (speech verbs, a network's first words) reads the flags
  // four at a time past the rest, where testing each token cost some ten instructions.
  size_t NextWith(size_t from, uint16_t c) const { return NextWith(from, c, token_count_); }
  // The same before token `end` (at most size()), or `end`: for a pass over one sentence.
  size_t NextWith(size_t from, uint16_t c, size_t end) const {
    const uint64_t mask = c * 0x0001000100010001ull;
    size_t k = from;
    for (; k + 4 <= end; k += 4) {
      uint64_t four;
      std::memcpy(&four, lexflags_.get() + k, sizeof four);
      if (const uint64_t hit = four & mask) return k + static_cast<size_t>(__builtin_ctzll(hit)) / 16;
    }
    for (; k < end; ++k)
      if (lexflags_[k] & c) return k;
    return end;
  }
  // The first token at or after `from` with any of the token flags `f` (kCapitalized, say),
  // or size(): a pass over the title-case words skips the others in a loop of its own, with
  // no call in it, where its own loop's calls made it load the tokens again at every step.
  size_t NextWithFlag(size_t from, uint16_t f) const {
    while (from < token_count_ && !(tokens_[from].flags & f)) ++from;
    return from;
  }
  // The first token at or after `from` whose lower-case text is `word` (of up to eight bytes,
  // compared as packed keys), or size(): a pass over one word's tokens, likewise.
  template <size_t N>
  size_t NextLower(size_t from, const char (&word)[N]) const {
    static_assert(N >= 2 && N - 1 <= kKeyBytes, "a word of one to eight bytes");
    const uint64_t key = PackedWord(word, N - 1);
    while (from < token_count_ && lower_keys_[from] != key) ++from;
    return from;
  }
  // Index of the sentence holding token i.
  uint32_t SentenceOf(size_t i) const { return sentence_of_[i]; }
  // The possessives ("'s") and opening brackets ("(", "[") in text order: a pass about
  // possessors or brackets visits these alone, where testing every token cost more than
  // its work. (Filled with the sentences' cues: Annotate puts every token in a sentence.)
  const std::vector<uint32_t>& PossessivesAndBrackets() const { return marks_; }
  // What a sentence may hold, from its words: an extractor skips sentences without its cues.
  enum SentenceCue : uint8_t { kCueCast = 1, kCueCrew = 2 };
  bool SentenceMay(uint32_t s, SentenceCue cue) const { return (sentence_cues_[s] & cue) != 0; }

  // Networks, works and names; filled in this order by the Find* passes.
  std::vector<NetworkMention> networks;
  std::vector<WorkMention> works;
  std::vector<NameRun> names;
  std::vector<int32_t> name_starting_at;  // token -> index in names, or -1 (one entry per token)
  std::vector<int32_t> name_ending_at;    // token (last of run) -> index in names, or -1 (likewise)
  std::vector<uint8_t> masked;            // token is part of a work title or network name
  int main_work = -1;
  std::optional<int> season;  // the season the article is about, when it says
  // The zone of a US listing's times that name none: Eastern, as the press writes them,
  // unless the article says otherwise ("All times Pacific").
  std::string listing_zone = "ET";
  // Whether the article states that zone itself: then it holds for every listing, a
  // Canadian broadcaster's or one whose network the clause leaves unnamed.
  bool listing_zone_stated = false;
  std::unordered_set<std::string> speakers;  // full names seen next to a speech verb
  // People the article says go by one name ("the singer Zulay, who goes by one name").
  std::vector<std::string> mononyms;
  // A who's-who article's headings ("SOLOMON VANDIVER (Langston Hightower)"): the
  // paragraph of each and the part it names, in order. The section below is about it.
  std::vector<std::pair<uint32_t, std::string>> part_headings;
  // A cast roundup's headings name the actor first ("OVA BATTISE (Rosanna Beiler)"): once
  // one is found so, the rest of the document's are read so too.
  bool headings_actor_first = false;
  // A paragraph that opens on its part ("WINNER: Lhingneilam Hangshing (X). The hotel
  // manager ..."): the paragraph and the part, in order. Only that paragraph is about it.
  std::vector<std::pair<uint32_t, std::string>> paragraph_parts;

  const std::string& MainWork() const;
  // The work of this canonical name, or nullptr.
  const WorkMention* WorkNamed(std::string_view name) const;
  // The work a fact at token `tok` is of when its sentence names none: the work of the
  // section heading above it in a roundup ("COLDHARBOUR (FX)", "'Alderwick' opens big"),
  // else the article's main work.
  const std::string& WorkHere(size_t tok) const;
  std::vector<int32_t> section_work;  // sentence -> index in works of its section, or -1
  // (Both token maps have one entry per token from the constructor on: the kept count
  // spares the vectors' sizes, as for lexflags_.)
  const NameRun* NameAt(size_t tok) const {
    return tok < token_count_ && name_starting_at[tok] >= 0 ? &names[name_starting_at[tok]] : nullptr;
  }
  const NameRun* NameEndingAt(size_t tok) const {
    return tok < token_count_ && name_ending_at[tok] >= 0 ? &names[name_ending_at[tok]] : nullptr;
  }
  // The network named at token `tok`, if any. (The mask inline: networks are masked, and
  // most of the some 150,000 tokens asked a corpus answer without a call.)
  const NetworkMention* NetworkAt(size_t tok) const {
    return tok < masked.size() && masked[tok] ? MaskedNetworkAt(tok) : nullptr;
  }
  // The network starting at masked token `tok`, if any.
  const NetworkMention* MaskedNetworkAt(size_t tok) const;

  // Registers a full name ("Rosa Lind") so short forms resolve to it.
  void AddFullName(const std::string& full);
  // The full names AddFullName registered (from runs, bracketed names and headings in
  // capitals), in the order they came: their surnames make a lone ordinary word a name.
  const std::vector<std::string>& FullNames() const { return full_names_; }
  // Registers a nickname ("Gus" for "Augustin Thibodeaux"); full must be registered.
  void AddNickname(const std::string& nick, const std::string& full);
  // The full form of a name as the document completes it: "Crane" -> "Lia M. Crane".
  // Returns the name unchanged when the document never completes it (or is ambiguous).
  std::string Resolve(const std::string& name) const;
  // The first full name the article gives that ends with `surname`, or "": whom a profile
  // means by a surname its subject shares with kin named later ("Rumaihi said").
  std::string FirstNamedWithSurname(const std::string& surname) const;
  // Every full name with this word as a part ("Brandt" -> "Anika Brandt", "Teodor
  // Brandt"): who "the Brandts" are.
  std::vector<std::string> FullNamesWithPart(std::string_view part) const;
  // Whether FullNamesWithPart(part) is not empty, without building the list (FindWorks asks
  // it of some 19,000 title-case words a corpus).
  bool HasFullNameWithPart(std::string_view part) const;

  // YearInText(*this) (calendar.h), worked out on first use: InferYear asks it for every
  // date of an article without a publication date, and it reads every token.
  int YearInTextCached() const;

  // Evidence span for a token range: the sentence containing it.
  Span SentenceSpanOf(size_t tok) const;
  // Sentence s as the shallow parser reads it (src/syntax/shallow.h): its words in lower
  // case, with capitals, possessives ("'s", a bare "'"), numbers and the names found here.
  void SentenceWords(uint32_t s, std::vector<syntax::Word>* words) const;

 private:
  static constexpr Token kPastEnd{0, 0, TokenKind::kPunct, 0};
  const Token* tokens_;  // at.tokens, which never changes under a DocContext
  size_t token_count_;
  std::string lower_text_;
  // Bytes 0..n-1 of a word as a little-endian number, the rest zero. Two words of up to
  // eight bytes are equal when their numbers are: no literal holds a zero byte, and a zero
  // byte in the text is a punctuation token of its own.
  static constexpr size_t kKeyBytes = 8;
  static constexpr uint64_t PackedWord(const char* w, size_t n) {
    uint64_t key = 0;
    for (size_t b = 0; b < n; ++b) key |= uint64_t{static_cast<unsigned char>(w[b])} << (8 * b);
    return key;
  }
  // Per token: its text and its lower-case text packed so, or kLongKey for a token of more
  // than eight bytes, which equals no packed word (its bytes are not all 0xFF).
  static constexpr uint64_t kLongKey = ~uint64_t{0};
  // (Arrays left uninitialized: the constructor writes every entry, and zero-filling
  // them first cost more than filling them.)
  std::unique_ptr<uint64_t[]> text_keys_;
  std::unique_ptr<uint64_t[]> lower_keys_;
  std::unique_ptr<uint16_t[]> lexflags_;
  std::unique_ptr<uint32_t[]> sentence_of_;  // (likewise: each sentence writes its own tokens)
  std::vector<uint8_t> sentence_cues_;
  std::vector<uint32_t> marks_;  // PossessivesAndBrackets
  std::vector<std::string> full_names_;
  StringMap<std::vector<size_t>> by_part_;  // first/last word -> full names
  std::vector<std::pair<std::string, std::string>> nickname_forms_;  // "Wally Roe" -> "Walt 'Wally' Roe"'s full name
  void AddPart(std::string_view part, size_t full_name);
  // Resolve's answers by name: a document resolves the same few names again and again.
  // Emptied whenever a name is registered (AddFullName, AddNickname: the only changes to
  // what Resolve reads). Per document, like the rest of the context.
  mutable StringMap<std::string> resolved_;
  mutable int year_in_text_ = -1;  // YearInTextCached's answer; -1 until asked
  std::string ResolveUncached(const std::string& name) const;
  // Of the full names `candidates` (indexes) that end with `name`, the one the headline
  // names, when exactly one does; else `name`.
  std::string HeadlineNameWith(const std::vector<size_t>& candidates, const std::string& name) const;
};

// Passes, in the order the extractor runs them.
void FindNetworks(DocContext& ctx);
void FindWorks(DocContext& ctx);
void FindNames(DocContext& ctx);
void FindSeasonContext(DocContext& ctx);
void FindSections(DocContext& ctx);

void ExtractWorks(const DocContext& ctx, std::vector<Fact>* out);
void ExtractCast(DocContext& ctx, const std::vector<std::string>& crew, std::vector<Fact>* out);
void ExtractCrew(DocContext& ctx, std::vector<Fact>* out);
void ExtractAirings(const DocContext& ctx, std::vector<Fact>* out);
// The airings set against each other once every sentence is read (airing_passes.cc).
void ReconcileAirings(const DocContext& ctx, std::vector<Fact>* out);
void ExtractQuotes(const DocContext& ctx, std::vector<Fact>* out);
// Relationships, events, attributes, appears_in; cast and crew say who is a person.
void ExtractStory(const DocContext& ctx, const std::vector<Fact>& cast, const std::vector<Fact>& crew,
                  std::vector<Fact>* out);

// Small shared helpers.
// The work (canonical name) a stretch of text names first, or "".
std::string FirstWorkIn(const DocContext& ctx, std::string_view text);
// The work a stretch of text names last ("..., which airs Sundays": the one before it).
std::string LastWorkIn(const DocContext& ctx, std::string_view text);
// The work a stretch of text is about: the first it names, past titles that modify a
// noun ("Foo creator Ann Lee", "Foo's star", "Foo fans") and credits in brackets ("Ann
// Lee (Bar)"), or "".
std::string TopicWorkIn(const DocContext& ctx, std::string_view text);
// The small words a title keeps in lower case: "and", "the", "of", "in", ...
bool IsFunctionWord(Word w);
// The gender a kin noun or a title gives the name it stands before ("her father, Tom",
// "her late husband, Yakhiil", "Mrs. Okafor"): 'f', 'm', or 0 (story.cc).
char NounGender(std::string_view w);
// The work token `tok`'s sentence names last before it ("co-created the CBC drama Foo
// and ran it": Foo), or "".
std::string LastWorkBefore(const DocContext& ctx, size_t tok);
// The work whose name a stretch of text ends with, past spaces and closing quotation
// marks, or "": what a relative clause after the text ("..., which ...") is about.
std::string WorkJustBefore(const DocContext& ctx, std::string_view text);
// The work a roundup's section heading names, in any case ("COLDHARBOUR (FX)", "The
// Goldcrest"), or "": the title before the bracket, "The" aside, is a written form of it.
std::string WorkOfHeading(const DocContext& ctx, std::string_view heading);
// The work of sentence s when it is a roundup's section heading, a paragraph of its own
// that is a title and its network in brackets ("COLDHARBOUR (FX)"); else "".
std::string SectionHeadingWork(const DocContext& ctx, uint32_t s);
// Sentence s leads a roundup's listing entry: it opens its paragraph and names a title
// and, in brackets at its end, a network ("Foo Bar, Season 2 (HBO)."), or it is a TV
// guide's entry line ("Wilga, 8.30pm, ABC TV").
bool IsListingLead(const DocContext& ctx, uint32_t s);
// A streaming list's heading line, a line of its own that opens its paragraph: a title,
// maybe its season, and a date ("Copper Tide (Tuesday, Nov. 24)", "The Ninth Lantern,
// Season 2 (Wednesday, Nov. 25, 12 p.m. PT)", "Saltwater Saints: Friday, Nov. 27, Prime
// Video", "Foo - Season 2 premieres Wednesday, Nov. 25, on Hulu"). The token after the
// title, or 0; *title_end gets the end of the title and *season its season (0 if none).
size_t DatedHeading(const DocContext& ctx, uint32_t s, size_t* title_end, int* season);
// A TV guide's entry line of its own ("Wilga, 8.30pm, ABC TV"): the token its network
// starts at, or 0.
size_t GuideLineNetwork(const DocContext& ctx, uint32_t s);
// A listing line that opens with its date and a colon: "Dec. 2: 'Copper Lantern' (Season 2)".
bool OpensWithDateColon(const DocContext& ctx, size_t first);
// A schedule grid's line, a paragraph of its own: "8:30 p.m. — Ardent Ways (new)". The
// token its title starts at, or 0; the title ends at a bracket or the paragraph's end.
size_t GridLineTitle(const DocContext& ctx, uint32_t s);
// A word or number that is no possessive. (Inline: the quote pass asks it of every token.)
inline bool IsWordToken(const Token& t) { return t.kind != TokenKind::kPunct && !t.Has(kPossessive); }
// A preposition after which a capitalized name is most often a place ("grew up in
// Stonington", "back from Chicago", "a farm outside Tulsa", "someone inside City Hall", "a
// ski area above Ouray"), not a person.
inline bool IsPlacePreposition(std::string_view w) {
  return w == "in" || w == "from" || w == "at" || w == "near" || w == "into" || w == "outside" || w == "across" ||
         w == "inside" || w == "above" || w == "below";
}
// "Foo Pictures", "Haeron Group", "Vandiver Beauty": a name whose last word makes it a
// company's, neither a person nor a character.
bool IsCompanyName(std::string_view name);
// Awards: "X was nominated for lead actress in a drama for playing Y", "and Z for
// supporting actor for playing W", "X won for writing 'Ep'": the nominee before the
// "for" at token `for_tok` (a run of plain words, commas and "was nominated" between),
// or nullptr.
const NameRun* NomineeBefore(const DocContext& ctx, size_t for_tok, size_t first);
// Adds a span to a fact's evidence unless it is there already (a fact seen twice).
inline void AddEvidence(Fact* f, Span s) {
  for (const Span& e : f->evidence)
    if (e == s) return;
  f->evidence.push_back(s);
}
// text.find(needle, from), but npos for an empty needle.
inline size_t FindFrom(std::string_view text, std::string_view needle, size_t from) {
  return needle.empty() ? std::string_view::npos : text::Find(text, needle, from);
}

std::string FoldSpaces(std::string_view s);
// FoldSpaces without a copy when s is already folded (the common case); else folds into
// *scratch and returns a view of it.
std::string_view FoldedView(std::string_view s, std::string* scratch);

}  // namespace showgraph::extract
