// cast: the readers of a sentence by its shape, which the walk of cast.cc asks before its
// patterns of words: a who's-who heading "OVA BATTISE (Rosanna Beiler)", a press notice's
// cast block "Character: Actor", the paragraphs under a part's heading, "X is Y" in a
// casting rundown, and "A and B star as C and D".
#include <string>
#include <utility>
#include <vector>

#include "extract/cast_internal.h"
#include "extract/context.h"

namespace showgraph::extract {

void ShareSurname(DocContext& ctx, const NameRun* part1, std::string* name1, const NameRun* part2,
                  const std::string& name2) {
  if (part1->words != 1 || part2->words < 2 || name1->find(' ') != std::string::npos) return;
  *name1 += name2.substr(name2.rfind(' '));
  ctx.AddFullName(*name1);
}

bool AddPairedParts(DocContext& ctx, const Sentence& sent, std::vector<Fact>* out) {
  // (The casting words alone: NextWith passes over the rest four at a time.)
  const size_t stop = sent.end_token > 3 ? sent.end_token - 3 : 0;  // i + 3 < end_token
  for (size_t i = ctx.NextWith(sent.first_token + 3, kWordCastCue, stop); i < stop;
       i = ctx.NextWith(i + 1, kWordCastCue, stop)) {
    Word verb = ctx.Lower(i);
    if (!IsPlayVerb(verb) && verb != "star" && verb != "co-star" && verb != "costar" && verb != "as") continue;
    // ("A and B round out the new additions in recurring roles as twin assassins C and D
    // Duvall": lower-case words between the actors and "as".)
    size_t name_end = i;
    if (verb == "as")
      while (name_end > sent.first_token + 3 && name_end + 10 > i && ctx.T(name_end - 1).kind == TokenKind::kWord &&
             !ctx.T(name_end - 1).Has(kCapitalized))
        --name_end;
    // ("Limenka Jorlang and Lanjen Tibon, as Zinhle and Sifiso, had better get an award": the
    // parts set off by commas.)
    if (verb == "as" && name_end == i && ctx.Is(i - 1, ",")) name_end = i - 1;
    const NameRun* second = ctx.NameEndingAt(name_end - 1);
    if (!second || second->first < sent.first_token + 2 || !ctx.IsLower(second->first - 1, "and")) continue;
    const NameRun* first = ctx.NameEndingAt(second->first - 2);
    if (!first || ActorName(ctx, first).empty() || ActorName(ctx, second).empty()) continue;
    size_t k = i + 1;
    if (ctx.IsLower(k, "as")) ++k;
    // "play siblings", "star as the married couple", "as twin assassins": a few lower-case
    // words first.
    for (size_t d = 0; d < 3 && k < sent.end_token && !ctx.NameAt(k) && ctx.T(k).kind == TokenKind::kWord &&
                       !ctx.T(k).Has(kCapitalized);
         ++d)
      ++k;
    // ("play twin brothers, Ajax and Kip Tarr": past a plural noun and its comma.)
    if (ctx.Is(k, ",") && k > i + 1 && ctx.Lower(k - 1).ends_with("s") && !ctx.NameAt(k - 1)) ++k;
    const NameRun* part1 = ctx.NameAt(k);
    // ("are back as the feuding Lumiste sisters, Piret and Triin": past the family's plural
    // noun to the names after its comma.)
    if (part1 && !ctx.IsLower(part1->end, "and") && part1->end + 2 < sent.end_token &&
        ctx.T(part1->end).kind == TokenKind::kWord && !ctx.T(part1->end).Has(kCapitalized) &&
        ctx.Lower(part1->end).ends_with("s") && ctx.Is(part1->end + 1, ","))
      part1 = ctx.NameAt(part1->end + 2);
    if (!part1 || !ctx.IsLower(part1->end, "and")) continue;
    const NameRun* part2 = ctx.NameAt(part1->end + 1);
    if (!part2) continue;
    std::string name1 = CharacterName(ctx, part1), name2 = CharacterName(ctx, part2);
    if (name1.empty() || name2.empty()) continue;
    ShareSurname(ctx, part1, &name1, part2, name2);
    Add(ctx, out, ActorName(ctx, first), name1, i, 0.85, WorkOfPart(ctx, part2->end, sent.end_token));
    Add(ctx, out, ActorName(ctx, second), name2, i, 0.85, WorkOfPart(ctx, part2->end, sent.end_token));
    return true;
  }
  return false;
}

// A heading "OVA BATTISE (Rosanna Beiler)" over a cast roundup's answers names the actor
// first: the paragraph under it quotes the capitals' surname ("Battise said", "said
// Battise").
bool HeadingNamesTheActor(const DocContext& ctx, uint32_t s, std::string_view surname) {
  const uint32_t para = ctx.at.sentences[s].paragraph;
  for (uint32_t t = s + 1; t < ctx.at.sentences.size() && ctx.at.sentences[t].paragraph == para + 1; ++t) {
    const Sentence& sent = ctx.at.sentences[t];
    for (size_t k = sent.first_token; k < sent.end_token; ++k) {
      if (ctx.Tok(k) != surname) continue;
      const bool speech_after = k + 1 < sent.end_token && (ctx.IsLower(k + 1, "said") || ctx.IsLower(k + 1, "says") ||
                                                           ctx.IsLower(k + 1, "told") || ctx.IsLower(k + 1, "added"));
      const bool speech_before = k > sent.first_token && (ctx.IsLower(k - 1, "said") || ctx.IsLower(k - 1, "says"));
      if (speech_after || speech_before) return true;
    }
  }
  return false;
}

bool AddHeadingPart(DocContext& ctx, uint32_t s, std::vector<Fact>* out) {
  const Sentence& sent = ctx.at.sentences[s];
  // ("IVALEEN NEWBALL (Goreth Ndayisenga). 39. A special agent ...": a press kit's entry,
  // whose heading is the first sentence of the paragraph about the part.)
  const bool caps_lead = [&] {
    if (!ctx.OpensParagraph(s) || ctx.WholeParagraph(s)) return false;
    size_t m = sent.first_token;
    while (m < sent.end_token && m < sent.first_token + 4 && ctx.T(m).kind == TokenKind::kWord &&
           ctx.T(m).Has(kAllCaps))
      ++m;
    if (m < sent.first_token + 2 || !ctx.Is(m, "(")) return false;
    const NameRun* actor = ctx.NameAt(m + 1);
    if (!actor || !ctx.Is(actor->end, ")")) return false;
    const size_t end = ctx.Is(actor->end + 1, ".") ? actor->end + 2 : actor->end + 1;
    return end == sent.end_token;
  }();
  const bool whole = ctx.WholeParagraph(s) || caps_lead;
  if (!whole && !ctx.OpensItem(s)) return false;
  size_t k = sent.first_token;
  if (!whole) {  // the label: one or two words in capitals and a colon, or a list's number
    if (!ctx.OpensParagraph(s)) {
      // (The number was a sentence of its own.)
    } else if (ctx.T(k).kind == TokenKind::kNumber && ctx.Tok(k).size() <= 2 &&
               (ctx.Is(k + 1, ".") || ctx.Is(k + 1, ")"))) {
      k += 2;
    } else {
      while (k < sent.end_token && k < sent.first_token + 2 && ctx.T(k).Has(kAllCaps) &&
             ctx.T(k).kind == TokenKind::kWord)
        ++k;
      if (k == sent.first_token || !ctx.Is(k, ":")) return false;
      ++k;
    }
  }
  if (k >= sent.end_token) return false;
  const size_t opening = k;
  // ("LOSER: Uncle Chinkhanlal. Thangboi's older brother died ...": a part with no actor
  // opens the paragraph too; no cast.)
  const NameRun* titled = ctx.NameAt(opening) ? nullptr : ctx.NameAfterTitle(opening);
  if (const NameRun* r = titled ? titled : ctx.NameAt(opening); !whole && r && !ctx.masked[opening]) {
    size_t end = r->end;
    // ("6." / "Necalli Tzompantzi (Season 2)": a ranking's item names the season it is about.)
    if (ctx.Is(end, "(") && ctx.IsLower(end + 1, "season") && ctx.T(end + 2).kind == TokenKind::kNumber &&
        ctx.Is(end + 3, ")"))
      end += 4;
    if (ctx.Is(end, ".")) ++end;
    if (end == sent.end_token) {
      // An item's line of its own heads the paragraphs under it; one that runs on is
      // about its own paragraph.
      (ctx.EndsParagraph(s) ? ctx.part_headings : ctx.paragraph_parts).emplace_back(sent.paragraph, ctx.Resolve(r->text));
      return false;
    }
  }
  std::string part;
  for (; whole && k < sent.end_token && k < sent.first_token + 4 && ctx.T(k).Has(kAllCaps) &&
         ctx.T(k).kind == TokenKind::kWord;
       ++k) {
    const std::string_view caps = ctx.Tok(k);
    if (!part.empty()) part += ' ';
    part += caps.front();
    part += ToLower(caps.substr(1));
  }
  // ("KORNELIA FRIESEN", "JEMMY THORPE": a heading that is a name alone, after headings
  // that name their actors, is a part no one plays now; it heads the paragraphs under it.)
  if (whole && !part.empty() && k == sent.end_token && k >= sent.first_token + 2 && !ctx.part_headings.empty()) {
    bool name = true;
    for (size_t m = sent.first_token; m < k && name; ++m) name = !ctx.Common(m) && !ctx.NonName(m) && !ctx.masked[m];
    if (name) {
      ctx.AddFullName(part);
      ctx.part_headings.emplace_back(sent.paragraph, part);
      return false;
    }
  }
  // ("Engelbert Runggaldier (Kwizera Gatete)": a heading in title case is a name run.)
  if (part.empty())
    if (const NameRun* r = ctx.NameAt(opening); r && r->words >= 2 && ctx.Is(r->end, "(")) {
      part = ctx.Resolve(r->text);
      k = r->end;
    }
  if (part.empty() || !ctx.Is(k, "(")) return false;
  const NameRun* actor = ctx.NameAt(k + 1);
  if (!actor || !ctx.Is(actor->end, ")")) return false;
  size_t after = actor->end + 1;
  // ("3. Rambu Ndapa (Kadiatu Turay), 6-1.": a ranking's odds or score after a comma.)
  if (!whole && ctx.Is(after, ","))
    for (++after; after < sent.end_token && after < actor->end + 7 &&
                  (ctx.T(after).kind == TokenKind::kNumber || (ctx.T(after).kind == TokenKind::kPunct && !ctx.Is(after, ".")));
         ++after) {
    }
  if (ctx.Is(after, ".")) ++after;
  if (after != sent.end_token) return false;
  std::string actor_name = ActorName(ctx, actor);
  if (actor_name.empty() || ctx.masked[sent.first_token]) return false;
  if (part.find(' ') != std::string::npos) ctx.AddFullName(part);
  // ("THELBERT SYLESTINE (Benuel Beiler)" over "..., Sylestine said.": the other way round.)
  if (whole && part.find(' ') != std::string::npos &&
      (ctx.headings_actor_first || HeadingNamesTheActor(ctx, s, part.substr(part.rfind(' ') + 1)))) {
    std::swap(part, actor_name);
    ctx.headings_actor_first = true;
  }
  Add(ctx, out, actor_name, part, opening, 0.85);
  ((whole && !caps_lead) || ctx.EndsParagraph(s) ? ctx.part_headings : ctx.paragraph_parts)
      .emplace_back(sent.paragraph, part);
  return true;
}

// The part an item's heading line names, for a sentence in the paragraphs under it
// ("6." / "Necalli Tzompantzi (Season 2)" / "Puebla's most crooked ..."), when the heading
// gave it no actor; `first_under` is set when s opens the first paragraph under it.
std::string ItemHeadingPart(const DocContext& ctx, uint32_t s, const std::vector<Fact>& cast, bool* first_under) {
  const uint32_t para = ctx.at.sentences[s].paragraph;
  const auto& headings = ctx.part_headings;
  if (headings.empty() || headings.back().first >= para || para - headings.back().first > 3) return {};
  const auto& [heading, part] = headings.back();
  *first_under = heading + 1 == para && ctx.OpensParagraph(s);
  return IsCastPart(cast, part) ? std::string() : part;
}

bool AddItemHeadingCast(DocContext& ctx, uint32_t s, std::vector<Fact>* out) {
  bool first_under = false;
  const std::string part = ItemHeadingPart(ctx, s, *out, &first_under);
  if (part.empty()) return false;
  const Sentence& sent = ctx.at.sentences[s];
  const size_t first = sent.first_token;
  if (const NameRun* actor = ctx.NameAt(first); actor && actor->words >= 2 && ctx.IsLower(actor->end, "played") &&
                                                 ctx.IsLower(actor->end + 1, "the") &&
                                                 ctx.T(actor->end + 2).kind == TokenKind::kWord &&
                                                 !ctx.T(actor->end + 2).Has(kCapitalized)) {
    if (IsCastPart(*out, ctx.Resolve(actor->text))) return false;
    Add(ctx, out, ActorName(ctx, actor), part, actor->first, 0.7);
    return false;  // (the rest of the sentence may cast others)
  }
  if (!first_under || ctx.NameAt(first)) {
    const NameRun* possessor = ctx.NameAt(first);
    if (!possessor || !ctx.T(possessor->end).Has(kPossessive)) return false;
  } else if (!ctx.IsLower(first, "the") && !ctx.IsLower(first, "his") && !ctx.IsLower(first, "her")) {
    return false;
  }
  // The description's words, then its actor in brackets or after "played by".
  for (size_t k = first + 1; k < sent.end_token && k < first + 10; ++k) {
    if (ctx.Is(k, "(")) {
      const NameRun* actor = ctx.NameAt(k + 1);
      if (!actor || actor->words < 2 || !ctx.Is(actor->end, ")")) return false;
      Add(ctx, out, ActorName(ctx, actor), part, k, 0.75);
      return true;
    }
    if (ctx.Is(k, ",") && ctx.IsLower(k + 1, "played") && ctx.IsLower(k + 2, "by")) {
      const NameRun* actor = ctx.NameAt(k + 3);
      if (!actor || actor->words < 2 || !ctx.Is(actor->end, ",")) return false;
      Add(ctx, out, ActorName(ctx, actor), part, k, 0.75);
      return true;
    }
    if (ctx.T(k).kind == TokenKind::kPunct && !ctx.T(k).Has(kPossessive)) return false;
    if (ctx.NameAt(k) && !ctx.T(ctx.NameAt(k)->end).Has(kPossessive)) return false;
  }
  return false;
}

bool AddActorIsPart(DocContext& ctx, uint32_t s, std::vector<Fact>* out) {
  const Sentence& sent = ctx.at.sentences[s];
  const NameRun* actor = ctx.NameAt(sent.first_token);
  // ("Tom Reed plays Ivo Marsh, a ski instructor, and Lena Holt is Mina Sark, the chef ...":
  // the clause after ", and" in a sentence that casts someone before it.)
  bool plays_before = false;
  if ((!actor || !ctx.IsLower(actor->end, "is")) && ctx.SentenceMay(s, DocContext::kCueCast))
    for (size_t k = sent.first_token + 4; k + 3 < sent.end_token; ++k) {
      if (!ctx.Is(k - 2, ",") || !ctx.IsLower(k - 1, "and")) continue;
      const NameRun* later = ctx.NameAt(k);
      if (!later || !ctx.IsLower(later->end, "is")) continue;
      for (size_t m = sent.first_token; m + 2 < k && !plays_before; ++m) plays_before = IsPlayVerb(ctx.Lower(m));
      if (plays_before) {
        actor = later;
        break;
      }
    }
  if (!actor || !ctx.IsLower(actor->end, "is") || ctx.masked[actor->first]) return false;
  const NameRun* part = NameAfter(ctx, actor->end + 1);
  // ("Santuzza Ingrassia is Kanykei's grandmother, Begaiym Toktogulov, who ...": the part
  // named after a kin description of it.)
  bool described = false;
  if (const NameRun* owner = part; owner && ctx.T(owner->end).Has(kPossessive)) {
    size_t k = owner->end + 1;
    while (k < sent.end_token && k < owner->end + 5 && ctx.T(k).kind == TokenKind::kWord &&
           !ctx.T(k).Has(kCapitalized))
      ++k;
    const NameRun* named = k > owner->end + 1 && ctx.Is(k, ",") ? ctx.NameAt(k + 1) : nullptr;
    part = named && named->words >= 2 ? named : nullptr;
    described = part != nullptr;
  }
  // ("Farah Sethi is Major Quill, Ina's superior": a titled part may be one word.)
  const bool titled = part && !ctx.NameAt(actor->end + 1);
  if (!part || (part->words < 2 && !titled) || !ctx.Is(part->end, ",")) return false;
  const std::string name = ActorName(ctx, actor);
  if (name.empty()) return false;
  // A titled part in a cast rundown: the sentence, or the one before it in its paragraph,
  // casts someone ("..., and Bo Dane plays Lt. Arvo Kam").
  // (So is a part described before it is named: "Salvo Scalia plays her father, Nurbek.
  // Santuzza Ingrassia is Kanykei's grandmother, Begaiym Toktogulov".)
  bool cast_before = plays_before || ((titled || described) && (ctx.SentenceMay(s, DocContext::kCueCast) ||
                                (!ctx.OpensParagraph(s) && ctx.SentenceMay(s - 1, DocContext::kCueCast))));
  for (uint32_t k = 0; k < s && !cast_before; ++k) {
    if (!ctx.SentenceMay(k, DocContext::kCueCast)) continue;
    const Sentence& ks = ctx.at.sentences[k];
    for (size_t m = ks.first_token; m < ks.end_token && !cast_before; ++m)
      if (const NameRun* r = ctx.NameAt(m)) {
        cast_before = ctx.Resolve(r->text) == name;
        m = r->end - 1;
      }
  }
  if (!cast_before) return false;
  Add(ctx, out, name, CharacterName(ctx, part), actor->end, 0.7);
  // (A rundown's sentence may cast more after it: "..., and Bo Dane plays ..."; one whose
  // clause this was cast someone before it.)
  return !titled && !plays_before;
}

bool AddCastBlockLine(DocContext& ctx, uint32_t s, std::vector<Fact>* out) {
  const auto part_and_actor = [&ctx](uint32_t t, const NameRun** part, const NameRun** actor) {
    const Sentence& sent = ctx.at.sentences[t];
    if (!ctx.WholeParagraph(t)) return false;
    *part = ctx.NameAt(sent.first_token);
    if (!*part || !ctx.Is((*part)->end, ":")) return false;
    *actor = ctx.NameAt((*part)->end + 1);
    return *actor && (*actor)->end == sent.end_token && (*part)->words >= 2 && (*actor)->words >= 2;
  };
  const NameRun *part = nullptr, *actor = nullptr;
  if (!part_and_actor(s, &part, &actor)) return false;
  // Back over the block's other lines to its heading.
  bool headed = false;
  for (uint32_t t = s; !headed && t-- > 0 && t + 40 > s;) {
    const NameRun *p = nullptr, *a = nullptr;
    if (part_and_actor(t, &p, &a)) continue;
    const Sentence& heading = ctx.at.sentences[t];
    if (!ctx.WholeParagraph(t)) return false;
    size_t k = heading.first_token;
    if (ctx.IsLower(k, "the")) ++k;
    if (!ctx.IsLower(k, "cast")) return false;
    ++k;
    if (ctx.Is(k, ":")) ++k;
    if (k != heading.end_token) return false;
    headed = true;
  }
  if (!headed) return false;
  const std::string actor_name = ActorName(ctx, actor);
  if (actor_name.empty()) return false;
  Add(ctx, out, actor_name, CharacterName(ctx, part), part->first, 0.85);
  return true;
}

}  // namespace showgraph::extract
