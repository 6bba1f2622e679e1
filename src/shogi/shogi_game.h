#pragma once
// The Game interface (src/variants/game.h) over the shogi-family position.
#include <optional>

#include "core/key_history.h"
#include "shogi/position.h"
#include "shogi/result.h"
#include "shogi/rules.h"
#include "variants/game.h"

namespace hensoku::shogi {

// Rule options read at creation: FirstPlayer (black|white: what the start
// position means, SF-0.7) and Declaration (true|false: the 27-point rule,
// SF-0.6). Throws InputError on an unknown option or value.
// The rule set of a variant name ("shogi", "forcedcapture", ...); throws
// InputError for a name this family does not play.
RuleSet variant_rules(const std::string& variant);

// Options of a variant: FirstPlayer, Declaration, and for forcedcapture
// CapturePriority (legal|pseudo: the SF-5.1 reading).
struct ShogiOptions {
  bool white_first = false;
  bool declaration = false;
  RuleSet rules;
  static ShogiOptions parse(const std::string& variant, const RuleOptions& options);
  Side first_player() const { return white_first ? Side::White : Side::Black; }
  // Whether the side to move may declare a win here (SF-0.6: the option on
  // and the 27-point conditions met): the Game's "win" move and the search's
  // won positions both ask this.
  bool may_declare(const Position& pos) const {
    return declaration && can_declare(pos, pos.side_to_move() == first_player());
  }
  // Whether the side that just moved will be able to declare at its next
  // turn as the position stands (the search's threat, SF-0.6).
  bool threatens_declaration(const Position& pos) const {
    const Side waiting = ~pos.side_to_move();
    return declaration && meets_declaration_points(pos, waiting, waiting == first_player());
  }
};

class ShogiGame : public Game {
 public:
  ShogiGame(std::string variant, const RuleOptions& options);  // throws InputError

  std::string variant() const override { return variant_; }
  std::unique_ptr<Game> clone() const override { return std::make_unique<ShogiGame>(*this); }

  void set_start() override;
  void set_sfen(const std::string& sfen) override;
  std::string sfen() const override { return pos_.sfen(); }
  std::string start_sfen() const override;
  std::string setup_sfen() const override { return setup_sfen_; }
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
  bool capture_compulsory() const override;
  std::string setup_problem() const override;

  BoardView view() const override;
  std::string board_text() const override;

  uint64_t perft(int depth, const std::function<void(const std::string&, uint64_t)>& on_root_move = {},
                 const std::atomic<bool>* stop = nullptr) const override;

  const Position& position() const { return pos_; }
  // The history as the search takes it (no replay of the moves' text): the
  // key after each move (keys[0] the set-up position), whether each move gave
  // check, and whether the side to move was in check at the set-up.
  const KeyHistory& key_history() const { return keys_; }
  const std::vector<bool>& gave_check() const { return gave_check_; }
  bool setup_in_check() const { return setup_in_check_; }

 private:
  void reset_history();
  Side first_player() const;

  std::string variant_;
  RuleOptions options_;
  ShogiOptions rules_;
  Position pos_;
  std::string setup_sfen_;
  Side setup_side_ = Side::Black;
  bool setup_in_check_ = false;
  std::vector<Move> moves_;
  KeyHistory keys_;               // keys_[i]: after i moves, counted (SF-0.5)
  std::vector<bool> gave_check_;  // gave_check_[i]: move i+1 gave check
  std::optional<Side> declared_;  // a side that won by declaration ("win")
};

}  // namespace hensoku::shogi
