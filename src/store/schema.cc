// The schema as ordered migrations: migration N brings a database from user_version N-1
// to N. Never edit a released migration; add the next one. doc/schema.md explains the
// tables.
#include "store/schema.h"

#include <string>

#include "showgraph/store.h"

namespace showgraph::store_internal {

namespace {

// 1: documents and the facts each one states, as extracted, with their evidence.
const char* kMigration1 = R"sql(
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
INSERT INTO meta VALUES('resolve_needed', '0');
CREATE TABLE documents(
  id INTEGER PRIMARY KEY,
  doc_key TEXT NOT NULL UNIQUE,
  source TEXT, title TEXT, outlet TEXT, author TEXT, published TEXT, url TEXT,
  scope TEXT NOT NULL DEFAULT '',
  content_hash TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  ingested_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')));
CREATE INDEX documents_scope ON documents(scope);
CREATE TABLE document_texts(document_id INTEGER PRIMARY KEY REFERENCES documents(id), text TEXT NOT NULL);
CREATE TABLE doc_facts(
  id INTEGER PRIMARY KEY,
  document_id INTEGER NOT NULL REFERENCES documents(id),
  kind TEXT NOT NULL,
  name TEXT, type TEXT, actor TEXT, character TEXT, work TEXT, person TEXT, role TEXT,
  network TEXT, occasion TEXT, weekday TEXT, date TEXT, time TEXT, timezone TEXT,
  season INTEGER, episode INTEGER, speaker TEXT, text TEXT, a TEXT, b TEXT, status TEXT,
  participants TEXT, spoiler INTEGER, entity TEXT, attribute TEXT, value TEXT,
  confidence REAL, evidence_count INTEGER NOT NULL);
CREATE INDEX doc_facts_document ON doc_facts(document_id);
CREATE TABLE evidence(
  doc_fact_id INTEGER NOT NULL REFERENCES doc_facts(id),
  start INTEGER NOT NULL,
  end INTEGER NOT NULL);
CREATE INDEX evidence_fact ON evidence(doc_fact_id);
)sql";

// 2: the merged graph: entities with their aliases, facts with their sources.
const char* kMigration2 = R"sql(
CREATE TABLE entities(id INTEGER PRIMARY KEY, kind TEXT NOT NULL, name TEXT NOT NULL, scope TEXT NOT NULL);
CREATE TABLE aliases(
  entity_id INTEGER NOT NULL REFERENCES entities(id),
  alias TEXT NOT NULL,
  alias_key TEXT NOT NULL,
  PRIMARY KEY(entity_id, alias)) WITHOUT ROWID;
CREATE TABLE facts(
  id INTEGER PRIMARY KEY,
  key INTEGER NOT NULL,
  kind TEXT NOT NULL,
  name TEXT, type TEXT, actor TEXT, character TEXT, work TEXT, person TEXT, role TEXT,
  network TEXT, occasion TEXT, weekday TEXT, date TEXT, time TEXT, timezone TEXT,
  season INTEGER, episode INTEGER, speaker TEXT, text TEXT, a TEXT, b TEXT, status TEXT,
  participants TEXT, spoiler INTEGER, entity TEXT, attribute TEXT, value TEXT,
  confidence REAL, sources INTEGER NOT NULL);
CREATE TABLE fact_entities(
  fact_id INTEGER NOT NULL REFERENCES facts(id),
  slot TEXT NOT NULL,
  entity_id INTEGER NOT NULL REFERENCES entities(id),
  PRIMARY KEY(fact_id, slot, entity_id)) WITHOUT ROWID;
CREATE TABLE fact_sources(
  fact_id INTEGER NOT NULL REFERENCES facts(id),
  doc_fact_id INTEGER NOT NULL REFERENCES doc_facts(id),
  PRIMARY KEY(fact_id, doc_fact_id)) WITHOUT ROWID;
)sql";

// 3: full-text search over quotes (FTS5, contentless: the text stays in facts).
const char* kMigration3 = R"sql(
CREATE VIRTUAL TABLE quotes_fts USING fts5(text, speaker, content='', tokenize='unicode61 remove_diacritics 2');
)sql";

const char* const kMigrations[] = {kMigration1, kMigration2, kMigration3};
static_assert(std::size(kMigrations) == kSchemaVersion);

}  // namespace

// Indexes of the derived tables: dropped before a rebuild and made again after it,
// which is faster than keeping them up to date row by row.
const char* kDropDerivedIndexes = R"sql(
DROP INDEX IF EXISTS aliases_key;
DROP INDEX IF EXISTS facts_kind;
DROP INDEX IF EXISTS fact_entities_entity;
DROP INDEX IF EXISTS fact_sources_doc_fact;
DROP INDEX IF EXISTS entities_scope;
DROP INDEX IF EXISTS facts_key;
)sql";
const char* kCreateDerivedIndexes = R"sql(
CREATE INDEX IF NOT EXISTS aliases_key ON aliases(alias_key);
CREATE INDEX IF NOT EXISTS facts_kind ON facts(kind, work);
CREATE INDEX IF NOT EXISTS fact_entities_entity ON fact_entities(entity_id, slot);
CREATE INDEX IF NOT EXISTS fact_sources_doc_fact ON fact_sources(doc_fact_id);
CREATE INDEX IF NOT EXISTS entities_scope ON entities(scope, kind);
CREATE INDEX IF NOT EXISTS facts_key ON facts(key);
)sql";

Result<int> Migrate(sqlite3* db) {
  sql::Stmt version(db, "PRAGMA user_version");
  Status st;
  if (!version.Step(&st)) return st.ok() ? Status::Internal("no user_version") : st;
  int current = static_cast<int>(version.Int(0));
  version.Reset();
  if (current > kSchemaVersion)
    return Status::Unsupported("database schema version " + std::to_string(current) + " is newer than this build's " +
                               std::to_string(kSchemaVersion));
  for (int v = current + 1; v <= kSchemaVersion; ++v) {
    if (auto s = sql::Exec(db, "BEGIN IMMEDIATE"); !s.ok()) return s;
    Status s = sql::Exec(db, kMigrations[v - 1]);
    if (s.ok()) s = sql::Exec(db, ("PRAGMA user_version = " + std::to_string(v)).c_str());
    if (s.ok() && v == kSchemaVersion) s = sql::Exec(db, kCreateDerivedIndexes);
    if (s.ok()) s = sql::Exec(db, "COMMIT");
    if (!s.ok()) {
      (void)sql::Exec(db, "ROLLBACK");
      return Status(s);
    }
  }
  return kSchemaVersion;
}

}  // namespace showgraph::store_internal
