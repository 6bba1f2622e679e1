#pragma once
// The fast path for chu shogi (chu.md): the search runs on the chu family's
// own Position and move generator instead of the Game interface.
//
// Rules as the search sees them:
//  - moves: chu::generate_moves (lion rules CHU-L, passes CHU-J, promotion
//    CHU-P by the game's rule set); at the root the game's own legal list,
//    which also applies the repetition refusals of CHU-R;
//  - results (status): no royal left loses (CHU-W2), bare king and both-bare
//    (CHU-W4, with the bare side's recapture exception), no legal move loses
//    (CHU-W3), mate (CHU-W3) where the lone royal is attacked (a mate without
//    check is seen one move later, as the royal capture it leads to); under
//    the lishogi rule set lishogi's own ends instead (chu::lishogi_result:
//    its bare king and two-kings draw, no mate rule);
//  - repetition on the search path: a cycle in which one side gave check with
//    every move scores as a loss for that side (it is the initiator, CHU-R a,
//    and has to deviate); every other repetition is the search's draw.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "chu/bitboard.h"
#include "chu/movegen.h"
#include "chu/position.h"
#include "chu/rules.h"
#include "search/position_concept.h"
#include "search/search_engine.h"

namespace hensoku::chu::engine {

// The search's vocabulary this engine implements (search/position_concept.h).
using search::CycleChecker;
using search::EngineSettings;
using search::MoveList;
using search::RootSetup;
using search::SearchEngine;
using search::SearchPosition;
using search::Status;

// What the chu evaluation and the results keep up to date move by move.
struct ChuState {
  chu::Bitboard royals[2];  // King and Crown Prince squares by side
  chu::Bitboard sliders[2]; // pieces with a sliding direction (mobility)
  chu::Bitboard raiders[2]; // lions and the other lion-power or free-king pieces (royal safety)
  int counting[2] = {0, 0}; // CHU-W4 counting pieces
  int live[2] = {0, 0};     // non-royal pieces that are not dead (lishogi's bare king)
  int psq[2] = {0, 0};      // material plus piece-square terms
};

class ChuAdapter {
 public:
  using Move = chu::Move;
  static constexpr size_t kMaxMoves = chu::MoveList::kCapacity;
  static constexpr bool kNullMoveSafe = true;  // chu has no zugzwang worth the name: lions may pass
  using List = MoveList<Move, kMaxMoves>;

  ChuAdapter(const chu::Position& pos, const chu::Rules& rules, std::shared_ptr<const std::vector<Move>> root_legal);

  uint64_t key() const { return pos_.key(); }
  Side side_to_move() const { return pos_.side_to_move(); }
  // A lone royal under attack (with two royals, losing one is not the end).
  bool in_check() const { return royal_attacked_ && state_.royals[index(side_to_move())].count() == 1; }
  Status status() const;
  Status no_moves_status() const { return Status::Loss; }
  void generate_legal(List& list) const;
  void generate_noisy(List& list) const;
  int capture_value(const Move& m) const;
  // Static exchange on the move's destination: whether the
  // move gains at least `threshold` when both sides then take there with
  // their least valuable attacker. Lion trading rules (CHU-L) and a lion's
  // second capture are not modelled; a pass or igui risks nothing.
  bool see_ge(const Move& m, int threshold) const;
  // Whether the move attacks an enemy royal (directly or by discovery),
  // before it is made. Any royal, also one of two: for pruning, a threat to
  // a royal is never a quiet move.
  bool gives_check(const Move& m) const;
  // Piece-to-square history: the moving piece's code (kind | side << 6) and
  // the destination.
  static constexpr int kHistoryIndices = 128 * chu::kSquares;
  int history_index(const Move& m) const { return int(pos_.at(m.from)) * chu::kSquares + m.to; }
  int evaluate() const;
  uint32_t encode(const Move& m) const {
    return uint32_t(m.from) | uint32_t(m.to) << 8 | uint32_t(m.mid) << 16 | uint32_t(m.promote) << 24;
  }
  std::string move_string(const Move& m) const;
  bool null_move_ok() const;
  void do_move(const Move& m);
  void undo_move();
  void do_null();
  void undo_null();

  const chu::Position& position() const { return pos_; }
  const ChuState& state() const { return state_; }
  // Recomputes the incremental state from the board (tests compare).
  static ChuState compute_state(const chu::Position& pos);

  // The game's position, its history's keys and its legal moves.
  static RootSetup<ChuAdapter> setup(const Game& game);
  // Whether this path plays `game` (a ChuGame, any rule set: the moves come
  // from the family's generator and the root list from the game itself).
  static bool handles(const Game& game);

 private:
  struct Ply {
    Move move;
    chu::Undo undo;
    ChuState state;        // before the move
    bool royal_attacked;   // before the move
    bool null;
    uint64_t key_after;
  };
  void update_state(const Move& m);
  bool attacks_a_royal(Side by) const;
  Status repetition_status() const;
  bool bare_side_can_take_last_piece() const;
  bool royal_can_step_out() const;
  bool is_checkmated() const;
  Status lishogi_status() const;
  bool lishogi_bare(Side bare) const;

  chu::Position pos_;
  chu::Rules rules_;
  std::shared_ptr<const std::vector<Move>> root_legal_;
  ChuState state_;
  bool royal_attacked_ = false;  // the side to move has a royal under attack
  uint64_t root_key_ = 0;
  std::vector<Ply> stack_;
  mutable chu::MoveList scratch_;
  // Evaluations by key (iterative deepening and re-searches meet the same
  // positions again): the key's high 48 bits and the score + 32768.
  static constexpr size_t kEvalCacheSize = size_t(1) << 16;
  mutable std::vector<uint64_t> eval_cache_;
};

static_assert(SearchPosition<ChuAdapter>);

// Piece values (centipawns, a pawn 100) by kind; royals 0.
int chu_piece_value(chu::PieceType t);
// Material plus piece-square value of piece `p` on `sq` (chu_native_eval.cpp).
int chu_psq(chu::Piece p, int sq);
// Lion-power and free-king pieces, the royal's most dangerous neighbours.
bool chu_is_raider(chu::PieceType t);
// Whether `p` on `sq` counts for CHU-W4.
bool chu_counts_for_bare_king(chu::Piece p, int sq);
// Evaluation from the side to move's view.
int evaluate_chu(const chu::Position& pos, const ChuState& state);

}  // namespace hensoku::chu::engine
