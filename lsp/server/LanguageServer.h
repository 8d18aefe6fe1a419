// errknow-lsp's server: the LSP lifecycle (initialize, initialized, shutdown, exit), document
// sync, settings, and the wiring of features to methods. Messages come in on one reading thread
// (serve()); requests run on the dispatcher's workers; diagnostics run on a thread of their own
// that always takes a document's newest version and drops results that went stale meanwhile.
#pragma once

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <thread>

#include "errknow/rpc/Dispatcher.h"
#include "features/Knowledge.h"
#include "server/Documents.h"
#include "server/Settings.h"

namespace errknow::lsp {

class LanguageServer {
 public:
  // `send` writes one message to the client (thread-safe); `log` writes a line for the user's log.
  LanguageServer(std::unique_ptr<Knowledge> knowledge, std::function<void(const Json&)> send,
                 std::function<void(const std::string&)> log);
  ~LanguageServer();

  // One message's text, from the reading thread.
  void receive(std::string_view text);
  // True once `exit` was received; exitCode() is 0 when `shutdown` came first.
  bool exited() const { return exited_; }
  int exitCode() const { return shutdown_ ? 0 : 1; }
  // Waits until every request received so far is answered and the diagnostics are published.
  void settle();

 private:
  void registerMethods();
  Json initialize(const Json& params);
  void scheduleDiagnostics(const std::string& uri);
  void diagnosticsLoop();
  void sendRequest(const std::string& method, Json params);
  // The source of answers for the current settings: the embedded one, or the backend in front of it.
  std::shared_ptr<Knowledge> knowledge();
  void applySettings(const Json& settings);  // with settingsMutex_ held

  std::shared_ptr<Knowledge> local_;
  std::shared_ptr<Knowledge> active_;
  std::function<void(const Json&)> send_;
  std::function<void(const std::string&)> log_;
  Documents documents_;
  Settings settings_;
  std::mutex settingsMutex_;
  PositionEncoding encoding_ = PositionEncoding::Utf16;
  bool initialized_ = false, shutdown_ = false, exited_ = false;
  std::atomic<int> nextRequestId_{1};  // our own requests' ids; workers run commands concurrently

  std::mutex diagMutex_;
  std::condition_variable diagWake_, diagIdle_;
  std::set<std::string> diagPending_;
  bool diagBusy_ = false, diagStop_ = false;
  std::thread diagThread_;

  std::unique_ptr<rpc::Dispatcher> dispatcher_;  // last: its workers use everything above
};

}  // namespace errknow::lsp
