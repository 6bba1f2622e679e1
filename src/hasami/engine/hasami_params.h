#pragma once
// The hasami family's evaluation on its own Position (the native search
// path): a weighted sum of features, each weight a named parameter. The
// evaluation is linear in the parameters, so the tuning tool (src/tune) fits
// them from the feature counts alone.
//
// Features, counted from the side to move's view (ours minus theirs unless
// said otherwise):
//   stone          stones on the board
//   capture_count  captures made (HS-4 only; 0 elsewhere)
//   threat_now     enemy stones our next move can capture (we move next)
//   hanging        our stones the opponent could capture if it moved now
//   edge, corner   stones on an edge (not a corner), on a corner
//   mobility       moves available
//   advanced       stones outside their own two home ranks
//   line1..line4   five-in-a-row windows (HS-2.2, diagonals for HS-2a/2b)
//                  outside the home ranks, holding k own stones and no enemy
//   four_now       windows of four own stones whose hole we can fill next move
//   four_waiting   the opponent's such windows (its win threats)
//   tempo          1: the side to move
//   hunt           where captures win and the opponent has at most three
//                  stones left (in step mode also once we are four stones
//                  ahead): for each of them, 28 minus the distances
//                  (orthogonal steps) of our two nearest stones (ours minus
//                  theirs), so the stronger side closes in to sandwich them
// Added in session 4 with weight 0 in every hand-set table (so "untuned"
// plays exactly as before), for the tuner to fit:
//   flanked        stones with an enemy neighbour on one side of a line and
//                  an empty square on the other (one enemy move from being
//                  sandwiched there), counted per line (row, column)
//   pairs          orthogonally adjacent pairs of own stones
//   trade          stone lead times stones already captured (both sides):
//                  the same lead is worth more as the board empties
//   hanging_extra  hanging stones beyond the first (the opponent's second
//                  threat, which one move seldom parries as well)
//   center         stones in the central 5x5 (4x4 on 8x8) squares
#include <array>
#include <cstddef>
#include <string>
#include <unordered_map>

#include "hasami/position.h"
#include "hasami/rules.h"
#include "search/engine_options.h"

namespace hensoku::hasami::engine {

using search::EngineSettings;

enum HasamiParam : int {
  kStone, kCaptureCount, kThreatNow, kHanging, kEdge, kCorner, kMobility, kAdvanced,
  kLine1, kLine2, kLine3, kLine4, kFourNow, kFourWaiting, kTempo, kHunt,
  kFlanked, kPairs, kTrade, kHangingExtra, kCenter,
  kHasamiParamCount
};

inline constexpr std::array<const char*, kHasamiParamCount> kHasamiParamNames = {
    "stone", "capture_count", "threat_now", "hanging", "edge", "corner", "mobility", "advanced",
    "line1", "line2", "line3", "line4", "four_now", "four_waiting", "tempo", "hunt",
    "flanked", "pairs", "trade", "hanging_extra", "center"};

using HasamiParams = std::array<int, kHasamiParamCount>;
using HasamiFeatures = std::array<int, kHasamiParamCount>;

// Hand-set weights, before any tuning (EvalParams "untuned").
const HasamiParams& hasami_untuned_params(const hasami::Rules& rules);
// The weights found by `hensoku tune` (data/eval/hasami).
const HasamiParams& hasami_tuned_params(const hasami::Rules& rules);
// The tuned tables by variant name: data/eval/hasami, built in (variants not
// in its `variants` index play with the untuned weights).
const std::unordered_map<std::string, HasamiParams>& hasami_tuned_table();
// What the engine plays with under the EvalParams option: the tuned
// weights, the hand-set ones ("untuned"), or a parameter file's "name value"
// lines over the tuned weights (cached per variant and file text; the text
// was checked with read_hasami_params when the option was set).
const HasamiParams& hasami_selected_params(const hasami::Rules& rules, const EngineSettings& settings);

// Reads "name value" lines (# comments) over `base`; throws InputError on an
// unknown name or a malformed value.
HasamiParams read_hasami_params(const std::string& text, const HasamiParams& base);

// The empty squares that would complete five in a row for `side` (HS-2.2,
// diagonals where the rules allow): holes of windows outside its home ranks
// holding four of its stones and no enemy one.
u128 hasami_five_holes(const hasami::Position& pos, Side side);
// What a stone of the side to move arriving on `to` from `from` captures
// (HS-0.3, HS-0.4, HS-3.2): Position::captures_at without making the move.
u128 hasami_captures_of(const hasami::Position& pos, int from, int to);

void hasami_features(const hasami::Position& pos, HasamiFeatures& features);
int evaluate_hasami(const hasami::Position& pos, const HasamiParams& params);

}  // namespace hensoku::hasami::engine
