// The shogi evaluation's weight table (search/shogi_params.h): the untuned
// table is the hand-set evaluation, the text form reads back, bad text is an
// InputError, and single weights move the evaluation by their feature.
#include <gtest/gtest.h>

#include <cctype>
#include <sstream>
#include <string>
#include <vector>

#include "shogi/engine/shogi_adapter.h"
#include "shogi/engine/shogi_params.h"
#include "shogi/position.h"
#include "variants/game.h"
#include "variants/registry.h"

namespace hensoku::search {

using namespace hensoku::shogi::engine;
namespace {

shogi::Position at(const std::string& sfen) {
  shogi::Position pos;
  pos.set_sfen(sfen);
  return pos;
}

const char* kStart = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
const char* kMiddle = "lnsg3nl/1r1k1sgb1/ppppp2pp/5pp2/9/2P4P1/PP1PPPP1P/1BK2S1R1/LNSG1G1NL b - 11";

TEST(ShogiParams, UntunedTableIsTheDefaultEvaluation) {
  for (const char* sfen : {kStart, kMiddle, "lnsgkg1nl/1r5s1/p1pppp1pp/6p2/1p2B4/2P4P1/PP1PPPP1P/7R1/LNSGKGSNL b b 9"}) {
    shogi::Position pos = at(sfen);
    EXPECT_EQ(evaluate_shogi(pos, kShogiUntunedParams), evaluate_shogi(pos)) << sfen;
  }
}

TEST(ShogiParams, SymmetricStartIsWorthTheTempo) {
  EXPECT_EQ(evaluate_shogi(at(kStart), kShogiUntunedParams), kShogiUntunedParams[kShogi_tempo]);
}

TEST(ShogiParams, HandValueMovesTheEvaluationByTheCount) {
  // Black holds both missing silvers in hand.
  shogi::Position pos = at("lnsgkg1nl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKG1NL b 2S 1");
  ShogiParams p = kShogiUntunedParams;
  const int before = evaluate_shogi(pos, p);
  p[kShogi_hand_silver] += 10;
  EXPECT_EQ(evaluate_shogi(pos, p), before + 20);
  p[kShogi_hand_second_minor] += 7;
  EXPECT_EQ(evaluate_shogi(pos, p), before + 27);
}

// The position seen from the other side: the board turned round, colours
// swapped, the other side to move.
std::string flipped(const std::string& sfen) {
  std::istringstream in(sfen);
  std::string board, side, hand, number;
  in >> board >> side >> hand >> number;
  auto swap_case = [](char c) { return char(std::isupper(static_cast<unsigned char>(c)) ? std::tolower(c) : std::toupper(c)); };
  std::vector<std::string> rows;
  std::stringstream rows_in(board);
  for (std::string row; std::getline(rows_in, row, '/');) {
    std::vector<std::string> tokens;  // "+P", "p", "3"
    for (size_t i = 0; i < row.size(); ++i) {
      if (row[i] == '+') {
        tokens.push_back(std::string("+") + swap_case(row[i + 1]));
        ++i;
      } else {
        tokens.push_back(std::string(1, std::isdigit(static_cast<unsigned char>(row[i])) ? row[i] : swap_case(row[i])));
      }
    }
    std::string out;
    for (auto it = tokens.rbegin(); it != tokens.rend(); ++it) out += *it;
    rows.push_back(out);
  }
  std::string out;
  for (auto it = rows.rbegin(); it != rows.rend(); ++it) out += (out.empty() ? "" : "/") + *it;
  std::string hand_out = hand;
  if (hand != "-")
    for (char& c : hand_out) if (std::isalpha(static_cast<unsigned char>(c))) c = swap_case(c);
  return out + " " + (side == "b" ? "w" : "b") + " " + hand_out + " " + number;
}

// Every term is counted for both sides alike: the evaluation of a position
// and of its mirror image with colours swapped are equal, with every new
// feature switched on.
TEST(ShogiParams, ColourSymmetric) {
  ShogiParams p = kShogiUntunedParams;
  for (int i = 0; i < kShogiParamCount; ++i)
    if (p[size_t(i)] == 0) p[size_t(i)] = 7 + i;
  for (const char* sfen :
       {kMiddle, "ln1gkg2l/3r1s3/1ppsppb1+L/p5p2/3p3p1/P1P2PPP1/1PNPPK3/1B2G1GR1/L3S1SN1 w NPp 32",
        "1+N2g3+S/+P2bg2P+L/L2p2+P+L1/1r1k3G1/p1s1p1p2/1pp2R3/P2PPP1+n1/1PGSK3+p/LNB4+s1 w N3P 128",
        "2p1k2+P1/3ssg3/3ppppp1/n8/3P1b3/PnP6/2GL2P1L/3KP+r3/1+R2L4 w BN2g2snl6p 148",
        "l2g2g1l/3sks1P1/3pppn+Rp/pp4p2/1n3N2P/PBr1P1P2/1P1PSP3/1l1SK1G2/LN1G4+b b P2p 49"}) {
    EXPECT_EQ(evaluate_shogi(at(sfen), p), evaluate_shogi(at(flipped(sfen)), p)) << sfen << " / " << flipped(sfen);
  }
}

// The session-5 features are off in the hand-set table (the baseline of the
// variants' SPRTs), so untuned play is unchanged by them.
TEST(ShogiParams, Session5FeaturesAreOffInTheUntunedTable) {
  for (int p : {kShogi_mobility_knight, kShogi_mobility_step, kShogi_king_proximity, kShogi_promote_minor,
                kShogi_promote_major, kShogi_drop_mobility, kShogi_king_flank_attack, kShogi_danger_flank,
                kShogi_danger_flank_defense, kShogi_danger_hand_attackers})
    EXPECT_EQ(kShogiUntunedParams[size_t(p)], 0) << shogi_param_names()[size_t(p)];
}

// The flank term counts the enemy's attacks on the king's file and the two
// beside it, in the own six ranks (squares attacked twice count again). Black's
// king on 5i with a rook on 1i, White's king on 5a, White's rook on 4e: it
// attacks 4d, 4f, 4g, 4h, 4i, 5e and 6e in Black's flank (files 4-6, ranks
// d-i); Black's rook attacks nothing in White's flank (files 4-6, ranks a-f).
TEST(ShogiParams, KingFlankAttackCountsEnemyAttacksNearTheKing) {
  shogi::Position pos = at("4k4/9/9/9/5r3/9/9/9/4K3R b - 1");
  ShogiParams p = kShogiUntunedParams;
  const int before = evaluate_shogi(pos, p);
  p[kShogi_king_flank_attack] = 10;
  EXPECT_EQ(evaluate_shogi(pos, p), before - 7 * 10);
}

// The drag term (capture duty, SF-5.1): Black's king on 5i, White holding
// three pawns and none on the 5th file: P*5h, the king must take, P*5g, ...
// pull it to 5f, three steps. A White pawn on the file (a second one may not
// be dropped there) or a White piece defending 5g (the king may not take
// there) shortens the chain. White's king has no Black pawn in hand against
// it. Off in the untuned table.
TEST(ShogiParams, DragCountsPawnDropsTheKingMustTake) {
  EXPECT_EQ(kShogiUntunedParams[kShogi_fc_drag], 0);
  ShogiParams p = kShogiUntunedParams;
  auto drag_cost = [&](const char* sfen) {
    ShogiParams with = p;
    with[kShogi_fc_drag] = 10;
    return evaluate_shogi(at(sfen), p) - evaluate_shogi(at(sfen), with);
  };
  EXPECT_EQ(drag_cost("8k/9/9/9/9/9/9/9/4K4 b 3p 1"), 30);
  EXPECT_EQ(drag_cost("8k/9/9/9/9/9/9/9/4K4 w 3p 1"), -30);  // White to move: its view
  EXPECT_EQ(drag_cost("8k/9/9/9/9/9/9/9/4K4 b 2p 1"), 20);   // two pawns, two steps
  EXPECT_EQ(drag_cost("8k/9/4p4/9/9/9/9/9/4K4 b 3p 1"), 0);  // nifu
  EXPECT_EQ(drag_cost("8k/9/9/9/9/5s3/9/9/4K4 b 3p 1"), 10);  // White's silver on 4f defends 5g
}

// The king-relative tables (0 in the untuned table): Black's gold on 6h is
// one file beside its king on 5i and one rank ahead of it (kpo_gold_1_1),
// and one file beside White's king on 5a, seven ranks behind it
// (kpe_gold_1_-7). A tokin moves as a gold and shares its entries; a White
// piece counts against Black.
TEST(ShogiParams, KingRelativeTablesScoreEachPieceByItsOffsetFromTheKings) {
  const int own = kShogi_kpo + king_relative_index(4, 1, 1);
  const int enemy = kShogi_kpe + king_relative_index(4, 1, -7);
  EXPECT_STREQ(shogi_param_names()[size_t(own)], "kpo_gold_1_1");
  EXPECT_STREQ(shogi_param_names()[size_t(enemy)], "kpe_gold_1_-7");
  for (int i = kShogi_kpo; i < kShogiParamCount; ++i) EXPECT_EQ(kShogiUntunedParams[size_t(i)], 0);
  ShogiParams p = read_shogi_params("kpo_gold_1_1 50\nkpe_gold_1_-7 20\n", kShogiUntunedParams);
  EXPECT_EQ(p[size_t(own)], 50);
  EXPECT_EQ(p[size_t(enemy)], 20);
  auto gain = [&](const char* sfen) { return evaluate_shogi(at(sfen), p) - evaluate_shogi(at(sfen), kShogiUntunedParams); };
  EXPECT_EQ(gain("4k4/9/9/9/9/9/9/3G5/4K4 b - 1"), 70);
  EXPECT_EQ(gain("4k4/9/9/9/9/9/9/3+P5/4K4 b - 1"), 70);
  EXPECT_EQ(gain("4k4/9/9/9/9/9/9/3G5/4K4 w - 1"), -70);  // White's view
  EXPECT_EQ(gain("4k4/9/9/9/9/9/9/2G6/4K4 b - 1"), 0);  // two files away: other entries
  EXPECT_EQ(gain("4k4/3g5/9/9/9/9/9/9/4K4 w - 1"), 70);  // White's gold, seen from White
}

// The absolute table: Black's gold on 6h stands three files from the nearer
// edge, one rank up from Black's back rank (psq_gold_3_1); White's gold on
// 4b, seen from White, stands on the same entry.
TEST(ShogiParams, SquareTableScoresEachPieceByItsSquare) {
  const int entry = kShogi_psq + square_table_index(4, 3, 1);
  EXPECT_STREQ(shogi_param_names()[size_t(entry)], "psq_gold_3_1");
  ShogiParams p = read_shogi_params("psq_gold_3_1 25\n", kShogiUntunedParams);
  auto gain = [&](const char* sfen) { return evaluate_shogi(at(sfen), p) - evaluate_shogi(at(sfen), kShogiUntunedParams); };
  EXPECT_EQ(gain("4k4/9/9/9/9/9/9/3G5/4K4 b - 1"), 25);
  EXPECT_EQ(gain("4k4/9/9/9/9/9/9/5G3/4K4 b - 1"), 25);  // the mirror square
  EXPECT_EQ(gain("4k4/5g3/9/9/9/9/9/3G5/4K4 b - 1"), 0);  // both sides alike
  EXPECT_EQ(gain("4k4/9/9/9/9/9/3G5/9/4K4 b - 1"), 0);
}

TEST(ShogiParams, TextReadsOverTheBaseTable) {
  ShogiParams p = read_shogi_params("# comment\npawn 100\n\ntempo 12  # trailing\nking_escape -3\n", kShogiUntunedParams);
  EXPECT_EQ(p[kShogi_pawn], 100);
  EXPECT_EQ(p[kShogi_tempo], 12);
  EXPECT_EQ(p[kShogi_king_escape], -3);
  EXPECT_EQ(p[kShogi_rook], kShogiUntunedParams[kShogi_rook]);
}

TEST(ShogiParams, BadTextIsAnInputError) {
  EXPECT_THROW(read_shogi_params("no_such_weight 3\n", kShogiUntunedParams), InputError);
  EXPECT_THROW(read_shogi_params("pawn ninety\n", kShogiUntunedParams), InputError);
  EXPECT_THROW(read_shogi_params("pawn 90 91\n", kShogiUntunedParams), InputError);
  EXPECT_THROW(read_shogi_params("stone 40\n", kShogiUntunedParams), InputError);  // a hasami name
}

TEST(ShogiParams, SelectionFollowsTheOption) {
  EngineSettings s;
  s.eval_params = "untuned";
  EXPECT_EQ(&shogi_selected_params("shogi", s), &kShogiUntunedParams);
  s.eval_params = "tuned";
  EXPECT_EQ(shogi_selected_params("shogi", s), shogi_tuned_params("shogi"));
  s.eval_params = "/some/file.params";
  s.eval_params_text = "tempo 5\n";
  ShogiParams expected = shogi_tuned_params("forcedcapture");
  expected[kShogi_tempo] = 5;
  EXPECT_EQ(shogi_selected_params("forcedcapture", s), expected);
}

// Swapper gold and swap shogi play the session-5 shogi table (their SPRTs
// passed with it); standard shogi plays the session-7 table with the
// king-relative and square tables filled (e.g. a gold beside and in front
// of its king); a variant without a confirmed table plays the untuned one.
TEST(ShogiParams, TunedTablesByVariant) {
  EXPECT_NE(shogi_tuned_params("shogi"), kShogiUntunedParams);
  EXPECT_NE(shogi_tuned_params("swappergold"), kShogiUntunedParams);
  EXPECT_NE(shogi_tuned_params("swappergold"), shogi_tuned_params("shogi"));
  EXPECT_EQ(shogi_tuned_params("swapshogi"), shogi_tuned_params("swappergold"));
  EXPECT_EQ(shogi_tuned_params("no-such-variant"), kShogiUntunedParams);
  int filled = 0;
  for (int i = kShogi_kpo; i < kShogiParamCount; ++i) {
    filled += shogi_tuned_params("shogi")[size_t(i)] != 0;
    EXPECT_EQ(shogi_tuned_params("swappergold")[size_t(i)], 0) << shogi_param_names()[size_t(i)];
  }
  EXPECT_GT(filled, 1000);
}

// Friend capture (SF-3) has its own table, from its own data, with the king-danger
// weights left at their hand-set values (the fitted ones lost games there).
TEST(ShogiParams, SF3_FriendCapturePlaysItsOwnTableWithHandSetDanger) {
  const ShogiParams& fc = shogi_tuned_params("friendcapture");
  EXPECT_NE(fc, kShogiUntunedParams);
  EXPECT_NE(fc, shogi_tuned_params("shogi"));
  EXPECT_EQ(fc[kShogi_pawn], 108);
  EXPECT_EQ(fc[kShogi_king_near_own], 51);
  for (int p : {kShogi_danger_attack, kShogi_danger_attackers, kShogi_danger_weak, kShogi_danger_twice,
                kShogi_danger_hand, kShogi_danger_hand_empty, kShogi_danger_drop_square, kShogi_danger_shield,
                kShogi_danger_cap})
    EXPECT_EQ(fc[size_t(p)], kShogiUntunedParams[size_t(p)]) << shogi_param_names()[size_t(p)];
}

// Forced capture has its own table: since session 7 every weight and the
// king-relative and square tables fitted to its own datagen search scores
// (refitted in sessions 9 and 10; e.g. a rook worth 443 against a pawn's
// 197: pieces are easier to lose when captures are compulsory), with the drag
// term. SF-5.3 and true forced capture (SF-6) keep the session-5
// forced-capture table (their SPRTs passed with it; a pawn worth 96, a
// heavier king-danger attack weight), without the drag term: their kings in
// check need not take a dropped pawn.
TEST(ShogiParams, SF5_ForcedCapturePlaysItsOwnTable) {
  const ShogiParams& fc = shogi_tuned_params("forcedcapture");
  EXPECT_NE(fc, kShogiUntunedParams);
  EXPECT_NE(fc, shogi_tuned_params("shogi"));
  EXPECT_EQ(fc[kShogi_rook], 443);
  EXPECT_EQ(fc[kShogi_pawn], 197);
  EXPECT_EQ(fc[kShogi_fc_drag], 29);
  int filled = 0;
  for (int i = kShogi_kpo; i < kShogiParamCount; ++i) filled += fc[size_t(i)] != 0;
  EXPECT_GT(filled, 1000);
  const ShogiParams& shared = shogi_tuned_params("forcedcapture-kingcapture");
  EXPECT_EQ(shared[kShogi_pawn], 96);
  EXPECT_EQ(shared[kShogi_danger_attack], 27);
  EXPECT_EQ(shared[kShogi_rook], kShogiUntunedParams[kShogi_rook]);  // a line the table leaves out
  EXPECT_EQ(shared[kShogi_fc_drag], 0);
  for (int i = kShogi_kpo; i < kShogiParamCount; ++i) EXPECT_EQ(shared[size_t(i)], 0);
  EXPECT_EQ(shogi_tuned_params("trueforcedcapture"), shared);
  EXPECT_EQ(shogi_tuned_params("forcedcapture-kingonly")[kShogi_fc_drag], 0);
  EXPECT_EQ(shogi_tuned_params("shogi")[kShogi_fc_drag], 0);
}

// SF-5.2 (only the king answers a check) has its own table, from its own data (the
// forcedcapture table's SPRT there was undecided): free escape squares weigh most.
TEST(ShogiParams, SF5_2_KingOnlyPlaysItsOwnTable) {
  const ShogiParams& ko = shogi_tuned_params("forcedcapture-kingonly");
  EXPECT_NE(ko, kShogiUntunedParams);
  EXPECT_NE(ko, shogi_tuned_params("forcedcapture"));
  EXPECT_EQ(ko[kShogi_king_escape], 54);
  EXPECT_EQ(ko[kShogi_advance_pawn], 77);
}

// The table is keyed by the variant's name: both readings of the capture duty
// (CapturePriority legal and pseudo, SF-5.1) evaluate with it.
TEST(ShogiParams, SF5_1_BothCapturePrioritiesUseTheForcedCaptureTable) {
  for (const char* priority : {"legal", "pseudo"}) {
    auto game = create_game("forcedcapture", {{"CapturePriority", priority}});
    for (const char* m : {"2g2f", "8c8d", "2f2e"}) game->play(m);  // no capture on the board
    auto setup = ShogiAdapter::setup(*game);
    ShogiAdapter& pos = setup.position;
    pos.use_eval_params(EngineSettings{});
    EXPECT_EQ(pos.evaluate(), evaluate_shogi(pos.position(), shogi_tuned_params("forcedcapture"))) << priority;
    EXPECT_NE(evaluate_shogi(pos.position(), shogi_tuned_params("forcedcapture")),
              evaluate_shogi(pos.position(), kShogiUntunedParams))
        << priority;
  }
}

TEST(ShogiParams, EveryTunedTableReads) {
  for (const auto& [variant, text] : shogi_tuned_texts()) EXPECT_NO_THROW(read_shogi_params(text, kShogiUntunedParams)) << variant;
}

}  // namespace
}  // namespace hensoku::search
