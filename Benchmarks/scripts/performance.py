#!/usr/bin/env python3
"""What a frame costs, measured deterministically and held to Benchmarks/budgets.json.

    python3 Benchmarks/scripts/performance.py                 measure everything, print, fail over budget
    python3 Benchmarks/scripts/performance.py --only wasm     just the browser engine's size
    python3 Benchmarks/scripts/performance.py --only front-ends
                                                              just the front ends' whole frame
    python3 Benchmarks/scripts/performance.py --readme check  also fail when docs/performance.md's figures differ
    python3 Benchmarks/scripts/performance.py --readme write  rewrite docs/performance.md's tables
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

The front ends' whole frame: a tabbed page's frame as each front end runs it on its platform model
(Benchmarks/FrontEndFrames, built -O by Benchmarks/scripts/build-front-end-frames.sh): UIKit's
ProfileTabsController with three table lists on the UIKit model (Tests/AppleModel), and the SwiftUI
page's PageDriver with three tabs on the model of SwiftUI's scroll views (Tests/SwiftUIScrollModel). A
finger holds the first list and scrolls it the `page` workload's sweep; a frame is the finger's move
and what the model does for one display frame: the front end reads the list, makes its one engine
call and writes every view (UIKit: the run loop's turn and layout pass; SwiftUI: the update cycle, the
tab's geometry report, the driver's writes). Counted as the workloads are (warm-up 100 frames, then one
1 000-frame cycle of the sweep; the loops check that every frame made one engine call). The figure
counts the model too — it stands in for UIKit and SwiftUI, and its bookkeeping (the safe area worked out
for every view in every layout pass, key-value observing by a linear search) is not UIKit's — so it is
an upper bound for the front end's own share. Two parts of it are read from the same runs: the front
end's pass (the calls of the function it runs in: UIKit's ProfileHeaderView.layoutSubviews(), the
SwiftUI driver's tabScrolled(_:_:at:); the engine and the model's reads and writes it makes included),
a tighter upper bound; and the engine's share, the instructions of the calls the front end, the model
and the loop make into ProfileHeaderCore's functions (not the value witnesses of its types: a copy of
the engine's state that a front end makes is the front end's).

Budgets are strict: any figure above its budget fails the run (exit 1). docs/performance.md's
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
README = ROOT / "docs" / "performance.md"
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


# --- the front ends' whole frame ----------------------------------------------------------------

# Each front end's tabbed page on its platform model, in the table's order: (name, loop, what it is,
# the function a frame's pass of the front end runs in, mangled: its calls are the pass).
FRONT_ENDS = [
    ("uikit-tabbed", "uikit-frames",
     "UIKit: `ProfileTabsController`, three table lists, on the UIKit model (`Tests/AppleModel`)",
     # ProfileHeaderView.layoutSubviews(), which runs the controller's pass
     "$s18ProfileHeaderUIKit0aB4ViewC14layoutSubviewsyyF"),
    ("swiftui-tabbed", "swiftui-frames",
     "SwiftUI: the page's `PageDriver`, three tabs, on the model of SwiftUI's scroll views (`Tests/SwiftUIScrollModel`)",
     # PageDriver.tabScrolled(_:_:at:), the followed tab's report
     "$s20ProfileHeaderSwiftUI10PageDriverV11tabScrolled__2atySi_AA17TabScrollGeometryVSdtF"),
]
# The warm-up and one whole 1 000-frame cycle of the reading scroll (Benchmarks/FrontEndFrames/ReadingScroll.swift).
FRONT_END_FRAMES = WARMUP_FRAMES + 1_000
# The engine's functions: ProfileHeaderCore's symbols, less the value witnesses, outlined copies,
# metadata and witness-table accessors of its types (a copy of the engine's state is its copier's work).
ENGINE_FUNCTION = re.compile(r"^\$s17ProfileHeaderCore")
TYPE_OPERATION = re.compile(r"(?:w[a-zA-Z]{2}|WO[a-zA-Z]\d*_?|W[a-zA-Z]|M[a-zA-Z])(?:Tm)?(?:'\d+)?$")
# Who calls the engine: the front end, the model and the loop — functions of a Swift module (the
# standard library's are `$ss…`/`$sS…`, the runtime's are C), other than the engine.
MODULE_FUNCTION = re.compile(r"^\$s\d")


def is_engine_function(name):
    return bool(ENGINE_FUNCTION.match(name)) and not TYPE_OPERATION.search(name)


def callgrind_front_end(loop, frames, pass_function):
    """(instructions, of them in the front end's pass, of them in engine calls) of one run of `frames`
    frames of a front end's loop."""
    SCRATCH.mkdir(parents=True, exist_ok=True)
    out = SCRATCH / f"callgrind.{loop.name}.{frames}.out"
    # The same stack under every run: what a frame costs moves by up to 0.04 % with the stack's
    # alignment (copies of the engine's large values), which the environment's size and the
    # arguments' lengths shift. So the loop runs from its directory, with the same environment
    # (only a fixed hash seed: nothing hashes per frame, but a warm-up that does repeats) and a
    # frame count of five digits, in any checkout and for both runs of a figure.
    valgrind = shutil.which("valgrind") or "valgrind"
    result = subprocess.run(
        [valgrind, "--tool=callgrind", "--compress-strings=no", "--compress-pos=no",
         f"--callgrind-out-file={out}", f"./{loop.name}", f"{frames:05d}"],
        cwd=loop.parent, text=True, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        env={"SWIFT_DETERMINISTIC_HASHING": "1"})
    if result.returncode != 0:
        raise SystemExit(f"performance: {loop.name} {frames} failed: {result.stdout.strip()}")
    total = None
    engine = front_end_pass = 0
    caller = callee = None
    counts_call = counts_pass = False
    with open(out) as profile:
        for line in profile:
            if counts_call or counts_pass:
                # The line after `calls=`: the call's position and its inclusive cost.
                cost = int(line.split()[1])
                engine += cost if counts_call else 0
                front_end_pass += cost if counts_pass else 0
                counts_call = counts_pass = False
            elif line.startswith("fn="):
                caller = line[3:].strip()
            elif line.startswith("cfn="):
                callee = line[4:].strip()
            elif line.startswith("calls=") and callee is not None:
                # A call from outside the engine into it: the engine's, all of it (the engine calls
                # nothing outside itself but the standard library and the runtime).
                counts_call = bool(is_engine_function(callee) and caller is not None and MODULE_FUNCTION.match(caller)
                                   and not ENGINE_FUNCTION.match(caller))
                counts_pass = callee == pass_function and caller != pass_function
                callee = None
            elif line.startswith("totals:"):
                total = int(line.split()[1])
    out.unlink()
    if total is None:
        raise RuntimeError(f"callgrind wrote no total for {loop.name}")
    if front_end_pass == 0:
        raise SystemExit(f"performance: {loop.name} never called {pass_function} (renamed? update FRONT_ENDS)")
    return total, front_end_pass, engine


def measure_front_ends():
    """Each front end's whole frame, per frame: {name: {instructions, pass, engine}}."""
    work = SCRATCH / "front-end-frames"
    build(["bash", str(BENCHMARKS / "scripts/build-front-end-frames.sh"), str(work)])
    results = {}
    for name, loop, _, pass_function in FRONT_ENDS:
        warm = callgrind_front_end(work / loop, WARMUP_FRAMES, pass_function)
        counted = callgrind_front_end(work / loop, FRONT_END_FRAMES, pass_function)
        frames = FRONT_END_FRAMES - WARMUP_FRAMES
        figure = [(count - warm_count) / frames for count, warm_count in zip(counted, warm)]
        results[name] = {"instructions": figure[0], "pass": figure[1], "engine": figure[2]}
        print(f"  {name:<16} {figure[0]:>10.1f} instructions/frame, {figure[1]:.1f} of them in the front end's pass, "
              f"{figure[2]:.1f} in the engine", file=sys.stderr)
    return results


# --- the SwiftUI page's view bodies ------------------------------------------------------------

# The scenario that counts the view bodies SwiftUI evaluates per display frame on the model, and the
# line it prints (Tests/ProfileHeaderSwiftUIScenarios/PerFrameCostTests.swift).
BODIES_TEST = "bodyEvaluationsPerFrame"
BODIES_LINE = re.compile(r"^body-evaluations: collapsing ([\d.]+) pinned ([\d.]+) pull ([\d.]+) refresh ([\d.]+)$", re.M)
BODY_SEGMENTS = [
    ("collapsing", "a finger scrolls the list, collapsing the header (60 frames)"),
    ("pinned", "a finger scrolls the list under the pinned header (60 frames)"),
    ("pull", "a finger pulls the list down past the top (60 frames)"),
    ("refresh", "the refresh holds still while the app's action runs (120 frames)"),
]


def measure_bodies():
    """The SwiftUI page's view bodies evaluated per display frame, as the model counts them: {segment: n}."""
    result = subprocess.run(["bash", str(ROOT / "scripts/check-swiftui-model.sh"), "--filter", BODIES_TEST],
                            cwd=ROOT, text=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    match = BODIES_LINE.search(result.stdout)
    if result.returncode != 0 or not match:
        raise SystemExit(f"performance: the body-evaluation scenario failed or printed no figures:\n{result.stdout[-2000:]}")
    figures = {name: float(value) for (name, _), value in zip(BODY_SEGMENTS, match.groups())}
    print("  swiftui bodies   " + ", ".join(f"{name} {value:.2f}" for name, value in figures.items())
          + " per frame", file=sys.stderr)
    return figures


def bodies_table(bodies):
    rows = ["| the SwiftUI page, three tabs, on the model (`Tests/SwiftUIScrollModel`) | view bodies evaluated per frame |",
            "|---|---:|"]
    for name, what in BODY_SEGMENTS:
        rows.append(f"| {what} `{name}` | {bodies[name]:.2f} |")
    return "\n".join(rows)


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


def front_ends_table(front_ends, budgets):
    rows = ["| a tabbed page's whole frame, reading scroll | instructions | budget | of them in the front end's pass | of them in the engine |",
            "|---|---:|---:|---:|---:|"]
    for name, _, description, _ in FRONT_ENDS:
        if name not in front_ends:
            continue
        figure = front_ends[name]
        rows.append(f"| {description} `{name}` | {group(figure['instructions'])} | "
                    f"{group(budgets['frontEndInstructionsPerFrame'][name])} | {group(figure['pass'])} | "
                    f"{group(figure['engine'])} |")
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


def over_budget(results, wasm, budgets, front_ends=None):
    problems = []
    for name, figure in (front_ends or {}).items():
        budget = budgets["frontEndInstructionsPerFrame"][name]
        if figure["instructions"] > budget:
            problems.append(f"{name}: {figure['instructions']:.1f} instructions per whole frame, budget {budget}")
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
        raise SystemExit(f"performance: docs/performance.md has no <!-- performance:{name} --> block")
    return pattern.sub(lambda m: m.group(1) + block + "\n" + m.group(2), text)


def readme_block(text, name):
    match = re.search(rf"<!-- performance:{name} -->\n(.*?)\n?<!-- /performance:{name} -->", text, re.S)
    return match.group(1).strip("\n") if match else None


def number(cell):
    return float(cell.replace(" ", "").replace("\u202f", ""))


def check_readme(results, wasm, front_ends=None, bodies=None):
    text = README.read_text()
    problems = []
    if bodies is not None:
        block = readme_block(text, "swiftui-bodies")
        if block is None:
            problems.append("docs/performance.md has no <!-- performance:swiftui-bodies --> block")
        elif block != bodies_table(bodies):
            problems.append("docs/performance.md's SwiftUI view-body table differs from the measurement "
                            "(run Benchmarks/scripts/performance.py --readme write)")

    def compare(label, claimed, measured):
        if abs(claimed - measured) > max(1.0, abs(measured) * README_TOLERANCE):
            problems.append(f"docs/performance.md says {label} is {group(claimed)}, measured {measured:.1f}")

    if results is not None:
        block = readme_block(text, "instructions")
        if block is None:
            return ["docs/performance.md has no <!-- performance:instructions --> block"]
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
                problems.append(f"docs/performance.md says {workload} allocates {claimed[workload][1]:g} per frame, measured {figure['allocations']:g}")
    if wasm is not None:
        block = readme_block(text, "wasm")
        if block is None:
            return problems + ["docs/performance.md has no <!-- performance:wasm --> block"]
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
    if front_ends is not None:
        block = readme_block(text, "front-ends")
        if block is None:
            return problems + ["docs/performance.md has no <!-- performance:front-ends --> block"]
        claimed = {}
        for row in block.split("\n")[2:]:
            cells = [cell.strip() for cell in row.strip().strip("|").split("|")]
            name = re.search(r"`([^`]+)`$", cells[0])
            if name:
                claimed[name.group(1)] = (number(cells[1]), number(cells[3]), number(cells[4]))
        for name, figure in front_ends.items():
            if name not in claimed:
                problems.append(f"README's front-ends table has no row for {name}")
                continue
            compare(f"{name}'s instructions per whole frame", claimed[name][0], figure["instructions"])
            compare(f"{name}'s instructions in the front end's pass", claimed[name][1], figure["pass"])
            compare(f"{name}'s instructions in the engine", claimed[name][2], figure["engine"])
    return problems


def write_readme(results, wasm, times, budgets, front_ends=None, bodies=None):
    text = README.read_text()
    if bodies is not None:
        text = replace_block(text, "swiftui-bodies", bodies_table(bodies))
    if results is not None:
        text = replace_block(text, "instructions", instructions_table(results, budgets))
    if front_ends is not None:
        text = replace_block(text, "front-ends", front_ends_table(front_ends, budgets))
    if wasm is not None:
        text = replace_block(text, "wasm", wasm_table(wasm, budgets))
    if times:
        text = replace_block(text, "time", time_table(times, results or {}))
    README.write_text(text)


# --- main -----------------------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", choices=["instructions", "wasm", "front-ends"], help="measure one kind of figure only")
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

    results = wasm = times = front_ends = bodies = None
    if args.only in (None, "instructions"):
        print(f"== performance: instructions per frame ({frames} frames under callgrind, less a 100-frame warm-up)", file=sys.stderr)
        results = measure_instructions(workloads, frames)
    if args.only in (None, "front-ends"):
        print(f"== performance: a tabbed page's whole frame on each front end's platform model "
              f"({FRONT_END_FRAMES} frames under callgrind, less a 100-frame warm-up)", file=sys.stderr)
        front_ends = measure_front_ends()
        bodies = measure_bodies()
    if args.only in (None, "wasm"):
        print("== performance: the browser engine (Embedded Swift, wasm32)", file=sys.stderr)
        wasm = measure_wasm(args.symbols)
    if args.time:
        print("== performance: time per frame (ordo-one/benchmark)", file=sys.stderr)
        times = measure_time()

    if results is not None:
        print(instructions_table(results, budgets))
        print()
    if front_ends is not None:
        print(front_ends_table(front_ends, budgets))
        print()
        print(bodies_table(bodies))
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

    problems = over_budget(results, wasm, budgets, front_ends)
    if args.readme == "check":
        problems += check_readme(results, wasm, front_ends, bodies)
    elif args.readme == "write":
        write_readme(results, wasm, times, budgets, front_ends, bodies)
        print("performance: docs/performance.md's tables written", file=sys.stderr)
    if problems:
        for problem in problems:
            print(f"performance: {problem}", file=sys.stderr)
        print("performance: FAILED (budgets in Benchmarks/budgets.json)", file=sys.stderr)
        return 1
    print("performance: every figure within its budget", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
