// The shogi family's Game-path evaluation for the tuner. It is linear in its
// weights, so a position's gradient is its feature counts and the fit is
// exact (no re-linearising between rounds).
#include "tune/board_shogi_tunable.h"

#include <fmt/core.h>

#include <algorithm>

#include "search/board_params.h"
#include "variants/game.h"
#include "variants/registry.h"

namespace hensoku::tune {

namespace {

using search::kBoardShogiParamCount;
using search::kBoardShogiParamNames;
using search::kBoardShogiUntunedParams;

// The shogi-family variants no native path plays (search/shogi_adapter.cpp,
// handles()): their engine evaluates through board_params.h.
constexpr const char* kGamePathVariants[] = {"mergeshogi"};

std::vector<Parameter> as_parameters(const search::BoardShogiParams& p) {
  std::vector<Parameter> out;
  for (int i = 0; i < kBoardShogiParamCount; ++i) out.push_back({kBoardShogiParamNames[size_t(i)], p[size_t(i)]});
  return out;
}

// Quiet: the game goes on, the side to move has a legal move and no capture
// (the Game path's quiescence search tries every capture, so only without
// one does it stand pat on the static evaluation).
bool quiet(const Game& game) {
  if (game.outcome().over()) return false;
  const std::vector<MoveView> moves = game.legal_move_views();
  if (moves.empty()) return false;
  return std::none_of(moves.begin(), moves.end(), [](const MoveView& m) { return !m.captures.empty(); });
}

class BoardShogiTunable final : public TunableEval {
 public:
  std::string family() const override { return "shogi"; }

  std::vector<Parameter> tuned(const std::string& variant) const override {
    return as_parameters(search::board_shogi_tuned_params(variant));
  }
  std::vector<Parameter> untuned(const std::string&) const override { return as_parameters(kBoardShogiUntunedParams); }

  std::optional<Sample> sample(const std::string& variant, const std::string& sfen, float black_result,
                               const std::vector<int>& values) const override {
    std::unique_ptr<Game> game = create_game(variant);
    game->set_sfen(sfen);
    if (!quiet(*game)) return std::nullopt;
    search::BoardShogiFeatures f;
    search::board_shogi_features(game->view(), f);
    Sample s;
    s.result = game->side_to_move() == Side::Black ? black_result : 1.0f - black_result;
    for (size_t i = 0; i < f.size(); ++i) {
      if (f[i] == 0) continue;
      s.base += double(f[i]) * (i < values.size() ? values[i] : 0);
      s.gradient.emplace_back(uint16_t(i), float(f[i]));
    }
    return s;
  }

  // The lines that differ from the untuned table, as an entry of
  // board_shogi_tuned_texts() in the C++ form; the table itself is a data
  // file, data/eval/shogi-game/ (what --out writes).
  std::string source_entry(const std::string& variant, const std::vector<Parameter>& params) const override {
    return named_table_entry(variant, params, kBoardShogiUntunedParams.data(), kBoardShogiUntunedParams.size());
  }
};

}  // namespace

bool board_shogi_tunable_variant(const std::string& variant) {
  return std::find_if(std::begin(kGamePathVariants), std::end(kGamePathVariants),
                      [&](const char* name) { return variant == name; }) != std::end(kGamePathVariants);
}

const TunableEval& board_shogi_tunable() {
  static const BoardShogiTunable t;
  return t;
}

}  // namespace hensoku::tune
