#include "shogi/engine/shogi_see.h"

#include "shogi/bitboard.h"
#include "shogi/combined.h"

namespace hensoku::shogi::engine {

using namespace shogi;

namespace {

constexpr int kSeeValue[PIECE_TYPE_NB] = {
    0,     // none
    100,   // pawn
    300,   // lance
    350,   // knight
    450,   // silver
    700,   // bishop
    850,   // rook
    500,   // gold
    20000, // king: taking it ends the exchange
    550,   // tokin
    530,   // promoted lance
    530,   // promoted knight
    520,   // promoted silver
    950,   // horse
    1100,  // dragon
    0,
};

// The least valuable combined piece (SF-4) of `attackers`, or NO_PIECE_TYPE.
PieceType least_valuable_combined(const Position& pos, Bitboard attackers, int& from) {
  PieceType best = NO_PIECE_TYPE;
  while (attackers) {
    const int sq = pop_lsb(attackers);
    const PieceType pt = type_of(pos.piece_on(sq));
    if (best == NO_PIECE_TYPE || see_value(pt) < see_value(best)) {
      best = pt;
      from = sq;
    }
  }
  return best;
}

// The least valuable piece of `attackers` (one side's), or NO_PIECE_TYPE.
// Combined pieces (two pieces' worth, SF-4) come after the standard ones.
PieceType least_valuable(const Position& pos, Bitboard attackers, int& from) {
  static constexpr PieceType kOrder[] = {PAWN,       LANCE, KNIGHT, PRO_PAWN, SILVER, PRO_LANCE, PRO_KNIGHT,
                                         PRO_SILVER, GOLD,  BISHOP, ROOK,     HORSE,  DRAGON};
  for (PieceType pt : kOrder) {
    Bitboard b = attackers & pos.pieces(pt);
    if (b) {
      from = lsb(b);
      return pt;
    }
  }
  if (Bitboard b = attackers & pos.pieces(COMBINED)) [[unlikely]]
    return least_valuable_combined(pos, b, from);
  if (Bitboard b = attackers & pos.pieces(KING)) {
    from = lsb(b);
    return KING;
  }
  return NO_PIECE_TYPE;
}

// The type standing on the target square after `m` (a merge's combined
// piece, a promotion's promoted form).
PieceType arriving_type(const Position& pos, Move m) {
  if (m.is_drop()) return m.dropped();
  const PieceType mover = type_of(pos.piece_on(m.from()));
  if (m.is_merge()) {
    const PieceType merged = merged_type(mover, type_of(pos.piece_on(m.to())));
    return m.is_promotion() ? promoted_combined(merged, m.alternative_choice()) : merged;
  }
  if (!m.is_promotion()) return mover;
  return is_combined(mover) ? promoted_combined(mover, m.alternative_choice()) : promoted(mover);
}

}  // namespace

// A combined piece (SF-4) is worth its parts: capturing it wins both.
int see_value(PieceType pt) {
  if (is_combined(pt)) [[unlikely]] {
    const combined::Kind& k = combined_kind(pt);
    return kSeeValue[k.first] + kSeeValue[k.second];
  }
  return kSeeValue[pt];
}

bool see_ge(const Position& pos, Move m, int threshold) {
  if (m.is_swap()) return threshold <= 0;
  const Side us = pos.side_to_move();
  const int to = m.to();
  Piece victim = pos.piece_on(to);
  // A merge (SF-4) puts the mover and its partner at stake as one piece.
  const bool merge = m.is_merge();
  if (victim != kNoPiece && side_of(victim) == us && !merge) return threshold <= 0;  // friend capture

  const PieceType mover = m.is_drop() ? m.dropped() : type_of(pos.piece_on(m.from()));
  const PieceType on_square = arriving_type(pos, m);
  const int before = see_value(mover) + (merge ? see_value(type_of(victim)) : 0);
  if (merge) victim = kNoPiece;
  // `swap` alternates between what the side to recapture must win and what
  // the other side already has (the negamax of the exchange, without a list).
  int swap = (victim ? see_value(type_of(victim)) : 0) + see_value(on_square) - before - threshold;
  if (swap < 0) return false;
  swap = see_value(on_square) - swap;
  if (swap <= 0) return true;

  Occupancy occ = pos.occupancy();
  if (!m.is_drop()) occ.toggle(m.from());
  auto attackers_now = [&] {
    return (pos.attackers_to(Side::Black, to, occ) | pos.attackers_to(Side::White, to, occ)) & occ.normal;
  };
  Bitboard attackers = attackers_now();
  Side side = us;
  bool result = true;
  while (true) {
    side = ~side;
    Bitboard mine = attackers & pos.pieces(side);
    if (!mine) break;
    result = !result;
    int from = -1;
    PieceType pt = least_valuable(pos, mine, from);
    // The king may only take when nothing can take it back.
    if (pt == KING) return (attackers & pos.pieces(~side)) ? !result : result;
    swap = see_value(pt) - swap;
    if (swap < int(result)) break;
    occ.toggle(from);
    attackers = attackers_now();
  }
  return result;
}

}  // namespace hensoku::shogi::engine
