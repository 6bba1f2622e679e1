#pragma once
// Repetition (chu.md CHU-R): who initiated a cycle, in the order a, b, d, c.
#include <vector>

#include "chu/position.h"

namespace hensoku::chu {

// What CHU-R needs to know about one played move.
struct MoveRecord {
  Side mover = Side::Black;
  bool gave_check = false;  // the mover attacks an enemy royal after the move
  bool new_attack = false;  // the mover attacks an enemy piece it did not attack before
  bool pass = false;        // a pass (CHU-J2: a move for repetition)
};

// Describes `m` played in `pos` (the position before the move).
MoveRecord describe_move(Position& pos, const Move& m);

// The initiator of the cycle formed by `records[cycle_start..]` (the last
// record is the move that repeats the position). Rule d looks back through
// all of `records` for the start of the run of passes.
Side cycle_initiator(const std::vector<MoveRecord>& records, size_t cycle_start);

// Lishogi rules: the side that gave check with every move of the cycle, if
// exactly one did (it loses); returns false when there is none (a draw).
bool perpetual_checker(const std::vector<MoveRecord>& records, size_t cycle_start, Side& checker);

}  // namespace hensoku::chu
