/** Page-fade rule of spec 2.2: pages fade, except after a back swipe longer than the threshold. */
export interface SwipeRecord {
  /** Horizontal distance of the last swipe, px, positive in the reading direction's "back" sense. */
  distance: number;
  /** When the swipe ended (ms, same clock as `now`). */
  at: number;
}

/** How long after a swipe a history pop still counts as caused by it. */
export const SWIPE_POP_WINDOW_MS = 1000;

export function shouldFade(navigation: 'POP' | 'PUSH' | 'REPLACE', swipe: SwipeRecord | undefined, now: number, thresholdPx: number): boolean {
  if (navigation !== 'POP' || !swipe) return true;
  const recent = now - swipe.at <= SWIPE_POP_WINDOW_MS;
  return !(recent && swipe.distance > thresholdPx);
}

/** A back swipe moves towards the inline end: rightwards in LTR, leftwards in RTL. */
export function backSwipeDistance(startX: number, endX: number, dir: 'ltr' | 'rtl'): number {
  return dir === 'rtl' ? startX - endX : endX - startX;
}
