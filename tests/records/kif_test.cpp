// KIF export and import (src/records, docs/notation.md "KIF"): round trips
// through real games of the shogi family and chu, reading records as other
// programs write them, and clear errors with the line number on bad input.
#include <gtest/gtest.h>

#include "records/kif.h"
#include "variants/registry.h"

namespace hensoku::records {
namespace {

std::unique_ptr<Game> play_game(const std::string& variant, const std::string& sfen,
                                const std::vector<std::string>& moves) {
  auto g = create_game(variant);
  if (!sfen.empty()) g->set_sfen(sfen);
  for (const auto& m : moves) g->play(m);
  return g;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string error_of(const std::string& kif, const std::string& variant = "") {
  try {
    read_kif(kif, registry(), variant);
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no error)";
}

// Drops, a promotion, 同, a declined promotion (不成) in standard shogi.
const std::vector<std::string> kShogiMoves = {"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "8c8d", "4e3d", "8d8e", "3d4c", "4a4b"};

TEST(KifExport, ShogiMovesAreWrittenAsKifuForWindowsDoes) {
  auto g = play_game("shogi", "", kShogiMoves);
  std::string kif = write_kif(*g, {"Alice", "Hensoku (level 3)", "2026/11/21 03:00:00", {}, {}});
  EXPECT_TRUE(contains(kif, "手合割：平手\n")) << kif;
  EXPECT_TRUE(contains(kif, "先手：Alice\n後手：Hensoku (level 3)\n")) << kif;
  EXPECT_TRUE(contains(kif, "開始日時：2026/11/21 03:00:00\n")) << kif;
  EXPECT_TRUE(contains(kif, "手数----指手---------消費時間--\n")) << kif;
  EXPECT_TRUE(contains(kif, "   1 ７六歩(77)\n")) << kif;
  EXPECT_TRUE(contains(kif, "   3 ２二角成(88)\n")) << kif;
  EXPECT_TRUE(contains(kif, "   4 同　銀(31)\n")) << kif;
  EXPECT_TRUE(contains(kif, "   5 ４五角打\n")) << kif;
  EXPECT_TRUE(contains(kif, "   9 ４三角不成(34)\n")) << kif;
  EXPECT_FALSE(contains(kif, "まで")) << "an unfinished game has no result line";
}

TEST(KifRoundTrip, ShogiGameWithDropsPromotionsAndSameSquare) {
  auto g = play_game("shogi", "", kShogiMoves);
  KifRecord r = read_kif(write_kif(*g), registry());
  EXPECT_EQ(r.variant, "shogi");
  EXPECT_EQ(r.setup_sfen, "");
  EXPECT_EQ(r.moves, g->history());
}

TEST(KifRoundTrip, ResignationIsWrittenAndReadBack) {
  auto g = play_game("shogi", "", {"7g7f", "3c3d"});
  Outcome resigned{Outcome::Kind::Win, Side::White, "resignation", "Black resigns"};
  std::string kif = write_kif(*g, {"", "", "", resigned, {}});
  EXPECT_TRUE(contains(kif, "   3 投了\nまで2手で後手の勝ち\n")) << kif;
  KifRecord r = read_kif(kif, registry());
  EXPECT_EQ(r.termination, "投了");
  EXPECT_EQ(r.moves, g->history());
}

TEST(KifRoundTrip, CustomShogiPositionGoesThroughTheBoardDiagram) {
  const std::string sfen = "lnsgk2nl/6g2/ppppppbpp/9/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w RBSp 12";
  auto g = play_game("shogi", sfen, {"3c4d", "S*4e"});
  std::string kif = write_kif(*g);
  EXPECT_TRUE(contains(kif, "後手の持駒：歩\n")) << kif;
  EXPECT_TRUE(contains(kif, "先手の持駒：飛　角　銀\n")) << kif;
  EXPECT_TRUE(contains(kif, "|v香v桂v銀v金v玉 ・ ・v桂v香|一\n")) << kif;
  EXPECT_TRUE(contains(kif, "後手番\n")) << kif;
  EXPECT_FALSE(contains(kif, "手合割")) << kif;
  KifRecord r = read_kif(kif, registry());
  auto replay = create_game("shogi");
  replay->set_sfen(r.setup_sfen);
  auto fresh = create_game("shogi");
  fresh->set_sfen(sfen);
  EXPECT_EQ(replay->sfen().substr(0, replay->sfen().rfind(' ')), fresh->sfen().substr(0, fresh->sfen().rfind(' ')));
  EXPECT_EQ(r.moves, g->history());
}

TEST(KifRoundTrip, HandicapIsNamedAndRead) {
  auto g = play_game("shogi", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", {"5a5b", "7g7f"});
  std::string kif = write_kif(*g);
  EXPECT_TRUE(contains(kif, "手合割：香落ち\n")) << kif;
  KifRecord r = read_kif(kif, registry());
  EXPECT_EQ(r.setup_sfen, "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
  EXPECT_EQ(r.moves, (std::vector<std::string>{"5a5b", "7g7f"}));
}

// Chu: an igui, a lion double move (first step captures), a pass, a promotion
// and a lion jump, from a set-up position (board diagram with 12 files).
const std::string kChuSetup = "6k4g/12/12/12/6P5/12/6pp4/6N5/12/12/12/6K5 b - 1";

std::unique_ptr<Game> chu_game() {
  auto g = play_game("chushogi", kChuSetup, {"6h6g6h", "1a1b", "6h5g5f", "1b1c"});
  std::string pass;
  for (const auto& m : g->legal_move_views())
    if (m.kind == "pass" && m.from == "5f") pass = m.usi;
  EXPECT_FALSE(pass.empty()) << "no pass for the lion on 5f";
  for (const auto& m : {pass, std::string("1c1d"), std::string("6e6d+"), std::string("1d1e"), std::string("5f5d")}) g->play(m);
  return g;
}

TEST(KifExport, ChuLionMovesAreTwoLinesAsLishogiWritesThem) {
  auto g = chu_game();
  std::string kif = write_kif(*g);
  EXPECT_TRUE(contains(kif, "   1一歩目 6七獅子 （←6八）\n   1二歩目 6八獅子 （←6七）\n")) << kif;  // igui
  EXPECT_TRUE(contains(kif, "   3一歩目 5七獅子 （←6八）\n   3二歩目 5六獅子 （←5七）\n")) << kif;
  EXPECT_TRUE(contains(kif, "   7 6四歩兵成 （←6五）\n")) << kif;
  EXPECT_TRUE(contains(kif, "   9 5四獅子 （←5六）\n")) << kif;
  EXPECT_TRUE(contains(kif, "|  ・  ・  ・  ・  ・  ・ v玉  ・  ・  ・  ・ v金|一\n")) << kif;
}

TEST(KifRoundTrip, ChuGameWithIguiLionDoubleMovePassAndPromotion) {
  auto g = chu_game();
  KifRecord r = read_kif(write_kif(*g), registry());
  EXPECT_EQ(r.variant, "chushogi");
  EXPECT_EQ(r.setup_sfen, kChuSetup);
  EXPECT_EQ(r.moves, g->history());
}

TEST(KifRoundTrip, ChuFromTheStartIsNamedChuShogi) {
  auto g = play_game("chushogi", "", {"7i7h", "6d6e"});
  std::string kif = write_kif(*g);
  EXPECT_TRUE(contains(kif, "手合割：中将棋\n")) << kif;
  KifRecord r = read_kif(kif, registry());
  EXPECT_EQ(r.variant, "chushogi");
  EXPECT_EQ(r.moves, g->history());
}

TEST(KifRoundTrip, OtherShogiVariantsAreNamedInTheRuleHeader) {
  auto g = play_game("friendcapture", "", {"7g7f", "3c3d"});
  std::string kif = write_kif(*g);
  EXPECT_TRUE(contains(kif, "ルール：")) << kif;
  EXPECT_TRUE(contains(kif, "(friendcapture)")) << kif;
  KifRecord r = read_kif(kif, registry());
  EXPECT_EQ(r.variant, "friendcapture");
  EXPECT_EQ(r.moves, g->history());
}

TEST(KifRoundTrip, NonDefaultRuleOptionsAreKept) {
  auto g = create_game("shogi", {{"FirstPlayer", "white"}});
  g->play("3c3d");
  std::string kif = write_kif(*g);
  EXPECT_TRUE(contains(kif, "ルール設定：FirstPlayer=white\n")) << kif;
  KifRecord r = read_kif(kif, registry());
  EXPECT_EQ(r.options.at("FirstPlayer"), "white");
  EXPECT_EQ(r.moves, g->history());
}

TEST(KifImport, RecordAsKifuForWindowsWritesIt) {
  const std::string kif =
      "# ---- Kifu for Windows V7 棋譜ファイル ----\r\n"
      "開始日時：2024/05/01(水) 10:00:00\r\n"
      "棋戦：練習対局\r\n"
      "手合割：平手　　\r\n"
      "先手：先手の人\r\n"
      "後手：後手の人\r\n"
      "手数----指手---------消費時間--\r\n"
      "*対局前のコメント\r\n"
      "   1 ７六歩(77)   ( 0:03/00:00:03)\r\n"
      "   2 ３四歩(33)   ( 0:02/00:00:02)\r\n"
      "*角交換\r\n"
      "   3 ２二角成(88)   ( 0:05/00:00:08)\r\n"
      "   4 同　銀(31)   ( 0:01/00:00:03)\r\n"
      "   5 ４五角打   ( 0:10/00:00:18)\r\n"
      "   6 投了   ( 0:01/00:00:04)\r\n"
      "まで5手で先手の勝ち\r\n";
  KifRecord r = read_kif("\xEF\xBB\xBF" + kif, registry());
  EXPECT_EQ(r.variant, "shogi");
  EXPECT_EQ(r.moves, (std::vector<std::string>{"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"}));
  EXPECT_EQ(r.termination, "投了");
  EXPECT_EQ(r.headers.at("先手"), "先手の人");
  EXPECT_EQ(r.headers.at("棋戦"), "練習対局");
}

TEST(KifImport, BoardDiagramAsKifuForWindowsExportsIt) {
  const std::string bod =
      "後手の持駒：なし\n"
      "  ９ ８ ７ ６ ５ ４ ３ ２ １\n"
      "+---------------------------+\n"
      "| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n"
      "| ・ ・ ・ ・ 歩 ・ ・ ・ ・|三\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n"
      "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n"
      "+---------------------------+\n"
      "先手の持駒：金\n"
      "手数＝0  まで\n"
      "   1 ５二金打\n";
  KifRecord r = read_kif(bod, registry());
  EXPECT_EQ(r.setup_sfen, "4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
  EXPECT_EQ(r.moves, std::vector<std::string>{"G*5b"});
}

TEST(KifImport, ChuRecordAsLishogiWritesIt) {
  const std::string kif =
      "開始日時：2024/01/01 12:00:00\n"
      "手合割：平手\n"
      "先手：Player A\n"
      "後手：Player B\n"
      "手数----指手---------消費時間--\n"
      "   1   9七仲人 （←9八）\n"
      "   2   4六仲人 （←4五）\n"
      "   3   7八獅子 （←7十）\n"
      "   4   投了\n";
  KifRecord r = read_kif(kif, registry(), "shogi");
  EXPECT_EQ(r.variant, "chushogi");
  EXPECT_EQ(r.moves, (std::vector<std::string>{"9h9g", "4e4f", "7j7h"}));
  EXPECT_EQ(r.termination, "投了");
}

TEST(KifImport, MovesWithoutOriginAndWithMarksAreRead) {
  KifRecord r = read_kif("手合割：平手\n1 ▲７六歩\n2 △３四歩\n3 ▲２二角成\n4 △同銀\n", registry());
  EXPECT_EQ(r.moves, (std::vector<std::string>{"7g7f", "3c3d", "8h2b+", "3a2b"}));
}

TEST(KifImport, VariantChosenByTheCallerWhenTheRecordSaysNothing) {
  KifRecord r = read_kif("   1 ７六歩(77)\n", registry(), "forcedcapture");
  EXPECT_EQ(r.variant, "forcedcapture");
  EXPECT_EQ(r.moves, std::vector<std::string>{"7g7f"});
  EXPECT_EQ(read_kif("手合割：中将棋\n", registry(), "shogi").variant, "chushogi");
  EXPECT_EQ(read_kif("ルール：仲間割れ将棋 (friendcapture)\n", registry(), "shogi").variant, "friendcapture");
}

TEST(KifImport, BadRecordsNameTheLine) {
  const std::string head = "手合割：平手\n手数----指手---------消費時間--\n";
  EXPECT_EQ(error_of(head + "   1 ７六銀(77)\n"), "KIF line 3: the piece on 7g is 歩, not 銀");
  EXPECT_TRUE(contains(error_of(head + "   1 ７六歩(77)\n   2 ３五歩(33)\n"), "KIF line 4: illegal move 3c3e"));
  EXPECT_TRUE(contains(error_of(head + "   1 ７六歩(77)\n   3 ３四歩(33)\n"), "KIF line 4: move number 3 where 2 was expected"));
  EXPECT_TRUE(contains(error_of("手合割：平手\nこれは棋譜ではない\n"), "KIF line 2: not a KIF header"));
  EXPECT_TRUE(contains(error_of(head + "   1 ７六(77)\n"), "KIF line 3: expected a piece name"));
  EXPECT_TRUE(contains(error_of(head + "   1 同　歩(77)\n"), "KIF line 3: 同 (same square) on the first move"));
  EXPECT_TRUE(contains(error_of(head + "   1 ５五飛打\n"), "KIF line 3: illegal move R*5e"));
  EXPECT_TRUE(contains(error_of("手合割：平手\n|v香|一\n"), "KIF line 2"));
  EXPECT_TRUE(contains(error_of("手合割：三枚落ち\n"), "手合割：三枚落ち is not a start position"));
  EXPECT_TRUE(contains(error_of("ルール：nosuchvariant\n"), "'nosuchvariant'"));
  EXPECT_TRUE(contains(error_of("\x82\xa0\x82\xa2\n"), "not UTF-8"));
  EXPECT_TRUE(contains(error_of(head + "99999999999999 ７六歩(77)\n"), "KIF line 3: the move number is too large"));
  EXPECT_TRUE(contains(error_of("先手の持駒：歩99999999999\n|v玉|一\n"), "KIF line 1: too many pieces in hand"));
  EXPECT_TRUE(contains(error_of("   1 ７六歩(77)\n", "hasami"), "shogi family and chu"));
}

TEST(KifImport, BadChuLionMovesNameTheLine) {
  const std::string head = "手合割：中将棋\n手数----指手---------消費時間--\n";
  EXPECT_TRUE(contains(error_of(head + "   1二歩目 6八獅子 （←6七）\n"), "KIF line 3: a second step (二歩目) without a first step"));
  EXPECT_TRUE(contains(error_of(head + "   1一歩目 7七獅子 （←7八）\n"), "KIF line 3: the lion move's second step (二歩目) is missing"));
}

TEST(KifExport, SwapsAndHasamiCannotBeWritten) {
  auto swap = play_game("swappergold", "", {"6i5i="});
  EXPECT_TRUE(contains(kif_unsupported_reason(*swap), "move 1 (6i5i=) is a swap")) << kif_unsupported_reason(*swap);
  EXPECT_THROW(write_kif(*swap), InputError);
  auto hasami = create_game("hasami");
  EXPECT_TRUE(contains(kif_unsupported_reason(*hasami), "shogi family and chu"));
  auto plain = play_game("swappergold", "", {"7g7f"});
  EXPECT_EQ(kif_unsupported_reason(*plain), "");
}

TEST(KifExport, MergesCannotBeWritten) {
  if (!registry().find("mergeshogi")) GTEST_SKIP() << "mergeshogi is not registered";
  auto g = create_game("mergeshogi");
  std::string merge;
  for (const auto& m : g->legal_move_views())
    if (m.kind == "merge" && merge.empty()) merge = m.usi;
  ASSERT_FALSE(merge.empty()) << "no merge at the start of mergeshogi";
  g->play(merge);
  EXPECT_TRUE(contains(kif_unsupported_reason(*g), "move 1 (" + merge + ") is a merge")) << kif_unsupported_reason(*g);
  auto plain = play_game("mergeshogi", "", {"7g7f", "3c3d"});
  EXPECT_EQ(read_kif(write_kif(*plain), registry()).moves, plain->history());
}

TEST(KifImport, PlayersAndCommentsAreKept) {
  const std::string kif =
      "手合割：平手\n"
      "先手：羽生善治\n"
      "後手：Hensoku\n"
      "*開局前\n"
      "手数----指手---------消費時間--\n"
      "*二行目\n"
      "   1 ７六歩(77)   ( 0:03/00:00:03)\n"
      "*角道を開ける\n"
      "*\n"
      "**解析 評価値 +50\n"
      "   2 ３四歩(33)\n"
      "   3 投了\n"
      "*終局後\n";
  KifRecord r = read_kif(kif, registry());
  EXPECT_EQ(r.black_name, "羽生善治");
  EXPECT_EQ(r.white_name, "Hensoku");
  ASSERT_EQ(r.comments.size(), 3u);
  EXPECT_EQ(r.comments[0], "開局前\n二行目");
  EXPECT_EQ(r.comments[1], "角道を開ける\n\n*解析 評価値 +50");
  EXPECT_EQ(r.comments[2], "終局後");
}

TEST(KifImport, HandicapPlayersAreShitateAndUwate) {
  KifRecord r = read_kif("手合割：香落ち\n下手：Shitate\n上手：Uwate\n   1 ５二玉(51)\n", registry());
  EXPECT_EQ(r.black_name, "Shitate");
  EXPECT_EQ(r.white_name, "Uwate");
  EXPECT_EQ(r.comments, (std::vector<std::string>{"", ""}));
}

TEST(KifImport, CommentBetweenTheStepsOfALionMoveBelongsToThatMove) {
  std::string kif = write_kif(*chu_game());
  const std::string first_step = "   1一歩目 6七獅子 （←6八）\n";
  ASSERT_TRUE(contains(kif, first_step)) << kif;
  kif.insert(kif.find(first_step) + first_step.size(), "*居食い\n");
  kif.insert(kif.find("   2 "), "*二歩目の後\n");
  KifRecord r = read_kif(kif, registry());
  ASSERT_GE(r.comments.size(), 3u);
  EXPECT_EQ(r.comments[0], "");
  EXPECT_EQ(r.comments[1], "居食い\n二歩目の後");
  EXPECT_EQ(r.comments[2], "");
}

TEST(KifRoundTrip, PlayersAndCommentsAreWrittenBack) {
  auto g = play_game("shogi", "", kShogiMoves);
  KifInfo info;
  info.black_name = "先手 太郎";
  info.white_name = "Hensoku (level 3)";
  info.comments = {"start", "", "", "角交換\n\n二行目   ", "", "*engine +120"};
  std::string kif = write_kif(*g, info);
  EXPECT_TRUE(contains(kif, "手数----指手---------消費時間--\n*start\n   1 ７六歩(77)\n")) << kif;
  EXPECT_TRUE(contains(kif, "   3 ２二角成(88)\n*角交換\n*\n*二行目\n   4 同　銀(31)\n")) << kif;
  EXPECT_TRUE(contains(kif, "**engine +120\n")) << kif;
  KifRecord r = read_kif(kif, registry());
  EXPECT_EQ(r.black_name, info.black_name);
  EXPECT_EQ(r.white_name, info.white_name);
  std::vector<std::string> expected(kShogiMoves.size() + 1);
  expected[0] = "start";
  expected[3] = "角交換\n\n二行目";
  expected[5] = "*engine +120";
  EXPECT_EQ(r.comments, expected);
  EXPECT_EQ(r.moves, g->history());
}

TEST(KifRoundTrip, ChuLionMoveCommentFollowsBothSteps) {
  auto g = chu_game();
  KifInfo info;
  info.comments.assign(g->history().size() + 1, "");
  info.comments[1] = "igui";
  info.comments[3] = "double move";
  info.comments.push_back("past the last position: not written");
  std::string kif = write_kif(*g, info);
  EXPECT_TRUE(contains(kif, "   1二歩目 6八獅子 （←6七）\n*igui\n")) << kif;
  EXPECT_FALSE(contains(kif, "not written")) << kif;
  KifRecord r = read_kif(kif, registry());
  info.comments.pop_back();
  EXPECT_EQ(r.comments, info.comments);
}

TEST(KifExport, HandicapGamesNameShitateAndUwate) {
  auto g = play_game("shogi", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", {"5a5b"});
  std::string kif = write_kif(*g, {"Shitate", "Uwate", "", {}, {}});
  EXPECT_TRUE(contains(kif, "下手：Shitate\n上手：Uwate\n")) << kif;
  KifRecord r = read_kif(kif, registry());
  EXPECT_EQ(r.black_name, "Shitate");
  EXPECT_EQ(r.white_name, "Uwate");
}

// User text: every cut of a record and every record with one byte replaced
// either reads or throws InputError; nothing else escapes, nothing crashes.
void expect_reads_or_input_error(const std::string& text) {
  try {
    read_kif(text, registry());
  } catch (const InputError&) {
  } catch (const std::exception& e) {
    ADD_FAILURE() << "not an InputError: " << e.what() << "\n" << text;
  }
}

TEST(KifImport, DamagedRecordsReadOrThrowInputError) {
  KifInfo commented;
  commented.black_name = "先手";
  commented.comments = {"start", "one\ntwo", "", "*three"};
  for (const std::string& text :
       {write_kif(*chu_game()), write_kif(*play_game("shogi", "", kShogiMoves), commented),
        write_kif(*play_game("shogi", "lnsgk2nl/6g2/ppppppbpp/9/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w RBSp 12", {}))}) {
    for (size_t cut = 0; cut < text.size(); cut += 5) expect_reads_or_input_error(text.substr(0, cut));
    for (size_t i = 0; i < text.size(); i += 7)
      for (char c : {'\0', '|', '1', '\xE4', '(', 'v', '\n', ' '}) {
        std::string damaged = text;
        damaged[i] = c;
        expect_reads_or_input_error(damaged);
      }
  }
}

}  // namespace
}  // namespace hensoku::records
