#include "server/analysis_views.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "server/json_views.h"
#include "server/players.h"
#include "server/winprob.h"

namespace hensoku::server {

using nlohmann::json;

namespace {

// The piece token on a square ("7g", "12a") of a view, "" if none.
std::string cell_at(const BoardView& view, const std::string& square) {
  if (square.size() < 2) return {};
  int rank = square.back() - 'a';
  int file = std::atoi(square.substr(0, square.size() - 1).c_str());
  int col = view.files - file;
  if (rank < 0 || rank >= view.ranks || col < 0 || col >= view.files) return {};
  return view.cells[size_t(rank * view.files + col)];
}

}  // namespace

std::string moved_piece(const BoardView& before, Side mover, const MoveView& m) {
  if (!m.drop.empty()) return mover == Side::Black ? m.drop : std::string(1, char(std::tolower(m.drop[0])));
  return cell_at(before, m.from);
}

json move_view_json(Game& position, const std::string& usi, bool play) {
  if (position.outcome().over()) return nullptr;
  std::vector<MoveView> views = position.legal_move_views();
  auto it = std::find_if(views.begin(), views.end(), [&](const MoveView& v) { return v.usi == usi; });
  if (it == views.end()) {
    // Another spelling of a legal move: the game's own notation names it.
    auto probe = position.clone();
    try {
      probe->play(usi);
    } catch (const std::exception&) {
      return nullptr;
    }
    const std::string canonical = probe->history().back();
    it = std::find_if(views.begin(), views.end(), [&](const MoveView& v) { return v.usi == canonical; });
    if (it == views.end()) return nullptr;
  }
  json j = to_json(*it);
  j["piece"] = moved_piece(position.view(), position.side_to_move(), *it);
  if (play) position.play(it->usi);
  return j;
}

json pv_views(const Game& position, const std::vector<std::string>& pv) {
  json out = json::array();
  if (pv.empty()) return out;
  auto line = position.clone();
  for (const std::string& move : pv) {
    json view = move_view_json(*line, move, true);
    if (view.is_null()) break;
    out.push_back(std::move(view));
  }
  return out;
}

json info_json(const SearchInfo& info, Side to_move, const std::string& variant) {
  json j = to_json(info);
  const BlackScore score = black_score(info, to_move);
  j["score_black"] = to_json(score);
  j["win_black"] = win_black(variant, score);
  j["to_move"] = side_name(to_move);
  return j;
}

}  // namespace hensoku::server
