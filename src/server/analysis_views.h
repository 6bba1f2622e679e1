#pragma once
// What analysis messages say about moves and scores: a PV as the MoveViews a
// page draws (replayed on the position, with the piece that moves), and an
// engine report with its score from Black's side.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "search/engine.h"
#include "variants/game.h"

namespace hensoku::server {

// The piece token a move moves, read from the board before it ("" if none).
std::string moved_piece(const BoardView& before, Side mover, const MoveView& move);

// The MoveView (+ "piece") of `usi` in `position`, or null when it is not a
// legal move there. Plays it on `position` when `play` is true and it is legal.
nlohmann::json move_view_json(Game& position, const std::string& usi, bool play);

// The moves of a PV from `position` (not changed), as far as they are legal.
nlohmann::json pv_views(const Game& position, const std::vector<std::string>& pv);

// The engine report as the API sends it, with score_black and win_black
// beside the engine's own score (from the side to move's view).
nlohmann::json info_json(const SearchInfo& info, Side to_move, const std::string& variant);

}  // namespace hensoku::server
