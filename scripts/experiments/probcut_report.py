#!/usr/bin/env python3
"""docs/experiments/probcut.md and the scatter plots (Jiang & Buro's Figure 4: v_deep against v_shallow)
from the kept fits: docs/experiments/probcut/<baseline>.json and <baseline>-samples.csv.gz, and the
calibration checks docs/experiments/probcut/calibration-<baseline>-<preset>.json when present
(gambit probcut-calibrate --json)."""
import csv
import gzip
import json
import math
import pathlib

root = pathlib.Path(__file__).resolve().parents[2]
folder = root / "docs" / "experiments" / "probcut"
STAGES = ("middlegame", "endgame")
COLOURS = {"middlegame": "#1f77b4", "endgame": "#d62728"}
MAX_POINTS = 500  # per pair and stage in a plot


def scatter(baseline, fit, samples):
    """One SVG: a panel per depth pair, both stages, each with its fitted line over its fitted range."""
    pairs = [(p["shallow"], p["deep"]) for p in fit["pairs"]]
    size, pad, cols = 220, 34, 3
    rows = math.ceil(len(pairs) / cols)
    width, height = cols * (size + pad) + pad, rows * (size + pad) + pad + 24
    scale = lambda v: (v + 300) / 600 * size  # noqa: E731  values in [-300, 300]
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" '
           f'font-size="11"><rect width="100%" height="100%" fill="white"/>',
           f'<text x="{pad}" y="16" font-size="13">ProbCut fit, {baseline} baseline: deep value v against shallow '
           f'value v\' (cp), middlegame (blue) and endgame (red, up to {MAX_POINTS} points each), with the fitted lines</text>']
    for i, (s, d) in enumerate(pairs):
        x0, y0 = pad + (i % cols) * (size + pad), 24 + pad + (i // cols) * (size + pad)
        out.append(f'<g transform="translate({x0},{y0})"><rect width="{size}" height="{size}" fill="none" '
                   f'stroke="#999"/><text x="4" y="12">({s},{d})</text>')
        out.append(f'<line x1="0" y1="{size}" x2="{size}" y2="0" stroke="#ccc" stroke-dasharray="3,3"/>')
        for stage in STAGES:
            points = samples.get((s, d, stage), [])
            step = max(1, math.ceil(len(points) / MAX_POINTS))  # every step-th point: the file stays small
            dots = "".join(f"M{scale(v):.0f} {size - scale(w):.0f}h0" for v, w in points[::step])
            out.append(f'<path d="{dots}" stroke="{COLOURS[stage]}" stroke-opacity="0.4" stroke-width="2.2" '
                       f'stroke-linecap="round"/>')
        for p in fit["pairs"]:
            if (p["shallow"], p["deep"]) != (s, d):
                continue
            for stage in STAGES:
                f = p[stage]
                lo, hi = f["lo"], f["hi"]
                out.append(f'<line x1="{scale(lo):.1f}" y1="{size - scale(f["a"] * lo + f["b"]):.1f}" '
                           f'x2="{scale(hi):.1f}" y2="{size - scale(f["a"] * hi + f["b"]):.1f}" '
                           f'stroke="{COLOURS[stage]}" stroke-width="1.5"/>')
        out.append(f'<text x="{size / 2 - 20}" y="{size + 14}">v\' −300..300</text></g>')
    out.append("</svg>")
    (folder / f"{baseline}-scatter.svg").write_text("\n".join(out) + "\n")


def main():
    lines = ["| baseline | pair (shallow, deep) | stage | samples | a | b | σ | r | fitted v' range |",
             "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |"]
    notes = []
    # classic and modern first (the engine's first tables), then every other kept fit (crafty, crafty-nonm, ...).
    kept = sorted(p.stem for p in folder.glob("*.json") if not p.stem.startswith("calibration-"))
    for baseline in [b for b in ("classic", "modern") if b in kept] + [b for b in kept if b not in ("classic", "modern")]:
        path = folder / f"{baseline}.json"
        fit = json.loads(path.read_text())
        for p in fit["pairs"]:
            for stage in STAGES:
                f = p[stage]
                lines.append(f"| {baseline} | ({p['shallow']}, {p['deep']}) | {stage} | {f['samples']} | {f['a']:.3f} "
                             f"| {f['b']:.1f} | {f['sigma']:.1f} | {f['r']:.3f} | {f['lo']}..{f['hi']} |")
        notes.append(f"{baseline}: `{fit['command']}` on {fit['positions']} positions")
        samples = {}
        csv_path = folder / f"{baseline}-samples.csv.gz"
        if csv_path.exists():
            with gzip.open(csv_path, "rt") as f:
                for row in csv.DictReader(f):
                    key = (int(row["shallow"]), int(row["deep"]), row["stage"])
                    samples.setdefault(key, []).append((float(row["v_shallow"]), float(row["v_deep"])))
            scatter(baseline, fit, samples)
    lines += ["", "Fitted (values with |v| <= 300, no mate scores) by " + "; ".join(notes) + "."]

    calibrations = sorted(folder.glob("calibration-*.json"))
    if calibrations:
        lines += ["", "| check | pair | stage | t | cuts seen | checked | contradicted | rate (95% interval) | "
                      "Φ(−t) |", "| --- | --- | --- | ---: | ---: | ---: | ---: | --- | ---: |"]
        for path in calibrations:
            c = json.loads(path.read_text())
            name = path.stem.replace("calibration-", "")
            for cell in sorted(c["cells"], key=lambda x: (x["deep"], x["shallow"], x["stage"] != "middlegame")):
                lines.append(f"| {name} | ({cell['shallow']}, {cell['deep']}) | {cell['stage']} | {cell['t']:.1f} "
                             f"| {cell['cuts']:,} | {cell['sampled']} | {cell['contradicted']} "
                             f"| {cell['rate']:.3f} ({cell['lo']:.3f}–{cell['hi']:.3f}) | {cell['promised']:.3f} |")
        lines += ["", "Checked by `gambit probcut-calibrate` on the 300 held-out game positions "
                      "(docs/experiments/probcut/check.epd): " +
                  "; ".join(f"{p.stem.replace('calibration-', '')} at {json.loads(p.read_text())['nodes']:,} nodes, "
                            f"up to {json.loads(p.read_text())['samples_per_cell']} cuts per cell"
                            for p in calibrations) + "."]
    (root / "docs" / "experiments" / "probcut.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
