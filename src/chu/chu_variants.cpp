#include "chu/chu_game.h"
#include "variants/families.h"
#include "variants/registry.h"

namespace hensoku {

void register_chu_variants(Registry& registry) {
  VariantInfo info;
  info.name = "chushogi";
  info.family = "chu";
  info.title = "Chu shogi";
  info.title_ja = "中将棋";
  info.summary =
      "12x12 shogi with 46 pieces a side and no drops. The Lion moves twice per turn; capture every "
      "royal piece (King and Crown Prince), mate a lone royal, or leave the opponent a bare king. "
      "Japanese Chu Shogi Association rules by default.";
  info.rule_ids = "CHU";
  info.options.push_back({"ChuRules", "combo", "association", {"association", "western", "lishogi"}, 0, 0,
                          "Rule set: association (Japanese Chu Shogi Association), western (XBoard/Western), "
                          "lishogi (lishogi.org) - see docs/chu.md (CHU-O)"});
  info.options.push_back({"ChuLanceLastRankPromotion", "check", "false", {}, 0, 0,
                          "Correspondence option (CHU-P4): a lance reaching the last rank may always promote"});
  info.create = [](const RuleOptions& options) -> std::unique_ptr<Game> {
    return std::make_unique<chu::ChuGame>(options);
  };
  registry.add(std::move(info));
}

}  // namespace hensoku
