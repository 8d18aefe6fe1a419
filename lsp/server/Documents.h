// The open documents: text and version per URI, changed by full or incremental edits. Readers
// take an immutable snapshot (shared_ptr), so analysis on a worker never sees a half-applied
// change and never blocks the reader that applies the next one.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "errknow/rpc/Message.h"
#include "protocol/Positions.h"

namespace errknow::lsp {

struct Document {
  std::string uri;
  std::string languageId;
  int version = 0;
  std::string text;
  LineIndex lines{std::string_view()};
};
using DocumentSnapshot = std::shared_ptr<const Document>;

class Documents {
 public:
  void open(const std::string& uri, const std::string& languageId, int version, std::string text);
  // `changes` is LSP's contentChanges; throws rpc::Error(InvalidParams) on a malformed change.
  void change(const std::string& uri, int version, const rpc::Json& changes, PositionEncoding encoding);
  void close(const std::string& uri);
  DocumentSnapshot get(const std::string& uri) const;  // null when not open

 private:
  mutable std::mutex mutex_;
  std::map<std::string, DocumentSnapshot> docs_;
};

}  // namespace errknow::lsp
