#!/usr/bin/env bash
# Shards of one hensoku match (or datagen) as a Slurm job array; the merged
# records are watched here and the array is cancelled (scancel) as soon as
# the SPRT decides. docs/cluster.md.
set -euo pipefail
# shellcheck source=common.sh
source "$(dirname "$0")/common.sh"

usage() {
  echo "usage: $0 [options] -- HENSOKU_ARGS..."
  usage_common
  echo "  --sbatch 'OPTS'    more sbatch options (partition, time limit, account...)"
}
sbatch_opts=""
parse_extra() {
  case "$1" in
    --sbatch) sbatch_opts=$2 ;;
    *) return 1 ;;
  esac
}
parse_options "$@"
command -v sbatch >/dev/null || { echo "no sbatch here: run this on a Slurm submit host" >&2; exit 2; }

# shellcheck disable=SC2016  # expanded by the task's shell, not here
wrap=$(shard_command '$SLURM_ARRAY_TASK_ID')
# shellcheck disable=SC2086  # sbatch_opts is a list of options
job=$(sbatch --parsable --array="1-$shards" --cpus-per-task=1 --job-name="hensoku-$mode" \
  --output="$dir/slurm-%A_%a.out" $sbatch_opts --wrap="$wrap")
job=${job%%;*}
# Interrupted: the shards go too (run the driver again to resume them).
trap 'scancel "$job"; exit 130' INT TERM
echo "$(date -u +%T) submitted job array $job: $shards shard(s) of hensoku $mode, files in $dir"
watch_shards "[[ -n \$(squeue -h -j $job 2>/dev/null) ]]" "scancel $job"
