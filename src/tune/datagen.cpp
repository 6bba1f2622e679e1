#include "tune/datagen.h"

#include <fmt/core.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
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

// Game g's own random stream: the same game whichever shard plays it.
uint64_t game_seed(uint64_t seed, int g) {
  uint64_t z = seed * 0x9E3779B97F4A7C15ULL + uint64_t(g) * 0xD1B54A32D192ED03ULL + 7;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

const std::string kMarker = "# game ";

// The header's text without its shard field: the same for every shard of a run.
std::string without_shard(const std::string& header) {
  const size_t at = header.find(" shard=");
  if (at == std::string::npos) return header;
  const size_t end = header.find(' ', at + 1);
  return header.substr(0, at) + (end == std::string::npos ? "" : header.substr(end));
}

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
  if (o.shard_count < 1 || o.shard_index < 1 || o.shard_index > o.shard_count)
    throw InputError("datagen: shard K/N needs 1 <= K <= N");
  const std::vector<std::unique_ptr<Game>> openings = start_games(o.variant, o.openings);
  DatagenStats stats;
  if (o.header) out << datagen_header(o) << "\n";
  for (int g = 0; g < o.games; ++g) {
    if ((g / 2) % o.shard_count != o.shard_index - 1) continue;
    if (o.done.count(g + 1)) {
      ++stats.resumed;
      continue;
    }
    Prng rng(game_seed(o.seed, g));
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
    out << kMarker << g + 1 << " result " << format_result(result) << " plies " << game->history().size()
        << " positions " << positions.size() << '\n';
    out.flush();
    ++stats.games;
    stats.positions += positions.size();
    if (result == 1.0f)
      ++stats.black_wins;
    else if (result == 0.0f)
      ++stats.white_wins;
    else
      ++stats.draws;
    if (progress)
      progress(fmt::format("game {}/{}: {} after {} plies ({}); {} positions", g + 1, o.games, format_result(result),
                           game->history().size(), outcome.over() ? outcome.code : "ply cap", stats.positions));
  }
  return stats;
}

std::string datagen_header(const DatagenOptions& o) {
  std::ostringstream h;
  h << "# hensoku datagen variant=" << o.variant << " games=" << o.games << " nodes=" << o.nodes
    << " random-plies=" << o.random_plies << " max-plies=" << o.max_plies << " adjudicate=" << o.adjudicate
    << " random-percent=" << o.random_percent << " skill=" << o.skill << " weak-skill=" << o.weak_skill
    << " seed=" << o.seed << (o.openings.empty() ? "" : " openings=" + o.openings);
  if (o.shard_count > 1) h << " shard=" << o.shard_index << '/' << o.shard_count;
  return h.str();
}

namespace {

// Game number of a marker line; 0 for any other line.
int marker_game(const std::string& line) {
  if (line.rfind(kMarker, 0) != 0) return 0;
  return std::atoi(line.c_str() + kMarker.size());
}

// Black's result in a marker line.
float marker_result(const std::string& line) {
  const size_t at = line.find(" result ");
  const std::string r = at == std::string::npos ? "" : line.substr(at + 8, line.find(' ', at + 8) - at - 8);
  return r == "1" ? 1.0f : r == "0" ? 0.0f : 0.5f;
}

}  // namespace

DatagenStats run_datagen_file(const DatagenOptions& options, const std::string& path, bool resume,
                              const std::function<void(const std::string&)>& progress) {
  DatagenOptions o = options;
  const std::string header = datagen_header(o);
  std::error_code ec;
  if (resume && std::filesystem::file_size(path, ec) > 0 && !ec) {
    std::ifstream in(path, std::ios::binary);
    std::string line;
    if (!std::getline(in, line) || line != header)
      throw InputError("'" + path + "' holds another datagen run (header '" + line.substr(0, 200) +
                       "'); give a new --out or delete it");
    std::streamoff keep = in.tellg();  // after the last complete game
    while (std::getline(in, line)) {
      if (in.eof()) break;  // a torn last line
      if (const int g = marker_game(line)) {
        o.done.insert(g);
        keep = in.tellg();
      }
    }
    in.close();
    std::filesystem::resize_file(path, uintmax_t(keep));
    o.header = false;
  }
  std::ofstream out(path, o.header ? std::ios::trunc : std::ios::app);
  if (!out) throw InputError("cannot write '" + path + "'");
  return run_datagen(o, out, progress);
}

void merge_datagen_file(DatagenMerge& merge, const std::string& path) {
  std::ifstream in(path);
  if (!in) throw InputError("cannot read '" + path + "'");
  std::string line;
  if (!std::getline(in, line) || line.rfind("# hensoku datagen ", 0) != 0 || in.eof())
    return;  // an empty file, or one whose header is still being written
  const std::string header = without_shard(line);
  if (merge.header.empty()) {
    merge.header = header;
    const size_t at = header.find(" games=");
    if (at != std::string::npos) merge.games_expected = std::atoi(header.c_str() + at + 7);
  } else if (header != merge.header) {
    throw InputError("'" + path + "' holds another datagen run: '" + header + "', not '" + merge.header + "'");
  }
  std::string block;
  uint64_t positions = 0;
  bool torn = false;
  while (std::getline(in, line)) {
    if (in.eof()) {  // a last line without its newline: still being written
      torn = true;
      break;
    }
    block += line + '\n';
    const int g = marker_game(line);
    if (!g) {
      ++positions;
      continue;
    }
    if (merge.games.emplace(g, std::move(block)).second) {
      merge.results[g] = marker_result(line);
      merge.positions += positions;
    } else {
      ++merge.repeats;
    }
    block.clear();
    positions = 0;
  }
  if (!block.empty() || torn) ++merge.partial;
}

void write_merged_datagen(const DatagenMerge& merge, std::ostream& out) {
  out << merge.header << '\n';
  for (const auto& [g, lines] : merge.games) out << lines;
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
    if (result == "1")
      p.black_result = 1.0f;
    else if (result == "0")
      p.black_result = 0.0f;
    else if (result == "0.5")
      p.black_result = 0.5f;
    else
      throw InputError("data line " + std::to_string(number) + ": expected '<1|0.5|0> <sfen>', got '" + line + "'");
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
