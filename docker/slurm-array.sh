#!/usr/bin/env bash
# Gambit on Slurm: one match split into shards, run as a job array (the array task id is the shard), plus a
# merge job that depends on the array. Both use the shared folder $GAMBIT_DATA (every node must see it).
#
#   docker/slurm-array.sh                 # submits the jobs (run it on a login node)
#
# Settings (environment): SHARDS (default 8), GAMBIT_DATA (default $PWD/gambit-data), GAMBIT_BIN (folder with
# gambit, gambit-match, gambit-elo; default build/release/bin), CPUS per shard (default 2, also the default
# -concurrency), COORDINATE=1 to also run the SPRT coordinator next to the shards, so the match stops as soon
# as the merged SPRT decides (see docker/README.md), INTERVAL seconds between its merges (default 30), MATCH
# the match settings every shard runs (shell words pasted into the shard script; default below; everything
# but -shard, -stopfile and the output files).
# With containers, replace "$bin/gambit-match" by e.g. "apptainer exec gambit.sif gambit-match".
set -euo pipefail

shards=${SHARDS:-8}
data=${GAMBIT_DATA:-$PWD/gambit-data}
bin=${GAMBIT_BIN:-$PWD/build/release/bin}
cpus=${CPUS:-2}
interval=${INTERVAL:-30}
here=$(cd "$(dirname "$0")" && pwd)
match=${MATCH:-"-engine name=dev cmd='$bin/gambit' option.NullMove=adaptive -engine name=base cmd='$bin/gambit' \
  -each tc=inf nodes=20000 option.Hash=16 option.Threads=1 -openings file='$here/../openings/fifty.pgn' order=random \
  -games 2 -rounds 10000 -repeat -concurrency $cpus -seed 12345 -sprt elo0=0 elo1=2 model=normalized"}
mkdir -p "$data/logs"

# One shard: gambit-match numbers shards 1..N, so the array runs 1..SHARDS and the task id is K directly.
# Same command line in every task (same schedule, seed and settings), so the shards share one match_id.
shard_script=$(cat <<EOF
#!/bin/bash
set -e
K=\$SLURM_ARRAY_TASK_ID
resume=""; [ -f state-\$K.json ] && resume=-resume    # a requeued task continues where it stopped
exec "$bin/gambit-match" $match \\
  -shard \$K/$shards -stopfile STOP \\
  -results file=results-\$K.json -pgnout file=games-\$K.pgn -state file=state-\$K.json \$resume
EOF
)

if [[ ${COORDINATE:-0} == 1 ]]; then
  # Runs while the shards play; writes STOP when the merged SPRT crosses a bound, then the report. Submitted
  # before the shards so that it starts first: queued behind them it would wait for a shard to end.
  coord_job=$(sbatch --parsable --cpus-per-task=1 --mem=256M --time=24:00:00 --job-name=gambit-coordinator \
    --output="$data/logs/coordinator.out" --chdir="$data" \
    --wrap="GAMBIT_ELO='$bin/gambit-elo' '$here/sprt-coordinator.sh' '$data' $shards $interval")
  echo "coordinator: job $coord_job"
fi

# --open-mode=append: a requeued task adds to its log instead of wiping the run it continues.
shard_job=$(sbatch --parsable --array=1-"$shards" --cpus-per-task="$cpus" --mem=1G --time=24:00:00 --requeue \
  --job-name=gambit-shard --output="$data/logs/shard-%a.out" --open-mode=append --chdir="$data" <<<"$shard_script")
echo "shards: job array $shard_job (tasks 1-$shards)"

# The merge step, after every task ended (afterany: a failed shard still leaves its finished games).
merge_job=$(sbatch --parsable --dependency=afterany:"$shard_job" --cpus-per-task=1 --mem=256M --time=00:30:00 \
  --job-name=gambit-merge --output="$data/logs/merge.out" --chdir="$data" --wrap="
    '$bin/gambit-elo' merge results-*.json &&
    '$bin/gambit-elo' merge results-*.json --json > merged.json &&
    cat games-*.pgn > merged.pgn &&
    '$bin/gambit-elo' report merged.json --pgn merged.pgn --out report.html &&
    '$bin/gambit-elo' report merged.json --format commit")
echo "merge: job $merge_job (after $shard_job); results in $data (merged.json, report.html, logs/merge.out)"
