#!/usr/bin/env bash
# Installs the Debian 12 packages Gambit needs, only those that are missing.
# Usage: scripts/install-deps.sh [--engines] [--browser] [--slurm] [--fuzz]
#   --engines  adds the reference engines (Fairy-Max speaks xboard), pgn-extract and fathom, the Syzygy
#              prober's command line that tests/manager/tb_adjudication checks against (also for scripts/soak)
#   --browser  adds headless Chromium, which the live page's end-to-end test drives (it skips itself without it)
#   --slurm    adds Slurm (controller, compute daemon, client) and munge, for scripts/slurm-e2e
#   --fuzz     adds clang with libFuzzer and gdb (scripts/fuzz, gambit-replay --gdb)
set -euo pipefail

packages=(g++ cmake make libboost-dev libboost-filesystem-dev libspdlog-dev libfmt-dev
          nlohmann-json3-dev libgtest-dev libeigen3-dev zlib1g-dev python3 ccache)
for flag in "$@"; do
  case "$flag" in
    --engines) packages+=(stockfish glaurung toga2 ethereal-chess gnuchess fairymax fathom pgn-extract) ;;
    --browser) packages+=(chromium) ;;
    --slurm) packages+=(slurm-wlm munge) ;;
    --fuzz) packages+=(clang libclang-rt-dev gdb) ;;
    *) echo "usage: scripts/install-deps.sh [--engines] [--browser] [--slurm] [--fuzz]" >&2; exit 2 ;;
  esac
done
packages+=(libfathom-dev)  # Fathom, the Syzygy prober gambit-match -tb links (tbprobe.h, libfathom.so)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

sudo=""
[[ $(id -u) -ne 0 ]] && sudo="sudo"
echo "installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
