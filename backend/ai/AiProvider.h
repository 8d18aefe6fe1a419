// The port to the AI deep analysis (`ai: true`). Providers (builtin, openai) are the AI issue; until
// they exist the server uses UnavailableAiProvider, which fails as the contract says a failing
// provider does: the response is still 200 with `ai: {"error": ...}` and the AI quota is not charged.
#pragma once

#include <string>

#include "errknow/core/Analyzer.h"
#include "errknow/wire/Json.h"

namespace errknow::backend {

struct AiResult {
  bool ok = false;
  wire::Json value;   // the `ai` object when ok
  std::string error;  // why not, when !ok
};

class AiProvider {
 public:
  virtual ~AiProvider() = default;
  virtual AiResult analyze(const std::string& input, const core::Analysis& analysis) = 0;
};

class UnavailableAiProvider final : public AiProvider {
 public:
  AiResult analyze(const std::string&, const core::Analysis&) override {
    return {false, {}, "AI deep analysis is not available on this server yet"};
  }
};

}  // namespace errknow::backend
