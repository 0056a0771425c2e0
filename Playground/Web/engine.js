// The engine, compiled from ProfileHeaderCore to WebAssembly (a module per screen: the profile's has
// the page engine's exports, the feed's the shy bars'). Every slot, field and code comes from
// boundary.js, generated from the one declaration in scripts/boundary.py: nothing here numbers a slot.

import {
  CODES, CONFIG_FIELDS, CONSTANTS, ENUMS, ERROR_FIELD_LABELS, FRAME_SLOTS, FRAME_SLOT_COUNT, MEASUREMENTS, RULES, SHY_ERROR_FIELDS,
  SHY_FIELDS, SHY_SLOTS, SHY_SLOT_COUNT, decode,
} from './boundary.js';

/** Loads a screen's engine: `profile.wasm` (the profile page's exports) or `feed.wasm` (the shy bars'). */
export async function loadEngine(url = 'profile.wasm') {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  const bytes = await response.arrayBuffer();
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const x = instance.exports;
  // Linear memory can grow when a configuration is made: views are remade when it does.
  let buffer = null;
  let views = null;
  const view = () => {
    if (buffer !== x.memory.buffer) {
      buffer = x.memory.buffer;
      views = {
        // (The feed's module has no per-frame measurements: its shy bars take each event's numbers.)
        measurements: x.phk_measurements ? new Float64Array(buffer, x.phk_measurements(), MEASUREMENTS.length) : null,
        config: new Float64Array(buffer, x.phk_config(), Math.max(CONFIG_FIELDS.length, SHY_FIELDS.length)),
        output: new Float64Array(buffer, x.phk_output(), Math.max(FRAME_SLOT_COUNT, SHY_SLOT_COUNT)),
      };
    }
    return views;
  };
  const readConfig = () => {
    const c = view().config;
    return Object.fromEntries(CONFIG_FIELDS.map((field, index) => [field.name, c[index]]));
  };
  let lastFrame = null;
  // The frame and the shy bars' step, each one object rewritten in place by every call (no garbage
  // per frame): read them within the frame, copy what must outlive it.
  const frameOutput = {};
  const shyOutput = {};
  const errorText = () => `${ERROR_FIELD_LABELS[x.phk_error_field()] ?? 'A value'}: ${RULES[x.phk_error_rule()] ?? 'was refused'}`;

  return {
    moduleSize: bytes.byteLength,

    /** The engine's numbers about behaviour, by name (boundary.js's CONSTANTS): what a line scrolls,
     *  the touch and click slops, the wheel gesture's gap in seconds. Read once; never typed here. */
    constants: Object.fromEntries(CONSTANTS.map((name, index) => [name, x.phk_constant(index)])),

    /** A preset's design ('twitter', 'tutorial' or 'x': the X app's header is Twitter's), as field values. */
    preset(name) {
      x.phk_preset(CODES.Preset[name] ?? 0);
      return readConfig();
    },

    /** The tabs' titles' widths in points (at most six): label-width tabs that scroll when they do
     *  not fit; an empty list goes back to four equal tabs. Null, or the refusal in the user's words. */
    tabLabels(widths) {
      const w = [0, 1, 2, 3, 4, 5].map((index) => Number(widths[index] ?? 0));
      return x.phk_tab_labels(Math.min(widths.length, 6), ...w) ? null : errorText();
    },

    /** Applies a whole design; null, or the refusal in the user's words. */
    configure(values) {
      const c = view().config;
      CONFIG_FIELDS.forEach((field, index) => { c[index] = Number(values[field.name]); });
      return x.phk_configure() ? null : errorText();
    },

    /** Offers one field's new value as an engine user would make it (a taller banner moves the
     *  content below it); `{ values }` applied, or `{ error }` and nothing changed. */
    offer(name, value) {
      const index = CONFIG_FIELDS.findIndex((field) => field.name === name);
      if (!x.phk_offer(index, Number(value), 1)) return { error: errorText() };
      return { values: readConfig() };
    },

    /** Whether the engine would accept `value` for field `name` with the design in force, as
     *  `offer` would make it; nothing changes. */
    accepts(name, value) {
      return x.phk_offer(CONFIG_FIELDS.findIndex((field) => field.name === name), Number(value), 0) !== 0;
    },

    /** Forwards something the user did (`ENUMS.Input`) with its two numbers (a press or a move: x, y
     *  in the phone's points; a wheel: deltaX, deltaY in points; see boundary.py), now; the page
     *  draws it at the next frame. Returns 'dragging' once the press down has become a drag (past
     *  the engine's slop, or catching moving content: not a click), else 'idle'. */
    input(kind, a = 0, b = 0) {
      return ENUMS.Interaction[x.phk_input(CODES.Input[kind], Number(a), Number(b), performance.now() / 1000)];
    },

    /** The one call per frame: the measurements in (by name), the frame out (by name; the same object
     *  each frame, rewritten). */
    frame(measurements) {
      const m = view().measurements;
      for (let index = 0; index < MEASUREMENTS.length; index += 1) {
        m[index] = Number(measurements[MEASUREMENTS[index]] ?? 0);
      }
      x.phk_frame();
      lastFrame = decode(FRAME_SLOTS, view().output, frameOutput);
      return lastFrame;
    },

    tabs: {
      /** The tab indicator of the last frame, in viewport points (the engine's, not recomputed). */
      indicator: () => lastFrame && lastFrame.tabIndicator,
    },

    shy: {
      /** Applies shy bar settings; null, or the refusal in the user's words. */
      configure(values) {
        const c = view().config;
        SHY_FIELDS.forEach((field, index) => { c[index] = Number(values[field.name]); });
        if (x.phk_shy_configure(1)) return null;
        const field = SHY_FIELDS[x.phk_error_field()];
        return `${field ? field.label : 'A value'}: ${RULES[x.phk_error_rule()] ?? 'was refused'}`;
      },
      /** Whether the engine would accept these shy bar settings; nothing changes. */
      accepts(values) {
        const c = view().config;
        SHY_FIELDS.forEach((field, index) => { c[index] = Number(values[field.name]); });
        return x.phk_shy_configure(0) !== 0;
      },
      scrolled: (m) => step('scrolled', m.offset, m.contentHeight, m.viewportHeight),
      /** A wheel gesture began or ended (a wheel releases with no velocity). */
      dragBegan: () => step('dragBegan'),
      dragEnded: () => step('dragEnded', 0),
      /** A finger at `y` (viewport px) at `time` (seconds); the engine estimates the release velocity. */
      touchBegan: (y, time) => step('touchBegan', y, time),
      touchMoved: (y, time) => step('touchMoved', y, time),
      touchEnded: (time) => step('touchEnded', time),
      decelerationEnded: () => step('decelerationEnded'),
      scrollToTop: () => step('scrollToTop'),
      contentSizeChanged: (m) => step('contentSizeChanged', m.offset, m.contentHeight, m.viewportHeight),
      appeared: () => step('appeared'),
      /** How far a snap has gone at `fraction` (0…1) of its duration: the engine's snap curve. */
      snapProgress: (fraction) => x.phk_shy_snap_progress(fraction),
      /** The engine's snap curve for CSS: `cubic-bezier(x1, y1, x2, y2)`. */
      snapCurve: () => `cubic-bezier(${[0, 1, 2, 3].map((index) => x.phk_shy_snap_curve(index)).join(', ')})`,
    },
  };

  function step(kind, a = 0, b = 0, c = 0) {
    x.phk_shy_step(CODES.ShyInput[kind], a, b, c);
    return decode(SHY_SLOTS, view().output, shyOutput);
  }
}

export { SHY_ERROR_FIELDS };
