#!/usr/bin/env bash
# Checks the move generator against a perft suite: every position at every listed depth.
#   scripts/perft-suite.sh [FILE] [--max-nodes N] [--max-depth D]
# FILE lines are `FEN ;D1 n ;D2 n ...` (default: ../shared/data/perft_suite.epd beside the repository).
# --max-nodes skips checks whose expected count exceeds N (default: run them all).
# Prints each mismatch and a final `N positions, M checks, K mismatches`; exits 1 on any mismatch.
# The binary is $GAMBIT, else build/release/bin/gambit.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
gambit="${GAMBIT:-$repo/build/release/bin/gambit}"
file="$repo/../shared/data/perft_suite.epd"
if [[ $# -gt 0 && "$1" != --* ]]; then
  file="$1"
  shift
fi
if [[ ! -x "$gambit" ]]; then
  echo "perft-suite: no gambit binary at $gambit (build it with scripts/build.sh release, or set GAMBIT)" >&2
  exit 2
fi
if [[ ! -r "$file" ]]; then
  echo "perft-suite: cannot read $file" >&2
  exit 2
fi
exec "$gambit" perft-epd "$file" "$@"
