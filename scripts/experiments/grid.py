#!/usr/bin/env python3
"""Runs `gambit epd` over a test suite for a list of configurations and writes one table (Markdown + CSV):
problems solved, total nodes, nodes relative to a baseline configuration, time, average depth reached, and
the counters of the pruning methods the configuration uses.

  grid.py --gambit BIN --suite FILE (--depth D | --movetime MS) --baseline NAME \
          --config NAME "Option=value Option=value" [--config ...] [--jobs N] --md OUT.md --csv OUT.csv

A configuration's settings are UCI options (names as in `gambit` / docs); "Preset=mc-original MultiCutC=2"
sets the preset first, then the switch. Runs are independent processes, `--jobs` at a time.
"""
import argparse
import concurrent.futures
import csv
import json
import subprocess
import sys
import time

METHODS = ["NullMove", "NullMoveBound", "MultiCut", "ProbCut", "EnhancedForwardPruning"]


def epd_command(gambit, suite, limit, settings):
    """The `gambit epd` run of one configuration: its settings in order, a preset before its switches."""
    command = [gambit, "epd", suite] + limit + ["--json"]
    for item in settings.split():
        command += ["--set", item]
    return command


def run_config(gambit, suite, limit, settings):
    command = epd_command(gambit, suite, limit, settings)
    started = time.time()
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"grid.py: {' '.join(command)} failed: {done.stderr.strip()}")
    result = json.loads(done.stdout)
    result["wall_s"] = time.time() - started
    return result


def percent(part, whole):
    return 100.0 * part / whole if whole else 0.0


def limit_words(depth, movetime):
    return ["--depth", str(depth)] if depth else ["--movetime", str(movetime)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--gambit", required=True)
    parser.add_argument("--suite", required=True)
    parser.add_argument("--depth", type=int)
    parser.add_argument("--movetime", type=int)
    parser.add_argument("--baseline", required=True)
    parser.add_argument("--config", nargs=2, action="append", metavar=("NAME", "SETTINGS"), required=True)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--md", required=True)
    parser.add_argument("--csv", required=True)
    parser.add_argument("--title", default="")
    args = parser.parse_args()
    if (args.depth is None) == (args.movetime is None):
        sys.exit("grid.py: give exactly one of --depth and --movetime")
    write_grid(args.gambit, args.suite, args.depth, args.movetime, args.baseline, args.config, args.jobs, args.md,
               args.csv, args.title)


def write_grid(gambit, suite, depth, movetime, baseline, configs, jobs, md, csv_path, title=""):
    """Runs every configuration [(name, settings)] and writes the table to MD and CSV_PATH."""
    limit = limit_words(depth, movetime)
    names = [name for name, _ in configs]
    if baseline not in names:
        sys.exit(f"grid.py: baseline '{baseline}' is not one of the configurations")

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = {name: pool.submit(run_config, gambit, suite, limit, settings)
                   for name, settings in configs}
        results = {name: future.result() for name, future in futures.items()}

    base_nodes = results[baseline]["nodes"]
    rows = []
    for name, settings in configs:
        r = results[name]
        row = {
            "config": name, "settings": settings, "positions": r["positions"], "solved": r["solved"],
            "nodes": r["nodes"], "nodes_rel": round(percent(r["nodes"], base_nodes), 1),
            "time_ms": r["time_ms"], "avg_depth": round(r.get("avg_depth", 0.0), 2),
        }
        for method in METHODS:
            s = r["stats"][method]
            row[f"{method}_tried"] = s["tried"]
            row[f"{method}_cut"] = s["cut"]
            row[f"{method}_cut_pct"] = round(percent(s["cut"], s["tried"]), 1)
            row[f"{method}_node_pct"] = round(percent(s["nodes"], r["nodes"]), 1)
            row[f"{method}_verify_fail"] = s["verify_fail"]
            row[f"{method}_re_search"] = s["re_search"]
            row[f"{method}_skipped"] = s["skipped"]
        rows.append(row)

    with open(csv_path, "w", newline="") as out:
        writer = csv.DictWriter(out, fieldnames=list(rows[0].keys()))
        writer.writeheader()
        writer.writerows(rows)

    limit_text = f"depth {depth}" if depth else f"{movetime} ms per position"
    lines = []
    if title:
        lines.append(f"**{title}** — `{suite.split('/')[-1]}`, {limit_text}, nodes relative to `{baseline}`.")
        lines.append("")
    lines.append("| config | solved | nodes | nodes vs base | avg depth | time s | MC tried | MC cut % | MC node % "
                 "| NM cut % | PC cut % |")
    lines.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for row in rows:
        lines.append(
            f"| {row['config']} | {row['solved']}/{row['positions']} | {row['nodes']:,} | {row['nodes_rel']:.1f}% "
            f"| {row['avg_depth']:.2f} | {row['time_ms'] / 1000:.1f} | {row['MultiCut_tried']:,} "
            f"| {row['MultiCut_cut_pct']:.1f} | {row['MultiCut_node_pct']:.1f} | {row['NullMove_cut_pct']:.1f} "
            f"| {row['ProbCut_cut_pct']:.1f} |")
    lines.append("")
    lines.append("Settings: " + "; ".join(f"`{name}`: {settings or '(engine defaults)'}" for name, settings in configs))
    with open(md, "w") as out:
        out.write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
