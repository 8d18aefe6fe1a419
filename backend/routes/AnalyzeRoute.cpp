// POST /api/v1/analyze: parse, analyze, convert. With `ai`, the AI quota is checked and both
// quotas are charged before the (slow) provider is asked; otherwise the server charges the answer.
#include <httplib.h>

#include "Server.h"
#include "errknow/wire/Requests.h"

namespace errknow::backend {

Reply analyzeRoute(const httplib::Request& req, ApiCall& call, Services& s) {
  const wire::Parsed parsed = wire::parseAnalyzeRequest(req.body);
  if (!parsed.request) return errorReply(422, "invalid_request", parsed.message, parsed.details);
  const wire::AnalyzeRequest& r = *parsed.request;
  call.aiRequested = r.ai;
  // The AI quota is checked before the daily one: a refused AI call costs no daily call.
  if (r.ai && !call.reserveAi())
    return errorReply(429, "ai_quota_exceeded", "The daily AI analysis limit of your plan is reached.");
  if (r.ai && !call.chargeDaily(/*pending=*/true)) {
    call.refundAi();
    return errorReply(429, "rate_limit_exceeded", "The daily call limit of your plan is reached.");
  }
  const core::Analysis analysis = s.analyzer.analyze(r.error, r.language);
  Reply reply;
  reply.text = wire::analysisText(analysis, s.urls, &s.recordParts);
  if (r.ai) {
    AiResult ai = s.ai.analyze(r.error, analysis);
    wire::Json value = ai.ok ? std::move(ai.value) : wire::Json{{"error", ai.error}};
    if (!ai.ok) call.refundAi();  // a failed provider is not charged
    // The `ai` member goes last, inside the analysis object's closing brace.
    reply.text.pop_back();
    reply.text += ",\"ai\":" + wire::dump(value) + "}";
  }
  return reply;
}

}  // namespace errknow::backend
