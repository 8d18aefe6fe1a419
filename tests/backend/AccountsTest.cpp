// The accounts layer in process, on each engine (a SQLite file, a PostgreSQL schema): the key cache sees a revocation made
// through another connection (as `errknow keys revoke` does) on the next look-up, and the group
// commit of quota charges stays exact under many threads.
#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <thread>
#include <vector>

#include "accounts/AccountService.h"
#include "accounts/KeyCache.h"
#include "accounts/Keys.h"
#include "accounts/UsageBatcher.h"
#include "support/TestStores.h"

namespace errknow::accounts {
namespace {

using errknow::testing::TestStore;

class AccountsOnEachEngine : public ::testing::TestWithParam<std::string> {};

TEST_P(AccountsOnEachEngine, KeyCacheARevocationByAnotherConnectionIsSeenOnTheNextLookup) {
  TestStore tmp(GetParam());
  auto serverSide = openStore(tmp.location);
  auto cliSide = openStore(tmp.location);
  AccountService cli(*cliSide, defaultPlans());
  cli.addUser("dev@example.com");
  const NewKey key = cli.createKey("dev@example.com");

  KeyCache cache(*serverSide);
  ASSERT_TRUE(cache.find(hashKey(key.key)).has_value());
  ASSERT_TRUE(cache.find(hashKey(key.key)).has_value());  // now from the cache
  EXPECT_EQ(cli.revokeKeys("dev@example.com"), 1);
  EXPECT_FALSE(cache.find(hashKey(key.key)).has_value());
}

TEST_P(AccountsOnEachEngine, KeyCacheARevocationThroughTheSameStoreIsSeenToo) {
  TestStore tmp(GetParam());
  auto store = openStore(tmp.location);
  AccountService service(*store, defaultPlans());
  service.addUser("dev@example.com");
  const NewKey key = service.createKey("dev@example.com");
  KeyCache cache(*store);
  ASSERT_TRUE(cache.find(hashKey(key.key)).has_value());
  service.revokeKeys("dev@example.com");
  EXPECT_FALSE(cache.find(hashKey(key.key)).has_value());
  EXPECT_FALSE(cache.find(hashKey("ek_unknown")).has_value());
}

TEST_P(AccountsOnEachEngine, UsageBatcherExactlyTheLimitSucceedsUnderManyThreadsAndAllIsStored) {
  TestStore tmp(GetParam());
  auto store = openStore(tmp.location);
  AccountService service(*store, defaultPlans());
  const User u = service.addUser("dev@example.com");
  UsageBatcher batcher(*store);
  constexpr int kLimit = 500, kThreads = 16, kEach = 100;
  std::atomic<int> ok{0}, refused{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < kEach; ++i) {
        if (batcher.consume(u.id, "2026-11-22", Counter::Calls, kLimit)) ok++;
        else refused++;
      }
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok.load(), kLimit);
  EXPECT_EQ(refused.load(), kThreads * kEach - kLimit);
  EXPECT_EQ(store->used(u.id, "2026-11-22", Counter::Calls), kLimit);
  // Another connection (another process) sees the same committed count.
  EXPECT_EQ(openStore(tmp.location)->used(u.id, "2026-11-22", Counter::Calls), kLimit);
}

TEST_P(AccountsOnEachEngine, UsageBatcherCountersOfDifferentUsersAndDaysStaySeparate) {
  TestStore tmp(GetParam());
  auto store = openStore(tmp.location);
  AccountService service(*store, defaultPlans());
  const User a = service.addUser("a@example.com"), b = service.addUser("b@example.com");
  UsageBatcher batcher(*store);
  EXPECT_EQ(batcher.consume(a.id, "2026-11-22", Counter::Calls, 2), 1);
  EXPECT_EQ(batcher.consume(a.id, "2026-11-22", Counter::Calls, 2), 2);
  EXPECT_FALSE(batcher.consume(a.id, "2026-11-22", Counter::Calls, 2).has_value());
  EXPECT_EQ(batcher.consume(a.id, "2026-11-23", Counter::Calls, 2), 1);
  EXPECT_EQ(batcher.consume(b.id, "2026-11-22", Counter::Calls, 2), 1);
  EXPECT_EQ(batcher.consume(a.id, "2026-11-22", Counter::Ai, 1), 1);
}

INSTANTIATE_TEST_SUITE_P(Engines, AccountsOnEachEngine, ::testing::ValuesIn(errknow::testing::kStoreEngines),
                         errknow::testing::engineName);

}  // namespace
}  // namespace errknow::accounts
