#pragma once
// A hasami-family position: two stone bitboards, line occupancies for fast
// sliding, side to move, capture counts (HS-4) and an incremental Zobrist key.
// make/unmake are exact inverses; a move's captured stones are kept in its
// Undo record so they come back on unmake.
#include <cstdint>
#include <string>

#include "core/bits.h"
#include "core/side.h"
#include "hasami/geometry.h"
#include "hasami/move.h"
#include "hasami/rules.h"

namespace hensoku::hasami {

// What a move changed that the board alone cannot give back.
struct Undo {
  u128 captured = 0;  // the opponent's stones the move removed
  uint64_t key = 0;   // the key before the move
};

// The state of play read from the position alone (HS-0.6, HS-1.1, HS-2.2,
// HS-2.3, HS-3.3, HS-4), judged as if the side not to move had just moved.
struct Status {
  enum class Kind : unsigned char { Ongoing, Win, Draw } kind = Kind::Ongoing;
  Side winner = Side::Black;
  enum class Reason : unsigned char {
    None, FiveInRow, ReducedToOne, AllCaptured, CapturedFive, LeadHeld, NoLegalMove, BothUnderFive
  } reason = Reason::None;
  u128 line = 0;  // FiveInRow: the winning run's squares
};

// The capture rule (HS-0.3 custodian runs, HS-3.2 intervention, HS-0.4
// corners): the stones of `them` that a stone of `us` arriving on `to`
// captures, `us` already holding that stone. Only the arriving stone
// captures (active capture), so a stone that entered between enemies is
// never taken (HS-0.5). The one statement of the rule: moves
// (Position::captures_at) and the search's evaluation both ask it.
inline u128 captures_by_arrival(const Geometry& g, const Rules& rules, u128 us, u128 them, int to) {
  const auto& nb = g.neighbour;
  u128 captured = 0;
  for (int d = 0; d < 4; ++d) {
    int s = nb[to][d];
    if (s < 0 || !(them & bit128(s))) continue;
    u128 run = 0;
    do {
      run |= bit128(s);
      s = nb[s][d];
    } while (s >= 0 && (them & bit128(s)));
    if (s >= 0 && (us & bit128(s))) captured |= run;
  }
  if (rules.intervention) {
    for (int d = 0; d < 4; d += 2) {  // Up+Down, Left+Right
      const int a = nb[to][d], b = nb[to][d + 1];
      if (a >= 0 && b >= 0 && (them & bit128(a)) && (them & bit128(b))) captured |= bit128(a) | bit128(b);
    }
  }
  if (rules.corner_capture) {
    const int c = g.corner[to];
    if (c >= 0 && (them & bit128(c)) && (us & bit128(g.corner_partner[to]))) captured |= bit128(c);
  }
  return captured;
}

class Position {
 public:
  explicit Position(const Rules& rules);

  const Rules& rules() const { return *rules_; }
  const Geometry& geo() const { return *geo_; }

  // The board: empties it, or puts a stone. Used by set-up code (SFEN); the
  // key stays exact.
  void clear();
  void put(Side side, int sq);
  void set_side_to_move(Side side);
  void set_captures(Side side, int count);
  void set_move_number(int number) { move_number_ = number; }
  void set_start();

  u128 stones(Side side) const { return stones_[index(side)]; }
  u128 occupied() const { return stones_[0] | stones_[1]; }
  u128 empty() const { return ~occupied() & geo_->board; }
  int count(Side side) const { return popcount(stones_[index(side)]); }
  int captures(Side side) const { return captured_[index(side)]; }
  Side side_to_move() const { return side_; }
  int move_number() const { return move_number_; }
  // The PlyLimit rule option (0 = off): reached once `ply_limit` plies have
  // been played since move 1. The game and the search both ask it.
  bool ply_limit_reached(int ply_limit) const { return ply_limit > 0 && move_number_ - 1 >= ply_limit; }
  uint64_t key() const { return key_; }
  uint64_t compute_key() const;  // from scratch, for checks

  // The squares a move at `to` by the side to move would capture, with the
  // stone already standing on `to` and `from` already vacated.
  u128 captures_at(int to) const {
    return captures_by_arrival(*geo_, *rules_, stones_[index(side_)], stones_[index(~side_)], to);
  }

  void do_move(Move m, Undo& undo);
  void undo_move(Move m, const Undo& undo);

  // Five (or more) in a line for `side` outside its home ranks (HS-2.2),
  // diagonals too when the rules say so; returns the run's squares or 0.
  u128 five_in_row(Side side) const;
  // Decided by the position's material / lines alone (no move generation):
  // the perft leaf test. status() adds the no-legal-move loss.
  Status material_status() const;
  Status status() const;

  bool operator==(const Position& o) const;

  // Line occupancy (bit = index along the line), kept incrementally.
  unsigned row_bits(int row) const { return rows_[row]; }
  unsigned col_bits(int col) const { return cols_[col]; }

 private:
  void toggle(int side, int sq);
  u128 home_ranks(Side side) const;

  const Rules* rules_;
  const Geometry* geo_;
  u128 stones_[2] = {0, 0};
  uint16_t rows_[kMaxSize] = {};
  uint16_t cols_[kMaxSize] = {};
  int captured_[2] = {0, 0};
  Side side_ = Side::Black;
  int move_number_ = 1;
  uint64_t key_ = 0;
};

}  // namespace hensoku::hasami
