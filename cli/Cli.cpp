// The dispatcher, argument parsing and catalogue selection shared by every subcommand.
#include "Cli.h"

#include <cstdlib>
#include <iostream>

namespace errknow::cli {
namespace {

const char* kUsage = R"(errknow: explains errors, offline, from a catalogue of known errors.

usage: errknow <command> [options]

commands:
  analyze [--language L] [--ai] [--json] [FILE|-]
                                             analyze an error, log or stack trace (stdin with - or no FILE;
                                             --ai adds the offline deep analysis)
  search [--limit N] [--json] QUERY          search the catalogue by code or text
  show [--json] CATEGORY SLUG-OR-CODE        print one catalogue record
  categories [--json]                        list the catalogue's categories
  mcp [--remote URL]                         Model Context Protocol server on stdio, for AI agents
  catalogue check [DIR]                      prove the YAML records (default: ./catalogue)
  catalogue build [DIR] [-o FILE]            compile the records into a SQLite catalogue
  eval FILE                                  top-1, top-3 and calibration over a JSON-lines corpus
  users add EMAIL [--plan P]                 add a user to the accounts store
  users password EMAIL                       set a user's website password (from stdin)
  keys create|list|rotate EMAIL              manage a user's API keys
  keys revoke EMAIL PREFIX|--all             revoke one key, or every key of the user
  store migrate|status [--store LOCATION]    apply the accounts store's schema migrations / show its version

common options:
  --catalogue FILE   use this compiled catalogue instead of the embedded one ($ERRKNOW_CATALOGUE)
  --help             help for a command
  --version          print the version

environment: ERRKNOW_CATALOGUE, ERRKNOW_PUBLIC_URL (base of the `url` fields, default http://127.0.0.1:8080),
  ERRKNOW_STORE (the accounts store), ERRKNOW_DATA_DIR, ERRKNOW_CONFIG
)";

}  // namespace

Args::Args(const std::vector<std::string>& argv, const std::vector<std::string>& valued,
           const std::vector<std::string>& booleans) {
  auto in = [](const std::vector<std::string>& v, const std::string& s) {
    for (const auto& x : v)
      if (x == s) return true;
    return false;
  };
  bool onlyPositional = false;
  for (std::size_t i = 0; i < argv.size(); ++i) {
    const std::string& a = argv[i];
    if (onlyPositional || a == "-" || a.size() < 2 || a[0] != '-') {
      positional_.push_back(a);
      continue;
    }
    if (a == "--") {
      onlyPositional = true;
      continue;
    }
    std::string name = a, value;
    const std::size_t eq = a.find('=');
    if (eq != std::string::npos) {
      name = a.substr(0, eq);
      value = a.substr(eq + 1);
    }
    if (in(valued, name)) {
      if (eq == std::string::npos) {
        if (i + 1 >= argv.size()) {
          error_ = "option " + name + " needs a value";
          return;
        }
        value = argv[++i];
      }
      flags_.emplace_back(name, value);
    } else if (in(booleans, name) && eq == std::string::npos) {
      flags_.emplace_back(name, "");
    } else {
      error_ = "unknown option " + name;
      return;
    }
  }
}

bool Args::has(const std::string& flag) const {
  for (const auto& f : flags_)
    if (f.first == flag) return true;
  return false;
}

std::string Args::value(const std::string& flag, const std::string& fallback) const {
  for (auto it = flags_.rbegin(); it != flags_.rend(); ++it)
    if (it->first == flag) return it->second;
  return fallback;
}

std::optional<int> handleUsage(const Args& args, Io& io, const char* command, const char* usage) {
  if (!args.ok()) {
    io.err << command << ": " << args.error() << "\n" << usage;
    return 2;
  }
  if (args.has("--help")) {
    io.out << usage;
    return 0;
  }
  return std::nullopt;
}

std::unique_ptr<store::CatalogueStore> openCatalogue(const std::string& path) {
  std::string p = path;
  if (p.empty())
    if (const char* env = std::getenv("ERRKNOW_CATALOGUE")) p = env;
  if (!p.empty()) return store::CatalogueStore::openFile(p);
  return store::openEmbeddedCatalogue();
}

std::string publicBaseUrl() {
  const char* env = std::getenv("ERRKNOW_PUBLIC_URL");
  std::string base = env && *env ? env : "http://127.0.0.1:8080";
  while (!base.empty() && base.back() == '/') base.pop_back();
  return base;
}

int run(const std::vector<std::string>& argv, Io& io) {
  if (argv.empty() || argv[0] == "--help" || argv[0] == "-h" || argv[0] == "help") {
    (argv.empty() ? io.err : io.out) << kUsage;
    return argv.empty() ? 2 : 0;
  }
  if (argv[0] == "--version") {
    io.out << "errknow " << ERRKNOW_VERSION << "\n";
    return 0;
  }
  const std::vector<std::string> rest(argv.begin() + 1, argv.end());
  const std::string& cmd = argv[0];
  try {
    if (cmd == "analyze") return cmdAnalyze(rest, io);
    if (cmd == "search") return cmdSearch(rest, io);
    if (cmd == "show") return cmdShow(rest, io);
    if (cmd == "categories") return cmdCategories(rest, io);
    if (cmd == "catalogue") return cmdCatalogue(rest, io);
    if (cmd == "eval") return cmdEval(rest, io);
    if (cmd == "users") return cmdUsers(rest, io);
    if (cmd == "keys") return cmdKeys(rest, io);
    if (cmd == "store") return cmdStore(rest, io);
    if (cmd == "mcp") return cmdMcp(rest, io);
  } catch (const store::StoreError& e) {
    io.err << "errknow: " << e.what() << "\n";
    return 1;
  } catch (const std::exception& e) {
    io.err << "errknow: " << cmd << ": " << e.what() << "\n";
    return 1;
  }
  io.err << "errknow: unknown command '" << cmd << "' (see errknow --help)\n";
  return 2;
}

}  // namespace errknow::cli
