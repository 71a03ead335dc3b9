// JSON Lines: one article a line, {"id","text"|"html","url","title","published",...}.
#include <cstdio>
#include <nlohmann/json.hpp>

#include "ingest/ingest_internal.h"

namespace showgraph::ingest {

namespace {

class JsonLinesReader : public DocumentReader {
 public:
  JsonLinesReader(std::string path, std::FILE* file, ReaderOptions options)
      : path_(std::move(path)), file_(file), options_(options) {}
  ~JsonLinesReader() override {
    if (file_ && file_ != stdin) std::fclose(file_);
  }

  ReadOutcome Next(Document* doc, Status* error) override {
    while (true) {
      if (!file_) return ReadOutcome::kEnd;
      bool too_long = false;
      if (!ReadLine(&too_long)) {
        if (file_ != stdin) std::fclose(file_);
        file_ = nullptr;
        return ReadOutcome::kEnd;
      }
      ++line_no_;
      const std::string where = path_ + ":" + std::to_string(line_no_);
      if (too_long) {
        *error = Status::TooLarge(where + ": record longer than the limit of " +
                                  std::to_string(options_.max_document_bytes) + " bytes");
        return ReadOutcome::kFailed;
      }
      if (line_.find_first_not_of(" \t\r") == std::string::npos) continue;  // blank lines are not records
      // JSON must be UTF-8: repair the line first, and count what was replaced.
      size_t replaced = SanitizeUtf8(&line_);
      auto j = nlohmann::json::parse(line_, nullptr, /*allow_exceptions=*/false);
      if (j.is_discarded() || !j.is_object()) {
        *error = Status::InvalidInput(where + ": malformed JSON Lines record (not a JSON object)");
        return ReadOutcome::kFailed;
      }
      auto str = [&](const char* key) -> std::optional<std::string> {
        auto it = j.find(key);
        if (it == j.end() || !it->is_string()) return std::nullopt;
        return it->get<std::string>();
      };
      *doc = Document();
      doc->source = where;
      doc->replaced_bytes = replaced;
      if (auto id = j.find("id"); id != j.end() && (id->is_string() || id->is_number()))
        doc->id = id->is_string() ? id->get<std::string>() : id->dump();
      // No id, or an empty one ("id": ""): the record's place names it.
      if (doc->id.empty()) doc->id = where;
      doc->meta.title = str("title");
      doc->meta.url = str("url");
      doc->meta.outlet = str("outlet");
      doc->meta.author = str("author");
      if (auto p = str("published")) doc->meta.published = p->substr(0, 10);
      if (auto text = str("text")) {
        doc->text = std::move(*text);
        if (Status s = FinishDocument(doc, options_, where); !s.ok()) {
          *error = s;
          return ReadOutcome::kFailed;
        }
        FinishPlainTextDocument(doc);
      } else if (auto html = str("html")) {
        doc->replaced_bytes += SanitizeUtf8(&*html);
        doc->text = HtmlToText(*html, &doc->meta);
        if (Status s = FinishDocument(doc, options_, where); !s.ok()) {
          *error = s;
          return ReadOutcome::kFailed;
        }
        FillMetaFromText(doc);
      } else {
        *error = Status::InvalidInput(where + ": record has neither \"text\" nor \"html\"");
        return ReadOutcome::kFailed;
      }
      return ReadOutcome::kDocument;
    }
  }

 private:
  // Reads one line into line_; a line past the size limit is skipped to its end and
  // flagged. Returns false at end of file.
  bool ReadLine(bool* too_long) {
    line_.clear();
    int c;
    bool any = false;
    while ((c = std::getc(file_)) != EOF) {
      any = true;
      if (c == '\n') return true;
      if (line_.size() < options_.max_document_bytes) line_ += static_cast<char>(c);
      else *too_long = true;
    }
    return any;
  }

  std::string path_;
  std::FILE* file_;
  ReaderOptions options_;
  std::string line_;
  size_t line_no_ = 0;
};

}  // namespace

Result<std::unique_ptr<DocumentReader>> NewJsonLinesReader(std::string path, const ReaderOptions& options) {
  std::FILE* f = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
  if (!f) return Status::IoError(path + ": cannot open");
  return std::unique_ptr<DocumentReader>(std::make_unique<JsonLinesReader>(std::move(path), f, options));
}

}  // namespace showgraph::ingest
