#include "hasami/engine/hasami_adapter.h"

#include "hasami/hasami_game.h"
#include "hasami/movegen.h"
#include "hasami/notation.h"
#include "search/score.h"

namespace hensoku::hasami::engine {

using namespace search;

HasamiAdapter::HasamiAdapter(hasami::Position pos, int ply_limit, const HasamiParams* params)
    : pos_(std::move(pos)), ply_limit_(ply_limit), params_(params) {
  played_.reserve(kMaxPly + 16);
}

// As HasamiGame::outcome: the rules' results first (a side with no move
// loses, also when the ply limit is reached), then the ply-limit draw.
Status HasamiAdapter::status() const {
  const hasami::Status st = pos_.material_status();
  if (st.kind == hasami::Status::Kind::Draw) return Status::Draw;
  if (st.kind == hasami::Status::Kind::Win) return st.winner == pos_.side_to_move() ? Status::Win : Status::Loss;
  if (pos_.ply_limit_reached(ply_limit_))
    return hasami::count_moves(pos_) == 0 ? Status::Loss : Status::Draw;
  return Status::Ongoing;
}

// Each move's captures come from the capture rule without making the move;
// only moves that may complete five (their target is a hole of a four) are
// made and judged by the rules themselves.
void HasamiAdapter::generate(List& list, bool noisy_only) const {
  hasami::MoveList moves;
  hasami::generate_moves(pos_, moves);
  const hasami::Rules& rules = pos_.rules();
  const Side us = pos_.side_to_move();
  const int their_stones = pos_.count(~us), our_captures = pos_.captures(us);
  u128 five_candidates = 0;
  if (rules.win == hasami::WinRule::FiveInRow)
    five_candidates = pos_.five_in_row(us) ? pos_.geo().board : hasami_five_holes(pos_, us);
  // Every capture (custodian, intervention, corner) needs an enemy stone
  // next to the square moved to.
  const hasami::Geometry& g = pos_.geo();
  u128 near_them = 0;
  for (int dir = 0; dir < 4; ++dir) near_them |= g.shift(pos_.stones(~us), dir);
  for (hasami::Move m : moves) {
    const int taken = near_them & bit128(m.to()) ? popcount(hasami_captures_of(pos_, m.from(), m.to())) : 0;
    bool wins = false;
    switch (rules.win) {
      case hasami::WinRule::ReduceToOne: wins = taken > 0 && their_stones - taken <= 1; break;
      case hasami::WinRule::CaptureAll: wins = taken > 0 && their_stones == taken; break;
      case hasami::WinRule::CaptureCount: wins = taken > 0 && our_captures + taken >= 5; break;
      case hasami::WinRule::FiveInRow:
        if (five_candidates & bit128(m.to())) {
          hasami::Undo undo;
          pos_.do_move(m, undo);
          const hasami::Status after = pos_.material_status();
          wins = after.kind == hasami::Status::Kind::Win && after.winner == us;
          pos_.undo_move(m, undo);
        }
        break;
    }
    const int gain = wins ? 1000 : 10 * taken;
    if (noisy_only && gain == 0) continue;
    list.push({m, int16_t(gain)});
  }
}

std::string HasamiAdapter::move_string(const Move& m) const { return hasami::move_text(pos_.geo(), m.move); }

// Passing is a real option only with material to spare: with few stones a
// side may be in zugzwang (every move walks into a sandwich).
bool HasamiAdapter::null_move_ok() const { return pos_.count(pos_.side_to_move()) >= 4; }

void HasamiAdapter::do_move(const Move& m) {
  played_.push_back({m.move, {}});
  pos_.do_move(m.move, played_.back().undo);
}

void HasamiAdapter::undo_move() {
  pos_.undo_move(played_.back().move, played_.back().undo);
  played_.pop_back();
}

void HasamiAdapter::do_null() { pos_.set_side_to_move(~pos_.side_to_move()); }
void HasamiAdapter::undo_null() { pos_.set_side_to_move(~pos_.side_to_move()); }

bool HasamiAdapter::handles(const Game& game) { return dynamic_cast<const hasami::HasamiGame*>(&game) != nullptr; }

RootSetup<HasamiAdapter> HasamiAdapter::setup(const Game& game) {
  const auto& hg = dynamic_cast<const hasami::HasamiGame&>(game);
  // The game hands over its position and the keys of the positions before
  // it: nothing is parsed or replayed.
  const hasami::Rules& rules = hg.position().rules();
  const KeyHistory& history = hg.key_history();
  std::vector<uint64_t> keys(history.keys().begin(), history.keys().end() - 1);
  return {HasamiAdapter(hg.position(), hg.ply_limit(), &hasami_tuned_params(rules)), std::move(keys), {}};
}

void HasamiAdapter::check_eval_params(const EngineSettings& settings) {
  if (settings.eval_params_from_file()) read_hasami_params(settings.eval_params_text, HasamiParams{});
}

}  // namespace hensoku::hasami::engine
