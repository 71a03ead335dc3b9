// schema.org JSON-LD of a resolved graph.
#include <nlohmann/json.hpp>

#include "showgraph/export.h"

namespace showgraph {

namespace {

using nlohmann::json;

std::string Iri(int64_t id) { return "urn:showgraph:entity:" + std::to_string(id); }
std::string FactIri(int64_t id) { return "urn:showgraph:fact:" + std::to_string(id); }

int64_t Slot(const ResolvedFact& f, std::string_view slot) {
  for (const auto& [s, id] : f.entities)
    if (s == slot) return id;
  return 0;
}

// The schema.org property of a TVSeries that a crew role fills.
const char* CrewProperty(const std::string& role) {
  if (role == "creator" || role == "co-creator") return "creator";
  if (role == "director") return "director";
  if (role == "writer") return "author";
  return "producer";  // showrunner, executive producer, producer
}

// "2024-05-14" and "20:00" as an ISO start date, as much as is known.
std::string StartDate(const Fact& f) {
  if (f.date.empty()) return "";
  return f.time.empty() ? f.date : f.date + "T" + f.time;
}

}  // namespace

std::string ToJsonLd(const ResolvedGraph& g) {
  json nodes = json::array();
  std::map<int64_t, json> works;
  auto work_node = [&](int64_t id) -> json& {
    auto it = works.find(id);
    if (it != works.end()) return it->second;
    const Entity* e = g.FindEntity(id);
    json w = {{"@id", Iri(id)}, {"@type", "TVSeries"}, {"name", e ? e->name : ""}};
    return works.emplace(id, std::move(w)).first->second;
  };
  for (const auto& e : g.entities) {
    if (e.kind == EntityKind::kWork) {
      work_node(e.id);
      continue;
    }
    json n = {{"@id", Iri(e.id)}, {"name", e.name}};
    n["@type"] = e.kind == EntityKind::kNetwork ? "BroadcastService" : "Person";
    if (e.kind == EntityKind::kNetwork) n["broadcastDisplayName"] = e.name;
    std::vector<std::string> other;
    for (const auto& a : e.aliases)
      if (a != e.name) other.push_back(a);
    if (!other.empty()) n["alternateName"] = other;
    if (e.kind == EntityKind::kCharacter) n["additionalType"] = "urn:showgraph:Character";
    nodes.push_back(std::move(n));
  }
  for (const auto& rf : g.facts) {
    const Fact& f = rf.fact;
    int64_t work = Slot(rf, "work");
    switch (f.kind) {
      case FactKind::kWork:
        if (!f.type.empty() && f.type != "series") work_node(work)["genre"] = f.type;
        break;
      case FactKind::kCast:
        if (work)
          work_node(work)["actor"].push_back({{"@id", FactIri(rf.id)},
                                              {"@type", "PerformanceRole"},
                                              {"actor", {{"@id", Iri(Slot(rf, "actor"))}}},
                                              {"characterName", f.character}});
        if (work) work_node(work)["character"].push_back({{"@id", Iri(Slot(rf, "character"))}});
        break;
      case FactKind::kCrew:
        if (work) work_node(work)[CrewProperty(f.role)].push_back({{"@id", Iri(Slot(rf, "person"))}});
        break;
      case FactKind::kAiring: {
        if (!work) break;
        json ev = {{"@id", FactIri(rf.id)}, {"@type", "BroadcastEvent"}};
        if (!f.occasion.empty()) ev["name"] = f.occasion;
        if (std::string start = StartDate(f); !start.empty()) ev["startDate"] = start;
        if (int64_t net = Slot(rf, "network")) ev["publishedOn"] = {{"@id", Iri(net)}};
        if (f.season) ev["partOfSeason"] = {{"@type", "TVSeason"}, {"seasonNumber", *f.season}};
        work_node(work)["publication"].push_back(std::move(ev));
        break;
      }
      case FactKind::kQuote: {
        json q = {{"@id", FactIri(rf.id)}, {"@type", "Quotation"}, {"text", f.text}};
        if (int64_t who = Slot(rf, "speaker")) q["creator"] = {{"@id", Iri(who)}};
        std::vector<std::string> docs;
        for (const auto& o : rf.observations)
          if (docs.empty() || docs.back() != o.source.doc) docs.push_back(o.source.doc);
        q["citation"] = docs;
        nodes.push_back(std::move(q));
        break;
      }
      default: break;  // relationships, events and attributes have no schema.org term
    }
  }
  for (auto& [id, w] : works) nodes.push_back(std::move(w));
  json doc = {{"@context", {{"@vocab", "https://schema.org/"}}}, {"@graph", std::move(nodes)}};
  return doc.dump(1) + "\n";
}

}  // namespace showgraph
