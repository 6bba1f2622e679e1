#pragma once
// Perft: the number of legal move sequences of a given length, the standard
// check of a move generator. Repetition and impasse are ignored; the last ply
// is counted from the generated list without making its moves (bulk counting).
#include <atomic>
#include <cstdint>
#include <functional>

#include "shogi/movegen.h"

namespace hensoku::shogi {

// Standard shogi.
uint64_t perft(Position& pos, int depth);
// Under a rule option set (dispatches once to the specialised recursion).
// A `stop` flag that becomes true ends the count early (partial result).
uint64_t perft(Position& pos, int depth, const RuleSet& rules, const std::atomic<bool>* stop = nullptr);
// Perft with each root move's subtree count reported in generation order.
uint64_t perft_divide(Position& pos, int depth, const std::function<void(Move, uint64_t)>& on_root_move,
                      const RuleSet& rules = {}, const std::atomic<bool>* stop = nullptr);

}  // namespace hensoku::shogi
