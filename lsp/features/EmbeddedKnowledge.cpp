// The offline source of answers: the analyzer and the catalogue compiled into the binary.
#include <algorithm>
#include <cctype>
#include <mutex>

#include "errknow/ai/AiJson.h"
#include "errknow/ai/DeepAnalysis.h"
#include "errknow/core/Analyzer.h"
#include "errknow/core/DiagnosticTools.h"
#include "errknow/store/CatalogueStore.h"
#include "errknow/wire/Json.h"
#include "features/Knowledge.h"

namespace errknow::lsp {
namespace {

class EmbeddedKnowledge final : public Knowledge {
 public:
  EmbeddedKnowledge(std::unique_ptr<store::CatalogueStore> store, std::string pageBase)
      : store_(std::move(store)),
        analyzer_(store_->catalogue(), store_.get(), store::analyzerOptions(*store_)),
        urls_{std::move(pageBase)} {}

  Json analyze(const std::string& text, const std::string& language) override {
    return wire::analysisJson(analyzer_.analyze(text, language), urls());
  }
  Json deepAnalysis(const std::string& text, const std::string& language) override {
    const core::Analysis analysis = analyzer_.analyze(text, language);
    Json body = wire::analysisJson(analysis, urls());
    body["ai"] = ai::deepAnalysisJson(ai::analyzeDeeply(text, analysis));
    return body;
  }

  std::vector<Json> recordsForCode(const std::string& code, const std::string& preferredCategory) override {
    const auto& cat = store_->catalogue();
    // One record per category: the primary of that code (the record itself when it has none).
    std::vector<const core::Record*> unique;
    for (const core::Record* r : cat.byCode(code)) {
      const core::Record* p = cat.primaryFor(r->category, r->code);
      const core::Record* pick = p ? p : r;
      if (std::find(unique.begin(), unique.end(), pick) == unique.end()) unique.push_back(pick);
    }
    std::stable_sort(unique.begin(), unique.end(), [&](const core::Record* a, const core::Record* b) {
      return (a->category == preferredCategory) > (b->category == preferredCategory);
    });
    std::vector<Json> out;
    const wire::Urls u = urls();
    for (const core::Record* r : unique) out.push_back(wire::recordJson(*r, cat, u));
    return out;
  }

  bool isKnownCode(const std::string& code) override { return !store_->catalogue().byCode(code).empty(); }

  Rule ruleFor(const std::string& source, const std::string& code, const std::string& message,
               const std::string& href) override {
    const core::RuleMatch m = core::matchRule(store_->catalogue(), {source, code, message, href});
    Rule out;
    if (m.tool) {
      out.toolKnown = true;
      out.compiler = m.tool->compiler;
      out.toolId = std::string(m.tool->id);
    }
    out.ruleGiven = m.ruleGiven;
    if (m.record) {
      out.record = wire::recordJson(*m.record, store_->catalogue(), urls(), m.values);
      if (!m.suppress.empty()) (*out.record)["suppress"] = m.suppress;
    }
    return out;
  }

  std::optional<Json> ruleById(const std::vector<std::string>& toolIds, const std::string& rule) override {
    for (const auto& id : toolIds)
      if (const core::Record* r = core::ruleRecord(store_->catalogue(), id, rule))
        return wire::recordJson(*r, store_->catalogue(), urls());
    return std::nullopt;
  }

  void setPageBase(const std::string& base) override {
    std::lock_guard<std::mutex> lock(urlsMutex_);
    urls_.base = base;
  }

 private:
  wire::Urls urls() const {
    std::lock_guard<std::mutex> lock(urlsMutex_);
    return urls_;
  }

  std::unique_ptr<store::CatalogueStore> store_;
  core::Analyzer analyzer_;
  mutable std::mutex urlsMutex_;
  wire::Urls urls_;  // changed by the pageBase setting while workers answer
};

}  // namespace

std::unique_ptr<Knowledge> makeEmbeddedKnowledge(const std::string& cataloguePath, const std::string& pageBase) {
  auto store = cataloguePath.empty() ? store::openEmbeddedCatalogue() : store::CatalogueStore::openFile(cataloguePath);
  if (!store) throw std::runtime_error("no catalogue is embedded in this binary; pass --catalogue FILE");
  return std::make_unique<EmbeddedKnowledge>(std::move(store), pageBase);
}

}  // namespace errknow::lsp
