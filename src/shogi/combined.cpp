#include "shogi/combined.h"

#include <stdexcept>
#include <utility>

namespace hensoku::shogi::combined {

Kind kinds[kCombinedKinds];
PieceType merge_table[PIECE_TYPE_NB][PIECE_TYPE_NB];
PieceType unpromote_table[kCombinedKinds][2];
Bitboard dead[2][kCombinedKinds];

namespace {

// Every piece type that can be a part: all but the king.
constexpr PieceType kParts[] = {PAWN,     LANCE,      KNIGHT,     SILVER,     BISHOP, ROOK,  GOLD,
                                PRO_PAWN, PRO_LANCE, PRO_KNIGHT, PRO_SILVER, HORSE,  DRAGON};

// The move pattern on an empty board, from the centre (every step, jump and
// line shows there).
Bitboard pattern(PieceType pt) { return attacks(Side::Black, pt, make_square(4, 4), Occupancy{}); }

bool subset(Bitboard a, Bitboard b) { return (a & ~b) == 0; }

int count = 0;

// The combined type with these parts (in either order), created if new.
PieceType kind_of(PieceType a, PieceType b) {
  if (a > b) std::swap(a, b);
  for (int i = 0; i < count; ++i)
    if (kinds[i].first == a && kinds[i].second == b) return PieceType(kFirstCombined + i);
  if (count == kCombinedKinds) throw std::logic_error("more combined kinds than kCombinedKinds");
  Kind& k = kinds[count];
  k.first = a;
  k.second = b;
  for (PieceType p : {a, b}) {
    k.lance |= p == LANCE;
    k.bishop |= p == BISHOP || p == HORSE;
    k.rook |= p == ROOK || p == DRAGON;
  }
  return PieceType(kFirstCombined + count++);
}

PieceType promoted_part(PieceType pt) { return can_promote(pt) ? promoted(pt) : pt; }

}  // namespace

void init() {
  count = 0;
  for (auto& row : merge_table)
    for (auto& t : row) t = NO_PIECE_TYPE;
  // SF-4.2: both parts gain moves.
  for (PieceType a : kParts)
    for (PieceType b : kParts) {
      if (a >= b) continue;
      const Bitboard pa = pattern(a), pb = pattern(b);
      if (subset(pa, pb) || subset(pb, pa)) continue;
      merge_table[a][b] = merge_table[b][a] = kind_of(a, b);
    }
  const int merges = count;
  // SF-4.4 / SF-4.5: promotions of the merged kinds (promoted kinds get none).
  for (int i = 0; i < merges; ++i) {
    Kind& k = kinds[i];
    if (k.first == LANCE && k.second == KNIGHT) {  // the exception: lance or knight promotes
      k.promoted[0] = kind_of(PRO_LANCE, KNIGHT);
      k.promoted[1] = kind_of(LANCE, PRO_KNIGHT);
      k.promotions = 2;
      continue;
    }
    const PieceType a = promoted_part(k.first), b = promoted_part(k.second);
    const Bitboard before = pattern(k.first) | pattern(k.second), after = pattern(a) | pattern(b);
    if (!subset(before, after) || before == after) continue;  // would lose a move, or change nothing
    const PieceType p = kind_of(a, b);
    kinds[i].promoted[0] = kinds[i].promoted[1] = p;
    kinds[i].promotions = 1;
  }
  if (count != kCombinedKinds) throw std::logic_error("combined kinds: the derivation does not give kCombinedKinds");
  for (auto& u : unpromote_table) u[0] = u[1] = NO_PIECE_TYPE;
  for (int i = 0; i < merges; ++i) {
    const Kind& k = kinds[i];
    for (int choice = 0; choice < k.promotions; ++choice) {
      PieceType p = k.promoted[choice];
      unpromote_table[p - kFirstCombined][k.promotions == 2 ? choice : 0] = PieceType(kFirstCombined + i);
    }
  }
  for (int s = 0; s < 2; ++s)
    for (int i = 0; i < kCombinedKinds; ++i) {
      dead[s][i] = 0;
      for (int sq = 0; sq < kSquares; ++sq)
        if (!combined_attacks(Side(s), PieceType(kFirstCombined + i), sq, Occupancy{})) dead[s][i] |= square_bb(sq);
    }
}

}  // namespace hensoku::shogi::combined

namespace hensoku::shogi {
PieceType combined_from_parts(PieceType a, PieceType b) {
  if (a > b) std::swap(a, b);
  for (int i = 0; i < kCombinedKinds; ++i)
    if (combined::kinds[i].first == a && combined::kinds[i].second == b) return PieceType(kFirstCombined + i);
  return NO_PIECE_TYPE;
}
}  // namespace hensoku::shogi
