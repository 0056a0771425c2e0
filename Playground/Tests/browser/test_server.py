"""The server: the playground's files and nothing else, and a clean stop on Ctrl-C."""

import http.client

from conftest import Server


def get(server, path):
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    connection.request("GET", path)  # sent as written: no client-side normalisation of '..'
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, response.getheader("Content-Type"), body


def test_page_and_engine_are_served(server):
    status, kind, body = get(server, "/")
    assert status == 200 and kind.startswith("text/html") and b"data-testid=\"phone\"" in body
    status, kind, body = get(server, "/engine.wasm")
    assert status == 200 and kind == "application/wasm" and body[:4] == b"\0asm"
    for path in ["/main.js", "/engine.js", "/profile.js", "/app.css", "/assets/banner.svg", "/assets/avatar.svg"]:
        assert get(server, path)[0] == 200, path


def test_unknown_and_outside_paths_are_404(server):
    for path in ["/nope", "/index.htm", "/../Package.swift", "/%2e%2e/Package.swift", "/..%2fPackage.swift",
                 "/Web/index.html", "/assets/../../Package.swift", "/.build/debug/Playground", "//etc/passwd",
                 "/main.js/..", "/Sources/Playground/main.swift"]:
        status, _, _ = get(server, path)
        assert status == 404, path


def test_stops_cleanly_on_ctrl_c(binary):
    server = Server(binary)
    assert get(server, "/")[0] == 200
    assert server.interrupt() == 0
