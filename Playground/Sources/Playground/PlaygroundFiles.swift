import Foundation
import Hummingbird

/// The only files the playground serves: everything under `Web/` plus the compiled engine, listed
/// once at startup. A request is answered only when its path is exactly one of these, so nothing
/// outside the playground can be reached (no `..`, no encoded tricks, no symbolic links out).
struct PlaygroundFiles: Sendable {
    /// URL path ("/app.js") → file on disk.
    let files: [String: URL]

    init(webRoot: URL, engineWasm: URL) throws {
        var files: [String: URL] = ["/engine.wasm": engineWasm]
        let root = webRoot.resolvingSymlinksInPath().standardizedFileURL
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw PlaygroundError("cannot read the web folder at \(root.path)")
        }
        for case let file as URL in walker {
            let resolved = file.resolvingSymlinksInPath().standardizedFileURL
            guard (try? resolved.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                  resolved.path.hasPrefix(root.path + "/") else { continue }
            files[String(resolved.path.dropFirst(root.path.count))] = resolved
        }
        files["/"] = files["/index.html"]
        self.files = files
    }

    /// The file for a request path, or 404.
    func response(for path: String) -> Response {
        guard let file = files[path], let data = try? Data(contentsOf: file) else {
            return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: "Not found\n")))
        }
        return Response(
            status: .ok,
            headers: [.contentType: Self.contentType(of: file), .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data))
        )
    }

    static func contentType(of file: URL) -> String {
        switch file.pathExtension {
        case "html": return "text/html; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "wasm": return "application/wasm"
        case "json": return "application/json"
        default: return "application/octet-stream"
        }
    }
}

struct PlaygroundError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
