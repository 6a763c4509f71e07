"""The second edition's rule for a claim of no effect (scripts/experiments/equivalence.py) on made-up game pairs,
against gambit-elo's own SPRT verdicts on every prefix, and the campaign playing such a claim without
gambit-match's single SPRT.

  python3 equivalence_test.py SOURCE_DIR GAMBIT_ELO"""
import importlib.machinery
import importlib.util
import json
import os
import subprocess
import sys

ROOT, ELO = sys.argv[1], sys.argv[2]
sys.path.insert(0, os.path.join(ROOT, "scripts", "experiments"))
import equivalence  # noqa: E402

RULES = {"sprt": {"alpha": 0.05, "beta": 0.05, "model": "logistic"}}
MARGIN = 24.4
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what)


def answer(scores, elo0, elo1):
    counts = equivalence.penta(scores)
    out = subprocess.run([ELO, "penta", *map(str, counts), "--elo0", str(elo0), "--elo1", str(elo1),
                          "--alpha", "0.05", "--beta", "0.05", "--model", "logistic", "--json"],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)["sprt"]


def first_decision(scores, elo0, elo1):
    """(pairs, answer) where gambit-elo's SPRT first leaves its bounds on a prefix, or (None, 'continue')."""
    for n in range(1, len(scores) + 1):
        a = answer(scores[:n], elo0, elo1)
        if a != "continue":
            return n, a
    return None, "continue"


# Level play: mostly drawn pairs with a few wins and losses each way, repeated; both tests must accept 0.
level = [1.0, 1.0, 0.5, 1.5, 1.0, 1.0, 1.5, 0.5, 1.0, 1.0, 0.0, 2.0] * 200
record = equivalence.decide(level, MARGIN, RULES, ELO)
plus_at, plus = first_decision(level, 0.0, MARGIN)
minus_at, minus = first_decision(level, -MARGIN, 0.0)
check(plus == "H0" and minus == "H1", f"level play: gambit-elo accepts 0 both ways ({plus}, {minus})")
check(record["plus"]["at_pairs"] == plus_at and record["plus"]["result"] == "zero",
      f"level play: +x test decided at gambit-elo's first crossing ({record['plus']}, {plus_at})")
check(record["minus"]["at_pairs"] == minus_at and record["minus"]["result"] == "zero",
      f"level play: -x test decided at gambit-elo's first crossing ({record['minus']}, {minus_at})")
check(record["verdict"] == "no effect", f"level play: no effect ({record['verdict']})")
check(record["pairs"] == max(plus_at, minus_at) and record["penta"] == equivalence.penta(level[:record["pairs"]]),
      "level play: the record stops at the second decision, with the counts of the pairs it read")

# A clear gain: the +x test accepts its margin and decides the claim, whatever the other test says.
gain = [1.5, 1.0, 2.0, 1.0, 1.5, 0.5, 1.5, 1.0] * 200
record = equivalence.decide(gain, MARGIN, RULES, ELO)
at, a = first_decision(gain, 0.0, MARGIN)
check(a == "H1" and record["plus"]["result"] == "margin" and record["plus"]["at_pairs"] == at,
      f"gain: +x accepted at gambit-elo's crossing ({record['plus']}, {at})")
check(record["verdict"] == "contradicted", f"gain: contradicted ({record['verdict']})")

# A clear loss: the -x test accepts its margin.
loss = [2.0 - s for s in gain]
record = equivalence.decide(loss, MARGIN, RULES, ELO)
check(record["minus"]["result"] == "margin" and record["verdict"] == "contradicted",
      f"loss: -x accepted, contradicted ({record['minus']}, {record['verdict']})")

# Carried on pair by pair (as the campaign does between polls) it reaches the same record as at once.
carried = None
for n in range(0, 400, 37):
    carried = equivalence.decide(level[:n], MARGIN, RULES, ELO, previous=carried)
carried = equivalence.decide(level, MARGIN, RULES, ELO, previous=carried)
check(carried == equivalence.decide(level, MARGIN, RULES, ELO), "carried on: the same record as read at once")

# Too few pairs: running, and capped once the pairs reach the cap.
short = level[:10]
check(equivalence.decide(short, MARGIN, RULES, ELO)["verdict"] == "running", "ten pairs: running")
check(equivalence.decide(short, MARGIN, RULES, ELO, cap_pairs=10)["verdict"] == "capped", "ten pairs at the cap")

# Pairs from gambit-match's state: engine 0's score whichever colour it had, pairs counted when complete, in the
# order they completed, games without a result left out.
state = {"finished_fields": ["id", "pair", "white", "black", "result", "termination"],
         "finished": [[0, 0, 0, 1, "1-0", "checkmate"], [2, 1, 1, 0, "1-0", "checkmate"],
                      [1, 0, 1, 0, "1/2-1/2", "threefold"], [4, 2, 0, 1, "*", "crash"],
                      [3, 1, 0, 1, "0-1", "checkmate"], [5, 2, 1, 0, "0-1", "checkmate"]]}
check(equivalence.pair_scores(state) == [1.5, 0.0], f"state: pair scores {equivalence.pair_scores(state)}")

# The campaign plays a claim of no effect to the cap without gambit-match's SPRT, and the others with theirs.
loader = importlib.machinery.SourceFileLoader("campaign", os.path.join(ROOT, "scripts", "experiments", "campaign"))
spec = importlib.util.spec_from_loader("campaign", loader)
campaign = importlib.util.module_from_spec(spec)
loader.exec_module(campaign)
campaign.CAMPAIGN = campaign.CAMPAIGNS["second"]
with open(os.path.join(ROOT, "docs", "experiments", "second-edition.json")) as f:
    claims = json.load(f)["claims"]
played = {campaign.name(c): c for c in campaign.comparisons()}
no_effect = [c for c in claims if c.get("test") == "equivalence" and not c.get("waits_for")]
check(no_effect, "the manifest has a claim of no effect the campaign plays")
for claim in no_effect:
    key = f"{claim['baseline']}-{claim['budget']}/{claim['method']}-vs-{claim['reference']}"
    check(key in played and campaign.margin_of(played[key]) == claim["margin"], f"{key}: played with its margin")
    command = campaign.match_command("gambit-match", played[key], 1)
    check("-sprt" not in command, f"{key}: no single SPRT in gambit-match's command")
effect = [c for c in played.values() if campaign.margin_of(c) is None]
check(effect and all("-sprt" in campaign.match_command("gambit-match", c, 1) for c in effect),
      "claims with an effect keep gambit-match's SPRT")

print("equivalence:", "FAILED" if failures else "passed")
sys.exit(1 if failures else 0)
