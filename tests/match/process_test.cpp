// Child processes over pipes, as the match tool runs engines.
#include <gtest/gtest.h>

#include "match/process.h"

using hensoku::match::ChildProcess;

TEST(ChildProcess, EchoesLinesThroughCat) {
  ChildProcess p({"cat"});
  ASSERT_TRUE(p.write_line("usi"));
  ASSERT_TRUE(p.write_line("isready"));
  EXPECT_EQ(p.read_line(2000), "usi");
  EXPECT_EQ(p.read_line(2000), "isready");
}

TEST(ChildProcess, ReadTimesOutWhenNothingComes) {
  ChildProcess p({"cat"});
  EXPECT_EQ(p.read_line(50), std::nullopt);
}

TEST(ChildProcess, MissingProgramIsAnError) {
  EXPECT_THROW(ChildProcess({"/nonexistent/engine-binary"}), std::runtime_error);
}

TEST(ChildProcess, EndOfOutputIsSeen) {
  ChildProcess p({"sh", "-c", "echo one; exit 0"});
  EXPECT_EQ(p.read_line(2000), "one");
  EXPECT_EQ(p.read_line(2000), std::nullopt);
}

TEST(ChildProcess, TerminateKillsAStubbornChild) {
  ChildProcess p({"sh", "-c", "trap '' TERM; exec sleep 30"});
  p.terminate(50);
  EXPECT_TRUE(p.exited());
}
