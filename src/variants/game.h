#pragma once
// The one interface every face (USI, XBoard, web server, CLI, match referee)
// uses to talk to a game, whatever its family. A Game is a position plus the
// history that led to it in one variant, with moves as notation strings.
//
// Families implement it over their own fast position types (src/shogi,
// src/chu, src/hasami); the faces never see those types. Hot paths (perft,
// search) stay inside the family and are reached through perft() here and the
// search engine interface in src/search.
#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/side.h"

namespace hensoku {

// Bad input from a user (malformed SFEN, unparsable or illegal move, unknown
// option value). Its message is shown to the user as it is, so it says what
// was wrong and, where useful, what was expected. An operation that throws it
// changes nothing.
class InputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// How the game stands. `code` is a stable machine id, `reason` a sentence a UI
// can show ("Black is checkmated", "Fourfold repetition: draw").
struct Outcome {
  enum class Kind { Ongoing, Win, Draw };
  Kind kind = Kind::Ongoing;
  Side winner = Side::Black;  // meaningful only for Win
  std::string code;           // e.g. "checkmate", "stalemate", "sennichite",
                              // "perpetual-check", "declaration", "royal-captured",
                              // "bare-king", "five-in-a-row", "reduced-to-one",
                              // "all-captured", "lead-held", "repetition", "no-legal-move"
  std::string reason;

  bool over() const { return kind != Kind::Ongoing; }
};

// A position as a UI draws it. cells are row-major from the top-left square as
// seen by Black (rank a, highest file first); "" is empty, otherwise the piece
// token as the family's SFEN writes it ("P", "+p", "n", combined pieces as
// documented in docs/notation.md).
struct BoardView {
  int files = 0;
  int ranks = 0;
  std::vector<std::string> cells;
  // Pieces in hand per side: (uppercase piece letter, count), in SFEN order.
  std::vector<std::pair<std::string, int>> hands[2];
  Side to_move = Side::Black;
};

// One legal move, structured so a UI can enter it by clicking squares.
struct MoveView {
  std::string usi;                  // the move in the family's notation (docs/notation.md)
  std::string from;                 // start square ("7g"); empty for a drop
  std::vector<std::string> via;     // intermediate squares in order (lion double moves)
  std::string to;                   // final square
  std::string drop;                 // dropped piece letter (uppercase), or empty
  std::string kind;                 // "move", "drop", "swap", "merge", "igui", "pass", "jump"
  std::string choice;               // promotion / variant choice tag, "" when none
                                    // ("+", and family-specific tags in docs/notation.md)
  std::vector<std::string> captures;  // squares whose pieces the move removes
};

// Rule options a variant reads at creation ("FirstPlayer" -> "white", ...).
using RuleOptions = std::map<std::string, std::string>;

class Game {
 public:
  virtual ~Game() = default;

  virtual std::string variant() const = 0;
  virtual std::unique_ptr<Game> clone() const = 0;

  // Position set-up; both clear the history. set_sfen throws InputError and
  // leaves the game unchanged on a malformed or illegal position.
  virtual void set_start() = 0;
  virtual void set_sfen(const std::string& sfen) = 0;
  virtual std::string sfen() const = 0;
  virtual std::string start_sfen() const = 0;
  // The position the history starts from (the last set_start/set_sfen), and
  // the rule options the game was created with: with history() they let
  // another component (the search, a referee) rebuild the game exactly.
  virtual std::string setup_sfen() const = 0;
  virtual const RuleOptions& options() const = 0;

  // Moves. play() throws InputError (nothing changed) on an unparsable or
  // illegal move; undo() returns false when there is no move to take back.
  virtual std::vector<std::string> legal_moves() const = 0;
  virtual std::vector<MoveView> legal_move_views() const = 0;
  virtual void play(const std::string& move) = 0;
  virtual bool undo() = 0;
  virtual std::vector<std::string> history() const = 0;  // moves since the set-up position

  virtual Side side_to_move() const = 0;
  virtual Outcome outcome() const = 0;
  virtual uint64_t key() const = 0;

  // What a UI explains about the position. The squares of the side to move's
  // royal pieces that the opponent attacks (check); empty in families
  // without royals.
  virtual std::vector<std::string> royals_in_check() const { return {}; }
  // True when a capture duty is in force now: only capturing moves are legal.
  virtual bool capture_compulsory() const { return false; }
  // Why the set-up position cannot start a game ("White has no king"), or ""
  // when it can. set_sfen accepts such positions (problems, perft); a new
  // game refuses them.
  virtual std::string setup_problem() const { return {}; }

  virtual BoardView view() const = 0;
  virtual std::string board_text() const = 0;  // human-readable diagram for USI `d`

  // Counts leaf move sequences of `depth` plies from the current position
  // (family perft rules: repetition and impasse ignored). When on_root_move is
  // given, it receives each root move with its subtree count, in move order.
  // When `stop` is given and becomes true, the count ends early (the result
  // is then partial; the caller knows from its flag).
  virtual uint64_t perft(int depth, const std::function<void(const std::string&, uint64_t)>& on_root_move = {},
                         const std::atomic<bool>* stop = nullptr) const = 0;
};

}  // namespace hensoku
