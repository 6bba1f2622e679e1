// The Game path's shogi-family weight tables: the tuned ones by variant, the
// EvalParams choice, and the "name value" text form `hensoku tune` writes.
#include "search/board_params.h"

#include "search/embedded_texts.h"
#include "search/param_text.h"

namespace hensoku::search {

namespace {

ParamTables<kBoardShogiParamCount>& tables() {
  static ParamTables<kBoardShogiParamCount> t(kBoardShogiParamNames, kBoardShogiUntunedParams,
                                              board_shogi_tuned_texts(), "shogi (Game path)");
  return t;
}

}  // namespace

const std::unordered_map<std::string, std::string>& board_shogi_tuned_texts() {
  static const auto texts = tuned_texts_from_data("shogi-game");
  return texts;
}

BoardShogiParams read_board_shogi_params(const std::string& text, const BoardShogiParams& base) {
  return tables().read(text, base);
}

const BoardShogiParams& board_shogi_tuned_params(const std::string& variant) { return tables().tuned(variant); }

const BoardShogiParams& board_shogi_selected_params(const std::string& variant, const EngineSettings& settings) {
  return tables().selected(variant, settings);
}

}  // namespace hensoku::search
