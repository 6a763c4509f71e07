#!/usr/bin/env bash
# scripts/experiments/experiment builds each experiment's command lines from the manifest (--dry-run prints them):
# the multi-cut grid over every r, c, m in order; a baseline other than a grid's first set before every
# configuration, the first one not sent; the baselines a grid does not take refused; the matches' `default`
# engine without options; the bench rows every preset and then the manifest's extras; the ProbCut fit in parts.
set -euo pipefail
source_dir=$1
fail() { echo "FAIL: $*"; exit 1; }
experiment() { GAMBIT=gambit GAMBIT_MATCH=gambit-match python3 "$source_dir/scripts/experiments/experiment" "$@"; }

grid=$(experiment grid multicut-grid --suite wac.epd --depth 7 --dry-run)
[[ $(wc -l <<< "$grid") == 28 ]] || fail "the multi-cut grid has $(wc -l <<< "$grid") runs, not nm and 27"
[[ $(head -1 <<< "$grid") == "gambit epd wac.epd --depth 7 --json --set Preset=nm" ]] || fail "first run: $(head -1 <<< "$grid")"
[[ $(sed -n 2p <<< "$grid") == *"--set MultiCutR=1 --set MultiCutC=2 --set MultiCutM=4" ]] || fail "second run: $(sed -n 2p <<< "$grid")"
[[ $(tail -1 <<< "$grid") == *"--set MultiCutR=3 --set MultiCutC=4 --set MultiCutM=12" ]] || fail "last run: $(tail -1 <<< "$grid")"
echo "the multi-cut grid: nm, then r, c and m with m innermost"

classic=$(experiment grid eiriksson --suite wac.epd --depth 8 --baseline classic --dry-run)
[[ $(grep -c -- "--depth 8 --json --set Baseline=classic --set " <<< "$classic") == 10 ]] ||
  fail "not every classic configuration sets the baseline first: $classic"
modern=$(experiment grid eiriksson --suite wac.epd --dry-run)
! grep -q Baseline <<< "$modern" || fail "the default baseline was sent: $modern"
[[ $(sed -n 3p <<< "$modern") == *"--set MultiCutReorder=false --set MultiCutApplyAt=tt" ]] ||
  fail "+tt is not methods.py's mc-tt: $(sed -n 3p <<< "$modern")"
if experiment grid eiriksson --suite wac.epd --baseline turk --dry-run > /dev/null 2>&1; then
  fail "eiriksson took a baseline it does not list"
fi
[[ $(experiment grid mpc-thresholds --suite wac.epd --dry-run | grep -c -- "--set Baseline=modern --set ") == 6 ]] ||
  fail "mpc-thresholds does not set its baseline on every configuration"
echo "a grid's baseline: set before each configuration as the manifest says, refused where not listed"

matches=$(experiment matches --pairs default:none --nodes 100 --games 4 --dry-run)
[[ $matches == "gambit-match -engine cmd=gambit name=default -engine cmd=gambit name=none option.Preset=none -each tc=inf nodes=100 "* ]] ||
  fail "the default engine is not sent without options: $matches"
[[ $matches == *" -rounds 2 -concurrency 2 "* ]] || fail "4 games are not 2 rounds of 2 at concurrency 2: $matches"
echo "matches: the engine's defaults send no option; games in pairs"

bench=$(experiment bench-signatures --depth 5 --baseline classic --dry-run)
[[ $(tail -1 <<< "$bench") == "gambit bench 5 --stats --set Baseline=classic --set Preset=nm --set NullMove=verified" ]] ||
  fail "the last bench row is not verified null move: $(tail -1 <<< "$bench")"
[[ $(head -1 <<< "$bench") == "gambit bench 5 --stats --set Baseline=classic --set Preset=none" ]] ||
  fail "the first bench row is not the first preset: $(head -1 <<< "$bench")"
echo "bench signatures: every preset, then the manifest's rows"

fit=$(experiment fit-probcut classic --dry-run)
[[ $(grep -c -- "--samples-out PARTS/classic-" <<< "$fit") == 10 ]] || fail "the 2,495 positions are not ten parts of 250: $fit"
[[ $(tail -1 <<< "$fit") == *"--from-samples PARTS/in-09.csv --pairs 3:5,2:6,3:7,4:8,3:9,4:10 --set Baseline=classic --set Preset=nm --out docs/experiments/probcut/classic.json --cpp engine/search/pruning/probcut_table_classic.cpp "* ]] ||
  fail "the fit is not made from every part's points: $(tail -1 <<< "$fit")"
echo "fit-probcut: ten parts of the positions, then one fit from their points"
crafty=$(experiment fit-probcut crafty crafty-nonm --dry-run)
[[ $(grep -c -- "--set Baseline=crafty --set Preset=nm --set ProbCutCraftyEndgame=true --samples-out" <<< "$crafty") == 10 &&
   $(grep -c -- "--set Baseline=crafty --set Preset=none --set ProbCutCraftyEndgame=true --samples-out" <<< "$crafty") == 10 ]] ||
  fail "crafty's fits do not stage positions by Crafty's endgame rule, as mpc-jb-crafty and probcut-jb-crafty do: $crafty"
[[ $(grep -c -- "--pairs 3:5,2:6,3:7,4:8,3:9,4:10 --set Baseline=crafty --set Preset=nm" <<< "$crafty") == 11 &&
   $(grep -c -- "--pairs 4:8 --set Baseline=crafty --set Preset=none" <<< "$crafty") == 11 ]] ||
  fail "crafty-nonm does not fit (4, 8) alone, the one pair of the single ProbCut it is for: $crafty"
echo "fit-probcut: crafty's fits (null move on and off) stage positions by Crafty's endgame rule; crafty-nonm fits (4, 8)"
