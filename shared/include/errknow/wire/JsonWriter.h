// Writes JSON text straight into a string, for the answers on the request path (the analysis of
// POST /analyze): no tree of nodes is built and copied. The text is what `wire::dump` makes of the
// same value (compact, nlohmann's escaping and number format, invalid UTF-8 replaced by U+FFFD), so
// a writer and a `Json` built from the same data give the same bytes; a test holds them to it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace errknow::wire {

class JsonWriter {
 public:
  explicit JsonWriter(std::string& out) : out_(out) {}

  JsonWriter& beginObject() { return open('{'); }
  JsonWriter& endObject() { return close('}'); }
  JsonWriter& beginArray() { return open('['); }
  JsonWriter& endArray() { return close(']'); }

  // The key of the next member of the enclosing object.
  JsonWriter& key(std::string_view name);

  JsonWriter& value(std::string_view text);
  JsonWriter& value(const char* text) { return value(std::string_view(text)); }
  JsonWriter& value(const std::string& text) { return value(std::string_view(text)); }
  JsonWriter& value(std::int64_t number);
  JsonWriter& value(int number) { return value(static_cast<std::int64_t>(number)); }
  JsonWriter& value(double number);
  JsonWriter& value(bool flag);
  JsonWriter& null();
  JsonWriter& strings(const std::vector<std::string>& items);
  // JSON text made elsewhere (a `wire::dump`), placed as the next value.
  JsonWriter& raw(std::string_view json);

  // A member: key and value.
  template <typename T>
  JsonWriter& member(std::string_view name, const T& v) {
    key(name);
    return value(v);
  }

 private:
  JsonWriter& open(char c);
  JsonWriter& close(char c);
  void separate();

  std::string& out_;
  bool first_ = true;     // no value yet in the current container
  bool afterKey_ = false; // a key was written; its value needs no comma
};

// Appends `text` as a JSON string (quotes included) the way nlohmann's dump does.
void appendJsonString(std::string& out, std::string_view text);

}  // namespace errknow::wire
