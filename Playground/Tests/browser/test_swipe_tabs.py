"""Issue 23 (item 13): the tabs swipe as the X app's do. The lists sit side by side, moved by the
engine's pager: a sideways drag anywhere on the page follows the finger (the header stays exactly
still), a release settles on the nearer tab or one tab on after a flick, and a tapped tab's lists
slide in with the indicator instead of swapping at once."""

from conftest import ARTIFACTS, frames, open_on_the_page_clock, open_screen, phone_box, phone_shot, scroll_profile_to

LATEST = """(() => { const f = window.playground.profile.latest;
  return { position: f.pagePosition, followed: f.activeList, active: f.selectedTab,
           offset: f.offset, collapse: f.collapseProgress, header: f.headerClip, tabBar: f.tabBarFrame,
           indicator: f.tabIndicator }; })()"""


def list_shift(page, tab):
    """How far tab `tab`'s list is moved sideways on screen, in CSS pixels (0 when unmoved)."""
    return page.evaluate("""tab => {
      const list = document.getElementById(`panel-${tab}`);
      const t = getComputedStyle(list).transform;
      return { x: t === 'none' ? 0 : new DOMMatrix(t).m41, visible: getComputedStyle(list).visibility === 'visible' };
    }""", tab)


def drag(page, dx, steps=20, dy=0.0, pause_ms=16, lift=True, start=(0.8, 0.75), on_the_page_clock=False):
    box = phone_box(page)
    x0, y0 = box["x"] + box["width"] * start[0], box["y"] + box["height"] * start[1]
    page.mouse.move(x0, y0)
    page.mouse.down()
    for i in range(1, steps + 1):
        page.mouse.move(x0 + dx * i / steps, y0 + dy * i / steps)
        if on_the_page_clock:
            page.clock.run_for(pause_ms)
        else:
            page.wait_for_timeout(pause_ms)
    if lift:
        page.mouse.up()  # at once: a finger that rests before lifting releases with no velocity
    elif on_the_page_clock:
        page.clock.run_for(32)
    else:
        frames(page, 2)


def test_a_sideways_drag_pages_with_the_finger_and_the_header_stays(page):
    open_screen(page)
    width = phone_box(page)["width"]
    before = page.evaluate(LATEST)
    drag(page, -0.6 * width, lift=False)
    mid = page.evaluate(LATEST)
    assert 0.4 < mid["position"] < 0.8, mid
    assert mid["offset"] == before["offset"], "the header stays exactly still"
    # Both lists on screen, side by side, where the pager puts them.
    posts, replies = list_shift(page, 0), list_shift(page, 1)
    assert posts["visible"] and replies["visible"]
    assert abs(posts["x"] + mid["position"] * width) < 1 and abs(replies["x"] - (1 - mid["position"]) * width) < 1, (posts, replies, mid)
    phone_shot(page).save(ARTIFACTS / "swipe-mid.png")
    page.mouse.up()
    page.wait_for_function("window.playground.profile.latest.pagePosition === 1", timeout=5000)
    frames(page, 3)
    after = page.evaluate(LATEST)
    assert after["followed"] == 1 and after["active"] == 1 and page.evaluate("window.playground.profile.activeList") == 1
    assert after["offset"] == before["offset"]
    assert list_shift(page, 1)["x"] == 0 and not list_shift(page, 0)["visible"]
    tab = page.locator("[data-testid=tab-1]").bounding_box()
    indicator = page.locator("[data-testid=tab-indicator]").bounding_box()
    assert abs(tab["x"] - indicator["x"]) <= 0.5 and abs(tab["width"] - indicator["width"]) <= 0.5, (tab, indicator)
    assert page.get_attribute("[data-testid=tab-1]", "aria-selected") == "true"


def test_a_slow_short_drag_comes_back_and_a_flick_goes_one_tab_on(page):
    """On the page's clock: the flick's speed is the spacing of its moves, which in real time a loaded
    machine stretches (a flick that came out a slow drag went back)."""
    open_on_the_page_clock(page)
    width = phone_box(page)["width"]
    # Two fifths of a page, slowly, with a rest before lifting: back to the first tab.
    drag(page, -0.4 * width, steps=15, pause_ms=30, lift=False, on_the_page_clock=True)
    page.clock.run_for(250)
    page.mouse.up()
    page.clock.run_for(2000)
    assert page.evaluate(LATEST)["position"] == 0
    assert page.evaluate(LATEST)["followed"] == 0
    # The same two fifths as a quick flick (a few moves, lifted at once): one tab on.
    drag(page, -0.4 * width, steps=3, on_the_page_clock=True)
    page.clock.run_for(2000)
    assert page.evaluate(LATEST)["position"] == 1
    assert page.evaluate(LATEST)["followed"] == 1


def test_swiping_keeps_the_pinned_header_where_it_is(page):
    """Read into the list, the header is pinned: the next tab's list slides in with the header
    exactly where it was (the engine's offset for the incoming list), and its own first post is not
    hidden under the header."""
    open_screen(page)
    scroll_profile_to(page, 900)
    frames(page, 3)
    before = page.evaluate(LATEST)
    drag(page, -0.7 * phone_box(page)["width"], start=(0.8, 0.8))
    page.wait_for_function("window.playground.profile.latest.pagePosition === 1", timeout=5000)
    frames(page, 3)
    after = page.evaluate(LATEST)
    # (The list's own offset differs: the incoming list is at its own place, at least pinned.)
    assert before["collapse"] == 1 and after["followed"] == 1, (before, after)
    assert after["collapse"] == 1 and after["header"] == before["header"] and after["tabBar"] == before["tabBar"], (before, after)


def test_right_to_left_a_drag_to_the_right_goes_on(page):
    page.goto(page.server.url + "/?dir=rtl")
    page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
    frames(page, 3)
    drag(page, 0.6 * phone_box(page)["width"], start=(0.2, 0.75))
    page.wait_for_function("window.playground.profile.latest.pagePosition === 1", timeout=5000)
    frames(page, 2)
    assert page.evaluate(LATEST)["followed"] == 1
    # Right to left the next tab's list comes in from the left: at rest it is where the page is.
    assert list_shift(page, 1)["x"] == 0


# What a frame drew, read at once (a glide moves on between two reads): the pager's position, each
# list's sideways shift, the indicator's drawn left edge (all in CSS pixels) and the tabs' buttons.
DRAWN = """() => {
  const shift = (tab) => { const t = getComputedStyle(document.getElementById(`panel-${tab}`)).transform;
    return t === 'none' ? 0 : new DOMMatrix(t).m41; };
  const left = (id) => document.querySelector(`[data-testid=${id}]`).getBoundingClientRect().left;
  return { position: window.playground.profile.latest.pagePosition, posts: shift(0), replies: shift(1),
           indicator: left('tab-indicator'), tab0: left('tab-0'), tab1: left('tab-1') };
}"""


def test_a_tapped_tab_slides_in_with_the_indicator(page):
    """The content no longer swaps at once while the indicator glides: mid-glide both lists are on
    screen where the pager is, and the indicator is as far along as they are, in the same frame."""
    open_screen(page)
    page.select_option("[data-testid=speed]", "0.1")
    width = phone_box(page)["width"]
    page.click("[data-testid=tab-1]")
    page.wait_for_function("(() => { const p = window.playground.profile.latest.pagePosition; return p > 0.2 && p < 0.8; })()",
                           timeout=5000)
    drawn = page.evaluate(DRAWN)
    position = drawn["position"]
    assert abs(drawn["posts"] + position * width) < 1 and abs(drawn["replies"] - (1 - position) * width) < 1, drawn
    # (Equal tabs: the indicator moves from under the first button to under the second.)
    along = (drawn["indicator"] - drawn["tab0"]) / (drawn["tab1"] - drawn["tab0"])
    assert abs(along - position) * (drawn["tab1"] - drawn["tab0"]) < 1, drawn
    page.select_option("[data-testid=speed]", "1")
    page.wait_for_function("window.playground.profile.latest.pagePosition === 1", timeout=10000)


def test_a_vertical_drag_still_scrolls_and_never_pages(page):
    open_screen(page)
    drag(page, -20, dy=-300, start=(0.5, 0.8))
    page.wait_for_timeout(600)
    latest = page.evaluate(LATEST)
    assert latest["position"] == 0 and latest["followed"] == 0 and latest["offset"] > 100, latest


def test_a_design_change_while_reading_keeps_the_list_where_it_is(page):
    """A tune slider makes a new page state, which re-announces the list on screen: that list stays
    where it is (the side-by-side glue once took it to the offset it was last prepared at: the top)."""
    from test_issue15 import set_field
    open_screen(page)
    scroll_profile_to(page, 1500)
    frames(page, 3)
    before = page.evaluate("window.playground.profile.activeScroller.scrollTop")
    set_field(page, "stretchBlurDistance", 40)
    frames(page, 4)
    after = page.evaluate("window.playground.profile.activeScroller.scrollTop")
    assert abs(after - before) < 2, (before, after)
    assert page.evaluate(LATEST)["collapse"] == 1


def test_flicking_back_mid_swipe_returns_without_visiting_the_next_tab(page):
    """Dragged most of the way to the next tab, then flicked back: the pager decelerates to the first
    tab at the finger's speed, and the next tab never becomes the followed one on the way."""
    open_screen(page)
    width = phone_box(page)["width"]
    box = phone_box(page)
    x0, y0 = box["x"] + box["width"] * 0.8, box["y"] + box["height"] * 0.75
    page.mouse.move(x0, y0)
    page.mouse.down()
    for i in range(1, 13):
        page.mouse.move(x0 - 0.6 * width * i / 12, y0)
        page.wait_for_timeout(16)
    frames(page, 2)
    page.evaluate("""() => { window.__followed = []; const watch = () => {
        window.__followed.push(window.playground.profile.latest.activeList);
        if (window.__followed.length < 90) requestAnimationFrame(watch); }; requestAnimationFrame(watch); }""")
    x1 = x0 - 0.6 * width
    for i in range(1, 4):
        page.mouse.move(x1 + 0.35 * width * i / 3, y0)
    page.mouse.up()
    page.wait_for_function("window.playground.profile.latest.pagePosition === 0", timeout=5000)
    page.wait_for_function("window.__followed.length >= 90", timeout=5000)
    followed = page.evaluate("window.__followed")
    assert set(followed) == {0}, followed
