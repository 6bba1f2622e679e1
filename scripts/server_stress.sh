#!/bin/sh
# The heavy version of tests/server/process_test.py: 2,000 concurrent
# analyses and 500 engine-vs-engine games against the caps, 100 SIGTERMs with
# 50 searches in flight, 50 SIGKILLs with concurrent games. Several minutes
# on 2 cores; the figures go to docs/benchmarks.md.
# Usage: scripts/server_stress.sh [build/release] [--only flood|sigterm|kill]
set -e
cd "$(dirname "$0")/.."
tree=${1:-build/release}
[ $# -gt 0 ] && shift
scripts/build.sh "$(basename "$tree")" hensoku
exec python3 tests/server/process_test.py --hensoku "$tree/hensoku" "$@"
