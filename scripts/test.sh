#!/usr/bin/env bash
# The whole test suite: installs dependencies, builds the sanitizer tree (rules
# cores under AddressSanitizer + UBSan) and the release tree, runs both with ctest.
# The last line printed is ctest's own summary for the release tree.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
jobs=$(nproc)

scripts/build.sh asan sanitized_tests
(cd build/asan && ctest -L sanitized --output-on-failure -j "$jobs")

scripts/build.sh release
cd build/release && ctest --output-on-failure -j "$jobs"
