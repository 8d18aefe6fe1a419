// The Content-Length framing of LSP's base protocol, read defensively. See Framing.h.
#include "errknow/rpc/Framing.h"

#include "ReadChunk.h"

#include <algorithm>
#include <cctype>

namespace errknow::rpc {
namespace {
constexpr std::size_t kMaxHeaderLine = 8192;

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}
}  // namespace

bool ContentLengthReader::fill() { return detail::readChunk(read_, buffer_, pos_, ended_); }

bool ContentLengthReader::readLine(std::string& line) {
  for (;;) {
    const std::size_t nl = buffer_.find('\n', pos_);
    if (nl != std::string::npos) {
      line.assign(buffer_, pos_, nl - pos_);
      pos_ = nl + 1;
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return true;
    }
    if (buffer_.size() - pos_ > kMaxHeaderLine) {  // no newline in sight: drop it as one long line
      line = buffer_.substr(pos_, kMaxHeaderLine);
      pos_ = buffer_.size();
      return true;
    }
    if (!fill()) return false;
  }
}

ContentLengthReader::Status ContentLengthReader::next(std::string& body, std::string& problem) {
  problem.clear();
  long long length = -1;
  bool sawHeader = false, bad = false;
  std::string line;
  for (;;) {
    if (!readLine(line)) return Status::End;
    if (line.empty()) {
      if (!sawHeader) continue;  // stray blank lines between messages
      break;
    }
    sawHeader = true;
    const auto colon = line.find(':');
    if (colon == std::string::npos) {
      bad = true;
      continue;
    }
    const std::string name = lower(line.substr(0, colon));
    std::string value = line.substr(colon + 1);
    value.erase(0, value.find_first_not_of(" \t"));
    while (!value.empty() && (value.back() == ' ' || value.back() == '\t')) value.pop_back();
    if (name == "content-length") {
      if (value.empty() || value.size() > 15 || value.find_first_not_of("0123456789") != std::string::npos) bad = true;
      else length = std::stoll(value);
    }
  }
  if (bad || length < 0) {
    problem = "a header block without a valid Content-Length was skipped";
    return Status::Skipped;
  }
  const auto n = static_cast<std::size_t>(length);
  if (n > max_) {
    // Read past it without keeping it.
    std::size_t left = n;
    while (left > 0) {
      const std::size_t have = std::min(left, buffer_.size() - pos_);
      pos_ += have;
      left -= have;
      if (left > 0 && !fill()) break;
    }
    problem = "a message of " + std::to_string(n) + " bytes was skipped (the limit is " + std::to_string(max_) + ")";
    return Status::Skipped;
  }
  while (buffer_.size() - pos_ < n)
    if (!fill()) {
      problem = "the stream ended inside a message";
      return Status::End;
    }
  body.assign(buffer_, pos_, n);
  pos_ += n;
  return Status::Message;
}

std::string frameWithContentLength(const std::string& body) {
  return "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
}

}  // namespace errknow::rpc
