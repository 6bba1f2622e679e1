#pragma once
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <random>

#include "mini_game.h"
#include "server/server.h"
#include "test_client.h"

namespace hensoku::test {

// A temporary folder removed at the end of the test.
class TempDir {
 public:
  TempDir() {
    std::random_device rd;
    path_ =
        std::filesystem::temp_directory_path() / ("hensoku-server-test-" + std::to_string(rd()) + std::to_string(rd()));
    std::filesystem::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// A server on a free loopback port serving the "mini" test variant with fake engines.
class ServerTest : public ::testing::Test {
 protected:
  server::ServerOptions options(bool hanging_engine = false) {
    server::ServerOptions o;
    o.port = 0;
    o.db_path = (dir_.path() / "games.sqlite").string();
    o.static_dir = (dir_.path() / "static").string();
    o.quiet = true;
    o.registry = &mini_registry();
    o.engine_cap_ms = 2000;
    o.engine_factory = [hanging_engine](const std::string& variant) -> std::unique_ptr<Engine> {
      if (variant != "mini") throw InputError("no engine for " + variant);
      return std::make_unique<FakeEngine>(hanging_engine);
    };
    return o;
  }
  void start(bool hanging_engine = false) {
    server_.reset();
    server::ServerOptions o = options(hanging_engine);
    if (tweak_) tweak_(o);
    server_ = std::make_unique<server::Server>(o);
    port_ = server_->port();
  }
  void SetUp() override { start(); }
  void TearDown() override { server_.reset(); }

  nlohmann::json create(const nlohmann::json& body) {
    HttpResult r = post(port_, "/api/games", body);
    EXPECT_EQ(r.status, 201) << r.body;
    return r.json();
  }
  std::string game_path(const nlohmann::json& g, const std::string& rest = "") {
    return "/api/games/" + std::to_string(g["id"].get<int64_t>()) + rest;
  }

  TempDir dir_;
  std::function<void(server::ServerOptions&)> tweak_;  // applied to the options by start()
  std::unique_ptr<server::Server> server_;
  unsigned short port_ = 0;
};

}  // namespace hensoku::test
