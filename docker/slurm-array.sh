#!/usr/bin/env bash
# Gambit on Slurm: one match split into shards, run as a job array (the array task id is the shard), plus a
# merge job that depends on the array. Both use the shared folder $GAMBIT_DATA (every node must see it).
#
#   docker/slurm-array.sh                 # submits the jobs (run it on a login node)
#
# Settings (environment): SHARDS (default 8), GAMBIT_DATA (default $PWD/gambit-data), GAMBIT_BIN (folder with
# gambit, gambit-match, gambit-elo; default build/release/bin), COORDINATE=1 to also run the SPRT coordinator
# next to the shards, so the match stops as soon as the merged SPRT decides (see docker/README.md).
# With containers, replace "$bin/gambit-match" by e.g. "apptainer exec gambit.sif gambit-match".
set -euo pipefail

shards=${SHARDS:-8}
data=${GAMBIT_DATA:-$PWD/gambit-data}
bin=${GAMBIT_BIN:-$PWD/build/release/bin}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$data/logs"

# One shard: gambit-match numbers shards 1..N, so the array runs 1..SHARDS and the task id is K directly.
# Same command line in every task (same schedule, seed and settings), so the shards share one match_id.
shard_script=$(cat <<EOF
#!/bin/bash
set -e
K=\$SLURM_ARRAY_TASK_ID
resume=""; [ -f state-\$K.json ] && resume=-resume    # a requeued task continues where it stopped
exec "$bin/gambit-match" \\
  -engine name=dev cmd="$bin/gambit" option.NullMove=adaptive \\
  -engine name=base cmd="$bin/gambit" \\
  -each tc=inf nodes=20000 option.Hash=16 option.Threads=1 \\
  -openings file="$here/../openings/fifty.pgn" order=random \\
  -games 2 -rounds 10000 -repeat -concurrency 2 -seed 12345 \\
  -sprt elo0=0 elo1=2 model=normalized \\
  -shard \$K/$shards -stopfile STOP \\
  -results file=results-\$K.json -pgnout file=games-\$K.pgn -state file=state-\$K.json \$resume
EOF
)
shard_job=$(sbatch --parsable --array=1-"$shards" --cpus-per-task=2 --mem=1G --time=24:00:00 --requeue \
  --job-name=gambit-shard --output="$data/logs/shard-%a.out" --chdir="$data" <<<"$shard_script")
echo "shards: job array $shard_job (tasks 1-$shards)"

if [[ ${COORDINATE:-0} == 1 ]]; then
  # Runs while the shards play; writes STOP when the merged SPRT crosses a bound, then the report.
  coord_job=$(sbatch --parsable --cpus-per-task=1 --mem=256M --time=24:00:00 --job-name=gambit-coordinator \
    --output="$data/logs/coordinator.out" --chdir="$data" \
    --wrap="GAMBIT_ELO='$bin/gambit-elo' '$here/sprt-coordinator.sh' '$data' $shards 30")
  echo "coordinator: job $coord_job"
fi

# The merge step, after every task ended (afterany: a failed shard still leaves its finished games).
merge_job=$(sbatch --parsable --dependency=afterany:"$shard_job" --cpus-per-task=1 --mem=256M --time=00:30:00 \
  --job-name=gambit-merge --output="$data/logs/merge.out" --chdir="$data" --wrap="
    '$bin/gambit-elo' merge results-*.json &&
    '$bin/gambit-elo' merge results-*.json --json > merged.json &&
    cat games-*.pgn > merged.pgn &&
    '$bin/gambit-elo' report merged.json --pgn merged.pgn --out report.html &&
    '$bin/gambit-elo' report merged.json --format commit")
echo "merge: job $merge_job (after $shard_job); results in $data (merged.json, report.html, logs/merge.out)"
