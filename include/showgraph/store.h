// The store: a collection's documents, facts, evidence, entities and merged facts in one
// embedded SQLite file (WAL journal). The tables are documented in doc/schema.md.
//
//   auto store = showgraph::Store::Open("showgraph.db");      // creates or migrates
//   if (!store.ok()) return report(store.status());
//   showgraph::InputSet inputs({"articles/"});
//   showgraph::IngestStats stats = showgraph::Ingest(&inputs, extractor, store->get(), {});
//
// Documents are identified by their id (SCHEMA.md doc.id). Storing a document whose id
// and content hash are already stored changes nothing; storing an edited document
// replaces its facts. Entities and merged facts are derived from all documents' facts by
// the merge of graph.h (Resolve()); they are rebuilt in one transaction after any change,
// so a crash at any point leaves either the old or the new derived tables.
//
// Thread safety: a Store is used from one thread at a time.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "showgraph/document.h"
#include "showgraph/extractor.h"
#include "showgraph/fact.h"
#include "showgraph/graph.h"
#include "showgraph/reader.h"
#include "showgraph/status.h"

struct sqlite3;

namespace showgraph {

// The database file the command line uses when given no --db.
inline constexpr const char* kDefaultDatabase = "showgraph.db";
// The schema this build writes; older files are migrated up to it on Open().
inline constexpr int kSchemaVersion = 3;

enum class PutOutcome { kAdded, kUnchanged, kReplaced };

// A hash of a document's text and metadata (hex): what "the same document" means.
std::string ContentHash(const Document& doc);

class Store {
 public:
  // Opens or creates the database at `path` (":memory:" for a private in-memory one) and
  // applies the migrations it lacks. Fails, changing nothing, when the file is not an
  // SQLite database or was written by a newer schema.
  static Result<std::unique_ptr<Store>> Open(const std::string& path);
  // Opens an existing database for reading only (SQLITE_OPEN_READONLY and PRAGMA
  // query_only): every write (Put, Resolve, a migration) fails with a Status and the file is
  // never changed. Fails when the file is missing, not an SQLite database, or of another
  // schema version than kSchemaVersion (Open() migrates it).
  static Result<std::unique_ptr<Store>> OpenReadOnly(const std::string& path);
  ~Store();
  Store(const Store&) = delete;  // owns the connection and its prepared statements
  Store& operator=(const Store&) = delete;

  // A batch: every Put() between Begin() and Commit() lands together or not at all.
  Status Begin();
  Status Commit();
  Status Rollback();

  // True when a document with this id and this content hash is stored.
  Result<bool> IsStored(const Document& doc);
  // Stores a document and its facts (with evidence); an older version with the same id
  // is replaced. Identical facts of one document are stored once with all their spans.
  Result<PutOutcome> Put(const Document& doc, const std::vector<Fact>& facts);

  // Rebuilds entities, merged facts and the quote index from every document's facts,
  // when a document changed since the last rebuild (or always, with `force`).
  Status Resolve(bool force = false);
  // True when documents changed since the last Resolve().
  Result<bool> NeedsResolve();

  // Every stored document's facts as a Graph (names as written), for exports and merges.
  Result<Graph> LoadGraph();
  // Every stored document's id and metadata (text left empty), by id.
  Result<std::vector<Document>> ListDocuments();
  // The text of a stored document ("" when unknown).
  Result<std::string> DocumentText(const std::string& doc_id);

  int schema_version() const { return schema_version_; }
  // The connection, for the library's queries and exports.
  sqlite3* handle() const { return db_; }

 private:
  explicit Store(sqlite3* db);
  struct Statements;
  sqlite3* db_;
  int schema_version_ = 0;
  std::unique_ptr<Statements> st_;
};

struct IngestOptions {
  size_t batch_size = 500;  // documents per transaction
  unsigned jobs = 0;        // extraction threads; 0: one per core
};

struct IngestStats {
  size_t read = 0;       // documents read
  size_t ingested = 0;   // new documents stored
  size_t unchanged = 0;  // same id and content hash as stored: skipped
  size_t replaced = 0;   // same id, new content: facts replaced
  size_t failed = 0;     // files or records that could not be read or stored
  size_t facts = 0;      // facts extracted from new and replaced documents
  size_t bytes = 0;      // text bytes of the documents read
};

struct IngestCallbacks {
  std::function<void(const Status&)> on_error;            // a file, record or document failed
  std::function<void(const IngestStats&)> on_progress;    // after each batch
};

// Reads every document of `inputs`, extracts the new and changed ones (in parallel), and
// stores them in batches, one transaction each; then runs store->Resolve(). A document
// that fails is reported and the batch goes on. A database error stops the ingest: the
// Status says why, and every batch committed before it stays.
Status Ingest(InputSet* inputs, const Extractor& extractor, Store* store, const IngestOptions& options,
              const IngestCallbacks& callbacks, IngestStats* stats);

}  // namespace showgraph
