// The analyzer over the whole embedded catalogue, built once for a test binary.
#pragma once

#include "errknow/core/Analyzer.h"
#include "errknow/store/CatalogueStore.h"

namespace errknow::testsupport {
inline const core::Analyzer& embeddedAnalyzer() {
  static auto store = store::openEmbeddedCatalogue();
  static core::Analyzer a(store->catalogue(), store.get(), store::analyzerOptions(*store));
  return a;
}
}  // namespace errknow::testsupport
