// USI sessions (usi::Session): the input is a sequence of command lines.
// `go` is bounded by the harness (protocol_limits.h): infinite and ponder are
// dropped, a node budget is appended, perft depth is at most 2, mate searches
// get 5 ms; the hash table is 1 MB from the start (the default 16 MB,
// allocated and emptied for every input, cost more than the searches); each
// search is waited for before the next line. A session must answer
// everything without an internal error.
#include <sstream>

#include "fuzz_util.h"
#include "protocol_limits.h"
#include "usi/usi_session.h"

using namespace hensoku;

namespace {

constexpr size_t kMaxLines = 64;

std::string bounded_go(const std::string& line) {
  std::vector<std::string> words = fuzz::words_of(line);
  std::vector<std::string> out;
  bool perft = false, mate = false;
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (w == "infinite" || w == "ponder") continue;
    out.push_back(w);
    if (i + 1 >= words.size()) continue;
    if (w == "perft")
      perft = true, fuzz::cap_number(words[i + 1], 2);
    else if (w == "depth")
      fuzz::cap_number(words[i + 1], 3);
    else if (w == "nodes")
      fuzz::cap_number(words[i + 1], 400);
    else if (w == "mate")
      mate = true, words[i + 1] = "5";
  }
  if (!perft && !mate) out.insert(out.end(), {"nodes", "400"});
  return fuzz::joined(out);
}

std::string bounded(const std::string& line) {
  std::vector<std::string> words = fuzz::words_of(line);
  if (words.empty()) return line;
  if (words[0] == "go") return bounded_go(line);
  if (words[0] == "setoption") return fuzz::small_engine_option(line, ' ');
  return line;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::ostringstream out;
  {
    usi::Session session(out);
    session.handle("setoption name USI_Hash value 1");
    for (const std::string& line : fuzz::lines_of(fuzz::as_string(data, size), kMaxLines)) {
      if (!session.handle(bounded(line))) break;
      session.wait_for_search();
    }
  }
  fuzz::check(!fuzz::has_line_starting(out.str(), "info string error: internal error"),
              "the USI session reported an internal error", out.str());
  return 0;
}
