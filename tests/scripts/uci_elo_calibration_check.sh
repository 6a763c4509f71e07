#!/usr/bin/env bash
# scripts/uci-elo-calibration on ladder folders written here: the table, the C++ points, and its refusals.
# Usage: uci_elo_calibration_check.sh SOURCE_DIR
set -euo pipefail
tool="$1/scripts/uci-elo-calibration"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# A ladder folder as scripts/strength-ladder leaves it: gambit at UCI_Elo=$2 against Stockfish at $3, Elo $4
# (W / D / L 30 / 10 / 20 unless $5 gives others).
ladder() {
  local wdl=${5:-'"wins": 30, "draws": 10, "losses": 20'}
  mkdir -p "$work/$1"
  cat > "$work/$1/results.json" <<JSON
{"games_played": 60,
 "engine_configs": [{"name": "gambit", "options": [["UCI_LimitStrength", "true"], ["UCI_Elo", "$2"], ["Hash", "16"]]},
                    {"name": "Stockfish $3", "options": [["UCI_Elo", "$3"]]}],
 "pairs": [{"engines": ["gambit", "Stockfish $3"], $wdl, "elo": $4,
            "elo_ci": [$(($4 - 60)), $(($4 + 60))]}]}
JSON
}
ladder low 1500 1500 120
ladder mid 2000 2000 -30
ladder high 2500 2500 -150
out=$("$tool" "$work/high" "$work/low" "$work/mid")
grep -Fq '| 1500 | 1500 | 60 | 30 / 10 / 20 | 58.3% | +120.0 [+60.0, +180.0] | 1620 |' <<< "$out" || fail "table: $out"
grep -Fq 'Calibration = {{{1500, 1620}, {2000, 1970}, {2500, 2350}}};' <<< "$out" || fail "points, in setting order: $out"

# The third plan's rule: a score outside 10%..90% keeps no point; a setting that played two levels keeps the
# one nearer 50%.
ladder lost 2000 2250 -400 '"wins": 2, "draws": 6, "losses": 52'  # 8.3%: below
ladder near 2000 2000 -40 '"wins": 20, "draws": 20, "losses": 20'  # 50%
out=$("$tool" "$work/low" "$work/lost" "$work/mid" "$work/near" "$work/high")
grep -Fq '| 2000 | 2250 | 60 | 2 / 6 / 52 | 8.3% | -400.0 [-460.0, -340.0] | below |' <<< "$out" || fail "below: $out"
grep -Fq 'Calibration = {{{1500, 1620}, {2000, 1960}, {2500, 2350}}};' <<< "$out" || fail "kept points: $out"
status=0; err=$("$tool" "$work/lost" "$work/high" 2>&1 >/dev/null) || status=$?
[[ $status -eq 1 && $err == *"1 point(s)"* ]] || fail "one kept point: exit $status, '$err'"

ladder flat 2500 2500 -560  # plays at 1940, below the 2000 setting's 1970
status=0; "$tool" "$work/low" "$work/mid" "$work/flat" > /dev/null 2>&1 || status=$?
[[ $status -eq 1 ]] || fail "strengths that do not increase: exit $status, not 1"

sed 's/"wins": 30, "draws": 10/"wins": 0, "draws": 0/' "$work/mid/results.json" > "$work/flat/results.json"
status=0; err=$("$tool" "$work/low" "$work/flat" 2>&1 >/dev/null) || status=$?
[[ $status -eq 1 && $err == *"two are needed"* ]] || fail "a level lost 60-0: exit $status, '$err'"

mkdir -p "$work/full"
sed 's/\["UCI_LimitStrength", "true"\], //' "$work/low/results.json" > "$work/full/results.json"
status=0; err=$("$tool" "$work/full" 2>&1 >/dev/null) || status=$?
[[ $status -eq 2 && $err == *"UCI_LimitStrength=true"* ]] || fail "a full-strength ladder: exit $status, '$err'"
status=0; "$tool" "$work/none" > /dev/null 2>&1 || status=$?
[[ $status -eq 2 ]] || fail "a missing folder: exit $status"
echo "uci-elo-calibration: ok"
