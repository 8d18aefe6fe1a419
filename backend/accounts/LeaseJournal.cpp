// The quota ledger's crash record: see LeaseJournal.h.
#include "LeaseJournal.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace errknow::accounts {

namespace {
constexpr char kMagic[16] = "errknow-quota1\n";
constexpr std::size_t kHeaderBytes = 64;
}  // namespace

struct LeaseJournal::Slot {
  char id[kIdBytes];  // NUL-terminated lease id; empty = free
  std::uint64_t used;
  std::uint64_t reserved[3];
};

LeaseJournal::LeaseJournal(std::string path) : path_(std::move(path)) {
  size_ = kHeaderBytes + kSlots * sizeof(Slot);
  fd_ = ::open(path_.c_str(), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd_ < 0) throw std::runtime_error("cannot create the quota journal " + path_ + ": " + std::strerror(errno));
  if (::ftruncate(fd_, static_cast<off_t>(size_)) != 0) {
    const int e = errno;
    ::close(fd_);
    throw std::runtime_error("cannot size the quota journal " + path_ + ": " + std::strerror(e));
  }
  map_ = ::mmap(nullptr, size_, PROT_READ | PROT_WRITE, MAP_SHARED, fd_, 0);
  if (map_ == MAP_FAILED) {
    const int e = errno;
    ::close(fd_);
    throw std::runtime_error("cannot map the quota journal " + path_ + ": " + std::strerror(e));
  }
  std::memcpy(map_, kMagic, sizeof kMagic);
  free_.reserve(kSlots);
  for (int i = static_cast<int>(kSlots) - 1; i >= 0; --i) free_.push_back(i);
}

LeaseJournal::~LeaseJournal() {
  if (map_ && map_ != MAP_FAILED) ::munmap(map_, size_);
  if (fd_ >= 0) ::close(fd_);
}

int LeaseJournal::claim(const std::string& leaseId) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (free_.empty() || leaseId.empty() || leaseId.size() >= kIdBytes) return -1;
  const int slot = free_.back();
  free_.pop_back();
  Slot* s = reinterpret_cast<Slot*>(static_cast<char*>(map_) + kHeaderBytes) + slot;
  __atomic_store_n(&s->used, 0, __ATOMIC_RELAXED);
  std::memset(s->id, 0, kIdBytes);
  std::memcpy(s->id, leaseId.data(), leaseId.size());
  return slot;
}

void LeaseJournal::count(int slot) {
  Slot* s = reinterpret_cast<Slot*>(static_cast<char*>(map_) + kHeaderBytes) + slot;
  __atomic_fetch_add(&s->used, 1, __ATOMIC_RELAXED);
}

void LeaseJournal::release(int slot) {
  std::lock_guard<std::mutex> lock(mutex_);
  Slot* s = reinterpret_cast<Slot*>(static_cast<char*>(map_) + kHeaderBytes) + slot;
  std::memset(s->id, 0, kIdBytes);
  free_.push_back(slot);
}

void LeaseJournal::remove() { ::unlink(path_.c_str()); }

std::map<std::string, std::int64_t> LeaseJournal::read(const std::string& path) {
  std::map<std::string, std::int64_t> out;
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return out;
  const std::size_t size = kHeaderBytes + kSlots * sizeof(Slot);
  std::vector<char> bytes(size);
  std::size_t got = 0;
  while (got < size) {
    const ssize_t n = ::read(fd, bytes.data() + got, size - got);
    if (n <= 0) break;
    got += static_cast<std::size_t>(n);
  }
  ::close(fd);
  if (got != size || std::memcmp(bytes.data(), kMagic, sizeof kMagic) != 0) return out;
  for (std::size_t i = 0; i < kSlots; ++i) {
    Slot s;
    std::memcpy(&s, bytes.data() + kHeaderBytes + i * sizeof(Slot), sizeof s);
    if (s.id[0] == 0) continue;
    s.id[kIdBytes - 1] = 0;
    out[std::string(s.id)] = static_cast<std::int64_t>(s.used);
  }
  return out;
}

}  // namespace errknow::accounts
