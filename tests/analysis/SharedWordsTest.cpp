// Words that mean different things in different layers: a process's exit status is no HTTP
// status, and a tool's own `Error:` is no language's base exception class.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "EmbeddedAnalyzer.h"

using namespace errknow;

namespace {
std::string where(const core::Finding& f) { return f.detected.record->category + "/" + f.detected.record->slug; }
// Every record an analysis names: each finding's detected record and its alternatives.
std::vector<std::string> named(const core::Analysis& a) {
  std::vector<std::string> out;
  for (const auto& f : a.findings) {
    out.push_back(where(f));
    for (const auto& c : f.alternatives) out.push_back(c.record->category + "/" + c.record->slug);
  }
  return out;
}
}  // namespace

TEST(SharedWords, AnExitStatusIsNeverReadAsAnHttpStatus) {
  // cargo's own wording for a test binary that panicked: 101 is the exit status of a panic, not
  // HTTP's Switching Protocols.
  const auto a = testsupport::embeddedAnalyzer().analyze(
      "error: test failed, to rerun pass `--lib`\n\n"
      "Caused by:\n"
      "  process didn't exit successfully: `/home/u/app/target/debug/deps/app-3f2a9c1d` (exit status: 101)\n");
  ASSERT_FALSE(a.findings.empty());
  for (const auto& r : named(a)) EXPECT_NE(r.substr(0, 5), "http/") << r;
  // Where HTTP is in the text too, a status template still does not read the exit status.
  const auto both = testsupport::embeddedAnalyzer().analyze(
      "GET /healthz HTTP/1.1 200 OK\nsmoke test: process exited (exit status: 101)\n");
  for (const auto& r : named(both)) EXPECT_NE(r, "http/switching-protocols");
  // The same number after "status" with no "exit" before it stays an HTTP status.
  const auto http = testsupport::embeddedAnalyzer().analyze("GET /socket responded with status: 101 Switching Protocols");
  bool sawHttp = false;
  for (const auto& f : http.findings) sawHttp = sawHttp || f.detected.record->category == "http";
  EXPECT_TRUE(sawHttp);
}

TEST(SharedWords, AToolsErrorPrefixIsNotALanguagesBaseException) {
  // Helm prints every failure as `Error: <OPERATION> FAILED: ...`; the word `Error` there is
  // neither a pod's `Error` state nor PHP's base class.
  const auto a = testsupport::embeddedAnalyzer().analyze(
      "Error: INSTALLATION FAILED: the frobnicator hook of release shop could not be frobbed\n");
  ASSERT_FALSE(a.findings.empty());
  EXPECT_EQ(a.findings.front().detected.record->category, "helm") << where(a.findings.front());
  for (const auto& r : named(a)) {
    EXPECT_NE(r.substr(0, 11), "kubernetes/") << r;
    EXPECT_NE(r.substr(0, 4), "php/") << r;
  }
}

TEST(SharedWords, NpmsEnoentIsReadByTheSyscallAndPathAfterIt) {
  struct Case {
    const char* text;
    const char* record;
  };
  for (const Case& c : {
           Case{"npm ERR! code ENOENT\nnpm ERR! syscall spawn git\nnpm ERR! path git\nnpm ERR! errno -4058\n", "npm/enogit"},
           Case{"npm ERR! code ENOENT\nnpm ERR! syscall open\nnpm ERR! path /srv/shop/package.json\nnpm ERR! errno -2\n"
                "npm ERR! enoent ENOENT: no such file or directory, open '/srv/shop/package.json'\n",
                "npm/package-json-not-found"},
           Case{"npm ERR! code ENOENT\nnpm ERR! syscall open\nnpm ERR! path /srv/shop/node_modules/ms/package.json\n"
                "npm ERR! errno -2\nnpm ERR! enoent ENOENT: no such file or directory, open '/srv/shop/node_modules/ms/package.json'\n",
                "npm/enoent"},
           Case{"npm ERR! code ENOENT\nnpm ERR! syscall spawn sh\nnpm ERR! path /srv/shop\nnpm ERR! errno -2\n"
                "npm ERR! enoent spawn sh ENOENT\n",
                "npm/enoent"},
       }) {
    const auto a = testsupport::embeddedAnalyzer().analyze(c.text);
    EXPECT_EQ(where(a.findings.front()), c.record) << c.text;
  }
}

TEST(SharedWords, DeadlineExceededIsAJobsReasonOnlyInAJobsEvents) {
  const auto& an = testsupport::embeddedAnalyzer();
  // BuildKit passes on a gRPC status: Docker's answer, no Kubernetes Job.
  const auto build = an.analyze("ERROR: failed to solve: DeadlineExceeded: context deadline exceeded\n");
  EXPECT_EQ(build.findings.front().detected.record->category, "docker") << where(build.findings.front());
  for (const auto& r : named(build)) EXPECT_NE(r.substr(0, 11), "kubernetes/") << r;
  EXPECT_EQ(where(an.analyze("rpc error: code = DeadlineExceeded desc = context deadline exceeded").findings.front()),
            "grpc/deadline-exceeded");
  // The Job controller's event is still the Job's.
  const auto job = an.analyze(
      "Events:\n  Type     Reason            Age   From            Message\n"
      "  Warning  DeadlineExceeded  12s   job-controller  Job was active longer than specified deadline\n");
  EXPECT_EQ(where(job.findings.front()), "kubernetes/job-deadline-exceeded");
}
