#!/usr/bin/env bash
# Every method the experiment scripts know by name (scripts/experiments/methods.py) is one the engine accepts:
# each of its UCI settings is taken without an error, so a renamed preset or switch fails here, not hours into a
# campaign. And the check itself must fail on a name the engine does not know.
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
settings_of() { python3 "$source_dir/scripts/experiments/methods.py" "$1"; }
original=$(bench_nodes Preset=mc-original)
spelled=$(bench_nodes $(python3 -c "import sys; sys.path.insert(0, sys.argv[1]); import methods; \
print(*methods.MC_ORIGINAL_AS_ENHANCED)" "$source_dir/scripts/experiments"))
[[ -n $original && $original == "$spelled" ]] || fail "the original multi-cut spelled as enhanced searched $spelled nodes, mc-original $original"
for variant in mc-tt mc-independent mc-reorder; do
  nodes=$(bench_nodes $(settings_of $variant))
  [[ $nodes != "$original" ]] || fail "$variant searched mc-original's tree ($nodes nodes): its enhancement is not on"
done
echo "the original multi-cut spelled as enhanced searches mc-original's $original nodes; each enhancement alone changes them"
