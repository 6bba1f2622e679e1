#include "tune/datagen.h"

#include <fmt/core.h>

#include <future>
#include <istream>
#include <ostream>
#include <sstream>

#include "core/prng.h"
#include "search/engine.h"
#include "variants/registry.h"

namespace hensoku::tune {

namespace {

// The engine's move at a node budget; "resign" when it has none.
std::string engine_move(Engine& engine, const Game& game, uint64_t nodes) {
  SearchLimits limits;
  limits.nodes = nodes;
  std::promise<std::string> best;
  engine.go(game, limits, [](const SearchInfo&) {}, [&best](const BestMove& m) { best.set_value(m.move); });
  std::string move = best.get_future().get();
  engine.wait();
  return move;
}

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
  if (o.games < 1 || o.nodes < 1 || o.random_plies < 0 || o.max_plies < 1)
    throw InputError("datagen: games, nodes and max plies must be positive, random plies not negative");
  std::unique_ptr<Engine> engine = create_engine(o.variant);
  Prng rng(o.seed * 0x9E3779B97F4A7C15ULL + 7);
  DatagenStats stats;
  out << "# hensoku datagen variant=" << o.variant << " games=" << o.games << " nodes=" << o.nodes
      << " random-plies=" << o.random_plies << " max-plies=" << o.max_plies << " seed=" << o.seed << "\n";
  for (int g = 0; g < o.games; ++g) {
    std::unique_ptr<Game> game = create_game(o.variant);
    engine->new_game();
    std::vector<std::string> positions;
    Outcome outcome;
    for (int ply = 0; ply < o.max_plies; ++ply) {
      outcome = game->outcome();
      if (outcome.over()) break;
      std::vector<std::string> moves = game->legal_moves();
      if (moves.empty()) break;  // the Game's outcome says why; a face would see the same
      if (ply < o.random_plies) {
        game->play(moves[rng.below(moves.size())]);
        continue;
      }
      positions.push_back(game->sfen());
      std::string move = engine_move(*engine, *game, o.nodes);
      if (move == "resign") {
        outcome = {Outcome::Kind::Win, ~game->side_to_move(), "resign", "resigned"};
        break;
      }
      game->play(move);
    }
    if (!outcome.over()) outcome = game->outcome();
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
    out.push_back(std::move(p));
  }
  if (variant.empty()) throw InputError("data file has no '# hensoku datagen variant=...' header");
  return variant;
}

}  // namespace hensoku::tune
