#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "ingest/ingest_internal.h"

namespace showgraph::ingest {

Result<std::string> ReadWholeFile(const std::string& path, size_t max_bytes) {
  std::string out;
  std::FILE* f = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
  if (!f) return Status::IoError(path + ": cannot open");
  char buf[1 << 16];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) {
    if (out.size() + n > max_bytes) {
      if (f != stdin) std::fclose(f);
      return Status::TooLarge(path + ": larger than the limit of " + std::to_string(max_bytes) + " bytes");
    }
    out.append(buf, n);
  }
  bool failed = std::ferror(f);
  if (f != stdin) std::fclose(f);
  if (failed) return Status::IoError(path + ": read error");
  return out;
}

namespace {

// One file, one document. The file is read only when Next() is called.
class PlainTextReader : public DocumentReader {
 public:
  PlainTextReader(std::string path, std::string id, ReaderOptions options, bool html)
      : path_(std::move(path)), id_(std::move(id)), options_(options), html_(html) {}

  ReadOutcome Next(Document* doc, Status* error) override {
    if (done_) return ReadOutcome::kEnd;
    done_ = true;
    auto content = ReadWholeFile(path_, options_.max_document_bytes);
    if (!content.ok()) {
      *error = content.status();
      return ReadOutcome::kFailed;
    }
    if (Status s = CheckLooksLikeText(*content, path_); !s.ok()) {
      *error = s;
      return ReadOutcome::kFailed;
    }
    *doc = Document();
    doc->id = id_;
    doc->source = path_;
    if (html_) {
      doc->replaced_bytes = SanitizeUtf8(&content.value());
      doc->text = HtmlToText(*content, &doc->meta);
      FillMetaFromText(doc);
    } else {
      doc->text = std::move(content.value());
    }
    if (Status s = FinishDocument(doc, options_, path_); !s.ok()) {
      *error = s;
      return ReadOutcome::kFailed;
    }
    if (!html_) FinishPlainTextDocument(doc);
    return ReadOutcome::kDocument;
  }

 private:
  std::string path_, id_;
  ReaderOptions options_;
  bool html_;
  bool done_ = false;
};

}  // namespace

std::unique_ptr<DocumentReader> NewPlainTextReader(std::string path, std::string id, const ReaderOptions& options) {
  return std::make_unique<PlainTextReader>(std::move(path), std::move(id), options, false);
}
std::unique_ptr<DocumentReader> NewHtmlReader(std::string path, std::string id, const ReaderOptions& options) {
  return std::make_unique<PlainTextReader>(std::move(path), std::move(id), options, true);
}

}  // namespace showgraph::ingest
