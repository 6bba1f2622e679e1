#pragma once
// A shogi-family position: board, hands, side to move, with make/unmake and
// incremental Zobrist hashing. Rules of movement live in movegen.h, notation
// in sfen.h / usi_move.h, game results in result.h.
#include <array>
#include <string>
#include <vector>

#include "shogi/bitboard.h"
#include "shogi/types.h"

namespace hensoku::shogi {

// What a move changed, so that undo can restore it, and what is expensive to
// recompute (the key, the checkers).
struct StateInfo {
  uint64_t key = 0;
  Bitboard checkers = 0;  // pieces giving check to the side to move
  Move move;
  Piece captured = kNoPiece;
};

class Position {
 public:
  Position();  // the standard start position, Black to move

  static const char* start_sfen() { return "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"; }

  // Throws InputError (position unchanged) on a malformed or illegal SFEN.
  void set_sfen(const std::string& sfen);
  std::string sfen() const;

  // Make / unmake. do_move expects a legal move (from the generator or
  // checked with is_legal).
  void do_move(Move m);
  void undo_move();
  // Pass the turn (for the search's null-move pruning; never in a game). Only
  // when the side to move is not in check, so the new mover is not either.
  void do_null_move();
  void undo_null_move();

  // Board access.
  Piece piece_on(int sq) const { return board_[sq]; }
  Bitboard pieces() const { return occ_.normal; }
  Bitboard pieces(Side s) const { return by_side_[index(s)]; }
  // By type: a standard type, or COMBINED for every combined piece (SF-4).
  Bitboard pieces(PieceType pt) const { return by_type_[pt]; }
  Bitboard pieces(Side s, PieceType pt) const { return by_type_[pt] & by_side_[index(s)]; }
  Bitboard gold_movers(Side s) const {
    return (by_type_[GOLD] | by_type_[PRO_PAWN] | by_type_[PRO_LANCE] | by_type_[PRO_KNIGHT] | by_type_[PRO_SILVER]) &
           by_side_[index(s)];
  }
  const Occupancy& occupancy() const { return occ_; }
  int hand(Side s, PieceType pt) const { return hand_[index(s)][pt]; }
  bool hand_empty(Side s) const;
  // The king's square, or -1 when that side has no king (tsume problems).
  int king_square(Side s) const { return king_[index(s)]; }

  Side side_to_move() const { return side_; }
  int game_ply() const { return game_ply_; }  // the SFEN move number
  uint64_t key() const { return state().key; }
  uint64_t compute_key() const;  // from scratch, for tests
  Bitboard checkers() const { return state().checkers; }
  bool in_check() const { return state().checkers != 0; }
  int moves_made() const { return int(states_.size()) - 1; }
  Move last_move() const { return state().move; }

  // Pieces of side `attacker` that attack sq with occupancy o.
  // Combined pieces (Merge Shogi) included.
  Bitboard attackers_to(Side attacker, int sq, const Occupancy& o) const {
    Bitboard a = standard_attackers_to(attacker, sq, o);
    if (by_type_[COMBINED]) [[unlikely]] a |= combined_attackers_to(attacker, sq, o);
    return a;
  }
  Bitboard attackers_to(Side attacker, int sq) const { return attackers_to(attacker, sq, occ_); }
  // The same for the standard pieces only: what the generators of the rule
  // sets without combined pieces use, so standard shogi pays nothing for them.
  Bitboard standard_attackers_to(Side attacker, int sq, const Occupancy& o) const;
  Bitboard combined_attackers_to(Side attacker, int sq, const Occupancy& o) const;
  // Pieces of side `s` (either colour's pieces in `candidates`) that stand
  // alone between s's king and an enemy slider.
  Bitboard blockers_for_king(Side s) const;
  // Combined pieces (SF-4) of `attacker` whose slider part would attack
  // square k on an empty board (the candidates for pins against a king on k).
  Bitboard combined_snipers(Side attacker, int k) const;

  // Full structural equality (board, hands, side, key), for tests.
  bool same_as(const Position& other) const;

 private:
  const StateInfo& state() const { return states_.back(); }
  void clear();
  void put_piece(Piece p, int sq);
  void remove_piece(int sq);
  void set_hand(Side s, PieceType pt, int count);
  uint64_t swap_pieces(Move m);
  void unswap_pieces(Move m);
  uint64_t merge_pieces(Move m);
  void unmerge_pieces(Move m, Piece partner);
  uint64_t change_hand(int u, PieceType pt, int delta);  // returns the key difference
  Bitboard compute_checkers() const;
  void validate() const;  // throws InputError on an illegal set-up

  std::array<Piece, kSquares> board_{};
  Bitboard by_type_[PIECE_TYPE_NB] = {};
  Bitboard by_side_[2] = {};
  Occupancy occ_;
  uint8_t hand_[2][kHandTypes] = {};
  int king_[2] = {-1, -1};
  Side side_ = Side::Black;
  int game_ply_ = 1;
  std::vector<StateInfo> states_;
};

namespace zobrist {
extern uint64_t psq[kPieceCodes][kSquares];
extern uint64_t hand[2][kHandTypes][19];
extern uint64_t side;
}  // namespace zobrist

}  // namespace hensoku::shogi
