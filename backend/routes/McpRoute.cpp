// POST /mcp: the Model Context Protocol over HTTP (the Streamable HTTP transport, answered with
// plain JSON), on the same core as `errknow mcp` (shared/mcp). The server authenticates it like
// /api/v1 (Server::mcp); here a tool call counts against the daily quota like an API call
// (analyze_error with `ai` against the AI quota too), while the other messages (initialize,
// server/discover, tools/list, resources, ping, notifications) are free. Each request is answered
// on its own: no session and no server-sent event stream.
#include <httplib.h>

#include "Server.h"
#include "errknow/mcp/Server.h"

namespace errknow::backend {
namespace {

std::optional<std::string> header(const httplib::Request& req, const char* name) {
  if (!req.has_header(name)) return std::nullopt;
  return req.get_header_value(name);
}

struct Cost {
  bool toolCall = false;
  bool ai = false;
};

// What a message costs: only tools/call is counted, and analyze_error with `ai: true` also
// against the AI quota. A body that is not JSON costs nothing (the core answers a parse error).
Cost costOf(const std::string& body) {
  const wire::Json m = wire::Json::parse(body, nullptr, false);
  Cost c;
  if (!m.is_object() || m.value("method", "") != "tools/call") return c;
  c.toolCall = true;
  const auto params = m.find("params");
  if (params == m.end() || !params->is_object()) return c;
  const auto args = params->find("arguments");
  c.ai = params->value("name", "") == "analyze_error" && args != params->end() && args->is_object() &&
         args->value("ai", false) == true;
  return c;
}

}  // namespace

Reply mcpRoute(const httplib::Request& req, ApiCall& call, Services& s) {
  const Cost cost = costOf(req.body);
  if (!cost.toolCall) call.charged = true;  // nothing to count; the headers still show the quota
  // As POST /api/v1/analyze: the AI quota first, so that a refused AI call costs no daily call.
  if (cost.ai) {
    call.aiRequested = true;
    if (!call.reserveAi()) return errorReply(429, "ai_quota_exceeded", "The daily AI analysis limit of your plan is reached.");
  }
  if (cost.toolCall && call.dailyQuotaSpent()) {
    if (call.aiReserved) call.refundAi();
    return call.refuseDaily();
  }
  if (cost.ai) {
    if (!call.chargeDaily(/*pending=*/true)) {
      call.refundAi();
      return errorReply(429, "rate_limit_exceeded", "The daily call limit of your plan is reached.");
    }
  }
  const auto aiHook = [&](const wire::AnalyzeRequest& r, const core::Analysis& analysis) -> wire::Json {
    AiResult ai = s.ai.analyze(r.error, analysis);
    if (ai.ok) return std::move(ai.value);
    call.refundAi();  // a failed provider is not charged
    return {{"error", ai.error}};
  };
  auto knowledge = mcp::makeCatalogueKnowledge(s.catalogue, s.analyzer, s.urls, aiHook);
  mcp::Server server(*knowledge, mcp::ServerInfo{"errknow", ERRKNOW_VERSION});
  const mcp::RequestContext ctx{true, header(req, "MCP-Protocol-Version"), header(req, "Mcp-Method"),
                                header(req, "Mcp-Name"), nullptr};
  const mcp::Reply answer = server.handle(std::string_view(req.body), ctx);
  Reply reply;
  reply.status = answer.httpStatus;
  if (answer.message) reply.body = *answer.message;
  else reply.rendered = std::make_shared<const std::string>();  // 202: nothing to answer
  return reply;
}

}  // namespace errknow::backend
