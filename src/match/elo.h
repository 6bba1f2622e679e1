#pragma once
// Match statistics: Elo difference with a 95% error bar, likelihood of
// superiority, and the sequential probability ratio test used to stop a match
// as soon as it has shown a gain (or the absence of one).
#include <span>
#include <string>

namespace hensoku::match {

struct Tally {
  int wins = 0, draws = 0, losses = 0;  // from the first engine's point of view
  // Games still in play when an SPRT verdict stopped the match, which end
  // after it: recorded, but left out of the counts above, so that the
  // summary's LLR is the one that stopped the match.
  int after_stop = 0;
  // Games of a resumed shard read back from its records file (counted above).
  int resumed = 0;
  int games() const { return wins + draws + losses; }
  double score() const;  // in [0, 1]
};

struct EloEstimate {
  double elo = 0;     // logistic Elo difference, first engine minus second
  double margin = 0;  // half-width of the 95% confidence interval, in Elo
  double los = 0.5;   // likelihood of superiority of the first engine
};

EloEstimate estimate_elo(const Tally& t);

// For a one-sided result (every game won, or every game lost) the logistic
// Elo is infinite; this is the 95% one-sided bound instead: the Elo of the
// smallest per-game score p with p^n >= 0.05 (all-won; negated for all-lost).
// 0 when the tally is not one-sided.
double one_sided_elo_bound(const Tally& t);

struct Sprt {
  double elo0 = 0, elo1 = 5;  // H0: gain <= elo0, H1: gain >= elo1 (logistic Elo)
  double alpha = 0.05, beta = 0.05;
  double lower_bound() const;  // accept H0 when the LLR falls below
  double upper_bound() const;  // accept H1 when the LLR rises above
};

// Log-likelihood ratio of H1 against H0 for the results so far (normal
// approximation of the trinomial, as used by common testing frameworks).
double sprt_llr(const Tally& t, const Sprt& sprt);

// The normal approximation's LLR for outcomes worth `points[i]` per game
// (or pair) seen `counts[i]` times. An outcome never seen counts as half a
// game: without it a one-sided record (every game won, or every pair
// drawn) has no variance and the test could never decide; with it 22
// straight wins accept H1 at elo0=-5, elo1=0.
double normal_sprt_llr(std::span<const double> counts, std::span<const double> points, const Sprt& sprt);

// "H1 accepted", "H0 accepted" or "" while undecided.
std::string sprt_verdict(const Tally& t, const Sprt& sprt);

double elo_to_score(double elo);
double score_to_elo(double score);

}  // namespace hensoku::match
