#include "hasami/position.h"

namespace hensoku::hasami {

Position::Position(const Rules& rules) : rules_(&rules), geo_(&geometry(rules.size)) { clear(); }

void Position::clear() {
  stones_[0] = stones_[1] = 0;
  for (auto& r : rows_) r = 0;
  for (auto& c : cols_) c = 0;
  captured_[0] = captured_[1] = 0;
  side_ = Side::Black;
  move_number_ = 1;
  key_ = 0;
}

void Position::toggle(int side, int sq) {
  stones_[side] ^= bit128(sq);
  rows_[geo_->row(sq)] ^= uint16_t(1u << geo_->col(sq));
  cols_[geo_->col(sq)] ^= uint16_t(1u << geo_->row(sq));
  key_ ^= geo_->stone_key[side][sq];
}

void Position::put(Side side, int sq) {
  if (!(occupied() & bit128(sq))) toggle(index(side), sq);
}

void Position::set_side_to_move(Side side) {
  if (side != side_) key_ ^= geo_->white_to_move_key;
  side_ = side;
}

void Position::set_captures(Side side, int count) {
  int s = index(side);
  key_ ^= geo_->capture_key[s][captured_[s]] ^ geo_->capture_key[s][count];
  captured_[s] = count;
}

void Position::set_start() {
  clear();
  const int n = geo_->size;
  auto fill_row = [&](Side side, int row) {
    for (int c = 0; c < n; ++c) put(side, geo_->square(row, c));
  };
  switch (rules_->layout) {
    case StartLayout::OneRank:
      fill_row(Side::White, 0), fill_row(Side::Black, n - 1);
      break;
    case StartLayout::TwoRanks:
      fill_row(Side::White, 0), fill_row(Side::White, 1);
      fill_row(Side::Black, n - 2), fill_row(Side::Black, n - 1);
      break;
    case StartLayout::Makayek:  // HS-3: first and third ranks
      fill_row(Side::White, 0), fill_row(Side::White, 2);
      fill_row(Side::Black, n - 3), fill_row(Side::Black, n - 1);
      break;
  }
}

uint64_t Position::compute_key() const {
  uint64_t k = side_ == Side::White ? geo_->white_to_move_key : 0;
  for (int s = 0; s < 2; ++s) {
    for (u128 b = stones_[s]; b;) k ^= geo_->stone_key[s][pop_lsb(b)];
    k ^= geo_->capture_key[s][captured_[s]];
  }
  return k;
}

void Position::do_move(Move m, Undo& undo) {
  const int us = index(side_), them = us ^ 1;
  undo.key = key_;
  toggle(us, m.from());
  toggle(us, m.to());
  const u128 captured = captures_at(m.to());
  undo.captured = captured;
  if (captured) {
    for (u128 b = captured; b;) toggle(them, pop_lsb(b));
    if (rules_->counts_captures()) set_captures(side_, captured_[us] + popcount(captured));
  }
  side_ = ~side_;
  key_ ^= geo_->white_to_move_key;
  ++move_number_;
}

void Position::undo_move(Move m, const Undo& undo) {
  side_ = ~side_;
  const int us = index(side_), them = us ^ 1;
  if (undo.captured) {
    for (u128 b = undo.captured; b;) toggle(them, pop_lsb(b));
    if (rules_->counts_captures()) captured_[us] -= popcount(undo.captured);
  }
  toggle(us, m.to());
  toggle(us, m.from());
  --move_number_;
  key_ = undo.key;
}

u128 Position::home_ranks(Side side) const {
  const int n = geo_->size;
  return side == Side::Black ? geo_->rank_mask[n - 1] | geo_->rank_mask[n - 2] : geo_->rank_mask[0] | geo_->rank_mask[1];
}

// Five in a row (HS-2.2): a start square s of five consecutive stones along
// step k is where b & b>>k & ... & b>>4k is set and the line does not wrap
// (checked with a column mask on the start square).
u128 Position::five_in_row(Side side) const {
  const Geometry& g = *geo_;
  const int n = g.size;
  const u128 b = stones_[index(side)] & ~home_ranks(side);
  if (popcount(b) < 5) return 0;
  const u128 left_starts = g.five_from_left, right_starts = g.five_from_right;
  struct Line { int step, dr, dc; u128 starts; };
  const Line lines[4] = {{1, 0, 1, left_starts}, {n, 1, 0, g.board}, {n + 1, 1, 1, left_starts}, {n - 1, 1, -1, right_starts}};
  const int count = rules_->diagonal_fives ? 4 : 2;
  for (int i = 0; i < count; ++i) {
    const Line& l = lines[i];
    u128 s = b & l.starts;
    for (int k = 1; k < 5 && s; ++k) s &= b >> (k * l.step);
    if (!s) continue;
    // The lowest start is the run's first stone; take the whole run.
    int r = g.row(lsb(s)), c = g.col(lsb(s));
    u128 run = 0;
    while (r >= 0 && r < n && c >= 0 && c < n && (b & bit128(g.square(r, c)))) {
      run |= bit128(g.square(r, c));
      r += l.dr, c += l.dc;
    }
    return run;
  }
  return 0;
}

Status Position::material_status() const {
  Status st;
  const Side mover = ~side_;  // judged as if it had just moved
  auto win = [&](Side who, Status::Reason why) {
    st.kind = Status::Kind::Win;
    st.winner = who;
    st.reason = why;
  };
  switch (rules_->win) {
    case WinRule::ReduceToOne:
      if (count(side_) <= 1) win(mover, Status::Reason::ReducedToOne);
      break;
    case WinRule::CaptureAll:
      if (count(side_) == 0) win(mover, Status::Reason::AllCaptured);
      break;
    case WinRule::FiveInRow:
      if ((st.line = five_in_row(mover))) {
        win(mover, Status::Reason::FiveInRow);
      } else if (count(Side::Black) < 5 && count(Side::White) < 5) {
        st.kind = Status::Kind::Draw;
        st.reason = Status::Reason::BothUnderFive;
      }
      break;
    case WinRule::CaptureCount:
      if (captures(mover) >= 5)
        win(mover, Status::Reason::CapturedFive);
      else if (captures(side_) - captures(mover) >= 3)
        win(side_, Status::Reason::LeadHeld);
      break;
  }
  return st;
}

bool Position::operator==(const Position& o) const {
  return rules_ == o.rules_ && stones_[0] == o.stones_[0] && stones_[1] == o.stones_[1] && side_ == o.side_ &&
         captured_[0] == o.captured_[0] && captured_[1] == o.captured_[1] && move_number_ == o.move_number_ &&
         key_ == o.key_;
}

}  // namespace hensoku::hasami
