// crew: production roles. "executive producer Lia M. Crane", "EP X", "showrunner X",
// "co-creator and executive producer X", "X, the show's creator", "created by X". Who a
// verb or a post is said of is crew_people.cc's.
#include <algorithm>

#include "extract/calendar.h"
#include "extract/context.h"
#include "extract/crew_people.h"
#include "text/search.h"

namespace showgraph::extract {

// (Past RoleAt's test: i < limit, and token i is a role's first word.)
// Whether the masked run (a title or a network) holding token k is a network's name.
static bool MaskedRunIsNetwork(const DocContext& ctx, size_t k) {
  while (k > 0 && ctx.masked[k - 1]) --k;
  return ctx.NetworkAt(k);
}

const std::string* RolePhraseAt(const DocContext& ctx, size_t i, size_t limit, size_t* next) {
  const auto& roles = ctx.lex.roles;
  for (size_t len = std::min<size_t>(roles.MaxTokensFrom(ctx.Lower(i)), limit - i); len >= 1; --len) {
    std::string_view span = ctx.at.text.substr(ctx.T(i).start, ctx.T(i + len - 1).end - ctx.T(i).start);
    std::string scratch;
    std::string_view folded = FoldedView(span, &scratch);
    const std::string* canon = roles.Find(folded);
    if (!canon) {
      bool all_caps = std::all_of(folded.begin(), folded.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
      // "Executive Producer", but "ep" is not "EP". (A span already folded is lowered in the
      // context's lower-case text, the same bytes; a copy only when the folding made one.)
      if (!all_caps)
        canon = folded.data() == span.data() ? roles.Find(ctx.LowerText().substr(ctx.T(i).start, span.size()))
                                             : roles.Find(ToLower(folded));
    }
    if (canon) {
      *next = i + len;
      return canon;
    }
  }
  return nullptr;
}

namespace {

// `work`: the work the sentence credits, when it names one ("directed the Foo finale");
// empty for the article's main work.
void Add(const DocContext& ctx, std::vector<Fact>* out, const std::string& person, const std::string& role,
         size_t tok, double confidence, const std::string& work = {}) {
  if (person.empty() || IsCompanyName(person)) return;  // "Amazon MGM Studios produces"
  // ("Written by X" over the story is its byline: the article's author is no crew.)
  if (ctx.doc.meta.author && *ctx.doc.meta.author == person && ctx.SentenceOf(tok) < 6) return;
  Span ev = ctx.SentenceSpanOf(tok);
  const std::string& credited = work.empty() ? ctx.WorkHere(tok) : work;
  for (auto& f : *out)
    if (f.person == person && f.role == role && f.work == credited) {
      AddEvidence(&f, ev);
      return;
    }
  Fact& f = out->emplace_back();
  f.kind = FactKind::kCrew;
  f.person = person;
  f.role = role;
  f.work = credited;
  f.evidence.push_back(ev);
  f.confidence = confidence;
}

// ("Seraya Babovich, the showrunner since the first season, and Avraam Kobetsky": past a
// description set off by commas, from token k after the first comma, to the "and" before
// the list's last name; else k.)
// ("created by Agneza Geosits, who wrote the game's story, and Gusti Mersits": a relative
// clause set off the same way.)
size_t PastDescriptionBeforeLastName(const DocContext& ctx, size_t k) {
  const bool relative = ctx.IsLower(k, "who");
  if (!ctx.IsLower(k, "the") && !ctx.IsLower(k, "a") && !ctx.IsLower(k, "an") && !relative) return k;
  for (size_t c = k + 1; c + 2 < ctx.size() && c < k + (relative ? 14 : 10); ++c) {
    if (ctx.NameAt(c) || ctx.T(c).Has(kQuoteMark) || ctx.Is(c, ".") || ctx.Is(c, ";")) return k;
    if (ctx.Is(c, ",")) return ctx.IsLower(c + 1, "and") && ctx.NameAt(c + 2) ? c + 1 : k;
  }
  return k;
}

// "The pair previously created FX's Dogleg", "The two are its showrunners": the two people
// the sentence before sentence `s` names, or none when it names another number.
std::vector<const NameRun*> PairOfSentenceBefore(const DocContext& ctx, uint32_t s) {
  if (s == 0) return {};
  const Sentence& before = ctx.at.sentences[s - 1];
  std::vector<const NameRun*> people;
  for (size_t m = before.first_token; m < before.end_token; ++m)
    if (const NameRun* r = ctx.NameAt(m); r && !PersonName(ctx, r).empty()) {
      people.push_back(r);
      m = r->end - 1;
    }
  if (people.size() != 2) people.clear();
  return people;
}

// "X", "X and Y", "X, Y and Z" starting at token i.
std::vector<const NameRun*> NameList(const DocContext& ctx, size_t i) {
  std::vector<const NameRun*> out;
  const NameRun* r = ctx.NameAt(i);
  while (r) {
    out.push_back(r);
    size_t k = r->end;
    // ("Obaja Mambor (episodes 1-3) and Lodewijk Kapisa (episodes 4-6)": past a bracket that
    // says what each did, one that opens with a lower-case word.)
    if (ctx.Is(k, "(") && k + 1 < ctx.size() && ctx.T(k + 1).kind == TokenKind::kWord &&
        !ctx.T(k + 1).Has(kCapitalized)) {
      size_t close = k + 1;
      while (close < ctx.size() && close < k + 8 && !ctx.Is(close, ")")) ++close;
      if (ctx.Is(close, ")")) k = close + 1;
    }
    if (ctx.Is(k, ",")) k = PastDescriptionBeforeLastName(ctx, k + 1);
    if (ctx.IsLower(k, "and")) ++k;
    if (k == r->end || ctx.Is(k - 1, ")")) break;
    r = ctx.NameAt(k);
    // ", and Venugopal is a consulting producer": a name with its own verb opens a clause.
    if (r && out.size() >= 2 && ctx.Is(k - 2, ",")) {
      Word v = ctx.Lower(r->end);
      if (v == "is" || v == "was" || v == "will" || v == "has" || v == "had" || v == "serves" || v == "joins") break;
    }
    // ("directed by Kerron Skillicorn, and Kaawaloa promised it ends ...": after ", and" a
    // name followed by a lower-case word is a new clause's subject.)
    if (r && k >= 2 && ctx.Is(k - 2, ",") && ctx.IsLower(k - 1, "and") && r->end < ctx.size()) {
      const Token& next = ctx.T(r->end);
      if (next.kind == TokenKind::kWord && !next.Has(kCapitalized) && !ctx.IsLower(r->end, "and") &&
          !ctx.IsLower(r->end, "or"))
        break;
    }
  }
  return out;
}

// The role a verb gives its subject when a relative clause has taken its object:
// "which she wrote", "which Ash directed".
const char* ObjectRelativeRole(Word w) {
  if (w == "wrote" || w == "co-wrote" || w == "penned" || w == "scripted") return "writer";
  if (w == "directed") return "director";
  if (w == "created" || w == "co-created") return "creator";
  return nullptr;
}

// The work named last in the 400 bytes of token `tok`'s sentence before it (bounded, so
// that a pattern met again and again in one long sentence stays linear).
std::string LastWorkNear(const DocContext& ctx, size_t tok) {
  const size_t sentence_start = ctx.T(ctx.at.sentences[ctx.SentenceOf(tok)].first_token).start;
  const size_t end = ctx.T(tok).start;
  const size_t from = std::max(sentence_start, end > 400 ? end - 400 : size_t{0});
  return LastWorkIn(ctx, ctx.at.text.substr(from, end - from));
}

// The roles of verbs joined on after the verb at token i, whose object the same relative
// clause took: "which she wrote and executive produced", "a drama she created for AMC
// in 2016 and ran for three seasons". Up to the clause's end.
std::vector<const char*> JoinedVerbRoles(const DocContext& ctx, size_t i, size_t end) {
  std::vector<const char*> roles;
  for (size_t k = i + 1; k + 1 < end && k < i + 12; ++k) {
    if (ctx.Is(k, ",") || ctx.Is(k, ";") || ctx.Is(k, ".") || ctx.NameAt(k)) break;
    if (!ctx.IsLower(k, "and")) continue;
    Word v = ctx.Lower(k + 1);
    if (v == "ran" || v == "runs") roles.push_back("showrunner");
    else if ((v == "executive" || v == "exec") && (ctx.IsLower(k + 2, "produced") || ctx.IsLower(k + 2, "produces")))
      roles.push_back("executive producer");
    else if (const char* r = ObjectRelativeRole(v)) roles.push_back(r);
    else if (v == "produced") roles.push_back("producer");
  }
  return roles;
}

// The people "alongside"/"with" at token k credits: "alongside X", "alongside director
// Y, who will helm all eight episodes, and A and B". *their_role gets a role named before
// the first name ("director"). Empty when no name follows.
std::vector<const NameRun*> PartnersAt(const DocContext& ctx, size_t k, size_t end, const std::string** their_role) {
  size_t at = k + 1, after_role = 0;
  *their_role = RoleAt(ctx, at, end, &after_role);
  if (*their_role) at = after_role;
  std::vector<const NameRun*> people;
  // "with his longtime writing partner, X": a partner described before the name.
  if (!*their_role && (ctx.IsLower(at, "his") || ctx.IsLower(at, "her") || ctx.IsLower(at, "their"))) {
    size_t m = at + 1;
    while (m < end && m < at + 5 && ctx.T(m).kind == TokenKind::kWord && !ctx.T(m).Has(kCapitalized)) ++m;
    Word noun = ctx.Lower(m - 1);
    if (m > at + 1 && (noun == "partner" || noun == "collaborator" || noun == "co-writer" || noun == "colleague"))
      at = ctx.Is(m, ",") ? m + 1 : m;
  }
  // "with Mulga Lane's Digby Blacksall": the company's person, past its possessive.
  if (const NameRun* owner = ctx.NameAt(at); owner && owner->end + 1 < end && ctx.T(owner->end).Has(kPossessive) &&
                                              ctx.NameAt(owner->end + 1))
    at = owner->end + 1;
  if (!ctx.NameAt(at)) return people;
  people = NameList(ctx, at);
  // A relative clause after the list, then more names: ", who ..., and A and B".
  size_t m = people.back()->end;
  if (ctx.Is(m, ",") && ctx.IsLower(m + 1, "who")) {
    size_t stop = m + 2;
    while (stop < end && stop < m + 20 && !ctx.Is(stop, ",")) ++stop;
    if (stop + 2 < end && ctx.IsLower(stop + 1, "and") && ctx.NameAt(stop + 2))
      for (const NameRun* r : NameList(ctx, stop + 2)) people.push_back(r);
  }
  // "with Driss Lahlou and with the actress Dorra Mzali": a second "with", perhaps with a
  // description before the name.
  m = people.back()->end;
  if (ctx.IsLower(m, "and") && ctx.IsLower(m + 1, "with")) {
    size_t n = m + 2;
    if (ctx.IsLower(n, "the") || ctx.IsLower(n, "a") || ctx.IsLower(n, "an"))
      while (n + 1 < end && n < m + 6 && ctx.T(n).kind == TokenKind::kWord && !ctx.T(n).Has(kCapitalized)) ++n;
    if (const NameRun* r = ctx.NameAt(n)) people.push_back(r);
  }
  return people;
}

// The role a production verb at token i gives its subject, when its object is the show
// or its episodes ("created the series", "will direct the first two episodes").
// `object_work` gets the work the object names ("co-created BBC Two's drama Foo"), if any.
// Every word RoleOfVerb gives a role for: at any other word it answers nullptr and sets
// nothing, each of its answers and its setting of `object_work` being for one of these.
bool IsRoleVerb(Word w) {
  static constexpr std::string_view kVerbs[] = {
      "ran",   "runs",     "run",     "running",  "showruns", "created", "creates",  "co-created", "devised", "create",
      "direct", "directs", "directed", "directing", "wrote",   "writes",  "write",    "penned",     "scripted",
      "co-wrote", "writing", "written", "produces", "produced", "produce"};
  static constexpr WordFilter kFilter(kVerbs);
  if (!kFilter.MayContain(w)) return false;
  for (std::string_view v : kVerbs)
    if (w == v) return true;
  return false;
}

const char* RoleOfVerb(const DocContext& ctx, size_t i, size_t end, std::string* object_work) {
  // (The lexicon's class first, one load: of the verbs IsRoleVerb lists, only "writing" is
  // no crew cue.)
  if (!ctx.Has(i, kWordCrewCue) && !ctx.IsLower(i, "writing")) return nullptr;
  Word w = ctx.Lower(i);
  if (!IsRoleVerb(w)) return nullptr;  // (most words: no test below is run)
  // ("X, who had been set to direct them, left the project": a plan the past perfect
  // says fell through.)
  if (i >= 4 && ctx.IsLower(i - 1, "to") && ctx.IsLower(i - 3, "been") && ctx.IsLower(i - 4, "had") &&
      (ctx.IsLower(i - 2, "set") || ctx.IsLower(i - 2, "slated") || ctx.IsLower(i - 2, "scheduled") ||
       ctx.IsLower(i - 2, "due")))
    return nullptr;
  // "after running NBC's Parkhaven", "she ran the second season of Showtime's Foo":
  // running a show is the showrunner's job (a shop or a crew is no show: a work is named).
  // ("Salvio runs the waterfront and the Sorrentine": a character running a place that
  // shares the show's name; "ran"/"runs" take a title right after, or a season of one.)
  // ("Creator X ran the first three seasons": the show's seasons, by count.)
  // ("who ran the fourth, fifth and sixth seasons": so many seasons, each by its ordinal.)
  auto ordinal_seasons = [&] {
    size_t k = i + 2;
    int ordinals = 0;
    for (; k < end && k < i + 12; ++k) {
      if (ctx.Is(k, ",") || ctx.IsLower(k, "and")) continue;
      const Word o = ctx.Lower(k);
      const bool ordinal = o.ends_with("th") || o.ends_with("st") || o.ends_with("nd") || o.ends_with("rd");
      if (WordNumber(o) < 1 || !ordinal) break;
      ++ordinals;
    }
    return ordinals >= 2 && ctx.IsLower(k, "seasons");
  };
  const bool seasons_object = ctx.IsLower(i + 1, "the") && i + 4 < end &&
                              (((ctx.IsLower(i + 2, "first") || ctx.IsLower(i + 2, "last")) &&
                                WordNumber(ctx.Lower(i + 3)) > 1 && ctx.IsLower(i + 4, "seasons")) ||
                               ((w == "ran" || w == "runs") && ordinal_seasons()));
  const bool season_object =
      (ctx.IsLower(i + 1, "the") && i + 3 < end && ctx.IsLower(i + 3, "season")) || seasons_object;
  // ("he previously ran the Disney Channel comedy "Puddlejump"", "tapped X to run its legal
  // drama "Docket"": a title after the words that say what it is.)
  bool described_title = false;
  // ("has run CBS's firefighter drama "Red Fork"": a network's possessive too.)
  const bool network_possessive = ctx.T(i + 1).Has(kCapitalized) && ctx.T(i + 2).Has(kPossessive);
  if ((w == "ran" || w == "runs" || w == "run") && i + 2 < end &&
      (ctx.IsLower(i + 1, "the") || ctx.IsLower(i + 1, "its") || ctx.IsLower(i + 1, "her") || ctx.IsLower(i + 1, "his") ||
       network_possessive))
    for (size_t m = network_possessive ? i + 3 : i + 2; m < end && m < i + 8 && !described_title; ++m) {
      if (ctx.T(m).Has(kQuoteMark) || ctx.T(m).kind == TokenKind::kPunct) {
        described_title = ctx.T(m).Has(kQuoteMark) && m + 1 < end && ctx.masked[m + 1];
        if (!described_title && !ctx.T(m).Has(kQuoteMark)) break;
        continue;
      }
      if (ctx.Has(m, kWordWorkNoun) && m + 1 < end && (ctx.masked[m + 1] || ctx.T(m + 1).Has(kQuoteMark)))
        described_title = ctx.masked[m + 1] || (m + 2 < end && ctx.masked[m + 2]);
    }
  // ('runs "Girotondo" as showrunner': a quoted title right after the verb.)
  const bool quoted_title = i + 2 < end && ctx.T(i + 1).Has(kQuoteMark) && ctx.masked[i + 2];
  if ((w == "running" || w == "ran" || w == "runs" || (w == "run" && (described_title || quoted_title))) && i + 1 < end &&
      (ctx.masked[i + 1] || quoted_title || (w == "running" && ctx.IsLower(i + 1, "the")) || season_object ||
       described_title)) {
    size_t stop = i + 1;
    while (stop < end && stop < i + 8 && !ctx.Is(stop, ",") && !ctx.Is(stop, ".")) ++stop;
    *object_work = FirstWorkIn(ctx, ctx.at.text.substr(ctx.T(i + 1).start, ctx.T(stop - 1).end - ctx.T(i + 1).start));
    if (!object_work->empty() || seasons_object) return "showrunner";
    if (w == "running") return nullptr;
  }
  // ("making her scripted debut", "its scripted slate": a participle after a determiner
  // describes a noun; nobody wrote anything.)
  if (w == "scripted" && i > 0 &&
      (ctx.IsLower(i - 1, "her") || ctx.IsLower(i - 1, "his") || ctx.IsLower(i - 1, "their") ||
       ctx.IsLower(i - 1, "its") || ctx.IsLower(i - 1, "a") || ctx.IsLower(i - 1, "the") || ctx.IsLower(i - 1, "first")))
    return nullptr;
  const char* role = nullptr;
  if (w == "created" || w == "creates" || w == "co-created" || w == "devised" || w == "create") role = "creator";
  else if (w == "direct" || w == "directs" || w == "directed" || w == "directing") role = "director";
  else if (w == "wrote" || w == "writes" || w == "write" || w == "penned" || w == "scripted" || w == "co-wrote" ||
           (w == "writing" && i > 0 && ctx.IsLower(i - 1, "for")) ||  // "nominated for writing "Ep""
           // ("with showrunner X writing the season's last two episodes": a name's participle.)
           (w == "writing" && i > 0 && ctx.NameEndingAt(i - 1) && (ctx.IsLower(i + 1, "the") || ctx.IsLower(i + 1, "every") || ctx.IsLower(i + 1, "all"))) ||
           // ("who has written every episode so far": the perfect, not "written by".)
           (w == "written" && i > 0 && (ctx.IsLower(i - 1, "has") || ctx.IsLower(i - 1, "have") ||
                                        ctx.IsLower(i - 1, "had"))))
    role = "writer";
  else if ((w == "produces" || w == "produced" || w == "produce") && i > 0 &&
           (ctx.IsLower(i - 1, "executive") || ctx.IsLower(i - 1, "exec")))
    return "executive producer";
  // "X produces, and Y and Z are executive producers": producing, said of a person.
  else if (w == "produces" && i + 1 < end && (ctx.Is(i + 1, ",") || ctx.Is(i + 1, ".") || ctx.IsLower(i + 1, "for")))
    return "producer";
  // ("Ndour is an executive producer, and Sidy Gning produced.": the past, at its clause's end.)
  else if (w == "produced" && i > 0 && ctx.NameEndingAt(i - 1) && i + 1 < end && (ctx.Is(i + 1, ".") || ctx.Is(i + 1, ";")))
    return "producer";
  else if (w == "showruns") return "showrunner";
  // "who runs the show with co-showrunner X": running it is the showrunner's job.
  else if ((w == "runs" || w == "ran" || w == "run") && ctx.IsLower(i + 1, "the") &&
           (ctx.IsLower(i + 2, "show") || ctx.IsLower(i + 2, "series")))
    return "showrunner";
  // "X, who created the series and runs it": running the show is the showrunner's job.
  // ("created by Ann Lee, who also runs it": a relative clause's too.)
  else if ((w == "runs" || w == "ran" || w == "run") && i + 1 < end && ctx.IsLower(i + 1, "it") && i > 1 &&
           (ctx.IsLower(i - 1, "and") || ctx.IsLower(i - 1, "who") ||
            (ctx.IsLower(i - 1, "also") && ctx.IsLower(i - 2, "who")) ||
            // ("the show's executive producer, who has run it since 2018")
            ((ctx.IsLower(i - 1, "has") || ctx.IsLower(i - 1, "had")) &&
             (ctx.IsLower(i - 2, "and") || ctx.IsLower(i - 2, "who"))))) {
    *object_work = LastWorkBefore(ctx, i);  // "co-created the CBC drama Foo and ran it"
    return "showrunner";
  }
  if (!role) return nullptr;
  // "and Andres Echaniz directs.", "B directs the rest": the show, unsaid.
  // ("Creator X wrote it; Gajing Naiding directed.": the past too, at its clause's end.)
  // ("Ender Viloria and Leudys Mavarez directed, and X was the executive producer": before
  // a comma and a clause of its own too.)
  if ((w == "directs" || w == "writes" || w == "directed") &&
      (ctx.Is(i + 1, ".") || ctx.Is(i + 1, ";") || (ctx.IsLower(i + 1, "the") && ctx.IsLower(i + 2, "rest")) ||
       (ctx.Is(i + 1, ",") && ctx.IsLower(i + 2, "and") && i > 0 && ctx.NameEndingAt(i - 1))))
    return role;
  // "I wrote that episode myself, and Haoran Ouyang directed it.": the episode just named.
  // ("Ngata wrote it, as she did every episode of the new season": a comma may follow.)
  // ("Djurhuus will write it, and X will direct": the coming season or episode just named.)
  // ("Soreng and Kerketta wrote them together": the episodes just named.)
  // ("Sewid wrote the first two episodes, and Gaylon Hanuse directed both.")
  if ((w == "directed" || w == "directs" || w == "wrote" || w == "writes") && ctx.IsLower(i + 1, "both") &&
      (ctx.Is(i + 2, ".") || ctx.Is(i + 2, ";")))
    return role;
  // ('will create and run "Juniko"': the title after the second verb is the first's too.)
  if (ctx.IsLower(i + 1, "and") && i + 4 < end && IsRoleVerb(ctx.Lower(i + 2)) && ctx.T(i + 3).Has(kQuoteMark) &&
      ctx.masked[i + 4]) {
    size_t stop = i + 4;
    while (stop < end && ctx.masked[stop]) ++stop;
    *object_work = FirstWorkIn(ctx, ctx.at.text.substr(ctx.T(i + 4).start, ctx.T(stop - 1).end - ctx.T(i + 4).start));
    if (!object_work->empty()) return role;
  }
  // ("the first from Gulbahar Adigenli, who created it and is its showrunner": the work.)
  if ((w == "directed" || w == "wrote" || w == "write" || w == "direct" || w == "created" || w == "co-created") &&
      (ctx.IsLower(i + 1, "it") || ctx.IsLower(i + 1, "them"))) {
    const size_t after = ctx.IsLower(i + 2, "together") || ctx.IsLower(i + 2, "both") || ctx.IsLower(i + 2, "all")
                             ? i + 3
                             : i + 2;
    // ("and he wrote it with Yande Diome": a partner after it.)
    if (after >= end || ctx.Is(after, ".") || ctx.Is(after, ",") || ctx.Is(after, ";") || ctx.IsLower(after, "and") ||
        (ctx.IsLower(after, "with") && ctx.NameAt(after + 1)))
      return role;
  }
  for (size_t k = i + 1; k < end && k < i + 7; ++k) {
    Word o = ctx.Lower(k);
    // ("who wrote "Ninety Days"": a quoted title right after the verb is an episode's.)
    // ("directed the final hour": an hour of television is an episode.)
    // ("Hollace Wadhams directed Part 1, and X directs Part 2": a two-part episode's half.)
    if ((o == "part" && ctx.T(k).Has(kCapitalized) && k + 1 < end &&
         (ctx.T(k + 1).kind == TokenKind::kNumber || WordNumber(ctx.Lower(k + 1)) > 0)) ||
        o == "episode" || o == "episodes" || o == "pilot" || o == "premiere" || o == "finale" || o == "series" ||
        (o == "hour" && k >= i + 2 && (ctx.IsLower(k - 1, "final") || ctx.IsLower(k - 1, "last") ||
                                       ctx.IsLower(k - 1, "first") || ctx.IsLower(k - 1, "opening"))) ||
        o == "show" || o == "season" || o == "script" || o == "scripts" || ctx.masked[k] ||
        // ("who wrote Margery's first scene": a scene of the show.)
        o == "scene" || o == "scenes" ||
        // ("directed all eight hours", "wrote all six hours": a season's hours are its episodes.)
        (o == "hours" && k >= i + 2 && (ctx.IsLower(k - 2, "all") || ctx.IsLower(k - 1, "all") ||
                                        ctx.IsLower(k - 1, "six") || ctx.IsLower(k - 1, "eight") ||
                                        ctx.IsLower(k - 1, "ten") || ctx.IsLower(k - 1, "first") ||
                                        ctx.IsLower(k - 1, "last") || ctx.IsLower(k - 1, "final"))) ||
        // ("will direct the back half", "wrote this one": the season's other episodes, the
        // episode just discussed.)
        (o == "half" && k >= i + 2 && (ctx.IsLower(k - 1, "back") || ctx.IsLower(k - 1, "second") ||
                                       ctx.IsLower(k - 1, "first") || ctx.IsLower(k - 1, "front"))) ||
        (o == "one" && k == i + 2 && (ctx.IsLower(k - 1, "this") || ctx.IsLower(k - 1, "that"))) ||
        (k == i + 1 && ctx.T(k).Has(kQuoteMark) && k + 1 < end && ctx.T(k + 1).Has(kCapitalized)) ||
        (ctx.Has(k, kWordWorkNoun) && ctx.IsLower(k - 1, "the")) ||  // "created the drama"
        // ("has written on the cocoa-plantation drama": one lower-case modifier between.)
        (ctx.Has(k, kWordWorkNoun) && k >= i + 3 && ctx.IsLower(k - 2, "the") &&
         ctx.T(k - 1).kind == TokenKind::kWord && !ctx.T(k - 1).Has(kCapitalized)) ||
        // ("wrote four of the episodes and co-wrote the other two": the episodes, unsaid.)
        (k == i + 2 && ctx.IsLower(k - 1, "the") && (o == "other" || o == "rest" || o == "remaining")) ||
        // ("Lunse Ingti directed the first four": so many of the episodes, unsaid.)
        (k == i + 3 && ctx.IsLower(k - 2, "the") &&
         (ctx.IsLower(k - 1, "first") || ctx.IsLower(k - 1, "last") || ctx.IsLower(k - 1, "final")) &&
         WordNumber(o) > 1) ||
        // ("Jokha Alkindi directed all eight.": all of them, at the clause's end.)
        (k == i + 2 && ctx.IsLower(k - 1, "all") && WordNumber(o) > 1 && k + 1 < end &&
         (ctx.Is(k + 1, ".") || ctx.Is(k + 1, ";") || ctx.Is(k + 1, ",")))) {
      // The object runs to the next comma or "and" ("the first three episodes of Foo");
      // in "wrote and directed the film Foo" it is the second verb's.
      size_t from = i + 1;
      if (ctx.IsLower(from, "and") && from + 1 < end) {
        Word v2 = ctx.Lower(from + 1);
        if (v2 == "directed" || v2 == "wrote" || v2 == "created" || v2 == "produced" || v2 == "co-wrote" ||
            v2 == "direct" || v2 == "write")
          from += 2;
      }
      size_t stop = from;
      while (stop < end && stop < from + 12 && !ctx.Is(stop, ",") && !ctx.Is(stop, ";") && !ctx.IsLower(stop, "and"))
        ++stop;
      if (stop > from)
        *object_work = FirstWorkIn(ctx, ctx.at.text.substr(ctx.T(from).start, ctx.T(stop - 1).end - ctx.T(from).start));
      return role;
    }
  }
  return nullptr;
}

// "created by X", "written by X": the role the verb gives the names after "by".
const char* ByVerbRole(Word w) {
  if (w == "written" || w == "co-written") return "writer";
  if (w == "directed") return "director";
  if (w == "created" || w == "co-created" || w == "developed") return "creator";
  return nullptr;
}

// A credits block under a review or a listing: a line that opens with a role and a colon
// credits every name on it ("Showrunners: A and B", "Created by: A, based on the novel by
// B", "Directors: A (episodes 1-4), B (episodes 5-8)"). Brackets are passed over; a
// lower-case word other than "and" ends the list.
void CreditLines(const DocContext& ctx, std::vector<Fact>* out) {
  const auto& sentences = ctx.at.sentences;
  for (uint32_t s = 0; s < sentences.size(); ++s) {
    if (ctx.KindOfSentence(s) == ParagraphKind::kFurniture) continue;
    const size_t first = sentences[s].first_token;
    // (Most sentences open with no role word: one class bit rules them out.)
    if (!ctx.Has(first, kWordRoleStart) && !ByVerbRole(ctx.Lower(first))) continue;
    // A line opens its paragraph and may be split at an initial's period; a press
    // release's credits may also run on in one paragraph ("Created by A. Executive
    // producers: A, B and C. Producer: D."), each from the start of its sentence to its end
    // (past an initial's period: "Nimco J. Qorane").
    const bool line = s == 0 || sentences[s - 1].paragraph != sentences[s].paragraph;
    uint32_t last = s;
    auto ends_with_initial = [&ctx](const Sentence& sent) {
      const size_t e = sent.end_token;
      return e >= sent.first_token + 2 && ctx.Is(e - 1, ".") && ctx.Tok(e - 2).size() == 1 &&
             ctx.T(e - 2).Has(kCapitalized);
    };
    while (last + 1 < sentences.size() && sentences[last + 1].paragraph == sentences[s].paragraph &&
           (line || ends_with_initial(sentences[last])))
      ++last;
    const size_t end = sentences[last].end_token;
    std::string role;
    size_t after = first;
    if (const char* by = ByVerbRole(ctx.Lower(first)); by && ctx.IsLower(first + 1, "by")) {
      role = by;
      after = first + 2;
    } else if (const std::string* r = RoleAt(ctx, first, end, &after)) {
      role = *r;
    }
    // ("EPs include creator A, B and C": the list after "include" too, in running text.)
    const bool include = !role.empty() && (ctx.IsLower(after, "include") || ctx.IsLower(after, "includes"));
    if (role.empty() || !(ctx.Is(after, ":") || include)) continue;
    int depth = 0;
    for (size_t k = after + 1; k < end; ++k) {
      if (ctx.Is(k, "(")) ++depth;
      if (ctx.Is(k, ")")) --depth;
      if (depth > 0 || ctx.T(k).kind != TokenKind::kWord) continue;
      // ("include creator A": a role word before a name is passed over.)
      if (size_t past = k; include && !ctx.NameAt(k) && RoleAt(ctx, k, end, &past) && past > k && ctx.NameAt(past)) {
        k = past - 1;
        continue;
      }
      if (const NameRun* r = ctx.NameAt(k)) {
        Add(ctx, out, PersonName(ctx, r), role, k, 0.85);
        k = r->end - 1;
        continue;
      }
      if (!ctx.T(k).Has(kCapitalized) && ctx.Lower(k) != "and") break;
    }
  }
}

// An awards roundup's sections: under a craft's heading ("DRAMA WRITING", "Comedy
// Directing"), a nominee holds the craft's role - "X is nominated for ...", "X, for the
// pilot", "for A and B's 'Low Water'" - for the work the clause names ("for the 'Tidemill'
// finale"), else the one its sentence named before, else the section's. Characters (a name
// with its actor in brackets) and the actors in brackets are passed over.
void AwardSections(const DocContext& ctx, std::vector<Fact>* out) {
  const char* role = nullptr;
  // Where the text says " won the " next, at or after the sentence's start (the sentences
  // come in text order): one search over the text where each sentence had one of its own,
  // though most articles never say it.
  constexpr std::string_view kWonThe = " won the ";
  size_t won_the = text::Find(ctx.at.text, kWonThe, 0);
  for (uint32_t s = 0; s < ctx.at.sentences.size(); ++s) {
    const Sentence& sent = ctx.at.sentences[s];
    if (won_the < sent.span.start) won_the = text::Find(ctx.at.text, kWonThe, sent.span.start);
    // (A category in capitals may run longer: "BEST DIRECTING, LIMITED SERIES OR TV MOVIE".)
    if (ctx.WholeParagraph(s) && !ctx.Is(sent.end_token - 1, ".") &&
        (sent.end_token - sent.first_token <= 6 ||
         (sent.end_token - sent.first_token <= 10 && ctx.T(sent.first_token).Has(kAllCaps) &&
          ctx.T(sent.end_token - 1).Has(kAllCaps)))) {
      role = nullptr;
      for (size_t k = sent.first_token; k < sent.end_token; ++k) {
        if (ctx.IsLower(k, "writing")) role = "writer";
        if (ctx.IsLower(k, "directing")) role = "director";
      }
      continue;
    }
    if (ctx.KindOfSentence(s) != ParagraphKind::kStory) continue;
    // A winners list's labelled line, "Writing: Casiano Cuasace, "Haroli," ...", names its
    // craft before its colon.
    const char* line_role = nullptr;
    for (size_t k = sent.first_token; k < sent.end_token && k < sent.first_token + 4 && !ctx.Is(k, ":"); ++k)
      if (ctx.Is(k + 1, ":") || ctx.Is(k + 2, ":")) {
        if (ctx.IsLower(k, "writing")) line_role = "writer";
        if (ctx.IsLower(k, "directing")) line_role = "director";
      }
    // (Outside a craft's section and its labelled lines, only a prize won names a craft: the
    // other sentences, most of an article, are passed over at once.)
    const bool says_won_the = won_the != std::string_view::npos && won_the + kWonThe.size() <= sent.span.end;
    if (!role && !line_role && !says_won_the) continue;
    for (size_t k = sent.first_token; k < sent.end_token; ++k) {
      const NameRun* r = ctx.NameAt(k);
      if (!r) continue;
      const size_t end = r->end;
      // "Casiano Cuasace won the writing prize for ...": the craft of the prize won.
      const char* won_role = nullptr;
      if (ctx.IsLower(end, "won") && ctx.IsLower(end + 1, "the") &&
          (ctx.IsLower(end + 3, "prize") || ctx.IsLower(end + 3, "award")))
        won_role = ctx.IsLower(end + 2, "writing") ? "writer" : ctx.IsLower(end + 2, "directing") ? "director" : nullptr;
      const char* craft = won_role ? won_role : line_role ? line_role : role;
      k = end - 1;
      if (!craft) continue;
      if ((r->first > sent.first_token && ctx.Is(r->first - 1, "(")) || ctx.Is(end, "(")) continue;
      const std::string person = PersonName(ctx, r);
      if (person.empty()) continue;
      // "A and B's 'Low Water'": the first of two possessors.
      const NameRun* second = ctx.IsLower(end, "and") ? ctx.NameAt(end + 1) : nullptr;
      const size_t possessor_end = second ? second->end : end;
      const bool possessor = ctx.T(possessor_end).Has(kPossessive) && possessor_end + 1 < sent.end_token &&
                             ctx.T(possessor_end + 1).Has(kQuoteMark);
      const bool nominee = (ctx.Is(end, ",") && ctx.IsLower(end + 1, "for")) ||
                           ((ctx.IsLower(end, "is") || ctx.IsLower(end, "was")) &&
                            (ctx.IsLower(end + 1, "nominated") ||
                             (ctx.IsLower(end + 1, "also") && ctx.IsLower(end + 2, "nominated")))) ||
                           (possessor && !second) ||
                           // (A nominations list's line: 'Mahjouba Lemrabet, "Kebang," "The Fourth
                           // Vote" (Prime Video)'.)
                           ((r->first == sent.first_token || (line_role && ctx.Is(r->first - 1, ":"))) &&
                            ctx.WholeParagraph(s) && ctx.Is(end, ",") && ctx.T(end + 1).Has(kQuoteMark)) ||
                           won_role;
      if (!nominee && !possessor) continue;
      // The work: named in the clause after the name, else before it in the sentence.
      size_t stop = possessor_end + 1;
      while (stop < sent.end_token && stop < possessor_end + 12 && !ctx.Is(stop, ";") &&
             !(ctx.Is(stop, ",") && ctx.IsLower(stop + 1, "and")))
        ++stop;
      // (A series: an episode's title, "Nine Knots", is no work a crew credit is of.)
      auto series = [&ctx](const std::string& name) {
        const WorkMention* w = ctx.WorkNamed(name);
        return w && w->type == "series" ? name : std::string();
      };
      std::string work;
      for (size_t m = possessor_end; m < stop && work.empty(); ++m)
        if (ctx.masked[m] && !ctx.NetworkAt(m)) work = series(LastWorkNear(ctx, m + 1));
      if (work.empty()) work = series(LastWorkBefore(ctx, r->first));
      // (Else the series the sentences before in the section named last.)
      for (uint32_t b = s; work.empty() && b-- > 0 && b + 4 > s && !ctx.WholeParagraph(b);)
        work = series(LastWorkIn(ctx, ctx.at.Slice(ctx.at.sentences[b].span)));
      Add(ctx, out, person, craft, k, 0.75, work);
      if (second && possessor) Add(ctx, out, PersonName(ctx, second), craft, k, 0.75, work);
    }
  }
}

}  // namespace

void ExtractCrew(DocContext& ctx, std::vector<Fact>* out) {
  CreditLines(ctx, out);
  AwardSections(ctx, out);
  for (uint32_t s = 0; s < ctx.at.sentences.size(); ++s) {
    if (ctx.KindOfSentence(s) == ParagraphKind::kFurniture || !ctx.SentenceMay(s, DocContext::kCueCrew)) continue;
    const Sentence& sent = ctx.at.sentences[s];
    std::vector<const NameRun*> verb_subjects;  // the subjects of the sentence's last production verb
    for (size_t i = sent.first_token; i < sent.end_token; ++i) {
      Word lower = ctx.Lower(i);
      // (Every verb ByVerbRole and ObjectRelativeRole know has the crew-cue class: one bit
      // answers the other words, most of the sentence, without a call.)
      const bool crew_verb = ctx.Has(i, kWordCrewCue);
      // "created by X", "written by X and Y", "directed by X"
      // "created and written by X": both verbs' roles.
      // "directed it from a script by X", "scripts by X and Y", "teleplay by X": the writer.
      if ((lower == "script" || lower == "scripts" || lower == "teleplay" || lower == "screenplay") &&
          ctx.IsLower(i + 1, "by")) {
        for (const NameRun* p : NameList(ctx, i + 2)) Add(ctx, out, PersonName(ctx, p), "writer", i, 0.8);
        continue;
      }
      // ('"Kestrel" is now run by X', "the series now run by X": a show run by someone is
      // theirs to run; a shop or a town "run by" someone is not.)
      if (lower == "run" && ctx.IsLower(i + 1, "by") && i > sent.first_token + 1) {
        bool show_before = false;
        for (size_t k = i; k > sent.first_token && k + 4 > i && !show_before; --k)
          show_before = ctx.T(k - 1).Has(kQuoteMark) || ctx.IsLower(k - 1, "series") || ctx.IsLower(k - 1, "show") ||
                        ctx.IsLower(k - 1, "drama") || ctx.IsLower(k - 1, "comedy");
        if (show_before) {
          const std::string work = LastWorkBefore(ctx, i);
          if (!work.empty())
            for (const NameRun* p : NameList(ctx, i + 2)) Add(ctx, out, PersonName(ctx, p), "showrunner", i, 0.75, work);
          continue;
        }
      }
      // "X and Y, who met in the writers' room of NBC's Foo", "came up in the Foo writers'
      // room": a place in a writers' room is a writing credit on that show.
      if (lower == "writers" && i > sent.first_token + 3 && i + 2 < sent.end_token &&
          (ctx.Is(i + 1, "'") || ctx.Is(i + 1, "\u2019")) && ctx.IsLower(i + 2, "room")) {
        size_t in = i - 1;
        std::string work;
        if (ctx.T(in).Has(kQuoteMark)) --in;
        if (ctx.masked[in]) {  // "the Foo writers' room", 'the "Foo" writers' room'
          work = LastWorkNear(ctx, in + 1);
          while (in > sent.first_token && ctx.masked[in]) --in;
          if (ctx.T(in).Has(kQuoteMark)) --in;
        }
        if (ctx.IsLower(in, "the")) --in;
        if (work.empty() && ctx.IsLower(i + 3, "of")) {  // "the writers' room of NBC's Foo"
          size_t stop = i + 4;
          while (stop < sent.end_token && stop < i + 12 && !ctx.Is(stop, ",")) ++stop;
          work = FirstWorkIn(ctx, ctx.at.text.substr(ctx.T(i + 4).start, ctx.T(stop - 1).end - ctx.T(i + 4).start));
        }
        if (!work.empty() && (ctx.IsLower(in, "in") || ctx.IsLower(in, "from")) && in > sent.first_token) {
          size_t verb = in - 1;
          if (ctx.IsLower(verb, "up") && verb > sent.first_token) --verb;  // "came up in"
          const Word v = ctx.Lower(verb);
          if (v == "met" || v == "worked" || v == "work" || v == "works" || v == "came" || v == "started" ||
              v == "served" || v == "spent" || v == "sat")
            for (const NameRun* p : SubjectsBefore(ctx, verb, sent.first_token))
              Add(ctx, out, PersonName(ctx, p), "writer", i, 0.7, work);
        }
      }
      const char* by_role = crew_verb ? ByVerbRole(lower) : nullptr;  // "created", "written", "directed" (before "by")
      // "created, written and directed by X": three roles, listed before one "by".
      if (by_role && ctx.Is(i + 1, ",") && i + 5 < sent.end_token) {
        const size_t and_at = ctx.Is(i + 3, ",") && ctx.IsLower(i + 4, "and") ? i + 4 : i + 3;
        const char* second_role = ByVerbRole(ctx.Lower(i + 2));
        const char* third_role = ctx.IsLower(and_at, "and") ? ByVerbRole(ctx.Lower(and_at + 1)) : nullptr;
        if (second_role && third_role && ctx.IsLower(and_at + 2, "by")) {
          for (const NameRun* p : NameList(ctx, and_at + 3))
            for (const char* role : {by_role, second_role, third_role}) Add(ctx, out, PersonName(ctx, p), role, i, 0.85);
          i = and_at + 2;
          continue;
        }
      }
      if (by_role && ctx.IsLower(i + 1, "and") && ctx.IsLower(i + 3, "by")) {
        if (const char* second_role = ByVerbRole(ctx.Lower(i + 2))) {
          // "written and directed by creator X": X's own role too.
          size_t k = i + 4, after_role = 0;
          const std::string* extra = RoleAt(ctx, k, sent.end_token, &after_role);
          if (extra) k = after_role;
          for (const NameRun* p : NameList(ctx, k)) {
            Add(ctx, out, PersonName(ctx, p), by_role, i, 0.85);
            Add(ctx, out, PersonName(ctx, p), second_role, i, 0.85);
            if (extra) Add(ctx, out, PersonName(ctx, p), *extra, i, 0.85);
          }
          i += 3;
          continue;
        }
      }
      // "executive produced by X and Y"; a bare "produced by" is as often a company's, so
      // it makes a producer only of a name that is no company's ("produced by X for Foo
      // Pictures").
      const bool executive_produced = lower == "produced" && i > sent.first_token && ctx.IsLower(i - 1, "executive");
      // ("produced by Hardy's Blue Plate Productions": a possessor is the company's owner.)
      const bool produced_by_person = lower == "produced" && !executive_produced && ctx.IsLower(i + 1, "by") &&
                                      ctx.NameAt(i + 2) && !IsCompanyName(ctx.NameAt(i + 2)->text) &&
                                      !ctx.T(ctx.NameAt(i + 2)->end).Has(kPossessive);
      // "directed in full by X", "written entirely by X": an adverb before "by".
      size_t by = i + 1;
      if (by_role && !ctx.IsLower(by, "by")) {
        if (ctx.IsLower(by, "in") && ctx.IsLower(by + 1, "full")) by += 2;
        else if (ctx.IsLower(by, "entirely") || ctx.IsLower(by, "solely") || ctx.IsLower(by, "mostly") ||
                 ctx.IsLower(by, "largely") || ctx.IsLower(by, "chiefly") || ctx.IsLower(by, "mainly"))
          by += 1;
        // "written for television by X", "adapted for the screen by X"
        else if (ctx.IsLower(by, "for") && (ctx.IsLower(by + 1, "television") || ctx.IsLower(by + 1, "tv"))) by += 2;
        else if (ctx.IsLower(by, "for") && ctx.IsLower(by + 1, "the") && ctx.IsLower(by + 2, "screen")) by += 3;
        // "directed, as the pilot was, by X": an aside between commas.
        else if (ctx.Is(by, ",") && ctx.IsLower(by + 1, "as"))
          for (size_t c = by + 2; c + 1 < sent.end_token && c < by + 8; ++c)
            if (ctx.Is(c, ",")) {
              if (ctx.IsLower(c + 1, "by")) by = c + 1;
              break;
            }
      }
      if (ctx.IsLower(by, "by") && (by_role || executive_produced || produced_by_person)) {
        const char* role = executive_produced ? "executive producer" : produced_by_person ? "producer" : by_role;
        size_t k = by + 1;
        size_t after_role = 0;
        // ("executive produced by its creator, X, along with A and B": the role's owner and
        // an apposition.)
        // ("a 1989 film directed by his older brother, Habtom Kahsay": the one a kin noun names.)
        if (ctx.IsLower(k, "his") || ctx.IsLower(k, "her") || ctx.IsLower(k, "their")) {
          size_t m = k + 1;
          while (m < sent.end_token && m < k + 4 && ctx.T(m).kind == TokenKind::kWord && !ctx.T(m).Has(kCapitalized)) ++m;
          if (m > k + 1 && ctx.Is(m, ",") && ctx.lex.relations.contains(std::string_view(ctx.Lower(m - 1))) &&
              ctx.NameAt(m + 1))
            k = m + 1;
        }
        // ("created by the late Menashe Twena": the one who has died made it all the same.)
        if (ctx.IsLower(k, "the") && ctx.IsLower(k + 1, "late") && ctx.NameAt(k + 2)) k += 2;
        const bool owned = ctx.IsLower(k, "its") || ctx.IsLower(k, "the");
        const std::string* extra = RoleAt(ctx, owned ? k + 1 : k, sent.end_token, &after_role);
        if (extra) k = owned && ctx.Is(after_role, ",") ? after_role + 1 : after_role;  // "co-created by showrunner X and Y"
        std::vector<const NameRun*> names = NameList(ctx, k);
        if (!names.empty() && ctx.Is(names.back()->end, ",")) {
          size_t with = names.back()->end + 1;
          if ((ctx.IsLower(with, "along") || ctx.IsLower(with, "together")) && ctx.IsLower(with + 1, "with")) with += 2;
          else if (ctx.IsLower(with, "with")) ++with;
          else with = 0;
          // (Not the subject of a clause joined on: "..., and Brecht Maes directed six".)
          if (with)
            for (const NameRun* p : NameList(ctx, with)) {
              const Token& next = ctx.T(p->end);
              if (next.kind == TokenKind::kWord && !next.Has(kCapitalized) && !ctx.IsLower(p->end, "and")) break;
              names.push_back(p);
            }
        }
        for (const NameRun* p : names) Add(ctx, out, PersonName(ctx, p), role, i, 0.85);
        if (extra)
          if (const NameRun* first_name = ctx.NameAt(k)) Add(ctx, out, PersonName(ctx, first_name), *extra, i, 0.85);
        // "executive produced by X and showrunner Y": Y, with the role named before Y too.
        if (!names.empty() && names.back()->end + 1 < sent.end_token && ctx.IsLower(names.back()->end, "and")) {
          size_t after_own = 0;
          if (const std::string* own = RoleAt(ctx, names.back()->end + 1, sent.end_token, &after_own))
            if (const NameRun* r = ctx.NameAt(after_own)) {
              Add(ctx, out, PersonName(ctx, r), role, i, 0.85);
              Add(ctx, out, PersonName(ctx, r), *own, i, 0.85);
            }
        }
        continue;
      }
      // Succession: "X is out as showrunner and will be replaced by Y" (Y takes the post
      // named before); "X, who succeeded the show's creator, Y, as showrunner" (X holds it).
      if (lower == "replaced" || lower == "succeeded" || lower == "replaces" || lower == "succeeds") {
        if (ctx.IsLower(i + 1, "by") && ctx.NameAt(i + 2)) {
          const std::string* post = nullptr;
          for (size_t k = i; k-- > sent.first_token && k + 25 > i && !post;) {
            size_t after = 0;
            post = RoleAt(ctx, k, i, &after);
          }
          if (post) {
            for (const NameRun* p : NameList(ctx, i + 2)) Add(ctx, out, PersonName(ctx, p), *post, i, 0.75);
            continue;
          }
        } else {
          for (size_t k = i + 1; k + 1 < sent.end_token && k < i + 14; ++k) {
            if (!ctx.IsLower(k, "as")) continue;
            size_t after = 0;
            size_t role_at = ctx.IsLower(k + 1, "the") || ctx.IsLower(k + 1, "its") ? k + 2 : k + 1;
            if (const std::string* post = RoleAt(ctx, role_at, sent.end_token, &after))
              for (const NameRun* p : SubjectsBefore(ctx, i, sent.first_token))
                Add(ctx, out, PersonName(ctx, p), *post, i, 0.75);
            break;
          }
        }
      }
      // "The Season 3 writers' room ... includes returning writers A and B and newcomer C",
      // "Joining him in the writers' room are A and B": the room's members are writers.
      if (lower == "room" && i >= sent.first_token + 2 &&
          (ctx.IsLower(i - 1, "writers") || ctx.IsLower(i - 2, "writers"))) {
        size_t verb = 0;
        for (size_t k = i + 1; k < sent.end_token && k < i + 12 && !verb; ++k) {
          if (ctx.Is(k, ".") || ctx.Is(k, ";")) break;
          if (ctx.IsLower(k, "includes") || ctx.IsLower(k, "include") || ctx.IsLower(k, "included") ||
              (ctx.IsLower(k, "are") && ctx.IsLower(sent.first_token, "joining")))
            verb = k;
        }
        for (size_t k = verb + 1; verb && k < sent.end_token && k < verb + 30; ++k) {
          if (ctx.Is(k, ";") || ctx.IsLower(k, "who") || ctx.IsLower(k, "both") || ctx.IsLower(k, "which")) break;
          if (const NameRun* r = ctx.NameAt(k)) {
            if (r->words >= 2 && !ctx.masked[k]) Add(ctx, out, PersonName(ctx, r), "writer", k, 0.75);
            k = r->end - 1;
          }
        }
      }
      // "the writers' room is led by X", "X runs the writers' room": leading the room is
      // a writer's job (the head writer's, or the showrunner's, which the text leaves open).
      if (lower == "led" || lower == "leads" || lower == "lead" || lower == "runs" || lower == "ran" ||
          lower == "heads" || lower == "headed") {
        auto writers_room = [&ctx](size_t from, size_t to) {
          for (size_t k = from; k < to; ++k)
            if (ctx.IsLower(k, "room") && k >= 2 && (ctx.IsLower(k - 1, "writers") || ctx.IsLower(k - 2, "writers")))
              return true;
          return false;
        };
        if (ctx.IsLower(i + 1, "by") && i >= sent.first_token + 2 && writers_room(i > sent.first_token + 5 ? i - 5 : sent.first_token, i)) {
          for (const NameRun* p : NameList(ctx, i + 2)) Add(ctx, out, PersonName(ctx, p), "writer", i, 0.8);
          continue;
        }
        if (lower != "led" && ctx.IsLower(i + 1, "the") && writers_room(i + 2, std::min<size_t>(i + 5, sent.end_token))) {
          for (const NameRun* p : SubjectsBefore(ctx, i, sent.first_token)) Add(ctx, out, PersonName(ctx, p), "writer", i, 0.8);
          continue;
        }
      }
      // ('On HBO's "Adulis," the period drama from Djeneba Jalloh, he played ...': a genre
      // noun's "from" a person names the work's creator, the title before.)
      // ('the legal drama "Quillbrook," from Dara Fenn': or after the quoted title the noun names.)
      bool noun_title_before = false;
      if (lower == "from" && i > sent.first_token + 3 && (ctx.Is(i - 1, ",") || ctx.T(i - 1).Has(kQuoteMark))) {
        size_t k = i - 1;
        while (k > sent.first_token && (ctx.Is(k, ",") || ctx.T(k).Has(kQuoteMark)) && k + 3 > i) --k;
        const size_t close = k;
        while (k > sent.first_token && !ctx.T(k).Has(kQuoteMark) && k + 8 > close) --k;
        noun_title_before = k < close && ctx.T(k).Has(kQuoteMark) && k > sent.first_token && ctx.Has(k - 1, kWordWorkNoun);
      }
      if (lower == "from" && i > sent.first_token + 2 && (ctx.Has(i - 1, kWordWorkNoun) || noun_title_before))
        if (const NameRun* r = ctx.NameAt(i + 1); r && r->words >= 2 && !ctx.masked[i + 1] &&
                                                   !ctx.T(r->end < sent.end_token ? r->end : i).Has(kPossessive)) {
          const std::string work = LastWorkBefore(ctx, i);
          if (!work.empty()) Add(ctx, out, PersonName(ctx, r), "creator", i, 0.7, work);
        }
      // "Sandbar, the teen drama Lurline Hodnett created about ...": a work noun, a name
      // and the verb, a relative clause without "that"; the work is the title before.
      if (const char* role = crew_verb ? ObjectRelativeRole(lower) : nullptr; role && i > sent.first_token + 2) {
        if (const NameRun* r = ctx.NameEndingAt(i - 1);
            r && r->first > sent.first_token && ctx.Has(r->first - 1, kWordWorkNoun) && r->words >= 2) {
          const std::string work = LastWorkBefore(ctx, r->first);
          Add(ctx, out, PersonName(ctx, r), role, i, 0.8, work);
          for (const char* more : JoinedVerbRoles(ctx, i, sent.end_token)) Add(ctx, out, PersonName(ctx, r), more, i, 0.75, work);
          continue;
        }
        // "Cinderhill, a drama she created for AMC": the pronoun is the person the
        // sentence, or the one before, is about.
        if ((ctx.IsLower(i - 1, "she") || ctx.IsLower(i - 1, "he")) && ctx.Has(i - 2, kWordWorkNoun)) {
          const NameRun* who = nullptr;
          for (size_t m = sent.first_token; m + 2 < i && !who; ++m)
            if (const NameRun* r = ctx.NameAt(m); r && !PersonName(ctx, r).empty() && !ctx.masked[m]) who = r;
          if (!who) who = OpeningPronounReferent(ctx, s, sent.first_token + 1, IsAuxiliary);
          if (!who) who = PersonBeforePronoun(ctx, s);
          if (!who) who = HeadlinePerson(ctx);
          const std::string work = LastWorkNear(ctx, i - 2);
          if (who && !work.empty()) {
            Add(ctx, out, PersonName(ctx, who), role, i, 0.75, work);
            for (const char* more : JoinedVerbRoles(ctx, i, sent.end_token)) Add(ctx, out, PersonName(ctx, who), more, i, 0.7, work);
            continue;
          }
        }
      }
      // "The finale, which Vale wrote and Ash directed", "Nettlebed, which she also
      // created": the verb's object is the thing before ", which".
      if (const char* role = crew_verb ? ObjectRelativeRole(lower) : nullptr) {
        size_t subj_end = i;
        if (ctx.IsLower(subj_end - 1, "also")) --subj_end;
        const NameRun* who = subj_end > sent.first_token ? ctx.NameEndingAt(subj_end - 1) : nullptr;
        const bool they = !who && subj_end > sent.first_token && ctx.IsLower(subj_end - 1, "they");
        const bool pronoun = !who && subj_end > sent.first_token &&
                             (ctx.IsLower(subj_end - 1, "she") || ctx.IsLower(subj_end - 1, "he") || they);
        size_t subj_start = who ? who->first : pronoun ? subj_end - 1 : i;
        // "which A wrote and B directed": B's "which" is A's.
        size_t which = subj_start;
        if (which > sent.first_token + 1 && ctx.IsLower(which - 1, "and") && !ctx.IsLower(which - 2, "which")) {
          size_t m = which - 1;
          while (m > sent.first_token && m + 8 > which && !ctx.IsLower(m - 1, "which")) --m;
          which = m;
        }
        // ("which she wrote and which B directed": the first "which" of the two.)
        if (which > sent.first_token + 3 && ctx.IsLower(which - 1, "which") && ctx.IsLower(which - 2, "and"))
          for (size_t m = which - 3; m > sent.first_token && m + 10 > which; --m)
            if (ctx.IsLower(m, "which")) {
              which = m + 1;
              break;
            }
        // The comma before "which", inside a closing quotation mark or not.
        size_t comma = which >= sent.first_token + 2 ? which - 2 : sent.first_token;
        if (comma > sent.first_token && ctx.T(comma).Has(kQuoteMark) && ctx.Is(comma - 1, ",")) --comma;
        if ((who || pronoun) && which > sent.first_token + 1 && ctx.IsLower(which - 1, "which") &&
            ctx.Is(comma, ",")) {
          std::string person = who ? PersonName(ctx, who) : std::string();
          // ("Kudo and Rask last worked together on FX's "Parnell," which they co-created": the
          // people the sentence opens with.)
          if (they) {
            const std::string work = WorkJustBefore(ctx, std::string_view(ctx.at.text).substr(
                                                         ctx.T(sent.first_token).start,
                                                         ctx.T(comma).start - ctx.T(sent.first_token).start));
            const auto people = NameList(ctx, sent.first_token);
            if (people.size() >= 2 && !work.empty()) {
              for (const NameRun* p : people) Add(ctx, out, PersonName(ctx, p), role, i, 0.75, work);
              continue;
            }
          }
          if (pronoun && !they)  // the person the sentence opens with
            for (size_t m = sent.first_token; m + 2 < which && person.empty(); ++m)
              if (const NameRun* r = ctx.NameAt(m); r && !ctx.masked[m]) person = PersonName(ctx, r);
          if (pronoun && person.empty())  // ("She followed it with Ashgrove, which she wrote")
            if (const NameRun* r = OpeningPronounReferent(ctx, s, sent.first_token + 1, IsAuxiliary))
              person = PersonName(ctx, r);
          // Only a title right before the comma names the object; else it is the show's
          // episode ("The finale, "Ballast," which ...").
          std::string work = WorkJustBefore(ctx, std::string_view(ctx.at.text).substr(
                                                     ctx.T(sent.first_token).start,
                                                     ctx.T(comma).start - ctx.T(sent.first_token).start));
          if (!person.empty()) {
            Add(ctx, out, person, role, i, 0.8, work);
            for (const char* more : JoinedVerbRoles(ctx, i, sent.end_token)) Add(ctx, out, person, more, i, 0.75, work);
            continue;
          }
        }
      }
      // "X created the series", "X, who will also direct the first two episodes",
      // "X executive produces": a production verb with the show or its episodes.
      std::string object_work;
      // (RoleOfVerb's first test made here, inline: the other words of the sentence, most
      // of them, pay no call.)
      const bool may_be_role_verb = crew_verb || ctx.IsLower(i, "writing");
      if (const char* role = may_be_role_verb ? RoleOfVerb(ctx, i, sent.end_token, &object_work) : nullptr) {
        auto subjects = SubjectsBefore(ctx, i, sent.first_token);
        // "X was nominated for writing "Low Water"": the nominee.
        if (subjects.empty() && i > sent.first_token)
          if (const NameRun* r = NomineeBefore(ctx, i - 1, sent.first_token)) {
            subjects.push_back(r);
            // "Series creators A and B were nominated for writing": the names joined before.
            for (size_t m = r->first; m >= sent.first_token + 2 && ctx.IsLower(m - 1, "and");) {
              const NameRun* prev = ctx.NameEndingAt(m - 2);
              if (!prev) break;
              subjects.push_back(prev);
              m = prev->first;
            }
          }
        // "X, who directed the Foo finale, will direct ...": the name the relative clause
        // describes is the subject of the main verb.
        if (subjects.empty() && i > sent.first_token + 3)
          for (size_t k = sent.first_token; k + 2 < i; ++k)
            // Inside the relative clause too: "X, who created the drama and writes every
            // episode, said ..." (nearer names were tried first, above).
            // ("creator X, a playwright who grew up near a dance hall and who wrote all eight
            // episodes": past a short apposition that ends in "who".)
            if (ctx.Is(k + 1, ",") &&
                (ctx.IsLower(k + 2, "who") ||
                 ((ctx.IsLower(k + 2, "a") || ctx.IsLower(k + 2, "an")) && [&] {
                   for (size_t m = k + 3; m < i && m < k + 8; ++m) {
                     if (ctx.Is(m, ",") || ctx.NameAt(m)) return false;
                     if (ctx.IsLower(m, "who")) return true;
                   }
                   return false;
                 }()))) {
              if (const NameRun* r = ctx.NameEndingAt(k)) {
                subjects.push_back(r);
                // ("created by X and Y, who met as staff writers and wrote the pilot": both.)
                for (size_t m = r->first; m >= sent.first_token + 2 && ctx.IsLower(m - 1, "and");) {
                  const NameRun* prev = ctx.NameEndingAt(m - 2);
                  if (!prev) break;
                  subjects.push_back(prev);
                  m = prev->first;
                }
              }
              break;
            }
        // "X and Y co-created the series and co-wrote the pilot": a second verb of the
        // names that open the sentence.
        // "X created the series, wrote the pilot and ...": a listed verb too.
        // ("X created Foo and has run it since": an auxiliary after the "and".)
        const size_t joint = i > sent.first_token + 3 && IsAuxiliary(ctx.Lower(i - 1)) ? i - 2 : i - 1;
        if (subjects.empty() && i > sent.first_token + 2 && (ctx.IsLower(joint, "and") || ctx.Is(joint, ","))) {
          // ("Mandelbaum was the head writer; Chedid executive produced every episode and
          // directed the pilot": the names that open the verb's own clause, past a semicolon.)
          size_t clause_first = sent.first_token;
          for (size_t k = i; k > sent.first_token; --k)
            if (ctx.Is(k - 1, ";")) {
              clause_first = k;
              break;
            }
          auto opening = NameList(ctx, clause_first);
          if (!opening.empty() && opening.back()->end < sent.end_token &&
              ctx.T(opening.back()->end).kind == TokenKind::kWord &&
              !ctx.T(opening.back()->end).Has(kCapitalized) && !ctx.T(opening.back()->end).Has(kPossessive))
            subjects = opening;
        }
        // "The pair previously created FX's Dogleg": the people the sentence before names.
        // ("Fenn is the showrunner, and the pair executive produce with Haywood": the pair
        // right before the verb.)
        size_t pair_at = sent.first_token;
        {
          size_t b = ctx.IsLower(i - 1, "executive") || ctx.IsLower(i - 1, "exec") ? i - 1 : i;
          while (b > sent.first_token + 2 && (ctx.IsLower(b - 1, "also") || ctx.IsLower(b - 1, "will"))) --b;
          if (b >= sent.first_token + 2 && ctx.IsLower(b - 2, "the") &&
              (ctx.IsLower(b - 1, "pair") || ctx.IsLower(b - 1, "duo") || ctx.IsLower(b - 1, "two")))
            pair_at = b - 2;
        }
        if (subjects.empty() && (!ctx.OpensParagraph(s) || pair_at > sent.first_token)) {
          Word w0 = ctx.Lower(pair_at), w1 = ctx.Lower(pair_at + 1);
          if ((w0 == "the" && (w1 == "pair" || w1 == "duo" || w1 == "two")) || w0 == "both")
            subjects = PairOfSentenceBefore(ctx, s);
        }
        if (subjects.empty())
          if (const NameRun* r = OpeningPronounReferent(ctx, s, i, IsAuxiliary)) subjects.push_back(r);
        // "She was a writer on Foo, and she wrote the film Bar": the pronoun again, of the
        // same person as the one the sentence opens with.
        if (subjects.empty() && i > sent.first_token + 2 && ctx.Lower(i - 1) == std::string_view(ctx.Lower(sent.first_token)) &&
            (ctx.IsLower(i - 1, "she") || ctx.IsLower(i - 1, "he")))
          if (const NameRun* r = OpeningPronounReferent(ctx, s, sent.first_token + 1, IsAuxiliary)) subjects.push_back(r);
        // "Creator X wrote every episode and directed the premiere": the first verb's subject.
        // "X wrote every episode, and he directed the premiere" too.
        // ("... wrote the pilot and executive produces": the "and" before "executive".)
        const size_t before_verb =
            (ctx.IsLower(i - 1, "executive") || ctx.IsLower(i - 1, "exec")) && i > sent.first_token + 1 ? i - 2 : i - 1;
        if (subjects.empty() && (ctx.IsLower(before_verb, "and") || ctx.IsLower(before_verb, "he") ||
                                 ctx.IsLower(before_verb, "she")))
          subjects = verb_subjects;
        // ("X, a writer on Foo, serves as showrunner and executive produces": the subject of
        // the copula before.)
        if (subjects.empty() && ctx.IsLower(before_verb, "and"))
          if (const NameRun* r = SubjectOfJoinedVerb(ctx, before_verb, sent.first_token)) subjects.push_back(r);
        // ("Kollarova is also making her directing debut: she directed the 14th episode",
        // "X had never been to Goa when she agreed to direct all six episodes": the person
        // who opens the sentence, when no one else is named before the pronoun.)
        size_t pronoun_at = before_verb;
        while (pronoun_at > sent.first_token + 1 &&
               (ctx.IsLower(pronoun_at, "to") || ctx.IsLower(pronoun_at, "agreed") || IsAuxiliary(ctx.Lower(pronoun_at))))
          --pronoun_at;
        if (subjects.empty() && (ctx.IsLower(pronoun_at, "he") || ctx.IsLower(pronoun_at, "she")))
          if (const NameRun* r = ctx.NameAt(sent.first_token); r && r->end < pronoun_at &&
                                                               ctx.T(r->end).kind == TokenKind::kWord &&
                                                               !ctx.T(r->end).Has(kCapitalized)) {
            bool other = false;  // (a place is no one: "X had never been to Goa when she ...")
            for (size_t m = r->end; m < pronoun_at && !other; ++m)
              other = ctx.NameAt(m) != nullptr && !IsPlacePreposition(ctx.Lower(m - 1)) && !ctx.IsLower(m - 1, "to");
            if (!other && !PersonName(ctx, r).empty()) subjects.push_back(r);
          }
        verb_subjects = subjects;
        for (const NameRun* subject : subjects) Add(ctx, out, PersonName(ctx, subject), role, i, 0.8, object_work);
        // ("Strand and the Brandts executive produce": a family's plural surname is each of
        // the people the article names with it.)
        for (const NameRun* subject : subjects) {
          const std::string& plural = subject->text;
          if (subject->words != 1 || plural.size() < 4 || plural.back() != 's' || subject->first == 0 ||
              !ctx.IsLower(subject->first - 1, "the"))
            continue;
          for (const std::string& full : ctx.FullNamesWithPart(std::string_view(plural).substr(0, plural.size() - 1)))
            if (full.ends_with(plural.substr(0, plural.size() - 1))) Add(ctx, out, full, role, i, 0.75, object_work);
        }
        // "A directs the first three episodes and B the last three": the verb left out.
        if (!subjects.empty())
          for (size_t k = i + 1; k + 2 < sent.end_token && k < i + 8; ++k) {
            if (!ctx.IsLower(k, "and")) continue;
            const NameRun* other = ctx.NameAt(k + 1);
            // ("A directed episodes 1-4 and B episodes 5-8": the episodes by number.)
            if (other && other->end + 1 < sent.end_token &&
                ((ctx.IsLower(other->end, "the") &&
                  (ctx.IsLower(other->end + 1, "last") || ctx.IsLower(other->end + 1, "rest") ||
                   ctx.IsLower(other->end + 1, "final") || ctx.IsLower(other->end + 1, "second") ||
                   ctx.IsLower(other->end + 1, "other") || ctx.IsLower(other->end + 1, "remaining"))) ||
                 ((ctx.IsLower(other->end, "episodes") || ctx.IsLower(other->end, "episode")) &&
                  ctx.T(other->end + 1).kind == TokenKind::kNumber)))
              Add(ctx, out, PersonName(ctx, other), role, k, 0.75, object_work);
            break;
          }
        // "... executive produce both series with X", "alongside director Y, and A and B",
        // "co-created Foo, a Boston period drama, with X" (past the object's apposition).
        // ("wrote the premiere and the finale with X": the object may run to five words.)
        size_t reach = i + 8;
        bool past_apposition = false;  // the reach was carried past the object's apposition
        for (size_t c = i + 2; c < i + 6 && c + 2 < sent.end_token; ++c)
          if (ctx.Is(c, ",")) {
            if (ctx.IsLower(c + 1, "a") || ctx.IsLower(c + 1, "an") || ctx.IsLower(c + 1, "the"))
              for (size_t c2 = c + 3; c2 < c + 12 && c2 + 1 < sent.end_token; ++c2)
                if (ctx.Is(c2, ",")) {
                  if (ctx.IsLower(c2 + 1, "with")) {
                    reach = c2 + 2;
                    past_apposition = true;
                  }
                  break;
                }
            break;
          }
        for (size_t k = i + 1; k + 1 < sent.end_token && k < reach; ++k) {
          // ("directed the pilot and executive produces with A": the partners of the verb
          // after "and"; "the premiere and the finale with A" is one object.)
          if (ctx.IsLower(k, "and") && !ctx.IsLower(k + 1, "the") && !ctx.IsLower(k + 1, "a") &&
              !ctx.IsLower(k + 1, "an") && !ctx.IsLower(k + 1, "its") && !ctx.IsLower(k + 1, "her") &&
              !ctx.IsLower(k + 1, "his"))
            break;
          // ("who wrote all eight episodes, exec produces alongside A": a comma ends the verb's
          // reach, unless an apposition of its object runs to "with", as measured above.)
          if (ctx.Is(k, ",") && !past_apposition) break;
          if (!ctx.IsLower(k, "with") && !ctx.IsLower(k, "alongside")) continue;
          const std::string* their_role = nullptr;  // "alongside director Y": Y is a director too
          std::vector<const NameRun*> people = PartnersAt(ctx, k, sent.end_token, &their_role);
          if (people.empty()) break;
          for (const NameRun* p : people) Add(ctx, out, PersonName(ctx, p), role, k, 0.75, object_work);
          if (their_role) Add(ctx, out, PersonName(ctx, people.front()), *their_role, k, 0.75, object_work);
          break;
        }
        continue;
      }
      // "Marrowbridge is the creation of playwright Osbert Quenby", "the brainchild of X":
      // the show's creator (a job or two may stand before the name).
      if ((ctx.IsLower(i, "creation") || ctx.IsLower(i, "brainchild")) && i > sent.first_token &&
          (ctx.IsLower(i - 1, "the") || ctx.T(i - 1).Has(kPossessive)) && ctx.IsLower(i + 1, "of")) {
        size_t m = i + 2;
        while (m < sent.end_token && m < i + 5 && ctx.T(m).kind == TokenKind::kWord && !ctx.T(m).Has(kCapitalized) &&
               !ctx.IsLower(m, "the") && !ctx.IsLower(m, "a"))
          ++m;
        if (const NameRun* r = ctx.NameAt(m); r && !ctx.Is(r->end, "(") && !(r->end < sent.end_token && ctx.T(r->end).Has(kPossessive)))
          if (std::string name = PersonName(ctx, r); !name.empty()) Add(ctx, out, name, "creator", i, 0.8);
        continue;
      }
      // "Ada Vance exits as showrunner; Tom Reed takes over.": the one who takes over holds
      // the post named last before it in the sentence.
      if ((ctx.IsLower(i, "takes") || ctx.IsLower(i, "took") || ctx.IsLower(i, "take")) && ctx.IsLower(i + 1, "over") &&
          i > sent.first_token + 3 && i + 2 < sent.end_token &&
          (ctx.T(i + 2).kind == TokenKind::kPunct || ctx.IsLower(i + 2, "from") || ctx.IsLower(i + 2, "in"))) {
        size_t a = i;
        if (ctx.IsLower(a - 1, "will")) --a;
        if (const NameRun* holder = ctx.NameEndingAt(a - 1); holder && !PersonName(ctx, holder).empty()) {
          const std::string* held = nullptr;
          for (size_t k = holder->first; k-- > sent.first_token && !held;) {
            size_t after = 0;
            held = RoleAt(ctx, k, holder->first, &after);
          }
          if (held) Add(ctx, out, PersonName(ctx, holder), *held, i, 0.7);
        }
        continue;
      }
      size_t next = 0;
      const std::string* role = RoleAt(ctx, i, sent.end_token, &next);
      if (!role) continue;
      // "the creator of FX's Foo and AMC's Bar": the works the role is of, one credit each
      // ("a former writer on Hulu's Foo" too).
      // ("a writer and co-executive producer on AMC's Brambling": after the roles joined on.)
      size_t of_at = next;
      for (size_t after = 0; of_at < sent.end_token && (ctx.IsLower(of_at, "and") || ctx.Is(of_at, "/")) &&
                             RoleAt(ctx, of_at + 1, sent.end_token, &after);)
        of_at = after;
      std::vector<std::string> of_works;
      if (ctx.IsLower(of_at, "of") || ctx.IsLower(of_at, "on")) {
        size_t stop = of_at + 1;
        while (stop < sent.end_token && !ctx.Is(stop, ",") && !ctx.Is(stop, ";") && !ctx.Is(stop, ".")) ++stop;
        for (size_t m = of_at + 1; m < stop; ++m) {
          if (!ctx.masked[m]) continue;
          std::string w = FirstWorkIn(ctx, ctx.at.text.substr(ctx.T(m).start, ctx.T(stop - 1).end - ctx.T(m).start));
          if (!w.empty() && std::find(of_works.begin(), of_works.end(), w) == of_works.end()) of_works.push_back(w);
        }
      }
      if (i > sent.first_token) {
        // "casting director", "choir director": a job outside the show's production.
        static constexpr std::string_view kOtherTrades[] = {
            "casting", "art", "music", "choir", "funeral", "museum", "hospital", "school", "theater", "theatre",
            "stage", "dance", "fashion", "design", "creative", "marketing", "managing", "athletic", "campaign",
            "program", "research", "medical", "clinical", "news", "game", "band", "club", "film", "musical"};
        Word prev = ctx.Lower(i - 1);
        if (std::find(std::begin(kOtherTrades), std::end(kOtherTrades), std::string_view(prev)) !=
                std::end(kOtherTrades) ||
            (prev == "the" && ctx.IsLower(next, "of") && of_works.empty()))
          continue;
      }
      if (ctx.IsLower(next, "of") && ctx.IsLower(next + 1, "photography")) continue;
      // More roles joined on: "co-creator and executive producer X".
      // ("will serve as the revival's showrunner and an executive producer": past an article.)
      std::vector<std::string> roles{*role};
      size_t k = next;
      while (k < sent.end_token && (ctx.IsLower(k, "and") || ctx.Is(k, "/") || ctx.Is(k, ","))) {
        size_t after = 0;
        const size_t at = ctx.IsLower(k, "and") && (ctx.IsLower(k + 1, "a") || ctx.IsLower(k + 1, "an")) ? k + 2 : k + 1;
        const std::string* more = RoleAt(ctx, at, sent.end_token, &after);
        if (!more) break;
        roles.push_back(*more);
        k = after;
      }
      // "share a creator, X, who ...": the role's apposition.
      // ("The show's other co-creator, X,", "the series' creator, X": a show's possessive,
      // and an adjective, too.)
      size_t det = i > sent.first_token ? i - 1 : i;
      if (det > sent.first_token && (ctx.IsLower(det, "other") || ctx.IsLower(det, "original") ||
                                     ctx.IsLower(det, "longtime") || ctx.IsLower(det, "former") ||
                                     ctx.IsLower(det, "first") ||  // "the show's first director, X"
                                     ctx.IsLower(det, "late")))    // "the show's late creator, X"
        --det;
      const bool shows_possessive =
          det > sent.first_token + 1 &&
          (ctx.T(det).Has(kPossessive) || ctx.Is(det, "'") || ctx.Is(det, "\u2019")) &&
          (ctx.IsLower(det - 1, "show") || ctx.IsLower(det - 1, "series") || ctx.Has(det - 1, kWordWorkNoun));
      if (ctx.Is(k, ",") && i > sent.first_token &&
          (ctx.IsLower(det, "a") || ctx.IsLower(det, "the") || ctx.IsLower(det, "its") || ctx.IsLower(det, "their") ||
           // ("a sit-down between Sinani and her executive producer, Naji Somekh")
           ctx.IsLower(det, "her") || ctx.IsLower(det, "his") || shows_possessive))
        if (const NameRun* r = ctx.NameAt(k + 1)) {
          // ("The show's creators, Maran Lipang and Galih Agong, ...": a plural role's pair.)
          if (ctx.Tok(next - 1).ends_with("s") && ctx.IsLower(r->end, "and"))
            if (const NameRun* second = ctx.NameAt(r->end + 1)) r = second;
          if (ctx.Is(r->end, ",") || r->end + 1 >= sent.end_token) ++k;
        }
      // "handed the showrunner job to X", "passed the showrunner reins to X": X holds it.
      if ((ctx.IsLower(next, "job") || ctx.IsLower(next, "post") || ctx.IsLower(next, "reins") ||
           ctx.IsLower(next, "duties") || ctx.IsLower(next, "role")) &&
          ctx.IsLower(next + 1, "to"))
        if (const NameRun* r = ctx.NameAt(next + 2)) {
          for (const auto& rl : roles) Add(ctx, out, PersonName(ctx, r), rl, i, 0.75);
          continue;
        }
      // "The executive producers are A, B for Thistledown and C for the BBC": a plural
      // role, then its list (each name may be followed by the company it stands for).
      if ((ctx.IsLower(k, "are") || ctx.IsLower(k, "include")) && ctx.Tok(next - 1).ends_with("s") &&
          ctx.NameAt(k + 1)) {
        size_t m = k + 1;
        while (m < sent.end_token) {
          const NameRun* r = ctx.NameAt(m);
          if (!r) break;
          for (const auto& rl : roles) Add(ctx, out, PersonName(ctx, r), rl, i, 0.8);
          m = r->end;
          if (ctx.IsLower(m, "for") || ctx.IsLower(m, "of") || ctx.IsLower(m, "from"))  // "for the BBC"
            while (m < sent.end_token && !ctx.Is(m, ",") && !ctx.IsLower(m, "and")) ++m;
          if (ctx.Is(m, ",")) m = PastDescriptionBeforeLastName(ctx, m + 1);
          if (ctx.IsLower(m, "and")) ++m;
          if (m == r->end) break;
        }
        // (The list is read: "producers" is not a second role. A role in a description
        // inside it is read on: "A, the showrunner since the first season, and B".)
        i = k;
        continue;
      }
      // "The head writer is Leticia Santibanez": the role, "is", the name.
      if ((ctx.IsLower(k, "is") || ctx.IsLower(k, "was")) && i > sent.first_token &&
          (ctx.IsLower(i - 1, "the") || ctx.IsLower(i - 1, "its")))
        if (const NameRun* r = ctx.NameAt(k + 1); r && !PersonName(ctx, r).empty()) {
          for (const auto& rl : roles) Add(ctx, out, PersonName(ctx, r), rl, i, 0.8);
          continue;
        }
      // ROLE NAME [and NAME]
      const NameRun* run = ctx.NameAt(k);
      // "... Peacock's Tallowmere after its creator, X, stepped aside": the work "its" is.
      // (Not a book the show is adapted from: "... novel Meltwater, and its creator, X".)
      std::string its_work =
          run && i > sent.first_token && ctx.IsLower(i - 1, "its") ? LastWorkNear(ctx, i - 1) : std::string();
      // "Harbor Lights creator Dev Anand": a title right before the role is its work.
      if (run && its_work.empty() && i > sent.first_token && ctx.masked[i - 1] && !ctx.T(i - 1).Has(kPossessive)) {
        size_t m = i - 1;
        while (m > sent.first_token && ctx.masked[m - 1]) --m;
        if (!ctx.NetworkAt(m)) its_work = LastWorkNear(ctx, i);
      }
      if (const WorkMention* w = its_work.empty() ? nullptr : ctx.WorkNamed(its_work); w && w->type == "book")
        its_work.clear();
      // "choir director Loretta Pembry (Adaora Castellucci-Boateng)": a character's job,
      // with the actor who plays her in brackets.
      if (run && ctx.Is(run->end, "(") && ctx.NameAt(run->end + 1) && ctx.Is(ctx.NameAt(run->end + 1)->end, ")"))
        continue;
      if (run) {
        // Only plural roles take a list: "executive producers X and Y".
        std::vector<const NameRun*> people{run};
        if (ctx.Tok(next - 1).ends_with("s") || ctx.Tok(next - 1) == "EPs") people = NameList(ctx, k);
        // "creators Anika and Teodor Brandt": a given name alone before a full name at the
        // end of the list shares its surname.
        std::string shared_surname;
        if (people.size() >= 2 && people.back()->words >= 2)
          shared_surname = people.back()->text.substr(people.back()->text.rfind(' ') + 1);
        for (const NameRun* p : people) {
          std::string name = PersonName(ctx, p);
          if (name.empty() && p->words == 1 && !shared_surname.empty()) name = p->text + " " + shared_surname;
          for (const auto& r : roles) Add(ctx, out, name, r, i, 0.9, its_work);
        }
        i = people.back()->end - 1;
        continue;
      }
      // The works the role credits: those it is "of" ("was previously a writer on Hulu's
      // Foo"), else the article's (an empty name).
      const std::vector<std::string> works = of_works.empty() ? std::vector<std::string>{std::string()} : of_works;
      // NAME, the show's ROLE / NAME, who is the series' ROLE
      size_t b = i;
      while (b > sent.first_token) {
        Word p = ctx.Lower(b - 1);
        if (p == "the" || p == "show" || p == "series" || p == "its" || p == "," || p == "who" || p == "is" ||
            p == "was" || p == "also" || p == "again" || p == "an" || p == "a" || p == "former" || p == "longtime" ||
            p == "onetime" ||
            p == "original" || p == "founding" || p == "new" || p == "current" || p == "interim" || p == "both" ||
            ctx.T(b - 1).Has(kPossessive) || (ctx.Has(b - 1, kWordWorkNoun) && ctx.T(b).Has(kPossessive)) ||
            // ("Norberto Lightbody, Cantlewood's creator and showrunner": a title's possessive.)
            // (Not a network's: "Africa Magic's director of content".)
            (ctx.masked[b - 1] && (ctx.T(b).Has(kPossessive) || ctx.masked[b]) && !MaskedRunIsNetwork(ctx, b - 1)) ||
            p == "\u2019" || p == "'" || p == "have" || p == "has" || p == "been" || p == "remains" ||
            p == "remained" || p == "stays")
          --b;
        else
          break;
      }
      // "X, 47, is the creator": past the age.
      if (b < i && b > sent.first_token + 2 && ctx.Is(b, ",") && ctx.T(b - 1).kind == TokenKind::kNumber &&
          ctx.Is(b - 2, ","))
        b -= 2;
      // (Not a relative clause's last word before the comma: "X, who produced a documentary
      // about Wisconsin, is an executive producer" is X's, read past the clause below.)
      const NameRun* before = b < i && b > sent.first_token && ctx.Is(b, ",") ? ctx.NameEndingAt(b - 1) : nullptr;
      if (before && before->first > sent.first_token && IsPlaceBefore(ctx, before->first - 1)) before = nullptr;
      if (const NameRun* player = before ? PlayerOfPart(ctx, before, sent.first_token) : nullptr) before = player;
      if (before) {
        // "A and B, who have been writers on the series": a plural post is both's.
        for (const NameRun* h : WithPartnersBefore(ctx, before, ctx.Lower(k - 1).ends_with("s")))
          for (const auto& w : works)
            for (const auto& r : roles) Add(ctx, out, PersonName(ctx, h), r, i, 0.8, w);
        continue;
      }
      std::vector<const NameRun*> others;
      bool held = false;
      const NameRun* subject = CopulaSubject(ctx, i, sent.first_token, &others);

      if (!subject) subject = OpeningPronounReferent(ctx, s, i, IsCopulaFiller);  // "She remains an EP"
      // "He created Hatchet, and he was showrunner of ...": the opening pronoun again.
      if (!subject) {
        size_t back = i;
        while (back > sent.first_token + 1 && IsCopulaFiller(ctx.Lower(back - 1))) --back;
        const Word pronoun = ctx.Lower(back - 1);
        if (back - 1 > sent.first_token && (pronoun == "he" || pronoun == "she") && ctx.IsLower(sent.first_token, pronoun))
          subject = OpeningPronounReferent(ctx, s, sent.first_token + 1, IsCopulaFiller);
        // ("The other co-creator, X, left the room after Season 1, but she is still credited as
        // an executive producer": a pronoun after "but" or "and" is the one person named before.)
        if (!subject && back - 1 > sent.first_token + 1 && (pronoun == "he" || pronoun == "she") &&
            (ctx.IsLower(back - 2, "but") || ctx.IsLower(back - 2, "and"))) {
          int people = 0;
          for (size_t m = sent.first_token; m + 2 < back; ++m)
            if (const NameRun* r = ctx.NameAt(m)) {
              if (!ctx.T(m).Has(kInQuote) && !PersonName(ctx, r).empty() && ++people == 1) subject = r;
              m = r->end - 1;
            }
          if (people != 1) subject = nullptr;
        }
      }
      // "The series was created by A and B. The two are its showrunners.": the pair the
      // sentence before names.
      if (!subject && s > 0 && !ctx.OpensParagraph(s)) {
        size_t back = i;  // back over "its", "the", "also", "both" to the copula
        while (back > sent.first_token + 1 &&
               (ctx.IsLower(back - 1, "its") || ctx.IsLower(back - 1, "their") || ctx.IsLower(back - 1, "the") ||
                ctx.IsLower(back - 1, "also") || ctx.IsLower(back - 1, "both") || ctx.IsLower(back - 1, "now")))
          --back;
        const size_t copula = back - 1;
        const bool plural_copula =
            ctx.IsLower(copula, "are") || ctx.IsLower(copula, "were") || ctx.IsLower(copula, "remain");
        const bool pair = plural_copula &&
                          ((copula == sent.first_token + 2 && ctx.IsLower(sent.first_token, "the") &&
                            (ctx.IsLower(sent.first_token + 1, "two") || ctx.IsLower(sent.first_token + 1, "pair"))) ||
                           (copula == sent.first_token + 1 && ctx.IsLower(sent.first_token, "both")));
        if (pair)
          if (auto people = PairOfSentenceBefore(ctx, s); !people.empty()) {
            subject = people.front();
            others.assign(people.begin() + 1, people.end());
          }
      }
      if (subject) {
        others.push_back(subject);
        for (const NameRun* p : others)
          for (const auto& w : works)
            for (const auto& r : roles) Add(ctx, out, PersonName(ctx, p), r, i, 0.75, w);
        held = true;
      } else if (const NameRun* holder = PostHolder(ctx, i, sent.first_token)) {
        // Taking a post: "X, who co-created the series, returns as director of the
        // premiere", "X, who took over as showrunner in Season 2".
        // ("Ada Vance and Tom Reed co-created the show and serve as co-showrunners": a plural
        // post is the pair's, the second named after the first too.)
        std::vector<const NameRun*> holders = WithPartnersBefore(ctx, holder, ctx.Lower(k - 1).ends_with("s"));
        if (ctx.Lower(k - 1).ends_with("s") && ctx.IsLower(holder->end, "and"))
          if (const NameRun* partner = ctx.NameAt(holder->end + 1); partner && !PersonName(ctx, partner).empty())
            holders.push_back(partner);
        for (const NameRun* h : holders)
          for (const auto& w : works)  // "as showrunner of Peacock's Foo": of that work
            for (const auto& r : roles) Add(ctx, out, PersonName(ctx, h), r, i, 0.75, w);
        held = true;
      }
      // "X is executive producer alongside Y", "served as showrunner alongside Y": Y holds
      // the post too.
      // ("X and Y are executive producers with Z": a plural post, "with" its other holders.)
      // ("who serves as showrunner and executive producer with X and Y": producing is shared;
      // the other posts stay the subject's.)
      const bool produces_with = ctx.IsLower(k, "with") && ctx.IsLower(k - 1, "producer");
      if (held && (ctx.IsLower(k, "alongside") || (ctx.IsLower(k, "with") && ctx.Lower(k - 1).ends_with("s")) ||
                   produces_with)) {
        const std::string* their_role = nullptr;
        for (const NameRun* p : PartnersAt(ctx, k, sent.end_token, &their_role))
          for (const auto& r : roles)
            if (!produces_with || r == "executive producer" || r == "producer") Add(ctx, out, PersonName(ctx, p), r, k, 0.7);
      }
    }
  }
}

}  // namespace showgraph::extract
