// Workers take the next batch of inputs under one lock (readers are sequential), extract
// and render it unlocked, and park the results by sequence number; the calling thread
// hands results to the sink strictly in order. A window on the sequence numbers keeps
// memory bounded when one slow document holds the line (a batch may run past it by one
// batch: bounded still).
#include <condition_variable>
#include <map>
#include <vector>
#include <mutex>
#include <thread>

#include "showgraph/pipeline.h"

namespace showgraph {

namespace {

class OrderedRun {
 public:
  OrderedRun(InputSet* inputs, const Extractor& extractor, size_t window,
             const std::function<void(ExtractedItem*)>& render)
      : inputs_(inputs), extractor_(extractor), window_(window), render_(render) {}

  // Worker loop: until the inputs are exhausted. A worker takes a batch of consecutive
  // inputs at a time (a few documents, or one large one), so the locks and wake-ups are
  // paid per batch rather than per document.
  void Work() {
    std::vector<ExtractedItem> batch;
    while (true) {
      batch.clear();
      size_t first_seq;
      {
        std::unique_lock lock(read_mu_);
        // Stay within the window of the writer before reading more.
        {
          std::unique_lock done_lock(done_mu_);
          space_cv_.wait(done_lock, [&] { return next_seq_ < written_ + window_; });
        }
        if (exhausted_) return;
        size_t bytes = 0;
        while (batch.size() < kBatchItems && bytes < kBatchBytes) {
          ExtractedItem item;
          ReadOutcome r = inputs_->Next(&item.doc);
          if (r == ReadOutcome::kEnd) {
            exhausted_ = true;
            break;
          }
          if (r == ReadOutcome::kFailed) {
            item.failed = true;
            item.error = inputs_->last_error();
          }
          bytes += item.doc.text.size();
          batch.push_back(std::move(item));
        }
        std::lock_guard done_lock(done_mu_);
        first_seq = next_seq_;
        next_seq_ += batch.size();
        if (exhausted_) {
          total_ = next_seq_;
          ready_cv_.notify_all();
        }
      }
      if (batch.empty()) return;
      for (auto& item : batch) {
        if (item.failed) continue;
        item.facts = extractor_.Extract(item.doc);
        if (render_) render_(&item);
      }
      std::lock_guard done_lock(done_mu_);
      for (size_t k = 0; k < batch.size(); ++k) done_.emplace(first_seq + k, std::move(batch[k]));
      if (first_seq == written_) ready_cv_.notify_all();  // the writer waits for nothing else
    }
  }

  // Writer loop on the calling thread: every item that is next in order, taken at once.
  void Drain(const std::function<void(ExtractedItem&&)>& sink) {
    std::vector<ExtractedItem> ready;
    while (true) {
      ready.clear();
      {
        std::unique_lock lock(done_mu_);
        ready_cv_.wait(lock, [&] { return done_.count(written_) > 0 || written_ == total_; });
        if (written_ == total_) return;
        for (auto it = done_.find(written_); it != done_.end() && it->first == written_; it = done_.find(written_)) {
          ready.push_back(std::move(it->second));
          done_.erase(it);
          ++written_;
        }
        space_cv_.notify_all();
      }
      for (auto& item : ready) sink(std::move(item));
    }
  }

 private:
  static constexpr size_t kBatchItems = 16;
  static constexpr size_t kBatchBytes = 128 * 1024;

  InputSet* inputs_;
  const Extractor& extractor_;
  const size_t window_;
  const std::function<void(ExtractedItem*)>& render_;

  std::mutex read_mu_;  // guards inputs_, exhausted_
  bool exhausted_ = false;
  std::mutex done_mu_;  // guards everything below; next_seq_ is written under both locks
  std::condition_variable ready_cv_, space_cv_;
  size_t next_seq_ = 0;
  size_t written_ = 0;
  size_t total_ = SIZE_MAX;  // known once the inputs end
  std::map<size_t, ExtractedItem> done_;
};

}  // namespace

void ExtractInOrder(InputSet* inputs, const Extractor& extractor, const PipelineOptions& options,
                    const std::function<void(ExtractedItem*)>& render,
                    const std::function<void(ExtractedItem&&)>& sink) {
  unsigned jobs = options.jobs ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
  if (jobs == 1) {
    // One thread: no locks, no reordering, the plain loop.
    while (true) {
      ExtractedItem item;
      ReadOutcome r = inputs->Next(&item.doc);
      if (r == ReadOutcome::kEnd) return;
      if (r == ReadOutcome::kFailed) {
        item.failed = true;
        item.error = inputs->last_error();
      } else {
        item.facts = extractor.Extract(item.doc);
        if (render) render(&item);
      }
      sink(std::move(item));
    }
  }
  size_t window = options.window ? options.window : 64 * static_cast<size_t>(jobs);
  OrderedRun run(inputs, extractor, window, render);
  std::vector<std::thread> workers;
  workers.reserve(jobs);
  for (unsigned j = 0; j < jobs; ++j) workers.emplace_back([&run] { run.Work(); });
  run.Drain(sink);
  for (auto& w : workers) w.join();
}

}  // namespace showgraph
