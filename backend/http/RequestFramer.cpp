// Where one HTTP/1.1 request ends: see RequestFramer.h.
#include "RequestFramer.h"

#include <algorithm>
#include <cstring>

namespace errknow::backend {
namespace {
constexpr std::size_t kMaxHeadBytes = 64 * 1024;  // cpp-httplib refuses far less (431, 414): a bound on memory
constexpr int kMaxSizeDigits = 16;
constexpr int kMaxExtensionBytes = 256;
constexpr char kAuthorization[] = "authorization";
constexpr int kAuthorizationLength = sizeof kAuthorization - 1;

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}
char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }
}  // namespace

void RequestFramer::reset() {
  const std::uint64_t limit = bodyLimit_;
  *this = RequestFramer();
  bodyLimit_ = limit;
}

void RequestFramer::expectBody(std::uint64_t length) {
  if (stage_ != Stage::AwaitingBody) return;
  chunked_ = false;
  left_ = length;
  stage_ = length == 0 ? Stage::Done : (bodyLimit_ > 0 && length > bodyLimit_ ? Stage::TooLarge : Stage::Body);
}

void RequestFramer::expectChunkedBody() {
  if (stage_ != Stage::AwaitingBody) return;
  chunked_ = true;
  chunk_ = Chunk::SizeFirst;
  stage_ = Stage::Body;
}

std::size_t RequestFramer::take(const char* data, std::size_t n) {
  if (stage_ == Stage::Head) return takeHead(data, n);
  if (stage_ != Stage::Body) return 0;
  if (chunked_) return takeChunked(data, n);
  const auto k = static_cast<std::size_t>(std::min<std::uint64_t>(left_, n));
  left_ -= k;
  if (left_ == 0) stage_ = Stage::Done;
  return k;
}

std::size_t RequestFramer::takeHead(const char* data, std::size_t n) {
  const bool capped = n > kMaxHeadBytes - headBytes_;
  if (capped) n = kMaxHeadBytes - headBytes_;
  // Line by line: a search for LF, for NUL, and a look at the name, instead of a step per byte.
  std::size_t i = 0;
  while (i < n && stage_ == Stage::Head) {
    const auto* lf = static_cast<const char*>(std::memchr(data + i, '\n', n - i));
    const std::size_t end = lf ? static_cast<std::size_t>(lf - data) : n;
    lineBytes(data + i, end - i);
    i = end;
    if (lf) {
      lineEnd();
      ++i;
    }
  }
  headBytes_ += i;
  if (capped && stage_ == Stage::Head) {
    headTooLarge_ = true;
    stage_ = Stage::Broken;
  }
  return i;
}

void RequestFramer::lineBytes(const char* p, std::size_t n) {
  if (n == 0) return;
  if (!nul_ && std::memchr(p, '\0', n)) nul_ = true;
  // A header line whose name may still be Authorization: its first bytes tell.
  for (std::size_t j = 0; j < n && line_ > 0 && nameMatch_ >= 0; ++j) {
    const char c = p[j];
    if (nameMatch_ < kAuthorizationLength) {
      nameMatch_ = lower(c) == kAuthorization[nameMatch_] ? nameMatch_ + 1 : -1;
    } else if (c == ':') {
      ++authorizations_;
      nameMatch_ = -1;
    } else if (c != ' ' && c != '\t') {
      nameMatch_ = -1;
    }
  }
  lineBytes_ += n;
  previous_ = p[n - 1];
}

void RequestFramer::lineEnd() {
  if (previous_ != '\r') bareLf_ = true;
  else if (line_ > 0 && lineBytes_ == 1) stage_ = Stage::AwaitingBody;  // the line is exactly CR LF
  ++line_;
  lineBytes_ = 0;
  nameMatch_ = 0;
  previous_ = 0;
}

std::size_t RequestFramer::takeChunked(const char* data, std::size_t n) {
  std::size_t i = 0;
  while (i < n && stage_ == Stage::Body) {
    if (chunk_ == Chunk::Data) {
      const auto k = static_cast<std::size_t>(std::min<std::uint64_t>(left_, n - i));
      i += k;
      left_ -= k;
      if (left_ == 0) chunk_ = Chunk::DataCr;
      continue;
    }
    chunkByte(data[i]);
    if (stage_ == Stage::Broken || stage_ == Stage::TooLarge) break;  // that byte is not handed out
    ++i;
  }
  return i;
}

void RequestFramer::chunkByte(char c) {
  const auto expect = [this, c](char wanted, Chunk next) {
    if (c == wanted) chunk_ = next;
    else stage_ = Stage::Broken;
  };
  switch (chunk_) {
    case Chunk::SizeFirst:
    case Chunk::Size: {
      const int v = hexValue(c);
      if (v >= 0 && digits_ < kMaxSizeDigits) {
        size_ = size_ * 16 + static_cast<std::uint64_t>(v);
        ++digits_;
        chunk_ = Chunk::Size;
      } else if (chunk_ == Chunk::Size && (c == ';' || c == '\r')) {
        chunk_ = c == ';' ? Chunk::Extension : Chunk::SizeLf;
      } else {
        stage_ = Stage::Broken;  // not a bare hexadecimal number: "0x0d", " d", "+d", "-1", ...
      }
      break;
    }
    case Chunk::Extension:
      if (c == '\r') chunk_ = Chunk::SizeLf;
      else if (c == '\n' || c == '\0' || ++extension_ > kMaxExtensionBytes) stage_ = Stage::Broken;
      break;
    case Chunk::SizeLf:
      if (c != '\n') {
        stage_ = Stage::Broken;
      } else if (size_ == 0) {
        chunk_ = Chunk::LastCr;
      } else if (bodyLimit_ > 0 && size_ > bodyLimit_ - std::min(data_, bodyLimit_)) {
        stage_ = Stage::TooLarge;
      } else {
        data_ += size_;
        left_ = size_;
        chunk_ = Chunk::Data;
      }
      size_ = 0;
      digits_ = 0;
      extension_ = 0;
      break;
    case Chunk::DataCr: expect('\r', Chunk::DataLf); break;
    case Chunk::DataLf: expect('\n', Chunk::SizeFirst); break;
    case Chunk::LastCr: expect('\r', Chunk::LastLf); break;
    case Chunk::LastLf:
      if (c == '\n') stage_ = Stage::Done;
      else stage_ = Stage::Broken;
      break;
    case Chunk::Data: break;  // taken in bulk by takeChunked
  }
}

}  // namespace errknow::backend
