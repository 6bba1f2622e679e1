#pragma once
// Splitting a protocol line into words, and reading numbers from them with
// errors a user can act on.
#include <cstdint>
#include <string>
#include <vector>

namespace hensoku::usi {

std::vector<std::string> split_words(const std::string& line);

// Parses a whole decimal integer in [min, max]; throws InputError naming `what`.
int64_t parse_int(const std::string& text, const std::string& what, int64_t min, int64_t max);

// Joins words[from, to) with single spaces.
std::string join(const std::vector<std::string>& words, size_t from, size_t to);

}  // namespace hensoku::usi
