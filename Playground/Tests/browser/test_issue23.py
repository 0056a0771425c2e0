"""Issue 23: the playground as a demanding user finds it. Each test failed on the playground before
its fix."""

import os

import pytest

from conftest import (ARTIFACTS, frames, open_on_the_page_clock, open_screen, phone_box, phone_shot, rect,
                      rest_on_the_page_clock, scroll_profile_to)


def test_a_tap_on_the_status_bar_scrolls_the_profile_to_the_top(page):
    """Item 3: as on iOS (and as the feed does), tapping the status bar takes the page to the top."""
    open_screen(page)
    assert scroll_profile_to(page, 1200) == 1200
    box = phone_box(page)
    # The clock's side of the status bar (the island in the middle is the device's).
    page.mouse.click(box["x"] + 60, box["y"] + 25)
    frames(page, 120)
    assert page.evaluate("window.playground.profile.latest.offset") == 0
    assert page.evaluate("window.playground.profile.activeScroller.scrollTop") == 0


def ring_colour(page):
    """The colour of the avatar's ring (its top edge, inside the frame), from a screenshot."""
    from conftest import phone_shot, rect
    avatar = rect(page, "avatar")
    shot = phone_shot(page)
    return shot.getpixel((round(avatar["x"] + avatar["width"] / 2), round(avatar["y"] + 1.5)))


def test_the_avatars_ring_is_the_background_in_both_themes(page):
    """Item 7: X draws the ring in the screen's background colour: white in light mode, black in dark."""
    for theme, background in [("light", (255, 255, 255)), ("dark", (0, 0, 0))]:
        page.goto(page.server.url + f"/?screen=profile&theme={theme}")
        page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
        frames(page, 3)
        ring = ring_colour(page)
        assert all(abs(a - b) <= 24 for a, b in zip(ring, background)), (theme, ring)


FEED_SCROLL_TOP = "window.playground.feed.scroller.scrollTop"


def feed_scroll_top(page):
    return page.evaluate(FEED_SCROLL_TOP)


def test_the_feed_scrolls_with_keys_without_a_click_first(page):
    """Item 15: the keys scroll the feed as soon as it opens, as they do the profile."""
    open_screen(page, "feed")
    # (Each waits for what it expects, up to 5 s: the smooth scrolls take longer on a loaded machine.)
    page.keyboard.press("PageDown")
    page.wait_for_function(f"{FEED_SCROLL_TOP} > 300", timeout=5000)
    page.wait_for_timeout(300)  # (the smooth scroll ends)
    down = feed_scroll_top(page)
    page.keyboard.press("ArrowDown")
    page.wait_for_function(f"{FEED_SCROLL_TOP} > {down}", timeout=5000)
    page.keyboard.press("Home")
    page.wait_for_function(f"{FEED_SCROLL_TOP} === 0", timeout=5000)


def test_a_mouse_drag_scrolls_the_feed_and_its_release_settles_the_bars(page):
    """Item 15: a mouse drag moves the feed with the pointer, like a finger, and the bars follow and
    settle whole when it lets go."""
    open_screen(page, "feed")
    # A click (no movement) still presses what is under it: a filter chip.
    chip = page.locator("#feed .chip").nth(1)
    chip.click()
    assert chip.get_attribute("aria-pressed") == "true"
    box = phone_box(page)
    x, y = box["x"] + 200, box["y"] + 600
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 21):
        page.mouse.move(x, y - 15 * step)
        frames(page, 1)
    assert abs(feed_scroll_top(page) - 300) <= 2, feed_scroll_top(page)
    page.mouse.up()
    page.wait_for_timeout(600)
    assert page.evaluate("window.playground.feed.latest.status") in ("expanded", "contracted")


def slider_x(page, value):
    """Where the scrubber's thumb is for `value`, in page coordinates (the thumb travels the
    slider's width less its own)."""
    box = page.locator("[data-testid=scrub]").bounding_box()
    low, high = -150, 600
    thumb = 16
    return box["x"] + thumb / 2 + (value - low) / (high - low) * (box["width"] - thumb), box["y"] + box["height"] / 2


def test_a_held_scrubber_holds_a_pull_and_follows_the_offset_when_let_go(page):
    """Item 9: scrubbed below 0 and held, the banner stays pulled (it no longer springs back under
    the hand); let go, it springs back; the scrubber then follows the offset as the list moves."""
    page.set_viewport_size({"width": 1440, "height": 900})
    open_screen(page)
    x0, y0 = slider_x(page, 0)
    page.mouse.move(x0, y0)
    page.mouse.down()
    x1, _ = slider_x(page, -100)
    page.mouse.move(x1, y0, steps=8)
    frames(page, 40)
    held = page.evaluate("window.playground.profile.latest.offset")
    assert held < -80, held
    assert page.evaluate("window.playground.profile.latest.phase") == "stretching"
    page.mouse.up()
    frames(page, 120)
    assert abs(page.evaluate("window.playground.profile.latest.offset")) < 0.5
    scroll_profile_to(page, 300)
    frames(page, 20)
    assert abs(int(page.evaluate("document.querySelector('[data-testid=scrub]').value")) - 300) <= 1


def open_url(page, query):
    page.goto(page.server.url + "/" + query)
    page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
    frames(page, 3)


def test_a_link_reproduces_its_design_whatever_the_order_of_its_fields(page):
    """Item 2: ?avatarOverhang=20&avatarSize=30 opened with an 80 pt avatar (30 offered first, while
    the overhang was still 40, and refused without a word). The link's fields now apply together."""
    open_url(page, "?screen=profile&avatarOverhang=20&avatarSize=30")
    assert page.evaluate("window.playground.panel.values.avatarSize") == 30
    assert page.evaluate("window.playground.panel.values.avatarOverhang") == 20
    assert abs(page.evaluate("window.playground.profile.latest.avatarRest.width") - 30) < 0.5
    assert page.locator("[data-testid=form-error]").inner_text() == ""


def test_a_links_bad_values_are_named_not_dropped(page):
    """Item 2: a value that is not a number, or one the engine refuses, is reported with its field,
    and the rest of the link still applies."""
    open_url(page, "?screen=profile&barHeight=abc&expandedHeight=5&avatarSize=60")
    said = page.locator("[data-testid=form-error]").inner_text()
    assert "Bar height" in said and "abc" in said, said
    assert "Banner height" in said or "expandedHeight" in said, said
    assert page.evaluate("window.playground.panel.values.avatarSize") == 60


def test_the_feeds_settings_are_in_its_link(page):
    """Item 2: the feed's settings reach the URL, and a link with them opens with them."""
    open_screen(page, "feed")
    field = page.locator("[data-testid=field-extensionHeight]")
    field.fill("0")
    field.dispatch_event("change")
    assert "extensionHeight=0" in page.url
    open_url(page, "?screen=feed&extensionHeight=0&navigationBarHeight=50")
    assert page.evaluate("window.playground.feed.values.extensionHeight") == 0
    assert page.evaluate("window.playground.feed.values.navigationBarHeight") == 50


def test_a_device_link_opened_in_a_narrow_window_keeps_the_phone_reachable(browser, server):
    """Item 5: /?device=iphone in a 390-wide window put the phone at x = −211, out of reach; windows
    720–876 wide clipped its left edge. The phone now starts inside the window (the rest scrolls)."""
    for width, height in [(390, 844), (800, 900)]:
        context = browser.new_context(viewport={"width": width, "height": height})
        page = context.new_page()
        page.goto(server.url + "/?screen=profile&device=iphone")
        page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
        frames(page, 2)
        box = phone_box(page)
        assert box["x"] >= 0, (width, box)
        # Its right part can be scrolled to.
        page.evaluate("window.scrollTo(document.documentElement.scrollWidth, 0)")
        frames(page, 2)
        box = phone_box(page)
        assert box["x"] + box["width"] <= width + 1, (width, box)
        context.close()


def test_a_phone_opens_the_playground_filling_its_screen(phone):
    """Item 5, on a phone's browser (a mobile viewport, as Chrome on Android): the page chose its
    layout by window.innerWidth, which a mobile browser widens to fit content wider than the screen
    (the desktop layout, 846 px), so a phone opened the phone-and-panel layout zoomed out to fit,
    the phone at under half its size. The page now goes by the screen's width (the initial
    containing block's) and fills the phone's screen; the panel opens from the Tune button."""
    open_screen(phone)
    assert phone.evaluate("document.body.classList.contains('fill')")
    assert phone.evaluate("[window.innerWidth, document.documentElement.scrollWidth]") == [390, 390]
    box = phone_box(phone)
    assert (box["x"], box["width"]) == (0, 390), box
    assert phone.locator("[data-testid=tune-toggle]").is_visible()
    assert not phone.locator("[data-testid=tune-panel]").is_visible()


def test_no_blank_band_above_the_tab_bar_on_wide_screens(browser, server):
    """Item 12: on the iPad and in landscape the details wrap to fewer lines than on the phone, and
    the tab bar kept the phone's position below them: a 46 pt blank band. The tab bar now sits where
    the details end, as far below them as on the phone."""
    gaps = {}
    for device in ["iphone", "ipad", "landscape"]:
        context = browser.new_context(viewport={"width": 1440, "height": 1400})
        page = context.new_page()
        page.goto(server.url + f"/?screen=profile&device={device}")
        page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
        frames(page, 3)
        gap = page.evaluate("""() => {
            const counts = document.querySelector('.sheet .counts').getBoundingClientRect();
            const tabbar = document.querySelector('[data-testid=tabbar]').getBoundingClientRect();
            return tabbar.top - counts.bottom; }""")
        gaps[device] = gap
        context.close()
    assert all(abs(gap - gaps["iphone"]) <= 1 for gap in gaps.values()), gaps


def test_reset_leaves_a_clean_address(page):
    """Polish: Reset on a page opened without a query left a bare `?` in the address."""
    page.goto(page.server.url + "/")
    page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
    field = page.locator("[data-testid=field-expandedHeight]")
    field.fill("220")
    field.dispatch_event("change")
    assert "expandedHeight=220" in page.url
    page.locator("[data-testid=reset]").click()
    assert not page.url.endswith("?"), page.url
    assert page.url.rstrip("/") == page.server.url.rstrip("/"), page.url


def test_a_refused_tiny_value_is_quoted_as_typed(page):
    """Polish: 1e-9 was refused as “0 was not applied”: the message quoted the value rounded."""
    open_screen(page)
    field = page.locator("[data-testid=field-stretchBlurDistance]")
    field.fill("1e-9")
    field.dispatch_event("change")
    said = page.locator("[data-testid=error-stretchBlurDistance]").inner_text()
    assert "1e-9" in said and "(0 was" not in said, said


def test_the_copied_swift_has_no_needless_try_and_names_the_x_tabs(page):
    """Polish: unchanged settings were copied as `design: try .twitter` (a compiler warning); the X
    preset's Swift now makes the page with its label-width tabs."""
    # The playground's own title is two lines (36 pt, travelling 40); .twitter's is 22 and 33.
    open_url(page, "?screen=profile&titleHeight=22&titleTravel=33")
    literal = page.inner_text("[data-testid=swift-literal]")
    assert "design: .twitter," in literal and "try .twitter" not in literal, literal
    assert "tabCount: 4" in literal
    open_screen(page, preset="x")
    literal = page.inner_text("[data-testid=swift-literal]")
    assert "let page = ProfilePage.tabbed(" in literal, literal
    assert "scrollableTabs: try ScrollableTabs(labelWidths: [" in literal and "tabCount" not in literal, literal


def test_reset_and_copy_are_in_view_on_a_laptop(browser, server):
    """Item 11: on a 1366×768 laptop the panel ran 1 335 px tall, Reset and Copy below the fold. The
    panel now scrolls on its own beside the phone, its buttons kept in view."""
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    page.goto(server.url + "/?screen=profile")
    page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
    frames(page, 2)
    for testid in ["reset", "copy", "share"]:
        box = page.locator(f"[data-testid={testid}]").bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= 768, (testid, box)
    # The fields are all still reachable: the panel scrolls to its last one.
    last = page.locator("[data-testid=tune] label").last
    last.scroll_into_view_if_needed()
    box = last.bounding_box()
    assert box["y"] + box["height"] <= 768, box
    context.close()


def test_the_feeds_bars_blur_what_scrolls_under_them(page, tmp_path):
    """Item 8: the feed's bars were see-through with no backdrop blur (post text read through "Home"
    and the status bar). They are translucent over a blur now, and opaque with Reduce Transparency."""
    page.goto(page.server.url + "/?screen=feed&expansionResistance=0")
    page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
    # Read down, then back up a little: the bars come back over the posts.
    for top in (200, 400, 300):
        page.evaluate("top => window.playground.feed.scroller.scrollTo({top})", top)
        frames(page, 3)
    page.wait_for_timeout(300)
    assert page.evaluate("window.playground.feed.latest.hidden") == 0
    styles = page.evaluate("""() => ['.navbar', '.extension', '.bottombar', '.statusbar.dark'].map(selector => {
        const style = getComputedStyle(document.querySelector(`#feed ${selector}`));
        return [selector, style.backdropFilter, style.backgroundColor];
    })""")
    for selector, backdrop, background in styles:
        assert "blur(14px)" in backdrop, (selector, backdrop)
        assert background.startswith("rgba(") and not background.endswith(", 0)"), (selector, background)
    page.screenshot(path=os.path.join(tmp_path, "feed-glass.png"), clip={"x": 0, "y": 0, "width": 460, "height": 260})
    # Chromium has no switch for prefers-reduced-transparency: the opaque rule is checked to exist.
    assert page.evaluate("""() => [...document.styleSheets].some(sheet => [...sheet.cssRules].some(rule =>
        rule.media && rule.media.mediaText.includes('prefers-reduced-transparency') && rule.cssText.includes('.navbar')))""")


def test_loading_shows_a_placeholder_and_a_failed_engine_says_what_went_wrong(page, tmp_path):
    """Polish: a blank white phone and live-looking buttons while loading, and a permanent blank page
    when the engine failed to load. Now: a placeholder and an inert panel while loading; on failure,
    what failed and a Try again button."""
    held = []
    page.route("**/profile.wasm", lambda route: held.append(route))
    page.goto(page.server.url + "/?screen=profile", wait_until="domcontentloaded")
    page.wait_for_function("document.querySelector('[data-testid=load-state]') && getComputedStyle(document.querySelector('[data-testid=load-state]')).display === 'flex'")
    assert page.locator("[data-testid=load-message]").text_content() == "Loading the engine…"
    assert page.evaluate("document.querySelector('[data-testid=tune-panel]').inert")
    while not held:
        page.wait_for_timeout(20)
    held[0].continue_()
    page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
    assert not page.locator("[data-testid=load-state]").is_visible()
    assert not page.evaluate("document.querySelector('[data-testid=tune-panel]').inert")

    failing = page.context.new_page()
    failing.route("**/feed.wasm", lambda route: route.fulfill(status=404, body="not here"))
    failing.goto(page.server.url + "/?screen=feed")
    failing.wait_for_function("document.body.classList.contains('load-failed')", timeout=15000)
    message = failing.locator("[data-testid=load-message]").text_content()
    assert "feed.wasm answered 404" in message and "swift run --package-path Playground" in message, message
    assert failing.locator("[data-testid=load-retry]").is_visible()
    assert failing.evaluate("document.querySelector('[data-testid=tune-panel]').inert")
    failing.screenshot(path=os.path.join(tmp_path, "failed.png"))
    failing.close()


def test_a_larger_browser_text_size_grows_the_page_text_and_keeps_the_bar_title_hidden_at_rest(browser, server, tmp_path):
    """Item 6: with a larger browser text size the bar title showed at rest over the banner (the
    engine made the bar taller; the title kept the design's travel) and the page's own text stayed in
    fixed px. A Chromium profile whose default font size is 24 px (text scale 1.5)."""
    import json
    profile = tmp_path / "chromium"
    (profile / "Default").mkdir(parents=True)
    (profile / "Default" / "Preferences").write_text(json.dumps({"webkit": {"webprefs": {"default_font_size": 24}}}))
    context = browser.browser_type.launch_persistent_context(
        str(profile), executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
        args=["--no-sandbox", "--disable-smooth-scrolling", "--disable-gpu"], viewport={"width": 900, "height": 920})
    try:
        page = context.new_page()
        page.goto(server.url + "/?screen=profile")
        page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
        frames(page, 3)
        sizes = page.evaluate("""() => ['.title b', '.sheet h1', '.post .who'].map(s =>
            parseFloat(getComputedStyle(document.querySelector(`#profile ${s}`)).fontSize))""")
        assert sizes == [25.5, 30, 21], sizes
        latest = page.evaluate("window.playground.profile.latest")
        clip = latest["headerClip"]
        assert latest["barFrame"]["height"] == 66  # the engine's bar, 44 pt at text scale 1.5
        assert latest["titleFrame"]["y"] >= clip["y"] + clip["height"] - 1e-6, (latest["titleFrame"], clip)
        # The taller bar leaves no room for a second trailing button beside the title: it stays out of sight.
        trailing = page.locator("[data-testid=bar-trailing]").bounding_box()
        assert page.locator("[data-testid=search]").bounding_box()["y"] >= trailing["y"] + trailing["height"] - 1
        page.screenshot(path=os.path.join(tmp_path, "text-150.png"))
    finally:
        context.close()


def test_without_a_filter_bar_the_navigation_bar_keeps_a_divider(page):
    """Polish: with a 0 pt filter bar the navigation bar lost its divider."""
    open_screen(page, "feed")
    shadow = "getComputedStyle(document.querySelector('#feed .navbar')).boxShadow"
    assert page.evaluate(shadow) == "none"  # the filter bar draws it
    page.goto(page.server.url + "/?screen=feed&extensionHeight=0")
    page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
    assert "inset" in page.evaluate(shadow) and " -1px" in page.evaluate(shadow), page.evaluate(shadow)


def test_the_feeds_list_lands_with_its_bars_when_they_settle(page):
    """Polish: the feed's list finished its part of a snap in about 80 ms while the bars took 250 ms,
    opening a 7–14 px blank band between them. Both now take the engine's duration on one curve."""
    from test_feed import wheel
    open_screen(page, "feed")
    wheel(page, 600)
    page.wait_for_timeout(400)
    # Every frame from before the notches, each with whether the bars' snap transition is on: the snap
    # is taken from the frame before it starts (in real time, a read begun after the notches could come
    # after the wheel's 150 ms release on a loaded machine, part-way through the snap or after it).
    page.evaluate("""() => {
        const nav = document.querySelector('#feed .navbar');
        const scroller = window.playground.feed.scroller;
        window.__snap = [];
        const tick = (now) => {
            const m = new DOMMatrixReadOnly(getComputedStyle(nav).transform);
            window.__snap.push([now, m.m42, scroller.scrollTop, nav.style.transition !== '']);
            window.__snapSampling = requestAnimationFrame(tick);
        };
        window.__snapSampling = requestAnimationFrame(tick);
    }""")
    wheel(page, -210)  # through the 200 pt resistance, 10 pt into showing the bar: released part-way
    page.wait_for_function("window.__snap.some(s => s[3]) && !window.__snap[window.__snap.length - 1][3]", timeout=10000)
    frames(page, 3)
    recorded = page.evaluate("(() => { cancelAnimationFrame(window.__snapSampling); return window.__snap; })()")
    first = next(i for i, s in enumerate(recorded) if s[3])
    samples = [s for s in recorded[max(first - 1, 0):] if s[0] - recorded[first][0] <= 700]
    bars = [s[1] for s in samples]
    tops = [s[2] for s in samples]
    assert abs(bars[-1] - bars[0]) >= 5 and abs(tops[-1] - tops[0]) >= 5, (bars[0], bars[-1], tops[0], tops[-1])
    worst = 0
    for _, bar, top, _ in samples:
        bar_progress = (bar - bars[0]) / (bars[-1] - bars[0])
        top_progress = (top - tops[0]) / (tops[-1] - tops[0])
        worst = max(worst, abs(bar_progress - top_progress))
    # The defect put them about half the way apart (the list done at 80 ms, the bars' ease-out at
    # 0.47 then). A frame that comes late on a loaded machine leaves the page's write of the list one
    # frame behind the bars' transition, which the compositor runs on: up to about a fifth of the way.
    assert worst <= 0.25, f"the list and the bars apart by {worst:.2f} of the way: {samples}"


def test_the_feeds_snap_curve_is_the_engines(page):
    """The list's part of a snap follows the engine's snap curve (ShyBarsStep.snapEasing), the curve of
    the bars' CSS transition, ease-out = cubic-bezier(0, 0, 0.58, 1): the page keeps no curve of its own."""
    open_screen(page, "feed")
    def css_ease_out(x):
        bezier = lambda t, a, b: 3 * a * t * (1 - t) ** 2 + 3 * b * t * t * (1 - t) + t ** 3
        low, high = 0.0, 1.0
        for _ in range(60):
            middle = (low + high) / 2
            low, high = (middle, high) if bezier(middle, 0, 0.58) < x else (low, middle)
        return bezier((low + high) / 2, 0, 1)
    for x in [0, 0.1, 0.25, 0.5, 0.8, 1]:
        got = page.evaluate("x => window.playground.engine.shy.snapProgress(x)", x)
        assert abs(got - css_ease_out(x)) < 1e-4, (x, got, css_ease_out(x))
    source = page.evaluate("fetch('feed.js').then(r => r.text())")
    assert "bezier" not in source.lower(), "feed.js solves no curve of its own"
    # The bars' transition takes the engine's control points too (it named ease-out itself).
    assert "ease-out" not in source
    assert page.evaluate("window.playground.engine.shy.snapCurve()") == "cubic-bezier(0, 0, 0.58, 1)"
    from test_feed import wheel
    wheel(page, 600)
    page.wait_for_timeout(400)
    page.evaluate("""() => {
        const nav = document.querySelector('#feed .navbar');
        window.__transitions = [];
        new MutationObserver(() => { if (nav.style.transition) window.__transitions.push(nav.style.transition); })
            .observe(nav, { attributes: true, attributeFilter: ['style'] });
    }""")
    wheel(page, -210)  # released part-way: the bars snap
    page.wait_for_timeout(700)
    transitions = page.evaluate("window.__transitions")
    assert transitions and all("cubic-bezier(0, 0, 0.58, 1)" in t for t in transitions), transitions


def start_refresh(page):
    """A wheel pull at the top of the profile, held until it refreshes."""
    box = phone_box(page)
    page.mouse.move(box["x"] + 200, box["y"] + 600)
    for _ in range(12):
        page.mouse.wheel(0, -40)
        page.wait_for_timeout(16)
    page.wait_for_function("window.playground.profile.refresh.phase === 'refreshing'", timeout=3000)


READING_POST = """() => {
  const list = window.playground.profile.activeScroller;
  const box = list.getBoundingClientRect();
  const posts = [...list.querySelectorAll('.post')];
  const post = posts.find(p => p.getBoundingClientRect().top > box.top + box.height / 2);
  window.__reading = post;
  return post.getBoundingClientRect().top;
}"""


def test_a_refresh_landing_while_reading_further_down_keeps_the_post_being_read_in_place(page):
    """Item 14: new posts land above; what the user reads does not move (the list jumped by the new
    post's height, ~88 pt). At the top, the new post shows at the top instead."""
    open_screen(page)
    start_refresh(page)
    scroll_profile_to(page, 1500)
    frames(page, 3)
    before = page.evaluate(READING_POST)
    page.wait_for_function("window.playground.profile.refresh.phase === 'idle'", timeout=5000)
    frames(page, 30)
    after = page.evaluate("window.__reading.getBoundingClientRect().top")
    assert abs(after - before) <= 1, f"the post being read moved from {before} to {after}"
    assert page.evaluate("document.querySelectorAll('[data-testid=scroller] .post.fresh').length") >= 1

    # Refreshing from the top and staying there: the new post is the first one on screen, under the
    # tab bar, and the header rests expanded (nothing anchored it away).
    scroll_profile_to(page, 0)
    frames(page, 30)
    start_refresh(page)
    page.wait_for_function("window.playground.profile.refresh.phase === 'idle'", timeout=5000)
    frames(page, 90)
    assert page.evaluate("window.playground.profile.latest.offset") == 0
    first = page.evaluate("""() => {
      const list = window.playground.profile.activeScroller;
      const post = list.querySelector('.post');
      return {fresh: post.classList.contains('fresh'), top: post.getBoundingClientRect().top,
              tabBar: document.querySelector('[data-testid=tabbar]').getBoundingClientRect().bottom};
    }""")
    assert first["fresh"] and abs(first["top"] - first["tabBar"]) <= 2, first


def test_a_click_on_a_tab_that_moves_a_few_pixels_still_switches_tabs(page):
    """Item 4: a press that moves less than the engine's touch slop is a tap, not a pull: the page does
    not move and the tab is selected (a 3–5 px wobble pulled the header, and a pulled page refuses
    tab switches)."""
    open_screen(page)
    for tab, wobble in [(1, 4), (2, -5), (0, 3)]:
        button = page.locator("[data-testid=tabbar] [role=tab]").nth(tab).bounding_box()
        x, y = button["x"] + button["width"] / 2, button["y"] + button["height"] / 2
        page.mouse.move(x, y)
        page.mouse.down()
        page.mouse.move(x, y + wobble / 2)
        page.mouse.move(x, y + wobble)
        frames(page, 2)
        assert page.evaluate("window.playground.profile.latest.offset") == 0, "the press moved the page"
        page.mouse.up()
        frames(page, 60)
        assert page.evaluate("window.playground.profile.activeList") == tab, f"tab {tab} after a {wobble} px wobble"
        assert page.evaluate("window.playground.profile.latest.offset") == 0


def test_a_tab_tapped_while_the_header_springs_back_switches_once_it_is_back(page):
    """Item 4: a pulled page refuses tab switches (the lists share the header, and the header is
    stretched), and a tap while it sprang back was dropped with no word. The engine's pager keeps it
    and makes the switch when the header is back."""
    open_screen(page)
    # Slow motion (the playground's speed control), so the tap lands while the header springs back
    # however busy the machine is; the tap is a plain press and lift at the tab, with no waiting.
    page.select_option("[data-testid=speed]", "0.1")
    box = phone_box(page)
    x = box["x"] + box["width"] / 2
    page.mouse.move(x, box["y"] + 400)
    page.mouse.down()
    for step in range(1, 13):
        page.mouse.move(x, box["y"] + 400 + step * 12)
    # The finger rests before it lifts (longer than the engine's DragVelocity.timeout, 0.08 s: the
    # clock runs at full speed while a finger is down), so the header springs back from the pull
    # rather than being flicked further down: the tab moves a point or two a frame, and the tap
    # lands on it however late it comes.
    frames(page, 12)
    page.mouse.up()
    frames(page, 2)
    assert page.evaluate("window.playground.profile.latest.offset") < -20, "the header is not springing back"
    assert page.evaluate("window.playground.profile.latest.refreshPhase") == "idle"
    # The tab has moved down with the pull; it is where the frame now draws it.
    tab = page.locator("[data-testid=tabbar] [role=tab]").nth(2).bounding_box()
    page.mouse.click(tab["x"] + tab["width"] / 2, tab["y"] + tab["height"] / 2)
    assert page.evaluate("window.playground.profile.latest.offset") < 0, "the tap came after the header was back"
    page.select_option("[data-testid=speed]", "1")
    frames(page, 90)
    assert page.evaluate("window.playground.profile.latest.offset") == 0
    assert page.evaluate("window.playground.profile.activeList") == 2


def test_slow_motion_slows_a_fling_but_not_the_finger(page):
    """The speed control slows what the page does on its own, not the hand: a drag released in slow
    motion flings as far as the same drag at full speed. (Slowed, the finger's moves came 1/speed
    times as fast to the engine: a gentle drag at 0.1 flung ten times as far, to the list's end.)"""
    travelled = {}
    for speed in ("1", "0.1"):
        # On the page's clock: the release speed is the spacing of the last moves, which in real
        # time a loaded machine stretches (and the ratio with it).
        open_on_the_page_clock(page, 400)
        start = page.evaluate("window.playground.profile.latest.offset")
        page.select_option("[data-testid=speed]", speed)
        box = phone_box(page)
        x, y = box["x"] + box["width"] / 2, box["y"] + 600
        page.mouse.move(x, y)
        page.mouse.down()
        for step in range(1, 13):  # 10 px a frame: about 600 points a second
            page.clock.run_for(16)
            page.mouse.move(x, y - step * 10)
        page.clock.run_for(16)
        page.mouse.up()
        page.clock.run_for(48)
        page.select_option("[data-testid=speed]", "1")  # the fling's speed is decided: watch it end
        rest_on_the_page_clock(page, 10000)
        travelled[speed] = page.evaluate("window.playground.profile.latest.offset") - start
    assert travelled["1"] > 150, travelled  # a fling, not a drag that stopped
    assert 0.6 < travelled["0.1"] / travelled["1"] < 1.6, travelled


def offer_in_panel(page, name, value):
    """Types `value` into the panel's field `name` as a user would; returns the refusal said, or ''."""
    field = page.locator(f"[data-testid=field-{name}]")
    field.fill(repr(value) if isinstance(value, float) else str(value))
    field.dispatch_event("change")
    return page.locator(f"[data-testid=error-{name}]").inner_text()


def check_slider_ranges(page):
    """Every slider of the tune panel: both ends accepted, a step beyond either refused, the same
    range after going back, and the range text beside it agreeing. Returns the sliders' names."""
    names = page.evaluate("[...document.querySelectorAll('[data-testid=tune] [data-testid^=slider-]')].map(s => s.dataset.testid.slice(7))")
    for name in names:
        slider = page.locator(f"[data-testid=slider-{name}]")
        low, high, step = (float(slider.get_attribute(attribute)) for attribute in ("min", "max", "step"))
        before = float(page.locator(f"[data-testid=field-{name}]").input_value())
        for end, beyond in ((low, low - step), (high, high + step)):
            assert offer_in_panel(page, name, round(beyond, 6)) != "", f"{name}: {beyond} beyond {low}…{high} was accepted"
            assert offer_in_panel(page, name, end) == "", f"{name}: the end {end} of {low}…{high} was refused"
            assert offer_in_panel(page, name, before) == "", f"{name}: could not go back to {before}"
            # The range after going back is the same one (it depends on the other values only).
            assert float(slider.get_attribute("min")) == low and float(slider.get_attribute("max")) == high, name
        unit = page.locator(f"[data-testid=range-{name}]").inner_text()
        assert unit.startswith(f"{page.locator(f'[data-testid=field-{name}]').get_attribute('min')} to "), (name, unit)
    return names


@pytest.mark.parametrize("preset", [None, "tutorial", "x"])
def test_each_sliders_range_is_what_the_engine_accepts_with_the_other_values(page, preset):
    """Item 10: the panel promised values the engine refuses (bar height from 24 while the two-line
    title needs 36, banner height from 60). Each slider now runs from the lowest to the highest value
    the engine accepts with the other values in force: both ends are accepted, a step beyond either is
    refused, and the range written beside the slider says the same."""
    open_screen(page, preset=preset)
    names = check_slider_ranges(page)
    assert "barHeight" in names and "expandedHeight" in names, names
    bar = page.locator("[data-testid=slider-barHeight]")
    assert float(bar.get_attribute("min")) >= 36, "the two-line title (36 pt) needs a bar at least as tall"
    # Typed below it, the refusal names the field typed and what it takes, then the engine's rule.
    said = offer_in_panel(page, "barHeight", 30)
    assert said.startswith("Bar height takes 36 to ") and "(30 was not applied)" in said, said


def test_the_feeds_sliders_offer_what_the_engine_accepts(page):
    """Item 10, the feed: the navigation bar's minimum height cannot pass its height; its slider
    stops there, as every feed slider stops where the engine's rules do."""
    open_screen(page, "feed")
    names = check_slider_ranges(page)
    assert "navigationBarMinimumHeight" in names, names
    height = float(page.locator("[data-testid=field-navigationBarHeight]").input_value())
    assert float(page.locator("[data-testid=slider-navigationBarMinimumHeight]").get_attribute("max")) <= height


def _box(page, testid):
    return page.locator(f"[data-testid={testid}]").bounding_box()


def _overlap(a, b):
    return not (a["x"] + a["width"] <= b["x"] or b["x"] + b["width"] <= a["x"]
                or a["y"] + a["height"] <= b["y"] or b["y"] + b["height"] <= a["y"])


@pytest.mark.parametrize("preset", ["twitter", "x"])
def test_right_to_left_mirrors_the_page_and_nothing_overlaps(page, preset):
    """Issue 23: the direction switch. Right to left, the avatar is on the right and Follow on the
    left (forced RTL put the avatar over Follow), the first tab is the rightmost with the indicator
    under it, the back button is on the right; the switch applies without a reload and is in the URL."""
    open_screen(page, preset=preset)
    phone = phone_box(page)
    assert _box(page, "avatar")["x"] < phone["x"] + phone["width"] / 2, "left to right first"
    page.select_option("[data-testid=direction]", "rtl")
    frames(page, 3)
    assert "dir=rtl" in page.url
    mid = phone["x"] + phone["width"] / 2
    avatar, follow = _box(page, "avatar"), _box(page, "follow")
    assert avatar["x"] > mid and follow["x"] + follow["width"] < mid, (avatar, follow)
    assert not _overlap(avatar, follow)
    tabs = page.evaluate("[...document.querySelectorAll('[data-testid=tabbar] [role=tab]')].map(t => t.getBoundingClientRect().x)")
    assert tabs[0] == max(tabs), tabs
    tab0, indicator = _box(page, "tab-0"), _box(page, "tab-indicator")
    assert abs((tab0["x"] + tab0["width"] / 2) - (indicator["x"] + indicator["width"] / 2)) < 1, (tab0, indicator)
    back, more = _box(page, "back"), _box(page, "more")
    assert back["x"] > mid > more["x"] + more["width"], (back, more)
    phone_shot(page).save(ARTIFACTS / f"rtl-{preset}.png")
    # Scrolled until the header collapses: the avatar stays clear of Follow all the way, and the
    # bar title arrives between the bar's buttons.
    for offset in (40, 80, 120, 200):
        scroll_profile_to(page, offset)
        assert not _overlap(_box(page, "avatar"), _box(page, "follow")), offset
    title, back, more = _box(page, "title"), _box(page, "back"), _box(page, "more")
    assert more["x"] + more["width"] <= title["x"] and title["x"] + title["width"] <= back["x"], (more, title, back)
    # The link opens right to left.
    page.goto(page.url)
    page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
    frames(page, 3)
    assert page.input_value("[data-testid=direction]") == "rtl"
    assert _box(page, "avatar")["x"] > mid


def test_the_indicator_keeps_its_width_while_it_slides(page):
    """Issue 23 (item 13): the indicator gliding between equal tabs flickered a pixel wider and
    narrower (its edges were put on the pixel grid one by one). Sampled every frame of a glide in
    slow motion from the first tab to the third (drawn 98, 98 and 99 px wide at this size), its
    drawn width changes once, from one tab's to the other's, and never flickers back."""
    open_screen(page)
    page.select_option("[data-testid=speed]", "0.25")
    widths = page.evaluate("""() => new Promise(done => {
      const indicator = document.querySelector('[data-testid=tab-indicator]');
      const widths = [];
      const start = performance.now();
      document.querySelector('[data-testid=tab-2]').click();
      const sample = () => {
        widths.push(indicator.getBoundingClientRect().width);
        if (performance.now() - start < 1500) requestAnimationFrame(sample); else done(widths);
      };
      requestAnimationFrame(sample);
    })""")
    assert page.evaluate("window.playground.profile.latest.selectedTab") == 2
    assert len(widths) > 20
    changes = [(a, b) for a, b in zip(widths, widths[1:]) if abs(a - b) > 1e-6]
    tab0 = page.locator("[data-testid=tab-0]").bounding_box()["width"]
    tab2 = page.locator("[data-testid=tab-2]").bounding_box()["width"]
    assert len(changes) == (0 if abs(tab0 - tab2) < 1e-6 else 1), f"the width changed {len(changes)} times: {changes}"
    assert abs(widths[0] - tab0) < 1e-6 and abs(widths[-1] - tab2) < 1e-6, (widths[0], widths[-1], tab0, tab2)
