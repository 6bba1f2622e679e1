#include <stdexcept>

#include "match/players.h"
#include "match/shard.h"

namespace hensoku::match {

void RandomPlayer::set_game_number(int number) { prng_ = Prng(game_seed(config_.seed, number)); }

MoveReply RandomPlayer::think(const Game& game, const TimeControl&, const int64_t[2], int64_t) {
  MoveReply reply;
  auto moves = game.legal_moves();
  if (moves.empty())
    reply.move = "resign";
  else
    reply.move = moves[prng_.below(moves.size())];
  return reply;
}

std::unique_ptr<Player> make_player(const EngineConfig& config, const std::string& variant) {
  if (config.protocol == "random") return std::make_unique<RandomPlayer>(config);
  if (config.protocol == "usi") return std::make_unique<UsiPlayer>(config, variant);
  if (config.protocol == "xboard") return std::make_unique<XBoardPlayer>(config, variant);
  throw std::runtime_error("engine " + config.name + ": unknown protocol '" + config.protocol +
                           "' (usi, xboard, random)");
}

}  // namespace hensoku::match
