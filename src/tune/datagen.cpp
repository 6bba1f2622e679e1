#include "tune/datagen.h"

#include <fmt/core.h>

#include <cstdlib>
#include <istream>
#include <ostream>
#include <sstream>

#include "core/prng.h"
#include "search/engine.h"
#include "tune/engine_move.h"
#include "variants/openings.h"
#include "variants/registry.h"

namespace hensoku::tune {

namespace {

// Black's result of a finished game, or of one cut at the ply cap (a draw).
float black_result(const Outcome& o) {
  if (o.kind != Outcome::Kind::Win) return 0.5f;
  return o.winner == Side::Black ? 1.0f : 0.0f;
}

std::string format_result(float r) { return r == 1.0f ? "1" : r == 0.0f ? "0" : "0.5"; }

}  // namespace

DatagenStats run_datagen(const DatagenOptions& o, std::ostream& out,
                         const std::function<void(const std::string&)>& progress) {
  if (!registry().find(o.variant)) throw InputError("unknown variant '" + o.variant + "'");
  if (o.games < 1 || o.nodes < 1 || o.random_plies < 0 || o.max_plies < 1 || o.weak_skill < 0 || o.weak_skill > 20 ||
      o.skill < 0 || o.skill > 20 || o.random_percent < 0 || o.random_percent > 100)
    throw InputError(
        "datagen: games, nodes and max plies must be positive, random plies not negative, skills 0-20, random "
        "percent 0-100");
  // With a weak side, one engine plays at SkillLevel weak_skill, the colours
  // alternating game by game: its mistakes make decisive games in variants
  // where equal engines draw nearly always.
  std::unique_ptr<Engine> engine = create_engine(o.variant);
  if (o.skill < 20) engine->set_option("SkillLevel", std::to_string(o.skill));
  std::unique_ptr<Engine> weak;
  if (o.weak_skill < 20) {
    weak = create_engine(o.variant);
    weak->set_option("SkillLevel", std::to_string(o.weak_skill));
  }
  const std::vector<std::unique_ptr<Game>> openings = start_games(o.variant, o.openings);
  Prng rng(o.seed * 0x9E3779B97F4A7C15ULL + 7);
  DatagenStats stats;
  out << "# hensoku datagen variant=" << o.variant << " games=" << o.games << " nodes=" << o.nodes
      << " random-plies=" << o.random_plies << " max-plies=" << o.max_plies << " adjudicate=" << o.adjudicate
      << " random-percent=" << o.random_percent << " skill=" << o.skill << " weak-skill=" << o.weak_skill
      << " seed=" << o.seed << (o.openings.empty() ? "" : " openings=" + o.openings) << "\n";
  for (int g = 0; g < o.games; ++g) {
    std::unique_ptr<Game> game = openings[size_t(g) % openings.size()]->clone();
    engine->new_game();
    if (weak) weak->new_game();
    const Side weak_side = g % 2 == 0 ? Side::White : Side::Black;
    std::vector<std::string> positions;  // "<sfen>" or "<sfen> score <cp>"
    Outcome outcome;
    int score = 0;  // the last search's score, mover's view
    for (int ply = 0; ply < o.max_plies; ++ply) {
      outcome = game->outcome();
      if (outcome.over()) break;
      std::vector<std::string> moves = game->legal_moves();
      if (moves.empty()) break;  // the Game's outcome says why; a face would see the same
      // Random plies open the game; later a random move now and then (both
      // sides alike) makes the mistakes that decide games between equals.
      if (ply < o.random_plies || (o.random_percent > 0 && int(rng.below(100)) < o.random_percent)) {
        if (ply >= o.random_plies) positions.push_back(game->sfen());
        game->play(moves[rng.below(moves.size())]);
        continue;
      }
      const std::string sfen = game->sfen();
      Engine& mover = weak && game->side_to_move() == weak_side ? *weak : *engine;
      std::string move = engine_move(mover, *game, o.nodes, score);
      positions.push_back(sfen + " score " + std::to_string(score));
      if (move == "resign") {
        outcome = {Outcome::Kind::Win, ~game->side_to_move(), "resign", "resigned"};
        break;
      }
      game->play(move);
    }
    if (!outcome.over()) outcome = game->outcome();
    // Cut at the ply cap: a clear search score decides, otherwise a draw.
    if (!outcome.over() && o.adjudicate > 0 && std::abs(score) >= o.adjudicate) {
      const Side mover = ~game->side_to_move();  // the last search was for the side that then moved
      outcome = {Outcome::Kind::Win, score > 0 ? mover : ~mover, "adjudicated", "score at the ply cap"};
    }
    const float result = black_result(outcome);
    for (const std::string& sfen : positions) out << format_result(result) << ' ' << sfen << '\n';
    out.flush();
    ++stats.games;
    stats.positions += positions.size();
    if (result == 1.0f) ++stats.black_wins;
    else if (result == 0.0f) ++stats.white_wins;
    else ++stats.draws;
    if (progress)
      progress(fmt::format("game {}/{}: {} after {} plies ({}); {} positions", g + 1, o.games,
                           format_result(result), game->history().size(),
                           outcome.over() ? outcome.code : "ply cap", stats.positions));
  }
  return stats;
}

std::string read_datagen(std::istream& in, std::vector<LabelledPosition>& out) {
  std::string line, variant;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty()) continue;
    if (line[0] == '#') {
      std::istringstream fields(line);
      std::string field;
      while (fields >> field)
        if (field.rfind("variant=", 0) == 0) variant = field.substr(8);
      continue;
    }
    const size_t space = line.find(' ');
    const std::string result = line.substr(0, space);
    LabelledPosition p;
    if (result == "1") p.black_result = 1.0f;
    else if (result == "0") p.black_result = 0.0f;
    else if (result == "0.5") p.black_result = 0.5f;
    else throw InputError("data line " + std::to_string(number) + ": expected '<1|0.5|0> <sfen>', got '" + line + "'");
    if (space == std::string::npos || space + 1 >= line.size())
      throw InputError("data line " + std::to_string(number) + ": no SFEN after the result");
    p.sfen = line.substr(space + 1);
    if (const size_t at = p.sfen.find(" score "); at != std::string::npos) {
      const std::string value = p.sfen.substr(at + 7);
      char* end = nullptr;
      const long cp = std::strtol(value.c_str(), &end, 10);
      if (value.empty() || *end != '\0' || cp < -100000 || cp > 100000)
        throw InputError("data line " + std::to_string(number) + ": malformed score '" + value + "'");
      p.score = int(cp);
      p.sfen.resize(at);
    }
    out.push_back(std::move(p));
  }
  if (variant.empty()) throw InputError("data file has no '# hensoku datagen variant=...' header");
  return variant;
}

}  // namespace hensoku::tune
