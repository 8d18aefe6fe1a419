// errknow-catc: the build-time catalogue compiler. Reads catalogue/ and writes the SQLite file
// that CMake embeds into the binaries. It refuses structurally broken sources; the full proof
// (`errknow catalogue check`) runs in the tests, so that one failing example does not stop a build.
#include <iostream>

#include "errknow/catalogue/Loader.h"
#include "errknow/core/Analyzer.h"
#include "errknow/core/Catalogue.h"
#include "errknow/store/CatalogueStore.h"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: errknow-catc CATALOGUE_DIR OUT.db\n";
    return 2;
  }
  auto loaded = errknow::catalogue::loadCatalogueDir(argv[1]);
  // Records with problems are left out, with a warning, so that one bad file does not stop the
  // build; `errknow catalogue check` (a test) fails on them. Broken categories stop it.
  for (const auto& p : loaded.problems) std::cerr << "warning: " << errknow::catalogue::formatProblem(p) << "\n";
  if (loaded.categories.empty()) return 1;
  try {
    errknow::core::Catalogue catalogue(std::move(loaded.categories), std::move(loaded.records));
    const errknow::core::Analyzer analyzer(catalogue);  // compiles the patterns once, here
    errknow::store::writeCatalogue(catalogue, argv[2], analyzer.serializedScanner());
    std::cout << "errknow-catc: " << catalogue.records().size() << " records -> " << argv[2] << "\n";
  } catch (const std::exception& e) {
    std::cerr << "errknow-catc: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
