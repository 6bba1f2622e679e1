// Game results: royal capture (CHU-W2), mate (CHU-W3), bare king (CHU-W4).
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

}  // namespace
}  // namespace hensoku::chu
