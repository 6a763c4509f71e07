#!/bin/sh
# Eiríksson's candidate table on our engine: original multi-cut, each enhancement alone (applicability from
# the TT, piece independence, move reordering), all three, and the R/C/E candidates around mc-enhanced
# (R3 C3 E16); nodes relative to `nm`, problems solved.
#   scripts/experiments/eiriksson.sh SUITE.epd [DEPTH] [JOBS] [BASELINE] [c2]
# BASELINE modern (the default) writes docs/experiments/eiriksson.md and .csv; classic writes
# eiriksson-classic-d<DEPTH>.md and .csv. With c2, only Gambit's C = 2 grid (all three enhancements, R 2-3,
# E 10-16; Eiríksson's own C = 2 configurations are all R = 2) beside nm and mc-enhanced, into
# eiriksson-c2-<BASELINE>-d<DEPTH>.md.
# GAMBIT=path overrides build/release/bin/gambit.
set -eu
suite=${1:?usage: eiriksson.sh SUITE.epd [DEPTH] [JOBS]}
depth=${2:-7}
jobs=${3:-1}
baseline=${4:-modern}
root=$(cd "$(dirname "$0")/../.." && pwd)
gambit=${GAMBIT:-$root/build/release/bin/gambit}
mkdir -p "$root/docs/experiments"
out="$root/docs/experiments/eiriksson"
base=""
case $baseline in
  modern) ;;
  classic) out="$out-classic-d$depth"; base="Baseline=classic " ;;
  *) echo "eiriksson.sh: BASELINE must be modern or classic, got '$baseline'" >&2; exit 2 ;;
esac
enh="${base}Preset=nm MultiCut=enhanced"
all3="MultiCutApplyAt=tt MultiCutIndependent=true MultiCutReorder=true"
# Each enhancement alone: the settings the campaign's per-enhancement matches play (methods.py).
method() { python3 "$root/scripts/experiments/methods.py" "$1"; }
if [ "${5:-}" = c2 ]; then
  out="$root/docs/experiments/eiriksson-c2-$baseline-d$depth"
  exec python3 "$root/scripts/experiments/grid.py" --gambit "$gambit" --suite "$suite" --depth "$depth" \
    --baseline nm --jobs "$jobs" --title "C = 2 configurations with Eiríksson's three enhancements (Gambit's grid; his own C = 2 configurations are all R = 2), $baseline baseline" \
    --md "$out.md" --csv "$out.csv" \
    --config nm "${base}Preset=nm" \
    --config "mc-enhanced R3 C3 E16" "${base}Preset=mc-enhanced" \
    --config "R2 C2 E10" "$enh MultiCutR=2 MultiCutC=2 MultiCutM=10 $all3" \
    --config "R2 C2 E16" "$enh MultiCutR=2 MultiCutC=2 MultiCutM=16 $all3" \
    --config "R3 C2 E10" "$enh MultiCutR=3 MultiCutC=2 MultiCutM=10 $all3" \
    --config "mc-c2 R3 C2 E16" "${base}Preset=mc-c2"
fi
exec python3 "$root/scripts/experiments/grid.py" --gambit "$gambit" --suite "$suite" --depth "$depth" \
  --baseline nm --jobs "$jobs" --title "Enhanced multi-cut candidates (Eiríksson), $baseline baseline" \
  --md "$out.md" --csv "$out.csv" \
  --config nm "${base}Preset=nm" \
  --config "original R2 C3 M10" "${base}Preset=mc-original" \
  --config "+tt" "${base}$(method mc-tt)" \
  --config "+independent" "${base}$(method mc-independent)" \
  --config "+reorder" "${base}$(method mc-reorder)" \
  --config "all three R2 C3 E10" "$enh MultiCutR=2 MultiCutC=3 MultiCutM=10 MultiCutApplyAt=tt MultiCutIndependent=true MultiCutReorder=true" \
  --config "all three R2 C3 E16" "$enh MultiCutR=2 MultiCutC=3 MultiCutM=16 MultiCutApplyAt=tt MultiCutIndependent=true MultiCutReorder=true" \
  --config "all three R3 C2 E16" "$enh MultiCutR=3 MultiCutC=2 MultiCutM=16 MultiCutApplyAt=tt MultiCutIndependent=true MultiCutReorder=true" \
  --config "mc-enhanced R3 C3 E16" "${base}Preset=mc-enhanced" \
  --config "all three R3 C4 E16" "$enh MultiCutR=3 MultiCutC=4 MultiCutM=16 MultiCutApplyAt=tt MultiCutIndependent=true MultiCutReorder=true"
