// The shogi family's fast-path evaluation for the tuner. The evaluation is
// not linear in every weight (king danger is a square, loose pieces a
// fraction of a piece value), so the gradient is numerical: central
// differences at the given table, exact for the linear weights and for a
// square; `hensoku tune --rounds N` re-linearises at the new table between
// rounds (docs/tuning.md).
#include "tune/shogi_tunable.h"

#include <fmt/core.h>

#include <algorithm>
#include <map>

#include "shogi/engine/shogi_params.h"
#include "shogi/combined.h"
#include "shogi/engine/shogi_see.h"
#include "shogi/movegen.h"
#include "shogi/position.h"
#include "shogi/shogi_game.h"
#include "variants/game.h"

namespace hensoku::tune {

namespace {

using shogi::engine::kShogiNamedParamCount;
using shogi::engine::kShogiParamCount;
using shogi::engine::ShogiParams;

// Step of the central differences: large enough that the integer divisions
// of the danger square and the loose-piece fractions round away.
constexpr int kStep = 4;

std::vector<Parameter> as_parameters(const ShogiParams& p) {
  std::vector<Parameter> out;
  for (int i = 0; i < kShogiParamCount; ++i)
    out.push_back({shogi::engine::shogi_param_names()[size_t(i)], p[size_t(i)]});
  return out;
}

void legal_moves(const shogi::Position& pos, const shogi::RuleSet& rules, shogi::VariantMoveList& moves) {
  if (rules.friend_capture) shogi::generate_legal_friend_capture(pos, moves);
  else if (rules.swapper_gold) shogi::generate_legal_swapper_gold(pos, moves);
  else if (rules.swap) shogi::generate_legal_swap_shogi(pos, moves);
  else if (rules.merge) shogi::generate_legal_merge_shogi(pos, moves);
  else shogi::generate_legal(pos, moves, rules);
}

// Quiet: not in check, with legal moves and no capture the quiescence
// search would try (one that does not lose material by exchange, as the
// shogi adapter's generate_noisy; under a capture duty any capture, since the
// side must take), so quiescence stands pat on the static evaluation.
bool quiet(const shogi::Position& pos, const shogi::RuleSet& rules) {
  if (pos.in_check()) return false;
  shogi::VariantMoveList moves;
  legal_moves(pos, rules, moves);
  if (moves.size == 0) return false;
  const Side us = pos.side_to_move();
  for (shogi::Move m : moves) {
    if (m.is_drop() || m.is_swap()) continue;
    const shogi::Piece target = pos.piece_on(m.to());
    if (target == shogi::kNoPiece || shogi::side_of(target) == us) continue;
    if (rules.duty != shogi::CaptureDuty::None || shogi::engine::see_ge(pos, m, 0)) return false;
  }
  return true;
}

// The king-relative and square entries' derivatives (shogi/engine/shogi_params.h): +1 per
// piece of the side to move on an entry, -1 per enemy piece; a combined
// piece (SF-4) counts on the entries of both its parts.
void add_king_relative_gradient(const shogi::Position& pos, std::vector<std::pair<uint16_t, float>>& gradient) {
  std::map<uint16_t, float> counts;
  for (Side us : {Side::Black, Side::White}) {
    const int king = pos.king_square(us), enemy_king = pos.king_square(~us);
    if (king < 0 || enemy_king < 0) return;
    const float sign = us == pos.side_to_move() ? 1.0f : -1.0f;
    for (int sq = 0; sq < shogi::kSquares; ++sq) {
      const shogi::Piece piece = pos.piece_on(sq);
      if (piece == shogi::kNoPiece || shogi::side_of(piece) != us) continue;
      const shogi::PieceType pt = shogi::type_of(piece);
      const bool merged = shogi::is_combined(pt);
      for (shogi::PieceType part : {merged ? shogi::combined_kind(pt).first : pt,
                                    merged ? shogi::combined_kind(pt).second : shogi::NO_PIECE_TYPE}) {
        const int kind = part == shogi::NO_PIECE_TYPE ? -1 : shogi::engine::kTableKind[part];
        if (kind < 0) continue;
        const shogi::engine::KingTableEntries e = shogi::engine::king_table_entries(us, kind, sq, king, enemy_king);
        for (int entry : {e.own, e.enemy, e.square}) counts[uint16_t(entry)] += sign;
      }
    }
  }
  for (const auto& [i, g] : counts)
    if (g != 0) gradient.emplace_back(i, g);
}

class ShogiTunable final : public TunableEval {
 public:
  std::string family() const override { return "shogi"; }

  std::vector<Parameter> tuned(const std::string& variant) const override {
    return as_parameters(shogi::engine::shogi_tuned_params(variant));
  }
  std::vector<Parameter> untuned(const std::string&) const override {
    return as_parameters(shogi::engine::kShogiUntunedParams);
  }

  std::optional<Sample> sample(const std::string& variant, const std::string& sfen, float black_result,
                               const std::vector<int>& values) const override {
    const shogi::RuleSet rules = shogi::ShogiOptions::parse(variant, {}).rules;
    shogi::Position pos;
    pos.set_sfen(sfen);
    if (!quiet(pos, rules)) return std::nullopt;
    ShogiParams p{};
    std::copy_n(values.begin(), std::min<size_t>(values.size(), p.size()), p.begin());
    Sample s;
    s.result = pos.side_to_move() == Side::Black ? black_result : 1.0f - black_result;
    s.base = shogi::engine::evaluate_shogi(pos, p);
    // The named weights numerically; the king-relative tables are linear:
    // each entry's derivative counts the pieces on it, ours minus theirs.
    for (size_t i = 0; i < size_t(kShogiNamedParamCount); ++i) {
      const int at = p[i];
      p[i] = at + kStep;
      const int up = shogi::engine::evaluate_shogi(pos, p);
      p[i] = at - kStep;
      const int down = shogi::engine::evaluate_shogi(pos, p);
      p[i] = at;
      if (up != down) s.gradient.emplace_back(uint16_t(i), float(up - down) / float(2 * kStep));
    }
    add_king_relative_gradient(pos, s.gradient);
    return s;
  }

  // The lines that differ from the untuned table: a data file of
  // data/eval/shogi/.
  std::string source_entry(const std::string& variant, const std::vector<Parameter>& params) const override {
    return named_table_entry(variant, params, shogi::engine::kShogiUntunedParams.data(),
                             shogi::engine::kShogiUntunedParams.size());
  }
};

}  // namespace

const TunableEval& shogi_tunable() {
  static const ShogiTunable t;
  return t;
}

void register_shogi_tunable(TunableRegistry& registry) { registry.push_back(&shogi_tunable()); }

}  // namespace hensoku::tune
