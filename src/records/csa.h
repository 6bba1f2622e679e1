#pragma once
// CSA game records: the text format of the computer-shogi tournaments and
// floodgate (CSA standard V2.2; V2, V2.1 and V3.0 records are read too), for
// standard shogi. docs/notation.md (CSA) documents every choice.
#include <map>
#include <string>
#include <vector>

#include "variants/game.h"
#include "variants/registry.h"

namespace hensoku::records {

// What a record knows besides the moves (as KifInfo).
struct CsaInfo {
  std::string black_name;  // N+
  std::string white_name;  // N-
  std::string event;       // $EVENT; "" = none
  std::string start_time;  // $START_TIME, "2026/11/21 03:00:00"; "" = none
  Outcome outcome;         // how the game ended (Ongoing = unfinished)
  // Comments by position: [0] the start position, [i] the position after
  // move i; "" for none; '\n' separates lines. Written as "'*" lines after
  // the move; entries past the game's last position are not written.
  std::vector<std::string> comments;
};

// Can the game be written as CSA? Empty when yes, else the reason.
std::string csa_unsupported_reason(const Game& game);

// The whole record ("\n" line ends). Throws InputError with
// csa_unsupported_reason() when the game cannot be written.
std::string write_csa(const Game& game, const CsaInfo& info = {});

struct CsaRecord {
  std::string version;                         // "2.2"; "" when the record has no V line
  std::string black_name;                      // N+
  std::string white_name;                      // N-
  std::map<std::string, std::string> headers;  // "EVENT" -> "...", without the '$'
  std::string setup_sfen;                      // "" for the standard start with Black to move
  std::vector<std::string> moves;              // USI
  std::vector<int> times_ms;                   // per move, from its T line; -1 when none
  std::string termination;                     // "TORYO", "SENNICHITE", ... (without '%'), or ""
  // What the termination says, judged at the position after the last move
  // (%TORYO: the side to move resigned); Ongoing for none, CHUDAN, FUZUMI
  // and ERROR.
  Outcome outcome;
  // As CsaInfo::comments, one entry per position (moves.size() + 1): the
  // "'*" lines before the first move belong to the start position, later
  // ones to the move they follow (after the ending: to the last move).
  // Other "'" lines are remarks of the file and are not kept.
  std::vector<std::string> comments;
};

// What a %-ending (without the '%': "TORYO") says with `to_move` to move
// after the last move; Ongoing for CHUDAN, FUZUMI, ERROR and unknown words.
Outcome csa_ending_outcome(const std::string& termination, Side to_move);

// Parses one CSA game record (UTF-8 or ASCII; CR line ends fine) of standard
// shogi and checks every move by playing it. Throws InputError naming the
// line ("CSA line 14: ...") on anything it cannot read or an illegal move.
CsaRecord read_csa(const std::string& text, const Registry& registry);

}  // namespace hensoku::records
