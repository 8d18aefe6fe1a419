// The calibration stage: maps the internal score to the probability that the answer is right.
// Fitted on the dev set's shape: a strong, unopposed pattern is right nearly always; a lone code
// token far less; a search hit, a generic answer and an answer the text gives no ecosystem for
// are capped low (a generic answer names the ecosystem, not the error).
#include <algorithm>
#include <cmath>

#include "AnalysisStages.h"

namespace errknow::core::stages {

double calibrate(double score, double runnerUp, bool fromSearch, bool generic, bool grounded) {
  if (!grounded) return std::clamp(score * 0.3, 0.02, 0.2);
  if (generic) return std::clamp(score * 0.5, 0.05, 0.3);
  if (fromSearch) return std::clamp(score * 0.6, 0.05, 0.35);
  const double margin = std::clamp((score - runnerUp) / 0.3, 0.0, 1.0);
  const double base = 1.0 / (1.0 + std::exp(-9.0 * (score - 0.62)));
  return std::clamp(base * (0.7 + 0.3 * margin), 0.02, 0.98);
}

}  // namespace errknow::core::stages
