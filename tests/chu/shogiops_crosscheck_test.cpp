// Cross-check against lishogi's rules library shogiops (npm, test-only):
// over random playout positions the legal-move sets (by outcome) must agree,
// except where a documented rule difference (chu.md CHU-O) explains it. Under
// ChuRules=lishogi they must agree exactly, and so must the game ends.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "chu/lion.h"
#include "chu/movegen.h"
#include "chu/notation.h"
#include "chu/result.h"
#include "chu_test_util.h"
#include "core/prng.h"

namespace hensoku::chu {
namespace {

namespace fs = std::filesystem;
const fs::path kDir = fs::path("tests/chu/shogiops");

// Our canonical spelling, with every pass written "<from>pass" like the script.
std::string spelled(const Position& pos, const Move& m) {
  if (m.from == m.to && pos.at(m.mid) == kNoPiece) return square_name(m.from) + "pass";
  return move_to_string(m);
}

std::set<std::string> our_moves(const Position& pos, const Rules& rules) {
  MoveList list;
  generate_moves(pos, rules, list);
  std::set<std::string> out;
  for (const Move& m : list) out.insert(spelled(pos, m));
  return out;
}

// Random playouts, preferring captures so that lions get traded and the
// counter-strike state occurs.
std::vector<std::string> playout_positions(int wanted) {
  Prng rng(20261121);
  Rules rules;
  std::vector<std::string> out;
  while (int(out.size()) < wanted) {
    Position pos;
    pos.set_sfen(Position::kStartSfen);
    for (int ply = 0; ply < 220 && int(out.size()) < wanted; ++ply) {
      MoveList list;
      generate_moves(pos, rules, list);
      if (list.size == 0) break;
      std::vector<Move> captures;
      for (const Move& m : list) {
        uint8_t caps[2];
        if (pos.captures(m, caps)) captures.push_back(m);
      }
      Move m = !captures.empty() && rng.below(3) != 0 ? captures[rng.below(captures.size())]
                                                      : list.moves[rng.below(uint64_t(list.size))];
      Undo u;
      pos.make(m, u);
      out.push_back(pos.sfen());
      bool royal_left[2] = {false, false};
      for (int s = 0; s < kSquares; ++s)
        if (pos.at(s) != kNoPiece && is_royal(type_of(pos.at(s)))) royal_left[index(side_of(pos.at(s)))] = true;
      if (!royal_left[0] || !royal_left[1]) break;
    }
  }
  return out;
}

// A move in our spelling, decoded without a legality check.
Move decode(const std::string& text) {
  Move m;
  std::vector<int> sq;
  size_t p = 0;
  while (p < text.size() && text[p] != '+') sq.push_back(parse_square(text, p));
  m.from = uint8_t(sq.front());
  m.to = uint8_t(sq.back());
  if (sq.size() == 3) m.mid = uint8_t(sq[1]);
  m.promote = p < text.size();
  return m;
}

bool takes_protected_lion_by_non_lion(const Position& pos, const Move& m, const Rules& rules, bool want_protected) {
  if (pos.strike_square() == kNoSquare || is_lion(type_of(pos.at(m.from)))) return false;
  uint8_t caps[2];
  int n = pos.captures(m, caps);
  bool any = false;
  for (int i = 0; i < n; ++i)
    if (is_lion(type_of(pos.at(caps[i])))) {
      if (lion_protected(pos, m, caps[i], rules) != want_protected) return false;
      any = true;
    }
  return any;
}

// The CHU-O rule that explains a difference, or "" if none does.
std::string explain(const Position& pos, const std::string& move, bool only_ours) {
  if (move.find("pass") != std::string::npos) return "";
  Move m = decode(move);
  Rules association;
  if (only_ours && takes_protected_lion_by_non_lion(pos, m, association, false))
    return "CHU-O lishogi: no Okazaki exception (unprotected lion under counter-strike)";
  if (!only_ours && takes_protected_lion_by_non_lion(pos, m, association, true) && m.to == pos.strike_square())
    return "CHU-O lishogi: same-square recapture of a protected lion under counter-strike";
  if (!only_ours && m.promote && type_of(pos.at(m.from)) == Lance && on_last_rank(pos.side_to_move(), m.to))
    return "CHU-O lishogi: lance promotes on the last rank";
  return "";
}

// The same for the western rule set.
std::string explain_western(const Position& pos, const std::string& move, bool only_ours) {
  if (move.find("pass") != std::string::npos) return "";
  Move m = decode(move);
  Rules association, western;
  western.set = RuleSet::Western;
  if (only_ours && is_lion(type_of(pos.at(m.from))) && m.mid != kNoSquare && m.to != m.from &&
      pos.at(m.to) != kNoPiece && is_lion(type_of(pos.at(m.to))) && lion_protected(pos, m, m.to, association) &&
      !lion_protected(pos, m, m.to, western))
    return "CHU-O western: a pawn or go-between taken on the first step does not protect";
  if (!only_ours && pos.strike_square() != kNoSquare && m.to == pos.strike_square() &&
      !is_lion(type_of(pos.at(m.from))) && pos.at(m.to) != kNoPiece && is_lion(type_of(pos.at(m.to))))
    return "CHU-O western: counter-strike forbids every lion capture by a non-lion";
  if (!only_ours && m.promote && type_of(pos.at(m.from)) == Lance && on_last_rank(pos.side_to_move(), m.to))
    return "CHU-O lishogi: lance promotes on the last rank";
  return "";
}

std::vector<std::string> run_shogiops(const std::vector<std::string>& sfens, const char* script = "crosscheck.mjs") {
  fs::path in = fs::temp_directory_path() / ("chu_crosscheck_" + std::to_string(::getpid()) + ".txt");
  {
    std::ofstream f(in);
    for (const auto& s : sfens) f << s << "\n";
  }
  std::string cmd = "node " + (kDir / script).string() + " " + in.string();
  FILE* pipe = popen(cmd.c_str(), "r");
  std::string text;
  char buf[65536];
  while (size_t n = fread(buf, 1, sizeof buf, pipe)) text.append(buf, n);
  int status = pclose(pipe);
  fs::remove(in);
  EXPECT_EQ(status, 0) << "node failed: " << cmd;
  std::vector<std::string> lines;
  std::istringstream ls(text);
  for (std::string l; std::getline(ls, l);) lines.push_back(l);
  return lines;
}

class ShogiopsCrossCheck : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!fs::exists(kDir / "node_modules" / "shogiops"))
      GTEST_SKIP() << "shogiops is not installed: run scripts/install-deps.sh (npm ci --prefix tests/chu/shogiops)";
  }
};

std::set<std::string> parse_set(const std::string& line) {
  std::istringstream in(line);
  std::set<std::string> out;
  for (std::string w; in >> w;) out.insert(w);
  return out;
}

// Crowded random positions around the centre: lions, kirins, eagles and
// falcons among pawns, go-betweens and sliders, often with the counter-strike
// state on, so that the lion rules (protection, bridges, x-rays, CHU-L4) are
// exercised far more than in playouts.
std::vector<std::string> lion_melee_positions(int wanted) {
  static const std::vector<std::string> kTokens = {"N", "N", "+O", "O", "+D", "+H", "P", "P", "P", "I", "I",
                                                   "S", "G", "R", "B", "L", "Q", "C", "F", "+P"};
  Prng rng(4242);
  std::vector<std::string> out;
  while (int(out.size()) < wanted) {
    std::string cells[kSquares];
    cells[make_square(11, 0)].push_back('K');
    cells[make_square(0, 11)].push_back('k');
    int pieces = 10 + int(rng.below(14));
    for (int i = 0; i < pieces; ++i) {
      int sq = make_square(2 + int(rng.below(8)), 2 + int(rng.below(8)));
      std::string t = kTokens[rng.below(kTokens.size())];
      if (rng.below(2)) t.back() = char(std::tolower(static_cast<unsigned char>(t.back())));
      cells[sq] = t;
    }
    bool white = rng.below(2);
    std::string board;
    for (int r = 0; r < kSize; ++r) {
      int empty = 0;
      for (int c = 0; c < kSize; ++c) {
        const std::string& t = cells[make_square(r, c)];
        if (t.empty()) { ++empty; continue; }
        if (empty) board += std::to_string(empty), empty = 0;
        board += t;
      }
      if (empty) board += std::to_string(empty);
      if (r + 1 < kSize) board += '/';
    }
    // Counter-strike on half the time: a square holding a piece of the side
    // that just moved, or an empty one (after an igui).
    std::string strike = "-";
    if (rng.below(2)) {
      for (int tries = 0; tries < 50; ++tries) {
        int sq = make_square(2 + int(rng.below(8)), 2 + int(rng.below(8)));
        const std::string& t = cells[sq];
        bool mover_piece = !t.empty() && (std::islower(static_cast<unsigned char>(t.back())) != 0) != white;
        if (t.empty() || mover_piece) {
          strike = square_name(sq);
          break;
        }
      }
    }
    board.append(white ? " w " : " b ");
    board.append(strike);
    board.append(" 1");
    out.push_back(board);
  }
  return out;
}

// Constructed positions where each documented difference must show up.
std::vector<std::string> rule_difference_positions() {
  using test::sfen_of;
  return {
      sfen_of("6f:G 6e:n 2b:p 12l:K 12a:k", 'b', "2b"),   // Okazaki: unprotected lion
      sfen_of("6f:G 6e:+o 6d:g 12l:K 12a:k", 'b', "6e"),  // same-square recapture
      sfen_of("6c:L 12l:K 12a:k"),                        // lance on the last rank
  };
}

TEST_F(ShogiopsCrossCheck, CHU_O_AssociationMoveSetsAgreeExceptDocumentedRuleDifferences) {
  auto sfens = playout_positions(3000);
  for (const auto& s : lion_melee_positions(2000)) sfens.push_back(s);
  for (const auto& s : rule_difference_positions()) sfens.push_back(s);
  auto theirs = run_shogiops(sfens);
  ASSERT_EQ(theirs.size(), sfens.size());
  std::map<std::string, int> explained;
  int unexplained = 0, strike_positions = 0;
  for (size_t i = 0; i < sfens.size(); ++i) {
    Position pos;
    pos.set_sfen(sfens[i]);
    strike_positions += pos.strike_square() != kNoSquare;
    auto ours = our_moves(pos, Rules{});
    auto other = parse_set(theirs[i]);
    for (const auto& m : ours)
      if (!other.count(m)) {
        std::string why = explain(pos, m, true);
        if (why.empty() && ++unexplained <= 10) ADD_FAILURE() << "only hensoku: " << m << " in " << sfens[i];
        ++explained[why.empty() ? "unexplained" : why];
      }
    for (const auto& m : other)
      if (!ours.count(m)) {
        std::string why = explain(pos, m, false);
        if (why.empty() && ++unexplained <= 10) ADD_FAILURE() << "only shogiops: " << m << " in " << sfens[i];
        ++explained[why.empty() ? "unexplained" : why];
      }
  }
  for (const auto& [why, n] : explained) std::printf("  %5d  %s\n", n, why.c_str());
  std::printf("  %zu positions, %d with the counter-strike state on\n", sfens.size(), strike_positions);
  EXPECT_EQ(unexplained, 0);
  EXPECT_EQ(explained.size(), 3u) << "every documented difference should have been seen";
}

TEST_F(ShogiopsCrossCheck, CHU_O_WesternMoveSetsAgreeExceptDocumentedRuleDifferences) {
  auto sfens = lion_melee_positions(2000);
  auto theirs = run_shogiops(sfens);
  ASSERT_EQ(theirs.size(), sfens.size());
  Rules western;
  western.set = RuleSet::Western;
  std::map<std::string, int> explained;
  int unexplained = 0;
  for (size_t i = 0; i < sfens.size(); ++i) {
    Position pos;
    pos.set_sfen(sfens[i]);
    auto ours = our_moves(pos, western);
    auto other = parse_set(theirs[i]);
    for (int side = 0; side < 2; ++side)
      for (const auto& m : side == 0 ? ours : other)
        if (!(side == 0 ? other : ours).count(m)) {
          std::string why = explain_western(pos, m, side == 0);
          if (why.empty() && ++unexplained <= 10)
            ADD_FAILURE() << (side == 0 ? "only hensoku: " : "only shogiops: ") << m << " in " << sfens[i];
          ++explained[why.empty() ? "unexplained" : why];
        }
  }
  for (const auto& [why, n] : explained) std::printf("  %5d  %s\n", n, why.c_str());
  EXPECT_EQ(unexplained, 0);
  EXPECT_EQ(explained.size(), 3u) << "every documented difference should have been seen";
}

TEST_F(ShogiopsCrossCheck, CHU_O_LishogiRuleSetAgreesExactly) {
  auto sfens = playout_positions(3000);
  for (const auto& s : lion_melee_positions(2000)) sfens.push_back(s);
  for (const auto& s : rule_difference_positions()) sfens.push_back(s);
  auto theirs = run_shogiops(sfens);
  ASSERT_EQ(theirs.size(), sfens.size());
  Rules lishogi;
  lishogi.set = RuleSet::Lishogi;
  int mismatches = 0;
  for (size_t i = 0; i < sfens.size(); ++i) {
    Position pos;
    pos.set_sfen(sfens[i]);
    if (our_moves(pos, lishogi) != parse_set(theirs[i]) && ++mismatches <= 5)
      ADD_FAILURE() << "move sets differ in " << sfens[i];
  }
  EXPECT_EQ(mismatches, 0);
}

// --- game ends under ChuRules=lishogi ---------------------------------------

Rules lishogi_rules() {
  Rules r;
  r.set = RuleSet::Lishogi;
  return r;
}

// Lishogi-rules playouts that strongly prefer captures of non-royal
// pieces, so that games run down to bare kings, kings and pawns, and lone
// kings (a royal is taken only now and then). Kept: every 25th position
// after the opening, and every one once a side is down to three pieces or
// fewer besides its royals, up to and including the one where the game ends.
std::vector<std::string> lishogi_playout_positions(int wanted) {
  Prng rng(20261127);
  const Rules rules = lishogi_rules();
  std::vector<std::string> out;
  while (int(out.size()) < wanted) {
    Position pos;
    pos.set_sfen(Position::kStartSfen);
    for (int ply = 0; ply < 1500 && int(out.size()) < wanted; ++ply) {
      MoveList list;
      generate_moves(pos, rules, list);
      if (lishogi_result(pos, list.size > 0).verdict != Verdict::None) break;
      std::vector<Move> captures, safe;
      for (const Move& m : list) {
        uint8_t caps[2];
        const int n = pos.captures(m, caps);
        bool royal = false;
        for (int i = 0; i < n; ++i) royal |= is_royal(type_of(pos.at(caps[i])));
        if (n > 0 && (!royal || rng.below(30) == 0)) captures.push_back(m);
        if (!royal) safe.push_back(m);
      }
      Move m = !captures.empty() && rng.below(8) != 0 ? captures[rng.below(captures.size())]
               : !safe.empty()                        ? safe[rng.below(safe.size())]
                                                      : list.moves[rng.below(uint64_t(list.size))];
      Undo u;
      pos.make(m, u);
      if (ply >= 60 && (rng.below(25) == 0 || live_pieces(pos, Side::Black) <= 3 || live_pieces(pos, Side::White) <= 3))
        out.push_back(pos.sfen());
    }
  }
  return out;
}

// Sparse endgames around the centre: one royal a side (sometimes a second,
// sometimes none for the side to move), a few pieces among pawns,
// go-betweens, dead pawns and lances, and counting pieces, often next to
// the other king: the corners of lishogi's bare-king and two-kings rules.
std::vector<std::string> sparse_endgame_positions(int wanted) {
  static const std::vector<std::string> kTokens = {"P", "P", "I", "I", "G", "+P", "N", "S", "L", "R", "+I", "C"};
  Prng rng(777);
  std::vector<std::string> out;
  while (int(out.size()) < wanted) {
    std::vector<std::string> cells(kSquares);
    auto near_centre = [&] { return make_square(3 + int(rng.below(5)), 3 + int(rng.below(5))); };
    auto place = [&](int sq, const std::string& t) {
      if (cells[sq].empty()) cells[sq] = t;
    };
    const bool white = rng.below(2);
    for (int side = 0; side < 2; ++side) {
      const bool lower = side == 1;
      auto token = [&](std::string t) {
        if (lower) t.back() = char(std::tolower(static_cast<unsigned char>(t.back())));
        return t;
      };
      const bool mover = (side == 1) == white;
      if (!(mover && rng.below(40) == 0)) place(near_centre(), token("K"));
      if (rng.below(10) == 0) place(near_centre(), token("+E"));
      const int extra = int(rng.below(4));
      for (int i = 0; i < extra; ++i) place(near_centre(), token(kTokens[rng.below(kTokens.size())]));
      if (rng.below(4) == 0) {  // a dead pawn or lance on its last rank
        const int row = side == 0 ? 0 : kSize - 1;
        place(make_square(row, int(rng.below(kSize))), token(rng.below(2) ? "P" : "L"));
      }
    }
    std::string board;
    for (int r = 0; r < kSize; ++r) {
      int empty = 0;
      for (int c = 0; c < kSize; ++c) {
        const std::string& t = cells[make_square(r, c)];
        if (t.empty()) {
          ++empty;
          continue;
        }
        if (empty) board += std::to_string(empty), empty = 0;
        board += t;
      }
      if (empty) board += std::to_string(empty);
      if (r + 1 < kSize) board += '/';
    }
    out.push_back(board + (white ? " w - 1" : " b - 1"));
  }
  // The positions of the LishogiRules tests in result_test.cpp, so that
  // shogiops confirms what they expect. Among them Black walled in by its
  // own blocked pawns and lance: no legal move, judged before a bare king.
  using test::sfen_of;
  for (const std::string& s : {std::string("12/12/12/12/6k5/4P7/6K5/12/12/12/12/12 w - 1"),
                               std::string("12/12/12/12/6k5/5K6/12/4G7/12/12/12/12 w - 1"),
                               std::string("12/12/12/6k5/12/5K6/12/4G7/12/12/12/12 b - 1"),
                               std::string("r4k5b/12/6g5/12/12/12/12/12/12/12/12/5K6 b - 1"),
                               sfen_of("12l:K 6f:G 1a:k", 'w'),
                               sfen_of("12l:K 6f:G 1a:k", 'b'),
                               sfen_of("12l:K 1b:G 1a:k", 'b'),
                               sfen_of("12l:K 1b:G 6f:G 1a:k", 'w'),
                               sfen_of("12l:K 6f:G 1a:k 3c:i", 'w'),
                               sfen_of("12l:K 6f:G 1a:k 3l:p", 'w'),
                               sfen_of("12l:K 6f:P 6g:I 5a:L 1a:k", 'w'),
                               sfen_of("12l:K 11l:+E 6f:G 1a:k", 'w'),
                               sfen_of("12l:K 1a:k"),
                               sfen_of("12l:K 1a:k 3a:P 5l:l"),
                               sfen_of("12l:K 1a:k 3c:P"),
                               sfen_of("6f:K 6e:k"),
                               sfen_of("12l:K 11l:S 1b:G 1c:G 1a:k 12a:g 11a:s", 'w'),
                               sfen_of("1a:K 2a:P 1b:P 2b:P 3a:P 3b:L 6f:k"),
                               sfen_of("1a:K 2a:P 1b:P 2b:P 3a:P 3b:L 6f:k", 'w'),
                               sfen_of("12l:K 6f:G 1a:g"),
                               sfen_of("1a:K 2a:P 1b:P 2b:P 6f:k")})
    out.push_back(s);
  return out;
}

// Hensoku's game end as shogiops spells it (outcome.mjs).
std::string shogiops_spelling(const Outcome& o) {
  if (!o.over()) return "none";
  static const std::map<std::string, std::string> kResults = {{"royal-captured", "kingslost"},
                                                              {"no-legal-move", "stalemate"},
                                                              {"bare-king", "bareking"},
                                                              {"kings-only", "draw"}};
  auto it = kResults.find(o.code);
  const std::string result = it == kResults.end() ? o.code : it->second;
  if (o.kind == Outcome::Kind::Draw) return result + " -";
  return result + (o.winner == Side::Black ? " sente" : " gote");
}

TEST_F(ShogiopsCrossCheck, CHU_O_LishogiGameEndsAgreeExactly) {
  auto sfens = lishogi_playout_positions(6000);
  for (const auto& s : sparse_endgame_positions(3000)) sfens.push_back(s);
  auto theirs = run_shogiops(sfens, "outcome.mjs");
  ASSERT_EQ(theirs.size(), sfens.size());
  std::map<std::string, int> seen;
  int mismatches = 0;
  for (size_t i = 0; i < sfens.size(); ++i) {
    ChuGame game(RuleOptions{{"ChuRules", "lishogi"}});
    game.set_sfen(sfens[i]);
    const std::string ours = shogiops_spelling(game.outcome());
    ++seen[(i < 6000 ? "playout " : "endgame ") + theirs[i]];
    if (ours != theirs[i] && ++mismatches <= 10)
      ADD_FAILURE() << "hensoku '" << ours << "', shogiops '" << theirs[i] << "' in " << sfens[i];
  }
  for (const auto& [end, n] : seen) std::printf("  %5d  %s\n", n, end.c_str());
  EXPECT_EQ(mismatches, 0);
  // The playouts must reach lishogi's own ends, not only royal captures.
  for (const char* end :
       {"playout bareking sente", "playout bareking gote", "endgame draw -", "endgame none", "endgame bareking sente",
        "endgame bareking gote", "endgame stalemate gote", "endgame kingslost gote"})
    EXPECT_GT(seen[end], 0) << end;
}

}  // namespace
}  // namespace hensoku::chu
