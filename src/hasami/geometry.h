#pragma once
// Board geometry for the 9x9 and 8x8 boards: square numbering, shifts with
// edge masks, line-slide tables, corner neighbours and Zobrist keys.
//
// Squares are numbered row-major from the top-left as Black sees the board:
// sq = row * size + col, row 0 = rank a, col 0 = the highest file. A board is
// one u128 bitboard (bit sq).
#include <array>
#include <cstdint>

#include "core/bits.h"

namespace hensoku::hasami {

constexpr int kMaxSize = 9;
constexpr int kMaxSquares = kMaxSize * kMaxSize;
constexpr int kMaxStones = 2 * kMaxSize;

enum Direction : int { Up = 0, Down = 1, Left = 2, Right = 3 };  // Up = towards rank a

struct Geometry {
  int size = 9;
  int squares = 81;
  u128 board = 0;       // every square
  u128 not_left = 0;    // squares that have a left neighbour
  u128 not_right = 0;   // squares that have a right neighbour
  u128 rank_mask[kMaxSize] = {};  // row r
  u128 five_from_left = 0;   // columns 0..size-5: where a rightward line of five can start
  u128 five_from_right = 0;  // columns 4..size-1: where a down-left diagonal can start
  // neighbour[sq][dir], or -1 off the board
  std::array<std::array<int8_t, 4>, kMaxSquares> neighbour{};
  // For a square orthogonally next to a corner: that corner and the corner's
  // other neighbour (HS-0.4); -1 elsewhere.
  std::array<int8_t, kMaxSquares> corner{};
  std::array<int8_t, kMaxSquares> corner_partner{};
  // slide[i][occupancy of a line] = the squares a stone at index i of that
  // line reaches along it (bit j = index j), not counting itself.
  std::array<std::array<uint16_t, 1 << kMaxSize>, kMaxSize> slide{};
  std::array<std::array<uint8_t, 1 << kMaxSize>, kMaxSize> slide_count{};
  // Zobrist keys: stone[side][sq], side to move, captures[side][count] (HS-4)
  uint64_t stone_key[2][kMaxSquares] = {};
  uint64_t white_to_move_key = 0;
  uint64_t capture_key[2][kMaxStones + 1] = {};

  std::array<int8_t, kMaxSquares> row_of{};
  std::array<int8_t, kMaxSquares> col_of{};

  int row(int sq) const { return row_of[sq]; }
  int col(int sq) const { return col_of[sq]; }
  int square(int row, int col) const { return row * size + col; }

  u128 shift(u128 b, int dir) const {
    switch (dir) {
      case Up: return b >> size;
      case Down: return (b << size) & board;
      case Left: return (b & not_left) >> 1;
      default: return (b & not_right) << 1;
    }
  }
};

// The geometry of a size x size board (size 8 or 9), built once.
const Geometry& geometry(int size);

}  // namespace hensoku::hasami
