#include "chu/result.h"

#include "chu/lion.h"
#include "chu/movegen.h"

namespace hensoku::chu {

int royal_count(const Position& pos, Side s) {
  int n = 0;
  Bitboard b = pos.pieces(s);
  while (b.any()) n += is_royal(type_of(pos.at(b.pop())));
  return n;
}

bool is_dead_piece(Piece p, int sq) {
  PieceType t = type_of(p);
  return (t == Pawn || t == Lance) && on_last_rank(side_of(p), sq);
}

int counting_pieces(const Position& pos, Side s, int* last_square) {
  int n = 0;
  Bitboard b = pos.pieces(s);
  while (b.any()) {
    int sq = b.pop();
    Piece p = pos.at(sq);
    PieceType t = type_of(p);
    if (is_royal(t) || t == Pawn || t == GoBetween || is_dead_piece(p, sq)) continue;
    ++n;
    if (last_square) *last_square = sq;
  }
  return n;
}

int live_pieces(const Position& pos, Side s) {
  int n = 0;
  Bitboard b = pos.pieces(s);
  while (b.any()) {
    int sq = b.pop();
    n += !is_royal(type_of(pos.at(sq))) && !is_dead_piece(pos.at(sq), sq);
  }
  return n;
}

bool attacks_royal(const Position& pos, Side by) {
  const Bitboard occ = pos.occupied();
  Bitboard royals = pos.pieces(~by);
  while (royals.any()) {
    int sq = royals.pop();
    if (is_royal(type_of(pos.at(sq))) && attacks_square(pos, sq, by, occ, pos.pieces(by))) return true;
  }
  return false;
}

StaticResult static_result(const Position& pos, const Rules& rules, const MoveList* legal) {
  const Side us = pos.side_to_move(), them = ~us;
  if (royal_count(pos, us) == 0) return {Verdict::RoyalCaptured, them};
  if (royal_count(pos, them) == 0) return {Verdict::RoyalCaptured, us};
  int our_square = -1, their_square = -1;
  int ours = counting_pieces(pos, us, &our_square), theirs = counting_pieces(pos, them, &their_square);
  if (ours == 0 && theirs == 0) return {Verdict::BothBare, us};
  if (theirs == 1 && ours == 0) {
    // The bare side to move may take the last piece at once: play goes on.
    MoveList generated;
    if (!legal) {
      generate_moves(pos, rules, generated);
      legal = &generated;
    }
    for (const Move& m : *legal) {
      uint8_t caps[2];
      int n = pos.captures(m, caps);
      for (int i = 0; i < n; ++i)
        if (caps[i] == their_square) return {};
    }
    return {Verdict::BareKing, them};
  }
  if (ours == 1 && theirs == 0) return {Verdict::BareKing, us};
  return {};
}

namespace {

int royal_square(const Position& pos, Side s) {
  Bitboard b = pos.pieces(s);
  while (b.any()) {
    int sq = b.pop();
    if (is_royal(type_of(pos.at(sq)))) return sq;
  }
  return kNoSquare;
}

}  // namespace

bool lishogi_bare_king(const Position& pos, Side bare) {
  const Side other = ~bare;
  if (royal_count(pos, bare) != 1 || live_pieces(pos, bare) != 0 || royal_count(pos, other) != 1) return false;
  int last = -1;
  const int counting = counting_pieces(pos, other, &last);
  if (counting == 0 || attacks_royal(pos, bare)) return false;
  if (counting >= 2) return true;
  const int royal = royal_square(pos, bare);
  return distance(royal, last) > 1 && distance(royal, royal_square(pos, other)) > 1;
}

StaticResult lishogi_result(const Position& pos, bool has_legal_move) {
  const Side us = pos.side_to_move(), them = ~us;
  if (royal_count(pos, us) == 0) return {Verdict::RoyalCaptured, them};
  if (!has_legal_move) return {Verdict::NoLegalMove, them};
  if (lishogi_bare_king(pos, us)) return {Verdict::BareKing, them};
  if (lishogi_bare_king(pos, them)) return {Verdict::BareKing, us};
  if (royal_count(pos, them) == 1 && royal_count(pos, us) == 1 && live_pieces(pos, us) == 0 &&
      live_pieces(pos, them) == 0 && !attacks_royal(pos, us) && !attacks_royal(pos, them))
    return {Verdict::KingsOnly, us};
  return {};
}

bool is_checkmate(Position& pos, const Rules& rules, const MoveList& legal) {
  const Side us = pos.side_to_move();
  if (royal_count(pos, us) != 1) return false;
  Undo u;
  for (const Move& m : legal) {
    pos.make(m, u);
    StaticResult r = static_result(pos, rules, nullptr);
    bool escape = (r.verdict != Verdict::None && (r.verdict == Verdict::BothBare || r.winner == us)) ||
                  !attacks_royal(pos, ~us);
    pos.unmake(m, u);
    if (escape) return false;
  }
  return legal.size > 0;
}

}  // namespace hensoku::chu
