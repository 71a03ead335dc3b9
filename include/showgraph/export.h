// Exports of a resolved graph in formats other tools read:
//  - schema.org JSON-LD: TVSeries with PerformanceRole (actor, characterName),
//    BroadcastEvent (publication), crew as creator/director/producer/author; Person;
//    Quotation (text, creator). The context is inline, so no network is needed to read it.
//  - GraphML: people, characters and works as nodes; cast, appears_in, crew and
//    relationships as edges (networkx, Gephi, yEd read it).
//  - CSV: one table per fact kind, RFC 4180.
//  - JSON Lines in the shape of SCHEMA.md: one record per document, names resolved across
//    the collection.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "showgraph/document.h"
#include "showgraph/graph.h"

namespace showgraph {

std::string ToJsonLd(const ResolvedGraph& graph);
std::string ToGraphMl(const ResolvedGraph& graph);
// File name ("cast.csv", ...) -> contents, for every fact kind, with a header row even
// when empty. Columns: id, the kind's SCHEMA.md fields, sources (documents), documents.
std::map<std::string, std::string> ToCsv(const ResolvedGraph& graph);
// One line per document of `documents` (their metadata; text unused), in their order.
std::string ToJsonLines(const ResolvedGraph& graph, const std::vector<Document>& documents);

}  // namespace showgraph
