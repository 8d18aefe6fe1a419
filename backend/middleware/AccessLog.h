// The access log's writer: request threads append their JSON lines to a buffer in memory and one
// thread writes it out every few milliseconds, so that a request costs no write(2) of its own.
// Lines are whole and in the order they were appended; flush() (called when the server stops) and
// the destructor write out what is left. A kill -9 loses at most the last interval's lines.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>

namespace errknow::backend {

class AccessLog {
 public:
  explicit AccessLog(int fd, std::chrono::milliseconds interval = std::chrono::milliseconds(20));
  ~AccessLog();
  AccessLog(const AccessLog&) = delete;
  AccessLog& operator=(const AccessLog&) = delete;

  // Appends one line (with its newline). Past kMaxBuffered bytes (the output is slower than the
  // requests, e.g. a full pipe), the caller writes the buffer out itself: memory stays bounded and
  // nothing is dropped.
  void append(std::string_view line);
  // Writes out everything appended so far.
  void flush();

  static constexpr std::size_t kMaxBuffered = 1 << 20;

 private:
  void writeOut(const std::string& bytes) const;

  const int fd_;
  const std::chrono::milliseconds interval_;
  std::mutex writeMutex_;   // held while a swapped-out buffer is written: keeps the order
  std::mutex bufferMutex_;  // guards buffer_ and stop_
  std::condition_variable wake_;
  std::string buffer_;
  bool stop_ = false;
  std::thread flusher_;
};

}  // namespace errknow::backend
