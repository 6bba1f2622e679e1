#pragma once
// A search run to its end through the engine interface, as the USI front end
// drives it: the best move, the last full info line (not a currmove or text
// line) and how many there were, for tests that assert what a search finds.
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "search/engine.h"
#include "variants/game.h"
#include "variants/registry.h"

namespace hensoku {

struct Answer {
  BestMove best;
  SearchInfo last;  // the last principal-variation report
  int reports = 0;
};

// `options` are engine options set before the search (name, value).
inline Answer think(Game& game, SearchLimits limits,
                    const std::vector<std::pair<std::string, std::string>>& options = {}) {
  auto engine = create_engine(game.variant());
  for (const auto& [name, value] : options) engine->set_option(name, value);
  Answer a;
  std::mutex m;  // helper threads may report too
  engine->go(
      game, limits,
      [&](const SearchInfo& i) {
        std::lock_guard lock(m);
        if (i.currmove.empty() && i.text.empty()) {
          a.last = i;
          ++a.reports;
        }
      },
      [&](const BestMove& b) { a.best = b; });
  engine->wait();
  return a;
}

// A fixed-depth search of `sfen` in a new game of `variant`.
inline Answer think_at(const std::string& variant, const std::string& sfen, int depth, const RuleOptions& rules = {}) {
  auto game = create_game(variant, rules);
  game->set_sfen(sfen);
  SearchLimits limits;
  limits.depth = depth;
  return think(*game, limits);
}

}  // namespace hensoku
