"""Issues 22 and 23: the X profile's round back, search and more buttons over the banner, placed in the
bar beside the title by the engine, losing their backdrop once the bar has its own."""

import os

from conftest import frames, open_screen, rect


def backdrop(page, testid):
    return page.evaluate("""id => getComputedStyle(document.querySelector(`[data-testid="${id}"]`), '::before').backgroundColor""", testid)


def test_the_buttons_sit_in_the_bar_beside_the_title_with_a_backdrop_over_the_banner(page, tmp_path):
    open_screen(page, "profile")
    bar = {"y": 59, "height": 44}
    back, more, title = rect(page, "back"), rect(page, "more"), rect(page, "title")
    for button in (back, more):
        assert button["width"] == 34 and abs(button["y"] + button["height"] / 2 - (bar["y"] + bar["height"] / 2)) <= 0.5, button
    assert back["x"] + back["width"] <= 56 and more["x"] >= 393 - 56, (back, more)
    # The twitter design leaves 56 pt beside the title: room for one button a side, so search wraps away.
    trailing = page.locator("[data-testid=bar-trailing]").bounding_box()
    assert page.locator("[data-testid=search]").bounding_box()["y"] >= trailing["y"] + trailing["height"] - 1
    assert backdrop(page, "back") == "rgba(15, 20, 25, 0.55)"
    page.screenshot(path=os.path.join(tmp_path, "rest.png"))
    # Scrolled until the title is in the bar: no backdrop (the bar's own blur is behind the buttons).
    page.mouse.move(200, 600)
    for _ in range(12):
        page.mouse.wheel(0, 60)
        page.wait_for_timeout(30)
    page.wait_for_timeout(400)
    frames(page, 3)
    assert backdrop(page, "back") == "rgba(15, 20, 25, 0)"
    assert abs(rect(page, "back")["y"] - back["y"]) <= 0.5  # the bar does not move
    page.screenshot(path=os.path.join(tmp_path, "pinned.png"))


def test_in_landscape_the_buttons_keep_inside_the_side_safe_areas(browser, server):
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(server.url + "/?screen=profile&device=landscape")
    page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
    frames(page, 2)
    latest = page.evaluate("window.playground.profile.latest")
    assert latest["barLeadingSlot"]["x"] == 59 and latest["barTrailingSlot"]["x"] + latest["barTrailingSlot"]["width"] == 852 - 59
    back, more, title = rect(page, "back"), rect(page, "more"), rect(page, "title")
    assert back["x"] >= 59 and back["x"] + back["width"] <= title["x"] + 0.5
    assert more["x"] + more["width"] <= 852 - 59 and more["x"] >= title["x"] + title["width"] - 0.5
    page.close()


def test_back_goes_to_the_feed_and_more_opens_the_tune_panel(page):
    open_screen(page, "profile")
    page.locator("[data-testid=more]").click()
    assert page.evaluate("document.activeElement.closest('[data-testid=tune-panel]') !== null")
    page.locator("[data-testid=back]").click()
    page.wait_for_function("window.playground && window.playground.ready && window.playground.screen === 'feed'", timeout=15000)



def test_the_x_preset_shows_back_search_and_more(page):
    """Issue 22: the X preset as the app is today: back on the leading side; search and more on the
    trailing side, round over the banner (its title narrower to leave them room)."""
    open_screen(page, "profile", preset="x")
    back, search, more, title = rect(page, "back"), rect(page, "search"), rect(page, "more"), rect(page, "title")
    for button in (back, search, more):
        assert button["width"] == 34 and abs(button["y"] + button["height"] / 2 - (59 + 22)) <= 0.5, button
    assert more["x"] + more["width"] <= 393 - 8 + 0.5 and search["x"] + search["width"] <= more["x"] - 8 + 0.5, (search, more)
    assert search["x"] >= title["x"] + title["width"] - 0.5, (search, title)
    assert "titleHorizontalInset: 92" in page.inner_text("[data-testid=swift-literal]")
