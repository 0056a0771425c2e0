import CompressNIO
import Foundation
import Hummingbird

/// The only files the playground serves: everything under `Web/` plus the compiled engines, read once
/// at startup. A request is answered only when its path is exactly one of these, so nothing outside
/// the playground can be reached (no `..`, no encoded tricks, no symbolic links out).
///
/// GET and HEAD; each file and encoding has its own ETag (a request with a matching If-None-Match gets 304) and
/// `Cache-Control: no-cache` (the browser keeps it and revalidates, so a rebuilt engine is never
/// stale); text, scripts and the engines are gzipped once at startup and sent compressed to clients
/// that accept gzip.
///
/// Why not Hummingbird's `FileMiddleware`: it sends every file as it is on disk (Hummingbird 2.28 has
/// no Content-Encoding of its own), and what a first visit downloads is 130 741 bytes plain against
/// 49 112 gzipped (the page, its scripts and styles, and profile.wasm; measured with gzip -9, and the
/// wasm budgets in Benchmarks/budgets.json are gzip sizes). It also serves whatever is under its
/// folder, while this serves an allow-list: the web folder plus the engines, which are built under
/// `.build`, outside it. The compression itself is compress-nio's.
struct PlaygroundFiles: Sendable {
    struct File: Sendable {
        let data: ByteBuffer
        let gzipped: ByteBuffer?
        let contentType: String
        let etag: String
    }

    /// URL path ("/app.js") → file.
    let files: [String: File]

    /// `engines`: URL path ("/profile.wasm") → the compiled module.
    init(webRoot: URL, engines: [String: URL]) throws {
        var paths = engines
        let root = webRoot.resolvingSymlinksInPath().standardizedFileURL
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw PlaygroundError("cannot read the web folder at \(root.path)")
        }
        for case let file as URL in walker {
            let resolved = file.resolvingSymlinksInPath().standardizedFileURL
            guard (try? resolved.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                  resolved.path.hasPrefix(root.path + "/") else { continue }
            paths[String(resolved.path.dropFirst(root.path.count))] = resolved
        }
        paths["/"] = paths["/index.html"]
        var files: [String: File] = [:]
        for (path, url) in paths {
            let data = try Data(contentsOf: url)
            let type = Self.contentType(of: url)
            let compressible = type.hasPrefix("text/") || type.hasPrefix("application/") || type == "image/svg+xml"
            let gzipped = compressible ? gzip(data).flatMap { $0.readableBytes < data.count ? $0 : nil } : nil
            files[path] = File(data: ByteBuffer(bytes: data), gzipped: gzipped, contentType: type, etag: Self.etag(of: data))
        }
        self.files = files
    }

    /// The response to a GET or HEAD for `path` (HEAD: the same headers, no body).
    func response(for request: Request, path: String) -> Response {
        guard let file = files[path] else {
            return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(string: "Not found\n")))
        }
        // Each representation has its own strong ETag (RFC 9110 §8.8.3): the gzipped body is not the
        // plain one, so a cache must never take one for the other.
        let accepts = request.headers[.acceptEncoding]?.lowercased().contains("gzip") == true
        let gzipped = accepts ? file.gzipped : nil
        let etag = gzipped == nil ? file.etag : String(file.etag.dropLast()) + "-gzip\""
        var headers: HTTPFields = [.contentType: file.contentType, .cacheControl: "no-cache", .eTag: etag]
        if file.gzipped != nil { headers[.vary] = "Accept-Encoding" }
        if let match = request.headers[.ifNoneMatch], match.split(separator: ",").contains(where: {
            $0.trimmingCharacters(in: .whitespaces) == etag || $0.trimmingCharacters(in: .whitespaces) == "*"
        }) {
            return Response(status: .notModified, headers: headers)
        }
        var body = file.data
        if let gzipped {
            body = gzipped
            headers[.contentEncoding] = "gzip"
        }
        headers[.contentLength] = String(body.readableBytes)
        return Response(status: .ok, headers: headers,
                        body: request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: body))
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

    /// A strong ETag: FNV-1a (64 bit) of the content, with its length.
    static func etag(of data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return "\"\(String(hash, radix: 16))-\(String(data.count, radix: 16))\""
    }
}

/// `data` gzipped (RFC 1952) at the best compression, or nil if zlib fails.
func gzip(_ data: Data) -> ByteBuffer? {
    var buffer = ByteBuffer(bytes: data)
    return try? buffer.compress(with: .gzip(configuration: .init(compressionLevel: .bestCompression)))
}

struct PlaygroundError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
