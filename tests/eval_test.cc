// The scorer: NormalizeName and Evaluate on small hand-made gold and predictions, by the
// matching rules of SCHEMA.md.
#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "showgraph/eval.h"
#include "showgraph/json.h"
#include "test_util.h"

namespace showgraph {
namespace {

using testing::Contains;
using testing::TempDir;
using testing::WriteFile;

FactsRecord Rec(const std::string& line) {
  auto r = ParseFactsRecord(line);
  EXPECT_TRUE(r.ok()) << r.status().ToString() << "\n" << line;
  return r.ok() ? std::move(r.value()) : FactsRecord();
}

// One document "d1" with the given facts (a JSON array's contents).
FactsRecord Doc1(const std::string& facts) { return Rec(R"({"doc": {"id": "d1"}, "facts": [)" + facts + "]}"); }

EvalReport Score(const std::string& gold_facts, const std::string& pred_facts) {
  return Evaluate({Doc1(gold_facts)}, {Doc1(pred_facts)});
}

KindScore Kind(const EvalReport& r, const std::string& kind) {
  auto it = r.kinds.find(kind);
  return it == r.kinds.end() ? KindScore() : it->second;
}

void ExpectCounts(const EvalReport& r, const std::string& kind, size_t tp, size_t fp, size_t fn) {
  KindScore k = Kind(r, kind);
  EXPECT_EQ(k.tp, tp) << kind << " tp";
  EXPECT_EQ(k.fp, fp) << kind << " fp";
  EXPECT_EQ(k.fn, fn) << kind << " fn";
}

// ---------------------------------------------------------------- NormalizeName

TEST(NormalizeName, CaseSpaceAndEndPunctuation) {
  EXPECT_EQ(NormalizeName("Dana J. Whitcombe"), "dana j. whitcombe");
  EXPECT_EQ(NormalizeName("  Dana \t J.\n Whitcombe.  "), "dana j. whitcombe");
  EXPECT_EQ(NormalizeName("\"Greta\""), "greta");
  EXPECT_EQ(NormalizeName("(Wes)"), "wes");
  EXPECT_EQ(NormalizeName("'Maple Lane,'"), "maple lane");
  EXPECT_EQ(NormalizeName("Who?!"), "who");
  EXPECT_EQ(NormalizeName("Tom Keel Jr."), "tom keel jr");
  EXPECT_EQ(NormalizeName("E! News"), "e! news");  // inside punctuation stays
  EXPECT_EQ(NormalizeName(""), "");
  EXPECT_EQ(NormalizeName(" .,;: "), "");
}

TEST(NormalizeName, BracketsApostrophesAndUnicode) {
  EXPECT_EQ(NormalizeName("MariSol [Quint]"), "marisol quint");
  EXPECT_EQ(NormalizeName("[Kim] Vale"), "kim vale");
  EXPECT_EQ(NormalizeName("Kim\u2019s Diner"), "kim's diner");
  EXPECT_EQ(NormalizeName("\u2018Maple Lane\u2019"), "maple lane");
  EXPECT_EQ(NormalizeName("Zo\u00CB \u00C4NGSTR\u00D6M"), "zo\u00EB \u00E4ngstr\u00F6m");
  EXPECT_EQ(NormalizeName("\uFF2D\uFF41\uFF50\uFF4C\uFF45"), "maple");  // full-width letters, NFKC
  EXPECT_EQ(NormalizeName("Kim\u00A0Vale"), "kim vale");                // no-break space folds
  EXPECT_EQ(NormalizeName("Zoe\u0308"), "zo\u00EB");                     // combining mark composes
}

// ---------------------------------------------------------------- KindScore

TEST(KindScore, PrecisionRecallF1) {
  KindScore empty;
  EXPECT_DOUBLE_EQ(empty.precision(), 1.0);
  EXPECT_DOUBLE_EQ(empty.recall(), 1.0);
  EXPECT_DOUBLE_EQ(empty.f1(), 1.0);
  KindScore missed{0, 0, 2};
  EXPECT_DOUBLE_EQ(missed.precision(), 0.0);
  EXPECT_DOUBLE_EQ(missed.recall(), 0.0);
  EXPECT_DOUBLE_EQ(missed.f1(), 0.0);
  KindScore spurious{0, 3, 0};
  EXPECT_DOUBLE_EQ(spurious.precision(), 0.0);
  EXPECT_DOUBLE_EQ(spurious.recall(), 1.0);
  EXPECT_DOUBLE_EQ(spurious.f1(), 0.0);
  KindScore mixed{3, 1, 2};
  EXPECT_DOUBLE_EQ(mixed.precision(), 0.75);
  EXPECT_DOUBLE_EQ(mixed.recall(), 0.6);
  EXPECT_NEAR(mixed.f1(), 2 * 0.75 * 0.6 / 1.35, 1e-12);
}

// ---------------------------------------------------------------- Evaluate

TEST(Evaluate, AlternativesInGoldMatchAnyForm) {
  std::string gold = R"({"kind": "crew", "person": "Dana J. Whitcombe|Dana Whitcombe", "role": "executive producer"},
                        {"kind": "work", "name": "Maple Lane|ML", "type": "series"})";
  auto r = Score(gold, R"({"kind": "crew", "person": "dana whitcombe", "role": "Executive Producer."},
                          {"kind": "work", "name": "ML"})");
  ExpectCounts(r, "crew", 1, 0, 0);
  ExpectCounts(r, "work", 1, 0, 0);
  // A surname alone is neither form.
  r = Score(gold, R"({"kind": "crew", "person": "Whitcombe", "role": "executive producer"})");
  ExpectCounts(r, "crew", 0, 1, 1);
  // The role is part of the match.
  r = Score(gold, R"({"kind": "crew", "person": "Dana J. Whitcombe", "role": "writer"})");
  ExpectCounts(r, "crew", 0, 1, 1);
}

TEST(Evaluate, OnlyThePredictionsFirstFormCounts) {
  std::string gold = R"({"kind": "work", "name": "Maple Lane"})";
  ExpectCounts(Score(gold, R"({"kind": "work", "name": "Maple Lane|Birch Road"})"), "work", 1, 0, 0);
  ExpectCounts(Score(gold, R"({"kind": "work", "name": "Birch Road|Maple Lane"})"), "work", 0, 1, 1);
}

TEST(Evaluate, OptionalFactsAreNeitherRequiredNorWrong) {
  std::string gold = R"({"kind": "cast", "actor": "Kim Vale", "character": "Nora Pike", "work": "Maple Lane"},
                        {"kind": "cast", "actor": "Tom Keel", "character": "Wes", "optional": true})";
  // Not found: no miss.
  auto r = Score(gold, R"({"kind": "cast", "actor": "Kim Vale", "character": "Nora Pike"})");
  ExpectCounts(r, "cast", 1, 0, 0);
  // Found: no hit and no error either.
  r = Score(gold, R"({"kind": "cast", "actor": "Kim Vale", "character": "Nora Pike"},
                     {"kind": "cast", "actor": "Tom Keel", "character": "Wes"})");
  ExpectCounts(r, "cast", 1, 0, 0);
  // Found twice: the second is a duplicate of a gold fact, not wrong.
  r = Score(gold, R"({"kind": "cast", "actor": "Tom Keel", "character": "Wes"},
                     {"kind": "cast", "actor": "Tom Keel", "character": "Wes"})");
  ExpectCounts(r, "cast", 0, 0, 1);
}

TEST(Evaluate, DuplicatesAreNotFalsePositives) {
  std::string gold = R"({"kind": "cast", "actor": "Kim Vale", "character": "Nora Pike|Nora"})";
  auto r = Score(gold, R"({"kind": "cast", "actor": "Kim Vale", "character": "Nora Pike"},
                          {"kind": "cast", "actor": "Kim Vale", "character": "Nora"},
                          {"kind": "cast", "actor": "Kim Vale", "character": "Nora Pike"})");
  ExpectCounts(r, "cast", 1, 0, 0);
  // But a wrong fact beside them is.
  r = Score(gold, R"({"kind": "cast", "actor": "Kim Vale", "character": "Nora Pike"},
                     {"kind": "cast", "actor": "Kim Vale", "character": "Wes"})");
  ExpectCounts(r, "cast", 1, 1, 0);
  EXPECT_DOUBLE_EQ(Kind(r, "cast").precision(), 0.5);
}

TEST(Evaluate, TwoGoldFactsNeedTwoPredictions) {
  std::string gold = R"({"kind": "quote", "speaker": "Kim Vale", "text": "We start over in the fall."},
                        {"kind": "quote", "speaker": "Kim Vale", "text": "We start over in the fall."})";
  auto r = Score(gold, R"({"kind": "quote", "speaker": "Kim Vale", "text": "We start over in the fall."})");
  ExpectCounts(r, "quote", 1, 0, 1);
}

TEST(Evaluate, AppearsInImpliedByCast) {
  std::string gold = R"({"kind": "cast", "actor": "Kim Vale", "character": "Nora Pike|Nora", "work": "Maple Lane"},
                        {"kind": "cast", "actor": "Tom Keel", "character": "Wes"})";
  // Nora in Maple Lane follows from her cast fact: not counted either way.
  auto r = Score(gold, R"({"kind": "appears_in", "character": "Nora", "work": "Maple Lane"})");
  ExpectCounts(r, "appears_in", 0, 0, 0);
  EXPECT_EQ(r.kinds.count("appears_in"), 0u);
  // The gold cast fact has no work: any work is implied.
  r = Score(gold, R"({"kind": "appears_in", "character": "Wes", "work": "Birch Road"})");
  ExpectCounts(r, "appears_in", 0, 0, 0);
  // Another work, or a character with no cast fact, is wrong.
  r = Score(gold, R"({"kind": "appears_in", "character": "Nora", "work": "Birch Road"},
                     {"kind": "appears_in", "character": "Ruth", "work": "Maple Lane"})");
  ExpectCounts(r, "appears_in", 0, 2, 0);
  // A gold appears_in fact is scored like any other.
  r = Score(R"({"kind": "appears_in", "character": "Ruth", "work": "Maple Lane"})",
            R"({"kind": "appears_in", "character": "Ruth", "work": "Maple Lane"})");
  ExpectCounts(r, "appears_in", 1, 0, 0);
}

TEST(Evaluate, QuoteOverlapRuleOfEightyPercent) {
  // Ten words.
  std::string gold = R"({"kind": "quote", "speaker": "Lena K. Ortiz|Lena Ortiz",
                          "text": "We start over in the fall and the diner burns."})";
  auto quote = [&](const std::string& text) {
    return Score(gold, R"({"kind": "quote", "speaker": "Lena Ortiz", "text": ")" + text + R"("})");
  };
  ExpectCounts(quote("We start over in the fall and the diner burns."), "quote", 1, 0, 0);
  ExpectCounts(quote("We start over in the fall and the diner"), "quote", 1, 0, 0);   // 9 of 10
  ExpectCounts(quote("start over in the fall and the diner"), "quote", 1, 0, 0);      // 8 of 10
  ExpectCounts(quote("over in the fall and the diner"), "quote", 0, 1, 1);            // 7 of 10
  ExpectCounts(quote("Ortiz said: we START over, in the fall; and the diner burns! Really."), "quote", 1, 0, 0);
  // In order: the same words reversed cover only a few of the ten.
  ExpectCounts(quote("burns diner the and fall the in over start we"), "quote", 0, 1, 1);
  // Curly and straight apostrophes are one.
  ExpectCounts(Score(R"({"kind": "quote", "speaker": "Kim", "text": "It\u2019s over, and that\u2019s fine."})",
                     R"({"kind": "quote", "speaker": "Kim", "text": "It's over, and that's fine."})"),
               "quote", 1, 0, 0);
}

TEST(Evaluate, QuoteAttributionIsScoredApart) {
  std::string gold = R"({"kind": "quote", "speaker": "Lena K. Ortiz|Lena Ortiz", "text": "We start over in the fall."},
                        {"kind": "quote", "speaker": "Tom Keel", "text": "The diner is gone for good now."},
                        {"kind": "quote", "speaker": "Kim Vale", "text": "Nobody saw the fire coming at all."})";
  auto r = Score(gold, R"({"kind": "quote", "speaker": "lena ortiz", "text": "We start over in the fall."},
                          {"kind": "quote", "speaker": "Lena Ortiz", "text": "The diner is gone for good now."})");
  // Detection does not care about the speaker...
  ExpectCounts(r, "quote", 2, 0, 1);
  // ...attribution does, over the detected quotes only.
  ASSERT_TRUE(r.quote_attribution.has_value());
  EXPECT_DOUBLE_EQ(*r.quote_attribution, 0.5);
  // No quote detected: no attribution score.
  r = Score(gold, "");
  EXPECT_FALSE(r.quote_attribution.has_value());
}

TEST(Evaluate, AiringComparesOnlyTheFieldsGoldFills) {
  std::string gold = R"({"kind": "airing", "work": "Maple Lane", "network": "The CW", "occasion": "season finale",
                          "season": 1, "weekday": "Monday", "time": "20:00", "timezone": "ET"})";
  auto airing = [&](const std::string& fields) {
    return Score(gold, R"({"kind": "airing", "work": "Maple Lane", )" + fields + "}");
  };
  std::string all = R"("network": "The CW", "occasion": "season finale", "season": 1, "weekday": "Monday",
                       "time": "20:00", "timezone": "ET")";
  ExpectCounts(airing(all), "airing", 1, 0, 0);
  ExpectCounts(airing(all + R"(, "date": "2024-03-04", "episode": 13)"), "airing", 1, 0, 0);  // extra fields are fine
  ExpectCounts(airing(R"("network": "The CW", "occasion": "season finale", "season": 1, "weekday": "Monday",
                         "time": "20:00")"),
               "airing", 0, 1, 1);  // the time zone gold fills is missing
  ExpectCounts(airing(R"("network": "CW", "occasion": "season finale", "season": 1, "weekday": "Monday",
                         "time": "20:00", "timezone": "ET")"),
               "airing", 0, 1, 1);
  ExpectCounts(airing(R"("network": "The CW", "occasion": "season finale", "season": 2, "weekday": "Monday",
                         "time": "20:00", "timezone": "ET")"),
               "airing", 0, 1, 1);
  // Gold without a network accepts any.
  auto r = Score(R"({"kind": "airing", "work": "Birch Road", "occasion": "series premiere"})",
                 R"({"kind": "airing", "work": "Birch Road", "network": "ABC", "occasion": "Series Premiere"})");
  ExpectCounts(r, "airing", 1, 0, 0);
}

TEST(Evaluate, RelationshipsUnorderedWithStatusAndSeasonApart) {
  std::string gold = R"({"kind": "relationship", "a": "Nora Pike|Nora", "b": "Wes", "type": "romance",
                          "status": "ended", "season": 1})";
  auto r = Score(gold, R"({"kind": "relationship", "a": "Wes", "b": "Nora", "type": "Romance",
                           "status": "current", "season": 1})");
  ExpectCounts(r, "relationship", 1, 0, 0);
  ASSERT_TRUE(r.status_accuracy.has_value());
  EXPECT_DOUBLE_EQ(*r.status_accuracy, 0.0);
  ASSERT_TRUE(r.season_accuracy.has_value());
  EXPECT_DOUBLE_EQ(*r.season_accuracy, 1.0);
  r = Score(gold, R"({"kind": "relationship", "a": "Wes", "b": "Nora", "type": "friendship"})");
  ExpectCounts(r, "relationship", 0, 1, 1);
  EXPECT_FALSE(r.status_accuracy.has_value());
}

// Cast and crew match on names and role alone; the work they are credited to is scored
// apart, as work_accuracy.
TEST(Evaluate, CastAndCrewWorkAccuracyApart) {
  std::string gold = R"({"kind": "cast", "actor": "Ada Quill", "character": "Nora Pike", "work": "Birch Road"},
                        {"kind": "crew", "person": "Tom Vey", "role": "creator", "work": "The Low Hills|Low Hills"})";
  auto r = Score(gold, R"({"kind": "cast", "actor": "Ada Quill", "character": "Nora Pike", "work": "Elm Court"},
                          {"kind": "crew", "person": "Tom Vey", "role": "creator", "work": "Low Hills"})");
  ExpectCounts(r, "cast", 1, 0, 0);
  ExpectCounts(r, "crew", 1, 0, 0);
  ASSERT_TRUE(r.work_accuracy.has_value());
  EXPECT_DOUBLE_EQ(*r.work_accuracy, 0.5);
  r = Score(R"({"kind": "cast", "actor": "Ada Quill", "character": "Nora Pike"})",
            R"({"kind": "cast", "actor": "Ada Quill", "character": "Nora Pike", "work": "Elm Court"})");
  EXPECT_FALSE(r.work_accuracy.has_value());  // gold names no work: nothing to score
}

TEST(Evaluate, EventParticipantsAreASet) {
  std::string gold = R"({"kind": "event", "type": "breakup", "participants": ["Nora Pike|Nora", "Wes"], "season": 2})";
  auto event = [&](const std::string& parts) {
    return Score(gold, R"({"kind": "event", "type": "breakup", "participants": )" + parts + "}");
  };
  ExpectCounts(event(R"(["Wes", "Nora"])"), "event", 1, 0, 0);
  ExpectCounts(event(R"(["Nora"])"), "event", 0, 1, 1);
  ExpectCounts(event(R"(["Nora", "Wes", "Ruth"])"), "event", 0, 1, 1);
  ExpectCounts(event(R"(["Nora", "Nora"])"), "event", 0, 1, 1);
  auto r = event(R"(["Wes", "Nora"])");
  ASSERT_TRUE(r.season_accuracy.has_value());
  EXPECT_DOUBLE_EQ(*r.season_accuracy, 0.0);  // matched, but the season is missing
}

TEST(Evaluate, Attributes) {
  std::string gold = R"({"kind": "attribute", "entity": "Wes", "attribute": "sexuality", "value": "gay"})";
  ExpectCounts(Score(gold, R"({"kind": "attribute", "entity": "wes", "attribute": "Sexuality", "value": "Gay"})"),
               "attribute", 1, 0, 0);
  ExpectCounts(Score(gold, R"({"kind": "attribute", "entity": "Wes", "attribute": "trait", "value": "gay"})"),
               "attribute", 0, 1, 1);
}

TEST(Evaluate, DocumentsMicroAverageAndKindsReported) {
  std::vector<FactsRecord> gold = {
      Rec(R"({"doc": {"id": "d1"}, "facts": [{"kind": "work", "name": "Maple Lane"},
                                            {"kind": "cast", "actor": "Kim Vale", "character": "Nora"}]})"),
      Rec(R"({"doc": {"id": "d2"}, "facts": [{"kind": "work", "name": "Birch Road"}]})")};
  std::vector<FactsRecord> pred = {
      Rec(R"({"doc": {"id": "d1"}, "facts": [{"kind": "work", "name": "Maple Lane"},
                                            {"kind": "work", "name": "The Diner"}]})"),
      // Not in gold: ignored.
      Rec(R"({"doc": {"id": "d9"}, "facts": [{"kind": "crew", "person": "X", "role": "writer"}]})")};
  EvalReport r = Evaluate(gold, pred);
  EXPECT_EQ(r.docs, 2u);
  EXPECT_EQ(r.docs_predicted, 1u);
  ExpectCounts(r, "work", 1, 1, 1);  // d2's work is missed
  ExpectCounts(r, "cast", 0, 0, 1);
  EXPECT_EQ(r.kinds.count("crew"), 0u);
  EXPECT_EQ(r.kinds.size(), 2u);
  EXPECT_EQ(r.micro.tp, 1u);
  EXPECT_EQ(r.micro.fp, 1u);
  EXPECT_EQ(r.micro.fn, 2u);
  EXPECT_FALSE(r.errors.empty());
  bool named = false;
  for (const auto& e : r.errors) named = named || (Contains(e, "d2") && Contains(e, "Birch Road"));
  EXPECT_TRUE(named);
}

TEST(Evaluate, LaterRecordOfTheSameDocumentReplacesTheEarlier) {
  std::vector<FactsRecord> gold = {Rec(R"({"doc": {"id": "d1"}, "facts": [{"kind": "work", "name": "Maple Lane"}]})")};
  std::vector<FactsRecord> pred = {
      Rec(R"({"doc": {"id": "d1"}, "facts": [{"kind": "work", "name": "Wrong Title"}]})"),
      Rec(R"({"doc": {"id": "d1"}, "facts": [{"kind": "work", "name": "Maple Lane"}]})")};
  ExpectCounts(Evaluate(gold, pred), "work", 1, 0, 0);
}

TEST(LoadFactsFile, ReadsRecordsAndNamesBadLines) {
  TempDir dir;
  WriteFile(dir / "good.jsonl",
            "{\"doc\": {\"id\": \"d1\"}, \"facts\": [{\"kind\": \"work\", \"name\": \"Maple Lane\", \"optional\": true}]}\n"
            "\n"
            "{\"doc\": {\"id\": \"d2\"}}\n");
  auto good = LoadFactsFile(dir / "good.jsonl");
  ASSERT_TRUE(good.ok()) << good.status().ToString();
  ASSERT_EQ(good->size(), 2u);
  EXPECT_EQ((*good)[0].doc_id, "d1");
  ASSERT_EQ((*good)[0].facts.size(), 1u);
  EXPECT_EQ((*good)[0].facts[0].kind, FactKind::kWork);
  ASSERT_EQ((*good)[0].optional.size(), 1u);
  EXPECT_TRUE((*good)[0].optional[0]);
  EXPECT_TRUE((*good)[1].facts.empty());

  WriteFile(dir / "bad.jsonl",
            "{\"doc\": {\"id\": \"d1\"}, \"facts\": []}\n"
            "{\"doc\": {\"id\": \"d2\"}, \"facts\": [{\"kind\": \"spaceship\"}]}\n");
  auto bad = LoadFactsFile(dir / "bad.jsonl");
  ASSERT_FALSE(bad.ok());
  EXPECT_TRUE(Contains(bad.status().message(), dir / "bad.jsonl:2")) << bad.status().message();

  WriteFile(dir / "notjson.jsonl", "{\"doc\": {\"id\": \"d1\"}, \"facts\": []}\n{oops\n");
  auto nj = LoadFactsFile(dir / "notjson.jsonl");
  ASSERT_FALSE(nj.ok());
  EXPECT_TRUE(Contains(nj.status().message(), dir / "notjson.jsonl:2")) << nj.status().message();

  auto missing = LoadFactsFile(dir / "missing.jsonl");
  ASSERT_FALSE(missing.ok());
  EXPECT_TRUE(Contains(missing.status().message(), "missing.jsonl"));
}

TEST(FactsJson, WrittenRecordsReadBack) {
  Document doc;
  doc.id = "doc \"one\"\n";
  doc.text = "unused";
  doc.meta.title = "Maple Lane \u2014 \"Finale\"";
  doc.meta.published = "2024-05-20";
  std::vector<Fact> facts(4);
  facts[0].kind = FactKind::kCast;
  facts[0].actor = "Kim Vale";
  facts[0].character = "Nora\tPike";
  facts[0].work = "Maple Lane";
  facts[0].evidence = {{3, 17}, {20, 25}};
  facts[0].confidence = 0.9;
  facts[1].kind = FactKind::kAiring;
  facts[1].work = "Maple Lane";
  facts[1].network = "The CW";
  facts[1].season = 2;
  facts[1].episode = 13;
  facts[1].time = "20:00";
  facts[1].evidence = {{0, 4}};
  facts[2].kind = FactKind::kQuote;
  facts[2].speaker = "Kim Vale";
  facts[2].text = "It\u2019s a \\ backslash and a \x01 control";
  facts[2].evidence = {{5, 40}};
  facts[3].kind = FactKind::kEvent;
  facts[3].type = "breakup";
  facts[3].participants = {"Nora", "Wes"};
  facts[3].spoiler = true;
  facts[3].evidence = {{1, 2}};
  std::string line;
  AppendDocumentJson(doc, facts, &line);
  ASSERT_FALSE(line.empty());
  EXPECT_EQ(line.back(), '\n');
  EXPECT_EQ(line.find('\n'), line.size() - 1) << "one record, one line";
  auto rec = ParseFactsRecord(line);
  ASSERT_TRUE(rec.ok()) << rec.status().ToString() << "\n" << line;
  EXPECT_EQ(rec->doc_id, doc.id);
  ASSERT_EQ(rec->facts.size(), 4u);
  EXPECT_EQ(rec->facts[0].kind, FactKind::kCast);
  EXPECT_EQ(rec->facts[0].character, "Nora\tPike");
  EXPECT_EQ(rec->facts[0].work, "Maple Lane");
  EXPECT_EQ(rec->facts[0].evidence, (std::vector<Span>{{3, 17}, {20, 25}}));
  EXPECT_NEAR(rec->facts[0].confidence, 0.9, 0.005);
  EXPECT_EQ(rec->facts[1].network, "The CW");
  EXPECT_EQ(rec->facts[1].season, 2);
  EXPECT_EQ(rec->facts[1].episode, 13);
  EXPECT_EQ(rec->facts[1].time, "20:00");
  EXPECT_EQ(rec->facts[2].text, facts[2].text);
  EXPECT_EQ(rec->facts[2].speaker, "Kim Vale");
  EXPECT_EQ(rec->facts[3].participants, (std::vector<std::string>{"Nora", "Wes"}));
  EXPECT_EQ(rec->facts[3].spoiler, std::optional<bool>(true));
  // The quote's start and end are its evidence.
  auto j = nlohmann::json::parse(line);
  EXPECT_EQ(j["facts"][2]["start"], 5);
  EXPECT_EQ(j["facts"][2]["end"], 40);
  EXPECT_EQ(j["doc"]["title"], "Maple Lane \u2014 \"Finale\"");
  EXPECT_TRUE(j["doc"]["author"].is_null());
}

TEST(FormatReport, OneLinePerKindInScorePyLayout) {
  auto r = Score(R"({"kind": "work", "name": "Maple Lane"}, {"kind": "cast", "actor": "Kim Vale", "character": "Nora"})",
                 R"({"kind": "work", "name": "Maple Lane"}, {"kind": "work", "name": "Wrong"})");
  std::string text = FormatReport(r, /*show_errors=*/true);
  EXPECT_TRUE(Contains(text, "work")) << text;
  EXPECT_TRUE(Contains(text, "p=0.500 r=1.000 f1=0.667  tp=1 fp=1 fn=0")) << text;
  EXPECT_TRUE(Contains(text, "p=0.000 r=0.000 f1=0.000  tp=0 fp=0 fn=1")) << text;
  EXPECT_TRUE(Contains(text, "quote_attribution")) << text;
  EXPECT_TRUE(Contains(text, "micro")) << text;
  EXPECT_TRUE(Contains(text, "Wrong")) << text;  // the spurious fact is listed
  EXPECT_FALSE(Contains(FormatReport(r, false), "Wrong"));
}

}  // namespace
}  // namespace showgraph

// The writer scans eight bytes at a time for bytes to escape; every position of a word,
// and a tail shorter than a word, must still be found, and UTF-8 passes through.
TEST(AppendJsonString, EscapesAtEveryPositionOfALongString) {
  for (size_t pos = 0; pos < 19; ++pos) {
    for (char special : {'"', '\\', '\n', '\x01', '\x1f'}) {
      std::string s(19, 'a');
      s[pos] = special;
      std::string out;
      showgraph::AppendJsonString(s, &out);
      auto parsed = nlohmann::json::parse(out);  // a parse error fails the test
      EXPECT_EQ(parsed.get<std::string>(), s) << "special byte at " << pos;
    }
  }
  std::string out;
  showgraph::AppendJsonString("caf\u00e9 \u201cquoted\u201d\ttab and a long plain stretch", &out);
  EXPECT_EQ(out, "\"caf\u00e9 \u201cquoted\u201d\\ttab and a long plain stretch\"");
  out.clear();
  showgraph::AppendJsonString("space ~ and del\x7f stay", &out);
  EXPECT_EQ(out, "\"space ~ and del\x7f stay\"");
}
