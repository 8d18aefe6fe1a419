// The OpenAI-compatible provider: the request it builds, the one HTTP exchange with its retry, and
// the checks on the answer. See OpenAiProvider.h.
#include "ai/OpenAiProvider.h"

#include <curl/curl.h>

#include <memory>
#include <mutex>

#include "errknow/ai/AiJson.h"
#include "errknow/ai/DeepAnalysis.h"
#include "errknow/core/Redact.h"

namespace errknow::backend {
namespace {

const char* kInstructions =
    "You are errknow's deep analysis of a programming error. The user message is JSON with: `record`, the "
    "catalogue entry errknow detected (title, meaning, causes, quick_fix, checks), `findings`, every error it "
    "found, `signals` (HTTP statuses, platforms, exception names, codes, file locations, stack frames with "
    "user_code flags), `builtin_analysis`, an offline first reading, and `input`, the user's output with "
    "secrets replaced by markers. Go beyond the record to this input: name the first frame in the user's own "
    "code (file and line), follow exception chains to the first cause, name the module, host, port, table or "
    "path involved. Answer with one JSON object and nothing else: {\"summary\": string, \"root_cause\": string, "
    "\"steps\": [string, 1 to 10 items, concrete, most specific first], \"evidence\": [{\"line\": the input "
    "line number, \"text\": that line quoted exactly}], \"confidence\": number from 0 to 1}.";

struct HttpAnswer {
  CURLcode code = CURLE_OK;
  long status = 0;
  std::string body;
  bool tooLarge = false;
};

struct Sink {
  std::string* body;
  std::size_t limit;
  bool* tooLarge;
};

std::size_t collect(char* data, std::size_t size, std::size_t n, void* user) {
  auto* sink = static_cast<Sink*>(user);
  if (sink->body->size() + size * n > sink->limit) {
    *sink->tooLarge = true;
    return 0;  // ends the transfer with CURLE_WRITE_ERROR
  }
  sink->body->append(data, size * n);
  return size * n;
}

HttpAnswer post(const std::string& url, const std::string& body, const OpenAiSettings& s) {
  static std::once_flag init;
  std::call_once(init, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
  HttpAnswer out;
  std::unique_ptr<CURL, void (*)(CURL*)> c(curl_easy_init(), curl_easy_cleanup);
  if (!c) {
    out.code = CURLE_FAILED_INIT;
    return out;
  }
  curl_slist* headers = nullptr;
  headers = curl_slist_append(headers, "Content-Type: application/json");
  headers = curl_slist_append(headers, "Accept: application/json");
  const std::string bearer = "Authorization: Bearer " + s.apiKey;
  const std::string azureKey = "api-key: " + s.apiKey;
  if (!s.apiKey.empty()) {
    headers = curl_slist_append(headers, bearer.c_str());
    if (url.find(".azure.com") != std::string::npos) headers = curl_slist_append(headers, azureKey.c_str());
  }
  Sink sink{&out.body, s.maxAnswerBytes, &out.tooLarge};
  curl_easy_setopt(c.get(), CURLOPT_URL, url.c_str());
  curl_easy_setopt(c.get(), CURLOPT_HTTPHEADER, headers);
  curl_easy_setopt(c.get(), CURLOPT_POSTFIELDS, body.c_str());
  curl_easy_setopt(c.get(), CURLOPT_POSTFIELDSIZE, static_cast<long>(body.size()));
  curl_easy_setopt(c.get(), CURLOPT_WRITEFUNCTION, collect);
  curl_easy_setopt(c.get(), CURLOPT_WRITEDATA, &sink);
  curl_easy_setopt(c.get(), CURLOPT_CONNECTTIMEOUT_MS, s.connectTimeoutMs);
  curl_easy_setopt(c.get(), CURLOPT_TIMEOUT_MS, s.timeoutMs);
  curl_easy_setopt(c.get(), CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(c.get(), CURLOPT_PROTOCOLS_STR, "http,https");
  out.code = curl_easy_perform(c.get());
  curl_easy_getinfo(c.get(), CURLINFO_RESPONSE_CODE, &out.status);
  curl_slist_free_all(headers);
  return out;
}

// A connection that broke before a complete answer: worth one more try.
bool dropped(CURLcode code) {
  return code == CURLE_GOT_NOTHING || code == CURLE_RECV_ERROR || code == CURLE_SEND_ERROR ||
         code == CURLE_PARTIAL_FILE || code == CURLE_COULDNT_CONNECT || code == CURLE_HTTP2_STREAM;
}

std::string trimmed(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
}

// Every string in `j` with its secrets redacted: the analysis was made from the raw input, and its
// evidence, signals (the `$ command`) and findings quote it.
void redactStrings(wire::Json& j) {
  if (j.is_string()) j = core::redactSecrets(j.get<std::string>());
  else if (j.is_structured())
    for (auto& child : j) redactStrings(child);
}

AiResult failure(std::string why) { return {false, {}, std::move(why)}; }

}  // namespace

OpenAiProvider::OpenAiProvider(OpenAiSettings settings) : settings_(std::move(settings)) {
  endpoint_ = settings_.baseUrl;
  const auto query = endpoint_.find('?');
  std::string path = endpoint_.substr(0, query);
  const std::string rest = query == std::string::npos ? "" : endpoint_.substr(query);
  if (path.find("/chat/completions") == std::string::npos) {
    while (!path.empty() && path.back() == '/') path.pop_back();
    path += "/chat/completions";
  }
  endpoint_ = path + rest;
}

AiResult OpenAiProvider::analyze(const std::string& input, const core::Analysis& analysis) {
  // What leaves the machine: the record and findings, the signals, the builtin reading, and the
  // input with secrets redacted (the builtin reading quotes redacted lines too).
  std::string redacted = core::redactSecrets(input.size() > settings_.maxInputBytes * 2 ? input.substr(0, settings_.maxInputBytes * 2) : input);
  if (redacted.size() > settings_.maxInputBytes) {
    std::size_t cut = settings_.maxInputBytes;
    while (cut > 0 && (static_cast<unsigned char>(redacted[cut]) & 0xC0) == 0x80) --cut;
    redacted.resize(cut);
  }
  const wire::Json analysisJson = wire::analysisJson(analysis, wire::Urls{});
  wire::Json user = {{"record", analysisJson.contains("findings") && !analysisJson["findings"].empty()
                                    ? analysisJson["findings"][0]
                                    : wire::Json::object()},
                     {"findings", analysisJson.value("findings", wire::Json::array())},
                     {"signals", analysisJson.value("signals", wire::Json::object())},
                     {"builtin_analysis", ai::deepAnalysisJson(ai::analyzeDeeply(redacted, analysis))},
                     {"input", redacted}};
  redactStrings(user);
  const wire::Json request = {{"model", settings_.model},
                              {"temperature", 0},
                              {"response_format", {{"type", "json_object"}}},
                              {"messages", wire::Json::array({{{"role", "system"}, {"content", kInstructions}},
                                                              {{"role", "user"}, {"content", user.dump(-1, ' ', false, wire::Json::error_handler_t::replace)}}})}};
  const std::string body = request.dump(-1, ' ', false, wire::Json::error_handler_t::replace);

  HttpAnswer answer = post(endpoint_, body, settings_);
  if ((answer.code == CURLE_OK && answer.status >= 500) || (answer.code != CURLE_OK && !answer.tooLarge && dropped(answer.code)))
    answer = post(endpoint_, body, settings_);  // one retry
  if (answer.tooLarge)
    return failure("the AI provider's answer is larger than " + std::to_string(settings_.maxAnswerBytes) + " bytes");
  if (answer.code == CURLE_OPERATION_TIMEDOUT)
    return failure("the AI provider did not answer within " + std::to_string(settings_.timeoutMs / 1000) + " s");
  if (answer.code != CURLE_OK) return failure(std::string("the AI provider could not be reached: ") + curl_easy_strerror(answer.code));
  if (answer.status != 200) return failure("the AI provider answered HTTP " + std::to_string(answer.status));

  const wire::Json reply = wire::Json::parse(answer.body, nullptr, false);
  if (reply.is_discarded() || !reply.is_object()) return failure("the AI provider's answer is not JSON");
  const wire::Json* content = nullptr;
  if (reply.contains("choices") && reply["choices"].is_array() && !reply["choices"].empty() &&
      reply["choices"][0].is_object() && reply["choices"][0].contains("message") && reply["choices"][0]["message"].is_object() &&
      reply["choices"][0]["message"].contains("content") && reply["choices"][0]["message"]["content"].is_string())
    content = &reply["choices"][0]["message"]["content"];
  if (!content) return failure("the AI provider's answer has no choices[0].message.content");
  const wire::Json object = wire::Json::parse(content->get<std::string>(), nullptr, false);
  if (object.is_discarded()) return failure("the AI provider's answer content is not JSON");
  std::string problem;
  auto parsed = ai::parseDeepAnalysis(object, problem);
  if (!parsed) return failure("the AI provider's answer has the wrong shape: " + problem);

  parsed->provider = "openai";
  parsed->model = reply.contains("model") && reply["model"].is_string() ? reply["model"].get<std::string>() : settings_.model;
  // Evidence must quote the input: lines the model did not take from it are dropped.
  std::vector<ai::EvidenceLine> kept;
  for (auto& e : parsed->evidence) {
    const std::string t = trimmed(e.text);
    if (!t.empty() && redacted.find(t) != std::string::npos) kept.push_back(std::move(e));
  }
  parsed->evidence = std::move(kept);
  return {true, ai::deepAnalysisJson(*parsed), {}};
}

}  // namespace errknow::backend
