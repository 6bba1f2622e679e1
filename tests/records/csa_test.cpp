// CSA export and import (src/records/csa.h, docs/notation.md "CSA"): round
// trips, records as floodgate and tournament servers write them, and every
// malformed record refused with an InputError naming the line.
#include <gtest/gtest.h>

#include "records/csa.h"
#include "variants/registry.h"

namespace hensoku::records {
namespace {

std::unique_ptr<Game> play_csa_game(const std::string& sfen, const std::vector<std::string>& moves,
                                const RuleOptions& options = {}) {
  auto g = create_game("shogi", options);
  if (!sfen.empty()) g->set_sfen(sfen);
  for (const auto& m : moves) g->play(m);
  return g;
}

bool has_text(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string csa_error_of(const std::string& csa) {
  try {
    read_csa(csa, registry());
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no error)";
}

// Drops, a promotion, a recapture and a declined promotion.
const std::vector<std::string> kMoves = {"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e",
                                         "8c8d", "4e3d", "8d8e",  "3d4c", "4a4b"};
const char* const kCsaMoves[] = {"+7776FU", "-3334FU", "+8822UM", "-3122GI", "+0045KA",
                                 "-8384FU", "+4534KA", "-8485FU", "+3443KA", "-4142KI"};

TEST(CsaExport, GameIsWrittenInVersion22) {
  auto g = play_csa_game("", kMoves);
  CsaInfo info;
  info.black_name = "Alice";
  info.white_name = "Hensoku (level 3)";
  info.event = "Hensoku web";
  info.start_time = "2026/11/21 03:00:00";
  info.outcome = {Outcome::Kind::Win, Side::White, "resignation", "Black resigned"};
  const std::string csa = write_csa(*g, info);
  std::string expected =
      "V2.2\nN+Alice\nN-Hensoku (level 3)\n$EVENT:Hensoku web\n$START_TIME:2026/11/21 03:00:00\nPI\n+\n";
  for (const char* m : kCsaMoves) expected += std::string(m) + "\n";
  expected += "%TORYO\n";
  EXPECT_EQ(csa, expected);
}

TEST(CsaRoundTrip, MovesNamesHeadersCommentsAndEnding) {
  auto g = play_csa_game("", kMoves);
  CsaInfo info;
  info.black_name = "先手 太郎";
  info.white_name = "Hensoku";
  info.event = "test";
  info.outcome = {Outcome::Kind::Win, Side::White, "resignation", "Black resigned"};
  info.comments = {"before the first move", "", "", "角交換\n\nthird line   ", "", "", "", "", "", "", "last"};
  const std::string csa = write_csa(*g, info);
  EXPECT_TRUE(has_text(csa, "+\n'*before the first move\n+7776FU\n")) << csa;
  EXPECT_TRUE(has_text(csa, "+8822UM\n'*角交換\n'*\n'*third line\n-3122GI\n")) << csa;
  CsaRecord r = read_csa(csa, registry());
  EXPECT_EQ(r.version, "2.2");
  EXPECT_EQ(r.black_name, "先手 太郎");
  EXPECT_EQ(r.white_name, "Hensoku");
  EXPECT_EQ(r.headers.at("EVENT"), "test");
  EXPECT_EQ(r.setup_sfen, "");
  EXPECT_EQ(r.moves, g->history());
  EXPECT_EQ(r.termination, "TORYO");
  EXPECT_EQ(r.outcome.kind, Outcome::Kind::Win);
  EXPECT_EQ(r.outcome.winner, Side::White);
  EXPECT_EQ(r.outcome.code, "resignation");
  std::vector<std::string> comments(kMoves.size() + 1);
  comments[0] = "before the first move";
  comments[3] = "角交換\n\nthird line";
  comments[10] = "last";
  EXPECT_EQ(r.comments, comments);
  EXPECT_EQ(r.times_ms, std::vector<int>(kMoves.size(), -1));
  EXPECT_EQ(write_csa(*g, info), csa) << "stable";
}

TEST(CsaRoundTrip, SetUpPositionWithPiecesInHandAndWhiteToMove) {
  const std::string sfen = "lnsgk2nl/6g2/ppppppbpp/9/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w RBSp 12";
  auto g = play_csa_game(sfen, {"3c4d", "S*4e"});
  const std::string csa = write_csa(*g);
  EXPECT_TRUE(has_text(csa, "P1-KY-KE-GI-KI-OU *  * -KE-KY\n")) << csa;
  EXPECT_TRUE(has_text(csa, "P+00HI00KA00GI\nP-00FU\n-\n-3344KA\n+0045GI\n")) << csa;
  CsaRecord r = read_csa(csa, registry());
  EXPECT_EQ(r.setup_sfen, "lnsgk2nl/6g2/ppppppbpp/9/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w RBSp 1");
  EXPECT_EQ(r.moves, g->history());
}

TEST(CsaRoundTrip, HandicapIsWrittenAsPiWithTheRemovedPieces) {
  auto g = play_csa_game("lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", {"5a5b", "7g7f"});
  const std::string csa = write_csa(*g);
  EXPECT_TRUE(has_text(csa, "PI11KY\n-\n-5152OU\n+7776FU\n")) << csa;
  CsaRecord r = read_csa(csa, registry());
  EXPECT_EQ(r.setup_sfen, "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
  EXPECT_EQ(r.moves, g->history());
}

TEST(CsaRoundTrip, FirstPlayerWhiteIsWhiteToMove) {
  auto g = play_csa_game("", {"3c3d", "7g7f"}, {{"FirstPlayer", "white"}});
  const std::string csa = write_csa(*g);
  EXPECT_TRUE(has_text(csa, "PI\n-\n-3334FU\n+7776FU\n")) << csa;
  EXPECT_EQ(read_csa(csa, registry()).moves, g->history());
}

TEST(CsaExport, EndingsAsTheServersWriteThem) {
  auto g = play_csa_game("", {"7g7f", "3c3d"});  // Black to move
  auto ending = [&](Outcome o) {
    CsaInfo info;
    info.outcome = o;
    const std::string csa = write_csa(*g, info);
    return csa.substr(csa.find("-3334FU\n") + 8);
  };
  using K = Outcome::Kind;
  EXPECT_EQ(ending({K::Win, Side::White, "time", ""}), "%TIME_UP\n");
  EXPECT_EQ(ending({K::Win, Side::White, "checkmate", ""}), "%TSUMI\n");
  EXPECT_EQ(ending({K::Draw, Side::Black, "sennichite", ""}), "%SENNICHITE\n");
  EXPECT_EQ(ending({K::Win, Side::Black, "perpetual-check", ""}), "%-ILLEGAL_ACTION\n");
  EXPECT_EQ(ending({K::Win, Side::White, "illegal-move", ""}), "%+ILLEGAL_ACTION\n");
  EXPECT_EQ(ending({K::Win, Side::Black, "declaration", ""}), "%KACHI\n");
  EXPECT_EQ(ending({K::Draw, Side::Black, "agreement", "Draw by agreement"}), "%HIKIWAKE\n");
  EXPECT_EQ(ending({K::Draw, Side::Black, "max-plies", ""}), "%MAX_MOVES\n");
  EXPECT_EQ(ending({}), "");
  // White resigned while Black was to move: CSA's %TORYO is the mover's.
  EXPECT_EQ(ending({K::Win, Side::Black, "resignation", "White resigned"}), "%CHUDAN\n'White resigned\n");
}

TEST(CsaExport, OnlyStandardShogiIsWritten) {
  auto fc = create_game("forcedcapture");
  EXPECT_TRUE(has_text(csa_unsupported_reason(*fc), "standard shogi")) << csa_unsupported_reason(*fc);
  EXPECT_THROW(write_csa(*fc), InputError);
  EXPECT_THROW(write_csa(*create_game("chushogi")), InputError);
  EXPECT_EQ(csa_unsupported_reason(*create_game("shogi", {{"Declaration", "true"}})), "");
}

// A record as floodgate serves it: remarks, $ fields, the full board with
// empty P+/P- lines, T lines and "'**" evaluation comments, the ending and
// the server's summary remarks.
const std::string kFloodgate =
    "'V2.2\n"
    "V2.2\n"
    "N+Gikou_2_0_2\n"
    "N-YaneuraOu_NNUE_8.60\n"
    "'Max_Moves:256\n"
    "'Least_Time_Per_Move:0\n"
    "'Increment:+10\n"
    "$EVENT:wdoor+floodgate-300-10F+Gikou_2_0_2+YaneuraOu_NNUE_8.60+20261126220003\n"
    "$START_TIME:2026/11/26 22:00:03\n"
    "$TIME_LIMIT:00:05+10\n"
    "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY\n"
    "P2 * -HI *  *  *  *  * -KA * \n"
    "P3-FU-FU-FU-FU-FU-FU-FU-FU-FU\n"
    "P4 *  *  *  *  *  *  *  *  * \n"
    "P5 *  *  *  *  *  *  *  *  * \n"
    "P6 *  *  *  *  *  *  *  *  * \n"
    "P7+FU+FU+FU+FU+FU+FU+FU+FU+FU\n"
    "P8 * +KA *  *  *  *  * +HI * \n"
    "P9+KY+KE+GI+KI+OU+KI+GI+KE+KY\n"
    "P+\n"
    "P-\n"
    "+\n"
    "+7776FU\r\n"
    "T1\n"
    "'** 52 -3334FU +8822UM\n"
    "-3334FU\n"
    "T3\n"
    "+8822UM,T2\n"
    "-3122GI\n"
    "T1\n"
    "+0045KA\n"
    "T12\n"
    "'** 310 -8384FU\n"
    "%TORYO\n"
    "'P1-KY-KE * -KI-OU-KI-GI-KE-KY\n"
    "'summary:toryo:Gikou_2_0_2 win:YaneuraOu_NNUE_8.60 lose\n"
    "'$END_TIME:2026/11/26 22:03:15\n";

TEST(CsaImport, FloodgateRecord) {
  CsaRecord r = read_csa(kFloodgate, registry());
  EXPECT_EQ(r.version, "2.2");
  EXPECT_EQ(r.black_name, "Gikou_2_0_2");
  EXPECT_EQ(r.white_name, "YaneuraOu_NNUE_8.60");
  EXPECT_EQ(r.headers.at("TIME_LIMIT"), "00:05+10");
  EXPECT_EQ(r.headers.at("START_TIME"), "2026/11/26 22:00:03");
  EXPECT_EQ(r.headers.count("END_TIME"), 0u) << "a remark, not a field";
  EXPECT_EQ(r.setup_sfen, "");
  EXPECT_EQ(r.moves, (std::vector<std::string>{"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"}));
  EXPECT_EQ(r.times_ms, (std::vector<int>{1000, 3000, 2000, 1000, 12000}));
  EXPECT_EQ(r.termination, "TORYO");
  EXPECT_EQ(r.outcome.winner, Side::Black) << "White, to move, resigned";
  EXPECT_EQ(r.outcome.code, "resignation");
  EXPECT_EQ(r.comments, (std::vector<std::string>{"", "* 52 -3334FU +8822UM", "", "", "", "* 310 -8384FU"}));
}

TEST(CsaImport, OlderVersionsAndMinimalRecords) {
  // No version line (V1), PI, commas joining moves and times.
  CsaRecord r = read_csa("N+a\nN-b\nPI\n+\n+7776FU,T5,-3334FU,T0\n%CHUDAN\n", registry());
  EXPECT_EQ(r.version, "");
  EXPECT_EQ(r.moves, (std::vector<std::string>{"7g7f", "3c3d"}));
  EXPECT_EQ(r.times_ms, (std::vector<int>{5000, 0}));
  EXPECT_EQ(r.termination, "CHUDAN");
  EXPECT_FALSE(r.outcome.over());
  // V3.0 fractional times; a tsume-style position from P+/P- lines alone.
  r = read_csa("V3.0\nP-11OU\nP+23KI00KI\nP-00AL\n+\n+0012KI\nT1.5\n%TSUMI\n", registry());
  EXPECT_EQ(r.setup_sfen, "8k/9/7G1/9/9/9/9/9/9 b G2r2b2g4s4n4l18p 1");
  EXPECT_EQ(r.times_ms, std::vector<int>{1500});
  EXPECT_EQ(r.outcome.code, "checkmate");
  EXPECT_EQ(r.outcome.winner, Side::Black);
  // A handicap game: PI with removed pieces, White (the giver) moves first.
  r = read_csa("V2.2\nPI82HI22KA\n-\n-5142OU\n", registry());
  EXPECT_EQ(r.setup_sfen, "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
  EXPECT_EQ(r.moves, std::vector<std::string>{"5a4b"});
}

TEST(CsaImport, EndingsMeanWhatTheStandardSays) {
  auto outcome = [](const std::string& ending) {
    return read_csa("PI\n+\n+7776FU\n" + ending + "\n", registry()).outcome;  // White to move at the end
  };
  EXPECT_EQ(outcome("%TIME_UP").winner, Side::Black);
  EXPECT_EQ(outcome("%TIME_UP").code, "time");
  EXPECT_EQ(outcome("%KACHI").winner, Side::White);
  EXPECT_EQ(outcome("%KACHI").code, "declaration");
  EXPECT_EQ(outcome("%+ILLEGAL_ACTION").winner, Side::White);
  EXPECT_EQ(outcome("%-ILLEGAL_ACTION").winner, Side::Black);
  EXPECT_EQ(outcome("%ILLEGAL_MOVE").winner, Side::Black);
  EXPECT_EQ(outcome("%SENNICHITE").kind, Outcome::Kind::Draw);
  EXPECT_EQ(outcome("%JISHOGI").kind, Outcome::Kind::Draw);
  EXPECT_EQ(outcome("%HIKIWAKE").kind, Outcome::Kind::Draw);
  EXPECT_EQ(outcome("%MAX_MOVES").kind, Outcome::Kind::Draw);
  EXPECT_FALSE(outcome("%ERROR").over());
}

TEST(CsaImport, MalformedRecordsNameTheLine) {
  const std::string pi = "V2.2\nPI\n+\n";
  std::string empty_rows;
  for (char r = '2'; r <= '9'; ++r) empty_rows += std::string("P") + r + " *  *  *  *  *  *  *  *  * \n";
  const std::pair<std::string, std::string> cases[] = {
      {"V9.9\n", "CSA line 1: unknown CSA version 'V9.9'"},
      {"N+a\nV2.2\n", "CSA line 2: the version line (V2.2) must come first"},
      {"N*a\n", "CSA line 1: a name line is N+name or N-name"},
      {"N+a\nN+b\n", "CSA line 2: a second N+ line"},
      {"$event:x\n", "CSA line 1: 'event' is not an information key"},
      {"$EVENT\n", "CSA line 1: an information line is $KEY:value"},
      {"$EVENT:a\n$EVENT:b\n", "CSA line 2: a second $EVENT line"},
      {"PI\nN+late\n", "CSA line 2: 'N+late' must come before the start position"},
      {"PI82H\n", "CSA line 1: PI is followed by square and piece pairs"},
      {"PI82KA\n", "CSA line 1: PI removes 82KA, but that piece is not on 82"},
      {"PI\nPI\n", "CSA line 2: PI must be the first position line, and only one"},
      {"P1-KY-KE-GI-KI-OU-KI-GI-KE-XX\n", "CSA line 1: bad cell '-XX' for 11"},
      {"P1-KY-KE-GI-KI-OU-KI-GI-KE-KY-KY\n", "CSA line 1: a board row has 9 cells"},
      {"P1 *  *  *  *  *  *  *  *  * \nP1 *  *  *  *  *  *  *  *  * \n", "CSA line 2: a second P1 line"},
      {"P1 *  *  *  *  *  *  *  *  * \n+\n", "CSA line 2: the board rows P1..P9 are not all there"},
      {"P1 *  *  *  *  *  *  *  *  * \nP+00FU\n", "CSA line 2: P+/P- before all nine board rows"},
      {"PI\nP+57FU\n+\n", "CSA line 2: '57FU': 57 is not empty"},
      {"PI\nP+00OU\n+\n", "CSA line 2: '00OU': only unpromoted pieces other than OU go in hand"},
      {"PI\nP+00TO\n", "CSA line 2: '00TO': only unpromoted pieces"},
      {"PI\nP+00FU\n+\n", "CSA line 3: too many FU (19; a set has 18)"},
      {"P-11OU\nP+00AL\nP-00AL\n+\n", "CSA line 3: a second 00AL"},
      {"P-11OU\nP+00AL00FU\n", "CSA line 2: 00AL must end the line"},
      {"P-11OU\nP+55XX\n", "CSA line 2: unknown piece in '55XX'"},
      {"P1+OU+OU *  *  *  *  *  *  * \n" + empty_rows + "+\n",
       "CSA line 10: the start position is not valid: bad SFEN: two kings of one side"},
      {"V2.2\n+\n", "CSA line 2: the start position (PI or P1..P9) must come before the side to move"},
      {"PI\n+7776FU\n", "CSA line 2: a move before the side to move"},
      {pi + "+\n", "CSA line 4: a second side-to-move line ('+')"},
      {pi + "-3334FU\n", "CSA line 4: '-3334FU' is a move of White, but Black is to move"},
      {pi + "+776FU\n", "CSA line 4: a move is like +7776FU or +0055KA, not '+776FU'"},
      {pi + "+7776XX\n", "CSA line 4: a move is like"},
      {pi + "+7706FU\n", "CSA line 4: a move is like"},
      {pi + "+7776KY\n", "CSA line 4: '+7776KY': the piece on 77 is FU, not KY"},
      {pi + "+8822KA\n", "CSA line 4: illegal move +8822KA (8h2b)"},
      {pi + "+5556FU\n", "CSA line 4: '+5556FU': there is no piece of Black on 55"},
      {pi + "+2332FU\n", "CSA line 4: '+2332FU': there is no piece of Black on 23"},
      {pi + "+7775FU\n", "CSA line 4: illegal move +7775FU (7g7e)"},
      {pi + "+7776TO\n", "CSA line 4: illegal move +7776TO (7g7f+)"},
      {pi + "+0055KA\n", "CSA line 4: illegal move +0055KA (B*5e)"},
      {pi + "+0055UM\n", "CSA line 4: '+0055UM' drops a piece that cannot be in hand"},
      {pi + "T1\n", "CSA line 4: a time (T1) before the first move"},
      {"PI\nT1\n", "CSA line 2: a time (T1) before the first move"},
      {pi + "+7776FU\nT1\nT2\n", "CSA line 6: a second time line for one move"},
      {pi + "+7776FU\nTx\n", "CSA line 5: a time is T and the seconds"},
      {pi + "+7776FU\nT1.2345\n", "CSA line 5: a time is T and the seconds"},
      {pi + "+7776FU\nT99999999\n", "CSA line 5: a time is T and the seconds"},
      {pi + "%FOO\n", "CSA line 4: unknown ending '%FOO'"},
      {pi + "%MATTA\n", "CSA line 4: %MATTA (a take-back request) does not belong in a game record"},
      {pi + "%TORYO\n-3334FU\n", "CSA line 5: a move after the ending %TORYO"},
      {pi + "%TORYO\n%CHUDAN\n", "CSA line 5: a second ending (%CHUDAN)"},
      {"PI\n%TORYO\n", "CSA line 2: an ending (%TORYO) before the side to move"},
      {pi + "+7776FU,,T1\n", "CSA line 4: an empty statement between commas"},
      {pi + "X123\n", "CSA line 4: not a CSA statement: 'X123'"},
      {pi + "%TORYO\n/\nPI\n+\n", "CSA line 5: the file holds several games ('/')"},
      {"V2.2\nPI\n", "CSA line 3: the record ends before the side to move"},
      {"", "CSA line 1: the record ends before the side to move"},
      {"'CSA encoding=SHIFT_JIS\n", "CSA line 1: the record is in SHIFT_JIS; convert it to UTF-8 first"},
      {"N+\x96\xbc\x90\x6c\n", "the CSA text is not UTF-8"},
      {std::string(5u << 20, '\''), "the CSA text is too long"},
  };
  for (const auto& [text, message] : cases)
    EXPECT_TRUE(has_text(csa_error_of(text), message)) << csa_error_of(text) << "\nfor:\n" << text;
}

// User text: every cut of a record and every record with one byte replaced
// either reads or throws InputError; nothing else escapes, nothing crashes.
TEST(CsaImport, DamagedRecordsReadOrThrowInputError) {
  CsaInfo info;
  info.black_name = "a";
  info.comments = {"x", "y\nz"};
  for (const std::string& text :
       {kFloodgate, write_csa(*play_csa_game("", kMoves), info),
        write_csa(*play_csa_game("lnsgk2nl/6g2/ppppppbpp/9/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w RBSp 12", {"3c4d"}))}) {
    for (size_t cut = 0; cut < text.size(); cut += 3) {
      try {
        read_csa(text.substr(0, cut), registry());
      } catch (const InputError&) {
      }
    }
    for (size_t i = 0; i < text.size(); i += 5)
      for (char c : {'\0', '+', '-', '0', '9', '%', '\n', ',', 'T', '\'', 'P', 'A'}) {
        std::string damaged = text;
        damaged[i] = c;
        try {
          read_csa(damaged, registry());
        } catch (const InputError&) {
        }
      }
  }
}

// Found by fuzz_csa: a CR inside a name was kept by the reader but written as
// a space, so the record did not read back as it was.
// Found by fuzz_csa's 10M-execution run (fuzz/corpus/fuzz_csa/time-overflow):
// seven digits of seconds overflowed the milliseconds.
TEST(CsaImport, ATimeTooLongForMillisecondsIsRefusedNotWrapped) {
  const CsaRecord ok = read_csa("V2.2\nPI\n+\n+7776FU\nT2147483.647\n", registry());
  ASSERT_EQ(ok.times_ms.size(), 1u);
  EXPECT_EQ(ok.times_ms[0], 2147483647);
  try {
    read_csa("V2.2\nPI\n+\n+7776FU\nT3333332.2\n", registry());
    FAIL() << "a time past 2147483 s was read";
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "CSA line 5: a time of more than 2147483 seconds for one move ('T3333332.2')");
  }
}

TEST(CsaRoundTrip, ACarriageReturnInsideANameReadsBackAsWritten) {
  const CsaRecord record = read_csa("V2.2\nN+Al\rice\nN-Bob\n$EVENT:a\rb\nPI\n+\n+7776FU\n", registry());
  EXPECT_EQ(record.black_name, "Al ice");
  EXPECT_EQ(record.headers.at("EVENT"), "a b");
  CsaInfo info;
  info.black_name = record.black_name;
  info.white_name = record.white_name;
  const CsaRecord again = read_csa(write_csa(*play_csa_game("", record.moves), info), registry());
  EXPECT_EQ(again.black_name, record.black_name);
  EXPECT_EQ(again.white_name, record.white_name);
}

}  // namespace
}  // namespace hensoku::records
