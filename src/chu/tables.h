#pragma once
// Precomputed geometry: how each piece kind moves, neighbours, rays and
// Zobrist keys. Directions are absolute board directions 0..7 (N, NE, E, SE,
// S, SW, W, NW as Black sees the board); a kind's movement is described for
// Black and rotated by 180 degrees for White.
#include <array>
#include <cstdint>

#include "chu/types.h"

namespace hensoku::chu {

constexpr int kDirs = 8;
constexpr int opposite_dir(int d) { return (d + 4) & 7; }

// How a kind moves, as masks over absolute directions for one side.
struct Movement {
  uint8_t step = 0;       // one square
  uint8_t slide = 0;      // any distance until blocked
  uint8_t jump = 0;       // exactly two squares, over anything
  uint8_t lion_line = 0;  // lion power restricted to the line (eagle, falcon)
  bool lion = false;      // full lion power
};

struct Tables {
  Movement movement[2][kPieceTypes];
  uint8_t neighbour[kSquares][kDirs];  // kNoSquare off the board
  uint8_t two_away[kSquares][kDirs];   // square two steps along dir, or kNoSquare
  uint8_t ray_len[kSquares][kDirs];
  uint8_t ray[kSquares][kDirs][kSize - 1];
  uint8_t lion_ring_len[kSquares];      // squares at distance 1 and 2
  uint8_t lion_ring[kSquares][24];
  uint8_t knight_len[kSquares];         // distance-2 squares off the 8 lines
  uint8_t knight[kSquares][8];
  uint64_t piece_key[128][kSquares];    // by Piece code (kind | side << 6)
  uint64_t side_key;
  uint64_t strike_key[kSquares + 1];    // counter-strike state; [kSquares] unused = 0
};

extern const Tables& kTables;

inline const Movement& movement(Piece p) { return kTables.movement[index(side_of(p))][type_of(p)]; }

// Promotion zone: the far four ranks.
constexpr bool in_zone(Side s, int sq) { return s == Side::Black ? row_of(sq) <= 3 : row_of(sq) >= 8; }
constexpr bool on_last_rank(Side s, int sq) { return s == Side::Black ? row_of(sq) == 0 : row_of(sq) == 11; }

}  // namespace hensoku::chu
