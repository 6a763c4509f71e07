#!/usr/bin/env bash
# scripts/check-layers can fail: on a planted tree with arrows that run back up (an include, a link), a source
# outside every module, it exits 1 naming each; the good arrows pass.
set -euo pipefail
source_dir=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

plant() { mkdir -p "$work/$(dirname "$1")"; printf '%s\n' "$2" > "$work/$1"; }
plant chess/position.hpp '#pragma once'
plant engine/search/searcher.hpp '#include "chess/position.hpp"'
plant chess/movegen.cpp $'#include "chess/position.hpp"\n#include "engine/search/searcher.hpp"'
plant elo/stats/sprt.cpp '#include "chess/position.hpp"'
plant elo/cli/serve_command.cpp '#include "elo/live/live_site.hpp"'
plant elo/live/live_site.hpp '#include "elo/cli/commands.hpp"'
plant elo/main.cpp '#include "elo/live/live_site.hpp"'
plant engine/tools/texel_data.cpp $'#include "openings/pgn.hpp"\n#include "openings/book_error.hpp"'
plant docs/example.cpp '#include "chess/position.hpp"'
plant elo/CMakeLists.txt $'add_library(gambit_elo_cli STATIC cli/serve_command.cpp)\ntarget_link_libraries(gambit_elo_cli PUBLIC gambit_live)'
plant elo/live/CMakeLists.txt $'add_library(gambit_live STATIC live_site.hpp)  # a comment (gambit_elo_cli)\ntarget_link_libraries(gambit_live PUBLIC\n  gambit_elo_cli)'

status=0
out=$("$source_dir/scripts/check-layers" "$work") || status=$?
echo "$out"
[[ $status -eq 1 ]] || fail "exit code $status, expected 1"
expect() { grep -qxF -- "$1" <<< "$out" || fail "missing line: $1"; }
expect 'chess/movegen.cpp:2: includes "engine/search/searcher.hpp" (search), but chess may use only: args, pgn'
expect 'elo/stats/sprt.cpp:1: includes "chess/position.hpp" (chess), but elo may use only: args, pgn'
expect 'elo/cli/serve_command.cpp:1: includes "elo/live/live_site.hpp" (live), but elo-cli may use only: args, chess, elo, pgn, plot, report'
expect 'elo/CMakeLists.txt: gambit_elo_cli (elo-cli) links gambit_live (live), but elo-cli may use only: args, chess, elo, pgn, plot, report'
expect 'engine/tools/texel_data.cpp:1: includes "openings/pgn.hpp" (openings), but tools may use only: args, chess, eval, pgn, search'
expect 'engine/tools/texel_data.cpp:2: includes "openings/book_error.hpp" (openings), but tools may use only: args, chess, eval, pgn, search'
expect 'docs/example.cpp: belongs to no module: give its folder a row in scripts/check-layers'
expect 'check-layers: 7 problem(s); the layers are in docs/design.md (Layers)'
# Arrows that point down are not reported.
for good in engine/search/searcher.hpp chess/movegen.cpp:1 elo/live/ elo/main.cpp; do
  grep -q "^$good" <<< "$out" && fail "reported a permitted arrow: $good"
done
echo "check-layers fails as it should"
