/**
 * A screen's own page title in place of its route's (spec 2.2: /m/changePsw is titled "first-time
 * password change" for a first login). The page frame provides the setter and titles the header and
 * the document with it; outside a frame (unit tests) the hook does nothing.
 */
import { createContext, useContext, useLayoutEffect } from 'react';

/** Set by the page frame: a title key for the page, or undefined for the route's own. */
export const ScreenTitleContext = createContext<((titleKey: string | undefined) => void) | null>(null);

/** While the calling screen shows, the page is titled `titleKey`; undefined keeps the route's title. */
export function useScreenTitle(titleKey: string | undefined): void {
  const setTitle = useContext(ScreenTitleContext);
  // A layout effect, so the route's title never flashes before the screen's.
  useLayoutEffect(() => {
    if (!setTitle || titleKey === undefined) return;
    setTitle(titleKey);
    return () => setTitle(undefined);
  }, [setTitle, titleKey]);
}
