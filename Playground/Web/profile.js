// The profile screen: four lists under one shared header, on the page engine. The page only
// measures and writes: input is forwarded to the engine as it happens (touches, mouse drags, wheel
// notches, keys, tab taps); once per animation frame it measures, makes the one engine call, and
// writes what comes back. No position, spring, pull, swipe or refresh decision is made here, and no
// number about behaviour is typed here: what a wheel's line scrolls comes from the engine.

import { makePosts, postElement } from './content.js';

const POSTS = { name: 'Posts', seed: 11, count: 40, words: [6, 40] };
const REPLIES = { name: 'Replies', seed: 23, count: 24, words: [3, 18] };
const MEDIA = { name: 'Media', seed: 37, count: 12, words: [20, 60] };
const LIKES = { name: 'Likes', seed: 41, count: 2, words: [4, 10] };  // deliberately too short to fill the screen
/** Each preset's tabs: Twitter's four share the bar; the X app's six are as wide as their titles and scroll. */
const TAB_SETS = {
  twitter: [POSTS, REPLIES, MEDIA, LIKES],
  x: [POSTS, REPLIES, { name: 'Highlights', seed: 53, count: 8, words: [10, 30] },
    { name: 'Articles', seed: 61, count: 5, words: [30, 60] }, MEDIA, LIKES],
};
/** Space each side of a title inside its tab button, in points (the engine adds it to the title's width). */
const TAB_PADDING = 16;
const LOAD_MS = 1200;  // the app's simulated refresh load (the app's business, not the engine's)
const KEYS = { ArrowDown: 'lineDown', ArrowUp: 'lineUp', PageDown: 'pageDown', PageUp: 'pageUp', Home: 'home', End: 'end' };

export function startProfile(root, engine, { onFrameTime, onFrame, device, scale = () => 1, settings, preset }) {
  const phone = root.closest('.phone');
  const q = (id) => root.querySelector(`[data-testid="${id}"]`);
  const TABS = TAB_SETS[preset] ?? TAB_SETS.twitter;
  const labelWidths = makeTabButtons(q('tabbar'), TABS, preset === 'x');
  if (labelWidths) {
    const error = engine.tabLabels(labelWidths);
    if (error) throw new Error(`the tabs' titles were refused: ${error}`);
  }
  const el = {
    lists: q('lists'), sheet: q('sheet'), header: q('header'), banner: q('banner'), blur: q('banner-blur'), dim: q('dim'),
    title: q('title'), avatar: q('avatar'), tabbar: q('tabbar'), indicator: q('tab-indicator'),
    spinner: q('spinner'), statusbar: q('statusbar'), follow: q('follow'), name: q('name'),
    scrollIndicator: q('scroll-indicator'), announcer: q('announcer'), barLeading: q('bar-leading'), barTrailing: q('bar-trailing'),
    tabs: TABS.map((_, i) => q(`tab-${i}`)),
  };
  for (const node of [el.banner, el.blur, el.dim, el.title, el.avatar, el.tabbar, el.spinner, el.sheet, el.indicator,
    el.scrollIndicator, el.barLeading, el.barTrailing]) node.classList.add('placed');

  const lists = TABS.map((tab, index) => makeList(tab, index));
  // The user's text size: the browser's default font size (16 px unless the user changed it).
  const textProbe = document.createElement('span');
  textProbe.style.cssText = 'position:absolute;visibility:hidden;font-size:medium';
  textProbe.textContent = 'M';  // a size that follows the text size, for a ResizeObserver
  textProbe.setAttribute('aria-hidden', 'true');
  root.append(textProbe);
  const media = {
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)'),
    reducedTransparency: matchMedia('(prefers-reduced-transparency: reduce)'),
  };
  let active = 0;  // the list the page shows as active: the one it measures (the engine's activeList)
  let selected = -1;  // the tab drawn selected (the engine's selectedTab)
  const scrolledTo = lists.map(() => undefined);  // the scrollTop last written to each list not read
  let frameRequested = false;
  let latest = null;  // the last frame applied
  const written = new Map();  // what was last written to each style property, to write only changes
  let mouse = null;  // a mouse press dragging as touch: { id, startY, dragged }
  let suppressClick = false;

  // ---- Input: forwarded to the engine as it happens ----
  // Where the pointer is, in the phone's points (the engine decides whether a drag scrolls the list,
  // pages the tabs or scrolls their strip).
  // (The phone is drawn `scale()` times its size in a short window: the window's pixels over that.)
  const phoneX = (clientX) => (clientX - phone.getBoundingClientRect().left) / scale();
  const phoneY = (clientY) => (clientY - phone.getBoundingClientRect().top) / scale();
  root.addEventListener('wheel', (event) => {
    if (event.ctrlKey) return;  // pinch zoom stays the browser's
    event.preventDefault();
    // In points: a wheel that counts in lines moves the engine's line, one in pages a screen (not
    // divided by the phone's scale: a notch scrolls the phone's own distance, as the browser's own
    // scrollers take a wheel inside a scaled box; a drag follows the finger). Shift
    // with a vertical wheel scrolls sideways, as browsers do.
    const line = event.deltaMode === 1 ? engine.constants.lineHeight : 1;
    const dx = event.deltaX || (event.shiftKey ? event.deltaY : 0);
    const dy = event.shiftKey ? 0 : event.deltaY;
    const x = dx * (event.deltaMode === 2 ? root.clientWidth : line);
    const y = dy * (event.deltaMode === 2 ? root.clientHeight : line);
    engine.input(event.target.closest?.('.tabbar') ? 'wheelOnTabStrip' : 'wheel', x, y);
    requestFrame();
  }, { passive: false });
  // Where a press goes down, for the engine: on a list, on the tab strip, or elsewhere on what
  // floats over the lists (the header, the details), whose drags the list takes once they move.
  const pressKind = (target, by) => by + (target.closest?.('.lists') ? 'OnList'
    : target.closest?.('.tabbar') ? 'OnTabStrip' : 'OnHeader');
  root.addEventListener('touchstart', (event) => {
    if (event.touches.length !== 1) return;
    const touch = event.touches[0];
    engine.input(pressKind(event.target, 'touch'), phoneX(touch.clientX), phoneY(touch.clientY));
    requestFrame();
  }, { passive: true });
  root.addEventListener('touchmove', (event) => {
    const touch = event.touches[0];
    engine.input('pointerMoved', phoneX(touch.clientX), phoneY(touch.clientY));
    requestFrame();
  }, { passive: true });
  const touchEnded = (event) => {
    if (event.touches.length > 0) return;
    engine.input('pointerReleased');
    requestFrame();
  };
  root.addEventListener('touchend', touchEnded, { passive: true });
  root.addEventListener('touchcancel', touchEnded, { passive: true });
  // A mouse drags as a finger does (a press that moves is a drag, not a click or a text selection).
  root.addEventListener('pointerdown', (event) => {
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    // A press on the moving list catches it (as a finger stops a fling on iOS): that is not a click.
    // A press on the header leaves the list moving until it drags, so it may be a click.
    const kind = pressKind(event.target, 'mouse');
    mouse = { id: event.pointerId, dragged: engine.input(kind, phoneX(event.clientX), phoneY(event.clientY)) === 'dragging' };
    if (mouse.dragged) root.setPointerCapture?.(event.pointerId);
    requestFrame();
  });
  window.addEventListener('pointermove', (event) => {
    if (!mouse || event.pointerId !== mouse.id) return;
    // The engine says when a press has become a drag (past its click slop): from then on it is not
    // a click, and the pointer is captured.
    if (engine.input('pointerMoved', phoneX(event.clientX), phoneY(event.clientY)) === 'dragging' && !mouse.dragged) {
      mouse.dragged = true;
      root.setPointerCapture?.(event.pointerId);
    }
    requestFrame();
  });
  const mouseUp = (event) => {
    if (!mouse || event.pointerId !== mouse.id) return;
    suppressClick = mouse.dragged;
    mouse = null;
    engine.input('pointerReleased');
    requestFrame();
  };
  window.addEventListener('pointerup', mouseUp);
  window.addEventListener('pointercancel', mouseUp);
  root.addEventListener('click', (event) => {
    if (suppressClick) { event.stopPropagation(); event.preventDefault(); }
    suppressClick = false;
  }, { capture: true });
  // Keys scroll the phone wherever the focus is, unless a control uses them.
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    if (target.closest?.('input, select, textarea, .panel')) return;
    if (target.getAttribute?.('role') === 'tab' && ['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    let key = KEYS[event.key];
    if (event.key === ' ' && !target.closest?.('button, a')) key = event.shiftKey ? 'pageUp' : 'pageDown';
    if (!key) return;
    event.preventDefault();
    engine.input('key', ['lineDown', 'lineUp', 'pageDown', 'pageUp', 'home', 'end'].indexOf(key));
    requestFrame();
  });
  // Tabs: click, arrow keys along the tab list, Home and End to the first and last (WAI-ARIA tabs).
  el.tabs.forEach((button, index) => {
    button.addEventListener('click', () => switchTo(index));
    button.addEventListener('keydown', (event) => {
      const last = TABS.length - 1;
      const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1,
        Home: 0, End: last }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      el.tabs[next].focus({ preventScroll: true });  // the engine brings it into view, not the browser
      switchTo(next);
    });
  });
  el.follow.addEventListener('click', () => {
    const following = el.follow.getAttribute('aria-pressed') !== 'true';
    el.follow.setAttribute('aria-pressed', String(following));
    el.follow.textContent = following ? 'Following' : 'Follow';
  });
  // A tap on the status bar scrolls to the top, as on iOS (the bar is drawn over the page, which
  // otherwise lets touches through it).
  el.statusbar.style.pointerEvents = 'auto';
  el.statusbar.addEventListener('click', () => { engine.input('scrollToTop'); requestFrame(); });
  // Focus moved into the page by the keyboard: the engine scrolls it into sight below the header.
  // Only the keyboard's focus (:focus-visible): a tap or click on Follow focuses it too, and must
  // not scroll the page.
  root.addEventListener('focusin', (event) => {
    const target = event.target;
    if (el.sheet.contains(target) && target.matches(':focus-visible')) { engine.input('scrollToTop'); requestFrame(); }
  });
  // The browser scrolled a list itself (focus, find in page, a test): the next frame follows it.
  el.lists.addEventListener('scroll', requestFrame, { capture: true, passive: true });
  // What the page's layout and the user's settings give a frame changes only when one of these says
  // so: the next frame reads it again (see measure).
  const relayout = () => { settled = false; requestFrame(); };
  const resizes = new ResizeObserver(relayout);
  for (const node of [phone, root, el.sheet, textProbe, ...lists.map((list) => list.posts)]) resizes.observe(node);
  for (const query of Object.values(media)) query.addEventListener('change', relayout);
  new MutationObserver(relayout).observe(phone, { attributes: true, attributeFilter: ['dir'] });
  // The display's scale (a window moved to another screen changes it without resizing anything).
  const watchResolution = () => matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`)
    .addEventListener('change', () => { relayout(); watchResolution(); }, { once: true });
  watchResolution();

  function makeList(tab, index) {
    const scroller = document.createElement('div');
    scroller.className = index === 0 ? 'list' : 'list inactive';
    scroller.id = `panel-${index}`;
    scroller.setAttribute('role', 'tabpanel');
    scroller.setAttribute('aria-labelledby', `tab-${index}`);
    const content = document.createElement('div');
    content.className = 'list-content';
    const spacer = document.createElement('div');
    spacer.className = 'list-spacer';
    const posts = document.createElement('ol');
    posts.className = 'posts';
    posts.setAttribute('aria-label', tab.name);
    for (const post of makePosts(tab.seed, tab.count, ...tab.words)) posts.append(postElement(post));
    content.append(spacer, posts);
    scroller.append(content);
    el.lists.append(scroller);
    return { scroller, content, spacer, posts };
  }

  function requestFrame() {
    if (frameRequested) return;
    frameRequested = true;
    requestAnimationFrame(frame);
  }

  /** What was last written to `node`'s style (to write only changes): by CSS property name, and by
   *  names that start with '@' for what the helpers below compare (transform's numbers, flags). */
  function knownOf(node) {
    let known = written.get(node);
    if (!known) { known = {}; written.set(node, known); }
    return known;
  }

  /**
   * Writes `value` to `node.style[property]` only when it changed since the last write: a string, or
   * a number written between `prefix` and `unit` (compared as a number, so an unchanged one makes no
   * string).
   */
  function style(node, property, value, unit = '', prefix = '') {
    const known = knownOf(node);
    if (known[property] === value) return;
    known[property] = value;
    const text = unit || prefix ? `${prefix}${value}${unit}` : String(value);
    if (property.startsWith('--')) node.style.setProperty(property, text);
    else node.style[property] = text;
  }

  /** Moves `node` by (x, y) px, then scales it by (scaleX, scaleY) about its corner and turns it by
   *  `turn` radians, when any of them changed since the last write. */
  function transform(node, x, y, scaleX = 1, scaleY = 1, turn = 0) {
    const known = knownOf(node);
    if (known['@x'] === x && known['@y'] === y && known['@scaleX'] === scaleX && known['@scaleY'] === scaleY && known['@turn'] === turn) return;
    known['@x'] = x; known['@y'] = y; known['@scaleX'] = scaleX; known['@scaleY'] = scaleY; known['@turn'] = turn;
    // (Only the parts in use: a shorter value is less for the browser to parse.)
    const scaled = scaleX !== 1 || scaleY !== 1 ? ` scale(${scaleX}, ${scaleY})` : '';
    node.style.transform = `translate(${x}px, ${y}px)${scaled}${turn ? ` rotate(${turn}rad)` : ''}`;
  }

  /** Calls `apply(node, value)` only when `value` changed since the last call for `node` and `name` (a
   *  class, an attribute, a transform made from one number). Names start with '@', apart from CSS's.
   *  (`apply` is one of the writers below, made once: a closure made in each frame is garbage.) */
  function flag(node, name, value, apply) {
    const known = knownOf(node);
    if (known[name] === value) return;
    known[name] = value;
    apply(node, value);
  }
  const WRITE = {
    shift: (content, shift) => { content.style.transform = shift ? `translateY(${shift}px)` : 'none'; },
    pageX: (scroller, x) => { scroller.style.transform = x === 0 ? 'none' : `translateX(${x}px)`; },
    inactive: (scroller, on) => scroller.classList.toggle('inactive', on),
    gone: (slot, gone) => slot.classList.toggle('gone', gone),
    inFront: (avatar, on) => {
      avatar.style.zIndex = on ? '6' : '2';  // the header is 5
      avatar.dataset.stacking = on ? 'above' : 'below';
    },
    tabBarShown: (tabbar, shown) => { tabbar.hidden = !shown; el.indicator.hidden = !shown; },
    phase: (spinner, phase) => { spinner.dataset.phase = phase; },
    onLight: (statusbar, on) => statusbar.classList.toggle('on-light', on),
  };

  const TAB_SLOTS = el.tabs.map((_, index) => `tab${index}`);  // the frame's names of the tabs' frames
  // The frame's names of each list's numbers.
  const LIST_PADDING_TOP = lists.map((_, index) => `listPaddingTop${index}`);
  const LIST_PADDING_BOTTOM = lists.map((_, index) => `listPaddingBottom${index}`);
  const LIST_SCROLL_TOP = lists.map((_, index) => `listScrollTop${index}`);
  const barSlots = [el.barLeading, el.barTrailing];

  // What each frame measures: one object, rewritten (no garbage per frame).
  const measured = {};
  const postsHeightNames = lists.map((_, index) => `postsHeightOfTab${index}`);
  // Whether what only changes with the page's layout or the user's settings (the viewport, the text
  // size, the direction, Reduce Motion, the lists' posts) is as the last frame read it: the observers
  // above say when it is not. (Read in every frame, these were most of the frame's read phase.)
  let settled = false;

  function measure() {
    const list = lists[active];
    if (!settled) {
      settled = true;
      const screen = device();
      measured.viewportWidth = root.clientWidth;
      measured.viewportHeight = root.clientHeight;
      measured.safeAreaTop = screen.safeTop;
      measured.safeAreaBottom = screen.safeBottom;
      measured.safeAreaLeft = screen.safeLeft ?? 0;
      measured.safeAreaRight = screen.safeRight ?? 0;
      // The display's pixels per point of the phone as drawn (scaled in a short window).
      measured.displayScale = (window.devicePixelRatio || 1) * scale();
      measured.textScale = (parseFloat(getComputedStyle(textProbe).fontSize) || 16) / 16;
      measured.reducesMotion = media.reducedMotion.matches ? 1 : 0;
      measured.reducesTransparency = media.reducedTransparency.matches ? 1 : 0;
      measured.isRightToLeft = getComputedStyle(root).direction === 'rtl' ? 1 : 0;
      // Each tab's posts (the list the page follows can change inside the frame).
      for (let index = 0; index < lists.length; index += 1) {
        measured[postsHeightNames[index]] = lists[index].posts.offsetHeight;
      }
    }
    measured.time = performance.now() / 1000;
    measured.scrollTop = list.scroller.scrollTop;
    measured.measuredList = active;
    // The details' own height, without the name's offset that the last frame wrote as padding
    // (the engine adds the offset in force): right from the first frame, before any padding.
    measured.detailsHeight = el.sheet.offsetHeight - (knownOf(el.sheet).paddingTop ?? 0);
    measured.titleHeight = el.title.scrollHeight;
    measured.timeScale = settings.timeScale;
    return measured;
  }

  function frame() {
    frameRequested = false;
    const started = performance.now();
    // One read phase (measure), then one write phase (write, which reads nothing the writes dirty).
    const measured = measure();
    const f = engine.frame(measured);
    write(f, measured);
    latest = f;
    onFrameTime(performance.now() - started);
    onFrame?.(f);
    if (f.didTriggerRefresh) setTimeout(finishRefresh, LOAD_MS / Math.max(settings.timeScale, 0.05));
    if (f.needsFrames) requestFrame();
  }

  /** Draws `list`'s content `shift` points down (what the scroll offset leaves: past an edge, off the
   *  pixel grid); 0 draws it where it scrolls. */
  function shiftContent(list, shift) {
    flag(list.content, '@shift', shift, WRITE.shift);
  }

  /** Places `node` (laid out at `rest`) onto `frame`: a translation and a scale about its corner. */
  function place(node, frame, rest) {
    style(node, 'width', rest.width, 'px');
    style(node, 'height', rest.height, 'px');
    const scaleX = rest.width > 0 ? frame.width / rest.width : 1;
    const scaleY = rest.height > 0 ? frame.height / rest.height : 1;
    transform(node, frame.x, frame.y, scaleX, scaleY);
  }

  /** Gives `node` the frame's size and position, unscaled (and turned by `turn` radians). */
  function box(node, frame, turn = 0) {
    style(node, 'width', frame.width, 'px');
    style(node, 'height', frame.height, 'px');
    transform(node, frame.x, frame.y, 1, 1, turn);
  }

  /** Writes a frame: only what changed since the last one (numbers compared before any is formatted). */
  function write(f, measured) {
    // The selected tab first: the focused button's tabindex has the browser check, with the page's
    // style, that it can keep the focus.
    if (f.selectedTab !== selected) select(f.selectedTab);
    // What sets the lists' scroll ranges, then their offsets, then everything else: setting scrollTop
    // lays out whatever was written before it (a scroll padding, a transform or an attribute written
    // first made the frame recompute the page's style there, ~1 ms at 4×). Only a frame that changes
    // a range (a list brought on screen, a refresh's held inset) lays out there, once.
    const read = f.measuredList;
    const list = lists[read];
    for (let index = 0; index < lists.length; index += 1) {
      style(lists[index].content, 'paddingTop', f[LIST_PADDING_TOP[index]], 'px');
      style(lists[index].spacer, 'height', f.spacerHeight, 'px');
      style(lists[index].content, 'paddingBottom', f[LIST_PADDING_BOTTOM[index]], 'px');
    }
    // Every other list where the page put it (a list coming on screen: where the header stays as it is).
    for (let index = 0; index < lists.length; index += 1) {
      if (index === read) { scrolledTo[index] = undefined; continue; }
      const top = f[LIST_SCROLL_TOP[index]];
      if (scrolledTo[index] === top) continue;
      scrolledTo[index] = top;
      lists[index].scroller.scrollTop = top;
      shiftContent(lists[index], 0);  // only the list read is drawn past its edges
    }
    // The list read: only when it moved, or it was not the one measured.
    if (read !== measured.measuredList || Math.abs(measured.scrollTop - f.scrollTop) >= 0.5) list.scroller.scrollTop = f.scrollTop;
    // The lists side by side, moved by the pager's position (right to left, the first is the
    // rightmost): a swipe follows the finger, a tapped tab's glide slides them with the indicator.
    const direction = measured.isRightToLeft ? -1 : 1;
    for (let index = 0; index < lists.length; index += 1) {
      const scroller = lists[index].scroller;
      const distance = index - f.pagePosition;
      style(scroller, 'scrollPaddingTop', f.coveredHeight, 'px');
      const x = distance === 0 ? 0 : direction * distance * measured.viewportWidth;
      flag(scroller, '@pageX', x, WRITE.pageX);
      flag(scroller, '@inactive', Math.abs(distance) >= 1, WRITE.inactive);
    }
    shiftContent(list, f.contentShift);
    // The list to read from the next frame on (a switch has landed).
    if (f.activeList !== active) show(f.activeList);

    const bottom = measured.viewportHeight - (f.headerClip.y + f.headerClip.height);
    const clip = knownOf(el.header);
    if (clip['@top'] !== f.headerClip.y || clip['@bottom'] !== bottom) {
      clip['@top'] = f.headerClip.y; clip['@bottom'] = bottom;
      el.header.style.clipPath = `inset(${f.headerClip.y}px 0 ${bottom}px 0)`;
    }
    place(el.banner, f.bannerFrame, f.bannerRest);
    place(el.blur, f.bannerFrame, f.bannerRest);
    style(el.blur, 'opacity', f.usesSolidBar ? 0 : f.blurAlpha);
    style(el.blur.firstElementChild, 'filter', f.blurRadius, 'px)', 'blur(');
    // The blurred banner is dimmed as it comes in, so the white title and status bar read on it.
    place(el.dim, f.bannerFrame, f.bannerRest);
    style(el.dim, 'opacity', f.bannerDimAlpha);
    place(el.title, f.titleFrame, f.titleRest);
    style(el.title, 'opacity', f.titleAlpha);
    box(el.barLeading, f.barLeadingSlot);
    box(el.barTrailing, f.barTrailingSlot);
    for (let index = 0; index < barSlots.length; index += 1) {  // (an index: a for-of makes an iterator a frame)
      const slot = barSlots[index];
      const frame = index === 0 ? f.barLeadingSlot : f.barTrailingSlot;
      style(slot, '--backdrop', f.barButtonBackdropAlpha);
      // A floating header's bar fades as it goes under the status bar's strip (the slots move with it),
      // and only what the engine's hit map keeps of the bar takes touches: the rest is clipped away.
      style(slot, 'opacity', f.barContentAlpha);
      const hidden = f.barHit.height > 0 ? Math.min(frame.height, Math.max(0, f.barHit.y - frame.y)) : frame.height;
      flag(slot, '@gone', hidden >= frame.height, WRITE.gone);
      if (hidden > 0) style(slot, 'clipPath', hidden, 'px 0 0 0)', 'inset(');
      else style(slot, 'clipPath', 'none');
    }
    place(el.avatar, f.avatarFrame, f.avatarRest);
    const inFront = f.stacking === 'avatarInFront';
    flag(el.avatar, '@inFront', inFront, WRITE.inFront);
    style(el.sheet, 'width', f.detailsRest.width, 'px');
    style(el.sheet, 'minHeight', '0px');
    style(el.sheet, 'paddingTop', f.nameTop, 'px');
    // Flutter's fadeTitle: the name fades while pulled, as the engine's stretch progress says.
    style(el.name, 'opacity', f.nameAlpha);
    transform(el.sheet, f.detailsFrame.x, f.detailsFrame.y);
    // Nothing under the drawn header is pressed (the engine's hit map: what it covers): the details'
    // part under it is clipped, and a clip-path clips hit testing too, so a tap there reaches the
    // list (which scrolls) and never the Follow button drawn over by the header.
    style(el.sheet, 'clipPath', Math.max(0, f.coveredHeight - f.detailsFrame.y), 'px 0 0 0)', 'inset(');
    flag(el.tabbar, '@shown', f.tabBarVisible, WRITE.tabBarShown);
    if (f.tabBarVisible) {
      place(el.tabbar, f.tabBarFrame, f.tabBarRest);
      // What has gone under the header's clip (a floating header's tab bar, or one that collapses under
      // the bar) is clipped away: drawing and touches (the engine's hit map ends the tab bar there).
      if (f.tabBarHiddenTop > 0) style(el.tabbar, 'clipPath', f.tabBarHiddenTop, 'px 0 0 0)', 'inset(');
      else style(el.tabbar, 'clipPath', 'none');
      // The buttons in the tab strip, scrolled as the engine says (label-width tabs wider than the
      // bar follow the pager; 0 when they fit); the indicator's frame already follows the strip.
      for (let index = 0; index < el.tabs.length; index += 1) {
        const tab = f[TAB_SLOTS[index]];
        style(el.tabs[index], 'left', tab.x - f.tabStripOffset, 'px');
        style(el.tabs[index], 'width', tab.width, 'px');
      }
      box(el.indicator, f.tabIndicator);
    }
    box(el.spinner, f.spinnerFrame, f.spinnerRotation);
    style(el.spinner, 'opacity', f.spinnerAlpha);
    flag(el.spinner, '@phase', f.refreshPhase, WRITE.phase);
    flag(el.statusbar, '@onLight', !f.statusBarLight, WRITE.onLight);
    box(el.scrollIndicator, f.scrollIndicator);
    style(el.scrollIndicator, 'opacity', f.scrollIndicatorAlpha);
    if (f.announcement === 'titleShown') {
      el.title.setAttribute('aria-hidden', 'false');
      el.announcer.textContent = 'Ada Swiftwater, 1,234 posts';
    } else if (f.announcement === 'titleHidden') {
      el.title.setAttribute('aria-hidden', 'true');
    }
  }

  function finishRefresh() {
    const post = makePosts(Date.now() % 100000, 1, 8, 20)[0];
    post.minutes = 0;
    const list = lists[active];
    const first = list.posts.firstElementChild;
    // Where the first post is on screen (offsetTop is in the list's content, before transforms).
    const firstY = first ? first.offsetTop - list.scroller.scrollTop + (latest ? latest.contentShift : 0) : 0;
    const firstTop = first ? first.offsetTop : 0;
    list.posts.prepend(postElement(post, true));
    settled = false;  // the next frame reads the list's new height (its observer would tell a frame late)
    // The app's choice, as in a UIKit app: reading further down (the first post has gone under the
    // header), the new post lands above what is being read and the engine keeps that where it is;
    // at the top, the new post shows first.
    if (first && latest && firstY < latest.coveredHeight - 0.5) engine.input('contentInserted', first.offsetTop - firstTop);
    engine.input('refreshDone');
    requestFrame();
  }

  /** A tab tapped (or chosen with a key): the engine switches to it, keeps it until a pulled header is
   *  back, or refuses; the selected tab again scrolls its list to the top. */
  function switchTo(tab) {
    engine.input('tabTap', tab);
    requestFrame();
  }

  /** Makes `tab`'s list the active one (the one the user scrolls; the frame has set its offset). */
  function show(tab) {
    lists.forEach((list, index) => {
      list.scroller.toggleAttribute('data-active', index === tab);
      // `scroller` is always the list the user scrolls; the others keep their tab's name.
      list.scroller.dataset.testid = index === tab ? 'scroller' : `scroller-${index}`;
      list.scroller.setAttribute('aria-hidden', String(index !== tab));
    });
    active = tab;
  }

  /** Puts only `tab`'s button in the tab order (the arrow keys move along the tabs) and draws it
   *  selected. The tab order first, while the page's style is clean: the focused button's tabindex
   *  has the browser check, with the page's style, that it can keep the focus. */
  function select(tab) {
    el.tabs.forEach((button, index) => { button.tabIndex = index === tab ? 0 : -1; });
    el.tabs.forEach((button, index) => button.setAttribute('aria-selected', String(index === tab)));
    selected = tab;
  }

  select(0);
  show(0);
  requestFrame();

  return {
    /** The tabs' titles' widths handed to the engine (the X preset), or null for equal tabs. */
    tabLabelWidths: labelWidths,
    switchTo,
    requestFrame,
    /** A frame that reads the page's layout and settings again (the device, the direction, a zoom changed). */
    relayout,
    /** The list the user scrolls now (the engine's activeList). */
    get activeList() { return active; },
    get activeScroller() { return lists[active].scroller; },
    /** The last frame, by name (boundary.js). */
    get latest() { return latest; },
    /** The last frame in the shape the older tests read: stretch, header, collapse distance. */
    get latestLayout() {
      return latest && { offset: latest.offset, stretch: latest.stretch, header: latest.headerClip,
        collapseDistance: latest.collapseDistance, collapsedHeight: latest.collapsedHeight, phase: latest.phase };
    },
    get refresh() { return latest && { phase: latest.refreshPhase, heldInset: latest.heldInset, progress: latest.refreshProgress }; },
  };
}

/**
 * The tab bar's buttons, one per tab (WAI-ARIA tabs: the first selected and in the tab order).
 * With `byTitle`, returns each title's width in points at the design's text size (the engine grows
 * them with the text and adds the padding), measured in the buttons' own font; otherwise null.
 */
function makeTabButtons(tabbar, tabs, byTitle) {
  tabbar.replaceChildren(...tabs.map((tab, index) => {
    const button = document.createElement('button');
    button.setAttribute('role', 'tab');
    button.id = `tab-${index}`;
    button.dataset.testid = `tab-${index}`;
    button.dataset.tab = String(index);
    button.setAttribute('aria-controls', `panel-${index}`);
    if (index > 0) button.tabIndex = -1;
    button.textContent = tab.name;
    return button;
  }));
  if (!byTitle) return null;
  const font = getComputedStyle(tabbar.firstElementChild).font;
  const context = document.createElement('canvas').getContext('2d');
  context.font = font;
  // The buttons' font follows the user's text size; the engine scales the widths by it again.
  const probe = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return tabs.map((tab) => context.measureText(tab.name).width * (16 / probe));
}
