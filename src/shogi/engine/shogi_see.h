#pragma once
// Static exchange evaluation on a shogi-family position: the material
// balance of the capture sequence on one square, each side recapturing with
// its least valuable attacker and free to stop when continuing loses. Used
// by the shogi search paths to order captures and to prune losing ones.
#include "shogi/position.h"

namespace hensoku::shogi::engine {

// Exchange value of a piece type (centipawns, pawn 100).
int see_value(shogi::PieceType pt);

// Is the exchange started by `m` worth at least `threshold` to the mover?
// Drops count as placing a piece that may be taken; swaps and friendly
// captures (capture variants) are judged as quiet moves onto the square.
bool see_ge(const shogi::Position& pos, shogi::Move m, int threshold);

}  // namespace hensoku::shogi::engine
