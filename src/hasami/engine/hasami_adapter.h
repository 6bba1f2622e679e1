#pragma once
// The fast path for the hasami family (HS-0..HS-4, all nine variants): the
// search runs on hasami::Position and its bitboard move generator instead of
// the Game interface. Results as the Game gives them: the material and line
// wins of the variant's rules (Position::material_status), no legal move
// loses (HS-0.6), the PlyLimit draw; repetition (HS-0.7) is the search's own
// (a repeated position scores 0), the Game referees the real game.
#include <cstdint>
#include <string>
#include <vector>

#include "hasami/move.h"
#include "hasami/position.h"
#include "hasami/engine/hasami_params.h"
#include "search/position_concept.h"
#include "search/search_engine.h"

namespace hensoku::hasami::engine {

// The search's vocabulary this engine implements (search/position_concept.h).
using search::CycleChecker;
using search::EngineSettings;
using search::MoveList;
using search::RootSetup;
using search::SearchEngine;
using search::SearchPosition;
using search::Status;

class HasamiAdapter {
 public:
  struct Move {
    hasami::Move move;
    int16_t gain = 0;  // ordering value: stones captured, a winning move first; 0 = quiet
  };
  static constexpr size_t kMaxMoves = 384;  // hasami::MoveList's capacity
  // No check and no zugzwang-free guarantee, so null_move_ok() keeps passing
  // to positions with enough stones that a free move is worth having.
  static constexpr bool kNullMoveSafe = true;
  using List = MoveList<Move, kMaxMoves>;

  HasamiAdapter(hasami::Position pos, int ply_limit, const HasamiParams* params);

  uint64_t key() const { return pos_.key(); }
  Side side_to_move() const { return pos_.side_to_move(); }
  bool in_check() const { return false; }
  Status status() const;
  Status no_moves_status() const { return Status::Loss; }  // HS-0.6
  void generate_legal(List& list) const { generate(list, false); }
  // Captures and moves that end the game (five in a row, last capture).
  void generate_noisy(List& list) const { generate(list, true); }
  int capture_value(const Move& m) const { return m.gain; }
  int evaluate() const { return evaluate_hasami(pos_, *params_); }
  uint32_t encode(const Move& m) const { return m.move.raw(); }
  std::string move_string(const Move& m) const;
  bool null_move_ok() const;
  void do_move(const Move& m);
  void undo_move();
  void do_null();
  void undo_null();

  const hasami::Position& position() const { return pos_; }

  // EvalParams (search_engine.h calls these when present): a file's names
  // and values must fit the hasami table; the choice sets the weights.
  static void check_eval_params(const EngineSettings& settings);
  void use_eval_params(const EngineSettings& settings) { params_ = &hasami_selected_params(pos_.rules(), settings); }

  // Rebuilds the game's position from its set-up SFEN and history.
  static RootSetup<HasamiAdapter> setup(const Game& game);
  // Every hasami-family variant: the Position holds all of their rules.
  static bool handles(const Game& game);

 private:
  struct Played {
    hasami::Move move;
    hasami::Undo undo;
  };
  void generate(List& list, bool noisy_only) const;

  mutable hasami::Position pos_;  // generate() tries each move and takes it back
  int ply_limit_ = 0;             // PlyLimit rule option, 0 = off
  const HasamiParams* params_;
  std::vector<Played> played_;
};

static_assert(SearchPosition<HasamiAdapter>);

}  // namespace hensoku::hasami::engine
