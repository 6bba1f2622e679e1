#pragma once
// XBoard (CECP) coordinates and move spelling, converted to and from the
// families' notation (docs/notation.md). XBoard names files a.. from the left
// and ranks 1.. from the bottom, as the first player (Black, sente) sees the
// board; Hensoku names files from the right (9..1, 12..1) and ranks a.. from
// the top. So shogi's 7g is XBoard's c3, and 7g7f is c3c4.
//
// Multi-leg moves (chu lion double moves, igui, passes) are XBoard's
// comma-separated legs: Hensoku's 7j7i6h is "f3f4,f4g5". An engine sends
// them as two `move` lines, the first ending in a comma (docs/xboard.md).
#include <string>

#include "variants/game.h"

namespace hensoku::xboard {

struct BoardSize {
  int files = 9;
  int ranks = 9;
  // The first player is White (FirstPlayer=white): XBoard's first player,
  // its "white", sits at the bottom, so the board is turned half round and
  // Hensoku's White is XBoard's white (docs/xboard.md, Coordinates).
  bool flipped = false;
};

// The board's size, flipped when the variant's start position has White to move.
BoardSize board_size(const Game& game);

// "7g" <-> "c3". Throws InputError for a square that is not on the board.
std::string square_to_xboard(const std::string& square, BoardSize size);
std::string square_from_xboard(const std::string& square, BoardSize size);

// A move in the family's notation to XBoard's: "7g7f" -> "c3c4", "8h2b+" ->
// "b2h8+", "P*5e" -> "P@e5", "7j7i6h" -> "c3c4,c4d5". Words that are not
// moves ("resign", "win") are returned unchanged.
std::string move_to_xboard(const std::string& move, BoardSize size);

// XBoard's spelling back to the family's notation; a declined promotion ("=")
// is dropped. Throws InputError when the text is not a move on this board.
std::string move_from_xboard(const std::string& move, BoardSize size);

// A lion pass (jitto) as XBoard engines such as HaChu write it: the piece
// "moving" to its own square ("j11j11"), which move_from_xboard turns into
// "3b3b", or XBoard's null move "@@@@" (HaChu's own output for its pass).
// Returns game's legal pass of the piece on that square (for "@@@@": of any
// piece that may pass; every pass leaves the same position) in the family's
// notation ("3b3a3b"), or `move` unchanged when it is not such a move or no
// such pass is legal.
std::string resolve_pass(const Game& game, const std::string& move);

// The move's XBoard spelling for sending to an engine, with a pass written
// as the piece's own square twice ("j11j11"): HaChu 0.21 accepts that form
// everywhere, but refuses the two-leg form of a second pass after a pass.
// `game` is the position before the move.
std::string move_for_engine(const Game& game, const std::string& move, BoardSize size);

}  // namespace hensoku::xboard
