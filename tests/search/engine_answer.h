#pragma once
// A search run to its end through the engine interface, as the USI front end
// drives it: the best move and the last full info line (not a currmove or
// text line), for tests that assert what a search finds.
#include "search/engine.h"
#include "variants/game.h"

namespace hensoku {

struct Answer {
  BestMove best;
  SearchInfo last;
};

inline Answer think(Game& game, SearchLimits limits) {
  auto engine = create_engine(game.variant());
  Answer a;
  engine->go(
      game, limits,
      [&](const SearchInfo& i) {
        if (i.currmove.empty() && i.text.empty()) a.last = i;
      },
      [&](const BestMove& b) { a.best = b; });
  engine->wait();
  return a;
}

}  // namespace hensoku
