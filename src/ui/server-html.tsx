/**
 * Server HTML (help entries, notices) in the page. The HTML was sanitised where it entered (api/content.ts
 * with lib/safe-html): links are https (new tab) or same-origin paths. A tap on a same-origin link opens it
 * in the app (with the target route's access rule) instead of reloading the whole site.
 */
import type { MouseEvent } from 'react';
import { useWidgetEnv } from './widget-env';

export function ServerHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const env = useWidgetEnv();
  const openInApp = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target || !href.startsWith('/')) return;
    event.preventDefault();
    env.navigate(href);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the click only reroutes the links inside, which keep their own keyboard access
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised where it enters (api/content.ts, lib/safe-html)
    <div className={className} dir="auto" data-testid={testId} onClick={openInApp} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
