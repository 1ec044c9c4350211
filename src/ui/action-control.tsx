/**
 * A menu item's control: a real link for a route (so it can be opened in a new tab or copied, while a
 * plain tap stays in the app), a button for a dialog or a command. `onActivate` runs on a tap of either.
 */
import type { ReactNode } from 'react';
import type { Action } from '../config/merchant-resolved.gen';
import { RouteLink } from './route-link';

export function ActionControl({
  action,
  onActivate,
  testId,
  current,
  children,
}: {
  action: Action;
  onActivate: () => void;
  testId: string;
  /** The route of the page shown (aria-current). */
  current?: boolean;
  children: ReactNode;
}) {
  if ('route' in action) {
    return (
      <RouteLink to={action.route} onActivate={onActivate} aria-current={current ? 'page' : undefined} data-testid={testId}>
        {children}
      </RouteLink>
    );
  }
  return (
    <button type="button" onClick={onActivate} data-testid={testId}>
      {children}
    </button>
  );
}
