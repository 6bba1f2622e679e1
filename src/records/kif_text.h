#pragma once
// Text helpers for KIF: UTF-8 <-> code points, kanji and full-width numbers,
// and the square forms KIF uses ("７六" and "(77)" on 9x9, "7六" and
// "（←7七）" in chu, as lishogi writes them).
#include <string>

namespace hensoku::records {

// Decodes UTF-8; throws InputError on malformed bytes (a Shift_JIS file, say).
std::u32string utf8_decode(const std::string& text);
std::string utf8_encode(const std::u32string& text);
std::string utf8_encode(char32_t c);

// 1..99 -> "一", "十", "十二", "二十三"; and back (0 on bad text).
std::string kanji_number(int n);
// Full-width digits: 12 -> "１２".
std::string full_width_number(int n);

// Game notation squares: "7g" -> file 7, rank 7 (a = 1). False on bad text.
bool parse_game_square(const std::string& sq, int& file, int& rank);
std::string game_square(int file, int rank);

// The digit value of an ASCII or full-width digit, else -1.
int digit_value(char32_t c);
// The value of a kanji numeral character (一..九, 十), else -1.
int kanji_digit_value(char32_t c);

// A record's comment as one line per comment line, each opened by `prefix`
// ("*" in KIF, "'*" in CSA), trailing blanks dropped (the readers trim lines).
std::string comment_as_lines(const std::string& comment, const std::string& prefix);

}  // namespace hensoku::records
