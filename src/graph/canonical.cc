// Facts in terms of entities, and Resolve(): one fact per identity with all its sources.
#include <algorithm>
#include <set>

#include "graph/resolve.h"

namespace showgraph::graph_internal {

namespace {

class KeyBuilder {
 public:
  KeyBuilder(const Fact& raw, CanonicalFact* out) : out_(out) { out_->key = FactKindName(raw.kind); }
  void Part(std::string_view v) { out_->key.append("|").append(v); }
  // Rewrites *field to the entity's name and keys the fact by its id. A name with no
  // entity (never counted) keeps its own spelling and a key of its own.
  int64_t Slot(const char* slot, const Entity* e, std::string* field) {
    if (field->empty()) {
      Part("");
      return 0;
    }
    int64_t id = e ? e->id : StableId("?" + NameKey(*field));
    if (e) *field = e->name;
    out_->entities.emplace_back(slot, id);
    Part(std::to_string(id));
    return id;
  }

 private:
  CanonicalFact* out_;
};

}  // namespace

CanonicalFact Canonicalize(const Fact& raw, std::string_view scope, const Resolution& r) {
  CanonicalFact c;
  c.fact = raw;
  Fact& f = c.fact;
  f.evidence.clear();
  const std::string cscope = CharacterScope(raw, scope);
  // A cast or crew fact that names no work is about the work of its document.
  if ((f.kind == FactKind::kCast || f.kind == FactKind::kCrew) && f.work.empty() && !scope.empty()) {
    if (const Entity* w = r.Work(scope)) f.work = w->name;
  }
  KeyBuilder k(raw, &c);
  auto work = [&] { k.Slot("work", r.Work(f.work), &f.work); };
  auto character = [&](const char* slot, std::string* field) {
    return k.Slot(slot, r.Character(*field, cscope), field);
  };
  Observation& o = c.observation;
  o.confidence = raw.confidence;
  switch (f.kind) {
    case FactKind::kWork:
      k.Slot("work", r.Work(f.name), &f.name);
      o.type = f.type;
      break;
    case FactKind::kCast:
      k.Slot("actor", r.Person(f.actor), &f.actor);
      character("character", &f.character);
      work();
      break;
    case FactKind::kCrew:
      k.Slot("person", r.Person(f.person), &f.person);
      k.Part(NameKey(f.role));
      work();
      break;
    case FactKind::kAiring:
      work();
      k.Slot("network", r.Network(f.network), &f.network);
      for (const std::string* s : {&f.occasion, &f.weekday, &f.date, &f.time, &f.timezone}) k.Part(NameKey(*s));
      k.Part(f.season ? std::to_string(*f.season) : "");
      k.Part(f.episode ? std::to_string(*f.episode) : "");
      o.season = f.season;
      o.episode = f.episode;
      break;
    case FactKind::kQuote:
      k.Slot("speaker", r.Person(f.speaker), &f.speaker);
      k.Part(TextKey(f.text));
      break;
    case FactKind::kRelationship: {
      // An unordered pair: the entity with the smaller id is a.
      CanonicalFact tmp;
      KeyBuilder side(raw, &tmp);
      int64_t ia = side.Slot("a", r.Character(f.a, cscope), &f.a);
      int64_t ib = side.Slot("b", r.Character(f.b, cscope), &f.b);
      if (ib < ia) {
        std::swap(f.a, f.b);
        std::swap(ia, ib);
      }
      if (ia) c.entities.emplace_back("a", ia);
      if (ib) c.entities.emplace_back("b", ib);
      k.Part(std::to_string(ia));
      k.Part(std::to_string(ib));
      k.Part(NameKey(f.type));
      o.season = f.season;
      o.status = f.status;
      break;
    }
    case FactKind::kEvent: {
      k.Part(NameKey(f.type));
      std::vector<std::pair<int64_t, std::string>> people;
      for (const auto& p : f.participants) {
        if (p.empty()) continue;
        const Entity* e = r.Character(p, cscope);
        people.emplace_back(e ? e->id : StableId("?" + NameKey(p)), e ? e->name : p);
      }
      std::sort(people.begin(), people.end());
      people.erase(std::unique(people.begin(), people.end()), people.end());
      f.participants.clear();
      for (const auto& [id, name] : people) {
        c.entities.emplace_back("participant", id);
        f.participants.push_back(name);
        k.Part(std::to_string(id));
      }
      o.season = f.season;
      o.spoiler = f.spoiler;
      break;
    }
    case FactKind::kAttribute:
      character("entity", &f.entity);
      k.Part(NameKey(f.attribute));
      k.Part(NameKey(f.value));
      break;
    case FactKind::kAppearsIn:
      character("character", &f.character);
      work();
      break;
  }
  c.id = StableId(c.key);
  return c;
}

}  // namespace showgraph::graph_internal

namespace showgraph {

using graph_internal::Canonicalize;
using graph_internal::CanonicalFact;

ResolvedGraph Resolve(const Graph& graph) {
  graph_internal::NameCensus census;
  for (const auto& [key, sf] : graph.facts()) census.AddFact(sf.fact, sf.scope, sf.sources.size());
  auto resolution = graph_internal::Resolution::Build(census);
  std::map<int64_t, ResolvedFact> facts;
  // Facts are visited in key order, so the first statement of a fact gives its spelling.
  for (const auto& [key, sf] : graph.facts()) {
    CanonicalFact c = Canonicalize(sf.fact, sf.scope, resolution);
    auto [it, fresh] = facts.try_emplace(c.id);
    ResolvedFact& rf = it->second;
    if (fresh) {
      rf.id = c.id;
      rf.fact = std::move(c.fact);
      rf.entities = std::move(c.entities);
    }
    rf.fact.confidence = std::max(rf.fact.confidence, sf.fact.confidence);
    for (const auto& s : sf.sources) {
      rf.observations.push_back(c.observation);
      rf.observations.back().source = s;
    }
  }
  ResolvedGraph out;
  std::set<int64_t> named;
  for (auto& [id, rf] : facts) {
    std::sort(rf.observations.begin(), rf.observations.end());
    rf.observations.erase(std::unique(rf.observations.begin(), rf.observations.end()), rf.observations.end());
    if (const Observation* latest = StateAsOf(rf, std::nullopt)) {
      rf.fact.season = latest->season;
      rf.fact.status = latest->status;
    }
    if (rf.fact.kind == FactKind::kEvent) {
      // A turn that any source reveals is a spoiler.
      std::optional<bool> spoiler;
      for (const auto& o : rf.observations)
        if (o.spoiler) spoiler = spoiler.value_or(false) || *o.spoiler;
      rf.fact.spoiler = spoiler;
    }
    if (rf.fact.kind == FactKind::kWork) {
      std::map<std::string, size_t> types;
      for (const auto& o : rf.observations)
        if (!o.type.empty()) ++types[o.type];
      size_t n = 0;
      for (const auto& [t, count] : types)
        if (count > n) rf.fact.type = t, n = count;
    }
    for (const auto& [slot, eid] : rf.entities) named.insert(eid);
    out.facts.push_back(std::move(rf));
  }
  for (const auto& e : resolution.entities())
    if (named.count(e.id)) out.entities.push_back(e);
  return out;
}

}  // namespace showgraph
