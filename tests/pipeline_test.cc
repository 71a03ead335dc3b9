// Extraction on several threads: the same items, in the same order, as on one thread,
// failures included, with any window size.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "showgraph/json.h"
#include "showgraph/pipeline.h"
#include "test_util.h"

namespace showgraph {
namespace {

using testing::TempDir;
using testing::WriteFile;

// Twenty articles (each names its own actor and character) and two files that fail to
// read, at known places in the sorted order.
std::string MakeBatch(const TempDir& dir) {
  const char* kGiven[] = {"Mara", "Tobin", "Ines", "Caspar", "Wren"};
  const char* kFamily[] = {"Okafor", "Lindqvist", "Bastide", "Marlow"};
  for (int i = 0; i < 20; ++i) {
    char name[32];
    std::snprintf(name, sizeof name, "a%02d.txt", i);
    std::string actor = std::string(kGiven[i % 5]) + " " + kFamily[i % 4];
    std::string text = "Saltmarsh Returns for Season 2\n\n" + actor + " plays Deputy Nell Harrow" +
                       std::to_string(i) + " on Saltmarsh, which airs Tuesdays at 9 p.m. on FX.\n\n\"It is a " +
                       "different show now,\" " + actor + " says.\n";
    WriteFile((dir.path() / name).string(), text);
  }
  WriteFile((dir.path() / "a05b.txt").string(), "");                            // empty: fails
  WriteFile((dir.path() / "a13b.txt").string(), std::string("\0\0\0binary", 9));  // binary: fails
  return dir.path().string();
}

struct Outputs {
  std::vector<std::string> lines;  // JSON per document, or "FAILED: <error>"
};

Outputs Extract(const std::string& path, unsigned jobs, size_t window) {
  InputSet inputs({path});
  Extractor extractor;
  PipelineOptions options;
  options.jobs = jobs;
  options.window = window;
  Outputs run;
  ExtractInOrder(
      &inputs, extractor, options,
      [](ExtractedItem* item) { AppendDocumentJson(item->doc, item->facts, &item->rendered); },
      [&run](ExtractedItem&& item) {
        run.lines.push_back(item.failed ? "FAILED: " + item.error.message() : item.rendered);
      });
  return run;
}

TEST(Pipeline, ManyThreadsGiveTheOrderAndItemsOfOne) {
  TempDir dir;
  std::string path = MakeBatch(dir);
  Outputs one = Extract(path, 1, 0);
  ASSERT_EQ(one.lines.size(), 22u);
  // The failures stand where their files sort: after a05.txt and after a13.txt.
  EXPECT_EQ(one.lines[6].rfind("FAILED: ", 0), 0u) << one.lines[6];
  EXPECT_NE(one.lines[6].find("a05b.txt"), std::string::npos);
  EXPECT_EQ(one.lines[15].rfind("FAILED: ", 0), 0u) << one.lines[15];
  EXPECT_NE(one.lines[15].find("a13b.txt"), std::string::npos);
  // Every article was extracted, with its own character.
  EXPECT_NE(one.lines[0].find("Nell Harrow0"), std::string::npos);
  EXPECT_NE(one.lines[21].find("Nell Harrow19"), std::string::npos);
  for (unsigned jobs : {2u, 3u, 8u})
    for (size_t window : {size_t{1}, size_t{2}, size_t{0}}) {
      Outputs many = Extract(path, jobs, window);
      EXPECT_EQ(many.lines, one.lines) << jobs << " threads, window " << window;
    }
}

TEST(Pipeline, EmptyInputGivesNothing) {
  TempDir dir;
  Outputs run = Extract(dir.path().string(), 4, 0);
  EXPECT_TRUE(run.lines.empty());
}

}  // namespace
}  // namespace showgraph
