// Analyze on fresh texts of 0.5 KB, 8 KB and 64 KB with the full embedded catalogue, for both
// scanner engines. Texts are built from the dev set's real errors mixed with log noise carrying
// random ids, and every iteration gets a text not seen before in that run (RE2's lazy DFA makes a
// repeated text look far faster than a fresh one).
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "DevSetTexts.h"
#include "errknow/core/Analyzer.h"
#include "errknow/core/Ecosystems.h"
#include "errknow/core/Normalizer.h"
#include "errknow/core/Signals.h"
#include "errknow/store/CatalogueStore.h"
#include "errknow/wire/Json.h"

namespace {

const std::vector<std::string>& devTexts() {
  static const std::vector<std::string> texts = readDevSetTexts();
  return texts;
}

std::string noiseLine(std::mt19937& rng) {
  static const char* words[] = {"INFO", "DEBUG", "request", "handled", "user", "session", "cache", "miss", "ok",
                                "worker", "queue", "took", "ms", "GET", "/api/items", "200", "retry", "id"};
  std::string s = "2026-11-22 10:" + std::to_string(rng() % 60) + ":" + std::to_string(rng() % 60) + " ";
  for (int i = 0; i < 8; ++i) {
    s += words[rng() % (sizeof(words) / sizeof(*words))];
    s += ' ';
  }
  s += "trace=" + std::to_string(rng()) + "\n";
  return s;
}

// `count` distinct texts of about `size` bytes: noise with one or two real errors inside.
std::vector<std::string> makeTexts(std::size_t size, std::size_t count, unsigned seed) {
  std::mt19937 rng(seed);
  const auto& dev = devTexts();
  std::vector<std::string> out;
  out.reserve(count);
  for (std::size_t i = 0; i < count; ++i) {
    std::string t;
    const std::string& err = dev[rng() % dev.size()];
    while (t.size() + err.size() < size / 2) t += noiseLine(rng);
    t += err.substr(0, size / 2);
    while (t.size() < size) t += noiseLine(rng);
    t.resize(size);
    out.push_back(std::move(t));
  }
  return out;
}

// The embedded catalogue, or the compiled one ERRKNOW_BENCH_CATALOGUE names (to compare catalogues
// with one binary: `errknow catalogue build DIR -o FILE`).
std::unique_ptr<errknow::store::CatalogueStore> benchCatalogue() {
  const char* path = std::getenv("ERRKNOW_BENCH_CATALOGUE");
  if (path && *path) return errknow::store::CatalogueStore::openFile(path);
  return errknow::store::openEmbeddedCatalogue();
}

struct Fixture {
  std::unique_ptr<errknow::store::CatalogueStore> store = benchCatalogue();
  errknow::core::Analyzer vectorscan{store->catalogue(), store.get(), errknow::store::analyzerOptions(*store)};
  errknow::core::Analyzer re2set{store->catalogue(), store.get(), re2Options()};
  static errknow::core::AnalyzerOptions re2Options() {
    errknow::core::AnalyzerOptions o;
    o.engine = errknow::core::ScannerEngine::Re2Set;
    return o;
  }
};
Fixture& fixture() {
  static Fixture f;
  return f;
}

void run(benchmark::State& state, const errknow::core::Analyzer& analyzer) {
  const auto size = static_cast<std::size_t>(state.range(0));
  const auto texts = makeTexts(size, static_cast<std::size_t>(state.max_iterations), static_cast<unsigned>(size));
  std::size_t i = 0;
  for (auto _ : state) {
    auto a = analyzer.analyze(texts[i++ % texts.size()]);
    benchmark::DoNotOptimize(a);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * size));
}

void BM_Analyze_Vectorscan(benchmark::State& state) { run(state, fixture().vectorscan); }

// The HTTP load script's mix: the dev set's errors as they are, in turn; with `toJson`, also the
// API's JSON of each analysis, dumped, as POST /api/v1/analyze makes it.
void devSet(benchmark::State& state, bool toJson) {
  const auto& texts = devTexts();
  const errknow::wire::Urls urls{"http://127.0.0.1:8080"};
  fixture();  // load the catalogue and compile both engines outside the timed loop
  std::size_t i = 0;
  for (auto _ : state) {
    auto a = fixture().vectorscan.analyze(texts[i++ % texts.size()]);
    if (toJson) {
      std::string body = errknow::wire::analysisText(a, urls);
      benchmark::DoNotOptimize(body);
    }
    benchmark::DoNotOptimize(a);
  }
}
void BM_DevSet_Analyze(benchmark::State& state) { devSet(state, false); }
// The wild dev set's real pastes (64 ecosystems) in turn; skipped without ../shared.
void BM_WildDev_Analyze(benchmark::State& state) {
  static const std::vector<std::string> texts = readWildDevTexts();
  if (texts.empty()) {
    state.SkipWithError("../shared/eval/wild-dev.jsonl not found");
    return;
  }
  fixture();
  std::size_t i = 0;
  for (auto _ : state) {
    auto a = fixture().vectorscan.analyze(texts[i++ % texts.size()]);
    benchmark::DoNotOptimize(a);
  }
}
// Two stages of the analysis alone, on the same mix: normalising and the signals; the ecosystems
// stage on texts already normalised, with their signals.
void BM_DevSet_Signals(benchmark::State& state) {
  const auto& texts = devTexts();
  std::size_t i = 0;
  for (auto _ : state) {
    auto s = errknow::core::extractSignals(errknow::core::normalize(texts[i++ % texts.size()]));
    benchmark::DoNotOptimize(s);
  }
}
BENCHMARK(BM_DevSet_Signals)->Unit(benchmark::kMicrosecond);
void BM_DevSet_Ecosystems(benchmark::State& state) {
  static const errknow::core::EcosystemDetector detector;
  std::vector<errknow::core::NormalizedText> texts;
  std::vector<errknow::core::Signals> signals;
  for (const auto& t : devTexts()) {
    texts.push_back(errknow::core::normalize(t));
    signals.push_back(errknow::core::extractSignals(texts.back()));
  }
  std::size_t i = 0;
  for (auto _ : state) {
    const std::size_t k = i++ % texts.size();
    auto e = detector.detect(texts[k], signals[k], "");
    benchmark::DoNotOptimize(e);
  }
}
BENCHMARK(BM_DevSet_Ecosystems)->Unit(benchmark::kMicrosecond);
// The API's JSON alone, of analyses made beforehand.
void BM_DevSet_JsonOnly(benchmark::State& state) {
  std::vector<errknow::core::Analysis> analyses;
  for (const auto& t : devTexts()) analyses.push_back(fixture().vectorscan.analyze(t));
  const errknow::wire::Urls urls{"http://127.0.0.1:8080"};
  fixture();  // load the catalogue and compile both engines outside the timed loop
  std::size_t i = 0;
  for (auto _ : state) {
    std::string body = errknow::wire::analysisText(analyses[i++ % analyses.size()], urls);
    benchmark::DoNotOptimize(body);
  }
}
BENCHMARK(BM_DevSet_JsonOnly)->Unit(benchmark::kMicrosecond);
// The same with the records' parts written once beforehand, as errknow-server does.
void BM_DevSet_JsonOnly_RecordParts(benchmark::State& state) {
  std::vector<errknow::core::Analysis> analyses;
  for (const auto& t : devTexts()) analyses.push_back(fixture().vectorscan.analyze(t));
  const errknow::wire::Urls urls{"http://127.0.0.1:8080"};
  const errknow::wire::RecordParts parts(fixture().store->catalogue(), urls);
  std::size_t i = 0;
  for (auto _ : state) {
    std::string body = errknow::wire::analysisText(analyses[i++ % analyses.size()], urls, &parts);
    benchmark::DoNotOptimize(body);
  }
}
BENCHMARK(BM_DevSet_JsonOnly_RecordParts)->Unit(benchmark::kMicrosecond);
void BM_DevSet_AnalyzeAndJson(benchmark::State& state) { devSet(state, true); }
BENCHMARK(BM_DevSet_Analyze)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_WildDev_Analyze)->Unit(benchmark::kMicrosecond);
// The same mix on as many threads as errknow-server serves connections in the load script.
BENCHMARK(BM_DevSet_Analyze)->Unit(benchmark::kMicrosecond)->Threads(2)->Threads(16);
BENCHMARK(BM_DevSet_AnalyzeAndJson)->Unit(benchmark::kMicrosecond);
void BM_Analyze_Re2Set(benchmark::State& state) { run(state, fixture().re2set); }

}  // namespace

// A fixed iteration count per size, so that every iteration analyzes a text never seen before.
BENCHMARK(BM_Analyze_Vectorscan)->Arg(512)->Iterations(4000)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Analyze_Vectorscan)->Arg(8192)->Iterations(1500)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Analyze_Vectorscan)->Arg(65536)->Iterations(200)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Analyze_Re2Set)->Arg(512)->Iterations(1000)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Analyze_Re2Set)->Arg(8192)->Iterations(300)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Analyze_Re2Set)->Arg(65536)->Iterations(40)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
