// Internal to the cast reader (src/extract/cast*.cc): what the sentence walk (cast.cc)
// and the readers of whole lines and sentence shapes (cast_lines.cc: who's-who headings,
// cast blocks, items under a part's heading, "X is Y" in a rundown, paired parts) share.
// Not a public interface.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "extract/context.h"

namespace showgraph::extract {

// Names and facts (cast.cc).
// An actor is named in full: two words or more, or one the document completes.
std::string ActorName(const DocContext& ctx, const NameRun* run);
// The part a name run names, a rank whose last word is a title aside ("First Officer
// Sabeen Tenbroek" is Sabeen Tenbroek).
std::string CharacterName(const DocContext& ctx, const NameRun* run);
// Adds the fact that `actor` plays `character` (its evidence: token tok's sentence), or
// gives the same fact found before that evidence and the higher confidence.
// `work`: the work the part is in when the sentence names another one ("his turn as X in
// the CBS procedural Foo"); empty for the article's main work.
void Add(DocContext& ctx, std::vector<Fact>* out, const std::string& actor, const std::string& character,
         size_t tok, double confidence, const std::string& work = {});
// The work a part is in when the words after it name one: "as X in the CBS procedural
// Foo", "played X on Syfy's Foo" (k: the token after the character). "" otherwise.
std::string WorkOfPart(const DocContext& ctx, size_t k, size_t end, bool keep_main = false);
// (These two inline: the walk asks them of many names.)
// Whether a cast fact found so far plays the part `name`.
inline bool IsCastPart(const std::vector<Fact>& cast, const std::string& name) {
  for (const Fact& f : cast)
    if (f.character == name) return true;
  return false;
}
// The name at token i, past a title ("Dr.", "Deputy") that is not part of it.
inline const NameRun* NameAfter(const DocContext& ctx, size_t i) {
  if (const NameRun* r = ctx.NameAt(i)) return r;
  return i < ctx.size() ? ctx.NameAfterTitle(i) : nullptr;
  return nullptr;
}

// Readers of a sentence by its shape (cast_lines.cc), which ExtractCast asks first; each
// says whether sentence s was of its shape and needs no other reading.
// A who's-who heading, a paragraph of its own: "SOLOMON VANDIVER (Langston Hightower)",
// "Engelbert Runggaldier (Kwizera Gatete)". A part written in capitals is spelled as a
// name. Whether sentence s was one.
// (Or the sentence that opens a paragraph, after a label in capitals: "WINNER:
// Lhingneilam Hangshing (Kumang Renggie). The hotel manager ...": the paragraph is about
// the part.)
bool AddHeadingPart(DocContext& ctx, uint32_t s, std::vector<Fact>* out);
// A press notice's cast block: under a heading "CAST", lines of their own "Character:
// Actor" ("Benediktus Renwarin: Dougal Takaliuang"). Whether sentence s was one.
bool AddCastBlockLine(DocContext& ctx, uint32_t s, std::vector<Fact>* out);
// An actor named in a description of an item heading's part: "Tonatiuh's younger son
// (Jasy Takuare), 27, spent three seasons ..." and "Tonatiuh's wife of thirty years, played
// by Arami Yvytu, survived ..." open the paragraph under the part's heading; "Maitei
// Guyrapaju played the quarry owner as ..." anywhere under it. Whether s needs no other
// reading.
bool AddItemHeadingCast(DocContext& ctx, uint32_t s, std::vector<Fact>* out);
// Casting news that names the part after "is": "De la Torriente is Teodulfo Iribarne, the
// newly elected harbormaster, ...". Only for an actor the article has named in a sentence
// about casting before ("... have joined the cast as series regulars"), and a part of two
// words or more in apposition. Whether the rest of sentence s needs no other reading.
bool AddActorIsPart(DocContext& ctx, uint32_t s, std::vector<Fact>* out);
// "A and B star as C and D Pawlak", "A and B play siblings C and D": two actors, the
// verb, and two parts, paired in order; a part named by its first name alone takes the
// surname the second one ends with. Whether the sentence was such a pair.
bool AddPairedParts(DocContext& ctx, const Sentence& sent, std::vector<Fact>* out);
// "Kazik and Ewa Pawlak": a one-word first part of a pair shares the second's surname,
// and the document knows the full name from then on (a later "Kazik" is this one).
void ShareSurname(DocContext& ctx, const NameRun* part1, std::string* name1, const NameRun* part2,
                  const std::string& name2);

}  // namespace showgraph::extract
