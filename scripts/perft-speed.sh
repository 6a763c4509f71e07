#!/usr/bin/env bash
# Move-generator speed: `gambit perft 6` against Stockfish's `go perft 6` from the start position,
# alternating, RUNS times each (default 3). Prints wall times, nodes/second of each and the ratio
# gambit/stockfish (bar >= 0.8, goal >= 1.0). Wall time includes process start-up; the start-up time
# (a depth-1 run) is also measured and a start-up-corrected ratio printed beside it.
#   scripts/perft-speed.sh [RUNS]      binaries: $GAMBIT (default build/release/bin/gambit), $STOCKFISH
# Run it on a quiet machine: check `uptime` first.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
gambit="${GAMBIT:-$repo/build/release/bin/gambit}"
stockfish="${STOCKFISH:-/usr/games/stockfish}"
runs="${1:-3}"
depth=6
nodes=119060324  # perft 6 of the start position
for bin in "$gambit" "$stockfish"; do
  [[ -x "$bin" ]] || { echo "perft-speed: no executable $bin" >&2; exit 2; }
done

now() { date +%s.%N; }
# Runs one perft and prints its wall time in seconds; fails if the node count is wrong.
time_gambit() {
  local start end out
  start=$(now); out=$("$gambit" perft "$1" | tail -n 1); end=$(now)
  [[ "$1" != "$depth" || "$out" == "Nodes searched: $nodes" ]] || { echo "gambit: wrong count: $out" >&2; exit 1; }
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.6f\n", b - a }'
}
time_stockfish() {
  local start end out
  start=$(now); out=$(printf 'go perft %s\nquit\n' "$1" | "$stockfish" | grep 'Nodes searched'); end=$(now)
  [[ "$1" != "$depth" || "$out" == "Nodes searched: $nodes" ]] || { echo "stockfish: wrong count: $out" >&2; exit 1; }
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.6f\n", b - a }'
}
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

echo "load: $(cut -d' ' -f1-3 /proc/loadavg) (cores: $(nproc))"
g=(); s=(); g0=(); s0=()
for ((i = 1; i <= runs; i++)); do
  g+=("$(time_gambit $depth)"); s+=("$(time_stockfish $depth)")
  g0+=("$(time_gambit 1)"); s0+=("$(time_stockfish 1)")
  printf 'run %d: gambit %.3f s, stockfish %.3f s\n' "$i" "${g[-1]}" "${s[-1]}"
done
gm=$(median "${g[@]}"); sm=$(median "${s[@]}"); g0m=$(median "${g0[@]}"); s0m=$(median "${s0[@]}")
awk -v n="$nodes" -v g="$gm" -v s="$sm" -v g0="$g0m" -v s0="$s0m" 'BEGIN {
  printf "gambit:    %.3f s median wall, %.0f nodes/second (start-up %.3f s -> %.0f nodes/second)\n", g, n / g, g0, n / (g - g0)
  printf "stockfish: %.3f s median wall, %.0f nodes/second (start-up %.3f s -> %.0f nodes/second)\n", s, n / s, s0, n / (s - s0)
  printf "ratio gambit/stockfish: %.2f (start-up corrected: %.2f)\n", s / g, (s - s0) / (g - g0)
}'
