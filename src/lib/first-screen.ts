/**
 * Whether the first screen is on show (issue 15). While the app starts, work that may wait (lib/idle.ts:
 * the carousels' code, service/version, touch feedback, home's later blocks, the service worker) waits
 * also for the first screen's largest pictures: on a slow phone network that work's files otherwise share
 * the connection with the banner and the app's code, and the player's first sight of the page comes later.
 *
 * The app's start holds the gate (`holdForFirstScreen`); the page frame opens it once its first render is
 * on screen and every picture the page marks as the one to see first (`fetchpriority="high"`, the first
 * banner) is decoded or has failed (`openWhenPicturesShown`); `maxMs` opens it in any case. The work held
 * meanwhile then goes one piece per idle moment (lib/idle.ts). Nothing holds it outside the app's start
 * (unit tests, the studio's own page): then nothing waits.
 */

let gate: Promise<void> | undefined;
let open: (() => void) | undefined;
let opened = false;

/** Holds work that may wait until the first screen is shown, for `maxMs` at most. */
export function holdForFirstScreen(maxMs: number): void {
  if (gate) return;
  gate = new Promise<void>((resolve) => {
    const timer = setTimeout(() => open?.(), maxMs);
    open = () => {
      clearTimeout(timer);
      opened = true;
      resolve();
    };
  });
}

/** Answers the gate while it is held (a promise that settles when it opens), or undefined when nothing waits. */
export function firstScreenGate(): Promise<void> | undefined {
  return gate;
}

/** Whether the gate has opened (false while it is held, and when nothing holds it). */
export function firstScreenOpen(): boolean {
  return opened;
}

/** Opens the gate now. */
export function firstScreenShown(): void {
  open?.();
}

/**
 * Opens the gate once every picture of `root` marked `fetchpriority="high"` is decoded, ready to be drawn,
 * or has failed (at once when there is none): a loaded picture may still be drawn a frame or two later, and
 * the work waiting (lib/idle.ts) waits a drawn frame more. Answers a function that stops waiting.
 */
export function openWhenPicturesShown(root: ParentNode = document): () => void {
  // Not held, or open already (every later page's frame): nothing to wait for.
  if (!gate || opened) return () => undefined;
  let live = true;
  const pictures = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  void Promise.all(pictures.map((img) => (typeof img.decode === 'function' ? img.decode().catch(() => undefined) : undefined))).then(() => {
    if (live) firstScreenShown();
  });
  return () => {
    live = false;
  };
}

/** For tests: forgets the gate. */
export function resetFirstScreenGate(): void {
  gate = undefined;
  open = undefined;
  opened = false;
}
