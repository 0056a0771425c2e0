"""Reads `swift package benchmark` text output on stdin and fails unless every engine benchmark shows
zero mallocs per frame (the scaled `Malloc (total) *` row, p100) and the control shows at least one."""

import re
import sys

current = None
mallocs = {}
for line in sys.stdin:
    sys.stdout.write(line)
    name = line.strip()
    if name and not name.startswith(("│", "╒", "╞", "├", "╘", "=")) and "Malloc" not in name:
        current = name
    if "Malloc (total) *" in line and current:
        cells = [cell.strip() for cell in line.strip().strip("│").split("│")]
        mallocs[current] = int(cells[7])  # p100: the worst sample

control = "Control: one allocation per frame"
engine = {name: count for name, count in mallocs.items() if name != control}
print("\nmallocs per frame (worst sample):")
for name, count in mallocs.items():
    print(f"  {count:>3}  {name}")
problems = []
if mallocs.get(control, 0) < 1:
    problems.append("the control shows no allocation: the malloc count is not being measured")
if len(engine) < 12:
    problems.append(f"expected 12 engine benchmarks, read {len(engine)}")
problems += [f"{name} allocates {count} per frame" for name, count in engine.items() if count > 0]
if problems:
    print("check-mallocs: " + "; ".join(problems), file=sys.stderr)
    sys.exit(1)
print("check-mallocs: no engine benchmark allocates per frame")
