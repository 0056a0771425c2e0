// The engine, compiled from ProfileHeaderCore to WebAssembly, with names for its outputs.
// Every number the page shows comes from here; the page only applies them.

/** Configuration fields in the order `phk_configure` takes them. */
export const CONFIG_FIELDS = [
  'viewportWidth', 'topSafeAreaInset', 'barHeight', 'expandedHeight', 'stretchMode', 'avatarSize',
  'avatarLeadingInset', 'avatarOverhang', 'avatarCollapsedScale', 'avatarShrinkAnchor', 'nameLabelContentY',
  'titleHeight', 'titleHorizontalInset', 'titleTravel', 'titleFadesIn', 'tabBarContentY', 'tabBarHeight',
  'blurMaximumRadius', 'blurCacheLevels', 'refreshThreshold',
];

export const PRESETS = { twitter: 0, tutorial: 1 };
const REFRESH_PHASES = ['idle', 'pulling', 'armed', 'refreshing', 'ending'];
const SHY_STATUS = ['expanded', 'contracted', 'transitioning'];

export async function loadEngine(url = 'engine.wasm') {
  const response = await fetch(url);
  const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), {});
  const x = instance.exports;
  // Linear memory can grow when a configuration is made, so views are taken afresh for each read.
  const out = () => new Float64Array(x.memory.buffer, x.phk_output(), 64);
  const rect = (o, i) => ({ x: o[i], y: o[i + 1], width: o[i + 2], height: o[i + 3] });
  const errorText = () =>
    new TextDecoder().decode(new Uint8Array(x.memory.buffer, x.phk_error_text(), x.phk_error_length()));

  return {
    moduleSize: response.headers.get('content-length'),

    /** Applies a configuration; returns null, or the engine's error ("field: rule"). */
    configure(config) {
      const args = CONFIG_FIELDS.map((name) => Number(config[name]));
      return x.phk_configure(...args) ? null : errorText();
    },

    /** A preset's configuration for a viewport width and safe area. */
    preset(name, viewportWidth, topSafeAreaInset) {
      if (!x.phk_preset(PRESETS[name] ?? 0, viewportWidth, topSafeAreaInset)) return null;
      const o = out();
      return Object.fromEntries(CONFIG_FIELDS.map((field, index) => [field, o[index]]));
    },

    /** The current configuration with a new banner height or top safe area, as the engine edits it
     *  (content below the banner moves with it); `{ values }` or `{ error }`. Nothing is applied. */
    edited(field, value) {
      const kind = { expandedHeight: 0, topSafeAreaInset: 1 }[field];
      if (kind === undefined) return null;
      if (!x.phk_edit(kind, value)) return { error: errorText() };
      const o = out();
      return { values: Object.fromEntries(CONFIG_FIELDS.map((name, index) => [name, o[index]])) };
    },

    /** The header layout at an offset. */
    layout(offset) {
      x.phk_layout(offset);
      const o = out();
      return {
        offset: o[0], phase: ['stretching', 'collapsing', 'pinned'][o[1]], collapseProgress: o[2], stretch: o[3],
        header: rect(o, 4), banner: rect(o, 8),
        blur: { fraction: o[12], radius: o[13], lowerLevel: o[14], upperLevel: o[15], upperLevelWeight: o[16] },
        avatar: rect(o, 17), avatarScale: o[21], avatarAboveHeader: o[22] === 1,
        title: rect(o, 23), titleAlpha: o[27], titleProgress: o[28],
        tabBar: rect(o, 29), tabBarPinned: o[33] === 1,
        refreshProgress: o[34], lightStatusBar: o[35] === 1,
        collapsedHeight: o[36], collapseDistance: o[37], sharedHeaderCollapseDistance: o[38],
      };
    },

    tabs: {
      configure(viewportHeight, widths, leadingInset, spacing) {
        return x.phk_tabs_configure(viewportHeight, ...widths, leadingInset, spacing) ? null : errorText();
      },
      /** Records the active list's offset; returns the offset to lay the shared header out at. */
      record: (offset) => x.phk_tabs_record(offset),
      canSwitch: () => x.phk_tabs_can_switch() === 1,
      /** The offset the incoming tab's list must scroll to. */
      prepare: (tab) => x.phk_tabs_prepare(tab),
      select: (tab) => x.phk_tabs_select(tab),
      /** Records a list's content height; returns the bottom padding it needs. */
      setContentHeight: (tab, height) => x.phk_tabs_set_content_height(tab, height),
      indicator(pagePosition) { x.phk_tabs_indicator(pagePosition); return rect(out(), 0); },
      frame(tab) { x.phk_tabs_frame(tab); return rect(out(), 0); },
    },

    refresh: {
      configure: () => x.phk_refresh_configure(),
      pulled: (stretch, dragging, time) => readRefresh(x.phk_refresh_step(0, stretch, dragging ? 1 : 0, time)),
      released: (time) => readRefresh(x.phk_refresh_step(1, 0, 0, time)),
      begin: (time) => readRefresh(x.phk_refresh_step(2, 0, 0, time)),
      end: (offset, time) => readRefresh(x.phk_refresh_step(3, offset, 0, time)),
      frame: (time) => readRefresh(x.phk_refresh_step(4, 0, 0, time)),
    },

    shy: {
      configure(values) {
        const ok = x.phk_shy_configure(values.topSafeAreaInset, values.navigationBarHeight, values.extensionHeight,
          values.followerHeight, values.expansionResistance, values.contractionResistance);
        return ok ? null : errorText();
      },
      scrolled: (m) => readShy(x.phk_shy_step(0, m.offset, m.contentHeight, m.viewportHeight, 0, 0)),
      dragBegan: () => readShy(x.phk_shy_step(1, 0, 0, 0, 0, 0)),
      dragEnded: (velocity) => readShy(x.phk_shy_step(2, velocity, 0, 0, 0, 0)),
      decelerationEnded: () => readShy(x.phk_shy_step(3, 0, 0, 0, 0, 0)),
      scrollToTop: () => readShy(x.phk_shy_step(4, 0, 0, 0, 0, 0)),
      contentSizeChanged: (m) => readShy(x.phk_shy_step(5, m.offset, m.contentHeight, m.viewportHeight, 0, 0)),
      appeared: () => readShy(x.phk_shy_step(7, 0, 0, 0, 0, 0)),
    },

    rubberBand: (overscroll, dimension) => x.phk_rubber_band(overscroll, dimension),
    rubberBandInverse: (distance, dimension) => x.phk_rubber_band_inverse(distance, dimension),
    /** A spring motion's position and velocity at `time`, and its settle time. */
    spring(response, dampingFraction, from, to, velocity, time) {
      const position = x.phk_spring(response, dampingFraction, from, to, velocity, time);
      const o = out();
      return { position, velocity: o[1], settleTime: o[0] };
    },
  };

  function readRefresh() {
    const o = out();
    return {
      phase: REFRESH_PHASES[o[0]], progress: o[1], heldInset: o[2], spinner: rect(o, 3),
      spinnerAlpha: o[7], spinnerRotation: o[8], didTrigger: o[9] === 1,
    };
  }

  function readShy() {
    const o = out();
    const bar = (base) => ({
      minY: o[base], translationY: o[base + 1], barAlpha: o[base + 2], contentAlpha: o[base + 3],
      contentScale: o[base + 4], hiddenFraction: o[base + 5],
    });
    return {
      hidden: o[0], status: SHY_STATUS[o[1]], statusChange: o[2] < 0 ? null : SHY_STATUS[o[2]],
      animates: o[3] === 1, contentOffsetShift: o[4], bars: [bar(5), bar(11)], followerTranslationY: o[17],
    };
  }
}
