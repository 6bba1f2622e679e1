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
// After each game's positions a line "# game G result R plies P positions N"
// (G 1-based): the key by which shards resume and merge (docs/cluster.md).
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace hensoku::tune {

struct DatagenOptions {
  std::string variant;
  int games = 100;
  uint64_t nodes = 2000;   // per move
  std::string openings;    // a file of openings (variants/openings.h): game g starts at line g mod n
  int random_plies = 8;    // uniformly random moves at the start of each game (after its opening)
  int max_plies = 300;     // a game still going is cut here
  int adjudicate = 0;      // at the cut: a search score of at least this (cp) wins; 0 = always a draw
  int random_percent = 0;  // after the opening, this share of moves (%) is uniformly random, both sides
  int skill = 20;          // SkillLevel of both sides (20 = full strength)
  int weak_skill = 20;     // < 20: one side (alternating) plays at this SkillLevel
  uint64_t seed = 1;       // game g's random moves come from (seed, g) alone
  // Shard K/N plays the game pairs p (games 2p+1, 2p+2) with p mod N = K-1:
  // N shards write exactly the games of one run.
  int shard_index = 1, shard_count = 1;
  std::set<int> done;  // game numbers already written (a resumed shard): skipped
  bool header = true;  // write the header line (not when appending to a shard's file)
};

struct DatagenStats {
  int games = 0, black_wins = 0, white_wins = 0, draws = 0;
  uint64_t positions = 0;
  int resumed = 0;  // games found in a shard's file from an earlier run (not in the counts above)
};

// The header line (no newline) a run with these options writes.
std::string datagen_header(const DatagenOptions& options);

// Throws InputError for an unknown variant or bad options.
DatagenStats run_datagen(const DatagenOptions& options, std::ostream& out,
                         const std::function<void(const std::string&)>& progress = {});

// Runs into a file. A shard (shard_count > 1, or 1/1) resumes: a file that
// holds an earlier run of the same shard keeps its complete games (a torn
// last game is cut) and only the others are played; otherwise the file is
// rewritten. InputError when the file holds another run.
DatagenStats run_datagen_file(const DatagenOptions& options, const std::string& path, bool resume,
                              const std::function<void(const std::string&)>& progress = {});

// Datagen files of shards (complete or still being written) merged: each
// game once, in game order, under the header of one run.
struct DatagenMerge {
  std::string header;                // without the shard field
  int games_expected = 0;            // games= of the header
  std::map<int, std::string> games;  // game number -> its lines, marker included
  std::map<int, float> results;      // game number -> Black's result
  int repeats = 0, partial = 0;      // games read twice; games still being written (left out)
  uint64_t positions = 0;
};
// InputError when a file cannot be read or belongs to another run.
void merge_datagen_file(DatagenMerge& merge, const std::string& path);
void write_merged_datagen(const DatagenMerge& merge, std::ostream& out);

struct LabelledPosition {
  float black_result = 0.5f;
  std::string sfen;
  std::optional<int> score;  // the datagen search's score, side to move's view
};

// Reads a datagen file; returns its variant (from the header) and positions.
// Throws InputError on a malformed line.
std::string read_datagen(std::istream& in, std::vector<LabelledPosition>& out);

}  // namespace hensoku::tune
