// hensoku match: engine-vs-engine games with Elo and SPRT (see docs/match.md).
#include <fmt/core.h>

#include <cmath>
#include <optional>
#include <sstream>

#include "cli/commands.h"
#include "match/match.h"
#include "match/time_report.h"

namespace hensoku::cli {

namespace {

struct MatchArgs {
  match::MatchConfig config;
  std::vector<std::string> engines, options, openings;
  std::string tc, sprt, clock = "referee", shard;
  double byoyomi_s = 0;
  bool margin_given = false;
};

std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> out;
  std::string item;
  std::istringstream in(text);
  while (std::getline(in, item, sep)) out.push_back(item);
  return out;
}

double parse_number(const std::string& text, const std::string& what) {
  try {
    size_t used = 0;
    double v = std::stod(text, &used);
    if (used == text.size() && v >= 0) return v;
  } catch (const std::exception&) {
  }
  throw InputError(what + ": expected a non-negative number, got '" + text + "'");
}

// "name=X,cmd=/usr/games/fairy-stockfish,proto=usi,option.Hash=64,init=memory 64,swap-clocks"
// Shorthand: "xboard:/usr/games/hachu" or "usi:/usr/games/fairy-stockfish",
// optionally followed by ",field=value...".
match::EngineConfig parse_engine(const std::string& spec) {
  match::EngineConfig e;
  std::string fields = spec;
  for (const char* proto : {"usi", "xboard"}) {
    std::string prefix = std::string(proto) + ":";
    if (spec.rfind(prefix, 0) != 0) continue;
    size_t comma = spec.find(',');
    std::string command =
        spec.substr(prefix.size(), comma == std::string::npos ? std::string::npos : comma - prefix.size());
    fields = "proto=" + std::string(proto) + ",cmd=" + command + (comma == std::string::npos ? "" : spec.substr(comma));
  }
  for (const auto& field : split(fields, ',')) {
    auto eq = field.find('=');
    std::string key = field.substr(0, eq), value = eq == std::string::npos ? "" : field.substr(eq + 1);
    if (key == "name")
      e.name = value;
    else if (key == "cmd") {
      std::istringstream words(value);
      for (std::string w; words >> w;) e.command.push_back(w);
    } else if (key == "proto")
      e.protocol = value;
    else if (key == "dir")
      e.working_dir = value;
    else if (key == "init")
      e.init_commands.push_back(value);
    else if (key == "swap-clocks")
      e.swap_clock_fields = true;
    else if (key == "xvariant")
      e.xboard_variant = value;
    else if (key == "memory")
      e.memory_mb = int(parse_number(value, "memory"));
    else if (key == "seed")
      e.seed = uint64_t(parse_number(value, "seed"));
    else if (key.rfind("option.", 0) == 0)
      e.options.emplace_back(key.substr(7), value);
    else
      throw InputError("--engine: unknown field '" + key + "' in '" + spec + "'");
  }
  if (e.protocol == "random" && e.command.empty()) e.command = {"random"};
  if (e.command.empty()) throw InputError("--engine needs cmd=<command> (or proto=random): '" + spec + "'");
  if (e.protocol != "usi" && e.protocol != "xboard" && e.protocol != "random")
    throw InputError("--engine: proto must be usi, xboard or random, got '" + e.protocol + "'");
  if (e.name.empty()) e.name = e.command[0].substr(e.command[0].find_last_of('/') + 1);
  return e;
}

match::TimeControl parse_tc(const std::string& tc, double byoyomi_s) {
  match::TimeControl out;
  if (!tc.empty()) {
    auto parts = split(tc, '+');
    if (parts.empty() || parts.size() > 2) throw InputError("--tc: expected BASE[+INC] in seconds, got '" + tc + "'");
    out.base_ms = int64_t(parse_number(parts[0], "--tc base") * 1000);
    if (parts.size() == 2) out.increment_ms = int64_t(parse_number(parts[1], "--tc increment") * 1000);
  }
  out.byoyomi_ms = int64_t(byoyomi_s * 1000);
  return out;
}

match::Sprt parse_sprt(const std::string& spec) {
  match::Sprt s;
  for (const auto& field : split(spec, ',')) {
    auto eq = field.find('=');
    if (eq == std::string::npos) throw InputError("--sprt: expected key=value, got '" + field + "'");
    std::string key = field.substr(0, eq), value = field.substr(eq + 1);
    double v = 0;
    size_t used = 0;
    try {
      v = std::stod(value, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used == 0 || used != value.size() || !std::isfinite(v))
      throw InputError("--sprt: expected a number for " + key + ", got '" + value + "'");
    if (key == "elo0")
      s.elo0 = v;
    else if (key == "elo1")
      s.elo1 = v;
    else if (key == "alpha")
      s.alpha = v;
    else if (key == "beta")
      s.beta = v;
    else
      throw InputError("--sprt: unknown key '" + key + "'");
  }
  if (s.elo1 <= s.elo0) throw InputError("--sprt: elo1 must be greater than elo0");
  if (!(s.alpha > 0 && s.alpha < 1 && s.beta > 0 && s.beta < 1))
    throw InputError("--sprt: alpha and beta lie in (0, 1)");
  return s;
}

// Score, Elo and the SPRT line of a tally, first engine's view.
void print_score(const std::string& first, const std::string& second, const match::Tally& t,
                 const std::optional<match::Sprt>& sprt) {
  auto e = match::estimate_elo(t);
  fmt::print("Score of {} vs {}: {} - {} - {}  [{:.3f}] {}\n", first, second, t.wins, t.losses, t.draws, t.score(),
             t.games());
  // A one-sided result is told by the tally, not by the bound's sign: over
  // four games or fewer the bound of an all-won match is still negative.
  const bool all_won = t.games() > 0 && t.wins == t.games(), all_lost = t.games() > 0 && t.losses == t.games();
  if (all_won)
    fmt::print("Elo difference: +inf (every game won; 95% lower bound {:+.1f}), LOS: {:.1f} %\n",
               match::one_sided_elo_bound(t), e.los * 100);
  else if (all_lost)
    fmt::print("Elo difference: -inf (every game lost; 95% upper bound {:+.1f}), LOS: {:.1f} %\n",
               match::one_sided_elo_bound(t), e.los * 100);
  else
    fmt::print("Elo difference: {:.1f} +/- {:.1f}, LOS: {:.1f} %\n", e.elo, e.margin, e.los * 100);
  if (sprt) {
    std::string verdict = match::sprt_verdict(t, *sprt);
    fmt::print("SPRT (elo0={}, elo1={}, alpha={}, beta={}): LLR {:.2f} [{:.2f}, {:.2f}] {}\n", sprt->elo0, sprt->elo1,
               sprt->alpha, sprt->beta, match::sprt_llr(t, *sprt), sprt->lower_bound(), sprt->upper_bound(),
               verdict.empty() ? "undecided" : verdict);
  }
}

void print_summary(const match::MatchConfig& c, const match::Tally& t, const match::TimeReport& times) {
  if (c.shard)
    fmt::print("Shard {} of match {}: {} game(s) of this shard, {} of them read back from {}\n", c.shard->text(),
               c.suite, t.games() + t.after_stop, t.resumed, c.record_path);
  print_score(c.engines[0].name, c.engines[1].name, t, c.sprt);
  if (c.sprt && t.after_stop)
    fmt::print("{} game(s) still in play at the SPRT stop ended after it: recorded, not counted above\n", t.after_stop);
  for (const auto& line : times.lines()) fmt::print("{}\n", line);
}

// --clock gui: the clocks and the game start as a GUI sends them (btime,
// wtime and byoyomi or binc/winc; isready before usinewgame), and no grace
// beyond the clock unless --time-margin says otherwise.
void apply_clock_mode(MatchArgs& a) {
  auto& c = a.config;
  if (a.clock == "referee") return;
  if (a.clock != "gui") throw InputError("--clock: expected gui or referee, got '" + a.clock + "'");
  if (c.tc.movetime_ms || c.tc.nodes || c.tc.depth || (!c.tc.base_ms && !c.tc.byoyomi_ms && !c.tc.increment_ms))
    throw InputError("--clock gui needs a clock: --tc BASE[+INC] and/or --byoyomi S, not --movetime/--nodes/--depth");
  for (auto& e : c.engines) e.gui_new_game = true;
  if (!a.margin_given) c.time_margin_ms = 0;
}

struct SuiteResult {
  std::string name;
  match::Tally tally;
};

// One opening suite (or the start position, `path` empty): the games, their
// lines as they end, and the summary.
SuiteResult play_suite(match::MatchConfig c, const std::string& path) {
  c.openings = path.empty() ? std::vector<match::Opening>{} : match::read_openings(path);
  c.suite = match::suite_name(path);
  std::string label = path.empty() ? "" : path.substr(path.find_last_of('/') + 1) + " ";
  match::TimeReport times;
  auto tally = match::run_match(c, [&](const match::GameRecord& r, const match::Tally& t) {
    times.add(r);
    fmt::print("{}game {:>4}: {} (black) vs {} (white): {} {}  [{}-{}-{}]{}\n", label, r.number, r.black, r.white,
               r.result, r.outcome.code, t.wins, t.losses, t.draws,
               r.counted ? "" : " ended after the SPRT stop, not counted");
    std::fflush(stdout);
  });
  if (!path.empty()) fmt::print("--- openings {}\n", path);
  print_summary(c, tally, times);
  std::fflush(stdout);
  return {path, tally};
}

int run_match_command(MatchArgs& a) {
  try {
    auto& c = a.config;
    if (a.engines.size() != 2) throw InputError("a match needs exactly two --engine specifications");
    for (int i = 0; i < 2; ++i) c.engines[i] = parse_engine(a.engines[i]);
    if (c.engines[0].name == c.engines[1].name) c.engines[1].name += "-2";
    for (const auto& item : a.options) {
      auto eq = item.find('=');
      if (eq == std::string::npos || eq == 0) throw InputError("--option takes NAME=VALUE, got '" + item + "'");
      c.rule_options[item.substr(0, eq)] = item.substr(eq + 1);
    }
    match::TimeControl clock = parse_tc(a.tc, a.byoyomi_s);  // keeps --movetime/--nodes/--depth
    c.tc.base_ms = clock.base_ms;
    c.tc.increment_ms = clock.increment_ms;
    c.tc.byoyomi_ms = clock.byoyomi_ms;
    if (!c.tc.base_ms && !c.tc.byoyomi_ms && !c.tc.increment_ms && !c.tc.movetime_ms && !c.tc.nodes && !c.tc.depth)
      throw InputError("give a time control: --tc, --byoyomi, --movetime, --nodes or --depth");
    apply_clock_mode(a);
    if (!a.sprt.empty()) c.sprt = parse_sprt(a.sprt);
    if (!a.shard.empty()) c.shard = match::parse_shard(a.shard);
    if (c.shard && c.sprt)
      throw InputError("--shard plays all of the shard's games; give --sprt to 'hensoku match summarize' instead");
    if (c.shard && c.record_path.empty()) throw InputError("--shard needs --records FILE (one file per shard)");
    for (const auto& path : a.openings) match::read_openings(path);  // every file readable before the first game
    std::vector<SuiteResult> results;
    if (a.openings.empty()) results.push_back(play_suite(c, ""));
    for (const auto& path : a.openings) results.push_back(play_suite(c, path));
    if (results.size() > 1) {
      fmt::print("--- side by side ({} vs {})\n", c.engines[0].name, c.engines[1].name);
      for (const auto& r : results) {
        auto e = match::estimate_elo(r.tally);
        fmt::print("{}: {} - {} - {}, Elo {:+.1f} +/- {:.1f}\n", r.name, r.tally.wins, r.tally.losses, r.tally.draws,
                   e.elo, e.margin);
      }
    }
    return 0;
  } catch (const InputError& e) {
    fmt::print(stderr, "hensoku match: error: {}\n", e.what());
    return 2;
  } catch (const std::exception& e) {
    fmt::print(stderr, "hensoku match: {}\n", e.what());
    return 1;
  }
}

struct SummarizeArgs {
  std::vector<std::string> files;
  std::string sprt;
};

void print_suite(const match::MergedRecords& m, const match::SuiteSummary& s, const std::optional<match::Sprt>& sprt) {
  const int first_game = s.games.empty() ? 0 : s.games.begin()->first,
            last_game = s.games.empty() ? 0 : s.games.rbegin()->first;
  fmt::print("--- {}: {} game(s) numbered {} to {}; games 1-{} all present\n", s.suite, s.games.size(), first_game,
             last_game, s.prefix_games());
  const match::Tally t = s.tally();
  print_score(m.first, m.second, t, sprt);
  const match::Pentanomial p = s.pentanomial();
  const auto pe = match::estimate_elo(p);
  fmt::print("Ptnml(0-2): {}, {}, {}, {}, {} ({} complete pairs); pair Elo {:.1f} +/- {:.1f}\n", p.counts[0],
             p.counts[1], p.counts[2], p.counts[3], p.counts[4], p.pairs(), pe.elo, pe.margin);
  if (s.uncounted()) fmt::print("{} game(s) ended after an SPRT stop: not counted\n", s.uncounted());
  match::TimeReport times;
  for (const auto& [number, game] : s.games) times.add(game);
  for (const auto& line : times.lines()) fmt::print("{}\n", line);
  if (!sprt) return;
  fmt::print("Pentanomial LLR {:.2f}\n", match::sprt_llr(p, *sprt));
  // The games in number order up to the first verdict: what one process
  // (concurrency 1, same seed) playing the same games would have stopped on.
  const match::Tally in_order = s.prefix_tally(sprt);
  const std::string ordered = match::sprt_verdict(in_order, *sprt);
  fmt::print("In game order: {} - {} - {} over the first {} counted games, LLR {:.2f} {}\n", in_order.wins,
             in_order.losses, in_order.draws, in_order.games(), match::sprt_llr(in_order, *sprt),
             ordered.empty() ? "undecided" : ordered);
  const std::string verdict = match::sprt_verdict(t, *sprt);
  fmt::print("verdict {}: {}\n", s.suite, verdict.empty() ? "undecided" : verdict);
}

int run_summarize_command(const SummarizeArgs& a) {
  try {
    std::optional<match::Sprt> sprt;
    if (!a.sprt.empty()) sprt = parse_sprt(a.sprt);
    match::MergedRecords m;
    for (const auto& path : a.files) m.add_file(path);
    fmt::print("{} file(s): {} record(s) read, {} repeated, {} conflicting, {} torn line(s)\n", a.files.size(), m.lines,
               m.repeats, m.conflicts, m.torn);
    if (m.lines == 0) {
      fmt::print("no games yet\n");
      return 0;
    }
    for (const auto& [name, suite] : m.suites) print_suite(m, suite, sprt);
    return 0;
  } catch (const InputError& e) {
    fmt::print(stderr, "hensoku match summarize: error: {}\n", e.what());
    return 2;
  }
}

}  // namespace

std::function<int()> add_match_command(CLI::App& app) {
  auto a = std::make_shared<MatchArgs>();
  CLI::App* cmd = app.add_subcommand("match", "engine-vs-engine games with Elo and SPRT");
  cmd->add_option("--engine", a->engines,
                  "engine: name=N,cmd=COMMAND,proto=usi|xboard|random,option.NAME=VALUE,init=LINE,swap-clocks,"
                  "xvariant=NAME,memory=MB (twice); shorthand xboard:COMMAND or usi:COMMAND[,field=...]");
  cmd->add_option("--variant", a->config.variant, "variant refereed by Hensoku's rules");
  cmd->add_option("--option", a->options, "rule option NAME=VALUE for the referee");
  cmd->add_option("--games", a->config.games, "number of games (colours alternate)");
  cmd->add_option("--concurrency", a->config.concurrency, "games played at once");
  cmd->add_option("--tc", a->tc, "time control BASE[+INC] in seconds, e.g. 2+0.1");
  cmd->add_option("--byoyomi", a->byoyomi_s, "byoyomi in seconds");
  cmd->add_option("--movetime", a->config.tc.movetime_ms, "fixed time per move in ms");
  cmd->add_option("--nodes", a->config.tc.nodes, "fixed nodes per move");
  cmd->add_option("--depth", a->config.tc.depth, "fixed depth per move");
  cmd->add_option("--openings", a->openings,
                  "file of openings, one per line (startpos|sfen ... [moves ...]); given more than once, --games are "
                  "played on each file and the results shown side by side");
  cmd->add_option("--clock", a->clock,
                  "gui: clocks and game start as a GUI sends them (isready before usinewgame; btime/wtime with byoyomi "
                  "or binc/winc), no time margin unless --time-margin; referee (default): usinewgame then isready, "
                  "--time-margin 100 ms");
  cmd->add_option("--max-plies", a->config.max_plies, "draw after this many plies");
  cmd->add_option("--resign-score", a->config.resign_score, "adjudicate a loss beyond this score (cp), 0 = off");
  cmd->add_option("--resign-moves", a->config.resign_moves, "... held for this many moves");
  cmd->add_option("--time-margin", a->config.time_margin_ms, "ms of overstep tolerated before a loss on time")
      ->each([a](const std::string&) { a->margin_given = true; });
  cmd->add_option("--records", a->config.record_path, "append game records (JSON lines) to this file");
  cmd->add_option("--sprt", a->sprt, "stop on an SPRT verdict: elo0=0,elo1=5,alpha=0.05,beta=0.05");
  cmd->add_option("--shard", a->shard,
                  "K/N: play only the game pairs p with p mod N = K-1 (same numbers, openings, colours and seeds as "
                  "one run), skipping games already in --records; no --sprt (see match summarize)");
  auto s = std::make_shared<SummarizeArgs>();
  CLI::App* sum = cmd->add_subcommand(
      "summarize", "merge records files (shards, complete or still growing): W/D/L, pentanomial, Elo, times, SPRT");
  sum->add_option("files", s->files, "records files (JSON lines of hensoku match --records)")->required();
  sum->add_option("--sprt", s->sprt, "SPRT bounds: elo0=0,elo1=5,alpha=0.05,beta=0.05");
  return [cmd, sum, a, s] {
    if (sum->parsed()) return run_summarize_command(*s);
    return cmd->parsed() ? run_match_command(*a) : -1;
  };
}

}  // namespace hensoku::cli
