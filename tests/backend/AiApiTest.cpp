// `ai: true` end to end over real HTTP against the real errknow-server: the builtin provider's
// object and the AI quota header going down; an openai provider pointed at a local stand-in that
// fails (200 with `ai.error`, the AI quota not charged) or answers; `ai_provider = none`; the AI 429.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "ServerConfig.h"
#include "backend/FakeChatCompletions.h"
#include "support/ServerProcess.h"

using errknow::fixtures::httpCall;
using errknow::fixtures::HttpReply;
using errknow::fixtures::ServerProcess;
using Json = nlohmann::json;

namespace {

const std::string kTrace =
    "Traceback (most recent call last):\n"
    "  File \"/srv/shop/app/db.py\", line 31, in connect\n"
    "    return psycopg2.connect(dsn)\n"
    "  File \"/usr/lib/python3/dist-packages/psycopg2/__init__.py\", line 122, in connect\n"
    "    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)\n"
    "psycopg2.OperationalError: connection to server at \"localhost\" (127.0.0.1), port 5432 failed: Connection refused\n";

HttpReply analyzeWithAi(const ServerProcess& s, const std::string& key) {
  return httpCall("POST", s.url("/api/v1/analyze"), Json{{"error", kTrace}, {"ai", true}}.dump(),
                  {"Authorization: Bearer " + key, "Content-Type: application/json"});
}

std::string config(const std::string& aiSettings, int aiPerDay = 50) {
  return R"({"plans": {"developer": {"calls_per_day": 1000, "ai_per_day": )" + std::to_string(aiPerDay) + "}}" +
         (aiSettings.empty() ? "" : ", " + aiSettings) + "}";
}

class AiApi : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { curl_global_init(CURL_GLOBAL_DEFAULT); }
};

TEST_F(AiApi, TheBuiltinProviderAnswersTheObjectAndChargesTheAiQuota) {
  ServerProcess s(config(""));
  const auto first = analyzeWithAi(s, s.devKey());
  const auto second = analyzeWithAi(s, s.devKey());
  ASSERT_EQ(first.status, 200) << first.body;
  const Json ai = Json::parse(first.body)["ai"];
  EXPECT_EQ(ai["provider"], "builtin");
  EXPECT_EQ(ai["model"], "errknow-builtin-1");
  EXPECT_NE(ai["root_cause"].get<std::string>().find("db.py:31"), std::string::npos) << ai.dump();
  EXPECT_NE(ai["root_cause"].get<std::string>().find("PostgreSQL"), std::string::npos) << ai.dump();
  EXPECT_EQ(ai["root_cause"].get<std::string>().find("dist-packages"), std::string::npos);
  ASSERT_FALSE(ai["evidence"].empty());
  EXPECT_TRUE(ai["evidence"][0]["line"].is_number_integer());
  EXPECT_EQ(first.header("x-ai-ratelimit-remaining"), "49");
  EXPECT_EQ(second.header("x-ai-ratelimit-remaining"), "48");
}

TEST_F(AiApi, AFailingOpenAiEndpointGivesAnErrorObjectAndNoAiCharge) {
  errknow::fixtures::FakeChatServer chat({{500, R"({"error":"down"})", 0}});
  ServerProcess s(config(R"("ai_provider": "openai", "ai_model": "m", "ai_timeout_seconds": 5, "ai_base_url": ")" +
                         chat.baseUrl() + "\""));
  const auto first = analyzeWithAi(s, s.devKey());
  const auto second = analyzeWithAi(s, s.devKey());
  ASSERT_EQ(first.status, 200) << first.body;
  const Json body = Json::parse(first.body);
  ASSERT_TRUE(body["ai"]["error"].is_string()) << first.body;
  EXPECT_NE(body["ai"]["error"].get<std::string>().find("HTTP 500"), std::string::npos);
  EXPECT_EQ(body["detected"]["category"], "postgresql");  // the rest of the answer is whole
  EXPECT_EQ(first.header("x-ai-ratelimit-remaining"), "50");
  EXPECT_EQ(second.header("x-ai-ratelimit-remaining"), "50");
  EXPECT_EQ(chat.requests().size(), 4u);  // each call: one try and one retry
}

TEST_F(AiApi, AWorkingOpenAiEndpointAnswersAndIsCharged) {
  errknow::fixtures::FakeChatServer chat({{200, errknow::fixtures::chatAnswer(errknow::fixtures::goodAiContent()), 0}});
  ServerProcess s(config(R"("ai_provider": "openai", "ai_model": "m", "ai_base_url": ")" + chat.baseUrl() + "\""));
  const auto r = analyzeWithAi(s, s.devKey());
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(Json::parse(r.body)["ai"]["provider"], "openai");
  EXPECT_EQ(r.header("x-ai-ratelimit-remaining"), "49");
}

TEST_F(AiApi, ProviderNoneAnswersAnErrorObjectAndIsNotCharged) {
  ServerProcess s(config(R"("ai_provider": "none")"));
  const auto r = analyzeWithAi(s, s.devKey());
  ASSERT_EQ(r.status, 200);
  EXPECT_TRUE(Json::parse(r.body)["ai"]["error"].is_string());
  EXPECT_EQ(r.header("x-ai-ratelimit-remaining"), "50");
}

TEST_F(AiApi, TheSpentAiQuotaAnswers429) {
  ServerProcess s(config("", 1));
  EXPECT_EQ(analyzeWithAi(s, s.devKey()).status, 200);
  const auto r = analyzeWithAi(s, s.devKey());
  EXPECT_EQ(r.status, 429);
  EXPECT_EQ(Json::parse(r.body)["error"]["code"], "ai_quota_exceeded");
  EXPECT_EQ(r.header("x-ai-ratelimit-remaining"), "0");
}

TEST(AiSettings, FlagsAreReadAndBadValuesNameTheSetting) {
  bool help = false, version = false;
  const auto c = errknow::backend::loadServerConfig(
      {"--ai-provider", "openai", "--ai-base-url", "http://127.0.0.1:11434/v1", "--ai-model", "llama3", "--ai-timeout", "7"},
      help, version);
  EXPECT_EQ(c.aiProvider, "openai");
  EXPECT_EQ(c.aiBaseUrl, "http://127.0.0.1:11434/v1");
  EXPECT_EQ(c.aiModel, "llama3");
  EXPECT_EQ(c.aiTimeoutSeconds, 7);
  EXPECT_EQ(errknow::backend::loadServerConfig({}, help, version).aiProvider, "builtin");
  auto problem = [&](std::vector<std::string> args) {
    try {
      errknow::backend::loadServerConfig(args, help, version);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_NE(problem({"--ai-provider", "magic"}).find("ai_provider"), std::string::npos);
  EXPECT_NE(problem({"--ai-provider", "openai", "--ai-base-url", "ftp://x"}).find("ai_base_url"), std::string::npos);
  EXPECT_NE(problem({"--ai-timeout", "0"}).find("--ai-timeout"), std::string::npos);
}

}  // namespace
