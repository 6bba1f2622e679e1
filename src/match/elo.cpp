#include "match/elo.h"

#include <algorithm>
#include <cmath>

namespace hensoku::match {

double Tally::score() const { return games() ? (wins + 0.5 * draws) / games() : 0.5; }

double elo_to_score(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

double score_to_elo(double score) {
  score = std::clamp(score, 1e-6, 1 - 1e-6);
  return -400.0 * std::log10(1.0 / score - 1.0);
}

namespace {

// Per-game variance of the score.
double score_variance(const Tally& t) {
  double n = t.games(), s = t.score();
  if (n == 0) return 0;
  return (t.wins * (1 - s) * (1 - s) + t.draws * (0.5 - s) * (0.5 - s) + t.losses * s * s) / n;
}

}  // namespace

EloEstimate estimate_elo(const Tally& t) {
  EloEstimate e;
  if (t.games() == 0) return e;
  double s = t.score();
  double stderr_score = std::sqrt(score_variance(t) / t.games());
  e.elo = score_to_elo(s);
  double hi = score_to_elo(s + 1.959964 * stderr_score), lo = score_to_elo(s - 1.959964 * stderr_score);
  e.margin = (hi - lo) / 2;
  int decisive = t.wins + t.losses;
  e.los = decisive ? 0.5 * (1 + std::erf((t.wins - t.losses) / std::sqrt(2.0 * decisive))) : 0.5;
  return e;
}

double one_sided_elo_bound(const Tally& t) {
  const int n = t.games();
  if (n == 0 || t.draws > 0 || (t.wins > 0 && t.losses > 0)) return 0;
  const double p = std::pow(0.05, 1.0 / n);
  return t.wins == n ? score_to_elo(p) : -score_to_elo(p);
}

double Sprt::lower_bound() const { return std::log(beta / (1 - alpha)); }
double Sprt::upper_bound() const { return std::log((1 - beta) / alpha); }

double normal_sprt_llr(std::span<const double> counts, std::span<const double> points, const Sprt& sprt) {
  constexpr double kUnseen = 0.5;
  double seen = 0;
  for (double c : counts) seen += c;
  if (seen == 0) return 0;
  auto count = [&](size_t i) { return counts[i] > 0 ? counts[i] : kUnseen; };
  double n = 0, sum = 0;
  for (size_t i = 0; i < counts.size(); ++i) n += count(i), sum += count(i) * points[i];
  const double mean = sum / n;
  double var = 0;
  for (size_t i = 0; i < counts.size(); ++i) var += count(i) * (points[i] - mean) * (points[i] - mean);
  var /= n;
  const double s0 = elo_to_score(sprt.elo0), s1 = elo_to_score(sprt.elo1);
  return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var);
}

double sprt_llr(const Tally& t, const Sprt& sprt) {
  const double counts[] = {double(t.losses), double(t.draws), double(t.wins)};
  const double points[] = {0, 0.5, 1};
  return normal_sprt_llr(counts, points, sprt);
}

std::string sprt_verdict(const Tally& t, const Sprt& sprt) {
  double llr = sprt_llr(t, sprt);
  if (llr >= sprt.upper_bound()) return "H1 accepted";
  if (llr <= sprt.lower_bound()) return "H0 accepted";
  return "";
}

}  // namespace hensoku::match
