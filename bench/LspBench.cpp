// errknow-lsp's features in process with the embedded catalogue: hover on a code, a code action
// on a foreign diagnostic, and diagnostics for a 100,000-line log (issue 4's latency targets).
// Each hover and code action gets a line it has not seen in that run (RE2's lazy DFA would make a
// repeated text look faster than a fresh one).
#include <benchmark/benchmark.h>

#include <random>
#include <string>

#include "features/CodeActions.h"
#include "features/Diagnostics.h"
#include "features/Hover.h"
#include "features/Knowledge.h"

namespace {
using namespace errknow::lsp;

Knowledge& knowledge() {
  static auto k = makeEmbeddedKnowledge("", "http://127.0.0.1:8080");
  return *k;
}

Document makeDoc(std::string text, std::string languageId) {
  Document d;
  d.uri = "file:///bench/x";
  d.languageId = std::move(languageId);
  d.text = std::move(text);
  d.lines = LineIndex(d.text);
  return d;
}

void BM_HoverOnACode(benchmark::State& state) {
  std::mt19937 rng(7);
  knowledge();  // load the catalogue outside the timed loop
  for (auto _ : state) {
    state.PauseTiming();
    const Document d = makeDoc("2026-11-22 10:00:02 ERROR connect ECONNREFUSED 127.0.0.1:" + std::to_string(rng() % 60000) + "\n", "log");
    state.ResumeTiming();
    benchmark::DoNotOptimize(hover(knowledge(), d, Position{0, 36}, PositionEncoding::Utf16));
  }
}
BENCHMARK(BM_HoverOnACode)->Unit(benchmark::kMicrosecond);

void BM_CodeActionOnAForeignDiagnostic(benchmark::State& state) {
  std::mt19937 rng(11);
  knowledge();
  const Document d = makeDoc("import requests\n", "python");
  for (auto _ : state) {
    state.PauseTiming();
    const Json params = {{"range", {{"start", {{"line", 0}, {"character", 0}}}, {"end", {{"line", 0}, {"character", 15}}}}},
                         {"context", {{"diagnostics", Json::array({{{"range", {{"start", {{"line", 0}, {"character", 0}}}, {"end", {{"line", 0}, {"character", 15}}}}},
                                                                    {"source", "Pylance"},
                                                                    {"message", "ModuleNotFoundError: No module named 'pkg" + std::to_string(rng()) + "'"}}})}}}};
    state.ResumeTiming();
    benchmark::DoNotOptimize(codeActions(knowledge(), &d, params, PositionEncoding::Utf16, {}));
  }
}
BENCHMARK(BM_CodeActionOnAForeignDiagnostic)->Unit(benchmark::kMicrosecond);

void BM_DiagnosticsFor100kLineLog(benchmark::State& state) {
  std::mt19937 rng(3);
  std::string text;
  for (int i = 0; i < 100000; ++i) {
    if (i % 997 == 0) text += "2026-11-22 10:00:02 ERROR connect ECONNREFUSED 127.0.0.1:5432\n";
    else text += "2026-11-22 10:00:0" + std::to_string(i % 10) + " INFO request " + std::to_string(rng()) + " served in " + std::to_string(rng() % 900) + " ms\n";
  }
  const Document d = makeDoc(text, "log");
  for (auto _ : state) benchmark::DoNotOptimize(diagnosticsFor(knowledge(), d, PositionEncoding::Utf16));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(text.size()));
}
BENCHMARK(BM_DiagnosticsFor100kLineLog)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace

BENCHMARK_MAIN();
