// Attributes (occupation, age, hometown, era, sexuality) and the works a character
// appears in.
#include <algorithm>
#include <cstring>

#include "extract/story_internal.h"

namespace showgraph::extract {

// The character an apposition describes: scanning back from token i over its words to
// "NAME [(Actor)], a|an|the ...". nullptr when i is in no such apposition.
// ("Agatha Rooke, Ezekiel's wife, a formidable churchwarden", "Helen, Dana's estranged
// mother and the landlady of ...": past one description before this one.)
const NameRun* Story::AppositionOwner(size_t i, const Sentence& sent) const {
  // ("Sevidzem Lukong (X), owner of Lukong Cabs,": a job with no article, then "of".)
  if (i > sent.first_token + 1 && ctx_.Is(i - 1, ",") && ctx_.Has(i, kWordOccupation) && ctx_.IsLower(i + 1, "of"))
    return RunBeforeComma(i - 1);
  for (size_t k = i; k > sent.first_token && k + 9 > i; --k) {
    std::string_view p = ctx_.Lower(k - 1);
    if (p == "who" || p == "that" || p == "." || p == ";" || p == ",") return nullptr;
    if (p != "the" && p != "a" && p != "an") continue;
    size_t c = k - 1;
    if (c == sent.first_token) return nullptr;
    // ("Zena (Actor), now a veterinarian,", "Yaro Tem, now the village police officer",
    // "Vernyuy (X), then a law student,": an adverb of time after the comma.)
    if (c > sent.first_token + 2 && ctx_.Is(c - 2, ",") &&
        (ctx_.IsLower(c - 1, "now") || ctx_.IsLower(c - 1, "still") || ctx_.IsLower(c - 1, "once") ||
         ctx_.IsLower(c - 1, "then")))
      --c;
    // (The name before the comma, past its actor and an age: "Rurik Vasquez (Actor), 71,
    // the boss of the family".)
    if (ctx_.Is(c - 1, ",")) {
      if (const NameRun* r = RunBeforeComma(c - 1)) return r;
    } else if (!ctx_.IsLower(c - 1, "and")) {
      return nullptr;
    }
    // One description before: a possessor's noun ("Ezekiel's wife") or a determiner's,
    // up to a comma after the name.
    const size_t from = ctx_.Is(c - 1, ",") || ctx_.IsLower(c - 1, "and") ? c - 1 : c;
    for (size_t m = from; m > sent.first_token + 1 && m + 8 > from; --m) {
      if (ctx_.T(m - 1).kind == TokenKind::kPunct && !ctx_.Is(m - 1, ",") && !ctx_.T(m - 1).Has(kPossessive)) break;
      if (ctx_.IsLower(m - 1, "who") || ctx_.IsLower(m - 1, "and")) break;
      if (ctx_.Is(m - 1, ",")) return RunBeforeComma(m - 1);
    }
    return nullptr;
  }
  return nullptr;
}

// "forensic accountant", "marine biologist": the occupation noun at token k with the
// word before it when that word is part of the job, not a description of the person.
std::string Story::OccupationAt(size_t k) const {
  std::string value(ctx_.Lower(k));
  if (k == 0) return value;
  const Token& prev = ctx_.T(k - 1);
  std::string_view p = ctx_.Lower(k - 1);
  // A job of two or three words the data lists ("funeral director", "ballistics expert",
  // "chief operating officer").
  // ("chief of emergency medicine": four words.) The words joined once, from the first of
  // the longest form on; the shorter forms are its ends, tried after it.
  if (prev.kind == TokenKind::kWord) {
    size_t first = k - 1;
    while (first > 0 && first + 3 > k && ctx_.T(first - 1).kind == TokenKind::kWord) --first;
    std::string joined;
    size_t starts[3];  // where the form that opens with word first + i starts in `joined`
    for (size_t m = first; m < k; ++m) {
      starts[m - first] = joined.size();
      joined += ctx_.Lower(m);
      joined += ' ';
    }
    joined += value;
    for (size_t m = first; m < k; ++m)
      if (const std::string_view form = std::string_view(joined).substr(starts[m - first]);
          ctx_.lex.classes.Find(form) & kWordOccupation)
        return std::string(form);
  }
  static constexpr std::string_view kDescriptions[] = {
      "the", "a", "an", "only", "new", "young", "old", "former", "local", "top", "blunt", "funny", "chilly",
      "brilliant", "guarded", "unflappable", "cantankerous", "widowed", "longtime", "wayward", "veteran",
      "famous", "struggling", "ambitious", "single", "rival", "real", "best", "first", "last", "other",
      "his", "her", "their", "its", "our", "and", "or", "but", "as", "of", "town", "show", "series",
      "teenage", "teen", "elderly", "aging", "eccentric", "mysterious", "legendary", "notorious", "reluctant",
      "grumpy", "kindly", "charming", "gruff", "good", "bad", "great", "better", "decent", "quiet", "reluctant",
      "loyal", "shy", "stern", "strict", "kind", "gentle", "lonely", "bitter", "honest", "humble", "tough",
      "weary", "jaded", "brash", "cocky", "cynical", "idealistic", "overnight", "halfway", "professional",
      "stubborn", "put-upon", "prickly", "grouchy", "cranky", "crusty", "scrappy", "feisty", "earnest", "driven",
      "fierce", "savvy", "wily", "shrewd", "hotheaded", "hot-headed", "soft-spoken", "no-nonsense", "sly", "smug",
      "proud", "stoic", "corrupt", "obsessive", "quirky", "sardonic", "lovable", "sweet", "small", "big", "dying",
      "vain", "bright", "sharp", "warm", "cold", "lazy", "rich", "poor", "wealthy", "broke", "drunk", "sober",
      "smart", "clever", "brave", "bold", "shady", "sleazy", "mean", "nice", "rude", "angry", "happy", "sad",
      // ("This week publican Merv ...": a time before the job.)
      "week", "weekend", "year", "month", "season", "episode", "time"};
  // Whether the word at token d describes the person rather than belonging to the job.
  auto describes = [&](size_t d) {
    const Token& t = ctx_.T(d);
    const std::string_view w = ctx_.Lower(d);
    // (Suffixes compared inline, a literal's length known: string_view::ends_with of a C
    // string was a call each, some fifteen per job. Forced inline: the compiler kept the
    // lambda a call of its own, some 25 instructions a time.)
    auto ends = [w](std::string_view suffix) __attribute__((always_inline)) {
      return w.size() >= suffix.size() &&
             std::memcmp(w.data() + w.size() - suffix.size(), suffix.data(), suffix.size()) == 0;
    };
    // A capitalized modifier belongs to the job ("Treasury investigator") unless it names someone.
    bool description = t.kind != TokenKind::kWord || (t.Has(kCapitalized) && ctx_.NameEndingAt(d)) ||
                       t.Has(kSentenceStart) || t.Has(kPossessive) ||
                       ends("ly") || ends("ed") || ends("est") || ends("-old") ||
                       // ("a formidable churchwarden", "a nervous intern", "a hapless clerk": adjectives.)
                       ends("able") || ends("ible") || ends("ous") || ends("ful") ||
                       ends("less") ||
                       // ("the mill's third-generation owner", "a small-town veterinarian")
                       ends("-generation") || ends("-year") || ends("-town") ||
                       // ("a burned-out chef", "a hard-drinking cop", "a washed-up boxer": a
                       // hyphenated adjective; "search-and-rescue pilot" keeps its compound.)
                       ends("-out") || ends("-up") || ends("-down") || ends("-time") ||
                       (w.find('-') != std::string_view::npos && ends("ing")) ||
                       ctx_.Has(d, kWordNonName) ||
                       // a verb or a preposition before the job: "marries trawlerman Reece"
                       (!ctx_.Has(d, kWordOccupation) &&
                        ctx_.Has(d, static_cast<WordClass>(kWordStoryCue | kWordCastCue | kWordSpeech | kWordCrewCue))) ||
                       w == "to" || w == "with" || w == "for" || w == "by" || w == "from" || w == "at" || w == "on" ||
                       w == "in";
    // (The filter first: most words before a job are none of the hundred.)
    static constexpr WordFilter kDescriptionsFilter(kDescriptions);
    if (!description && kDescriptionsFilter.MayContain(w))
      description = std::find(std::begin(kDescriptions), std::end(kDescriptions), w) != std::end(kDescriptions);
    return description;
  };
  if (describes(k - 1)) return value;
  // ("the county's crime lab chemist", "ski patrol director": a third word of the job, in
  // lower case, when it too is no description.)
  // (Only a whole job: the word before those three describes or determines, so "high school
  // chemistry teacher" keeps two.)
  // (Nor a place the job is held in: "the village police officer".)
  const std::string_view third = k >= 2 ? ctx_.Lower(k - 2) : std::string_view();
  const bool place = third == "village" || third == "city" || third == "county" || third == "state" ||
                     third == "parish" || third == "island" || third == "school" || third == "hospital" ||
                     third == "harbor" || third == "harbour" || third == "family" || third == "station";
  if (k >= 3 && !place && ctx_.T(k - 2).kind == TokenKind::kWord && !ctx_.T(k - 2).Has(kCapitalized) &&
      !describes(k - 2) && describes(k - 3))
    return std::string(ctx_.Lower(k - 2)) + " " + std::string(p) + " " + value;
  return std::string(p) + " " + value;
}

// Attributes stated around token i: occupation (a title before a name, a job before a
// name, a job in an apposition), age ("X, 42,", "15-year-old daughter, Hester"),
// hometown ("hails from X") and the era a series is set in ("set in 1974 Oregon").
bool Story::IsRepresentationLine(const Sentence& sent) const {
  for (size_t k = sent.first_token; k + 1 < sent.end_token; ++k)
    if (ctx_.IsLower(k, "repped") || (ctx_.IsLower(k, "represented") && ctx_.IsLower(k + 1, "by"))) return true;
  return false;
}

namespace {

// The place named from token k on (before `end`): its name run, or its word, taking in an
// abbreviation's period ("St. Helena Island") and a particle inside the name ("Dar es Salaam",
// "Rio de Janeiro").
std::string PlaceNameAt(const DocContext& ctx, size_t k, size_t end) {
  size_t last = k + 1;  // one past the place's last token
  if (const NameRun* place = ctx.NameAt(k)) last = place->end;
  if ((ctx.IsLower(k, "st") || ctx.IsLower(k, "mt") || ctx.IsLower(k, "ft")) && ctx.Is(k + 1, ".")) {
    size_t m = k + 2;
    while (m < end && m < k + 5 && ctx.T(m).kind == TokenKind::kWord && ctx.T(m).Has(kCapitalized)) ++m;
    last = std::max(last, m);
  }
  if (last + 1 < end && !ctx.T(last).Has(kCapitalized)) {
    const Word particle = ctx.Lower(last);
    if (particle == "es" || particle == "de" || particle == "del" || particle == "da" || particle == "do" ||
        particle == "la" || particle == "le" || particle == "du" || particle == "di" || particle == "el") {
      if (const NameRun* rest = ctx.NameAt(last + 1)) {
        last = rest->end;
      } else if (ctx.T(last + 1).kind == TokenKind::kWord && ctx.T(last + 1).Has(kCapitalized)) {
        last += 2;
      }
    }
  }
  return FoldSpaces(ctx.at.text.substr(ctx.T(k).start, ctx.T(last - 1).end - ctx.T(k).start));
}

// An age written in words, ten to ninety-nine ("nineteen", "forty-two"); else 0.
int AgeInWords(std::string_view w) {
  static constexpr std::string_view kTeens[] = {"ten",     "eleven",  "twelve",    "thirteen", "fourteen",
                                                "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
  static constexpr std::string_view kTens[] = {"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};
  static constexpr std::string_view kUnits[] = {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine"};
  for (size_t k = 0; k < std::size(kTeens); ++k)
    if (w == kTeens[k]) return static_cast<int>(10 + k);
  for (size_t k = 0; k < std::size(kTens); ++k) {
    if (!w.starts_with(kTens[k])) continue;
    const int tens = static_cast<int>(20 + 10 * k);
    const std::string_view rest = w.substr(kTens[k].size());
    if (rest.empty()) return tens;
    if (rest.front() != '-') return 0;
    for (size_t u = 0; u < std::size(kUnits); ++u)
      if (rest.substr(1) == kUnits[u]) return tens + static_cast<int>(u) + 1;
    return 0;
  }
  return 0;
}

}  // namespace

void Story::Attributes(size_t i, const Sentence& sent, std::vector<Fact>* out) {
  const Token& t = ctx_.T(i);
  std::string_view w = ctx_.Lower(i);
  // "Cecily, now nineteen and home after a year at university", "Nesta, nineteen and engaged
  // to Idwal": an age in words in the apposition after a name.
  if (visit_run_ && visit_run_->first == i) {
    size_t m = After(visit_run_);
    if (ctx_.Is(m, ",") && !ctx_.T(m).Has(kInQuote)) {
      ++m;
      if (ctx_.IsLower(m, "now")) ++m;
      if (const int n = ctx_.T(m).kind == TokenKind::kWord ? AgeInWords(ctx_.Lower(m)) : 0;
          n >= 10 && (ctx_.Is(m + 1, ",") || ctx_.IsLower(m + 1, "and") || ctx_.Is(m + 1, ".")))
        if (std::string who = CharacterAt(i); !who.empty()) AddAttribute(out, who, "age", std::to_string(n));
    }
  }
  // "Special Agent Malvina Okereke" (a name run may open with "Special").
  if (w == "special" && t.Has(kCapitalized) && ctx_.Is(i + 1, "Agent")) {
    if (const NameRun* r = ctx_.NameAfterTitle(i + 1)) {
      AddAttribute(out, CharacterAt(r->first), "occupation", "special agent");
    } else if (const NameRun* whole = ctx_.NameAt(i); whole && whole->end >= i + 4) {
      const std::string_view name = ctx_.at.Slice(Span{ctx_.T(i + 2).start, ctx_.T(whole->end - 1).end});
      AddAttribute(out, ctx_.Resolve(FoldSpaces(name)), "occupation", "special agent");
    }
    return;
  }
  // "Lt. Kermit Oberlander", "Det. Sadie Zelinski": a rank's abbreviation is the rank.
  if (t.Has(kCapitalized) && ctx_.Honorific(i) && !ctx_.Has(i, kWordOccupation)) {
    static constexpr std::pair<std::string_view, std::string_view> kRanks[] = {
        {"lt", "lieutenant"}, {"det", "detective"}, {"capt", "captain"}, {"sgt", "sergeant"},
        {"insp", "inspector"}, {"supt", "superintendent"}, {"cpl", "corporal"}, {"cmdr", "commander"},
        {"dci", "detective chief inspector"}, {"dsi", "detective superintendent"}, {"di", "detective inspector"},
        {"ds", "detective sergeant"}, {"maj", "major"}, {"col", "colonel"}, {"adm", "admiral"}, {"rev", "reverend"},
        // Titles that are a station only before a name ("Queen Satanay", "Major Quadros",
        // "Chief Ekong Usoro"): alone they are common words ("a major twist").
        {"king", "king"}, {"queen", "queen"}, {"prince", "prince"}, {"princess", "princess"}, {"lord", "lord"},
        {"duchess", "duchess"}, {"countess", "countess"}, {"baroness", "baroness"}, {"empress", "empress"},
        {"major", "major"}, {"chief", "chief"}, {"reverend", "reverend"}};
    for (const auto& [abbreviation, rank] : kRanks)
      if (w == abbreviation) {
        // ("Police Chief X": a job of two words, read below.)
        if (i > sent.first_token && ctx_.Has(i, kWordOccupationEnd) && OccupationAt(i).find(' ') != std::string::npos)
          break;
        // ("Lt. Cmdr. X": the rank is the titles together; none is given.)
        const size_t next = ctx_.Is(i + 1, ".") ? i + 2 : i + 1;
        if (ctx_.Honorific(next) || ctx_.IsLower(next, "cmdr") || ctx_.SentenceOf(next) != ctx_.SentenceOf(i)) return;
        // ("Lt. Cmdr. Ysabeau Thackray": the two titles are one rank.)
        const bool lieutenant = w == "cmdr" && i >= 2 && ctx_.Is(i - 1, ".") && ctx_.IsLower(i - 2, "lt");
        const NameRun* r = ctx_.NameAfterTitle(i);
        if (!r) return;
        // ("Lord Alasdair Cauldstane, a retired High Court judge", "Lord Mirosz, a pirate
        // lord": a job in the apposition says what the title only hints at.)
        if (abbreviation == rank) {
          size_t k = After(r);
          if (ctx_.Is(k, ",") && (ctx_.IsLower(k + 1, "a") || ctx_.IsLower(k + 1, "an") || ctx_.IsLower(k + 1, "the")))
            for (size_t end = k + 2; end < sent.end_token && end < k + 7 && ctx_.T(end).kind == TokenKind::kWord; ++end)
              if (ctx_.Has(end, kWordOccupation) || ctx_.Has(end, kWordOccupationEnd) || ctx_.IsLower(end, w)) return;
        }
        AddAttribute(out, CharacterAt(r->first), "occupation",
                     lieutenant ? std::string("lieutenant commander") : std::string(rank));
        return;
      }
  }
  // A job of several words ends here: "public defender", "marine biologist".
  const bool occupation = ctx_.Has(i, kWordOccupation) ||
                          (ctx_.Has(i, kWordOccupationEnd) && OccupationAt(i).find(' ') != std::string::npos &&
                           (ctx_.lex.classes.Find(OccupationAt(i)) & kWordOccupation));
  if (occupation) {
    // ("an NBC publicist, Sylvio Jaffar, told me": a network's employee the article quotes is
    // a real person, no character.)
    if (const NameRun* r = ctx_.Is(i + 1, ",") ? ctx_.NameAt(i + 2) : nullptr;
        r && (ctx_.SpeechVerb(r->end) || (ctx_.Is(r->end, ",") && ctx_.SpeechVerb(r->end + 1))))
      for (const NetworkMention& nm : ctx_.networks)
        if (nm.end == i) return;
    // ("his partner since the pilot, Det. Baltazar": the first episode, not a job.)
    if (w == "pilot" && i >= sent.first_token + 2 && ctx_.IsLower(i - 1, "the") &&
        (ctx_.IsLower(i - 2, "since") || ctx_.IsLower(i - 2, "in") || ctx_.IsLower(i - 2, "from") ||
         ctx_.IsLower(i - 2, "after") || ctx_.IsLower(i - 2, "before") || ctx_.IsLower(i - 2, "until")))
      return;
    if (t.Has(kCapitalized)) {
      // "Landlady Maxine Pogson (Actor), her best friend, ...": a job opening the sentence.
      if (t.Has(kSentenceStart) && !ctx_.Honorific(i))
        if (const NameRun* r = ctx_.NameAt(i + 1)) AddAttribute(out, CharacterAt(r->first), "occupation", std::string(w));
      // ("Detective Inspector Sido Yilm": the second title of two is read with the first.)
      if (ctx_.Honorific(i) && i > sent.first_token && ctx_.Honorific(i - 1) && ctx_.T(i - 1).Has(kCapitalized) &&
          ctx_.Has(i - 1, kWordOccupation))
        return;
      // "Sheriff Dale Brody", "Captain Ray Delacroix" (a title that is a job).
      // ("Detective Inspector X", "Police Chief X": two words, one job.)
      std::string title(w);
      size_t title_end = i;
      if (ctx_.Honorific(i) && i + 1 < sent.end_token && ctx_.Honorific(i + 1) && ctx_.T(i + 1).Has(kCapitalized) &&
          ctx_.Has(i + 1, kWordOccupation)) {
        title.append(" ").append(ctx_.Lower(i + 1));  // (not " " + string: GCC 12 warns falsely of overlap)
        title_end = i + 1;
      }
      if (ctx_.Honorific(i) && i > sent.first_token && (ctx_.IsLower(i - 1, "police") || ctx_.IsLower(i - 1, "fire")) &&
          ctx_.T(i - 1).Has(kCapitalized))
        title = std::string(ctx_.Lower(i - 1)) + " " + title;
      if (ctx_.Honorific(i))
        if (const NameRun* r = ctx_.NameAfterTitle(title_end); r && w != "dr" && w != "doctor" && w != "agent") {
          // ("Chairman Baek Il-hwan ... Chairman Baek collapses": a title and one name is the
          // one first named in full after the same title.)
          const NameRun* full = r;
          for (size_t k = i; r->words == 1 && full == r && k > 0 && k + 2000 > i; --k)
            if (ctx_.IsLower(k - 1, w) && ctx_.T(k - 1).Has(kCapitalized))
              if (const NameRun* earlier = ctx_.NameAfterTitle(k - 1);
                  earlier && earlier->words >= 2 && ctx_.Tok(earlier->first) == std::string_view(ctx_.Tok(r->first)))
                full = earlier;
          AddAttribute(out, CharacterAt(full->first), "occupation", title);
        }
      return;
    }
    // ("trauma surgeon Dr. Flor Valdiv": past a title.)
    const NameRun* titled = i + 1 < sent.end_token && ctx_.Honorific(i + 1) && ctx_.T(i + 1).Has(kCapitalized)
                                ? ctx_.NameAfterTitle(i + 1)
                                : nullptr;
    if (const NameRun* r = titled ? titled : ctx_.NameAt(i + 1)) {  // "firefighter Lucia Ferro"
      // ("Siosaia (X), the paramedic Dr. Flor Valdiv has been seeing": a verb after the
      // name makes it a reduced relative clause; the job is the apposition's owner's.)
      const size_t after = After(r);
      const bool reduced = after < sent.end_token && ctx_.T(after).kind == TokenKind::kWord &&
                           !ctx_.T(after).Has(kCapitalized) && !IsPlacePreposition(ctx_.Lower(after)) && !ctx_.IsLower(after, "of") && !ctx_.IsLower(after, "to") && !ctx_.IsLower(after, "with") &&
                           !ctx_.IsLower(after, "on") &&  // "the lawyer Ilang Dulawan on Hulu's "Batok""

                           !ctx_.IsLower(after, "and") && !ctx_.IsLower(after, "or") && !ctx_.T(after).Has(kPossessive);
      const NameRun* owner = reduced ? AppositionOwner(i, sent) : nullptr;
      // ("She is repped by Gersh and attorney Ana Ruiz": an agent's line names real people.)
      if (!IsRepresentationLine(sent))
        AddAttribute(out, CharacterAt((owner ? owner : r)->first), "occupation", OccupationAt(i));
      return;
    }
    // "an overnight editor named Bernie Osterhout", "a pilot called Rhett".
    if ((ctx_.IsLower(i + 1, "named") || ctx_.IsLower(i + 1, "called")) && ctx_.NameAt(i + 2)) {
      AddAttribute(out, CharacterAt(i + 2), "occupation", OccupationAt(i));
      return;
    }
    // "who was named regent in the Season 2 premiere", "Dana is appointed harbor master":
    // the job someone is given.
    // (The verb is sought first, among the five words before the job, where it must stand:
    // the job has four words at most, an article before it. Most jobs are given by none,
    // and OccupationAt, which puts the job together, is not asked of them.)
    bool giving_verb = false;
    for (size_t m = i > sent.first_token + 5 ? i - 5 : sent.first_token; m < i && !giving_verb; ++m)
      giving_verb = ctx_.IsLower(m, "named") || ctx_.IsLower(m, "appointed") || ctx_.IsLower(m, "elected") ||
                    ctx_.IsLower(m, "crowned");
    if (giving_verb) {
      const std::string job = OccupationAt(i);
      size_t k = i - static_cast<size_t>(std::count(job.begin(), job.end(), ' '));
      if (k > sent.first_token && (ctx_.IsLower(k - 1, "the") || ctx_.IsLower(k - 1, "a"))) --k;
      const bool given = k >= sent.first_token + 2 &&
                         (ctx_.IsLower(k - 1, "named") || ctx_.IsLower(k - 1, "appointed") ||
                          ctx_.IsLower(k - 1, "elected") || ctx_.IsLower(k - 1, "crowned")) &&
                         (ctx_.IsLower(k - 2, "was") || ctx_.IsLower(k - 2, "is") || ctx_.IsLower(k - 2, "been") ||
                          ctx_.IsLower(k - 2, "gets") || ctx_.IsLower(k - 2, "got"));
      if (given && !ctx_.T(i).Has(kInQuote) && Asserted(k - 1)) {
        const size_t aux = k - 2;
        std::string who = aux > sent.first_token && ctx_.IsLower(aux - 1, "who") ? RelativeAntecedent(aux - 1)
                                                                                 : SubjectBefore(aux, /*strict=*/true);
        if (!who.empty() && character_set_.count(who)) AddAttribute(out, who, "occupation", job);
        return;
      }
    }
    // Apposition: "Priya Sandhu, the town's only veterinarian", "Dani Okafor (Actor), the
    // blunt, funny paramedic"; or the other way round: "the ship's medic, Teodor Vance".
    if (ctx_.Is(i + 1, ",") && ctx_.NameAt(i + 2)) {
      // ("the husband of her boss, Leanne": someone's boss is a tie, not a job; "her
      // secretary, Ada" and "his deputy, Anders" are jobs.)
      const bool tie = w == "boss" && i > sent.first_token &&
                       (PossessiveAt(i - 1) || IsPossessivePronoun(ctx_.Lower(i - 1)) || ctx_.IsLower(i - 1, "my") ||
                        ctx_.IsLower(i - 1, "our"));
      if (!tie) AddAttribute(out, CharacterAt(i + 2), "occupation", OccupationAt(i));
      return;
    }
    // ("her sergeant and ex-husband, Fionnlagh Maclure": a relation noun between.)
    // ("Her head chef and business partner of twenty years, Pape": a two-word one, and how
    // long, too.)
    if (ctx_.IsLower(i + 1, "and") && i + 4 < sent.end_token) {
      size_t k = i + 2;
      if (ctx_.lex.relations.count(ctx_.Lower(k))) {
        ++k;
      } else if (k + 1 < sent.end_token &&
                 ctx_.lex.relations.count(std::string(ctx_.Lower(k)) + " " + std::string(ctx_.Lower(k + 1)))) {
        k += 2;
      } else {
        k = 0;
      }
      if (k && ctx_.IsLower(k, "of") && k + 3 < sent.end_token &&
          (ctx_.IsLower(k + 2, "years") || ctx_.IsLower(k + 2, "seasons") || ctx_.IsLower(k + 2, "decades")))
        k += 3;
      if (k && ctx_.Is(k, ",") && ctx_.NameAt(k + 1)) {
        AddAttribute(out, CharacterAt(k + 1), "occupation", OccupationAt(i));
        return;
      }
    }
    // ("the housekeeper, Mrs Sibella Kennard": past a title; "the town pastor, the Rev.
    // Takatemjen Jamir": past "the" too.)
    const size_t title_at = ctx_.IsLower(i + 2, "the") ? i + 3 : i + 2;
    if (ctx_.Is(i + 1, ",") && title_at < sent.end_token && ctx_.Honorific(title_at))
      if (const NameRun* r = ctx_.NameAfterTitle(title_at)) {
        AddAttribute(out, CharacterAt(r->first), "occupation", OccupationAt(i));
        return;
      }
    if (const NameRun* r = AppositionOwner(i, sent)) {
      // The job must end the description: "the firm's junior designer," not "the designer's son".
      // ("a widowed hardware-store owner trying to ...", "a city alderman charged with ...",
      // "the groundskeeper to whom she is married", "a conductor on a night train": a
      // participle or a preposition ends the job too.)
      const Word next = i + 1 < sent.end_token ? ctx_.Lower(i + 1) : Word();
      const bool participle = ctx_.T(i + 1).kind == TokenKind::kWord && !ctx_.T(i + 1).Has(kCapitalized) &&
                              next.size() > 4 && (next.ends_with("ing") || next.ends_with("ed"));
      bool ends = i + 1 >= sent.end_token || ctx_.Is(i + 1, ",") || ctx_.Is(i + 1, ".") ||
                  ctx_.IsLower(i + 1, "who") || ctx_.IsLower(i + 1, "whose") || ctx_.IsLower(i + 1, "and") ||
                  ctx_.IsLower(i + 1, "played") || ctx_.IsLower(i + 1, "with") || ctx_.IsLower(i + 1, "of") ||
                  ctx_.IsLower(i + 1, "from") || ctx_.IsLower(i + 1, "in") || ctx_.IsLower(i + 1, "at") ||
                  ctx_.IsLower(i + 1, "on") || ctx_.IsLower(i + 1, "to") || ctx_.IsLower(i + 1, "sent") ||
                  ctx_.IsLower(i + 1, "for") || ctx_.IsLower(i + 1, "since") ||
                  participle ||
                  // ("a paramedic he met at a pileup", "the schoolteacher she was supposed to
                  // marry": an object relative clause.)
                  IsSubjectPronoun(next) || next == "that" || next == "whom" ||
                  // ("a Moscow surgeon nobody has mentioned in twenty years")
                  next == "nobody" || next == "everyone" || next == "everybody" || next == "no" ||
                  // ("a civil servant her mother adored": a possessor's noun and a past verb.)
                  ((next == "her" || next == "his" || next == "their") && i + 3 < sent.end_token &&
                   ctx_.T(i + 2).kind == TokenKind::kWord && !ctx_.T(i + 2).Has(kCapitalized) &&
                   ctx_.Lower(i + 3).size() > 3 && ctx_.Lower(i + 3).ends_with("ed"));
      if (ends) AddAttribute(out, CharacterAt(r->first), "occupation", OccupationAt(i));
      return;
    }
    // "WINNER: X (Y). The hotel manager spent two seasons ...": the job a description of
    // the paragraph's part opens with, before its verb.
    // ("Puebla's most crooked police commander, 58, spent ...", "The quarry's foreman, who
    // had worked ...": a possessor before the job, and the job set off by a comma.)
    const size_t first = sent.first_token;
    const size_t words_from = ctx_.T(first).Has(kCapitalized) && ctx_.T(first + 1).Has(kPossessive) ? first + 2
                              : ctx_.IsLower(first, "the")                                         ? first + 1
                                                                                                   : SIZE_MAX;
    if (words_from != SIZE_MAX && i >= words_from && i <= words_from + 3 && i + 1 < sent.end_token &&
        ((ctx_.T(i + 1).kind == TokenKind::kWord && !ctx_.T(i + 1).Has(kCapitalized)) || ctx_.Is(i + 1, ","))) {
      bool plain = true;  // only lower-case words (and a possessor's "'s") before the job
      for (size_t m = first + 1; m < i && plain; ++m)
        plain = ctx_.T(m).Has(kPossessive) || (m >= words_from && ctx_.T(m).kind == TokenKind::kWord &&
                                               !ctx_.T(m).Has(kCapitalized));
      const syntax::Parse& p = ParseOf(sentence_);
      const int c = ctx_.Is(i + 1, ",") ? -1 : p.chunk_of[i + 1 - first];
      const bool before_verb = c >= 0 && p.chunks[c].kind == syntax::ChunkKind::kVerb && Asserted(i + 1);
      if (plain && (before_verb || ctx_.Is(i + 1, ",")))
        if (std::string part = DescribedPart(sentence_); !part.empty()) {
          AddAttribute(out, part, "occupation", OccupationAt(i));
          return;
        }
    }
    // "The harbor master in question is Tobiah Quennell", "The new pilot is X": a sentence
    // that opens on the job and names its holder after the copula.
    {
      size_t d = i;
      while (d > sent.first_token && d + 3 > i && ctx_.T(d - 1).kind == TokenKind::kWord && !ctx_.IsLower(d - 1, "the") &&
             !ctx_.T(d - 1).Has(kCapitalized))
        --d;
      size_t cop = i + 1;
      if (ctx_.IsLower(cop, "in") && ctx_.IsLower(cop + 1, "question")) cop += 2;
      if (d > sent.first_token && d - 1 == sent.first_token && ctx_.IsLower(d - 1, "the") &&
          (ctx_.IsLower(cop, "is") || ctx_.IsLower(cop, "was")))
        if (const NameRun* r = RunAt(cop + 1); r && !PossessiveAt(r->end) && Asserted(cop)) {
          if (std::string who = CharacterAt(r->first); !who.empty()) AddAttribute(out, who, "occupation", OccupationAt(i));
          return;
        }
    }
    // "Mark Hale is a widowed schoolteacher": NAME is/was a [words] JOB, the job ending
    // the phrase.
    // ("Solomon, 67, is the founder", "the company's head chemist": "the" and a possessor too.)
    size_t k = i;
    auto is_det = [&](size_t m) { return ctx_.IsLower(m, "a") || ctx_.IsLower(m, "an") || ctx_.IsLower(m, "the"); };
    // (Lower-case words, a number word like "40-year-old", or capitals: "an ER nurse".)
    while (k > sent.first_token && k + 5 > i &&
           ((ctx_.T(k - 1).kind == TokenKind::kWord &&
             (!ctx_.T(k - 1).Has(kCapitalized) || ctx_.T(k - 1).Has(kAllCaps) ||
              // ("the Senate majority leader": a capital word that is no one's name.)
              (!ctx_.T(k - 1).Has(kSentenceStart) && !ctx_.NameAt(k - 1) && !ctx_.NameEndingAt(k - 1)))) ||
            (ctx_.T(k - 1).kind == TokenKind::kNumber && ctx_.Tok(k - 1).ends_with("-old")) || PossessiveAt(k - 1)) &&
           !is_det(k - 1))
      --k;
    bool ends = i + 1 >= sent.end_token || ctx_.Is(i + 1, ",") || ctx_.Is(i + 1, ".") || ctx_.IsLower(i + 1, "who") ||
                ctx_.IsLower(i + 1, "in") || ctx_.IsLower(i + 1, "at") || ctx_.IsLower(i + 1, "and") ||
                ctx_.IsLower(i + 1, "of") ||
                // ("was a sheriff's deputy from the pilot on", "a bookkeeper for all eight
                // seasons", "the pastor since 1998": when, after the job.)
                ctx_.IsLower(i + 1, "from") || ctx_.IsLower(i + 1, "for") || ctx_.IsLower(i + 1, "since") ||
                // ("was a fruit grower on the Black Sage bench")
                ctx_.IsLower(i + 1, "on") ||
                // ("was a tribal police officer married to a schoolteacher": a participle and
                // its preposition.)
                // ("a freelance translator buried under her late father's debts")
                (ctx_.Lower(i + 1).ends_with("ed") && i + 2 < sent.end_token &&
                 (ctx_.IsLower(i + 2, "to") || ctx_.IsLower(i + 2, "by") || ctx_.IsLower(i + 2, "with") ||
                  ctx_.IsLower(i + 2, "under") || ctx_.IsLower(i + 2, "in") || ctx_.IsLower(i + 2, "for")));
    if (!ends || k < sent.first_token + 1) return;
    // ("He is Odile's chief of staff", "She is his lawyer": a possessor right after the
    // copula is the determiner.)
    bool determined = is_det(k - 1);
    for (size_t m = std::max<size_t>(sent.first_token + 2, i >= 6 ? i - 6 : 0); !determined && m < i; ++m) {
      // ("she is also Maude's cardiologist": an adverb may follow the copula.)
      const size_t cop = m >= sent.first_token + 3 && (ctx_.IsLower(m - 1, "also") || ctx_.IsLower(m - 1, "now") ||
                                                        ctx_.IsLower(m - 1, "still"))
                             ? m - 2
                             : m - 1;
      if (m < sent.first_token + 2 || !(ctx_.IsLower(cop, "is") || ctx_.IsLower(cop, "was"))) continue;
      const NameRun* possessor = ctx_.NameAt(m);
      if (IsPossessivePronoun(ctx_.Lower(m)) || (possessor && After(possessor) < i && PossessiveAt(After(possessor)))) {
        // ("Lottie is Elsie's boss": someone's boss is a tie, not a job.)
        if (w == "boss") return;
        k = m + 1;
        determined = true;
      }
    }
    if (!determined) return;
    // ("Marquis is now a widowed pastor", "who is now a 40-year-old ER nurse".)
    size_t cop = k - 2;
    if (cop > sent.first_token + 1 &&
        (ctx_.IsLower(cop, "now") || ctx_.IsLower(cop, "still") || ctx_.IsLower(cop, "also")))
      --cop;
    if (cop > sent.first_token + 1 && ctx_.IsLower(cop - 1, "who") && (ctx_.IsLower(cop, "is") || ctx_.IsLower(cop, "was"))) {
      if (std::string who = RelativeAntecedent(cop); !who.empty() && Asserted(i))
        AddAttribute(out, who, "occupation", OccupationAt(i));
      return;
    }
    if (cop >= sent.first_token + 1 && cop < k - 2) k = cop + 2;  // as if the adverb were not there
    // ("The epilogue makes her a Superior Court judge", "the finale made Rafaela the
    // undersheriff": the job something makes someone.)
    if (k >= sent.first_token + 3) {
      const size_t object = k - 2;
      const NameRun* named = RunBeforeActor(k - 1, 12);  // (past the actor in brackets)
      const size_t verb = named ? named->first - 1 : object - 1;
      const Word v = verb >= sent.first_token ? ctx_.Lower(verb) : Word();
      if ((v == "makes" || v == "made" || v == "make" || v == "making") &&
          (named || ctx_.IsLower(object, "her") || ctx_.IsLower(object, "him")) && Asserted(verb)) {
        const std::string who = named ? CharacterAt(named->first) : ResolvePronoun(object);
        if (!who.empty() && character_set_.count(who)) AddAttribute(out, who, "occupation", OccupationAt(i));
        return;
      }
    }
    // ("Lucy works as a nurse at the county hospital": the job one works as.)
    if (k >= sent.first_token + 4 && ctx_.IsLower(k - 2, "as") &&
        (ctx_.IsLower(k - 3, "works") || ctx_.IsLower(k - 3, "worked") || ctx_.IsLower(k - 3, "working"))) {
      const size_t verb = ctx_.IsLower(k - 3, "working") && ctx_.IsLower(k - 4, "is") ? k - 4 : k - 3;
      if (const NameRun* r = RunBeforeActor(verb, 9); r && Asserted(i))
        AddAttribute(out, CharacterAt(r->first), "occupation", OccupationAt(i));
      else if (verb > sent.first_token && (ctx_.IsLower(verb - 1, "he") || ctx_.IsLower(verb - 1, "she")) &&
               !ctx_.T(verb - 1).Has(kInQuote) && Asserted(i))
        AddAttribute(out, ResolvePronoun(verb - 1), "occupation", OccupationAt(i));
      return;
    }
    if (k >= sent.first_token + 3 && (ctx_.IsLower(k - 2, "is") || ctx_.IsLower(k - 2, "was"))) {
      size_t subject_end = k - 3;  // "Solomon, 67, is": past the age
      if (subject_end >= sent.first_token + 3 && ctx_.Is(subject_end, ",") &&
          ctx_.T(subject_end - 1).kind == TokenKind::kNumber && ctx_.Is(subject_end - 2, ","))
        subject_end -= 3;
      // ("Oscar Stehling, in his 70s, is the hall's bartender": past an age in decades.)
      if (subject_end >= sent.first_token + 5 && ctx_.Is(subject_end, ",") &&
          ctx_.T(subject_end - 1).kind == TokenKind::kNumber && ctx_.Tok(subject_end - 1).ends_with("s") &&
          (ctx_.IsLower(subject_end - 2, "his") || ctx_.IsLower(subject_end - 2, "her")) &&
          ctx_.IsLower(subject_end - 3, "in") && ctx_.Is(subject_end - 4, ","))
        subject_end -= 5;
      // ("His daughter, Signe (Actor), is a corporate lawyer": past the comma closing an
      // apposition; "Odile Brankovan (Actor) is a heart surgeon": past the actor.)
      if (subject_end >= sent.first_token + 3 && ctx_.Is(subject_end, ",") && ctx_.Is(subject_end - 1, ")"))
        --subject_end;
      const NameRun* apposed = nullptr;  // "Her husband, Levern Winishut, was a fisherman"
      if (subject_end >= sent.first_token + 3 && ctx_.Is(subject_end, ","))
        if (const NameRun* r = ctx_.NameEndingAt(subject_end - 1); r && r->first > sent.first_token + 1 &&
                                                                   ctx_.Is(r->first - 1, ","))
          apposed = r;
      if (const NameRun* r = RunBeforeActor(subject_end + 1, 9); r && Asserted(i))
        AddAttribute(out, CharacterAt(r->first), "occupation", OccupationAt(i));
      else if (apposed && Asserted(i))
        AddAttribute(out, CharacterAt(apposed->first), "occupation", OccupationAt(i));
      // (Not in a quotation: "She is a principal," the showrunner said, of someone the
      // quotation's own context names.)
      else if ((ctx_.IsLower(k - 3, "he") || ctx_.IsLower(k - 3, "she")) && !ctx_.T(k - 3).Has(kInQuote) &&
               Asserted(i))  // "She is a public defender"
        AddAttribute(out, ResolvePronoun(k - 3), "occupation", OccupationAt(i));
      // ("4. Umbu Rihi (X), 8-1. Ndilu's nephew is the farm's accountant": the description of
      // the part a paragraph opens on.)
      else if (std::string part = DescribedPart(sentence_); !part.empty() && VerblessOpening(subject_end) && Asserted(i))
        AddAttribute(out, part, "occupation", OccupationAt(i));
    } else if (VerblessOpening(k - 1)) {
      // A who's-who section's description of its part: "The youngest, and the company's
      // head chemist."
      if (std::string topic = SectionTopic(); !topic.empty()) AddAttribute(out, topic, "occupation", OccupationAt(i));
    }
    return;
  }
  if (t.kind == TokenKind::kNumber) {
    std::string_view raw = ctx_.Tok(i);
    int n = text::LeadingNumber(raw);
    // ("Agustina Taolin (X), a master weaver of 66 who ...": a job "of" an age, in an
    // apposition.)
    if (raw.size() <= 3 && n >= 10 && n < 110 && i >= sent.first_token + 4 && ctx_.IsLower(i - 1, "of") &&
        ctx_.Has(i - 2, kWordOccupation) && !ctx_.T(i).Has(kInQuote) &&
        (i + 1 >= sent.end_token || ctx_.T(i + 1).kind == TokenKind::kPunct || ctx_.IsLower(i + 1, "who")))
      if (const NameRun* r = AppositionOwner(i, sent)) {
        AddAttribute(out, CharacterAt(r->first), "age", std::to_string(n));
        return;
      }
    if (raw.ends_with("-year-old") && n > 0 && n < 120) {
      // "the 24-year-old Lorenzino (X)", "The twins, 17-year-old Kaisa and Saana Tervola":
      // the name, or each of a list, right after the age.
      // ("a 40-year-old ER nurse": a capitalized word of the job is no one.)
      if (i + 1 < sent.end_token && RunAt(i + 1)) {
        std::vector<std::string> named = ListAt(i + 1);
        std::erase(named, std::string());
        if (!named.empty()) {
          for (const std::string& who : named) AddAttribute(out, who, "age", std::to_string(n));
          return;
        }
      }
      // "Bridget's 15-year-old daughter, Hester" / "Juno, a 17-year-old"
      for (size_t k = i + 1; k < sent.end_token && k < i + 6; ++k)
        if (ctx_.Is(k, ",") && ctx_.NameAt(k + 1)) {
          AddAttribute(out, CharacterAt(k + 1), "age", std::to_string(n));
          return;
        }
      // ("Nettle, an 11-year-old apprentice", "Ethelinda, the 22-year-old daughter of ...",
      // "Clodagh (X), a 24-year-old nurse": the apposition's owner.)
      if (i >= 3 && (ctx_.IsLower(i - 1, "a") || ctx_.IsLower(i - 1, "an") || ctx_.IsLower(i - 1, "the")))
        if (const NameRun* r = AppositionOwner(i, sent)) {
          AddAttribute(out, CharacterAt(r->first), "age", std::to_string(n));
          return;
        }
      // ("Briony (X), Solenne and Lorimer's 16-year-old daughter, who ...": a possessor's
      // noun set off after the name.)
      if (i >= sent.first_token + 3 && PossessiveAt(i - 1)) {
        for (size_t m = i - 1; m > sent.first_token + 1 && m + 8 > i; --m) {
          if (ctx_.Is(m - 1, ",")) {
            if (std::string who = CharacterBeforeComma(m - 1); !who.empty()) AddAttribute(out, who, "age", std::to_string(n));
            break;
          }
          if (ctx_.T(m - 1).kind == TokenKind::kPunct && !ctx_.T(m - 1).Has(kPossessive)) break;
        }
        return;
      }
      // ("His daughter, Signe (X), is a 41-year-old corporate lawyer", "she is now a
      // 40-year-old ER nurse": the copula's subject.)
      if (i >= sent.first_token + 3 && (ctx_.IsLower(i - 1, "a") || ctx_.IsLower(i - 1, "an"))) {
        size_t cop = i - 2;
        if (ctx_.IsLower(cop, "now") || ctx_.IsLower(cop, "still")) --cop;
        if (cop > sent.first_token && (ctx_.IsLower(cop, "is") || ctx_.IsLower(cop, "was")) && Asserted(i)) {
          size_t end = cop - 1;
          if (ctx_.Is(end, ",") && end > sent.first_token) --end;
          // (An actor's brackets within eight tokens of the copula.)
          if (const NameRun* r = RunBeforeActor(end + 1, end + 9 - cop))
            AddAttribute(out, CharacterAt(r->first), "age", std::to_string(n));
          else if ((ctx_.IsLower(cop - 1, "he") || ctx_.IsLower(cop - 1, "she")) && !ctx_.T(cop - 1).Has(kInQuote))
            AddAttribute(out, ResolvePronoun(cop - 1), "age", std::to_string(n));
          // ("their daughter, Tina, who is now a 40-year-old ER nurse": the relative's antecedent.)
          else if (cop >= sent.first_token + 3 && ctx_.IsLower(cop - 1, "who") && ctx_.Is(cop - 2, ","))
            AddAttribute(out, CharacterBeforeComma(cop - 2), "age", std::to_string(n));
        }
      }
      return;
    }
    // "Ray's 58.", "who just turned 17 in the premiere": an age said of the clause's subject.
    if (raw.size() <= 2 && n > 0 && i > sent.first_token + 1) {
      std::string_view prev = ctx_.Lower(i - 1);
      if (prev == "just" || prev == "only") prev = ctx_.Lower(i - 2);
      bool said = prev == "is" || prev == "was" || prev == "'s" || prev == "\u2019s" || prev == "turned" ||
                  prev == "turns" || prev == "turning";
      bool alone = i + 1 >= sent.end_token || ctx_.T(i + 1).kind == TokenKind::kPunct || ctx_.IsLower(i + 1, "and") ||
                   ctx_.IsLower(i + 1, "in") || ctx_.IsLower(i + 1, "on") || ctx_.IsLower(i + 1, "this");
      // A pronoun's referent is too uncertain for an age ("she's 42" in an actor's quote).
      size_t verb = prev == ctx_.Lower(i - 1) ? i - 1 : i - 2;
      bool pronoun = verb > sent.first_token && IsSubjectPronoun(ctx_.Lower(verb - 1));
      if (said && alone && !pronoun && Asserted(i)) {
        AddAttribute(out, SubjectBefore(i, /*strict=*/true), "age", std::to_string(n));
        return;
      }
      // ("His second, Delgermaa (X), was married off to him at 17. She is 32 now.": a short
      // sentence of its own outside quotation marks, right after one about a character.)
      if (said && pronoun && ctx_.IsLower(verb, "is") && verb == sent.first_token + 1 && !ctx_.T(i).Has(kInQuote) &&
          ((i + 2 == sent.end_token && ctx_.Is(i + 1, ".")) ||
           (i + 3 == sent.end_token && ctx_.IsLower(i + 1, "now") && ctx_.Is(i + 2, "."))) &&
          Asserted(i))
        if (std::string who = ResolvePronoun(verb - 1); !who.empty() && character_set_.count(who)) {
          AddAttribute(out, who, "age", std::to_string(n));
          return;
        }
      // ("Jonki ... died in the Season 3 finale. He was 74.": the age at a death just told, a
      // sentence of its own outside quotation marks; a pronoun is otherwise too uncertain.)
      if (said && pronoun && ctx_.IsLower(verb, "was") && verb == sent.first_token + 1 && i + 2 == sent.end_token &&
          ctx_.Is(i + 1, ".") && !ctx_.T(i).Has(kInQuote) && Asserted(i))
        if (std::string who = ResolvePronoun(verb - 1);
            !who.empty() && character_set_.count(who) &&
            std::any_of(out->begin(), out->end(), [&](const Fact& f) {
              return f.kind == FactKind::kEvent && f.type == "death" && f.participants.size() == 1 &&
                     f.participants.front() == who;
            })) {
          AddAttribute(out, who, "age", std::to_string(n));
          return;
        }
    }
    // ("their daughter, Tilly Tolland, now 17 and done with being told what to do": "now"
    // before an age set off after the name.)
    if (raw.size() <= 2 && n > 0 && i >= sent.first_token + 3 && ctx_.IsLower(i - 1, "now") && ctx_.Is(i - 2, ",") &&
        (i + 1 >= sent.end_token || ctx_.T(i + 1).kind == TokenKind::kPunct || ctx_.IsLower(i + 1, "and"))) {
      if (std::string who = CharacterBeforeComma(i - 2); !who.empty()) AddAttribute(out, who, "age", std::to_string(n));
      return;
    }
    // "Roz, 42, ...", "Ray Delacroix (Actor), 58,": a character's age in commas.
    // ("The founder, 67." under a who's-who heading: the sentence may end there.)
    // ("Alemla, 17 and the daughter of the town pastor, meets ...": or goes on with "and".)
    const bool closes = ctx_.Is(i + 1, ",") || (ctx_.Is(i + 1, ".") && i + 2 >= sent.end_token) ||
                        (ctx_.IsLower(i + 1, "and") && (ctx_.IsLower(i + 2, "the") || ctx_.IsLower(i + 2, "a")));
    if (raw.size() <= 2 && n > 0 && i >= 2 && ctx_.Is(i - 1, ",") && closes) {
      size_t end = i - 1;
      if (ctx_.Is(end - 1, ")"))
        while (end > sent.first_token && !ctx_.Is(end, "(")) --end;
      if (const NameRun* r = end > 0 ? ctx_.NameEndingAt(end - 1) : nullptr) {
        std::string who = CharacterAt(r->first);
        // ("LOSER: X. The youngest Hangshing, 24, came out": a family's name in a
        // description of the paragraph's part.)
        if (who.empty() && r->first > sent.first_token && r->first <= sent.first_token + 3 &&
            ctx_.IsLower(sent.first_token, "the"))
          who = DescribedPart(sentence_);
        AddAttribute(out, who, "age", std::to_string(n));
      }

      // A who's-who section's description opens with its part's noun ("The funeral
      // director, 54, who ...", "Masina's eldest son, 31, the family embalmer").
      // ("Nonoy's daughter from his first marriage, 16, and Leonila's stepdaughter.")
      else if (ctx_.OpensParagraph(sentence_) && VerblessOpening(i - 1) && i <= sent.first_token + 10) {
        if (std::string topic = SectionTopic(); !topic.empty()) AddAttribute(out, topic, "age", std::to_string(n));
      }
      // ("2. Rambu Kahi (X), 3-1. His eldest daughter, 52, is ...": the description of the
      // part a paragraph opens on.)
      else if (i <= sent.first_token + 5 && VerblessOpening(i - 1)) {
        if (std::string part = DescribedPart(sentence_); !part.empty()) AddAttribute(out, part, "age", std::to_string(n));
      }
      // ("Bonaria Sulis, the station's night announcer, 44,": the age after a job in an
      // apposition is its owner's.)
      else if (end >= sent.first_token + 4 && ctx_.Has(end - 1, kWordOccupation)) {
        if (const NameRun* owner = AppositionOwner(end, sent))
          AddAttribute(out, CharacterAt(owner->first), "age", std::to_string(n));
      }
    }
    return;
  }
  // "a transfer student from Tucson", "a transplant from Phoenix" in an apposition.
  // ("a lawyer from Mia's firm", "a nurse from Dana's unit": someone's place is no town.)
  const NameRun* from_place = w == "from" ? ctx_.NameAt(i + 1) : nullptr;
  const bool someones = from_place && PossessiveAt(from_place->end);
  if (w == "from" && i + 1 < sent.end_token && ctx_.T(i + 1).Has(kCapitalized) && !ctx_.masked[i + 1] && !someones) {
    const NameRun* place = from_place;
    const std::string where = PlaceNameAt(ctx_, i + 1, sent.end_token);
    const Word verb = i > sent.first_token ? ctx_.Lower(i - 1) : Word();
    // ("a young relief keeper from Bristol, Pasco Cardew (X), arrives": the name after the
    // place's comma, when a job stands before "from".)
    const NameRun* named_after = place && ctx_.Has(i - 1, kWordOccupation) && ctx_.Is(place->end, ",")
                                     ? RunAt(place->end + 1)
                                     : nullptr;
    // ("Ikechukwu is a night-shift nurse from Enugu": a job after a copula.)
    size_t copula = i;
    if (ctx_.Has(i - 1, kWordOccupation))
      for (size_t k = i - 1; k > sent.first_token && k + 6 > i; --k)
        if ((ctx_.IsLower(k, "a") || ctx_.IsLower(k, "an")) && (ctx_.IsLower(k - 1, "is") || ctx_.IsLower(k - 1, "was"))) {
          copula = k - 1;
          break;
        }
    if (const NameRun* r = AppositionOwner(i, sent)) {
      AddAttribute(out, CharacterAt(r->first), "hometown", where);
    } else if (named_after && !CharacterAt(named_after->first).empty()) {
      AddAttribute(out, CharacterAt(named_after->first), "hometown", where);
    } else if (copula < i && Asserted(copula)) {
      if (std::string who = SubjectBefore(copula); character_set_.count(who)) AddAttribute(out, who, "hometown", where);
    } else if (verb == "originally" && i >= sent.first_token + 3 && ctx_.Is(i - 2, ",") &&
               !CharacterBeforeComma(i - 2).empty()) {
      // ("Lucy, originally from Tulsa, is new in town": an apposition of origin.)
      AddAttribute(out, CharacterBeforeComma(i - 2), "hometown", where);
    } else if ((verb == "arrives" || verb == "arrived" || verb == "arriving") && Asserted(i)) {
      // ("DC Peran Glasson (X), who arrives from Plymouth in the opening episode": where a
      // newcomer comes from is home.)
      std::string who = ctx_.IsLower(i - 2, "who") ? RelativeAntecedent(i - 1, /*reach=*/8) : std::string();
      if (who.empty()) who = SubjectBefore(i - 1);
      AddAttribute(out, who, "hometown", where);
    } else if (ctx_.OpensParagraph(sentence_) && VerblessOpening(i) && i <= sent.first_token + 10 &&
               (ctx_.Is(i - 1, ",") || (ctx_.IsLower(i - 1, "originally") && ctx_.Is(i - 2, ",")))) {
      // ("A navigator, 29, from Davao, who ...", "The first mate, 61, originally from Leyte."
      // under a who's-who heading: the heading's part.)
      if (std::string topic = SectionTopic(); !topic.empty()) AddAttribute(out, topic, "hometown", where);
    }
  }
  if (w == "hails" && ctx_.IsLower(i + 1, "from") && ctx_.NameAt(i + 2) == nullptr && i + 2 < sent.end_token &&
      ctx_.T(i + 2).Has(kCapitalized)) {
    AddAttribute(out, SubjectBefore(i), "hometown", std::string(ctx_.Tok(i + 2)));
    return;
  }
  if (w == "set" && ctx_.IsLower(i + 1, "in") && ctx_.main_work >= 0) {
    for (size_t k = i + 2; k < sent.end_token && k < i + 7; ++k) {
      std::string_view y = ctx_.Tok(k);
      bool year = ctx_.T(k).kind == TokenKind::kNumber && y.size() >= 4 && y[0] >= '1' && y[0] <= '2' &&
                  (y.size() == 4 || (y.size() == 5 && y.back() == 's'));
      if (year) {
        // ('a prequel, "Skuggasveinn," set in 1973': the work named right before, in the
        // sentence, else the article's.)
        const std::string work = LastWorkIn(ctx_, ctx_.at.Slice(Span{sent.span.start, ctx_.T(i).start}));
        AddAttribute(out, work.empty() ? ctx_.MainWork() : work, "era", std::string(y));
        return;
      }
    }
  }
}

void Story::StatedAttributes(size_t i, const Sentence& sent, std::vector<Fact>* out) {
  std::string_view w = ctx_.Lower(i);
  // Attributes: "Ben was gay", "his 18th birthday", "grew up in Stonington".
  if (w == "gay" || w == "bisexual" || w == "lesbian" || w == "straight" || w == "queer") {
    std::string_view prev = ctx_.Lower(i - 1);
    if ((prev == "was" || prev == "is" || prev == "\u2019s" || prev == "'s" || prev == "be") && Asserted(i)) {
      std::string who = SubjectBefore(i - 1);
      if (w != "straight" || !who.empty()) AddAttribute(out, who, "sexuality", std::string(w));
    }
  }
  if (w == "birthday" && i >= 2) {
    std::string_view n = ctx_.Lower(i - 1);
    int age = text::LeadingNumber(n);
    if (age > 0 && age < 120) {
      std::string who;
      std::string_view owner = ctx_.Lower(i - 2);
      if (IsPossessivePronoun(owner)) who = ResolvePronoun(i - 2);
      else if (ctx_.T(i - 2).Has(kPossessive))
        if (const NameRun* r = ctx_.NameEndingAt(i - 3)) who = CharacterAt(r->first);
      AddAttribute(out, who, "age", std::to_string(age));
    }
  }
  // "who comes home to Hexbridge, Oklahoma", "moved back home to Duluth": home is the town.
  if (w == "home" && ctx_.IsLower(i + 1, "to") && i > sent.first_token + 1 && i + 2 < sent.end_token &&
      ctx_.T(i + 2).Has(kCapitalized) && !ctx_.masked[i + 2]) {
    size_t verb = ctx_.IsLower(i - 1, "back") ? i - 2 : i - 1;
    const Word v = ctx_.Lower(verb);
    if ((v == "comes" || v == "came" || v == "come" || v == "coming" || v == "returns" || v == "returned" || v == "moves" ||
         v == "moved" || v == "heads" || v == "headed" || v == "goes" || v == "went") &&
        Asserted(verb)) {
      const NameRun* place = ctx_.NameAt(i + 2);
      AddAttribute(out, SubjectBefore(verb), "hometown", place ? place->text : std::string(ctx_.Tok(i + 2)));
    }
  }
  // "returns to her hometown of Tromso": the possessor's hometown.
  if (w == "hometown" && i > sent.first_token && ctx_.IsLower(i + 1, "of") && IsPossessivePronoun(ctx_.Lower(i - 1)))
    if (const NameRun* place = ctx_.NameAt(i + 2); place && Asserted(i))
      AddAttribute(out, ResolvePronoun(i - 1), "hometown", place->text);
  // "who came over from Maui", "arrived in Reno from Lafayette, Louisiana": where a
  // character came from is home.
  if (w == "from" && i > sent.first_token + 1 && i + 1 < sent.end_token && ctx_.T(i + 1).Has(kCapitalized) &&
      !ctx_.masked[i + 1] && !ctx_.Is(i + 2, "(")) {
    size_t verb = i - 1;
    while (verb > sent.first_token && verb + 4 > i && ctx_.T(verb).kind == TokenKind::kWord &&
           !(ctx_.IsLower(verb, "came") || ctx_.IsLower(verb, "come") || ctx_.IsLower(verb, "comes") ||
             ctx_.IsLower(verb, "arrived") || ctx_.IsLower(verb, "moved")))
      --verb;
    const Word v = ctx_.Lower(verb);
    // (Only "over", "here", "there" or "in PLACE" between the verb and "from"; not "back":
    // "came back from Dubai" is where one was, and home is where one came back to.)
    bool between = true;
    for (size_t k = verb + 1; k < i; ++k)
      between = between && (ctx_.IsLower(k, "over") || ctx_.IsLower(k, "here") || ctx_.IsLower(k, "there") ||
                             ctx_.IsLower(k, "down") || ctx_.IsLower(k, "up") ||
                             ctx_.IsLower(k, "in") || ctx_.IsLower(k, "to") ||
                             (ctx_.T(k).Has(kCapitalized) && (ctx_.IsLower(k - 1, "in") || ctx_.IsLower(k - 1, "to"))));
    if ((v == "came" || v == "come" || v == "comes" || v == "arrived" || v == "moved") && between && Asserted(verb)) {
      const NameRun* place = ctx_.NameAt(i + 1);
      const std::string where = PlaceNameAt(ctx_, i + 1, sent.end_token);
      // ("came from Mia's party": a character, or someone's place, is no town.)
      const bool someones = PossessiveAt(place ? After(place) : i + 2);
      const std::string who = SubjectBefore(verb);
      if (!someones && !character_set_.count(ctx_.Resolve(where)) && !people_.count(where) &&
          !PronounSubjectContradicts(verb, who))
        AddAttribute(out, who, "hometown", where);
    }
  }
  // ("was raised by a coal merchant's family in Whitby": where a character was raised.)
  // ("Jonki was born in Jorhat": the town of one's birth too.)
  if ((w == "grew" && ctx_.IsLower(i + 1, "up")) ||
      ((w == "raised" || w == "born") && i > sent.first_token &&
       (ctx_.IsLower(i - 1, "was") || ctx_.IsLower(i - 1, "were")))) {
    size_t k = w == "grew" ? i + 2 : i + 1;
    // ("grew up above her mother's fish stall in Busan": a few words of place before "in".)
    while (k < sent.end_token && k < i + 10 && !ctx_.IsLower(k, "in") && !ctx_.Is(k, ",") &&
           ctx_.T(k).kind == TokenKind::kWord)
      ++k;
    // ("She grew up on Bohol": an island's "on" too, before a capitalized place.)
    if (w == "grew" && ctx_.IsLower(i + 2, "on") && ctx_.T(i + 3).Has(kCapitalized) && !ctx_.masked[i + 3]) {
      const NameRun* island = ctx_.NameAt(i + 3);
      if (island && island->words == 1 && Asserted(i)) AddAttribute(out, SubjectBefore(i), "hometown", island->text);
    }
    if (ctx_.IsLower(k, "in") && Asserted(i)) {
      size_t p = k + 1;
      std::string place;
      while (p < sent.end_token && ctx_.T(p).Has(kCapitalized) && ctx_.T(p).kind == TokenKind::kWord &&
             !ctx_.T(p).Has(kPossessive)) {
        if (!place.empty()) place += ' ';
      place += ctx_.Tok(p);
        ++p;
      }
      if (!place.empty()) AddAttribute(out, SubjectBefore(i), "hometown", place);
    }
    // "returns to Bermeo, the town she grew up in,": the place before the apposition.
    if (w == "grew" && ctx_.IsLower(k, "in") && (k + 1 >= sent.end_token || ctx_.T(k + 1).kind == TokenKind::kPunct) &&
        i >= sent.first_token + 5 && IsSubjectPronoun(ctx_.Lower(i - 1)) &&
        (ctx_.IsLower(i - 2, "town") || ctx_.IsLower(i - 2, "city") || ctx_.IsLower(i - 2, "village")) &&
        ctx_.IsLower(i - 3, "the") && ctx_.Is(i - 4, ",") && Asserted(i))
      if (const NameRun* place = ctx_.NameEndingAt(i - 5); place && !ctx_.masked[place->first])
        AddAttribute(out, ResolvePronoun(i - 1), "hometown", place->text);
  }

  // "a Dublin-born candlemaker's wife", "a Gimli native", "a paramedic and Worcester
  // native": the place is home to the apposition's owner.
  // (Read at "native", a cue, or at the "-born" word when it starts a name run.)
  const size_t at = w == "native" ? i - 1 : i;
  if (at > sent.first_token + 2 && ctx_.T(at).Has(kCapitalized) && !ctx_.masked[at] &&
      ((w == "native" && ctx_.T(at).kind == TokenKind::kWord) ||
       (at == i && w.ends_with("-born") && w.size() > 6 && !ctx_.NameAt(i + 1)))) {
    std::string place(ctx_.Tok(at));
    if (at == i) place.resize(place.size() - 5);
    // ("a Hungarian-born handler": a nationality, not a town.)
    const bool nationality = at == i && (place.ends_with("an") || place.ends_with("ese") || place.ends_with("ish"));
    if (const NameRun* r = AppositionOwner(at, sent); r && !nationality && !character_set_.count(ctx_.Resolve(place)))
      AddAttribute(out, CharacterAt(r->first), "hometown", place);
  }
  // appears_in: "our Ivy from 'Lords of the Deep'".
  if (w == "from" && i > sent.first_token) {
    const NameRun* r = ctx_.NameEndingAt(i - 1);
    size_t k = i + 1;
    while (k < sent.end_token && ctx_.T(k).Has(kQuoteMark)) ++k;
    if (r && k < sent.end_token && ctx_.masked[k]) {
      std::string who = CharacterAt(r->first);
      std::string_view rest = ctx_.at.text.substr(ctx_.T(k).start);
      for (const auto& work : ctx_.works) {
        if (!work.emit || static_cast<int>(&work - ctx_.works.data()) == ctx_.main_work) continue;
        if (rest.substr(0, work.name.size()) == work.name && !who.empty()) {
          Fact& f = out->emplace_back();
          f.kind = FactKind::kAppearsIn;
          f.character = who;
          f.work = work.name;
          f.evidence.push_back(Evidence());
          f.confidence = 0.7;
        }
      }
    }
  }
}

}  // namespace showgraph::extract
