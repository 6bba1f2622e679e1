#pragma once
// Move notation, lishogi-compatible (chu.md): "7g7f", "7g7f+", lion double
// moves from-middle-to "7j7i6h", igui "6i5h6i", pass "6f6g6f". Output is
// canonical: three squares only for a first-step capture, an igui or a pass.
#include <string>

#include "chu/position.h"
#include "chu/rules.h"

namespace hensoku::chu {

std::string move_to_string(const Move& m);

// Do two moves of `pos` have the same outcome (start, destination, captured
// squares, promotion)?
bool same_outcome(const Position& pos, const Move& a, const Move& b);

// Parses `text` into the legal move of `pos` with that outcome, among `legal`.
// Accepts the three-square spelling of any move along a real lion path.
// Throws InputError for malformed text, impossible paths and illegal moves.
Move parse_move(const Position& pos, const std::string& text, const MoveList& legal);

}  // namespace hensoku::chu
