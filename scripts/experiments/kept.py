"""What the experiments keep, read and written in one place by the table scripts.

JSON files are kept plain while a run is under way and gzip-compressed once it is done; load() reads either.
The fixed-depth and fixed-node test-suite runs of scripts/experiments/wac-methods are kept one compressed file
per run set, docs/experiments/wac/<baseline>-d<D>|n<N>[-<label>].json.gz = {method: `gambit epd --json`
output}, so a dozen methods cost one small file, not a dozen (docs/ stays small on disk).
"""
import glob
import gzip
import json
import os
import threading

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
WAC = os.path.join(ROOT, "docs", "experiments", "wac")
_WAC_WRITE = threading.Lock()  # wac-methods runs methods in threads; each adds its run to the same file


def load(path):
    """The JSON of PATH, or of PATH.gz when PATH itself is not there (a finished run is kept compressed)."""
    for candidate in (path, path + ".gz"):
        if os.path.exists(candidate):
            with (gzip.open if candidate.endswith(".gz") else open)(candidate, "rt") as f:
                return json.load(f)
    raise FileNotFoundError(path)


def write_gzip_json(path, value):
    """PATH (ending .gz) holds VALUE as compact JSON, byte-for-byte reproducible (no name, no time stamp);
    written beside and renamed, so a stopped writer never leaves half a file."""
    text = json.dumps(value, separators=(",", ":"), sort_keys=True) + "\n"
    with open(path + ".tmp", "wb") as raw:
        with gzip.GzipFile(filename="", mode="wb", compresslevel=9, fileobj=raw, mtime=0) as f:
            f.write(text.encode())
    os.replace(path + ".tmp", path)


def wac_path(run_set):
    return os.path.join(WAC, run_set + ".json.gz")


def wac_run_sets():
    """The names of the kept run sets, e.g. ['classic-d10', 'classic-d8-r3', ...]."""
    return sorted(os.path.basename(p)[:-len(".json.gz")] for p in glob.glob(os.path.join(WAC, "*.json.gz")))


def wac_runs(run_set):
    """{method: epd json} of one run set; {} when it has none yet."""
    path = wac_path(run_set)
    return load(path) if os.path.exists(path) else {}


def add_wac_run(run_set, method, result):
    with _WAC_WRITE:
        runs = wac_runs(run_set)
        runs[method] = result
        os.makedirs(WAC, exist_ok=True)
        write_gzip_json(wac_path(run_set), runs)
