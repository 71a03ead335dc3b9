// showgraph's HTTP server: a read-only JSON API over the query library, and the web page
// that explores a series' story graph.
//
//   showgraph::ServeOptions options;
//   options.database = "showgraph.db";
//   options.web_dir = "web";                    // web/static/ and web/node_modules/cytoscape
//   auto server = showgraph::HttpServer::Create(options);   // opens and binds, or says why not
//   if (!server.ok()) return report(server.status());
//   (*server)->Run();                           // serves until Stop() (from any thread)
//
// API (GET only; every answer is JSON; errors are {"error": "...", "status": N}):
//   /api/works                           every work, most cited first
//   /api/work?name=W                     its story bible (as_of_season, spoilers, quotes, sources)
//   /api/graph?work=W                    characters and relationships (as_of_season)
//   /api/timeline?work=W                 events and relationship states (as_of_season, spoilers)
//   /api/entity?name=X                   every entity so named, with all its facts (sources)
//   /api/facts?kind=K                    facts with their evidence (work, limit, offset)
//   /api/fact?id=N                       one fact with all its evidence
//   /api/quotes                          quote search (by, about, q, limit, sources)
//   /api/schedule                        every airing (sources)
// README.md ("serve") documents each parameter with curl examples.
//
// Safety: the database is opened read-only (a pool of SQLITE_OPEN_READONLY connections,
// prepared statements only); requests have size and time limits; static files come from
// a fixed list read at start, so no request path ever reaches the file system; unknown or
// malformed parameters are refused with 400.
//
// Thread safety: Run() blocks in one thread and serves on `threads` workers; Stop() may
// be called from any thread, once Create() has returned.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "showgraph/status.h"

namespace showgraph {

struct ServeOptions {
  std::string database = "showgraph.db";  // an existing store; opened read-only
  std::string host = "127.0.0.1";         // loopback unless told otherwise
  int port = 8080;                        // 0: any free port (see HttpServer::port())
  std::string web_dir;                    // holds static/ and node_modules/cytoscape/dist/; "" serves no page
  size_t threads = 64;                    // connections served at once (one worker each)
  size_t connections = 4;                 // read-only SQLite connections shared by the workers
  size_t max_request_bytes = 8192;        // larger request bodies are refused (413)
  int io_timeout_seconds = 5;             // reading a request, writing an answer
  int query_timeout_ms = 2000;            // a query running longer is interrupted (503)
  // Called once per answered request (method, target, status, microseconds); the library
  // itself never prints.
  std::function<void(const std::string& method, const std::string& target, int status, long micros)> on_request;
};

class HttpServer {
 public:
  // Opens the database read-only, loads the page's files and binds host:port. Fails when
  // the database cannot be read, is of another schema version, or the port is taken.
  static Result<std::unique_ptr<HttpServer>> Create(const ServeOptions& options);
  ~HttpServer();
  HttpServer(const HttpServer&) = delete;  // owns the socket, the workers and the connections
  HttpServer& operator=(const HttpServer&) = delete;

  int port() const;  // the bound port
  // Serves until Stop(); an error when listening fails.
  Status Run();
  void Stop();
  // Files of the page that were not found under web_dir (the server runs without them).
  const std::vector<std::string>& missing_files() const;

  struct Impl;

 private:
  explicit HttpServer(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace showgraph
