// CSA import (records::read_csa). A record that reads must rebuild its game
// move by move (read_csa promises it checked them), and that game written as
// CSA, with the record's names and comments, must read back to the same moves,
// names and comments.
#include <memory>

#include "fuzz_util.h"
#include "records/csa.h"

using namespace hensoku;
using hensoku::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text = fuzz::as_string(data, size);
  records::CsaRecord record;
  try {
    record = records::read_csa(text, registry());
  } catch (const InputError&) {
    return 0;
  }
  check(record.comments.size() == record.moves.size() + 1, "a comment slot per position",
        std::to_string(record.comments.size()) + " for " + std::to_string(record.moves.size()) + " moves");
  std::unique_ptr<Game> game = create_game("shogi", {});
  try {
    if (!record.setup_sfen.empty()) game->set_sfen(record.setup_sfen);
    for (const auto& move : record.moves) game->play(move);
  } catch (const InputError& e) {
    fuzz::fail("a record read_csa accepted does not replay", e.what());
  }
  records::CsaInfo info;
  info.black_name = record.black_name;
  info.white_name = record.white_name;
  info.comments = record.comments;
  const std::string written = records::write_csa(*game, info);
  records::CsaRecord again;
  try {
    again = records::read_csa(written, registry());
  } catch (const InputError& e) {
    fuzz::fail("write_csa output does not read back", std::string(e.what()) + "\n" + written);
  }
  check(again.moves == record.moves, "CSA round trip changed the moves", written);
  check(again.setup_sfen == record.setup_sfen, "CSA round trip changed the set-up", written);
  check(again.black_name == record.black_name && again.white_name == record.white_name,
        "CSA round trip changed the names", written);
  check(again.comments == record.comments, "CSA round trip changed the comments", written);
  return 0;
}
