#!/usr/bin/env bash
# Games per minute of gambit-match with -serve and a client polling its live page, against the same match
# without -serve, at fixed nodes (the same games each time: fixed nodes, no book), in one run: blocks of games
# alternate between the two so that a change in the machine's load hits both alike.
# Usage: scripts/live-throughput.sh [GAMES_PER_BLOCK=50] [BLOCKS_EACH=4] [NODES=2000]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${GAMBIT_BIN:-build/release/bin}
games=${1:-50} blocks=${2:-4} nodes=${3:-2000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Runs one block; prints its wall time in seconds.
run_block() {
  local mode=$1 start url pid
  rm -f "$work"/*.pgn "$work"/*.json
  local args=(-engine "cmd=$bin/gambit" name=A -engine "cmd=$bin/gambit" name=B -each "nodes=$nodes"
              -games "$games" -repeat -concurrency 1 -results "file=$work/r.json" -pgnout "file=$work/g.pgn")
  start=$(date +%s.%N)
  if [[ $mode == serve ]]; then
    nice -n 15 "$bin/gambit-match" "${args[@]}" -serve 127.0.0.1:0 > "$work/log" 2>&1 &
    pid=$!
    url=""
    while [[ -z $url ]]; do url=$(grep -o 'http://[^ ]*' "$work/log" || true); sleep 0.02; done
    # A page polls status.json every 2 s; this client polls every second and reloads the page every 10th time.
    local n=0
    while kill -0 "$pid" 2>/dev/null; do
      curl -s -o /dev/null "${url}status.json" || true
      (( ++n % 10 == 0 )) && { curl -s -o /dev/null "$url" || true; }
      sleep 1
    done
    wait "$pid"
  else
    nice -n 15 "$bin/gambit-match" "${args[@]}" > "$work/log" 2>&1
  fi
  awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.3f\n", e - s }'
}

plain_s=0 serve_s=0
for ((b = 1; b <= blocks; ++b)); do
  for mode in plain serve; do
    t=$(run_block $mode)
    printf 'block %d %-5s %4d games %8.1f s  %6.1f games/min\n' "$b" "$mode" "$games" "$t" \
      "$(awk -v g="$games" -v t="$t" 'BEGIN { print g * 60 / t }')"
    if [[ $mode == plain ]]; then plain_s=$(awk -v a="$plain_s" -v t="$t" 'BEGIN { print a + t }')
    else serve_s=$(awk -v a="$serve_s" -v t="$t" 'BEGIN { print a + t }'); fi
  done
done
total=$((games * blocks))
awk -v g="$total" -v p="$plain_s" -v s="$serve_s" 'BEGIN {
  printf "without -serve: %d games in %.1f s = %.2f games/min\n", g, p, g * 60 / p
  printf "with -serve and a polling client: %d games in %.1f s = %.2f games/min\n", g, s, g * 60 / s
  printf "ratio (with / without): %.4f\n", p / s }'
