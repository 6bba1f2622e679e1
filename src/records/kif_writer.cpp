// KIF export: header, start position (手合割 or a board diagram), one line
// per move (two for a chu lion double move, 一歩目/二歩目 as lishogi writes
// them), the ending.
#include <fmt/format.h>

#include "records/kif.h"
#include "records/kif_board.h"
#include "records/kif_common.h"
#include "records/kif_text.h"

namespace hensoku::records {

bool kif_family_of(const VariantInfo* info, KifFamily& family) {
  if (!info) return false;
  if (info->family == "shogi") family = KifFamily::Shogi;
  else if (info->family == "chu") family = KifFamily::Chu;
  else return false;
  return true;
}

namespace {

std::unique_ptr<Game> at_setup(const Game& game) {
  std::unique_ptr<Game> g = game.clone();
  while (g->undo()) {
  }
  return g;
}

const std::string& piece_at(const BoardView& view, const std::string& square) {
  static const std::string none;
  int file = 0, rank = 0;
  if (!parse_game_square(square, file, rank) || file > view.files || rank > view.ranks) return none;
  return view.cells[size_t((rank - 1) * view.files + (view.files - file))];
}

std::string destination(KifFamily family, const std::string& to, const std::string& previous_to) {
  int file = 0, rank = 0;
  parse_game_square(to, file, rank);
  if (family == KifFamily::Chu) return to == previous_to ? "仝" : fmt::format("{}{}", file, kanji_number(rank));
  return to == previous_to ? "同　" : full_width_number(file) + kanji_number(rank);
}

std::string origin(KifFamily family, const std::string& from) {
  int file = 0, rank = 0;
  parse_game_square(from, file, rank);
  if (family == KifFamily::Chu) return fmt::format(" （←{}{}）", file, kanji_number(rank));
  return fmt::format("({}{})", file, rank);
}

// One step of a move: "７六歩(77)", "同　角成(88)", "５五歩打"; chu "7六歩兵 （←7七）".
std::string step_text(KifFamily family, const KifPieceName& piece, const std::string& from, const std::string& to,
                      const std::string& previous_to, const std::string& promotion) {
  return destination(family, to, previous_to) + utf8_encode(piece.move) + promotion + origin(family, from);
}

bool has_promoting_twin(const std::vector<MoveView>& legal, const MoveView& m) {
  for (const auto& other : legal)
    if (other.choice == "+" && other.from == m.from && other.to == m.to && other.via == m.via) return true;
  return false;
}

// The move lines of the game's history, one entry per move (a lion double
// move is two lines); on a move KIF cannot write, returns false with the
// reason.
bool move_lines(const Game& game, KifFamily family, std::vector<std::string>& lines, std::string& reason) {
  std::unique_ptr<Game> g = at_setup(game);
  std::string previous_to;
  const std::vector<std::string> history = game.history();
  for (size_t i = 0; i < history.size(); ++i) {
    const std::string& usi = history[i];
    const std::string label = "move " + std::to_string(i + 1) + " (" + usi + ")";
    std::vector<MoveView> legal = g->legal_move_views();
    const MoveView* m = nullptr;
    for (const auto& v : legal)
      if (v.usi == usi) m = &v;
    if (!m) return reason = label + " is not in the game's list of legal moves", false;
    if (m->kind == "swap" || m->kind == "merge" || (!m->choice.empty() && m->choice != "+"))
      return reason = label + " is a " + (m->kind == "move" ? "variant choice" : m->kind) +
                      ", which KIF cannot express; export the USI record instead",
             false;
    if (m->via.size() > 1) return reason = label + " has more than two steps, which KIF cannot express", false;
    const BoardView view = g->view();
    const std::string token = m->drop.empty() ? piece_at(view, m->from) : m->drop;
    const KifPieceName* piece = kif_piece(family, token);
    if (!piece) return reason = label + " moves a piece ('" + token + "') that KIF has no name for", false;
    const int number = int(i) + 1;
    if (!m->drop.empty()) {
      int file = 0, rank = 0;
      parse_game_square(m->to, file, rank);
      lines.push_back(fmt::format("{:>4} {}{}打", number, full_width_number(file) + kanji_number(rank),
                                  utf8_encode(piece->move)));
    } else if (m->via.size() == 1) {
      const std::string promotion = m->choice == "+" ? "成" : "";
      lines.push_back(fmt::format("{:>4}一歩目 {}\n{:>4}二歩目 {}", number,
                                  step_text(family, *piece, m->from, m->via[0], previous_to, ""), number,
                                  step_text(family, *piece, m->via[0], m->to, "", promotion)));
    } else {
      std::string promotion = m->choice == "+" ? "成" : "";
      if (promotion.empty() && family == KifFamily::Shogi && has_promoting_twin(legal, *m)) promotion = "不成";
      lines.push_back(fmt::format("{:>4} {}", number, step_text(family, *piece, m->from, m->to, previous_to, promotion)));
    }
    previous_to = m->to;
    g->play(usi);
  }
  return true;
}

// The KIF word for an ending, "" when KIF has none (the まで line still says it).
std::string termination_word(const Outcome& o) {
  if (o.code == "resignation") return "投了";
  if (o.code == "checkmate" || o.code == "stalemate") return "詰み";
  if (o.code == "time") return "切れ負け";
  if (o.code == "sennichite" || o.code == "repetition") return "千日手";
  if (o.code == "perpetual-check") return "反則勝ち";
  if (o.code == "declaration") return "入玉勝ち";
  if (o.code == "illegal-move") return "反則負け";
  return {};
}

std::string summary_line(const Outcome& o, size_t moves) {
  std::string head = "まで" + std::to_string(moves) + "手で";
  if (o.kind == Outcome::Kind::Win) return head + (o.winner == Side::Black ? "先手" : "後手") + "の勝ち";
  if (o.code == "sennichite" || o.code == "repetition") return head + "千日手";
  return head + "引き分け";
}

std::string setup_lines(const Game& game, const VariantInfo& info, KifFamily family) {
  std::unique_ptr<Game> g = at_setup(game);
  const std::string setup = g->sfen();
  const std::string standard = info.create({})->start_sfen();
  auto key = [](const std::string& sfen) { return sfen.substr(0, sfen.rfind(' ')); };
  if (key(setup) == key(standard)) return std::string("手合割：") + (family == KifFamily::Chu ? kChuHandicap : "平手") + "\n";
  if (family == KifFamily::Shogi) {
    std::string name = handicap_name(setup);
    if (!name.empty()) return "手合割：" + name + "\n";
  }
  return write_board_diagram(family, g->view()) + "\n";
}

std::string comment_lines(const std::string& comment) { return comment_as_lines(comment, "*"); }

std::string comment_at(const KifInfo& info, size_t position) {
  return position < info.comments.size() ? comment_lines(info.comments[position]) : std::string();
}

std::string option_text(const Game& game, const VariantInfo& info) {
  std::string out;
  for (const auto& spec : info.options) {
    auto it = game.options().find(spec.name);
    if (it == game.options().end() || it->second == spec.default_value) continue;
    out += (out.empty() ? "" : ", ") + spec.name + "=" + it->second;
  }
  return out;
}

}  // namespace

std::string kif_unsupported_reason(const Game& game) {
  const VariantInfo* info = registry().find(game.variant());
  KifFamily family;
  if (!kif_family_of(info, family))
    return "KIF records are for the shogi family and chu shogi; '" + game.variant() + "' has none";
  std::vector<std::string> lines;
  std::string reason;
  move_lines(game, family, lines, reason);
  return reason;
}

std::string write_kif(const Game& game, const KifInfo& kif_info) {
  const VariantInfo* info = registry().find(game.variant());
  KifFamily family;
  if (!kif_family_of(info, family))
    throw InputError("KIF records are for the shogi family and chu shogi; '" + game.variant() + "' has none");
  std::vector<std::string> lines;
  std::string reason;
  if (!move_lines(game, family, lines, reason)) throw InputError(reason);

  std::string out = "#KIF version=2.0 encoding=UTF-8\n";
  if (!kif_info.start_time.empty()) out += "開始日時：" + kif_info.start_time + "\n";
  const std::string setup = setup_lines(game, *info, family);
  out += setup;
  if (info->name != "shogi" && info->name != "chushogi")
    out += std::string(kRuleKey) + "：" + info->title_ja + " (" + info->name + ")\n";
  std::string options = option_text(game, *info);
  if (!options.empty()) out += std::string(kRuleOptionsKey) + "：" + options + "\n";
  // Handicap games name the players 下手 (Black, who receives) and 上手.
  const bool handicap = setup.rfind("手合割：", 0) == 0 && setup != "手合割：平手\n" &&
                        setup != std::string("手合割：") + kChuHandicap + "\n";
  out += (handicap ? "下手：" : "先手：") + kif_info.black_name + "\n";
  out += (handicap ? "上手：" : "後手：") + kif_info.white_name + "\n";
  out += "手数----指手---------消費時間--\n";
  out += comment_at(kif_info, 0);
  for (size_t i = 0; i < lines.size(); ++i) out += lines[i] + "\n" + comment_at(kif_info, i + 1);
  const size_t moves = game.history().size();
  if (kif_info.outcome.over()) {
    std::string word = termination_word(kif_info.outcome);
    if (!word.empty()) out += fmt::format("{:>4} {}\n", moves + 1, word);
    out += summary_line(kif_info.outcome, moves) + "\n";
  }
  return out;
}

}  // namespace hensoku::records
