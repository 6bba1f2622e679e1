// A stand-alone `hensoku serve` for the browser tests and the load bench (the
// same server the CLI starts), so they do not depend on the CLI's options.
// Usage: web_test_server [--port N] [--bind A] [--db PATH] [--static DIR]
//                        [--engine-cap-ms N] [--hash-mb N] [--threads N]
#include <cstdlib>
#include <iostream>
#include <string>

#include "server/server.h"

int main(int argc, char** argv) {
  hensoku::server::ServerOptions o;
  o.port = 0;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::cerr << "web_test_server: " << a << " needs a value\n";
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--port") o.port = std::stoi(value());
    else if (a == "--bind") o.bind = value();
    else if (a == "--db") o.db_path = value();
    else if (a == "--static") o.static_dir = value();
    else if (a == "--engine-cap-ms") o.engine_cap_ms = std::stoll(value());
    else if (a == "--hash-mb") o.engine_hash_mb = std::stoi(value());
    else if (a == "--threads") o.threads = std::stoi(value());
    else {
      std::cerr << "web_test_server: unknown argument " << a << "\n";
      return 2;
    }
  }
  return hensoku::server::run_server(o);
}
