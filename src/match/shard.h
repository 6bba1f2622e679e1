#pragma once
// Shards of one match, and the merge of their records (docs/cluster.md).
//
// A match of G games is G/2 game pairs: pair p is games 2p+1 and 2p+2 on
// opening p mod n, the first engine Black in the first of them. Shard K/N
// plays the pairs p with p mod N == K-1, so N shards together play exactly
// the games of one run, with the same numbers, openings, colours and random
// seeds. Each game is keyed by its suite (openings file name, "startpos"
// without one) and number; a shard re-run skips the games its records file
// already holds, and the summary counts each key once however many files or
// times it reads it.
#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/side.h"
#include "match/elo.h"

namespace hensoku::match {

struct Shard {
  int index = 1, count = 1;                                                               // K/N, 1 <= K <= N
  bool owns_game(int game_index) const { return (game_index / 2) % count == index - 1; }  // 0-based index
  std::string text() const { return std::to_string(index) + "/" + std::to_string(count); }
};

// "K/N"; InputError otherwise.
Shard parse_shard(const std::string& text);

// The seed a seeded player (the random mover) uses for one game: a function
// of its own seed and the game's number only, so a game is the same whichever
// shard, worker or run plays it.
uint64_t game_seed(uint64_t engine_seed, int game_number);

// The suite name a match records for an openings file ("" = the start position).
std::string suite_name(const std::string& openings_path);

// One engine move as the referee timed it.
struct MoveTiming {
  Side side = Side::Black;
  int64_t elapsed_ms = 0;
  int64_t budget_ms = 0;  // 0: no clock (fixed nodes or depth)
  int depth = 0;          // 0: none reported
  std::optional<int> score_cp;  // the last score reported, mover's view (a mate: +-100000)
};

// One game as read back from a records file.
struct RecordedGame {
  std::string variant, suite, black, white, result, code;
  int game = 0;  // 1-based number in its suite
  bool counted = true;
  // The engines' moves after the opening, in order.
  std::vector<MoveTiming> timings;
  std::string first() const { return game % 2 ? black : white; }  // the first engine of the match
  double first_score() const;                                     // 1, 0.5 or 0
};

// Parses one records line; nullopt for a torn or foreign line.
std::optional<RecordedGame> parse_record(const std::string& line);

// Cuts a torn last line (a run killed while writing it) so that records
// appended later start on a line of their own. Returns the bytes cut.
size_t drop_torn_tail(const std::string& path);

struct Pentanomial {
  // Pairs by the first engine's points in them: 0, 0.5, 1, 1.5, 2.
  std::array<int, 5> counts{};
  int pairs() const { return counts[0] + counts[1] + counts[2] + counts[3] + counts[4]; }
  double score() const;  // per game, in [0, 1]
};

// Elo from the pairs (pair variance: colour and opening bias cancel within a pair).
EloEstimate estimate_elo(const Pentanomial& p);
// The SPRT's log-likelihood ratio from the pairs (the same normal
// approximation as sprt_llr, over pair scores).
double sprt_llr(const Pentanomial& p, const Sprt& sprt);

// The games of one suite, merged from any number of records files.
struct SuiteSummary {
  std::string suite;
  std::map<int, RecordedGame> games;  // by number
  Tally tally() const;                // counted games, first engine's view
  Pentanomial pentanomial() const;    // complete pairs of counted games
  int uncounted() const;              // ended after an SPRT stop of a one-process run
  // Games 1..n all present: the prefix a single process would have played
  // first; with an SPRT, the tally of that prefix up to the first verdict
  // (or all of it when undecided), as a single run with the same seed stops.
  int prefix_games() const;
  Tally prefix_tally(const std::optional<Sprt>& sprt) const;
};

struct MergedRecords {
  std::string variant, first, second;  // engine names, from the first record read
  std::map<std::string, SuiteSummary> suites;
  int lines = 0;      // records read
  int repeats = 0;    // of a game already read (same file read again, or two files)
  int conflicts = 0;  // a repeat with a different result: the first one read is kept
  int torn = 0;       // lines that are not whole records (a file being written)
  // Reads one file; InputError when it cannot be read or holds games of
  // another match (other variant or engines).
  void add_file(const std::string& path);
};

}  // namespace hensoku::match
