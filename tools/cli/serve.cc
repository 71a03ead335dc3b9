// showgraph serve: the HTTP API and the web page (include/showgraph/serve.h).
#include <CLI/CLI.hpp>

#include <csignal>
#include <cstdio>
#include <filesystem>
#include <thread>

#include "commands.h"
#include "showgraph/serve.h"
#include "showgraph/store.h"

#ifndef SHOWGRAPH_WEB_DIR
#define SHOWGRAPH_WEB_DIR "web"
#endif

namespace showgraph::cli {

namespace {

struct ServeArgs {
  ServeOptions options;
  bool quiet = false;
  CLI::App* cmd = nullptr;
};
ServeArgs& A() {
  static ServeArgs a;
  return a;
}

// An interrupted ingest leaves the merged tables to rebuild, and an older file needs its
// migrations: both are written once here, as every query command does, before the
// server opens the file read-only.
Status Prepare(const std::string& path) {
  if (!std::filesystem::exists(path)) return Status::NotFound("no database at " + path + " (run: showgraph ingest PATH...)");
  {
    auto ro = Store::OpenReadOnly(path);
    if (ro.ok()) {
      auto needed = (*ro)->NeedsResolve();
      if (!needed.ok()) return needed.status();
      if (!needed.value()) return Status::Ok();
    } else if (ro.status().code() != Status::Code::kUnsupported) {
      return ro.status();
    }
  }
  std::fprintf(stderr, "showgraph: bringing %s up to date before serving it\n", path.c_str());
  auto rw = Store::Open(path);
  if (!rw.ok()) return rw.status();
  return (*rw)->Resolve();
}

}  // namespace

void AddServeCommand(CLI::App* app) {
  ServeArgs& a = A();
  a.options.database = kDefaultDatabase;
  a.options.web_dir = SHOWGRAPH_WEB_DIR;
  a.cmd = app->add_subcommand("serve", "Serve the JSON API and the web page (read-only) over HTTP");
  auto* c = a.cmd;
  c->add_option("--db", a.options.database, "SQLite database file")->capture_default_str();
  c->add_option("--host", a.options.host, "Address to listen on (loopback unless you say otherwise)")
      ->capture_default_str();
  c->add_option("--port", a.options.port, "Port (0: any free port, printed on start)")
      ->check(CLI::Range(0, 65535))
      ->capture_default_str();
  c->add_option("--web", a.options.web_dir, "Directory with static/ and node_modules/ of the page")
      ->capture_default_str();
  c->add_option("--threads", a.options.threads, "Connections served at once")
      ->check(CLI::Range(1, 1024))
      ->capture_default_str();
  c->add_option("--connections", a.options.connections, "Read-only database connections")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  c->add_option("--query-timeout-ms", a.options.query_timeout_ms, "A query running longer is stopped (503)")
      ->check(CLI::Range(10, 600000))
      ->capture_default_str();
  c->add_flag("-q,--quiet", a.quiet, "No access log on stderr");
  c->footer(
      "The server only reads the database. It stops on SIGINT or SIGTERM.\n"
      "Exit status: 0 after a clean stop; 2 when the database cannot be read or the port cannot be bound.");
}

std::optional<int> RunServeCommand() {
  ServeArgs& a = A();
  if (!*a.cmd) return std::nullopt;
  if (Status s = Prepare(a.options.database); !s.ok()) {
    std::fprintf(stderr, "showgraph: %s\n", s.message().c_str());
    return kExitUsage;
  }
  if (!a.quiet)
    a.options.on_request = [](const std::string& method, const std::string& target, int status, long micros) {
      std::fprintf(stderr, "%s %s %d %.1f ms\n", method.c_str(), target.substr(0, 300).c_str(), status,
                   static_cast<double>(micros) / 1000.0);
    };
  // Signals go to one thread that stops the server; every other thread (the workers
  // included, which inherit this mask) never sees them.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);

  auto server = HttpServer::Create(a.options);
  if (!server.ok()) {
    std::fprintf(stderr, "showgraph: %s\n", server.status().message().c_str());
    return kExitUsage;
  }
  HttpServer& srv = *server.value();
  for (const auto& f : srv.missing_files())
    std::fprintf(stderr, "showgraph: warning: %s is missing; the page needs it (run ./setup.sh)\n", f.c_str());
  std::printf("showgraph: serving %s (read-only) at http://%s:%d/\n", a.options.database.c_str(),
              a.options.host.find(':') != std::string::npos ? ("[" + a.options.host + "]").c_str()
                                                             : a.options.host.c_str(),
              srv.port());
  std::fflush(stdout);
  std::thread stopper([&srv, signals] {
    int sig = 0;
    sigwait(&signals, &sig);
    srv.Stop();
  });
  Status s = srv.Run();
  // Wakes the stopper when the server ended on its own.
  pthread_kill(stopper.native_handle(), SIGTERM);
  stopper.join();
  if (!s.ok()) {
    std::fprintf(stderr, "showgraph: %s\n", s.message().c_str());
    return kExitUsage;
  }
  std::fprintf(stderr, "showgraph: stopped\n");
  return kExitOk;
}

}  // namespace showgraph::cli
