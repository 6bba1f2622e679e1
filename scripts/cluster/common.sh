# shellcheck shell=bash
# Shared by slurm-match.sh and parallel-match.sh (docs/cluster.md): options,
# the shard command line, and the watch loop that merges the shards' files
# and stops the run on an SPRT verdict.

usage_common() {
  cat <<USAGE
  --shards N         number of shards (default 4)
  --binary PATH      hensoku on the nodes (default: build/release/hensoku of this tree, absolute)
  --local-binary P   hensoku here, for the summaries (default: --binary)
  --dir DIR          shard files and logs; the same path on every node (default: cluster-run)
  --datagen          run 'hensoku datagen' shards (ARGS: its options, without --out) and merge them
  --spsa             run shards of 'hensoku tune --method spsa' (ARGS: its options, with --batch B,
                     B a multiple of the shard count; without --shard/--results-dir); at the end the table
  --sprt SPEC        stop the shards on this verdict of the merged records (match only):
                     elo0=0,elo1=5,alpha=0.05,beta=0.05
  --poll SECONDS     how often the shard files are merged (default 10)
  -- ARGS...         the arguments of 'hensoku match' (or datagen), without --shard/--records/--out
Running it again with the same --dir resumes: each shard skips the games its file holds.
USAGE
}

shards=4
binary="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/build/release/hensoku"
local_binary=""
dir=cluster-run
mode=match
sprt=""
poll=10
args=()    # hensoku's

# Parses the common options; scheduler-specific ones are handled by the
# caller's `parse_extra NAME VALUE` (returns 0 when it took the option).
parse_options() {
  while (($#)); do
    case "$1" in
      --shards) shards=$2; shift 2 ;;
      --binary) binary=$2; shift 2 ;;
      --local-binary) local_binary=$2; shift 2 ;;
      --dir) dir=$2; shift 2 ;;
      --datagen) mode=datagen; shift ;;
      --spsa) mode=spsa; shift ;;
      --sprt) sprt=$2; shift 2 ;;
      --poll) poll=$2; shift 2 ;;
      --) shift; args=("$@"); break ;;
      -h|--help) usage; exit 0 ;;
      *)
        if (($# >= 2)) && parse_extra "$1" "$2"; then shift 2; else
          echo "$(basename "$0"): unknown option '$1' (see --help)" >&2; exit 2
        fi ;;
    esac
  done
  [[ $shards =~ ^[1-9][0-9]*$ ]] || { echo "--shards: a positive number, got '$shards'" >&2; exit 2; }
  ((${#args[@]})) || { echo "give the hensoku $mode arguments after --" >&2; exit 2; }
  [[ -n $sprt && $mode != match ]] && { echo "--sprt is for matches" >&2; exit 2; }
  local_binary=${local_binary:-$binary}
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
}

# The command of shard $1 (a shell word such as {} or $SLURM_ARRAY_TASK_ID,
# left unquoted so that the scheduler can substitute it).
shard_command() {
  local k=$1 qdir quoted
  qdir=$(printf '%q' "$dir")
  case $mode in
    match)
      quoted=$(printf '%q ' "$binary" match "${args[@]}")
      echo "$quoted --shard $k/$shards --records $qdir/shard-$k.jsonl > $qdir/shard-$k.log 2>&1" ;;
    datagen)
      quoted=$(printf '%q ' "$binary" datagen "${args[@]}")
      echo "$quoted --shard $k/$shards --out $qdir/shard-$k.txt > $qdir/shard-$k.log 2>&1" ;;
    spsa)
      quoted=$(printf '%q ' "$binary" tune --method spsa "${args[@]}")
      echo "$quoted --shard $k/$shards --results-dir $qdir > $qdir/shard-$k.log 2>&1" ;;
  esac
}

shard_files() {
  case $mode in
    match) compgen -G "$dir/shard-*.jsonl" || true ;;
    datagen) compgen -G "$dir/shard-*.txt" || true ;;
    spsa) compgen -G "$dir/spsa-shard-*.results" || true ;;
  esac
}

# The merged summary of the shard files so far.
summarize() {
  local files
  mapfile -t files < <(shard_files)
  ((${#files[@]})) || { echo "no shard file yet"; return; }
  case $mode in
    match) "$local_binary" match summarize "${files[@]}" ${sprt:+--sprt "$sprt"} ;;
    datagen) "$local_binary" datagen summarize "${files[@]}" --out "$dir/merged.txt" ;;
    spsa) "$local_binary" tune --method spsa "${args[@]}" --results-dir "$dir" --summarize ;;
  esac
}

# Watches the shards while `$1` (a command) says they run; stops them with
# `$2` on an SPRT verdict of the merged files.
watch_shards() {
  local running=$1 stop=$2 start=$SECONDS summary
  while eval "$running"; do
    sleep "$poll"
    summary=$(summarize 2>&1) || true
    if [[ -n $sprt ]] && grep -qE '^verdict .*accepted' <<<"$summary"; then
      echo "$(date -u +%T) SPRT verdict after $((SECONDS - start)) s: stopping the shards"
      eval "$stop"
      break
    fi
    echo "$(date -u +%T) $(grep -m1 'complete in' <<<"$summary" || grep -m1 -E 'record|games' <<<"$summary")"
  done
  echo "--- merged result ($((SECONDS - start)) s of wall time)"
  summarize
}
