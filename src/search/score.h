#pragma once
// Scores in centipawns from the side to move's view; wins at a known distance
// are mate scores, MATE minus the plies from the root to the end.
#include <algorithm>

namespace hensoku::search {

constexpr int kInfinite = 32500;
constexpr int kMate = 32000;
constexpr int kMaxPly = 128;
constexpr int kMateBound = kMate - 1000;  // |score| above it: a forced result
constexpr int kMaxEval = kMateBound - 1;  // evaluations are clamped below mate scores

constexpr int win_in(int ply) { return kMate - ply; }
constexpr int loss_in(int ply) { return -kMate + ply; }
constexpr bool is_mate_score(int s) { return s >= kMateBound || s <= -kMateBound; }
// Plies to the end for a mate score: positive when the mover wins.
constexpr int mate_plies(int s) { return s > 0 ? kMate - s : -(kMate + s); }

// Mate scores in the table are relative to the node, not the root.
constexpr int to_tt(int s, int ply) { return s >= kMateBound ? s + ply : s <= -kMateBound ? s - ply : s; }
constexpr int from_tt(int s, int ply) { return s >= kMateBound ? s - ply : s <= -kMateBound ? s + ply : s; }

constexpr int clamp_eval(int e) { return std::clamp(e, -kMaxEval, kMaxEval); }

}  // namespace hensoku::search
