// Ingest: turning files, directories and stdin into Documents, one at a time.
//
//   showgraph::InputSet inputs({"articles/", "feed.jsonl", "crawl.warc.gz"});
//   showgraph::Document doc;
//   while (true) {
//     auto r = inputs.Next(&doc);
//     if (r == showgraph::ReadOutcome::kEnd) break;
//     if (r == showgraph::ReadOutcome::kFailed) { report(inputs.last_error()); continue; }
//     use(doc);
//   }
//
// Readers stream: a JSON Lines file or WARC archive is read record by record and never
// held whole, so memory stays flat in the size of the input.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "showgraph/document.h"
#include "showgraph/status.h"

namespace showgraph {

enum class ReadOutcome {
  kDocument,  // *doc holds the next document
  kFailed,    // one record (or a whole file) could not be read; last_error() says why.
              // The batch goes on: call Next() again.
  kEnd,       // nothing left
};

enum class InputFormat { kAuto, kText, kHtml, kJsonLines, kWarc };

struct ReaderOptions {
  // Documents larger than this are reported as failed rather than processed.
  size_t max_document_bytes = 64u << 20;
  // Format for stdin ("-") and for files whose extension says nothing; kAuto sniffs.
  InputFormat format = InputFormat::kAuto;
};

// A source of documents: one file of one format. Not thread-safe.
class DocumentReader {
 public:
  virtual ~DocumentReader() = default;
  virtual ReadOutcome Next(Document* doc, Status* error) = 0;
};

// Opens one file (or "-" for stdin) with the reader its extension or content calls for.
Result<std::unique_ptr<DocumentReader>> OpenReader(const std::string& path, const ReaderOptions& options);

// One document from text or HTML in memory (format kText or kHtml; kAuto sniffs);
// `id` becomes its id. Fails on empty, binary or oversized content.
Result<Document> DocumentFromBuffer(std::string id, std::string content, InputFormat format,
                                    const ReaderOptions& options = {});

// Every document under a list of paths: files, directories (recursively, in sorted
// order) and "-". Counts what it read and what failed.
class InputSet {
 public:
  explicit InputSet(std::vector<std::string> paths, ReaderOptions options = {});
  ~InputSet();
  InputSet(const InputSet&) = delete;
  InputSet& operator=(const InputSet&) = delete;

  ReadOutcome Next(Document* doc);
  // The error of the last kFailed outcome, naming the file and record.
  const Status& last_error() const { return last_error_; }
  size_t documents_read() const { return documents_read_; }
  size_t failures() const { return failures_; }

 private:
  std::vector<std::string> pending_;  // paths still to open, in order
  size_t next_pending_ = 0;
  ReaderOptions options_;
  std::unique_ptr<DocumentReader> current_;
  Status last_error_;
  size_t documents_read_ = 0;
  size_t failures_ = 0;
};

}  // namespace showgraph
