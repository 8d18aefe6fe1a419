// Group commit for the quota counters: see UsageBatcher.h.
#include "UsageBatcher.h"

namespace errknow::accounts {

std::optional<std::int64_t> UsageBatcher::consume(std::int64_t userId, const std::string& day, Counter counter,
                                                  std::int64_t limit) {
  return submit(UsageOp{userId, day, counter, limit, false});
}

std::optional<std::int64_t> UsageBatcher::submit(UsageOp op) {
  Slot mine{std::move(op), std::nullopt, nullptr, false};
  std::unique_lock<std::mutex> lock(mutex_);
  queue_.push_back(&mine);
  while (!mine.done) {
    if (leading_) {
      doneCv_.wait(lock);
      continue;
    }
    // Lead one batch: everything queued now, ours included unless an earlier leader took it.
    leading_ = true;
    std::vector<Slot*> batch;
    batch.swap(queue_);
    lock.unlock();
    std::vector<UsageOp> ops;
    ops.reserve(batch.size());
    for (const Slot* s : batch) ops.push_back(s->op);
    std::vector<std::optional<std::int64_t>> results;
    std::exception_ptr error;
    try {
      results = store_.applyUsage(ops);
    } catch (...) {
      error = std::current_exception();
    }
    lock.lock();
    for (std::size_t i = 0; i < batch.size(); ++i) {
      batch[i]->error = error;
      if (!error && i < results.size()) batch[i]->result = results[i];
      batch[i]->done = true;
    }
    leading_ = false;
    doneCv_.notify_all();
  }
  if (mine.error) std::rethrow_exception(mine.error);
  return mine.result;
}

}  // namespace errknow::accounts
