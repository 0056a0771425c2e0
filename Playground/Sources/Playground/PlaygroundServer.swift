import ArgumentParser
import Foundation
import Hummingbird
import ProfileHeaderCore

/// `swift run --package-path Playground [--port 8080] [--host 127.0.0.1]`: serves the playground page
/// and the engine compiled to WebAssembly (a module per screen). Ctrl-C stops it.
@main
struct PlaygroundServer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Playground",
        abstract: "Serves the ProfileHeaderKit playground: the page and the engine compiled to WebAssembly.")

    @Option(help: "The TCP port to listen on.")
    var port = 8080

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port needs a number from 0 to 65535") }
    }

    func run() async throws {
        let webRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Web")
        let files = try PlaygroundFiles(webRoot: webRoot, engines: [
            "/profile.wasm": URL(fileURLWithPath: ProfileWasmLocation.path),
            "/feed.wasm": URL(fileURLWithPath: FeedWasmLocation.path),
        ])

        let router = Router()
        router.get("/") { request, _ in files.response(for: request, path: "/") }
        router.get("**") { request, _ in files.response(for: request, path: request.uri.path) }
        router.head("/") { request, _ in files.response(for: request, path: "/") }
        router.head("**") { request, _ in files.response(for: request, path: request.uri.path) }

        let app = Application(router: router, configuration: .init(address: .hostname(host, port: port)))
        let header = ProfileHeaderConfiguration.twitter
        say("ProfileHeaderKit playground: profile.wasm is \(ProfileWasmLocation.size) bytes, feed.wasm \(FeedWasmLocation.size); the twitter preset collapses \(Int(header.expandedHeight)) → \(Int(header.collapsedHeight)) pt")
        say("Serving http://\(host):\(port)/  (profile: /?screen=profile, feed: /?screen=feed; Ctrl-C to stop)")
        try await app.runService()
    }
}

/// Writes a line to standard output at once (also when a test reads it through a pipe).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
