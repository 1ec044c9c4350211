/**
 * A link to a route of the app: a real <a href> (it can be opened in a new tab or copied) whose plain tap
 * stays in the app — `onActivate`, by default the renderer's navigate to `to`. A `to` that is not a
 * same-origin path (lib/safe-url) gives an anchor without href that goes nowhere.
 */
import { type AnchorHTMLAttributes, useContext } from 'react';
import { safePath } from '../lib/safe-url';
import { WidgetEnvContext } from './widget-env';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & { to: string; onActivate?: () => void };

export function RouteLink({ to, onActivate, children, ...rest }: Props) {
  const env = useContext(WidgetEnvContext);
  const href = safePath(to);
  return (
    <a
      {...rest}
      href={href}
      onClick={(e) => {
        e.preventDefault();
        if (onActivate) onActivate();
        else if (href) env?.navigate(href);
      }}
    >
      {children}
    </a>
  );
}
