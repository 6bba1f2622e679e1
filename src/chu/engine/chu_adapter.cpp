#include "chu/engine/chu_adapter.h"

#include <algorithm>

#include "chu/chu_game.h"
#include "chu/lion.h"
#include "chu/notation.h"
#include "chu/result.h"

namespace hensoku::chu::engine {

using namespace search;

using namespace chu;

namespace {

constexpr int kRoyalCaptureValue = 20000;

int victim_value(Piece p) { return is_royal(type_of(p)) ? kRoyalCaptureValue : chu_piece_value(type_of(p)); }

void add_piece(ChuState& s, Piece p, int sq) {
  int side = index(side_of(p));
  if (is_royal(type_of(p))) s.royals[side].set(sq);
  if (movement(p).slide) s.sliders[side].set(sq);
  if (chu_is_raider(type_of(p))) s.raiders[side].set(sq);
  if (chu_counts_for_bare_king(p, sq)) ++s.counting[side];
  if (!is_royal(type_of(p)) && !is_dead_piece(p, sq)) ++s.live[side];
  s.psq[side] += chu_psq(p, sq);
}

void remove_piece(ChuState& s, Piece p, int sq) {
  int side = index(side_of(p));
  if (is_royal(type_of(p))) s.royals[side].reset(sq);
  if (movement(p).slide) s.sliders[side].reset(sq);
  if (chu_is_raider(type_of(p))) s.raiders[side].reset(sq);
  if (chu_counts_for_bare_king(p, sq)) --s.counting[side];
  if (!is_royal(type_of(p)) && !is_dead_piece(p, sq)) --s.live[side];
  s.psq[side] -= chu_psq(p, sq);
}

}  // namespace

ChuAdapter::ChuAdapter(const Position& pos, const Rules& rules, std::shared_ptr<const std::vector<Move>> root_legal)
    : pos_(pos), rules_(rules), root_legal_(std::move(root_legal)), state_(compute_state(pos)) {
  root_key_ = pos_.key();
  royal_attacked_ = attacks_a_royal(~pos_.side_to_move());
  stack_.reserve(2 * kMaxPly + 16);
  eval_cache_.assign(kEvalCacheSize, 0);
}

ChuState ChuAdapter::compute_state(const Position& pos) {
  ChuState s;
  for (int sq = 0; sq < kSquares; ++sq)
    if (pos.at(sq) != kNoPiece) add_piece(s, pos.at(sq), sq);
  return s;
}

bool ChuAdapter::attacks_a_royal(Side by) const {
  Bitboard royals = state_.royals[index(~by)];
  if (!royals.any()) return false;
  const Bitboard occ = pos_.occupied();
  while (royals.any())
    if (attacks_square(pos_, royals.pop(), by, occ, pos_.pieces(by))) return true;
  return false;
}

// --- results ---------------------------------------------------------------

bool ChuAdapter::bare_side_can_take_last_piece() const {
  const Side them = ~side_to_move();
  int last = -1;
  Bitboard b = pos_.pieces(them);
  while (b.any()) {
    int sq = b.pop();
    if (chu_counts_for_bare_king(pos_.at(sq), sq)) last = sq;
  }
  generate_moves(pos_, rules_, scratch_);
  for (const Move& m : scratch_) {
    uint8_t caps[2];
    int n = pos_.captures(m, caps);
    for (int i = 0; i < n; ++i)
      if (caps[i] == last) return true;
  }
  return false;
}

Status ChuAdapter::status() const {
  if (rules_.set == RuleSet::Lishogi) return lishogi_status();
  const int us = index(side_to_move()), them = 1 - us;
  if (!state_.royals[us].any()) return Status::Loss;  // CHU-W2
  if (!state_.royals[them].any()) return Status::Win;
  const int ours = state_.counting[us], theirs = state_.counting[them];
  if (ours == 0 && theirs == 0) return Status::Draw;  // CHU-W4 both bare
  if (ours == 0 && theirs == 1) return bare_side_can_take_last_piece() ? Status::Ongoing : Status::Loss;
  if (ours == 1 && theirs == 0) return Status::Win;
  if (in_check() && !royal_can_step_out() && is_checkmated()) return Status::Loss;  // CHU-W3
  return repetition_status();
}

// chu::lishogi_bare_king on the incremental state; the attack on the other
// side's royal is looked at only once the counts say the side is bare.
bool ChuAdapter::lishogi_bare(Side bare) const {
  const int b = index(bare), other = 1 - b;
  if (state_.live[b] != 0 || state_.royals[b].count() != 1 || state_.royals[other].count() != 1 ||
      state_.counting[other] == 0)
    return false;
  if (bare == side_to_move() ? attacks_a_royal(bare) : royal_attacked_) return false;
  return state_.counting[other] >= 2 || lishogi_bare_king(pos_, bare);
}

// chu::lishogi_result in the search: stalemate is the search's own
// no-moves loss, but it comes before a bare king or draw in lishogi's order,
// so those are only declared for a side that has a move.
Status ChuAdapter::lishogi_status() const {
  const Side us = side_to_move();
  if (!state_.royals[index(us)].any()) return Status::Loss;
  if (lishogi_bare(us)) return Status::Loss;
  Status end = Status::Ongoing;
  if (lishogi_bare(~us))
    end = Status::Win;
  else if (state_.live[0] == 0 && state_.live[1] == 0 && state_.royals[0].count() == 1 &&
           state_.royals[1].count() == 1 && !royal_attacked_ && !attacks_a_royal(us))
    end = Status::Draw;
  if (end == Status::Ongoing) return repetition_status();
  generate_moves(pos_, rules_, scratch_);
  return scratch_.size > 0 ? end : Status::Loss;
}

// CHU-W3 tested where it matters, at a lone royal under attack: the game
// declares the mate there, and without the test the search would see it only
// as the royal capture two plies later (mate distances two plies long). A
// mate without check (every move walks into one) is still found that way.
// A step of the lone royal to a square the enemy does not attack is an
// escape. Tried first: it settles almost every check without generating the
// moves. Taking a lion is left to the full test (the counter-strike rule may
// forbid it).
bool ChuAdapter::royal_can_step_out() const {
  const Side us = side_to_move(), them = ~us;
  Bitboard royal_squares = state_.royals[index(us)];
  const int royal = royal_squares.pop();
  const Bitboard occ = pos_.occupied();
  Bitboard steps = attacks_from(pos_, royal, occ) & ~pos_.pieces(us);
  while (steps.any()) {
    const int to = steps.pop();
    if (pos_.at(to) != kNoPiece && is_lion(type_of(pos_.at(to)))) continue;
    Bitboard after = occ;
    after.reset(royal);
    after.set(to);
    Bitboard attackers = pos_.pieces(them);
    attackers.reset(to);
    if (!attacks_square(pos_, to, them, after, attackers)) return true;
  }
  return false;
}

bool ChuAdapter::is_checkmated() const {
  generate_moves(pos_, rules_, scratch_);
  Position probe = pos_;
  return is_checkmate(probe, rules_, scratch_);
}

// A repetition of an earlier position of the search path in which one side
// gave check with every one of its moves: that side is the initiator
// (CHU-R a) and may not keep repeating, so the line is lost for it.
Status ChuAdapter::repetition_status() const {
  const size_t n = stack_.size();
  const uint64_t key = pos_.key();
  const int us = index(side_to_move());
  for (size_t i = n; i >= 2;) {  // i: the earlier position is the one after i moves
    if (stack_[i - 1].null || stack_[i - 2].null) return Status::Ongoing;
    i -= 2;
    if (n - i < 4) continue;
    uint64_t earlier = i == 0 ? root_key_ : stack_[i - 1].key_after;
    if (earlier != key) continue;
    // stack_[k].royal_attacked is the state before move k, i.e. whether
    // move k-1 gave check; the last move's check is royal_attacked_.
    bool every[2] = {true, true};
    for (size_t k = i; k < n; ++k) {
      bool gave_check = k + 1 < n ? stack_[k + 1].royal_attacked : royal_attacked_;
      int mover = (n - k) % 2 == 1 ? 1 - us : us;
      every[mover] = every[mover] && gave_check;
    }
    if (every[1 - us] && !every[us]) return Status::Win;
    if (every[us] && !every[1 - us]) return Status::Loss;
    return Status::Ongoing;
  }
  return Status::Ongoing;
}

// --- moves -----------------------------------------------------------------

void ChuAdapter::generate_legal(List& list) const {
  if (stack_.empty() && root_legal_) {
    for (const Move& m : *root_legal_) list.push(m);
    return;
  }
  generate_moves(pos_, rules_, scratch_);
  for (const Move& m : scratch_) list.push(m);
}

// Captures, without those that plainly lose material: a more valuable piece
// taking lesser ones on a square the enemy still attacks afterwards.
void ChuAdapter::generate_noisy(List& list) const {
  if (stack_.empty() && root_legal_) {
    List all;
    generate_legal(all);
    for (const Move& m : all)
      if (capture_value(m) > 1) list.push(m);
    return;
  }
  generate_captures(pos_, rules_, scratch_);
  const Side them = ~side_to_move();
  for (const Move& m : scratch_) {
    uint8_t caps[2];
    int n = pos_.captures(m, caps);
    int gain = 0;
    for (int i = 0; i < n; ++i) gain += victim_value(pos_.at(caps[i]));
    const int risk = chu_piece_value(type_of(pos_.at(m.from)));
    if (gain < risk && m.from != m.to) {
      Bitboard occ = pos_.occupied();
      for (int i = 0; i < n; ++i) occ.reset(caps[i]);
      occ.reset(m.from);
      occ.set(m.to);
      if (attacks_square(pos_, m.to, them, occ, pos_.pieces(them) & occ)) continue;
    }
    list.push(m);
  }
}

int ChuAdapter::capture_value(const Move& m) const {
  uint8_t caps[2];
  int n = pos_.captures(m, caps);
  if (n == 0) return m.promote ? 1 : 0;
  int gain = 0;
  for (int i = 0; i < n; ++i) gain += victim_value(pos_.at(caps[i]));
  return 2 + gain * 8 - chu_piece_value(type_of(pos_.at(m.from))) / 8;
}

// --- static exchange and checks --------------------------------------------

namespace {

// Whether two squares share a line (row, column or diagonal) or are at most
// two apart: only then can a piece on one attack the other (chu has no
// piece that reaches farther off a line), and only a line can be opened.
bool aligned(int a, int b) {
  const int dr = row_of(a) - row_of(b), dc = col_of(a) - col_of(b);
  return dr == 0 || dc == 0 || dr == dc || dr == -dc;
}
bool within_two(int a, int b) { return distance(a, b) <= 2; }

int exchange_value(Piece p) { return victim_value(p); }

// The least valuable of `candidates` attacking `target` on the board `occ`
// (-1 when none), and its value.
int least_valuable_attacker(const Position& pos, int target, const Bitboard& occ, const Bitboard& candidates,
                            int& value) {
  int best = -1;
  value = 1 << 30;
  visit_attackers(pos, target, occ, candidates, [&](int q) {
    const int v = exchange_value(pos.at(q));
    if (v < value) value = v, best = q;
    return false;  // every attacker: the cheapest one is wanted
  });
  return best;
}

}  // namespace

bool ChuAdapter::see_ge(const Move& m, int threshold) const {
  uint8_t caps[2];
  const int n = pos_.captures(m, caps);
  int gain = 0;
  for (int i = 0; i < n; ++i) gain += victim_value(pos_.at(caps[i]));
  if (m.from == m.to) return gain >= threshold;  // igui or pass: the piece stays home
  int swap = gain - threshold;
  if (swap < 0) return false;
  const Piece mover = pos_.at(m.from);
  const Piece moved = m.promote ? make_piece(side_of(mover), promoted(type_of(mover))) : mover;
  swap = exchange_value(moved) - swap;
  if (swap <= 0) return true;

  Bitboard occ = pos_.occupied();
  for (int i = 0; i < n; ++i) occ.reset(caps[i]);
  occ.reset(m.from);
  occ.set(m.to);
  Bitboard side_pieces[2] = {pos_.pieces(Side::Black), pos_.pieces(Side::White)};
  for (auto& b : side_pieces) b.reset(m.to);  // the mover's square: its victim is gone, the mover is not a candidate
  Side stm = side_to_move();
  bool res = true;
  for (;;) {
    stm = ~stm;
    const Bitboard candidates = side_pieces[index(stm)] & occ;
    int value = 0;
    const int sq = least_valuable_attacker(pos_, m.to, occ, candidates, value);
    if (sq < 0) break;
    res = !res;
    if (value >= kRoyalCaptureValue) {
      // A royal takes last: it may only if the other side has nothing left there.
      int unused = 0;
      Bitboard after = occ;
      after.reset(sq);
      return least_valuable_attacker(pos_, m.to, after, side_pieces[index(~stm)] & after, unused) >= 0 ? !res : res;
    }
    swap = value - swap;
    if (swap < int(res)) break;
    occ.reset(sq);
  }
  return res;
}

// Cheap geometry first (the worker asks this of nearly every move at shallow
// depths): a direct attack needs the destination on a line with the royal
// or next to it, a discovered one a vacated square on a line with it.
bool ChuAdapter::gives_check(const Move& m) const {
  const Side us = side_to_move();
  Bitboard royals = state_.royals[index(~us)];
  if (!royals.any()) return false;
  uint8_t caps[2];
  const int n = pos_.captures(m, caps);
  for (int i = 0; i < n; ++i) royals.reset(caps[i]);  // a royal taken is no longer checked
  const bool moves = m.from != m.to;
  Bitboard occ;
  bool occ_ready = false;
  auto board_after = [&]() -> const Bitboard& {
    if (!occ_ready) {
      occ = pos_.occupied();
      for (int i = 0; i < n; ++i) occ.reset(caps[i]);
      if (moves) occ.reset(m.from), occ.set(m.to);
      occ_ready = true;
    }
    return occ;
  };
  while (royals.any()) {
    const int k = royals.pop();
    if (aligned(m.to, k) || within_two(m.to, k)) {
      const Piece mover = pos_.at(m.from);
      const Piece moved = m.promote ? make_piece(side_of(mover), promoted(type_of(mover))) : mover;
      if (piece_attacks(movement(moved), m.to, k, board_after())) return true;
    }
    bool opens = moves && aligned(m.from, k);
    for (int i = 0; i < n; ++i) opens = opens || (caps[i] != m.to && aligned(caps[i], k));
    if (opens) {
      Bitboard others = pos_.pieces(us);
      others.reset(m.from);
      if (attacks_square(pos_, k, us, board_after(), others & board_after())) return true;  // discovered
    }
  }
  return false;
}

int ChuAdapter::evaluate() const {
  const uint64_t key = pos_.key();
  uint64_t& slot = eval_cache_[key & (kEvalCacheSize - 1)];
  if (slot != 0 && ((slot ^ key) >> 16) == 0) return int(slot & 0xFFFF) - 32768;
  const int v = std::clamp(evaluate_chu(pos_, state_), -32000, 32000);
  slot = (key & ~uint64_t(0xFFFF)) | uint64_t(v + 32768);
  return v;
}

std::string ChuAdapter::move_string(const Move& m) const { return move_to_string(m); }

bool ChuAdapter::null_move_ok() const {
  return !royal_attacked_ && state_.counting[index(side_to_move())] >= 3;
}

void ChuAdapter::update_state(const Move& m) {
  const Piece mover = pos_.at(m.from);
  uint8_t caps[2];
  int n = pos_.captures(m, caps);
  for (int i = 0; i < n; ++i) remove_piece(state_, pos_.at(caps[i]), caps[i]);
  if (m.from != m.to) {
    remove_piece(state_, mover, m.from);
    add_piece(state_, m.promote ? make_piece(side_of(mover), promoted(type_of(mover))) : mover, m.to);
  }
}

void ChuAdapter::do_move(const Move& m) {
  stack_.push_back(Ply{m, {}, state_, royal_attacked_, false, 0});
  Ply& ply = stack_.back();
  update_state(m);
  pos_.make(m, ply.undo);
  ply.key_after = pos_.key();
  royal_attacked_ = attacks_a_royal(~pos_.side_to_move());
}

void ChuAdapter::undo_move() {
  const Ply& ply = stack_.back();
  pos_.unmake(ply.move, ply.undo);
  state_ = ply.state;
  royal_attacked_ = ply.royal_attacked;
  stack_.pop_back();
}

void ChuAdapter::do_null() {
  stack_.push_back(Ply{Move{}, {}, state_, royal_attacked_, true, 0});
  Ply& ply = stack_.back();
  pos_.make_null(ply.undo);
  ply.key_after = pos_.key();
  royal_attacked_ = attacks_a_royal(~pos_.side_to_move());
}

void ChuAdapter::undo_null() {
  const Ply& ply = stack_.back();
  pos_.unmake_null(ply.undo);
  state_ = ply.state;
  royal_attacked_ = ply.royal_attacked;
  stack_.pop_back();
}

// --- set-up ----------------------------------------------------------------

bool ChuAdapter::handles(const Game& game) { return dynamic_cast<const ChuGame*>(&game) != nullptr; }

RootSetup<ChuAdapter> ChuAdapter::setup(const Game& game) {
  const auto& chu_game = dynamic_cast<const ChuGame&>(game);
  // The keys of the positions before this one, oldest first, from the game
  // itself (no clone taking the moves back).
  const KeyHistory& history = chu_game.key_history();
  std::vector<uint64_t> keys(history.keys().begin(), history.keys().end() - 1);

  chu::MoveList legal = chu_game.legal();  // with the repetition refusals (CHU-R)
  auto root = std::make_shared<std::vector<Move>>(legal.begin(), legal.end());
  return {ChuAdapter(chu_game.position(), chu_game.rules(), std::move(root)), std::move(keys), {}};
}

}  // namespace hensoku::chu::engine
