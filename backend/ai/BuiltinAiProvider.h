// The default AI provider: the builtin deep analysis of the shared library (errknow::ai), offline
// and deterministic. It never fails, so an `ai: true` call with it is always charged.
#pragma once

#include "ai/AiProvider.h"
#include "errknow/ai/AiJson.h"
#include "errknow/ai/DeepAnalysis.h"

namespace errknow::backend {

class BuiltinAiProvider final : public AiProvider {
 public:
  AiResult analyze(const std::string& input, const core::Analysis& analysis) override {
    return {true, ai::deepAnalysisJson(ai::analyzeDeeply(input, analysis)), {}};
  }
};

}  // namespace errknow::backend
