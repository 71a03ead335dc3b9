// Query answers as JSON: see include/showgraph/query_json.h.
#include "showgraph/query_json.h"

#include <string>

namespace showgraph {

nlohmann::json RowJson(const FactRow& row) {
  const Fact& f = row.fact;
  nlohmann::json j;
  j["kind"] = std::string(FactKindName(f.kind));
  auto put = [&](const char* k, const std::string& v) {
    if (!v.empty()) j[k] = v;
  };
  put("name", f.name);
  put("type", f.type);
  put("actor", f.actor);
  put("character", f.character);
  put("work", f.work);
  put("person", f.person);
  put("role", f.role);
  put("network", f.network);
  put("occasion", f.occasion);
  put("weekday", f.weekday);
  put("date", f.date);
  put("time", f.time);
  put("timezone", f.timezone);
  if (f.season) j["season"] = *f.season;
  if (f.episode) j["episode"] = *f.episode;
  put("speaker", f.speaker);
  put("text", f.text);
  put("a", f.a);
  put("b", f.b);
  put("status", f.status);
  if (!f.participants.empty()) j["participants"] = f.participants;
  if (f.spoiler) j["spoiler"] = *f.spoiler;
  put("entity", f.entity);
  put("attribute", f.attribute);
  put("value", f.value);
  j["id"] = row.id;
  j["sources"] = row.sources;
  if (!row.evidence.empty()) {
    nlohmann::json ev = nlohmann::json::array();
    for (const auto& e : row.evidence)
      ev.push_back({{"doc", e.doc}, {"title", e.title}, {"outlet", e.outlet}, {"published", e.published},
                    {"start", e.start}, {"end", e.end}, {"text", e.text}});
    j["evidence"] = ev;
  }
  return j;
}

nlohmann::json RowsJson(const std::vector<FactRow>& rows) {
  nlohmann::json a = nlohmann::json::array();
  for (const auto& r : rows) a.push_back(RowJson(r));
  return a;
}

nlohmann::json BibleJson(const StoryBible& b) {
  return {{"work", b.work},
          {"type", b.type},
          {"cast", RowsJson(b.cast)},
          {"crew", RowsJson(b.crew)},
          {"schedule", RowsJson(b.schedule)},
          {"relationships", RowsJson(b.relationships)},
          {"events", RowsJson(b.events)},
          {"hidden_spoilers", b.hidden_spoilers},
          {"attributes", RowsJson(b.attributes)},
          {"quotes", RowsJson(b.quotes)}};
}

nlohmann::json WhoJson(const std::vector<WhoAnswer>& answers) {
  nlohmann::json j = nlohmann::json::array();
  for (const auto& a : answers)
    j.push_back({{"id", a.entity.id},
                 {"kind", std::string(EntityKindName(a.entity.kind))},
                 {"name", a.entity.name},
                 {"aliases", a.entity.aliases},
                 {"facts", RowsJson(a.facts)}});
  return j;
}

}  // namespace showgraph
