#pragma once
// One-heap Nim (take 1-3, taking the last stone wins) behind the Game
// interface, to test the engine end to end (a search set up from a Game) without
// depending on a rules family.
#include <memory>
#include <string>
#include <vector>

#include "toy_games.h"
#include "variants/game.h"

namespace hensoku::search::toy {

class NimGame final : public Game {
 public:
  explicit NimGame(int stones) : start_(stones), stones_(stones) {}

  std::string variant() const override { return "nim"; }
  std::unique_ptr<Game> clone() const override { return std::make_unique<NimGame>(*this); }
  void set_start() override { set_sfen(std::to_string(start_)); }
  void set_sfen(const std::string& sfen) override {
    int n = std::stoi(sfen);
    start_ = stones_ = n;
    taken_.clear();
  }
  std::string sfen() const override { return std::to_string(stones_); }
  std::string start_sfen() const override { return std::to_string(start_); }
  std::string setup_sfen() const override { return std::to_string(start_); }
  const RuleOptions& options() const override { return options_; }
  std::vector<std::string> legal_moves() const override {
    std::vector<std::string> out;
    for (int t = 1; t <= 3 && t <= stones_; ++t) out.push_back(name("take", t));
    return out;
  }
  std::vector<MoveView> legal_move_views() const override {
    std::vector<MoveView> out;
    for (const auto& m : legal_moves()) {
      MoveView v;
      v.usi = m;
      v.kind = "move";
      out.push_back(v);
    }
    return out;
  }
  void play(const std::string& move) override {
    for (int t = 1; t <= 3 && t <= stones_; ++t)
      if (move == name("take", t)) {
        stones_ -= t;
        taken_.push_back(t);
        return;
      }
    throw InputError("illegal move " + move);
  }
  bool undo() override {
    if (taken_.empty()) return false;
    stones_ += taken_.back();
    taken_.pop_back();
    return true;
  }
  std::vector<std::string> history() const override {
    std::vector<std::string> out;
    for (int t : taken_) out.push_back(name("take", t));
    return out;
  }
  Side side_to_move() const override { return taken_.size() % 2 ? Side::White : Side::Black; }
  Outcome outcome() const override {
    Outcome o;
    if (stones_ == 0) {
      o.kind = Outcome::Kind::Win;
      o.winner = ~side_to_move();
      o.code = "last-stone";
      o.reason = "took the last stone";
    }
    return o;
  }
  uint64_t key() const override { return (uint64_t(stones_) * 2 + taken_.size() % 2) * 0x9E3779B97F4A7C15ULL + 3; }
  BoardView view() const override {
    BoardView v;
    v.files = 1;
    v.ranks = 1;
    v.cells = {std::to_string(stones_)};
    v.to_move = side_to_move();
    return v;
  }
  std::string board_text() const override { return sfen(); }
  uint64_t perft(int, const std::function<void(const std::string&, uint64_t)>& = {},
                 const std::atomic<bool>* = nullptr) const override {
    return 0;
  }

 private:
  int start_;
  int stones_;
  std::vector<int> taken_;
  RuleOptions options_;
};

}  // namespace hensoku::search::toy
