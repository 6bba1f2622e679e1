#pragma once
// A child process spoken to line by line over pipes: how the match tool runs
// engines (USI or XBoard) as they would run under a GUI.
#include <sys/types.h>

#include <optional>
#include <string>
#include <vector>

namespace hensoku::match {

class ChildProcess {
 public:
  // Starts argv[0] (looked up in PATH) with the arguments; throws
  // std::runtime_error when it cannot be started.
  explicit ChildProcess(const std::vector<std::string>& argv, const std::string& working_dir = "");
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // Sends one line (a newline is added). Returns false if the child is gone.
  bool write_line(const std::string& line);
  // The next line the child printed, waiting at most timeout_ms; nullopt on
  // timeout or when the child closed its output.
  std::optional<std::string> read_line(int timeout_ms);
  bool exited();
  // Asks nicely by closing stdin, then kills after grace_ms.
  void terminate(int grace_ms = 500);

 private:
  pid_t pid_ = -1;
  int to_child_ = -1;
  int from_child_ = -1;
  std::string buffer_;
  bool eof_ = false;
};

}  // namespace hensoku::match
