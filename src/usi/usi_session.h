#pragma once
// One USI conversation: commands in, answers out. `hensoku` with no arguments
// runs a session on stdin/stdout; tests drive it with string streams.
//
// Every malformed or illegal command is answered with "info string error: ..."
// and changes nothing; the session keeps serving.
#include <atomic>
#include <iosfwd>
#include <memory>
#include <mutex>
#include <thread>
#include <string>
#include <vector>

#include "usi/usi_options.h"
#include "variants/game.h"

namespace hensoku {
class Engine;
struct SearchLimits;
}

namespace hensoku::usi {

class Session {
 public:
  explicit Session(std::ostream& out);
  ~Session();

  // Reads commands until `quit` or the end of input.
  void run(std::istream& in);
  // Handles one command line; returns false after `quit`.
  bool handle(const std::string& line);

  // Blocks until a running search or mate search has answered; for tests.
  void wait_for_search();

  const Game& game() const { return *game_; }

 private:
  void cmd_usi();
  void cmd_setoption(const std::vector<std::string>& words);
  void cmd_position(const std::vector<std::string>& words);
  void cmd_go(const std::vector<std::string>& words);
  void cmd_perft(const std::vector<std::string>& words);
  void cmd_stop();
  void cmd_ponderhit();
  void cmd_display();
  void cmd_gameover(const std::vector<std::string>& words);
  void start_mate_search(int64_t time_limit_ms);

  void set_rule_option(const OptionSpec& spec, const std::string& value);
  std::unique_ptr<Game> new_game(const std::string& variant, const RuleOptions& values) const;
  void send(const std::string& line);

  // Search (when the engine is built in).
  void start_search(const SearchLimits& limits);
  void report_best(const std::string& line);
  void stop_search();
  void release_held_best();

  std::ostream& out_;
  std::mutex out_mutex_;
  OptionTable options_;
  std::string variant_;
  RuleOptions rule_values_;  // rule options the user set, by canonical name
  std::unique_ptr<Game> game_;

  std::unique_ptr<Engine> engine_;
  std::vector<std::pair<std::string, std::string>> engine_settings_;  // replayed on a new engine
  std::unique_ptr<Game> search_game_;  // the position being searched, alive until bestmove
  // In `go infinite` and `go ponder` the bestmove is held back until stop/ponderhit.
  std::mutex best_mutex_;
  bool hold_best_ = false;
  std::string held_best_;
  // `go mate`: a checks-only mate search on its own thread (mate_search.h).
  std::thread mate_thread_;
  std::atomic<bool> mate_stop_{false};
  // `go perft`: counted on its own thread, so that `stop` ends it at once;
  // any other command waits for its count (as if it ran on this thread).
  std::thread perft_thread_;
  std::atomic<bool> perft_stop_{false};
  void end_perft();     // stops it
  void finish_perft();  // waits for its count
  // No search since the last game ended (or since the start, or a change of
  // variant): isready then also empties the engine's tables for the next
  // game, so that usinewgame costs nothing on the first move's clock.
  bool between_games_ = true;
  void cmd_isready();
};

}  // namespace hensoku::usi
