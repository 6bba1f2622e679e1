#pragma once
// Game results of the shogi family (SF-0.4 .. SF-0.6): checkmate and
// stalemate (both lose), sennichite (fourfold repetition: draw, or a loss for
// a side that checked with every move of the cycle), and the 27-point
// declaration.
#include <cstddef>
#include <vector>

#include "core/key_history.h"
#include "shogi/position.h"
#include "shogi/rules.h"

namespace hensoku::shogi {

enum class Result { Ongoing, Checkmate, Stalemate, Sennichite, PerpetualCheck };

struct ResultInfo {
  Result result = Result::Ongoing;
  Side loser = Side::Black;  // for Checkmate, Stalemate, PerpetualCheck
};

// keys[i] is the key after i moves from the set-up position (keys.back() is
// the current position); gave_check[i] says whether move i+1 gave check.
// Legal moves (for checkmate and stalemate) are those of `rules`.
ResultInfo judge(const Position& pos, const KeyHistory& keys, const std::vector<bool>& gave_check,
                 const RuleSet& rules = {});

// Sennichite alone (SF-0.5), from the same history: the family's one
// repetition rule, which the search's repetition score follows too
// (perpetual_checker below).
ResultInfo repetition_result(const Position& pos, const KeyHistory& keys, const std::vector<bool>& gave_check);

// SF-0.5's perpetual check: of the cycle from position `first` to position
// `last` (the current one), which side gave check with every one of its
// moves? `in_check(i)` says whether the side to move at position i was in
// check, i.e. whether the move leading to it gave check. The side that just
// moved is judged first.
enum class PerpetualChecker { None, JustMoved, ToMove };
template <typename InCheck>
PerpetualChecker perpetual_checker(size_t first, size_t last, InCheck in_check) {
  bool just_moved_checked = true, to_move_checked = true;
  for (size_t i = first + 1; i <= last; ++i) {
    bool& flag = (last - i) % 2 == 0 ? just_moved_checked : to_move_checked;
    if (!in_check(i)) flag = false;
  }
  if (just_moved_checked) return PerpetualChecker::JustMoved;
  if (to_move_checked) return PerpetualChecker::ToMove;
  return PerpetualChecker::None;
}

// The 27-point declaration (SF-0.6, CSA computer-shogi rule) for the side to
// move: its king in the enemy camp, not in check, at least 10 other own pieces
// in the enemy camp, and points (rook, bishop and their promotions 5, others
// 1; pieces in the camp and in hand) of at least 28 for the first player and
// 27 for the second. `mover_is_first_player` says which threshold applies.
bool can_declare(const Position& pos, bool mover_is_first_player);
// The same conditions for side `s` but the move and the check: its king in
// the camp, the pieces and the points (the side waiting to move meets them:
// it declares at its turn unless it is checked or loses material first).
bool meets_declaration_points(const Position& pos, Side s, bool is_first_player);
int declaration_points(const Position& pos, Side s);

}  // namespace hensoku::shogi
