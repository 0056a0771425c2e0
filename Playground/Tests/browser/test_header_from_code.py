"""Issue 47: the header moved from code — the panel's Collapse and Expand buttons send the engine's
ProfilePageIntent.moveHeader, animated, as an app's button would."""
from conftest import ARTIFACTS, open_on_the_page_clock, phone_shot


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
