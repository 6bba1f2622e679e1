#include "chu/repetition.h"

#include "chu/lion.h"
#include "chu/result.h"

namespace hensoku::chu {
namespace {

// Enemy pieces that `by` attacks.
Bitboard attacked_enemies(const Position& pos, Side by) {
  const Bitboard occ = pos.occupied();
  Bitboard attacked, own = pos.pieces(by);
  while (own.any()) attacked |= attacks_from(pos, own.pop(), occ);
  return attacked & pos.pieces(~by);
}

// Which sides satisfy `pred` on every / some of their cycle moves.
template <typename Pred>
void sides_where(const std::vector<MoveRecord>& r, size_t start, bool every, Pred pred, bool out[2]) {
  bool moved[2] = {false, false};
  out[0] = out[1] = every;
  for (size_t i = start; i < r.size(); ++i) {
    int s = index(r[i].mover);
    moved[s] = true;
    out[s] = every ? out[s] && pred(r[i]) : out[s] || pred(r[i]);
  }
  out[0] &= moved[0];
  out[1] &= moved[1];
}

}  // namespace

MoveRecord describe_move(Position& pos, const Move& m) {
  MoveRecord rec;
  rec.mover = pos.side_to_move();
  rec.pass = m.from == m.to && m.mid != kNoSquare && pos.at(m.mid) == kNoPiece;
  Bitboard before = attacked_enemies(pos, rec.mover);
  Undo u;
  pos.make(m, u);
  Bitboard after = attacked_enemies(pos, rec.mover);
  rec.gave_check = attacks_royal(pos, rec.mover);
  pos.unmake(m, u);
  rec.new_attack = (after & ~before).any();
  return rec;
}

Side cycle_initiator(const std::vector<MoveRecord>& r, size_t start) {
  bool q[2];
  // a. a side every one of whose cycle moves gave check
  sides_where(r, start, true, [](const MoveRecord& m) { return m.gave_check; }, q);
  if (q[0] != q[1]) return q[0] ? Side::Black : Side::White;
  // b. a side that alone made attacking moves
  sides_where(r, start, false, [](const MoveRecord& m) { return m.new_attack; }, q);
  if (q[0] != q[1]) return q[0] ? Side::Black : Side::White;
  // d. a cycle of passes only: the first pass of the run leading here
  bool all_passes = true;
  for (size_t i = start; i < r.size(); ++i) all_passes &= r[i].pass;
  if (all_passes) {
    size_t first = r.size() - 1;
    while (first > 0 && r[first - 1].pass) --first;
    return r[first].mover;
  }
  // c. otherwise the side making the move
  return r.back().mover;
}

bool perpetual_checker(const std::vector<MoveRecord>& r, size_t start, Side& checker) {
  bool q[2];
  sides_where(r, start, true, [](const MoveRecord& m) { return m.gave_check; }, q);
  if (q[0] == q[1]) return false;
  checker = q[0] ? Side::Black : Side::White;
  return true;
}

}  // namespace hensoku::chu
