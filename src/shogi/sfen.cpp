// SFEN in and out, with the validation that keeps illegal set-ups out.
#include <cctype>
#include <sstream>

#include "shogi/combined.h"
#include "shogi/notation.h"
#include "shogi/position.h"
#include "variants/game.h"

namespace hensoku::shogi {

namespace {

// Maximum number of pieces of each unpromoted kind in a set (both sides,
// board and hands together).
constexpr int kMaxCount[kHandTypes + 1] = {0, 18, 4, 4, 4, 2, 2, 4, 2};

std::vector<std::string> split_fields(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> out;
  std::string w;
  while (in >> w) out.push_back(w);
  return out;
}

[[noreturn]] void fail(const std::string& what) { throw InputError("bad SFEN: " + what); }

// A combined piece (SF-4) in parentheses, its two parts in either order, each
// with its own '+': "(LN)", "(+LN)", "(l+n)". `i` is at the '('; on return it
// is at the ')'. Returns the piece.
Piece parse_combined(const std::string& board, size_t& i) {
  const size_t close = board.find(')', i);
  if (close == std::string::npos) fail("'(' without ')'");
  const std::string inner = board.substr(i + 1, close - i - 1);
  PieceType parts[2] = {};
  int n = 0, upper = 0;
  for (size_t j = 0; j < inner.size(); ++j) {
    bool promote = inner[j] == '+';
    if (promote && ++j == inner.size()) fail("'+' at the end of '(" + inner + ")'");
    PieceType pt = piece_type_from_letter(inner[j]);
    if (pt == NO_PIECE_TYPE || pt == KING) fail("'(" + inner + ")' is not a combined piece of two non-king pieces");
    if (promote) {
      if (!can_promote(pt)) fail("'(" + inner + ")': '" + inner[j] + "' can not be promoted");
      pt = promoted(pt);
    }
    if (n == 2) fail("'(" + inner + ")' has more than two parts");
    parts[n++] = pt;
    upper += std::isupper(static_cast<unsigned char>(inner[j])) ? 1 : 0;
  }
  if (n != 2) fail("'(" + inner + ")' must have two parts");
  if (upper == 1) fail("'(" + inner + ")' mixes the two sides' letters");
  const PieceType c = combined_from_parts(parts[0], parts[1]);
  if (c == NO_PIECE_TYPE) fail("'(" + inner + ")' is not a combined piece of Merge Shogi (SF-4)");
  i = close;
  return make_piece(upper ? Side::Black : Side::White, c);
}

}  // namespace

void Position::set_sfen(const std::string& sfen) {
  std::vector<std::string> f = split_fields(sfen);
  if (f.size() < 2 || f.size() > 4)
    fail("expected '<board> <b|w> <hands> [move number]', got '" + sfen + "'");
  Position p(*this);  // build in a copy: *this stays unchanged on error
  p.clear();

  // Board: ranks a..i separated by '/', each from file 9 down to file 1.
  int rank = 0, file = 8;
  bool promote = false;
  for (size_t i = 0; i < f[0].size(); ++i) {
    char c = f[0][i];
    if (c == '/') {
      if (promote) fail("'+' must be followed by a piece letter");
      if (file != -1) fail("rank " + std::string(1, char('a' + rank)) + " does not have 9 squares");
      if (++rank >= kRanks) fail("more than 9 ranks");
      file = 8;
    } else if (c >= '1' && c <= '9') {
      if (promote) fail("'+' must be followed by a piece letter");
      file -= c - '0';
      if (file < -1) fail("rank " + std::string(1, char('a' + rank)) + " has more than 9 squares");
    } else if (c == '+') {
      if (promote) fail("'++' is not a piece");
      promote = true;
    } else if (c == '(') {
      if (promote) fail("'+' before '(': promoted parts carry their own '+' inside");
      if (file < 0) fail("rank " + std::string(1, char('a' + rank)) + " has more than 9 squares");
      p.put_piece(parse_combined(f[0], i), make_square(file, rank));
      --file;
    } else {
      PieceType pt = piece_type_from_letter(c);
      if (pt == NO_PIECE_TYPE) fail(std::string("unknown piece letter '") + c + "'");
      if (file < 0) fail("rank " + std::string(1, char('a' + rank)) + " has more than 9 squares");
      if (promote) {
        if (!can_promote(pt)) fail(std::string("'") + c + "' can not be promoted");
        pt = promoted(pt);
        promote = false;
      }
      Side s = std::isupper(static_cast<unsigned char>(c)) ? Side::Black : Side::White;
      if (pt == KING && p.king_[index(s)] >= 0) fail("two kings of one side");
      p.put_piece(make_piece(s, pt), make_square(file, rank));
      --file;
    }
  }
  if (promote) fail("'+' at the end of the board");
  if (rank != kRanks - 1 || file != -1) fail("the board must have 9 ranks of 9 squares");

  if (f[1] == "b") p.side_ = Side::Black;
  else if (f[1] == "w") p.side_ = Side::White;
  else fail("side to move must be 'b' or 'w', got '" + f[1] + "'");

  // Hands: '-' or counts and letters ("S2Pb3p").
  if (f.size() >= 3 && f[2] != "-") {
    const std::string& h = f[2];
    bool seen[2][kHandTypes] = {};
    for (size_t i = 0; i < h.size();) {
      int count = 1;
      if (std::isdigit(static_cast<unsigned char>(h[i]))) {
        count = 0;
        while (i < h.size() && std::isdigit(static_cast<unsigned char>(h[i]))) {
          count = count * 10 + (h[i] - '0');
          if (count > 18) fail("hand count too large in '" + h + "'");
          ++i;
        }
        if (count < 1) fail("hand count must be at least 1 in '" + h + "'");
        if (i == h.size()) fail("hand count without a piece in '" + h + "'");
      }
      char c = h[i++];
      PieceType pt = piece_type_from_letter(c);
      if (pt == NO_PIECE_TYPE || pt == KING) fail(std::string("'") + c + "' can not be in hand");
      Side s = std::isupper(static_cast<unsigned char>(c)) ? Side::Black : Side::White;
      if (seen[index(s)][pt]) fail(std::string("piece '") + c + "' listed twice in hand");
      seen[index(s)][pt] = true;
      p.set_hand(s, pt, count);
    }
  }
  if (f.size() == 4) {
    const std::string& n = f[3];
    if (n.empty() || n.size() > 6) fail("bad move number '" + n + "'");
    for (char c : n)
      if (!std::isdigit(static_cast<unsigned char>(c))) fail("bad move number '" + n + "'");
    p.game_ply_ = std::stoi(n);
    if (p.game_ply_ < 1) fail("move number must be at least 1");
  }
  p.validate();
  p.states_.back().key = p.compute_key();
  p.states_.back().checkers = p.compute_checkers();
  *this = std::move(p);
}

void Position::validate() const {
  int count[kHandTypes + 1] = {};
  for (int sq = 0; sq < kSquares; ++sq) {
    const PieceType pt = type_of(board_[sq]);
    if (is_combined(pt)) {
      ++count[unpromoted(combined_kind(pt).first)];
      ++count[unpromoted(combined_kind(pt).second)];
      if (test(combined_dead(side_of(board_[sq]), pt), sq))
        fail("a combined piece stands where it can never move (SF-4.8)");
    } else if (pt) {
      ++count[unpromoted(pt)];
    }
  }
  for (int s = 0; s < 2; ++s)
    for (int pt = PAWN; pt <= GOLD; ++pt) count[pt] += hand_[s][pt];
  for (int pt = PAWN; pt <= KING; ++pt)
    if (count[pt] > kMaxCount[pt])
      fail("too many pieces of kind " + std::string(1, piece_letter(PieceType(pt), Side::Black)) + " (" +
           std::to_string(count[pt]) + ", at most " + std::to_string(kMaxCount[pt]) + ")");
  for (int s = 0; s < 2; ++s) {
    Side side = Side(s);
    for (PieceType pt : {PAWN, LANCE, KNIGHT})
      if (pieces(side, pt) & tables::dead[s][pt])
        fail(std::string("a ") + piece_name(pt) + " stands where it can never move (SF-0.2)");
    Bitboard pawns = pieces(side, PAWN);
    for (int f = 0; f < kFiles; ++f)
      if (popcount(pawns & tables::file_mask[f]) > 1)
        fail("two unpromoted pawns of one side on file " + std::to_string(f + 1) + " (nifu, SF-0.2)");
  }
  int their_king = king_[index(~side_)];
  if (their_king >= 0 && attackers_to(side_, their_king))
    fail("the side not to move is in check (its king could be captured)");
}

std::string Position::sfen() const {
  std::string out;
  for (int r = 0; r < kRanks; ++r) {
    int empty = 0;
    for (int f = kFiles - 1; f >= 0; --f) {
      Piece p = board_[make_square(f, r)];
      if (!p) {
        ++empty;
        continue;
      }
      if (empty) out += char('0' + empty), empty = 0;
      const bool combined = is_combined(type_of(p));  // "(LN)": appended piecewise (g++ 12 false -Wrestrict)
      if (combined) out += '(';
      out += piece_token(p);
      if (combined) out += ')';
    }
    if (empty) out += char('0' + empty);
    if (r != kRanks - 1) out += '/';
  }
  out += side_ == Side::Black ? " b " : " w ";
  std::string hands;
  for (int s = 0; s < 2; ++s)
    for (PieceType pt : {ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN}) {
      int n = hand_[s][pt];
      if (!n) continue;
      if (n > 1) hands += std::to_string(n);
      hands += piece_letter(pt, Side(s));
    }
  out += hands.empty() ? "-" : hands;
  out += ' ';
  out += std::to_string(game_ply_);
  return out;
}

}  // namespace hensoku::shogi
