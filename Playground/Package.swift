// swift-tools-version: 6.1
import PackageDescription

// The playground: the engine compiled to WebAssembly (Embedded Swift) and a web page that runs it,
// served by a small Hummingbird server. `swift run --package-path Playground` builds all of it.
let package = Package(
    name: "Playground",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "ProfileHeaderKit", path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.4.0"),
    ],
    targets: [
        .executableTarget(
            name: "Playground",
            dependencies: [
                .product(name: "ProfileHeaderCore", package: "ProfileHeaderKit"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // gzip (the system's zlib), to compress the files once at startup.
                .product(name: "CompressNIO", package: "compress-nio"),
            ],
            plugins: ["EngineWasm"]
        ),
        // Compiles ProfileHeaderCore's sources with each screen's wasm glue in Wasm/ to profile.wasm and feed.wasm on every build.
        .plugin(name: "EngineWasm", capability: .buildTool()),
    ],
    swiftLanguageModes: [.v6]
)
