import Benchmark
import Foundation
import Workloads

// Per-frame cost of the engine. Each sample runs 1 000 frames (scalingFactor .kilo) and the figures
// marked * are per frame. Each benchmark is named as its workload in Benchmarks/scripts/performance.py
// (and without spaces: ordo-one/benchmark 1.38 writes a threshold file for a name with spaces that
// its own check then cannot find, ordo-one/benchmark#301 and #373).
//
// Nothing allocates per frame: ordo-one/benchmark's own threshold check (`benchmark thresholds check`,
// Benchmarks/scripts/run-benchmarks.sh) holds each benchmark's mallocs per 1 000-frame sample (p90) to
// the count in Benchmarks/Thresholds/, within ±100. The stored counts are the harness's own (16, see
// "Empty") plus the few a workload makes once when it starts, so one allocation per frame (+1 000)
// fails as worse, and a count that is not being measured fails as better (the control reads 1 016).
// BENCHMARK_SHORT=1 runs a few samples and counts mallocs only (CI); the instruction counts CI holds
// to budgets are callgrind's (Benchmarks/scripts/performance.py), which no load can disturb.

@inline(__always)
func measure<W: FrameWorkload>(_ benchmark: Benchmark, _ workload: inout W) {
    for _ in benchmark.scaledIterations {
        blackHole(workload.frame())
    }
}

let benchmarks: @Sendable () -> Void = {
    let short = ProcessInfo.processInfo.environment["BENCHMARK_SHORT"] != nil
    Benchmark.defaultConfiguration = .init(
        metrics: short ? [.mallocCountTotal] : [.wallClock, .instructions, .mallocCountTotal],
        warmupIterations: short ? 1 : 10,
        scalingFactor: .kilo,
        maxDuration: short ? .milliseconds(150) : .seconds(2),
        maxIterations: short ? 20 : 10_000,
        // Against Benchmarks/Thresholds/: a per-frame allocation is +1 000 a sample; ±100 leaves room
        // for a workload's start-up allocations landing in one sample or another.
        thresholds: [.mallocCountTotal: .init(absolute: [.p90: 100])]
    )

    // Nothing but the loop: what the harness itself costs.
    Benchmark("empty") { benchmark in
        var workload = EmptyWorkload()
        measure(benchmark, &workload)
    }
    // A positive control for the malloc check: it must read one allocation per frame, or the
    // check that every other benchmark reads zero would prove nothing.
    Benchmark("control-one-allocation-per-frame") { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(Array(repeating: Double(index), count: 4))
        }
    }
    Benchmark("layout") { benchmark in
        var workload = ProfileLayoutWorkload()
        measure(benchmark, &workload)
    }
    Benchmark("page") { benchmark in
        var workload = ProfilePageWorkload()
        benchmark.startMeasurement()
        measure(benchmark, &workload)
    }
    Benchmark("page-everything") { benchmark in
        var workload = EverythingWorkload()
        benchmark.startMeasurement()
        measure(benchmark, &workload)
    }
    Benchmark("shy") { benchmark in
        var workload = ShyBarsWorkload()
        measure(benchmark, &workload)
    }
    for tabCount in [1, 10, 100, 1_000, 10_000] {
        Benchmark("tabs-\(tabCount)") { benchmark in
            var workload = TabsWorkload(tabCount: tabCount)
            benchmark.startMeasurement()
            measure(benchmark, &workload)
        }
    }
    Benchmark("spring") { benchmark in
        var workload = SpringWorkload()
        measure(benchmark, &workload)
    }
    for elementCount in [1, 10, 100] {
        Benchmark("keyframes-\(elementCount)") { benchmark in
            var workload = KeyframesWorkload(elementCount: elementCount)
            benchmark.startMeasurement()
            measure(benchmark, &workload)
        }
    }
}
