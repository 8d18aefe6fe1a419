// The newline framing, read defensively. See LineFraming.h.
#include "errknow/rpc/LineFraming.h"

#include "ReadChunk.h"

namespace errknow::rpc {

bool LineReader::fill() { return detail::readChunk(read_, buffer_, pos_, ended_); }

LineReader::Status LineReader::skipLongLine(std::size_t held, std::string& problem) {
  // Drop what is held and read on to the next newline without keeping anything.
  std::size_t dropped = held;
  buffer_.clear();
  pos_ = 0;
  for (;;) {
    if (!fill()) {
      problem = "a message of over " + std::to_string(max_) + " bytes was skipped at the end of the stream";
      return Status::Skipped;
    }
    const std::size_t at = buffer_.find('\n');
    if (at != std::string::npos) {
      dropped += at;
      pos_ = at + 1;
      break;
    }
    dropped += buffer_.size();
    buffer_.clear();
  }
  problem = "a message of " + std::to_string(dropped) + " bytes was skipped (the limit is " + std::to_string(max_) + ")";
  return Status::Skipped;
}

LineReader::Status LineReader::next(std::string& body, std::string& problem) {
  problem.clear();
  for (;;) {
    std::size_t scanned = 0;  // bytes after pos_ known to hold no newline (fill() may move pos_)
    std::size_t nl = std::string::npos;
    // Find the end of the line, reading more as needed; past the limit, stop keeping it.
    for (;;) {
      nl = buffer_.find('\n', pos_ + scanned);
      if (nl != std::string::npos) break;
      scanned = buffer_.size() - pos_;
      if (scanned > max_) return skipLongLine(scanned, problem);
      if (!fill()) break;
    }
    if (nl != std::string::npos && nl - pos_ > max_) {
      problem = "a message of " + std::to_string(nl - pos_) + " bytes was skipped (the limit is " + std::to_string(max_) + ")";
      pos_ = nl + 1;
      return Status::Skipped;
    }
    if (nl == std::string::npos) {  // the end of the stream
      if (pos_ >= buffer_.size()) return Status::End;
      body.assign(buffer_, pos_, std::string::npos);
      pos_ = buffer_.size();
    } else {
      body.assign(buffer_, pos_, nl - pos_);
      pos_ = nl + 1;
    }
    if (!body.empty() && body.back() == '\r') body.pop_back();
    if (body.find_first_not_of(" \t\r") == std::string::npos) continue;  // blank line
    return Status::Message;
  }
}

std::string frameAsLine(const Json& message) {
  return message.dump(-1, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace errknow::rpc
