// The load benchmark's baseline: a bare cpp-httplib server with the same socket settings as
// errknow-server, answering every request with a fixed JSON body. Prints "listening on PORT".
#include <httplib.h>

#include <iostream>
#include <string>

int main(int argc, char** argv) {
  const int threads = argc > 1 ? std::stoi(argv[1]) : 16;
  httplib::Server s;
  s.set_tcp_nodelay(true);
  s.set_keep_alive_max_count(1000);
  s.new_task_queue = [threads] { return new httplib::ThreadPool(static_cast<size_t>(threads)); };
  const std::string body = R"({"detected":{"code":"404","title":"Not Found","category":"http"},"causes":[],"quick_fix":[]})";
  auto fixed = [&body](const httplib::Request&, httplib::Response& res) { res.set_content(body, "application/json"); };
  s.Post("/api/v1/analyze", fixed);
  s.Get(R"(/api/v1/errors/([^/]+)/([^/]+))", fixed);
  const int port = s.bind_to_any_port("127.0.0.1");
  std::cout << "listening on " << port << std::endl;
  s.listen_after_bind();
}
