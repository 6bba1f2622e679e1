#pragma once
// Nodes per second of a variant's native search path against the generic
// Game-interface path, measured side by side on the same positions.
#include <cstdint>
#include <functional>
#include <string>

namespace hensoku::tune {

struct PathSpeed {
  uint64_t nodes = 0;
  int64_t time_ms = 0;
  uint64_t nps() const { return time_ms > 0 ? nodes * 1000 / uint64_t(time_ms) : nodes; }
};

// Searches the start position and `positions - 1` positions from a seeded
// random playout to `depth` with each path; `report` gets one line per search.
void compare_paths(const std::string& variant, int depth, int positions, PathSpeed& native, PathSpeed& game,
                   const std::function<void(const std::string&)>& report);

}  // namespace hensoku::tune
