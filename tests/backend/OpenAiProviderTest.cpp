// The `openai` AI provider against a local chat-completions stand-in (FakeChatCompletions.h): a good
// answer, a timeout, a 500 then a success (the retry), two 500s, a dropped connection (retried, and
// twice), malformed JSON, content that is not JSON, a wrong shape, a 10 MB answer; and what it sent:
// the record, the signals and the input with its secrets redacted.
#include <gtest/gtest.h>

#include "ai/OpenAiProvider.h"
#include "backend/FakeChatCompletions.h"
#include "errknow/store/CatalogueStore.h"

using errknow::backend::AiResult;
using errknow::backend::OpenAiProvider;
using errknow::backend::OpenAiSettings;
using errknow::fixtures::chatAnswer;
using errknow::fixtures::FakeChatServer;
using errknow::fixtures::goodAiContent;
using Json = nlohmann::json;

namespace {

const std::string kInput =
    "$ psql postgres://app:hunter2secret@localhost:5432/shop\n"
    "Authorization: Bearer abcdef0123456789abcdef\n"
    "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\n"
    "Error: connect ECONNREFUSED 127.0.0.1:5432\n";

class OpenAiProviderTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    store_ = errknow::store::openEmbeddedCatalogue().release();
    analyzer_ = new errknow::core::Analyzer(store_->catalogue(), store_, errknow::store::analyzerOptions(*store_));
  }
  static void TearDownTestSuite() {
    delete analyzer_;
    delete store_;
  }
  static AiResult ask(const std::string& baseUrl, long timeoutMs = 5000, const std::string& input = kInput) {
    OpenAiSettings s;
    s.baseUrl = baseUrl;
    s.model = "test-model";
    s.apiKey = "sk-test-key-for-the-fake-server";
    s.timeoutMs = timeoutMs;
    OpenAiProvider provider(s);
    return provider.analyze(input, analyzer_->analyze(input));
  }
  static inline errknow::store::CatalogueStore* store_ = nullptr;
  static inline errknow::core::Analyzer* analyzer_ = nullptr;
};

TEST_F(OpenAiProviderTest, AGoodAnswerBecomesTheAiObjectAndMadeUpEvidenceIsDropped) {
  FakeChatServer server({{200, chatAnswer(goodAiContent(4, "Error: connect ECONNREFUSED 127.0.0.1:5432")), 0}});
  const AiResult r = ask(server.baseUrl());
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.value["provider"], "openai");
  EXPECT_EQ(r.value["model"], "test-model-1");  // as the endpoint reports it
  EXPECT_EQ(r.value["root_cause"], "PostgreSQL is not running on localhost:5432.");
  ASSERT_EQ(r.value["evidence"].size(), 1u);
  EXPECT_EQ(r.value["evidence"][0]["line"], 4);
  EXPECT_EQ(server.requests().size(), 1u);
  EXPECT_EQ(server.authorization(), "Bearer sk-test-key-for-the-fake-server");
}

TEST_F(OpenAiProviderTest, TheRequestCarriesTheRecordAndSignalsButNoSecrets) {
  FakeChatServer server({{200, chatAnswer(goodAiContent()), 0}});
  ASSERT_TRUE(ask(server.baseUrl()).ok);
  const std::string sent = server.requests().at(0);
  for (const char* secret : {"hunter2secret", "abcdef0123456789abcdef", "AKIAIOSFODNN7EXAMPLE"})
    EXPECT_EQ(sent.find(secret), std::string::npos) << secret;
  const Json request = Json::parse(sent);
  EXPECT_EQ(request["model"], "test-model");
  EXPECT_EQ(request["response_format"]["type"], "json_object");
  const Json user = Json::parse(request["messages"][1]["content"].get<std::string>());
  EXPECT_EQ(user["record"]["detected"]["code"], "ECONNREFUSED");
  EXPECT_FALSE(user["record"]["causes"].empty());
  EXPECT_TRUE(user["signals"].contains("http_status"));
  EXPECT_EQ(user["builtin_analysis"]["provider"], "builtin");
  EXPECT_NE(user["input"].get<std::string>().find("ECONNREFUSED 127.0.0.1:5432"), std::string::npos);
  EXPECT_NE(user["input"].get<std::string>().find("REDACTED"), std::string::npos);
}

TEST_F(OpenAiProviderTest, ALateAnswerIsATimeout) {
  FakeChatServer server({{200, chatAnswer(goodAiContent()), 3000}});
  const auto start = std::chrono::steady_clock::now();
  const AiResult r = ask(server.baseUrl(), 1000);
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.error.find("did not answer within"), std::string::npos) << r.error;
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(2500));  // no retry after a timeout
  EXPECT_EQ(server.requests().size(), 1u);
}

TEST_F(OpenAiProviderTest, A500IsRetriedOnce) {
  FakeChatServer server({{500, R"({"error":"overloaded"})", 0}, {200, chatAnswer(goodAiContent()), 0}});
  const AiResult r = ask(server.baseUrl());
  EXPECT_TRUE(r.ok) << r.error;
  EXPECT_EQ(server.requests().size(), 2u);
}

TEST_F(OpenAiProviderTest, Two500sFail) {
  FakeChatServer server({{500, R"({"error":"overloaded"})", 0}});
  const AiResult r = ask(server.baseUrl());
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.error.find("HTTP 500"), std::string::npos) << r.error;
  EXPECT_EQ(server.requests().size(), 2u);
}

TEST_F(OpenAiProviderTest, A4xxIsNotRetried) {
  FakeChatServer server({{401, R"({"error":"bad key"})", 0}});
  const AiResult r = ask(server.baseUrl());
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.error.find("HTTP 401"), std::string::npos) << r.error;
  EXPECT_EQ(server.requests().size(), 1u);
}

TEST_F(OpenAiProviderTest, ADroppedConnectionIsRetriedOnceThenFails) {
  {
    errknow::fixtures::DroppingServer server(1, chatAnswer(goodAiContent()));
    const AiResult r = ask(server.baseUrl());
    EXPECT_TRUE(r.ok) << r.error;
    EXPECT_EQ(server.connections(), 2);
  }
  errknow::fixtures::DroppingServer server(2, chatAnswer(goodAiContent()));
  const AiResult r = ask(server.baseUrl());
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.error.find("could not be reached"), std::string::npos) << r.error;
  EXPECT_EQ(server.connections(), 2);
}

TEST_F(OpenAiProviderTest, MalformedAnswersAreRefusedWithAReason) {
  struct Case {
    std::string body;
    const char* reason;
  };
  for (const Case& c : {Case{"this is not json{", "not JSON"},
                        Case{R"({"choices": []})", "choices[0].message.content"},
                        Case{chatAnswer("Sure! The problem is PostgreSQL."), "content is not JSON"},
                        Case{chatAnswer(R"({"summary": "s", "root_cause": "r", "evidence": [], "confidence": 0.5})"), "`steps`"},
                        Case{chatAnswer(R"({"summary": "s", "root_cause": "r", "steps": ["x"], "evidence": [], "confidence": 7})"), "`confidence`"},
                        Case{chatAnswer(R"(["a", "list"])"), "not a JSON object"}}) {
    FakeChatServer server({{200, c.body, 0}});
    const AiResult r = ask(server.baseUrl());
    EXPECT_FALSE(r.ok) << c.body;
    EXPECT_NE(r.error.find(c.reason), std::string::npos) << r.error;
  }
}

TEST_F(OpenAiProviderTest, ATenMegabyteAnswerIsRefusedBySize) {
  FakeChatServer server({{200, chatAnswer(std::string(10u << 20, 'x')), 0}});
  const AiResult r = ask(server.baseUrl());
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.error.find("larger than 1048576 bytes"), std::string::npos) << r.error;
}

TEST_F(OpenAiProviderTest, TheEndpointUrlIsBuiltFromTheBase) {
  auto endpoint = [](const std::string& base) {
    OpenAiSettings s;
    s.baseUrl = base;
    return OpenAiProvider(s).endpoint();
  };
  EXPECT_EQ(endpoint("https://api.openai.com/v1"), "https://api.openai.com/v1/chat/completions");
  EXPECT_EQ(endpoint("http://localhost:11434/v1/"), "http://localhost:11434/v1/chat/completions");
  EXPECT_EQ(endpoint("https://x.openai.azure.com/openai/deployments/d/chat/completions?api-version=2024-06-01"),
            "https://x.openai.azure.com/openai/deployments/d/chat/completions?api-version=2024-06-01");
}

}  // namespace
