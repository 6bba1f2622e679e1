#include "tune/path_speed.h"

#include <fmt/core.h>

#include <future>
#include <memory>

#include "core/prng.h"
#include "search/board_eval.h"
#include "search/engine.h"
#include "search/game_adapter.h"
#include "variants/registry.h"

namespace hensoku::tune {

namespace {

std::shared_ptr<const search::BoardEvaluator> evaluator_for(const std::string& family) {
  if (family == "shogi") return search::make_shogi_evaluator();
  if (family == "chu") return search::make_chu_evaluator();
  return search::make_hasami_evaluator();
}

PathSpeed search_once(Engine& engine, const Game& game, int depth, std::string& best_move) {
  SearchLimits limits;
  limits.depth = depth;
  std::promise<BestMove> best;
  SearchInfo last;
  engine.new_game();
  engine.go(game, limits, [&last](const SearchInfo& i) { if (i.currmove.empty() && i.text.empty()) last = i; },
            [&best](const BestMove& m) { best.set_value(m); });
  best_move = best.get_future().get().move;
  engine.wait();
  return {last.nodes, last.time_ms};
}

}  // namespace

void compare_paths(const std::string& variant, int depth, int positions, PathSpeed& native, PathSpeed& game_path,
                   const std::function<void(const std::string&)>& report) {
  const VariantInfo* info = registry().find(variant);
  if (!info) throw InputError("unknown variant '" + variant + "'");
  if (depth < 1 || depth > 20 || positions < 1 || positions > 100)
    throw InputError("pathspeed: depth must be 1-20 and positions 1-100");
  std::unique_ptr<Engine> fast = create_engine(variant);
  std::unique_ptr<Engine> slow = search::make_game_engine(info->family, evaluator_for(info->family));
  std::unique_ptr<Game> game = create_game(variant);
  Prng rng(12345);
  for (int p = 0; p < positions; ++p) {
    if (p > 0) {  // a few random plies further along, for middle-game positions
      for (int k = 0; k < 6 && !game->outcome().over(); ++k) {
        auto moves = game->legal_moves();
        game->play(moves[rng.below(moves.size())]);
      }
      if (game->outcome().over()) break;
    }
    std::string a, b;
    PathSpeed n = search_once(*fast, *game, depth, a);
    PathSpeed g = search_once(*slow, *game, depth, b);
    native.nodes += n.nodes, native.time_ms += n.time_ms;
    game_path.nodes += g.nodes, game_path.time_ms += g.time_ms;
    if (report)
      report(fmt::format("position {} ({} plies): native {} nodes {} ms {} nps, best {} | game path {} nodes {} ms {} nps, best {}",
                         p + 1, game->history().size(), n.nodes, n.time_ms, n.nps(), a, g.nodes, g.time_ms, g.nps(), b));
  }
}

}  // namespace hensoku::tune
