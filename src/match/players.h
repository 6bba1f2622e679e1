#pragma once
// The kinds of match players (see player.h for the interface).
#include "core/prng.h"
#include "match/player.h"
#include "match/process.h"

namespace hensoku::match {

class UsiPlayer final : public Player {
 public:
  UsiPlayer(const EngineConfig& config, const std::string& variant);
  const std::string& name() const override { return config_.name; }
  void new_game(const Game& game) override;
  MoveReply think(const Game& game, const TimeControl& tc, const int64_t remaining[2], int64_t hard_limit_ms) override;
  void game_over(Side side, const Outcome& outcome) override;

 private:
  void send(const std::string& line);
  void expect(const std::string& token, int timeout_ms);

  EngineConfig config_;
  ChildProcess process_;
};

// An XBoard/CECP (protover 2) engine, e.g. HaChu for chu. The engine is kept
// in force mode and sent `go` for each of its moves, so the referee alone
// decides whose turn it is; moves are converted to and from XBoard
// coordinates (src/xboard/xboard_notation.h).
class XBoardPlayer final : public Player {
 public:
  XBoardPlayer(const EngineConfig& config, const std::string& variant);
  const std::string& name() const override { return config_.name; }
  void new_game(const Game& game) override;
  MoveReply think(const Game& game, const TimeControl& tc, const int64_t remaining[2], int64_t hard_limit_ms) override;
  void game_over(Side side, const Outcome& outcome) override;

 private:
  void send(const std::string& line);
  void read_features();
  void sync(int timeout_ms);
  std::string time_control_commands(const TimeControl& tc) const;
  // Sends the moves of game's history that the engine has not seen yet.
  std::string catch_up(const Game& game);

  EngineConfig config_;
  std::string xboard_variant_;
  ChildProcess process_;
  bool usermove_prefix_ = false;
  bool ping_ = false;
  bool memory_ = false;
  int ping_counter_ = 0;
  size_t moves_sent_ = 0;     // plies of the game's history the engine has
  std::string time_control_;  // the level/st/sd line last sent
};

// Plays a uniformly random legal move: the floor every engine must beat 100%.
class RandomPlayer final : public Player {
 public:
  explicit RandomPlayer(const EngineConfig& config) : config_(config), prng_(config.seed) {}
  const std::string& name() const override { return config_.name; }
  void new_game(const Game&) override {}
  void set_game_number(int number) override;
  MoveReply think(const Game& game, const TimeControl&, const int64_t[2], int64_t) override;
  void game_over(Side, const Outcome&) override {}

 private:
  EngineConfig config_;
  Prng prng_;
};

}  // namespace hensoku::match
