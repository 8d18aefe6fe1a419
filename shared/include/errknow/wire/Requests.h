// Parsing of the API's request bodies and parameters, strictly and with the contract's errors:
// each problem names the field and what is wrong with it, so that the backend answers 422 with
// `details` and the MCP server an InvalidParams error. Never throws.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "errknow/wire/Json.h"

namespace errknow::wire {

inline constexpr std::size_t kMaxErrorBytes = 65536;
inline constexpr int kMaxJsonDepth = 64;

struct AnalyzeRequest {
  std::string error;
  std::string language;  // canonical id, or empty
  bool ai = false;
};

struct Parsed {
  std::optional<AnalyzeRequest> request;
  std::string message;               // one human sentence when request is empty
  std::vector<FieldProblem> details;  // the fields at fault
};

Parsed parseAnalyzeRequest(std::string_view body);

// `limit` of /search: absent -> 10; else a whole number in 1..50.
std::optional<int> parseLimit(const std::optional<std::string>& raw, std::string& problem);

// The nesting depth of a JSON text (brackets outside strings), stopping early past `cap`.
int jsonDepth(std::string_view text, int cap);

}  // namespace errknow::wire
