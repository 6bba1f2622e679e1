// A USI engine as a match player.
#include <fmt/core.h>

#include <sstream>
#include <stdexcept>

#include "core/timer.h"
#include "match/players.h"

namespace hensoku::match {

namespace {

constexpr int kHandshakeMs = 10000;

// "info ... score cp 35 ..." / "score mate -3": the score, mate folded to +-100000.
std::optional<int> parse_score(const std::string& line) {
  std::istringstream in(line);
  std::string w;
  while (in >> w) {
    if (w != "score") continue;
    std::string kind, value;
    if (!(in >> kind >> value)) return std::nullopt;
    try {
      if (kind == "cp") return std::stoi(value);
      if (kind == "mate") {
        bool negative = !value.empty() && value[0] == '-';
        return negative ? -100000 : 100000;
      }
    } catch (const std::exception&) {
      return std::nullopt;
    }
  }
  return std::nullopt;
}

// "info depth 12 seldepth 20 ... score cp 35 ...": the depth of a scored
// line (currmove reports carry no score and are not a finished depth).
int parse_depth(const std::string& line) {
  if (line.find(" score ") == std::string::npos) return 0;
  std::istringstream in(line);
  std::string w;
  while (in >> w)
    if (w == "depth") {
      int d = 0;
      return in >> d ? d : 0;
    }
  return 0;
}

}  // namespace

UsiPlayer::UsiPlayer(const EngineConfig& config, const std::string& variant)
    : config_(config), process_(config.command, config.working_dir) {
  send("usi");
  expect("usiok", kHandshakeMs);
  // The match variant, unless the engine is told its own name for it (a peer
  // may call the game differently, e.g. through a variants ini file).
  bool names_variant = false;
  for (const auto& [name, value] : config_.options) names_variant |= name == "USI_Variant";
  if (!names_variant) send("setoption name USI_Variant value " + variant);
  for (const auto& [name, value] : config_.options) send(fmt::format("setoption name {} value {}", name, value));
  for (const auto& line : config_.init_commands) send(line);
  send("isready");
  expect("readyok", kHandshakeMs);
}

void UsiPlayer::send(const std::string& line) {
  if (!process_.write_line(line)) throw std::runtime_error(config_.name + ": engine exited");
}

void UsiPlayer::expect(const std::string& token, int timeout_ms) {
  int64_t deadline = now_ms() + timeout_ms;
  for (;;) {
    int64_t left = deadline - now_ms();
    auto line = process_.read_line(int(std::max<int64_t>(left, 0)));
    if (!line) throw std::runtime_error(config_.name + ": no '" + token + "' from the engine");
    if (*line == token) return;
  }
}

void UsiPlayer::new_game(const Game&) {
  if (config_.gui_new_game) {
    send("isready");
    expect("readyok", kHandshakeMs);
    send("usinewgame");
    return;
  }
  send("usinewgame");
  send("isready");
  expect("readyok", kHandshakeMs);
}

MoveReply UsiPlayer::think(const Game& game, const TimeControl& tc, const int64_t remaining[2],
                           int64_t hard_limit_ms) {
  std::string position = "position sfen " + game.setup_sfen();
  auto moves = game.history();
  if (!moves.empty()) {
    position += " moves";
    for (const auto& m : moves) position += " " + m;
  }
  MoveReply reply;
  if (!process_.write_line(position)) return reply.error = "crash", reply;

  std::string go = "go";
  if (tc.movetime_ms) go += fmt::format(" movetime {}", tc.movetime_ms);
  else if (tc.nodes) go += fmt::format(" nodes {}", tc.nodes);
  else if (tc.depth) go += fmt::format(" depth {}", tc.depth);
  else {
    int64_t b = remaining[0], w = remaining[1];
    if (config_.swap_clock_fields) std::swap(b, w);
    go += fmt::format(" btime {} wtime {}", b, w);
    if (tc.byoyomi_ms) go += fmt::format(" byoyomi {}", tc.byoyomi_ms);
    else go += fmt::format(" binc {} winc {}", tc.increment_ms, tc.increment_ms);
  }
  int64_t start = now_ms();
  if (!process_.write_line(go)) return reply.error = "crash", reply;

  bool stop_sent = false;
  for (;;) {
    int64_t waited = now_ms() - start;
    int64_t limit = stop_sent ? hard_limit_ms + 2000 : hard_limit_ms;
    auto line = process_.read_line(int(std::max<int64_t>(limit - waited, 1)));
    if (!line) {
      if (process_.exited()) return reply.error = "crash", reply;
      if (!stop_sent) {  // past the hard limit: ask for a move, the referee scores the time
        stop_sent = process_.write_line("stop");
        continue;
      }
      reply.error = "timeout";
      reply.elapsed_ms = now_ms() - start;
      return reply;
    }
    if (line->rfind("info", 0) == 0) {
      if (auto s = parse_score(*line)) reply.score_cp = s;
      if (int d = parse_depth(*line)) reply.depth = d;
      continue;
    }
    if (line->rfind("bestmove", 0) == 0) {
      reply.elapsed_ms = now_ms() - start;
      std::istringstream in(*line);
      std::string word;
      in >> word >> reply.move;
      if (reply.move.empty()) reply.error = "empty bestmove";
      return reply;
    }
  }
}

void UsiPlayer::game_over(Side side, const Outcome& outcome) {
  const char* word = outcome.kind == Outcome::Kind::Draw ? "draw" : outcome.winner == side ? "win" : "lose";
  process_.write_line(std::string("gameover ") + word);
}

}  // namespace hensoku::match
