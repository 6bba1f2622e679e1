#include "records/kif_board.h"

#include <cctype>
#include <map>

#include "records/kif_text.h"

namespace hensoku::records {

namespace {

struct Handicap {
  const char* name;
  const char* sfen;
};

// The shogi handicaps KIF names; the giver (上手, White) moves first.
const Handicap kHandicaps[] = {
    {"香落ち", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"右香落ち", "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"角落ち", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"飛車落ち", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"飛香落ち", "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"二枚落ち", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"四枚落ち", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"六枚落ち", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"八枚落ち", "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"十枚落ち", "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
};

// Board, side and hands of an SFEN: the move number does not matter.
std::string sfen_key(const std::string& sfen) {
  size_t end = 0;
  for (int field = 0; field < 3 && end != std::string::npos; ++field) end = sfen.find(' ', end + 1);
  return sfen.substr(0, end);
}

std::string hand_text(KifFamily family, const std::vector<std::pair<std::string, int>>& hand) {
  if (hand.empty()) return "なし";
  std::string out;
  for (const auto& [letter, count] : hand) {
    const KifPieceName* p = kif_piece(family, letter);
    if (!out.empty()) out += "　";
    out += p ? utf8_encode(p->board) : letter;
    if (count > 1) out += kanji_number(count);
  }
  return out;
}

std::string lower_token(std::string token) {
  for (char& c : token) c = char(std::tolower(static_cast<unsigned char>(c)));
  return token;
}

bool starts_with(const std::u32string& s, const std::u32string& prefix) { return s.compare(0, prefix.size(), prefix) == 0; }

// "９ ８ ７ … １" above the board: digits and spaces only.
bool is_file_number_line(const std::u32string& s) {
  if (s.empty()) return false;
  for (char32_t c : s)
    if (digit_value(c) < 0 && c != U' ' && c != U'　') return false;
  return true;
}

std::string where(int line) { return "KIF line " + std::to_string(line) + ": "; }

}  // namespace

std::string handicap_name(const std::string& sfen) {
  for (const auto& h : kHandicaps)
    if (sfen_key(h.sfen) == sfen_key(sfen)) return h.name;
  return {};
}

std::string handicap_sfen(const std::string& name) {
  for (const auto& h : kHandicaps)
    if (name == h.name) return h.sfen;
  return {};
}

std::string write_board_diagram(KifFamily family, const BoardView& view) {
  const bool chu = family == KifFamily::Chu;
  const int width = chu ? 3 : 2;  // cells in characters: " 歩"/"v歩", chu "  獅"/" v獅"/"v成角"
  std::string out;
  if (!chu) out += "後手の持駒：" + hand_text(family, view.hands[1]) + "\n";
  std::string numbers = " ";
  for (int f = view.files; f >= 1; --f) {
    std::string n = full_width_number(f);
    numbers += ' ';
    numbers += n;
    if (chu && f < 10) numbers += ' ';
  }
  out += numbers + "\n";
  std::string border(size_t(view.files * (width + 1)) + 3, '-');
  border.front() = '+';
  border[border.size() - 2] = '+';
  border.back() = '\n';
  out += border;
  for (int r = 0; r < view.ranks; ++r) {
    out += "|";
    for (int f = 0; f < view.files; ++f) {
      const std::string& token = view.cells[size_t(r * view.files + f)];
      if (token.empty()) {
        out += std::string(size_t(width - 1), ' ') + "・";
        continue;
      }
      bool white = std::islower(static_cast<unsigned char>(token.back()));
      const KifPieceName* p = kif_piece(family, token);
      std::u32string name = p ? p->board : utf8_decode(token);
      std::u32string cell = (white ? U"v" : U"") + name;
      if (int(cell.size()) < width) out += std::string(size_t(width) - cell.size(), ' ');
      out += utf8_encode(cell);
    }
    out += '|';
    out += kanji_number(r + 1);
    out += '\n';
  }
  out += border;
  if (!chu) out += "先手の持駒：" + hand_text(family, view.hands[0]) + "\n";
  if (view.to_move == Side::White) out += "後手番\n";
  out.pop_back();
  return out;
}

bool BoardDiagramReader::take(const std::u32string& line, int line_number) {
  std::u32string s = line;
  while (!s.empty() && (s.front() == U' ' || s.front() == U'\t')) s.erase(0, 1);
  for (const auto& [prefix, white] : {std::pair{U"後手の持駒", true}, {U"上手の持駒", true},
                                      {U"先手の持駒", false}, {U"下手の持駒", false}}) {
    if (starts_with(s, prefix)) {
      size_t colon = s.find_first_of(U"：:");
      read_hand(colon == std::u32string::npos ? U"" : s.substr(colon + 1), white, line_number);
      return true;
    }
  }
  if (s == U"後手番" || s == U"上手番") return white_to_move_ = true, true;
  if (s == U"先手番" || s == U"下手番") return white_to_move_ = false, true;
  if (starts_with(s, U"+-")) return true;
  if (is_file_number_line(s)) return true;
  if (s.empty() || s[0] != U'|') return false;
  size_t end = s.rfind(U'|');
  if (end == 0) throw InputError(where(line_number) + "a board row must end with '|'");
  std::vector<std::string> row;
  for (size_t i = 1; i < end;) {
    char32_t c = s[i];
    if (c == U' ' || c == U'　') {
      ++i;
      continue;
    }
    if (c == U'・') {
      row.emplace_back();
      ++i;
      continue;
    }
    bool white = c == U'v' || c == U'V';
    if (white) ++i;
    size_t len = (i < end && s[i] == U'成') ? 2 : 1;
    std::u32string name = s.substr(i, len);
    std::string token = token_of_board_name(family_, name);
    if (token.empty()) throw InputError(where(line_number) + "unknown piece '" + utf8_encode(name) + "' in the board diagram");
    row.push_back(white ? lower_token(token) : token);
    i += len;
  }
  if (rows_.empty()) {
    first_row_line_ = line_number;
    files_ = int(row.size());
  } else if (int(row.size()) != files_) {
    throw InputError(where(line_number) + "this board row has " + std::to_string(row.size()) + " squares, the first had " +
                     std::to_string(files_));
  }
  rows_.push_back(std::move(row));
  return true;
}

void BoardDiagramReader::read_hand(const std::u32string& text, bool white, int line_number) {
  std::map<std::string, int> counts;
  std::string order;
  size_t i = 0;
  auto skip_spaces = [&] {
    while (i < text.size() && (text[i] == U' ' || text[i] == U'　' || text[i] == U'\t')) ++i;
  };
  skip_spaces();
  if (text.compare(i, 2, U"なし") == 0) return;
  std::string part;
  while (skip_spaces(), i < text.size()) {
    size_t len = match_piece_name(family_, text, i);
    std::string token = len ? token_of_hand_name(family_, text.substr(i, len)) : "";
    if (token.empty())
      throw InputError(where(line_number) + "unknown piece in hand at '" + utf8_encode(text.substr(i)) + "'");
    i += len;
    int count = 0;
    while (i < text.size()) {
      int d = kanji_digit_value(text[i]);
      int a = digit_value(text[i]);
      if (d == 10) count = (count == 0 ? 1 : count) * 10;
      else if (d > 0) count += d;
      else if (a >= 0) count = count * 10 + a;
      else break;
      ++i;
      if (count > 999) throw InputError(where(line_number) + "too many pieces in hand");
    }
    if (count == 0) count = 1;
    std::string letter = white ? lower_token(token) : token;
    part += (count > 1 ? std::to_string(count) : "") + letter;
  }
  hands_[white ? 1 : 0] = part;
}

std::string BoardDiagramReader::sfen() const {
  if (int(rows_.size()) != files_)
    throw InputError(where(first_row_line_) + "the board diagram has " + std::to_string(rows_.size()) + " rows of " +
                     std::to_string(files_) + " squares; a board is square");
  std::string board;
  for (const auto& row : rows_) {
    if (!board.empty()) board += '/';
    int empty = 0;
    for (const auto& token : row) {
      if (token.empty()) {
        ++empty;
        continue;
      }
      if (empty) board += std::to_string(empty);
      empty = 0;
      board += token;
    }
    if (empty) board += std::to_string(empty);
  }
  std::string side = white_to_move_ ? "w" : "b";
  if (family_ == KifFamily::Chu) return board + " " + side + " - 1";
  std::string hands = hands_[0] + hands_[1];
  return board + " " + side + " " + (hands.empty() ? "-" : hands) + " 1";
}

}  // namespace hensoku::records
