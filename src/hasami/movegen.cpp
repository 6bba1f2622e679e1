#include "hasami/movegen.h"

namespace hensoku::hasami {

namespace {

// How far a stone moves in one step of `dir` on a board of width n.
int delta(int dir, int n) {
  switch (dir) {
    case Up: return -n;
    case Down: return n;
    case Left: return -1;
    default: return 1;
  }
}

void add_slides(const Position& pos, MoveList& list) {
  const Geometry& g = pos.geo();
  for (u128 b = pos.stones(pos.side_to_move()); b;) {
    const int from = pop_lsb(b), r = g.row(from), c = g.col(from);
    for (unsigned reach = g.slide[c][pos.row_bits(r)]; reach; reach &= reach - 1)
      list.add(Move(from, g.square(r, std::countr_zero(reach)), false));
    for (unsigned reach = g.slide[r][pos.col_bits(c)]; reach; reach &= reach - 1)
      list.add(Move(from, g.square(std::countr_zero(reach), c), false));
  }
}

void add_steps(const Position& pos, MoveList& list) {
  const Geometry& g = pos.geo();
  const u128 us = pos.stones(pos.side_to_move()), empty = pos.empty();
  for (int dir = 0; dir < 4; ++dir) {
    const int d = delta(dir, g.size);
    for (u128 to = g.shift(us, dir) & empty; to;) {
      const int t = pop_lsb(to);
      list.add(Move(t - d, t, false));
    }
  }
}

// HS-2.1: over one adjacent stone of either colour to the empty square beyond.
u128 jump_landings(const Position& pos, int dir) {
  const Geometry& g = pos.geo();
  return g.shift(g.shift(pos.stones(pos.side_to_move()), dir) & pos.occupied(), dir) & pos.empty();
}

void add_jumps(const Position& pos, MoveList& list) {
  for (int dir = 0; dir < 4; ++dir) {
    const int d = delta(dir, pos.geo().size);
    for (u128 to = jump_landings(pos, dir); to;) {
      const int t = pop_lsb(to);
      list.add(Move(t - 2 * d, t, true));
    }
  }
}

int count_slides(const Position& pos) {
  const Geometry& g = pos.geo();
  int n = 0;
  for (u128 b = pos.stones(pos.side_to_move()); b;) {
    const int from = pop_lsb(b), r = g.row(from), c = g.col(from);
    n += g.slide_count[c][pos.row_bits(r)] + g.slide_count[r][pos.col_bits(c)];
  }
  return n;
}

int count_steps(const Position& pos) {
  const Geometry& g = pos.geo();
  const u128 us = pos.stones(pos.side_to_move()), empty = pos.empty();
  return popcount(g.shift(us, Up) & empty) + popcount(g.shift(us, Down) & empty) +
         popcount(g.shift(us, Left) & empty) + popcount(g.shift(us, Right) & empty);
}

}  // namespace

void generate_moves(const Position& pos, MoveList& list) {
  list.size = 0;
  if (pos.rules().mode == MoveMode::Rook)
    add_slides(pos, list);
  else
    add_steps(pos, list);
  if (pos.rules().jumps) add_jumps(pos, list);
}

int count_moves(const Position& pos) {
  int n = pos.rules().mode == MoveMode::Rook ? count_slides(pos) : count_steps(pos);
  if (pos.rules().jumps)
    for (int dir = 0; dir < 4; ++dir) n += popcount(jump_landings(pos, dir));
  return n;
}

}  // namespace hensoku::hasami
