#pragma once
// Rule options of the shogi family that change which moves are legal. Each
// is a compile-time parameter of the generator and of perft, so standard
// shogi (CaptureDuty::None) compiles to exactly the code it had without them.
#include <cstdint>

namespace hensoku::shogi {

// The forced-capture rules (SF-5, SF-6).
enum class CaptureDuty : uint8_t {
  None,         // standard shogi: no duty
  Legal,        // SF-5.1 "legal first": a legal capture (in check: a capturing evasion) must be played
  Pseudo,       // SF-5.1 literal: any pseudo-legal capture forbids non-captures; only legal captures remain
  KingOnly,     // SF-5.2: in check only the king moves (freely); otherwise Legal
  KingCapture,  // SF-5.3: in check king moves and captures of the checker, no interposition; otherwise Legal
  True,         // SF-6: in check every evasion, no duty; otherwise Legal
};

struct RuleSet {
  CaptureDuty duty = CaptureDuty::None;
  // SF-3 Friend Capture: a piece may capture a friendly piece other than its
  // own king. Combined only with CaptureDuty::None (no variant asks for both;
  // the generator refuses other combinations with InputError).
  bool friend_capture = false;
  // SF-1 Swapper Gold: a gold-class piece may swap places with a friend on
  // one of its step squares. Combined only with CaptureDuty::None.
  bool swapper_gold = false;
  // SF-2 Swap Shogi: every piece, the king included, may swap places with a
  // friend within its reach; both may promote. Combined only with CaptureDuty::None.
  bool swap = false;
  // SF-4 Merge Shogi: a piece may move onto a friend and become one combined
  // piece with the moves of both. Combined only with CaptureDuty::None.
  bool merge = false;

  // How many of the exclusive rule options are set (more than one: InputError).
  int exclusive_options() const {
    return int(friend_capture) + int(swapper_gold) + int(swap) + int(merge) + int(duty != CaptureDuty::None);
  }
  bool has_extra_moves() const { return friend_capture || swapper_gold || swap || merge; }
};

}  // namespace hensoku::shogi
