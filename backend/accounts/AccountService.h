// Account operations on top of a store, shared by the CLI (`errknow users`, `errknow keys`), the
// server's first-start development user and, later, the account page: making users, making,
// rotating and revoking keys, and the plans they are on.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "AccountStore.h"

namespace errknow::accounts {

struct Plan {
  std::string name;
  std::int64_t callsPerDay = 1000;
  std::int64_t aiPerDay = 50;
};

// Plans by name; the default set has `developer` (1,000 calls and 50 AI analyses a day).
using Plans = std::map<std::string, Plan>;
Plans defaultPlans();

struct NewKey {
  std::string key;  // shown once, never stored
  KeyInfo info;
};

class AccountService {
 public:
  AccountService(AccountStore& store, Plans plans) : store_(store), plans_(std::move(plans)) {}

  // Throw AccountError with a message for the user (unknown plan, unknown user, ...).
  User addUser(const std::string& email, const std::string& plan = "developer");
  NewKey createKey(const std::string& email);
  NewKey rotateKey(const std::string& email);  // revokes every active key, then makes one
  int revokeKeys(const std::string& email, const std::string& prefix = "");
  std::vector<KeyInfo> listKeys(const std::string& email);

  // Website passwords (argon2id, see Passwords.h). setPassword checks the password's length,
  // stores its hash and ends the user's website sessions; signUp makes a user on the default
  // plan with a password (nothing is made when the password is refused). checkPassword answers
  // the user when the password matches, spending the same time when the email is unknown.
  void setPassword(const std::string& email, const std::string& password);
  User signUp(const std::string& email, const std::string& password);
  std::optional<User> checkPassword(const std::string& email, const std::string& password);
  // "developer" when that plan exists, else the first plan by name.
  std::string defaultPlan() const;

  const Plans& plans() const { return plans_; }
  const Plan& planOf(const User& user) const;  // unknown plan names fall back to the smallest plan
  AccountStore& store() { return store_; }

 private:
  User requireUser(const std::string& email);
  AccountStore& store_;
  Plans plans_;
};

// Where the accounts store is: $ERRKNOW_STORE, else $ERRKNOW_DATA_DIR/store.db, else
// ~/.local/share/errknow/store.db (the directory is created).
std::string defaultStoreLocation();
// Where errknow keeps its files on this machine ($ERRKNOW_DATA_DIR, else $XDG_DATA_HOME/errknow,
// else ~/.local/share/errknow), created if needed.
std::string defaultDataDir();
// Whether a store location names a PostgreSQL database rather than a SQLite file.
bool isDatabaseUrl(const std::string& location);

}  // namespace errknow::accounts
