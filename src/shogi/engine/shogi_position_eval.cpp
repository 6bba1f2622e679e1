// Evaluation of a shogi-family Position (the fast paths): material on the
// board and in hand, advancement, piece placement around the kings, slider
// mobility, loose and pawn-attacked pieces, and king danger from attacked
// squares near the king and the enemy's pieces in hand (drops turn attacks
// into mates in shogi). Every weight is a named parameter (shogi_params.h).
// Centipawns from the side to move's view, a pawn on the board about 90.
#include <algorithm>
#include <cstdlib>

#include "shogi/bitboard.h"
#include "shogi/combined.h"
#include "shogi/engine/shogi_adapter.h"
#include "shogi/engine/shogi_params.h"

namespace hensoku::shogi::engine {

using namespace search;

using namespace shogi;

namespace {

// The parameter holding each type's board value (-1: none, the king).
constexpr int kValueParam[PIECE_TYPE_NB] = {
    -1, kShogi_pawn, kShogi_lance, kShogi_knight, kShogi_silver, kShogi_bishop, kShogi_rook, kShogi_gold, -1,
    kShogi_tokin, kShogi_pro_lance, kShogi_pro_knight, kShogi_pro_silver, kShogi_horse, kShogi_dragon, -1};
constexpr int kHandParam[kHandTypes] = {-1,          kShogi_hand_pawn,   kShogi_hand_lance, kShogi_hand_knight,
                                        kShogi_hand_silver, kShogi_hand_bishop, kShogi_hand_rook,  kShogi_hand_gold};
constexpr int kMobilityParam[PIECE_TYPE_NB] = {-1, -1, kShogi_mobility_lance, -1, -1, kShogi_mobility_bishop,
                                               kShogi_mobility_rook, -1, -1, -1, -1, -1, -1, kShogi_mobility_horse,
                                               kShogi_mobility_dragon, -1};

int plain_value(const ShogiParams& w, PieceType pt) { return kValueParam[pt] < 0 ? 0 : w[size_t(kValueParam[pt])]; }

// A combined piece (SF-4) is worth its parts, as in hand after its capture
// the two are worth their hand values.
int value_of(const ShogiParams& w, PieceType pt) {
  if (is_combined(pt)) [[unlikely]] {
    const combined::Kind& k = combined_kind(pt);
    return plain_value(w, k.first) + plain_value(w, k.second);
  }
  return plain_value(w, pt);
}

// Weight of an attacker on the king's neighbourhood, by type.
constexpr int kAttackWeight[PIECE_TYPE_NB] = {0, 2, 3, 3, 5, 5, 6, 5, 0, 5, 5, 5, 5, 7, 8, 0};
// Weight of a piece in the enemy's hand as a potential attacker.
constexpr int kHandAttack[kHandTypes] = {0, 1, 2, 2, 4, 5, 6, 5};

struct KingZones {
  Bitboard near[kSquares];     // the king's step squares
  Bitboard flank[2][kSquares];  // the king's file and the two beside it (one in from the edge), own six ranks
  Bitboard enemy_half[2];       // by side: the five ranks nearest the enemy (where drops attack)
  Bitboard around[kSquares];   // two steps away
  Bitboard front[2][kSquares];   // beside the king and the three squares in front of it, by side
  Bitboard shield[2][kSquares];  // one to three ranks in front, on the king's file and the two beside it
  KingZones() {
    init_tables();
    enemy_half[0] = enemy_half[1] = 0;
    for (int s = 0; s < kSquares; ++s) {
      for (Side side : {Side::Black, Side::White}) {
        if (relative_rank(side, rank_of(s)) <= 4) enemy_half[index(side)] |= square_bb(s);
        flank[index(side)][s] = 0;
        const int centre = std::clamp(file_of(s), 1, kFiles - 2);
        for (int t = 0; t < kSquares; ++t)
          if (std::abs(file_of(t) - centre) <= 1 && relative_rank(side, rank_of(t)) >= 3)
            flank[index(side)][s] |= square_bb(t);
      }
      near[s] = around[s] = front[0][s] = front[1][s] = shield[0][s] = shield[1][s] = 0;
      for (int t = 0; t < kSquares; ++t) {
        const int df = std::abs(file_of(s) - file_of(t));
        int d = std::max(df, std::abs(rank_of(s) - rank_of(t)));
        if (d == 1) near[s] |= square_bb(t);
        if (d == 2) around[s] |= square_bb(t);
        for (Side side : {Side::Black, Side::White}) {
          // Steps towards the enemy: positive ahead of the king.
          const int ahead = relative_rank(side, rank_of(s)) - relative_rank(side, rank_of(t));
          if (df <= 1 && (ahead == 1 || (ahead == 0 && df == 1))) front[index(side)][s] |= square_bb(t);
          if (df <= 1 && ahead >= 1 && ahead <= 3) shield[index(side)][s] |= square_bb(t);
        }
      }
    }
  }
};

const KingZones& zones() {
  static const KingZones z;
  return z;
}

int distance(int a, int b) { return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b))); }

// Everything each side attacks, and how often the squares near each king are
// attacked.
struct AttackInfo {
  Bitboard all[2] = {0, 0};
  Bitboard twice[2] = {0, 0};
  Bitboard but_king[2] = {0, 0};  // attacked by a piece other than the king
  int king_attack_weight[2] = {0, 0};  // attacks by side s on the enemy king's zone
  int king_attackers[2] = {0, 0};
  int mobility[2] = {0, 0};  // weighted by the slider's mobility parameter
  int placement[2] = {0, 0};  // king proximity and promotion threats, weighted
};

// Pieces standing in or attacking the promotion zone that could still
// promote there, by type (minor or major; 0: none).
constexpr int kPromoteParam[PIECE_TYPE_NB] = {-1, -1, kShogi_promote_minor, kShogi_promote_minor,
                                              kShogi_promote_minor, kShogi_promote_major, kShogi_promote_major,
                                              -1, -1, -1, -1, -1, -1, -1, -1, -1};

void collect_attacks(const Position& pos, const ShogiParams& w, AttackInfo& info) {
  const Occupancy& occ = pos.occupancy();
  const KingZones& z = zones();
  for (Side s : {Side::Black, Side::White}) {
    const int si = index(s);
    const int enemy_king = pos.king_square(~s);
    const Bitboard zone = enemy_king >= 0 ? z.near[enemy_king] | square_bb(enemy_king) : Bitboard(0);
    const Bitboard own = pos.pieces(s);
    const int own_king = pos.king_square(s);
    const Bitboard their_pawns = pos.pieces(~s, PAWN);
    const Bitboard step_area = ~own & ~(s == Side::Black ? their_pawns << 1 : their_pawns >> 1);
    const int proximity = own_king >= 0 && enemy_king >= 0 ? w[kShogi_king_proximity] : 0;
    const Bitboard zone_of_promotion = tables::zone[si];
    const int knight_mobility = w[kShogi_mobility_knight], step_mobility = w[kShogi_mobility_step];
    // The session-5 terms cost time only where a table uses them.
    const bool promotion = w[kShogi_promote_minor] || w[kShogi_promote_major];
    auto add = [&](PieceType pt, int sq, Bitboard a) {
      info.twice[si] |= info.all[si] & a;
      info.all[si] |= a;
      if (pt != KING) info.but_king[si] |= a;
      if (kMobilityParam[pt] >= 0) info.mobility[si] += w[size_t(kMobilityParam[pt])] * popcount(a & ~own);
      else if (pt == KNIGHT) {
        if (knight_mobility) info.mobility[si] += knight_mobility * popcount(a & step_area);
      } else if (pt != KING && step_mobility)
        info.mobility[si] += step_mobility * popcount(a & step_area);
      if (proximity && pt != KING) info.placement[si] -= proximity * distance(sq, own_king) * distance(sq, enemy_king);
      if (promotion && kPromoteParam[pt] >= 0 && ((a | square_bb(sq)) & zone_of_promotion))
        info.placement[si] += w[size_t(kPromoteParam[pt])];
      if (Bitboard hit = a & zone) {
        ++info.king_attackers[si];
        info.king_attack_weight[si] += kAttackWeight[pt] * popcount(hit);
      }
    };
    // Pawns all at once: one step forward (a pawn never stands on its last
    // rank, so the shift never crosses into the next file).
    const Bitboard pawns = pos.pieces(s, PAWN);
    if (pawns) {
      const Bitboard a = s == Side::Black ? pawns >> 1 : pawns << 1;
      info.twice[si] |= info.all[si] & a;
      info.all[si] |= a;
      info.but_king[si] |= a;
      if (Bitboard hit = a & zone) {
        info.king_attackers[si] += popcount(hit);
        info.king_attack_weight[si] += kAttackWeight[PAWN] * popcount(hit);
      }
    }
    for (PieceType pt : {KNIGHT, SILVER, GOLD, KING, PRO_PAWN, PRO_LANCE, PRO_KNIGHT, PRO_SILVER}) {
      Bitboard b = pos.pieces(s, pt);
      while (b) {
        const int sq = pop_lsb(b);
        add(pt, sq, step_attacks(s, pt, sq));
      }
    }
    for (PieceType pt : {LANCE, BISHOP, ROOK, HORSE, DRAGON}) {
      Bitboard b = pos.pieces(s, pt);
      while (b) {
        const int sq = pop_lsb(b);
        add(pt, sq, attacks(s, pt, sq, occ));
      }
    }
    // A combined piece (SF-4): one piece with both parts' moves; mobility
    // and promotion threats by part, the king zone by the stronger part.
    Bitboard combined = pos.pieces(s, COMBINED);
    while (combined) [[unlikely]] {
        const int sq = pop_lsb(combined);
        const combined::Kind& k = combined_kind(type_of(pos.piece_on(sq)));
        const Bitboard parts[2] = {attacks(s, k.first, sq, occ), attacks(s, k.second, sq, occ)};
        const Bitboard a = parts[0] | parts[1];
        info.twice[si] |= info.all[si] & a;
        info.all[si] |= a;
        info.but_king[si] |= a;
        int weight = 0;
        for (int i = 0; i < 2; ++i) {
          const PieceType pt = i == 0 ? k.first : k.second;
          if (kMobilityParam[pt] >= 0) info.mobility[si] += w[size_t(kMobilityParam[pt])] * popcount(parts[i] & ~own);
          if (promotion && kPromoteParam[pt] >= 0 && ((parts[i] | square_bb(sq)) & zone_of_promotion))
            info.placement[si] += w[size_t(kPromoteParam[pt])];
          weight = std::max(weight, kAttackWeight[pt]);
        }
        if (proximity) info.placement[si] -= proximity * distance(sq, own_king) * distance(sq, enemy_king);
        if (Bitboard hit = a & zone) {
          ++info.king_attackers[si];
          info.king_attack_weight[si] += weight * popcount(hit);
        }
      }
  }
}

// Danger to `us`'s king: attacked squares around it that only the king
// defends, attackers' weight, and what the enemy can drop.
int king_danger(const Position& pos, Side us, const ShogiParams& w, const AttackInfo& info) {
  const int k = pos.king_square(us);
  if (k < 0) return 0;
  const Side them = ~us;
  const int ti = index(them);
  const Bitboard near = zones().near[k];
  // Squares near the king that only the king defends.
  const Bitboard our_defence = info.but_king[index(us)];
  Bitboard weak = near & info.all[ti] & ~our_defence;
  Bitboard empty_near = near & ~pos.pieces();
  int hand_attack = 0, hand_kinds = 0;
  for (int pt = PAWN; pt <= GOLD; ++pt)
    if (int n = pos.hand(them, PieceType(pt))) {
      hand_attack += kHandAttack[pt] * std::min(n, 2);
      ++hand_kinds;
    }
  const Bitboard flank = zones().flank[index(us)][k];
  const int flank_attack = popcount(info.all[ti] & flank) + popcount(info.twice[ti] & flank);
  int danger = info.king_attack_weight[ti] * w[kShogi_danger_attack] +
               flank_attack * w[kShogi_danger_flank] -
               popcount(info.all[index(us)] & flank) * w[kShogi_danger_flank_defense] +
               hand_attack * info.king_attackers[ti] * w[kShogi_danger_hand_attackers] +
               info.king_attackers[ti] * w[kShogi_danger_attackers] + popcount(weak) * w[kShogi_danger_weak] +
               popcount(info.twice[ti] & near) * w[kShogi_danger_twice] +
               hand_attack * (w[kShogi_danger_hand] + w[kShogi_danger_hand_empty] * popcount(empty_near)) +
               popcount(empty_near & ~our_defence) * (hand_kinds ? w[kShogi_danger_drop_square] : 0) -
               popcount(pos.pieces(us) & near) * w[kShogi_danger_shield];
  if (danger <= 0) return 0;
  return std::min(danger * danger / 256, w[kShogi_danger_cap]);
}

// Under a capture duty (SF-5.1) a pawn dropped straight in front of the king
// checks it, and when no other piece of the king's side can take the pawn and
// no enemy piece defends it, the king must take it (a capture among the
// evasions is compulsory) and is pulled one rank forward; the enemy repeats
// with its next pawn in hand. The steps of that chain for `us`'s king (not
// on a file where the enemy already has a pawn: two pawns on a file are
// illegal). The attacks are those of the position before the chain.
int drag_steps(const Position& pos, Side us, const AttackInfo& info) {
  const int k = pos.king_square(us);
  if (k < 0) return 0;
  const Side them = ~us;
  int pawns = pos.hand(them, PAWN);
  if (!pawns || (pos.pieces(them, PAWN) & tables::file_mask[file_of(k)])) return 0;
  const int step = us == Side::Black ? -1 : 1;  // towards the enemy, along the file
  const Bitboard blocked = pos.pieces() | info.but_king[index(us)] | info.all[index(them)];
  int steps = 0;
  for (int sq = k; pawns > 0; --pawns) {
    const int rank = rank_of(sq) + step;
    if (rank < 0 || rank >= kRanks) break;
    sq += step;
    if (test(blocked, sq)) break;
    ++steps;
  }
  return steps;
}

// Offsets into the king-relative and square tables (shogi_params.h), by
// side: relative[side][king][square] is the entry of a piece on `square`
// for a king on `king` within one kind's block; square_entry[side][square]
// the same for the square table.
struct TableOffsets {
  uint8_t relative[2][kSquares][kSquares];
  uint8_t square_entry[2][kSquares];
  TableOffsets() {
    for (Side side : {Side::Black, Side::White})
      for (int sq = 0; sq < kSquares; ++sq) {
        const int rank = relative_rank(side, rank_of(sq)), file = file_of(sq);
        square_entry[index(side)][sq] = uint8_t(square_table_index(0, std::min(file, kFiles - 1 - file), 8 - rank));
        for (int k = 0; k < kSquares; ++k)
          relative[index(side)][k][sq] = uint8_t(
              king_relative_index(0, std::abs(file - file_of(k)), relative_rank(side, rank_of(k)) - rank));
      }
  }
};

const TableOffsets& offsets() {
  static const TableOffsets t;
  return t;
}

// Per rank advanced (unpromoted minors, gold), per step near the own king
// (gold, silver) and near the enemy king (promoted minors, horse, dragon,
// silver, gold), by type.
int advance_weight(const ShogiParams& w, PieceType pt) {
  return pt == PAWN     ? w[kShogi_advance_pawn]
         : pt == LANCE  ? w[kShogi_advance_lance]
         : pt == KNIGHT ? w[kShogi_advance_knight]
         : pt == SILVER ? w[kShogi_advance_silver]
         : pt == GOLD   ? w[kShogi_advance_gold]
                        : 0;
}
int guard_weight(const ShogiParams& w, PieceType pt) {
  return pt == GOLD ? w[kShogi_guard_gold] : pt == SILVER ? w[kShogi_guard_silver] : 0;
}
int press_weight(const ShogiParams& w, PieceType pt) {
  return pt >= PRO_PAWN && pt <= PRO_SILVER ? w[kShogi_press_promoted]
         : pt == HORSE                      ? w[kShogi_press_horse]
         : pt == DRAGON                     ? w[kShogi_press_dragon]
         : pt == SILVER                     ? w[kShogi_press_silver]
         : pt == GOLD                       ? w[kShogi_press_gold]
                                            : 0;
}

// The placement terms of one part of a combined piece (SF-4) on `sq`: the
// terms its part would earn there as a piece of its own (the king-relative
// and square tables by the part's kind, advancement, guarding and pressing).
int combined_placement(const ShogiParams& w, Side us, PieceType part, int sq, int king, int enemy_king) {
  int s = 0;
  const int kind = kTableKind[part];
  if (kind >= 0 && king >= 0 && enemy_king >= 0) {
    const KingTableEntries e = king_table_entries(us, kind, sq, king, enemy_king);
    s += w[size_t(e.own)] + w[size_t(e.enemy)] + w[size_t(e.square)];
  }
  s += advance_weight(w, part) * (8 - relative_rank(us, rank_of(sq)));
  if (king >= 0) s += guard_weight(w, part) * (3 - std::min(3, distance(sq, king)));
  if (enemy_king >= 0) s += press_weight(w, part) * (4 - std::min(4, distance(sq, enemy_king)));
  return s;
}

int side_score(const Position& pos, Side us, const ShogiParams& w, const AttackInfo& info) {
  const Side them = ~us;
  const KingZones& z = zones();
  int s = 0;
  const int king = pos.king_square(us);
  const int enemy_king = pos.king_square(them);
  // The king-relative and square tables (shogi_params.h), with both kings on
  // the board: offsets of each square within a kind's block.
  const bool tables = king >= 0 && enemy_king >= 0;
  const TableOffsets& t = offsets();
  const uint8_t* own_offset = t.relative[index(us)][tables ? king : 0];
  const uint8_t* enemy_offset = t.relative[index(us)][tables ? enemy_king : 0];
  const uint8_t* square_offset = t.square_entry[index(us)];
  for (int pt = PAWN; pt <= DRAGON; ++pt) {
    if (pt == KING) continue;
    Bitboard b = pos.pieces(us, PieceType(pt));
    if (!b) continue;
    s += popcount(b) * value_of(w, PieceType(pt));
    const int advance = advance_weight(w, PieceType(pt));
    const int guard = guard_weight(w, PieceType(pt));
    const int press = press_weight(w, PieceType(pt));
    if (!advance && !guard && !press && !tables) continue;
    const int kind = kTableKind[pt];
    const int* own = w.data() + kShogi_kpo + king_relative_index(kind, 0, -8);
    const int* enemy = w.data() + kShogi_kpe + king_relative_index(kind, 0, -8);
    const int* square = w.data() + kShogi_psq + square_table_index(kind, 0, 0);
    while (b) {
      int sq = pop_lsb(b);
      if (tables) s += own[own_offset[sq]] + enemy[enemy_offset[sq]] + square[square_offset[sq]];
      // Rank 0 is the far rank: 8 - rank steps from the own back rank.
      s += advance * (8 - relative_rank(us, rank_of(sq)));
      // Golds and silvers guard their king; promoted pieces and silvers press the enemy's.
      if (king >= 0) s += guard * (3 - std::min(3, distance(sq, king)));
      if (enemy_king >= 0) s += press * (4 - std::min(4, distance(sq, enemy_king)));
    }
  }
  Bitboard combined = pos.pieces(us, COMBINED);
  while (combined) [[unlikely]] {
      const int sq = pop_lsb(combined);
      const combined::Kind& k = combined_kind(type_of(pos.piece_on(sq)));
      s += value_of(w, k.first) + value_of(w, k.second);
      s += combined_placement(w, us, k.first, sq, king, enemy_king) +
           combined_placement(w, us, k.second, sq, king, enemy_king);
    }
  if (w[kShogi_rook_open_file]) {
    const Bitboard pawns = pos.pieces(us, PAWN);
    Bitboard rooks = pos.pieces(us, ROOK) | pos.pieces(us, DRAGON);
    while (rooks)
      if (!(pawns & tables::file_mask[file_of(pop_lsb(rooks))])) s += w[kShogi_rook_open_file];
  }
  s += w[kShogi_knight_edge] *
       popcount(pos.pieces(us, KNIGHT) & (tables::file_mask[0] | tables::file_mask[kFiles - 1]));
  int kinds = 0;
  for (int pt = PAWN; pt <= GOLD; ++pt) {
    int n = pos.hand(us, PieceType(pt));
    if (!n) continue;
    ++kinds;
    s += n * w[size_t(kHandParam[pt])];
    // Each further pawn in hand is worth a little less.
    if (pt == PAWN) s += n > 3 ? (n - 3) * w[kShogi_hand_pawn_excess] : 0;
    else if (pt == BISHOP || pt == ROOK) s += (n - 1) * w[kShogi_hand_second_major];
    else s += (n - 1) * w[kShogi_hand_second_minor];
  }
  s += kinds * w[kShogi_hand_kinds];
  if (w[kShogi_drop_mobility]) {
    const int piece_kinds = kinds - (pos.hand(us, PAWN) ? 1 : 0);
    if (piece_kinds)
      s += w[kShogi_drop_mobility] * piece_kinds *
           popcount(z.enemy_half[index(us)] & ~pos.pieces() & ~info.all[index(them)]);
  }
  s += info.mobility[index(us)] + info.placement[index(us)];
  if (king >= 0) {
    // A king at home, surrounded by its own pieces, is safe; one in the
    // centre of the board or far forward is not (before the endgame).
    int rank = relative_rank(us, rank_of(king));
    s += w[kShogi_king_rank] * (rank - 6);
    s += w[kShogi_king_near_own] * popcount(pos.pieces(us) & z.near[king]) +
         w[kShogi_king_around_own] * popcount(pos.pieces(us) & z.around[king]);
    s -= king_danger(pos, us, w, info);
    if (w[kShogi_king_flank_attack]) {
      const Bitboard flank = z.flank[index(us)][king];
      s -= w[kShogi_king_flank_attack] *
           (popcount(info.all[index(them)] & flank) + popcount(info.twice[index(them)] & flank));
    }
    // Off the central file, where the opening's attacks land.
    s += w[kShogi_king_file] * std::min(3, std::abs(file_of(king) - 4));
    const Bitboard front = z.front[index(us)][king];
    s += w[kShogi_guard_gold_front] * popcount(pos.pieces(us, GOLD) & front) +
         w[kShogi_guard_silver_front] * popcount(pos.pieces(us, SILVER) & front);
    s += w[kShogi_king_pawn_shield] * popcount(pos.pieces(us, PAWN) & z.shield[index(us)][king]);
    s += w[kShogi_king_escape] * popcount(z.near[king] & ~pos.pieces(us) & ~info.all[index(them)]);
    if (w[kShogi_fc_drag]) s -= w[kShogi_fc_drag] * drag_steps(pos, us, info);
  }
  // Pieces the enemy attacks and nothing of ours defends, and pieces a pawn
  // attacks: one of them is usually lost (quiescence sees only the mover's
  // captures, not the threats against it).
  const Bitboard attacked = pos.pieces(us) & ~pos.pieces(us, KING) & info.all[index(them)];
  Bitboard loose = attacked & ~info.all[index(us)];
  const Bitboard them_pawns = pos.pieces(them, PAWN);
  const Bitboard pawn_hits = them == Side::Black ? them_pawns >> 1 : them_pawns << 1;
  loose |= attacked & pawn_hits & ~pos.pieces(us, PAWN);
  int worst = 0, total = 0;
  while (loose) {
    int v = value_of(w, type_of(pos.piece_on(pop_lsb(loose))));
    total += v;
    worst = std::max(worst, v);
  }
  s -= worst * (us == pos.side_to_move() ? w[kShogi_loose_worst_to_move] : w[kShogi_loose_worst_waiting]) / 48 +
       total * w[kShogi_loose_total] / 48;
  return s;
}

}  // namespace

KingTableEntries king_table_entries(Side us, int kind, int square, int king, int enemy_king) {
  const TableOffsets& t = offsets();
  return {kShogi_kpo + king_relative_index(kind, 0, -8) + t.relative[index(us)][king][square],
          kShogi_kpe + king_relative_index(kind, 0, -8) + t.relative[index(us)][enemy_king][square],
          kShogi_psq + square_table_index(kind, 0, 0) + t.square_entry[index(us)][square]};
}

int shogi_piece_value(PieceType pt) { return value_of(kShogiUntunedParams, pt); }

int evaluate_shogi(const Position& pos, const ShogiParams& params) {
  AttackInfo info;
  collect_attacks(pos, params, info);
  Side us = pos.side_to_move();
  return side_score(pos, us, params, info) - side_score(pos, ~us, params, info) + params[kShogi_tempo];
}

int evaluate_shogi(const Position& pos) { return evaluate_shogi(pos, kShogiUntunedParams); }

}  // namespace hensoku::shogi::engine
