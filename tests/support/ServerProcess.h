// Starts the real errknow-server binary on 127.0.0.1 with a port the OS picks and a temporary
// store, and a libcurl client for it. The server is stopped (SIGTERM, then SIGKILL) on destruction.
#pragma once

#include <curl/curl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <algorithm>
#include <map>
#include <regex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace errknow::fixtures {

struct HttpReply {
  long status = 0;
  std::map<std::string, std::string> headers;  // lower-case names
  std::string body;
  std::string header(const std::string& name) const {
    auto it = headers.find(name);
    return it == headers.end() ? "" : it->second;
  }
};

inline size_t curlWriteBody(char* p, size_t s, size_t n, void* ud) {
  static_cast<std::string*>(ud)->append(p, s * n);
  return s * n;
}

// One response header line as libcurl hands it over: false for the status line and the blank end;
// else its name in lower case and its value trimmed.
inline bool parseHeaderLine(const std::string& line, std::string& name, std::string& value) {
  const auto colon = line.find(':');
  if (colon == std::string::npos) return false;
  name = line.substr(0, colon);
  value = line.substr(colon + 1);
  for (char& ch : name) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  while (!value.empty() && value.front() == ' ') value.erase(value.begin());
  while (!value.empty() && (value.back() == '\r' || value.back() == '\n')) value.pop_back();
  return true;
}

inline size_t curlWriteHeader(char* p, size_t s, size_t n, void* ud) {
  std::string name, value;
  if (parseHeaderLine(std::string(p, s * n), name, value))
    (*static_cast<std::map<std::string, std::string>*>(ud))[name] = value;
  return s * n;
}

// A self-signed certificate for 127.0.0.1 and its key, made with openssl in `dir`; false if it failed.
inline bool makeSelfSignedCert(const std::filesystem::path& dir, std::string& cert, std::string& key) {
  cert = (dir / "cert.pem").string();
  key = (dir / "key.pem").string();
  const std::string cmd = "openssl req -x509 -newkey rsa:2048 -nodes -subj /CN=127.0.0.1 -days 1 -keyout " + key +
                          " -out " + cert + " >/dev/null 2>&1";
  return std::system(cmd.c_str()) == 0;
}

inline HttpReply httpCall(const std::string& method, const std::string& url, const std::string& body = "",
                          const std::vector<std::string>& headers = {}) {
  CURL* c = curl_easy_init();
  HttpReply r;
  curl_slist* hs = nullptr;
  for (const auto& h : headers) hs = curl_slist_append(hs, h.c_str());
  curl_easy_setopt(c, CURLOPT_URL, url.c_str());
  curl_easy_setopt(c, CURLOPT_CUSTOMREQUEST, method.c_str());
  curl_easy_setopt(c, CURLOPT_HTTPHEADER, hs);
  curl_easy_setopt(c, CURLOPT_TIMEOUT, 30L);
  curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(c, CURLOPT_SSL_VERIFYPEER, 0L);  // the tests' TLS server uses a self-signed certificate
  curl_easy_setopt(c, CURLOPT_SSL_VERIFYHOST, 0L);
  if (!body.empty() || method == "POST") {
    curl_easy_setopt(c, CURLOPT_POSTFIELDS, body.data());
    curl_easy_setopt(c, CURLOPT_POSTFIELDSIZE, static_cast<long>(body.size()));
  }
  curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, curlWriteBody);
  curl_easy_setopt(c, CURLOPT_WRITEDATA, &r.body);
  curl_easy_setopt(c, CURLOPT_HEADERFUNCTION, curlWriteHeader);
  curl_easy_setopt(c, CURLOPT_HEADERDATA, &r.headers);
  if (curl_easy_perform(c) == CURLE_OK) curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &r.status);
  curl_slist_free_all(hs);
  curl_easy_cleanup(c);
  return r;
}

class ServerProcess {
 public:
  // `config` is written to a JSON config file when not empty.
  explicit ServerProcess(const std::string& config = "", std::filesystem::path dir = {},
                         std::vector<std::string> extraArgs = {})
      : extraArgs_(std::move(extraArgs)) {
    dir_ = dir.empty() ? std::filesystem::temp_directory_path() /
                             ("errknow-srv-" + std::to_string(::getpid()) + "-" + std::to_string(counter()++))
                       : dir;
    std::filesystem::create_directories(dir_);
    store_ = (dir_ / "store.db").string();
    if (!config.empty()) std::ofstream(dir_ / "config.json") << config;
    start();
  }
  ~ServerProcess() {
    stop(SIGTERM);
    if (ownsDir_) std::filesystem::remove_all(dir_);
  }
  void start() {
    const std::string out = (dir_ / "stdout.log").string(), err = (dir_ / "stderr.log").string();
    std::filesystem::remove(out);
    pid_ = fork();
    if (pid_ == 0) {
      std::freopen(out.c_str(), "w", stdout);
      std::freopen(err.c_str(), "w", stderr);
      std::vector<std::string> args = {ERRKNOW_SERVER_BIN, "--listen", "127.0.0.1:0", "--store", store_};
      args.insert(args.end(), extraArgs_.begin(), extraArgs_.end());
      if (std::filesystem::exists(dir_ / "config.json")) {
        args.push_back("--config");
        args.push_back((dir_ / "config.json").string());
      }
      std::vector<char*> argv;
      for (auto& a : args) argv.push_back(a.data());
      argv.push_back(nullptr);
      execv(argv[0], argv.data());
      _exit(127);
    }
    const std::regex listening(R"(listening on 127\.0\.0\.1:(\d+))"), devKey(R"((ek_[A-Za-z0-9]{32,}))");
    scheme_ = std::find(extraArgs_.begin(), extraArgs_.end(), "--tls-cert") != extraArgs_.end() ? "https" : "http";
    for (int i = 0; i < 300; ++i) {
      std::ifstream in(out);
      std::string text((std::istreambuf_iterator<char>(in)), {});
      std::smatch m;
      if (std::regex_search(text, m, devKey) && devKey_.empty()) devKey_ = m[1];
      if (std::regex_search(text, m, listening)) {
        port_ = std::stoi(m[1]);
        return;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    throw std::runtime_error("errknow-server did not start");
  }
  // Sends a signal and waits; returns the exit status (or 128+signal).
  int stop(int sig) {
    if (pid_ <= 0) return -1;
    kill(pid_, sig);
    int status = 0;
    for (int i = 0; i < 200; ++i) {
      if (waitpid(pid_, &status, WNOHANG) == pid_) {
        pid_ = 0;
        return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    kill(pid_, SIGKILL);
    waitpid(pid_, &status, 0);
    pid_ = 0;
    return 128 + SIGKILL;
  }
  std::string url(const std::string& path) const { return scheme_ + "://127.0.0.1:" + std::to_string(port_) + path; }
  const std::filesystem::path& dir() const { return dir_; }
  const std::string& store() const { return store_; }
  const std::string& devKey() const { return devKey_; }
  std::string stderrText() const {
    std::ifstream in(dir_ / "stderr.log");
    return std::string((std::istreambuf_iterator<char>(in)), {});
  }
  void keepDir() { ownsDir_ = false; }

 private:
  static int& counter() {
    static int c = 0;
    return c;
  }
  std::filesystem::path dir_;
  std::vector<std::string> extraArgs_;
  std::string scheme_ = "http";
  std::string store_;
  std::string devKey_;
  pid_t pid_ = 0;
  int port_ = 0;
  bool ownsDir_ = true;
};

}  // namespace errknow::fixtures
