#pragma once
// Text forms: squares and moves in USI notation ("7i7c": from, to; a jump is
// written the same way), and SFEN positions with `P` (Black) and `p` (White)
// stones. HS-4 capture counts ride in the SFEN hand field: "2Pp" means Black
// has captured two White stones and White one; "-" means none (see
// docs/hasami.md).
#include <string>

#include "hasami/move.h"
#include "hasami/position.h"

namespace hensoku::hasami {

std::string square_name(const Geometry& g, int sq);
// Returns the square, or -1 when `text` (two characters) is not one.
int parse_square(const Geometry& g, const std::string& text);
std::string move_text(const Geometry& g, Move m);

std::string write_sfen(const Position& pos);
// Parses an SFEN for pos's rules into pos; throws InputError with a message
// and leaves pos unchanged on malformed or impossible input.
void read_sfen(Position& pos, const std::string& sfen);

}  // namespace hensoku::hasami
