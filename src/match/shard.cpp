#include "match/shard.h"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "variants/game.h"

namespace hensoku::match {

Shard parse_shard(const std::string& text) {
  const size_t slash = text.find('/');
  auto number = [&](const std::string& part) {
    if (part.empty() || part.size() > 7 || part.find_first_not_of("0123456789") != std::string::npos) return -1;
    return std::stoi(part);
  };
  if (slash != std::string::npos) {
    const int k = number(text.substr(0, slash)), n = number(text.substr(slash + 1));
    if (n >= 1 && k >= 1 && k <= n) return {k, n};
  }
  throw InputError("--shard: expected K/N with 1 <= K <= N, got '" + text + "'");
}

uint64_t game_seed(uint64_t engine_seed, int game_number) {
  // SplitMix64's finaliser over both: neighbouring games get unrelated seeds.
  uint64_t z = engine_seed * 0x9E3779B97F4A7C15ULL + uint64_t(game_number) * 0xD1B54A32D192ED03ULL;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::string suite_name(const std::string& openings_path) {
  return openings_path.empty() ? "startpos" : std::filesystem::path(openings_path).filename().string();
}

double RecordedGame::first_score() const {
  if (result == "1/2-1/2") return 0.5;
  const bool black_won = result == "1-0";
  return black_won == (game % 2 == 1) ? 1.0 : 0.0;
}

namespace {

// The record's time_ms, budget_ms, depth and score arrays, one entry per engine
// move from the first after the opening; that move's side is the setup's
// side to move, turned once per opening move.
std::vector<MoveTiming> recorded_timings(const nlohmann::json& j) {
  std::vector<MoveTiming> out;
  const auto times = j.value("time_ms", std::vector<int64_t>{});
  const auto budgets = j.value("budget_ms", std::vector<int64_t>{});
  const auto depths = j.value("depth", std::vector<int>{});
  const auto scores = j.contains("score") && j["score"].is_array() ? j["score"] : nlohmann::json::array();
  const std::string setup = j.value("setup", std::string());
  const size_t space = setup.find(' ');
  Side side = space != std::string::npos && setup.compare(space + 1, 2, "w ") == 0 ? Side::White : Side::Black;
  if (j.value("opening", std::vector<std::string>{}).size() % 2) side = ~side;
  for (size_t i = 0; i < times.size(); ++i, side = ~side) {
    std::optional<int> score;
    if (i < scores.size() && scores[i].is_number_integer()) score = scores[i].get<int>();
    out.push_back({side, times[i], i < budgets.size() ? budgets[i] : 0, i < depths.size() ? depths[i] : 0, score});
  }
  return out;
}

}  // namespace

std::optional<RecordedGame> parse_record(const std::string& line) {
  const auto j = nlohmann::json::parse(line, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return std::nullopt;
  try {
    RecordedGame r;
    r.game = j.at("game").get<int>();
    r.variant = j.at("variant").get<std::string>();
    r.black = j.at("black").get<std::string>();
    r.white = j.at("white").get<std::string>();
    r.result = j.at("result").get<std::string>();
    r.code = j.value("code", std::string());
    r.suite = j.value("suite", std::string("startpos"));
    r.counted = j.value("counted", true);
    r.timings = recorded_timings(j);
    if (r.game < 1 || (r.result != "1-0" && r.result != "0-1" && r.result != "1/2-1/2")) return std::nullopt;
    return r;
  } catch (const nlohmann::json::exception&) {
    return std::nullopt;
  }
}

size_t drop_torn_tail(const std::string& path) {
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  if (ec || size == 0) return 0;
  std::ifstream in(path, std::ios::binary);
  // Scan back from the end for the last newline (records are short lines).
  uint64_t keep = size;
  for (uint64_t at = size; at > 0; --at) {
    in.seekg(std::streamoff(at - 1));
    if (in.get() == '\n') break;
    keep = at - 1;
  }
  if (keep == size) return 0;
  in.close();
  std::filesystem::resize_file(path, keep);
  return size_t(size - keep);
}

double Pentanomial::score() const {
  const int n = pairs();
  if (!n) return 0.5;
  double points = 0;
  for (int i = 0; i < 5; ++i) points += counts[i] * i * 0.5;
  return points / (2.0 * n);
}

namespace {

// Variance of the per-game mean score of a pair.
double pair_variance(const Pentanomial& p) {
  const int n = p.pairs();
  if (!n) return 0;
  const double m = p.score();
  double v = 0;
  for (int i = 0; i < 5; ++i) v += p.counts[i] * (i * 0.25 - m) * (i * 0.25 - m);
  return v / n;
}

}  // namespace

EloEstimate estimate_elo(const Pentanomial& p) {
  EloEstimate e;
  const int n = p.pairs();
  if (!n) return e;
  const double m = p.score(), stderr_score = std::sqrt(pair_variance(p) / n);
  e.elo = score_to_elo(m);
  e.margin = (score_to_elo(m + 1.959964 * stderr_score) - score_to_elo(m - 1.959964 * stderr_score)) / 2;
  e.los = stderr_score > 0 ? 0.5 * (1 + std::erf((m - 0.5) / (stderr_score * std::sqrt(2.0)))) : (m > 0.5 ? 1 : 0.5);
  return e;
}

double sprt_llr(const Pentanomial& p, const Sprt& sprt) {
  double counts[5];
  for (int i = 0; i < 5; ++i) counts[i] = p.counts[i];
  const double points[] = {0, 0.25, 0.5, 0.75, 1};
  return normal_sprt_llr(counts, points, sprt);
}

namespace {

void add_game(Tally& t, const RecordedGame& g) {
  const double s = g.first_score();
  if (s == 0.5)
    ++t.draws;
  else if (s == 1.0)
    ++t.wins;
  else
    ++t.losses;
}

}  // namespace

Tally SuiteSummary::tally() const {
  Tally t;
  for (const auto& [number, g] : games)
    if (g.counted) add_game(t, g);
  return t;
}

Pentanomial SuiteSummary::pentanomial() const {
  Pentanomial p;
  for (const auto& [number, g] : games) {
    if (number % 2 == 0 || !g.counted) continue;
    auto second = games.find(number + 1);
    if (second == games.end() || !second->second.counted) continue;
    ++p.counts[int(std::lround(2 * (g.first_score() + second->second.first_score())))];
  }
  return p;
}

int SuiteSummary::uncounted() const {
  int n = 0;
  for (const auto& [number, g] : games) n += !g.counted;
  return n;
}

int SuiteSummary::prefix_games() const {
  int n = 0;
  while (games.count(n + 1)) ++n;
  return n;
}

Tally SuiteSummary::prefix_tally(const std::optional<Sprt>& sprt) const {
  Tally t;
  for (int number = 1; number <= prefix_games(); ++number) {
    const RecordedGame& g = games.at(number);
    if (!g.counted) continue;
    add_game(t, g);
    if (sprt && !sprt_verdict(t, *sprt).empty()) break;
  }
  return t;
}

void MergedRecords::add_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw InputError("cannot read records file '" + path + "'");
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) continue;
    // A line without its newline may still be being written: read it next time.
    if (in.eof()) {
      ++torn;
      break;
    }
    auto r = parse_record(line);
    if (!r) {
      ++torn;
      continue;
    }
    ++lines;
    const std::string second_name = r->game % 2 ? r->white : r->black;
    if (variant.empty()) {
      variant = r->variant;
      first = r->first();
      second = second_name;
    } else if (r->variant != variant || r->first() != first || second_name != second) {
      throw InputError("'" + path + "' holds games of another match (" + r->variant + ", " + r->first() + " vs " +
                       second_name + ") than " + variant + ", " + first + " vs " + second);
    }
    SuiteSummary& s = suites[r->suite];
    s.suite = r->suite;
    auto [at, inserted] = s.games.emplace(r->game, *r);
    if (inserted) continue;
    ++repeats;
    if (at->second.result != r->result) ++conflicts;
  }
}

}  // namespace hensoku::match
