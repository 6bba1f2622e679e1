#pragma once
// Legal move generation for a chu position, by outcome (chu.md). Moving into
// check is legal in chu, so the only restrictions beyond piece movement are
// the lion rules (lion.h); repetition (CHU-R) depends on the game history and
// is applied by ChuGame.
#include <atomic>
#include <cstdint>

#include "chu/position.h"
#include "chu/rules.h"

namespace hensoku::chu {

void generate_moves(const Position& pos, const Rules& rules, MoveList& list);
// The legal moves that take at least one piece: exactly the captures among
// generate_moves(), in a cheaper pass (the search's quiescence).
void generate_captures(const Position& pos, const Rules& rules, MoveList& list);

// Does the piece on `from` have the right to promote on this move (CHU-P1..P5)?
bool may_promote(const Position& pos, const Rules& rules, int from, int to, bool captures);

// Leaf sequences of `depth` plies, counting moves by outcome.
// A `stop` flag that becomes true ends the count early (partial result).
uint64_t perft(Position& pos, const Rules& rules, int depth, const std::atomic<bool>* stop = nullptr);

}  // namespace hensoku::chu
