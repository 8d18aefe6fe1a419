// The worker threads of errknow-server. cpp-httplib serves each connection on one thread for
// as long as the connection lasts, so a fixed pool is starved by clients that connect and then
// sit idle or trickle bytes: every worker waits on one of them while real requests queue. This
// pool starts `ready` threads and adds one whenever a connection arrives and none is free, up to
// `max`; beyond that, connections wait in the queue. Threads that were added stay (an idle
// thread costs a little memory, no CPU). Every connection's task is bounded in time by the
// request deadline (see RequestDeadline.h), so even at `max` the queue keeps moving. Each task
// carries the socket its connection was accepted on, for the worker's socket calls
// (ConnectionSocket.h).
#pragma once

#include <httplib.h>

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace errknow::backend {

class ElasticThreadPool final : public httplib::TaskQueue {
 public:
  ElasticThreadPool(std::size_t ready, std::size_t max);
  ~ElasticThreadPool() override;
  void enqueue(std::function<void()> fn) override;
  // Stops taking work, finishes the queued and running tasks, joins every thread.
  void shutdown() override;
  std::size_t threads() const;

 private:
  void addThread();  // with mutex_ held
  void work();

  const std::size_t max_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  struct Job {
    std::function<void()> run;
    int socket;  // the connection's, or -1 when unknown
  };
  std::deque<Job> jobs_;
  std::vector<std::thread> threads_;
  std::size_t idle_ = 0;
  bool stopping_ = false;
};

}  // namespace errknow::backend
