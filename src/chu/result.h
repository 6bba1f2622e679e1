#pragma once
// Game results that a position decides by itself (chu.md CHU-W): royal
// capture, bare king with its recapture exception, both-bare draw, and mate.
// Repetition needs the history and lives in repetition.h.
#include "chu/position.h"
#include "chu/rules.h"

namespace hensoku::chu {

int royal_count(const Position& pos, Side s);
// An unpromoted pawn or lance on its last rank: it cannot move (CHU-P4).
bool is_dead_piece(Piece p, int sq);
// Non-royal pieces except unpromoted pawns, go-betweens and dead pieces (CHU-W4).
int counting_pieces(const Position& pos, Side s, int* last_square = nullptr);
// Does `by` attack a royal piece of the other side?
bool attacks_royal(const Position& pos, Side by);

enum class Verdict { None, RoyalCaptured, BareKing, BothBare };
struct StaticResult {
  Verdict verdict = Verdict::None;
  Side winner = Side::Black;  // for RoyalCaptured and BareKing
};

// CHU-W2 and CHU-W4 on the position as it stands; `legal` are the side to
// move's legal moves (the bare side's recapture exception), generated here
// with `rules` when null and needed.
StaticResult static_result(const Position& pos, const Rules& rules, const MoveList* legal);

// CHU-W3: the side to move has a single royal and every legal move leaves it
// capturable, unless the move ends the game otherwise (clarification W3).
bool is_checkmate(Position& pos, const Rules& rules, const MoveList& legal);

}  // namespace hensoku::chu
