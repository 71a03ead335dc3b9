// Choosing a reader per path, and walking the paths of a batch.
#include <algorithm>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "ingest/ingest_internal.h"
#include "lexicon/lexicon.h"
#include "showgraph/reader.h"

namespace showgraph {

namespace fs = std::filesystem;

namespace {

bool EndsWith(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

InputFormat FormatFromName(const std::string& path) {
  std::string lower = ToLower(path);
  if (EndsWith(lower, ".warc") || EndsWith(lower, ".warc.gz")) return InputFormat::kWarc;
  if (EndsWith(lower, ".jsonl") || EndsWith(lower, ".ndjson") || EndsWith(lower, ".jsonl.gz"))
    return InputFormat::kJsonLines;
  if (EndsWith(lower, ".html") || EndsWith(lower, ".htm") || EndsWith(lower, ".xhtml")) return InputFormat::kHtml;
  if (EndsWith(lower, ".txt") || EndsWith(lower, ".text") || EndsWith(lower, ".md")) return InputFormat::kText;
  return InputFormat::kAuto;
}

// Looks at the first bytes: WARC, JSON object, markup, or text.
InputFormat Sniff(std::string_view head) {
  size_t i = head.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  if (i == std::string_view::npos) return InputFormat::kText;
  if (head.substr(i, 5) == "WARC/") return InputFormat::kWarc;
  if (head.size() >= 2 && static_cast<unsigned char>(head[0]) == 0x1F && static_cast<unsigned char>(head[1]) == 0x8B)
    return InputFormat::kWarc;  // gzip: the only compressed input we read is WARC
  if (head[i] == '{') return InputFormat::kJsonLines;
  if (head[i] == '<') return InputFormat::kHtml;
  return InputFormat::kText;
}

std::string BaseName(const std::string& path) {
  if (path == "-") return "stdin";
  return fs::path(path).filename().string();
}

}  // namespace

namespace {

// stdin spooled to a temporary file: the format can be sniffed without losing bytes,
// and the readers stream from disk as they do for any file. The file is removed when
// the reader is done; messages and ids say "stdin", not the temporary path.
class StdinReader : public DocumentReader {
 public:
  StdinReader(std::unique_ptr<DocumentReader> inner, std::string temp_path)
      : inner_(std::move(inner)), temp_path_(std::move(temp_path)) {}
  ~StdinReader() override {
    inner_.reset();
    std::remove(temp_path_.c_str());
  }
  ReadOutcome Next(Document* doc, Status* error) override {
    ReadOutcome r = inner_->Next(doc, error);
    if (r == ReadOutcome::kDocument) {
      doc->id = Rename(doc->id);
      doc->source = Rename(doc->source);
    } else if (r == ReadOutcome::kFailed) {
      *error = Status::InvalidInput(Rename(error->message()));
    }
    return r;
  }

 private:
  std::string Rename(std::string s) const {
    for (size_t pos; (pos = s.find(temp_path_)) != std::string::npos;) s.replace(pos, temp_path_.size(), "stdin");
    return s;
  }
  std::unique_ptr<DocumentReader> inner_;
  std::string temp_path_;
};

Result<std::string> SpoolStdin() {
  const char* dir = std::getenv("TMPDIR");
  std::string templ = std::string(dir && *dir ? dir : "/tmp") + "/showgraph-stdin-XXXXXX";
  int fd = mkstemp(templ.data());
  if (fd < 0) return Status::IoError("stdin: cannot create a temporary file in " + templ);
  char buf[1 << 16];
  size_t n;
  bool ok = true;
  while ((n = std::fread(buf, 1, sizeof buf, stdin)) > 0)
    if (write(fd, buf, n) != static_cast<ssize_t>(n)) ok = false;
  close(fd);
  if (!ok) {
    std::remove(templ.c_str());
    return Status::IoError("stdin: cannot write the temporary file " + templ);
  }
  return templ;
}

Result<std::unique_ptr<DocumentReader>> OpenFile(const std::string& path, const std::string& id,
                                                 const ReaderOptions& options, InputFormat format) {
  if (format == InputFormat::kAuto) {
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) return Status::IoError(path + ": cannot open");
    char head[512];
    size_t n = std::fread(head, 1, sizeof head, f);
    std::fclose(f);
    format = Sniff(std::string_view(head, n));
  }
  switch (format) {
    case InputFormat::kWarc: return ingest::NewWarcReader(path, options);
    case InputFormat::kJsonLines: return ingest::NewJsonLinesReader(path, options);
    case InputFormat::kHtml: return ingest::NewHtmlReader(path, id, options);
    default: return ingest::NewPlainTextReader(path, id, options);
  }
}

}  // namespace

Result<std::unique_ptr<DocumentReader>> OpenReader(const std::string& path, const ReaderOptions& options) {
  if (path == "-") {
    auto temp = SpoolStdin();
    if (!temp.ok()) return temp.status();
    auto inner = OpenFile(temp.value(), "stdin", options, options.format);
    if (!inner.ok()) {
      std::remove(temp.value().c_str());
      return inner.status();
    }
    return std::unique_ptr<DocumentReader>(std::make_unique<StdinReader>(std::move(inner.value()), temp.value()));
  }
  InputFormat format = FormatFromName(path);
  if (format == InputFormat::kAuto) format = options.format;
  return OpenFile(path, BaseName(path), options, format);
}

Result<Document> DocumentFromBuffer(std::string id, std::string content, InputFormat format,
                                    const ReaderOptions& options) {
  if (Status s = ingest::CheckLooksLikeText(content, id); !s.ok()) return s;
  if (format == InputFormat::kAuto) format = Sniff(std::string_view(content).substr(0, 512));
  Document doc;
  doc.id = id;
  doc.source = id;
  if (format == InputFormat::kHtml) {
    doc.replaced_bytes = ingest::SanitizeUtf8(&content);
    doc.text = ingest::HtmlToText(content, &doc.meta);
  } else {
    doc.text = std::move(content);
  }
  if (Status s = ingest::FinishDocument(&doc, options, id); !s.ok()) return s;
  if (format == InputFormat::kHtml) ingest::FillMetaFromText(&doc);
  else ingest::FinishPlainTextDocument(&doc);
  return doc;
}

InputSet::InputSet(std::vector<std::string> paths, ReaderOptions options) : options_(options) {
  // Directories expand to their files, recursively and sorted, so runs are repeatable.
  for (auto& p : paths) {
    std::error_code ec;
    if (p != "-" && fs::is_directory(p, ec)) {
      std::vector<std::string> files;
      for (auto it = fs::recursive_directory_iterator(p, fs::directory_options::skip_permission_denied, ec);
           !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (!it->is_regular_file(ec)) continue;
        std::string name = it->path().filename().string();
        if (name.empty() || name[0] == '.') continue;
        files.push_back(it->path().string());
      }
      std::sort(files.begin(), files.end());
      pending_.insert(pending_.end(), files.begin(), files.end());
    } else {
      pending_.push_back(p);
    }
  }
}

InputSet::~InputSet() = default;

ReadOutcome InputSet::Next(Document* doc) {
  while (true) {
    if (!current_) {
      if (next_pending_ >= pending_.size()) return ReadOutcome::kEnd;
      const std::string& path = pending_[next_pending_++];
      auto reader = OpenReader(path, options_);
      if (!reader.ok()) {
        last_error_ = reader.status();
        ++failures_;
        return ReadOutcome::kFailed;
      }
      current_ = std::move(reader.value());
    }
    Status error;
    ReadOutcome r = current_->Next(doc, &error);
    if (r == ReadOutcome::kEnd) {
      current_.reset();
      continue;
    }
    if (r == ReadOutcome::kFailed) {
      last_error_ = error;
      ++failures_;
    } else {
      ++documents_read_;
    }
    return r;
  }
}

}  // namespace showgraph
