#pragma once
// A text file in gtest's temporary folder, for the tuning tools' file options.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

namespace hensoku::tune::test {

// Writes `text` to a file called `name` in the temporary folder; returns its path.
inline std::string write_openings(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + name;
  std::ofstream(path) << text;
  return path;
}

}  // namespace hensoku::tune::test
