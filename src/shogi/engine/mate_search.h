#pragma once
// A checks-only mate search for the shogi family (USI `go mate`) over an
// AND/OR tree where the attacker plays only checking moves and the defender
// every legal evasion under the variant's rules. First iterative deepening
// to 7 plies: the first depth that succeeds gives a shortest forced mate (the
// defender choosing the longest line), and a depth that fails without being
// cut anywhere proves that no mate by continuous checks exists ("nomate").
// Beyond that, a depth-first proof-number search (df-pn); its mating line is
// the quickest proven check against the longest proven resistance.
#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "shogi/position.h"
#include "shogi/rules.h"

namespace hensoku::shogi {

struct MateResult {
  enum class Kind { Mate, NoMate, Timeout };
  Kind kind = Kind::Timeout;
  std::vector<std::string> moves;  // the mating line in USI notation (Mate only)
  uint64_t nodes = 0;
};

// Searches until a mate is found, none can exist, `stop` is set, or
// time_limit_ms passes (0: no limit). A repetition on the line fails it
// (perpetual check loses, SF-0.5), so "nomate" is only claimed for trees
// searched to the end without one.
MateResult find_mate(const shogi::Position& pos, const shogi::RuleSet& rules, int64_t time_limit_ms,
                     const std::atomic<bool>& stop);

}  // namespace hensoku::shogi
