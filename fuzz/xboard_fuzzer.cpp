// XBoard/CECP sessions (xboard::Session): the input is a sequence of command
// lines. Thinking is bounded by the harness: search depth at most 2 (sent at
// the start and after every `new`/`variant`, which clear it), `analyze`
// dropped, hash 1 MB from the start (not the default 16 MB per input) and
// cores 1; each search is waited for before the next line.
// A session must answer everything without an internal error.
#include <sstream>

#include "fuzz_util.h"
#include "protocol_limits.h"
#include "xboard/xboard_session.h"

using namespace hensoku;

namespace {

constexpr size_t kMaxLines = 64;

std::string bounded(const std::string& line) {
  std::vector<std::string> words = fuzz::words_of(line);
  if (words.empty()) return line;
  const std::string& cmd = words[0];
  if (cmd == "analyze") return "";
  if (cmd == "sd" && words.size() >= 2) {
    fuzz::cap_number(words[1], 2);
    return fuzz::joined(words);
  }
  if (cmd == "memory" || cmd == "cores") return fuzz::small_engine_option(line, ' ');
  if (cmd == "option") return fuzz::small_engine_option(line, '=');
  return line;
}

bool clears_depth(const std::string& line) {
  std::vector<std::string> words = fuzz::words_of(line);
  return !words.empty() && (words[0] == "new" || words[0] == "variant");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::ostringstream out;
  {
    xboard::Session session(out);
    session.handle("memory 1");
    session.handle("sd 2");
    for (const std::string& line : fuzz::lines_of(fuzz::as_string(data, size), kMaxLines)) {
      if (!session.handle(bounded(line))) break;
      if (clears_depth(line)) session.handle("sd 2");
      session.wait_for_search();
    }
  }
  const std::string output = out.str();
  fuzz::check(!fuzz::has_line_starting(output, "Error (internal error") &&
                  !fuzz::has_line_starting(output, "tellusererror internal error"),
              "the XBoard session reported an internal error", output);
  return 0;
}
