// The story's use of clause structure: each sentence a pattern fires in is parsed once
// (src/syntax/shallow.h); the parse says whether a clause asserts, what it presupposes,
// and which character its subject is.
#include "extract/story_internal.h"

#include <algorithm>

namespace showgraph::extract {

// Whether the clause of token `cue` asserts something, by the clause structure: no
// question, negation, modal or condition over it (an adverbial clause is presupposed:
// "after X cheated on Y, is there any hope ...?"); and no negation or hedge word ("no",
// "rumor", "believed") between the start of its clause and the cue.
bool Story::Asserted(size_t cue) const {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  const syntax::Parse& p = ParseOf(sentence_);
  int clause = ClauseAt(cue);
  if (!p.Asserted(clause)) return false;
  // "... decided he dies at sea. He does not.": a denial in the next sentence, an auxiliary
  // and "not" after a subject pronoun, takes the claim back.
  // (Only of the sentence's last words: "men who assume she'll sell. She doesn't." takes
  // back the selling, not a death told before it.)
  bool last_words = cue + 8 > sent.end_token;
  for (size_t k = cue + 1; k < sent.end_token && last_words; ++k) last_words = !ctx_.Is(k, ",");
  if (last_words && sentence_ + 1 < ctx_.at.sentences.size()) {
    const Sentence& next = ctx_.at.sentences[sentence_ + 1];
    if (next.paragraph == sent.paragraph && next.end_token - next.first_token <= 5 &&
        next.end_token - next.first_token >= 3 && IsSubjectPronoun(ctx_.Lower(next.first_token))) {
      const Word aux = ctx_.Lower(next.first_token + 1);
      const bool auxiliary = aux == "does" || aux == "did" || aux == "do" || aux == "is" || aux == "was" ||
                             aux == "will" || aux == "doesn't" || aux == "didn't" || aux == "isn't" ||
                             aux == "doesn\u2019t" || aux == "didn\u2019t";
      bool negated = aux.ends_with("n't") || aux.ends_with("n\u2019t");
      for (size_t k = next.first_token + 2; k < next.end_token && !negated; ++k) negated = ctx_.IsLower(k, "not");
      if (auxiliary && negated) return false;
    }
  }
  size_t from = sent.first_token + p.clauses[clause].first;
  for (size_t k = cue; k > from && k + 40 > cue; --k) {
    if (p.clause_of[k - 1 - sent.first_token] != clause) continue;  // an embedded clause
    std::string_view w = ctx_.Lower(k - 1);
    if (IsNegation(w) || IsHedge(w)) return false;
  }
  return true;
}

bool Story::Presupposed(size_t cue, bool through_questions, bool apposition) const {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  const syntax::Parse& p = ParseOf(sentence_);
  int clause = ClauseAt(cue);
  // The predicate of "be" is stated, not presupposed: "Tess is not her sister".
  if (const syntax::Chunk* v = p.VerbOf(clause); v && v->copula && sent.first_token + v->end <= cue && !apposition)
    return Asserted(cue);
  for (int k = clause; k >= 0; k = p.clauses[k].parent) {
    const syntax::Clause& c = p.clauses[k];
    if ((c.question && !through_questions) || c.hedged) return false;
    // ("whether Carmine's daughter, Donatella, would ever marry": the daughter is known.)
    if ((c.kind == syntax::ClauseKind::kConditional || c.kind == syntax::ClauseKind::kWhether) && !through_questions)
      return false;
    if (c.kind == syntax::ClauseKind::kAdverbial) return true;
  }
  return true;
}

bool Story::ModifiesNoun(const NameRun* r) const {
  if (r->first == 0 || r->end >= ctx_.size() || PossessiveAt(r->end) || ctx_.T(r->end).kind != TokenKind::kWord ||
      ctx_.T(r->end).Has(kCapitalized))
    return false;
  const uint32_t s = ctx_.SentenceOf(r->first);
  const Sentence& sent = ctx_.at.sentences[s];
  if (r->first <= sent.first_token || r->end >= sent.end_token) return false;
  const syntax::Parse& p = ParseOf(s);
  using syntax::Tag;
  // A determiner opens the group, perhaps before a word or two: "the failing Toledo ...".
  size_t k = r->first - sent.first_token;
  // ("his uncle's failing Napa Valley winery": a participle may stand as the adjective.)
  while (k > 0 && k + 2 >= r->first - sent.first_token &&
         (p.tags[k - 1] == Tag::kAdj || p.tags[k - 1] == Tag::kNoun || p.tags[k - 1] == Tag::kVerbGerund))
    --k;
  // (The parse may read "uncle's failing" as "uncle is failing"; the tokenizer knows better.)
  if (k == 0 || (p.tags[k - 1] != Tag::kDet && p.tags[k - 1] != Tag::kPossessive &&
                 !ctx_.T(sent.first_token + k - 1).Has(kPossessive)))
    return false;
  // A noun follows, or a gerund used as one ("bowling alley").
  const size_t after = r->end - sent.first_token;
  const Tag next = p.tags[after];
  return next == Tag::kNoun ||
         (next == Tag::kVerbGerund && after + 1 < p.tags.size() && p.tags[after + 1] == Tag::kNoun);
}

const syntax::Parse& Story::ParseOf(uint32_t s) const {
  for (auto& c : parses_)
    if (c.sentence == s) return c.parse;
  ctx_.SentenceWords(s, &words_);
  // The slot not holding the current sentence is replaced.
  CachedParse& slot = parses_[0].sentence == sentence_ && s != sentence_ ? parses_[1] : parses_[0];
  slot.sentence = s;
  slot.parse = syntax::ParseSentence(words_);
  return slot.parse;
}

int Story::ClauseAt(size_t tok) const {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  return ParseOf(sentence_).clause_of[tok - sent.first_token];
}

std::string Story::CharacterOfChunk(uint32_t s, int chunk, bool resolve_pronouns) const {
  const Sentence& sent = ctx_.at.sentences[s];
  const syntax::Parse& p = ParseOf(s);
  if (chunk < 0) return {};
  const syntax::Chunk& c = p.chunks[chunk];
  size_t head = sent.first_token + c.head;
  if (p.tags[c.head] == syntax::Tag::kPronoun) {
    if (!resolve_pronouns) return {};
    std::string_view w = ctx_.Lower(head);
    return IsSubjectPronoun(w) || w == "her" || w == "him" ? ResolvePronoun(head) : std::string();
  }
  // The last name of the group that is not a possessor: "Vera's brother Abner" is Abner.
  for (size_t k = head + 1; k > sent.first_token + c.first; --k)
    if (const NameRun* r = ctx_.NameEndingAt(k - 1)) {
      if (PossessiveAt(k) && k < sent.first_token + c.end) return {};  // a possessor, not the head
      // ("Anzor and Pavla's daughter": the first of a pair of possessors.)
      if (ctx_.IsLower(k, "and"))
        if (const NameRun* second = ctx_.NameAt(k + 1); second && PossessiveAt(second->end)) return {};
      // ("a former Coast Guard lieutenant": the name modifies a common noun, the head.)
      if (k - 1 < head && ctx_.T(head).kind == TokenKind::kWord && !ctx_.T(head).Has(kCapitalized)) return {};
      return CharacterAt(r->first);
    }
  return {};
}

std::string Story::ClauseSubject(size_t tok, bool* has_subject) const {
  const syntax::Parse& p = ParseOf(sentence_);
  int sc = p.SubjectChunk(ClauseAt(tok));
  const Sentence& sent = ctx_.at.sentences[sentence_];
  *has_subject = sc >= 0 && sent.first_token + p.chunks[sc].first < tok;
  if (!*has_subject) return {};
  std::string who = CharacterOfChunk(sentence_, sc);
  if (who.empty() && p.chunks[sc].first == 0) who = DescribedPart(sentence_);
  return who;
}

std::string Story::DescribedPart(uint32_t s) const {
  // "WINNER: Lhingneilam Hangshing (X). The hotel manager spent two seasons ...",
  // "LOSER: Uncle Chinkhanlal. Thangboi's older brother died ...": the sentence after a
  // paragraph's opening part opens with a description of it.
  // ("6." / "Necalli Tzompantzi (Season 2)" / "Puebla's most crooked police commander, 58,
  // spent ...": or the paragraph under an item's heading line.)
  if (s == 0) return {};
  const uint32_t para = ctx_.at.sentences[s].paragraph;
  const bool after_opening = ctx_.OpensItem(s - 1) && ctx_.at.sentences[s - 1].paragraph == para;
  const auto& headings = ctx_.part_headings;
  // ("... / Here is where it starts to hurt. Tonatiuh's wife ...": or the sentence after a
  // short remark there.)
  const uint32_t opener = ctx_.OpensParagraph(s) ? s : s - 1;
  const bool under_heading =
      ctx_.OpensParagraph(opener) && opener > 0 && ctx_.at.sentences[opener].paragraph == para &&
      ctx_.at.sentences[opener - 1].paragraph + 1 == para &&
      (opener == s || ctx_.at.sentences[opener].end_token - ctx_.at.sentences[opener].first_token <= 8) &&
      std::any_of(headings.rbegin(), headings.rend(), [para](const auto& h) { return h.first + 1 == para; });
  if (!after_opening && !under_heading) return {};
  const size_t first = ctx_.at.sentences[s].first_token;
  // ("2. Rambu Kahi (X), 3-1. His eldest daughter, 52, is the farm's stable master": a
  // possessive pronoun's noun too.)
  // ("Puebla's most crooked police commander, 58, ...": a place's possessive too.)
  const bool possessor = (ctx_.NameAt(first) && PossessiveAt(ctx_.NameAt(first)->end)) ||
                         (ctx_.T(first).Has(kCapitalized) && ctx_.T(first + 1).Has(kPossessive));
  if (!ctx_.IsLower(first, "the") && !ctx_.IsLower(first, "his") && !ctx_.IsLower(first, "her") && !possessor)
    return {};
  return TopicOf(ctx_.at.sentences[s].paragraph);
}

}  // namespace showgraph::extract
