// Ingest: read, skip what is stored, extract in parallel, store one batch per transaction.
#include <algorithm>
#include <atomic>
#include <thread>

#include "showgraph/store.h"

namespace showgraph {

namespace {

// Extracts every document of the batch on `jobs` threads; Extract() is thread-safe.
std::vector<std::vector<Fact>> ExtractAll(const Extractor& extractor, const std::vector<Document>& batch,
                                          unsigned jobs) {
  std::vector<std::vector<Fact>> facts(batch.size());
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i; (i = next.fetch_add(1)) < batch.size();) facts[i] = extractor.Extract(batch[i]);
  };
  std::vector<std::thread> threads;
  for (unsigned j = 1; j < jobs && j < batch.size(); ++j) threads.emplace_back(work);
  work();
  for (auto& t : threads) t.join();
  return facts;
}

Status StoreBatch(Store* store, const std::vector<Document>& batch, const std::vector<std::vector<Fact>>& facts,
                  IngestStats* stats) {
  if (Status s = store->Begin(); !s.ok()) return s;
  IngestStats delta;
  for (size_t i = 0; i < batch.size(); ++i) {
    auto outcome = store->Put(batch[i], facts[i]);
    if (!outcome.ok()) {
      (void)store->Rollback();
      return Status::IoError(batch[i].source + ": " + outcome.status().message());
    }
    switch (outcome.value()) {
      case PutOutcome::kAdded: ++delta.ingested, delta.facts += facts[i].size(); break;
      case PutOutcome::kReplaced: ++delta.replaced, delta.facts += facts[i].size(); break;
      case PutOutcome::kUnchanged: ++delta.unchanged; break;
    }
  }
  if (Status s = store->Commit(); !s.ok()) {
    (void)store->Rollback();
    return s;
  }
  // Counted only once the batch is durable.
  stats->ingested += delta.ingested;
  stats->replaced += delta.replaced;
  stats->unchanged += delta.unchanged;
  stats->facts += delta.facts;
  return Status::Ok();
}

}  // namespace

Status Ingest(InputSet* inputs, const Extractor& extractor, Store* store, const IngestOptions& options,
              const IngestCallbacks& callbacks, IngestStats* stats) {
  const unsigned jobs = options.jobs ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
  const size_t batch_size = std::max<size_t>(1, options.batch_size);
  bool done = false;
  while (!done) {
    std::vector<Document> batch;
    while (batch.size() < batch_size) {
      Document doc;
      ReadOutcome r = inputs->Next(&doc);
      if (r == ReadOutcome::kEnd) {
        done = true;
        break;
      }
      if (r == ReadOutcome::kFailed) {
        ++stats->failed;
        if (callbacks.on_error) callbacks.on_error(inputs->last_error());
        continue;
      }
      ++stats->read;
      stats->bytes += doc.text.size();
      auto stored = store->IsStored(doc);
      if (!stored.ok()) return stored.status();
      if (stored.value()) {
        ++stats->unchanged;  // the same content: no need to extract it again
        continue;
      }
      batch.push_back(std::move(doc));
    }
    if (!batch.empty()) {
      auto facts = ExtractAll(extractor, batch, jobs);
      if (Status s = StoreBatch(store, batch, facts, stats); !s.ok()) return s;
    }
    if (callbacks.on_progress) callbacks.on_progress(*stats);
  }
  return store->Resolve();
}

}  // namespace showgraph
