// Entry point: loads the engine, starts the screen named in the URL (?screen=profile|feed,
// ?preset=twitter|tutorial), builds the tune panel, and exposes `window.playground` for tests.

import { loadEngine, PRESETS } from './engine.js';
import { startProfile } from './profile.js';
import { startFeed } from './feed.js';
import { buildTunePanel, swiftNumber } from './tune.js';

const params = new URLSearchParams(location.search);
const screenName = params.get('screen') === 'feed' ? 'feed' : 'profile';
const presetName = Object.hasOwn(PRESETS, params.get('preset') ?? '') ? params.get('preset') : 'twitter';
const phone = document.querySelector('.phone');
const frameTimes = [];
const onFrameTime = (milliseconds) => {
  frameTimes.push(milliseconds);
  if (frameTimes.length > 10000) frameTimes.shift();
};

/** The top safe area: the simulated Dynamic Island in the desktop frame, the real one full screen. */
function topSafeAreaInset() {
  if (phone.clientWidth === 393 && phone.clientHeight === 852) return 59;
  const probe = document.createElement('div');
  probe.style.paddingTop = 'env(safe-area-inset-top)';
  document.body.append(probe);
  const inset = parseFloat(getComputedStyle(probe).paddingTop) || 20;
  probe.remove();
  return inset;
}

const engine = await loadEngine();
const form = document.querySelector('[data-testid="tune"]');
const literalBox = document.querySelector('[data-testid="swift-literal"]');
const meta = document.querySelector('[data-testid="meta"]');
meta.textContent = `engine.wasm: ${engine.moduleSize} bytes, compiled from ProfileHeaderCore with Embedded Swift.`;
const playground = { engine, screen: screenName, preset: presetName, frameTimes, ready: false };

if (screenName === 'profile') {
  const root = document.getElementById('profile');
  root.hidden = false;
  const profile = startProfile(root, engine, { onFrameTime });
  const safeTop = topSafeAreaInset();
  const presets = Object.fromEntries(Object.keys(PRESETS).map((name) =>
    [name, () => engine.preset(name, phone.clientWidth, safeTop)]));
  const apply = (values) => engine.configure(values) ?? profile.configure(values);
  const initial = presets[presetName]();
  const error = apply(initial);
  if (error) throw new Error(`the ${presetName} preset was refused: ${error}`);
  const panel = buildTunePanel(form, literalBox, {
    kind: 'profile', values: initial, apply, presets, edit: (name, value) => engine.edited(name, value),
    literal: (v) => ['let configuration = try ProfileHeaderConfiguration(',
      ...['viewportWidth', 'topSafeAreaInset', 'barHeight', 'expandedHeight'].map((k) => `    ${k}: ${swiftNumber(v[k])},`),
      `    stretchMode: .${['zoom', 'grow', 'none'][v.stretchMode]},`,
      ...['avatarSize', 'avatarLeadingInset', 'avatarOverhang', 'avatarCollapsedScale'].map((k) => `    ${k}: ${swiftNumber(v[k])},`),
      `    avatarShrinkAnchor: .${v.avatarShrinkAnchor ? 'bottomCenter' : 'bottomLeading'},`,
      ...['nameLabelContentY', 'titleHeight', 'titleHorizontalInset', 'titleTravel'].map((k) => `    ${k}: ${swiftNumber(v[k])},`),
      `    titleFadesIn: ${v.titleFadesIn ? 'true' : 'false'},`,
      ...['tabBarContentY', 'tabBarHeight', 'blurMaximumRadius'].map((k) => `    ${k}: ${swiftNumber(v[k])},`),
      `    blurCacheLevels: ${v.blurCacheLevels},`,
      `    refreshThreshold: ${swiftNumber(v.refreshThreshold)}`, ')'].join('\n'),
  });
  Object.assign(playground, { profile, panel });
} else {
  const root = document.getElementById('feed');
  root.hidden = false;
  const feed = startFeed(root, engine, { onFrameTime });
  const initial = { topSafeAreaInset: 59, navigationBarHeight: 44, extensionHeight: 40, followerHeight: 83,
    expansionResistance: 200, contractionResistance: 0 };
  const error = feed.configure(initial);
  if (error) throw new Error(`the feed configuration was refused: ${error}`);
  const panel = buildTunePanel(form, literalBox, {
    kind: 'feed', values: initial, apply: (values) => feed.configure(values),
    literal: (v) => ['let bars = try ShyBarsConfiguration(',
      `    bars: [ShyBar(height: ${swiftNumber(v.navigationBarHeight)}), ShyBar(height: ${swiftNumber(v.extensionHeight)}, fade: .wholeBar)],`,
      `    followers: [ShyFollower(height: ${swiftNumber(v.followerHeight)})],`,
      `    stackTopInset: ${swiftNumber(v.topSafeAreaInset)},`,
      `    expansionResistance: ${swiftNumber(v.expansionResistance)},`,
      `    contractionResistance: ${swiftNumber(v.contractionResistance)}`, ')'].join('\n'),
  });
  Object.assign(playground, { feed, panel });
}
playground.ready = true;
window.playground = playground;
