// The builtin deep analysis: reads the input once (frames, exception chain, failures, facts), then
// writes the summary, the root cause, the steps, the evidence lines and a confidence.
#include "errknow/ai/DeepAnalysis.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "InputReading.h"
#include "LinePrefixes.h"
#include "errknow/core/Redact.h"

namespace errknow::ai {
namespace {

constexpr std::size_t kMaxInput = 16u << 20;  // as the analyzer: longer input is cut
constexpr std::size_t kMaxEvidence = 8;
constexpr std::size_t kMaxQuote = 300;
constexpr const char* kNothingFound = "No error was recognised in the input.";

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  return s;
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

// The sentence that places the root location: the innermost frame of the user's own code on the
// error's path, or where the compiler's error is (or, inside a header, where the user's code leads).
std::string locationSentence(const InputReading& r) {
  if (!r.root) return "";
  const TraceFrame& f = r.root->frame;
  const std::string where = describeLocation(f);
  if (!r.root->fromTrace)
    return r.root->errorInLibrary ? "The error is inside a library header; your code leads there at " + where + "."
                                  : "The first error is at " + where + ".";
  if (const RaisedError* e = r.rootError(); e && e->lineIndex == f.lineIndex)  // the error line names it
    return "It was raised at " + where + ", in your own code.";
  return "The innermost frame of your own code on its path is " + where +
         (f.function.empty() || f.file.empty() ? "" : ", in " + f.function) + ".";
}

// The input's own statement of its error: the raised error, else the compiler's message, else the
// first failure line; empty when there is none.
std::string inputErrorStatement(const InputReading& r) {
  if (const RaisedError* e = r.rootError()) return errorText(*e);
  if (r.root && !r.root->fromTrace) return compilerMessage(r);
  if (!r.failures.empty()) return clip(r.text.line(r.failures.front().lineIndex), 200);
  return "";
}

std::string writeRootCause(const InputReading& r) {
  std::vector<std::string> parts;
  const RaisedError* e = r.rootError();
  const std::string statement = inputErrorStatement(r);
  if (std::string d = diagnosisFromFacts(r); !d.empty()) {
    parts.push_back(d);  // the input's own evidence comes first
  } else if (r.detection == Detection::Specific || r.detection == Detection::Weak) {
    const RankedCause* best = nullptr;
    for (const RankedCause& c : r.causes)
      if (!c.contradicted) {
        best = &c;
        break;
      }
    const std::string cause = best ? endSentence(best->text) : endSentence(r.fill(r.record->meaning));
    if (r.detection == Detection::Weak) {
      if (!statement.empty()) parts.push_back("The input's own error is " + endSentence(statement));
      parts.push_back("If the catalogue's closest entry fits, the usual cause is this: " + cause);
    } else {
      parts.push_back(capitalised(cause));
      if (best && !best->because.empty()) parts.push_back("It ranks first because " + best->because + ".");
    }
  } else if (!statement.empty()) {
    // A generic or unrecognised detection says nothing of this error: the message is the evidence.
    parts.push_back("The error itself is the evidence: " + endSentence(statement));
  }
  if (e && r.chain.chained && r.chain.errors.size() > 1) parts.push_back("The first cause in the chain is " + endSentence(errorText(*e)));
  if (std::string where = locationSentence(r); !where.empty()) parts.push_back(where);
  if (parts.empty()) return "No recognisable error in the input.";
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : " ") + capitalised(p);
  return out;
}

// The head of the summary: what failed, in one sentence.
std::string summaryHead(const InputReading& r) {
  if (const RaisedError* e = r.rootError()) {
    if (r.chain.chained && r.chain.errors.size() > 1)
      return "The first cause of a chain of " + std::to_string(r.chain.errors.size()) + " errors is " + endSentence(errorText(*e));
    if (e->name == "panic") return "The program panicked: " + endSentence(clip(e->message, 200));
    if (e->name == "fatal error") return "The program stopped with a fatal error: " + endSentence(clip(e->message, 200));
    if (e->name.rfind("PHP ", 0) == 0)  // "PHP Parse error" and the other levels without an exception class
      return "PHP reports a " + lower(e->name.substr(4)) + ": " + endSentence(clip(e->message, 200));
    return "The program failed with " + endSentence(errorText(*e));
  }
  if (r.root && !r.root->fromTrace) {
    const std::string message = compilerMessage(r);
    if (r.root->errorInLibrary)
      return "The compiler's first error" + (message.empty() ? std::string() : ", " + message + ",") +
             " is inside a library header that your code at " + describeLocation(r.root->frame) + " leads to.";
    return "The compiler's first error is at " + describeLocation(r.root->frame) + (message.empty() ? "." : ": " + endSentence(message));
  }
  // The analyzer's evidence line when it comes before any line that reads as a failure by itself
  // (valgrind's "Invalid write" above its "ERROR SUMMARY").
  const core::Evidence* evidence = nullptr;
  if (!r.analysis.findings.empty())
    for (const core::Evidence& ev : r.analysis.findings.front().detected.evidence)
      if (ev.line > 0 && !ev.text.empty() && (!evidence || ev.line < evidence->line)) evidence = &ev;
  if (!r.failures.empty() && (!evidence || r.failures.front().inputLine <= evidence->line)) {
    const LogEvent& first = r.failures.front();
    return (r.isLogOfFailures() ? "The first failure is on line " : "Line ") + std::to_string(first.inputLine) +
           (r.isLogOfFailures() ? ": " : " reports: ") + endSentence(clip(r.text.line(first.lineIndex), 200));
  }
  if (evidence) return "Line " + std::to_string(evidence->line) + " reports: " + endSentence(clip(evidence->text, 200));
  return kNothingFound;
}

// What the detection is worth, said plainly when it is a guess, generic or nothing.
std::string detectionSentence(const InputReading& r, bool errorFound) {
  if (!r.record || r.detection == Detection::Unrecognised)
    return errorFound
               ? "The catalogue did not recognise this error (the detection is unrecognised), so this analysis rests on the input's own lines."
               : "The catalogue did not recognise anything in it either (the detection is unrecognised).";
  std::string title = r.record->title;
  while (!title.empty() && (title.back() == '.' || title.back() == ' ')) title.pop_back();
  const std::string id = r.record->category + "/" + r.record->code;
  char confidence[16];
  std::snprintf(confidence, sizeof confidence, "%.2f", std::floor(r.detectionConfidence * 100 + 1e-9) / 100);  // as estimateConfidence
  switch (r.detection) {
    case Detection::Generic:
      return "The detection is generic: the catalogue has no entry for this very error, only its general \"" + title + "\" (" +
             id + "), so this analysis rests on the input's own lines.";
    case Detection::Weak:
      return "The catalogue's closest entry is \"" + title + "\" (" + id + "), with a confidence of only " + confidence +
             ", so it may not fit.";
    default:
      return "The catalogue identifies it as \"" + title + "\" (" + id + ").";
  }
}

std::string writeSummary(const InputReading& r) {
  const std::string head = summaryHead(r);
  const bool errorFound = head != kNothingFound;
  std::vector<std::string> parts{head};
  if (r.root && r.root->fromTrace && parts.front().find(describeLocation(r.root->frame)) == std::string::npos)
    parts.push_back(locationSentence(r));
  parts.push_back(detectionSentence(r, errorFound));
  if (r.isLogOfFailures()) {
    std::string lines;
    for (std::size_t k = 1; k < r.failures.size() && k <= 3; ++k) lines += (k > 1 ? ", " : "") + std::to_string(r.failures[k].inputLine);
    parts.push_back("After it, " + counted(r.failures.size() - 1, "different failure", "different failures") + " followed (line" +
                    (r.failures.size() > 2 ? "s " : " ") + lines + (r.failures.size() > 4 ? ", ..." : "") + ").");
  }
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : " ") + p;
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
    if (!r.root->fromTrace) add(r.root->errorLine);
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

// The detection's confidence, raised only by evidence of the analysis's own (a fact of the input
// that diagnoses the failure by itself: a refused port, a missing module, table, path or variable,
// refused credentials), and then a third of the way to 1 at most; a generic detection goes no
// higher than 0.5 with such evidence, an unrecognised one no higher than 0.3. Rounded down, so that
// rounding never lifts it above the detection's.
double estimateConfidence(const InputReading& r) {
  const double detected = r.detectionConfidence;
  const bool ownEvidence = !diagnosisFromFacts(r).empty();
  double c = ownEvidence ? detected + (1 - detected) / 3 : detected;
  if (ownEvidence && r.detection == Detection::Generic) c = std::min(c, std::max(detected, 0.5));
  if (ownEvidence && r.detection == Detection::Unrecognised) c = std::min(c, std::max(detected, 0.3));
  c = std::clamp(c, 0.0, 0.95);
  return std::floor(c * 100 + 1e-9) / 100;
}

// The user's values for the record's placeholders: the finding's own, then what this analysis read.
core::PlaceholderValues placeholderValues(const InputReading& r) {
  core::PlaceholderValues v;
  if (!r.analysis.findings.empty()) v = r.analysis.findings.front().values;
  auto add = [&](const char* name, const std::string& value) {
    if (!value.empty() && !core::placeholderValue(v, name)) v.emplace_back(name, value);
  };
  const InputFacts& f = r.facts;
  if (f.port) add("port", std::to_string(f.port));
  if (f.endpoint) add("host", f.host);
  if (f.unresolvedHost) add("host", f.unresolvedHost->value);
  if (f.missingModule) add("module", f.missingModule->value);
  if (f.table) add("table", f.table->value);
  if (f.column) add("column", f.column->value);
  if (f.missingPath) add("path", f.missingPath->value);
  if (f.forbiddenPath) add("path", f.forbiddenPath->value);
  if (f.envVar) add("variable", f.envVar->value);
  if (r.root && !r.root->frame.file.empty()) {
    add("file", r.root->frame.file);
    if (r.root->frame.line > 0) add("line", std::to_string(r.root->frame.line));
  }
  return v;
}

Detection detectionOf(const core::Analysis& analysis) {
  if (analysis.findings.empty() || !analysis.findings.front().detected.record) return Detection::Unrecognised;
  const core::Candidate& c = analysis.findings.front().detected;
  if (c.record->slug == "unrecognized") return Detection::Unrecognised;
  if (core::isGeneric(*c.record)) return Detection::Generic;
  return c.confidence < kWeakDetection ? Detection::Weak : Detection::Specific;
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
  r.detection = detectionOf(analysis);
  if (!analysis.findings.empty()) r.detectionConfidence = analysis.findings.front().detected.confidence;
  r.errorLines = errorLines(r);
  r.values = placeholderValues(r);
  if (r.record) {
    std::vector<std::string> causes;
    for (const std::string& c : r.record->causes) causes.push_back(r.fill(c));
    r.causes = rankCauses(causes, r.facts, r.errorLines, analysis.signals.platforms);
  }

  DeepAnalysis out;
  out.summary = writeSummary(r);
  out.rootCause = writeRootCause(r);
  out.steps = writeSteps(r);
  out.evidence = collectEvidence(r);
  out.confidence = estimateConfidence(r);
  return out;
}

}  // namespace errknow::ai
