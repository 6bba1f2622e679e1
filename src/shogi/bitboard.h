#pragma once
// Bitboards for the 9x9 board and the attack tables built from them.
//
// Sliding attacks use rotated occupancies: besides the normal (file-major)
// occupancy the position keeps the same set in rank-major order and in two
// diagonal-major orders, so the inner squares of any line through a square are
// consecutive bits. One shift, one mask and one table look-up give a line's
// attacks: no loops, no magic numbers, no PEXT (slow on older AMD cores).
#include "shogi/types.h"

namespace hensoku::shogi {

// The occupied squares in the four orders (normal, by rank, by each diagonal).
struct Occupancy {
  Bitboard normal = 0, by_rank = 0, by_diag1 = 0, by_diag2 = 0;
  void toggle(int sq);
};

namespace tables {
extern Bitboard square[kSquares];
extern Bitboard rank_major_bit[kSquares], diag1_bit[kSquares], diag2_bit[kSquares];
extern uint8_t file_shift[kSquares], rank_shift[kSquares], diag1_shift[kSquares], diag2_shift[kSquares];
extern uint8_t diag1_mask[kSquares], diag2_mask[kSquares];
extern Bitboard file_table[kSquares][128], rank_table[kSquares][128];
extern Bitboard diag1_table[kSquares][128], diag2_table[kSquares][128];
// Step attacks of the non-sliding types (and the step part of horse/dragon):
// step[side][type][square].
extern Bitboard step[2][PIECE_TYPE_NB][kSquares];
extern Bitboard forward_file[2][kSquares];   // squares ahead on the file (lance ray, empty board)
extern Bitboard between[kSquares][kSquares];  // strictly between two aligned squares
extern Bitboard line[kSquares][kSquares];     // the whole line through two aligned squares
extern Bitboard file_mask[kFiles];
extern Bitboard rank_mask[kRanks];
extern Bitboard zone[2];                      // promotion zone of each side
// Squares where an unpromoted piece of this type could never move again:
// dead[side][type].
extern Bitboard dead[2][PIECE_TYPE_NB];
}  // namespace tables

void init_tables();  // idempotent, thread-safe; called by Position

inline Bitboard square_bb(int sq) { return tables::square[sq]; }
inline bool test(Bitboard b, int sq) { return (b >> sq) & 1; }

inline void Occupancy::toggle(int sq) {
  normal ^= tables::square[sq];
  by_rank ^= tables::rank_major_bit[sq];
  by_diag1 ^= tables::diag1_bit[sq];
  by_diag2 ^= tables::diag2_bit[sq];
}

inline Bitboard file_attacks(int sq, const Occupancy& o) {
  return tables::file_table[sq][uint64_t(o.normal >> tables::file_shift[sq]) & 127];
}
inline Bitboard rank_attacks(int sq, const Occupancy& o) {
  return tables::rank_table[sq][uint64_t(o.by_rank >> tables::rank_shift[sq]) & 127];
}
inline Bitboard rook_attacks(int sq, const Occupancy& o) { return file_attacks(sq, o) | rank_attacks(sq, o); }
inline Bitboard bishop_attacks(int sq, const Occupancy& o) {
  return tables::diag1_table[sq][uint64_t(o.by_diag1 >> tables::diag1_shift[sq]) & tables::diag1_mask[sq]] |
         tables::diag2_table[sq][uint64_t(o.by_diag2 >> tables::diag2_shift[sq]) & tables::diag2_mask[sq]];
}
inline Bitboard lance_attacks(Side s, int sq, const Occupancy& o) {
  return file_attacks(sq, o) & tables::forward_file[index(s)][sq];
}
inline Bitboard step_attacks(Side s, PieceType pt, int sq) { return tables::step[index(s)][pt][sq]; }

// Attacks of any standard piece type.
inline Bitboard attacks(Side s, PieceType pt, int sq, const Occupancy& o) {
  switch (pt) {
    case LANCE: return lance_attacks(s, sq, o);
    case BISHOP: return bishop_attacks(sq, o);
    case ROOK: return rook_attacks(sq, o);
    case HORSE: return bishop_attacks(sq, o) | tables::step[0][KING][sq];
    case DRAGON: return rook_attacks(sq, o) | tables::step[0][KING][sq];
    default: return tables::step[index(s)][pt][sq];
  }
}

// Bitboard of the files holding at least one square of b (fills each file).
inline Bitboard occupied_files(Bitboard b) {
  Bitboard out = 0;
  for (int f = 0; f < kFiles; ++f)
    if (b & tables::file_mask[f]) out |= tables::file_mask[f];
  return out;
}

}  // namespace hensoku::shogi
