#!/usr/bin/env python3
"""docs/experiments/second-edition.md: the second edition's claims (docs/experiments/second-edition.json) with
what their matches say, read by the manifest's rules: per claim the paper's effect, the games, the plain
Elo, the SPRT's LLR and verdict, the median-unbiased estimate given the stopping rule with its 95% interval,
the one-sided p-value in the paper's direction, and Holm's decision across the claims that have an effect to
test (counted from the manifest: a claim whose effect is not fixed yet, or a claim of no effect, is not one of
Holm's m).

The stopped estimate comes from `gambit-elo penta ... --json` (its sprt_estimate) when GAMBIT_ELO (default
build/release/bin/gambit-elo) is there, and is kept beside the results (A-vs-B.estimate.json, with the counts
it was computed from), so a clone without a build rebuilds the same table (check-tables)."""
import json
import os
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import kept  # noqa: E402
import page  # noqa: E402
from manifest import campaign_paths, path, section  # noqa: E402
import pgn_games  # noqa: E402

ROOT = kept.ROOT
FOLDER, PGN = campaign_paths("second")
FAMILY_ALPHA = 0.05


def games_summary(base, name):
    """{engine: {median depth, moves, seconds}} from the comparison's PGN (its move comments: depth and time),
    kept beside the results (A-vs-B.games.json) so the table rebuilds without the PGN. At fixed nodes a move
    the seconds a move compare the two sides' nodes a second (both play under the same load, move for move)."""
    kept_path = base + ".games.json"
    pgn = os.path.join(PGN, name.replace("/", "-") + ".pgn")
    if not (os.path.exists(pgn) and os.path.getsize(pgn) > 0):
        return json.load(open(kept_path)) if os.path.exists(kept_path) else {}
    moves = {}
    for game in pgn_games.read_games([pgn]):
        tags = game["tags"]
        side = 1 if tags.get("FEN", "").split(" ")[1:2] == ["b"] else 0
        names = (tags.get("White"), tags.get("Black"))
        for move in game["moves"]:
            comment = move.get("comment", {})
            if comment.get("depth") is not None and comment.get("seconds") is not None:
                moves.setdefault(names[side], []).append((int(comment["depth"]), float(comment["seconds"])))
            side = 1 - side
    summary = {e: {"median_depth": statistics.median(d for d, _ in m), "moves": len(m),
                   "seconds": round(sum(t for _, t in m), 3)} for e, m in moves.items()}
    with open(kept_path, "w") as f:
        json.dump(summary, f, indent=1, sort_keys=True)
        f.write("\n")
    return summary


def speed_and_depth(summary, claim):
    """'depth a / b, speed x%': the median depths, and the method's nodes a second against its reference's
    (seconds a move, inverted)."""
    a, b = summary.get(claim["method"]), summary.get(claim["reference"])
    if not a or not b or not a["seconds"] or not b["seconds"]:
        return "–", "–"
    speed = (b["seconds"] / b["moves"]) / (a["seconds"] / a["moves"])
    return f"{a['median_depth']:g} / {b['median_depth']:g}", f"{100 * speed:.1f}%"


def results_of(claim):
    base = os.path.join(FOLDER, f"{claim['baseline']}-{claim['budget']}", f"{claim['method']}-vs-{claim['reference']}")
    try:
        return base, kept.load(base + ".json")
    except FileNotFoundError:
        return base, None


def stopped_estimate(base, pair, claim, rules):
    """The sprt_estimate of gambit-elo for the pair's pentanomial counts, cached in BASE.estimate.json."""
    path = base + ".estimate.json"
    cached = json.load(open(path)) if os.path.exists(path) else None
    if cached and cached["penta"] == pair["penta"]:
        return cached["estimate"]
    elo = os.environ.get("GAMBIT_ELO", os.path.join(ROOT, "build", "release", "bin", "gambit-elo"))
    if not os.access(elo, os.X_OK):
        return cached["estimate"] if cached else None
    lo, hi = min(0.0, claim["elo"]), max(0.0, claim["elo"])
    out = subprocess.run([elo, "penta", *map(str, pair["penta"]), "--elo0", str(lo), "--elo1", str(hi),
                          "--alpha", str(rules["sprt"]["alpha"]), "--beta", str(rules["sprt"]["beta"]),
                          "--model", rules["sprt"]["model"], "--json"], capture_output=True, text=True, check=True)
    estimate = json.loads(out.stdout)["sprt_estimate"]
    with open(path, "w") as f:
        json.dump({"penta": pair["penta"], "estimate": estimate}, f, indent=1, sort_keys=True)
        f.write("\n")
    return estimate


def equivalence_record(base):
    """A claim of no effect's two SPRTs as the campaign keeps them (scripts/experiments/equivalence.py)."""
    path = base + ".equivalence.json"
    return json.load(open(path)) if os.path.exists(path) else None


def verdict(results, claim, base):
    """'the paper's effect', 'no effect' (the SPRT's two answers; for a negative effect its lower bound is the
    paper's), 'capped' or 'running'; for a claim of no effect its two SPRTs' 'no effect' (both accepted 0),
    'contradicted' (one accepted its margin), 'capped' or 'running'."""
    if claim.get("test") == "equivalence":
        record = equivalence_record(base)
        return record["verdict"] if record else "running"
    sprt = results["pairs"][0]["sprt"]["result"]
    if sprt in ("H0", "H1"):
        return "the paper's effect" if (sprt == "H1") == (claim["elo"] > 0) else "no effect"
    return "capped" if results["games_played"] >= results["games_planned"] else "running"


def is_effect_claim(claim):
    """A claim with an effect to test in Holm's family: its effect is fixed and it is not a claim of no effect."""
    return claim.get("elo") is not None and claim.get("test") != "equivalence"


def evaluate(manifest):
    """Per claim of the manifest: {claim, base, p, [results, pair, verdict, estimate], holm}, with Holm's m the
    number of claims that have an effect to test (is_effect_claim), counted here, not written down."""
    rules, claims = manifest["rules"], manifest["claims"]
    rows = []
    for claim in claims:
        base, results = results_of(claim)
        row = {"claim": claim, "p": 1.0, "base": base}
        if results and results.get("pairs"):
            pair = results["pairs"][0]
            row.update(results=results, pair=pair, verdict=verdict(results, claim, row["base"]))
            estimate = stopped_estimate(base, pair, claim, rules) if is_effect_claim(claim) else None
            row["estimate"] = estimate
            if estimate and row["verdict"] != "running":
                row["p"] = 1 - estimate["los"] if claim["elo"] > 0 else estimate["los"]
        rows.append(row)
    # Holm: sorted by p, the k-th (from 0) of m is significant at alpha / (m - k) while every smaller one was.
    family = [row for row in rows if is_effect_claim(row["claim"])]
    m = len(family)
    holding = True
    for k, row in enumerate(sorted(family, key=lambda r: r["p"])):
        holding = holding and row["p"] <= FAMILY_ALPHA / (m - k)
        row["holm"] = holding
    for row in rows:
        row.setdefault("holm", False)
    return rows, m


def needs_fit(claim):
    """A ProbCut method waits for its baseline's fit (docs/experiments/probcut/<baseline>.json), as the campaign
    does (campaign's fitted())."""
    uses = any("probcut" in m or "mpc" in m for m in (claim["method"], claim["reference"]))
    return uses and not os.path.exists(os.path.join(ROOT, "docs", "experiments", "probcut", claim["baseline"] + ".json"))


def load_manifest():
    with open(path(section("campaigns")["second"]["manifest"])) as f:
        return json.load(f)


def main():
    manifest = load_manifest()
    rows, m = evaluate(manifest)
    lines = ["| claim | paper | effect (Elo) | program, budget | games | W / D / L | Elo (plain) | LLR | verdict "
             f"| Elo given the stopping rule (95%) | p (paper's direction) | Holm (m = {m}) | reproduced "
             "| median depth, method / reference | nodes a second, method vs reference |",
             "| --- | --- | ---: | --- | ---: | --- | ---: | ---: | --- | --- | ---: | --- | --- | --- | ---: |"]
    for row in rows:
        c = row["claim"]
        effect = ("to be fixed" if c.get("elo") is None else
                  f"none (±{c['margin']:.1f})" if c.get("test") == "equivalence" else f"{c['elo']:+.1f}")
        budget = manifest["budgets"][f"{c['baseline']}-{c['budget']}"]["nodes"]
        where = f"`{c['method']}` vs `{c['reference']}` on `{c['baseline']}`, " + \
            (f"{budget:,} nodes" if budget else "budget to be measured")
        if "pair" not in row:
            status = ("waits: " + c["waits_for"] if c.get("waits_for") else
                      "waits: the seed's figure" if c.get("elo") is None else
                      f"waits: the {c['baseline']} ProbCut fit" if needs_fit(c) else "not started")
            lines.append(f"| {c['id']} | {c['paper']} | {effect} | {where} | – | – | – | – | {status} | – | – | – "
                         "| – | – | – |")
            continue
        p, r, e = row["pair"], row["results"], row.get("estimate")
        name = f"{c['baseline']}-{c['budget']}/{c['method']}-vs-{c['reference']}"
        depth, speed = speed_and_depth(games_summary(row["base"], name), c)
        lo, hi = p["elo_ci"]
        stopped = f"{e['elo']:+.1f} [{e['elo_ci'][0]:+.1f}, {e['elo_ci'][1]:+.1f}]" if e else "–"
        decided = row["verdict"] != "running"
        p_value = f"{row['p']:.3f}" if decided else "–"
        holm = ('holds' if row['holm'] else 'does not hold') if decided else '–'
        if c.get("test") == "equivalence":  # outside Holm's family: its two SPRTs' alpha control its error
            record = equivalence_record(row["base"]) or {}
            llr = " / ".join(f"{record[t]['llr']:+.2f}" for t in ("plus", "minus") if record.get(t)) or "–"
            p_value, holm = "–", "outside"
            reproduced = "yes" if row["verdict"] == "no effect" else ("no" if decided else "–")
        else:
            llr = f"{p['sprt']['llr']:+.2f}"
            reproduced = "yes" if row["verdict"] == "the paper's effect" and row["holm"] else ("no" if decided else "–")
        lines.append(f"| {c['id']} | {c['paper']} | {effect} | {where} | {r['games_played']:,} "
                     f"| {p['wins']} / {p['draws']} / {p['losses']} | {p['elo']:+.1f} ± {(hi - lo) / 2:.1f} "
                     f"| {llr} | {row['verdict']} | {stopped} "
                     f"| {p_value} | {holm} "
                     f"| {reproduced} | {depth} | {speed} |")
    lines += ["", "The second edition's claims by the manifest's rules (docs/experiments/second-edition.json; "
              "scripts/experiments/second_table.py). The verdict is the SPRT's, between 0 and the paper's effect; "
              "a claim is reproduced when the SPRT accepted the paper's effect and its p-value survives Holm's "
              f"correction over the {m} claims that have an effect to test (a claim whose effect is not fixed yet, "
              "or a claim of no effect, is outside the family; a claim of no effect is decided by its two SPRTs, 0 against "
              "±its margin, whose LLRs are shown as +x / −x: reproduced when both accepted 0). A running claim has no p-value yet (1 in Holm's order). Depths and "
              "speed from the games' move comments (depth, seconds a move at fixed nodes, both sides under the "
              "same load): a method more than 3% slower than its reference needs a timed match to confirm a "
              "gain."]
    page.write("second-edition.md", lines)


if __name__ == "__main__":
    main()
