#pragma once
// Scores a person can read: an engine score turned to Black's (sente's)
// side, and Black's winning chance from a logistic curve fitted per variant
// on the project's own self-play games (docs/search.md, "Win probability";
// the table is written by scripts/winprob/fit.py).
#include <string>

#include <nlohmann/json.hpp>

#include "search/engine.h"

namespace hensoku::server {

// A score from Black's side: centipawns, or plies to mate (> 0: Black mates).
struct BlackScore {
  bool mate = false;
  int value = 0;
};

// The engine's score (from the side to move's view) from Black's side.
BlackScore black_score(const SearchInfo& info, Side to_move);
// {"cp": x} or {"mate": n}.
nlohmann::json to_json(const BlackScore& score);
// Reads {"cp": x} / {"mate": n}; nullopt for anything else.
std::optional<BlackScore> black_score_from_json(const nlohmann::json& j);

// win_black = 1 / (1 + exp(-(cp - offset) / scale)); a mate is 1 or 0.
struct WinCurve {
  const char* variant;
  double scale;
  double offset;
  int positions;  // scored positions the fit used (0: no fit of its own, see docs)
};
const WinCurve& win_curve(const std::string& variant);
double win_black(const std::string& variant, const BlackScore& score);

// Every fitted curve (winprob_table.cpp), for the docs and the tests.
extern const WinCurve kWinCurves[];
extern const int kWinCurveCount;

}  // namespace hensoku::server
