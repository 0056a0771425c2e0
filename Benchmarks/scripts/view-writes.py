#!/usr/bin/env python3
"""View writes per scroll frame, from the UIKit model: checked against budgets and the README.

    python3 Benchmarks/scripts/view-writes.py DIR                 check DIR's figures against the budgets
    python3 Benchmarks/scripts/view-writes.py DIR --readme check  also fail when docs/performance.md's table differs
    python3 Benchmarks/scripts/view-writes.py DIR --readme write  rewrite docs/performance.md's table

DIR holds what the model's ViewWritesTests wrote (`singleList.json`, `tabbed.json`):
`scripts/check-uikit-model.sh` runs them with PHK_VIEW_WRITES_DIR set and then this script. The
figures are exact (the model counts every write), so the README's must equal them. Budgets
(`viewWritesPerFrame` in Benchmarks/budgets.json) cap the most writes in one frame; any write of an
unchanged value fails.
"""
import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "docs" / "performance.md"
BUDGETS = ROOT / "Benchmarks" / "budgets.json"
SCENES = [
    ("singleList", "Single list (`ProfileHeaderController`, a table)"),
    ("tabbed", "Tabbed page (`ProfileTabsController`, three tables)"),
]
BLOCK = re.compile(r"(<!-- performance:view-writes -->\n).*?(<!-- /performance:view-writes -->)", re.S)


def table(figures, budgets):
    rows = ["| per scroll frame | writes, mean | writes, most | budget (most) | of unchanged values |",
            "|---|---:|---:|---:|---:|"]
    for name, label in SCENES:
        f = figures[name]
        rows.append(f"| {label} `{name}` | {f['total'] / f['frames']:.1f} | {f['maximum']} | {budgets[name]} | {f['unchanged']} |")
    return "\n".join(rows)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("directory")
    parser.add_argument("--readme", choices=["check", "write"])
    args = parser.parse_args()
    budgets = json.loads(BUDGETS.read_text())["viewWritesPerFrame"]
    figures = {}
    for name, _ in SCENES:
        path = Path(args.directory) / f"{name}.json"
        if not path.exists():
            raise SystemExit(f"view-writes: {path} is missing (run the model's ViewWritesTests with PHK_VIEW_WRITES_DIR)")
        figures[name] = json.loads(path.read_text())
    problems = []
    for name, _ in SCENES:
        f = figures[name]
        print(f"view-writes: {name}: {f['total']} writes in {f['frames']} frames, at most {f['maximum']} in one "
              f"(budget {budgets[name]}), {f['unchanged']} of unchanged values", file=sys.stderr)
        if f["maximum"] > budgets[name]:
            problems.append(f"{name}: {f['maximum']} writes in one frame, budget {budgets[name]}")
        if f["unchanged"]:
            problems.append(f"{name}: {f['unchanged']} writes of values the views already had")
    block = table(figures, budgets)
    text = README.read_text()
    match = BLOCK.search(text)
    if args.readme and not match:
        raise SystemExit("view-writes: docs/performance.md has no <!-- performance:view-writes --> block")
    if args.readme == "write":
        README.write_text(BLOCK.sub(lambda m: m.group(1) + block + "\n" + m.group(2), text))
        print("view-writes: docs/performance.md's table written", file=sys.stderr)
    elif args.readme == "check" and match.group(0) != match.group(1) + block + "\n" + match.group(2):
        problems.append("README.md's view writes table differs from the measurement (run with --readme write)")
    for problem in problems:
        print(f"view-writes: {problem}", file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
