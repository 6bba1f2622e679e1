#pragma once
// Opening lines for the tools that play many games (match, SPSA tuning,
// datagen): one per line, "startpos [moves ...]" or "sfen <sfen> [moves ...]",
// the way USI's `position` command writes a position.
#include <memory>
#include <string>
#include <vector>

#include "variants/game.h"

namespace hensoku {

struct Opening {
  std::string sfen;                // empty: the variant's start position
  std::vector<std::string> moves;  // played before the engines take over
};

// Reads openings; blank lines and lines starting with '#' are skipped.
// Throws InputError (unreadable file, a malformed line, no opening at all).
std::vector<Opening> read_openings(const std::string& path);

// The variant's game (with `options`, see registry.h) set up at `opening`
// (its SFEN, then its moves). Throws InputError for an unknown variant or
// option, a SFEN or a move the variant rejects.
std::unique_ptr<Game> start_game(const std::string& variant, const Opening& opening,
                                 const RuleOptions& options = {});

// The games a tool plays from: every opening of `path` set up, or the start
// position when `path` is empty. Each must be a game still going, checked
// here so that a bad line stops a run before its first game. Throws
// InputError.
std::vector<std::unique_ptr<Game>> start_games(const std::string& variant, const std::string& path);

}  // namespace hensoku
