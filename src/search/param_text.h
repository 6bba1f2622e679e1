#pragma once
// The text form of an evaluation's weight table, shared by every family that
// has one: "name value" lines, `#` starts a comment, blank lines are skipped.
// `hensoku tune --out` writes it and the EvalParams option reads it.
#include <array>
#include <cstddef>
#include <string>

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

}  // namespace hensoku::search
