#pragma once
// One search thread: iterative deepening over a principal-variation
// alpha-beta with aspiration windows, quiescence, transposition table, move
// ordering (table move, MVV-LVA, killers, history), null move where the family
// allows it, late-move reductions, check extensions and mate-distance scores.
// Threads of one search share only the table and the stop flag (Lazy SMP).
#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "search/history.h"
#include "search/movepick.h"
#include "search/position_concept.h"
#include "search/score.h"
#include "search/search_shared.h"

namespace hensoku::search {

template <SearchPosition P>
class Worker {
 public:
  using Move = typename P::Move;
  using List = MoveList<Move, P::kMaxMoves>;

  struct RootMove {
    Move move{};
    uint32_t code = 0;
    int score = -kInfinite;
    int previous = -kInfinite;
    Bound bound = Bound::Exact;
    int seldepth = 0;
    std::vector<Move> pv;
  };

  // Readies emptied history tables for a new game (history.h).
  static void prepare_tables(uint64_t previous, uint64_t owner, int threads) {
    Pool::prepare(previous, owner, threads);
  }

  // `keys` are the keys of the positions before the root, oldest first,
  // for repetition; `checks` (same order, may be empty or shorter: not in
  // check) whether the side to move was in check there, for perpetual check.
  Worker(P pos, std::vector<uint64_t> keys, SharedSearch& shared, int id, std::vector<bool> checks = {})
      : pos_(std::move(pos)), keys_(std::move(keys)), shared_(shared), id_(id) {
    root_index_ = keys_.size();
    keys_.push_back(pos_.key());
    if constexpr (kJudgesPerpetualCheck) {
      checks_.assign(keys_.size(), 0);
      for (size_t i = 0; i < std::min(checks.size(), root_index_); ++i) checks_[i] = checks[i];
      checks_[root_index_] = pos_.in_check();
    }
    List list;
    pos_.generate_legal(list);
    for (const Move& m : list) {
      RootMove rm;
      rm.move = m;
      rm.code = pos_.encode(m);
      rm.previous = pos_.capture_value(m);  // first ordering: captures first
      rm.pv = {m};
      root_.push_back(rm);
    }
    std::stable_sort(root_.begin(), root_.end(), [](const RootMove& a, const RootMove& b) { return a.previous > b.previous; });
    for (auto& rm : root_) rm.previous = -kInfinite;
    init_reductions();
    std::fill(std::begin(move_slot_), std::end(move_slot_), kNoSlot);
  }

  ~Worker() { Pool::release(std::move(tables_)); }
  Worker(const Worker&) = delete;
  Worker& operator=(const Worker&) = delete;

  std::atomic<uint64_t> nodes{0};

  const std::vector<RootMove>& root_moves() const { return root_; }
  int completed_depth() const { return completed_depth_; }
  P& position() { return pos_; }
  std::string move_string(const Move& m) const { return pos_.move_string(m); }

  // Iterative deepening until the stop flag, the depth limit or (main
  // thread) the time budget ends it.
  void iterate() {
    if (root_.empty()) return;
    int multipv = std::min<int>(shared_.multipv, int(root_.size()));
    for (int depth = 1; depth <= shared_.depth_limit; ++depth) {
      // Helpers skip some depths so the threads spread over the tree.
      if (id_ > 0 && depth > 1 && (depth + id_) % 3 == 0) continue;
      // Scores of this depth only: a move not yet searched when the search
      // stops keeps its place from the last depth (the sorts are stable)
      // instead of competing with a score one ply shallower, whose parity
      // (side-to-move terms) differs.
      for (auto& rm : root_) {
        rm.previous = rm.score;
        rm.score = -kInfinite;
      }
      for (pv_index_ = 0; pv_index_ < multipv && !stopped(); ++pv_index_) {
        seldepth_ = 0;
        search_root_line(depth);
        std::stable_sort(root_.begin(), root_.begin() + pv_index_ + 1, by_score);
      }
      if (stopped()) break;
      completed_depth_ = depth;
      if (id_ == 0) {
        report_lines(depth, multipv);
        if (should_stop_after(depth)) break;
      }
    }
  }

  // The table's move for the position after `m` (a ponder move when the
  // principal variation is one move long).
  bool ponder_move(const Move& m, Move& out) {
    pos_.do_move(m);
    TTData d;
    bool found = false;
    if (shared_.tt->probe(pos_.key(), d) && d.move != 0) {
      List list;
      pos_.generate_legal(list);
      for (const Move& r : list)
        if (pos_.encode(r) == d.move) {
          out = r;
          found = true;
          break;
        }
    }
    pos_.undo_move();
    return found;
  }

  // Called between root searches, when the position is at the root.
  SearchInfo line_info(int line, int depth) {
    const RootMove& rm = root_[line];
    SearchInfo info;
    info.depth = depth;
    info.seldepth = std::max(rm.seldepth, depth);
    info.multipv = line + 1;
    int score = rm.score == -kInfinite ? rm.previous : rm.score;
    if (score == -kInfinite) score = 0;  // stopped before the first move was searched
    info.is_mate = is_mate_score(score);
    info.score = info.is_mate ? mate_plies(score) : score;
    info.bound = rm.bound == Bound::Lower ? SearchInfo::Bound::Lower
               : rm.bound == Bound::Upper ? SearchInfo::Bound::Upper
                                          : SearchInfo::Bound::Exact;
    info.nodes = shared_.total_nodes();
    info.time_ms = shared_.elapsed();
    info.nps = info.time_ms > 0 ? info.nodes * 1000 / uint64_t(info.time_ms) : info.nodes;
    info.hashfull = shared_.tt->hashfull();
    for (const Move& m : rm.pv) {
      info.pv.push_back(pos_.move_string(m));
      pos_.do_move(m);
    }
    for (size_t i = 0; i < rm.pv.size(); ++i) pos_.undo_move();
    return info;
  }

 private:
  static bool by_score(const RootMove& a, const RootMove& b) { return a.score > b.score; }
  bool stopped() const { return shared_.stop.load(std::memory_order_relaxed); }

  void search_root_line(int depth) {
    RootMove& line = root_[pv_index_];
    int prev = line.previous;
    int delta = 30;
    int alpha = -kInfinite, beta = kInfinite;
    if (depth >= 4 && prev != -kInfinite && !is_mate_score(prev)) {
      alpha = std::max(prev - delta, -kInfinite);
      beta = std::min(prev + delta, kInfinite);
    }
    while (true) {
      int score = search<true>(alpha, beta, depth, 0, false);
      std::stable_sort(root_.begin() + pv_index_, root_.end(), by_score);
      if (stopped()) return;
      if (score <= alpha) {
        beta = (alpha + beta) / 2;
        alpha = std::max(score - delta, -kInfinite);
        mark_bound(Bound::Upper, depth);
      } else if (score >= beta) {
        beta = std::min(score + delta, kInfinite);
        mark_bound(Bound::Lower, depth);
      } else {
        root_[pv_index_].bound = Bound::Exact;
        return;
      }
      delta += delta / 2 + 10;
      if (delta > 1000) alpha = -kInfinite, beta = kInfinite;
    }
  }

  // A failed aspiration search is shown to the user when it is slow.
  void mark_bound(Bound bound, int depth) {
    root_[pv_index_].bound = bound;
    if (id_ == 0 && shared_.elapsed() > 3000) shared_.report(line_info(pv_index_, depth));
  }

  void report_lines(int depth, int multipv) {
    for (int i = 0; i < multipv; ++i) shared_.report(line_info(i, depth));
  }

  bool should_stop_after(int depth) {
    const SearchLimits& limits = shared_.limits;
    int best = root_[0].score;
    if (limits.mate > 0 && best >= kMateBound && mate_plies(best) <= 2 * limits.mate - 1) return true;
    note_iteration();
    if (shared_.pondering.load(std::memory_order_relaxed)) return false;
    const TimeBudget& t = shared_.time();
    if (!t.timed) return false;
    if (root_.size() == 1) return true;  // the only move: no need to think
    if (is_mate_score(best) && depth >= 2 * std::abs(mate_plies(best)) + 4) return true;
    IterationFacts facts = iteration_facts();
    // An iteration started late may run on to twice the scaled target (an
    // unfinished one still improves the choice: the best move goes first).
    shared_.deadline.store(std::min(t.maximum, 2 * scaled_target(t, facts)), std::memory_order_relaxed);
    return stop_after_iteration(t, facts);
  }

  // Main thread, after each iteration: how settled the best move is.
  void note_iteration() {
    best_move_changes_ /= 2;  // older changes count less
    best_move_changes_ += root_changes_;
    root_changes_ = 0;
    stable_iterations_ = root_[0].code == last_best_code_ ? stable_iterations_ + 1 : 0;
    last_best_code_ = root_[0].code;
    previous_score_ = last_score_;
    last_score_ = root_[0].score;
  }

  IterationFacts iteration_facts() const {
    IterationFacts f;
    f.elapsed = shared_.elapsed();
    f.score = last_score_;
    if (previous_score_ != -kInfinite) f.previous_score = previous_score_;
    if (shared_.last_move_score != IterationFacts::kNoScore) f.last_move_score = shared_.last_move_score;
    f.best_move_changes = best_move_changes_;
    f.stable_iterations = stable_iterations_;
    return f;
  }

  void check_limits() {
    if (id_ != 0) return;
    const SearchLimits& limits = shared_.limits;
    if (limits.nodes && shared_.total_nodes() >= limits.nodes) shared_.stop.store(true);
    if ((nodes.load(std::memory_order_relaxed) & 63) != 0) return;
    const int64_t now = now_ms();
    shared_.lag.tick(now);
    if (shared_.pondering.load(std::memory_order_relaxed)) return;
    const TimeBudget& t = shared_.time();
    const int64_t elapsed = now - shared_.start_ms.load(std::memory_order_relaxed);
    if (t.timed && elapsed >= std::min(t.maximum, shared_.deadline.load(std::memory_order_relaxed)))
      shared_.stop.store(true);
  }

  void count_node(int ply) {
    nodes.fetch_add(1, std::memory_order_relaxed);
    if (ply > seldepth_) seldepth_ = ply;
    check_limits();
  }

  // A repetition of the current position: on the search path, or a third
  // occurrence with the game's history. Its score in `score`: a draw, or
  // under a perpetual-check rule (shogi: the side that gave check with every
  // move of the cycle loses) a loss for the checking side.
  bool is_repetition(int ply, int& score) const {
    size_t n = keys_.size() - 1;
    uint64_t key = keys_[n];
    int before_root = 0;
    for (size_t i = n; i >= barrier_ + 2;) {
      i -= 2;
      if (keys_[i] != key) continue;
      if (i >= root_index_ || ++before_root >= 2) {
        score = repetition_score(i, ply);
        return true;
      }
    }
    return false;
  }
  static constexpr bool kJudgesPerpetualCheck = [] {
    if constexpr (requires { P::kPerpetualCheckLoses; }) return P::kPerpetualCheckLoses;
    else return false;
  }();
  // The cycle runs from position `first` to the current one; a position in
  // check there was reached by a checking move. The family's rule says who
  // checked throughout (as the referee: the side that just moved first).
  int repetition_score(size_t first, int ply) const {
    if constexpr (!kJudgesPerpetualCheck) {
      return 0;
    } else {
      switch (P::cycle_checker(first, checks_.size() - 1, [this](size_t i) { return checks_[i] != 0; })) {
        case CycleChecker::JustMoved: return win_in(ply);  // they checked throughout
        case CycleChecker::ToMove: return loss_in(ply);
        default: return 0;
      }
    }
  }

  static int status_score(Status s, int ply) {
    switch (s) {
      case Status::Win: return win_in(ply);
      case Status::Loss: return loss_in(ply);
      default: return 0;
    }
  }

  void do_move(const Move& m) {
    pos_.do_move(m);
    shared_.tt->prefetch(pos_.key());
    keys_.push_back(pos_.key());
    if constexpr (kJudgesPerpetualCheck) checks_.push_back(pos_.in_check());
  }
  void undo_move() {
    keys_.pop_back();
    if constexpr (kJudgesPerpetualCheck) checks_.pop_back();
    pos_.undo_move();
  }

  // Optional position members: SEE, a history index, the stand-pat rule.
  static constexpr bool kHasSee = requires(const P& p, const Move& m) {
    { p.see_ge(m, 0) } -> std::convertible_to<bool>;
  };
  static constexpr bool kHasHistoryIndex = requires(const P& p, const Move& m) {
    { p.history_index(m) } -> std::convertible_to<int>;
    { P::kHistoryIndices } -> std::convertible_to<int>;
  };
  static constexpr bool kHasGivesCheck = requires(const P& p, const Move& m) {
    { p.gives_check(m) } -> std::convertible_to<bool>;
  };
  // Without the optional member every move might check: nothing is pruned
  // that a check could make matter.
  bool may_give_check(const Move& m) const {
    if constexpr (kHasGivesCheck) return pos_.gives_check(m);
    else return true;
  }
  static constexpr bool kHasStandPatRule = requires(const P& p) {
    { p.stand_pat_ok() } -> std::convertible_to<bool>;
  };
  // Capture-duty rules (shogi's forced-capture variants), where replies
  // are often forced: a sacrifice leaves one legal capture.
  static constexpr bool kHasForcedReplies = requires(const P& p) {
    { p.searches_forced_replies() } -> std::convertible_to<bool>;
  };
  bool searches_forced_replies() const {
    if constexpr (kHasForcedReplies) return pos_.searches_forced_replies();
    else return false;
  }
  // Shogi-family positions expose their rule set. Standard shogi (no capture
  // duty) treats checks as Stockfish 11 does: the extension is decided at
  // the parent, only for checks that do not lose material by exchange, and
  // the losing ones are pruned by SEE near the leaves and reduced by LMR
  // like quiet moves (self-play at 20,000 nodes: +49 for the extension rule
  // against extending every node in check, then the pruning and reduction
  // on top; benchmarks/shogi-search5.md). Checking drops are so common in
  // shogi that extending all of them made the selective depth run 13-17
  // plies beyond the nominal one. Every other family, and the capture-duty
  // variants, keep the extension at the node in check and never prune or
  // reduce a check.
  static constexpr bool kHasShogiRules = requires(const P& p) { p.rules().duty; };
  bool extends_safe_checks_only() const {
    if constexpr (kHasShogiRules) return pos_.rules().duty == decltype(pos_.rules().duty){};
    else return false;
  }
  static constexpr bool kHasMateInOne = requires(P& p) {
    { p.mate_in_one() } -> std::convertible_to<bool>;
  };
  static constexpr size_t history_size() {
    if constexpr (kHasHistoryIndex) return size_t(P::kHistoryIndices);
    else return size_t(1) << 14;
  }
  using Tables = HistoryTables<history_size()>;
  using Pool = HistoryPool<P, history_size()>;
  using Stat = QuietStat<history_size()>;
  size_t history_slot(const Move& m, uint32_t code) const {
    if constexpr (kHasHistoryIndex) return size_t(pos_.history_index(m));
    else return (code * 0x9E3779B1u) >> 18;
  }
  bool see_ge(const Move& m, int threshold) const {
    if constexpr (kHasSee) return pos_.see_ge(m, threshold);
    else return true;
  }
  bool stand_pat_ok() const {
    if constexpr (kHasStandPatRule) return pos_.stand_pat_ok();
    else return true;
  }

  void score_moves(const List& list, std::array<int, P::kMaxMoves>& scores, uint32_t tt_move, int ply) const {
    const uint32_t counter = ply < kMaxPly ? counter_move(ply) : 0;
    const Stat stat = ply < kMaxPly ? quiet_stat_at(ply) : Stat{history_.data(), nullptr, nullptr};
    for (size_t i = 0; i < list.size(); ++i) {
      uint32_t code = pos_.encode(list[i]);
      int gain = pos_.capture_value(list[i]);
      if (code == tt_move) scores[i] = kTTMoveScore;
      else if (gain > 0) scores[i] = (see_ge(list[i], 0) ? kCaptureScore : kBadCaptureScore) + gain;
      else if (ply < kMaxPly && code == killers_[ply][0]) scores[i] = kKillerScore + 2;
      else if (ply < kMaxPly && code == killers_[ply][1]) scores[i] = kKillerScore + 1;
      else if (code == counter && counter != 0) scores[i] = kKillerScore;
      else scores[i] = stat(history_slot(list[i], code));
    }
  }

  // Continuation history (history.h) of the moves one and two plies before;
  // the counter move: the last quiet cut move after the previous move.
  int16_t* continuation_row(int distance, size_t previous) const { return tables_->continuation_row(distance, previous); }
  static size_t column(size_t slot) { return Tables::column(slot); }
  size_t previous_slot(int ply, int back) const { return ply >= back ? move_slot_[ply - back] : kNoSlot; }
  uint32_t counter_move(int ply) const {
    size_t prev = previous_slot(ply, 1);
    return prev == kNoSlot ? 0 : counter_[prev];
  }
  // Main history plus both continuation histories, for one node's moves.
  Stat quiet_stat_at(int ply) const {
    size_t p1 = previous_slot(ply, 1), p2 = previous_slot(ply, 2);
    return {history_.data(), p1 == kNoSlot ? nullptr : continuation_row(0, p1),
            p2 == kNoSlot ? nullptr : continuation_row(1, p2)};
  }

  static void pick(List& list, std::array<int, P::kMaxMoves>& scores, size_t i) { pick_move(list, scores, i); }

  template <class T>
  static void apply_bonus(T& h, int bonus) {
    apply_history_bonus(h, bonus);
  }
  void update_history(const Move& m, uint32_t code, int ply, int bonus) {
    size_t slot = history_slot(m, code);
    apply_bonus(history_[slot], bonus);
    size_t p1 = previous_slot(ply, 1), p2 = previous_slot(ply, 2);
    if (p1 != kNoSlot) apply_bonus(continuation_row(0, p1)[column(slot)], bonus);
    if (p2 != kNoSlot) apply_bonus(continuation_row(1, p2)[column(slot)], bonus);
  }

  void reward_quiet(const Move& m, uint32_t code, int ply, int depth, const Move* tried, int tried_count) {
    if (ply >= kMaxPly) return;
    if (killers_[ply][0] != code) {
      killers_[ply][1] = killers_[ply][0];
      killers_[ply][0] = code;
    }
    size_t p1 = previous_slot(ply, 1);
    if (p1 != kNoSlot) counter_[p1] = code;
    int bonus = std::min(depth * depth * 16, kHistoryMax / 4);
    update_history(m, code, ply, bonus);
    for (int i = 0; i < tried_count; ++i) update_history(tried[i], pos_.encode(tried[i]), ply, -bonus);
  }

  void update_pv(int ply, const Move& m) {
    pv_[ply][0] = m;
    int n = ply + 1 < kMaxPly ? pv_len_[ply + 1] : 0;
    for (int i = 0; i < n; ++i) pv_[ply][i + 1] = pv_[ply + 1][i];
    pv_len_[ply] = n + 1;
  }

  // Standard shogi's moves: a shogi rule set without a capture duty or
  // extra moves (swaps, friendly captures, merges).
  bool plays_standard_moves() const {
    if constexpr (kHasShogiRules) return extends_safe_checks_only() && !pos_.rules().has_extra_moves();
    else return false;
  }
  // Late-move reductions: log(depth)·log(move number) over a divisor.
  // Standard shogi reduces harder than the other games (1.8 against 2.2;
  // self-play at 20,000 and 25,000 nodes, docs/benchmarks/session6.md); the
  // capture-duty variants showed no gain (forcedcapture self-play 51-51-5),
  // and the others were not measured, so they keep 2.2.
  void init_reductions() {
    const double divisor = plays_standard_moves() ? 1.8 : 2.2;
    for (int d = 1; d < 64; ++d)
      for (int m = 1; m < 64; ++m) reductions_[d][m] = int(0.5 + std::log(d) * std::log(m) / divisor);
  }
  int reduction(int depth, int count) const { return reductions_[std::min(depth, 63)][std::min(count, 63)]; }

  template <bool PvNode>
  int search(int alpha, int beta, int depth, int ply, bool after_null, uint32_t excluded = 0) {
    constexpr bool kRootAllowed = PvNode;
    const bool root = kRootAllowed && ply == 0;
    if (ply < kMaxPly) pv_len_[ply] = 0;
    if (depth <= 0) return qsearch(alpha, beta, ply, 0);
    count_node(ply);

    if (!root) {
      if (stopped()) return 0;
      Status s = pos_.status();
      if (s != Status::Ongoing) return status_score(s, ply);
      if (int score = 0; is_repetition(ply, score)) return score;
      if (ply >= kMaxPly - 1) return clamp_eval(pos_.evaluate());
      // Mate distance pruning: no line can beat a shorter mate already found.
      alpha = std::max(alpha, loss_in(ply));
      beta = std::min(beta, win_in(ply + 1));
      if (alpha >= beta) return alpha;
    }

    const bool in_check = pos_.in_check();
    const bool safe_checks_only = extends_safe_checks_only();
    if (in_check && !root && ply < 2 * shared_.depth_limit && !safe_checks_only) ++depth;  // check extension

    const uint64_t key = pos_.key();
    TTData tt;
    // A search without the excluded move (singular extension) is not the
    // node's full search: it neither uses nor stores the table's result.
    bool tt_hit = excluded == 0 && shared_.tt->probe(key, tt);
    uint32_t tt_move = tt_hit ? tt.move : 0;
    if (root) tt_move = root_[pv_index_].code;
    const int tt_score = tt_hit ? from_tt(tt.score, ply) : 0;
    if (tt_hit && !PvNode && tt.depth >= depth) {
      if ((tt.bound == Bound::Exact) || (tt.bound == Bound::Lower && tt_score >= beta) ||
          (tt.bound == Bound::Upper && tt_score <= alpha))
        return tt_score;
    }

    int eval = in_check ? -kInfinite : excluded ? static_eval_[ply + 2] : clamp_eval(pos_.evaluate());
    // A table score bounds the static evaluation better than the evaluation.
    if (tt_hit && !in_check && !is_mate_score(tt.score)) {
      if ((tt.bound == Bound::Lower && tt_score > eval) || (tt.bound == Bound::Upper && tt_score < eval)) eval = tt_score;
    }
    if (ply < kMaxPly) static_eval_[ply + 2] = eval;
    const bool improving = !in_check && ply >= 2 && ply < kMaxPly && eval > static_eval_[ply];

    if (!PvNode && !in_check && excluded == 0 && !is_mate_score(beta)) {
      // Razoring: far below alpha at the last ply, only captures can help.
      if (depth == 1 && eval + kRazorMargin <= alpha) return qsearch(alpha, beta, ply, 0);
      // Reverse futility: far above beta near the leaves.
      // Not when the mover must capture (a capture duty): its evaluation
      // ignores that it may not keep its position.
      if (depth <= 6 && eval - (improving ? 90 : 120) * depth >= beta &&
          !(searches_forced_replies() && !stand_pat_ok()))
        return eval;
      // Null move: if passing still fails high, a real move will too.
      if constexpr (P::kNullMoveSafe) {
        if (!after_null && depth >= 2 && eval >= beta && pos_.null_move_ok()) {
          int r = 3 + depth / 4 + std::min(3, (eval - beta) / 200);
          size_t saved_barrier = barrier_;
          if (ply < kMaxPly) move_slot_[ply] = kNoSlot;
          pos_.do_null();
          keys_.push_back(pos_.key());
          if constexpr (kJudgesPerpetualCheck) checks_.push_back(0);
          barrier_ = keys_.size() - 1;
          int s = -search<false>(-beta, -beta + 1, depth - 1 - r, ply + 1, true);
          barrier_ = saved_barrier;
          keys_.pop_back();
          if constexpr (kJudgesPerpetualCheck) checks_.pop_back();
          pos_.undo_null();
          if (stopped()) return 0;
          if (s >= beta) return s >= kMateBound ? beta : s;
        }
      }
    }
    // Internal iterative reduction: without a table move the ordering is
    // poor, search shallower first.
    if (!root && tt_move == 0 && depth >= 6) --depth;

    List list;
    pos_.generate_legal(list);
    if (list.empty()) return status_score(pos_.no_moves_status(), ply);
    // Under a capture duty a single legal move is common (the one capture a
    // sacrifice leaves): such forced lines are searched one ply deeper.
    if (list.size() == 1 && !root && !in_check && ply < 2 * shared_.depth_limit && searches_forced_replies()) ++depth;
    std::array<int, P::kMaxMoves> scores;
    score_moves(list, scores, tt_move, ply);

    // Singular extension: the table move is searched one ply deeper when
    // every other move fails clearly below its table score; when even
    // without it the node fails high, it fails high (multi-cut).
    const bool singular_candidate = !root && excluded == 0 && depth >= kSingularDepth && tt_move != 0 &&
                                    ply < kMaxPly - 1 && tt.depth >= depth - 3 && tt.bound != Bound::Upper &&
                                    !is_mate_score(tt_score);

    const Stat node_stat = quiet_stat_at(std::min(ply, kMaxPly));
    const int old_alpha = alpha;
    int best = -kInfinite;
    uint32_t best_code = 0;
    int searched = 0;
    int quiets_seen = 0;
    constexpr int kMaxTried = 64;
    Move quiets_tried[kMaxTried];
    int quiets_tried_count = 0;
    for (size_t i = 0; i < list.size(); ++i) {
      pick(list, scores, i);
      const Move m = list[i];
      const uint32_t code = pos_.encode(m);
      if (code == excluded) continue;
      RootMove* rm = nullptr;
      if (root) {
        auto it = std::find_if(root_.begin() + pv_index_, root_.end(), [&](const RootMove& r) { return r.code == code; });
        if (it == root_.end()) continue;  // an earlier MultiPV line
        rm = &*it;
        if (id_ == 0 && shared_.elapsed() > 3000) report_currmove(depth, m, searched + 1);
      }
      const bool quiet = pos_.capture_value(m) <= 0;
      const size_t slot = history_slot(m, code);
      const int stat = quiet ? node_stat(slot) : 0;
      if (quiet) ++quiets_seen;
      const bool may_prune = !root && !in_check && best > -kMateBound && searched > 0;
      // Shallow pruning of moves that are unlikely to matter: late quiet
      // moves, and moves that lose material by exchange.
      if (may_prune && depth <= 7) {
        const bool checks = may_give_check(m);
        if (quiet && !checks) {
          if (quiets_seen > (3 + depth * depth) / (improving ? 1 : 2) && code != tt_move) continue;
          if (eval + 100 + 110 * depth <= alpha) continue;
          if (depth <= 3 && stat < -kContinuationPrune * depth && code != tt_move) continue;
          if (!see_ge(m, -40 * depth * depth)) continue;
        } else if (!quiet && !see_ge(m, -110 * depth)) {
          continue;
        } else if (quiet && safe_checks_only && !see_ge(m, -110 * depth)) {
          continue;  // a checking drop or move that loses material by exchange
        }
      }
      int extension = 0;
      if (singular_candidate && code == tt_move) {
        const int singular_beta = tt_score - 2 * depth;
        int s = search<false>(singular_beta - 1, singular_beta, (depth - 1) / 2, ply, after_null, code);
        if (stopped()) return best == -kInfinite ? 0 : best;
        if (s < singular_beta) extension = 1;
        else if (singular_beta >= beta) return singular_beta;
      }
      const bool safe_check = safe_checks_only && may_give_check(m) && see_ge(m, 0);
      if (ply < kMaxPly) move_slot_[ply] = slot;
      do_move(m);
      const bool gives_check = pos_.in_check();
      if (gives_check && safe_check && ply < 2 * shared_.depth_limit) extension = std::max(extension, 1);
      int new_depth = depth - 1 + extension;
      int s;
      if (searched == 0) {
        s = -search<PvNode>(-beta, -alpha, new_depth, ply + 1, false);
      } else {
        int r = 0;
        if (depth >= 3 && searched >= 2 && !in_check && gives_check && quiet && safe_checks_only && !safe_check) {
          // A check that loses material by exchange: reduced as a quiet move.
          r = std::clamp(reduction(depth, searched) + (PvNode ? 0 : 1), 0, new_depth - 1);
        } else if (depth >= 3 && searched >= 2 && !in_check && !gives_check) {
          if (quiet) {
            r = reduction(depth, searched) + (PvNode ? 0 : 1) + (improving ? 0 : 1);
            if (code == killers_[std::min(ply, kMaxPly)][0] || code == killers_[std::min(ply, kMaxPly)][1]) --r;
            r -= stat / kStatReductionDivisor;
          } else if (scores[i] < 0) {
            // A capture that loses material by exchange.
            r = reduction(depth, searched) / 2 + (PvNode ? 0 : 1);
          }
          r = std::clamp(r, 0, new_depth - 1);
        }
        s = -search<false>(-alpha - 1, -alpha, new_depth - r, ply + 1, false);
        if (s > alpha && r > 0) s = -search<false>(-alpha - 1, -alpha, new_depth, ply + 1, false);
        if (PvNode && s > alpha && s < beta) s = -search<true>(-beta, -alpha, new_depth, ply + 1, false);
      }
      undo_move();
      if (stopped()) return best == -kInfinite ? 0 : best;
      ++searched;

      if (root) {
        if (searched > 1 && s > alpha && id_ == 0 && pv_index_ == 0) ++root_changes_;
        if (searched == 1 || s > alpha) {
          rm->score = s;
          rm->seldepth = seldepth_;
          rm->pv.assign(1, m);
          int n = ply + 1 < kMaxPly ? pv_len_[ply + 1] : 0;
          for (int k = 0; k < n; ++k) rm->pv.push_back(pv_[ply + 1][k]);
        } else {
          rm->score = -kInfinite;
        }
      }
      if (s > best) {
        best = s;
        if (s > alpha) {
          best_code = code;
          if (PvNode && ply < kMaxPly) update_pv(ply, m);
          if (s >= beta) {
            if (quiet) reward_quiet(m, code, ply, depth, quiets_tried, quiets_tried_count);
            break;
          }
          alpha = s;
        }
      }
      if (quiet && quiets_tried_count < kMaxTried) quiets_tried[quiets_tried_count++] = m;
    }
    if (searched == 0) return alpha;  // the only moves were excluded or earlier MultiPV lines

    Bound bound = best >= beta ? Bound::Lower : best > old_alpha ? Bound::Exact : Bound::Upper;
    if (!(root && pv_index_ > 0) && excluded == 0)
      shared_.tt->store(key, {best_code ? best_code : tt_move, to_tt(best, ply), depth, bound});
    return best;
  }

  static constexpr int kRazorMargin = 500;
  static constexpr int kSingularDepth = 8;
  static constexpr int kStatReductionDivisor = 12000;
  static constexpr int kContinuationPrune = 4000;

  static constexpr int kMaxQuiescence = 12;

  int qsearch(int alpha, int beta, int ply, int qdepth) {
    if (ply < kMaxPly) pv_len_[ply] = 0;
    count_node(ply);
    if (stopped()) return 0;
    Status s = pos_.status();
    if (s != Status::Ongoing) return status_score(s, ply);
    if (ply >= kMaxPly - 1) return clamp_eval(pos_.evaluate());

    const bool in_check = pos_.in_check();
    TTData tt;
    const uint64_t key = pos_.key();
    bool tt_hit = shared_.tt->probe(key, tt);
    if (tt_hit) {
      int ts = from_tt(tt.score, ply);
      if ((tt.bound == Bound::Exact) || (tt.bound == Bound::Lower && ts >= beta) ||
          (tt.bound == Bound::Upper && ts <= alpha))
        return ts;
    }

    int best = -kInfinite;
    // Under a capture duty a side that must capture may not stand pat.
    const bool must_move = in_check || !stand_pat_ok();
    if (!must_move) {
      best = clamp_eval(pos_.evaluate());
      if (best >= beta || qdepth >= kMaxQuiescence) return best;
      // A mate in one the capture search would miss (in shogi: drops).
      if constexpr (kHasMateInOne) {
        if (qdepth == 0 && pos_.mate_in_one()) return win_in(ply + 1);
      }
      alpha = std::max(alpha, best);
    }

    List list;
    if (must_move) {
      if (qdepth >= 2 * kMaxQuiescence) return clamp_eval(pos_.evaluate());
      pos_.generate_legal(list);
      if (list.empty()) return status_score(pos_.no_moves_status(), ply);
    } else {
      pos_.generate_noisy(list);
    }
    std::array<int, P::kMaxMoves> scores;
    score_moves(list, scores, tt_hit ? tt.move : 0, kMaxPly);
    const int old_alpha = alpha;
    uint32_t best_code = 0;
    for (size_t i = 0; i < list.size(); ++i) {
      pick(list, scores, i);
      const Move m = list[i];
      do_move(m);
      int v = -qsearch(-beta, -alpha, ply + 1, qdepth + 1);
      undo_move();
      if (stopped()) return 0;
      if (v > best) {
        best = v;
        if (v > alpha) {
          best_code = pos_.encode(m);
          if (v >= beta) break;
          alpha = v;
        }
      }
    }
    if (best == -kInfinite) return alpha;
    Bound bound = best >= beta ? Bound::Lower : best > old_alpha ? Bound::Exact : Bound::Upper;
    shared_.tt->store(key, {best_code, to_tt(best, ply), 0, bound});
    return best;
  }

  void report_currmove(int depth, const Move& m, int number) {
    SearchInfo info;
    info.depth = depth;
    info.currmove = pos_.move_string(m);
    info.currmovenumber = number;
    shared_.report(info);
  }

  P pos_;
  std::vector<uint64_t> keys_;
  std::vector<uint8_t> checks_;  // by keys_ index: side to move in check (kJudgesPerpetualCheck only)
  SharedSearch& shared_;
  int id_;
  size_t root_index_ = 0;
  size_t barrier_ = 0;
  std::vector<RootMove> root_;
  int pv_index_ = 0;
  int seldepth_ = 0;
  int completed_depth_ = 0;
  // Time management (main thread): changes of the best root move in this
  // iteration, their decaying sum, and the best move's and score's history.
  int root_changes_ = 0;
  double best_move_changes_ = 0;
  int stable_iterations_ = 0;
  uint32_t last_best_code_ = 0;
  int last_score_ = -kInfinite;
  int previous_score_ = -kInfinite;
  uint32_t killers_[kMaxPly + 1][2] = {};
  std::unique_ptr<Tables> tables_ = Pool::acquire(shared_.history_owner, id_);
  std::vector<int>& history_ = tables_->history;
  std::vector<uint32_t>& counter_ = tables_->counter;
  // The history slot of the move made at each ply (kNoSlot for a null move).
  size_t move_slot_[kMaxPly + 1];
  int static_eval_[kMaxPly + 2] = {};
  Move pv_[kMaxPly][kMaxPly];
  int pv_len_[kMaxPly] = {};
  int reductions_[64][64] = {};
};

}  // namespace hensoku::search
