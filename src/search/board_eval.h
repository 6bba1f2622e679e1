#pragma once
// Evaluation over the Game interface's BoardView: what the generic adapter
// uses for every family (the family's own fast position can evaluate from its
// own arrays; the terms are the same).
#include <memory>
#include <string>

#include "search/engine_options.h"
#include "variants/game.h"

namespace hensoku::search {

class BoardEvaluator {
 public:
  virtual ~BoardEvaluator() = default;
  // Centipawns from the view of the side to move.
  virtual int evaluate(const Game& game, const BoardView& view) const = 0;
  // Value of a piece token as the family's SFEN writes it ("+p", "N"), for
  // capture ordering; case is ignored.
  virtual int piece_value(const std::string& token) const = 0;
  // The evaluator for the EvalParams choice in `variant` (tuned, untuned or a
  // file's text, already checked), or nullptr when this evaluation has no
  // weight table (the adapter keeps it).
  virtual std::shared_ptr<const BoardEvaluator> with_params(const std::string& /*variant*/,
                                                            const EngineSettings& /*settings*/) const {
    return nullptr;
  }
};

std::shared_ptr<const BoardEvaluator> make_shogi_evaluator();
std::shared_ptr<const BoardEvaluator> make_chu_evaluator();
std::shared_ptr<const BoardEvaluator> make_hasami_evaluator();  // reads the variant's win rule from the game

// Cell index in BoardView::cells of a square name ("7g", "12a"); -1 if not one.
int view_index(const BoardView& view, const std::string& square);

}  // namespace hensoku::search
