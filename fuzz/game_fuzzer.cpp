// SFEN and move strings through the Game interface, for every variant of one
// family (HENSOKU_FUZZ_FAMILY: "shogi", "chu" or "hasami").
//
// Input: byte 0 picks the variant, byte 1 its rule options; then lines: the
// first is a set-up SFEN ("" or "startpos" for the start), each further line a
// move, "undo", or "sfen <SFEN>". Besides crashes, it checks the interface's
// promises: a refused SFEN or move changes nothing, a played move was legal,
// undo restores the position, the game's own SFEN reads back the same, and
// perft 1 counts the legal moves and only moves the game's history forbids
// besides.
#include <algorithm>
#include <iterator>
#include <memory>

#include "fuzz_util.h"
#include "variants/registry.h"

using namespace hensoku;
using hensoku::fuzz::check;

namespace {

constexpr size_t kMaxLines = 48;

std::vector<const VariantInfo*> family_variants() {
  std::vector<const VariantInfo*> out;
  for (const auto& v : registry().all())
    if (v.family == HENSOKU_FUZZ_FAMILY) out.push_back(&v);
  return out;
}

RuleOptions options_from_bits(const VariantInfo& info, uint8_t bits) {
  RuleOptions options;
  for (const auto& spec : info.options) {
    if (spec.type == "combo" && !spec.values.empty())
      options[spec.name] = spec.values[bits % spec.values.size()];
    else if (spec.type == "check")
      options[spec.name] = (bits & 1) ? "true" : "false";
    else if (spec.type == "spin")
      options[spec.name] = std::to_string(spec.min + bits % (spec.max - spec.min + 1));
    bits = uint8_t(bits >> 1 | bits << 7);
  }
  return options;
}

// set_sfen either succeeds and the game's own SFEN reads back the same, or it
// throws and changes nothing.
void try_set_sfen(Game& game, const std::string& sfen) {
  const std::string before = game.sfen();
  const size_t plies = game.history().size();
  try {
    game.set_sfen(sfen);
  } catch (const InputError&) {
    check(game.sfen() == before && game.history().size() == plies, "refused SFEN changed the game", sfen);
    return;
  }
  check(game.history().empty(), "set_sfen kept a history", sfen);
  const std::string own = game.sfen();
  std::unique_ptr<Game> again = game.clone();
  try {
    again->set_sfen(own);
  } catch (const InputError& e) {
    fuzz::fail("the game's own SFEN is refused", sfen + " -> " + own + ": " + e.what());
  }
  check(again->sfen() == own, "SFEN round trip differs", own + " -> " + again->sfen());
}

// perft counts the moves of the position and ignores repetition (game.h);
// legal_moves also applies the game's history. So perft 1 holds every legal
// move, and a move it holds beyond them is one that play() refuses (chu's
// fourth occurrence, CHU-R1). Compared sorted: the lists are hundreds long.
void check_perft_1(const Game& game, std::vector<std::string> legal) {
  std::vector<std::string> counted;
  const uint64_t perft1 = game.perft(1, [&](const std::string& move, uint64_t) { counted.push_back(move); });
  check(perft1 == counted.size(), "perft 1 is not the number of its root moves", game.sfen());
  std::sort(legal.begin(), legal.end());
  std::sort(counted.begin(), counted.end());
  check(std::includes(counted.begin(), counted.end(), legal.begin(), legal.end()),
        "a legal move perft 1 does not count", game.sfen());
  std::vector<std::string> extra;
  std::set_difference(counted.begin(), counted.end(), legal.begin(), legal.end(), std::back_inserter(extra));
  for (const std::string& move : extra) {
    std::unique_ptr<Game> probe = game.clone();
    bool refused = false;
    try {
      probe->play(move);
    } catch (const InputError&) {
      refused = true;
    }
    check(refused, "perft 1 counts a move legal_moves leaves out and play() accepts", game.sfen() + " " + move);
  }
}

void look_at(const Game& game) {
  const std::vector<std::string> moves = game.legal_moves();
  const std::vector<MoveView> views = game.legal_move_views();
  check(views.size() == moves.size(), "legal_move_views and legal_moves differ in number", game.sfen());
  const Outcome outcome = game.outcome();
  if (!outcome.over() && moves.size() < 2000) check_perft_1(game, moves);
  (void)game.view();
  (void)game.board_text();
  (void)game.key();
}

void try_play(Game& game, const std::string& move) {
  const std::string before = game.sfen();
  const std::vector<std::string> history = game.history();
  const std::vector<std::string> legal = game.legal_moves();
  try {
    game.play(move);
  } catch (const InputError&) {
    check(game.sfen() == before && game.history() == history, "refused move changed the game", before + " " + move);
    return;
  }
  const std::vector<std::string> after = game.history();
  if (after.size() == history.size()) {  // a declaration ("win") ends the game without a move
    check(game.outcome().over(), "a move was accepted but neither played nor ending the game", before + " " + move);
    return;
  }
  check(after.size() == history.size() + 1, "one move added more than one ply", before + " " + move);
  check(std::find(legal.begin(), legal.end(), after.back()) != legal.end(), "a move not in legal_moves was played",
        before + " " + move + " (recorded as " + after.back() + ")");
  std::unique_ptr<Game> undone = game.clone();
  check(undone->undo(), "undo refused after a move", before + " " + move);
  check(undone->sfen() == before, "undo did not restore the position", before + " " + move + " -> " + undone->sfen());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const std::vector<const VariantInfo*> variants = family_variants();
  if (size < 2 || variants.empty()) return 0;
  const VariantInfo& info = *variants[data[0] % variants.size()];
  std::unique_ptr<Game> game;
  try {
    game = info.create(options_from_bits(info, data[1]));
  } catch (const InputError&) {
    return 0;  // an option combination the variant refuses
  }
  std::vector<std::string> lines = fuzz::lines_of(fuzz::as_string(data + 2, size - 2), kMaxLines);
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string& line = lines[i];
    if (i == 0) {
      if (!line.empty() && line != "startpos") try_set_sfen(*game, line);
    } else if (line == "undo") {
      game->undo();
    } else if (line.rfind("sfen ", 0) == 0) {
      try_set_sfen(*game, line.substr(5));
    } else {
      try_play(*game, line);
    }
  }
  look_at(*game);
  return 0;
}
