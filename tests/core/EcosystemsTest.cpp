// The ecosystems stage: which tools and languages a text comes from, the hint's place, the most
// specific ecosystem, codes in shapes of their own.
#include <gtest/gtest.h>

#include "errknow/core/Ecosystems.h"
#include "errknow/core/Languages.h"

using namespace errknow::core;

namespace {
const EcosystemDetector& detector() {
  static const EcosystemDetector d;
  return d;
}
EcosystemEvidence detect(const std::string& text, const std::string& hint = "") {
  const NormalizedText nt = normalize(text);
  return detector().detect(nt, extractSignals(nt), hint);
}
}  // namespace

TEST(Ecosystems, EveryMarkerCompiles) { EXPECT_TRUE(detector().markerErrors().empty()); }

TEST(Ecosystems, BannersAndFrameFormatsNameTheirEcosystem) {
  EXPECT_EQ(detect("PHP Fatal error:  Uncaught Error: Call to undefined function foo() in /var/www/a.php:3").topCategory(), "php");
  EXPECT_EQ(detect("app/models/user.rb:14:in `display_name': undefined method `name' for nil:NilClass (NoMethodError)").topCategory(),
            "ruby");
  EXPECT_EQ(detect("goroutine 1 [running]:\nmain.main()\n\t/src/main.go:7 +0x1d").topCategory(), "go");
  EXPECT_EQ(detect("│ Error: Unsupported argument\n│   on main.tf line 5, in resource \"x\" \"y\":").topCategory(), "terraform");
  EXPECT_GE(detect("Error response from daemon: pull access denied for foo").categoryScore("docker"), kEcosystemEvidence);
}

// The shapes of older and newer releases of a tool, not only its current banner.
TEST(Ecosystems, OlderAndNewerOutputShapesOfATool) {
  // Ansible 1.x: `fatal: [host] => {...}`, `TASK: [name]`, `FATAL: all hosts have already failed`.
  EXPECT_EQ(detect("fatal: [db1] => {'msg': \"One or more undefined variables: 'x' is undefined\", 'failed': True}").topCategory(),
            "ansible");
  EXPECT_EQ(detect("TASK: [deploy | copy files] ****************\nFATAL: no hosts matched or all hosts have already failed -- aborting")
                .topCategory(),
            "ansible");
  // PowerShell 7's ConciseView: `Line |`, the numbered source line, the message under it.
  EXPECT_EQ(detect("Get-Item: C:\\scripts\\run.ps1:7\nLine |\n   7 |  Get-Item C:\\nope\n     |  ~~~~~~~~~~~~~~~~\n"
                   "     | Cannot find path 'C:\\nope' because it does not exist.").topCategory(),
            "powershell");
  // RSpec: the class alone on its line, the message indented beneath; frames without quotes.
  EXPECT_EQ(detect("  1) Cart total\n     Failure/Error: cart.fetch(:total)\n\n     KeyError:\n       key not found: :total\n").topCategory(),
            "ruby");
  EXPECT_EQ(detect("     KeyError:\n       key not found: \"sku\"\n").topCategory(), "ruby");
  EXPECT_EQ(detect("lib/cart.rb:12:in fetch\nKeyError: key not found: :total").topCategory(), "ruby");
  // An error tracker's report: Python's shape of the name, Ruby's frames beneath it.
  EXPECT_EQ(detect("KeyError: key not found: :total\n  lib/cart.rb:12:in fetch\n  app/jobs/bill.rb:4:in perform").topCategory(),
            "ruby");
  // node-gyp's own prefix, without npm's around it.
  EXPECT_EQ(detect("gyp ERR! configure error \ngyp ERR! stack Error: `gyp` failed with exit code: 1").topCategory(), "npm");
  // Python's shapes of the same names stay Python's.
  EXPECT_EQ(detect("KeyError: 'total'").topCategory(), "python");
  EXPECT_EQ(detect("ERROR:root:failed with KeyError('total')").topCategory(), "python");
}

TEST(Ecosystems, ApacheMeansTheHttpServerNotTheFoundationsOtherProjects) {
  EXPECT_LT(detect("[ERROR] Failed to execute goal org.apache.maven.plugins:maven-jar-plugin:3.3.0:jar (default-jar)\n"
                   "Apache Maven 3.9.6").categoryScore("apache"), kEcosystemEvidence);
  EXPECT_GE(detect("[Tue Oct 10 13:55:36.123 2023] [core:error] [pid 123] [client 10.0.0.1:5000] File does not exist")
                .categoryScore("apache"), kEcosystemEvidence);
  EXPECT_GE(detect("Apache/2.4.57 (Debian) Server at localhost Port 80").categoryScore("apache"), kEcosystemEvidence);
}

// The dotnet command and its tools are .NET's; a distribution package named after it in another
// tool's command line (an RPM's dotnet-2.1.513-2.el8) says nothing about where the text comes from.
TEST(Ecosystems, DotnetTheCommandNotAPackageVersionNamedAfterIt) {
  EXPECT_GE(detect("$ dotnet build\nerror NU1101: Unable to find package Foo").categoryScore("dotnet"), kEcosystemEvidence);
  EXPECT_GE(detect("dotnet-ef: command not found").categoryScore("dotnet"), kEcosystemEvidence);
  EXPECT_LT(detect("rpmdiff dotnet-2.1.513-2.el8 dotnet-2.1.514-1.el8\nfree(): double free detected in tcache 2\n")
                .categoryScore("dotnet"), kEcosystemEvidence);
}

TEST(Ecosystems, TheHintDecidesOnlyWhatTheTextLeavesOpen) {
  EXPECT_GE(detect("TypeError: foo is undefined", "javascript").categoryScore("javascript"), kEcosystemEvidence);
  EXPECT_LT(detect("TypeError: foo is undefined").categoryScore("javascript"), kEcosystemEvidence);
  // A docker error sent with a shell hint stays docker's: the hint adds a candidate, not a winner.
  const auto e = detect("docker: Error response from daemon: Conflict. The container name \"/web\" is already in use.", "shell");
  EXPECT_EQ(e.specificCategory(), "docker");
}

TEST(Ecosystems, AFrameworkIsMoreSpecificThanItsLanguage) {
  const auto e = detect("Traceback (most recent call last):\n  File \"/srv/app/views.py\", line 3, in <module>\n"
                        "django.core.exceptions.ImproperlyConfigured: Requested setting INSTALLED_APPS");
  EXPECT_GE(e.categoryScore("python"), kEcosystemEvidence);
  EXPECT_EQ(e.specificCategory(), "django");
  EXPECT_TRUE(ecosystemWithin("nextjs", "javascript"));
  // Build tools and shells inside their runtime: a Gradle build is Java's, PowerShell is .NET's.
  EXPECT_TRUE(ecosystemWithin("gradle", "java"));
  EXPECT_TRUE(ecosystemWithin("maven", "java"));
  EXPECT_TRUE(ecosystemWithin("powershell", "dotnet"));
  EXPECT_FALSE(ecosystemWithin("python", "django"));
}

// A framework's class names are written in capitals where its modules are not: `FastAPI.__init__`
// is FastAPI's as much as `fastapi/applications.py` is.
TEST(Ecosystems, AFrameworksClassNameIsEvidenceForIt) {
  const auto e = detect("  File \"/app/main.py\", line 12, in <module>\n    app = FastAPI(lifespan=lifespan)\n"
                        "TypeError: FastAPI.__init__() got an unexpected keyword argument 'lifespan'");
  EXPECT_EQ(e.specificCategory(), "fastapi");
  EXPECT_GE(detect("ImportError: cannot import name 'url_quote' from 'werkzeug.urls' (Flask 2.2)").categoryScore("flask"),
            kEcosystemEvidence);
}

TEST(Ecosystems, AnExceptionsPackageNamesTheEcosystemThatThrowsIt) {
  EXPECT_EQ(categoryOfQualifiedName("org.gradle.api.tasks.TaskExecutionException"), "gradle");
  EXPECT_EQ(categoryOfQualifiedName("org.apache.maven.plugin.MojoExecutionException"), "maven");
  EXPECT_EQ(categoryOfQualifiedName("torch.cuda.OutOfMemoryError"), "pytorch");
  EXPECT_EQ(categoryOfQualifiedName("botocore.exceptions.NoCredentialsError"), "aws");
  // The whole package segment: `torchvision.` is not `torch.`, a bare class names nothing.
  EXPECT_EQ(categoryOfQualifiedName("torchvision.io.VideoReaderError"), "");
  EXPECT_EQ(categoryOfQualifiedName("java.lang.IllegalStateException"), "");
  EXPECT_EQ(categoryOfQualifiedName("TaskExecutionException"), "");
  EXPECT_EQ(categoryOfQualifiedName("org.gradle."), "");
}

TEST(Ecosystems, ShapedCodesAreFoundWithTheirCategory) {
  const auto e = detect("Program.cs(4,7): error CS9999: The frobnicator could not be frobbed [/src/app/app.csproj]");
  ASSERT_FALSE(e.codes.empty());
  EXPECT_EQ(e.codes.front().code, "CS9999");
  EXPECT_EQ(e.codes.front().category, "dotnet");
}

TEST(Ecosystems, PlainProseHasNoEcosystem) {
  EXPECT_TRUE(detect("hello world").specificCategory().empty());
  EXPECT_TRUE(detect("the quick brown fox jumps over the lazy dog").specificCategory().empty());
}

TEST(Ecosystems, ATextPlainlyOfOneLanguageExcludesTheOtherLanguages) {
  const auto go = detect("panic: runtime error: index out of range [3] with length 3\n\ngoroutine 1 [running]:\n"
                         "main.main()\n\t/src/app/main.go:7 +0x1d\nexit status 2");
  EXPECT_FALSE(go.excludesLanguage("go"));
  EXPECT_TRUE(go.excludesLanguage("python"));
  EXPECT_TRUE(go.excludesLanguage("c-cpp"));
  EXPECT_FALSE(go.excludesLanguage("postgresql")) << "only languages are excluded: a database's errors appear anywhere";
  EXPECT_FALSE(go.excludesLanguage("linux"));
  // A text that names no language leaves them all open, and so does one where only the hint speaks.
  const auto open = detect("TypeError: foo is undefined");
  for (const auto& lang : languageCategories()) EXPECT_FALSE(open.excludesLanguage(lang)) << lang;
  const auto hinted = detect("TypeError: foo is undefined", "javascript");
  EXPECT_FALSE(hinted.excludesLanguage("python"));
}
