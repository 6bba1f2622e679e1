#include "hasami/geometry.h"

#include "core/prng.h"

namespace hensoku::hasami {

namespace {

void build_slides(Geometry& g) {
  const int n = g.size;
  for (int i = 0; i < n; ++i)
    for (int occ = 0; occ < (1 << n); ++occ) {
      uint16_t reach = 0;
      for (int j = i + 1; j < n && !(occ >> j & 1); ++j) reach |= uint16_t(1u << j);
      for (int j = i - 1; j >= 0 && !(occ >> j & 1); --j) reach |= uint16_t(1u << j);
      g.slide[i][occ] = reach;
      g.slide_count[i][occ] = uint8_t(std::popcount(reach));
    }
}

void build_neighbours(Geometry& g) {
  const int n = g.size;
  const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
  for (int sq = 0; sq < g.squares; ++sq) {
    for (int d = 0; d < 4; ++d) {
      int r = g.row(sq) + dr[d], c = g.col(sq) + dc[d];
      g.neighbour[sq][d] = int8_t(r >= 0 && r < n && c >= 0 && c < n ? g.square(r, c) : -1);
    }
    g.corner[sq] = g.corner_partner[sq] = -1;
  }
  const int corners[4] = {g.square(0, 0), g.square(0, n - 1), g.square(n - 1, 0), g.square(n - 1, n - 1)};
  for (int c : corners) {
    int adj[2], k = 0;
    for (int d = 0; d < 4; ++d)
      if (g.neighbour[c][d] >= 0) adj[k++] = g.neighbour[c][d];
    for (int i = 0; i < 2; ++i) {
      g.corner[adj[i]] = int8_t(c);
      g.corner_partner[adj[i]] = int8_t(adj[1 - i]);
    }
  }
}

void build_masks(Geometry& g) {
  for (int sq = 0; sq < g.squares; ++sq) {
    g.row_of[sq] = int8_t(sq / g.size);
    g.col_of[sq] = int8_t(sq % g.size);
  }
  for (int sq = 0; sq < g.squares; ++sq) {
    g.board |= bit128(sq);
    if (g.col(sq) > 0) g.not_left |= bit128(sq);
    if (g.col(sq) < g.size - 1) g.not_right |= bit128(sq);
    g.rank_mask[g.row(sq)] |= bit128(sq);
    if (g.col(sq) <= g.size - 5) g.five_from_left |= bit128(sq);
    if (g.col(sq) >= 4) g.five_from_right |= bit128(sq);
  }
}

void build_keys(Geometry& g) {
  Prng prng(0x4A5A6D69ULL + uint64_t(g.size));
  for (auto& side : g.stone_key)
    for (auto& k : side) k = prng.next();
  g.white_to_move_key = prng.next();
  for (auto& side : g.capture_key)
    for (auto& k : side) k = prng.next();
  for (auto& side : g.capture_key) side[0] = 0;  // no captures: plain SFEN key
}

Geometry build(int size) {
  Geometry g;
  g.size = size;
  g.squares = size * size;
  build_masks(g);
  build_neighbours(g);
  build_slides(g);
  build_keys(g);
  return g;
}

}  // namespace

const Geometry& geometry(int size) {
  static const Geometry nine = build(9);
  static const Geometry eight = build(8);
  return size == 8 ? eight : nine;
}

}  // namespace hensoku::hasami
