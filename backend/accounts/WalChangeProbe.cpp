// Reads SQLite's WAL-index header from the "-shm" file: see WalChangeProbe.h.
#include "WalChangeProbe.h"

#include <fcntl.h>
#include <unistd.h>

#include <cstring>

namespace errknow::accounts {

WalChangeProbe::~WalChangeProbe() {
  if (fd_ >= 0) close(fd_);
}

int WalChangeProbe::descriptor() {
  int fd = fd_.load(std::memory_order_acquire);
  if (fd >= 0 || path_.empty()) return fd;
  std::lock_guard<std::mutex> lock(mutex_);  // rare: only until the file exists
  fd = fd_.load(std::memory_order_relaxed);
  if (fd < 0) {
    fd = open(path_.c_str(), O_RDONLY | O_CLOEXEC);
    fd_.store(fd, std::memory_order_release);
  }
  return fd;
}

bool WalChangeProbe::readHeader(Header& out) {
  const int fd = descriptor();
  if (fd < 0) return false;
  unsigned char both[96];
  if (pread(fd, both, sizeof both, 0) != static_cast<ssize_t>(sizeof both)) return false;
  // The two copies agree unless a writer is between them; byte 12 (isInit) is set once the
  // header is valid.
  if (std::memcmp(both, both + 48, 48) != 0 || both[12] == 0) return false;
  std::memcpy(out.data(), both, 48);
  return true;
}

}  // namespace errknow::accounts
