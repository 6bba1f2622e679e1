#pragma once
// The chu position: mailbox plus 144-square bitboards by side, incremental
// Zobrist key, make/unmake, SFEN. Move generation is in movegen.h, the lion
// rules in lion.h, game results in result.h.
#include <string>

#include "chu/bitboard.h"
#include "chu/rules.h"
#include "chu/tables.h"
#include "chu/types.h"

namespace hensoku::chu {

// What make() must remember for unmake().
struct Undo {
  Piece captured_mid = kNoPiece;
  Piece captured_to = kNoPiece;
  uint8_t strike = kNoSquare;
  uint64_t key = 0;
};

class Position {
 public:
  static const char* const kStartSfen;

  Position() { clear(); }

  // Throws InputError on a malformed SFEN; the position is then unchanged.
  void set_sfen(const std::string& sfen);
  std::string sfen() const;

  Piece at(int s) const { return board_[s]; }
  Side side_to_move() const { return side_; }
  // Counter-strike state (CHU-L4): the square of a lion a non-lion just took,
  // or kNoSquare.
  uint8_t strike_square() const { return strike_; }
  uint64_t key() const { return key_; }
  int move_number() const { return move_number_; }
  const Bitboard& pieces(Side s) const { return by_side_[index(s)]; }
  Bitboard occupied() const { return by_side_[0] | by_side_[1]; }

  // Plays a move produced by the move generator (no legality check).
  void make(const Move& m, Undo& u);
  void unmake(const Move& m, const Undo& u);
  // Passes the turn without moving (the search's null move; never a game
  // move): flips the side to move and clears the counter-strike state.
  void make_null(Undo& u);
  void unmake_null(const Undo& u);

  // Pieces the move removes (the first-step capture, then the destination's).
  int captures(const Move& m, uint8_t out[2]) const;

 private:
  void clear();
  void put(int s, Piece p);
  void remove(int s);
  uint64_t compute_key() const;

  Piece board_[kSquares];
  Bitboard by_side_[2];
  Side side_ = Side::Black;
  uint8_t strike_ = kNoSquare;
  int move_number_ = 1;
  uint64_t key_ = 0;
};

// Square names as in SFEN and moves: file 12..1 then rank a..l ("7j", "12a").
std::string square_name(int s);
// Returns kNoSquare if `text` at `pos` does not start with a square; advances pos.
int parse_square(const std::string& text, size_t& pos);

// SFEN piece token ("P", "+p", ...) and its parse.
std::string piece_token(Piece p);

}  // namespace hensoku::chu
