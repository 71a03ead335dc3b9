// CSV per fact kind and SCHEMA.md JSON Lines of a resolved graph.
#include <map>
#include <set>

#include "showgraph/export.h"
#include "showgraph/json.h"

namespace showgraph {

namespace {

// The SCHEMA.md fields of each kind, in its order.
const std::map<FactKind, std::vector<std::string>>& Columns() {
  static const std::map<FactKind, std::vector<std::string>> k = {
      {FactKind::kWork, {"name", "type"}},
      {FactKind::kCast, {"actor", "character", "work"}},
      {FactKind::kCrew, {"person", "role", "work"}},
      {FactKind::kAiring, {"work", "network", "occasion", "season", "episode", "weekday", "date", "time", "timezone"}},
      {FactKind::kQuote, {"speaker", "text"}},
      {FactKind::kRelationship, {"a", "b", "type", "status", "season"}},
      {FactKind::kEvent, {"type", "participants", "season", "spoiler"}},
      {FactKind::kAttribute, {"entity", "attribute", "value"}},
      {FactKind::kAppearsIn, {"character", "work"}},
  };
  return k;
}

std::string Field(const Fact& f, const std::string& name) {
  static const std::map<std::string, std::string Fact::*> text = {
      {"name", &Fact::name},         {"type", &Fact::type},         {"actor", &Fact::actor},
      {"character", &Fact::character}, {"work", &Fact::work},       {"person", &Fact::person},
      {"role", &Fact::role},         {"network", &Fact::network},   {"occasion", &Fact::occasion},
      {"weekday", &Fact::weekday},   {"date", &Fact::date},         {"time", &Fact::time},
      {"timezone", &Fact::timezone}, {"speaker", &Fact::speaker},   {"text", &Fact::text},
      {"a", &Fact::a},               {"b", &Fact::b},               {"status", &Fact::status},
      {"entity", &Fact::entity},     {"attribute", &Fact::attribute}, {"value", &Fact::value}};
  if (auto it = text.find(name); it != text.end()) return f.*(it->second);
  if (name == "season") return f.season ? std::to_string(*f.season) : "";
  if (name == "episode") return f.episode ? std::to_string(*f.episode) : "";
  if (name == "spoiler") return f.spoiler ? (*f.spoiler ? "true" : "false") : "";
  std::string joined;  // participants
  for (const auto& p : f.participants) joined += (joined.empty() ? "" : "|") + p;
  return joined;
}

void Cell(std::string_view v, std::string* out) {
  if (v.find_first_of(",\"\r\n") == std::string_view::npos) {
    out->append(v);
    return;
  }
  out->push_back('"');
  for (char c : v) {
    if (c == '"') out->push_back('"');
    out->push_back(c);
  }
  out->push_back('"');
}

}  // namespace

std::map<std::string, std::string> ToCsv(const ResolvedGraph& g) {
  std::map<std::string, std::string> files;
  for (const auto& [kind, cols] : Columns()) {
    std::string& out = files[std::string(FactKindName(kind)) + ".csv"];
    out = "id";
    for (const auto& c : cols) out += "," + c;
    out += ",sources,documents\r\n";
  }
  for (const auto& f : g.facts) {
    std::string& out = files[std::string(FactKindName(f.fact.kind)) + ".csv"];
    out += std::to_string(f.id);
    for (const auto& c : Columns().at(f.fact.kind)) {
      out.push_back(',');
      Cell(Field(f.fact, c), &out);
    }
    std::set<std::string> docs;
    for (const auto& o : f.observations) docs.insert(o.source.doc);
    std::string joined;
    for (const auto& d : docs) joined += (joined.empty() ? "" : "|") + d;
    out.append(",").append(std::to_string(docs.size())).append(",");
    Cell(joined, &out);
    out += "\r\n";
  }
  return files;
}

std::string ToJsonLines(const ResolvedGraph& g, const std::vector<Document>& documents) {
  // Each document gets the merged facts it states, with its own spans and, for
  // relationships and events, its own season, status and spoiler flag.
  std::map<std::string, std::vector<Fact>> by_doc;
  for (const auto& rf : g.facts) {
    std::map<std::string, Fact> mine;
    for (const auto& o : rf.observations) {
      auto [it, fresh] = mine.try_emplace(o.source.doc, rf.fact);
      Fact& f = it->second;
      if (fresh) {
        f.evidence.clear();
        if (f.kind == FactKind::kRelationship || f.kind == FactKind::kEvent) f.season = o.season;
        if (f.kind == FactKind::kRelationship) f.status = o.status;
        if (f.kind == FactKind::kEvent) f.spoiler = o.spoiler;
        f.confidence = o.confidence;
      }
      if (o.source.span.end > o.source.span.start) f.evidence.push_back(o.source.span);
    }
    for (auto& [doc, f] : mine) by_doc[doc].push_back(std::move(f));
  }
  std::string out;
  for (const auto& d : documents) {
    auto it = by_doc.find(d.id);
    AppendDocumentJson(d, it == by_doc.end() ? std::vector<Fact>{} : it->second, &out);
  }
  return out;
}

}  // namespace showgraph
