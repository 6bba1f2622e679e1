#pragma once
// Legal move generation for standard shogi (SF-0).
//
// Moves are generated pseudo-legally by bitboards and filtered on the fly
// with the pin mask and the king's safety, so every generated move is legal
// and perft can count the list at the last ply without making its moves.
// In check, only evasions are generated (king moves; captures of a single
// checker and interpositions by move or drop).
#include "shogi/position.h"
#include "shogi/rules.h"

namespace hensoku::shogi {

template <int N>
struct BasicMoveList {
  static constexpr int kCapacity = N;
  // In an anonymous union the moves are left uninitialised: a list is filled
  // by push before it is read, and zeroing 2.4-4 KB per node (Move's default
  // is "no move") cost perft about 8%.
  union {
    Move moves[kCapacity];
  };
  int size = 0;

  BasicMoveList() {}

  void push(Move m) { moves[size++] = m; }
  const Move* begin() const { return moves; }
  const Move* end() const { return moves + size; }
  bool contains(Move m) const {
    for (Move x : *this)
      if (x == m) return true;
    return false;
  }
};

// Standard shogi and the forced-capture variants (whose moves are a subset of
// the standard ones): 593 is the most legal moves a shogi position has.
using MoveList = BasicMoveList<600>;

// Any rule set, friend capture, swaps and merges included: they add moves
// onto friendly squares, so the bound is a proof rather than a record. Count
// per own board unit (a piece, or a combined piece of Merge Shogi), n units,
// and drops at most 7 kinds x (80 - n) empty squares, where 7 kinds need 7
// pieces in hand (so n <= 32); fewer kinds give smaller totals.
// - Swap Shogi, the largest: a target square gives at most 2 moves (promote
//   or not), a friend in reach at most 4 (both may promote; 2 when the mover
//   can not). Bishop or rook (at most 4 units): 4 friends x 4 + 12 x 2 = 40;
//   lance (4): 4 + 7 x 2 = 18; horse or dragon: 8 x 2 + 12 = 28; silver
//   5 x 4 = 20; king 8 x 2 = 16; any other piece at most 20:
//   4 x 40 + 4 x 18 + 16 + 20(n - 9) + 7(80 - n) = 628 + 13n <= 1044.
// - Merge Shogi: units holding a bishop, rook, horse or dragon (at most 4)
//   at most 36 (gold-class+rook: 18 targets x 2), lance+knight (4) 30 (10 x
//   3 choices), the king 8, others 16: 688 + 9n <= 976.
// - Friend capture and Swapper Gold stay below 912 (16 per piece, 32 for
//   the 4 bishops and rooks).
// Kept apart from MoveList so that standard perft's stack frames stay small.
using VariantMoveList = BasicMoveList<1048>;

// Standard shogi.
void generate_legal(const Position& pos, MoveList& list);
bool has_legal_move(const Position& pos);

// Under a rule option set: the standard legal moves, then the variant's
// restriction (forced capture, check rules). The template is instantiated
// for every CaptureDuty; the RuleSet overload dispatches to it.
template <CaptureDuty D>
void generate_legal(const Position& pos, MoveList& list);
void generate_legal(const Position& pos, VariantMoveList& list, const RuleSet& rules);
// Friend Capture (SF-3): standard shogi where a piece may also take a
// friendly piece other than its own king (the king may take friends).
void generate_legal_friend_capture(const Position& pos, VariantMoveList& list);
// Swapper Gold (SF-1): standard shogi plus the gold-class pieces' swaps.
void generate_legal_swapper_gold(const Position& pos, VariantMoveList& list);
// Swap Shogi (SF-2): standard shogi plus every piece's swaps with friends in its reach.
void generate_legal_swap_shogi(const Position& pos, VariantMoveList& list);
// Merge Shogi (SF-4): standard shogi plus merges and the combined pieces' moves.
void generate_legal_merge_shogi(const Position& pos, VariantMoveList& list);
bool has_legal_move(const Position& pos, const RuleSet& rules);

// Would dropping a pawn of the side to move on `to` checkmate (SF-0.3)?
// Only meaningful when such a drop gives check. Mate is judged with the
// defender's legal moves under the rules (SF-0.3: the variant's own defences).
bool pawn_drop_mates(const Position& pos, int to, const RuleSet& rules = {});

// Does the side to move have a capture that ignores its king's safety (SF-5.1 pseudo)?
bool has_pseudo_legal_capture(const Position& pos);

}  // namespace hensoku::shogi
