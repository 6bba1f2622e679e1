#pragma once
// KIF game records (the text format of Kifu for Windows, ShogiGUI, lishogi)
// for the shogi family (9x9 with drops) and chu shogi. Written and read over
// the Game interface, so any variant of those families works as long as its
// moves are ordinary moves, drops, promotions and (chu) lion double moves.
// docs/notation.md (KIF) documents every choice.
#include <map>
#include <string>
#include <vector>

#include "variants/game.h"
#include "variants/registry.h"

namespace hensoku::records {

// What a record knows besides the moves: names, comments and the server's
// ending (resignation, time, agreement...) when the board does not show it.
struct KifInfo {
  std::string black_name;   // 先手 (下手 in a handicap game)
  std::string white_name;   // 後手 (上手 in a handicap game)
  std::string start_time;   // 開始日時, "2026/11/21 03:00:00"; "" = none
  Outcome outcome;          // how the game ended (Ongoing = unfinished)
  // Comments by position: [0] the start position, [i] the position after
  // move i; "" for none; '\n' separates lines. Written as "*" lines after
  // the move (trailing blanks of a line dropped); entries past the game's
  // last position are not written.
  std::vector<std::string> comments;
};

// Can the game be written as KIF? Empty when yes, else the reason
// ("move 12 (6i5i=) is a swap, which KIF cannot express").
std::string kif_unsupported_reason(const Game& game);

// The whole record (UTF-8, "\n" line ends) from the set-up position through
// every move of the game's history. Throws InputError with
// kif_unsupported_reason() when the game cannot be written.
std::string write_kif(const Game& game, const KifInfo& info = {});

// A record read back: what a game needs to be rebuilt (variant, options,
// set-up SFEN — "" for the variant's start —, the moves in the family's
// notation) and the header fields as written.
struct KifRecord {
  std::string variant;
  RuleOptions options;
  std::string setup_sfen;
  std::vector<std::string> moves;
  std::map<std::string, std::string> headers;  // "先手" -> "Hensoku", ...
  std::string termination;                    // "投了", "詰み", ... or ""
  std::string black_name;                     // 先手, or 下手 in a handicap game
  std::string white_name;                     // 後手, or 上手
  // As KifInfo::comments, one entry per position (moves.size() + 1): the
  // "*" lines before the first move belong to the start position, later
  // ones to the move they follow (a lion move from its first step on, the
  // lines after the ending to the last move). "**" analysis lines are kept
  // as comments starting with "*".
  std::vector<std::string> comments;
};

// Parses a KIF record (UTF-8; a leading BOM and CR line ends are fine) and
// checks every move by playing it. The record names its game by a ルール
// header, or as chu by 手合割：中将棋, a 12-row board diagram or lishogi's
// chu origins "（←7七）"; when it says
// nothing, `variant` chooses (default: standard shogi). Throws InputError naming the line
// ("KIF line 14: ...") on anything it cannot read or an illegal move.
KifRecord read_kif(const std::string& text, const Registry& registry, const std::string& variant = "");

}  // namespace hensoku::records
