#!/usr/bin/env bash
# SPRT across shards: merges the shards' results files every INTERVAL seconds and, as soon as the merged
# LLR crosses a bound, writes the stop marker the shards watch (gambit-match -stopfile, see README.md).
# Also stops when every shard has finished its part of the schedule (an interrupted shard is waited for: the
# scheduler restarts it and it resumes). At the end it writes the merged results (merged.json), the
# concatenated PGN (merged.pgn) and the report (report.html, report.md).
#
# Usage: docker/sprt-coordinator.sh DIR [SHARDS] [INTERVAL_S]
#   DIR      shared folder holding results-K.json and games-K.pgn of every shard (K = 1..SHARDS)
#   SHARDS   number of shards (default: count the results files once at least one exists)
#   INTERVAL seconds between merges (default 30)
# Exit: 0 H1 accepted (passed), 1 H0 accepted (failed), 3 all shards finished without a verdict,
#       2 usage or unreadable/incompatible results files (gambit-elo merge refuses shards of different matches).
set -euo pipefail

dir=${1:?usage: sprt-coordinator.sh DIR [SHARDS] [INTERVAL_S]}
shards=${2:-0}
interval=${3:-30}
elo=${GAMBIT_ELO:-gambit-elo}
stop=$dir/STOP
log() { printf '[coordinator %s] %s\n' "$(date -u +%H:%M:%S)" "$*"; }
# As a container's PID 1 (the Kubernetes Job) the default action of SIGTERM does not apply: without a trap a
# deleted pod would wait its whole grace period for SIGKILL. Sleeping in the background lets the trap run at once.
trap 'log "stopped by a signal"; kill $! 2>/dev/null; exit 143' TERM INT
pause() { sleep "$1" & wait $!; }

# Values in the compact JSON that `gambit-elo merge --json` prints: the first string "key":"text" or
# number "key":123.4 (the top-level "sprt" is the verdict string; pairs hold "sprt" objects, not strings).
json_text() { grep -o "\"$1\":\"[^\"]*\"" <<<"$2" | head -n 1 | sed 's/^[^:]*:"//; s/"$//'; }
json_number() { grep -o "\"$1\":-\{0,1\}[0-9][0-9.eE+-]*" <<<"$2" | head -n 1 | sed 's/^[^:]*://'; }

finish() {
  local verdict=$1
  cat "$dir"/games-*.pgn >"$dir/merged.pgn" 2>/dev/null || true
  "$elo" report "$dir/merged.json" --pgn "$dir/merged.pgn" --out "$dir/report.html" || log "report failed"
  "$elo" report "$dir/merged.json" --format md --out "$dir/report.md" || true
  "$elo" report "$dir/merged.json" --format commit || true
  case $verdict in H1) exit 0 ;; H0) exit 1 ;; *) exit 3 ;; esac
}

while true; do
  files=("$dir"/results-*.json)
  if [[ ! -e ${files[0]} ]]; then log "waiting for the first results file in $dir"; pause "$interval"; continue; fi
  [[ $shards -gt 0 ]] || shards=$(json_number count "$(tr -d ' \n' <"${files[0]}")")
  merged=$("$elo" merge "${files[@]}" --json) || exit 2
  printf '%s\n' "$merged" >"$dir/merged.json.tmp" && mv "$dir/merged.json.tmp" "$dir/merged.json"
  verdict=$(json_text sprt "$merged")
  played=$(json_number games_played "$merged")
  llr=$(json_number llr "$merged")
  log "${#files[@]}/$shards shards reporting, ${played%.*} games, SPRT ${verdict:-n/a}, LLR ${llr:0:6}"
  if [[ $verdict == H0 || $verdict == H1 ]]; then
    # Written atomically: a shard never reads half a marker. The shards finish their games in flight.
    printf '%s\n' "$verdict" >"$stop.tmp" && mv "$stop.tmp" "$stop"
    log "verdict $verdict: stop marker written to $stop"
    finish "$verdict"
  fi
  # Every shard has reported and none is still running: the schedule is exhausted. A shard "interrupted" by
  # a signal (Slurm requeue, pod eviction) is restarted by the scheduler and resumes: it has games to play.
  running=0
  for f in "${files[@]}"; do grep -Eq '"status": *"(running|interrupted)"' "$f" && running=1; done
  if [[ ${#files[@]} -ge $shards && $running == 0 ]]; then
    log "all $shards shards finished without an SPRT verdict"
    finish none
  fi
  pause "$interval"
done
