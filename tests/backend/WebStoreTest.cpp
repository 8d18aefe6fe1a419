// The accounts store's website additions (schema v3), once per engine (SQLite, PostgreSQL), and
// the password hashing: passwords, sessions and their expiry, sign-in failure windows, pruning, and secrets
// shared between processes.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "accounts/AccountService.h"
#include "accounts/AccountStore.h"
#include "accounts/Passwords.h"
#include "support/TestStores.h"

using namespace errknow::accounts;

class WebStoreTest : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    tmp = std::make_unique<errknow::testing::TestStore>(GetParam());
    store = openStore(tmp->location);
    user = store->addUser("web@example.org", "developer");
  }
  std::unique_ptr<AccountStore> another() const { return openStore(tmp->location); }  // as another process
  std::unique_ptr<errknow::testing::TestStore> tmp;
  std::unique_ptr<AccountStore> store;
  User user;
};

TEST_P(WebStoreTest, SchemaHasTheWebsiteTables) { EXPECT_GE(store->schemaVersion(), 3); }

TEST_P(WebStoreTest, PasswordHashIsStoredAndRemoved) {
  EXPECT_FALSE(store->passwordHash(user.id));
  store->setPasswordHash(user.id, "$argon2id$v=19$stand-in");
  EXPECT_EQ(store->passwordHash(user.id), "$argon2id$v=19$stand-in");
  store->setPasswordHash(user.id, "");
  EXPECT_FALSE(store->passwordHash(user.id));
  EXPECT_THROW(store->setPasswordHash(user.id + 100, "x"), AccountError);
}

TEST_P(WebStoreTest, SessionsAreFoundUntilTheyExpireOrEnd) {
  store->addSession("hash-a", user.id, 1000);
  store->addSession("hash-b", user.id, 2000);
  auto s = store->findSession("hash-a", 999);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->user.email, "web@example.org");
  EXPECT_EQ(s->expiresAt, 1000);
  EXPECT_FALSE(store->findSession("hash-a", 1000)) << "expired at its expiry";
  EXPECT_FALSE(store->findSession("unknown", 0));
  store->deleteSession("hash-b");
  EXPECT_FALSE(store->findSession("hash-b", 0));
  store->addSession("hash-c", user.id, 5000);
  store->addSession("hash-d", user.id, 5000);
  EXPECT_EQ(store->deleteUserSessions(user.id), 3);  // a (expired but kept until pruned), c, d
  EXPECT_FALSE(store->findSession("hash-c", 0));
}

TEST_P(WebStoreTest, SignInFailuresCountInFixedWindows) {
  EXPECT_EQ(store->signInFailures("email:x", 100, 60).failures, 0);
  EXPECT_EQ(store->noteSignInFailure("email:x", 100, 60).failures, 1);
  const auto second = store->noteSignInFailure("email:x", 130, 60);
  EXPECT_EQ(second.failures, 2);
  EXPECT_EQ(second.windowStart, 100);
  EXPECT_EQ(store->signInFailures("email:x", 159, 60).failures, 2);
  EXPECT_EQ(store->signInFailures("email:x", 160, 60).failures, 0) << "the window has ended";
  const auto fresh = store->noteSignInFailure("email:x", 170, 60);
  EXPECT_EQ(fresh.failures, 1);
  EXPECT_EQ(fresh.windowStart, 170);
  EXPECT_EQ(store->noteSignInFailure("addr:1.2.3.4", 170, 60).failures, 1) << "subjects are separate";
  store->clearSignInFailures("email:x");
  EXPECT_EQ(store->signInFailures("email:x", 171, 60).failures, 0);
  // Another process on the same store sees the same counts.
  auto other = another();
  EXPECT_EQ(other->noteSignInFailure("addr:1.2.3.4", 171, 60).failures, 2);
}

TEST_P(WebStoreTest, PruneRemovesExpiredSessionsAndOldWindows) {
  store->addSession("old", user.id, 100);
  store->addSession("live", user.id, 100000);
  store->noteSignInFailure("email:old", 10, 60);
  store->noteSignInFailure("email:new", 99990, 60);
  EXPECT_EQ(store->pruneSignInState(100000 - 1), 2);
  EXPECT_TRUE(store->findSession("live", 0));
  EXPECT_EQ(store->signInFailures("email:new", 99991, 60).failures, 1);
}

TEST_P(WebStoreTest, TheFirstSharedSecretWinsForEveryProcess) {
  EXPECT_EQ(store->sharedSecret("s", "first"), "first");
  auto other = another();
  EXPECT_EQ(other->sharedSecret("s", "second"), "first");
  EXPECT_EQ(other->sharedSecret("t", "second"), "second");
}

TEST(Passwords, Argon2idHashesVerifyAndCarryTheirParameters) {
  const std::string h = hashPassword("a long enough password");
  EXPECT_EQ(h.rfind("$argon2id$", 0), 0u);
  EXPECT_TRUE(verifyPassword(h, "a long enough password"));
  EXPECT_FALSE(verifyPassword(h, "a long enough passworD"));
  EXPECT_FALSE(verifyPassword("not a hash", "x"));
  EXPECT_NE(hashPassword("a long enough password"), h) << "salted";
  EXPECT_FALSE(passwordProblem("short").empty());
  EXPECT_TRUE(passwordProblem("ten chars!").empty());
  EXPECT_FALSE(passwordProblem(std::string(1025, 'x')).empty());
}

TEST_P(WebStoreTest, AccountServiceSignsUpAndChecksPasswords) {
  AccountService svc(*store, defaultPlans());
  EXPECT_THROW(svc.signUp("new@example.org", "short"), AccountError);
  EXPECT_FALSE(store->findUser("new@example.org")) << "nothing made when the password is refused";
  const User u = svc.signUp("new@example.org", "a long enough password");
  EXPECT_EQ(u.plan, "developer");
  EXPECT_TRUE(svc.checkPassword("NEW@example.org", "a long enough password"));
  EXPECT_FALSE(svc.checkPassword("new@example.org", "wrong password"));
  EXPECT_FALSE(svc.checkPassword("web@example.org", "anything at all")) << "no password set";
  store->addSession("s1", u.id, 1LL << 40);
  svc.setPassword("new@example.org", "another long password");
  EXPECT_FALSE(store->findSession("s1", 0)) << "a new password ends the sessions";
  EXPECT_TRUE(svc.checkPassword("new@example.org", "another long password"));
}

INSTANTIATE_TEST_SUITE_P(Engines, WebStoreTest, ::testing::ValuesIn(errknow::testing::kStoreEngines),
                         errknow::testing::engineName);
