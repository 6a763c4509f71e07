#!/usr/bin/env bash
# Checks docker/sprt-coordinator.sh's stopping rules against shards' results files, with a stand-in
# gambit-elo whose merge prints the verdict in $VERDICT (the real merge is tested in tests/elo):
#   - H1 / H0: STOP holds the verdict, exit 0 / 1;
#   - every shard finished: exit 3, no STOP;
#   - a shard "interrupted" by a signal (scontrol requeue, a pod eviction) will be restarted with -resume,
#     so the coordinator keeps waiting instead of ending the match without its remaining games.
# Usage: coordinator_check.sh REPO_ROOT          Exit 0 when every check passes.
set -euo pipefail

coordinator=$1/docker/sprt-coordinator.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/gambit-elo" <<'ELO'
#!/bin/sh
[ "$1" = merge ] && printf '{"games_played":10,"llr":0.5,"sprt":"%s"}\n' "$VERDICT"
exit 0
ELO
chmod +x "$work/gambit-elo"
failures=0

# scenario NAME VERDICT EXPECTED_EXIT EXPECTED_STOP SHARDS STATUS...: one results file per STATUS (shards
# 1, 2, ...), the coordinator of SHARDS shards for 3 s (exit 124: still waiting).
scenario() {
  local name=$1 verdict=$2 want_exit=$3 want_stop=$4 shards=$5; shift 5
  local dir=$work/$name k=0 code=0
  mkdir -p "$dir"
  for status in "$@"; do k=$((k + 1)); printf '{\n  "status": "%s"\n}\n' "$status" >"$dir/results-$k.json"; done
  VERDICT=$verdict GAMBIT_ELO=$work/gambit-elo timeout 3 bash "$coordinator" "$dir" "$shards" 0.2 >"$dir.log" 2>&1 || code=$?
  local stop; stop=$(cat "$dir/STOP" 2>/dev/null || echo none)
  if [[ $code == "$want_exit" && $stop == "$want_stop" ]]; then
    echo "ok: $name: exit $code, STOP $stop"
  else
    echo "FAILED: $name: exit $code (expected $want_exit), STOP $stop (expected $want_stop); log:"
    sed 's/^/    /' "$dir.log"
    failures=$((failures + 1))
  fi
}
scenario "H1 while shards run" H1 0 H1 2 running running
scenario "H0 while shards run" H0 1 H0 2 running finished
scenario "every shard finished, no verdict" continue 3 none 2 finished finished
scenario "every shard stopped or finished" continue 3 none 2 stopped finished
scenario "a shard interrupted (requeued), the others finished: wait" continue 124 none 2 finished interrupted
scenario "a shard not started yet: wait" continue 124 none 2 finished
((failures == 0)) && echo "every check passed" || { echo "$failures check(s) failed"; exit 1; }
