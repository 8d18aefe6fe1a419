// One call to the API with libcurl. See ApiClient.h.
#include "errknow/client/ApiClient.h"

#include <curl/curl.h>

#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>

namespace errknow::client {
namespace {

std::size_t collect(char* data, std::size_t size, std::size_t n, void* out) {
  auto* s = static_cast<std::string*>(out);
  if (s->size() + size * n > (32u << 20)) return 0;  // an answer this large is not ours
  s->append(data, size * n);
  return size * n;
}

// One easy handle per thread keeps its connection alive between calls.
CURL* handle() {
  static std::once_flag init;
  std::call_once(init, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
  thread_local std::unique_ptr<CURL, void (*)(CURL*)> h(curl_easy_init(), curl_easy_cleanup);
  return h.get();
}

}  // namespace

ApiResponse callApi(const ApiRequest& r) {
  ApiResponse out;
  CURL* c = handle();
  if (!c) {
    out.problem = "libcurl could not start";
    return out;
  }
  curl_easy_reset(c);
  curl_slist* headers = nullptr;
  headers = curl_slist_append(headers, "Accept: application/json");
  const std::string auth = "Authorization: Bearer " + r.apiKey;
  headers = curl_slist_append(headers, auth.c_str());
  if (r.method == "POST") {
    headers = curl_slist_append(headers, "Content-Type: application/json");
    curl_easy_setopt(c, CURLOPT_POSTFIELDS, r.jsonBody.c_str());
    curl_easy_setopt(c, CURLOPT_POSTFIELDSIZE, static_cast<long>(r.jsonBody.size()));
  }
  curl_easy_setopt(c, CURLOPT_URL, r.url.c_str());
  curl_easy_setopt(c, CURLOPT_HTTPHEADER, headers);
  curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, collect);
  curl_easy_setopt(c, CURLOPT_WRITEDATA, &out.body);
  curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT_MS, r.connectTimeoutMs);
  curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, r.timeoutMs);
  curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(c, CURLOPT_TCP_KEEPALIVE, 1L);
  curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http,https");
  const CURLcode rc = curl_easy_perform(c);
  curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &out.status);
  curl_slist_free_all(headers);
  if (rc != CURLE_OK) {
    out.problem = curl_easy_strerror(rc);
    return out;
  }
  out.reached = true;
  return out;
}

std::string describeApiError(const ApiResponse& response) {
  std::string why = "HTTP " + std::to_string(response.status);
  const auto err = nlohmann::json::parse(response.body, nullptr, false);
  if (err.is_object() && err.contains("error") && err["error"].is_object()) {
    why += ": " + err["error"].value("message", "");
    std::string details;
    if (err["error"].contains("details") && err["error"]["details"].is_array())
      for (const auto& d : err["error"]["details"])
        if (d.is_object()) details += (details.empty() ? "" : "; ") + d.value("field", "") + " " + d.value("problem", "");
    if (!details.empty()) why += " (" + details + ")";
  }
  return why;
}

}  // namespace errknow::client
