// The referee: plays one game between two players under Hensoku's rules,
// keeping the clocks and scoring illegal moves, crashes and time losses.
#include <fmt/core.h>

#include "match/match.h"
#include "variants/registry.h"

namespace hensoku::match {

namespace {

Outcome forfeit(Side loser, const std::string& code, const std::string& reason) {
  Outcome o;
  o.kind = Outcome::Kind::Win;
  o.winner = ~loser;
  o.code = code;
  o.reason = reason;
  return o;
}

const char* side_name(Side s) { return s == Side::Black ? "Black" : "White"; }

// Clock after a move: false when the mover lost on time.
bool charge_clock(const TimeControl& tc, int64_t& remaining, int64_t elapsed, int64_t margin) {
  if (tc.movetime_ms) return elapsed <= tc.movetime_ms + margin;
  if (tc.nodes || tc.depth) return true;
  if (elapsed <= remaining) {
    remaining += tc.increment_ms - elapsed;
    return true;
  }
  int64_t over = elapsed - remaining;  // time taken beyond the main time
  remaining = 0;
  if (tc.byoyomi_ms) return over <= tc.byoyomi_ms + margin;
  return over <= margin;
}

// How long the referee waits before asking for a move (the engine then loses on time).
int64_t hard_limit(const TimeControl& tc, int64_t remaining, int64_t margin) {
  if (tc.movetime_ms) return tc.movetime_ms + margin + 1000;
  if (tc.nodes || tc.depth) return 600000;
  return remaining + tc.byoyomi_ms + tc.increment_ms + margin + 1000;
}

// What the clock allows the mover before it loses on time (margin aside).
int64_t move_budget(const TimeControl& tc, int64_t remaining) {
  if (tc.movetime_ms) return tc.movetime_ms;
  if (tc.nodes || tc.depth) return 0;
  return remaining + tc.byoyomi_ms;
}

std::string result_text(const Outcome& o) {
  if (o.kind == Outcome::Kind::Draw) return "1/2-1/2";
  return o.winner == Side::Black ? "1-0" : "0-1";
}

// Resignation adjudication: a side whose own score stayed beyond -threshold
// for `moves` moves while the opponent agreed loses.
struct Adjudicator {
  int threshold, moves;
  int streak[2] = {0, 0};
  std::optional<int> last[2];

  std::optional<Side> loser(Side mover, std::optional<int> score) {
    if (threshold <= 0) return std::nullopt;
    int m = index(mover);
    last[m] = score;
    streak[m] = score && *score <= -threshold ? streak[m] + 1 : 0;
    auto other = last[1 - m];
    if (streak[m] >= moves && other && *other >= threshold) return mover;
    return std::nullopt;
  }
};

}  // namespace

GameRecord play_game(const MatchConfig& config, const Opening& opening, Player& black, Player& white) {
  GameRecord rec;
  rec.black = black.name();
  rec.white = white.name();
  auto game = create_game(config.variant, config.rule_options);
  if (!opening.sfen.empty()) game->set_sfen(opening.sfen);
  rec.setup_sfen = game->sfen();
  for (const auto& m : opening.moves) game->play(m);
  rec.opening_moves = opening.moves;

  black.new_game(*game);
  white.new_game(*game);
  int64_t clock[2] = {config.tc.base_ms, config.tc.base_ms};
  Adjudicator adjudicator{config.resign_score, config.resign_moves, {0, 0}, {}};
  Outcome outcome = game->outcome();

  for (int ply = 0; !outcome.over(); ++ply) {
    if (ply >= config.max_plies) {
      outcome = {Outcome::Kind::Draw, Side::Black, "max-plies",
                 fmt::format("Drawn by the referee after {} plies", config.max_plies)};
      break;
    }
    Side mover = game->side_to_move();
    Player& p = mover == Side::Black ? black : white;
    MoveReply reply = p.think(*game, config.tc, clock, hard_limit(config.tc, clock[index(mover)], config.time_margin_ms));
    rec.timings.push_back(
        {mover, reply.elapsed_ms, move_budget(config.tc, clock[index(mover)]), reply.depth, reply.score_cp});
    if (!reply.error.empty()) {
      outcome = forfeit(mover, reply.error == "timeout" ? "time-forfeit" : "engine-failure",
                        fmt::format("{} ({}) failed: {}", side_name(mover), p.name(), reply.error));
      break;
    }
    if (!charge_clock(config.tc, clock[index(mover)], reply.elapsed_ms, config.time_margin_ms)) {
      outcome = forfeit(mover, "time-forfeit", fmt::format("{} ({}) lost on time", side_name(mover), p.name()));
      break;
    }
    if (reply.move == "resign") {
      outcome = forfeit(mover, "resignation", fmt::format("{} ({}) resigned", side_name(mover), p.name()));
      break;
    }
    try {
      game->play(reply.move);
    } catch (const InputError& e) {
      outcome = forfeit(mover, "illegal-move",
                        fmt::format("{} ({}) played an illegal move {}: {}", side_name(mover), p.name(), reply.move, e.what()));
      break;
    }
    rec.moves.push_back(reply.move);
    outcome = game->outcome();
    if (!outcome.over())
      if (auto loser = adjudicator.loser(mover, reply.score_cp))
        outcome = forfeit(*loser, "adjudication", fmt::format("{} is lost by both engines' scores", side_name(*loser)));
  }
  black.game_over(Side::Black, outcome);
  white.game_over(Side::White, outcome);
  rec.outcome = outcome;
  rec.result = result_text(outcome);
  return rec;
}

}  // namespace hensoku::match
