#pragma once
// hensoku::Game over a hasami-family Position: notation, history, the
// repetition draw (HS-0.7), the optional ply limit and the outcome reasons.
#include <memory>
#include <string>
#include <vector>

#include "core/key_history.h"
#include "hasami/position.h"
#include "hasami/rules.h"
#include "variants/game.h"

namespace hensoku::hasami {

class HasamiGame final : public Game {
 public:
  // Throws InputError for an unknown option or a bad PlyLimit value.
  HasamiGame(const Rules& rules, const RuleOptions& options);

  std::string variant() const override { return rules_->name; }
  std::unique_ptr<Game> clone() const override { return std::make_unique<HasamiGame>(*this); }

  void set_start() override;
  void set_sfen(const std::string& sfen) override;
  std::string sfen() const override;
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

  BoardView view() const override;
  std::string board_text() const override;

  uint64_t perft(int depth, const std::function<void(const std::string&, uint64_t)>& on_root_move = {},
                 const std::atomic<bool>* stop = nullptr) const override;

  const Position& position() const { return pos_; }
  int ply_limit() const { return ply_limit_; }
  // Every position since the set-up (the search takes the keys from here).
  const KeyHistory& key_history() const { return keys_; }

 private:
  struct Played {
    Move move;
    Undo undo;
  };
  void reset(const Position& pos);
  int repetitions() const;  // how often the current position has occurred
  Move parse_legal_move(const std::string& text) const;

  const Rules* rules_;
  RuleOptions options_;
  int ply_limit_ = 0;
  Position pos_;
  std::string setup_sfen_;
  std::vector<Played> played_;
  KeyHistory keys_;  // every position since the set-up, counted (HS-0.7)
};

}  // namespace hensoku::hasami
