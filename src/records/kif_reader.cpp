// KIF import: header lines (key：value), a start position (手合割 or a board
// diagram), then move lines, each checked by playing it, and the comments
// (*) attached to positions. '#' and '&' lines, まで lines and clock fields
// are skipped; variations (変化：) are not read.
#include <algorithm>
#include <optional>

#include "records/kif.h"
#include "records/kif_board.h"
#include "records/kif_common.h"
#include "records/kif_text.h"

namespace hensoku::records {

namespace {

struct Line {
  int number;
  std::u32string text;
};

std::string where(int line) { return "KIF line " + std::to_string(line) + ": "; }

bool starts_with(const std::u32string& s, size_t pos, const std::u32string& prefix) {
  return s.compare(pos, prefix.size(), prefix) == 0;
}

std::u32string trim(const std::u32string& s) {
  auto space = [](char32_t c) { return c == U' ' || c == U'\t' || c == U'　' || c == U'\r' || c == U'\uFEFF'; };
  size_t b = 0, e = s.size();
  while (b < e && space(s[b])) ++b;
  while (e > b && space(s[e - 1])) --e;
  return s.substr(b, e - b);
}

std::vector<Line> split_lines(const std::string& text) {
  std::u32string all = utf8_decode(text);
  std::vector<Line> lines;
  int number = 1;
  size_t start = 0;
  for (size_t i = 0; i <= all.size(); ++i) {
    if (i == all.size() || all[i] == U'\n') {
      lines.push_back({number++, trim(all.substr(start, i - start))});
      start = i + 1;
    }
  }
  return lines;
}

const std::u32string kTerminations[] = {U"投了", U"中断", U"詰み", U"千日手", U"持将棋", U"切れ負け", U"反則勝ち",
                                        U"反則負け", U"入玉勝ち", U"不戦勝", U"不戦敗", U"Time-up"};

bool is_move_line_start(const std::u32string& s) { return !s.empty() && digit_value(s[0]) >= 0; }

// The part of a move line this reader understands.
struct StepText {
  int line = 0;
  int number = -1;     // -1 when the line has none
  int lion_step = 0;   // 1 for 一歩目, 2 for 二歩目
  bool same = false;   // 同 / 仝
  int to_file = 0, to_rank = 0;
  std::u32string piece;
  bool promote = false, drop = false;
  bool has_from = false;
  int from_file = 0, from_rank = 0;
  std::string termination;
};

class LineScanner {
 public:
  LineScanner(const Line& line, KifFamily family) : s_(line.text), line_(line.number), family_(family) {}

  StepText scan() {
    StepText step;
    step.line = line_;
    if (digit_value(peek()) >= 0) step.number = read_number();
    skip_spaces();
    if (accept(U"一歩目")) step.lion_step = 1;
    else if (accept(U"二歩目")) step.lion_step = 2;
    skip_spaces();
    if (peek() == U'▲' || peek() == U'△' || peek() == U'☗' || peek() == U'☖') ++pos_;
    for (const auto& word : kTerminations)
      if (accept(word)) return step.termination = utf8_encode(word), step;
    if (accept(U"同") || accept(U"仝")) {
      step.same = true;
    } else if (!read_square(step.to_file, step.to_rank)) {
      fail("expected a destination square (７六, 7六, 同) at '" + rest() + "'");
    }
    skip_spaces();
    size_t len = match_piece_name(family_, s_, pos_);
    if (len == 0) fail("expected a piece name at '" + rest() + "'");
    step.piece = s_.substr(pos_, len);
    pos_ += len;
    if (accept(U"不成") || accept(U"生")) {
    } else if (accept(U"成") || accept(U"+")) {
      step.promote = true;
    }
    if (accept(U"打")) return step.drop = true, step;
    skip_spaces();
    accept(U"(居食い)") || accept(U"（居食い）");
    skip_spaces();
    if (peek() == U'(' || peek() == U'（') {
      size_t save = pos_++;
      accept(U"←");
      if (read_square(step.from_file, step.from_rank) && (accept(U")") || accept(U"）"))) step.has_from = true;
      else pos_ = save;  // a clock field "( 0:01/00:00:01)", not an origin
    }
    return step;
  }

 private:
  char32_t peek() const { return pos_ < s_.size() ? s_[pos_] : U'\0'; }
  bool accept(const std::u32string& word) {
    if (!starts_with(s_, pos_, word)) return false;
    pos_ += word.size();
    return true;
  }
  void skip_spaces() {
    while (peek() == U' ' || peek() == U'　' || peek() == U'\t') ++pos_;
  }
  std::string rest() const { return utf8_encode(s_.substr(pos_, 12)); }
  [[noreturn]] void fail(const std::string& message) const { throw InputError(where(line_) + message); }

  int read_number() {
    int n = 0;
    while (digit_value(peek()) >= 0) {
      n = n * 10 + digit_value(s_[pos_++]);
      if (n > 100000) fail("the move number is too large");
    }
    return n;
  }

  // File: ASCII or full-width digits (two for chu's files 10..12); rank: a
  // kanji numeral, a letter, or on 9x9 a digit ("76" in "(76)").
  bool read_square(int& file, int& rank) {
    size_t save = pos_;
    if (digit_value(peek()) < 0) return false;
    file = digit_value(s_[pos_++]);
    if (family_ == KifFamily::Chu && digit_value(peek()) >= 0) file = file * 10 + digit_value(s_[pos_++]);
    if (read_rank(rank) && file >= 1) return true;
    pos_ = save;
    return false;
  }
  bool read_rank(int& rank) {
    char32_t c = peek();
    if (c == U'十') {
      ++pos_;
      rank = 10;
      if (peek() == U'一') rank = 11, ++pos_;
      else if (peek() == U'二') rank = 12, ++pos_;
      return true;
    }
    int k = kanji_digit_value(c);
    if (k >= 1 && k <= 9) return rank = k, ++pos_, true;
    if (c >= U'a' && c <= U'l') return rank = int(c - U'a') + 1, ++pos_, true;
    if (family_ == KifFamily::Shogi && digit_value(c) >= 1) return rank = digit_value(c), ++pos_, true;
    return false;
  }

  const std::u32string& s_;
  size_t pos_ = 0;
  int line_;
  KifFamily family_;
};

// Header, diagram and move lines sorted out before the variant is known.
struct Sections {
  std::map<std::string, std::string> headers;
  std::vector<Line> diagram;
  std::vector<Line> moves;
  std::vector<Line> comments;  // the text after the '*'
  int diagram_rows = 0;
};

Sections split_sections(const std::vector<Line>& lines) {
  Sections sec;
  bool in_moves = false;
  for (const Line& line : lines) {
    const std::u32string& s = line.text;
    if (s.empty() || s[0] == U'#' || s[0] == U'&' || starts_with(s, 0, U"まで")) continue;
    if (s[0] == U'*' || s[0] == U'＊') {
      sec.comments.push_back({line.number, s.substr(1)});
      continue;
    }
    if (starts_with(s, 0, U"変化")) break;        // variations: only the main line is read
    if (starts_with(s, 0, U"手数＝") || starts_with(s, 0, U"手数=")) continue;  // a diagram's "move N" note
    if (starts_with(s, 0, U"手数")) {
      in_moves = true;
      continue;
    }
    if (in_moves || is_move_line_start(s)) {
      bool numbers_only = std::all_of(s.begin(), s.end(), [](char32_t c) { return digit_value(c) >= 0 || c == U' ' || c == U'　'; });
      if (!in_moves && numbers_only) {
        sec.diagram.push_back(line);  // the file numbers above a board diagram
        continue;
      }
      in_moves = true;
      sec.moves.push_back(line);
      continue;
    }
    if (s[0] == U'|' || s[0] == U'+' || s == U"後手番" || s == U"先手番" || s == U"上手番" || s == U"下手番" ||
        starts_with(s, 0, U"先手の持駒") || starts_with(s, 0, U"後手の持駒") || starts_with(s, 0, U"上手の持駒") ||
        starts_with(s, 0, U"下手の持駒")) {
      if (s[0] == U'|') ++sec.diagram_rows;
      sec.diagram.push_back(line);
      continue;
    }
    size_t colon = s.find_first_of(U"：:");
    if (colon == std::u32string::npos || colon == 0)
      throw InputError(where(line.number) + "not a KIF header (key：value), board or move line: '" +
                       utf8_encode(s.substr(0, 30)) + "'");
    sec.headers[utf8_encode(trim(s.substr(0, colon)))] = utf8_encode(trim(s.substr(colon + 1)));
  }
  return sec;
}

std::string header(const Sections& sec, const std::string& key) {
  auto it = sec.headers.find(key);
  return it == sec.headers.end() ? std::string() : it->second;
}

// The variant a ルール header names: "身代わりの金 (swappergold)" or "swappergold".
std::string variant_of_rule_header(const std::string& value) {
  size_t open = value.rfind('('), close = value.rfind(')');
  if (open != std::string::npos && close != std::string::npos && close > open)
    return value.substr(open + 1, close - open - 1);
  return value;
}

// lishogi writes chu origins as "（←7七）" (shogi ones as "(77)"), so the
// arrow marks a chu record even under 手合割：平手, which lishogi uses for chu.
bool chu_move_lines(const std::vector<Line>& moves) {
  for (const Line& line : moves)
    if (line.text.find(U'←') != std::u32string::npos) return true;
  return false;
}

const VariantInfo& choose_variant(const Registry& registry, const Sections& sec, const std::string& requested) {
  // What the record says wins; the caller's choice fills in when it says nothing.
  std::string name = variant_of_rule_header(header(sec, kRuleKey));
  if (name.empty() && (header(sec, "手合割").find(kChuHandicap) != std::string::npos || sec.diagram_rows == 12 ||
                       chu_move_lines(sec.moves)))
    name = "chushogi";
  if (name.empty()) name = requested.empty() ? "shogi" : requested;
  const VariantInfo* info = registry.find(name);
  KifFamily family;
  if (!info) throw InputError("the KIF record is for variant '" + name + "', which this program does not know");
  if (!kif_family_of(info, family))
    throw InputError("KIF records are for the shogi family and chu shogi, not '" + name + "'");
  return *info;
}

RuleOptions options_of_header(const std::string& value) {
  RuleOptions options;
  size_t start = 0;
  while (start < value.size()) {
    size_t comma = value.find(',', start);
    std::string item = value.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    size_t eq = item.find('=');
    auto strip = [](std::string x) {
      while (!x.empty() && x.front() == ' ') x.erase(0, 1);
      while (!x.empty() && x.back() == ' ') x.pop_back();
      return x;
    };
    if (eq == std::string::npos) throw InputError(std::string("KIF header ") + kRuleOptionsKey + ": '" + item + "' is not name=value");
    options[strip(item.substr(0, eq))] = strip(item.substr(eq + 1));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return options;
}

std::string setup_of(const Sections& sec, KifFamily family) {
  if (!sec.diagram.empty() && sec.diagram_rows > 0) {
    BoardDiagramReader reader(family);
    for (const Line& line : sec.diagram)
      if (!reader.take(line.text, line.number))
        throw InputError(where(line.number) + "not a board diagram line");
    return reader.sfen();
  }
  std::string handicap = header(sec, "手合割");
  if (handicap.empty() || handicap == "平手" || handicap == kChuHandicap) return {};
  if (family == KifFamily::Shogi) {
    std::string sfen = handicap_sfen(handicap);
    if (!sfen.empty()) return sfen;
  }
  throw InputError("KIF header 手合割：" + handicap + " is not a start position this program knows; give a board diagram");
}

std::string piece_token_at(const BoardView& view, int file, int rank) {
  if (file < 1 || file > view.files || rank < 1 || rank > view.ranks) return {};
  return view.cells[size_t((rank - 1) * view.files + (view.files - file))];
}

std::string square_text(int file, int rank) { return game_square(file, rank); }

// Plays the moves of the record's move lines into `game`.
class MoveReplayer {
 public:
  MoveReplayer(Game& game, KifFamily family) : game_(game), family_(family) {}

  // The line on which each played move began.
  const std::vector<int>& move_lines() const { return move_lines_; }

  void run(const std::vector<Line>& lines, std::string& termination) {
    for (const Line& line : lines) {
      StepText step = LineScanner(line, family_).scan();
      if (!step.termination.empty()) {
        if (pending_) fail(line.number, "the lion move's second step (二歩目) is missing");
        termination = step.termination;
        return;
      }
      check_number(step);
      if (step.same) {
        if (last_to_.empty()) fail(line.number, "同 (same square) on the first move");
        parse_game_square(last_to_, step.to_file, step.to_rank);
      }
      if (step.lion_step == 1) {
        if (pending_) fail(line.number, "two first steps (一歩目) in a row");
        pending_ = step;
        continue;
      }
      if (step.lion_step == 2) {
        if (!pending_) fail(line.number, "a second step (二歩目) without a first step (一歩目)");
        play_lion(*pending_, step);
        pending_.reset();
        continue;
      }
      if (pending_) fail(line.number, "the lion move's second step (二歩目) is missing");
      play_step(step);
    }
    if (pending_) fail(pending_->line, "the lion move's second step (二歩目) is missing");
  }

 private:
  [[noreturn]] void fail(int line, const std::string& message) const { throw InputError(where(line) + message); }

  void check_number(const StepText& step) {
    if (step.number < 0) return;
    if (first_number_ < 0) first_number_ = step.number - played_;
    int expected = first_number_ + played_;
    if (step.number != expected)
      fail(step.line, "move number " + std::to_string(step.number) + " where " + std::to_string(expected) + " was expected");
  }

  void check_piece(const StepText& step, const std::string& token) {
    if (token.empty()) fail(step.line, "there is no piece on " + square_text(step.from_file, step.from_rank) + " to move");
    if (!kif_names_piece(family_, step.piece, token)) {
      const KifPieceName* p = kif_piece(family_, token);
      fail(step.line, "the piece on " + square_text(step.from_file, step.from_rank) + " is " +
                          (p ? utf8_encode(p->move) : token) + ", not " + utf8_encode(step.piece));
    }
  }

  void play(const StepText& step, const std::string& usi, int first_line = 0) {
    try {
      game_.play(usi);
    } catch (const InputError& e) {
      fail(step.line, "illegal move " + usi + ": " + e.what());
    }
    move_lines_.push_back(first_line ? first_line : step.line);
    ++played_;
    last_to_ = last_to_candidate_;
  }

  void play_step(StepText& step) {
    const std::string to = square_text(step.to_file, step.to_rank);
    if (step.drop) {
      std::string token = token_of_hand_name(family_, step.piece);
      if (token.empty()) fail(step.line, utf8_encode(step.piece) + " cannot be dropped");
      last_to_candidate_ = to;
      return play(step, token + "*" + to);
    }
    if (!step.has_from) return play_without_origin(step, to);
    check_piece(step, piece_token_at(game_.view(), step.from_file, step.from_rank));
    last_to_candidate_ = to;
    play(step, square_text(step.from_file, step.from_rank) + to + (step.promote ? "+" : ""));
  }

  // Some writers leave out the origin: the one legal move of that piece to that square.
  void play_without_origin(const StepText& step, const std::string& to) {
    const BoardView view = game_.view();
    std::vector<std::string> matches;
    for (const auto& m : game_.legal_move_views()) {
      if (m.to != to || !m.drop.empty() || !m.via.empty() || (m.choice == "+") != step.promote) continue;
      if (m.kind == "swap" || m.kind == "merge") continue;
      int f = 0, r = 0;
      parse_game_square(m.from, f, r);
      if (kif_names_piece(family_, step.piece, piece_token_at(view, f, r))) matches.push_back(m.usi);
    }
    if (matches.empty()) fail(step.line, "no " + utf8_encode(step.piece) + " can move to " + to);
    if (matches.size() > 1) fail(step.line, "the move has no origin square and " + std::to_string(matches.size()) +
                                                " pieces could make it; write the origin, e.g. (77)");
    last_to_candidate_ = to;
    play(step, matches[0]);
  }

  void play_lion(StepText& first, StepText& second) {
    if (!first.has_from || !second.has_from) fail(second.line, "both steps of a lion move need their origin square");
    if (second.from_file != first.to_file || second.from_rank != first.to_rank)
      fail(second.line, "the second step must start where the first step ended (" + square_text(first.to_file, first.to_rank) + ")");
    if (second.number >= 0 && first.number >= 0 && second.number != first.number)
      fail(second.line, "both steps of a lion move carry the same move number");
    check_piece(first, piece_token_at(game_.view(), first.from_file, first.from_rank));
    const std::string from = square_text(first.from_file, first.from_rank);
    const std::string mid = square_text(first.to_file, first.to_rank);
    const std::string to = square_text(second.to_file, second.to_rank);
    last_to_candidate_ = to;
    play(second, from + mid + to + (second.promote ? "+" : ""), first.line);
  }

  Game& game_;
  KifFamily family_;
  std::optional<StepText> pending_;
  std::string last_to_, last_to_candidate_;
  std::vector<int> move_lines_;
  int played_ = 0;
  int first_number_ = -1;
};

// Each comment line joins the position after the moves that began before it.
std::vector<std::string> attach_comments(const std::vector<Line>& comments, const std::vector<int>& move_lines) {
  std::vector<std::string> out(move_lines.size() + 1);
  std::vector<bool> started(out.size(), false);
  for (const Line& c : comments) {
    const size_t after = size_t(std::lower_bound(move_lines.begin(), move_lines.end(), c.number) - move_lines.begin());
    if (started[after]) out[after] += '\n';
    out[after] += utf8_encode(c.text);
    started[after] = true;
  }
  return out;
}

}  // namespace

KifRecord read_kif(const std::string& text, const Registry& registry, const std::string& variant) {
  if (text.size() > (4u << 20)) throw InputError("the KIF text is too long (over 4 MiB)");
  Sections sec = split_sections(split_lines(text));
  const VariantInfo& info = choose_variant(registry, sec, variant);
  KifFamily family;
  kif_family_of(&info, family);

  KifRecord record;
  record.variant = info.name;
  record.headers = sec.headers;
  std::string option_text = header(sec, kRuleOptionsKey);
  if (!option_text.empty()) record.options = options_of_header(option_text);
  std::unique_ptr<Game> game;
  try {
    game = info.create(record.options);
  } catch (const InputError& e) {
    throw InputError(std::string("KIF header ") + kRuleOptionsKey + ": " + e.what());
  }
  record.setup_sfen = setup_of(sec, family);
  if (!record.setup_sfen.empty()) {
    try {
      game->set_sfen(record.setup_sfen);
    } catch (const InputError& e) {
      int line = sec.diagram.empty() ? 1 : sec.diagram.front().number;
      throw InputError(where(line) + "the start position is not valid for " + info.name + ": " + e.what());
    }
  }
  MoveReplayer replayer(*game, family);
  replayer.run(sec.moves, record.termination);
  record.moves = game->history();
  record.comments = attach_comments(sec.comments, replayer.move_lines());
  const bool handicap = record.headers.count("下手") || record.headers.count("上手");
  record.black_name = header(sec, handicap && !record.headers.count("先手") ? "下手" : "先手");
  record.white_name = header(sec, handicap && !record.headers.count("後手") ? "上手" : "後手");
  return record;
}

}  // namespace hensoku::records
