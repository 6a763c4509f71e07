#!/usr/bin/env bash
# scripts/experiments/campaign as a sitting uses it, on its one-minute `smoke` campaign in a copy of the
# tree: stopped by SIGTERM mid-comparison it keeps its state, run again it finishes with every game played
# once, a decided comparison keeps only its compressed results; a second campaign beside it and a binary that
# searches other trees than the pinned engine are refused.
set -euo pipefail
source_dir=$1
bin_dir=$2
fail() { echo "FAIL: $*"; exit 1; }

root=$(mktemp -d)
trap 'kill -TERM "${campaign_pid:-}" 2>/dev/null || true; rm -rf "$root"' EXIT
mkdir -p "$root/scripts" "$root/openings"
cp -r "$source_dir/scripts/experiments" "$root/scripts/"
cp "$source_dir/openings/balanced.epd" "$root/openings/"
export GAMBIT=$bin_dir/gambit GAMBIT_MATCH=$bin_dir/gambit-match
campaign=(python3 "$root/scripts/experiments/campaign" --campaign smoke)
out=$root/build/smoke/results
first=$out/classic-tiny/mc-original-vs-nm
second=$out/modern-tiny/nm-vs-none

games_in() {  # games a results file (plain or compressed) has played, 0 if there is none yet
  python3 - "$1" <<'PY'
import gzip, json, sys
path = sys.argv[1]
try:
    with (gzip.open if path.endswith(".gz") else open)(path, "rt") as f:
        print(json.load(f).get("games_played", 0))
except (OSError, ValueError):
    print(0)
PY
}

# Stopped after its first game: the state stays, the campaign says how to go on.
"${campaign[@]}" > "$root/first.log" 2>&1 &
campaign_pid=$!
for _ in $(seq 3000); do
  [[ $(games_in "$first.json") -ge 1 ]] && break
  sleep 0.1
done
[[ $(games_in "$first.json") -ge 1 ]] || fail "no game recorded in five minutes: $(cat "$root/first.log")"
# A second campaign in the same checkout would play into the same state files: it is refused.
code=0; "${campaign[@]}" > "$root/twice.log" 2>&1 || code=$?
if [[ $code -eq 0 ]] || ! grep -q "another campaign is running" "$root/twice.log"; then
  fail "a second campaign ran beside the first: $(cat "$root/twice.log")"
fi
kill -TERM "$campaign_pid"
code=0; wait "$campaign_pid" || code=$?
campaign_pid=
[[ $code -ne 0 ]] || fail "a stopped campaign exited 0"
grep -q "stopped; the state is saved" "$root/first.log" || fail "no stop message: $(cat "$root/first.log")"
[[ -f $first.state.json ]] || fail "no state file after SIGTERM"
python3 -c 'import json, sys; sys.exit("games" in json.load(open(sys.argv[1])))' "$first.json" ||
  fail "a stopped comparison's results keep their per-game list"
played=$(games_in "$first.json")
[[ $played -lt 6 ]] || fail "the comparison finished before it was stopped ($played games)"
echo "stopped after $played of 6 games, state kept"

# Run again: both comparisons reach the cap, each game played once, only compressed results kept.
"${campaign[@]}" > "$root/second.log" 2>&1 || fail "the resumed campaign failed: $(cat "$root/second.log")"
for c in "$first" "$second"; do
  [[ -f $c.json.gz && -f $c.log.gz ]] || fail "${c#"$out"/}: no compressed results and log"
  [[ ! -e $c.json && ! -e $c.state.json ]] || fail "${c#"$out"/}: results or state left uncompressed"
  [[ $(games_in "$c.json.gz") -eq 6 ]] || fail "${c#"$out"/}: $(games_in "$c.json.gz") games, not 6"
done
grep -q "cap\|H0\|H1" <("${campaign[@]}" status) || fail "status shows no verdict"
echo "resumed: both comparisons at 6 games, results compressed, states gone"

# A finished campaign has nothing left to play.
"${campaign[@]}" > "$root/third.log" 2>&1 || fail "a finished campaign failed: $(cat "$root/third.log")"
! grep -q "^campaign: classic-tiny\|^campaign: modern-tiny" "$root/third.log" || fail "a finished comparison was played again"

# A binary whose bench differs from the pinned engine's fingerprints is refused.
printf '#!/bin/sh\necho "Nodes searched: 1"\n' > "$root/other-engine"
chmod +x "$root/other-engine"
rm "$root/build/smoke/gambit"
code=0; GAMBIT=$root/other-engine "${campaign[@]}" > "$root/fourth.log" 2>&1 || code=$?
if [[ $code -eq 0 ]] || ! grep -q "searches other trees" "$root/fourth.log"; then
  fail "another search was accepted as the pinned engine: $(cat "$root/fourth.log")"
fi
echo "an engine that searches other trees is refused"
