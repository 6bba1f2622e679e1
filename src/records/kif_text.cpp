#include "records/kif_text.h"

#include "variants/game.h"

namespace hensoku::records {

std::u32string utf8_decode(const std::string& text) {
  std::u32string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    int extra = c < 0x80 ? 0 : (c >> 5) == 0x6 ? 1 : (c >> 4) == 0xE ? 2 : (c >> 3) == 0x1E ? 3 : -1;
    if (extra < 0 || i + size_t(extra) >= text.size())
      throw InputError("the KIF text is not UTF-8 (a Shift_JIS .kif file must be converted to UTF-8 first)");
    char32_t cp = extra == 0 ? c : (c & (0x3F >> extra));
    for (int k = 1; k <= extra; ++k) {
      unsigned char cc = static_cast<unsigned char>(text[i + k]);
      if ((cc & 0xC0) != 0x80)
        throw InputError("the KIF text is not UTF-8 (a Shift_JIS .kif file must be converted to UTF-8 first)");
      cp = (cp << 6) | (cc & 0x3F);
    }
    out.push_back(cp);
    i += size_t(extra) + 1;
  }
  return out;
}

std::string utf8_encode(char32_t c) {
  std::string out;
  if (c < 0x80) {
    out += char(c);
  } else if (c < 0x800) {
    out += char(0xC0 | (c >> 6));
    out += char(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += char(0xE0 | (c >> 12));
    out += char(0x80 | ((c >> 6) & 0x3F));
    out += char(0x80 | (c & 0x3F));
  } else {
    out += char(0xF0 | (c >> 18));
    out += char(0x80 | ((c >> 12) & 0x3F));
    out += char(0x80 | ((c >> 6) & 0x3F));
    out += char(0x80 | (c & 0x3F));
  }
  return out;
}

std::string utf8_encode(const std::u32string& text) {
  std::string out;
  for (char32_t c : text) out += utf8_encode(c);
  return out;
}

namespace {
const char32_t kKanjiDigits[] = U"〇一二三四五六七八九";
}

std::string kanji_number(int n) {
  std::u32string s;
  if (n >= 10) {
    if (n >= 20) s += kKanjiDigits[n / 10];
    s += U'十';
    n %= 10;
    if (n) s += kKanjiDigits[n];
  } else {
    s += kKanjiDigits[n];
  }
  return utf8_encode(s);
}

std::string full_width_number(int n) {
  std::string digits = std::to_string(n), out;
  for (char d : digits) out += utf8_encode(char32_t(U'０' + (d - '0')));
  return out;
}

bool parse_game_square(const std::string& sq, int& file, int& rank) {
  size_t i = 0;
  file = 0;
  while (i < sq.size() && sq[i] >= '0' && sq[i] <= '9') file = file * 10 + (sq[i++] - '0');
  if (i == 0 || i > 2 || i + 1 != sq.size() || sq[i] < 'a' || sq[i] > 'z') return false;
  rank = sq[i] - 'a' + 1;
  return file > 0;
}

std::string game_square(int file, int rank) { return std::to_string(file) + char('a' + rank - 1); }

int digit_value(char32_t c) {
  if (c >= U'0' && c <= U'9') return int(c - U'0');
  if (c >= U'０' && c <= U'９') return int(c - U'０');
  return -1;
}

int kanji_digit_value(char32_t c) {
  if (c == U'十') return 10;
  for (int d = 1; d <= 9; ++d)
    if (kKanjiDigits[d] == c) return d;
  return -1;
}

std::string comment_as_lines(const std::string& comment, const std::string& prefix) {
  if (comment.empty()) return {};
  std::string out;
  size_t start = 0;
  for (;;) {
    size_t end = comment.find('\n', start);
    std::string line = comment.substr(start, end == std::string::npos ? std::string::npos : end - start);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.pop_back();
    out += prefix + line + "\n";
    if (end == std::string::npos) return out;
    start = end + 1;
  }
}

}  // namespace hensoku::records
