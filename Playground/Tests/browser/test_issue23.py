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
