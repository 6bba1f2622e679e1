#pragma once
// The lion rules in one place (chu.md CHU-L, CHU-J, clarifications):
//  - lion-power move generation (Lion, promoted Kirin, Soaring Eagle and
//    Horned Falcon), moves by outcome;
//  - the geometric attack test with x-rays, and the protection test;
//  - lion trading CHU-L1..L3 and counter-strike CHU-L4 with the Okazaki
//    condition, per rule set (CHU-O). CHU-L5: a lion is a Lion or a promoted
//    Kirin, whatever its origin; eagles and falcons are not lions.
// The counter-strike state is stored by Position (strike_square(), SFEN third
// field, key); Position::make sets it with sets_counter_strike() below.
#include "chu/bitboard.h"
#include "chu/position.h"
#include "chu/rules.h"
#include "chu/tables.h"
#include "chu/types.h"

namespace hensoku::chu {

// CHU-L4: does `mover` taking `taken` turn the counter-strike state on? Only
// when a non-lion takes a lion; a kirin counts by its type before it
// promotes, and eagles and falcons are not lions.
inline bool sets_counter_strike(Piece mover, Piece taken) {
  return !is_lion(type_of(mover)) && is_lion(type_of(taken));
}

// The attack geometry, one statement for every question about which pieces
// reach a square. A piece moving like `mv`, on the k-th square (k = 0: the
// neighbour) of the ray leaving the target in a direction whose way back to
// the target is `toward_target`, with nothing between: does it reach the
// target? Slides from any distance; steps (and a lion's line or area
// moves) from the neighbour only.
inline bool reaches_along_ray(const Movement& mv, uint8_t toward_target, int k) {
  return (mv.slide & toward_target) || (k == 0 && (((mv.step | mv.lion_line) & toward_target) || mv.lion));
}
// The same for a piece two squares away on the ray, over whatever stands
// between: jumps, a lion's line moves and lion area moves.
inline bool reaches_two_away(const Movement& mv, uint8_t toward_target) {
  return ((mv.jump | mv.lion_line) & toward_target) || mv.lion;
}

// Calls visit(q) for each of the `candidates` squares whose piece attacks
// `target`, with `occ` as the blocking pieces, until visit returns true;
// returns whether one did. Geometric: legality of the capture does not
// matter, and x-rays through squares missing from `occ` count. The one
// description of which pieces reach a square, shared by the attack test and
// the search's exchange evaluation.
template <class Visit>
bool visit_attackers(const Position& pos, int target, const Bitboard& occ, const Bitboard& candidates, Visit&& visit) {
  const Tables& t = kTables;
  for (int d = 0; d < kDirs; ++d) {
    const uint8_t toward_target = uint8_t(1 << opposite_dir(d));
    for (int k = 0; k < t.ray_len[target][d]; ++k) {
      const int q = t.ray[target][d][k];
      if (!occ.test(q)) continue;
      if (candidates.test(q)) {
        if (reaches_along_ray(movement(pos.at(q)), toward_target, k) && visit(q)) return true;
      }
      break;
    }
    const int q = t.two_away[target][d];
    if (q != kNoSquare && occ.test(q) && candidates.test(q)) {
      if (reaches_two_away(movement(pos.at(q)), toward_target) && visit(q)) return true;
    }
  }
  for (int i = 0; i < t.knight_len[target]; ++i) {
    const int q = t.knight[target][i];
    if (occ.test(q) && candidates.test(q) && movement(pos.at(q)).lion && visit(q)) return true;
  }
  return false;
}

// Does a piece of `by` on one of the `candidates` squares attack `target`,
// with `occ` as the blocking pieces? Geometric: legality of the capture does
// not matter, and x-rays through squares missing from `occ` count.
bool attacks_square(const Position& pos, int target, Side by, const Bitboard& occ, const Bitboard& candidates);

// Whether a piece moving like `mv` standing on `from` attacks `target` on the
// board `occ`: the geometry of attacks_square for a piece that is not on the
// board yet (the search asks it of a move's piece after the move).
inline bool piece_attacks(const Movement& mv, int from, int target, const Bitboard& occ) {
  const Tables& t = kTables;
  for (int d = 0; d < kDirs; ++d) {
    const uint8_t toward_target = uint8_t(1 << opposite_dir(d));
    for (int k = 0; k < t.ray_len[target][d]; ++k) {
      const int q = t.ray[target][d][k];
      if (q == from) {
        if (reaches_along_ray(mv, toward_target, k)) return true;
        break;
      }
      if (occ.test(q)) break;
    }
    if (t.two_away[target][d] == from && reaches_two_away(mv, toward_target)) return true;
  }
  if (mv.lion)
    for (int i = 0; i < t.knight_len[target]; ++i)
      if (t.knight[target][i] == from) return true;
  return false;
}

// Every square the piece on `from` attacks with `occ` as blockers.
Bitboard attacks_from(const Position& pos, int from, const Bitboard& occ);

// Is the lion on `lion_sq`, taken by `m`, protected (chu.md CHU-L definition)?
bool lion_protected(const Position& pos, const Move& m, int lion_sq, const Rules& rules);

// CHU-L1..L4 for a move that takes at least one lion.
bool lion_captures_allowed(const Position& pos, const Move& m, const Rules& rules);

// Appends the moves of a full lion on `from` (CHU-L lion power, CHU-J1 pass).
void generate_lion_moves(const Position& pos, int from, MoveList& list);
// Appends the lion-power moves of an eagle or falcon along its lion lines.
void generate_lion_line_moves(const Position& pos, int from, uint8_t line_dirs, MoveList& list);

}  // namespace hensoku::chu
