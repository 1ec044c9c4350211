/**
 * Renders the app into the page. Loaded by main.tsx with a dynamic import, so React DOM, the router and
 * the renderer are evaluated in a task of their own, apart from the entry's start-up code (one long task
 * less on a slow phone), while the start-up calls and the catalogs are already on their way.
 */
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { MerchantConfig } from '../config/merchant-resolved.gen';
import { App } from './app';

export { preloadSignedInParts } from '../renderer/env-provider';

/** Renders the app; answers a function that renders it again with another config (the studio's preview). */
export function mount(root: HTMLElement, config: MerchantConfig, queryClient: QueryClient): (config: MerchantConfig) => void {
  const reactRoot = createRoot(root);
  const render = (shown: MerchantConfig) =>
    reactRoot.render(
      <StrictMode>
        <App config={shown} queryClient={queryClient} />
      </StrictMode>,
    );
  // As a transition the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree.
  startTransition(() => render(config));
  return render;
}
