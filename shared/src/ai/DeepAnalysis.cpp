// The builtin deep analysis: reads the input once (frames, exception chain, failures, facts), then
// writes the summary, the root cause, the steps, the evidence lines and a confidence.
#include "errknow/ai/DeepAnalysis.h"

#include <algorithm>
#include <cmath>

#include "InputReading.h"
#include "LinePrefixes.h"
#include "errknow/core/Redact.h"

namespace errknow::ai {
namespace {

constexpr std::size_t kMaxInput = 16u << 20;  // as the analyzer: longer input is cut
constexpr std::size_t kMaxEvidence = 8;
constexpr std::size_t kMaxQuote = 300;

// `s` ending with one full stop.
std::string sentence(std::string s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '.')) s.pop_back();
  return s + ".";
}

std::string errorText(const RaisedError& e) {
  return e.message.empty() ? e.name : e.name + ": " + clip(e.message, 200);
}

// The lines the input's errors sit on, for matching cause words against.
std::string errorLines(const InputReading& r) {
  std::string out;
  for (const RaisedError& e : r.chain.errors) {
    if (out.size() > 32 * 1024) break;
    out += std::string(r.text.line(e.lineIndex)) + "\n";
  }
  for (const LogEvent& e : r.failures) {
    if (out.size() > 32 * 1024) break;
    out += std::string(r.text.line(e.lineIndex)) + "\n";
  }
  if (out.empty() && !r.text.lines.empty()) out = clip(r.text.text, 8 * 1024);
  return out;
}

// A specific diagnosis from the input's facts, or empty.
std::string diagnosisFromFacts(const InputReading& r) {
  const InputFacts& f = r.facts;
  if (f.endpoint && f.connectionRefused) {
    const std::string what = f.service.empty() ? "the service" : f.service;
    if (f.localHost)
      return what + " is not running on this machine, or not listening on port " + std::to_string(f.port) +
             ": the connection to " + f.endpoint->value + " was refused, which means nothing accepted it there.";
    return "Nothing accepted the connection to " + f.endpoint->value + (f.service.empty() ? "" : " (" + f.service + ")") +
           ": the service is down on that host, listens on another address or port, or a firewall rejects it.";
  }
  if (f.endpoint && f.timedOut)
    return "The connection to " + f.endpoint->value + " timed out: the host is unreachable from here or packets are dropped (firewall, wrong network).";
  if (f.unresolvedHost)
    return "The host name " + f.unresolvedHost->value + " does not resolve: a typo in the configured host, a missing DNS entry, or a name that only exists inside another network (Docker, Kubernetes).";
  if (f.missingModule) {
    const std::string& m = f.missingModule->value;
    if (!m.empty() && (m[0] == '.' || m[0] == '/'))
      return "The file " + m + " that the program imports does not exist at that path (relative to the importing file), or has another name or extension.";
    return "The module " + m + " cannot be found where the program is built or run: it is not installed or declared in that environment, or the import name is wrong.";
  }
  if (f.table) return "The table " + f.table->value + " does not exist in the database the application is connected to (migrations not run, another database or schema, or a typo).";
  if (f.envVar) return "The environment variable " + f.envVar->value + " is not set for the process that failed.";
  if (f.addressInUse) return "Another process already listens on " + f.addressInUse->value + ".";
  if (f.forbiddenPath) return "The process has no permission for " + f.forbiddenPath->value + ".";
  if (f.missingPath) return "The path " + f.missingPath->value + " does not exist where the program looks for it.";
  if ((r.hasStatus("401") || r.hasStatus("403")) && (f.bearer || f.authHeader))
    return f.tokenExpired ? "The credentials were sent but the token has expired."
                          : "The credentials were sent but refused: the token is expired, wrong or for another audience or environment, rather than missing.";
  return "";
}

std::string writeRootCause(const InputReading& r) {
  std::string out = diagnosisFromFacts(r);
  if (out.empty() && !r.causes.empty()) {
    out = r.causes.front().text;
    if (!r.causes.front().because.empty()) out += " (ranked first because " + r.causes.front().because + ")";
  }
  if (out.empty() && r.record) out = r.record->meaning;
  if (const RaisedError* e = r.rootError()) {
    if (r.chain.chained && r.chain.errors.size() > 1) out += " The first cause in the chain is " + sentence(errorText(*e));
    else if (out.empty()) out = sentence(errorText(*e));
  }
  if (r.root) {
    const TraceFrame& f = r.root->frame;
    out += r.root->fromTrace ? " It is raised from your code at " + describeLocation(f) + (f.function.empty() || f.file.empty() ? "" : " in " + f.function) + "."
                             : " The first error is at " + describeLocation(f) + ".";
  }
  if (out.empty()) out = "No recognisable error in the input.";
  while (!out.empty() && out.front() == ' ') out.erase(0, 1);
  if (out.front() >= 'a' && out.front() <= 'z') out.front() = static_cast<char>(out.front() - 'a' + 'A');
  return out;
}

std::string writeSummary(const InputReading& r) {
  std::string out;
  const RaisedError* e = r.rootError();
  if (e) out = errorText(*e);
  else if (r.root && !r.root->fromTrace) out = clip(r.text.line(r.root->frame.lineIndex), 200);
  else if (!r.failures.empty()) out = clip(r.text.line(r.failures.front().lineIndex), 200);
  const std::string where = r.root ? describeLocation(r.root->frame) : "";
  const bool headIsTheLocationLine = !e && r.root && !r.root->fromTrace;
  if (r.root && !headIsTheLocationLine && out.find(where) == std::string::npos) {
    if (!out.empty() && out.back() == '.') out.pop_back();
    out += (out.empty() ? "Error at " : " at ") + where + (r.root->fromTrace ? " (your code)" : "");
  }
  if (!out.empty() && out.back() != '.') out += ".";
  if (r.record && r.record->slug != "unrecognized")
    out += (out.empty() ? "" : " ") + std::string("This is ") + r.record->title + " (" + r.record->category + "/" + r.record->code + ").";
  if (r.chain.chained && r.chain.errors.size() > 1)
    out += " It is the first cause of a chain of " + std::to_string(r.chain.errors.size()) + " errors.";
  if (r.isLogOfFailures()) {
    out += " The first failure is on line " + std::to_string(r.failures.front().inputLine) + "; " +
           std::to_string(r.failures.size() - 1) + " different failure(s) followed";
    std::string lines;
    for (std::size_t k = 1; k < r.failures.size() && k <= 3; ++k) lines += (k > 1 ? ", " : "") + std::to_string(r.failures[k].inputLine);
    out += " (line" + std::string(r.failures.size() > 2 ? "s " : " ") + lines + (r.failures.size() > 4 ? ", ..." : "") + ").";
  }
  if (out.empty()) out = "No error was recognised in the input.";
  return out;
}

// The lines the answer rests on, the most telling first (the first cause, the root frame and its
// source line, the facts, the first failure, the record's own evidence), at most kMaxEvidence, then
// put in input order.
std::vector<EvidenceLine> collectEvidence(const InputReading& r) {
  std::vector<EvidenceLine> out;
  auto addText = [&](int number, std::string_view text) {
    if (out.size() >= kMaxEvidence || text.empty()) return;
    for (const EvidenceLine& e : out)
      if (e.line == number) return;
    // Quotes keep their words but not secrets (a curl command's Authorization header, a password URL).
    out.push_back({number, core::redactSecrets(clip(text, kMaxQuote))});
  };
  auto add = [&](std::size_t index) {
    if (index < r.text.lines.size()) addText(r.text.lines[index].number, r.text.line(index));
  };
  if (const RaisedError* e = r.rootError()) add(e->lineIndex);
  if (r.root) {
    add(r.root->frame.lineIndex);
    if (!r.rootCodeLine.empty()) add(r.root->frame.lineIndex + 1);
  }
  const InputFacts& f = r.facts;
  for (const auto* fact : {&f.missingModule, &f.endpoint, &f.unresolvedHost, &f.table, &f.column, &f.missingPath,
                           &f.forbiddenPath, &f.envVar, &f.addressInUse})
    if (*fact) add((*fact)->lineIndex);
  if (f.authHeader) addText(f.authHeader->inputLine, f.authHeader->value);
  if (r.chain.chained && !r.chain.errors.empty()) add(r.chain.errors.front().lineIndex);
  if (!r.failures.empty()) add(r.failures.front().lineIndex);
  if (r.failures.size() > 1) add(r.failures[1].lineIndex);
  if (!r.analysis.findings.empty())
    for (const core::Evidence& ev : r.analysis.findings.front().detected.evidence)
      if (ev.line > 0) addText(ev.line, ev.text);
  std::sort(out.begin(), out.end(), [](const EvidenceLine& a, const EvidenceLine& b) { return a.line < b.line; });
  return out;
}

double estimateConfidence(const InputReading& r) {
  double c = r.analysis.findings.empty() ? 0.2 : r.analysis.findings.front().detected.confidence;
  c = 0.25 + 0.5 * c;
  if (r.root && r.root->frame.userCode) c += 0.12;
  if (!diagnosisFromFacts(r).empty()) c += 0.12;
  if (r.rootError()) c += 0.05;
  if (!r.record || r.record->slug == "unrecognized") c = std::min(c, 0.3);
  c = std::clamp(c, 0.05, 0.95);
  return std::round(c * 100) / 100;
}

}  // namespace

DeepAnalysis analyzeDeeply(std::string_view input, const core::Analysis& analysis) {
  const core::NormalizedText text =
      withoutContainerPrefixes(core::normalize(input.substr(0, std::min(input.size(), kMaxInput))));
  InputReading r(text, analysis);
  if (!analysis.findings.empty()) r.record = analysis.findings.front().detected.record;
  r.frames = findFrames(text);
  r.chain = findExceptionChain(text);
  r.failures = findFailureEvents(text);
  r.facts = findInputFacts(text);
  r.root = findRootLocation(text, r.frames, r.chain);
  if (r.root && r.root->frame.language == "python" && r.root->frame.lineIndex + 1 < text.lines.size()) {
    std::string_view code = text.line(r.root->frame.lineIndex + 1);
    if (!code.empty() && code.front() == ' ' && code.find("File \"") == std::string_view::npos) {
      while (!code.empty() && code.front() == ' ') code.remove_prefix(1);
      r.rootCodeLine = clip(code, 300);
    }
  }
  if (r.record) r.causes = rankCauses(*r.record, r.facts, errorLines(r), analysis.signals.platforms);

  DeepAnalysis out;
  out.summary = writeSummary(r);
  out.rootCause = writeRootCause(r);
  out.steps = writeSteps(r);
  out.evidence = collectEvidence(r);
  out.confidence = estimateConfidence(r);
  return out;
}

}  // namespace errknow::ai
