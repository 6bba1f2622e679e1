#pragma once
// The combined pieces of Merge Shogi (SF-4): which two pieces may merge, the
// moves of the result (the union of its parts'), and its promotions.
//
// A combined type (16 .. 16 + kCombinedKinds - 1) names its two parts as
// actual piece types (a tokin and a gold are different parts: a captured
// combined piece gives its parts, unpromoted, to the capturer's hand). The
// table is derived at start-up from the move patterns, as the rules state it:
// two pieces merge when neither's moves on an empty board are a subset of the
// other's (SF-4.2); a promotion exists when the union of the promoted forms
// keeps every move and changes the move set (SF-4.4, SF-4.5), plus the
// lance+knight exception with its two choices.
#include "shogi/bitboard.h"

namespace hensoku::shogi {

namespace combined {
struct Kind {
  PieceType first = NO_PIECE_TYPE, second = NO_PIECE_TYPE;  // first < second
  uint8_t promotions = 0;                                   // 0, 1, or 2 (lance+knight)
  PieceType promoted[2] = {};                               // [1]: the alternative (knight promotes)
  bool lance = false, bishop = false, rook = false;         // slider parts, for pins
};
extern Kind kinds[kCombinedKinds];
extern PieceType merge_table[PIECE_TYPE_NB][PIECE_TYPE_NB];  // NO_PIECE_TYPE: no merge
extern PieceType unpromote_table[kCombinedKinds][2];
extern Bitboard dead[2][kCombinedKinds];  // squares with no move at all (SF-4.8)
void init();                              // called by init_tables()
}  // namespace combined

inline const combined::Kind& combined_kind(PieceType c) { return combined::kinds[c - kFirstCombined]; }
// The combined type two pieces merge into, or NO_PIECE_TYPE (SF-4.1 .. 4.3).
inline PieceType merged_type(PieceType a, PieceType b) {
  return a < PIECE_TYPE_NB && b < PIECE_TYPE_NB ? combined::merge_table[a][b] : NO_PIECE_TYPE;
}
// The combined type with these two parts in either order, merged or promoted
// (for SFEN input), or NO_PIECE_TYPE when no such combined piece exists.
PieceType combined_from_parts(PieceType a, PieceType b);
// The combined type `c` becomes by promotion (choice 0, or 1 = the alternative).
inline PieceType promoted_combined(PieceType c, bool alternative) { return combined_kind(c).promoted[alternative]; }
// The inverse: the type a promoted combined type came from.
inline PieceType unpromoted_combined(PieceType c, bool alternative) {
  return combined::unpromote_table[c - kFirstCombined][alternative];
}
inline Bitboard combined_dead(Side s, PieceType c) { return combined::dead[index(s)][c - kFirstCombined]; }
inline Bitboard combined_attacks(Side s, PieceType c, int sq, const Occupancy& o) {
  const combined::Kind& k = combined_kind(c);
  return attacks(s, k.first, sq, o) | attacks(s, k.second, sq, o);
}
// Attacks of any piece type, combined ones included.
inline Bitboard any_attacks(Side s, PieceType pt, int sq, const Occupancy& o) {
  return is_combined(pt) ? combined_attacks(s, pt, sq, o) : attacks(s, pt, sq, o);
}

}  // namespace hensoku::shogi
