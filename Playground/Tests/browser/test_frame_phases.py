"""Issue 23's speed, as behaviour: each of the profile's frames reads, then writes, and nothing the page
does between frames leaves the next frame's reads to recompute style or layout. Chromium's own trace
says where each style recalculation and layout ran: one forced by the page's script carries the
script's stack (a read after a write), while the rendering's own carry none. Also the drawn scroll
indicator's fade, which runs frame by frame now that no CSS transition ticks before each frame."""

import json

from conftest import fling, fling_to_rest_on_the_page_clock, frames, open_on_the_page_clock, open_screen, samples, start_sampling

PAGE_SCRIPTS = ("profile.js", "main.js", "engine.js", "boundary.js", "tune.js", "content.js")
TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline",
                    "disabled-by-default-devtools.timeline.stack"]


def forced(trace):
    """The style recalculations and layouts that a script forced (each with where: the event, the
    function, the script's file and line)."""
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    found = []
    for event in events:
        if event.get("name") not in ("UpdateLayoutTree", "Layout") or event.get("ph") != "X":
            continue
        stack = (event.get("args", {}).get("beginData", {}) or {}).get("stackTrace") or []
        if stack:
            top = stack[0]
            found.append((event["name"], top.get("functionName"), top.get("url", "").split("/")[-1], top.get("lineNumber")))
    return found


# A read after a write, by the test itself: the trace must show it (else the detector sees nothing).
CONTROL = "() => { document.body.style.setProperty('--control', String(Math.random())); return document.body.offsetHeight; }"


def traced(page, scenario):
    """What the page's own scripts forced while `scenario` ran; the test's control read is seen first."""
    browser = page.context.browser
    browser.start_tracing(page=page, categories=TRACE_CATEGORIES)
    page.evaluate(CONTROL)
    scenario()
    found = forced(json.loads(browser.stop_tracing()))
    assert any(where[2] not in PAGE_SCRIPTS for where in found), "the trace shows no forced style at all"
    return [where for where in found if where[2] in PAGE_SCRIPTS]


def test_a_frame_reads_then_writes_and_nothing_between_frames_forces_its_reads(page):
    """Item 'Speed': one read phase, then one write phase per frame. Before: the readout, rewritten by
    a timer between frames, and the scroll indicator's CSS fade, ticked before every frame, made the
    frame's first read recompute style (and lay out); setting the list's scrollTop after the frame's
    scroll-padding writes made it recompute style again mid-write."""
    open_screen(page)
    cdp = page.context.new_cdp_session(page)

    def flings():
        fling(page, cdp, 420)   # through the collapse, past the pin
        fling(page, cdp, -420)  # back down
        page.wait_for_timeout(500)  # the readout's last write and the indicator's fade
    forced = traced(page, flings)
    assert forced == [], "\n".join(map(str, forced))


def test_a_tab_switch_lays_out_only_the_list_whose_scroll_range_changed(page):
    """A list brought on screen gets its bottom padding, then its offset: setting an offset needs the
    range, so that frame lays the list out there, once (before: the lists' and tabs' attributes,
    written first, made the frame recompute the whole page's style as well, and the focused tab's
    tabindex did it again)."""
    open_screen(page)
    cdp = page.context.new_cdp_session(page)
    fling(page, cdp, 420)

    def switch():
        page.click("[data-testid=tab-1]")  # another list, while the header is pinned
        page.wait_for_function("window.playground.profile.latest.selectedTab === 1 && !window.playground.profile.latest.needsFrames")
        frames(page, 10)
    forced = traced(page, switch)
    assert all(where[1] == "write" for where in forced), forced
    assert sum(1 for where in forced if where[0] == "Layout") <= 2, forced  # the prepared list's frame and the switch's


# The scroll indicator's opacity as drawn (computed style) and as the frame says.
DRAWN_ALPHA = "+getComputedStyle(document.querySelector('[data-testid=scroll-indicator]')).opacity"
FRAME_ALPHA = "window.playground.profile.latest.scrollIndicatorAlpha"


def test_the_scroll_indicator_fades_in_and_out_frame_by_frame(page):
    """The drawn scroll indicator shows while the list moves and fades once it rests (0.3 s), in steps
    the frames write (it was a CSS transition)."""
    open_on_the_page_clock(page)  # (every frame 16 ms: a loaded machine's long frames skip fade steps)
    start_sampling(page, DRAWN_ALPHA)
    fling_to_rest_on_the_page_clock(page, 420, rest_ms=600)
    alphas = samples(page)
    assert alphas[0] == 0 and max(alphas) == 1 and alphas[-1] == 0, alphas
    shown = alphas.index(1)
    assert any(0 < a < 1 for a in alphas[:shown]), ("fades in", alphas[:shown + 1])
    last_shown = len(alphas) - 1 - alphas[::-1].index(1)
    fading = [a for a in alphas[last_shown:] if 0 < a < 1]
    assert len(fading) >= 5, ("fades out over several frames", alphas[last_shown:])
    assert fading == sorted(fading, reverse=True)
    assert page.evaluate("window.playground.profile.latest.scrollIndicatorAlpha") == 0


def test_after_a_rest_a_wheel_fades_the_scroll_indicator_in(page):
    """The fade starts with the frame that starts it: frames stop at rest, and a first version counted
    the whole rest as fade time, so a wheel (dragging from its first event) showed the indicator at once."""
    open_screen(page)
    page.wait_for_timeout(800)  # at rest, no frames
    start_sampling(page, FRAME_ALPHA)
    box = page.locator("[data-testid=phone]").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.7)
    for _ in range(12):
        page.mouse.wheel(0, 40)
        frames(page, 1)
    page.wait_for_timeout(500)
    alphas = samples(page)
    shown = [a for a in alphas if a > 0]
    assert shown and max(shown) >= 0.5, alphas
    assert shown[0] < max(shown) and shown[0] <= 0.5, ("the first frame that shows it shows it in part", alphas)


def test_under_reduce_motion_the_scroll_indicator_shows_and_hides_at_once(page):
    page.emulate_media(reduced_motion="reduce")
    open_screen(page)
    cdp = page.context.new_cdp_session(page)
    start_sampling(page, FRAME_ALPHA)
    fling(page, cdp, 420)
    page.wait_for_timeout(300)
    alphas = samples(page)
    assert max(alphas) == 1 and alphas[-1] == 0
    assert all(a in (0, 1) for a in alphas), alphas
