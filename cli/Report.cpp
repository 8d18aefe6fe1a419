// The human-readable report of `errknow analyze`: one section per finding, coloured on a terminal.
#include <iomanip>
#include <iostream>

#include "Cli.h"
#include "Style.h"
#include "errknow/core/Placeholders.h"

namespace errknow::cli {

void printReport(const core::Analysis& analysis, const std::string& baseUrl, Io& io) {
  const Style s{io.colour};
  std::ostream& out = io.out;
  const std::size_t n = analysis.findings.size();
  for (std::size_t i = 0; i < n; ++i) {
    const core::Finding& f = analysis.findings[i];
    const core::Record& r = *f.detected.record;
    if (n > 1) out << s.dim() << "finding " << (i + 1) << " of " << n << s.reset() << "\n";
    out << s.red() << s.bold() << r.title << s.reset() << "  " << s.cyan() << r.category << "/"
        << (f.detected.code.empty() ? r.code : f.detected.code) << s.reset() << s.dim() << "  confidence "
        << std::fixed << std::setprecision(2) << f.detected.confidence << s.reset() << "\n";
    out << "  " << r.meaning << "\n";
    if (!f.detected.evidence.empty() && f.detected.evidence.front().line > 0)
      out << s.dim() << "  line " << f.detected.evidence.front().line << ": " << f.detected.evidence.front().text
          << s.reset() << "\n";
    out << s.dim() << "  area: " << r.likely_area << s.reset() << "\n";
    auto filled = [&](const std::vector<std::string>& steps) {
      std::vector<std::string> v;
      for (const auto& step : steps) v.push_back(core::fillPlaceholders(step, f.values));
      return v;
    };
    printSection(out, s, "Likely causes", filled(r.causes), true);
    printSection(out, s, "Quick fix", filled(r.quick_fix), true);
    for (const auto& pf : f.platformFixes) {
      out << "  " << s.bold() << "On " << pf.platform << s.reset() << "\n";
      for (const auto& step : pf.steps) out << "    - " << core::fillPlaceholders(step, f.values) << "\n";
    }
    if (!r.checks.empty()) {
      out << "  " << s.bold() << "Checks" << s.reset() << "\n";
      for (const auto& c : r.checks)
        out << "    - " << s.yellow() << core::fillPlaceholders(c.step, f.values) << s.reset() << ": "
            << core::fillPlaceholders(c.check, f.values) << "\n";
    }
    if (!f.alternatives.empty() && i == 0) {
      out << s.dim() << "  also possible:";
      for (const auto& a : f.alternatives) out << " " << a.record->category << "/" << a.record->slug;
      out << s.reset() << "\n";
    }
    out << "  " << s.green() << baseUrl << "/errors/" << r.category << "/" << r.slug << s.reset() << "\n";
    if (i + 1 < n) out << "\n";
  }
  for (const auto& note : analysis.notes) out << s.dim() << "note: " << note << s.reset() << "\n";
}

}  // namespace errknow::cli
