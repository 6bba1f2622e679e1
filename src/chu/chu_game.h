#pragma once
// hensoku::Game for chu shogi: a Position, its history and the rule set.
// Adds what needs the history: repetition (CHU-R) and the game result.
#include <memory>
#include <string>
#include <vector>

#include "chu/position.h"
#include "chu/repetition.h"
#include "core/key_history.h"
#include "chu/rules.h"
#include "variants/game.h"

namespace hensoku::chu {

// Reads "ChuRules" and "ChuLanceLastRankPromotion"; throws InputError on an
// unknown option name or value.
Rules rules_from_options(const RuleOptions& options);

class ChuGame : public Game {
 public:
  explicit ChuGame(const RuleOptions& options = {});

  std::string variant() const override { return "chushogi"; }
  std::unique_ptr<Game> clone() const override { return std::make_unique<ChuGame>(*this); }

  void set_start() override;
  void set_sfen(const std::string& sfen) override;
  std::string sfen() const override { return pos_.sfen(); }
  std::string start_sfen() const override { return Position::kStartSfen; }
  std::string setup_sfen() const override { return setup_; }
  const RuleOptions& options() const override { return options_; }

  std::vector<std::string> legal_moves() const override;
  std::vector<MoveView> legal_move_views() const override;
  void play(const std::string& move) override;
  bool undo() override;
  std::vector<std::string> history() const override;

  Side side_to_move() const override { return pos_.side_to_move(); }
  Outcome outcome() const override;
  uint64_t key() const override { return pos_.key(); }

  std::vector<std::string> royals_in_check() const override;
  std::string setup_problem() const override;

  BoardView view() const override;
  std::string board_text() const override;

  uint64_t perft(int depth, const std::function<void(const std::string&, uint64_t)>& on_root_move = {},
                 const std::atomic<bool>* stop = nullptr) const override;

  // The family-level access for tests, benchmarks and the search.
  const Position& position() const { return pos_; }
  const Rules& rules() const { return rules_; }
  // Every position since the set-up (the search takes the keys from here).
  const KeyHistory& key_history() const { return keys_; }
  // Legal moves with repetition applied (CHU-R); `forbidden` (optional)
  // receives the moves refused to the side to move as initiator.
  MoveList legal(MoveList* forbidden = nullptr) const;
  void play_move(const Move& m);

 private:
  struct Ply {
    Move move;
    Undo undo;
  };
  // Index of the last earlier occurrence of `key` and how many there are.
  int occurrences(uint64_t key, int* last) const;
  // Has some position of the history occurred three times already?
  bool any_position_thrice() const;
  Outcome lishogi_outcome() const;

  RuleOptions options_;
  Rules rules_;
  std::string setup_;
  Position pos_;  // const queries that make moves work on a copy
  std::vector<Ply> plies_;
  KeyHistory keys_;                   // keys_[i]: position after i plies, counted (CHU-R)
  std::vector<MoveRecord> records_;   // records_[i]: ply i
};

}  // namespace hensoku::chu
