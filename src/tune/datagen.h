#pragma once
// Self-play data for tuning: games of the engine against itself at a small
// node budget (optionally against a weakened copy of itself), opened with
// random plies (from the start or from lines of an openings file), each
// position written with the game's result.
//
// File format (text): a header line "# hensoku datagen variant=V ...", then
// one line per position: "<result> <sfen>", result from Black's view (1 Black
// won, 0.5 draw, 0 White won), then " score <cp>" for a position the engine
// searched (its score from the side to move's view; mates as +-100000).
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace hensoku::tune {

struct DatagenOptions {
  std::string variant;
  int games = 100;
  uint64_t nodes = 2000;  // per move
  std::string openings;   // a file of openings (variants/openings.h): game g starts at line g mod n
  int random_plies = 8;   // uniformly random moves at the start of each game (after its opening)
  int max_plies = 300;    // a game still going is cut here
  int adjudicate = 0;     // at the cut: a search score of at least this (cp) wins; 0 = always a draw
  int random_percent = 0; // after the opening, this share of moves (%) is uniformly random, both sides
  int skill = 20;         // SkillLevel of both sides (20 = full strength)
  int weak_skill = 20;    // < 20: one side (alternating) plays at this SkillLevel
  uint64_t seed = 1;
};

struct DatagenStats {
  int games = 0, black_wins = 0, white_wins = 0, draws = 0;
  uint64_t positions = 0;
};

// Throws InputError for an unknown variant or bad options.
DatagenStats run_datagen(const DatagenOptions& options, std::ostream& out,
                         const std::function<void(const std::string&)>& progress = {});

struct LabelledPosition {
  float black_result = 0.5f;
  std::string sfen;
  std::optional<int> score;  // the datagen search's score, side to move's view
};

// Reads a datagen file; returns its variant (from the header) and positions.
// Throws InputError on a malformed line.
std::string read_datagen(std::istream& in, std::vector<LabelledPosition>& out);

}  // namespace hensoku::tune
