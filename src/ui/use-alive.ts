import { useCallback, useEffect, useRef } from 'react';

/**
 * Whether the screen is still shown. A call that answers after the player has left (tapped a tab, went
 * back) must not move them from where they went: check `alive()` before navigating or scheduling.
 */
export function useAlive(): () => boolean {
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  return useCallback(() => alive.current, []);
}
