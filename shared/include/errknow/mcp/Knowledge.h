// Where the MCP tools' answers come from: a port that hands back the API's JSON shapes (the wire
// layer's analysis, record, search and categories objects), whether computed here from the
// embedded catalogue (makeEmbeddedKnowledge) or fetched from errknow-server (`errknow mcp
// --remote`), or answered by the backend itself for POST /mcp. Implementations are thread-safe.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "errknow/core/Analyzer.h"
#include "errknow/rpc/Message.h"
#include "errknow/store/CatalogueStore.h"
#include "errknow/wire/Json.h"
#include "errknow/wire/Requests.h"

namespace errknow::mcp {

using Json = rpc::Json;

// One answer: the API's JSON, or one sentence saying why there is none.
struct KnowledgeResult {
  std::optional<Json> value;
  std::string problem;
  bool notFound = false;  // the thing asked for does not exist (the API's 404)
  static KnowledgeResult ok(Json v) { return {std::move(v), {}, false}; }
  static KnowledgeResult missing(std::string why) { return {std::nullopt, std::move(why), true}; }
  static KnowledgeResult failed(std::string why) { return {std::nullopt, std::move(why), false}; }
};

class Knowledge {
 public:
  virtual ~Knowledge() = default;
  // POST /api/v1/analyze's answer for a request already validated by wire::parseAnalyzeRequest;
  // with `ai`, the answer carries `ai` (an object, or {"error": ...} when no provider answers).
  virtual KnowledgeResult analyze(const wire::AnalyzeRequest& request) = 0;
  // GET /api/v1/errors/{category}/{code}: `code` is a code, alias or slug. Without a category,
  // the primary record of that code (or the record with that slug) in any category.
  virtual KnowledgeResult explain(const std::string& code, const std::string& category) = 0;
  // GET /api/v1/search?q=&limit= (limit already in 1..50).
  virtual KnowledgeResult search(const std::string& query, int limit) = 0;
  // GET /api/v1/categories.
  virtual KnowledgeResult categories() = 0;
};

// The catalogue (usually store::openEmbeddedCatalogue()) and the analyzer, offline. `ai` requests
// are answered by the builtin deep analysis (errknow::ai), as errknow-server's default provider does.
std::unique_ptr<Knowledge> makeEmbeddedKnowledge(std::unique_ptr<store::CatalogueStore> store, wire::Urls urls);

// The same answers from a catalogue and an analyzer owned by the caller (errknow-server's), which
// must outlive the knowledge. `ai`, when given, makes the `ai` member of an `ai: true` analysis
// (the backend asks its provider and charges the AI quota there); without it, the builtin analysis.
using AiHook = std::function<Json(const wire::AnalyzeRequest& request, const core::Analysis& analysis)>;
std::unique_ptr<Knowledge> makeCatalogueKnowledge(const store::CatalogueStore& store, const core::Analyzer& analyzer,
                                                  wire::Urls urls, AiHook ai = {});

}  // namespace errknow::mcp
