import type { MerchantConfig, Route } from '../config/merchant-resolved.gen';
import { normalizePath } from '../lib/paths';

export interface RouteTable {
  /** The route a path (canonical or alias) opens. */
  find: (path: string) => Route | undefined;
  /** True when the path is an alias, not the route's canonical path. */
  isAlias: (path: string) => boolean;
}

export function buildRouteTable(config: MerchantConfig): RouteTable {
  const byPath = new Map<string, Route>();
  const aliases = new Set<string>();
  for (const route of config.routes) {
    byPath.set(normalizePath(route.path), route);
    for (const alias of route.aliases) {
      byPath.set(normalizePath(alias), route);
      if (normalizePath(alias) !== normalizePath(route.path)) aliases.add(normalizePath(alias));
    }
  }
  return {
    find: (path) => byPath.get(normalizePath(path)),
    isAlias: (path) => aliases.has(normalizePath(path)),
  };
}
