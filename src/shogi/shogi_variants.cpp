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

void add(Registry& registry, const std::string& name, const std::string& title, const std::string& title_ja,
         const std::string& summary, const std::string& rule_ids, std::vector<OptionSpec> extra = {}) {
  VariantInfo info;
  info.name = name;
  info.family = "shogi";
  info.title = title;
  info.title_ja = title_ja;
  info.summary = summary;
  info.rule_ids = rule_ids;
  info.options = common_options();
  for (auto& o : extra) info.options.push_back(std::move(o));
  info.create = [name](const RuleOptions& options) -> std::unique_ptr<Game> {
    return std::make_unique<shogi::ShogiGame>(name, options);
  };
  registry.add(std::move(info));
}

const char* const kForcedCommon =
    "Standard shogi, except that a side that can capture must capture (any capture, by any piece); "
    "drops are then not allowed. A side with no legal move loses.";

}  // namespace

void register_shogi_variants(Registry& registry) {
  add(registry, "shogi", "Standard shogi", "本将棋",
      "Standard 9x9 shogi with drops. Nifu, dead pieces and mate by pawn drop are illegal; "
      "a side with no legal move loses; fourfold repetition is a draw unless one side checked "
      "with every move, which then loses.",
      "SF-0");
  add(registry, "forcedcapture", "Forced Capture", "取る一手将棋",
      std::string(kForcedCommon) + " In check too: if a legal evasion captures, a capturing evasion must be played.",
      "SF-0, SF-5.1, SF-5.4",
      {{"CapturePriority", "combo", "legal", {"legal", "pseudo"}, 0, 0,
        "legal: only legal captures create the duty (default). pseudo: any capture, even one leaving the "
        "king in check, forbids non-captures; with no legal capture the side then has no move and loses."}});
  add(registry, "forcedcapture-kingonly", "Forced Capture (king answers checks)", "取る一手将棋 (王のみ)",
      std::string(kForcedCommon) + " In check only the king may move, capturing or not.", "SF-0, SF-5.2, SF-5.4");
  add(registry, "forcedcapture-kingcapture", "Forced Capture (no interposition)", "取る一手将棋 (合駒なし)",
      std::string(kForcedCommon) +
          " In check the king may move freely and other pieces may capture the checking piece; no interposition.",
      "SF-0, SF-5.3, SF-5.4");
  add(registry, "trueforcedcapture", "True Forced Capture", "真 取る一手将棋",
      std::string(kForcedCommon) + " In check every legal evasion is allowed and there is no capture duty.",
      "SF-0, SF-6");
  add(registry, "friendcapture", "Friend Capture", "仲間割れ将棋",
      "Standard shogi, except that any piece may also capture a friendly piece as if it were an enemy one, "
      "the king included as capturer; the own king can never be captured. A friendly piece taken goes, "
      "unpromoted, to the capturer's own hand. A side with no legal move loses.",
      "SF-0, SF-3");
  add(registry, "swappergold", "Swapper Gold", "身代わりの金",
      "Standard shogi, except that a gold, or a promoted piece that moves like one, may instead of moving "
      "swap places with a friendly piece (the king included) on a square it could step to. The displaced "
      "friend may promote when its displacement touches the promotion zone. A side with no legal move loses.",
      "SF-0, SF-1");
  add(registry, "swapshogi", "Swap Shogi", "スワップ将棋",
      "Standard shogi, except that any piece, the king included, may instead of moving swap places with a "
      "friendly piece within its reach (a step, a knight's jump, or the first piece along a line). Both "
      "pieces may promote when the swap touches the promotion zone. A side with no legal move loses.",
      "SF-0, SF-2");
  add(registry, "mergeshogi", "Merge Shogi", "合体将棋",
      "Standard shogi, except that a piece other than the king may move onto a friendly piece it could reach "
      "and merge with it into one combined piece that moves as both, when each gains moves from the other. "
      "A combined piece promotes only if it loses no move (a lance+knight chooses which part promotes); "
      "capturing it gives both parts, unpromoted. A side with no legal move loses.",
      "SF-0, SF-4");
}

}  // namespace hensoku
