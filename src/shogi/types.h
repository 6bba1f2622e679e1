#pragma once
// Basic vocabulary of the 9x9 drop family: squares, pieces, moves.
//
// Squares are file-major (the layout YaneuraOu made popular): square =
// (file - 1) * 9 + (rank - 1), with file 1..9 and rank a..i as 1..9. A file's
// nine squares are then nine consecutive bits of the bitboard, so lance and
// rook file attacks come from one shift and one table look-up.
#include <cstdint>

#include "core/bits.h"
#include "core/side.h"

namespace hensoku::shogi {

using Bitboard = u128;

constexpr int kFiles = 9;
constexpr int kRanks = 9;
constexpr int kSquares = 81;

constexpr int file_of(int sq) { return sq / 9; }  // 0 = file 1
constexpr int rank_of(int sq) { return sq % 9; }  // 0 = rank a
constexpr int make_square(int file, int rank) { return file * 9 + rank; }

// Rank counted from the side's own far end: 0 is the last rank for `s`.
constexpr int relative_rank(Side s, int rank) { return s == Side::Black ? rank : 8 - rank; }

// Piece types. A promoted type is its base type + kPromoted. Slot 15
// (COMBINED) is not a piece: the position's by-type bitboard of that index
// holds every combined piece of the merge variant (SF-4), whose types are
// 16 .. 16 + kCombinedKinds - 1 (combined.h); a piece code (type | side << 7)
// stays one byte.
enum PieceType : uint8_t {
  NO_PIECE_TYPE = 0,
  PAWN, LANCE, KNIGHT, SILVER, BISHOP, ROOK, GOLD, KING,
  PRO_PAWN, PRO_LANCE, PRO_KNIGHT, PRO_SILVER, HORSE, DRAGON,
  COMBINED = 15,
  PIECE_TYPE_NB = 16
};
constexpr int kPromoted = 8;
constexpr int kHandTypes = 8;  // PAWN..GOLD can be in hand (index 0 unused)
constexpr int kFirstCombined = 16;
constexpr int kCombinedKinds = 49;  // 42 merges of two pieces + 7 promoted forms (combined.cpp)

constexpr bool can_promote(PieceType pt) { return pt >= PAWN && pt <= ROOK; }
constexpr PieceType promoted(PieceType pt) { return PieceType(pt + kPromoted); }
// The type a captured piece takes in hand (standard types only).
constexpr PieceType unpromoted(PieceType pt) { return pt > KING ? PieceType(pt - kPromoted) : pt; }
constexpr bool is_combined(PieceType pt) { return pt >= kFirstCombined; }
// The by-type bitboard that holds a piece of this type.
constexpr int type_slot(PieceType pt) { return pt < COMBINED ? int(pt) : int(COMBINED); }

using Piece = uint8_t;  // 0 = empty
constexpr Piece kNoPiece = 0;
constexpr int kPieceCodes = 256;
constexpr Piece make_piece(Side s, PieceType pt) { return Piece(pt | (index(s) << 7)); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 127); }
constexpr Side side_of(Piece p) { return Side(p >> 7); }

// A move in 32 bits. Standard moves use `to`, `from` (or the dropped type),
// the drop and promote flags; the remaining bits serve the capture variants
// (swap: both sides' promotion flags; merge: the lance+knight promotion choice).
//   bits 0-6 to | 7-13 from or dropped type | 14 drop | 15 promote (mover)
//   16-17 kind (0 normal, 1 swap, 2 merge) | 18 swap: partner promotes;
//   normal or merge: a named promotion choice (lance+knight, SF-4.4)
//   19 with 18 on a normal or merge move: the knight part promotes (else the lance)
class Move {
 public:
  enum Kind : uint32_t { Normal = 0, Swap = 1, Merge = 2 };

  constexpr Move() = default;
  constexpr explicit Move(uint32_t raw) : raw_(raw) {}
  static constexpr Move normal(int from, int to, bool promote = false) {
    return Move(uint32_t(to) | uint32_t(from) << 7 | uint32_t(promote) << 15);
  }
  static constexpr Move drop(PieceType pt, int to) { return Move(uint32_t(to) | uint32_t(pt) << 7 | 1u << 14); }
  // The piece on `from` and the friend on `to` change places (SF-1, SF-2).
  static constexpr Move swap(int from, int to, bool mover_promotes, bool partner_promotes) {
    return Move(uint32_t(to) | uint32_t(from) << 7 | uint32_t(mover_promotes) << 15 | uint32_t(Swap) << 16 |
                uint32_t(partner_promotes) << 18);
  }

  // A merge (SF-4): the piece on `from` joins the friend on `to`; `promote`
  // promotes the combined piece (SF-4.9).
  static constexpr Move merge(int from, int to, bool promote = false) {
    return Move(uint32_t(to) | uint32_t(from) << 7 | uint32_t(promote) << 15 | uint32_t(Merge) << 16);
  }
  // The same move (a promotion of a lance+knight) with its named choice:
  // `knight` promotes the knight part, otherwise the lance part (SF-4.4).
  constexpr Move with_choice(bool knight) const { return Move(raw_ | 1u << 18 | uint32_t(knight) << 19); }

  constexpr int to() const { return int(raw_ & 127); }
  constexpr int from() const { return int(raw_ >> 7 & 127); }
  constexpr PieceType dropped() const { return PieceType(raw_ >> 7 & 127); }
  constexpr bool is_drop() const { return raw_ >> 14 & 1; }
  constexpr bool is_promotion() const { return raw_ >> 15 & 1; }
  constexpr Kind kind() const { return Kind(raw_ >> 16 & 3); }
  constexpr bool partner_promotes() const { return raw_ >> 18 & 1; }
  constexpr bool is_swap() const { return kind() == Swap; }
  constexpr bool is_merge() const { return kind() == Merge; }
  // A normal or merge move of a lance+knight that names which part promotes.
  constexpr bool has_named_choice() const { return kind() != Swap && (raw_ >> 18 & 1); }
  constexpr bool alternative_choice() const { return raw_ >> 19 & 1; }
  constexpr uint32_t raw() const { return raw_; }
  constexpr bool is_none() const { return raw_ == 0; }
  constexpr bool operator==(const Move&) const = default;

 private:
  uint32_t raw_ = 0;  // 0 is no move (a move from 1a to 1a does not exist)
};

}  // namespace hensoku::shogi
