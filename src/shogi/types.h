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

// Piece types. A promoted type is its base type + kPromoted. Types 16..63 are
// reserved for the combined pieces of the merge variant (issue 3), so that a
// piece code (type | side << 6) stays one byte.
enum PieceType : uint8_t {
  NO_PIECE_TYPE = 0,
  PAWN, LANCE, KNIGHT, SILVER, BISHOP, ROOK, GOLD, KING,
  PRO_PAWN, PRO_LANCE, PRO_KNIGHT, PRO_SILVER, HORSE, DRAGON,
  PIECE_TYPE_NB = 16
};
constexpr int kPromoted = 8;
constexpr int kHandTypes = 8;  // PAWN..GOLD can be in hand (index 0 unused)

constexpr bool can_promote(PieceType pt) { return pt >= PAWN && pt <= ROOK; }
constexpr PieceType promoted(PieceType pt) { return PieceType(pt + kPromoted); }
// The type a captured piece takes in hand.
constexpr PieceType unpromoted(PieceType pt) { return pt > KING ? PieceType(pt - kPromoted) : pt; }

using Piece = uint8_t;  // 0 = empty
constexpr Piece kNoPiece = 0;
constexpr int kPieceCodes = 128;
constexpr Piece make_piece(Side s, PieceType pt) { return Piece(pt | (index(s) << 6)); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 63); }
constexpr Side side_of(Piece p) { return Side(p >> 6); }

// A move in 32 bits. Standard moves use `to`, `from` (or the dropped type),
// the drop and promote flags; the remaining bits are laid out for the capture
// variants of issue 3 (swap: both sides' promotion flags; merge: the
// lance+knight promotion choice) so the encoding never has to change.
//   bits 0-6 to | 7-13 from or dropped type | 14 drop | 15 promote (mover)
//   16-17 kind (0 normal, 1 swap, 2 merge) | 18 partner promotes (swap)
//   19 alternative promotion choice (merge lance+knight)
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

  constexpr int to() const { return int(raw_ & 127); }
  constexpr int from() const { return int(raw_ >> 7 & 127); }
  constexpr PieceType dropped() const { return PieceType(raw_ >> 7 & 127); }
  constexpr bool is_drop() const { return raw_ >> 14 & 1; }
  constexpr bool is_promotion() const { return raw_ >> 15 & 1; }
  constexpr Kind kind() const { return Kind(raw_ >> 16 & 3); }
  constexpr bool partner_promotes() const { return raw_ >> 18 & 1; }
  constexpr bool is_swap() const { return kind() == Swap; }
  constexpr bool alternative_choice() const { return raw_ >> 19 & 1; }
  constexpr uint32_t raw() const { return raw_; }
  constexpr bool is_none() const { return raw_ == 0; }
  constexpr bool operator==(const Move&) const = default;

 private:
  uint32_t raw_ = 0;  // 0 is no move (a move from 1a to 1a does not exist)
};

}  // namespace hensoku::shogi
