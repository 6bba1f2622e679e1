#!/usr/bin/env bash
# Self-play positions with results for the win-probability fit of every
# variant (docs/search.md, "Win probability"). Usage:
#   scripts/winprob/gen.sh [OUT_DIR] [GAMES]     (default build/winprob, 100 games)
# Same seed, same files. One core; about a quarter of an hour for all 19 variants.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-build/winprob}
games=${2:-100}
bin=build/release/hensoku
mkdir -p "$out"
for v in $("$bin" variants | awk '{print $1}'); do
  case "$v" in
    hasami | hasami-captureall | hasami-onestep | hasami-onestep18 | makayek | hasami-jsa) random=15 ;;
    *) random=5 ;;
  esac
  # Capturing every last stone takes the engine 400-1,600 plies against
  # itself: a 300-ply cut left these three with 0-1 decisive games of 40.
  case "$v" in
    hasami-captureall | hasami-onestep | hasami-onestep18) max_plies=2000 ;;
    *) max_plies=300 ;;
  esac
  # Most of daihasami-onestep's positions carry mate scores (a line of
  # five is found early), which the fit leaves out; hasami-onestep18's
  # 18 stones a side are still 10-15 at ply 2,000 in most games, and only
  # one game in twenty ends before the cut. Both need more games.
  case "$v" in
    daihasami-onestep | hasami-onestep18) variant_games=$((games * 4)) ;;
    *) variant_games=$games ;;
  esac
  [[ -s "$out/$v.data" ]] && continue
  nice -n 10 "$bin" datagen --variant "$v" --games "$variant_games" --nodes 1500 --random-plies 8 \
    --max-plies "$max_plies" --random-percent "$random" --seed 26 --out "$out/$v.data.tmp" >/dev/null
  mv "$out/$v.data.tmp" "$out/$v.data"
  echo "$v: $(grep -c ' score ' "$out/$v.data") scored positions"
done
