#pragma once
// Legal move generation (HS-0.2 rook/step moves, HS-2.1 jumps). Every
// generated move is legal: the family has no check and no suicide rule. A
// decided position still has moves here; the game layer and perft stop at it.
#include <cstdint>

#include "hasami/move.h"
#include "hasami/position.h"

namespace hensoku::hasami {

void generate_moves(const Position& pos, MoveList& list);
// The number of moves generate_moves would give, without listing them: the
// bulk count at perft's last ply.
int count_moves(const Position& pos);

}  // namespace hensoku::hasami
