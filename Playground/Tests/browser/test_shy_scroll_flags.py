"""Issue 22: the feed's bars hide as Android's app bar, with each bar's scroll flags, from the panel or a link."""

import os

from conftest import frames, rect
from test_feed import released, status, wheel


def open_feed(page, query):
    page.goto(page.server.url + "/?screen=feed&" + query)
    page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
    frames(page, 2)


def hidden(page):
    return page.evaluate("window.playground.feed.latest.hidden")


def test_a_toolbar_scrolls_away_and_a_filter_bar_without_flags_pins_under_the_status_bar(page, tmp_path):
    # stacking=1: one block (Android); extensionFlags=6: none, the filter bar stays.
    open_feed(page, "stacking=1&extensionFlags=6&expansionResistance=0")
    assert abs(rect(page, "navbar")["y"] - 59) <= 0.5 and abs(rect(page, "extension")["y"] - 103) <= 0.5
    wheel(page, 900)
    released(page)
    assert status(page) == "contracted" and hidden(page) == 44
    assert abs(rect(page, "navbar")["y"] - 15) <= 0.5  # under the status bar
    assert abs(rect(page, "extension")["y"] - 59) <= 0.5  # moved up with the block, then pinned
    page.screenshot(path=os.path.join(tmp_path, "pinned-filter-bar.png"))
    wheel(page, -60)  # scroll|enterAlways|snap: any scroll back brings the bar, and it settles whole
    released(page)
    assert hidden(page) == 0
    assert abs(rect(page, "extension")["y"] - 103) <= 0.5


def test_a_bar_with_scroll_alone_comes_back_only_at_the_top(page):
    open_feed(page, "stacking=1&navigationBarFlags=2&extensionFlags=6&expansionResistance=0")
    wheel(page, 900)
    released(page)
    wheel(page, -300)  # deep in the list: nothing comes back
    released(page)
    assert hidden(page) == 44
    page.evaluate("window.playground.feed.scroller.scrollTo({top: 0})")
    frames(page, 3)
    assert hidden(page) == 0


def test_flags_need_the_android_stacking_and_the_swift_says_what_is_on_screen(page):
    open_feed(page, "")
    select = page.locator("[data-testid=field-navigationBarFlags]")
    select.select_option(label="scroll")
    error = page.locator("[data-testid=error-navigationBarFlags]").text_content()
    assert "Bar scroll flags: needs the bars to hide as Android's app bar" in error, error
    page.locator("[data-testid=field-stacking]").select_option(label="as one block (Android app bar)")
    page.locator("[data-testid=field-navigationBarFlags]").select_option(label="scroll")
    page.locator("[data-testid=field-extensionFlags]").select_option(label="none: stays")
    assert page.locator("[data-testid=error-navigationBarFlags]").text_content() == ""
    literal = page.locator("[data-testid=swift-literal]").text_content()
    assert "stacking: .appBarLayout" in literal and "scrollFlags: [.scroll]" in literal and "scrollFlags: []" in literal, literal
    assert "stacking=1" in page.url and "navigationBarFlags=2" in page.url and "extensionFlags=6" in page.url
