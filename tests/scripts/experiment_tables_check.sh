#!/usr/bin/env bash
# scripts/experiments/check-tables on the committed tree (HEAD's scripts/ and docs/ when the source is a git
# checkout, so a campaign running in the working tree does not count), then on a copy with one kept figure
# changed, where it must fail and name the table that no longer matches.
set -euo pipefail
source_dir=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

mkdir "$work/tree"
if git -C "$source_dir" rev-parse --verify -q HEAD > /dev/null 2>&1; then
  git -C "$source_dir" archive HEAD scripts docs | tar -x -C "$work/tree"
else
  cp -r "$source_dir/scripts" "$source_dir/docs" "$work/tree/"
fi
"$source_dir/scripts/experiments/check-tables" "$work/tree" || fail "the kept tables do not rebuild unchanged"

# One kept run altered: `nm`'s node count at WAC depth 8 (the reference of every row of wac-classic-r3.md).
python3 - "$work/tree/docs/experiments/wac/classic-d8-r3.json.gz" <<'PY'
import gzip, json, sys
with gzip.open(sys.argv[1], "rt") as f:
    runs = json.load(f)
runs["nm"]["nodes"] += 1000
with gzip.open(sys.argv[1], "wt") as f:
    json.dump(runs, f)
PY
status=0
out=$("$source_dir/scripts/experiments/check-tables" "$work/tree") || status=$?
echo "$out"
[[ $status -eq 1 ]] || fail "exit code $status on an altered run, expected 1"
grep -qxF "check-tables: docs/experiments/wac-classic-r3.md differs from what its script rebuilds from the kept files" \
  <<< "$out" || fail "wac-classic-r3.md not named"
grep -qxF "check-tables: docs/experiments.md differs from what its script rebuilds from the kept files" <<< "$out" ||
  fail "experiments.md not named"
echo "experiment tables: unchanged from the kept files; an altered run is caught"
