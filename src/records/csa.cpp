// CSA records: the reader (a strict state machine over the record's parts,
// in the standard's order: version, names and $ fields, the start position,
// the side to move, moves with their times, the ending) and the writer.
#include "records/csa.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <limits>

#include "records/kif_text.h"

namespace hensoku::records {

namespace {

constexpr const char* kStartSfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

// The CSA piece codes and their SFEN letters.
struct PieceCode {
  const char* csa;
  char letter;  // uppercase SFEN letter of the unpromoted kind
  bool promoted;
  int in_set;  // how many of the kind a set has (both sides)
};
constexpr PieceCode kPieces[] = {
    {"FU", 'P', false, 18}, {"KY", 'L', false, 4}, {"KE", 'N', false, 4}, {"GI", 'S', false, 4}, {"KI", 'G', false, 4},
    {"KA", 'B', false, 2},  {"HI", 'R', false, 2}, {"OU", 'K', false, 2}, {"TO", 'P', true, 0},  {"NY", 'L', true, 0},
    {"NK", 'N', true, 0},   {"NG", 'S', true, 0},  {"UM", 'B', true, 0},  {"RY", 'R', true, 0},
};
constexpr const char* kHandOrder = "RBGSNLP";  // SFEN's order of pieces in hand

const PieceCode* piece_by_csa(const std::string& code) {
  for (const auto& p : kPieces)
    if (code == p.csa) return &p;
  return nullptr;
}

const PieceCode* piece_by_letter(char letter, bool promoted) {
  for (const auto& p : kPieces)
    if (p.letter == letter && p.promoted == promoted) return &p;
  return nullptr;
}

// One square's content: side 0 Black, 1 White, -1 empty.
struct Cell {
  int side = -1;
  const PieceCode* piece = nullptr;
};

struct Board {
  std::array<std::array<Cell, 9>, 9> cells{};  // [rank - 1][9 - file]
  std::array<std::array<int, 7>, 2> hands{};   // per side, in kHandOrder
  int to_move = 0;

  Cell& at(int file, int rank) { return cells[size_t(rank - 1)][size_t(9 - file)]; }

  std::string sfen() const {
    std::string out;
    for (int r = 0; r < 9; ++r) {
      int empty = 0;
      for (int c = 0; c < 9; ++c) {
        const Cell& cell = cells[size_t(r)][size_t(c)];
        if (cell.side < 0) {
          ++empty;
          continue;
        }
        if (empty) out += char('0' + empty), empty = 0;
        if (cell.piece->promoted) out += '+';
        out += cell.side == 0 ? cell.piece->letter : char(std::tolower(cell.piece->letter));
      }
      if (empty) out += char('0' + empty);
      if (r < 8) out += '/';
    }
    out += to_move == 0 ? " b " : " w ";
    std::string hand;
    for (int s = 0; s < 2; ++s)
      for (int k = 0; k < 7; ++k) {
        const int n = hands[size_t(s)][size_t(k)];
        if (n == 0) continue;
        if (n > 1) hand += std::to_string(n);
        hand += s == 0 ? kHandOrder[k] : char(std::tolower(kHandOrder[k]));
      }
    return out + (hand.empty() ? "-" : hand) + " 1";
  }
};

int hand_index(char letter) {
  for (int k = 0; k < 7; ++k)
    if (kHandOrder[k] == letter) return k;
  return -1;
}

Board board_of_sfen(const std::string& sfen) {
  Board b;
  int r = 0, c = 0;
  bool promoted = false;
  size_t i = 0;
  for (; i < sfen.size() && sfen[i] != ' '; ++i) {
    const char ch = sfen[i];
    if (ch == '/')
      ++r, c = 0;
    else if (ch == '+')
      promoted = true;
    else if (std::isdigit(static_cast<unsigned char>(ch)))
      c += ch - '0';
    else {
      Cell& cell = b.cells[size_t(r)][size_t(c++)];
      cell.side = std::isupper(static_cast<unsigned char>(ch)) ? 0 : 1;
      cell.piece = piece_by_letter(char(std::toupper(static_cast<unsigned char>(ch))), promoted);
      promoted = false;
    }
  }
  b.to_move = sfen.compare(i, 3, " w ") == 0 ? 1 : 0;
  return b;
}

std::string where(int line) { return "CSA line " + std::to_string(line) + ": "; }
[[noreturn]] void fail(int line, const std::string& message) { throw InputError(where(line) + message); }

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// "77" -> file 7, rank 7; "00" (hand) -> 0, 0. False on anything else.
bool parse_square(const std::string& s, size_t pos, int& file, int& rank) {
  if (pos + 2 > s.size() || !is_digit(s[pos]) || !is_digit(s[pos + 1])) return false;
  file = s[pos] - '0';
  rank = s[pos + 1] - '0';
  return (file == 0) == (rank == 0);
}

std::string usi_square(int file, int rank) { return std::string(1, char('0' + file)) + char('a' + rank - 1); }

const char* const kTerminations[] = {"TORYO",           "CHUDAN",          "SENNICHITE", "TIME_UP",  "ILLEGAL_MOVE",
                                     "+ILLEGAL_ACTION", "-ILLEGAL_ACTION", "JISHOGI",    "KACHI",    "HIKIWAKE",
                                     "TSUMI",           "FUZUMI",          "ERROR",      "MAX_MOVES"};

Outcome win(Side winner, const std::string& code, const std::string& reason) {
  return {Outcome::Kind::Win, winner, code, reason};
}
std::string side_name(Side s) { return s == Side::Black ? "Black" : "White"; }

// A name or header value on one line: the writer cannot keep a line break in
// it, so the reader drops a stray CR the same way and a record reads back
// exactly as it was written.
std::string one_line(std::string s) {
  for (char& c : s)
    if (c == '\n' || c == '\r') c = ' ';
  return s;
}

}  // namespace

Outcome csa_ending_outcome(const std::string& t, Side to_move) {
  const std::string mover = side_name(to_move);
  if (t == "TORYO") return win(~to_move, "resignation", mover + " resigned");
  if (t == "TSUMI") return win(~to_move, "checkmate", mover + " is checkmated");
  if (t == "TIME_UP") return win(~to_move, "time", mover + " lost on time");
  if (t == "ILLEGAL_MOVE") return win(~to_move, "illegal-move", mover + " made an illegal move");
  if (t == "+ILLEGAL_ACTION") return win(Side::White, "illegal-move", "Black made an illegal action");
  if (t == "-ILLEGAL_ACTION") return win(Side::Black, "illegal-move", "White made an illegal action");
  if (t == "KACHI") return win(to_move, "declaration", mover + " wins by the declaration (入玉宣言)");
  if (t == "SENNICHITE") return {Outcome::Kind::Draw, to_move, "sennichite", "Fourfold repetition (sennichite): draw"};
  if (t == "JISHOGI") return {Outcome::Kind::Draw, to_move, "jishogi", "Impasse (jishogi): draw"};
  if (t == "HIKIWAKE") return {Outcome::Kind::Draw, to_move, "agreement", "Draw"};
  if (t == "MAX_MOVES") return {Outcome::Kind::Draw, to_move, "max-moves", "Drawn at the move limit"};
  return {};
}

namespace {

// The reader's state, in the order of a record's parts.
enum class Part { Header, Position, Moves, Ended };

class Reader {
 public:
  explicit Reader(std::unique_ptr<Game> game) : game_(std::move(game)) {}

  CsaRecord run(const std::string& text) {
    size_t start = 0;
    int number = 0;
    while (start <= text.size()) {
      size_t end = text.find('\n', start);
      if (end == std::string::npos) end = text.size();
      std::string line = text.substr(start, end - start);
      while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) line.pop_back();
      take_line(line, ++number);
      start = end + 1;
    }
    if (part_ == Part::Header || part_ == Part::Position)
      fail(number, "the record ends before the side to move ('+' or '-' after the position)");
    record_.moves = game_->history();
    record_.comments.resize(record_.moves.size() + 1);
    if (!record_.termination.empty()) record_.outcome = csa_ending_outcome(record_.termination, game_->side_to_move());
    return record_;
  }

 private:
  void take_line(const std::string& line, int n) {
    if (line.empty()) return;
    if (line[0] == '\'') return comment(line, n);
    if (line == "/") fail(n, "the file holds several games ('/'): import them one at a time");
    if (line[0] == 'V' || line[0] == 'N' || line[0] == '$' || line[0] == 'P') return statement(line, n);
    size_t start = 0;  // moves, times and endings may share a line, separated by ','
    for (;;) {
      size_t comma = line.find(',', start);
      std::string part = line.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
      if (part.empty()) fail(n, "an empty statement between commas");
      statement(part, n);
      if (comma == std::string::npos) return;
      start = comma + 1;
    }
  }

  void comment(const std::string& line, int n) {
    if (line.rfind("'CSA encoding=", 0) == 0 && line != "'CSA encoding=UTF-8")
      fail(n, "the record is in " + line.substr(14) + "; convert it to UTF-8 first");
    if (line.size() < 2 || line[1] != '*') return;  // a remark of the file, not a comment on the game
    size_t index = game_->history().size();
    if (record_.comments.size() <= index) record_.comments.resize(index + 1);
    std::string& slot = record_.comments[index];
    if (started_.size() <= index) started_.resize(index + 1, false);
    if (started_[index]) slot += '\n';
    slot += line.substr(2);
    started_[index] = true;
  }

  void statement(const std::string& s, int n) {
    switch (s[0]) {
      case 'V':
        return version(s, n);
      case 'N':
        return name(s, n);
      case '$':
        return info(s, n);
      case 'P':
        return position(s, n);
      case '+':
      case '-':
        if (s.size() == 1) return side_to_move(s, n);
        return move(s, n);
      case 'T':
        return time(s, n);
      case '%':
        return ending(s, n);
      default:
        fail(n, "not a CSA statement: '" + s.substr(0, 30) + "'");
    }
  }

  void version(const std::string& s, int n) {
    if (seen_anything_) fail(n, "the version line (" + s + ") must come first");
    if (s != "V2" && s != "V2.1" && s != "V2.2" && s != "V3.0")
      fail(n, "unknown CSA version '" + s + "' (V2, V2.1, V2.2 and V3.0 are read)");
    record_.version = s.substr(1);
    seen_anything_ = true;
  }

  void name(const std::string& s, int n) {
    header_part(s, n);
    if (s.size() < 2 || (s[1] != '+' && s[1] != '-')) fail(n, "a name line is N+name or N-name, not '" + s + "'");
    std::string& slot = s[1] == '+' ? record_.black_name : record_.white_name;
    bool& seen = s[1] == '+' ? black_named_ : white_named_;
    if (seen) fail(n, std::string("a second ") + (s[1] == '+' ? "N+" : "N-") + " line");
    seen = true;
    slot = one_line(s.substr(2));
  }

  void info(const std::string& s, int n) {
    header_part(s, n);
    const size_t colon = s.find(':');
    if (colon == std::string::npos || colon == 1) fail(n, "an information line is $KEY:value, not '" + s + "'");
    const std::string key = s.substr(1, colon - 1);
    for (char c : key)
      if (!std::isupper(static_cast<unsigned char>(c)) && c != '_' && !is_digit(c))
        fail(n, "'" + key + "' is not an information key (capital letters and '_')");
    if (!record_.headers.emplace(key, one_line(s.substr(colon + 1))).second) fail(n, "a second $" + key + " line");
  }

  void header_part(const std::string& s, int n) {
    if (part_ != Part::Header) fail(n, "'" + s.substr(0, 20) + "' must come before the start position");
    seen_anything_ = true;
  }

  // --- the start position ---------------------------------------------------

  void position(const std::string& s, int n) {
    if (part_ != Part::Header && part_ != Part::Position) fail(n, "a position line after the side to move");
    part_ = Part::Position;
    seen_anything_ = true;
    if (s.size() < 2) fail(n, "'P' alone is not a position line");
    if (s[1] == 'I') return initial_position(s, n);
    if (s[1] >= '1' && s[1] <= '9') return board_row(s, n);
    if (s[1] == '+' || s[1] == '-') return placements(s, n);
    fail(n, "a position line is PI, P1..P9, P+ or P-, not '" + s.substr(0, 20) + "'");
  }

  void initial_position(const std::string& s, int n) {
    if (has_pi_ || rows_seen_ != 0 || placed_) fail(n, "PI must be the first position line, and only one");
    has_pi_ = true;
    board_ = board_of_sfen(kStartSfen);
    if ((s.size() - 2) % 4 != 0)
      fail(n, "PI is followed by square and piece pairs like 82HI, not '" + s.substr(2) + "'");
    for (size_t i = 2; i < s.size(); i += 4) {
      int file = 0, rank = 0;
      const PieceCode* piece = piece_by_csa(s.substr(i + 2, 2));
      if (!parse_square(s, i, file, rank) || file == 0 || !piece) fail(n, "bad PI item '" + s.substr(i, 4) + "'");
      Cell& cell = board_.at(file, rank);
      if (cell.piece != piece) fail(n, "PI removes " + s.substr(i, 4) + ", but that piece is not on " + s.substr(i, 2));
      cell = Cell{};
    }
  }

  void board_row(const std::string& s, int n) {
    const int rank = s[1] - '0';
    if (has_pi_) fail(n, "P" + std::to_string(rank) + " after PI: give the board one way");
    if (placed_) fail(n, "P" + std::to_string(rank) + " after P+/P-: the rows come first");
    if (rows_seen_ & (1 << rank)) fail(n, "a second P" + std::to_string(rank) + " line");
    rows_seen_ |= 1 << rank;
    std::string cells = s.substr(2);
    if (cells.size() > 27) fail(n, "a board row has 9 cells of 3 characters");
    cells.resize(27, ' ');  // writers drop the last cell's trailing space
    for (int c = 0; c < 9; ++c) {
      const std::string cell = cells.substr(size_t(c) * 3, 3);
      const int file = 9 - c;
      if (cell == " * ") continue;
      const PieceCode* piece = piece_by_csa(cell.substr(1));
      if ((cell[0] != '+' && cell[0] != '-') || !piece)
        fail(n, "bad cell '" + cell + "' for " + std::to_string(file) + std::to_string(rank) +
                    " (' * ' for empty, else +FU, -KA...)");
      board_.at(file, rank) = Cell{cell[0] == '+' ? 0 : 1, piece};
    }
  }

  void placements(const std::string& s, int n) {
    if (rows_seen_ != 0 && rows_seen_ != 0x3FE) fail(n, "P+/P- before all nine board rows P1..P9");
    placed_ = true;
    const int side = s[1] == '+' ? 0 : 1;
    if ((s.size() - 2) % 4 != 0)
      fail(n, "P+ and P- are followed by square and piece pairs like 00KI, not '" + s.substr(2) + "'");
    for (size_t i = 2; i < s.size(); i += 4) {
      const std::string item = s.substr(i, 4);
      int file = 0, rank = 0;
      if (!parse_square(s, i, file, rank)) fail(n, "bad square in '" + item + "'");
      if (item == "00AL") {
        if (all_rest_ >= 0) fail(n, "a second 00AL");
        if (i + 4 != s.size()) fail(n, "00AL must end the line");
        all_rest_ = side;
        all_rest_line_ = n;
        continue;
      }
      if (all_rest_ >= 0) fail(n, "'" + item + "' after 00AL");
      const PieceCode* piece = piece_by_csa(item.substr(2));
      if (!piece) fail(n, "unknown piece in '" + item + "'");
      if (file == 0) {
        if (piece->promoted || piece->letter == 'K')
          fail(n, "'" + item + "': only unpromoted pieces other than OU go in hand");
        ++board_.hands[size_t(side)][size_t(hand_index(piece->letter))];
        continue;
      }
      Cell& cell = board_.at(file, rank);
      if (cell.side >= 0) fail(n, "'" + item + "': " + item.substr(0, 2) + " is not empty");
      cell = Cell{side, piece};
    }
  }

  // Counts every kind against one set; 00AL gives the rest (not kings) to its side.
  void check_counts(int n) {
    std::array<int, 8> used{};
    auto kind = [](char letter) { return letter == 'K' ? 7 : hand_index(letter); };
    for (const auto& row : board_.cells)
      for (const Cell& cell : row)
        if (cell.side >= 0) ++used[size_t(kind(cell.piece->letter))];
    for (const auto& hand : board_.hands)
      for (int k = 0; k < 7; ++k) used[size_t(k)] += hand[size_t(k)];
    for (const auto& p : kPieces) {
      if (p.promoted) continue;
      const int k = kind(p.letter);
      if (used[size_t(k)] > p.in_set)
        fail(n, "too many " + std::string(p.csa) + " (" + std::to_string(used[size_t(k)]) + "; a set has " +
                    std::to_string(p.in_set) + ")");
      if (all_rest_ >= 0 && p.letter != 'K') board_.hands[size_t(all_rest_)][size_t(k)] += p.in_set - used[size_t(k)];
    }
  }

  void side_to_move(const std::string& s, int n) {
    if (part_ == Part::Moves || part_ == Part::Ended) fail(n, "a second side-to-move line ('" + s + "')");
    if (part_ != Part::Position) fail(n, "the start position (PI or P1..P9) must come before the side to move");
    if (rows_seen_ != 0 && rows_seen_ != 0x3FE) fail(n, "the board rows P1..P9 are not all there");
    check_counts(all_rest_ >= 0 ? all_rest_line_ : n);
    board_.to_move = s == "+" ? 0 : 1;
    const std::string sfen = board_.sfen();
    try {
      game_->set_sfen(sfen);
    } catch (const InputError& e) {
      fail(n, std::string("the start position is not valid: ") + e.what());
    }
    if (sfen != kStartSfen) record_.setup_sfen = sfen;
    part_ = Part::Moves;
  }

  // --- moves, times, the ending --------------------------------------------

  void move(const std::string& s, int n) {
    if (part_ == Part::Ended) fail(n, "a move after the ending %" + record_.termination);
    if (part_ != Part::Moves) fail(n, "a move before the side to move ('+' or '-')");
    int from_file = 0, from_rank = 0, to_file = 0, to_rank = 0;
    const PieceCode* piece = s.size() == 7 ? piece_by_csa(s.substr(5, 2)) : nullptr;
    if (!piece || !parse_square(s, 1, from_file, from_rank) || !parse_square(s, 3, to_file, to_rank) || to_file == 0)
      fail(n, "a move is like +7776FU or +0055KA, not '" + s + "'");
    const Side mover = s[0] == '+' ? Side::Black : Side::White;
    if (mover != game_->side_to_move())
      fail(n, "'" + s + "' is a move of " + side_name(mover) + ", but " + side_name(game_->side_to_move()) +
                  " is to move");
    std::string usi;
    if (from_file == 0) {
      if (piece->promoted || piece->letter == 'K') fail(n, "'" + s + "' drops a piece that cannot be in hand");
      usi = std::string(1, piece->letter) + "*" + usi_square(to_file, to_rank);
    } else {
      const Cell before = cell_at(from_file, from_rank);
      if (before.side != int(index(mover)))
        fail(n, "'" + s + "': there is no piece of " + side_name(mover) + " on " + s.substr(1, 2));
      const bool promotes = piece != before.piece;
      if (promotes && (before.piece->promoted || piece->letter != before.piece->letter || !piece->promoted))
        fail(n, "'" + s + "': the piece on " + s.substr(1, 2) + " is " + before.piece->csa + ", not " + piece->csa);
      usi = usi_square(from_file, from_rank) + usi_square(to_file, to_rank) + (promotes ? "+" : "");
    }
    try {
      game_->play(usi);
    } catch (const InputError& e) {
      fail(n, "illegal move " + s + " (" + usi + "): " + e.what());
    }
    record_.times_ms.push_back(-1);
    timed_ = false;
  }

  Cell cell_at(int file, int rank) const {
    const BoardView view = game_->view();
    const std::string& token = view.cells[size_t((rank - 1) * 9 + (9 - file))];
    if (token.empty()) return {};
    const bool promoted = token[0] == '+';
    const char letter = token[promoted ? 1 : 0];
    return Cell{std::isupper(static_cast<unsigned char>(letter)) ? 0 : 1,
                piece_by_letter(char(std::toupper(static_cast<unsigned char>(letter))), promoted)};
  }

  void time(const std::string& s, int n) {
    if (part_ != Part::Moves && part_ != Part::Ended) fail(n, "a time (" + s + ") before the first move");
    if (timed_) fail(n, "a second time line for one move");
    if (part_ == Part::Moves && record_.times_ms.empty()) fail(n, "a time (" + s + ") before the first move");
    const std::string digits = s.substr(1);
    const size_t dot = digits.find('.');
    const std::string whole = digits.substr(0, dot), fraction = dot == std::string::npos ? "" : digits.substr(dot + 1);
    auto all_digits = [](const std::string& x) {
      return std::all_of(x.begin(), x.end(), [](char c) { return is_digit(c); });
    };
    if (whole.empty() || whole.size() > 7 || !all_digits(whole) ||
        (dot != std::string::npos && (fraction.empty() || fraction.size() > 3 || !all_digits(fraction))))
      fail(n, "a time is T and the seconds (T12, or T12.345 in V3.0), not '" + s + "'");
    std::string ms = fraction;
    ms.resize(3, '0');
    // Times are kept in int milliseconds: a move may take up to 24 days.
    const long long total_ms = std::stoll(whole) * 1000 + std::stoll(ms);
    if (total_ms > std::numeric_limits<int>::max())
      fail(n, "a time of more than 2147483 seconds for one move ('" + s + "')");
    timed_ = true;
    if (part_ == Part::Moves) record_.times_ms.back() = int(total_ms);
  }

  void ending(const std::string& s, int n) {
    if (part_ == Part::Ended) fail(n, "a second ending (" + s + ")");
    if (part_ != Part::Moves) fail(n, "an ending (" + s + ") before the side to move");
    const std::string word = s.substr(1);
    if (word == "MATTA") fail(n, "%MATTA (a take-back request) does not belong in a game record");
    if (std::find(std::begin(kTerminations), std::end(kTerminations), word) == std::end(kTerminations))
      fail(n, "unknown ending '" + s + "'");
    record_.termination = word;
    part_ = Part::Ended;
    timed_ = false;
  }

  std::unique_ptr<Game> game_;
  CsaRecord record_;
  Part part_ = Part::Header;
  Board board_;
  bool seen_anything_ = false, black_named_ = false, white_named_ = false;
  bool has_pi_ = false, placed_ = false, timed_ = false;
  int rows_seen_ = 0;  // bit r: row Pr seen
  int all_rest_ = -1, all_rest_line_ = 0;
  std::vector<bool> started_;
};

// --- writer ----------------------------------------------------------------

std::unique_ptr<Game> at_setup(const Game& game) {
  std::unique_ptr<Game> g = game.clone();
  while (g->undo()) {
  }
  return g;
}

// The board of a view as the reader builds it.
Board board_of_view(const BoardView& view) {
  Board b;
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) {
      const std::string& token = view.cells[size_t(r * 9 + c)];
      if (token.empty()) continue;
      const bool promoted = token[0] == '+';
      const char letter = token[promoted ? 1 : 0];
      b.cells[size_t(r)][size_t(c)] =
          Cell{std::isupper(static_cast<unsigned char>(letter)) ? 0 : 1,
               piece_by_letter(char(std::toupper(static_cast<unsigned char>(letter))), promoted)};
    }
  for (int s = 0; s < 2; ++s)
    for (const auto& [letter, count] : view.hands[s]) b.hands[size_t(s)][size_t(hand_index(letter[0]))] = count;
  b.to_move = view.to_move == Side::Black ? 0 : 1;
  return b;
}

std::string square_text(int file, int rank) { return std::to_string(file) + std::to_string(rank); }

// PI with the removed pieces when the set-up is the start minus some pieces,
// else the nine rows and the hands.
std::string position_lines(const Board& setup) {
  const Board start = board_of_sfen(kStartSfen);
  bool subset = setup.hands == start.hands;
  std::string removed;
  for (int r = 0; r < 9 && subset; ++r)
    for (int c = 0; c < 9; ++c) {
      const Cell &a = setup.cells[size_t(r)][size_t(c)], &b = start.cells[size_t(r)][size_t(c)];
      if (a.side < 0 && b.side >= 0)
        removed += square_text(9 - c, r + 1) + b.piece->csa;
      else if (a.side != b.side || a.piece != b.piece)
        subset = false;
    }
  if (subset) return "PI" + removed + "\n";
  std::string out;
  for (int r = 0; r < 9; ++r) {
    out += 'P';
    out += char('1' + r);
    for (const Cell& cell : setup.cells[size_t(r)])
      out += cell.side < 0 ? std::string(" * ") : std::string(cell.side == 0 ? "+" : "-") + cell.piece->csa;
    out += "\n";
  }
  for (int s = 0; s < 2; ++s) {
    std::string items;
    for (int k = 0; k < 7; ++k)
      for (int i = 0; i < setup.hands[size_t(s)][size_t(k)]; ++i)
        items += std::string("00") + piece_by_letter(kHandOrder[k], false)->csa;
    if (!items.empty()) out += std::string(s == 0 ? "P+" : "P-") + items + "\n";
  }
  return out;
}

std::string comment_lines(const CsaInfo& info, size_t position) {
  return position < info.comments.size() ? comment_as_lines(info.comments[position], "'*") : std::string();
}

// The %-ending for an outcome, with `to_move` to move after the last move;
// "" when there is none. Endings CSA cannot attribute get %CHUDAN and a
// remark with the reason.
std::string ending_lines(const Outcome& o, Side to_move, bool declared) {
  if (declared) return "%KACHI\n";
  if (!o.over()) return {};
  const Side loser = ~o.winner;
  const bool mover_lost = o.kind == Outcome::Kind::Win && loser == to_move;
  const std::string foul = loser == Side::Black ? "%+ILLEGAL_ACTION\n" : "%-ILLEGAL_ACTION\n";
  if (o.code == "resignation" && mover_lost) return "%TORYO\n";
  if ((o.code == "checkmate" || o.code == "stalemate") && mover_lost) return "%TSUMI\n";
  if ((o.code == "time" || o.code == "time-forfeit") && mover_lost) return "%TIME_UP\n";
  if (o.code == "declaration" && o.winner == to_move) return "%KACHI\n";
  if (o.code == "sennichite") return "%SENNICHITE\n";
  if (o.code == "perpetual-check" || o.code == "illegal-move") return foul;
  if (o.code == "jishogi") return "%JISHOGI\n";
  if (o.code == "max-moves" || o.code == "max-plies") return "%MAX_MOVES\n";
  if (o.kind == Outcome::Kind::Draw) return "%HIKIWAKE\n";
  return "%CHUDAN\n'" + one_line(o.reason) + "\n";
}

}  // namespace

CsaRecord read_csa(const std::string& text, const Registry& registry) {
  if (text.size() > (4u << 20)) throw InputError("the CSA text is too long (over 4 MiB)");
  try {
    utf8_decode(text);
  } catch (const InputError&) {
    throw InputError("the CSA text is not UTF-8 (a Shift_JIS .csa file must be converted to UTF-8 first)");
  }
  const VariantInfo* info = registry.find("shogi");
  if (!info) throw InputError("CSA records are for standard shogi, which this program does not have");
  return Reader(info->create({})).run(text);
}

std::string csa_unsupported_reason(const Game& game) {
  if (game.variant() != "shogi") return "CSA records are for standard shogi; '" + game.variant() + "' has other rules";
  // FirstPlayer shows as the side to move of the position; Declaration
  // only allows the %KACHI ending.
  for (const auto& [name, value] : game.options())
    if (name != "FirstPlayer" && name != "Declaration")
      return "CSA cannot record the rule option " + name + "=" + value;
  return {};
}

std::string write_csa(const Game& game, const CsaInfo& info) {
  const std::string reason = csa_unsupported_reason(game);
  if (!reason.empty()) throw InputError(reason);
  std::string out = "V2.2\nN+" + one_line(info.black_name) + "\nN-" + one_line(info.white_name) + "\n";
  if (!info.event.empty()) out += "$EVENT:" + one_line(info.event) + "\n";
  if (!info.start_time.empty()) out += "$START_TIME:" + one_line(info.start_time) + "\n";

  std::unique_ptr<Game> g = at_setup(game);
  const BoardView setup = g->view();
  out += position_lines(board_of_view(setup));
  out += setup.to_move == Side::Black ? "+\n" : "-\n";
  out += comment_lines(info, 0);
  bool declared = false;
  const std::vector<std::string> history = game.history();
  for (size_t i = 0; i < history.size(); ++i) {
    if (history[i] == "win") {  // the 27-point declaration: CSA's %KACHI
      declared = true;
      break;
    }
    const Side mover = g->side_to_move();
    const MoveView* m = nullptr;
    const std::vector<MoveView> legal = g->legal_move_views();
    for (const auto& v : legal)
      if (v.usi == history[i]) m = &v;
    if (!m) throw InputError("move " + std::to_string(i + 1) + " (" + history[i] + ") is not a legal move");
    std::string line = mover == Side::Black ? "+" : "-";
    int file = 0, rank = 0;
    parse_game_square(m->to, file, rank);
    const std::string to = square_text(file, rank);
    if (!m->drop.empty()) {
      line += "00" + to + piece_by_letter(m->drop[0], false)->csa;
    } else {
      int from_file = 0, from_rank = 0;
      parse_game_square(m->from, from_file, from_rank);
      const Cell before = board_of_view(g->view()).cells[size_t(from_rank - 1)][size_t(9 - from_file)];
      const PieceCode* after = m->choice == "+" ? piece_by_letter(before.piece->letter, true) : before.piece;
      line += square_text(from_file, from_rank) + to + after->csa;
    }
    out += line + "\n";
    g->play(history[i]);
    out += comment_lines(info, i + 1);
  }
  out += ending_lines(info.outcome, g->side_to_move(), declared);
  return out;
}

}  // namespace hensoku::records
