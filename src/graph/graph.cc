// Graph: facts as written with their sources; Merge is set union.
#include "showgraph/graph.h"

#include <algorithm>
#include <tuple>

#include "graph/resolve.h"

namespace showgraph {

using graph_internal::NameKey;

bool Source::operator<(const Source& o) const {
  return std::tie(doc, span.start, span.end, published) < std::tie(o.doc, o.span.start, o.span.end, o.published);
}

bool Observation::operator<(const Observation& o) const {
  if (!(source == o.source)) return source < o.source;
  return std::tie(season, episode, status, spoiler, type, confidence) <
         std::tie(o.season, o.episode, o.status, o.spoiler, o.type, o.confidence);
}

bool SourcedFact::operator==(const SourcedFact& o) const {
  return scope == o.scope && fact.confidence == o.fact.confidence && sources == o.sources &&
         RawFactKey(fact, scope) == RawFactKey(o.fact, o.scope);
}

bool ResolvedFact::operator==(const ResolvedFact& o) const {
  return id == o.id && entities == o.entities && observations == o.observations &&
         fact.confidence == o.fact.confidence && RawFactKey(fact, "") == RawFactKey(o.fact, "");
}

std::string RawFactKey(const Fact& f, std::string_view scope) {
  std::string k(FactKindName(f.kind));
  auto add = [&](std::string_view v) {
    k.push_back('\x1f');
    k.append(v);
  };
  auto num = [&](const std::optional<int>& v) { add(v ? std::to_string(*v) : std::string()); };
  add(scope);
  for (const std::string* s : {&f.name, &f.type, &f.actor, &f.character, &f.work, &f.person, &f.role, &f.network,
                               &f.occasion, &f.weekday, &f.date, &f.time, &f.timezone})
    add(*s);
  num(f.season);
  num(f.episode);
  for (const std::string* s : {&f.speaker, &f.text, &f.a, &f.b, &f.status, &f.entity, &f.attribute, &f.value})
    add(*s);
  add(f.spoiler ? (*f.spoiler ? "1" : "0") : "");
  for (const auto& p : f.participants) add(p);
  return k;
}

std::string WorkKey(std::string_view name) {
  std::string k = NameKey(name);
  if (k.rfind("the ", 0) == 0 && k.size() > 4) k.erase(0, 4);
  return k;
}

std::string DocumentScope(const std::vector<Fact>& facts) {
  std::map<std::string, size_t> counts;
  for (const auto& f : facts) {
    const std::string& w = f.kind == FactKind::kWork ? f.name : f.work;
    if (!w.empty()) ++counts[WorkKey(w)];
  }
  std::string best;
  size_t best_n = 0;
  for (const auto& [k, n] : counts)  // ordered: the first of equal counts wins
    if (n > best_n && !k.empty()) best = k, best_n = n;
  return best;
}

void Graph::AddDocument(const Document& doc, const std::vector<Fact>& facts) {
  std::string scope = DocumentScope(facts);
  std::string published = doc.meta.published.value_or("");
  for (const auto& f : facts) {
    SourcedFact sf;
    sf.fact = f;
    sf.fact.evidence.clear();
    sf.scope = scope;
    if (f.evidence.empty()) sf.sources.push_back({doc.id, published, {}});
    for (const auto& e : f.evidence) sf.sources.push_back({doc.id, published, e});
    std::sort(sf.sources.begin(), sf.sources.end());
    sf.sources.erase(std::unique(sf.sources.begin(), sf.sources.end()), sf.sources.end());
    Add(std::move(sf));
  }
}

void Graph::Add(SourcedFact fact) {
  std::string key = RawFactKey(fact.fact, fact.scope);
  auto it = facts_.find(key);
  if (it == facts_.end()) {
    std::sort(fact.sources.begin(), fact.sources.end());
    fact.sources.erase(std::unique(fact.sources.begin(), fact.sources.end()), fact.sources.end());
    facts_.emplace(std::move(key), std::move(fact));
    return;
  }
  SourcedFact& have = it->second;
  have.fact.confidence = std::max(have.fact.confidence, fact.fact.confidence);
  std::vector<Source> merged;
  merged.reserve(have.sources.size() + fact.sources.size());
  std::sort(fact.sources.begin(), fact.sources.end());
  std::set_union(have.sources.begin(), have.sources.end(), fact.sources.begin(), fact.sources.end(),
                 std::back_inserter(merged));
  have.sources = std::move(merged);
}

void Graph::MergeFrom(const Graph& other) {
  for (const auto& [key, f] : other.facts_) Add(f);
}

Graph Merge(const Graph& a, const Graph& b) {
  Graph out = a;
  out.MergeFrom(b);
  return out;
}

std::string_view EntityKindName(EntityKind kind) {
  switch (kind) {
    case EntityKind::kPerson: return "person";
    case EntityKind::kCharacter: return "character";
    case EntityKind::kWork: return "work";
    case EntityKind::kNetwork: return "network";
  }
  return "person";
}

const Entity* ResolvedGraph::FindEntity(int64_t id) const {
  auto it = std::lower_bound(entities.begin(), entities.end(), id,
                             [](const Entity& e, int64_t v) { return e.id < v; });
  return it != entities.end() && it->id == id ? &*it : nullptr;
}

const Observation* StateAsOf(const ResolvedFact& fact, std::optional<int> season) {
  const Observation* best = nullptr;
  auto rank = [](const Observation& o) { return std::make_tuple(o.season.value_or(-1), o.source.published); };
  for (const auto& o : fact.observations) {
    if (season && o.season && *o.season > *season) continue;
    // observations are sorted, so ">=" lets the later source win a tie
    if (!best || rank(o) >= rank(*best)) best = &o;
  }
  return best;
}

}  // namespace showgraph
