#include "server/winprob.h"

#include <cmath>
#include <cstring>

namespace hensoku::server {

using nlohmann::json;

BlackScore black_score(const SearchInfo& info, Side to_move) {
  const int sign = to_move == Side::Black ? 1 : -1;
  return {info.is_mate, sign * info.score};
}

json to_json(const BlackScore& score) { return score.mate ? json{{"mate", score.value}} : json{{"cp", score.value}}; }

std::optional<BlackScore> black_score_from_json(const json& j) {
  if (!j.is_object() || j.size() != 1) return std::nullopt;
  for (const char* key : {"cp", "mate"})
    if (j.contains(key) && j[key].is_number_integer()) {
      int64_t v = j[key].get<int64_t>();
      if (v < -1000000 || v > 1000000) return std::nullopt;
      return BlackScore{std::strcmp(key, "mate") == 0, int(v)};
    }
  return std::nullopt;
}

const WinCurve& win_curve(const std::string& variant) {
  for (int i = 0; i < kWinCurveCount; ++i)
    if (variant == kWinCurves[i].variant) return kWinCurves[i];
  return kWinCurves[0];  // the shogi curve for a variant without one (test variants)
}

double win_black(const std::string& variant, const BlackScore& score) {
  if (score.mate) return score.value > 0 ? 1.0 : score.value < 0 ? 0.0 : 0.5;
  const WinCurve& c = win_curve(variant);
  return 1.0 / (1.0 + std::exp(-(score.value - c.offset) / c.scale));
}

}  // namespace hensoku::server
