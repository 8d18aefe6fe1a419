// The port to the AI deep analysis (`ai: true`). Implementations: BuiltinAiProvider (the default,
// offline), OpenAiProvider (an OpenAI-compatible endpoint), UnavailableAiProvider (ai_provider =
// none). A failure is not an exception: the route answers 200 with `ai: {"error": ...}` and does not
// charge the AI quota. analyze() is called from many request threads at once.
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
    return {false, {}, "AI deep analysis is turned off on this server (ai_provider = none)"};
  }
};

}  // namespace errknow::backend
