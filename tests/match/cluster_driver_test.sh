#!/usr/bin/env bash
# scripts/cluster/parallel-match.sh on this machine (GNU parallel, ':'):
# 4 shards of a random-mover match merged give the tally of one process,
# and the driver run again in the same directory plays no game twice.
# Skipped (77) without GNU parallel. Usage: cluster_driver_test.sh HENSOKU
set -euo pipefail
hensoku=$1
root="$(cd "$(dirname "$0")/../.." && pwd)"
command -v parallel >/dev/null || { echo "GNU parallel not installed: skipped"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck disable=SC2054  # the commas are inside engine specs
match=(--variant daihasami --engine proto=random,seed=3,name=a --engine proto=random,seed=4,name=b --games 48
  --movetime 100 --max-plies 200)

one=$("$hensoku" match "${match[@]}" | grep '^Score')
run() { "$root/scripts/cluster/parallel-match.sh" --binary "$hensoku" --shards 4 --jobs 2 --poll 0.2 --dir "$work/run" \
  -- "${match[@]}"; }
first=$(run)
second=$(run)
for out in "$first" "$second"; do
  merged=$(grep '^Score' <<<"$out" | tail -1)
  [[ $merged == "$one" ]] || { echo "merged '$merged' is not the one run's '$one'"; echo "$out"; exit 1; }
done
grep -q '4 file(s): 48 record(s) read, 0 repeated' <<<"$second" || { echo "$second"; exit 1; }
[[ $(cat "$work"/run/shard-*.jsonl | wc -l) == 48 ]] || { echo "the second run wrote games again"; exit 1; }
grep -q "12 game(s) of this shard, 12 of them read back" "$work/run/shard-1.log" || { cat "$work/run/shard-1.log"; exit 1; }
echo "ok: $one"
