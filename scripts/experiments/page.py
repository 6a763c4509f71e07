"""How a table script ends: its page, docs/experiments/NAME, written from its lines (assemble.py puts it into
docs/experiments.md) and printed for whoever ran it."""
import os

import kept


def write(name, lines):
    text = "\n".join(lines)
    with open(os.path.join(kept.ROOT, "docs", "experiments", name), "w") as f:
        f.write(text + "\n")
    print(text)
