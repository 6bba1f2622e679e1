#include "variants/openings.h"

#include <fstream>
#include <sstream>

#include "variants/registry.h"

namespace hensoku {

std::vector<Opening> read_openings(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw InputError("cannot read openings file '" + path + "'");
  std::vector<Opening> out;
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    std::istringstream words(line);
    std::string first;
    if (!(words >> first) || first[0] == '#') continue;
    Opening o;
    std::string w;
    // After the position, the next word (if any) must be "moves"; `w` is
    // cleared when the line ends so that a SFEN's last field is not taken
    // for that word.
    if (first == "sfen") {
      while (words >> w && w != "moves") o.sfen += (o.sfen.empty() ? "" : " ") + w;
      if (w != "moves") w.clear();
      if (o.sfen.empty()) throw InputError(path + ":" + std::to_string(number) + ": missing SFEN");
    } else if (first == "startpos") {
      if (!(words >> w)) w.clear();
    } else {
      throw InputError(path + ":" + std::to_string(number) + ": expected 'startpos' or 'sfen', got '" + first + "'");
    }
    if (!w.empty() && w != "moves") throw InputError(path + ":" + std::to_string(number) + ": unexpected '" + w + "'");
    while (words >> w) o.moves.push_back(w);
    out.push_back(o);
  }
  if (out.empty()) throw InputError("openings file '" + path + "' has no opening");
  return out;
}

std::unique_ptr<Game> start_game(const std::string& variant, const Opening& opening, const RuleOptions& options) {
  std::unique_ptr<Game> game = create_game(variant, options);
  if (!opening.sfen.empty()) game->set_sfen(opening.sfen);
  for (const std::string& move : opening.moves) game->play(move);
  return game;
}

std::vector<std::unique_ptr<Game>> start_games(const std::string& variant, const std::string& path) {
  std::vector<std::unique_ptr<Game>> games;
  if (path.empty()) {
    games.push_back(create_game(variant));
    return games;
  }
  for (const Opening& opening : read_openings(path)) {
    games.push_back(start_game(variant, opening));
    if (games.back()->outcome().over() || games.back()->legal_moves().empty())
      throw InputError(path + ": opening " + std::to_string(games.size()) + " is already over (" +
                       games.back()->sfen() + ")");
  }
  return games;
}

}  // namespace hensoku
