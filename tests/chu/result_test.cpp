// Game results: royal capture (CHU-W2), mate (CHU-W3), bare king (CHU-W4),
// and lishogi's own game ends under ChuRules=lishogi (CHU-O).
#include <gtest/gtest.h>

#include "chu_test_util.h"

namespace hensoku::chu {
namespace {

using test::sfen_of;

Outcome outcome_of(const std::string& sfen) {
  ChuGame g;
  g.set_sfen(sfen);
  return g.outcome();
}

ChuGame lishogi_game(const std::string& sfen) {
  ChuGame g(RuleOptions{{"ChuRules", "lishogi"}});
  g.set_sfen(sfen);
  return g;
}

Outcome lishogi_outcome_of(const std::string& sfen) { return lishogi_game(sfen).outcome(); }

void expect_draw(const Outcome& o, const std::string& code) {
  EXPECT_EQ(o.kind, Outcome::Kind::Draw) << o.reason;
  EXPECT_EQ(o.code, code) << o.reason;
  EXPECT_FALSE(o.reason.empty());
}

void expect_win(const Outcome& o, Side winner, const std::string& code) {
  EXPECT_EQ(o.kind, Outcome::Kind::Win) << o.reason;
  EXPECT_EQ(o.winner, winner) << o.reason;
  EXPECT_EQ(o.code, code) << o.reason;
  EXPECT_FALSE(o.reason.empty());
}

TEST(ChuResult, StartIsOngoing) { EXPECT_EQ(ChuGame().outcome().kind, Outcome::Kind::Ongoing); }

TEST(ChuResult, CHU_W2_TakingTheOnlyRoyalWins) {
  ChuGame g;
  g.set_sfen(sfen_of("12l:K 11l:G 10l:G 1a:k 1c:R 3a:g 4a:g"));
  g.play("1c1a");
  expect_win(g.outcome(), Side::Black, "royal-captured");
}

TEST(ChuResult, CHU_W2_APrinceMustAlsoBeTaken) {
  // White has a king and a crown prince: taking the king does not end the game.
  ChuGame g;
  g.set_sfen(sfen_of("12l:K 11l:G 10l:G 1a:k 1c:R 6a:+e 3a:g 4a:g 6c:R", 'b'));
  g.play("1c1a");
  EXPECT_EQ(g.outcome().kind, Outcome::Kind::Ongoing);
  g.play("3a3b");
  g.play("6c6a");
  expect_win(g.outcome(), Side::Black, "royal-captured");
}

TEST(ChuResult, CHU_W3_MateWithoutCheckNeeded) {
  // White king 1a: the gold on 1b (protected by the gold on 1c) covers every
  // escape, and nothing White has can take it.
  expect_win(outcome_of(sfen_of("12l:K 11l:S 1b:G 1c:G 1a:k 12a:g 11a:s", 'w')), Side::Black, "checkmate");
}

TEST(ChuResult, CHU_W3_NoMateWithTwoRoyals) {
  EXPECT_EQ(outcome_of(sfen_of("12l:K 11l:S 1b:G 1c:G 1a:k 12a:g 11a:s 6a:+e", 'w')).kind, Outcome::Kind::Ongoing);
}

TEST(ChuResult, CHU_W3_NotMateWhenAnEscapeExists) {
  // Without the protecting gold, the king takes on 1b.
  EXPECT_EQ(outcome_of(sfen_of("12l:K 11l:S 10l:S 1b:G 1a:k 12a:g 11a:s", 'w')).kind, Outcome::Kind::Ongoing);
}

TEST(ChuResult, CHU_W3_NoLegalMoveLoses) {
  // White's king is walled in by its own pawns, which cannot move.
  std::string pieces = "12l:K 11l:G 10l:G 1a:k 2a:p";
  for (int file = 1; file <= 2; ++file)
    for (char rank = 'b'; rank <= 'l'; ++rank) {
      pieces += ' ';
      pieces += std::to_string(file);
      pieces += rank;
      pieces += ":p";
    }
  expect_win(outcome_of(sfen_of(pieces, 'w')), Side::Black, "no-legal-move");
}

TEST(ChuResult, CHU_W4_BareKingLoses) {
  expect_win(outcome_of(sfen_of("12l:K 6f:G 1a:k", 'w')), Side::Black, "bare-king");
  expect_win(outcome_of(sfen_of("12l:K 6f:G 1a:k", 'b')), Side::Black, "bare-king");
}

TEST(ChuResult, CHU_W4_PawnsGoBetweensAndDeadPiecesDoNotCount) {
  expect_win(outcome_of(sfen_of("12l:K 6f:G 6g:P 1a:k 2c:p 3c:i 4l:l", 'w')), Side::Black, "bare-king");
  // A promoted pawn counts.
  EXPECT_EQ(outcome_of(sfen_of("12l:K 6f:G 6g:P 1a:k 2c:+p", 'w')).kind, Outcome::Kind::Ongoing);
}

TEST(ChuResult, CHU_W4_PrinceDoesNotCount) {
  expect_win(outcome_of(sfen_of("12l:K 6f:G 1a:k 3a:+e", 'w')), Side::Black, "bare-king");
}

TEST(ChuResult, CHU_W4_ImmediateRecaptureException) {
  // White to move can take the last Black piece at once: play goes on, and
  // after the capture both sides are bare: a draw.
  ChuGame g;
  g.set_sfen(sfen_of("12l:K 1b:G 1a:k", 'w'));
  EXPECT_EQ(g.outcome().kind, Outcome::Kind::Ongoing);
  g.play("1a1b");
  Outcome o = g.outcome();
  EXPECT_EQ(o.kind, Outcome::Kind::Draw);
  EXPECT_EQ(o.code, "both-bare");
}

TEST(ChuResult, CHU_W4_ExceptionOnlyWhenTheBareSideIsToMove) {
  expect_win(outcome_of(sfen_of("12l:K 1b:G 1a:k", 'b')), Side::Black, "bare-king");
}

TEST(ChuResult, CHU_W4_TwoCountingPiecesAgainstBareIsNotYetDecided) {
  // The rule needs exactly one piece (kings + one piece on the board).
  EXPECT_EQ(outcome_of(sfen_of("12l:K 6f:G 6g:G 1a:k", 'w')).kind, Outcome::Kind::Ongoing);
}

TEST(ChuResult, CHU_W4_BothBareIsADraw) {
  Outcome o = outcome_of(sfen_of("12l:K 6g:P 1a:k 2c:p"));
  EXPECT_EQ(o.kind, Outcome::Kind::Draw);
  EXPECT_EQ(o.code, "both-bare");
}

TEST(ChuResult, CHU_W3_BareKingWinIsAnEscapeFromMate) {
  // White's king on 1a can only take the gold on 1b, which Black's king
  // protects. With a Black silver elsewhere that is mate; without it, Kx1b
  // bares Black against White's silver: a bare-king win, so an escape.
  expect_win(outcome_of(sfen_of("1c:K 1b:G 12l:S 1a:k 12a:s", 'w')), Side::Black, "checkmate");
  ChuGame g;
  g.set_sfen(sfen_of("1c:K 1b:G 1a:k 12a:s", 'w'));
  EXPECT_EQ(g.outcome().kind, Outcome::Kind::Ongoing);
  g.play("1a1b");
  expect_win(g.outcome(), Side::White, "bare-king");
}

TEST(ChuResult, CHU_W3_BothBareDrawIsAnEscapeFromMate) {
  EXPECT_EQ(outcome_of(sfen_of("1c:K 1b:G 1a:k", 'w')).kind, Outcome::Kind::Ongoing);
}

// --- ChuRules=lishogi: lishogi's game ends (CHU-O), as shogiops decides them.
// Each test also pins what the association's rules say of the same position.

TEST(ChuResult, LishogiRules_CHU_O_KingAndPawnAgainstKingPlaysOn) {
  // Issue #28: the association calls this both bare (CHU-W4); lishogi counts
  // the pawn as a piece of Black's, and White has no counting piece to win with.
  const std::string sfen = "12/12/12/12/6k5/4P7/6K5/12/12/12/12/12 w - 1";
  EXPECT_EQ(lishogi_outcome_of(sfen).kind, Outcome::Kind::Ongoing);
  expect_draw(outcome_of(sfen), "both-bare");
}

TEST(ChuResult, LishogiRules_CHU_O_BareKingNextToTheEnemyKingPlaysOn) {
  // Issue #28: White's lone king attacks Black's king, so lishogi plays on;
  // the association's bare king (CHU-W4) does not look at that.
  const std::string sfen = "12/12/12/12/6k5/5K6/12/4G7/12/12/12/12 w - 1";
  ChuGame g = lishogi_game(sfen);
  EXPECT_EQ(g.outcome().kind, Outcome::Kind::Ongoing);
  expect_win(outcome_of(sfen), Side::Black, "bare-king");
  // Once the kings part, White is bare.
  g.play("6e6d");
  expect_win(g.outcome(), Side::Black, "bare-king");
}

TEST(ChuResult, LishogiRules_CHU_O_BareKingAgainstSeveralPiecesLoses) {
  // Issue #28: Black's king alone against three pieces. The association's
  // CHU-W4 needs exactly one counting piece against none, so it plays on.
  const std::string sfen = "r4k5b/12/6g5/12/12/12/12/12/12/12/12/5K6 b - 1";
  expect_win(lishogi_outcome_of(sfen), Side::White, "bare-king");
  EXPECT_EQ(outcome_of(sfen).kind, Outcome::Kind::Ongoing);
}

TEST(ChuResult, LishogiRules_CHU_O_BareKingWhoeverIsToMove) {
  // A single counting piece that the bare king does not stand next to: lost,
  // with either side to move (no recapture exception in lishogi's rule).
  expect_win(lishogi_outcome_of(sfen_of("12l:K 6f:G 1a:k", 'w')), Side::Black, "bare-king");
  expect_win(lishogi_outcome_of(sfen_of("12l:K 6f:G 1a:k", 'b')), Side::Black, "bare-king");
  // Next to the bare king it plays on, also with Black to move (CHU-W4 ends it).
  EXPECT_EQ(lishogi_outcome_of(sfen_of("12l:K 1b:G 1a:k", 'b')).kind, Outcome::Kind::Ongoing);
  expect_win(outcome_of(sfen_of("12l:K 1b:G 1a:k", 'b')), Side::Black, "bare-king");
  // Two counting pieces: bare even next to one of them (CHU-W4: not decided).
  const std::string two = sfen_of("12l:K 1b:G 6f:G 1a:k", 'w');
  expect_win(lishogi_outcome_of(two), Side::Black, "bare-king");
  EXPECT_EQ(outcome_of(two).kind, Outcome::Kind::Ongoing);
}

TEST(ChuResult, LishogiRules_CHU_O_OwnPawnsAndGoBetweensKeepAKingFromBeingBare) {
  // White's go-between is a piece for lishogi; CHU-W4 does not count it.
  const std::string sfen = sfen_of("12l:K 6f:G 1a:k 3c:i", 'w');
  EXPECT_EQ(lishogi_outcome_of(sfen).kind, Outcome::Kind::Ongoing);
  expect_win(outcome_of(sfen), Side::Black, "bare-king");
  // A dead pawn is not: White's pawn on its last rank.
  expect_win(lishogi_outcome_of(sfen_of("12l:K 6f:G 1a:k 3l:p", 'w')), Side::Black, "bare-king");
  // The winner's pawns, go-betweens and dead lances do not count for it.
  EXPECT_EQ(lishogi_outcome_of(sfen_of("12l:K 6f:P 6g:I 5a:L 1a:k", 'w')).kind, Outcome::Kind::Ongoing);
}

TEST(ChuResult, LishogiRules_CHU_O_KingAndPrinceAgainstBareKingPlaysOn) {
  // shogiops wants a single royal on the winning side (lishogi's server
  // accepts two; docs/chu.md follows shogiops). CHU-W4: the prince does not
  // matter.
  const std::string sfen = sfen_of("12l:K 11l:+E 6f:G 1a:k", 'w');
  EXPECT_EQ(lishogi_outcome_of(sfen).kind, Outcome::Kind::Ongoing);
  expect_win(outcome_of(sfen), Side::Black, "bare-king");
}

TEST(ChuResult, LishogiRules_CHU_O_TwoKingsAloneDraw) {
  expect_draw(lishogi_outcome_of(sfen_of("12l:K 1a:k")), "kings-only");
  // Dead pieces are ignored.
  expect_draw(lishogi_outcome_of(sfen_of("12l:K 1a:k 3a:P 5l:l")), "kings-only");
  // A live pawn is a piece: play goes on (CHU-W4: both bare, a draw).
  EXPECT_EQ(lishogi_outcome_of(sfen_of("12l:K 1a:k 3c:P")).kind, Outcome::Kind::Ongoing);
  expect_draw(outcome_of(sfen_of("12l:K 1a:k 3c:P")), "both-bare");
  // Kings next to each other: the side to move takes.
  ChuGame g = lishogi_game(sfen_of("6f:K 6e:k"));
  EXPECT_EQ(g.outcome().kind, Outcome::Kind::Ongoing);
  g.play("6f6e");
  expect_win(g.outcome(), Side::Black, "royal-captured");
}

TEST(ChuResult, LishogiRules_CHU_O_NoMateRule) {
  // The CHU-W3 mate above: lishogi plays on until the king is taken.
  const std::string sfen = sfen_of("12l:K 11l:S 1b:G 1c:G 1a:k 12a:g 11a:s", 'w');
  expect_win(outcome_of(sfen), Side::Black, "checkmate");
  ChuGame g = lishogi_game(sfen);
  EXPECT_EQ(g.outcome().kind, Outcome::Kind::Ongoing);
  g.play("12a12b");
  g.play("1b1a");
  expect_win(g.outcome(), Side::Black, "royal-captured");
}

TEST(ChuResult, LishogiRules_CHU_O_NoLegalMoveComesBeforeBareKing) {
  // Black is walled in by its own blocked pawns and lance, while White's king
  // is bare against the lance: lishogi judges the missing move first.
  const std::string sfen = sfen_of("1a:K 2a:P 1b:P 2b:P 3a:P 3b:L 6f:k");
  expect_win(lishogi_outcome_of(sfen), Side::White, "no-legal-move");
  expect_win(lishogi_outcome_of(sfen_of("1a:K 2a:P 1b:P 2b:P 3a:P 3b:L 6f:k", 'w')), Side::Black, "bare-king");
}

TEST(ChuResult, LishogiRules_CHU_O_OnlyTheSideToMoveLosesByHavingNoRoyal) {
  // A set-up position where the side not to move has no royal is no end for
  // shogiops: Black's next move ends it (CHU-W2 ends it at once).
  const std::string sfen = sfen_of("12l:K 6f:G 1a:g");
  expect_win(outcome_of(sfen), Side::Black, "royal-captured");
  ChuGame g = lishogi_game(sfen);
  EXPECT_EQ(g.outcome().kind, Outcome::Kind::Ongoing);
  g.play("6f6e");
  expect_win(g.outcome(), Side::Black, "royal-captured");
}

}  // namespace
}  // namespace hensoku::chu
