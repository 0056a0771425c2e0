// The feed screen: a shy navigation bar with an extension (filter chips) and a bottom bar that
// follows. Every input goes to the engine's shy bars; the page writes back what they say.

import { makePosts, postElement } from './content.js';

export function startFeed(root, engine, { onFrameTime, device, scale = () => 1 }) {
  // The engine's numbers (never typed here): a wheel gesture counts as released after this long
  // without input; a mouse press that moves less than the click slop is a click, not a drag; what
  // the arrow keys scroll.
  const { wheelGestureGap, clickSlop, lineHeight } = engine.constants;
  const q = (id) => root.querySelector(`[data-testid="${id}"]`);
  const phone = root.closest('.phone');
  // The window's pixels in the phone's points (the phone is drawn `scale()` times its size in a short window).
  const pointY = (clientY) => (clientY - phone.getBoundingClientRect().top) / scale();
  const scroller = q('scroller');
  const nav = q('navbar');
  const navContent = nav.querySelector('.bar-content');
  const extension = q('extension');
  const bottom = q('bottombar');
  const spacer = root.querySelector('.feed-spacer');
  const posts = root.querySelector('.posts');
  for (const post of makePosts(7, 60, 5, 45)) posts.append(postElement(post));

  let values = null;
  let frameRequested = false;
  let dragging = false;
  let wheelTimer = 0;
  let touching = false;  // a finger is down (the engine tracks where, when and how fast)
  let latest = null;

  scroller.addEventListener('scroll', requestFrame, { passive: true });
  scroller.addEventListener('scrollend', () => {
    // The last scroll position first (its frame may not have run yet), then the end of the motion.
    apply(engine.shy.scrolled(metrics()));
    if (!dragging) apply(engine.shy.decelerationEnded());
  }, { passive: true });
  scroller.addEventListener('wheel', onWheel, { passive: true });
  scroller.addEventListener('touchstart', onTouchStart, { passive: true });
  scroller.addEventListener('touchmove', onTouchMove, { passive: true });
  scroller.addEventListener('touchend', onTouchEnd, { passive: true });
  root.querySelector('.statusbar').addEventListener('click', scrollToTop);
  for (const chip of root.querySelectorAll('.chip')) {
    chip.addEventListener('click', () => {
      for (const other of root.querySelectorAll('.chip')) {
        other.classList.toggle('selected', other === chip);
        other.setAttribute('aria-pressed', String(other === chip));
      }
    });
  }
  root.querySelector('.statusbar').style.pointerEvents = 'auto';
  // A mouse drags the feed as a finger does (the engine hears it as touches and estimates the
  // release); a press that moves less than the engine's click slop stays a click.
  let mouse = null;  // { id, startY, startTop, dragged }
  let suppressClick = false;
  scroller.addEventListener('pointerdown', (event) => {
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    mouse = { id: event.pointerId, startY: pointY(event.clientY), startTop: scroller.scrollTop, dragged: false };
  });
  scroller.addEventListener('pointermove', (event) => {
    if (!mouse || event.pointerId !== mouse.id) return;
    const y = pointY(event.clientY);
    if (!mouse.dragged) {
      if (Math.abs(y - mouse.startY) < clickSlop) return;
      mouse.dragged = true;
      scroller.setPointerCapture(event.pointerId);
      clearTimeout(wheelTimer);
      touching = true;
      dragging = true;
      apply(engine.shy.touchBegan(mouse.startY, event.timeStamp / 1000));
    }
    scroller.scrollTop = mouse.startTop - (y - mouse.startY);
    apply(engine.shy.touchMoved(y, event.timeStamp / 1000));
  });
  const endMouse = (event) => {
    if (!mouse || event.pointerId !== mouse.id) return;
    if (mouse.dragged) {
      suppressClick = true;
      touching = false;
      dragging = false;
      apply(engine.shy.scrolled(metrics()));
      apply(engine.shy.touchEnded(event.timeStamp / 1000));
    }
    mouse = null;
  };
  scroller.addEventListener('pointerup', endMouse);
  scroller.addEventListener('pointercancel', endMouse);
  root.addEventListener('click', (event) => {
    if (suppressClick) { event.stopPropagation(); event.preventDefault(); }
    suppressClick = false;
  }, { capture: true });
  // Keys scroll the feed wherever the focus is (as they do the profile), unless a control or the
  // list itself (which scrolls natively) has them.
  document.addEventListener('keydown', (event) => {
    if (root.hidden || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    if (target.closest?.('input, select, textarea, .panel') || scroller.contains(target)) return;
    const page = scroller.clientHeight * 0.85;
    const by = { ArrowDown: lineHeight, ArrowUp: -lineHeight, PageDown: page, PageUp: -page }[event.key]
      ?? (event.key === ' ' && !target.closest?.('button, a') ? (event.shiftKey ? -page : page) : null);
    const smooth = matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    if (by !== null) {
      scroller.scrollBy({ top: by, behavior: smooth });
    } else if (event.key === 'Home' || event.key === 'End') {
      scroller.scrollTo({ top: event.key === 'Home' ? 0 : scroller.scrollHeight, behavior: smooth });
    } else {
      return;
    }
    event.preventDefault();
  });

  function metrics() {
    return { offset: scroller.scrollTop, contentHeight: scroller.scrollHeight, viewportHeight: scroller.clientHeight };
  }

  /** Applies shy bar settings; returns null or the engine's error. */
  function configure(newValues) {
    const error = engine.shy.configure(newValues);
    if (error) return error;
    values = newValues;
    const statusbar = root.querySelector('.statusbar');
    statusbar.style.height = `${values.topSafeAreaInset}px`;
    nav.style.height = `${values.navigationBarHeight}px`;
    extension.style.height = `${values.extensionHeight}px`;
    extension.hidden = values.extensionHeight <= 0;
    bottom.style.height = `${values.followerHeight}px`;
    spacer.style.height = `${values.topSafeAreaInset + values.navigationBarHeight + values.extensionHeight}px`;
    posts.style.paddingBottom = `${values.followerHeight}px`;
    apply(engine.shy.contentSizeChanged(metrics()));
    apply(engine.shy.appeared());
    return null;
  }

  function requestFrame() {
    if (frameRequested) return;
    frameRequested = true;
    requestAnimationFrame(() => {
      frameRequested = false;
      const started = performance.now();
      apply(engine.shy.scrolled(metrics()));
      onFrameTime(performance.now() - started);
    });
  }

  function apply(step) {
    latest = step;
    root.classList.toggle('bars-animating', step.animates);
    nav.style.transform = `translateY(${step.barMinY}px)`;
    navContent.style.opacity = step.barContentAlpha;
    navContent.style.transform = `scale(${step.barContentScale})`;
    extension.style.transform = `translateY(${step.extensionMinY}px)`;
    extension.style.opacity = step.extensionAlpha;
    bottom.style.transform = `translateY(${step.followerTranslationY}px)`;
    root.dataset.shyStatus = step.status;
    if (step.animates) {
      // The bars and the list move together: the same duration (the engine's) and the same curve.
      const seconds = step.animationDuration;
      const curve = engine.shy.snapCurve();
      for (const node of [nav, extension, bottom]) node.style.transition = `transform ${seconds}s ${curve}, opacity ${seconds}s ${curve}`;
      setTimeout(() => { for (const node of [nav, extension, bottom]) node.style.transition = ''; }, seconds * 1000 + 10);
      if (step.contentOffsetShift) animateShift(step.contentOffsetShift, seconds);
    }
  }

  // The list's part of a snap, frame by frame on the engine's snap curve (ShyBarsStep.snapEasing, which
  // the bars' CSS transition takes too), so it lands with the bars (a smooth scrollBy finished in about 80 ms while the
  // bars took 250, opening a band between them).
  let shiftAnimation = 0;
  function animateShift(shift, seconds) {
    cancelAnimationFrame(shiftAnimation);
    const from = scroller.scrollTop;
    const to = Math.max(0, Math.min(scroller.scrollHeight - scroller.clientHeight, from + shift));
    const start = performance.now();
    const frame = (now) => {
      const progress = Math.min(1, Math.max(0, (now - start) / (seconds * 1000)));
      scroller.scrollTop = from + (to - from) * engine.shy.snapProgress(progress);
      if (progress < 1) shiftAnimation = requestAnimationFrame(frame);
    };
    shiftAnimation = requestAnimationFrame(frame);
  }
  const stopShift = () => cancelAnimationFrame(shiftAnimation);  // the user's hand wins
  for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown']) root.addEventListener(type, stopShift, { passive: true });

  function beginDrag() {
    if (dragging) return;
    dragging = true;
    apply(engine.shy.dragBegan());
  }

  function endWheelDrag() {
    if (!dragging || touching) return;
    dragging = false;
    apply(engine.shy.dragEnded());
  }

  function onWheel() {
    beginDrag();
    clearTimeout(wheelTimer);
    wheelTimer = setTimeout(endWheelDrag, wheelGestureGap * 1000);
  }

  // Raw touches go to the engine, which estimates the release velocity (a finger that rested
  // before lifting releases with none); the page does no velocity math.
  function onTouchStart(event) {
    clearTimeout(wheelTimer);
    touching = true;
    dragging = true;
    apply(engine.shy.touchBegan(pointY(event.touches[0].clientY), event.timeStamp / 1000));
  }
  function onTouchMove(event) {
    if (!touching) return;
    apply(engine.shy.touchMoved(pointY(event.touches[0].clientY), event.timeStamp / 1000));
  }
  function onTouchEnd(event) {
    if (!touching) return;
    touching = false;
    dragging = false;
    apply(engine.shy.touchEnded(event.timeStamp / 1000));
  }

  function scrollToTop() {
    apply(engine.shy.scrollToTop());
    scroller.scrollTo({ top: 0, behavior: 'smooth' });
  }

  return { configure, scrollToTop, get latest() { return latest; }, get values() { return values; }, scroller };
}
