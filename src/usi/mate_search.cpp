#include "usi/mate_search.h"

#include <algorithm>
#include <unordered_map>

#include "core/timer.h"
#include "shogi/movegen.h"
#include "shogi/notation.h"

namespace hensoku::usi {

namespace {

using shogi::Move;

class MateSearcher {
 public:
  MateSearcher(const shogi::Position& pos, const shogi::RuleSet& rules, int64_t deadline, const std::atomic<bool>& stop)
      : pos_(pos), rules_(rules), deadline_(deadline), stop_(stop) {}

  MateResult run() {
    MateResult result;
    for (int depth = 1; depth < 1000; depth += 2) {
      cut_ = false;
      std::vector<Move> line;
      int plies = attack(depth, line);
      result.nodes = nodes_;
      if (aborted_) return result;
      if (plies >= 0) {
        result.kind = MateResult::Kind::Mate;
        for (Move m : line) result.moves.push_back(shogi::move_to_usi(m));
        return result;
      }
      if (!cut_) {
        result.kind = MateResult::Kind::NoMate;
        return result;
      }
    }
    return result;
  }

 private:
  // Failures proven for a position with the attacker to move: searched to
  // `depth`, and `complete` when nothing was cut (then no depth helps).
  struct Failure {
    int depth;
    bool complete;
  };

  bool out_of_time() {
    if (aborted_) return true;
    if ((++nodes_ & 1023) == 0 && (stop_.load(std::memory_order_relaxed) || (deadline_ && now_ms() >= deadline_)))
      aborted_ = true;
    return aborted_;
  }

  bool on_path(uint64_t key) const { return std::find(path_.begin(), path_.end(), key) != path_.end(); }

  // Plies to mate with the attacker to move, or -1.
  int attack(int depth, std::vector<Move>& line) {
    if (out_of_time()) return -1;
    if (depth <= 0) return cut_ = true, -1;
    uint64_t key = pos_.key();
    if (on_path(key)) return cut_ = true, -1;  // a repeated check sequence never mates
    auto known = failures_.find(key);
    if (known != failures_.end() && (known->second.complete || known->second.depth >= depth)) {
      if (!known->second.complete) cut_ = true;
      return -1;
    }
    bool was_cut = cut_;
    cut_ = false;
    shogi::VariantMoveList moves;
    shogi::generate_legal(pos_, moves, rules_);
    path_.push_back(key);
    int found = -1;
    for (Move m : moves) {
      pos_.do_move(m);
      if (pos_.in_check()) {
        std::vector<Move> reply_line;
        int plies = defend(depth - 1, reply_line);
        if (plies >= 0) {
          found = plies + 1;
          line.assign(1, m);
          line.insert(line.end(), reply_line.begin(), reply_line.end());
        }
      }
      pos_.undo_move();
      if (found >= 0 || aborted_) break;
    }
    path_.pop_back();
    if (found < 0 && !aborted_) failures_[key] = {depth, !cut_};
    cut_ = cut_ || was_cut;
    return found;
  }

  // Plies to mate with the defender (in check) to move, or -1.
  int defend(int depth, std::vector<Move>& line) {
    if (out_of_time()) return -1;
    shogi::VariantMoveList moves;
    shogi::generate_legal(pos_, moves, rules_);
    if (moves.size == 0) return 0;  // checkmated
    if (depth <= 0) return cut_ = true, -1;
    uint64_t key = pos_.key();
    path_.push_back(key);
    int longest = -1;
    for (Move m : moves) {
      pos_.do_move(m);
      std::vector<Move> attack_line;
      int plies = attack(depth - 1, attack_line);
      pos_.undo_move();
      if (plies < 0) {
        longest = -1;
        break;
      }
      if (plies + 1 > longest) {
        longest = plies + 1;
        line.assign(1, m);
        line.insert(line.end(), attack_line.begin(), attack_line.end());
      }
    }
    path_.pop_back();
    return longest;
  }

  shogi::Position pos_;
  shogi::RuleSet rules_;
  int64_t deadline_;
  const std::atomic<bool>& stop_;
  uint64_t nodes_ = 0;
  bool aborted_ = false;
  bool cut_ = false;  // some line was cut by the depth limit or a repetition
  std::vector<uint64_t> path_;
  std::unordered_map<uint64_t, Failure> failures_;
};

}  // namespace

MateResult find_mate(const shogi::Position& pos, const shogi::RuleSet& rules, int64_t time_limit_ms,
                     const std::atomic<bool>& stop) {
  int64_t deadline = time_limit_ms > 0 ? now_ms() + time_limit_ms : 0;
  return MateSearcher(pos, rules, deadline, stop).run();
}

}  // namespace hensoku::usi
