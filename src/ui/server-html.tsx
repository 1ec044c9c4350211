/**
 * Server HTML (help entries, notices, announcements) in the page: the one place that renders it. The HTML
 * is sanitised here, where it is shown (lib/safe-html: DOMPurify with an allow-list; links are https in a
 * new tab or same-origin paths), so DOMPurify loads with the code that shows server HTML and stays off the
 * home page's first paint (the announcements call carries the banners too). A tap on a same-origin link
 * opens it in the app (with the target route's access rule) instead of reloading the whole site.
 * scripts/check-boundaries.ts refuses dangerouslySetInnerHTML anywhere else. The data-server-html mark lets the
 * hostile-content checks (tests/e2e/hostile-content.spec.ts) find every block of server HTML on a page.
 */
import { type MouseEvent, useMemo } from 'react';
import { sanitizeHtml } from '../lib/safe-html';
import { safePath } from '../lib/safe-url';
import { useWidgetEnv } from './widget-env';

export function ServerHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const env = useWidgetEnv();
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  const openInApp = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || link.target) return;
    // A link without a new tab never loads the page itself: it goes in the app, or nowhere when unsafe.
    event.preventDefault();
    const path = safePath(link.getAttribute('href'));
    if (path) env.navigate(path);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the click only reroutes the links inside, which keep their own keyboard access
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above (lib/safe-html); the only place server HTML is rendered
    <div className={className} dir="auto" data-testid={testId} data-server-html="" onClick={openInApp} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
