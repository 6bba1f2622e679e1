// An XBoard (CECP protover 2) engine as a match player: see docs/match.md.
#include <fmt/core.h>

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <sstream>
#include <stdexcept>

#include "core/timer.h"
#include "match/players.h"
#include "xboard/xboard_notation.h"

namespace hensoku::match {

namespace {

constexpr int kHandshakeMs = 10000;

// XBoard's name for a Hensoku variant where they differ.
std::string xboard_name(const std::string& variant) {
  if (variant == "chushogi") return "chu";
  return variant;
}

bool starts_with(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

// `feature a=1 b="x y" ...`: the value of one feature, or "" when absent.
std::string feature_value(const std::string& line, const std::string& key) {
  size_t at = line.find(" " + key + "=");
  if (at == std::string::npos) return "";
  size_t v = at + key.size() + 2;
  if (v < line.size() && line[v] == '"') {
    size_t end = line.find('"', v + 1);
    return line.substr(v + 1, end == std::string::npos ? std::string::npos : end - v - 1);
  }
  size_t end = line.find(' ', v);
  return line.substr(v, end == std::string::npos ? std::string::npos : end - v);
}

// Thinking output "depth score time nodes pv...": the score in centipawns
// from the mover's view; XBoard mate scores (|score| >= 100000 - plies) fold to +-100000.
std::optional<int> parse_thinking_score(const std::string& line) {
  std::istringstream in(line);
  long depth = 0, score = 0;
  std::string rest;
  if (!(in >> depth >> score >> rest)) return std::nullopt;
  if (std::abs(score) >= 90000) return score > 0 ? 100000 : -100000;
  return int(score);
}

// "level 0 M:SS INC": XBoard wants the base in minutes (or min:sec) and the increment in seconds.
std::string level_line(int64_t base_ms, int64_t inc_ms) {
  int64_t seconds = std::max<int64_t>(base_ms / 1000, 1);
  return fmt::format("level 0 {}:{:02} {}", seconds / 60, seconds % 60, double(inc_ms) / 1000.0);
}

}  // namespace

XBoardPlayer::XBoardPlayer(const EngineConfig& config, const std::string& variant)
    : config_(config),
      xboard_variant_(config.xboard_variant.empty() ? xboard_name(variant) : config.xboard_variant),
      process_(config.command, config.working_dir) {
  send("xboard");
  send("protover 2");
  read_features();
  // A GUI sends `memory` to engines that ask for it (HaChu allocates no hash
  // table before it and cannot search), unless the config sends its own.
  bool memory_given = false;
  for (const auto& line : config_.init_commands) memory_given |= starts_with(line, "memory");
  if (memory_ && !memory_given) send(fmt::format("memory {}", config_.memory_mb));
  for (const auto& [name, value] : config_.options) send(fmt::format("option {}={}", name, value));
  for (const auto& line : config_.init_commands) send(line);
  sync(kHandshakeMs);
}

void XBoardPlayer::send(const std::string& line) {
  if (!process_.write_line(line)) throw std::runtime_error(config_.name + ": engine exited");
}

// Reads `feature` lines until done=1 (protover 2 engines answer within seconds;
// done=0 asks for more time, which the spec bounds by the GUI's patience).
void XBoardPlayer::read_features() {
  int64_t deadline = now_ms() + kHandshakeMs;
  for (;;) {
    auto line = process_.read_line(int(std::max<int64_t>(deadline - now_ms(), 0)));
    if (!line) throw std::runtime_error(config_.name + ": no 'feature done=1' from the XBoard engine");
    if (!starts_with(*line, "feature ")) continue;
    if (feature_value(*line, "usermove") == "1") usermove_prefix_ = true;
    if (feature_value(*line, "ping") == "1") ping_ = true;
    if (feature_value(*line, "memory") == "1") memory_ = true;
    std::string variants = feature_value(*line, "variants");
    if (!variants.empty() && ("," + variants + ",").find("," + xboard_variant_ + ",") == std::string::npos)
      throw std::runtime_error(config_.name + ": the engine does not play variant '" + xboard_variant_ +
                               "' (it offers " + variants + ")");
    std::string done = feature_value(*line, "done");
    if (done == "1") return;
    if (done == "0") deadline = now_ms() + 3600 * 1000;
  }
}

// Waits until the engine has processed everything sent so far (ping/pong).
void XBoardPlayer::sync(int timeout_ms) {
  if (!ping_) return;
  std::string pong = fmt::format("pong {}", ++ping_counter_);
  send(fmt::format("ping {}", ping_counter_));
  int64_t deadline = now_ms() + timeout_ms;
  for (;;) {
    auto line = process_.read_line(int(std::max<int64_t>(deadline - now_ms(), 0)));
    if (!line) throw std::runtime_error(config_.name + ": no '" + pong + "' from the engine");
    if (*line == pong) return;
    if (starts_with(*line, "Error") || starts_with(*line, "Illegal move"))
      throw std::runtime_error(config_.name + ": " + *line);
  }
}

void XBoardPlayer::new_game(const Game& game) {
  if (game.setup_sfen() != game.start_sfen())
    throw std::runtime_error(config_.name + ": XBoard players start from the variant's start position "
                             "(give openings as 'startpos moves ...')");
  send("new");
  send("variant " + xboard_variant_);
  send("force");
  send("post");
  moves_sent_ = 0;
  time_control_.clear();
  sync(kHandshakeMs);
}

std::string XBoardPlayer::catch_up(const Game& game) {
  auto history = game.history();
  auto size = xboard::board_size(game);
  // The position before the first unsent move, to tell passes from igui.
  auto before = game.clone();
  for (size_t k = moves_sent_; k < history.size(); ++k) before->undo();
  for (; moves_sent_ < history.size(); ++moves_sent_) {
    const std::string& move = history[moves_sent_];
    std::string text = xboard::move_for_engine(*before, move, size);
    before->play(move);
    if (!process_.write_line((usermove_prefix_ ? "usermove " : "") + text)) return "crash";
  }
  return "";
}

std::string XBoardPlayer::time_control_commands(const TimeControl& tc) const {
  if (tc.nodes) throw std::runtime_error(config_.name + ": XBoard engines take no node limit; use --tc, --movetime or --depth");
  if (tc.movetime_ms) {
    if (tc.movetime_ms % 1000) throw std::runtime_error(config_.name + ": XBoard's 'st' takes whole seconds; give --movetime in multiples of 1000");
    return fmt::format("st {}", tc.movetime_ms / 1000);
  }
  if (tc.depth) return fmt::format("sd {}", tc.depth);
  // Byoyomi has no XBoard form: the engine is told the time it really has for
  // this move (remaining + byoyomi, see think()) under a sudden-death level.
  return level_line(tc.base_ms + (tc.base_ms ? 0 : tc.byoyomi_ms), tc.increment_ms);
}

MoveReply XBoardPlayer::think(const Game& game, const TimeControl& tc, const int64_t remaining[2],
                              int64_t hard_limit_ms) {
  MoveReply reply;
  std::string level = time_control_commands(tc);
  if (level != time_control_) {
    if (!process_.write_line(level)) return reply.error = "crash", reply;
    time_control_ = level;
  }
  std::string trouble = catch_up(game);
  if (!trouble.empty()) return reply.error = trouble, reply;
  if (!tc.movetime_ms && !tc.depth) {
    Side me = game.side_to_move();
    int64_t mine = remaining[index(me)] + tc.byoyomi_ms, theirs = remaining[index(~me)] + tc.byoyomi_ms;
    process_.write_line(fmt::format("time {}", std::max<int64_t>(mine / 10, 1)));
    process_.write_line(fmt::format("otim {}", std::max<int64_t>(theirs / 10, 1)));
  }
  int64_t start = now_ms();
  if (!process_.write_line("go")) return reply.error = "crash", reply;

  auto size = xboard::board_size(game);
  std::string legs;  // a multi-leg move arrives as "move a1b2," then "move b2c3"
  bool interrupted = false;
  for (;;) {
    int64_t waited = now_ms() - start;
    int64_t limit = interrupted ? hard_limit_ms + 2000 : hard_limit_ms;
    auto line = process_.read_line(int(std::max<int64_t>(limit - waited, 1)));
    if (!line) {
      if (process_.exited()) return reply.error = "crash", reply;
      if (!interrupted) {  // past the hard limit: "?" asks for the move now, the referee scores the time
        interrupted = process_.write_line("?");
        continue;
      }
      reply.error = "timeout";
      reply.elapsed_ms = now_ms() - start;
      return reply;
    }
    const std::string& text = *line;
    if (starts_with(text, "move ")) {
      legs += text.substr(5);
      if (!legs.empty() && legs.back() == ',') continue;
      reply.elapsed_ms = now_ms() - start;
      process_.write_line("force");  // keep the engine from moving on its own
      try {
        reply.move = legs == "@@@@" ? xboard::resolve_pass(game, legs)  // HaChu's pass
                                    : xboard::resolve_pass(game, xboard::move_from_xboard(legs, size));
        ++moves_sent_;  // the engine has played it on its own board
      } catch (const InputError&) {
        reply.move = legs;  // the referee scores it as an illegal move
      }
      return reply;
    }
    if (text == "resign" || starts_with(text, "tellics resign")) {
      reply.elapsed_ms = now_ms() - start;
      reply.move = "resign";
      process_.write_line("force");
      return reply;
    }
    if (starts_with(text, "Illegal move") || starts_with(text, "Error")) {
      reply.error = "the engine refused the game's moves: " + text;
      return reply;
    }
    if (starts_with(text, "1-0") || starts_with(text, "0-1") || starts_with(text, "1/2-1/2")) {
      reply.error = "claimed a result Hensoku's rules do not give: " + text;
      return reply;
    }
    if (!text.empty() && std::isdigit(static_cast<unsigned char>(text[0])))
      if (auto s = parse_thinking_score(text)) {
        reply.score_cp = s;
        reply.depth = std::atoi(text.c_str());  // the line starts with the depth
      }
  }
}

void XBoardPlayer::game_over(Side, const Outcome& outcome) {
  const char* result = outcome.kind == Outcome::Kind::Draw ? "1/2-1/2" : outcome.winner == Side::Black ? "1-0" : "0-1";
  process_.write_line(fmt::format("result {} {{{}}}", result, outcome.reason));
  process_.write_line("force");
}

}  // namespace hensoku::match
