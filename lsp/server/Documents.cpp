// The open documents and their edits. See Documents.h.
#include "server/Documents.h"

namespace errknow::lsp {
namespace {
DocumentSnapshot make(std::string uri, std::string languageId, int version, std::string text) {
  auto d = std::make_shared<Document>();
  d->uri = std::move(uri);
  d->languageId = std::move(languageId);
  d->version = version;
  d->text = std::move(text);
  d->lines = LineIndex(d->text);
  return d;
}

Position positionOf(const rpc::Json& j) {
  if (!j.is_object()) throw rpc::Error(rpc::code::InvalidParams, "a change's range needs a line and a character");
  return Position{rpc::requirePositionNumber(j, "line"), rpc::requirePositionNumber(j, "character")};
}
}  // namespace

void Documents::open(const std::string& uri, const std::string& languageId, int version, std::string text) {
  auto d = make(uri, languageId, version, std::move(text));
  std::lock_guard<std::mutex> lock(mutex_);
  docs_[uri] = std::move(d);
}

void Documents::change(const std::string& uri, int version, const rpc::Json& changes, PositionEncoding encoding) {
  if (!changes.is_array()) throw rpc::Error(rpc::code::InvalidParams, "contentChanges must be an array");
  DocumentSnapshot current = get(uri);
  if (!current) return;  // a change to a document that is not open: nothing to apply it to
  std::string text = current->text;
  LineIndex lines = current->lines;
  for (const auto& c : changes) {
    if (!c.is_object() || !c.contains("text") || !c["text"].is_string())
      throw rpc::Error(rpc::code::InvalidParams, "each content change needs a text");
    const std::string& replacement = c["text"].get_ref<const std::string&>();
    if (!c.contains("range")) {
      text = replacement;
    } else {
      const auto& r = c["range"];
      if (!r.is_object() || !r.contains("start") || !r.contains("end"))
        throw rpc::Error(rpc::code::InvalidParams, "a change's range needs start and end");
      std::size_t a = lines.offsetOf(text, positionOf(r["start"]), encoding);
      std::size_t b = lines.offsetOf(text, positionOf(r["end"]), encoding);
      if (b < a) std::swap(a, b);
      text.replace(a, b - a, replacement);
    }
    lines = LineIndex(text);
  }
  auto d = make(uri, current->languageId, version, std::move(text));
  std::lock_guard<std::mutex> lock(mutex_);
  docs_[uri] = std::move(d);
}

void Documents::close(const std::string& uri) {
  std::lock_guard<std::mutex> lock(mutex_);
  docs_.erase(uri);
}

DocumentSnapshot Documents::get(const std::string& uri) const {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = docs_.find(uri);
  return it == docs_.end() ? nullptr : it->second;
}

}  // namespace errknow::lsp
