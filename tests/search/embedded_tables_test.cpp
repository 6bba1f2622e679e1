// The tuned tables are data (data/eval/), built into the binary: every index
// names tables that exist and parse, and a table reads back the weights the
// engine played with when they were C++ literals.
#include <gtest/gtest.h>

#include "hasami/engine/hasami_params.h"
#include "search/embedded_texts.h"
#include "shogi/engine/shogi_params.h"

namespace hensoku::search {

using namespace hensoku::hasami::engine;
using namespace hensoku::shogi::engine;
namespace {

TEST(EmbeddedTables, EveryIndexNamesTablesThatParse) {
  for (const char* dir : {"shogi", "hasami"}) {
    const auto texts = tuned_texts_from_data(dir);
    EXPECT_FALSE(texts.empty()) << dir;
  }
  for (const auto& [variant, text] : shogi_tuned_texts())
    EXPECT_NO_THROW(read_shogi_params(text, kShogiUntunedParams)) << variant;
}

TEST(EmbeddedTables, UnknownPathsAreAbsent) {
  EXPECT_EQ(embedded_text("shogi/no-such-table.params"), nullptr);
  EXPECT_THROW(tuned_texts_from_data("no-such-family"), std::logic_error);
}

TEST(EmbeddedTables, HasamiTablesHoldTheCommittedWeights) {
  const auto& table = hasami_tuned_table();
  ASSERT_EQ(table.size(), 9u);
  const HasamiParams daihasami = {40, 0, 0, -20, -11, -8, -1, 42, -1, 3, 16, 150, -27, -17, 25, 0, 0, 0, 0, 0, 0};
  const HasamiParams captureall = {100, 0, 30, -20, 1, -8, 1, 0, 0, 0, 0, 0, 0, 0, 12, 5, -4, -2, -2, -10, 4};
  EXPECT_EQ(table.at("daihasami"), daihasami);
  EXPECT_EQ(table.at("hasami-captureall"), captureall);
  EXPECT_EQ(table.at("hasami"), captureall);  // same board, moves and captures: one table
  EXPECT_EQ(table.count("hasami-captureall"), 1u);
}

TEST(EmbeddedTables, ShogiVariantsShareTheirGroupsTable) {
  const auto& texts = shogi_tuned_texts();
  EXPECT_EQ(texts.at("swappergold"), texts.at("swapshogi"));
  EXPECT_EQ(texts.at("forcedcapture-kingcapture"), texts.at("trueforcedcapture"));
  EXPECT_NE(texts.at("shogi"), texts.at("swapshogi"));
  EXPECT_EQ(shogi_tuned_params("shogi")[0], 86);             // pawn in the fit to fsf's scores (docs/tuning.md)
  EXPECT_EQ(texts.at("mergeshogi"), texts.at("swapshogi"));  // SF-4 on the native path: shogi-session3
}

}  // namespace
}  // namespace hensoku::search
