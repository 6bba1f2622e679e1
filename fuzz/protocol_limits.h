#pragma once
// The protocol targets feed command lines to a real session; these rewrites
// keep every execution short (a few hundred nodes, perft depth <= 2, tiny
// hash, one thread) while the session still parses what the fuzzer wrote.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <sstream>
#include <string>
#include <vector>

namespace hensoku::fuzz {

inline std::vector<std::string> words_of(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

inline std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

inline bool contains_nocase(std::string text, const std::string& lower_word) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return text.find(lower_word) != std::string::npos;
}

// A decimal number above `cap` becomes `cap`; anything else stays, so the
// session's own number parsing still sees malformed values.
inline void cap_number(std::string& word, long long cap) {
  long long v = 0;
  auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), v);
  if (ec == std::errc() && end == word.data() + word.size() && v > cap) word = std::to_string(cap);
  if (ec == std::errc::result_out_of_range) word = std::to_string(cap);
}

// Hash and thread options get the value 1 (the option parsing still runs).
inline std::string small_engine_option(const std::string& line, char value_separator) {
  if (!contains_nocase(line, "hash") && !contains_nocase(line, "thread") && !contains_nocase(line, "memory") &&
      !contains_nocase(line, "cores"))
    return line;
  if (value_separator == '=') {
    size_t eq = line.find('=');
    return eq == std::string::npos ? line : line.substr(0, eq + 1) + "1";
  }
  std::vector<std::string> words = words_of(line);
  for (size_t i = 0; i + 1 < words.size(); ++i)
    if (words[i] == "value") words[i + 1] = "1";
  if (words.size() == 2) words[1] = "1";  // "memory N", "cores N"
  return joined(words);
}

}  // namespace hensoku::fuzz
