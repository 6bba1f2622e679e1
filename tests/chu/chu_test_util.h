#pragma once
// Helpers for the chu tests: build positions from a few pieces, list moves.
#include <set>
#include <string>

#include "chu/chu_game.h"
#include "chu/movegen.h"
#include "chu/notation.h"
#include "chu/position.h"

namespace hensoku::chu::test {

// SFEN from rows of 12 cells ("." empty, piece tokens otherwise), top rank first.
// `pieces` is "<square>:<token> ..." e.g. "7g:N 5e:n 1l:K 12a:k".
std::string sfen_of(const std::string& pieces, char side = 'b', const std::string& strike = "-");

// The canonical notation of every legal move of the position (position level).
std::set<std::string> moves_of(const std::string& sfen, const Rules& rules = {});
// Moves of the piece on `from` only.
std::set<std::string> moves_from(const std::string& sfen, const std::string& from, const Rules& rules = {});

// Kings far away, so that only the pieces under test interact.
inline const std::string kKings = " 12l:K 12a:k";

}  // namespace hensoku::chu::test
