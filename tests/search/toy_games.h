#pragma once
// Tiny games whose game-theoretic values are known, to test the search
// machinery exactly: tic-tac-toe (a draw; wins and blocks are forced), Nim
// with one heap (take 1-3, whoever takes the last stone wins: a multiple of
// four loses), and an endless random tree (for limits and stop).
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/prng.h"
#include "search/position_concept.h"

namespace hensoku::search::toy {

// "take2", "m5" (appended, not operator+: g++ 12 warns falsely on "lit" + string).
inline std::string name(const char* prefix, int n) {
  std::string s = prefix;
  s += std::to_string(n);
  return s;
}

class TicTacToe {
 public:
  using Move = uint8_t;  // square 0..8, row-major
  static constexpr size_t kMaxMoves = 9;
  static constexpr bool kNullMoveSafe = false;

  // cells: 9 characters of 'X', 'O' or '.'; X is Black and moves first.
  explicit TicTacToe(const std::string& cells = ".........") {
    for (int i = 0; i < 9; ++i) {
      board_[size_t(i)] = cells[size_t(i)] == 'X' ? 1 : cells[size_t(i)] == 'O' ? 2 : 0;
      if (board_[size_t(i)]) ++filled_;
    }
    side_ = filled_ % 2 ? Side::White : Side::Black;
  }

  uint64_t key() const {
    uint64_t k = side_ == Side::White ? 1 : 0;
    for (int i = 0; i < 9; ++i) k = k * 3 + board_[size_t(i)];
    return k * 0x9E3779B97F4A7C15ULL + 1;
  }
  Side side_to_move() const { return side_; }
  bool in_check() const { return false; }
  Status status() const {
    if (line_of(side_ == Side::Black ? 2 : 1)) return Status::Loss;
    return filled_ == 9 ? Status::Draw : Status::Ongoing;
  }
  Status no_moves_status() const { return Status::Draw; }
  template <class L> void generate_legal(L& list) const {
    for (uint8_t i = 0; i < 9; ++i)
      if (!board_[i]) list.push(i);
  }
  template <class L> void generate_noisy(L&) const {}
  int capture_value(Move) const { return 0; }
  int evaluate() const { return 0; }
  uint32_t encode(Move m) const { return m + 1u; }
  std::string move_string(Move m) const { return std::to_string(m); }
  bool null_move_ok() const { return false; }
  void do_move(Move m) {
    board_[m] = side_ == Side::Black ? 1 : 2;
    moves_.push_back(m);
    ++filled_;
    side_ = ~side_;
  }
  void undo_move() {
    board_[moves_.back()] = 0;
    moves_.pop_back();
    --filled_;
    side_ = ~side_;
  }
  void do_null() {}
  void undo_null() {}

 private:
  bool line_of(int who) const {
    static const int lines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
    for (const auto& l : lines)
      if (board_[size_t(l[0])] == who && board_[size_t(l[1])] == who && board_[size_t(l[2])] == who) return true;
    return false;
  }
  std::array<uint8_t, 9> board_{};
  std::vector<Move> moves_;
  int filled_ = 0;
  Side side_ = Side::Black;
};

class Nim {
 public:
  using Move = uint8_t;  // stones taken, 1..3
  static constexpr size_t kMaxMoves = 3;
  static constexpr bool kNullMoveSafe = false;

  explicit Nim(int stones) : stones_(stones) {}
  uint64_t key() const { return (uint64_t(stones_) * 2 + uint64_t(side_)) * 0x9E3779B97F4A7C15ULL + 7; }
  Side side_to_move() const { return side_; }
  bool in_check() const { return false; }
  Status status() const { return stones_ == 0 ? Status::Loss : Status::Ongoing; }  // the opponent took the last
  Status no_moves_status() const { return Status::Loss; }
  template <class L> void generate_legal(L& list) const {
    for (uint8_t t = 1; t <= 3 && t <= stones_; ++t) list.push(t);
  }
  template <class L> void generate_noisy(L&) const {}
  int capture_value(Move) const { return 0; }
  int evaluate() const { return 0; }
  uint32_t encode(Move m) const { return m; }
  std::string move_string(Move m) const { return name("take", m); }
  bool null_move_ok() const { return false; }
  void do_move(Move m) {
    stones_ -= m;
    taken_.push_back(m);
    side_ = ~side_;
  }
  void undo_move() {
    stones_ += taken_.back();
    taken_.pop_back();
    side_ = ~side_;
  }
  void do_null() {}
  void undo_null() {}

 private:
  int stones_;
  std::vector<Move> taken_;
  Side side_ = Side::Black;
};

// An endless game: every position has `width` moves and a pseudo-random
// evaluation; no position repeats. The search never finishes by itself.
class RandomTree {
 public:
  using Move = uint8_t;
  static constexpr size_t kMaxMoves = 16;
  static constexpr bool kNullMoveSafe = true;

  explicit RandomTree(int width = 8, uint64_t seed = 1) : width_(width) { path_.push_back(seed); }
  uint64_t key() const { return path_.back(); }
  Side side_to_move() const { return path_.size() % 2 ? Side::Black : Side::White; }
  bool in_check() const { return false; }
  Status status() const { return Status::Ongoing; }
  Status no_moves_status() const { return Status::Draw; }
  template <class L> void generate_legal(L& list) const {
    for (int i = 0; i < width_; ++i) list.push(uint8_t(i));
  }
  template <class L> void generate_noisy(L& list) const {
    if (key() % 3 == 0) list.push(uint8_t(key() % uint64_t(width_)));
  }
  int capture_value(Move m) const { return m == key() % uint64_t(width_) && key() % 3 == 0 ? 10 : 0; }
  int evaluate() const { return int(key() % 401) - 200; }
  uint32_t encode(Move m) const { return m + 1u; }
  std::string move_string(Move m) const { return name("m", m); }
  bool null_move_ok() const { return true; }
  void do_move(Move m) { path_.push_back(Prng(path_.back() * 31 + m + 1).next()); }
  void undo_move() { path_.pop_back(); }
  void do_null() { path_.push_back(Prng(path_.back() ^ 0xABCDEF).next()); }
  void undo_null() { path_.pop_back(); }

 private:
  int width_;
  std::vector<uint64_t> path_;
};

static_assert(SearchPosition<TicTacToe>);
static_assert(SearchPosition<Nim>);
static_assert(SearchPosition<RandomTree>);

}  // namespace hensoku::search::toy
