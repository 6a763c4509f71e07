#!/usr/bin/env bash
# Configures and builds one CMake preset (release by default), all of it or only the targets named:
#   scripts/build.sh [release|portable|debug|sanitize] [TARGET ...]
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-release}"
shift $(( $# > 0 ? 1 : 0 ))
cmake --preset "$preset" >/dev/null
if [[ $# -gt 0 ]]; then
  cmake --build --preset "$preset" -j "$(nproc)" --target "$@"
else
  cmake --build --preset "$preset" -j "$(nproc)"
fi
