// The quick request parser against nlohmann's: on every body it accepts, it must give the very
// value the general parser gives; on bodies it declines, the general parser decides. Hand-picked
// bodies for each branch, then thousands of random ones built from a small JSON-ish alphabet.
#include <gtest/gtest.h>

#include <random>

#include "errknow/wire/FlatObject.h"
#include "errknow/wire/Requests.h"

using namespace errknow;

namespace {

// What the general parser makes of `body`, or nullopt when it refuses it.
std::optional<wire::Json> general(const std::string& body) {
  try {
    return wire::Json::parse(body);
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

// The quick path either declines or agrees with the general parser, byte for byte once dumped.
void expectAgrees(const std::string& body) {
  const auto quick = wire::parseFlatObject(body);
  if (!quick) return;
  const auto full = general(body);
  ASSERT_TRUE(full.has_value()) << "quick path accepted what the general parser refuses: " << body;
  EXPECT_EQ(quick->dump(), full->dump()) << body;
}

}  // namespace

TEST(FlatObject, ReadsTheUsualBodies) {
  for (const std::string body : {
           R"({"error": "ModuleNotFoundError: No module named 'yaml'"})",
           R"({"error":"line one\nline two\ttabbed \"quoted\" back\\slash \/ \b\f\r","language":"python","ai":false})",
           " \r\n\t{ \"error\" : \"x\" , \"ai\" : true , \"language\" : null } \n",
           R"({})", R"({ })", R"({"error": "caf\u00e9 \u20ac \u0041 \u0000 end"})",
           R"({"a": "1", "a": "2", "b": "3"})", "{\"error\": \"\xc3\xa9t\xc3\xa9 \xf0\x9f\x98\x80\"}",
       }) {
    const auto quick = wire::parseFlatObject(body);
    ASSERT_TRUE(quick.has_value()) << body;
    EXPECT_EQ(quick->dump(), wire::Json::parse(body).dump()) << body;
  }
}

TEST(FlatObject, LeavesEverythingElseToTheGeneralParser) {
  for (const std::string body : {
           R"([])", R"("error")", R"({"error": 1})", R"({"error": {"a": "b"}})", R"({"error": ["a"]})",
           R"({"error": "a" "b"})", R"({"error": "a",})", R"({"error": "a")", R"({"error": "unterminated})",
           R"({"error": "\ud83d\ude00"})", R"({"error": "\x"})", R"({"error": "\u12G4"})", R"({"error": "\u12"})",
           "{\"error\": \"raw\ttab\"}", "{\"error\": \"raw\nnewline\"}", R"({"error": tru})", R"({"error": truex})",
           R"({"error": "a"} x)", R"({error: "a"})", R"({"error" "a"})", "", "   ", R"({"error": "a\)",
       }) {
    EXPECT_FALSE(wire::parseFlatObject(body).has_value()) << body;
  }
}

TEST(FlatObject, AgreesWithTheGeneralParserOnRandomBodies) {
  // Pieces that make near-valid bodies: structure, keys, escapes, multi-byte characters, literals.
  const std::vector<std::string> pieces = {
      "{", "}", "\"", "\"error\"", "\"language\"", "\"ai\"", ":", ",", " ", "\n", "\t", "true", "false", "null",
      "1", "[", "]", "\\", "\\n", "\\\"", "\\\\", "\\u0041", "\\u00e9", "\\ud83d", "\\ude00", "\\u0000", "\\/",
      "abc", "ERROR 1146", "\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80", "\x01", "\x7f", "x"};
  std::mt19937 rng(20261123);
  std::uniform_int_distribution<std::size_t> pick(0, pieces.size() - 1), length(1, 24);
  int accepted = 0;
  for (int n = 0; n < 20000; ++n) {
    std::string body = "{\"error\": \"";
    const std::size_t k = length(rng);
    for (std::size_t i = 0; i < k; ++i) body += pieces[pick(rng)];
    if (n % 2 == 0) body += "\"}";
    expectAgrees(body);
    if (wire::parseFlatObject(body)) ++accepted;
  }
  // The random bodies must exercise the quick path, not only its refusals.
  EXPECT_GT(accepted, 1000);
}

TEST(FlatObject, AnalyzeRequestsReadTheSameEitherWay) {
  // A flat body and the same body with a nested extra member (which takes the general path) give
  // the same request.
  const auto quick = wire::parseAnalyzeRequest(R"({"error": "boom\nline", "language": "python", "ai": true})");
  const auto full = wire::parseAnalyzeRequest(R"({"error": "boom\nline", "language": "python", "ai": true, "x": [1]})");
  ASSERT_TRUE(quick.request && full.request);
  EXPECT_EQ(quick.request->error, "boom\nline");
  EXPECT_EQ(quick.request->error, full.request->error);
  EXPECT_EQ(quick.request->language, full.request->language);
  EXPECT_EQ(quick.request->ai, full.request->ai);
  // The quick path reports the same field problems.
  EXPECT_EQ(wire::parseAnalyzeRequest(R"({"error": "   "})").details.at(0).problem, "must not be empty");
  EXPECT_EQ(wire::parseAnalyzeRequest(R"({"error": true})").details.at(0).problem, "must be a string");
  EXPECT_EQ(wire::parseAnalyzeRequest(R"({"ai": "yes", "error": "x"})").details.at(0).problem, "must be a boolean");
}
