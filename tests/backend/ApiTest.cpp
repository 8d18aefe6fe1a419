// errknow-server over real HTTP against the real binary: every endpoint, status, error body and
// header of the API document and the contract, the quotas (also under a concurrent race), and
// persistence across a restart, a kill -9 and SIGTERM.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <atomic>
#include <set>
#include <thread>

#include "accounts/AccountService.h"
#include "support/ServerProcess.h"

using namespace errknow;
using fixtures::httpCall;
using fixtures::HttpReply;
using fixtures::ServerProcess;
using Json = nlohmann::json;

namespace {

const std::string kJson = "Content-Type: application/json";

std::string bearer(const std::string& key) { return "Authorization: Bearer " + key; }

HttpReply analyze(const ServerProcess& s, const std::string& key, const Json& body) {
  return httpCall("POST", s.url("/api/v1/analyze"), body.dump(), {bearer(key), kJson});
}

bool errorShape(const HttpReply& r, const std::string& code) {
  try {
    const Json j = Json::parse(r.body);
    return j["error"]["code"] == code && j["error"]["message"].is_string() &&
           r.header("content-type").find("application/json") == 0;
  } catch (...) {
    return false;
  }
}

std::string configWithPlan(int calls, int ai) {
  return R"({"plans": {"developer": {"calls_per_day": )" + std::to_string(calls) + R"(, "ai_per_day": )" +
         std::to_string(ai) + "}}}";
}

}  // namespace

class ApiTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    curl_global_init(CURL_GLOBAL_DEFAULT);
    server = new ServerProcess();
    key = server->devKey();
  }
  static void TearDownTestSuite() {
    delete server;
    server = nullptr;
  }
  static inline ServerProcess* server = nullptr;
  static inline std::string key;
};

TEST_F(ApiTest, FirstStartPrintsADevelopmentKey) { EXPECT_EQ(key.rfind("ek_", 0), 0u); }

TEST_F(ApiTest, AnalyzeAnswersEveryDocumentedFieldAndHeader) {
  const auto r = analyze(*server, key, {{"error", "psql: error: connection to server at \"localhost\" (127.0.0.1), "
                                                  "port 5432 failed: Connection refused"}});
  ASSERT_EQ(r.status, 200) << r.body;
  const Json j = Json::parse(r.body);
  for (const char* k : {"detected", "likely_area", "causes", "quick_fix", "platform_fixes", "checks", "signals", "alternatives"})
    EXPECT_TRUE(j.contains(k)) << k;
  EXPECT_FALSE(j.contains("ai"));
  EXPECT_EQ(j["detected"]["category"], "postgresql");
  EXPECT_EQ(j["detected"]["url"].get<std::string>().rfind("http://127.0.0.1:", 0), 0u);
  EXPECT_EQ(r.header("content-type"), "application/json; charset=utf-8");
  for (const char* h : {"x-request-id", "x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset", "ratelimit",
                        "ratelimit-policy"})
    EXPECT_FALSE(r.header(h).empty()) << h;
  EXPECT_EQ(r.header("x-ratelimit-limit"), "1000");
  EXPECT_NE(r.header("ratelimit-policy").find("q=1000"), std::string::npos);
}

TEST_F(ApiTest, EveryAnswerHasItsOwnRequestIdOrTheOneTheClientSent) {
  std::set<std::string> ids;
  for (int i = 0; i < 50; ++i) {
    const std::string id = httpCall("GET", server->url("/healthz")).header("x-request-id");
    EXPECT_EQ(id.size(), 24u);
    EXPECT_EQ(id.find_first_not_of("0123456789abcdef"), std::string::npos) << id;
    ids.insert(id);
  }
  EXPECT_EQ(ids.size(), 50u);
  EXPECT_EQ(httpCall("GET", server->url("/healthz"), "", {"X-Request-Id: abc-123"}).header("x-request-id"), "abc-123");
}

TEST_F(ApiTest, RemainingGoesDownByOnePerCall) {
  const auto a = httpCall("GET", server->url("/api/v1/categories"), "", {bearer(key)});
  const auto b = httpCall("GET", server->url("/api/v1/errors/http/404"), "", {bearer(key)});
  ASSERT_EQ(a.status, 200);
  ASSERT_EQ(b.status, 200);
  EXPECT_EQ(std::stoi(b.header("x-ratelimit-remaining")), std::stoi(a.header("x-ratelimit-remaining")) - 1);
}

TEST(ApiAi, AiWithoutAProviderAnswersAnErrorObjectAndIsNotCharged) {
  ServerProcess noAi("", {}, {"--ai-provider", "none"});
  const ServerProcess* server = &noAi;
  const std::string key = noAi.devKey();
  const auto first = analyze(*server, key, {{"error", "HTTP/1.1 503 Service Unavailable"}, {"ai", true}});
  ASSERT_EQ(first.status, 200);
  const Json j = Json::parse(first.body);
  ASSERT_TRUE(j.contains("ai"));
  EXPECT_TRUE(j["ai"]["error"].is_string());
  const auto second = analyze(*server, key, {{"error", "HTTP/1.1 503 Service Unavailable"}, {"ai", true}});
  EXPECT_EQ(first.header("x-ai-ratelimit-remaining"), "50");
  EXPECT_EQ(second.header("x-ai-ratelimit-remaining"), "50");
}

struct AuthCase {
  const char* name;
  std::string header;
  const char* code;
};
inline void PrintTo(const AuthCase& c, std::ostream* os) { *os << c.name; }
class ApiRefusesAuth : public ApiTest, public ::testing::WithParamInterface<AuthCase> {};
TEST_P(ApiRefusesAuth, With401) {
  std::vector<std::string> h = {kJson};
  if (!GetParam().header.empty()) h.push_back(GetParam().header);
  const auto r = httpCall("POST", server->url("/api/v1/analyze"), R"({"error":"x"})", h);
  EXPECT_EQ(r.status, 401);
  EXPECT_TRUE(errorShape(r, GetParam().code)) << r.body;
  EXPECT_NE(r.header("www-authenticate").find("Bearer"), std::string::npos);
  EXPECT_EQ(r.header("x-ratelimit-remaining"), "0");
}
INSTANTIATE_TEST_SUITE_P(Table, ApiRefusesAuth,
                         ::testing::Values(AuthCase{"missing", "", "missing_api_key"},
                                           AuthCase{"not_bearer", "Authorization: Basic dXNlcjpwYXNz", "invalid_api_key"},
                                           AuthCase{"malformed", "Authorization: Bearer not-a-key", "invalid_api_key"},
                                           AuthCase{"unknown", "Authorization: Bearer ek_" + std::string(40, 'A'), "invalid_api_key"}),
                         [](const auto& tpi) { return std::string(tpi.param.name); });

TEST_F(ApiTest, ARevokedKeyStopsWorking) {
  auto store = accounts::openSqliteStore(server->store());
  accounts::AccountService svc(*store, accounts::defaultPlans());
  svc.addUser("revoke-me@example.com");
  const auto k = svc.createKey("revoke-me@example.com");
  EXPECT_EQ(httpCall("GET", server->url("/api/v1/categories"), "", {bearer(k.key)}).status, 200);
  svc.revokeKeys("revoke-me@example.com");
  const auto r = httpCall("GET", server->url("/api/v1/categories"), "", {bearer(k.key)});
  EXPECT_EQ(r.status, 401);
  EXPECT_TRUE(errorShape(r, "invalid_api_key"));
}

struct BadBody {
  const char* name;
  std::string body;
  const char* field;  // expected in details, or "" for a body-level problem
};
inline void PrintTo(const BadBody& c, std::ostream* os) { *os << c.name; }
class ApiRefusesBody : public ApiTest, public ::testing::WithParamInterface<BadBody> {};
TEST_P(ApiRefusesBody, With422) {
  const auto r = httpCall("POST", server->url("/api/v1/analyze"), GetParam().body, {bearer(key), kJson});
  ASSERT_EQ(r.status, 422) << r.body;
  ASSERT_TRUE(errorShape(r, "invalid_request")) << r.body;
  if (*GetParam().field) {
    EXPECT_EQ(Json::parse(r.body)["error"]["details"][0]["field"], GetParam().field);
  }
}
INSTANTIATE_TEST_SUITE_P(
    Table, ApiRefusesBody,
    ::testing::Values(BadBody{"not_json", "{not json", ""}, BadBody{"array", "[1,2]", ""}, BadBody{"empty_body", "", ""},
                      BadBody{"missing_error", R"({"language":"python"})", "error"},
                      BadBody{"error_not_string", R"({"error":5})", "error"},
                      BadBody{"blank_error", R"({"error":"   \n "})", "error"},
                      BadBody{"oversize_error", R"({"error":")" + std::string(70000, 'x') + R"("})", "error"},
                      BadBody{"language_not_string", R"({"error":"x","language":3})", "language"},
                      BadBody{"unknown_language", R"({"error":"x","language":"klingon"})", "language"},
                      BadBody{"ai_not_boolean", R"({"error":"x","ai":"yes"})", "ai"},
                      BadBody{"invalid_utf8", "{\"error\": \"bad \xff\xfe\"}", ""},
                      BadBody{"deep_nesting", std::string(100000, '[') + std::string(100000, ']'), ""}),
    [](const auto& tpi) { return std::string(tpi.param.name); });

TEST_F(ApiTest, UnknownExtraFieldsAreIgnored) {
  EXPECT_EQ(analyze(*server, key, {{"error", "HTTP/1.1 404 Not Found"}, {"colour", "blue"}}).status, 200);
}

TEST_F(ApiTest, ErrorRecordsBySlugOrCodeAnd404s) {
  auto r = httpCall("GET", server->url("/api/v1/errors/http/404"), "", {bearer(key)});
  ASSERT_EQ(r.status, 200);
  const Json j = Json::parse(r.body);
  EXPECT_EQ(j["code"], "404");
  for (const char* k : {"category", "slug", "code", "aliases", "title", "url", "meaning", "likely_area", "causes",
                        "quick_fix", "platform_fixes", "checks", "examples", "related"})
    EXPECT_TRUE(j.contains(k)) << k;
  EXPECT_EQ(httpCall("GET", server->url("/api/v1/errors/http/" + j["slug"].get<std::string>()), "", {bearer(key)}).status, 200);
  EXPECT_EQ(httpCall("GET", server->url("/api/v1/errors/postgresql/42p01"), "", {bearer(key)}).status, 200);
  for (const char* p : {"/api/v1/errors/http/no-such-thing", "/api/v1/errors/nope/404", "/api/v1/errors/..%2F..%2Fetc/passwd",
                        "/api/v1/nothing-here", "/api/v1"}) {
    const auto e = httpCall("GET", server->url(p), "", {bearer(key)});
    EXPECT_EQ(e.status, 404) << p;
    EXPECT_TRUE(errorShape(e, "not_found")) << p << " " << e.body;
    EXPECT_FALSE(e.header("x-ratelimit-remaining").empty()) << p;
  }
}

TEST_F(ApiTest, SearchAndCategories) {
  auto r = httpCall("GET", server->url("/api/v1/search?q=ECONNREFUSED&limit=3"), "", {bearer(key)});
  ASSERT_EQ(r.status, 200);
  Json j = Json::parse(r.body);
  EXPECT_EQ(j["query"], "ECONNREFUSED");
  ASSERT_FALSE(j["results"].empty());
  EXPECT_EQ(j["results"][0]["code"], "ECONNREFUSED");
  EXPECT_LE(j["results"].size(), 3u);
  r = httpCall("GET", server->url("/api/v1/search?q=No%20module%20named%20%27requests%27"), "", {bearer(key)});
  j = Json::parse(r.body);
  bool found = false;
  for (std::size_t i = 0; i < j["results"].size() && i < 3; ++i) found = found || j["results"][i]["code"] == "ModuleNotFoundError";
  EXPECT_TRUE(found) << r.body.substr(0, 400);
  for (const char* q : {"/api/v1/search?limit=3", "/api/v1/search?q=%20", "/api/v1/search?q=x&limit=0",
                        "/api/v1/search?q=x&limit=51", "/api/v1/search?q=x&limit=abc"}) {
    const auto e = httpCall("GET", server->url(q), "", {bearer(key)});
    EXPECT_EQ(e.status, 422) << q;
    EXPECT_TRUE(errorShape(e, "invalid_request")) << q;
  }
  r = httpCall("GET", server->url("/api/v1/categories"), "", {bearer(key)});
  j = Json::parse(r.body);
  ASSERT_GE(j["categories"].size(), 12u);
  for (const auto& c : j["categories"])
    for (const char* k : {"id", "name", "description", "count", "url"}) EXPECT_TRUE(c.contains(k));
}

// Issue 29: total counts every match, not the page; every result names its category; a query
// under the relevance floor finds nothing; odd input is a 422 or words, never a 5xx.
TEST_F(ApiTest, SearchCountsMatchesKeepsAFloorAndTakesOddInput) {
  auto r = httpCall("GET", server->url("/api/v1/search?q=error&limit=1"), "", {bearer(key)});
  ASSERT_EQ(r.status, 200);
  Json j = Json::parse(r.body);
  ASSERT_EQ(j["results"].size(), 1u);
  EXPECT_GT(j["total"].get<int>(), 1);
  r = httpCall("GET", server->url("/api/v1/search?q=connection%20refused&limit=5"), "", {bearer(key)});
  j = Json::parse(r.body);
  ASSERT_FALSE(j["results"].empty());
  EXPECT_GE(j["total"].get<std::size_t>(), j["results"].size());
  for (const auto& h : j["results"])
    for (const char* k : {"category", "slug", "code", "title", "meaning", "url", "score"}) EXPECT_TRUE(h.contains(k)) << k;
  r = httpCall("GET", server->url("/api/v1/search?q=quux&limit=50"), "", {bearer(key)});
  ASSERT_EQ(r.status, 200);
  j = Json::parse(r.body);
  EXPECT_LE(j["results"].size(), 3u) << r.body.substr(0, 400);
  EXPECT_EQ(j["total"].get<std::size_t>(), j["results"].size());
  r = httpCall("GET", server->url("/api/v1/search?q=segfault&limit=3"), "", {bearer(key)});
  j = Json::parse(r.body);
  ASSERT_FALSE(j["results"].empty());
  EXPECT_EQ(j["results"][0]["code"], "SIGSEGV");
  for (const char* q : {"%22", "*", "NEAR(", "%22%20OR%20*%20NEAR(%20%5E", "%00", "%FF%FE", "a%20AND%20NOT%20b",
                        "--%20%3B%20DROP%20TABLE%20records"}) {
    const auto e = httpCall("GET", server->url(std::string("/api/v1/search?q=") + q), "", {bearer(key)});
    EXPECT_TRUE(e.status == 200 || e.status == 422) << q << " " << e.status;
    if (e.status == 200) {
      EXPECT_TRUE(Json::parse(e.body).contains("total")) << q;
    }
  }
  const auto big = httpCall("GET", server->url("/api/v1/search?q=" + std::string(6000, 'a') + "%20error"), "", {bearer(key)});
  EXPECT_EQ(big.status, 200);
}

TEST_F(ApiTest, HttpLevelProtections) {
  auto r = httpCall("GET", server->url("/api/v1/analyze"), "", {bearer(key)});
  EXPECT_EQ(r.status, 405);
  EXPECT_EQ(r.header("allow"), "POST");
  r = httpCall("DELETE", server->url("/api/v1/categories"), "", {bearer(key)});
  EXPECT_EQ(r.status, 405);
  EXPECT_EQ(r.header("allow"), "GET");
  r = httpCall("POST", server->url("/api/v1/analyze"), R"({"error": ")" + std::string(2 << 20, 'x') + R"("})",
               {bearer(key), kJson});
  EXPECT_EQ(r.status, 413);
  EXPECT_TRUE(errorShape(r, "payload_too_large")) << r.body;
}

TEST_F(ApiTest, HealthEndpointsNeedNoKeyAndAreNotCounted) {
  const auto before = httpCall("GET", server->url("/api/v1/categories"), "", {bearer(key)});
  EXPECT_EQ(httpCall("GET", server->url("/healthz")).status, 200);
  EXPECT_EQ(httpCall("GET", server->url("/readyz")).status, 200);
  const auto after = httpCall("GET", server->url("/api/v1/categories"), "", {bearer(key)});
  EXPECT_EQ(std::stoi(after.header("x-ratelimit-remaining")), std::stoi(before.header("x-ratelimit-remaining")) - 1);
}

TEST_F(ApiTest, TheAccessLogHasOneJsonLinePerRequestAndNeverTheKey) {
  httpCall("GET", server->url("/api/v1/categories"), "", {bearer(key)});
  // The line is written just after the answer: wait for it.
  std::string log;
  for (int i = 0; i < 100 && log.find("\"route\":\"/api/v1/categories\"") == std::string::npos; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    log = server->stderrText();
  }
  EXPECT_EQ(log.find(key), std::string::npos);
  EXPECT_NE(log.find("\"route\":\"/api/v1/categories\""), std::string::npos);
  EXPECT_NE(log.find("\"key_prefix\":\"" + key.substr(0, 10) + "\""), std::string::npos);
}

TEST(ApiQuota, TheDailyLimitAnswers429AndDoesNotCountIt) {
  ServerProcess s(configWithPlan(3, 1));
  const std::string k = s.devKey();
  for (int i = 0; i < 3; ++i) EXPECT_EQ(httpCall("GET", s.url("/api/v1/categories"), "", {bearer(k)}).status, 200);
  const auto r = httpCall("GET", s.url("/api/v1/categories"), "", {bearer(k)});
  EXPECT_EQ(r.status, 429);
  EXPECT_TRUE(errorShape(r, "rate_limit_exceeded"));
  EXPECT_EQ(r.header("x-ratelimit-remaining"), "0");
  EXPECT_GT(std::stol(r.header("retry-after")), 0);
  auto store = accounts::openSqliteStore(s.store());
  const auto u = store->findUser("dev@localhost");
  ASSERT_TRUE(u);
  std::time_t t = std::time(nullptr);
  char day[16];
  std::strftime(day, sizeof day, "%Y-%m-%d", std::gmtime(&t));
  EXPECT_EQ(store->used(u->id, day, accounts::Counter::Calls), 3);
}

TEST(ApiQuota, TheAiQuotaAnswers429WithoutChargingTheDailyOne) {
  ServerProcess s(configWithPlan(10, 0));
  const std::string k = s.devKey();
  const auto r = analyze(s, k, {{"error", "x"}, {"ai", true}});
  EXPECT_EQ(r.status, 429);
  EXPECT_TRUE(errorShape(r, "ai_quota_exceeded")) << r.body;
  EXPECT_EQ(r.header("x-ai-ratelimit-remaining"), "0");
  EXPECT_FALSE(r.header("retry-after").empty());
  const auto next = httpCall("GET", s.url("/api/v1/categories"), "", {bearer(k)});
  EXPECT_EQ(next.header("x-ratelimit-remaining"), "9");  // only this call was counted
}

TEST(ApiQuota, ExactUnderAConcurrentRace) {
  constexpr int kLimit = 25;
  ServerProcess s(configWithPlan(kLimit, 5));
  const std::string k = s.devKey();
  std::atomic<int> ok{0}, limited{0}, other{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 20; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < kLimit * 4 / 20; ++i) {
        const auto r = httpCall("GET", s.url("/api/v1/categories"), "", {bearer(k)});
        (r.status == 200 ? ok : r.status == 429 ? limited : other)++;
      }
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok.load(), kLimit);
  EXPECT_EQ(limited.load(), kLimit * 3);
  EXPECT_EQ(other.load(), 0);
}

TEST(ApiQuota, TwoServersOnOneStoreShareTheLimitExactly) {
  const auto dir = std::filesystem::temp_directory_path() / ("errknow-two-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  {
    ServerProcess a(configWithPlan(200, 5), dir);
    a.keepDir();
    ServerProcess b(configWithPlan(200, 5), dir);
    b.keepDir();
    const std::string k = a.devKey();
    std::atomic<int> ok{0}, limited{0}, other{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < 8; ++t)
      threads.emplace_back([&, t] {
        for (int i = 0; i < 100; ++i) {
          const auto r = httpCall("GET", ((t + i) % 2 ? a : b).url("/api/v1/categories"), "", {bearer(k)});
          (r.status == 200 ? ok : r.status == 429 ? limited : other)++;
        }
      });
    for (auto& t : threads) t.join();
    EXPECT_EQ(ok.load(), 200);  // both processes draw on one limit, and use up every lease they took
    EXPECT_EQ(limited.load(), 600);
    EXPECT_EQ(other.load(), 0);
    EXPECT_EQ(a.stop(SIGTERM), 0);
    EXPECT_EQ(b.stop(SIGTERM), 0);
  }
  std::filesystem::remove_all(dir);
}

TEST(ApiQuota, QuietCallersAreCountedExactlyAndBusyOnesLeaseUntilIdle) {
  const auto dir = std::filesystem::temp_directory_path() / ("errknow-idle-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  {
    ServerProcess a(configWithPlan(100000, 5), dir);
    a.keepDir();
    ServerProcess b(configWithPlan(100000, 5), dir);
    b.keepDir();
    const std::string k = a.devKey();
    const auto remaining = [&](const ServerProcess& s) {
      const auto r = httpCall("GET", s.url("/api/v1/categories"), "", {bearer(k)});
      EXPECT_EQ(r.status, 200);
      return std::stol(r.header("x-ratelimit-remaining"));
    };
    // A few calls a second: each is counted in the store, so both servers agree exactly.
    for (int i = 0; i < 5; ++i) remaining(a);
    EXPECT_EQ(remaining(b), 100000 - 6);
    EXPECT_EQ(remaining(a), 100000 - 7);
    // A busy caller gets leases: the other server counts the unused leased calls as used...
    for (int i = 0; i < 60; ++i) remaining(a);
    EXPECT_LT(remaining(b), 100000 - 68);
    std::this_thread::sleep_for(std::chrono::milliseconds(2500));  // ...until the leases go idle and are settled
    EXPECT_EQ(remaining(a), 100000 - 69);
  }
  std::filesystem::remove_all(dir);
}

TEST(ApiPersistence, CountsSurviveKill9AndRestartAndSigtermExitsCleanly) {
  auto dir = std::filesystem::temp_directory_path() / ("errknow-persist-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::atomic<int> ok{0};
  std::string k;
  {
    ServerProcess s(configWithPlan(100000, 5), dir);
    s.keepDir();
    k = s.devKey();
    std::atomic<bool> go{true};
    std::vector<std::thread> load;
    for (int t = 0; t < 4; ++t)
      load.emplace_back([&] {
        while (go) {
          if (httpCall("GET", s.url("/api/v1/categories"), "", {bearer(k)}).status == 200) ok++;
        }
      });
    std::this_thread::sleep_for(std::chrono::milliseconds(800));
    s.stop(SIGKILL);  // in the middle of the load
    go = false;
    for (auto& t : load) t.join();
    ASSERT_GT(ok.load(), 0);
    // Restart on the same store: no answer a client received is lost, and at most one call per
    // connection (the kill's in-flight window between confirming a charge and writing its answer)
    // is counted without being seen.
    s.start();
    const auto r = httpCall("GET", s.url("/api/v1/categories"), "", {bearer(k)});
    ASSERT_EQ(r.status, 200);
    const long stored = 100000 - std::stol(r.header("x-ratelimit-remaining")) - 1;
    EXPECT_GE(stored, ok.load());
    EXPECT_LE(stored, ok.load() + 4);
    EXPECT_EQ(s.stop(SIGTERM), 0);
  }
  std::filesystem::remove_all(dir);
}

TEST_F(ApiTest, MetricsAreServedToLoopbackInPrometheusFormat) {
  httpCall("GET", server->url("/api/v1/categories"), "", {bearer(key)});
  // Requests are counted just after their answer is written: wait for this one.
  fixtures::HttpReply r;
  for (int i = 0; i < 100; ++i) {
    r = httpCall("GET", server->url("/metrics"));
    if (r.body.find("route=\"/api/v1/categories\",status=\"200\"") != std::string::npos) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(r.header("content-type").rfind("text/plain", 0), 0u);
  EXPECT_NE(r.body.find("errknow_http_requests_total{route=\"/api/v1/categories\",status=\"200\"}"), std::string::npos);
  EXPECT_NE(r.body.find("# TYPE errknow_http_request_duration_seconds histogram"), std::string::npos);
  EXPECT_NE(r.body.find("errknow_quota_rejections_total{quota=\"calls\"}"), std::string::npos);
  EXPECT_NE(r.body.find("errknow_catalogue_records "), std::string::npos);
}

TEST(ApiTls, ServesHttpsWithTheGivenCertificate) {
  const auto dir = std::filesystem::temp_directory_path() / ("errknow-tls-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::string cert, pkey;
  ASSERT_TRUE(fixtures::makeSelfSignedCert(dir, cert, pkey)) << "openssl could not make a certificate";
  {
    ServerProcess s("", dir / "srv", {"--tls-cert", cert, "--tls-key", pkey});
    const auto r = httpCall("GET", s.url("/api/v1/errors/http/404"), "", {bearer(s.devKey())});
    EXPECT_EQ(r.status, 200);
    EXPECT_EQ(Json::parse(r.body)["url"].get<std::string>().rfind("https://127.0.0.1:", 0), 0u);
  }
  std::filesystem::remove_all(dir);
}

TEST(ApiConfig, ABadSettingStopsTheStartAndNamesIt) {
  const std::string base = std::string(ERRKNOW_SERVER_BIN) + " --listen 127.0.0.1:0 --store /tmp/errknow-never.db ";
  for (const auto& [args, says] : std::vector<std::pair<std::string, std::string>>{
           {"--threads 0", "--threads"}, {"--listen nowhere", "--listen"}, {"--public-url ftp://x", "public_url"},
           {"--tls-cert /tmp/only-cert.pem", "tls_cert"}, {"--frobnicate", "--frobnicate"}}) {
    const std::string cmd = base + args + " 2>&1";
    FILE* p = popen(cmd.c_str(), "r");
    std::string out;
    char buf[512];
    while (fgets(buf, sizeof buf, p)) out += buf;
    const int rc = pclose(p);
    EXPECT_NE(rc, 0) << args;
    EXPECT_NE(out.find(says), std::string::npos) << args << ": " << out;
  }
}
