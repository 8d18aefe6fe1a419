// The evidence rules that re-rank a record's causes, on a hand-made record: a sent Bearer token
// moves "expired/invalid" above "missing", a refused local port moves "not running" up, a cause that
// states a quantity the input states otherwise goes last, and without evidence the record's own
// order is kept.
#include <gtest/gtest.h>

#include "CauseRanking.h"
#include "errknow/core/Normalizer.h"

using namespace errknow::ai;

namespace {

errknow::core::Record recordWithCauses(std::vector<std::string> causes) {
  errknow::core::Record r;
  r.category = "http";
  r.slug = "401";
  r.code = "401";
  r.causes = std::move(causes);
  return r;
}

std::vector<std::string> order(const std::string& input, const errknow::core::Record& record,
                               std::vector<std::string> platforms = {}) {
  const auto text = errknow::core::normalize(input);
  std::vector<std::string> out;
  for (const auto& c : rankCauses(record, findInputFacts(text), text.text, platforms)) out.push_back(c.text);
  return out;
}

const auto kAuth = recordWithCauses({"The Authorization header is missing: no token was sent.",
                                     "The token expired or was revoked.", "The API key belongs to another environment."});

TEST(CauseRanking, ABearerTokenPutsExpiredBeforeMissing) {
  const auto ranked = order("> GET /v1/me HTTP/1.1\n> Authorization: Bearer abc.def.ghi\n< HTTP/1.1 401 Unauthorized\n", kAuth);
  EXPECT_EQ(ranked.front(), "The token expired or was revoked.");
  EXPECT_EQ(ranked.back(), "The Authorization header is missing: no token was sent.");
}

TEST(CauseRanking, WithoutEvidenceTheRecordsOrderIsKept) {
  const auto ranked = order("HTTP/1.1 401 Unauthorized\n", kAuth);
  EXPECT_EQ(ranked, kAuth.causes);
}

TEST(CauseRanking, ARefusedLocalPortPutsNotRunningFirstAndNamesTheService) {
  const auto record = recordWithCauses({"A firewall drops the packets.", "The host name is wrong.",
                                        "The database server is not running."});
  const auto text = errknow::core::normalize("Error: connect ECONNREFUSED 127.0.0.1:5432\n");
  const auto facts = findInputFacts(text);
  EXPECT_EQ(facts.service, "PostgreSQL");
  EXPECT_EQ(facts.port, 5432);
  EXPECT_TRUE(facts.localHost);
  EXPECT_TRUE(facts.connectionRefused);
  const auto ranked = rankCauses(record, facts, text.text, {});
  EXPECT_EQ(ranked.front().text, "The database server is not running.");
  EXPECT_FALSE(ranked.front().because.empty());
}

TEST(CauseRanking, PortsMapToTheirUsualServices) {
  EXPECT_EQ(serviceForPort(3306), "MySQL/MariaDB");
  EXPECT_EQ(serviceForPort(6379), "Redis");
  EXPECT_EQ(serviceForPort(27017), "MongoDB");
  EXPECT_EQ(serviceForPort(12345), "");
}

TEST(CauseRanking, DockerInputPromotesContainerCauses) {
  const auto record = recordWithCauses({"The service is not installed.", "Inside a Docker container localhost is the container."});
  const auto ranked = order("connection refused\n", record, {"docker"});
  EXPECT_EQ(ranked.front(), "Inside a Docker container localhost is the container.");
}

// A cause that names a size, index or port the input gives otherwise contradicts it (the Go panic
// "index out of range [5] with length 3" is not a program "started without arguments (length 1)").
TEST(CauseRanking, ACauseStatingAnotherQuantityThanTheInputGoesLast) {
  const auto record = recordWithCauses({"The program was started without arguments (length 1) and reads os.Args[1].",
                                        "An off-by-one loop reads one element past the end."});
  const std::string panic = "panic: runtime error: index out of range [5] with length 3\n";
  const auto text = errknow::core::normalize(panic);
  const auto ranked = rankCauses(record, findInputFacts(text), text.text, {});
  EXPECT_EQ(ranked.front().text, "An off-by-one loop reads one element past the end.");
  EXPECT_TRUE(ranked.back().contradicted);
  EXPECT_FALSE(ranked.front().contradicted);
}

TEST(CauseRanking, ContradictionNeedsTheSameQuantityStatedOtherwise) {
  const std::string panic = "panic: runtime error: slice bounds out of range [:5] with capacity 3";
  EXPECT_TRUE(contradictsInput("started without arguments (length 1)", panic));  // length and capacity are one size
  EXPECT_FALSE(contradictsInput("the slice has length 3", panic));                // the same value
  EXPECT_FALSE(contradictsInput("a loop runs one step too far", panic));          // no quantity stated
  EXPECT_FALSE(contradictsInput("Python 3.8 lacks it (version 3.8)", panic));     // not a measure the input gives
  EXPECT_TRUE(contradictsInput("PostgreSQL listens on port 5432", "connection refused", 5433));
  EXPECT_FALSE(contradictsInput("PostgreSQL listens on port 5432", "connection refused", 5432));
  EXPECT_FALSE(contradictsInput("check port 5432", "connection refused"));  // the input names no port
}

// A cause blaming None/null/nil/undefined is not this error's when the error quotes the values it
// got and none is absent.
TEST(CauseRanking, ACauseBlamingAnAbsentValueTheErrorDoesNotShowGoesLast) {
  const std::string operands = "TypeError: unsupported operand type(s) for +: 'int' and 'str'";
  EXPECT_TRUE(blamesAnAbsentValueTheInputLacks("One operand is None because a variable was never set.", operands));
  EXPECT_FALSE(blamesAnAbsentValueTheInputLacks("Numbers read from files are still strings.", operands));
  EXPECT_FALSE(blamesAnAbsentValueTheInputLacks("One operand is None.", "TypeError: unsupported operand type(s) for +: 'NoneType' and 'int'"));
  EXPECT_FALSE(blamesAnAbsentValueTheInputLacks("The value is undefined.", "TypeError: Cannot read properties of undefined (reading 'map')"));
  EXPECT_FALSE(blamesAnAbsentValueTheInputLacks("Output goes to /dev/null.", operands));
  const auto record = recordWithCauses({"One operand is None because a variable was never set.",
                                        "Numbers read from input are still strings and are mixed with ints."});
  const auto ranked = order(operands + "\n", record);
  EXPECT_EQ(ranked.front(), "Numbers read from input are still strings and are mixed with ints.");
}

}  // namespace
