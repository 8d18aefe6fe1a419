// Request parsing for POST /analyze and GET /search.
#include "errknow/wire/Requests.h"

#include "errknow/core/Languages.h"
#include "errknow/core/Normalizer.h"
#include "errknow/wire/FlatObject.h"

namespace errknow::wire {

int jsonDepth(std::string_view text, int cap) {
  int depth = 0, max = 0;
  bool inString = false, escaped = false;
  for (char c : text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') inString = false;
      continue;
    }
    if (c == '"') inString = true;
    else if (c == '[' || c == '{') {
      if (++depth > max) max = depth;
      if (max > cap) return max;
    } else if (c == ']' || c == '}') --depth;
  }
  return max;
}

Parsed parseAnalyzeRequest(std::string_view body) {
  Parsed out;
  if (!core::isCleanUtf8(body)) {  // invalid UTF-8, or a raw NUL byte
    out.message = "The request body is not valid UTF-8.";
    return out;
  }
  Json j;
  if (auto flat = parseFlatObject(body)) {
    j = std::move(*flat);
  } else {
    if (jsonDepth(body, kMaxJsonDepth) > kMaxJsonDepth) {
      out.message = "The request body nests JSON deeper than " + std::to_string(kMaxJsonDepth) + " levels.";
      return out;
    }
    try {
      j = Json::parse(body);
    } catch (const std::exception&) {
      out.message = "The request body is not valid JSON.";
      return out;
    }
  }
  if (!j.is_object()) {
    out.message = "The request body must be a JSON object.";
    return out;
  }
  AnalyzeRequest r;
  if (!j.contains("error")) out.details.push_back({"error", "is required"});
  else if (!j["error"].is_string()) out.details.push_back({"error", "must be a string"});
  else {
    r.error = std::move(j["error"].get_ref<std::string&>());
    if (r.error.find_first_not_of(" \t\r\n") == std::string::npos) out.details.push_back({"error", "must not be empty"});
    else if (r.error.size() > kMaxErrorBytes)
      out.details.push_back({"error", "must be at most " + std::to_string(kMaxErrorBytes) + " bytes"});
  }
  if (j.contains("language") && !j["language"].is_null()) {
    if (!j["language"].is_string()) out.details.push_back({"language", "must be a string"});
    else if (auto c = core::canonicalLanguage(j["language"].get<std::string>())) r.language = *c;
    else out.details.push_back({"language", "is not an accepted value; accepted: " + core::describeLanguages()});
  }
  if (j.contains("ai") && !j["ai"].is_null()) {  // null: absent, as for every optional field
    if (!j["ai"].is_boolean()) out.details.push_back({"ai", "must be a boolean"});
    else r.ai = j["ai"].get<bool>();
  }
  if (!out.details.empty()) {
    out.message = "The request has invalid fields.";
    return out;
  }
  out.request = std::move(r);
  return out;
}

std::optional<int> parseLimit(const std::optional<std::string>& raw, std::string& problem) {
  if (!raw) return 10;
  const std::string& s = *raw;
  if (s.empty() || s.size() > 3 || s.find_first_not_of("0123456789") != std::string::npos) {
    problem = "must be a whole number from 1 to 50";
    return std::nullopt;
  }
  const int v = std::stoi(s);
  if (v < 1 || v > 50) {
    problem = "must be a whole number from 1 to 50";
    return std::nullopt;
  }
  return v;
}

}  // namespace errknow::wire
