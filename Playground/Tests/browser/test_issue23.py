"""Issue 23: the playground as a demanding user finds it. Each test failed on the playground before
its fix."""

from conftest import frames, open_screen, phone_box, scroll_profile_to


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
