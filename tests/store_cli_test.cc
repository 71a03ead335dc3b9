// The store's commands: ingest's summary and exit status on first ingest, re-ingest and
// edits; queries' exit status and JSON.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "test_util.h"

namespace showgraph {
namespace {

using testing::Cli;
using testing::CommandResult;
using testing::Contains;
using testing::RunCommand;
using testing::ShellQuote;
using testing::TempDir;
using testing::WriteFile;

const char* kArticle =
    "'Copper Lantern' Returns\n\n"
    "The NBC drama 'Copper Lantern' returns for season 2 on Monday at 8/7c on NBC. Idris Falk plays Wilhelmina "
    "Ostrander.\n";

TEST(StoreCli, IngestCountsNewUnchangedReplacedAndFailedDocuments) {
  TempDir dir;
  WriteFile(dir / "in/a.txt", kArticle);
  WriteFile(dir / "in/b.txt", "");
  std::string ingest = Cli() + " ingest " + ShellQuote(dir / "in") + " --db " + ShellQuote(dir / "s.db");
  CommandResult r = RunCommand(ingest);
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_TRUE(Contains(r.err, "b.txt")) << r.err;  // the failure names its file
  EXPECT_TRUE(Contains(r.err, "1 documents read, 1 ingested, 0 unchanged, 0 replaced, 1 failed")) << r.err;

  WriteFile(dir / "in/b.txt", kArticle);  // now both are fine; a.txt is stored already
  r = RunCommand(ingest);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(Contains(r.err, "2 documents read, 1 ingested, 1 unchanged, 0 replaced, 0 failed")) << r.err;

  WriteFile(dir / "in/a.txt", std::string(kArticle) + "Tom Keel plays the sheriff.\n");
  r = RunCommand(ingest + " -q");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.err, "");  // -q: no progress, no summary
  r = RunCommand(ingest);
  EXPECT_TRUE(Contains(r.err, "2 documents read, 0 ingested, 2 unchanged, 0 replaced")) << r.err;
}

TEST(StoreCli, QueriesAnswerInJsonAndSayWhenNothingMatches) {
  TempDir dir;
  WriteFile(dir / "in/a.txt", kArticle);
  std::string db = " --db " + ShellQuote(dir / "s.db");
  ASSERT_EQ(RunCommand(Cli() + " ingest -q " + ShellQuote(dir / "in") + db).exit_code, 0);
  CommandResult r = RunCommand(Cli() + " show 'copper lantern' --json" + db);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["work"], "Copper Lantern");
  ASSERT_FALSE(j["cast"].empty());
  EXPECT_EQ(j["cast"][0]["actor"], "Idris Falk");
  EXPECT_EQ(j["cast"][0]["sources"], 1);
  EXPECT_EQ(RunCommand(Cli() + " show 'No Such Show'" + db).exit_code, 1);
  EXPECT_EQ(RunCommand(Cli() + " who 'Nobody Atall'" + db).exit_code, 1);
  EXPECT_EQ(RunCommand(Cli() + " show 'Copper Lantern' --db " + ShellQuote(dir / "missing.db")).exit_code, 1);
  r = RunCommand(Cli() + " who 'Idris Falk' --sources" + db);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_TRUE(Contains(r.out, "<- a.txt")) << r.out;  // the evidence: document and words
  EXPECT_TRUE(Contains(r.out, "Idris Falk plays Wilhelmina Ostrander")) << r.out;
}

}  // namespace
}  // namespace showgraph
