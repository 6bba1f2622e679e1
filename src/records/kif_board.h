#pragma once
// Start positions in KIF: the 手合割 names (平手 and the handicaps) and the
// board diagram ("BOD": 後手の持駒, the |...| rows, 先手の持駒, 後手番).
#include <string>
#include <vector>

#include "records/kif_pieces.h"
#include "variants/game.h"

namespace hensoku::records {

// The 手合割 name of a shogi-family start SFEN ("香落ち"), "" when none.
std::string handicap_name(const std::string& sfen);
// The SFEN of a 手合割 name of the shogi family, "" when unknown (平手 too:
// the variant's own start position is meant).
std::string handicap_sfen(const std::string& name);

// The diagram of a position, one line per element, without a final newline.
std::string write_board_diagram(KifFamily family, const BoardView& view);

// Collects a diagram's lines while the header is read, then turns them into an SFEN.
class BoardDiagramReader {
 public:
  explicit BoardDiagramReader(KifFamily family) : family_(family) {}
  // Takes the line when it belongs to a diagram; throws InputError on a bad row or hand.
  bool take(const std::u32string& line, int line_number);
  // Throws InputError when rows are missing or uneven.
  std::string sfen() const;

 private:
  void read_hand(const std::u32string& text, bool white, int line_number);
  KifFamily family_;
  std::vector<std::vector<std::string>> rows_;  // SFEN tokens, "" = empty
  std::string hands_[2];                        // SFEN hand parts
  bool white_to_move_ = false;
  int files_ = 0;
  int first_row_line_ = 0;
};

}  // namespace hensoku::records
