// The seed articles of ../shared: metadata, sentences, evidence, scores, and agreement
// of the C++ scorer with ../shared/tools/score.py. Nothing of the seeds is copied into
// this repository: the texts and the gold are read at test time, and every test here
// skips when ../shared (or /usr/bin/python3, for the comparisons) is not there.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "showgraph/eval.h"
#include "showgraph/extractor.h"
#include "showgraph/json.h"
#include "showgraph/reader.h"
#include "showgraph/text.h"
#include "test_util.h"

namespace showgraph {
namespace {

namespace fs = std::filesystem;
using testing::AllErrors;
using testing::Cli;
using testing::CommandResult;
using testing::Drained;
using testing::DrainPaths;
using testing::RunCommand;
using testing::ShellQuote;
using testing::TempDir;
using testing::WriteFile;

const std::string kShared = SHOWGRAPH_SHARED_DIR;
const std::string kSeeds = kShared + "/seeds";
const std::string kGold = kShared + "/gold/seeds.jsonl";
const std::string kScorePy = kShared + "/tools/score.py";
const std::string kPython = SHOWGRAPH_PYTHON;

bool HaveSeeds() { return fs::is_directory(kSeeds) && fs::is_regular_file(kGold); }
bool HaveScorer() { return HaveSeeds() && fs::is_regular_file(kScorePy) && fs::exists(kPython); }

#define REQUIRE_SEEDS() \
  if (!HaveSeeds()) GTEST_SKIP() << "no seeds at " << kSeeds << " (or no " << kGold << ")"
#define REQUIRE_SCORER() \
  if (!HaveScorer()) GTEST_SKIP() << "needs " << kScorePy << " and " << kPython

std::vector<nlohmann::json> ReadJsonLines(const std::string& path) {
  std::vector<nlohmann::json> out;
  std::string text = testing::ReadFile(path);
  size_t pos = 0;
  while (pos < text.size()) {
    size_t nl = text.find('\n', pos);
    if (nl == std::string::npos) nl = text.size();
    std::string line = text.substr(pos, nl - pos);
    if (line.find_first_not_of(" \t\r") != std::string::npos) out.push_back(nlohmann::json::parse(line));
    pos = nl + 1;
  }
  return out;
}

std::optional<std::string> OptString(const nlohmann::json& j, const char* key) {
  if (!j.contains(key) || j[key].is_null()) return std::nullopt;
  return j[key].get<std::string>();
}

struct Extracted {
  std::vector<Document> docs;
  std::vector<std::vector<Fact>> facts;
};

Extracted ExtractSeeds() {
  Drained d = DrainPaths({kSeeds});
  EXPECT_EQ(d.failures, 0u) << AllErrors(d);
  Extracted e;
  Extractor extractor;
  for (auto& doc : d.docs) {
    e.facts.push_back(extractor.Extract(doc));
    e.docs.push_back(std::move(doc));
  }
  return e;
}

std::string PredictionJsonLines(const Extracted& e) {
  std::string out;
  for (size_t i = 0; i < e.docs.size(); ++i) AppendDocumentJson(e.docs[i], e.facts[i], &out);
  return out;
}

// ---------------------------------------------------------------- reading the seeds

TEST(Seeds, TitleAndOutletAsInGold) {
  REQUIRE_SEEDS();
  auto gold = ReadJsonLines(kGold);
  ASSERT_FALSE(gold.empty());
  Drained d = DrainPaths({kSeeds});
  ASSERT_EQ(d.failures, 0u) << AllErrors(d);
  std::map<std::string, const Document*> by_id;
  for (const auto& doc : d.docs) by_id[doc.id] = &doc;
  for (const auto& g : gold) {
    std::string id = g["doc"]["id"].get<std::string>();
    SCOPED_TRACE(id);
    ASSERT_TRUE(by_id.count(id)) << "no seed document " << id;
    const Document& doc = *by_id[id];
    EXPECT_EQ(doc.meta.title, OptString(g["doc"], "title"));
    EXPECT_EQ(doc.meta.outlet, OptString(g["doc"], "outlet"));
    if (auto author = OptString(g["doc"], "author")) {
      EXPECT_EQ(doc.meta.author, author);
    }
    EXPECT_EQ(doc.replaced_bytes, 0u);
  }
}

// A rough count of sentence boundaries: a stop (and closing marks), space, then a
// capital, a digit or an opening mark; plus one per paragraph. Abbreviations and
// initials make it an overcount, which a good splitter stays a little under.
size_t RoughSentenceCount(const AnnotatedText& at) {
  static const std::regex boundary(
      "([.!?]|\\.\\.\\.|\xE2\x80\xA6)([\"')\\]]|\xE2\x80\x9D|\xE2\x80\x99)*[ \\t]+([\"'(]|\xE2\x80\x9C|\xE2\x80\x98)?[A-Z0-9]");
  size_t n = 0;
  for (const auto& p : at.paragraphs) {
    std::string para(at.Slice(p.span));
    n += 1 + static_cast<size_t>(std::distance(std::sregex_iterator(para.begin(), para.end(), boundary),
                                               std::sregex_iterator()));
  }
  return n;
}

TEST(Seeds, SensibleSentences) {
  REQUIRE_SEEDS();
  Drained d = DrainPaths({kSeeds});
  ASSERT_EQ(d.failures, 0u) << AllErrors(d);
  ASSERT_FALSE(d.docs.empty());
  for (const auto& doc : d.docs) {
    SCOPED_TRACE(doc.id);
    AnnotatedText at = Annotate(doc);
    size_t n = at.sentences.size();
    size_t rough = RoughSentenceCount(at);
    EXPECT_GE(n, 10u);
    EXPECT_LE(n, rough);
    EXPECT_GE(static_cast<double>(n), 0.75 * static_cast<double>(rough)) << n << " sentences, rough count " << rough;
    size_t longest = 0;
    for (const auto& s : at.sentences) longest = std::max(longest, s.span.size());
    EXPECT_LT(longest, 1200u);
    double mean = static_cast<double>(doc.text.size()) / static_cast<double>(n);
    EXPECT_GT(mean, 30.0);
    EXPECT_LT(mean, 400.0);
    // Every sentence is valid UTF-8 cut on character boundaries, inside its paragraph.
    for (const auto& s : at.sentences) {
      EXPECT_TRUE(testing::IsValidUtf8(at.Slice(s.span)));
      const Span& p = at.paragraphs[s.paragraph].span;
      EXPECT_TRUE(s.span.start >= p.start && s.span.end <= p.end);
    }
  }
}

TEST(Seeds, EvidenceOffsetsAndQuoteTexts) {
  REQUIRE_SEEDS();
  Extracted e = ExtractSeeds();
  ASSERT_FALSE(e.docs.empty());
  size_t quotes = 0;
  for (size_t i = 0; i < e.docs.size(); ++i) {
    const Document& doc = e.docs[i];
    SCOPED_TRACE(doc.id);
    EXPECT_FALSE(e.facts[i].empty());
    for (const Fact& f : e.facts[i]) {
      ASSERT_FALSE(f.evidence.empty()) << FactKindName(f.kind);
      for (const Span& s : f.evidence) {
        EXPECT_LT(s.start, s.end) << FactKindName(f.kind);
        EXPECT_LE(s.end, doc.text.size()) << FactKindName(f.kind);
      }
      EXPECT_GE(f.confidence, 0.0);
      EXPECT_LE(f.confidence, 1.0);
      if (f.kind == FactKind::kQuote) {
        ++quotes;
        const Span& s = f.evidence[0];
        ASSERT_LE(s.end, doc.text.size());
        EXPECT_EQ(f.text, doc.text.substr(s.start, s.end - s.start));
        EXPECT_FALSE(f.speaker.empty());
      }
    }
  }
  EXPECT_GT(quotes, 0u);
}

TEST(Seeds, ScoresOfWorkCastCrewAiringQuote) {
  REQUIRE_SEEDS();
  auto gold = LoadFactsFile(kGold);
  ASSERT_TRUE(gold.ok()) << gold.status().ToString();
  Extracted e = ExtractSeeds();
  std::vector<FactsRecord> pred;
  for (size_t i = 0; i < e.docs.size(); ++i) {
    FactsRecord r;
    r.doc_id = e.docs[i].id;
    r.facts = e.facts[i];
    r.optional.assign(r.facts.size(), false);
    pred.push_back(std::move(r));
  }
  EvalReport rep = Evaluate(gold.value(), pred);
  EXPECT_EQ(rep.docs, gold->size());
  EXPECT_EQ(rep.docs_predicted, rep.docs);
  for (const char* kind : {"work", "cast", "crew", "airing", "quote"}) {
    auto it = rep.kinds.find(kind);
    ASSERT_NE(it, rep.kinds.end()) << kind;
    EXPECT_GE(it->second.f1(), 0.95) << kind << " tp=" << it->second.tp << " fp=" << it->second.fp
                                     << " fn=" << it->second.fn << "\n"
                                     << FormatReport(rep, true);
  }
  ASSERT_TRUE(rep.quote_attribution.has_value());
  EXPECT_DOUBLE_EQ(*rep.quote_attribution, 1.0) << FormatReport(rep, true);
}

// ---------------------------------------------------------------- C++ scorer == score.py

// Compares an EvalReport with score.py's --json object: per kind tp/fp/fn exactly and
// f1 within 0.001; attribution, side accuracies, micro F1 and document counts.
void ExpectSameScores(const EvalReport& rep, const nlohmann::json& py, const std::string& what) {
  SCOPED_TRACE(what);
  std::set<std::string> py_kinds;
  for (auto it = py.begin(); it != py.end(); ++it)
    if (it.value().is_object() && it.key() != "micro") py_kinds.insert(it.key());
  std::set<std::string> cc_kinds;
  for (const auto& [k, v] : rep.kinds) cc_kinds.insert(k);
  EXPECT_EQ(cc_kinds, py_kinds);
  for (const auto& [k, s] : rep.kinds) {
    if (!py.contains(k)) continue;
    const auto& p = py[k];
    EXPECT_EQ(s.tp, p["tp"].get<size_t>()) << k;
    EXPECT_EQ(s.fp, p["fp"].get<size_t>()) << k;
    EXPECT_EQ(s.fn, p["fn"].get<size_t>()) << k;
    EXPECT_NEAR(s.f1(), p["f1"].get<double>(), 0.001) << k;
  }
  auto opt = [&](const char* key, const std::optional<double>& v) {
    ASSERT_TRUE(py.contains(key)) << key;
    if (py[key].is_null()) {
      EXPECT_FALSE(v.has_value()) << key;
    } else {
      ASSERT_TRUE(v.has_value()) << key;
      EXPECT_NEAR(*v, py[key].get<double>(), 0.001) << key;
    }
  };
  opt("quote_attribution", rep.quote_attribution);
  opt("status_accuracy", rep.status_accuracy);
  opt("season_accuracy", rep.season_accuracy);
  EXPECT_NEAR(rep.micro.f1(), py["micro"]["f1"].get<double>(), 0.001);
  EXPECT_EQ(rep.docs, py["docs"].get<size_t>());
  EXPECT_EQ(rep.docs_predicted, py["docs_predicted"].get<size_t>());
}

nlohmann::json RunScorePy(const std::string& gold, const std::string& pred) {
  CommandResult r = RunCommand(ShellQuote(kPython) + " " + ShellQuote(kScorePy) + " " + ShellQuote(gold) + " " +
                               ShellQuote(pred) + " --json");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  auto j = nlohmann::json::parse(r.out, nullptr, false);
  EXPECT_FALSE(j.is_discarded()) << r.out << r.err;
  return j;
}

TEST(ScorerParity, SeedScoresAgreeWithScorePy) {
  REQUIRE_SCORER();
  TempDir dir;
  std::string pred_path = dir / "pred.jsonl";
  WriteFile(pred_path, PredictionJsonLines(ExtractSeeds()));
  nlohmann::json py = RunScorePy(kGold, pred_path);
  ASSERT_TRUE(py.is_object());

  auto gold = LoadFactsFile(kGold);
  auto pred = LoadFactsFile(pred_path);
  ASSERT_TRUE(gold.ok()) << gold.status().ToString();
  ASSERT_TRUE(pred.ok()) << pred.status().ToString();
  ExpectSameScores(Evaluate(gold.value(), pred.value()), py, "Evaluate()");

  // The command line's --json says the same, from the file and from --extract.
  for (const std::string& args : {ShellQuote(kGold) + " " + ShellQuote(pred_path),
                                  ShellQuote(kGold) + " --extract " + ShellQuote(kSeeds)}) {
    CommandResult r = RunCommand(Cli() + " eval --json " + args);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    auto cli = nlohmann::json::parse(r.out, nullptr, false);
    ASSERT_FALSE(cli.is_discarded()) << r.out;
    SCOPED_TRACE("showgraph eval --json " + args);
    for (auto it = py.begin(); it != py.end(); ++it) {
      ASSERT_TRUE(cli.contains(it.key())) << it.key();
      const auto& p = it.value();
      const auto& c = cli[it.key()];
      if (p.is_object()) {
        for (const char* n : {"tp", "fp", "fn"}) {
          if (p.contains(n)) {
            EXPECT_EQ(c[n], p[n]) << it.key() << "." << n;
          }
        }
        EXPECT_NEAR(c["f1"].get<double>(), p["f1"].get<double>(), 0.001) << it.key();
      } else if (p.is_null()) {
        EXPECT_TRUE(c.is_null()) << it.key();
      } else {
        EXPECT_NEAR(c.get<double>(), p.get<double>(), 0.001) << it.key();
      }
    }
  }
}

// Predictions made from the gold by rule, so that every matching rule is exercised:
// alternative forms, dropped facts, wrong names, duplicates, shortened quotes, missing
// airing fields, reversed pairs, implied and spurious appears_in, wrong speakers.
std::string PerturbedPredictions(const std::vector<nlohmann::json>& gold) {
  std::string out;
  std::map<std::string, size_t> per_kind;  // each kind goes through the cases in turn
  auto first_alt = [](const nlohmann::json& v, size_t which) -> nlohmann::json {
    if (!v.is_string()) return v;
    std::string s = v.get<std::string>();
    std::vector<std::string> alts;
    size_t pos = 0;
    while (true) {
      size_t bar = s.find('|', pos);
      alts.push_back(s.substr(pos, bar == std::string::npos ? std::string::npos : bar - pos));
      if (bar == std::string::npos) break;
      pos = bar + 1;
    }
    return alts[which % alts.size()];
  };
  for (const auto& g : gold) {
    nlohmann::json rec;
    rec["doc"] = {{"id", g["doc"]["id"]}};
    rec["facts"] = nlohmann::json::array();
    for (const auto& gf : g["facts"]) {
      size_t n = ++per_kind[gf["kind"].get<std::string>()];
      nlohmann::json f = gf;
      f.erase("optional");
      for (const char* k : {"name", "actor", "character", "work", "person", "role", "speaker", "a", "b", "entity",
                            "value", "network"})
        if (f.contains(k)) f[k] = first_alt(f[k], n);
      if (f.contains("participants"))
        for (auto& p : f["participants"]) p = first_alt(p, n + 1);
      std::string kind = f["kind"];
      switch (n % 10) {
        case 0: continue;  // dropped: a miss
        case 1:
          rec["facts"].push_back(f);
          rec["facts"].push_back(f);  // duplicate
          continue;
        case 2:  // a wrong name: a miss and a spurious fact
          for (const char* k : {"name", "actor", "person", "a", "entity", "work"})
            if (f.contains(k) && f[k].is_string()) {
              f[k] = f[k].get<std::string>() + " Senior";
              break;
            }
          if (kind == "quote") f["text"] = "Completely different words that were never said by anyone.";
          if (kind == "event") f["participants"].push_back("Somebody Else");
          break;
        case 3:  // upper case and end punctuation do not matter
          for (const char* k : {"name", "actor", "character", "person", "speaker"})
            if (f.contains(k) && f[k].is_string()) {
              std::string s = f[k].get<std::string>();
              for (auto& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
              f[k] = s + ".";
            }
          break;
        case 4:
          if (kind == "quote") {  // keep the first 85% or 70% of the words
            std::string t = f["text"];
            std::vector<size_t> starts;
            for (size_t i = 0; i < t.size(); ++i)
              if ((i == 0 || t[i - 1] == ' ') && t[i] != ' ') starts.push_back(i);
            size_t keep = (starts.size() * ((n / 10) % 2 ? 70 : 85)) / 100;
            if (keep < starts.size()) f["text"] = t.substr(0, starts[keep]);
          }
          if (kind == "airing") f.erase(f.contains("timezone") ? "timezone" : "network");
          if (kind == "relationship") std::swap(f["a"], f["b"]);
          if (kind == "relationship" && f.contains("status")) f["status"] = "potential";
          break;
        case 5:
          if (kind == "quote") f["speaker"] = "Nobody In Particular";
          if (kind == "cast") {
            nlohmann::json ap = {{"kind", "appears_in"}, {"character", f["character"]},
                                 {"work", f.contains("work") ? f["work"] : nlohmann::json("Some Work")}};
            rec["facts"].push_back(ap);  // implied by the cast fact
            ap["work"] = "A Different Show";
            rec["facts"].push_back(ap);  // wrong unless gold's cast fact has no work
          }
          if (kind == "event" && f.contains("season")) f["season"] = f["season"].get<int>() + 1;
          break;
        case 6:
          if (kind == "airing") f["season"] = 99;
          break;
        default:
          break;
      }
      rec["facts"].push_back(f);
    }
    // Spurious facts of several kinds.
    rec["facts"].push_back({{"kind", "work"}, {"name", "A Show Nobody Made"}});
    rec["facts"].push_back({{"kind", "crew"}, {"person", "Pat Nobody"}, {"role", "writer"}});
    rec["facts"].push_back({{"kind", "quote"}, {"speaker", "Pat Nobody"}, {"text", "Words nobody wrote down here."}});
    out += rec.dump() + "\n";
  }
  // A document gold does not know.
  out += R"({"doc": {"id": "not-in-gold"}, "facts": [{"kind": "work", "name": "Whatever"}]})" "\n";
  return out;
}

TEST(ScorerParity, PerturbedPredictionsAgreeWithScorePy) {
  REQUIRE_SCORER();
  TempDir dir;
  std::string pred_path = dir / "pred.jsonl";
  WriteFile(pred_path, PerturbedPredictions(ReadJsonLines(kGold)));
  nlohmann::json py = RunScorePy(kGold, pred_path);
  ASSERT_TRUE(py.is_object());
  auto gold = LoadFactsFile(kGold);
  auto pred = LoadFactsFile(pred_path);
  ASSERT_TRUE(gold.ok()) << gold.status().ToString();
  ASSERT_TRUE(pred.ok()) << pred.status().ToString();
  EvalReport rep = Evaluate(gold.value(), pred.value());
  // The perturbations must actually produce every kind of outcome.
  EXPECT_GT(rep.micro.tp, 0u);
  EXPECT_GT(rep.micro.fp, 0u);
  EXPECT_GT(rep.micro.fn, 0u);
  ASSERT_TRUE(rep.quote_attribution.has_value());
  EXPECT_LT(*rep.quote_attribution, 1.0);
  for (const char* kind : {"work", "cast", "quote", "relationship"}) {
    ASSERT_TRUE(rep.kinds.count(kind)) << kind;
    EXPECT_GT(rep.kinds.at(kind).tp, 0u) << kind;
    EXPECT_GT(rep.kinds.at(kind).fp + rep.kinds.at(kind).fn, 0u) << kind;
  }
  ExpectSameScores(rep, py, "perturbed predictions");
}

// Hand-made gold and predictions, one document per matching rule, scored by both.
const char* kHandGold = R"({"doc": {"id": "alt"}, "facts": [{"kind": "crew", "person": "Dana J. Whitcombe|Dana Whitcombe", "role": "executive producer"}, {"kind": "work", "name": "Maple Lane|ML"}]}
{"doc": {"id": "pred-alt"}, "facts": [{"kind": "work", "name": "Maple Lane"}]}
{"doc": {"id": "optional"}, "facts": [{"kind": "cast", "actor": "Kim Vale", "character": "Nora Pike"}, {"kind": "cast", "actor": "Tom Keel", "character": "Wes", "optional": true}, {"kind": "work", "name": "Birch Road", "optional": true}]}
{"doc": {"id": "dup"}, "facts": [{"kind": "cast", "actor": "Kim Vale", "character": "Nora Pike|Nora"}, {"kind": "quote", "speaker": "Kim Vale", "text": "We start over in the fall."}, {"kind": "quote", "speaker": "Kim Vale", "text": "We start over in the fall."}]}
{"doc": {"id": "appears"}, "facts": [{"kind": "cast", "actor": "Kim Vale", "character": "Nora Pike|Nora", "work": "Maple Lane"}, {"kind": "cast", "actor": "Tom Keel", "character": "Wes"}, {"kind": "appears_in", "character": "Ruth", "work": "Maple Lane"}]}
{"doc": {"id": "quote"}, "facts": [{"kind": "quote", "speaker": "Lena K. Ortiz|Lena Ortiz", "text": "We start over in the fall and the diner burns."}, {"kind": "quote", "speaker": "Tom Keel", "text": "Nobody saw the fire coming, not even the cook."}, {"kind": "quote", "speaker": "Kim Vale", "text": "It\u2019s over, and that\u2019s fine with me."}, {"kind": "quote", "speaker": "Kim Vale", "text": "Come back next year and you will see."}]}
{"doc": {"id": "airing"}, "facts": [{"kind": "airing", "work": "Maple Lane", "network": "The CW", "occasion": "season finale", "season": 1, "weekday": "Monday", "time": "20:00", "timezone": "ET"}, {"kind": "airing", "work": "Birch Road", "occasion": "series premiere"}, {"kind": "airing", "work": "Oak Hill", "network": "ABC", "date": "2024-10-25"}]}
{"doc": {"id": "story"}, "facts": [{"kind": "relationship", "a": "Nora Pike|Nora", "b": "Wes", "type": "romance", "status": "ended", "season": 1}, {"kind": "relationship", "a": "Ruth", "b": "Nora", "type": "family"}, {"kind": "event", "type": "breakup", "participants": ["Nora Pike|Nora", "Wes"], "season": 2}, {"kind": "event", "type": "death", "participants": ["Ruth"], "spoiler": true}, {"kind": "attribute", "entity": "Wes", "attribute": "sexuality", "value": "gay"}]}
{"doc": {"id": "unicode"}, "facts": [{"kind": "cast", "actor": "Zo\u00eb \u00c4ngstr\u00f6m", "character": "\uff2d\uff41\uff45"}, {"kind": "cast", "actor": "MariSol [Quint]", "character": "Kim\u00a0Vale"}, {"kind": "work", "name": "\u2018Maple Lane\u2019"}]}
{"doc": {"id": "unpredicted"}, "facts": [{"kind": "work", "name": "Nobody Predicted This"}, {"kind": "quote", "speaker": "X", "text": "Some words that were said here."}]}
{"doc": {"id": "no-gold-facts"}, "facts": []}
)";

const char* kHandPred = R"({"doc": {"id": "alt"}, "facts": [{"kind": "crew", "person": "dana whitcombe", "role": "Executive Producer."}, {"kind": "work", "name": "ml"}, {"kind": "crew", "person": "Whitcombe", "role": "executive producer"}]}
{"doc": {"id": "pred-alt"}, "facts": [{"kind": "work", "name": "Birch Road|Maple Lane"}]}
{"doc": {"id": "optional"}, "facts": [{"kind": "cast", "actor": "Kim Vale", "character": "Nora Pike"}, {"kind": "cast", "actor": "Tom Keel", "character": "Wes"}, {"kind": "cast", "actor": "Tom Keel", "character": "Wes"}]}
{"doc": {"id": "dup"}, "facts": [{"kind": "cast", "actor": "Kim Vale", "character": "Nora Pike"}, {"kind": "cast", "actor": "kim vale", "character": "Nora"}, {"kind": "cast", "actor": "Kim Vale", "character": "Wes"}, {"kind": "quote", "speaker": "Kim Vale", "text": "We start over in the fall."}]}
{"doc": {"id": "appears"}, "facts": [{"kind": "appears_in", "character": "Nora", "work": "Maple Lane"}, {"kind": "appears_in", "character": "Wes", "work": "Birch Road"}, {"kind": "appears_in", "character": "Nora", "work": "Birch Road"}, {"kind": "appears_in", "character": "Ruth", "work": "Maple Lane"}, {"kind": "appears_in", "character": "Sam", "work": "Maple Lane"}]}
{"doc": {"id": "quote"}, "facts": [{"kind": "quote", "speaker": "lena ortiz", "text": "start over in the fall and the diner"}, {"kind": "quote", "speaker": "Lena Ortiz", "text": "saw the fire coming, not even"}, {"kind": "quote", "speaker": "Kim Vale", "text": "IT'S OVER -- and that's fine with me!"}, {"kind": "quote", "speaker": "Kim Vale", "text": "see will you and year next back come"}]}
{"doc": {"id": "airing"}, "facts": [{"kind": "airing", "work": "Maple Lane", "network": "The CW", "occasion": "season finale", "season": 1, "weekday": "Monday", "time": "20:00", "date": "2024-03-04", "episode": 13}, {"kind": "airing", "work": "Birch Road", "network": "NBC", "occasion": "Series Premiere"}, {"kind": "airing", "work": "Oak Hill", "network": "ABC", "date": "2024-10-25", "season": 3}]}
{"doc": {"id": "story"}, "facts": [{"kind": "relationship", "a": "Wes", "b": "Nora", "type": "Romance", "status": "current", "season": 1}, {"kind": "relationship", "a": "Nora", "b": "Ruth", "type": "friendship"}, {"kind": "event", "type": "breakup", "participants": ["Wes", "Nora"]}, {"kind": "event", "type": "death", "participants": ["Ruth", "Wes"]}, {"kind": "attribute", "entity": "wes", "attribute": "Sexuality", "value": "Gay"}]}
{"doc": {"id": "unicode"}, "facts": [{"kind": "cast", "actor": "ZOE\u0308 \u00c4NGSTR\u00d6M", "character": "MAE"}, {"kind": "cast", "actor": "MariSol Quint", "character": "kim vale"}, {"kind": "work", "name": "'Maple Lane'"}]}
{"doc": {"id": "no-gold-facts"}, "facts": [{"kind": "work", "name": "Something"}, {"kind": "quote", "speaker": "Y", "text": "Words nobody wrote down anywhere."}]}
{"doc": {"id": "not-in-gold"}, "facts": [{"kind": "work", "name": "Whatever"}]}
)";

TEST(ScorerParity, HandMadeCasesAgreeWithScorePy) {
  REQUIRE_SCORER();
  TempDir dir;
  WriteFile(dir / "gold.jsonl", kHandGold);
  WriteFile(dir / "pred.jsonl", kHandPred);
  nlohmann::json py = RunScorePy(dir / "gold.jsonl", dir / "pred.jsonl");
  ASSERT_TRUE(py.is_object());
  auto gold = LoadFactsFile(dir / "gold.jsonl");
  auto pred = LoadFactsFile(dir / "pred.jsonl");
  ASSERT_TRUE(gold.ok()) << gold.status().ToString();
  ASSERT_TRUE(pred.ok()) << pred.status().ToString();
  ExpectSameScores(Evaluate(gold.value(), pred.value()), py, "hand-made cases");
}

// NormalizeName against score.py's norm() on awkward names, so that the two scorers
// compare names the same way.
// BUG (src/eval/score.cc, Fold): lower-casing uses utf8proc's one-to-one mapping, while
// Python's str.lower() applies the full Unicode mapping: "\u0130" (I with dot) becomes
// "i\u0307", and a final capital sigma becomes "\u03c2". Names with these letters
// compare differently in the two scorers.
TEST(ScorerParity, NormalizeNameAgreesWithScorePyNorm) {
  SCOPED_TRACE("KNOWN BUG: fails until the bug described above this test is fixed");
  REQUIRE_SCORER();
  std::vector<std::string> names = {
      "Dana J. Whitcombe",          "  Dana \t J.\n Whitcombe.  ",  "MariSol [Quint]",      "\"Greta\"",
      "(Wes)",                 "'Maple Lane,'",            "Kim\u2019s Diner",        "\u2018Title\u2019",
      "E! News",                "Tom Keel Jr.",           "Zo\u00CB \u00C4NGSTR\u00D6M", "\uFF2D\uFF41\uFF50\uFF4C\uFF45",
      "Kim\u00A0Vale",          "Kim\u2003Vale",            "Kim\u3000Vale",          "Kim\x1CVale",
      "Kim\u0085Vale",          "Zoe\u0308",                "\uFB01nal Cut",          "Chapter \u216B",
      "Stra\u00DFe",            "\u00C9LODIE",              "",                       " .,;: ",
      "[[Nested]] [Brackets]",  "Ends with ?!",             "..leading dots",         "O'Neal's",
      "\u0130pek Demir",        "\u039F\u0394\u03A5\u03A3\u03A3\u0395\u0391\u03A3"};
  TempDir dir;
  nlohmann::json arr = names;
  WriteFile(dir / "names.json", arr.dump());
  WriteFile(dir / "norm.py",
            "import json, sys, importlib.util\n"
            "spec = importlib.util.spec_from_file_location('score', sys.argv[1])\n"
            "score = importlib.util.module_from_spec(spec)\n"
            "spec.loader.exec_module(score)\n"
            "names = json.load(open(sys.argv[2], encoding='utf-8'))\n"
            "print(json.dumps([score.norm(n) for n in names]))\n");
  CommandResult r = RunCommand(ShellQuote(kPython) + " " + ShellQuote(dir / "norm.py") + " " + ShellQuote(kScorePy) +
                               " " + ShellQuote(dir / "names.json"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto py = nlohmann::json::parse(r.out);
  ASSERT_EQ(py.size(), names.size());
  for (size_t i = 0; i < names.size(); ++i)
    EXPECT_EQ(NormalizeName(names[i]), py[i].get<std::string>()) << ::testing::PrintToString(names[i]);
}

}  // namespace
}  // namespace showgraph
