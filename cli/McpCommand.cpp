// `errknow mcp`: the Model Context Protocol server on stdio, for AI coding agents. Newline-framed
// JSON-RPC (rpc::LineReader) goes through rpc::Dispatcher to the shared MCP core (mcp::Server);
// only protocol messages reach stdout, logs go to stderr. Offline on the embedded catalogue, or
// with --remote URL through errknow-server's API (McpRemoteKnowledge.h).
#include <unistd.h>

#include <cstdlib>
#include <iostream>
#include <mutex>

#include "Cli.h"
#include "McpRemoteKnowledge.h"
#include "errknow/mcp/Server.h"
#include "errknow/rpc/Dispatcher.h"
#include "errknow/rpc/FdIo.h"
#include "errknow/rpc/LineFraming.h"

namespace errknow::cli {
namespace {

const char* kHelp = R"(usage: errknow mcp [--remote URL] [--catalogue FILE]

Runs a Model Context Protocol server on standard input and output (one JSON-RPC message per line),
for AI coding agents: tools analyze_error, explain_error, search_errors and list_categories, and
every record as the resource errknow://errors/{category}/{slug}. Speaks MCP 2026-07-28
(server/discover) and 2025-11-25 / 2025-06-18 (initialize).

  --remote URL       answer through errknow-server's API at URL (e.g. https://errknow.example.com)
                     with the key in ERRKNOW_API_KEY; error text is redacted before it is sent
  --catalogue FILE   use this compiled catalogue instead of the embedded one (offline mode)
)";

// Messages over this size are skipped (a 10 MB argument still arrives and is refused by the tool).
constexpr std::size_t kMaxMessageBytes = 32u << 20;

}  // namespace

int cmdMcp(const std::vector<std::string>& argv, Io& io) {
  Args args(argv, {"--remote", "--catalogue"}, {"--help"});
  if (auto rc = handleUsage(args, io, "errknow mcp", kHelp)) return *rc;
  if (!args.positional().empty()) {
    io.err << "errknow mcp: takes no arguments\n" << kHelp;
    return 2;
  }
  std::unique_ptr<mcp::Knowledge> knowledge;
  if (args.has("--remote")) {
    const char* key = std::getenv("ERRKNOW_API_KEY");
    const std::string url = args.value("--remote");
    if (!key || !*key) {
      io.err << "errknow mcp: --remote needs an API key in ERRKNOW_API_KEY\n";
      return 2;
    }
    if (url.rfind("http://", 0) != 0 && url.rfind("https://", 0) != 0) {
      io.err << "errknow mcp: --remote needs an http:// or https:// URL\n";
      return 2;
    }
    knowledge = makeRemoteKnowledge(RemoteApi{url, key});
  } else {
    knowledge = mcp::makeEmbeddedKnowledge(openCatalogue(args.value("--catalogue")), wire::Urls{publicBaseUrl()});
  }
  mcp::Server server(*knowledge, mcp::ServerInfo{"errknow", ERRKNOW_VERSION});
  mcp::Session session;  // the process is the legacy session of an initialize handshake
  mcp::RequestContext ctx;
  ctx.session = &session;

  std::mutex outMutex, errMutex;
  auto send = [&](const rpc::Json& message) {
    std::lock_guard<std::mutex> lock(outMutex);
    io.out << rpc::frameAsLine(message);
    io.out.flush();
  };
  auto log = [&](const std::string& line) {
    std::lock_guard<std::mutex> lock(errMutex);
    io.err << "errknow mcp: " << line << "\n";
    io.err.flush();
  };
  {
    rpc::Dispatcher dispatcher(send, log, 1);
    dispatcher.setCancelNotification("notifications/cancelled", "requestId");
    // Every request runs in order on the reader: a request sent before `initialize` must not see the
    // version the handshake sets later, and an answer takes milliseconds (the input is capped at 64 KiB).
    for (const std::string& method : mcp::Server::requestMethods()) {
      dispatcher.onRequest(
          method, [&server, &ctx, method](const rpc::Json& params, const rpc::CancelToken&) { return server.call(method, params, ctx); },
          /*onReader=*/true);
    }
    dispatcher.onNotification("notifications/initialized", [](const rpc::Json&) {});

    const bool realStdin = &io.in == &std::cin;
    rpc::LineReader reader(
        [&](char* buffer, std::size_t n) -> long {
          if (realStdin) return rpc::readSome(STDIN_FILENO, buffer, n);
          io.in.read(buffer, static_cast<std::streamsize>(n));
          return static_cast<long>(io.in.gcount());
        },
        kMaxMessageBytes);
    log(std::string("ready (") + (args.has("--remote") ? "remote: " + args.value("--remote") : "embedded catalogue") + ")");
    std::string body, problem;
    for (;;) {
      const auto status = reader.next(body, problem);
      if (status == rpc::LineReader::Status::End) break;
      if (status == rpc::LineReader::Status::Skipped) {
        log(problem);
        send(rpc::makeError(nullptr, rpc::code::InvalidRequest, problem));
        continue;
      }
      dispatcher.receive(body);
    }
    dispatcher.drain();
  }
  return 0;
}

}  // namespace errknow::cli
