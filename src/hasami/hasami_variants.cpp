// The nine hasami-family variants (../../docs/hasami.md, rules HS-…).
#include <memory>

#include "hasami/hasami_game.h"
#include "hasami/rules.h"
#include "variants/families.h"
#include "variants/registry.h"

namespace hensoku {

namespace {

struct Description {
  const char* name;
  const char* title;
  const char* title_ja;
  const char* rule_ids;
  const char* summary;
};

const Description kDescriptions[] = {
    {"hasami", "Hasami Shogi", "はさみ将棋", "HS-0, HS-1",
     "9x9, nine stones each on the first rank. Stones move like rooks. Sandwich a line of enemy stones between "
     "the moved stone and another of yours to capture the whole line; a corner stone is taken by occupying both "
     "squares next to it. Reduce the opponent to one stone to win."},
    {"hasami-captureall", "Hasami Shogi (capture all)", "はさみ将棋（全取り）", "HS-0, HS-1a",
     "Hasami Shogi, but you win only by capturing every enemy stone."},
    {"hasami-onestep", "Hasami Shogi (one step)", "はさみ将棋（一歩ずつ）", "HS-0, HS-1b",
     "Hasami Shogi where a stone moves one square orthogonally to an empty square. Capture every enemy stone to "
     "win."},
    {"hasami-onestep18", "Hasami Shogi (one step, 18 stones)", "はさみ将棋（一歩ずつ・十八枚）", "HS-0, HS-1c",
     "One-step Hasami Shogi with eighteen stones each on the first two ranks. Capture every enemy stone to win."},
    {"daihasami", "Dai Hasami Shogi", "大はさみ将棋", "HS-0, HS-2",
     "9x9, eighteen stones each on the first two ranks. Stones move like rooks or jump over one adjacent stone "
     "to the empty square beyond (the jumped stone is not captured). Captures by sandwiching as in Hasami Shogi. "
     "Win with five of your stones in an unbroken orthogonal line outside your own first two ranks; if both sides "
     "drop below five stones the game is drawn."},
    {"daihasami-diagonal", "Dai Hasami Shogi (diagonal fives)", "大はさみ将棋（斜め五目あり）", "HS-0, HS-2a",
     "Dai Hasami Shogi where diagonal lines of five also win."},
    {"daihasami-onestep", "Dai Hasami Shogi (one step)", "大はさみ将棋（一歩ずつ）", "HS-0, HS-2b",
     "Dai Hasami Shogi where a stone moves one square orthogonally (jumps still allowed); diagonal lines of five "
     "also win."},
    {"makayek", "Ma-ka-yek", "マークイェック", "HS-0, HS-3",
     "8x8, sixteen stones each on the first and third ranks; stones move like rooks. Sandwich lines of enemy "
     "stones to capture them, or move between two enemy stones to capture both (intervention). No corner rule. "
     "Capture every enemy stone to win."},
    {"hasami-jsa", "Hasami Shogi (Japanese club rules)", "はさみ将棋（日本式ルール）", "HS-0, HS-4",
     "Hasami Shogi board and moves. Win by capturing five stones, or by leading by three captures when the lead "
     "still stands at your next turn."},
};

OptionSpec ply_limit_option() {
  return {"PlyLimit", "spin", "0", {}, 0, 100000,
          "draw after this many plies from the start (move number - 1); 0 = no limit"};
}

}  // namespace

void register_hasami_variants(Registry& registry) {
  for (const Description& d : kDescriptions) {
    const hasami::Rules& rules = hasami::rules_for(d.name);
    VariantInfo info;
    info.name = d.name;
    info.family = "hasami";
    info.title = d.title;
    info.title_ja = d.title_ja;
    info.summary = d.summary;
    info.rule_ids = d.rule_ids;
    info.options = {ply_limit_option()};
    info.create = [&rules](const RuleOptions& options) -> std::unique_ptr<Game> {
      return std::make_unique<hasami::HasamiGame>(rules, options);
    };
    registry.add(std::move(info));
  }
}

}  // namespace hensoku
