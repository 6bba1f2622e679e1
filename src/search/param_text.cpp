#include "search/param_text.h"

#include <sstream>

#include "variants/game.h"  // InputError

namespace hensoku::search {

void read_param_lines(const std::string& text, const char* const* names, size_t count, int* values,
                      const std::string& family) {
  std::istringstream lines(text);
  std::string line;
  int number = 0;
  while (std::getline(lines, line)) {
    ++number;
    line = line.substr(0, line.find('#'));
    std::istringstream fields(line);
    std::string name, extra;
    long value = 0;
    if (!(fields >> name)) continue;
    const std::string where = "parameter line " + std::to_string(number);
    if (!(fields >> value) || (fields >> extra) || value < -100000 || value > 100000)
      throw InputError(where + ": expected 'name value' with an integer value, got '" + line + "'");
    size_t i = 0;
    while (i < count && name != names[i]) ++i;
    if (i == count) throw InputError(where + ": unknown " + family + " parameter '" + name + "'");
    values[i] = int(value);
  }
}

}  // namespace hensoku::search
