#pragma once
// Serving the front end's files from one folder, and nothing outside it.
#include <filesystem>
#include <optional>
#include <string>

namespace hensoku::server {

// Decodes %XX escapes; nullopt for a malformed escape or an encoded NUL.
std::optional<std::string> percent_decode(const std::string& s);

// Maps a request target ("/assets/app.js?v=1") to a regular file under root,
// or nullopt when the path is malformed or would leave root (.., encoded
// dots, backslashes, absolute paths, symlinks out of root) or names no
// file. "/" and unknown paths without an extension map to index.html (the
// app's own routes).
std::optional<std::filesystem::path> resolve_static(const std::filesystem::path& root, const std::string& target);

std::string mime_type(const std::filesystem::path& file);

}  // namespace hensoku::server
