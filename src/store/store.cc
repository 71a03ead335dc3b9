// Store: opening, batches, and documents with their facts as extracted.
#include "showgraph/store.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>

#include "showgraph/json.h"
#include "store/schema.h"

namespace showgraph {

using sql::Stmt;

namespace store_internal {

void BindFact(Stmt* st, int i, const Fact& f) {
  for (const std::string* s : {&f.name, &f.type, &f.actor, &f.character, &f.work, &f.person, &f.role, &f.network,
                               &f.occasion, &f.weekday, &f.date, &f.time, &f.timezone})
    st->BindOrNull(i++, *s);
  st->Bind(i++, f.season);
  st->Bind(i++, f.episode);
  for (const std::string* s : {&f.speaker, &f.text, &f.a, &f.b, &f.status}) st->BindOrNull(i++, *s);
  if (f.participants.empty()) {
    st->BindNull(i++);
  } else {
    std::string json = "[";
    for (const auto& p : f.participants) {
      if (json.size() > 1) json += ",";
      AppendJsonString(p, &json);
    }
    st->Bind(i++, json + "]");
  }
  if (f.spoiler) st->Bind(i++, static_cast<int64_t>(*f.spoiler));
  else st->BindNull(i++);
  for (const std::string* s : {&f.entity, &f.attribute, &f.value}) st->BindOrNull(i++, *s);
  st->Bind(i++, f.confidence);
}

Fact ReadFact(const Stmt& st, int i) {
  Fact f;
  for (std::string* s : {&f.name, &f.type, &f.actor, &f.character, &f.work, &f.person, &f.role, &f.network,
                         &f.occasion, &f.weekday, &f.date, &f.time, &f.timezone})
    *s = st.Text(i++);
  f.season = st.OptInt(i++);
  f.episode = st.OptInt(i++);
  for (std::string* s : {&f.speaker, &f.text, &f.a, &f.b, &f.status}) *s = st.Text(i++);
  if (!st.IsNull(i)) {
    auto j = nlohmann::json::parse(st.Text(i), nullptr, false);
    if (j.is_array())
      for (const auto& p : j)
        if (p.is_string()) f.participants.push_back(p.get<std::string>());
  }
  ++i;
  if (!st.IsNull(i)) f.spoiler = st.Int(i) != 0;
  ++i;
  for (std::string* s : {&f.entity, &f.attribute, &f.value}) *s = st.Text(i++);
  f.confidence = st.Real(i);
  return f;
}

}  // namespace store_internal

using store_internal::BindFact;
using store_internal::ReadFact;

struct Store::Statements {
  explicit Statements(sqlite3* db)
      : find_doc(db, "SELECT id, content_hash FROM documents WHERE doc_key = ?"),
        insert_doc(db,
                   "INSERT INTO documents(doc_key, source, title, outlet, author, published, url, scope, "
                   "content_hash, bytes) VALUES(?,?,?,?,?,?,?,?,?,?)"),
        update_doc(db,
                   "UPDATE documents SET doc_key = ?, source = ?, title = ?, outlet = ?, author = ?, published = ?, "
                   "url = ?, scope = ?, content_hash = ?, bytes = ?, "
                   "ingested_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = ?"),
        delete_evidence(db, "DELETE FROM evidence WHERE doc_fact_id IN (SELECT id FROM doc_facts WHERE document_id = ?)"),
        delete_facts(db, "DELETE FROM doc_facts WHERE document_id = ?"),
        put_text(db, "INSERT OR REPLACE INTO document_texts(document_id, text) VALUES(?, ?)"),
        insert_fact(db, (std::string("INSERT INTO doc_facts(document_id, kind, ") + store_internal::kFactColumns +
                         ", evidence_count) VALUES(" + store_internal::Placeholders(store_internal::kFactColumnCount + 3) + ")")
                            .c_str()),
        insert_evidence(db, "INSERT INTO evidence(doc_fact_id, start, end) VALUES(?, ?, ?)"),
        mark_changed(db, "UPDATE meta SET value = '1' WHERE key = 'resolve_needed' AND value <> '1'") {}
  Stmt find_doc, insert_doc, update_doc, delete_evidence, delete_facts, put_text, insert_fact, insert_evidence,
      mark_changed;
};

std::string ContentHash(const Document& doc) {
  // Two independent 64-bit FNV-1a streams over text and metadata: 128 bits.
  uint64_t a = 1469598103934665603ull, b = 0x84222325cbf29ce4ull;
  auto feed = [&](std::string_view s) {
    for (unsigned char c : s) {
      a = (a ^ c) * 1099511628211ull;
      b = (b ^ c) * 0x100000001b3ull + 0x9e3779b97f4a7c15ull;
    }
    a = (a ^ 0xff) * 1099511628211ull;  // a field separator no UTF-8 text contains
    b = (b ^ 0xff) * 0x100000001b3ull;
  };
  feed(doc.text);
  for (const auto* m : {&doc.meta.title, &doc.meta.outlet, &doc.meta.author, &doc.meta.published, &doc.meta.url})
    feed(m->has_value() ? std::string_view(**m) : std::string_view("\xfe"));
  char buf[40];
  std::snprintf(buf, sizeof buf, "%016llx%016llx", static_cast<unsigned long long>(a),
                static_cast<unsigned long long>(b));
  return buf;
}

Store::Store(sqlite3* db) : db_(db) {}

Store::~Store() {
  st_.reset();  // statements first: a connection with live statements will not close
  sqlite3_close(db_);
}

Result<std::unique_ptr<Store>> Store::Open(const std::string& path) {
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK) {
    Status s = sql::Error(db, "cannot open " + path);
    sqlite3_close(db);
    return s;
  }
  std::unique_ptr<Store> store(new Store(db));
  sqlite3_busy_timeout(db, 10000);
  // WAL: readers never block the writer, and a killed writer leaves a consistent file.
  // A 64 MB page cache keeps a batch's index pages in memory.
  const char* setup = path == ":memory:"
                          ? "PRAGMA synchronous = NORMAL; PRAGMA cache_size = -65536"
                          : "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA cache_size = -65536; "
                            "PRAGMA temp_store = MEMORY";
  if (Status s = sql::Exec(db, setup); !s.ok()) return Status::InvalidInput(path + ": " + s.message());
  auto version = store_internal::Migrate(db);
  if (!version.ok()) return Status(version.status().code() == Status::Code::kUnsupported
                                       ? Status::Unsupported(path + ": " + version.status().message())
                                       : Status::InvalidInput(path + ": " + version.status().message()));
  store->schema_version_ = version.value();
  store->st_ = std::make_unique<Statements>(db);
  for (const Stmt* s : {&store->st_->find_doc, &store->st_->insert_doc, &store->st_->insert_fact})
    if (!s->status().ok()) return s->status();
  return store;
}

Status Store::Begin() { return sql::Exec(db_, "BEGIN IMMEDIATE"); }
Status Store::Commit() { return sql::Exec(db_, "COMMIT"); }
Status Store::Rollback() { return sql::Exec(db_, "ROLLBACK"); }

Result<bool> Store::IsStored(const Document& doc) {
  Stmt& find = st_->find_doc;
  find.Bind(1, doc.id);
  Status st;
  bool same = find.Step(&st) && find.Text(1) == ContentHash(doc);
  find.Reset();
  if (!st.ok()) return st;
  return same;
}

Result<PutOutcome> Store::Put(const Document& doc, const std::vector<Fact>& facts) {
  const std::string hash = ContentHash(doc);
  Stmt& find = st_->find_doc;
  find.Bind(1, doc.id);
  Status st;
  int64_t id = 0;
  bool found = find.Step(&st);
  if (found) {
    id = find.Int(0);
    if (find.Text(1) == hash) {
      find.Reset();
      return PutOutcome::kUnchanged;
    }
  }
  find.Reset();
  if (!st.ok()) return st;

  Stmt& d = found ? st_->update_doc : st_->insert_doc;
  d.Bind(1, doc.id).BindOrNull(2, doc.source);
  int i = 3;
  for (const auto* m : {&doc.meta.title, &doc.meta.outlet, &doc.meta.author, &doc.meta.published, &doc.meta.url})
    m->has_value() ? d.Bind(i++, **m) : d.BindNull(i++);
  d.Bind(8, DocumentScope(facts)).Bind(9, hash).Bind(10, static_cast<int64_t>(doc.text.size()));
  if (found) d.Bind(11, id);
  if (Status s = d.Run(); !s.ok()) return s;
  if (found) {
    if (Status s = st_->delete_evidence.Bind(1, id).Run(); !s.ok()) return s;
    if (Status s = st_->delete_facts.Bind(1, id).Run(); !s.ok()) return s;
  } else {
    id = sqlite3_last_insert_rowid(db_);
  }
  if (Status s = st_->put_text.Bind(1, id).Bind(2, doc.text).Run(); !s.ok()) return s;

  // One row per distinct fact of the document, with the union of its spans.
  std::map<std::string, std::pair<const Fact*, std::vector<Span>>> distinct;
  for (const auto& f : facts) {
    auto& [first, spans] = distinct[RawFactKey(f, "")];
    if (!first || f.confidence > first->confidence) first = &f;
    spans.insert(spans.end(), f.evidence.begin(), f.evidence.end());
  }
  for (auto& [key, entry] : distinct) {
    auto& [f, spans] = entry;
    std::sort(spans.begin(), spans.end(), [](const Span& x, const Span& y) {
      return std::tie(x.start, x.end) < std::tie(y.start, y.end);
    });
    spans.erase(std::unique(spans.begin(), spans.end()), spans.end());
    Stmt& ins = st_->insert_fact;
    ins.Bind(1, id).Bind(2, FactKindName(f->kind));
    BindFact(&ins, 3, *f);
    ins.Bind(3 + store_internal::kFactColumnCount, static_cast<int64_t>(std::max<size_t>(1, spans.size())));
    if (Status s = ins.Run(); !s.ok()) return s;
    int64_t fact_id = sqlite3_last_insert_rowid(db_);
    for (const auto& sp : spans) {
      Status s = st_->insert_evidence.Bind(1, fact_id)
                     .Bind(2, static_cast<int64_t>(sp.start))
                     .Bind(3, static_cast<int64_t>(sp.end))
                     .Run();
      if (!s.ok()) return s;
    }
  }
  if (Status s = st_->mark_changed.Run(); !s.ok()) return s;
  return found ? PutOutcome::kReplaced : PutOutcome::kAdded;
}

Result<std::unique_ptr<Store>> Store::OpenReadOnly(const std::string& path) {
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
    Status s = sql::Error(db, "cannot open " + path);
    sqlite3_close(db);
    return Status::NotFound(s.message());
  }
  std::unique_ptr<Store> store(new Store(db));
  sqlite3_busy_timeout(db, 10000);
  if (Status s = sql::Exec(db, "PRAGMA query_only = 1; PRAGMA cache_size = -16384; PRAGMA temp_store = MEMORY");
      !s.ok())
    return Status::InvalidInput(path + ": " + s.message());
  Stmt v(db, "PRAGMA user_version");
  Status st;
  if (!v.Step(&st)) return Status::InvalidInput(path + ": " + (st.ok() ? "no schema version" : st.message()));
  store->schema_version_ = static_cast<int>(v.Int(0));
  v.Reset();
  if (store->schema_version_ != kSchemaVersion)
    return Status::Unsupported(path + ": schema version " + std::to_string(store->schema_version_) + ", this build reads " +
                               std::to_string(kSchemaVersion) + " (showgraph ingest migrates it)");
  store->st_ = std::make_unique<Statements>(db);
  return store;
}

Result<bool> Store::NeedsResolve() {
  Stmt q(db_, "SELECT value FROM meta WHERE key = 'resolve_needed'");
  Status st;
  bool row = q.Step(&st);
  if (!st.ok()) return st;
  return row && q.Text(0) == "1";
}

Result<Graph> Store::LoadGraph() {
  Graph g;
  Stmt q(db_, (std::string("SELECT d.doc_key, d.published, d.scope, f.id, f.kind, ") + store_internal::kFactColumns +
               " FROM doc_facts f JOIN documents d ON d.id = f.document_id ORDER BY f.id")
                  .c_str());
  Stmt ev(db_, "SELECT start, end FROM evidence WHERE doc_fact_id = ? ORDER BY start, end");
  Status st;
  while (q.Step(&st)) {
    SourcedFact sf;
    sf.fact = ReadFact(q, 5);
    sf.fact.kind = ParseFactKind(q.Text(4)).value_or(FactKind::kWork);
    sf.scope = q.Text(2);
    ev.Bind(1, q.Int(3));
    while (ev.Step(&st))
      sf.sources.push_back({q.Text(0), q.Text(1), {static_cast<size_t>(ev.Int(0)), static_cast<size_t>(ev.Int(1))}});
    ev.Reset();
    if (sf.sources.empty()) sf.sources.push_back({q.Text(0), q.Text(1), {}});
    g.Add(std::move(sf));
  }
  if (!st.ok()) return st;
  return g;
}

Result<std::vector<Document>> Store::ListDocuments() {
  Stmt q(db_, "SELECT doc_key, source, title, outlet, author, published, url FROM documents ORDER BY doc_key");
  std::vector<Document> out;
  Status st;
  while (q.Step(&st)) {
    Document d;
    d.id = q.Text(0);
    d.source = q.Text(1);
    int col = 2;
    for (auto* m : {&d.meta.title, &d.meta.outlet, &d.meta.author, &d.meta.published, &d.meta.url}) {
      if (!q.IsNull(col)) *m = q.Text(col);
      ++col;
    }
    out.push_back(std::move(d));
  }
  if (!st.ok()) return st;
  return out;
}

Result<std::string> Store::DocumentText(const std::string& doc_id) {
  Stmt q(db_, "SELECT t.text FROM documents d JOIN document_texts t ON t.document_id = d.id WHERE d.doc_key = ?");
  q.Bind(1, doc_id);
  Status st;
  std::string text = q.Step(&st) ? q.Text(0) : std::string();
  if (!st.ok()) return st;
  return text;
}

}  // namespace showgraph
