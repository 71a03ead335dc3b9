// The HTTP server over a store of the sample articles: status codes, parameter
// validation, JSON errors, static files without path traversal, read-only access, the
// query time limit, and the graph as of a season. A real server on a loopback port,
// asked by cpp-httplib's client.
#include <httplib.h>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>
#include <thread>

#include "serve/params.h"
#include "showgraph/extractor.h"
#include "showgraph/serve.h"
#include "showgraph/store.h"
#include "test_util.h"

namespace showgraph {
namespace {

using serve_internal::IsValidUtf8;
using serve_internal::Params;
using serve_internal::ParamSpec;

std::string ReadAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// A server in a thread, stopped and joined at the end.
class Running {
 public:
  explicit Running(const ServeOptions& options) {
    auto s = HttpServer::Create(options);
    EXPECT_TRUE(s.ok()) << s.status().ToString();
    if (!s.ok()) return;
    server_ = std::move(s.value());
    thread_ = std::thread([this] { EXPECT_TRUE(server_->Run().ok()); });
    client_ = std::make_unique<httplib::Client>("127.0.0.1", server_->port());
    client_->set_read_timeout(10, 0);
    // Wait until it answers.
    for (int i = 0; i < 200 && !client_->Get("/api"); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ~Running() {
    if (!server_) return;
    server_->Stop();
    thread_.join();
  }
  httplib::Client& client() { return *client_; }
  int port() const { return server_->port(); }

 private:
  std::unique_ptr<HttpServer> server_;
  std::thread thread_;
  std::unique_ptr<httplib::Client> client_;
};

class ServeTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new testing::TempDir();
    db_ = (dir_->path() / "serve.db").string();
    auto store = Store::Open(db_);
    ASSERT_TRUE(store.ok()) << store.status().ToString();
    InputSet inputs({std::string(SHOWGRAPH_SOURCE_DIR) + "/examples/articles"});
    Extractor extractor;
    IngestStats stats;
    IngestOptions options;
    options.jobs = 1;
    ASSERT_TRUE(Ingest(&inputs, extractor, store->get(), options, {}, &stats).ok());
    ASSERT_GT(stats.ingested, 5u);
  }
  static void TearDownTestSuite() {
    delete dir_;
    dir_ = nullptr;
  }
  static ServeOptions Options() {
    ServeOptions o;
    o.database = db_;
    o.port = 0;
    o.threads = 4;
    o.web_dir = std::string(SHOWGRAPH_SOURCE_DIR) + "/web";
    return o;
  }
  static nlohmann::json Json(const httplib::Result& r) {
    return r ? nlohmann::json::parse(r->body, nullptr, false) : nlohmann::json();
  }
  static inline testing::TempDir* dir_ = nullptr;
  static inline std::string db_;
};

TEST_F(ServeTest, AnswersTheApiInJson) {
  Running server(Options());
  auto r = server.client().Get("/api/works");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 200);
  EXPECT_EQ(r->get_header_value("Content-Type"), "application/json; charset=utf-8");
  nlohmann::json works = Json(r);
  ASSERT_TRUE(works.is_array());
  bool found = false;
  for (const auto& w : works) found |= w["name"] == "Harbor Lights" && w["type"] == "series";
  EXPECT_TRUE(found);

  nlohmann::json bible = Json(server.client().Get("/api/work?name=harbor%20lights"));  // any case
  EXPECT_EQ(bible["work"], "Harbor Lights");
  std::set<std::string> roles;
  for (const auto& c : bible["cast"]) roles.insert(c["actor"].get<std::string>() + " as " + c["character"].get<std::string>());
  EXPECT_TRUE(roles.count("Tessa Barrowclough as Fiona MacRae"));
  EXPECT_TRUE(roles.count("Ewan Dalgleish as Angus MacRae"));
}

TEST_F(ServeTest, SpoilersStayHiddenUntilAskedFor) {
  Running server(Options());
  // feed-001: "Spoiler alert, Mr. Angus MacRae ... died in the final episode".
  auto has_death = [](const nlohmann::json& bible) {
    for (const auto& e : bible["events"])
      if (e["type"] == "death") return true;
    return false;
  };
  nlohmann::json hidden = Json(server.client().Get("/api/work?name=Harbor%20Lights"));
  EXPECT_FALSE(has_death(hidden));
  EXPECT_GE(hidden["hidden_spoilers"].get<int>(), 1);
  nlohmann::json shown = Json(server.client().Get("/api/work?name=Harbor%20Lights&spoilers=true"));
  EXPECT_TRUE(has_death(shown));
  EXPECT_EQ(shown["hidden_spoilers"], 0);
}

TEST_F(ServeTest, GraphFollowsTheSeason) {
  Running server(Options());
  // 07_brass_and_bone: Dr. Amelia Stroud is "Eli's wife since Season 2".
  auto romance = [&](const std::string& query) {
    nlohmann::json g = Json(server.client().Get(("/api/graph?work=Brass%20%26%20Bone" + query).c_str()));
    EXPECT_TRUE(g["edges"].is_array()) << g.dump();
    for (const auto& e : g["edges"]) {
      std::set<std::string> ends{e["source"].get<std::string>(), e["target"].get<std::string>()};
      if (ends == std::set<std::string>{"Eli Cutter", "Amelia Stroud"} && e["type"] == "romance") return true;
    }
    return false;
  };
  EXPECT_FALSE(romance("&as_of_season=1"));
  EXPECT_TRUE(romance("&as_of_season=2"));
  EXPECT_TRUE(romance(""));
  nlohmann::json g = Json(server.client().Get("/api/graph?work=Brass%20%26%20Bone"));
  std::set<std::string> nodes;
  for (const auto& n : g["nodes"]) nodes.insert(n["id"].get<std::string>());
  for (const auto& e : g["edges"]) {  // every edge joins two nodes
    EXPECT_TRUE(nodes.count(e["source"].get<std::string>()));
    EXPECT_TRUE(nodes.count(e["target"].get<std::string>()));
  }
}

TEST_F(ServeTest, FactsCarryTheirEvidence) {
  Running server(Options());
  nlohmann::json page = Json(server.client().Get("/api/facts?kind=cast&work=Harbor%20Lights&limit=2"));
  ASSERT_EQ(page["facts"].size(), 2u) << page.dump();
  EXPECT_EQ(page["next_offset"], 2);
  int64_t id = page["facts"][0]["id"];
  nlohmann::json fact = Json(server.client().Get(("/api/fact?id=" + std::to_string(id)).c_str()));
  ASSERT_FALSE(fact["evidence"].empty()) << fact.dump();
  const auto& e = fact["evidence"][0];
  EXPECT_EQ(e["doc"], "feed-001");
  const std::string text = e["text"];
  EXPECT_NE(text.find(fact["actor"].get<std::string>()), std::string::npos) << text;
  // 09_starling_heights_s2.html names its outlet in the page.
  nlohmann::json quotes = Json(server.client().Get("/api/quotes?by=Celia%20Marchbanks&sources=true&limit=1"));
  ASSERT_EQ(quotes.size(), 1u);
  EXPECT_EQ(quotes[0]["evidence"][0]["outlet"], "The Binge Bulletin");
}

struct Refusal {
  const char* target;
  int status;
  const char* says;
};

TEST_F(ServeTest, RefusesBadRequestsWithJsonErrors) {
  Running server(Options());
  const Refusal cases[] = {
      {"/api/work?name=No%20Such%20Series", 404, "no work named"},
      {"/api/graph?work=No%20Such%20Series", 404, "no work named"},
      {"/api/entity?name=Nobody%20Ever", 404, "nobody"},
      {"/api/fact?id=987654321", 404, "no fact"},
      {"/api/nothing", 404, "not found"},
      {"/api/work", 400, "\"name\" is required"},
      {"/api/work?name=", 400, "is empty"},
      {"/api/work?name=Harbor%20Lights&as_of_season=0", 400, "from 1 to 99"},
      {"/api/work?name=Harbor%20Lights&as_of_season=100", 400, "from 1 to 99"},
      {"/api/work?name=Harbor%20Lights&as_of_season=-1", 400, "as_of_season"},
      {"/api/work?name=Harbor%20Lights&as_of_season=1.5", 400, "integer"},
      {"/api/work?name=Harbor%20Lights&spoilers=1", 400, "true or false"},
      {"/api/work?name=Harbor%20Lights&name=Mercy%20Hours", 400, "twice"},
      {"/api/work?name=Harbor%20Lights&sort=asc", 400, "unknown parameter"},
      {"/api/works?x=1", 400, "takes none"},
      {"/api/work?name=%01bell", 400, "control character"},
      {"/api/work?name=%ff%fe", 400, "UTF-8"},
      {"/api/facts?limit=0", 400, "limit"},
      {"/api/facts?limit=201", 400, "limit"},
      {"/api/facts?offset=-5", 400, "offset"},
      {"/api/facts?kind=rumour", 400, "kind"},
      {"/api/fact?id=abc", 400, "integer"},
      {"/api/fact", 400, "required"},
      {"/api/quotes?q=%22open", 400, "full-text"},
      {"/api?x=1", 400, "no parameters"},
  };
  for (const auto& c : cases) {
    auto r = server.client().Get(c.target);
    ASSERT_TRUE(r) << c.target;
    EXPECT_EQ(r->status, c.status) << c.target << " " << r->body;
    nlohmann::json j = Json(r);
    ASSERT_TRUE(j.is_object()) << c.target << " " << r->body;
    EXPECT_EQ(j["status"], c.status) << c.target;
    EXPECT_NE(j["error"].get<std::string>().find(c.says), std::string::npos) << c.target << " " << r->body;
    EXPECT_EQ(j["error"].get<std::string>().find("SELECT"), std::string::npos) << c.target;
  }
  std::string long_name(300, 'a');
  EXPECT_EQ(server.client().Get(("/api/work?name=" + long_name).c_str())->status, 400);
}

TEST_F(ServeTest, ServesOnlyItsOwnFiles) {
  Running server(Options());
  auto page = server.client().Get("/");
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 200);
  EXPECT_NE(page->body.find("/static/app.js"), std::string::npos);
  EXPECT_NE(page->get_header_value("Content-Security-Policy").find("script-src 'self'"), std::string::npos);
  EXPECT_EQ(page->get_header_value("X-Content-Type-Options"), "nosniff");
  EXPECT_EQ(server.client().Get("/static/style.css")->status, 200);
  for (const char* target : {"/static/../../etc/passwd", "/static/..%2f..%2f..%2fetc%2fpasswd", "/../CMakeLists.txt",
                             "/static/%2e%2e/%2e%2e/CMakeLists.txt", "/static/", "/static/index.html/",
                             "/web/static/app.js", "/node_modules/cytoscape/package.json", "//etc/passwd"}) {
    auto r = server.client().Get(target);
    ASSERT_TRUE(r) << target;
    EXPECT_TRUE(r->status == 404 || r->status == 400) << target << " " << r->status;
    EXPECT_EQ(r->body.find("root:"), std::string::npos) << target;
    EXPECT_EQ(r->body.find("cmake_minimum_required"), std::string::npos) << target;
  }
}

TEST_F(ServeTest, IsReadOnly) {
  const std::string before = ReadAll(db_);
  {
    Running server(Options());
    for (const char* path : {"/api/works", "/api/work"}) {
      auto post = server.client().Post(path, "{}", "application/json");
      ASSERT_TRUE(post);
      EXPECT_EQ(post->status, 405) << path;
      EXPECT_EQ(post->get_header_value("Allow"), "GET, HEAD");
      EXPECT_EQ(server.client().Delete(path)->status, 405);
      EXPECT_EQ(server.client().Put(path, "x", "text/plain")->status, 405);
    }
    for (const char* t : {"/api/works", "/api/work?name=Harbor%20Lights", "/api/graph?work=Mercy%20Hours"})
      EXPECT_EQ(server.client().Get(t)->status, 200) << t;
  }
  EXPECT_EQ(ReadAll(db_), before) << "the server changed the database file";

  // The connections it uses refuse writes.
  auto ro = Store::OpenReadOnly(db_);
  ASSERT_TRUE(ro.ok()) << ro.status().ToString();
  Document doc;
  doc.id = "written.txt";
  doc.text = "A new document.";
  EXPECT_FALSE((*ro)->Put(doc, {}).ok());
  EXPECT_FALSE((*ro)->Resolve(true).ok());
  EXPECT_EQ(ReadAll(db_), before);
}

TEST_F(ServeTest, LimitsRequestSize) {
  ServeOptions o = Options();
  o.max_request_bytes = 1024;
  Running server(o);
  httplib::Headers headers;
  auto big = server.client().Get("/api/works", headers);
  ASSERT_TRUE(big);
  EXPECT_EQ(big->status, 200);
  // A body on a GET: refused, and 413 when over the limit.
  httplib::Request req;
  req.method = "GET";
  req.path = "/api/works";
  req.body = std::string(4096, 'x');
  req.set_header("Content-Length", "4096");
  auto r = server.client().send(req);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 413);
  auto post = server.client().Post("/api/works", std::string(4096, 'x'), "text/plain");
  ASSERT_TRUE(post);
  EXPECT_TRUE(post->status == 413 || post->status == 405) << post->status;
}

TEST_F(ServeTest, StopsQueriesThatRunTooLong) {
  ServeOptions o = Options();
  o.query_timeout_ms = 0;  // every query is over time at its first check
  Running server(o);
  auto r = server.client().Get("/api/work?name=Harbor%20Lights");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 503) << r->body;
  EXPECT_NE(Json(r)["error"].get<std::string>().find("longer than"), std::string::npos);
}

TEST_F(ServeTest, RefusesWhatItCannotServe) {
  ServeOptions o = Options();
  o.database = (dir_->path() / "missing.db").string();
  EXPECT_FALSE(HttpServer::Create(o).ok());
  Running first(Options());
  ServeOptions same = Options();
  same.port = first.port();
  auto second = HttpServer::Create(same);
  EXPECT_FALSE(second.ok());
  EXPECT_EQ(second.status().code(), Status::Code::kIoError);
}

TEST(ServeParams, ValidatesEveryParameter) {
  const std::vector<ParamSpec> specs = {serve_internal::Text("name", true, 10), serve_internal::Int("n", 1, 99),
                                        serve_internal::Bool("flag")};
  auto ok = Params::Parse({{"name", "Nora"}, {"n", "42"}, {"flag", "true"}}, specs);
  ASSERT_TRUE(ok.ok()) << ok.status().ToString();
  EXPECT_EQ(ok->Text("name"), "Nora");
  EXPECT_EQ(ok->Int("n"), 42);
  EXPECT_TRUE(ok->Bool("flag"));
  auto defaults = Params::Parse({{"name", "x"}}, specs);
  ASSERT_TRUE(defaults.ok());
  EXPECT_FALSE(defaults->Int("n"));
  EXPECT_FALSE(defaults->Bool("flag"));
  EXPECT_TRUE(defaults->Bool("flag", true));
  const std::multimap<std::string, std::string> bad[] = {
      {},                                          // name missing
      {{"name", "x"}, {"other", "1"}},             // unknown
      {{"name", "x"}, {"name", "y"}},              // twice
      {{"name", "01234567890"}},                   // too long
      {{"name", "x"}, {"n", "0"}},                 // below
      {{"name", "x"}, {"n", "100"}},               // above
      {{"name", "x"}, {"n", "4e1"}},               // not an integer
      {{"name", "x"}, {"n", " 4"}},                // spaces
      {{"name", "x"}, {"n", "99999999999999999999"}},  // overflow
      {{"name", "x"}, {"flag", "yes"}},            // not a boolean
      {{"name", "x"}, {"flag", ""}},               // empty
      {{"name", "a\tb"}},                          // control character
      {{"name", "\xc3("}},                         // invalid UTF-8
  };
  for (const auto& q : bad) {
    auto r = Params::Parse(q, specs);
    EXPECT_FALSE(r.ok()) << (q.empty() ? "" : q.begin()->first + "=" + q.rbegin()->second);
    if (!r.ok()) {
      EXPECT_EQ(r.status().code(), Status::Code::kInvalidInput);
    }
  }
}

TEST(ServeParams, Utf8) {
  EXPECT_TRUE(IsValidUtf8("plain ascii"));
  EXPECT_TRUE(IsValidUtf8("Tomás “June” \xf0\x9f\x8e\xac"));
  EXPECT_FALSE(IsValidUtf8("\xc0\xaf"));          // overlong '/'
  EXPECT_FALSE(IsValidUtf8("\xed\xa0\x80"));      // surrogate
  EXPECT_FALSE(IsValidUtf8("\xf4\x90\x80\x80"));  // past U+10FFFF
  EXPECT_FALSE(IsValidUtf8("\xe2\x80"));          // truncated
  EXPECT_FALSE(IsValidUtf8("\x80"));              // lone continuation
}

}  // namespace
}  // namespace showgraph
