// Openings files for hensoku match.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdio>
#include <fstream>

#include "match/match.h"

using namespace hensoku::match;

namespace {
std::string write_temp(const std::string& text) {
  char name[] = "/tmp/hensoku-openings-XXXXXX";
  int fd = mkstemp(name);
  close(fd);
  std::ofstream(name) << text;
  return name;
}
}  // namespace

TEST(Openings, ReadsStartposAndSfenLines) {
  auto path = write_temp("# comment\n\nstartpos moves 7g7f 3c3d\nsfen 4k4/9/9/9/9/9/9/9/4K4 b G 1 moves G*5b\nstartpos\n");
  auto o = read_openings(path);
  ASSERT_EQ(o.size(), 3u);
  EXPECT_EQ(o[0].sfen, "");
  EXPECT_EQ(o[0].moves, (std::vector<std::string>{"7g7f", "3c3d"}));
  EXPECT_EQ(o[1].sfen, "4k4/9/9/9/9/9/9/9/4K4 b G 1");
  EXPECT_EQ(o[1].moves, std::vector<std::string>{"G*5b"});
  EXPECT_TRUE(o[2].moves.empty());
  std::remove(path.c_str());
}

// A SFEN line without moves: the move-number field ends the line and is
// part of the SFEN, not a stray word where "moves" was expected.
TEST(Openings, ReadsASfenLineWithoutMoves) {
  auto path = write_temp("sfen 4k4/9/9/9/9/9/9/9/4K4 b G 1\nstartpos 7g7f\n");
  EXPECT_THROW(read_openings(path), hensoku::InputError);  // line 2: 'moves' missing
  std::remove(path.c_str());
  path = write_temp("sfen 4k4/9/9/9/9/9/9/9/4K4 b G 1\n");
  auto o = read_openings(path);
  ASSERT_EQ(o.size(), 1u);
  EXPECT_EQ(o[0].sfen, "4k4/9/9/9/9/9/9/9/4K4 b G 1");
  EXPECT_TRUE(o[0].moves.empty());
  std::remove(path.c_str());
}

TEST(Openings, RejectsBadLinesAndMissingFiles) {
  auto path = write_temp("fen 4k4/9/9/9/9/9/9/9/4K4 b - 1\n");
  EXPECT_THROW(read_openings(path), hensoku::InputError);
  std::remove(path.c_str());
  EXPECT_THROW(read_openings("/nonexistent/openings.txt"), hensoku::InputError);
  auto empty = write_temp("# nothing\n");
  EXPECT_THROW(read_openings(empty), hensoku::InputError);
  std::remove(empty.c_str());
}
