// The language server: lifecycle, document sync, settings and the methods' wiring. See
// LanguageServer.h.
#include "server/LanguageServer.h"

#include <cstdlib>

#include "errknow/ai/AiJson.h"
#include "features/CodeActions.h"
#include "features/Diagnostics.h"
#include "features/Hover.h"
#include "protocol/Markdown.h"
#include "remote/RemoteKnowledge.h"

namespace errknow::lsp {
namespace {

const std::string& requireString(const Json& params, const char* name) {
  return rpc::requireMember(params, name, Json::value_t::string).get_ref<const std::string&>();
}

std::string uriOf(const Json& params) {
  const Json& td = rpc::requireMember(params, "textDocument", Json::value_t::object);
  return requireString(td, "uri");
}

Position positionOf(const Json& params) {
  const Json& p = rpc::requireMember(params, "position", Json::value_t::object);
  return Position{rpc::requirePositionNumber(p, "line"), rpc::requirePositionNumber(p, "character")};
}

}  // namespace

LanguageServer::LanguageServer(std::unique_ptr<Knowledge> knowledge, std::function<void(const Json&)> send,
                               std::function<void(const std::string&)> log)
    : local_(std::move(knowledge)), active_(local_), send_(std::move(send)), log_(std::move(log)) {
  if (const char* key = std::getenv("ERRKNOW_API_KEY"); key && *key) settings_.apiKey = key;
  diagThread_ = std::thread([this] { diagnosticsLoop(); });
  dispatcher_ = std::make_unique<rpc::Dispatcher>(send_, log_, 2);
  registerMethods();
}

LanguageServer::~LanguageServer() {
  dispatcher_.reset();  // finishes the requests in flight
  {
    std::lock_guard<std::mutex> lock(diagMutex_);
    diagStop_ = true;
  }
  diagWake_.notify_all();
  diagThread_.join();
}

void LanguageServer::receive(std::string_view text) { dispatcher_->receive(text); }

std::shared_ptr<Knowledge> LanguageServer::knowledge() {
  std::lock_guard<std::mutex> lock(settingsMutex_);
  return active_;
}

void LanguageServer::applySettings(const Json& j) {
  for (const auto& problem : settings_.apply(j)) log_(problem);
  if (!settings_.pageBase.empty()) local_->setPageBase(settings_.pageBase);
  if (settings_.mode != "remote") {
    active_ = local_;
    return;
  }
  if (settings_.apiKey.empty()) {
    send_(rpc::makeNotification("window/showMessage",
                                {{"type", 2}, {"message", "errknow: remote mode needs an API key (the apiKey setting or "
                                                          "ERRKNOW_API_KEY); using the embedded catalogue."}}));
    active_ = local_;
    return;
  }
  auto send = send_;
  active_ = makeRemoteKnowledge(RemoteOptions{settings_.backendUrl, settings_.apiKey}, local_, [send](const std::string& m) {
    send(rpc::makeNotification("window/showMessage", {{"type", 2}, {"message", m}}));
  });
}

void LanguageServer::settle() {
  dispatcher_->drain();
  std::unique_lock<std::mutex> lock(diagMutex_);
  diagIdle_.wait(lock, [this] { return diagPending_.empty() && !diagBusy_; });
}

void LanguageServer::sendRequest(const std::string& method, Json params) {
  send_(rpc::makeRequest("errknow-" + std::to_string(nextRequestId_++), method, std::move(params)));
}

Json LanguageServer::initialize(const Json& params) {
  if (initialized_) throw rpc::Error(rpc::code::InvalidRequest, "initialize was already received");
  const Json caps = params.value("capabilities", Json::object());
  const Json general = caps.is_object() ? caps.value("general", Json::object()) : Json::object();
  const Json encodings = general.is_object() ? general.value("positionEncodings", Json::array()) : Json::array();
  encoding_ = PositionEncoding::Utf16;
  if (encodings.is_array())
    for (const auto& e : encodings)
      if (e == "utf-8") encoding_ = PositionEncoding::Utf8;
  if (params.contains("initializationOptions")) {
    std::lock_guard<std::mutex> lock(settingsMutex_);
    applySettings(params["initializationOptions"]);
  }
  initialized_ = true;
  return Json{{"capabilities",
               {{"positionEncoding", encoding_ == PositionEncoding::Utf8 ? "utf-8" : "utf-16"},
                {"textDocumentSync", {{"openClose", true}, {"change", 2}}},
                {"hoverProvider", true},
                {"codeActionProvider", {{"codeActionKinds", Json::array({"quickfix"})}}},
                {"executeCommandProvider",
                 {{"commands", Json::array({"errknow.analyze", "errknow.explain", "errknow.openPage", "errknow.deepAnalysis"})}}}}},
              {"serverInfo", {{"name", "errknow-lsp"}, {"version", ERRKNOW_VERSION}}}};
}

void LanguageServer::registerMethods() {
  rpc::Dispatcher& d = *dispatcher_;
  // Lifecycle: before initialize only initialize (and exit) are taken; after shutdown only exit.
  d.setGate([this](const std::string& method) -> std::optional<rpc::Error> {
    if (method == "exit") return std::nullopt;
    if (!initialized_ && method != "initialize")
      return rpc::Error(rpc::code::ServerNotInitialized, "the server is not initialized yet");
    if (shutdown_) return rpc::Error(rpc::code::InvalidRequest, "the server is shutting down");
    return std::nullopt;
  });
  d.onRequest("initialize", [this](const Json& p, const rpc::CancelToken&) { return initialize(p.is_object() ? p : Json::object()); }, true);
  d.onNotification("initialized", [](const Json&) {});
  d.onRequest("shutdown", [this](const Json&, const rpc::CancelToken&) {
    dispatcher_->drain();
    shutdown_ = true;
    return Json(nullptr);
  }, true);
  d.onNotification("exit", [this](const Json&) { exited_ = true; });

  d.onNotification("workspace/didChangeConfiguration", [this](const Json& p) {
    std::lock_guard<std::mutex> lock(settingsMutex_);
    if (p.is_object() && p.contains("settings")) applySettings(p["settings"]);
  });
  d.onNotification("textDocument/didOpen", [this](const Json& p) {
    const Json& td = rpc::requireMember(p, "textDocument", Json::value_t::object);
    const std::string uri = requireString(td, "uri");
    documents_.open(uri, td.value("languageId", ""), td.value("version", 0), requireString(td, "text"));
    scheduleDiagnostics(uri);
  });
  d.onNotification("textDocument/didChange", [this](const Json& p) {
    const std::string uri = uriOf(p);
    const Json& td = p["textDocument"];
    documents_.change(uri, td.value("version", 0), rpc::requireMember(p, "contentChanges", Json::value_t::array), encoding_);
    scheduleDiagnostics(uri);
  });
  d.onNotification("textDocument/didClose", [this](const Json& p) {
    const std::string uri = uriOf(p);
    documents_.close(uri);
    send_(rpc::makeNotification("textDocument/publishDiagnostics", {{"uri", uri}, {"diagnostics", Json::array()}}));
  });
  d.onNotification("textDocument/didSave", [](const Json&) {});

  d.onRequest("textDocument/hover", [this](const Json& p, const rpc::CancelToken&) -> Json {
    const auto doc = documents_.get(uriOf(p));
    const Position at = positionOf(p);
    if (!doc) return nullptr;
    return hover(*knowledge(), *doc, at, encoding_);
  });
  d.onRequest("textDocument/codeAction", [this](const Json& p, const rpc::CancelToken&) -> Json {
    const auto doc = documents_.get(uriOf(p));
    rpc::requireMember(p, "range", Json::value_t::object);
    CodeActionOptions o;
    {
      std::lock_guard<std::mutex> lock(settingsMutex_);
      o.aiActions = settings_.aiActions;
    }
    return codeActions(*knowledge(), doc.get(), p, encoding_, o);
  });
  auto analyzeText = [this](const std::string& text, const std::string& language) {
    return knowledge()->analyze(text.substr(0, std::min<std::size_t>(text.size(), 16u << 20)), language);
  };
  d.onRequest("errknow/analyze", [this, analyzeText](const Json& p, const rpc::CancelToken&) -> Json {
    const std::string& text = requireString(p, "text");
    const std::string language = p.contains("language") && p["language"].is_string() ? p["language"].get<std::string>() : "";
    // With `ai: true`, the answer carries the deep analysis in `ai`, as POST /api/v1/analyze's does.
    if (p.contains("ai") && p["ai"].is_boolean() && p["ai"].get<bool>())
      return knowledge()->deepAnalysis(text.substr(0, std::min<std::size_t>(text.size(), 16u << 20)), language);
    return analyzeText(text, language);
  });
  d.onRequest("workspace/executeCommand", [this, analyzeText](const Json& p, const rpc::CancelToken&) -> Json {
    const std::string& command = requireString(p, "command");
    const Json args = p.value("arguments", Json::array());
    auto arg = [&](std::size_t i) -> const Json& {
      if (!args.is_array() || args.size() <= i) throw rpc::Error(rpc::code::InvalidParams, command + " needs argument " + std::to_string(i + 1));
      return args[i];
    };
    if (command == "errknow.analyze") {
      if (!arg(0).is_string()) throw rpc::Error(rpc::code::InvalidParams, "errknow.analyze: the text must be a string");
      const std::string language = args.size() > 1 && args[1].is_string() ? args[1].get<std::string>() : "";
      return analyzeText(arg(0).get<std::string>(), language);
    }
    if (command == "errknow.explain") {
      const Json& ref = arg(0);
      const std::string md = ref.is_object() ? ref.value("markdown", "") : "";
      if (md.empty()) throw rpc::Error(rpc::code::InvalidParams, "errknow.explain: the argument must be a code action's reference");
      send_(rpc::makeNotification("window/showMessage", {{"type", 3}, {"message", md}}));
      return Json{{"markdown", md}};
    }
    if (command == "errknow.openPage") {
      if (!arg(0).is_string()) throw rpc::Error(rpc::code::InvalidParams, "errknow.openPage: the argument must be a URL");
      sendRequest("window/showDocument", {{"uri", arg(0)}, {"external", true}});
      return Json{{"url", arg(0)}};
    }
    if (command == "errknow.deepAnalysis") {
      // Shown like errknow.explain (window/showMessage with Markdown) and returned with the `ai` object.
      if (!arg(0).is_string()) throw rpc::Error(rpc::code::InvalidParams, "errknow.deepAnalysis: the text must be a string");
      const std::string language = args.size() > 1 && args[1].is_string() ? args[1].get<std::string>() : "";
      const std::string& text = arg(0).get_ref<const std::string&>();
      const Json answer = knowledge()->deepAnalysis(text.substr(0, std::min<std::size_t>(text.size(), 16u << 20)), language);
      const Json deep = answer.value("ai", Json::object());
      if (deep.contains("error")) {
        const std::string why = "errknow: the deep analysis failed: " + deep.value("error", std::string("no reason given"));
        send_(rpc::makeNotification("window/showMessage", {{"type", 2}, {"message", why}}));
        return Json{{"ai", deep}, {"markdown", why}};
      }
      std::string problem;
      const auto parsed = ai::parseDeepAnalysis(deep, problem);
      if (!parsed) throw rpc::Error(rpc::code::RequestFailed, "errknow.deepAnalysis: the answer is not a deep analysis: " + problem);
      const std::string md = ai::deepAnalysisMarkdown(*parsed);
      send_(rpc::makeNotification("window/showMessage", {{"type", 3}, {"message", md}}));
      return Json{{"ai", deep}, {"markdown", md}};
    }
    throw rpc::Error(rpc::code::InvalidParams, "unknown command " + command);
  });
}

void LanguageServer::scheduleDiagnostics(const std::string& uri) {
  {
    std::lock_guard<std::mutex> lock(diagMutex_);
    diagPending_.insert(uri);
  }
  diagWake_.notify_one();
}

void LanguageServer::diagnosticsLoop() {
  for (;;) {
    std::string uri;
    {
      std::unique_lock<std::mutex> lock(diagMutex_);
      diagWake_.wait(lock, [this] { return diagStop_ || !diagPending_.empty(); });
      if (diagStop_) return;
      uri = *diagPending_.begin();
      diagPending_.erase(diagPending_.begin());
      diagBusy_ = true;
    }
    const auto doc = documents_.get(uri);
    bool wanted = false;
    {
      std::lock_guard<std::mutex> lock(settingsMutex_);
      wanted = doc && settings_.wantsDiagnostics(doc->uri, doc->languageId);
    }
    if (wanted) {
      Json diags;
      try {
        diags = diagnosticsFor(*knowledge(), *doc, encoding_);
      } catch (const std::exception& e) {
        log_(std::string("diagnostics failed: ") + e.what());
        diags = Json::array();
      }
      // Stale (the document changed while it was analysed): the newer version is queued already.
      const auto now = documents_.get(uri);
      if (now && now->version == doc->version)
        send_(rpc::makeNotification("textDocument/publishDiagnostics",
                                    {{"uri", uri}, {"version", doc->version}, {"diagnostics", std::move(diags)}}));
    }
    {
      std::lock_guard<std::mutex> lock(diagMutex_);
      diagBusy_ = false;
    }
    diagIdle_.notify_all();
  }
}

}  // namespace errknow::lsp
