#pragma once
// Helpers shared by the fuzz targets: input as lines, and a check that
// aborts (a finding for libFuzzer) when an invariant of the code under test
// does not hold.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace hensoku::fuzz {

inline std::string as_string(const uint8_t* data, size_t size) {
  return std::string(reinterpret_cast<const char*>(data), size);
}

// Splits on '\n' (a trailing '\r' stays: the parsers must cope with it).
inline std::vector<std::string> lines_of(std::string_view text, size_t max_lines) {
  std::vector<std::string> lines;
  while (!text.empty() && lines.size() < max_lines) {
    size_t nl = text.find('\n');
    lines.emplace_back(text.substr(0, nl));
    if (nl == std::string_view::npos) break;
    text.remove_prefix(nl + 1);
  }
  return lines;
}

// The fuzzer's assert: unlike assert() it is on in every build.
[[noreturn]] inline void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "fuzz invariant broken: %s\n  %s\n", what, detail.c_str());
  std::abort();
}

inline void check(bool ok, const char* what, const std::string& detail = {}) {
  if (!ok) fail(what, detail);
}

// True when a line of `output` starts with `prefix` (the sessions echo the
// user's line after their own words, so only a line's start is theirs).
inline bool has_line_starting(const std::string& output, std::string_view prefix) {
  for (size_t at = 0; at < output.size();) {
    if (std::string_view(output).substr(at).starts_with(prefix)) return true;
    size_t nl = output.find('\n', at);
    if (nl == std::string::npos) break;
    at = nl + 1;
  }
  return false;
}

}  // namespace hensoku::fuzz
