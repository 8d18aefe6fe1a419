// The method dispatcher of a JSON-RPC server. The reading thread hands it each message's text;
// notifications run right there, in order (so a document change is applied before any later
// request sees the document), and requests run on worker threads, so that a slow analysis never
// keeps the reader from taking the next message. `$/cancelRequest` marks a request cancelled: if
// it has not started it is answered RequestCancelled at once; a running handler can look at its
// CancelToken and give up. Every request gets exactly one answer.
#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "errknow/rpc/Message.h"

namespace errknow::rpc {

class CancelToken {
 public:
  CancelToken() : flag_(std::make_shared<std::atomic<bool>>(false)) {}
  bool cancelled() const { return flag_->load(); }
  void cancel() const { flag_->store(true); }

 private:
  std::shared_ptr<std::atomic<bool>> flag_;
};

class Dispatcher {
 public:
  // Sends one message (thread-safe; called from the reader and from workers).
  using Send = std::function<void(const Json&)>;
  using RequestHandler = std::function<Json(const Json& params, const CancelToken& cancel)>;
  using NotificationHandler = std::function<void(const Json& params)>;
  // Says whether a method may run now; an Error refuses it (e.g. ServerNotInitialized).
  using Gate = std::function<std::optional<Error>(const std::string& method)>;
  using Log = std::function<void(const std::string& line)>;

  Dispatcher(Send send, Log log, std::size_t workers = 2);
  ~Dispatcher();  // finishes the queued requests

  // `onReader`: run on the reading thread, in order with notifications (lifecycle requests).
  void onRequest(const std::string& method, RequestHandler handler, bool onReader = false);
  void onNotification(const std::string& method, NotificationHandler handler);
  void setGate(Gate gate) { gate_ = std::move(gate); }
  // The notification that cancels a request and the member of its params naming the request:
  // LSP's `$/cancelRequest` with `id` by default; MCP's is `notifications/cancelled` with `requestId`.
  void setCancelNotification(std::string method, std::string idMember) {
    cancelMethod_ = std::move(method);
    cancelIdMember_ = std::move(idMember);
  }

  // One message's text, from the reading thread.
  void receive(std::string_view text);
  // Waits until every queued and running request is answered.
  void drain();

 private:
  struct Job {
    Json id;
    std::string method;
    Json params;
    CancelToken token;
    const RequestHandler* handler;
  };
  void run(Job& job);
  void work();
  static std::string idKey(const Json& id) { return id.dump(); }

  Send send_;
  Log log_;
  Gate gate_;
  std::string cancelMethod_ = "$/cancelRequest";
  std::string cancelIdMember_ = "id";
  std::map<std::string, std::pair<RequestHandler, bool>> requests_;
  std::map<std::string, NotificationHandler> notifications_;

  std::mutex mutex_;
  std::condition_variable wake_, idle_;
  std::deque<Job> queue_;
  std::map<std::string, CancelToken> live_;  // requests not yet answered, by id
  std::size_t running_ = 0;
  bool stopping_ = false;
  std::vector<std::thread> workers_;
};

}  // namespace errknow::rpc
