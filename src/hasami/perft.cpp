#include "hasami/perft.h"

#include "hasami/movegen.h"

namespace hensoku::hasami {

uint64_t perft(Position& pos, int depth, const std::atomic<bool>* stop) {
  if (depth == 0) return 1;
  if (pos.material_status().kind != Status::Kind::Ongoing) return 0;
  if (depth == 1) return uint64_t(count_moves(pos));
  MoveList list;
  generate_moves(pos, list);
  uint64_t nodes = 0;
  for (Move m : list) {
    if (stop && depth >= 3 && stop->load(std::memory_order_relaxed)) break;
    Undo undo;
    pos.do_move(m, undo);
    nodes += perft(pos, depth - 1, stop);
    pos.undo_move(m, undo);
  }
  return nodes;
}

}  // namespace hensoku::hasami
