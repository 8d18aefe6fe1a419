// Account operations: users, keys and plans.
#include "AccountService.h"

#include <cstdlib>
#include <filesystem>

#include "Keys.h"
#include "Passwords.h"

namespace errknow::accounts {

Plans defaultPlans() { return {{"developer", Plan{"developer", 1000, 50}}}; }

User AccountService::addUser(const std::string& email, const std::string& plan) {
  if (!plans_.count(plan)) {
    std::string names;
    for (const auto& [n, p] : plans_) names += (names.empty() ? "" : ", ") + n;
    throw AccountError("unknown plan '" + plan + "' (plans: " + names + ")");
  }
  return store_.addUser(email, plan);
}

User AccountService::requireUser(const std::string& email) {
  auto u = store_.findUser(email);
  if (!u) throw AccountError("no user with the email " + email + " (add one with `errknow users add EMAIL`)");
  return *u;
}

NewKey AccountService::createKey(const std::string& email) {
  const User u = requireUser(email);
  NewKey k;
  k.key = generateKey();
  k.info = store_.addKey(u.id, hashKey(k.key), keyPrefix(k.key));
  return k;
}

NewKey AccountService::rotateKey(const std::string& email) {
  const User u = requireUser(email);
  store_.revokeKeys(u.id, "");
  return createKey(email);
}

int AccountService::revokeKeys(const std::string& email, const std::string& prefix) {
  return store_.revokeKeys(requireUser(email).id, prefix);
}

std::vector<KeyInfo> AccountService::listKeys(const std::string& email) { return store_.listKeys(requireUser(email).id); }

void AccountService::setPassword(const std::string& email, const std::string& password) {
  if (const std::string problem = passwordProblem(password); !problem.empty()) throw AccountError(problem);
  const User u = requireUser(email);
  store_.setPasswordHash(u.id, hashPassword(password));
  store_.deleteUserSessions(u.id);
}

User AccountService::signUp(const std::string& email, const std::string& password) {
  if (const std::string problem = passwordProblem(password); !problem.empty()) throw AccountError(problem);
  const std::string hash = hashPassword(password);
  const User u = addUser(email, defaultPlan());
  store_.setPasswordHash(u.id, hash);
  return u;
}

std::optional<User> AccountService::checkPassword(const std::string& email, const std::string& password) {
  const auto u = email.size() <= 254 ? store_.findUser(email) : std::nullopt;
  const auto stored = u ? store_.passwordHash(u->id) : std::nullopt;
  if (!stored || password.size() > kMaxPasswordLength) {
    verifyDummyPassword(password.substr(0, kMaxPasswordLength));
    return std::nullopt;
  }
  if (!verifyPassword(*stored, password)) return std::nullopt;
  return u;
}

std::string AccountService::defaultPlan() const { return plans_.count("developer") ? "developer" : plans_.begin()->first; }

const Plan& AccountService::planOf(const User& user) const {
  auto it = plans_.find(user.plan);
  if (it != plans_.end()) return it->second;
  const Plan* smallest = &plans_.begin()->second;
  for (const auto& [n, p] : plans_)
    if (p.callsPerDay < smallest->callsPerDay) smallest = &p;
  return *smallest;
}

std::string defaultStoreLocation() {
  if (const char* s = std::getenv("ERRKNOW_STORE"); s && *s) return s;
  return (std::filesystem::path(defaultDataDir()) / "store.db").string();
}

std::string defaultDataDir() {
  std::filesystem::path dir;
  if (const char* d = std::getenv("ERRKNOW_DATA_DIR"); d && *d) dir = d;
  else if (const char* x = std::getenv("XDG_DATA_HOME"); x && *x) dir = std::filesystem::path(x) / "errknow";
  else if (const char* h = std::getenv("HOME"); h && *h) dir = std::filesystem::path(h) / ".local/share/errknow";
  else dir = "errknow-data";
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  return dir.string();
}

bool isDatabaseUrl(const std::string& location) {
  return location.rfind("postgresql://", 0) == 0 || location.rfind("postgres://", 0) == 0;
}

}  // namespace errknow::accounts
