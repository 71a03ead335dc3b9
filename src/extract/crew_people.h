// The people production credits are of: the crew extractor's look-ups of who a verb, a
// copula or a post is said of (crew_people.cc). Internal to src/extract/.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "extract/context.h"

namespace showgraph::extract {

// The canonical role of a role phrase starting at token i ("co-executive producer",
// "EP"), with *next the token after it; nullptr when none starts there (crew.cc).
// RoleAt answers most tokens inline, from their class (no role's first word); the rest go
// to RolePhraseAt, which reads the phrases of the lexicon.
const std::string* RolePhraseAt(const DocContext& ctx, size_t i, size_t limit, size_t* next);
inline const std::string* RoleAt(const DocContext& ctx, size_t i, size_t limit, size_t* next) {
  if (i >= limit || !ctx.Has(i, kWordRoleStart)) return nullptr;
  return RolePhraseAt(ctx, i, limit, next);
}

// A person's name as the document completes it ("Crane" -> "Lia M. Crane"), or "" when
// it is not a full name.
std::string PersonName(const DocContext& ctx, const NameRun* run);

// Whether the word at token k puts the name after it in a place ("the same stretch of
// Wisconsin", "on the Moisie River"): a relative clause's last words, no subject. ("from"
// is not one: "a drama from X".)
inline bool IsPlaceBefore(const DocContext& ctx, size_t k) {
  const Word w = ctx.Lower(k);
  if (w == "the" && k > 0) return IsPlaceBefore(ctx, k - 1);
  return w == "of" || w == "on" || w == "in" || w == "at" || w == "near" || w == "outside" || w == "across" ||
         w == "inside";
}

// The name before an apposition that ends at token `comma` ("X, a former writer on Hulu's
// Foo, ..."): the apposition opens with "a", "an" or "the" after a comma at most `reach`
// tokens back; nullptr when there is none.
const NameRun* NameBeforeApposition(const DocContext& ctx, size_t comma, size_t first, size_t reach);

// The name that opens a sentence (from `first`) whose verb phrase runs, with no comma or
// other name, up to the "and" at token `and_at`: "X serves as showrunner and ...", also
// past an apposition ("X, a longtime writer on CBS's Foo, serves as ... and ...").
const NameRun* SubjectOfJoinedVerb(const DocContext& ctx, size_t and_at, size_t first);

// The person a verb at token i is said of: the nearest name before it, across
// "who", "will", "also", commas and auxiliaries.
std::vector<const NameRun*> SubjectsBefore(const DocContext& ctx, size_t i, size_t first);

// ("Maela Hanry, who played the original's heroine, Arminda Jardim, is a producer"): the
// player, when `part` is what a relative clause's play verb names; else nullptr. The part
// is no one's credit.
const NameRun* PlayerOfPart(const DocContext& ctx, const NameRun* part, size_t first);

// "X and Y are also executive producers", "X is the showrunner": a name before the
// role across a copula.
const NameRun* CopulaSubject(const DocContext& ctx, size_t i, size_t first, std::vector<const NameRun*>* more);

// The person a headline names ("How Marisol Quintero-Baptiste Built a Career"): its
// first name of two words or more that is neither a title nor a network, or nullptr.
const NameRun* HeadlinePerson(const DocContext& ctx);

// "Mara Quint created the show. She also wrote the pilot": a pronoun opening sentence s,
// with only `filler` words between it and token i, is the person the sentence before
// (in the same paragraph) opens with.
const NameRun* OpeningPronounReferent(const DocContext& ctx, uint32_t s, size_t i, bool (*filler)(Word));

// The person "she"/"her" in sentence s stands for when no name opens it: the one the
// sentence before (in its paragraph) opens with or names alone, else the first person it
// names ("Marisol Quintero is a writer. Her first show was Cinderhill, a drama she
// created").
const NameRun* PersonBeforePronoun(const DocContext& ctx, uint32_t s);

// Words between a subject and its production verb: "She also will direct".
bool IsAuxiliary(Word w);

// Words between a subject and the role it holds: "She remains an executive producer",
// "He is also the show's head writer".
bool IsCopulaFiller(Word w);

// Words between the subject and "promoted": "She has now been promoted".
bool IsRaisedFiller(Word w);

// The person who takes the post named at token `role` ("returns as director", "took
// over as showrunner", "stays on as writer"): the name right before the verb, or the
// name a ", who ..." clause describes. nullptr when `role` follows no such verb.
const NameRun* PostHolder(const DocContext& ctx, size_t role, size_t first);

// The holder of a post, and when the post is named in the plural, the names listed
// before it: "A, B and C, who ...".
std::vector<const NameRun*> WithPartnersBefore(const DocContext& ctx, const NameRun* holder, bool plural);

// Words between "she" and the verb that takes a post: "She then spent", "He also took".
bool IsPostFiller(Word w);

}  // namespace showgraph::extract
