#!/usr/bin/env bash
# Configures and builds one tree. Usage: scripts/build.sh [release|asan|tsan|fuzz] [ninja targets...]
#   release  g++, optimised
#   asan     clang 14, AddressSanitizer + UBSan: the tests and the fuzz targets
#            (their short runs in the suite)
#   tsan     clang 14, ThreadSanitizer
#   fuzz     clang 14, the libFuzzer targets of fuzz/ under ASan + UBSan with
#            libFuzzer's full instrumentation (the long runs)
set -euo pipefail
cd "$(dirname "$0")/.."
kind=${1:-release}; shift || true
# Sanitizer trees: -O1 and line tables only (-g1), as the sanitizers'
# documentation advises. With -O2 -g, ASan+UBSan spent 2.5 times the CPU
# on the Beast-heavy server files (docs/benchmarks.md, "The suite's time").
sanitizer_opt="-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG"
case "$kind" in
  release) flags=(-DCMAKE_BUILD_TYPE=Release) ;;
  asan)    flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo "$sanitizer_opt" -DHENSOKU_SANITIZE=ON -DCMAKE_CXX_COMPILER=clang++-14) ;;
  tsan)    flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo "$sanitizer_opt" -DHENSOKU_TSAN=ON -DCMAKE_CXX_COMPILER=clang++-14) ;;
  fuzz)    flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo "$sanitizer_opt" -DHENSOKU_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++-14) ;;
  *) echo "build.sh: unknown build kind '$kind' (release|asan|tsan|fuzz)" >&2; exit 2 ;;
esac
dir="build/$kind"
# ccache, when the machine has it, shares object files between trees and
# work trees (paths are taken relative to the checkout).
if command -v ccache >/dev/null 2>&1; then
  flags+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  export CCACHE_BASEDIR="$PWD"
fi
# A tree configured with other flags (the asan tree was g++'s until session
# 25) is configured afresh: CMake keeps a tree's compiler for good.
stamp="$dir/.hensoku-flags"
if [[ -f "$dir/build.ninja" && "$(cat "$stamp" 2>/dev/null)" != "${flags[*]}" ]]; then
  rm -rf "$dir"
fi
if [[ ! -f "$dir/build.ninja" ]]; then
  cmake -S . -B "$dir" -G Ninja "${flags[@]}" >/dev/null
  printf '%s' "${flags[*]}" >"$stamp"
fi
cmake --build "$dir" -- "$@"
