#pragma once
// The rule options that make one hasami-family variant (../../docs/hasami.md).
// Every variant is one Rules value read by the same position code.
#include <string>
#include <string_view>
#include <vector>

namespace hensoku::hasami {

enum class MoveMode : unsigned char { Rook, Step };            // HS-0.2
enum class StartLayout : unsigned char { OneRank, TwoRanks, Makayek };
enum class WinRule : unsigned char {
  ReduceToOne,   // HS-1.1: opponent left with at most one stone
  CaptureAll,    // HS-1a/1b/1c, HS-3.3: opponent left with no stone
  FiveInRow,     // HS-2.2/2.3: five outside the home ranks; both under five draws
  CaptureCount,  // HS-4: five captures, or a lead of three that holds
};

struct Rules {
  std::string name;      // variant name ("hasami", ...)
  int size = 9;          // board is size x size (9 or 8)
  MoveMode mode = MoveMode::Rook;
  bool jumps = false;           // HS-2.1
  StartLayout layout = StartLayout::OneRank;
  WinRule win = WinRule::ReduceToOne;
  bool diagonal_fives = false;  // HS-2a/2b
  bool corner_capture = true;   // HS-0.4 (not in ma-ka-yek, HS-3.1)
  bool intervention = false;    // HS-3.2

  int stones_per_side() const { return layout == StartLayout::OneRank ? size : 2 * size; }
  bool counts_captures() const { return win == WinRule::CaptureCount; }
};

// The nine variants, in registry order.
const std::vector<Rules>& all_rules();
// The rules of a variant by name; throws InputError for an unknown name.
const Rules& rules_for(std::string_view variant);

}  // namespace hensoku::hasami
