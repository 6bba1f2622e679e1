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
  # Per variant: random-move share (%), ply cut, games. The hasami games of
  # capture need 15% random moves to be decisive (docs/tuning.md).
  # Capturing every last stone takes the engine 400-1,600 plies against
  # itself: a 300-ply cut left the capture-all three with 0-1 decisive
  # games of 40. hasami-onestep18's 18 stones a side are still 10-15 at
  # ply 2,000 in most games (one in twenty ends before the cut), and most
  # of daihasami-onestep's positions carry mate scores, which the fit
  # leaves out: both need more games.
  read -r random max_plies variant_games <<<"$(
    case "$v" in
      hasami | makayek | hasami-jsa) echo 15 300 "$games" ;;
      hasami-captureall | hasami-onestep) echo 15 2000 "$games" ;;
      hasami-onestep18) echo 15 2000 $((games * 4)) ;;
      daihasami-onestep) echo 5 300 $((games * 4)) ;;
      *) echo 5 300 "$games" ;;
    esac
  )"
  [[ -s "$out/$v.data" ]] && continue
  nice -n 10 "$bin" datagen --variant "$v" --games "$variant_games" --nodes 1500 --random-plies 8 \
    --max-plies "$max_plies" --random-percent "$random" --seed 26 --out "$out/$v.data.tmp" >/dev/null
  mv "$out/$v.data.tmp" "$out/$v.data"
  echo "$v: $(grep -c ' score ' "$out/$v.data") scored positions"
done
