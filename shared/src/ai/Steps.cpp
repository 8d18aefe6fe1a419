// The steps of the builtin analysis: each names what this input shows (the file and line, the
// module, the host and port, the table, the path, the variable) and gives a command to check it;
// then the record's quick fix with the user's values, less the steps that repeat an earlier one
// (the same commands, or mostly the same words) and those the input contradicts.
#include <algorithm>

#include "InputReading.h"
#include "StepChecks.h"

namespace errknow::ai {
namespace {

std::string quoted(const std::string& s) { return "`" + s + "`"; }

std::string installStep(const std::string& module, const std::string& ecosystem) {
  const std::string top = module.substr(0, module.find('.'));
  if (ecosystem == "python")
    return "Install the package that provides " + quoted(module) + " into the interpreter that runs the program: " +
           quoted("python -m pip install " + top) + " (check with " + quoted("python -m pip show " + top) +
           " and " + quoted("python -c 'import sys; print(sys.executable)'") + "; the package name can differ from the module name).";
  if (ecosystem == "node") {
    if (!module.empty() && (module[0] == '.' || module[0] == '/'))
      return "The import " + quoted(module) + " is a path: check that the file exists relative to the importing file, "
             "with the right extension and case.";
    return "Install " + quoted(module) + ": " + quoted("npm install " + module) + " in the project that runs it, and check it is in package.json (" +
           quoted("npm ls " + module) + ").";
  }
  if (ecosystem == "go") return "Add the module that provides " + quoted(module) + ": " + quoted("go get " + module) + ", then " + quoted("go mod tidy") + ".";
  if (ecosystem == "rust") return "Declare the crate " + quoted(module) + " in Cargo.toml (" + quoted("cargo add " + module) + ") or fix the `use` path.";
  if (ecosystem == "java")
    return "Put the library that contains " + quoted(module) + " on the classpath: add its dependency to pom.xml or build.gradle, "
           "and check the packaged artifact contains it (" + quoted("jar tf app.jar | grep " + module.substr(module.rfind('.') + 1)) + ").";
  if (ecosystem == "c")
    return "Install the development package that provides " + quoted(module) + " (" + quoted("apt-file search " + module) +
           " on Debian/Ubuntu) and check the include paths (-I, pkg-config --cflags).";
  if (ecosystem == "ruby") return "Install the gem that provides " + quoted(module) + " (add it to the Gemfile and run " + quoted("bundle install") + ").";
  return "Install the missing module " + quoted(module) + " in the environment that runs the program.";
}

std::string serviceCheck(const InputFacts& f) {
  const std::string host = f.host.empty() ? "localhost" : f.host;
  const std::string port = std::to_string(f.port);
  if (f.service == "PostgreSQL") return quoted("pg_isready -h " + host + " -p " + port);
  if (f.service == "MySQL/MariaDB") return quoted("mysqladmin -h " + host + " -P " + port + " ping");
  if (f.service == "Redis") return quoted("redis-cli -h " + host + " -p " + port + " ping");
  if (f.service == "MongoDB") return quoted("mongosh --host " + host + " --port " + port + " --eval 'db.runCommand({ping: 1})'");
  return quoted("nc -vz " + host + " " + port);
}

std::string serviceUnit(const std::string& service) {
  if (service == "PostgreSQL") return "postgresql";
  if (service == "MySQL/MariaDB") return "mysql";
  if (service == "Redis") return "redis-server";
  if (service == "MongoDB") return "mongod";
  if (service == "Elasticsearch") return "elasticsearch";
  if (service == "RabbitMQ") return "rabbitmq-server";
  return "";
}

bool onPlatform(const InputReading& r, const char* platform) {
  const auto& p = r.analysis.signals.platforms;
  return std::find(p.begin(), p.end(), platform) != p.end();
}

std::string tableCheck(const InputReading& r, const std::string& table) {
  const std::string cat = r.record ? r.record->category : "";
  if (cat == "mysql") return quoted("SHOW TABLES LIKE '" + table + "';");
  if (cat == "sqlite") return quoted(".tables " + table) + " in sqlite3";
  if (cat == "sqlserver" || cat == "mssql") return quoted("SELECT name FROM sys.tables WHERE name = '" + table + "';");
  return quoted("\\dt " + table) + " in psql (and " + quoted("SHOW search_path;") + ")";
}

}  // namespace

std::string describeLocation(const TraceFrame& frame) {
  if (frame.file.empty()) return frame.function;
  return frame.line > 0 ? frame.file + ":" + std::to_string(frame.line) : frame.file;
}

std::string compilerMessage(const InputReading& r) {
  if (!r.root || r.root->fromTrace || r.root->errorLine >= r.text.lines.size()) return "";
  std::string_view line = r.text.line(r.root->errorLine);
  // rustc names the location on the line after "error[E0308]: mismatched types".
  if (line.find("-->") != std::string_view::npos && r.root->errorLine > 0) line = r.text.line(r.root->errorLine - 1);
  const auto at = line.find("error");
  if (at == std::string_view::npos) return "";
  line.remove_prefix(at);
  const auto colon = line.find(": ");
  if (colon == std::string_view::npos) return "";
  line.remove_prefix(colon + 2);
  while (!line.empty() && line.front() == ' ') line.remove_prefix(1);
  return clip(line, 200);
}

bool InputReading::hasStatus(const char* status) const {
  const auto& s = analysis.signals.httpStatus;
  return std::find(s.begin(), s.end(), status) != s.end();
}

std::vector<std::string> writeSteps(const InputReading& r) {
  std::vector<std::string> steps;
  const InputFacts& f = r.facts;
  const RaisedError* err = r.rootError();

  if (r.chain.chained && err && r.chain.errors.size() > 1)
    steps.push_back("Fix the first cause first: " + quoted(err->name + (err->message.empty() ? "" : ": " + clip(err->message, 160))) +
                    " (line " + std::to_string(err->inputLine) + "); " +
                    (r.chain.errors.size() == 2 ? std::string("the other error in the chain follows from it.")
                                                : "the " + counted(r.chain.errors.size() - 1, "", "other errors") + " in the chain follow from it."));

  if (r.root) {
    const TraceFrame& fr = r.root->frame;
    std::string s = "Open " + quoted(describeLocation(fr));
    if (!fr.function.empty() && !fr.file.empty()) s += " (in " + quoted(fr.function) + ")";
    if (!r.rootCodeLine.empty()) s += ", the line " + quoted(clip(r.rootCodeLine, 200));
    if (r.root->fromTrace && err && fr.lineIndex == err->lineIndex) {
      // The error line names the location itself (PHP's "... in /app/User.php:57", a Rust panic).
      s += ": the error line says " + quoted(err->name) + " was raised there, in your own code; read that line and the ones just before it.";
    } else if (r.root->fromTrace) {
      s += ": it is the innermost frame of your own code on the error's path";
      if (err) s += ", where " + quoted(err->name) + " came from";
      s += "; check the values it uses at that point (log or break there) before looking at the library frames.";
    } else if (r.root->errorInLibrary) {
      s += ": the line of your code that leads into the library header where the compiler reports its first error";
      if (const std::string m = compilerMessage(r); !m.empty()) s += " (" + m + ")";
      s += "; fix the call or the types there, not the header.";
    } else {
      s += ": the first error the compiler reports; later errors often follow from it.";
    }
    steps.push_back(std::move(s));
  }

  if (f.missingModule) steps.push_back(installStep(f.missingModule->value, f.moduleEcosystem));

  if (f.endpoint && f.connectionRefused) {
    const std::string what = f.service.empty() ? "the service you expect" : f.service;
    if (f.localHost) {
      std::string s = "Nothing accepted the connection to " + quoted(f.endpoint->value) + ": check that " + what +
                      " is running and listening on port " + std::to_string(f.port) + " (" + serviceCheck(f) + ", " +
                      quoted("ss -ltnp | grep :" + std::to_string(f.port)) + ")";
      const std::string unit = serviceUnit(f.service);
      if (!unit.empty()) s += "; start it with " + quoted("sudo systemctl start " + unit) + " or its container";
      steps.push_back(s + ".");
      if (onPlatform(r, "docker") || onPlatform(r, "kubernetes"))
        steps.push_back("In a container, " + quoted(f.host.empty() ? "localhost" : f.host) +
                        " is the container itself: connect to the database's service name (compose service or Kubernetes Service) instead.");
      else
        steps.push_back("If " + what + " runs elsewhere (another host or a container), point the application's connection "
                        "setting at that host and port instead of " + quoted(f.endpoint->value) + ".");
    } else {
      steps.push_back("Check that " + quoted(f.endpoint->value) + " is reachable from this machine (" + serviceCheck(f) +
                      "); on " + quoted(f.host) + ", check that " + what +
                      " listens on an external address (not only 127.0.0.1) and that firewalls allow port " + std::to_string(f.port) + ".");
    }
  } else if (f.endpoint && f.timedOut) {
    steps.push_back("The connection to " + quoted(f.endpoint->value) + " timed out: test it with " +
                    quoted("nc -vz -w 5 " + f.host + " " + std::to_string(f.port)) +
                    "; a timeout (rather than a refusal) means packets are dropped: firewall, security group, or the wrong network.");
  }

  if (f.unresolvedHost && f.unresolvedHost->value.find('.') == std::string::npos)
    steps.push_back("A short name such as " + quoted(f.unresolvedHost->value) +
                    " is usually a Docker Compose service or a Kubernetes Service: it resolves only inside that network. "
                    "Run the program in the same network, or from outside use the published address (localhost and the mapped port).");
  if (f.unresolvedHost)
    steps.push_back("Check that the host name " + quoted(f.unresolvedHost->value) + " resolves: " +
                    quoted("getent hosts " + f.unresolvedHost->value) +
                    "; fix a typo in the configured host, the DNS or /etc/hosts entry, or use the service name inside Docker/Kubernetes.");

  if (f.table)
    steps.push_back("Check that the table " + quoted(f.table->value) + " exists in the database and schema the application connects to (" +
                    tableCheck(r, f.table->value) + "), and run the pending migrations.");
  if (f.column)
    steps.push_back("Check the column " + quoted(f.column->value) + " against the table's definition (a typo, a missing migration, or quoting/case).");
  if (f.missingPath)
    steps.push_back("Check that " + quoted(f.missingPath->value) + " exists: " + quoted("ls -l " + f.missingPath->value) +
                    "; a relative path is resolved from the working directory (" + quoted("pwd") + "), not from the program's folder.");
  if (f.forbiddenPath)
    steps.push_back("Check who owns " + quoted(f.forbiddenPath->value) + " and its mode (" + quoted("ls -ld " + f.forbiddenPath->value) +
                    ", " + quoted("id") + "); run as a user allowed there or use a writable location instead of adding sudo.");
  if (f.envVar)
    steps.push_back("Set the environment variable " + quoted(f.envVar->value) + " for the process (" + quoted("export " + f.envVar->value + "=...") +
                    ", the .env file or the container's environment) and check it with " + quoted("printenv " + f.envVar->value) + ".");
  if (f.addressInUse) {
    std::string where = f.addressInUse->value;
    const auto colon = where.rfind(':');
    const std::string port = colon == std::string::npos ? where : where.substr(colon + 1);
    steps.push_back("Something already listens on " + quoted(where) + ": find it with " + quoted("ss -ltnp | grep :" + port) +
                    " (or " + quoted("lsof -i :" + port) + "), stop it or configure another port.");
  }

  if (r.hasStatus("401") || r.hasStatus("403")) {
    if (f.bearer || f.authHeader) {
      std::string s = "The request sent credentials and was refused: ";
      s += f.tokenExpired ? "the token expired; get a fresh one (refresh it) and check the clock of both machines."
                          : "check that the token is current (decode a JWT's `exp` claim), issued for this API (audience, scopes) and for this environment.";
      steps.push_back(s);
    } else if (r.hasStatus("401")) {
      steps.push_back("No Authorization header appears in this output: check that the client really sends the credentials "
                      "(print the outgoing request's headers) before suspecting the token itself.");
    }
  }

  if (r.isLogOfFailures()) {
    const LogEvent& first = r.failures.front();
    steps.push_back("Start from the first failure, line " + std::to_string(first.inputLine) + " (" +
                    quoted(clip(r.text.line(first.lineIndex), 160)) + "); " +
                    (r.failures.size() == 2 ? std::string("the later failure may be its consequence.")
                                            : "the " + counted(r.failures.size() - 1, "", "later failures") + " may be its consequences."));
  }

  if (r.record)
    for (const std::string& q : r.record->quick_fix) {
      if (steps.size() >= 9) break;
      const std::string step = r.fill(q);
      if (!stepcheck::repeats(step, steps, r.text.text) && !stepcheck::contradictedByInput(step, r)) steps.push_back(step);
    }
  if (steps.empty()) steps.push_back("Read the first error line of the output and search for its exact message.");
  return steps;
}

}  // namespace errknow::ai
