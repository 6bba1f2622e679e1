// The shogi parameter tables: the tuned ones by variant, the EvalParams
// choice, and the "name value" text form `hensoku tune` writes.
#include "search/shogi_params.h"

#include "search/param_text.h"

namespace hensoku::search {

namespace {

ParamTables<kShogiParamCount>& tables() {
  static ParamTables<kShogiParamCount> t(kShogiParamNames, kShogiUntunedParams, shogi_tuned_texts(), "shogi");
  return t;
}

}  // namespace

ShogiParams read_shogi_params(const std::string& text, const ShogiParams& base) { return tables().read(text, base); }

const ShogiParams& shogi_tuned_params(const std::string& variant) { return tables().tuned(variant); }

const ShogiParams& shogi_selected_params(const std::string& variant, const EngineSettings& settings) {
  return tables().selected(variant, settings);
}

}  // namespace hensoku::search
