/**
 * Whether the page has drawn a frame and had an idle moment (lib/idle.ts) since `shown` became true: the home
 * carousels start their swiper then, so its set-up (it measures the page) runs in a task of its own and
 * not inside the render that brought the data (one long task on a slow phone). The update is a transition,
 * so the render that brings the swiper in yields to the browser as it goes.
 */
import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/idle';

export function useAfterIdle(shown: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!shown || after) return;
    return whenIdle(() => startTransition(() => setAfter(true)));
  }, [shown, after]);
  return after;
}
