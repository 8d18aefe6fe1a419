// `errknow users add|password` and `errknow keys create|list|rotate|revoke`: the accounts store from the
// terminal. The store is --store, else $ERRKNOW_STORE, else $ERRKNOW_DATA_DIR/store.db; plans come
// from --config / $ERRKNOW_CONFIG (the server's config file) or the defaults.
#include <iostream>
#include <string>

#include "Cli.h"
#include "ServerConfig.h"
#include "accounts/AccountService.h"

namespace errknow::cli {
namespace {

accounts::Plans plansFrom(const Args& args) {
  std::vector<std::string> cfg;
  if (args.has("--config")) cfg = {"--config", args.value("--config")};
  bool help = false, version = false;
  return backend::loadServerConfig(cfg, help, version).plans;  // reads ERRKNOW_CONFIG when no flag
}

// The store the command works on, said on standard error (the server prints its own on start:
// a key made in one store does not work against a server on another).
std::unique_ptr<accounts::AccountStore> storeFrom(const Args& args, Io& io) {
  const std::string location = args.has("--store") ? args.value("--store") : accounts::defaultStoreLocation();
  std::string shown = location;
  if (accounts::isDatabaseUrl(location))  // without the user and password
    if (const auto at = location.find('@'); at != std::string::npos)
      shown = location.substr(0, location.find("://") + 3) + location.substr(at + 1);
  io.err << "store: " << shown << "\n";
  return accounts::openStore(location);
}

}  // namespace

int cmdUsers(const std::vector<std::string>& argv, Io& io) {
  static const char* help =
      "usage: errknow users add EMAIL [--plan PLAN] [--store LOCATION] [--config FILE]\n"
      "       errknow users password EMAIL [--store LOCATION]\n"
      "add: adds a user to the accounts store (default plan: developer); it has no website password.\n"
      "password: sets the user's website password, read from the first line of standard input\n"
      "(at least 10 characters), and signs the user out of the website everywhere.\n";
  Args args(argv, {"--plan", "--store", "--config"}, {"--help"});
  if (auto rc = handleUsage(args, io, "errknow users", help)) return *rc;
  const auto& pos = args.positional();
  if (pos.size() != 2 || (pos[0] != "add" && pos[0] != "password")) {
    io.err << "errknow users: expected add EMAIL or password EMAIL\n" << help;
    return 2;
  }
  try {
    auto store = storeFrom(args, io);
    accounts::AccountService svc(*store, plansFrom(args));
    if (pos[0] == "password") {
      std::string password;
      if (!std::getline(io.in, password)) {
        io.err << "errknow users: no password on standard input\n";
        return 1;
      }
      if (!password.empty() && password.back() == '\r') password.pop_back();
      svc.setPassword(pos[1], password);
      io.out << "set the website password of " << pos[1] << "\n";
      return 0;
    }
    const auto u = svc.addUser(pos[1], args.value("--plan", "developer"));
    io.out << "added user " << u.email << " (plan " << u.plan << ")\n";
    return 0;
  } catch (const std::exception& e) {
    io.err << "errknow users: " << e.what() << "\n";
    return 1;
  }
}

int cmdKeys(const std::vector<std::string>& argv, Io& io) {
  static const char* help =
      "usage: errknow keys create EMAIL     make a key (printed once; only its hash is stored)\n"
      "       errknow keys list EMAIL       the user's keys by prefix\n"
      "       errknow keys rotate EMAIL     revoke every active key and make a new one\n"
      "       errknow keys revoke EMAIL PREFIX   revoke one key\n"
      "       errknow keys revoke EMAIL --all    revoke every key of the user\n"
      "options: --store LOCATION, --config FILE\n";
  Args args(argv, {"--store", "--config"}, {"--help", "--all"});
  if (auto rc = handleUsage(args, io, "errknow keys", help)) return *rc;
  const auto& pos = args.positional();
  const std::string sub = pos.empty() ? "" : pos[0];
  const bool arity = (sub == "revoke" && (pos.size() == 2 || pos.size() == 3)) ||
                     ((sub == "create" || sub == "list" || sub == "rotate") && pos.size() == 2);
  if (!arity) {
    io.err << "errknow keys: expected create|list|rotate|revoke EMAIL\n" << help;
    return 2;
  }
  // Revoking every key takes an explicit --all: a forgotten prefix must not lock a user out.
  if (sub == "revoke" && (pos.size() == 3) == args.has("--all")) {
    io.err << (pos.size() == 3 ? "errknow keys: give a key prefix or --all, not both\n"
                               : "errknow keys: revoke needs a key prefix (see `errknow keys list EMAIL`) or --all\n")
           << help;
    return 2;
  }
  try {
    auto store = storeFrom(args, io);
    accounts::AccountService svc(*store, plansFrom(args));
    const std::string& email = pos[1];
    if (sub == "create" || sub == "rotate") {
      const auto k = sub == "create" ? svc.createKey(email) : svc.rotateKey(email);
      io.out << k.key << "\n";
      io.err << "This is the only time the key is shown; keep it secret. Prefix: " << k.info.prefix << "\n";
    } else if (sub == "list") {
      for (const auto& k : svc.listKeys(email))
        io.out << k.prefix << "  " << k.createdAt << "  " << (k.revoked ? "revoked" : "active") << "\n";
    } else {
      const int n = svc.revokeKeys(email, pos.size() == 3 ? pos[2] : "");
      io.out << "revoked " << n << " key" << (n == 1 ? "" : "s") << "\n";
      if (n == 0) return 1;
    }
    return 0;
  } catch (const std::exception& e) {
    io.err << "errknow keys: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace errknow::cli
