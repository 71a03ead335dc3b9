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

// Reads records through a small buffer over zlib's gz stream, so that bytes read past a
// record whose Content-Length lies can be handed back to the next record.
class WarcReader : public DocumentReader {
 public:
  WarcReader(std::string path, gzFile gz, ReaderOptions options) : path_(std::move(path)), gz_(gz), options_(options) {}
  ~WarcReader() override { Close(); }

  ReadOutcome Next(Document* doc, Status* error) override {
    while (gz_) {
      // Find the next record's version line; anything before it is noise after a bad record.
      // Noise is bounded: past the document size limit without a record, the file is not
      // a WARC archive (or a gzip bomb of something else), and the rest of it is given up.
      std::string line;
      bool found = false;
      size_t skipped = 0;
      while (ReadLine(&line)) {
        if (line.rfind("WARC/", 0) == 0) {
          found = true;
          break;
        }
        skipped += line.size();
        if (skipped > options_.max_document_bytes) {
          *error = Status::InvalidInput(path_ + ": no WARC record in " + std::to_string(skipped) + " bytes" +
                                        (record_no_ ? " after record " + std::to_string(record_no_) : "") +
                                        " (not a WARC archive, or corrupt)");
          Close();
          return ReadOutcome::kFailed;
        }
      }
      if (!found && record_no_ == 0) {
        // Not one record: an error, so that the file is not silently lost.
        ReadOutcome r = Finish(error);
        if (r == ReadOutcome::kFailed) return r;
        *error = Status::InvalidInput(path_ + ": no WARC record (empty, or not a WARC archive)");
        return ReadOutcome::kFailed;
      }
      if (!found) return Finish(error);
      ++record_no_;
      const std::string where = path_ + ": record " + std::to_string(record_no_);
      std::string type, record_id, target_uri, date;
      long long length = -1;
      bool length_ok = false, headers_done = false;
      while (ReadLine(&line)) {
        std::string_view l = TrimCrLf(line);
        if (l.empty()) {
          headers_done = true;
          break;
        }
        size_t colon = l.find(':');
        if (colon == std::string_view::npos) continue;
        std::string key = ToLower(l.substr(0, colon));
        std::string_view value = l.substr(colon + 1);
        while (!value.empty() && value.front() == ' ') value.remove_prefix(1);
        if (key == "warc-type") type = value;
        else if (key == "warc-record-id") record_id = value;
        else if (key == "warc-target-uri") target_uri = value;
        else if (key == "warc-date") date = value;
        else if (key == "content-length") {
          char* end = nullptr;
          std::string v(value);
          length = std::strtoll(v.c_str(), &end, 10);
          length_ok = !v.empty() && end && *end == '\0' && length >= 0;
        }
      }
      if (!headers_done) {
        *error = Truncation(where + ": truncated in its headers");
        Close();
        return ReadOutcome::kFailed;
      }
      if (!length_ok) {
        *error = Status::InvalidInput(where + ": missing or bad Content-Length");
        return ReadOutcome::kFailed;  // the next call resyncs at the next version line
      }
      const size_t want = static_cast<size_t>(length);
      const bool wanted = type == "response" && want <= options_.max_document_bytes;
      std::string body;
      size_t got = ReadBytes(want, wanted ? &body : nullptr);
      if (got < want) {
        *error = Truncation(where + ": truncated record (Content-Length " + std::to_string(want) + ", " +
                            std::to_string(got) + " bytes present)");
        Close();
        return ReadOutcome::kFailed;
      }
      // A record ends with two line breaks. Anything else means the Content-Length lied.
      if (!ConsumeRecordEnd()) {
        size_t next = wanted ? NextRecordStart(body) : std::string::npos;
        if (next != std::string::npos) {
          Unread(std::string_view(body).substr(next));  // the next record, read too early
          *error = Status::InvalidInput(where + ": Content-Length " + std::to_string(want) +
                                        " runs past the end of the record");
        } else {
          *error = Status::InvalidInput(where + ": Content-Length " + std::to_string(want) +
                                        " is shorter than the record");
        }
        return ReadOutcome::kFailed;
      }
      if (type != "response") continue;
      if (!wanted) {
        *error = Status::TooLarge(where + ": record of " + std::to_string(want) + " bytes exceeds the limit");
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
  // Makes at least `n` unread bytes available if the stream has them; false at the end.
  bool Fill(size_t n) {
    while (buf_.size() - pos_ < n && gz_ && !eof_) {
      if (pos_ > (1u << 20)) {
        buf_.erase(0, pos_);
        pos_ = 0;
      }
      char chunk[1 << 16];
      int got = gzread(gz_, chunk, sizeof chunk);
      if (got <= 0) {
        eof_ = true;
        break;
      }
      buf_.append(chunk, static_cast<size_t>(got));
    }
    return buf_.size() - pos_ >= n;
  }

  bool ReadLine(std::string* line) {
    line->clear();
    while (true) {
      size_t nl = buf_.find('\n', pos_);
      if (nl != std::string::npos) {
        line->append(buf_, pos_, nl + 1 - pos_);
        pos_ = nl + 1;
        return true;
      }
      line->append(buf_, pos_, std::string::npos);
      pos_ = buf_.size();
      if (line->size() > (1u << 20)) return true;  // absurd header line: hand back what we have
      if (!Fill(1)) return !line->empty();
    }
  }

  // Reads up to n bytes (into *out when given); returns how many there were.
  size_t ReadBytes(size_t n, std::string* out) {
    size_t done = 0;
    while (done < n) {
      if (pos_ == buf_.size() && !Fill(1)) break;
      size_t take = std::min(n - done, buf_.size() - pos_);
      if (out) out->append(buf_, pos_, take);
      pos_ += take;
      done += take;
    }
    return done;
  }

  void Unread(std::string_view bytes) {
    buf_ = std::string(bytes) + buf_.substr(pos_);
    pos_ = 0;
  }

  // The two line breaks that end a record (or the end of the file).
  bool ConsumeRecordEnd() {
    if (!Fill(1)) return true;  // the file ends right after the block: accept it
    if (Fill(4) && buf_.compare(pos_, 4, "\r\n\r\n") == 0) {
      pos_ += 4;
      return true;
    }
    if (Fill(2) && buf_.compare(pos_, 2, "\n\n") == 0) {
      pos_ += 2;
      return true;
    }
    return false;
  }

  // Where a record that a too-long block swallowed begins inside it.
  static size_t NextRecordStart(const std::string& body) {
    for (const char* sep : {"\r\n\r\nWARC/", "\n\nWARC/"}) {
      size_t at = body.find(sep);
      if (at != std::string::npos) return at + std::strlen(sep) - 5;
    }
    return std::string::npos;
  }

  Status Truncation(const std::string& what) {
    int errnum = 0;
    const char* msg = gz_ ? gzerror(gz_, &errnum) : "";
    if (errnum != Z_OK && errnum != Z_STREAM_END)
      return Status::InvalidInput(what + "; corrupt or truncated gzip stream (" + msg + ")");
    return Status::InvalidInput(what);
  }

  ReadOutcome Finish(Status* error) {
    int errnum = 0;
    const char* msg = gzerror(gz_, &errnum);
    bool failed = errnum != Z_OK && errnum != Z_STREAM_END;
    if (failed) *error = Status::InvalidInput(path_ + ": corrupt or truncated gzip stream (" + msg + ")");
    Close();
    return failed ? ReadOutcome::kFailed : ReadOutcome::kEnd;
  }

  void Close() {
    if (gz_) gzclose(gz_);
    gz_ = nullptr;
  }

  std::string path_;
  gzFile gz_;
  ReaderOptions options_;
  std::string buf_;
  size_t pos_ = 0;
  bool eof_ = false;
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
