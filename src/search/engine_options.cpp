#include "search/engine_options.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <fstream>
#include <sstream>

#include "variants/game.h"

namespace hensoku::search {

std::vector<OptionSpec> engine_option_specs() {
  return {
      {"USI_Hash", "spin", "16", {}, 1, 65536, "hash table size in MB"},
      {"USI_Ponder", "check", "false", {}, 0, 0, "think on the opponent's time"},
      {"Threads", "spin", "1", {}, 1, 64, "search threads"},
      {"MultiPV", "spin", "1", {}, 1, 64, "number of best lines shown"},
      {"SkillLevel", "spin", "20", {}, 0, 20, "playing strength: 0 weakest, 20 full"},
      {"RandomSeed", "spin", "0", {}, 0, 2147483647, "seed for the weakened move choice (SkillLevel < 20)"},
      {"MoveOverhead", "spin", "10", {}, 0, 5000,
       "ms kept back from every move for lag: 10 suits a local GUI, add the round trip when playing over a network"},
      {"EvalParams", "string", "tuned", {}, 0, 0,
       "evaluation weights: tuned, untuned (hand-set) or a parameter file written by hensoku tune"},
  };
}

namespace {

bool same_name(const std::string& a, const std::string& b) {
  return a.size() == b.size() &&
         std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) { return std::tolower(x) == std::tolower(y); });
}

int parse_spin(const OptionSpec& spec, const std::string& value) {
  int v = 0;
  auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
  if (value.empty() || ec != std::errc() || end != value.data() + value.size() || v < spec.min || v > spec.max)
    throw InputError("option " + spec.name + ": expected an integer from " + std::to_string(spec.min) + " to " +
                     std::to_string(spec.max) + ", got '" + value + "'");
  return v;
}

bool parse_check(const OptionSpec& spec, const std::string& value) {
  if (value == "true") return true;
  if (value == "false") return false;
  throw InputError("option " + spec.name + ": expected true or false, got '" + value + "'");
}

// "tuned", "untuned" or a readable file, whose text is kept. Whether the
// file's names fit the family's table is checked by the family's engine.
void set_eval_params(EngineSettings& s, const std::string& value) {
  std::string lower = value;
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  if (lower == "tuned" || lower == "untuned") {
    s.eval_params = lower;
    s.eval_params_text.clear();
    return;
  }
  std::ifstream in(value);
  if (value.empty() || !in)
    throw InputError("option EvalParams: expected tuned, untuned or a readable parameter file, got '" + value + "'");
  std::ostringstream text;
  text << in.rdbuf();
  s.eval_params = value;
  s.eval_params_text = text.str();
}

}  // namespace

void apply_engine_option(EngineSettings& s, const std::string& name, const std::string& value) {
  for (const auto& spec : engine_option_specs()) {
    if (!same_name(spec.name, name)) continue;
    if (spec.name == "EvalParams") {
      set_eval_params(s, value);
      return;
    }
    if (spec.type == "check") {
      s.ponder = parse_check(spec, value);
      return;
    }
    int v = parse_spin(spec, value);
    if (spec.name == "USI_Hash") s.hash_mb = v;
    else if (spec.name == "Threads") s.threads = v;
    else if (spec.name == "MultiPV") s.multipv = v;
    else if (spec.name == "SkillLevel") s.skill = v;
    else if (spec.name == "RandomSeed") s.seed = uint32_t(v);
    else if (spec.name == "MoveOverhead") s.move_overhead = v;
    return;
  }
  throw InputError("unknown option '" + name + "'");
}

}  // namespace hensoku::search
