// Catalogue costs: opening the embedded catalogue, building its full-text search index (built
// once, on the first search of a process), and a search of the query set
// (tests/data/search-queries.jsonl: codes, names, messages and colloquial phrasings).
#include <benchmark/benchmark.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

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

// One search (ten hits and the total) per iteration, cycling through the query set.
void BM_Search_QuerySet(benchmark::State& state) {
  std::vector<std::string> queries;
  std::ifstream in(ERRKNOW_SOURCE_DIR "/tests/data/search-queries.jsonl");
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) queries.push_back(nlohmann::json::parse(line).at("q").get<std::string>());
  if (queries.empty()) {
    state.SkipWithError("tests/data/search-queries.jsonl not found");
    return;
  }
  const auto catalogue = store::openEmbeddedCatalogue();
  catalogue->searchWithTotal("warm up", 10);  // builds the index
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(catalogue->searchWithTotal(queries[i++ % queries.size()], 10));
  state.counters["queries"] = static_cast<double>(queries.size());
}
BENCHMARK(BM_Search_QuerySet)->Unit(benchmark::kMicrosecond);
}  // namespace

BENCHMARK_MAIN();
