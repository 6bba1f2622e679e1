#!/usr/bin/env bash
# Perft speed of the shogi-family variants against standard shogi, side by
# side in one run (single thread), on the start position and a middlegame
# position. Each figure is the best of `reps` runs, the variants interleaved
# with standard shogi so that machine load hits them alike. Time is the
# process's CPU time (perf stat task-clock; wall time when perf is missing),
# which a machine shared with other jobs disturbs far less than wall time. Usage:
#   scripts/shogi/variant_perft_speed.sh [path/to/hensoku] [reps] [baseline hensoku]
# With a baseline binary (e.g. built from the commit before a change) standard
# shogi's perft 5 is also timed with it, alternating, for a before/after check.
set -euo pipefail
hensoku=${1:-build/release/hensoku}
reps=${2:-3}
baseline=${3:-}
middlegame="l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1"

# best_rate <binary> <args...>: prints "nodes seconds Mnps" of the fastest run.
best_rate() {
  local bin=$1; shift
  local best_s="" nodes=""
  for ((i = 0; i < reps; ++i)); do
    local s n out
    if command -v perf > /dev/null; then
      out=$(perf stat -x, -e task-clock -o /dev/fd/3 "$bin" perft "$@" 3>&1 1>/tmp/perft_speed_out.$$ 2>/dev/null)
      s=$(awk -F, '/task-clock/ { printf "%.4f", $1 / 1000 }' <<< "$out")
      n=$(awk -F': ' '/Nodes searched/ {print $2}' /tmp/perft_speed_out.$$)
    else
      local t0 t1
      t0=$(date +%s.%N)
      n=$("$bin" perft "$@" | awk -F': ' '/Nodes searched/ {print $2}')
      t1=$(date +%s.%N)
      s=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f", b - a }')
    fi
    if [[ -z $best_s ]] || awk -v x="$s" -v y="$best_s" 'BEGIN { exit !(x < y) }'; then best_s=$s; fi
    nodes=$n
  done
  rm -f /tmp/perft_speed_out.$$
  awk -v n="$nodes" -v s="$best_s" 'BEGIN { printf "%d %.3f %.1f", n, s, n / s / 1e6 }'
}

line() {  # line <label> <variant rate> <standard rate>
  awk -v l="$1" -v v="$2" -v s="$3" 'BEGIN {
    split(v, a, " "); split(s, b, " ");
    printf "%-42s %11d nodes %7.3f s %6.1f M/s   shogi %6.1f M/s   ratio %.2f\n", l, a[1], a[2], a[3], b[3], b[3] / a[3] }'
}

if [[ -n $baseline ]]; then
  after=$(best_rate "$hensoku" --variant shogi --depth 5)
  before=$(best_rate "$baseline" --variant shogi --depth 5)
  line "shogi start d5: this build vs baseline" "$after" "$before"
fi
for variant in swapshogi mergeshogi swappergold friendcapture; do
  std=$(best_rate "$hensoku" --variant shogi --depth 5)
  var=$(best_rate "$hensoku" --variant "$variant" --depth 5)
  line "$variant start d5" "$var" "$std"
  std=$(best_rate "$hensoku" --variant shogi --depth 4 --sfen "$middlegame")
  var=$(best_rate "$hensoku" --variant "$variant" --depth 4 --sfen "$middlegame")
  line "$variant middlegame d4" "$var" "$std"
done
std=$(best_rate "$hensoku" --variant shogi --depth 5)
var=$(best_rate "$hensoku" --variant forcedcapture --depth 5)
line "forcedcapture start d5" "$var" "$std"
