#!/usr/bin/env bash
# Builds the Gambit image on a Debian 12 machine that has no Docker engine and no registry access, then
# smoke-tests it. Podman does the work: a bookworm root made with debootstrap (from the same mirror apt
# uses) is imported as the base image, and docker/Dockerfile is built FROM it.
#
# Usage: docker/build-local.sh [IMAGE_TAG]          (default localhost/gambit:local; run as root)
# Env:   GAMBIT_BASE_IMAGE  name of the local base image (default localhost/gambit-base:bookworm)
#        GAMBIT_REBUILD_BASE=1  debootstrap again even if the base image exists
#        GAMBIT_SOURCE=worktree  build the working tree as it is (default: the committed HEAD, via git archive)
#        GAMBIT_TARGETS="gambit gambit-match gambit-elo"  the executables to build into the image
#
# Why the extra flags: on these machines crun refuses the hybrid cgroup layout, so we use runc, and root
# lacks CAP_SYS_RESOURCE, so the container's rlimits must not exceed the shell's hard limits.
set -euo pipefail

tag=${1:-localhost/gambit:local}
base=${GAMBIT_BASE_IMAGE:-localhost/gambit-base:bookworm}
repo=$(cd "$(dirname "$0")/.." && pwd)

step() { printf '\n== %s (%s)\n' "$*" "$(date -u +%H:%M:%S)"; }

step "tools: podman, runc, debootstrap"
need=()
for p in podman runc debootstrap; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if [[ ${#need[@]} -gt 0 ]]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

# rlimits the container may ask for: no more than this shell's hard limits (podman itself caps nproc at 32768)
nofile=$(ulimit -Hn); [[ $nofile == unlimited ]] && nofile=1048576
nproc=$(ulimit -Hu); { [[ $nproc == unlimited ]] || (( nproc > 32768 )); } && nproc=32768
run_flags=(--runtime runc --ulimit "nofile=$nofile:$nofile" --ulimit "nproc=$nproc:$nproc")

if [[ ${GAMBIT_REBUILD_BASE:-0} == 1 ]] || ! podman image exists "$base"; then
  step "base image $base: debootstrap bookworm (minbase)"
  sources=/etc/apt/sources.list.d/debian.sources
  if [[ -f $sources ]]; then
    mirror=$(awk '/^URIs:/ {print $2; exit}' "$sources")
  else
    mirror=$(awk '$1 == "deb" {print $2; exit}' /etc/apt/sources.list)
  fi
  root=$(mktemp -d /var/tmp/gambit-rootfs.XXXXXX)
  trap 'rm -rf "$root"' EXIT
  debootstrap --variant=minbase bookworm "$root" "$mirror" >/dev/null
  if [[ -f $sources ]]; then  # the same suites as the host: bookworm, -updates, -security
    cp "$sources" "$root/etc/apt/sources.list.d/" && rm -f "$root/etc/apt/sources.list"
  fi
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
  tar -C "$root" -c . | podman import --change 'CMD ["/bin/bash"]' - "$base" >/dev/null
  rm -rf "$root"; trap - EXIT
fi

context=$repo
if [[ ${GAMBIT_SOURCE:-head} != worktree ]]; then
  context=$(mktemp -d /var/tmp/gambit-context.XXXXXX)
  trap 'rm -rf "$context"' EXIT
  git -C "$repo" archive HEAD | tar -x -C "$context"
  echo "context: commit $(git -C "$repo" rev-parse --short HEAD)"
fi
step "podman build $tag FROM $base"
podman build --runtime runc --build-arg "BASE=$base" \
  --build-arg "TARGETS=${GAMBIT_TARGETS:-gambit gambit-match gambit-elo}" \
  -f "$context/docker/Dockerfile" -t "$tag" "$context"
podman image ls "$tag"

failures=0
smoke() {   # smoke NAME COMMAND...: run COMMAND in the image, report and count a failure
  local name=$1; shift
  step "smoke test: $name"
  if podman run --rm "${run_flags[@]}" "$tag" "$@"; then echo "-> ok"; else echo "-> FAILED (exit $?)"; failures=$((failures + 1)); fi
}
smoke "gambit bench 6" sh -c 'gambit bench 6 | tail -n 2'
smoke "gambit-elo wdl 30 40 30" sh -c 'command -v gambit-elo >/dev/null || { echo "gambit-elo is not in the image"; exit 1; }; gambit-elo wdl 30 40 30'
smoke "a 4-game gambit-match, gambit against itself at 2000 nodes, and its report" sh -c '
  cd /tmp && command -v gambit-match >/dev/null || { echo "gambit-match is not in the image"; exit 1; }
  gambit-match -engine name=a cmd=gambit -engine name=b cmd=gambit -each tc=inf nodes=2000 \
    -openings file=/usr/share/gambit/openings/fifty.pgn -games 2 -rounds 2 -repeat -concurrency 2 \
    -pgnout file=match.pgn -results file=results.json | tail -n 8 || exit 1
  if command -v gambit-elo >/dev/null; then
    gambit-elo report results.json --pgn match.pgn --out report.html && wc -c report.html &&
    gambit-elo report results.json --pgn match.pgn --format commit
  fi'
if (( failures > 0 )); then step "done: $tag built, $failures smoke test(s) FAILED"; exit 1; fi
step "done: $tag built and smoke-tested"
