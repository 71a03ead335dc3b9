// A fan wiki's character sheet: under the part's heading line ("HEINRICH FRIESEN (X)"),
// labelled fields that are sentences without a subject ("Status: Alive. Age: 57. Job:
// Cheesemaker, third generation.", "Family: Married to Neta. Father of Justina and
// Isaak."). The subject of each is the part the heading names.
#include <cstdlib>

#include "extract/story_internal.h"

namespace showgraph::extract {

namespace {

enum class Field { kNone, kAge, kJob, kFrom, kStatus, kTies };

// The field a label names: "Age", "Age at death", "Job", "From", "Status", "Family",
// "Relationships".
Field FieldOf(Word label, bool at_death) {
  if (label == "age") return Field::kAge;
  if (at_death) return Field::kNone;
  if (label == "job" || label == "occupation" || label == "profession") return Field::kJob;
  if (label == "from" || label == "hometown") return Field::kFrom;
  if (label == "status") return Field::kStatus;
  if (label == "family" || label == "relationships" || label == "relationship") return Field::kTies;
  return Field::kNone;
}

}  // namespace

bool Story::SheetLine(uint32_t s, std::vector<Fact>* out) {
  const Sentence& sent = ctx_.at.sentences[s];
  const size_t k = sent.first_token;
  if (sent.end_token < k + 2 || !ctx_.T(k).Has(kCapitalized)) return false;
  // The label, or a sentence that goes on with the ties of a "Family:" line before it in
  // its paragraph ("Family: Married to Neta. Father of Justina and Isaak.").
  Field field = Field::kNone;
  size_t v = k;
  const bool at_death = ctx_.IsLower(k, "age") && ctx_.IsLower(k + 1, "at") && ctx_.IsLower(k + 2, "death");
  const size_t colon = at_death ? k + 3 : k + 1;
  if (ctx_.Is(colon, ":") && colon + 1 < sent.end_token) {
    field = FieldOf(ctx_.Lower(k), at_death);
    v = colon + 1;
  } else if (!ctx_.OpensParagraph(s)) {
    uint32_t first = s;
    while (first > 0 && ctx_.at.sentences[first - 1].paragraph == sent.paragraph) --first;
    const Sentence& opener = ctx_.at.sentences[first];
    if (ctx_.Is(opener.first_token + 1, ":") && FieldOf(ctx_.Lower(opener.first_token), false) == Field::kTies)
      field = Field::kTies;
  }
  if (field == Field::kNone) return false;
  const std::string who = SectionTopic();
  if (who.empty()) return false;
  const auto closes = [&](size_t e) { return e >= sent.end_token || ctx_.T(e).kind == TokenKind::kPunct; };
  switch (field) {
    case Field::kAge: {
      if (ctx_.T(v).kind != TokenKind::kNumber || !closes(v + 1)) return false;
      const int n = std::atoi(std::string(ctx_.Tok(v)).c_str());
      if (n > 0 && n < 120) AddAttribute(out, who, "age", std::to_string(n));
      return true;
    }
    case Field::kFrom: {
      const NameRun* r = RunAt(v);
      if (!r || !closes(r->end)) return false;
      AddAttribute(out, who, "hometown", r->text);
      return true;
    }
    case Field::kJob:
      return SheetJob(v, who, out);
    case Field::kStatus:
      return SheetStatus(v, who, out);
    case Field::kTies:
      return SheetTie(v, who, out);
    case Field::kNone:
      break;
  }
  return false;
}

// "Job: Cheesemaker, third generation.": read up to the first comma or preposition
// ("Minister of the village church", "Factory manager since the Season 2 finale"); a verb
// phrase ("Job: Runs the factory shop") is no job.
bool Story::SheetJob(size_t v, const std::string& who, std::vector<Fact>* out) {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  if (ctx_.IsLower(v, "a") || ctx_.IsLower(v, "an")) ++v;
  size_t e = v;
  std::string value;
  for (; e < sent.end_token && e < v + 4 && ctx_.T(e).kind == TokenKind::kWord; ++e) {
    const Word x = ctx_.Lower(e);
    if (x == "of" || x == "since" || x == "in" || x == "at" || x == "for" || x == "on" || x == "with" ||
        x == "from" || x == "to" || x == "until" || x == "and" || x == "who" || IsDeterminer(x))
      break;
    if (!value.empty()) value += ' ';
    value += x;
  }
  const bool closed = e >= sent.end_token || ctx_.T(e).kind == TokenKind::kPunct;
  if (value.empty() || (!closed && (e == v + 4 || IsDeterminer(ctx_.Lower(e))))) return false;
  AddAttribute(out, who, "occupation", value);
  return true;
}

// "Status: Dead (Season 1 finale)." is a death, in the season the brackets name; "Status:
// Alive." and "Status: Missing, presumed dead." are none.
bool Story::SheetStatus(size_t v, const std::string& who, std::vector<Fact>* out) {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  const Word w = ctx_.Lower(v);
  if (w != "dead" && w != "deceased" && w != "killed") return w == "alive";
  std::optional<int> season;
  if (ctx_.Is(v + 1, "("))
    for (size_t k = v + 2; k + 1 < sent.end_token && !ctx_.Is(k, ")"); ++k)
      if (ctx_.IsLower(k, "season") && ctx_.T(k + 1).kind == TokenKind::kNumber)
        season = std::atoi(std::string(ctx_.Tok(k + 1)).c_str());
  cue_ = v;
  if (season) AddEvent(out, "death", {who}, 0.6, season);
  else AddEvent(out, "death", {who}, 0.6);
  return true;
}

// The ties of a "Family:" or "Relationships:" line: "Married to Neta", "Engaged to the
// minister, Franz Giesbrecht", "Divorced from Abram Klassen in Season 2", "Father of
// Justina and Isaak", "Older sister of Martha Penner", "Heinrich's wife", "Justina's
// ex-husband".
bool Story::SheetTie(size_t v, const std::string& who, std::vector<Fact>* out) {
  const Sentence& sent = ctx_.at.sentences[sentence_];
  const auto& relations = ctx_.lex.relations;
  cue_ = v;
  const Word w = ctx_.Lower(v);
  const bool married = w == "married" && ctx_.IsLower(v + 1, "to");
  const bool engaged = w == "engaged" && ctx_.IsLower(v + 1, "to");
  const bool divorced = (w == "divorced" || w == "separated") && ctx_.IsLower(v + 1, "from");
  if (married || engaged || divorced) {
    std::string other = CharacterAt(v + 2);
    if (other.empty() && !RunAt(v + 2)) other = CharacterAfterDescription(v + 2, 6);
    if (other.empty() || other == who) return false;
    AddRelationship(out, who, other, "romance", divorced ? "ended" : "current", 0.7);
    if (engaged) AddEvent(out, "engagement", {who, other}, 0.7);
    if (divorced) AddEvent(out, "breakup", {who, other}, 0.7);
    return true;
  }
  // "Heinrich's wife": the possessor's relation to the one the sheet is about.
  if (const NameRun* r = RunAt(v); r && PossessiveAt(r->end)) {
    std::string other;
    const Lexicon::Relation* rel = PossessorsRelation(v, &other);
    const size_t e = r->end + 2;  // the tie ends the sentence: "Heinrich's wife."
    if (!rel || other == who || (e < sent.end_token && ctx_.T(e).kind != TokenKind::kPunct)) return false;
    AddRelationship(out, who, other, rel->type, rel->status, 0.7);
    return true;
  }
  // "Father of Justina and Isaak", "Older sister of Martha Penner".
  for (size_t k = v; k < sent.end_token && k < v + 3; ++k) {
    const auto it = relations.find(ctx_.Lower(k));
    if (it == relations.end() || !ctx_.IsLower(k + 1, "of")) continue;
    bool any = false;
    for (size_t m = k + 2; m < sent.end_token;) {
      const NameRun* r = RunAt(m);
      const std::string other = r ? CharacterAt(m) : std::string();
      if (other.empty() || other == who) break;
      AddRelationship(out, who, other, it->second.type, it->second.status, 0.7);
      any = true;
      m = After(r);
      if (!ctx_.IsLower(m, "and") && !ctx_.Is(m, ",")) break;
      ++m;
    }
    return any;
  }
  return false;
}

// A press kit's entry, a paragraph that opens on its part ("IVALEEN NEWBALL (X). 39. A
// special agent with the DEA, raised in ..."): its bare number is the part's age, and a
// description that opens with "a" names its job.
bool Story::EntryLine(uint32_t s, std::vector<Fact>* out) {
  const Sentence& sent = ctx_.at.sentences[s];
  if (s == 0 || ctx_.OpensParagraph(s)) return false;
  const std::string* part = ParagraphPart(sent.paragraph);
  if (!part) return false;
  // (Right after the heading sentence, or after the age.)
  const bool after_heading = ctx_.OpensParagraph(s - 1);
  const bool after_age = s >= 2 && ctx_.OpensParagraph(s - 2) &&
                         ctx_.at.sentences[s - 1].end_token == ctx_.at.sentences[s - 1].first_token + 2 &&
                         ctx_.T(ctx_.at.sentences[s - 1].first_token).kind == TokenKind::kNumber;
  if (!after_heading && !after_age) return false;
  const size_t k = sent.first_token;
  if (after_heading && sent.end_token == k + 2 && ctx_.T(k).kind == TokenKind::kNumber && ctx_.Is(k + 1, ".")) {
    const int n = std::atoi(std::string(ctx_.Tok(k)).c_str());
    if (n <= 0 || n >= 110) return false;
    cue_ = k;
    AddAttribute(out, *part, "age", std::to_string(n));
    return true;
  }
  // ("WELVIN HUDGSON (X). 41. Ivaleen's ex-husband, now a colonel ...": the part's tie to
  // the possessor.)
  if (const NameRun* r = RunAt(k); r && PossessiveAt(r->end)) {
    std::string other;
    if (const Lexicon::Relation* rel = PossessorsRelation(k, &other); rel && other != *part) {
      cue_ = r->end + 1;
      AddRelationship(out, *part, other, rel->type, rel->status, 0.65);
    }
    return false;
  }
  if (!ctx_.IsLower(k, "a") && !ctx_.IsLower(k, "an")) return false;
  for (size_t m = k + 1; m < sent.end_token && m < k + 5 && ctx_.T(m).kind == TokenKind::kWord; ++m)
    if (ctx_.Has(m, kWordOccupation) && !ctx_.Has(m + 1, kWordOccupation)) {
      cue_ = m;
      AddAttribute(out, *part, "occupation", OccupationAt(m));
      return false;  // (the rest of the sentence may tell more)
    }
  return false;
}

const Lexicon::Relation* Story::PossessorsRelation(size_t k, std::string* possessor) const {
  const NameRun* r = RunAt(k);
  if (!r || !PossessiveAt(r->end)) return nullptr;
  const auto it = ctx_.lex.relations.find(ctx_.Lower(r->end + 1));
  if (it == ctx_.lex.relations.end()) return nullptr;
  *possessor = CharacterAt(k);
  return possessor->empty() ? nullptr : &it->second;
}

}  // namespace showgraph::extract
