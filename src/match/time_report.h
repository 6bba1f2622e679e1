#pragma once
// Each engine's time and depth over a match: mean, median and maximum time
// per move, the share of what its clock allowed, the first moves of games
// on their own (where lazily built tables show), depth and time losses.
// Depth is given as mean and median: engines such as Fairy-Stockfish report a
// found mate's distance as the depth (up to 245), which pulls the mean far
// above the depth searched while the median stays put.
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
  std::vector<int> depth;         // moves with a reported depth
  int time_losses = 0;
};

class TimeReport {
 public:
  void add(const GameRecord& record);
  void add(const RecordedGame& game);  // read back from a records file
  const std::map<std::string, EngineTimes>& engines() const { return engines_; }
  // One line per engine, e.g. "time hensoku: 812 moves, ms mean 91 median 92
  // max 104, budget share median 91% max 99%, first move mean 95 max 99 ms,
  // depth mean 9.4 median 9, time losses 0".
  std::vector<std::string> lines() const;

 private:
  // Both kinds of game record: the timings, and the winner when the loser flagged.
  void add_game(const std::string& black, const std::string& white, const std::vector<MoveTiming>& timings,
                bool lost_on_time, Side winner);
  std::map<std::string, EngineTimes> engines_;
};

}  // namespace hensoku::match
