#pragma once
// The fast path for standard shogi (SF-0): the search runs on the shogi
// family's own Position and bitboard move generator instead of the Game
// interface. Results: no legal move loses (checkmate and stalemate, SF-0.4);
// repetition is the search's (a draw); the Game referees the real game.
#include <cstdint>
#include <string>
#include <vector>

#include "search/position_concept.h"
#include "search/search_engine.h"
#include "shogi/movegen.h"
#include "shogi/position.h"

namespace hensoku::search {

class ShogiAdapter {
 public:
  using Move = shogi::Move;
  static constexpr size_t kMaxMoves = shogi::MoveList::kCapacity;
  static constexpr bool kNullMoveSafe = false;  // the family's Position has no null move
  using List = MoveList<Move, kMaxMoves>;

  explicit ShogiAdapter(shogi::Position pos) : pos_(std::move(pos)) {}

  uint64_t key() const { return pos_.key(); }
  Side side_to_move() const { return pos_.side_to_move(); }
  bool in_check() const { return pos_.in_check(); }
  Status status() const { return Status::Ongoing; }
  Status no_moves_status() const { return Status::Loss; }
  void generate_legal(List& list) const;
  void generate_noisy(List& list) const;
  int capture_value(const Move& m) const;
  int evaluate() const;
  uint32_t encode(const Move& m) const { return m.raw(); }
  std::string move_string(const Move& m) const;
  bool null_move_ok() const { return false; }
  void do_move(const Move& m) { pos_.do_move(m); }
  void undo_move() { pos_.undo_move(); }
  void do_null() {}  // never called: kNullMoveSafe is false
  void undo_null() {}

  const shogi::Position& position() const { return pos_; }

  // Rebuilds the game's position from its set-up SFEN and history.
  static RootSetup<ShogiAdapter> setup(const Game& game);
  // Whether this fast path plays `game` by the same rules as the Game.
  static bool handles(const Game& game);

 private:
  shogi::Position pos_;
};

static_assert(SearchPosition<ShogiAdapter>);

// Board value of a shogi piece type (centipawns) and of a piece in hand.
int shogi_piece_value(shogi::PieceType pt);
// Evaluation of a shogi position from the side to move's view.
int evaluate_shogi(const shogi::Position& pos);

}  // namespace hensoku::search
