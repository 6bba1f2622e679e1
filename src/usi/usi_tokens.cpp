#include "usi/usi_tokens.h"

#include <charconv>
#include <sstream>

#include "variants/game.h"

namespace hensoku::usi {

std::vector<std::string> split_words(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

int64_t parse_int(const std::string& text, const std::string& what, int64_t min, int64_t max) {
  int64_t value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size())
    throw InputError(what + " must be a whole number, got '" + text + "'");
  if (value < min || value > max)
    throw InputError(what + " must be between " + std::to_string(min) + " and " + std::to_string(max) + ", got " + text);
  return value;
}

std::string join(const std::vector<std::string>& words, size_t from, size_t to) {
  std::string out;
  for (size_t i = from; i < to && i < words.size(); ++i) out += (out.empty() ? "" : " ") + words[i];
  return out;
}

}  // namespace hensoku::usi
