#!/usr/bin/env bash
# Builds everything and starts Hensoku's main face, the web app, on
# http://127.0.0.1:8080/ (arguments go to `hensoku serve`, e.g. --port 9000).
# Games are kept in games.sqlite in the current directory.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh release
exec build/release/hensoku serve "$@"
