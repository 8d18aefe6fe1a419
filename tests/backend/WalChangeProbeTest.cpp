// WalChangeProbe (the SQLite store's cheap "did anything commit?" check): a commit through
// another connection is seen by the next call, nothing else makes it reread, and a missing "-shm"
// file always rereads. Then the key cache on SQLite under threads: every revocation made through
// another connection (as `errknow keys revoke` does) is refused by the very next look-up.
#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <memory>
#include <thread>
#include <vector>

#include "accounts/AccountService.h"
#include "accounts/WalChangeProbe.h"
#include "accounts/KeyCache.h"
#include "accounts/Keys.h"

namespace errknow::accounts {
namespace {

namespace fs = std::filesystem;

struct TempDir {
  fs::path path;
  TempDir() {
    path = fs::temp_directory_path() / ("errknow-probe-" + std::to_string(::getpid()) + "-" +
                                        std::to_string(reinterpret_cast<std::uintptr_t>(this)));
    fs::create_directories(path);
  }
  ~TempDir() { fs::remove_all(path); }
};

// One store file opened twice: the server's connection and one standing for the CLI, which
// changes users and keys through its own AccountService.
struct TwoConnections {
  TempDir dir;
  std::string location = (dir.path / "accounts.db").string();
  std::unique_ptr<AccountStore> serverSide = openStore(location);
  std::unique_ptr<AccountStore> cliSide = openStore(location);
  AccountService cli{*cliSide, defaultPlans()};
};

int rereads(WalChangeProbe& p) {
  int n = 0;
  p.refreshIfChanged([&] { ++n; });
  return n;
}

TEST(WalChangeProbe, RereadsAfterACommitByAnotherConnectionAndOnlyThen) {
  TwoConnections c;
  auto& [dir, location, serverSide, cliSide, cli] = c;
  WalChangeProbe probe(location + "-shm");
  EXPECT_EQ(rereads(probe), 1) << "the first call always reads";
  EXPECT_EQ(rereads(probe), 0) << "nothing committed";
  serverSide->findKey(hashKey("ek_unknown"));  // a read transaction changes nothing
  EXPECT_EQ(rereads(probe), 0);
  cli.addUser("dev@example.com");
  EXPECT_EQ(rereads(probe), 1) << "a commit by another connection";
  EXPECT_EQ(rereads(probe), 0);
  cli.createKey("dev@example.com");
  EXPECT_EQ(rereads(probe), 1);
}

TEST(WalChangeProbe, WithoutTheFileEveryCallRereads) {
  WalChangeProbe none("");
  EXPECT_EQ(rereads(none), 1);
  EXPECT_EQ(rereads(none), 1);
  TempDir dir;
  WalChangeProbe missing((dir.path / "absent.db-shm").string());
  EXPECT_EQ(rereads(missing), 1);
  EXPECT_EQ(rereads(missing), 1);
}

TEST(WalChangeProbe, KeyCacheOnSqliteRefusesEachKeyRevokedByAnotherConnectionUnderLoad) {
  TwoConnections c;
  auto& [dir, location, serverSide, cliSide, cli] = c;
  cli.addUser("busy@example.com");
  const NewKey busy = cli.createKey("busy@example.com");
  KeyCache cache(*serverSide);
  std::atomic<bool> stop{false};
  std::atomic<int> busyMisses{0};
  std::vector<std::thread> load;
  for (int t = 0; t < 4; ++t)
    load.emplace_back([&] {
      while (!stop)
        if (!cache.find(hashKey(busy.key))) ++busyMisses;
    });
  for (int i = 0; i < 20; ++i) {
    const std::string email = "user" + std::to_string(i) + "@example.com";
    cli.addUser(email);
    const NewKey key = cli.createKey(email);
    ASSERT_TRUE(cache.find(hashKey(key.key)).has_value());
    ASSERT_TRUE(cache.find(hashKey(key.key)).has_value());  // cached by now
    ASSERT_EQ(cli.revokeKeys(email), 1);
    EXPECT_FALSE(cache.find(hashKey(key.key)).has_value()) << "revocation " << i << " not seen";
  }
  stop = true;
  for (auto& th : load) th.join();
  EXPECT_EQ(busyMisses.load(), 0) << "a live key was refused";
}

}  // namespace
}  // namespace errknow::accounts
