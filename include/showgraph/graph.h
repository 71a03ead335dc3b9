// The story graph: the facts of many documents merged into one graph per collection,
// with every source kept.
//
//   showgraph::Graph shard;
//   shard.AddDocument(doc, extractor.Extract(doc));      // facts as the document wrote them
//   showgraph::Graph all = showgraph::Merge(shard_a, shard_b);  // any order, any grouping
//   showgraph::ResolvedGraph story = showgraph::Resolve(all);
//   // story.entities: one per person, character, work and network
//   // story.facts: one per fact, each with every source that states it
//
// Two stages, both pure values with no I/O:
//  - A Graph holds facts with their names as written, deduplicated by every field, each
//    with the sorted set of its sources. Merge is set union, so it is associative,
//    commutative and idempotent: shards can be merged on any machine in any order.
//  - Resolve() turns a Graph into entities and merged facts. Who "Ellison" is depends on
//    the whole collection ("Ellison" joins "Mara Ellison" only when no other full name ends
//    in Ellison), so resolution is a function of the merged Graph and never of the order
//    in which documents arrived.
//
// Entity rules (tests/graph_test.cc shows each):
//  - people (actors, crew, speakers) are one namespace for the collection; characters
//    belong to a work (the fact's work, or the work its document is mostly about);
//  - full names with the same first and last name merge when their middle names agree
//    ("Mara Q. Ellison" = "Mara Ellison");
//  - a surname or a given name alone joins the one full name that has it, and stays
//    apart when two or more do;
//  - spelling variants at edit distance 1 merge: a surname after the same given name
//    ("Dana Whitfeld"), or a lone name with exactly one close match ("Wrenfeld" and "Wrenfield").
//
// Thread safety: values; const access from many threads is safe.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "showgraph/document.h"
#include "showgraph/fact.h"

namespace showgraph {

// Where a fact is stated: a document and the bytes of its evidence.
struct Source {
  std::string doc;        // document id
  std::string published;  // the document's publication date (YYYY-MM-DD), or ""
  Span span;              // evidence in the document's text
  bool operator==(const Source&) const = default;
  bool operator<(const Source& o) const;
};

// A fact exactly as one or more documents wrote it, with all their sources.
struct SourcedFact {
  Fact fact;          // evidence is empty (it lives in sources); confidence is the highest seen
  std::string scope;  // key of the work its documents are mostly about (see WorkKey), or ""
  std::vector<Source> sources;  // sorted, no duplicates
  bool operator==(const SourcedFact&) const;
};

class Graph {
 public:
  // Adds every fact of one document. The scope of its facts is DocumentScope(facts).
  void AddDocument(const Document& doc, const std::vector<Fact>& facts);
  // Adds one fact; a fact already present (same kind, scope and fields) gains the sources.
  void Add(SourcedFact fact);
  // Adds everything of `other` to this graph.
  void MergeFrom(const Graph& other);

  // Keyed by RawFactKey(); ordered, so two equal graphs iterate alike.
  const std::map<std::string, SourcedFact>& facts() const { return facts_; }
  size_t size() const { return facts_.size(); }
  bool operator==(const Graph& other) const { return facts_ == other.facts_; }

 private:
  std::map<std::string, SourcedFact> facts_;
};

// The union of two graphs: associative, commutative, idempotent.
Graph Merge(const Graph& a, const Graph& b);

// The identity of a fact as written: kind, scope and every field except evidence and
// confidence.
std::string RawFactKey(const Fact& fact, std::string_view scope);

// A work's key: its normalized name without a leading "the".
std::string WorkKey(std::string_view name);

// The work a document is mostly about: the WorkKey its facts name most often (ties go to
// the alphabetically first), or "" when its facts name none.
std::string DocumentScope(const std::vector<Fact>& facts);

enum class EntityKind { kPerson, kCharacter, kWork, kNetwork };
std::string_view EntityKindName(EntityKind kind);  // "person", "character", "work", "network"

struct Entity {
  int64_t id = 0;      // a hash of kind, scope and canonical name: the same in every run
  EntityKind kind = EntityKind::kPerson;
  std::string name;    // the fullest form, then the most cited
  std::string scope;   // characters: the key of their work; otherwise ""
  std::vector<std::string> aliases;  // every form written, sorted, the name included
  bool operator==(const Entity&) const = default;
};

// One statement of a fact by one source, with what may differ between statements.
struct Observation {
  Source source;
  std::optional<int> season, episode;  // relationships, events, airings
  std::string status;                  // relationships: current, ended, potential
  std::optional<bool> spoiler;         // events
  std::string type;                    // works: series, film, ...
  double confidence = 0.0;
  bool operator==(const Observation&) const = default;
  bool operator<(const Observation& o) const;
};

struct ResolvedFact {
  int64_t id = 0;  // a hash of the canonical key: the same in every run
  // Canonical names. Status, season and spoiler are those of the deciding observation
  // (StateAsOf with no season); a work's type is its most stated one.
  Fact fact;
  std::vector<std::pair<std::string, int64_t>> entities;  // slot ("actor", "a", ...) and entity id
  std::vector<Observation> observations;                   // sorted, at least one
  bool operator==(const ResolvedFact& other) const;
};

struct ResolvedGraph {
  std::vector<Entity> entities;     // by id; only entities that some fact names
  std::vector<ResolvedFact> facts;  // by id
  const Entity* FindEntity(int64_t id) const;
  bool operator==(const ResolvedGraph&) const = default;
};

// Entities and merged facts of a graph: a pure function of the graph's value.
ResolvedGraph Resolve(const Graph& graph);

// The observation that decides a fact's state as of `season` (nullopt: all seasons): among
// observations of that season or earlier (or with no season), the latest season wins, then
// the latest publication date, then the later source. nullptr when none qualifies.
const Observation* StateAsOf(const ResolvedFact& fact, std::optional<int> season);

}  // namespace showgraph
