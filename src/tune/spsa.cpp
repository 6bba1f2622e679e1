#include "tune/spsa.h"

#include <fmt/core.h>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <future>
#include <map>
#include <memory>
#include <sstream>
#include <thread>

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

// Pair j of iteration k's own random stream (signs, opening).
uint64_t pair_seed(uint64_t seed, int k, int j) {
  uint64_t z = seed * 0x9E3779B97F4A7C15ULL + uint64_t(k) * 0xD1B54A32D192ED03ULL + uint64_t(j) * 0x8CB92BA72F3D8DD7ULL;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// Everything that decides a run's pairs and theta, for the result files'
// header: shards of one run have the same.
std::string header_of(const SpsaOptions& o, const std::vector<Parameter>& start) {
  std::string h = fmt::format(
      "# hensoku spsa variant={} games={} batch={} nodes={} random-plies={} max-plies={} adjudicate={} seed={} "
      "r-end={} alpha={} gamma={} a-ratio={} openings={} params=",
      o.variant, o.games, o.batch, o.nodes, o.random_plies, o.max_plies, o.adjudicate, o.seed, o.r_end, o.alpha,
      o.gamma, o.a_ratio, o.openings);
  for (const auto& p : o.params) h += p + ",";
  h += " steps=";
  for (const auto& [name, c] : o.steps) h += fmt::format("{}:{},", name, c);
  h += " start=";
  for (const auto& p : start) h += fmt::format("{}:{},", p.name, p.value);
  return h;
}

struct PairResult {
  double first = 0.5, second = 0.5;  // points of the table moved up in game 0 (Black) and game 1 (White)
};

// The pairs' results: this shard's file (appended as pairs end) and the
// other shards' files in the results directory, read again on refresh.
class ResultFiles {
 public:
  ResultFiles(const SpsaOptions& o, std::string header) : header_(std::move(header)) {
    if (o.results_dir.empty()) return;
    dir_ = o.results_dir;
    std::filesystem::create_directories(dir_);
    refresh();
    if (o.summarize) return;
    own_ = fmt::format("{}/spsa-shard-{}-of-{}.results", dir_, o.shard_index, o.shard_count);
    cut_torn_tail(own_);
    const bool fresh = !std::filesystem::exists(own_) || std::filesystem::file_size(own_) == 0;
    out_.open(own_, std::ios::app);
    if (!out_) throw InputError("spsa: cannot write '" + own_ + "'");
    if (fresh) out_ << header_ << '\n' << std::flush;
  }

  bool has(int k, int j) const { return results_.count({k, j}) != 0; }
  PairResult get(int k, int j) const { return results_.at({k, j}); }
  bool complete(int k, int batch) const {
    for (int j = 0; j < batch; ++j)
      if (!has(k, j)) return false;
    return true;
  }
  int repeats() const { return repeats_; }

  // A claim on pair j of iteration k for a shard that plays another's pair:
  // false while another shard's fresh claim holds it.
  bool claim(int k, int j, double stale_seconds) const {
    if (dir_.empty()) return true;
    const std::string path = claim_path(k, j);
    for (int attempt = 0; attempt < 2; ++attempt) {
      const int fd = ::open(path.c_str(), O_CREAT | O_EXCL | O_WRONLY, 0644);
      if (fd >= 0) {
        ::close(fd);
        return true;
      }
      std::error_code ec;
      const auto written = std::filesystem::last_write_time(path, ec);
      if (ec) continue;  // released meanwhile: try again
      const double age = std::chrono::duration<double>(std::filesystem::file_time_type::clock::now() - written).count();
      if (age < stale_seconds) return false;
      std::filesystem::remove(path, ec);
    }
    return false;
  }
  void unclaim(int k, int j) const {
    std::error_code ec;
    if (!dir_.empty()) std::filesystem::remove(claim_path(k, j), ec);
  }

  void record(int k, int j, const PairResult& r) {
    if (out_.is_open()) out_ << k << ' ' << j << ' ' << r.first << ' ' << r.second << '\n' << std::flush;
    if (!results_.emplace(std::make_pair(k, j), r).second) ++repeats_;
  }

  // Reads every shard file of the directory again (the own one included:
  // a resumed shard finds its earlier pairs there).
  void refresh() {
    if (dir_.empty()) return;
    std::vector<std::string> paths;  // in name order: the same first result of a repeated pair everywhere
    for (const auto& entry : std::filesystem::directory_iterator(dir_)) {
      const std::string name = entry.path().filename().string();
      if (name.rfind("spsa-shard-", 0) == 0 && entry.path().extension() == ".results") paths.push_back(entry.path());
    }
    std::sort(paths.begin(), paths.end());
    std::map<std::pair<int, int>, PairResult> seen;
    int repeats = 0;
    for (const auto& path : paths) read_file(path, seen, repeats);
    results_ = std::move(seen);
    repeats_ = repeats;
  }

 private:
  void read_file(const std::string& path, std::map<std::pair<int, int>, PairResult>& into, int& repeats) const {
    std::ifstream in(path);
    std::string line;
    if (!std::getline(in, line) || in.eof()) return;  // empty, or its header still being written
    if (line != header_)
      throw InputError("spsa: '" + path + "' holds the results of another run (other options or seed)");
    while (std::getline(in, line)) {
      if (in.eof()) break;  // a line still being written
      std::istringstream fields(line);
      int k = 0, j = 0;
      PairResult r;
      if (!(fields >> k >> j >> r.first >> r.second)) throw InputError("spsa: malformed line in '" + path + "'");
      if (!into.emplace(std::make_pair(k, j), r).second) ++repeats;
    }
  }

  static void cut_torn_tail(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return;
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const size_t keep = text.rfind('\n') == std::string::npos ? 0 : text.rfind('\n') + 1;
    if (keep != text.size()) std::filesystem::resize_file(path, keep);
  }

  std::string claim_path(int k, int j) const { return fmt::format("{}/spsa-claim-{}-{}", dir_, k, j); }

  std::string header_, dir_, own_;
  std::ofstream out_;
  std::map<std::pair<int, int>, PairResult> results_;
  int repeats_ = 0;
};

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
  if (o.batch < 1 || o.shard_count < 1 || o.shard_index < 1 || o.shard_index > o.shard_count ||
      (o.shard_count > 1 && o.results_dir.empty()) || (o.summarize && o.results_dir.empty()))
    throw InputError("spsa: batch >= 1, shard K/N with 1 <= K <= N; shards and summarize need a results directory");
  if (o.games < 2 * o.batch)
    throw InputError(fmt::format("spsa: {} games do not make one iteration of {} pairs", o.games, o.batch));
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
  const int iterations = o.games / (2 * o.batch);
  const double big_a = o.a_ratio * iterations;
  std::vector<double> c0(n), a0(n), theta(n);
  for (size_t i = 0; i < n; ++i) {
    c0[i] = c_end[i] * std::pow(double(iterations), o.gamma);
    a0[i] = o.r_end * c_end[i] * c_end[i] * std::pow(big_a + iterations, o.alpha);
    theta[i] = result.start[i].value;
  }

  const std::string dir = o.work_dir.empty() ? std::filesystem::temp_directory_path().string() : o.work_dir;
  static std::atomic<int> runs{0};  // shards of one process (tests) keep apart
  const std::string stem = fmt::format("{}/hensoku-spsa-{}-{}-{}", dir, o.variant, ::getpid(), runs++);
  const std::string plus_path = stem + "-plus.params", minus_path = stem + "-minus.params";
  // Two engine pairs, one per game of a pair (both in use when the games
  // run at once): engines[g][0] plays the table moved up.
  std::unique_ptr<Engine> engines[2][2];
  if (!o.summarize)
    for (auto& pair : engines)
      for (auto& e : pair) e = create_engine(o.variant);

  const std::vector<std::unique_ptr<Game>> bases = start_games(o.variant, o.openings);
  ResultFiles files(o, header_of(o, result.start));
  result.iterations_planned = iterations;
  auto owned = [&](int j) { return j % o.shard_count == o.shard_index - 1; };
  double own_pair_seconds = 0;
  int own_pairs = 0;
  for (int k = 1; k <= iterations; ++k) {
    // The pairs of iteration k: signs and opening from (seed, k, j) alone.
    std::vector<std::vector<double>> deltas(size_t(o.batch), std::vector<double>(n, 0));
    std::vector<std::unique_ptr<Game>> openings;
    std::vector<double> ck(n, 0);
    for (size_t i = 0; i < n; ++i)
      if (tuned[i]) ck[i] = c0[i] / std::pow(double(k), o.gamma);
    for (int j = 0; j < o.batch; ++j) {
      Prng rng(pair_seed(o.seed, k, j));
      for (size_t i = 0; i < n; ++i)
        if (tuned[i]) deltas[size_t(j)][i] = rng.below(2) ? 1.0 : -1.0;
      const Game& base = *bases[bases.size() == 1 ? 0 : rng.below(bases.size())];
      openings.push_back(random_opening(base, o.random_plies, rng));
    }
    auto play_pair = [&](int j) {
      std::vector<int> plus(n), minus(n);
      for (size_t i = 0; i < n; ++i) {
        plus[i] = int(std::lround(theta[i] + ck[i] * deltas[size_t(j)][i]));
        minus[i] = int(std::lround(theta[i] - ck[i] * deltas[size_t(j)][i]));
      }
      write_table(plus_path, result.start, plus);
      write_table(minus_path, result.start, minus);
      for (auto& pair : engines) {
        pair[0]->set_option("EvalParams", plus_path);
        pair[1]->set_option("EvalParams", minus_path);
      }
      const Game& opening = *openings[size_t(j)];
      // Game 0: the table moved up plays Black; game 1: White.
      auto game0 = [&] { return play_game(opening, *engines[0][0], *engines[0][1], o); };
      auto game1 = [&] { return 1.0 - play_game(opening, *engines[1][1], *engines[1][0], o); };
      PairResult r;
      if (o.concurrency == 2) {
        auto second = std::async(std::launch::async, game1);
        r.first = game0();
        r.second = second.get();
      } else {
        r.first = game0();
        r.second = game1();
      }
      files.record(k, j, r);
      ++result.pairs_played;
    };
    if (o.summarize) {
      files.refresh();
      if (!files.complete(k, o.batch)) break;
    } else {
      // This shard's pairs first, then, after waiting a while for the other
      // shards, any pair still missing (a shard may be dead or not started):
      // a pair played twice has the same result and is counted once.
      for (int j = 0; j < o.batch; ++j) {
        if (!owned(j) || files.has(k, j)) continue;
        const auto start = std::chrono::steady_clock::now();
        play_pair(j);
        own_pair_seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        ++own_pairs;
      }
      // Once the wait is over, the missing pairs are taken one after
      // another (the files read again before each). A shard that takes
      // over a pair claims it first, so that two such shards do not play
      // the same pair; a claim older than a few pairs' time is stale (its
      // shard died) and may be taken again.
      const double pair_seconds = own_pairs ? own_pair_seconds / own_pairs : 0.0;
      const double patience = 0.5 + 2.0 * pair_seconds, stale = 10.0 + 4.0 * pair_seconds;
      const auto waiting_since = std::chrono::steady_clock::now();
      for (files.refresh(); !files.complete(k, o.batch); files.refresh()) {
        bool played = false;
        if (std::chrono::duration<double>(std::chrono::steady_clock::now() - waiting_since).count() >= patience)
          for (int j = o.batch - 1; j >= 0 && !played; --j)
            if (!files.has(k, j) && files.claim(k, j, stale)) {
              play_pair(j);
              files.unclaim(k, j);
              played = true;
            }
        if (!played) std::this_thread::sleep_for(std::chrono::milliseconds(100));
      }
    }
    // Each pair's score difference (plus minus minus, -2..2) estimates the
    // directional derivative; theta moves by their mean, pair by pair in order.
    const double ak_base = std::pow(big_a + k, o.alpha);
    double plus_points = 0;
    std::vector<double> step(n, 0);
    for (int j = 0; j < o.batch; ++j) {
      const PairResult r = files.get(k, j);
      for (double s : {r.first, r.second}) {
        if (s == 1.0)
          ++result.plus_wins;
        else if (s == 0.0)
          ++result.minus_wins;
        else
          ++result.draws;
      }
      plus_points += r.first + r.second;
      const double difference = r.first + r.second - (2.0 - r.first - r.second);
      for (size_t i = 0; i < n; ++i)
        if (tuned[i]) step[i] += a0[i] / ak_base / ck[i] * difference * deltas[size_t(j)][i] / 2.0;
    }
    for (size_t i = 0; i < n; ++i) theta[i] += step[i] / o.batch;
    result.iterations = k;
    if (on_iteration) on_iteration({k, plus_points, theta});
  }
  result.pairs_repeated = files.repeats();
  std::filesystem::remove(plus_path);
  std::filesystem::remove(minus_path);
  result.tuned = result.start;
  const std::vector<int> final_values = rounded(theta);
  for (size_t i = 0; i < n; ++i) result.tuned[i].value = final_values[i];
  return result;
}

}  // namespace hensoku::tune
