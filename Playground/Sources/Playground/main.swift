import Foundation
import Hummingbird
import ProfileHeaderCore

// swift run --package-path Playground [--port 8080] [--host 127.0.0.1]
// Serves the playground page and the engine compiled to WebAssembly (a module per screen). Ctrl-C stops it.

/// Writes a line to standard output at once (also when a test reads it through a pipe).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

var host = "127.0.0.1"
var port = 8080
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--port":
        guard let value = arguments.popFirst().flatMap(Int.init), (0...65535).contains(value) else {
            say("--port needs a number from 0 to 65535"); exit(2)
        }
        port = value
    case "--host":
        guard let value = arguments.popFirst() else { say("--host needs an address"); exit(2) }
        host = value
    case "--help", "-h":
        say("usage: Playground [--port N] [--host ADDRESS]   (defaults: 8080, 127.0.0.1)")
        exit(0)
    default:
        say("unknown argument \(argument); try --help"); exit(2)
    }
}

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
