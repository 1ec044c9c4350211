// @vitest-environment jsdom
/**
 * Spec §9 "Touch press": 130 ms press-in, 370 ms long press, 100 ms press-out (the merchant's constants), on
 * tiles and buttons: a press held past the press-in time marks the element, past the long press also marks it
 * long and fires lv-longpress; the marks go the press-out time after release; a quick tap shows nothing; a
 * disabled button gets none. The reduced-motion rule is checked in app/styles.css.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { startPressFeedback } from '../../src/ui/touch-feedback';

const demo = loadAllMerchants().get('demo');
if (!demo) throw new Error('no demo');
const { touchPressInMs, touchLongPressMs, touchPressOutMs } = demo.constants;

let stop: () => void;
let button: HTMLButtonElement;
const down = (el: Element) => el.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
const up = (el: Element) => el.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, button: 0 }));

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<button class="lv-button" type="button"><span>Deposit</span></button><button class="lv-button" disabled>Off</button>';
  button = document.querySelector('button') as HTMLButtonElement;
  stop = startPressFeedback(document, { pressInMs: touchPressInMs, longPressMs: touchLongPressMs, pressOutMs: touchPressOutMs });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('spec §9 touch press timings', () => {
  it('the constants are the spec\'s: 130, 370, 100 ms', () => {
    expect([touchPressInMs, touchLongPressMs, touchPressOutMs]).toEqual([130, 370, 100]);
  });

  it('press-in after 130 ms (not before), on the button from a press on its content', () => {
    down(button.querySelector('span') as Element);
    vi.advanceTimersByTime(129);
    expect(button.hasAttribute('data-pressed')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(button.hasAttribute('data-pressed')).toBe(true);
  });

  it('long press after 370 ms with its event; press-out 100 ms after release', () => {
    const heard = vi.fn();
    button.addEventListener('lv-longpress', heard);
    down(button);
    vi.advanceTimersByTime(369);
    expect(button.hasAttribute('data-long-press')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(button.hasAttribute('data-long-press')).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    up(button);
    vi.advanceTimersByTime(99);
    expect(button.hasAttribute('data-pressed')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(button.hasAttribute('data-pressed')).toBe(false);
    expect(button.hasAttribute('data-long-press')).toBe(false);
  });

  it('a quick tap (released before 130 ms) shows nothing; a disabled button gets no mark', () => {
    down(button);
    vi.advanceTimersByTime(100);
    up(button);
    vi.advanceTimersByTime(1000);
    expect(button.hasAttribute('data-pressed')).toBe(false);
    const off = document.querySelectorAll('button')[1] as HTMLButtonElement;
    down(off);
    vi.advanceTimersByTime(1000);
    expect(off.hasAttribute('data-pressed')).toBe(false);
  });

  it('reduced motion keeps the pressed look still (no scale, no transition)', () => {
    const css = readFileSync('src/app/styles.css', 'utf8');
    expect(css).toMatch(/\[data-pressed\] \{ transform: scale\(/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{ \[data-pressed\] \{ transform: none; transition: none; \} \}/);
  });
});
