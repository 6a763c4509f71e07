#!/usr/bin/env bash
# Installs the Debian 12 packages Gambit needs, only those that are missing.
# Usage: scripts/install-deps.sh [--engines]   (--engines adds the reference engines and pgn-extract)
set -euo pipefail

packages=(g++ cmake make libboost-dev libboost-filesystem-dev libspdlog-dev libfmt-dev
          nlohmann-json3-dev libgtest-dev libeigen3-dev)
if [[ "${1:-}" == "--engines" ]]; then
  packages+=(stockfish glaurung toga2 ethereal-chess gnuchess pgn-extract)
fi

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
