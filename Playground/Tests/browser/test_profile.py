"""The profile screen in a real browser: the DOM shows exactly what the engine computes."""

import pytest

from conftest import (ARTIFACTS, close, frames, open_on_the_page_clock, open_screen, painted, phone_shot, rect,
                      scroll_profile_to, wheel_on_the_page_clock)
from independent import SWIFT_GOLDENS, TWITTER, decoded_frame, decoded_frames

NAMED_OFFSETS = [0, 40, 87, 120, 155, 172, 250, 600]


def drawn(page):
    return {name: rect(page, name) for name in ("banner", "avatar", "title", "tabbar")}


def stacking(page):
    return page.evaluate("document.querySelector('[data-testid=avatar]').dataset.stacking")


def test_independent_decoder_reads_the_swift_numbers(page):
    """The test's own slot table gives the Swift suite's golden numbers for .twitter (aligned to 1/16 pt)."""
    open_screen(page)
    offsets = list(SWIFT_GOLDENS)
    for offset, frame in zip(offsets, decoded_frames(page, offsets, TWITTER)):
        golden = SWIFT_GOLDENS[offset]
        for name in ("header", "banner", "avatar", "title", "tabBar"):
            assert close(frame[name], golden[name], 0.04), (offset, name, frame[name], golden[name])
        for name in ("stacking", "blurRadius"):
            assert abs(frame[name] - golden[name]) < 1e-9, (offset, name, frame[name], golden[name])
        assert abs(frame["offset"] - offset) < 1e-6, (offset, frame["offset"])


def test_geometry_at_named_offsets_is_the_engines(page):
    """What the page draws is what the engine computes, decoded without the page's JavaScript."""
    open_screen(page)
    assert page.evaluate("[document.querySelector('[data-testid=phone]').clientWidth, "
                         "document.querySelector('[data-testid=phone]').clientHeight]") == [393, 852]
    expected = decoded_frames(page, NAMED_OFFSETS)
    for offset, frame in zip(NAMED_OFFSETS, expected):
        actual = scroll_profile_to(page, offset)
        assert actual == offset
        dom = drawn(page)
        for name, key in (("banner", "banner"), ("avatar", "avatar"), ("tabbar", "tabBar"), ("title", "title")):
            assert close(dom[name], frame[key]), (offset, name, dom[name], frame[key])
        header_clip = page.evaluate("getComputedStyle(document.querySelector('[data-testid=header]')).clipPath")
        header = frame["header"]
        expected_clip = f"inset({header['y']:g}px 0px {852 - header['y'] - header['height']:g}px)"
        assert header_clip == expected_clip, (offset, header_clip, expected_clip)
        z = page.evaluate("+getComputedStyle(document.querySelector('[data-testid=avatar]')).zIndex")
        assert z == (6 if frame["stacking"] == 0 else 2), (offset, z)  # the header is 5
        assert stacking(page) == ("above" if frame["stacking"] == 0 else "below"), offset
        blur = page.evaluate("(() => { const s = getComputedStyle(document.querySelector('[data-testid=banner-blur]')); "
                             "const i = getComputedStyle(document.querySelector('[data-testid=banner-blur] img')); "
                             "return { opacity: +s.opacity, filter: i.filter }; })()")
        assert abs(blur["opacity"] - frame["blurFraction"]) < 1e-3, offset
        assert blur["filter"] == f"blur({frame['blurRadius']:g}px)", (offset, blur["filter"])
        assert page.get_attribute("[data-testid=scroller]", "data-active") == ""


def test_geometry_matches_the_swift_goldens(page):
    """Independent of the page's own engine calls: the numbers the Swift tests pin down."""
    open_screen(page)
    scroll_profile_to(page, 87)
    assert close(rect(page, "avatar"), {"x": 16, "y": 103, "width": 40, "height": 40})  # flush with the bar
    assert stacking(page) == "above"
    scroll_profile_to(page, 155)
    assert stacking(page) == "below"
    scroll_profile_to(page, 179)  # the name reaches the bar at 139; the title travels 40 pt
    # The two-line title (36 pt) arrives centred in the bar: 59 + (44 − 36) / 2.
    assert abs(rect(page, "title")["y"] - 63) <= 0.5 and abs(rect(page, "title")["height"] - 36) <= 0.5
    scroll_profile_to(page, 600)
    assert abs(rect(page, "tabbar")["y"] - 103) <= 0.5


def test_fast_jumps_leave_nothing_behind(page):
    """Pinned → top → pinned in consecutive frames (seed 001's fast-pull bug, blur or title half-applied)."""
    open_screen(page)
    for offset in [1000, 0, 1000, 10, 900, 0]:
        page.evaluate("o => { window.playground.profile.activeScroller.scrollTop = o; }", offset)
        frames(page, 1)
    frames(page, 1)
    at_top = drawn(page)
    rest = decoded_frame(page, 0)
    assert close(at_top["avatar"], rest["avatar"]) and stacking(page) == "above"
    assert float(page.evaluate("getComputedStyle(document.querySelector('[data-testid=banner-blur]')).opacity")) == 0
    page.evaluate("window.playground.profile.activeScroller.scrollTop = 1000")
    frames(page, 1)
    assert stacking(page) == "below"
    assert float(page.evaluate("getComputedStyle(document.querySelector('[data-testid=banner-blur]')).opacity")) == 1
    assert abs(rect(page, "title")["y"] - 63) <= 0.5


def test_tab_switches_never_move_the_header(page):
    open_screen(page)
    for offset, target in [(0, 2), (150, 1), (250, 3), (600, 2)]:
        scroll_profile_to(page, offset)
        before = drawn(page) | {"sheet": rect(page, "sheet")}
        page.click(f"[data-testid=tab-{target}]")
        frames(page, 3)
        after = drawn(page) | {"sheet": rect(page, "sheet")}
        for name in before:
            assert close(before[name], after[name], 0.01), (offset, target, name, before[name], after[name])
        page.click("[data-testid=tab-0]")
        frames(page, 3)


def settle_offset(page):
    """Where the shared header has settled (the tab bar pinned under the bar): the tab bar's rest
    position less the collapsed height — below the details as the page measured them."""
    return page.evaluate("(f => f.tabBarRest.y - f.collapsedHeight)(window.playground.profile.latest)")


def test_collapsed_tabs_keep_their_own_positions(page):
    open_screen(page)
    scroll_profile_to(page, 1500)
    page.click("[data-testid=tab-1]")
    frames(page, 2)
    assert page.evaluate("window.playground.profile.activeScroller.scrollTop") == settle_offset(page)
    scroll_profile_to(page, 700)
    page.click("[data-testid=tab-0]")
    frames(page, 2)
    assert page.evaluate("window.playground.profile.activeScroller.scrollTop") == 1500
    page.click("[data-testid=tab-1]")
    frames(page, 2)
    assert page.evaluate("window.playground.profile.activeScroller.scrollTop") == 700


def test_the_short_list_still_collapses_the_header(page):
    open_screen(page)
    page.click("[data-testid=tab-3]")  # Likes: two posts
    frames(page, 3)
    reached = scroll_profile_to(page, 2000)
    assert reached >= settle_offset(page) > 300
    assert abs(rect(page, "tabbar")["y"] - 103) <= 0.5


def test_indicator_follows_the_selected_tab(page):
    open_screen(page)
    page.click("[data-testid=tab-2]")
    frames(page, 2)  # (a frame drawn after the click: the one before it is at rest too)
    page.wait_for_function("!window.playground.profile.latest.needsFrames", timeout=5000)
    indicator = rect(page, "tab-indicator")
    tab = rect(page, "tab-2")
    assert abs(indicator["x"] - tab["x"]) <= 0.5 and abs(indicator["width"] - tab["width"]) <= 0.5


def test_indicator_is_painted(page):
    """Issue 15.1: the indicator has a painted height (it had none: scale(70, 3) of a 0 px box)."""
    open_screen(page)
    engine_frame = page.evaluate("window.playground.profile.latest.tabIndicator")
    assert engine_frame["height"] == 3
    assert abs(rect(page, "tab-indicator")["height"] - engine_frame["height"]) <= 0.5
    box, count = painted(page, ["tab-indicator"])
    assert box is not None, "the indicator paints nothing"
    assert box[3] - box[1] >= 2 and count >= 2 * 60, (box, count)


def test_pull_to_refresh_cycle(page):
    """On the page's clock: read in real time, the armed state had to be caught within the wheel
    gesture's 0.14 s before it ends, which a loaded machine can miss."""
    open_on_the_page_clock(page)
    wheel_on_the_page_clock(page, 12, -40)
    refresh = page.evaluate("window.playground.profile.refresh")
    layout = page.evaluate("window.playground.profile.latestLayout")
    assert refresh["phase"] == "armed" and layout["stretch"] > 80, (refresh, layout["stretch"])
    assert rect(page, "banner")["height"] > 190 + 80  # the banner zooms with the pull
    page.clock.run_for(600)  # released: the spinner holds while it refreshes
    refresh = page.evaluate("window.playground.profile.refresh")
    assert refresh["phase"] == "refreshing" and refresh["heldInset"] == 60
    assert float(page.evaluate("getComputedStyle(document.querySelector('[data-testid=spinner]')).opacity")) == 1
    page.clock.run_for(1200)  # the app's load (LOAD_MS), then the header springs back
    assert page.evaluate("document.querySelectorAll('[data-active] .post.fresh').length") == 1
    page.clock.run_for(2000)
    assert page.evaluate("window.playground.profile.refresh.phase") == "idle"
    assert page.evaluate("window.playground.profile.latestLayout.stretch") == 0


def test_a_short_pull_does_not_refresh(page):
    open_on_the_page_clock(page)
    wheel_on_the_page_clock(page, 3, -30)
    assert page.evaluate("window.playground.profile.latestLayout.stretch") > 0
    page.clock.run_for(900)
    assert page.evaluate("window.playground.profile.refresh.phase") == "idle"
    assert page.evaluate("window.playground.profile.latestLayout.stretch") == 0
    assert page.evaluate("document.querySelectorAll('.post.fresh').length") == 0


def set_field(page, name, value):
    page.fill(f"[data-testid=field-{name}]", str(value))
    page.dispatch_event(f"[data-testid=field-{name}]", "change")
    frames(page, 2)


def test_tune_panel_updates_the_layout_and_rejects_bad_values(page):
    open_screen(page)
    set_field(page, "expandedHeight", 250)
    assert abs(rect(page, "banner")["height"] - 250) <= 0.5
    assert abs(rect(page, "name")["y"] - 302) <= 0.5  # the engine moved the content below the banner with it
    assert "expandedHeight: 250," in page.inner_text("[data-testid=swift-literal]")
    assert page.inner_text("[data-testid=error-expandedHeight]") == ""
    avatar_before = rect(page, "avatar")
    set_field(page, "avatarCollapsedScale", 0)
    assert page.inner_text("[data-testid=error-avatarCollapsedScale]") == \
        "Avatar size when collapsed: is outside the range this playground offers (0 was not applied)"
    assert page.get_attribute("[data-testid=field-avatarCollapsedScale]", "aria-invalid") == "true"
    assert page.input_value("[data-testid=field-avatarCollapsedScale]") == "0.5"  # the value in force
    assert close(rect(page, "avatar"), avatar_before)
    set_field(page, "barHeight", -5)
    assert page.inner_text("[data-testid=error-barHeight]").startswith("Bar height: is outside the range this playground offers")
    assert page.inner_text("[data-testid=error-avatarCollapsedScale]") == ""
    set_field(page, "expandedHeight", 90)  # below the collapsed height (59 + 44)
    assert page.inner_text("[data-testid=error-expandedHeight]").startswith(
        "Banner height: must be taller than the safe area plus the bar")
    assert abs(rect(page, "banner")["height"] - 250) <= 0.5


def test_tutorial_preset_from_the_url(page):
    page.goto(page.server.url + "/?screen=profile&preset=tutorial&device=iphone-se")
    page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
    frames(page, 2)
    scroll_profile_to(page, 300)
    layout = page.evaluate("window.playground.profile.latestLayout")
    assert layout["header"]["height"] == 64  # seed 002: 20 pt status bar + 44 pt bar
    assert layout["collapseDistance"] == 40


def hold_pull(page, distance):
    """A mouse pressed on the list and dragged down by `distance` px, held (the caller lifts it)."""
    box = page.locator("[data-testid=phone]").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.7
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 21):
        page.mouse.move(x, y + distance * step / 20)
        frames(page, 1)
    frames(page, 2)


def test_a_pull_fades_the_name_when_the_panel_says_so(page):
    """Issue 22: Flutter's StretchMode.fadeTitle in the playground — the name's alpha falls with the
    pull (1 − stretch ÷ nameFadeDistance, the engine's stretch progress), is 1 at rest, and the link
    and the Swift literal carry it."""
    from test_issue15 import set_field
    open_screen(page)
    # (One read for both numbers: two reads could land on different frames. A pull of 100 px stays
    # short of the refresh threshold, so lifting only springs back.)
    latest = "(() => { const f = window.playground.profile.latest; return [f.nameAlpha, f.stretch]; })()"
    hold_pull(page, 100)
    alpha, stretch = page.evaluate(latest)
    assert stretch > 20 and alpha == 1, ("by default the name stays", alpha, stretch)
    page.mouse.up()
    page.wait_for_function("window.playground.profile.latestLayout.stretch === 0", timeout=5000)
    set_field(page, "nameFadeDistance", 100)
    assert "ProgressTrack<Double>(driver: .stretch(fullAt: 100)" in page.inner_text("[data-testid=swift-literal]")
    assert "nameFadeDistance=100" in page.url
    hold_pull(page, 100)
    alpha, stretch = page.evaluate(latest)
    assert 20 < stretch < 80, stretch
    assert abs(alpha - (1 - stretch / 100)) < 1e-9, (alpha, stretch)
    opacity = float(page.evaluate("getComputedStyle(document.querySelector('[data-testid=name]')).opacity"))
    assert abs(opacity - alpha) < 1e-3, (opacity, alpha)
    phone_shot(page).save(ARTIFACTS / "name-fade.png")
    page.mouse.up()
    page.wait_for_function("window.playground.profile.latestLayout.stretch === 0", timeout=5000)
    frames(page, 2)
    assert page.evaluate("window.playground.profile.latest.nameAlpha") == 1
    # The link reproduces it.
    page.goto(page.url)
    page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
    hold_pull(page, 100)
    assert page.evaluate("window.playground.profile.latest.nameAlpha") < 1
    page.mouse.up()


def test_a_pull_blurs_the_banner_when_the_design_says_so(page):
    """Issue 22: stretchBlurDistance (Flutter's StretchMode.blurBackground), tuned in the panel."""
    open_on_the_page_clock(page)
    wheel_on_the_page_clock(page, 12, -40)
    assert page.evaluate("window.playground.profile.latestLayout.stretch") > 60
    assert page.evaluate("window.playground.profile.latest.blurAlpha") == 0, "by default the pull leaves it sharp"
    page.clock.run_for(5000)  # (a refresh, then the spring back)
    assert page.evaluate("window.playground.profile.latestLayout.stretch") == 0
    page.fill("[data-testid=field-stretchBlurDistance]", "60")
    page.dispatch_event("[data-testid=field-stretchBlurDistance]", "change")
    page.clock.run_for(100)
    wheel_on_the_page_clock(page, 12, -40)
    frame = page.evaluate("window.playground.profile.latest")
    assert page.evaluate("window.playground.profile.latestLayout.stretch") > 60
    assert frame["blurAlpha"] == 1 and frame["blurRadius"] == 20, frame
    opacity = page.evaluate("getComputedStyle(document.querySelector('[data-testid=banner-blur]')).opacity")
    assert float(opacity) == 1
    phone_shot(page).save(ARTIFACTS / "stretch-blur.png")
