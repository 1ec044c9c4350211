import type { MerchantConfig, Route } from '../config/merchant-resolved.gen';
import { normalizePath } from '../lib/paths';

export interface RouteTable {
  /** The route a path (canonical or alias) opens. */
  find: (path: string) => Route | undefined;
}

/** The routes by path (React Router renders them; this is for checking a link's access rule before it is followed, and for the start-up preload). */
export function buildRouteTable(config: MerchantConfig): RouteTable {
  const byPath = new Map<string, Route>();
  for (const route of config.routes) {
    byPath.set(normalizePath(route.path), route);
    for (const alias of route.aliases) byPath.set(normalizePath(alias), route);
  }
  return { find: (path) => byPath.get(normalizePath(path)) };
}
