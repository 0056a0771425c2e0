#!/usr/bin/env python3
"""Mutation testing of the engine: do the tests notice a wrong operator?

    python3 scripts/mutation-test.py                      100 mutants, seed 25
    python3 scripts/mutation-test.py --count 20 --seed 7
    python3 scripts/mutation-test.py --list               every mutation site, no run
    python3 scripts/mutation-test.py --only 'ShyBars'     sites in files whose path contains this
    python3 scripts/mutation-test.py --mutant Sources/ProfileHeaderCore/Page/PageScroller.swift:211:82
                                                          just these mutants (path:line:column, repeatable),
                                                          e.g. to see a new test kill the one it was written for

A mutant is one operator of ProfileHeaderCore flipped: `<` ↔ `<=`, `>` ↔ `>=`, `==` ↔ `!=`,
`+` ↔ `-`, `*` ↔ `/`, `+=` ↔ `-=`, `&&` ↔ `||`, `true` ↔ `false`. The script finds every such site
in the engine's code (not in comments or strings; binary operators are the spaced ones, so generic
brackets, arrows, ranges and signs are left alone), samples `--count` of them with `--seed`, and
for each one writes the flip into the source, rebuilds incrementally (`swift build --build-tests`),
runs the whole test suite (`swift test --skip-build`, under a time limit), and puts the file back.

Each mutant is **killed** (a test failed, or the suite crashed or ran out of time), **survived**
(every test passed: either the tests miss a mistake or the mutant is equivalent — it cannot change
any result), or **did not compile**. The score is killed ÷ (killed + survived − equivalent), where
the equivalent mutants are those listed, with the reason, in `scripts/mutation-equivalent.txt`
(one per line: `path ¦ the line, trimmed ¦ original → mutated ¦ reason`; the broken bar ¦ separates,
since code has `|`).

The tests use random inputs (property tests), so a mutant that only some inputs reveal may be
killed in one run and survive another; the sample itself is the same for the same seed. The report
goes to `.build/mutation/report.md`; the source tree is left as it was, even on Ctrl-C.
"""

import argparse
import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "Sources" / "ProfileHeaderCore"
EQUIVALENT = ROOT / "scripts" / "mutation-equivalent.txt"
OUT = ROOT / ".build" / "mutation"

# Binary operators, written with a space on each side in this code base (so `Array<Double>`,
# `->`, `0..<n`, `-x` and `1e-9` are not candidates). Longest first, so `<=` is not read as `<`.
OPERATORS = [
    ("<=", "<"), ("<", "<="), (">=", ">"), (">", ">="), ("==", "!="), ("!=", "=="),
    ("+=", "-="), ("-=", "+="), ("&&", "||"), ("||", "&&"), ("+", "-"), ("-", "+"), ("*", "/"), ("/", "*"),
]
OPERATOR_PATTERN = re.compile(r"(?<= )(<=|>=|==|!=|\+=|-=|&&|\|\||<|>|\+|-|\*|/)(?= )")
WORD_PATTERN = re.compile(r"\b(true|false)\b")


def code_part(line):
    """The line with its comment and string contents blanked out (same length, so columns hold)."""
    result = []
    in_string = False
    i = 0
    while i < len(line):
        c = line[i]
        if in_string:
            if c == "\\" and i + 1 < len(line):
                result.append("  ")
                i += 2
                continue
            if c == '"':
                in_string = False
                result.append(c)
            else:
                result.append(" ")
        elif c == '"':
            in_string = True
            result.append(c)
        elif line.startswith("//", i):
            result.append(" " * (len(line) - i))
            break
        else:
            result.append(c)
        i += 1
    return "".join(result)


def sites():
    """Every mutation site: (path, line index, column, original, mutated)."""
    found = []
    for path in sorted(ENGINE.rglob("*.swift")):
        in_block_comment = False
        for index, line in enumerate(path.read_text().split("\n")):
            stripped = line.strip()
            if in_block_comment:
                if "*/" in stripped:
                    in_block_comment = False
                continue
            if stripped.startswith("/*"):
                in_block_comment = "*/" not in stripped
                continue
            if stripped.startswith(("#if", "#else", "#endif", "@", "import ")):
                continue
            code = code_part(line)
            for match in OPERATOR_PATTERN.finditer(code):
                original = match.group(1)
                mutated = dict(OPERATORS)[original]
                found.append((path, index, match.start(), original, mutated))
            for match in WORD_PATTERN.finditer(code):
                original = match.group(1)
                found.append((path, index, match.start(), original, "false" if original == "true" else "true"))
    return found


def describe(site):
    path, index, column, original, mutated = site
    return f"{path.relative_to(ROOT)}:{index + 1}:{column + 1}  {original} → {mutated}"


def equivalent_keys():
    keys = {}
    if EQUIVALENT.exists():
        for raw in EQUIVALENT.read_text().split("\n"):
            if not raw.strip() or raw.startswith("#"):
                continue
            parts = [part.strip() for part in raw.split("¦")]
            if len(parts) >= 4:
                keys[(parts[0], parts[1], parts[2])] = parts[3]
    return keys


def key(site):
    path, index, column, original, mutated = site
    line = path.read_text().split("\n")[index].strip()
    return (str(path.relative_to(ROOT)), line, f"{original} → {mutated}")


def mutate(site):
    """Writes the mutant into the source; returns the file's original text."""
    path, index, column, original, mutated = site
    text = path.read_text()
    lines = text.split("\n")
    line = lines[index]
    assert line[column:column + len(original)] == original, describe(site)
    lines[index] = line[:column] + mutated + line[column + len(original):]
    path.write_text("\n".join(lines))
    return text


def run(command, timeout):
    """Runs `command`; on a timeout kills its whole process group (`swift test` runs the tests in a
    child process, which a mutant may send into an endless loop) and returns a None status."""
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace",
                               start_new_session=True)
    try:
        output, _ = process.communicate(timeout=timeout)
        return process.returncode, output
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        output, _ = process.communicate()
        return None, output or ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=100, help="mutants to sample (default 100)")
    parser.add_argument("--seed", type=int, default=25, help="the sample's seed (default 25)")
    parser.add_argument("--only", help="only sites in files whose path contains this")
    parser.add_argument("--list", action="store_true", help="list the sites and stop")
    parser.add_argument("--timeout", type=int, default=300, help="seconds a test run may take (default 300)")
    parser.add_argument("--mutant", action="append", help="run this mutant (path:line:column) instead of a sample")
    parser.add_argument("--filter", help="pass to `swift test --filter` (faster; the score then covers only those tests)")
    args = parser.parse_args()

    candidates = [site for site in sites() if not args.only or args.only in str(site[0])]
    if args.mutant:
        wanted = set(args.mutant)
        chosen = [site for site in candidates
                  if f"{site[0].relative_to(ROOT)}:{site[1] + 1}:{site[2] + 1}" in wanted]
        if len(chosen) != len(wanted):
            raise SystemExit(f"mutation: no such site among {', '.join(sorted(wanted))}")
    if args.list:
        for site in candidates:
            print(describe(site))
        print(f"{len(candidates)} sites", file=sys.stderr)
        return 0
    sample = chosen if args.mutant else random.Random(args.seed).sample(candidates, min(args.count, len(candidates)))
    test_command = ["swift", "test", "--skip-build"] + (["--filter", args.filter] if args.filter else [])
    equivalent = equivalent_keys()
    OUT.mkdir(parents=True, exist_ok=True)

    print(f"mutation: {len(sample)} of {len(candidates)} sites, seed {args.seed}; building the tests first", file=sys.stderr)
    status, output = run(["swift", "build", "--build-tests"], None)
    if status != 0:
        sys.stderr.write(output)
        raise SystemExit("mutation: the unmutated tree does not build")
    status, output = run(test_command, args.timeout)
    if status != 0:
        sys.stderr.write(output[-4000:])
        raise SystemExit("mutation: the unmutated tests do not pass")

    results = []
    original_text = None
    current = None

    def restore(*_):
        if current is not None and original_text is not None:
            current[0].write_text(original_text)
        if _:
            raise SystemExit("mutation: interrupted; the source is restored")

    signal.signal(signal.SIGINT, restore)
    signal.signal(signal.SIGTERM, restore)
    started = time.time()
    for number, site in enumerate(sample, 1):
        mutant_key = key(site)
        current = site
        original_text = mutate(site)
        try:
            status, output = run(["swift", "build", "--build-tests"], None)
            if status != 0:
                outcome, detail = "did not compile", ""
            else:
                status, output = run(test_command, args.timeout)
                if status is None:
                    outcome, detail = "killed", "timed out"
                elif status != 0:
                    failed = re.findall(r'✘ Test "?([^"\n]+?)"? (?:recorded|failed)', output)
                    outcome, detail = "killed", (failed[0] if failed else "the suite failed")
                else:
                    outcome, detail = "survived", ""
        finally:
            site[0].write_text(original_text)
            current = None
        if outcome == "survived" and mutant_key in equivalent:
            outcome, detail = "equivalent", equivalent[mutant_key]
        results.append((site, outcome, detail))
        print(f"[{number:>3}/{len(sample)}] {outcome:<15} {describe(site)}  {detail[:70]}", file=sys.stderr)
    # The tree as it was: rebuild so the next build is not a mutant's.
    run(["swift", "build", "--build-tests"], None)

    counts = {outcome: sum(1 for _, o, _ in results if o == outcome)
              for outcome in ("killed", "survived", "equivalent", "did not compile")}
    scored = counts["killed"] + counts["survived"]
    score = counts["killed"] / scored if scored else 1.0
    lines = [
        f"# Mutation testing: {len(sample)} mutants of {len(candidates)} sites, seed {args.seed}",
        "",
        f"- killed: {counts['killed']}",
        f"- survived: {counts['survived']}",
        f"- equivalent (listed in scripts/mutation-equivalent.txt): {counts['equivalent']}",
        f"- did not compile: {counts['did not compile']}",
        f"- score: {score:.1%} of the non-equivalent mutants that compiled were killed",
        f"- time: {time.time() - started:.0f} s",
        "",
        "| outcome | mutant | the line | detail |",
        "|---|---|---|---|",
    ]
    for site, outcome, detail in sorted(results, key=lambda r: (r[1], describe(r[0]))):
        line = site[0].read_text().split("\n")[site[1]].strip().replace("|", "\\|")
        lines.append(f"| {outcome} | `{describe(site)}` | `{line[:90]}` | {detail.replace('|', '/')[:80]} |")
    report = "\n".join(lines) + "\n"
    (OUT / "report.md").write_text(report)
    print(report)
    print(f"mutation: report in {(OUT / 'report.md').relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
