"""Issue 15: what a new user and a designer see, defect by defect. Each test checks what is on
screen (rectangles, painted pixels, the refresh cycle as the page shows it) through hooks the page
has had from the start (data-testid, `window.playground.profile.activeScroller` and `.refresh`), so
it runs against an older build too (PLAYGROUND_URL=… pytest) and failed there."""

import pytest

from conftest import (fling_on_the_page_clock, frames, open_on_the_page_clock, open_screen, painted, phone_box, phone_shot,
                      rect, scroll_profile_on_the_page_clock, scroll_profile_to, touch)


def goto(page, query):
    page.goto(page.server.url + "/" + query)
    page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
    frames(page, 3)


def inside(inner, outer, tolerance=0.5):
    return (inner["x"] >= outer["x"] - tolerance and inner["y"] >= outer["y"] - tolerance
            and inner["x"] + inner["width"] <= outer["x"] + outer["width"] + tolerance
            and inner["y"] + inner["height"] <= outer["y"] + outer["height"] + tolerance)


def overlap(a, b, tolerance=0.5):
    return (a["x"] < b["x"] + b["width"] - tolerance and b["x"] < a["x"] + a["width"] - tolerance
            and a["y"] < b["y"] + b["height"] - tolerance and b["y"] < a["y"] + a["height"] - tolerance)


def rects(page, selector):
    """Every match's drawn rectangle relative to the phone (visible ones only)."""
    return page.evaluate("""s => {
        const p = document.querySelector('[data-testid=phone]').getBoundingClientRect();
        return [...document.querySelectorAll(s)].filter(e => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden')
          .map(e => { const r = e.getBoundingClientRect(); return { x: r.left - p.left, y: r.top - p.top, width: r.width, height: r.height }; });
    }""", selector)


def phone_size(page):
    return page.evaluate("(() => { const p = document.querySelector('[data-testid=phone]'); return [p.clientWidth, p.clientHeight]; })()")


def refresh_phase(page):
    return page.evaluate("window.playground.profile.refresh ? window.playground.profile.refresh.phase : 'idle'")


def start_sampling(page):
    """Records the banner's drawn height and the last post's bottom once per animation frame."""
    page.evaluate("""() => {
        window.__samples = [];
        const sample = () => {
            const banner = document.querySelector('[data-testid=banner]').getBoundingClientRect();
            const posts = document.querySelectorAll('[data-testid=scroller] .post');
            const last = posts.length ? posts[posts.length - 1].getBoundingClientRect().bottom : 0;
            window.__samples.push({ banner: banner.height, last });
            window.__sampling = requestAnimationFrame(sample);
        };
        window.__sampling = requestAnimationFrame(sample);
    }""")


def samples(page):
    return page.evaluate("(() => { cancelAnimationFrame(window.__sampling); return window.__samples; })()")


def wheel_at(page, x, y, delta):
    box = phone_box(page)
    page.mouse.move(box["x"] + x, box["y"] + y)
    page.mouse.wheel(0, delta)


# ---- 2. The pinned title ----

def test_pinned_title_is_fully_inside_its_bar(page):
    open_screen(page)
    scroll_profile_to(page, 700)
    frames(page, 2)
    title = rect(page, "title")
    bar = {"x": 0, "y": 59, "width": 393, "height": 44}  # the bar under the 59 pt safe area
    assert inside(title, bar), ("the title box is not inside its bar", title)
    for line in rects(page, "[data-testid=title] > *"):
        assert inside(line, title), ("a title line is clipped by its box", line, title)


# ---- 3. Presets ----

@pytest.mark.parametrize("preset", ["twitter", "tutorial"])
def test_no_overlaps_under_every_preset(page, preset):
    goto(page, f"?screen=profile&preset={preset}")
    width = phone_size(page)[0]
    box = phone_box(page)
    cdp = page.context.new_cdp_session(page)
    for moment in ("rest", "pulled", "scrolled"):
        if moment == "pulled":
            touch(cdp, "touchStart", box["x"] + 200, box["y"] + 500)
            for step in range(1, 16):
                touch(cdp, "touchMove", box["x"] + 200, box["y"] + 500 + 10 * step)
            frames(page, 3)
        if moment == "scrolled":
            touch(cdp, "touchEnd", 0, 0)
            page.wait_for_timeout(2500)
            scroll_profile_to(page, 60)
        banner = rect(page, "banner")
        assert banner["x"] <= 0.5 and banner["x"] + banner["width"] >= width - 0.5, (preset, moment, "banner", banner, width)
        details = rects(page, "[data-testid=name], .sheet .bio, .sheet .counts")
        posts = rects(page, "[data-testid=scroller] .post")[:4]
        assert len(details) == 3 and posts, (preset, moment)
        for text in details:
            for post in posts:
                assert not overlap(text, post), (preset, moment, "profile text under a post", text, post)
        tabs = rects(page, "[data-testid=tabbar] [role=tab]")
        for i, a in enumerate(tabs):
            for b in tabs[i + 1:]:
                assert not overlap(a, b), (preset, moment, "tab labels on top of each other", a, b)
            for text in details:
                assert not overlap(a, text), (preset, moment, "a tab over the profile text", a, text)


# ---- 4 and 5. The wheel ----

# On the page's clock: a wheel gesture ends 0.14 s after its last notch, so in real time a loaded
# machine could end one between two notches meant as one gesture, or space the frames unevenly.

def test_a_wheel_pull_pushed_back_leaves_nothing_stuck(page):
    open_on_the_page_clock(page)
    wheel_at(page, 200, 500, -60)
    page.clock.run_for(40)
    page.mouse.wheel(0, 120)
    page.clock.run_for(900)
    assert refresh_phase(page) == "idle"
    assert float(page.evaluate("getComputedStyle(document.querySelector('[data-testid=spinner]')).opacity")) == 0
    # The wheel still refreshes afterwards.
    scroll_profile_on_the_page_clock(page, 0)
    for _ in range(12):
        page.mouse.wheel(0, -40)
        page.clock.run_for(16)
    page.clock.run_for(300)
    assert refresh_phase(page) == "refreshing"


def test_two_wheel_notches_do_not_refresh_and_one_does_not_jump(page):
    open_on_the_page_clock(page)
    start_sampling(page)
    wheel_at(page, 200, 500, -100)
    page.clock.run_for(50)
    page.mouse.wheel(0, -100)
    page.clock.run_for(1600)
    heights = [s["banner"] for s in samples(page)]
    assert page.evaluate("document.querySelectorAll('.post.fresh').length") == 0
    assert refresh_phase(page) == "idle"
    assert max(heights) > 195, ("the notches did not pull", max(heights))
    steps = [abs(b - a) for a, b in zip(heights, heights[1:])]
    assert max(steps) <= 20, ("the banner jumps in one frame", max(steps))
    assert abs(heights[-1] - 190) <= 0.5


def test_a_wheel_spun_up_from_far_down_never_stretches_or_refreshes(page):
    open_on_the_page_clock(page, 1000)
    start_sampling(page)
    wheel_at(page, 200, 500, -100)
    for _ in range(15):
        page.clock.run_for(30)
        page.mouse.wheel(0, -100)
    page.clock.run_for(1500)
    heights = [s["banner"] for s in samples(page)]
    assert page.evaluate("window.playground.profile.activeScroller.scrollTop") < 1000, "the wheel did not scroll"
    assert max(heights) <= 190.5, ("the banner stretched from momentum", max(heights))
    assert page.evaluate("document.querySelectorAll('.post.fresh').length") == 0
    assert refresh_phase(page) == "idle"


# ---- 6. Gestures that start on controls ----

@pytest.mark.parametrize("start", ["tabbar", "follow"])
def test_a_touch_drag_starting_on_a_control_scrolls(page, start):
    open_screen(page)
    target = rect(page, start)
    box = phone_box(page)
    x, y = box["x"] + target["x"] + target["width"] / 2, box["y"] + target["y"] + target["height"] / 2
    cdp = page.context.new_cdp_session(page)
    touch(cdp, "touchStart", x, y)
    for step in range(1, 21):
        touch(cdp, "touchMove", x, y - 10 * step)
        page.wait_for_timeout(30)
    page.wait_for_timeout(200)  # held still: no momentum
    touch(cdp, "touchEnd", 0, 0)
    page.wait_for_timeout(300)
    scrolled = page.evaluate("window.playground.profile.activeScroller.scrollTop")
    assert scrolled >= 150, (start, scrolled)


@pytest.mark.parametrize("start", ["tabbar", "follow", "scroller"])
def test_a_wheel_over_anything_scrolls_the_list_once(page, start):
    open_screen(page)
    target = rect(page, start)
    wheel_at(page, target["x"] + 30, target["y"] + min(target["height"] / 2, 200), 300)
    # Drawn smoothed, then exactly there (waited for, up to 5 s: a loaded machine draws fewer frames;
    # two frames first, so the frame read is one drawn after the wheel).
    frames(page, 2)
    page.wait_for_function("!window.playground.profile.latest.needsFrames", timeout=5000)
    frames(page, 2)
    assert page.evaluate("window.playground.profile.activeScroller.scrollTop") == 300, start
    assert page.evaluate("document.scrollingElement.scrollTop") == 0


# ---- 7. Bounces ----

def test_a_fling_into_the_top_bounces_and_never_refreshes(page):
    """Issue 21: this failed once in four runs on a loaded machine; now its time is the test's."""
    open_on_the_page_clock(page, 300)
    assert page.evaluate("window.playground.profile.activeScroller.scrollTop") == 300
    start_sampling(page)
    fling_on_the_page_clock(page, 1, 300)
    heights = [s["banner"] for s in samples(page)]
    assert len(heights) >= 150, ("2.5 s of frames on the page's clock", len(heights))
    assert max(heights) >= 195, ("no rubber band at the top", max(heights))
    assert abs(heights[-1] - 190) <= 0.5
    assert refresh_phase(page) == "idle"
    assert page.evaluate("document.querySelectorAll('.post.fresh').length") == 0


def test_a_fling_into_the_bottom_bounces(page):
    open_on_the_page_clock(page, 0)
    page.click("[data-testid=tab-3]")  # the short list: its end is near
    page.clock.run_for(1000)
    assert page.evaluate("window.playground.profile.activeScroller.id") == "panel-3"
    for _ in range(2):  # its padding is measured once it is shown: go to its end once that is known
        page.clock.run_for(300)
        page.evaluate("() => { window.playground.profile.activeScroller.scrollTop = 100000; }")
    page.clock.run_for(300)
    start_sampling(page)
    fling_on_the_page_clock(page, -1, 600)
    bottoms = [s["last"] for s in samples(page)]
    rest = bottoms[0]
    assert min(bottoms) <= rest - 5, ("no bounce at the bottom", min(bottoms), rest)
    assert abs(bottoms[-1] - rest) <= 0.5, ("back at the end", bottoms[-1], rest)


# ---- 8. Blur ----

def test_the_pinned_header_has_no_sharp_fringes_and_its_title_reads(page):
    open_screen(page)
    scroll_profile_to(page, 700)
    frames(page, 3)
    box, count = painted(page, ["banner"])
    # Nothing of the sharp banner shows (the phone's own anti-aliased edge column aside).
    assert box is None or box[0] >= 391, ("the sharp banner shows through the blur", box, count)
    title = rect(page, "title")
    page.evaluate("document.querySelector('[data-testid=title]').style.visibility = 'hidden'")
    shot = phone_shot(page)
    page.evaluate("document.querySelector('[data-testid=title]').style.visibility = ''")
    region = shot.crop((int(title["x"]), int(title["y"]), int(title["x"] + title["width"]), int(title["y"] + title["height"])))

    def luminance(rgb):
        def channel(c):
            c = c / 255
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
        r, g, b = rgb
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    # (Newer Pillow calls it get_flattened_data; getdata is deprecated, to go in Pillow 14.)
    pixels = region.get_flattened_data() if hasattr(region, "get_flattened_data") else region.getdata()
    values = sorted(luminance(pixel) for pixel in pixels)
    brightest = values[int(len(values) * 0.95)]
    contrast = 1.05 / (brightest + 0.05)
    assert contrast >= 4.5, ("white title on the pinned banner", round(contrast, 2))


# ---- 9. Resizing ----

def test_resizing_adapts_the_page(page):
    page.set_viewport_size({"width": 1440, "height": 900})
    open_screen(page)
    for viewport in ({"width": 390, "height": 844}, {"width": 1440, "height": 900}, {"width": 390, "height": 844}):
        page.set_viewport_size(viewport)
        page.wait_for_timeout(300)
        frames(page, 3)
        width, height = phone_size(page)
        banner = rect(page, "banner")
        assert abs(banner["width"] - width) <= 0.5 and banner["x"] <= 0.5, (viewport, banner, width)
        tabbar = rect(page, "tabbar")
        assert abs(tabbar["width"] - width) <= 0.5, (viewport, tabbar, width)
        _, title_pixels = painted(page, ["title"])
        assert title_pixels == 0, (viewport, "a ghost title at rest")
        scroll_profile_to(page, 700)
        frames(page, 2)
        title = rect(page, "title")
        assert abs(title["x"] + title["width"] / 2 - width / 2) <= 1, (viewport, "title not centred", title, width)
        clip = page.evaluate("getComputedStyle(document.querySelector('[data-testid=header]')).clipPath")
        assert clip.startswith("inset(0px 0px ") and clip.endswith("px)"), clip
        bottom = float(clip.rstrip(")").split()[-1].rstrip("px"))
        assert height - bottom <= 200, (viewport, "stale clip", clip)
        scroll_profile_to(page, 0)


# ---- 10. Feed ----

def drag_the_feed_up_30(page, move_interval_ms, rest_before_lifting_ms):
    """A finger on the feed moves up 30 px in six moves, rests, lifts; then the bars settle. The events
    carry their intended times (the feed's engine reads the release speed from the events' timeStamp),
    so a loaded machine that dispatches them late does not make a flick slow or a rest short."""
    import time
    open_screen(page, "feed")
    box = phone_box(page)
    cdp = page.context.new_cdp_session(page)
    x, y = box["x"] + 200, box["y"] + 500
    start = time.time()
    touch(cdp, "touchStart", x, y, start)
    for step in range(1, 7):
        touch(cdp, "touchMove", x, y - 5 * step, start + step * move_interval_ms / 1000)
        page.wait_for_timeout(move_interval_ms)
    if rest_before_lifting_ms:
        page.wait_for_timeout(rest_before_lifting_ms)
    touch(cdp, "touchEnd", 0, 0, start + (7 * move_interval_ms + rest_before_lifting_ms) / 1000)
    page.wait_for_timeout(800)
    frames(page, 3)


def test_feed_bars_settle_after_a_short_drag(page):
    """Released after a slow 30 px drag, the whole stack settles: the chips and the bar both back (30 of
    84 is under half), the status 'expanded' (it was left 'transitioning' with the chips hidden under a
    shown bar), and nothing keeps moving."""
    drag_the_feed_up_30(page, move_interval_ms=30, rest_before_lifting_ms=150)
    hidden = page.evaluate("window.playground.feed.latest.hidden")
    assert hidden == 0, hidden
    assert page.evaluate("window.playground.feed.latest.status") == "expanded"
    navbar, chips = rect(page, "navbar"), rect(page, "extension")
    assert abs(navbar["y"] - 59) <= 0.5 and abs(chips["y"] - 103) <= 0.5, ("both bars on screen", navbar, chips)
    before = (rect(page, "navbar"), rect(page, "extension"))
    page.wait_for_timeout(400)
    assert (rect(page, "navbar"), rect(page, "extension")) == before


def test_feed_flick_hides_the_whole_stack(page):
    """The same 30 px as a flick (lifted while moving): the projected release carries past the middle,
    so the whole stack hides, the bar as well as the chips; nothing is left part-way."""
    drag_the_feed_up_30(page, move_interval_ms=16, rest_before_lifting_ms=0)
    assert page.evaluate("window.playground.feed.latest.hidden") == 84
    assert page.evaluate("window.playground.feed.latest.status") == "contracted"


def test_feed_extension_height_zero_is_accepted(page):
    open_screen(page, "feed")
    page.fill("[data-testid=field-extensionHeight]", "0")
    page.dispatch_event("[data-testid=field-extensionHeight]", "change")
    frames(page, 2)
    assert page.inner_text("[data-testid=error-extensionHeight]") == ""
    assert not page.is_visible("[data-testid=extension]")


# ---- 11. Phone frames ----

DEVICES = {"iphone-se": (375, 667, 20), "iphone": (393, 852, 59), "iphone-pro-max": (440, 956, 62),
           "ipad": (820, 1180, 24), "landscape": (852, 393, 0)}


@pytest.mark.parametrize("device", list(DEVICES))
def test_device_frames_have_their_safe_areas_and_keep_the_status_bar_clear(page, device):
    width, height, safe_top = DEVICES[device]
    page.set_viewport_size({"width": 1400, "height": 1300})
    goto(page, f"?screen=profile&device={device}")
    assert phone_size(page) == [width, height]
    scroll_profile_to(page, 700)
    frames(page, 3)
    title = rect(page, "title")
    assert inside(title, {"x": 0, "y": safe_top, "width": width, "height": 44}), (device, title)
    if page.is_visible("[data-testid=statusbar]"):
        bar = rect(page, "statusbar")
        assert abs(bar["height"] - safe_top) <= 0.5, (device, bar)
        for text in rects(page, "[data-testid=statusbar] .clock, [data-testid=statusbar] .signal"):
            assert text["y"] + text["height"] <= safe_top + 0.5, (device, "status text under the bar", text)
            assert not overlap(text, title), (device, text, title)
    else:
        assert safe_top < 16, device


def test_a_phone_sized_window_is_the_phone_and_the_panel_is_reachable(page):
    page.set_viewport_size({"width": 390, "height": 844})
    open_screen(page)
    assert phone_size(page) == [390, 844]
    for text in rects(page, "[data-testid=statusbar] .clock"):
        assert False, ("a fake status bar over the browser's own", text)
    assert page.is_visible("[data-testid=tune-toggle]")
    page.click("[data-testid=tune-toggle]")
    assert page.is_visible("[data-testid=field-expandedHeight]")


# ---- 12. The tune panel ----

def set_field(page, name, value):
    page.fill(f"[data-testid=field-{name}]", str(value))
    page.dispatch_event(f"[data-testid=field-{name}]", "change")
    frames(page, 2)


def test_tune_panel_speaks_the_users_words_and_refuses_what_it_cannot_show(page):
    import re
    open_screen(page)
    names = page.evaluate("""[...document.querySelectorAll('[data-testid=tune] input, [data-testid=tune] select')]
        .map(e => e.getAttribute('aria-label') || (e.labels && e.labels.length === 1 ? e.labels[0].textContent : ''))""")
    assert names and all(names), names
    widths = page.evaluate("[...document.querySelectorAll('[data-testid=tune] input[type=number]')].map(e => e.clientWidth)")
    assert min(widths) >= 70, widths
    for name, value in [("expandedHeight", 1e9), ("blurMaximumRadius", 1000), ("barHeight", 500)]:
        before = rect(page, "banner")
        set_field(page, name, value)
        error = page.inner_text(f"[data-testid=error-{name}]")
        assert error, (name, "applied")
        assert not re.search(r"\b[a-z]+[A-Z]\w*", error), ("a Swift name in the message", error)
        assert rect(page, "banner") == before
        assert page.input_value(f"[data-testid=field-{name}]") != str(value), "the field shows a refused value"
    set_field(page, "avatarSize", 160)
    set_field(page, "avatarOverhang", 120)
    avatar, name = rect(page, "avatar"), rect(page, "name")
    assert name["y"] >= avatar["y"] + avatar["height"] - 0.5, ("the avatar covers the name", avatar, name)
    literal = page.inner_text("[data-testid=swift-literal]")
    assert "ProfileHeaderConfiguration(viewportWidth" not in literal and "    viewportWidth:" not in literal, literal
    assert ".twitter(viewportWidth: 393, topSafeAreaInset: 59)" in literal, "the device's own call, with its numbers"
    goto(page, "?screen=profile&device=iphone-se")
    assert ".twitter(viewportWidth: 375, topSafeAreaInset: 20)" in page.inner_text("[data-testid=swift-literal]")


# ---- 13. Keyboard and assistive technologies ----

def test_the_keyboard_scrolls_without_a_click(page):
    open_screen(page)
    page.keyboard.press("PageDown")
    page.wait_for_timeout(900)
    assert page.evaluate("window.playground.profile.activeScroller.scrollTop") > 300
    page.keyboard.press("Home")
    page.wait_for_timeout(900)
    assert page.evaluate("window.playground.profile.activeScroller.scrollTop") == 0


def test_tabs_follow_the_aria_tabs_pattern(page):
    open_screen(page)
    scroll_profile_to(page, 100)
    page.focus("[data-testid=tab-0]")
    page.keyboard.press("ArrowRight")
    page.wait_for_timeout(500)
    assert page.get_attribute("[data-testid=tab-1]", "aria-selected") == "true"
    assert page.evaluate("document.activeElement.dataset.testid") == "tab-1"
    page.keyboard.press("End")
    page.wait_for_timeout(500)
    assert page.evaluate("document.activeElement.dataset.testid") == "tab-3"
    assert page.get_attribute("[data-testid=tab-3]", "aria-selected") == "true"
    page.keyboard.press("Home")
    page.wait_for_timeout(500)
    assert page.evaluate("document.activeElement.dataset.testid") == "tab-0"
    assert page.evaluate("window.playground.profile.activeScroller.scrollTop") == 100, "Home on a tab moves the tab, not the page"
    for index in range(4):
        panel = page.get_attribute(f"[data-testid=tab-{index}]", "aria-controls")
        assert panel and page.get_attribute(f"#{panel}", "role") == "tabpanel"


def test_clicking_or_tapping_follow_does_not_scroll_the_page(page):
    """Follow takes focus when clicked; only the keyboard's focus may scroll it into sight."""
    open_screen(page)
    scroll_profile_to(page, 100)
    follow = rect(page, "follow")
    box = phone_box(page)
    page.mouse.click(box["x"] + follow["x"] + follow["width"] / 2, box["y"] + follow["y"] + follow["height"] / 2)
    page.wait_for_timeout(700)
    frames(page, 2)
    assert page.evaluate("window.playground.profile.activeScroller.scrollTop") == 100
    assert page.inner_text("[data-testid=follow]") == "Following"
    cdp = page.context.new_cdp_session(page)
    follow = rect(page, "follow")
    x, y = box["x"] + follow["x"] + follow["width"] / 2, box["y"] + follow["y"] + follow["height"] / 2
    touch(cdp, "touchStart", x, y)
    touch(cdp, "touchEnd", 0, 0)
    page.wait_for_timeout(700)
    frames(page, 2)
    assert page.evaluate("window.playground.profile.activeScroller.scrollTop") == 100


def test_a_mouse_drag_starting_on_follow_scrolls(page):
    open_screen(page)
    follow = rect(page, "follow")
    box = phone_box(page)
    x, y = box["x"] + follow["x"] + follow["width"] / 2, box["y"] + follow["y"] + follow["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 21):
        page.mouse.move(x, y - 10 * step)
        page.wait_for_timeout(16)
    page.wait_for_timeout(150)
    page.mouse.up()
    page.wait_for_timeout(300)
    frames(page, 2)
    assert page.evaluate("window.playground.profile.activeScroller.scrollTop") >= 150
    assert page.inner_text("[data-testid=follow]") == "Follow", "a drag is not a click"


def test_focus_never_lands_under_the_pinned_header(page):
    open_screen(page)
    scroll_profile_to(page, 700)
    page.keyboard.press("Shift")  # the keyboard in use: focus is :focus-visible, as after Tab
    page.focus("[data-testid=follow]")
    page.wait_for_timeout(900)
    follow = rect(page, "follow")
    header = page.evaluate("window.playground.profile.latestLayout.header")
    assert follow["y"] >= header["y"] + header["height"], (follow, header)


def test_reading_order_and_names(page):
    open_screen(page)
    assert page.evaluate("""(() => {
        const name = document.querySelector('[data-testid=name] h1');
        const post = document.querySelector('[data-testid=scroller] .post');
        return Boolean(name.compareDocumentPosition(post) & Node.DOCUMENT_POSITION_FOLLOWING);
    })()"""), "posts are read before the profile's name"
    open_screen(page, "feed")
    labels = page.evaluate("[...document.querySelectorAll('[data-testid=bottombar] > *')].map(e => e.getAttribute('aria-label') || '')")
    assert labels and all(labels), labels
    assert page.evaluate("[...document.querySelectorAll('#feed .chip')].every(e => e.tagName === 'BUTTON')")
    assert "●●●" not in page.inner_text("#feed")


def test_dark_mode_and_reduced_motion_are_followed(page):
    page.emulate_media(color_scheme="dark", reduced_motion="reduce")
    open_screen(page)
    background = page.evaluate("getComputedStyle(document.querySelector('[data-testid=scroller]')).backgroundColor")
    channels = [int(c) for c in background[background.index("(") + 1:background.index(")")].split(",")[:3]]
    assert max(channels) < 60, background
    box = phone_box(page)
    cdp = page.context.new_cdp_session(page)
    touch(cdp, "touchStart", box["x"] + 200, box["y"] + 500)
    for step in range(1, 16):
        touch(cdp, "touchMove", box["x"] + 200, box["y"] + 500 + 10 * step)
    frames(page, 3)
    banner = rect(page, "banner")
    assert banner["height"] > 230 and abs(banner["width"] - 393) <= 0.5, ("Reduce Motion: the banner grows, no zoom", banner)
    touch(cdp, "touchEnd", 0, 0)


# ---- 14. Desktop ----

def test_a_mouse_drags_like_a_finger_and_shows_a_scroll_indicator(page):
    open_screen(page)
    box = phone_box(page)
    page.mouse.move(box["x"] + 200, box["y"] + 700)
    page.mouse.down()
    for step in range(1, 31):
        page.mouse.move(box["x"] + 200, box["y"] + 700 - 10 * step)
        page.wait_for_timeout(10)
    frames(page, 2)
    indicator = page.evaluate("(() => { const s = getComputedStyle(document.querySelector('[data-testid=scroll-indicator]')); "
                              "return [+s.opacity, document.querySelector('[data-testid=scroll-indicator]').getBoundingClientRect().height]; })()")
    page.wait_for_timeout(200)
    page.mouse.up()
    page.wait_for_timeout(300)
    assert page.evaluate("window.playground.profile.activeScroller.scrollTop") >= 250
    assert page.evaluate("String(getSelection())") == ""
    assert indicator[1] > 0 and indicator[0] > 0, ("no scroll indicator while dragging", indicator)


# ---- The avatar at the pin: it slides behind the pinned bar, none of it vanishes at once ----

def painted_avatar_top(page):
    """The topmost row of the phone where the avatar's pixels show (what a user sees of it, its white
    ring over a white page aside); None when none do."""
    box, _ = painted(page, ["avatar"])
    return None if box is None else box[1]


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_the_avatar_slides_behind_the_pinned_bar_without_losing_its_top_in_one_frame(page, motion):
    """Offset 87 → 88 on the default phone: the header pins and the avatar goes behind it. Its visible
    top edge moves at most ~2 px per 1 px of scrolling (with a collapsed avatar taller than its
    overhang, the part over the bar's bottom edge vanished at once: 8 px with the old 0.6 scale, and
    40 px under Reduce Motion, which used to keep the avatar at full size)."""
    page.emulate_media(reduced_motion=motion)
    open_screen(page)
    tops = {}
    for offset in (86, 87, 88, 89, 90):
        assert scroll_profile_to(page, offset) == offset
        frames(page, 2)
        tops[offset] = painted_avatar_top(page)
    assert all(top is not None for top in tops.values()), ("the avatar is not painted", tops)
    offsets = list(tops)
    jumps = {f"{a}→{b}": tops[b] - tops[a] for a, b in zip(offsets, offsets[1:])}
    assert max(abs(jump) for jump in jumps.values()) <= 2, ("the avatar's visible top jumps", tops, jumps)


def test_the_tune_panel_warns_when_the_shrunk_avatar_is_taller_than_its_overhang(page):
    """The engine's `avatarOverlapWhenPinned`, in the user's words, under the collapsed-size field."""
    open_screen(page)
    warning = "[data-testid=warning-avatarCollapsedScale]"
    assert page.inner_text(warning) == "", "the default design slides behind the bar without a jump"
    set_field(page, "avatarCollapsedScale", 0.6)  # 48 pt collapsed, 40 pt of overhang
    assert page.inner_text(warning) == \
        "The shrunk avatar is 8 pt taller than its overhang: that much vanishes when it slides behind the bar"
    assert page.inner_text("[data-testid=error-avatarCollapsedScale]") == "", "a warning, not a refusal"
    assert page.input_value("[data-testid=field-avatarCollapsedScale]") == "0.6", "the value is applied"
    set_field(page, "avatarOverhang", 48)
    assert page.inner_text(warning) == ""
    goto(page, "?screen=profile&preset=tutorial")  # the tutorial's constants: 70 × (1 − 40 / 98) − 35
    assert page.inner_text(warning).startswith("The shrunk avatar is 6.4 pt taller than its overhang")


# ---- What a user of a playground expects ----

def test_state_is_in_a_shareable_url(page):
    open_screen(page)
    set_field(page, "expandedHeight", 250)
    url = page.url
    assert "expandedHeight=250" in url
    page.goto(url)
    page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
    frames(page, 3)
    assert abs(rect(page, "banner")["height"] - 250) <= 0.5
    assert page.input_value("[data-testid=field-expandedHeight]") == "250"


def test_copy_and_reset(page):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_screen(page)
    set_field(page, "expandedHeight", 250)
    page.click("[data-testid=copy]")
    page.wait_for_function("window.playground.copiedText !== undefined", timeout=3000)
    literal = page.inner_text("[data-testid=swift-literal]")
    assert page.evaluate("window.playground.copiedText") == literal and "expandedHeight: 250" in literal
    page.click("[data-testid=reset]")
    frames(page, 3)
    assert abs(rect(page, "banner")["height"] - 190) <= 0.5
    assert "expandedHeight" not in page.url


def test_readout_scrub_and_slow_motion(page):
    open_screen(page)
    page.fill("[data-testid=scrub]", "150")
    page.dispatch_event("[data-testid=scrub]", "input")
    frames(page, 3)
    page.wait_for_timeout(300)
    assert "offset 150.0 pt" in page.inner_text("[data-testid=readout]")
    scroll_profile_to(page, 0)
    page.select_option("[data-testid=speed]", "0.1")
    box = phone_box(page)
    cdp = page.context.new_cdp_session(page)
    touch(cdp, "touchStart", box["x"] + 200, box["y"] + 500)
    for step in range(1, 8):
        touch(cdp, "touchMove", box["x"] + 200, box["y"] + 500 + 10 * step)
    touch(cdp, "touchEnd", 0, 0)
    page.wait_for_timeout(500)  # 0.05 s of engine time: still springing back
    assert rect(page, "banner")["height"] > 195


def test_banner_parallax_from_the_tune_panel_makes_the_banner_lag(page):
    """Issue 22: the banner's parallax (ProfileHeaderConfiguration.bannerParallax), tuned in the panel."""
    open_screen(page)
    scroll_profile_to(page, 40)
    assert abs(rect(page, "banner")["y"] - (-40)) <= 0.5, "without parallax the banner moves with the content"
    set_field(page, "bannerParallax", 0.5)
    scroll_profile_to(page, 0)
    scroll_profile_to(page, 40)
    assert abs(rect(page, "banner")["y"] - (-20)) <= 0.5, ("half the content's speed", rect(page, "banner"))
    assert "bannerParallax: 0.5" in page.inner_text("[data-testid=swift-literal]")
    set_field(page, "bannerParallax", 1.5)
    assert page.inner_text("[data-testid=error-bannerParallax]"), "a parallax beyond 1 is refused"


def test_a_tap_on_the_pinned_header_never_presses_the_follow_button_under_it(page):
    """Issue 23.1: at offsets 115 … 140 the Follow button lies under the pinned header and took its taps."""
    open_screen(page)
    box = phone_box(page)
    for offset in [115, 120, 125, 130, 140]:
        scroll_profile_to(page, offset)
        follow, covered = rect(page, "follow"), page.evaluate("window.playground.profile.latest.coveredHeight")
        x, y = follow["x"] + follow["width"] / 2, min(covered - 2, follow["y"] + follow["height"] - 2)
        assert follow["y"] <= y, (offset, follow, covered)
        hit = page.evaluate("([x, y]) => document.elementFromPoint(x, y).dataset.testid", [box["x"] + x, box["y"] + y])
        assert hit != "follow", (offset, "the header's tap reached Follow")
        page.mouse.click(box["x"] + x, box["y"] + y)
        assert page.get_attribute("[data-testid=follow]", "aria-pressed") == "false", offset
    # Where it shows below the header, it still takes its tap.
    scroll_profile_to(page, 100)
    follow = rect(page, "follow")
    page.mouse.click(box["x"] + follow["x"] + follow["width"] / 2, box["y"] + follow["y"] + follow["height"] - 6)
    assert page.get_attribute("[data-testid=follow]", "aria-pressed") == "true"
