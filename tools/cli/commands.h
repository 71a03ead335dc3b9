// The showgraph command's subcommands beyond extract and eval: each one's options and
// the function that runs it (returning the exit status). main.cc only wires them to CLI11.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace showgraph::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitSomeFailed = 1;
inline constexpr int kExitUsage = 2;

// Options every store command has.
struct DbArgs {
  std::string db;  // defaults to kDefaultDatabase in the working directory
  bool json = false;
  bool sources = false;
  std::optional<int> as_of_season;
};

struct IngestArgs {
  std::vector<std::string> paths;
  std::string db;
  std::string format = "auto";
  size_t max_doc_mb = 64;
  size_t batch = 500;
  unsigned jobs = 0;
  bool quiet = false;
};

// Adds ingest, show, who, quotes, schedule, timeline and export to `app`; after parsing,
// RunStoreCommand() runs whichever was given and returns its exit status, or nullopt
// when none of them was.
void AddStoreCommands(CLI::App* app);
std::optional<int> RunStoreCommand();

int RunIngest(const IngestArgs& args);

// Adds serve; RunServeCommand() runs it (until SIGINT or SIGTERM) when it was given.
void AddServeCommand(CLI::App* app);
std::optional<int> RunServeCommand();

}  // namespace showgraph::cli
