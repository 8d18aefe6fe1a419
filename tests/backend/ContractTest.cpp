// The API contract's edges against the real errknow-server over HTTP (issue 29): quota headers on
// answers made without a route (405, 413), the Bearer scheme in any case, a POST with no body
// answered at once, JSON 404s for a mistyped prefix or version, ids in any case, `null` for an
// optional field, the primary record of a shared alias, gzip when asked, JSON bodies that end in
// CR LF; and the header readers
// (AuthScheme.h, Compression.h) on their own.
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <zlib.h>

#include <chrono>
#include <nlohmann/json.hpp>
#include <string>

#include "http/AuthScheme.h"
#include "http/Compression.h"
#include "support/ServerProcess.h"

using namespace errknow;
using fixtures::httpCall;
using fixtures::HttpReply;
using fixtures::ServerProcess;
using Json = nlohmann::json;

namespace {

std::string bearer(const std::string& key) { return "Authorization: Bearer " + key; }

long remaining(const HttpReply& r) {
  const std::string v = r.header("x-ratelimit-remaining");
  return v.empty() ? -1 : std::stol(v);
}

bool jsonError(const HttpReply& r, const std::string& code) {
  try {
    return Json::parse(r.body)["error"]["code"] == code && r.header("content-type").find("application/json") == 0;
  } catch (...) {
    return false;
  }
}

// Sends `raw` on a new connection and reads until the server closes or is silent for `quietMs`.
std::string exchange(int port, const std::string& raw, int quietMs) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_port = htons(static_cast<uint16_t>(port));
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
    close(fd);
    return "";
  }
  send(fd, raw.data(), raw.size(), MSG_NOSIGNAL);
  std::string out;
  char buf[4096];
  for (;;) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, quietMs) <= 0) break;
    const ssize_t n = recv(fd, buf, sizeof buf, 0);
    if (n <= 0) break;
    out.append(buf, static_cast<std::size_t>(n));
  }
  close(fd);
  return out;
}

std::string gunzip(const std::string& in) {
  z_stream z{};
  if (inflateInit2(&z, 15 + 16) != Z_OK) return "";
  std::string out(in.size() * 20 + 1024, '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  z.avail_in = static_cast<uInt>(in.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  const int rc = inflate(&z, Z_FINISH);
  out.resize(out.size() - z.avail_out);
  inflateEnd(&z);
  return rc == Z_STREAM_END ? out : "";
}

std::size_t count(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

}  // namespace

class ContractTest : public ::testing::Test {
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
  static int port() { return std::stoi(server->url("").substr(server->url("").rfind(':') + 1)); }
  static inline ServerProcess* server = nullptr;
  static inline std::string key;
};

TEST_F(ContractTest, AnswersWithoutARouteTellAValidKeyItsTrueRemainingCount) {
  const auto before = httpCall("GET", server->url("/api/v1/categories"), "", {bearer(key)});
  ASSERT_EQ(before.status, 200);
  const long left = remaining(before);
  ASSERT_GT(left, 0);
  const auto notAllowed = httpCall("GET", server->url("/api/v1/analyze"), "", {bearer(key)});
  EXPECT_EQ(notAllowed.status, 405);
  EXPECT_EQ(remaining(notAllowed), left);  // nothing was counted
  EXPECT_FALSE(notAllowed.header("x-ratelimit-limit").empty());
  const auto tooLarge = httpCall("POST", server->url("/api/v1/analyze"), R"({"error": ")" + std::string(2 << 20, 'x') + R"("})",
                                 {bearer(key), "Content-Type: application/json"});
  EXPECT_EQ(tooLarge.status, 413);
  EXPECT_EQ(remaining(tooLarge), left);
  // No key, or an unknown one: 0, as before.
  EXPECT_EQ(remaining(httpCall("GET", server->url("/api/v1/analyze"))), 0);
  EXPECT_EQ(remaining(httpCall("GET", server->url("/api/v1/analyze"), "", {bearer("ek_" + std::string(40, 'x'))})), 0);
}

TEST_F(ContractTest, TheBearerSchemeIsCaseInsensitiveAndBasicIsToldToUseBearer) {
  for (const std::string& header : {"Authorization: bearer " + key, "Authorization: BEARER " + key,
                                    "Authorization: Bearer    " + key})
    EXPECT_EQ(httpCall("GET", server->url("/api/v1/categories"), "", {header}).status, 200) << header;
  const auto basic = httpCall("GET", server->url("/api/v1/categories"), "", {"Authorization: Basic dXNlcjpwYXNz"});
  EXPECT_EQ(basic.status, 401);
  EXPECT_NE(basic.body.find("Bearer"), std::string::npos) << basic.body;
  EXPECT_EQ(httpCall("GET", server->url("/api/v1/categories"), "", {"Authorization: Bearer" + key}).status, 401);
}

TEST_F(ContractTest, APostWithoutABodyGetsThe422OfAnEmptyBodyAtOnce) {
  const auto start = std::chrono::steady_clock::now();
  const std::string answer = exchange(port(),
                                      "POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nConnection: close\r\n" + bearer(key) + "\r\n\r\n",
                                      2000);
  const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(answer.rfind("HTTP/1.1 422 ", 0), 0u) << answer.substr(0, 200);
  EXPECT_LT(took, 1.5);
  EXPECT_LE(count(answer, "\r\nConnection:"), 1u) << answer.substr(0, 400);
}

TEST_F(ContractTest, AMistypedPrefixOrVersionGetsTheJsonNotFound) {
  for (const char* path : {"/api/v2/categories", "/api/V1/categories", "/API/v1/categories", "/api"}) {
    const auto r = httpCall("GET", server->url(path), "", {bearer(key)});
    EXPECT_EQ(r.status, 404) << path;
    EXPECT_TRUE(jsonError(r, "not_found")) << path << " " << r.body.substr(0, 200);
  }
  // The website's pages are not under /api.
  EXPECT_EQ(httpCall("GET", server->url("/apix")).header("content-type").find("text/html"), 0u);
}

TEST_F(ContractTest, CategoryIdsAndSlugsAreMatchedInAnyCase) {
  const auto r = httpCall("GET", server->url("/api/v1/errors/HTTP/404"), "", {bearer(key)});
  ASSERT_EQ(r.status, 200) << r.body;
  const Json j = Json::parse(r.body);
  EXPECT_EQ(j["category"], "http");
  std::string slug = j["slug"];
  for (char& c : slug) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  EXPECT_EQ(httpCall("GET", server->url("/api/v1/errors/Http/" + slug), "", {bearer(key)}).status, 200) << slug;
}

TEST_F(ContractTest, NullForAnOptionalFieldMeansAbsent) {
  for (const char* body : {R"({"error": "ECONNREFUSED", "ai": null})", R"({"error": "ECONNREFUSED", "language": null})"}) {
    const auto r = httpCall("POST", server->url("/api/v1/analyze"), body, {bearer(key), "Content-Type: application/json"});
    EXPECT_EQ(r.status, 200) << body << " " << r.body.substr(0, 200);
    EXPECT_FALSE(Json::parse(r.body).contains("ai")) << body;
  }
}

TEST_F(ContractTest, ASharedAliasAnswersItsPrimaryRecord) {
  for (const auto& [alias, code] : {std::pair{"42S02", "1146"}, {"23000", "1062"}, {"42000", "1064"}}) {
    const auto r = httpCall("GET", server->url(std::string("/api/v1/errors/mysql/") + alias), "", {bearer(key)});
    ASSERT_EQ(r.status, 200) << alias;
    EXPECT_EQ(Json::parse(r.body)["code"], code) << alias;
  }
}

TEST_F(ContractTest, AnswersAreGzippedWhenTheClientAsks) {
  const std::string body = R"({"error": "connect ECONNREFUSED 127.0.0.1:5432"})";
  const auto zipped = httpCall("POST", server->url("/api/v1/analyze"), body,
                               {bearer(key), "Content-Type: application/json", "Accept-Encoding: gzip, deflate"});
  ASSERT_EQ(zipped.status, 200);
  EXPECT_EQ(zipped.header("content-encoding"), "gzip");
  EXPECT_EQ(zipped.header("vary"), "Accept-Encoding");
  const std::string text = gunzip(zipped.body);
  ASSERT_FALSE(text.empty());
  EXPECT_TRUE(Json::parse(text).contains("detected"));
  const auto plain = httpCall("POST", server->url("/api/v1/analyze"), body, {bearer(key), "Content-Type: application/json"});
  EXPECT_TRUE(plain.header("content-encoding").empty());
  EXPECT_TRUE(Json::parse(plain.body).contains("detected"));
  const auto refused = httpCall("POST", server->url("/api/v1/analyze"), body,
                                {bearer(key), "Content-Type: application/json", "Accept-Encoding: gzip;q=0"});
  EXPECT_TRUE(refused.header("content-encoding").empty());
}

TEST_F(ContractTest, EveryJsonBodyEndsWithALineBreak) {
  for (const char* path : {"/api/v1/categories", "/api/v1/errors/http/404", "/api/v1/no-such-thing", "/api/v2/x", "/healthz"}) {
    const auto r = httpCall("GET", server->url(path), "", {bearer(key)});
    ASSERT_GE(r.body.size(), 2u) << path;
    EXPECT_EQ(r.body.substr(r.body.size() - 2), "\r\n") << path;
  }
  const auto r = httpCall("POST", server->url("/api/v1/analyze"), R"({"error": "ECONNREFUSED"})",
                          {bearer(key), "Content-Type: application/json"});
  EXPECT_EQ(r.body.substr(r.body.size() - 2), "\r\n");
}

TEST(HeaderReaders, BearerAndBasic) {
  EXPECT_EQ(backend::bearerKey("Bearer ek_1"), "ek_1");
  EXPECT_EQ(backend::bearerKey("bEaReR   ek_1"), "ek_1");
  EXPECT_EQ(backend::bearerKey("Bearerek_1"), "");
  EXPECT_EQ(backend::bearerKey("Bearer"), "");
  EXPECT_EQ(backend::bearerKey("Token ek_1"), "");
  EXPECT_TRUE(backend::isBasicAuth("basic dXNlcjpwYXNz"));
  EXPECT_FALSE(backend::isBasicAuth("Bearer ek_1"));
}

TEST(HeaderReaders, AcceptEncoding) {
  EXPECT_TRUE(backend::acceptsGzip("gzip"));
  EXPECT_TRUE(backend::acceptsGzip("br, GZIP;q=0.5"));
  EXPECT_TRUE(backend::acceptsGzip("*"));
  EXPECT_FALSE(backend::acceptsGzip("gzip;q=0"));
  EXPECT_FALSE(backend::acceptsGzip("br, deflate"));
  EXPECT_FALSE(backend::acceptsGzip(""));
  EXPECT_FALSE(backend::acceptsGzip("*, gzip;q=0"));
}
