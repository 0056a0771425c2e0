// Entry point: loads the screen's engine (profile.wasm or feed.wasm), starts the screen named in the URL, builds the tune panel, and
// exposes `window.playground` for tests. The URL holds the state to share: ?screen=profile|feed,
// ?preset=twitter|tutorial|x, ?device=…, ?theme=light|dark, ?dir=rtl and any changed design field (&expandedHeight=250).

import { loadEngine } from './engine.js';
import { CODES, CONFIG_FIELDS, ENUMS, SHY_FIELDS, SHY_FLAG_LITERALS } from './boundary.js';
import { startProfile } from './profile.js';
import { startFeed } from './feed.js';
import { buildTunePanel, formatNumber } from './tune.js';

/** Devices with their screens and real safe areas, in points. */
export const DEVICES = {
  'iphone-se': { label: 'iPhone SE', width: 375, height: 667, safeTop: 20, safeBottom: 0, island: false, radius: 0 },
  iphone: { label: 'iPhone 16 Pro', width: 393, height: 852, safeTop: 59, safeBottom: 34, island: true, radius: 48 },
  'iphone-pro-max': { label: 'iPhone 16 Pro Max', width: 440, height: 956, safeTop: 62, safeBottom: 34, island: true, radius: 55 },
  ipad: { label: 'iPad Air 11″', width: 820, height: 1180, safeTop: 24, safeBottom: 20, island: false, radius: 18 },
  landscape: { label: 'iPhone 16 Pro, landscape', width: 852, height: 393, safeTop: 0, safeBottom: 21, safeLeft: 59, safeRight: 59,
    island: false, radius: 48 },
  fill: { label: 'This window', width: 0, height: 0, safeTop: 0, safeBottom: 0, island: false, radius: 0 },
};
const PRESETS = ['twitter', 'tutorial', 'x'];

const params = new URLSearchParams(location.search);
const screenName = params.get('screen') === 'feed' ? 'feed' : 'profile';
const presetName = PRESETS.includes(params.get('preset')) ? params.get('preset') : 'twitter';
// The viewport's width as CSS sees it, not window.innerWidth: a phone's browser widens its window
// to fit content wider than the screen (this page's phone beside its panel), so the page would never
// look narrow there. (A desktop window's scrollbar counts, as in innerWidth.)
const narrowWindow = matchMedia('(max-width: 719.98px)');
const narrow = () => narrowWindow.matches;
let deviceName = Object.hasOwn(DEVICES, params.get('device') ?? '') ? params.get('device') : narrow() ? 'fill' : 'iphone';
if (['light', 'dark'].includes(params.get('theme'))) document.documentElement.dataset.theme = params.get('theme');
const phone = document.querySelector('.phone');
// The phone's layout direction (?dir=rtl): the engine reads it each frame and mirrors the header,
// the tabs and the bar's buttons; the page's own layout follows CSS's direction.
phone.dir = params.get('dir') === 'rtl' ? 'rtl' : 'ltr';
const frameTimes = [];
const onFrameTime = (milliseconds) => {
  frameTimes.push(milliseconds);
  if (frameTimes.length > 10000) frameTimes.shift();
};
const settings = { timeScale: 1 };

/** The device in force; in the fill mode its safe areas are the browser's own (env()). */
function device() {
  const chosen = DEVICES[deviceName];
  if (deviceName !== 'fill') return chosen;
  return { ...chosen, safeTop: envInset('top'), safeBottom: envInset('bottom'), safeLeft: envInset('left'), safeRight: envInset('right') };
}
const insets = {};
function envInset(side) {
  if (!(side in insets)) {
    const probe = document.createElement('div');
    probe.style.cssText = `position:absolute;visibility:hidden;padding-top:env(safe-area-inset-${side})`;
    document.body.append(probe);
    insets[side] = parseFloat(getComputedStyle(probe).paddingTop) || 0;
    probe.remove();
  }
  return insets[side];
}

/** Sizes the phone for the device and draws its status bar as tall as its top safe area. */
function applyDevice() {
  const d = device();
  document.body.classList.toggle('fill', deviceName === 'fill');
  fitPhone();
  // The page's own text keeps inside the side safe areas (the engine keeps the header's inside them).
  phone.style.setProperty('--safe-left', `${d.safeLeft ?? 0}px`);
  phone.style.setProperty('--safe-right', `${d.safeRight ?? 0}px`);
  for (const bar of document.querySelectorAll('.statusbar')) {
    // The browser draws its own status bar in the fill mode: none here.
    bar.hidden = deviceName === 'fill' || d.safeTop < 16;
    bar.style.height = `${d.safeTop}px`;
    bar.classList.toggle('has-island', d.island);
    // A short bar (the SE's 20 pt, the iPad's 24 pt) has the system's smaller text.
    bar.classList.toggle('compact', d.safeTop < 30);
  }
  snapPhone();
}

/**
 * Sizes the phone for the device, drawn smaller in a window too short for it (a 1366×768 laptop) so
 * that it is seen whole: it and its 10 px ring fit below the stage's top padding. The phone's frame
 * (its box, corners, ring and clip) is drawn at that size, on whole pixels across; inside it each
 * screen is laid out at the device's size in points, as before, and scaled into it (app.css, .scaled).
 * The engine measures and draws in points; the input code divides the window's pixels by
 * `phoneScale` (profile.js, feed.js). A window tall enough, and the fill mode, show it at 1:1.
 * (Scaling the phone's own box instead blurred its edges: a transformed box with a shadow is drawn
 * off the pixel grid, and a column of its white background showed beside the banner.)
 */
let phoneScale = 1;
const BELOW_PHONE = 16;  // its ring and a little air
function fitPhone() {
  const d = device();
  if (deviceName === 'fill') {
    phoneScale = 1;
    phone.classList.remove('scaled');
    phone.style.width = phone.style.height = phone.style.borderRadius = '';
    return;
  }
  const top = parseFloat(getComputedStyle(phone.parentElement).paddingTop) || 0;
  const room = document.documentElement.clientHeight - top - BELOW_PHONE;
  // (Never below half size: a tinier phone is no use; the page scrolls instead.)
  const width = room >= d.height ? d.width : Math.floor(d.width * Math.max(0.5, room / d.height));
  phoneScale = width / d.width;
  phone.classList.toggle('scaled', phoneScale < 1);
  phone.style.setProperty('--phone-scale', String(phoneScale));
  phone.style.setProperty('--device-width', `${d.width}px`);
  phone.style.setProperty('--device-height', `${d.height}px`);
  phone.style.width = `${width}px`;
  phone.style.height = `${d.height * phoneScale}px`;
  phone.style.borderRadius = `${d.radius * phoneScale}px`;
}
const scale = () => phoneScale;

/**
 * Keeps the phone on whole CSS pixels. Centred beside the panel it can land on a half pixel (x = 313.5
 * in a 1440-wide window): its background and clip are then drawn from the rounded position but the
 * header's transformed layers from the exact one, which left a device-pixel column of the phone's
 * background at the banner's right edge. A relative offset of under a pixel puts it on the grid.
 */
function snapPhone() {
  phone.style.left = phone.style.top = '';
  const box = phone.getBoundingClientRect();
  const x = box.left + window.scrollX;
  const y = box.top + window.scrollY;
  const dx = Math.round(x) - x;
  const dy = Math.round(y) - y;
  if (Math.abs(dx) > 1e-3) phone.style.left = `${dx}px`;
  if (Math.abs(dy) > 1e-3) phone.style.top = `${dy}px`;
}
// The phone moves when the window (or its scroll bar) changes the stage's width.
new ResizeObserver(snapPhone).observe(document.querySelector('.stage'));

// Each screen loads only the engine it runs: the profile's page engine or the feed's shy bars.
const engineFile = `${screenName}.wasm`;
const panelBoxWhileLoading = document.querySelector('[data-testid="tune-panel"]');
panelBoxWhileLoading.inert = true;  // nothing to tune until the engine runs
let engine;
try {
  engine = await loadEngine(engineFile);
} catch (error) {
  // A clear error instead of a blank phone: what failed, and a way to try again.
  document.body.classList.replace('loading', 'load-failed');
  document.querySelector('[data-testid="load-message"]').textContent =
    `The engine could not be loaded (${error?.message ?? error}). The page needs ${engineFile}, built by \`swift run --package-path Playground\`.`;
  const retry = document.querySelector('[data-testid="load-retry"]');
  retry.hidden = false;
  retry.addEventListener('click', () => location.reload());
  throw error;
}
panelBoxWhileLoading.inert = false;
document.body.classList.remove('loading');
const form = document.querySelector('[data-testid="tune"]');
const literalBox = document.querySelector('[data-testid="swift-literal"]');
const errorBox = document.querySelector('[data-testid="form-error"]');
const meta = document.querySelector('[data-testid="meta"]');
const readout = document.querySelector('[data-testid="readout"]');
const panelBox = document.querySelector('[data-testid="tune-panel"]');
const toggle = document.querySelector('[data-testid="tune-toggle"]');
meta.textContent = `${engineFile}: ${engine.moduleSize} bytes, compiled from ProfileHeaderCore with Embedded Swift.`;
const playground = { engine, screen: screenName, preset: presetName, frameTimes, ready: false, devices: DEVICES, settings };

toggle.addEventListener('click', () => {
  const open = !panelBox.classList.contains('open');
  panelBox.classList.toggle('open', open);
  toggle.setAttribute('aria-expanded', String(open));
});
// The profile bar's "more" button opens the tune panel (where the panel sits beside the phone, it
// moves the focus into it).
document.querySelector('[data-testid="more"]').addEventListener('click', () => {
  if (getComputedStyle(toggle).display !== 'none' && !panelBox.classList.contains('open')) toggle.click();
  panelBox.querySelector('input, select')?.focus();
});
const deviceSelect = document.querySelector('[data-testid="device"]');
for (const [name, d] of Object.entries(DEVICES)) deviceSelect.append(new Option(d.label, name));
deviceSelect.value = deviceName;
const directionSelect = document.querySelector('[data-testid="direction"]');
directionSelect.value = phone.dir;
directionSelect.addEventListener('change', () => {
  phone.dir = directionSelect.value;
  updateURL({ dir: phone.dir === 'rtl' ? 'rtl' : null });
  // (The feed's engine has no direction: its page only follows CSS's.)
  playground.profile?.relayout();
});
const speed = document.querySelector('[data-testid="speed"]');
speed.addEventListener('change', () => { settings.timeScale = Number(speed.value); });
window.addEventListener('resize', () => {
  if (!params.has('device')) {
    const next = narrow() ? 'fill' : deviceName === 'fill' ? 'iphone' : deviceName;
    if (next !== deviceName) { deviceName = next; deviceSelect.value = next; applyDevice(); }
  }
  // The phone's scale follows the window's height (the engine reads it in the relayout).
  fitPhone();
  snapPhone();
  playground.profile?.relayout();
});
applyDevice();

/**
 * Shows a profile frame's state in the readout: two lines, each phrase kept whole (a narrow panel
 * wraps between phrases, never inside one, and the separator stays with the phrase before it).
 * The lines and phrases are built once; a frame changes only the phrases' texts that changed.
 */
let readoutPhrases = null;
function showReadout(f) {
  const lines = [
    [`offset ${f.offset.toFixed(1)} pt`, f.phase, `collapse ${(f.collapseProgress * 100).toFixed(0)} %`],
    [`refresh ${f.refreshPhase}`, f.interaction, `tab ${f.selectedTab + 1}`],
  ];
  if (!readoutPhrases) {
    readoutPhrases = [];
    readout.replaceChildren(...lines.map((phrases) => {
      const line = document.createElement('div');
      phrases.forEach((_, index) => {
        if (index > 0) line.append('\u00a0· ');
        const phrase = document.createElement('span');
        readoutPhrases.push(phrase);
        line.append(phrase);
      });
      return line;
    }));
  }
  lines.flat().forEach((text, index) => {
    const phrase = readoutPhrases[index];
    if (phrase.textContent !== text) phrase.textContent = text;
  });
}

/** Writes the shareable state to the address bar. */
/**
 * The values a link gives `fields` over `base`: every field in the URL, tried all together
 * (`tryWhole(values)` → null when accepted), else offered one by one in the link's order
 * (`offerOne(name, value, current)` → `{ values }` or `{ error }`). Returns the values and, in the
 * user's words, each value that is not a number or was refused.
 */
function fromLink(fields, base, tryWhole, offerOne) {
  const problems = [];
  const given = [];
  for (const [name, raw] of params) {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) continue;
    const value = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(value)) {
      problems.push(`${field.label}: “${raw}” is not a number`);
      continue;
    }
    given.push([field, value]);
  }
  if (given.length === 0) return { values: base, problems };
  const whole = { ...base, ...Object.fromEntries(given.map(([field, value]) => [field.name, value])) };
  if (tryWhole(whole) === null) return { values: whole, problems };
  let values = base;
  for (const [field, value] of given) {
    const result = offerOne(field.name, value, values);
    if (!result.error) { values = result.values; continue; }
    // "Banner height 5: is outside …", or the field the engine blames when it is another one.
    const own = `${field.label}: `;
    problems.push(result.error.startsWith(own)
      ? `${field.label} ${formatNumber(value)}: ${result.error.slice(own.length)}`
      : `${field.label} ${formatNumber(value)} was not applied: ${result.error}`);
  }
  return { values, problems };
}

function updateURL(changes) {
  const next = new URLSearchParams(location.search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name); else next.set(name, value);
  }
  // No settings left: the bare address (not a lone `?`).
  const query = next.toString();
  history.replaceState(null, '', query ? `?${query}` : location.pathname);
}
deviceSelect.addEventListener('change', () => {
  deviceName = deviceSelect.value;
  applyDevice();
  updateURL({ device: deviceName });
  playground.profile?.relayout();
});

const buttons = {
  reset: document.querySelector('[data-testid="reset"]'),
  copy: document.querySelector('[data-testid="copy"]'),
  share: document.querySelector('[data-testid="share"]'),
  copied: document.querySelector('[data-testid="copied"]'),
};
async function copy(text, what) {
  try {
    await navigator.clipboard.writeText(text);
    buttons.copied.textContent = `${what} copied`;
  } catch {
    buttons.copied.textContent = `Could not copy ${what.toLowerCase()}`;
  }
  playground.copiedText = text;
}

// The header's moves from code are the profile's.
document.querySelector('[data-testid="header-moves"]').hidden = screenName !== 'profile';
if (screenName === 'profile') {
  const root = document.getElementById('profile');
  root.hidden = false;
  const defaults = engine.preset(presetName);
  // The link's fields: all together first (a shared design is one whole design, whatever the order
  // of its fields); if the engine refuses the whole, each in the link's order as if typed. Every value
  // that is not a number or is refused is said, with its field.
  const { values, problems: linkProblems } = fromLink(CONFIG_FIELDS, defaults,
    (whole) => (engine.configure(whole) === null ? null : 'refused'),
    (name, value, current) => {
      engine.configure(current);
      const result = engine.offer(name, value);
      return result.error ? { error: result.error } : { values: result.values };
    });
  const error = engine.configure(values);
  if (error) throw new Error(`the ${presetName} preset was refused: ${error}`);
  // The engine's word on the design in force: a collapsed avatar taller than its overhang loses
  // that much at once when it slides behind the pinned bar.
  let panel = null;
  let readoutWrittenAt = -Infinity;
  const READOUT_MS = 200;
  const onFrame = (f) => {
    // The readout and the scrub slider, a few times a second while frames run and always on the last
    // one: written here, in the frame's write phase (a timer's writes between frames made the next
    // frame's first read recompute style and layout, and the slider's value costs a layout of its own).
    const now = performance.now();
    if (!f.needsFrames || now - readoutWrittenAt >= READOUT_MS) {
      readoutWrittenAt = now;
      showReadout(f);
      playground.followScrub?.(f);
    }
    const overlap = f.avatarOverlapWhenPinned;
    panel?.warn('avatarCollapsedScale', overlap >= 0.05
      ? `The shrunk avatar is ${Math.round(overlap * 10) / 10} pt taller than its overhang: that much vanishes `
        + 'when it slides behind the bar' : '');
  };
  const profile = startProfile(root, engine, { onFrameTime, onFrame, device, scale, settings, preset: presetName });
  // The header moved from code, as an app's button would (ProfilePageIntent.moveHeader), animated.
  for (const [id, input] of [['header-collapse', 'collapseHeader'], ['header-expand', 'expandHeader']]) {
    document.querySelector(`[data-testid="${id}"]`).addEventListener('click', () => {
      engine.input(input, 1);
      profile.requestFrame();
    });
  }
  // Kept collapsed from code while checked (ProfilePageIntent.holdHeaderCollapsed), collapsing animated.
  document.querySelector('[data-testid="header-keep"]').addEventListener('change', (event) => {
    engine.input('holdHeader', event.target.checked ? 1 : 0, 1);
    profile.requestFrame();
  });
  const twitterDefaults = { viewportWidth: 393, topSafeAreaInset: 59, barHeight: 44, expandedHeight: 190, stretchMode: 0,
    bannerParallax: 0,
    avatarSize: 80, avatarLeadingInset: 16, avatarOverhang: 40, avatarCollapsedScale: 0.5, avatarShrinkAnchor: 0,
    nameLabelContentY: 242, titleHeight: 22, titleHorizontalInset: 56, titleTravel: 33, titleFadesIn: 0, tabBarContentY: 420,
    tabBarHeight: 44, blurMaximumRadius: 20, blurCacheLevels: 10, stretchBlurDistance: 0, refreshThreshold: 80,
    nameFadeDistance: 0, pinnedHeader: 0 };
  const literal = (v) => {
    const swift = (field) => {
      const value = v[field.name];
      if (field.kind === 'enum:StretchMode') return `.${['zoom', 'grow', 'none'][value]}`;
      if (field.kind === 'enum:AvatarShrinkAnchor') return `.${['bottomLeading', 'bottomCenter'][value]}`;
      if (field.kind === 'bool') return value ? 'true' : 'false';
      return formatNumber(value);
    };
    // The name's fade is not part of the design: the app applies a keyframe track to its own view;
    // nor is the pinned header's behaviour: the page takes it.
    const changed = CONFIG_FIELDS.filter((field) => field.name !== 'nameFadeDistance' && field.name !== 'pinnedHeader'
      && Math.abs(v[field.name] - twitterDefaults[field.name]) > 1e-9);
    const pinnedHeader = ENUMS.PinnedHeader[v.pinnedHeader] ?? 'pinned';
    const fade = v.nameFadeDistance > 0 ? [
      '// Flutter\'s StretchMode.fadeTitle: your name\'s alpha, nameFade.value(in: frame.layout) each frame.',
      `let nameFade = try ProgressTrack<Double>(driver: .stretch(fullAt: ${formatNumber(v.nameFadeDistance)}), keyframes: [`,
      '    Keyframe(0, 1),',
      '    Keyframe(1, 0),',
      '])'] : [];
    const design = changed.length === 0 ? '.twitter' : ['ProfileHeaderConfiguration(',
      ...changed.map((field, index) => `        ${field.name}: ${swift(field)}${index < changed.length - 1 ? ',' : ''}`), '    )'].join('\n');
    const tabs = v.tabBarHeight > 0;
    const labels = tabs ? profile.tabLabelWidths : null;
    const d = device();
    const width = formatNumber(d.width ?? Math.round(document.querySelector('[data-testid=phone]').getBoundingClientRect().width));
    // `try` only where something can throw: .twitter cannot (a warning otherwise); the label-width
    // tabs' page cannot, their ScrollableTabs can.
    const designCall = changed.length === 0 ? design : `try ${design}`;
    const pageCall = labels ? 'ProfilePage.tabbed(' : tabs ? 'try ProfilePage.tabbed(' : 'try ProfilePage(';
    const tabsLine = labels
      ? `    scrollableTabs: try ScrollableTabs(labelWidths: [${labels.map((w) => formatNumber(w)).join(', ')}], labelPadding: 16),`
      : tabs ? '    tabCount: 4,' : '    contentStart: .belowTabBar,';
    return [
      '// The design, drawn for an iPhone 16 Pro (.twitter is the initializer\'s defaults: 393 × 59 pt;',
      '// this playground\'s bar title has two lines, name and post count, so it is 36 pt tall).',
      '// ProfilePage adapts it to every device itself (width, safe area, Dynamic Type).',
      `// A header without the page, for this device: .twitter(viewportWidth: ${width}, topSafeAreaInset: ${formatNumber(d.safeTop)}).`,
      ...(labels ? ['// The tabs\' titles\' widths, measured in the tab bar\'s font (NSString\'s size(withAttributes:)).'] : []),
      `let page = ${pageCall}`,
      `    design: ${designCall},`,
      tabsLine,
      pinnedHeader === 'pinned' ? '    refreshes: true' : '    refreshes: true,',
      ...(pinnedHeader === 'pinned' ? [] : [pinnedHeader === 'collapsingTabBar'
        ? '    pinnedHeader: try .collapsingTabBar(minimumHeight: 4)' : `    pinnedHeader: .${pinnedHeader}`]),
      ')',
      ...fade].join('\n');
  };
  panel = buildTunePanel(form, literalBox, errorBox, {
    kind: 'profile', values, literal,
    offer: (name, value) => engine.offer(name, value),
    accepts: (name, value) => engine.accepts(name, value),
    onChange: (changed) => {
      updateURL(Object.fromEntries(CONFIG_FIELDS.map((field) => [field.name,
        Math.abs(changed[field.name] - defaults[field.name]) > 1e-9 ? formatNumber(changed[field.name]) : null])));
      profile.requestFrame();
    },
  });
  if (linkProblems.length) errorBox.textContent = `From the link: ${linkProblems.join('; ')}.`;
  const presetRow = document.createElement('label');
  presetRow.innerHTML = '<span>Preset</span>';
  const presetSelect = document.createElement('select');
  presetSelect.dataset.testid = 'preset';
  presetSelect.setAttribute('aria-label', 'Preset');
  presetSelect.append(new Option('Twitter', 'twitter'), new Option('Think & Build tutorial', 'tutorial'),
    new Option('X: six tabs that scroll', 'x'));
  presetSelect.value = presetName;
  presetSelect.addEventListener('change', () => {
    const url = new URLSearchParams({ screen: 'profile', preset: presetSelect.value });
    if (params.has('device')) url.set('device', deviceName);
    if (phone.dir === 'rtl') url.set('dir', 'rtl');
    location.search = `?${url}`;
  });
  presetRow.append(presetSelect, document.createElement('span'));
  form.prepend(presetRow);
  buttons.reset.addEventListener('click', () => {
    engine.configure(defaults);
    panel.set(defaults);
    updateURL(Object.fromEntries(CONFIG_FIELDS.map((field) => [field.name, null])));
    profile.requestFrame();
  });
  buttons.copy.addEventListener('click', () => copy(literalBox.textContent, 'Swift'));
  buttons.share.addEventListener('click', () => copy(location.href, 'Link'));
  // The scrubber: held, it is a hand on the content — a touch that begins and stays put, which the
  // engine's scroller keeps at whatever offset the scrubber sets (a pull stays pulled) until it
  // lifts; let go, the scrubber follows the offset as the page moves.
  const scrub = document.querySelector('[data-testid="scrub"]');
  let scrubbing = false;
  scrub.addEventListener('pointerdown', () => { scrubbing = true; engine.input('touchOnList', 0, 0); });
  const letGo = () => {
    if (!scrubbing) return;
    scrubbing = false;
    engine.input('pointerReleased');
    profile.requestFrame();
  };
  scrub.addEventListener('pointerup', letGo);
  scrub.addEventListener('pointercancel', letGo);
  scrub.addEventListener('lostpointercapture', letGo);
  scrub.addEventListener('input', () => { engine.input('scrub', Number(scrub.value)); profile.requestFrame(); });
  playground.followScrub = (f) => {
    const value = String(Math.round(f.offset));
    if (!scrubbing && scrub.value !== value) scrub.value = value;
  };
  Object.assign(playground, { profile, panel });
} else {
  const root = document.getElementById('feed');
  root.hidden = false;
  document.querySelector('[data-testid="scrub-row"]').hidden = true;
  readout.hidden = true;  // the readout follows the profile's engine
  const feed = startFeed(root, engine, { onFrameTime, device, scale });
  const initial = { topSafeAreaInset: device().safeTop, navigationBarHeight: 44, extensionHeight: 40, followerHeight: 49 + device().safeBottom,
    expansionResistance: 200, contractionResistance: 0, stacking: CODES.ShyStacking.slidesUnder,
    navigationBarFlags: CODES.ShyFlags.quickReturn, navigationBarMinimumHeight: 0, extensionFlags: CODES.ShyFlags.quickReturn };
  const error = feed.configure(initial);
  if (error) throw new Error(`the feed configuration was refused: ${error}`);
  // The link's settings (as for the profile: together, else one by one, every refusal said).
  const { values: linked, problems: linkProblems } = fromLink(SHY_FIELDS.filter((field) => field.panel), initial,
    (whole) => feed.configure(whole),
    (name, value, current) => {
      const next = { ...current, [name]: value };
      const refused = feed.configure(next);
      return refused ? { error: refused } : { values: next };
    });
  feed.configure(linked);
  // Each bar's scroll flags as Swift (nothing for the default, quickReturn): boundary.py's table, the
  // one the feed's glue builds the engine's flags from.
  const flags = (code) => (SHY_FLAG_LITERALS[code] ? `, scrollFlags: ${SHY_FLAG_LITERALS[code]}` : '');
  const literal = (v) => ['let bars = try ShyBarsConfiguration(',
    `    bars: [ShyBar(height: ${formatNumber(v.navigationBarHeight)}${v.navigationBarMinimumHeight > 0 ? `, minimumVisibleHeight: ${formatNumber(v.navigationBarMinimumHeight)}` : ''}${flags(v.navigationBarFlags)})${v.extensionHeight > 0 ? `, ShyBar(height: ${formatNumber(v.extensionHeight)}, fade: .wholeBar${flags(v.extensionFlags)})` : ''}],`,
    ...(v.stacking === CODES.ShyStacking.appBarLayout ? ['    stacking: .appBarLayout,'] : []),
    `    followers: [ShyFollower(height: ${formatNumber(v.followerHeight)})],`,
    `    stackTopInset: ${formatNumber(v.topSafeAreaInset)},`,
    `    expansionResistance: ${formatNumber(v.expansionResistance)},`,
    `    contractionResistance: ${formatNumber(v.contractionResistance)}`, ')'].join('\n');
  const panel = buildTunePanel(form, literalBox, errorBox, {
    kind: 'feed', values: linked, literal,
    offer: (name, value) => {
      const next = { ...feed.values, [name]: value };
      const refused = feed.configure(next);
      return refused ? { error: refused } : { values: next };
    },
    accepts: (name, value) => engine.shy.accepts({ ...feed.values, [name]: value }),
    onChange: (changed) => updateURL(Object.fromEntries(SHY_FIELDS.filter((field) => field.panel).map((field) => [field.name,
      Math.abs(changed[field.name] - initial[field.name]) > 1e-9 ? formatNumber(changed[field.name]) : null]))),
  });
  if (linkProblems.length) errorBox.textContent = `From the link: ${linkProblems.join('; ')}.`;
  buttons.reset.addEventListener('click', () => {
    feed.configure(initial);
    panel.set(initial);
    updateURL(Object.fromEntries(SHY_FIELDS.map((field) => [field.name, null])));
  });
  buttons.copy.addEventListener('click', () => copy(literalBox.textContent, 'Swift'));
  buttons.share.addEventListener('click', () => copy(location.href, 'Link'));
  Object.assign(playground, { feed, panel });
}
playground.ready = true;
window.playground = playground;
void SHY_FIELDS;
