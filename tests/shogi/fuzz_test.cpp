// Generator-driven fuzzing of the SFEN and move parsers: thousands of random
// mutations of valid strings. Every input is either accepted (and then gives a
// consistent position) or refused with InputError leaving the state as it
// was; nothing crashes (the sanitizer build runs this too).
#include <gtest/gtest.h>

#include <algorithm>

#include "core/prng.h"
#include "shogi/perft.h"
#include "shogi/shogi_game.h"
#include "test_util.h"

namespace hensoku::shogi {
namespace {

const std::vector<std::string> kSeeds = {
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    "8k/6S2/7G1/9/9/9/9/9/K8 b P 1",
    "7nk/9/6P2/9/9/9/9/9/9 b RG2P 1",
    "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
};
const std::string kAlphabet = "0123456789/+-*bwPLNSBRGKplnsbrgk x\t.";

std::string mutate(std::string s, Prng& rng) {
  int edits = 1 + int(rng.below(4));
  for (int e = 0; e < edits; ++e) {
    size_t at = s.empty() ? 0 : size_t(rng.below(s.size()));
    char c = kAlphabet[rng.below(kAlphabet.size())];
    switch (rng.below(5)) {
      case 0: if (!s.empty()) s[at] = c; break;
      case 1: s.insert(s.begin() + at, c); break;
      case 2: if (!s.empty()) s.erase(at, 1); break;
      case 3: if (!s.empty()) s.insert(at, s.substr(at, size_t(rng.below(6)))); break;
      default: if (!s.empty()) s.resize(at); break;
    }
  }
  return s;
}

TEST(ShogiFuzz, SfenParserSurvivesMutations) {
  Prng rng(77);
  int accepted = 0, refused = 0;
  for (int i = 0; i < 20000; ++i) {
    std::string text = mutate(kSeeds[rng.below(kSeeds.size())], rng);
    Position p;
    const Position before = p;
    try {
      p.set_sfen(text);
      ++accepted;
      // An accepted position is consistent: it round-trips, its key is right,
      // and its moves can be generated and played.
      Position q;
      q.set_sfen(p.sfen());
      ASSERT_TRUE(q.same_as(p)) << text;
      ASSERT_EQ(p.key(), p.compute_key());
      perft(p, 2);
    } catch (const InputError&) {
      ++refused;
      ASSERT_TRUE(p.same_as(before)) << text;
    }
  }
  EXPECT_GT(accepted, 100);
  EXPECT_GT(refused, 1000);
}

TEST(ShogiFuzz, MoveParserSurvivesMutations) {
  Prng rng(78);
  ShogiGame g("shogi", {});
  g.set_sfen("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1");
  std::vector<std::string> legal = g.legal_moves();
  const std::string before = g.sfen();
  int accepted = 0;
  for (int i = 0; i < 20000; ++i) {
    std::string text = mutate(legal[rng.below(legal.size())], rng);
    try {
      g.play(text);
      ++accepted;
      ASSERT_NE(std::find(legal.begin(), legal.end(), text), legal.end()) << "accepted an illegal move " << text;
      ASSERT_TRUE(g.undo());
    } catch (const InputError&) {
      ASSERT_EQ(g.sfen(), before) << text;
    }
    ASSERT_EQ(g.sfen(), before);
  }
  EXPECT_GT(accepted, 100);
}

// Merge Shogi (SF-4): SFEN with combined pieces "(LN)", "(+p+b)", mutated with
// parentheses too; accepted positions are consistent under the merge rules.
TEST(ShogiFuzz, SF_4_CombinedPieceSfenAndMergeMovesSurviveMutations) {
  const std::vector<std::string> seeds = {
      "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PP(PN)PPPPPP/1B5R1/L1SGKGSNL w - 2",
      "1k7/9/9/9/4(LN)4/9/9/K8/4(+p+b)4 b P 1",
      "k8/4(G+R)4/2(n+l)6/9/3(SB)5/9/9/K8/9 w Pp 1",
  };
  const std::string alphabet = kAlphabet + "()()";
  RuleSet merge;
  merge.merge = true;
  Prng rng(79);
  int accepted = 0, refused = 0;
  for (int i = 0; i < 10000; ++i) {
    std::string text = seeds[rng.below(seeds.size())];
    for (int e = 1 + int(rng.below(3)); e > 0; --e) {
      const size_t at = size_t(rng.below(text.size()));
      const char c = alphabet[rng.below(alphabet.size())];
      if (rng.below(2)) text[at] = c;
      else text.insert(text.begin() + at, c);
    }
    Position p;
    const Position before = p;
    try {
      p.set_sfen(text);
      ++accepted;
      Position q;
      q.set_sfen(p.sfen());
      ASSERT_TRUE(q.same_as(p)) << text;
      ASSERT_EQ(p.key(), p.compute_key());
      perft(p, 2, merge);
    } catch (const InputError&) {
      ++refused;
      ASSERT_TRUE(p.same_as(before)) << text;
    }
  }
  EXPECT_GT(accepted, 100);
  EXPECT_GT(refused, 1000);
  // Moves: mutated lance+knight and merge texts are legal ones or refused.
  ShogiGame g("mergeshogi", {});
  g.set_sfen("1k7/9/4L4/9/4(LN)N3/9/9/K8/9 b - 1");
  std::vector<std::string> legal = g.legal_moves();
  const std::string start = g.sfen();
  int played = 0;
  for (int i = 0; i < 5000; ++i) {
    std::string text = mutate(legal[rng.below(legal.size())], rng);
    try {
      g.play(text);
      ++played;
      ASSERT_NE(std::find(legal.begin(), legal.end(), text), legal.end()) << "accepted an illegal move " << text;
      ASSERT_TRUE(g.undo());
    } catch (const InputError&) {
      ASSERT_EQ(g.sfen(), start) << text;
    }
  }
  EXPECT_GT(played, 50);
}

}  // namespace
}  // namespace hensoku::shogi
