import Foundation
import PackagePlugin

/// Builds the engine for the browser, one module per screen: ProfileHeaderCore's own sources (taken
/// from the package graph, so they are never copied) plus that screen's wasm-only glue in `Wasm/`,
/// compiled as Embedded Swift for wasm32 and linked by `scripts/build-engine-wasm.sh` into
/// `profile.wasm` (the profile page) and `feed.wasm` (the shy bars feed). Each also gets a Swift file
/// telling the server where the module is and how big it is.
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
        let script = root.appending(path: "scripts/build-engine-wasm.sh")
        let shared = ["Wasm/Shared.swift", "Wasm/Boundary.swift", "Wasm/runtime.c"].map { root.appending(path: $0) }
        let modules = [("profile", "Wasm/ProfileExports.swift", "ProfileWasmLocation"),
                       ("feed", "Wasm/FeedExports.swift", "FeedWasmLocation")]
        return modules.map { name, exports, location in
            let glue = [root.appending(path: exports)] + shared
            let wasm = context.pluginWorkDirectoryURL.appending(path: "\(name).wasm")
            let swift = context.pluginWorkDirectoryURL.appending(path: "\(location).swift")
            return .buildCommand(
                displayName: "Compiling the \(name) screen's engine to WebAssembly (Embedded Swift)",
                executable: URL(fileURLWithPath: "/bin/bash"),
                arguments: [script.path, wasm.path, swift.path] + glue.map(\.path) + engineSources.map(\.path),
                inputFiles: [script] + glue + engineSources,
                outputFiles: [wasm, swift]
            )
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
