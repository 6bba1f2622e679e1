#pragma once
// One XBoard/CECP (protover 2) conversation: `hensoku` switches to it when
// the first command is `xboard` (docs/xboard.md). Commands in, answers out;
// tests drive it with string streams.
//
// The engine thinks in background threads: the input loop stays free, so
// `?` (move now), `quit` and every other command are answered at once.
// Bad input gets "Error (...): ..." or "Illegal move (...): ..." and changes
// nothing.
#include <iosfwd>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "usi/usi_options.h"
#include "variants/game.h"
#include "xboard/xboard_notation.h"

namespace hensoku {
class Engine;
struct SearchInfo;
struct SearchLimits;
}  // namespace hensoku

namespace hensoku::xboard {

class Session {
 public:
  explicit Session(std::ostream& out);
  ~Session();

  // Reads commands until `quit` or the end of input.
  void run(std::istream& in);
  // Handles one command line; returns false after `quit`.
  bool handle(const std::string& line);
  // Blocks until the engine's current search (if any) has finished; for tests.
  void wait_for_search();

  const Game& game() const { return *game_; }

 private:
  void dispatch(const std::string& cmd, const std::vector<std::string>& words, const std::string& rest);
  void send_features();
  void cmd_variant(const std::string& name);
  void cmd_new();
  void cmd_usermove(const std::string& move);
  void cmd_setboard(const std::string& fen);
  void cmd_undo(int plies);
  void cmd_level(const std::vector<std::string>& words);
  void cmd_option(const std::string& text);
  void set_engine_option(const std::string& name, const std::string& value);
  void resize_board();

  void think_if_engine_to_move();
  void start_search(bool analysis);
  SearchLimits limits_for_move() const;
  void on_best(const std::string& move, bool analysis);
  void report_result_if_over();
  void stop_search();
  void send(const std::string& line);
  std::string thinking_line(const SearchInfo& info) const;
  std::unique_ptr<Game> new_game(const std::string& variant) const;

  std::ostream& out_;
  std::mutex out_mutex_;
  std::mutex state_mutex_;  // the game and modes; a search's bestmove arrives on its thread

  usi::OptionTable rule_options_;
  RuleOptions rule_values_;
  std::string variant_;
  std::unique_ptr<Game> game_;
  BoardSize size_;
  std::unique_ptr<Engine> engine_;
  std::vector<std::pair<std::string, std::string>> engine_settings_;  // replayed on a new engine
  std::unique_ptr<Game> search_game_;

  bool force_ = false;
  bool analyzing_ = false;
  bool post_ = true;
  bool searching_ = false;
  bool discard_best_ = false;
  Side engine_side_ = Side::White;
  // Time control: level MPS BASE INC, or st, or sd; clocks from time/otim.
  int moves_per_session_ = 0;
  int64_t base_ms_ = 300000;
  int64_t increment_ms_ = 0;
  int64_t fixed_move_ms_ = 0;
  int depth_limit_ = 0;
  int64_t my_time_ms_ = 300000;
  int64_t their_time_ms_ = 300000;
};

// XBoard's FEN (board with "[holdings]", "w" for the first player to move)
// as the family's SFEN; throws InputError when it is not one. `flipped`: the
// first player is White, so XBoard's board is Hensoku's turned half round
// with the colours swapped (BoardSize::flipped).
std::string sfen_from_xboard_fen(const std::string& fen, bool flipped = false);
// The other way, for `setup`: holdings in brackets when `holdings`.
std::string xboard_fen_from_sfen(const std::string& sfen, bool holdings, bool flipped = false);

}  // namespace hensoku::xboard
