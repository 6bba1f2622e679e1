#!/usr/bin/env bash
# Shards of one hensoku match (or datagen) run by GNU parallel, on this
# machine or over ssh (--sshlogin / --slf, as parallel takes them; ':' is
# this machine); the merged records are watched here and the shards stopped
# as soon as the SPRT decides. docs/cluster.md.
set -euo pipefail
# shellcheck source=common.sh
source "$(dirname "$0")/common.sh"

usage() {
  echo "usage: $0 [options] -- HENSOKU_ARGS..."
  usage_common
  echo "  --sshlogin LOGINS  hosts for GNU parallel, e.g. '2/node1,2/node2,:' (default ':', this machine)"
  echo "  --slf FILE         a file of sshlogins (GNU parallel --slf)"
  echo "  --jobs J           shards at once per host (default: its cores)"
}
logins=":"
slf=""
jobs=""
parse_extra() {
  case "$1" in
    --sshlogin) logins=$2 ;;
    --slf) slf=$2 ;;
    --jobs) jobs=$2 ;;
    *) return 1 ;;
  esac
}
parse_options "$@"
command -v parallel >/dev/null || { echo "GNU parallel is not installed (Debian: apt-get install parallel)" >&2; exit 2; }

hosts=(--sshlogin "$logins")
[[ -n $slf ]] && hosts=(--slf "$slf")
# Its own process group, so that a stop reaches every shard (and the ssh
# sessions of remote ones, whose end makes parallel's wrapper kill them).
setsid parallel --will-cite --joblog "$dir/joblog" ${jobs:+--jobs "$jobs"} "${hosts[@]}" \
  "$(shard_command '{}')" ::: $(seq "$shards") &
group=$!
# Interrupted: the shards go too (run the driver again to resume them).
trap 'kill -TERM -- -$group 2>/dev/null; exit 130' INT TERM
echo "$(date -u +%T) started $shards shard(s) of hensoku $mode under GNU parallel (group $group), files in $dir"
watch_shards "kill -0 $group 2>/dev/null" "kill -TERM -- -$group; wait $group 2>/dev/null || true"
wait "$group" 2>/dev/null || true
