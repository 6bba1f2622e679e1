#!/usr/bin/env bash
# Perft speed of hensoku against fairy-stockfish, side by side on the same
# positions in one run (single thread both). Usage:
#   scripts/shogi/perft_speed.sh [path/to/hensoku] [depth]
# Prints one line per position: nodes and seconds for each engine and the ratio.
set -euo pipefail
hensoku=${1:-build/release/hensoku}
depth=${2:-6}
fsf=${FAIRY_STOCKFISH:-/usr/games/fairy-stockfish}

positions=(
  "startpos|$depth"
  "sfen l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1|4"
)

now() { date +%s.%N; }

for entry in "${positions[@]}"; do
  pos=${entry%|*}
  d=${entry#*|}
  t0=$(now)
  fsf_nodes=$(printf 'usi\nisready\nposition %s\ngo perft %s\nquit\n' "$pos" "$d" | "$fsf" | awk -F': ' '/Nodes searched/ {print $2}')
  t1=$(now)
  if [[ $pos == startpos ]]; then
    hk_nodes=$("$hensoku" perft --variant shogi --depth "$d" | awk -F': ' '/Nodes searched/ {print $2}')
  else
    hk_nodes=$("$hensoku" perft --variant shogi --depth "$d" --sfen "${pos#sfen }" | awk -F': ' '/Nodes searched/ {print $2}')
  fi
  t2=$(now)
  awk -v p="$pos" -v d="$d" -v fn="$fsf_nodes" -v hn="$hk_nodes" -v a="$t0" -v b="$t1" -v c="$t2" 'BEGIN {
    fs = b - a; hs = c - b;
    printf "%s depth %s\n  fairy-stockfish: %d nodes in %.2f s = %.1f M nodes/s\n  hensoku:         %d nodes in %.2f s = %.1f M nodes/s\n  ratio: %.1fx\n",
      p, d, fn, fs, fn / fs / 1e6, hn, hs, hn / hs / 1e6, (hn / hs) / (fn / fs) }'
done
