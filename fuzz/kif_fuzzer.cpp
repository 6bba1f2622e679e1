// KIF import (records::read_kif). Input: byte 0 picks the default variant
// read_kif falls back on, the rest is the record's text. A record that reads
// must rebuild its game move by move (read_kif promises it checked them), and
// that game written as KIF must read back to the same moves.
#include <memory>

#include "fuzz_util.h"
#include "records/kif.h"

using namespace hensoku;
using hensoku::fuzz::check;

namespace {

std::unique_ptr<Game> rebuild(const records::KifRecord& record) {
  std::unique_ptr<Game> game = create_game(record.variant, record.options);
  if (!record.setup_sfen.empty()) game->set_sfen(record.setup_sfen);
  for (const auto& move : record.moves) game->play(move);
  return game;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const char* const defaults[] = {"", "shogi", "chushogi", "hasami", "minishogi"};
  if (size < 1) return 0;
  const std::string fallback = defaults[data[0] % std::size(defaults)];
  const std::string text = fuzz::as_string(data + 1, size - 1);
  records::KifRecord record;
  try {
    record = records::read_kif(text, registry(), fallback);
  } catch (const InputError&) {
    return 0;
  }
  std::unique_ptr<Game> game;
  try {
    game = rebuild(record);
  } catch (const InputError& e) {
    fuzz::fail("a record read_kif accepted does not replay", e.what());
  }
  if (!records::kif_unsupported_reason(*game).empty()) return 0;
  const std::string written = records::write_kif(*game);
  records::KifRecord again;
  try {
    again = records::read_kif(written, registry(), record.variant);
  } catch (const InputError& e) {
    fuzz::fail("write_kif output does not read back", std::string(e.what()) + "\n" + written);
  }
  check(again.moves == game->history(), "KIF round trip changed the moves", written);
  check(again.variant == record.variant, "KIF round trip changed the variant", record.variant + " -> " + again.variant);
  return 0;
}
