#include "server/static_files.h"

#include <algorithm>
#include <cctype>
#include <system_error>

namespace hensoku::server {

namespace fs = std::filesystem;

std::optional<std::string> percent_decode(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '%') {
      out += s[i];
      continue;
    }
    if (i + 2 >= s.size() || !std::isxdigit(static_cast<unsigned char>(s[i + 1])) ||
        !std::isxdigit(static_cast<unsigned char>(s[i + 2])))
      return std::nullopt;
    char c = char(std::stoi(s.substr(i + 1, 2), nullptr, 16));
    if (c == '\0') return std::nullopt;
    out += c;
    i += 2;
  }
  return out;
}

std::optional<fs::path> resolve_static(const fs::path& root, const std::string& target) {
  std::string path = target.substr(0, target.find_first_of("?#"));
  auto decoded = percent_decode(path);
  if (!decoded || decoded->empty() || (*decoded)[0] != '/') return std::nullopt;
  std::string rel = decoded->substr(1);
  // Reject anything that could climb out or name another root: any ".."
  // segment, backslashes, a second leading slash (an absolute path).
  if (rel.find('\\') != std::string::npos || (!rel.empty() && rel[0] == '/')) return std::nullopt;
  for (size_t start = 0; start <= rel.size();) {
    size_t end = rel.find('/', start);
    if (end == std::string::npos) end = rel.size();
    if (rel.compare(start, end - start, "..") == 0) return std::nullopt;
    start = end + 1;
  }
  std::error_code ec;
  fs::path base = fs::canonical(root, ec);
  if (ec) return std::nullopt;
  fs::path candidate = rel.empty() ? base / "index.html" : base / fs::path(rel);
  if (!fs::is_regular_file(candidate, ec)) {
    // The app's own routes (/game/12) get the page; a missing asset is a 404.
    if (fs::path(rel).has_extension()) return std::nullopt;
    candidate = base / "index.html";
  }
  fs::path real = fs::canonical(candidate, ec);
  if (ec || !fs::is_regular_file(real, ec)) return std::nullopt;
  // Symlinks could still point outside: the resolved file must lie under root.
  auto [root_end, real_it] = std::mismatch(base.begin(), base.end(), real.begin(), real.end());
  if (root_end != base.end()) return std::nullopt;
  return real;
}

std::string mime_type(const fs::path& file) {
  std::string ext = file.extension().string();
  if (ext == ".html") return "text/html; charset=utf-8";
  if (ext == ".js" || ext == ".mjs") return "text/javascript; charset=utf-8";
  if (ext == ".css") return "text/css; charset=utf-8";
  if (ext == ".svg") return "image/svg+xml";
  if (ext == ".png") return "image/png";
  if (ext == ".ico") return "image/x-icon";
  if (ext == ".json" || ext == ".map") return "application/json";
  if (ext == ".woff2") return "font/woff2";
  if (ext == ".txt") return "text/plain; charset=utf-8";
  return "application/octet-stream";
}

}  // namespace hensoku::server
