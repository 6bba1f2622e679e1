#include "hasami/notation.h"

#include <sstream>
#include <vector>

#include "variants/game.h"

namespace hensoku::hasami {

std::string square_name(const Geometry& g, int sq) {
  return std::string{char('0' + g.size - g.col(sq)), char('a' + g.row(sq))};
}

int parse_square(const Geometry& g, const std::string& text) {
  if (text.size() != 2) return -1;
  const int file = text[0] - '0', rank = text[1] - 'a';
  if (file < 1 || file > g.size || rank < 0 || rank >= g.size) return -1;
  return g.square(rank, g.size - file);
}

std::string move_text(const Geometry& g, Move m) { return square_name(g, m.from()) + square_name(g, m.to()); }

namespace {

std::string hand_text(const Position& pos) {
  std::string out;
  for (Side s : {Side::Black, Side::White}) {
    const int n = pos.captures(s);
    if (n == 0) continue;
    if (n > 1) out += std::to_string(n);
    out += s == Side::Black ? 'P' : 'p';
  }
  return out.empty() ? "-" : out;
}

[[noreturn]] void fail(const std::string& what) { throw InputError("bad SFEN: " + what); }

void read_rank(Position& pos, const std::string& text, int row) {
  const Geometry& g = pos.geo();
  const std::string where = "rank " + std::string(1, char('a' + row)) + " ('" + text + "')";
  int col = 0;
  for (char ch : text) {
    if (ch >= '1' && ch <= '9') {
      col += ch - '0';
    } else if (ch == 'P' || ch == 'p') {
      if (col < g.size) pos.put(ch == 'P' ? Side::Black : Side::White, g.square(row, col));
      ++col;
    } else {
      fail(std::string("unexpected '") + ch + "' in " + where + " (stones are P and p, empty squares digits)");
    }
  }
  if (col != g.size)
    fail(where + " has " + std::to_string(col) + " squares; " + pos.rules().name + " is played on " +
         std::to_string(g.size) + "x" + std::to_string(g.size));
}

void read_board(Position& pos, const std::string& text) {
  const int n = pos.geo().size;
  std::vector<std::string> ranks(1);
  for (char ch : text) {
    if (ch == '/')
      ranks.emplace_back();
    else
      ranks.back() += ch;
  }
  if (int(ranks.size()) != n)
    fail("the board has " + std::to_string(ranks.size()) + " ranks; " + pos.rules().name + " is played on " +
         std::to_string(n) + "x" + std::to_string(n));
  for (int r = 0; r < n; ++r) read_rank(pos, ranks[r], r);
}

void read_hand(Position& pos, const std::string& text) {
  if (text == "-") return;
  if (!pos.rules().counts_captures())
    fail("hand field must be '-' in " + pos.rules().name + " (only hasami-jsa records capture counts)");
  int count = 0;
  bool seen[2] = {false, false};
  for (char ch : text) {
    if (ch >= '0' && ch <= '9') {
      count = count * 10 + (ch - '0');
      if (count > kMaxStones) fail("capture count in '" + text + "' is too large");
    } else if (ch == 'P' || ch == 'p') {
      const Side s = ch == 'P' ? Side::Black : Side::White;
      if (seen[index(s)]) fail("capture count for " + std::string(1, ch) + " given twice in '" + text + "'");
      seen[index(s)] = true;
      pos.set_captures(s, count == 0 ? 1 : count);
      count = 0;
    } else {
      fail("unexpected '" + std::string(1, ch) + "' in the capture field '" + text + "' (expected e.g. 2Pp or -)");
    }
  }
  if (count) fail("capture field '" + text + "' ends in a number without P or p");
}

int read_move_number(const std::string& text) {
  if (text.empty() || text.size() > 7 || text.find_first_not_of("0123456789") != std::string::npos)
    fail("move number '" + text + "' is not a positive integer");
  const int n = std::stoi(text);
  if (n < 1) fail("move number must be at least 1");
  return n;
}

// Stones are never added: a side cannot have more than it starts with, counting
// the stones the opponent has captured (HS-4).
void check_material(const Position& pos) {
  const int most = pos.rules().stones_per_side();
  for (Side s : {Side::Black, Side::White}) {
    const int total = pos.count(s) + pos.captures(~s);
    if (total > most)
      fail(std::string(s == Side::Black ? "Black" : "White") + " has " + std::to_string(total) +
           " stones (on the board plus captured); " + pos.rules().name + " starts with " + std::to_string(most));
  }
}

}  // namespace

std::string write_sfen(const Position& pos) {
  const Geometry& g = pos.geo();
  std::string out;
  for (int r = 0; r < g.size; ++r) {
    if (r) out += '/';
    int empties = 0;
    for (int c = 0; c < g.size; ++c) {
      const int sq = g.square(r, c);
      const char stone = pos.stones(Side::Black) & bit128(sq) ? 'P' : pos.stones(Side::White) & bit128(sq) ? 'p' : 0;
      if (!stone) {
        ++empties;
        continue;
      }
      if (empties) out += char('0' + empties), empties = 0;
      out += stone;
    }
    if (empties) out += char('0' + empties);
  }
  out += pos.side_to_move() == Side::Black ? " b " : " w ";
  out += hand_text(pos) + " " + std::to_string(pos.move_number());
  return out;
}

void read_sfen(Position& pos, const std::string& sfen) {
  std::istringstream in(sfen);
  std::vector<std::string> fields;
  for (std::string f; in >> f;) fields.push_back(f);
  if (!fields.empty() && fields[0] == "sfen") fields.erase(fields.begin());
  if (fields.size() < 2 || fields.size() > 4)
    fail("'" + sfen + "': expected <board> <b|w> [<captures>|-] [<move number>]");
  Position next(pos.rules());
  read_board(next, fields[0]);
  if (fields[1] != "b" && fields[1] != "w") fail("side to move must be b or w, got '" + fields[1] + "'");
  next.set_side_to_move(fields[1] == "b" ? Side::Black : Side::White);
  if (fields.size() > 2) read_hand(next, fields[2]);
  if (fields.size() > 3) next.set_move_number(read_move_number(fields[3]));
  check_material(next);
  pos = next;
}

}  // namespace hensoku::hasami
