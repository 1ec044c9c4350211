/**
 * Work that may wait: `whenIdle(task)` runs `task` once the page has put a frame on screen and then been
 * idle. A frame first, because on a slow phone the first screen's frame can be late: an idle callback
 * asked for before it may run (when its timeout ends) while that frame still waits, and the deferred work
 * (a carousel's code, the later blocks, the service worker's install) then delays what the player is
 * waiting to see. Measured with Lighthouse: the swiper's code, asked for on idle, was still loading inside
 * the first screen's paint.
 */

/** Longest wait for a frame: a tab in the background draws none, and its deferred work still runs. */
const FRAME_WAIT_MS = 1500;
/** Longest wait for an idle moment once a frame is out. */
const IDLE_TIMEOUT_MS = 500;

/** Runs `task` after the next frame and an idle moment (or the waits above at most); answers a cancel function. */
export function whenIdle(task: () => void, idleTimeoutMs: number = IDLE_TIMEOUT_MS): () => void {
  const g = globalThis as Partial<Window & typeof globalThis>;
  let done = false;
  let frame: number | undefined;
  let idle: number | undefined;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  const afterFrame = () => {
    if (done || idle !== undefined) return;
    if (typeof g.requestIdleCallback === 'function') idle = g.requestIdleCallback(run, { timeout: idleTimeoutMs });
    else timers.push(setTimeout(run, 50));
  };
  if (typeof g.requestAnimationFrame === 'function') {
    // The animation frame runs before the frame is drawn; the timeout after it, once it is out.
    frame = g.requestAnimationFrame(() => timers.push(setTimeout(afterFrame, 0)));
    timers.push(setTimeout(afterFrame, FRAME_WAIT_MS));
  } else {
    timers.push(setTimeout(afterFrame, 0));
  }
  return () => {
    done = true;
    if (frame !== undefined) g.cancelAnimationFrame?.(frame);
    if (idle !== undefined) g.cancelIdleCallback?.(idle);
    for (const t of timers) clearTimeout(t);
  };
}
