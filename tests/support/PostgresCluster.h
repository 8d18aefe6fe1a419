// A throw-away PostgreSQL server for tests: `initdb` into a temporary directory and `pg_ctl` on a
// free loopback port, as the `postgres` system user when the tests run as root (PostgreSQL refuses
// to run as root). One cluster per test process, started on first use and removed at exit; each
// test gets a schema of its own through the URL's search_path. Never the packaged cluster.
#pragma once

#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace errknow::testing {

class PostgresCluster {
 public:
  // The cluster of this test process. Throws when PostgreSQL is not installed or does not start.
  static PostgresCluster& shared() {
    static PostgresCluster cluster;
    return cluster;
  }

  // A URL whose connections work in the (new, empty) schema `schema`.
  std::string url(const std::string& schema) {
    psql("SET client_min_messages = warning; DROP SCHEMA IF EXISTS " + schema + " CASCADE; CREATE SCHEMA " + schema + ";");
    return baseUrl() + "?options=-csearch_path%3D" + schema;
  }
  std::string baseUrl() const { return "postgresql://errknow@127.0.0.1:" + std::to_string(port_) + "/postgres"; }
  int port() const { return port_; }

  // Stops the server (fast shutdown: connections are cut) and starts it again on the same port.
  void stop() { run(ctl() + " -m fast -w stop > /dev/null"); }
  void start() {
    run(ctl() + " -w -t 30 -o '-p " + std::to_string(port_) + " -k " + dir_.string() +
        " -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200' -l " + (dir_ / "log").string() + " start > /dev/null");
  }

  void psql(const std::string& sql) {
    run(bin_ + "/psql -q -v ON_ERROR_STOP=1 '" + baseUrl() + "' -c \"" + sql + "\" > /dev/null");
  }

  ~PostgresCluster() {
    std::system((asOwner(ctl() + " -m immediate -w stop") + " > /dev/null 2>&1").c_str());
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }

 private:
  PostgresCluster() {
    bin_ = findBinDir();
    root_ = ::geteuid() == 0;
    char tmpl[] = "/tmp/errknow-pg-XXXXXX";
    if (!::mkdtemp(tmpl)) throw std::runtime_error("cannot make a temporary directory");
    dir_ = tmpl;
    if (root_) {
      const passwd* pw = ::getpwnam("postgres");
      if (!pw) throw std::runtime_error("the postgres system user is missing (install the postgresql package)");
      if (::chown(dir_.c_str(), pw->pw_uid, pw->pw_gid) != 0) throw std::runtime_error("cannot chown " + dir_.string());
    }
    port_ = freePort();
    run(bin_ + "/initdb -D " + (dir_ / "data").string() + " -U errknow --auth=trust -E UTF8 --no-sync > " +
        (dir_ / "initdb.log").string() + " 2>&1");
    start();
  }

  static std::string findBinDir() {
    std::string best;
    std::error_code ec;
    for (const auto& e : std::filesystem::directory_iterator("/usr/lib/postgresql", ec)) {
      const auto bin = e.path() / "bin";
      if (std::filesystem::exists(bin / "initdb") && bin.string() > best) best = bin.string();
    }
    if (best.empty()) throw std::runtime_error("PostgreSQL is not installed (/usr/lib/postgresql/*/bin/initdb): run scripts/setup-debian.sh");
    return best;
  }

  static int freePort() {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof a;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 ||
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len) != 0) {
      ::close(fd);
      throw std::runtime_error("no free port");
    }
    ::close(fd);
    return ntohs(a.sin_port);
  }

  std::string ctl() const { return bin_ + "/pg_ctl -D " + (dir_ / "data").string(); }
  std::string asOwner(const std::string& cmd) const { return root_ ? "runuser -u postgres -- " + cmd : cmd; }
  void run(const std::string& cmd) const {
    // psql connects as the cluster's superuser over TCP, so it needs no other user.
    const bool client = cmd.rfind(bin_ + "/psql", 0) == 0;
    const std::string full = client ? cmd : asOwner("sh -c \"" + cmd + "\"");
    if (std::system(full.c_str()) != 0) throw std::runtime_error("failed: " + full);
  }

  std::string bin_;
  bool root_ = false;
  std::filesystem::path dir_;
  int port_ = 0;
};

}  // namespace errknow::testing
