// The OpenAPI document served at /openapi.json is the one in the repo, is OpenAPI 3.1, and real
// responses of every endpoint (successes and errors) match the schemas it declares for them.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>

#include "support/SchemaValidator.h"
#include "support/ServerProcess.h"

using namespace errknow;
using fixtures::httpCall;
using Json = nlohmann::json;

class OpenApiTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    curl_global_init(CURL_GLOBAL_DEFAULT);
    server = new fixtures::ServerProcess();
    std::ifstream in(ERRKNOW_SOURCE_DIR "/backend/openapi.json");
    doc = Json::parse(in);
  }
  static void TearDownTestSuite() { delete server; }
  static inline fixtures::ServerProcess* server = nullptr;
  static inline Json doc;

  // The response's status and body against what the document declares for (path, method).
  void expectMatches(const std::string& path, const std::string& method, const fixtures::HttpReply& r) {
    const fixtures::SchemaValidator v(doc);
    const auto& responses = doc["paths"][path][method]["responses"];
    const std::string status = std::to_string(r.status);
    ASSERT_TRUE(responses.contains(status)) << path << " " << method << " does not document " << status;
    Json response = responses[status];
    if (response.contains("$ref")) response = v.resolve(response["$ref"].get<std::string>());
    const auto& schema = response["content"]["application/json"]["schema"];
    const auto problems = v.validate(Json::parse(r.body), schema);
    EXPECT_TRUE(problems.empty()) << path << " " << status << ": " << problems.front();
    for (const auto& [name, h] : response["headers"].items()) {
      std::string lower = name;
      for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (name == "X-AI-RateLimit-Remaining" || name == "Retry-After") continue;  // only in some answers
      EXPECT_FALSE(r.header(lower).empty()) << path << " " << status << " lacks header " << name;
    }
  }
  std::string auth() const { return "Authorization: Bearer " + server->devKey(); }
};

TEST_F(OpenApiTest, TheServedDocumentIsTheRepositoryOne) {
  const auto r = httpCall("GET", server->url("/openapi.json"));
  ASSERT_EQ(r.status, 200);
  const Json served = Json::parse(r.body);
  EXPECT_EQ(served, doc);
  EXPECT_EQ(served["openapi"].get<std::string>().rfind("3.1", 0), 0u);
}

TEST_F(OpenApiTest, RealResponsesMatchTheirSchemas) {
  const std::string json = "Content-Type: application/json";
  expectMatches("/analyze", "post",
                httpCall("POST", server->url("/api/v1/analyze"),
                         R"({"error":"Traceback (most recent call last):\n  File \"a.py\", line 1, in <module>\nModuleNotFoundError: No module named 'x'\nHTTP/1.1 503 Service Unavailable","language":"python"})",
                         {auth(), json}));
  expectMatches("/analyze", "post",
                httpCall("POST", server->url("/api/v1/analyze"), R"({"error":"zzz qqq", "ai": true})", {auth(), json}));
  expectMatches("/analyze", "post", httpCall("POST", server->url("/api/v1/analyze"), R"({"error":5})", {auth(), json}));
  expectMatches("/analyze", "post", httpCall("POST", server->url("/api/v1/analyze"), R"({"error":"x"})", {json}));
  expectMatches("/errors/{category}/{slugOrCode}", "get", httpCall("GET", server->url("/api/v1/errors/http/404"), "", {auth()}));
  expectMatches("/errors/{category}/{slugOrCode}", "get", httpCall("GET", server->url("/api/v1/errors/http/999"), "", {auth()}));
  expectMatches("/search", "get", httpCall("GET", server->url("/api/v1/search?q=connection%20refused&limit=5"), "", {auth()}));
  expectMatches("/search", "get", httpCall("GET", server->url("/api/v1/search?limit=5"), "", {auth()}));
  expectMatches("/categories", "get", httpCall("GET", server->url("/api/v1/categories"), "", {auth()}));
  expectMatches("/categories", "get", httpCall("POST", server->url("/api/v1/categories"), "{}", {auth(), json}));
}
