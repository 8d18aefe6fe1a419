// Tells cheaply whether any transaction has committed to a SQLite database in WAL mode since the
// last time it was asked, from the WAL-index header that SQLite keeps at the start of the
// database's "-shm" file (two copies of 48 bytes, documented in SQLite's "WAL-mode file
// formats"). Every commit rewrites that header, and it is rewritten before the commit is visible
// to readers, so an unchanged header means nothing new to read. The file's first page is mapped
// into memory, as SQLite itself maps it, so asking costs a 96-byte read and no system call: far
// less than the read transaction that `PRAGMA data_version` takes, which the SQLite accounts store
// would otherwise run on every API request. The store keeps its own connection open all along, so
// SQLite never shrinks or removes the file meanwhile. While the file does not hold a header yet,
// or when the two copies differ (a writer is between them), the answer is "maybe changed".
#pragma once

#include <array>
#include <atomic>
#include <mutex>
#include <string>

namespace errknow::accounts {

class WalChangeProbe {
 public:
  // `shmPath`: the database's path followed by "-shm". It may not exist yet.
  explicit WalChangeProbe(std::string shmPath) : path_(std::move(shmPath)) {}
  ~WalChangeProbe();
  WalChangeProbe(const WalChangeProbe&) = delete;
  WalChangeProbe& operator=(const WalChangeProbe&) = delete;

  // Calls `reread` unless the header is the one read just before the last reread. The header is
  // read without the lock (a plain read of the mapped page); the comparison and the
  // reread are serialised, so what one caller saw is reread before another goes on. A caller
  // holding an older header than the last one rereads once more, which is only redundant: every
  // reread happens after its header was read, so what it reads is at least as new.
  template <typename Fn>
  void refreshIfChanged(Fn reread) {
    Header now{};
    const bool ok = readHeader(now);
    std::lock_guard<std::mutex> lock(mutex_);
    if (ok && known_ && now == last_) return;
    reread();
    last_ = now;
    known_ = ok;
  }

 private:
  using Header = std::array<unsigned char, 48>;
  bool readHeader(Header& out);
  const unsigned char* mapping();  // mapped on first use (the file may appear late); null until then

  std::string path_;
  std::mutex mutex_;
  std::atomic<const unsigned char*> map_{nullptr};
  Header last_{};
  bool known_ = false;
};

}  // namespace errknow::accounts
