#include "usi/usi_session.h"

#include <fmt/core.h>

#include <iostream>

#include "core/timer.h"
#include "search/engine.h"
#include "shogi/shogi_game.h"
#include "shogi/engine/mate_search.h"
#include "usi/usi_tokens.h"
#include "variants/registry.h"

namespace hensoku::usi {

namespace {

constexpr const char* kEngineName = "Hensoku";
constexpr const char* kAuthor = "the Hensoku developers";

std::string default_variant() {
  const auto& all = registry().all();
  if (registry().find("shogi")) return "shogi";
  return all.empty() ? std::string() : all.front().name;
}

// Options every USI GUI may send whether or not we list them (USI spec).
const std::vector<OptionSpec>& standard_options() {
  static const std::vector<OptionSpec> specs = {
      {"USI_Hash", "spin", "16", {}, 1, 65536, "hash table size in MB"},
      {"USI_Ponder", "check", "false", {}, 0, 0, "think on the opponent's time"},
  };
  return specs;
}

#ifdef HENSOKU_HAS_SEARCH
std::string format_info(const SearchInfo& info) {
  if (!info.text.empty()) return "info string " + info.text;
  if (!info.currmove.empty())
    return fmt::format("info depth {} currmove {} currmovenumber {}", info.depth, info.currmove, info.currmovenumber);
  std::string line = fmt::format("info depth {} seldepth {} multipv {} score {} {}", info.depth, info.seldepth,
                                 info.multipv, info.is_mate ? "mate" : "cp", info.score);
  if (info.bound == SearchInfo::Bound::Lower) line += " lowerbound";
  if (info.bound == SearchInfo::Bound::Upper) line += " upperbound";
  line += fmt::format(" nodes {} nps {} hashfull {} time {}", info.nodes, info.nps, info.hashfull, info.time_ms);
  if (!info.pv.empty()) line += " pv " + join(info.pv, 0, info.pv.size());
  return line;
}
#endif

}  // namespace

Session::Session(std::ostream& out) : out_(out), variant_(default_variant()) {
  std::vector<std::string> names = registry().names();
  options_.add({"USI_Variant", "combo", variant_, names, 0, 0, "the game to play"});
  for (const auto& v : registry().all())
    for (const auto& spec : v.options) options_.add(spec);
  if (!variant_.empty()) game_ = new_game(variant_, rule_values_);
#ifdef HENSOKU_HAS_SEARCH
  if (!variant_.empty()) engine_ = create_engine(variant_);
#endif
}

Session::~Session() {
  stop_search();
}

void Session::run(std::istream& in) {
  for (std::string line; std::getline(in, line);)
    if (!handle(line)) return;
  finish_perft();  // the end of the input is a quit
}

void Session::send(const std::string& line) {
  std::lock_guard lock(out_mutex_);
  out_ << line << '\n' << std::flush;
}

bool Session::handle(const std::string& raw_line) {
  std::string line = raw_line;
  if (!line.empty() && line.back() == '\r') line.pop_back();
  auto words = split_words(line);
  if (words.empty()) return true;
  const std::string& cmd = words[0];
  try {
    // A script's `go perft 5` then `quit` gets the count first; a GUI's
    // `stop` still ends the count at once.
    if (cmd != "stop") finish_perft();
    if (cmd == "quit") {
      stop_search();
      return false;
    }
    if (!game_) throw InputError("no variant is registered in this build");
    if (cmd == "usi") cmd_usi();
    else if (cmd == "isready") cmd_isready();
    else if (cmd == "setoption") cmd_setoption(words);
    else if (cmd == "usinewgame") {
      stop_search();
      if (engine_) engine_->new_game(*game_);
    }
    else if (cmd == "position") cmd_position(words);
    else if (cmd == "go") cmd_go(words);
    else if (cmd == "stop") cmd_stop();
    else if (cmd == "ponderhit") cmd_ponderhit();
    else if (cmd == "gameover") cmd_gameover(words);
    else if (cmd == "d") cmd_display();
    else throw InputError("unknown command '" + cmd + "'");
  } catch (const InputError& e) {
    send(std::string("info string error: ") + e.what());
  } catch (const std::exception& e) {  // a bug, not bad input: say so and keep serving
    send(std::string("info string error: internal error: ") + e.what());
  }
  return true;
}

// The engine's tables are allocated (and between games emptied) before
// readyok: a GUI sends usinewgame, position and go without waiting, and
// starts the first move's clock at go.
void Session::cmd_isready() {
  if (engine_) {
    if (between_games_) engine_->new_game(*game_);
    engine_->get_ready(*game_);
  }
  send("readyok");
}

void Session::cmd_usi() {
  send(fmt::format("id name {}", kEngineName));
  send(fmt::format("id author {}", kAuthor));
  for (const auto& spec : options_.all()) send(option_line(spec));
  OptionTable listed = options_;
  if (engine_)
    for (const auto& spec : engine_->options())
      if (!listed.find(spec.name)) {
        listed.add(spec);
        send(option_line(spec));
      }
  for (const auto& spec : standard_options())
    if (!listed.find(spec.name)) send(option_line(spec));
  send("usiok");
}

// setoption name <name words> [value <value words>]
void Session::cmd_setoption(const std::vector<std::string>& words) {
  if (words.size() < 3 || words[1] != "name") throw InputError("usage: setoption name <id> [value <x>]");
  size_t value_at = words.size();
  for (size_t i = 2; i < words.size(); ++i)
    if (words[i] == "value") { value_at = i; break; }
  std::string name = join(words, 2, value_at);
  std::string value = value_at < words.size() ? join(words, value_at + 1, words.size()) : "";
  if (name.empty()) throw InputError("setoption: missing option name");
  stop_search();

  if (const OptionSpec* spec = options_.find(name)) return set_rule_option(*spec, value);
  if (engine_) {
    engine_->set_option(name, value);  // throws InputError for unknown names or bad values
    engine_settings_.emplace_back(name, value);
    return;
  }
  for (const auto& spec : standard_options())
    if (spec.name == name) { normalize_value(spec, value); return; }
  throw InputError("unknown option '" + name + "'");
}

void Session::set_rule_option(const OptionSpec& spec, const std::string& value) {
  std::string v = normalize_value(spec, value);
  if (spec.name == "USI_Variant") {
    auto game = new_game(v, rule_values_);
#ifdef HENSOKU_HAS_SEARCH
    auto engine = create_engine(v);
    for (const auto& [n, val] : engine_settings_) engine->set_option(n, val);
    engine_ = std::move(engine);
#endif
    variant_ = v;
    game_ = std::move(game);
    between_games_ = true;
    return;
  }
  RuleOptions values = rule_values_;
  values[spec.name] = v;
  auto game = new_game(variant_, values);  // throws before anything changes
  rule_values_ = std::move(values);
  game_ = std::move(game);
}

// A variant reads only the rule options it declares.
std::unique_ptr<Game> Session::new_game(const std::string& variant, const RuleOptions& values) const {
  const VariantInfo* info = registry().find(variant);
  if (!info) throw InputError("unknown variant '" + variant + "'");
  RuleOptions mine;
  for (const auto& spec : info->options) {
    auto it = values.find(spec.name);
    if (it != values.end()) mine[spec.name] = it->second;
  }
  return info->create(mine);
}

// position startpos|sfen <sfen...> [moves <m>...]
void Session::cmd_position(const std::vector<std::string>& words) {
  if (words.size() < 2) throw InputError("usage: position startpos|sfen <sfen> [moves <move>...]");
  size_t moves_at = words.size();
  for (size_t i = 1; i < words.size(); ++i)
    if (words[i] == "moves") { moves_at = i; break; }
  stop_search();
  auto game = game_->clone();
  if (words[1] == "startpos") {
    if (moves_at != 2 && moves_at != words.size()) throw InputError("position startpos: unexpected '" + words[2] + "'");
    if (moves_at == words.size() && words.size() > 2) throw InputError("position startpos: unexpected '" + words[2] + "'");
    game->set_start();
  } else if (words[1] == "sfen") {
    std::string sfen = join(words, 2, moves_at);
    if (sfen.empty()) throw InputError("position sfen: missing SFEN");
    game->set_sfen(sfen);
  } else {
    throw InputError("position: expected startpos or sfen, got '" + words[1] + "'");
  }
  for (size_t i = moves_at + 1; i < words.size(); ++i) {
    try {
      game->play(words[i]);
    } catch (const InputError& e) {
      throw InputError(fmt::format("position: move {} ({}): {}", i - moves_at, words[i], e.what()));
    }
  }
  game_ = std::move(game);
}

void Session::cmd_go(const std::vector<std::string>& words) {
  if (words.size() >= 2 && words[1] == "perft") return cmd_perft(words);
  SearchLimits limits;
  int64_t mate_ms = -1;  // go mate: -1 = not asked, 0 = infinite
  auto number = [&](size_t& i, const std::string& what, int64_t max) {
    if (i + 1 >= words.size()) throw InputError("go: " + what + " needs a value");
    return parse_int(words[++i], "go " + what, 0, max);
  };
  constexpr int64_t kMaxMs = int64_t(1) << 40;
  for (size_t i = 1; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (w == "btime") limits.time[0] = number(i, w, kMaxMs);
    else if (w == "wtime") limits.time[1] = number(i, w, kMaxMs);
    else if (w == "binc") limits.increment[0] = number(i, w, kMaxMs);
    else if (w == "winc") limits.increment[1] = number(i, w, kMaxMs);
    else if (w == "byoyomi") limits.byoyomi = number(i, w, kMaxMs);
    else if (w == "movetime") limits.movetime = number(i, w, kMaxMs);
    else if (w == "depth") limits.depth = int(number(i, w, 1000));
    else if (w == "nodes") limits.nodes = uint64_t(number(i, w, INT64_MAX));
    else if (w == "mate") {  // USI: go mate <time in ms | infinite>
      if (i + 1 < words.size() && words[i + 1] == "infinite") { ++i; mate_ms = 0; }
      else mate_ms = std::max<int64_t>(number(i, w, kMaxMs), 1);
    }
    else if (w == "infinite") limits.infinite = true;
    else if (w == "ponder") limits.ponder = true;
    else throw InputError("go: unknown parameter '" + w + "'");
  }
  if (mate_ms >= 0) return start_mate_search(mate_ms);
  stop_search();
  start_search(limits);
}

void Session::cmd_perft(const std::vector<std::string>& words) {
  if (words.size() != 3) throw InputError("usage: go perft <depth>");
  int depth = int(parse_int(words[2], "perft depth", 1, 20));
  stop_search();
  perft_stop_ = false;
  perft_thread_ = std::thread([this, depth, game = std::shared_ptr<const Game>(game_->clone())] {
    int64_t start = now_ms();
    uint64_t total = game->perft(
        depth, [&](const std::string& move, uint64_t count) { send(fmt::format("{}: {}", move, count)); },
        &perft_stop_);
    if (perft_stop_) return send("info string perft stopped");
    int64_t ms = now_ms() - start;
    send("");
    send(fmt::format("Nodes searched: {}", total));
    send(fmt::format("info string perft {} nodes {} time {} ms nps {}", depth, total, ms,
                     ms > 0 ? total * 1000 / uint64_t(ms) : total * 1000));
  });
}

void Session::end_perft() {
  if (!perft_thread_.joinable()) return;
  perft_stop_ = true;
  perft_thread_.join();
}

void Session::finish_perft() {
  if (perft_thread_.joinable()) perft_thread_.join();
}

void Session::cmd_display() {
  send(game_->board_text());
  send("sfen " + game_->sfen());
  send(fmt::format("key {:016x}", game_->key()));
  Outcome o = game_->outcome();
  if (o.over()) send("result " + o.code + ": " + o.reason);
}

// gameover win|lose|draw: the game has ended; the search (if any) stops and
// the engine waits for the next usinewgame.
void Session::cmd_gameover(const std::vector<std::string>& words) {
  if (words.size() != 2 || (words[1] != "win" && words[1] != "lose" && words[1] != "draw"))
    throw InputError("usage: gameover win|lose|draw");
  stop_search();
  between_games_ = true;
}

// go mate: "checkmate <moves>", "checkmate nomate", "checkmate timeout" (time
// up or stop), or "checkmate notimplemented" outside the shogi family (chu
// and hasami games have no tsume convention here).
void Session::start_mate_search(int64_t time_limit_ms) {
  stop_search();
  const auto* shogi_game = dynamic_cast<const shogi::ShogiGame*>(game_.get());
  if (!shogi_game) return send("checkmate notimplemented");
  if (game_->outcome().over() || shogi_game->position().in_check()) return send("checkmate nomate");
  shogi::RuleSet rules = shogi::ShogiOptions::parse(game_->variant(), game_->options()).rules;
  mate_stop_ = false;
  mate_thread_ = std::thread([this, pos = shogi_game->position(), rules, time_limit_ms] {
    int64_t start = now_ms();
    shogi::MateResult r = shogi::find_mate(pos, rules, time_limit_ms, mate_stop_);
    int64_t ms = now_ms() - start;
    send(fmt::format("info nodes {} time {} nps {}", r.nodes, ms, ms > 0 ? r.nodes * 1000 / uint64_t(ms) : r.nodes));
    if (r.kind == shogi::MateResult::Kind::Mate) send("checkmate " + join(r.moves, 0, r.moves.size()));
    else if (r.kind == shogi::MateResult::Kind::NoMate) send("checkmate nomate");
    else send("checkmate timeout");
  });
}

void Session::start_search(const SearchLimits& limits) {
#ifdef HENSOKU_HAS_SEARCH
  stop_search();
  {
    std::lock_guard lock(best_mutex_);
    hold_best_ = limits.infinite || limits.ponder;
    held_best_.clear();
  }
  search_game_ = game_->clone();
  between_games_ = false;
  engine_->go(*search_game_, limits,
              [this](const SearchInfo& info) { send(format_info(info)); },
              [this](const BestMove& best) {
                std::string line = "bestmove " + best.move;
                if (!best.ponder.empty()) line += " ponder " + best.ponder;
                report_best(line);
              });
#else
  (void)limits;
  throw InputError("this build has no search; only 'go perft <depth>' is available");
#endif
}

void Session::wait_for_search() {
  if (mate_thread_.joinable()) mate_thread_.join();
  if (perft_thread_.joinable()) perft_thread_.join();
  if (engine_) engine_->wait();
}

void Session::report_best(const std::string& line) {
  std::lock_guard lock(best_mutex_);
  if (hold_best_) held_best_ = line;
  else send(line);
}

void Session::release_held_best() {
  std::lock_guard lock(best_mutex_);
  hold_best_ = false;
  if (!held_best_.empty()) { send(held_best_); held_best_.clear(); }
}

void Session::cmd_stop() {
  end_perft();
  if (mate_thread_.joinable()) {
    mate_stop_ = true;
    mate_thread_.join();
  }
  if (!engine_) return;
  release_held_best();
  engine_->stop();
}

void Session::cmd_ponderhit() {
  if (!engine_) return;
  std::lock_guard lock(best_mutex_);
  hold_best_ = false;
  if (!held_best_.empty()) { send(held_best_); held_best_.clear(); }
  else engine_->ponderhit();
}

// Commands that change the state end a running search first (a GUI should
// have sent stop; if it did not, the search is cut short, never waited for).
void Session::stop_search() {
  end_perft();
  if (mate_thread_.joinable()) {
    mate_stop_ = true;
    mate_thread_.join();
  }
  if (!engine_) return;
  release_held_best();
  engine_->stop();
  engine_->wait();
}

}  // namespace hensoku::usi
