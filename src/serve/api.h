// The API's endpoints: each one's parameters and the function that answers it from a
// store, as JSON. No HTTP here: server.cc maps paths to these and Status to status codes.
#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "serve/params.h"
#include "showgraph/store.h"

namespace showgraph::serve_internal {

struct Endpoint {
  const char* path;                  // "/api/work"
  const char* summary;               // one line, for /api
  std::vector<ParamSpec> params;     // everything it accepts
  Result<nlohmann::json> (*answer)(Store& store, const Params& params);
};

// Every endpoint of the API, in the order /api lists them.
const std::vector<Endpoint>& Endpoints();

// The relationship graph of a work as of a season: {"work", "as_of_season", "nodes":
// [{id, label, actor}], "edges": [{id, fact, source, target, type, status, season, sources}]}.
// Nodes are the work's characters (from its cast and its relationships); each
// relationship is one edge in its latest state no later than the season.
Result<nlohmann::json> WorkGraph(Store& store, const std::string& work, std::optional<int> as_of_season);

}  // namespace showgraph::serve_internal
