// WARC (.warc and .warc.gz): response records holding HTML become documents. zlib's
// gz reader reads plain and gzip-compressed archives alike, member after member.
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <cstdio>
#include <cstring>

#include "ingest/ingest_internal.h"
#include "lexicon/lexicon.h"

namespace showgraph::ingest {

namespace {

std::string_view TrimCrLf(std::string_view s) {
  while (!s.empty() && (s.back() == '\r' || s.back() == '\n' || s.back() == ' ')) s.remove_suffix(1);
  return s;
}

class WarcReader : public DocumentReader {
 public:
  WarcReader(std::string path, gzFile gz, ReaderOptions options) : path_(std::move(path)), gz_(gz), options_(options) {}
  ~WarcReader() override {
    if (gz_) gzclose(gz_);
  }

  ReadOutcome Next(Document* doc, Status* error) override {
    while (gz_) {
      // Find the next record's version line; anything before it is noise after a bad record.
      std::string line;
      bool found = false;
      while (ReadLine(&line)) {
        if (line.rfind("WARC/", 0) == 0) {
          found = true;
          break;
        }
      }
      if (!found) return Finish(error);
      ++record_no_;
      std::string where = path_ + ": record " + std::to_string(record_no_);
      std::string type, record_id, target_uri, date;
      long long length = -1;
      while (ReadLine(&line)) {
        std::string_view l = TrimCrLf(line);
        if (l.empty()) break;
        size_t colon = l.find(':');
        if (colon == std::string_view::npos) continue;
        std::string key = ToLower(l.substr(0, colon));
        std::string_view value = l.substr(colon + 1);
        while (!value.empty() && value.front() == ' ') value.remove_prefix(1);
        if (key == "warc-type") type = value;
        else if (key == "warc-record-id") record_id = value;
        else if (key == "warc-target-uri") target_uri = value;
        else if (key == "warc-date") date = value;
        else if (key == "content-length") length = std::strtoll(std::string(value).c_str(), nullptr, 10);
      }
      if (length < 0) {
        *error = Status::InvalidInput(where + ": missing or bad Content-Length");
        return ReadOutcome::kFailed;
      }
      bool wanted = type == "response" && static_cast<unsigned long long>(length) <= options_.max_document_bytes;
      std::string body;
      Status s = ReadBody(static_cast<size_t>(length), wanted ? &body : nullptr, where);
      if (!s.ok()) {
        *error = s;
        CloseAfterError();
        return ReadOutcome::kFailed;
      }
      if (type != "response") continue;
      if (!wanted) {
        *error = Status::TooLarge(where + ": record of " + std::to_string(length) + " bytes exceeds the limit");
        return ReadOutcome::kFailed;
      }
      // HTTP status line and headers, then the payload.
      size_t header_end = body.find("\r\n\r\n");
      size_t skip = 4;
      if (header_end == std::string::npos) {
        header_end = body.find("\n\n");
        skip = 2;
      }
      if (header_end == std::string::npos) {
        *error = Status::InvalidInput(where + ": response has no HTTP header block");
        return ReadOutcome::kFailed;
      }
      std::string headers = ToLower(std::string_view(body).substr(0, header_end));
      size_t ct = headers.find("content-type:");
      if (ct != std::string::npos && headers.find("html", ct) == std::string::npos) continue;  // not a page
      std::string payload = body.substr(header_end + skip);
      *doc = Document();
      doc->id = record_id.empty() ? where : record_id;
      doc->source = where;
      if (!target_uri.empty()) doc->meta.url = target_uri;
      doc->replaced_bytes = SanitizeUtf8(&payload);
      doc->text = HtmlToText(payload, &doc->meta);
      if (!doc->meta.published && date.size() >= 10) doc->meta.published = date.substr(0, 10);
      if (Status st = FinishDocument(doc, options_, where); !st.ok()) {
        *error = st;
        return ReadOutcome::kFailed;
      }
      FillMetaFromText(doc);
      return ReadOutcome::kDocument;
    }
    return ReadOutcome::kEnd;
  }

 private:
  bool ReadLine(std::string* line) {
    line->clear();
    char buf[4096];
    while (gzgets(gz_, buf, sizeof buf) != nullptr) {
      line->append(buf);
      if (!line->empty() && line->back() == '\n') return true;
      if (line->size() > (1u << 20)) return true;  // absurd header line: hand back what we have
    }
    return !line->empty();
  }

  Status ReadBody(size_t length, std::string* out, const std::string& where) {
    char buf[1 << 16];
    size_t left = length;
    while (left > 0) {
      int want = static_cast<int>(std::min(left, sizeof buf));
      int got = gzread(gz_, buf, static_cast<unsigned>(want));
      if (got <= 0) {
        int errnum = 0;
        const char* msg = gzerror(gz_, &errnum);
        if (errnum != Z_OK && errnum != Z_STREAM_END)
          return Status::InvalidInput(where + ": corrupt or truncated gzip stream (" + msg + ")");
        return Status::InvalidInput(where + ": truncated record (Content-Length " + std::to_string(length) +
                                    ", " + std::to_string(length - left) + " bytes present)");
      }
      if (out) out->append(buf, static_cast<size_t>(got));
      left -= static_cast<size_t>(got);
    }
    return Status::Ok();
  }

  ReadOutcome Finish(Status* error) {
    int errnum = 0;
    const char* msg = gzerror(gz_, &errnum);
    bool failed = errnum != Z_OK && errnum != Z_STREAM_END;
    if (failed) *error = Status::InvalidInput(path_ + ": corrupt or truncated gzip stream (" + msg + ")");
    CloseAfterError();
    return failed ? ReadOutcome::kFailed : ReadOutcome::kEnd;
  }
  void CloseAfterError() {
    // After a short read the stream position is unknown: stop this file, keep the batch.
    gzclose(gz_);
    gz_ = nullptr;
  }

  std::string path_;
  gzFile gz_;
  ReaderOptions options_;
  size_t record_no_ = 0;
};

}  // namespace

Result<std::unique_ptr<DocumentReader>> NewWarcReader(std::string path, const ReaderOptions& options) {
  gzFile gz = path == "-" ? gzdopen(dup(0), "rb") : gzopen(path.c_str(), "rb");
  if (!gz) return Status::IoError(path + ": cannot open");
  gzbuffer(gz, 1 << 17);
  return std::unique_ptr<DocumentReader>(std::make_unique<WarcReader>(std::move(path), gz, options));
}

}  // namespace showgraph::ingest
