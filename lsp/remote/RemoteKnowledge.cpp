// The backend as the source of analyses, with fallback and back-off. See RemoteKnowledge.h. The
// HTTP call itself is ApiClient.h's.
#include "remote/RemoteKnowledge.h"

#include <chrono>
#include <mutex>

#include "errknow/core/Redact.h"
#include "errknow/client/ApiClient.h"

namespace errknow::lsp {
namespace {

using Clock = std::chrono::steady_clock;

class RemoteKnowledge final : public Knowledge {
 public:
  RemoteKnowledge(RemoteOptions o, std::shared_ptr<Knowledge> local, std::function<void(const std::string&)> notify)
      : o_(std::move(o)), local_(std::move(local)), notify_(std::move(notify)) {
    while (!o_.backendUrl.empty() && o_.backendUrl.back() == '/') o_.backendUrl.pop_back();
  }

  Json analyze(const std::string& text, const std::string& language) override {
    if (!backendAvailable()) return local_->analyze(text, language);
    std::string problem;
    if (auto remote = post(text, language, /*ai=*/false, problem)) {
      succeeded();
      return *remote;
    }
    failed(problem);
    return local_->analyze(text, language);
  }

  // The backend's provider (charged to the AI quota there); when the backend cannot be used, the
  // builtin analysis here, as for analyze().
  Json deepAnalysis(const std::string& text, const std::string& language) override {
    if (!backendAvailable()) return local_->deepAnalysis(text, language);
    std::string problem;
    if (auto remote = post(text, language, /*ai=*/true, problem)) {
      succeeded();
      if (!remote->contains("ai")) (*remote)["ai"] = {{"error", "the backend's answer has no `ai`"}};
      return *remote;
    }
    failed(problem);
    return local_->deepAnalysis(text, language);
  }

  std::vector<Json> recordsForCode(const std::string& code, const std::string& preferredCategory) override {
    return local_->recordsForCode(code, preferredCategory);
  }
  bool isKnownCode(const std::string& code) override { return local_->isKnownCode(code); }
  // Rules are looked up in the catalogue here, as records by code are.
  Rule ruleFor(const std::string& source, const std::string& code, const std::string& message,
               const std::string& href) override {
    return local_->ruleFor(source, code, message, href);
  }
  std::optional<Json> ruleById(const std::vector<std::string>& toolIds, const std::string& rule) override {
    return local_->ruleById(toolIds, rule);
  }

 private:
  std::optional<Json> post(const std::string& text, const std::string& language, bool ai, std::string& problem) {
    Json body = {{"error", core::redactSecrets(text.substr(0, 65536))}};
    if (!language.empty()) body["language"] = language;
    if (ai) body["ai"] = true;
    client::ApiRequest request;
    request.method = "POST";
    request.url = o_.backendUrl + "/api/v1/analyze";
    request.apiKey = o_.apiKey;
    request.jsonBody = body.dump(-1, ' ', false, Json::error_handler_t::replace);
    request.connectTimeoutMs = o_.connectTimeoutMs;
    request.timeoutMs = o_.timeoutMs;
    const client::ApiResponse answer = client::callApi(request);
    if (!answer.reached) {
      problem = "cannot reach it (" + answer.problem + ")";
      return std::nullopt;
    }
    if (answer.status != 200) {
      problem = client::describeApiError(answer);
      if (answer.status == 401) problem += " (check the API key: the apiKey setting or ERRKNOW_API_KEY)";
      return std::nullopt;
    }
    Json j = Json::parse(answer.body, nullptr, false);
    if (!j.is_object() || !j.contains("detected")) {
      problem = "its answer is not an analysis";
      return std::nullopt;
    }
    return j;
  }

  bool backendAvailable() {
    std::lock_guard<std::mutex> lock(mutex_);
    return Clock::now() >= retryAt_;
  }
  void succeeded() {
    std::lock_guard<std::mutex> lock(mutex_);
    if (failing_) notify_("errknow: the backend at " + o_.backendUrl + " answers again; analyses use it.");
    failing_ = false;
    backoff_ = std::chrono::seconds(30);
  }
  void failed(const std::string& problem) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!failing_)
      notify_("errknow: the backend at " + o_.backendUrl + " failed: " + problem +
              ". Using the embedded catalogue for now.");
    failing_ = true;
    retryAt_ = Clock::now() + backoff_;
    backoff_ = std::min<std::chrono::seconds>(backoff_ * 2, std::chrono::minutes(5));
  }

  RemoteOptions o_;
  std::shared_ptr<Knowledge> local_;
  std::function<void(const std::string&)> notify_;
  std::mutex mutex_;
  bool failing_ = false;
  Clock::time_point retryAt_{};
  std::chrono::seconds backoff_{30};
};

}  // namespace

std::unique_ptr<Knowledge> makeRemoteKnowledge(RemoteOptions options, std::shared_ptr<Knowledge> local,
                                               std::function<void(const std::string&)> notify) {
  return std::make_unique<RemoteKnowledge>(std::move(options), std::move(local), std::move(notify));
}

}  // namespace errknow::lsp
