#include "match/process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <chrono>
#include <stdexcept>
#include <thread>

namespace hensoku::match {

namespace {

int64_t steady_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

}  // namespace

ChildProcess::ChildProcess(const std::vector<std::string>& argv, const std::string& working_dir) {
  if (argv.empty()) throw std::runtime_error("empty engine command");
  int in_pipe[2], out_pipe[2];
  if (pipe2(in_pipe, O_CLOEXEC) != 0) throw std::runtime_error("pipe failed");
  if (pipe2(out_pipe, O_CLOEXEC) != 0) {
    close(in_pipe[0]);
    close(in_pipe[1]);
    throw std::runtime_error("pipe failed");
  }
  // A pipe that reports exec failure: closed on a successful exec (CLOEXEC).
  int status_pipe[2];
  if (pipe2(status_pipe, O_CLOEXEC) != 0) throw std::runtime_error("pipe failed");

  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);

  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    dup2(in_pipe[0], STDIN_FILENO);
    dup2(out_pipe[1], STDOUT_FILENO);
    if (!working_dir.empty() && chdir(working_dir.c_str()) != 0) _exit(127);
    execvp(args[0], args.data());
    int err = errno;
    (void)!write(status_pipe[1], &err, sizeof err);
    _exit(127);
  }
  close(in_pipe[0]);
  close(out_pipe[1]);
  close(status_pipe[1]);
  to_child_ = in_pipe[1];
  from_child_ = out_pipe[0];
  int err = 0;
  ssize_t n = read(status_pipe[0], &err, sizeof err);
  close(status_pipe[0]);
  if (n == sizeof err) {
    waitpid(pid_, nullptr, 0);
    pid_ = -1;
    close(to_child_);
    close(from_child_);
    throw std::runtime_error("cannot start '" + argv[0] + "': " + std::string(strerror(err)));
  }
}

ChildProcess::~ChildProcess() { terminate(200); }

bool ChildProcess::write_line(const std::string& line) {
  if (to_child_ < 0) return false;
  std::string data = line + "\n";
  const char* p = data.data();
  size_t left = data.size();
  while (left > 0) {
    ssize_t n = write(to_child_, p, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    p += n;
    left -= size_t(n);
  }
  return true;
}

std::optional<std::string> ChildProcess::read_line(int timeout_ms) {
  int64_t deadline = steady_ms() + timeout_ms;
  for (;;) {
    auto nl = buffer_.find('\n');
    if (nl != std::string::npos) {
      std::string line = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    if (eof_ || from_child_ < 0) return std::nullopt;
    int64_t left = deadline - steady_ms();
    if (left <= 0) return std::nullopt;
    pollfd pfd{from_child_, POLLIN, 0};
    int r = poll(&pfd, 1, int(left));
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return std::nullopt;
    char chunk[4096];
    ssize_t n = read(from_child_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      eof_ = true;
      continue;
    }
    buffer_.append(chunk, size_t(n));
  }
}

bool ChildProcess::exited() {
  if (pid_ < 0) return true;
  int status = 0;
  if (waitpid(pid_, &status, WNOHANG) == pid_) {
    pid_ = -1;
    return true;
  }
  return false;
}

void ChildProcess::terminate(int grace_ms) {
  if (to_child_ >= 0) {
    close(to_child_);
    to_child_ = -1;
  }
  if (pid_ > 0) {
    int64_t deadline = steady_ms() + grace_ms;
    while (!exited() && steady_ms() < deadline) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
      pid_ = -1;
    }
  }
  if (from_child_ >= 0) {
    close(from_child_);
    from_child_ = -1;
  }
}

}  // namespace hensoku::match
