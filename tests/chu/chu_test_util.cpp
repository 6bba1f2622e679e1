#include "chu_test_util.h"

#include <sstream>
#include <vector>

namespace hensoku::chu::test {

std::string sfen_of(const std::string& pieces, char side, const std::string& strike) {
  std::vector<std::string> cells(kSquares);
  std::istringstream in(pieces);
  for (std::string item; in >> item;) {
    size_t colon = item.find(':');
    size_t p = 0;
    int sq = parse_square(item.substr(0, colon), p);
    cells.at(size_t(sq)) = item.substr(colon + 1);
  }
  std::string out;
  for (int r = 0; r < kSize; ++r) {
    int empty = 0;
    for (int c = 0; c < kSize; ++c) {
      const std::string& t = cells[size_t(make_square(r, c))];
      if (t.empty()) { ++empty; continue; }
      if (empty) out += std::to_string(empty), empty = 0;
      out += t;
    }
    if (empty) out += std::to_string(empty);
    if (r + 1 < kSize) out += '/';
  }
  return out + " " + side + " " + strike + " 1";
}

std::set<std::string> moves_of(const std::string& sfen, const Rules& rules) {
  Position pos;
  pos.set_sfen(sfen);
  MoveList list;
  generate_moves(pos, rules, list);
  std::set<std::string> out;
  for (const Move& m : list) out.insert(move_to_string(m));
  return out;
}

std::set<std::string> moves_from(const std::string& sfen, const std::string& from, const Rules& rules) {
  std::set<std::string> out;
  for (const auto& m : moves_of(sfen, rules)) {
    size_t p = 0;
    Position dummy;
    int s = parse_square(m, p);
    if (square_name(s) == from) out.insert(m);
  }
  return out;
}

}  // namespace hensoku::chu::test
