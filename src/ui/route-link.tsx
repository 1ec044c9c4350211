/**
 * A link to a route of the app: a real <a href> (it can be opened in a new tab or copied) whose plain tap
 * stays in the app — `onActivate`, by default the renderer's navigate to `to`.
 */
import { type AnchorHTMLAttributes, useContext } from 'react';
import { WidgetEnvContext } from './widget-env';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & { to: string; onActivate?: () => void };

export function RouteLink({ to, onActivate, children, ...rest }: Props) {
  const env = useContext(WidgetEnvContext);
  return (
    <a
      {...rest}
      href={to}
      onClick={(e) => {
        e.preventDefault();
        if (onActivate) onActivate();
        else env?.navigate(to);
      }}
    >
      {children}
    </a>
  );
}
