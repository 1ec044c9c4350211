import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenShown, holdForFirstScreen, resetFirstScreenGate } from '../../src/lib/first-screen';
import { whenIdle } from '../../src/lib/idle';

/** A page whose frames and idle moments the test hands out. */
function fakePage() {
  const frames: FrameRequestCallback[] = [];
  const idles: IdleRequestCallback[] = [];
  const g = globalThis as Record<string, unknown>;
  g.requestAnimationFrame = (cb: FrameRequestCallback) => frames.push(cb);
  g.cancelAnimationFrame = (id: number) => {
    frames[id - 1] = () => undefined;
  };
  g.requestIdleCallback = (cb: IdleRequestCallback) => idles.push(cb);
  g.cancelIdleCallback = (id: number) => {
    idles[id - 1] = () => undefined;
  };
  return {
    frame: () => {
      for (const cb of frames.splice(0)) cb(0);
    },
    idle: () => {
      for (const cb of idles.splice(0)) cb({ didTimeout: false, timeRemaining: () => 10 });
    },
    idleAsked: () => idles.length,
  };
}

describe('whenIdle: deferred work waits for a drawn frame, then an idle moment', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    for (const k of ['requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'document']) delete (globalThis as Record<string, unknown>)[k];
  });

  it('asks for no idle moment before the frame is out, and runs the task once in the idle moment after it', () => {
    const page = fakePage();
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(100);
    expect(page.idleAsked()).toBe(0);
    page.frame();
    vi.advanceTimersByTime(0);
    expect(page.idleAsked()).toBe(1);
    expect(task).not.toHaveBeenCalled();
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('in a background tab (which draws no frames) it does not wait for a frame; nor once the tab goes there while waiting', () => {
    const page = fakePage();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
    (globalThis as Record<string, unknown>).document = doc;
    const first = vi.fn();
    whenIdle(first);
    vi.advanceTimersByTime(0);
    expect(page.idleAsked()).toBe(1);
    page.idle();
    expect(first).toHaveBeenCalledTimes(1);

    doc.visibilityState = 'visible';
    const second = vi.fn();
    whenIdle(second);
    vi.advanceTimersByTime(5000);
    expect(page.idleAsked()).toBe(0);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(page.idleAsked()).toBe(1);
    page.frame();
    vi.advanceTimersByTime(0);
    expect(page.idleAsked()).toBe(1);
    page.idle();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('cancelled before its moment, the task never runs', () => {
    const page = fakePage();
    const task = vi.fn();
    const cancel = whenIdle(task);
    page.frame();
    vi.advanceTimersByTime(0);
    cancel();
    page.idle();
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });

  it('without frames or idle callbacks (a server or an old browser) it runs on a short timer', () => {
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(49);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe("whenIdle while the app starts: the first screen's pictures come first (issue 15)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    resetFirstScreenGate();
    vi.useRealTimers();
    for (const k of ['requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback']) delete (globalThis as Record<string, unknown>)[k];
  });

  it('waits for the gate to open before it waits for a frame, then runs in the idle moment after it', async () => {
    const page = fakePage();
    holdForFirstScreen(2500);
    const task = vi.fn();
    whenIdle(task);
    page.frame();
    await vi.advanceTimersByTimeAsync(100);
    page.idle();
    expect(page.idleAsked()).toBe(0);
    expect(task).not.toHaveBeenCalled();
    firstScreenShown();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.idleAsked()).toBe(0); // a frame drawn after the first screen, first
    page.frame();
    await vi.advanceTimersByTimeAsync(0);
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('opens by itself after its longest wait, so nothing waits for ever', async () => {
    const page = fakePage();
    holdForFirstScreen(2500);
    const task = vi.fn();
    whenIdle(task);
    await vi.advanceTimersByTimeAsync(2499);
    page.frame();
    await vi.advanceTimersByTimeAsync(0);
    page.idle();
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    page.frame();
    await vi.advanceTimersByTimeAsync(0);
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a task cancelled while the gate is shut never runs', async () => {
    const page = fakePage();
    holdForFirstScreen(2500);
    const task = vi.fn();
    const cancel = whenIdle(task);
    cancel();
    firstScreenShown();
    await vi.advanceTimersByTimeAsync(0);
    page.frame();
    await vi.advanceTimersByTimeAsync(0);
    page.idle();
    expect(page.idleAsked()).toBe(0);
    expect(task).not.toHaveBeenCalled();
  });

  it('the work held meanwhile then goes one piece per idle moment, in the order asked', async () => {
    const page = fakePage();
    holdForFirstScreen(2500);
    const order: string[] = [];
    whenIdle(() => order.push('carousel'));
    const cancelled = whenIdle(() => order.push('never'));
    whenIdle(() => order.push('service/version'));
    cancelled();
    firstScreenShown();
    await vi.advanceTimersByTimeAsync(0);
    page.frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.idleAsked()).toBe(1); // one piece waits for an idle moment, not all of them
    page.idle();
    expect(order).toEqual(['carousel']);
    await vi.advanceTimersByTimeAsync(0);
    expect(page.idleAsked()).toBe(0); // the next one waits for a frame of its own first
    page.frame();
    await vi.advanceTimersByTimeAsync(0);
    page.idle();
    expect(order).toEqual(['carousel', 'service/version']);
  });

  it('nothing holds it outside the app start: whenIdle does not wait', () => {
    const page = fakePage();
    const task = vi.fn();
    whenIdle(task);
    page.frame();
    vi.advanceTimersByTime(0);
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
