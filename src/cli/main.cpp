// hensoku: with no arguments a USI engine on stdin/stdout; with a subcommand,
// one of the tools (perft, bench, match, serve). See README.md.
#include <fmt/core.h>

#include "variants/registry.h"

int main(int argc, char** argv) {
  (void)argv;
  if (argc == 1) {
    for (const auto& v : hensoku::registry().all()) fmt::print("{}\n", v.name);
    return 0;
  }
  return 0;
}
