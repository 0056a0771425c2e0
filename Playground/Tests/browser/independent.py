"""What the page should show, worked out without the page's own `engine.js`.

`decoded_layout` instantiates `engine.wasm` afresh in the browser, configures it with the `.twitter`
values and reads `phk_layout`'s output buffer with the slot table below, written from
`Playground/Wasm/EngineExports.swift` (`phkLayout`, `phkConfigure`). A wrong slot in `engine.js`
moves the page but not this. `SWIFT_GOLDENS` are the engine's numbers from the Swift suite's text
dumps (`NamedOffsetTests.goldens`), which check the slot table itself.
"""

# phk_configure's arguments for ProfileHeaderConfiguration.twitter (393 pt wide, 59 pt safe area), in
# the order EngineExports.swift declares them; stretchMode 0 = zoom, avatarShrinkAnchor 0 = bottomLeading.
TWITTER_ARGUMENTS = [
    393,  # viewportWidth
    59,  # topSafeAreaInset
    44,  # barHeight
    190,  # expandedHeight
    0,  # stretchMode
    80,  # avatarSize
    16,  # avatarLeadingInset
    40,  # avatarOverhang
    0.6,  # avatarCollapsedScale
    0,  # avatarShrinkAnchor
    242,  # nameLabelContentY
    22,  # titleHeight
    56,  # titleHorizontalInset
    33,  # titleTravel
    0,  # titleFadesIn
    420,  # tabBarContentY
    44,  # tabBarHeight
    20,  # blurMaximumRadius
    10,  # blurCacheLevels
    80,  # refreshThreshold
]

# phkLayout's output slots (EngineExports.swift): a rect is x, y, width, height from its first slot.
RECT_SLOTS = {"header": 4, "banner": 8, "avatar": 17, "title": 23, "tabBar": 29}
NUMBER_SLOTS = {
    "offset": 0, "phase": 1, "collapseProgress": 2, "stretch": 3,
    "blurFraction": 12, "blurRadius": 13, "avatarScale": 21, "avatarAboveHeader": 22,
    "titleAlpha": 27, "titleProgress": 28, "tabBarPinned": 33, "lightStatusBar": 35,
}

_DECODER = """async ([args, rects, numbers, offsets]) => {
  if (!window.__independentEngine) {
    const bytes = await (await fetch('/engine.wasm')).arrayBuffer();
    const { instance } = await WebAssembly.instantiate(bytes, {});
    const x = instance.exports;
    if (x.phk_configure(...args) !== 1) throw new Error('phk_configure refused the twitter values');
    window.__independentEngine = x;
  }
  const x = window.__independentEngine;
  return offsets.map((offset) => {
    x.phk_layout(offset);
    const o = new Float64Array(x.memory.buffer, x.phk_output(), 64);
    const layout = {};
    for (const [name, slot] of Object.entries(rects)) {
      layout[name] = { x: o[slot], y: o[slot + 1], width: o[slot + 2], height: o[slot + 3] };
    }
    for (const [name, slot] of Object.entries(numbers)) layout[name] = o[slot];
    return layout;
  });
}"""


def decoded_layouts(page, offsets):
    """The engine's layouts at `offsets`, read from a fresh wasm instance with the test's own slot table."""
    return page.evaluate(_DECODER, [TWITTER_ARGUMENTS, RECT_SLOTS, NUMBER_SLOTS, list(offsets)])


def decoded_layout(page, offset):
    return decoded_layouts(page, [offset])[0]


def _rect(x, y, width, height):
    return {"x": x, "y": y, "width": width, "height": height}


# From the Swift suite's golden dumps of `.twitter` (NamedOffsetTests.goldens), rounded to 0.01.
SWIFT_GOLDENS = {
    0: {"header": _rect(0, 0, 393, 190), "banner": _rect(0, 0, 393, 190), "avatar": _rect(16, 150, 80, 80),
        "title": _rect(56, 190, 281, 22), "tabBar": _rect(0, 420, 393, 44), "avatarAboveHeader": 1,
        "blurRadius": 0, "titleProgress": 0},
    -100: {"header": _rect(0, 0, 393, 290), "banner": _rect(-103.42, 0, 599.84, 290), "avatar": _rect(16, 250, 80, 80),
           "title": _rect(56, 290, 281, 22), "tabBar": _rect(0, 520, 393, 44), "avatarAboveHeader": 1,
           "blurRadius": 0, "titleProgress": 0},
    43.5: {"header": _rect(0, 0, 393, 146.5), "banner": _rect(0, -43.5, 393, 190), "avatar": _rect(16, 122.5, 64, 64),
           "title": _rect(56, 146.5, 281, 22), "tabBar": _rect(0, 376.5, 393, 44), "avatarAboveHeader": 1,
           "blurRadius": 0, "titleProgress": 0},
    88: {"header": _rect(0, 0, 393, 103), "banner": _rect(0, -87, 393, 190), "avatar": _rect(16, 94, 48, 48),
         "title": _rect(56, 103, 281, 22), "tabBar": _rect(0, 332, 393, 44), "avatarAboveHeader": 0,
         "blurRadius": 0, "titleProgress": 0},
    155.5: {"header": _rect(0, 0, 393, 103), "banner": _rect(0, -87, 393, 190), "avatar": _rect(16, 26.5, 48, 48),
            "title": _rect(56, 86.5, 281, 22), "tabBar": _rect(0, 264.5, 393, 44), "avatarAboveHeader": 0,
            "blurRadius": 10, "titleProgress": 0.5},
    172: {"header": _rect(0, 0, 393, 103), "banner": _rect(0, -87, 393, 190), "avatar": _rect(16, 10, 48, 48),
          "title": _rect(56, 70, 281, 22), "tabBar": _rect(0, 248, 393, 44), "avatarAboveHeader": 0,
          "blurRadius": 20, "titleProgress": 1},
    2000: {"header": _rect(0, 0, 393, 103), "banner": _rect(0, -87, 393, 190), "avatar": _rect(16, -1818, 48, 48),
           "title": _rect(56, 70, 281, 22), "tabBar": _rect(0, 103, 393, 44), "avatarAboveHeader": 0,
           "blurRadius": 20, "titleProgress": 1},
}

# The shared header stops moving once the tab bar pins (420 − 103): the page lays the header out at
# min(offset, 317) for every list (DESIGN.md, "Tabs sharing one header").
SHARED_HEADER_STOP = 317


def close(a, b, tolerance=0.5):
    return all(abs(a[k] - b[k]) <= tolerance for k in ("x", "y", "width", "height"))
