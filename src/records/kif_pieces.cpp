#include "records/kif_pieces.h"

#include <cctype>

namespace hensoku::records {

namespace {

// Shogi family: Kifu for Windows' names (成銀 in moves, 全 on the board).
const std::vector<KifPieceName> kShogi = {
    {"K", U"玉", U"玉", {U"王", U"玉将", U"王将"}},
    {"R", U"飛", U"飛", {U"飛車"}},
    {"B", U"角", U"角", {U"角行"}},
    {"G", U"金", U"金", {U"金将"}},
    {"S", U"銀", U"銀", {U"銀将"}},
    {"N", U"桂", U"桂", {U"桂馬"}},
    {"L", U"香", U"香", {U"香車"}},
    {"P", U"歩", U"歩", {U"歩兵", U"兵"}},
    {"+R", U"龍", U"龍", {U"竜", U"龍王", U"竜王"}},
    {"+B", U"馬", U"馬", {U"龍馬", U"竜馬"}},
    {"+S", U"成銀", U"全", {U"全"}},
    {"+N", U"成桂", U"圭", {U"圭", U"今"}},
    {"+L", U"成香", U"杏", {U"杏"}},
    {"+P", U"と", U"と", {U"と金", U"个"}},
};

// Chu shogi: lishogi's names (two kanji in moves, one or 成+one on the
// board); the other common names are read too.
const std::vector<KifPieceName> kChu = {
    {"K", U"玉将", U"玉", {U"王将", U"玉", U"王"}},
    {"E", U"醉象", U"象", {U"酔象", U"象"}},
    {"T", U"盲虎", U"虎", {U"虎"}},
    {"G", U"金将", U"金", {U"金"}},
    {"S", U"銀将", U"銀", {U"銀"}},
    {"C", U"銅将", U"銅", {U"銅"}},
    {"F", U"猛豹", U"豹", {U"豹"}},
    {"I", U"仲人", U"仲", {U"仲"}},
    {"P", U"歩兵", U"歩", {U"歩", U"兵"}},
    {"O", U"麒麟", U"麒", {U"麒"}},
    {"X", U"鳳凰", U"鳳", {U"鳳"}},
    {"L", U"香車", U"香", {U"香"}},
    {"A", U"反車", U"反", {U"反"}},
    {"M", U"横行", U"横", {U"横"}},
    {"V", U"竪行", U"竪", {U"竪"}},
    {"R", U"飛車", U"飛", {U"飛"}},
    {"B", U"角行", U"角", {U"角"}},
    {"D", U"龍王", U"龍", {U"竜王", U"龍", U"竜"}},
    {"H", U"龍馬", U"馬", {U"竜馬", U"馬"}},
    {"Q", U"奔王", U"奔", {U"奔"}},
    {"N", U"獅子", U"獅", {U"獅", U"師"}},
    {"+E", U"太子", U"太", {U"太", U"成象"}},
    {"+T", U"飛鹿", U"鹿", {U"鹿", U"成虎"}},
    {"+G", U"金飛車", U"成飛", {U"飛車", U"飛", U"成飛", U"成金"}},
    {"+S", U"竪行", U"成竪", {U"竪", U"成竪", U"成銀"}},
    {"+C", U"横行", U"成横", {U"横", U"成横", U"成銅"}},
    {"+F", U"小角", U"成角", {U"角行", U"角", U"成角", U"成豹"}},
    {"+I", U"醉象", U"成象", {U"酔象", U"象", U"成仲"}},
    {"+P", U"金将", U"杏", {U"金", U"と", U"と金", U"成歩"}},
    {"+O", U"獅子", U"成獅", {U"獅", U"成獅", U"成麒"}},
    {"+X", U"奔王", U"成奔", {U"奔", U"成奔", U"成鳳"}},
    {"+L", U"白駒", U"駒", {U"駒", U"成香"}},
    {"+A", U"鯨鯢", U"鯨", {U"鯨", U"成反"}},
    {"+M", U"奔猪", U"猪", {U"猪", U"成横"}},
    {"+V", U"飛牛", U"牛", {U"牛", U"成竪"}},
    {"+R", U"龍王", U"成龍", {U"竜王", U"龍", U"竜", U"成龍", U"成飛"}},
    {"+B", U"龍馬", U"成馬", {U"竜馬", U"馬", U"成馬", U"成角"}},
    {"+D", U"飛鷲", U"鷲", {U"鷲", U"成龍"}},
    {"+H", U"角鷹", U"鷹", {U"鷹", U"成馬"}},
};

std::string upper_token(const std::string& token) {
  std::string t = token;
  for (char& c : t) c = char(std::toupper(static_cast<unsigned char>(c)));
  return t;
}

}  // namespace

const std::vector<KifPieceName>& kif_pieces(KifFamily family) { return family == KifFamily::Chu ? kChu : kShogi; }

const KifPieceName* kif_piece(KifFamily family, const std::string& token) {
  std::string t = upper_token(token);
  for (const auto& p : kif_pieces(family))
    if (p.token == t) return &p;
  return nullptr;
}

bool kif_names_piece(KifFamily family, const std::u32string& name, const std::string& token) {
  const KifPieceName* p = kif_piece(family, token);
  if (!p) return false;
  if (p->move == name || p->board == name) return true;
  for (const auto& a : p->aliases)
    if (a == name) return true;
  return false;
}

size_t match_piece_name(KifFamily family, const std::u32string& text, size_t pos) {
  size_t best = 0;
  auto consider = [&](const std::u32string& name) {
    if (name.size() > best && text.compare(pos, name.size(), name) == 0) best = name.size();
  };
  for (const auto& p : kif_pieces(family)) {
    consider(p.move);
    for (const auto& a : p.aliases) consider(a);
  }
  return best;
}

std::string token_of_board_name(KifFamily family, const std::u32string& name) {
  for (const auto& p : kif_pieces(family))
    if (p.board == name) return p.token;
  if (name == U"王") return "K";
  return {};
}

std::string token_of_hand_name(KifFamily family, const std::u32string& name) {
  for (const auto& p : kif_pieces(family)) {
    if (p.token[0] == '+') continue;
    if (p.move == name || p.board == name) return p.token;
    for (const auto& a : p.aliases)
      if (a == name) return p.token;
  }
  return {};
}

}  // namespace hensoku::records
