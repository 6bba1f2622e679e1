#!/usr/bin/env bash
# The whole test suite: installs dependencies, then
#   1. the ASan+UBSan tree (clang): rules cores, records, search, and the
#      server, USI, XBoard and match tests (ctest label `sanitized`), and a
#      short run of every libFuzzer target, which first replays its corpus,
#      every input that once failed included (label `fuzz`);
#   2. the release tree (g++): the tests not in the ASan tree (web pages in
#      chromium, `hensoku serve` as a process, tuning, cluster driver).
# The fuzz tree (scripts/build.sh fuzz) is for the long fuzzing runs; the
# ThreadSanitizer tree (scripts/build.sh tsan, label `tsan`) does not fit the
# suite's 20 minutes on 2 cores. docs/benchmarks.md has their commands and runs.
# The last line printed is ctest's own summary for the release tree.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
jobs=$(nproc)

scripts/build.sh asan sanitized_tests fuzz_targets
(cd build/asan && ctest -L 'sanitized|fuzz' --output-on-failure -j "$jobs")

# The release tree builds the binary and the tests the ASan tree did not run
# (web, process, cluster driver, tuning, the shogiops cross-check); a test
# executable it does not build is registered as <name>_NOT_BUILT, left out.
scripts/build.sh release release_only_tests
cd build/release && ctest -LE sanitized -E '_NOT_BUILT$' --output-on-failure -j "$jobs"
