#include "shogi/notation.h"

#include <cctype>

#include "shogi/combined.h"
#include "shogi/position.h"
#include "variants/game.h"

namespace hensoku::shogi {

namespace {
constexpr char kLetters[] = " PLNSBRGK";
}

PieceType piece_type_from_letter(char c) {
  char u = char(std::toupper(static_cast<unsigned char>(c)));
  for (int pt = PAWN; pt <= KING; ++pt)
    if (kLetters[pt] == u) return PieceType(pt);
  return NO_PIECE_TYPE;
}

char piece_letter(PieceType pt, Side s) {
  char c = kLetters[unpromoted(pt)];
  return s == Side::Black ? c : char(std::tolower(static_cast<unsigned char>(c)));
}

std::string piece_token(Piece p) {
  PieceType pt = type_of(p);
  if (is_combined(pt)) {  // the parts' tokens side by side: "LN", "+LN", "l+n"
    const combined::Kind& k = combined_kind(pt);
    return piece_token(make_piece(side_of(p), k.first)) + piece_token(make_piece(side_of(p), k.second));
  }
  std::string out;
  if (pt > KING) out += '+';
  out += piece_letter(pt, side_of(p));
  return out;
}

const char* piece_name(PieceType pt) {
  static const char* const names[PIECE_TYPE_NB] = {
      "none",          "pawn",           "lance",           "knight",          "silver", "bishop",
      "rook",          "gold",           "king",            "tokin",           "promoted lance",
      "promoted knight", "promoted silver", "horse",          "dragon",          "?"};
  if (is_combined(pt)) return "combined piece";
  return pt < PIECE_TYPE_NB ? names[pt] : "?";
}

std::string square_name(int sq) { return {char('1' + file_of(sq)), char('a' + rank_of(sq))}; }

int parse_square(const std::string& text, size_t pos) {
  if (pos + 2 > text.size()) return -1;
  char f = text[pos], r = text[pos + 1];
  if (f < '1' || f > '9' || r < 'a' || r > 'i') return -1;
  return make_square(f - '1', r - 'a');
}

std::string move_to_usi(Move m) {
  if (m.is_drop()) return std::string(1, piece_letter(m.dropped(), Side::Black)) + "*" + square_name(m.to());
  std::string out = square_name(m.from()) + square_name(m.to());
  if (m.is_promotion()) out += '+';
  if (m.has_named_choice()) out += m.alternative_choice() ? 'N' : 'L';  // SF-4.4: which part of a lance+knight
  if (m.is_swap()) {  // docs/shogi.md: '=' marks the swap, a '+' after it the partner's promotion
    out += '=';
    if (m.partner_promotes()) out += '+';
  }
  return out;
}

Move parse_usi_move(const std::string& text) {
  auto bad = [&](const std::string& why) -> InputError {
    return InputError("bad move '" + text + "': " + why +
                      " (expected e.g. 7g7f, 8h2b+, P*5e, swap 6i5i=, 4d4c=+, lance+knight promotion 7c7b+L)");
  };
  if (text.size() == 4 && text[1] == '*') {
    PieceType pt = piece_type_from_letter(text[0]);
    if (!std::isupper(static_cast<unsigned char>(text[0])) || pt == NO_PIECE_TYPE || pt == KING)
      throw bad("a drop names an uppercase piece that can be in hand (P L N S G B R)");
    int to = parse_square(text, 2);
    if (to < 0) throw bad("unknown square");
    return Move::drop(pt, to);
  }
  const std::string suffix = text.size() >= 4 ? text.substr(4) : "";
  const bool swap = suffix.find('=') != std::string::npos;
  const bool named = suffix == "+L" || suffix == "+N";
  if (text.size() < 4 || (suffix != "" && suffix != "+" && suffix != "=" && suffix != "+=" && suffix != "=+" &&
                          suffix != "+=+" && !named))
    throw bad("wrong length or suffix");
  int from = parse_square(text, 0), to = parse_square(text, 2);
  if (from < 0 || to < 0) throw bad("unknown square");
  if (from == to) throw bad("a move must change square");
  const bool mover_promotes = suffix.size() && suffix[0] == '+';
  if (named) return Move::normal(from, to, true).with_choice(suffix == "+N");
  if (!swap) return Move::normal(from, to, mover_promotes);
  return Move::swap(from, to, mover_promotes, suffix.back() == '+' && suffix != "+=");
}

Move parse_usi_move(const std::string& text, const Position& pos, const RuleSet& rules) {
  Move m = parse_usi_move(text);
  if (!rules.merge || m.is_drop() || m.is_swap()) return m;
  // Merge Shogi: a board move onto a friend is a merge (SF-4.1); the
  // generator decides whether it is legal.
  const Piece target = pos.piece_on(m.to()), mover = pos.piece_on(m.from());
  if (!target || !mover || side_of(target) != side_of(mover)) return m;
  Move merge = Move::merge(m.from(), m.to(), m.is_promotion());
  return m.has_named_choice() ? merge.with_choice(m.alternative_choice()) : merge;
}

}  // namespace hensoku::shogi
