// The static-file resolver (server/static_files.h): any request target must
// map to a regular file inside the root, or to nothing. The root has a
// secret file beside it and symlinks leading out (static_root.h).
#include "fuzz_util.h"
#include "server/static_files.h"
#include "static_root.h"

using namespace hensoku;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const fuzz::StaticRoot root;
  const std::string target = fuzz::as_string(data, size);
  // An encoded NUL (%00) is refused; a raw one is the caller's to refuse.
  if (auto decoded = server::percent_decode(target); decoded && target.find('\0') == std::string::npos)
    fuzz::check(decoded->find('\0') == std::string::npos, "percent_decode decoded a NUL", target);
  if (!fuzz::parsable_target(target)) return 0;
  std::optional<std::filesystem::path> file = server::resolve_static(root.root(), target);
  if (!file) return 0;
  fuzz::check(std::filesystem::is_regular_file(*file), "resolve_static gave something other than a file", target);
  fuzz::check(root.inside(*file), "resolve_static left the root", target + " -> " + file->string());
  (void)server::mime_type(*file);
  return 0;
}
