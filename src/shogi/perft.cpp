#include "shogi/perft.h"

#include "variants/game.h"  // InputError

namespace hensoku::shogi {

namespace {

// A stop request is looked at only where the subtree below is large enough
// for the check to cost nothing measurable.
bool stop_requested(const std::atomic<bool>* stop, int depth) {
  return stop && depth >= 3 && stop->load(std::memory_order_relaxed);
}

template <CaptureDuty D>
uint64_t perft_for(Position& pos, int depth, const std::atomic<bool>* stop) {
  MoveList list;
  generate_legal<D>(pos, list);
  if (depth <= 1) return depth == 1 ? uint64_t(list.size) : 1;
  uint64_t total = 0;
  for (Move m : list) {
    if (stop_requested(stop, depth)) break;
    pos.do_move(m);
    total += perft_for<D>(pos, depth - 1, stop);
    pos.undo_move();
  }
  return total;
}

// The variants with their own generator function (friend capture, swapper gold).
template <void (*Generate)(const Position&, VariantMoveList&)>
uint64_t perft_with(Position& pos, int depth, const std::atomic<bool>* stop) {
  VariantMoveList list;
  Generate(pos, list);
  if (depth <= 1) return depth == 1 ? uint64_t(list.size) : 1;
  uint64_t total = 0;
  for (Move m : list) {
    if (stop_requested(stop, depth)) break;
    pos.do_move(m);
    total += perft_with<Generate>(pos, depth - 1, stop);
    pos.undo_move();
  }
  return total;
}

}  // namespace

uint64_t perft(Position& pos, int depth) { return perft_for<CaptureDuty::None>(pos, depth, nullptr); }

uint64_t perft(Position& pos, int depth, const RuleSet& rules, const std::atomic<bool>* stop) {
  if (rules.has_extra_moves()) {
    if (rules.exclusive_options() > 1)
      throw InputError(
          "the shogi rule options friend capture, swapper gold, swap, merge and capture duty do not combine");
    if (rules.swapper_gold) return perft_with<generate_legal_swapper_gold>(pos, depth, stop);
    if (rules.swap) return perft_with<generate_legal_swap_shogi>(pos, depth, stop);
    if (rules.merge) return perft_with<generate_legal_merge_shogi>(pos, depth, stop);
    return perft_with<generate_legal_friend_capture>(pos, depth, stop);
  }
  switch (rules.duty) {
    case CaptureDuty::None: return perft_for<CaptureDuty::None>(pos, depth, stop);
    case CaptureDuty::Legal: return perft_for<CaptureDuty::Legal>(pos, depth, stop);
    case CaptureDuty::Pseudo: return perft_for<CaptureDuty::Pseudo>(pos, depth, stop);
    case CaptureDuty::KingOnly: return perft_for<CaptureDuty::KingOnly>(pos, depth, stop);
    case CaptureDuty::KingCapture: return perft_for<CaptureDuty::KingCapture>(pos, depth, stop);
    case CaptureDuty::True: return perft_for<CaptureDuty::True>(pos, depth, stop);
  }
  return 0;
}

uint64_t perft_divide(Position& pos, int depth, const std::function<void(Move, uint64_t)>& on_root_move,
                      const RuleSet& rules, const std::atomic<bool>* stop) {
  if (depth <= 0) return 1;
  VariantMoveList list;
  generate_legal(pos, list, rules);
  uint64_t total = 0;
  for (Move m : list) {
    pos.do_move(m);
    uint64_t n = perft(pos, depth - 1, rules, stop);
    pos.undo_move();
    if (stop && stop->load()) break;  // a partial count is not reported
    if (on_root_move) on_root_move(m, n);
    total += n;
  }
  return total;
}

}  // namespace hensoku::shogi
