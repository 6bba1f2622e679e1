#pragma once
// The text form of an evaluation's weight table, shared by every family that
// has one: "name value" lines, `#` starts a comment, blank lines are skipped.
// `hensoku tune --out` writes it and the EvalParams option reads it.
#include <array>
#include <cstddef>
#include <map>
#include <mutex>
#include <string>
#include <unordered_map>
#include <utility>

#include "search/engine_options.h"

namespace hensoku::search {

// Sets values[i] for each line naming names[i]; the others keep their value.
// Throws InputError naming the line on an unknown name (for `family`'s
// table) or a value that is not an integer in -100000..100000.
void read_param_lines(const std::string& text, const char* const* names, size_t count, int* values,
                      const std::string& family);

template <size_t N>
std::array<int, N> read_param_text(const std::string& text, const std::array<const char*, N>& names,
                                   const std::array<int, N>& base, const std::string& family) {
  std::array<int, N> values = base;
  read_param_lines(text, names.data(), N, values.data(), family);
  return values;
}

// A family's weight tables as the engine plays them, each read once and kept:
// a variant's tuned table (its text over the untuned table, or the untuned
// table for a variant without one), and for EvalParams=FILE the file's text
// over the variant's tuned table. References stay valid (node-based maps).
template <size_t N>
class ParamTables {
 public:
  using Params = std::array<int, N>;
  using Texts = std::unordered_map<std::string, std::string>;

  ParamTables(const std::array<const char*, N>& names, const Params& untuned, const Texts& tuned_texts,
              std::string family)
      : names_(names), untuned_(untuned), texts_(tuned_texts), family_(std::move(family)) {}

  Params read(const std::string& text, const Params& base) const {
    return read_param_text(text, names_, base, family_);
  }

  const Params& tuned(const std::string& variant) {
    std::lock_guard lock(mutex_);
    return tuned_locked(variant);
  }

  const Params& selected(const std::string& variant, const EngineSettings& settings) {
    if (settings.eval_params == "untuned") return untuned_;
    std::lock_guard lock(mutex_);
    if (!settings.eval_params_from_file()) return tuned_locked(variant);
    auto key = std::make_pair(variant, settings.eval_params_text);
    auto it = from_files_.find(key);
    if (it == from_files_.end())
      it = from_files_.emplace(key, read(settings.eval_params_text, tuned_locked(variant))).first;
    return it->second;
  }

 private:
  const Params& tuned_locked(const std::string& variant) {
    auto it = tuned_.find(variant);
    if (it == tuned_.end()) {
      auto text = texts_.find(variant);
      it = tuned_.emplace(variant, text == texts_.end() ? untuned_ : read(text->second, untuned_)).first;
    }
    return it->second;
  }

  const std::array<const char*, N>& names_;
  const Params& untuned_;
  const Texts& texts_;
  const std::string family_;
  std::mutex mutex_;
  std::map<std::string, Params> tuned_;
  std::map<std::pair<std::string, std::string>, Params> from_files_;  // (variant, file text)
};

}  // namespace hensoku::search
