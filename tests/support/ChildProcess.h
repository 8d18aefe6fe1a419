// A program under test on pipes, for the tests of errknow-lsp and errknow mcp: start it with
// arguments and extra environment, write to its stdin, read its stdout with a deadline, send its
// stderr to a file (or nowhere), and see how it exits. Killed at the end if still running.
#pragma once

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace errknow::fixtures {

class ChildProcess {
 public:
  using Clock = std::chrono::steady_clock;
  ChildProcess(const std::string& binary, std::vector<std::string> args, const std::string& stderrPath = "/dev/null",
               const std::vector<std::pair<std::string, std::string>>& env = {}) {
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) return;
    pid_ = fork();
    if (pid_ == 0) {
      dup2(in[0], 0);
      dup2(out[1], 1);
      const int errFd = open(stderrPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
      if (errFd >= 0) dup2(errFd, 2);
      close(in[1]);
      close(out[0]);
      for (const auto& [k, v] : env) setenv(k.c_str(), v.c_str(), 1);
      std::vector<char*> argv{const_cast<char*>(binary.c_str())};
      for (auto& a : args) argv.push_back(a.data());
      argv.push_back(nullptr);
      execv(binary.c_str(), argv.data());
      _exit(127);
    }
    close(in[0]);
    close(out[1]);
    to_ = in[1];
    from_ = out[0];
    signal(SIGPIPE, SIG_IGN);
  }
  ~ChildProcess() {
    closeInput();
    if (from_ >= 0) close(from_);
    if (pid_ > 0 && !exited_) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
  }
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  void write(const std::string& bytes) {
    std::size_t done = 0;
    while (to_ >= 0 && done < bytes.size()) {
      const ssize_t n = ::write(to_, bytes.data() + done, bytes.size() - done);
      if (n <= 0) return;
      done += static_cast<std::size_t>(n);
    }
  }
  void closeInput() {
    if (to_ >= 0) close(to_);
    to_ = -1;
  }
  // Appends what stdout has to `buffer`, waiting until `end`; false at the deadline or at the end
  // of the output.
  bool readInto(std::string& buffer, Clock::time_point end) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end - Clock::now()).count();
    if (left <= 0) return false;
    pollfd p{from_, POLLIN, 0};
    if (poll(&p, 1, static_cast<int>(left)) <= 0) return false;
    char chunk[65536];
    const ssize_t n = read(from_, chunk, sizeof chunk);
    if (n <= 0) return false;
    buffer.append(chunk, static_cast<std::size_t>(n));
    return true;
  }
  // The exit status (128 + the signal when killed), waiting up to timeoutMs; nullopt if still running.
  std::optional<int> exitStatus(int timeoutMs) {
    const auto end = Clock::now() + std::chrono::milliseconds(timeoutMs);
    while (Clock::now() < end) {
      int status = 0;
      if (waitpid(pid_, &status, WNOHANG) == pid_) {
        exited_ = true;
        return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      }
      usleep(20000);
    }
    return std::nullopt;
  }

 private:
  pid_t pid_ = -1;
  int to_ = -1, from_ = -1;
  bool exited_ = false;
};

}  // namespace errknow::fixtures
