"""Issue 22: the X preset's six label-width tabs (Posts, Replies, Highlights, Articles, Media, Likes)
in a real browser. They are wider than the phone, so the engine scrolls the tab strip: whichever tab
is selected is on screen, the indicator under it, and what is drawn is the engine's frame."""

from conftest import ARTIFACTS, frames, open_on_the_page_clock, open_screen, painted, phone_shot, rect

TITLES = ["Posts", "Replies", "Highlights", "Articles", "Media", "Likes"]


def latest(page):
    return page.evaluate("window.playground.profile.latest")


def select_by_keyboard(page, key):
    """Focuses the selected tab and presses `key` (WAI-ARIA tabs: arrows, Home, End), then lets the
    pager glide there."""
    page.locator("[role=tab][aria-selected=true]").focus()
    page.keyboard.press(key)
    frames(page, 90)


def test_six_tabs_as_wide_as_their_titles(page):
    open_screen(page, preset="x")
    tabs = page.locator("[data-testid=tabbar] [role=tab]")
    assert tabs.all_inner_texts() == TITLES
    f = latest(page)
    assert f["tabCount"] == 6
    widths = [f[f"tab{i}"]["width"] for i in range(6)]
    # Each button is its title plus 16 points each side: Highlights is the widest, Likes the narrowest.
    assert max(widths) == widths[2] and min(widths) == widths[5], widths
    assert sum(widths) > 393, "wider than the phone: the strip must scroll"
    # At rest the strip is at its start: Posts at the left edge, Likes past the right edge.
    assert f["tabStripOffset"] == 0
    assert abs(rect(page, "tab-0")["x"]) < 0.5
    assert rect(page, "tab-5")["x"] > 393 - 10


def test_the_selected_tab_is_always_on_screen_with_the_indicator_under_it(page):
    open_screen(page, preset="x")
    for key, expected in [("End", 5), ("ArrowLeft", 4), ("Home", 0), ("ArrowRight", 1), ("ArrowRight", 2)]:
        select_by_keyboard(page, key)
        f = latest(page)
        assert f["selectedTab"] == expected, (key, f["selectedTab"])
        button = rect(page, f"tab-{expected}")
        assert button["x"] >= -0.5 and button["x"] + button["width"] <= 393.5, (key, button)
        indicator = rect(page, "tab-indicator")
        assert abs((indicator["x"] + indicator["width"] / 2) - (button["x"] + button["width"] / 2)) < 1, (key, indicator, button)
        assert page.evaluate("document.querySelector('[data-testid=tabbar]').scrollLeft") == 0, "the engine scrolls, not the browser"
    # Likes selected: the strip at its end, Likes against the right edge, and painted there.
    select_by_keyboard(page, "End")
    f = latest(page)
    assert f["tabStripOffset"] > 0
    likes = rect(page, "tab-5")
    assert abs(likes["x"] + likes["width"] - 393) < 0.5, likes
    box, count = painted(page, ["tab-5"])
    assert count > 20 and box[2] <= 393, (box, count)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    phone_shot(page).save(ARTIFACTS / "x-tabs-likes.png")


def test_a_click_on_a_partly_hidden_tab_brings_it_into_view(page):
    open_screen(page, preset="x")
    articles = rect(page, "tab-3")
    assert articles["x"] + articles["width"] > 393 - 100
    page.locator("[data-testid=tab-3]").click()
    frames(page, 90)
    assert latest(page)["selectedTab"] == 3
    articles = rect(page, "tab-3")
    assert articles["x"] >= 0 and articles["x"] + articles["width"] <= 393
    assert page.locator("[data-testid=tab-3]").get_attribute("aria-selected") == "true"


def test_twitter_keeps_four_equal_tabs(page):
    open_screen(page)
    assert page.locator("[data-testid=tabbar] [role=tab]").all_inner_texts() == ["Posts", "Replies", "Media", "Likes"]
    f = latest(page)
    assert f["tabCount"] == 4 and f["tabStripOffset"] == 0
    widths = [f[f"tab{i}"]["width"] for i in range(4)]
    assert max(widths) - min(widths) <= 1, widths  # equal, each on the pixel grid


def test_the_strip_scrolls_by_hand_and_stays_until_the_pager_moves(page):
    """Issue 23: as in the X app, a sideways drag on the six tabs scrolls the strip itself (it paged
    the lists before); the lists and the selected tab stay; left there, the strip stays until the
    pager moves, and then follows it again."""
    open_screen(page, preset="x")
    tab = rect(page, "tab-1")
    box = page.locator("[data-testid=phone]").bounding_box()
    x, y = box["x"] + tab["x"] + tab["width"] / 2, box["y"] + tab["y"] + tab["height"] / 2
    scroll_top = page.evaluate("window.playground.profile.activeScroller.scrollTop")
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 16):
        page.mouse.move(x - 6 * step, y)
        frames(page, 1)
    held = latest(page)["tabStripOffset"]
    assert 70 <= held <= 90.5, held   # 90 pt of drag, less the touch slop
    page.mouse.up()
    frames(page, 60)
    f = latest(page)
    assert f["selectedTab"] == 0 and abs(f["pagePosition"]) < 1e-9, "the lists did not page"
    # The release flings it on a little, to the strip's end at most (about 100 pt here) and no further.
    assert held <= f["tabStripOffset"] <= 110, (f["tabStripOffset"], held)
    assert page.evaluate("window.playground.profile.activeScroller.scrollTop") == scroll_top, "the list did not scroll"
    assert latest(page)["selectedTab"] == 0
    resting = latest(page)["tabStripOffset"]
    frames(page, 30)
    assert latest(page)["tabStripOffset"] == resting, "it stays where it was left"
    indicator, posts = rect(page, "tab-indicator"), rect(page, "tab-0")
    assert abs((indicator["x"] + indicator["width"] / 2) - (posts["x"] + posts["width"] / 2)) < 1, "the indicator moved with it"
    phone_shot(page).save(ARTIFACTS / "x-tabs-by-hand.png")
    # The pager moves (a tab tapped): the strip follows it again, exactly as without the hold.
    page.locator("[data-testid=tab-2]").click()
    frames(page, 90)
    f = latest(page)
    assert f["selectedTab"] == 2
    held_then_followed = f["tabStripOffset"]
    open_screen(page, preset="x")
    page.locator("[data-testid=tab-2]").click()
    frames(page, 90)
    assert latest(page)["selectedTab"] == 2
    assert abs(held_then_followed - latest(page)["tabStripOffset"]) < 0.5, (held_then_followed, latest(page)["tabStripOffset"])


def test_a_finger_on_the_coasting_strip_stops_it_and_selects_nothing(page):
    """As a finger stops a fling on iOS: a press on the strip while it coasts after a flick stops it
    where it is; it is not a tap on the tab under it."""
    # On the page's clock: the flick's speed is the spacing of its moves, and the press must come while
    # the strip still coasts, neither of which real time on a loaded machine keeps.
    open_on_the_page_clock(page, query="?screen=profile&preset=x")
    tab = rect(page, "tab-1")
    box = page.locator("[data-testid=phone]").bounding_box()
    x, y = box["x"] + tab["x"] + tab["width"] / 2, box["y"] + tab["y"] + tab["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 5):
        page.clock.run_for(16)
        page.mouse.move(x - 10 * step, y)   # a quick flick toward the later tabs
    page.mouse.up()
    page.clock.run_for(32)
    coasting = latest(page)["tabStripOffset"]
    page.clock.run_for(16)
    assert latest(page)["tabStripOffset"] > coasting, "the strip does not coast"
    page.mouse.click(x - 60, y)
    page.clock.run_for(48)
    stopped = latest(page)["tabStripOffset"]
    page.clock.run_for(500)
    f = latest(page)
    assert f["selectedTab"] == 0, "the press selected no tab"
    assert f["tabStripOffset"] == stopped and stopped >= coasting, (coasting, stopped, f["tabStripOffset"])


def test_a_sideways_wheel_over_the_strip_scrolls_it(page):
    """A trackpad's sideways swipe (or Shift with a wheel) over the six tabs scrolls the strip, as a
    drag on it does (it scrolled nothing: the wheel's sideways part was dropped); the list stays; a
    wheel's up-and-down over the strip still scrolls the list."""
    open_screen(page, preset="x")
    tab = rect(page, "tab-2")
    box = page.locator("[data-testid=phone]").bounding_box()
    page.mouse.move(box["x"] + tab["x"] + tab["width"] / 2, box["y"] + tab["y"] + tab["height"] / 2)
    scroll_top = page.evaluate("window.playground.profile.activeScroller.scrollTop")
    for _ in range(3):
        page.mouse.wheel(30, 0)
        frames(page, 2)
    frames(page, 40)
    f = latest(page)
    assert 80 <= f["tabStripOffset"] <= 90.5, f["tabStripOffset"]  # 90 pt of wheel, within the strip's range
    assert f["selectedTab"] == 0 and page.evaluate("window.playground.profile.activeScroller.scrollTop") == scroll_top
    frames(page, 30)
    assert latest(page)["tabStripOffset"] == f["tabStripOffset"], "it stays where it was left"
    # Shift with a wheel: back to the start, and no further.
    page.keyboard.down("Shift")
    page.mouse.wheel(0, -200)
    page.keyboard.up("Shift")
    frames(page, 60)
    assert latest(page)["tabStripOffset"] == 0
    # Past the far end it stops there (no pull, no bounce), as a browser's sideways scrolling does.
    page.mouse.wheel(600, 0)
    frames(page, 30)
    end = latest(page)["tabStripOffset"]
    assert 90 < end < 200 and end == page.evaluate("(() => { const f = window.playground.profile.latest; "
                                                    "return f.tab5.x + f.tab5.width - 393; })()"), end
    page.mouse.wheel(-60, 0)
    frames(page, 30)
    assert abs(latest(page)["tabStripOffset"] - (end - 60)) < 0.5
    # Up and down over the strip scrolls the list, as before.
    page.mouse.wheel(0, 120)
    frames(page, 40)
    assert page.evaluate("window.playground.profile.activeScroller.scrollTop") > scroll_top
