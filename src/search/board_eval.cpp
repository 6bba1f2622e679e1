#include "search/board_eval.h"

#include <cctype>

namespace hensoku::search {

int view_index(const BoardView& view, const std::string& square) {
  size_t i = 0;
  int file = 0;
  while (i < square.size() && std::isdigit(static_cast<unsigned char>(square[i]))) file = file * 10 + (square[i++] - '0');
  if (i == 0 || i + 1 != square.size()) return -1;
  int rank = square[i] - 'a';
  if (file < 1 || file > view.files || rank < 0 || rank >= view.ranks) return -1;
  return rank * view.files + (view.files - file);
}

}  // namespace hensoku::search
