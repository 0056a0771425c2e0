"""Polish an independent review found: what a user sees at the edges of the playground. Each test
reads pixels or drawn rectangles, as a user would see them, and failed before its fix."""

import io

import pytest
from PIL import Image

from conftest import frames, open_screen, phone_box, rect, scroll_profile_to, touch


@pytest.fixture
def window(browser, server):
    """Opens pages in windows of a given size and device scale; fails the test on console errors."""
    contexts, errors = [], []

    def make(width, height, scale=1):
        context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=scale,
                                      has_touch=True)
        contexts.append(context)
        page = context.new_page()
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.server = server
        return page

    yield make
    for context in contexts:
        context.close()
    assert errors == [], f"console errors: {errors}"


def screenshot(page):
    """The window as the user sees it, in device pixels."""
    return Image.open(io.BytesIO(page.screenshot(animations="disabled"))).convert("RGB")


def differs(a, b):
    return max(abs(x - y) for x, y in zip(a, b))


# ---- 1. The phone's right edge at a half-pixel position ----

def painted_edges(image, scale, box, y):
    """On the window's row at CSS `y` from the phone's top: the phone's first and last painted device
    columns (where the frame's colour, sampled outside the phone, stops), with their colours and the
    colours 3 device pixels further in."""
    row = round((box["y"] + y) * scale + scale / 2 - 0.5)
    frame_colour = image.getpixel((round((box["x"] + box["width"] + 5) * scale), row))
    middle = round((box["x"] + box["width"] / 2) * scale)
    right = middle
    while differs(image.getpixel((right + 1, row)), frame_colour) > 2:
        right += 1
    left = middle
    while differs(image.getpixel((left - 1, row)), frame_colour) > 2:
        left -= 1
    return [(left, image.getpixel((left, row)), image.getpixel((left + 3, row))),
            (right, image.getpixel((right, row)), image.getpixel((right - 3, row)))]


@pytest.mark.parametrize("scale", [1, 2])
@pytest.mark.parametrize("width", [1440, 1441])
def test_the_banner_and_the_pinned_header_reach_the_phones_edges(window, width, scale):
    """A 1440-wide window put the 393-wide phone at x = 313.5: its background was drawn from 314 and the
    header layers from 313.5, so a 1-device-pixel column of the phone's white showed at the right edge of
    the banner and of the pinned header (pure white at 2×, blended at 1×)."""
    page = window(width, 900, scale)
    open_screen(page)
    box = phone_box(page)
    for moment, rows in (("rest", (60, 75, 90, 105)), ("pinned", (62, 70, 80, 95))):
        if moment == "pinned":
            scroll_profile_to(page, 700)
            frames(page, 3)
        image = screenshot(page)
        for y in rows:
            for column, edge, inside in painted_edges(image, scale, box, y):
                assert differs(edge, inside) <= 16, (f"{width} wide at {scale}×, {moment}, row {y}: the phone at "
                                                     f"x = {box['x']} has a seam at device column {column}: {edge}, "
                                                     f"3 px in {inside}")


# ---- 2. The tune panel in a phone-sized window ----

FIELDS = "[data-testid=tune-panel] input, [data-testid=tune-panel] select"


@pytest.mark.parametrize("width,height", [(390, 844), (320, 640)])
def test_the_tune_panels_fields_are_inside_its_padding_and_never_under_the_tune_button(window, width, height):
    """At 390 wide the number fields ran to the screen's edge (306–390, the Preset select's minimum
    width widened the form's grid past the panel's 16 px padding), and while the panel scrolled the
    Tune button covered a row of fields."""
    page = window(width, height)
    open_screen(page)
    page.click("[data-testid=tune-toggle]")
    frames(page, 2)
    panel = page.evaluate("""() => {
        const p = document.querySelector('[data-testid=tune-panel]'), s = getComputedStyle(p), r = p.getBoundingClientRect();
        return { left: r.left + parseFloat(s.paddingLeft), right: r.right - parseFloat(s.paddingRight),
                 scrollable: p.scrollHeight - p.clientHeight };
    }""")
    fields = page.evaluate(f"""[...document.querySelectorAll('{FIELDS}')].filter(e => e.getClientRects().length)
        .map(e => {{ const r = e.getBoundingClientRect(); return [e.dataset.testid || e.type, r.left, r.right]; }})""")
    assert len(fields) > 15, fields
    outside = [(name, left, right) for name, left, right in fields
               if left < panel["left"] - 0.5 or right > panel["right"] + 0.5]
    assert panel["scrollable"] > 0, "the panel is taller than its sheet here, so it scrolls"
    # Scrolled through, every field the panel shows is the element under its centre and its corners.
    covered = []
    for top in list(range(0, int(panel["scrollable"]), 15)) + [panel["scrollable"]]:
        covered += page.evaluate(f"""top => {{
            const p = document.querySelector('[data-testid=tune-panel]');
            p.scrollTop = top;
            const view = p.getBoundingClientRect();
            const out = [];
            for (const e of document.querySelectorAll('{FIELDS}')) {{
                const r = e.getBoundingClientRect();
                if (!r.width || r.top < view.top || r.bottom > view.bottom) continue;  // not shown whole
                for (const [x, y] of [[r.left + r.width / 2, r.top + r.height / 2], [r.left + 2, r.top + 2],
                                      [r.right - 2, r.top + 2], [r.left + 2, r.bottom - 2], [r.right - 2, r.bottom - 2]]) {{
                    const hit = document.elementFromPoint(x, y);
                    if (hit !== e && !e.contains(hit)) out.push([top, e.dataset.testid || e.type, Math.round(x), Math.round(y),
                        hit ? (hit.dataset.testid || hit.tagName) : null]);
                }}
            }}
            return out;
        }}""", top)
    assert outside == [] and covered == [], (f"{width} wide: {len(outside)} fields outside the panel's padding "
                                             f"{panel['left']}–{panel['right']}, e.g. {outside[:3]}; {len(covered)} points "
                                             f"of fields covered (scrollTop, field, x, y, what is there), e.g. {covered[:4]}")


# ---- 3. The readout ----

READOUT_LINES = """() => {
    const box = document.querySelector('[data-testid=readout]');
    const style = getComputedStyle(box);
    const contentLeft = box.getBoundingClientRect().left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    // Phrases: the text between separators (' · ', a line break, the end of a text node), each with
    // the lines its characters are drawn on and where its first one is.
    const phrases = [];
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.data;
        if (text.trim() === '·') continue;  // a separator of its own
        const separator = new Array(text.length).fill(false);
        for (let i = 0; i < text.length; i++) {
            if (text[i] === '\\n') separator[i] = true;
            if (text.startsWith(' · ', i)) separator[i] = separator[i + 1] = separator[i + 2] = true;
        }
        let current = null;
        for (let i = 0; i < text.length; i++) {
            if (separator[i]) { current = null; continue; }
            const range = document.createRange();
            range.setStart(node, i); range.setEnd(node, i + 1);
            const r = [...range.getClientRects()].find(q => q.width > 0);
            if (!current) { current = { text: '', tops: new Set(), left: r ? r.left : null }; phrases.push(current); }
            current.text += text[i];
            if (r && text[i].trim()) current.tops.add(Math.round(r.top));
        }
    }
    return { text: box.innerText, contentLeft,
             phrases: phrases.filter(p => p.text.trim()).map(p => ({ text: p.text.trim(), lines: p.tops.size, left: p.left })) };
}"""


@pytest.mark.parametrize("width", [390, 900])
def test_the_readout_keeps_its_lines_and_phrases_whole(window, width):
    """The readout's line break was ignored (white-space collapsed it), so the refresh phrase followed
    the collapse phrase on one line and wrapped in the middle ("refresh" / "idle")."""
    page = window(width, 844)
    open_screen(page)
    if width < 720:
        page.click("[data-testid=tune-toggle]")
    page.wait_for_function("document.querySelector('[data-testid=readout]').textContent.includes('refresh')")
    for offset in (0, 150):
        scroll_profile_to(page, offset)
        page.wait_for_timeout(450)  # the readout is rewritten a few times a second
        readout = page.evaluate(READOUT_LINES)
        phrases = {p["text"]: p for p in readout["phrases"]}
        assert any(t.startswith("offset") for t in phrases) and any(t.startswith("refresh") for t in phrases), readout
        for phrase in readout["phrases"]:
            assert phrase["lines"] == 1, (width, offset, "a phrase wraps", phrase, readout["text"])
        refresh = next(p for t, p in phrases.items() if t.startswith("refresh"))
        assert abs(refresh["left"] - readout["contentLeft"]) <= 1, (width, offset, "refresh does not start a line",
                                                                   refresh, readout["contentLeft"], readout["text"])


def test_the_readout_is_filled_on_the_first_frame(window):
    """The readout was written only by a 200 ms timer: blank for the first ~200 ms."""
    page = window(900, 920)
    page.goto(page.server.url + "/?screen=profile")
    first = page.wait_for_function("""(() => {
        const p = window.playground;
        return p && p.profile && p.profile.latest ? { text: document.querySelector('[data-testid=readout]').textContent } : null;
    })()""", polling="raf", timeout=15000).json_value()
    assert first["text"].startswith("offset 0.0 pt"), ("blank after the first frame", first)


def test_the_feed_shows_no_empty_readout(page):
    """Nothing writes the readout on the feed: it was an empty box there."""
    open_screen(page, "feed")
    page.wait_for_timeout(450)
    visible = page.is_visible("[data-testid=readout]")
    assert not visible or page.inner_text("[data-testid=readout]").strip(), "an empty readout on the feed"


# ---- 4. The iPhone SE's status bar ----

def test_the_iphone_se_status_bar_text_fits_its_20_pt_bar(window):
    """The SE's status bar is 20 pt tall; its 15 px text with a 21 px line was clipped 0.5 px at the top
    and sat 3.5 px above the pinned bar's title."""
    page = window(1400, 1000)
    page.goto(page.server.url + "/?screen=profile&device=iphone-se")
    page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
    frames(page, 3)
    for offset in (0, 700):
        scroll_profile_to(page, offset)
        frames(page, 3)
        bar = rect(page, "statusbar")
        assert bar["y"] == 0 and bar["height"] == 20, bar
        title = page.evaluate("""(() => {
            const p = document.querySelector('[data-testid=phone]').getBoundingClientRect();
            const r = document.querySelector('[data-testid=title] b').getBoundingClientRect();
            return { y: r.top - p.top, height: r.height };
        })()""")
        for part in (".clock", ".signal"):
            text = page.evaluate(f"""(() => {{
                const p = document.querySelector('[data-testid=phone]').getBoundingClientRect();
                const r = document.querySelector('[data-testid=statusbar] {part}').getBoundingClientRect();
                return {{ x: r.left - p.left, y: r.top - p.top, width: r.width, height: r.height }};
            }})()""")
            assert text["y"] >= 0 and text["y"] + text["height"] <= bar["height"], (offset, part, "outside the bar", text)
            if offset == 700:
                gap = title["y"] - (text["y"] + text["height"])
                assert gap >= 5, (part, "crowds the bar title", gap, text, title)


# ---- 5. The phone in a laptop's window ----

PHONE_BOX = """(() => {
    const phone = document.querySelector('[data-testid=phone]'), r = phone.getBoundingClientRect();
    const screen = document.getElementById('profile');
    return { x: r.left, y: r.top, width: r.width, height: r.height, scrollY: window.scrollY,
             transforms: [phone, screen].map((e) => getComputedStyle(e).transform) };
})()"""


def held_drag(page, how, x, y, dx, dy, steps=10):
    """A finger (`how` = "touch") or the mouse presses at (x, y) in the window and moves (dx, dy)
    window pixels in `steps` moves, a frame apart, and stays down; returns the engine's frame then."""
    cdp = page.context.new_cdp_session(page) if how == "touch" else None
    if cdp:
        touch(cdp, "touchStart", x, y)
    else:
        page.mouse.move(x, y)
        page.mouse.down()
    for step in range(1, steps + 1):
        at = (x + dx * step / steps, y + dy * step / steps)
        if cdp:
            touch(cdp, "touchMove", *at)
        else:
            page.mouse.move(*at)
        frames(page, 1)
    frames(page, 2)
    held = page.evaluate("window.playground.profile.latest")
    if cdp:
        touch(cdp, "touchEnd", 0, 0)
    else:
        page.mouse.up()
    page.wait_for_function("!window.playground.profile.latest.needsFrames", timeout=15000)
    return held


@pytest.mark.parametrize("how", ["touch", "mouse"])
def test_the_phone_is_seen_whole_in_a_laptops_window_and_drags_move_it_by_its_points(window, how):
    """In a 1366×768 window the 852-pt phone ran from y = 32 to 884: its bottom (the home indicator's
    area, the lists' last rows) was out of the window, seen only by scrolling the page. It is now drawn
    smaller to fit (with its 10 px ring), and a drag over it still moves the list by the phone's points
    the finger travels as drawn, up and down and sideways (and the feed's, by the mouse). A window tall
    enough shows it at 1:1."""
    paged = {}
    for width, height in ((1366, 768), (1440, 1000)):
        page = window(width, height)
        page.goto(page.server.url + "/")
        page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
        frames(page, 2)
        box = page.evaluate(PHONE_BOX)
        if height >= 1000:
            assert (box["width"], box["height"], box["transforms"]) == (393, 852, ["none", "none"]), (width, height, box)
        else:
            ring = 10
            assert box["scrollY"] == 0 and box["x"] - ring >= 0 and box["y"] - ring >= 0, (width, height, box)
            assert box["x"] + box["width"] + ring <= width and box["y"] + box["height"] + ring <= height, (
                f"{width}×{height}: the phone (and its ring) runs out of the window", box)
        scale = box["height"] / 852
        assert abs(box["width"] - 393 * scale) <= 0.01, ("not scaled alike both ways", box)
        # 200 pt up over the list, as drawn: the list moves 200 pt less the engine's slop (a finger's
        # touch slop, a mouse's click slop).
        slop = page.evaluate("window.playground.engine.constants")["touchSlop" if how == "touch" else "clickSlop"]
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.75
        before = page.evaluate("window.playground.profile.latest.offset")
        held = held_drag(page, how, x, y, 0, -200 * scale)
        assert abs(held["offset"] - before - (200 - slop)) <= 1, (
            f"{width}×{height} at {scale:.3f}: a {how} drag of 200 pt moved the list {held['offset'] - before:.2f} pt, "
            f"not {200 - slop}")
        # Half the phone's width sideways, as drawn: the pager follows by the same share of a page.
        held = held_drag(page, how, box["x"] + box["width"] * 0.8, y, -0.5 * box["width"], 0)
        assert 0 < held["pagePosition"] < 1, ("the drag pages", held["pagePosition"])
        paged[height] = held["pagePosition"]
        if how == "mouse":
            # The feed, a list the browser scrolls, dragged by the mouse: 200 pt as drawn scroll it 200 pt.
            page.goto(page.server.url + "/?screen=feed")
            page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
            frames(page, 2)
            before = page.evaluate("window.playground.feed.scroller.scrollTop")
            page.mouse.move(x, y)
            page.mouse.down()
            for step in range(1, 11):
                page.mouse.move(x, y - 200 * scale * step / 10)
                frames(page, 1)
            moved = page.evaluate("window.playground.feed.scroller.scrollTop") - before
            page.mouse.up()
            assert abs(moved - 200) <= 0.5, f"{width}×{height}: a mouse drag of 200 pt scrolled the feed {moved} pt"
    assert abs(paged[768] - paged[1000]) <= 0.005, ("a sideways drag of half the phone pages by a different share "
                                                    "when the phone is drawn smaller", paged)
