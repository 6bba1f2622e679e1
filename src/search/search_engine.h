#pragma once
// The Engine the faces use, over any SearchPosition: one background thread
// per search (helpers for Lazy SMP start with it), nothing running while idle.
#include <algorithm>
#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include "core/prng.h"
#include "search/engine.h"
#include "search/engine_options.h"
#include "search/search_shared.h"
#include "search/swindle.h"
#include "search/worker.h"

namespace hensoku::search {

// What a thread searches: its own copy of the position and the keys of the
// positions before it (for repetition).
template <class P>
struct RootSetup {
  P position;
  std::vector<uint64_t> keys;
  std::vector<bool> checks;  // by key: the side to move was in check (perpetual check); may be empty
};

template <SearchPosition P>
class SearchEngine : public Engine {
 public:
  using Factory = std::function<RootSetup<P>(const Game&)>;

  // `family` is the registry family this engine plays ("" accepts any game,
  // for tests); `factory` builds a position from a game.
  SearchEngine(std::string family, Factory factory) : family_(std::move(family)), factory_(std::move(factory)) {
    shared_.history_owner = next_history_owner();
  }
  ~SearchEngine() override {
    stop();
    wait();
  }

  std::vector<OptionSpec> options() const override { return engine_option_specs(); }

  void set_option(const std::string& name, const std::string& value) override {
    std::lock_guard lock(settings_mutex_);
    EngineSettings next = settings_;
    apply_engine_option(next, name, value);
    if constexpr (requires { P::check_eval_params(next); }) P::check_eval_params(next);
    else if (next.eval_params_from_file())
      throw InputError("option EvalParams: the " + family_ + " family's evaluation has no parameter table to load");
    settings_ = next;  // read by the next go(); the table is never resized under a search
  }

  // Everything a new game needs is made ready here, outside any clock (a
  // GUI sends usinewgame before the first go): the hash table allocated or
  // cleared, empty history tables for every thread. Tables no search has
  // used since they were last emptied are left as they are, so that
  // usinewgame after a preparing isready costs nothing.
  using Engine::new_game;
  void new_game() override {
    stop();
    wait();
    take_settings();
    const bool fresh = ready_table();
    if (!fresh && used_) tt_.clear();
    if (used_ || tables_for_threads_ != active_.threads) new_history_tables();
    used_ = false;
    last_move_score_ = IterationFacts::kNoScore;
  }

  void get_ready(const Game& next) override {
    {
      std::lock_guard lock(thread_mutex_);
      if (thread_.joinable() && !shared_.stop.load()) return;  // pondering or infinite: touch nothing
    }
    wait();
    take_settings();
    ready_table();
    if (tables_for_threads_ != active_.threads) {
      Worker<P>::prepare_tables(shared_.history_owner, shared_.history_owner, active_.threads);
      tables_for_threads_ = active_.threads;
    }
    warm_up(next);
    shared_.lag.probe();
  }

  void go(const Game& game, const SearchLimits& limits, std::function<void(const SearchInfo&)> on_info,
          std::function<void(const BestMove&)> on_best) override {
    check_family(game);
    stop();
    wait();
    std::shared_ptr<Game> copy(game.clone().release());
    take_settings();
    used_ = true;
    std::lock_guard lock(thread_mutex_);
    if (thread_.joinable()) thread_.detach();  // go() from inside on_best: that thread only returns now
    prepare(limits, game.side_to_move(), int(game.history().size()), std::move(on_info));
    thread_ = std::thread([this, copy, cb = std::move(on_best)] { run(*copy, cb); });
  }

  void stop() override { shared_.stop.store(true); }

  void ponderhit() override {
    shared_.start_ms.store(now_ms());
    shared_.pondering.store(false);
  }

  void wait() override {
    std::lock_guard lock(thread_mutex_);
    if (thread_.joinable() && thread_.get_id() != std::this_thread::get_id()) thread_.join();
  }

 private:
  // The options as set, for the next search (never while one runs).
  void take_settings() {
    std::lock_guard settings_lock(settings_mutex_);
    active_ = settings_;
  }
  // The table at the size USI_Hash asks for; true when it was (re)allocated
  // just now (and so is empty).
  bool ready_table() {
    if (tt_.allocated() && tt_.size_mb() == size_t(active_.hash_mb)) return false;
    tt_.resize(size_t(active_.hash_mb));
    return true;
  }

  // What the family builds on first use (move tables, the evaluation's
  // weights parsed from their text: 40-120 ms on a busy machine) is built
  // here, outside any clock, by setting up a worker on `next`.
  void warm_up(const Game& next) {
    if (!plays(next)) return;
    RootSetup<P> setup = factory_(next);
    if constexpr (requires { setup.position.use_eval_params(active_); }) setup.position.use_eval_params(active_);
    auto worker = std::make_unique<Worker<P>>(std::move(setup.position), std::move(setup.keys), shared_, 0,
                                              std::move(setup.checks));
    (void)worker->position().evaluate();
  }

  // A new game starts with empty history tables, one set per thread.
  void new_history_tables() {
    const uint64_t previous = shared_.history_owner;
    shared_.history_owner = next_history_owner();
    Worker<P>::prepare_tables(previous, shared_.history_owner, active_.threads);
    tables_for_threads_ = active_.threads;
  }

  static uint64_t next_history_owner() {
    static std::atomic<uint64_t> next{1};
    return next.fetch_add(1);
  }

  // The game's family, and the kind of game P reproduces: a family with
  // more than one position type (shogi: two move-list bounds) makes one
  // engine per variant, and each plays only its own kind.
  bool plays(const Game& game) const {
    if (family_.empty()) return true;
    const VariantInfo* info = registry().find(game.variant());
    if (!info || info->family != family_) return false;
    if constexpr (requires { P::handles(game); }) return P::handles(game);
    return true;
  }

  void check_family(const Game& game) const {
    if (!plays(game))
      throw InputError("this engine plays the " + family_ + " family's games of its own kind, not '" +
                       game.variant() + "'");
  }

  // Everything stop() and ponderhit() touch is set before the thread starts.
  void prepare(const SearchLimits& limits, Side us, int ply, std::function<void(const SearchInfo&)> on_info) {
    shared_.limits = limits;
    shared_.us = us;
    shared_.budget_storage[0] = plan_time(limits, us, active_.move_overhead, ply, shared_.lag.lag());
    shared_.budget.store(&shared_.budget_storage[0]);
    shared_.deadline.store(shared_.budget_storage[0].maximum);
    shared_.last_move_score = last_move_score_;
    shared_.pondering.store(limits.ponder);
    shared_.start_ms.store(now_ms());
    shared_.lag.start(shared_.start_ms.load());
    shared_.on_info = std::move(on_info);
    shared_.multipv = active_.skill < 20 ? std::max(active_.multipv, 4) : active_.multipv;
    int depth = SharedSearch::kMaxDepth;
    if (limits.depth > 0) depth = std::min(depth, limits.depth);
    if (limits.mate > 0) depth = std::min(depth, 2 * limits.mate + 1);
    if (active_.skill < 20) depth = std::min(depth, 1 + active_.skill / 3);
    shared_.depth_limit = depth;
    shared_.stop.store(false);
  }

  void run(const Game& game, const std::function<void(const BestMove&)>& on_best) {
    BestMove best = search(game);
    on_best(best);  // last: the engine is idle from here on
  }

  BestMove search(const Game& game) {
    ready_table();
    tt_.new_search();
    shared_.tt = &tt_;

    std::vector<std::unique_ptr<Worker<P>>> workers;
    shared_.node_counters.clear();
    for (int i = 0; i < active_.threads; ++i) {
      RootSetup<P> setup = factory_(game);
      // Positions with a weight table take the EvalParams choice.
      if constexpr (requires { setup.position.use_eval_params(active_); }) setup.position.use_eval_params(active_);
      workers.push_back(std::make_unique<Worker<P>>(std::move(setup.position), std::move(setup.keys), shared_, i,
                                                    std::move(setup.checks)));
      shared_.node_counters.push_back(&workers.back()->nodes);
    }
    Worker<P>& main = *workers[0];
    // A side that may declare a win (shogi's SF-0.6) declares; an infinite
    // or pondering search still runs until it is stopped, then declares.
    std::string declaration;
    if constexpr (requires { main.position().declaration_move(); }) declaration = main.position().declaration_move();
    if (!declaration.empty() && !shared_.limits.infinite && !shared_.pondering.load()) return {declaration, ""};
    if (main.root_moves().empty()) return {declaration.empty() ? "resign" : declaration, ""};

    std::vector<std::thread> helpers;
    for (size_t i = 1; i < workers.size(); ++i) helpers.emplace_back([w = workers[i].get()] { w->iterate(); });
    main.iterate();
    shared_.stop.store(true);
    shared_.lag.finish();
    for (auto& t : helpers) t.join();

    if (main.completed_depth() == 0) shared_.report(main.line_info(0, 1));
    size_t chosen = active_.skill < 20 ? weakened_choice(main, game.key()) : 0;
    if (chosen == 0 && lost_at_once(main)) chosen = swindle(main);
    if (!declaration.empty()) return {declaration, ""};
    const auto& rm = main.root_moves()[chosen];
    BestMove best{main.move_string(rm.move), ""};
    if (main.completed_depth() > 0 && chosen == 0) last_move_score_ = rm.score == -kInfinite ? rm.previous : rm.score;
    if (rm.pv.size() >= 2 && chosen == 0) {
      main.position().do_move(rm.move);
      best.ponder = main.move_string(rm.pv[1]);
      main.position().undo_move();
    } else {
      typename P::Move reply{};
      if (main.ponder_move(rm.move, reply)) {
        main.position().do_move(rm.move);
        best.ponder = main.move_string(reply);
        main.position().undo_move();
      }
    }
    return best;
  }

  // Every move loses at the opponent's next move (the best one does, so all
  // do): a swindle picks among them (swindle.h). Not with several lines
  // shown, where the GUI lists the search's own order.
  bool lost_at_once(Worker<P>& main) const {
    const auto& roots = main.root_moves();
    return shared_.multipv == 1 && roots.size() > 1 && roots[0].score == loss_in(2);
  }

  size_t swindle(Worker<P>& main) {
    std::vector<typename P::Move> moves;
    for (const auto& rm : main.root_moves()) moves.push_back(rm.move);
    return swindle_choice(main.position(), moves);
  }

  // SkillLevel < 20: a shallow search, and a random pick among the best
  // lines, the weaker the level the larger the noise (repeatable: the noise
  // depends only on RandomSeed and the position).
  size_t weakened_choice(Worker<P>& main, uint64_t key) const {
    const auto& roots = main.root_moves();
    Prng rng(key ^ (uint64_t(active_.seed) * 0x9E3779B97F4A7C15ULL));
    int spread = (20 - active_.skill) * 25;
    size_t lines = std::min<size_t>(size_t(shared_.multipv), roots.size());
    size_t chosen = 0;
    int chosen_value = -kInfinite * 2;
    for (size_t i = 0; i < lines; ++i) {
      int score = roots[i].score == -kInfinite ? roots[i].previous : roots[i].score;
      if (score == -kInfinite) continue;
      int value = score + int(rng.below(uint64_t(spread) + 1));
      if (value > chosen_value) {
        chosen_value = value;
        chosen = i;
      }
    }
    return chosen;
  }

  std::string family_;
  Factory factory_;
  EngineSettings settings_;  // as set by the face
  EngineSettings active_;    // the current search's copy
  std::mutex settings_mutex_;
  TranspositionTable tt_;
  SharedSearch shared_;
  std::mutex thread_mutex_;
  std::thread thread_;
  bool used_ = true;            // a search ran since the tables were emptied (or none were made yet)
  int tables_for_threads_ = 0;  // history table sets readied for this many threads
  int last_move_score_ = IterationFacts::kNoScore;  // the previous search's score, for the time manager
};

}  // namespace hensoku::search
