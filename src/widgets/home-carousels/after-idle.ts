/**
 * Whether the browser has had an idle moment (or 500 ms at most) since `shown` became true: the home
 * carousels start their swiper then, so its set-up (it measures the page) runs in a task of its own and
 * not inside the render that brought the data (one long task on a slow phone). The update is a transition,
 * so the render that brings the swiper in yields to the browser as it goes.
 */
import { startTransition, useEffect, useState } from 'react';

export function useAfterIdle(shown: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!shown || after) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => startTransition(() => setAfter(true)), { timeout: 500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => startTransition(() => setAfter(true)), 50);
    return () => clearTimeout(id);
  }, [shown, after]);
  return after;
}
