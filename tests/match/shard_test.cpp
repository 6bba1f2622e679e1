// Shards of one match (docs/cluster.md): 16 shards play the games of one
// run, a shard killed half-way and re-run changes no count, and the summary
// of growing records files only grows and reaches the one-run verdict.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "match/match.h"
#include "match/shard.h"

using namespace hensoku;
using namespace hensoku::match;

namespace {

struct TempDir {
  std::filesystem::path path;
  TempDir() {
    path = std::filesystem::temp_directory_path() /
           ("hensoku-shard-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    std::filesystem::create_directories(path);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
  std::string file(const std::string& name) const { return (path / name).string(); }
  static inline int counter = 0;
};

// Random movers on dai hasami (one game in four decisive), short games: a
// small match in well under a second.
MatchConfig small_match(int games) {
  MatchConfig c;
  c.variant = "daihasami";
  c.tc.movetime_ms = 200;
  c.max_plies = 200;
  c.games = games;
  for (int e = 0; e < 2; ++e) {
    c.engines[e].name = e ? "second" : "first";
    c.engines[e].protocol = "random";
    c.engines[e].seed = 11 + e;
  }
  return c;
}

std::vector<std::string> lines_of(const std::string& path) {
  std::vector<std::string> out;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// Game number -> what was played (setup, moves, result, colours), from a records file.
std::map<int, std::string> games_in(const std::string& path) {
  std::map<int, std::string> out;
  for (const auto& line : lines_of(path)) {
    auto j = nlohmann::json::parse(line);
    auto [at, inserted] = out.emplace(j["game"].get<int>(),
                                      j["black"].dump() + j["setup"].dump() + j["moves"].dump() + j["result"].dump());
    EXPECT_TRUE(inserted) << "game " << j["game"] << " recorded twice in " << path;
  }
  return out;
}

void expect_same_tally(const Tally& a, const Tally& b) {
  EXPECT_EQ(a.wins, b.wins);
  EXPECT_EQ(a.draws, b.draws);
  EXPECT_EQ(a.losses, b.losses);
}

}  // namespace

// Two builds that play the same moves at fixed nodes split every pair 1-1:
// that record shows no loss (H1 of a non-regression test), and no gain.
TEST(Pentanomial, EveryPairSplitAcceptsNoRegressionAndRejectsAGain) {
  Pentanomial all_split;
  all_split.counts = {0, 0, 200, 0, 0};
  EXPECT_GT(sprt_llr(all_split, Sprt{-5, 0, 0.05, 0.05}), std::log(19.0));
  EXPECT_LT(sprt_llr(all_split, Sprt{0, 5, 0.05, 0.05}), -std::log(19.0));
  Pentanomial few;
  few.counts = {0, 0, 20, 0, 0};
  EXPECT_GT(sprt_llr(few, Sprt{-5, 0, 0.05, 0.05}), 0);
  EXPECT_LT(sprt_llr(few, Sprt{-5, 0, 0.05, 0.05}), std::log(19.0));
}

TEST(Shard, KOfNIsParsedAndOwnsEveryNthPair) {
  Shard s = parse_shard("3/4");
  EXPECT_EQ(s.index, 3);
  EXPECT_EQ(s.count, 4);
  EXPECT_TRUE(s.owns_game(4));   // pair 2
  EXPECT_TRUE(s.owns_game(5));   // pair 2, the other colour
  EXPECT_FALSE(s.owns_game(6));  // pair 3
  EXPECT_TRUE(s.owns_game(20));  // pair 10
  for (const char* bad : {"0/4", "5/4", "4", "/4", "1/0", "a/b", "1/4x", "-1/4", ""})
    EXPECT_THROW(parse_shard(bad), InputError) << bad;
}

TEST(Shard, SixteenShardsPlayTheGamesOfOneRun) {
  TempDir dir;
  MatchConfig one = small_match(64);
  one.record_path = dir.file("one.jsonl");
  const Tally single = run_match(one);
  EXPECT_GT(single.wins + single.losses, 0);

  std::vector<std::string> files;
  Tally summed;
  for (int k = 1; k <= 16; ++k) {
    MatchConfig c = small_match(64);
    c.shard = Shard{k, 16};
    c.concurrency = 2;  // which worker plays a game changes nothing
    c.record_path = dir.file("shard" + std::to_string(k) + ".jsonl");
    const Tally t = run_match(c);
    EXPECT_EQ(t.games(), 64 / 16) << k;
    summed.wins += t.wins, summed.draws += t.draws, summed.losses += t.losses;
    files.push_back(c.record_path);
  }
  expect_same_tally(summed, single);

  std::map<int, std::string> merged;
  for (const auto& f : files)
    for (auto& [number, game] : games_in(f)) EXPECT_TRUE(merged.emplace(number, game).second) << number;
  EXPECT_EQ(merged, games_in(one.record_path));

  MergedRecords m;
  for (const auto& f : files) m.add_file(f);
  m.add_file(files[0]);  // read twice: counted once
  ASSERT_EQ(m.suites.size(), 1u);
  const SuiteSummary& s = m.suites.at("startpos");
  expect_same_tally(s.tally(), single);
  EXPECT_EQ(s.pentanomial().pairs(), 32);
  EXPECT_EQ(s.prefix_games(), 64);
  EXPECT_EQ(m.repeats, 4);
  EXPECT_EQ(m.conflicts, 0);
  EXPECT_EQ(m.first, "first");
  EXPECT_EQ(m.second, "second");
}

TEST(Shard, ShardKilledHalfWayAndRerunChangesNoCount) {
  TempDir dir;
  MatchConfig c = small_match(40);
  c.shard = Shard{2, 4};
  c.record_path = dir.file("complete.jsonl");
  const Tally complete = run_match(c);
  ASSERT_EQ(complete.games(), 10);
  const auto lines = lines_of(c.record_path);

  // The killed run: four games written, the fifth torn in the middle of its line.
  c.record_path = dir.file("killed.jsonl");
  {
    std::ofstream out(c.record_path);
    for (int i = 0; i < 4; ++i) out << lines[size_t(i)] << '\n';
    out << lines[4].substr(0, lines[4].size() / 2);
  }
  const Tally rerun = run_match(c);
  EXPECT_EQ(rerun.resumed, 4);
  expect_same_tally(rerun, complete);
  EXPECT_EQ(games_in(c.record_path), games_in(dir.file("complete.jsonl")));
  EXPECT_EQ(lines_of(c.record_path).size(), 10u);

  // Once more on the complete file: nothing is played, nothing written.
  const Tally again = run_match(c);
  EXPECT_EQ(again.resumed, 10);
  expect_same_tally(again, complete);
  EXPECT_EQ(lines_of(c.record_path).size(), 10u);
}

TEST(Shard, RerunRefusesRecordsOfAnotherMatch) {
  TempDir dir;
  MatchConfig c = small_match(4);
  c.shard = Shard{1, 2};
  c.record_path = dir.file("shard.jsonl");
  run_match(c);
  c.engines[1].name = "someone-else";
  EXPECT_THROW(run_match(c), InputError);
  c = small_match(4);
  c.shard = Shard{1, 2};
  c.sprt = Sprt{};
  EXPECT_THROW(run_match(c), InputError);  // shards leave the SPRT to the merged summary
}

// Four shard files fed line by line (sometimes half a line) as a cluster's
// shards write them: every summary has at least the games of the one before,
// and the last has the games, tally and verdict of one run; the games in
// number order stop where a one-process run with the SPRT stops.
TEST(Shard, SummaryOfGrowingFilesIsMonotoneAndReachesTheOneRunVerdict) {
  TempDir dir;
  const Sprt sprt{0, 300, 0.05, 0.05};
  MatchConfig one = small_match(64);
  one.sprt = sprt;
  const Tally stopped = run_match(one);  // concurrency 1: stops at the first verdict
  ASSERT_NE(sprt_verdict(stopped, sprt), "");
  ASSERT_LT(stopped.games(), 60);  // the verdict came before the last games
  one.sprt.reset();
  const Tally full = run_match(one);

  std::vector<std::vector<std::string>> shard_lines;
  for (int k = 1; k <= 4; ++k) {
    MatchConfig c = small_match(64);
    c.shard = Shard{k, 4};
    c.record_path = dir.file("source" + std::to_string(k) + ".jsonl");
    run_match(c);
    shard_lines.push_back(lines_of(c.record_path));
  }
  std::vector<std::string> growing;
  for (int k = 1; k <= 4; ++k) growing.push_back(dir.file("growing" + std::to_string(k) + ".jsonl"));
  std::vector<size_t> written(4, 0);
  int last_games = 0;
  Tally last;
  for (int step = 0;; ++step) {
    const size_t k = size_t(step * 7 % 4);  // the shards finish games in an irregular order
    if (written[k] < shard_lines[k].size()) {
      std::ofstream out(growing[k], std::ios::app);
      const std::string& line = shard_lines[k][written[k]++];
      // Every third line arrives in two writes: the summary sees half of it first.
      if (step % 3 == 0) {
        out << line.substr(0, 10) << std::flush;
        MergedRecords half;
        for (const auto& f : growing)
          if (std::filesystem::exists(f)) half.add_file(f);
        EXPECT_EQ(half.torn, 1);
        out << line.substr(10);
      } else {
        out << line;
      }
      out << '\n';
    }
    MergedRecords m;
    for (const auto& f : growing)
      if (std::filesystem::exists(f)) m.add_file(f);
    const Tally t = m.suites.empty() ? Tally{} : m.suites.at("startpos").tally();
    EXPECT_GE(t.games(), last_games);
    EXPECT_GE(t.wins, last.wins);
    EXPECT_GE(t.draws, last.draws);
    EXPECT_GE(t.losses, last.losses);
    last_games = t.games(), last = t;
    bool done = true;
    for (size_t i = 0; i < 4; ++i) done = done && written[i] == shard_lines[i].size();
    if (!done) continue;
    const SuiteSummary& s = m.suites.at("startpos");
    expect_same_tally(t, full);
    EXPECT_EQ(sprt_verdict(t, sprt), sprt_verdict(full, sprt));
    expect_same_tally(s.prefix_tally(sprt), stopped);
    EXPECT_EQ(m.torn, 0);
    break;
  }
}
