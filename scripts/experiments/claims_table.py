#!/usr/bin/env python3
"""docs/experiments/claims.md and docs/experiments/claims.svg: the seeds' claims on one screen and as a forest
plot. One row per claim of the second edition (docs/experiments/second-edition.json, read by second_table.py's
rules); where the second edition has not decided a claim yet, the deep campaign's comparison of the same methods
on `classic` (docs/experiments/deep/) is shown beside it, marked "deep", with that campaign's own rule (SPRT
nElo [0, 10], capped at 1,000 games); two seed claims that are not in the manifest (Smith & Nau's, and the
question Gambit asks of Winands et al.'s method, whose seed gives no number) close the list.

The forest plot draws, per row, Gambit's estimate with its 95% interval (the median-unbiased estimate given the
stopping rule where an SPRT stopped, the plain one otherwise), the paper's effect as a marker and 0 as a line.
Stopped estimates of the deep campaign come from `gambit-elo penta ... --json` (GAMBIT_ELO, default
build/release/bin/gambit-elo) and are kept in docs/experiments/claims-estimates.json with the counts they were
computed from, so a clone without a build rebuilds the same files (check-tables)."""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import kept  # noqa: E402
import second_table  # noqa: E402
from manifest import campaign_paths, section  # noqa: E402

ROOT = kept.ROOT
DOCS = os.path.join(ROOT, "docs", "experiments")
CACHE = os.path.join(DOCS, "claims-estimates.json")

# Paper and claim in a few words, per manifest id, in the order of the seeds (the manifest orders them by cost).
WORDS = {
    "bm-multicut": ("Björnsson & Marsland 2001", "multi-cut R2 C3 M10 beats null move alone: 54.5%"),
    "bm-variable": ("Björnsson & Marsland 2001, T4", "variable bound beats the standard one: 55.5%"),
    "bm-tt10": ("Björnsson & Marsland 2001, T4", "TT10 bound beats the standard one: 53.5%"),
    "bm-tt20": ("Björnsson & Marsland 2001, T4", "TT20 bound loses to the standard one: 41.0%"),
    "eiriksson-zmain-vs-zthesis": ("Eiríksson 2011, T5", "z-main beats z-thesis: 111–86"),
    "eiriksson-zmain-vs-nm": ("Eiríksson 2011, T6", "z-main beats null move alone"),
    "jb-mpc-vs-nm": ("Jiang & Buro 2003", "MPC beats null-move Crafty"),
    "jb-probcut-vs-nm": ("Jiang & Buro 2003", "single ProbCut no better nor worse than Crafty"),
    "jb-probcut-nonm-vs-none": ("Jiang & Buro 2003", "ProbCut beats Crafty, null move off in both: 40–24"),
    "jb-mpc-vs-probcut": ("Jiang & Buro 2003", "MPC beats single ProbCut"),
}
ORDER = list(WORDS)

# The deep campaign's comparison of the same methods (on `classic`, Gambit's earlier reading of each), where
# it played one: shown while the second edition has not decided the claim.
DEEP = {
    "bm-multicut": "classic-d8/mc-original-vs-nm",
    "bm-variable": "classic-d8/vnb-vs-nm",
    "bm-tt10": "classic-d8/tempo10-vs-nm",
    "eiriksson-zmain-vs-zthesis": "classic-d8/mc-enhanced-vs-mc-original",
    "eiriksson-zmain-vs-nm": "classic-d8/mc-enhanced-vs-nm",
    "jb-mpc-vs-nm": "classic-d10/mpc-jb-vs-nm",
    "jb-probcut-vs-nm": "classic-d10/probcut-jb-vs-nm",
}
DEEP_RESULTS = campaign_paths("deep")[0]
DEEP_NODES = section("campaigns")["deep"]["budgets"]

# Seed claims outside the manifest: (paper, claim, deep comparison or None, Gambit's words, verdict).
def smith_nau_words():
    """Gambit's measurement of Smith & Nau's quantity (smith_nau_table.py's kept runs), in a few words."""
    folder = os.path.join(ROOT, "docs", "experiments", "smith-nau")
    icc, errors = os.path.join(folder, "icc-classic-d6.json"), os.path.join(folder, "errors-classic-mpc-jb.json")
    if not (os.path.exists(icc) and os.path.exists(errors)):
        return "model only (figure below); not measured in chess", "not yet measured in chess"
    phases = {p["phase"]: p["icc"] for p in json.load(open(icc))["phases"]}
    thirds = json.load(open(errors))["thirds"]
    return (f"sibling ICC {phases['opening']:.2f} (opening) to {phases['endgame']:.2f} (endgame) on `classic`, "
            f"depth 6; ProbCut's wrong cuts {100 * thirds[0]['rate']:.1f}% where siblings agree most, "
            f"{100 * thirds[-1]['rate']:.1f}% where they differ most",
            "measured, no rule fixed: no verdict")


EXTRA = [
    ("Smith & Nau 1994", "forward pruning does better when sibling values are correlated", None, *smith_nau_words()),
    ("Winands et al. 2005", "seed gives no number; Gambit's question: does EFP gain over multi-cut at CUT nodes?",
     "classic-d8/efp-vs-mc-original", None, None),
]


def fmt(x):
    x = round(x, 1) + 0.0  # no "−0.0"
    return "0" if x == 0 else f"{x:+.1f}".replace("-", "−")


def kilo(nodes):
    return f"{nodes // 1000000}M" if nodes % 1000000 == 0 else f"{nodes // 1000}k"


def deep_results(name):
    try:
        return kept.load(os.path.join(DEEP_RESULTS, name + ".json"))
    except FileNotFoundError:
        return None


def deep_depths(name):
    path = os.path.join(DEEP_RESULTS, name + ".depth.json")
    return kept.load(path) if os.path.exists(path) else {}


def stopped_estimate(name, results, cache):
    """The deep campaign's median-unbiased estimate for a comparison its SPRT stopped, from the cache or
    gambit-elo; None where the SPRT did not stop or neither is there."""
    pair = results["pairs"][0]
    if pair.get("sprt", {}).get("result") not in ("H0", "H1"):
        return None
    params = results["sprt_params"]
    entry = cache.get(name)
    if entry and entry["penta"] == pair["penta"] and entry["sprt_params"] == params:
        return entry["estimate"]
    elo = os.environ.get("GAMBIT_ELO", os.path.join(ROOT, "build", "release", "bin", "gambit-elo"))
    if not os.access(elo, os.X_OK):
        return entry["estimate"] if entry else None
    out = subprocess.run([elo, "penta", *map(str, pair["penta"]), "--elo0", str(params["elo0"]),
                          "--elo1", str(params["elo1"]), "--alpha", str(params["alpha"]), "--beta",
                          str(params["beta"]), "--model", params["model"], "--json"],
                         capture_output=True, text=True, check=True)
    cache[name] = {"penta": pair["penta"], "sprt_params": params, "estimate": json.loads(out.stdout)["sprt_estimate"]}
    return cache[name]["estimate"]


def deep_row(name, cache, effect):
    """Gambit's words, rule, verdict and plotted interval of a deep comparison, or None if it was not played."""
    results = deep_results(name) if name else None
    if not results or not results.get("pairs"):
        return None
    pair = results["pairs"][0]
    folder, comparison = name.split("/")
    budget = folder.split("-")[1]
    method, reference = comparison.split("-vs-")
    depths = deep_depths(name)
    depth = "/".join(f"{depths[e]['median']:g}" for e in (method, reference) if e in depths)
    lo, hi = pair["elo_ci"]
    result = pair["sprt"]["result"]
    decided = result in ("H0", "H1")
    capped = results["games_played"] >= results["games_planned"]
    estimate = stopped_estimate(name, results, cache)
    if estimate:
        point, (plo, phi) = estimate["elo"], estimate["elo_ci"]
        words = f"{fmt(point)} [{fmt(plo)}, {fmt(phi)}] stopped"
    else:
        point, plo, phi = pair["elo"], lo, hi
        words = f"{fmt(pair['elo'])} ± {(hi - lo) / 2:.1f}"
    words += f", {results['games_played']:,} g, `{folder.split('-')[0]}` {kilo(DEEP_NODES[budget])}"
    if depth:
        words += f", depth {depth}"
    verdict = f"H1 (nElo +{results['sprt_params']['elo1']:g})" if result == "H1" else \
        "H0" if result == "H0" else ("capped" if capped else f"running, LLR {fmt(pair['sprt']['llr'])}")
    if effect is not None and (decided or capped):
        verdict += ("; excludes " if not plo <= effect <= phi else "; admits ") + fmt(effect)
    elif decided or capped:
        verdict += "; excludes 0" if plo > 0 or phi < 0 else "; admits 0"
    rule = f"nElo [{results['sprt_params']['elo0']:g}, {results['sprt_params']['elo1']:g}], " \
           f"≤ {results['games_planned']:,}"
    return {"words": words, "rule": rule, "verdict": verdict, "interval": (point, plo, phi),
            "label": f"deep: `{method}` vs `{reference}`, {results['games_played']:,} games"
                     + (", stopped" if estimate else "")}


def second_words(row, manifest):
    """Gambit's words, rule and verdict of a second-edition claim, and its plotted interval (or None)."""
    c = row["claim"]
    budget = manifest["budgets"][f"{c['baseline']}-{c['budget']}"]
    if c.get("elo") is None:
        rule = "to be fixed from the seed"
    elif c.get("test") == "equivalence":
        rule = f"two SPRTs, 0 vs ±{c['margin']:g}, ≤ {manifest['rules']['cap_games']:,}"
    else:
        lo, hi = min(0.0, c["elo"]), max(0.0, c["elo"])
        rule = f"SPRT [{fmt(lo)}, {fmt(hi)}], ≤ {manifest['rules']['cap_games']:,}"
    if "pair" not in row:
        status = ("waits: " + c["waits_for"] if c.get("waits_for") else
                  "waits: the seed's figure" if c.get("elo") is None else
                  f"waits: the {c['baseline']} ProbCut fit" if second_table.needs_fit(c) else "not started")
        return {"words": f"`{c['method']}` vs `{c['reference']}` on `{c['baseline']}`, {kilo(budget['nodes'])}",
                "rule": rule, "verdict": status, "interval": None, "decided": False}
    p, r, e = row["pair"], row["results"], row.get("estimate")
    lo, hi = p["elo_ci"]
    decided = row["verdict"] != "running"
    summary = second_table.games_summary(row["base"], f"{c['baseline']}-{c['budget']}/{c['method']}-vs-"
                                         f"{c['reference']}")
    depth, _ = second_table.speed_and_depth(summary, c)
    stopped = decided and e and p.get("sprt", {}).get("result") in ("H0", "H1")
    if stopped:
        interval = (e["elo"], e["elo_ci"][0], e["elo_ci"][1])
        words = f"{fmt(e['elo'])} [{fmt(e['elo_ci'][0])}, {fmt(e['elo_ci'][1])}] stopped"
    else:
        interval = (p["elo"], lo, hi)
        words = f"{fmt(p['elo'])} ± {(hi - lo) / 2:.1f}"
    words += f", {r['games_played']:,} g, `{c['baseline']}` {kilo(budget['nodes'])}"
    if depth != "–":
        words += f", depth {depth.replace(' / ', '/')}"
    equivalent = c.get("test") == "equivalence"
    if decided and equivalent:  # its two SPRTs decide it, outside Holm's family
        verdict = {"no effect": "no effect; reproduced", "contradicted": "an effect; contradicted",
                   "capped": "capped, undecided; not reproduced"}[row["verdict"]]
    elif decided:
        verdict = {"the paper's effect": "the paper's effect", "no effect": "no effect",
                   "capped": "capped, undecided"}[row["verdict"]]
        verdict += "; reproduced" if row["verdict"] == "the paper's effect" and row["holm"] else \
            ("; Holm: not significant, not reproduced" if row["verdict"] == "the paper's effect" else "; not reproduced")
    elif equivalent:
        record = second_table.equivalence_record(row["base"]) or {}
        verdict = "running, LLR " + " / ".join(fmt(record[t]["llr"]) for t in ("plus", "minus") if record.get(t))
    else:
        verdict = f"running, LLR {fmt(p['sprt']['llr'])}"
    return {"words": words, "rule": rule, "verdict": verdict, "interval": interval, "decided": decided,
            "label": f"`{c['method']}` vs `{c['reference']}` on `{c['baseline']}`, {r['games_played']:,} games"
                     + (", stopped" if stopped else "")}


def build_rows(manifest, cache):
    rows, m = second_table.evaluate(manifest)
    by_id = {row["claim"]["id"]: row for row in rows}
    ids = [i for i in ORDER if i in by_id] + [row["claim"]["id"] for row in rows if row["claim"]["id"] not in WORDS]
    out = []
    for claim_id in ids:
        row = by_id[claim_id]
        c = row["claim"]
        paper, claim = WORDS.get(claim_id, (c["paper"], c["figure"]))
        effect = c.get("elo")
        if c.get("test") == "equivalence":
            claim_effect, plotted_effect = f"{claim} (0 ± {c['margin']:g})", 0.0
        elif effect is not None:
            claim_effect, plotted_effect = f"{claim} ({fmt(effect)})", effect
        else:
            claim_effect, plotted_effect = f"{claim} (figure to be copied from the seed)", None
        second = second_words(row, manifest)
        deep = None if second["decided"] else deep_row(DEEP.get(claim_id), cache, plotted_effect)
        out.append({"id": claim_id, "paper": paper, "claim": claim_effect, "effect": plotted_effect,
                    "margin": c.get("margin") if c.get("test") == "equivalence" else None,
                    "second": second, "deep": deep})
    for paper, claim, deep_name, words, verdict in EXTRA:
        deep = deep_row(deep_name, cache, None) if deep_name else None
        out.append({"id": None, "paper": paper, "claim": claim, "effect": None, "margin": None,
                    "second": {"words": words or "–", "rule": "–" if deep else "–", "verdict": verdict or "–",
                               "interval": None, "decided": False}, "deep": deep})
    return out, m


def table(rows, m):
    lines = ["| paper | claim (the paper's effect, Elo) | Gambit: Elo, 95% interval, games, program, nodes a move, "
             "depth | rule | verdict |", "| --- | --- | --- | --- | --- |"]
    for r in rows:
        s, d = r["second"], r["deep"]
        gambit, rule, verdict = s["words"], s["rule"], s["verdict"]
        if d:
            gambit += f"; **deep:** {d['words']}"
            rule += f"; **deep:** {d['rule']}"
            verdict += f"; **deep:** {d['verdict']}"
        lines.append(f"| {r['paper']} | {r['claim']} | {gambit} | {rule} | {verdict} |")
    lines += ["", f"One row per seed claim (scripts/experiments/claims_table.py). Gambit's number is the second "
              "edition's, by the manifest's rule (the SPRT between 0 and the paper's effect, the interval of the "
              "stopping rule's median-unbiased estimate where it stopped, the plain one while it runs); "
              "\"reproduced\" needs the SPRT's H1 and Holm's correction over the "
              f"{m} claims with an effect. Where the second edition has not decided a claim, **deep** gives the "
              "deep campaign's comparison of the same methods on `classic` (Gambit's earlier readings: `vnb` for "
              "`vnb-seed`, `mc-enhanced` for z-main, `mc-original` for z-thesis, `mpc-jb`/`probcut-jb` without "
              "Crafty's endgame rule) by that campaign's rule, and whether its 95% interval admits the paper's "
              "effect: a reading after the games, not a verdict. T4: the paper's Table 4; g: games; k, M: "
              "thousand, million nodes a move; depth: median, method/reference. Details: the second edition's "
              "table below and Appendix A."]
    return "\n".join(lines) + "\n"


def esc(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("`", "")


def svg(rows):
    """The forest plot: one row per interval (a claim's second-edition interval and its deep one, if shown)."""
    items = []
    for r in rows:
        title = f"{r['paper']}: {r['claim']}"
        marks = []
        if r["second"]["interval"]:
            marks.append((r["second"]["label"], r["second"]["interval"], "#1f4e9a"))
        if r["deep"]:
            marks.append((r["deep"]["label"], r["deep"]["interval"], "#8a8a8a"))
        if not marks and r["effect"] is None:
            continue
        margin = r["margin"]
        items.append((title, r["effect"], marks, margin))
    lo_x, hi_x = -150.0, 150.0
    for _, effect, marks, _ in items:
        for _, (_, lo, hi), _ in marks:
            lo_x, hi_x = min(lo_x, 50 * ((lo - 10) // 50)), max(hi_x, 50 * -((-hi - 10) // 50))
    lo_x, hi_x = max(lo_x, -300.0), min(hi_x, 300.0)
    left, width, top, line = 700.0, 440.0, 48.0, 17.0
    height = top + sum(line * (1 + max(1, len(m))) for _, _, m, _ in items) + 70.0
    total = left + width + 40.0

    def x(v):
        return left + width * (min(max(v, lo_x), hi_x) - lo_x) / (hi_x - lo_x)

    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<svg xmlns="http://www.w3.org/2000/svg" width="{total:.1f}" height="{height:.1f}" '
           f'viewBox="0 0 {total:.1f} {height:.1f}" font-family="sans-serif" font-size="11">',
           '<rect width="100%" height="100%" fill="#ffffff"/>',
           f'<text x="{total / 2:.1f}" y="20" text-anchor="middle" font-size="14">The seeds\' claims: Gambit\'s '
           'Elo with its 95% interval against the paper\'s effect</text>']
    bottom = height - 54.0
    tick = lo_x
    while tick <= hi_x:
        out.append(f'<line x1="{x(tick):.1f}" x2="{x(tick):.1f}" y1="{top - 6:.1f}" y2="{bottom:.1f}" '
                   f'stroke="{"#555" if tick == 0 else "#e4e4e4"}"/>')
        out.append(f'<text x="{x(tick):.1f}" y="{bottom + 14:.1f}" text-anchor="middle">{tick:+.0f}</text>'
                   .replace("+0<", "0<"))
        tick += 50.0
    out.append(f'<text x="{left + width / 2:.1f}" y="{bottom + 30:.1f}" text-anchor="middle">Elo (logistic): '
               'blue, the second edition; grey, the deep campaign on classic;</text>')
    out.append(f'<text x="{left + width / 2:.1f}" y="{bottom + 44:.1f}" text-anchor="middle">red diamond, the '
               'paper\'s effect (band: the margin of a claim of no effect)</text>')
    y = top
    for title, effect, marks, margin in items:
        out.append(f'<text x="8" y="{y + 4:.1f}" font-weight="bold">{esc(title)}</text>')
        if effect is not None:
            cy = y + line * (0.5 + max(1, len(marks)) / 2)
            if margin:
                out.append(f'<rect x="{x(effect - margin):.1f}" y="{y + line / 2:.1f}" '
                           f'width="{x(effect + margin) - x(effect - margin):.1f}" '
                           f'height="{line * max(1, len(marks)):.1f}" fill="#c0392b" fill-opacity="0.15"/>')
            px = x(effect)
            out.append(f'<path d="M {px:.1f} {cy - 6:.1f} L {px + 5:.1f} {cy:.1f} L {px:.1f} {cy + 6:.1f} '
                       f'L {px - 5:.1f} {cy:.1f} Z" fill="#c0392b"/>')
        y += line
        if not marks:
            out.append(f'<text x="20" y="{y + 4:.1f}" fill="#777">not played yet</text>')
            y += line
        for label, (point, lo, hi), colour in marks:
            out.append(f'<text x="20" y="{y + 4:.1f}">{esc(label)}</text>')
            out.append(f'<line x1="{x(lo):.1f}" x2="{x(hi):.1f}" y1="{y:.1f}" y2="{y:.1f}" stroke="{colour}" '
                       'stroke-width="2"/>')
            for end, clipped, arrow in ((lo, lo < lo_x, "◀"), (hi, hi > hi_x, "▶")):
                if clipped:
                    out.append(f'<text x="{x(end):.1f}" y="{y + 4:.1f}" text-anchor="middle" fill="{colour}">'
                               f'{arrow}</text>')
            out.append(f'<circle cx="{x(point):.1f}" cy="{y:.1f}" r="3.5" fill="{colour}"/>')
            out.append(f'<text x="{left + width + 4:.1f}" y="{y + 4:.1f}" font-size="9" fill="#555">'
                       f'{fmt(point)}</text>')
            y += line
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    manifest = second_table.load_manifest()
    cache = json.load(open(CACHE)) if os.path.exists(CACHE) else {}
    rows, m = build_rows(manifest, cache)
    if cache:
        with open(CACHE, "w") as f:
            json.dump(cache, f, indent=1, sort_keys=True)
            f.write("\n")
    with open(os.path.join(DOCS, "claims.md"), "w") as f:
        f.write(table(rows, m))
    with open(os.path.join(DOCS, "claims.svg"), "w") as f:
        f.write(svg(rows))
    print(table(rows, m))


if __name__ == "__main__":
    main()
