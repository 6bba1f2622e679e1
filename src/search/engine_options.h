#pragma once
// The engine's own options (the rule options belong to the variants) and
// their checked values.
#include <cstdint>
#include <string>
#include <vector>

#include "variants/registry.h"

namespace hensoku::search {

struct EngineSettings {
  int hash_mb = 16;        // USI_Hash: small by default, many engines may run at once
  int threads = 1;         // Threads
  int multipv = 1;         // MultiPV
  int skill = 20;          // SkillLevel: 20 = full strength
  uint32_t seed = 0;       // RandomSeed: makes weakened play repeatable
  int move_overhead = 10;  // MoveOverhead: ms kept back from every move for lag (docs/search.md)
  bool ponder = false;     // USI_Ponder: accepted; pondering is driven by "go ponder"
  // EvalParams: "tuned" (the default), "untuned" (the hand-set weights) or
  // the path of a parameter file (`hensoku tune --out`), read when the option
  // is set: its text is kept, so the engine never reads a file mid-game.
  std::string eval_params = "tuned";
  std::string eval_params_text;  // the file's contents when eval_params names a file

  bool eval_params_from_file() const { return eval_params != "tuned" && eval_params != "untuned"; }
};

std::vector<OptionSpec> engine_option_specs();
// Throws InputError for an unknown name or a bad value; settings unchanged then.
void apply_engine_option(EngineSettings& settings, const std::string& name, const std::string& value);

}  // namespace hensoku::search
