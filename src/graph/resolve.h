// Entity resolution in two passes, shared by Resolve() (in memory) and the store (which
// streams its rows through the same functions): first every name is counted in a
// NameCensus, then a Resolution built from the census maps each written name to an
// entity and Canonicalize() rewrites facts in terms of those entities.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "showgraph/fact.h"
#include "showgraph/graph.h"

namespace showgraph::graph_internal {

// Name normalization of SCHEMA.md (NormalizeName), with a fast path for ASCII.
std::string NameKey(std::string_view name);
// Quote text for identity: lower-case words joined by single spaces.
std::string TextKey(std::string_view text);
// 62-bit FNV-1a, never 0.
int64_t StableId(std::string_view key);
size_t EditDistanceAtMostOne(std::string_view a, std::string_view b);  // 0, 1, or 2 for "more"

// Every name of a collection, by namespace, with how often each form is cited.
class NameCensus {
 public:
  // Counts the names of one fact (as written), `weight` times (its number of sources).
  void AddFact(const Fact& fact, std::string_view scope, size_t weight);

  struct Entry {
    std::map<std::string, size_t> forms;  // written form -> citations
    size_t weight = 0;
    bool defined = false;  // a character named by a cast or appears_in fact
  };
  // (kind, scope) -> name key -> entry. People, works and networks have scope "".
  using Group = std::map<std::string, Entry>;
  const std::map<std::pair<EntityKind, std::string>, Group>& groups() const { return groups_; }

 private:
  void Name(EntityKind kind, std::string_view scope, std::string_view name, size_t weight, bool defined);
  std::map<std::pair<EntityKind, std::string>, Group> groups_;
};

// Written names to entities, by the rules in graph.h.
class Resolution {
 public:
  static Resolution Build(const NameCensus& census);

  // The entity a name in a slot of that kind stands for; nullptr for an empty name.
  // A character slot whose name is only ever a person's (an actor's age) yields the person.
  const Entity* Person(std::string_view name) const;
  const Entity* Character(std::string_view name, std::string_view scope) const;
  const Entity* Work(std::string_view name) const;
  const Entity* Network(std::string_view name) const;

  const std::vector<Entity>& entities() const { return entities_; }  // by id

 private:
  const Entity* Find(EntityKind kind, std::string_view scope, std::string_view key) const;
  std::vector<Entity> entities_;
  // "kind|scope|key" -> index into entities_
  std::unordered_map<std::string, size_t> index_;
};

// A raw fact in terms of entities.
struct CanonicalFact {
  int64_t id = 0;
  std::string key;  // what identifies the fact (SCHEMA.md's matching keys, with entity ids)
  Fact fact;        // canonical names; evidence empty
  std::vector<std::pair<std::string, int64_t>> entities;
  Observation observation;  // without its source
};

// The character scope of a fact: its own work for cast and appears_in, else `doc_scope`.
std::string CharacterScope(const Fact& fact, std::string_view doc_scope);

CanonicalFact Canonicalize(const Fact& raw, std::string_view scope, const Resolution& resolution);

}  // namespace showgraph::graph_internal
