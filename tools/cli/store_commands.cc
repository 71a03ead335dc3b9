// The store's subcommands: ingest, show, who, quotes, schedule, timeline, export.
#include <CLI/CLI.hpp>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "commands.h"
#include "render.h"
#include "showgraph/export.h"
#include "showgraph/query.h"
#include "showgraph/store.h"

namespace showgraph::cli {

namespace {

namespace fs = std::filesystem;

struct State {
  IngestArgs ingest;
  DbArgs db;
  bool spoilers = false, week = false;
  size_t limit = 10;
  std::string name;  // WORK or NAME
  QuoteQuery quotes;
  std::string format = "jsonld", output;
  CLI::App *ingest_cmd = nullptr, *show = nullptr, *who = nullptr, *quotes_cmd = nullptr, *schedule = nullptr,
           *timeline = nullptr, *export_cmd = nullptr;
};
State& S() {
  static State s;
  return s;
}

const char* kDbHelp = "SQLite database file (default: showgraph.db in the working directory)";

void AddQueryOptions(CLI::App* cmd, bool seasons) {
  cmd->add_option("--db", S().db.db, kDbHelp);
  cmd->add_flag("--json", S().db.json, "Print the answer as JSON");
  cmd->add_flag("--sources", S().db.sources, "Show the evidence of every fact: document, bytes and words");
  if (seasons) {
    cmd->add_option("--as-of-season", S().db.as_of_season, "Relationships as of this season; no later events");
    cmd->add_flag("--spoilers", S().spoilers, "Show events marked as spoilers");
  }
  cmd->footer("Exit status: 0 with an answer, 1 when nothing matches, 2 when the database cannot be read.");
}

// Opens an existing store; brings merged facts up to date after an interrupted ingest.
Result<std::unique_ptr<Store>> OpenExisting() {
  std::string path = S().db.db.empty() ? kDefaultDatabase : S().db.db;
  if (!fs::exists(path)) return Status::NotFound("no database at " + path + " (run: showgraph ingest PATH...)");
  auto store = Store::Open(path);
  if (!store.ok()) return store.status();
  if (Status s = (*store)->Resolve(); !s.ok()) return s;
  return store;
}

QueryOptions Options() {
  QueryOptions o;
  o.as_of_season = S().db.as_of_season;
  o.spoilers = S().spoilers;
  o.with_sources = S().db.sources;
  o.limit = S().limit;
  return o;
}

int Fail(const Status& s) {
  std::fprintf(stderr, "showgraph: %s\n", s.message().c_str());
  return s.code() == Status::Code::kNotFound ? kExitSomeFailed : kExitUsage;
}

void Print(const std::string& s) { std::fwrite(s.data(), 1, s.size(), stdout); }

int PrintRows(const Result<std::vector<FactRow>>& rows, const std::string& title) {
  if (!rows.ok()) return Fail(rows.status());
  if (S().db.json) {
    Print(RowsJson(rows.value()).dump(1) + "\n");
  } else {
    std::string out = title + "\n";
    for (const auto& r : rows.value()) AppendRow(r, &out);
    if (rows.value().empty()) out += "  (nothing found)\n";
    Print(out);
  }
  return rows.value().empty() ? kExitSomeFailed : kExitOk;
}

// "Monday" for a row's weekday, or the weekday of its date.
std::string WeekdayOf(const Fact& f) {
  if (!f.weekday.empty()) return f.weekday;
  int y = 0;
  unsigned m = 0, d = 0;
  if (std::sscanf(f.date.c_str(), "%d-%u-%u", &y, &m, &d) != 3) return "";
  std::chrono::weekday wd{std::chrono::sys_days{std::chrono::year{y} / std::chrono::month{m} / std::chrono::day{d}}};
  static const char* names[] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
  return names[wd.c_encoding()];
}

int RunSchedule(Store& store) {
  auto rows = Schedule(store, Options());
  if (!rows.ok() || !S().week) return PrintRows(rows, "Schedule");
  static const char* days[] = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
  nlohmann::json j = nlohmann::json::object();
  std::string out = "Week\n";
  for (const char* day : days) {
    std::vector<FactRow> on;
    for (const auto& r : rows.value())
      if (WeekdayOf(r.fact) == day) on.push_back(r);
    if (on.empty()) continue;
    j[day] = RowsJson(on);
    out += std::string(day) + "\n";
    for (const auto& r : on) AppendRow(r, &out);
  }
  Print(S().db.json ? j.dump(1) + "\n" : out);
  return j.empty() ? kExitSomeFailed : kExitOk;
}

int RunExport(Store& store) {
  auto graph = store.LoadGraph();
  if (!graph.ok()) return Fail(graph.status());
  ResolvedGraph g = Resolve(graph.value());
  const std::string& f = S().format;
  if (f == "csv") {
    fs::path dir = S().output.empty() ? fs::path("showgraph-csv") : fs::path(S().output);
    std::error_code ec;
    fs::create_directories(dir, ec);
    for (const auto& [name, content] : ToCsv(g)) {
      std::ofstream out(dir / name, std::ios::binary);
      out << content;
      if (!out) return Fail(Status::IoError("cannot write " + (dir / name).string()));
    }
    std::fprintf(stderr, "showgraph: CSV tables written to %s/\n", dir.string().c_str());
    return kExitOk;
  }
  std::string text;
  if (f == "graphml") {
    text = ToGraphMl(g);
  } else if (f == "jsonl") {
    auto docs = store.ListDocuments();
    if (!docs.ok()) return Fail(docs.status());
    text = ToJsonLines(g, docs.value());
  } else {
    text = ToJsonLd(g);
  }
  if (S().output.empty() || S().output == "-") {
    Print(text);
    return kExitOk;
  }
  std::ofstream out(S().output, std::ios::binary);
  out << text;
  return out ? kExitOk : Fail(Status::IoError("cannot write " + S().output));
}

}  // namespace

void AddStoreCommands(CLI::App* app) {
  State& s = S();
  s.ingest_cmd = app->add_subcommand("ingest", "Extract documents and store them, merged, in the SQLite database");
  auto* in = s.ingest_cmd;
  in->add_option("paths", s.ingest.paths, "Files, directories (recursive) or - for stdin: .txt .html .jsonl .warc .warc.gz")
      ->required();
  in->add_option("--db", s.ingest.db, kDbHelp);
  in->add_option("--format", s.ingest.format, "Format of stdin and of files without a known extension")
      ->check(CLI::IsMember({"auto", "text", "html", "jsonl", "warc"}));
  in->add_option("--max-doc-mb", s.ingest.max_doc_mb, "Documents larger than this many MiB are reported as failed")
      ->capture_default_str();
  in->add_option("--batch", s.ingest.batch, "Documents per transaction")->capture_default_str();
  in->add_option("-j,--jobs", s.ingest.jobs, "Extraction threads (0: one per core)")->capture_default_str();
  in->add_flag("-q,--quiet", s.ingest.quiet, "No progress and no summary on stderr");
  in->footer(
      "Exit status: 0 when every input was read and stored; 1 when any file or record failed\n"
      "(each is reported with its file and record, and the rest is stored); 2 on a usage error\n"
      "or a database that cannot be opened.");

  s.show = app->add_subcommand("show", "The story bible of a work: cast, crew, schedule, story, quotes");
  s.show->add_option("work", s.name, "The work's title (any alias)")->required();
  s.show->add_option("--quotes", s.limit, "How many of the most-cited quotes")->capture_default_str();
  AddQueryOptions(s.show, true);

  s.who = app->add_subcommand("who", "Everything known about a person or character");
  s.who->add_option("name", s.name, "A name or alias")->required();
  AddQueryOptions(s.who, false);

  s.quotes_cmd = app->add_subcommand("quotes", "Find quotes, most cited first");
  s.quotes_cmd->add_option("--by", s.quotes.by, "Said by this person");
  s.quotes_cmd->add_option("--about", s.quotes.about, "Mentioning this person, character or work");
  s.quotes_cmd->add_option("--search", s.quotes.search, "Full-text query (SQLite FTS5 syntax: words, \"phrases\", OR, NOT, prefix*)");
  s.quotes_cmd->add_option("--limit", s.limit, "At most this many")->capture_default_str();
  AddQueryOptions(s.quotes_cmd, false);

  s.schedule = app->add_subcommand("schedule", "Every known airing: premieres, finales and time slots");
  s.schedule->add_flag("--week", s.week, "As a week: airings grouped by weekday");
  AddQueryOptions(s.schedule, false);

  s.timeline = app->add_subcommand("timeline", "A work's events and relationships, season by season");
  s.timeline->add_option("work", s.name, "The work's title (any alias)")->required();
  AddQueryOptions(s.timeline, true);

  s.export_cmd = app->add_subcommand("export", "Export the merged graph: JSON-LD, GraphML, CSV or JSON Lines");
  s.export_cmd->add_option("--format", s.format, "jsonld (schema.org), graphml, csv (a directory), jsonl (SCHEMA.md)")
      ->check(CLI::IsMember({"jsonld", "graphml", "csv", "jsonl"}))
      ->capture_default_str();
  s.export_cmd->add_option("-o,--output", s.output, "File (or directory for csv; default showgraph-csv); - or none: stdout");
  s.export_cmd->add_option("--db", s.db.db, kDbHelp);
}

std::optional<int> RunStoreCommand() {
  State& s = S();
  if (*s.ingest_cmd) return RunIngest(s.ingest);
  CLI::App* query[] = {s.show, s.who, s.quotes_cmd, s.schedule, s.timeline, s.export_cmd};
  if (std::none_of(std::begin(query), std::end(query), [](CLI::App* c) { return bool(*c); })) return std::nullopt;
  auto store = OpenExisting();
  if (!store.ok()) return Fail(store.status());
  Store& st = *store.value();
  if (*s.show) {
    auto bible = ShowWork(st, s.name, Options());
    if (!bible.ok()) return Fail(bible.status());
    Print(s.db.json ? BibleJson(bible.value()).dump(1) + "\n" : BibleText(bible.value(), s.spoilers));
    return kExitOk;
  }
  if (*s.who) {
    auto answers = Who(st, s.name, Options());
    if (!answers.ok()) return Fail(answers.status());
    nlohmann::json j = WhoJson(answers.value());
    std::string out;
    for (const auto& a : answers.value()) {
      out += "== " + a.entity.name + " (" + std::string(EntityKindName(a.entity.kind)) + ")";
      if (a.entity.aliases.size() > 1) {
        out += "  also:";
        for (const auto& al : a.entity.aliases)
          if (al != a.entity.name) out += " \"" + al + "\"";
      }
      out += "\n";
      for (const auto& r : a.facts) AppendRow(r, &out);
    }
    if (answers->empty()) out = "showgraph: nobody known as \"" + s.name + "\"\n";
    Print(s.db.json ? j.dump(1) + "\n" : out);
    return answers->empty() ? kExitSomeFailed : kExitOk;
  }
  if (*s.quotes_cmd) return PrintRows(FindQuotes(st, s.quotes, Options()), "Quotes");
  if (*s.schedule) return RunSchedule(st);
  if (*s.timeline) return PrintRows(Timeline(st, s.name, Options()), "Timeline");
  return RunExport(st);
}

}  // namespace showgraph::cli
