#!/usr/bin/env python3
"""What a fling costs the profile page's script in a slow browser: headless Chromium with the CPU
throttled 4× (Chrome DevTools' "4× slowdown", CDP Emulation.setCPUThrottlingRate), the playground's
profile on an iPhone-sized touch viewport, and a real fling — a finger (CDP touch events) drags the
list up 420 px in 100 ms and lets go, and the engine's momentum carries it on — recorded frame by
frame until it rests:

- script time per frame: the page's own animation-frame callback, measured around its one engine
  call and its writes (`window.playground.frameTimes`, performance.now()), p50 / p99 / max;
- dropped frames: the display frames (60 Hz) lost in gaps between animation frames longer than 1.5
  display frames; and of those, how many were lost while V8 collected the whole heap (a full garbage
  collection's pauses, from Chromium's trace: V8's events and the page's marks only);
- style recalculations and layouts per frame (CDP Performance.getMetrics' RecalcStyleCount and
  LayoutCount over the fling): one of each per frame means one read phase and one write phase, no
  layout forced inside a frame.

- a reference: in the same throttled page, right after the flings, 600 animation frames that each
  run the same fixed work (a loop of 20 000 square roots, about the page's median frame at 4× on a
  quiet machine), p50 / p99 — how much this machine's own noise stretches a frame's script at that
  moment (a shared host's stolen time, the throttler's own pauses). Read the page's p99 beside it.

All of that twice, each in a fresh browser: as shipped, and with V8's memory reducer off
(`--js-flags=--no-memory-reducer`). The memory reducer is V8's timer that, when a page's allocation
rate is low, runs a full collection (with Blink's heap compaction) to give memory back; a page that
allocates little during a fling is exactly such a page, so the collection can land in one. The second
row shows what the page's own work costs without it (`--as-shipped-only` skips it).

It is a benchmark, not a test: wall-clock figures depend on the machine, so nothing is asserted.
`--readme write` puts the table in README.md between its throttle markers (the figures come from
this script, run on the machine named in the table). Usage:
    python3 Playground/scripts/throttle-benchmark.py [--runs 12] [--throttle 4] [--as-shipped-only] [--readme write]
Needs the playground built (`swift build --package-path Playground`) and Playwright with Debian's
chromium, as the browser tests do.
"""

import argparse
import json
import pathlib
import platform
import re
import statistics
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Playground" / "Tests" / "browser"))

from conftest import Server, _binary  # noqa: E402  (the browser tests' server, on a free port)
from playwright.sync_api import sync_playwright  # noqa: E402

RECORD = """async () => {
  const times = window.playground.frameTimes;
  times.length = 0;
  const stamps = [];
  const mark = performance.mark('throttle-fling');  // ties performance.now() to the trace's clock
  const start = window.playground.profile.latest.offset;
  let last = start, moved = false, still = 0;
  await new Promise((done) => {
    const tick = (now) => {
      const offset = window.playground.profile.latest.offset;
      moved = moved || Math.abs(offset - start) > 0.01;
      // From the finger's first movement until the list has rested for 10 frames.
      if (moved) {
        stamps.push(now);
        still = Math.abs(offset - last) < 0.01 ? still + 1 : 0;
      }
      last = offset;
      if (still >= 10 || stamps.length > 900) done(); else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  stamps.length = Math.max(0, stamps.length - 10);  // the resting frames are not the fling's
  return { times: [...times], stamps, markTime: mark.startTime };
}"""


REFERENCE = """() => new Promise((done) => {
  const times = [];
  let sink = 0;
  const tick = () => {
    const start = performance.now();
    for (let i = 0; i < 20000; i += 1) sink += Math.sqrt(i);
    times.push(performance.now() - start);
    if (times.length < 600) requestAnimationFrame(tick); else done({ times, sink });
  };
  requestAnimationFrame(tick);
})"""


FRAME = 1000 / 60  # ms: a display frame at 60 Hz
DROPPED = 1.5 * FRAME  # a gap between animation frames that long lost at least one


def lost(gap):
    """How many display frames a gap between two animation frames lost (0 for one frame's gap)."""
    return 0 if gap <= DROPPED else max(1, round(gap / FRAME) - 1)


def full_gcs(trace, results):
    """The pauses of V8's full garbage collections (its heap and, with it, Blink's: the start of each
    one's marking and its finish) on the page's main thread from the first fling to the end of the
    last (the waits between flings too), as (start, pause, "start" or "finish") in ms of
    performance.now(), and how many of the flings' dropped frames were lost in a gap that one overlaps
    (an animation frame's time is when its frame began, so a pause that delays its callback ends in
    the gap after it). The page's performance.mark at each fling's start ties its clock to the trace's."""
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    marks = sorted((e for e in events if e.get("name") == "throttle-fling" and "blink.user_timing" in e.get("cat", "")),
                   key=lambda e: e["ts"])
    if len(marks) != len(results):
        return None  # the marks did not reach the trace: nothing is attributed
    thread = (marks[0]["pid"], marks[0]["tid"])
    # A full collection's pauses: the start of its marking and its finish.
    collections = [e for e in events if e.get("name") in ("MajorGC", "V8.GCIncrementalMarkingStart")
                   and e.get("ph") == "X" and (e["pid"], e["tid"]) == thread]
    origin = marks[0]["ts"] / 1000 - results[0]["markTime"]  # trace ms = performance.now() ms + origin
    starts = [(e["ts"] / 1000 - origin, e["dur"] / 1000, "finish" if e["name"] == "MajorGC" else "start")
              for e in collections]
    first, last = results[0]["markTime"], max(result["end"] for result in results)
    gcs = [pause for pause in starts if first <= pause[0] <= last]
    in_gc = sum(lost(b - a) for result in results for a, b in result["drops"]
                if any(start < b and start + pause > a for start, pause, _ in gcs))
    return {"gcs": gcs, "dropped in gc": in_gc}


def metric(cdp, name):
    return next(m["value"] for m in cdp.send("Performance.getMetrics")["metrics"] if m["name"] == name)


def fling(page, cdp):
    """One fling up from the top, recorded until the list rests. Returns the run's figures."""
    page.evaluate("window.playground.profile.activeScroller.scrollTop = 0")
    page.wait_for_timeout(300)
    box = page.locator("[data-testid=phone]").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + 700
    before = {name: metric(cdp, name) for name in ("RecalcStyleCount", "LayoutCount")}
    page.evaluate(f"() => {{ window.throttleRecording = ({RECORD})(); }}")  # recording from the next frame
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for step in range(1, 7):
        page.wait_for_timeout(16)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y - step * 70}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    result = page.evaluate("() => window.throttleRecording")
    after = {name: metric(cdp, name) for name in ("RecalcStyleCount", "LayoutCount")}
    stamps = result["stamps"]
    gaps = [b - a for a, b in zip(stamps, stamps[1:])]
    frames = max(1, len(gaps))
    return {
        "times": result["times"],
        "frames": frames,
        "dropped": sum(lost(gap) for gap in gaps),
        # Each dropped frame's gap, as (start, end) in performance.now() ms, and the mark's time.
        "drops": [(a, b) for a, b in zip(stamps, stamps[1:]) if b - a > DROPPED],
        "markTime": result["markTime"],
        "end": stamps[-1] if stamps else result["markTime"],
        "recalcs": (after["RecalcStyleCount"] - before["RecalcStyleCount"]) / frames,
        "layouts": (after["LayoutCount"] - before["LayoutCount"]) / frames,
        "travel": page.evaluate("window.playground.profile.activeScroller.scrollTop"),
    }


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


def measure(runs, throttle, v8_flags=""):
    """The flings in a fresh browser; `v8_flags` go to V8 (`--js-flags`)."""
    server = Server(_binary())
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium",
                                        args=["--no-sandbox"] + ([f"--js-flags={v8_flags}"] if v8_flags else []))
            context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=3,
                                          has_touch=True, is_mobile=True)
            page = context.new_page()
            page.goto(server.url + "/?screen=profile")
            page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
            cdp = context.new_cdp_session(page)
            cdp.send("Performance.enable")
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
            # V8's events and the page's marks only (the timeline's own categories would slow the frames).
            browser.start_tracing(page=page, categories=["v8", "blink.user_timing"])
            results = [fling(page, cdp) for _ in range(runs)]
            collected = full_gcs(json.loads(browser.stop_tracing()), results)
            reference = page.evaluate(REFERENCE)["times"]
            browser.close()
    finally:
        server.interrupt()
    times = [t for r in results for t in r["times"]]
    return {
        "runs": runs, "throttle": throttle, "v8 flags": v8_flags,
        "frames": sum(r["frames"] for r in results),
        "p50": statistics.median(times) if times else 0.0,
        "p99": percentile(times, 0.99), "max": max(times, default=0.0),
        "dropped": sum(r["dropped"] for r in results),
        "recalcs": statistics.mean(r["recalcs"] for r in results),
        "layouts": statistics.mean(r["layouts"] for r in results),
        "travel": statistics.mean(r["travel"] for r in results),
        "reference p50": statistics.median(reference), "reference p99": percentile(reference, 0.99),
        "gcs": collected["gcs"] if collected else None,
        "dropped in gc": collected["dropped in gc"] if collected else None,
        "seconds": max(r["end"] for r in results) / 1000,
    }


def row(figures):
    in_gc = "?" if figures["dropped in gc"] is None else figures["dropped in gc"]
    v8 = f"`{figures['v8 flags']}`" if figures["v8 flags"] else "as shipped"
    return (f"| {figures['throttle']:g}× | {v8} | {figures['runs']} | {figures['frames']} | {figures['p50']:.2f} ms "
            f"| {figures['p99']:.2f} ms | {figures['max']:.2f} ms | {figures['dropped']} ({in_gc}) | {figures['recalcs']:.2f} "
            f"| {figures['layouts']:.2f} | {figures['reference p50']:.2f} / {figures['reference p99']:.2f} ms |")


def pauses(figures):
    gcs = figures["gcs"]
    return ("unknown (the trace did not tie the page's clock)" if gcs is None
            else ", ".join(f"{which} {pause:.0f} ms at {start / 1000:.1f} s" for start, pause, which in gcs) or "none")


def table(measured):
    """The README's block: one row per run (the browser as shipped first), then how it was measured."""
    cpu = platform.processor() or platform.machine()
    chromium = subprocess.run(["/usr/bin/chromium", "--version"], capture_output=True, text=True).stdout.strip()
    first = measured[0]
    def label(figures):
        return f"with `{figures['v8 flags']}`" if figures["v8 flags"] else "as shipped"
    gc_text = "; ".join(f"{label(figures)}: {pauses(figures)}" for figures in measured)
    return "\n".join([
        "| CPU throttle | V8 | flings | frames | script p50 | script p99 | script max | dropped frames (in a full GC) "
        "| style recalcs / frame | layouts / frame | reference p50 / p99 |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        *[row(figures) for figures in measured],
        "",
        f"Measured by `python3 Playground/scripts/throttle-benchmark.py --runs {first['runs']}` ({chromium}, headless, "
        f"390×844 at 3×, touch; {platform.system()} {cpu}, "
        f"{subprocess.run(['nproc'], capture_output=True, text=True).stdout.strip()} cores; each fling travels about "
        f"{first['travel']:.0f} px; the flings ran until {first['seconds']:.0f} s after the page loaded; each row in a "
        "fresh browser). "
        f"The pauses of V8's full garbage collections in that time, the start of each one's marking and its finish "
        f"(main-thread pause, time since load), {gc_text}. The run is traced (V8's events only). "
        "The reference is a fixed frame of work (20 000 square roots) in the same throttled page after the flings: "
        "its p99 over its p50 is this machine's noise at that moment.",
    ])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=12, help="flings to record (default 12: past the post-load collections, 30 s after the page loads)")
    parser.add_argument("--throttle", type=float, default=4, help="CPU slowdown factor (default 4)")
    parser.add_argument("--readme", choices=["write"], help="write the table into README.md between its throttle markers")
    parser.add_argument("--as-shipped-only", action="store_true",
                        help="skip the second run, with V8's memory reducer off (--js-flags=--no-memory-reducer)")
    args = parser.parse_args()
    measured = [measure(args.runs, args.throttle)]
    if not args.as_shipped_only:
        measured.append(measure(args.runs, args.throttle, "--no-memory-reducer"))
    block = table(measured)
    print(block)
    if args.readme == "write":
        readme = ROOT / "README.md"
        text = readme.read_text()
        pattern = re.compile(r"(<!-- throttle:begin -->\n)(?:.*?\n)?(<!-- throttle:end -->)", re.S)
        if not pattern.search(text):
            sys.exit("throttle-benchmark: README.md has no <!-- throttle:begin --> … <!-- throttle:end --> block")
        readme.write_text(pattern.sub(lambda m: m.group(1) + block + "\n" + m.group(2), text))
        print("throttle-benchmark: README.md's table written")


if __name__ == "__main__":
    main()
