// `errknow eval`: the dev-set figures in process, scored exactly as ../shared/eval/score.py scores
// a running service (category aliases, codes or title_regex, top-1, top-3, calibration error).
#include <re2/re2.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>

#include "Cli.h"
#include "errknow/core/Languages.h"
#include "errknow/wire/Json.h"

namespace errknow::cli {
namespace {

const std::map<std::string, std::vector<std::string>>& categoryAliases() {
  static const std::map<std::string, std::vector<std::string>> m = {
      {"http", {"https", "http-status", "http_status", "web"}},
      {"postgresql", {"postgres", "pg", "psql", "pgsql"}},
      {"mysql", {"mariadb"}},
      {"sqlite", {"sqlite3"}},
      {"python", {"py", "python3"}},
      {"javascript", {"js", "node", "nodejs", "node.js", "ecmascript"}},
      {"typescript", {"ts", "tsc"}},
      {"java", {"jvm"}},
      {"go", {"golang"}},
      {"rust", {"rustc", "cargo"}},
      {"c-cpp", {"c", "cpp", "c++", "gcc", "g++", "clang", "c/c++", "cxx"}},
      {"linux", {"errno", "posix", "unix", "shell", "bash", "signal", "signals", "os"}},
      {"pip", {"pypi", "python-packaging"}},
      {"curl", {"libcurl"}},
      {"tls", {"ssl", "x509", "openssl", "tls/ssl", "ssl/tls", "certificate", "certificates"}},
      {"dns", {"resolver", "name-resolution"}},
      {"ssh", {"openssh"}},
      {"build", {"make", "cmake", "gmake", "ninja"}},
      {"docker", {"container", "containers"}},
      {"kubernetes", {"k8s", "kubectl"}}};
  return m;
}

std::string canonCategory(const std::string& c) {
  const std::string l = core::toLower(c);
  for (const auto& [fam, al] : categoryAliases()) {
    if (l == fam) return fam;
    for (const auto& a : al)
      if (l == a) return fam;
  }
  return l;
}

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\n\r");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\n\r") - b + 1);
}

std::vector<std::string> familiesOf(const wire::Json& item) {
  std::vector<std::string> cats{item.value("family", "")};
  const auto& e = item["expect"];
  if (e.contains("also_families"))
    for (const auto& f : e["also_families"]) cats.push_back(f.get<std::string>());
  return cats;
}

// A generic answer ("a PHP error", "unrecognised") names the ecosystem, not the error: honest,
// but never counted as right, whatever code it echoes from the text.
bool answerOk(const core::Candidate& c, const wire::Json& item) {
  if (core::isGeneric(*c.record)) return false;
  const auto& e = item["expect"];
  const std::vector<std::string> cats = familiesOf(item);
  const std::string cat = canonCategory(c.record->category);
  if (std::find(cats.begin(), cats.end(), cat) == cats.end()) return false;
  const std::string code = trim(c.code.empty() ? c.record->code : c.code);
  if (!code.empty() && e.contains("codes"))
    for (const auto& x : e["codes"])
      if (core::toLower(trim(x.get<std::string>())) == core::toLower(code)) return true;
  if (e.contains("title_regex") && e["title_regex"].is_string()) {
    RE2::Options o;
    o.set_case_sensitive(false);
    o.set_log_errors(false);
    RE2 re(e["title_regex"].get<std::string>(), o);
    if (re.ok() && RE2::PartialMatch(c.record->title + " " + code, re)) return true;
  }
  return false;
}

// An answer from an ecosystem the item does not belong to (a `general` answer is not one).
bool crossAnswer(const core::Candidate& c, const wire::Json& item, bool ok) {
  if (ok || c.record->category == "general") return false;
  const std::vector<std::string> cats = familiesOf(item);
  return std::find(cats.begin(), cats.end(), canonCategory(c.record->category)) == cats.end();
}

struct Tally {
  int n = 0, top1 = 0, top3 = 0, confidentWrong = 0, cross = 0;
};

}  // namespace

int cmdEval(const std::vector<std::string>& argv, Io& io) {
  static const char* help =
      "usage: errknow eval [--family F] [--misses] [--catalogue FILE] FILE\n"
      "Runs every item of a JSON-lines corpus (the format of ../shared/eval/dev.jsonl) through the\n"
      "analyzer in process and prints top-1, top-3 and the expected calibration error per family,\n"
      "then a summary line: NAME top1=... top3=... ece=... n=...; before it, confident_wrong= (wrong with\n"
      "confidence >= 0.8) and cross= (answers from an ecosystem the item does not belong to). Scored as\n"
      "../shared/eval/score.py scores: a generic answer is never right. Any family id is accepted.\n"
      "  --misses   also list every item whose top-1 answer is wrong\n";
  Args args(argv, {"--family", "--catalogue"}, {"--misses", "--help"});
  if (auto rc = handleUsage(args, io, "errknow eval", help)) return *rc;
  if (args.positional().size() != 1) {
    io.err << "errknow eval: expected one FILE\n" << help;
    return 2;
  }
  const std::string path = args.positional()[0];
  std::ifstream in(path);
  if (!in) {
    io.err << "errknow eval: cannot read " << path << "\n";
    return 1;
  }
  auto store = openCatalogue(args.value("--catalogue"));
  core::Analyzer analyzer(store->catalogue(), store.get(), store::analyzerOptions(*store));
  std::map<std::string, Tally> perFamily;
  Tally all;
  // Calibration: 10 equal-width bins of confidence, |accuracy - mean confidence| weighted by size.
  std::vector<double> binConf(10, 0), binOk(10, 0), binN(10, 0);
  std::string line;
  int lineNo = 0;
  while (std::getline(in, line)) {
    ++lineNo;
    if (trim(line).empty()) continue;
    wire::Json item;
    try {
      item = wire::Json::parse(line);
    } catch (const std::exception&) {
      io.err << "errknow eval: " << path << ":" << lineNo << ": not JSON\n";
      return 1;
    }
    if (!item.is_object() || !item.contains("text") || !item["text"].is_string() || !item.contains("expect")) {
      io.err << "errknow eval: " << path << ":" << lineNo << ": needs text and expect\n";
      return 1;
    }
    const std::string family = item.value("family", "");
    if (args.has("--family") && family != args.value("--family")) continue;
    std::string lang;
    if (item.contains("language") && item["language"].is_string())
      if (auto c = core::canonicalLanguage(item["language"].get<std::string>())) lang = *c;
    const auto a = analyzer.analyze(item["text"].get<std::string>(), lang);
    const core::Finding& f = a.findings.front();
    const bool ok1 = answerOk(f.detected, item);
    bool ok3 = ok1;
    for (std::size_t k = 0; k < 2 && k < f.alternatives.size() && !ok3; ++k) ok3 = answerOk(f.alternatives[k], item);
    const double conf = f.detected.confidence;
    for (Tally* t : {&perFamily[family], &all}) {
      ++t->n;
      t->top1 += ok1;
      t->top3 += ok3;
      t->confidentWrong += (!ok1 && conf >= 0.8);
      t->cross += crossAnswer(f.detected, item, ok1);
    }
    const auto bin = static_cast<std::size_t>(std::min(9.0, std::floor(conf * 10)));
    binConf[bin] += conf;
    binOk[bin] += ok1;
    binN[bin] += 1;
    if (args.has("--misses") && !ok1)
      io.out << "MISS " << item.value("id", "?") << " [" << family << "] -> " << f.detected.record->category << "/"
             << f.detected.record->slug << " (" << f.detected.code << ") conf=" << std::setprecision(2) << conf
             << "\n";
  }
  if (all.n == 0) {
    io.err << "errknow eval: no items\n";
    return 1;
  }
  double ece = 0;
  for (std::size_t b = 0; b < 10; ++b)
    if (binN[b] > 0) ece += binN[b] / all.n * std::fabs(binOk[b] / binN[b] - binConf[b] / binN[b]);
  io.out << std::fixed << std::setprecision(3);
  for (const auto& [fam, t] : perFamily)
    io.out << std::left << std::setw(12) << fam << " top1=" << double(t.top1) / t.n << " top3=" << double(t.top3) / t.n
           << " n=" << t.n << "\n";
  const std::string name = std::filesystem::path(path).stem().string();
  io.out << "confident_wrong=" << double(all.confidentWrong) / all.n << "\n";
  io.out << "cross=" << double(all.cross) / all.n << "\n";
  io.out << name << " top1=" << double(all.top1) / all.n << " top3=" << double(all.top3) / all.n << " ece=" << ece
         << " n=" << all.n << "\n";
  return 0;
}

}  // namespace errknow::cli
