// The `errknow` command line: one dispatcher and one function per subcommand. Commands write to
// the streams in Io so that tests run them in process; main.cpp only wires real stdio.
#pragma once

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "errknow/core/Analyzer.h"
#include "errknow/store/CatalogueStore.h"

namespace errknow::cli {

struct Io {
  std::istream& in;
  std::ostream& out;
  std::ostream& err;
  bool colour = false;  // the report may use ANSI colours (stdout is a terminal)
};

// Parsed arguments: flags (--name value or --name) and positionals, in order.
class Args {
 public:
  // `valued` lists the flags that take a value. Unknown flags are errors.
  Args(const std::vector<std::string>& argv, const std::vector<std::string>& valued,
       const std::vector<std::string>& booleans);
  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  bool has(const std::string& flag) const;
  std::string value(const std::string& flag, const std::string& fallback = "") const;
  const std::vector<std::string>& positional() const { return positional_; }

 private:
  std::vector<std::pair<std::string, std::string>> flags_;
  std::vector<std::string> positional_;
  std::string error_;
};

// What every subcommand does first: on a parse error, print it with the usage (exit 2); on
// --help, print the usage (exit 0). Returns the exit code when the command should stop there.
std::optional<int> handleUsage(const Args& args, Io& io, const char* command, const char* usage);

// The catalogue the commands use: --catalogue PATH, else $ERRKNOW_CATALOGUE, else the embedded one.
std::unique_ptr<store::CatalogueStore> openCatalogue(const std::string& path);
std::string publicBaseUrl();

int run(const std::vector<std::string>& argv, Io& io);

int cmdAnalyze(const std::vector<std::string>& args, Io& io);
int cmdSearch(const std::vector<std::string>& args, Io& io);
int cmdShow(const std::vector<std::string>& args, Io& io);
int cmdCategories(const std::vector<std::string>& args, Io& io);
int cmdCatalogue(const std::vector<std::string>& args, Io& io);
int cmdEval(const std::vector<std::string>& args, Io& io);
int cmdUsers(const std::vector<std::string>& args, Io& io);
int cmdKeys(const std::vector<std::string>& args, Io& io);
int cmdStore(const std::vector<std::string>& args, Io& io);
int cmdMcp(const std::vector<std::string>& args, Io& io);

// Renders an analysis as a readable report.
void printReport(const core::Analysis& analysis, const std::string& baseUrl, Io& io);

}  // namespace errknow::cli
