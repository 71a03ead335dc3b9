// The shallow parser: chunks (noun and verb groups), then clauses, each one
// left-to-right pass over the tags of src/syntax/tagger.cc.
#include "syntax/shallow.h"

#include "syntax/tagger.h"

namespace showgraph::syntax {
namespace {

bool IsModalWord(std::string_view w) {
  return w == "might" || w == "could" || w == "would" || w == "may" || w == "should" || w == "can" ||
         w == "must" || w == "'d" || w == "\u2019d";
}

void Chunk_(std::span<const Word> words, Parse* p) {
  const auto& tags = p->tags;
  size_t n = words.size();
  p->chunk_of.assign(n, -1);
  p->chunks.reserve(n);  // (every chunk has a word: the vector is never regrown)
  size_t i = 0;
  while (i < n) {
    Tag t = tags[i];
    bool verb_start = IsVerbTag(t) || IsAuxTag(t) ||
                      (t == Tag::kNeg && i + 1 < n && (IsVerbTag(tags[i + 1]) || IsAuxTag(tags[i + 1])));
    if (verb_start) {
      Chunk c;
      c.kind = ChunkKind::kVerb;
      c.first = static_cast<uint32_t>(i);
      size_t j = i, last_verb = i;
      bool have_verb = false;
      while (j < n) {
        Tag u = tags[j];
        std::string_view w = words[j].lower;
        bool take = IsVerbTag(u) || IsAuxTag(u) || u == Tag::kNeg ||
                    (u == Tag::kAdv && j + 1 < n && (IsVerbTag(tags[j + 1]) || IsAuxTag(tags[j + 1]) ||
                                                     tags[j + 1] == Tag::kNeg)) ||
                    (u == Tag::kTo && j > i && j + 1 < n &&
                     (IsVerbTag(tags[j + 1]) || tags[j + 1] == Tag::kBe || tags[j + 1] == Tag::kHave ||
                      (tags[j + 1] == Tag::kNoun && Find(words[j + 1].lower))));
        // A verb right after a finished verb starts an object clause only after "to";
        // "set to romance", "going to be coming", "happens to be" are one group.
        if (take && have_verb && IsVerbTag(u) && j > 0 && IsVerbTag(tags[j - 1]) && tags[j - 1] != Tag::kVerbGerund &&
            words[j - 1].lower != "going")
          break;
        if (!take) break;
        // "pretends not to notice": the negation belongs to the infinitive, not this group.
        if (u == Tag::kNeg && have_verb && IsVerbTag(tags[last_verb]) && j + 1 < n && tags[j + 1] == Tag::kTo) break;
        if (u == Tag::kTo && j + 1 < n && tags[j + 1] == Tag::kNoun) p->tags[j + 1] = Tag::kVerb;  // "to romance"
        if (u == Tag::kNeg || w == "never") c.negated = true;
        if (u == Tag::kModal) {
          if (IsModalWord(w)) c.modal = true;
          else c.future = true;
        }
        if (w == "going" || w == "set" || w == "about") {
          if (j + 1 < n && tags[j + 1] == Tag::kTo) c.future = true;
        }
        if (IsVerbTag(u) || IsAuxTag(u)) {
          last_verb = j;
          have_verb = true;
        }
        ++j;
      }
      if (j == i) j = i + 1;
      c.end = static_cast<uint32_t>(j);
      c.head = static_cast<uint32_t>(last_verb);
      std::string_view h = words[last_verb].lower;
      Tag ht = tags[last_verb];
      c.copula = ht == Tag::kBe || h.starts_with("becom") || h == "became" || h.starts_with("seem") ||
                 h.starts_with("remain");
      for (size_t k = c.first; k < c.head; ++k)
        if (tags[k] == Tag::kBe && (ht == Tag::kVerbPart || ht == Tag::kVerbPast)) c.passive = true;
      for (size_t k = c.first; k < c.end; ++k) p->chunk_of[k] = static_cast<int32_t>(p->chunks.size());
      p->chunks.push_back(c);
      i = j;
      continue;
    }
    bool noun_start = t == Tag::kDet || t == Tag::kPossessive || t == Tag::kNum || t == Tag::kAdj ||
                      t == Tag::kNoun || t == Tag::kProper || t == Tag::kPronoun;
    if (noun_start) {
      Chunk c;
      c.kind = ChunkKind::kNoun;
      c.first = static_cast<uint32_t>(i);
      size_t j = i, head = i;
      bool has_head = false;
      while (j < n) {
        Tag u = tags[j];
        bool take;
        if (has_head && tags[head] == Tag::kPronoun) take = false;  // "him", "she": alone
        else if (u == Tag::kPossessive && j > i && words[j].possessive) take = true;  // "Nora's"
        else if (u == Tag::kDet || u == Tag::kPossessive) take = j == i || (j > i && tags[j - 1] == Tag::kPossessive);
        else take = u == Tag::kNum || u == Tag::kAdj || u == Tag::kNoun || u == Tag::kProper || u == Tag::kPronoun ||
                    (u == Tag::kAdv && j + 1 < n && tags[j + 1] == Tag::kAdj && j > i) ||
                    (words[j].name && j > i);
        if (!take) break;
        if (IsNominalTag(u)) {
          head = j;
          has_head = true;
        }
        ++j;
      }
      if (j == i) j = i + 1;
      c.end = static_cast<uint32_t>(j);
      c.head = static_cast<uint32_t>(has_head ? head : j - 1);
      for (size_t k = c.first; k < c.end; ++k) p->chunk_of[k] = static_cast<int32_t>(p->chunks.size());
      p->chunks.push_back(c);
      i = j;
      continue;
    }
    ++i;
  }
}

bool IsHedgeWord(std::string_view w) {
  static constexpr std::string_view kHedges[] = {"maybe",    "perhaps",   "possibly",  "probably", "supposedly",
                                                 "apparently", "seemingly", "allegedly", "reportedly", "presumed",
                                                 "rumored",  "rumoured",  "presumably"};
  for (std::string_view h : kHedges)
    if (w == h) return true;
  return false;
}

// The noun group a relative pronoun at word i describes: the nearest one before it, or
// past an apposition ("Tomas, a picker, who ...") the named one before that.
int Antecedent(const Parse& p, std::span<const Word> words, size_t i) {
  int best = -1;
  for (size_t k = i; k > 0; --k) {
    int c = p.chunk_of[k - 1];
    if (c >= 0 && p.chunks[c].kind == ChunkKind::kNoun) {
      best = c;
      break;
    }
    if (words[k - 1].lower != "," && words[k - 1].lower != ")" && words[k - 1].lower != "(" && c < 0 &&
        p.tags[k - 1] != Tag::kPunct)
      break;
    if (c >= 0) break;
  }
  if (best < 0) return -1;
  // "Vega, played by X, who ...": the noun the participle phrase describes.
  if (const Chunk& b0 = p.chunks[best]; b0.first > 0 && words[b0.first - 1].lower == "by") {
    int c = p.clause_of[b0.first];
    if (p.clauses[c].kind == ClauseKind::kRelative && p.clauses[c].antecedent >= 0) return p.clauses[c].antecedent;
  }
  // "Name (Actor)": the name before the brackets.
  const Chunk& b = p.chunks[best];
  if (b.first > 0 && words[b.first - 1].lower == "(" && b.first >= 2) {
    int before = p.chunk_of[b.first - 2];
    if (before >= 0 && p.chunks[before].kind == ChunkKind::kNoun) best = before;
  }
  const Chunk& c = p.chunks[best];
  if (p.tags[c.head] != Tag::kProper && c.first >= 2 && words[c.first - 1].lower == ",") {
    size_t k = c.first - 2;
    if (words[k].lower == ")") {
      while (k > 0 && words[k].lower != "(") --k;
      if (k > 0) --k;
    }
    int before = p.chunk_of[k];
    if (before >= 0 && p.chunks[before].kind == ChunkKind::kNoun && p.tags[p.chunks[before].head] == Tag::kProper)
      best = before;
  }
  return best;
}

// The subject of a clause whose first verb group is chunk `v`: the last noun group of the
// clause before it that no preposition governs, past appositions and bracketed actors.
int SubjectBefore(const Parse& p, std::span<const Word> words, int clause, int v) {
  int found = -1;
  // (A subject is never far: a bounded look keeps a hostile run-on sentence linear.)
  for (int c = v - 1; c >= 0 && c + 64 > v; --c) {
    const Chunk& ch = p.chunks[c];
    if (p.clause_of[ch.first] != clause) {
      if (found >= 0) break;
      continue;
    }
    if (ch.kind != ChunkKind::kNoun) {
      if (found >= 0) break;
      return -1;  // another verb group first
    }
    bool governed = ch.first > 0 && p.tags[ch.first - 1] == Tag::kPrep;
    bool bracketed = ch.first > 0 && (words[ch.first - 1].lower == "(" || words[ch.first - 1].lower == "[");
    if (governed || bracketed) continue;
    if (found < 0) {
      found = c;
      continue;
    }
    // An apposition "Name, a description," or "description, Name": the name is the subject.
    if (p.tags[p.chunks[found].head] != Tag::kProper && p.tags[ch.head] == Tag::kProper) found = c;
    break;
  }
  return found;
}

}  // namespace

Parse ParseSentence(std::span<const Word> words) {
  Parse p;
  size_t n = words.size();
  p.tags = TagWords(words);
  Chunk_(words, &p);
  p.clause_of.assign(n, 0);
  // (A word opens one clause at most, past the main one: the vector is never regrown, where
  // growing it a clause at a time cost a sentence some allocations and copies.)
  p.clauses.reserve(n + 1);
  p.clauses.push_back(Clause{});
  std::vector<int> stack{0};
  // (With `apposition`, a noun group may be followed by one set off by commas: "and his
  // sister, Yosina (X), learned ...", "and Yosina, 24, learned ...".)
  auto next_chunk_kind = [&](size_t i, bool apposition = false) -> int {  // 0 none, 1 noun then verb, 2 verb
    if (i >= n) return 0;
    int c = p.chunk_of[i];
    if (c < 0) return p.tags[i] == Tag::kSubord || p.tags[i] == Tag::kRel ? 3 : 0;
    if (p.chunks[c].kind == ChunkKind::kVerb) return 2;
    size_t after = p.chunks[c].end;
    if (after < n && words[after].lower == "(") {  // "Name (Actor) left"
      while (after < n && words[after].lower != ")") ++after;
      ++after;
    }
    if (after + 1 < n && words[after].lower == "of" && p.chunk_of[after + 1] >= 0 &&
        p.chunks[p.chunk_of[after + 1]].kind == ChunkKind::kNoun)
      after = p.chunks[p.chunk_of[after + 1]].end;  // "the two of them slept"
    if (apposition && after + 2 < n && words[after].lower == ",") {
      size_t j = after + 1;
      while (j < n && j < after + 10 && words[j].lower != "," && words[j].lower != "and" &&
             (p.chunk_of[j] < 0 || p.chunks[p.chunk_of[j]].kind == ChunkKind::kNoun) && p.tags[j] != Tag::kRel &&
             p.tags[j] != Tag::kSubord)
        ++j;
      if (j > after + 1 && j < n && words[j].lower == ",") after = j + 1;
    }
    while (after < n && p.tags[after] == Tag::kAdv) ++after;  // "his exit still stings"
    return after < n && p.chunk_of[after] >= 0 && p.chunks[p.chunk_of[after]].kind == ChunkKind::kVerb ? 1 : 0;
  };
  auto open = [&](ClauseKind kind, size_t i, int parent) {
    Clause c;
    c.kind = kind;
    c.parent = parent;
    c.first = c.marker = static_cast<uint32_t>(i);
    p.clauses.push_back(c);
    stack.push_back(static_cast<int>(p.clauses.size()) - 1);
  };
  for (size_t i = 0; i < n; ++i) {
    Tag t = p.tags[i];
    std::string_view w = words[i].lower;
    int top = stack.back();
    if (t == Tag::kSubord && w != "than") {
      ClauseKind kind = ClauseKind::kAdverbial;
      if (w == "if" || w == "unless") kind = ClauseKind::kConditional;
      if (w == "whether") kind = ClauseKind::kWhether;
      if (w == "if" && p.clauses[top].verb >= 0) {
        std::string_view head = words[p.chunks[p.clauses[top].verb].head].lower;
        if (head.starts_with("wonder") || head.starts_with("ask") || head == "see" || head.starts_with("decid"))
          kind = ClauseKind::kWhether;
      }
      if (w == "that") kind = ClauseKind::kComplement;
      open(kind, i, top);
      if (kind == ClauseKind::kComplement && p.clauses[top].verb >= 0) {
        const Chunk& v = p.chunks[p.clauses[top].verb];
        for (size_t k = v.first; k < v.end; ++k)
          if (const Entry* e = Find(words[k].lower); e && e->hedge) p.clauses.back().hedged = true;
        // "fans are convinced that", "she hopes that": the word after the verb group too.
        if (v.end < i)
          if (const Entry* e = Find(words[v.end].lower); e && e->hedge) p.clauses.back().hedged = true;
        // ("Fans have also decided that Potri is secretly Macmod's daughter": what the
        // audience holds, whatever the verb, is no fact of the story.)
        for (size_t k = p.clauses[top].first; k < v.first; ++k) {
          const std::string_view s = words[k].lower;
          if (s == "fans" || s == "viewers" || s == "readers" || s == "shippers" || s == "internet" ||
              s == "audiences")
            p.clauses.back().hedged = true;
        }
      }
      // "fans have spent months theorizing that ...": a hedging verb right before "that".
      if (kind == ClauseKind::kComplement && i > 0)
        if (const Entry* e = Find(words[i - 1].lower); e && e->hedge) p.clauses.back().hedged = true;
    } else if (t == Tag::kRel) {
      open(ClauseKind::kRelative, i, top);
      p.clauses.back().antecedent = Antecedent(p, words, i);
    } else if ((t == Tag::kVerbPast || t == Tag::kVerbPart) && i >= 2 && words[i - 1].lower == "," &&
               i + 1 < n && words[i + 1].lower == "by" && p.chunk_of[i - 2] >= 0 &&
               p.chunks[p.chunk_of[i - 2]].kind == ChunkKind::kNoun) {
      // "Margo, played by X, learned ...": a participle phrase describing the noun before it.
      open(ClauseKind::kRelative, i, top);
      p.clauses.back().antecedent = p.chunk_of[i - 2];
    } else if (t == Tag::kCoord && p.clauses[top].verb >= 0) {
      int next = next_chunk_kind(i + 1, /*apposition=*/true);
      if (next == 1 || next == 2) {
        Clause prev = p.clauses[top];
        stack.pop_back();
        Clause c;
        c.kind = prev.kind;
        c.parent = prev.parent;
        c.first = c.marker = static_cast<uint32_t>(i);
        c.coordinated = top;
        c.antecedent = prev.antecedent;
        c.hedged = prev.hedged;
        p.clauses.push_back(c);
        stack.push_back(static_cast<int>(p.clauses.size()) - 1);
      }
    } else if (w == ";" || w == ":" || w == "\u2014" || w == "\u2013") {
      stack.assign(1, 0);
      if (p.clauses[0].verb >= 0 || i > 0) {
        Clause c;
        c.first = c.marker = static_cast<uint32_t>(i + 1);
        p.clauses.push_back(c);
        stack.assign(1, static_cast<int>(p.clauses.size()) - 1);
      }
    } else if (w == "," && stack.size() == 1 && p.clauses[top].subject < 0 && p.clauses[top].verb >= 0 &&
               p.chunks[p.clauses[top].verb].first <= 1 &&
               (p.tags[p.chunks[p.clauses[top].verb].first] == Tag::kVerbPart ||
                p.tags[p.chunks[p.clauses[top].verb].first] == Tag::kVerbPast ||
                p.tags[p.chunks[p.clauses[top].verb].first] == Tag::kVerbGerund) &&
               next_chunk_kind(i + 1) == 1) {
      // "Passed over, he packed a bag": a participle phrase opening the sentence; the
      // clause's verb is the one after its subject.
      p.clauses[top].verb = -1;
    } else if (w == "," && stack.size() > 1 && p.clauses[top].verb >= 0) {
      int next = next_chunk_kind(i + 1);
      if (next == 1 || next == 2 || (next == 3 && p.clauses[top].kind != ClauseKind::kRelative)) stack.pop_back();
    }
    top = stack.back();
    p.clause_of[i] = top;
    int c = p.chunk_of[i];
    if (c >= 0 && p.chunks[c].first == i && p.chunks[c].kind == ChunkKind::kVerb && p.clauses[top].verb < 0) {
      p.clauses[top].verb = c;
      p.clauses[top].subject = SubjectBefore(p, words, top, c);
    }
    // ("is back in Madikeri, supposedly to look into the deeds": a hedge on the purpose set
    // off after the clause, not on the clause.)
    const bool hedges_purpose = i > 0 && words[i - 1].lower == "," && i + 1 < n && words[i + 1].lower == "to";
    if (IsHedgeWord(w) && !hedges_purpose) p.clauses[top].hedged = true;
  }
  // A question: the sentence ends with "?" (before any closing marks or brackets).
  size_t last = n;
  while (last > 0 && (words[last - 1].lower == "\"" || words[last - 1].lower == ")" ||
                      words[last - 1].lower == "\u201D" || words[last - 1].lower == "'"))
    --last;
  if (last > 0 && words[last - 1].lower == "?") {
    // Every clause of the last main clause's tree asks, except presupposed adverbials.
    int asked = p.clause_of[last - 1];
    while (p.clauses[asked].parent >= 0) asked = p.clauses[asked].parent;
    for (size_t k = 0; k < p.clauses.size(); ++k) {
      int root = static_cast<int>(k);
      bool adverbial = false;
      while (p.clauses[root].parent >= 0) {
        adverbial = adverbial || p.clauses[root].kind == ClauseKind::kAdverbial;
        root = p.clauses[root].parent;
      }
      adverbial = adverbial || p.clauses[k].kind == ClauseKind::kAdverbial;
      if ((root == asked || p.clauses[root].first >= p.clauses[asked].first) && !adverbial)
        p.clauses[k].question = true;
    }
  }
  return p;
}

bool Parse::Asserted(int clause) const {
  if (clause < 0 || clause >= static_cast<int>(clauses.size())) return false;
  const Chunk* v = VerbOf(clause);
  if (v && (v->negated || v->modal)) return false;
  // A negated subject: "nobody", "no one".
  if (int s = SubjectChunk(clause); s >= 0 && tags[chunks[s].first] == Tag::kNeg) return false;
  for (int k = clause; k >= 0; k = clauses[k].parent) {
    const Clause& c = clauses[k];
    if (c.question || c.hedged) return false;
    if (c.kind == ClauseKind::kConditional || c.kind == ClauseKind::kWhether) return false;
    if (c.kind == ClauseKind::kAdverbial) return true;  // presupposed
    if (c.coordinated >= 0 && clauses[c.coordinated].kind == ClauseKind::kConditional) return false;
  }
  return true;
}

int Parse::SubjectChunk(int clause) const {
  for (int k = clause, guard = 0; k >= 0 && guard < 8; ++guard) {
    const Clause& c = clauses[k];
    if (c.subject >= 0) return c.subject;
    if (c.kind == ClauseKind::kRelative && c.antecedent >= 0) return c.antecedent;
    k = c.coordinated;
  }
  return -1;
}

}  // namespace showgraph::syntax
