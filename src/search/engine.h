#pragma once
// The engine as the faces see it (USI, XBoard, web server, match): start a
// search of a Game's current position in background threads, receive progress
// and the best move through callbacks, stop it at any time.
//
// Implemented in src/search over each family's position type; create_engine()
// picks the family from the registry.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "variants/game.h"
#include "variants/registry.h"

namespace hensoku {

struct SearchLimits {
  int64_t time[2] = {-1, -1};     // remaining ms for Black, White (USI btime/wtime); -1 = not given
  int64_t increment[2] = {0, 0};  // binc/winc in ms
  int64_t byoyomi = 0;            // ms per move after the main time
  int64_t movetime = 0;           // exact ms for this move; 0 = none
  int depth = 0;                  // 0 = no depth limit
  uint64_t nodes = 0;             // 0 = no node limit
  int mate = 0;                   // search for a mate in this many moves; 0 = off
  bool infinite = false;          // until stop
  bool ponder = false;            // pondering: no time limit until ponderhit
};

struct SearchInfo {
  int depth = 0;
  int seldepth = 0;
  int multipv = 1;
  bool is_mate = false;
  int score = 0;           // centipawns from the mover's view, or (is_mate) plies to mate, negative when mated
  enum class Bound { Exact, Lower, Upper } bound = Bound::Exact;
  uint64_t nodes = 0;
  uint64_t nps = 0;
  int hashfull = 0;        // per mille
  int64_t time_ms = 0;
  std::vector<std::string> pv;
  std::string currmove;    // non-empty: this is a "currmove" report, the other fields but depth unset
  int currmovenumber = 0;
  std::string text;        // non-empty: a free-text "info string" report
};

struct BestMove {
  std::string move;    // a move in notation, or "resign", or "win" (declaration)
  std::string ponder;  // expected reply, may be empty
};

class Engine {
 public:
  virtual ~Engine() = default;

  // Engine options a GUI can set (USI_Hash, Threads, MultiPV, a strength option, ...).
  virtual std::vector<OptionSpec> options() const = 0;
  // Throws InputError for an unknown option or a bad value; nothing changes then.
  virtual void set_option(const std::string& name, const std::string& value) = 0;
  virtual void new_game() = 0;  // forget everything learnt (hash table, histories)
  // The same, knowing the kind of game that comes next (its variant and
  // rules; the position may be any): the engine also gets ready to search it
  // (tables allocated and emptied now, not on the first move's clock).
  virtual void new_game(const Game& next) {
    (void)next;
    new_game();
  }
  // At isready: allocates now, outside any clock, what a search of `next`'s
  // kind of game needs (the hash table at its set size, the threads' tables),
  // keeping what they hold, and measures how busy the machine is (a few
  // ms of sleeps, time_manager.h). Nothing happens while a search runs.
  virtual void get_ready(const Game& next) { (void)next; }

  // Starts a search of game's current position (its history counts for
  // repetition) and returns at once. on_info may be called from search
  // threads; on_best is called exactly once per go(), after which the engine
  // is idle. Throws InputError if the game belongs to another family.
  virtual void go(const Game& game, const SearchLimits& limits,
                  std::function<void(const SearchInfo&)> on_info,
                  std::function<void(const BestMove&)> on_best) = 0;
  virtual void stop() = 0;       // returns at once; on_best follows promptly
  virtual void ponderhit() = 0;  // the pondered move was played: switch to normal timing
  virtual void wait() = 0;       // blocks until the current search (if any) has reported on_best
};

// An engine for the family of `variant`; throws InputError for an unknown variant.
std::unique_ptr<Engine> create_engine(const std::string& variant);

}  // namespace hensoku
