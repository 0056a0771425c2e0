import Foundation
import PackagePlugin

/// Builds the engine for the browser: ProfileHeaderCore's own sources (taken from the package graph,
/// so they are never copied) plus the wasm-only glue in `Wasm/`, compiled as Embedded Swift for
/// wasm32 and linked into `engine.wasm` by `scripts/build-engine-wasm.sh`. It also writes a Swift
/// file telling the server where the module is and how big it is.
@main
struct EngineWasm: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let engineSources = context.package.dependencies
            .flatMap { $0.package.targets }
            .filter { $0.name == "ProfileHeaderCore" }
            .compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
        guard !engineSources.isEmpty else {
            throw PluginError("ProfileHeaderCore's sources were not found among the package's dependencies")
        }
        let root = context.package.directoryURL
        let glue = ["Wasm/EngineExports.swift", "Wasm/Boundary.swift", "Wasm/runtime.c"].map { root.appending(path: $0) }
        let script = root.appending(path: "scripts/build-engine-wasm.sh")
        let wasm = context.pluginWorkDirectoryURL.appending(path: "engine.wasm")
        let location = context.pluginWorkDirectoryURL.appending(path: "EngineWasmLocation.swift")
        return [
            .buildCommand(
                displayName: "Compiling the engine to WebAssembly (Embedded Swift)",
                executable: URL(fileURLWithPath: "/bin/bash"),
                arguments: [script.path, wasm.path, location.path] + glue.map(\.path) + engineSources.map(\.path),
                inputFiles: [script] + glue + engineSources,
                outputFiles: [wasm, location]
            )
        ]
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
