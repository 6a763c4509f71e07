"""The experiments' settings, scripts/experiments/manifest.json, read in one place: the campaigns, the
test-suite grids, the preset matches, the bench signatures and the fingerprints take their methods, budgets,
grids and output files from it; the methods' own settings stay in methods.py."""
import itertools
import json
import os

import methods

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "manifest.json")


def load():
    """The manifest, read afresh (a caller keeps what it needs; nothing here is shared state)."""
    with open(PATH) as f:
        return json.load(f)


def section(name):
    return load()[name]


def path(relative):
    """A path of the manifest (relative to the checkout) as the scripts use it."""
    return os.path.join(ROOT, relative)


def campaign_paths(name):
    """(results folder, PGN folder) of campaign NAME, absolute: where `campaign` keeps them, the tables read them."""
    entry = section("campaigns")[name]
    return path(entry["out"]), path(os.path.join(entry["pinned"], "pgn"))


def out_path(out, baseline, depth):
    """An entry's output path: `out` is a template of {baseline} and {depth}, or {baseline: template}, where
    `*` stands for any baseline not named."""
    if isinstance(out, dict):
        if baseline not in out and "*" not in out:
            raise KeyError(f"no output for baseline {baseline!r} (one of {', '.join(out)})")
        out = out.get(baseline, out.get("*"))
    return out.format(baseline=baseline, depth=depth)


def method_words(method):
    """A method's settings as one string of Option=value words, as grid.py takes a configuration."""
    return " ".join(methods.settings(method))


def configs(entries):
    """[(name, settings)] of a grid's configurations, in order (see the manifest's `grids.about`)."""
    result = []
    for entry in entries:
        if entry == "each preset":
            result += [(preset, method_words(preset)) for preset in methods.PRESETS]
        elif "grid" in entry:
            grid = entry["grid"]
            keys = list(grid["over"])
            for values in itertools.product(*grid["over"].values()):
                fill = dict(zip(keys, values))
                result.append((grid["name"].format(**fill), grid["settings"].format(**fill)))
        elif "method" in entry:
            result.append((entry["name"], method_words(entry["method"])))
        else:
            result.append((entry["name"], entry["settings"]))
    return result
