import Benchmark
import Foundation
import Workloads

// Per-frame cost of the engine. Each sample runs 1 000 frames (scalingFactor .kilo) and the figures
// marked * are per frame. Mallocs are counted per sample: compare with "Empty", whose count is the
// harness's own. BENCHMARK_SHORT=1 runs a few samples only (CI keeps the code from rotting).

@inline(__always)
func measure<W: FrameWorkload>(_ benchmark: Benchmark, _ workload: inout W) {
    for _ in benchmark.scaledIterations {
        blackHole(workload.frame())
    }
}

let benchmarks: @Sendable () -> Void = {
    let short = ProcessInfo.processInfo.environment["BENCHMARK_SHORT"] != nil
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .instructions, .mallocCountTotal],
        warmupIterations: short ? 1 : 10,
        scalingFactor: .kilo,
        maxDuration: short ? .milliseconds(150) : .seconds(2),
        maxIterations: short ? 20 : 10_000
    )

    Benchmark("Empty") { benchmark in
        var workload = EmptyWorkload()
        measure(benchmark, &workload)
    }
    // A positive control for the malloc check: it must read one allocation per frame, or the
    // check that every other benchmark reads zero would prove nothing.
    Benchmark("Control: one allocation per frame") { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(Array(repeating: Double(index), count: 4))
        }
    }
    Benchmark("Profile header layout") { benchmark in
        var workload = ProfileLayoutWorkload()
        measure(benchmark, &workload)
    }
    Benchmark("Profile page frame (tabbed, refresh, snapping)") { benchmark in
        var workload = ProfilePageWorkload()
        benchmark.startMeasurement()
        measure(benchmark, &workload)
    }
    Benchmark("Everything on: page, shy bars, 10 keyframed elements") { benchmark in
        var workload = EverythingWorkload()
        benchmark.startMeasurement()
        measure(benchmark, &workload)
    }
    Benchmark("Shy bars step") { benchmark in
        var workload = ShyBarsWorkload()
        measure(benchmark, &workload)
    }
    for tabCount in [1, 10, 100, 1_000, 10_000] {
        Benchmark("Tabs sync and indicator, \(tabCount) tabs") { benchmark in
            var workload = TabsWorkload(tabCount: tabCount)
            benchmark.startMeasurement()
            measure(benchmark, &workload)
        }
    }
    Benchmark("Spring evaluation") { benchmark in
        var workload = SpringWorkload()
        measure(benchmark, &workload)
    }
    for elementCount in [1, 10, 100] {
        Benchmark("Keyframes, \(elementCount) elements") { benchmark in
            var workload = KeyframesWorkload(elementCount: elementCount)
            benchmark.startMeasurement()
            measure(benchmark, &workload)
        }
    }
}
