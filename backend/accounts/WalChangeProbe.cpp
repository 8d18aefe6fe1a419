// Reads SQLite's WAL-index header from the "-shm" file: see WalChangeProbe.h.
#include "WalChangeProbe.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdint>
#include <cstring>

namespace errknow::accounts {
namespace {
constexpr std::size_t kBothCopies = 96;  // two copies of the 48-byte header, from offset 0
constexpr std::size_t kMapped = 4096;    // the first page of the file

// One 48-byte copy, read a word at a time: a writer may be changing it meanwhile, which the
// comparison of the two copies then shows.
void loadCopy(const unsigned char* from, unsigned char* to) {
  const auto* words = reinterpret_cast<const std::uint64_t*>(from);
  for (std::size_t i = 0; i < 6; ++i) {
    const std::uint64_t w = __atomic_load_n(words + i, __ATOMIC_RELAXED);
    std::memcpy(to + 8 * i, &w, 8);
  }
}
}  // namespace

WalChangeProbe::~WalChangeProbe() {
  if (const unsigned char* m = map_.load()) munmap(const_cast<unsigned char*>(m), kMapped);
}

const unsigned char* WalChangeProbe::mapping() {
  const unsigned char* m = map_.load(std::memory_order_acquire);
  if (m || path_.empty()) return m;
  std::lock_guard<std::mutex> lock(mutex_);  // rare: only until the file holds a header
  m = map_.load(std::memory_order_relaxed);
  if (m) return m;
  const int fd = open(path_.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return nullptr;
  struct stat st {};
  if (fstat(fd, &st) == 0 && st.st_size >= static_cast<off_t>(kBothCopies)) {
    void* p = mmap(nullptr, kMapped, PROT_READ, MAP_SHARED, fd, 0);
    if (p != MAP_FAILED) {
      m = static_cast<const unsigned char*>(p);
      map_.store(m, std::memory_order_release);
    }
  }
  close(fd);  // the mapping keeps the file
  return m;
}

bool WalChangeProbe::readHeader(Header& out) {
  const unsigned char* m = mapping();
  if (!m) return false;
  unsigned char both[kBothCopies];
  // As SQLite reads it: the first copy, a barrier, the second (writers write them the other way).
  loadCopy(m, both);
  std::atomic_thread_fence(std::memory_order_acquire);
  loadCopy(m + 48, both + 48);
  // The two copies agree unless a writer is between them; byte 12 (isInit) is set once the
  // header is valid.
  if (std::memcmp(both, both + 48, 48) != 0 || both[12] == 0) return false;
  std::memcpy(out.data(), both, 48);
  return true;
}

}  // namespace errknow::accounts
