#!/usr/bin/env bash
# The README's test command: installs what is missing, builds, and runs every test through CTest,
# first in the release build, then the unit tests again under AddressSanitizer + UBSan.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --engines
scripts/build.sh release
ctest --preset release -j "$(nproc)"
if [[ "${GAMBIT_SKIP_SANITIZE:-0}" != 1 ]]; then
  cmake --preset sanitize >/dev/null
  cmake --build --preset sanitize -j "$(nproc)" --target unit_tests
  ctest --preset sanitize -j "$(nproc)"
fi
