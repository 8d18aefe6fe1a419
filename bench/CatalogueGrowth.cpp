// What the catalogue's growth costs the analysis: the same analyzer over the embedded catalogue
// and over an older compiled one (`errknow catalogue build OLD_DIR -o old.db`, e.g. from `git
// archive REV catalogue`), text by text in turn on the dev set and the wild dev set, so that this
// VM's drift (runs minutes apart differ by 30% here) weighs on both alike. Prints the mean analysis
// time per text of each and their ratio, with the spread of the per-round ratios.
// Usage: errknow_catalogue_growth OLD.db [ROUNDS]   (default 20)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "DevSetTexts.h"
#include "errknow/core/Analyzer.h"
#include "errknow/store/CatalogueStore.h"

namespace {

using errknow::core::Analyzer;

double analyzeMicros(const Analyzer& analyzer, const std::string& text) {
  const auto start = std::chrono::steady_clock::now();
  const auto analysis = analyzer.analyze(text);
  const auto end = std::chrono::steady_clock::now();
  if (analysis.findings.empty()) std::fputs("an analysis without findings\n", stderr);  // never: keeps the call
  return std::chrono::duration<double, std::micro>(end - start).count();
}

void compare(const char* name, const std::vector<std::string>& texts, const Analyzer& now, const Analyzer& old, int rounds) {
  if (texts.empty()) {
    std::printf("%s: no texts (is ../shared beside the checkout?)\n", name);
    return;
  }
  for (const auto& t : texts) analyzeMicros(now, t), analyzeMicros(old, t);  // warm both
  double sumNow = 0, sumOld = 0;
  std::vector<double> ratios;
  for (int r = 0; r < rounds; ++r) {
    double roundNow = 0, roundOld = 0;
    for (std::size_t i = 0; i < texts.size(); ++i) {
      // Alternate which goes first, so that neither always finds the other's data in the caches.
      if ((i + static_cast<std::size_t>(r)) % 2 == 0) {
        roundNow += analyzeMicros(now, texts[i]);
        roundOld += analyzeMicros(old, texts[i]);
      } else {
        roundOld += analyzeMicros(old, texts[i]);
        roundNow += analyzeMicros(now, texts[i]);
      }
    }
    sumNow += roundNow;
    sumOld += roundOld;
    ratios.push_back(roundNow / roundOld);
  }
  std::sort(ratios.begin(), ratios.end());
  const double n = static_cast<double>(rounds) * static_cast<double>(texts.size());
  std::printf("%s (%zu texts, %d rounds): now %.1f us/text, old %.1f us/text, ratio %.3f (per round %.3f-%.3f)\n", name,
              texts.size(), rounds, sumNow / n, sumOld / n, sumNow / sumOld, ratios.front(), ratios.back());
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fputs("usage: errknow_catalogue_growth OLD.db [ROUNDS]\n", stderr);
    return 2;
  }
  const int rounds = argc > 2 ? std::max(1, std::atoi(argv[2])) : 20;
  const auto now = errknow::store::openEmbeddedCatalogue();
  const auto old = errknow::store::CatalogueStore::openFile(argv[1]);
  const Analyzer nowAnalyzer{now->catalogue(), now.get(), errknow::store::analyzerOptions(*now)};
  const Analyzer oldAnalyzer{old->catalogue(), old.get(), errknow::store::analyzerOptions(*old)};
  std::printf("records: now %zu, old %zu (x%.2f)\n", now->catalogue().records().size(), old->catalogue().records().size(),
              static_cast<double>(now->catalogue().records().size()) / static_cast<double>(old->catalogue().records().size()));
  compare("dev set", readDevSetTexts(), nowAnalyzer, oldAnalyzer, rounds);
  compare("wild dev set", readWildDevTexts(), nowAnalyzer, oldAnalyzer, rounds);
  return 0;
}
