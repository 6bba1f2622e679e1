// The shogi parameter tables: the tuned ones by variant, the EvalParams
// choice, and the "name value" text form `hensoku tune` writes.
#include "shogi/engine/shogi_params.h"

#include "search/embedded_texts.h"
#include "search/param_text.h"

#include <string>
#include <vector>

namespace hensoku::shogi::engine {

using namespace search;

namespace {

constexpr const char* kKingRelativeKindNames[kKingRelativeKinds] = {"pawn",   "lance", "knight", "silver", "gold",
                                                                    "bishop", "rook",  "horse",  "dragon"};

ParamTables<kShogiParamCount>& tables() {
  static ParamTables<kShogiParamCount> t(shogi_param_names(), kShogiUntunedParams, shogi_tuned_texts(), "shogi");
  return t;
}

}  // namespace

const std::unordered_map<std::string, std::string>& shogi_tuned_texts() {
  static const auto texts = tuned_texts_from_data("shogi");
  return texts;
}

const std::array<const char*, kShogiParamCount>& shogi_param_names() {
  static const auto names = [] {
    static std::vector<std::string> storage;
    std::array<const char*, kShogiParamCount> out{};
    constexpr const char* kNamed[] = {
#define HENSOKU_SHOGI_PARAM_NAME(name, value) #name,
        HENSOKU_SHOGI_PARAMS(HENSOKU_SHOGI_PARAM_NAME)
#undef HENSOKU_SHOGI_PARAM_NAME
    };
    for (int i = 0; i < kShogiNamedParamCount; ++i) out[size_t(i)] = kNamed[i];
    storage.reserve(2 * kKingRelativeTableSize + kSquareTableSize);
    for (const char* table : {"kpo", "kpe"})
      for (int kind = 0; kind < kKingRelativeKinds; ++kind)
        for (int files = 0; files < kKingRelativeFiles; ++files)
          for (int ranks = -8; ranks <= 8; ++ranks)
            storage.push_back(std::string(table) + "_" + kKingRelativeKindNames[kind] + "_" + std::to_string(files) + "_" +
                              std::to_string(ranks));
    for (int kind = 0; kind < kKingRelativeKinds; ++kind)
      for (int file = 0; file < kSquareTableFiles; ++file)
        for (int rank = 0; rank < kSquareTableRanks; ++rank)
          storage.push_back(std::string("psq_") + kKingRelativeKindNames[kind] + "_" + std::to_string(file) + "_" +
                            std::to_string(rank));
    for (int i = 0; i < 2 * kKingRelativeTableSize + kSquareTableSize; ++i)
      out[size_t(kShogiNamedParamCount + i)] = storage[size_t(i)].c_str();
    return out;
  }();
  return names;
}

ShogiParams read_shogi_params(const std::string& text, const ShogiParams& base) { return tables().read(text, base); }

const ShogiParams& shogi_tuned_params(const std::string& variant) { return tables().tuned(variant); }

const ShogiParams& shogi_selected_params(const std::string& variant, const EngineSettings& settings) {
  return tables().selected(variant, settings);
}

}  // namespace hensoku::shogi::engine
