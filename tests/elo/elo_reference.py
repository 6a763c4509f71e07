#!/usr/bin/env python3
"""Regenerate tests/data/elo/fishtest_reference.json: the numbers gambit_elo must reproduce, computed by
the Stockfish testing framework's own Python (fishtest/server/fishtest/stats) and SPRT calculator
(static/js/sprt.js, run with node).

usage: tests/elo/elo_reference.py FISHTEST_CHECKOUT [OUT.json]
needs: python3-scipy, nodejs. No fishtest code is copied into Gambit; only its outputs are stored."""
import json
import math
import os
import subprocess
import sys

checkout = sys.argv[1]
out_path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
    os.path.dirname(__file__), "..", "data", "elo", "fishtest_reference.json")
sys.path.insert(0, os.path.join(checkout, "server"))
from fishtest.stats import LLRcalc, stat_util, sprt  # noqa: E402

Z = stat_util.Phi_inv(0.975)

TRINOMIAL = [  # (wins, draws, losses)
    (136, 111, 96), (1, 1, 0), (0, 0, 0), (0, 10, 0), (10, 0, 0), (0, 0, 10), (20, 30, 0), (34, 0, 356),
    (65388, 56553, 65804), (13543, 34333, 13624), (5019, 15699, 5026), (716, 2163, 591), (3, 1, 1),
    (1, 0, 0), (0, 1, 0), (0, 0, 1), (1000000, 2000000, 999000), (500, 0, 500), (100, 0, 0), (0, 40, 3),
    (7, 3, 2), (1450, 4000, 1500), (250, 500, 240), (12, 30, 0), (0, 0, 1000), (3000, 12000, 2800),
]
PENTANOMIAL = [  # pairs scoring 0, 1/2, 1, 3/2, 2
    (10789, 19328, 33806, 19402, 10543), (1187, 7410, 13475, 7378, 1164), (39, 2226, 31451, 2412, 40),
    (0, 0, 10, 0, 0), (0, 0, 0, 0, 5), (0, 1, 5, 3, 1), (0, 0, 0, 0, 0), (1, 2, 3, 4, 5), (0, 50, 100, 60, 0),
    (5, 0, 0, 0, 0), (100000, 300000, 900000, 310000, 99000), (0, 0, 1, 0, 0), (2, 0, 0, 0, 2),
    (0, 3, 0, 4, 0), (50, 400, 2500, 430, 45), (12, 30, 80, 0, 0), (3, 80, 600, 95, 0),
]


def random_cases(seed=5):
    """Seeded random counts over several magnitudes, a third of them with an empty bucket."""
    import random
    rng = random.Random(seed)
    tri, penta = [], []
    for i in range(30):
        scale = 10 ** rng.randint(0, 5)
        t = [rng.randint(0, scale) for _ in range(3)]
        if i % 3 == 0:
            t[rng.randrange(3)] = 0
        tri.append(tuple(t))
        p = [rng.randint(0, scale) for _ in range(5)]
        if i % 3 == 1:
            p[rng.randrange(5)] = 0
        penta.append(tuple(p))
    return tri, penta


_tri, _penta = random_cases()
TRINOMIAL += _tri
PENTANOMIAL += _penta

BOUNDS = {
    "logistic": [(0, 5), (-3, 1), (0, 2), (-10, 10)],
    "normalized": [(0, 2), (0.5, 2.5), (-1.75, 0.25), (0, 10)],
    "bayeselo": [(0, 5), (-1.5, 4.5)],
}


def attempt(fn):
    try:
        value = fn()
        if isinstance(value, float) and not math.isfinite(value):
            return None
        return value
    except Exception:  # fishtest raises on samples outside its working range: no reference there
        return None


def estimate(results):
    """results low to high, as fishtest takes them."""
    elo, half, los = stat_util.get_elo(results)
    reg = LLRcalc.regularize(results)
    _, mu, var = stat_util.stats(reg)
    games = sum(reg) * (len(reg) - 1) / 2
    se = math.sqrt(var / games)
    n, pdf = LLRcalc.results_to_pdf(results)
    avg, var_s, skew, exkurt = LLRcalc.stats_ex(pdf)
    t = (avg - 0.5) / var_s ** 0.5  # template_helpers.t_conf: delta method on the t-value
    var_t = max(1 - t * skew + 0.25 * t ** 2 * (exkurt + 2), 0)
    coeff = LLRcalc.nelo_divided_by_nt / (1 if len(results) == 3 else 2 ** 0.5)
    return {
        "score": mu, "elo": elo, "elo_half": half, "los": los,
        "elo_lo": stat_util.elo(mu - Z * se), "elo_hi": stat_util.elo(mu + Z * se),
        "draw_ratio": reg[(len(reg) - 1) // 2] / sum(reg),
        "nelo": coeff * t, "nelo_half": coeff * Z * (var_t / n) ** 0.5,
    }


def llr(results, model, e0, e1):
    if model == "logistic":
        return attempt(lambda: LLRcalc.LLR_logistic(e0, e1, results))
    if model == "normalized":
        return attempt(lambda: LLRcalc.LLR_normalized(e0, e1, results))
    drawelo = stat_util.draw_elo_calc(LLRcalc.regularize(results))
    l0, l1 = [stat_util.bayeselo_to_elo(e, drawelo) for e in (e0, e1)]
    return attempt(lambda: LLRcalc.LLR_logistic(l0, l1, results))


def stopped(results, model, e0, e1):
    """sprt.analytics via SPRT_elo: the median-unbiased estimate accounting for the stopping rule."""
    if len(results) == 3:
        R = {"losses": results[0], "draws": results[1], "wins": results[2]}
    else:
        R = {"pentanomial": list(results)}
    name = {"logistic": "logistic", "normalized": "normalized", "bayeselo": "BayesElo"}[model]
    a = attempt(lambda: stat_util.SPRT_elo(R, elo0=e0, elo1=e1, elo_model=name))
    if a is None:
        return None
    return {"elo": a["elo"], "ci": a["ci"], "los": a["LOS"], "llr": a["LLR"]}


def remaining(pairs, llr_value, alpha, beta, num_games):
    """fishtest util.remaining_hours, games part, without overshoot."""
    import scipy.stats
    games = 2 * pairs
    bound = math.log((1 - beta) / alpha) if llr_value > 0 else math.log(beta / (1 - alpha))
    lam, bound = max(0.1, abs(llr_value)), abs(bound)
    if lam >= bound:
        return 0
    t = scipy.stats.beta(1, 15).cdf(min(pairs / 2632036, 1.0))
    expected = min(num_games, int(int(games * bound / lam) * t + 95000 * (1 - t)))
    return max(0, expected - games)


def case(counts, kind):
    results = list(reversed(counts)) if kind == "trinomial" else list(counts)
    c = {"kind": kind, "counts": list(counts), "estimate": estimate(results), "sprt": []}
    for model, pairs in BOUNDS.items():
        if model == "bayeselo" and kind == "pentanomial":
            continue
        for e0, e1 in pairs:
            c["sprt"].append({"model": model, "elo0": e0, "elo1": e1, "llr": llr(results, model, e0, e1),
                              "stopped": stopped(results, model, e0, e1)})
    return c


def planner_cases():
    js = open(os.path.join(checkout, "server", "fishtest", "static", "js", "sprt.js")).read()
    queries = []
    for model in ("Normalized", "Logistic"):
        for (e0, e1, alpha, beta, draw, bias) in [(0, 2, 0.05, 0.05, 0.49, 191), (0.5, 2.5, 0.05, 0.05, 0.6, 150),
                                                  (-1.75, 0.25, 0.05, 0.05, 0.49, 191), (0, 5, 0.1, 0.02, 0.3, 0)]:
            for elo in (-3, -1, 0, 0.5, 1, 1.5, 2, 2.5, 4, 10):
                queries.append([alpha, beta, e0, e1, draw, bias, model, elo])
    script = js + "\nconst q = " + json.dumps(queries) + ";\n" + \
        "console.log(JSON.stringify(q.map(x => { const s = new Sprt(x[0],x[1],x[2],x[3],x[4],x[5],x[6]);" \
        " const c = s.characteristics(x[7]); return {alpha:x[0],beta:x[1],elo0:x[2],elo1:x[3],draw_ratio:x[4]," \
        "rms_bias:x[5],model:x[6].toLowerCase(),elo:x[7],pass:c[0],games:c[1]}; })));"
    return json.loads(subprocess.run(["node", "-e", script], check=True, capture_output=True, text=True).stdout)


def overshoot_sequences():
    """update_SPRT over a sequential test fed batch by batch (one batch skipped), with its corrections."""
    import random
    sequences = []
    for seed, model, (e0, e1), probs in [(11, "normalized", (0, 2), [0.1, 0.25, 0.4, 0.18, 0.07]),
                                         (12, "logistic", (-1, 4), [0.06, 0.2, 0.4, 0.25, 0.09]),
                                         (13, "normalized", (0.5, 2.5), [0.12, 0.25, 0.3, 0.22, 0.11])]:
        rng = random.Random(seed)
        batch = 8
        sprt_ = stat_util.SPRT(elo0=e0, elo1=e1, elo_model=model, batch_size=batch)
        penta = [0] * 5
        steps = []
        for update in range(1, 250):
            for _ in range(batch * (2 if update == 25 else 1)):  # update 25 arrives a batch late
                penta[rng.choices(range(5), probs)[0]] += 1
            stat_util.update_SPRT({"pentanomial": list(penta)}, sprt_)
            o = sprt_.get("overshoot", {"m0": 0, "m1": 0, "sq0": 0, "sq1": 0})
            o0 = -o["sq0"] / o["m0"] / 2 if o["m0"] != 0 else 0
            o1 = o["sq1"] / o["m1"] / 2 if o["m1"] != 0 else 0
            state = {"rejected": "H0", "accepted": "H1", "": "continue"}[sprt_["state"]]
            steps.append({"penta": list(penta), "llr": sprt_["llr"], "o0": o0, "o1": o1, "result": state})
            if state != "continue":
                break
        sequences.append({"model": model, "elo0": e0, "elo1": e1, "batch": batch, "steps": steps})
    return sequences


def main():
    cases = [case(c, "trinomial") for c in TRINOMIAL] + [case(c, "pentanomial") for c in PENTANOMIAL]
    remaining_cases = []
    for pairs, llr_value, num in [(1000, 1.2, 200000), (20000, -0.5, 200000), (50000, 2.0, 60000), (10, 0.05, 1e9),
                                  (300000, -2.9, 1e9), (5000, 3.0, 1e9), (80000, 0.7, 1e9)]:
        remaining_cases.append({"pairs": pairs, "llr": llr_value, "alpha": 0.05, "beta": 0.05, "max_games": num,
                                "remaining": remaining(pairs, llr_value, 0.05, 0.05, num)})
    data = {"source": "fishtest stats (stat_util, LLRcalc, sprt, brownian), static/js/sprt.js",
            "cases": cases, "planner": planner_cases(), "remaining": remaining_cases,
            "overshoot": overshoot_sequences()}
    with open(out_path, "w") as f:  # one case per line: compact, and diffs stay readable
        f.write("{\"source\": " + json.dumps(data["source"]))
        for key in ("cases", "planner", "remaining", "overshoot"):
            f.write(",\n\"" + key + "\": [\n" + ",\n".join(json.dumps(x) for x in data[key]) + "\n]")
        f.write("}\n")


main()
