#pragma once
// Swindles: the move to play when every move loses at once.
//
// When the best root score is a loss at the opponent's very next move, all
// moves score alike and the search would play whichever it ordered first
// (in daihasami-onestep that was a stone stepping backwards). A player
// would rather leave the strongest threat of its own on the board, so that
// an opponent who misses the win loses at once. Each move is therefore
// followed by a pass of the opponent (a null move, where the family allows
// one) and scored by our best move after it: a win when that move ends the
// game in our favour, otherwise its static evaluation.
#include <cstddef>
#include <vector>

#include "search/position_concept.h"
#include "search/score.h"

namespace hensoku::search {

namespace swindle_detail {

// Follow-up moves looked at over all root moves: a few milliseconds, also
// in chu (about 200 moves a side). Root moves past it keep their place.
constexpr int kFollowUpBudget = 20000;

// Has the side that just moved won: the game over in its favour, or the
// opponent in check without a move that helps?
template <SearchPosition P>
bool wins_at_once(const P& pos) {
  const Status status = pos.status();  // the side to move's view
  if (status == Status::Loss) return true;
  if (status != Status::Ongoing || !pos.in_check()) return false;
  MoveList<typename P::Move, P::kMaxMoves> replies;
  pos.generate_legal(replies);
  return replies.empty() && pos.no_moves_status() == Status::Loss;
}

// Our best follow-up with us to move: a win (kMateBound) if some move wins
// at once, else the best static evaluation after a move, our view.
template <SearchPosition P>
int best_follow_up(P& pos, int& budget) {
  MoveList<typename P::Move, P::kMaxMoves> moves;
  pos.generate_legal(moves);
  budget -= int(moves.size());
  int best = -kInfinite;
  for (const auto& m : moves) {
    pos.do_move(m);
    const int value = wins_at_once(pos) ? kMateBound : -pos.evaluate();  // evaluate(): the opponent's view
    pos.undo_move();
    if (value > best) best = value;
    if (best == kMateBound) break;
  }
  return best;
}

// One root move's threat: after it and a pass of the opponent, our best
// follow-up; without a pass (not allowed here), the static evaluation.
template <SearchPosition P>
int threat_after(P& pos, const typename P::Move& m, int& budget) {
  pos.do_move(m);
  int value = 0;
  const Status status = pos.status();  // the opponent's view
  if (status == Status::Loss) {
    value = kMateBound;
  } else if (status == Status::Win) {
    value = -kMateBound;
  } else if (status == Status::Ongoing && pos.null_move_ok()) {
    pos.do_null();
    value = best_follow_up(pos, budget);
    pos.undo_null();
  } else if (status == Status::Ongoing) {
    value = -pos.evaluate();
  }
  pos.undo_move();
  return value;
}

}  // namespace swindle_detail

// The index in `moves` (every legal root move, in the search's order) of
// the move leaving the strongest threat; the first of equals, so the
// search's own order decides ties. Families without a null move keep 0.
template <SearchPosition P>
size_t swindle_choice(P& pos, const std::vector<typename P::Move>& moves) {
  if constexpr (!P::kNullMoveSafe) {
    return 0;
  } else {
    size_t chosen = 0;
    int best = -kInfinite;
    int budget = swindle_detail::kFollowUpBudget;
    for (size_t i = 0; i < moves.size() && budget > 0; ++i) {
      const int value = swindle_detail::threat_after(pos, moves[i], budget);
      if (value > best) {
        best = value;
        chosen = i;
      }
    }
    return chosen;
  }
}

}  // namespace hensoku::search
