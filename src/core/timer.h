#pragma once
// Wall-clock milliseconds for perft speed, search time management and benches.
#include <chrono>
#include <cstdint>

namespace hensoku {

inline int64_t now_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

}  // namespace hensoku
