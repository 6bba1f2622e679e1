#include "chu/position.h"

#include <cctype>
#include <sstream>
#include <vector>

#include "chu/lion.h"
#include "variants/game.h"

namespace hensoku::chu {
namespace {

// SFEN letter of each unpromoted kind (promoted kinds are "+" and the letter).
constexpr char kLetter[21] = {'P', 'I', 'C', 'S', 'G', 'F', 'L', 'A', 'M', 'V', 'B',
                              'R', 'H', 'D', 'E', 'T', 'O', 'X', 'Q', 'N', 'K'};

int kind_of_letter(char upper) {
  for (int k = 0; k < 21; ++k)
    if (kLetter[k] == upper) return k;
  return -1;
}

[[noreturn]] void bad_sfen(const std::string& sfen, const std::string& why) {
  throw InputError("invalid chu SFEN '" + sfen + "': " + why);
}

}  // namespace

const char* const Position::kStartSfen =
    "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/"
    "MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1";

std::string square_name(int s) {
  std::string name = std::to_string(kSize - col_of(s));
  name.push_back(char('a' + row_of(s)));
  return name;
}

int parse_square(const std::string& text, size_t& pos) {
  size_t p = pos;
  int file = 0, digits = 0;
  while (p < text.size() && std::isdigit(static_cast<unsigned char>(text[p])) && digits < 2) {
    file = file * 10 + (text[p] - '0');
    ++p, ++digits;
  }
  if (digits == 0 || file < 1 || file > kSize || p >= text.size()) return kNoSquare;
  char r = text[p];
  if (r < 'a' || r >= 'a' + kSize) return kNoSquare;
  pos = p + 1;
  return make_square(r - 'a', kSize - file);
}

std::string piece_token(Piece p) {
  PieceType t = type_of(p);
  char c = kLetter[base_of(t)];
  if (side_of(p) == Side::White) c = char(std::tolower(c));
  std::string token;
  if (is_promoted(t)) token.push_back('+');
  token.push_back(c);
  return token;
}

void Position::clear() {
  for (auto& p : board_) p = kNoPiece;
  by_side_[0] = by_side_[1] = Bitboard{};
  side_ = Side::Black;
  strike_ = kNoSquare;
  move_number_ = 1;
  key_ = 0;
}

void Position::put(int s, Piece p) {
  board_[s] = p;
  by_side_[index(side_of(p))].set(s);
  key_ ^= kTables.piece_key[p][s];
}

void Position::remove(int s) {
  Piece p = board_[s];
  board_[s] = kNoPiece;
  by_side_[index(side_of(p))].reset(s);
  key_ ^= kTables.piece_key[p][s];
}

uint64_t Position::compute_key() const {
  uint64_t k = 0;
  for (int s = 0; s < kSquares; ++s)
    if (board_[s] != kNoPiece) k ^= kTables.piece_key[board_[s]][s];
  if (side_ == Side::White) k ^= kTables.side_key;
  return k ^ kTables.strike_key[strike_ == kNoSquare ? kSquares : strike_];
}

void Position::set_sfen(const std::string& sfen) {
  std::istringstream in(sfen);
  std::vector<std::string> fields;
  for (std::string f; in >> f;) fields.push_back(f);
  if (fields.size() < 2 || fields.size() > 4) bad_sfen(sfen, "expected 'board side strike [move-number]'");

  Position next;
  const std::string& board = fields[0];
  int row = 0, col = 0;
  for (size_t i = 0; i < board.size(); ++i) {
    char c = board[i];
    if (c == '/') {
      if (col != kSize) bad_sfen(sfen, "rank " + std::string(1, char('a' + row)) + " does not have 12 files");
      if (++row >= kSize) bad_sfen(sfen, "more than 12 ranks");
      col = 0;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      int n = c - '0';
      if (i + 1 < board.size() && std::isdigit(static_cast<unsigned char>(board[i + 1]))) n = n * 10 + (board[++i] - '0');
      if (n < 1 || col + n > kSize) bad_sfen(sfen, "empty-square count overflows rank " + std::string(1, char('a' + row)));
      col += n;
    } else {
      bool plus = c == '+';
      if (plus) {
        if (++i >= board.size()) bad_sfen(sfen, "'+' at the end of the board");
        c = board[i];
      }
      int kind = kind_of_letter(char(std::toupper(static_cast<unsigned char>(c))));
      if (kind < 0 || !std::isalpha(static_cast<unsigned char>(c)))
        bad_sfen(sfen, "unknown piece letter '" + std::string(1, c) + "'");
      if (plus && !can_promote(PieceType(kind))) bad_sfen(sfen, "'+" + std::string(1, c) + "' cannot be promoted");
      if (col >= kSize) bad_sfen(sfen, "rank " + std::string(1, char('a' + row)) + " has more than 12 files");
      Side side = std::isupper(static_cast<unsigned char>(c)) ? Side::Black : Side::White;
      PieceType t = plus ? promoted(PieceType(kind)) : PieceType(kind);
      next.put(make_square(row, col), make_piece(side, t));
      ++col;
    }
  }
  if (row != kSize - 1 || col != kSize) bad_sfen(sfen, "the board must have 12 ranks of 12 files");

  if (fields[1] == "b") next.side_ = Side::Black;
  else if (fields[1] == "w") next.side_ = Side::White;
  else bad_sfen(sfen, "side to move must be 'b' or 'w'");

  if (fields.size() >= 3 && fields[2] != "-") {
    size_t p = 0;
    int s = parse_square(fields[2], p);
    if (s == kNoSquare || p != fields[2].size()) bad_sfen(sfen, "third field must be '-' or a square (counter-strike)");
    // It holds the non-lion that took the lion, or is empty after an igui.
    if (next.board_[s] != kNoPiece && side_of(next.board_[s]) == next.side_)
      bad_sfen(sfen, "counter-strike square holds a piece of the side to move");
    next.strike_ = uint8_t(s);
  }
  if (fields.size() == 4) {
    const std::string& n = fields[3];
    if (n.empty() || n.size() > 6 || n.find_first_not_of("0123456789") != std::string::npos || std::stoi(n) < 1)
      bad_sfen(sfen, "move number must be a positive integer");
    next.move_number_ = std::stoi(n);
  }
  next.key_ = next.compute_key();
  *this = next;
}

std::string Position::sfen() const {
  std::string out;
  for (int r = 0; r < kSize; ++r) {
    int empty = 0;
    for (int c = 0; c < kSize; ++c) {
      Piece p = board_[make_square(r, c)];
      if (p == kNoPiece) { ++empty; continue; }
      if (empty) out += std::to_string(empty), empty = 0;
      out += piece_token(p);
    }
    if (empty) out += std::to_string(empty);
    if (r + 1 < kSize) out += '/';
  }
  out += side_ == Side::Black ? " b " : " w ";
  out += strike_ == kNoSquare ? "-" : square_name(strike_);
  return out + " " + std::to_string(move_number_);
}

int Position::captures(const Move& m, uint8_t out[2]) const {
  int n = 0;
  if (m.mid != kNoSquare && board_[m.mid] != kNoPiece) out[n++] = m.mid;
  if (m.to != m.from && board_[m.to] != kNoPiece) out[n++] = m.to;
  return n;
}

void Position::make(const Move& m, Undo& u) {
  u.key = key_;
  u.strike = strike_;
  u.captured_mid = u.captured_to = kNoPiece;
  Piece mover = board_[m.from];
  uint8_t struck = kNoSquare;  // CHU-L4: square of a lion a non-lion takes

  if (m.mid != kNoSquare && board_[m.mid] != kNoPiece) {
    u.captured_mid = board_[m.mid];
    if (sets_counter_strike(mover, u.captured_mid)) struck = m.mid;
    remove(m.mid);
  }
  if (m.to != m.from) {
    if (board_[m.to] != kNoPiece) {
      u.captured_to = board_[m.to];
      if (sets_counter_strike(mover, u.captured_to)) struck = m.to;
      remove(m.to);
    }
    remove(m.from);
    put(m.to, m.promote ? make_piece(side_, promoted(type_of(mover))) : mover);
  }
  key_ ^= kTables.strike_key[strike_ == kNoSquare ? kSquares : strike_] ^
          kTables.strike_key[struck == kNoSquare ? kSquares : struck] ^ kTables.side_key;
  strike_ = struck;
  side_ = ~side_;
  ++move_number_;
}

void Position::unmake(const Move& m, const Undo& u) {
  side_ = ~side_;
  --move_number_;
  if (m.to != m.from) {
    Piece moved = board_[m.to];
    remove(m.to);
    put(m.from, m.promote ? make_piece(side_, base_of(type_of(moved))) : moved);
    if (u.captured_to != kNoPiece) put(m.to, u.captured_to);
  }
  if (u.captured_mid != kNoPiece) put(m.mid, u.captured_mid);
  strike_ = u.strike;
  key_ = u.key;
}

void Position::make_null(Undo& u) {
  u.key = key_;
  u.strike = strike_;
  u.captured_mid = u.captured_to = kNoPiece;
  key_ ^= kTables.strike_key[strike_ == kNoSquare ? kSquares : strike_] ^ kTables.strike_key[kSquares] ^
          kTables.side_key;
  strike_ = kNoSquare;
  side_ = ~side_;
  ++move_number_;
}

void Position::unmake_null(const Undo& u) {
  side_ = ~side_;
  --move_number_;
  strike_ = u.strike;
  key_ = u.key;
}

}  // namespace hensoku::chu
