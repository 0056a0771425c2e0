"""The server: the playground's files and nothing else, and a clean stop on Ctrl-C."""

import http.client

from conftest import Server


def request(server, path, method="GET", headers=None):
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    connection.request(method, path, headers=headers or {})  # sent as written: no normalisation of '..'
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response, body


def get(server, path):
    response, body = request(server, path)
    return response.status, response.getheader("Content-Type"), body


def test_page_and_engine_are_served(server):
    status, kind, body = get(server, "/")
    assert status == 200 and kind.startswith("text/html") and b"data-testid=\"phone\"" in body
    status, kind, body = get(server, "/profile.wasm")
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


def test_head_answers_like_get_without_a_body(server):
    """Issue 15.15: HEAD got 404."""
    for path in ["/", "/profile.wasm", "/main.js"]:
        full, body = request(server, path)
        head, nothing = request(server, path, "HEAD")
        assert head.status == 200 and nothing == b"", path
        assert head.getheader("Content-Length") == str(len(body)), path
        assert head.getheader("ETag") == full.getheader("ETag"), path
    assert request(server, "/nope", "HEAD")[0].status == 404


def test_compressed_when_the_client_accepts_gzip(server):
    """Issue 15.15: no compression."""
    import gzip
    for path in ["/profile.wasm", "/profile.js", "/app.css", "/"]:
        plain, body = request(server, path)
        zipped, compressed = request(server, path, headers={"Accept-Encoding": "gzip, deflate"})
        assert zipped.getheader("Content-Encoding") == "gzip", path
        assert len(compressed) < len(body) and gzip.decompress(compressed) == body, path
        assert plain.getheader("Content-Encoding") is None and "Accept-Encoding" in zipped.getheader("Vary"), path


def test_cached_and_revalidated(server):
    """Issue 15.15: every file was no-store. Now kept and revalidated: an unchanged file is a 304."""
    response, _ = request(server, "/profile.wasm")
    assert response.getheader("Cache-Control") == "no-cache"
    etag = response.getheader("ETag")
    assert etag and etag.startswith('"')
    again, body = request(server, "/profile.wasm", headers={"If-None-Match": etag})
    assert again.status == 304 and body == b""
    assert request(server, "/profile.wasm", headers={"If-None-Match": '"other"'})[0].status == 200


def test_each_encoding_has_its_own_etag(server):
    """The gzipped and the plain body are different representations: a cache must not confuse them."""
    plain, _ = request(server, "/profile.wasm")
    zipped, _ = request(server, "/profile.wasm", headers={"Accept-Encoding": "gzip"})
    assert zipped.getheader("Content-Encoding") == "gzip"
    assert plain.getheader("ETag") != zipped.getheader("ETag")
    again, body = request(server, "/profile.wasm", headers={"Accept-Encoding": "gzip", "If-None-Match": zipped.getheader("ETag")})
    assert again.status == 304 and body == b""
    assert request(server, "/profile.wasm", headers={"If-None-Match": zipped.getheader("ETag")})[0].status == 200


def test_each_screen_loads_only_its_own_engine(page):
    """Issue 25: one module held both screens' engines. Each screen now fetches the module compiled
    for it (the profile's page engine, the feed's shy bars), and neither module has the other's exports."""
    from conftest import open_screen
    for screen in ["profile", "feed"]:
        fetched = []
        def record(request):
            fetched.append(request.url.rsplit("/", 1)[-1])
        page.on("request", record)
        open_screen(page, screen)
        page.remove_listener("request", record)
        wasm = [name for name in fetched if name.endswith(".wasm")]
        assert wasm == [f"{screen}.wasm"], (screen, wasm)
        meta = page.get_by_test_id("meta").inner_text()
        assert meta.startswith(f"{screen}.wasm: "), meta
    exports = page.evaluate("""async () => {
      const names = async (file) => WebAssembly.Module.exports(
        await WebAssembly.compile(await (await fetch(file)).arrayBuffer())).map((e) => e.name).sort();
      return { profile: await names('/profile.wasm'), feed: await names('/feed.wasm') };
    }""")
    assert "phk_frame" in exports["profile"] and "phk_shy_step" not in exports["profile"]
    assert "phk_shy_step" in exports["feed"] and "phk_frame" not in exports["feed"]


def test_options_are_parsed_and_bad_ones_refused(binary):
    """Issue 21: --port and --host were parsed by hand; now by swift-argument-parser, with its help and errors."""
    import subprocess
    help_text = subprocess.run([binary, "--help"], capture_output=True, text=True, timeout=30)
    assert help_text.returncode == 0 and "--port" in help_text.stdout and "--host" in help_text.stdout
    for arguments, named in [(["--port", "70000"], "--port"), (["--port", "abc"], "--port"), (["--bogus"], "--bogus")]:
        refused = subprocess.run([binary, *arguments], capture_output=True, text=True, timeout=30)
        assert refused.returncode == 64 and named in refused.stderr + refused.stdout, arguments
