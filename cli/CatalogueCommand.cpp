// `errknow catalogue check|build`: prove the YAML records, or compile them into SQLite.
#include <filesystem>
#include <iostream>

#include "Cli.h"
#include "errknow/catalogue/Checker.h"
#include "errknow/catalogue/Loader.h"

namespace errknow::cli {

int cmdCatalogue(const std::vector<std::string>& argv, Io& io) {
  static const char* help =
      "usage: errknow catalogue check [DIR]\n"
      "       errknow catalogue build [DIR] [-o FILE]\n"
      "DIR defaults to ./catalogue. check proves every record (format, identities, tiers, filler,\n"
      "patterns, and that each example is detected as its own record) and lists every problem with\n"
      "its file and line. build checks the format and writes the SQLite catalogue (default\n"
      "catalogue.db).\n";
  Args args(argv, {"-o", "--output"}, {"--help", "--quiet"});
  if (auto rc = handleUsage(args, io, "errknow catalogue", help)) return *rc;
  const auto& pos = args.positional();
  if (pos.empty() || (pos[0] != "check" && pos[0] != "build") || pos.size() > 2) {
    io.err << "errknow catalogue: expected check or build\n" << help;
    return 2;
  }
  const std::string dir = pos.size() > 1 ? pos[1] : "catalogue";
  if (!std::filesystem::is_directory(dir)) {
    io.err << "errknow catalogue: " << dir << " is not a directory\n";
    return 2;
  }
  auto loaded = catalogue::loadCatalogueDir(dir);
  if (pos[0] == "check") {
    catalogue::CheckSummary summary;
    const auto problems = catalogue::checkCatalogue(loaded, &summary);
    for (const auto& p : problems) io.err << catalogue::formatProblem(p) << "\n";
    io.out << "catalogue check: " << summary.records << " records, " << summary.examplesProved << "/"
           << summary.examples << " examples proved, " << problems.size() << " problems\n";
    return problems.empty() ? 0 : 1;
  }
  if (!loaded.problems.empty()) {
    for (const auto& p : loaded.problems) io.err << catalogue::formatProblem(p) << "\n";
    io.err << "errknow catalogue build: " << loaded.problems.size() << " problems; nothing written\n";
    return 1;
  }
  const std::string out = args.value("-o", args.value("--output", "catalogue.db"));
  core::Catalogue cat(std::move(loaded.categories), std::move(loaded.records));
  const core::Analyzer analyzer(cat);
  store::writeCatalogue(cat, out, analyzer.serializedScanner());
  io.out << "catalogue build: " << cat.records().size() << " records in " << cat.categories().size()
         << " categories -> " << out << "\n";
  return 0;
}

}  // namespace errknow::cli
