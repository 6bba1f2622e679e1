#include "search/embedded_texts.h"

#include <sstream>
#include <stdexcept>

namespace hensoku::search {

std::unordered_map<std::string, std::string> tuned_texts_from_data(const std::string& table_dir) {
  const std::string* index = embedded_text(table_dir + "/variants");
  if (!index) throw std::logic_error("no tuned-table index data/eval/" + table_dir + "/variants");
  std::unordered_map<std::string, std::string> texts;
  std::istringstream lines(*index);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string variant, table, extra;
    if (!(fields >> variant >> table) || fields >> extra)
      throw std::logic_error("data/eval/" + table_dir + "/variants: not 'variant table': " + line);
    const std::string* text = embedded_text(table_dir + "/" + table + ".params");
    if (!text) throw std::logic_error("data/eval/" + table_dir + "/variants: no table " + table + ".params");
    texts.emplace(variant, *text);
  }
  return texts;
}

}  // namespace hensoku::search
