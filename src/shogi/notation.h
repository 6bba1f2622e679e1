#pragma once
// Piece letters, square names and USI move text for the 9x9 drop family.
// docs/shogi.md documents every form.
#include <string>

#include "shogi/rules.h"
#include "shogi/types.h"

namespace hensoku::shogi {

// 'P' -> PAWN (either case); NO_PIECE_TYPE for anything else. Kings 'K'.
PieceType piece_type_from_letter(char c);
// The SFEN letter of an unpromoted type, uppercase for Black.
char piece_letter(PieceType pt, Side s);
// SFEN token of a piece: "P", "+p", ...; a combined piece (SF-4) gives its
// parts' tokens side by side ("LN", "+LN", "l+n"), which the SFEN writes in
// parentheses ("(LN)").
std::string piece_token(Piece p);
// English name of a type ("pawn", "promoted silver", ...).
const char* piece_name(PieceType pt);

// "7g" <-> square. parse returns -1 on bad text.
std::string square_name(int sq);
int parse_square(const std::string& text, size_t pos = 0);

// USI text of a move ("7g7f", "8h2b+", "P*5e").
std::string move_to_usi(Move m);
// Parses the USI form without looking at a position; throws InputError when
// the text is not a well-formed move. Legality is the caller's business.
Move parse_usi_move(const std::string& text);
// The same in a position under a rule set: under Merge Shogi a board move
// onto a friendly piece is read as a merge (SF-4.1).
class Position;
Move parse_usi_move(const std::string& text, const Position& pos, const RuleSet& rules);

}  // namespace hensoku::shogi
