/**
 * Saving and loading the simulator's state as JSON (issue 3: "state is in memory and can be saved to and
 * loaded from a JSON file"). Maps and Sets are tagged; each merchant's config is not saved (it comes from
 * merchants/), so a saved state loads into worlds made from the current configs.
 */
import type { MerchantWorld } from './state';

type Tagged = { $map: [unknown, unknown][] } | { $set: unknown[] };

function encode(value: unknown): unknown {
  if (value instanceof Map) return { $map: [...value].map(([k, v]) => [encode(k), encode(v)]) };
  if (value instanceof Set) return { $set: [...value].map(encode) };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object') {
    const tagged = value as Tagged;
    if ('$map' in tagged) return new Map(tagged.$map.map(([k, v]) => [decode(k), decode(v)]));
    if ('$set' in tagged) return new Set(tagged.$set.map(decode));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]));
  }
  return value;
}

export interface SavedState {
  version: 1;
  seed: number;
  worlds: Record<string, Record<string, unknown>>;
}

export function snapshot(worlds: Map<string, MerchantWorld>, seed: number): SavedState {
  const out: SavedState['worlds'] = {};
  for (const [code, { config: _config, ...state }] of worlds) out[code] = encode(state) as Record<string, unknown>;
  return { version: 1, seed, worlds: out };
}

/**
 * A saved world brought up to the current shape: keys a world no longer has are dropped (an older save's
 * `inboxReads`), and the reward kinds are the current defaults with the saved switches over them, so kinds
 * added since the save (TICKET, UPGRADE_BONUS, …) are there.
 */
function upgrade(fresh: MerchantWorld, saved: Record<string, unknown>): Partial<MerchantWorld> {
  const known = Object.fromEntries(Object.entries(saved).filter(([key]) => key !== 'config' && Object.hasOwn(fresh, key)));
  const savedSwitches = saved.promotions && typeof saved.promotions === 'object' ? Object.entries(saved.promotions) : [];
  const switches = savedSwitches.filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean');
  return { ...known, promotions: { ...fresh.promotions, ...Object.fromEntries(switches) } };
}

/** Loads saved worlds over fresh ones; merchants the save does not know keep their fresh state. */
export function restore(worlds: Map<string, MerchantWorld>, saved: SavedState): void {
  if (saved.version !== 1) throw new Error(`unsupported simulator state version ${String(saved.version)}`);
  for (const [code, state] of Object.entries(saved.worlds)) {
    const world = worlds.get(code);
    if (world) Object.assign(world, upgrade(world, decode(state) as Record<string, unknown>));
  }
}
