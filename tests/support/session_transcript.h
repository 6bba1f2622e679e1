#pragma once
// A protocol session (USI or XBoard) driven as a GUI drives it: commands in,
// the answer lines out.
#include <sstream>
#include <string>
#include <vector>

namespace hensoku::test {

template <class Session>
struct SessionTranscript {
  std::ostringstream out;
  Session session{out};

  // Sends the commands, waits for any search they started, returns the answer lines.
  std::vector<std::string> send(const std::vector<std::string>& commands) {
    out.str("");
    for (const auto& c : commands) session.handle(c);
    session.wait_for_search();
    std::vector<std::string> lines;
    std::istringstream in(out.str());
    for (std::string l; std::getline(in, l);) lines.push_back(l);
    return lines;
  }
};

}  // namespace hensoku::test
