#include "chu/lion.h"

namespace hensoku::chu {
namespace {

bool is_own(const Position& pos, int s, Side us) {
  Piece p = pos.at(s);
  return p != kNoPiece && side_of(p) == us;
}

bool is_enemy(const Position& pos, int s, Side us) {
  Piece p = pos.at(s);
  return p != kNoPiece && side_of(p) != us;
}

bool is_pawn_or_go_between(Piece p) { return type_of(p) == Pawn || type_of(p) == GoBetween; }

// Does a pawn or go-between standing on `from` step onto `target`?
bool steps_onto(Piece p, int from, int target) {
  uint8_t steps = movement(p).step;
  for (int d = 0; d < kDirs; ++d)
    if ((steps >> d & 1) && kTables.neighbour[from][d] == target) return true;
  return false;
}

}  // namespace

bool attacks_square(const Position& pos, int target, Side, const Bitboard& occ, const Bitboard& candidates) {
  return visit_attackers(pos, target, occ, candidates, [](int) { return true; });
}

Bitboard attacks_from(const Position& pos, int from, const Bitboard& occ) {
  const Tables& t = kTables;
  const Movement& mv = movement(pos.at(from));
  Bitboard out;
  if (mv.lion) {
    for (int i = 0; i < t.lion_ring_len[from]; ++i) out.set(t.lion_ring[from][i]);
    return out;
  }
  for (int d = 0; d < kDirs; ++d) {
    const uint8_t bit = uint8_t(1 << d);
    if (((mv.step | mv.lion_line) & bit) && t.neighbour[from][d] != kNoSquare) out.set(t.neighbour[from][d]);
    if (((mv.jump | mv.lion_line) & bit) && t.two_away[from][d] != kNoSquare) out.set(t.two_away[from][d]);
    if (mv.slide & bit)
      for (int k = 0; k < t.ray_len[from][d]; ++k) {
        int q = t.ray[from][d][k];
        out.set(q);
        if (occ.test(q)) break;
      }
  }
  return out;
}

bool lion_protected(const Position& pos, const Move& m, int lion_sq, const Rules& rules) {
  const Side owner = side_of(pos.at(lion_sq));
  // The board after the move: captured pieces gone, the mover on its destination.
  Bitboard occ = pos.occupied();
  uint8_t caps[2];
  int n = pos.captures(m, caps);
  for (int i = 0; i < n; ++i) occ.reset(caps[i]);
  occ.reset(m.from);
  occ.set(m.to);
  Bitboard candidates = pos.pieces(owner) & occ;
  candidates.reset(m.to);  // the mover stands there now
  if (attacks_square(pos, lion_sq, owner, occ, candidates)) return true;
  // A pawn or go-between taken on the first step still protects: it cannot
  // serve as a bridge (association and lishogi rules).
  if (rules.taken_bridge_pawn_protects() && m.mid != kNoSquare && m.mid != lion_sq) {
    Piece bridge = pos.at(m.mid);
    if (bridge != kNoPiece && side_of(bridge) == owner && is_pawn_or_go_between(bridge) &&
        steps_onto(bridge, m.mid, lion_sq))
      return true;
  }
  return false;
}

bool lion_captures_allowed(const Position& pos, const Move& m, const Rules& rules) {
  const bool lion_mover = is_lion(type_of(pos.at(m.from)));
  uint8_t caps[2];
  int n = pos.captures(m, caps);
  for (int i = 0; i < n; ++i) {
    const int x = caps[i];
    if (!is_lion(type_of(pos.at(x)))) continue;
    if (lion_mover) {
      if (distance(m.from, x) <= 1) continue;  // CHU-L1: adjacent lion
      const bool bridge = m.mid != kNoSquare && m.mid != x && pos.at(m.mid) != kNoPiece &&
                          !is_pawn_or_go_between(pos.at(m.mid));
      if (bridge) continue;  // CHU-L3
      if (lion_protected(pos, m, x, rules)) return false;  // CHU-L2
    } else if (pos.strike_square() != kNoSquare) {  // CHU-L4
      switch (rules.set) {
        case RuleSet::Association:  // Okazaki: unprotected lions may be taken
          if (lion_protected(pos, m, x, rules)) return false;
          break;
        case RuleSet::Western:
          return false;
        case RuleSet::Lishogi:  // only a recapture on the same square
          if (x != pos.strike_square()) return false;
          break;
      }
    }
  }
  return true;
}

void generate_lion_moves(const Position& pos, int from, MoveList& list) {
  const Tables& t = kTables;
  const Side us = pos.side_to_move();
  // Steps and jumps to every square within two: one outcome per destination.
  for (int i = 0; i < t.lion_ring_len[from]; ++i) {
    int q = t.lion_ring[from][i];
    if (!is_own(pos, q, us)) list.push(uint8_t(from), uint8_t(q));
  }
  // Double moves that capture on the first step (and igui); a first step to an
  // empty square adds only the pass, any other outcome is a plain move.
  uint8_t pass_mid = kNoSquare;
  for (int d = 0; d < kDirs; ++d) {
    int a = t.neighbour[from][d];
    if (a == kNoSquare) continue;
    if (pos.at(a) == kNoPiece) {
      if (pass_mid == kNoSquare) pass_mid = uint8_t(a);
      continue;
    }
    if (!is_enemy(pos, a, us)) continue;
    list.push(uint8_t(from), uint8_t(from), uint8_t(a));  // igui
    for (int d2 = 0; d2 < kDirs; ++d2) {
      int b = t.neighbour[a][d2];
      if (b == kNoSquare || b == from || is_own(pos, b, us)) continue;
      list.push(uint8_t(from), uint8_t(b), uint8_t(a));
    }
  }
  if (pass_mid != kNoSquare) list.push(uint8_t(from), uint8_t(from), pass_mid);  // CHU-J1
}

void generate_lion_line_moves(const Position& pos, int from, uint8_t line_dirs, MoveList& list) {
  const Tables& t = kTables;
  const Side us = pos.side_to_move();
  uint8_t pass_mid = kNoSquare;
  for (int d = 0; d < kDirs; ++d) {
    if (!(line_dirs >> d & 1)) continue;
    int a = t.neighbour[from][d];
    if (a == kNoSquare) continue;
    int c = t.two_away[from][d];
    bool c_open = c != kNoSquare && !is_own(pos, c, us);
    if (pos.at(a) == kNoPiece) {
      list.push(uint8_t(from), uint8_t(a));
      if (pass_mid == kNoSquare) pass_mid = uint8_t(a);
    } else if (is_enemy(pos, a, us)) {
      list.push(uint8_t(from), uint8_t(a));
      list.push(uint8_t(from), uint8_t(from), uint8_t(a));  // igui
      if (c_open) list.push(uint8_t(from), uint8_t(c), uint8_t(a));
    }
    if (c_open) list.push(uint8_t(from), uint8_t(c));  // jump (or two steps via an empty square)
  }
  if (pass_mid != kNoSquare) list.push(uint8_t(from), uint8_t(from), pass_mid);  // CHU-J1
}

}  // namespace hensoku::chu
