#include "shogi/engine/mate_search.h"

#include <algorithm>
#include <optional>
#include <unordered_map>

#include "core/timer.h"
#include "shogi/movegen.h"
#include "shogi/notation.h"

namespace hensoku::shogi {

namespace {

using shogi::Move;

constexpr size_t kMaxEntries = 1 << 21;  // per table: about 100 MB at most
constexpr int kShortestDepth = 7;        // plies searched exhaustively before proof numbers

class MateSearcher {
 public:
  MateSearcher(const shogi::Position& pos, const shogi::RuleSet& rules, int64_t deadline, const std::atomic<bool>& stop)
      : pos_(pos), rules_(rules), deadline_(deadline), stop_(stop) {}

  // Depths 1, 3, ... up to max_depth plies. An undecided result (no mate
  // within max_depth, some line cut) comes back as Timeout with aborted() false.
  MateResult run(int max_depth) {
    MateResult result;
    for (int depth = 1; depth <= max_depth; depth += 2) {
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

  // Failures proven for a position with the attacker to move: searched to
  // `depth`, and `complete` when nothing was cut (then no depth helps).
  struct Failure {
    int depth;
    bool complete;
  };

  bool aborted() const { return aborted_; }

 private:
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
    if (found < 0 && !aborted_) {
      if (failures_.size() >= kMaxEntries) failures_.clear();  // a cache only: bounded memory
      failures_[key] = {depth, !cut_};
    }
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

// Depth-first proof-number search (df-pn): OR nodes are the attacker's
// checking moves, AND nodes the defender's evasions. Proof and disproof
// numbers are kept per position in a table; a position repeated on the
// current line is a failure for the attacker and is not stored.
class ProofNumberSearcher {
 public:
  ProofNumberSearcher(const shogi::Position& pos, const shogi::RuleSet& rules, int64_t deadline,
                      const std::atomic<bool>& stop)
      : pos_(pos), rules_(rules), deadline_(deadline), stop_(stop) {}

  MateResult run() {
    MateResult result;
    Numbers root = search(kInfinity - 1, kInfinity - 1, true);
    result.nodes = nodes_;
    if (aborted_) return result;
    if (root.dn == 0) {
      result.kind = MateResult::Kind::NoMate;
      return result;
    }
    if (root.pn == 0) {
      std::vector<Move> line;
      if (proof_line(line)) {
        result.kind = MateResult::Kind::Mate;
        for (Move m : line) result.moves.push_back(shogi::move_to_usi(m));
      }
    }
    return result;
  }

 private:
  static constexpr uint32_t kInfinity = 1u << 30;
  struct Numbers {
    uint32_t pn = 1, dn = 1;
  };

  static uint32_t add(uint32_t a, uint32_t b) { return std::min<uint32_t>(a + b, kInfinity); }

  bool out_of_time() {
    if (aborted_) return true;
    if ((++nodes_ & 1023) == 0 && (stop_.load(std::memory_order_relaxed) || (deadline_ && now_ms() >= deadline_)))
      aborted_ = true;
    return aborted_;
  }

  void children(bool attacker, std::vector<Move>& out) {
    shogi::VariantMoveList moves;
    shogi::generate_legal(pos_, moves, rules_);
    for (Move m : moves) {
      if (attacker) {
        pos_.do_move(m);
        bool check = pos_.in_check();
        pos_.undo_move();
        if (!check) continue;
      }
      out.push_back(m);
    }
  }

  Numbers lookup(uint64_t key) const {
    auto it = table_.find(key);
    return it == table_.end() ? Numbers{} : it->second;
  }

  void store(uint64_t key, Numbers n) {
    if (table_.size() >= kMaxEntries) table_.clear();  // bounded memory; the search stays correct
    table_[key] = n;
  }

  // Numbers of the child reached by m (repetitions: a failure for the attacker).
  Numbers child_numbers(Move m) {
    pos_.do_move(m);
    uint64_t key = pos_.key();
    Numbers n = std::find(path_.begin(), path_.end(), key) != path_.end() ? Numbers{kInfinity, 0} : lookup(key);
    pos_.undo_move();
    return n;
  }

  // Expands the current position until its numbers reach a threshold.
  Numbers search(uint32_t pn_limit, uint32_t dn_limit, bool attacker) {
    uint64_t key = pos_.key();
    std::vector<Move> moves;
    children(attacker, moves);
    if (moves.empty()) {
      Numbers n = attacker ? Numbers{kInfinity, 0} : Numbers{0, kInfinity};  // no check / mated
      store(key, n);
      return n;
    }
    path_.push_back(key);
    Numbers n;
    for (;;) {
      // OR node: pn = min, dn = sum; AND node: pn = sum, dn = min.
      uint32_t best = kInfinity, second = kInfinity, sum = 0;
      size_t best_index = 0;
      Numbers best_numbers;
      for (size_t i = 0; i < moves.size(); ++i) {
        Numbers c = child_numbers(moves[i]);
        uint32_t own = attacker ? c.pn : c.dn, other = attacker ? c.dn : c.pn;
        sum = add(sum, other);
        if (own < best) {
          second = best;
          best = own;
          best_index = i;
          best_numbers = c;
        } else if (own < second) {
          second = own;
        }
      }
      n = attacker ? Numbers{best, sum} : Numbers{sum, best};
      if (n.pn >= pn_limit || n.dn >= dn_limit || out_of_time()) break;
      uint32_t child_pn_limit, child_dn_limit;
      if (attacker) {
        child_pn_limit = std::min(pn_limit, add(second, 1));
        child_dn_limit = add(dn_limit - n.dn, best_numbers.dn);
      } else {
        child_dn_limit = std::min(dn_limit, add(second, 1));
        child_pn_limit = add(pn_limit - n.pn, best_numbers.pn);
      }
      pos_.do_move(moves[best_index]);
      search(child_pn_limit, child_dn_limit, !attacker);
      pos_.undo_move();
    }
    path_.pop_back();
    store(key, n);
    return n;
  }

  // Plies to mate along the proof in the table from the current position
  // (attacker: the quickest proven check; defender: the longest resistance),
  // or -1 when the table holds no complete proof. `best` gets the move.
  int proof_length(bool attacker, int budget, Move* best) {
    std::vector<Move> moves;
    children(attacker, moves);
    if (moves.empty()) return attacker ? -1 : 0;
    if (budget <= 0 || out_of_length_budget()) return -1;
    uint64_t key = pos_.key();
    if (std::find(path_.begin(), path_.end(), key) != path_.end()) return -1;
    if (!best) {
      auto known = lengths_.find(key);
      if (known != lengths_.end()) return known->second;
    }
    path_.push_back(key);
    int result = -1;
    for (Move m : moves) {
      if (child_numbers(m).pn != 0) {
        if (attacker) continue;
        result = -1;  // an evasion without a proof: none at this node
        break;
      }
      pos_.do_move(m);
      int plies = proof_length(!attacker, budget - 1, nullptr);
      pos_.undo_move();
      if (plies < 0) {
        if (attacker) continue;
        result = -1;
        break;
      }
      if (result < 0 || (attacker ? plies + 1 < result : plies + 1 > result)) {
        result = plies + 1;
        if (best) *best = m;
      }
    }
    path_.pop_back();
    lengths_[key] = result;
    return result;
  }

  bool out_of_length_budget() { return ++length_nodes_ > 2000000; }

  // The mating line: the attacker's quickest proven check against the
  // defender's longest resistance, each step re-derived from the table.
  bool proof_line(std::vector<Move>& line) {
    shogi::Position start = pos_;
    bool attacker = true, ok = false;
    for (int ply = 0; ply < 1000; ++ply) {
      std::vector<Move> moves;
      children(attacker, moves);
      if (moves.empty()) {
        ok = !attacker;  // the defender is mated
        break;
      }
      Move pick;
      path_.clear();
      lengths_.clear();
      if (proof_length(attacker, 400, &pick) < 0) break;
      line.push_back(pick);
      pos_.do_move(pick);
      attacker = !attacker;
    }
    pos_ = start;
    path_.clear();
    return ok;
  }

  shogi::Position pos_;
  shogi::RuleSet rules_;
  int64_t deadline_;
  const std::atomic<bool>& stop_;
  uint64_t nodes_ = 0;
  bool aborted_ = false;
  std::vector<uint64_t> path_;
  std::unordered_map<uint64_t, Numbers> table_;
  std::unordered_map<uint64_t, int> lengths_;  // proof_length's memo for one step of the line
  uint64_t length_nodes_ = 0;
};

MateResult find_mate_dfpn(const shogi::Position& pos, const shogi::RuleSet& rules, int64_t deadline,
                          const std::atomic<bool>& stop) {
  return ProofNumberSearcher(pos, rules, deadline, stop).run();
}

}  // namespace

MateResult find_mate(const shogi::Position& pos, const shogi::RuleSet& rules, int64_t time_limit_ms,
                     const std::atomic<bool>& stop) {
  int64_t deadline = time_limit_ms > 0 ? now_ms() + time_limit_ms : 0;
  // Short mates by exhaustive iterative deepening (the shortest line, and
  // quick "nomate" proofs); longer ones by proof-number search.
  MateSearcher shortest(pos, rules, deadline, stop);
  MateResult result = shortest.run(kShortestDepth);
  if (result.kind != MateResult::Kind::Timeout || shortest.aborted()) return result;
  MateResult deep = find_mate_dfpn(pos, rules, deadline, stop);
  deep.nodes += result.nodes;
  return deep;
}

}  // namespace hensoku::shogi
