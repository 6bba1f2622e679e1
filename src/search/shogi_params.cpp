// The shogi parameter tables: the tuned ones by variant, the EvalParams
// choice, and the "name value" text form `hensoku tune` writes.
#include "search/shogi_params.h"

#include <map>
#include <mutex>
#include <utility>

#include "search/param_text.h"

namespace hensoku::search {

ShogiParams read_shogi_params(const std::string& text, const ShogiParams& base) {
  return read_param_text(text, kShogiParamNames, base, "shogi");
}

const ShogiParams& shogi_tuned_params(const std::string& variant) {
  static std::mutex mutex;
  static std::map<std::string, ShogiParams> tables;
  std::lock_guard lock(mutex);
  auto it = tables.find(variant);
  if (it == tables.end()) {
    const auto& texts = shogi_tuned_texts();
    auto text = texts.find(variant);
    ShogiParams p = text == texts.end() ? kShogiUntunedParams : read_shogi_params(text->second, kShogiUntunedParams);
    it = tables.emplace(variant, p).first;
  }
  return it->second;
}

const ShogiParams& shogi_selected_params(const std::string& variant, const EngineSettings& settings) {
  if (settings.eval_params == "untuned") return kShogiUntunedParams;
  if (!settings.eval_params_from_file()) return shogi_tuned_params(variant);
  static std::mutex mutex;
  static std::map<std::pair<std::string, std::string>, ShogiParams> from_files;  // (variant, text)
  std::lock_guard lock(mutex);
  auto key = std::make_pair(variant, settings.eval_params_text);
  auto it = from_files.find(key);
  if (it == from_files.end())
    it = from_files.emplace(key, read_shogi_params(settings.eval_params_text, shogi_tuned_params(variant))).first;
  return it->second;
}

}  // namespace hensoku::search
