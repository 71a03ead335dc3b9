// The Python module: extraction of one text, and the associative merge of fact sets, so
// that Python tools (and Dask, see python/showgraph_dask.py) can use the library.
//
//   import showgraph
//   record = showgraph.extract(text, doc_id="a.txt")     # SCHEMA.md: {"doc": ..., "facts": [...]}
//   g = showgraph.Graph(); g.add(record, text=text)       # facts with their sources
//   merged = showgraph.merge([g1, g2, g3])                # any order, any grouping
//   merged.resolve_csv()                                  # {"cast.csv": "...", ...}
//
// Graphs pickle (as JSON), so they travel between processes.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <nlohmann/json.hpp>
#include <string>

#include "showgraph/export.h"
#include "showgraph/extractor.h"
#include "showgraph/graph.h"
#include "showgraph/json.h"
#include "showgraph/reader.h"

namespace py = pybind11;
using nlohmann::json;

namespace showgraph {
namespace {

py::object JsonToPython(const std::string& text) { return py::module_::import("json").attr("loads")(text); }
std::string PythonToJson(const py::object& value) {
  return py::module_::import("json").attr("dumps")(value).cast<std::string>();
}

const Extractor& SharedExtractor() {
  static const Extractor* extractor = new Extractor();  // thread-safe, never destroyed
  return *extractor;
}

InputFormat ParseFormat(const std::string& format) {
  if (format == "text") return InputFormat::kText;
  if (format == "html") return InputFormat::kHtml;
  if (format == "auto") return InputFormat::kAuto;
  throw py::value_error("format must be 'text', 'html' or 'auto', not '" + format + "'");
}

Document ReadDocument(const std::string& text, const std::string& doc_id, const std::string& format) {
  Result<Document> doc = DocumentFromBuffer(doc_id, text, ParseFormat(format));
  if (!doc.ok()) throw py::value_error(doc.status().message());
  return std::move(doc).value();
}

// extract(text, doc_id="doc", format="text") -> the SCHEMA.md record of the document.
py::object Extract(const std::string& text, const std::string& doc_id, const std::string& format) {
  Document doc = ReadDocument(text, doc_id, format);
  std::vector<Fact> facts;
  {
    py::gil_scoped_release release;  // other Python threads run while this one extracts
    facts = SharedExtractor().Extract(doc);
  }
  std::string out;
  AppendDocumentJson(doc, facts, &out);
  return JsonToPython(out);
}

// extract_file(path) -> {"records": [...], "errors": [...], "read": N}: every document of a
// file or directory (text, HTML, JSON Lines, WARC), read by the library's own readers.
py::dict ExtractFile(const std::string& path) {
  InputSet inputs({path});
  py::list records, errors;
  Document doc;
  while (true) {
    ReadOutcome r;
    std::vector<Fact> facts;
    {
      py::gil_scoped_release release;
      r = inputs.Next(&doc);
      if (r == ReadOutcome::kDocument) facts = SharedExtractor().Extract(doc);
    }
    if (r == ReadOutcome::kEnd) break;
    if (r == ReadOutcome::kFailed) {
      errors.append(inputs.last_error().message());
      continue;
    }
    std::string out;
    AppendDocumentJson(doc, facts, &out);
    records.append(JsonToPython(out));
  }
  py::dict result;
  result["records"] = records;
  result["errors"] = errors;
  result["read"] = inputs.documents_read();
  return result;
}

// A fact as JSON with every field it has: the form Graph pickles to.
json FactToJson(const Fact& f) {
  json j;
  j["kind"] = std::string(FactKindName(f.kind));
  auto put = [&j](const char* key, const std::string& v) {
    if (!v.empty()) j[key] = v;
  };
  put("name", f.name), put("type", f.type), put("actor", f.actor), put("character", f.character);
  put("work", f.work), put("person", f.person), put("role", f.role), put("network", f.network);
  put("occasion", f.occasion), put("weekday", f.weekday), put("date", f.date), put("time", f.time);
  put("timezone", f.timezone), put("speaker", f.speaker), put("text", f.text), put("a", f.a), put("b", f.b);
  put("status", f.status), put("entity", f.entity), put("attribute", f.attribute), put("value", f.value);
  if (f.season) j["season"] = *f.season;
  if (f.episode) j["episode"] = *f.episode;
  if (f.spoiler) j["spoiler"] = *f.spoiler;
  if (!f.participants.empty()) j["participants"] = f.participants;
  j["confidence"] = f.confidence;
  return j;
}

Fact FactFromJson(const json& j) {
  Fact f;
  auto kind = ParseFactKind(j.at("kind").get<std::string>());
  if (!kind) throw py::value_error("unknown fact kind");
  f.kind = *kind;
  auto get = [&j](const char* key) { return j.contains(key) ? j[key].get<std::string>() : std::string(); };
  f.name = get("name"), f.type = get("type"), f.actor = get("actor"), f.character = get("character");
  f.work = get("work"), f.person = get("person"), f.role = get("role"), f.network = get("network");
  f.occasion = get("occasion"), f.weekday = get("weekday"), f.date = get("date"), f.time = get("time");
  f.timezone = get("timezone"), f.speaker = get("speaker"), f.text = get("text"), f.a = get("a"), f.b = get("b");
  f.status = get("status"), f.entity = get("entity"), f.attribute = get("attribute"), f.value = get("value");
  if (j.contains("season")) f.season = j["season"].get<int>();
  if (j.contains("episode")) f.episode = j["episode"].get<int>();
  if (j.contains("spoiler")) f.spoiler = j["spoiler"].get<bool>();
  if (j.contains("participants")) f.participants = j["participants"].get<std::vector<std::string>>();
  f.confidence = j.value("confidence", 0.0);
  return f;
}

std::string GraphToJson(const Graph& g) {
  json all = json::array();
  for (const auto& [key, sf] : g.facts()) {
    json sources = json::array();
    for (const Source& s : sf.sources) sources.push_back({s.doc, s.published, s.span.start, s.span.end});
    all.push_back({{"fact", FactToJson(sf.fact)}, {"scope", sf.scope}, {"sources", sources}});
  }
  return all.dump();
}

Graph GraphFromJson(const std::string& text) {
  Graph g;
  for (const json& item : json::parse(text)) {
    SourcedFact sf;
    sf.fact = FactFromJson(item.at("fact"));
    sf.scope = item.at("scope").get<std::string>();
    for (const json& s : item.at("sources"))
      sf.sources.push_back({s[0].get<std::string>(), s[1].get<std::string>(), {s[2].get<size_t>(), s[3].get<size_t>()}});
    g.Add(std::move(sf));
  }
  return g;
}

// Graph.add(record, text=None): one document's SCHEMA.md record (as extract() returns
// it). The evidence spans of its facts are kept as sources.
void AddRecord(Graph* g, const py::object& record) {
  json j = json::parse(PythonToJson(record));
  const json& meta = j.at("doc");
  Document doc;
  doc.id = meta.at("id").get<std::string>();
  if (meta.contains("published") && meta["published"].is_string()) doc.meta.published = meta["published"].get<std::string>();
  Result<FactsRecord> rec = ParseFactsRecord(j.dump());
  if (!rec.ok()) throw py::value_error(rec.status().message());
  g->AddDocument(doc, rec.value().facts);
}

}  // namespace
}  // namespace showgraph

PYBIND11_MODULE(showgraph, m) {
  using namespace showgraph;
  m.doc() = "showgraph: facts about TV series (cast, crew, airings, quotes, story) from entertainment journalism";
  m.def("extract", &Extract, py::arg("text"), py::arg("doc_id") = "doc", py::arg("format") = "text",
        "Extract the facts of one article; returns the SCHEMA.md record {'doc': {...}, 'facts': [...]}.");

  m.def("extract_file", &ExtractFile, py::arg("path"),
        "Extract every document of a file or directory: {'records': [...], 'errors': [...], 'read': N}.");

  py::class_<Graph>(m, "Graph", "Facts of many documents with their sources; merging is a set union.")
      .def(py::init<>())
      .def("add", &AddRecord, py::arg("record"), "Add one document's record, as extract() returns it.")
      .def("merge_from", &Graph::MergeFrom, py::arg("other"), "Add everything of another graph.")
      .def("__len__", &Graph::size)
      .def("__eq__", [](const Graph& a, const Graph& b) { return a == b; })
      .def("to_json", &GraphToJson, "Every fact with its scope and sources, as JSON.")
      .def_static("from_json", &GraphFromJson, py::arg("text"))
      .def("resolve_csv", [](const Graph& g) { return ToCsv(Resolve(g)); },
           "Entities resolved across the collection; one CSV table per fact kind.")
      .def("resolve_jsonld", [](const Graph& g) { return ToJsonLd(Resolve(g)); }, "schema.org JSON-LD.")
      .def("resolve_graphml", [](const Graph& g) { return ToGraphMl(Resolve(g)); }, "GraphML.")
      .def(py::pickle([](const Graph& g) { return GraphToJson(g); },
                      [](const std::string& text) { return GraphFromJson(text); }));

  m.def("merge", [](const std::vector<Graph>& graphs) {
    Graph all;
    for (const Graph& g : graphs) all.MergeFrom(g);
    return all;
  }, py::arg("graphs"), "The union of graphs: associative and commutative.");
}
