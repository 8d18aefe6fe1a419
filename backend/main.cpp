// errknow-server: reads the settings, opens the catalogue and the accounts store, makes a
// development user on first start, serves until SIGTERM or SIGINT, then drains and exits 0.
#include <signal.h>
#include <sys/resource.h>

#include <iostream>
#include <thread>

#include "Server.h"
#include "accounts/Keys.h"
#include "ai/MakeAiProvider.h"

using namespace errknow;

int main(int argc, char** argv) {
  // Signals are taken by one waiting thread (sigwait), never by a handler in the middle of work.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGTERM);
  sigaddset(&signals, SIGINT);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  signal(SIGPIPE, SIG_IGN);
  // One descriptor per connection: allow as many as the system lets this process have, so that
  // thousands of open connections do not make accept() fail (the soft limit is often 1024).
  if (rlimit files{}; getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur < files.rlim_max) {
    files.rlim_cur = files.rlim_max;
    setrlimit(RLIMIT_NOFILE, &files);
  }

  backend::ServerConfig config;
  try {
    bool help = false, version = false;
    config = backend::loadServerConfig(std::vector<std::string>(argv + 1, argv + argc), help, version);
    if (help) {
      std::cout << backend::kServerUsage;
      return 0;
    }
    if (version) {
      std::cout << "errknow-server " << ERRKNOW_VERSION << "\n";
      return 0;
    }
  } catch (const std::exception& e) {
    std::cerr << "errknow-server: bad configuration: " << e.what() << "\n";
    return 2;
  }
  std::unique_ptr<backend::Server> server;
  try {
    auto catalogue = config.catalogue.empty() ? store::openEmbeddedCatalogue() : store::CatalogueStore::openFile(config.catalogue);
    auto accountStore = accounts::openStore(config.store);
    // Charges left pending by a process of this host that died before answering are taken back.
    if (const int n = accountStore->recoverPending(&backend::isDeadOwner); n > 0)
      std::cerr << "{\"level\":\"info\",\"msg\":\"took back " << n << " charges of calls that were never answered\"}\n";
    // Leased calls that a process of this host which died never handed out are given back.
    if (const auto n = backend::recoverQuotaLeases(*accountStore, config.store); n > 0)
      std::cerr << "{\"level\":\"info\",\"msg\":\"gave back " << n << " leased calls a stopped process never used\"}\n";
    server = std::make_unique<backend::Server>(config, std::move(catalogue), std::move(accountStore),
                                               backend::makeAiProvider(config));
    if (config.createDevUser && server->accounts().store().userCount() == 0) {
      server->accounts().addUser("dev@localhost", server->accounts().plans().count("developer") ? "developer"
                                                                                                  : server->accounts().plans().begin()->first);
      const auto key = server->accounts().createKey("dev@localhost");
      std::cout << "errknow-server: made the development user dev@localhost; its API key (shown once): " << key.key
                << std::endl;
    }
  } catch (const std::exception& e) {
    std::cerr << "errknow-server: cannot start: " << e.what() << "\n";
    return 1;
  }
  std::string error;
  if (!server->bind(error)) {
    std::cerr << "errknow-server: " << error << "\n";
    return 1;
  }
  std::cout << "errknow-server: listening on " << config.host << ":" << server->port() << " (store " << config.store
            << ")" << std::endl;
  std::thread waiter([&] {
    int sig = 0;
    sigwait(&signals, &sig);
    std::cerr << "{\"level\":\"info\",\"msg\":\"signal " << sig << ": draining and stopping\"}\n";
    server->stop();
  });
  server->run();
  // run() returns after stop(): the thread pool has finished the requests in flight.
  if (waiter.joinable()) {
    pthread_kill(waiter.native_handle(), SIGTERM);  // wake the waiter if the server stopped by itself
    waiter.join();
  }
  std::cout << "errknow-server: stopped" << std::endl;
  return 0;
}
