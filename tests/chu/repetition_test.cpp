// Repetition (CHU-R) with the initiator order a, b, d, c, and the rule-set
// options (CHU-O).
#include <gtest/gtest.h>

#include <algorithm>

#include "../support/repetition_walk.h"
#include "chu_test_util.h"

namespace hensoku::chu {
namespace {

using test::sfen_of;

bool legal(const ChuGame& g, const std::string& m) {
  auto moves = g.legal_moves();
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

void play_cycle(ChuGame& g, const std::vector<std::string>& cycle, int times) {
  for (int i = 0; i < times; ++i)
    for (const auto& m : cycle) g.play(m);
}

RuleOptions rule_set(const std::string& s) { return {{"ChuRules", s}}; }

// Kings shuffle, nobody attacks anything: the initiator is the mover (c).
const std::string kQuiet = sfen_of("12l:K 11l:G 10l:G 1a:k 2a:g 3a:g");
const std::vector<std::string> kQuietCycle = {"12l12k", "1a1b", "12k12l", "1b1a"};

// kQuiet after the moves that make its start position occur three times,
// White to move: "1b1a" would make the fourth.
void play_quiet_to_third_occurrence(ChuGame& g) {
  g.set_sfen(kQuiet);
  play_cycle(g, kQuietCycle, 2);
  play_cycle(g, {"12l12k", "1a1b", "12k12l"}, 1);
}

TEST(ChuRepetition, CHU_R1c_FourthOccurrenceForbiddenToTheMover) {
  ChuGame g;
  play_quiet_to_third_occurrence(g);
  EXPECT_FALSE(legal(g, "1b1a"));  // would be the 4th: White initiates (c)
  EXPECT_TRUE(legal(g, "1b2b"));
  std::string before = g.sfen();
  EXPECT_THROW(g.play("1b1a"), InputError);
  EXPECT_EQ(g.sfen(), before);
}

// perft counts the moves of the position, repetition ignored (game.h);
// legal_moves leaves out the one the history forbids. Found by fuzz_game_chu
// (fuzz/corpus/fuzz_game_chu/fourth-occurrence-perft), whose check this was.
TEST(ChuRepetition, CHU_R1c_PerftCountsTheMoveTheHistoryForbids) {
  ChuGame g;
  play_quiet_to_third_occurrence(g);
  std::vector<std::string> counted;
  EXPECT_EQ(g.perft(1, [&](const std::string& m, uint64_t) { counted.push_back(m); }), g.legal_moves().size() + 1);
  EXPECT_NE(std::find(counted.begin(), counted.end(), "1b1a"), counted.end());
}

// Black's rook gives check with every move: Black initiates (a).
const std::string kCheck = sfen_of("12l:K 11l:G 10l:G 1l:R 1a:k 3a:g 4a:g");
const std::vector<std::string> kCheckCycle = {"1l1k", "1a1b", "1k1l", "1b1a"};

TEST(ChuRepetition, CHU_R1a_PerpetualCheckerIsTheInitiator) {
  ChuGame g;
  g.set_sfen(kCheck);
  play_cycle(g, kCheckCycle, 2);
  play_cycle(g, {"1l1k", "1a1b", "1k1l"}, 1);
  EXPECT_TRUE(legal(g, "1b1a"));  // 4th occurrence, but Black is the initiator
  g.play("1b1a");
  EXPECT_FALSE(legal(g, "1l1k"));  // now Black may not repeat (CHU-R2)
  EXPECT_TRUE(legal(g, "1l1j"));
}

// Black alone makes attacking moves (the rook attacks the gold on 4a from 4l).
const std::string kAttack = sfen_of("12l:K 11l:G 10l:G 3l:R 1a:k 4a:g 5a:g");
const std::vector<std::string> kAttackCycle = {"3l4l", "1a1b", "4l3l", "1b1a"};

TEST(ChuRepetition, CHU_R1b_SideThatAloneAttacksIsTheInitiator) {
  ChuGame g;
  g.set_sfen(kAttack);
  play_cycle(g, kAttackCycle, 2);
  play_cycle(g, {"3l4l", "1a1b", "4l3l"}, 1);
  EXPECT_TRUE(legal(g, "1b1a"));
  g.play("1b1a");
  EXPECT_FALSE(legal(g, "3l4l"));
  EXPECT_TRUE(legal(g, "3l2l"));
}

// Both lions pass: the side that began the run of passes initiates (d).
const std::string kPasses = sfen_of("12l:K 11l:G 6h:N 1a:k 2a:g 6c:n");

TEST(ChuRepetition, CHU_R1d_FirstPasserIsTheInitiator) {
  ChuGame g;
  g.set_sfen(kPasses);
  for (int i = 0; i < 5; ++i) g.play(i % 2 == 0 ? "6h6g6h" : "6c6d6c");
  EXPECT_TRUE(legal(g, "6c6b6c"));  // White's pass makes the 4th occurrence; Black began
  g.play("6c6d6c");                 // any spelling of the pass is the same move
  EXPECT_FALSE(legal(g, "6h6g6h"));
  EXPECT_THROW(g.play("6h7g6h"), InputError);
  EXPECT_TRUE(legal(g, "6h6g"));
}

TEST(ChuRepetition, CHU_J2_PassIsAMoveForRepetition) {
  ChuGame g;
  g.set_sfen(kPasses);
  g.play("6h6g6h");
  EXPECT_NE(g.key(), ChuGame().key());
  EXPECT_EQ(g.history(), (std::vector<std::string>{"6h6g6h"}));
}

TEST(ChuRepetition, CHU_O_WesternRefusesTheRepeatingMoveToTheMover) {
  ChuGame g(rule_set("western"));
  g.set_sfen(kCheck);
  play_cycle(g, kCheckCycle, 2);
  play_cycle(g, {"1l1k", "1a1b", "1k1l"}, 1);
  EXPECT_FALSE(legal(g, "1b1a"));  // western: the mover must deviate
}

TEST(ChuRepetition, CHU_O_LishogiFourthOccurrenceIsADraw) {
  ChuGame g(rule_set("lishogi"));
  g.set_sfen(kQuiet);
  play_cycle(g, kQuietCycle, 3);
  Outcome o = g.outcome();
  EXPECT_EQ(o.kind, Outcome::Kind::Draw);
  EXPECT_EQ(o.code, "repetition");
}

TEST(ChuRepetition, CHU_O_LishogiPerpetualCheckerLoses) {
  ChuGame g(rule_set("lishogi"));
  g.set_sfen(kCheck);
  play_cycle(g, kCheckCycle, 3);
  Outcome o = g.outcome();
  EXPECT_EQ(o.kind, Outcome::Kind::Win);
  EXPECT_EQ(o.winner, Side::White);
  EXPECT_EQ(o.code, "repetition");
}

TEST(ChuRepetition, CHU_R2_SideWhoseOnlyMovesRepeatLoses) {
  // White's king can only shuffle 1a <-> 2a: its pawns fill files 1 to 3 and
  // cannot move. After the cycle, the quiet repetition is refused to White (c)
  // and White, left without a legal move, loses.
  std::string pieces = "12l:K 11l:G 10l:G 1a:k 3a:p";
  for (int file = 1; file <= 3; ++file)
    for (char rank = 'b'; rank <= 'l'; ++rank) {
      pieces += ' ';
      pieces += std::to_string(file);
      pieces += rank;
      pieces += ":p";
    }
  ChuGame g;
  g.set_sfen(sfen_of(pieces));
  play_cycle(g, {"10l10k", "1a2a", "10k10l", "2a1a"}, 2);
  play_cycle(g, {"10l10k", "1a2a", "10k10l"}, 1);
  EXPECT_TRUE(g.legal_moves().empty());
  Outcome o = g.outcome();
  EXPECT_EQ(o.kind, Outcome::Kind::Win);
  EXPECT_EQ(o.winner, Side::Black);
  EXPECT_EQ(o.code, "repetition");
  // Under lishogi rules the move is allowed and the repetition is a draw.
  ChuGame l(rule_set("lishogi"));
  l.set_sfen(sfen_of(pieces));
  play_cycle(l, {"10l10k", "1a2a", "10k10l", "2a1a"}, 3);
  EXPECT_EQ(l.outcome().kind, Outcome::Kind::Draw);
}

}  // namespace
}  // namespace hensoku::chu

namespace hensoku::chu {
namespace {

// Two kings and two golds far apart. A random walk ends early where every
// move would end the game (a gold taken: bare king); the seeds below are
// walks that last (the walk is the same for a seed on every machine).
const std::string kLongWalk = sfen_of("12l:K 11l:G 1a:k 2a:g");

// CHU-O lishogi over a long game: the repetition count is kept as moves are
// played (core/key_history.h); at every ply of a 3,000-ply walk the game
// ends by repetition exactly when the position has occurred four times.
TEST(ChuRepetition, CHU_O_LishogiVerdictsOfA3000PlyGameMatchACountOfPositions) {
  ChuGame g(rule_set("lishogi"));
  g.set_sfen(kLongWalk);
  const auto played = hensoku::test::repetition_walk(g, 3000, 3, {{"repetition"}});
  EXPECT_EQ(played.size(), 3000u);
  hensoku::test::expect_undo_and_replay(g, played);
}

// CHU-R over a long game: Japanese rules refuse fourth occurrences instead
// of ending the game; a 3,000-ply walk is played, undone and replayed.
TEST(ChuRepetition, CHU_R_A3000PlyGamePlaysUndoesAndReplays) {
  ChuGame g;
  g.set_sfen(kLongWalk);
  hensoku::test::WalkChecks checks;
  checks.fourth_occurrence_ends = false;
  const auto played = hensoku::test::repetition_walk(g, 3000, 6, checks);
  EXPECT_EQ(played.size(), 3000u);
  hensoku::test::expect_undo_and_replay(g, played);
}

}  // namespace
}  // namespace hensoku::chu
