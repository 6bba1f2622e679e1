#pragma once
// A match participant: an engine process speaking USI (or XBoard), or the
// built-in random mover. The referee owns the game; a player only answers
// "your move" with a move string and what it reported.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "variants/game.h"

namespace hensoku::match {

struct EngineConfig {
  std::string name;
  std::vector<std::string> command;  // argv; empty for the random mover
  std::string protocol = "usi";      // "usi", "xboard" or "random"
  std::string working_dir;
  std::vector<std::pair<std::string, std::string>> options;  // USI setoption / XBoard option
  std::vector<std::string> init_commands;                    // raw lines sent after the handshake (e.g. "memory 64")
  // Debian's fairy-stockfish 11.1 reads USI btime/wtime the wrong way round;
  // for such an engine the referee sends the two fields swapped.
  bool swap_clock_fields = false;
  std::string xboard_variant;  // XBoard variant name ("chu"); defaults to the match variant
  int memory_mb = 64;          // XBoard `memory` for engines with feature memory=1
  uint64_t seed = 1;           // random mover
  // USI: start each game as GUIs do (ShogiGUI, Shogidokoro): isready and
  // readyok, then usinewgame, position and go without waiting, so that what
  // the engine does at usinewgame counts on its first move's clock.
  // Otherwise usinewgame is followed by isready and waited for.
  bool gui_new_game = false;
};

// Time control: main time + increment, or main time + byoyomi; or a fixed
// time, node count or depth per move.
struct TimeControl {
  int64_t base_ms = 0;
  int64_t increment_ms = 0;
  int64_t byoyomi_ms = 0;
  int64_t movetime_ms = 0;
  uint64_t nodes = 0;
  int depth = 0;
};

struct MoveReply {
  std::string move;   // empty when the player failed (see error)
  std::string error;  // "timeout", "crash", protocol trouble
  int64_t elapsed_ms = 0;
  std::optional<int> score_cp;  // last reported score, mover's view (mate folded to +-100000)
  int depth = 0;                // last reported depth of a scored line; 0 = none reported
};

class Player {
 public:
  virtual ~Player() = default;
  virtual const std::string& name() const = 0;
  virtual void new_game(const Game& game) = 0;
  // The number of the game about to start (1-based, as recorded): a seeded
  // player draws that game's moves from it alone (match/shard.h game_seed).
  virtual void set_game_number(int) {}
  // remaining[2] are both clocks in ms; hard_limit_ms is when the referee gives up waiting.
  virtual MoveReply think(const Game& game, const TimeControl& tc, const int64_t remaining[2],
                          int64_t hard_limit_ms) = 0;
  // Tells the player, who played `side`, how the game ended (USI gameover).
  virtual void game_over(Side side, const Outcome& outcome) = 0;
};

// Starts a player; throws std::runtime_error if the engine cannot be started
// or does not complete its handshake.
std::unique_ptr<Player> make_player(const EngineConfig& config, const std::string& variant);

}  // namespace hensoku::match
