#!/usr/bin/env bash
# The README's test command: installs what is missing, builds, and runs every test through CTest,
# first in the release build, then the unit tests again under AddressSanitizer + UBSan.
set -euo pipefail
cd "$(dirname "$0")/.."
# GAMBIT_SKIP_BROWSER=1 saves installing Chromium (about a minute); the browser tests then skip.
if [[ "${GAMBIT_SKIP_BROWSER:-0}" == 1 ]]; then scripts/install-deps.sh --engines; else scripts/install-deps.sh --engines --browser; fi
scripts/build.sh release
ctest --preset release -j "$(nproc)"
if [[ "${GAMBIT_SKIP_SANITIZE:-0}" != 1 ]]; then
  cmake --preset sanitize >/dev/null
  cmake --build --preset sanitize -j "$(nproc)" --target unit_tests
  ctest --preset sanitize -j "$(nproc)"
fi
