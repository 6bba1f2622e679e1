// SPSA tuning by node-limited games (tune/spsa.h): repeatable, moves only
// the parameters it is told to, checks its options.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <future>
#include <sstream>
#include <string>

#include "temp_file.h"
#include "tune/spsa.h"
#include "variants/game.h"

namespace hensoku::tune {
namespace {

SpsaOptions small_run() {
  SpsaOptions o;
  o.variant = "daihasami";  // short, decisive games: the table moves
  o.games = 6;
  o.nodes = 150;
  o.random_plies = 4;
  o.max_plies = 80;
  o.params = {"advanced", "tempo"};
  o.r_end = 2.0;
  o.seed = 5;
  return o;
}

int value_of(const std::vector<Parameter>& table, const std::string& name) {
  for (const auto& p : table)
    if (p.name == name) return p.value;
  ADD_FAILURE() << "no parameter " << name;
  return 0;
}

// A run in a child process, as "iterations wins losses draws values...": the
// search keeps move-ordering history in a process-wide pool across searches,
// so a run repeats exactly from the same process state (as a fresh `hensoku
// tune` process), which two forks of this one share.
std::string run_in_child(const SpsaOptions& o) {
  int fds[2];
  if (pipe(fds) != 0) return "pipe failed";
  const pid_t child = fork();
  if (child == 0) {
    close(fds[0]);
    int iterations = 0;
    const SpsaResult r = run_spsa(o, [&](const SpsaIteration&) { ++iterations; });
    std::ostringstream out;
    out << iterations << ' ' << r.plus_wins << ' ' << r.minus_wins << ' ' << r.draws;
    for (const auto& p : r.tuned) out << ' ' << p.value;
    const std::string text = out.str();
    ssize_t written = write(fds[1], text.data(), text.size());
    _exit(written == ssize_t(text.size()) ? 0 : 1);
  }
  close(fds[1]);
  std::string text;
  char buffer[256];
  for (ssize_t n; (n = read(fds[0], buffer, sizeof buffer)) > 0;) text.append(buffer, size_t(n));
  close(fds[0]);
  int status = 0;
  waitpid(child, &status, 0);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  return text;
}

TEST(Spsa, SameSeedSameGamesSameTable) {
  const std::string a = run_in_child(small_run()), b = run_in_child(small_run());
  EXPECT_EQ(a, b);
  std::istringstream fields(a);
  int iterations = 0, wins = 0, losses = 0, draws = 0;
  fields >> iterations >> wins >> losses >> draws;
  EXPECT_EQ(iterations, 3);
  EXPECT_EQ(wins + losses + draws, 6);
}

TEST(Spsa, OnlyTheNamedParametersMove) {
  const SpsaResult r = run_spsa(small_run());
  ASSERT_EQ(r.start.size(), r.tuned.size());
  bool moved = false;
  for (size_t i = 0; i < r.start.size(); ++i) {
    if (r.start[i].name == "advanced" || r.start[i].name == "tempo") {
      moved |= r.start[i].value != r.tuned[i].value;
    } else {
      EXPECT_EQ(r.start[i].value, r.tuned[i].value) << r.start[i].name;
    }
  }
  // Dai Hasami games are decisive: some pair was won by one side, and a won
  // pair moves every tuned parameter.
  if (r.plus_wins != r.minus_wins) {
    EXPECT_TRUE(moved);
  }
  EXPECT_EQ(value_of(r.tuned, "stone"), 40);
}

TEST(Spsa, BadOptionsAreInputErrors) {
  SpsaOptions o = small_run();
  o.params = {"no_such_parameter"};
  EXPECT_THROW(run_spsa(o), InputError);
  o = small_run();
  o.steps = {{"tempo", 0.0}};
  EXPECT_THROW(run_spsa(o), InputError);
  o = small_run();
  o.variant = "no-such-variant";
  EXPECT_THROW(run_spsa(o), InputError);
  o = small_run();
  o.concurrency = 3;
  EXPECT_THROW(run_spsa(o), InputError);
  o = small_run();
  o.start = "/no/such/parameter/file";
  EXPECT_THROW(run_spsa(o), InputError);
}

TEST(Spsa, StartsFromAParameterFile) {
  const std::string path = ::testing::TempDir() + "spsa_start.params";
  {
    std::ofstream out(path);
    out << "# a start table\ntempo 33\n";
  }
  SpsaOptions o = small_run();
  o.start = path;
  o.params = {"advanced"};
  const SpsaResult r = run_spsa(o);
  EXPECT_EQ(value_of(r.start, "tempo"), 33);
  EXPECT_EQ(value_of(r.tuned, "tempo"), 33);  // not tuned: kept
}

using test::write_openings;

// Black to move wins at once (5f5e makes a five on rank e, HS-2.2).
constexpr const char* kBlackWinsInOne = "ppppppppp/9/9/9/PPPP5/4P4/9/9/9 b - 1";

TEST(Spsa, PairsStartFromTheOpeningsFile) {
  SpsaOptions o = small_run();
  o.openings = write_openings("spsa_win_in_one.txt", std::string("sfen ") + kBlackWinsInOne + "\n");
  o.random_plies = 0;
  int iterations = 0;
  const SpsaResult r = run_spsa(o, [&](const SpsaIteration& it) {
    ++iterations;
    EXPECT_EQ(it.plus_score, 1.0) << "iteration " << it.iteration;  // Black won both games of the pair
  });
  EXPECT_EQ(iterations, 3);
  EXPECT_EQ(r.plus_wins, 3);
  EXPECT_EQ(r.minus_wins, 3);
  for (size_t i = 0; i < r.start.size(); ++i) EXPECT_EQ(r.start[i].value, r.tuned[i].value) << r.start[i].name;
}

TEST(Spsa, BadOpeningsAreInputErrors) {
  SpsaOptions o = small_run();
  o.openings = "/no/such/openings.txt";
  EXPECT_THROW(run_spsa(o), InputError);
  o.openings = write_openings("spsa_bad_move.txt", "startpos moves 5i5a\n");
  EXPECT_THROW(run_spsa(o), InputError);
  o.openings = write_openings("spsa_bad_sfen.txt", "sfen ppppppppp/9/9 b - 1\n");
  EXPECT_THROW(run_spsa(o), InputError);
  // Already over: Black's five stands on rank e after 5f5e.
  o.openings = write_openings("spsa_over.txt", std::string("sfen ") + kBlackWinsInOne + " moves 5f5e\n");
  EXPECT_THROW(run_spsa(o), InputError);
}

TEST(Spsa, NamedValuesParse) {
  const auto v = parse_named_values("tempo=3,mobility=0.5");
  ASSERT_EQ(v.size(), 2u);
  EXPECT_EQ(v[0].first, "tempo");
  EXPECT_DOUBLE_EQ(v[0].second, 3.0);
  EXPECT_DOUBLE_EQ(v[1].second, 0.5);
  EXPECT_THROW(parse_named_values("tempo"), InputError);
  EXPECT_THROW(parse_named_values("tempo=x"), InputError);
  EXPECT_TRUE(parse_named_values("").empty());
}

std::vector<int> values(const std::vector<Parameter>& table) {
  std::vector<int> out;
  for (const auto& p : table) out.push_back(p.value);
  return out;
}

std::string fresh_dir(const std::string& name) {
  const std::string dir = ::testing::TempDir() + name;
  std::filesystem::remove_all(dir);
  return dir;
}

std::vector<std::string> lines_of(const std::string& path) {
  std::vector<std::string> out;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// docs/cluster.md: two shards share each iteration's pairs through their
// result files, running at once, and both end at the table of one run; the
// summary of the files is that table too.
TEST(SpsaShard, TwoShardsSharingTheIterationsEndAtTheTableOfOneRun) {
  SpsaOptions o = small_run();
  o.games = 16;
  o.batch = 4;  // two iterations of four pairs
  o.seed = 6;   // a seed whose pairs move the table
  const SpsaResult one = run_spsa(o);
  EXPECT_EQ(one.iterations, 2);
  EXPECT_NE(values(one.tuned), values(one.start));  // the table moved: a real trajectory to repeat
  o.results_dir = fresh_dir("spsa_shards");
  o.shard_count = 2;
  auto shard = [o](int k) {
    SpsaOptions mine = o;
    mine.shard_index = k;
    return run_spsa(mine);
  };
  auto first = std::async(std::launch::async, shard, 1), second = std::async(std::launch::async, shard, 2);
  const SpsaResult a = first.get(), b = second.get();
  EXPECT_GE(a.pairs_played, 4);  // its own two pairs of each iteration
  EXPECT_GE(b.pairs_played, 4);
  for (const SpsaResult* r : {&a, &b}) {
    EXPECT_EQ(values(r->tuned), values(one.tuned));
    EXPECT_EQ(r->plus_wins, one.plus_wins);
    EXPECT_EQ(r->minus_wins, one.minus_wins);
  }
  o.summarize = true;
  const SpsaResult merged = run_spsa(o);
  EXPECT_EQ(merged.iterations, 2);
  EXPECT_EQ(merged.pairs_played, 0);
  EXPECT_EQ(values(merged.tuned), values(one.tuned));
}

TEST(SpsaShard, ResumedShardPlaysOnlyTheMissingPairs) {
  SpsaOptions o = small_run();
  o.games = 8;
  o.batch = 2;
  o.results_dir = fresh_dir("spsa_resume");
  const SpsaResult complete = run_spsa(o);
  const std::string file = o.results_dir + "/spsa-shard-1-of-1.results";
  const std::vector<std::string> lines = lines_of(file);
  ASSERT_EQ(lines.size(), 5u);  // the header and four pairs
  {
    std::ofstream cut(file);  // killed while writing the third pair's line
    cut << lines[0] << '\n' << lines[1] << '\n' << lines[2] << '\n' << lines[3].substr(0, 3);
  }
  const SpsaResult resumed = run_spsa(o);
  EXPECT_EQ(resumed.pairs_played, 2);
  EXPECT_EQ(values(resumed.tuned), values(complete.tuned));
  EXPECT_EQ(lines_of(file), lines);
  o.summarize = true;
  EXPECT_EQ(values(run_spsa(o).tuned), values(complete.tuned));
  o.summarize = false;
  o.seed = 6;  // another run's files are not mixed in
  EXPECT_THROW(run_spsa(o), InputError);
}

}  // namespace
}  // namespace hensoku::tune
