#pragma once
// hensoku bench: fixed positions from every family searched to a fixed depth
// with one thread and a fresh table; the total node count is a signature of
// the search (it changes only when the search or an evaluation changes).
#include <cstdint>
#include <functional>
#include <string>

namespace hensoku {

struct BenchResult {
  uint64_t nodes = 0;
  int64_t time_ms = 0;
  uint64_t nps = 0;
};

// depth 0 uses each position's default depth. on_position receives
// "variant sfen: nodes" lines as the bench goes.
BenchResult run_bench(int depth = 0, const std::function<void(const std::string&)>& on_position = {});

}  // namespace hensoku
