#!/usr/bin/env python3
"""The wasm boundary, declared once: every number the page measures and passes in, every number the
engine gives back, every configuration field (with its label in the user's words and the range the
playground offers), every code (events, keys, enums, error fields and rules).

`python3 Playground/scripts/boundary.py` writes Wasm/Boundary.swift (slot names for the glue) and
Web/boundary.js (slot names, labels, ranges and decoders for the page). `--check` fails when the
committed files are not what this declaration generates (the browser tests run it first).
Nothing else in the playground numbers a slot: Swift writes `output[Out.bannerFrame]`, JavaScript
reads `frame.bannerFrame`.
"""

import pathlib
import sys

# ---- Per-frame measurements (the page → the engine), one double each. ----------------------------
MEASUREMENTS = [
    ("viewportWidth", "the phone screen's width, in CSS pixels (= points)"),
    ("viewportHeight", "the phone screen's height"),
    ("safeAreaTop", "the device's top safe area (status bar, notch, Dynamic Island)"),
    ("safeAreaBottom", "the device's bottom safe area (home indicator)"),
    ("displayScale", "devicePixelRatio"),
    ("textScale", "the page's text scale (root font size / 16)"),
    ("reducesMotion", "prefers-reduced-motion: reduce (1 or 0)"),
    ("reducesTransparency", "prefers-reduced-transparency: reduce (1 or 0)"),
    ("isRightToLeft", "the page's direction is rtl (1 or 0)"),
    ("time", "performance.now() in seconds"),
    ("scrollTop", "list measuredList's scrollTop as the browser reports it"),
    ("measuredList", "the list whose scrollTop this is: the one the page showed as active (the last frame's activeList)"),
    ("detailsHeight", "the profile details block (name, bio, counts), measured without the name's offset (the padding the page writes from nameTop; the engine adds it)"),
    ("titleHeight", "the bar title's two lines, measured"),
    ("timeScale", "the playground's speed control: 1 real time, 0.25 slow motion"),
    ("safeAreaLeft", "the device's left safe area (the sensor housing in landscape)"),
    ("safeAreaRight", "the device's right safe area"),
    # Each tab's posts, measured: the lists sit side by side, and the engine reads the one it
    # follows, which changes as a swipe or a tap lands.
    ("postsHeightOfTab0", "tab 0's posts, measured"), ("postsHeightOfTab1", "tab 1's posts"),
    ("postsHeightOfTab2", "tab 2's posts"), ("postsHeightOfTab3", "tab 3's posts"),
    ("postsHeightOfTab4", "tab 4's posts"), ("postsHeightOfTab5", "tab 5's posts"),
]

# ---- Configuration: the design the page adapts to each device. ------------------------------------
# (name, label, unit, kind, playground min, max, step, in the tune panel)
# kind: number, enum:<Name>, bool, int. The playground's ranges are what its sliders offer and what it
# accepts (the engine's own supported range is wider: lengths to 1 000 000 pt).
CONFIG = [
    ("viewportWidth", "Design width", "pt", "number", 1, 4000, 1, False),
    ("topSafeAreaInset", "Design safe area", "pt", "number", 0, 200, 1, False),
    ("barHeight", "Bar height", "pt", "number", 24, 120, 1, True),
    ("expandedHeight", "Banner height", "pt", "number", 60, 600, 1, True),
    ("stretchMode", "Pull stretches the banner by", "", "enum:StretchMode", 0, 2, 1, True),
    ("bannerParallax", "Banner parallax (lags the content by)", "×", "number", 0, 1, 0.05, True),
    ("avatarSize", "Avatar size", "pt", "number", 20, 200, 1, True),
    ("avatarLeadingInset", "Avatar distance from the edge", "pt", "number", 0, 200, 1, True),
    ("avatarOverhang", "Avatar hangs below the banner by", "pt", "number", 0, 200, 1, True),
    ("avatarCollapsedScale", "Avatar size when collapsed", "×", "number", 0.1, 1, 0.05, True),
    ("avatarShrinkAnchor", "Avatar shrinks toward", "", "enum:AvatarShrinkAnchor", 0, 1, 1, False),
    ("nameLabelContentY", "Name position", "pt", "number", 0, 2000, 1, False),
    ("titleHeight", "Bar title height", "pt", "number", 1, 120, 1, False),
    ("titleHorizontalInset", "Bar title side margins", "pt", "number", 0, 400, 1, False),
    ("titleTravel", "Bar title slides up over", "pt", "number", 1, 200, 1, True),
    ("titleFadesIn", "Bar title fades in", "", "bool", 0, 1, 1, False),
    ("tabBarContentY", "Tab bar position", "pt", "number", 0, 3000, 1, False),
    ("tabBarHeight", "Tab bar height", "pt", "number", 0, 120, 1, False),
    ("blurMaximumRadius", "Blur when pinned", "pt", "number", 0, 60, 1, True),
    ("blurCacheLevels", "Blur levels", "", "int", 1, 64, 1, False),
    ("stretchBlurDistance", "Pull blurs the banner over (0: never)", "pt", "number", 0, 300, 1, True),
    ("refreshThreshold", "Pull to refresh after", "pt", "number", 20, 300, 1, True),
    # Not a ProfileHeaderConfiguration field: Flutter's StretchMode.fadeTitle, a keyframe track on the
    # name's alpha driven by the pull (ProgressDriver.stretch(fullAt:)); 0 keeps the name opaque.
    ("nameFadeDistance", "Pull fades the name over (0: never)", "pt", "number", 0, 300, 1, True),
    # Not a ProfileHeaderConfiguration field: ProfilePage's pinnedHeader (PinnedHeaderScrolling's presets).
    ("pinnedHeader", "Reading on, the pinned header", "", "enum:PinnedHeader", 0, 3, 1, True),
]

# Each ShyFlags choice as the engine's ShyBarScrollFlags (Android's combinations), as Swift: the feed's
# glue builds the flags from it and the tune panel's Swift shows it (None: the default, quickReturn =
# scroll|enterAlways|snap, which the literal leaves out).
SHY_FLAG_SETS = {
    "quickReturn": None, "enterAlways": "[.scroll, .enterAlways]", "scrollOnly": "[.scroll]",
    "scrollSnap": "[.scroll, .snap]", "enterAlwaysCollapsed": "[.scroll, .enterAlways, .enterAlwaysCollapsed, .snap]",
    "exitUntilCollapsed": "[.scroll, .exitUntilCollapsed, .snap]", "stays": "[]",
}

# The engine's error fields that are not configuration fields (blurRange), in the same code space.
EXTRA_ERROR_FIELDS = [("blurRangeStart", "Blur start"), ("blurRangeEnd", "Blur end")]

ENUMS = {
    "StretchMode": ["zoom", "grow", "none"],
    "AvatarShrinkAnchor": ["bottomLeading", "bottomCenter"],
    "Phase": ["stretching", "collapsing", "pinned"],
    "Stacking": ["avatarInFront", "avatarBehind"],
    "RefreshPhase": ["idle", "pulling", "armed", "refreshing", "ending"],
    "Interaction": ["idle", "dragging", "decelerating"],
    "Announcement": ["none", "titleShown", "titleHidden"],
    "Preset": ["twitter", "tutorial", "x"],
    # ProfilePage.pinnedHeader: stays, floats (bar and tabs), the bar floats over tabs that stay, or
    # the tab bar collapses under the bar to its indicator (PinnedHeaderScrolling.collapsingTabBar).
    "PinnedHeader": ["pinned", "floats", "barFloats", "collapsingTabBar"],
    # phk_input's kinds: what the user did, with its two numbers (a, b). A press: x, y where it went
    # down (viewport points), on the list, the header or the tab strip, by a finger or a mouse; a move:
    # x, y; a wheel: deltaX, deltaY (points), over the lists and header or over the tab strip; a key:
    # its Key code; a tab tap: the tab; a scrub: the offset to show; content inserted: its height; the
    # header expanded or collapsed from code: a is 1 to animate; the header kept collapsed from code:
    # a is 1 to keep it, 0 to let it go, b is 1 to animate.
    "Input": ["touchOnList", "touchOnHeader", "touchOnTabStrip", "mouseOnList", "mouseOnHeader", "mouseOnTabStrip",
              "pointerMoved", "pointerReleased", "wheel", "wheelOnTabStrip", "key", "tabTap", "scrollToTop",
              "refreshDone", "scrub", "contentInserted", "expandHeader", "collapseHeader", "holdHeader"],
    # The keys that scroll (the page maps key names to these; the engine decides how far).
    "Key": ["lineDown", "lineUp", "pageDown", "pageUp", "home", "end"],
    "ShyStatus": ["expanded", "contracted", "transitioning"],
    # The feed's stacking (ShyBarsStacking) and each bar's scroll flags, as Android combines them
    # (ShyBarScrollFlags): quickReturn = scroll|enterAlways|snap, the default.
    "ShyStacking": ["slidesUnder", "appBarLayout"],
    "ShyFlags": ["quickReturn", "enterAlways", "scrollOnly", "scrollSnap", "enterAlwaysCollapsed", "exitUntilCollapsed",
                 "stays"],
    # phk_shy_step's kinds: scroll-view events with their metrics, and raw touches (y, time) whose
    # release velocity the engine estimates (DragVelocity), so the page does no velocity math.
    "ShyInput": ["scrolled", "dragBegan", "dragEnded", "decelerationEnded", "scrollToTop", "contentSizeChanged",
                 "appeared", "touchBegan", "touchMoved", "touchEnded"],
}

# The engine's validation rules, in the user's words (after the field's label and a colon).
RULES = [
    ("mustBeFinite", "must be a number"),
    ("mustNotBeNegative", "can't be negative"),
    ("mustBePositive", "must be more than 0"),
    ("mustBeInZeroExclusiveToOne", "must be more than 0 and at most 1"),
    ("mustExceedCollapsedHeight", "must be taller than the safe area plus the bar"),
    ("mustNotBeAboveBannerBottom", "must be below the banner"),
    ("mustFitInViewportWidth", "puts the avatar past the screen's edge"),
    ("mustNotExceedAvatarSize", "can't be more than the avatar's size"),
    ("mustNotExceedBarHeight", "can't be taller than the bar"),
    ("mustLeaveWidth", "leaves the bar title no room"),
    ("mustExceedRangeStart", "must end after it starts"),
    ("mustBeIncreasing", "must increase"),
    ("mustNotBeEmpty", "can't be empty"),
    ("mustBeBelowTabBarWithTabs", "tabs need the content below the tab bar"),
    ("requiresAppBarLayoutStacking", "needs the bars to hide as Android's app bar"),
    ("notWithAppBarLayoutStacking", "isn't read when the bars hide as Android's app bar"),
    ("requiresAnotherFlag", "needs another flag with it"),
    ("cannotScrollBelowAStop", "can't scroll under a bar that stays"),
    ("outOfSupportedRange", "is outside the engine's supported range"),
    ("mustBeWithinSupportedRange", "is outside the engine's supported range"),
    ("outsidePlaygroundRange", "is outside the range this playground offers"),
]

# ---- The engine's numbers the page needs about behaviour (phk_constant), by name. -----------------
# (name, the engine's Swift expression, what it is): read once when a module loads, never typed here.
CONSTANTS = [
    ("lineHeight", "PageScroller.lineHeight", "points a line scrolls: an arrow key, a wheel that counts in lines"),
    ("touchSlop", "PageScroller.touchSlop", "points a finger moves before its press is a drag"),
    ("clickSlop", "PageScroller.clickSlop", "points a mouse moves before its press is a drag, not a click"),
    ("wheelGestureGap", "PageScroller.wheelGestureGap", "seconds without a wheel event that end a wheel gesture"),
]

# ---- The frame (the engine → the page). ------------------------------------------------------------
# (name, kind): number, flag (0/1), rect (x, y, width, height), enum:<Name>.
FRAME = [
    ("offset", "number"), ("contentOffsetY", "number"), ("phase", "enum:Phase"),
    ("collapseProgress", "number"), ("stretch", "number"), ("interaction", "enum:Interaction"),
    ("headerClip", "rect"),
    ("bannerFrame", "rect"), ("bannerRest", "rect"),
    ("blurAlpha", "number"), ("blurRadius", "number"), ("usesSolidBar", "flag"),
    ("avatarFrame", "rect"), ("avatarRest", "rect"), ("avatarAlpha", "number"),
    ("titleFrame", "rect"), ("titleRest", "rect"), ("titleAlpha", "number"),
    ("barFrame", "rect"),
    ("detailsFrame", "rect"), ("detailsRest", "rect"), ("detailsVisible", "flag"),
    ("nameTop", "number"),
    ("tabBarFrame", "rect"), ("tabBarRest", "rect"), ("tabBarVisible", "flag"),
    ("tabCount", "number"), ("tab0", "rect"), ("tab1", "rect"), ("tab2", "rect"), ("tab3", "rect"),
    ("tab4", "rect"), ("tab5", "rect"), ("tabStripOffset", "number"),
    # The tabs: the selected one (the one shown, one a switch heads to, or one tapped while the
    # header springs back), the pager's position in tabs (the lists sit side by side, moved by it),
    # and whether a tab may be switched to now.
    ("tabIndicator", "rect"), ("pagePosition", "number"), ("selectedTab", "number"), ("canSwitchTabs", "flag"),
    ("spinnerFrame", "rect"), ("spinnerAlpha", "number"), ("spinnerRotation", "number"), ("spinnerSpinning", "flag"),
    ("stacking", "enum:Stacking"),
    ("statusBarLight", "flag"), ("statusBarChanged", "flag"), ("announcement", "enum:Announcement"),
    ("refreshPhase", "enum:RefreshPhase"), ("refreshProgress", "number"), ("heldInset", "number"),
    ("didTriggerRefresh", "flag"),
    # The lists (DOM scrollers): the one this frame read (measuredList; its offset is scrollTop within
    # the bounds, in whole pixels, and contentShift the rest — an overscroll, the pixel grid — drawn by
    # moving its content) and the one to read next (activeList: it changes once a switch lands).
    # Every list: padding-top is its top inset, padding-bottom its bottom inset (the home
    # indicator's safe area included), listScrollTop where it should be scrolled (a list coming on
    # screen is given the offset that keeps the header where it is); the spacer div at the top of
    # each is spacerHeight. coveredHeight: what the header covers of the lists.
    ("measuredList", "number"), ("activeList", "number"),
    ("spacerHeight", "number"), ("scrollTop", "number"), ("contentShift", "number"), ("coveredHeight", "number"),
    ("listPaddingTop0", "number"), ("listPaddingTop1", "number"), ("listPaddingTop2", "number"),
    ("listPaddingTop3", "number"), ("listPaddingTop4", "number"), ("listPaddingTop5", "number"),
    ("listPaddingBottom0", "number"), ("listPaddingBottom1", "number"), ("listPaddingBottom2", "number"),
    ("listPaddingBottom3", "number"), ("listPaddingBottom4", "number"), ("listPaddingBottom5", "number"),
    ("listScrollTop0", "number"), ("listScrollTop1", "number"), ("listScrollTop2", "number"),
    ("listScrollTop3", "number"), ("listScrollTop4", "number"), ("listScrollTop5", "number"),
    # The scroll indicator the page draws (the browser's is hidden), and its opacity.
    ("scrollIndicator", "rect"), ("scrollIndicatorAlpha", "number"),
    # A black layer over the banner: it comes in with the blur so the white title reads on it.
    ("bannerDimAlpha", "number"),
    ("expandedHeight", "number"), ("collapsedHeight", "number"), ("collapseDistance", "number"),
    ("viewportWidth", "number"),
    # The design's (what the tune panel edits): how far its collapsed avatar reaches above the pinned
    # header's bottom edge, in points; that much vanishes at once when it goes behind the header.
    ("avatarOverlapWhenPinned", "number"),
    ("needsFrames", "flag"),
    # The bar beside its title (ProfilePageState's slots, mirrored right to left), where the back,
    # search and more buttons go, and the alpha of their round backdrops over the banner.
    ("barLeadingSlot", "rect"), ("barTrailingSlot", "rect"), ("barButtonBackdropAlpha", "number"),
    # The name's alpha from the fadeTitle track (nameFadeDistance): 1 without one.
    ("nameAlpha", "number"),
    # A floating pinned header (pinnedHeader): the alpha of the bar's buttons (0 once scrolled away
    # under the status bar's strip; the slots above move with the bar), and how far it is hidden.
    ("barContentAlpha", "number"), ("pinnedHeaderHidden", "number"),
    # How much of the tab bar's top has gone under the header's clip (the hit map's tab bar starts
    # below it): the page clips it away, drawing and touches, in points from the tab bar's top.
    ("tabBarHiddenTop", "number"),
    # Where the bar takes touches (the hit map's bar: what of it a floating header leaves below the
    # status bar's strip; empty once it has gone): the page clips its buttons to it.
    ("barHit", "rect"),
]

# ---- The feed's shy bars (phk_shy_*). ----------------------------------------------------------------
SHY = [
    ("hidden", "number"), ("status", "enum:ShyStatus"), ("statusChange", "number"), ("animates", "flag"),
    ("contentOffsetShift", "number"),
    ("barMinY", "number"), ("barContentAlpha", "number"), ("barContentScale", "number"),
    ("extensionMinY", "number"), ("extensionAlpha", "number"), ("followerTranslationY", "number"),
    # How long a change the engine animates takes (a snap), in seconds: the bars' transitions and the
    # list's part of the snap both last this long.
    ("animationDuration", "number"),
]
# (name, label, unit, kind, playground min, max, step, in the tune panel), as CONFIG.
SHY_CONFIG = [
    ("topSafeAreaInset", "Safe area top", "pt", "number", 0, 200, 1, False),
    ("navigationBarHeight", "Bar height", "pt", "number", 24, 120, 1, True),
    ("extensionHeight", "Filter bar height", "pt", "number", 0, 120, 1, True),
    ("followerHeight", "Bottom bar height", "pt", "number", 0, 200, 1, False),
    ("expansionResistance", "Scroll back before the bars show", "pt", "number", 0, 600, 10, True),
    ("contractionResistance", "Scroll before the bars hide", "pt", "number", 0, 600, 5, True),
    ("stacking", "The bars hide", "", "enum:ShyStacking", 0, 1, 1, True),
    ("navigationBarFlags", "Bar scroll flags", "", "enum:ShyFlags", 0, 6, 1, True),
    ("navigationBarMinimumHeight", "Bar minimum height", "pt", "number", 0, 120, 1, True),
    ("extensionFlags", "Filter bar scroll flags", "", "enum:ShyFlags", 0, 6, 1, True),
]
SHY_ERROR_FIELDS = ["barHeight", "barMinimumVisibleHeight", "barContentScale", "bars", "followers", "followerHeight",
                    "stackTopInset", "expansionResistance", "contractionResistance", "barIsSticky", "barScrollFlags",
                    "barTopMargin", "barBottomMargin"]


def width(kind):
    return 4 if kind == "rect" else 1


def layout(entries):
    slots, index = [], 0
    for name, kind in entries:
        slots.append((name, kind, index))
        index += width(kind)
    return slots, index


def swift():
    frame, frame_count = layout(FRAME)
    shy, shy_count = layout(SHY)
    lines = ["// Generated by Playground/scripts/boundary.py from its declaration. Do not edit: edit the",
             "// declaration and run `python3 Playground/scripts/boundary.py` (CI checks this file is current).", ""]
    lines.append("/// Per-frame measurements, by name: slots of the input buffer.")
    lines.append("enum In {")
    for index, (name, _) in enumerate(MEASUREMENTS):
        lines.append(f"    static let {name} = {index}")
    lines.append(f"    static let count = {len(MEASUREMENTS)}")
    lines.append("}\n")
    lines.append("/// Configuration fields, by name: slots of the configuration buffer, and error field codes.")
    lines.append("enum Field {")
    for index, entry in enumerate(CONFIG):
        lines.append(f"    static let {entry[0]} = {index}")
    for offset, (name, _) in enumerate(EXTRA_ERROR_FIELDS):
        lines.append(f"    static let {name} = {len(CONFIG) + offset}")
    lines.append(f"    static let count = {len(CONFIG)}")
    lines.append("    /// The playground's range for each field (what the page offers), checked before the engine's rules.")
    lines.append("    static let ranges: [(Double, Double)] = [" + ", ".join(f"({e[4]}, {e[5]})" for e in CONFIG) + "]")
    lines.append("}\n")
    lines.append("/// Error rule codes.")
    lines.append("enum Rule {")
    for index, (name, _) in enumerate(RULES):
        lines.append(f"    static let {name}: Int32 = {index}")
    lines.append("}\n")
    lines.append("/// Shy bar configuration fields and error codes.")
    lines.append("enum ShyField {")
    for index, entry in enumerate(SHY_CONFIG):
        lines.append(f"    static let {entry[0]} = {index}")
    lines.append(f"    static let count = {len(SHY_CONFIG)}")
    lines.append("    static let ranges: [(Double, Double)] = [" + ", ".join(f"({e[4]}, {e[5]})" for e in SHY_CONFIG) + "]")
    lines.append("}\n")
    for enum, cases in ENUMS.items():
        lines.append(f"enum {enum}Code {{")
        for index, case in enumerate(cases):
            lines.append(f"    static let {case}: Int32 = {index}")
        lines.append("}\n")
    lines.append("/// A bar's scroll flags from the panel's choice (`ShyFlagsCode`): Android's combinations.")
    lines.append("func shyScrollFlags(_ choice: Double) -> ShyBarScrollFlags {")
    lines.append("    switch Int32(choice) {")
    for case, literal in SHY_FLAG_SETS.items():
        if literal is not None:
            lines.append(f"    case ShyFlagsCode.{case}: return {literal}")
    lines.append("    default: return .quickReturn")
    lines.append("    }")
    lines.append("}\n")
    lines.append("/// The engine's numbers the page needs (`CONSTANTS`), by index; 0 past the end.")
    lines.append("func engineConstant(_ index: Int32) -> Double {")
    lines.append("    switch index {")
    for index, (name, expression, _) in enumerate(CONSTANTS):
        lines.append(f"    case {index}: return {expression}  // {name}")
    lines.append("    default: return 0")
    lines.append("    }")
    lines.append("}\n")
    for title, slots, count in (("Out", frame, frame_count), ("ShyOut", shy, shy_count)):
        lines.append(f"/// Output slots, by name (a rect takes four: x, y, width, height).")
        lines.append(f"enum {title} {{")
        for name, kind, index in slots:
            lines.append(f"    static let {name} = {index}  // {kind}")
        lines.append(f"    static let count = {count}")
        lines.append("}\n")
    return "\n".join(lines)


def js():
    import json
    frame, frame_count = layout(FRAME)
    shy, shy_count = layout(SHY)
    out = ["// Generated by Playground/scripts/boundary.py from its declaration. Do not edit: edit the",
           "// declaration and run `python3 Playground/scripts/boundary.py` (CI checks this file is current).", ""]
    out.append("export const MEASUREMENTS = " + json.dumps([name for name, _ in MEASUREMENTS]) + ";")
    fields = [{"name": e[0], "label": e[1], "unit": e[2], "kind": e[3], "min": e[4], "max": e[5], "step": e[6],
               "panel": e[7]} for e in CONFIG]
    out.append("export const CONFIG_FIELDS = " + json.dumps(fields, indent=1) + ";")
    out.append("export const ERROR_FIELD_LABELS = " + json.dumps([e[1] for e in CONFIG] + [e[1] for e in EXTRA_ERROR_FIELDS]) + ";")
    out.append("export const RULES = " + json.dumps([text for _, text in RULES]) + ";")
    shy_fields = [{"name": e[0], "label": e[1], "unit": e[2], "kind": e[3], "min": e[4], "max": e[5], "step": e[6],
                   "panel": e[7]} for e in SHY_CONFIG]
    out.append("export const SHY_FIELDS = " + json.dumps(shy_fields, indent=1) + ";")
    out.append("export const SHY_ERROR_FIELDS = " + json.dumps(SHY_ERROR_FIELDS) + ";")
    out.append("export const ENUMS = " + json.dumps(ENUMS) + ";")
    out.append("/** The engine's numbers about behaviour, by name, in the order phk_constant numbers them. */")
    out.append("export const CONSTANTS = " + json.dumps([name for name, _, _ in CONSTANTS]) + ";")
    assert list(SHY_FLAG_SETS) == ENUMS["ShyFlags"], "one Swift set per ShyFlags choice, in its order"
    out.append("/** Each ShyFlags choice as Swift's ShyBarScrollFlags ('' for the default, quickReturn). */")
    out.append("export const SHY_FLAG_LITERALS = " + json.dumps([v or "" for v in SHY_FLAG_SETS.values()]) + ";")
    out.append("export const CODES = Object.fromEntries(Object.entries(ENUMS).map(([k, v]) => "
               "[k, Object.fromEntries(v.map((c, i) => [c, i]))]));")
    for title, slots, count in (("FRAME", frame, frame_count), ("SHY", shy, shy_count)):
        out.append(f"export const {title}_SLOTS = " + json.dumps({n: [k, i] for n, k, i in slots}) + ";")
        out.append(f"export const {title}_SLOT_COUNT = {count};")
    out.append("""
/**
 * Decodes an output buffer by name: rects as {x, y, width, height}, flags as booleans, enums as names.
 * Into `into` when given (its rects rewritten in place): a frame's decode then makes no garbage, so
 * no collection lands inside an animation frame. Such a result is rewritten by the next decode.
 */
export function decode(slots, o, into = {}) {
  // (Each slot table read once into a plain list: a frame walks it with no entries array, no string
  // tests and no slices.)
  let list = COMPILED.get(slots);
  if (!list) {
    list = Object.entries(slots).map(([name, [kind, i]]) => [name, i,
      kind === 'rect' ? 1 : kind === 'flag' ? 2 : kind.startsWith('enum:') ? 3 : 0,
      kind.startsWith('enum:') ? ENUMS[kind.slice(5)] : null]);
    COMPILED.set(slots, list);
  }
  for (let k = 0; k < list.length; k += 1) {
    const entry = list[k];
    const name = entry[0], i = entry[1], kind = entry[2];
    if (kind === 1) {
      const rect = into[name] ?? (into[name] = { x: 0, y: 0, width: 0, height: 0 });
      rect.x = o[i]; rect.y = o[i + 1]; rect.width = o[i + 2]; rect.height = o[i + 3];
    } else if (kind === 2) into[name] = o[i] === 1;
    else if (kind === 3) into[name] = entry[3][o[i]];
    else into[name] = o[i];
  }
  return into;
}
const COMPILED = new Map();
""")
    return "\n".join(out)


def main():
    root = pathlib.Path(__file__).resolve().parents[1]
    outputs = {root / "Wasm" / "Boundary.swift": swift() + "\n", root / "Web" / "boundary.js": js()}
    if "--check" in sys.argv:
        stale = [str(path.relative_to(root)) for path, text in outputs.items()
                 if not path.exists() or path.read_text() != text]
        if stale:
            print("boundary: out of date (run python3 Playground/scripts/boundary.py): " + ", ".join(stale))
            sys.exit(1)
        print("boundary: generated files are current")
        return
    for path, text in outputs.items():
        path.write_text(text)
        print(f"wrote {path.relative_to(root)}")


if __name__ == "__main__":
    main()
