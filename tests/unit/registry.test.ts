/** The widget registry: every type has a loader, and prototype names never resolve. */
import { describe, expect, it } from 'vitest';
import { SCREEN_TYPES, WIDGET_TYPES } from '../../src/config/screen-types';
import { BLOCKS, isPending, lookup, SCREENS } from '../../src/registry/registry';
import { loadAllMerchants } from '../../scripts/lib/merchants';

const merchants = [...loadAllMerchants()];

describe('registry', () => {
  it('every SCREEN_TYPES entry has a screen loader', () => {
    for (const type of SCREEN_TYPES) expect(typeof lookup(SCREENS, type), type).toBe('function');
  });

  it('every WIDGET_TYPES entry has a block loader', () => {
    for (const type of WIDGET_TYPES) expect(typeof lookup(BLOCKS, type), type).toBe('function');
  });

  it('the registry maps no screen or widget type beyond the declared lists', () => {
    expect(Object.keys(SCREENS).sort()).toEqual([...SCREEN_TYPES].sort());
    expect(Object.keys(BLOCKS).sort()).toEqual([...WIDGET_TYPES].sort());
  });

  it('lookup uses own keys only: constructor, __proto__, toString, hasOwnProperty resolve to undefined', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(lookup(SCREENS, name), name).toBeUndefined();
      expect(lookup(BLOCKS, name), name).toBeUndefined();
    }
    expect(isPending('constructor')).toBe(false);
  });

  it('an unknown type resolves to undefined', () => {
    expect(lookup(SCREENS, 'nope')).toBeUndefined();
    expect(lookup(BLOCKS, '')).toBeUndefined();
  });

  it('the built screens load a default component', async () => {
    for (const type of ['home', 'maintenance', 'login'] as const) {
      const mod = await SCREENS[type]();
      expect(typeof mod.default, type).toBe('function');
    }
    expect(typeof (await BLOCKS.bannerCarousel()).default).toBe('function');
  });

  it('isPending is false for the built home and login screens and true for a pending one', () => {
    expect(isPending('home')).toBe(false);
    expect(isPending('login')).toBe(false);
    expect(isPending('register')).toBe(false);
    expect(isPending('depositRecord')).toBe(true);
  });

  it('every screen type used by a merchant route is known to the registry', () => {
    expect(merchants.length).toBeGreaterThan(0);
    for (const [code, config] of merchants) {
      for (const route of config.routes) {
        expect(SCREEN_TYPES as readonly string[], `${code} ${route.path}`).toContain(route.screen);
        expect(lookup(SCREENS, route.screen), `${code} ${route.path}`).toBeDefined();
      }
    }
  });

  it('every home block type used by a merchant is known to the registry', () => {
    for (const [code, config] of merchants) {
      for (const block of config.home.blocks) expect(lookup(BLOCKS, block.type), `${code} ${block.type}`).toBeDefined();
    }
  });
});
