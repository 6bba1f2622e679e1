#include "tune/spsa.h"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <future>
#include <memory>
#include <sstream>
#include <unistd.h>

#include "core/prng.h"
#include "search/engine.h"
#include "tune/engine_move.h"
#include "tune/texel.h"
#include "variants/openings.h"
#include "variants/registry.h"

namespace hensoku::tune {

namespace {

// Score of the Black engine in one game from `opening` (1, 0.5, 0).
double play_game(const Game& opening, Engine& black, Engine& white, const SpsaOptions& o) {
  std::unique_ptr<Game> game = opening.clone();
  black.new_game();
  white.new_game();
  int black_score = 0, white_score = 0;  // each side's last search score, Black's view
  for (int ply = int(game->history().size()); ply < o.max_plies; ++ply) {
    const Outcome outcome = game->outcome();
    if (outcome.over()) return outcome.kind == Outcome::Kind::Win ? (outcome.winner == Side::Black ? 1.0 : 0.0) : 0.5;
    if (game->legal_moves().empty()) break;
    const bool black_moves = game->side_to_move() == Side::Black;
    int score = 0;
    const std::string move = engine_move(black_moves ? black : white, *game, o.nodes, score);
    if (move == "resign") return black_moves ? 0.0 : 1.0;
    (black_moves ? black_score : white_score) = black_moves ? score : -score;
    game->play(move);
  }
  const Outcome outcome = game->outcome();
  if (outcome.kind == Outcome::Kind::Win) return outcome.winner == Side::Black ? 1.0 : 0.0;
  if (outcome.over() || o.adjudicate <= 0) return 0.5;
  // Cut at the ply cap: both engines agreeing that one side is clearly ahead
  // scores it as that side's win (a signal for the tuner only; matches keep
  // the draw).
  if (black_score >= o.adjudicate && white_score >= o.adjudicate) return 1.0;
  if (black_score <= -o.adjudicate && white_score <= -o.adjudicate) return 0.0;
  return 0.5;
}

// A seeded opening: `plies` uniformly random moves from `base`, redrawn when
// the game ends inside them. Throws InputError when no draw succeeds (every
// line from `base` ends within `plies`).
std::unique_ptr<Game> random_opening(const Game& base, int plies, Prng& rng) {
  for (int attempt = 0; attempt < 10000; ++attempt) {
    std::unique_ptr<Game> game = base.clone();
    int ply = 0;
    for (; ply < plies && !game->outcome().over(); ++ply) {
      const std::vector<std::string> moves = game->legal_moves();
      if (moves.empty()) break;
      game->play(moves[rng.below(moves.size())]);
    }
    if (ply == plies && !game->outcome().over()) return game;
  }
  throw InputError(fmt::format("no game from '{}' lasts {} random plies", base.sfen(), plies));
}

void write_table(const std::string& path, const std::vector<Parameter>& names, const std::vector<int>& values) {
  std::ofstream out(path);
  if (!out) throw InputError("spsa: cannot write '" + path + "'");
  for (size_t i = 0; i < names.size(); ++i) out << names[i].name << ' ' << values[i] << '\n';
}

std::vector<int> rounded(const std::vector<double>& v) {
  std::vector<int> out;
  for (double x : v) out.push_back(int(std::lround(x)));
  return out;
}

}  // namespace

std::vector<std::pair<std::string, double>> parse_named_values(const std::string& text) {
  std::vector<std::pair<std::string, double>> out;
  std::istringstream items(text);
  for (std::string item; std::getline(items, item, ',');) {
    if (item.empty()) continue;
    const size_t eq = item.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == item.size())
      throw InputError("expected name=value, got '" + item + "'");
    const std::string value = item.substr(eq + 1);
    size_t used = 0;
    double v = 0;
    try {
      v = std::stod(value, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used != value.size() || !std::isfinite(v)) throw InputError("expected a number in '" + item + "'");
    out.emplace_back(item.substr(0, eq), v);
  }
  return out;
}

SpsaResult run_spsa(const SpsaOptions& o, const std::function<void(const SpsaIteration&)>& on_iteration) {
  const TunableEval* eval = tunable_for_variant(o.variant);
  if (!eval) throw InputError("no tunable evaluation for variant '" + o.variant + "'");
  if (o.games < 2 || o.adjudicate < 0 || o.nodes < 1 || o.random_plies < 0 || o.max_plies < 1 || o.concurrency < 1 ||
      o.concurrency > 2 || o.r_end <= 0)
    throw InputError("spsa: games >= 2, nodes and max plies positive, concurrency 1 or 2, r-end > 0");
  SpsaResult result;
  result.start = o.start == "untuned" ? eval->untuned(o.variant) : eval->tuned(o.variant);
  if (o.start != "tuned" && o.start != "untuned") {  // a parameter file over the tuned table
    std::ifstream file(o.start);
    if (!file) throw InputError("spsa --start: cannot read '" + o.start + "' (tuned, untuned or a parameter file)");
    std::ostringstream text;
    text << file.rdbuf();
    result.start = read_parameter_text(text.str(), result.start);
  }
  const size_t n = result.start.size();
  auto index_of = [&](const std::string& name) {
    for (size_t i = 0; i < n; ++i)
      if (result.start[i].name == name) return i;
    throw InputError("spsa: unknown parameter '" + name + "' for " + o.variant);
  };
  // Per parameter: tuned or not, and its final perturbation c_end.
  std::vector<bool> tuned(n, o.params.empty());
  for (const std::string& name : o.params) tuned[index_of(name)] = true;
  std::vector<double> c_end(n);
  for (size_t i = 0; i < n; ++i) c_end[i] = std::max(2.0, std::abs(result.start[i].value) / 10.0);
  for (const auto& [name, c] : o.steps) {
    if (c <= 0) throw InputError("spsa: the step of '" + name + "' must be positive");
    c_end[index_of(name)] = c;
  }

  // Spall's gains: c_k = c / k^gamma, a_k = a / (A + k)^alpha, chosen so
  // that the last iteration perturbs by c_end and steps with a_end = r_end *
  // c_end^2 (the parametrisation engine testing frameworks use).
  const int iterations = o.games / 2;
  const double big_a = o.a_ratio * iterations;
  std::vector<double> c0(n), a0(n), theta(n);
  for (size_t i = 0; i < n; ++i) {
    c0[i] = c_end[i] * std::pow(double(iterations), o.gamma);
    a0[i] = o.r_end * c_end[i] * c_end[i] * std::pow(big_a + iterations, o.alpha);
    theta[i] = result.start[i].value;
  }

  const std::string dir = o.work_dir.empty() ? std::filesystem::temp_directory_path().string() : o.work_dir;
  const std::string stem = fmt::format("{}/hensoku-spsa-{}-{}", dir, o.variant, ::getpid());
  const std::string plus_path = stem + "-plus.params", minus_path = stem + "-minus.params";
  // Two engine pairs, one per game of an iteration (both in use when the
  // games run at once): engines[g][0] plays the table moved up.
  std::unique_ptr<Engine> engines[2][2];
  for (auto& pair : engines)
    for (auto& e : pair) e = create_engine(o.variant);

  const std::vector<std::unique_ptr<Game>> bases = start_games(o.variant, o.openings);
  Prng rng(o.seed * 0x9E3779B97F4A7C15ULL + 11);
  for (int k = 1; k <= iterations; ++k) {
    std::vector<int> plus(n), minus(n);
    std::vector<double> delta(n, 0), ck(n, 0);
    for (size_t i = 0; i < n; ++i) {
      if (!tuned[i]) {
        plus[i] = minus[i] = int(std::lround(theta[i]));
        continue;
      }
      delta[i] = rng.below(2) ? 1.0 : -1.0;
      ck[i] = c0[i] / std::pow(double(k), o.gamma);
      plus[i] = int(std::lround(theta[i] + ck[i] * delta[i]));
      minus[i] = int(std::lround(theta[i] - ck[i] * delta[i]));
    }
    write_table(plus_path, result.start, plus);
    write_table(minus_path, result.start, minus);
    for (auto& pair : engines) {
      pair[0]->set_option("EvalParams", plus_path);
      pair[1]->set_option("EvalParams", minus_path);
    }
    const Game& base = *bases[bases.size() == 1 ? 0 : rng.below(bases.size())];
    const std::unique_ptr<Game> opening = random_opening(base, o.random_plies, rng);
    // Game 0: the table moved up plays Black; game 1: White.
    auto game0 = [&] { return play_game(*opening, *engines[0][0], *engines[0][1], o); };
    auto game1 = [&] { return 1.0 - play_game(*opening, *engines[1][1], *engines[1][0], o); };
    double s0 = 0, s1 = 0;
    if (o.concurrency == 2) {
      auto second = std::async(std::launch::async, game1);
      s0 = game0();
      s1 = second.get();
    } else {
      s0 = game0();
      s1 = game1();
    }
    for (double s : {s0, s1}) {
      if (s == 1.0) ++result.plus_wins;
      else if (s == 0.0) ++result.minus_wins;
      else ++result.draws;
    }
    // The pair's score difference (plus minus minus, -2..2) estimates the
    // directional derivative; each tuned parameter moves along its sign.
    const double difference = s0 + s1 - (2.0 - s0 - s1);
    const double ak_base = std::pow(big_a + k, o.alpha);
    for (size_t i = 0; i < n; ++i)
      if (tuned[i]) theta[i] += a0[i] / ak_base / ck[i] * difference * delta[i] / 2.0;
    if (on_iteration) on_iteration({k, s0 + s1, theta});
  }
  std::filesystem::remove(plus_path);
  std::filesystem::remove(minus_path);
  result.tuned = result.start;
  const std::vector<int> final_values = rounded(theta);
  for (size_t i = 0; i < n; ++i) result.tuned[i].value = final_values[i];
  return result;
}

}  // namespace hensoku::tune
