#!/usr/bin/env bash
# Plays the same match under fastchess and gambit-match and compares wall time, the manager's own CPU time
# (engines excluded) and its peak memory, then (optionally) time forfeits at a fast time control.
#
#   scripts/compare-fastchess.sh FASTCHESS [options]
#     --gambit-match PATH   default: build/release/bin/gambit-match
#     --engine PATH         default: /usr/games/stockfish
#     --nodes N             nodes per move in the fixed-nodes match (default 2000)
#     --games N             games of the fixed-nodes match (default 200, played as N/2 pairs; 0 = skip)
#     --concurrency N       default 2
#     --openings FILE       EPD book (default openings/balanced.epd, else tests/data/manager/openings.epd)
#     --reps N              repeat both managers N times, alternating the order (default 1)
#     --forfeit-games N     also play N games at --forfeit-tc and count time forfeits (default 0 = skip)
#     --forfeit-tc TC       default 1+0.01
#     --out DIR             where logs and PGNs go (default /tmp/compare-fastchess)
#
# Manager CPU and memory are read from /proc/PID/stat (utime+stime of the manager process itself, not its
# reaped children) and /proc/PID/status (VmHWM), sampled every 50 ms until it exits.
set -euo pipefail

usage() { sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
[[ $# -ge 1 ]] || usage
FASTCHESS=$1; shift
ROOT=$(cd "$(dirname "$0")/.." && pwd)
GM=$ROOT/build/release/bin/gambit-match
ENGINE=/usr/games/stockfish
NODES=2000 GAMES=200 CONC=2 REPS=1 FORFEIT_GAMES=0 FORFEIT_TC=1+0.01 OUT=/tmp/compare-fastchess
BOOK=$ROOT/openings/balanced.epd
[[ -f $BOOK ]] || BOOK=$ROOT/tests/data/manager/openings.epd
while [[ $# -gt 0 ]]; do
    case $1 in
        --gambit-match) GM=$2; shift 2 ;;
        --engine) ENGINE=$2; shift 2 ;;
        --nodes) NODES=$2; shift 2 ;;
        --games) GAMES=$2; shift 2 ;;
        --concurrency) CONC=$2; shift 2 ;;
        --openings) BOOK=$2; shift 2 ;;
        --reps) REPS=$2; shift 2 ;;
        --forfeit-games) FORFEIT_GAMES=$2; shift 2 ;;
        --forfeit-tc) FORFEIT_TC=$2; shift 2 ;;
        --out) OUT=$2; shift 2 ;;
        *) echo "compare-fastchess.sh: unknown option '$1'" >&2; usage ;;
    esac
done
for f in "$FASTCHESS" "$GM" "$ENGINE"; do
    [[ -x $f ]] || { echo "compare-fastchess.sh: not executable: $f" >&2; exit 2; }
done
mkdir -p "$OUT"
# The managers run inside $OUT (fastchess saves a config.json into its working directory), so every path
# they are given must be absolute.
FASTCHESS=$(realpath "$FASTCHESS") GM=$(realpath "$GM") ENGINE=$(realpath "$ENGINE") BOOK=$(realpath "$BOOK")
OUT=$(realpath "$OUT")
TICK=$(getconf CLK_TCK)

# measure LABEL CMD...: runs CMD, prints "wall_s cpu_s maxrss_kb" of that process alone.
measure() {
    local label=$1; shift
    local start end pid cpu=0 hwm=0 v
    start=$(date +%s.%N)
    (cd "$OUT" && exec "$@") > "$OUT/$label.log" 2>&1 &
    pid=$!
    while kill -0 "$pid" 2>/dev/null; do
        v=$(awk '{print $14 + $15}' "/proc/$pid/stat" 2>/dev/null) && [[ -n $v ]] && cpu=$v
        v=$(awk '/^VmHWM/ {print $2}' "/proc/$pid/status" 2>/dev/null) && [[ -n $v ]] && hwm=$v
        sleep 0.05
    done
    wait "$pid" || echo "warning: $label exited with $?" >&2
    end=$(date +%s.%N)
    awk -v s="$start" -v e="$end" -v c="$cpu" -v t="$TICK" -v m="$hwm" 'BEGIN { printf "%.2f %.2f %d\n", e - s, c / t, m }'
}

ROUNDS=$((GAMES / 2))
fastchess_cmd() {  # TC-ARGS... ; PGN
    local pgn=$1; shift
    echo "$FASTCHESS" -engine cmd="$ENGINE" name=A -engine cmd="$ENGINE" name=B -each proto=uci "$@" \
        option.Hash=16 option.Threads=1 -rounds "$ROUNDS" -games 2 -repeat -concurrency "$CONC" \
        -openings file="$BOOK" format=epd order=sequential -pgnout file="$pgn" -recover
}
# -dialect gambit: gambit-match's own run, as measured before dialects (every word of this line is also
# fastchess's, which would make it a fastchess line).
gambit_cmd() {
    local pgn=$1; shift
    echo "$GM" -engine cmd="$ENGINE" name=A -engine cmd="$ENGINE" name=B -each "$@" \
        option.Hash=16 option.Threads=1 -rounds "$ROUNDS" -repeat -concurrency "$CONC" \
        -openings file="$BOOK" format=epd order=sequential -pgnout file="$pgn" -recover -ratinginterval 0 -dialect gambit
}

if (( GAMES > 0 )); then
echo "Fixed nodes: $GAMES games, $(basename "$ENGINE") nodes=$NODES vs itself, concurrency $CONC, book $(basename "$BOOK")"
printf "%-14s %4s %8s %8s %10s %6s\n" manager rep wall_s cpu_s maxrss_kb games
for rep in $(seq 1 "$REPS"); do
    order="fastchess gambit-match"
    (( rep % 2 == 0 )) && order="gambit-match fastchess"
    for m in $order; do
        pgn=$OUT/$m-nodes-$rep.pgn
        rm -f "$pgn"
        if [[ $m == fastchess ]]; then
            read -r -a cmd <<< "$(fastchess_cmd "$pgn" tc=inf nodes="$NODES")"
        else
            read -r -a cmd <<< "$(gambit_cmd "$pgn" tc=inf nodes="$NODES")"
        fi
        read -r wall cpu rss <<< "$(measure "$m-nodes-$rep" "${cmd[@]}")"
        games=$(grep -c '^\[Result ' "$pgn" || true)
        printf "%-14s %4d %8s %8s %10s %6s\n" "$m" "$rep" "$wall" "$cpu" "$rss" "$games"
    done
done
fi

if (( FORFEIT_GAMES > 0 )); then
    ROUNDS=$((FORFEIT_GAMES / 2))
    echo
    echo "Time forfeits: $FORFEIT_GAMES games at tc=$FORFEIT_TC, concurrency $CONC"
    printf "%-14s %8s %8s %6s %9s\n" manager wall_s cpu_s games forfeits
    for m in fastchess gambit-match; do
        pgn=$OUT/$m-forfeit.pgn
        rm -f "$pgn"
        if [[ $m == fastchess ]]; then
            read -r -a cmd <<< "$(fastchess_cmd "$pgn" tc="$FORFEIT_TC")"
        else
            read -r -a cmd <<< "$(gambit_cmd "$pgn" tc="$FORFEIT_TC")"
        fi
        read -r wall cpu rss <<< "$(measure "$m-forfeit" "${cmd[@]}")"
        games=$(grep -c '^\[Result ' "$pgn" || true)
        forfeits=$(grep -ci '^\[Termination "time forfeit"' "$pgn" || true)
        printf "%-14s %8s %8s %6s %9s\n" "$m" "$wall" "$cpu" "$games" "$forfeits"
    done
fi
echo "Logs and PGNs in $OUT"
