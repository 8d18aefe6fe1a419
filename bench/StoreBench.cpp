// Catalogue start-up costs: opening the embedded catalogue and building its full-text search index
// (built once, on the first search of a process).
#include <benchmark/benchmark.h>

#include "SearchIndex.h"
#include "errknow/store/CatalogueStore.h"

namespace {
using namespace errknow;

void BM_OpenEmbeddedCatalogue(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(store::openEmbeddedCatalogue());
}
BENCHMARK(BM_OpenEmbeddedCatalogue)->Unit(benchmark::kMillisecond)->Iterations(5);

void BM_SearchIndex_Build(benchmark::State& state) {
  const auto catalogue = store::openEmbeddedCatalogue();
  for (auto _ : state) {
    const store::search::SearchIndex index(catalogue->catalogue());
    benchmark::DoNotOptimize(&index);
  }
  state.counters["records"] = static_cast<double>(catalogue->catalogue().records().size());
}
BENCHMARK(BM_SearchIndex_Build)->Unit(benchmark::kMillisecond)->Iterations(5);
}  // namespace

BENCHMARK_MAIN();
