#!/usr/bin/env bash
# `hensoku datagen quiet` keeps exactly the positions the tuner fits: on a
# small shogi datagen file, the quiet file's positions are as many as the
# tuner uses of the whole file, and the tuner uses every one of them; a bad
# input is an error that writes nothing. Usage: datagen_quiet_test.sh HENSOKU
set -euo pipefail
hensoku=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$hensoku" datagen --variant shogi --games 2 --nodes 300 --random-plies 6 --max-plies 60 --seed 5 \
  --out "$work/all.txt" >/dev/null 2>&1
"$hensoku" datagen quiet "$work/all.txt" --out "$work/quiet.txt" >"$work/quiet.log"
used_of_all=$("$hensoku" tune --variant shogi --data "$work/all.txt" --epochs 0 --polish 0 --k 0.004 2>/dev/null |
  sed -n 's/^\([0-9]*\) positions, \([0-9]*\) quiet ones used$/\1 \2/p')
read -r all used <<<"$used_of_all"
kept=$(grep -vc '^#' "$work/quiet.txt")
[[ $used -gt 0 && $used -lt $all ]] || { echo "expected some quiet and some other positions: $used of $all"; exit 1; }
[[ $kept == "$used" ]] || { echo "quiet file holds $kept positions, the tuner used $used"; exit 1; }
grep -q "^$kept of $all positions quiet" "$work/quiet.log" || { cat "$work/quiet.log"; exit 1; }
again=$("$hensoku" tune --variant shogi --data "$work/quiet.txt" --epochs 0 --polish 0 --k 0.004 2>/dev/null | grep 'quiet ones used')
[[ $again == "$kept positions, $kept quiet ones used" ]] || { echo "on the quiet file: $again"; exit 1; }
# Each kept line is its line of the whole file (result, SFEN, score).
while read -r line; do grep -qxF -- "$line" "$work/all.txt" || { echo "not in the input: $line"; exit 1; }; done \
  < <(grep -v '^#' "$work/quiet.txt")
# A malformed file: an error, and no output file.
printf '# hensoku datagen variant=shogi\n2 startpos\n' >"$work/bad.txt"
if "$hensoku" datagen quiet "$work/bad.txt" --out "$work/bad.out" 2>"$work/bad.err"; then
  echo "a malformed line was accepted"; exit 1
fi
grep -q "expected '<1|0.5|0> <sfen>'" "$work/bad.err" || { cat "$work/bad.err"; exit 1; }
[[ ! -e $work/bad.out ]] || { echo "an output file was written for a bad input"; exit 1; }
echo "ok: $kept of $all positions quiet"
