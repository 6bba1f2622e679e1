#!/usr/bin/env bash
# Installs everything the build and the tests need on a fresh Debian 12 machine.
# Idempotent: packages already present are skipped by apt-get; the apt lists are
# refreshed only when a package is actually missing.
set -euo pipefail

packages=(
  g++ cmake ninja-build pkg-config
  clang-14 libclang-rt-14-dev   # the fuzz and tsan trees: libFuzzer, ThreadSanitizer
  libgtest-dev libgmock-dev libbenchmark-dev
  libboost-dev libfmt-dev nlohmann-json3-dev libcli11-dev libsqlite3-dev
  chromium
  parallel                      # GNU parallel: the cluster driver test (tests/match)
  fonts-ipafont-gothic fonts-ipafont-mincho
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

# Node.js: the machine image may ship its own build (whose package bundles npm
# and conflicts with Debian's npm); Debian's packages only when there is none.
command -v npm >/dev/null 2>&1 || missing+=(nodejs npm)

if ((${#missing[@]})); then
  echo "install-deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Test-only: lishogi's rules library for the chu cross-check (tests/chu/shogiops).
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [[ ! -d "$repo_root/tests/chu/shogiops/node_modules/shogiops" ]]; then
  npm ci --prefix "$repo_root/tests/chu/shogiops" --no-audit --no-fund
fi

# The web app's front end (web/): its npm packages (vite, typescript, and
# playwright-core for the browser tests, which drive Debian's chromium: no
# browser is downloaded), then a build into web/dist. The CMake target
# web_assets builds the same sources into build/<tree>/web, which the server
# prefers when it exists.
if [[ ! -d "$repo_root/web/node_modules/vite" || "$repo_root/web/package-lock.json" -nt "$repo_root/web/node_modules/.package-lock.json" ]]; then
  # `npm install` (it keeps to the lock file): npm 11's `npm ci` refuses this
  # lock for want of other platforms' optional rollup/esbuild binaries.
  npm install --prefix "$repo_root/web" --no-audit --no-fund
fi
npm run --prefix "$repo_root/web" --silent build >/dev/null
