#!/usr/bin/env python3
"""Writes docs/experiments.md from docs/experiments/template.md, replacing each line
`<!-- table: NAME -->` by docs/experiments/NAME.md (the tables the other scripts write)."""
import pathlib
import re

root = pathlib.Path(__file__).resolve().parents[2]
folder = root / "docs" / "experiments"
out = []
for line in (folder / "template.md").read_text().splitlines():
    match = re.fullmatch(r"<!-- table: ([\w.-]+) -->", line.strip())
    if match:
        table = folder / f"{match.group(1)}.md"
        out.append(table.read_text().rstrip() if table.exists() else f"*(not run: {table.name} missing)*")
    else:
        out.append(line)
(root / "docs" / "experiments.md").write_text("\n".join(out) + "\n")
