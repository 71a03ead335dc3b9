// The SQLite store: schema and migrations, content hashes, replacement, agreement of the
// streamed rebuild with the in-memory merge, and the queries.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <set>

#include "showgraph/query.h"
#include "showgraph/store.h"
#include "test_util.h"

namespace showgraph {
namespace {

using testing::TempDir;

const std::string kExamples = std::string(SHOWGRAPH_SOURCE_DIR) + "/examples/articles";

std::unique_ptr<Store> OpenOrDie(const std::string& path) {
  auto s = Store::Open(path);
  EXPECT_TRUE(s.ok()) << s.status().ToString();
  return s.ok() ? std::move(s.value()) : nullptr;
}

int64_t Scalar(Store& store, const char* sql) {
  sqlite3_stmt* st = nullptr;
  EXPECT_EQ(sqlite3_prepare_v2(store.handle(), sql, -1, &st, nullptr), SQLITE_OK) << sql;
  int64_t v = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
  sqlite3_finalize(st);
  return v;
}

Document Doc(const std::string& id, const std::string& text, const std::string& published = "") {
  Document d;
  d.id = id;
  d.text = text;
  d.source = id;
  if (!published.empty()) d.meta.published = published;
  return d;
}

Fact Rel(const std::string& a, const std::string& b, const std::string& status, int season) {
  Fact f;
  f.kind = FactKind::kRelationship;
  f.a = a, f.b = b, f.type = "romance", f.status = status, f.season = season;
  f.evidence = {{0, 5}};
  return f;
}
Fact Work(const std::string& name) {
  Fact f;
  f.kind = FactKind::kWork;
  f.name = name, f.type = "series";
  f.evidence = {{0, 5}};
  return f;
}

void IngestExamples(Store* store) {
  InputSet inputs({kExamples});
  Extractor extractor;
  IngestStats stats;
  Status st = Ingest(&inputs, extractor, store, {}, {}, &stats);
  ASSERT_TRUE(st.ok()) << st.ToString();
  ASSERT_EQ(stats.read, 11u);  // 9 files and 2 feed records (examples/README.md)
  ASSERT_EQ(stats.ingested, 11u);
}

TEST(Store, CreatesTheSchemaInWalModeAtTheCurrentVersion) {
  TempDir dir;
  auto store = OpenOrDie(dir / "a.db");
  ASSERT_TRUE(store);
  EXPECT_EQ(store->schema_version(), kSchemaVersion);
  EXPECT_EQ(Scalar(*store, "PRAGMA user_version"), kSchemaVersion);
  sqlite3_stmt* st = nullptr;
  sqlite3_prepare_v2(store->handle(), "PRAGMA journal_mode", -1, &st, nullptr);
  ASSERT_EQ(sqlite3_step(st), SQLITE_ROW);
  EXPECT_STREQ(reinterpret_cast<const char*>(sqlite3_column_text(st, 0)), "wal");
  sqlite3_finalize(st);
  // Opening again migrates nothing and keeps the data.
  store.reset();
  auto again = OpenOrDie(dir / "a.db");
  EXPECT_EQ(again->schema_version(), kSchemaVersion);
}

TEST(Store, RefusesADatabaseFromANewerSchemaAndAFileThatIsNotOne) {
  TempDir dir;
  {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open((dir / "new.db").c_str(), &db), SQLITE_OK);
    sqlite3_exec(db, "PRAGMA user_version = 99", nullptr, nullptr, nullptr);
    sqlite3_close(db);
  }
  auto s = Store::Open(dir / "new.db");
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.status().code(), Status::Code::kUnsupported) << s.status().ToString();
  testing::WriteFile(dir / "junk.db", std::string(4096, 'x'));
  EXPECT_FALSE(Store::Open(dir / "junk.db").ok());
}

TEST(Store, TheSameDocumentTwiceChangesNothingAndAnEditReplacesItsFacts) {
  auto store = OpenOrDie(":memory:");
  Document d = Doc("one.txt", "Tarn Hollow returns.", "2024-03-01");
  std::vector<Fact> facts = {Work("Tarn Hollow"), Rel("Ilse", "Marek", "current", 1)};
  ASSERT_TRUE(store->Begin().ok());
  EXPECT_EQ(store->Put(d, facts).value(), PutOutcome::kAdded);
  EXPECT_EQ(store->Put(d, facts).value(), PutOutcome::kUnchanged);
  ASSERT_TRUE(store->Commit().ok());
  EXPECT_TRUE(store->IsStored(d).value());
  EXPECT_EQ(Scalar(*store, "SELECT count(*) FROM doc_facts"), 2);

  d.text = "Tarn Hollow returns, edited.";
  EXPECT_FALSE(store->IsStored(d).value());
  EXPECT_EQ(store->Put(d, {Work("Tarn Hollow")}).value(), PutOutcome::kReplaced);
  EXPECT_EQ(Scalar(*store, "SELECT count(*) FROM documents"), 1);
  EXPECT_EQ(Scalar(*store, "SELECT count(*) FROM doc_facts"), 1);
  EXPECT_EQ(Scalar(*store, "SELECT count(*) FROM evidence"), 1);
  ASSERT_TRUE(store->Resolve().ok());
  EXPECT_EQ(Scalar(*store, "SELECT count(*) FROM facts WHERE kind = 'relationship'"), 0);
}

TEST(Store, TheStreamedRebuildAgreesWithTheInMemoryMerge) {
  auto store = OpenOrDie(":memory:");
  IngestExamples(store.get());
  auto graph = store->LoadGraph();
  ASSERT_TRUE(graph.ok());
  ResolvedGraph expected = Resolve(graph.value());
  std::multiset<int64_t> in_memory, stored;
  for (const auto& f : expected.facts) in_memory.insert(f.id);
  sqlite3_stmt* st = nullptr;
  sqlite3_prepare_v2(store->handle(), "SELECT key FROM facts", -1, &st, nullptr);
  while (sqlite3_step(st) == SQLITE_ROW) stored.insert(sqlite3_column_int64(st, 0));
  sqlite3_finalize(st);
  EXPECT_FALSE(stored.empty());
  EXPECT_EQ(stored, in_memory);
  EXPECT_EQ(Scalar(*store, "SELECT count(*) FROM entities"), static_cast<int64_t>(expected.entities.size()));
}

TEST(StoreQueries, StoryBibleOfAnExampleSeries) {
  auto store = OpenOrDie(":memory:");
  IngestExamples(store.get());
  auto b = ShowWork(*store, "hollow creek");
  ASSERT_TRUE(b.ok()) << b.status().ToString();
  EXPECT_EQ(b->work, "Hollow Creek");
  // 01_hollow_creek_finale.txt: "Nora (Imogen Reyes)", "Theo Baptiste plays Caleb".
  std::set<std::pair<std::string, std::string>> cast;
  for (const auto& r : b->cast) cast.emplace(r.fact.actor, r.fact.character);
  EXPECT_TRUE(cast.count({"Imogen Reyes", "Nora Castellan"}));
  EXPECT_TRUE(cast.count({"Theo Baptiste", "Caleb Dunmore"}));
  // "creator and showrunner Dana Whitfield"
  std::set<std::string> roles;
  for (const auto& r : b->crew)
    if (r.fact.person == "Dana Whitfield") roles.insert(r.fact.role);
  EXPECT_TRUE(roles.count("showrunner"));
  // The breakup and the death are spoilers: hidden unless asked for.
  EXPECT_GE(b->hidden_spoilers, 1u);
  for (const auto& e : b->events) EXPECT_FALSE(e.fact.spoiler.value_or(false));
  QueryOptions all;
  all.spoilers = true;
  auto with = ShowWork(*store, "Hollow Creek", all);
  ASSERT_TRUE(with.ok());
  EXPECT_EQ(with->hidden_spoilers, 0u);
  EXPECT_EQ(with->events.size(), b->events.size() + b->hidden_spoilers);
  EXPECT_FALSE(ShowWork(*store, "No Such Series").ok());
}

TEST(StoreQueries, QuotesBySpeakerAndFullTextWithSources) {
  auto store = OpenOrDie(":memory:");
  IngestExamples(store.get());
  QueryOptions o;
  o.with_sources = true;
  // 01: "I got the script on a Friday and just sat in my car for twenty minutes," Baptiste says.
  auto q = FindQuotes(*store, {.by = "Baptiste", .about = "", .search = "script"}, o);
  ASSERT_TRUE(q.ok()) << q.status().ToString();
  ASSERT_EQ(q->size(), 1u);
  EXPECT_EQ(q->front().fact.speaker, "Theo Baptiste");
  ASSERT_FALSE(q->front().evidence.empty());
  EXPECT_EQ(q->front().evidence[0].doc, "01_hollow_creek_finale.txt");
  EXPECT_NE(q->front().evidence[0].text.find("twenty minutes"), std::string::npos);
  auto none = FindQuotes(*store, {.by = "", .about = "", .search = "zeppelin"}, o);
  ASSERT_TRUE(none.ok());
  EXPECT_TRUE(none->empty());
}

TEST(StoreQueries, AsOfSeasonTheLatestSeasonThenTheLatestDatedEvidenceDecides) {
  auto store = OpenOrDie(":memory:");
  ASSERT_TRUE(store->Begin().ok());
  ASSERT_TRUE(store->Put(Doc("a", "one", "2023-02-01"), {Work("Tarn Hollow"), Rel("Ilse", "Marek", "current", 1)}).ok());
  ASSERT_TRUE(store->Put(Doc("b", "two", "2024-01-10"), {Work("Tarn Hollow"), Rel("Marek", "Ilse", "ended", 2)}).ok());
  ASSERT_TRUE(store->Put(Doc("c", "three", "2024-06-01"), {Work("Tarn Hollow"), Rel("Ilse", "Marek", "current", 2)}).ok());
  ASSERT_TRUE(store->Put(Doc("d", "four", "2023-12-01"), {Work("Tarn Hollow"), Rel("Ilse", "Marek", "ended", 2)}).ok());
  ASSERT_TRUE(store->Commit().ok());
  ASSERT_TRUE(store->Resolve().ok());
  auto status_in = [&](std::optional<int> as_of) {
    QueryOptions o;
    o.as_of_season = as_of;
    auto b = ShowWork(*store, "Tarn Hollow", o);
    EXPECT_TRUE(b.ok());
    std::vector<std::pair<int, std::string>> out;
    for (const auto& r : b->relationships) out.emplace_back(r.fact.season.value_or(-1), r.fact.status);
    return out;
  };
  EXPECT_EQ(status_in(1), (std::vector<std::pair<int, std::string>>{{1, "current"}}));
  EXPECT_EQ(status_in(std::nullopt), (std::vector<std::pair<int, std::string>>{{1, "current"}, {2, "current"}}));
  EXPECT_EQ(Scalar(*store, "SELECT count(*) FROM facts WHERE kind = 'relationship'"), 1);
  EXPECT_EQ(Scalar(*store, "SELECT sources FROM facts WHERE kind = 'relationship'"), 4);
}

}  // namespace
}  // namespace showgraph
