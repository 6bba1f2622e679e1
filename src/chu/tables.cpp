#include "chu/tables.h"

#include "core/prng.h"

namespace hensoku::chu {
namespace {

constexpr int kDr[kDirs] = {-1, -1, 0, 1, 1, 1, 0, -1};
constexpr int kDc[kDirs] = {0, 1, 1, 1, 0, -1, -1, -1};

constexpr uint8_t N = 1, NE = 2, E = 4, SE = 8, S = 16, SW = 32, W = 64, NW = 128;
constexpr uint8_t kOrth = N | E | S | W, kDiag = NE | SE | SW | NW, kAll = 0xFF;

// Movement of every kind for Black (chu.md, piece table).
Movement black_movement(PieceType t) {
  switch (t) {
    case Pawn: return {N, 0, 0, 0, false};
    case GoBetween: return {N | S, 0, 0, 0, false};
    case Copper: return {N | NE | NW | S, 0, 0, 0, false};
    case Silver: return {N | kDiag, 0, 0, 0, false};
    case Gold: case Tokin: return {kOrth | NE | NW, 0, 0, 0, false};
    case Leopard: return {N | NE | NW | S | SE | SW, 0, 0, 0, false};
    case Lance: return {0, N, 0, 0, false};
    case ReverseChariot: return {0, N | S, 0, 0, false};
    case SideMover: case PromotedCopper: return {N | S, E | W, 0, 0, false};
    case VerticalMover: case PromotedSilver: return {E | W, N | S, 0, 0, false};
    case Bishop: case PromotedLeopard: return {0, kDiag, 0, 0, false};
    case Rook: case PromotedGold: return {0, kOrth, 0, 0, false};
    case DragonHorse: case PromotedBishop: return {kOrth, kDiag, 0, 0, false};
    case DragonKing: case PromotedRook: return {kDiag, kOrth, 0, 0, false};
    case Elephant: case PromotedGoBetween: return {uint8_t(kAll & ~S), 0, 0, 0, false};
    case Tiger: return {uint8_t(kAll & ~N), 0, 0, 0, false};
    case Kirin: return {kDiag, 0, kOrth, 0, false};
    case Phoenix: return {kOrth, 0, kDiag, 0, false};
    case FreeKing: case PromotedPhoenix: return {0, kAll, 0, 0, false};
    case Lion: case PromotedKirin: return {0, 0, 0, 0, true};
    case King: case CrownPrince: return {kAll, 0, 0, 0, false};
    case WhiteHorse: return {0, N | S | NE | NW, 0, 0, false};
    case Whale: return {0, N | S | SE | SW, 0, 0, false};
    case FreeBoar: return {0, E | W | kDiag, 0, 0, false};
    case FlyingOx: return {0, N | S | kDiag, 0, 0, false};
    case FlyingStag: return {NE | NW | E | W | SE | SW, N | S, 0, 0, false};
    case HornedFalcon: return {0, kDiag | E | W | S, 0, N, false};
    case SoaringEagle: return {0, kOrth | SE | SW, 0, NE | NW, false};
    default: return {};
  }
}

uint8_t rotate(uint8_t mask) { return uint8_t((mask << 4) | (mask >> 4)); }

Movement for_white(Movement m) {
  return {rotate(m.step), rotate(m.slide), rotate(m.jump), rotate(m.lion_line), m.lion};
}

uint8_t square_at(int row, int col) {
  return row >= 0 && row < kSize && col >= 0 && col < kSize ? uint8_t(make_square(row, col)) : kNoSquare;
}

Tables build() {
  Tables t{};
  for (int k = 0; k < kPieceTypes; ++k) {
    t.movement[0][k] = black_movement(PieceType(k));
    t.movement[1][k] = for_white(t.movement[0][k]);
  }
  for (int s = 0; s < kSquares; ++s) {
    int r = row_of(s), c = col_of(s);
    for (int d = 0; d < kDirs; ++d) {
      t.neighbour[s][d] = square_at(r + kDr[d], c + kDc[d]);
      t.two_away[s][d] = square_at(r + 2 * kDr[d], c + 2 * kDc[d]);
      int n = 0;
      for (int k = 1;; ++k) {
        uint8_t q = square_at(r + k * kDr[d], c + k * kDc[d]);
        if (q == kNoSquare) break;
        t.ray[s][d][n++] = q;
      }
      t.ray_len[s][d] = uint8_t(n);
    }
    int ring = 0, kn = 0;
    for (int dr = -2; dr <= 2; ++dr)
      for (int dc = -2; dc <= 2; ++dc) {
        uint8_t q = square_at(r + dr, c + dc);
        if ((dr == 0 && dc == 0) || q == kNoSquare) continue;
        t.lion_ring[s][ring++] = q;
        bool on_line = dr == 0 || dc == 0 || dr == dc || dr == -dc;
        if (!on_line) t.knight[s][kn++] = q;
      }
    t.lion_ring_len[s] = uint8_t(ring);
    t.knight_len[s] = uint8_t(kn);
  }
  Prng prng(0xC4005107ULL);
  for (auto& per_piece : t.piece_key)
    for (auto& k : per_piece) k = prng.next();
  t.side_key = prng.next();
  for (int s = 0; s < kSquares; ++s) t.strike_key[s] = prng.next();
  t.strike_key[kSquares] = 0;
  return t;
}

const Tables tables_instance = build();

}  // namespace

const Tables& kTables = tables_instance;

}  // namespace hensoku::chu
