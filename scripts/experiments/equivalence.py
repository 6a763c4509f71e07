"""The second edition's rule for a claim of no effect (its manifest's rules.no_effect): two SPRTs on the same
game pairs, H0: 0 against H1: +x and H0: 0 against H1: -x, each stopping at the first pair where its LLR
leaves its bounds. The claim is reproduced ("no effect") when both accepted 0, contradicted when either
accepted its x, and undecided at the cap.

The pairs are read from gambit-match's state file (its finished games, in the order they finished), so the
decision is the same however often the match was stopped and resumed; each LLR is gambit-elo's, on the
pentanomial counts of the pairs so far, so the statistics are the project's one implementation."""
import json
import subprocess

SCORES = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}


def pair_scores(state):
    """Engine 0's score in each game pair (0, 0.5, ..., 2), in the order the pairs completed. A pair counts
    when both its games have a result."""
    column = {name: i for i, name in enumerate(state["finished_fields"])}
    open_pairs, scores = {}, []
    for game in state["finished"]:
        result = game[column["result"]]
        if result not in SCORES:
            continue
        score = SCORES[result] if game[column["white"]] == 0 else 1.0 - SCORES[result]
        pair = game[column["pair"]]
        if pair in open_pairs:
            scores.append(open_pairs.pop(pair) + score)
        else:
            open_pairs[pair] = score
    return scores


def penta(scores):
    counts = [0] * 5
    for s in scores:
        counts[int(round(2 * s))] += 1
    return counts


def sprt(elo_binary, counts, elo0, elo1, rules):
    """(llr, 'H0' | 'H1' | 'continue') of gambit-elo's SPRT on the pentanomial counts."""
    out = subprocess.run([elo_binary, "penta", *map(str, counts), "--elo0", str(elo0), "--elo1", str(elo1),
                          "--alpha", str(rules["sprt"]["alpha"]), "--beta", str(rules["sprt"]["beta"]),
                          "--model", rules["sprt"]["model"], "--json"],
                         capture_output=True, text=True, check=True)
    report = json.loads(out.stdout)
    return report["llr"], report["sprt"]


def tests(margin):
    """The two SPRTs as {name: (elo0, elo1, the answer that accepts 0)}: gambit-elo's bounds are ordered, so
    against -x the test runs from -x to 0 and accepting 0 is its H1."""
    return {"plus": (0.0, margin, "H0"), "minus": (-margin, 0.0, "H1")}


def decide(scores, margin, rules, elo_binary, previous=None, cap_pairs=None):
    """The rule's record after the given pairs: {margin, pairs, penta, plus, minus, verdict}, where each test
    is {elo0, elo1, llr, result: 'zero' | 'margin' | 'continue', at_pairs}. `previous` (a record of a prefix
    of the same pairs) is carried on, so each new pair costs two LLRs and a decided test keeps its pair."""
    record = previous if previous and previous.get("margin") == margin and previous["pairs"] <= len(scores) \
        else {"margin": margin, "pairs": 0, "plus": None, "minus": None}
    for name, (elo0, elo1, zero) in tests(margin).items():
        if record[name] is None:
            record[name] = {"elo0": elo0, "elo1": elo1, "llr": 0.0, "result": "continue", "at_pairs": None}
    for n in range(record["pairs"] + 1, len(scores) + 1):
        if verdict_of(record) in ("no effect", "contradicted"):
            break
        counts = penta(scores[:n])
        for name, (elo0, elo1, zero) in tests(margin).items():
            test = record[name]
            if test["result"] != "continue":
                continue
            llr, answer = sprt(elo_binary, counts, elo0, elo1, rules)
            test["llr"] = llr
            if answer != "continue":
                test.update(result="zero" if answer == zero else "margin", at_pairs=n)
        record["pairs"] = n
    record["penta"] = penta(scores[:record["pairs"]])
    capped = cap_pairs is not None and record["pairs"] >= cap_pairs
    record["verdict"] = verdict_of(record) or ("capped" if capped else "running")
    return record


def verdict_of(record):
    """'no effect' (both tests accepted 0), 'contradicted' (one accepted its margin), or None."""
    results = [record[name]["result"] for name in ("plus", "minus") if record.get(name)]
    if "margin" in results:
        return "contradicted"
    if results == ["zero", "zero"]:
        return "no effect"
    return None
