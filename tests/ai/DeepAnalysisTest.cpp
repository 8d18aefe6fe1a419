// The builtin deep analysis on real captured outputs (tests/data/dev.jsonl) and on hand-written edge
// cases: the root-cause frame per language, the first cause of a chain, the missing module, the
// host and port, the table, the order of a log's failures, and that hostile input stays bounded.
// Then its rules (the last section): library frames are never "your code", the first location
// named is the application's, the root cause and steps never contradict the input, sentences are
// whole, and the confidence stays within the detection's unless the input itself adds evidence.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <random>
#include <regex>
#include <set>

#include "ai/DevSet.h"
#include "errknow/ai/AiJson.h"
#include "errknow/ai/DeepAnalysis.h"
#include "errknow/core/Placeholders.h"
#include "errknow/store/CatalogueStore.h"
#include "Prose.h"
#include "TraceFrames.h"

using errknow::ai::DeepAnalysis;

namespace {

class DeepAnalysisTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    store_ = errknow::store::openEmbeddedCatalogue().release();
    analyzer_ = new errknow::core::Analyzer(store_->catalogue(), store_, errknow::store::analyzerOptions(*store_));
  }
  static void TearDownTestSuite() {
    delete analyzer_;
    delete store_;
  }
  static DeepAnalysis deep(const std::string& text) {
    return errknow::ai::analyzeDeeply(text, analyzer_->analyze(text));
  }
  static DeepAnalysis dev(const std::string& id) { return deep(errknow::fixtures::devCaseText(id)); }
  // The analysis of `text` as if the analyzer had detected `record` with `confidence` (the signals
  // are the analyzer's own), so that a rule can be tested on a record of the test's making.
  static DeepAnalysis detectedAs(const std::string& text, const errknow::core::Record& record, double confidence,
                                 errknow::core::PlaceholderValues values = {}) {
    auto analysis = analyzer_->analyze(text);
    errknow::core::Finding finding;
    finding.detected.record = &record;
    finding.detected.code = record.code;
    finding.detected.confidence = confidence;
    finding.values = std::move(values);
    analysis.findings = {finding};
    return errknow::ai::analyzeDeeply(text, analysis);
  }
  // Every match of `pattern` in the summary, the root cause and the steps, in that order.
  static std::vector<std::string> locations(const DeepAnalysis& a, const std::string& pattern) {
    const std::string all = a.summary + "\n" + a.rootCause + "\n" + steps(a);
    std::vector<std::string> out;
    const std::regex re(pattern);
    for (auto it = std::sregex_iterator(all.begin(), all.end(), re); it != std::sregex_iterator(); ++it) out.push_back(it->str());
    return out;
  }
  static std::string steps(const DeepAnalysis& a) {
    std::string all;
    for (const auto& s : a.steps) all += s + "\n";
    return all;
  }
  static std::string evidence(const DeepAnalysis& a) {
    std::string all;
    for (const auto& e : a.evidence) all += std::to_string(e.line) + ": " + e.text + "\n";
    return all;
  }
  static bool quotes(const DeepAnalysis& a, int line, const std::string& part) {
    for (const auto& e : a.evidence)
      if (e.line == line && e.text.find(part) != std::string::npos) return true;
    return false;
  }
  static errknow::store::CatalogueStore* store_;
  static errknow::core::Analyzer* analyzer_;
};
errknow::store::CatalogueStore* DeepAnalysisTest::store_ = nullptr;
errknow::core::Analyzer* DeepAnalysisTest::analyzer_ = nullptr;

#define EXPECT_HAS(haystack, needle) EXPECT_NE((haystack).find(needle), std::string::npos) << (haystack)
#define EXPECT_LACKS(haystack, needle) EXPECT_EQ((haystack).find(needle), std::string::npos) << (haystack)

// --- real inputs from the dev set -------------------------------------------------------------

TEST_F(DeepAnalysisTest, PythonMissingModuleNamesTheFileLineAndTheModule) {
  const auto a = dev("py-modulenotfound-01");
  EXPECT_HAS(a.rootCause, "app.py:3");
  EXPECT_HAS(a.rootCause, "numpy");
  EXPECT_HAS(steps(a), "python -m pip install numpy");
  EXPECT_HAS(steps(a), "import numpy as np");  // the source line Python printed under the frame
  EXPECT_TRUE(quotes(a, 5, "No module named 'numpy'")) << evidence(a);
  EXPECT_EQ(a.provider, "builtin");
  EXPECT_GT(a.confidence, 0.7);
}

TEST_F(DeepAnalysisTest, PythonTableErrorNamesTheTableAndTheUsersLine) {
  const auto a = dev("pg-py-42p01-01");
  EXPECT_HAS(a.summary, "psycopg2.errors.UndefinedTable");
  EXPECT_HAS(a.rootCause, "inventory");
  EXPECT_HAS(a.rootCause, "app.py:5");
  EXPECT_HAS(steps(a), "\\dt inventory");
}

TEST_F(DeepAnalysisTest, JavaDriverFramesAreNotTheRootButTheApplicationsMainIs) {
  const auto a = dev("pg-jdbc-42p01-01");
  EXPECT_HAS(a.rootCause, "Report.java:9");
  EXPECT_LACKS(a.rootCause, "QueryExecutorImpl");
  EXPECT_HAS(a.rootCause, "invoices");
}

TEST_F(DeepAnalysisTest, JavaCausedByChainIsFollowedToTheFirstCause) {
  const auto a = dev("java-eiie-01");
  EXPECT_HAS(a.summary, "NumberFormatException");
  EXPECT_HAS(a.rootCause, "first cause in the chain is java.lang.NumberFormatException");
  EXPECT_HAS(a.rootCause, "Registry.java:4");
  EXPECT_HAS(a.steps.front(), "Fix the first cause first");
}

TEST_F(DeepAnalysisTest, PythonChainedTracebacksStartAtTheFirstOne) {
  const auto a = dev("py-urlerror-refused-01");
  EXPECT_HAS(a.summary, "ConnectionRefusedError");
  EXPECT_HAS(a.summary, "client.py:2");
  EXPECT_HAS(a.summary, "chain of 2 errors");
}

TEST_F(DeepAnalysisTest, GoPanicPointsAtTheUsersGoroutineFrame) {
  const auto a = dev("go-concurrent-map-writes-01");
  EXPECT_HAS(a.rootCause, "main.go:13");
  EXPECT_HAS(a.rootCause, "main.main.func1");
  const auto b = dev("go-interface-conversion-01");
  EXPECT_HAS(b.rootCause, "main.go:11");
}

TEST_F(DeepAnalysisTest, RustPanicPointsAtThePanicLocation) {
  const auto a = dev("rs-panic-unwrap-none-01");
  EXPECT_HAS(a.rootCause, "src/main.rs:5");
  EXPECT_HAS(a.summary, "unwrap");
}

TEST_F(DeepAnalysisTest, RustCompilerErrorPointsAtTheFirstLocation) {
  const auto a = dev("rs-e0308-01");
  EXPECT_HAS(a.rootCause, "src/main.rs:2");
  EXPECT_HAS(steps(a), "Open `src/main.rs:2`");
}

TEST_F(DeepAnalysisTest, NodeInternalFramesAreSkipped) {
  const auto a = dev("js-err-invalid-arg-type-01");
  EXPECT_HAS(a.rootCause, "app.js:3");
  EXPECT_LACKS(a.rootCause, "node:path");
  const auto b = dev("js-timeout-fetch-01");
  EXPECT_HAS(b.rootCause, "client.mjs:4");
  EXPECT_LACKS(b.rootCause, "undici");
}

TEST_F(DeepAnalysisTest, UnresolvedHostIsNamedWithACheck) {
  const auto a = dev("dns-node-enotfound-01");
  EXPECT_HAS(a.rootCause, "redis.corp.example");
  EXPECT_HAS(steps(a), "getent hosts redis.corp.example");
}

TEST_F(DeepAnalysisTest, PortInUseNamesThePort) {
  const auto a = dev("js-eaddrinuse-01");
  EXPECT_HAS(a.rootCause, "127.0.0.1:50283");
  EXPECT_HAS(steps(a), "ss -ltnp | grep :50283");
}

TEST_F(DeepAnalysisTest, RefusedConnectionNamesHostAndPort) {
  const auto a = dev("go-conn-refused-01");
  EXPECT_HAS(a.rootCause, "127.0.0.1:46529");
  EXPECT_HAS(a.rootCause, "not running");
  EXPECT_HAS(steps(a), "grep :46529");
}

TEST_F(DeepAnalysisTest, UnauthorizedWithABearerTokenBlamesTheTokenNotItsAbsence) {
  const auto a = dev("http-401-curl-01");
  EXPECT_HAS(a.rootCause, "expired");
  EXPECT_HAS(steps(a), "sent credentials");
  EXPECT_LACKS(steps(a), "No Authorization header appears");
  // The token from the command line is quoted redacted.
  EXPECT_LACKS(evidence(a), "eyJhbGciOiJIUzI1NiJ9");
}

TEST_F(DeepAnalysisTest, UnauthorizedWithoutAHeaderSaysSo) {
  const auto a = dev("http-401-wget-01");
  EXPECT_HAS(steps(a), "No Authorization header appears");
}

TEST_F(DeepAnalysisTest, SchemaQualifiedTableAndCompilerLocation) {
  EXPECT_HAS(dev("pg-42p01-schema-01").rootCause, "billing.invoices");
  const auto javac = dev("java-javac-semicolon-01");
  EXPECT_HAS(javac.rootCause, "Main.java:3");
  EXPECT_HAS(steps(javac), "first error the compiler reports");
}

TEST_F(DeepAnalysisTest, MissingFileAndSocketPathsAreNamed) {
  EXPECT_HAS(dev("java-fnfe-01").rootCause, "config/application.properties");
  EXPECT_HAS(dev("pg-08001-socket-01").rootCause, "/var/run/postgresql/.s.PGSQL.5432");
  // The server answered with a password error: no "refused" diagnosis for a port named in it.
  EXPECT_LACKS(dev("pg-28p01-01").rootCause, "refused");
}

TEST_F(DeepAnalysisTest, EveryDevCaseGivesACompleteAnswerWithValidJson) {
  std::ifstream in(ERRKNOW_SOURCE_DIR "/tests/data/dev.jsonl");
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    const auto j = nlohmann::json::parse(line);
    const auto a = deep(j["text"].get<std::string>());
    SCOPED_TRACE(j["id"].get<std::string>());
    EXPECT_FALSE(a.summary.empty());
    EXPECT_FALSE(a.rootCause.empty());
    EXPECT_FALSE(a.steps.empty());
    EXPECT_GE(a.confidence, 0.0);
    EXPECT_LE(a.confidence, 1.0);
    EXPECT_NO_THROW((void)errknow::ai::deepAnalysisJson(a).dump());
    std::string problem;
    EXPECT_TRUE(errknow::ai::parseDeepAnalysis(errknow::ai::deepAnalysisJson(a), problem)) << problem;
    ++n;
  }
  EXPECT_GT(n, 200);
}

// --- hand-written edge cases --------------------------------------------------------------------

TEST_F(DeepAnalysisTest, RefusedPostgresOnLocalhostSaysPostgresIsNotRunning) {
  const auto a = deep(
      "Traceback (most recent call last):\n"
      "  File \"/home/ana/shop/db.py\", line 14, in connect\n"
      "    return psycopg2.connect(DSN)\n"
      "  File \"/home/ana/.venv/lib/python3.11/site-packages/psycopg2/__init__.py\", line 122, in connect\n"
      "    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)\n"
      "psycopg2.OperationalError: connection to server at \"localhost\" (127.0.0.1), port 5432 failed: Connection refused\n"
      "\tIs the server running on that host and accepting TCP/IP connections?\n");
  EXPECT_HAS(a.rootCause, "PostgreSQL is not running");
  EXPECT_HAS(a.rootCause, "db.py:14");
  EXPECT_LACKS(a.rootCause, "site-packages");
  EXPECT_HAS(steps(a), "pg_isready -h localhost -p 5432");
  EXPECT_TRUE(quotes(a, 6, "port 5432 failed")) << evidence(a);
}

TEST_F(DeepAnalysisTest, NodeCauseChainEndsAtTheRefusedRedis) {
  const auto a = deep(
      "Error: cache warmup failed\n"
      "    at warm (/srv/api/src/cache.js:21:11)\n"
      "    at async main (/srv/api/src/index.js:8:3) {\n"
      "  [cause]: Error: connect ECONNREFUSED 127.0.0.1:6379\n"
      "      at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)\n"
      "      at /srv/api/node_modules/ioredis/built/Redis.js:170:41 {\n"
      "    errno: -111,\n"
      "    code: 'ECONNREFUSED'\n"
      "  }\n"
      "}\n");
  EXPECT_HAS(a.rootCause, "Redis");
  EXPECT_HAS(a.rootCause, "first cause in the chain is Error: connect ECONNREFUSED 127.0.0.1:6379");
  EXPECT_HAS(a.rootCause, "cache.js:21");  // the cause's own frames are library ones
  EXPECT_LACKS(a.rootCause, "node_modules");
  EXPECT_HAS(steps(a), "redis-cli -h 127.0.0.1 -p 6379 ping");
}

TEST_F(DeepAnalysisTest, SpringChainBlamesTheUserFrameNearestTheFirstCause) {
  const auto a = deep(
      "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'entityManagerFactory'\n"
      "\tat org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.initializeBean(AbstractAutowireCapableBeanFactory.java:1804)\n"
      "\tat com.acme.shop.ShopApplication.main(ShopApplication.java:12)\n"
      "Caused by: org.postgresql.util.PSQLException: Connection to localhost:5432 refused. Check that the hostname and port are correct.\n"
      "\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:342)\n"
      "\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)\n"
      "\tat com.acme.shop.config.DbConfig.dataSource(DbConfig.java:27)\n"
      "\t... 30 common frames omitted\n"
      "Caused by: java.net.ConnectException: Connection refused\n"
      "\tat java.base/sun.nio.ch.Net.pollConnect(Native Method)\n"
      "\tat java.base/java.net.Socket.connect(Socket.java:633)\n"
      "\t... 40 common frames omitted\n");
  EXPECT_HAS(a.rootCause, "PostgreSQL is not running");
  EXPECT_HAS(a.rootCause, "first cause in the chain is java.net.ConnectException");
  EXPECT_HAS(a.rootCause, "DbConfig.java:27");
  EXPECT_LACKS(a.rootCause, "Socket.java");
  EXPECT_LACKS(a.rootCause, "HikariPool");
  EXPECT_TRUE(quotes(a, 9, "Caused by: java.net.ConnectException")) << evidence(a);
}

TEST_F(DeepAnalysisTest, ComposeLogPrefixesAreReadThrough) {
  const auto a = deep(
      "web-1  | Traceback (most recent call last):\n"
      "web-1  |   File \"/code/app.py\", line 9, in <module>\n"
      "web-1  |     r = redis.Redis(host=\"redis\", port=6379).ping()\n"
      "web-1  | redis.exceptions.ConnectionError: Error -2 connecting to redis:6379. Name or service not known.\n");
  EXPECT_HAS(a.rootCause, "/code/app.py:9");
  EXPECT_HAS(a.rootCause, "host name redis does not resolve");
  EXPECT_HAS(steps(a), "Docker Compose service");
  EXPECT_TRUE(quotes(a, 2, "File \"/code/app.py\", line 9")) << evidence(a);
}

TEST_F(DeepAnalysisTest, IPv6LoopbackPortIsReadWhole) {
  const auto a = deep("MongoServerSelectionError: connect ECONNREFUSED ::1:27017\n");
  EXPECT_HAS(a.rootCause, "MongoDB");
  EXPECT_HAS(a.rootCause, "::1:27017");
  EXPECT_HAS(steps(a), "mongosh --host ::1 --port 27017");
}

TEST_F(DeepAnalysisTest, PythonDuringHandlingChainStartsAtTheOriginalError) {
  const auto a = deep(
      "Traceback (most recent call last):\n"
      "  File \"/app/settings.py\", line 7, in load\n"
      "    return os.environ[\"DATABASE_URL\"]\n"
      "  File \"/usr/lib/python3.11/os.py\", line 679, in __getitem__\n"
      "    raise KeyError(key) from None\n"
      "KeyError: 'DATABASE_URL'\n"
      "\n"
      "During handling of the above exception, another exception occurred:\n"
      "\n"
      "Traceback (most recent call last):\n"
      "  File \"/app/main.py\", line 3, in <module>\n"
      "    settings.load()\n"
      "  File \"/app/settings.py\", line 9, in load\n"
      "    raise RuntimeError(\"configuration incomplete\")\n"
      "RuntimeError: configuration incomplete\n");
  EXPECT_HAS(a.summary, "KeyError: 'DATABASE_URL'");
  EXPECT_HAS(a.rootCause, "settings.py:7");
  EXPECT_HAS(steps(a), "export DATABASE_URL=");
}

TEST_F(DeepAnalysisTest, DotNetAndSanitizerTracesFindTheUserFrame) {
  const auto net = deep(
      "Unhandled exception. System.NullReferenceException: Object reference not set to an instance of an object.\n"
      "   at System.Linq.Enumerable.Sum(IEnumerable`1 source)\n"
      "   at Shop.Orders.OrderService.Total(Order order) in /src/Shop/Orders/OrderService.cs:line 42\n"
      "   at Shop.Program.Main(String[] args) in /src/Shop/Program.cs:line 12\n");
  EXPECT_HAS(net.rootCause, "OrderService.cs:42");
  const auto asan = deep(
      "==4242==ERROR: AddressSanitizer: heap-use-after-free on address 0x602000000010\n"
      "READ of size 4 at 0x602000000010 thread T0\n"
      "    #0 0x55d0c1 in Parser::next() /home/li/proj/src/parser.cpp:88:12\n"
      "    #1 0x55d1f2 in main /home/li/proj/src/main.cpp:20:5\n"
      "    #2 0x7f3a2b in __libc_start_main (/lib/x86_64-linux-gnu/libc.so.6+0x2409b)\n");
  EXPECT_HAS(asan.rootCause, "parser.cpp:88");
}

TEST_F(DeepAnalysisTest, DotNetInnerExceptionIsTheFirstCause) {
  const auto a = deep(
      "Unhandled exception. System.InvalidOperationException: Could not load the configuration\n"
      " ---> System.IO.FileNotFoundException: Could not find file '/app/appsettings.Production.json'.\n"
      "   at System.IO.FileStream.ValidateFileHandle(SafeFileHandle fileHandle, String path)\n"
      "   at Shop.Config.Loader.Read(String path) in /src/Shop/Config/Loader.cs:line 18\n"
      "   --- End of inner exception stack trace ---\n"
      "   at Shop.Config.Loader.Read(String path) in /src/Shop/Config/Loader.cs:line 25\n"
      "   at Shop.Program.Main(String[] args) in /src/Shop/Program.cs:line 9\n");
  EXPECT_HAS(a.summary, "System.IO.FileNotFoundException");
  EXPECT_HAS(a.rootCause, "Loader.cs:18");
  EXPECT_HAS(a.rootCause, "/app/appsettings.Production.json");
  EXPECT_LACKS(a.rootCause, "..");
}

TEST_F(DeepAnalysisTest, RubyAndPhpTracesFindTheApplicationFrame) {
  const auto rb = deep(
      "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/core.rb:251:in `find': Couldn't find User with 'id'=42 (ActiveRecord::RecordNotFound)\n"
      "\tfrom /app/app/controllers/users_controller.rb:8:in `show'\n"
      "\tfrom /usr/local/bundle/gems/actionpack-7.1.3/lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'\n");
  EXPECT_HAS(rb.summary, "ActiveRecord::RecordNotFound: Couldn't find User");
  EXPECT_HAS(rb.rootCause, "users_controller.rb:8");
  EXPECT_LACKS(rb.rootCause, "core.rb");
  const auto php = deep(
      "PHP Fatal error:  Uncaught PDOException: SQLSTATE[42S02]: Base table or view not found: 1146 Table 'shop.orders' doesn't exist in /var/www/vendor/doctrine/dbal/src/Driver/PDO/Connection.php:33\n"
      "Stack trace:\n"
      "#0 /var/www/vendor/doctrine/dbal/src/Driver/PDO/Connection.php(33): PDO->query()\n"
      "#1 /var/www/src/Repository/OrderRepository.php(41): Doctrine\\DBAL\\Driver\\PDO\\Connection->query()\n"
      "#2 /var/www/public/index.php(12): App\\Repository\\OrderRepository->recent()\n");
  EXPECT_HAS(php.rootCause, "OrderRepository.php:41");
  EXPECT_HAS(php.rootCause, "shop.orders");
}

TEST_F(DeepAnalysisTest, TraceWithoutUserFramesBlamesNoFrame) {
  const auto a = deep(
      "Traceback (most recent call last):\n"
      "  File \"/usr/lib/python3.11/runpy.py\", line 198, in _run_module_as_main\n"
      "  File \"/usr/lib/python3/dist-packages/pip/__main__.py\", line 31, in <module>\n"
      "ValueError: bad marker\n");
  EXPECT_LACKS(a.rootCause, "runpy.py");
  EXPECT_LACKS(a.rootCause, "your code");
  EXPECT_LACKS(steps(a), "Open `");
}

TEST_F(DeepAnalysisTest, LogNamesTheFirstFailureAndWhatFollowed) {
  const auto a = deep(
      "2026-11-22 10:00:00 INFO starting worker\n"
      "2026-11-22 10:00:01 ERROR could not open /var/lib/worker/queue.db: disk I/O error\n"
      "2026-11-22 10:00:02 WARN retrying\n"
      "2026-11-22 10:00:03 ERROR job 17 failed: queue unavailable\n"
      "2026-11-22 10:00:04 ERROR job 18 failed: queue unavailable\n"
      "2026-11-22 10:00:05 FATAL worker exiting after 2 failed jobs\n");
  EXPECT_HAS(a.summary, "first failure is on line 2");
  EXPECT_HAS(a.summary, "2 different failures followed");
  EXPECT_HAS(steps(a), "line 2");
  EXPECT_TRUE(quotes(a, 2, "queue.db")) << evidence(a);
}

TEST_F(DeepAnalysisTest, EmptyAndHostileInputStayBoundedAndValid) {
  for (const std::string& text : {std::string(), std::string("\n\n\n"), std::string("\xff\xfe\x80 bad \xc3 utf8\0 nul", 20),
                                  std::string(4000, 'A') + "Error: " + std::string(5000, '\xe2')}) {
    const auto a = deep(text);
    EXPECT_FALSE(a.summary.empty());
    EXPECT_NO_THROW((void)errknow::ai::deepAnalysisJson(a).dump());
  }
  std::string big;
  while (big.size() < (1u << 20))
    big += "  File \"/usr/lib/python3/dist-packages/x.py\", line 1, in f\nTypeError: x\nERROR 17 failed at 0x1f\n";
  const auto start = std::chrono::steady_clock::now();
  const auto a = deep(big);
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
  EXPECT_LT(ms, 10000);
  EXPECT_LE(a.evidence.size(), 8u);
  EXPECT_LE(a.steps.size(), 12u);
  EXPECT_NO_THROW((void)errknow::ai::deepAnalysisJson(a).dump());
}

TEST_F(DeepAnalysisTest, FuzzRegressionsAndRandomBytesGiveValidAnswers) {
  for (const auto& entry : std::filesystem::directory_iterator(ERRKNOW_SOURCE_DIR "/tests/data/fuzz-regressions")) {
    std::ifstream in(entry.path(), std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), {});
    EXPECT_NO_THROW((void)errknow::ai::deepAnalysisJson(deep(text)).dump()) << entry.path();
  }
  std::mt19937 rng(8);
  const std::string alphabet = "Traceback File \"line, in at ()/.:\n\t0123456789 Error Caused by: [cause]: panic ECONNREFUSED \xc3\xa9\xff";
  for (int i = 0; i < 300; ++i) {
    std::string text;
    const int n = static_cast<int>(rng() % 400);
    for (int k = 0; k < n; ++k) text.push_back(alphabet[rng() % alphabet.size()]);
    const auto a = deep(text);
    EXPECT_FALSE(a.steps.empty());
    EXPECT_NO_THROW((void)errknow::ai::deepAnalysisJson(a).dump());
  }
}

// --- the rules: library frames, the first location, consistency, sentences, confidence ------------

const char* const kJdbcTrace =
    "org.postgresql.util.PSQLException: Connection to localhost:5433 refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.\n"
    "\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:342)\n"
    "\tat org.postgresql.core.ConnectionFactory.openConnection(ConnectionFactory.java:54)\n"
    "\tat org.postgresql.jdbc.PgConnection.<init>(PgConnection.java:263)\n"
    "\tat org.postgresql.Driver.makeConnection(Driver.java:443)\n"
    "\tat org.postgresql.Driver.connect(Driver.java:297)\n"
    "\tat java.sql/java.sql.DriverManager.getConnection(DriverManager.java:681)\n"
    "\tat com.acme.billing.InvoiceRepository.open(InvoiceRepository.java:42)\n"
    "\tat com.acme.billing.InvoiceService.monthly(InvoiceService.java:88)\n"
    "\tat com.acme.billing.BillingApplication.main(BillingApplication.java:17)\n"
    "Caused by: java.net.ConnectException: Connection refused\n"
    "\tat java.base/sun.nio.ch.Net.connect0(Native Method)\n"
    "\tat org.postgresql.core.PGStream.createSocket(PGStream.java:241)\n";

// A driver's frames (org.postgresql, not in any marker list) are library frames even when the
// "Caused by:" trace ends in one: the application's package comes from the outermost trace's entry
// point (its `main`, else its outermost frame), and the first location named is the application's
// innermost frame.
TEST_F(DeepAnalysisTest, JvmDriverFramesAreNeverYourCodeAndTheApplicationFrameComesFirst) {
  std::string threadEntry = kJdbcTrace;  // the same trace entered from a worker thread, no main
  threadEntry.replace(threadEntry.find("BillingApplication.main(BillingApplication.java:17)"), 51,
                      "BillingWorker.run(BillingWorker.java:17)\n\tat java.base/java.lang.Thread.run(Thread.java:840)");
  for (const std::string& text : {std::string(kJdbcTrace), threadEntry}) {
    const auto a = deep(text);
    const auto found = locations(a, R"([\w$]+\.java:\d+)");
    ASSERT_FALSE(found.empty()) << a.summary;
    EXPECT_EQ(found.front(), "InvoiceRepository.java:42") << a.summary << "\n" << a.rootCause << "\n" << steps(a);
    const std::string all = a.summary + a.rootCause + steps(a);
    for (const char* library : {"PGStream.java", "PgConnection.java", "ConnectionFactoryImpl.java", "Driver.java:"})
      EXPECT_LACKS(all, library);
    EXPECT_HAS(a.rootCause, "localhost:5433");
  }
}

// PHP's error line names where it was raised; that file and line is the first location, before
// the stack's callers, in both of PHP's forms (":57" and " on line 14"). A vendor/ location there
// is a library's, so the application's frame below it comes first instead.
TEST_F(DeepAnalysisTest, PhpFatalErrorPointsFirstAtTheFileAndLineItNames) {
  const auto a = deep(
      "PHP Fatal error:  Uncaught Error: Call to a member function fetch() on null in /var/www/html/app/Models/User.php:57\n"
      "Stack trace:\n"
      "#0 /var/www/html/app/Controllers/UserController.php(23): App\\Models\\User->find()\n"
      "#1 /var/www/html/vendor/laravel/framework/src/Illuminate/Routing/Controller.php(54): App\\Controllers\\UserController->show()\n"
      "#2 /var/www/html/public/index.php(12): Illuminate\\Routing\\Controller->callAction()\n"
      "#3 {main}\n"
      "  thrown in /var/www/html/app/Models/User.php on line 57\n");
  auto found = locations(a, R"([\w./-]+\.php:\d+)");
  ASSERT_FALSE(found.empty());
  EXPECT_EQ(found.front(), "/var/www/html/app/Models/User.php:57") << a.summary;
  EXPECT_HAS(a.summary, "Call to a member function fetch() on null");
  EXPECT_LACKS(a.summary, "User.php:57 at");  // the location is not glued to the message

  const auto parse = deep("PHP Parse error:  syntax error, unexpected token \"}\" in /var/www/app/src/Cart.php on line 14\n");
  found = locations(parse, R"([\w./-]+\.php:\d+)");
  ASSERT_FALSE(found.empty());
  EXPECT_EQ(found.front(), "/var/www/app/src/Cart.php:14");
  EXPECT_HAS(parse.summary, "PHP reports a parse error: syntax error");

  const auto vendor = deep(
      "PHP Fatal error:  Uncaught PDOException: SQLSTATE[42S02]: Base table or view not found in vendor/doctrine/dbal/src/Connection.php:33\n"
      "Stack trace:\n"
      "#0 vendor/doctrine/dbal/src/Connection.php(33): PDO->query()\n"
      "#1 src/Repository/OrderRepository.php(41): Doctrine\\DBAL\\Connection->query()\n");
  found = locations(vendor, R"([\w./-]+\.php:\d+)");
  ASSERT_FALSE(found.empty());
  EXPECT_EQ(found.front(), "src/Repository/OrderRepository.php:41");
}

// A record cause stating another size than the panic's is not the root cause; the panic text leads
// the summary; Go's method receivers stay in the function's name.
TEST_F(DeepAnalysisTest, GoPanicRootCauseAgreesWithThePanicText) {
  const std::string panic =
      "panic: runtime error: index out of range [5] with length 3\n\n"
      "goroutine 1 [running]:\n"
      "github.com/acme/svc/store.(*Store).Get(0x0, {0x5c3a20, 0x3})\n"
      "\t/home/dev/svc/store/store.go:41 +0x2c\n"
      "main.main()\n"
      "\t/home/dev/svc/main.go:22 +0x45\n";
  errknow::core::Record record;
  record.category = "go";
  record.slug = "index-out-of-range";
  record.code = "GO_INDEX_OUT_OF_RANGE";
  record.title = "index out of range";
  record.causes = {"The program was started without arguments (length 1) and reads `os.Args[1]`.",
                   "A loop runs one step past the end of the slice."};
  const auto a = detectedAs(panic, record, 0.95);
  EXPECT_HAS(a.rootCause, "A loop runs one step past the end");
  EXPECT_LACKS(a.rootCause, "length 1");
  EXPECT_HAS(a.rootCause, "store.go:41, in github.com/acme/svc/store.(*Store).Get");
  EXPECT_HAS(a.summary, "The program panicked: runtime error: index out of range [5] with length 3.");
  // The same input through the real catalogue: no cause that states another length.
  EXPECT_LACKS(deep(panic).rootCause, "(length 1)");
}

// No "This is was not declared", no "?." or ":." where a message and a template meet, and a long
// message is cut where a word ends.
TEST_F(DeepAnalysisTest, SummariesAreWholeSentencesNeverCutMidWord) {
  const auto cpp = deep("main.cpp:5:5: error: 'cout' was not declared in this scope; did you mean 'std::cout'?\n"
                        "    5 |     cout << \"hi\";\n");
  EXPECT_LACKS(cpp.summary, "This is was");
  EXPECT_LACKS(cpp.summary, "?.");
  EXPECT_HAS(cpp.summary, "The compiler's first error is at main.cpp:5: 'cout' was not declared in this scope");

  std::string message;
  std::set<std::string> words;
  for (int k = 0; k < 80; ++k) {
    const std::string w = "word" + std::to_string(k * 7919 % 1000);
    words.insert(w);
    message += (k ? " " : "") + w;
  }
  const auto a = deep("Traceback (most recent call last):\n  File \"/app/run.py\", line 3, in <module>\n    go()\nRuntimeError: " + message + "\n");
  const auto cut = a.summary.find("\u2026");
  ASSERT_NE(cut, std::string::npos) << a.summary;
  std::size_t start = cut;
  while (start > 0 && std::isalnum(static_cast<unsigned char>(a.summary[start - 1]))) --start;
  EXPECT_EQ(words.count(a.summary.substr(start, cut - start)), 1u) << a.summary;

  EXPECT_EQ(errknow::ai::clip("connection refused by the remote host", 24), "connection refused by\u2026");
  EXPECT_EQ(errknow::ai::clip(std::string(300, 'a'), 100), std::string(100, 'a') + "\u2026");  // one word longer than half
  EXPECT_EQ(errknow::ai::endSentence("did you mean 'std::cout'?"), "did you mean 'std::cout'?");
  EXPECT_EQ(errknow::ai::endSentence("overwritten by checkout:"), "overwritten by checkout.");

  std::ifstream in(ERRKNOW_SOURCE_DIR "/tests/data/dev.jsonl");
  std::string line;
  const std::regex glued(R"([?!:;,]\.(\s|$)|\u2026\.)");
  while (std::getline(in, line)) {
    const auto j = nlohmann::json::parse(line);
    const auto d = deep(j["text"].get<std::string>());
    SCOPED_TRACE(j["id"].get<std::string>());
    for (const std::string& text : {d.summary, d.rootCause}) {
      EXPECT_FALSE(std::regex_search(text, glued)) << text;
      EXPECT_TRUE(std::regex_search(text, std::regex(R"([.?!\u2026]$)"))) << text;
    }
    EXPECT_LACKS(d.summary, "This is ");
  }
}

// The record's steps come with the user's values, never repeat a step already given (the same
// command), and are left out when the input rules out their premise (credentials sent, another size).
TEST_F(DeepAnalysisTest, StepsNeitherRepeatNorContradictEachOtherOrTheInput) {
  errknow::core::Record refused;
  refused.category = "postgresql";
  refused.slug = "connection-refused";
  refused.code = "08001";
  refused.title = "connection refused";
  refused.quick_fix = {"Start the service and confirm it listens, `ss -ltnp | grep :{port}` on the server machine.",
                       "Check the firewall rules between `{host}` and the database."};
  const auto a = detectedAs(
      "psycopg2.OperationalError: connection to server at \"localhost\" (127.0.0.1), port 5433 failed: Connection refused\n",
      refused, 0.9);
  const std::string all = steps(a);
  std::size_t n = 0;
  for (auto at = all.find("ss -ltnp | grep :5433"); at != std::string::npos; at = all.find("ss -ltnp | grep :5433", at + 1)) ++n;
  EXPECT_EQ(n, 1u) << all;
  EXPECT_HAS(all, "Check the firewall rules between `localhost` and the database.");  // filled from the input
  EXPECT_LACKS(all, "{port}");

  errknow::core::Record unauthorized;
  unauthorized.category = "http";
  unauthorized.slug = "unauthorized";
  unauthorized.code = "401";
  unauthorized.title = "Unauthorized";
  unauthorized.quick_fix = {"Send the credentials explicitly: `curl -i -H \"Authorization: Bearer $TOKEN\" URL`.",
                            "Obtain a fresh token or log in again, then retry the call."};
  const auto b = detectedAs("$ curl -sS -i -H 'Authorization: Bearer abc.def.ghi' http://127.0.0.1:8080/api/me\nHTTP/1.1 401 Unauthorized\n",
                            unauthorized, 0.95);
  EXPECT_HAS(steps(b), "The request sent credentials");
  EXPECT_LACKS(steps(b), "Send the credentials explicitly");
  EXPECT_HAS(steps(b), "Obtain a fresh token");

  errknow::core::Record index;
  index.category = "go";
  index.slug = "index-out-of-range";
  index.code = "GO_INDEX_OUT_OF_RANGE";
  index.title = "index out of range";
  index.quick_fix = {"Pass the missing argument: the slice has length 1 when none was given.", "Check `len(s)` before indexing."};
  const auto c = detectedAs("panic: runtime error: index out of range [5] with length 3\n", index, 0.95);
  EXPECT_LACKS(steps(c), "length 1");
  EXPECT_HAS(steps(c), "Check `len(s)` before indexing.");

  // The refused port is Redis's: a record step whose example is another service's is not shown.
  errknow::core::Record node;
  node.category = "javascript";
  node.slug = "connection-refused";
  node.code = "ECONNREFUSED";
  node.title = "connect ECONNREFUSED";
  node.quick_fix = {"Start the target service and confirm it stays up, for example `systemctl status postgresql`.",
                    "Add retry with backoff at start-up."};
  const auto redis = detectedAs("Error: connect ECONNREFUSED 127.0.0.1:6379\n", node, 0.95);
  EXPECT_LACKS(steps(redis), "postgresql");
  EXPECT_HAS(steps(redis), "Add retry with backoff");

  // Every dev case: no step twice, no placeholder of the vocabulary left unfilled.
  std::ifstream in(ERRKNOW_SOURCE_DIR "/tests/data/dev.jsonl");
  std::string line;
  while (std::getline(in, line)) {
    const auto j = nlohmann::json::parse(line);
    const auto d = deep(j["text"].get<std::string>());
    SCOPED_TRACE(j["id"].get<std::string>());
    std::set<std::string> seen;
    for (const std::string& step : d.steps) {
      EXPECT_TRUE(seen.insert(step).second) << step;
      for (const auto& use : errknow::core::findPlaceholders(step)) EXPECT_FALSE(errknow::core::isPlaceholderName(use.name)) << step;
    }
  }
}

// The confidence is the detection's unless the input itself diagnoses the failure, and the summary
// says when the detection is a guess, generic or unrecognised.
TEST_F(DeepAnalysisTest, ConfidenceStaysWithinTheDetectionAndSaysWhenItIsGenericOrUnrecognised) {
  const auto hello = deep("hello world\n");
  EXPECT_LE(hello.confidence, 0.3);
  EXPECT_HAS(hello.summary, "unrecognised");

  errknow::core::Record guess;
  guess.category = "go";
  guess.slug = "nil-map-assignment";
  guess.code = "GO_NIL_MAP_ASSIGNMENT";
  guess.title = "assignment to entry in nil map";
  guess.causes = {"A map field was never made."};
  const auto weak = detectedAs("Segmentation fault (core dumped)\n", guess, 0.215);
  EXPECT_LE(weak.confidence, 0.215);
  EXPECT_HAS(weak.summary, "with a confidence of only 0.2");
  EXPECT_HAS(weak.rootCause, "If the catalogue's closest entry fits");

  errknow::core::Record generic;
  generic.category = "php";
  generic.slug = "php-error";
  generic.code = "PHP_ERROR";
  generic.title = "PHP error, warning or uncaught exception";
  generic.depth = "generic";
  generic.causes = {"Composer's autoloader is out of date."};
  const std::string php = "PHP Fatal error:  Uncaught Error: Call to a member function fetch() on null in /app/src/User.php:57\n";
  const auto g = detectedAs(php, generic, 0.15);
  EXPECT_LE(g.confidence, 0.15);
  EXPECT_HAS(g.summary, "The detection is generic");
  EXPECT_LACKS(g.rootCause, "Composer");  // a generic record's cause is not this error's
  EXPECT_HAS(g.rootCause, "Call to a member function fetch() on null");

  // Evidence of its own (a refused local port) may lift a generic detection, to 0.5 at most.
  const auto own = detectedAs("PHP Warning:  PDO::__construct(): connect ECONNREFUSED 127.0.0.1:3306 in /app/src/Db.php on line 9\n", generic, 0.15);
  EXPECT_GT(own.confidence, 0.15);
  EXPECT_LE(own.confidence, 0.5);
  EXPECT_HAS(own.rootCause, "MySQL");
}

// Library markers beyond core's: vendor/ (relative or not, PHP and Go), GOROOT under its other
// names, the module cache under -trimpath, Go's standard packages, system headers reached through
// "..", SDK headers; and a project's own internal/ directory is not Node's runtime.
TEST_F(DeepAnalysisTest, LibraryMarkersCoverVendorGorootModuleCacheAndSystemHeaders) {
  using errknow::ai::isLibraryCode;
  EXPECT_TRUE(isLibraryCode("php", "vendor/laravel/framework/src/Illuminate/Routing/Controller.php", ""));
  EXPECT_TRUE(isLibraryCode("php", "/var/www/vendor/doctrine/dbal/src/Connection.php", ""));
  EXPECT_TRUE(isLibraryCode("go", "vendor/github.com/segmentio/kafka-go/reader.go", ""));
  EXPECT_TRUE(isLibraryCode("go", "/usr/local/go/src/net/http/server.go", "net/http.(*conn).serve"));
  EXPECT_TRUE(isLibraryCode("go", "GOROOT/src/encoding/json/decode.go", ""));
  EXPECT_TRUE(isLibraryCode("go", "/root/sdk/go1.22.1/src/runtime/panic.go", ""));
  EXPECT_TRUE(isLibraryCode("go", "/root/go/pkg/mod/github.com/lib/pq@v1.10.9/conn.go", ""));
  EXPECT_TRUE(isLibraryCode("go", "github.com/lib/pq@v1.10.9/conn.go", ""));
  EXPECT_TRUE(isLibraryCode("go", "", "encoding/json.(*decodeState).object"));
  EXPECT_TRUE(isLibraryCode("python", "/app/.venv/lib/python3.12/site-packages/requests/api.py", ""));
  EXPECT_TRUE(isLibraryCode("javascript", "/srv/api/node_modules/ioredis/built/Redis.js", ""));
  EXPECT_TRUE(isLibraryCode("rust", "/home/u/.cargo/registry/src/index.crates.io-6f17d22bba15001f/tokio-1.37.0/src/runtime/park.rs", ""));
  EXPECT_TRUE(isLibraryCode("", "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", ""));
  EXPECT_TRUE(isLibraryCode("", "/Library/Developer/CommandLineTools/SDKs/MacOSX.sdk/usr/include/stdio.h", ""));
  EXPECT_FALSE(isLibraryCode("go", "/srv/shop/internal/orders/load.go", "example.com/shop/internal/orders.Load"));
  EXPECT_FALSE(isLibraryCode("go", "/home/dev/app/main.go", "main.main"));
  EXPECT_FALSE(isLibraryCode("php", "/var/www/html/app/Models/User.php", ""));
  EXPECT_FALSE(isLibraryCode("", "src/main.rs", ""));

  // End to end: the Go trace's module-cache and GOROOT frames are passed over for the project's.
  const auto go = deep(
      "panic: runtime error: slice bounds out of range [:5] with capacity 3\n\n"
      "goroutine 1 [running]:\n"
      "github.com/lib/pq.(*conn).recv(0xc000132000)\n"
      "\t/root/go/pkg/mod/github.com/lib/pq@v1.10.9/conn.go:1021 +0x1f\n"
      "encoding/json.(*decodeState).object(0xc0000a2000, {0x5c3a20, 0xc00001c030, 0x16})\n"
      "\tGOROOT/src/encoding/json/decode.go:612 +0x2a\n"
      "example.com/shop/internal/orders.Load({0xc00001c030, 0x10})\n"
      "\t/srv/shop/internal/orders/load.go:27 +0x85\n"
      "main.main()\n"
      "\t/srv/shop/cmd/shop/main.go:14 +0x25\n");
  const auto found = locations(go, R"([\w./-]+\.go:\d+)");
  ASSERT_FALSE(found.empty());
  EXPECT_EQ(found.front(), "/srv/shop/internal/orders/load.go:27");
  // A C++ error inside a system header: the user's line that led there comes first.
  const auto cpp = deep(
      "In file included from /usr/include/c++/12/memory:76,\n"
      "                 from main.cpp:1:\n"
      "/usr/include/c++/12/bits/stl_uninitialized.h:90:56: error: static assertion failed: result type must be constructible from input type\n"
      "main.cpp:7:17:   required from here\n");
  const auto first = locations(cpp, R"([\w./+-]+\.(?:cpp|h):\d+)");
  ASSERT_FALSE(first.empty());
  EXPECT_EQ(first.front(), "main.cpp:7");
}

// --- the `ai` object's JSON ---------------------------------------------------------------------

TEST(AiJson, RoundTripsAndRefusesWrongShapes) {
  DeepAnalysis a;
  a.summary = "s";
  a.rootCause = "r";
  a.steps = {"one"};
  a.evidence = {{3, "line three"}};
  a.confidence = 0.5;
  const auto j = errknow::ai::deepAnalysisJson(a);
  EXPECT_EQ(j["provider"], "builtin");
  EXPECT_EQ(j["evidence"][0]["line"], 3);
  std::string problem;
  const auto back = errknow::ai::parseDeepAnalysis(j, problem);
  ASSERT_TRUE(back) << problem;
  EXPECT_EQ(back->evidence[0].text, "line three");

  auto broken = [&](const char* key, errknow::wire::Json value) {
    auto k = j;
    if (value.is_discarded()) k.erase(key);
    else k[key] = value;
    std::string why;
    EXPECT_FALSE(errknow::ai::parseDeepAnalysis(k, why)) << key;
    return why;
  };
  EXPECT_HAS(broken("summary", errknow::wire::Json::value_t::discarded), "summary");
  EXPECT_HAS(broken("steps", "do it"), "steps");
  EXPECT_HAS(broken("steps", errknow::wire::Json::array()), "steps");
  EXPECT_HAS(broken("evidence", errknow::wire::Json::array({"a string"})), "evidence");
  EXPECT_HAS(broken("confidence", 1.5), "confidence");
  EXPECT_HAS(broken("root_cause", 7), "root_cause");
  EXPECT_FALSE(errknow::ai::parseDeepAnalysis(errknow::wire::Json::array(), problem));
}

TEST(AiJson, MarkdownShowsEveryPart) {
  DeepAnalysis a;
  a.summary = "Summary here.";
  a.rootCause = "Because.";
  a.steps = {"First", "Second"};
  a.evidence = {{12, "the line"}};
  a.confidence = 0.42;
  const auto md = errknow::ai::deepAnalysisMarkdown(a);
  EXPECT_HAS(md, "Summary here.");
  EXPECT_HAS(md, "**Root cause:** Because.");
  EXPECT_HAS(md, "2. Second");
  EXPECT_HAS(md, "12: the line");
  EXPECT_HAS(md, "0.42");
}

}  // namespace
