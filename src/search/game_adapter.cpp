#include "search/game_adapter.h"

#include <algorithm>

namespace hensoku::search {

namespace {

Status status_of(const Outcome& o, Side mover) {
  switch (o.kind) {
    case Outcome::Kind::Ongoing: return Status::Ongoing;
    case Outcome::Kind::Draw: return Status::Draw;
    case Outcome::Kind::Win: return o.winner == mover ? Status::Win : Status::Loss;
  }
  return Status::Ongoing;
}

// FNV-1a: a move's code, the same string giving the same code in every thread.
uint32_t code_of(const std::string& s) {
  uint32_t h = 2166136261u;
  for (unsigned char c : s) h = (h ^ c) * 16777619u;
  return h ? h : 1;  // 0 means "no move" in the table
}

}  // namespace

GameAdapter::GameAdapter(std::unique_ptr<Game> game, std::shared_ptr<const BoardEvaluator> eval)
    : game_(std::move(game)), eval_(std::move(eval)) {}

void GameAdapter::use_eval_params(const EngineSettings& settings) {
  if (auto chosen = eval_->with_params(game_->variant(), settings)) eval_ = std::move(chosen);
}

Status GameAdapter::status() const { return status_of(game_->outcome(), game_->side_to_move()); }

// The families' rules: with no legal move the mover loses (SF-0.4, HS-0.6)
// unless the family's outcome says otherwise.
Status GameAdapter::no_moves_status() const {
  Status s = status();
  return s == Status::Ongoing ? Status::Loss : s;
}

uint32_t GameAdapter::intern(const std::string& name) const {
  auto [it, added] = ids_.try_emplace(name, uint32_t(names_.size()));
  if (added) {
    names_.push_back(name);
    codes_.push_back(code_of(name));
  }
  return it->second;
}

// Capture gain: the victims' value, less a little of the capturer's
// (most valuable victim, least valuable attacker).
void GameAdapter::generate(List& list, bool noisy_only) const {
  std::vector<MoveView> views = game_->legal_move_views();
  BoardView board;
  bool have_board = false;
  for (const MoveView& v : views) {
    if (noisy_only && v.captures.empty()) continue;
    Move m;
    m.id = intern(v.usi);
    if (!v.captures.empty()) {
      if (!have_board) {
        board = game_->view();
        have_board = true;
      }
      int victims = 0;
      for (const auto& sq : v.captures) {
        int i = view_index(board, sq);
        if (i >= 0) victims += eval_->piece_value(board.cells[size_t(i)]);
      }
      int attacker = 0;
      if (int i = view_index(board, v.from); i >= 0) attacker = eval_->piece_value(board.cells[size_t(i)]);
      m.gain = std::max(1, 1 + victims * 8 - attacker / 8);
    }
    list.push(m);
  }
}

RootSetup<GameAdapter> GameAdapter::setup(const Game& game, std::shared_ptr<const BoardEvaluator> eval) {
  std::vector<uint64_t> keys;
  auto rewind = game.clone();
  while (rewind->undo()) keys.push_back(rewind->key());
  std::reverse(keys.begin(), keys.end());
  return {GameAdapter(game.clone(), std::move(eval)), std::move(keys), {}};
}

std::unique_ptr<Engine> make_game_engine(const std::string& family, std::shared_ptr<const BoardEvaluator> eval) {
  return std::make_unique<SearchEngine<GameAdapter>>(
      family, [eval](const Game& game) { return GameAdapter::setup(game, eval); });
}

}  // namespace hensoku::search
