// Perft from every variant's start position (docs/hasami.md has the tables).
#include <gtest/gtest.h>

#include <vector>

#include "hasami/hasami_game.h"
#include "hasami/perft.h"
#include "variants/registry.h"

namespace hensoku::hasami {
namespace {

uint64_t start_perft(const std::string& variant, int depth) {
  Position pos(rules_for(variant));
  pos.set_start();
  return perft(pos, depth);
}

// Depth 4 takes milliseconds in release, well under a second under ASan.
void expect_perft(const std::string& variant, const std::vector<uint64_t>& counts) {
  for (size_t d = 1; d <= counts.size(); ++d) {
    EXPECT_EQ(start_perft(variant, int(d)), counts[d - 1]) << variant << " depth " << d;
  }
}

TEST(HasamiPerft, HS_1_HasamiStartMatchesPublishedCounts) { expect_perft("hasami", {63, 3717, 254219, 16599273}); }

TEST(HasamiPerft, HS_3_MakayekStartMatchesPublishedCounts) { expect_perft("makayek", {32, 1008, 40448}); }

TEST(HasamiPerft, HS_1a_CaptureAllStartTable) { expect_perft("hasami-captureall", {63, 3717, 254219, 16599273}); }

TEST(HasamiPerft, HS_4_JsaStartTable) { expect_perft("hasami-jsa", {63, 3717, 254219, 16599273}); }

TEST(HasamiPerft, HS_1b_OneStepStartTable) { expect_perft("hasami-onestep", {9, 81, 1098, 14884}); }

TEST(HasamiPerft, HS_1c_OneStep18StartTable) { expect_perft("hasami-onestep18", {9, 81, 1179, 17161}); }

TEST(HasamiPerft, HS_2_DaiHasamiStartTable) { expect_perft("daihasami", {54, 2772, 177272, 10959146}); }

TEST(HasamiPerft, HS_2a_DaiHasamiDiagonalStartTable) {
  expect_perft("daihasami-diagonal", {54, 2772, 177272, 10959146});
}

TEST(HasamiPerft, HS_2b_DaiHasamiOneStepStartTable) {
  expect_perft("daihasami-onestep", {18, 324, 7974, 196249});
}

TEST(HasamiPerft, HS_3_MakayekDepthFour) { expect_perft("makayek", {32, 1008, 40448, 1609910}); }

// The Game face reaches the same fast perft, and its divide sums to the total.
TEST(HasamiPerft, GamePerftDivideSumsToTotal) {
  auto game = create_game("hasami");
  uint64_t sum = 0;
  int moves = 0;
  const uint64_t total = game->perft(3, [&](const std::string&, uint64_t n) { sum += n, ++moves; });
  EXPECT_EQ(total, 254219u);
  EXPECT_EQ(sum, total);
  EXPECT_EQ(moves, 63);
  EXPECT_EQ(game->perft(0), 1u);
}

}  // namespace
}  // namespace hensoku::hasami
