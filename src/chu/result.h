#pragma once
// Game results that a position decides by itself (chu.md CHU-W): royal
// capture, bare king with its recapture exception, both-bare draw, and mate;
// and, for the lishogi rule set (CHU-O), the game ends of lishogi's rules
// library shogiops. Repetition needs the history and lives in repetition.h.
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

// Non-royal pieces that are not dead: all a side has besides its royals in
// lishogi's sense of a bare king (its own pawns and go-betweens count).
int live_pieces(const Position& pos, Side s);

enum class Verdict { None, RoyalCaptured, BareKing, BothBare, NoLegalMove, KingsOnly };
struct StaticResult {
  Verdict verdict = Verdict::None;
  Side winner = Side::Black;  // for RoyalCaptured, BareKing and NoLegalMove
};

// CHU-W2 and CHU-W4 on the position as it stands; `legal` are the side to
// move's legal moves (the bare side's recapture exception), generated here
// with `rules` when null and needed.
StaticResult static_result(const Position& pos, const Rules& rules, const MoveList* legal);

// Lishogi's bare king, judged from the side `bare` (shogiops isBareKing):
// `bare` has a single royal and no live piece, does not attack the other
// side's royal, and the other side has a single royal and counting pieces
// (CHU-W4's sense): two or more, or one that `bare`'s royal does not stand
// next to. Whose turn it is does not matter.
bool lishogi_bare_king(const Position& pos, Side bare);

// Lishogi's game ends (CHU-O), in shogiops's order: the side to move has no
// royal (it loses), has no legal move (it loses), is bare (it loses), the
// other side is bare (it loses), only two single royals are left and neither
// is attacked (draw; dead pieces are ignored). A position where only the
// side not to move has lost its royals is not an end: shogiops ends it after
// the next move.
StaticResult lishogi_result(const Position& pos, bool has_legal_move);

// CHU-W3: the side to move has a single royal and every legal move leaves it
// capturable, unless the move ends the game otherwise (clarification W3).
bool is_checkmate(Position& pos, const Rules& rules, const MoveList& legal);

}  // namespace hensoku::chu
