#pragma once
// hensoku match: games between two engines, refereed by Hensoku's own rules,
// with alternating colours, openings, concurrency, adjudication, Elo and SPRT.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "match/elo.h"
#include "match/player.h"
#include "match/shard.h"
#include "variants/game.h"
#include "variants/openings.h"

namespace hensoku::match {

// A start position for a pair of games (each engine plays each side once);
// read_openings reads a file of them (variants/openings.h).
using hensoku::Opening;
using hensoku::read_openings;

struct MatchConfig {
  std::string variant = "shogi";
  RuleOptions rule_options;
  EngineConfig engines[2];
  int games = 2;
  int concurrency = 1;
  TimeControl tc;
  std::vector<Opening> openings;  // empty: the start position
  int max_plies = 600;            // then a draw ("max-plies")
  int resign_score = 0;           // adjudicate when both agree beyond this (cp); 0 = off
  int resign_moves = 4;           // ... for this many moves of each side
  int64_t time_margin_ms = 100;   // overstep tolerated before a loss on time
  std::string record_path;        // JSON lines, one game per line; empty = none
  std::optional<Sprt> sprt;
  std::string suite = "startpos";  // the openings' name in records (suite_name)
  // Only this shard's game pairs, skipping those already in record_path
  // (match/shard.h); no SPRT stop of its own: the merged summary decides.
  std::optional<Shard> shard;
};

// One move an engine played: how long it took against what its clock
// allowed (movetime; the main time left plus the byoyomi; in Fischer and
// sudden death the main time left before the increment), and how deep it
// said it searched.
struct GameRecord {
  int number = 0;            // 1-based
  std::string black, white;  // engine names
  std::string setup_sfen;
  std::vector<std::string> moves;  // after the opening's own moves (which are in setup_sfen's history)
  std::vector<std::string> opening_moves;
  std::vector<MoveTiming> timings;  // one per move the engines were asked for, in order
  Outcome outcome;
  std::string result;   // "1-0" (Black won), "0-1", "1/2-1/2"
  bool counted = true;  // false: ended after an SPRT stop (Tally::after_stop)
};

// Plays the match; on_game is called (serialised) after each game with the
// record and the running tally (first engine's view). With an SPRT, the
// match stops on the first verdict: games that were still in play then are
// finished and recorded but not tallied, so the tally returned is the one
// that gave the verdict. Throws std::runtime_error
// when an engine cannot be started at all, InputError on bad configuration.
Tally run_match(const MatchConfig& config, const std::function<void(const GameRecord&, const Tally&)>& on_game = {});

// One game between two players; exposed for tests.
GameRecord play_game(const MatchConfig& config, const Opening& opening, Player& black, Player& white);

}  // namespace hensoku::match
