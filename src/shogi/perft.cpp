#include "shogi/perft.h"

#include "variants/game.h"  // InputError

namespace hensoku::shogi {

namespace {

template <CaptureDuty D>
uint64_t perft_for(Position& pos, int depth) {
  MoveList list;
  generate_legal<D>(pos, list);
  if (depth <= 1) return depth == 1 ? uint64_t(list.size) : 1;
  uint64_t total = 0;
  for (Move m : list) {
    pos.do_move(m);
    total += perft_for<D>(pos, depth - 1);
    pos.undo_move();
  }
  return total;
}

// The variants with their own generator function (friend capture, swapper gold).
template <void (*Generate)(const Position&, VariantMoveList&)>
uint64_t perft_with(Position& pos, int depth) {
  VariantMoveList list;
  Generate(pos, list);
  if (depth <= 1) return depth == 1 ? uint64_t(list.size) : 1;
  uint64_t total = 0;
  for (Move m : list) {
    pos.do_move(m);
    total += perft_with<Generate>(pos, depth - 1);
    pos.undo_move();
  }
  return total;
}

}  // namespace

uint64_t perft(Position& pos, int depth) { return perft_for<CaptureDuty::None>(pos, depth); }

uint64_t perft(Position& pos, int depth, const RuleSet& rules) {
  if (rules.has_extra_moves()) {
    if (rules.exclusive_options() > 1)
      throw InputError(
          "the shogi rule options friend capture, swapper gold, swap, merge and capture duty do not combine");
    if (rules.swapper_gold) return perft_with<generate_legal_swapper_gold>(pos, depth);
    if (rules.swap) return perft_with<generate_legal_swap_shogi>(pos, depth);
    if (rules.merge) return perft_with<generate_legal_merge_shogi>(pos, depth);
    return perft_with<generate_legal_friend_capture>(pos, depth);
  }
  switch (rules.duty) {
    case CaptureDuty::None: return perft_for<CaptureDuty::None>(pos, depth);
    case CaptureDuty::Legal: return perft_for<CaptureDuty::Legal>(pos, depth);
    case CaptureDuty::Pseudo: return perft_for<CaptureDuty::Pseudo>(pos, depth);
    case CaptureDuty::KingOnly: return perft_for<CaptureDuty::KingOnly>(pos, depth);
    case CaptureDuty::KingCapture: return perft_for<CaptureDuty::KingCapture>(pos, depth);
    case CaptureDuty::True: return perft_for<CaptureDuty::True>(pos, depth);
  }
  return 0;
}

uint64_t perft_divide(Position& pos, int depth, const std::function<void(Move, uint64_t)>& on_root_move,
                      const RuleSet& rules) {
  if (depth <= 0) return 1;
  VariantMoveList list;
  generate_legal(pos, list, rules);
  uint64_t total = 0;
  for (Move m : list) {
    pos.do_move(m);
    uint64_t n = perft(pos, depth - 1, rules);
    pos.undo_move();
    if (on_root_move) on_root_move(m, n);
    total += n;
  }
  return total;
}

}  // namespace hensoku::shogi
