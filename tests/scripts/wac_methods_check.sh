#!/usr/bin/env bash
# scripts/experiments/wac-methods keeps a run set in one compressed file, adds each method as it finishes and,
# run again, plays only the methods the file lacks (so a stopped run continues). On a copy of scripts/, two
# test positions at depth 3.
set -euo pipefail
source_dir=$1
gambit=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

cp -r "$source_dir/scripts" "$work/"
printf '%s\n' '2rr2k1/1p2qp1p/1pn1pp2/1N6/3P4/P6P/1P2QPP1/2R2RK1 b - - 0 1 bm Nxd4; id "one";' \
  'r1b1k2r/ppppnppp/2n2q2/2b5/3NP3/2P1B3/PP3PPP/RN1QKB1R w KQkq - 0 1 bm Nxc6; id "two";' > "$work/two.epd"
run() { GAMBIT=$gambit python3 "$work/scripts/experiments/wac-methods" classic --depth 3 --label check \
          --suite "$work/two.epd" "$@"; }
set_file="$work/docs/experiments/wac/classic-d3-check.json.gz"
methods() { python3 -c "import gzip, json, sys; print(' '.join(sorted(json.load(gzip.open(sys.argv[1], 'rt')))))" "$1"; }

first=$(run --methods nm vnb --jobs 2)
echo "$first"
[[ -f $set_file ]] || fail "no run-set file $set_file"
[[ $(methods "$set_file") == "nm vnb" ]] || fail "after the first run: $(methods "$set_file")"
second=$(run --methods nm vnb tempo10)
echo "$second"
[[ $(grep -c . <<< "$second") -eq 1 && $second == "classic --depth 3 tempo10: "* ]] ||
  fail "the second run should play tempo10 alone"
[[ $(methods "$set_file") == "nm tempo10 vnb" ]] || fail "after the second run: $(methods "$set_file")"
python3 - "$set_file" <<'PY' || fail "a kept run lacks its records"
import gzip, json, sys
runs = json.load(gzip.open(sys.argv[1], "rt"))
assert all(run["positions"] == 2 and len(run["records"]) == 2 and run["suite"] == "two.epd" for run in runs.values())
PY
echo "wac-methods: one file a run set, methods added as they finish, only the missing ones played again"
