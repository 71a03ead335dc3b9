#include "fuzz_entries.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <httplib.h>
#include <memory>
#include <string>

#include "ingest/ingest_internal.h"
#include "serve/api.h"
#include "serve/params.h"
#include "showgraph/extractor.h"
#include "showgraph/reader.h"
#include "showgraph/text.h"

namespace showgraph::fuzz {

namespace {

using serve_internal::IsValidUtf8;

bool StartsWith(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

bool SpanInside(Span s, size_t size) { return s.start <= s.end && s.end <= size; }

// The bytes in a file of their own, since the readers stream from a path; removed when done.
class TempInput {
 public:
  TempInput(std::string_view data, const char* ext) {
    static unsigned counter = 0;
    const char* dir = std::getenv("TMPDIR");
    path_ = std::string(dir && *dir ? dir : "/tmp") + "/showgraph-fuzz-" + std::to_string(getpid()) + "-" +
            std::to_string(counter++) + ext;
    std::FILE* f = std::fopen(path_.c_str(), "wb");
    if (!f) std::abort();  // the harness cannot run at all: not a finding
    if (!data.empty() && std::fwrite(data.data(), 1, data.size(), f) != data.size()) std::abort();
    std::fclose(f);
  }
  ~TempInput() { std::remove(path_.c_str()); }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// Reads `reader` to its end and checks every outcome: errors name the file, documents
// have an id and valid, non-empty, bounded text. Every call to Next() must consume
// input, so more outcomes than bytes means the reader is stuck.
std::string DrainReader(DocumentReader* reader, const std::string& path, size_t input_size,
                        const ReaderOptions& options) {
  for (size_t calls = 0;; ++calls) {
    if (calls > input_size + 2) return "reader returns more outcomes than the input has bytes";
    Document doc;
    Status error;
    ReadOutcome r = reader->Next(&doc, &error);
    if (r == ReadOutcome::kEnd) return "";
    if (r == ReadOutcome::kFailed) {
      if (error.ok()) return "failure without an error";
      if (!StartsWith(error.message(), path)) return "error does not name the file: " + error.message();
      continue;
    }
    if (doc.id.empty()) return "document without an id";
    if (!StartsWith(doc.source, path)) return "document source does not name the file: " + doc.source;
    if (doc.text.empty()) return "empty document";
    if (doc.text.size() > options.max_document_bytes) return "document past the size limit";
    if (!IsValidUtf8(doc.text)) return "document text is not valid UTF-8";
  }
}

std::string FuzzReader(std::string_view data, const char* ext, InputFormat format) {
  TempInput in(data, ext);
  ReaderOptions options;
  options.max_document_bytes = 1 << 20;
  options.format = format;
  auto reader = OpenReader(in.path(), options);
  if (!reader.ok()) return "cannot open a readable file: " + reader.status().message();
  return DrainReader(reader.value().get(), in.path(), data.size(), options);
}

}  // namespace

std::string FuzzHtml(std::string_view data) {
  std::string html(data);
  ingest::SanitizeUtf8(&html);  // as every reader does before parsing
  DocumentMeta meta;
  std::string text = ingest::HtmlToText(html, &meta);
  if (!IsValidUtf8(text)) return "text is not valid UTF-8";
  for (const auto* field : {&meta.title, &meta.author, &meta.outlet, &meta.published, &meta.url})
    if (*field && !IsValidUtf8(**field)) return "metadata is not valid UTF-8";
  return "";
}

std::string FuzzWarc(std::string_view data) { return FuzzReader(data, ".warc", InputFormat::kWarc); }

std::string FuzzJsonl(std::string_view data) { return FuzzReader(data, ".jsonl", InputFormat::kJsonLines); }

std::string FuzzText(std::string_view data) {
  Document doc;
  doc.id = "fuzz";
  doc.text = std::string(data);
  ingest::SanitizeUtf8(&doc.text);  // the text layer is only ever given repaired text
  if (size_t nl = doc.text.find('\n'); nl != std::string::npos && nl < 200) doc.meta.title = doc.text.substr(0, nl);
  AnnotatedText at = Annotate(doc);
  const size_t n = doc.text.size();
  uint32_t last_end = 0;
  for (const auto& p : at.paragraphs) {
    if (!SpanInside(p.span, n)) return "paragraph outside the text";
    if (p.span.start < last_end) return "paragraphs overlap or are out of order";
    last_end = p.span.end;
  }
  last_end = 0;
  for (const auto& t : at.tokens) {
    if (t.start >= t.end || t.end > n) return "empty token or token outside the text";
    if (t.start < last_end) return "tokens overlap or are out of order";
    last_end = t.end;
  }
  uint32_t last_token = 0;
  for (const auto& s : at.sentences) {
    if (!SpanInside(s.span, n)) return "sentence outside the text";
    if (s.first_token > s.end_token || s.end_token > at.tokens.size()) return "sentence tokens out of range";
    if (s.first_token < last_token) return "sentences overlap";
    if (s.paragraph >= at.paragraphs.size()) return "sentence of no paragraph";
    last_token = s.end_token;
  }
  size_t last_quote = 0;
  for (const auto& q : at.quotations) {
    if (!SpanInside(q.outer, n) || !SpanInside(q.inner, n)) return "quotation outside the text";
    if (q.inner.start < q.outer.start || q.inner.end > q.outer.end) return "quotation's words outside its marks";
    if (q.outer.start < last_quote) return "quotations out of order";
    if (q.paragraph >= at.paragraphs.size()) return "quotation of no paragraph";
    last_quote = q.outer.start;
  }
  if (!at.sentences.empty() && at.SentenceAt(n + 10) >= at.sentences.size()) return "SentenceAt past the end";
  return "";
}

std::string FuzzDatetime(std::string_view data) {
  static const Extractor* extractor = [] {
    ExtractOptions o;
    o.cast = o.crew = o.quotes = o.story = false;  // works and airings: every date and time parser
    return new Extractor(o);
  }();
  Document doc;
  doc.id = "fuzz";
  size_t nl = data.find('\n');
  if (nl != std::string_view::npos && nl <= 40) {
    doc.meta.published = std::string(data.substr(0, nl));
    ingest::SanitizeUtf8(&*doc.meta.published);
    data.remove_prefix(nl + 1);
  }
  doc.text = std::string(data);
  ingest::SanitizeUtf8(&doc.text);
  for (const Fact& f : extractor->Extract(doc)) {
    for (const auto& e : f.evidence)
      if (e.start > e.end || e.end > doc.text.size()) return "evidence outside the text";
    if (f.kind != FactKind::kAiring) continue;
    if (!f.date.empty()) {
      int y = 0, m = 0, d = 0;
      char tail = 0;
      if (f.date.size() != 10 || std::sscanf(f.date.c_str(), "%4d-%2d-%2d%c", &y, &m, &d, &tail) != 3 || m < 1 ||
          m > 12 || d < 1 || d > 31)
        return "airing date is not YYYY-MM-DD: " + f.date;
    }
    if (!f.time.empty()) {
      int h = -1, mi = -1;
      if (f.time.size() != 5 || std::sscanf(f.time.c_str(), "%2d:%2d", &h, &mi) != 2 || h < 0 || h > 23 || mi < 0 ||
          mi > 59)
        return "airing time is not HH:MM: " + f.time;
    }
  }
  return "";
}

std::string FuzzParams(std::string_view data) {
  httplib::Params query;
  httplib::detail::parse_query_text(std::string(data), query);
  for (const auto& ep : serve_internal::Endpoints()) {
    auto parsed = serve_internal::Params::Parse(query, ep.params);
    if (!parsed.ok()) {
      if (parsed.status().message().empty()) return "rejection without a message";
      if (!IsValidUtf8(parsed.status().message())) return "error message is not valid UTF-8";
      continue;
    }
    for (const auto& spec : ep.params) {
      const auto& p = parsed.value();
      if (spec.required && !p.Has(spec.name)) return "required parameter missing after a successful parse";
      if (!p.Has(spec.name)) continue;
      switch (spec.type) {
        case serve_internal::ParamSpec::Type::kText:
          if (p.Text(spec.name).size() > spec.max_bytes || !IsValidUtf8(p.Text(spec.name)))
            return "accepted text breaks its rule";
          break;
        case serve_internal::ParamSpec::Type::kInt: {
          auto v = p.Int(spec.name);
          if (!v || *v < spec.min || *v > spec.max) return "accepted integer out of bounds";
          break;
        }
        case serve_internal::ParamSpec::Type::kBool: p.Bool(spec.name); break;
      }
    }
  }
  return "";
}

const std::vector<Target>& Targets() {
  static const std::vector<Target> targets = {
      {"html", FuzzHtml}, {"warc", FuzzWarc},         {"jsonl", FuzzJsonl},
      {"text", FuzzText}, {"datetime", FuzzDatetime}, {"params", FuzzParams},
  };
  return targets;
}

}  // namespace showgraph::fuzz
