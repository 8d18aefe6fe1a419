// The backend as the source of analyses, with fallback and back-off. See RemoteKnowledge.h. The
// only libcurl code of the language server.
#include "remote/RemoteKnowledge.h"

#include <curl/curl.h>

#include <chrono>
#include <mutex>

#include "remote/Redact.h"

namespace errknow::lsp {
namespace {

using Clock = std::chrono::steady_clock;

std::size_t collect(char* data, std::size_t size, std::size_t n, void* out) {
  auto* s = static_cast<std::string*>(out);
  if (s->size() + size * n > (32u << 20)) return 0;  // an answer this large is not ours
  s->append(data, size * n);
  return size * n;
}

class RemoteKnowledge final : public Knowledge {
 public:
  RemoteKnowledge(RemoteOptions o, std::shared_ptr<Knowledge> local, std::function<void(const std::string&)> notify)
      : o_(std::move(o)), local_(std::move(local)), notify_(std::move(notify)) {
    while (!o_.backendUrl.empty() && o_.backendUrl.back() == '/') o_.backendUrl.pop_back();
    curl_global_init(CURL_GLOBAL_DEFAULT);
  }

  Json analyze(const std::string& text, const std::string& language) override {
    if (!backendAvailable()) return local_->analyze(text, language);
    std::string problem;
    if (auto remote = post(text, language, problem)) {
      succeeded();
      return *remote;
    }
    failed(problem);
    return local_->analyze(text, language);
  }

  std::vector<Json> recordsForCode(const std::string& code, const std::string& preferredCategory) override {
    return local_->recordsForCode(code, preferredCategory);
  }
  bool isKnownCode(const std::string& code) override { return local_->isKnownCode(code); }

 private:
  // One easy handle per thread keeps its connection alive between calls.
  CURL* handle() {
    thread_local std::unique_ptr<CURL, void (*)(CURL*)> h(curl_easy_init(), curl_easy_cleanup);
    return h.get();
  }

  std::optional<Json> post(const std::string& text, const std::string& language, std::string& problem) {
    CURL* c = handle();
    if (!c) {
      problem = "libcurl could not start";
      return std::nullopt;
    }
    curl_easy_reset(c);
    Json body = {{"error", redactSecrets(text.substr(0, 65536))}};
    if (!language.empty()) body["language"] = language;
    const std::string payload = body.dump(-1, ' ', false, Json::error_handler_t::replace);
    std::string answer;
    const std::string url = o_.backendUrl + "/api/v1/analyze";
    curl_slist* headers = nullptr;
    headers = curl_slist_append(headers, "Content-Type: application/json");
    const std::string auth = "Authorization: Bearer " + o_.apiKey;
    headers = curl_slist_append(headers, auth.c_str());
    curl_easy_setopt(c, CURLOPT_URL, url.c_str());
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(c, CURLOPT_POSTFIELDS, payload.c_str());
    curl_easy_setopt(c, CURLOPT_POSTFIELDSIZE, static_cast<long>(payload.size()));
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, collect);
    curl_easy_setopt(c, CURLOPT_WRITEDATA, &answer);
    curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT_MS, o_.connectTimeoutMs);
    curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, o_.timeoutMs);
    curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(c, CURLOPT_TCP_KEEPALIVE, 1L);
    curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http,https");
    const CURLcode rc = curl_easy_perform(c);
    long status = 0;
    curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
    curl_slist_free_all(headers);
    if (rc != CURLE_OK) {
      problem = std::string("cannot reach it (") + curl_easy_strerror(rc) + ")";
      return std::nullopt;
    }
    if (status != 200) {
      std::string why = "HTTP " + std::to_string(status);
      const Json err = Json::parse(answer, nullptr, false);
      if (err.is_object() && err.contains("error") && err["error"].is_object())
        why += ": " + err["error"].value("message", "");
      if (status == 401) why += " (check the API key: the apiKey setting or ERRKNOW_API_KEY)";
      problem = why;
      return std::nullopt;
    }
    Json j = Json::parse(answer, nullptr, false);
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
