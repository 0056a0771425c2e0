#!/usr/bin/env python3
"""What a frame costs, measured deterministically and held to Benchmarks/budgets.json.

    python3 Benchmarks/scripts/performance.py                 measure everything, print, fail over budget
    python3 Benchmarks/scripts/performance.py --only wasm     just the browser engine's size
    python3 Benchmarks/scripts/performance.py --readme check  also fail when README.md's figures differ
    python3 Benchmarks/scripts/performance.py --readme write  rewrite README.md's Performance tables
    python3 Benchmarks/scripts/performance.py --time --readme write
                                                              with time p50/p99 from ordo-one/benchmark

Instructions: each workload of Benchmarks/Sources/Workloads runs under valgrind --tool=callgrind for
100 (a warm-up) and for N frames (N from budgets.json); (count(N) - count(100)) / (N - 100) is its
cost per frame, steady: what happens once (a page adapting its configuration on its first frame, the
Swift runtime's first protocol-conformance lookup, which scans every conformance in the binary and so
grows with the package, not with the frame) is left out. Counting instructions does not depend on
the machine's load, so the figure repeats to a fraction of an instruction.

Allocations: calls to malloc, calloc, realloc, posix_memalign, aligned_alloc and memalign, counted by
the same callgrind runs; the frames after a 100-frame warm-up must make none (a page adapts its
configuration, which allocates, on its first frame only).

The browser engine: one module per screen of the playground (profile.wasm, feed.wasm), each built by
Playground/scripts/build-engine-wasm.sh exactly as the playground builds it (Embedded Swift -Osize to
bitcode, wasm-ld with link-time optimisation, then Binaryen's wasm-opt -Oz, which must be installed);
its size is the module's bytes and its gzip -9 bytes (what the server sends). To see where the bytes
go, the same link is also written without --strip-all and llvm-nm --size-sort -S lists its largest
functions (--symbols K).

Budgets are strict: any figure above its budget fails the run (exit 1). README.md's Performance
section holds the tables this script prints between `<!-- performance:… -->` markers; `--readme check`
fails when a figure there differs from the measurement by more than half a percent (other CPUs may
pick other libc string routines), `--readme write` puts the measurement there.
"""

import argparse
import gzip
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BENCHMARKS = ROOT / "Benchmarks"
BUDGETS = BENCHMARKS / "budgets.json"
README = ROOT / "README.md"
SCRATCH = ROOT / ".build" / "performance"

# What each workload is, in the README's words, in the order the tables list them.
WORKLOADS = [
    ("page", "**Profile page frame** (tabbed, refresh, snapping: the one call a front end makes)"),
    ("page-everything", "**Everything on**: page frame + shy bars step + 10 keyframed elements (six scrolling label-width tabs, refresh, blur levels)"),
    ("layout", "Profile header layout"),
    ("shy", "Shy bars step"),
    ("tabs-1", "Tabs sync + indicator, 1 tab"),
    ("tabs-10", "Tabs sync + indicator, 10 tabs"),
    ("tabs-100", "Tabs sync + indicator, 100 tabs"),
    ("tabs-1000", "Tabs sync + indicator, 1 000 tabs"),
    ("tabs-10000", "Tabs sync + indicator, 10 000 tabs"),
    ("spring", "Spring evaluation"),
    ("keyframes-1", "Keyframes, 1 element"),
    ("keyframes-10", "Keyframes, 10 elements"),
    ("keyframes-100", "Keyframes, 100 elements"),
]
ALLOCATORS = {"malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign"}
WARMUP_FRAMES = 100
README_TOLERANCE = 0.005


def run(command, **kwargs):
    return subprocess.run(command, check=True, text=True, **kwargs)


def build(command, env=None):
    """Runs a build, quietly unless it fails (then its output is shown and the script stops)."""
    result = subprocess.run(command, text=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
    if result.returncode != 0:
        sys.stderr.write(result.stdout)
        raise SystemExit(f"performance: {' '.join(map(str, command[:2]))} failed")


def swift_path():
    swift = shutil.which("swift") or "/opt/swift/usr/bin/swift"
    return swift


# --- instructions and allocations ---------------------------------------------------------------

def build_frame_loop():
    swift = swift_path()
    # The workloads read the engine's value types' layouts, and an incremental build does not always
    # recompile them when only an internal stored property changed (a stale FrameLoop crashed):
    # the release build is always made afresh (about a minute).
    for stale in (BENCHMARKS / ".build").glob("*/release"):
        shutil.rmtree(stale, ignore_errors=True)
    build([swift, "build", "-c", "release", "--package-path", str(BENCHMARKS), "--product", "FrameLoop"])
    bin_path = run([swift, "build", "-c", "release", "--package-path", str(BENCHMARKS), "--show-bin-path"],
                   capture_output=True).stdout.strip()
    return Path(bin_path) / "FrameLoop"


def callgrind(loop, workload, frames):
    """(instructions, allocation calls) of one run of `frames` frames."""
    SCRATCH.mkdir(parents=True, exist_ok=True)
    out = SCRATCH / f"callgrind.{workload}.{frames}.out"
    run(["valgrind", "--tool=callgrind", "--compress-strings=no", "--compress-pos=no",
         f"--callgrind-out-file={out}", str(loop), workload, str(frames)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    total = None
    allocations = 0
    callee = None
    with open(out) as profile:
        for line in profile:
            if line.startswith("cfn="):
                callee = line[4:].strip()
            elif line.startswith("calls=") and callee is not None:
                if callee in ALLOCATORS:
                    allocations += int(line.split()[0][6:])
                callee = None
            elif line.startswith("totals:"):
                total = int(line.split()[1])
    out.unlink()
    if total is None:
        raise RuntimeError(f"callgrind wrote no total for {workload}")
    return total, allocations


def measure_instructions(workloads, frames):
    loop = build_frame_loop()
    results = {}
    for workload in workloads:
        warm, warm_allocations = callgrind(loop, workload, WARMUP_FRAMES)
        total, allocations = callgrind(loop, workload, frames)
        results[workload] = {
            "instructions": (total - warm) / (frames - WARMUP_FRAMES),
            "allocations": (allocations - warm_allocations) / (frames - WARMUP_FRAMES),
        }
        print(f"  {workload:<16} {results[workload]['instructions']:>10.1f} instructions/frame"
              f"  {results[workload]['allocations']:g} allocations/frame", file=sys.stderr)
    return results


# --- the browser engine -------------------------------------------------------------------------

WASM_MODULES = [
    ("profile", "the profile screen: the page engine", "Playground/Wasm/ProfileExports.swift"),
    ("feed", "the feed screen: the shy bars", "Playground/Wasm/FeedExports.swift"),
]


def measure_wasm(symbols):
    """Each screen's module, built as the playground builds it: {name: {raw, gzip, largest, code}}."""
    if shutil.which("wasm-opt") is None:
        raise SystemExit("performance: the browser engine's size is measured after Binaryen's wasm-opt, as the "
                         "playground builds it; install it (apt-get install binaryen)")
    work = SCRATCH / "wasm"
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    shared = [ROOT / "Playground/Wasm/Shared.swift", ROOT / "Playground/Wasm/Boundary.swift",
              ROOT / "Playground/Wasm/runtime.c"]
    engine = sorted((ROOT / "Sources/ProfileHeaderCore").rglob("*.swift"))
    swiftc = Path(shutil.which("swiftc") or "/opt/swift/usr/bin/swiftc").resolve()
    tools = swiftc.parent
    modules = {}
    for name, _, exports in WASM_MODULES:
        wasm = work / f"{name}.wasm"
        # The same link is also written without --strip-all: its names say where the bytes go.
        build(["bash", str(ROOT / "Playground/scripts/build-engine-wasm.sh"), str(wasm), str(work / f"{name}.swift"),
               str(ROOT / exports), *map(str, shared), *map(str, engine)], env={**os.environ, "PHK_WASM_KEEP_NAMES": "1"})
        raw = wasm.read_bytes()
        result = {"raw": len(raw), "gzip": len(gzip.compress(raw, compresslevel=9, mtime=0)), "largest": []}
        if symbols:
            unstripped = work / f"{name}-unstripped.wasm"
            nm = tools / "llvm-nm" if (tools / "llvm-nm").exists() else "llvm-nm"
            listing = run([str(nm), "--size-sort", "-S", str(unstripped)], capture_output=True).stdout.split("\n")
            entries = []
            for line in listing:
                parts = line.split()
                if len(parts) == 4:
                    entries.append((int(parts[1], 16), parts[3]))
            entries.sort(reverse=True)
            names = [n.replace("$e", "$s", 1) if n.startswith("$e") else n for _, n in entries[:symbols]]
            demangled = run(["swift", "demangle", "--simplified"], input="\n".join(names), capture_output=True).stdout.split("\n")
            result["largest"] = [(size, demangled[i] if i < len(demangled) else n)
                                 for i, (size, n) in enumerate(entries[:symbols])]
            result["code"] = sum(size for size, _ in entries)
        modules[name] = result
    return modules


# --- time, from ordo-one/benchmark ---------------------------------------------------------------

def measure_time():
    """p50 and p99 wall-clock time per frame of every benchmark, in ns (each sample is 1 000 frames)."""
    output = run(["swift", "package", "--package-path", str(BENCHMARKS), "--disable-sandbox", "benchmark",
                  "--no-progress", "--format", "markdown"], capture_output=True).stdout
    times = {}
    current = None
    for line in output.split("\n"):
        heading = re.match(r"^#+\s*(.+?)\s*$", line)
        if heading and not line.startswith("## Hostname"):
            current = heading.group(1)
            continue
        if current and line.startswith("|") and "Time (wall clock)" in line and "*" in line:
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            # | metric | p0 | p25 | p50 | p75 | p90 | p99 | p100 | samples |
            unit = re.search(r"\((ns|us|μs|ms)\)", cells[0])
            scale = {"ns": 1, "us": 1_000, "μs": 1_000, "ms": 1_000_000}[unit.group(1)] if unit else 1
            times[current] = (float(cells[3]) * scale, float(cells[6]) * scale)
    return times


# --- tables ---------------------------------------------------------------------------------------

def group(value):
    """1234567 → '1 234 567' (the README's thin grouping)."""
    return f"{value:,.0f}".replace(",", " ")


def format_ns(ns):
    if ns >= 1000:
        return f"{ns / 1000:.2f} µs"
    return f"{ns:.0f} ns"


def instructions_table(results, budgets):
    rows = ["| per frame | instructions | budget | allocations |", "|---|---:|---:|---:|"]
    for workload, description in WORKLOADS:
        if workload not in results:
            continue
        figure = results[workload]
        rows.append(f"| {description} `{workload}` | {group(figure['instructions'])} | "
                    f"{group(budgets['instructionsPerFrame'][workload])} | {figure['allocations']:g} |")
    return "\n".join(rows)


def wasm_table(wasm, budgets):
    rows = ["| module | screen | raw bytes | budget | gzip -9 bytes | budget |", "|---|---|---:|---:|---:|---:|"]
    for name, screen, _ in WASM_MODULES:
        figure, budget = wasm[name], budgets["wasmBytes"][name]
        rows.append(f"| {name}.wasm | {screen} | {group(figure['raw'])} | {group(budget['raw'])} | "
                    f"{group(figure['gzip'])} | {group(budget['gzip'])} |")
    return "\n".join(rows)


def time_table(times, results):
    rows = ["| per frame | time p50 | time p99 | p50 share of a 120 Hz frame |", "|---|---:|---:|---:|"]
    for workload, description in WORKLOADS:
        name = workload  # the ordo-one/benchmark benchmark of the same name
        if name not in times:
            continue
        p50, p99 = times[name]
        rows.append(f"| {description} | {format_ns(p50)} | {format_ns(p99)} | {p50 / 8_333_333 * 100:.4f} % |")
    return "\n".join(rows)


def over_budget(results, wasm, budgets):
    problems = []
    for workload, figure in (results or {}).items():
        budget = budgets["instructionsPerFrame"][workload]
        if figure["instructions"] > budget:
            problems.append(f"{workload}: {figure['instructions']:.1f} instructions per frame, budget {budget}")
        if figure["allocations"] > budgets["allocationsPerFrame"]:
            problems.append(f"{workload}: {figure['allocations']:g} allocations per frame, budget {budgets['allocationsPerFrame']}")
    for name, figure in (wasm or {}).items():
        for kind in ("raw", "gzip"):
            if figure[kind] > budgets["wasmBytes"][name][kind]:
                problems.append(f"{name}.wasm {kind}: {figure[kind]} bytes, budget {budgets['wasmBytes'][name][kind]}")
    return problems


# --- README ---------------------------------------------------------------------------------------

def replace_block(text, name, block):
    pattern = re.compile(rf"(<!-- performance:{name} -->\n).*?(<!-- /performance:{name} -->)", re.S)
    if not pattern.search(text):
        raise SystemExit(f"performance: README.md has no <!-- performance:{name} --> block")
    return pattern.sub(lambda m: m.group(1) + block + "\n" + m.group(2), text)


def readme_block(text, name):
    match = re.search(rf"<!-- performance:{name} -->\n(.*?)\n?<!-- /performance:{name} -->", text, re.S)
    return match.group(1).strip("\n") if match else None


def number(cell):
    return float(cell.replace(" ", "").replace("\u202f", ""))


def check_readme(results, wasm):
    text = README.read_text()
    problems = []

    def compare(label, claimed, measured):
        if abs(claimed - measured) > max(1.0, abs(measured) * README_TOLERANCE):
            problems.append(f"README says {label} is {group(claimed)}, measured {measured:.1f}")

    if results is not None:
        block = readme_block(text, "instructions")
        if block is None:
            return ["README.md has no <!-- performance:instructions --> block"]
        claimed = {}
        for row in block.split("\n")[2:]:
            cells = [cell.strip() for cell in row.strip().strip("|").split("|")]
            name = re.search(r"`([^`]+)`", cells[0])
            if name:
                claimed[name.group(1)] = (number(cells[1]), float(cells[3]))
        for workload, figure in results.items():
            if workload not in claimed:
                problems.append(f"README's table has no row for {workload}")
                continue
            compare(f"{workload}'s instructions per frame", claimed[workload][0], figure["instructions"])
            if claimed[workload][1] != figure["allocations"]:
                problems.append(f"README says {workload} allocates {claimed[workload][1]:g} per frame, measured {figure['allocations']:g}")
    if wasm is not None:
        block = readme_block(text, "wasm")
        if block is None:
            return problems + ["README.md has no <!-- performance:wasm --> block"]
        claimed = {}
        for row in block.split("\n")[2:]:
            cells = [cell.strip() for cell in row.strip().strip("|").split("|")]
            claimed[cells[0].removesuffix(".wasm")] = (number(cells[2]), number(cells[4]))
        for name, figure in wasm.items():
            if name not in claimed:
                problems.append(f"README's wasm table has no row for {name}.wasm")
                continue
            compare(f"{name}.wasm's raw size", claimed[name][0], figure["raw"])
            compare(f"{name}.wasm's gzip size", claimed[name][1], figure["gzip"])
    return problems


def write_readme(results, wasm, times, budgets):
    text = README.read_text()
    if results is not None:
        text = replace_block(text, "instructions", instructions_table(results, budgets))
    if wasm is not None:
        text = replace_block(text, "wasm", wasm_table(wasm, budgets))
    if times:
        text = replace_block(text, "time", time_table(times, results or {}))
    README.write_text(text)


# --- main -----------------------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", choices=["instructions", "wasm"], help="measure one kind of figure only")
    parser.add_argument("--workloads", help="comma-separated workloads (default: all)")
    parser.add_argument("--frames", type=int, help="frames per callgrind run (default: budgets.json's)")
    parser.add_argument("--symbols", type=int, default=12, help="list the K largest functions of the wasm (0: none)")
    parser.add_argument("--readme", choices=["check", "write"], help="check README.md against the measurement, or write it")
    parser.add_argument("--time", action="store_true", help="also run ordo-one/benchmark for time p50/p99 (not budgeted)")
    parser.add_argument("--budgets", default=str(BUDGETS), help="a budgets file (default: Benchmarks/budgets.json)")
    args = parser.parse_args()

    budgets = json.loads(Path(args.budgets).read_text())
    frames = args.frames or budgets["frames"]
    workloads = args.workloads.split(",") if args.workloads else [w for w, _ in WORKLOADS]
    unknown = [w for w in workloads if w not in budgets["instructionsPerFrame"]]
    if unknown:
        raise SystemExit(f"performance: no budget for {', '.join(unknown)}")

    results = wasm = times = None
    if args.only in (None, "instructions"):
        print(f"== performance: instructions per frame ({frames} frames under callgrind, less a 100-frame warm-up)", file=sys.stderr)
        results = measure_instructions(workloads, frames)
    if args.only in (None, "wasm"):
        print("== performance: the browser engine (Embedded Swift, wasm32)", file=sys.stderr)
        wasm = measure_wasm(args.symbols)
    if args.time:
        print("== performance: time per frame (ordo-one/benchmark)", file=sys.stderr)
        times = measure_time()

    if results is not None:
        print(instructions_table(results, budgets))
        print()
    if wasm is not None:
        print(wasm_table(wasm, budgets))
        for module, figure in wasm.items():
            if figure["largest"]:
                print(f"\nlargest functions of {module}.wasm's unstripped link ({group(figure['code'])} bytes in all, "
                      "before wasm-opt):")
                for size, name in figure["largest"]:
                    print(f"  {size:>6}  {name[:150]}")
        print()
    if times:
        print(time_table(times, results or {}))
        print()

    problems = over_budget(results, wasm, budgets)
    if args.readme == "check":
        problems += check_readme(results, wasm)
    elif args.readme == "write":
        write_readme(results, wasm, times, budgets)
        print("performance: README.md's Performance tables written", file=sys.stderr)
    if problems:
        for problem in problems:
            print(f"performance: {problem}", file=sys.stderr)
        print("performance: FAILED (budgets in Benchmarks/budgets.json)", file=sys.stderr)
        return 1
    print("performance: every figure within its budget", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
