// Frames from the engine become transforms: an element sits at the viewport origin with its rest
// size, and is translated to the frame's corner and scaled by the size ratio (transform-origin 0 0).
// This maps one-to-one onto CGAffineTransform on iOS.

/** Moves and scales `node` (rest size `restFrame`) onto `frame`. */
export function place(node, frame, restFrame) {
  const sx = restFrame.width > 0 ? frame.width / restFrame.width : 1;
  const sy = restFrame.height > 0 ? frame.height / restFrame.height : 1;
  node.style.transform = `translate(${frame.x}px, ${frame.y}px) scale(${sx}, ${sy})`;
}

/** Moves `node` to `frame`'s corner without scaling. */
export function translate(node, frame) {
  node.style.transform = `translate(${frame.x}px, ${frame.y}px)`;
}
