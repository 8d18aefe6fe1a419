// The accounts store's contract (AccountStore.h), run once per engine: users, keys and their
// revocation seen through another connection, the change stamp, charges with pending notes and
// their recovery, refunds, batches, schema versions, and (PostgreSQL) losing the database and
// getting it back without a restart.
#include <gtest/gtest.h>

#include "accounts/AccountService.h"
#include "accounts/Keys.h"
#include "support/TestStores.h"

#include <atomic>
#include <functional>
#include <thread>
#include <vector>

namespace errknow::accounts {
namespace {

using errknow::testing::TestStore;
constexpr const char* kDay = "2026-11-22";

class StoreContract : public ::testing::TestWithParam<std::string> {
 protected:
  TestStore tmp{GetParam()};
  std::unique_ptr<AccountStore> store = openStore(tmp.location);
};

TEST_P(StoreContract, UsersAreUniqueByEmailWhateverTheCase) {
  EXPECT_EQ(store->engine(), GetParam());
  const User u = store->addUser("Dev@Example.com", "developer");
  EXPECT_EQ(u.email, "dev@example.com");
  EXPECT_GT(u.id, 0);
  EXPECT_EQ(u.createdAt.size(), 20u) << u.createdAt;  // 2026-11-22T10:00:00Z
  EXPECT_THROW(store->addUser("dev@EXAMPLE.com", "developer"), AccountError);
  EXPECT_THROW(store->addUser("not an email", "developer"), AccountError);
  ASSERT_TRUE(store->findUser("DEV@example.com").has_value());
  EXPECT_EQ(store->findUser("dev@example.com")->plan, "developer");
  EXPECT_FALSE(store->findUser("nobody@example.com").has_value());
  EXPECT_EQ(store->userCount(), 1);
}

TEST_P(StoreContract, KeysAreFoundByHashAndRevokedByPrefixAsAnotherConnectionSees) {
  const User u = store->addUser("dev@example.com", "developer");
  store->addKey(u.id, "hash-a", "ek_aaaaaaa");
  store->addKey(u.id, "hash-b", "ek_bbbbbbb");
  auto other = openStore(tmp.location);  // as the CLI, another process
  const std::uint64_t before = store->changeStamp();
  ASSERT_TRUE(store->findKey("hash-a").has_value());
  EXPECT_EQ(store->findKey("hash-a")->user.email, "dev@example.com");
  EXPECT_EQ(other->revokeKeys(u.id, "ek_aaaaaaa"), 1);
  EXPECT_NE(store->changeStamp(), before);
  EXPECT_FALSE(store->findKey("hash-a").has_value());
  EXPECT_TRUE(store->findKey("hash-b").has_value());
  const auto keys = store->listKeys(u.id);
  ASSERT_EQ(keys.size(), 2u);
  EXPECT_TRUE(keys[0].revoked);
  EXPECT_FALSE(keys[1].revoked);
  EXPECT_EQ(other->revokeKeys(u.id, ""), 1);  // the rest
  EXPECT_FALSE(store->findKey("hash-b").has_value());
}

TEST_P(StoreContract, ChargesStopAtTheLimitAndPendingOnesOfDeadOwnersAreTakenBack) {
  const User u = store->addUser("dev@example.com", "developer");
  EXPECT_EQ(store->consume(u.id, kDay, Counter::Calls, 3), 1);
  EXPECT_EQ(store->consume(u.id, kDay, Counter::Calls, 3, "p1", "111@h"), 2);
  EXPECT_EQ(store->consume(u.id, kDay, Counter::Calls, 3, "p2", "222@h"), 3);
  EXPECT_FALSE(store->consume(u.id, kDay, Counter::Calls, 3).has_value());
  store->confirm("p1");
  EXPECT_EQ(store->recoverPending([](const std::string& o) { return o == "222@h"; }), 1);
  EXPECT_EQ(store->used(u.id, kDay, Counter::Calls), 2);
  EXPECT_EQ(store->consume(u.id, kDay, Counter::Ai, 1, "p3", "333@h"), 1);
  store->refund(u.id, kDay, Counter::Ai, "p3");
  EXPECT_EQ(store->used(u.id, kDay, Counter::Ai), 0);
  store->refund(u.id, kDay, Counter::Ai);  // never below zero
  EXPECT_EQ(store->used(u.id, kDay, Counter::Ai), 0);
  EXPECT_EQ(store->recoverPending([](const std::string&) { return true; }), 0);  // p3 went with its refund
}

TEST_P(StoreContract, ABatchAppliesEveryOperationInOrder) {
  const User u = store->addUser("dev@example.com", "developer");
  std::vector<UsageOp> ops;
  for (int i = 0; i < 4; ++i) ops.push_back(UsageOp{u.id, kDay, Counter::Calls, 3, false, 1});
  ops.push_back(UsageOp{u.id, kDay, Counter::Calls, 3, true, 5});
  const auto out = store->applyUsage(ops);
  ASSERT_EQ(out.size(), 5u);
  EXPECT_EQ(out[0], 1);
  EXPECT_EQ(out[2], 3);
  EXPECT_FALSE(out[3].has_value());
  EXPECT_FALSE(out[4].has_value());
  EXPECT_EQ(store->used(u.id, kDay, Counter::Calls), 3);
}

TEST_P(StoreContract, OpeningAgainKeepsTheSchemaAndItsData) {
  const int version = store->schemaVersion();
  EXPECT_GE(version, 2);
  store->addUser("dev@example.com", "developer");
  auto again = openStore(tmp.location);
  EXPECT_EQ(again->schemaVersion(), version);
  EXPECT_EQ(again->userCount(), 1);
  EXPECT_NO_THROW(again->ping());
}

INSTANTIATE_TEST_SUITE_P(Engines, StoreContract, ::testing::ValuesIn(errknow::testing::kStoreEngines),
                         errknow::testing::engineName);

TEST(PostgresStore, ASchemaNewerThanTheBuildIsRefusedWithAClearMessage) {
  TestStore tmp("postgresql");
  { openStore(tmp.location); }
  const std::string schema = tmp.location.substr(tmp.location.find("%3D") + 3);
  errknow::testing::PostgresCluster::shared().psql("UPDATE " + schema + ".errknow_schema SET version = 999");
  try {
    openStore(tmp.location);
    FAIL() << "opened a store with a newer schema";
  } catch (const AccountError& e) {
    EXPECT_NE(std::string(e.what()).find("newer than this build knows"), std::string::npos) << e.what();
  }
}

TEST(PostgresStore, AnUnreachableDatabaseIsAnAccountErrorAndTheStoreRecoversWhenItIsBack) {
  TestStore tmp("postgresql");
  auto store = openStore(tmp.location);
  const User u = store->addUser("dev@example.com", "developer");
  // Several pooled connections, all of which the restart will cut.
  const auto inParallel = [&](int n, const std::function<void()>& work) {
    std::vector<std::thread> threads;
    std::atomic<int> failures{0};
    for (int i = 0; i < n; ++i)
      threads.emplace_back([&] {
        try {
          work();
        } catch (const AccountError&) {
          ++failures;
        }
      });
    for (auto& t : threads) t.join();
    return failures.load();
  };
  EXPECT_EQ(inParallel(8, [&] { store->used(u.id, kDay, Counter::Calls); }), 0);
  auto& cluster = errknow::testing::PostgresCluster::shared();
  cluster.stop();
  EXPECT_THROW(store->ping(), AccountError);
  EXPECT_THROW(store->consume(u.id, kDay, Counter::Calls, 100), AccountError);
  cluster.start();
  // Back: no operation fails, on any of the connections that were cut.
  EXPECT_EQ(inParallel(8, [&] { store->consume(u.id, kDay, Counter::Calls, 100); }), 0);
  EXPECT_EQ(inParallel(8, [&] { store->findKey("nothing"); }), 0);
  EXPECT_EQ(store->used(u.id, kDay, Counter::Calls), 8);
}

TEST(PostgresStore, AWrongUrlFailsWithAMessageThatHidesThePassword) {
  try {
    openStore("postgresql://errknow:s3cret@127.0.0.1:1/none?connect_timeout=2");
    FAIL() << "connected to nothing";
  } catch (const AccountError& e) {
    const std::string m = e.what();
    EXPECT_NE(m.find("cannot connect"), std::string::npos) << m;
    EXPECT_EQ(m.find("s3cret"), std::string::npos) << m;
  }
}

}  // namespace
}  // namespace errknow::accounts
