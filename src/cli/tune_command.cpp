// hensoku datagen / tune: the tuning tool (docs/tuning.md).
#include "cli/commands.h"

#if defined(HENSOKU_HAS_SEARCH) && defined(HENSOKU_HAS_TUNE)
#include <fmt/core.h>

#include <cmath>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>

#include "tune/datagen.h"
#include "tune/spsa.h"
#include "tune/texel.h"
#include "tune/tunable.h"
#include "variants/game.h"

namespace hensoku::cli {

namespace {

void log_line(const std::string& s) { fmt::print(stderr, "{}\n", s); }

// "K/N" -> the options' shard fields.
void parse_shard(const std::string& text, tune::DatagenOptions& o) {
  const size_t slash = text.find('/');
  auto number = [](const std::string& part) {
    if (part.empty() || part.size() > 7 || part.find_first_not_of("0123456789") != std::string::npos) return -1;
    return std::stoi(part);
  };
  const int k = slash == std::string::npos ? -1 : number(text.substr(0, slash));
  const int n = slash == std::string::npos ? -1 : number(text.substr(slash + 1));
  if (n < 1 || k < 1 || k > n) throw InputError("--shard: expected K/N with 1 <= K <= N, got '" + text + "'");
  o.shard_index = k;
  o.shard_count = n;
}

int run_datagen_command(tune::DatagenOptions o, const std::string& out_path, const std::string& shard) {
  if (o.variant.empty() || out_path.empty()) throw InputError("datagen needs --variant and --out");
  if (!shard.empty()) parse_shard(shard, o);
  tune::DatagenStats s = tune::run_datagen_file(o, out_path, !shard.empty(), log_line);
  if (s.resumed) fmt::print("{} games of this shard already in {}: kept, not played again\n", s.resumed, out_path);
  fmt::print("{} games (+{} ={} -{} for Black), {} positions written to {}\n", s.games, s.black_wins, s.draws,
             s.white_wins, s.positions, out_path);
  return 0;
}

// datagen summarize: shard files merged, each game once, in game order.
int run_datagen_summarize(const std::vector<std::string>& files, const std::string& out_path) {
  tune::DatagenMerge m;
  for (const auto& f : files) tune::merge_datagen_file(m, f);
  int black = 0, white = 0, draws = 0;
  for (const auto& [g, r] : m.results) (r == 1.0f ? black : r == 0.0f ? white : draws)++;
  const int games = int(m.games.size());
  fmt::print(
      "{} file(s): {} of {} games (+{} ={} -{} for Black), {} positions; {} read twice, {} still being "
      "written (left out)\n",
      files.size(), games, m.games_expected, black, draws, white, m.positions, m.repeats, m.partial);
  if (!out_path.empty()) {
    if (m.header.empty()) throw InputError("no datagen header in the files: nothing to write");
    std::ofstream out(out_path);
    if (!out) throw InputError("cannot write '" + out_path + "'");
    tune::write_merged_datagen(m, out);
    fmt::print("merged data written to {}{}\n", out_path, games < m.games_expected ? " (not all games yet)" : "");
  }
  return 0;
}

// datagen quiet: the positions the tuner would fit (quiet and undecided, as
// the variant's TunableEval decides), so that another engine can label only
// those (scripts/tune/relabel.py).
int run_datagen_quiet(const std::string& in_path, const std::string& out_path) {
  if (out_path.empty()) throw InputError("datagen quiet needs --out");
  std::ifstream in(in_path);
  if (!in) throw InputError("cannot read '" + in_path + "'");
  std::vector<tune::LabelledPosition> data;
  const std::string variant = tune::read_datagen(in, data);
  const tune::TunableEval* eval = tune::tunable_for_variant(variant);
  if (!eval) throw InputError("no tunable evaluation for variant '" + variant + "'");
  std::vector<int> at;
  for (const auto& p : eval->tuned(variant)) at.push_back(p.value);
  std::ofstream out(out_path);
  if (!out) throw InputError("cannot write '" + out_path + "'");
  out << "# hensoku datagen variant=" << variant << " quiet positions of " << in_path << '\n';
  size_t kept = 0;
  for (const auto& p : data) {
    if (!eval->sample(variant, p.sfen, p.black_result, at)) continue;
    out << (p.black_result == 1.0f ? "1" : p.black_result == 0.0f ? "0" : "0.5") << ' ' << p.sfen;
    if (p.score) out << " score " << *p.score;
    out << '\n';
    ++kept;
  }
  if (!out) throw InputError("cannot write '" + out_path + "'");
  fmt::print("{} of {} positions quiet, written to {}\n", kept, data.size(), out_path);
  return 0;
}

struct TuneArgs {
  std::string method = "texel", variant, data, out, start = "tuned", fixed;
  int epochs = 400;
  int polish = 3;  // integer coordinate-descent passes
  double rate = 2.0;
  double l2 = 1e-7;
  double score_weight = 0;  // share of the datagen search score in each position's target
  double k = 0;             // > 0: this K instead of a fitted one
  tune::SpsaOptions spsa;
  std::string spsa_params, spsa_steps, spsa_shard;
};

std::string table_text(const std::vector<tune::Parameter>& before, const std::vector<tune::Parameter>& after) {
  std::string out;
  for (size_t i = 0; i < after.size(); ++i)
    out += fmt::format("  {:<16} {:>7} -> {:>7}\n", after[i].name, before[i].value, after[i].value);
  return out;
}

// SPSA: game pairs between perturbed tables (tune/spsa.h); prints the table
// every 50 iterations and at the end, writes it like the Texel tuner.
int run_spsa_command(const TuneArgs& a) {
  tune::SpsaOptions o = a.spsa;
  o.variant = a.variant;
  o.start = a.start;
  std::istringstream names(a.spsa_params);
  for (std::string name; std::getline(names, name, ',');)
    if (!name.empty()) o.params.push_back(name);
  o.steps = tune::parse_named_values(a.spsa_steps);
  if (!a.spsa_shard.empty()) {
    tune::DatagenOptions shard;
    parse_shard(a.spsa_shard, shard);
    o.shard_index = shard.shard_index;
    o.shard_count = shard.shard_count;
  }
  tune::SpsaResult r = tune::run_spsa(o, [&](const tune::SpsaIteration& it) {
    if (it.iteration % 50 != 0) return;
    std::string line = fmt::format("iteration {}:", it.iteration);
    for (double v : it.theta) line += fmt::format(" {:.1f}", v);
    log_line(line);
  });
  fmt::print("{} games: perturbed up +{} ={} -{}\n", r.plus_wins + r.minus_wins + r.draws, r.plus_wins, r.draws,
             r.minus_wins);
  if (!o.results_dir.empty())
    fmt::print("{} of {} iterations ({} pairs each) complete in {}; {} pairs played by this process, {} played twice\n",
               r.iterations, r.iterations_planned, o.batch, o.results_dir, r.pairs_played, r.pairs_repeated);
  fmt::print("parameters ({} -> tuned):\n{}", a.start, table_text(r.start, r.tuned));
  if (const tune::TunableEval* eval = tune::tunable_for_variant(a.variant))
    fmt::print("lines of the tuned table's data file (data/eval/{}/{}.params):\n{}", eval->family(), a.variant,
               eval->source_entry(a.variant, r.tuned));
  if (!a.out.empty()) {
    std::ofstream out(a.out);
    if (!out) throw InputError("cannot write '" + a.out + "'");
    out << fmt::format("# {}: hensoku tune --method spsa, {} games at {} nodes, seed {}{}\n", a.variant, o.games,
                       o.nodes, o.seed, o.openings.empty() ? "" : ", openings " + o.openings);
    for (const auto& p : r.tuned) out << p.name << ' ' << p.value << '\n';
    fmt::print("parameter file written to {} (the engine option EvalParams={} plays with it)\n", a.out, a.out);
  }
  return 0;
}

// Targets between the game's result and the datagen search's own verdict:
// (1 - w) * result + w * sigmoid(K * score), K fitted to the results with the
// starting table, so a score maps to the result it predicts. A position's
// score says more about it than one noisy game result.
void blend_scores(std::vector<tune::Sample>& samples, const std::vector<std::optional<int>>& scores,
                  const std::vector<int>& at, double weight, double fixed_k) {
  const double k = fixed_k > 0 ? fixed_k : tune::fit_k(samples, at);
  size_t blended = 0;
  for (size_t i = 0; i < samples.size(); ++i) {
    if (!scores[i]) continue;
    const double predicted = 1.0 / (1.0 + std::exp(-k * double(*scores[i])));
    samples[i].result = float((1 - weight) * samples[i].result + weight * predicted);
    ++blended;
  }
  fmt::print("targets: {} of {} samples blend in their search score (weight {}, K {:.6f})\n", blended, samples.size(),
             weight, k);
}

int run_tune_command(const TuneArgs& a) {
  if (a.method == "spsa") return run_spsa_command(a);
  if (a.method != "texel") throw InputError("--method must be texel or spsa");
  if (a.data.empty()) throw InputError("texel tuning needs --data FILE (hensoku datagen output)");
  const tune::TunableEval* eval = tune::tunable_for_variant(a.variant);
  if (!eval) throw InputError("no tunable evaluation for variant '" + a.variant + "'");
  std::ifstream in(a.data);
  if (!in) throw InputError("cannot read '" + a.data + "'");
  std::vector<tune::LabelledPosition> data;
  const std::string data_variant = tune::read_datagen(in, data);
  if (data_variant != a.variant)
    throw InputError("'" + a.data + "' holds " + data_variant + " games, not " + a.variant);
  std::vector<tune::Parameter> start = a.start == "untuned" ? eval->untuned(a.variant) : eval->tuned(a.variant);
  if (a.start != "tuned" && a.start != "untuned") {
    // A parameter file (--out of an earlier run) over the tuned table: the
    // next round of a non-linear evaluation starts where the last one ended.
    std::ifstream file(a.start);
    if (!file) throw InputError("--start: cannot read '" + a.start + "' (tuned, untuned or a parameter file)");
    std::ostringstream text;
    text << file.rdbuf();
    start = tune::read_parameter_text(text.str(), start);
  }
  std::vector<int> at;
  for (const auto& p : start) at.push_back(p.value);
  std::vector<tune::Sample> samples;
  std::vector<std::optional<int>> scores;  // by sample
  for (const auto& p : data)
    if (auto s = eval->sample(a.variant, p.sfen, p.black_result, at)) {
      samples.push_back(std::move(*s));
      scores.push_back(p.score);
    }
  fmt::print("{} positions, {} quiet ones used\n", data.size(), samples.size());
  if (samples.empty()) throw InputError("no quiet positions in '" + a.data + "' to tune on");
  if (a.score_weight > 0) blend_scores(samples, scores, at, a.score_weight, a.k);

  tune::TexelOptions options;
  options.epochs = a.epochs;
  options.polish_rounds = a.polish;
  options.k = a.k;
  options.learning_rate = a.rate;
  options.l2 = a.l2;
  std::istringstream names(a.fixed);
  for (std::string name; std::getline(names, name, ',');)
    if (!name.empty()) options.fixed.push_back(name);
  tune::TexelResult r = tune::texel_tune(samples, start, options, log_line);

  fmt::print("K {:.6f}\nerror before {:.6f}\nerror after  {:.6f}\n", r.k, r.error_before, r.error_after);
  fmt::print("parameters ({} -> tuned):\n{}", a.start, table_text(r.before, r.after));
  fmt::print("lines of the tuned table's data file (data/eval/{}/{}.params):\n{}", eval->family(), a.variant,
             eval->source_entry(a.variant, r.after));
  if (!a.out.empty()) {
    std::ofstream out(a.out);
    if (!out) throw InputError("cannot write '" + a.out + "'");
    tune::write_parameter_file(out, a.variant, a.data, r);
    fmt::print("parameter file written to {} (the engine option EvalParams={} plays with it)\n", a.out, a.out);
  }
  return 0;
}

}  // namespace

std::function<int()> add_tune_commands(CLI::App& app) {
  auto gen = std::make_shared<tune::DatagenOptions>();
  auto gen_out = std::make_shared<std::string>();
  CLI::App* dg = app.add_subcommand("datagen", "self-play games at a small node budget; writes positions with results");
  auto gen_shard = std::make_shared<std::string>();
  dg->add_option("--variant", gen->variant, "variant name (required)");
  dg->add_option("--games", gen->games, "number of games")->check(CLI::Range(1, 10000000));
  dg->add_option("--out", *gen_out, "output file (required)");
  dg->add_option("--shard", *gen_shard,
                 "K/N: only the game pairs p with p mod N = K-1 (same games as one run); resumes its --out file");
  auto merge_files = std::make_shared<std::vector<std::string>>();
  auto merge_out = std::make_shared<std::string>();
  CLI::App* dgs = dg->add_subcommand("summarize", "merge datagen shard files: each game once, in game order");
  dgs->add_option("files", *merge_files, "datagen files of the shards of one run")->required();
  dgs->add_option("--out", *merge_out, "write the merged data here");
  auto quiet_in = std::make_shared<std::string>();
  auto quiet_out = std::make_shared<std::string>();
  CLI::App* dgq = dg->add_subcommand("quiet", "keep the positions the tuner fits (quiet, undecided)");
  dgq->add_option("file", *quiet_in, "datagen file")->required();
  dgq->add_option("--out", *quiet_out, "write them here (required)");
  dg->add_option("--nodes", gen->nodes, "nodes per move (default 2000)")->check(CLI::Range(1, 100000000));
  dg->add_option("--openings", gen->openings,
                 "file of openings ('startpos|sfen ... [moves ...]' lines): game g starts at line g mod n");
  dg->add_option("--random-plies", gen->random_plies,
                 "random moves at the start of each game, after its opening (default 8)")
      ->check(CLI::Range(0, 100));
  dg->add_option("--max-plies", gen->max_plies, "a game still going is cut at this ply (default 300)")
      ->check(CLI::Range(1, 100000));
  dg->add_option("--adjudicate", gen->adjudicate,
                 "at the cut, a last search score of at least this many cp wins (default 0: a draw)")
      ->check(CLI::Range(0, 100000));
  dg->add_option("--random-percent", gen->random_percent,
                 "after the opening, this share (%) of all moves is uniformly random (default 0)")
      ->check(CLI::Range(0, 100));
  dg->add_option("--skill", gen->skill, "SkillLevel of both sides; 20 (default) = full strength")
      ->check(CLI::Range(0, 20));
  dg->add_option("--weak-skill", gen->weak_skill,
                 "one side (alternating) plays at this SkillLevel; 20 (default) = both full strength")
      ->check(CLI::Range(0, 20));
  dg->add_option("--seed", gen->seed, "seed of the random opening moves");

  auto args = std::make_shared<TuneArgs>();
  CLI::App* tn = app.add_subcommand(
      "tune", "tune a family's evaluation parameters: Texel on datagen output, or SPSA by node-limited games");
  tn->add_option("--method", args->method, "texel (default: fit game results in --data) or spsa (play games)");
  tn->add_option("--variant", args->variant, "variant name")->required();
  tn->add_option("--data", args->data, "datagen file (texel)");
  tn->add_option("--out", args->out, "write the tuned table as 'name value' lines");
  tn->add_option("--start", args->start, "table to start from: tuned (default), untuned or a parameter file");
  tn->add_option("--epochs", args->epochs, "gradient steps (default 400)")->check(CLI::Range(0, 100000));
  tn->add_option("--polish", args->polish,
                 "texel: integer +-1 passes after the gradient steps (default 3; each costs a pass over the data "
                 "per parameter)")
      ->check(CLI::Range(0, 100));
  tn->add_option("--rate", args->rate, "Adam step size (default 2)")->check(CLI::Range(0.0, 1000.0));
  tn->add_option("--l2", args->l2, "ridge penalty per squared unit of change (default 1e-7)")
      ->check(CLI::Range(0.0, 1.0));
  tn->add_option("--score-weight", args->score_weight,
                 "texel: share of the datagen search score in each target, 0-1 (default 0: results only)")
      ->check(CLI::Range(0.0, 1.0));
  tn->add_option("--k", args->k, "texel: this K instead of fitting one, so that errors compare across runs")
      ->check(CLI::Range(0.0, 1.0));
  tn->add_option("--fixed", args->fixed, "comma-separated parameter names to keep");
  tn->add_option("--games", args->spsa.games, "spsa: games, two per iteration (default 1000)")
      ->check(CLI::Range(2, 10000000));
  tn->add_option("--nodes", args->spsa.nodes, "spsa: nodes per move (default 2000)")->check(CLI::Range(1, 100000000));
  tn->add_option("--openings", args->spsa.openings,
                 "spsa: file of openings ('startpos|sfen ... [moves ...]' lines), one drawn at random per pair");
  tn->add_option("--random-plies", args->spsa.random_plies,
                 "spsa: random opening moves, after the --openings line if any (default 8)")
      ->check(CLI::Range(0, 100));
  tn->add_option("--max-plies", args->spsa.max_plies, "spsa: a game is a draw at this ply (default 300)")
      ->check(CLI::Range(1, 100000));
  tn->add_option("--adjudicate", args->spsa.adjudicate,
                 "spsa: at the ply cap, both engines' last scores of at least this (cp) for one side win it (default "
                 "0: a draw)")
      ->check(CLI::Range(0, 100000));
  tn->add_option("--concurrency", args->spsa.concurrency, "spsa: 1 or 2 games at once (default 1)")
      ->check(CLI::Range(1, 2));
  tn->add_option("--params", args->spsa_params, "spsa: comma-separated names tuned (default all)");
  tn->add_option("--steps", args->spsa_steps, "spsa: name=c_end,... final perturbations (default max(2,|v|/10))");
  tn->add_option("--r-end", args->spsa.r_end, "spsa: final learning rate a_end/c_end^2 (default 0.02)")
      ->check(CLI::Range(0.0, 100.0));
  tn->add_option("--seed", args->spsa.seed, "spsa: seed of the perturbations and openings (default 1)");
  tn->add_option("--batch", args->spsa.batch, "spsa: game pairs per iteration, around the same table (default 1)")
      ->check(CLI::Range(1, 100000));
  tn->add_option("--shard", args->spsa_shard,
                 "spsa: K/N, plays pairs j mod N = K-1 of each iteration (then any still missing); needs "
                 "--results-dir shared by the shards");
  tn->add_option("--results-dir", args->spsa.results_dir,
                 "spsa: directory of the shards' result files (resumed when run again)");
  tn->add_flag("--summarize", args->spsa.summarize,
               "spsa: play nothing; the table after the iterations complete in --results-dir");

  return [=]() -> int {
    try {
      if (dgs->parsed()) return run_datagen_summarize(*merge_files, *merge_out);
      if (dgq->parsed()) return run_datagen_quiet(*quiet_in, *quiet_out);
      if (dg->parsed()) return run_datagen_command(*gen, *gen_out, *gen_shard);
      if (tn->parsed()) return run_tune_command(*args);
    } catch (const InputError& e) {
      fmt::print(stderr, "error: {}\n", e.what());
      return 2;
    }
    return -1;
  };
}

}  // namespace hensoku::cli
#else
namespace hensoku::cli {
std::function<int()> add_tune_commands(CLI::App&) {
  return [] { return -1; };
}
}  // namespace hensoku::cli
#endif
