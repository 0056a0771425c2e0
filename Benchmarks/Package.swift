// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for ProfileHeaderCore, in their own package so the library stays dependency-free.
//   swift package --package-path Benchmarks benchmark          (ordo-one/benchmark: time, instructions, mallocs)
//   python3 Benchmarks/scripts/performance.py                  (callgrind: instructions per frame, held to budgets.json)
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "ProfileHeaderKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        // One frame of each thing the engine does per frame, shared by both ways of measuring.
        .target(
            name: "Workloads",
            dependencies: [.product(name: "ProfileHeaderCore", package: "ProfileHeaderKit")]
        ),
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: ["Workloads", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/EngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Runs N frames of one workload, for valgrind --tool=callgrind.
        .executableTarget(name: "FrameLoop", dependencies: ["Workloads"]),
    ],
    swiftLanguageModes: [.v6]
)
