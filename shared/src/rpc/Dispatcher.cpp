// The method dispatcher: notifications in order on the reader, requests on workers, with
// cancellation. See Dispatcher.h.
#include "errknow/rpc/Dispatcher.h"

namespace errknow::rpc {

Dispatcher::Dispatcher(Send send, Log log, std::size_t workers) : send_(std::move(send)), log_(std::move(log)) {
  for (std::size_t i = 0; i < std::max<std::size_t>(1, workers); ++i) workers_.emplace_back([this] { work(); });
}

Dispatcher::~Dispatcher() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  for (auto& t : workers_) t.join();
}

void Dispatcher::onRequest(const std::string& method, RequestHandler handler, bool onReader) {
  requests_[method] = {std::move(handler), onReader};
}

void Dispatcher::onNotification(const std::string& method, NotificationHandler handler) {
  notifications_[method] = std::move(handler);
}

void Dispatcher::receive(std::string_view text) {
  Incoming in = parseMessage(text);
  switch (in.kind) {
    case Incoming::Kind::Invalid:
      log_("invalid message: " + std::string(in.error->what()));
      send_(makeError(in.id, in.error->code, in.error->what()));
      return;
    case Incoming::Kind::Response:
      return;  // answers to our own requests (e.g. window/workDoneProgress/create): nothing waits on them
    case Incoming::Kind::Notification: {
      if (in.method == cancelMethod_) {
        if (in.params.is_object() && in.params.contains(cancelIdMember_)) {
          std::lock_guard<std::mutex> lock(mutex_);
          auto it = live_.find(idKey(in.params[cancelIdMember_]));
          if (it != live_.end()) it->second.cancel();
        }
        return;
      }
      if (gate_) {
        if (auto refused = gate_(in.method)) return;  // notifications before initialize are dropped
      }
      auto it = notifications_.find(in.method);
      if (it == notifications_.end()) {
        if (in.method.rfind("$/", 0) != 0) log_("unknown notification " + in.method + " ignored");
        return;
      }
      try {
        it->second(in.params);
      } catch (const std::exception& e) {
        log_("notification " + in.method + " failed: " + e.what());
      }
      return;
    }
    case Incoming::Kind::Request:
      break;
  }
  if (gate_) {
    if (auto refused = gate_(in.method)) {
      send_(makeError(in.id, refused->code, refused->what()));
      return;
    }
  }
  auto it = requests_.find(in.method);
  if (it == requests_.end()) {
    send_(makeError(in.id, code::MethodNotFound, "unknown method " + in.method));
    return;
  }
  Job job{in.id, in.method, std::move(in.params), CancelToken{}, &it->second.first};
  if (it->second.second) {
    run(job);
    return;
  }
  {
    std::lock_guard<std::mutex> lock(mutex_);
    live_[idKey(job.id)] = job.token;
    queue_.push_back(std::move(job));
  }
  wake_.notify_one();
}

void Dispatcher::run(Job& job) {
  Json reply;
  if (job.token.cancelled()) {
    reply = makeError(job.id, code::RequestCancelled, "the request was cancelled");
  } else {
    try {
      Json result = (*job.handler)(job.params, job.token);
      reply = job.token.cancelled() ? makeError(job.id, code::RequestCancelled, "the request was cancelled")
                                    : makeResponse(job.id, std::move(result));
    } catch (const Error& e) {
      reply = makeError(job.id, e.code, e.what(), e.data);
    } catch (const std::exception& e) {
      log_("request " + job.method + " failed: " + e.what());
      reply = makeError(job.id, code::InternalError, std::string("internal error: ") + e.what());
    }
  }
  send_(reply);
}

void Dispatcher::work() {
  for (;;) {
    Job job;
    {
      std::unique_lock<std::mutex> lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;
      job = std::move(queue_.front());
      queue_.pop_front();
      ++running_;
    }
    run(job);
    {
      std::lock_guard<std::mutex> lock(mutex_);
      live_.erase(idKey(job.id));
      --running_;
    }
    idle_.notify_all();
  }
}

void Dispatcher::drain() {
  std::unique_lock<std::mutex> lock(mutex_);
  idle_.wait(lock, [this] { return queue_.empty() && running_ == 0; });
}

}  // namespace errknow::rpc
