// Self-play data generation and tuning the hasami evaluation on it.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "temp_file.h"
#include "hasami/engine/hasami_params.h"
#include "hasami/rules.h"
#include "tune/datagen.h"
#include "tune/texel.h"
#include "tune/tunable.h"
#include "variants/registry.h"

namespace hensoku::tune {
namespace {

std::string tiny_data(const std::string& variant, int games) {
  DatagenOptions o;
  o.variant = variant;
  o.games = games;
  o.nodes = 200;
  o.random_plies = 6;
  o.max_plies = 120;
  o.seed = 3;
  std::ostringstream out;
  DatagenStats s = run_datagen(o, out);
  EXPECT_EQ(s.games, games);
  EXPECT_EQ(s.black_wins + s.white_wins + s.draws, games);
  EXPECT_GT(s.positions, 0u);
  return out.str();
}

TEST(Datagen, WritesAHeaderAndResultLinesThatReadBack) {
  const std::string text = tiny_data("hasami", 2);
  EXPECT_EQ(text.rfind("# hensoku datagen variant=hasami ", 0), 0u) << text.substr(0, 80);
  std::istringstream in(text);
  std::vector<LabelledPosition> positions;
  EXPECT_EQ(read_datagen(in, positions), "hasami");
  ASSERT_FALSE(positions.empty());
  for (const auto& p : positions) {
    EXPECT_TRUE(p.black_result == 0.0f || p.black_result == 0.5f || p.black_result == 1.0f);
    EXPECT_NO_THROW(create_game("hasami")->set_sfen(p.sfen)) << p.sfen;
    EXPECT_TRUE(p.score) << p.sfen;  // no random moves after the opening: every position was searched
  }
  // Same seed, same games.
  EXPECT_EQ(tiny_data("hasami", 2), text);
}

TEST(Datagen, BadInputIsRejected) {
  DatagenOptions o;
  o.variant = "nosuchgame";
  std::ostringstream out;
  EXPECT_THROW(run_datagen(o, out), InputError);
  std::vector<LabelledPosition> p;
  std::istringstream no_header("1 ppppppppp/9/9/9/9/9/9/9/PPPPPPPPP b - 1\n");
  EXPECT_THROW(read_datagen(no_header, p), InputError);
  std::istringstream bad_result("# hensoku datagen variant=hasami\n2 ppppppppp/9/9/9/9/9/9/9/PPPPPPPPP b - 1\n");
  EXPECT_THROW(read_datagen(bad_result, p), InputError);
  std::istringstream bad_score("# hensoku datagen variant=hasami\n1 ppppppppp/9/9/9/9/9/9/9/PPPPPPPPP b - 1 score x\n");
  EXPECT_THROW(read_datagen(bad_score, p), InputError);
}

using test::write_openings;

TEST(Datagen, GameGStartsAtOpeningLineGModN) {
  DatagenOptions o;
  o.variant = "daihasami";
  o.games = 3;
  o.nodes = 200;
  o.random_plies = 0;
  o.max_plies = 60;
  // Line 1: Black wins in one (5f5e, HS-2.2); line 2: two plies from the start.
  o.openings = write_openings("datagen_openings.txt",
                              "# two openings\nsfen ppppppppp/9/9/9/PPPP5/4P4/9/9/9 b - 1\nstartpos moves 5h5d 4b4e\n");
  std::ostringstream out;
  const DatagenStats s = run_datagen(o, out);
  EXPECT_EQ(s.games, 3);
  std::istringstream in(out.str());
  std::string header;
  std::getline(in, header);
  EXPECT_NE(header.find(" openings=" + o.openings), std::string::npos) << header;
  std::vector<std::string> lines;  // positions (the game markers left out)
  for (std::string line; std::getline(in, line);)
    if (line[0] != '#') lines.push_back(line);
  // Game 1: the one winning position, searched, won by Black.
  ASSERT_GE(lines.size(), 3u);
  EXPECT_EQ(lines[0].rfind("1 ppppppppp/9/9/9/PPPP5/4P4/9/9/9 b - 1 score ", 0), 0u) << lines[0];
  // Game 2 opens at line 2's position, game 3 at line 1 again.
  auto game = create_game("daihasami");
  game->play("5h5d");
  game->play("4b4e");
  const std::string after_opening = game->sfen();
  EXPECT_NE(lines[1].find(" " + after_opening + " score "), std::string::npos) << lines[1];
  EXPECT_EQ(lines.back().rfind("1 ppppppppp/9/9/9/PPPP5/4P4/9/9/9 b - 1 score ", 0), 0u) << lines.back();
}

TEST(Datagen, BadOpeningsAreRejectedBeforeAnyGame) {
  DatagenOptions o;
  o.variant = "daihasami";
  o.games = 2;
  for (const char* text : {"startpos moves 5i5a\n", "sfen 9/9 b - 1\n", "hello\n",
                           "sfen ppppppppp/9/9/9/PPPP5/4P4/9/9/9 b - 1 moves 5f5e\n"}) {
    o.openings = write_openings("datagen_bad.txt", text);
    std::ostringstream out;
    EXPECT_THROW(run_datagen(o, out), InputError) << text;
    EXPECT_EQ(out.str(), "") << text;
  }
}

TEST(Datagen, ScoresReadBackAfterTheSfen) {
  std::istringstream in(
      "# hensoku datagen variant=shogi\n0.5 4k4/9/9/9/9/9/9/9/4K4 b - 1 score -35\n"
      "1 4k4/9/9/9/9/9/9/9/4K4 w - 2\n");
  std::vector<LabelledPosition> p;
  EXPECT_EQ(read_datagen(in, p), "shogi");
  ASSERT_EQ(p.size(), 2u);
  EXPECT_EQ(p[0].sfen, "4k4/9/9/9/9/9/9/9/4K4 b - 1");
  EXPECT_EQ(p[0].score, -35);
  EXPECT_EQ(p[1].sfen, "4k4/9/9/9/9/9/9/9/4K4 w - 2");
  EXPECT_FALSE(p[1].score);
}

TEST(Tune, HasamiTuningOnSelfPlayLowersTheError) {
  const std::string text = tiny_data("daihasami", 3);
  std::istringstream in(text);
  std::vector<LabelledPosition> data;
  ASSERT_EQ(read_datagen(in, data), "daihasami");
  const TunableEval* eval = tunable_for_variant("daihasami");
  ASSERT_NE(eval, nullptr);
  EXPECT_EQ(eval->family(), "hasami");
  const auto start = eval->untuned("daihasami");
  ASSERT_EQ(start.size(), size_t(hasami::engine::kHasamiParamCount));
  std::vector<int> at;
  for (const auto& p : start) at.push_back(p.value);
  std::vector<Sample> samples;
  for (const auto& p : data)
    if (auto s = eval->sample("daihasami", p.sfen, p.black_result, at)) samples.push_back(*s);
  ASSERT_GT(samples.size(), 10u);
  TexelOptions options;
  options.epochs = 100;
  TexelResult r = texel_tune(samples, start, options);
  EXPECT_LT(r.error_after, r.error_before);
  // The parameter file the engine loads gives back the tuned table.
  std::ostringstream file;
  write_parameter_file(file, "daihasami", "tiny.data", r);
  const hasami::engine::HasamiParams loaded = hasami::engine::read_hasami_params(
      file.str(), hasami::engine::hasami_untuned_params(hasami::rules_for("daihasami")));
  for (size_t i = 0; i < r.after.size(); ++i) EXPECT_EQ(loaded[i], r.after[i].value) << r.after[i].name;
  const std::string entry = eval->source_entry("daihasami", r.after);
  EXPECT_EQ(entry, file.str().substr(file.str().find(r.after[0].name))) << entry;
  EXPECT_EQ(tunable_for_variant("chushogi"), nullptr);  // no table for chu
}

std::string file_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

DatagenOptions shardable_run() {
  DatagenOptions o;
  o.variant = "hasami";
  o.games = 8;
  o.nodes = 60;
  o.random_plies = 4;
  o.random_percent = 10;
  o.max_plies = 40;
  o.seed = 5;
  return o;
}

// docs/cluster.md: shard K/N writes the game pairs p with p mod N = K-1, the
// same games one run writes; merged, the files are that run's file.
TEST(DatagenShard, FourShardsMergedAreTheFileOfOneRun) {
  const std::string dir = ::testing::TempDir();
  DatagenOptions o = shardable_run();
  const std::string one = dir + "datagen_one.txt";
  run_datagen_file(o, one, false);
  DatagenMerge merge;
  int games = 0;
  for (int k = 1; k <= 4; ++k) {
    o.shard_index = k;
    o.shard_count = 4;
    const std::string path = dir + "datagen_shard" + std::to_string(k) + ".txt";
    std::filesystem::remove(path);  // a file left by an earlier run of the test would be resumed
    games += run_datagen_file(o, path, true).games;
    merge_datagen_file(merge, path);
    merge_datagen_file(merge, path);  // read twice: each game once
  }
  EXPECT_EQ(games, 8);
  EXPECT_EQ(merge.repeats, 8);
  EXPECT_EQ(merge.partial, 0);
  std::ostringstream merged;
  write_merged_datagen(merge, merged);
  EXPECT_EQ(merged.str(), file_text(one));
}

TEST(DatagenShard, ShardKilledInAGameResumesWithoutRepeatingOne) {
  const std::string dir = ::testing::TempDir();
  DatagenOptions o = shardable_run();
  o.shard_index = 2;
  o.shard_count = 2;
  const std::string complete = dir + "datagen_complete.txt", killed = dir + "datagen_killed.txt";
  std::filesystem::remove(complete);
  EXPECT_EQ(run_datagen_file(o, complete, true).games, 4);
  // Killed in the middle of the third game's lines.
  const std::string text = file_text(complete);
  size_t cut = 0;
  for (int i = 0; i < 2; ++i) cut = text.find("\n# game ", cut) + 1;  // the second game's marker line
  cut = text.find('\n', cut) + 1;
  std::ofstream(killed, std::ios::binary) << text.substr(0, cut + 30);
  const DatagenStats rerun = run_datagen_file(o, killed, true);
  EXPECT_EQ(rerun.resumed, 2);
  EXPECT_EQ(rerun.games, 2);
  EXPECT_EQ(file_text(killed), text);
  EXPECT_EQ(run_datagen_file(o, killed, true).games, 0);  // complete: nothing played again
  EXPECT_EQ(file_text(killed), text);
  // Another run's file is not resumed into.
  o.seed = 6;
  EXPECT_THROW(run_datagen_file(o, killed, true), InputError);
}

}  // namespace
}  // namespace hensoku::tune
