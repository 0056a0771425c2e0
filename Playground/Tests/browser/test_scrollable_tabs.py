"""Issue 22: the X preset's six label-width tabs (Posts, Replies, Highlights, Articles, Media, Likes)
in a real browser. They are wider than the phone, so the engine scrolls the tab strip: whichever tab
is selected is on screen, the indicator under it, and what is drawn is the engine's frame."""

from conftest import ARTIFACTS, frames, open_screen, painted, phone_shot, rect

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
        assert f["activeTab"] == expected, (key, f["activeTab"])
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
    assert latest(page)["activeTab"] == 3
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
