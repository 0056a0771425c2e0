// The profile screen: four lists under one shared header. A passive scroll listener schedules one
// animation frame; the frame asks the engine for the layout and writes transforms, opacity,
// stacking and clipping. The page decides nothing about where things go.

import { makePosts, postElement } from './content.js';
import { place, translate } from './place.js';

const TABS = [
  { name: 'Posts', seed: 11, count: 40, words: [6, 40] },
  { name: 'Replies', seed: 23, count: 24, words: [3, 18] },
  { name: 'Media', seed: 37, count: 12, words: [20, 60] },
  { name: 'Likes', seed: 41, count: 2, words: [4, 10] },  // deliberately too short to fill the screen
];
const SPRING = { response: 0.45, dampingFraction: 1 };  // the spring-back of a pull
const INDICATOR_SPRING = { response: 0.35, dampingFraction: 1 };
const PULL_RELEASE_MS = 140;  // a wheel pull counts as released after this long without wheel input
const LOAD_MS = 1200;  // the simulated refresh load

export function startProfile(root, engine, { onFrameTime }) {
  const phone = root.closest('.phone');
  const q = (id) => root.querySelector(`[data-testid="${id}"]`);
  const el = {
    lists: q('lists'), sheet: q('sheet'), header: q('header'), banner: q('banner'), blur: q('banner-blur'),
    title: q('title'), avatar: q('avatar'), tabbar: q('tabbar'), indicator: q('tab-indicator'),
    spinner: q('spinner'), statusbar: q('statusbar'), follow: q('follow'), name: q('name'),
    bio: root.querySelector('.bio'), counts: root.querySelector('.counts'),
    tabs: [0, 1, 2, 3].map((i) => q(`tab-${i}`)),
  };
  for (const node of [el.banner, el.blur, el.title, el.avatar, el.tabbar, el.spinner]) node.classList.add('placed');

  const lists = TABS.map((tab, index) => makeList(tab, index));
  let config = null;
  let rest = null;  // the layout at offset 0: each element's rest frame
  let active = 0;
  let hasTabs = true;
  let frameRequested = false;
  // The pull, where the browser gives no elastic overscroll: finger distance in, stretch out.
  const pull = { finger: 0, stretch: 0, dragging: false, releaseTimer: 0, touchY: null, spring: null };
  let refresh = null;  // the refresh output of the last frame
  let indicator = { position: 0, spring: null };
  let latest = null;  // the last layout applied (for tests and the panel)

  el.lists.addEventListener('scroll', requestFrame, { capture: true, passive: true });
  root.addEventListener('wheel', onWheel, { passive: false });  // may take over a wheel that uses up a held stretch
  root.addEventListener('touchstart', onTouchStart, { passive: true });
  root.addEventListener('touchmove', onTouchMove, { passive: true });
  root.addEventListener('touchend', onTouchEnd, { passive: true });
  el.tabs.forEach((button, index) => button.addEventListener('click', () => switchTo(index)));
  el.follow.addEventListener('click', () => { el.follow.textContent = el.follow.textContent === 'Follow' ? 'Following' : 'Follow'; });

  function makeList(tab, index) {
    const scroller = document.createElement('div');
    scroller.className = index === 0 ? 'list' : 'list inactive';
    const shift = document.createElement('div');
    shift.className = 'pull-shift';
    const spacer = document.createElement('div');
    spacer.className = 'list-spacer';
    const posts = document.createElement('ol');
    posts.className = 'posts';
    for (const post of makePosts(tab.seed, tab.count, ...tab.words)) posts.append(postElement(post));
    shift.append(spacer, posts);
    scroller.append(shift);
    el.lists.append(scroller);
    return { scroller, shift, spacer, posts };
  }

  /** Applies a configuration (already accepted by the engine) to everything that does not move per frame. */
  function configure(newConfig) {
    config = newConfig;
    rest = engine.layout(0);
    // Without a tab bar (seed 002's profile has none) there is one list and nothing to share.
    hasTabs = config.tabBarHeight > 0;
    if (hasTabs) {
      const tabsError = engine.tabs.configure(phone.clientHeight, [70, 80, 72, 64], 16, 8);
      if (tabsError) return tabsError;
    } else {
      show(0);
    }
    engine.refresh.configure();
    for (const [node, frame] of [[el.banner, rest.banner], [el.blur, rest.banner], [el.title, rest.title],
      [el.avatar, rest.avatar], [el.tabbar, rest.tabBar]]) {
      node.style.width = `${frame.width}px`;
      node.style.height = `${frame.height}px`;
    }
    el.tabbar.hidden = config.tabBarHeight <= 0;
    el.tabs.forEach((button, index) => {
      const frame = engine.tabs.frame(index);
      button.style.left = `${frame.x}px`;
      button.style.width = `${frame.width}px`;
    });
    // The profile text sits at its content positions; the sheet moves with the content.
    el.follow.style.top = `${config.expandedHeight + 12}px`;
    el.name.style.top = `${config.nameLabelContentY}px`;
    el.bio.style.top = `${config.nameLabelContentY + 52}px`;
    el.counts.style.top = `${config.nameLabelContentY + 110}px`;
    for (const list of lists) list.spacer.style.height = `${config.tabBarContentY + config.tabBarHeight}px`;
    measureLists();
    requestFrame();
    return null;
  }

  /** Tells the engine each list's height; it answers with the padding that lets short lists collapse the header. */
  function measureLists() {
    if (!hasTabs) return;
    lists.forEach((list, index) => {
      list.posts.style.paddingBottom = '0px';
      const padding = engine.tabs.setContentHeight(index, list.posts.offsetHeight);
      list.posts.style.paddingBottom = `${padding}px`;
    });
  }

  function requestFrame() {
    if (frameRequested) return;
    frameRequested = true;
    requestAnimationFrame(frame);
  }

  function frame(now) {
    frameRequested = false;
    if (!config) return;
    const started = performance.now();
    const time = now / 1000;
    const scroller = lists[active].scroller;
    let animating = advancePull(time);

    // Offset: the browser's own overscroll where it has one (Safari), else our pull.
    const offset = scroller.scrollTop < 0 ? scroller.scrollTop : scroller.scrollTop - pull.stretch;
    const headerOffset = hasTabs ? engine.tabs.record(offset) : offset;
    const layout = engine.layout(headerOffset);
    apply(layout);
    lists[active].shift.style.transform = pull.stretch > 0 ? `translateY(${pull.stretch}px)` : '';

    if (indicator.spring) {
      const s = indicator.spring;
      const motion = engine.spring(INDICATOR_SPRING.response, INDICATOR_SPRING.dampingFraction, s.from, s.to, 0, time - s.start);
      indicator.position = time - s.start >= motion.settleTime ? s.to : motion.position;
      if (indicator.position === s.to) indicator.spring = null; else animating = true;
    }
    if (hasTabs) {
      const bar = engine.tabs.indicator(indicator.position);
      el.indicator.style.transform = `translate(${bar.x}px, ${bar.y}px) scale(${bar.width}, ${bar.height})`;
    }

    latest = layout;
    onFrameTime(performance.now() - started);
    if (animating) requestFrame();
  }

  /** Writes one layout. Frames become transforms relative to each element's rest frame. */
  function apply(layout) {
    place(el.banner, layout.banner, rest.banner);
    place(el.blur, layout.banner, rest.banner);
    el.blur.style.opacity = layout.blur.fraction;  // cross-fading in while its radius grows
    el.blur.style.filter = `blur(${layout.blur.radius}px)`;
    const bottom = phone.clientHeight - (layout.header.y + layout.header.height);
    el.header.style.clipPath = `inset(${layout.header.y}px 0 ${bottom}px 0)`;
    translate(el.title, layout.title);
    el.title.style.opacity = layout.titleAlpha;
    place(el.avatar, layout.avatar, rest.avatar);
    el.avatar.style.zIndex = layout.avatarAboveHeader ? 4 : 2;  // the header is 3
    el.avatar.dataset.stacking = layout.avatarAboveHeader ? 'above' : 'below';
    translate(el.tabbar, layout.tabBar);
    el.sheet.style.transform = `translateY(${-layout.offset}px)`;
    el.statusbar.style.color = layout.lightStatusBar ? '#ffffff' : '#0f1419';
    if (refresh) {
      translate(el.spinner, refresh.spinner);
      el.spinner.style.width = `${refresh.spinner.width}px`;
      el.spinner.style.height = `${refresh.spinner.height}px`;
      el.spinner.style.transform += ` rotate(${refresh.spinnerRotation}rad)`;
      el.spinner.style.transformOrigin = '50% 50%';
      el.spinner.style.opacity = refresh.spinnerAlpha;
      el.spinner.dataset.phase = refresh.phase;
    }
  }

  // ---- Pull to stretch and refresh ----

  /** Moves the pull one frame on; true while anything still moves. The pull is our stand-in for
   *  UIScrollView's overscroll: `stretch` is how far the content sits below the top. While a refresh
   *  holds, the held stretch behaves like UIKit's extra content inset: scrolling down uses it up. */
  function advancePull(time) {
    if (pull.dragging) {
      refresh = engine.refresh.pulled(pull.stretch, true, time);
      return false;
    }
    const before = refresh ? refresh.phase : 'idle';
    if (before === 'refreshing' || before === 'ending') refresh = engine.refresh.frame(time);
    if (before === 'ending') {
      pull.spring = null;  // the engine springs the held inset home; the stretch follows it down
      pull.stretch = Math.min(pull.stretch, refresh.heldInset);
    }
    if (pull.spring) {
      const s = pull.spring;
      const motion = engine.spring(SPRING.response, SPRING.dampingFraction, s.from, s.to, 0, time - s.start);
      const done = time - s.start >= motion.settleTime;
      pull.stretch = done ? s.to : motion.position;
      if (done) pull.spring = null;
    }
    return Boolean(pull.spring) || (refresh !== null && refresh.phase !== 'idle');
  }

  function pullBy(delta) {
    pull.finger = Math.max(0, pull.finger + delta);
    pull.stretch = engine.rubberBand(pull.finger, phone.clientHeight);
    pull.dragging = pull.finger > 0;
    requestFrame();
  }

  function release() {
    if (!pull.dragging) return;
    pull.dragging = false;
    const time = performance.now() / 1000;
    refresh = engine.refresh.released(time);
    pull.finger = 0;
    if (refresh.didTrigger) setTimeout(finishRefresh, LOAD_MS);
    // Back to the held inset while refreshing (a second pull starts nothing), else home.
    pull.spring = { from: pull.stretch, to: refresh.phase === 'refreshing' ? refresh.heldInset : 0, start: time };
    requestFrame();
  }

  function finishRefresh() {
    const post = makePosts(Date.now() % 100000, 1, 8, 20)[0];
    post.minutes = 0;
    lists[active].posts.prepend(postElement(post, true));
    measureLists();
    const offset = lists[active].scroller.scrollTop - pull.stretch;
    refresh = engine.refresh.end(offset, performance.now() / 1000);
    requestFrame();
  }

  function atTop() {
    return lists[active].scroller.scrollTop <= 0;
  }

  function onWheel(event) {
    const scroller = lists[active].scroller;
    if (!pull.dragging && pull.stretch > 0 && event.deltaY > 0) {
      // Scrolling down while the header is still stretched (held for a refresh, or springing back)
      // uses the stretch up first, as a scroll view uses up its inset.
      event.preventDefault();
      pull.spring = null;
      pull.stretch = Math.max(0, pull.stretch - event.deltaY);
      requestFrame();
      return;
    }
    if (el.tabbar.contains(event.target) && !pull.dragging) {
      scroller.scrollBy(0, event.deltaY);  // the tab bar floats above the list: pass its wheel on
    }
    const pulling = pull.dragging || (atTop() && event.deltaY < 0 && !pull.spring && refreshIdleOrHeld());
    if (!pulling) return;
    if (!pull.dragging) pull.finger = engine.rubberBandInverse(pull.stretch, phone.clientHeight);  // pick up where it is
    pullBy(-event.deltaY);
    clearTimeout(pull.releaseTimer);
    pull.releaseTimer = setTimeout(release, PULL_RELEASE_MS);
  }

  function refreshIdleOrHeld() {
    return !refresh || refresh.phase === 'idle' || refresh.phase === 'refreshing';
  }

  function onTouchStart(event) { pull.touchY = event.touches[0].clientY; }
  function onTouchMove(event) {
    if (pull.touchY === null) return;
    const y = event.touches[0].clientY;
    const delta = y - pull.touchY;
    pull.touchY = y;
    if (pull.dragging || (atTop() && delta > 0 && !pull.spring)) pullBy(delta);
  }
  function onTouchEnd() { pull.touchY = null; release(); }

  // ---- Tabs ----

  /** Switches to a tab the way the engine says: never while the header is stretched, never moving it. */
  function switchTo(tab) {
    if (tab === active || !hasTabs || !engine.tabs.canSwitch() || pull.stretch > 0) return false;
    lists[tab].scroller.scrollTop = engine.tabs.prepare(tab);
    engine.tabs.select(tab);
    indicator.spring = { from: indicator.position, to: tab, start: performance.now() / 1000 };
    show(tab);
    return true;
  }

  /** Makes `tab`'s list the visible, active one. */
  function show(tab) {
    lists.forEach((list, index) => {
      list.scroller.classList.toggle('inactive', index !== tab);
      list.scroller.toggleAttribute('data-active', index === tab);
      // `scroller` is always the list the user scrolls; the others keep their tab's name.
      list.scroller.dataset.testid = index === tab ? 'scroller' : `scroller-${index}`;
    });
    el.tabs.forEach((button, index) => button.setAttribute('aria-selected', String(index === tab)));
    active = tab;
    requestFrame();
  }

  show(0);

  return {
    configure,
    switchTo,
    get activeTab() { return active; },
    get activeScroller() { return lists[active].scroller; },
    get latestLayout() { return latest; },
    get refresh() { return refresh; },
    requestFrame,
  };
}
