#pragma once
// Piece names in KIF per family: the name a move line writes, the short name
// a board diagram (BOD) writes, and the other names readers meet.
#include <string>
#include <vector>

namespace hensoku::records {

enum class KifFamily { Shogi, Chu };

struct KifPieceName {
  std::string token;       // the SFEN token of a Black piece: "P", "+S"
  std::u32string move;     // written in move lines: "歩", "成銀" / chu "歩兵"
  std::u32string board;    // written in board diagrams: "歩", "全" / chu "成飛"
  std::vector<std::u32string> aliases;  // also read in move lines
};

const std::vector<KifPieceName>& kif_pieces(KifFamily family);
// The entry for a token (either case); nullptr when the family has no such piece.
const KifPieceName* kif_piece(KifFamily family, const std::string& token);
// Does `name` (a move line's piece name) name the piece `token`?
bool kif_names_piece(KifFamily family, const std::u32string& name, const std::string& token);
// The longest piece name (move names and aliases) at text[pos]; its length, 0 if none.
size_t match_piece_name(KifFamily family, const std::u32string& text, size_t pos);
// The token of a board-diagram name ("全" -> "+S"), "" when unknown.
std::string token_of_board_name(KifFamily family, const std::u32string& name);
// The token of a hand piece name ("歩", "歩兵" -> "P"), "" when unknown or promoted.
std::string token_of_hand_name(KifFamily family, const std::u32string& name);

}  // namespace hensoku::records
