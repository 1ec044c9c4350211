import type { MerchantConfig } from '../config/merchant-resolved.gen';
import { BLOCKS, lookup, SCREENS } from '../registry/registry';
import { preload } from './lazy-view';
import { buildRouteTable } from './route-table';

/** Fetches the code of the route being opened (and its home blocks) while the app starts. */
export function preloadPath(config: MerchantConfig, pathname: string): Promise<unknown> {
  const route = buildRouteTable(config).find(pathname);
  const screen = route && lookup(SCREENS, route.screen);
  if (!screen) return Promise.resolve();
  // Only home shows blocks (spec 2.10); other routes need not wait for their code.
  const blocks = route.screen === 'home' ? config.home.blocks.map((b) => lookup(BLOCKS, b.type)) : [];
  return Promise.all([preload(screen), ...blocks.map((loader) => loader && preload(loader))]);
}
