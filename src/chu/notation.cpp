#include "chu/notation.h"

#include <vector>

#include "variants/game.h"

namespace hensoku::chu {
namespace {

[[noreturn]] void bad_move(const std::string& text, const std::string& why) {
  throw InputError("illegal chu move '" + text + "': " + why);
}

int direction_between(int from, int to) {
  for (int d = 0; d < kDirs; ++d)
    if (kTables.neighbour[from][d] == to) return d;
  return -1;
}

// Checks that from -> mid -> to is a path the piece's lion power can take.
void check_lion_path(const Position& pos, const std::string& text, int from, int mid, int to) {
  const Movement& mv = movement(pos.at(from));
  if (!mv.lion && !mv.lion_line) bad_move(text, "only a lion, soaring eagle or horned falcon moves in two steps");
  int d1 = direction_between(from, mid);
  if (d1 < 0) bad_move(text, "the middle square " + square_name(mid) + " is not next to " + square_name(from));
  int d2 = to == from ? opposite_dir(d1) : direction_between(mid, to);
  if (d2 < 0) bad_move(text, "the last square " + square_name(to) + " is not next to " + square_name(mid));
  if (!mv.lion && (!(mv.lion_line >> d1 & 1) || (d2 != d1 && d2 != opposite_dir(d1))))
    bad_move(text, "this piece has lion power only along its lion line");
  Piece at_mid = pos.at(mid);
  if (at_mid != kNoPiece && side_of(at_mid) == pos.side_to_move())
    bad_move(text, "the first step lands on the mover's own piece");
}

}  // namespace

std::string move_to_string(const Move& m) {
  std::string s = square_name(m.from);
  if (m.mid != kNoSquare) s += square_name(m.mid);
  s += square_name(m.to);
  if (m.promote) s += '+';
  return s;
}

bool same_outcome(const Position& pos, const Move& a, const Move& b) {
  if (a.from != b.from || a.to != b.to || a.promote != b.promote) return false;
  uint8_t ca[2], cb[2];
  int na = pos.captures(a, ca), nb = pos.captures(b, cb);
  if (na != nb) return false;
  for (int i = 0; i < na; ++i) {
    bool found = false;
    for (int j = 0; j < nb; ++j) found |= ca[i] == cb[j];
    if (!found) return false;
  }
  return true;
}

Move parse_move(const Position& pos, const std::string& text, const MoveList& legal) {
  std::vector<int> squares;
  size_t p = 0;
  while (p < text.size() && text[p] != '+') {
    int s = parse_square(text, p);
    if (s == kNoSquare) bad_move(text, "expected squares like 7g7f, 7j7i6h or 6i5h6i");
    squares.push_back(s);
  }
  bool promote = p < text.size() && text[p] == '+';
  if (promote) ++p;
  if (p != text.size() || squares.size() < 2 || squares.size() > 3)
    bad_move(text, "expected two or three squares and an optional '+'");

  Move want;
  want.from = uint8_t(squares.front());
  want.to = uint8_t(squares.back());
  want.promote = promote;
  Piece mover = pos.at(want.from);
  if (mover == kNoPiece || side_of(mover) != pos.side_to_move())
    bad_move(text, "no piece of the side to move on " + square_name(want.from));
  if (squares.size() == 3) {
    check_lion_path(pos, text, want.from, squares[1], want.to);
    want.mid = uint8_t(squares[1]);
  } else if (want.from == want.to) {
    bad_move(text, "a pass or igui is written with three squares (6f6g6f)");
  }
  for (const Move& m : legal)
    if (same_outcome(pos, m, want) && (want.from != want.to || m.mid == want.mid || pos.at(want.mid) == kNoPiece))
      return m;
  bad_move(text, "not a legal move in this position");
}

}  // namespace hensoku::chu
