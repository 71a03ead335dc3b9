// GraphML of a resolved graph: people, characters and works as nodes; cast, appears_in,
// crew and relationships as edges.
#include <set>

#include "showgraph/export.h"

namespace showgraph {

namespace {

void Escaped(std::string_view s, std::string* out) {
  for (char c : s) {
    switch (c) {
      case '&': *out += "&amp;"; break;
      case '<': *out += "&lt;"; break;
      case '>': *out += "&gt;"; break;
      case '"': *out += "&quot;"; break;
      default:
        // XML 1.0 has no control characters but tab and line breaks.
        if (static_cast<unsigned char>(c) >= 0x20 || c == '\t' || c == '\n' || c == '\r') out->push_back(c);
    }
  }
}

void Data(const char* key, std::string_view value, std::string* out) {
  if (value.empty()) return;
  *out += "<data key=\"";
  *out += key;
  *out += "\">";
  Escaped(value, out);
  *out += "</data>";
}

int64_t Slot(const ResolvedFact& f, std::string_view slot) {
  for (const auto& [s, id] : f.entities)
    if (s == slot) return id;
  return 0;
}

}  // namespace

std::string ToGraphMl(const ResolvedGraph& g) {
  std::string out =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\">\n"
      "<key id=\"kind\" for=\"node\" attr.name=\"kind\" attr.type=\"string\"/>\n"
      "<key id=\"name\" for=\"node\" attr.name=\"name\" attr.type=\"string\"/>\n"
      "<key id=\"edge\" for=\"edge\" attr.name=\"kind\" attr.type=\"string\"/>\n"
      "<key id=\"type\" for=\"edge\" attr.name=\"type\" attr.type=\"string\"/>\n"
      "<key id=\"status\" for=\"edge\" attr.name=\"status\" attr.type=\"string\"/>\n"
      "<key id=\"role\" for=\"edge\" attr.name=\"role\" attr.type=\"string\"/>\n"
      "<key id=\"work\" for=\"edge\" attr.name=\"work\" attr.type=\"string\"/>\n"
      "<key id=\"season\" for=\"edge\" attr.name=\"season\" attr.type=\"int\"/>\n"
      "<key id=\"sources\" for=\"edge\" attr.name=\"sources\" attr.type=\"int\"/>\n"
      "<graph id=\"showgraph\" edgedefault=\"directed\">\n";
  std::set<int64_t> nodes;
  for (const auto& e : g.entities) {
    if (e.kind == EntityKind::kNetwork) continue;
    nodes.insert(e.id);
    out += "<node id=\"n" + std::to_string(e.id) + "\">";
    Data("kind", EntityKindName(e.kind), &out);
    Data("name", e.name, &out);
    out += "</node>\n";
  }
  auto edge = [&](const ResolvedFact& f, int64_t from, int64_t to, std::string_view kind) {
    if (!nodes.count(from) || !nodes.count(to)) return;
    std::set<std::string> docs;
    for (const auto& o : f.observations) docs.insert(o.source.doc);
    out += "<edge id=\"f" + std::to_string(f.id) + "\" source=\"n" + std::to_string(from) + "\" target=\"n" +
           std::to_string(to) + "\">";
    Data("edge", kind, &out);
    if (f.fact.kind == FactKind::kRelationship) {
      Data("type", f.fact.type, &out);
      Data("status", f.fact.status, &out);
      if (f.fact.season) Data("season", std::to_string(*f.fact.season), &out);
    }
    Data("role", f.fact.role, &out);
    Data("work", f.fact.work, &out);
    Data("sources", std::to_string(docs.size()), &out);
    out += "</edge>\n";
  };
  for (const auto& f : g.facts) {
    switch (f.fact.kind) {
      case FactKind::kCast: edge(f, Slot(f, "actor"), Slot(f, "character"), "cast"); break;
      case FactKind::kAppearsIn: edge(f, Slot(f, "character"), Slot(f, "work"), "appears_in"); break;
      case FactKind::kCrew: edge(f, Slot(f, "person"), Slot(f, "work"), "crew"); break;
      case FactKind::kRelationship: edge(f, Slot(f, "a"), Slot(f, "b"), "relationship"); break;
      default: break;
    }
  }
  out += "</graph>\n</graphml>\n";
  return out;
}

}  // namespace showgraph
