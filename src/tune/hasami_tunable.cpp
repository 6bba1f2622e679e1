// The hasami family's evaluation for the tuner: its parameter table
// (hasami/engine/hasami_params.h) and the feature counts, which are the exact
// gradient of that linear evaluation.
#include <fmt/core.h>

#include "hasami/engine/hasami_params.h"
#include "hasami/movegen.h"
#include "hasami/notation.h"
#include "hasami/rules.h"
#include "tune/hasami_tunable.h"

namespace hensoku::tune {

namespace {

using hasami::engine::HasamiParams;
using hasami::engine::kHasamiParamCount;
using hasami::engine::kHasamiParamNames;

std::vector<Parameter> as_parameters(const HasamiParams& p) {
  std::vector<Parameter> out;
  for (int i = 0; i < kHasamiParamCount; ++i) out.push_back({kHasamiParamNames[size_t(i)], p[size_t(i)]});
  return out;
}

// Quiet: the side to move has no capture and no move that ends the game, so
// quiescence search would return the static evaluation.
bool quiet(hasami::Position& pos) {
  hasami::MoveList moves;
  hasami::generate_moves(pos, moves);
  if (moves.size == 0) return false;
  for (hasami::Move m : moves) {
    hasami::Undo undo;
    pos.do_move(m, undo);
    const bool ends = pos.material_status().kind != hasami::Status::Kind::Ongoing;
    pos.undo_move(m, undo);
    if (undo.captured || ends) return false;
  }
  return true;
}

class HasamiTunable final : public TunableEval {
 public:
  std::string family() const override { return "hasami"; }

  std::vector<Parameter> tuned(const std::string& variant) const override {
    return as_parameters(hasami::engine::hasami_tuned_params(hasami::rules_for(variant)));
  }
  std::vector<Parameter> untuned(const std::string& variant) const override {
    return as_parameters(hasami::engine::hasami_untuned_params(hasami::rules_for(variant)));
  }

  std::optional<Sample> sample(const std::string& variant, const std::string& sfen, float black_result,
                               const std::vector<int>& values) const override {
    hasami::Position pos(hasami::rules_for(variant));
    hasami::read_sfen(pos, sfen);
    if (pos.material_status().kind != hasami::Status::Kind::Ongoing || !quiet(pos)) return std::nullopt;
    hasami::engine::HasamiFeatures f;
    hasami::engine::hasami_features(pos, f);
    Sample s;
    s.result = pos.side_to_move() == Side::Black ? black_result : 1.0f - black_result;
    for (int i = 0; i < kHasamiParamCount; ++i) {
      s.base += double(values[size_t(i)]) * f[size_t(i)];
      if (f[size_t(i)] != 0) s.gradient.emplace_back(uint16_t(i), float(f[size_t(i)]));
    }
    return s;
  }

  std::string source_entry(const std::string& variant, const std::vector<Parameter>& params) const override {
    (void)variant;
    std::string out;  // every weight, as the family's data files hold them
    for (const Parameter& p : params) out += fmt::format("{} {}\n", p.name, p.value);
    return out;
  }
};

}  // namespace

const TunableEval& hasami_tunable() {
  static const HasamiTunable t;
  return t;
}

void register_hasami_tunable(TunableRegistry& registry) { registry.push_back(&hasami_tunable()); }

}  // namespace hensoku::tune
