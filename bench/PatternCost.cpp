// Which catalogue patterns are costly for Vectorscan's start-of-match tracking. Each pattern the
// scanner tracks (core::vectorscanTracksStart: not the fixed-width ones) is compiled alone twice,
// with the flags of the scanner's start-tracking database and of its one-end database
// (core::vectorscanFlags), and both are timed over the dev set's
// texts (the best of several passes, since this VM's speed drifts). A pattern whose tracked scan
// costs many times its one-end scan slows every analysis, matched or not: in session 11 eight such
// patterns made the whole database a third slower (bench/RESULTS.md). Rewrite what this lists.
// Usage: errknow_pattern_cost [MIN_RATIO]   (default 5; prints the worst 25 and those over it)
#include <hs/hs.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "DevSetTexts.h"
#include "errknow/core/PatternScanner.h"
#include "errknow/store/CatalogueStore.h"

namespace {

// Microseconds per text for one pattern compiled with `flags`, the best of 7 passes; < 0 when
// Vectorscan refuses the pattern with these flags.
double scanCost(const std::string& pattern, unsigned flags, const std::vector<std::string>& texts) {
  hs_database_t* db = nullptr;
  hs_compile_error_t* err = nullptr;
  if (hs_compile(pattern.c_str(), flags, HS_MODE_BLOCK, nullptr, &db, &err) != HS_SUCCESS) {
    if (err) hs_free_compile_error(err);
    return -1;
  }
  hs_scratch_t* scratch = nullptr;
  if (hs_alloc_scratch(db, &scratch) != HS_SUCCESS) {
    hs_free_database(db);
    return -1;
  }
  auto onMatch = [](unsigned, unsigned long long, unsigned long long, unsigned, void*) -> int { return 0; };
  double best = 1e18;
  for (int pass = 0; pass < 7; ++pass) {
    const auto t0 = std::chrono::steady_clock::now();
    for (const auto& t : texts)
      hs_scan(db, t.data(), static_cast<unsigned>(t.size()), 0, scratch, onMatch, nullptr);
    const std::chrono::duration<double, std::micro> d = std::chrono::steady_clock::now() - t0;
    best = std::min(best, d.count() / static_cast<double>(texts.size()));
  }
  hs_free_scratch(scratch);
  hs_free_database(db);
  return best;
}

struct Cost {
  double tracked, oneEnd;
  std::string where, pattern;
  double ratio() const { return tracked / std::max(oneEnd, 1e-3); }
};

}  // namespace

int main(int argc, char** argv) {
  const double minRatio = argc > 1 ? std::atof(argv[1]) : 5.0;
  const auto texts = readDevSetTexts(8000);
  auto store = errknow::store::openEmbeddedCatalogue();
  const auto flags = errknow::core::vectorscanFlags();
  std::vector<Cost> costs;
  for (const auto& r : store->catalogue().records())
    for (const auto& p : r.patterns) {
      if (!errknow::core::vectorscanTracksStart(p.regex)) continue;  // the scanner keeps it to one end
      const double tracked = scanCost(p.regex, flags.tracked, texts);
      if (tracked < 0) continue;
      const double oneEnd = scanCost(p.regex, flags.oneEnd, texts);
      if (oneEnd < 0) continue;
      costs.push_back({tracked, oneEnd, r.category + "/" + r.slug, p.regex});
    }
  std::sort(costs.begin(), costs.end(), [](const Cost& a, const Cost& b) { return a.ratio() > b.ratio(); });
  std::printf("%zu patterns timed over %zu dev-set texts (us per text: tracked / one end)\n", costs.size(), texts.size());
  int over = 0;
  for (std::size_t i = 0; i < costs.size(); ++i) {
    const Cost& c = costs[i];
    const bool flagged = c.ratio() >= minRatio;
    over += flagged ? 1 : 0;
    if (i >= 25 && !flagged) break;
    std::printf("%s %6.1fx  %.3f / %.3f  %s  %s\n", flagged ? "!!" : "  ", c.ratio(), c.tracked, c.oneEnd,
                c.where.c_str(), c.pattern.c_str());
  }
  std::printf("%d pattern(s) at %.1fx or more\n", over, minRatio);
  return over > 0 ? 1 : 0;
}
