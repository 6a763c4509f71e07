#!/usr/bin/env bash
# The README's main job: installs what is missing, builds, and shows the engine working.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh release
bin=build/release/bin
"$bin/gambit" perft 5
"$bin/gambit" bench
