// The hasami parameter tables: hand-set weights, the choice the engine plays
// with, and the text form `hensoku tune` writes.
#include <map>
#include <mutex>
#include <string>
#include <unordered_map>
#include <utility>

#include "hasami/engine/hasami_params.h"
#include "search/embedded_texts.h"
#include "search/param_text.h"

namespace hensoku::hasami::engine {

using namespace search;

namespace {

// Before tuning: a stone is worth 100 where captures win, 40 in Dai Hasami
// (captures never win by themselves, HS-2.3, but stones make lines); a stone
// that can be sandwiched next move loses a fifth of its value; lines of five
// grow steeply with their stones, as the Game-path evaluation does.
HasamiParams make_untuned(const hasami::Rules& rules) {
  HasamiParams p{};
  const bool fives = rules.win == hasami::WinRule::FiveInRow;
  p[kStone] = fives ? 40 : 100;
  p[kCaptureCount] = rules.counts_captures() ? 100 : 0;
  p[kHanging] = -p[kStone] / 5;
  p[kMobility] = 1;
  if (fives) {
    p[kLine1] = 1, p[kLine2] = 6, p[kLine3] = 30, p[kLine4] = 160;
  }
  p[kTempo] = 10;
  // Step mode closes in one square a move; a stronger pull there makes the
  // hunter walk into a formation the stone slips past (matches vs a random
  // mover: 2 finished more games than 5).
  p[kHunt] = fives ? 0 : rules.mode == hasami::MoveMode::Step ? 2 : 5;
  return p;
}

const HasamiParams& cached(const hasami::Rules& rules, HasamiParams (*make)(const hasami::Rules&)) {
  static std::recursive_mutex mutex;  // a table's maker may read another table
  static std::unordered_map<const void*, std::unordered_map<std::string, HasamiParams>> tables;
  std::lock_guard lock(mutex);
  auto& by_name = tables[reinterpret_cast<const void*>(make)];
  auto it = by_name.find(rules.name);
  if (it == by_name.end()) it = by_name.emplace(rules.name, make(rules)).first;
  return it->second;
}

HasamiParams make_tuned(const hasami::Rules& rules);  // below, from the tuned table

}  // namespace

const HasamiParams& hasami_untuned_params(const hasami::Rules& rules) { return cached(rules, make_untuned); }
const HasamiParams& hasami_tuned_params(const hasami::Rules& rules) { return cached(rules, make_tuned); }
const HasamiParams& hasami_selected_params(const hasami::Rules& rules, const EngineSettings& settings) {
  if (settings.eval_params == "untuned") return hasami_untuned_params(rules);
  if (!settings.eval_params_from_file()) return hasami_tuned_params(rules);
  static std::mutex mutex;
  static std::map<std::pair<std::string, std::string>, HasamiParams> from_files;  // (variant, text)
  std::lock_guard lock(mutex);
  auto key = std::make_pair(rules.name, settings.eval_params_text);
  auto it = from_files.find(key);
  if (it == from_files.end())
    it = from_files.emplace(key, read_hasami_params(settings.eval_params_text, hasami_tuned_params(rules))).first;
  return it->second;
}

HasamiParams read_hasami_params(const std::string& text, const HasamiParams& base) {
  return read_param_text(text, kHasamiParamNames, base, "hasami");
}

const std::unordered_map<std::string, HasamiParams>& hasami_tuned_table() {
  // Each table file names every parameter, so the base it is read over does
  // not matter.
  static const auto table = [] {
    std::unordered_map<std::string, HasamiParams> out;
    for (const auto& [variant, text] : tuned_texts_from_data("hasami"))
      out.emplace(variant, read_hasami_params(text, HasamiParams{}));
    return out;
  }();
  return table;
}

namespace {

HasamiParams make_tuned(const hasami::Rules& rules) {
  const auto& table = hasami_tuned_table();
  auto it = table.find(rules.name);
  return it == table.end() ? hasami_untuned_params(rules) : it->second;
}

}  // namespace

}  // namespace hensoku::hasami::engine
