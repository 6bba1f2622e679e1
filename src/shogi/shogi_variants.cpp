// Registers the shogi-family variants with the registry.
#include "shogi/shogi_game.h"
#include "variants/families.h"
#include "variants/registry.h"

namespace hensoku {

namespace {

std::vector<OptionSpec> common_options() {
  return {
      {"FirstPlayer", "combo", "black", {"black", "white"}, 0, 0,
       "Who moves first from the start position (SF-0.7): black (sente, the near side) or white."},
      {"Declaration", "check", "false", {}, 0, 0,
       "Allow the 27-point impasse declaration (SF-0.6): the mover plays 'win' when the conditions hold."},
  };
}

}  // namespace

void register_shogi_variants(Registry& registry) {
  VariantInfo shogi;
  shogi.name = "shogi";
  shogi.family = "shogi";
  shogi.title = "Standard shogi";
  shogi.title_ja = "本将棋";
  shogi.summary =
      "Standard 9x9 shogi with drops. Nifu, dead pieces and mate by pawn drop are illegal; "
      "a side with no legal move loses; fourfold repetition is a draw unless one side checked "
      "with every move, which then loses.";
  shogi.rule_ids = "SF-0";
  shogi.options = common_options();
  shogi.create = [](const RuleOptions& options) -> std::unique_ptr<Game> {
    return std::make_unique<shogi::ShogiGame>("shogi", options);
  };
  registry.add(std::move(shogi));
}

}  // namespace hensoku
