"""Where a fling draws the list and its scroll indicator on a 3× phone, frame by frame: the list's
posts where the engine's offset puts them, to the device pixel, and an indicator whose length holds
while it moves. Chromium sets a scroll offset in whole CSS pixels whatever the display's scale (it
reads back 101 for 100.67), so what is finer than that is drawn by moving the content."""

from conftest import fling_to_rest_on_the_page_clock, open_on_the_page_clock, samples, start_sampling

# Each frame, as drawn: the engine's offset (content offset + the list's top padding), the first
# post's drawn top in the list and its top in the list's content (the content moves it as a whole,
# so this is its layout's, to a fraction of a point), the list's scrollTop and range, how far the
# header has collapsed, and the indicator's drawn height and the frame's.
SAMPLE = """() => {
    const f = window.playground.profile.latest;
    const scroller = window.playground.profile.activeScroller;
    const post = scroller.querySelector('.posts > li');
    const top = post.getBoundingClientRect().top;
    return { wanted: f.contentOffsetY + f['listPaddingTop' + f.measuredList], drawn: top - scroller.getBoundingClientRect().top,
             laidOut: top - scroller.firstElementChild.getBoundingClientRect().top,
             scrollTop: scroller.scrollTop, maximum: scroller.scrollHeight - scroller.clientHeight,
             collapse: f.collapseProgress,
             indicator: document.querySelector('[data-testid=scroll-indicator]').getBoundingClientRect().height,
             frameIndicator: f.scrollIndicator.height, shown: f.scrollIndicatorAlpha };
}"""


def fling_sampled(page, distance):
    """A fling (conftest's finger, `distance` px up); returns a sample per frame until the list rests."""
    start_sampling(page, f"({SAMPLE})()")
    fling_to_rest_on_the_page_clock(page, distance)  # (its frames 16 ms apart, however loaded the machine is)
    return samples(page)


def test_a_fling_draws_the_list_where_the_engines_offset_puts_it_to_the_device_pixel(phone):
    """Before: the offset was set on the device's grid (thirds of a point) and the content moved by
    what that left; Chromium rounded the offset to whole points, so the list was drawn up to half a
    point (1.5 device pixels) away from the engine's offset, and off the pixel grid."""
    open_on_the_page_clock(phone)
    samples = fling_sampled(phone, 420)
    moving = [s for s in samples if s["scrollTop"] > 0]
    assert len(moving) > 60, len(moving)
    assert any(abs(s["wanted"] - round(s["wanted"])) > 0.2 for s in moving), "the fling passes fractional offsets"
    for s in moving:
        moved = s["laidOut"] - s["drawn"]  # how far up the list is drawn
        assert abs(moved - s["wanted"]) <= 0.5 / 3 + 1e-3, s             # to the device pixel
        assert abs(moved * 3 - round(moved * 3)) <= 1e-3, s              # by whole device pixels


def test_the_scroll_indicator_keeps_its_length_while_the_list_moves_within_its_range(phone):
    """Before: its rectangle's top and bottom were each put on the pixel grid, so its length changed
    by a device pixel from one frame to the next as it moved (a flicker, and a layout a frame)."""
    open_on_the_page_clock(phone)
    samples = fling_sampled(phone, 420)
    inside = [s for s in samples if s["shown"] == 1 and 0 < s["wanted"] < s["maximum"]]
    assert len(inside) > 30, len(inside)
    # With the header collapsed (the covered part above the indicator's track is then fixed): one length.
    settled = [s for s in inside if s["collapse"] >= 1]
    assert len(settled) > 20, len(settled)
    assert len({round(s["frameIndicator"], 6) for s in settled}) == 1, sorted({s["frameIndicator"] for s in settled})
    assert len({round(s["indicator"], 3) for s in settled}) == 1, sorted({s["indicator"] for s in settled})
