"""Issue 22 in the playground: the tune panel's "Reading on, the pinned header" — the engine's
ProfilePage.pinnedHeader. Floating, the bar and the tab bar go under the status bar's strip as the
list is read down and come back on any scroll up; the link and the Swift carry the choice."""
from conftest import ARTIFACTS, frames, open_screen, phone_shot, rect

LATEST = "window.playground.profile.latest"


def wheel(page, total, step=40):
    box = page.locator("[data-testid=phone]").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.7)
    for _ in range(int(abs(total) / step)):
        page.mouse.wheel(0, step if total > 0 else -step)
        frames(page, 2)
    # At rest (waited for, up to 5 s: 20 frames were not always enough on a loaded machine).
    page.wait_for_function("!window.playground.profile.latest.needsFrames", timeout=5000)
    frames(page, 2)


def choose(page, code):
    page.select_option("[data-testid=field-pinnedHeader]", str(code))
    page.dispatch_event("[data-testid=field-pinnedHeader]", "change")
    frames(page, 2)


def test_pinned_by_default_the_header_stays(page):
    open_screen(page)
    wheel(page, 1200)
    frame = page.evaluate(LATEST)
    assert frame["pinnedHeaderHidden"] == 0 and frame["barContentAlpha"] == 1
    assert abs(rect(page, "tabbar")["y"] - (59 + 44)) < 0.6


def test_floating_the_bar_and_tabs_go_under_the_status_bar_and_come_back_on_scroll_up(page):
    open_screen(page)
    choose(page, 1)
    assert "pinnedHeader=1" in page.url
    assert "pinnedHeader: .floats" in page.inner_text("[data-testid=swift-literal]")
    wheel(page, 1200)
    frame = page.evaluate(LATEST)
    assert frame["pinnedHeaderHidden"] == 88, frame["pinnedHeaderHidden"]
    tabbar = rect(page, "tabbar")
    assert tabbar["y"] + tabbar["height"] <= 59 + 0.6, tabbar
    # Gone means gone: the bar's buttons are invisible and take no press; the status strip stays.
    assert page.evaluate("getComputedStyle(document.querySelector('[data-testid=bar-leading]')).visibility") == "hidden"
    shot = phone_shot(page)
    shot.save(ARTIFACTS / "floating-header-away.png")
    # The strip under the status bar is the collapsed banner (dark), not the list's white.
    strip = [shot.getpixel((x, 52)) for x in range(100, 300, 10)]  # below the island, beside nothing
    assert all(sum(p) < 3 * 200 for p in strip), strip
    # Where the tab bar was, the list shows.
    assert page.evaluate("document.elementFromPoint(...(() => { const r = document.querySelector('[data-testid=phone]').getBoundingClientRect(); return [r.left + 200, r.top + 125]; })()).closest('[data-testid=tabbar]')") is None
    # A short scroll up brings them back at once.
    wheel(page, -120)
    frame = page.evaluate(LATEST)
    assert frame["pinnedHeaderHidden"] == 0, frame["pinnedHeaderHidden"]
    assert page.evaluate("getComputedStyle(document.querySelector('[data-testid=bar-leading]')).visibility") == "visible"
    assert abs(rect(page, "tabbar")["y"] - (59 + 44)) < 0.6
    phone_shot(page).save(ARTIFACTS / "floating-header-back.png")
    # The link reproduces it.
    page.goto(page.url)
    page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
    assert page.input_value("[data-testid=field-pinnedHeader]") == "1"
    wheel(page, 1200)
    assert page.evaluate(LATEST)["pinnedHeaderHidden"] == 88


def test_bar_floats_tabs_stay_under_the_status_bar(page):
    open_screen(page)
    choose(page, 2)
    wheel(page, 1200)
    assert page.evaluate(LATEST)["pinnedHeaderHidden"] == 44
    assert abs(rect(page, "tabbar")["y"] - 59) < 0.6


def test_a_tab_bar_that_collapses_slides_under_the_bar_to_its_indicator(page):
    """A second pinned SliverAppBar that collapses: the bar stays; the tab bar goes under it down to
    its 4-point indicator line, which stays in view."""
    open_screen(page)
    choose(page, 3)
    assert "pinnedHeader: try .collapsingTabBar(minimumHeight: 4)" in page.inner_text("[data-testid=swift-literal]")
    wheel(page, 1200)
    frame = page.evaluate(LATEST)
    assert frame["pinnedHeaderHidden"] == 40 and frame["barContentAlpha"] == 1, frame["pinnedHeaderHidden"]
    tabbar = rect(page, "tabbar")
    assert abs(tabbar["y"] + tabbar["height"] - (59 + 44 + 4)) < 0.6, tabbar
    indicator = rect(page, "tab-indicator")
    assert indicator["y"] >= 59 + 44 - 0.6 and indicator["height"] > 0, indicator
    assert page.evaluate("getComputedStyle(document.querySelector('[data-testid=bar-leading]')).visibility") == "visible"
    phone_shot(page).save(ARTIFACTS / "collapsing-tab-bar.png")
    # A tap on the bar over the tab bar's hidden part (the title) presses no tab.
    selected = page.evaluate("document.querySelector('[data-testid=tabbar] [aria-selected=true]').textContent")
    box = page.locator("[data-testid=phone]").bounding_box()
    page.mouse.click(box["x"] + 150, box["y"] + 59 + 44 - 8)   # 8 pt above the bar's bottom: a hidden "Replies"
    frames(page, 30)
    assert page.evaluate("document.querySelector('[data-testid=tabbar] [aria-selected=true]').textContent") == selected


def test_under_reduce_motion_a_key_scroll_up_brings_a_floating_header_back(page):
    """Under Reduce Motion a key scroll jumps, and the page's scroller called it rest at once, so a
    floating header (which follows only the user's scrolling) ignored Page Down and, away, stayed away
    after Page Up until the content itself brought it back. The jump is the user's scrolling in the
    frame that shows it."""
    page.emulate_media(reduced_motion="reduce")
    open_screen(page)
    choose(page, 1)
    for _ in range(4):
        page.keyboard.press("PageDown")
        frames(page, 3)
    assert page.evaluate(LATEST)["pinnedHeaderHidden"] == 88
    offset = page.evaluate(LATEST)["offset"]
    page.keyboard.press("PageUp")
    frames(page, 3)
    frame = page.evaluate(LATEST)
    assert frame["offset"] < offset - 300 and frame["offset"] > 300, (offset, frame["offset"])  # still far down the list
    assert frame["pinnedHeaderHidden"] == 0, frame["pinnedHeaderHidden"]
    assert frame["interaction"] == "idle"


def test_a_bar_going_under_the_status_bar_takes_touches_only_where_the_hit_map_keeps_it(page):
    """Part-way under the status bar's strip, the bar's buttons are clipped to what the engine's hit map
    keeps of the bar: the part gone under the strip is neither drawn nor pressed, and the rest is. (The
    page drew whole slots until their alpha reached 0, and left touches there to the status bar lying
    over them: a decision of its own.)"""
    open_screen(page)
    choose(page, 1)
    wheel(page, 1200)
    assert page.evaluate(LATEST)["pinnedHeaderHidden"] == 88
    box = page.locator("[data-testid=phone]").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + 400
    page.mouse.move(x, y)
    page.mouse.down()
    travel = 8 + 68  # the touch slop, then 68 pt back toward the top: the block comes back to 20 pt under
    for step in range(1, 21):
        page.mouse.move(x, y + travel * step / 20)
        frames(page, 1)
    frames(page, 2)
    f = page.evaluate(LATEST)
    try:
        assert 10 <= f["pinnedHeaderHidden"] <= 30, (f["pinnedHeaderHidden"], f["offset"], f["interaction"])
        slot, hit = f["barLeadingSlot"], f["barHit"]
        assert hit["height"] > 0 and hit["y"] > slot["y"], (hit, slot)
        hidden = hit["y"] - slot["y"]
        def pressed_at(dy):
            return page.evaluate("""([x, y]) => {
                const phone = document.querySelector('[data-testid=phone]').getBoundingClientRect();
                const hit = document.elementFromPoint(phone.left + x, phone.top + y);
                return !!(hit && hit.closest('[data-testid=bar-leading]'));
            }""", [slot["x"] + slot["width"] / 2, slot["y"] + dy])
        phone_shot(page).save(ARTIFACTS / "floating-header-part-way.png")
        assert not pressed_at(hidden / 2), "the part under the status bar's strip takes no touch"
        if slot["height"] - hidden > 2:
            assert pressed_at(hidden + (slot["height"] - hidden) / 2), "what is left of the bar does"
        clip = page.evaluate("getComputedStyle(document.querySelector('[data-testid=bar-leading]')).clipPath")
        assert clip.startswith(f"inset({hidden:g}px") or clip.startswith(f"inset({round(hidden, 2):g}px"), (clip, hidden)
    finally:
        page.mouse.up()
