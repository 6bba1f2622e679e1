#include "xboard/xboard_notation.h"

#include <cctype>
#include <vector>

namespace hensoku::xboard {

namespace {

bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }
bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }

// Reads a Hensoku square (file digits, rank letter) at text[i]; advances i.
bool read_hensoku_square(const std::string& text, size_t& i, std::string& square) {
  size_t start = i;
  while (i < text.size() && is_digit(text[i])) ++i;
  if (i == start || i - start > 2 || i >= text.size() || !is_lower(text[i])) {  // boards have at most 12 files
    i = start;
    return false;
  }
  ++i;
  square = text.substr(start, i - start);
  return true;
}

// Reads an XBoard square (file letter, rank digits) at text[i]; advances i.
bool read_xboard_square(const std::string& text, size_t& i, std::string& square) {
  size_t start = i;
  if (i >= text.size() || !is_lower(text[i])) return false;
  ++i;
  size_t digits = i;
  while (i < text.size() && is_digit(text[i])) ++i;
  if (i == digits || i - digits > 2) {  // boards have at most 12 ranks
    i = start;
    return false;
  }
  square = text.substr(start, i - start);
  return true;
}

[[noreturn]] void bad_move(const std::string& move, const std::string& why) {
  throw InputError("'" + move + "' is not a move in XBoard notation: " + why);
}

}  // namespace

BoardSize board_size(const Game& game) {
  BoardView v = game.view();
  const std::string start = game.start_sfen();
  const size_t side = start.find(' ');
  return {v.files, v.ranks, side != std::string::npos && start.compare(side, 3, " w ") == 0};
}

std::string square_to_xboard(const std::string& square, BoardSize size) {
  size_t i = 0;
  std::string sq;
  if (!read_hensoku_square(square, i, sq) || i != square.size()) throw InputError("bad square '" + square + "'");
  int file = std::stoi(square.substr(0, square.size() - 1));
  int rank_from_top = square.back() - 'a';
  if (file < 1 || file > size.files || rank_from_top >= size.ranks)
    throw InputError("square '" + square + "' is off the board");
  if (size.flipped) {
    file = size.files + 1 - file;
    rank_from_top = size.ranks - 1 - rank_from_top;
  }
  return std::string(1, char('a' + (size.files - file))) + std::to_string(size.ranks - rank_from_top);
}

std::string square_from_xboard(const std::string& square, BoardSize size) {
  size_t i = 0;
  std::string sq;
  if (!read_xboard_square(square, i, sq) || i != square.size()) throw InputError("bad square '" + square + "'");
  int file_from_left = square[0] - 'a';
  int rank = std::stoi(square.substr(1));
  if (file_from_left >= size.files || rank < 1 || rank > size.ranks)
    throw InputError("square '" + square + "' is off the board");
  if (size.flipped) {
    file_from_left = size.files - 1 - file_from_left;
    rank = size.ranks + 1 - rank;
  }
  return std::to_string(size.files - file_from_left) + char('a' + (size.ranks - rank));
}

std::string move_to_xboard(const std::string& move, BoardSize size) {
  size_t i = 0;
  if (move.size() >= 2 && is_upper(move[0]) && move[1] == '*') {
    i = 2;
    std::string to;
    if (!read_hensoku_square(move, i, to)) return move;
    return move.substr(0, 1) + "@" + square_to_xboard(to, size) + move.substr(i);
  }
  std::vector<std::string> squares;
  for (std::string sq; read_hensoku_square(move, i, sq);) squares.push_back(square_to_xboard(sq, size));
  if (squares.size() < 2) return move;  // a word such as "resign" or "win"
  std::string out = squares[0] + squares[1];
  for (size_t k = 2; k < squares.size(); ++k) out += "," + squares[k - 1] + squares[k];
  return out + move.substr(i);
}

std::string move_from_xboard(const std::string& move, BoardSize size) {
  size_t i = 0;
  std::string out;
  if (move.size() >= 2 && is_upper(move[0]) && move[1] == '@') {
    i = 2;
    std::string to;
    if (!read_xboard_square(move, i, to)) bad_move(move, "expected a square after '@'");
    out = move.substr(0, 1) + "*" + square_from_xboard(to, size);
  } else {
    std::string from, to;
    if (!read_xboard_square(move, i, from) || !read_xboard_square(move, i, to))
      bad_move(move, "expected two squares such as c3c4");
    out = square_from_xboard(from, size) + square_from_xboard(to, size);
    // Further legs ",<from><to>" each start where the previous one ended.
    while (i < move.size() && move[i] == ',') {
      ++i;
      if (i == move.size()) break;  // a trailing comma: the engine's "more follows" mark
      std::string leg_from, leg_to;
      if (!read_xboard_square(move, i, leg_from) || !read_xboard_square(move, i, leg_to))
        bad_move(move, "expected a leg such as c4d5 after ','");
      if (leg_from != to) bad_move(move, "a leg must start where the previous one ended");
      out += square_from_xboard(leg_to, size);
      to = leg_to;
    }
  }
  std::string suffix = move.substr(i);
  if (suffix == "+") return out + "+";
  if (suffix.empty() || suffix == "=") return out;  // "=" declines a promotion
  bad_move(move, "unexpected '" + suffix + "'");
}

std::string resolve_pass(const Game& game, const std::string& move) {
  if (move == "@@@@") {  // a null move: every pass leaves the same position, so any will do
    for (const auto& view : game.legal_move_views())
      if (view.kind == "pass") return view.usi;
    return move;
  }
  size_t i = 0;
  std::string from, to;
  if (!read_hensoku_square(move, i, from) || !read_hensoku_square(move, i, to) || i != move.size() || from != to)
    return move;
  for (const auto& view : game.legal_move_views())
    if (view.kind == "pass" && view.from == from) return view.usi;
  return move;  // no pass there: play() will refuse it
}

std::string move_for_engine(const Game& game, const std::string& move, BoardSize size) {
  for (const auto& view : game.legal_move_views())
    if (view.usi == move && view.kind == "pass") {
      std::string square = square_to_xboard(view.from, size);
      return square + square;
    }
  return move_to_xboard(move, size);
}

}  // namespace hensoku::xboard
