/**
 * A page that scrolls, for jsdom (which lays nothing out): a document height the test sets, window.scrollY
 * and window.scrollTo clamped to it as a browser does, and a ResizeObserver that reports when the test
 * makes the page grow. Not a test file.
 */
import { act } from '@testing-library/react';

export interface FakePage {
  /** Sets the document's height (px) and tells the resize observers, as a browser would after layout. */
  setHeight: (px: number) => void;
  /** The player scrolls to `y` (a scroll event follows). */
  scrollTo: (y: number) => void;
  readonly scrollY: number;
  /** Undoes what install() changed. */
  restore: () => void;
}

export function installFakePage(viewport = 800): FakePage {
  let height = viewport;
  let y = 0;
  const observers = new Set<() => void>();
  const clamp = (top: number) => Math.max(0, Math.min(top, height - viewport));
  const props = {
    scrollY: Object.getOwnPropertyDescriptor(window, 'scrollY'),
    innerHeight: Object.getOwnPropertyDescriptor(window, 'innerHeight'),
    scrollTo: Object.getOwnPropertyDescriptor(window, 'scrollTo'),
    ResizeObserver: Object.getOwnPropertyDescriptor(window, 'ResizeObserver'),
    scrollHeight: Object.getOwnPropertyDescriptor(document.documentElement, 'scrollHeight'),
  };
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(window, 'innerHeight', { configurable: true, get: () => viewport });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => height });
  Object.defineProperty(window, 'scrollTo', {
    configurable: true,
    value: (options: ScrollToOptions) => {
      y = clamp(options.top ?? y);
    },
  });
  class FakeResizeObserver {
    private readonly report: () => void;
    constructor(callback: ResizeObserverCallback) {
      this.report = () => callback([], this as unknown as ResizeObserver);
    }
    observe() {
      observers.add(this.report);
    }
    disconnect() {
      observers.delete(this.report);
    }
    unobserve() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: FakeResizeObserver });

  return {
    setHeight: (px) => {
      height = px;
      y = clamp(y);
      act(() => {
        for (const report of [...observers]) report();
      });
    },
    scrollTo: (top) => {
      y = clamp(top);
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
    },
    get scrollY() {
      return y;
    },
    restore: () => {
      for (const [name, descriptor] of Object.entries(props)) {
        const target = name === 'scrollHeight' ? document.documentElement : window;
        if (descriptor) Object.defineProperty(target, name, descriptor);
        else Reflect.deleteProperty(target, name);
      }
    },
  };
}
