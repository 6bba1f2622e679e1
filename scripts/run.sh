#!/usr/bin/env bash
# Builds everything and starts Hensoku's main face.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh release
exec build/release/hensoku "$@"
