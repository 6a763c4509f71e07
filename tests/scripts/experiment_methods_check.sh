#!/usr/bin/env bash
# Every method the experiment scripts know by name (scripts/experiments/methods.py) is one the engine accepts:
# each of its UCI settings is taken without an error, so a renamed preset or switch fails here, not hours into a
# campaign. And the check itself must fail on a name the engine does not know. Every method the experiments'
# manifest names is one of them, so a misspelled name in the manifest fails here too.
set -euo pipefail
source_dir=$1
gambit=$2
fail() { echo "FAIL: $*"; exit 1; }

# One line a method: its name, then its settings as "name=value" words.
method_lines() {
  python3 - "$source_dir/scripts/experiments" "$@" <<'PY'
import sys
sys.path.insert(0, sys.argv[1])
import methods
names = list(methods.NAMES) + sys.argv[2:]
for name in names:
    print(name, *methods.settings(name))
PY
}

# The settings of one method as setoption commands; prints the engine's error lines.
engine_errors() {
  local commands="" setting
  for setting in "$@"; do commands+="setoption name ${setting%%=*} value ${setting#*=}"$'\n'; done
  printf '%sisready\nquit\n' "$commands" | "$gambit" | grep "info string error" || true
}

count=0
while read -r name settings; do
  errors=$(engine_errors $settings)
  [[ -z $errors ]] || fail "$name ($settings): $errors"
  count=$((count + 1))
done < <(method_lines)
echo "$count methods accepted"

bogus=$(method_lines no-such-preset | tail -1)
[[ -n $(engine_errors ${bogus#* }) ]] || fail "an unknown preset was not reported"
echo "an unknown preset is reported"

# The per-enhancement variants switch one of Eiriksson's enhancements on over the original multi-cut spelled as
# the enhanced one: that spelling must search mc-original's tree, and each variant a different one.
bench_nodes() {
  local args=() setting
  for setting in "$@"; do args+=(--set "$setting"); done
  "$gambit" bench 4 --set Baseline=classic "${args[@]}" | sed -n 's/^Nodes searched: //p'
}
settings_of() {
  python3 -c "import sys; sys.path.insert(0, sys.argv[1]); import methods; print(*methods.settings(sys.argv[2]))" \
    "$source_dir/scripts/experiments" "$1"
}
original=$(bench_nodes Preset=mc-original)
spelled=$(bench_nodes $(python3 -c "import sys; sys.path.insert(0, sys.argv[1]); import methods; \
print(*methods.MC_ORIGINAL_AS_ENHANCED)" "$source_dir/scripts/experiments"))
[[ -n $original && $original == "$spelled" ]] || fail "the original multi-cut spelled as enhanced searched $spelled nodes, mc-original $original"
for variant in mc-tt mc-independent mc-reorder; do
  nodes=$(bench_nodes $(settings_of $variant))
  [[ $nodes != "$original" ]] || fail "$variant searched mc-original's tree ($nodes nodes): its enhancement is not on"
done
echo "the original multi-cut spelled as enhanced searches mc-original's $original nodes; each enhancement alone changes them"

# The manifest names methods in the campaigns' comparisons, wac-methods' defaults, the grids, the matches and
# the bench rows; each must be a method of methods.py (or the engine's own defaults, `default`).
unknown_in_manifest() {  # prints the names of FILE (a manifest) that methods.py does not define
  python3 - "$source_dir/scripts/experiments" "$1" <<'PY'
import json, sys
sys.path.insert(0, sys.argv[1])
import methods
with open(sys.argv[2]) as f:
    m = json.load(f)
names = set(m["wac_methods"]["methods"]) | set(m["fingerprints"]["stats_presets"])
names |= {x for pair in m["matches"]["pairs"] for x in pair}
names |= {e["method"] for e in m["bench_signatures"]["extra"]}
for c in m["campaigns"].values():
    if isinstance(c, dict):
        names |= {x for comparison in c.get("comparisons", []) for x in comparison[2:]}
for g in m["grids"].values():
    if isinstance(g, dict):
        names |= {e["method"] for e in g["configs"] if isinstance(e, dict) and "method" in e}
print(*sorted(names - set(methods.NAMES) - {"default"}))
PY
}
manifest=$source_dir/scripts/experiments/manifest.json
unknown=$(unknown_in_manifest "$manifest")
[[ -z $unknown ]] || fail "the manifest names methods that methods.py does not define: $unknown"
bad=$(mktemp)
trap 'rm -f "$bad"' EXIT
sed 's/\["vnb", "nm"\]/["vnb-typo", "nm"]/' "$manifest" > "$bad"
[[ $(unknown_in_manifest "$bad") == vnb-typo ]] || fail "a misspelled method in the manifest was not reported"
echo "every method the manifest names is one of methods.py's; a misspelled one is reported"
