#!/usr/bin/env bash
# Runs the Kubernetes Job's shard, with the exact command line of docker/k8s-indexed-job.yaml, in the image
# docker/build-local.sh built, as the pod would: the volume at /data, workingDir /data, JOB_COMPLETION_INDEX,
# the image's user. Not in CTest: it needs podman, the image and a few minutes.
#
#   1. a volume owned by root (what a fresh PersistentVolume looks like without fsGroup): the shard must fail;
#   2. the volume given to group 1000 (what fsGroup: 1000 does): the shard plays; after PLAY_S seconds the
#      stop marker is written and the shard must end with status "stopped", exit 0;
#   3. the same pod again (a retried index): it must resume from state-K.json, then stop on the marker again;
#   4. the coordinator Job's command on the same volume for a few seconds: it merges what is there, and a
#      SIGTERM (pod deletion) stops it at once.
#
# Usage: tests/docker/k8s_shard_in_podman.sh [IMAGE] [INDEX]   (default localhost/gambit:local, index 0; root)
# Env: PLAY_S seconds of play before the stop marker (default 60).
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
image=${1:-localhost/gambit:local}
index=${2:-0}
play_s=${PLAY_S:-60}
manifest=$repo/docker/k8s-indexed-job.yaml
failures=0
pass() { echo "ok: $*"; }
fail() { echo "FAILED: $*"; failures=$((failures + 1)); }
field() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' "$@"; }

# What the pods run, read from the manifest (PyYAML).
read_manifest() {
  python3 - "$manifest" "$1" <<'EOF'
import sys, yaml
docs = [d for d in yaml.safe_load_all(open(sys.argv[1])) if d]
jobs = [d for d in docs if d["kind"] == "Job"]
shard = next(j for j in jobs if j["spec"].get("completionMode") == "Indexed")["spec"]["template"]["spec"]
coord = next(j for j in jobs if j["spec"].get("completionMode") != "Indexed")["spec"]["template"]["spec"]
c = shard["containers"][0]
print({"script": c["args"][0], "command": " ".join(c["command"]), "workdir": c["workingDir"],
       "fsgroup": str(shard.get("securityContext", {}).get("fsGroup", "")),
       "coordinator": "\n".join(coord["containers"][0]["command"])}[sys.argv[2]])
EOF
}
script=$(read_manifest script)
workdir=$(read_manifest workdir)
fsgroup=$(read_manifest fsgroup)
mapfile -t coordinator < <(read_manifest coordinator)
[[ $(read_manifest command) == "/bin/sh -c" ]] || { echo "the shard's command is not /bin/sh -c" >&2; exit 2; }
k=$((index + 1))

nofile=$(ulimit -Hn); [[ $nofile == unlimited ]] && nofile=1048576
nproc=$(ulimit -Hu); { [[ $nproc == unlimited ]] || ((nproc > 32768)); } && nproc=32768
volume=$(mktemp -d /var/tmp/gambit-k8s-volume.XXXXXX)
trap 'rm -rf "$volume"' EXIT
pod() {  # pod NAME COMMAND...: one container on the volume, as the Job's pod
  podman run --rm --name "gambit-k8s-$1-$$" --runtime runc --ulimit "nofile=$nofile:$nofile" \
    --ulimit "nproc=$nproc:$nproc" -v "$volume:/data" -w "$workdir" -e "JOB_COMPLETION_INDEX=$index" \
    "$image" "${@:2}"
}
# shard_until_stopped LOG: the shard pod in the background, the stop marker after play_s seconds.
shard_until_stopped() {
  local started code=0
  started=$(date +%s)
  pod shard /bin/sh -c "$script" >"$1" 2>&1 &
  local pid=$!
  for ((i = 0; i < play_s; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
  touch "$volume/STOP"
  wait "$pid" || code=$?
  rm -f "$volume/STOP"
  echo "shard pod: exit $code after $(($(date +%s) - started)) s; last lines:"
  tail -n 12 "$1" | sed 's/^/    /'
  return "$code"
}

echo "image $image: $(podman image inspect --format '{{.Id}} {{.Created}}' "$image" | cut -c1-80)"
echo "shard command (from $manifest, index $index): /bin/sh -c '...'"; sed 's/^/    /' <<<"$script"

echo; echo "== 1. a root-owned volume, no fsGroup"
chown root:root "$volume" && chmod 755 "$volume"
code=0; pod shard /bin/sh -c "$script" >"$volume.log1" 2>&1 || code=$?
tail -n 3 "$volume.log1" | sed 's/^/    /'
((code != 0)) && pass "the shard cannot write to a root-owned volume (exit $code): the pods need fsGroup" ||
  fail "the shard ran on a root-owned volume"
rm -f "$volume.log1"

echo; echo "== 2. the volume given to group ${fsgroup:-?} (fsGroup), $play_s s of play, then STOP"
[[ -n $fsgroup ]] || fail "the manifest sets no fsGroup"
chgrp "${fsgroup:-1000}" "$volume" && chmod 2775 "$volume"
code=0; shard_until_stopped "$volume.log2" || code=$?
played=$(field "$volume/results-$k.json" games_played)
status=$(field "$volume/results-$k.json" status)
shard=$(field "$volume/results-$k.json" shard)
[[ $code == 0 && $status == stopped && $played -gt 0 ]] && pass "shard $shard: $played games, status $status" ||
  fail "shard: exit $code, status $status, $played games"
rm -f "$volume.log2"

echo; echo "== 3. the pod again (a retried index): -resume from state-$k.json, then STOP"
code=0; shard_until_stopped "$volume.log3" || code=$?
grep -q "($played already played)" "$volume.log3" && pass "resumed with $played games already played" ||
  fail "did not resume from $played games"
again=$(field "$volume/results-$k.json" games_played)
[[ $code == 0 && $again -gt $played ]] && pass "$again games after the second run, status $(field "$volume/results-$k.json" status)" ||
  fail "second run: exit $code, $again games"
ids=$(grep -c '^\[GameId ' "$volume/games-$k.pgn"); unique=$(grep '^\[GameId ' "$volume/games-$k.pgn" | sort -u | wc -l)
[[ $ids == "$again" && $unique == "$again" ]] && pass "games-$k.pgn: $ids games, $unique GameIds" ||
  fail "games-$k.pgn: $ids games, $unique unique GameIds, results say $again"
rm -f "$volume.log3"

echo; echo "== 4. the coordinator Job's command (${coordinator[*]}) for 8 s, then podman stop"
# No workingDir in the coordinator's pod: it runs in the image's WORKDIR and is given /data. It runs detached
# and is then stopped as Kubernetes stops a pod (SIGTERM to PID 1, which it must not ignore).
podman run -d --name "gambit-k8s-coordinator-$$" --runtime runc --ulimit "nofile=$nofile:$nofile" \
  --ulimit "nproc=$nproc:$nproc" -v "$volume:/data" "$image" "${coordinator[@]}" >/dev/null
sleep 8
stop_started=$(date +%s)
podman stop -t 10 "gambit-k8s-coordinator-$$" >/dev/null 2>&1
stop_s=$(($(date +%s) - stop_started))
podman logs "gambit-k8s-coordinator-$$" >"$volume.log4" 2>&1
podman rm -f "gambit-k8s-coordinator-$$" >/dev/null 2>&1 || true
sed 's/^/    /' "$volume.log4"
grep -q "shards reporting" "$volume.log4" && pass "the coordinator merged the shard's results (and waits for the other shards)" ||
  fail "the coordinator did not merge"
((stop_s < 5)) && pass "the coordinator stopped on SIGTERM in ${stop_s} s" || fail "the coordinator ignored SIGTERM (${stop_s} s)"
rm -f "$volume.log4"

((failures == 0)) && echo "every check passed" || { echo "$failures check(s) failed"; exit 1; }
