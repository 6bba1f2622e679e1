#pragma once
// What the search needs from a position: the small concept every family
// adapter satisfies. The search never sees a family's own types beyond it.
#include <array>
#include <type_traits>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/side.h"

namespace hensoku::search {

// A game's state as the side to move sees it, before it searches its moves.
enum class Status : uint8_t { Ongoing, Win, Loss, Draw };

// Under a perpetual-check rule (P::kPerpetualCheckLoses), which side of a
// repetition cycle gave check with every one of its moves, as the family's
// rule says (P::cycle_checker).
enum class CycleChecker : uint8_t { None, JustMoved, ToMove };

// Fixed-capacity move list: no allocation in the search's inner loop.
template <class Move, size_t Capacity>
class MoveList {
 public:
  void push(const Move& m) {
    if (size_ < Capacity) slots_.moves[size_++] = m;
  }
  void clear() { size_ = 0; }
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Move& operator[](size_t i) { return slots_.moves[i]; }
  const Move& operator[](size_t i) const { return slots_.moves[i]; }
  Move* begin() { return slots_.moves; }
  Move* end() { return slots_.moves + size_; }
  const Move* begin() const { return slots_.moves; }
  const Move* end() const { return slots_.moves + size_; }

 private:
  // Left uninitialised: only the first size_ slots are ever read, and
  // zeroing a 600-move list at every node cost about 2% of the search time.
  union Slots {
    Slots() {}
    Move moves[Capacity];
  };
  static_assert(std::is_trivially_copyable_v<Move> && std::is_trivially_destructible_v<Move>);
  Slots slots_;
  size_t size_ = 0;
};

// A searchable position. Moves are small values; encode() maps one to a
// 32-bit code that is the same in every thread's copy of the position (the
// transposition table, killers and history store codes, never moves).
//
//  status()            results that end the game before the mover moves
//                      (royal captured, five in a row, repetition by the
//                      family's rules, ...), from the mover's view;
//  no_moves_status()   the result when generate_legal() found nothing
//                      (checkmate, stalemate = loss, ...);
//  generate_noisy()    the moves quiescence searches (captures, and for a
//                      position in check every evasion is searched instead);
//  capture_value()     MVV-LVA style gain for ordering; 0 for a quiet move;
//  null moves          only called when kNullMoveSafe and null_move_ok().
template <class P>
concept SearchPosition =
    requires(P& p, const P& cp, const typename P::Move& m, MoveList<typename P::Move, P::kMaxMoves>& list) {
      { P::kMaxMoves } -> std::convertible_to<size_t>;
      { P::kNullMoveSafe } -> std::convertible_to<bool>;
      { cp.key() } -> std::convertible_to<uint64_t>;
      { cp.side_to_move() } -> std::same_as<Side>;
      { cp.in_check() } -> std::convertible_to<bool>;
      { cp.status() } -> std::same_as<Status>;
      { cp.no_moves_status() } -> std::same_as<Status>;
      { cp.generate_legal(list) };
      { cp.generate_noisy(list) };
      { cp.capture_value(m) } -> std::convertible_to<int>;
      { cp.evaluate() } -> std::convertible_to<int>;
      { cp.encode(m) } -> std::convertible_to<uint32_t>;
      { cp.move_string(m) } -> std::convertible_to<std::string>;
      { cp.null_move_ok() } -> std::convertible_to<bool>;
      { p.do_move(m) };
      { p.undo_move() };
      { p.do_null() };
      { p.undo_null() };
    };

}  // namespace hensoku::search
