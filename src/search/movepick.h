#pragma once
// Move ordering, in the manner of Stockfish's movepick: the scores a node
// gives its moves (the table move, captures that win or hold material by
// exchange with MVV-LVA among them, killers and the counter move, quiet
// moves by history, and last the captures that lose material) and the
// order in which it tries them.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <utility>

#include "search/position_concept.h"

namespace hensoku::search {

inline constexpr int kTTMoveScore = 1 << 30;
inline constexpr int kCaptureScore = 1 << 24;
inline constexpr int kKillerScore = 1 << 22;
inline constexpr int kBadCaptureScore = -(1 << 24);

// Most cut nodes end on the table move or the best captures; a node that
// goes on sorts the rest once instead of one selection pass per move over
// lists of a hundred drops or more (about 6% fewer instructions on shogi
// middlegames at equal nodes).
inline constexpr size_t kSelectionPicks = 3;

// Sorts moves from..end by descending score; equal scores keep their order
// (the lower index gets the higher key).
template <class Move, size_t N>
[[gnu::noinline]] void sort_rest(MoveList<Move, N>& list, std::array<int, N>& scores, size_t from) {
  const size_t n = list.size() - from;
  std::array<uint64_t, N> keys;
  std::array<Move, N> moves;
  for (size_t j = 0; j < n; ++j) {
    keys[j] = uint64_t(uint32_t(scores[from + j]) ^ 0x80000000u) << 32 | uint32_t(N - j);
    moves[j] = list[from + j];
  }
  std::sort(keys.begin(), keys.begin() + n, std::greater<uint64_t>());
  for (size_t j = 0; j < n; ++j) {
    list[from + j] = moves[N - uint32_t(keys[j])];
    scores[from + j] = int(uint32_t(keys[j] >> 32) ^ 0x80000000u);
  }
}

// Puts the move to try i-th in place: the first kSelectionPicks moves are
// picked one by one (selection sort step: the best remaining move to
// position i), the rest sorted at once.
template <class Move, size_t N>
void pick_move(MoveList<Move, N>& list, std::array<int, N>& scores, size_t i) {
  if (i == kSelectionPicks && list.size() > i + 1) return sort_rest(list, scores, i);
  if (i > kSelectionPicks) return;
  size_t best = i;
  for (size_t j = i + 1; j < list.size(); ++j)
    if (scores[j] > scores[best]) best = j;
  if (best != i) {
    std::swap(list[i], list[best]);
    std::swap(scores[i], scores[best]);
  }
}

}  // namespace hensoku::search
