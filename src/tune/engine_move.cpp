#include "tune/engine_move.h"

#include <future>

namespace hensoku::tune {

std::string engine_move(Engine& engine, const Game& game, uint64_t nodes, int& score) {
  SearchLimits limits;
  limits.nodes = nodes;
  std::promise<std::string> best;
  SearchInfo last;
  engine.go(game, limits, [&last](const SearchInfo& i) { if (i.currmove.empty() && i.text.empty()) last = i; },
            [&best](const BestMove& m) { best.set_value(m.move); });
  std::string move = best.get_future().get();
  engine.wait();  // the search thread reports nothing after this
  score = last.is_mate ? (last.score > 0 ? 100000 : -100000) : last.score;
  return move;
}

}  // namespace hensoku::tune
