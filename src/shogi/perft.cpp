#include "shogi/perft.h"

namespace hensoku::shogi {

uint64_t perft(Position& pos, int depth) {
  MoveList list;
  generate_legal(pos, list);
  if (depth <= 1) return depth == 1 ? uint64_t(list.size) : 1;
  uint64_t total = 0;
  for (Move m : list) {
    pos.do_move(m);
    total += perft(pos, depth - 1);
    pos.undo_move();
  }
  return total;
}

uint64_t perft_divide(Position& pos, int depth, const std::function<void(Move, uint64_t)>& on_root_move) {
  if (depth <= 0) return 1;
  MoveList list;
  generate_legal(pos, list);
  uint64_t total = 0;
  for (Move m : list) {
    pos.do_move(m);
    uint64_t n = perft(pos, depth - 1);
    pos.undo_move();
    if (on_root_move) on_root_move(m, n);
    total += n;
  }
  return total;
}

}  // namespace hensoku::shogi
