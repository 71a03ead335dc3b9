// showgraph: the command-line front end. A thin client of the library's public headers.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "commands.h"
#include "showgraph/eval.h"
#include "showgraph/extractor.h"
#include "showgraph/json.h"
#include "showgraph/pipeline.h"
#include "showgraph/reader.h"

namespace {

constexpr int kExitOk = 0;
constexpr int kExitSomeFailed = 1;
constexpr int kExitUsage = 2;

const char* kExitCodes =
    "Exit status: 0 when every input was read and extracted; 1 when any file or record\n"
    "failed (each failure is reported on stderr with its file and line or record, and the\n"
    "rest of the batch is still processed); 2 on a usage error.";

struct ExtractArgs {
  std::vector<std::string> paths;
  bool evidence = false;
  bool quiet = false;
  std::string output;
  std::string format = "auto";
  size_t max_doc_mb = 64;
  unsigned jobs = 0;  // 0: one thread per core
  showgraph::ExtractOptions kinds;  // every kind unless --kinds
};

showgraph::InputFormat ParseFormat(const std::string& f) {
  if (f == "text" || f == "txt") return showgraph::InputFormat::kText;
  if (f == "html") return showgraph::InputFormat::kHtml;
  if (f == "jsonl") return showgraph::InputFormat::kJsonLines;
  if (f == "warc") return showgraph::InputFormat::kWarc;
  return showgraph::InputFormat::kAuto;
}

std::string FactLine(const showgraph::Fact& f) {
  using showgraph::FactKind;
  std::string s(showgraph::FactKindName(f.kind));
  auto add = [&](const char* k, const std::string& v) {
    if (!v.empty()) s += std::string("  ") + k + "=" + v;
  };
  add("name", f.name);
  add("actor", f.actor);
  add("character", f.character);
  add("person", f.person);
  add("role", f.role);
  add("speaker", f.speaker);
  if (f.kind != FactKind::kWork) add("work", f.work);
  add("network", f.network);
  add("occasion", f.occasion);
  if (f.season) add("season", std::to_string(*f.season));
  add("weekday", f.weekday);
  add("date", f.date);
  add("time", f.time);
  add("timezone", f.timezone);
  add("a", f.a);
  add("b", f.b);
  if (f.kind != FactKind::kQuote) add("type", f.type);
  add("status", f.status);
  std::string who;
  for (const auto& p : f.participants) who += (who.empty() ? "" : ", ") + p;
  add("participants", who);
  if (f.spoiler) add("spoiler", *f.spoiler ? "yes" : "no");
  add("entity", f.entity);
  add("attribute", f.attribute);
  add("value", f.value);
  return s;
}

// Extracts every input; writes JSON Lines (or, with --evidence, a readable listing).
int RunExtract(const ExtractArgs& args, std::vector<showgraph::FactsRecord>* keep) {
  showgraph::ReaderOptions ropts;
  ropts.format = ParseFormat(args.format);
  ropts.max_document_bytes = args.max_doc_mb << 20;
  showgraph::InputSet inputs(args.paths, ropts);
  showgraph::Extractor extractor(args.kinds);
  std::FILE* out = stdout;
  if (!args.output.empty() && args.output != "-") {
    out = std::fopen(args.output.c_str(), "wb");
    if (!out) {
      std::fprintf(stderr, "showgraph: cannot write %s\n", args.output.c_str());
      return kExitUsage;
    }
  }
  // JSON Lines leave in large blocks: the default few kilobytes cost a write call per
  // handful of documents.
  static char out_buffer[1 << 18];
  std::setvbuf(out, out_buffer, _IOFBF, sizeof out_buffer);
  size_t per_kind[std::size(showgraph::kAllFactKinds)] = {};
  size_t facts_total = 0, replaced = 0;
  size_t extracted = 0, failed = 0;  // what reached the output, counted apart from the reader
  // Formatting runs on the worker threads; the sink only writes, in input order.
  auto render = [&args](showgraph::ExtractedItem* item) {
    const showgraph::Document& doc = item->doc;
    std::string& buf = item->rendered;
    if (!args.evidence) {
      showgraph::AppendDocumentJson(doc, item->facts, &buf);
      return;
    }
    buf += "== " + doc.id + (doc.meta.title ? "  \"" + *doc.meta.title + "\"" : "") + "\n";
    for (const auto& f : item->facts) {
      buf += "  " + FactLine(f) + "\n";
      if (f.kind == showgraph::FactKind::kQuote) buf += "      \"" + f.text.substr(0, 160) + "\"\n";
      for (const auto& e : f.evidence)
        if (f.kind != showgraph::FactKind::kQuote)
          buf += "      | " + doc.text.substr(e.start, std::min<size_t>(e.end - e.start, 240)) + "\n";
    }
  };
  auto sink = [&](showgraph::ExtractedItem&& item) {
    if (item.failed) {
      ++failed;
      std::fprintf(stderr, "showgraph: error: %s\n", item.error.message().c_str());
      return;
    }
    ++extracted;
    const showgraph::Document& doc = item.doc;
    if (doc.replaced_bytes)
      std::fprintf(stderr, "showgraph: warning: %s: %zu invalid UTF-8 bytes replaced\n", doc.source.c_str(),
                   doc.replaced_bytes);
    replaced += doc.replaced_bytes;
    facts_total += item.facts.size();
    for (const auto& f : item.facts) ++per_kind[static_cast<size_t>(f.kind)];
    if (keep) {
      showgraph::FactsRecord rec;
      rec.doc_id = doc.id;
      rec.optional.assign(item.facts.size(), false);
      rec.facts = std::move(item.facts);
      keep->push_back(std::move(rec));
    } else {
      std::fwrite(item.rendered.data(), 1, item.rendered.size(), out);
    }
  };
  showgraph::PipelineOptions popts;
  popts.jobs = args.jobs;
  showgraph::ExtractInOrder(&inputs, extractor, popts, keep ? nullptr : std::function<void(showgraph::ExtractedItem*)>(render), sink);
  if (out != stdout) std::fclose(out);
  else std::fflush(stdout);
  // Nothing lost: every document (or file) that came in was either extracted or reported
  // as failed. The reader's counts and the output's must agree.
  const size_t documents_in = inputs.documents_read() + inputs.failures();
  const bool balanced = extracted + failed == documents_in && failed == inputs.failures();
  if (!args.quiet) {
    // Kinds in alphabetical order, as before.
    std::map<std::string_view, size_t> by_name;
    for (showgraph::FactKind k : showgraph::kAllFactKinds)
      if (per_kind[static_cast<size_t>(k)]) by_name[showgraph::FactKindName(k)] = per_kind[static_cast<size_t>(k)];
    std::string kinds;
    for (const auto& [k, n] : by_name) kinds += (kinds.empty() ? "" : ", ") + std::string(k) + " " + std::to_string(n);
    std::fprintf(stderr, "showgraph: %zu documents read, %zu facts%s%s, %zu failed; %zu documents in = %zu extracted + %zu failed\n",
                 inputs.documents_read(), facts_total, kinds.empty() ? "" : " (", kinds.empty() ? "" : (kinds + ")").c_str(),
                 inputs.failures(), documents_in, extracted, failed);
  }
  if (!balanced) {
    std::fprintf(stderr, "showgraph: error: documents lost: %zu in, but %zu extracted and %zu failed\n", documents_in,
                 extracted, failed);
    return kExitSomeFailed;
  }
  return inputs.failures() ? kExitSomeFailed : kExitOk;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"showgraph: a sourced, time-aware knowledge graph of TV series from entertainment journalism."};
  app.footer(kExitCodes);
  app.require_subcommand(1);

  ExtractArgs ex;
  auto* extract = app.add_subcommand("extract", "Extract facts (SCHEMA.md JSON Lines, one object per document)");
  extract->add_option("paths", ex.paths, "Files, directories (recursive) or - for stdin: .txt .html .jsonl .warc .warc.gz")
      ->required();
  extract->add_flag("--evidence", ex.evidence, "Print each fact with the text that supports it, instead of JSON");
  extract->add_option("-o,--output", ex.output, "Write JSON Lines here instead of stdout");
  extract->add_option("--format", ex.format, "Format of stdin and of files without a known extension")
      ->check(CLI::IsMember({"auto", "text", "html", "jsonl", "warc"}));
  extract->add_option("--max-doc-mb", ex.max_doc_mb, "Documents larger than this many MiB are reported as failed")
      ->capture_default_str();
  extract->add_option("-j,--jobs", ex.jobs, "Extraction threads (0: one per core); output order never changes")
      ->capture_default_str();
  extract->add_flag("-q,--quiet", ex.quiet, "No summary on stderr");
  std::string kinds;
  extract->add_option("--kinds", kinds,
                      "Only these fact kinds, comma-separated: work,cast,crew,airing,quote,story (story: "
                      "relationship, event, attribute, appears_in); the others are not looked for");
  extract->footer(kExitCodes);

  std::string gold, pred;
  std::vector<std::string> eval_paths;
  bool eval_json = false, show_errors = false;
  auto* eval = app.add_subcommand("eval", "Score predicted facts against gold (the rules of SCHEMA.md)");
  eval->add_option("gold", gold, "Gold JSON Lines")->required();
  eval->add_option("pred", pred, "Predicted JSON Lines (omit with --extract)");
  eval->add_option("--extract", eval_paths, "Extract these inputs and score the result");
  eval->add_flag("--show-errors", show_errors, "List every missed, spurious and misattributed fact");
  eval->add_flag("--json", eval_json, "Print the scores as one JSON object");
  eval->footer("Exit status: 0 on success, 2 when a file cannot be read.");

  showgraph::cli::AddStoreCommands(&app);
  showgraph::cli::AddServeCommand(&app);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help and --version are "errors" that exit 0; every real usage error exits 2.
    return app.exit(e) == 0 ? kExitOk : kExitUsage;
  }

  if (*extract) {
    if (!kinds.empty()) {
      auto parsed = showgraph::ParseExtractKinds(kinds);
      if (!parsed.ok()) {
        std::fprintf(stderr, "showgraph extract: --kinds: %s\n", parsed.status().message().c_str());
        return kExitUsage;
      }
      ex.kinds = parsed.value();
    }
    return RunExtract(ex, nullptr);
  }
  if (auto code = showgraph::cli::RunStoreCommand()) return *code;
  if (auto code = showgraph::cli::RunServeCommand()) return *code;

  auto gold_records = showgraph::LoadFactsFile(gold);
  if (!gold_records.ok()) {
    std::fprintf(stderr, "showgraph: %s\n", gold_records.status().message().c_str());
    return kExitUsage;
  }
  std::vector<showgraph::FactsRecord> predicted;
  if (!eval_paths.empty()) {
    ExtractArgs args;
    args.paths = eval_paths;
    args.quiet = true;
    RunExtract(args, &predicted);
  } else if (!pred.empty()) {
    auto p = showgraph::LoadFactsFile(pred);
    if (!p.ok()) {
      std::fprintf(stderr, "showgraph: %s\n", p.status().message().c_str());
      return kExitUsage;
    }
    predicted = std::move(p.value());
  } else {
    std::fprintf(stderr, "showgraph eval: give PRED.jsonl or --extract PATH...\n");
    return kExitUsage;
  }
  showgraph::EvalReport rep = showgraph::Evaluate(gold_records.value(), predicted);
  if (eval_json) {
    std::string out = "{";
    char buf[160];
    for (const auto& [k, s] : rep.kinds) {
      std::snprintf(buf, sizeof buf, "\"%s\":{\"p\":%.3f,\"r\":%.3f,\"f1\":%.3f,\"tp\":%zu,\"fp\":%zu,\"fn\":%zu},",
                    k.c_str(), s.precision(), s.recall(), s.f1(), s.tp, s.fp, s.fn);
      out += buf;
    }
    auto opt = [&](const char* k, const std::optional<double>& v) {
      if (v) std::snprintf(buf, sizeof buf, "\"%s\":%.3f,", k, *v);
      else std::snprintf(buf, sizeof buf, "\"%s\":null,", k);
      out += buf;
    };
    opt("quote_attribution", rep.quote_attribution);
    opt("status_accuracy", rep.status_accuracy);
    opt("season_accuracy", rep.season_accuracy);
    opt("work_accuracy", rep.work_accuracy);
    std::snprintf(buf, sizeof buf, "\"micro\":{\"p\":%.3f,\"r\":%.3f,\"f1\":%.3f},\"docs\":%zu,\"docs_predicted\":%zu}",
                  rep.micro.precision(), rep.micro.recall(), rep.micro.f1(), rep.docs, rep.docs_predicted);
    out += buf;
    std::puts(out.c_str());
  } else {
    std::fputs(showgraph::FormatReport(rep, show_errors).c_str(), stdout);
  }
  return kExitOk;
}
