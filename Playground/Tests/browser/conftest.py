"""Fixtures for the playground's browser tests: the real server, headless Chromium, pages that fail
the test on any console error, and helpers that read geometry from the DOM."""

import os
import pathlib
import signal
import socket
import subprocess
import time
import urllib.request

import pytest
from playwright.sync_api import sync_playwright

PLAYGROUND = pathlib.Path(__file__).resolve().parents[2]
# Screenshots and the filmstrip go under .build (the tree stays clean after a test run); the README's
# filmstrip is rewritten only on purpose, by Playground/scripts/filmstrip.sh (PLAYGROUND_FILMSTRIP).
ARTIFACTS = PLAYGROUND.parent / ".build" / "browser-artifacts"
FILMSTRIP = pathlib.Path(os.environ.get("PLAYGROUND_FILMSTRIP", str(ARTIFACTS / "filmstrip.png")))


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _binary():
    if os.environ.get("PLAYGROUND_BINARY"):
        return os.environ["PLAYGROUND_BINARY"]
    subprocess.run(["swift", "build", "--package-path", str(PLAYGROUND)], check=True)
    bin_path = subprocess.check_output(["swift", "build", "--package-path", str(PLAYGROUND), "--show-bin-path"], text=True)
    return str(pathlib.Path(bin_path.strip()) / "Playground")


class Server:
    """The playground server on a free loopback port."""

    def __init__(self, binary):
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process = subprocess.Popen([binary, "--port", str(self.port)], stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True)
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                urllib.request.urlopen(self.url + "/", timeout=1).read()
                return
            except OSError:
                if self.process.poll() is not None:
                    raise RuntimeError("the playground server exited: " + self.process.stdout.read())
                time.sleep(0.2)
        raise RuntimeError("the playground server did not start within 60 s")

    def interrupt(self, timeout=10):
        """Ctrl-C; returns the exit status."""
        self.process.send_signal(signal.SIGINT)
        return self.process.wait(timeout=timeout)


@pytest.fixture(scope="session")
def binary():
    return _binary()


class External:
    """A playground served elsewhere (PLAYGROUND_URL), e.g. an older build to show a test failing."""

    def __init__(self, url):
        self.url = url.rstrip("/")
        self.port = int(self.url.rsplit(":", 1)[1])


@pytest.fixture(scope="session")
def server(request):
    if os.environ.get("PLAYGROUND_URL"):
        yield External(os.environ["PLAYGROUND_URL"])
        return
    server = Server(request.getfixturevalue("binary"))
    yield server
    if server.process.poll() is None:
        server.interrupt()


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
            args=["--no-sandbox", "--disable-smooth-scrolling", "--disable-gpu"],
        )
        yield browser
        browser.close()


def _checked_page(browser, server, **context_options):
    """A page in a context of its own that fails the test on any console error."""
    context = browser.new_context(**context_options)
    page = context.new_page()
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.server = server
    yield page
    context.close()
    assert errors == [], f"console errors: {errors}"


@pytest.fixture
def page(browser, server):
    yield from _checked_page(browser, server, viewport={"width": 900, "height": 920}, device_scale_factor=1, has_touch=True)


@pytest.fixture
def phone(browser, server):
    """A phone's browser: a 390×844 mobile viewport at 3×, touch (as Chrome on Android)."""
    yield from _checked_page(browser, server, viewport={"width": 390, "height": 844}, device_scale_factor=3,
                             has_touch=True, is_mobile=True)


def open_screen(page, screen="profile", preset=None):
    query = f"?screen={screen}" + (f"&preset={preset}" if preset else "")
    page.goto(page.server.url + "/" + query)
    page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
    frames(page, 2)


def frames(page, count=2):
    """Waits for `count` animation frames."""
    page.evaluate("n => new Promise(done => { let k = n; const tick = () => (--k > 0 ? requestAnimationFrame(tick) : done()); requestAnimationFrame(tick); })", count)


def rect(page, testid):
    """An element's drawn rectangle (transforms included) relative to the phone's top-left corner."""
    return page.evaluate("""id => {
        const phone = document.querySelector('[data-testid="phone"]').getBoundingClientRect();
        const r = document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect();
        return { x: r.left - phone.left, y: r.top - phone.top, width: r.width, height: r.height };
    }""", testid)


def close(a, b, tolerance=0.5):
    return all(abs(a[k] - b[k]) <= tolerance for k in ("x", "y", "width", "height"))


def scroll_profile_to(page, offset):
    page.evaluate("o => { window.playground.profile.activeScroller.scrollTop = o; }", offset)
    frames(page, 2)
    return page.evaluate("window.playground.profile.activeScroller.scrollTop")


def phone_shot(page):
    """A screenshot of the phone, as a PIL image."""
    from PIL import Image
    box = page.locator("[data-testid=phone]").bounding_box()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"shot-{os.getpid()}.tmp.png"
    page.screenshot(path=str(path), clip=box, animations="disabled")
    image = Image.open(path).convert("RGB")
    path.unlink()
    return image


def painted(page, testids):
    """Where `testids` are painted in the phone: the bounding box (x0, y0, x1, y1) of the pixels that
    change when they are hidden, and how many change; (None, 0) when nothing does."""
    from PIL import ImageChops
    shot = phone_shot(page)
    page.evaluate("ids => ids.forEach(id => { document.querySelector(`[data-testid=\"${id}\"]`).style.visibility = 'hidden'; })", testids)
    without = phone_shot(page)
    page.evaluate("ids => ids.forEach(id => { document.querySelector(`[data-testid=\"${id}\"]`).style.visibility = ''; })", testids)
    difference = ImageChops.difference(shot, without).convert("L").point(lambda v: 255 if v > 24 else 0)
    return difference.getbbox(), sum(difference.histogram()[1:])


def touch(cdp, kind, x, y, timestamp=None):
    """A touch event through CDP; `timestamp` (seconds since the epoch, CDP's
    Input.dispatchTouchEvent) becomes the event's timeStamp, whenever it is dispatched."""
    points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
    event = {"type": kind, "touchPoints": points}
    if timestamp is not None:
        event["timestamp"] = timestamp
    cdp.send("Input.dispatchTouchEvent", event)


def phone_box(page):
    return page.locator("[data-testid=phone]").bounding_box()


def fling(page, cdp, distance):
    """A finger drags the profile's list by `distance` px (up for positive) in 100 ms and lets go;
    waits for the list to rest."""
    box = phone_box(page)
    x, y = box["x"] + box["width"] / 2, box["y"] + (700 if distance > 0 else 300)
    touch(cdp, "touchStart", x, y)
    for step in range(1, 7):
        page.wait_for_timeout(16)
        touch(cdp, "touchMove", x, y - distance * step / 6)
    touch(cdp, "touchEnd", x, y)
    page.wait_for_function("!window.playground.profile.latest.needsFrames", timeout=15000)


def start_sampling(page, expression):
    """Records `expression` once per animation frame until samples() is called."""
    page.evaluate("""expression => {
        window.__samples = [];
        const read = new Function(`return (${expression});`);
        const sample = () => {
            window.__samples.push(read());
            window.__sampling = requestAnimationFrame(sample);
        };
        window.__sampling = requestAnimationFrame(sample);
    }""", expression)


def samples(page):
    """What start_sampling recorded, one per frame; the sampling stops."""
    return page.evaluate("(() => { cancelAnimationFrame(window.__sampling); return window.__samples; })()")


# ---- The page's clock: time driven by the test, for what reads time (a wheel gesture's end, a
# finger's speed, a spring) however loaded the machine is ----

def run_page_clock_until(page, expression, failure, seconds=10):
    """Runs the page's clock 16 ms at a time until `expression` holds in the page, with real time
    between steps for what comes with the browser's real frames (loading, a list's scroll event);
    fails with `failure` after `seconds` of real time."""
    deadline = time.monotonic() + seconds
    while not page.evaluate(expression):
        assert time.monotonic() < deadline, failure
        page.clock.run_for(16)
        page.wait_for_timeout(20)


def open_on_the_page_clock(page, scroll_top=None, query="?screen=profile"):
    """A screen with the page's time driven by the test (Playwright's clock, paused from before the
    page loads, so every time the page and the engine read is the test's)."""
    if not getattr(page, "on_the_page_clock", False):  # (installed once a page: it stays paused across loads)
        page.clock.install(time=0)
        page.clock.pause_at(1000)
        page.on_the_page_clock = True
    page.goto(page.server.url + "/" + query)
    run_page_clock_until(page, "!!(window.playground && window.playground.ready)", "the page did not load", 15)
    page.clock.run_for(200)
    if scroll_top is not None:
        scroll_profile_on_the_page_clock(page, scroll_top)


def scroll_profile_on_the_page_clock(page, offset):
    """Sets the profile's list to `offset` and runs the page's clock until the page has drawn it (the
    list's scroll event comes with the browser's next real frame, not on the page's clock), then
    200 ms more."""
    page.evaluate("o => { window.playground.profile.activeScroller.scrollTop = o; }", offset)
    run_page_clock_until(page, f"Math.abs(window.playground.profile.latest.offset - {offset}) <= 0.5",
                         f"the page did not follow the list to {offset}")
    page.clock.run_for(200)


def rest_on_the_page_clock(page, limit_ms=15000):
    """Runs the page's clock until the profile's list rests (no frame needed), failing after
    `limit_ms` of the page's time."""
    for _ in range(limit_ms // 250):
        page.clock.run_for(250)
        if not page.evaluate("window.playground.profile.latest.needsFrames"):
            return
    raise AssertionError(f"the list did not rest within {limit_ms} ms of the page's time")


def finger_on_the_page_clock(page, x, y, travel, lift_after_ms=0):
    """A finger down at (x, y) in the page moves `travel` px down (negative: up) in six moves exactly
    16 ms apart on the page's clock, and lifts `lift_after_ms` after the last one."""
    cdp = page.context.new_cdp_session(page)
    touch(cdp, "touchStart", x, y)
    for step in range(1, 7):
        page.clock.run_for(16)
        touch(cdp, "touchMove", x, y + travel * step / 6)
    if lift_after_ms:
        page.clock.run_for(lift_after_ms)
    touch(cdp, "touchEnd", 0, 0)


def fling_on_the_page_clock(page, direction, start_y):
    """A fling of 270 pt in six moves from `start_y` in the phone (down for `direction` 1, up for -1),
    then exactly 2.5 s of frames, however loaded the machine is (in real time a slow machine spaced the
    moves out, and the fling came out slower)."""
    box = phone_box(page)
    finger_on_the_page_clock(page, box["x"] + 200, box["y"] + start_y, direction * 270, lift_after_ms=16)
    page.clock.run_for(2500)


def fling_to_rest_on_the_page_clock(page, distance, rest_ms=0):
    """conftest's `fling` on the page's clock (the list dragged `distance` px up, positive, in six
    moves, lifted at once), then the clock runs until the list rests, and `rest_ms` more: every frame
    of it is 16 ms, however loaded the machine is."""
    box = phone_box(page)
    start_y = box["y"] + (700 if distance > 0 else 300)
    finger_on_the_page_clock(page, box["x"] + box["width"] / 2, start_y, -distance)
    rest_on_the_page_clock(page)
    if rest_ms:
        page.clock.run_for(rest_ms)


def wheel_on_the_page_clock(page, notches, delta, x=250, y=500):
    """`notches` wheel notches of `delta` px at (x, y) in the page, exactly 16 ms apart on the page's
    clock; the gesture is still on when this returns (it ends once the clock runs on without one)."""
    page.mouse.move(x, y)
    for _ in range(notches):
        page.mouse.wheel(0, delta)
        page.clock.run_for(16)
