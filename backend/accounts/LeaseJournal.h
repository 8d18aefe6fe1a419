// The quota ledger's crash record: a small file mapped into memory with one slot per open lease,
// holding the lease's id and how many of its calls were answered. Counting a call is one atomic
// add to the mapped page, made once the answer is written; the kernel keeps the page when the
// process is killed, so after a kill -9 the next start reads how much of each lease was really
// used and gives the rest back (QuotaLedger::recover). A power cut may lose the page, as it may
// lose SQLite's last commits with synchronous=NORMAL.
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace errknow::accounts {

class LeaseJournal {
 public:
  static constexpr std::size_t kSlots = 4096;
  static constexpr std::size_t kIdBytes = 32;

  // Creates (or empties) the journal at `path`. Throws std::runtime_error when it cannot.
  explicit LeaseJournal(std::string path);
  ~LeaseJournal();
  LeaseJournal(const LeaseJournal&) = delete;
  LeaseJournal& operator=(const LeaseJournal&) = delete;

  // A free slot now naming `leaseId` with nothing used, or -1 when every slot is taken.
  int claim(const std::string& leaseId);
  // One more call of the slot's lease was answered.
  void count(int slot);
  // The lease is settled in the store: the slot is free again.
  void release(int slot);
  // Removes the file (after a clean shutdown has settled every lease).
  void remove();
  const std::string& path() const { return path_; }

  // What a journal left by another process says: lease id -> calls used. Empty when the file is
  // missing; a file that is not a journal is treated as missing.
  static std::map<std::string, std::int64_t> read(const std::string& path);

 private:
  struct Slot;
  std::string path_;
  int fd_ = -1;
  void* map_ = nullptr;
  std::size_t size_ = 0;
  std::mutex mutex_;
  std::vector<int> free_;
};

}  // namespace errknow::accounts
