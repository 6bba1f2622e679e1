#pragma once
// SPSA (simultaneous perturbation stochastic approximation) tuning driven by
// node-limited games: each iteration perturbs every tuned parameter by ±c_k
// at once (random signs), plays a game pair between the table moved up and
// the table moved down (one seeded random opening, colours swapped; the
// opening is a line drawn from --openings, if given, then random moves), and
// moves every parameter by a step proportional to the pair's score
// difference and its sign. Unlike Texel tuning it needs no decisive self-play
// data set: it measures playing strength directly, so it works where games
// between equal engines are mostly drawn and where a lower fitting error did
// not make a stronger player (docs/tuning.md).
//
// The engines are the engine in-process (create_engine), told their tables
// through the EvalParams option (a parameter file per side, rewritten each
// pair). The same options and seed give the same run.
//
// An iteration may play several pairs (--batch B), each with its own
// perturbation and opening, all around the same theta; theta then moves by
// the mean of their estimates. Pair j of iteration k draws its signs and
// opening from (seed, k, j) alone, so shards (--shard K/N with a shared
// --results-dir) can play the pairs of one iteration between them: each
// appends "k j score score" lines to its own file in the directory, waits
// for (or plays itself) the pairs still missing, and computes theta from
// all results in pair order: every shard, and `summarize`, ends at the
// theta of one run with the same options (docs/cluster.md).
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "tune/tunable.h"

namespace hensoku::tune {

struct SpsaOptions {
  std::string variant;
  int games = 1000;                 // total games, two per iteration
  uint64_t nodes = 2000;            // per move
  std::string openings;             // a file of openings (variants/openings.h); empty: the start position
  int random_plies = 8;             // uniformly random moves per pair, after the opening
  int max_plies = 300;              // a game still going is a draw here, unless adjudicated
  int adjudicate = 0;               // > 0: at the cap, both engines' last scores >= this (cp) for one side win it
  int concurrency = 1;              // 2: the two games of a pair at once
  std::string start = "untuned";    // tuned | untuned | a parameter file: the table to start from
  std::vector<std::string> params;  // the names tuned; empty = every parameter
  std::vector<std::pair<std::string, double>> steps;  // c_end per name (default max(2, |start|/10))
  double r_end = 0.02;                                // final learning rate a_end / c_end^2
  double alpha = 0.602, gamma = 0.101;                // decay exponents of a_k and c_k (Spall)
  double a_ratio = 0.1;                               // stability constant A as a share of the iterations
  uint64_t seed = 1;
  std::string work_dir;                  // where the per-side parameter files go (default: the system temp dir)
  int batch = 1;                         // game pairs per iteration, all around the same theta
  int shard_index = 1, shard_count = 1;  // K/N: pairs j with j mod N = K-1 first, then any still missing
  std::string results_dir;               // the shards' result files (shared); empty: none kept
  bool summarize = false;                // play nothing: theta from the result files as far as they go
};

struct SpsaIteration {
  int iteration = 0;          // 1-based
  double plus_score = 0;      // points of the table moved up in the pair (0..2)
  std::vector<double> theta;  // every parameter after the update
};

struct SpsaResult {
  std::vector<Parameter> start, tuned;           // tuned: theta rounded
  int plus_wins = 0, minus_wins = 0, draws = 0;  // games by the perturbed sides
  int iterations = 0, iterations_planned = 0;    // done (summarize: complete in the files) and in all
  int pairs_played = 0;                          // by this process (the rest were read from the result files)
  int pairs_repeated = 0;                        // results read more than once (a pair played by two shards)
};

// Throws InputError for an unknown variant, a family without a tunable
// evaluation, an unknown parameter name or bad options.
SpsaResult run_spsa(const SpsaOptions& options, const std::function<void(const SpsaIteration&)>& on_iteration = {});

// "name=value,name=value" (also "name value" pairs split by commas).
std::vector<std::pair<std::string, double>> parse_named_values(const std::string& text);

}  // namespace hensoku::tune
