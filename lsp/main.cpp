// errknow-lsp: the language server over stdio. Wires the transport, the knowledge source and the
// server; all behaviour lives in the errknow_lsp library.
#include <csignal>
#include <cstring>
#include <iostream>
#include <string>

#include "features/Knowledge.h"
#include "server/LanguageServer.h"
#include "transport/Stdio.h"

namespace {
const char* kUsage = R"(usage: errknow-lsp [--stdio] [--catalogue FILE] [--page-base URL]

The errknow language server: speaks LSP over standard input and output. Editors start it; see
editors/ for VS Code and Neovim. Settings come from the client (initializationOptions and
workspace/didChangeConfiguration; see lsp/README.md).
  --catalogue FILE   a compiled catalogue instead of the embedded one
  --page-base URL    base of the links to errknow pages (default http://127.0.0.1:8080)
  --version, --help
)";
}  // namespace

int main(int argc, char** argv) {
  std::signal(SIGPIPE, SIG_IGN);
  std::string catalogue, pageBase = "http://127.0.0.1:8080";
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--help" || a == "-h") {
      std::cout << kUsage;
      return 0;
    }
    if (a == "--version") {
      std::cout << "errknow-lsp " << ERRKNOW_VERSION << "\n";
      return 0;
    }
    if (a == "--stdio") continue;
    if ((a == "--catalogue" || a == "--page-base") && i + 1 < argc) {
      (a == "--catalogue" ? catalogue : pageBase) = argv[++i];
      continue;
    }
    std::cerr << "errknow-lsp: " << a << ": unknown option\n" << kUsage;
    return 2;
  }
  auto log = [](const std::string& line) { std::cerr << "errknow-lsp: " << line << "\n"; };
  std::unique_ptr<errknow::lsp::Knowledge> knowledge;
  try {
    knowledge = errknow::lsp::makeEmbeddedKnowledge(catalogue, pageBase);
  } catch (const std::exception& e) {
    std::cerr << "errknow-lsp: " << e.what() << "\n";
    return 1;
  }
  errknow::lsp::StdioTransport io(64u << 20);
  errknow::lsp::LanguageServer server(std::move(knowledge), [&io](const errknow::rpc::Json& m) { io.send(m); }, log);
  std::string body, problem;
  for (;;) {
    const auto status = io.reader().next(body, problem);
    if (status == errknow::rpc::ContentLengthReader::Status::End) {
      if (!problem.empty()) log(problem);
      break;
    }
    if (status == errknow::rpc::ContentLengthReader::Status::Skipped) {
      log(problem);
      continue;
    }
    server.receive(body);
    if (server.exited()) break;
  }
  const int code = server.exitCode();
  if (!server.exited()) log("standard input ended before exit");
  return server.exited() ? code : 1;
}
