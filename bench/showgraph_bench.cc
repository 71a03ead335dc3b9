// Google Benchmark suite: the stages of showgraph on generated in-memory articles.
//
//   build-bench/showgraph_bench [--benchmark_filter=Extract] [--benchmark_min_time=1]
//
// Every benchmark iteration runs one stage over the same fixed, seeded set of articles
// (sgbench::CorpusGenerator, seed 42), so runs are comparable across commits.
// Throughput ("bytes_per_second", shown as M/s = MiB/s) is measured against:
//   * the raw input bytes for the ingest stages (HtmlToText, PlainTextDocument, EndToEnd),
//   * the document's plain text for the stages that work on text (Annotate, Extract, Json).
// items_per_second is documents per second.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "corpus.h"
#include "showgraph/document.h"
#include "showgraph/extractor.h"
#include "showgraph/json.h"
#include "showgraph/reader.h"
#include "showgraph/text.h"

namespace {

constexpr uint64_t kSeed = 42;

size_t DocCount() {
  // SG_BENCH_DOCS overrides the size of the article set (default 96 of each kind).
  if (const char* e = std::getenv("SG_BENCH_DOCS")) {
    long n = std::atol(e);
    if (n > 0) return static_cast<size_t>(n);
  }
  return 96;
}

struct Corpus {
  std::vector<std::string> txt, html;                  // raw inputs
  std::vector<showgraph::Document> txt_docs, html_docs;  // after ingest
  std::vector<std::vector<showgraph::Fact>> txt_facts;   // after extraction
  size_t txt_bytes = 0, html_bytes = 0, txt_text_bytes = 0, html_text_bytes = 0;

  Corpus() {
    sgbench::CorpusGenerator gen(kSeed);
    const size_t n = DocCount();
    showgraph::Extractor extractor;
    for (size_t i = 0; i < n; ++i) {
      txt.push_back(gen.Text(i));
      html.push_back(gen.Html(n + i));
      txt_bytes += txt.back().size();
      html_bytes += html.back().size();
      std::string num = std::to_string(i);  // (not "t" + to_string(i): GCC 12's bogus -Wrestrict)
      auto td = showgraph::DocumentFromBuffer(std::string("t").append(num), txt.back(), showgraph::InputFormat::kText);
      auto hd = showgraph::DocumentFromBuffer(std::string("h").append(num), html.back(), showgraph::InputFormat::kHtml);
      if (!td.ok() || !hd.ok()) {
        std::fprintf(stderr, "showgraph_bench: generated article %zu was rejected: %s\n", i,
                     (td.ok() ? hd.status() : td.status()).ToString().c_str());
        std::abort();
      }
      txt_docs.push_back(std::move(td.value()));
      html_docs.push_back(std::move(hd.value()));
      txt_text_bytes += txt_docs.back().text.size();
      html_text_bytes += html_docs.back().text.size();
      txt_facts.push_back(extractor.Extract(txt_docs.back()));
    }
  }
};

const Corpus& GetCorpus() {
  static const Corpus corpus;
  return corpus;
}

void Finish(benchmark::State& state, size_t bytes_per_pass, size_t docs_per_pass) {
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes_per_pass));
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * docs_per_pass));
  state.counters["KiB_per_doc"] = benchmark::Counter(bytes_per_pass / 1024.0 / docs_per_pass);
}

// ---- ingest

void BM_HtmlToText(benchmark::State& state) {
  const Corpus& c = GetCorpus();
  for (auto _ : state) {
    for (size_t i = 0; i < c.html.size(); ++i) {
      auto doc = showgraph::DocumentFromBuffer("h", c.html[i], showgraph::InputFormat::kHtml);
      benchmark::DoNotOptimize(doc);
    }
  }
  Finish(state, c.html_bytes, c.html.size());
  state.counters["text_fraction"] = benchmark::Counter(double(c.html_text_bytes) / c.html_bytes);
}
BENCHMARK(BM_HtmlToText)->Unit(benchmark::kMillisecond);

void BM_PlainTextDocument(benchmark::State& state) {
  const Corpus& c = GetCorpus();
  for (auto _ : state) {
    for (size_t i = 0; i < c.txt.size(); ++i) {
      auto doc = showgraph::DocumentFromBuffer("t", c.txt[i], showgraph::InputFormat::kText);
      benchmark::DoNotOptimize(doc);
    }
  }
  Finish(state, c.txt_bytes, c.txt.size());
}
BENCHMARK(BM_PlainTextDocument)->Unit(benchmark::kMillisecond);

// ---- text layer

void BM_SplitParagraphs(benchmark::State& state) {
  const Corpus& c = GetCorpus();
  for (auto _ : state)
    for (const auto& d : c.txt_docs) benchmark::DoNotOptimize(showgraph::SplitParagraphs(d.text));
  Finish(state, c.txt_text_bytes, c.txt_docs.size());
}
BENCHMARK(BM_SplitParagraphs)->Unit(benchmark::kMillisecond);

void BM_Tokenize(benchmark::State& state) {
  const Corpus& c = GetCorpus();
  for (auto _ : state)
    for (const auto& d : c.txt_docs)
      benchmark::DoNotOptimize(showgraph::Tokenize(d.text, showgraph::Span{0, d.text.size()}));
  Finish(state, c.txt_text_bytes, c.txt_docs.size());
}
BENCHMARK(BM_Tokenize)->Unit(benchmark::kMillisecond);

void BM_FindQuotations(benchmark::State& state) {
  const Corpus& c = GetCorpus();
  std::vector<std::vector<showgraph::Paragraph>> paras;
  for (const auto& d : c.txt_docs) paras.push_back(showgraph::SplitParagraphs(d.text));
  for (auto _ : state)
    for (size_t i = 0; i < c.txt_docs.size(); ++i)
      benchmark::DoNotOptimize(showgraph::FindQuotations(c.txt_docs[i].text, paras[i]));
  Finish(state, c.txt_text_bytes, c.txt_docs.size());
}
BENCHMARK(BM_FindQuotations)->Unit(benchmark::kMillisecond);

// Tokens, sentences, paragraphs and quotations together.
void BM_Annotate(benchmark::State& state) {
  const Corpus& c = GetCorpus();
  size_t tokens = 0, sentences = 0;
  for (const auto& d : c.txt_docs) {
    auto at = showgraph::Annotate(d);
    tokens += at.tokens.size();
    sentences += at.sentences.size();
  }
  for (auto _ : state)
    for (const auto& d : c.txt_docs) benchmark::DoNotOptimize(showgraph::Annotate(d));
  Finish(state, c.txt_text_bytes, c.txt_docs.size());
  state.counters["tokens_per_doc"] = benchmark::Counter(double(tokens) / c.txt_docs.size());
  state.counters["sentences_per_doc"] = benchmark::Counter(double(sentences) / c.txt_docs.size());
}
BENCHMARK(BM_Annotate)->Unit(benchmark::kMillisecond);

// ---- extraction

void RunExtract(benchmark::State& state, const std::vector<showgraph::Document>& docs, size_t bytes,
                showgraph::ExtractOptions options) {
  showgraph::Extractor extractor(options);
  size_t facts = 0;
  for (const auto& d : docs) facts += extractor.Extract(d).size();
  for (auto _ : state)
    for (const auto& d : docs) benchmark::DoNotOptimize(extractor.Extract(d));
  Finish(state, bytes, docs.size());
  state.counters["facts_per_doc"] = benchmark::Counter(double(facts) / docs.size());
}

void BM_Extract_Text(benchmark::State& state) {
  const Corpus& c = GetCorpus();
  RunExtract(state, c.txt_docs, c.txt_text_bytes, {});
}
BENCHMARK(BM_Extract_Text)->Unit(benchmark::kMillisecond);

void BM_Extract_FromHtml(benchmark::State& state) {
  const Corpus& c = GetCorpus();
  RunExtract(state, c.html_docs, c.html_text_bytes, {});
}
BENCHMARK(BM_Extract_FromHtml)->Unit(benchmark::kMillisecond);

// One extractor at a time on top of the shared base (annotation, mention finding and the
// crew pass, which always run). "none" is the base alone; each other row minus "none"
// is that extractor's own cost.
void RegisterExtractOnly() {
  struct Variant {
    const char* name;
    showgraph::ExtractOptions options;
  };
  showgraph::ExtractOptions none{false, false, false, false, false, false};
  std::vector<Variant> variants = {{"none", none}};
  auto with = [&](const char* name, bool showgraph::ExtractOptions::*field) {
    showgraph::ExtractOptions o = none;
    o.*field = true;
    variants.push_back({name, o});
  };
  with("works", &showgraph::ExtractOptions::works);
  with("cast", &showgraph::ExtractOptions::cast);
  with("crew", &showgraph::ExtractOptions::crew);
  with("airings", &showgraph::ExtractOptions::airings);
  with("quotes", &showgraph::ExtractOptions::quotes);
  with("story", &showgraph::ExtractOptions::story);
  for (const auto& v : variants) {
    showgraph::ExtractOptions o = v.options;
    benchmark::RegisterBenchmark((std::string("BM_ExtractOnly/") + v.name).c_str(), [o](benchmark::State& state) {
      const Corpus& c = GetCorpus();
      RunExtract(state, c.txt_docs, c.txt_text_bytes, o);
    })->Unit(benchmark::kMillisecond);
  }
}

// ---- output

void BM_AppendDocumentJson(benchmark::State& state) {
  const Corpus& c = GetCorpus();
  std::string out;
  size_t json_bytes = 0;
  for (size_t i = 0; i < c.txt_docs.size(); ++i) {
    out.clear();
    showgraph::AppendDocumentJson(c.txt_docs[i], c.txt_facts[i], &out);
    json_bytes += out.size();
  }
  for (auto _ : state) {
    for (size_t i = 0; i < c.txt_docs.size(); ++i) {
      out.clear();
      showgraph::AppendDocumentJson(c.txt_docs[i], c.txt_facts[i], &out);
      benchmark::DoNotOptimize(out.data());
    }
  }
  Finish(state, c.txt_text_bytes, c.txt_docs.size());
  state.counters["json_bytes_per_doc"] = benchmark::Counter(double(json_bytes) / c.txt_docs.size());
}
BENCHMARK(BM_AppendDocumentJson)->Unit(benchmark::kMillisecond);

// ---- everything the CLI does per document, minus file I/O

void RunEndToEnd(benchmark::State& state, const std::vector<std::string>& inputs, size_t bytes,
                 showgraph::InputFormat format) {
  showgraph::Extractor extractor;
  std::string out;
  for (auto _ : state) {
    for (const auto& in : inputs) {
      auto doc = showgraph::DocumentFromBuffer("d", in, format);
      if (!doc.ok()) continue;
      auto facts = extractor.Extract(doc.value());
      out.clear();
      showgraph::AppendDocumentJson(doc.value(), facts, &out);
      benchmark::DoNotOptimize(out.data());
    }
  }
  Finish(state, bytes, inputs.size());
}

void BM_EndToEnd_Text(benchmark::State& state) {
  const Corpus& c = GetCorpus();
  RunEndToEnd(state, c.txt, c.txt_bytes, showgraph::InputFormat::kText);
}
BENCHMARK(BM_EndToEnd_Text)->Unit(benchmark::kMillisecond);

void BM_EndToEnd_Html(benchmark::State& state) {
  const Corpus& c = GetCorpus();
  RunEndToEnd(state, c.html, c.html_bytes, showgraph::InputFormat::kHtml);
}
BENCHMARK(BM_EndToEnd_Html)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  RegisterExtractOnly();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  const Corpus& c = GetCorpus();  // build the fixture before any timing
  benchmark::AddCustomContext("sg_docs", std::to_string(c.txt.size()) + " txt + " + std::to_string(c.html.size()) + " html");
  benchmark::AddCustomContext("sg_txt_kib", std::to_string(c.txt_bytes / 1024));
  benchmark::AddCustomContext("sg_html_kib", std::to_string(c.html_bytes / 1024));
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
