"""Issue 47: the header moved from code — the panel's Collapse and Expand buttons send the engine's
ProfilePageIntent.moveHeader, animated, as an app's button would."""
from conftest import ARTIFACTS, open_on_the_page_clock, phone_box, phone_shot, wheel_on_the_page_clock


def _play(page, button, frames=60):
    """Clicks `button` and runs the page's clock 16 ms at a time: the offsets drawn, frame by frame."""
    page.click(f"[data-testid={button}]")
    offsets = []
    for _ in range(frames):
        page.clock.run_for(16)
        page.wait_for_timeout(5)
        latest = page.evaluate("window.playground.profile.latest")
        assert latest["refreshPhase"] == "idle", latest["refreshPhase"]
        offsets.append(latest["offset"])
    return offsets


def _smooth(offsets, rising):
    steps = [b - a for a, b in zip(offsets, offsets[1:])]
    distance = abs(offsets[-1] - offsets[0])
    assert distance > 50, offsets
    assert all((s >= -1e-6 if rising else s <= 1e-6) for s in steps), steps
    assert max(abs(s) for s in steps) <= distance / 4, ("a jump", steps)


def test_collapse_and_expand_from_code_glide_without_refresh(page):
    page.set_viewport_size({"width": 1400, "height": 1000})
    open_on_the_page_clock(page)
    collapsing = _play(page, "header-collapse")
    _smooth([0.0] + collapsing, rising=True)
    latest = page.evaluate("window.playground.profile.latest")
    assert latest["collapseProgress"] == 1 and not latest["needsFrames"], latest["collapseProgress"]
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    phone_shot(page).save(ARTIFACTS / "header-from-code-collapsed.png")
    # Collapse again with the page there: nothing moves.
    assert max(abs(o - collapsing[-1]) for o in _play(page, "header-collapse", frames=10)) < 1e-6
    expanding = _play(page, "header-expand")
    _smooth([collapsing[-1]] + expanding, rising=False)
    latest = page.evaluate("window.playground.profile.latest")
    assert latest["offset"] == 0 and latest["collapseProgress"] == 0
    phone_shot(page).save(ARTIFACTS / "header-from-code-expanded.png")


def test_the_buttons_are_the_profiles(page):
    page.set_viewport_size({"width": 1400, "height": 1000})
    page.goto(page.server.url + "/?screen=feed")
    page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
    assert not page.is_visible("[data-testid=header-moves]")


def _frames(page, count, check=None):
    """Runs the page's clock `count` frames of 16 ms; the offsets drawn (each frame checked by `check`)."""
    offsets = []
    for _ in range(count):
        page.clock.run_for(16)
        page.wait_for_timeout(5)
        latest = page.evaluate("window.playground.profile.latest")
        if check:
            check(latest)
        offsets.append(latest["offset"])
    return offsets


def test_kept_collapsed_holds_through_a_pull_and_lets_go_without_a_move(page):
    """The panel's Keep collapsed (ProfilePageIntent.holdHeaderCollapsed, animated): the header glides
    to collapsed and stays so through a wheel's pull at the top (no banner, no refresh); unchecked,
    nothing moves, and scrolling back up brings the banner out."""
    page.set_viewport_size({"width": 1400, "height": 1000})
    open_on_the_page_clock(page)
    page.check("[data-testid=header-keep]")
    collapsing = _frames(page, 60)
    _smooth([0.0] + collapsing, rising=True)
    assert page.evaluate("window.playground.profile.latest")["collapseProgress"] == 1
    box = phone_box(page)
    x, y = box["x"] + box["width"] / 2, box["y"] + 600

    def held(latest):
        assert latest["collapseProgress"] == 1, latest["collapseProgress"]
        assert latest["refreshPhase"] == "idle", latest["refreshPhase"]

    # A pull at the top (the wheel up, well past the list's top).
    wheel_on_the_page_clock(page, 12, -80, x=x, y=y)
    _frames(page, 90, held)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    phone_shot(page).save(ARTIFACTS / "header-kept-collapsed.png")
    # Let go: nothing moves.
    before = page.evaluate("window.playground.profile.latest")["offset"]
    page.uncheck("[data-testid=header-keep]")
    assert max(abs(o - before) for o in _frames(page, 10, held)) < 1e-6
    # Scrolled back up, the banner comes out (a short pull: no refresh).
    wheel_on_the_page_clock(page, 5, -80, x=x, y=y)
    _frames(page, 90)
    latest = page.evaluate("window.playground.profile.latest")
    assert latest["collapseProgress"] == 0, latest["collapseProgress"]
