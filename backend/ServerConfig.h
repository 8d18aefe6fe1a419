// errknow-server's settings: defaults, then a JSON config file, then ERRKNOW_* environment
// variables, then command-line flags (each later source wins). A bad value stops the start with a
// message that names the setting. Documented in backend/README.md.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "accounts/AccountService.h"

namespace errknow::backend {

struct ServerConfig {
  std::string host = "127.0.0.1";
  int port = 8080;
  std::string publicUrl;  // base of every `url`; default http://HOST:PORT
  int threads = 64;        // worker threads kept ready
  int maxThreads = 1024;   // the pool grows to this many when every worker is busy
  int requestDeadlineSeconds = 10;  // to send one request, head and body
  int keyCacheSeconds = 1;          // PostgreSQL: a key look-up is reused this long (a revocation takes effect within it)
  int readTimeoutSeconds = 3;
  int writeTimeoutSeconds = 3;
  int keepAliveMaxCount = 1000;
  std::size_t maxBodyBytes = 1u << 20;
  std::string store;      // accounts store location; default accounts::defaultStoreLocation()
  std::string catalogue;  // compiled catalogue file; default the embedded one
  std::string tlsCert, tlsKey;
  std::string adminToken;  // for /metrics from other hosts
  bool createDevUser = true;
  // The AI deep analysis (`ai: true`): "builtin" (offline, the default), "openai" (any
  // OpenAI-compatible chat-completions endpoint) or "none" (every `ai` answer is an error).
  std::string aiProvider = "builtin";
  std::string aiBaseUrl = "https://api.openai.com/v1";
  std::string aiModel = "gpt-4o-mini";
  std::string aiApiKey;
  int aiTimeoutSeconds = 30;
  // The website (backend/web): who may sign up ("open": anyone; "invite": nobody through the
  // website, users are added with `errknow users add` and `errknow users password`), how long a
  // sign-in lasts, and how many failed sign-ins an email or a client address may make per window.
  std::string signup = "open";
  int sessionSeconds = 7 * 24 * 3600;
  int signinFailuresPerEmail = 5;
  int signinFailuresPerAddress = 20;
  int signinWindowSeconds = 15 * 60;
  // The website's analyze page: analyses a client address may make a day without signing in
  // (a signed-in user's count against their plan, as API calls do), and the peers whose
  // X-Forwarded-For names the client (the reverse proxy in front; none by default).
  int webAnalysesPerDay = 30;
  std::vector<std::string> trustedProxies;
  accounts::Plans plans = accounts::defaultPlans();
};

// Throws std::invalid_argument with a message naming the setting at fault. `help` is set when
// --help was given.
ServerConfig loadServerConfig(const std::vector<std::string>& args, bool& help, bool& version);

extern const char* kServerUsage;

}  // namespace errknow::backend
