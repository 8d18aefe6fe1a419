// The step rules of `errknow catalogue check`: placeholders from the vocabulary only, no literal
// email or IP address, no port number inside a command, no example value inside a command.
#include <gtest/gtest.h>

#include "StepRules.h"

using namespace errknow;

namespace {
core::Record withFix(const std::string& fix, const std::string& example = "") {
  core::Record r;
  r.category = "test";
  r.slug = "x";
  r.quick_fix = {fix};
  if (!example.empty()) r.examples.push_back({example, "", "", "captured", "s", "", "", ""});
  return r;
}
bool refused(const core::Record& r, const std::string& part) {
  for (const auto& p : catalogue::stepProblems(r))
    if (p.find(part) != std::string::npos) return true;
  return false;
}
}  // namespace

TEST(StepRules, VocabularyPlaceholdersAndEscapesPass) {
  EXPECT_TRUE(catalogue::stepProblems(withFix("Run `ss -ltnp | grep :{port}` and `curl -w '%\\{http_code}' {url}`.")).empty());
}

TEST(StepRules, AnUnknownPlaceholderIsRefused) { EXPECT_TRUE(refused(withFix("Run `kill {processid}`."), "unknown placeholder {processid}")); }

TEST(StepRules, LiteralEmailsAndAddressesAreRefusedButLoopbackIsAllowed) {
  EXPECT_TRUE(refused(withFix("Query `SELECT * FROM users WHERE email = 'ann@example.com'`."), "email"));
  EXPECT_TRUE(refused(withFix("Allow 10.0.0.5 in the firewall."), "IP address"));
  EXPECT_TRUE(catalogue::stepProblems(withFix("Bind to 127.0.0.1 or 0.0.0.0.")).empty());
  EXPECT_TRUE(catalogue::stepProblems(withFix("Clone with `git@{host}:{repository}.git`.")).empty());
}

TEST(StepRules, APortInACommandIsTheUsersOwnValue) {
  EXPECT_TRUE(refused(withFix("Run `pg_isready -h localhost -p 5432`."), "port number inside a command"));
  EXPECT_TRUE(refused(withFix("Run `ss -ltnp | grep :8080`."), "port number inside a command"));
  EXPECT_TRUE(catalogue::stepProblems(withFix("PostgreSQL listens on 5432 by default; run `pg_isready -p {port}`.")).empty());
  EXPECT_TRUE(catalogue::stepProblems(withFix("Open `https://{host}:443/`.")).empty());
}

TEST(StepRules, AHostOrPathFromTheExamplesIsRefusedInsideACommand) {
  const std::string ex = "ssh: connect to host build.acme.internal port 22: Connection refused\n/srv/app/deploy.sh: failed";
  EXPECT_TRUE(refused(withFix("Run `ssh -v build.acme.internal`.", ex), "example's host build.acme.internal"));
  EXPECT_TRUE(refused(withFix("Run `bash -x /srv/app/deploy.sh`.", ex), "example's path /srv/app/deploy.sh"));
  EXPECT_TRUE(catalogue::stepProblems(withFix("Run `ssh -v {host}`.", ex)).empty());
}

TEST(StepRules, APublicServicesFixedHostIsNoUserValue) {
  // The tool always talks to www.googleapis.com or registry.npmjs.org; a step may name them. A
  // host that only ends like one (evilgithub.com) is the user's own.
  const std::string ex = "google.auth.exceptions.RefreshError: ('invalid_scope: https://www.googleapis.com/auth/drive')\n"
                         "npm ERR! request to https://registry.npmjs.org/left-pad failed\n"
                         "fatal: unable to access 'https://evilgithub.com/x.git/'";
  EXPECT_TRUE(catalogue::stepProblems(withFix("Run `curl -sI https://www.googleapis.com/`.", ex)).empty());
  EXPECT_TRUE(catalogue::stepProblems(withFix("Run `npm ping --registry https://registry.npmjs.org/`.", ex)).empty());
  EXPECT_TRUE(refused(withFix("Run `git ls-remote https://evilgithub.com/x.git`.", ex), "example's host evilgithub.com"));
}
