// `errknow analyze`: one analysis of a file or stdin, as a report or as the API's JSON.
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "Cli.h"
#include "errknow/ai/AiJson.h"
#include "errknow/ai/DeepAnalysis.h"
#include "errknow/core/Languages.h"
#include "errknow/wire/Json.h"

namespace errknow::cli {
namespace {

const char* kHelp = R"(usage: errknow analyze [--language L] [--ai] [--json] [--catalogue FILE] [FILE|-]

Analyzes an error message, log excerpt or stack trace and prints what it is, why it happens,
how to fix it and what to check. Reads FILE, or standard input when FILE is - or absent.

  --language L   a hint: the language the error comes from (python, js, c++, ...)
  --ai           add the deep analysis of this input (the builtin one, offline): the root-cause
                 frame in your code, the first cause of a chain, input-specific steps, evidence lines
  --json         print the API's analysis result (POST /api/v1/analyze) instead of a report
)";

// The deep analysis for a terminal: its parts under headings, the evidence with line numbers.
void printDeepAnalysis(const ai::DeepAnalysis& a, Io& io) {
  char confidence[16];
  std::snprintf(confidence, sizeof confidence, "%.2f", a.confidence);
  io.out << "\nDeep analysis (" << a.provider << ", " << a.model << ", confidence " << confidence << ")\n"
         << "  Summary: " << a.summary << "\n"
         << "  Root cause: " << a.rootCause << "\n"
         << "  Steps:\n";
  int n = 0;
  for (const auto& step : a.steps) io.out << "    " << ++n << ". " << step << "\n";
  if (!a.evidence.empty()) {
    io.out << "  Evidence:\n";
    for (const auto& e : a.evidence) io.out << "    line " << e.line << ": " << e.text << "\n";
  }
}

bool readAll(std::istream& in, std::string& out) {
  std::ostringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return !in.bad();
}

}  // namespace

int cmdAnalyze(const std::vector<std::string>& argv, Io& io) {
  Args args(argv, {"--language", "--catalogue"}, {"--json", "--ai", "--help"});
  if (auto rc = handleUsage(args, io, "errknow analyze", kHelp)) return *rc;
  if (args.positional().size() > 1) {
    io.err << "errknow analyze: expected at most one FILE\n";
    return 2;
  }
  std::string language;
  if (args.has("--language")) {
    auto canon = core::canonicalLanguage(args.value("--language"));
    if (!canon) {
      io.err << "errknow analyze: unknown language '" << args.value("--language")
             << "'; accepted: " << core::describeLanguages() << "\n";
      return 2;
    }
    language = *canon;
  }
  std::string text;
  const std::string file = args.positional().empty() ? "-" : args.positional()[0];
  if (file == "-") {
    if (!readAll(io.in, text)) {
      io.err << "errknow analyze: cannot read standard input\n";
      return 1;
    }
  } else {
    std::ifstream f(file, std::ios::binary);
    if (!f) {
      io.err << "errknow analyze: cannot read " << file << ": " << std::strerror(errno) << "\n";
      return 1;
    }
    if (!readAll(f, text)) {
      io.err << "errknow analyze: cannot read " << file << "\n";
      return 1;
    }
  }
  // As the API answers 422 to an empty error: nothing to analyse is a usage error.
  if (text.find_first_not_of(" \t\r\n") == std::string::npos) {
    io.err << "errknow analyze: the input is empty; give a file, or pipe an error into `errknow analyze -`\n";
    return 2;
  }
  auto store = openCatalogue(args.value("--catalogue"));
  core::Analyzer analyzer(store->catalogue(), store.get(), store::analyzerOptions(*store));
  const core::Analysis analysis = analyzer.analyze(text, language);
  const std::string base = publicBaseUrl();
  if (args.has("--json")) {
    wire::Json body = wire::analysisJson(analysis, wire::Urls{base});
    if (args.has("--ai")) body["ai"] = ai::deepAnalysisJson(ai::analyzeDeeply(text, analysis));
    io.out << body.dump(2, ' ', false, wire::Json::error_handler_t::replace) << "\n";
  } else {
    printReport(analysis, base, io);
    if (args.has("--ai")) printDeepAnalysis(ai::analyzeDeeply(text, analysis), io);
  }
  return 0;
}

}  // namespace errknow::cli
