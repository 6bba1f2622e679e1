#!/usr/bin/env bash
# Self-play positions with results for the win-probability fit of every
# variant (docs/search.md, "Win probability"). Usage:
#   scripts/winprob/gen.sh [OUT_DIR] [GAMES]     (default build/winprob, 40 games)
# Same seed, same files. One core; about a quarter of an hour for all 19 variants.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-build/winprob}
games=${2:-40}
bin=build/release/hensoku
mkdir -p "$out"
for v in $("$bin" variants | awk '{print $1}'); do
  case "$v" in
    hasami | hasami-captureall | hasami-onestep | hasami-onestep18 | makayek | hasami-jsa) random=15 ;;
    *) random=5 ;;
  esac
  [[ -s "$out/$v.data" ]] && continue
  nice -n 10 "$bin" datagen --variant "$v" --games "$games" --nodes 1500 --random-plies 8 \
    --max-plies 300 --random-percent "$random" --seed 26 --out "$out/$v.data.tmp" >/dev/null
  mv "$out/$v.data.tmp" "$out/$v.data"
  echo "$v: $(grep -c ' score ' "$out/$v.data") scored positions"
done
