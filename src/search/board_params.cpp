// The Game path's shogi-family weight tables: the tuned ones by variant, the
// EvalParams choice, and the "name value" text form `hensoku tune` writes.
#include "search/board_params.h"

#include <map>
#include <mutex>
#include <utility>

#include "search/param_text.h"

namespace hensoku::search {

BoardShogiParams read_board_shogi_params(const std::string& text, const BoardShogiParams& base) {
  return read_param_text(text, kBoardShogiParamNames, base, "shogi (Game path)");
}

const BoardShogiParams& board_shogi_tuned_params(const std::string& variant) {
  static std::mutex mutex;
  static std::map<std::string, BoardShogiParams> tables;
  std::lock_guard lock(mutex);
  auto it = tables.find(variant);
  if (it == tables.end()) {
    const auto& texts = board_shogi_tuned_texts();
    auto text = texts.find(variant);
    BoardShogiParams p = text == texts.end() ? kBoardShogiUntunedParams
                                             : read_board_shogi_params(text->second, kBoardShogiUntunedParams);
    it = tables.emplace(variant, p).first;
  }
  return it->second;
}

const BoardShogiParams& board_shogi_selected_params(const std::string& variant, const EngineSettings& settings) {
  if (settings.eval_params == "untuned") return kBoardShogiUntunedParams;
  if (!settings.eval_params_from_file()) return board_shogi_tuned_params(variant);
  static std::mutex mutex;
  static std::map<std::pair<std::string, std::string>, BoardShogiParams> from_files;  // (variant, text)
  std::lock_guard lock(mutex);
  auto key = std::make_pair(variant, settings.eval_params_text);
  auto it = from_files.find(key);
  if (it == from_files.end())
    it = from_files.emplace(key, read_board_shogi_params(settings.eval_params_text, board_shogi_tuned_params(variant)))
             .first;
  return it->second;
}

}  // namespace hensoku::search
