// Loading and validating errknow-server's settings.
#include "ServerConfig.h"

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "errknow/wire/Json.h"

namespace errknow::backend {

const char* kServerUsage = R"(usage: errknow-server [options]

Serves the errknow API (/api/v1) on the embedded catalogue.

  --listen HOST:PORT   address to listen on (default 127.0.0.1:8080; port 0 picks a free one)
  --public-url URL     base of the `url` fields (default http://HOST:PORT)
  --store LOCATION     accounts store: a SQLite file path (default $ERRKNOW_DATA_DIR/store.db)
                       or a postgresql://user:password@host:port/db URL
  --key-cache-seconds N   PostgreSQL: how long a key look-up may be reused (default 1; 0 = never)
  --catalogue FILE     a compiled catalogue instead of the embedded one
  --threads N          worker threads kept ready (default 64)
  --max-threads N      the most worker threads, one per connection being served (default 1024)
  --config FILE        a JSON config file (see backend/README.md)
  --tls-cert FILE --tls-key FILE   serve HTTPS
  --no-dev-user        do not create a development user on first start
  --ai-provider NAME   the AI deep analysis: builtin (default, offline), openai, none
  --ai-base-url URL    openai: the endpoint's base URL (default https://api.openai.com/v1)
  --ai-model NAME      openai: the model (default gpt-4o-mini)
  --ai-api-key KEY     openai: the key (prefer ERRKNOW_AI_API_KEY: flags show in `ps`)
  --ai-timeout SECONDS openai: per attempt (default 30)
  --help, --version

Environment (overridden by flags, overriding the config file): ERRKNOW_LISTEN, ERRKNOW_PUBLIC_URL,
ERRKNOW_STORE, ERRKNOW_CATALOGUE, ERRKNOW_THREADS, ERRKNOW_MAX_THREADS, ERRKNOW_REQUEST_DEADLINE, ERRKNOW_CONFIG, ERRKNOW_TLS_CERT, ERRKNOW_TLS_KEY,
ERRKNOW_ADMIN_TOKEN, ERRKNOW_READ_TIMEOUT, ERRKNOW_MAX_BODY_BYTES, ERRKNOW_KEY_CACHE_SECONDS.
)";

namespace {

int toInt(const std::string& setting, const std::string& v, int lo, int hi) {
  if (v.empty() || v.size() > 9 || v.find_first_not_of("0123456789") != std::string::npos)
    throw std::invalid_argument(setting + ": '" + v + "' is not a whole number");
  const int n = std::stoi(v);
  if (n < lo || n > hi)
    throw std::invalid_argument(setting + ": " + v + " is out of range " + std::to_string(lo) + ".." + std::to_string(hi));
  return n;
}

void setListen(ServerConfig& c, const std::string& setting, const std::string& v) {
  const auto colon = v.rfind(':');
  if (colon == std::string::npos || colon == 0) throw std::invalid_argument(setting + ": '" + v + "' must be HOST:PORT");
  c.host = v.substr(0, colon);
  if (c.host.size() > 2 && c.host.front() == '[' && c.host.back() == ']') c.host = c.host.substr(1, c.host.size() - 2);
  c.port = toInt(setting, v.substr(colon + 1), 0, 65535);
}

void applyFile(ServerConfig& c, const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::invalid_argument("config file " + path + ": cannot be read");
  std::stringstream ss;
  ss << in.rdbuf();
  wire::Json j;
  try {
    j = wire::Json::parse(ss.str());
  } catch (const std::exception& e) {
    throw std::invalid_argument("config file " + path + ": not valid JSON (" + e.what() + ")");
  }
  if (!j.is_object()) throw std::invalid_argument("config file " + path + ": must be a JSON object");
  auto str = [&](const char* key) -> std::optional<std::string> {
    if (!j.contains(key)) return std::nullopt;
    if (!j[key].is_string()) throw std::invalid_argument(std::string("config ") + key + ": must be a string");
    return j[key].get<std::string>();
  };
  auto num = [&](const char* key, int lo, int hi) -> std::optional<int> {
    if (!j.contains(key)) return std::nullopt;
    if (!j[key].is_number_integer()) throw std::invalid_argument(std::string("config ") + key + ": must be a whole number");
    return toInt(std::string("config ") + key, std::to_string(j[key].get<long long>()), lo, hi);
  };
  static const char* known[] = {"listen", "public_url", "store", "catalogue", "threads", "max_threads",
                                "request_deadline_seconds", "read_timeout_seconds", "key_cache_seconds",
                                "write_timeout_seconds", "max_body_bytes", "tls_cert", "tls_key", "admin_token", "plans",
                                "create_dev_user", "signup", "session_seconds", "signin_failures_per_email",
                                "signin_failures_per_address", "signin_window_seconds", "web_analyses_per_day", "trusted_proxies", "ai_provider", "ai_base_url", "ai_model", "ai_api_key",
                                "ai_timeout_seconds"};
  for (const auto& [k, v] : j.items()) {
    bool ok = false;
    for (const char* n : known) ok = ok || k == n;
    if (!ok) throw std::invalid_argument("config " + k + ": unknown setting");
  }
  if (auto v = str("listen")) setListen(c, "config listen", *v);
  if (auto v = str("public_url")) c.publicUrl = *v;
  if (auto v = str("store")) c.store = *v;
  if (auto v = str("catalogue")) c.catalogue = *v;
  if (auto v = num("threads", 1, 1024)) c.threads = *v;
  if (auto v = num("max_threads", 1, 16384)) c.maxThreads = *v;
  if (auto v = num("request_deadline_seconds", 1, 3600)) c.requestDeadlineSeconds = *v;
  if (auto v = num("key_cache_seconds", 0, 60)) c.keyCacheSeconds = *v;
  if (auto v = num("read_timeout_seconds", 1, 3600)) c.readTimeoutSeconds = *v;
  if (auto v = num("write_timeout_seconds", 1, 3600)) c.writeTimeoutSeconds = *v;
  if (auto v = num("max_body_bytes", 1024, 1 << 30)) c.maxBodyBytes = static_cast<std::size_t>(*v);
  if (auto v = str("tls_cert")) c.tlsCert = *v;
  if (auto v = str("tls_key")) c.tlsKey = *v;
  if (auto v = str("admin_token")) c.adminToken = *v;
  if (auto v = str("signup")) c.signup = *v;
  if (auto v = num("session_seconds", 1, 366 * 86400)) c.sessionSeconds = *v;
  if (auto v = num("signin_failures_per_email", 1, 1000000)) c.signinFailuresPerEmail = *v;
  if (auto v = num("signin_failures_per_address", 1, 1000000)) c.signinFailuresPerAddress = *v;
  if (auto v = num("signin_window_seconds", 1, 86400)) c.signinWindowSeconds = *v;
  if (auto v = num("web_analyses_per_day", 0, 1000000)) c.webAnalysesPerDay = *v;
  if (j.contains("trusted_proxies")) {
    const auto& t = j["trusted_proxies"];
    if (!t.is_array()) throw std::invalid_argument("config trusted_proxies: must be a list of addresses");
    c.trustedProxies.clear();
    for (const auto& a : t) {
      if (!a.is_string() || a.get<std::string>().empty() || a.get<std::string>().size() > 64)
        throw std::invalid_argument("config trusted_proxies: every entry must be an address such as \"127.0.0.1\"");
      c.trustedProxies.push_back(a.get<std::string>());
    }
  }
  if (auto v = str("ai_provider")) c.aiProvider = *v;
  if (auto v = str("ai_base_url")) c.aiBaseUrl = *v;
  if (auto v = str("ai_model")) c.aiModel = *v;
  if (auto v = str("ai_api_key")) c.aiApiKey = *v;
  if (auto v = num("ai_timeout_seconds", 1, 600)) c.aiTimeoutSeconds = *v;
  if (j.contains("create_dev_user")) {
    if (!j["create_dev_user"].is_boolean()) throw std::invalid_argument("config create_dev_user: must be true or false");
    c.createDevUser = j["create_dev_user"].get<bool>();
  }
  if (j.contains("plans")) {
    const auto& p = j["plans"];
    if (!p.is_object() || p.empty()) throw std::invalid_argument("config plans: must be an object of plans");
    accounts::Plans plans;
    for (const auto& [name, v] : p.items()) {
      if (!v.is_object() || !v.contains("calls_per_day") || !v["calls_per_day"].is_number_integer() ||
          !v.contains("ai_per_day") || !v["ai_per_day"].is_number_integer() || v["calls_per_day"].get<long long>() < 0 ||
          v["ai_per_day"].get<long long>() < 0)
        throw std::invalid_argument("config plans." + name + ": needs calls_per_day and ai_per_day, whole numbers >= 0");
      plans[name] = accounts::Plan{name, v["calls_per_day"].get<long long>(), v["ai_per_day"].get<long long>()};
    }
    c.plans = plans;
  }
}

const char* env(const char* name) {
  const char* v = std::getenv(name);
  return v && *v ? v : nullptr;
}

}  // namespace

ServerConfig loadServerConfig(const std::vector<std::string>& args, bool& help, bool& version) {
  ServerConfig c;
  help = version = false;
  // The config file comes first, wherever --config stands.
  std::string configPath = env("ERRKNOW_CONFIG") ? env("ERRKNOW_CONFIG") : "";
  for (std::size_t i = 0; i + 1 < args.size(); ++i)
    if (args[i] == "--config") configPath = args[i + 1];
  if (!configPath.empty()) applyFile(c, configPath);

  if (auto v = env("ERRKNOW_LISTEN")) setListen(c, "ERRKNOW_LISTEN", v);
  if (auto v = env("ERRKNOW_PUBLIC_URL")) c.publicUrl = v;
  if (auto v = env("ERRKNOW_STORE")) c.store = v;
  if (auto v = env("ERRKNOW_CATALOGUE")) c.catalogue = v;
  if (auto v = env("ERRKNOW_THREADS")) c.threads = toInt("ERRKNOW_THREADS", v, 1, 1024);
  if (auto v = env("ERRKNOW_MAX_THREADS")) c.maxThreads = toInt("ERRKNOW_MAX_THREADS", v, 1, 16384);
  if (auto v = env("ERRKNOW_REQUEST_DEADLINE")) c.requestDeadlineSeconds = toInt("ERRKNOW_REQUEST_DEADLINE", v, 1, 3600);
  if (auto v = env("ERRKNOW_KEY_CACHE_SECONDS")) c.keyCacheSeconds = toInt("ERRKNOW_KEY_CACHE_SECONDS", v, 0, 60);
  if (auto v = env("ERRKNOW_READ_TIMEOUT")) c.readTimeoutSeconds = toInt("ERRKNOW_READ_TIMEOUT", v, 1, 3600);
  if (auto v = env("ERRKNOW_MAX_BODY_BYTES")) c.maxBodyBytes = static_cast<std::size_t>(toInt("ERRKNOW_MAX_BODY_BYTES", v, 1024, 1 << 30));
  if (auto v = env("ERRKNOW_TLS_CERT")) c.tlsCert = v;
  if (auto v = env("ERRKNOW_TLS_KEY")) c.tlsKey = v;
  if (auto v = env("ERRKNOW_ADMIN_TOKEN")) c.adminToken = v;
  if (auto v = env("ERRKNOW_AI_PROVIDER")) c.aiProvider = v;
  if (auto v = env("ERRKNOW_AI_BASE_URL")) c.aiBaseUrl = v;
  if (auto v = env("ERRKNOW_AI_MODEL")) c.aiModel = v;
  if (auto v = env("ERRKNOW_AI_API_KEY")) c.aiApiKey = v;
  if (auto v = env("ERRKNOW_AI_TIMEOUT")) c.aiTimeoutSeconds = toInt("ERRKNOW_AI_TIMEOUT", v, 1, 600);
  if (auto v = env("ERRKNOW_SIGNUP")) c.signup = v;
  if (auto v = env("ERRKNOW_SESSION_SECONDS")) c.sessionSeconds = toInt("ERRKNOW_SESSION_SECONDS", v, 1, 366 * 86400);

  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= args.size()) throw std::invalid_argument(a + ": needs a value");
      return args[++i];
    };
    if (a == "--help" || a == "-h") help = true;
    else if (a == "--version") version = true;
    else if (a == "--listen") setListen(c, "--listen", value());
    else if (a == "--public-url") c.publicUrl = value();
    else if (a == "--store") c.store = value();
    else if (a == "--catalogue") c.catalogue = value();
    else if (a == "--threads") c.threads = toInt("--threads", value(), 1, 1024);
    else if (a == "--key-cache-seconds") c.keyCacheSeconds = toInt("--key-cache-seconds", value(), 0, 60);
    else if (a == "--max-threads") c.maxThreads = toInt("--max-threads", value(), 1, 16384);
    else if (a == "--config") value();
    else if (a == "--tls-cert") c.tlsCert = value();
    else if (a == "--tls-key") c.tlsKey = value();
    else if (a == "--no-dev-user") c.createDevUser = false;
    else if (a == "--ai-provider") c.aiProvider = value();
    else if (a == "--ai-base-url") c.aiBaseUrl = value();
    else if (a == "--ai-model") c.aiModel = value();
    else if (a == "--ai-api-key") c.aiApiKey = value();
    else if (a == "--ai-timeout") c.aiTimeoutSeconds = toInt("--ai-timeout", value(), 1, 600);
    else throw std::invalid_argument(a + ": unknown option (see errknow-server --help)");
  }
  if (c.maxThreads < c.threads)
    throw std::invalid_argument("max_threads: " + std::to_string(c.maxThreads) + " is below threads (" +
                                std::to_string(c.threads) + ")");
  if (c.signup != "open" && c.signup != "invite")
    throw std::invalid_argument("signup: '" + c.signup + "' must be open or invite");
  if (c.tlsCert.empty() != c.tlsKey.empty()) throw std::invalid_argument("tls_cert and tls_key: give both or neither");
  if (!c.publicUrl.empty() && c.publicUrl.rfind("http://", 0) != 0 && c.publicUrl.rfind("https://", 0) != 0)
    throw std::invalid_argument("public_url: '" + c.publicUrl + "' must start with http:// or https://");
  while (!c.publicUrl.empty() && c.publicUrl.back() == '/') c.publicUrl.pop_back();
  if (c.aiProvider != "builtin" && c.aiProvider != "openai" && c.aiProvider != "none")
    throw std::invalid_argument("ai_provider: '" + c.aiProvider + "' must be builtin, openai or none");
  if (c.aiProvider == "openai") {
    if (c.aiBaseUrl.rfind("http://", 0) != 0 && c.aiBaseUrl.rfind("https://", 0) != 0)
      throw std::invalid_argument("ai_base_url: '" + c.aiBaseUrl + "' must start with http:// or https://");
    if (c.aiModel.empty()) throw std::invalid_argument("ai_model: must name the model for the openai provider");
  }
  if (c.store.empty()) c.store = accounts::defaultStoreLocation();
  return c;
}

}  // namespace errknow::backend
