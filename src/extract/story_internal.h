// Internal to the story extractor (src/extract/story*.cc): the state of one document's
// walk and the helpers every pattern shares. Not a public interface.
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "extract/context.h"
#include "text/chars.h"
#include "syntax/shallow.h"

namespace showgraph::extract {

inline bool IsNegation(std::string_view w) {
  return w == "not" || w == "never" || w == "no" || w == "nobody" || w.ends_with("n't") ||
         w.ends_with("n\u2019t") || w == "cannot" || w == "without";
}

inline bool IsHedge(std::string_view w) {
  return w == "if" || w == "whether" || w == "might" || w == "could" || w == "would" || w == "may" ||
         w == "should" || w == "maybe" || w == "perhaps" || w == "wonder" || w == "theory" || w == "rumor" ||
         w == "speculate" || w == "speculation" || w == "hope" || w == "hopes" || w == "unless" ||
         w == "presumed" || w == "believed" || w == "thought" || w == "supposedly" || w == "apparently" ||
         w == "seemingly" || w == "rumored" || w == "convinced" || w == "feared" || w == "faked";
}

// The gender a pronoun asks for ('f', 'm'), or 0.
char PronounGender(std::string_view w);
// (NounGender, the gender a kin noun or a title gives a name, is in extract/context.h: the
// cast reader asks it too.)
// "she" 'f', "he" 'm', else 0: a subject pronoun of one gender (not "her", "they").
inline char HeOrShe(std::string_view w) { return w == "she" ? 'f' : w == "he" ? 'm' : 0; }
// One hash probe for a word of the lists: 'f' for the first, 'm' for the second.
using GenderMap = std::unordered_map<std::string_view, char, StringHash>;  // word -> 'f' or 'm'
const GenderMap* GenderTable(std::initializer_list<std::string_view> female, std::initializer_list<std::string_view> male);

inline bool IsPossessivePronoun(std::string_view w) { return w == "her" || w == "his" || w == "their"; }

// The family name of a full name: its last word, unless that is a generation suffix
// ("Jr.", "III"); "" for a single name.
std::string_view Surname(std::string_view name);
inline bool IsSubjectPronoun(std::string_view w) { return w == "she" || w == "he" || w == "they"; }
// "married", "wed": the verb of a wedding, right after its subject.
inline bool IsVerbOfMarriage(std::string_view w) { return w == "married" || w == "marries" || w == "wed" || w == "weds"; }
// "engaged", or its older word "betrothed" ("she was betrothed to her mother's nephew").
inline bool IsEngaged(std::string_view w) { return w == "engaged" || w == "betrothed"; }
// A word that opens an object noun group: "split the money", "separated their accounts".
inline bool IsDeterminer(std::string_view w) {
  return w == "the" || w == "a" || w == "an" || w == "his" || w == "her" || w == "their" || w == "its" ||
         w == "our" || w == "some" || w == "everything";
}

// How far (in tokens) a pattern looks for its parts.
constexpr size_t kReach = 200;

// One document's story: Run() visits every story sentence's tokens; each Visit hands the
// token to the relationship, event and attribute patterns, which add facts to `out`.
// Borrows the context, which must outlive it. Not thread-safe (one per document).
class Story {
 public:
  Story(const DocContext& ctx, const std::vector<Fact>& cast, const std::vector<Fact>& crew);
  void Run(std::vector<Fact>* out);

 private:
  // story.cc: the walk and the shared helpers.
  // The tokens Visit reads: one that may start a pattern (a number, a possessive, a story
  // cue, a name or a title before one), or a capitalized word after "the" (a family name
  // in the plural, maybe). Run tests them inline: most tokens are neither, and cost no call.
  bool StartsPattern(size_t i) const;
  bool AfterThe(size_t i, const Sentence& sent) const;
  // The first token of [from, end) either test may hold for (a number, a possessive, a
  // capital, a story cue or title word, a name's start), or end.
  size_t NextCandidate(size_t from, size_t end) const;
  void Visit(size_t i, const Sentence& sent, bool starts, std::vector<Fact>* out);
  std::string_view ParagraphText(uint32_t p) const { return ctx_.at.Slice(ctx_.at.paragraphs[p].span); }
  // A name that stands for a character here (not an actor, crew member, work or network).
  // With `place_ok`, also after "in", "at", "from" (where a name is most often a place).
  std::string CharacterAt(size_t tok, bool place_ok = false) const;
  const NameRun* RunAt(size_t tok) const;
  // "her hometown of Tromso", "the town of Canora": a name after a place noun and "of".
  bool AfterPlaceNoun(const NameRun* r) const;
  // The token after a name and any "(Actor)" right after it.
  size_t After(const NameRun* r) const;
  std::string ResolvePronoun(size_t tok, const std::string& not_this = {}) const;
  // The part a who's-who section is about (its "NAME (Actor)" heading, a few paragraphs
  // up at most), or "": for the visited sentence's paragraph, or for `paragraph`.
  std::string Topic() const;
  std::string TopicOf(uint32_t paragraph) const;
  // The part a paragraph opens on ("WINNER: X (Y). ..."), or nullptr.
  const std::string* ParagraphPart(uint32_t paragraph) const;
  // The same from headings only, not from a paragraph that opens on its part: a verbless
  // description is a who's-who section's, and the sentences after "WINNER: X (Y)." are
  // whole ones.
  std::string SectionTopic() const;
  std::string HeadingTopicOf(uint32_t paragraph) const;
  // The sentence opens with a description and no verb before token `tok`: "Solomon's
  // first wife and the mother of ...", the section's part being described.
  bool VerblessOpening(size_t tok) const;
  bool Asserted(size_t cue) const;
  // Whether a relation named inside a noun group ("her sister Tess") holds: the clause may
  // be negated ("her sister Tess never calls"), but not asked, hedged or conditional.
  // through_questions: a question, a condition or a "whether" takes the relation a
  // possessed noun names as known ("And her sister Delphine?"); an event it names ("Will
  // Mark's exit stick?") it does not.
  // apposition: the noun is set off with its name ("The father is not her fiance, X, but
  // ..."): the tie is presupposed even in a negated copula's predicate.
  bool Presupposed(size_t cue, bool through_questions = false, bool apposition = false) const;
  std::string SurvivedBy(size_t tok) const;
  std::string DescribedByApposition(size_t tok) const;
  std::string SubjectBefore(size_t tok, bool strict = false) const;
  bool PossessiveAt(size_t tok) const;
  // The name modifies a common noun after it in its noun group ("the failing Toledo
  // bowling alley", "the Sorrell family home"): it names no one a pronoun may refer to.
  bool ModifiesNoun(const NameRun* r) const;
  // The gender a kin noun or a title right before the name gives it, or 0.
  char MentionGender(const NameRun* r) const;
  // story_gender.cc: the gender ('f', 'm') the whole article shows a character to have,
  // or 0 when it shows none or both.
  char CharacterGender(const std::string& character) const;
  void BuildGenders() const;
  char KinNounGender(const NameRun* r) const;
  bool NamedRightAfter(size_t k, size_t end) const;
  const Lexicon::Relation* TwoWordRelation(size_t k) const;
  bool PairAt(size_t tok, std::string* a, std::string* b, size_t* end) const;
  // What a pair ending at `end` is, told by a copula and a relation noun or by "each
  // other" after token `v` ("are rivals", "have been bitter rivals", "can't stand each
  // other"); adds it and returns true.
  // With `apposition`, `v` opens a description set off after the pair ("Ada and Tom, a
  // married couple", "Cal and Declan, two brothers"): read as if "are" stood before it.
  bool PairCopula(size_t end, size_t v, const std::string& a, const std::string& b, std::vector<Fact>* out,
                  bool apposition = false);
  // "X and Y, a married couple", "X and Y, who are siblings": the pair ending at `end`
  // described after a comma; adds it and returns true.
  bool PairApposition(size_t end, const std::string& a, const std::string& b, std::vector<Fact>* out);
  // The characters of a list at `tok`: "Marijke, Joost and Wietske", "Ada and Tom" (at
  // most six). Empty unless a name stands at `tok`.
  std::vector<std::string> ListAt(size_t tok) const;
  // Past a description set off by commas between two names of a list; else `tok`.
  size_t PastListedDescription(size_t tok) const;
  // The pair a "their" at `tok` refers back to when it follows one: "Hendrik and Griet and
  // their children".
  bool PairBeforeTheir(size_t tok, std::string* a, std::string* b) const;
  // The character a description at `tok` leads to: "the family patriarch, Augustus
  // Whitlow", "the town's 911 dispatcher, Laleh", "rookie Owen Pratt" (lower-case words,
  // possessives and numbers, at most `reach` tokens, then the name or a comma and the name).
  std::string CharacterAfterDescription(size_t tok, size_t reach) const;
  // The same, only for a short description that a determiner opens and a comma closes:
  // "his wife, Maida", "the mine foreman, Udo Kessler" (not "his brother and fled to ...").
  std::string NamedAfterDescriptionComma(size_t tok) const;
  // A name, maybe with its actor in parentheses, between "with" and the token `tok`:
  // "ended with Sheriff Orlin Gensaw (X) marrying".
  bool NameAfterWithBefore(size_t tok) const;
  // The token after "for" in "falls for X" or "has fallen, in the worst way, for X" (the
  // verb at `verb`); 0 when no "for" follows.
  size_t FallsForAt(size_t verb) const;
  // The character at `tok`; or, when a possessor stands there, the one its noun names:
  // "the death of Nuala's father, the retired superintendent Donncha Breslin".
  std::string OneNamedAfterPossessor(size_t tok) const;
  // The character a possessive pronoun at `tok` and its noun are named after: "his
  // longtime girlfriend, Lucy", "her husband, Simeon" (at most four lower-case words, a
  // comma, the name; *named_at, when given, is set to the name's first token); empty
  // otherwise.
  std::string CharacterAfterPronounsNoun(size_t tok, size_t* named_at = nullptr) const;
  // The same when the noun is a tie ("her husband, Jae", "his wife, Eteri"), and not a
  // phrase that goes on past the pronoun ("her with his press secretary, Ivo").
  std::string PartnerAfterPronounsNoun(size_t tok, size_t* named_at = nullptr) const;
  // The character a "who" before `tok` in its sentence stands for: "Ludo Grask, the owner
  // of the mill, who ..." (the name before the comma, or before one apposition); or "".
  std::string RelativeAntecedent(size_t tok, size_t reach = 12) const;
  // The part a paragraph opens on, when sentence `s` goes on to describe it ("WINNER: X
  // (Y). The hotel manager ..."), or "".
  std::string DescribedPart(uint32_t s) const;
  // The character a relative pronoun at `rel` ("who", "whom") stands for: the name before
  // its comma, or past one apposition of words within `reach` tokens.
  std::string AntecedentOfRelative(size_t rel, size_t reach) const;
  // The partner of `who` in the last romance of `out` (among its last `max_facts` facts),
  // stated in sentence `since` or later when given; "" when none.
  std::string RomancePartner(const std::vector<Fact>& out, const std::string& who, size_t max_facts,
                             std::optional<uint32_t> since) const;
  // The partner of `who` in a romance stated in the visited sentence or the two before:
  // whom "it" in "Mara ended it", "her" in "cheating on her" and a divorce filed for are of.
  std::string RecentRomancePartner(const std::vector<Fact>& out, const std::string& who) const;
  // The first token of a sentence past a transcript's speaker label ("ODUYA:", "TOSHIRO
  // KANEMOTO:"), else its first token.
  size_t PastSpeakerLabel(const Sentence& sent) const;
  // The character named right before the comma at `comma`, past an "(Actor)" and an age
  // set off by commas if any ("Mirela Toth (X), 27,"); RunBeforeComma gives its name run.
  std::string CharacterBeforeComma(size_t comma) const;
  const NameRun* RunBeforeComma(size_t comma) const;
  // The name run that ends right before token `tok`, or right before an "(Actor)" of at
  // most `reach` tokens there; nullptr when none.
  const NameRun* RunBeforeActor(size_t tok, size_t reach) const;
  // "Bram (X), the quarterback she has been dating": the one the apposition describes, when
  // the clause in it ends at `verb` with no object; *pronoun is its subject.
  std::string ApposedObjectOf(size_t verb, size_t* pronoun) const;
  // The couple of the last romance stated in the sentence before, in the same paragraph (or,
  // for a paragraph's first sentence, in the paragraph before).
  bool CoupleOfSentenceBefore(const std::vector<Fact>& out, std::string* a, std::string* b) const;
  // The first pair "X and Y" that sentence `s` names (the paragraph before at most).
  bool PairInSentence(uint32_t s, std::string* a, std::string* b) const;
  Span Evidence() const { return ctx_.at.sentences[sentence_].span; }
  void AddRelationship(std::vector<Fact>* out, const std::string& a, const std::string& b, const std::string& type,
                       const std::string& status, double confidence);
  void AddEvent(std::vector<Fact>* out, const std::string& type, std::vector<std::string> who, double confidence,
                std::optional<std::optional<int>> season_override = std::nullopt);
  void AddAttribute(std::vector<Fact>* out, const std::string& entity, const std::string& attribute,
                    const std::string& value);

  // story_time.cc: seasons.
  std::optional<int> EventSeason(size_t cue) const;
  std::optional<int> SeasonHere() const;
  int SeasonNamedAt(size_t k, size_t end) const;
  // The article's season, found on first use (only documents with a story fact need it).
  std::optional<int> ArticleSeason() const;
  // The season a section heading sets for the paragraphs below it ("SEASON 2: THE CHURCH
  // STEPS" in a season-by-season explainer), until the next heading; 0 when none.
  int SectionSeason(uint32_t paragraph) const;
  int SeasonNumberAt(size_t k) const;  // "3", "three", "third" at token k, or 0
  bool ParagraphSaysEnded(uint32_t p) const;

  // story_relations*.cc, story_events*.cc, story_attributes.cc: the patterns.
  // After the walk: two parts the article casts that share a surname ("Dana Corwell",
  // "Pip Corwell") are family, unless a relationship between them was already found.
  void SharedSurnames(std::vector<Fact>* out) const;
  // A romance marked potential whose pair the story weds or engages is current.
  void WeddedRomancesAreCurrent(std::vector<Fact>* out) const;
  // "the Plumbs are a married couple": a family name in the plural at `i`, when the
  // article casts exactly two parts of that name, is the pair of them.
  void PluralSurname(size_t i, const Sentence& sent, std::vector<Fact>* out);
  // The two parts the article casts whose surname a plural stands for ("the Plumbs");
  // false unless there are exactly two.
  bool PairOfSurname(std::string_view plural, std::string* a, std::string* b) const;
  void Relations(size_t i, const Sentence& sent, std::vector<Fact>* out);
  // The patterns of Relations, one family a piece, called in this order (a later pattern reads
  // the facts an earlier one added, so the order is the output's). `w` is token i's word.
  // A tie one set phrase tells: "not Marnie's aunt ... but her biological mother", "gave
  // birth to X", "on X's payroll", "catches X's eye", "X's engagement to Y", "works under
  // Inspector X"; and "no relation to them", which keeps a shared surname from a family.
  void PhraseTies(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out);
  // "they" or "the two" for a pair told just before: "They have a daughter, Liis", "and the
  // two are now open enemies", "and they have fought ever since".
  void PairPronouns(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out);
  // A possessor and its relation noun: "her best friend Tess", "Juno's new boo Mateo", "Ruth
  // Castellan, Nora's mother", "whose husband, the surveyor Duri", "their daughter, Rosie".
  void PossessorTies(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out);
  // A relation noun in a description: "the father of Ptolemy", "the new deputy to Sheriff
  // Pell", "the mother who walked out on Shirin", "the son Denise has not seen".
  void DescriptionTies(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out);
  // A pair and what it is or did: "X and Y dated (broke up, are rivals)", "the Castell
  // sisters, Ines and Mar", "couple - Ben and Sam", "she and Tor have been rivals". True when
  // the pair's state, apposition or copula read the token, and no later pattern may.
  bool PairTies(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out);
  // Romances told by a word of love: "Nia is with Cal now", "falls for", "her feelings for
  // Arlo", "in love with", "loves Pia", "a love interest for Sam", "the married Ona and Teo",
  // "the man Liisa was engaged to".
  void RomanceTies(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out);
  // A verb and its object: "X is dating Y", "befriends", "hires", "fires", "works for",
  // "sees X as a rival", "name her Fenne", "push them together", "kissed", "fights", "put X
  // in prison", "runs against X", "buy the ranch out from under X".
  void VerbTies(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out);
  void Bonds(size_t i, const Sentence& sent, std::vector<Fact>* out);
  // "Their friendship is over": the bond last stated between two characters has ended.
  void BondOver(size_t i, const Sentence& sent, std::vector<Fact>* out);
  std::string CopulaSubject(size_t tok) const;
  void Events(size_t i, const Sentence& sent, std::vector<Fact>* out);
  // The patterns of Events, one family a piece, called in this order (a later pattern reads
  // the facts an earlier one added, so the order is the output's). `w` is token i's word.
  // The couple's nouns and shared verbs: "called off the wedding", "said yes", "cheated on",
  // "the two kiss", "are engaged", "their vows" (and a relative clause's homecoming, a
  // baby delivered).
  void CoupleEvents(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out);
  // One partner's verb with the other for its object: "engaged to X", "marries X",
  // "proposes", "dumped X", "jilted X", "ended things with X". True when a stranded "was
  // engaged to" read the token, and no later pattern may.
  bool PartnerEvents(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out);
  // One character's life: pregnancies, births, deaths, coming out (and the divorces,
  // weddings and engagements told between them).
  void LifeEvents(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out);
  // Arrivals, departures and returns told by a verb or a noun: "joins as X", "leaves town",
  // "came back", "the return of X" (and the deaths, births and weddings told between them).
  void ComingsAndGoings(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out);
  // Leaving a partner ("walked out on him", "left her husband"), proposals accepted, weddings
  // called off, an event a possessor's noun names ("his exit"), and affairs ("slept with").
  void PartingsAndAffairs(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out);
  void NamedEvents(size_t i, const Sentence& sent, std::vector<Fact>* out);
  bool SubjectPair(size_t tok, std::string* a, std::string* b) const;
  // The clause before `verb` has "he" or "she" for its subject (past "has", "had", "was",
  // "been" ...), and the article shows `who` to be of the other gender: a misread pronoun.
  bool PronounSubjectContradicts(size_t verb, const std::string& who) const;
  // ", the daughter of the pastor," ending at `comma` (`possessive_too`: or ", his mother,").
  bool KinAppositionBefore(size_t comma, bool possessive_too = false) const;
  // "her" at token k is an object ("found her on the steps"), not a possessor ("her husband").
  bool ObjectHer(size_t k) const;
  // The name a kin apposition describes, when the subject `who` found for token `tok` is
  // named inside one ("Bopanna, eldest son of the patriarch, Muthappa, ... married"); else `who`.
  std::string OwnerOfKinApposition(size_t tok, const std::string& who) const;
  // The token a name starting at `first` starts at past its title ("the Rev.", "Dr."), not
  // below `floor`.
  size_t StartPastTitle(size_t first, size_t floor) const;
  bool LastTwoNamed(size_t tok, std::string* a, std::string* b) const;
  void Attributes(size_t i, const Sentence& sent, std::vector<Fact>* out);
  void StatedAttributes(size_t i, const Sentence& sent, std::vector<Fact>* out);
  // A fan wiki's character sheet's labelled field ("Age: 57.", "Job: Cheesemaker.", "From:
  // Steinbach.", "Status: Dead (Season 1 finale).", "Family: Married to Neta."), of the part
  // its heading names (story_sheet.cc). Says whether sentence s was one and was read.
  bool SheetLine(uint32_t s, std::vector<Fact>* out);
  bool SheetJob(size_t v, const std::string& who, std::vector<Fact>* out);
  bool SheetStatus(size_t v, const std::string& who, std::vector<Fact>* out);
  bool SheetTie(size_t v, const std::string& who, std::vector<Fact>* out);
  // "Heinrich's wife", "Ivaleen's ex-husband" at token k: the relation the possessor's noun
  // names (nullptr for none), with the possessor in *possessor.
  const Lexicon::Relation* PossessorsRelation(size_t k, std::string* possessor) const;
  // A press kit's entry ("IVALEEN NEWBALL (X). 39. A special agent ..."): the age and the job
  // of the part its paragraph opens on. Says whether sentence s was read whole.
  bool EntryLine(uint32_t s, std::vector<Fact>* out);
  // A roundup's category heading ("DEAD", "GONE, BUT BREATHING", "BACK"): whether sentence
  // s is one, and the event its items tell (nullptr for "NOT DEAD, DESPITE EVERYTHING",
  // "ONLY FEARED" or a heading of no event).
  bool CategoryHeading(uint32_t s, const char** event) const;
  // An item under such a heading ("Fyodor Makortoff (X). The patriarch ..."): its part's event.
  void CategoryItem(uint32_t s, const char* event, std::vector<Fact>* out);
  const NameRun* AppositionOwner(size_t i, const Sentence& sent) const;
  // "X is repped by UTA and attorney Y": a line about an actor's agents and lawyers.
  bool IsRepresentationLine(const Sentence& sent) const;
  std::string OccupationAt(size_t k) const;

  // Clause structure (story.cc), parsed on first use: only sentences where a pattern fires.
  const syntax::Parse& ParseOf(uint32_t s) const;
  // The clause of token `tok` in the current sentence's parse.
  int ClauseAt(size_t tok) const;
  // The character a noun group of sentence s stands for: its head name, or a pronoun
  // resolved. Empty when it names nobody ("the paramedics").
  std::string CharacterOfChunk(uint32_t s, int chunk, bool resolve_pronouns = true) const;
  // The subject noun group of the clause holding `tok`, as a character; *has_subject
  // tells whether the clause has a subject at all.
  std::string ClauseSubject(size_t tok, bool* has_subject) const;

  const DocContext& ctx_;
  struct CachedParse {
    uint32_t sentence = UINT32_MAX;
    syntax::Parse parse;
  };
  mutable CachedParse parses_[2];  // the current sentence and the one a pronoun looked back to
  mutable std::vector<syntax::Word> words_;
  bool SentenceQuotes(uint32_t s);  // memoized for the last sentence asked
  uint32_t quotes_checked_ = UINT32_MAX;
  bool quotes_result_ = false;
  // Sets, not lists: a long document names many people, and every name is looked up.
  std::unordered_set<std::string> people_;         // actors, crew, names in "(Actor)" brackets
  std::unordered_set<std::string> character_set_;  // the parts the article casts
  std::unordered_set<std::string> quoted_;
  std::unordered_set<std::string> kin_named_;  // possessors of a relation noun: "Valborg's son"
  std::unordered_set<std::string> unrelated_;  // "Despite the name, he is no relation to them"
  std::vector<std::pair<std::string, std::string>> cast_;  // actor, character
  std::vector<Span> cast_evidence_;                         // the sentence of each cast_ pair
  std::pair<std::string, std::string> last_pair_;  // the last couple a romance was found for
  uint32_t last_pair_sentence_ = UINT32_MAX;        // and the sentence that says so
  uint32_t sentence_ = 0;
  size_t cue_ = 0;                 // the token being visited
  // RunAt of the token Visit is at, found once there: Relations (twice), Bonds and
  // NamedEvents each asked it at every visit.
  const NameRun* visit_run_ = nullptr;
  mutable std::vector<int> section_season_;  // per paragraph, built on first use
  mutable std::optional<std::optional<int>> season_;  // the article's season, once found
  mutable std::unordered_map<std::string, char> genders_;  // built on first use
  mutable bool genders_built_ = false;
  bool question_ = false;
  bool spoiler_marked_ = false;
  const char* category_event_ = nullptr;  // the event of the category heading above, if any
};

// A possessive "'s", or the bare apostrophe of "Sims'", at token `tok`. (Inline, the marks
// compared as packed keys: the patterns ask it some 100,000 times a corpus.)
inline bool Story::PossessiveAt(size_t tok) const {
  if (tok >= ctx_.size()) return false;
  const Token& t = ctx_.T(tok);
  if (t.Has(kPossessive)) return true;
  return (ctx_.Is(tok, "'") || ctx_.Is(tok, "\u2019")) && tok > 0 && ctx_.T(tok - 1).end == t.start;
}

}  // namespace showgraph::extract
