import type { MerchantConfig } from '../config/merchant-resolved.gen';
import { BLOCK_DATA, BLOCKS, LATER_BLOCKS, lookup, SCREENS } from '../registry/registry';
import { isLoaded, preload } from './loaded-modules';
import { buildRouteTable } from './route-table';

/** The screen type of the route at `pathname` (undefined when no route matches). */
export function screenAt(config: MerchantConfig, pathname: string): string | undefined {
  return buildRouteTable(config).find(pathname)?.screen;
}

/**
 * Fetches the code of the route being opened while the app starts; for home also the code of its first
 * screenful's blocks and the data they show first (the later blocks load when they mount).
 */
export function preloadPath(config: MerchantConfig, pathname: string): Promise<unknown> {
  const screenType = screenAt(config, pathname);
  const screen = screenType && lookup(SCREENS, screenType);
  if (!screen) return Promise.resolve();
  // Only home shows blocks (spec 2.10); other routes need not wait for their code.
  const types = screenType === 'home' ? config.home.blocks.map((b) => b.type).filter((type) => !LATER_BLOCKS.has(type)) : [];
  for (const type of types) if (Object.hasOwn(BLOCK_DATA, type)) BLOCK_DATA[type]?.();
  return Promise.all([preload(screen), ...preloadBlocks(types)]);
}

/** Starts loading the code of home blocks; answers when it has arrived (or failed: the view offers a retry). */
export function preloadBlocks(types: readonly string[]): Promise<void>[] {
  return types.flatMap((type) => {
    const loader = lookup(BLOCKS, type);
    return loader ? [preload(loader)] : [];
  });
}

/** True when the code of every one of these home blocks has arrived (an unknown type has none to wait for). */
export function blocksLoaded(types: readonly string[]): boolean {
  return types.every((type) => {
    const loader = lookup(BLOCKS, type);
    return !loader || isLoaded(loader);
  });
}
