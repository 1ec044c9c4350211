/**
 * Work that may wait: `whenIdle(task)` runs `task` once the page has put a frame on screen and then been
 * idle. A frame first, because on a slow phone the first screen's frame can be late: an idle callback
 * asked for before it may run (when its timeout ends) while that frame still waits, and the deferred work
 * (a carousel's code, the later blocks, the service worker's install) then delays what the player is
 * waiting to see. Measured with Lighthouse: the swiper's code, asked for on idle, was still loading inside
 * the first screen's paint.
 */

import { firstScreenGate, firstScreenOpen } from './first-screen';

/** The turn of the last piece of work held while the app started: the next one waits for it to run. */
let heldTurns: Promise<void> = Promise.resolve();

/** Longest wait for an idle moment once a frame is out. */
const IDLE_TIMEOUT_MS = 500;

/**
 * Runs `task` after the next drawn frame and an idle moment (IDLE_TIMEOUT_MS at most for the idle part),
 * and while the app starts, not before its first screen is shown (lib/first-screen.ts); answers a cancel
 * function. A tab in the background draws no frames: there the frame is not waited for (also when the tab
 * goes to the background while waiting), so its deferred work still runs.
 */
export function whenIdle(task: () => void, idleTimeoutMs: number = IDLE_TIMEOUT_MS): () => void {
  const g = globalThis as Partial<Window & typeof globalThis>;
  const doc = g.document;
  const hidden = () => doc?.visibilityState === 'hidden';
  let done = false;
  let frame: number | undefined;
  let idle: number | undefined;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const stopWatching = () => doc?.removeEventListener('visibilitychange', onVisibility);
  let finished: (() => void) | undefined;
  const run = () => {
    if (done) return;
    done = true;
    stopWatching();
    try {
      task();
    } finally {
      finished?.();
    }
  };
  const afterFrame = () => {
    if (done || idle !== undefined) return;
    stopWatching();
    if (typeof g.requestIdleCallback === 'function') idle = g.requestIdleCallback(run, { timeout: idleTimeoutMs });
    else timers.push(setTimeout(run, 50));
  };
  function onVisibility() {
    if (hidden()) afterFrame();
  }
  const waitForFrame = () => {
    if (done) return;
    if (typeof g.requestAnimationFrame === 'function' && !hidden()) {
      // The animation frame runs before the frame is drawn; the timeout after it, once it is out.
      frame = g.requestAnimationFrame(() => timers.push(setTimeout(afterFrame, 0)));
      doc?.addEventListener('visibilitychange', onVisibility);
    } else {
      timers.push(setTimeout(afterFrame, 0));
    }
  };
  // While the app starts, the first screen's pictures come first (lib/first-screen.ts); the work held
  // meanwhile then goes one piece per idle moment, in the order asked, not all in the same one.
  const gate = firstScreenGate();
  if (gate && !firstScreenOpen()) {
    const previous = heldTurns;
    const mine = new Promise<void>((resolve) => (finished = resolve));
    // The next piece's turn comes once this one has run or been cancelled, and the ones before it too.
    heldTurns = Promise.all([previous, mine]).then(() => undefined);
    void Promise.all([gate, previous]).then(waitForFrame);
  } else waitForFrame();
  return () => {
    finished?.();
    done = true;
    stopWatching();
    if (frame !== undefined) g.cancelAnimationFrame?.(frame);
    if (idle !== undefined) g.cancelIdleCallback?.(idle);
    for (const t of timers) clearTimeout(t);
  };
}
