/** Page fade (spec 2.2 and 9: 300 ms fade, none on a back swipe of more than 100 px). */
import { describe, expect, it } from 'vitest';
import { backSwipeDistance, SWIPE_POP_WINDOW_MS, shouldFade } from '../../src/lib/swipe';

const THRESHOLD = 100;
const NOW = 10_000;

describe('shouldFade', () => {
  it('fades on PUSH and REPLACE, even right after a long back swipe', () => {
    const swipe = { distance: 250, at: NOW - 10 };
    expect(shouldFade('PUSH', swipe, NOW, THRESHOLD)).toBe(true);
    expect(shouldFade('REPLACE', swipe, NOW, THRESHOLD)).toBe(true);
    expect(shouldFade('PUSH', undefined, NOW, THRESHOLD)).toBe(true);
  });

  it('does not fade on a POP right after a back swipe longer than 100 px', () => {
    expect(shouldFade('POP', { distance: 101, at: NOW - 50 }, NOW, THRESHOLD)).toBe(false);
    expect(shouldFade('POP', { distance: 300, at: NOW }, NOW, THRESHOLD)).toBe(false);
  });

  it('fades on a POP after a swipe of at most the threshold (100 px exactly still fades)', () => {
    expect(shouldFade('POP', { distance: 100, at: NOW - 50 }, NOW, THRESHOLD)).toBe(true);
    expect(shouldFade('POP', { distance: 40, at: NOW - 50 }, NOW, THRESHOLD)).toBe(true);
  });

  it('fades on a POP after a swipe the other way (negative distance)', () => {
    expect(shouldFade('POP', { distance: -250, at: NOW - 50 }, NOW, THRESHOLD)).toBe(true);
  });

  it('fades on a POP when the last swipe is stale (older than the pop window)', () => {
    expect(shouldFade('POP', { distance: 250, at: NOW - SWIPE_POP_WINDOW_MS - 1 }, NOW, THRESHOLD)).toBe(true);
    expect(shouldFade('POP', { distance: 250, at: NOW - SWIPE_POP_WINDOW_MS }, NOW, THRESHOLD)).toBe(false);
  });

  it('fades on a POP with no swipe at all (back button)', () => {
    expect(shouldFade('POP', undefined, NOW, THRESHOLD)).toBe(true);
  });
});

describe('backSwipeDistance', () => {
  it('in LTR a back swipe moves rightwards and counts positive', () => {
    expect(backSwipeDistance(10, 160, 'ltr')).toBe(150);
    expect(backSwipeDistance(160, 10, 'ltr')).toBe(-150);
  });

  it('in RTL a back swipe moves leftwards and counts positive (sign flipped)', () => {
    expect(backSwipeDistance(160, 10, 'rtl')).toBe(150);
    expect(backSwipeDistance(10, 160, 'rtl')).toBe(-150);
  });

  it('an RTL leftward swipe over 100 px suppresses the fade like an LTR rightward one', () => {
    const rtl = { distance: backSwipeDistance(300, 150, 'rtl'), at: NOW };
    const ltr = { distance: backSwipeDistance(150, 300, 'ltr'), at: NOW };
    expect(shouldFade('POP', rtl, NOW, THRESHOLD)).toBe(false);
    expect(shouldFade('POP', ltr, NOW, THRESHOLD)).toBe(false);
  });
});
