// Running a match: games distributed over worker threads, each worker with
// its own pair of engine processes, results tallied and recorded as they end.
#include "match/match.h"

#include <signal.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

#include "variants/registry.h"

namespace hensoku::match {

namespace {

nlohmann::json to_json(const GameRecord& r, const MatchConfig& config) {
  std::vector<int64_t> times, budgets;
  std::vector<int> depths;
  nlohmann::json scores = nlohmann::json::array();  // null where the engine reported none
  for (const auto& t : r.timings) {
    times.push_back(t.elapsed_ms);
    budgets.push_back(t.budget_ms);
    depths.push_back(t.depth);
    scores.push_back(t.score_cp ? nlohmann::json(*t.score_cp) : nlohmann::json(nullptr));
  }
  return {{"game", r.number},
          {"suite", config.suite},
          {"pair", (r.number - 1) / 2 + 1},
          {"shard", config.shard ? config.shard->text() : "1/1"},
          {"variant", config.variant},
          {"options", config.rule_options},
          {"black", r.black},
          {"white", r.white},
          {"setup", r.setup_sfen},
          {"opening", r.opening_moves},
          {"moves", r.moves},
          {"result", r.result},
          {"code", r.outcome.code},
          {"reason", r.outcome.reason},
          {"counted", r.counted},
          {"time_ms", times},
          {"budget_ms", budgets},
          {"depth", depths},
          {"score", scores}};
}

// Checks every opening against the rules before any engine starts.
void validate_openings(const MatchConfig& config) {
  for (const auto& o : config.openings)
    if (start_game(config.variant, o, config.rule_options)->outcome().over())
      throw InputError("an opening ends the game already: " + o.sfen);
}

// The game indices (0-based) this run plays: all of them, or a shard's pairs
// less the games its records file already holds, whose results go into
// `tally` as resumed.
std::vector<int> games_to_play(const MatchConfig& config, Tally& tally) {
  std::vector<int> todo;
  std::map<int, RecordedGame> done;
  if (config.shard && !config.record_path.empty() && std::filesystem::exists(config.record_path)) {
    drop_torn_tail(config.record_path);
    MergedRecords existing;
    existing.add_file(config.record_path);
    const std::string second = config.engines[1].name;
    if (existing.lines &&
        (existing.variant != config.variant || existing.first != config.engines[0].name || existing.second != second))
      throw InputError("'" + config.record_path + "' holds games of another match (" + existing.variant + ", " +
                       existing.first + " vs " + existing.second + ")");
    if (auto s = existing.suites.find(config.suite); s != existing.suites.end()) done = s->second.games;
  }
  for (int i = 0; i < config.games; ++i) {
    if (config.shard && !config.shard->owns_game(i)) continue;
    auto d = done.find(i + 1);
    if (d == done.end()) {
      todo.push_back(i);
      continue;
    }
    ++tally.resumed;
    const double s = d->second.first_score();
    if (!d->second.counted)
      ++tally.after_stop;
    else if (s == 0.5)
      ++tally.draws;
    else if (s == 1.0)
      ++tally.wins;
    else
      ++tally.losses;
  }
  return todo;
}

}  // namespace

Tally run_match(const MatchConfig& config, const std::function<void(const GameRecord&, const Tally&)>& on_game) {
  if (config.games < 1) throw InputError("a match needs at least one game");
  if (config.concurrency < 1) throw InputError("concurrency must be at least 1");
  create_game(config.variant, config.rule_options);  // unknown variant or option: InputError now
  validate_openings(config);
  if (config.shard && config.sprt)
    throw InputError("a shard plays all its games: the SPRT is applied to the merged records (match summarize)");
  signal(SIGPIPE, SIG_IGN);  // a crashed engine must not take the referee with it

  std::vector<Opening> openings = config.openings.empty() ? std::vector<Opening>{Opening{}} : config.openings;
  Tally tally;
  const std::vector<int> todo = games_to_play(config, tally);
  std::ofstream record;
  if (!config.record_path.empty()) {
    record.open(config.record_path, std::ios::app);
    if (!record) throw InputError("cannot write game records to '" + config.record_path + "'");
  }

  std::atomic<int> next{0};
  std::atomic<bool> finished{false};
  bool sprt_stopped = false;  // guarded by mutex
  std::mutex mutex;
  std::string failure;

  auto worker = [&] {
    std::unique_ptr<Player> players[2];
    for (;;) {
      const int slot = next++;
      if (slot >= int(todo.size()) || finished) return;
      const int i = todo[size_t(slot)];
      try {
        for (int e = 0; e < 2; ++e)
          if (!players[e]) players[e] = make_player(config.engines[e], config.variant);
        bool first_is_black = i % 2 == 0;  // colours alternate on each opening
        Player& black = *players[first_is_black ? 0 : 1];
        Player& white = *players[first_is_black ? 1 : 0];
        for (auto& p : players) p->set_game_number(i + 1);
        GameRecord rec = play_game(config, openings[(i / 2) % openings.size()], black, white);
        rec.number = i + 1;
        // A player that failed is restarted for its next game.
        if (rec.outcome.code == "engine-failure" || rec.outcome.code == "time-forfeit")
          for (auto& p : players) p.reset();

        std::lock_guard lock(mutex);
        rec.counted = !sprt_stopped;
        if (!rec.counted)
          ++tally.after_stop;
        else if (rec.outcome.kind == Outcome::Kind::Draw)
          ++tally.draws;
        else if ((rec.outcome.winner == Side::Black) == first_is_black)
          ++tally.wins;
        else
          ++tally.losses;
        if (record.is_open()) record << to_json(rec, config).dump() << '\n' << std::flush;
        if (on_game) on_game(rec, tally);
        if (rec.counted && config.sprt && !sprt_verdict(tally, *config.sprt).empty()) sprt_stopped = finished = true;
      } catch (const std::exception& e) {
        std::lock_guard lock(mutex);
        if (failure.empty()) failure = e.what();
        finished = true;
        return;
      }
    }
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < std::min(config.concurrency, int(todo.size())); ++t) threads.emplace_back(worker);
  for (auto& t : threads) t.join();
  if (!failure.empty()) throw std::runtime_error(failure);
  return tally;
}

}  // namespace hensoku::match
