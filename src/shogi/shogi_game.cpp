#include "shogi/shogi_game.h"

#include <cstdio>
#include "shogi/movegen.h"
#include "shogi/notation.h"
#include "shogi/perft.h"
#include "shogi/result.h"

namespace hensoku::shogi {

namespace {

std::string side_name(Side s) { return s == Side::Black ? "Black" : "White"; }

}  // namespace

RuleSet variant_rules(const std::string& variant) {
  RuleSet r;
  if (variant == "shogi") r.duty = CaptureDuty::None;
  else if (variant == "forcedcapture") r.duty = CaptureDuty::Legal;
  else if (variant == "forcedcapture-kingonly") r.duty = CaptureDuty::KingOnly;
  else if (variant == "forcedcapture-kingcapture") r.duty = CaptureDuty::KingCapture;
  else if (variant == "trueforcedcapture") r.duty = CaptureDuty::True;
  else if (variant == "friendcapture") r.friend_capture = true;
  else if (variant == "swappergold") r.swapper_gold = true;
  else if (variant == "swapshogi") r.swap = true;
  else if (variant == "mergeshogi") r.merge = true;
  else throw InputError("unknown shogi-family variant '" + variant + "'");
  return r;
}

ShogiOptions ShogiOptions::parse(const std::string& variant, const RuleOptions& options) {
  ShogiOptions out;
  out.rules = variant_rules(variant);
  const bool priority_option = variant == "forcedcapture";
  for (const auto& [name, value] : options) {
    if (name == "FirstPlayer") {
      if (value != "black" && value != "white")
        throw InputError("option FirstPlayer takes 'black' or 'white', got '" + value + "'");
      out.white_first = value == "white";
    } else if (name == "Declaration") {
      if (value != "true" && value != "false")
        throw InputError("option Declaration takes 'true' or 'false', got '" + value + "'");
      out.declaration = value == "true";
    } else if (name == "CapturePriority" && priority_option) {
      if (value != "legal" && value != "pseudo")
        throw InputError("option CapturePriority takes 'legal' or 'pseudo', got '" + value + "'");
      out.rules.duty = value == "pseudo" ? CaptureDuty::Pseudo : CaptureDuty::Legal;
    } else {
      throw InputError("unknown option '" + name + "' for " + variant + " (options: FirstPlayer, Declaration" +
                       (priority_option ? ", CapturePriority)" : ")"));
    }
  }
  return out;
}

ShogiGame::ShogiGame(std::string variant, const RuleOptions& options)
    : variant_(std::move(variant)), options_(options), rules_(ShogiOptions::parse(variant_, options)) {
  set_start();
}

std::string ShogiGame::start_sfen() const {
  std::string s = Position::start_sfen();
  if (rules_.white_first) s.replace(s.find(" b "), 3, " w ");
  return s;
}

void ShogiGame::reset_history() {
  setup_sfen_ = pos_.sfen();
  setup_side_ = pos_.side_to_move();
  setup_in_check_ = pos_.in_check();
  moves_.clear();
  keys_.reset(pos_.key());
  gave_check_.clear();
  declared_.reset();
}

void ShogiGame::set_start() {
  pos_.set_sfen(start_sfen());
  reset_history();
}

void ShogiGame::set_sfen(const std::string& sfen) {
  Position p = pos_;
  p.set_sfen(sfen);  // throws, unchanged, on bad input
  if (!rules_.rules.merge && p.pieces(COMBINED))
    throw InputError("bad SFEN: combined pieces such as '(LN)' exist only in mergeshogi, not in " + variant_);
  pos_ = std::move(p);
  reset_history();
}

// The first player is the side to move in the set-up position when that was
// the variant's start; for any other set-up, FirstPlayer says who began.
Side ShogiGame::first_player() const { return rules_.first_player(); }

std::vector<std::string> ShogiGame::legal_moves() const {
  std::vector<std::string> out;
  if (outcome().over()) return out;
  VariantMoveList list;
  generate_legal(pos_, list, rules_.rules);
  for (Move m : list) out.push_back(move_to_usi(m));
  return out;
}

std::vector<MoveView> ShogiGame::legal_move_views() const {
  std::vector<MoveView> out;
  if (outcome().over()) return out;
  VariantMoveList list;
  generate_legal(pos_, list, rules_.rules);
  for (Move m : list) {
    MoveView v;
    v.usi = move_to_usi(m);
    v.to = square_name(m.to());
    if (m.is_drop()) {
      v.kind = "drop";
      v.drop = std::string(1, piece_letter(m.dropped(), Side::Black));
    } else if (m.is_swap()) {
      // choice: the text after the squares, without a bare '=' ("", "=+", "+", "+=+").
      v.kind = "swap";
      v.from = square_name(m.from());
      v.choice = v.usi.substr(4);
      if (v.choice.back() == '=') v.choice.pop_back();
    } else if (m.is_merge()) {
      // choice: "" or "+", or for a lance+knight "+L" / "+N" (the part that promotes).
      v.kind = "merge";
      v.from = square_name(m.from());
      v.choice = v.usi.substr(4);
    } else {
      v.kind = "move";
      v.from = square_name(m.from());
      v.choice = v.usi.substr(4);  // "", "+", or "+L" / "+N" for a combined lance+knight
      if (pos_.piece_on(m.to())) v.captures.push_back(v.to);
    }
    out.push_back(std::move(v));
  }
  return out;
}

void ShogiGame::play(const std::string& text) {
  if (declared_) throw InputError("the game is over: " + outcome().reason);
  if (text == "win") {
    if (!rules_.declaration) throw InputError("'win' (declaration) needs the option Declaration=true");
    if (!rules_.may_declare(pos_))
      throw InputError("declaration refused: the 27-point conditions do not hold (SF-0.6)");
    declared_ = pos_.side_to_move();
    return;
  }
  Move m = parse_usi_move(text, pos_, rules_.rules);
  Outcome o = outcome();
  if (o.over()) throw InputError("the game is over: " + o.reason);
  VariantMoveList list;
  generate_legal(pos_, list, rules_.rules);
  if (!list.contains(m)) {
    // A lance+knight promotion must say which part promotes (SF-4.4).
    if (m.is_promotion() && !m.has_named_choice() && list.contains(m.with_choice(false)))
      throw InputError("move '" + text + "': a lance+knight promotes either part: write '" + text + "L' or '" + text +
                       "N'");
    throw InputError("illegal move '" + text + "' in " + pos_.sfen());
  }
  pos_.do_move(m);
  moves_.push_back(m);
  keys_.push(pos_.key());
  gave_check_.push_back(pos_.in_check());
}

bool ShogiGame::undo() {
  if (declared_) {
    declared_.reset();
    return true;
  }
  if (moves_.empty()) return false;
  pos_.undo_move();
  moves_.pop_back();
  keys_.pop();
  gave_check_.pop_back();
  return true;
}

std::vector<std::string> ShogiGame::history() const {
  std::vector<std::string> out;
  for (Move m : moves_) out.push_back(move_to_usi(m));
  if (declared_) out.push_back("win");
  return out;
}

std::vector<std::string> ShogiGame::royals_in_check() const {
  if (!pos_.in_check()) return {};
  return {square_name(pos_.king_square(pos_.side_to_move()))};
}

// The duty is in force when every legal move captures (SF-5, SF-6); in check
// under KingOnly or True the evasions need not capture, and this says false.
bool ShogiGame::capture_compulsory() const {
  if (rules_.rules.duty == CaptureDuty::None || declared_) return false;
  VariantMoveList list;
  generate_legal(pos_, list, rules_.rules);
  bool any = false;
  for (Move m : list) {
    if (m.is_drop() || !pos_.piece_on(m.to())) return false;
    any = true;
  }
  return any;
}

std::string ShogiGame::setup_problem() const {
  for (Side s : {Side::Black, Side::White})
    if (pos_.king_square(s) < 0)
      return std::string(s == Side::Black ? "Black" : "White") + " has no king: a game needs one on each side";
  return {};
}

Outcome ShogiGame::outcome() const {
  Outcome o;
  if (declared_) {
    o.kind = Outcome::Kind::Win;
    o.winner = *declared_;
    o.code = "declaration";
    o.reason = side_name(*declared_) + " wins by the 27-point declaration";
    return o;
  }
  ResultInfo r = judge(pos_, keys_, gave_check_, rules_.rules);
  switch (r.result) {
    case Result::Ongoing:
      break;
    case Result::Checkmate:
      o.kind = Outcome::Kind::Win;
      o.winner = ~r.loser;
      o.code = "checkmate";
      o.reason = side_name(r.loser) + " is checkmated";
      break;
    case Result::Stalemate:
      o.kind = Outcome::Kind::Win;
      o.winner = ~r.loser;
      o.code = "stalemate";
      o.reason = side_name(r.loser) + " has no legal move and loses";
      break;
    case Result::Sennichite:
      o.kind = Outcome::Kind::Draw;
      o.code = "sennichite";
      o.reason = "Fourfold repetition (sennichite): draw";
      break;
    case Result::PerpetualCheck:
      o.kind = Outcome::Kind::Win;
      o.winner = ~r.loser;
      o.code = "perpetual-check";
      o.reason = "Fourfold repetition with perpetual check: " + side_name(r.loser) + " loses";
      break;
  }
  return o;
}

BoardView ShogiGame::view() const {
  BoardView v;
  v.files = kFiles;
  v.ranks = kRanks;
  for (int r = 0; r < kRanks; ++r)
    for (int f = kFiles - 1; f >= 0; --f) {
      Piece p = pos_.piece_on(make_square(f, r));
      v.cells.push_back(p ? piece_token(p) : "");
    }
  for (int s = 0; s < 2; ++s)
    for (PieceType pt : {ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN})
      if (int n = pos_.hand(Side(s), pt)) v.hands[s].emplace_back(std::string(1, piece_letter(pt, Side::Black)), n);
  v.to_move = pos_.side_to_move();
  return v;
}

std::string ShogiGame::board_text() const {
  BoardView v = view();
  auto hand_text = [&](int s) {
    std::string out;
    for (const auto& [letter, n] : v.hands[s]) out += letter + (n > 1 ? std::to_string(n) : "") + " ";
    return out.empty() ? std::string("-") : out;
  };
  std::string out = "White hand: " + hand_text(1) + "\n";
  out += "  9  8  7  6  5  4  3  2  1\n";
  out += "+---------------------------+\n";
  for (int r = 0; r < kRanks; ++r) {
    out += "|";
    for (int f = 0; f < kFiles; ++f) {
      const std::string& c = v.cells[r * kFiles + f];
      out += c.empty() ? " . " : (c.size() == 1 ? " " + c + " " : c + " ");
    }
    out += "| ";
    out += char('a' + r);
    out += "\n";
  }
  out += "+---------------------------+\n";
  out += "Black hand: " + hand_text(0) + "\n";
  out += "Side to move: " + side_name(pos_.side_to_move()) + "\n";
  out += "Sfen: " + pos_.sfen() + "\n";
  char key[32];
  std::snprintf(key, sizeof key, "%016llX", static_cast<unsigned long long>(pos_.key()));
  out += "Key: " + std::string(key);
  return out;
}

uint64_t ShogiGame::perft(int depth, const std::function<void(const std::string&, uint64_t)>& on_root_move,
                          const std::atomic<bool>* stop) const {
  Position p = pos_;
  if (!on_root_move) return shogi::perft(p, depth, rules_.rules, stop);
  return perft_divide(
      p, depth, [&](Move m, uint64_t n) { on_root_move(move_to_usi(m), n); }, rules_.rules, stop);
}

}  // namespace hensoku::shogi
