#pragma once
// A SearchPosition over the Game interface, for any family: exact rules (the
// family's own legal moves, results and repetition), at the cost of string
// moves. Check is not visible through the interface, so this adapter reports
// no check and never null-moves.
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "search/board_eval.h"
#include "search/position_concept.h"
#include "search/search_engine.h"

namespace hensoku::search {

class GameAdapter {
 public:
  struct Move {
    uint32_t id = 0;   // index in this adapter's move names
    int32_t gain = 0;  // capture ordering value, 0 when quiet
  };
  static constexpr size_t kMaxMoves = 1024;
  static constexpr bool kNullMoveSafe = false;
  using List = MoveList<Move, kMaxMoves>;

  GameAdapter(std::unique_ptr<Game> game, std::shared_ptr<const BoardEvaluator> eval);
  GameAdapter(GameAdapter&&) = default;
  GameAdapter& operator=(GameAdapter&&) = default;

  uint64_t key() const { return game_->key(); }
  Side side_to_move() const { return game_->side_to_move(); }
  bool in_check() const { return false; }
  Status status() const;
  Status no_moves_status() const;
  void generate_legal(List& list) const { generate(list, false); }
  void generate_noisy(List& list) const { generate(list, true); }
  int capture_value(const Move& m) const { return m.gain; }
  int evaluate() const { return eval_->evaluate(*game_, game_->view()); }
  // The EvalParams choice, for an evaluation with a weight table.
  void use_eval_params(const EngineSettings& settings);
  uint32_t encode(const Move& m) const { return codes_[m.id]; }
  std::string move_string(const Move& m) const { return names_[m.id]; }
  bool null_move_ok() const { return false; }
  void do_move(const Move& m) { game_->play(names_[m.id]); }
  void undo_move() { game_->undo(); }
  // Never called: kNullMoveSafe is false (a Game has no pass).
  void do_null() {}
  void undo_null() {}

  // The position of `game` and the keys before it, for one search thread.
  static RootSetup<GameAdapter> setup(const Game& game, std::shared_ptr<const BoardEvaluator> eval);

 private:
  void generate(List& list, bool noisy_only) const;
  uint32_t intern(const std::string& name) const;

  std::unique_ptr<Game> game_;
  std::shared_ptr<const BoardEvaluator> eval_;
  // Move names seen so far; ids are private to this adapter, codes (a hash
  // of the name) are the same in every thread.
  mutable std::unordered_map<std::string, uint32_t> ids_;
  mutable std::vector<std::string> names_;
  mutable std::vector<uint32_t> codes_;
};

static_assert(SearchPosition<GameAdapter>);

// An engine for one registry family over the Game interface.
std::unique_ptr<Engine> make_game_engine(const std::string& family, std::shared_ptr<const BoardEvaluator> eval);

}  // namespace hensoku::search
