// The rpc::Dispatcher with MCP's cancel notification (`notifications/cancelled` naming `requestId`)
// in place of LSP's `$/cancelRequest`: a running handler sees the cancellation, and the request is
// answered RequestCancelled, exactly once.
#include <gtest/gtest.h>

#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

#include "errknow/rpc/Dispatcher.h"

using namespace errknow::rpc;

TEST(DispatcherCancel, McpCancelledNotificationCancelsARunningRequest) {
  std::mutex m;
  std::vector<Json> sent;
  Dispatcher d([&](const Json& j) {
    std::lock_guard<std::mutex> lock(m);
    sent.push_back(j);
  }, [](const std::string&) {}, 1);
  d.setCancelNotification("notifications/cancelled", "requestId");
  d.onRequest("slow", [](const Json&, const CancelToken& cancel) {
    for (int i = 0; i < 500 && !cancel.cancelled(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    return Json::object();
  });
  d.receive(R"({"jsonrpc":"2.0","id":1,"method":"slow"})");
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  d.receive(R"({"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}})");  // LSP's: not this server's
  std::this_thread::sleep_for(std::chrono::milliseconds(150));
  {
    std::lock_guard<std::mutex> lock(m);
    EXPECT_TRUE(sent.empty()) << "LSP's cancel notification does not cancel here";
  }
  d.receive(R"({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1,"reason":"user"}})");
  d.drain();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0]["error"]["code"], code::RequestCancelled);
}
