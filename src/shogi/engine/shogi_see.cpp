#include "shogi/engine/shogi_see.h"

#include "shogi/bitboard.h"

namespace hensoku::search {

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

// The least valuable piece of `attackers` (one side's), or NO_PIECE_TYPE.
PieceType least_valuable(const Position& pos, Bitboard attackers, int& from) {
  static constexpr PieceType kOrder[] = {PAWN,     LANCE,      KNIGHT,     PRO_PAWN, SILVER, PRO_LANCE, PRO_KNIGHT,
                                         PRO_SILVER, GOLD,     BISHOP,     ROOK,     HORSE,  DRAGON,    KING};
  for (PieceType pt : kOrder) {
    Bitboard b = attackers & pos.pieces(pt);
    if (b) {
      from = lsb(b);
      return pt;
    }
  }
  return NO_PIECE_TYPE;
}

}  // namespace

int see_value(PieceType pt) { return kSeeValue[pt]; }

bool see_ge(const Position& pos, Move m, int threshold) {
  if (m.is_swap()) return threshold <= 0;
  const Side us = pos.side_to_move();
  const int to = m.to();
  const Piece victim = pos.piece_on(to);
  if (victim != kNoPiece && side_of(victim) == us) return threshold <= 0;  // friend capture

  const PieceType mover = m.is_drop() ? m.dropped() : type_of(pos.piece_on(m.from()));
  const PieceType on_square = m.is_promotion() ? promoted(mover) : mover;
  // `swap` alternates between what the side to recapture must win and what
  // the other side already has (the negamax of the exchange, without a list).
  int swap = (victim ? kSeeValue[type_of(victim)] : 0) + kSeeValue[on_square] - kSeeValue[mover] - threshold;
  if (swap < 0) return false;
  swap = kSeeValue[on_square] - swap;
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
    swap = kSeeValue[pt] - swap;
    if (swap < int(result)) break;
    occ.toggle(from);
    attackers = attackers_now();
  }
  return result;
}

}  // namespace hensoku::search
