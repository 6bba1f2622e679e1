// The referee's XBoard player against scripted CECP engines: the handshake
// and game set-up it sends, moves converted both ways (a two-line lion move
// as HaChu prints it), passes, resignation and refusals.
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "match/match.h"
#include "variants/registry.h"

using namespace hensoku;
using namespace hensoku::match;

namespace {

// A CECP "engine" in shell: logs every command to `log` and answers `go` with `answer`.
EngineConfig scripted_xboard(const std::string& log, const std::string& answer) {
  EngineConfig e;
  e.name = "scripted";
  e.protocol = "xboard";
  e.command = {"sh", "-c",
               "while read l; do echo \"$l\" >> " + log +
                   "; case \"$l\" in "
                   "protover*) echo 'feature ping=1 usermove=1 memory=1 myname=\"s\"'; "
                   "echo 'feature variants=\"chu,shogi\" done=1';; "
                   "ping*) echo \"pong ${l#ping }\";; "
                   "go) " + answer + ";; "
                   "quit) exit 0;; esac; done"};
  return e;
}

std::string temp_log() {
  char name[] = "/tmp/hensoku-xboard-XXXXXX";
  int fd = mkstemp(name);
  close(fd);
  return name;
}

std::vector<std::string> read_lines(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> out;
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

const int64_t kClocks[2] = {10000, 10000};

TEST(XBoardPlayer, CHU_L_TwoLineLionMoveAndTheGameSetUp) {
  std::string log = temp_log();
  auto player = make_player(scripted_xboard(log, "echo 'move f3f4,'; echo 'move f4g5'"), "chushogi");
  auto game = create_game("chushogi");
  player->new_game(*game);
  game->play("7i7h");  // the opponent's move, sent as usermove before go
  TimeControl tc;
  tc.base_ms = 10000;
  tc.increment_ms = 100;
  MoveReply reply = player->think(*game, tc, kClocks, 5000);
  EXPECT_EQ(reply.error, "");
  EXPECT_EQ(reply.move, "7j7i6h");  // f3 = 7j, f4 = 7i, g5 = 6h
  player.reset();
  auto sent = read_lines(log);
  std::vector<std::string> expected = {"xboard", "protover 2", "memory 64", "ping 1", "new", "variant chu", "force",
                                       "post", "ping 2", "level 0 0:10 0.1", "usermove f4f5", "time 1000",
                                       "otim 1000", "go", "force"};
  ASSERT_GE(sent.size(), expected.size());
  EXPECT_EQ(std::vector<std::string>(sent.begin(), sent.begin() + long(expected.size())), expected);
  unlink(log.c_str());
}

TEST(XBoardPlayer, ShogiDropsAndPromotionsComeBackInUsiNotation) {
  std::string log = temp_log();
  auto player = make_player(scripted_xboard(log, "echo 'move P@e5'"), "shogi");
  auto game = create_game("shogi");
  player->new_game(*game);
  TimeControl tc;
  tc.movetime_ms = 1000;
  EXPECT_EQ(player->think(*game, tc, kClocks, 5000).move, "P*5e");
  player.reset();
  auto sent = read_lines(log);
  EXPECT_NE(std::find(sent.begin(), sent.end(), "st 1"), sent.end());
  unlink(log.c_str());
}

TEST(XBoardPlayer, CHU_J_PassesGoOutAsTheOwnSquareAndComeBackAsThePass) {
  std::string log = temp_log();
  TimeControl tc;
  tc.depth = 2;
  {
    // After 7i7h the lion on 7j (f3) has an empty neighbour: "f3f3" is its pass.
    auto player = make_player(scripted_xboard(log, "echo 'move f3f3'"), "chushogi");
    auto game = create_game("chushogi");
    player->new_game(*game);
    game->play("7i7h");
    game->play("6d6e");
    EXPECT_EQ(player->think(*game, tc, kClocks, 5000).move, "7j7i7j");
  }
  unlink(log.c_str());
  {
    // HaChu prints its own pass as XBoard's null move.
    auto player = make_player(scripted_xboard(log, "echo 'move @@@@'"), "chushogi");
    auto game = create_game("chushogi");
    player->new_game(*game);
    game->play("7i7h");
    game->play("6d6e");
    EXPECT_EQ(player->think(*game, tc, kClocks, 5000).move, "7j7i7j");
  }
  unlink(log.c_str());
  {
    // The opponent's pass reaches the engine as the lion's own square twice.
    auto player = make_player(scripted_xboard(log, "echo 'move g8g7'"), "chushogi");
    auto game = create_game("chushogi");
    player->new_game(*game);
    for (const char* m : {"7i7h", "6d6e", "7j7i7j"}) game->play(m);
    EXPECT_EQ(player->think(*game, tc, kClocks, 5000).move, "6e6f");
  }
  auto sent = read_lines(log);
  for (const char* line : {"usermove f4f5", "usermove g9g8", "usermove f3f3", "sd 2"})
    EXPECT_NE(std::find(sent.begin(), sent.end(), line), sent.end()) << line;
  unlink(log.c_str());
}

TEST(XBoardPlayer, OpeningsMustStartFromTheStartPosition) {
  std::string log = temp_log();
  auto player = make_player(scripted_xboard(log, "true"), "chushogi");
  auto game = create_game("chushogi");
  game->set_sfen("5k5g/12/12/12/12/6N5/12/12/12/12/12/5K6 b - 1");
  EXPECT_THROW(player->new_game(*game), std::runtime_error);
  unlink(log.c_str());
}

TEST(XBoardPlayer, ResignationAndRefusals) {
  std::string log = temp_log();
  TimeControl tc;
  tc.depth = 3;
  {
    auto player = make_player(scripted_xboard(log, "echo resign"), "shogi");
    auto game = create_game("shogi");
    player->new_game(*game);
    EXPECT_EQ(player->think(*game, tc, kClocks, 5000).move, "resign");
  }
  {
    auto player = make_player(scripted_xboard(log, "echo 'Illegal move: c3c4'"), "shogi");
    auto game = create_game("shogi");
    player->new_game(*game);
    MoveReply r = player->think(*game, tc, kClocks, 5000);
    EXPECT_EQ(r.move, "");
    EXPECT_EQ(r.error, "the engine refused the game's moves: Illegal move: c3c4");
  }
  {
    auto player = make_player(scripted_xboard(log, "echo 'move @@@@'"), "shogi");
    auto game = create_game("shogi");
    player->new_game(*game);
    EXPECT_EQ(player->think(*game, tc, kClocks, 5000).move, "@@@@");  // no pass in shogi: the referee scores it illegal
  }
  EXPECT_THROW(make_player(scripted_xboard(log, "true"), "hasami"), std::runtime_error);  // not in its variants
  unlink(log.c_str());
}

}  // namespace
