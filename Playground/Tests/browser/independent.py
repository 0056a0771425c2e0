"""What the page should show, worked out without the page's own JavaScript or the generated boundary.

`decoded_frames` instantiates `profile.wasm` afresh in the browser, writes a design into its
configuration buffer, measurements into its measurement buffer, and reads `phk_frame`'s output —
every slot by the test's own table below, written by hand from `Playground/Wasm/ProfileExports.swift`
and `scripts/boundary.py`'s declaration (not imported from either). A wrong slot in the generated
boundary, or in the page, moves the page but not this. `SWIFT_GOLDENS` are the engine's numbers from
the Swift suite's text dumps (`NamedOffsetTests.goldens`), which check the slot table itself, and
`test_contract.py` checks the generated table against this one slot by slot.
"""

# The configuration buffer (phk_config), in the declaration's order.
CONFIG_INDEX = {
    "viewportWidth": 0, "topSafeAreaInset": 1, "barHeight": 2, "expandedHeight": 3, "stretchMode": 4,
    "bannerParallax": 5, "avatarSize": 6, "avatarLeadingInset": 7, "avatarOverhang": 8, "avatarCollapsedScale": 9,
    "avatarShrinkAnchor": 10, "nameLabelContentY": 11, "titleHeight": 12, "titleHorizontalInset": 13,
    "titleTravel": 14, "titleFadesIn": 15, "tabBarContentY": 16, "tabBarHeight": 17,
    "blurMaximumRadius": 18, "blurCacheLevels": 19, "stretchBlurDistance": 20, "refreshThreshold": 21,
    # Beside the design: the name's fade over the pull (Flutter's fadeTitle), 0 for none.
    "nameFadeDistance": 22,
    # Beside the design: ProfilePage's pinnedHeader (0 pinned, 1 floats, 2 barFloats, 3 collapsingTabBar).
    "pinnedHeader": 23,
}

# ProfileHeaderConfiguration.twitter (393 pt wide, 59 pt safe area); stretchMode 0 = zoom.
TWITTER = {
    "viewportWidth": 393, "topSafeAreaInset": 59, "barHeight": 44, "expandedHeight": 190, "stretchMode": 0,
    "bannerParallax": 0, "avatarSize": 80, "avatarLeadingInset": 16, "avatarOverhang": 40, "avatarCollapsedScale": 0.5,
    "avatarShrinkAnchor": 0, "nameLabelContentY": 242, "titleHeight": 22, "titleHorizontalInset": 56,
    "titleTravel": 33, "titleFadesIn": 0, "tabBarContentY": 420, "tabBarHeight": 44, "blurMaximumRadius": 20,
    "blurCacheLevels": 10, "stretchBlurDistance": 0, "refreshThreshold": 80, "nameFadeDistance": 0,
    "pinnedHeader": 0,
}
# The playground's design: .twitter with a bar title tall enough for its two lines.
PLAYGROUND = dict(TWITTER, titleHeight=36, titleTravel=40)

# The measurement buffer (phk_measurements).
MEASUREMENT_INDEX = {
    "viewportWidth": 0, "viewportHeight": 1, "safeAreaTop": 2, "safeAreaBottom": 3, "displayScale": 4,
    "textScale": 5, "reducesMotion": 6, "reducesTransparency": 7, "isRightToLeft": 8, "time": 9,
    "scrollTop": 10, "measuredList": 11, "detailsHeight": 12, "titleHeight": 13, "timeScale": 14,
    "safeAreaLeft": 15, "safeAreaRight": 16,
    # Each tab's posts (the lists sit side by side; the engine reads the one it follows).
    "postsHeightOfTab0": 17, "postsHeightOfTab1": 18, "postsHeightOfTab2": 19, "postsHeightOfTab3": 20,
    "postsHeightOfTab4": 21, "postsHeightOfTab5": 22,
}

# phk_frame's output slots: a rect is x, y, width, height from its first slot.
RECT_SLOTS = {"header": 6, "banner": 10, "avatar": 21, "title": 30, "bar": 39, "details": 43, "tabBar": 53,
              "tab0": 63, "tab5": 83, "tabIndicator": 88, "spinner": 95}
NUMBER_SLOTS = {
    "offset": 0, "contentOffsetY": 1, "phase": 2, "stretch": 4, "blurFraction": 18, "blurRadius": 19,
    "titleAlpha": 38, "tabCount": 62, "tabStripOffset": 87, "stacking": 102, "lightStatusBar": 103,
    "listPaddingTop0": 116, "spacerHeight": 112, "scrollTop": 113,
}

_DECODER = """async ([config, measure, rects, numbers, design, requests, detailsHeight]) => {
  const bytes = await (await fetch('/profile.wasm')).arrayBuffer();
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const x = instance.exports;
  const mem = () => x.memory.buffer;
  const c = new Float64Array(mem(), x.phk_config(), 32);
  for (const [name, index] of Object.entries(config)) c[index] = design[name];
  if (x.phk_configure() !== 1) throw new Error('phk_configure refused the design: ' + x.phk_error_field() + '/' + x.phk_error_rule());
  let time = 1;
  const frame = (scrollTop) => {
    const m = new Float64Array(mem(), x.phk_measurements(), 32);
    const values = { viewportWidth: 393, viewportHeight: 852, safeAreaTop: 59, safeAreaBottom: 0, displayScale: 16,
      textScale: 1, time, scrollTop, measuredList: 0, postsHeightOfTab0: 6000, detailsHeight, titleHeight: 36, timeScale: 1 };
    for (const [name, index] of Object.entries(measure)) m[index] = values[name] ?? 0;
    time += 0.001;
    x.phk_frame();
    const o = new Float64Array(mem(), x.phk_output(), 256);
    const result = {};
    for (const [name, slot] of Object.entries(rects)) result[name] = { x: o[slot], y: o[slot + 1], width: o[slot + 2], height: o[slot + 3] };
    for (const [name, slot] of Object.entries(numbers)) result[name] = o[slot];
    return result;
  };
  frame(0); frame(0);
  let last = 0;
  return requests.map((offset) => {
    if (offset >= 0) {
      // The browser scrolled the list: the page follows scrollTop (offset = scrollTop here).
      if (Math.abs(offset - last) < 1) { frame(offset + 2); }
      last = offset;
      return frame(offset);
    }
    // A pull: a finger moved the un-banded distance that the rubber band turns into -offset, after
    // the touch slop it moves before the content follows (PageScroller.touchSlop, 8 pt).
    const finger = -offset / (0.55 * (1 - -offset / 852)) + 8;
    if (last !== 0) { frame(0); frame(0); }
    x.phk_input(0, 0, 300, time);  // a finger down on the list at y 300
    x.phk_input(6, 0, 300 + finger, time);  // moved
    const result = frame(0);
    x.phk_input(7, 0, 0, time);  // lifted
    frame(0);
    x.phk_input(13, 0, 0, time);  // the refresh it started is done
    for (let k = 0; k < 6; k++) { time += 1; frame(0); }
    last = 0;
    return result;
  });
}"""


def decoded_frames(page, offsets, design=None):
    """The page engine's frames at engine `offsets` (negative: pulled by a finger) for `design`
    (the playground's, by default, with its details as the page measures them — without the name's
    offset, which the engine adds; a design given here has no details measured, as in the Swift
    suite), read from a fresh wasm instance with the test's own tables."""
    details = 0 if design else page.evaluate(
        "(s => s.offsetHeight - (parseFloat(s.style.paddingTop) || 0))(document.querySelector('#profile .sheet'))")
    return page.evaluate(_DECODER, [CONFIG_INDEX, MEASUREMENT_INDEX, RECT_SLOTS, NUMBER_SLOTS,
                                    design or PLAYGROUND, list(offsets), details])


def decoded_frame(page, offset, design=None):
    return decoded_frames(page, [offset], design)[0]


def _rect(x, y, width, height):
    return {"x": x, "y": y, "width": width, "height": height}


# From the Swift suite's golden dumps of `.twitter` (NamedOffsetTests.goldens), rounded to 0.01. The
# page's tabs share the header up to 317 (420 − 103), so 2000 shows the header at 317.
SWIFT_GOLDENS = {
    0: {"header": _rect(0, 0, 393, 190), "banner": _rect(0, 0, 393, 190), "avatar": _rect(16, 150, 80, 80),
        "title": _rect(56, 190, 281, 22), "tabBar": _rect(0, 420, 393, 44), "stacking": 0,
        "blurRadius": 0},
    -100: {"header": _rect(0, 0, 393, 290), "banner": _rect(-103.42, 0, 599.84, 290), "avatar": _rect(16, 250, 80, 80),
           "title": _rect(56, 290, 281, 22), "tabBar": _rect(0, 520, 393, 44), "stacking": 0,
           "blurRadius": 0},
    43.5: {"header": _rect(0, 0, 393, 146.5), "banner": _rect(0, -43.5, 393, 190), "avatar": _rect(16, 126.5, 60, 60),
           "title": _rect(56, 146.5, 281, 22), "tabBar": _rect(0, 376.5, 393, 44), "stacking": 0,
           "blurRadius": 0},
    88: {"header": _rect(0, 0, 393, 103), "banner": _rect(0, -87, 393, 190), "avatar": _rect(16, 102, 40, 40),
         "title": _rect(56, 103, 281, 22), "tabBar": _rect(0, 332, 393, 44), "stacking": 1,
         "blurRadius": 0},
    155.5: {"header": _rect(0, 0, 393, 103), "banner": _rect(0, -87, 393, 190), "avatar": _rect(16, 34.5, 40, 40),
            "title": _rect(56, 86.5, 281, 22), "tabBar": _rect(0, 264.5, 393, 44), "stacking": 1,
            "blurRadius": 10},
    172: {"header": _rect(0, 0, 393, 103), "banner": _rect(0, -87, 393, 190), "avatar": _rect(16, 18, 40, 40),
          "title": _rect(56, 70, 281, 22), "tabBar": _rect(0, 248, 393, 44), "stacking": 1,
          "blurRadius": 20},
}

# The shared header stops moving once the tab bar pins (420 − 103).
SHARED_HEADER_STOP = 317


def close(a, b, tolerance=0.5):
    return all(abs(a[k] - b[k]) <= tolerance for k in ("x", "y", "width", "height"))
