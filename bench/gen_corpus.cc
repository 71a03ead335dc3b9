// showgraph_gen_corpus: writes a deterministic synthetic corpus of entertainment
// journalism for benchmarks and load tests.
//
//   showgraph_gen_corpus --out /tmp/sg_corpus_txt --mb 200 --format txt --seed 1
//
// Streams: one article is generated, written and dropped at a time, so memory stays
// flat whatever --mb says. Files go into subdirectories of --per-dir files each
// (d0000/a00000000.txt ...); JSON Lines go into bundles of about --bundle-mb MiB.
// When done, a stamp file ".sg_corpus" (skipped by showgraph, which ignores dot
// files) records the parameters and totals; scripts/bench.sh uses it to decide whether
// a corpus must be regenerated. Sizes are MiB (2^20 bytes).
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>

#include "corpus.h"

namespace fs = std::filesystem;

namespace {

void Usage() {
  std::fprintf(stderr,
               "usage: showgraph_gen_corpus --out DIR [--mb N] [--format txt|html|jsonl|mixed] [--seed S]\n"
               "                            [--per-dir N] [--bundle-mb N] [--overwrite]\n"
               "  --mb N         total size of the files to write, in MiB (default 200)\n"
               "  --format F     txt: one article per .txt file (3-8 KB); html: one page per .html file;\n"
               "                 jsonl: bundles of text articles; mixed: half .txt, a quarter .html, and\n"
               "                 a quarter as JSON Lines records (alternately text and html)\n"
               "  --seed S       corpus seed (default 1); the same seed gives the same bytes\n"
               "  --per-dir N    files per subdirectory (default 1000)\n"
               "  --bundle-mb N  size of one .jsonl bundle in MiB (default 8)\n"
               "  --overwrite    allow a non-empty --out directory\n");
}

class Writer {
 public:
  bool Write(const fs::path& path, const std::string& data) {
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (!f) return Fail(path);
    bool ok = std::fwrite(data.data(), 1, data.size(), f) == data.size();
    ok = std::fclose(f) == 0 && ok;
    if (!ok) return Fail(path);
    ++files;
    return true;
  }
  bool Fail(const fs::path& path) {
    std::fprintf(stderr, "showgraph_gen_corpus: cannot write %s: %s\n", path.c_str(), std::strerror(errno));
    return false;
  }
  size_t files = 0;
};

}  // namespace

int main(int argc, char** argv) {
  std::string out, format = "txt";
  double mb = 200;
  unsigned long long seed = 1;
  size_t per_dir = 1000;
  double bundle_mb = 8;
  bool overwrite = false;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        Usage();
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--out") out = value();
    else if (a == "--mb") mb = std::atof(value().c_str());
    else if (a == "--format") format = value();
    else if (a == "--seed") seed = std::strtoull(value().c_str(), nullptr, 10);
    else if (a == "--per-dir") per_dir = std::strtoull(value().c_str(), nullptr, 10);
    else if (a == "--bundle-mb") bundle_mb = std::atof(value().c_str());
    else if (a == "--overwrite") overwrite = true;
    else if (a == "-h" || a == "--help") {
      Usage();
      return 0;
    } else {
      std::fprintf(stderr, "showgraph_gen_corpus: unknown argument %s\n", a.c_str());
      Usage();
      return 2;
    }
  }
  if (out.empty() || mb <= 0 || per_dir == 0 || bundle_mb <= 0 ||
      (format != "txt" && format != "html" && format != "jsonl" && format != "mixed")) {
    Usage();
    return 2;
  }
  std::error_code ec;
  fs::create_directories(out, ec);
  if (ec) {
    std::fprintf(stderr, "showgraph_gen_corpus: cannot create %s: %s\n", out.c_str(), ec.message().c_str());
    return 1;
  }
  if (!overwrite && !fs::is_empty(out, ec)) {
    std::fprintf(stderr, "showgraph_gen_corpus: %s is not empty (use --overwrite, or remove it)\n", out.c_str());
    return 1;
  }
  fs::remove(fs::path(out) / ".sg_corpus", ec);  // an interrupted run leaves no stamp

  const auto t0 = std::chrono::steady_clock::now();
  const uint64_t limit = static_cast<uint64_t>(mb * (1 << 20));
  const uint64_t bundle_limit = static_cast<uint64_t>(bundle_mb * (1 << 20));
  sgbench::CorpusGenerator gen(seed);
  Writer w;
  uint64_t total = 0, articles = 0, txt = 0, html = 0, records = 0;
  size_t files_in_dir = per_dir;  // forces a new directory at the start
  size_t dir_index = 0;
  fs::path dir;
  std::FILE* bundle = nullptr;
  uint64_t bundle_bytes = 0;
  size_t bundle_index = 0;
  fs::path bundle_dir = fs::path(out) / "jsonl";

  for (uint64_t i = 0; total < limit; ++i) {
    char name[32];
    std::string kind;  // txt, html, jsonl-text, jsonl-html
    if (format == "txt") kind = "txt";
    else if (format == "html") kind = "html";
    else if (format == "jsonl") kind = "jsonl-text";
    else {
      static const char* const kMix[] = {"txt", "html", "txt", "jsonl-text", "txt", "html", "txt", "jsonl-html"};
      kind = kMix[i % 8];
    }
    if (kind == "txt" || kind == "html") {
      if (files_in_dir == per_dir) {
        std::snprintf(name, sizeof name, "d%04zu", dir_index++);
        dir = fs::path(out) / name;
        fs::create_directories(dir, ec);
        files_in_dir = 0;
      }
      std::string body = kind == "txt" ? gen.Text(i) : gen.Html(i);
      std::snprintf(name, sizeof name, "a%08llu.%s", static_cast<unsigned long long>(i), kind.c_str());
      if (!w.Write(dir / name, body)) return 1;
      ++files_in_dir;
      total += body.size();
      (kind == "txt" ? txt : html)++;
    } else {
      std::string line = gen.JsonLine(i, kind == "jsonl-html");
      if (bundle && bundle_bytes + line.size() > bundle_limit && bundle_bytes > 0) {
        if (std::fclose(bundle) != 0) return w.Fail(bundle_dir);
        bundle = nullptr;
      }
      if (!bundle) {
        fs::create_directories(bundle_dir, ec);
        std::snprintf(name, sizeof name, "feed-%04zu.jsonl", bundle_index++);
        bundle = std::fopen((bundle_dir / name).c_str(), "wb");
        if (!bundle) return w.Fail(bundle_dir / name);
        bundle_bytes = 0;
        ++w.files;
      }
      if (std::fwrite(line.data(), 1, line.size(), bundle) != line.size()) return w.Fail(bundle_dir);
      bundle_bytes += line.size();
      total += line.size();
      ++records;
    }
    ++articles;
  }
  if (bundle && std::fclose(bundle) != 0) return w.Fail(bundle_dir);

  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::string stamp = "format=" + format + "\nmb=" + std::to_string(mb) + "\nseed=" + std::to_string(seed) +
                      "\narticles=" + std::to_string(articles) + "\nfiles=" + std::to_string(w.files) +
                      "\nbytes=" + std::to_string(total) + "\n";
  Writer stamp_writer;
  if (!stamp_writer.Write(fs::path(out) / ".sg_corpus", stamp)) return 1;
  std::fprintf(stderr,
               "showgraph_gen_corpus: %s: %llu articles (%llu txt, %llu html, %llu jsonl records) in %zu files, "
               "%.1f MiB, %.1f s\n",
               out.c_str(), static_cast<unsigned long long>(articles), static_cast<unsigned long long>(txt),
               static_cast<unsigned long long>(html), static_cast<unsigned long long>(records), w.files,
               total / double(1 << 20), secs);
  return 0;
}
