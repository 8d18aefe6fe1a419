// libFuzzer target: any bytes through the whole analyzer (normalise, signals, scan, rank), the
// builtin deep analysis and the JSON conversions, on the real embedded catalogue. Built by
// scripts/fuzz.sh with clang-14.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>

#include "errknow/ai/AiJson.h"
#include "errknow/ai/DeepAnalysis.h"
#include "errknow/core/Analyzer.h"
#include "errknow/store/CatalogueStore.h"
#include "errknow/wire/Json.h"

namespace {
std::unique_ptr<errknow::store::CatalogueStore> store;
std::unique_ptr<errknow::core::Analyzer> analyzerPtr;
}  // namespace

// Compiling the catalogue's patterns takes seconds under the sanitizers: do it before the clock
// of the first input starts.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  store = errknow::store::openEmbeddedCatalogue();
  analyzerPtr = std::make_unique<errknow::core::Analyzer>(store->catalogue(), store.get(),
                                                          errknow::store::analyzerOptions(*store));
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const errknow::core::Analyzer& analyzer = *analyzerPtr;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto analysis = analyzer.analyze(text, size % 2 ? "python" : "");
  if (analysis.findings.empty()) __builtin_trap();
  const auto json = errknow::wire::analysisJson(analysis, errknow::wire::Urls{});
  (void)json.dump();  // must not throw: every string is valid UTF-8 after normalisation
  const auto deep = errknow::ai::analyzeDeeply(text, analysis);
  if (deep.summary.empty() || deep.steps.empty() || deep.confidence < 0 || deep.confidence > 1) __builtin_trap();
  (void)errknow::ai::deepAnalysisJson(deep).dump();
  return 0;
}
