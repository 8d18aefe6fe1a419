// A thread pool that grows when every thread is busy: see ElasticThreadPool.h.
#include "ElasticThreadPool.h"

#include <algorithm>

#include "ConnectionSocket.h"
#include "RequestDeadline.h"
#include "RequestFraming.h"

namespace errknow::backend {

ElasticThreadPool::ElasticThreadPool(std::size_t ready, std::size_t max) : max_(std::max<std::size_t>(1, max)) {
  std::lock_guard<std::mutex> lock(mutex_);
  for (std::size_t i = 0; i < std::min(std::max<std::size_t>(1, ready), max_); ++i) addThread();
}

ElasticThreadPool::~ElasticThreadPool() { shutdown(); }

void ElasticThreadPool::addThread() { threads_.emplace_back([this] { work(); }); }

void ElasticThreadPool::enqueue(std::function<void()> fn) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (stopping_) return;
  // cpp-httplib's listener enqueues each connection right after accepting it, on this thread.
  jobs_.push_back({std::move(fn), takeAcceptedSocket()});
  // Queued jobs beyond the idle threads would wait: add threads while the cap allows.
  if (jobs_.size() > idle_ && threads_.size() < max_) addThread();
  wake_.notify_one();
}

void ElasticThreadPool::shutdown() {
  std::vector<std::thread> threads;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (stopping_ && threads_.empty()) return;
    stopping_ = true;
    threads.swap(threads_);
  }
  wake_.notify_all();
  for (auto& t : threads)
    if (t.joinable()) t.join();
}

std::size_t ElasticThreadPool::threads() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return threads_.size();
}

void ElasticThreadPool::work() {
  for (;;) {
    Job job;
    {
      std::unique_lock<std::mutex> lock(mutex_);
      ++idle_;
      wake_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
      --idle_;
      if (jobs_.empty()) return;  // stopping, and nothing left to do
      job = std::move(jobs_.front());
      jobs_.pop_front();
    }
    RequestDeadline::beginConnection();
    beginConnection(job.socket);
    RequestFraming::startConnection(shortenedSocket());  // plain HTTP only: TLS reads with read()
    job.run();
    RequestFraming::startConnection(-1);
    endConnection();
    RequestDeadline::endConnection();
  }
}

}  // namespace errknow::backend
