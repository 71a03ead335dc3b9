// The story: relationships between characters, events, attributes and the works a
// character appears in, each with its season and, for events, a spoiler flag.
//
// Statements only: a question ("Will X and Y get back together?"), a negated clause
// ("He is not going to be coming out") or a hypothetical ("if", "whether", "might")
// states no fact. Pronouns resolve to the nearest fitting character.
#include <algorithm>

#include "extract/context.h"

namespace showgraph::extract {

namespace {

bool IsNegation(std::string_view w) {
  return w == "not" || w == "never" || w == "no" || w == "nobody" || w.ends_with("n't") ||
         w.ends_with("n\u2019t") || w == "cannot" || w == "without";
}

bool IsHedge(std::string_view w) {
  return w == "if" || w == "whether" || w == "might" || w == "could" || w == "would" || w == "may" ||
         w == "should" || w == "maybe" || w == "perhaps" || w == "wonder" || w == "theory" || w == "rumor" ||
         w == "speculate" || w == "speculation" || w == "hope" || w == "hopes" || w == "unless" ||
         w == "presumed" || w == "believed" || w == "thought" || w == "supposedly" || w == "apparently" ||
         w == "seemingly" || w == "rumored" || w == "convinced" || w == "feared" || w == "faked";
}

bool IsPossessivePronoun(std::string_view w) { return w == "her" || w == "his" || w == "their"; }
bool IsSubjectPronoun(std::string_view w) { return w == "she" || w == "he" || w == "they"; }

// How far (in tokens) a pattern looks for its parts.
constexpr size_t kReach = 200;

class Story {
 public:
  Story(const DocContext& ctx, const std::vector<Fact>& cast, const std::vector<Fact>& crew) : ctx_(ctx) {
    for (const auto& f : cast) {
      people_.push_back(f.actor);
      characters_.push_back(f.character);
    }
    for (const auto& f : crew) people_.push_back(f.person);
    // A full name in brackets right after another name is an actor ("Margo (Sunita
    // Varghese)"), unless the article knows it as a character.
    for (size_t k = 1; k + 1 < ctx.size(); ++k) {
      if (!ctx.Is(k, "(") || !ctx.NameEndingAt(k - 1)) continue;
      size_t at = k + 1;  // past "guest star", "newcomer"
      while (at < ctx.size() && at < k + 4 && !ctx.NameAt(at) && ctx.T(at).kind == TokenKind::kWord &&
             !ctx.T(at).Has(kCapitalized))
        ++at;
      const NameRun* inner = ctx.NameAt(at);
      if (!inner || inner->words < 2 || !ctx.Is(inner->end, ")")) continue;
      std::string name = ctx.Resolve(inner->text);
      if (std::find(characters_.begin(), characters_.end(), name) == characters_.end()) people_.push_back(name);
    }
  }

  void Run(std::vector<Fact>* out) {
    for (uint32_t s = 0; s < ctx_.at.sentences.size(); ++s) {
      if (ctx_.KindOfSentence(s) != ParagraphKind::kStory) continue;
      sentence_ = s;
      const Sentence& sent = ctx_.at.sentences[s];
      std::string_view text = ctx_.at.Slice(sent.span);
      question_ = text.ends_with("?") || text.ends_with("?\"") || text.ends_with("?\u201D");
      spoiler_marked_ = ParagraphText(sent.paragraph).find("poiler") != std::string_view::npos;
      for (size_t i = sent.first_token; i < sent.end_token; ++i) Visit(i, sent, out);
    }
  }

 private:
  std::string_view ParagraphText(uint32_t p) const { return ctx_.at.Slice(ctx_.at.paragraphs[p].span); }

  // A name that stands for a character here (not an actor, crew member, work or network).
  std::string CharacterAt(size_t tok) const {
    const NameRun* r = ctx_.NameAt(tok);
    if (!r && tok < ctx_.size()) r = ctx_.NameAfterTitle(tok);
    if (!r) return {};
    // A name that is a whole quotation is a title ("Virgin Tour"), not a character.
    if (r->first > 0 && ctx_.T(r->first - 1).Has(kQuoteMark) && r->end < ctx_.size() &&
        ctx_.T(r->end).Has(kQuoteMark))
      return {};
    // After "in", "from", "at" a name is most often a place ("a small Vermont town",
    // "back from Chicago").
    std::string_view before = r->first > 0 ? ctx_.Lower(r->first - 1) : std::string_view();
    if (before == "in" || before == "from" || before == "at" || before == "near" || before == "into" ||
        before == "outside" || before == "across" || before == "small")
      return {};
    std::string name = ctx_.Resolve(r->text);
    if (std::find(people_.begin(), people_.end(), name) != people_.end()) return {};
    if (ctx_.speakers.count(name) && std::find(characters_.begin(), characters_.end(), name) == characters_.end())
      return {};
    return name;
  }
  const NameRun* RunAt(size_t tok) const {
    if (const NameRun* r = ctx_.NameAt(tok)) return r;
    return tok < ctx_.size() ? ctx_.NameAfterTitle(tok) : nullptr;
  }
  // The token after a name and any "(Actor)" right after it.
  size_t After(const NameRun* r) const {
    size_t k = r->end;
    if (ctx_.Is(k, "(") || ctx_.Is(k, "[")) {
      size_t m = k + 1;
      while (m < ctx_.size() && m < k + 8 && !ctx_.Is(m, ")") && !ctx_.Is(m, "]")) ++m;
      if (m < ctx_.size() && m < k + 8) k = m + 1;
    }
    return k;
  }

  // The character a pronoun at token `tok` refers to: the nearest character named
  // before it (this sentence, then earlier ones in the paragraph or the one before),
  // else the first one after it in its sentence ("Regardless of his ..., Ben has").
  std::string ResolvePronoun(size_t tok, const std::string& not_this = {}) const {
    const Sentence& sent = ctx_.at.sentences[sentence_];
    // In reported speech ("Margo learned from her doctor, Dr. X, that she is pregnant")
    // the pronoun of the "that" clause is the main clause's subject: the sentence's first
    // character.
    for (size_t k = tok; k > sent.first_token && k + 4 > tok; --k)
      if (ctx_.IsLower(k - 1, "that")) {
        for (size_t m = sent.first_token; m < k && m < sent.first_token + 12; ++m)
          if (const NameRun* r = ctx_.NameAt(m)) {
            std::string c = CharacterAt(m);
            if (!c.empty() && c != not_this) return c;
            m = r->end - 1;
          }
        break;
      }
    uint32_t para = sent.paragraph;
    // Bounded: a referent is never far, and a hostile one-sentence document must stay linear.
    for (size_t k = tok; k > 0 && k + kReach > tok; --k) {
      uint32_t s = ctx_.SentenceOf(k - 1);
      if (ctx_.at.sentences[s].paragraph + 1 < para) break;
      if (const NameRun* r = ctx_.NameEndingAt(k - 1)) {
        // A name after "in", "from", "to" is most often a place ("grew up in Stonington").
        std::string_view before = r->first > 0 ? ctx_.Lower(r->first - 1) : std::string_view();
        bool place = before == "in" || before == "from" || before == "to" || before == "at" || before == "near" ||
                     before == "into" || before == "outside";
        std::string c = place ? std::string() : CharacterAt(r->first);
        if (!c.empty() && c != not_this) return c;
      }
    }
    for (size_t k = tok + 1; k < sent.end_token && k < tok + 40; ++k) {
      std::string c = CharacterAt(k);
      if (!c.empty() && c != not_this) return c;
    }
    return {};
  }

  // Whether the clause around token `cue` asserts something: no question, no negation
  // or hedge between the clause start and the cue.
  // The scan stops at the start of the cue's own clause ("find out that Ben was gay":
  // the hedge of the main clause does not reach the complement). In a question only a
  // presupposed clause asserts ("after X cheated on Y, is there any hope ...?").
  bool Asserted(size_t cue) const {
    const Sentence& sent = ctx_.at.sentences[sentence_];
    bool presupposed = false;
    for (size_t k = cue; k > sent.first_token && k + 40 > cue; --k) {
      std::string_view w = ctx_.Lower(k - 1);
      if (w == "after" || w == "since" || w == "because" || w == "now") {
        presupposed = true;
        break;
      }
      if (w == ";" || w == ":" || w == "but" || w == "that" || w == "who" || w == "which" || w == "when" ||
          w == "—")
        break;
      if (IsNegation(w) || IsHedge(w)) return false;
    }
    if (question_ && !presupposed) return false;
    if (question_) {
      // The presupposed clause must end before the question does: a comma follows the cue.
      for (size_t k = cue; k < sent.end_token; ++k)
        if (ctx_.Is(k, ",")) return true;
      return false;
    }
    return true;
  }

  // Events told in the past in a subordinate clause ("after Eli cheated on
  // Nora") happened before the season the article is about.
  std::optional<int> EventSeason(size_t cue) const {
    auto season = SeasonHere();
    if (!season || *season <= 1 || season != ctx_.season) return season;
    const Sentence& sent = ctx_.at.sentences[sentence_];
    for (size_t k = cue; k > sent.first_token && k + 8 > cue; --k) {
      std::string_view w = ctx_.Lower(k - 1);
      if (w == "after" || w == "since") return *season - 1;
    }
    return season;
  }

  std::optional<int> SeasonHere() const {
    const Sentence& sent = ctx_.at.sentences[sentence_];
    for (size_t k = sent.first_token; k < sent.end_token; ++k) {
      std::string_view w = ctx_.Lower(k);
      if (w == "season" && k + 1 < sent.end_token) {
        std::string_view n = ctx_.Lower(k + 1);
        if (!n.empty() && n[0] >= '1' && n[0] <= '9') return std::atoi(std::string(n).c_str());
      }
      if ((w == "first" || w == "second" || w == "third" || w == "fourth" || w == "fifth") &&
          ctx_.IsLower(k + 1, "season")) {
        static constexpr std::string_view kOrd[] = {"first", "second", "third", "fourth", "fifth"};
        for (int n = 0; n < 5; ++n)
          if (w == kOrd[n]) return n + 1;
      }
      if (w == "last" && ctx_.IsLower(k + 1, "season") && ctx_.season && *ctx_.season > 1) return *ctx_.season - 1;
    }
    return ctx_.season;
  }

  Span Evidence() const { return ctx_.at.sentences[sentence_].span; }

  void AddRelationship(std::vector<Fact>* out, const std::string& a, const std::string& b, const std::string& type,
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
    Fact f;
    f.kind = FactKind::kRelationship;
    f.a = a;
    f.b = b;
    f.type = type;
    f.status = status;
    f.season = season;
    f.evidence.push_back(Evidence());
    f.confidence = confidence;
    out->push_back(std::move(f));
  }

  // Words in a paragraph that say a romance is over.
  bool ParagraphSaysEnded(uint32_t p) const {
    std::string text = ToLower(ParagraphText(p));
    for (const char* cue : {"back together", "move on", "moving on", "broke up", "breakup", "break up", " ex ",
                            " ex.", " ex?", "split", "betrayal", "reconnect"})
      if (text.find(cue) != std::string::npos) return true;
    return false;
  }

  void AddEvent(std::vector<Fact>* out, const std::string& type, std::vector<std::string> who, double confidence,
                std::optional<std::optional<int>> season_override = std::nullopt) {
    std::erase_if(who, [](const std::string& w) { return w.empty(); });
    if (who.empty()) return;
    std::vector<std::string> sorted_who = who;
    std::sort(sorted_who.begin(), sorted_who.end());
    for (auto& f : *out) {
      if (f.kind != FactKind::kEvent || f.type != type) continue;
      std::vector<std::string> p = f.participants;
      std::sort(p.begin(), p.end());
      if (p == sorted_who) {
        f.evidence.push_back(Evidence());
        return;
      }
    }
    Fact f;
    f.kind = FactKind::kEvent;
    f.type = type;
    f.participants = std::move(who);
    f.season = season_override ? *season_override : SeasonHere();
    // Plot turns are spoilers; comings and goings of characters only when marked.
    bool twist = type != "arrival" && type != "departure" && type != "return";
    f.spoiler = twist || spoiler_marked_;
    f.evidence.push_back(Evidence());
    f.confidence = confidence;
    out->push_back(std::move(f));
  }

  void AddAttribute(std::vector<Fact>* out, const std::string& entity, const std::string& attribute,
                    const std::string& value) {
    if (entity.empty() || value.empty()) return;
    for (const auto& f : *out)
      if (f.kind == FactKind::kAttribute && f.entity == entity && f.attribute == attribute && f.value == value) return;
    Fact f;
    f.kind = FactKind::kAttribute;
    f.entity = entity;
    f.attribute = attribute;
    f.value = value;
    f.evidence.push_back(Evidence());
    f.confidence = 0.7;
    out->push_back(std::move(f));
  }

  // The character before token `tok` in its clause: a name, or a pronoun resolved.
  // With `strict`, a noun phrase of its own ("the paramedics arrived") ends the search.
  std::string SubjectBefore(size_t tok, bool strict = false) const {
    const Sentence& sent = ctx_.at.sentences[sentence_];
    bool crossed_comma = false;  // past a comma, a determiner opens an apposition instead
    for (size_t k = tok; k > sent.first_token && k + 25 > tok; --k) {
      std::string_view w = ctx_.Lower(k - 1);
      crossed_comma = crossed_comma || w == ",";
      if (strict && !crossed_comma && (w == "the" || w == "a" || w == "an" || w == "these" || w == "those"))
        return {};
      if (IsSubjectPronoun(w) || w == "her" || w == "him") return ResolvePronoun(k - 1);
      if (const NameRun* r = ctx_.NameEndingAt(k - 1); r && !PossessiveAt(k)) {
        std::string c = CharacterAt(r->first);
        if (!c.empty()) return c;
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

  // The character an apposition describes: scanning back from token i over its words to
  // "NAME [(Actor)], a|an|the ...". nullptr when i is in no such apposition.
  const NameRun* AppositionOwner(size_t i, const Sentence& sent) const {
    for (size_t k = i; k > sent.first_token && k + 9 > i; --k) {
      std::string_view p = ctx_.Lower(k - 1);
      if (p == "who" || p == "that" || p == "." || p == ";" || p == ",") return nullptr;
      if (p != "the" && p != "a" && p != "an") continue;
      size_t c = k - 1;
      if (c == sent.first_token || !ctx_.Is(c - 1, ",")) return nullptr;
      size_t name_end = c - 1;
      if (name_end > sent.first_token && ctx_.Is(name_end - 1, ")")) {
        size_t m = name_end - 1;
        while (m > sent.first_token && !ctx_.Is(m, "(")) --m;
        name_end = m;
      }
      return name_end > 0 ? ctx_.NameEndingAt(name_end - 1) : nullptr;
    }
    return nullptr;
  }

  // "forensic accountant", "marine biologist": the occupation noun at token k with the
  // word before it when that word is part of the job, not a description of the person.
  std::string OccupationAt(size_t k) const {
    std::string value(ctx_.Lower(k));
    if (k == 0) return value;
    const Token& prev = ctx_.T(k - 1);
    std::string_view p = ctx_.Lower(k - 1);
    static constexpr std::string_view kDescriptions[] = {
        "the", "a", "an", "only", "new", "young", "old", "former", "local", "top", "blunt", "funny", "chilly",
        "brilliant", "guarded", "unflappable", "cantankerous", "widowed", "longtime", "wayward", "veteran",
        "famous", "struggling", "ambitious", "single", "rival", "real", "best", "first", "last", "other",
        "his", "her", "their", "its", "our", "and", "or", "but", "as", "of", "town", "show", "series"};
    // A capitalized modifier belongs to the job ("Treasury investigator") unless it names someone.
    bool description = prev.kind != TokenKind::kWord || (prev.Has(kCapitalized) && ctx_.NameEndingAt(k - 1)) ||
                       prev.Has(kSentenceStart) || prev.Has(kPossessive) ||
                       p.ends_with("ly") || p.ends_with("ed") || p.ends_with("est") || ctx_.Has(k - 1, kWordNonName);
    for (std::string_view d : kDescriptions) description = description || p == d;
    return description ? value : std::string(p) + " " + value;
  }

  // Attributes stated around token i: occupation (a title before a name, a job before a
  // name, a job in an apposition), age ("X, 42,", "15-year-old daughter, Hester"),
  // hometown ("hails from X") and the era a series is set in ("set in 1974 Oregon").
  void Attributes(size_t i, const Sentence& sent, std::vector<Fact>* out) {
    const Token& t = ctx_.T(i);
    std::string_view w = ctx_.Lower(i);
    if (ctx_.Has(i, kWordOccupation)) {
      if (t.Has(kCapitalized)) {
        // "Sheriff Dale Brody", "Captain Ray Delacroix" (a title that is a job).
        if (ctx_.Honorific(i))
          if (const NameRun* r = ctx_.NameAfterTitle(i); r && w != "dr" && w != "doctor" && w != "agent")
            AddAttribute(out, CharacterAt(r->first), "occupation", std::string(w));
        return;
      }
      if (const NameRun* r = ctx_.NameAt(i + 1)) {  // "firefighter Lucia Ferro"
        AddAttribute(out, CharacterAt(r->first), "occupation", OccupationAt(i));
        return;
      }
      // Apposition: "Priya Sandhu, the town's only veterinarian", "Dani Okafor (Actor), the
      // blunt, funny paramedic"; or the other way round: "the ship's medic, Teodor Vance".
      if (ctx_.Is(i + 1, ",") && ctx_.NameAt(i + 2)) {
        AddAttribute(out, CharacterAt(i + 2), "occupation", OccupationAt(i));
        return;
      }
      if (const NameRun* r = AppositionOwner(i, sent)) {
        // The job must end the description: "the firm's junior designer," not "the designer's son".
        bool ends = i + 1 >= sent.end_token || ctx_.Is(i + 1, ",") || ctx_.Is(i + 1, ".") ||
                    ctx_.IsLower(i + 1, "who") || ctx_.IsLower(i + 1, "whose") || ctx_.IsLower(i + 1, "and") ||
                    ctx_.IsLower(i + 1, "played") || ctx_.IsLower(i + 1, "with") || ctx_.IsLower(i + 1, "of") ||
                    ctx_.IsLower(i + 1, "from");
        if (ends) AddAttribute(out, CharacterAt(r->first), "occupation", OccupationAt(i));
      }
      return;
    }
    if (t.kind == TokenKind::kNumber) {
      std::string_view raw = ctx_.Tok(i);
      int n = std::atoi(std::string(raw).c_str());
      if (raw.ends_with("-year-old") && n > 0 && n < 120) {
        // "Bridget's 15-year-old daughter, Hester" / "Juno, a 17-year-old"
        for (size_t k = i + 1; k < sent.end_token && k < i + 6; ++k)
          if (ctx_.Is(k, ",") && ctx_.NameAt(k + 1)) {
            AddAttribute(out, CharacterAt(k + 1), "age", std::to_string(n));
            return;
          }
        if (i >= 3 && ctx_.IsLower(i - 1, "a") && ctx_.Is(i - 2, ","))
          if (const NameRun* r = ctx_.NameEndingAt(i - 3)) AddAttribute(out, CharacterAt(r->first), "age", std::to_string(n));
        return;
      }
      // "Roz, 42, ...", "Ray Delacroix (Actor), 58,": a character's age in commas.
      if (raw.size() <= 2 && n > 0 && i >= 2 && ctx_.Is(i - 1, ",") && ctx_.Is(i + 1, ",")) {
        size_t end = i - 1;
        if (ctx_.Is(end - 1, ")"))
          while (end > sent.first_token && !ctx_.Is(end, "(")) --end;
        if (const NameRun* r = end > 0 ? ctx_.NameEndingAt(end - 1) : nullptr)
          AddAttribute(out, CharacterAt(r->first), "age", std::to_string(n));
      }
      return;
    }
    // "a transfer student from Tucson", "a transplant from Phoenix" in an apposition.
    if (w == "from" && i + 1 < sent.end_token && ctx_.T(i + 1).Has(kCapitalized) && !ctx_.masked[i + 1])
      if (const NameRun* r = AppositionOwner(i, sent)) {
        const NameRun* place = ctx_.NameAt(i + 1);
        std::string where = place ? place->text : std::string(ctx_.Tok(i + 1));
        AddAttribute(out, CharacterAt(r->first), "hometown", where);
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
          AddAttribute(out, ctx_.MainWork(), "era", std::string(y));
          return;
        }
      }
    }
  }

  // A possessive "'s", or the bare apostrophe of "Sims'", at token `tok`.
  bool PossessiveAt(size_t tok) const {
    if (tok >= ctx_.size()) return false;
    if (ctx_.T(tok).Has(kPossessive)) return true;
    std::string_view w = ctx_.Tok(tok);
    return (w == "'" || w == "\u2019") && tok > 0 && ctx_.T(tok - 1).end == ctx_.T(tok).start;
  }

  // A two-word relation noun at token k ("best friend", "love interest"); the key is
  // built only when the first word can start one.
  const Lexicon::Relation* TwoWordRelation(size_t k) const {
    std::string_view first = ctx_.Lower(k);
    if (!ctx_.lex.relation_first_words.count(first)) return nullptr;
    std::string key(first);
    key += ' ';
    key += ctx_.Lower(k + 1);
    auto it = ctx_.lex.relations.find(key);
    return it == ctx_.lex.relations.end() ? nullptr : &it->second;
  }

  // "X and Y" (each possibly followed by "(Actor)") starting at `tok`.
  bool PairAt(size_t tok, std::string* a, std::string* b, size_t* end) const {
    const NameRun* r1 = RunAt(tok);
    if (!r1) return false;
    size_t k = After(r1);
    if (!(ctx_.IsLower(k, "and") || ctx_.Is(k, "&"))) return false;
    const NameRun* r2 = RunAt(k + 1);
    if (!r2 && ctx_.T(k + 1).kind == TokenKind::kWord && !ctx_.T(k + 1).Has(kCapitalized)) {
      // "Ivy and her longtime boyfriend Theo", "X and county prosecutor Marisol Vega": a
      // description stands before the second name.
      for (size_t m = k + 2; m < ctx_.size() && m < k + 6 && !r2; ++m) {
        if (ctx_.T(m).Has(kCapitalized)) r2 = RunAt(m);
        else if (ctx_.T(m).kind != TokenKind::kWord) break;
      }
    }
    if (!r2) return false;
    *a = CharacterAt(r1->first);
    *b = CharacterAt(r2->first);
    *end = After(r2);
    return !a->empty() && !b->empty();
  }

  void Visit(size_t i, const Sentence& sent, std::vector<Fact>* out) {
    const auto& lex = ctx_.lex;
    std::string_view w = ctx_.Lower(i);
    // Tokens that start no pattern are passed over at once.
    bool ages = ctx_.T(i).kind == TokenKind::kNumber;
    if (!ctx_.Has(i, kWordStoryCue) && !ctx_.T(i).Has(kPossessive) && !RunAt(i) && !ages) return;
    Attributes(i, sent, out);

    // Possessor + relation noun + name: "her best friend Tess", "Juno's new boo Mateo".
    if (IsPossessivePronoun(w) || ctx_.T(i).Has(kPossessive)) {
      size_t k = i + 1;
      std::string status_override;
      while (k < sent.end_token && k < i + 4 && ctx_.T(k).kind == TokenKind::kWord && !ctx_.T(k).Has(kCapitalized) &&
             !lex.relations.count(ctx_.Lower(k)) &&
             !(k + 1 < sent.end_token && TwoWordRelation(k))) {
        std::string_view adj = ctx_.Lower(k);
        if (adj == "former" || adj == "estranged" || adj == "late") status_override = "ended";
        ++k;
      }
      const Lexicon::Relation* rel = nullptr;
      size_t after = k;
      if (k + 1 < sent.end_token) {
        if (const Lexicon::Relation* two = TwoWordRelation(k)) {
          rel = two;
          after = k + 2;
        }
      }
      if (!rel) {
        auto it = lex.relations.find(ctx_.Lower(k));
        if (it != lex.relations.end()) {
          rel = &it->second;
          after = k + 1;
        }
      }
      if (rel) {
        if (ctx_.Is(after, ",")) ++after;
        std::string other = CharacterAt(after);
        const NameRun* owner_run = IsPossessivePronoun(w) || i == 0 ? nullptr : ctx_.NameEndingAt(i - 1);
        if (other.empty()) {
          // Apposition: "Ruth Castellan, Nora's mother", "Amelia Stroud, the town's doctor
          // and Eli's wife": the name before the comma that opens the description.
          size_t start = owner_run ? owner_run->first : i;
          for (size_t c = start; c > sent.first_token + 1 && c + 10 > start; --c) {
            // A verb between the comma and the possessor makes it a new clause
            // ("..., leaving a note for his mother"), not an apposition.
            std::string_view between = ctx_.Lower(c - 1);
            if (between.ends_with("ing") || between.ends_with("ed") || between == "for" || between == "to" ||
                between == "with")
              break;
            if (!ctx_.Is(c - 1, ",")) continue;
            if (const NameRun* r = ctx_.NameEndingAt(c - 2)) {
              other = CharacterAt(r->first);
            } else if (ctx_.Is(c - 2, ")")) {  // "Nora (Imogen Reyes), her ..."
              for (size_t m = c - 2; m > sent.first_token && m + 8 > c; --m)
                if (ctx_.Is(m, "(")) {
                  if (const NameRun* r2 = ctx_.NameEndingAt(m - 1)) other = CharacterAt(r2->first);
                  break;
                }
            }
            break;
          }
        }
        std::string owner;
        if (IsPossessivePronoun(w)) owner = ResolvePronoun(i, other);
        else if (owner_run) owner = CharacterAt(owner_run->first);
        // "romantic future with X" style phrases are handled below; here a name must follow.
        if (!other.empty() && !owner.empty() && Asserted(i)) {
          std::string status = status_override.empty() ? rel->status : status_override;
          AddRelationship(out, owner, other, rel->type, status, 0.8);
        }
      }
      // "his romantic future with Sam"
      if (IsPossessivePronoun(w) && ctx_.IsLower(i + 1, "romantic") && ctx_.IsLower(i + 3, "with")) {
        std::string other = CharacterAt(i + 4);
        std::string owner = ResolvePronoun(i, other);
        if (!other.empty() && Asserted(i)) AddRelationship(out, owner, other, "romance", "", 0.7);
      }
    }

    // "couple - Ben (Al Roe) and Sam (Tim Poe)"
    if (w == "couple" || w == "couples" || w == "duo" || w == "lovebirds") {
      for (size_t k = i + 1; k < sent.end_token && k < i + 4; ++k) {
        std::string a, b;
        size_t end;
        if (PairAt(k, &a, &b, &end)) {
          if (Asserted(i)) AddRelationship(out, a, b, "romance", "current", 0.8);
          break;
        }
      }
    }

    // "X and Y dated / broke up / got engaged / got married / are best friends"
    if (const NameRun* r = RunAt(i); r && (i == sent.first_token || !ctx_.T(i - 1).Has(kPossessive))) {
      std::string a, b;
      size_t end;
      if (PairAt(i, &a, &b, &end)) {
        size_t v = end;
        while (v < sent.end_token && v < end + 3 &&
               (ctx_.IsLower(v, "have") || ctx_.IsLower(v, "had") || ctx_.IsLower(v, "finally") ||
                ctx_.IsLower(v, "will") || ctx_.IsLower(v, "are") || ctx_.IsLower(v, "were") ||
                ctx_.IsLower(v, "both") || ctx_.IsLower(v, "officially") || ctx_.IsLower(v, "secretly")))
          ++v;
        std::string_view verb = ctx_.Lower(v), next = ctx_.Lower(v + 1);
        if (Asserted(v)) {
          if (verb == "dated" || verb == "dating" || verb == "kissed" || verb == "kiss" || (verb == "fell" && next == "in") ||
              (verb == "got" && next == "together") || (verb == "hooked" && next == "up")) {
            bool ended = verb == "dated" && ParagraphText(sent.paragraph).find("before") != std::string_view::npos;
            AddRelationship(out, a, b, "romance", ended ? "ended" : "current", 0.75);
          } else if ((verb == "broke" || verb == "break") && next == "up") {
            AddRelationship(out, a, b, "romance", "ended", 0.8);
            AddEvent(out, "breakup", {a, b}, 0.8);
          } else if (verb == "split" || verb == "divorced" || verb == "separated" || (verb == "called" && next == "it")) {
            AddRelationship(out, a, b, "romance", "ended", 0.8);
            AddEvent(out, "breakup", {a, b}, 0.8);
          } else if (((verb == "got" || verb == "get" || verb == "are") && next == "engaged") || verb == "engaged") {
            AddRelationship(out, a, b, "romance", "current", 0.8);
            AddEvent(out, "engagement", {a, b}, 0.8);
          } else if (((verb == "got" || verb == "get") && next == "married") || verb == "wed" || verb == "marry" ||
                     verb == "married") {
            AddRelationship(out, a, b, "romance", "current", 0.8);
            AddEvent(out, "wedding", {a, b}, 0.8);
          } else if ((verb == "are" || verb == "were" || verb == "became") && (next == "friends" || next == "best")) {
            AddRelationship(out, a, b, "friendship", verb == "were" ? "ended" : "current", 0.75);
          } else if (verb == "\u2019s" || verb == "'s" || ctx_.T(v).Has(kPossessive)) {
            // "Nora and Eli's relationship", "Nora (X) and Eli's (Y) relationship"
            size_t n = v + 1;
            if (ctx_.Is(n, "(")) {
              while (n < sent.end_token && !ctx_.Is(n, ")")) ++n;
              ++n;
            }
            std::string_view noun = ctx_.Lower(n);
            if (noun == "relationship" || noun == "romance" || noun == "marriage")
              AddRelationship(out, a, b, "romance", ParagraphSaysEnded(sent.paragraph) ? "ended" : "", 0.6);
            else if (noun == "friendship")
              AddRelationship(out, a, b, "friendship", "", 0.7);
          }
        }
      }
    }

    // Verbs between two characters: "Eli cheated on Nora with Tess",
    // "Kim set to romance Eli", "Benji getting engaged to Lorraine".
    if ((w == "cheated" || w == "cheats" || w == "cheating") && ctx_.IsLower(i + 1, "on")) {
      std::string cheater = SubjectBefore(i);
      std::string partner = CharacterAt(i + 2);
      std::string third;
      if (const NameRun* r = RunAt(i + 2)) {
        size_t k = After(r);
        if (ctx_.IsLower(k, "with")) {
          size_t m = k + 1;
          while (m < sent.end_token && m < k + 5 && !RunAt(m)) ++m;  // "with her best friend Tess"
          third = CharacterAt(m);
        }
      }
      if (!cheater.empty() && !partner.empty() && Asserted(i)) {
        AddEvent(out, "infidelity", third.empty() ? std::vector<std::string>{cheater, partner}
                                                  : std::vector<std::string>{cheater, partner, third},
                 0.85, EventSeason(i));
        // Cheating on someone presupposes a romance; whether it survived, the paragraph says.
        AddRelationship(out, cheater, partner, "romance",
                        ParagraphSaysEnded(sent.paragraph) ? "ended" : "current", 0.7);
      }
    }
    if ((w == "romance" && (ctx_.IsLower(i - 1, "to") || ctx_.IsLower(i - 1, "will"))) ||
        (w == "falls" && ctx_.IsLower(i + 1, "for"))) {
      size_t obj = w == "falls" ? i + 2 : i + 1;
      std::string other = CharacterAt(obj);
      std::string subject = SubjectBefore(i);
      if (Asserted(i)) AddRelationship(out, subject, other, "romance", "potential", 0.7);
    }
    if (w == "love" && ctx_.IsLower(i + 1, "interest") && ctx_.IsLower(i + 2, "for")) {
      std::string other = CharacterAt(i + 3);
      std::string subject = SubjectBefore(i);
      if (Asserted(i)) AddRelationship(out, subject, other, "romance", "potential", 0.7);
    }
    if ((w == "engaged" || w == "married") && ctx_.IsLower(i + 1, "to")) {
      std::string other = CharacterAt(i + 2);
      std::string subject = SubjectBefore(i);
      if (!other.empty() && !subject.empty() && Asserted(i)) {
        AddRelationship(out, subject, other, "romance", "current", 0.75);
        AddEvent(out, w == "engaged" ? "engagement" : "wedding", {subject, other}, 0.75);
      }
    }
    if ((w == "marries" || w == "proposes" || w == "proposed") && i + 1 < sent.end_token) {
      size_t obj = ctx_.IsLower(i + 1, "to") ? i + 2 : i + 1;
      std::string other = CharacterAt(obj), subject = SubjectBefore(i);
      if (!other.empty() && !subject.empty() && Asserted(i))
        AddEvent(out, w == "marries" ? "wedding" : "engagement", {subject, other}, 0.75);
    }
    if ((w == "dumps" || w == "dumped" || ((w == "breaks" || w == "broke") && ctx_.IsLower(i + 1, "up") &&
                                           ctx_.IsLower(i + 2, "with")))) {
      size_t obj = w.starts_with("dump") ? i + 1 : i + 3;
      std::string other = CharacterAt(obj), subject = SubjectBefore(i);
      if (!other.empty() && !subject.empty() && Asserted(i)) {
        AddRelationship(out, subject, other, "romance", "ended", 0.8);
        AddEvent(out, "breakup", {subject, other}, 0.8);
      }
    }
    // "Nora finally ended things with Caleb Dunmore", "X split from Y"
    if (((w == "ended" || w == "ends" || w == "end") && ctx_.IsLower(i + 1, "things") && ctx_.IsLower(i + 2, "with")) ||
        ((w == "split" || w == "splits") && ctx_.IsLower(i + 1, "from"))) {
      size_t obj = w.starts_with("split") ? i + 2 : i + 3;
      std::string other = CharacterAt(obj), subject = SubjectBefore(i);
      if (!other.empty() && !subject.empty() && Asserted(i)) {
        AddRelationship(out, subject, other, "romance", "ended", 0.8);
        AddEvent(out, "breakup", {subject, other}, 0.8);
      }
    }
    // "X forced his hand to break up after she ... ditched Eli": a breakup with one
    // side named as subject and the other named elsewhere in the sentence.
    if ((w == "break" || w == "breaking") && ctx_.IsLower(i + 1, "up") && !ctx_.IsLower(i + 2, "with")) {
      std::string a, b;
      size_t dummy;
      bool pair_before = false;
      for (size_t k = i > sent.first_token + 30 ? i - 30 : sent.first_token; k < i; ++k)
        if (PairAt(k, &a, &b, &dummy)) pair_before = true;
      if (!pair_before) {
        a = SubjectBefore(i);
        b.clear();
        size_t from = i > sent.first_token + 40 ? i - 40 : sent.first_token;
        for (size_t k = from; k < sent.end_token && k < i + 40 && b.empty(); ++k) {
          const NameRun* r = ctx_.NameAt(k);
          if (!r || (r->end < sent.end_token && ctx_.T(r->end).Has(kPossessive))) continue;  // "Madonna's party"
          std::string c = CharacterAt(k);
          if (!c.empty() && c != a) b = c;
        }
      }
      if (!a.empty() && !b.empty() && Asserted(i)) {
        AddRelationship(out, a, b, "romance", "ended", 0.7);
        AddEvent(out, "breakup", {a, b}, 0.7);
      }
    }

    // Single-character events.
    if (w == "pregnant" || w == "pregnancy") {
      std::string who;
      if (w == "pregnancy" && i > 0 && ctx_.T(i - 1).Has(kPossessive)) {
        if (const NameRun* r = i > 1 ? ctx_.NameEndingAt(i - 2) : nullptr) who = CharacterAt(r->first);
      } else if (w == "pregnancy" && i > 0 && IsPossessivePronoun(ctx_.Lower(i - 1))) {
        who = ResolvePronoun(i - 1);
      } else {
        who = SubjectBefore(i);
      }
      if (Asserted(i)) AddEvent(out, "pregnancy", {who}, 0.8);
    }
    if ((w == "dies" || w == "died" || w == "killed" || w == "murdered" || w == "dead") && Asserted(i)) {
      std::string who = SubjectBefore(i);
      if (w == "killed" && !ctx_.IsLower(i - 1, "is") && !ctx_.IsLower(i - 1, "was") && !ctx_.IsLower(i - 1, "gets"))
        who = CharacterAt(i + 1).empty() ? who : CharacterAt(i + 1);
      AddEvent(out, "death", {who}, 0.7);
    }
    if ((w == "death" || w == "funeral" || w == "murder") && ctx_.IsLower(i + 1, "of") && Asserted(i))
      AddEvent(out, "death", {CharacterAt(i + 2)}, 0.7);
    if ((w == "coming" || w == "comes" || w == "came") && ctx_.IsLower(i + 1, "out") && Asserted(i)) {
      std::string who = SubjectBefore(i);
      AddEvent(out, "coming-out", {who}, 0.75);
      if (ctx_.IsLower(i + 2, "as")) {
        std::string_view what = ctx_.Lower(i + 3);
        if (what == "gay" || what == "bisexual" || what == "lesbian" || what == "queer" || what == "trans" ||
            what == "pansexual" || what == "asexual")
          AddAttribute(out, who, "sexuality", std::string(what));
      }
    }
    // "walking down the aisle with Beau Lanier": a wedding.
    if ((w == "aisle") && ctx_.IsLower(i - 1, "the") && ctx_.IsLower(i - 2, "down") && ctx_.IsLower(i + 1, "with") &&
        Asserted(i)) {
      std::string other = CharacterAt(i + 2), subject = SubjectBefore(i - 3);
      if (!other.empty() && !subject.empty()) {
        AddEvent(out, "wedding", {subject, other}, 0.7);
        AddRelationship(out, subject, other, "romance", "current", 0.7);
      }
    }
    // "the wedding of Sheriff Dale Brody (Actor) and county prosecutor Marisol Vega"
    if (w == "wedding" && ctx_.IsLower(i + 1, "of") && Asserted(i)) {
      std::string a, b;
      size_t end;
      if (PairAt(i + 2, &a, &b, &end)) {
        AddEvent(out, "wedding", {a, b}, 0.75);
        AddRelationship(out, a, b, "romance", "current", 0.75);
      }
    }
    // "finally kissed rookie Owen Pratt", "clashes with Ashdown"
    if ((w == "kissed" || w == "kisses" || w == "clashes" || w == "clashed" || w == "feuds" || w == "feuding") &&
        Asserted(i)) {
      size_t k = i + 1;
      if (w.starts_with("clash") || w.starts_with("feud")) {
        if (!ctx_.IsLower(k, "with")) return;
        ++k;
      }
      while (k < sent.end_token && k < i + 4 && !RunAt(k) && ctx_.T(k).kind == TokenKind::kWord &&
             !ctx_.T(k).Has(kCapitalized))
        ++k;
      std::string other = CharacterAt(k), subject = SubjectBefore(i);
      bool kiss = w.starts_with("kiss");
      if (!other.empty() && !subject.empty())
        AddRelationship(out, subject, other, kiss ? "romance" : "rivalry", kiss ? "" : "current", 0.65);
    }
    if (((w == "gave" || w == "gives" || w == "giving") && ctx_.IsLower(i + 1, "birth")) && Asserted(i))
      AddEvent(out, "birth", {SubjectBefore(i)}, 0.75);
    if ((w == "joins" || w == "joined") && ctx_.IsLower(i + 1, "as") && Asserted(i)) {
      // "Newcomer X joins as Deputy Rhys Calloway": the character arrives.
      const NameRun* r = RunAt(i + 2);
      if (r) AddEvent(out, "arrival", {CharacterAt(r->first)}, 0.6);
    } else if ((w == "joins" || w == "joined" || w == "arrives" || w == "arrived") && Asserted(i)) {
      std::string who = SubjectBefore(i, /*strict=*/true);  // actors joining a cast are people, not characters
      if (!who.empty() && !ctx_.IsLower(i + 2, "cast")) AddEvent(out, "arrival", {who}, 0.6);
    }
    if ((w == "arrival" || w == "introduction") && ctx_.IsLower(i + 1, "of")) {
      size_t k = i + 2;
      while (k < sent.end_token && k < i + 5 && !RunAt(k)) ++k;  // "arrival of young Ivy Lane"
      if (Asserted(i)) AddEvent(out, "arrival", {CharacterAt(k)}, 0.6);
    }
    if ((w == "return" || w == "departure" || w == "exit") && ctx_.IsLower(i + 1, "of") && Asserted(i))
      AddEvent(out, w == "return" ? "return" : "departure", {CharacterAt(i + 2)}, 0.6);
    if ((w == "depart" || w == "departs" || w == "leaves" || w == "leave") && Asserted(i)) {
      std::string who = SubjectBefore(i);
      if (!who.empty() && (w != "leave" || ctx_.IsLower(i - 1, "will"))) AddEvent(out, "departure", {who}, 0.6);
    }

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
      int age = std::atoi(std::string(n).c_str());
      if (age > 0 && age < 120) {
        std::string who;
        std::string_view owner = ctx_.Lower(i - 2);
        if (IsPossessivePronoun(owner)) who = ResolvePronoun(i - 2);
        else if (ctx_.T(i - 2).Has(kPossessive))
          if (const NameRun* r = ctx_.NameEndingAt(i - 3)) who = CharacterAt(r->first);
        AddAttribute(out, who, "age", std::to_string(age));
      }
    }
    if (w == "grew" && ctx_.IsLower(i + 1, "up")) {
      size_t k = i + 2;
      while (k < sent.end_token && k < i + 7 && !ctx_.IsLower(k, "in")) ++k;
      if (ctx_.IsLower(k, "in") && Asserted(i)) {
        size_t p = k + 1;
        std::string place;
        while (p < sent.end_token && ctx_.T(p).Has(kCapitalized) && ctx_.T(p).kind == TokenKind::kWord &&
               !ctx_.T(p).Has(kPossessive)) {
          place += (place.empty() ? "" : " ") + std::string(ctx_.Tok(p));
          ++p;
        }
        if (!place.empty()) AddAttribute(out, SubjectBefore(i), "hometown", place);
      }
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
            Fact f;
            f.kind = FactKind::kAppearsIn;
            f.character = who;
            f.work = work.name;
            f.evidence.push_back(Evidence());
            f.confidence = 0.7;
            out->push_back(std::move(f));
          }
        }
      }
    }
  }

  const DocContext& ctx_;
  std::vector<std::string> people_, characters_;
  uint32_t sentence_ = 0;
  bool question_ = false;
  bool spoiler_marked_ = false;
};

}  // namespace

void ExtractStory(const DocContext& ctx, const std::vector<Fact>& cast, const std::vector<Fact>& crew,
                  std::vector<Fact>* out) {
  Story story(ctx, cast, crew);
  story.Run(out);
}

}  // namespace showgraph::extract
