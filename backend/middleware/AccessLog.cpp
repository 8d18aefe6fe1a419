// The access log's buffered writer (see AccessLog.h).
#include "middleware/AccessLog.h"

#include "errknow/rpc/FdIo.h"

namespace errknow::backend {

AccessLog::AccessLog(int fd, std::chrono::milliseconds interval) : fd_(fd), interval_(interval) {
  buffer_.reserve(64 * 1024);
  flusher_ = std::thread([this] {
    std::unique_lock<std::mutex> lock(bufferMutex_);
    while (!stop_) {
      wake_.wait_for(lock, interval_, [this] { return stop_; });
      lock.unlock();
      flush();
      lock.lock();
    }
  });
}

AccessLog::~AccessLog() {
  {
    std::lock_guard<std::mutex> lock(bufferMutex_);
    stop_ = true;
  }
  wake_.notify_all();
  flusher_.join();
  flush();
}

void AccessLog::append(std::string_view line) {
  bool full = false;
  {
    std::lock_guard<std::mutex> lock(bufferMutex_);
    buffer_.append(line);
    full = buffer_.size() >= kMaxBuffered;
  }
  if (full) flush();
}

void AccessLog::flush() {
  std::lock_guard<std::mutex> order(writeMutex_);
  std::string out;
  {
    std::lock_guard<std::mutex> lock(bufferMutex_);
    if (buffer_.empty()) return;
    out.reserve(64 * 1024);
    out.swap(buffer_);
  }
  writeOut(out);
}

void AccessLog::writeOut(const std::string& bytes) const {
  rpc::writeAll(fd_, bytes);  // false: the log's output is gone (closed, full disk); serving goes on
}

}  // namespace errknow::backend
