// `errknow store migrate|status`: brings the accounts store's schema up to date (SQLite file or
// PostgreSQL URL) and says which version it is at. Servers migrate at start too; this command lets
// operators do it first, once, before several instances start.
#include "Cli.h"
#include "accounts/AccountService.h"

namespace errknow::cli {

int cmdStore(const std::vector<std::string>& argv, Io& io) {
  static const char* help =
      "usage: errknow store migrate [--store LOCATION]   apply the schema migrations this build knows\n"
      "       errknow store status [--store LOCATION]    the engine and schema version\n"
      "LOCATION: a SQLite file path or a postgresql://user:password@host:port/db URL\n"
      "(default: $ERRKNOW_STORE, else $ERRKNOW_DATA_DIR/store.db)\n";
  Args args(argv, {"--store"}, {"--help"});
  if (auto rc = handleUsage(args, io, "errknow store", help)) return *rc;
  const auto& pos = args.positional();
  if (pos.size() != 1 || (pos[0] != "migrate" && pos[0] != "status")) {
    io.err << "errknow store: expected migrate or status\n" << help;
    return 2;
  }
  try {
    // Opening a store applies its migrations, under a lock, each one once.
    auto store = accounts::openStore(args.has("--store") ? args.value("--store") : accounts::defaultStoreLocation());
    store->ping();
    io.out << (pos[0] == "migrate" ? "migrated: " : "") << store->engine() << " store at schema version "
           << store->schemaVersion() << "\n";
    return 0;
  } catch (const std::exception& e) {
    io.err << "errknow store: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace errknow::cli
