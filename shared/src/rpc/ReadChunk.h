// The read step under both framings (Framing.cpp, LineFraming.cpp): drop the consumed front of the
// buffer once it is half of it, then append one chunk from the stream; false at the end of the
// stream (remembered in `ended`).
#pragma once

#include <cstddef>
#include <functional>
#include <string>

namespace errknow::rpc::detail {

inline bool readChunk(const std::function<long(char*, std::size_t)>& read, std::string& buffer, std::size_t& pos,
                      bool& ended) {
  if (ended) return false;
  if (pos > 0 && pos >= buffer.size() / 2) {
    buffer.erase(0, pos);
    pos = 0;
  }
  char chunk[65536];
  const long n = read(chunk, sizeof chunk);
  if (n <= 0) {
    ended = true;
    return false;
  }
  buffer.append(chunk, static_cast<std::size_t>(n));
  return true;
}

}  // namespace errknow::rpc::detail
