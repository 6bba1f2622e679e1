// Chu shogi evaluation on the family's Position (the native path):
// material and piece-square terms kept incrementally (ChuState.psq), then
// royal safety and slider mobility computed at each call.
#include <algorithm>
#include <array>
#include <cstdlib>

#include "chu/lion.h"
#include "chu/result.h"
#include "chu/tables.h"
#include "chu/engine/chu_adapter.h"

namespace hensoku::chu::engine {

using namespace search;

using namespace chu;

namespace {

// Centipawns, a pawn 100, in PieceType order: the same scale as the Game
// path's chu evaluation (chu_eval.cpp), so both paths judge alike. The Crown
// Prince counts as the second royal it is: losing the King is then no loss.
constexpr int kValue[kPieceTypes] = {
    100,   // Pawn
    160,   // Go-between
    260,   // Copper
    320,   // Silver
    360,   // Gold
    360,   // Ferocious Leopard
    300,   // Lance
    360,   // Reverse Chariot
    440,   // Side Mover
    500,   // Vertical Mover
    560,   // Bishop
    660,   // Rook
    780,   // Dragon Horse
    880,   // Dragon King
    420,   // Drunk Elephant
    380,   // Blind Tiger
    440,   // Kirin
    460,   // Phoenix
    1150,  // Free King
    1800,  // Lion
    0,     // King
    360,   // Tokin (gold)
    420,   // promoted Go-between (drunk elephant)
    440,   // promoted Copper (side mover)
    500,   // promoted Silver (vertical mover)
    660,   // promoted Gold (rook)
    560,   // promoted Leopard (bishop)
    620,   // White Horse
    560,   // Whale
    820,   // Free Boar
    900,   // Flying Ox
    780,   // promoted Bishop (dragon horse)
    880,   // promoted Rook (dragon king)
    1050,  // Horned Falcon
    1150,  // Soaring Eagle
    500,   // Crown Prince
    680,   // Flying Stag
    1800,  // promoted Kirin (lion)
    1150,  // promoted Phoenix (free king)
};

// Rows from the side's own back rank (0) to the far rank (11).
int relative_row(Side s, int sq) { return s == Side::Black ? kSize - 1 - row_of(sq) : row_of(sq); }
// 2 (the centre) .. 22 (a corner).
int off_centre(int sq) { return std::abs(2 * row_of(sq) - (kSize - 1)) + std::abs(2 * col_of(sq) - (kSize - 1)); }

// How close a promotable piece is to using its promotion (the zone is rows 8..11).
constexpr int kPromotionNearness[kSize] = {0, 0, 0, 0, 0, 1, 3, 6, 8, 8, 8, 8};

int positional(PieceType t, Side s, int sq) {
  const int r = relative_row(s, sq);
  int v = 0;
  if (can_promote(t)) v += (kValue[promoted(t)] - kValue[t]) * kPromotionNearness[r] / 128;
  switch (t) {
    case Pawn:
      if (r > 3) v += 5 * (r - 3);
      break;
    case Lion:
    case PromotedKirin:
      v += 40 - 3 * off_centre(sq) / 2;
      break;
    case FreeKing:
    case PromotedPhoenix:
    case SoaringEagle:
    case HornedFalcon:
    case DragonKing:
    case DragonHorse:
    case PromotedRook:
    case PromotedBishop:
      v += 12 - off_centre(sq) / 2;
      break;
    case King:
    case CrownPrince:
      v += r == 0 ? 20 : r == 1 ? 25 : r == 2 ? 10 : -15 * (r - 2);
      break;
    case Gold: case Silver: case Copper: case Leopard: case Tiger: case Elephant: case GoBetween:
    case Tokin: case PromotedGoBetween:
      v += 2 * std::min(r, 6);
      break;
    default:
      break;
  }
  return v;
}

struct EvalTables {
  int16_t psq[128][kSquares] = {};
  Bitboard near[kSquares];   // king steps 1
  Bitboard ring2[kSquares];  // distance 2
  Bitboard ring3[kSquares];  // distance 3
  EvalTables() {
    for (int side = 0; side < 2; ++side)
      for (int t = 0; t < kPieceTypes; ++t) {
        Piece p = make_piece(Side(side), PieceType(t));
        for (int sq = 0; sq < kSquares; ++sq) psq[p][sq] = int16_t(kValue[t] + positional(PieceType(t), Side(side), sq));
      }
    for (int a = 0; a < kSquares; ++a)
      for (int b = 0; b < kSquares; ++b) {
        int d = distance(a, b);
        if (d == 1) near[a].set(b);
        if (d == 2) ring2[a].set(b);
        if (d == 3) ring3[a].set(b);
      }
  }
};

// Built at start-up (it needs only constexpr data), so no guard per call.
const EvalTables kEvalTables;
const EvalTables& tables() { return kEvalTables; }

// Squares the side's sliders reach (empty or enemy), 2 each.
int slider_mobility(const Position& pos, const ChuState& st, Side s) {
  const Tables& t = kTables;
  int n = 0;
  Bitboard own = st.sliders[index(s)];
  while (own.any()) {
    int from = own.pop();
    uint8_t slide = movement(pos.at(from)).slide;
    for (int d = 0; slide; ++d, slide >>= 1) {
      if (!(slide & 1)) continue;
      for (int k = 0; k < t.ray_len[from][d]; ++k) {
        Piece q = pos.at(t.ray[from][d][k]);
        if (q != kNoPiece) {
          n += side_of(q) != s;
          break;
        }
        ++n;
      }
    }
  }
  return 2 * n;
}

// Friends around each royal, enemies close to it; a lone royal counts fully.
int royal_safety(const Position& pos, const ChuState& st, Side s) {
  const EvalTables& et = tables();
  const Bitboard friends = pos.pieces(s), enemies = pos.pieces(~s);
  Bitboard royals = st.royals[index(s)];
  const int count = royals.count();
  if (count == 0) return 0;
  int v = 0;
  while (royals.any()) {
    int k = royals.pop();
    int r = 10 * std::min((friends & et.near[k]).count(), 5) + 3 * std::min((friends & et.ring2[k]).count(), 8);
    r -= 25 * (enemies & et.near[k]).count() + 15 * (enemies & et.ring2[k]).count() + 5 * (enemies & et.ring3[k]).count();
    Bitboard raiders = st.raiders[index(~s)] & (et.near[k] | et.ring2[k] | et.ring3[k]);
    while (raiders.any()) r -= is_lion(type_of(pos.at(raiders.pop()))) ? 90 : 30;  // two moves from the royal
    v += r;
  }
  return count == 1 ? v : v / 2;
}

// Mop-up: a side far ahead against a side with few counting pieces must
// still mate (CHU-W4 bare king wins only with exactly one piece left, CHU-W2
// both royals must go): drive each enemy royal to the edge, bring pieces next
// to it, take away its flight squares, and trade down (fewer enemy pieces,
// counted by material, leave fewer defenders).
int mop_up(const Position& pos, const ChuState& st, Side strong) {
  const Side weak = ~strong;
  const int lead = st.psq[index(strong)] - st.psq[index(weak)];
  if (st.counting[index(weak)] > 4 || lead < 800) return 0;
  Bitboard royals = st.royals[index(weak)];
  const int count = royals.count();
  if (count == 0) return 0;
  const EvalTables& et = tables();
  const Bitboard ours = pos.pieces(strong), occ = pos.occupied();
  int v = 0;
  while (royals.any()) {
    const int k = royals.pop();
    v += 10 * off_centre(k) + 30 * (ours & et.near[k]).count() + 15 * (ours & et.ring2[k]).count() +
         8 * (ours & et.ring3[k]).count();
    // Flight squares: neighbours not held by the royal's side and not attacked.
    Bitboard flight = et.near[k] & ~pos.pieces(weak);
    int free = 0;
    while (flight.any()) free += !attacks_square(pos, flight.pop(), strong, occ, ours);
    v += 12 * (8 - free);
  }
  v /= count;
  // Trade down: up to 300 as the weak side's non-royal material goes.
  const int weak_material = st.psq[index(weak)];
  v += std::max(0, 3000 - weak_material) / 10;
  return v;
}

}  // namespace

int chu_piece_value(PieceType t) { return kValue[t]; }

int chu_psq(Piece p, int sq) { return tables().psq[p][sq]; }

bool chu_is_raider(PieceType t) {
  return is_lion(t) || t == FreeKing || t == PromotedPhoenix || t == SoaringEagle || t == HornedFalcon;
}

bool chu_counts_for_bare_king(Piece p, int sq) {
  PieceType t = type_of(p);
  return !is_royal(t) && t != Pawn && t != GoBetween && !is_dead_piece(p, sq);
}

int evaluate_chu(const Position& pos, const ChuState& st) {
  const Side us = pos.side_to_move(), them = ~us;
  int v = st.psq[index(us)] - st.psq[index(them)];
  v += royal_safety(pos, st, us) - royal_safety(pos, st, them);
  v += slider_mobility(pos, st, us) - slider_mobility(pos, st, them);
  v += mop_up(pos, st, us) - mop_up(pos, st, them);
  return v + 20;  // the move
}

}  // namespace hensoku::chu::engine
