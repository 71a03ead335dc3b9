// The story: relationships between characters, events, attributes and the works a
// character appears in, each with its season and, for events, a spoiler flag. This file
// holds the walk over the sentences and what every pattern shares: who is a character,
// what a pronoun refers to, whether a clause asserts, and how facts are added.
//
// Statements only: a question ("Will X and Y reunite?"), a negated clause
// ("Eli is not coming out to his family") or a hypothetical ("if", "whether", "might")
// states no fact. Pronouns resolve to the nearest fitting character.
#include <algorithm>
#include <unordered_map>

#include "extract/story_internal.h"

namespace showgraph::extract {

Story::Story(const DocContext& ctx, const std::vector<Fact>& cast, const std::vector<Fact>& crew) : ctx_(ctx) {
  for (const auto& f : cast) {
    cast_.emplace_back(f.actor, f.character);
    cast_evidence_.push_back(f.evidence.empty() ? Span{} : f.evidence.front());
    people_.insert(f.actor);
    character_set_.insert(f.character);
  }
  for (const auto& f : crew) people_.insert(f.person);
  // A full name in brackets right after another name is an actor ("Margo (Sunita
  // Varghese)"), unless the article knows it as a character.
  // Who is quoted is someone interviewed, unless the article casts them: a speech verb
  // beside a name in a sentence with a quotation ("I cried," Benavente says). Characters
  // who tell each other things in a recap are not. (The speech verbs alone are visited.)
  for (size_t k = ctx.NextWith(1, kWordSpeech); k + 1 < ctx.size(); k = ctx.NextWith(k + 1, kWordSpeech)) {
    if (!SentenceQuotes(ctx.SentenceOf(k))) continue;
    if (const NameRun* r = ctx.NameEndingAt(k - 1)) quoted_.insert(ctx.Resolve(r->text));
    if (const NameRun* r = ctx.NameAt(k + 1)) quoted_.insert(ctx.Resolve(r->text));
  }
  // "stars Yeoh Geok Oon as the doctor": one who stars as a part the article does not name
  // is an actor still, no character a pronoun may stand for. (The cast cues alone are visited.)
  for (size_t k = ctx.NextWith(1, kWordCastCue); k + 1 < ctx.size(); k = ctx.NextWith(k + 1, kWordCastCue)) {
    if (!ctx.IsLower(k, "as")) continue;
    const NameRun* r = ctx.NameEndingAt(k - 1);
    if (!r || r->first == 0) continue;
    const Word before = ctx.Lower(r->first - 1);
    if (before != "stars" && before != "starring" && before != "co-stars" && before != "costars") continue;
    if (std::string name = ctx.Resolve(r->text); !character_set_.count(name)) people_.insert(std::move(name));
  }
  // (Both tests below are of a possessive or an opening bracket: those tokens alone.)
  for (const size_t k : ctx.PossessivesAndBrackets()) {
    if (k < 1 || k + 1 >= ctx.size()) continue;
    const Token& t = ctx.T(k);
    // "Valborg Sollengard's 16-year-old son": one whose kin the story names is a character,
    // though she speaks in a quotation and no actor is given for her.
    if (t.Has(kPossessive))
      if (const NameRun* r = ctx.NameEndingAt(k - 1))
        for (size_t m = k + 1; m < ctx.size() && m < k + 4 && ctx.T(m).kind != TokenKind::kPunct; ++m)
          if (ctx.lex.relations.count(ctx.Lower(m))) {
            kin_named_.insert(ctx.Resolve(r->text));
            break;
          }
    if (t.kind != TokenKind::kPunct || ctx.at.text[t.start] != '(' || !ctx.NameEndingAt(k - 1)) continue;
    size_t at = k + 1;  // past "guest star", "newcomer"
    while (at < ctx.size() && at < k + 4 && !ctx.NameAt(at) && ctx.T(at).kind == TokenKind::kWord &&
           !ctx.T(at).Has(kCapitalized))
      ++at;
    const NameRun* inner = ctx.NameAt(at);
    if (!inner || inner->words < 2 || !ctx.Is(inner->end, ")")) continue;
    std::string name = ctx.Resolve(inner->text);
    if (!character_set_.count(name)) people_.insert(name);
  }
}

// (RunAt's test inline: a name starts here, or a title stands before one.)
inline bool Story::StartsPattern(size_t i) const {
  const Token& t = ctx_.T(i);
  return t.kind == TokenKind::kNumber || t.Has(kPossessive) || ctx_.Has(i, kWordStoryCue) || ctx_.NameAt(i) ||
         (ctx_.Honorific(i) && RunAt(i));
}

inline bool Story::AfterThe(size_t i, const Sentence& sent) const {
  return ctx_.T(i).Has(kCapitalized) && i > sent.first_token && ctx_.IsLower(i - 1, "the");
}

// (A loop with no call, whose reads of the context the compiler keeps in registers: in the
// walk's own loop every Visit, a call, made it load them again for each token.)
inline size_t Story::NextCandidate(size_t from, size_t end) const {
  for (size_t i = from; i < end; ++i) {
    const Token& t = ctx_.T(i);
    if (t.kind == TokenKind::kNumber || (t.flags & (kPossessive | kCapitalized)) ||
        ctx_.Has(i, static_cast<WordClass>(kWordStoryCue | kWordHonorific)) || ctx_.NameAt(i))
      return i;
  }
  return end;
}

void Story::Run(std::vector<Fact>* out) {
  uint32_t paragraph = UINT32_MAX;  // the paragraph spoiler_marked_ was read from
  bool warned = false;              // a spoiler warning stood in a paragraph before
  for (uint32_t s = 0; s < ctx_.at.sentences.size(); ++s) {
    if (ctx_.KindOfSentence(s) != ParagraphKind::kStory) continue;
    sentence_ = s;
    const Sentence& sent = ctx_.at.sentences[s];
    std::string_view text = ctx_.at.Slice(sent.span);
    question_ = text.ends_with("?") || text.ends_with("?\"") || text.ends_with("?\u201D");
    if (sent.paragraph != paragraph) {
      paragraph = sent.paragraph;
      // A warning ("Spoilers ahead for the Season 3 finale") marks the paragraphs after it too.
      const std::string_view para_text = ParagraphText(paragraph);
      const bool marks = para_text.find("poiler") != std::string_view::npos;
      spoiler_marked_ = marks || warned;
      warned = warned || (marks && (para_text.find("poilers ahead") != std::string_view::npos ||
                                    para_text.find("poiler warning") != std::string_view::npos ||
                                    para_text.find("poiler alert") != std::string_view::npos ||
                                    para_text.find("poilers for") != std::string_view::npos ||
                                    para_text.find("poilers below") != std::string_view::npos));
    }
    if (ctx_.OpensParagraph(s)) {
      if (const char* event = nullptr; CategoryHeading(s, &event))
        category_event_ = event;
      else if (category_event_)
        CategoryItem(s, category_event_, out);
    }
    // (A sheet's field is read whole: its label is no one's name, "Father of Justina" no
    // father's.)
    if (SheetLine(s, out) || EntryLine(s, out)) continue;
    // (Tokens Visit would pass over are not handed to it: cue_, which it sets, is read only
    // by the patterns it calls.)
    for (size_t i = NextCandidate(sent.first_token, sent.end_token); i < sent.end_token;
         i = NextCandidate(i + 1, sent.end_token))
      if (const bool starts = StartsPattern(i); starts || AfterThe(i, sent)) Visit(i, sent, starts, out);
  }
  SharedSurnames(out);
  WeddedRomancesAreCurrent(out);
}

void Story::WeddedRomancesAreCurrent(std::vector<Fact>* out) const {
  // ("is in love with her classmate X, and the two of them marry in the fifth episode",
  // "spent eight seasons in love with Y before she finally married him": a love the story
  // goes on to marry or engage is no longer only a possibility.)
  for (const Fact& e : *out) {
    if (e.kind != FactKind::kEvent || (e.type != "wedding" && e.type != "engagement") || e.participants.size() != 2)
      continue;
    const std::string& a = e.participants[0];
    const std::string& b = e.participants[1];
    for (Fact& f : *out)
      if (f.kind == FactKind::kRelationship && f.type == "romance" && f.status == "potential" &&
          ((f.a == a && f.b == b) || (f.a == b && f.b == a)))
        f.status = "current";
  }
}

// `starts`: StartsPattern(i), tested by the caller.
void Story::Visit(size_t i, const Sentence& sent, bool starts, std::vector<Fact>* out) {
  cue_ = i;
  // (A family name in the plural, "the Plumbs", is often a common word too: "Reels".)
  if (AfterThe(i, sent)) PluralSurname(i, sent, out);
  if (!starts) return;
  visit_run_ = RunAt(i);
  Attributes(i, sent, out);
  Relations(i, sent, out);
  // (Bonds and NamedEvents start at a name only: at other tokens they are not called.)
  if (visit_run_) Bonds(i, sent, out);
  BondOver(i, sent, out);
  Events(i, sent, out);
  if (visit_run_) NamedEvents(i, sent, out);
  StatedAttributes(i, sent, out);
}

// A name that stands for a character here (not an actor, crew member, work or network).
bool Story::SentenceQuotes(uint32_t s) {
  if (s == quotes_checked_) return quotes_result_;
  quotes_checked_ = s;
  quotes_result_ = true;
  const Sentence& sent = ctx_.at.sentences[s];
  for (size_t k = sent.first_token; k < sent.end_token; ++k)
    if (ctx_.T(k).Has(kInQuote) || ctx_.T(k).Has(kQuoteMark)) return true;
  // The quotation may stand in the sentence before: '"...," she said. Benavente added.'
  return quotes_result_ = !ctx_.OpensParagraph(s) && ctx_.T(sent.first_token - 1).Has(kQuoteMark);
}

bool Story::AfterPlaceNoun(const NameRun* r) const {
  if (r->first < 2 || !ctx_.IsLower(r->first - 1, "of")) return false;
  const Word n = ctx_.Lower(r->first - 2);
  return n == "hometown" || n == "town" || n == "city" || n == "village" || n == "island" || n == "county" ||
         n == "state" || n == "province" || n == "region" || n == "suburbs" || n == "outskirts" || n == "corner" ||
         n == "streets" || n == "heart" || n == "edge" || n == "side" || n == "neighborhood" || n == "part" ||
         n == "mountains" || n == "hills" || n == "coast" || n == "shores" || n == "banks" || n == "countryside" ||
         // A title held of a place: "the Duke of Wexmoor", "the Bishop of Trent".
         n == "duke" || n == "duchess" || n == "earl" || n == "countess" || n == "baron" || n == "baroness" ||
         n == "marquess" || n == "viscount" || n == "king" || n == "queen" || n == "prince" || n == "princess" ||
         n == "lord" || n == "bishop" || n == "archbishop" || n == "emperor" || n == "empress" || n == "sultan";
}

namespace {

// A verb of moving somewhere: what follows its "to" is a place ("came to Hialeah").
bool IsMovingVerb(Word w) {
  // (Not "goes to" or "returns to", which a person may follow: "she goes to Ivo for help".)
  return w == "came" || w == "comes" || w == "moved" || w == "moves" || w == "move" || w == "fled" ||
         w == "flees" || w == "flee" || w == "relocated" || w == "relocates" || w == "emigrated" ||
         w == "immigrated" || w == "headed" || w == "heads" || w == "travels" || w == "traveled" ||
         w == "travelled";
}

}  // namespace

namespace {

// A US state's or a Canadian province's name that is no one's given name ("Georgia",
// "Virginia" and "Dakota" are): a place wherever it stands, never a character.
bool IsStateOrProvince(std::string_view name) {
  static constexpr std::string_view kPlaces[] = {
      "Alabama",  "Alaska",   "Arizona",       "Arkansas",   "Connecticut",   "Delaware",       "Florida",
      "Hawaii",   "Idaho",    "Illinois",      "Iowa",       "Kansas",        "Kentucky",       "Louisiana",
      "Maryland", "Massachusetts", "Michigan", "Minnesota",  "Mississippi",   "Missouri",       "Nebraska",
      "Ohio",     "Oklahoma", "Oregon",        "Pennsylvania", "Tennessee",   "Texas",          "Utah",
      "Vermont",  "Wisconsin", "Wyoming",      "New Mexico", "New Jersey",    "New York",       "New Hampshire",
      "Rhode Island", "North Carolina", "South Carolina", "North Dakota", "South Dakota", "West Virginia",
      "Alberta", "Manitoba", "Ontario", "Quebec", "Saskatchewan", "British Columbia", "Nova Scotia",
      "New Brunswick", "Newfoundland"};
  // (The filter first: this is asked of every name a pattern looks at.)
  static constexpr WordFilter kFilter(kPlaces);
  return kFilter.MayContain(name) && std::find(std::begin(kPlaces), std::end(kPlaces), name) != std::end(kPlaces);
}

}  // namespace

std::string Story::CharacterAt(size_t tok, bool place_ok) const {
  const NameRun* r = ctx_.NameAt(tok);
  if (!r && tok < ctx_.size()) r = ctx_.NameAfterTitle(tok);
  if (!r) return {};
  // A name that is a whole quotation is a title ("Harbor Lights"), not a character.
  // ('Episode 7, "Slack Water," arrives Friday': the comma may stand inside the marks.)
  if (r->first > 0 && ctx_.T(r->first - 1).Has(kQuoteMark) && r->end < ctx_.size()) {
    size_t close = r->end;
    if (close + 1 < ctx_.size() && (ctx_.Is(close, ",") || ctx_.Is(close, "."))) ++close;
    if (ctx_.T(close).Has(kQuoteMark)) return {};
  }
  // After "in", "from", "at" a name is most often a place ("a small Vermont town",
  // "back from Chicago").
  // (Only words of the name's own sentence: "A storm | Akhsar died." is no "a Marine".)
  const size_t sentence_first = ctx_.at.sentences[ctx_.SentenceOf(r->first)].first_token;
  std::string_view before = r->first > sentence_first && !place_ok ? ctx_.Lower(r->first - 1) : std::string_view();
  // ("runs into Reggie's sister", "bumps into Ivy": meeting someone, not a place.)
  const bool meets = before == "into" && r->first >= 2 &&
                     (ctx_.IsLower(r->first - 2, "runs") || ctx_.IsLower(r->first - 2, "ran") ||
                      ctx_.IsLower(r->first - 2, "run") || ctx_.IsLower(r->first - 2, "bumps") ||
                      ctx_.IsLower(r->first - 2, "bumped") || ctx_.IsLower(r->first - 2, "running"));
  // ("brought in Wumpini's younger sister": someone brought in, not a place.)
  const bool brought_in = before == "in" && r->first >= sentence_first + 2 &&
                          (ctx_.IsLower(r->first - 2, "brings") || ctx_.IsLower(r->first - 2, "brought") ||
                           ctx_.IsLower(r->first - 2, "bring") || ctx_.IsLower(r->first - 2, "bringing"));
  // (A name with its actor in brackets is a character wherever it stands: "the betrayal
  // came from Vartan Hovs (X)".)
  // (So is a part the article casts, after a preposition too: "the comic relief came from
  // Kasia's best friend".)
  // (The name is resolved once, here: this runs for every name a pattern looks at.)
  std::string name = ctx_.Resolve(r->text);
  const bool acted = (r->end + 1 < ctx_.size() && ctx_.Is(r->end, "(") && ctx_.NameAt(r->end + 1)) ||
                     character_set_.count(name) > 0;
  // ("her family came to Hialeah", "fled to Shreveport": after a verb of moving, "to"
  // opens a place.)
  // ("who had left for Denver a decade earlier": "for" after leaving, too.)
  const bool moved_to =
      r->first >= 2 && !acted &&
      ((before == "to" && IsMovingVerb(ctx_.Lower(r->first - 2))) ||
       // ("took the ferry to Jakarta", "the night bus to Lagos")
       (before == "to" && (ctx_.IsLower(r->first - 2, "ferry") || ctx_.IsLower(r->first - 2, "bus") ||
                           ctx_.IsLower(r->first - 2, "train") || ctx_.IsLower(r->first - 2, "plane") ||
                           ctx_.IsLower(r->first - 2, "flight") || ctx_.IsLower(r->first - 2, "boat"))) ||
       (before == "for" && (ctx_.IsLower(r->first - 2, "left") || ctx_.IsLower(r->first - 2, "leaves") ||
                            ctx_.IsLower(r->first - 2, "leaving") || ctx_.IsLower(r->first - 2, "headed") ||
                            ctx_.IsLower(r->first - 2, "heads") || ctx_.IsLower(r->first - 2, "departs") ||
                            ctx_.IsLower(r->first - 2, "departed"))));
  // ("left the Baliem Valley for Jayapura", "left town for Lagos": after a place left, "for"
  // opens the place gone to; "left her husband for Kofi" is a person left for another.)
  const bool left_place_for = [&] {
    if (before != "for" || acted || r->first < sentence_first + 3) return false;
    for (size_t k = r->first - 2; k > sentence_first && k + 7 > r->first; --k) {
      if (ctx_.T(k).kind != TokenKind::kWord) return false;
      const Word w = ctx_.Lower(k - 1);
      if (w == "left" || w == "leaves" || w == "leaving" || w == "leave")
        return ctx_.IsLower(k, "the") || (k + 2 == r->first && (ctx_.IsLower(k, "town") || ctx_.IsLower(k, "home")));
    }
    return false;
  }();
  // ("on the bayou south of Houma": a point of the compass "of" a name opens a place.)
  const auto compass_of = [&](size_t of) {
    if (of < sentence_first + 1 || !ctx_.IsLower(of, "of")) return false;
    const Word w = ctx_.Lower(of - 1);
    return w == "south" || w == "north" || w == "east" || w == "west" || w == "southeast" || w == "southwest" ||
           w == "northeast" || w == "northwest" || w == "outside";
  };
  // ("a ski area above Ouray, Colorado": the state after a town is a place too; "at the
  // 1976 Olympics": an event after its year.)
  const bool state_of_town = before == "," && r->first >= 2 && !acted && r->words == 1 &&
                             [&] {
                               const NameRun* town = ctx_.NameEndingAt(r->first - 2);
                               return town && town->first > 0 &&
                                      (IsPlacePreposition(ctx_.Lower(town->first - 1)) || compass_of(town->first - 1));
                             }();
  if (!acted && r->first > sentence_first && compass_of(r->first - 1)) return {};
  // ("a police detective in 1920s Zomba": or a decade.)
  const bool after_year = r->first > sentence_first && ctx_.T(r->first - 1).kind == TokenKind::kNumber &&
                          (ctx_.Tok(r->first - 1).size() == 4 ||
                           (ctx_.Tok(r->first - 1).size() == 5 && ctx_.Tok(r->first - 1).ends_with('s'))) &&
                          !acted;
  // ("rivals of House Adiyukh", "the Clan MacLeod": a house or clan is a family's name,
  // not one of its people.)
  if (r->words >= 2 && (ctx_.IsLower(r->first, "house") || ctx_.IsLower(r->first, "clan"))) return {};
  if (state_of_town || after_year) return {};
  // ("a pharmacy on Newark Avenue": a street's name is a place wherever it stands.)
  if (r->words >= 2 && !acted) {
    const Word last = ctx_.Lower(r->end - 1);
    // (Not "Lane" or "Drive": "Ivy Lane" is a name.)
    if (last == "avenue" || last == "street" || last == "road" || last == "boulevard" || last == "highway" ||
        last == "parkway" || last == "square")
      return {};
  }
  // ("who fled Phnom Penh as a child": what one flees is a place.)
  const bool fled = !acted && (before == "fled" || before == "flees" || before == "fleeing");
  if ((IsPlacePreposition(before) && !meets && !acted && !brought_in) || moved_to || left_place_for || fled || before == "small" || before == "the" ||
      AfterPlaceNoun(r))
    return {};
  // "a former Marine", "an Oklahoman": one capitalized word after an indefinite article
  // (and perhaps an adjective) is a common noun of origin or service, not a character.
  if (r->words == 1 && r->first > sentence_first) {
    size_t k = r->first - 1;
    if (k > sentence_first && ctx_.T(k).kind == TokenKind::kWord && !ctx_.T(k).Has(kCapitalized) &&
        !ctx_.IsLower(k, "a") && !ctx_.IsLower(k, "an"))
      --k;
    if (ctx_.IsLower(k, "a") || ctx_.IsLower(k, "an")) return {};
  }
  // "in small-town Vermont", "from rural Ohio": a place word between. (Not a relative
  // pronoun, "the finale in which Tulasa's sister ...", nor before a part the article casts.)
  if (!place_ok && !acted && r->first > sentence_first + 1 && ctx_.T(r->first - 1).kind == TokenKind::kWord &&
      !ctx_.T(r->first - 1).Has(kCapitalized) && !ctx_.IsLower(r->first - 1, "which") &&
      !ctx_.IsLower(r->first - 1, "whom")) {
    std::string_view two_before = ctx_.Lower(r->first - 2);
    if (IsPlacePreposition(two_before)) return {};
  }
  // ("Meindert's niece from Urk, Klaasje Hakvoort": a part the article casts is no place.)
  if (!place_ok && r->first >= 2 && !(acted && ctx_.Is(r->first - 1, ","))) {
    // "harbormaster of St. Michaels": a saint's name is a place's.
    if (ctx_.Is(r->first - 1, ".") && ctx_.Tok(r->first - 2) == "St") return {};
    // "in Mesilla, New Mexico", "in Houston's Third Ward": a name joined to a place by a
    // comma or a possessive is a place too.
    const bool joined = ctx_.Is(r->first - 1, ",") || ctx_.T(r->first - 1).Has(kPossessive);
    // (Or "on the same corner of Houston's Third Ward": a place noun before the town.)
    if (const NameRun* town = joined ? ctx_.NameEndingAt(r->first - 2) : nullptr;
        town && town->first > 0 && (IsPlacePreposition(ctx_.Lower(town->first - 1)) || AfterPlaceNoun(town)))
      return {};
  }
  if (people_.count(name)) return {};
  if (!acted && IsStateOrProvince(name)) return {};  // "the Erie, Pennsylvania, foreman"
  // ("The youngest Hangshing, 24, came out": a surname that two parts share, unresolved, is
  // one of the family, not a character of that name.)
  if (r->words == 1 && name == r->text && !character_set_.count(name)) {
    int sharing = 0;
    for (const std::string& c : character_set_) sharing += c.size() > name.size() && Surname(c) == name;
    if (sharing >= 2) return {};
  }
  if (IsCompanyName(name)) return {};  // (also a one-word mention resolved to one: "off Pleinmont")
  // "the town's GP", "the FBI": a short word in capitals is an office or a body, unless the
  // article casts it.
  if (r->words == 1 && r->end - r->first == 1 && ctx_.T(r->first).Has(kAllCaps) && name.size() <= 3 &&
      !character_set_.count(name))
    return {};
  // "FBI Special Agent Rosaria Danziger": a run with titles before a part the article
  // casts is that part.
  // (Dropping up to three leading words, each try one look-up.)
  if (r->words >= 3 && !character_set_.count(name)) {
    std::string_view rest = name;
    for (int drop = 0; drop < 3; ++drop) {
      const size_t sp = rest.find(' ');
      if (sp == std::string_view::npos) break;
      rest.remove_prefix(sp + 1);
      if (rest.find(' ') == std::string_view::npos) break;  // a part of two words at least
      if (auto it = character_set_.find(std::string(rest)); it != character_set_.end()) return *it;
    }
  }
  if (ctx_.speakers.count(name) && quoted_.count(name) && !character_set_.count(name) && !kin_named_.count(name))
    return {};
  return name;
}

const NameRun* Story::RunAt(size_t tok) const {
  if (const NameRun* r = ctx_.NameAt(tok)) return r;
  return tok < ctx_.size() ? ctx_.NameAfterTitle(tok) : nullptr;
}

// The token after a name and any "(Actor)" right after it.
size_t Story::After(const NameRun* r) const {
  size_t k = r->end;
  if (ctx_.Is(k, "(") || ctx_.Is(k, "[")) {
    size_t m = k + 1;
    while (m < ctx_.size() && m < k + 8 && !ctx_.Is(m, ")") && !ctx_.Is(m, "]")) ++m;
    if (m < ctx_.size() && m < k + 8) k = m + 1;
  }
  return k;
}

char PronounGender(std::string_view w) {
  if (w == "she" || w == "her" || w == "hers" || w == "herself") return 'f';
  if (w == "he" || w == "his" || w == "him" || w == "himself") return 'm';
  return 0;
}
const GenderMap* GenderTable(std::initializer_list<std::string_view> female, std::initializer_list<std::string_view> male) {
  auto* t = new GenderMap;
  for (std::string_view f : female) t->emplace(f, 'f');
  for (std::string_view m : male) t->emplace(m, 'm');
  return t;
}

char NounGender(std::string_view w) {
  // (One probe: pronoun resolution asks of every word near a name.)
  static const auto* const table = GenderTable(
      {"mother", "mom", "sister", "daughter", "wife", "girlfriend", "grandmother", "grandma", "aunt", "niece",
       "widow", "fiancee", "fianc\u00e9e", "bride", "stepmother", "stepdaughter", "stepsister", "granddaughter",
       "ex-wife", "waitress", "queen", "princess", "mrs", "ms", "miss", "lady", "dame", "matriarch"},
      {"father", "dad", "brother", "son", "husband", "boyfriend", "grandfather", "grandpa", "uncle", "nephew",
       "widower", "fiance", "fianc\u00e9", "groom", "stepfather", "stepson", "stepbrother", "grandson",
       "ex-husband", "king", "prince", "mr", "sir", "lord", "patriarch"});
  if (w.size() < 2 || w.size() > 13) return 0;
  auto it = table->find(w);
  return it == table->end() ? 0 : it->second;
}

// The gender the words right before a name give it ("Lucy's father, retired Navy Capt.
// Tom Vance", "Mrs. Okafor"), or 0.
char Story::MentionGender(const NameRun* r) const {
  const uint32_t s = ctx_.SentenceOf(r->first);
  const size_t first = ctx_.at.sentences[s].first_token;
  for (size_t k = r->first; k > first && k + 10 > r->first; --k) {
    const Token& t = ctx_.T(k - 1);
    if (char g = NounGender(ctx_.Lower(k - 1))) return g;
    // Titles, a comma and the words of a description may stand between.
    if (t.kind == TokenKind::kPunct && !ctx_.Is(k - 1, ",") && !ctx_.Is(k - 1, ".")) return 0;
    if (ctx_.NameEndingAt(k - 1) && !ctx_.Honorific(k - 1)) return 0;
  }
  // "Adelgunde Brennecke (X), the widow who ...": the description right after the name.
  const size_t end = ctx_.at.sentences[s].end_token;
  const size_t k = After(r);
  if (k + 2 < end && ctx_.Is(k, ",") && (ctx_.IsLower(k + 1, "the") || ctx_.IsLower(k + 1, "a") || ctx_.IsLower(k + 1, "an")))
    for (size_t m = k + 2; m < end && m < k + 5 && ctx_.T(m).kind == TokenKind::kWord; ++m)
      if (char g = NounGender(ctx_.Lower(m))) return g;
  return 0;
}

std::string Story::Topic() const { return TopicOf(ctx_.at.sentences[sentence_].paragraph); }

const std::string* Story::ParagraphPart(uint32_t para) const {
  const auto& parts = ctx_.paragraph_parts;
  const auto p = std::lower_bound(parts.begin(), parts.end(), para,
                                  [](const std::pair<uint32_t, std::string>& h, uint32_t q) { return h.first < q; });
  return p != parts.end() && p->first == para ? &p->second : nullptr;
}

std::string Story::TopicOf(uint32_t para) const {
  // A paragraph that opens on its part is about it.
  if (const std::string* part = ParagraphPart(para)) return *part;
  return HeadingTopicOf(para);
}

std::string Story::SectionTopic() const { return HeadingTopicOf(ctx_.at.sentences[sentence_].paragraph); }

std::string Story::HeadingTopicOf(uint32_t para) const {
  // The last heading above the paragraph (headings are in paragraph order).
  const auto& headings = ctx_.part_headings;
  auto it = std::lower_bound(headings.begin(), headings.end(), para,
                             [](const std::pair<uint32_t, std::string>& h, uint32_t p) { return h.first < p; });
  if (it == headings.begin()) return {};
  --it;
  return para - it->first <= 3 ? it->second : std::string();
}

bool Story::VerblessOpening(size_t tok) const {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  if (tok < sent.first_token || tok > sent.first_token + 12) return false;
  for (size_t k = sent.first_token; k < tok; ++k) {
    if (ctx_.T(k).kind != TokenKind::kWord || ctx_.T(k).Has(kCapitalized)) continue;
    const Word w = ctx_.Lower(k);
    // ("The most crooked police commander": an adjective in "-ed" after a degree word.)
    const bool adjective = k > sent.first_token && (ctx_.IsLower(k - 1, "most") || ctx_.IsLower(k - 1, "more"));
    if (w == "is" || w == "was" || w == "are" || w == "were" || w == "has" || w == "have" || w == "had" ||
        w == "will" || w == "be" || (w.size() > 4 && w.ends_with("ed") && !adjective) || IsPlayVerb(w))
      return false;
  }
  return true;
}

// The character a pronoun at token `tok` refers to: the nearest character named
// before it (this sentence, then earlier ones in the paragraph or the one before),
// else the first one after it in its sentence ("Regardless of his ..., Ben has").
std::string Story::ResolvePronoun(size_t tok, const std::string& not_this) const {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  // In a who's-who section a pronoun that opens a sentence is the section's part ("He
  // married Viola in the Season 2 finale").
  // ("He was married to Claudette ..., but ... he had spent": the same pronoun again.)
  bool opening = tok <= sent.first_token + 2;
  for (size_t k = sent.first_token; k < sent.first_token + 3 && k < tok && !opening; ++k)
    opening = ctx_.Lower(k) == std::string_view(ctx_.Lower(tok));
  if (opening)
    if (std::string topic = Topic(); !topic.empty() && topic != not_this) return topic;
  // Later in the sentence, a pronoun of the part's gender is still the part's when no
  // character named before it may be who it is ("In Season 1 she was Halvor's running
  // mate, and she married his chief of staff" under MIREILLE's heading).
  if (const char want = PronounGender(ctx_.Lower(tok)); want && !opening)
    if (std::string topic = Topic(); !topic.empty() && topic != not_this && CharacterGender(topic) == want) {
      bool rival = false;
      for (size_t k = sent.first_token; k < tok && !rival; ++k)
        if (const NameRun* r = ctx_.NameAt(k)) {
          const std::string c = CharacterAt(k);
          rival = !c.empty() && c != topic && CharacterGender(c) != (want == 'f' ? 'm' : 'f');
          k = r->end - 1;
        }
      if (!rival) return topic;
    }
  // A cast list: "A plays Eglantine's rival, the bootlegger Sigismund, who ordered ..., and
  // B plays his son, Tadeusz": the pronoun after a play verb is the character the play
  // verb before it introduced.
  auto play_verb = [this](size_t k) { return IsPlayVerb(ctx_.Lower(k)); };
  if (tok > sent.first_token && play_verb(tok - 1)) {
    const char want = PronounGender(ctx_.Lower(tok));
    for (size_t k = tok - 1; k-- > sent.first_token && k + 40 > tok;) {
      if (!play_verb(k)) continue;
      std::string possessor;
      for (size_t m = k + 1; m + 1 < tok && m < k + 16; ++m) {
        const NameRun* r = RunAt(m);
        if (!r) continue;
        if (PossessiveAt(r->end)) {  // "Eglantine's rival, ...": the rival is named later
          if (possessor.empty()) possessor = CharacterAt(m);
          m = r->end;
          continue;
        }
        std::string c = CharacterAt(m);
        // ("B co-stars as Hoyt's ex-wife ..., Trudy, and C plays his son": not hers, so
        // the possessor's.)
        if (const char g = want ? MentionGender(r) : 0; g && g != want) {
          if (!possessor.empty() && possessor != not_this) return possessor;
          break;
        }
        if (!c.empty() && c != not_this) return c;
        m = r->end - 1;
      }
      break;
    }
  }
  // In reported speech ("Margo learned from her doctor, Dr. X, that she is pregnant")
  // the pronoun of the complement clause is the subject of the clause it hangs from.
  {
    const syntax::Parse& p = ParseOf(sentence_);
    int c = p.clause_of[tok - sent.first_token];
    const syntax::Clause& cl = p.clauses[c];
    // (So is the subject pronoun of an adverbial clause: "Liadan had an affair with D'Amico
    // while she was married to Breasal" - Liadan's.)
    const bool adverbial_subject = cl.kind == syntax::ClauseKind::kAdverbial &&
                                   (ctx_.IsLower(tok, "she") || ctx_.IsLower(tok, "he")) && tok > sent.first_token &&
                                   (ctx_.IsLower(tok - 1, "while") || ctx_.IsLower(tok - 1, "when") ||
                                    ctx_.IsLower(tok - 1, "after") || ctx_.IsLower(tok - 1, "before") ||
                                    ctx_.IsLower(tok - 1, "because") || ctx_.IsLower(tok - 1, "until"));
    int sc = (cl.kind == syntax::ClauseKind::kComplement || adverbial_subject) && cl.parent >= 0
                 ? p.SubjectChunk(cl.parent)
                 : -1;
    if (sc >= 0 && p.chunks[sc].first + sent.first_token < tok) {
      std::string who = CharacterOfChunk(sentence_, sc, /*resolve_pronouns=*/false);
      if (!who.empty() && who != not_this) return who;
    }
    // ("It turns out Liadan had an affair with D'Amico while she ...": past an empty "it",
    // the first name of the sentence that no preposition governs.)
    if (adverbial_subject && sc >= 0 && ctx_.IsLower(sent.first_token + p.chunks[sc].head, "it")) {
      for (size_t k = sent.first_token + 1; k < tok; ++k) {
        const NameRun* r = ctx_.NameAt(k);
        if (!r) continue;
        const std::string_view before = ctx_.Lower(k - 1);
        if (before == "with" || before == "to" || before == "by" || before == "for" || before == "from" ||
            before == "of" || before == "at" || before == "in" || before == "on" || before == "into" ||
            before == "about" || PossessiveAt(r->end))
          break;
        if (std::string who = CharacterAt(k); !who.empty() && who != not_this) return who;
        break;
      }
    }
  }
  // "he agrees to marry his eldest son ... to the daughter of his rival": a possessive or
  // object pronoun in a clause whose subject is the subject pronoun of its gender (the
  // clause's own or, for "to marry ...", the one it hangs from) is that subject's.
  if (const char gender = PronounGender(ctx_.Lower(tok)); gender && ctx_.Lower(tok) != "he" && ctx_.Lower(tok) != "she") {
    const syntax::Parse& p = ParseOf(sentence_);
    for (int c = p.clause_of[tok - sent.first_token], hops = 0; c >= 0 && hops < 4; c = p.clauses[c].parent, ++hops) {
      const int sc = p.SubjectChunk(c);
      if (sc < 0) continue;
      const size_t st = p.chunks[sc].first + sent.first_token;
      const Word sw = ctx_.Lower(st);
      if (st < tok && (sw == "he" || sw == "she") && PronounGender(sw) == gender) return ResolvePronoun(st, not_this);
      break;
    }
    // ("To end a war that cost both sides, he agrees to marry his son": where the parse
    // misses it, the sentence's first "he" with no name before it.)
    bool named = false;
    for (size_t k = sent.first_token; k < tok && k < sent.first_token + 24 && !named; ++k) {
      named = ctx_.NameAt(k) != nullptr;
      const Word kw = ctx_.Lower(k);
      if (!named && (kw == "he" || kw == "she") && PronounGender(kw) == gender && !ctx_.T(k).Has(kInQuote))
        return ResolvePronoun(k, not_this);
    }
  }
  uint32_t para = sent.paragraph;
  // No character named earlier in this sentence: a pronoun continues the topic, the
  // subject of the sentence before when that names a character ("Margo learned from Dr.
  // X that she is pregnant. The timing points at her ex-husband" - Margo's).
  // (A name it cannot be does not count: "Jwngsar fires him on the spot" after "Dwimalu is
  // Sansuma's nephew" - Dwimalu, the subject before, not the possessor named last.)
  bool named_before = false;
  for (size_t k = sent.first_token; k < tok && !named_before; ++k)
    if (const NameRun* r = ctx_.NameAt(k)) {
      const std::string c = CharacterAt(k);
      named_before = !c.empty() && c != not_this;
      k = r->end - 1;
    }
  if (!named_before && sentence_ > 0) {
    uint32_t prev = sentence_ - 1;
    const Sentence& ps = ctx_.at.sentences[prev];
    if (ps.paragraph + 1 >= para && ctx_.KindOfSentence(prev) == ParagraphKind::kStory) {
      const syntax::Parse& pp = ParseOf(prev);
      std::string c = CharacterOfChunk(prev, pp.SubjectChunk(0), /*resolve_pronouns=*/false);
      // (Not one of the other gender: "His first wife, Panoi, died ... His second marriage".)
      if (const char want = PronounGender(ctx_.Lower(tok)); !c.empty() && want) {
        const char g = CharacterGender(c);
        if (g && g != want) c.clear();
      }
      // ("Gladys Blackcloud stars as Yarina Cachimuel, a weaver ... when her grandmother,
      // Tamya, falls ill. Her brother, Waman, ...": an actor's part is the topic.)
      if (const NameRun* r = ctx_.NameAt(ps.first_token); r && !PossessiveAt(r->end) && CharacterAt(r->first).empty()) {
        size_t v = After(r);
        const Word verb = ctx_.Lower(v);
        if (IsPlayVerb(verb) || verb == "stars" || verb == "starred" || verb == "is") {
          if (ctx_.IsLower(v + 1, "as")) ++v;
          if (std::string part = CharacterAt(v + 1); !part.empty()) {
            const char want = PronounGender(ctx_.Lower(tok)), g = CharacterGender(part);
            if (!want || !g || g == want) c = part;
          }
        }
      }
      // A name that opens the sentence before is its subject, however long its apposition
      // ("Fulgencio Ibarrola (X), Ruperto's old partner and the man who ..., is unmasked").
      if (c.empty())
        if (const NameRun* r = ctx_.NameAt(ps.first_token); r && !PossessiveAt(r->end)) c = CharacterAt(r->first);
      // ("Masiaga is dead. The cattle trader at the center of the drama ... was shot by men
      // working for Monanka. He died in the mud": a sentence before that opens on a job
      // with "the" goes on about the one the sentence before it opens on.)
      if (c.empty() && prev > 0 && ctx_.IsLower(ps.first_token, "the") && ctx_.at.sentences[prev - 1].paragraph == ps.paragraph) {
        size_t m = ps.first_token + 1;
        while (m < ps.end_token && m < ps.first_token + 4 && ctx_.T(m).kind == TokenKind::kWord &&
               !ctx_.T(m).Has(kCapitalized) && !ctx_.Has(m, kWordOccupation))
          ++m;
        if (m < ps.end_token && ctx_.Has(m, kWordOccupation) && !ctx_.Has(m + 1, kWordOccupation)) {
          const Sentence& bs = ctx_.at.sentences[prev - 1];
          if (const NameRun* r = ctx_.NameAt(bs.first_token); r && !PossessiveAt(r->end)) {
            const char want = PronounGender(ctx_.Lower(tok));
            const std::string opener = CharacterAt(r->first);
            if (!opener.empty() && (!want || CharacterGender(opener) != (want == 'f' ? 'm' : 'f'))) c = opener;
          }
        }
      }
      // ("After three years of near misses, Aniekan (X) finally marries Ekemini": past an
      // opening phrase set off by its comma, the name right after it; or by a colon, "The
      // twist of the season: Dwimalu is Sansuma's nephew".)
      if (c.empty())
        for (size_t k = ps.first_token + 1, heading_colon = 0; k + 1 < ps.end_token && k < ps.first_token + 16; ++k)
          if (ctx_.Is(k, ",") || ctx_.Is(k, ":")) {
            // (An episode guide's 'Episode 7, "The Nephew":' opens the sentence: past its colon.)
            if (ctx_.IsLower(ps.first_token, "episode") && !heading_colon) {
              if (ctx_.Is(k, ":")) heading_colon = k;
              if (!ctx_.Is(k, ":") || !ctx_.NameAt(k + 1)) continue;
            }
            if (const NameRun* r = ctx_.NameAt(k + 1); r && !PossessiveAt(r->end) && k + 1 < ps.end_token) {
              size_t after = r->end;
              if (ctx_.Is(after, "(")) {
                while (after < ps.end_token && !ctx_.Is(after, ")")) ++after;
                ++after;
              }
              // (The name is the clause's subject: a verb, not a comma, follows it.)
              if (after < ps.end_token && ctx_.T(after).kind == TokenKind::kWord && !ctx_.T(after).Has(kCapitalized))
                c = CharacterAt(r->first);
            }
            break;
          }
      // "His daughter, Ziva (X), came home ... Within weeks she was running the mountain ...
      // | ... her romance with Gwithian": the sentences before go on with a pronoun of the
      // same gender; its referent is the subject of the sentence the run starts after (three
      // sentences back at most; a transcript's "ODUYA:" label aside).
      if (const char want = PronounGender(ctx_.Lower(tok)); c.empty() && want) {
        // ("He married twice. His first wife, Panoi, died ... His second marriage ... He was
        // not a faithful husband": a sentence that opens with "his" goes on too, and the run
        // may be six sentences long.)
        auto opens_with_his = [&](const Sentence& s) {
          const Word w = ctx_.Lower(PastSpeakerLabel(s));
          return (w == "his" && want == 'm') || (w == "her" && want == 'f');
        };
        for (uint32_t cur = prev, hops = 0; c.empty() && cur > 0 && hops < 6; --cur, ++hops) {
          const Sentence& cs = ctx_.at.sentences[cur];
          const size_t from = PastSpeakerLabel(cs);
          bool goes_on = opens_with_his(cs);  // or a "she" among its first words, with no name before it
          for (size_t k = from; k < cs.end_token && k < from + 6 && !goes_on; ++k) {
            if (ctx_.NameAt(k)) break;
            const Word w = ctx_.Lower(k);
            goes_on = (w == "she" || w == "he") && PronounGender(w) == want;
          }
          if (!goes_on) break;
          const uint32_t before = cur - 1;
          const Sentence& bs = ctx_.at.sentences[before];
          if (bs.paragraph + 2 < cs.paragraph || ctx_.KindOfSentence(before) != ParagraphKind::kStory) break;
          if (opens_with_his(bs)) continue;  // its subject is the possessor's noun: further back
          c = CharacterOfChunk(before, ParseOf(before).SubjectChunk(0), /*resolve_pronouns=*/false);
          // (Past a transcript's label: "ODUYA: Dana gave birth ...".)
          size_t k = PastSpeakerLabel(bs);
          if (c.empty() || k > bs.first_token)
            if (const NameRun* r = ctx_.NameAt(k); r && !PossessiveAt(r->end) && !ctx_.Is(r->end, ":"))
              c = CharacterAt(k);
          // ("His daughter, Ziva Kastelic (X), ...": the name the opening noun group is; but
          // not where the run goes on through "his": "He ... His first wife, Panoi, died".)
          if (c.empty() && (IsPossessivePronoun(ctx_.Lower(k)) || PossessiveAt(k + 1)) && !opens_with_his(bs)) {
            while (k < bs.end_token && k < bs.first_token + 6 && !ctx_.Is(k, ",")) ++k;
            if (ctx_.Is(k, ","))
              if (const NameRun* r = RunAt(k + 1); r && !PossessiveAt(r->end)) {
                const char g = MentionGender(r);
                if (!g || g == want) c = CharacterAt(r->first);
              }
          }
        }
      }
      // ("Sera signed a contract with Taeho. He needed a wife ... She needed the money": after
      // a sentence that opens with the other gender's pronoun, the character that opens the
      // sentence before that one, unless it is of that other gender.)
      if (const char want = PronounGender(ctx_.Lower(tok)); c.empty() && want && prev > 0) {
        const size_t k = PastSpeakerLabel(ps);
        const char other = want == 'f' ? 'm' : 'f';
        const Sentence& bs = ctx_.at.sentences[prev - 1];
        if (k < ps.end_token && HeOrShe(ctx_.Lower(k)) == other && bs.paragraph + 1 >= ps.paragraph &&
            ctx_.KindOfSentence(prev - 1) == ParagraphKind::kStory)
          for (size_t m = PastSpeakerLabel(bs); m < bs.end_token && m < bs.first_token + 3; ++m)  // ("Florist Yoon Sera")
            if (const NameRun* r = ctx_.NameAt(m)) {
              if (std::string opener = CharacterAt(m); !opener.empty() && !PossessiveAt(r->end) &&
                                                        MentionGender(r) != other && CharacterGender(opener) != other)
                c = opener;
              break;
            }
      }
      // ("The door belongs to Adelgunde (X), the widow who ... She married ...": with no
      // character for a subject, the one the sentence before describes as of the pronoun's
      // gender.)
      // (Two sentences back when the one before goes on with the pronoun: "... the widow who
      // ... She married Ruthven ... | Her daughter, Minna".)
      if (const char want = PronounGender(ctx_.Lower(tok)); c.empty() && want)
        for (uint32_t back = 0; back < 2 && back <= prev && c.empty(); ++back) {
          const Sentence& bs = ctx_.at.sentences[prev - back];
          if (bs.paragraph + 1 < para) break;
          for (size_t k = bs.first_token; k < bs.end_token && c.empty(); ++k)
            if (const NameRun* r = ctx_.NameAt(k)) {
              if (MentionGender(r) == want) c = CharacterAt(r->first);
              k = r->end - 1;
            }
          if (back == 0 && !(ctx_.IsLower(ps.first_token, "she") || ctx_.IsLower(ps.first_token, "he"))) break;
        }
      // (Unless the pronoun's gender rules the subject out: "Lucy's father, Tom, ... Her sister".)
      bool ruled_out = false;
      if (const char want = PronounGender(ctx_.Lower(tok)); want && !c.empty()) {
        for (size_t k = ps.first_token; k < ps.end_token && !ruled_out; ++k)
          if (const NameRun* r = ctx_.NameAt(k)) {
            const char g = MentionGender(r);
            ruled_out = g && g != want && CharacterAt(r->first) == c;
            k = r->end - 1;
          }
        // (Or what the rest of the article shows of the subject.)
        if (const char g = CharacterGender(c); g && g != want) ruled_out = true;
      }
      if (!c.empty() && c != not_this && !ruled_out) return c;
    }
  }
  // Bounded: a referent is never far, and a hostile one-sentence document must stay linear.
  std::string fallback;
  bool passed_over = false;
  for (size_t k = tok; k > 0 && k + kReach > tok; --k) {
    uint32_t s = ctx_.SentenceOf(k - 1);
    if (ctx_.at.sentences[s].paragraph + 1 < para) break;
    if (const NameRun* r = ctx_.NameEndingAt(k - 1)) {
      // A name after a place preposition or "to" is most often a place ("moved to Tulsa").
      auto after_place_word = [&](const NameRun* run) {
        std::string_view w = run->first > 0 ? ctx_.Lower(run->first - 1) : std::string_view();
        return IsPlacePreposition(w) || w == "to" || AfterPlaceNoun(run);
      };
      // ("The shop belongs to Vannak Heng (X)": what belongs to someone is an owner's, and a
      // name with its actor in brackets is a character.)
      const bool owner = r->end + 1 < ctx_.size() && ctx_.Is(r->end, "(") && ctx_.NameAt(r->end + 1) &&
                         r->first >= 2 && ctx_.IsLower(r->first - 1, "to") &&
                         (ctx_.IsLower(r->first - 2, "belongs") || ctx_.IsLower(r->first - 2, "belonged") ||
                          ctx_.IsLower(r->first - 2, "belong"));
      bool place = !owner && after_place_word(r);
      // "in Savannah, Ga.": the state after a place's comma is a place too.
      if (!place && r->first > 1 && ctx_.Is(r->first - 1, ","))
        if (const NameRun* town = ctx_.NameEndingAt(r->first - 2)) place = after_place_word(town);
      // "a Baltimore harbor-patrol cop": a name that modifies a noun is no one.
      std::string_view det = r->first > 0 ? ctx_.Lower(r->first - 1) : std::string_view();
      if ((det == "a" || det == "an") && r->end < ctx_.size() && ctx_.T(r->end).kind == TokenKind::kWord &&
          !ctx_.T(r->end).Has(kCapitalized))
        place = true;
      if (!place && ModifiesNoun(r)) continue;
      std::string c = place ? std::string() : CharacterAt(r->first);
      if (c.empty() || c == not_this) continue;
      // (Not the outlet a speaker talked to: "..., head writer X told Soapsheet. ... her exit".)
      if (ctx_.doc.meta.outlet && c == *ctx_.doc.meta.outlet) continue;
      // ("the reluctant lawwoman of Silvermine, and X returns as her ex-husband": a name
      // after a noun's "of" that the article casts as no part is most often a place.)
      if (r->first > 1 && ctx_.IsLower(r->first - 1, "of") && ctx_.T(r->first - 2).kind == TokenKind::kWord &&
          !ctx_.T(r->first - 2).Has(kCapitalized) && !character_set_.count(c))
        continue;
      const char want = PronounGender(ctx_.Lower(tok));
      const char gender = want ? MentionGender(r) : 0;
      // (The article's evidence, when the words at the mention give none.)
      const char shown = want && !gender ? CharacterGender(c) : 0;
      // "Shirin (Actor), Rhodri's older sister, ...: her husband": a possessor inside an
      // apposition describes the name before it, which the pronoun refers to.
      // ("Mirela (X), 27, Anzor and Pavla's daughter, had planned to marry her fiance": a
      // pair of possessors too.)
      const NameRun* pair_second = ctx_.IsLower(r->end, "and") ? ctx_.NameAt(r->end + 1) : nullptr;
      const NameRun* pair_first =
          r->first > 2 && ctx_.IsLower(r->first - 1, "and") ? ctx_.NameEndingAt(r->first - 2) : nullptr;
      const bool possessor = ctx_.T(r->end).Has(kPossessive) || (pair_second && ctx_.T(pair_second->end).Has(kPossessive));
      const bool opens = r->first > 1 && (ctx_.Is(r->first - 1, ",") || (pair_first && pair_first->first > 1 &&
                                                         ctx_.Is(pair_first->first - 1, ",") && !pair_second));
      if (opens && possessor) {
        if (fallback.empty() && (!gender || gender == want) && (!shown || shown == want)) fallback = c;
        continue;
      }
      // "Lucy's father, Tom (Rick Orr), ... Her sister": a name the pronoun's gender rules out.
      if (gender && gender != want) continue;
      // (Past a name the rest of the article rules out, only one it shows of that gender.)
      if (shown && shown != want) {
        passed_over = true;
        continue;
      }
      if (passed_over && shown != want) continue;
      return c;
    }
  }
  if (!fallback.empty()) return fallback;
  for (size_t k = tok + 1; k < sent.end_token && k < tok + 40; ++k) {
    // ("... and move to Florida": a place.)
    if (IsPlacePreposition(ctx_.Lower(k - 1)) || ctx_.IsLower(k - 1, "to")) continue;
    std::string c = CharacterAt(k);
    if (!c.empty() && c != not_this) return c;
  }
  return {};
}

// The character before token `tok` in its clause: a name, or a pronoun resolved.
// With `strict`, a noun phrase of its own ("the paramedics arrived") ends the search.
// The clause's subject when the parse finds one that is a character; else the nearest
// character before `tok` in its clause.
std::string Story::SubjectBefore(size_t tok, bool strict) const {
  // "..., and his longtime deputy, Rosa Diaz (X), marries the town doctor": the name set
  // off by commas right before the verb, after its description. (The parse may hand the
  // verb the first clause's subject.)
  // ("proved his wife, Azalais (X), had been sleeping with Sicard": auxiliaries between.)
  {
    const Sentence& sent = ctx_.at.sentences[sentence_];
    size_t verb = tok;
    while (verb > sent.first_token + 5 && verb + 3 > tok &&
           (ctx_.IsLower(verb - 1, "had") || ctx_.IsLower(verb - 1, "has") || ctx_.IsLower(verb - 1, "been") ||
            ctx_.IsLower(verb - 1, "was") || ctx_.IsLower(verb - 1, "is") || ctx_.IsLower(verb - 1, "already")))
      --verb;
    // ("Her son, Rultytegin (X), 22, had already left": past an age set off by commas.)
    if (verb > sent.first_token + 6 && ctx_.Is(verb - 1, ",") && ctx_.T(verb - 2).kind == TokenKind::kNumber &&
        ctx_.Lower(verb - 2).size() <= 3 && ctx_.Is(verb - 3, ","))
      verb -= 2;
    if (verb > sent.first_token + 4 && ctx_.Is(verb - 1, ",")) {
      size_t end = verb - 1;  // the comma after the name and its "(Actor)"
      if (ctx_.Is(end - 1, ")")) {
        size_t open = end - 1;
        while (open > sent.first_token && open + 8 > end && !ctx_.Is(open, "(")) --open;
        if (ctx_.Is(open, "(")) end = open;
      }
      if (const NameRun* r = ctx_.NameEndingAt(end - 1); r && r->first > sent.first_token + 1 && ctx_.Is(r->first - 1, ",")) {
        // The description before the comma opens with a possessor or "the".
        size_t d = r->first - 1;
        // ("proved his wife, Azalais": it stops at the possessor.)
        while (d > sent.first_token && d + 6 > r->first && ctx_.T(d - 1).kind == TokenKind::kWord &&
               !ctx_.IsLower(d - 1, "and") && !(d < r->first - 1 && IsPossessivePronoun(ctx_.Lower(d))))
          --d;
        const Word w = ctx_.Lower(d);
        if (d < r->first - 1 && (IsPossessivePronoun(w) || w == "the" || PossessiveAt(d + 1)))
          if (std::string c = CharacterAt(r->first); !c.empty()) return c;
      }
    }
  }
  bool has_subject = false;
  std::string subject = ClauseSubject(tok, &has_subject);
  if (!subject.empty()) return OwnerOfKinApposition(tok, subject);
  if (has_subject && strict) return {};
  const Sentence& sent = ctx_.at.sentences[sentence_];
  bool crossed_comma = false;  // past a comma, a determiner opens an apposition instead
  size_t from = tok;
  // "Breasal, the fire captain who raised Bronagh and who died ...": a second "who" has
  // the first one's antecedent.
  if (tok >= sent.first_token + 3 && ctx_.IsLower(tok - 1, "who") && ctx_.IsLower(tok - 2, "and"))
    for (size_t k = tok - 3; k > sent.first_token && k + 20 > tok; --k)
      if (ctx_.IsLower(k, "who")) {
        from = k;
        break;
      }
  // "Sam Price (Ned Kerr), Dana and Mark's only son, dies": past an apposition between
  // commas that holds a possessor, to the name before it.
  if (tok > sent.first_token + 2 && ctx_.Is(tok - 1, ",")) {
    size_t m = tok - 1;
    bool possessor = false;
    while (m > sent.first_token && m + 14 > tok && !ctx_.Is(m - 1, ",")) {
      --m;
      possessor = possessor || PossessiveAt(m);
    }
    if (possessor && m > sent.first_token + 1 && ctx_.Is(m - 1, ",") &&
        (ctx_.Is(m - 2, ")") || ctx_.NameEndingAt(m - 2))) {
      from = m - 1;
      crossed_comma = true;
    }
  }
  for (size_t k = from; k > sent.first_token && k + 25 > tok; --k) {
    std::string_view w = ctx_.Lower(k - 1);
    crossed_comma = crossed_comma || w == ",";
    if (strict && !crossed_comma && (w == "the" || w == "a" || w == "an" || w == "these" || w == "those"))
      return {};
    // ("when her mother died": "her" before a noun is a possessor; the subject is her kin.)
    // ("..., her co-star on Copperline, who died": a noun after "her" is the subject, and
    // no name says who.)
    if (w == "her" && k < tok && ctx_.T(k).kind == TokenKind::kWord && !ctx_.T(k).Has(kCapitalized) &&
        (ctx_.lex.relations.count(ctx_.Lower(k)) || (k + 1 < tok && !IsSubjectPronoun(ctx_.Lower(k)) &&
                                                     ctx_.IsLower(tok - 1, "who") && ctx_.Is(tok - 2, ","))))
      return {};
    if (IsSubjectPronoun(w) || w == "her" || w == "him") return ResolvePronoun(k - 1);
    if (const NameRun* r = ctx_.NameEndingAt(k - 1); r && !PossessiveAt(k)) {
      // ("a former Coast Guard lieutenant who ...": a name that modifies a noun is no one.)
      const bool modifier = ModifiesNoun(r) || (r->end < sent.end_token && ctx_.T(r->end).kind == TokenKind::kWord &&
                                                !ctx_.T(r->end).Has(kCapitalized) && ctx_.Has(r->end, kWordOccupation));
      std::string c = modifier ? std::string() : CharacterAt(r->first);
      if (!c.empty()) return OwnerOfKinApposition(tok, c);
    }
    // "Kim Sims' cougar who ...": a possessor is not the subject. ("she's" is "she is".)
    if (PossessiveAt(k - 1) && !(k >= 2 && IsSubjectPronoun(ctx_.Lower(k - 2)))) return {};
    if (ctx_.Is(k - 1, ")")) {  // "Ben (Al Roe)": the character before the actor
      size_t m = k - 1;
      while (m > sent.first_token && !ctx_.Is(m, "(")) --m;
      k = m + 1;
    }
  }
  return {};
}

// "Bopanna (X), eldest son of the family patriarch, Muthappa (Y), 71, finally married
// Dechamma": a subject found in a kin apposition ("son of ..., Muthappa") is the kin of the
// subject, which is the name the apposition describes. `who` is the subject found for the
// verb at `tok`; the owner of the apposition when it is one, else `who`.
std::string Story::OwnerOfKinApposition(size_t tok, const std::string& who) const {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  for (size_t k = tok; k > sent.first_token + 2; --k) {
    if (ctx_.Is(k - 1, ")")) {  // (past the actor: "Muthappa (Y)")
      while (k > sent.first_token + 2 && !ctx_.Is(k - 1, "(")) --k;
      continue;
    }
    const NameRun* r = ctx_.NameEndingAt(k - 1);
    if (!r) continue;
    if (CharacterAt(r->first) != who) return who;  // (the nearest name is not the subject's)
    const size_t lead = StartPastTitle(r->first, sent.first_token + 2);
    if (!ctx_.Is(lead - 1, ",") || !KinAppositionBefore(lead - 1, /*possessive_too=*/true)) return who;
    size_t open = lead - 2;
    while (open > sent.first_token && !ctx_.Is(open, ",")) --open;
    if (!ctx_.Is(open, ",") || open < sent.first_token + 1) return who;
    size_t end = open;
    if (ctx_.Is(end - 1, ")")) {
      while (end > sent.first_token && !ctx_.Is(end, "(")) --end;
    }
    const NameRun* owner = end > sent.first_token ? ctx_.NameEndingAt(end - 1) : nullptr;
    if (!owner) return who;
    std::string o = CharacterAt(owner->first);
    return o.empty() ? who : o;
  }
  return who;
}

size_t Story::StartPastTitle(size_t first, size_t floor) const {
  size_t lead = first;
  while (lead > floor && lead + 4 > first &&
         (ctx_.Honorific(lead - 1) || ctx_.IsLower(lead - 1, "the") || (ctx_.Is(lead - 1, ".") && ctx_.Honorific(lead - 2))))
    --lead;
  return lead;
}

// A two-word relation noun at token k ("best friend", "love interest"); the key is
// built only when the first word can start one.
const Lexicon::Relation* Story::TwoWordRelation(size_t k) const {
  std::string_view first = ctx_.Lower(k);
  if (!ctx_.lex.relation_first_words.count(first)) return nullptr;
  std::string key(first);
  key += ' ';
  key += ctx_.Lower(k + 1);
  auto it = ctx_.lex.relations.find(key);
  return it == ctx_.lex.relations.end() ? nullptr : &it->second;
}

// "X and Y" (each possibly followed by "(Actor)") starting at `tok`.
bool Story::PairAt(size_t tok, std::string* a, std::string* b, size_t* end) const {
  const NameRun* r1 = RunAt(tok);
  // ("He and his wife, Lika (X), divorced in Season 2": a subject pronoun that opens the
  // sentence, resolved, and a partner described by its possessive.)
  const Sentence& sent = ctx_.at.sentences[sentence_];
  const bool pronoun = !r1 && tok < ctx_.size() && HeOrShe(ctx_.Lower(tok)) && tok == PastSpeakerLabel(sent) &&
                       ctx_.IsLower(tok + 1, "and") && IsPossessivePronoun(ctx_.Lower(tok + 2));
  if (!r1 && !pronoun) return false;
  size_t k = pronoun ? tok + 1 : After(r1);
  if (!(ctx_.IsLower(k, "and") || ctx_.Is(k, "&"))) return false;
  auto first_of_pair = [&] { return pronoun ? ResolvePronoun(tok) : CharacterAt(r1->first); };
  const NameRun* r2 = RunAt(k + 1);
  if (!r2 && ctx_.T(k + 1).kind == TokenKind::kWord && !ctx_.T(k + 1).Has(kCapitalized)) {
    // "Ivy and her longtime boyfriend Theo", "X and county prosecutor Marisol Vega": a
    // description stands before the second name.
    // ("Sabeen and the ship's engineer, Piet Lamorak (X), kiss": the description set off
    // by commas.)
    for (size_t m = k + 2; m < ctx_.size() && m < k + 7 && !r2; ++m) {
      if (ctx_.T(m).Has(kCapitalized)) {
        r2 = RunAt(m);
      } else if (ctx_.Is(m, ",") && m > k + 2 && m + 1 < ctx_.size()) {
        size_t named = m + 1;
        // ("her husband, the vet Umbu Tagela (X),": a job between the comma and the name.)
        if (ctx_.IsLower(named, "the") || ctx_.IsLower(named, "a"))
          for (size_t q = named + 1; q < ctx_.size() && q < named + 4; ++q)
            if (ctx_.T(q).Has(kCapitalized) || ctx_.T(q).kind != TokenKind::kWord) {
              named = q;
              break;
            }
        r2 = RunAt(named);
        if (!r2 || !ctx_.Is(After(r2), ",")) return false;
        *a = first_of_pair();
        *b = CharacterAt(r2->first);
        *end = After(r2) + 1;
        return !a->empty() && !b->empty() && *a != *b;
      } else if (ctx_.T(m).kind != TokenKind::kWord) {
        break;
      }
    }
  }
  if (!r2) return false;
  *a = first_of_pair();
  *b = CharacterAt(r2->first);
  *end = After(r2);
  return !a->empty() && !b->empty() && *a != *b;
}

std::vector<std::string> Story::ListAt(size_t tok) const {
  std::vector<std::string> names;
  const NameRun* r = RunAt(tok);
  // ("his three daughters: Graziana (X), who runs the books; Orsolina (Y), a vet; and
  // Amabile (Z), 17": a list a colon opens may set its entries off by semicolons.)
  const bool colon_list = tok > 0 && ctx_.Is(tok - 1, ":");
  const Sentence& sent = ctx_.at.sentences[sentence_];
  while (r && names.size() < 6) {
    std::string name = CharacterAt(r->first);
    if (name.empty()) break;
    names.push_back(std::move(name));
    size_t k = After(r);
    if (colon_list) {
      size_t semicolon = k;
      while (semicolon < sent.end_token && semicolon < k + 30 && !ctx_.Is(semicolon, ";") && !ctx_.Is(semicolon, ".") &&
             !ctx_.Is(semicolon, ":"))
        ++semicolon;
      if (ctx_.Is(semicolon, ";")) {
        k = semicolon + 1;
        if (ctx_.IsLower(k, "and")) ++k;
        r = RunAt(k);
        continue;
      }
    }
    if (ctx_.Is(k, ",")) ++k;
    k = PastListedDescription(k);
    if (ctx_.IsLower(k, "and") || ctx_.Is(k, "&")) ++k;
    else if (!ctx_.Is(k - 1, ",")) break;
    r = RunAt(k);
  }
  return names;
}

size_t Story::PastListedDescription(size_t tok) const {
  // "their children, Benedicta (X), a lawyer in Colonia, and Fidelis (Y)": a short
  // description of the name before, set off by commas, that a next name of the list follows.
  if (!ctx_.IsLower(tok, "a") && !ctx_.IsLower(tok, "an") && !ctx_.IsLower(tok, "the")) return tok;
  const Sentence& sent = ctx_.at.sentences[sentence_];
  for (size_t k = tok + 1; k + 1 < sent.end_token && k < tok + 8; ++k) {
    if (ctx_.T(k).kind == TokenKind::kPunct && !ctx_.Is(k, ",")) return tok;
    if (!ctx_.Is(k, ",")) continue;
    const size_t next = ctx_.IsLower(k + 1, "and") ? k + 2 : k + 1;
    return RunAt(next) && !CharacterAt(next).empty() ? k + 1 : tok;
  }
  return tok;
}

std::string Story::CharacterAfterDescription(size_t tok, size_t reach) const {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  size_t m = tok;
  // (A capitalized word that modifies the noun closing the description is description too:
  // "a Guwahati banker, Khwmsi"; not a name before other words, "trawlerman Reece at ...".)
  auto modifier = [&](size_t k) {
    return ctx_.T(k).Has(kCapitalized) && k > tok && ctx_.T(k).kind == TokenKind::kWord && k + 2 < sent.end_token &&
           ctx_.T(k + 1).kind == TokenKind::kWord && !ctx_.T(k + 1).Has(kCapitalized) && ctx_.Is(k + 2, ",");
  };
  // ("the body of a Kent Island ferry captain, Rawdon Chiddick": a place's name of several
  // words that modifies the noun after it, the name after the comma.)
  auto run_modifier = [&](size_t k) -> size_t {
    const NameRun* r = k > tok ? RunAt(k) : nullptr;
    if (!r || r->words < 2) return 0;
    size_t n = r->end;
    while (n < sent.end_token && n < r->end + 3 && ctx_.T(n).kind == TokenKind::kWord && !ctx_.T(n).Has(kCapitalized))
      ++n;
    return n > r->end && ctx_.Is(n, ",") && RunAt(n + 1) ? r->end : 0;
  };
  while (m < sent.end_token && m < tok + reach) {
    if (const size_t past = ctx_.T(m).Has(kCapitalized) ? run_modifier(m) : 0) {
      m = past;
      continue;
    }
    if ((ctx_.T(m).Has(kCapitalized) && !modifier(m)) ||
        (ctx_.T(m).kind == TokenKind::kPunct && !ctx_.T(m).Has(kPossessive)))
      break;
    ++m;
  }
  if (m == tok) return {};
  if (ctx_.Is(m, ",")) {
    ++m;
    // ("the wife of his oldest friend, the boat builder Kaban Patir": the apposition may
    // describe before it names.)
    if (!RunAt(m) && (ctx_.IsLower(m, "the") || ctx_.IsLower(m, "a") || ctx_.IsLower(m, "an"))) {
      size_t n = m + 1;
      while (n < sent.end_token && n < m + 4 && ctx_.T(n).kind == TokenKind::kWord && !ctx_.T(n).Has(kCapitalized)) ++n;
      if (n > m + 1 && RunAt(n)) m = n;
    }
  }
  return RunAt(m) ? CharacterAt(m) : std::string();
}

size_t Story::FallsForAt(size_t verb) const {
  if (ctx_.IsLower(verb + 1, "for")) return verb + 2;
  // ("has fallen, in the worst possible way, for Sugandha": past an aside set off by commas.)
  if (!ctx_.Is(verb + 1, ",")) return 0;
  const Sentence& sent = ctx_.at.sentences[sentence_];
  for (size_t k = verb + 2; k + 1 < sent.end_token && k < verb + 10; ++k)
    if (ctx_.Is(k, ",")) return ctx_.IsLower(k + 1, "for") ? k + 2 : 0;
  return 0;
}

bool Story::NameAfterWithBefore(size_t tok) const {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  size_t end = tok;
  // ("with Kapenda's sister, Sanjinje (X), marrying": a name in apposition closes with a comma.)
  const bool apposed = end > sent.first_token + 1 && ctx_.Is(end - 1, ",");
  if (apposed) --end;
  // (Past the actor's parentheses: "Orlin Gensaw (Sumak Perugachi) marrying".)
  if (end > sent.first_token && ctx_.Is(end - 1, ")")) {
    size_t open = end - 1;
    while (open > sent.first_token && open + 6 > end && !ctx_.Is(open, "(")) --open;
    if (!ctx_.Is(open, "(")) return false;
    end = open;
  }
  const NameRun* r = end > sent.first_token ? ctx_.NameEndingAt(end - 1) : nullptr;
  if (!r || r->first < sent.first_token + 1) return false;
  // ("with Sheriff Orlin Gensaw": a title may stand between.)
  if (ctx_.IsLower(r->first - 1, "with") ||
      (r->first >= sent.first_token + 2 && ctx_.IsLower(r->first - 2, "with") && ctx_.T(r->first - 1).Has(kCapitalized)))
    return !apposed;
  // ("with Kapenda's sister, Sanjinje Muhunga (X), marrying": the apposition's noun group,
  // a possessor and lower-case words, opens right after "with".)
  if (!apposed || !ctx_.Is(r->first - 1, ",")) return false;
  for (size_t k = r->first - 1; k-- > sent.first_token && k + 8 > r->first;) {
    if (ctx_.IsLower(k, "with")) return k + 2 < r->first;
    const Token& t = ctx_.T(k);
    if (t.kind != TokenKind::kWord) return false;
  }
  return false;
}

std::string Story::NamedAfterDescriptionComma(size_t tok) const {
  if (!IsDeterminer(ctx_.Lower(tok))) return {};
  const Sentence& sent = ctx_.at.sentences[sentence_];
  size_t k = tok + 1;
  while (k < sent.end_token && k < tok + 5 && ctx_.T(k).kind == TokenKind::kWord && !ctx_.T(k).Has(kCapitalized)) ++k;
  if (k == tok + 1 || !ctx_.Is(k, ",")) return {};
  return CharacterAfterDescription(tok, 6);
}

std::string Story::OneNamedAfterPossessor(size_t tok) const {
  const NameRun* r = RunAt(tok);
  if (!r || !PossessiveAt(r->end)) return CharacterAt(tok);
  const Sentence& sent = ctx_.at.sentences[sentence_];
  for (size_t k = r->end + 2; k < sent.end_token && k < r->end + 10; ++k)
    if (ctx_.Is(k - 1, ",") || ctx_.T(k - 1).kind == TokenKind::kWord)
      if (std::string named = CharacterAt(k); !named.empty()) return named;
  return {};
}

std::string Story::CharacterAfterPronounsNoun(size_t tok, size_t* named_at) const {
  if (!IsPossessivePronoun(ctx_.Lower(tok))) return {};
  const Sentence& sent = ctx_.at.sentences[sentence_];
  size_t k = tok + 1;
  // ("her business partner at the catering company, Edidiong": a place in the description
  // too; not "her mother and her sister, X".)
  while (k < sent.end_token && k < tok + 8 && ctx_.T(k).kind == TokenKind::kWord && !ctx_.T(k).Has(kCapitalized) &&
         !(k > tok + 4 && ctx_.IsLower(k, "and")) && !ctx_.IsLower(k, "or") && !ctx_.IsLower(k, "who") &&
         !ctx_.IsLower(k, "that"))
    ++k;
  if (k == tok + 1 || !ctx_.Is(k, ",")) return {};
  // ("his boyfriend, the paramedic Ubong Obot": a job between "the" and the name.)
  if (ctx_.IsLower(k + 1, "the") && !RunAt(k + 2)) {
    size_t m = k + 2;
    while (m < sent.end_token && m < k + 5 && ctx_.T(m).kind == TokenKind::kWord && !ctx_.T(m).Has(kCapitalized)) ++m;
    if (m > k + 2 && RunAt(m) && ctx_.Has(m - 1, static_cast<WordClass>(kWordOccupation | kWordOccupationEnd))) {
      std::string named = CharacterAt(m);
      if (named_at && !named.empty()) *named_at = m;
      return named;
    }
  }
  std::string named = CharacterAt(k + 1);
  if (named_at && !named.empty()) *named_at = k + 1;
  return named;
}

std::string Story::PartnerAfterPronounsNoun(size_t tok, size_t* named_at) const {
  size_t at = 0;
  std::string named = CharacterAfterPronounsNoun(tok, &at);
  if (named.empty() || !ctx_.lex.relations.count(ctx_.Lower(at - 2))) return {};
  for (size_t k = tok + 1; k + 2 < at; ++k)
    if (ctx_.IsLower(k, "with") || ctx_.IsLower(k, "and") || ctx_.IsLower(k, "to"))
      return {};
  if (named_at) *named_at = at;
  return named;
}

const NameRun* Story::RunBeforeActor(size_t tok, size_t reach) const {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  if (tok <= sent.first_token) return nullptr;
  if (const NameRun* r = ctx_.NameEndingAt(tok - 1)) return r;
  if (!ctx_.Is(tok - 1, ")")) return nullptr;
  for (size_t m = tok - 1; m > sent.first_token && m + reach > tok; --m)  // "Nora (Imogen Reyes), ..."
    if (ctx_.Is(m, "(")) return ctx_.NameEndingAt(m - 1);
  return nullptr;
}

const NameRun* Story::RunBeforeComma(size_t comma) const {
  // Past an age set off by commas: "Mirela Toth (X), 27, Anzor's daughter".
  const Sentence& sent = ctx_.at.sentences[sentence_];
  if (comma >= sent.first_token + 3 && ctx_.T(comma - 1).kind == TokenKind::kNumber &&
      ctx_.Tok(comma - 1).size() <= 3 && ctx_.Is(comma - 2, ","))
    comma -= 2;
  // (A bracket may hold a remark after the actor: "(X, back on the show after three years)".)
  return RunBeforeActor(comma, 18);
}

std::string Story::CharacterBeforeComma(size_t comma) const {
  const NameRun* r = RunBeforeComma(comma);
  return r ? CharacterAt(r->first) : std::string();
}

size_t Story::PastSpeakerLabel(const Sentence& sent) const {
  size_t k = sent.first_token;
  while (k < sent.end_token && k < sent.first_token + 4 && ctx_.T(k).kind == TokenKind::kWord && ctx_.T(k).Has(kAllCaps))
    ++k;
  return k > sent.first_token && ctx_.Is(k, ":") ? k + 1 : sent.first_token;
}

std::string Story::RelativeAntecedent(size_t tok, size_t reach) const {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  size_t who = tok;
  while (who > sent.first_token + 1 && who + reach > tok && !ctx_.IsLower(who, "who")) --who;
  if (!ctx_.IsLower(who, "who")) return {};
  // "a developer who wants ... and who quickly becomes": the first "who" of the two.
  if (ctx_.IsLower(who - 1, "and"))
    for (size_t k = who - 1; k > sent.first_token + 1 && k + reach > tok; --k)
      if (ctx_.IsLower(k, "who")) {
        who = k;
        break;
      }
  return AntecedentOfRelative(who, 16);
}

std::string Story::AntecedentOfRelative(size_t rel, size_t reach) const {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  if (ctx_.Is(rel - 1, ","))
    if (std::string named = CharacterBeforeComma(rel - 1); !named.empty()) return named;
  // Past one apposition: "Marzella, a peddler mouse who", "Ludo, the owner of the mill, who".
  // ("Jeannot (X), the hall's house fiddler and Odile's high school sweetheart, who":
  // possessives among the words, up to sixteen tokens.)
  for (size_t c = rel - 1; c > sent.first_token + 1 && c + reach > rel; --c) {
    if (ctx_.Is(c - 1, ",")) return CharacterBeforeComma(c - 1);
    // (Words only, a capitalized one among them: "an inspector with the Basque police who".)
    if (ctx_.T(c - 1).kind != TokenKind::kWord && !ctx_.T(c - 1).Has(kPossessive)) return {};
  }
  return {};
}

bool Story::PairBeforeTheir(size_t tok, std::string* a, std::string* b) const {
  if (tok < 4 || !ctx_.IsLower(tok - 1, "and")) return false;
  const NameRun* second = ctx_.NameEndingAt(tok - 2);
  if (!second || second->first < 2 || !ctx_.IsLower(second->first - 1, "and")) return false;
  const NameRun* first = ctx_.NameEndingAt(second->first - 2);
  if (!first) return false;
  *a = CharacterAt(first->first);
  *b = CharacterAt(second->first);
  return !a->empty() && !b->empty() && *a != *b;
}

void Story::AddRelationship(std::vector<Fact>* out, const std::string& a, const std::string& b, const std::string& type,
                     const std::string& status, double confidence) {
  if (a.empty() || b.empty() || a == b) return;
  auto season = SeasonHere();
  for (auto& f : *out) {
    if (f.kind != FactKind::kRelationship || f.type != type || f.season != season) continue;
    if ((f.a == a && f.b == b) || (f.a == b && f.b == a)) {
      // A later statement of the same season refines the status ("ex" after "couple").
      if (!status.empty() && (f.status.empty() || status == "ended")) f.status = status;
      f.evidence.push_back(Evidence());
      return;
    }
  }
  if (type == "romance") {
    last_pair_ = {a, b};
    last_pair_sentence_ = sentence_;
  }
  Fact& f = out->emplace_back();
  f.kind = FactKind::kRelationship;
  f.a = a;
  f.b = b;
  f.type = type;
  f.status = status;
  f.season = season;
  f.evidence.push_back(Evidence());
  f.confidence = confidence;
}

void Story::AddEvent(std::vector<Fact>* out, const std::string& type, std::vector<std::string> who, double confidence,
              std::optional<std::optional<int>> season_override) {
  std::erase_if(who, [](const std::string& w) { return w.empty(); });
  if (who.empty()) return;
  std::vector<std::string> sorted_who = who;
  std::sort(sorted_who.begin(), sorted_who.end());
  // One character twice ("a wedding of Jonah and Jonah") is a misread subject, not a fact.
  if (std::adjacent_find(sorted_who.begin(), sorted_who.end()) != sorted_who.end()) return;
  for (auto& f : *out) {
    if (f.kind != FactKind::kEvent || f.type != type) continue;
    std::vector<std::string> p = f.participants;
    std::sort(p.begin(), p.end());
    if (p == sorted_who) {
      f.evidence.push_back(Evidence());
      return;
    }
  }
  Fact& f = out->emplace_back();
  f.kind = FactKind::kEvent;
  f.type = type;
  f.participants = std::move(who);
  f.season = season_override ? *season_override : SeasonHere();
  // Plot turns are spoilers; comings and goings of characters only when marked.
  bool twist = type != "arrival" && type != "departure" && type != "return";
  f.spoiler = twist || spoiler_marked_;
  f.evidence.push_back(Evidence());
  f.confidence = confidence;
}

void Story::AddAttribute(std::vector<Fact>* out, const std::string& entity, const std::string& attribute,
                  const std::string& value) {
  if (entity.empty() || value.empty()) return;
  // "married to the actor Desmond Achterberg": an actor is a real person, unless the
  // article casts the name as a part.
  if (attribute == "occupation" && (value == "actor" || value == "actress") && !character_set_.count(entity)) return;
  // ("Iola Edmo, the senior director who directed the 9,000th episode": a crew credit, the
  // crew extractor's; a real person's production job is no character's attribute.)
  if (attribute == "occupation" && people_.count(entity) && !character_set_.count(entity) &&
      (value.ends_with("director") || value.ends_with("producer") || value.ends_with("writer")) &&
      !value.ends_with("casting director"))
    return;
  for (const auto& f : *out)
    if (f.kind == FactKind::kAttribute && f.entity == entity && f.attribute == attribute && f.value == value) return;
  Fact& f = out->emplace_back();
  f.kind = FactKind::kAttribute;
  f.entity = entity;
  f.attribute = attribute;
  f.value = value;
  f.evidence.push_back(Evidence());
  f.confidence = 0.7;
}

void ExtractStory(const DocContext& ctx, const std::vector<Fact>& cast, const std::vector<Fact>& crew,
                  std::vector<Fact>* out) {
  Story story(ctx, cast, crew);
  story.Run(out);
}

}  // namespace showgraph::extract
