// Honest answers over the whole embedded catalogue: no answer from an ecosystem the text gives no
// evidence for, generic answers that say so, codes by shape, the hint deciding open cases, the
// root error first, and the user's own values in the steps.
#include <gtest/gtest.h>

#include "EmbeddedAnalyzer.h"

using namespace errknow;

namespace {
const core::Analyzer& analyzer() { return testsupport::embeddedAnalyzer(); }
const core::Finding& first(const core::Analysis& a) { return a.findings.front(); }
std::string where(const core::Finding& f) { return f.detected.record->category + "/" + f.detected.record->slug; }

// Every step of a finding as the user reads it.
std::string steps(const core::Finding& f) {
  const core::Record& r = *f.detected.record;
  std::string out;
  for (const auto& s : r.causes) out += core::fillPlaceholders(s, f.values) + "\n";
  for (const auto& s : r.quick_fix) out += core::fillPlaceholders(s, f.values) + "\n";
  for (const auto& p : f.platformFixes)
    for (const auto& s : p.steps) out += core::fillPlaceholders(s, f.values) + "\n";
  for (const auto& c : r.checks) out += core::fillPlaceholders(c.check, f.values) + "\n";
  return out;
}
}  // namespace

TEST(HonestAnswers, NonErrorsAreUnrecognisedWithLowConfidence) {
  for (const char* t : {"hello world", "lorem ipsum dolor sit amet", "the quick brown fox jumps over the lazy dog"}) {
    const auto a = analyzer().analyze(t);
    EXPECT_EQ(where(first(a)), "general/unrecognized") << t;
    EXPECT_LT(first(a).detected.confidence, 0.3) << t;
    EXPECT_TRUE(core::isGeneric(*first(a).detected.record));
  }
}

TEST(HonestAnswers, ErrorsOfOtherEcosystemsAreNeverAnsweredWithAnUnrelatedRecord) {
  struct Case {
    const char* text;
    const char* category;
  };
  for (const Case& c : {
           Case{"PHP Fatal error:  Uncaught Error: Call to undefined function mysqli_connect() in /var/www/html/db.php:12\n"
                "Stack trace:\n#0 /var/www/html/index.php(5): require_once()\n#1 {main}\n  thrown in /var/www/html/db.php on line 12",
                "php"},
           Case{"undefined method `name' for nil:NilClass (NoMethodError)\n  app/models/user.rb:14:in `display_name'", "ruby"},
           Case{"Access to fetch at 'https://api.example.com/v1/items' from origin 'http://localhost:3000' has been blocked by "
                "CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource.",
                "browser"},
       }) {
    const auto analysis1 = analyzer().analyze(c.text);
    const auto& f = first(analysis1);
    EXPECT_TRUE(f.detected.record->category == c.category || f.detected.record->category == "general") << where(f);
  }
}

// Full-text similarity is looked for only among the records of the ecosystem the text shows: a
// text that shows none gets no search alternatives from whatever records share its words, and a
// Python traceback's get Python's only.
TEST(HonestAnswers, FullTextSearchStaysInTheEcosystemTheTextShows) {
  const auto none = analyzer().analyze("error: the widget failed to initialise the flux capacitor, unable to continue");
  EXPECT_EQ(where(first(none)), "general/unrecognized");
  EXPECT_TRUE(first(none).alternatives.empty()) << first(none).alternatives.front().record->slug;
  const auto python = analyzer().analyze(
      "Traceback (most recent call last):\n  File \"/srv/app/main.py\", line 3, in <module>\n    run()\n"
      "widgets.FluxError: the widget failed to initialise the flux capacitor, unable to continue");
  for (const auto& alt : first(python).alternatives) EXPECT_EQ(alt.record->category, "python") << alt.record->slug;
}

TEST(HonestAnswers, ACodeInAKnownShapeIsTheDetectedCodeThroughTheGenericRecord) {
  const auto analysis2 = analyzer().analyze("Program.cs(4,7): error CS9999: The frobnicator could not be frobbed [/src/app.csproj]");
    const auto& f = first(analysis2);
  EXPECT_EQ(f.detected.record->category, "dotnet");
  EXPECT_EQ(f.detected.code, "CS9999");
  EXPECT_TRUE(core::isGeneric(*f.detected.record));
  EXPECT_LE(f.detected.confidence, 0.3);
}

TEST(HonestAnswers, AnUnknownExceptionIsAnsweredByTheEcosystemWhosePackageThrowsIt) {
  // Gradle's exception in a Java trace (https://github.com/google/ksp/issues/1502), one that no
  // record names: not "a Java exception", Gradle's generic answer with the exception's name as its
  // code. (Gradle's "Execution failed for task" has a record of its own: its wrapper.)
  const auto a = analyzer().analyze(
      "org.gradle.api.internal.tasks.TaskDependencyResolveException: Could not determine the dependencies of task ':app:compileDebugJavaWithJavac'.\n"
      "\tat org.gradle.api.internal.tasks.CachingTaskDependencyResolveContext.getDependencies(CachingTaskDependencyResolveContext.java:68)\n"
      "\tat org.gradle.execution.plan.TaskDependencyResolver.resolveDependenciesFor(TaskDependencyResolver.java:49)\n");
  const auto& f = first(a);
  EXPECT_EQ(f.detected.record->category, "gradle") << where(f);
  EXPECT_TRUE(core::isGeneric(*f.detected.record));
  EXPECT_EQ(f.detected.code, "TaskDependencyResolveException");
  // A user's own exception stays the language's.
  const auto own = analyzer().analyze(
      "Exception in thread \"main\" com.example.shop.CartLockedException: cart 7 is locked\n"
      "\tat com.example.shop.Cart.add(Cart.java:42)\n\tat com.example.shop.Main.main(Main.java:9)\n");
  EXPECT_EQ(first(own).detected.record->category, "java") << where(first(own));
}

TEST(HonestAnswers, AToolsOwnTemplateRefinesItsLanguagesRecordOnTheSameLine) {
  // Node's "Cannot find module" is JavaScript's record; webpack's own case of it (the removed
  // webpack-cli 3 file) is webpack's, although the exception name and the language favour the former.
  const auto a = analyzer().analyze("Error: Cannot find module 'webpack-cli/bin/config-yargs'\n", "javascript");
  EXPECT_EQ(where(first(a)), "webpack/dev-server-config-yargs");
  const auto plain = analyzer().analyze("Error: Cannot find module 'left-pad'\n", "javascript");
  EXPECT_EQ(where(first(plain)), "javascript/cannot-find-module");
}

TEST(HonestAnswers, TheLanguageHintDecidesWhatTheTextLeavesOpen) {
  EXPECT_EQ(analyzer().analyze("TypeError: foo is undefined", "javascript").findings.front().detected.record->category, "javascript");
  EXPECT_EQ(analyzer().analyze("TypeError: foo is undefined", "python").findings.front().detected.record->category, "python");
  // Evidence in the text wins over the hint.
  const auto a = analyzer().analyze("Error response from daemon: pull access denied for acme/api, repository does not exist", "shell");
  EXPECT_EQ(first(a).detected.record->category, "docker");
  EXPECT_FALSE(a.signals.ecosystems.empty());
}

TEST(HonestAnswers, ASpecificAnswerIsNotGeneric) {
  const auto analysis3 = analyzer().analyze("Traceback (most recent call last):\n  File \"/srv/app/main.py\", line 3, in <module>\n"
                                           "    from flask import Flask\nModuleNotFoundError: No module named 'flask'");
    const auto& f = first(analysis3);
  EXPECT_EQ(f.detected.code, "ModuleNotFoundError");
  EXPECT_FALSE(core::isGeneric(*f.detected.record));
}

TEST(HonestAnswers, TheUserValuesFillTheSteps) {
  {
    const auto analysis4 = analyzer().analyze("psql: error: connection to server at \"db.internal\" (10.0.0.5), port 5433 failed: "
                                             "Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?");
    const auto& f = first(analysis4);
    const std::string s = steps(f);
    EXPECT_NE(s.find("5433"), std::string::npos) << s;
    EXPECT_EQ(s.find(":5432"), std::string::npos) << s;
    EXPECT_EQ(s.find("-p 5432"), std::string::npos) << s;
    EXPECT_EQ(s.find("<port>"), std::string::npos) << s;
  }
  {
    const auto analysis5 = analyzer().analyze("Traceback (most recent call last):\n  File \"/srv/app/main.py\", line 3, in <module>\n"
                                             "    from flask import Flask\nModuleNotFoundError: No module named 'flask'");
    const auto& f = first(analysis5);
    const std::string s = steps(f);
    EXPECT_NE(s.find("pip install flask"), std::string::npos) << s;
    EXPECT_EQ(s.find("<package>"), std::string::npos) << s;
  }
  {
    const auto analysis6 = analyzer().analyze("To github.com:acme/site.git\n ! [rejected]        release-2.4 -> release-2.4 (fetch first)\n"
                                             "error: failed to push some refs to 'github.com:acme/site.git'");
    const auto& f = first(analysis6);
    const std::string s = steps(f);
    EXPECT_NE(s.find("release-2.4"), std::string::npos) << s;
    EXPECT_EQ(s.find("<branch>"), std::string::npos) << s;
  }
}

TEST(HonestAnswers, TheRootErrorComesBeforeTheFailureThatReportsIt) {
  const auto a = analyzer().analyze(
      "gcc -o app main.o util.o\n/usr/bin/ld: main.o: in function `main':\nmain.c:(.text+0x1a): undefined reference to `compute'\n"
      "collect2: error: ld returned 1 exit status\nmake: *** [Makefile:4: app] Error 1");
  EXPECT_EQ(first(a).detected.record->code, "GCC_UNDEFINED_REFERENCE") << where(first(a));
}

// An error that is mostly a harmless aside (a clone whose destination is already there, a cleanup
// `docker rm` given no container) gives way to the error beside it, before or after; alone it answers.
TEST(HonestAnswers, AHarmlessAsideGivesWayToTheErrorBesideIt) {
  const auto git = analyzer().analyze(
      "fatal: destination path 'tools' already exists and is not an empty directory.\n"
      "fatal: detected dubious ownership in repository at '/mnt/c/src/tools'\n"
      "To add an exception for this directory, call:\n\tgit config --global --add safe.directory /mnt/c/src/tools\n");
  EXPECT_EQ(where(first(git)), "git/dubious-ownership");
  const auto docker = analyzer().analyze(
      "\"docker rm\" requires at least 1 argument.\nSee 'docker rm --help'.\n\n"
      "Usage:  docker rm [OPTIONS] CONTAINER [CONTAINER...]\n\nRemove one or more containers\n"
      "docker: Error response from daemon: Conflict. The container name \"/api\" is already in use by container "
      "\"4f1c2a\". You have to remove (or rename) that container to be able to reuse that name.\n");
  EXPECT_EQ(where(first(docker)), "docker/container-name-already-in-use");
  const auto alone = analyzer().analyze("fatal: destination path 'tools' already exists and is not an empty directory.\n");
  EXPECT_EQ(where(first(alone)), "git/destination-path-already-exists");
}

// Python raises its OSError subclasses for Windows error codes too: the class's own record answers
// the codes it stands for (WinError 2 is FileNotFoundError's "not found"), the Windows error's
// record the others, which say more (a path too long, a file held by another process).
TEST(HonestAnswers, AWindowsErrorCodeInsideAPythonExceptionIsTheWindowsError) {
  EXPECT_EQ(where(first(analyzer().analyze(
                "FileNotFoundError: [WinError 206] The filename or extension is too long: 'C:\\build\\out\\a.bin'\n"))),
            "windows/error-filename-exced-range");
  // A file held by another process (Python's own record of WinError 32, or Windows'), not a permission.
  const auto held = where(first(analyzer().analyze("PermissionError: [WinError 32] The process cannot access the file "
                                                   "because it is being used by another process: 'C:\\logs\\app.log'\n")));
  EXPECT_TRUE(held == "python/winerror-32-file-in-use" || held == "windows/error-sharing-violation") << held;
  EXPECT_EQ(where(first(analyzer().analyze(
                "FileNotFoundError: [WinError 2] The system cannot find the file specified: 'C:\\tools\\x.exe'\n"))),
            "python/file-not-found");
}

// A message pasted through a forum or a word processor has typographic quotes; gcc prints them in a
// UTF-8 locale. Either way the pattern written with ASCII quotes finds it.
TEST(HonestAnswers, TypographicQuotesDoNotHideAKnownMessage) {
  EXPECT_EQ(where(first(analyzer().analyze(
                "Access to fetch at ‘https://api.example.com/items’ from origin ‘http://localhost:8100’ has been blocked by "
                "CORS policy: The ‘Access-Control-Allow-Origin’ header contains multiple values ‘http://localhost:8100, *’, "
                "but only one is allowed.\n"))),
            "browser/cors-multiple-allow-origin-values");
  EXPECT_EQ(first(analyzer().analyze("main.c:5:3: error: ‘buflen’ undeclared (first use in this function)\n")).detected.record->category,
            "c-cpp");
}

// torchrun's report that a rank failed only relays the rank's own error printed above it, even
// within the report's lines; and the rank's error alone (not known here) leaves the report the answer.
TEST(HonestAnswers, TheRanksOwnErrorComesBeforeTorchrunsReportOfIt) {
  const std::string report =
      "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: \n"
      "============================================================\ntrain.py FAILED\n"
      "------------------------------------------------------------\nRoot Cause (first observed failure):\n[0]:\n"
      "  rank      : 0 (local_rank: 0)\n  exitcode  : 1 (pid: 78970)\n";
  const auto a = analyzer().analyze(
      "RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:518, unhandled system error, NCCL version 2.4.8\n"
      "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 78970)\n" + report);
  EXPECT_EQ(where(first(a)), "pytorch/nccl-error");
  EXPECT_EQ(where(analyzer().analyze(report).findings.front()), "pytorch/torchrun-child-failed");
}

// A warning category carries a library's message: the message's own record answers
// (google-auth's notice inside Python's UserWarning is Google Cloud's).
TEST(HonestAnswers, AWarningCategoryGivesWayToTheMessageItCarries) {
  const auto a = analyzer().analyze(
      "/usr/lib/python3/dist-packages/google/auth/_default.py:78: UserWarning: Your application has authenticated using end "
      "user credentials from Google Cloud SDK without a quota project. You might receive a \"quota exceeded\" or \"API not "
      "enabled\" error.\n  warnings.warn(_CLOUD_SDK_CREDENTIALS_WARNING)\n");
  EXPECT_EQ(first(a).detected.record->category, "gcp") << where(first(a));
  const auto plain = analyzer().analyze("/srv/app/plot.py:9: UserWarning: FigureCanvasAgg is non-interactive, and thus cannot be shown\n");
  EXPECT_EQ(where(first(plain)), "python/user-warning");
}

TEST(HonestAnswers, AnHttpStatusGivesWayToTheServiceErrorBesideIt) {
  const auto a = analyzer().analyze("ERROR: ThrottlingException: Rate exceeded\nstatus code: 400, request id: 14528fcb-76fc");
  EXPECT_EQ(first(a).detected.record->category, "aws") << where(first(a));
}

// Clippy names its lint in every warning (the note and the help link), so every lint's record
// answers, whether or not it has a text pattern of its own.
TEST(HonestAnswers, AClippyWarningIsKnownByTheLintItNames) {
  const auto a = analyzer().analyze(
      "warning: consider bringing this path into scope with the `use` keyword\n"
      " --> src/main.rs:2:13\n  |\n2 |     let x = std::collections::HashMap::<u8, u8>::new();\n"
      "  |             ^^^^^^^^^^^^^^^^^^^^^^^^^^\n  |\n"
      "  = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#absolute_paths\n"
      "  = note: requested on the command line with `-W clippy::absolute-paths`\n");
  ASSERT_FALSE(a.findings.empty());
  EXPECT_EQ(first(a).detected.code, "clippy::absolute_paths");
  EXPECT_FALSE(core::isGeneric(*first(a).detected.record));
  // A lint name that Clippy does not have is not taken for another tool's rule.
  const auto unknown = analyzer().analyze("warning: x\n  = note: `#[warn(clippy::no_such_lint_here)]` on by default\n");
  ASSERT_FALSE(unknown.findings.empty());
  EXPECT_EQ(unknown.findings.front().detected.record->tool, "");
}

// A client library's template around Node's errno message names where the error happened (the
// Redis client), and a framework's template that explains a JavaScript error on another line of
// the same paste (Vite on too old a Node.js) comes before the language's record.
TEST(HonestAnswers, AClientLibrarysTemplateRefinesTheErrnoMessageItHolds) {
  const auto redis = analyzer().analyze(
      "[ioredis] Unhandled error event: Error: connect ECONNREFUSED 127.0.0.1:6380\n"
      "    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1595:16)\n");
  EXPECT_EQ(where(first(redis)), "redis/connection-refused");
  const auto vite = analyzer().analyze(
      "You are using Node.js 18.20.4. Vite requires Node.js version 20.19+ or 22.12+. Please upgrade your Node.js version.\n"
      "error when starting dev server:\nTypeError: crypto.hash is not a function\n"
      "    at getHash (file:///srv/web/node_modules/vite/dist/node/chunks/dep-C6uTJdX2.js:2788:21)\n");
  EXPECT_EQ(first(vite).detected.record->category, "vite") << where(first(vite));
  // Node's own record still answers the errno message alone.
  EXPECT_EQ(first(analyzer().analyze("Error: connect ECONNREFUSED 127.0.0.1:6380\n")).detected.record->category, "javascript");
}

// A signal that is ignored by default (SIGCHLD in a service manager's debug log) names no failure:
// the unit's own result does.
TEST(HonestAnswers, ASignalIgnoredByDefaultIsNoFailureInADebugLog) {
  const auto a = analyzer().analyze(
      "Nov 30 10:01:12 web1 systemd[1]: Received SIGCHLD from PID 48213 (node).\n"
      "Nov 30 10:01:12 web1 systemd[1]: api.service: Main process exited, code=killed, status=9/KILL\n"
      "Nov 30 10:01:12 web1 systemd[1]: api.service: Failed with result 'oom-kill'.\n");
  EXPECT_EQ(first(a).detected.record->category, "systemd") << where(first(a));
}

TEST(HonestAnswers, AJvmFrameworksQualifiedExceptionIsEvidenceForJava) {
  // One line of a Spring Boot start-up failure, without the trace under it: the reversed-domain
  // package names the JVM as surely as an `at ...(X.java:12)` frame would.
  const auto a = analyzer().analyze(
      "org.springframework.beans.factory.UnsatisfiedDependencyException: Error creating bean with name 'orderController': "
      "Unsatisfied dependency expressed through field 'service'");
  EXPECT_EQ(where(first(a)), "java/spring-unsatisfied-dependency");
  // A Python module path is not one.
  const auto py = analyzer().analyze("requests.exceptions.ConnectionError: HTTPConnectionPool(host='api', port=80)");
  EXPECT_NE(first(py).detected.record->category, "java") << where(first(py));
}

// An exception's name is shared by the records of its messages (dozens of ValueErrors): an unknown
// message is the exception's primary record, and the others, whose messages are not in the text,
// are no alternatives to it.
TEST(HonestAnswers, AnExceptionsNameAlonePointsAtItsPrimaryRecordNotAtEveryMessageOfIt) {
  const auto a = analyzer().analyze(
      "Traceback (most recent call last):\n  File \"app.py\", line 3, in <module>\n    run()\n"
      "ValueError: the frobnicator exploded\n");
  EXPECT_EQ(where(first(a)), "python/value-error");
  for (const auto& alt : first(a).alternatives)
    EXPECT_TRUE(alt.record->code != "ValueError" || alt.record->primary) << alt.record->category << "/" << alt.record->slug;
  // A message of its own still finds its record, the name adding to its evidence.
  const auto own = analyzer().analyze(
      "Traceback (most recent call last):\n  File \"s.py\", line 1, in <module>\n"
      "ValueError: could not convert string to float: '12,50'\n");
  EXPECT_NE(first(own).detected.record->slug, "value-error");
  EXPECT_EQ(first(own).detected.record->code, "ValueError");
}

// The same exception name in another language is no alternative where the text plainly comes from
// one: a Node.js trace's DOMException [TimeoutError] is not Python's TimeoutError.
TEST(HonestAnswers, AnExceptionNameOfAnotherLanguageIsNoAlternative) {
  const auto a = analyzer().analyze(
      "node:internal/deps/undici/undici:13502\n      Error.captureStackTrace(err);\n            ^\n\n"
      "DOMException [TimeoutError]: The operation was aborted due to timeout\n"
      "    at node:internal/deps/undici/undici:13502:13\n    at async main (/srv/app/sync.js:12:15)\n");
  EXPECT_EQ(first(a).detected.record->category, "javascript") << where(first(a));
  for (const auto& alt : first(a).alternatives) EXPECT_NE(alt.record->category, "python") << alt.record->slug;
}

// Ruby shares many of Python's builtin exception names (KeyError, IndexError, RuntimeError, ...) but
// prints them in parentheses after the message: such a report is Ruby's, and Python's shape of the
// same name (`KeyError: 'x'`) stays Python's.
TEST(HonestAnswers, RubysClassInParenthesesIsRubyNotPythonsExceptionOfTheSameName) {
  for (const char* text : {"key not found: :api_token (KeyError)\n",
                           "index 10 outside of array bounds: -4...4 (IndexError)\n",
                           "boom: the queue is closed (RuntimeError)\n",
                           "end of file reached (EOFError)\n"}) {
    const auto a = analyzer().analyze(text);
    ASSERT_FALSE(a.signals.ecosystems.empty()) << text;
    EXPECT_EQ(a.signals.ecosystems.front(), "ruby") << text;
    EXPECT_EQ(first(a).detected.record->category, "ruby") << text << where(first(a));
  }
  const auto py = analyzer().analyze("Traceback (most recent call last):\n  File \"app.py\", line 2, in <module>\n"
                                     "    cfg['api_token']\nKeyError: 'api_token'\n");
  EXPECT_EQ(first(py).detected.record->category, "python") << where(first(py));
}
