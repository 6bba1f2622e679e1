#pragma once
// Each engine's time and depth over a match: mean, median and maximum time
// per move, the share of what its clock allowed, the first moves of games
// on their own (where lazily built tables show), mean depth and time losses.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "match/match.h"

namespace hensoku::match {

struct EngineTimes {
  std::vector<int64_t> ms;        // every move
  std::vector<double> share;      // elapsed / budget, moves with a clock
  std::vector<int64_t> first_ms;  // the engine's first move of each game
  int64_t depth_sum = 0;
  int depth_moves = 0;  // moves with a reported depth
  int time_losses = 0;
};

class TimeReport {
 public:
  void add(const GameRecord& record);
  const std::map<std::string, EngineTimes>& engines() const { return engines_; }
  // One line per engine, e.g. "time hensoku: 812 moves, ms mean 91 median 92
  // max 104, budget share median 91% max 99%, first move mean 95 max 99 ms,
  // mean depth 9.4, time losses 0".
  std::vector<std::string> lines() const;

 private:
  std::map<std::string, EngineTimes> engines_;
};

}  // namespace hensoku::match
