// The evidence rules that re-rank a record's causes, on a hand-made record: a sent Bearer token
// moves "expired/invalid" above "missing", a refused local port moves "not running" up, and
// without evidence the record's own order is kept.
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

}  // namespace
