// The offline source of the MCP tools' answers: the analyzer and the compiled catalogue, converted
// by the wire layer exactly as the backend's routes convert them. See Knowledge.h.
#include "errknow/ai/AiJson.h"
#include "errknow/ai/DeepAnalysis.h"
#include "errknow/core/Analyzer.h"
#include "errknow/mcp/Knowledge.h"

namespace errknow::mcp {
namespace {

// Answers from a catalogue and an analyzer that live elsewhere.
class CatalogueKnowledge final : public Knowledge {
 public:
  CatalogueKnowledge(const store::CatalogueStore& store, const core::Analyzer& analyzer, wire::Urls urls, AiHook ai)
      : store_(store), analyzer_(analyzer), urls_(std::move(urls)), ai_(std::move(ai)) {}

  KnowledgeResult analyze(const wire::AnalyzeRequest& r) override {
    const core::Analysis analysis = analyzer_.analyze(r.error, r.language);
    Json body = wire::analysisJson(analysis, urls_);
    // Offline (no hook), the builtin deep analysis answers, as errknow-server's default provider does.
    if (r.ai) body["ai"] = ai_ ? ai_(r, analysis) : ai::deepAnalysisJson(ai::analyzeDeeply(r.error, analysis));
    return KnowledgeResult::ok(std::move(body));
  }

  KnowledgeResult explain(const std::string& code, const std::string& category) override {
    const auto& cat = store_.catalogue();
    if (!category.empty()) {
      if (!cat.category(category))
        return KnowledgeResult::missing("There is no category '" + category + "'; list_categories lists them.");
      const core::Record* r = cat.find(category, code);
      if (!r) return KnowledgeResult::missing("There is no error '" + code + "' in the category '" + category + "'.");
      return KnowledgeResult::ok(wire::recordJson(*r, cat, urls_));
    }
    // Any category: the primary record of the code or alias, else a record with that slug.
    for (const core::Record* r : cat.byCode(code)) {
      const core::Record* p = cat.primaryFor(r->category, r->code);
      return KnowledgeResult::ok(wire::recordJson(p ? *p : *r, cat, urls_));
    }
    for (const auto& c : cat.categories())
      if (const core::Record* r = cat.bySlug(c.id, code)) return KnowledgeResult::ok(wire::recordJson(*r, cat, urls_));
    return KnowledgeResult::missing("There is no error with the code, alias or slug '" + code +
                                    "'; search_errors finds errors by words.");
  }

  KnowledgeResult search(const std::string& query, int limit) override {
    return KnowledgeResult::ok(wire::searchJson(query, store_.searchWithTotal(query, static_cast<std::size_t>(limit)), urls_));
  }

  KnowledgeResult categories() override { return KnowledgeResult::ok(wire::categoriesJson(store_.catalogue(), urls_)); }

 private:
  const store::CatalogueStore& store_;
  const core::Analyzer& analyzer_;
  wire::Urls urls_;
  AiHook ai_;
};

// The offline knowledge: owns the catalogue and its analyzer.
class EmbeddedKnowledge final : public Knowledge {
 public:
  EmbeddedKnowledge(std::unique_ptr<store::CatalogueStore> store, wire::Urls urls)
      : store_(std::move(store)),
        analyzer_(store_->catalogue(), store_.get(), store::analyzerOptions(*store_)),
        answers_(*store_, analyzer_, std::move(urls), {}) {}
  KnowledgeResult analyze(const wire::AnalyzeRequest& r) override { return answers_.analyze(r); }
  KnowledgeResult explain(const std::string& code, const std::string& category) override {
    return answers_.explain(code, category);
  }
  KnowledgeResult search(const std::string& query, int limit) override { return answers_.search(query, limit); }
  KnowledgeResult categories() override { return answers_.categories(); }

 private:
  std::unique_ptr<store::CatalogueStore> store_;
  core::Analyzer analyzer_;
  CatalogueKnowledge answers_;
};

}  // namespace

std::unique_ptr<Knowledge> makeEmbeddedKnowledge(std::unique_ptr<store::CatalogueStore> store, wire::Urls urls) {
  if (!store) throw std::runtime_error("no catalogue is embedded in this binary; pass --catalogue FILE");
  return std::make_unique<EmbeddedKnowledge>(std::move(store), std::move(urls));
}

std::unique_ptr<Knowledge> makeCatalogueKnowledge(const store::CatalogueStore& store, const core::Analyzer& analyzer,
                                                  wire::Urls urls, AiHook ai) {
  return std::make_unique<CatalogueKnowledge>(store, analyzer, std::move(urls), std::move(ai));
}

}  // namespace errknow::mcp
