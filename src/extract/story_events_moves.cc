// Comings and goings: arrivals, departures and returns, told by a verb or a noun
// (ComingsAndGoings, which Events calls in turn with the other families) or starting at a
// character's name (NamedEvents, which Visit calls).
#include <algorithm>

#include "extract/calendar.h"
#include "extract/story_internal.h"

namespace showgraph::extract {

namespace {

// Words after "when" or "in" that tell of a violent or sudden end ("when the boat
// crashed", "in a car crash").
bool IsFatalWord(std::string_view w) {
  return w == "crash" || w == "crashed" || w == "fire" || w == "accident" || w == "died" || w == "drowned" ||
         w == "killed" || w == "shot" || w == "shooting" || w == "explosion" || w == "overdose" ||
         w == "storm" || w == "avalanche" || w == "ambush" || w == "bombing";
}

}  // namespace

void Story::ComingsAndGoings(size_t i, const Sentence& sent, std::string_view w, std::vector<Fact>* out) {
  // "Newcomer X joins as Deputy Rhys Calloway", "joins the cast as Ysmay's half brother,
  // Jago": in a later season the character arrives (in a first, everyone is new).
  size_t joins_as = ctx_.IsLower(i + 1, "as") ? i + 2
                    : ctx_.IsLower(i + 1, "the") && ctx_.IsLower(i + 2, "cast") && ctx_.IsLower(i + 3, "as") ? i + 4
                                                                                                              : 0;
  // ("comes aboard as Marusia", "signs on as", "came on board as": joining too.)
  bool joins = w == "joins" || w == "joined";
  if ((w == "comes" || w == "came" || w == "signs" || w == "signed") &&
      (ctx_.IsLower(i + 1, "aboard") || ctx_.IsLower(i + 1, "on"))) {
    const size_t as = ctx_.IsLower(i + 1, "on") && ctx_.IsLower(i + 2, "board") ? i + 3 : i + 2;
    if (ctx_.IsLower(as, "as") && (w.starts_with("sign") || !ctx_.IsLower(i + 1, "on") || as == i + 3)) {
      joins = true;
      joins_as = as + 1;
    }
  }
  if (joins && joins_as) {
    const NameRun* r = RunAt(joins_as);
    if (r && ctx_.T(r->end).Has(kPossessive)) r = nullptr;  // a possessor opens a description
    // "as Ysmay's long-lost half brother, Jago Stainforth": the name after a description.
    for (size_t m = joins_as; !r && m < sent.end_token && m < joins_as + 8; ++m)
      if (ctx_.Is(m, ",")) r = RunAt(m + 1);
    auto season = ArticleSeason();
    if (r && season && *season > 1 && Asserted(i)) AddEvent(out, "arrival", {CharacterAt(r->first)}, 0.6);
  } else if ((w == "joins" || w == "joined" || w == "arrives" || w == "arrived") && Asserted(i)) {
    std::string who = SubjectBefore(i, /*strict=*/true);  // actors joining a cast are people, not characters
    // ("Fesa Manu (X), a transfer from a boarding school in Fiji who arrives in the
    // premiere": the one a relative clause after a long description is about.)
    if (who.empty() && i > sent.first_token + 2 && ctx_.IsLower(i - 1, "who") && (w == "arrives" || w == "arrived"))
      who = RelativeAntecedent(i, /*reach=*/40);
    // ("HARA SABELLANO (X) / A navigator, 29, from Davao, who arrives in the first
    // episode": under a who's-who heading, a verbless description is the heading's part.)
    if (who.empty() && i > sent.first_token + 2 && ctx_.IsLower(i - 1, "who") && (w == "arrives" || w == "arrived") &&
        VerblessOpening(i - 1))
      who = SectionTopic();
    if (!who.empty() && !ctx_.IsLower(i + 2, "cast")) AddEvent(out, "arrival", {who}, 0.6);
  }
  if ((w == "arrival" || w == "introduction") && ctx_.IsLower(i + 1, "of")) {
    size_t k = i + 2;
    while (k < sent.end_token && k < i + 5 && !RunAt(k)) ++k;  // "arrival of young Ivy Lane"
    if (Asserted(i)) AddEvent(out, "arrival", {OneNamedAfterPossessor(k)}, 0.6);
  }
  if ((w == "return" || w == "departure" || w == "exit") && ctx_.IsLower(i + 1, "of") && Asserted(i)) {
    // ("the return of her ex-husband, Adilson Brito": a pronoun's noun, then the name.)
    std::string who = OneNamedAfterPossessor(i + 2);
    if (who.empty()) who = CharacterAfterPronounsNoun(i + 2);
    AddEvent(out, w == "return" ? "return" : "departure", {who}, 0.6);
  }
  // "Boutros, whose wedding to his sweetheart, Randa, closed the second season": the
  // wedding of the one "whose" stands for.
  if (w == "wedding" && i >= sent.first_token + 3 && ctx_.IsLower(i - 1, "whose") && ctx_.Is(i - 2, ",") &&
      ctx_.IsLower(i + 1, "to") && Asserted(i)) {
    std::string owner = CharacterBeforeComma(i - 2);
    std::string other = CharacterAt(i + 2);
    if (other.empty()) other = CharacterAfterPronounsNoun(i + 2);
    if (other.empty() && !RunAt(i + 2)) other = CharacterAfterDescription(i + 2, 6);
    if (!owner.empty() && !other.empty() && owner != other) {
      AddEvent(out, "wedding", {owner, other}, 0.7);
      AddRelationship(out, owner, other, "romance", "current", 0.7);
    }
  }
  // "the housekeeper Haldis (X) is fatally poisoned": a death.
  if ((w == "poisoned" || w == "shot" || w == "stabbed" || w == "wounded" || w == "injured") && i > sent.first_token &&
      ctx_.IsLower(i - 1, "fatally") && Asserted(i)) {
    size_t k = i - 1;
    while (k > sent.first_token + 1 && (ctx_.IsLower(k - 1, "is") || ctx_.IsLower(k - 1, "was") || ctx_.IsLower(k - 1, "gets")))
      --k;
    if (std::string who = SubjectBefore(k); !who.empty()) AddEvent(out, "death", {who}, 0.7);
  }
  // "Ada will be introduced in the third episode"
  if (w == "introduced" && i > sent.first_token &&
      (ctx_.IsLower(i - 1, "is") || ctx_.IsLower(i - 1, "be") || ctx_.IsLower(i - 1, "was") || ctx_.IsLower(i - 1, "gets")) &&
      Asserted(i)) {
    std::string who = SubjectBefore(i, /*strict=*/true);
    if (!who.empty()) AddEvent(out, "arrival", {who}, 0.6);
  }
  // ("What she leaves out: ...", "leaves the door open": no one goes anywhere.)
  const bool leaves_thing = ctx_.IsLower(i + 1, "out") || ctx_.IsLower(i + 1, "behind") ||
                            (ctx_.IsLower(i + 1, "the") && (ctx_.IsLower(i + 2, "door") || ctx_.IsLower(i + 2, "room")));
  // ("Agaly fled north toward Libya", "flees to Lagos": running away is leaving too.)
  const bool flees = (w == "fled" || w == "flees") && i + 1 < sent.end_token &&
                     (ctx_.IsLower(i + 1, "north") || ctx_.IsLower(i + 1, "south") || ctx_.IsLower(i + 1, "east") ||
                      ctx_.IsLower(i + 1, "west") || ctx_.IsLower(i + 1, "to") || ctx_.IsLower(i + 1, "town") ||
                      ctx_.IsLower(i + 1, "the") || ctx_.IsLower(i + 1, "abroad") || ctx_.IsLower(i + 1, "across") ||
                      ctx_.IsLower(i + 1, "into") || ctx_.IsLower(i + 1, "toward") || ctx_.IsLower(i + 1, "towards"));
  // (The clause test only for a subject found: it parses the sentence.)
  if ((w == "depart" || w == "departs" || w == "leaves" || w == "leave" || w == "exits" || flees) && !leaves_thing) {
    // A subject of its own ("the guy who leaves town") is not the character named before it.
    std::string who = SubjectBefore(i, /*strict=*/true);
    // ("Alemla learns the truth, breaks off the engagement and leaves for Shillong": the last
    // of a row of verbs shares the subject of the first.)
    // (A row needs a verb after a comma: ", breaks off ...". "A stroke puts her father, Eino,
    // in a hospital bed and leaves the fleet with nobody" has none.)
    if (who.empty() && i > sent.first_token + 3 && ctx_.IsLower(i - 1, "and") && !ctx_.IsLower(i - 2, "who")) {
      bool row = false;
      for (size_t k = i - 2; k > sent.first_token && !row; --k)
        row = ctx_.Is(k, ",") && ctx_.T(k + 1).kind == TokenKind::kWord && !ctx_.T(k + 1).Has(kCapitalized) &&
              ctx_.Lower(k + 1).size() > 3 && ctx_.Lower(k + 1).ends_with("s") && !ctx_.Lower(k + 1).ends_with("ss");
      if (row) who = SubjectBefore(i);
    }
    if (!who.empty() && Asserted(i)) {
      // "She leaves Ettore": leaving a partner is a breakup, not an exit from the show.
      // (Only a character the article casts: "leaves Dublin for a job" is a place.)
      std::string partner = w == "leaves" ? CharacterAt(i + 1) : std::string();
      if (!character_set_.count(partner)) partner.clear();
      if (!partner.empty() && partner != who) {
        AddRelationship(out, who, partner, "romance", "ended", 0.6);
        AddEvent(out, "breakup", {who, partner}, 0.6);
      } else if (w != "leave" || ctx_.IsLower(i - 1, "will")) {
        AddEvent(out, "departure", {who}, 0.6);
      }
    }
  }
  // "Her daughter, Rosie, was born in the Season 2 finale": a birth, whose participant is
  // the mother (the baby is no participant of its own birth here).
  if (w == "born" && i > sent.first_token + 3 && (ctx_.IsLower(i - 1, "was") || ctx_.IsLower(i - 1, "is")) &&
      ctx_.IsLower(sent.first_token, "her")) {
    size_t noun = sent.first_token + 1;
    if (!ctx_.IsLower(noun, "daughter") && !ctx_.IsLower(noun, "son") && !ctx_.IsLower(noun, "baby")) ++noun;
    const Word n = ctx_.Lower(noun);
    if ((n == "daughter" || n == "son" || n == "baby") && noun + 1 < i && Asserted(i)) {
      const std::string child = ctx_.Is(noun + 1, ",") ? CharacterAt(noun + 2) : std::string();
      const std::string mother = ResolvePronoun(sent.first_token, child);
      if (!mother.empty() && mother != child) AddEvent(out, "birth", {mother}, 0.65);
    }
  }
  // "That brings his daughter, Odile MacIsaac (X), home": the one brought home returns.
  if (w == "home" && i > sent.first_token + 2) {
    const NameRun* r = RunBeforeActor(ctx_.Is(i - 1, ",") ? i - 1 : i, 8);
    bool brought = false;
    for (size_t m = r ? r->first : i; r && m > sent.first_token && m + 12 > r->first && !brought; --m) {
      const Word b = ctx_.Lower(m - 1);
      brought = b == "brings" || b == "brought" || b == "bring" || b == "bringing";
    }
    if (brought && Asserted(i))
      if (std::string who = CharacterAt(r->first); !who.empty()) AddEvent(out, "return", {who}, 0.6);
  }
  // "Ezra left town in the first season": the past tense only with a place one leaves
  // ("left him a note", "left behind" are no exits).
  // "He comes back for the funeral", "she came home in the finale": a pronoun's return
  // (not "comes back to haunt him").
  // (Not in a quotation: "She came back for her daughter's sake," the actress said.)
  if ((w == "comes" || w == "came") && i > sent.first_token && HeOrShe(ctx_.Lower(i - 1)) &&
      !ctx_.T(i).Has(kInQuote) &&
      (ctx_.IsLower(i + 1, "back") || ctx_.IsLower(i + 1, "home")) && !ctx_.IsLower(i + 3, "haunt") &&
      !ctx_.IsLower(i + 3, "bite") && Asserted(i))
    if (std::string who = ResolvePronoun(i - 1); !who.empty()) AddEvent(out, "return", {who}, 0.6);
  // ("had already left for a job at the mine in Anadyr", "left for university in Nairobi":
  // leaving for somewhere is an exit too.)
  // (Not a past told in passing: "his first girlfriend, until she left for university".)
  if (w == "left" && ctx_.IsLower(i + 1, "for") && i + 2 < sent.end_token && !ctx_.IsLower(i - 2, "until") &&
      Asserted(i)) {
    const Word dest = ctx_.Lower(i + 2);
    const bool away = dest == "a" || dest == "university" || dest == "college" || dest == "school" ||
                      dest == "work" || dest == "war" || dest == "good" ||
                      // ("Waylon left for the airport before the reception was over")
                      // ("Ilidio left for the mines in the first episode")
                      (dest == "the" && (ctx_.IsLower(i + 3, "airport") || ctx_.IsLower(i + 3, "border") ||
                                         ctx_.IsLower(i + 3, "coast") || ctx_.IsLower(i + 3, "capital") ||
                                         ctx_.IsLower(i + 3, "mines") || ctx_.IsLower(i + 3, "city") ||
                                         ctx_.IsLower(i + 3, "army") || ctx_.IsLower(i + 3, "navy") ||
                                         ctx_.IsLower(i + 3, "front") || ctx_.IsLower(i + 3, "mainland") ||
                                         ctx_.IsLower(i + 3, "oil"))) ||
                      // ("left for Delhi on the night bus": a place, which no part is named.)
                      (ctx_.T(i + 2).Has(kCapitalized) && ctx_.T(i + 2).kind == TokenKind::kWord &&
                       (!RunAt(i + 2) || (CharacterAt(i + 2).empty() && !PossessiveAt(RunAt(i + 2)->end) &&
                                          !ctx_.masked[i + 2] && !ctx_.NetworkAt(i + 2))));
    if (away)
      if (std::string who = SubjectBefore(i, /*strict=*/true); !who.empty()) AddEvent(out, "departure", {who}, 0.6);
  }
  // (The clause test last, for a place left: it parses the sentence.)
  if (w == "left") {
    size_t k = i + 1;
    if (ctx_.IsLower(k, "the") || ctx_.IsLower(k, "his") || ctx_.IsLower(k, "her")) ++k;
    const Word place = ctx_.Lower(k);
    // ("who left the house that night for her sister's place": a house only when she
    // leaves it for somewhere.)
    bool moves_out = false;
    for (size_t m = k + 1; place == "house" && m < sent.end_token && m < k + 5 && !moves_out; ++m)
      moves_out = ctx_.IsLower(m, "for");
    // ("left the Baliem Valley for Jayapura": whatever is left, for a named place that is no
    // part; not "left her husband for Kofi".)
    if (k == i + 2 && ctx_.IsLower(i + 1, "the"))
      for (size_t m = k; m < sent.end_token && m < k + 5 && !moves_out; ++m) {
        if (ctx_.T(m).kind != TokenKind::kWord) break;
        if (!ctx_.IsLower(m, "for") || m + 1 >= sent.end_token) continue;
        moves_out = ctx_.T(m + 1).Has(kCapitalized) && RunAt(m + 1) && CharacterAt(m + 1).empty() &&
                    !ctx_.NetworkAt(m + 1) && !PossessiveAt(RunAt(m + 1)->end);
        break;
      }
    // ("who had left Boston at the end of Season 1", "left Houston for Kano": a city the
    // article names, no one's name and no network.)
    const bool left_city = k == i + 1 && ctx_.T(k).Has(kCapitalized) && ctx_.T(k).kind == TokenKind::kWord &&
                           !ctx_.T(k).Has(kSentenceStart) && ctx_.Proper(k) && !ctx_.NameAt(k + 1) &&
                           !character_set_.count(ctx_.Resolve(std::string(ctx_.Tok(k)))) && !ctx_.NetworkAt(k);
    if ((place == "town" || place == "home" || place == "city" || place == "country" || place == "island" ||
         place == "village" || moves_out || left_city) &&
        Asserted(i))
      if (std::string who = SubjectBefore(i, /*strict=*/true); !who.empty()) AddEvent(out, "departure", {who}, 0.6);
  }
  // "lost her father, Iddrisu Napari (X), to a stroke", "loses his wife, Ama, to cancer":
  // the one lost dies (not "lost the farm to the bank", "lost custody to").
  // (The clause test last, for a death found: it parses the sentence.)
  if ((w == "lost" || w == "loses" || w == "losing") && i + 2 < sent.end_token) {
    size_t named_at = 0;
    std::string who = CharacterAfterPronounsNoun(i + 1, &named_at);
    if (who.empty() && RunAt(i + 1)) {
      who = OneNamedAfterPossessor(i + 1);
      named_at = i + 1;
    }
    if (!who.empty() && named_at > i) {
      size_t k = named_at;
      while (k < sent.end_token && k < named_at + 8 && !ctx_.IsLower(k, "to")) ++k;
      // ("to the thin ice of the Yuribey river", "to the sea": a killing place or force
      // after "the"; not "lost custody to the state".)
      bool killing_the = false;
      for (size_t m = k + 2; ctx_.IsLower(k + 1, "the") && m < sent.end_token && m < k + 5 && !killing_the; ++m) {
        const Word n = ctx_.Lower(m);
        killing_the = n == "ice" || n == "sea" || n == "river" || n == "flood" || n == "fire" || n == "war" ||
                      n == "storm" || n == "plague" || n == "virus" || n == "flu" || n == "avalanche" ||
                      n == "mine" || n == "ocean" || n == "waves" || n == "cold" || n == "epidemic" ||
                      n == "pandemic" || n == "blizzard" || n == "earthquake";
      }
      const bool cause = k + 1 < sent.end_token && ctx_.IsLower(k, "to") && ctx_.T(k + 1).kind == TokenKind::kWord &&
                         !ctx_.T(k + 1).Has(kCapitalized) && (!ctx_.IsLower(k + 1, "the") || killing_the);
      // ("lost her husband, Darcell (X), when his plane went down", "in a car crash": how
      // the one lost died, told after "when" or "in".)
      bool fatal = false;
      if (!cause && RunAt(named_at)) {
        size_t m = After(RunAt(named_at));
        if (ctx_.Is(m, ",")) ++m;
        if (ctx_.IsLower(m, "when") || ctx_.IsLower(m, "in"))
          for (size_t e = m + 1; e < sent.end_token && e < m + 7 && !fatal && !ctx_.Is(e, ","); ++e)
            fatal = IsFatalWord(ctx_.Lower(e)) || (ctx_.IsLower(e, "down") && ctx_.IsLower(e - 1, "went"));
      }
      if ((cause || fatal) && Asserted(i)) AddEvent(out, "death", {who}, 0.65);
    }
  }
  // "took a hospital job in Akron", "has accepted a fellowship in Buenos Aires", "takes the
  // job in Lisbon": a post somewhere else takes the character away (a place is named).
  // ("a ranger who took a job in Death Valley to search for her sister": a relative
  // clause's backstory, no exit.)
  // (The clause test last, for a post found: it parses the sentence.)
  if ((w == "took" || w == "takes" || w == "accepted" || w == "accepts" || w == "accepting") &&
      i > sent.first_token && !ctx_.IsLower(i - 1, "who") &&
      (ctx_.IsLower(i + 1, "a") || ctx_.IsLower(i + 1, "the") || ctx_.IsLower(i + 1, "an"))) {
    size_t k = i + 2;
    while (k < sent.end_token && k < i + 5 && ctx_.T(k).kind == TokenKind::kWord && !ctx_.T(k).Has(kCapitalized) &&
           !ctx_.IsLower(k, "job") && !ctx_.IsLower(k, "fellowship") && !ctx_.IsLower(k, "post") &&
           !ctx_.IsLower(k, "position") && !ctx_.IsLower(k, "posting") && !ctx_.IsLower(k, "residency"))
      ++k;
    const bool post = k < sent.end_token && (ctx_.IsLower(k, "job") || ctx_.IsLower(k, "fellowship") ||
                                             ctx_.IsLower(k, "post") || ctx_.IsLower(k, "position") ||
                                             ctx_.IsLower(k, "posting") || ctx_.IsLower(k, "residency"));
    if (post && ctx_.IsLower(k + 1, "in") && k + 2 < sent.end_token && RunAt(k + 2) && CharacterAt(k + 2).empty() &&
        Asserted(i))
      if (std::string who = SubjectBefore(i); !who.empty()) AddEvent(out, "departure", {who}, 0.6);
  }
  // "Murdoch ... came down from Atlanta in the Season 2 premiere", "his half-brother,
  // Khalil, walked into the boardroom in the Season 1 premiere", "a pirate lord who sails
  // into Caedwyn's harbor in the third episode", "the blacksmith's daughter who came to
  // court in Season 2": a first entrance on screen is an arrival (not "came home", "came
  // back": returns).
  if ((w == "came" || w == "comes" || w == "walked" || w == "walks" || w == "sails" || w == "sailed" ||
       w == "rides" || w == "rode" || w == "drives" || w == "drove") &&
      i + 2 < sent.end_token && !ctx_.IsLower(i + 1, "home") && !ctx_.IsLower(i + 1, "back") &&
      (ctx_.IsLower(i + 1, "into") || ctx_.IsLower(i + 1, "to") || ctx_.IsLower(i + 1, "down") ||
       ctx_.IsLower(i + 1, "from") || ctx_.IsLower(i + 1, "up"))) {
    // The clause must say when on screen: "in the Season 2 premiere", "in the third
    // episode", "in the pilot", "in Season 2". (Read before the clause test, which parses
    // the sentence.)
    bool on_screen = false;
    for (size_t k = i + 2; k + 1 < sent.end_token && k < i + 14 && !on_screen; ++k) {
      if (ctx_.Is(k, ",") || ctx_.Is(k, ";")) break;
      if (!ctx_.IsLower(k, "in")) continue;
      size_t m = k + 1;
      if (ctx_.IsLower(m, "the")) ++m;
      for (size_t e = m; e < sent.end_token && e < m + 4 && !on_screen; ++e)
        on_screen = ctx_.IsLower(e, "premiere") || ctx_.IsLower(e, "episode") || ctx_.IsLower(e, "pilot") ||
                    (ctx_.IsLower(e, "season") && e + 1 < sent.end_token && ctx_.T(e + 1).kind == TokenKind::kNumber &&
                     e == m);
    }
    if (on_screen && Asserted(i)) {
      std::string who = ctx_.IsLower(i - 1, "who") ? RelativeAntecedent(i, /*reach=*/40) : std::string();
      if (who.empty()) who = SubjectBefore(i);
      if (!who.empty()) AddEvent(out, "arrival", {who}, 0.6);
    }
  }
  // "LOSER: X (Y). Lhingneilam's first love came back from Dubai in the premiere": a
  // description of the part a paragraph opens on comes back (a name's return is read at
  // the name).
  if ((w == "came" || w == "comes") && ctx_.IsLower(i + 1, "back") && i + 3 < sent.end_token &&
      (ctx_.IsLower(i + 2, "into") || ctx_.IsLower(i + 2, "to") || ctx_.IsLower(i + 2, "home") ||
       (ctx_.IsLower(i + 2, "from") && ctx_.T(i + 3).Has(kCapitalized) && !ctx_.masked[i + 3])) &&
      Asserted(i))
    if (const std::string part = DescribedPart(sentence_); !part.empty() && SubjectBefore(i) == part)
      AddEvent(out, "return", {part}, 0.6);
  // "Moipak (X), a schoolteacher in Dibrugarh, who came back to the island in the Season 3
  // premiere": a relative clause's return, when it says when on screen.
  if ((w == "came" || w == "comes" || w == "walked" || w == "walks") &&
      (ctx_.IsLower(i + 1, "back") || ctx_.IsLower(i + 1, "home")) && i > sent.first_token &&
      ctx_.IsLower(i - 1, "who") && Asserted(i)) {
    bool on_screen = false;
    for (size_t k = i + 2; k < sent.end_token && k < i + 14 && !on_screen && !ctx_.Is(k, ","); ++k)
      on_screen = ctx_.IsLower(k, "premiere") || ctx_.IsLower(k, "episode") || ctx_.IsLower(k, "finale") ||
                  (ctx_.IsLower(k, "season") && ctx_.T(k).Has(kCapitalized));
    if (on_screen)
      if (std::string who = RelativeAntecedent(i, /*reach=*/40); !who.empty() && !people_.count(who))
        AddEvent(out, "return", {who}, 0.6);
  }
  // "Spiros walked off the cutter in the Season 3 finale", "moves to Lisbon", "boards a bus
  // out of town", "is written out in the third episode": ways of leaving the story.
  // (Not a relative clause's backstory, "a nurse who moved to Perth as a child"; not a
  // move of a time slot, "moves to Thursdays": the place is a name that is no one's, no
  // day and no network, and the mover a character.)
  // (The words first, the clause test last: it parses the sentence, and most "moves" are a
  // time slot's.)
  if ((w == "walked" || w == "walks" || w == "boards" || w == "boarded" || w == "written" || w == "moved" ||
       w == "moves" || w == "relocates" || w == "relocated") &&
      i > sent.first_token) {
    const bool relative = ctx_.IsLower(i - 1, "who");
    const bool walked_off = (w == "walked" || w == "walks") && ctx_.IsLower(i + 1, "off") &&
                            (ctx_.IsLower(i + 2, "the") || IsPossessivePronoun(ctx_.Lower(i + 2)));
    const bool boards = (w == "boards" || w == "boarded") &&
                        (ctx_.IsLower(i + 1, "a") || ctx_.IsLower(i + 1, "the")) &&
                        (ctx_.IsLower(i + 2, "bus") || ctx_.IsLower(i + 2, "plane") || ctx_.IsLower(i + 2, "train") ||
                         ctx_.IsLower(i + 2, "flight") || ctx_.IsLower(i + 2, "ship"));
    const bool written_out = w == "written" && ctx_.IsLower(i + 1, "out") &&
                             (ctx_.IsLower(i - 1, "is") || ctx_.IsLower(i - 1, "was") || ctx_.IsLower(i - 1, "gets"));
    bool moved_away = false;
    if (!relative && (w == "moved" || w == "moves" || w == "relocates" || w == "relocated") && ctx_.IsLower(i + 1, "to") &&
        i + 2 < sent.end_token && ctx_.T(i + 2).Has(kCapitalized) && ctx_.T(i + 2).kind == TokenKind::kWord &&
        !ctx_.NetworkAt(i + 2)) {
      bool plural = false;
      moved_away = RunAt(i + 2) && CharacterAt(i + 2).empty() && !MonthOf(ctx_.Lower(i + 2)) &&
                   WeekdayOf(ctx_.Tok(i + 2), &plural) < 0 && !ctx_.masked[i + 2];
      // ("moved to Los Angeles at 24", "as a teenager", "in 1998": a life's story, not the show's.)
      for (size_t k = i + 3; moved_away && k + 1 < sent.end_token && k < i + 10 && !ctx_.Is(k, ","); ++k)
        moved_away = !((ctx_.IsLower(k, "at") && ctx_.T(k + 1).kind == TokenKind::kNumber) ||
                       (ctx_.IsLower(k, "as") && (ctx_.IsLower(k + 1, "a") || ctx_.IsLower(k + 1, "an"))) ||
                       (ctx_.IsLower(k, "in") && ctx_.T(k + 1).kind == TokenKind::kNumber && ctx_.Tok(k + 1).size() == 4));
    }
    if ((walked_off || boards || written_out || moved_away) && Asserted(i)) {
      // ("Spiros, who walked off the cutter in the Season 3 finale": the one the clause is of.)
      const std::string who = relative ? RelativeAntecedent(i, /*reach=*/40)
                                       : SubjectBefore(written_out ? i - 1 : i, /*strict=*/true);
      // (A character, not a real person: "She moved to Los Angeles" in an actor's profile.)
      if (!who.empty() && (character_set_.count(who) || (relative && !people_.count(who))))
        AddEvent(out, "departure", {who}, 0.6);
    }
  }
  // "Ilda is on the early bus to Boston", "on the first bus out of Redline": a ticket out.
  if ((w == "bus" || w == "plane" || w == "train" || w == "ferry") && i > sent.first_token + 3 &&
      (ctx_.IsLower(i + 1, "to") || (ctx_.IsLower(i + 1, "out") && ctx_.IsLower(i + 2, "of")))) {
    size_t k = i - 1;
    if (ctx_.IsLower(k, "early") || ctx_.IsLower(k, "first") || ctx_.IsLower(k, "next") || ctx_.IsLower(k, "last") ||
        ctx_.IsLower(k, "night") || ctx_.IsLower(k, "morning"))
      --k;
    if ((ctx_.IsLower(k, "the") || ctx_.IsLower(k, "a")) && ctx_.IsLower(k - 1, "on") &&
        (ctx_.IsLower(k - 2, "is") || ctx_.IsLower(k - 2, "was")) && Asserted(i))
      if (std::string who = SubjectBefore(k - 2); !who.empty()) AddEvent(out, "departure", {who}, 0.6);
    // ("The next morning he took the ferry to Jakarta", "takes the night bus to Lagos": a
    // named place that is no part.)
    if ((ctx_.IsLower(k, "the") || ctx_.IsLower(k, "a")) &&
        (ctx_.IsLower(k - 1, "took") || ctx_.IsLower(k - 1, "takes") || ctx_.IsLower(k - 1, "caught") ||
         ctx_.IsLower(k - 1, "catches") || ctx_.IsLower(k - 1, "boarded") || ctx_.IsLower(k - 1, "boards")) &&
        ctx_.IsLower(i + 1, "to") && i + 2 < sent.end_token && ctx_.T(i + 2).Has(kCapitalized) &&
        ctx_.T(i + 2).kind == TokenKind::kWord && !ctx_.masked[i + 2] && CharacterAt(i + 2).empty() &&
        !ctx_.NetworkAt(i + 2) &&
        Asserted(k - 1))
      if (std::string who = SubjectBefore(k - 1, /*strict=*/true); !who.empty()) AddEvent(out, "departure", {who}, 0.6);
  }
  // "The finale also sent Carmine's adopted son, Tonino (X), off to culinary school in
  // Paris": a character sent off leaves.
  if ((w == "sent" || w == "sends") && Asserted(i))
    for (size_t k = i + 1; k < sent.end_token && k < i + 10; ++k) {
      const NameRun* r = RunAt(k);
      if (!r) continue;
      if (PossessiveAt(r->end)) {  // "Carmine's adopted son, Tonino": the one named after
        k = r->end;
        continue;
      }
      size_t m = After(r);
      if (ctx_.Is(m, ",")) ++m;
      if (ctx_.IsLower(m, "off") || (ctx_.IsLower(m, "packing"))) AddEvent(out, "departure", {CharacterAt(r->first)}, 0.6);
      break;
    }
}

// Comings and goings that start at a character's name: "X is back", "X returns", "Season 2
// brings in X", "played by newcomer Y" (in a later season, Y's character arrives).
void Story::NamedEvents(size_t i, const Sentence& sent, std::vector<Fact>* out) {
  const NameRun* r = visit_run_;
  if (!r || (i > sent.first_token && PossessiveAt(i - 1))) return;
  std::string_view before = i > sent.first_token ? ctx_.Lower(i - 1) : std::string_view();
  std::string_view before2 = i > sent.first_token + 1 ? ctx_.Lower(i - 2) : std::string_view();
  if (before == "newcomer" || before == "newcomers") {
    if (auto season = ArticleSeason(); !season || *season <= 1) return;  // in a first season everyone is new
    std::string name = ctx_.Resolve(r->text);
    for (const auto& [actor, character] : cast_)
      if (actor == name && Presupposed(i)) AddEvent(out, "arrival", {character}, 0.6);
    return;
  }
  // "It is also the last we will see of Glenys (X), Maxine's mother": a departure.
  if (before == "of" && (before2 == "see" || before2 == "saw") && i >= sent.first_token + 5) {
    size_t k = i - 3;
    if (ctx_.IsLower(k, "will") || ctx_.IsLower(k, "'ll") || ctx_.IsLower(k, "\u2019ll")) --k;
    if (ctx_.IsLower(k, "we") && ctx_.IsLower(k - 1, "last") && ctx_.IsLower(k - 2, "the") && Asserted(i))
      if (std::string who = CharacterAt(i); !who.empty()) AddEvent(out, "departure", {who}, 0.6);
  }
  bool brought = (before == "in" && (before2 == "brings" || before2 == "brought" || before2 == "bring")) ||
                 before == "introduces" || before == "introduced" || before == "introducing";
  // ("brings in a new night pharmacist, Bishoy Wahba": a description between.)
  if (before == "," && i >= sent.first_token + 5)
    for (size_t k = i - 2; k > sent.first_token + 1 && k + 7 > i; --k) {
      if (ctx_.T(k).kind != TokenKind::kWord || ctx_.T(k).Has(kCapitalized)) break;
      // ("Season 3 brings in their mother, Valeda": a possessive opens it too.)
      if (!ctx_.IsLower(k, "a") && !ctx_.IsLower(k, "an") && !ctx_.IsLower(k, "the") && !IsPossessivePronoun(ctx_.Lower(k)))
        continue;
      brought = ctx_.IsLower(k - 1, "in") &&
                (ctx_.IsLower(k - 2, "brings") || ctx_.IsLower(k - 2, "brought") || ctx_.IsLower(k - 2, "bring"));
      break;
    }
  // "the premiere brings home Bernadine's older brother, Cyril": a return.
  const bool brought_back = (before == "home" || before == "back") &&
                            (before2 == "brings" || before2 == "brought" || before2 == "bring");
  if (brought_back) {
    std::string who = OneNamedAfterPossessor(i);
    if (!who.empty() && Asserted(i)) AddEvent(out, "return", {who}, 0.6);
    return;
  }
  size_t k = After(r);
  // ("Lusekelo, 31, comes home in the premiere": past an age set off by commas.)
  if (ctx_.Is(k, ",") && k + 3 < sent.end_token && ctx_.T(k + 1).kind == TokenKind::kNumber &&
      ctx_.Tok(k + 1).size() <= 3 && ctx_.Is(k + 2, ",") && ctx_.T(k + 3).kind == TokenKind::kWord &&
      !ctx_.T(k + 3).Has(kCapitalized))
    k += 3;
  bool back = false, returns = false;
  size_t asserted_at = i;  // the token whose clause must assert the event
  size_t return_at = k;    // (the same for a return)
  if (!brought && k + 1 < sent.end_token) {
    std::string_view v = ctx_.Lower(k), next = ctx_.Lower(k + 1);
    // ("Poovamma's ex-husband, Inspector Kushalappa (X), is back in Madikeri": a name set off
    // by commas, then its verb.)
    if (v == "," && next == "is" && (ctx_.IsLower(k + 2, "back") || ctx_.IsLower(k + 2, "home")) &&
        i > sent.first_token + 2) {
      ++k;
      v = next;
      next = ctx_.Lower(k + 1);
    }
    // ("his ex-wife, Imaobong (X), back in town for the first time since 2027, walks up the
    // aisle": an apposition that says so.)
    if (v == "," && next == "back" &&
        (ctx_.IsLower(k + 2, "in") || ctx_.IsLower(k + 2, "home") || ctx_.IsLower(k + 2, "from") ||
         ctx_.IsLower(k + 2, "after")))
      back = true;
    // ("Ekaette is back at the airboat dock in the premiere", "Thulani is home.")
    back = back || ((v == "is" || v == "'s" || v == "\u2019s") && next == "back" &&
           (k + 2 >= sent.end_token || ctx_.T(k + 2).kind == TokenKind::kPunct || ctx_.IsLower(k + 2, "in") ||
            ctx_.IsLower(k + 2, "on") || ctx_.IsLower(k + 2, "for") || ctx_.IsLower(k + 2, "this") ||
            ctx_.IsLower(k + 2, "from") || ctx_.IsLower(k + 2, "after") || ctx_.IsLower(k + 2, "home") ||
            // ("is back at the airboat dock in the premiere": a place, then the episode it is
            // back in; "is back at the base, still recovering" is no return.)
            (ctx_.IsLower(k + 2, "at") && [&] {
              for (size_t m = k + 3; m < sent.end_token && m < k + 10 && !ctx_.Is(m, ","); ++m)
                if (ctx_.IsLower(m, "premiere") || ctx_.IsLower(m, "episode") || ctx_.IsLower(m, "finale"))
                  return true;
              return false;
            }())));
    back = back || (v == "is" && next == "home" && (k + 2 >= sent.end_token || ctx_.Is(k + 2, ".") ||
                                                    ctx_.IsLower(k + 2, "from") || ctx_.IsLower(k + 2, "for")));
    // ("Leakena will be back for at least four episodes next season": a return to come.)
    if (v == "will" && next == "be" && ctx_.IsLower(k + 2, "back") &&
        (k + 3 >= sent.end_token || ctx_.T(k + 3).kind == TokenKind::kPunct || ctx_.IsLower(k + 3, "in") ||
         ctx_.IsLower(k + 3, "for") || ctx_.IsLower(k + 3, "next") || ctx_.IsLower(k + 3, "later")))
      back = true;
    for (size_t m = k + 2; back && m < sent.end_token && m < k + 6; ++m)
      if (ctx_.IsLower(m, "role") || ctx_.IsLower(m, "part")) back = false;  // an actor back in a role
    // "Then Tae-yang comes home.", "X, ..., has come home after a year in prison"
    // ("her ex-boyfriend, Ermengol (X), has come back from a year in Lima": "back" too.)
    if (v == "," && (next == "has" || next == "had") && ctx_.IsLower(k + 2, "come") &&
        (ctx_.IsLower(k + 3, "home") || ctx_.IsLower(k + 3, "back"))) {
      v = "came";
      next = "home";
    }
    // ("Emyr (X) has come home after a year in prison", "is moving back home".)
    if (((v == "has" || v == "had") && next == "come" && (ctx_.IsLower(k + 2, "home") || ctx_.IsLower(k + 2, "back"))) ||
        (v == "is" && next == "moving" && (ctx_.IsLower(k + 2, "home") || ctx_.IsLower(k + 2, "back")))) {
      v = "came";
      next = "home";
    }
    // ("moves home from Atlanta after her divorce", "moves back home": a return too.)
    const bool moves = v == "moves" || v == "moved" || v == "heads" || v == "headed";
    // "walks back into the yard in the premiere", "comes back to town": a return.
    const auto comes_back = [&](std::string_view verb, std::string_view adverb, size_t at) {
      return (verb == "walks" || verb == "walked" || verb == "comes" || verb == "came" || verb == "strolls" ||
              verb == "strolled" || verb == "storms" || verb == "stormed" ||
              // ("rides back into Rookfall in the premiere", "sails back to Ithaca")
              verb == "rides" || verb == "rode" || verb == "drives" || verb == "drove" || verb == "sails" ||
              verb == "sailed" || verb == "flies" || verb == "flew" || verb == "limps" || verb == "limped") &&
             adverb == "back" &&
             (ctx_.IsLower(at, "into") || ctx_.IsLower(at, "to") || ctx_.IsLower(at, "in") || ctx_.IsLower(at, "home") ||
              // ("came back this season with a lawyer", "comes back after twenty years")
              ctx_.IsLower(at, "this") || ctx_.IsLower(at, "after") ||
              // ("came back from Dubai in the premiere": a place, not "from the first season")
              (ctx_.IsLower(at, "from") && ctx_.T(at + 1).Has(kCapitalized) && !ctx_.masked[at + 1]));
    };
    // ("Madina will return in the second episode": a return to come.)
    // ("Telva's mother, Aldonza (X), will return later this month": after an apposition's
    // comma too, when the name has its actor in brackets: a character, not a star.)
    const size_t wk = v == "," && next == "will" && ctx_.Is(k - 1, ")") ? k + 1 : k;
    const bool will_return = ctx_.IsLower(wk, "will") && ctx_.IsLower(wk + 1, "return") &&
                             (ctx_.IsLower(wk + 2, "in") || ctx_.IsLower(wk + 2, "later") ||
                              ctx_.IsLower(wk + 2, "next") || ctx_.IsLower(wk + 2, "home") ||
                              (wk + 2 < sent.end_token && ctx_.T(wk + 2).kind == TokenKind::kPunct));
    // ("returns for the first time since the Season 2 finale": a return, not a role.)
    const bool first_time = next == "for" && ctx_.IsLower(k + 2, "the") && ctx_.IsLower(k + 3, "first");
    returns = will_return ||
              ((v == "returns" || v == "returned") && next != "as" && (next != "for" || first_time) &&
               // ("returns to Boston in the premiere": a place; not "to the role", "to CBS", a work.)
               (next != "to" || (k + 2 < sent.end_token && ctx_.T(k + 2).Has(kCapitalized) &&
                                 ctx_.T(k + 2).kind == TokenKind::kWord && !ctx_.masked[k + 2] &&
                                 !ctx_.NetworkAt(k + 2) &&
                                 !(RunAt(k + 2) && character_set_.count(ctx_.Resolve(RunAt(k + 2)->text)))))) ||
              comes_back(v, next, k + 2) ||
              ((v == "comes" || v == "came") && next == "home") ||
              (moves && (next == "home" || (next == "back" && ctx_.IsLower(k + 2, "home"))));
    // ("Ilidio left for the mines in the first episode and comes home in the seventh": a
    // second verb of the same subject, joined by "and" with no subject of its own.)
    // ("who walked out twenty years ago and came back this season")
    if (!returns && !brought &&
        (v == "left" || v == "leaves" || v == "moved" || v == "moves" || v == "walked" || v == "fled" ||
         v == "disappeared" || v == "vanished"))
      for (size_t c = k + 1; c + 2 < sent.end_token && c < k + 16; ++c) {
        if (RunAt(c) || ctx_.Is(c, ";")) break;
        if (!ctx_.IsLower(c, "and")) continue;
        const Word v2 = ctx_.Lower(c + 1);
        if ((v2 == "comes" || v2 == "came") && (ctx_.IsLower(c + 2, "home") || ctx_.IsLower(c + 2, "back"))) {
          returns = true;
          return_at = c + 1;
        }
        break;
      }
    // "Her estranged father, Milos, finally turns up after a decade away": an arrival, or
    // a return after years away (past an apposition's comma and an adverb).
    size_t up = k;
    // ("Kingi (X), a shearing contractor from Rotorua, turns up": past an apposition.)
    // ("..., a shearing contractor from Rotorua who turns up": or to the "who" that ends it.)
    // ("Mareko (X), Milena's younger brother, comes home": or a possessor's noun.)
    const NameRun* possessor = ctx_.Is(up, ",") ? RunAt(up + 1) : nullptr;
    if (ctx_.Is(up, ",") && (ctx_.IsLower(up + 1, "a") || ctx_.IsLower(up + 1, "an") || ctx_.IsLower(up + 1, "the") ||
                             (possessor && PossessiveAt(possessor->end))))
      for (size_t c = up + 2; c < sent.end_token && c < up + 12; ++c)
        if (ctx_.Is(c, ",") || ctx_.IsLower(c, "who")) {
          up = c;
          break;
        }
    // ("Ziva (X), a pilot who had left for Denver a decade earlier, came home to Ouray": a
    // relative clause inside the apposition, closed by the comma before the verb.)
    if (up != k && ctx_.IsLower(up, "who"))
      for (size_t c = up + 1; c + 1 < sent.end_token && c < up + 20; ++c) {
        if (!CharacterAt(c).empty()) break;
        if (!ctx_.Is(c, ",")) continue;
        const Word after = ctx_.Lower(c + 1);
        if (after == "comes" || after == "came" || after == "returns" || after == "returned") up = c;
        break;
      }
    // ("Saitoti, never seen in Season 1, turns up": an aside that names no one.)
    if (up == k && ctx_.Is(up, ",") &&
        (ctx_.IsLower(up + 1, "never") || ctx_.IsLower(up + 1, "unseen") || ctx_.IsLower(up + 1, "last") ||
         ctx_.IsLower(up + 1, "not") || ctx_.IsLower(up + 1, "long") || ctx_.IsLower(up + 1, "absent") ||
         // ("Gregoria (X), presumed dead since the Season 12 fire, walks back in")
         ctx_.IsLower(up + 1, "presumed") || ctx_.IsLower(up + 1, "believed") || ctx_.IsLower(up + 1, "thought")))
      for (size_t c = up + 2; c < sent.end_token && c < up + 10; ++c) {
        if (!CharacterAt(c).empty()) break;
        if (ctx_.Is(c, ",")) {
          up = c;
          break;
        }
      }
    // ("Stipe (X), who fled to Shreveport after the fire, comes home": past a relative
    // clause closed by its comma, when no one else is named in it.)
    if (ctx_.Is(k, ",") && ctx_.IsLower(k + 1, "who") && up == k)
      for (size_t c = k + 2; c < sent.end_token && c < k + 20; ++c) {
        if (ctx_.Is(c, ".") || ctx_.Is(c, ";") || !CharacterAt(c).empty()) break;
        if (ctx_.Is(c, ",")) {
          up = c;
          break;
        }
      }
    // (", who turns up at his station asking for help": the relative's own verb.)
    if (ctx_.Is(up, ",")) ++up;
    if (ctx_.IsLower(up, "who")) ++up;
    if (ctx_.IsLower(up, "finally") || ctx_.IsLower(up, "then") || ctx_.IsLower(up, "suddenly") ||
        ctx_.IsLower(up, "eventually"))
      ++up;
    if (up != k && up + 1 < sent.end_token) {
      v = ctx_.Lower(up);
      next = ctx_.Lower(up + 1);
      // ("Wenonah (X), ..., moves home from Atlanta": past the apposition too.)
      if (((v == "moves" || v == "moved" || v == "comes" || v == "came") &&
           (next == "home" || (next == "back" && ctx_.IsLower(up + 2, "home")))) ||
          comes_back(v, next, up + 2)) {
        returns = true;
        // ("Kelevyt (X), a surgeon nobody has mentioned in twenty years, comes home": the
        // aside's negation is not the verb's.)
        return_at = up;
      }
      // ("Her ex-husband, Aslak (X), returns for the first time since ...": the verb after
      // the name's brackets.)
      if ((v == "returns" || v == "returned") && up == k + 1 && ctx_.Is(k - 1, ")") &&
          (next == "in" || next == "home" || (next == "for" && ctx_.IsLower(up + 2, "the") && ctx_.IsLower(up + 3, "first"))))
        returns = true;
    }
    // ("Gwen Aldridge, who played Ruth, turns up in a handful of flashbacks": the actor,
    // and in flashbacks; no one arrives.)
    // (Only the words right after the verb are searched: a hostile one-sentence document
    // must stay linear.)
    const bool played = IsPlayVerb(before) || before == "as";
    const std::string_view after_verb =
        std::string_view(ctx_.at.text).substr(ctx_.T(k).start, std::min<size_t>(160, ctx_.at.text.size() - ctx_.T(k).start));
    if ((v == "turns" || v == "turned" || v == "shows" || v == "showed") && next == "up" && !played &&
        after_verb.find("flashback") == std::string_view::npos) {
      if (before == "estranged" || after_verb.find(" away") != std::string_view::npos ||
          after_verb.find(" years") != std::string_view::npos)
        returns = true;
      else
        brought = true;
      // ("Saitoti, never seen in Season 1, turns up": the aside's negation is not the verb's.)
      asserted_at = up;
    }
  }
  // ("the body of a ferry captain, Rawdon Chiddick, turns up under the dock": a body that
  // turns up is a death, told above, no arrival.)
  if (brought)
    for (size_t b = i; b-- > sent.first_token && b + 10 > i;)
      if ((ctx_.IsLower(b, "body") || ctx_.IsLower(b, "corpse")) && ctx_.IsLower(b + 1, "of")) brought = false;
  if (!brought && !back && !returns) return;
  // (After "brings in" a name is no place; after "from" it is: "a contractor from Rotorua,
  // turns up" is the contractor's arrival.)
  std::string who = CharacterAt(i, /*place_ok=*/brought && before == "in");
  // ("brought in Wumpini's younger sister, Zenabu": the one the possessor's noun names.)
  if (brought && PossessiveAt(r->end))
    if (std::string named = OneNamedAfterPossessor(i); !named.empty()) who = named;
  if (who.empty()) return;
  // (The parse puts the aside's "never" in the verb's clause: past an aside, only a
  // condition or a question around the whole sentence takes the event back.)
  const bool sentence_asserted = !ctx_.IsLower(sent.first_token, "if") && !ctx_.IsLower(sent.first_token, "whether") &&
                                 !ParseOf(sentence_).clauses[0].question;
  if (brought && (asserted_at == i ? Asserted(i) : sentence_asserted)) AddEvent(out, "arrival", {who}, 0.6);
  if ((back || returns) && (return_at == k ? Asserted(k) : sentence_asserted)) AddEvent(out, "return", {who}, 0.6);
}

}  // namespace showgraph::extract
