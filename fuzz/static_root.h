#pragma once
// A throw-away front-end folder for the server targets, with the traps a
// path resolver must not fall into: a secret file next to the root, and
// symlinks from inside the root to a file and a folder outside it.
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

namespace hensoku::fuzz {

class StaticRoot {
 public:
  StaticRoot() {
    namespace fs = std::filesystem;
    std::string dir_template = (fs::temp_directory_path() / "hensoku-fuzz-XXXXXX").string();
    if (!mkdtemp(dir_template.data())) std::abort();
    base_ = dir_template;
    root_ = base_ / "static";
    fs::create_directories(root_ / "assets");
    write(root_ / "index.html", "<!doctype html><title>Hensoku</title>");
    write(root_ / "assets" / "app.js", "console.log('hensoku')");
    write(root_ / "assets" / "app.css", "body{}");
    write(base_ / "secret.txt", "outside the root");
    fs::create_directories(base_ / "outside");
    write(base_ / "outside" / "other.js", "outside the root");
    fs::create_symlink(base_ / "secret.txt", root_ / "assets" / "secret.txt");
    fs::create_directory_symlink(base_ / "outside", root_ / "linked");
    canonical_root_ = fs::canonical(root_).string();
  }
  ~StaticRoot() {
    std::error_code ec;
    std::filesystem::remove_all(base_, ec);
  }
  const std::filesystem::path& root() const { return root_; }
  // True when a file the server would send lies inside the root.
  bool inside(const std::filesystem::path& file) const {
    std::error_code ec;
    std::string real = std::filesystem::canonical(file, ec).string();
    return !ec && real.size() > canonical_root_.size() &&
           real.compare(0, canonical_root_.size(), canonical_root_) == 0 && real[canonical_root_.size()] == '/';
  }

 private:
  static void write(const std::filesystem::path& file, const std::string& text) { std::ofstream(file) << text; }

  std::filesystem::path base_, root_;
  std::string canonical_root_;
};

// What an HTTP/1.1 parser lets through as a request target: no controls,
// no spaces (Boost.Beast refuses the request otherwise).
inline bool parsable_target(const std::string& target) {
  if (target.empty()) return false;
  for (unsigned char c : target)
    if (c <= 0x20 || c == 0x7f) return false;
  return true;
}

}  // namespace hensoku::fuzz
