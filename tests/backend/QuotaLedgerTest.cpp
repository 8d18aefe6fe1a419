// The quota ledger in process, on each engine (a SQLite file, a PostgreSQL schema): leases taken and settled in the store,
// exact limits under many threads, idle leases given back, and a crashed process's leases given
// back from its journal at the next start.
#include <gtest/gtest.h>

#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <thread>
#include <vector>

#include "accounts/AccountService.h"
#include "accounts/LeaseJournal.h"
#include "accounts/QuotaLedger.h"
#include "support/TestStores.h"

namespace errknow::accounts {
namespace {

constexpr const char* kDay = "2026-11-22";

struct Fixture {
  errknow::testing::TestStore tmp;
  std::filesystem::path dir = tmp.dir;
  std::unique_ptr<AccountStore> store;
  std::unique_ptr<UsageBatcher> batcher;
  User user;
  explicit Fixture(const std::string& engine) : tmp(engine) {
    store = openStore(tmp.location);
    batcher = std::make_unique<UsageBatcher>(*store);
    AccountService service(*store, defaultPlans());
    user = service.addUser("dev@example.com");
  }
  std::string journal(const std::string& name = "journal") const { return (dir / name).string(); }
  std::unique_ptr<QuotaLedger> ledger(const std::string& owner = "1@here") {
    return std::make_unique<QuotaLedger>(*store, *batcher, owner, std::make_unique<LeaseJournal>(journal()));
  }
};

class LedgerOnEachEngine : public ::testing::TestWithParam<std::string> {};

TEST_P(LedgerOnEachEngine, LeasesALeaseNeverPassesTheLimitAndSettlingGivesTheRestBack) {
  Fixture f(GetParam());
  auto g = f.store->takeLease("a", "1@here", f.user.id, kDay, Counter::Calls, 10, 6);
  EXPECT_EQ(g.granted, 6);
  EXPECT_EQ(g.countAfter, 6);
  g = f.store->takeLease("b", "1@here", f.user.id, kDay, Counter::Calls, 10, 6);
  EXPECT_EQ(g.granted, 4);  // only what is left
  EXPECT_EQ(g.countAfter, 10);
  g = f.store->takeLease("c", "1@here", f.user.id, kDay, Counter::Calls, 10, 6);
  EXPECT_EQ(g.granted, 0);
  ASSERT_EQ(f.store->openLeases().size(), 2u);
  f.store->settleLease("a", 5);
  EXPECT_EQ(f.store->used(f.user.id, kDay, Counter::Calls), 5);
  f.store->settleLease("a", 5);  // already settled: nothing changes
  EXPECT_EQ(f.store->used(f.user.id, kDay, Counter::Calls), 5);
  ASSERT_EQ(f.store->openLeases().size(), 1u);
  EXPECT_EQ(f.store->openLeases()[0].id, "b");
}

TEST(QuotaLedger, LeasesShrinkNearTheLimit) {
  EXPECT_EQ(QuotaLedger::leaseSize(100000000, 0), 1000);
  EXPECT_EQ(QuotaLedger::leaseSize(1600, 0), 100);
  EXPECT_EQ(QuotaLedger::leaseSize(25, 0), 1);
  EXPECT_EQ(QuotaLedger::leaseSize(1600, 1599), 1);
  EXPECT_EQ(QuotaLedger::leaseSize(10, 10), 1);
}

TEST_P(LedgerOnEachEngine, ExactlyTheLimitSucceedsUnderManyThreadsAndTheStoreEndsExact) {
  Fixture f(GetParam());
  auto ledger = f.ledger();
  constexpr int kLimit = 1000, kThreads = 8, kEach = 200;
  std::atomic<int> ok{0}, refused{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < kEach; ++i) (ledger->take(f.user.id, kDay, kLimit) ? ok : refused)++;
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok.load(), kLimit);
  EXPECT_EQ(refused.load(), kThreads * kEach - kLimit);
  ledger->settleAll();
  EXPECT_EQ(f.store->used(f.user.id, kDay, Counter::Calls), kLimit);
  EXPECT_TRUE(f.store->openLeases().empty());
  EXPECT_FALSE(std::filesystem::exists(f.journal()));  // removed once everything is settled
}

TEST_P(LedgerOnEachEngine, CountsAsItGoesAndGivesBackAnIdleLease) {
  Fixture f(GetParam());
  auto ledger = f.ledger();
  EXPECT_EQ(ledger->take(f.user.id, kDay, 1600), 1);
  EXPECT_EQ(ledger->take(f.user.id, kDay, 1600), 2);
  EXPECT_EQ(ledger->take(f.user.id, kDay, 1600), 3);
  EXPECT_EQ(f.store->used(f.user.id, kDay, Counter::Calls), 100);  // the lease is counted while held
  EXPECT_EQ(ledger->used(f.user.id, kDay), 3);
  EXPECT_EQ(ledger->settleIdle(std::chrono::hours(1)), 0);  // not idle long enough
  EXPECT_EQ(ledger->settleIdle(std::chrono::seconds(0)), 1);
  EXPECT_EQ(f.store->used(f.user.id, kDay, Counter::Calls), 3);
  EXPECT_EQ(ledger->take(f.user.id, kDay, 1600), 4);  // a new lease continues the count
  EXPECT_EQ(ledger->take(f.user.id, "2026-11-23", 1600), 1);  // a new day starts again
}

TEST_P(LedgerOnEachEngine, ACrashedProcessesLeasesAreGivenBackFromItsJournal) {
  Fixture f(GetParam());
  {
    auto ledger = f.ledger("4242@here");
    for (int i = 0; i < 5; ++i) ASSERT_TRUE(ledger->take(f.user.id, kDay, 1600).has_value());
    // Destroyed without settling, as a kill -9 would leave it.
  }
  ASSERT_EQ(f.store->used(f.user.id, kDay, Counter::Calls), 100);
  ASSERT_TRUE(std::filesystem::exists(f.journal()));
  const auto journalOf = [&](const std::string&) { return f.journal(); };
  // A live owner's leases are left alone.
  EXPECT_EQ(QuotaLedger::recover(*f.store, [](const std::string&) { return false; }, journalOf), 0);
  EXPECT_EQ(f.store->openLeases().size(), 1u);
  EXPECT_EQ(QuotaLedger::recover(*f.store, [](const std::string&) { return true; }, journalOf), 95);
  EXPECT_EQ(f.store->used(f.user.id, kDay, Counter::Calls), 5);
  EXPECT_TRUE(f.store->openLeases().empty());
  EXPECT_FALSE(std::filesystem::exists(f.journal()));
}

TEST_P(LedgerOnEachEngine, ACallNotConfirmedBeforeACrashIsGivenBack) {
  Fixture f(GetParam());
  {
    auto ledger = f.ledger("4242@here");
    for (int i = 0; i < 3; ++i) {
      QuotaLedger::Unconfirmed call;
      ASSERT_TRUE(ledger->take(f.user.id, kDay, 1600, &call).has_value());
      ledger->confirm(call);  // answered
      EXPECT_EQ(call.account, nullptr);
      ledger->confirm(call);  // a second confirm counts nothing
    }
    QuotaLedger::Unconfirmed inFlight;  // taken, then killed before its answer was written
    EXPECT_EQ(ledger->take(f.user.id, kDay, 1600, &inFlight), 4);
  }
  EXPECT_EQ(QuotaLedger::recover(*f.store, [](const std::string&) { return true; },
                                 [&](const std::string&) { return f.journal(); }),
            97);
  EXPECT_EQ(f.store->used(f.user.id, kDay, Counter::Calls), 3);
}

TEST_P(LedgerOnEachEngine, AConfirmAfterItsLeaseWasSettledCountsNothingInTheNextLease) {
  Fixture f(GetParam());
  {
    auto ledger = f.ledger("4242@here");
    QuotaLedger::Unconfirmed late;
    ASSERT_EQ(ledger->take(f.user.id, kDay, 1600, &late), 1);
    EXPECT_EQ(ledger->settleIdle(std::chrono::seconds(0)), 1);  // the store now holds the call as used
    EXPECT_EQ(f.store->used(f.user.id, kDay, Counter::Calls), 1);
    QuotaLedger::Unconfirmed next;
    ASSERT_EQ(ledger->take(f.user.id, kDay, 1600, &next), 2);  // a new lease, likely in the freed slot
    ledger->confirm(late);
    // Killed now: the new lease's one call was never answered, and `late` must not stand for it.
  }
  QuotaLedger::recover(*f.store, [](const std::string&) { return true; },
                       [&](const std::string&) { return f.journal(); });
  EXPECT_EQ(f.store->used(f.user.id, kDay, Counter::Calls), 1);
  EXPECT_TRUE(f.store->openLeases().empty());
}

TEST_P(LedgerOnEachEngine, ALeaseWithoutAJournalStaysCountedInFull) {
  Fixture f(GetParam());
  f.store->takeLease("lost", "4242@here", f.user.id, kDay, Counter::Calls, 1000, 50);
  std::ofstream(f.journal()) << "not a journal";
  EXPECT_TRUE(LeaseJournal::read(f.journal()).empty());
  EXPECT_EQ(QuotaLedger::recover(*f.store, [](const std::string&) { return true; },
                                 [&](const std::string&) { return f.journal(); }),
            0);
  EXPECT_EQ(f.store->used(f.user.id, kDay, Counter::Calls), 50);  // never fewer than were answered
  EXPECT_TRUE(f.store->openLeases().empty());
}

TEST_P(LedgerOnEachEngine, TwoProcessesSharingALimitServeAllOfItThroughRecalls) {
  Fixture f(GetParam());
  // Two processes' ledgers on one store, each answering the other's recalls on its settle round.
  auto other = openStore(f.tmp.location);
  UsageBatcher otherBatcher(*other);
  QuotaLedger a(*f.store, *f.batcher, "1@here", std::make_unique<LeaseJournal>(f.journal("a")));
  QuotaLedger b(*other, otherBatcher, "2@here", std::make_unique<LeaseJournal>(f.journal("b")));
  std::atomic<bool> stop{false};
  std::thread settler([&] {
    while (!stop) {
      a.answerRecalls();
      b.answerRecalls();
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
  });
  constexpr int kLimit = 100, kThreads = 8, kEach = 40;
  std::atomic<int> ok{0}, refused{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      QuotaLedger& mine = t % 2 ? a : b;
      for (int i = 0; i < kEach; ++i) (mine.take(f.user.id, kDay, kLimit) ? ok : refused)++;
    });
  for (auto& t : threads) t.join();
  stop = true;
  settler.join();
  // Never more than the limit, and never a refusal while calls of it were still free.
  EXPECT_EQ(ok.load(), kLimit);
  EXPECT_EQ(refused.load(), kThreads * kEach - kLimit);
  a.settleAll();
  b.settleAll();
  EXPECT_EQ(f.store->used(f.user.id, kDay, Counter::Calls), kLimit);
}

INSTANTIATE_TEST_SUITE_P(Engines, LedgerOnEachEngine, ::testing::ValuesIn(errknow::testing::kStoreEngines),
                         errknow::testing::engineName);

}  // namespace
}  // namespace errknow::accounts
