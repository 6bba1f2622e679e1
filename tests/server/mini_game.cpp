#include "mini_game.h"

#include <chrono>

namespace hensoku::test {

namespace {

constexpr int N = 3;

std::string square(int file, int rank) { return std::to_string(file) + char('a' + rank); }

class MiniGame : public Game {
 public:
  explicit MiniGame(RuleOptions options) : options_(std::move(options)) {
    auto it = options_.find("FirstPlayer");
    if (it != options_.end() && it->second != "black" && it->second != "white")
      throw InputError("FirstPlayer must be black or white, not '" + it->second + "'");
    options_.emplace("FirstPlayer", "black");
    set_start();
  }

  std::string variant() const override { return "mini"; }
  std::unique_ptr<Game> clone() const override { return std::make_unique<MiniGame>(*this); }
  void set_start() override { set_sfen(start_sfen()); }
  std::string start_sfen() const override {
    return std::string("1k1/3/1K1 ") + (options_.at("FirstPlayer") == "white" ? "w" : "b") + " - 1";
  }
  void set_sfen(const std::string& sfen) override {
    // board: 3 ranks of 3 cells ("1k1/3/1K1"), then side.
    std::string board = sfen.substr(0, sfen.find(' '));
    std::string cells[N * N];
    int r = 0, f = 0, kings[2] = {0, 0};
    for (char c : board) {
      if (c == '/') {
        if (f != N) throw InputError("bad SFEN rank");
        ++r, f = 0;
      } else if (c >= '1' && c <= '3') {
        f += c - '0';
      } else if (c == 'K' || c == 'k') {
        if (f >= N || r >= N) throw InputError("bad SFEN: too many squares");
        cells[r * N + f++] = std::string(1, c);
        ++kings[c == 'k'];
      } else {
        throw InputError(std::string("bad SFEN character '") + c + "'");
      }
      if (f > N) throw InputError("bad SFEN rank");
    }
    if (r != N - 1 || f != N || kings[0] != 1 || kings[1] != 1) throw InputError("bad SFEN: need one K and one k");
    size_t sp = sfen.find(' ');
    char side = sp != std::string::npos && sp + 1 < sfen.size() ? sfen[sp + 1] : 'b';
    if (side != 'b' && side != 'w') throw InputError("bad SFEN side");
    for (int i = 0; i < N * N; ++i) cells_[i] = cells[i];
    stm_ = side == 'b' ? Side::Black : Side::White;
    history_.clear();
    undo_.clear();
    setup_ = sfen_now();
  }
  std::string sfen() const override { return sfen_now(); }
  std::string setup_sfen() const override { return setup_; }
  const RuleOptions& options() const override { return options_; }

  std::vector<std::string> legal_moves() const override {
    std::vector<std::string> out;
    for (const auto& v : legal_move_views()) out.push_back(v.usi);
    return out;
  }
  std::vector<MoveView> legal_move_views() const override {
    std::vector<MoveView> out;
    if (outcome().over()) return out;
    int at = king(stm_);
    int r = at / N, f = at % N;
    for (int dr = -1; dr <= 1; ++dr)
      for (int df = -1; df <= 1; ++df) {
        int nr = r + dr, nf = f + df;
        if ((dr || df) && nr >= 0 && nr < N && nf >= 0 && nf < N && cells_[nr * N + nf].empty()) {
          MoveView v;
          v.from = sq(at);
          v.to = sq(nr * N + nf);
          v.usi = v.from + v.to;
          v.kind = "move";
          out.push_back(v);
        }
      }
    return out;
  }
  void play(const std::string& move) override {
    for (const auto& v : legal_move_views())
      if (v.usi == move) {
        int from = index_of(v.from), to = index_of(v.to);
        undo_.push_back({from, to});
        std::swap(cells_[from], cells_[to]);
        stm_ = ~stm_;
        history_.push_back(move);
        return;
      }
    throw InputError("illegal move '" + move + "'");
  }
  bool undo() override {
    if (history_.empty()) return false;
    auto [from, to] = undo_.back();
    std::swap(cells_[from], cells_[to]);
    undo_.pop_back();
    history_.pop_back();
    stm_ = ~stm_;
    return true;
  }
  std::vector<std::string> history() const override { return history_; }
  Side side_to_move() const override { return stm_; }
  Outcome outcome() const override {
    Outcome o;
    if (king(Side::Black) / N == 0) {
      o.kind = Outcome::Kind::Win, o.winner = Side::Black, o.code = "reached", o.reason = "Black reached rank a";
    } else if (king(Side::White) / N == N - 1) {
      o.kind = Outcome::Kind::Win, o.winner = Side::White, o.code = "reached", o.reason = "White reached rank c";
    }
    return o;
  }
  uint64_t key() const override { return std::hash<std::string>()(sfen_now()); }
  BoardView view() const override {
    BoardView v;
    v.files = v.ranks = N;
    v.cells.assign(cells_, cells_ + N * N);
    v.to_move = stm_;
    return v;
  }
  std::string board_text() const override { return sfen_now(); }
  uint64_t perft(int, const std::function<void(const std::string&, uint64_t)>&, const std::atomic<bool>*) const override {
    return 0;
  }

 private:
  static std::string sq(int i) { return square(N - i % N, i / N); }
  static int index_of(const std::string& s) { return (s[1] - 'a') * N + (N - (s[0] - '0')); }
  int king(Side s) const {
    for (int i = 0; i < N * N; ++i)
      if (cells_[i] == (s == Side::Black ? "K" : "k")) return i;
    return 0;
  }
  std::string sfen_now() const {
    std::string out;
    for (int r = 0; r < N; ++r) {
      int empty = 0;
      for (int f = 0; f < N; ++f) {
        const std::string& c = cells_[r * N + f];
        if (c.empty()) {
          ++empty;
          continue;
        }
        if (empty) out += char('0' + empty), empty = 0;
        out += c;
      }
      if (empty) out += char('0' + empty);
      if (r < N - 1) out += '/';
    }
    return out + (stm_ == Side::Black ? " b" : " w") + " - 1";
  }

  RuleOptions options_;
  std::string cells_[N * N];
  Side stm_ = Side::Black;
  std::vector<std::string> history_;
  std::vector<std::pair<int, int>> undo_;
  std::string setup_;
};

}  // namespace

const Registry& mini_registry() {
  static const Registry r = [] {
    Registry reg;
    VariantInfo v;
    v.name = "mini";
    v.family = "test";
    v.title = "Mini race";
    v.title_ja = "ミニ";
    v.summary = "Kings race to the far rank.";
    v.rule_ids = "TEST";
    v.options = {{"FirstPlayer", "combo", "black", {"black", "white"}, 0, 0, "who moves first"}};
    v.create = [](const RuleOptions& o) { return std::make_unique<MiniGame>(o); };
    reg.add(v);
    return reg;
  }();
  return r;
}

std::atomic<int> FakeEngine::searches{0};

FakeEngine::~FakeEngine() {
  stop();
  wait();
}

std::vector<OptionSpec> FakeEngine::options() const { return {{"Threads", "spin", "1", {}, 1, 4, ""}}; }

void FakeEngine::set_option(const std::string& name, const std::string&) {
  if (name != "Threads") throw InputError("unknown option " + name);
}

void FakeEngine::go(const Game& game, const SearchLimits& limits, std::function<void(const SearchInfo&)> on_info,
                    std::function<void(const BestMove&)> on_best) {
  wait();
  ++searches;
  stop_ = false;
  std::vector<std::string> moves = game.legal_moves();
  int64_t ms = hang_ ? 1000000 : std::max<int64_t>(1, limits.movetime / 4);
  thread_ = std::thread([this, moves, ms, on_info, on_best] {
    SearchInfo info;
    info.depth = 1;
    info.score = 12;
    if (!moves.empty()) info.pv = {moves.front()};
    on_info(info);
    {
      std::unique_lock lock(mutex_);
      cv_.wait_for(lock, std::chrono::milliseconds(ms), [this] { return stop_; });
    }
    on_best({moves.empty() ? "resign" : moves.front(), ""});
  });
}

void FakeEngine::stop() {
  std::lock_guard lock(mutex_);
  stop_ = true;
  cv_.notify_all();
}

void FakeEngine::wait() {
  if (thread_.joinable()) thread_.join();
}

}  // namespace hensoku::test
