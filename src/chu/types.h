#pragma once
// Squares, piece kinds and moves of chu shogi.
//
// Squares: 0..143 row-major from 12a (Black's top-left): row 0 is rank a,
// column 0 is file 12. Black moves "forward" towards row 0.
#include <cstdint>

#include "core/side.h"

namespace hensoku::chu {

constexpr int kSize = 12;
constexpr int kSquares = 144;
constexpr uint8_t kNoSquare = 0xFF;

constexpr int row_of(int s) { return s / kSize; }
constexpr int col_of(int s) { return s % kSize; }
constexpr int make_square(int row, int col) { return row * kSize + col; }
// Chebyshev distance (king steps) between two squares.
constexpr int distance(int a, int b) {
  int dr = row_of(a) - row_of(b), dc = col_of(a) - col_of(b);
  dr = dr < 0 ? -dr : dr;
  dc = dc < 0 ? -dc : dc;
  return dr > dc ? dr : dc;
}

// Piece kinds. The 18 promotable kinds come first; kind + kPromotionOffset is
// its promoted form, so a promoted Gold (+G) is its own kind that moves as a
// rook but is written "+G" and never promotes again.
enum PieceType : uint8_t {
  Pawn, GoBetween, Copper, Silver, Gold, Leopard, Lance, ReverseChariot, SideMover,
  VerticalMover, Bishop, Rook, DragonHorse, DragonKing, Elephant, Tiger, Kirin, Phoenix,
  FreeKing, Lion, King,
  // promoted kinds, in the order of their unpromoted forms
  Tokin, PromotedGoBetween, PromotedCopper, PromotedSilver, PromotedGold, PromotedLeopard,
  WhiteHorse, Whale, FreeBoar, FlyingOx, PromotedBishop, PromotedRook, HornedFalcon,
  SoaringEagle, CrownPrince, FlyingStag, PromotedKirin, PromotedPhoenix,
  kPieceTypes
};
constexpr int kPromotable = 18;
constexpr int kPromotionOffset = 21;

constexpr bool can_promote(PieceType t) { return t < kPromotable; }
constexpr PieceType promoted(PieceType t) { return PieceType(t + kPromotionOffset); }
constexpr bool is_promoted(PieceType t) { return t >= kPromotionOffset; }
constexpr PieceType base_of(PieceType t) { return is_promoted(t) ? PieceType(t - kPromotionOffset) : t; }
constexpr bool is_lion(PieceType t) { return t == Lion || t == PromotedKirin; }
constexpr bool is_royal(PieceType t) { return t == King || t == CrownPrince; }

// A piece on a square: kind in the low 6 bits, side in bit 6; 0xFF is empty.
using Piece = uint8_t;
constexpr Piece kNoPiece = 0xFF;
constexpr Piece make_piece(Side s, PieceType t) { return Piece(t | (index(s) << 6)); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 63); }
constexpr Side side_of(Piece p) { return Side(p >> 6); }

// A move, identified by its outcome. `mid` is set only where it changes the
// outcome or the spelling: a first-step capture (double move), igui (to ==
// from, mid captured) and pass (to == from, mid an empty neighbour).
struct Move {
  uint8_t from = kNoSquare;
  uint8_t to = kNoSquare;
  uint8_t mid = kNoSquare;
  uint8_t promote = 0;

  bool operator==(const Move&) const = default;
  bool is_pass_or_igui() const { return from == to; }
};

// The moves of one position. Chu has at most a few hundred legal moves; the
// bound leaves a wide margin.
struct MoveList {
  static constexpr int kCapacity = 2048;
  Move moves[kCapacity];
  int size = 0;

  void push(uint8_t from, uint8_t to, uint8_t mid = kNoSquare, bool promote = false) {
    moves[size++] = Move{from, to, mid, uint8_t(promote)};
  }
  const Move* begin() const { return moves; }
  const Move* end() const { return moves + size; }
};

}  // namespace hensoku::chu
